// TLC's 64-bit value fingerprint (tlc2.util.FP64 with the run's polynomial,
// TLC's -fp, and each value class's fingerPrint method), for the operators
// that expose it: TLCExt!TLCFP and GraphViz!DotDiGraph.
#pragma once

#include <cstdint>

#include "natives.h"

namespace tlacore::eval::natives {

// The polynomial FP64.New() gives: TLC's FP64.Init(-fp N) sets it for the
// whole process, as the run (engine) sets it here before it evaluates
// anything; 0 until then.
void setTlcFingerprintPolynomial(int index);

// The fingerprint TLC gives v, starting from FP64.New(). Model values are
// fingerprinted by their place in the string table, as TLC uses its
// UniqueString token (the numbers themselves can differ from TLC's).
uint64_t tlcFingerprint(const NativeCall &c, const val::Value &v);

} // namespace tlacore::eval::natives
