// A file's whole content, for the tests that compare tlacore's output with recorded output.
#pragma once

#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>

namespace clirun {

// Empty when the file cannot be read.
inline std::string readFile(const std::filesystem::path &p) {
  std::ifstream in(p, std::ios::binary);
  std::ostringstream buf;
  buf << in.rdbuf();
  return buf.str();
}

} // namespace clirun
