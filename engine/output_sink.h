// OutputSink: where one run's text goes (TLC's messages, Print/PrintT,
// progress lines). Each run has its own, so that many runs in one process
// keep their output apart; a sink is written from several worker threads
// (Print), so implementations serialise writes.
#pragma once

#include <mutex>
#include <ostream>
#include <string>
#include <string_view>

namespace tlacore::engine {

class OutputSink {
public:
  virtual ~OutputSink() = default;
  // Text as it is to appear (whole lines, with their newlines).
  virtual void write(std::string_view text) = 0;
};

// Writes to a stream and flushes after each write, as TLC flushes each
// message: a run that is killed has printed everything up to that point.
class StreamSink : public OutputSink {
public:
  explicit StreamSink(std::ostream &os) : os_(os) {}
  void write(std::string_view text) override {
    std::lock_guard<std::mutex> lock(mutex_);
    os_ << text;
    os_.flush();
  }

private:
  std::ostream &os_;
  std::mutex mutex_;
};

// Keeps the text (tests, in-process callers).
class StringSink : public OutputSink {
public:
  void write(std::string_view text) override {
    std::lock_guard<std::mutex> lock(mutex_);
    text_ += text;
  }
  std::string text() const {
    std::lock_guard<std::mutex> lock(mutex_);
    return text_;
  }

private:
  mutable std::mutex mutex_;
  std::string text_;
};

// Drops everything.
class NullSink : public OutputSink {
public:
  void write(std::string_view) override {}
};

} // namespace tlacore::engine
