// The HTML page's sections on implementation-defined behaviour and negative compile checks.
#include <map>

#include "harness/report/html_page.h"
#include "harness/report/html_util.h"
#include "harness/report/report_merge.h"

namespace clc::html {

using nlohmann::json;

namespace {

constexpr std::size_t kMaxValuesShown = 8;

// "lane 27: 0x4f000000 (0x1p+31) -> 0x80000000 (-2147483648); reference 0x7fffffff".
std::string SampleLine(const json& l, bool as_type) {
  return "lane " + Num(Count(l, "lane")) + ": " + Text(l, "input") + " (" + Text(l, "input_value") +
         ") \u2192 " + Text(l, "got") + " (" + Text(l, "got_value") + "); " +
         (as_type ? "memory layout " : "reference's guess ") + Text(l, "expected");
}

// Where a convert_* operand fell: NaN, above or below the destination's range.
std::string OperandKind(const json& lane) {
  const std::string v = Text(lane, "input_value");
  if (v.find("nan") != std::string::npos) return "NaN";
  return v.rfind('-', 0) == 0 ? "below range (incl. -inf)" : "above range (incl. +inf)";
}

// One row per pair of one family: counts, what the device returned in the samples, the cases.
std::string ImplRow(const PairKey& key, const std::vector<const json*>& cases) {
  const FamilyTraits* family = FamilyOfLabel(std::get<0>(key));
  const bool as_type = family != nullptr && family->rule == LaneRule::kBits;
  std::uint64_t lanes = 0, matching = 0, samples = 0, samples_matching = 0;
  std::map<std::string, std::map<std::string, std::uint64_t>> seen;  // kind -> got -> count
  for (const json* c : cases) {
    lanes += Count(*c, "implementation_defined");
    matching += Count(*c, "implementation_defined_matching_reference");
    if (!c->contains("implementation_defined_samples")) continue;
    for (const json& l : (*c)["implementation_defined_samples"]) {
      const bool same = Text(l, "got") == Text(l, "expected");
      ++samples;
      samples_matching += same ? 1 : 0;
      if (as_type && same) continue;  // a layout match says all there is to say
      ++seen[as_type ? "differing from the layout" : OperandKind(l)]
            [Text(l, "got") + " (" + Text(l, "got_value") + ")"];
    }
  }
  std::string returned;
  if (as_type)
    returned = Num(samples_matching) + " of " + Num(samples) + " samples match the layout";
  for (const auto& [kind, gots] : seen) {
    returned += std::string(returned.empty() ? "" : "<br>") + "<b>" + E(kind) + "</b>: ";
    std::size_t shown = 0;
    for (const auto& [got, n] : gots) {
      if (shown++ == kMaxValuesShown) {
        returned += " &hellip; and " + Num(gots.size() - kMaxValuesShown) + " more";
        break;
      }
      returned +=
          std::string(shown > 1 ? ", " : "") + "<code>" + E(got) + "</code>&nbsp;&times;" + Num(n);
    }
  }
  std::string list =
      "<details><summary>" + Plural(cases.size(), "case") +
      "</summary>\n"
      "<table "
      "class=\"grid\"><tr><th>case</th><th>verdict</th><th>lanes</th><th>impl.-defined</th>"
      "<th>" +
      std::string(as_type ? "match layout" : "equal to guess") + "</th><th>samples</th></tr>\n";
  for (const json* c : cases) {
    std::string lines;
    if (c->contains("implementation_defined_samples")) {
      for (const json& l : (*c)["implementation_defined_samples"])
        lines += E(SampleLine(l, as_type)) + "<br>";
    }
    list += "<tr><td><code>" + E(Text(*c, "case")) + "</code></td><td>" +
            Badge(Text(*c, "verdict"), Text(*c, "verdict")) + "</td><td>" +
            Num(Count(*c, "lanes")) + "</td><td>" + Num(Count(*c, "implementation_defined")) +
            "</td><td>" + Num(Count(*c, "implementation_defined_matching_reference")) +
            "</td><td><code>" + lines + "</code></td></tr>\n";
  }
  list += "</table></details>";
  return "<tr id=\"" + PairId("impl", key) + "\"><th>" + E(PairTitle(key)) + "</th><td>" +
         Num(cases.size()) + "</td><td>" + Num(lanes) + "</td><td>" + Num(matching) +
         Percent(matching, lanes) + "</td><td class=\"returned\">" + returned +
         "</td></tr>\n<tr><td class=\"cases\" colspan=\"5\">" + list + "</td></tr>\n";
}

}  // namespace

std::string ImplementationDefinedSection(const CaseIndex& index, std::size_t* cases_out) {
  std::size_t impl_cases = 0;
  std::string s =
      "<section id=\"implementation-defined\"><h2>Implementation-defined behaviour "
      "observed</h2>\n"
      "<p class=\"note\">Lanes where the specification lets the device choose: recorded, never "
      "passed. What the device returned comes from the recorded samples (a few per case).</p>\n";
  std::map<std::string, std::string> rows;  // family -> table rows
  for (const auto& [key, indices] : index.Ordered()) {
    std::vector<const json*> cases;
    for (std::size_t i : *indices) {
      if (Count(*index.entries()[i].c, "implementation_defined") != 0)
        cases.push_back(index.entries()[i].c);
    }
    if (cases.empty()) continue;
    impl_cases += cases.size();
    rows[std::get<0>(key)] += ImplRow(key, cases);
  }
  *cases_out = impl_cases;
  if (rows.empty()) return s + "<p>No implementation-defined lane was recorded.</p></section>\n";
  for (const FamilyTraits* family : Families()) {
    if (rows.count(std::string(family->label)) == 0) continue;
    const bool as_type = family->rule == LaneRule::kBits;
    s += "<h3>" + E(std::string(family->heading)) +
         (as_type ? " between different element counts (other than 4 to 3)"
                  : " without <code>_sat</code>: NaN and out-of-range operands") +
         "</h3>\n<table class=\"grid impl\"><tr><th>pair</th><th>cases</th>"
         "<th>implementation-defined lanes</th><th>" +
         (as_type ? "matching the operand's memory layout" : "equal to the reference's guess") +
         "</th><th>device returned (samples)</th></tr>\n" + rows[std::string(family->label)] +
         "</table>\n";
  }
  return s + "</section>\n";
}

std::string NegativeSection(const CaseIndex& index) {
  std::string s =
      "<section id=\"negative\"><h2>Negative compile checks</h2>\n"
      "<p class=\"note\">Spellings that are not functions of OpenCL C (<code>_sat</code> to a "
      "floating-point type, different widths, as_type between different sizes): the device must "
      "reject them. A pass means it did.</p>\n";
  auto it = index.groups().find({kNegativeSection, -1, -1});
  if (it == index.groups().end()) return s + "<p>None in this report.</p></section>\n";
  std::map<std::string, std::map<std::string, std::uint64_t>> by_family;
  for (std::size_t i : it->second) {
    ++by_family[Text(*index.entries()[i].c, "family")][Text(*index.entries()[i].c, "verdict")];
  }
  s += "<table class=\"grid\"><tr><th>family</th><th>cases</th><th>verdicts</th></tr>\n";
  for (const auto& [family, verdicts] : by_family) {
    std::uint64_t n = 0;
    std::string badges;
    for (const auto& [v, k] : verdicts) {
      n += k;
      badges += Badge(v, Num(k) + " " + v);
    }
    s += "<tr><td>" + E(family) + "</td><td>" + Num(n) + "</td><td>" + badges + "</td></tr>\n";
  }
  s += "</table>\n";
  std::string failing;
  for (std::size_t i : it->second) {
    const Entry& e = index.entries()[i];
    if (!IsFailingVerdict(Text(*e.c, "verdict"))) continue;
    failing += "<li><a href=\"#case-" + E(Text(*e.c, "case")) + "\"><code>" +
               E(Text(*e.c, "case")) + "</code></a> " +
               Badge(Text(*e.c, "verdict"), Text(*e.c, "verdict")) +
               (e.variant ? " " + E(IllegalReason(*e.variant)) : std::string()) + "</li>\n";
  }
  if (!failing.empty()) s += "<p>Not rejected:</p><ul>\n" + failing + "</ul>\n";
  return s + "</section>\n";
}

}  // namespace clc::html
