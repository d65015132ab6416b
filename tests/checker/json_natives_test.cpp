// The Json and IOUtils (binary value file) natives, as TLC's CommunityModules
// overrides: every JSON value kind and its TLA+ value, every error case (a
// missing file, a malformed line, null, an empty file, ...), the text the
// serializers write, and round trips through files.
#include <gtest/gtest.h>

#include <filesystem>
#include <string>

#include "check_test_helpers.h"
#include "eval/natives/json.h"

namespace tlacore {
namespace {

using checktest::CheckRun;
using checktest::checkText;
using checktest::Stage;
using checktest::TempDir;
using explore::Outcome;

// Checks a module whose only content is `ASSUME expr` (after `defs`).
CheckRun assume(const std::string &expr, const std::string &defs = "") {
  std::string tla = "---- MODULE JsonExpr ----\nEXTENDS Naturals, Integers, Sequences, TLC, Json, IOUtils\n" + defs +
                    "\nASSUME " + expr + "\n====\n";
  return checkText({tla}, "");
}

void expectHolds(const std::string &expr, const std::string &defs = "") {
  CheckRun r = assume(expr, defs);
  ASSERT_EQ(r.stage, Stage::Loaded) << expr << ": " << r.problem;
  EXPECT_EQ(r.result.outcome, Outcome::Success) << expr << ": " << r.result.error.message;
}

// Evaluating `expr` fails with a message that contains each of `parts`.
void expectError(const std::string &expr, const std::vector<std::string> &parts) {
  CheckRun r = assume(expr);
  ASSERT_EQ(r.stage, Stage::Loaded) << expr << ": " << r.problem;
  ASSERT_EQ(r.result.outcome, Outcome::EvalErrorInit) << expr;
  for (const std::string &p : parts)
    EXPECT_NE(r.result.error.message.find(p), std::string::npos) << expr << ": " << r.result.error.message;
}

std::string tlaString(const std::string &path) { return "\"" + path + "\""; }

// ---- JSON -> TLA+ -----------------------------------------------------------------

TEST(JsonNatives, EveryValueKindOfAnNdjsonLine) {
  TempDir dir;
  std::string p = dir.write("kinds.ndjson", "{\"a\": 1, \"b\": \"s\", \"c\": true, \"d\": false}\n"
                                            "[1, [2, 3], {\"x\": []}]\n"
                                            "\"str\"\n"
                                            "42\n"
                                            "-7\n"
                                            "{\"nested\": {\"deep\": [{\"k\": [true]}]}}\n"
                                            "\"caf\\u00e9 \\\"q\\\" \\n\"\n");
  expectHolds("ndJsonDeserialize(" + tlaString(p) +
              ") = << [a |-> 1, b |-> \"s\", c |-> TRUE, d |-> FALSE], <<1, <<2, 3>>, [x |-> <<>>]>>, \"str\", 42, -7,"
              " [nested |-> [deep |-> <<[k |-> <<TRUE>>]>>]], \"caf\xc3\xa9 \\\"q\\\" \\n\" >>");
}

TEST(JsonNatives, NumbersAreTlcIntegersAsGsonsGetAsInt) {
  TempDir dir;
  // The integer part, then the low 32 bits (Java's BigDecimal.intValue).
  std::string p = dir.write("numbers.ndjson", "1.9\n-2.7\n1e3\n2.5E-1\n4294967297\n2147483648\n"
                                              "123456789012345678901234567890\n1712329729.6024537\n-0\n");
  expectHolds("ndJsonDeserialize(" + tlaString(p) +
              ") = <<1, -2, 1000, 0, 1, -2147483647 - 1, 1312754386, 1712329729, 0>>");
  EXPECT_EQ(eval::natives::javaIntOfJsonNumber("12.5e1"), 125);
  EXPECT_EQ(eval::natives::javaIntOfJsonNumber("1e40"), 0);      // 10^40 is 0 modulo 2^32
  EXPECT_EQ(eval::natives::javaIntOfJsonNumber("-1e-5"), 0);
  EXPECT_EQ(eval::natives::javaIntOfJsonNumber("4294967295.99"), -1);
}

TEST(JsonNatives, BlankLinesAreSkippedAndRepeatedKeysTakeTheLastValue) {
  TempDir dir;
  std::string p = dir.write("blank.ndjson", "\n   \n{\"a\": 1, \"a\": 2, \"b\": 3}\r\n\t\n[]\n\n");
  expectHolds("ndJsonDeserialize(" + tlaString(p) + ") = << [a |-> 2, b |-> 3], <<>> >>");
  // Lines end at "\n", "\r\n" or a lone "\r", as Java's readLine ends them.
  std::string cr = dir.write("cr.ndjson", "1\r2\r\n3\n\r{\"a\": x}\n");
  expectError("ndJsonDeserialize(" + tlaString(cr) + ") = <<>>", {cr + ", line 5:"});
  std::string crOk = dir.write("crok.ndjson", "1\r2\r\n3\r");
  expectHolds("ndJsonDeserialize(" + tlaString(crOk) + ") = <<1, 2, 3>>");
  std::string empty = dir.write("empty.ndjson", "");
  expectHolds("ndJsonDeserialize(" + tlaString(empty) + ") = <<>>");
  std::string obj = dir.write("obj.ndjson", "{}\n");
  expectHolds("DOMAIN ndJsonDeserialize(" + tlaString(obj) + ")[1] = {}");
}

TEST(JsonNatives, JsonDeserializeReadsOneValueOverManyLines) {
  TempDir dir;
  std::string p = dir.write("plain.json", "[\n  {\"a\": [1,\n 2]},\n  \"x\"\n]\n");
  expectHolds("JsonDeserialize(" + tlaString(p) + ") = << [a |-> <<1, 2>>], \"x\" >>");
  std::string scalar = dir.write("scalar.json", "  7  ");
  expectHolds("JsonDeserialize(" + tlaString(scalar) + ") = 7");
}

TEST(JsonNatives, ErrorsNameTheFileAndLine) {
  TempDir dir;
  std::string missing = (dir.path() / "missing.ndjson").string();
  expectError("ndJsonDeserialize(" + tlaString(missing) + ") = <<>>",
              {"Attempted to apply the operator overridden by the Java method",
               "tlc2.overrides.Json.ndDeserialize", missing + " (No such file or directory)"});
  expectError("JsonDeserialize(" + tlaString(missing) + ") = <<>>", {"Json.deserialize", missing});
  expectError("ndJsonDeserialize(" + tlaString(dir.path().string()) + ") = <<>>", {"(Is a directory)"});

  std::string bad = dir.write("bad.ndjson", "{\"a\": 1}\n\n{\"a\": x}\n");
  expectError("ndJsonDeserialize(" + tlaString(bad) + ") = <<>>", {bad + ", line 3:", "syntax error"});
  std::string trailing = dir.write("trailing.ndjson", "[1] [2]\n");
  expectError("ndJsonDeserialize(" + tlaString(trailing) + ") = <<>>", {trailing + ", line 1:"});
  std::string unterminated = dir.write("open.ndjson", "1\n{\"a\": [1, 2\n");
  expectError("ndJsonDeserialize(" + tlaString(unterminated) + ") = <<>>", {unterminated + ", line 2:"});

  std::string nulls = dir.write("null.ndjson", "1\n{\"a\": null}\n");
  expectError("ndJsonDeserialize(" + tlaString(nulls) + ") = <<>>", {nulls + ", line 2:", "JSON null"});
  std::string topNull = dir.write("topnull.ndjson", "null\n");
  expectError("ndJsonDeserialize(" + tlaString(topNull) + ") = <<>>", {topNull + ", line 1:", "JSON null"});

  std::string empty = dir.write("empty.json", " \n");
  expectError("JsonDeserialize(" + tlaString(empty) + ") = <<>>", {empty, "no JSON value"});
  std::string badPlain = dir.write("bad.json", "[1,\n2,\n]");
  expectError("JsonDeserialize(" + tlaString(badPlain) + ") = <<>>", {badPlain, "line 3"});

  expectError("ndJsonDeserialize(1) = <<>>", {"Cannot cast tlc2.value.impl.IntValue to tlc2.value.impl.StringValue"});
}

// ---- TLA+ -> JSON -----------------------------------------------------------------

TEST(JsonNatives, ToJsonWritesGsonsCompactText) {
  expectHolds("ToJson([a |-> 1, b |-> <<1, \"x\">>, c |-> TRUE]) = \"{\\\"a\\\":1,\\\"b\\\":[1,\\\"x\\\"],\\\"c\\\":true}\"");
  expectHolds("ToJson({3, 1, 2}) = \"[1,2,3]\"");
  expectHolds("ToJson(2..4) = \"[2,3,4]\"");
  expectHolds("ToJson(<<>>) = \"[]\"");
  expectHolds("ToJson(-5) = \"-5\"");
  expectHolds("ToJson(\"a\\\"b\\\\c\\nd\\te\") = \"\\\"a\\\\\\\"b\\\\\\\\c\\\\nd\\\\te\\\"\"");
  expectHolds("ToJson(1 :> \"a\" @@ 3 :> \"b\") = \"{\\\"1\\\":\\\"a\\\",\\\"3\\\":\\\"b\\\"}\"");
  expectHolds("ToJson(SUBSET {1}) = \"[[],[1]]\"");
  expectHolds("ToJson([x : {1, 2}]) = \"[{\\\"x\\\":1},{\\\"x\\\":2}]\"");
  expectHolds("ToJsonArray(<<1, 2>>) = \"[1,2]\" /\\ ToJsonArray({TRUE}) = \"[true]\"");
  expectHolds("ToJsonObject(<<5, 6>>) = \"{\\\"0\\\":5,\\\"1\\\":6}\" /\\ ToJsonObject([k |-> 1]) = \"{\\\"k\\\":1}\"");
  expectError("ToJson(Nat) = \"\"", {"tlc2.overrides.Json.toJson", "Cannot convert value: unsupported value type tlc2.value.impl.UserValue"});
  expectError("ToJsonArray([a |-> 1]) = \"\"", {"unsupported value type tlc2.value.impl.RecordValue"});
  expectError("ToJsonObject({1}) = \"\"", {"unsupported value type tlc2.value.impl.SetEnumValue"});
}

TEST(JsonNatives, SerializersWriteTheFilesTlcWrites) {
  TempDir dir;
  std::string nd = (dir.path() / "sub" / "out.ndjson").string(); // the parent folder is made
  std::string plain = (dir.path() / "out.json").string();
  expectHolds("/\\ ndJsonSerialize(" + tlaString(nd) + ", <<[a |-> 1], <<\"x\", FALSE>>, 3>>)\n"
              "       /\\ JsonSerialize(" + tlaString(plain) + ", <<[a |-> 1], 2>>)");
  EXPECT_EQ(checktest::readText(nd), "{\"a\":1}\n[\"x\",false]\n3\n");
  EXPECT_EQ(checktest::readText(plain), "[\n{\"a\":1},\n2\n]\n");
  expectHolds("JsonSerialize(" + tlaString(plain) + ", <<>>)");
  EXPECT_EQ(checktest::readText(plain), "[\n\n]\n");
  expectError("ndJsonSerialize(" + tlaString(nd) + ", {1, 2})", {"The second argument of ndJsonSerialize should be a sequence"});
}

TEST(JsonNatives, RoundTripsThroughFiles) {
  TempDir dir;
  std::string nd = (dir.path() / "rt.ndjson").string();
  std::string plain = (dir.path() / "rt.json").string();
  std::string v = "<< [event |-> \"Send\", args |-> <<1, \"m\">>, ok |-> TRUE], <<>>, -3, \"t\\\"ab\\\\\", "
                  "[n |-> [m |-> <<[z |-> FALSE]>>]] >>";
  expectHolds("ndJsonSerialize(" + tlaString(nd) + ", V) /\\ ndJsonDeserialize(" + tlaString(nd) + ") = V",
              "V == " + v);
  expectHolds("JsonSerialize(" + tlaString(plain) + ", V) /\\ JsonDeserialize(" + tlaString(plain) + ") = V",
              "V == " + v);
  // Sets come back as tuples (JSON has no sets), in TLC's order.
  expectHolds("ndJsonSerialize(" + tlaString(nd) + ", <<{3, 1}>>) /\\ ndJsonDeserialize(" + tlaString(nd) + ") = <<<<1, 3>>>>");
  expectHolds("LET s == ToJson(V) IN ndJsonSerialize(" + tlaString(nd) + ", <<V>>) /\\ ndJsonDeserialize(" + tlaString(nd) +
                  ")[1] = V",
              "V == " + v);
}

// ---- TLC's binary value files (IOSerialize / IODeserialize) -----------------------

TEST(IoUtilsNatives, BinaryValueFilesRoundTrip) {
  TempDir dir;
  std::string raw = (dir.path() / "v.bin").string();
  std::string gz = (dir.path() / "v.bin.gz").string();
  std::string v = "[a |-> {1, 2}, b |-> <<\"x\", TRUE, -4>>, c |-> (2 :> \"y\" @@ 5 :> \"z\"), d |-> 3..5, "
                  "e |-> <<>>, f |-> {<<1, 2>>}, g |-> ({\"k\"} :> 1)]";
  expectHolds("IOSerialize(V, " + tlaString(raw) + ", FALSE) /\\ IODeserialize(" + tlaString(raw) + ", FALSE) = V",
              "V == " + v);
  expectHolds("IOSerialize(V, " + tlaString(gz) + ", TRUE) /\\ IODeserialize(" + tlaString(gz) + ", TRUE) = V",
              "V == " + v);
}

TEST(IoUtilsNatives, WritesTlcsValueOutputStreamFormat) {
  TempDir dir;
  std::string p = (dir.path() / "t.bin").string();
  expectHolds("IOSerialize(<<1, \"ab\", TRUE>>, " + tlaString(p) + ", FALSE)");
  const std::string want("\x07\x00\x03"                                     // TUPLEVALUE, nat 3
                         "\x01\x00\x00\x00\x01"                             // INTVALUE 1
                         "\x03\x00\x00\x00\x00\xff\xff\xff\xff\x00\x00\x00\x02"
                         "ab"                                               // STRINGVALUE "ab"
                         "\x00\x01",                                        // BOOLVALUE TRUE
                         25);
  EXPECT_EQ(checktest::readText(p), want);
}

TEST(IoUtilsNatives, ReadsHandlesAndIntervalFunctions) {
  TempDir dir;
  // A tuple of a string, a record whose name and value refer back to it
  // (DUMMYVALUE handles: 0 the tuple, 1 the string "ab", 2 the record),
  // a function over 1..2 (FCNRCDVALUE info 0) and an interval.
  const std::string bytes("\x07\x00\x04"
                          "\x03\x00\x00\x00\x00\xff\xff\xff\xff\x00\x00\x00\x02" "ab"
                          "\x04\x00\x00\x00\x01" "\x1a\x00\x01" "\x1a\x00\x01"
                          "\x09\x00\x02\x00\x00\x00\x00\x01\x00\x00\x00\x02" "\x01\x00\x00\x00\x07" "\x00\x00"
                          "\x17\x00\x00\x00\x02\x00\x00\x00\x04",
                          58);
  std::string p = dir.write("h.bin", bytes);
  expectHolds("IODeserialize(" + tlaString(p) + ", FALSE) = <<\"ab\", [ab |-> \"ab\"], <<7, FALSE>>, 2..4>>");
  std::string truncated = dir.write("cut.bin", bytes.substr(0, 20));
  expectError("IODeserialize(" + tlaString(truncated) + ", FALSE) = 1", {"tlc2.overrides.IOUtils.ioDeserialize", "unexpected end of file"});
  std::string unknown = dir.write("kind.bin", std::string("\x06", 1));
  expectError("IODeserialize(" + tlaString(unknown) + ", FALSE) = 1", {"Can not unpickle a value of kind 6"});
  std::string dangling = dir.write("dangling.bin", std::string("\x1a\x00\x05", 3));
  expectError("IODeserialize(" + tlaString(dangling) + ", FALSE) = 1", {"not read before"});
  expectError("IODeserialize(" + tlaString((dir.path() / "none.bin").string()) + ", FALSE) = 1",
              {"none.bin (No such file or directory)"});
  expectError("IODeserialize(" + tlaString(p) + ", TRUE) = 1", {p, "Not in GZIP format"});
}

TEST(IoUtilsNatives, ReadsPGosValidationData) {
  std::filesystem::path dir = std::filesystem::path(TLACORE_SHARED_DIR) / "traces" / "sysmobench-pgo-dqueue";
  if (!std::filesystem::exists(dir / "dqueueValidateData.bin"))
    GTEST_SKIP() << "no " << dir;
  expectHolds("LET R == IODeserialize(" + tlaString((dir / "dqueueValidateData.bin").string()) +
              ", FALSE) IN /\\ DOMAIN R = {0, 1}\n"
              "  /\\ R[0][1].pc = \"p\" /\\ R[0][1].endTime = <<1741994228, 736925529>>\n"
              "  /\\ R[0][1].elems[1] = [name |-> \".pc\", indices |-> <<>>, value |-> \"AProducer.p1\", "
              "stateName |-> \"pc\", tag |-> \"write\"]");
  expectHolds("Cardinality(IODeserialize(" + tlaString((dir / "dqueueAllStrings.bin").string()) + ", FALSE)) = 29",
              "LOCAL INSTANCE FiniteSets");
}

// ---- programs (IOExec and its variants) -------------------------------------------

TEST(IoUtilsNatives, IoExecRunsAProgramAndYieldsItsExitValueAndOutput) {
  expectHolds("IOExec(<<\"sh\", \"-c\", \"printf out; printf err >&2; exit 3\">>) = "
              "[exitValue |-> 3, stdout |-> \"out\", stderr |-> \"err\"]");
  expectHolds("IOExec(<<\"echo\", \"a b\">>).stdout = \"a b\\n\"");
  expectHolds("IOEnvExec([TLACORE_X |-> \"v1\", TLACORE_N |-> 42], <<\"sh\", \"-c\", "
              "\"printf %s-%s $TLACORE_X $TLACORE_N\">>).stdout = \"v1-42\"");
  expectHolds("IOExecTemplate(<<\"echo\", \"%s+%1$s\", \"%2$s%%\">>, <<\"x\", \"y\">>).stdout = \"x+x y%\\n\"");
  expectHolds("IOEnvExecTemplate([TLACORE_Y |-> \"w\"], <<\"sh\", \"-c\", \"printf %s$TLACORE_Y\">>, <<\"v\">>)"
              ".exitValue = 0");
  expectError("IOExec(<<\"/nonexistent/tlacore-no-such-program\">>) = 1",
              {"tlc2.overrides.IOUtils.ioExec", "Cannot run program \"/nonexistent/tlacore-no-such-program\""});
  expectError("IOExec(\"ls\") = 1", {"The argument of IOExec should be a sequence"});
  expectError("IOExec(<<\"echo\", 1>>) = 1", {"The argument of IOExec should be a sequence, but instead it is:\n1"});
  expectError("IOExecTemplate(<<\"echo\", \"%d\">>, <<\"1\">>) = 1", {"d != java.lang.String"});
}

} // namespace
} // namespace tlacore
