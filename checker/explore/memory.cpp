// Resident memory from /proc, physical memory from sysconf, sizes from text.
#include "memory.h"

#include <cstdio>
#include <cstdlib>
#include <string>

#include <unistd.h>

namespace tlacore::explore {

uint64_t residentBytes() {
  std::FILE *f = std::fopen("/proc/self/statm", "r");
  if (!f)
    return 0;
  unsigned long long size = 0, resident = 0;
  int n = std::fscanf(f, "%llu %llu", &size, &resident);
  std::fclose(f);
  if (n != 2)
    return 0;
  long page = sysconf(_SC_PAGESIZE);
  return static_cast<uint64_t>(resident) * static_cast<uint64_t>(page > 0 ? page : 4096);
}

uint64_t physicalMemoryBytes() {
  long pages = sysconf(_SC_PHYS_PAGES);
  long page = sysconf(_SC_PAGESIZE);
  if (pages <= 0 || page <= 0)
    return 0;
  return static_cast<uint64_t>(pages) * static_cast<uint64_t>(page);
}

std::optional<uint64_t> parseByteSize(std::string_view text) {
  std::string s(text);
  if (s.empty())
    return std::nullopt;
  char *end = nullptr;
  double number = std::strtod(s.c_str(), &end);
  if (end == s.c_str() || number < 0)
    return std::nullopt;
  std::string unit(end);
  if (!unit.empty() && (unit.back() == 'B' || unit.back() == 'b') && unit.size() > 1)
    unit.pop_back(); // 512MB, 4GiB -> 512M, 4Gi
  if (unit.size() == 2 && unit[1] == 'i')
    unit.pop_back();
  double scale = 1;
  if (unit.empty() || unit == "B" || unit == "b")
    scale = 1;
  else if (unit == "K" || unit == "k")
    scale = 1024.0;
  else if (unit == "M" || unit == "m")
    scale = 1024.0 * 1024;
  else if (unit == "G" || unit == "g")
    scale = 1024.0 * 1024 * 1024;
  else if (unit == "T" || unit == "t")
    scale = 1024.0 * 1024 * 1024 * 1024;
  else
    return std::nullopt;
  double bytes = number * scale;
  if (!(bytes < 18446744073709551616.0)) // beyond 64 bits, infinite or NaN
    return std::nullopt;
  return static_cast<uint64_t>(bytes);
}

} // namespace tlacore::explore
