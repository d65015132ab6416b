// Json module natives, as TLC's CommunityModules override tlc2.overrides.Json
// implements them: JSON text and (newline-delimited) JSON files to and from
// TLA+ values. Arrays become tuples, objects records, numbers TLC's 32-bit
// integers (Gson's getAsInt: the integer part, its low 32 bits), strings and
// booleans themselves; JSON null, which TLC would carry as a Java null into
// a crash later, is an error naming the file and line here. Parsing uses
// nlohmann-json's SAX interface (no recursion, so no depth limit).
#include "eval/natives/json.h"

#include <cctype>
#include <cerrno>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <map>
#include <mutex>
#include <optional>
#include <sstream>

#include <nlohmann/json.hpp>

#include "eval/natives/java_override.h"
#include "value/set_ops.h"
#include "value/string_domain.h"

namespace tlacore::eval::natives {

using val::Kind;
using val::Value;

namespace {

constexpr std::string_view kToJson =
    "public static tlc2.value.impl.StringValue tlc2.overrides.Json.toJson(tlc2.value.IValue) throws java.io.IOException";
constexpr std::string_view kToJsonArray = "public static tlc2.value.impl.StringValue "
                                          "tlc2.overrides.Json.toJsonArray(tlc2.value.IValue) throws java.io.IOException";
constexpr std::string_view kToJsonObject = "public static tlc2.value.impl.StringValue "
                                           "tlc2.overrides.Json.toJsonObject(tlc2.value.IValue) throws java.io.IOException";
constexpr std::string_view kNdDeserialize = "public static tlc2.value.IValue "
                                            "tlc2.overrides.Json.ndDeserialize(tlc2.value.impl.StringValue) throws "
                                            "java.io.IOException";
constexpr std::string_view kDeserialize = "public static tlc2.value.IValue "
                                          "tlc2.overrides.Json.deserialize(tlc2.value.impl.StringValue) throws "
                                          "java.io.IOException";
constexpr std::string_view kNdSerialize = "public static synchronized tlc2.value.impl.BoolValue "
                                          "tlc2.overrides.Json.ndSerialize(tlc2.value.impl.StringValue,tlc2.value.impl."
                                          "Value) throws java.io.IOException";
constexpr std::string_view kSerialize = "public static synchronized tlc2.value.impl.BoolValue "
                                        "tlc2.overrides.Json.serialize(tlc2.value.impl.StringValue,tlc2.value.impl.Value) "
                                        "throws java.io.IOException";

// ---- JSON text -> TLA+ value --------------------------------------------------------

// Builds the TLA+ value of one JSON text from nlohmann-json's SAX events.
class ValueBuilder : public nlohmann::json_sax<nlohmann::json> {
public:
  explicit ValueBuilder(Evaluator &ev) : ev_(ev) {}

  Value result;      // the value once parsing succeeded
  std::string error; // why parsing failed (a syntax error, or null)
  std::optional<size_t> errorOffset; // where a syntax error was found (bytes read)

  bool null() override {
    if (skipped())
      return true;
    error = "JSON null has no TLA+ value";
    return false;
  }
  bool boolean(bool b) override { return skipped() || add(Value::boolean(b)); }
  bool number_integer(number_integer_t n) override { return skipped() || add(Value::integer(static_cast<int32_t>(n))); }
  bool number_unsigned(number_unsigned_t n) override { return skipped() || add(Value::integer(static_cast<int32_t>(n))); }
  bool number_float(number_float_t, const string_t &text) override {
    return skipped() || add(Value::integer(javaIntOfJsonNumber(text)));
  }
  bool string(string_t &s) override { return skipped() || add(ev_.str(s)); }
  bool binary(binary_t &) override {
    error = "binary JSON values are not supported";
    return false;
  }
  bool start_object(std::size_t) override {
    if (enterSkipped())
      return true;
    stack_.emplace_back();
    stack_.back().object = true;
    return true;
  }
  bool key(string_t &k) override {
    if (skipDepth_ > 0)
      return true;
    if (keepTop_ && stack_.size() == 1 && !(*keepTop_)(k)) {
      skipNext_ = true; // a top-level member the caller does not want: not converted
      return true;
    }
    Frame &f = stack_.back();
    auto [it, fresh] = f.keyIndex.try_emplace(k, f.fields.size());
    if (fresh)
      f.fields.emplace_back(ev_.str(k), Value());
    f.pending = it->second; // a repeated key keeps its place and takes the last value (Gson)
    return true;
  }
  bool end_object() override {
    if (skipDepth_ > 0)
      return --skipDepth_, true;
    Frame f = std::move(stack_.back());
    stack_.pop_back();
    return add(Value::record(std::move(f.fields)));
  }
  bool start_array(std::size_t) override {
    if (enterSkipped())
      return true;
    stack_.emplace_back();
    return true;
  }
  bool end_array() override {
    if (skipDepth_ > 0)
      return --skipDepth_, true;
    Frame f = std::move(stack_.back());
    stack_.pop_back();
    return add(Value::tuple(std::move(f.elems)));
  }
  // Top-level members of an object to convert (null: all).
  const std::function<bool(std::string_view)> *keepTop_ = nullptr;
  bool parse_error(std::size_t position, const std::string &, const nlohmann::detail::exception &ex) override {
    errorOffset = position;
    error = ex.what();
    if (error.starts_with("[json.exception.")) // drop the library's exception id
      error.erase(0, error.find("] ") == std::string::npos ? 0 : error.find("] ") + 2);
    return false;
  }

private:
  struct Frame {
    bool object = false;
    std::vector<Value> elems;
    std::vector<std::pair<Value, Value>> fields;
    std::map<std::string, size_t, std::less<>> keyIndex;
    size_t pending = 0;
  };

  bool add(Value v) {
    if (stack_.empty())
      result = std::move(v);
    else if (stack_.back().object)
      stack_.back().fields[stack_.back().pending].second = std::move(v);
    else
      stack_.back().elems.push_back(std::move(v));
    return true;
  }

  // A scalar inside a skipped member, or the skipped member itself.
  bool skipped() {
    if (skipDepth_ > 0)
      return true;
    if (!skipNext_)
      return false;
    skipNext_ = false;
    return true;
  }
  // An object or array that starts inside (or as) a skipped member.
  bool enterSkipped() {
    if (skipDepth_ > 0 || skipNext_) {
      skipNext_ = false;
      ++skipDepth_;
      return true;
    }
    return false;
  }

  Evaluator &ev_;
  std::vector<Frame> stack_;
  bool skipNext_ = false; // the next value is a skipped top-level member
  int skipDepth_ = 0;     // containers open inside a skipped member
};

// Parses one JSON text; false (with the reason in `error`) when it is not one.
bool parseJson(Evaluator &ev, std::string_view text, Value &out, std::string &error, size_t *errorOffset = nullptr,
               const std::function<bool(std::string_view)> *keepTop = nullptr) {
  ValueBuilder builder(ev);
  builder.keepTop_ = keepTop;
  bool ok = false;
  try {
    ok = nlohmann::json::sax_parse(text, &builder, nlohmann::json::input_format_t::json, true);
  } catch (const std::bad_alloc &) {
    throw;
  } catch (const std::exception &e) { // e.g. invalid UTF-8 in a string
    builder.error = e.what();
  }
  if (!ok || builder.result.isError()) {
    error = builder.error.empty() ? "not a JSON value" : builder.error;
    if (errorOffset && builder.errorOffset)
      *errorOffset = *builder.errorOffset;
    return false;
  }
  out = std::move(builder.result);
  return true;
}

// Java's String.trim: drops characters up to ' ' at both ends.
std::string_view javaTrim(std::string_view s) {
  size_t b = 0, e = s.size();
  while (b < e && static_cast<unsigned char>(s[b]) <= ' ')
    ++b;
  while (e > b && static_cast<unsigned char>(s[e - 1]) <= ' ')
    --e;
  return s.substr(b, e - b);
}

// The file a path names, or the Java FileNotFoundException message.
bool openForReading(const std::string &path, std::ifstream &in, std::string &error) {
  std::error_code ec;
  if (std::filesystem::is_directory(path, ec)) {
    error = path + " (Is a directory)";
    return false;
  }
  in.open(path, std::ios::binary);
  if (!in) {
    error = path + " (" + std::strerror(errno) + ")";
    return false;
  }
  return true;
}

std::string pathArg(const NativeCall &c, size_t i, std::string_view javaMethod) {
  Value p = c.arg(i);
  if (p.kind() != Kind::String)
    failJavaOverride(c, javaMethod, javaCastError(p, "StringValue"));
  return std::string(p.text());
}

// ---- TLA+ value -> JSON text (Gson's compact JsonElement.toString) ---------------------

void writeJsonString(std::string_view s, std::string &out) {
  out += '"';
  for (size_t i = 0; i < s.size(); ++i) {
    unsigned char ch = static_cast<unsigned char>(s[i]);
    switch (ch) {
    case '"': out += "\\\""; break;
    case '\\': out += "\\\\"; break;
    case '\t': out += "\\t"; break;
    case '\b': out += "\\b"; break;
    case '\n': out += "\\n"; break;
    case '\r': out += "\\r"; break;
    case '\f': out += "\\f"; break;
    default:
      if (ch < 0x20) {
        char buf[8];
        std::snprintf(buf, sizeof buf, "\\u%04x", ch);
        out += buf;
      } else if (ch == 0xE2 && i + 2 < s.size() && static_cast<unsigned char>(s[i + 1]) == 0x80 &&
                 (static_cast<unsigned char>(s[i + 2]) == 0xA8 || static_cast<unsigned char>(s[i + 2]) == 0xA9)) {
        out += static_cast<unsigned char>(s[i + 2]) == 0xA8 ? "\\u2028" : "\\u2029"; // Gson escapes these too
        i += 2;
      } else {
        out += static_cast<char>(ch);
      }
    }
  }
  out += '"';
}

bool isRecord(const Value &v) { return val::hasStringDomain(v) && !v.keys().empty(); }

class JsonWriter {
public:
  JsonWriter(const NativeCall &c, std::string_view javaMethod) : c_(c), javaMethod_(javaMethod) {}

  // Json.getNode: any value.
  void node(const Value &v, std::string &out) {
    switch (v.kind()) {
    case Kind::String:
    case Kind::ModelValue: writeJsonString(v.text(), out); return;
    case Kind::Int: out += std::to_string(v.asInt()); return;
    case Kind::Bool: out += v.asBool() ? "true" : "false"; return;
    case Kind::Fcn:
      if (val::isSequence(v))
        return array(v.vals(), out);
      return object(v, out);
    default: return setArray(v, out);
    }
  }

  // Json.getArrayNode: tuples, functions and sets.
  void arrayNode(const Value &v, std::string &out) {
    if (v.isFcn() && !val::isSequence(v) && isRecord(v))
      unsupported("tlc2.value.impl.RecordValue");
    if (v.isFcn())
      return node(v, out);
    setArray(v, out);
  }

  // Json.getObjectNode: records, tuples ({"0": ...}) and functions; a
  // function TLC holds as a FcnRcdValue or FcnLambdaValue (built by
  // [x \in S |-> e], :> or @@) over 1..n is a valid sequence, written as an
  // array (getObjectNode(FcnRcdValue) checks isValidSequence first).
  void objectNode(const Value &v, std::string &out) {
    if (!v.isFcn())
      unsupported(javaValueClass(v));
    if (!val::isSequence(v))
      return object(v, out);
    if (v.fcnOrigin() != val::FcnOrigin::Shape && !v.vals().empty())
      return array(v.vals(), out);
    out += '{';
    for (size_t i = 0; i < v.vals().size(); ++i) {
      if (i)
        out += ',';
      writeJsonString(std::to_string(i), out);
      out += ':';
      node(v.vals()[i], out);
    }
    out += '}';
  }

private:
  [[noreturn]] void unsupported(const std::string &javaClass) {
    failJavaOverride(c_, javaMethod_, "Cannot convert value: unsupported value type " + javaClass);
  }

  void array(const std::vector<Value> &elems, std::string &out) {
    out += '[';
    for (size_t i = 0; i < elems.size(); ++i) {
      if (i)
        out += ',';
      node(elems[i], out);
    }
    out += ']';
  }

  // A set as the array of its elements in TLC's order; TLC enumerates only
  // these kinds of sets.
  void setArray(const Value &v, std::string &out) {
    switch (v.kind()) {
    case Kind::Set:
    case Kind::Interval:
    case Kind::Subset:
    case Kind::FcnSet:
    case Kind::RecordSet:
    case Kind::Product: {
      Value elems = val::normalize(v);
      if (elems.isError())
        unsupported(javaValueClass(v));
      return array(elems.elems(), out);
    }
    default: unsupported(javaValueClass(v));
    }
  }

  // A function as an object: string keys as they are, others in their TLA+
  // print form; a key printed twice keeps its first place and last value.
  void object(const Value &v, std::string &out) {
    std::vector<std::pair<std::string, std::string>> members;
    std::map<std::string, size_t, std::less<>> index;
    for (size_t i = 0; i < v.keys().size(); ++i) {
      const Value &k = v.keys()[i];
      std::string key = k.kind() == Kind::String ? std::string(k.text()) : val::toString(k);
      std::string text;
      node(v.vals()[i], text);
      auto [it, fresh] = index.try_emplace(key, members.size());
      if (fresh)
        members.emplace_back(std::move(key), std::move(text));
      else
        members[it->second].second = std::move(text);
    }
    out += '{';
    for (size_t i = 0; i < members.size(); ++i) {
      if (i)
        out += ',';
      writeJsonString(members[i].first, out);
      out += ':';
      out += members[i].second;
    }
    out += '}';
  }

  const NativeCall &c_;
  std::string_view javaMethod_;
};

// Writes the file as Json's (nd)Serialize does: parent folders made, the
// file replaced.
void writeFile(const NativeCall &c, std::string_view javaMethod, const std::string &path, const std::string &text) {
  static std::mutex serializeMutex; // the Java methods are synchronized
  std::lock_guard lock(serializeMutex);
  std::error_code ec;
  std::filesystem::path p(path);
  if (p.has_parent_path())
    std::filesystem::create_directories(p.parent_path(), ec);
  std::ofstream out(path, std::ios::binary | std::ios::trunc);
  if (!out)
    failJavaOverride(c, javaMethod, path + " (" + std::strerror(errno) + ")");
  out << text;
  out.flush();
  if (!out)
    failJavaOverride(c, javaMethod, "failed to write " + path);
}

std::vector<Value> sequenceArg(const NativeCall &c, size_t i, std::string_view op) {
  Value v = c.arg(i);
  std::vector<Value> elems;
  if (!val::asSequence(v, elems))
    c.ev.fail("The second argument of " + std::string(op) + " should be a sequence, but instead it is:\n" +
                  val::toString(v),
              c.range);
  return elems;
}

// ---- the operators -------------------------------------------------------------------

Value toJson(const NativeCall &c) {
  std::string out;
  JsonWriter(c, kToJson).node(c.arg(0), out);
  return c.ev.str(out);
}

Value toJsonArray(const NativeCall &c) {
  std::string out;
  JsonWriter(c, kToJsonArray).arrayNode(c.arg(0), out);
  return c.ev.str(out);
}

Value toJsonObject(const NativeCall &c) {
  std::string out;
  JsonWriter(c, kToJsonObject).objectNode(c.arg(0), out);
  return c.ev.str(out);
}

// ndJsonDeserialize(path): one value per non-blank line, as a tuple.
Value ndJsonDeserialize(const NativeCall &c) {
  std::string path = pathArg(c, 0, kNdDeserialize);
  std::ifstream in;
  std::string error;
  if (!openForReading(path, in, error))
    failJavaOverride(c, kNdDeserialize, error);
  std::vector<Value> values;
  bool readOk = forEachNdJsonLine(in, [&](const NdJsonLine &line, bool) {
    Value v;
    if (!parseJson(c.ev, line.text, v, error))
      failJavaOverride(c, kNdDeserialize, path + ", line " + std::to_string(line.number) + ": " + error);
    values.push_back(std::move(v));
    return true;
  });
  if (!readOk)
    failJavaOverride(c, kNdDeserialize, path + " (" + std::strerror(errno) + ")");
  return Value::tuple(std::move(values));
}

// JsonDeserialize(path): the file's one JSON value.
Value jsonDeserialize(const NativeCall &c) {
  std::string path = pathArg(c, 0, kDeserialize);
  std::ifstream in;
  std::string error;
  if (!openForReading(path, in, error))
    failJavaOverride(c, kDeserialize, error);
  std::stringstream text;
  text << in.rdbuf();
  std::string all = text.str();
  if (javaTrim(all).empty())
    failJavaOverride(c, kDeserialize, path + ": the file holds no JSON value");
  Value v;
  if (!parseJson(c.ev, all, v, error))
    failJavaOverride(c, kDeserialize, path + ": " + error);
  return v;
}

Value ndJsonSerialize(const NativeCall &c) {
  std::string path = pathArg(c, 0, kNdSerialize);
  std::vector<Value> elems = sequenceArg(c, 1, "ndJsonSerialize");
  JsonWriter writer(c, kNdSerialize);
  std::string text;
  for (const Value &v : elems) {
    writer.node(v, text);
    text += '\n';
  }
  writeFile(c, kNdSerialize, path, text);
  return Value::boolean(true);
}

Value jsonSerialize(const NativeCall &c) {
  std::string path = pathArg(c, 0, kSerialize);
  std::vector<Value> elems = sequenceArg(c, 1, "JsonSerialize");
  JsonWriter writer(c, kSerialize);
  std::string text = "[\n";
  for (size_t i = 0; i < elems.size(); ++i) {
    writer.node(elems[i], text);
    if (i + 1 < elems.size())
      text += ",\n";
  }
  text += "\n]\n";
  writeFile(c, kSerialize, path, text);
  return Value::boolean(true);
}

struct Entry {
  const char *name;
  NativeFn fn;
};

const Entry kJsonNatives[] = {
    {"ToJson", toJson},
    {"ToJsonArray", toJsonArray},
    {"ToJsonObject", toJsonObject},
    {"ndJsonDeserialize", ndJsonDeserialize},
    {"JsonDeserialize", jsonDeserialize},
    {"ndJsonSerialize", ndJsonSerialize},
    {"JsonSerialize", jsonSerialize},
};

} // namespace

bool jsonTextToValue(Evaluator &ev, std::string_view text, val::Value &out, std::string &error, size_t *errorOffset,
                     const std::function<bool(std::string_view)> *keepTopLevel) {
  return parseJson(ev, text, out, error, errorOffset, keepTopLevel);
}

bool forEachNdJsonLine(std::istream &in, const std::function<bool(const NdJsonLine &, bool tooLong)> &fn,
                       size_t maxLineBytes) {
  std::string line;       // the physical line being read (up to maxLineBytes)
  bool tooLong = false;   // more of it was dropped
  bool afterCr = false;   // the last line ended at a '\r': a '\n' right after it ends nothing
  size_t number = 0;
  bool go = true;
  // Ends the current line: passes it on unless blank.
  auto endLine = [&]() {
    ++number;
    std::string_view whole(line);
    std::string_view text = javaTrim(whole);
    if (!text.empty() || tooLong)
      go = fn(NdJsonLine{number, text, static_cast<size_t>(text.data() - whole.data())}, tooLong);
    line.clear();
    tooLong = false;
  };
  char buf[1 << 16];
  while (go) {
    in.read(buf, sizeof buf);
    std::streamsize got = in.gcount();
    if (got <= 0)
      break;
    for (std::streamsize i = 0; i < got && go; ++i) {
      char ch = buf[i];
      if (ch == '\n' && afterCr) {
        afterCr = false;
        continue;
      }
      afterCr = false;
      if (ch == '\n' || ch == '\r') {
        afterCr = ch == '\r';
        endLine();
        continue;
      }
      if (maxLineBytes && line.size() >= maxLineBytes) {
        tooLong = true;
        continue;
      }
      line += ch;
    }
  }
  if (in.bad())
    return false;
  if (go && (!line.empty() || tooLong))
    endLine();
  return true;
}

int32_t javaIntOfJsonNumber(std::string_view text) {
  // BigDecimal(text).intValue(): the integer part (truncated toward zero),
  // reduced modulo 2^32. Computed on the digits, so exact for any length.
  size_t i = 0;
  bool negative = false;
  if (i < text.size() && (text[i] == '-' || text[i] == '+'))
    negative = text[i++] == '-';
  std::string digits;
  int64_t exponent = 0; // value = digits * 10^exponent
  for (; i < text.size() && std::isdigit(static_cast<unsigned char>(text[i])); ++i)
    digits += text[i];
  if (i < text.size() && text[i] == '.')
    for (++i; i < text.size() && std::isdigit(static_cast<unsigned char>(text[i])); ++i) {
      digits += text[i];
      --exponent;
    }
  if (i < text.size() && (text[i] == 'e' || text[i] == 'E')) {
    ++i;
    bool expNegative = false;
    if (i < text.size() && (text[i] == '-' || text[i] == '+'))
      expNegative = text[i++] == '-';
    int64_t e = 0;
    for (; i < text.size() && std::isdigit(static_cast<unsigned char>(text[i])); ++i)
      e = std::min<int64_t>(e * 10 + (text[i] - '0'), int64_t{1} << 40);
    exponent += expNegative ? -e : e;
  }
  if (exponent < 0) { // drop the fraction
    int64_t drop = -exponent;
    digits.resize(drop >= static_cast<int64_t>(digits.size()) ? 0 : digits.size() - static_cast<size_t>(drop));
    exponent = 0;
  }
  uint32_t acc = 0;
  for (char d : digits)
    acc = acc * 10u + static_cast<uint32_t>(d - '0');
  for (int64_t k = 0; k < std::min<int64_t>(exponent, 64); ++k) // 10^32 = 0 modulo 2^32
    acc *= 10u;
  if (negative)
    acc = 0u - acc;
  return static_cast<int32_t>(acc);
}

NativeFn findJsonNative(std::string_view module, std::string_view name) {
  if (module != "Json")
    return nullptr;
  for (const Entry &e : kJsonNatives)
    if (name == e.name)
      return e.fn;
  return nullptr;
}

} // namespace tlacore::eval::natives
