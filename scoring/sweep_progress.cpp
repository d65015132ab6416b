// Progress of a sweep: done/total, rate, ETA and failures, as a bar, plain lines or JSON lines.
#include "sweep_progress.h"

#include <chrono>
#include <cmath>
#include <cstdio>
#include <ostream>

#include <nlohmann/json.hpp>

namespace tlacore::scoring {

namespace {
double now() {
  return std::chrono::duration<double>(std::chrono::steady_clock::now().time_since_epoch()).count();
}

std::string duration(double s) {
  if (!std::isfinite(s) || s < 0)
    return "?";
  long t = std::lround(s);
  char buf[32];
  if (t >= 3600)
    std::snprintf(buf, sizeof buf, "%ldh%02ldm", t / 3600, (t / 60) % 60);
  else if (t >= 60)
    std::snprintf(buf, sizeof buf, "%ldm%02lds", t / 60, t % 60);
  else
    std::snprintf(buf, sizeof buf, "%lds", t);
  return buf;
}
} // namespace

SweepProgress::SweepProgress(std::ostream &out, Style style, int64_t total, int64_t alreadyDone, int64_t lineEvery)
    : out_(out), style_(style), total_(total), alreadyDone_(alreadyDone), lineEvery_(lineEvery < 1 ? 1 : lineEvery),
      done_(alreadyDone), startedAt_(now()) {}

double SweepProgress::elapsed() const { return now() - startedAt_; }

double SweepProgress::ratePerMinute() const {
  double e = elapsed();
  return e > 0 ? static_cast<double>(finishedHere_) * 60.0 / e : 0;
}

std::string SweepProgress::etaText() const {
  double rate = ratePerMinute();
  if (finishedHere_ == 0 || rate <= 0)
    return "?";
  return duration(static_cast<double>(total_ - done_) * 60.0 / rate);
}

void SweepProgress::started(int jobs, const std::string &db) {
  if (style_ == Style::Json) {
    nlohmann::json e{{"event", "start"}, {"total", total_}, {"already_done", alreadyDone_}, {"jobs", jobs}, {"db", db}};
    out_ << e.dump() << std::endl;
  } else if (style_ != Style::None) {
    out_ << "sweep: " << total_ << " items, " << alreadyDone_ << " already in " << db << ", " << jobs
         << " at a time" << std::endl;
  }
  if (style_ == Style::Bar)
    drawBar(true);
}

void SweepProgress::finished(const std::string &itemName, const std::string &status, double seconds) {
  ++done_;
  ++finishedHere_;
  ++byStatus_[status];
  if (status != "ok")
    ++failures_;
  switch (style_) {
  case Style::Json: {
    double rate = ratePerMinute();
    nlohmann::json e{{"event", "item"},   {"item", itemName},   {"status", status},
                     {"seconds", seconds}, {"done", done_},      {"total", total_},
                     {"failures", failures_}, {"rate_per_minute", rate}};
    if (finishedHere_ > 0 && rate > 0)
      e["eta_seconds"] = static_cast<double>(total_ - done_) * 60.0 / rate;
    else
      e["eta_seconds"] = nullptr;
    out_ << e.dump() << std::endl;
    break;
  }
  case Style::Lines:
    if (finishedHere_ % lineEvery_ == 0 || done_ == total_) {
      char rate[32];
      std::snprintf(rate, sizeof rate, "%.1f", ratePerMinute());
      out_ << "sweep: " << done_ << "/" << total_ << " items, " << rate << " items/min, ETA " << etaText() << ", "
           << failures_ << " failures" << std::endl;
    }
    break;
  case Style::Bar:
    drawBar(done_ == total_);
    break;
  case Style::None:
    break;
  }
}

void SweepProgress::drawBar(bool force) {
  double t = now();
  if (!force && t - lastDraw_ < 0.2)
    return;
  lastDraw_ = t;
  const int width = 30;
  double frac = total_ > 0 ? static_cast<double>(done_) / static_cast<double>(total_) : 1.0;
  int filled = static_cast<int>(frac * width);
  std::string bar(static_cast<size_t>(filled), '#');
  bar += std::string(static_cast<size_t>(width - filled), '.');
  char line[256];
  std::snprintf(line, sizeof line, "\r[%s] %lld/%lld %5.1f%%  %.1f items/min  ETA %s  failures %lld\033[K", bar.c_str(),
                static_cast<long long>(done_), static_cast<long long>(total_), frac * 100, ratePerMinute(),
                etaText().c_str(), static_cast<long long>(failures_));
  out_ << line << std::flush;
}

void SweepProgress::done() {
  if (style_ == Style::Bar) {
    drawBar(true);
    out_ << "\n";
  }
  if (style_ == Style::Json) {
    nlohmann::json counts = nlohmann::json::object();
    for (const auto &[status, n] : byStatus_)
      counts[status] = n;
    nlohmann::json e{{"event", "done"},         {"done", done_},          {"total", total_},
                     {"failures", failures_},   {"statuses", counts},     {"seconds", elapsed()},
                     {"rate_per_minute", ratePerMinute()}};
    out_ << e.dump() << std::endl;
  } else if (style_ != Style::None) {
    char rate[32];
    std::snprintf(rate, sizeof rate, "%.1f", ratePerMinute());
    out_ << "sweep: " << finishedHere_ << " items scored in " << duration(elapsed()) << " (" << rate
         << " items/min);";
    for (const auto &[status, n] : byStatus_)
      out_ << " " << status << " " << n;
    out_ << "; " << done_ << "/" << total_ << " in the database" << std::endl;
  }
}

} // namespace tlacore::scoring
