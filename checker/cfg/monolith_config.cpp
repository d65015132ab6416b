// The CONFIG section of a monolith .tla file, as TLC extracts it (monolith_config.h).
#include "monolith_config.h"

#include <regex>

namespace tlacore {

bool isMonolithConfigPath(std::string_view path) {
  return path.size() > 4 && path.substr(path.size() - 4) == ".tla";
}

std::string monolithConfig(std::string_view text, std::string_view path) {
  std::string_view name = path.substr(0, path.size() - 4);
  if (size_t slash = name.find_last_of('/'); slash != std::string_view::npos)
    name = name.substr(slash + 1);
  std::string quoted;
  for (char c : name) {
    if (std::string_view("\\^$.|?*+()[]{}").find(c) != std::string_view::npos)
      quoted += '\\';
    quoted += c;
  }
  // Java's String.matches: the whole line.
  const std::regex start("-----*\\s*CONFIG\\s+" + quoted + "\\s*-----*");
  const std::regex end("====.*");
  std::string config;
  bool active = false;
  size_t at = 0;
  while (at <= text.size()) {
    size_t nl = text.find('\n', at);
    std::string line(text.substr(at, nl == std::string_view::npos ? std::string_view::npos : nl - at));
    if (!line.empty() && line.back() == '\r') // BufferedReader.readLine drops the \r of \r\n
      line.pop_back();
    if (active && std::regex_match(line, end))
      break;
    if (!active && std::regex_match(line, start))
      active = true;
    else if (active)
      config += line + "\n";
    if (nl == std::string_view::npos)
      break;
    at = nl + 1;
  }
  // String.trim: leading and trailing characters up to ' '.
  size_t first = 0, last = config.size();
  while (first < last && static_cast<unsigned char>(config[first]) <= ' ')
    ++first;
  while (last > first && static_cast<unsigned char>(config[last - 1]) <= ' ')
    --last;
  return config.substr(first, last - first);
}

} // namespace tlacore
