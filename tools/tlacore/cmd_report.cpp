// `tlacore report results.sqlite [--html FILE] [--csv FILE]`: a sweep's results as a page or a table.
#include <iostream>

#include <CLI/CLI.hpp>

#include "commands.h"
#include "sweep_report.h"

namespace tlacore::cli {

int runReportCommand(int argc, char **argv) {
  std::string db, html, csv;
  CLI::App app{"tlacore report: a sweep database as an HTML report and/or CSV"};
  app.name("tlacore report");
  app.add_option("db", db, "the sweep's database")->required();
  app.add_option("--html", html, "write a self-contained HTML report (- for stdout)");
  app.add_option("--csv", csv, "write one CSV row per item (- for stdout)");
  try {
    app.parse(argc - 1, argv + 1);
  } catch (const CLI::ParseError &e) {
    return app.exit(e) == 0 ? 0 : 2;
  }
  return scoring::runReport(db, html, csv, std::cout, std::cerr);
}

} // namespace tlacore::cli
