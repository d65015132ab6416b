// A sweep's live progress: a bar on a terminal, a plain line every N items otherwise, or JSON lines for dashboards.
#pragma once

#include <cstdint>
#include <iosfwd>
#include <map>
#include <string>

namespace tlacore::scoring {

class SweepProgress {
public:
  enum class Style { Bar, Lines, Json, None };
  // `total` items in this run's shard, `alreadyDone` of them found in the database.
  SweepProgress(std::ostream &out, Style style, int64_t total, int64_t alreadyDone, int64_t lineEvery);
  void started(int jobs, const std::string &db);
  void finished(const std::string &itemName, const std::string &status, double seconds);
  // The closing line (or JSON event); returns the failures seen.
  void done();

  int64_t doneCount() const { return done_; }
  int64_t failures() const { return failures_; }
  const std::map<std::string, int64_t> &statusCounts() const { return byStatus_; }
  double ratePerMinute() const; // items finished in this run per minute

private:
  void drawBar(bool force);
  std::string etaText() const;
  double elapsed() const;
  std::ostream &out_;
  Style style_;
  int64_t total_, alreadyDone_, lineEvery_;
  int64_t done_ = 0, failures_ = 0, finishedHere_ = 0;
  std::map<std::string, int64_t> byStatus_;
  double startedAt_, lastDraw_ = 0;
};

} // namespace tlacore::scoring
