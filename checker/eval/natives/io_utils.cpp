// IOUtils natives for TLC's binary value files, as TLC's CommunityModules
// override tlc2.overrides.IOUtils implements them: IOSerialize writes and
// IODeserialize reads a value in the format of tlc2.value.ValueOutputStream
// and ValueInputStream (optionally gzip-compressed), the format PGo's
// validation specs read their traces in.
//
// The format (big-endian, java.io.DataOutputStream): a kind byte
// (tlc2.value.ValueConstants) and then
//   BOOLVALUE 0      one byte, 0 or 1
//   INTVALUE 1       int32
//   STRINGVALUE 3    UniqueString: int32 tok, int32 var loc, int32 length, bytes
//   RECORDVALUE 4    int32 n (negative: not normalized), n x (name, value),
//                    each name a STRINGVALUE's UniqueString or a DUMMYVALUE
//   SETENUMVALUE 5   int32 n (negative: not normalized), n values
//   TUPLEVALUE 7     nat n, n values
//   FCNRCDVALUE 9    nat n, byte info; info 0: int32 lo, int32 hi, n values of
//                    the domain lo..hi; else n x (key, value), info 1 normalized
//   MODELVALUE 21    int16 index into the run's model values
//   INTERVALVALUE 23 int32 lo, int32 hi
//   DUMMYVALUE 26    nat handle: a value (or name) read before
// where nat is an int16 when non-negative, else -(int32) of two int16s.
// Every string, record name, record, set, tuple and function read takes the
// next handle (composite values before their parts, strings after).
#include "eval/natives/io_utils.h"

#include <cerrno>
#include <cstring>
#include <fstream>
#include <iterator>

#include <zlib.h>

#include "eval/natives/io_exec.h"
#include "eval/natives/java_override.h"
#include "value/set_ops.h"
#include "value/tlc_compare.h"

namespace tlacore::eval::natives {

using val::Kind;
using val::Value;

namespace {

constexpr std::string_view kIoDeserialize = "public static final tlc2.value.IValue "
                                            "tlc2.overrides.IOUtils.ioDeserialize(tlc2.value.impl.StringValue,tlc2.value."
                                            "impl.BoolValue) throws java.io.IOException";
constexpr std::string_view kIoSerialize = "public static final tlc2.value.IValue "
                                          "tlc2.overrides.IOUtils.ioSerialize(tlc2.value.IValue,tlc2.value.impl."
                                          "StringValue,tlc2.value.impl.BoolValue) throws java.io.IOException";

enum : uint8_t {
  kBool = 0,
  kInt = 1,
  kString = 3,
  kRecord = 4,
  kSetEnum = 5,
  kTuple = 7,
  kFcnRcd = 9,
  kModelValue = 21,
  kInterval = 23,
  kDummy = 26,
};

struct FormatError {
  std::string message;
};

// Reads one value from the bytes of a value file.
class ValueReader {
public:
  ValueReader(Evaluator &ev, const std::string &bytes) : ev_(ev), bytes_(bytes) {}

  Value read(int depth = 0) {
    if (depth > 100000)
      throw FormatError{"the value is nested too deeply"};
    size_t at = pos_;
    uint8_t kind = byte();
    switch (kind) {
    case kBool: return Value::boolean(byte() != 0);
    case kInt: return Value::integer(int32());
    case kString: {
      Value s = uniqueString();
      handles_.push_back(s);
      return s;
    }
    case kInterval: {
      int32_t lo = int32();
      int32_t hi = int32();
      return Value::interval(lo, hi);
    }
    case kDummy: return handle(nat());
    case kTuple: {
      size_t index = reserve();
      int32_t n = nat();
      std::vector<Value> elems;
      for (int32_t i = 0; i < n; ++i)
        elems.push_back(read(depth + 1));
      return assign(index, Value::tuple(std::move(elems)));
    }
    case kSetEnum: {
      size_t index = reserve();
      int64_t n = std::abs(static_cast<int64_t>(int32()));
      std::vector<Value> elems;
      for (int64_t i = 0; i < n; ++i)
        elems.push_back(read(depth + 1));
      return assign(index, Value::set(std::move(elems)));
    }
    case kRecord: {
      size_t index = reserve();
      int64_t n = std::abs(static_cast<int64_t>(int32()));
      std::vector<Value> keys, vals;
      for (int64_t i = 0; i < n; ++i) {
        uint8_t nameKind = byte();
        if (nameKind == kDummy) {
          keys.push_back(handle(nat()));
        } else {
          size_t nameIndex = reserve();
          keys.push_back(assign(nameIndex, uniqueString()));
        }
        vals.push_back(read(depth + 1));
      }
      return assign(index, function(std::move(keys), std::move(vals), at));
    }
    case kFcnRcd: {
      size_t index = reserve();
      int32_t n = nat();
      uint8_t info = byte();
      std::vector<Value> keys, vals;
      if (info == 0) {
        int64_t lo = int32();
        int64_t hi = int32();
        if (hi - lo + 1 != n)
          throw FormatError{"a function over " + std::to_string(lo) + ".." + std::to_string(hi) + " with " +
                            std::to_string(n) + " values at byte " + std::to_string(at)};
        for (int32_t i = 0; i < n; ++i) {
          keys.push_back(Value::integer(lo + i));
          vals.push_back(read(depth + 1));
        }
      } else {
        for (int32_t i = 0; i < n; ++i) {
          keys.push_back(read(depth + 1));
          vals.push_back(read(depth + 1));
        }
      }
      return assign(index, function(std::move(keys), std::move(vals), at));
    }
    case kModelValue:
      throw FormatError{"a model value (number " + std::to_string(int16()) + " of the run that wrote the file) at byte " +
                        std::to_string(at) + ": tlacore reads no model values"};
    default:
      throw FormatError{"ValueInputStream: Can not unpickle a value of kind " + std::to_string(static_cast<int8_t>(kind)) +
                        " (at byte " + std::to_string(at) + ")"};
    }
  }

  bool atEnd() const { return pos_ == bytes_.size(); }

private:
  uint8_t byte() {
    if (pos_ >= bytes_.size())
      throw FormatError{"unexpected end of file (java.io.EOFException) at byte " + std::to_string(pos_)};
    return static_cast<uint8_t>(bytes_[pos_++]);
  }
  int16_t int16() {
    uint16_t hi = byte();
    return static_cast<int16_t>(static_cast<uint16_t>(hi << 8 | byte()));
  }
  int32_t int32() {
    uint32_t v = 0;
    for (int i = 0; i < 4; ++i)
      v = v << 8 | byte();
    return static_cast<int32_t>(v);
  }
  int32_t nat() {
    int32_t res = int16();
    if (res >= 0)
      return res;
    uint32_t low = static_cast<uint16_t>(int16());
    return -static_cast<int32_t>(static_cast<uint32_t>(res) << 16 | low);
  }
  Value uniqueString() {
    int32();                 // tok: the writing run's
    int32();                 // var loc: the writing run's
    int32_t length = int32();
    if (length < 0 || static_cast<size_t>(length) > bytes_.size() - pos_)
      throw FormatError{"a string of " + std::to_string(length) + " bytes at byte " + std::to_string(pos_) +
                        " runs past the end of the file"};
    Value s = ev_.str(std::string_view(bytes_).substr(pos_, static_cast<size_t>(length)));
    pos_ += static_cast<size_t>(length);
    return s;
  }
  size_t reserve() {
    handles_.emplace_back();
    return handles_.size() - 1;
  }
  Value assign(size_t index, Value v) {
    handles_[index] = v;
    return v;
  }
  Value handle(int32_t index) {
    if (index < 0 || static_cast<size_t>(index) >= handles_.size() || handles_[static_cast<size_t>(index)].isError())
      throw FormatError{"a reference to value " + std::to_string(index) + " that was not read before"};
    return handles_[static_cast<size_t>(index)];
  }
  Value function(std::vector<Value> keys, std::vector<Value> vals, size_t at) {
    if (val::normalize(Value::set(keys)).elems().size() != keys.size())
      throw FormatError{"a function with a repeated domain element at byte " + std::to_string(at)};
    return Value::fcn(std::move(keys), std::move(vals));
  }

  Evaluator &ev_;
  const std::string &bytes_;
  size_t pos_ = 0;
  std::vector<Value> handles_;
};

// Writes values in the same format; sets, records and functions are marked
// not normalized, so that the reading run orders them by its own strings.
class ValueWriter {
public:
  explicit ValueWriter(const NativeCall &c) : c_(c) {}
  std::string bytes;

  void write(const Value &v) {
    switch (v.kind()) {
    case Kind::Bool:
      byte(kBool);
      byte(v.asBool() ? 1 : 0);
      return;
    case Kind::Int:
      byte(kInt);
      int32(static_cast<int32_t>(v.asInt()));
      return;
    case Kind::String:
      byte(kString);
      uniqueString(v.text());
      return;
    case Kind::Interval: {
      Value elems = val::normalize(v);
      byte(kInterval);
      int32(static_cast<int32_t>(elems.elems().front().asInt()));
      int32(static_cast<int32_t>(elems.elems().back().asInt()));
      return;
    }
    case Kind::Fcn: return fcn(v);
    case Kind::ModelValue:
      failJavaOverride(c_, kIoSerialize, "tlacore cannot write the model value " + std::string(v.text()) +
                                             " (TLC writes a model value as its number in the run)");
    default: {
      Value elems = val::normalize(v);
      if (elems.isError())
        failJavaOverride(c_, kIoSerialize, "Cannot serialize the value of class " + javaValueClass(v));
      byte(kSetEnum);
      int32(-static_cast<int32_t>(elems.elems().size()));
      for (const Value &e : elems.elems())
        write(e);
    }
    }
  }

private:
  void fcn(const Value &f) {
    std::vector<Value> elems;
    if (val::asSequence(f, elems)) {
      byte(kTuple);
      nat(elems.size());
      for (const Value &e : elems)
        write(e);
      return;
    }
    bool record = true;
    for (const Value &k : f.keys())
      record = record && k.kind() == Kind::String;
    size_t n = f.keys().size();
    if (record) {
      byte(kRecord);
      int32(-static_cast<int32_t>(n));
      for (size_t i = 0; i < n; ++i) {
        byte(kString);
        uniqueString(f.keys()[i].text());
        write(f.vals()[i]);
      }
      return;
    }
    byte(kFcnRcd);
    nat(n);
    byte(2);
    for (size_t i = 0; i < n; ++i) {
      write(f.keys()[i]);
      write(f.vals()[i]);
    }
  }
  void byte(uint8_t b) { bytes.push_back(static_cast<char>(b)); }
  void int16(uint16_t v) {
    byte(static_cast<uint8_t>(v >> 8));
    byte(static_cast<uint8_t>(v));
  }
  void int32(int32_t v) {
    auto u = static_cast<uint32_t>(v);
    for (int s = 24; s >= 0; s -= 8)
      byte(static_cast<uint8_t>(u >> s));
  }
  void nat(size_t n) {
    if (n > 0x7fff)
      int32(-static_cast<int32_t>(n));
    else
      int16(static_cast<uint16_t>(n));
  }
  void uniqueString(std::string_view s) {
    int32(0);  // tok: not read back (IODeserialize interns by text)
    int32(-1); // var loc: not a variable
    int32(static_cast<int32_t>(s.size()));
    bytes.append(s);
  }

  const NativeCall &c_;
};

bool readFile(const std::string &path, bool compressed, std::string &bytes, std::string &error) {
  if (!compressed) {
    std::ifstream in(path, std::ios::binary);
    if (!in) {
      error = path + " (" + std::strerror(errno) + ")";
      return false;
    }
    bytes.assign(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
    return true;
  }
  gzFile in = gzopen(path.c_str(), "rb");
  if (!in) {
    error = path + " (" + std::strerror(errno) + ")";
    return false;
  }
  char buf[1 << 16];
  int n;
  while ((n = gzread(in, buf, sizeof buf)) > 0) {
    if (gzdirect(in)) { // zlib reads a file that is not gzip as it is; Java's GZIPInputStream does not
      error = path + ": java.util.zip.ZipException: Not in GZIP format";
      gzclose(in);
      return false;
    }
    bytes.append(buf, static_cast<size_t>(n));
  }
  int status;
  const char *msg = gzerror(in, &status);
  bool ok = n == 0 && status == Z_OK;
  if (!ok)
    error = path + ": " + (msg ? msg : "not in GZIP format");
  gzclose(in);
  return ok;
}

bool writeFile(const std::string &path, bool compressed, const std::string &bytes, std::string &error) {
  if (!compressed) {
    std::ofstream out(path, std::ios::binary | std::ios::trunc);
    if (!out || !out.write(bytes.data(), static_cast<std::streamsize>(bytes.size())) || !out.flush()) {
      error = path + " (" + std::strerror(errno) + ")";
      return false;
    }
    return true;
  }
  gzFile out = gzopen(path.c_str(), "wb");
  if (!out) {
    error = path + " (" + std::strerror(errno) + ")";
    return false;
  }
  bool ok = bytes.empty() || gzwrite(out, bytes.data(), static_cast<unsigned>(bytes.size())) > 0;
  ok = gzclose(out) == Z_OK && ok;
  if (!ok)
    error = "failed to write " + path;
  return ok;
}

std::string stringArg(const NativeCall &c, size_t i, std::string_view javaMethod) {
  Value v = c.arg(i);
  if (v.kind() != Kind::String)
    failJavaOverride(c, javaMethod, javaCastError(v, "StringValue"));
  return std::string(v.text());
}

bool boolArg(const NativeCall &c, size_t i, std::string_view javaMethod) {
  Value v = c.arg(i);
  if (!v.isBool())
    failJavaOverride(c, javaMethod, javaCastError(v, "BoolValue"));
  return v.asBool();
}

// IODeserialize(path, compressed): the value the file holds.
Value ioDeserialize(const NativeCall &c) {
  std::string path = stringArg(c, 0, kIoDeserialize);
  bool compressed = boolArg(c, 1, kIoDeserialize);
  std::string bytes, error;
  if (!readFile(path, compressed, bytes, error))
    failJavaOverride(c, kIoDeserialize, error);
  try {
    return ValueReader(c.ev, bytes).read();
  } catch (const FormatError &e) {
    failJavaOverride(c, kIoDeserialize, path + ": " + e.message);
  }
}

// IOSerialize(value, path, compress): writes the value; TRUE.
Value ioSerialize(const NativeCall &c) {
  Value v = c.arg(0);
  std::string path = stringArg(c, 1, kIoSerialize);
  bool compress = boolArg(c, 2, kIoSerialize);
  ValueWriter writer(c);
  writer.write(v);
  std::string error;
  if (!writeFile(path, compress, writer.bytes, error))
    failJavaOverride(c, kIoSerialize, error);
  return Value::boolean(true);
}

// Deserialize(path, [format |-> "TXT", charset |-> cs]): the file's text, as
// TLC's IOUtils.textDeserialize gives it: [exitValue |-> 0, stdout |-> text,
// stderr |-> ""], or exit value 1 and the reason (Java's exception text).
// Another format: TLC's override yields nothing and the definition is evaluated.
Value textDeserialize(const NativeCall &c) {
  auto result = [&](int64_t exitValue, std::string_view out, std::string_view err) {
    return Value::record({{c.ev.str("exitValue"), Value::integer(exitValue)},
                          {c.ev.str("stdout"), c.ev.str(out)},
                          {c.ev.str("stderr"), c.ev.str(err)}});
  };
  Value opts = c.arg(1);
  if (!opts.isFcn())
    return result(1, "", "Deserialize error invalid parameters: java.lang.ClassCastException: " +
                             javaCastError(opts, "RecordValue"));
  const Value *format = val::lookup(opts, c.ev.str("format"));
  if (!format)
    c.ev.failUnlocated("Attempted to access nonexistent field 'format' of record\n" + val::tlcMessageText(opts),
                       c.range);
  if (format->kind() != Kind::String || format->text() != "TXT")
    return Value(); // TLC's override returns null: the TLA+ definition
  Value path = c.arg(0);
  const Value *charset = val::lookup(opts, c.ev.str("charset"));
  if (path.kind() != Kind::String || !charset || charset->kind() != Kind::String)
    return result(1, "", "Deserialize error invalid parameters: java.lang.ClassCastException: " +
                             javaCastError(path.kind() != Kind::String ? path : charset ? *charset : Value(),
                                           "StringValue"));
  std::ifstream in(std::string(path.text()), std::ios::binary);
  if (!in)
    return result(1, "", "Deserialize error reading from the file: java.nio.file.NoSuchFileException: " +
                             std::string(path.text()));
  std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  return result(0, text, "");
}

} // namespace

NativeFn findIoUtilsNative(std::string_view module, std::string_view name) {
  if (module != "IOUtils")
    return nullptr;
  if (name == "IODeserialize")
    return ioDeserialize;
  if (name == "Deserialize")
    return textDeserialize;
  if (name == "IOSerialize")
    return ioSerialize;
  return findIoExecNative(module, name);
}

} // namespace tlacore::eval::natives
