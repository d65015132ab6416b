// TLC's 64-bit value fingerprint (tlc2.util.FP64 with polynomial 0, the
// `fp 0` tlacore runs with, and each value class's fingerPrint method), for
// the operators that expose it: TLCExt!TLCFP and GraphViz!DotDiGraph.
#pragma once

#include <cstdint>

#include "natives.h"

namespace tlacore::eval::natives {

// The fingerprint TLC gives v, starting from FP64.New(). Model values are
// fingerprinted by their place in the string table, as TLC uses its
// UniqueString token (the numbers themselves can differ from TLC's).
uint64_t tlcFingerprint(const NativeCall &c, const val::Value &v);

} // namespace tlacore::eval::natives
