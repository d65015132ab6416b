// The process's memory use as the OS sees it, and byte sizes as the
// command line writes them (512M, 4G, 0.5): what --max-memory
// bounds the search by.
#pragma once

#include <cstdint>
#include <optional>
#include <string_view>

namespace tlacore::explore {

// Resident set size of this process in bytes (/proc/self/statm); 0 when unknown.
uint64_t residentBytes();

// Physical memory of the machine in bytes; 0 when unknown.
uint64_t physicalMemoryBytes();

// "512M", "4G", "1.5g", "65536", "100K" (binary units; a bare number is
// bytes). nullopt when the text is not a size.
std::optional<uint64_t> parseByteSize(std::string_view text);

} // namespace tlacore::explore
