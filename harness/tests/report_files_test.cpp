// Report files and the clconform-report tool over synthetic report.json documents.
#include <unistd.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>
#include <sys/wait.h>

#include "harness/report/report_merge.h"
#include "harness/report/report_write.h"
#include "harness/tests/report_fixtures.h"
#include "harness/tests/xml_reader.h"

namespace clc {
namespace {

using nlohmann::json;
using testing_support::Report;
using testing_support::RichCases;
using testing_support::SortedByName;
using testing_support::XmlReader;

class ReportFiles : public testing::Test {
 protected:
  void SetUp() override {
    dir_ = std::filesystem::temp_directory_path() /
           ("clconform-report-test-" + std::to_string(::getpid()) + "-" +
            testing::UnitTest::GetInstance()->current_test_info()->name());
    std::filesystem::remove_all(dir_);
    std::filesystem::create_directories(dir_);
  }
  void TearDown() override { std::filesystem::remove_all(dir_); }

  std::string Path(const std::string& name) const { return (dir_ / name).string(); }
  std::string Write(const std::string& name, const std::string& text) const {
    std::ofstream(Path(name), std::ios::binary) << text;
    return Path(name);
  }
  static std::string Read(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    std::ostringstream s;
    s << in.rdbuf();
    return s.str();
  }
  // Runs clconform-report; returns its exit status and its stderr.
  int Tool(const std::string& args, std::string* err) const {
    const std::string cmd =
        std::string(CLCONFORM_REPORT_TOOL) + " " + args + " >/dev/null 2>" + Path("stderr");
    const int rc = std::system(cmd.c_str());
    *err = Read(Path("stderr"));
    return WIFEXITED(rc) ? WEXITSTATUS(rc) : -1;
  }

  std::filesystem::path dir_;
};

TEST_F(ReportFiles, WriteAllReportsWritesBothFiles) {
  std::string error;
  ASSERT_TRUE(WriteAllReports(Report(RichCases()), Path("out/nested"), &error)) << error;
  EXPECT_NE(Read(Path("out/nested/report.html")).find("id=\"matrix-convert\""), std::string::npos);
  EXPECT_EQ(Read(Path("out/nested/junit.xml")).rfind("<?xml", 0), 0u);
  Write("file", "x");
  EXPECT_FALSE(WriteAllReports(Report(RichCases()), Path("file/sub"), &error));
  EXPECT_NE(error.find("file/sub"), std::string::npos) << error;
  EXPECT_FALSE(WriteAllReports(json::object(), Path("x"), &error));
}

TEST_F(ReportFiles, LoadReportSaysWhatIsWrong) {
  json doc;
  std::string error;
  EXPECT_FALSE(LoadReport(Path("missing.json"), &doc, &error));
  EXPECT_EQ(error, "cannot read " + Path("missing.json") + ": No such file or directory");
  EXPECT_FALSE(LoadReport(Write("trunc.json", "{\"device\": {"), &doc, &error));
  EXPECT_NE(error.find("not valid JSON"), std::string::npos) << error;
  EXPECT_FALSE(LoadReport(Write("other.json", "{\"a\": 1}"), &doc, &error));
  EXPECT_NE(error.find("not a clconform report: device: missing"), std::string::npos) << error;
  EXPECT_TRUE(LoadReport(Write("ok.json", Report(RichCases()).dump(1)), &doc, &error)) << error;
}

TEST_F(ReportFiles, ToolMergesRendersAndFailsClearly) {
  const json all = RichCases();
  json a = json::array(), b = json::array();
  for (std::size_t i = 0; i < all.size(); ++i) (i % 2 == 0 ? a : b).push_back(all[i]);
  const std::string in_a = Write("a.json", Report(a, 0.5, 1).dump(1));
  const std::string in_b = Write("b.json", Report(b, 1.0, 2).dump(1));
  std::string err;
  ASSERT_EQ(Tool("merge " + Path("m.json") + " " + in_a + " " + in_b, &err), 0) << err;
  json merged;
  ASSERT_TRUE(LoadReport(Path("m.json"), &merged, &err)) << err;
  EXPECT_EQ(SortedByName(merged), SortedByName(Report(all, 1.5, 3)));

  EXPECT_EQ(Tool("html " + Path("m.json") + " " + Path("r.html"), &err), 0) << err;
  EXPECT_NE(Read(Path("r.html")).find("id=\"cell-convert-float-int\""), std::string::npos);
  EXPECT_EQ(Tool("junit " + Path("m.json") + " " + Path("j.xml"), &err), 0) << err;
  XmlReader reader(Read(Path("j.xml")));
  reader.Parse();
  EXPECT_TRUE(reader.Ok()) << reader.Error();
  EXPECT_EQ(Tool("all " + Path("m.json") + " " + Path("all"), &err), 0) << err;
  EXPECT_TRUE(std::filesystem::exists(Path("all/report.html")));
  EXPECT_TRUE(std::filesystem::exists(Path("all/junit.xml")));

  EXPECT_EQ(Tool("", &err), 2);
  EXPECT_NE(err.find("Usage:"), std::string::npos);
  EXPECT_EQ(Tool("render x y", &err), 2);
  EXPECT_NE(err.find("unknown command 'render'"), std::string::npos) << err;
  EXPECT_EQ(Tool("html " + Path("m.json"), &err), 2);
  EXPECT_EQ(Tool("merge " + Path("x.json"), &err), 2);
  EXPECT_EQ(Tool("html " + Path("missing.json") + " " + Path("x.html"), &err), 1);
  EXPECT_NE(err.find("error: cannot read " + Path("missing.json")), std::string::npos) << err;
  EXPECT_EQ(Tool("junit " + Write("bad.json", "[1,") + " " + Path("x.xml"), &err), 1);
  EXPECT_NE(err.find("not valid JSON"), std::string::npos) << err;
  json wrong = Report(a);
  wrong["cases"][0]["verdict"] = 3;
  EXPECT_EQ(Tool("all " + Write("wrong.json", wrong.dump()) + " " + Path("w"), &err), 1);
  EXPECT_NE(err.find("cases[0] (convert_int_float).verdict: not a non-empty string"),
            std::string::npos)
      << err;
  json other = Report(b);
  other["device"]["name"] = "gpu";
  EXPECT_EQ(
      Tool("merge " + Path("n.json") + " " + in_a + " " + Write("o.json", other.dump()), &err), 1);
  EXPECT_NE(err.find("another device"), std::string::npos) << err;
  EXPECT_FALSE(std::filesystem::exists(Path("n.json")));
  EXPECT_EQ(Tool("html " + Path("m.json") + " " + Path("no/such/dir/x.html"), &err), 1);
  EXPECT_NE(err.find("cannot write"), std::string::npos) << err;
}

TEST_F(ReportFiles, ToolRefusesToMergeAnIncompleteShardSet) {
  const json all = RichCases();
  std::vector<std::string> in;
  for (int s = 0; s < 3; ++s) {
    json cases = json::array();
    for (std::size_t i = s; i < all.size(); i += 3) cases.push_back(all[i]);
    json r = Report(cases);
    r["run"]["shard"] = {{"index", s}, {"total", 3}};
    r["run"]["id"] = "id" + std::to_string(s);
    in.push_back(Write("s" + std::to_string(s) + ".json", r.dump()));
  }
  std::string err;
  EXPECT_EQ(Tool("merge " + Path("m.json") + " " + in[0] + " " + in[2], &err), 4);
  EXPECT_NE(err.find("shard 1 of 3 missing"), std::string::npos) << err;
  EXPECT_FALSE(std::filesystem::exists(Path("m.json")));
  EXPECT_EQ(Tool("merge --allow-partial " + Path("m.json") + " " + in[0] + " " + in[2], &err), 0)
      << err;
  EXPECT_NE(err.find("warning: partial: shards 0,2 of 3"), std::string::npos) << err;
  json merged;
  ASSERT_TRUE(LoadReport(Path("m.json"), &merged, &err)) << err;
  EXPECT_EQ(merged["run"]["shard"]["held"], json({0, 2}));
  EXPECT_EQ(Tool("merge --allow-parts " + Path("m.json") + " " + in[0], &err), 2);
  EXPECT_EQ(Tool("merge " + Path("m.json") + " " + in[0] + " " + in[1] + " " + in[2], &err), 0)
      << err;
}

// A verdict is recomputed from the case's counts: an edited or unknown one is refused with
// exit 1 (unreadable report), naming the case, never rendered as stated.
TEST_F(ReportFiles, ToolRefusesAVerdictItsCountsDoNotMake) {
  std::string err;
  json edited = Report(RichCases());
  edited["cases"][1]["mismatched"] = 26;
  edited["cases"][1]["verdict"] = "pass";
  EXPECT_EQ(Tool("junit " + Write("edited.json", edited.dump()) + " " + Path("e.xml"), &err), 1);
  EXPECT_NE(err.find("cases[1] (convert_int_rtp_float).verdict: says 'pass', but its status and "
                     "lane counts make it 'fail'"),
            std::string::npos)
      << err;
  EXPECT_FALSE(std::filesystem::exists(Path("e.xml")));
  json splendid = Report(RichCases());
  splendid["cases"][0]["verdict"] = "splendid";
  EXPECT_EQ(Tool("html " + Write("s.json", splendid.dump()) + " " + Path("s.html"), &err), 1);
  EXPECT_NE(err.find("cases[0] (convert_int_float).verdict: 'splendid' is no verdict"),
            std::string::npos)
      << err;
  json path = Report(RichCases());
  path["cases"][0]["paths"] = {{"constant",
                                {{"verdict", "pass"},
                                 {"status", "ran"},
                                 {"lanes", 4},
                                 {"mismatched", 2},
                                 {"implementation_defined", 0}}}};
  EXPECT_EQ(Tool("merge " + Path("m.json") + " " + Write("p.json", path.dump()), &err), 1);
  EXPECT_NE(err.find("(convert_int_float).paths.constant.verdict: says 'pass'"), std::string::npos)
      << err;
  json hidden = Report(RichCases());
  hidden["cases"][1]["expected"] = true;  // no expectations file foresaw it
  EXPECT_EQ(Tool("junit " + Write("h.json", hidden.dump()) + " " + Path("h.xml"), &err), 1);
  EXPECT_NE(err.find("(convert_int_rtp_float).expected: true, but the run read no expectations"),
            std::string::npos)
      << err;
  json status = Report(RichCases());
  status["cases"][0]["status"] = "great";
  EXPECT_EQ(Tool("html " + Write("st.json", status.dump()) + " " + Path("st.html"), &err), 1);
  EXPECT_NE(err.find("'great' is no status"), std::string::npos) << err;
}

TEST_F(ReportFiles, ToolRefusesDeepJsonWithoutCrashing) {
  const std::string deep = std::string(100000, '[') + std::string(100000, ']');
  std::string err;
  EXPECT_EQ(Tool("html " + Write("deep.json", deep) + " " + Path("d.html"), &err), 1);
  EXPECT_NE(err.find("nested more than 64 levels deep"), std::string::npos) << err;
  json doc;
  // Brackets inside strings are text, not nesting.
  json quoted = Report(RichCases());
  quoted["cases"][0]["message"] = std::string(200, '[') + "\\\"{";
  EXPECT_TRUE(LoadReport(Write("quoted.json", quoted.dump()), &doc, &err)) << err;
}

}  // namespace
}  // namespace clc
