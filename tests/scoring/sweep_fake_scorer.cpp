// A stand-in for `tlacore score --json` in the sweep's tests: C2 JSON computed from its arguments and the model's
// text, or, when the model says so in a `\* sweep-fake: WORD` comment, a crash, a hang, a memory blow-up, ...
#include <unistd.h>

#include <chrono>
#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <iostream>
#include <sstream>
#include <string>
#include <thread>
#include <vector>

#include <nlohmann/json.hpp>

namespace {

uint64_t fnv(const std::string &s) {
  uint64_t h = 1469598103934665603ull;
  for (unsigned char c : s) {
    h ^= c;
    h *= 1099511628211ull;
  }
  return h;
}

double scoreFor(const std::string &text, const std::string &metric) {
  return static_cast<double>(fnv(metric + "\n" + text) % 1001) / 1000.0;
}

bool says(const std::string &text, const std::string &word) {
  return text.find("sweep-fake: " + word) != std::string::npos;
}

int recurse(int depth) {
  volatile char pad[4096];
  pad[0] = static_cast<char>(depth);
  return recurse(depth + 1) + pad[0];
}

} // namespace

int main(int argc, char **argv) {
  auto started = std::chrono::steady_clock::now();
  std::string metrics = "syntax,runtime,conformance,invariants", task, model;
  bool json = false;
  for (int i = 1; i < argc; ++i) {
    std::string a = argv[i];
    auto value = [&]() -> std::string {
      if (i + 1 >= argc) {
        std::cerr << "fake scorer: " << a << " needs a value\n";
        std::exit(2);
      }
      return argv[++i];
    };
    if (a == "--json")
      json = true;
    else if (a == "--metrics")
      metrics = value();
    else if (a == "--task")
      task = value();
    else if (a == "-c" || a == "--invariants" || a == "--traces" || a == "--seeds" || a == "--threads" || a == "--lib")
      value();
    else if (!a.empty() && a[0] == '-') {
      std::cerr << "fake scorer: unknown option " << a << "\n";
      return 2;
    } else
      model = a;
  }
  if (!json || model.empty()) {
    std::cerr << "usage: sweep_fake_scorer --json [--metrics M] [--task T] MODEL.tla\n";
    return 2;
  }
  std::ifstream in(model);
  if (!in) {
    std::cerr << "fake scorer: cannot read " << model << "\n";
    return 2;
  }
  std::stringstream ss;
  ss << in.rdbuf();
  std::string text = ss.str();

  // Each item gets a temporary directory of its own: a file left by another
  // item would show a shared one.
  if (const char *tmp = std::getenv("TMPDIR")) {
    std::string mark = std::string(tmp) + "/fake-scorer-was-here";
    if (access(mark.c_str(), F_OK) == 0) {
      std::cerr << "fake scorer: TMPDIR " << tmp << " is shared with another item\n";
      return 3;
    }
    std::ofstream(mark) << model;
  }

  if (says(text, "crash"))
    std::raise(SIGSEGV);
  if (says(text, "abort"))
    std::abort();
  if (says(text, "stack-overflow"))
    return recurse(0);
  if (says(text, "hang"))
    for (;;)
      std::this_thread::sleep_for(std::chrono::seconds(1));
  if (says(text, "oom")) {
    std::vector<char *> blocks;
    for (;;) {
      char *b = new char[64 << 20];
      std::memset(b, 1, 64 << 20);
      blocks.push_back(b);
    }
  }
  if (says(text, "internal-error")) {
    std::cerr << "fake scorer: internal error while scoring\n";
    return 1;
  }
  if (says(text, "garbage")) {
    std::cout << "this is not JSON\n";
    return 0;
  }
  if (size_t at = text.find("sweep-fake: sleep="); at != std::string::npos)
    std::this_thread::sleep_for(std::chrono::milliseconds(std::atoi(text.c_str() + at + 18)));

  auto seconds = [&] { return std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count(); };
  nlohmann::json out{{"model", model}, {"task", task.empty() ? nlohmann::json(nullptr) : nlohmann::json(task)}};
  std::stringstream list(metrics);
  std::string m;
  while (std::getline(list, m, ',')) {
    double score = scoreFor(text, m);
    nlohmann::json part{{"score", score}, {"seconds", seconds()}};
    if (m == "syntax") {
      bool broken = says(text, "syntax-error");
      part["whole_module_passes"] = !broken;
      part["definitions"] = 4;
      part["definitions_passing"] = broken ? 2 : 4;
      part["score"] = broken ? 0.25 : 1.0;
      part["failed"] = broken ? nlohmann::json::array({{{"name", "Next"}, {"reason", "Encountered \"==\" at line 3"}},
                                                      {{"name", "Inv"}, {"reason", "Unknown operator: `x'."}}})
                              : nlohmann::json::array();
    } else if (m == "runtime") {
      part["actions"] = {"Init", "Send", "Receive"};
      part["covered"] = score > 0.5 ? nlohmann::json{"Init", "Send", "Receive"} : nlohmann::json{"Init", "Send"};
      part["error_actions"] = score < 0.2 ? nlohmann::json{"Send"} : nlohmann::json::array();
      part["runs"] = nlohmann::json::array();
    } else if (m == "conformance") {
      part["traces"] = {{{"trace", "t1.ndjson"}, {"passed", score >= 0.5}, {"failing_line", score >= 0.5 ? nlohmann::json(nullptr) : nlohmann::json(3)}}};
    } else if (m == "invariants") {
      if (says(text, "no-invariants")) {
        part = {{"score", nullptr}, {"error", "no invariants file for this model"}};
      } else {
        part["score_unknown_apart"] = score / 2;
        part["results"] = {{{"name", "TypeOK"}, {"verdict", "pass"}, {"reason", ""}},
                           {{"name", "Safety"}, {"verdict", score < 0.5 ? "fail" : "unknown"}, {"reason", "counterexample of 3 states"}}};
      }
    }
    out[m] = part;
  }
  out["seconds"] = seconds();
  std::cout << out.dump() << "\n";
  return 0;
}
