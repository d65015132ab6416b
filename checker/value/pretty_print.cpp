// TLC's pretty printer (tlc2.pprint.Parse and Format), on the printed text.
// Widths count UTF-16 code units, as Java's String.length() does.
#include "pretty_print.h"

#include <algorithm>
#include <memory>
#include <vector>

namespace tlacore::val {

namespace {

// TLC gives up on text its parser does not take (and prints it unchanged).
struct Unparsable {};

enum class Kind { Constant, Set, Sequence, Record, RecordPair, Function, FunctionPair, Subset };

struct Node {
  Kind kind;
  size_t first, last = 0; // byte offsets, `last` inclusive
  Node *children = nullptr;
  Node *next = nullptr;
};

class Parser {
public:
  explicit Parser(const std::string &s) : s_(s), units_(s.size() + 1, 0) {
    for (size_t i = 0; i < s.size(); ++i) {
      auto c = static_cast<unsigned char>(s[i]);
      // A UTF-8 lead byte starts one UTF-16 unit, a 4-byte sequence two.
      units_[i + 1] = units_[i] + ((c & 0xC0) == 0x80 ? 0 : c >= 0xF0 ? 2 : 1);
    }
  }

  Node *parse(size_t i) {
    i = skipWhitespace(i);
    char c = at(i);
    if (c == '{')
      return list(i, Kind::Set, "{", "}", &Parser::parse, ",");
    if (c == '<')
      return list(i, Kind::Sequence, "<<", ">>", &Parser::parse, ",");
    if (c == '[')
      return list(i, Kind::Record, "[", "]", &Parser::recordPair, ",");
    if (c == '(')
      return list(i, Kind::Function, "(", ")", &Parser::functionPair, "@@");
    if (matches(i, "SUBSET")) {
      Node *n = make(Kind::Subset, i);
      n->children = parse(skipWhitespace(i + 6));
      n->last = n->children->last;
      return n;
    }
    return constant(i);
  }

  size_t length(const Node *n) const { return units_[n->last + 1] - units_[n->first]; }
  std::string text(const Node *n) const { return s_.substr(n->first, n->last - n->first + 1); }

private:
  char at(size_t i) const {
    if (i >= s_.size())
      throw Unparsable{};
    return s_[i];
  }
  bool matches(size_t i, const char *token) const {
    return i <= s_.size() && s_.compare(i, std::char_traits<char>::length(token), token) == 0;
  }
  static bool isWhitespace(char c) { return c == ' ' || (c >= '\t' && c <= '\r') || (c >= '\x1C' && c <= '\x1F'); }
  static bool isDigit(char c) { return c >= '0' && c <= '9'; }
  static bool isLetterOrDigit(char c) {
    return isDigit(c) || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
  }
  size_t skipWhitespace(size_t i) const {
    while (isWhitespace(at(i)))
      ++i;
    return i;
  }

  Node *make(Kind k, size_t first, size_t last = 0) {
    nodes_.push_back(std::make_unique<Node>(Node{k, first, last}));
    return nodes_.back().get();
  }

  // A delimited list: `open`, elements parsed by `element`, each followed
  // by an optional `sep`, up to (the first character of) `close`.
  Node *list(size_t i, Kind k, const char *open, const char *close, Node *(Parser::*element)(size_t),
             const char *sep) {
    Node *n = make(k, i);
    Node *lastChild = nullptr;
    size_t last = skipWhitespace(i + std::char_traits<char>::length(open));
    while (at(last) != close[0]) {
      Node *e = (this->*element)(last);
      (lastChild ? lastChild->next : n->children) = e;
      lastChild = e;
      last = skipWhitespace(e->last + 1);
      if (matches(last, sep))
        last += std::char_traits<char>::length(sep);
      last = skipWhitespace(last);
    }
    n->last = last + std::char_traits<char>::length(close) - 1;
    return n;
  }

  Node *pair(size_t i, Kind k, const char *div) {
    Node *n = make(k, i);
    Node *left = parse(i);
    size_t last = skipWhitespace(left->last + 1);
    if (!matches(last, div))
      throw Unparsable{};
    left->next = parse(skipWhitespace(last + std::char_traits<char>::length(div)));
    n->children = left;
    n->last = left->next->last;
    return n;
  }
  Node *recordPair(size_t i) { return pair(i, Kind::RecordPair, "|->"); }
  Node *functionPair(size_t i) { return pair(i, Kind::FunctionPair, ":>"); }

  Node *constant(size_t index) {
    size_t first = skipWhitespace(index), last = first;
    if (at(first) == '"') {
      do
        ++last;
      while (at(last) != '"');
      return make(Kind::Constant, first, last);
    }
    if (isDigit(at(last)))
      if (Node *n = interval(index))
        return n;
    if (at(last) == '-') {
      ++last;
      while (isDigit(at(last)))
        if (++last == s_.size())
          break;
      return make(Kind::Constant, first, last - 1);
    }
    if (isLetterOrDigit(at(last))) {
      while (isLetterOrDigit(at(last)))
        if (++last == s_.size())
          break;
      return make(Kind::Constant, first, last - 1);
    }
    throw Unparsable{};
  }

  // i..j, or null.
  Node *interval(size_t first) {
    size_t last = first;
    while (last < s_.size() && isDigit(s_[last]))
      ++last;
    if (s_.compare(last, 2, "..") != 0 || last >= s_.size())
      return nullptr;
    last += 2;
    if (last >= s_.size() || !isDigit(s_[last]))
      return nullptr;
    while (isDigit(s_[last]))
      if (++last == s_.size())
        break;
    return make(Kind::Constant, first, last - 1);
  }

  const std::string &s_;
  std::vector<size_t> units_; // UTF-16 units before each byte
  std::vector<std::unique_ptr<Node>> nodes_;
};

struct Layout {
  const char *open, *close, *pad, *sep, *div = nullptr, *divPad = nullptr;
};

class Formatter {
public:
  explicit Formatter(const Parser &p) : p_(p) {}

  std::string format(const Node *n, long width, long trailer, const std::string &leftPad) {
    if (static_cast<long>(p_.length(n)) <= width - trailer)
      return p_.text(n);
    switch (n->kind) {
    case Kind::Constant:
      return p_.text(n);
    case Kind::Set:
      return simple(n, width, trailer, leftPad, {"{ ", " }", "  ", ","});
    case Kind::Sequence:
      return simple(n, width, trailer, leftPad, {"<< ", " >>", "   ", ","});
    case Kind::Subset:
      return simple(n, width, trailer, leftPad, {"SUBSET ", " ", " ", ","});
    case Kind::Function:
      return pairs(n, width, trailer, leftPad, {"( ", " )", "  ", " @@", " :>", "    "});
    case Kind::Record:
      return pairs(n, width, trailer, leftPad, {"[ ", " ]", "  ", ",", " |->", "    "});
    default:
      throw Unparsable{};
    }
  }

private:
  static long len(const char *s) { return static_cast<long>(std::char_traits<char>::length(s)); }

  std::string simple(const Node *n, long width, long trailer, const std::string &leftPad, const Layout &l) {
    width -= std::max(len(l.open), len(l.pad));
    trailer += len(l.close);
    std::string pad = leftPad + l.pad;
    std::string out = l.open;
    for (const Node *v = n->children; v; v = v->next) {
      if (v->next)
        out += format(v, width, len(l.sep), pad) + l.sep + "\n" + pad;
      else
        out += format(v, width, trailer, pad);
    }
    return out + l.close;
  }

  std::string pairs(const Node *n, long width, long trailer, const std::string &leftPad, const Layout &l) {
    width -= std::max(len(l.open), len(l.pad));
    trailer += len(l.close);
    std::string pad = leftPad + l.pad;
    std::string valuePad = pad + l.divPad;
    long div = len(l.div), sep = len(l.sep), divPad = len(l.divPad);
    std::string out = l.open;
    for (const Node *pr = n->children; pr; pr = pr->next) {
      const Node *arg = pr->children, *val = arg->next;
      auto argLen = static_cast<long>(p_.length(arg)), valLen = static_cast<long>(p_.length(val));
      bool lastPair = pr->next == nullptr;
      // Argument and value on one line if they fit, else the argument (on
      // one line if it fits) and the value below it.
      if (argLen + div + 1 + valLen + (lastPair ? 0 : sep) <= width - (lastPair ? trailer : 0)) {
        out += p_.text(arg) + l.div + " " + p_.text(val);
      } else {
        out += argLen + div <= width ? p_.text(arg) : format(arg, width, trailer + div, pad);
        out += std::string(l.div) + "\n" + valuePad + format(val, width - divPad, lastPair ? trailer : sep, valuePad);
      }
      if (!lastPair)
        out += std::string(l.sep) + "\n" + pad;
    }
    return out + l.close;
  }

  const Parser &p_;
};

} // namespace

std::string prettyPrint(const std::string &text, int width) {
  if (text.empty() || static_cast<long>(text.size()) <= width)
    return text; // fits: TLC prints it as is
  try {
    Parser p(text);
    Node *tree = p.parse(0);
    if (tree->last < text.size() - 1)
      return text;
    return Formatter(p).format(tree, width, 0, "");
  } catch (const Unparsable &) {
    return text;
  }
}

} // namespace tlacore::val
