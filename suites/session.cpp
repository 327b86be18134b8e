// Lazy group runs, GoogleTest verdicts and the report written at the end.
#include "suites/session.h"

#include <filesystem>
#include <iostream>

#include "harness/format.h"
#include "harness/report_json.h"

namespace clc {

namespace {

Session* g_session = nullptr;  // owned by GoogleTest's environment list; set once in main

constexpr std::size_t kNegativeSampleStride = 37;
constexpr std::size_t kMaxFailingCasesPrinted = 100;

}  // namespace

Session& CurrentSession() { return *g_session; }
void InstallSession(Session* s) { g_session = s; }

Session::Session(Device device, CliOptions options, std::string command,
                 std::optional<Expectations> expectations)
    : device_(std::move(device)), options_(std::move(options)), command_(std::move(command)),
      expectations_(std::move(expectations)) {}

bool Session::NegativeSelected(const Variant& v) const {
  if (options_.coverage != Coverage::kQuick) return true;
  // A fixed sample: every k-th by a hash of the name, so it does not depend on the filter.
  std::size_t h = 0;
  for (char c : CaseName(v)) h = h * 131 + static_cast<unsigned char>(c);
  return h % kNegativeSampleStride == 0;
}

void Session::SetUp() {
  start_ = std::chrono::steady_clock::now();
  const auto* unit = testing::UnitTest::GetInstance();
  for (int i = 0; i < unit->total_test_suite_count(); ++i) {
    const auto* suite = unit->GetTestSuite(i);
    for (int j = 0; j < suite->total_test_count(); ++j) {
      const auto* info = suite->GetTestInfo(j);
      if (!info->should_run()) continue;
      const std::string name = info->name();
      auto v = ParseCaseName(name.substr(name.find('/') + 1));
      if (v && (IsLegal(*v) || NegativeSelected(*v))) selected_.push_back(*v);
    }
  }
  RunOptions ro;
  ro.coverage = options_.coverage;
  ro.seed = options_.seed;
  ro.inputs = options_.inputs;
  ro.constant_path = options_.constant_path;
  ro.on_group_done = [this](const std::vector<VariantResult>& rs) {
    std::uint64_t lanes = 0;
    for (const auto& r : rs) lanes += r.lanes;
    const double s = std::chrono::duration<double>(std::chrono::steady_clock::now() - start_).count();
    std::cout << "[ progress ] " << results_.size() + rs.size() << "/" << selected_.size()
              << " cases, " << lanes << " lanes in this group, " << s << " s\n" << std::flush;
  };
  runner_ = std::make_unique<DeviceRunner>(device_, ro);
}

void Session::RunPending(const Variant& v) {
  std::vector<Variant> group;
  for (const Variant& s : selected_) {
    if (results_.count(CaseName(s)) != 0) continue;
    const bool same = IsLegal(v) ? (IsLegal(s) && s.src == v.src) : !IsLegal(s);
    if (same) group.push_back(s);
  }
  for (auto& r : runner_->Run(group)) results_[CaseName(r.variant)] = std::move(r);
}

const VariantResult& Session::ResultFor(const Variant& v) {
  const std::string name = CaseName(v);
  if (results_.count(name) == 0) RunPending(v);
  auto it = results_.find(name);
  if (it == results_.end()) {
    VariantResult r;
    r.variant = v;
    r.status = CaseStatus::kNotRun;
    r.message = IsLegal(v) ? "not checked" : "negative checks are sampled in quick coverage";
    it = results_.emplace(name, r).first;
  }
  return it->second;
}

void Session::ReportFailure(const VariantResult& r) {
  const bool detailed = ++failures_printed_ <= kMaxFailingCasesPrinted;
  std::string text = CaseName(r.variant) + " on " + device_.info.device_name + ": " +
                     std::to_string(r.mismatched) + " of " + std::to_string(r.lanes) +
                     " lanes mismatched";
  if (detailed) {
    for (const auto& m : r.mismatches) text += "\n  " + DescribeLane(r.variant, m);
    const LaneRecord* first = r.mismatches.empty() ? nullptr : &r.mismatches.front();
    text += "\n  rerun: " + RerunCommand("build/clconform", std::to_string(device_.info.index), r.variant, first);
  }
  ADD_FAILURE() << text;
}

void Session::Check(const Variant& v) {
  const VariantResult& r = ResultFor(v);
  testing::Test::RecordProperty("lanes", std::to_string(r.lanes));
  testing::Test::RecordProperty("mismatched", std::to_string(r.mismatched));
  testing::Test::RecordProperty("implementation_defined", std::to_string(r.implementation_defined));
  switch (r.status) {
    case CaseStatus::kSkipped: GTEST_SKIP() << "not run: " << r.message;
    case CaseStatus::kNotRun: GTEST_SKIP() << "not checked: " << r.message;
    case CaseStatus::kBuildFailed:
      FAIL() << CaseName(v) << " did not build on " << device_.info.device_name << ":\n" << r.message;
    case CaseStatus::kError: FAIL() << CaseName(v) << ": " << r.message;
    case CaseStatus::kRan: break;
  }
  if (!IsLegal(v)) {
    EXPECT_TRUE(r.rejected) << CaseName(v) << " is not a function of OpenCL C (" << IllegalReason(v)
                            << ") but " << device_.info.device_name << " compiled it";
    return;
  }
  if (expectations_) {
    std::string detail;
    switch (clc::Check(*expectations_, r, &detail)) {
      case ExpectationOutcome::kNotListed: break;
      case ExpectationOutcome::kFailedAsExpected:
        GTEST_SKIP() << "expected failure (" << expectations_->source << "): " << r.mismatched
                     << " lanes mismatched as listed";
      case ExpectationOutcome::kUnexpectedPass:
      case ExpectationOutcome::kFailedDifferently: FAIL() << detail;
    }
  }
  if (r.mismatched != 0) {
    ReportFailure(r);
    return;
  }
  if (r.lanes != 0 && r.lanes == r.implementation_defined) {
    std::string seen;
    for (const auto& s : r.impl_samples) seen += "\n  " + DescribeLane(v, s);
    GTEST_SKIP() << "implementation-defined, recorded not passed: " << r.impl_matching_reference
                 << " of " << r.lanes << " lanes match the operand's memory layout" << seen;
  }
  ASSERT_GT(r.lanes, 0u) << "no lane was compared";
}

void Session::TearDown() {
  if (options_.report_dir.empty()) return;
  std::vector<VariantResult> all;
  for (const Variant& v : selected_) all.push_back(ResultFor(v));
  const std::string dir = options_.report_dir + "/" + PlatformSlug(device_.info);
  std::filesystem::create_directories(dir);
  RunSummary run;
  run.coverage = std::string(NameOf(options_.coverage));
  run.seed = options_.seed;
  run.programs_built = runner_->programs_built();
  run.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start_).count();
  run.command = command_;
  std::string error;
  if (!WriteJsonReport(dir + "/report.json", device_.info, run, all, &error)) {
    std::cerr << "clconform: " << error << "\n";
  } else {
    std::cout << "[ report   ] " << dir << "/report.json (" << run.programs_built
              << " programs built, " << run.seconds << " s)\n";
  }
}

}  // namespace clc
