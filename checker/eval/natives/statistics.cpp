// Native Statistics operators, as TLC's CommunityModules override them
// (tlc2.overrides.Statistics, which calls Apache Commons Math's ChiSquareTest).
#include <cmath>
#include <cstdlib>

#include "natives.h"

namespace tlacore::eval::natives {
namespace {

using val::Kind;
using val::Value;

// The regularized lower incomplete gamma function P(a, x).
double regularizedGammaP(double a, double x) {
  if (x <= 0)
    return 0;
  double lg = std::lgamma(a);
  if (x < a + 1) { // series
    double sum = 1.0 / a, term = sum;
    for (int n = 1; n < 100000; ++n) {
      term *= x / (a + n);
      sum += term;
      if (std::fabs(term) < std::fabs(sum) * 1e-15)
        break;
    }
    return sum * std::exp(-x + a * std::log(x) - lg);
  }
  // continued fraction for Q(a, x) (modified Lentz)
  double b = x + 1 - a, cc = 1.0 / 1e-300, d = 1.0 / b, h = d;
  for (int i = 1; i < 100000; ++i) {
    double an = -i * (i - a);
    b += 2;
    d = an * d + b;
    if (std::fabs(d) < 1e-300)
      d = 1e-300;
    cc = b + an / cc;
    if (std::fabs(cc) < 1e-300)
      cc = 1e-300;
    d = 1 / d;
    double del = d * cc;
    h *= del;
    if (std::fabs(del - 1) < 1e-15)
      break;
  }
  return 1 - std::exp(-x + a * std::log(x) - lg) * h;
}

std::vector<Value> countsArg(const NativeCall &c, size_t i) {
  Value f = c.arg(i);
  if (!f.isFcn())
    argumentError(c, ordinal(i), "ChiSquare", "function", f);
  for (const Value &n : f.vals())
    if (!n.isInt())
      argumentError(c, ordinal(i), "ChiSquare", "function", f);
  return f.vals();
}

// ChiSquare(expected, actual, alpha): TRUE unless the chi-square goodness of
// fit test rejects, at significance alpha (a string such as "0.05"), that
// actual follows the distribution of expected.
Value chiSquare(const NativeCall &c) {
  std::vector<Value> expected = countsArg(c, 0), actual = countsArg(c, 1);
  Value alphaV = c.arg(2);
  if (alphaV.kind() != Kind::String)
    argumentError(c, "third", "ChiSquare", "StringValue representing a double in (0, .5]", alphaV);
  std::string alphaText(alphaV.text());
  char *end = nullptr;
  double alpha = std::strtod(alphaText.c_str(), &end);
  if (alphaText.empty() || *end != '\0')
    c.ev.fail("java.lang.NumberFormatException: For input string: \"" + alphaText + "\"", c.range);
  if (!(alpha > 0 && alpha <= 0.5))
    c.ev.fail("out of bounds significance level " + alphaText + ", must be between 0 and 0.5", c.range);
  if (expected.size() < 2)
    c.ev.fail("insufficient dimension " + std::to_string(expected.size()) + ", must be at least 2", c.range);
  if (expected.size() != actual.size())
    c.ev.fail(std::to_string(expected.size()) + " != " + std::to_string(actual.size()), c.range);
  double sumExpected = 0, sumObserved = 0;
  for (size_t i = 0; i < expected.size(); ++i) {
    if (expected[i].asInt() <= 0)
      c.ev.fail("the expected counts must be positive", c.range);
    if (actual[i].asInt() < 0)
      c.ev.fail("the observed counts must not be negative", c.range);
    sumExpected += static_cast<double>(expected[i].asInt());
    sumObserved += static_cast<double>(actual[i].asInt());
  }
  double ratio = 1;
  bool rescale = std::fabs(sumExpected - sumObserved) > 10E-6;
  if (rescale)
    ratio = sumObserved / sumExpected;
  double statistic = 0;
  for (size_t i = 0; i < expected.size(); ++i) {
    double e = static_cast<double>(expected[i].asInt()), o = static_cast<double>(actual[i].asInt());
    double dev = rescale ? o - ratio * e : o - e;
    statistic += dev * dev / (rescale ? ratio * e : e);
  }
  double df = static_cast<double>(expected.size()) - 1;
  double pValue = 1 - regularizedGammaP(df / 2, statistic / 2);
  return Value::boolean(!(pValue < alpha));
}

const NativeEntry kTable[] = {
    {"Statistics", "ChiSquare", chiSquare},
};

} // namespace

std::span<const NativeEntry> statisticsNatives() { return kTable; }

} // namespace tlacore::eval::natives
