// `tlacore report`: a sweep database as CSV (one row per item) or a self-contained HTML report with inline SVG charts.
#pragma once

#include <iosfwd>
#include <map>
#include <string>
#include <vector>

#include "sweep_db.h"

namespace tlacore::scoring {

// The failure categories of one item (empty when it passed everything):
// crash, timeout, out-of-memory, scorer error, bad input, environment,
// syntax, semantic, config, metric error, runtime <outcome> (each kind of
// simulation end: evaluationError, deadlock, ...; runtime error when only
// error actions are known), violation, invariant error, invariant unknown,
// conformance failure.
std::vector<std::string> failureCategories(const ItemResult &item);

// Header `item,status,syntax,runtime,conformance,invariants,...`, timings last;
// rows in manifest order.
void writeCsv(const std::vector<ItemResult> &items, std::ostream &out);

// The HTML report; `meta` holds the sweep's facts (manifest_items, shard, ...).
void writeHtml(const std::vector<ItemResult> &items, const std::map<std::string, std::string> &meta,
               std::ostream &out);

// tlacore report DB [--html FILE] [--csv FILE]: 0, or 2 for an unreadable database.
int runReport(const std::string &db, const std::string &html, const std::string &csv, std::ostream &log,
              std::ostream &err);

} // namespace tlacore::scoring
