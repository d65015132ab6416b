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
// 1234567 -> "1,234,567", as TLC's MP.format prints counts.
std::string grouped(uint64_t n);
// A probability as TLC prints it: two significant digits in Java's Double.toString form.
std::string tlcProbability(double p);
// TLC's success message with its estimate of a fingerprint collision.
std::string successText(uint64_t generated, uint64_t distinct);
// TLC's line on the new states per expanded state; nullopt when none was expanded.
std::optional<std::string> outdegreeText(const std::vector<uint64_t> &histogram);
// Bytes as whole megabytes, rounded up: "1,024 MB".
std::string megabytes(uint64_t bytes);
// TLC's out-of-memory text (message 1001), then what tlacore was `doing`
// ("parsing the spec") and the address-space limit when there is one.
std::string outOfMemoryText(const std::string &doing);

} // namespace tlacore::engine
