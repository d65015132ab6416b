// Two-phase commit over threads: a coordinator and three participants exchanging messages
// through FIFO queues, one transaction after another; logs Prepare/Vote/RecvVote/Commit/Abort/
// Finish/RecvAck/NextRound (model TwoPhase.tla) per contract C1.
#include "trace_log.h"

#include <array>
#include <condition_variable>
#include <deque>
#include <thread>
#include <vector>

namespace {

constexpr int kParticipants = 3;

struct Message {
  int from;
  std::string msg; // "yes", "no" or "ack"
};

struct Program {
  // Everything below is guarded by the log's mutex (each step is one critical section).
  std::string coord = "init"; // init, waiting, committed, aborted
  std::array<std::string, kParticipants> part{"working", "working", "working"};
  std::array<std::string, kParticipants> votes{"none", "none", "none"}; // as the coordinator saw them
  std::array<bool, kParticipants> acks{};
  std::array<std::deque<std::string>, kParticipants> toPart; // prepare, commit, abort
  std::deque<Message> toCoord;
  int round = 1;
  bool stopped = false;
  std::condition_variable coordWake;
  std::array<std::condition_variable, kParticipants> partWake;
  traceprog::TraceLog log;

  explicit Program(const traceprog::Options &o) : log(o.out, o.steps) {}

  traceprog::Json state() const {
    traceprog::Json queues = traceprog::Json::array();
    for (const auto &q : toPart)
      queues.push_back(traceprog::Json(std::vector<std::string>(q.begin(), q.end())));
    traceprog::Json inbox = traceprog::Json::array();
    for (const Message &m : toCoord)
      inbox.push_back({{"from", m.from}, {"msg", m.msg}});
    return {{"coord", coord}, {"part", part}, {"votes", votes}, {"acks", acks},
            {"toPart", queues}, {"toCoord", inbox}, {"round", round}};
  }

  bool mayStep() {
    if (!stopped && log.hasBudget())
      return true;
    stopped = true;
    coordWake.notify_all();
    for (auto &cv : partWake)
      cv.notify_all();
    return false;
  }

  void broadcast(const std::string &msg) {
    for (int i = 0; i < kParticipants; ++i) {
      toPart[i].push_back(msg);
      partWake[i].notify_one();
    }
  }

  bool all(const std::array<std::string, kParticipants> &a, bool (*pred)(const std::string &)) const {
    for (const std::string &s : a)
      if (!pred(s))
        return false;
    return true;
  }
};

void coordinator(Program &p, const traceprog::Options &o) {
  traceprog::Stress stress(o, 0);
  auto voted = [](const std::string &v) { return v != "none"; };
  auto yes = [](const std::string &v) { return v == "yes"; };
  while (true) {
    stress.pause();
    std::unique_lock step(p.log.mutex());
    bool allVoted = p.all(p.votes, voted);
    bool allAcked = p.acks[0] && p.acks[1] && p.acks[2];
    bool needMessage = (p.coord == "waiting" && !allVoted) ||
                       ((p.coord == "committed" || p.coord == "aborted") && !allAcked);
    if (needMessage)
      p.coordWake.wait(step, [&] { return !p.toCoord.empty() || p.stopped; });
    if (!p.mayStep())
      return;
    if (p.coord == "init") {
      p.coord = "waiting";
      p.broadcast("prepare");
      p.log.write("Prepare", {}, p.state());
    } else if (p.coord == "waiting" && allVoted) {
      p.coord = p.all(p.votes, yes) ? "committed" : "aborted";
      p.broadcast(p.coord == "committed" ? "commit" : "abort");
      p.log.write(p.coord == "committed" ? "Commit" : "Abort", {}, p.state());
    } else if (!needMessage) {
      p.coord = "init";
      p.votes.fill("none");
      p.acks.fill(false);
      ++p.round;
      p.log.write("NextRound", {}, p.state());
    } else {
      Message m = p.toCoord.front();
      p.toCoord.pop_front();
      if (m.msg == "ack") {
        p.acks[m.from - 1] = true;
        p.log.write("RecvAck", {{"p", m.from}}, p.state());
      } else {
        p.votes[m.from - 1] = m.msg;
        p.log.write("RecvVote", {{"p", m.from}}, p.state());
      }
    }
  }
}

void participant(Program &p, const traceprog::Options &o, int id) {
  traceprog::Stress stress(o, id);
  std::deque<std::string> &inbox = p.toPart[id - 1];
  std::string &mine = p.part[id - 1];
  while (true) {
    stress.pause();
    std::unique_lock step(p.log.mutex());
    p.partWake[id - 1].wait(step, [&] { return !inbox.empty() || p.stopped; });
    if (!p.mayStep())
      return;
    std::string msg = inbox.front();
    inbox.pop_front();
    if (msg == "prepare") {
      std::string vote = stress.chance(80) ? "yes" : "no";
      mine = vote == "yes" ? "prepared" : "aborted";
      p.toCoord.push_back({id, vote});
      p.log.write("Vote", {{"p", id}, {"v", vote}}, p.state());
    } else {
      mine = msg == "commit" ? "committed" : "aborted";
      p.toCoord.push_back({id, "ack"});
      p.log.write("Finish", {{"p", id}}, p.state());
    }
    p.coordWake.notify_one();
  }
}

} // namespace

int main(int argc, char **argv) {
  traceprog::Options o = traceprog::parseOptions(argc, argv);
  Program p(o);
  {
    std::lock_guard step(p.log.mutex());
    p.log.write("Init", {}, p.state());
  }
  std::vector<std::thread> threads;
  threads.emplace_back(coordinator, std::ref(p), std::cref(o));
  for (int id = 1; id <= kParticipants; ++id)
    threads.emplace_back(participant, std::ref(p), std::cref(o), id);
  for (std::thread &th : threads)
    th.join();
  return 0;
}
