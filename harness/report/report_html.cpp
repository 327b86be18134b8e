// The HTML report: one static page (inline CSS, no script) rendered from a report.json.
#include "harness/report/report_html.h"

#include <algorithm>
#include <array>
#include <cctype>
#include <cstdio>
#include <map>
#include <optional>
#include <tuple>
#include <utility>
#include <vector>

#include "harness/report/html_page.h"
#include "harness/report/html_util.h"
#include "harness/report/report_fields.h"
#include "harness/report/report_merge.h"
#include "reference/variant.h"

namespace clc {

namespace {

using nlohmann::json;
using namespace html;  // NOLINT(google-build-using-namespace): the page's own vocabulary

// "key: yes &middot; key: no ..." of `obj`'s boolean fields `keys` ("?" for one it lacks).
std::string YesNo(const json& obj, const std::vector<std::string_view>& keys) {
  std::string s;
  for (std::string_view key : keys) {
    const auto it = obj.find(std::string(key));
    const std::string value =
        it == obj.end() || !it->is_boolean() ? "?" : (it->get<bool>() ? "yes" : "no");
    s += (s.empty() ? "" : " &middot; ") + std::string(key) + ": " + value;
  }
  return s;
}

class ReportPage {
 public:
  explicit ReportPage(const json& report) : report_(report), index_(report) {}

  std::string Render() {
    const json& dev = report_["device"];
    std::size_t impl_cases = 0;
    const std::string causes = CausesSection(report_, false) + CausesSection(report_, true);
    const std::string partial = PartialNote(report_);
    std::string body =
        (partial.empty() ? ""
                         : "<p class=\"note v-fail\" id=\"partial\"><strong>" + E(partial) +
                               "</strong>: the missing shards' cases were not run; "
                               "this report is no pass.</p>\n") +
        causes + Summary() + Totals() + Matrices() + Failures() +
        ImplementationDefinedSection(index_, &impl_cases) + NegativeSection(index_);
    std::string nav =
        "<nav><a href=\"#causes\">Failures by cause</a>"
        "<a href=\"#summary\">Device and run</a><a href=\"#totals\">Totals</a>" +
        MatrixLinks() + "<a href=\"#failures\">Failures (" + Num(failing_) +
        ")</a><a href=\"#implementation-defined\">Implementation-defined (" + Num(impl_cases) +
        ")</a><a href=\"#negative\">Negative checks</a></nav>\n";
    return html::Page("clconform: " + Text(dev, "name") + " (" + Text(dev, "platform") + ")",
                      "clconform conformance report",
                      E(Text(dev, "name")) + " &middot; " + E(Text(dev, "platform")) +
                          " &middot; driver " + E(Text(dev, "driver_version")) +
                          (partial.empty() ? "" : " &middot; " + E(partial)),
                      nav, body);
  }

 private:
  std::string Summary() const {
    const json& d = report_["device"];
    const json& r = report_["run"];
    const json denorm =
        d.contains("denorm") && d["denorm"].is_object() ? d["denorm"] : json::object();
    std::vector<std::string_view> float_types;
    for (const ScalarTraits& t : kScalarTraits) {
      if (t.is_float) float_types.push_back(t.name);
    }
    std::vector<std::string_view> features;
    for (const FeatureTraits& f : kFeatureTraits) {
      if (!f.name.empty()) features.push_back(f.name);
    }
    auto row = [](const std::string& k, const std::string& v) {
      return "<tr><th>" + k + "</th><td>" + v + "</td></tr>\n";
    };
    std::string s = "<section id=\"summary\"><h2>Device and run</h2>\n<table class=\"kv\">\n";
    s += row("Device", E(Text(d, "name")) + " (index " + E(Text(d, "index")) + ")");
    s += row("Platform", E(Text(d, "platform")));
    s += row("Vendor", E(Text(d, "vendor")));
    s += row("Driver version", E(Text(d, "driver_version")));
    s += row("Device version", E(Text(d, "device_version")));
    s += row("OpenCL C", E(Text(d, "opencl_c")) + " &middot; " + E(Text(d, "profile")));
    s += row("Types", YesNo(d, features));
    s += row("Denormals (CL_FP_DENORM)", YesNo(denorm, float_types));
    s += row("Coverage", E(Text(r, "coverage")) + " &middot; seed " + E(Text(r, "seed")));
    s += row("Programs built",
             E(Text(r, "programs_built")) + " from source" +
                 (r.contains("programs_loaded") ? " &middot; " + E(Text(r, "programs_loaded")) +
                                                      " loaded from the program cache"
                                                : ""));
    if (!Text(r, "kernel_cache").empty())
      s += row("PoCL's kernel cache", "<code>" + E(Text(r, "kernel_cache")) + "</code>");
    s += row("Run time", Secs(r["seconds"].get<double>()));
    s += row("Command", "<pre>" + E(Text(r, "command")) + "</pre>");
    if (!Text(d, "icd").empty()) s += row("ICD", E(Text(d, "icd")));
    if (report_.contains("build") && report_["build"].is_object()) {
      const json& b = report_["build"];
      s += row("clconform", E(Text(b, "version")) + " &middot; commit " + E(Text(b, "commit")) +
                                " &middot; reference fingerprint <code>" +
                                E(Text(b, "reference_fingerprint")) + "</code>");
    }
    return s + "</table></section>\n";
  }

  std::string Totals() const {
    std::map<std::string, std::uint64_t> verdicts, reasons;
    std::array<std::uint64_t, 6> lanes{};
    const char* keys[] = {"lanes",
                          "exact",
                          "accepted_flushed_denormal",
                          "accepted_any_nan",
                          "implementation_defined",
                          "mismatched"};
    for (const Entry& e : index_.entries()) {
      const std::string v = Text(*e.c, "verdict");
      ++verdicts[v];
      for (std::size_t i = 0; i < lanes.size(); ++i) lanes[i] += Count(*e.c, keys[i]);
      if (v == "skipped" || v == "not-checked") ++reasons[v + ": " + Text(*e.c, "message")];
    }
    std::string s =
        "<section id=\"totals\"><h2>Totals</h2>\n<p>" + Num(index_.entries().size()) + " cases: ";
    std::vector<std::pair<std::string, std::uint64_t>> order(verdicts.begin(), verdicts.end());
    std::stable_sort(order.begin(), order.end(), [](const auto& a, const auto& b) {
      return VerdictSeverity(a.first) > VerdictSeverity(b.first);
    });
    for (const auto& [v, n] : order) s += Badge(v, Num(n) + " " + v);
    s += "</p>\n<table class=\"grid\"><tr><th>lanes</th><th>exact</th><th>accepted: flushed "
         "denormal</th>"
         "<th>accepted: any NaN</th><th>implementation-defined (recorded, not "
         "passed)</th><th>mismatched</th></tr>\n<tr>";
    for (std::uint64_t n : lanes) s += "<td>" + Num(n) + "</td>";
    s += "</tr></table>\n";
    if (!reasons.empty()) {
      s += "<details><summary>Why cases were skipped or not checked</summary><ul>";
      for (const auto& [why, n] : reasons) s += "<li>" + Num(n) + " &times; " + E(why) + "</li>";
      s += "</ul></details>\n";
    }
    return s + "</section>\n";
  }

  // A matrix per family that has cases in the report, in the table's order.
  std::string Matrices() const {
    std::string s;
    for (const FamilyTraits* family : Families()) {
      if (HasCases(*family)) s += Matrix(*family);
    }
    return s;
  }

  std::string MatrixLinks() const {
    std::string s;
    for (const FamilyTraits* family : Families()) {
      if (HasCases(*family))
        s += "<a href=\"#matrix-" + std::string(family->label) + "\">" +
             E(std::string(family->heading)) + " matrix</a>";
    }
    return s;
  }

  bool HasCases(const FamilyTraits& family) const {
    for (const json& c : report_["cases"]) {
      if (SectionOf(c) == family.label) return true;
    }
    return false;
  }

  std::string Matrix(const FamilyTraits& family) const {
    const std::string section(family.label);
    std::string s = "<section id=\"matrix-" + section + "\"><h2>" + E(std::string(family.heading)) +
                    ": source &times; destination</h2>\n";
    s += "<p class=\"note\">Rows: operand (source) type; columns: result type. A cell "
         "aggregates " +
         E(std::string(family.cell)) +
         ". "
         "Its colour is the worst verdict in it, and B and C the worst of the buffer path and of "
         "the "
         "folded-constant path, judged apart; a failing cell links to its failing cases, a cell "
         "with implementation-defined lanes to what the device did.</p>\n<div class=\"legend\">";
    for (const auto& v : KnownVerdicts()) s += Badge(v, v);
    s += "</div>\n<table class=\"matrix\"><tr><th class=\"corner\">source \\ destination</th>";
    for (ScalarType t : AllScalarTypes()) s += "<th>" + std::string(Name(t)) + "</th>";
    s += "</tr>\n";
    for (ScalarType src : AllScalarTypes()) {
      s += "<tr><th class=\"row\">" + std::string(Name(src)) + "</th>";
      for (ScalarType dst : AllScalarTypes())
        s += Cell({section, static_cast<int>(src), static_cast<int>(dst)});
      s += "</tr>\n";
    }
    s += "</table>\n";
    auto unparsed = index_.groups().find({section, -1, -1});
    if (unparsed != index_.groups().end()) {
      s += "<p class=\"note\">Not in the matrix, their names being no case names: " +
           Plural(unparsed->second.size(), "case") + ".</p>\n";
    }
    return s + "</section>\n";
  }

  // The worst verdict of each path over a cell's cases ("B pass · C crash"), judged apart: a
  // fault of the folded-constant path never hides the buffer path, nor the reverse.
  std::string PathLine(const std::vector<std::size_t>& cases, std::string* title) const {
    std::map<std::string, std::string> worst;  // path -> verdict
    for (std::size_t i : cases) {
      const json& c = *index_.entries()[i].c;
      if (!c.contains("paths") || !c["paths"].is_object()) continue;
      for (const auto& [path, p] : c["paths"].items()) {
        const std::string v = Text(p, "verdict");
        auto [at, fresh] = worst.emplace(path, v);
        if (!fresh && VerdictSeverity(v) > VerdictSeverity(at->second)) at->second = v;
      }
    }
    if (worst.empty()) return "";
    std::string s;
    for (RunPath p : kRunPaths) {
      const std::string path(NameOf(p));
      auto at = worst.find(path);
      if (at == worst.end()) continue;
      s += std::string(s.empty() ? "" : " ") + "<span class=\"path " + VerdictClass(at->second) +
           "\">" + static_cast<char>(std::toupper(path[0])) + " " + E(ShortVerdict(at->second)) +
           "</span>";
      *title += "; " + path + " path: " + at->second;
    }
    return "<br>" + s;
  }

  std::string Cell(const PairKey& key) const {
    const std::string id = PairId("cell", key);
    auto it = index_.groups().find(key);
    if (it == index_.groups().end()) return "<td class=\"none\" id=\"" + id + "\">&middot;</td>";
    std::map<std::string, std::uint64_t> verdicts;
    std::string worst = "pass";
    bool impl = false;
    for (std::size_t i : it->second) {
      const std::string v = Text(*index_.entries()[i].c, "verdict");
      ++verdicts[v];
      if (VerdictSeverity(v) > VerdictSeverity(worst)) worst = v;
      impl = impl || Count(*index_.entries()[i].c, "implementation_defined") > 0;
    }
    std::string counts, title = PairTitle(key) + ": " + Plural(it->second.size(), "case");
    std::vector<std::pair<std::string, std::uint64_t>> order(verdicts.begin(), verdicts.end());
    std::stable_sort(order.begin(), order.end(), [](const auto& a, const auto& b) {
      return VerdictSeverity(a.first) > VerdictSeverity(b.first);
    });
    for (const auto& [v, n] : order) {
      counts += (counts.empty() ? "" : " &middot; ") + Num(n) + " " + E(ShortVerdict(v));
      title += ", " + Num(n) + " " + v;
    }
    std::string inner = "<span class=\"n\">" + Num(it->second.size()) + "</span>" + counts +
                        PathLine(it->second, &title);
    if (IsFailingVerdict(worst)) {
      inner = "<a href=\"#" + PairId("fail", key) + "\">" + inner + "</a>";
    } else if (impl) {
      inner = "<a href=\"#" + PairId("impl", key) + "\">" + inner + "</a>";
    }
    return "<td class=\"" + VerdictClass(worst) + "\" id=\"" + id + "\" title=\"" + E(title) +
           "\">" + inner + "</td>";
  }

  std::string Failures() {
    std::string s = "<section id=\"failures\"><h2>Failures</h2>\n";
    std::string groups;
    for (const auto& [key, indices] : index_.Ordered()) {
      std::vector<const json*> failing;
      for (std::size_t i : *indices) {
        if (IsFailingVerdict(Text(*index_.entries()[i].c, "verdict")))
          failing.push_back(index_.entries()[i].c);
      }
      if (failing.empty()) continue;
      failing_ += failing.size();
      groups += "<div class=\"group\" id=\"" + PairId("fail", key) + "\"><h3>" + E(PairTitle(key)) +
                " (" + Num(failing.size()) + " failing)</h3>\n<details><summary>" +
                Plural(failing.size(), "case") + "</summary>\n";
      for (const json* c : failing) groups += FailingCase(*c);
      groups += "</details></div>\n";
    }
    if (failing_ == 0) return s + "<p>No case failed.</p></section>\n";
    return s + "<p>" + Num(failing_) + " failing cases, by matrix cell.</p>\n" + groups +
           "</section>\n";
  }

  std::string FailingCase(const json& c) const {
    const std::string verdict = Text(c, "verdict");
    std::string s = "<article class=\"case\" id=\"case-" + E(Text(c, "case")) + "\"><h4><code>" +
                    E(Text(c, "case")) + "</code> " + Badge(verdict, verdict) +
                    (MarkedExpected(c) ? Badge("skipped", "expected failure") : "") + "</h4>\n<p>";
    if (c.contains("expectation") && c["expectation"].is_object())
      s += E(Text(c["expectation"], "detail")) + "</p>\n<p>";
    s += "built-in <code>" + E(Text(c, "builtin")) + "</code> &middot; ";
    if (IsNegativeCase(c)) {
      s += "not a function of OpenCL C, yet the device " +
           std::string(verdict == "fail" ? "compiled it" : "did not decide it");
    } else {
      s += Num(Count(c, "mismatched")) + " of " + Num(Count(c, "lanes")) +
           " lanes mismatched &middot; " + Num(Count(c, "exact")) + " exact";
    }
    s += " &middot; " + Secs(c["seconds"].get<double>()) + "</p>\n";
    if (c.contains("message")) s += "<pre>" + E(Capped(Text(c, "message"))) + "</pre>\n";
    if (c.contains("first_mismatches") && !c["first_mismatches"].empty()) {
      s += LaneTable(c["first_mismatches"], "expected");
    }
    return s + "<p class=\"repro\">Rerun: <code>" + E(RerunLine(report_, c)) +
           "</code></p></article>\n";
  }

  const json& report_;
  CaseIndex index_;
  std::size_t failing_ = 0;
};

}  // namespace

std::string RenderHtmlReport(const nlohmann::json& report) {
  std::string why;
  if (!ValidateReport(report, &why)) throw ReportError("not a clconform report: " + why);
  return ReportPage(report).Render();
}

}  // namespace clc
