// The order TLC keeps a state's variables in (model/variable_order.h): the
// order its states print in and the order FP64 fingerprints them in (so
// also the estimate "based on the actual fingerprints"). SANY 1.8.0 returns
// the variables in its context's java.util.Hashtable enumeration, reversed:
// ascending buckets, each chain from its tail. A chain has the newest entry
// at its head; a rehash (capacity 2c+1 once the count reaches 3/4 of c)
// moves the old buckets from the last down, each chain from its head, each
// entry to the head of its new bucket. The context starts with SANY's 72
// built-in operators (capacity 191), then the module's entries in text
// order; so where the variables are declared, relative to the rehashes to
// 383 (the 144th entry) and 767 (the 288th), decides the order of two that
// share a bucket. Each case states the buckets (String.hashCode & 0x7fffffff
// modulo the capacity) it depends on.
#include <gtest/gtest.h>

#include <string>

#include "cli_run.h"

namespace {

// `before` definitions, the variables, `after` definitions, then a
// spec whose invariant fails in the second state: the trace prints both.
std::string spec(const std::string &vars, int before, int after) {
  std::string defs;
  auto add = [&](int n, const char *prefix) {
    for (int i = 0; i < n; ++i)
      defs += std::string(prefix) + std::to_string(i) + " == " + std::to_string(i) + "\n";
  };
  std::string text = "---- MODULE Order ----\n";
  add(before, "B");
  text += defs + "VARIABLES " + vars + "\n";
  defs.clear();
  add(after, "A");
  text += defs;
  std::string init, unchanged;
  size_t start = 0;
  int k = 0;
  while (start <= vars.size()) {
    size_t end = vars.find(", ", start);
    std::string v = vars.substr(start, end == std::string::npos ? std::string::npos : end - start);
    init += (init.empty() ? "" : " /\\ ") + v + " = " + std::to_string(k++);
    if (k > 1)
      unchanged += (unchanged.empty() ? "" : ", ") + v;
    if (end == std::string::npos)
      break;
    start = end + 2;
  }
  std::string first = vars.substr(0, vars.find(','));
  text += "Init == " + init + "\nNext == " + first + "' = 9 /\\ UNCHANGED <<" + unchanged + ">>\nInv == " + first +
          " = 0\n====\n";
  return text;
}

// The variables' lines of the trace's first state, in order.
std::string firstState(const std::string &out) {
  size_t at = out.find("State 1:");
  if (at == std::string::npos)
    return "";
  at = out.find('\n', at) + 1;
  size_t end = out.find("\n\n", at);
  std::string lines = out.substr(at, end - at), names;
  for (size_t p = 0; p < lines.size();) {
    size_t e = lines.find(" = ", p);
    names += (names.empty() ? "" : " ") + lines.substr(p + 3, e - p - 3);
    p = lines.find('\n', e);
    p = p == std::string::npos ? lines.size() : p + 1;
  }
  return names;
}

struct Case {
  std::string vars;
  int before, after;
  std::string order;
  std::string why;
};

TEST(TlcVariableOrder, RehashesAfterTheVariablesReorderABucket) {
  // Barriers' variables: at 767 rdv is in bucket 23, gate_1 28, lock and
  // gate_2 both 29, pc 503; at 383 lock is in 154, gate_2 352; at 191 lock 55, gate_2 7.
  const std::string barriers = "pc, lock, gate_1, gate_2, rdv";
  // v7679 and v10000 share bucket 172 at 383 and bucket 277 at 767.
  const std::string twins = "v7679, v10000";
  for (const Case &c : std::vector<Case>{
           {barriers, 220, 0, "rdv gate_1 lock gate_2 pc", "declared at capacity 767, no rehash after: oldest first"},
           {barriers, 100, 150, "rdv gate_1 gate_2 lock pc",
            "declared at 383 in buckets 154 and 352, moved to 767 gate_2 first: lock ends at the head"},
           {barriers, 0, 230, "rdv gate_1 gate_2 lock pc", "declared at 191, moved to 383 and to 767 (as above)"},
           {twins, 220, 0, "v7679 v10000", "declared at 767 in one bucket, no rehash after: oldest first"},
           {twins, 0, 30, "v10000 v7679", "at 191 in buckets 21 and 138, no rehash after"},
           {twins, 100, 150, "v10000 v7679", "one chain at 383 moved to one bucket of 767: reversed"},
       }) {
    SCOPED_TRACE(c.why);
    clirun::SpecDir dir({{"Order.tla", spec(c.vars, c.before, c.after)},
                         {"Order.cfg", "INIT Init\nNEXT Next\nINVARIANT Inv\n"}});
    clirun::Result r = dir.run("tlc -workers 1 Order.tla");
    EXPECT_EQ(r.rc, 12) << r.out;
    EXPECT_EQ(firstState(r.out), c.order) << r.out;
  }
}

// `n` definitions named prefix0, prefix1, ...
std::string defs(int n, const std::string &prefix) {
  std::string out;
  for (int i = 0; i < n; ++i)
    out += prefix + std::to_string(i) + " == " + std::to_string(i) + "\n";
  return out;
}

std::string behaviour(const std::string &first, const std::string &others) {
  std::string init = first + " = 0", unchanged;
  int k = 1;
  size_t start = 0;
  while (!others.empty() && start <= others.size()) {
    size_t end = others.find(", ", start);
    std::string v = others.substr(start, end == std::string::npos ? std::string::npos : end - start);
    init += " /\\ " + v + " = " + std::to_string(k++);
    unchanged += (unchanged.empty() ? "" : ", ") + v;
    if (end == std::string::npos)
      break;
    start = end + 2;
  }
  return "Init == " + init + "\nNext == " + first + "' = 9 /\\ UNCHANGED <<" + unchanged + ">>\nInv == " + first +
         " = 0\n";
}

// Variables declared in a module the root EXTENDS, or entries an INSTANCE adds: SANY's context of the root
// receives an EXTENDed module's entries first, in that module's order (Context.mergeExtendContext walks
// its pairs from the first added), then the root's own units in text order; a named INSTANCE adds I!Op
// for every definition of the instantiated module and I, an unnamed one each definition. Each case puts the
// entries of a single-module case above in other modules, so the variables enter the table at the same
// count and the order is that case's.
TEST(TlcVariableOrder, ExtendedModulesAndInstancesCountAsTheRootsOwn) {
  const std::string barriers = "pc, lock, gate_1, gate_2, rdv";
  struct Split {
    std::string why;
    std::string e, n, m; // E (extended by M), N (instantiated), M's text after EXTENDS E
    std::string order;
  };
  const std::string bNext = behaviour("pc", "lock, gate_1, gate_2, rdv");
  const std::string tNext = behaviour("v7679", "v10000");
  for (const Split &c : std::vector<Split>{
           {"E declares them after 220 definitions (as declared at 767)", defs(220, "B") + "VARIABLES " + barriers,
            "Z == 0", "\n" + bNext, "rdv gate_1 lock gate_2 pc"},
           {"E declares them after 100, M has 150 after (at 383, moved to 767)",
            defs(100, "B") + "VARIABLES " + barriers, "Z == 0", defs(150, "A") + bNext, "rdv gate_1 gate_2 lock pc"},
           {"E declares them first, M has 230 after (at 191, moved twice)", "VARIABLES " + barriers, "Z == 0",
            defs(230, "A") + bNext, "rdv gate_1 gate_2 lock pc"},
           {"E declares one twin, M the other (one chain at 383 moved to 767)", defs(100, "B") + "VARIABLE v7679",
            "Z == 0", "VARIABLE v10000\n" + defs(150, "A") + tNext, "v10000 v7679"},
           {"an unnamed INSTANCE of 150 definitions after M's variables", "Z == 0", defs(150, "A"),
            defs(99, "B") + "VARIABLES " + barriers + "\nINSTANCE N\n" + bNext, "rdv gate_1 gate_2 lock pc"},
           {"a named INSTANCE (149 I!Op and I) after M's variables", "Z == 0", defs(149, "A"),
            defs(99, "B") + "VARIABLES " + barriers + "\nI == INSTANCE N\n" + bNext, "rdv gate_1 gate_2 lock pc"},
           {"E's unnamed INSTANCE of 100 definitions before its variables", "INSTANCE N\nVARIABLES " + barriers,
            defs(100, "C"), defs(150, "A") + bNext, "rdv gate_1 gate_2 lock pc"},
       }) {
    SCOPED_TRACE(c.why);
    clirun::SpecDir dir({{"E.tla", "---- MODULE E ----\n" + c.e + "\n====\n"},
                         {"N.tla", "---- MODULE N ----\n" + c.n + "\n====\n"},
                         {"M.tla", "---- MODULE M ----\nEXTENDS E\n" + c.m + "====\n"},
                         {"M.cfg", "INIT Init\nNEXT Next\nINVARIANT Inv\n"}});
    clirun::Result r = dir.run("tlc -workers 1 M.tla");
    EXPECT_EQ(r.rc, 12) << r.out;
    EXPECT_EQ(firstState(r.out), c.order) << r.out;
  }
}

} // namespace
