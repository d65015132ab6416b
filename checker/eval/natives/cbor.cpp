// Native CBOR operators, as TLC's CommunityModules override them
// (tlc2.overrides.CBOR): TLA+ values encoded as CBOR (RFC 8949) and decoded
// back, with TLC's encoding choices (tags 39, 258, 33000; keys and set
// elements sorted by their encoded bytes) and TLC's error texts.
#include <algorithm>
#include <filesystem>
#include <fstream>
#include <numeric>
#include <sstream>

#include "natives.h"
#include "value/set_ops.h"

namespace tlacore::eval::natives {
namespace {

using val::Kind;
using val::Value;
using Bytes = std::vector<uint8_t>;

constexpr int kUnsigned = 0, kNegative = 1, kBytes = 2, kText = 3, kArray = 4, kMap = 5, kTag = 6, kSimple = 7;
constexpr uint64_t kTagModelValue = 39, kTagSet = 258, kTagFunction = 33000;
constexpr int kMaxDepth = 512;

enum class Shape { Sequence, Record, Pairs };

// Arrays.compareUnsigned: bytewise, a proper prefix first.
bool bytesLess(const Bytes &a, const Bytes &b) {
  size_t n = std::min(a.size(), b.size());
  for (size_t i = 0; i < n; ++i)
    if (a[i] != b[i])
      return a[i] < b[i];
  return a.size() < b.size();
}

// DOMAIN = 1..n: an array; a non-empty set of strings: a map; else tagged pairs.
Shape shape(const std::vector<Value> &domain) {
  std::vector<bool> seen(domain.size() + 1, false);
  size_t indices = 0;
  bool strings = !domain.empty();
  for (const Value &d : domain) {
    strings = strings && d.kind() == Kind::String;
    if (d.isInt() && d.asInt() >= 1 && d.asInt() <= static_cast<int64_t>(domain.size()) &&
        !seen[static_cast<size_t>(d.asInt())]) {
      seen[static_cast<size_t>(d.asInt())] = true;
      ++indices;
    }
  }
  return indices == domain.size() ? Shape::Sequence : strings ? Shape::Record : Shape::Pairs;
}

class Encoder {
public:
  Encoder(const NativeCall &c, std::string_view op) : c_(c), op_(op) {}

  Bytes encode(const Value &v, int depth) {
    Encoder e(c_, op_);
    e.value(v, depth);
    return std::move(e.out_);
  }

  void value(const Value &v, int depth) {
    level(depth);
    switch (v.kind()) {
    case Kind::Int:
      if (v.asInt() >= 0)
        head(kUnsigned, static_cast<uint64_t>(v.asInt()));
      else
        head(kNegative, static_cast<uint64_t>(-1 - v.asInt()));
      return;
    case Kind::Bool:
      out_.push_back(v.asBool() ? 0xf5 : 0xf4);
      return;
    case Kind::String:
      text(v.text());
      return;
    case Kind::ModelValue:
      head(kTag, kTagModelValue);
      level(depth + 1);
      text(v.text());
      return;
    case Kind::Fcn:
      function(v.keys(), v.vals(), depth);
      return;
    default:
      break;
    }
    std::vector<Value> elems;
    if (v.kind() == Kind::InfSet || !finiteSetElems(v, elems))
      c_.ev.fail(std::string(op_) + " cannot encode " + (v.isSetLike() ? "an infinite set" : "a value") + ":\n" +
                     val::toString(v),
                 c_.range);
    set(elems, depth);
  }

  Bytes take() { return std::move(out_); }

private:
  void level(int depth) {
    if (depth > kMaxDepth)
      c_.ev.fail(std::string(op_) + " cannot encode a value nested more than " + std::to_string(kMaxDepth) +
                     " CBOR data items deep.",
                 c_.range);
  }

  void head(int major, uint64_t n) {
    auto ib = static_cast<uint8_t>(major << 5);
    if (n < 24) {
      out_.push_back(static_cast<uint8_t>(ib | n));
    } else if (n <= 0xff) {
      out_.push_back(ib | 24);
      out_.push_back(static_cast<uint8_t>(n));
    } else if (n <= 0xffff) {
      out_.push_back(ib | 25);
      for (int s = 8; s >= 0; s -= 8)
        out_.push_back(static_cast<uint8_t>(n >> s));
    } else {
      out_.push_back(ib | 26);
      for (int s = 24; s >= 0; s -= 8)
        out_.push_back(static_cast<uint8_t>(n >> s));
    }
  }

  void text(std::string_view s) {
    head(kText, s.size());
    out_.insert(out_.end(), s.begin(), s.end());
  }

  void function(const std::vector<Value> &domain, const std::vector<Value> &values, int depth) {
    Shape sh = shape(domain);
    if (sh == Shape::Sequence) {
      std::vector<Value> elems(domain.size());
      for (size_t i = 0; i < domain.size(); ++i)
        elems[static_cast<size_t>(domain[i].asInt() - 1)] = values[i];
      head(kArray, elems.size());
      for (const Value &e : elems)
        value(e, depth + 1);
      return;
    }
    int entry = sh == Shape::Record ? depth + 1 : depth + 3;
    std::vector<Bytes> keys;
    for (const Value &d : domain)
      keys.push_back(encode(d, entry));
    std::vector<size_t> order(keys.size());
    std::iota(order.begin(), order.end(), size_t{0});
    std::sort(order.begin(), order.end(), [&](size_t i, size_t j) { return bytesLess(keys[i], keys[j]); });
    if (sh == Shape::Record) {
      head(kMap, keys.size());
    } else {
      head(kTag, kTagFunction);
      head(kArray, keys.size());
    }
    for (size_t i : order) {
      if (sh == Shape::Pairs)
        head(kArray, 2);
      out_.insert(out_.end(), keys[i].begin(), keys[i].end());
      value(values[i], entry);
    }
  }

  void set(const std::vector<Value> &elems, int depth) {
    level(depth + 1);
    std::vector<Bytes> items;
    for (const Value &e : elems)
      items.push_back(encode(e, depth + 2));
    std::sort(items.begin(), items.end(), bytesLess);
    items.erase(std::unique(items.begin(), items.end(),
                            [](const Bytes &a, const Bytes &b) { return !bytesLess(a, b) && !bytesLess(b, a); }),
                items.end());
    head(kTag, kTagSet);
    head(kArray, items.size());
    for (const Bytes &b : items)
      out_.insert(out_.end(), b.begin(), b.end());
  }

  const NativeCall &c_;
  std::string_view op_;
  Bytes out_;
};

Bytes encodeValue(const NativeCall &c, const Value &v, std::string_view op) {
  Encoder e(c, op);
  e.value(v, 1);
  return e.take();
}

// Whether s is well-formed UTF-8 (no overlong forms, surrogates or values above U+10FFFF).
bool validUtf8(const uint8_t *s, size_t n) {
  for (size_t i = 0; i < n;) {
    uint8_t b = s[i];
    size_t len = b < 0x80 ? 1 : (b >> 5) == 0x6 ? 2 : (b >> 4) == 0xe ? 3 : (b >> 3) == 0x1e ? 4 : 0;
    if (len == 0 || i + len > n)
      return false;
    uint32_t cp = len == 1 ? b : len == 2 ? b & 0x1f : len == 3 ? b & 0x0f : b & 0x07;
    for (size_t k = 1; k < len; ++k) {
      if ((s[i + k] & 0xc0) != 0x80)
        return false;
      cp = (cp << 6) | (s[i + k] & 0x3f);
    }
    if ((len == 2 && cp < 0x80) || (len == 3 && cp < 0x800) || (len == 4 && (cp < 0x10000 || cp > 0x10ffff)) ||
        (cp >= 0xd800 && cp <= 0xdfff))
      return false;
    i += len;
  }
  return true;
}

class Decoder {
public:
  Decoder(const NativeCall &c, Bytes in, std::string prefix) : c_(c), in_(std::move(in)), prefix_(std::move(prefix)) {}

  Value document() {
    Value v = item(1);
    if (pos_ != in_.size())
      error(pos_, "there are bytes after the first CBOR data item");
    return v;
  }

private:
  [[noreturn]] void error(size_t offset, const std::string &problem) const {
    c_.ev.fail(prefix_ + ": " + problem + " at byte " + std::to_string(offset) + ".", c_.range);
  }

  Value item(int depth) {
    size_t start = pos_;
    uint8_t ib = initial(depth);
    int major = ib >> 5;
    if (major == kSimple)
      return simple(start, ib & 0x1f);
    uint64_t arg = argument(start, major, ib & 0x1f);
    switch (major) {
    case kUnsigned:
    case kNegative:
      return integer(start, arg, major == kNegative);
    case kBytes:
      error(start, "a byte string has no TLA+ counterpart");
    case kText:
      return c_.ev.str(text(start, arg));
    case kArray:
      return Value::tuple(items(count(start, arg, 1), depth + 1));
    case kMap: {
      size_t n = count(start, arg, 2);
      std::vector<Value> keys(n), values(n);
      owed_ += 2 * n;
      for (size_t i = 0; i < n; ++i) {
        keys[i] = member(depth + 1);
        values[i] = member(depth + 1);
      }
      return function(start, keys, values);
    }
    default:
      return tagged(start, arg, depth);
    }
  }

  Value simple(size_t start, int ai) {
    switch (ai) {
    case 20: return Value::boolean(false);
    case 21: return Value::boolean(true);
    case 22: error(start, "null has no TLA+ counterpart");
    case 23: error(start, "undefined has no TLA+ counterpart");
    case 25: case 26: case 27: error(start, "a floating-point number has no TLA+ counterpart");
    case 28: case 29: case 30: case 31: notWellFormed(start);
    default: error(start, "a simple value has no TLA+ counterpart");
    }
  }

  Value tagged(size_t start, uint64_t tag, int depth) {
    if (tag == kTagModelValue) {
      size_t at = pos_;
      uint8_t ib = initial(depth + 1);
      if ((ib >> 5) != kText)
        error(start, "tag 39 must enclose a text string");
      return c_.ev.model().strings->modelValue(text(at, argument(at, kText, ib & 0x1f)));
    }
    if (tag == kTagSet)
      return set(start, items(arrayHead(start, depth + 1, "tag 258 must enclose an array"), depth + 2));
    if (tag == kTagFunction) {
      const std::string complaint = "tag 33000 must enclose an array of [key, value] arrays";
      size_t n = arrayHead(start, depth + 1, complaint);
      std::vector<Value> keys(n), values(n);
      owed_ += n;
      for (size_t i = 0; i < n; ++i) {
        --owed_;
        if (arrayHead(start, depth + 2, complaint) != 2)
          error(start, complaint);
        owed_ += 2;
        keys[i] = member(depth + 3);
        values[i] = member(depth + 3);
      }
      return function(start, keys, values);
    }
    error(start, "tag " + std::to_string(tag) + " has no TLA+ counterpart");
  }

  size_t arrayHead(size_t start, int depth, const std::string &complaint) {
    size_t at = pos_;
    uint8_t ib = initial(depth);
    if ((ib >> 5) != kArray)
      error(start, complaint);
    return count(at, argument(at, kArray, ib & 0x1f), 1);
  }

  // TLC's compareTo fails on values of different kinds (1 and "a").
  static bool comparable(const Value &a, const Value &b) {
    return a.kind() == b.kind() || a.kind() == Kind::ModelValue || b.kind() == Kind::ModelValue ||
           (a.isSetLike() && b.isSetLike());
  }

  std::vector<size_t> distinct(size_t start, const std::vector<Value> &items, const std::string &what) {
    for (size_t i = 1; i < items.size(); ++i)
      if (!comparable(items[0], items[i]))
        error(start, "TLC cannot compare the " + what + "s " + val::toString(items[0]) + " and " +
                         val::toString(items[i]));
    std::vector<size_t> order(items.size());
    std::iota(order.begin(), order.end(), size_t{0});
    std::stable_sort(order.begin(), order.end(),
                     [&](size_t i, size_t j) { return val::compare(items[i], items[j]) < 0; });
    for (size_t k = 1; k < order.size(); ++k)
      if (items[order[k - 1]] == items[order[k]])
        error(start, "the " + what + " " + val::toString(items[order[k]]) + " occurs twice");
    return order;
  }

  Value function(size_t start, const std::vector<Value> &keys, const std::vector<Value> &values) {
    distinct(start, keys, "key");
    if (shape(keys) == Shape::Sequence) {
      std::vector<Value> elems(keys.size());
      for (size_t i = 0; i < keys.size(); ++i)
        elems[static_cast<size_t>(keys[i].asInt() - 1)] = values[i];
      return Value::tuple(std::move(elems));
    }
    return Value::fcn(keys, values);
  }

  Value set(size_t start, const std::vector<Value> &elems) {
    distinct(start, elems, "element");
    return Value::set(elems);
  }

  Value integer(size_t start, uint64_t arg, bool negative) {
    if (arg > static_cast<uint64_t>(INT32_MAX)) {
      std::string n = negative ? (arg == UINT64_MAX ? std::string("18446744073709551616") : std::to_string(arg + 1))
                               : std::to_string(arg);
      if (negative)
        n.insert(n.begin(), '-');
      error(start, "the integer " + n + " is outside TLC's range -2147483648..2147483647");
    }
    auto v = static_cast<int64_t>(arg);
    return Value::integer(negative ? -1 - v : v);
  }

  std::string text(size_t start, uint64_t length) {
    size_t n = count(start, length, 1);
    if (!validUtf8(in_.data() + pos_, n))
      error(start, "a text string is not valid UTF-8");
    std::string s(reinterpret_cast<const char *>(in_.data() + pos_), n);
    pos_ += n;
    return s;
  }

  std::vector<Value> items(size_t n, int depth) {
    std::vector<Value> out(n);
    owed_ += n;
    for (size_t i = 0; i < n; ++i)
      out[i] = member(depth);
    return out;
  }

  Value member(int depth) {
    --owed_;
    return item(depth);
  }

  uint8_t initial(int depth) {
    if (pos_ == in_.size())
      error(pos_, "the input ends inside a CBOR data item");
    if (depth > kMaxDepth)
      error(pos_, "data items are nested more than " + std::to_string(kMaxDepth) + " deep");
    return in_[pos_++];
  }

  uint64_t argument(size_t start, int major, int ai) {
    if (ai < 24)
      return static_cast<uint64_t>(ai);
    if (ai == 31 && kBytes <= major && major <= kMap)
      error(start, "indefinite-length items are not supported");
    if (ai > 27)
      notWellFormed(start);
    size_t size = size_t{1} << (ai - 24);
    if (in_.size() - pos_ < size)
      error(start, "the input ends inside a CBOR data item");
    uint64_t arg = 0;
    for (size_t i = 0; i < size; ++i)
      arg = (arg << 8) | in_[pos_++];
    return arg;
  }

  size_t count(size_t start, uint64_t n, size_t minBytesPerItem) {
    size_t available = in_.size() - pos_ >= owed_ ? in_.size() - pos_ - owed_ : 0;
    if (n > (1ULL << 62) || n > available / minBytesPerItem)
      error(start, "the input ends inside a CBOR data item");
    return static_cast<size_t>(n);
  }

  [[noreturn]] void notWellFormed(size_t start) {
    char hex[8];
    std::snprintf(hex, sizeof hex, "0x%02x", in_[start]);
    error(start, std::string("the initial byte ") + hex + " is not well-formed");
  }

  const NativeCall &c_;
  Bytes in_;
  std::string prefix_;
  size_t pos_ = 0;
  size_t owed_ = 0;
};

Value toCBOR(const NativeCall &c) {
  std::vector<Value> elems;
  for (uint8_t b : encodeValue(c, c.arg(0), "ToCBOR"))
    elems.push_back(Value::integer(b));
  return Value::tuple(std::move(elems));
}

Value fromCBOR(const NativeCall &c) {
  Value v = c.arg(0);
  std::vector<Value> elems;
  if (!sequenceElems(v, elems))
    oneArgumentError(c, "FromCBOR", "sequence of integers in 0..255", v);
  Bytes in;
  for (const Value &e : elems) {
    if (!e.isInt() || e.asInt() < 0 || e.asInt() > 255)
      oneArgumentError(c, "FromCBOR", "sequence of integers in 0..255", v);
    in.push_back(static_cast<uint8_t>(e.asInt()));
  }
  return Decoder(c, std::move(in), "FromCBOR").document();
}

Value cborSerialize(const NativeCall &c) {
  Value file = c.arg(0);
  if (file.kind() != Kind::String)
    argumentError(c, "first", "CBORSerialize", "string", file);
  std::string path(file.text());
  Bytes bytes = encodeValue(c, c.arg(1), "CBORSerialize");
  std::error_code ec;
  std::filesystem::path parent = std::filesystem::absolute(path, ec).parent_path();
  if (!parent.empty())
    std::filesystem::create_directories(parent, ec);
  std::ofstream out(path, std::ios::binary | std::ios::trunc);
  out.write(reinterpret_cast<const char *>(bytes.data()), static_cast<std::streamsize>(bytes.size()));
  if (!out.flush())
    c.ev.fail("CBORSerialize could not write " + path + ": java.nio.file.NoSuchFileException: " + path + ".", c.range);
  return Value::boolean(true);
}

Value cborDeserialize(const NativeCall &c) {
  Value file = c.arg(0);
  if (file.kind() != Kind::String)
    oneArgumentError(c, "CBORDeserialize", "string", file);
  std::string path(file.text());
  std::ifstream in(path, std::ios::binary);
  if (!in)
    c.ev.fail("CBORDeserialize could not read " + path + ": the file does not exist.", c.range);
  std::stringstream ss;
  ss << in.rdbuf();
  std::string text = ss.str();
  return Decoder(c, Bytes(text.begin(), text.end()), "CBORDeserialize could not read " + path).document();
}

const NativeEntry kTable[] = {
    {"CBOR", "ToCBOR", toCBOR},
    {"CBOR", "FromCBOR", fromCBOR},
    {"CBOR", "CBORSerialize", cborSerialize},
    {"CBOR", "CBORDeserialize", cborDeserialize},
};

} // namespace

std::span<const NativeEntry> cborNatives() { return kTable; }

} // namespace tlacore::eval::natives
