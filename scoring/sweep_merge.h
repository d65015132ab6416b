// `tlacore merge`: combines the databases of a sweep's shards, refusing shards of different manifests.
#pragma once

#include <iosfwd>
#include <string>
#include <vector>

namespace tlacore::scoring {

// Copies every item of `shards` into `out` (created if needed). 0 when merged;
// 2 when the shards (or `out`) come from different manifests or cannot be
// read; messages on `err`, a summary on `log`.
int mergeSweeps(const std::string &out, const std::vector<std::string> &shards, std::ostream &log, std::ostream &err);

} // namespace tlacore::scoring
