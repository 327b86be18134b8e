// The HTML page's leading section: failures by cause.
#include "harness/report/causes.h"
#include "harness/report/html_page.h"
#include "harness/report/html_util.h"
#include "harness/report/report_fields.h"
#include "harness/report/report_merge.h"

namespace clc::html {

using nlohmann::json;

namespace {

// The listed cases whose expectation outcome is `outcome`, under `heading`: those that passed
// (the expectations file is out of date, and the run failed), those the run did not exercise.
std::string ListedCases(const json& report, const std::string& outcome,
                        const std::string& heading) {
  std::string s;
  for (const json& c : report["cases"]) {
    if (ExpectationOutcomeOf(c) != outcome) continue;
    s += "<li><a href=\"#case-" + E(Text(c, "case")) + "\"><code>" + E(Text(c, "case")) +
         "</code></a>: " + E(Text(c["expectation"], "detail")) + "</li>";
  }
  return s.empty() ? "" : "<p>" + heading + ":</p><ul>" + s + "</ul>\n";
}

}  // namespace

std::string CausesSection(const json& report, bool expected) {
  const std::vector<Cause> causes = FailureCauses(report, expected);
  const bool listed = report["totals"].contains("unexpected_failures");
  const std::string prefix = expected ? "expected-cause-" : "cause-";
  if (expected && causes.empty()) return "";
  std::string s = expected ? "<section id=\"expected-causes\"><h2>Expected failures by cause "
                             "(listed in the expectations file)</h2>\n"
                  : listed ? "<section id=\"causes\"><h2>Unexpected failures by cause</h2>\n"
                           : "<section id=\"causes\"><h2>Failures by cause</h2>\n";
  if (!expected) {
    s += ListedCases(report, "unexpected-pass",
                     "<strong>Unexpected passes</strong> (listed as failing)") +
         ListedCases(report, "not-checked",
                     "<strong>Not checked</strong> (listed failures this run did not exercise "
                     "whole; not passed)");
  }
  if (causes.empty()) {
    return s + (listed ? "<p>No case failed unexpectedly.</p>" : "<p>No case failed.</p>") +
           "</section>\n";
  }
  s += "<p class=\"note\">Failing cases grouped by (verdict, classification of the first "
       "mismatch or why a spelling is illegal, family, integer or floating-point result): "
       "usually one driver bug each. Widths and suffixes do not split a cause; its cells "
       "do not either.</p>\n";
  for (std::size_t i = 0; i < causes.size(); ++i) {
    const Cause& c = causes[i];
    s += "<div class=\"case\" id=\"" + prefix + Num(i + 1) + "\"><h4>" +
         (expected ? Badge("skipped", "expected") : "") + Badge(c.verdict, c.verdict) +
         Plural(c.cases.size(), "case") + ": " + E(c.Title()) + "</h4>\n";
    if (!c.cells.empty()) {
      s += "<p>cells: ";
      for (std::size_t k = 0; k < c.cells.size(); ++k) {
        const std::string& cell = c.cells[k];
        const std::size_t arrow = cell.find(" -> ");
        const std::string id =
            "cell-" + c.section + "-" + cell.substr(0, arrow) + "-" + cell.substr(arrow + 4);
        s += std::string(k == 0 ? "" : ", ") + "<a href=\"#" + E(id) + "\">" + E(cell) + "</a>";
      }
      s += "</p>\n";
    }
    const json& example = *c.example;
    s += "<p>for example <a href=\"#case-" + E(Text(example, "case")) + "\"><code>" +
         E(Text(example, "case")) + "</code></a>:</p>\n";
    if (c.lane != nullptr) s += LaneTable(json::array({*c.lane}), "expected");
    s += "<p class=\"repro\">Rerun: <code>" + E(RerunLine(report, example)) + "</code></p>\n";
    s += "<details><summary>" + Plural(c.cases.size(), "case") + "</summary><p>";
    for (std::size_t k = 0; k < c.cases.size(); ++k) {
      const std::string name = Text(*c.cases[k], "case");
      s += std::string(k == 0 ? "" : ", ") + "<a href=\"#case-" + E(name) + "\"><code>" + E(name) +
           "</code></a>";
    }
    s += "</p></details></div>\n";
  }
  return s + "</section>\n";
}

}  // namespace clc::html
