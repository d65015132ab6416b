// Native VectorClocks operators, as TLC's CommunityModules override them
// (tlc2.overrides.VectorClocks): CausalOrder sorts a log by its vector clocks.
#include <algorithm>
#include <map>
#include <set>

#include "natives.h"
#include "value/set_ops.h"

namespace tlacore::eval::natives {
namespace {

using val::Value;

struct ValueLess {
  bool operator()(const Value &a, const Value &b) const { return val::compare(a, b) < 0; }
};

// One log line: its vector clock, its node's own time, the nodes its clock covers.
struct Event {
  Value line, clock, time;
  std::vector<Value> hosts;
  std::set<Event *> parents, children;
};

// CausalOrder(log, clock(_), node(_), domain(_)): the log topologically
// sorted by the happened-before order of the vector clocks (TLC's algorithm:
// each node's events by its own time, an edge to the latest event of every
// other node the clock has seen, then the roots popped node by node). The
// nodes are visited in TLC's order of values (Java visits its hash order,
// which is this order for small integers).
Value causalOrder(const NativeCall &c) {
  Value logV = c.arg(0);
  std::vector<Value> log;
  if (!sequenceElems(logV, log))
    argumentError(c, "first", "CausalOrder", "sequence", logV);
  OpRef clockOp = c.opArg(1), nodeOp = c.opArg(2), domainOp = c.opArg(3);
  std::vector<Event> events(log.size());
  std::map<Value, std::vector<Event *>, ValueLess> byNode;
  for (size_t j = 0; j < log.size(); ++j) {
    Event &e = events[j];
    e.line = log[j];
    Value node = callOp(c, nodeOp, {log[j]});
    e.clock = callOp(c, clockOp, {log[j]});
    std::optional<Value> time = e.clock.isFcn() ? val::apply(e.clock, node) : std::nullopt;
    if (!time || !time->isInt())
      c.ev.fail("CausalOrder: the vector clock " + val::toString(e.clock) + " has no integer entry for its node " +
                    val::toString(node),
                c.range);
    e.time = *time;
    Value dom = callOp(c, domainOp, {e.clock});
    if (!finiteSetElems(dom, e.hosts))
      argumentError(c, "fourth", "CausalOrder", "set", dom);
    byNode[node].push_back(&e);
  }
  for (auto &[node, list] : byNode)
    std::stable_sort(list.begin(), list.end(),
                     [](const Event *a, const Event *b) { return val::compare(a->time, b->time) < 0; });
  for (auto &[node, list] : byNode) {
    std::map<Value, Value, ValueLess> global;
    for (const auto &[h, l] : byNode)
      global[h] = Value::integer(0);
    for (Event *e : list) {
      global[node] = e->time;
      for (const Value &other : e->hosts) {
        auto g = global.find(other);
        std::optional<Value> time = val::apply(e->clock, other);
        if (g == global.end() || !time || !time->isInt())
          c.ev.fail("CausalOrder: the clock " + val::toString(e->clock) + " names the node " + val::toString(other) +
                        ", which has no event in the log",
                    c.range);
        if (val::compare(g->second, *time) < 0) {
          g->second = *time;
          const std::vector<Event *> &otherList = byNode[other];
          int64_t idx = time->asInt() - 1;
          if (idx < 0 || idx >= static_cast<int64_t>(otherList.size()))
            c.ev.fail("CausalOrder: the clock " + val::toString(e->clock) + " is ahead of the log of node " +
                          val::toString(other),
                      c.range);
          Event *parent = otherList[static_cast<size_t>(idx)];
          e->parents.insert(parent);
          parent->children.insert(e);
        }
      }
    }
  }
  std::map<Value, size_t, ValueLess> head;
  std::vector<Value> sorted;
  for (size_t round = 0; round < log.size(); ++round)
    for (auto &[node, list] : byNode) {
      size_t &h = head[node];
      if (h == list.size() || !list[h]->parents.empty())
        continue;
      Event *e = list[h++];
      for (Event *child : e->children)
        child->parents.erase(e);
      sorted.push_back(e->line);
    }
  return Value::tuple(std::move(sorted));
}

const NativeEntry kTable[] = {
    {"VectorClocks", "CausalOrder", causalOrder},
};

} // namespace

std::span<const NativeEntry> vectorClocksNatives() { return kTable; }

} // namespace tlacore::eval::natives
