// The numbers and fixed texts of TLC's messages: its clock format, counts
// with thousands separators, the fingerprint-collision estimate and the
// outdegree line of its closing summary.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace tlacore::engine {

// The local time as TLC prints it: 2024-01-31 12:34:56.
std::string now();
// A duration as TLC.convertRuntimeToHumanReadable prints it: "07s",
// "01min 05s", "02h 03min", "1d 04h".
std::string runtimeText(int64_t ms);
// TLC's closing line (message 2186): milliseconds in -tool mode, else
// runtimeText: "Finished in 12ms at (DATE)" / "Finished in 00s at (DATE)".
std::string finishedText(bool tool, int64_t ms);
// 1234567 -> "1,234,567", as TLC's MP.format prints counts.
std::string grouped(uint64_t n);
// A probability as TLC prints it: two significant digits in Java's Double.toString form.
std::string tlcProbability(double p);
// 1 / n rounded half up to two significant digits (TLC's BigDecimal with MathContext(2)).
double reciprocalTwoDigits(uint64_t n);
// TLC's success message with its estimates of a fingerprint collision: the
// optimistic one, and with `fingerprintGap` (not 0: the smallest distance
// between two of its fingerprints) the one based on the actual fingerprints.
std::string successText(uint64_t generated, uint64_t distinct, uint64_t fingerprintGap = 0);
// TLC's line on the new states per expanded state; nullopt when none was expanded.
std::optional<std::string> outdegreeText(const std::vector<uint64_t> &histogram);
// Bytes as whole megabytes, rounded up: "1,024 MB".
std::string megabytes(uint64_t bytes);
// TLC's out-of-memory text (message 1001), then what tlacore was `doing`
// ("parsing the spec") and the address-space limit when there is one.
std::string outOfMemoryText(const std::string &doing);

} // namespace tlacore::engine
