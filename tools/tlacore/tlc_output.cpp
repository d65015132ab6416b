// TLC's message framing for `tlacore tlc`, and the JSON writer.
#include "tlc_output.h"

#include <cstdio>

namespace tlacore::cli {

void TlcOutput::message(int code, MsgClass cls, std::string_view text) {
  switch (mode_) {
  case Mode::Silent:
    return;
  case Mode::Tool:
    os_ << "@!@!@STARTMSG " << code << ':' << static_cast<int>(cls) << " @!@!@\n"
        << text << "\n@!@!@ENDMSG " << code << " @!@!@\n";
    return;
  case Mode::Plain:
    if (cls == MsgClass::Error)
      os_ << "Error: ";
    else if (cls == MsgClass::Warning)
      os_ << "Warning: ";
    os_ << text << '\n';
    return;
  }
}

void TlcOutput::raw(std::string_view text) {
  if (mode_ != Mode::Silent)
    os_ << text;
}

void TlcOutput::traceState(int64_t number, std::string_view label, std::string_view variables) {
  std::string text = (mode_ == Mode::Tool ? "" : "State ") + std::to_string(number) + ": " + std::string(label) + "\n" +
                     std::string(variables);
  message(ec::TlcStateTrace, MsgClass::State, text);
}

void TlcOutput::stuttering(int64_t number) {
  std::string text = (mode_ == Mode::Tool ? "" : "State ") + std::to_string(number) + ": Stuttering";
  message(ec::TlcStutteringState, MsgClass::State, text);
}

std::string jsonEscape(std::string_view s) {
  std::string out;
  out.reserve(s.size() + 2);
  for (char c : s) {
    switch (c) {
    case '"':
      out += "\\\"";
      break;
    case '\\':
      out += "\\\\";
      break;
    case '\n':
      out += "\\n";
      break;
    case '\r':
      out += "\\r";
      break;
    case '\t':
      out += "\\t";
      break;
    default:
      if (static_cast<unsigned char>(c) < 0x20) {
        char buf[8];
        std::snprintf(buf, sizeof buf, "\\u%04x", c);
        out += buf;
      } else {
        out += c;
      }
    }
  }
  return out;
}

void JsonWriter::separate() {
  if (afterKey_) {
    afterKey_ = false;
    return;
  }
  if (!first_.empty()) {
    if (!first_.back())
      out_ += ',';
    first_.back() = false;
  }
}

JsonWriter &JsonWriter::beginObject() {
  separate();
  out_ += '{';
  first_.push_back(true);
  return *this;
}

JsonWriter &JsonWriter::endObject() {
  out_ += '}';
  first_.pop_back();
  return *this;
}

JsonWriter &JsonWriter::beginArray() {
  separate();
  out_ += '[';
  first_.push_back(true);
  return *this;
}

JsonWriter &JsonWriter::endArray() {
  out_ += ']';
  first_.pop_back();
  return *this;
}

JsonWriter &JsonWriter::key(std::string_view k) {
  separate();
  out_ += '"' + jsonEscape(k) + "\":";
  afterKey_ = true;
  return *this;
}

JsonWriter &JsonWriter::value(std::string_view s) {
  separate();
  out_ += '"' + jsonEscape(s) + '"';
  return *this;
}

JsonWriter &JsonWriter::value(int64_t n) {
  separate();
  out_ += std::to_string(n);
  return *this;
}

JsonWriter &JsonWriter::value(bool b) {
  separate();
  out_ += b ? "true" : "false";
  return *this;
}

JsonWriter &JsonWriter::null() {
  separate();
  out_ += "null";
  return *this;
}

} // namespace tlacore::cli
