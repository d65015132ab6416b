// Reading a model's files as the benchmark's Python does (universal
// newlines), and why a model could not be loaded, in one line.
#pragma once

#include <string>

#include "model_loader.h"

namespace tlacore::scoring {

// The file's text with "\r\n" and "\r" read as "\n"; false when unreadable.
bool readText(const std::string &path, std::string &text);

// Why `load` failed, as "file:line:col: message" of the first error
// (empty when it loaded).
std::string loadFailureReason(const engine::LoadResult &load);

} // namespace tlacore::scoring
