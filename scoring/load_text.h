// Reading a model's files as the benchmark's Python does (universal
// newlines), and why a model could not be loaded, in one line.
#pragma once

#include <string>

#include "eval/run_io.h"
#include "model_loader.h"

namespace tlacore::scoring {

// The file's text with "\r\n" and "\r" read as "\n"; false when unreadable.
bool readText(const std::string &path, std::string &text);

// Why `load` failed, as "file:line:col: message" of the first error
// (empty when it loaded).
std::string loadFailureReason(const engine::LoadResult &load);

// Where Print/PrintT of a model's loading go during scoring: nowhere (the
// scores, possibly JSON, are what stdout shows).
const eval::RunIo &quietIo();

} // namespace tlacore::scoring
