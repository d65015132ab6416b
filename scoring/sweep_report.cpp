// Sweep reports: CSV rows and an HTML page (tables, inline SVG charts, failure categories, drill-down).
#include "sweep_report.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <optional>
#include <ostream>
#include <set>
#include <sstream>

#include <nlohmann/json.hpp>

namespace tlacore::scoring {
using nlohmann::json;

namespace {

const char *const kMetrics[] = {"syntax", "runtime", "conformance", "invariants"};

std::optional<double> metricScore(const ItemResult &r, int m) {
  switch (m) {
  case 0: return r.syntax;
  case 1: return r.runtime;
  case 2: return r.conformance;
  default: return r.invariants;
  }
}

std::string fixed(double v, int digits = 4) {
  char buf[64];
  std::snprintf(buf, sizeof buf, "%.*f", digits, v);
  return buf;
}

std::string csvField(const std::string &s) {
  if (s.find_first_of(",\"\n\r") == std::string::npos)
    return s;
  std::string out = "\"";
  for (char c : s)
    out += c == '"' ? std::string("\"\"") : std::string(1, c);
  return out + "\"";
}

std::string esc(const std::string &s) {
  std::string out;
  out.reserve(s.size());
  for (char c : s) {
    switch (c) {
    case '&': out += "&amp;"; break;
    case '<': out += "&lt;"; break;
    case '>': out += "&gt;"; break;
    case '"': out += "&quot;"; break;
    default: out += c;
    }
  }
  return out;
}

json parsedResult(const ItemResult &r) {
  if (r.result.empty())
    return json::object();
  json j = json::parse(r.result, nullptr, false);
  return j.is_object() ? j : json::object();
}

std::string str(const json &j, const char *key) {
  return j.contains(key) && j[key].is_string() ? j[key].get<std::string>() : std::string();
}

bool looksSemantic(const std::string &reason) {
  for (const char *p : {"Unknown operator", "semantic", "Semantic", "multiply", "requires", "arguments",
                        "Could not resolve", "not defined", "redefin"})
    if (reason.find(p) != std::string::npos)
      return true;
  return false;
}

struct Stats {
  size_t n = 0;
  double mean = 0, sd = 0, min = 0, max = 0;
};

Stats statsOf(const std::vector<double> &v) {
  Stats s;
  s.n = v.size();
  if (v.empty())
    return s;
  double sum = 0;
  s.min = s.max = v[0];
  for (double x : v) {
    sum += x;
    s.min = std::min(s.min, x);
    s.max = std::max(s.max, x);
  }
  s.mean = sum / static_cast<double>(v.size());
  double sq = 0;
  for (double x : v)
    sq += (x - s.mean) * (x - s.mean);
  s.sd = v.size() > 1 ? std::sqrt(sq / static_cast<double>(v.size() - 1)) : 0;
  return s;
}

std::string statsCell(const Stats &s) {
  if (s.n == 0)
    return "<td class=num>&ndash;</td>";
  return "<td class=num title=\"n=" + std::to_string(s.n) + ", min " + fixed(s.min, 3) + ", max " + fixed(s.max, 3) +
         "\">" + fixed(s.mean, 3) + " <span class=sd>&plusmn; " + fixed(s.sd, 3) + "</span> <span class=n>(" +
         std::to_string(s.n) + ")</span></td>";
}

// Horizontal bars: one per label, lengths relative to `maxValue`.
std::string svgBars(const std::string &title, const std::vector<std::pair<std::string, double>> &bars,
                    double maxValue, const std::string &color, bool asFraction) {
  const int rowH = 20, labelW = 200, barW = 360, width = labelW + barW + 70;
  int height = static_cast<int>(bars.size()) * rowH + 28;
  std::ostringstream o;
  o << "<svg class=chart role=img aria-label=\"" << esc(title) << "\" width=" << width << " height=" << height
    << " viewBox=\"0 0 " << width << " " << height << "\" xmlns=\"http://www.w3.org/2000/svg\">";
  o << "<text x=0 y=14 class=ct>" << esc(title) << "</text>";
  int y = 24;
  for (const auto &[label, value] : bars) {
    double w = maxValue > 0 ? value / maxValue * barW : 0;
    std::string shown = label.size() > 30 ? label.substr(0, 29) + "…" : label;
    o << "<text x=" << labelW - 6 << " y=" << y + 13 << " text-anchor=end class=cl>" << esc(shown) << "</text>";
    o << "<rect x=" << labelW << " y=" << y + 2 << " width=" << fixed(std::max(w, 0.5), 1) << " height=" << rowH - 5
      << " fill=\"" << color << "\"><title>" << esc(label) << ": " << (asFraction ? fixed(value, 3) : fixed(value, 0))
      << "</title></rect>";
    o << "<text x=" << fixed(labelW + w + 4, 1) << " y=" << y + 13 << " class=cv>"
      << (asFraction ? fixed(value, 3) : fixed(value, 0)) << "</text>";
    y += rowH;
  }
  o << "</svg>";
  return o.str();
}

// A histogram of scores in [0,1]: ten bins, 1.0 in the last.
std::string svgHistogram(const std::string &title, const std::vector<double> &values) {
  int bins[10] = {0};
  for (double v : values)
    ++bins[std::clamp(static_cast<int>(v * 10), 0, 9)];
  int most = *std::max_element(bins, bins + 10);
  const int w = 300, h = 184, top = 34, plotH = 120, left = 30, barW = 25;
  std::ostringstream o;
  o << "<svg class=chart role=img aria-label=\"" << esc(title) << "\" width=" << w << " height=" << h
    << " viewBox=\"0 0 " << w << " " << h << "\" xmlns=\"http://www.w3.org/2000/svg\">";
  o << "<text x=0 y=14 class=ct>" << esc(title) << " (n=" << values.size() << ")</text>";
  o << "<line x1=" << left << " y1=" << top + plotH << " x2=" << left + 10 * barW << " y2=" << top + plotH
    << " stroke=#888 />";
  for (int b = 0; b < 10; ++b) {
    double bh = most > 0 ? static_cast<double>(bins[b]) / most * plotH : 0;
    o << "<rect x=" << left + b * barW + 1 << " y=" << fixed(top + plotH - bh, 1) << " width=" << barW - 2
      << " height=" << fixed(std::max(bh, 0.0), 1) << " fill=#4a7fb5><title>" << fixed(b / 10.0, 1) << "–"
      << fixed((b + 1) / 10.0, 1) << ": " << bins[b] << "</title></rect>";
    if (bins[b])
      o << "<text x=" << left + b * barW + barW / 2 << " y=" << fixed(top - 2 + plotH - bh, 1)
        << " text-anchor=middle class=cv>" << bins[b] << "</text>";
  }
  for (int t = 0; t <= 10; t += 5)
    o << "<text x=" << left + t * barW << " y=" << top + plotH + 14 << " text-anchor=middle class=cl>"
      << fixed(t / 10.0, 1) << "</text>";
  o << "</svg>";
  return o.str();
}

// One table row per key (task or group) with the four scores' statistics.
std::string scoreTable(const std::string &what, const std::vector<ItemResult> &items,
                       std::string (*keyOf)(const ItemResult &)) {
  std::map<std::string, std::vector<const ItemResult *>> byKey;
  for (const ItemResult &r : items)
    byKey[keyOf(r)].push_back(&r);
  std::ostringstream o;
  o << "<table class=scores><thead><tr><th>" << what
    << "</th><th>items</th><th>ok</th><th>syntax</th><th>runtime</th><th>conformance</th><th>invariants</th></tr>"
       "</thead><tbody>";
  for (const auto &[key, rows] : byKey) {
    size_t ok = 0;
    for (const ItemResult *r : rows)
      ok += r->status == "ok";
    o << "<tr><td>" << esc(key) << "</td><td class=num>" << rows.size() << "</td><td class=num>" << ok << "</td>";
    for (int m = 0; m < 4; ++m) {
      std::vector<double> v;
      for (const ItemResult *r : rows)
        if (auto s = metricScore(*r, m))
          v.push_back(*s);
      o << statsCell(statsOf(v));
    }
    o << "</tr>";
  }
  o << "</tbody></table>";
  return o.str();
}

std::string taskKey(const ItemResult &r) { return r.task.empty() ? "(no task)" : r.task; }
std::string groupKey(const ItemResult &r) { return r.group.empty() ? "(no group)" : r.group; }

// What failed inside one item, as HTML list items.
std::string drillDown(const ItemResult &r) {
  std::ostringstream o;
  json j = parsedResult(r);
  if (r.status != "ok")
    o << "<li><b>" << esc(r.status) << "</b>: " << esc(r.detail) << "</li>";
  if (j.contains("syntax") && j["syntax"].is_object()) {
    const json &s = j["syntax"];
    if (s.contains("failed") && s["failed"].is_array())
      for (const json &f : s["failed"])
        o << "<li>syntax: definition <code>" << esc(str(f, "name")) << "</code> fails: " << esc(str(f, "reason"))
          << "</li>";
  }
  if (j.contains("runtime") && j["runtime"].is_object()) {
    const json &rt = j["runtime"];
    std::set<std::string> covered;
    if (rt.contains("covered") && rt["covered"].is_array())
      for (const json &a : rt["covered"])
        if (a.is_string())
          covered.insert(a.get<std::string>());
    if (rt.contains("actions") && rt["actions"].is_array())
      for (const json &a : rt["actions"])
        if (a.is_string() && !covered.count(a.get<std::string>()))
          o << "<li>runtime: action <code>" << esc(a.get<std::string>()) << "</code> never covered</li>";
    if (rt.contains("error_actions") && rt["error_actions"].is_array())
      for (const json &a : rt["error_actions"])
        o << "<li>runtime: action <code>" << esc(a.is_string() ? a.get<std::string>() : a.dump())
          << "</code> ends in an error</li>";
    // Simulations that did not succeed, by outcome and blamed action.
    std::map<std::pair<std::string, std::string>, std::string> seedsByEnd;
    if (rt.contains("runs") && rt["runs"].is_array())
      for (const json &run : rt["runs"]) {
        std::string outcome = str(run, "outcome");
        if (outcome.empty() || outcome == "success")
          continue;
        std::string &seeds = seedsByEnd[{outcome, str(run, "error_action")}];
        seeds += (seeds.empty() ? "" : ", ") + (run.contains("seed") ? run["seed"].dump() : std::string("?"));
      }
    for (const auto &[end, seeds] : seedsByEnd)
      o << "<li>runtime: " << esc(end.first)
        << (end.second.empty() ? "" : " in action <code>" + esc(end.second) + "</code>") << " (seeds " << esc(seeds)
        << ")</li>";
  }
  if (j.contains("conformance") && j["conformance"].is_object() && j["conformance"].contains("traces") &&
      j["conformance"]["traces"].is_array())
    for (const json &t : j["conformance"]["traces"])
      if (t.contains("passed") && t["passed"] == false)
        o << "<li>conformance: trace <code>" << esc(str(t, "trace")) << "</code> fails at line "
          << (t.contains("failing_line") ? esc(t["failing_line"].dump()) : "?") << "</li>";
  if (j.contains("invariants") && j["invariants"].is_object() && j["invariants"].contains("results") &&
      j["invariants"]["results"].is_array())
    for (const json &inv : j["invariants"]["results"])
      if (str(inv, "verdict") != "pass")
        o << "<li>invariant <code>" << esc(str(inv, "name")) << "</code>: " << esc(str(inv, "verdict"))
          << (str(inv, "reason").empty() ? "" : " — " + esc(str(inv, "reason"))) << "</li>";
  for (const char *m : kMetrics)
    if (j.contains(m) && j[m].is_object() && j[m].contains("error") && j[m]["error"].is_string())
      o << "<li>" << m << " not computed: " << esc(j[m]["error"].get<std::string>()) << "</li>";
  if ((r.status == "crash" || r.status == "error") && !r.stderrTail.empty())
    o << "<li>stderr:<pre>" << esc(r.stderrTail.size() > 800 ? r.stderrTail.substr(r.stderrTail.size() - 800)
                                                               : r.stderrTail)
      << "</pre></li>";
  return o.str();
}

const char *kStyle = R"(body{font:14px/1.4 system-ui,sans-serif;margin:24px;color:#222;max-width:1200px}
h1{font-size:22px}h2{font-size:18px;margin-top:32px;border-bottom:1px solid #ddd}
table{border-collapse:collapse;margin:8px 0}th,td{border:1px solid #ccc;padding:3px 8px;text-align:left;vertical-align:top}
th{background:#f0f3f7}td.num{text-align:right;font-variant-numeric:tabular-nums}.sd,.n{color:#777;font-size:12px}
.charts{display:flex;flex-wrap:wrap;gap:16px}.chart{background:#fafbfc;border:1px solid #e3e6ea}
.ct{font-weight:600;font-size:13px}.cl{font-size:11px;fill:#444}.cv{font-size:11px;fill:#222}
.status-ok{color:#2a7d2a}.status-crash,.status-out-of-memory{color:#b00}.status-timeout{color:#b36b00}.status-error{color:#8a2be2}
details{margin:2px 0}summary{cursor:pointer}pre{white-space:pre-wrap;background:#f6f6f6;padding:4px;font-size:12px}
code{background:#f3f3f3;padding:0 2px})";

// Sets data-render-check on <body> from what the browser laid out, so that a
// headless browser's DOM dump shows whether charts and tables rendered.
const char *kRenderCheck = R"(<script>
(function(){var svgs=document.querySelectorAll('svg.chart'),drawn=0;
for(var i=0;i<svgs.length;i++){var b=svgs[i].getBoundingClientRect();if(b.width>0&&b.height>0&&svgs[i].querySelectorAll('rect').length>0)drawn++;}
var tables=document.querySelectorAll('table'),rows=0;for(var t=0;t<tables.length;t++)if(tables[t].rows.length>1&&tables[t].getBoundingClientRect().height>0)rows++;
document.body.setAttribute('data-render-check','svg '+drawn+'/'+svgs.length+' tables '+rows+'/'+tables.length);})();
</script>)";

} // namespace

std::vector<std::string> failureCategories(const ItemResult &r) {
  std::vector<std::string> cats;
  auto add = [&](const std::string &c) {
    if (std::find(cats.begin(), cats.end(), c) == cats.end())
      cats.push_back(c);
  };
  if (r.status == "crash" || r.status == "timeout" || r.status == "out-of-memory")
    add(r.status);
  else if (r.status == "error") {
    if (r.exitCode && (*r.exitCode == 126 || *r.exitCode == 127))
      add("environment");
    else if (r.exitCode && *r.exitCode == 2)
      add("bad input");
    else
      add("scorer error");
  }
  json j = parsedResult(r);
  if (j.contains("syntax") && j["syntax"].is_object()) {
    const json &s = j["syntax"];
    if (s.contains("whole_module_passes") && s["whole_module_passes"] == false) {
      bool semantic = s.contains("failed") && s["failed"].is_array() && !s["failed"].empty();
      if (semantic)
        for (const json &f : s["failed"])
          semantic = semantic && looksSemantic(str(f, "reason"));
      add(semantic ? "semantic" : "syntax");
    }
  }
  for (const char *m : kMetrics)
    if (j.contains(m) && j[m].is_object() && j[m].contains("error") && j[m]["error"].is_string()) {
      std::string e = j[m]["error"].get<std::string>();
      add(e.find("cfg") != std::string::npos || e.find("config") != std::string::npos ? "config" : "metric error");
    }
  if (j.contains("runtime") && j["runtime"].is_object()) {
    const json &rt = j["runtime"];
    // The kinds of the simulations' ends (the engine's outcomes), then
    // actions blamed for errors without a recorded kind.
    bool kinds = false;
    if (rt.contains("runs") && rt["runs"].is_array())
      for (const json &run : rt["runs"]) {
        std::string outcome = str(run, "outcome");
        if (!outcome.empty() && outcome != "success" && outcome != "stopped") {
          add("runtime " + outcome);
          kinds = true;
        }
      }
    if (!kinds && rt.contains("error_actions") && rt["error_actions"].is_array() && !rt["error_actions"].empty())
      add("runtime error");
  }
  if (j.contains("invariants") && j["invariants"].is_object() && j["invariants"].contains("results") &&
      j["invariants"]["results"].is_array())
    for (const json &inv : j["invariants"]["results"]) {
      std::string v = str(inv, "verdict");
      if (v == "fail")
        add("violation");
      else if (v == "error")
        add("invariant error");
      else if (v == "unknown")
        add("invariant unknown");
    }
  if (j.contains("conformance") && j["conformance"].is_object() && j["conformance"].contains("traces") &&
      j["conformance"]["traces"].is_array())
    for (const json &t : j["conformance"]["traces"])
      if (t.contains("passed") && t["passed"] == false)
        add("conformance failure");
  return cats;
}

void writeCsv(const std::vector<ItemResult> &items, std::ostream &out) {
  out << "item,status,syntax,runtime,conformance,invariants,invariants_unknown_apart,task,group,kind,metrics,"
         "detail,categories,id,wall_seconds,cpu_seconds,max_rss_kb\n";
  auto score = [](const std::optional<double> &v) { return v ? fixed(*v) : std::string(); };
  for (const ItemResult &r : items) {
    std::string cats;
    for (const std::string &c : failureCategories(r))
      cats += (cats.empty() ? "" : ";") + c;
    out << csvField(r.name) << ',' << r.status << ',' << score(r.syntax) << ',' << score(r.runtime) << ','
        << score(r.conformance) << ',' << score(r.invariants) << ',' << score(r.invariantsUnknownApart) << ','
        << csvField(r.task) << ',' << csvField(r.group) << ',' << r.kind << ',' << csvField(r.metrics) << ','
        << csvField(r.detail) << ',' << csvField(cats) << ',' << r.id << ',' << fixed(r.wallSeconds, 3) << ','
        << fixed(r.cpuSeconds, 3) << ',' << r.maxRssKb << '\n';
  }
}

void writeHtml(const std::vector<ItemResult> &items, const std::map<std::string, std::string> &meta,
               std::ostream &out) {
  std::map<std::string, size_t> byStatus;
  for (const ItemResult &r : items)
    ++byStatus[r.status];
  auto metaOr = [&](const std::string &k, const std::string &d) {
    auto it = meta.find(k);
    return it == meta.end() ? d : it->second;
  };
  double wallTotal = 0;
  for (const ItemResult &r : items)
    wallTotal += r.wallSeconds;

  out << "<!DOCTYPE html>\n<html lang=en><head><meta charset=utf-8><title>tlacore sweep report</title><style>"
      << kStyle << "</style></head><body>\n";
  out << "<h1>tlacore sweep report</h1>\n<p>" << items.size() << " items of " << esc(metaOr("manifest_items", "?"))
      << " in the manifest " << esc(metaOr("manifest", "")) << " (shard " << esc(metaOr("shard", "?"))
      << ", manifest hash <code>" << esc(metaOr("manifest_hash", "?")) << "</code>); scorer <code>"
      << esc(metaOr("scorer", "?")) << "</code>; " << fixed(wallTotal, 1) << " s of scorer wall time.</p>\n";

  out << "<h2 id=status>Outcomes</h2>\n<table id=status-table><thead><tr><th>status</th><th>items</th></tr></thead><tbody>";
  std::vector<std::pair<std::string, double>> statusBars;
  for (const auto &[status, n] : byStatus) {
    out << "<tr><td class=\"status-" << esc(status) << "\">" << esc(status) << "</td><td class=num>" << n
        << "</td></tr>";
    statusBars.emplace_back(status, static_cast<double>(n));
  }
  out << "</tbody></table>\n<div class=charts>"
      << svgBars("items per outcome", statusBars, static_cast<double>(items.size()), "#6b8fb3", false) << "</div>\n";

  out << "<h2 id=distributions>Score distributions</h2>\n<div class=charts>";
  std::string unscored;
  for (int m = 0; m < 4; ++m) {
    std::vector<double> v;
    for (const ItemResult &r : items)
      if (auto s = metricScore(r, m))
        v.push_back(*s);
    if (v.empty())
      unscored += std::string(unscored.empty() ? "" : ", ") + kMetrics[m];
    else
      out << svgHistogram(kMetrics[m], v);
  }
  out << "</div>\n";
  if (!unscored.empty())
    out << "<p>No item has a score for: " << unscored << ".</p>\n";

  out << "<h2 id=tasks>Per task</h2>\n<p>mean &plusmn; standard deviation (items scored); hover for the range.</p>"
      << scoreTable("task", items, taskKey);
  out << "<div class=charts>";
  for (int m = 0; m < 4; ++m) {
    std::map<std::string, std::vector<double>> byTask;
    for (const ItemResult &r : items)
      if (auto s = metricScore(r, m))
        byTask[taskKey(r)].push_back(*s);
    if (byTask.empty())
      continue;
    std::vector<std::pair<std::string, double>> bars;
    for (const auto &[task, v] : byTask)
      bars.emplace_back(task, statsOf(v).mean);
    out << svgBars(std::string("mean ") + kMetrics[m] + " per task", bars, 1.0, "#4a7fb5", true);
  }
  out << "</div>\n";

  out << "<h2 id=groups>Per model group (LLM)</h2>\n" << scoreTable("group", items, groupKey);

  std::map<std::string, std::vector<const ItemResult *>> byCategory;
  for (const ItemResult &r : items)
    for (const std::string &c : failureCategories(r))
      byCategory[c].push_back(&r);
  out << "<h2 id=failures>Failure categories</h2>\n";
  if (byCategory.empty())
    out << "<p>No failures.</p>\n";
  else {
    out << "<p>An item may fall in several categories (e.g. a syntax failure and an invariant violation).</p>"
           "<table id=failure-table><thead><tr><th>category</th><th>items</th><th>examples</th></tr></thead><tbody>";
    std::vector<std::pair<std::string, double>> bars;
    for (const auto &[cat, rows] : byCategory) {
      out << "<tr><td>" << esc(cat) << "</td><td class=num>" << rows.size() << "</td><td>";
      for (size_t i = 0; i < rows.size() && i < 5; ++i)
        out << (i ? ", " : "") << "<a href=\"#item-" << rows[i]->id << "\">" << esc(rows[i]->name) << "</a>";
      out << (rows.size() > 5 ? ", …" : "") << "</td></tr>";
      bars.emplace_back(cat, static_cast<double>(rows.size()));
    }
    out << "</tbody></table>\n<div class=charts>"
        << svgBars("items per failure category", bars, static_cast<double>(items.size()), "#c0504d", false)
        << "</div>\n";
  }

  std::vector<const ItemResult *> slowest;
  for (const ItemResult &r : items)
    slowest.push_back(&r);
  std::stable_sort(slowest.begin(), slowest.end(),
                   [](const ItemResult *a, const ItemResult *b) { return a->wallSeconds > b->wallSeconds; });
  if (slowest.size() > 20)
    slowest.resize(20);
  out << "<h2 id=slowest>Slowest items</h2>\n<table id=slowest-table><thead><tr><th>item</th><th>status</th>"
         "<th>wall s</th><th>cpu s</th><th>max RSS MiB</th></tr></thead><tbody>";
  for (const ItemResult *r : slowest)
    out << "<tr><td><a href=\"#item-" << r->id << "\">" << esc(r->name) << "</a></td><td class=\"status-"
        << esc(r->status) << "\">" << esc(r->status) << "</td><td class=num>" << fixed(r->wallSeconds, 2)
        << "</td><td class=num>" << fixed(r->cpuSeconds, 2) << "</td><td class=num>"
        << fixed(static_cast<double>(r->maxRssKb) / 1024.0, 1) << "</td></tr>";
  out << "</tbody></table>\n";

  out << "<h2 id=models>Per model</h2>\n<p>Grouped by model group; an item with anything to show opens to what "
         "failed: definitions, actions, traces, invariants, or how the scorer ended.</p>\n";
  std::map<std::string, std::vector<const ItemResult *>> byGroup;
  for (const ItemResult &r : items)
    byGroup[groupKey(r)].push_back(&r);
  for (const auto &[group, rows] : byGroup) {
    out << "<details class=group><summary>" << esc(group) << " (" << rows.size() << " items)</summary>"
        << "<table><thead><tr><th>item</th><th>task</th><th>status</th><th>syntax</th><th>runtime</th>"
           "<th>conformance</th><th>invariants</th><th>what failed</th></tr></thead><tbody>";
    for (const ItemResult *r : rows) {
      out << "<tr id=\"item-" << r->id << "\"><td>" << esc(r->name) << "</td><td>" << esc(r->task)
          << "</td><td class=\"status-" << esc(r->status) << "\">" << esc(r->status) << "</td>";
      for (int m = 0; m < 4; ++m) {
        auto s = metricScore(*r, m);
        out << "<td class=num>" << (s ? fixed(*s, 3) : "&ndash;") << "</td>";
      }
      std::string detail = drillDown(*r);
      out << "<td>" << (detail.empty() ? "" : "<details><summary>details</summary><ul>" + detail + "</ul></details>")
          << "</td></tr>";
    }
    out << "</tbody></table></details>\n";
  }
  out << kRenderCheck << "\n</body></html>\n";
}

int runReport(const std::string &db, const std::string &html, const std::string &csv, std::ostream &log,
              std::ostream &err) {
  if (!std::filesystem::is_regular_file(db)) {
    err << "tlacore report: " << db << ": no such database\n";
    return 2;
  }
  try {
    SweepDb sweep(db);
    std::vector<ItemResult> items = sweep.items();
    std::map<std::string, std::string> meta;
    for (const char *key : {"manifest", "manifest_hash", "manifest_items", "shard", "scorer", "created_at"})
      if (auto v = sweep.meta(key))
        meta[key] = *v;
    auto writeTo = [&](const std::string &path, auto &&writer) -> bool {
      if (path == "-") {
        writer(log);
        return true;
      }
      std::ofstream f(path, std::ios::binary);
      if (!f) {
        err << "tlacore report: cannot write " << path << "\n";
        return false;
      }
      writer(f);
      return static_cast<bool>(f);
    };
    if (!csv.empty() && !writeTo(csv, [&](std::ostream &o) { writeCsv(items, o); }))
      return 2;
    if (!html.empty() && !writeTo(html, [&](std::ostream &o) { writeHtml(items, meta, o); }))
      return 2;
    if (html.empty() && csv.empty()) {
      std::map<std::string, size_t> byStatus;
      for (const ItemResult &r : items)
        ++byStatus[r.status];
      log << db << ": " << items.size() << " items";
      for (const auto &[s, n] : byStatus)
        log << ", " << s << " " << n;
      log << "\n";
    }
    return 0;
  } catch (const std::exception &e) {
    err << "tlacore report: " << e.what() << "\n";
    return 2;
  }
}

} // namespace tlacore::scoring
