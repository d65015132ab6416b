// Native CSV operators, as TLC's CommunityModules override them
// (tlc2.overrides.CSV): lines appended to and read from files, values
// written as TLC prints them.
#include <cctype>
#include <filesystem>
#include <fstream>
#include <regex>
#include <sstream>

#include "natives.h"
#include "value/set_ops.h"

namespace tlacore::eval::natives {
namespace {

using val::Kind;
using val::Value;

std::string stringArg(const NativeCall &c, size_t i, std::string_view op) {
  Value v = c.arg(i);
  if (v.kind() != Kind::String)
    argumentError(c, ordinal(i), op, "string", v);
  return std::string(v.text());
}

// Java's String.format for the %s conversions CSVWrite templates use:
// %[index$][-][width][.precision]s, %n and %%.
std::string javaFormat(const NativeCall &c, const std::string &fmt, const std::vector<std::string> &args) {
  std::string out;
  size_t next = 0;
  for (size_t i = 0; i < fmt.size(); ++i) {
    if (fmt[i] != '%') {
      out += fmt[i];
      continue;
    }
    size_t specStart = i, j = i + 1;
    auto number = [&]() {
      size_t start = j;
      while (j < fmt.size() && std::isdigit(static_cast<unsigned char>(fmt[j])))
        ++j;
      return start == j ? std::string() : fmt.substr(start, j - start);
    };
    std::string index = number();
    bool explicitIndex = j < fmt.size() && fmt[j] == '$' && !index.empty();
    if (explicitIndex)
      ++j;
    bool left = false;
    while (j < fmt.size() && (fmt[j] == '-' || fmt[j] == '#' || fmt[j] == '+' || fmt[j] == ' ' || fmt[j] == '0' ||
                              fmt[j] == ',' || fmt[j] == '('))
      left = left || fmt[j++] == '-';
    std::string width = explicitIndex ? number() : index;
    std::string precision;
    if (j < fmt.size() && fmt[j] == '.') {
      ++j;
      precision = number();
    }
    if (j >= fmt.size())
      c.ev.fail("java.util.UnknownFormatConversionException: Conversion = '%'", c.range);
    char conv = fmt[j];
    i = j;
    if (conv == '%') {
      out += '%';
      continue;
    }
    if (conv == 'n') {
      out += '\n';
      continue;
    }
    if (conv != 's' && conv != 'S')
      c.ev.fail("java.util.IllegalFormatConversionException: " + std::string(1, conv) + " != java.lang.String",
                c.range);
    size_t argIndex = explicitIndex ? static_cast<size_t>(std::stoul(index)) - 1 : next++;
    if (argIndex >= args.size())
      c.ev.fail("java.util.MissingFormatArgumentException: Format specifier '" +
                    fmt.substr(specStart, j - specStart + 1) + "'",
                c.range);
    std::string s = args[argIndex];
    if (!precision.empty())
      s = s.substr(0, std::stoul(precision));
    if (conv == 'S')
      for (char &ch : s)
        ch = static_cast<char>(std::toupper(static_cast<unsigned char>(ch)));
    size_t w = width.empty() ? 0 : std::stoul(width);
    if (s.size() < w)
      s = left ? s + std::string(w - s.size(), ' ') : std::string(w - s.size(), ' ') + s;
    out += s;
  }
  return out;
}

void appendLines(const NativeCall &c, const std::string &path, const std::vector<std::string> &lines) {
  std::ofstream file(path, std::ios::app | std::ios::binary);
  for (const std::string &line : lines)
    file << line << '\n';
  if (!file.flush())
    c.ev.fail("java.nio.file.NoSuchFileException: " + path, c.range);
}

// CSVWrite(template, val, file): appends String.format(template, val...) as a line.
Value csvWrite(const NativeCall &c) {
  std::string fmt = stringArg(c, 0, "CSVWrite");
  Value v = c.arg(1);
  std::vector<Value> elems;
  if (!sequenceElems(v, elems))
    oneArgumentError(c, "CSVWrite", "sequence", v);
  std::string path = stringArg(c, 2, "CSVWrite");
  std::vector<std::string> params;
  for (const Value &e : elems)
    params.push_back(val::toString(e));
  appendLines(c, path, {javaFormat(c, fmt, params)});
  return Value::boolean(true);
}

// CSVWriteRecord(record, delim, headers, file): appends the record's values
// (and first its field names when headers) joined by delim.
Value csvWriteRecord(const NativeCall &c) {
  Value r = c.arg(0);
  if (!r.isFcn())
    oneArgumentError(c, "CSVWriteRecord", "record", r);
  std::string delim = stringArg(c, 1, "CSVWriteRecord");
  Value headers = c.arg(2);
  if (!headers.isBool())
    argumentError(c, "third", "CSVWriteRecord", "boolean", headers);
  std::string path = stringArg(c, 3, "CSVWriteRecord");
  std::string names, values;
  for (size_t i = 0; i < r.keys().size(); ++i) {
    const Value &k = r.keys()[i];
    names += (i ? delim : "") + (k.kind() == Kind::String ? std::string(k.text()) : val::toString(k));
    values += (i ? delim : "") + val::toString(r.vals()[i]);
  }
  std::vector<std::string> lines;
  if (headers.asBool())
    lines.push_back(names);
  lines.push_back(values);
  appendLines(c, path, lines);
  return Value::boolean(true);
}

// The lines of a file as Java's Files.readAllLines splits them.
std::vector<std::string> readLines(const std::string &path) {
  std::ifstream in(path, std::ios::binary);
  std::stringstream ss;
  ss << in.rdbuf();
  std::string text = ss.str();
  std::vector<std::string> lines;
  std::string line;
  for (size_t i = 0; i < text.size(); ++i) {
    if (text[i] == '\n' || text[i] == '\r') {
      lines.push_back(line);
      line.clear();
      if (text[i] == '\r' && i + 1 < text.size() && text[i + 1] == '\n')
        ++i;
    } else
      line += text[i];
  }
  if (!line.empty())
    lines.push_back(line);
  return lines;
}

// Java's String.split(regex): the pieces between matches, trailing empty pieces dropped.
std::vector<std::string> javaSplit(const std::string &s, const std::string &regex) {
  std::vector<std::string> out;
  bool literal = regex.find_first_of("\\^$.|?*+()[]{}") == std::string::npos;
  if (literal && !regex.empty()) {
    size_t from = 0;
    for (size_t at; (at = s.find(regex, from)) != std::string::npos; from = at + regex.size())
      out.push_back(s.substr(from, at - from));
    out.push_back(s.substr(from));
  } else {
    std::regex re(regex);
    std::sregex_token_iterator it(s.begin(), s.end(), re, -1), end;
    for (; it != end; ++it)
      out.push_back(*it);
  }
  while (!out.empty() && out.back().empty())
    out.pop_back();
  return out;
}

// CSVRead(columns, delim, file): one record [column |-> field] per line.
Value csvRead(const NativeCall &c) {
  Value cols = c.arg(0);
  std::vector<Value> names;
  if (!sequenceElems(cols, names))
    oneArgumentError(c, "CSVRead", "sequence", cols);
  std::string delim = stringArg(c, 1, "CSVRead");
  std::string path = stringArg(c, 2, "CSVRead");
  if (!std::filesystem::exists(path))
    return Value::tuple({});
  std::vector<Value> records;
  for (const std::string &line : readLines(path)) {
    std::vector<std::string> fields = javaSplit(line, delim);
    std::vector<std::pair<Value, Value>> record;
    for (size_t i = 0; i < names.size() && i < fields.size(); ++i)
      record.emplace_back(names[i], c.ev.str(fields[i]));
    records.push_back(Value::record(std::move(record)));
  }
  return Value::tuple(std::move(records));
}

// CSVRecords(file): the number of lines of file (0 when it does not exist).
Value csvRecords(const NativeCall &c) {
  std::string path = stringArg(c, 0, "CSVRecords");
  if (!std::filesystem::exists(path))
    return Value::integer(0);
  return Value::integer(static_cast<int64_t>(readLines(path).size()));
}

const NativeEntry kTable[] = {
    {"CSV", "CSVWrite", csvWrite},
    {"CSV", "CSVWriteRecord", csvWriteRecord},
    {"CSV", "CSVRead", csvRead},
    {"CSV", "CSVRecords", csvRecords},
};

} // namespace

std::span<const NativeEntry> csvNatives() { return kTable; }

} // namespace tlacore::eval::natives
