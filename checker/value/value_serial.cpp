// The compact binary form of values (value_serial.h): a kind byte, then
// the kind's payload, element values recursively.
#include "value_serial.h"

#include <cstring>

#include "set_sort_error.h"

namespace tlacore::val {

namespace {

void need(size_t pos, size_t n, size_t size) {
  if (n > size || pos > size - n)
    throw BadSerialForm("serialized value cut short");
}

void writeValues(const std::vector<Value> &vs, std::string &out) {
  writeVarint(vs.size(), out);
  for (const Value &v : vs)
    writeValue(v, out);
}

std::vector<Value> readValues(const char *data, size_t size, size_t &pos) {
  uint64_t n = readVarint(data, size, pos);
  if (n > size - pos) // every value takes at least a byte
    throw BadSerialForm("serialized value cut short");
  std::vector<Value> vs;
  vs.reserve(n);
  for (uint64_t i = 0; i < n; ++i)
    vs.push_back(readValue(data, size, pos));
  return vs;
}

size_t vectorBytes(const std::vector<Value> &vs) {
  size_t n = vs.capacity() * sizeof(Value);
  for (const Value &v : vs)
    n += memoryBytes(v) - sizeof(Value);
  return n;
}

} // namespace

void writeVarint(uint64_t x, std::string &out) {
  while (x >= 0x80) {
    out.push_back(static_cast<char>((x & 0x7f) | 0x80));
    x >>= 7;
  }
  out.push_back(static_cast<char>(x));
}

uint64_t readVarint(const char *data, size_t size, size_t &pos) {
  uint64_t x = 0;
  for (int shift = 0; shift < 64; shift += 7) {
    need(pos, 1, size);
    auto b = static_cast<uint8_t>(data[pos++]);
    x |= static_cast<uint64_t>(b & 0x7f) << shift;
    if (!(b & 0x80))
      return x;
  }
  throw BadSerialForm("serialized integer too long");
}

void writeU64(uint64_t x, std::string &out) {
  char buf[8];
  for (int i = 0; i < 8; ++i)
    buf[i] = static_cast<char>(x >> (8 * i));
  out.append(buf, 8);
}

uint64_t readU64(const char *data, size_t size, size_t &pos) {
  need(pos, 8, size);
  uint64_t x = 0;
  for (int i = 0; i < 8; ++i)
    x |= static_cast<uint64_t>(static_cast<uint8_t>(data[pos + i])) << (8 * i);
  pos += 8;
  return x;
}

void writeValue(const Value &v, std::string &out) {
  out.push_back(static_cast<char>(v.kind()));
  switch (v.kind()) {
  case Kind::Bool:
    out.push_back(v.asBool() ? 1 : 0);
    return;
  case Kind::Int:
    writeSigned(v.asInt(), out);
    return;
  case Kind::String:
  case Kind::ModelValue:
    // The table's object itself: it lives as long as the process's table.
    writeU64(reinterpret_cast<uintptr_t>(v.heap()), out);
    return;
  case Kind::Set: {
    const std::string *error = recordedSortError(v);
    out.push_back(error ? 1 : 0);
    writeValues(v.elems(), out);
    if (error) {
      writeVarint(error->size(), out);
      out.append(*error);
    }
    return;
  }
  case Kind::Fcn:
    out.push_back(static_cast<char>(static_cast<uint8_t>(v.fcnOrigin()) | (v.hasIntervalDomain() ? 0x80 : 0)));
    writeValues(v.keys(), out);
    writeValues(v.vals(), out);
    return;
  case Kind::Interval: {
    auto *o = static_cast<const IntervalObj *>(v.heap());
    writeSigned(o->lo, out);
    writeSigned(o->hi, out);
    return;
  }
  case Kind::Subset:
  case Kind::FcnSet:
  case Kind::RecordSet:
  case Kind::Product:
  case Kind::SeqSet:
  case Kind::Union:
  case Kind::InfSet: {
    auto *o = static_cast<const LazySetObj *>(v.heap());
    // A union's byte says whether it is part of UNION S (inf means nothing there).
    // (2: UNION S of an S TLC cannot list.)
    out.push_back(v.kind() == Kind::Union ? static_cast<char>(o->unlistableBase ? 2 : o->bigUnion ? 1 : 0)
                                          : static_cast<char>(o->inf));
    writeValues(o->parts, out);
    writeValues(o->fieldNames, out);
    return;
  }
  case Kind::PredSet:
    throw NotSerializable("a set {x \\in S : P} over an infinite set S cannot be written to disk: " +
                          toString(v));
  case Kind::LazyFcn: // (its body's bindings are the evaluator's; a state cannot hold it: not fingerprinted)
    throw NotSerializable("a function over an infinite set cannot be written to disk: " + toString(v));
  case Kind::Error:
    return;
  }
  throw NotSerializable("a value of an unknown kind cannot be written to disk");
}

Value readValue(const char *data, size_t size, size_t &pos) {
  need(pos, 1, size);
  auto kind = static_cast<Kind>(static_cast<uint8_t>(data[pos++]));
  switch (kind) {
  case Kind::Bool:
    need(pos, 1, size);
    return Value::boolean(data[pos++] != 0);
  case Kind::Int:
    return Value::integer(readSigned(data, size, pos));
  case Kind::String:
  case Kind::ModelValue: {
    auto *obj = reinterpret_cast<const StringObj *>(static_cast<uintptr_t>(readU64(data, size, pos)));
    if (!obj || obj->kind != kind)
      throw BadSerialForm("serialized string does not name a string of the table");
    return Value::fromStringObj(obj);
  }
  case Kind::Set: {
    need(pos, 1, size);
    bool hasError = data[pos++] != 0;
    Value set = Value::sortedSet(readValues(data, size, pos));
    if (hasError) {
      uint64_t n = readVarint(data, size, pos);
      need(pos, n, size);
      recordSortError(set, std::string(data + pos, n));
      pos += n;
    }
    return set;
  }
  case Kind::Fcn: {
    need(pos, 1, size);
    auto originByte = static_cast<uint8_t>(data[pos++]);
    auto origin = static_cast<FcnOrigin>(originByte & 0x7f);
    std::vector<Value> keys = readValues(data, size, pos);
    std::vector<Value> vals = readValues(data, size, pos);
    if (keys.size() != vals.size())
      throw BadSerialForm("serialized function with unequal domain and range");
    return Value::sortedFcn(std::move(keys), std::move(vals)).withFcnOrigin(origin).withIntervalDomain(originByte & 0x80);
  }
  case Kind::Interval: {
    int64_t lo = readSigned(data, size, pos);
    int64_t hi = readSigned(data, size, pos);
    return Value::interval(lo, hi);
  }
  case Kind::Subset:
  case Kind::FcnSet:
  case Kind::RecordSet:
  case Kind::Product:
  case Kind::SeqSet:
  case Kind::Union:
  case Kind::InfSet: {
    need(pos, 1, size);
    auto inf = static_cast<InfSetKind>(data[pos++]);
    std::vector<Value> parts = readValues(data, size, pos);
    std::vector<Value> names = readValues(data, size, pos);
    auto arity = [&](size_t n) {
      if (parts.size() != n)
        throw BadSerialForm("serialized lazy set with the wrong number of parts");
    };
    switch (kind) {
    case Kind::Subset: arity(1); return Value::subsetOf(std::move(parts[0]));
    case Kind::FcnSet: arity(2); return Value::fcnSet(std::move(parts[0]), std::move(parts[1]));
    case Kind::SeqSet: arity(1); return Value::seqSet(std::move(parts[0]));
    case Kind::Union:
      arity(2);
      if (static_cast<uint8_t>(inf) == 2)
        return Value::unionOfUnlistable(std::move(parts[0]));
      return static_cast<uint8_t>(inf) == 1 ? Value::lazyBigUnion(std::move(parts[0]), std::move(parts[1]))
                                            : Value::lazyUnion(std::move(parts[0]), std::move(parts[1]));
    case Kind::Product: return Value::product(std::move(parts));
    case Kind::InfSet: arity(0); return Value::infSet(inf);
    default: { // RecordSet: its fields in record order already
      arity(names.size());
      std::vector<std::pair<Value, Value>> fields;
      for (size_t i = 0; i < parts.size(); ++i)
        fields.emplace_back(std::move(names[i]), std::move(parts[i]));
      return Value::recordSet(std::move(fields));
    }
    }
  }
  case Kind::Error:
    return Value();
  case Kind::PredSet:
  case Kind::LazyFcn:
    break;
  }
  throw BadSerialForm("serialized value of an unknown kind");
}

size_t memoryBytes(const Value &v) {
  // Heap objects: the object, the allocator's header, the vectors' storage.
  constexpr size_t kAllocation = 16;
  switch (v.kind()) {
  case Kind::Set:
    return sizeof(Value) + sizeof(SetObj) + kAllocation * 2 + vectorBytes(v.elems());
  case Kind::Fcn:
    return sizeof(Value) + sizeof(FcnObj) + kAllocation * 3 + vectorBytes(v.keys()) + vectorBytes(v.vals());
  case Kind::Interval:
    return sizeof(Value) + sizeof(IntervalObj) + kAllocation;
  case Kind::Subset:
  case Kind::FcnSet:
  case Kind::RecordSet:
  case Kind::Product:
  case Kind::SeqSet:
  case Kind::Union:
  case Kind::InfSet: {
    auto *o = static_cast<const LazySetObj *>(v.heap());
    return sizeof(Value) + sizeof(LazySetObj) + kAllocation * 3 + vectorBytes(o->parts) + vectorBytes(o->fieldNames);
  }
  case Kind::PredSet:
    return sizeof(Value) + sizeof(PredSetObj) + kAllocation + memoryBytes(static_cast<const PredSetObj *>(v.heap())->base);
  default: // scalars; strings and model values belong to their table
    return sizeof(Value);
  }
}

} // namespace tlacore::val
