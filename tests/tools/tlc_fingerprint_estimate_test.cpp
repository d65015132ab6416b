// TLC's estimates of a fingerprint collision at the end of a complete
// search (ModelChecker.reportSuccess): the optimistic one always, and
// "based on the actual fingerprints" (1 / the least distance between two
// fingerprints of a set of its MultiFPSet, FPSet.checkFPs, as
// BigDecimal(1).divide(distance, MathContext(2))) only when the optimistic
// one is at least 1E-10. And TLCExt!TLCFP under -fp N: FP64.New() is the
// polynomial -fp chose (FP64.Init), for TLCFP as for the states.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdio>
#include <fstream>
#include <regex>
#include <sstream>
#include <string>
#include <vector>

#include "../checker/reference_fp64.h"
#include "cli_run.h"
#include "file_text.h"

namespace {

using tlacore::ReferenceFp64;

// FP64.Polys[0], [1], [130] (tlc2.util.FP64).
constexpr uint64_t kPoly[] = {0x911498AE0E66BAD6ULL, 0xda8a0ba66dae0181ULL, 0x91f5a5fa9c5515a5ULL};
constexpr int kPolyIndex[] = {0, 1, 130};

// IntValue.fingerPrint: FP64.Extend(FP64.Extend(fp, INTVALUE = 1), val).
uint64_t intFingerprint(uint64_t poly, int32_t v) {
  ReferenceFp64 f(poly);
  f.byte(1);
  f.int32(static_cast<uint32_t>(v));
  return f.fp;
}

// The lines of `out` from "  calculated (optimistic)" on that start with
// two spaces (the estimates): what TLC prints of them.
std::string estimates(const std::string &out) {
  std::string r;
  std::istringstream in(out);
  bool on = false;
  for (std::string line; std::getline(in, line);) {
    if (line.rfind("  calculated (optimistic):", 0) == 0)
      on = true;
    else if (on && line.rfind("  ", 0) != 0)
      break;
    if (on)
      r += line + "\n";
  }
  return r;
}

// TLC's "val = " text of 1 / gap: two significant digits, Java's
// Double.toString form (independently of the code under test: printf's
// rounding of the nearest long double, ties being impossible for 1 / gap
// with gap > 2).
std::string javaReciprocal(uint64_t gap) {
  char buf[64];
  std::snprintf(buf, sizeof buf, "%.1LE", 1.0L / static_cast<long double>(gap)); // "5.1E-09"
  std::string s = buf;
  size_t e = s.find('E');
  int exp = std::stoi(s.substr(e + 1));
  return s.substr(0, e) + "E" + std::to_string(exp);
}

// Every recorded TLC run of the Examples (../shared/reference/examples) of
// a complete search that tlacore repeats quickly: the same estimates, with
// the run's own -fp (its banner's "with fp N"); the second line where TLC
// printed it (acp, ewd426, Disruptor_MPMC) and not where it did not.
// (Longer runs checked once by hand, all 17 recorded runs with the second
// line: 16 agree, Barriers since the variable order follows SANY's rehashes
// (tlc_variable_order_test); SpanTreeRandom's graph is RandomElement's, its
// counts differ already.)
TEST(TlcFingerprintEstimate, RecordedRunsPrintTlcsEstimates) {
  std::string shared = TLACORE_SHARED_DIR;
  std::ifstream tsv(shared + "/corpus/examples/expected.tsv");
  if (!tsv)
    GTEST_SKIP() << "no Examples corpus in " << shared;
  int compared = 0, withActual = 0;
  for (std::string line; std::getline(tsv, line);) {
    if (line.empty() || line[0] == '#')
      continue;
    std::vector<std::string> f;
    std::stringstream ss(line);
    for (std::string c; std::getline(ss, c, '\t');)
      f.push_back(c);
    if (f.size() < 8 || f[0] == "module" || f[3] != "success" || f[2] != "exhaustive search")
      continue;
    std::string name = f[1];
    std::replace(name.begin(), name.end(), '/', '_');
    // Those TLC ran in at most 5 s, and two with the second line TLC ran longer.
    if (std::stod(f[7].empty() ? "0" : f[7]) > 5 && name != "Disruptor_Disruptor_MPMC.cfg" &&
        name != "ewd426_TokenRing.cfg")
      continue;
    std::string ref = clirun::readFile(shared + "/reference/examples/" + name + ".txt");
    std::smatch fp;
    if (ref.empty() || !std::regex_search(ref, fp, std::regex(R"(Model-Checking with fp (\d+))")))
      continue;
    std::string want = estimates(ref);
    if (want.empty())
      continue;
    std::string dir = shared + "/corpus/examples/" + f[0].substr(0, f[0].rfind('/'));
    std::string cfg = f[1].substr(f[1].rfind('/') + 1), tla = f[0].substr(f[0].rfind('/') + 1);
    clirun::Result r = clirun::runIn(dir, "tlc -workers 1 -fp " + fp[1].str() + " -config " + cfg + " " + tla);
    EXPECT_EQ(estimates(r.out), want) << f[1] << "\n" << r.out.substr(r.out.size() > 2000 ? r.out.size() - 2000 : 0);
    ++compared;
    withActual += want.find("based on the actual fingerprints") != std::string::npos;
  }
  if (compared == 0)
    GTEST_SKIP() << "no recorded runs in " << shared << "/reference/examples";
  EXPECT_GE(withActual, 3);
  EXPECT_GE(compared, 40);
}

// x in 0..N-1, each state stepping to the next k (mod N): N distinct, N(k+1)
// generated. The second estimate appears exactly when N * N k / 2^64 >= 1E-10,
// its value the least distance between the states' FP64 fingerprints
// within a set of the MultiFPSet (-fpbits B: the top B bits), each without
// its top bit, for each -fp.
TEST(TlcFingerprintEstimate, ActualEstimateFromTheStatesFingerprints) {
  auto spec = [](int n, int k) {
    return "---- MODULE Ring ----\nEXTENDS Naturals\nVARIABLE x\nInit == x \\in 0.." + std::to_string(n - 1) +
           "\nNext == \\E i \\in 1.." + std::to_string(k) + " : x' = (x + i) % " + std::to_string(n) + "\n====\n";
  };
  struct Case {
    int n, k, poly, fpbits;
    bool actual;
  };
  // 20000^2 * 5 / 2^64 = 1.08E-10 (printed); 19000^2 * 5 / 2^64 = 9.8E-11 (not).
  for (const Case &c : std::vector<Case>{{20000, 5, 0, 1, true}, {20000, 5, 1, 1, true}, {20000, 5, 2, 1, true},
                                         {20000, 5, 0, 0, true}, {20000, 5, 0, 2, true}, {19000, 5, 0, 1, false}}) {
    SCOPED_TRACE("N " + std::to_string(c.n) + " -fp " + std::to_string(kPolyIndex[c.poly]) + " -fpbits " +
                 std::to_string(c.fpbits));
    clirun::SpecDir dir({{"Ring.tla", spec(c.n, c.k)}, {"Ring.cfg", "INIT Init\nNEXT Next\n"}});
    clirun::Result r = dir.run("tlc -workers 2 -fp " + std::to_string(kPolyIndex[c.poly]) + " -fpbits " +
                               std::to_string(c.fpbits) + " Ring.tla");
    ASSERT_EQ(r.rc, 0) << r.out;
    std::string est = estimates(r.out);
    if (!c.actual) {
      EXPECT_EQ(est, "  calculated (optimistic):  val = 9.8E-11\n") << r.out;
      continue;
    }
    std::vector<uint64_t> fps;
    for (int x = 0; x < c.n; ++x) {
      uint64_t v = intFingerprint(kPoly[c.poly], x);
      fps.push_back(c.fpbits == 0 ? (v & 0x7FFFFFFFFFFFFFFFULL) : v);
    }
    std::sort(fps.begin(), fps.end());
    uint64_t gap = UINT64_MAX;
    for (size_t i = 1; i < fps.size(); ++i)
      if (c.fpbits == 0 || (fps[i] >> (64 - c.fpbits)) == (fps[i - 1] >> (64 - c.fpbits)))
        gap = std::min(gap, fps[i] - fps[i - 1]);
    EXPECT_EQ(est, "  calculated (optimistic):  val = 1.1E-10\n  based on the actual fingerprints:  val = " +
                       javaReciprocal(gap) + "\n")
        << r.out;
  }
}

// TLCExt!TLCFP(v): the lower 32 bits of v's fingerprint from FP64.New(),
// the polynomial of the run's -fp (0 by default), read in ASSUME, Init,
// Next and an invariant alike; and a model value of the cfg (MODELVALUE,
// 21, then its token: the cfg's first text, 1).
TEST(TlcFingerprintEstimate, TlcfpUsesTheRunsPolynomial) {
  clirun::SpecDir dir(
      {{"Fp.tla", "---- MODULE Fp ----\nEXTENDS TLC, TLCExt, Integers\nCONSTANT M\nVARIABLE x\n"
                  "ASSUME PrintT(<<\"assume\", TLCFP(7), TLCFP(M)>>)\n"
                  "Init == PrintT(<<\"init\", TLCFP(7)>>) /\\ x = TLCFP(-3)\n"
                  "Next == PrintT(<<\"next\", TLCFP(x)>>) /\\ UNCHANGED x\n"
                  "Inv == PrintT(<<\"inv\", TLCFP(x)>>)\n====\n"},
       {"Fp.cfg", "CONSTANT M = m\nINIT Init\nNEXT Next\nINVARIANT Inv\n"}});
  for (int p = 0; p < 3; ++p) {
    SCOPED_TRACE(kPolyIndex[p]);
    std::string opt = p == 0 ? "" : " -fp " + std::to_string(kPolyIndex[p]);
    for (const char *mode : {"-workers 1", "-simulate num=1 -depth 2", "-dfid 2"}) {
      clirun::Result r = dir.run(std::string("tlc ") + mode + opt + " Fp.tla");
      EXPECT_EQ(r.rc, 0) << mode << "\n" << r.out;
      auto lo = [](uint64_t fp) { return std::to_string(static_cast<int32_t>(static_cast<uint32_t>(fp))); };
      ReferenceFp64 m(kPoly[p]);
      m.byte(21);
      m.int32(1);
      std::string x = lo(intFingerprint(kPoly[p], -3));
      for (const std::string &want :
           {"<<\"assume\", " + lo(intFingerprint(kPoly[p], 7)) + ", " + lo(m.fp) + ">>",
            "<<\"init\", " + lo(intFingerprint(kPoly[p], 7)) + ">>",
            "<<\"next\", " + lo(intFingerprint(kPoly[p], static_cast<int32_t>(std::stol(x)))) + ">>",
            "<<\"inv\", " + lo(intFingerprint(kPoly[p], static_cast<int32_t>(std::stol(x)))) + ">>"})
        EXPECT_NE(r.out.find(want), std::string::npos) << mode << ": " << want << "\n" << r.out;
    }
  }
}

} // namespace
