// A compact binary form of values, for states written to disk and read
// back by the same process (the BFS frontier's spill file): every value
// kind, lazy sets as their parts, strings and model values as a reference
// to their entry in the process's StringTable (which outlives the run's
// values, string_table.h). A set-builder over an infinite set (PredSet)
// holds an operator and has no such form: writing one throws NotSerializable.
#pragma once

#include <cstdint>
#include <stdexcept>
#include <string>
#include <vector>

#include "value.h"

namespace tlacore::val {

// The value has no serial form (a PredSet: {x \in S : P} over an infinite S).
class NotSerializable : public std::runtime_error {
public:
  using std::runtime_error::runtime_error;
};

// The bytes of a serial form are malformed or cut short.
class BadSerialForm : public std::runtime_error {
public:
  using std::runtime_error::runtime_error;
};

// Appends `v` to `out`. Throws NotSerializable (out then holds part of it).
void writeValue(const Value &v, std::string &out);

// Reads one value at `pos` of [data, data + size), moving `pos` past it.
// Throws BadSerialForm.
Value readValue(const char *data, size_t size, size_t &pos);

// Unsigned and signed (zigzag) variable-length integers, 7 bits a byte.
void writeVarint(uint64_t x, std::string &out);
uint64_t readVarint(const char *data, size_t size, size_t &pos);
inline void writeSigned(int64_t x, std::string &out) {
  writeVarint((static_cast<uint64_t>(x) << 1) ^ static_cast<uint64_t>(x >> 63), out);
}
inline int64_t readSigned(const char *data, size_t size, size_t &pos) {
  uint64_t u = readVarint(data, size, pos);
  return static_cast<int64_t>(u >> 1) ^ -static_cast<int64_t>(u & 1);
}

// A fixed-width little-endian word.
void writeU64(uint64_t x, std::string &out);
uint64_t readU64(const char *data, size_t size, size_t &pos);

// Approximate bytes `v` takes in memory (its own heap objects, counted as
// if none were shared with another value); 16 for a value with none.
size_t memoryBytes(const Value &v);

} // namespace tlacore::val
