// The invariant metric against ../shared/reference/sysmobench-invariants:
// the spec and cfg edits are byte for byte the harness's (the edited files
// beside TLC's outputs), and every (model, invariant) gets the harness's
// verdict, hence every model its score.
#include <gtest/gtest.h>

#include <cmath>

#include "load_text.h"
#include "reference_data.h"
#include "score_model.h"

namespace fs = std::filesystem;
using namespace tlacore::scoring;
using namespace tlacore::scoring::testing;

namespace {

fs::path invariantsDir() { return referenceDir() / "sysmobench-invariants"; }

fs::path fileWithExtension(const fs::path &dir, const std::string &ext) {
  for (auto &e : fs::directory_iterator(dir))
    if (e.path().extension() == ext)
      return e.path();
  return {};
}

TEST(InvariantsReference, EditsAreTheHarnesss) {
  if (!fs::exists(invariantsDir() / "results.tsv"))
    GTEST_SKIP() << "no " << invariantsDir() << " (../shared absent)";
  auto paths = modelPaths();
  int checked = 0;
  for (auto &row : readTsv(invariantsDir() / "results.tsv")) {
    SCOPED_TRACE(row["model_id"] + " " + row["invariant"]);
    fs::path spec = sharedDir() / paths.at(row["model_id"]);
    fs::path cfg = fs::path(spec).replace_extension(".cfg");
    std::vector<ConcreteInvariant> invs = readInvariantFile((invariantsDir() / row["model_id"] / "invariants.json").string());
    const ConcreteInvariant *inv = nullptr;
    for (auto &i : invs)
      if (i.name == row["invariant"])
        inv = &i;
    ASSERT_NE(inv, nullptr);
    EXPECT_EQ(inv->type, row["type"]);
    fs::path dir = invariantsDir() / row["model_id"] / row["invariant"];
    std::string specText, cfgText;
    ASSERT_TRUE(readText(spec.string(), specText));
    ASSERT_TRUE(readText(cfg.string(), cfgText));
    EXPECT_EQ(insertInvariantDefinition(specText, inv->definition, inv->name), readFile(fileWithExtension(dir, ".tla")));
    EXPECT_EQ(addInvariantToConfig(cfgText, inv->name, inv->type), readFile(fileWithExtension(dir, ".cfg")));
    ++checked;
  }
  EXPECT_EQ(checked, 81);
}

TEST(InvariantsReference, EveryVerdictAndScoreIsTheHarnesss) {
  if (!fs::exists(invariantsDir() / "results.tsv"))
    GTEST_SKIP() << "no " << invariantsDir() << " (../shared absent)";
  auto paths = modelPaths();
  std::map<std::string, std::map<std::string, std::map<std::string, std::string>>> want; // model -> invariant -> row
  for (auto &row : readTsv(invariantsDir() / "results.tsv"))
    want[row["model_id"]][row["invariant"]] = row;
  int agree = 0, total = 0, modelsAgree = 0;
  for (auto &[model, rows] : want) {
    SCOPED_TRACE(model);
    ScoreRequest req;
    req.model = (sharedDir() / paths.at(model)).string();
    req.metrics = {"invariants"};
    req.invariantsFile = (invariantsDir() / model / "invariants.json").string();
    ScoreReport rep = scoreModel(req);
    ASSERT_TRUE(rep.invariants && rep.invariants->score) << (rep.invariants ? rep.invariants->error : "");
    int passes = 0;
    for (const InvariantResult &r : rep.invariants->results) {
      SCOPED_TRACE(r.name + ": " + r.verdict + " - " + r.reason);
      ASSERT_TRUE(rows.count(r.name));
      bool harnessPass = rows[r.name]["verdict_harness"] == "pass";
      EXPECT_EQ(r.passedByHarness, harnessPass);
      if (rows[r.name]["tlc_rc"] == "TIMEOUT")
        EXPECT_EQ(r.verdict, "unknown"); // TLC stopped at the limit too
      else
        EXPECT_EQ(r.exitCode, std::stoi(rows[r.name]["tlc_rc"]));
      EXPECT_FALSE(r.reason.empty());
      agree += r.passedByHarness == harnessPass ? 1 : 0;
      passes += harnessPass ? 1 : 0;
      ++total;
    }
    EXPECT_EQ(rep.invariants->results.size(), rows.size());
    double wantScore = static_cast<double>(passes) / static_cast<double>(rows.size());
    EXPECT_NEAR(*rep.invariants->score, wantScore, 1e-9);
    modelsAgree += std::fabs(*rep.invariants->score - wantScore) < 1e-9 ? 1 : 0;
  }
  EXPECT_EQ(agree, total);
  std::cout << "invariant metric: " << agree << "/" << total << " verdicts, " << modelsAgree << "/" << want.size()
            << " model scores agree with the benchmark\n";
}

} // namespace
