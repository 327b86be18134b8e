// The HTML report: one static page (inline CSS, no script) rendered from a report.json.
#include "harness/report/report_html.h"

#include <algorithm>
#include <array>
#include <cstdio>
#include <map>
#include <optional>
#include <tuple>
#include <utility>
#include <vector>

#include "harness/report/report_merge.h"
#include "reference/variant.h"

namespace clc {

namespace {

using nlohmann::json;

constexpr std::size_t kMaxMessageChars = 4000;
constexpr std::size_t kMaxValuesShown = 8;

const char kStyle[] = R"css(
:root{--pass:#d9f2da;--pass-b:#2e7d32;--fail:#fbd3d3;--fail-b:#c62828;--err:#ffe0b3;--err-b:#d45500;
--impl:#d5e5fa;--impl-b:#1f5fae;--skip:#ececec;--skip-b:#6b6b6b}
*{box-sizing:border-box}
body{margin:0;font:14px/1.45 system-ui,"Segoe UI",Roboto,"DejaVu Sans",sans-serif;color:#1c1c1e;background:#f7f7f8}
header{background:#22303a;color:#fff;padding:14px 24px}
header h1{margin:0;font-size:20px;font-weight:600}
header p{margin:2px 0 0;color:#c9d3da}
nav{position:sticky;top:0;background:#fff;border-bottom:1px solid #ddd;padding:6px 24px;z-index:2}
nav a{margin-right:16px;color:#1f5fae;text-decoration:none}
main{padding:4px 24px 48px;max-width:1500px}
h2{font-size:18px;border-bottom:2px solid #dedede;padding-bottom:3px;margin-top:28px}
h3{font-size:15px;margin:18px 0 6px}
a{color:#1f5fae}
table{border-collapse:collapse}
code,pre{font-family:"DejaVu Sans Mono",Menlo,Consolas,monospace;font-size:12px}
pre{background:#efeff1;padding:8px;overflow:auto;max-height:300px;white-space:pre-wrap;margin:6px 0}
table.kv th{text-align:left;padding:2px 18px 2px 0;color:#555;font-weight:600;vertical-align:top;white-space:nowrap}
table.kv td{padding:2px 0}
table.grid th,table.grid td{border:1px solid #d6d6d6;padding:3px 7px;text-align:left;vertical-align:top;background:#fff}
table.grid th{background:#efeff1}
.badge{display:inline-block;padding:1px 9px;border-radius:10px;font-size:12px;font-weight:600;border:1px solid;margin:2px 4px 2px 0}
.v-pass{background:var(--pass);border-color:var(--pass-b)}
.v-fail{background:var(--fail);border-color:var(--fail-b)}
.v-error,.v-crash,.v-timeout,.v-build-failure{background:var(--err);border-color:var(--err-b)}
.v-implementation-defined{background:var(--impl);border-color:var(--impl-b)}
.v-skipped,.v-not-checked{background:var(--skip);border-color:var(--skip-b)}
table.matrix th,table.matrix td{border:1px solid #cfcfcf;width:88px;height:50px;text-align:center;padding:2px;font-size:11px}
table.matrix th{background:#efeff1;font-size:12px}
table.matrix th.row{text-align:right;padding-right:8px;width:70px}
table.matrix th.corner{font-weight:400;color:#666;font-size:10.5px}
table.matrix td.none{background:#fff;color:#c4c4c4}
table.matrix td a{display:block;color:inherit;text-decoration:none}
table.matrix td a:hover{text-decoration:underline}
table.matrix td .n{display:block;font-size:15px;font-weight:700}
.legend{margin:6px 0 10px;font-size:12px}
.note{color:#555;font-size:13px;margin:4px 0}
.case{background:#fff;border-left:4px solid var(--fail-b);padding:6px 12px 8px;margin:10px 0;box-shadow:0 1px 2px rgba(0,0,0,.08)}
.case h4{margin:2px 0 4px;font-size:14px}
.repro code{background:#23272e;color:#f1f1f1;padding:3px 7px;display:inline-block;border-radius:3px}
.group{margin-bottom:18px}
details summary{cursor:pointer;color:#1f5fae;margin:2px 0}
table.impl th{white-space:nowrap}
table.impl td.returned{max-width:640px}
table.impl td.cases{border-top:none;padding:0 7px 3px;background:#fbfbfb}
)css";

std::string Text(const json& obj, const char* key) {
  auto it = obj.find(key);
  if (it == obj.end()) return "";
  return it->is_string() ? it->get<std::string>() : it->dump();
}

std::uint64_t Count(const json& obj, const char* key) {
  auto it = obj.find(key);
  return it != obj.end() && it->is_number_integer() ? it->get<std::uint64_t>() : 0;
}

std::string E(const std::string& s) { return HtmlEscape(s); }
std::string Num(std::uint64_t n) { return std::to_string(n); }
std::string Plural(std::uint64_t n, const std::string& noun) {
  return Num(n) + " " + noun + (n == 1 ? "" : "s");
}

std::string Secs(double s) {
  char buf[48];
  std::snprintf(buf, sizeof buf, "%.3f s", s);
  return buf;
}

std::string Percent(std::uint64_t part, std::uint64_t whole) {
  if (whole == 0) return "";
  char buf[32];
  std::snprintf(buf, sizeof buf, " (%.1f%%)",
                100.0 * static_cast<double>(part) / static_cast<double>(whole));
  return buf;
}

// A CSS class for a verdict; one this code does not know is shown as an error.
std::string VerdictClass(const std::string& v) {
  const auto& known = KnownVerdicts();
  return std::find(known.begin(), known.end(), v) != known.end() ? "v-" + v : "v-error";
}

std::string Badge(const std::string& verdict, const std::string& text) {
  return "<span class=\"badge " + VerdictClass(verdict) + "\">" + E(text) + "</span>";
}

std::string Short(const std::string& v) {
  static const std::map<std::string, std::string> kShort = {{"implementation-defined", "impl"},
                                                            {"not-checked", "n/c"},
                                                            {"build-failure", "build"},
                                                            {"skipped", "skip"}};
  auto it = kShort.find(v);
  return it == kShort.end() ? v : it->second;
}

std::string Capped(const std::string& s) {
  if (s.size() <= kMaxMessageChars) return s;
  std::size_t cut = kMaxMessageChars;
  while (cut > 0 && (static_cast<unsigned char>(s[cut]) & 0xC0) == 0x80) --cut;
  return s.substr(0, cut) + "\n... (" + std::to_string(s.size() - cut) + " more bytes)";
}

// A case with its parsed variant; `variant` is empty for a name that is no case name.
struct Entry {
  const json* c;
  std::optional<Variant> variant;
};

// Cases grouped by (section, source, destination): the matrix cells and the anchors.
using PairKey = std::tuple<std::string, int, int>;

std::string PairId(const std::string& prefix, const PairKey& k) {
  const auto& [section, src, dst] = k;
  if (src < 0) return prefix + "-" + section;
  return prefix + "-" + section + "-" + std::string(Name(static_cast<ScalarType>(src))) + "-" +
         std::string(Name(static_cast<ScalarType>(dst)));
}

std::string PairTitle(const PairKey& k) {
  const auto& [section, src, dst] = k;
  if (src < 0)
    return section == "negative" ? "negative compile checks" : "cases with unparsed names";
  return section + ": " + std::string(Name(static_cast<ScalarType>(src))) + " \u2192 " +
         std::string(Name(static_cast<ScalarType>(dst)));
}

int SectionOrder(const std::string& section) {
  return section == "convert" ? 0 : section == "as_type" ? 1 : 2;
}

PairKey KeyOf(const Entry& e) {
  const std::string section = SectionOf(*e.c);
  if (section == "negative" || !e.variant) return {section, -1, -1};
  return {section, static_cast<int>(e.variant->src), static_cast<int>(e.variant->dst)};
}

class Page {
 public:
  explicit Page(const json& report) : report_(report) {
    for (const json& c : report["cases"]) {
      entries_.push_back({&c, ParseCaseName(Text(c, "case"))});
      groups_[KeyOf(entries_.back())].push_back(entries_.size() - 1);
    }
  }

  // The groups in report order: convert, as_type, negative; by source then destination.
  std::vector<std::pair<PairKey, const std::vector<std::size_t>*>> Ordered() const {
    std::vector<std::pair<PairKey, const std::vector<std::size_t>*>> out;
    for (const auto& [key, indices] : groups_) out.emplace_back(key, &indices);
    std::stable_sort(out.begin(), out.end(), [](const auto& a, const auto& b) {
      return SectionOrder(std::get<0>(a.first)) < SectionOrder(std::get<0>(b.first));
    });
    return out;
  }

  std::string Render() {
    const json& dev = report_["device"];
    std::string body = Summary() + Totals() + Matrix("convert") + Matrix("as_type") + Failures() +
                       ImplementationDefined() + Negative();
    std::string nav =
        "<nav><a href=\"#summary\">Device and run</a><a href=\"#totals\">Totals</a>"
        "<a href=\"#matrix-convert\">convert_* matrix</a>"
        "<a href=\"#matrix-as_type\">as_type matrix</a>"
        "<a href=\"#failures\">Failures (" +
        Num(failing_) +
        ")</a>"
        "<a href=\"#implementation-defined\">Implementation-defined (" +
        Num(impl_cases_) +
        ")</a>"
        "<a href=\"#negative\">Negative checks</a></nav>\n";
    return "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
           "<meta name=\"viewport\" content=\"width=device-width, "
           "initial-scale=1\">\n<title>clconform: " +
           E(Text(dev, "name")) + " (" + E(Text(dev, "platform")) + ")</title>\n<style>" + kStyle +
           "</style>\n</head>\n<body>\n<header><h1>clconform conformance report</h1><p>" +
           E(Text(dev, "name")) + " &middot; " + E(Text(dev, "platform")) + " &middot; driver " +
           E(Text(dev, "driver_version")) + "</p></header>\n" + nav + "<main>\n" + body +
           "</main>\n</body>\n</html>\n";
  }

 private:
  std::string Summary() const {
    const json& d = report_["device"];
    const json& r = report_["run"];
    auto yes = [&](const json& obj, const char* key) {
      auto it = obj.find(key);
      if (it == obj.end() || !it->is_boolean()) return std::string("?");
      return std::string(it->get<bool>() ? "yes" : "no");
    };
    const json denorm =
        d.contains("denorm") && d["denorm"].is_object() ? d["denorm"] : json::object();
    std::string denorms;
    for (const char* t : {"half", "float", "double"}) {
      denorms += std::string(denorms.empty() ? "" : " &middot; ") + t + ": " + yes(denorm, t);
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
    s += row("Types", "fp64: " + yes(d, "fp64") + " &middot; fp16: " + yes(d, "fp16") +
                          " &middot; int64: " + yes(d, "int64"));
    s += row("Denormals (CL_FP_DENORM)", denorms);
    s += row("Coverage", E(Text(r, "coverage")) + " &middot; seed " + E(Text(r, "seed")));
    s += row("Programs built", E(Text(r, "programs_built")));
    s += row("Run time", Secs(r["seconds"].get<double>()));
    s += row("Command", "<pre>" + E(Text(r, "command")) + "</pre>");
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
    for (const Entry& e : entries_) {
      const std::string v = Text(*e.c, "verdict");
      ++verdicts[v];
      for (std::size_t i = 0; i < lanes.size(); ++i) lanes[i] += Count(*e.c, keys[i]);
      if (v == "skipped" || v == "not-checked") ++reasons[v + ": " + Text(*e.c, "message")];
    }
    std::string s =
        "<section id=\"totals\"><h2>Totals</h2>\n<p>" + Num(entries_.size()) + " cases: ";
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

  std::string Matrix(const std::string& section) const {
    const bool convert = section == "convert";
    std::string s = "<section id=\"matrix-" + section + "\"><h2>" +
                    (convert ? "convert_*" : "as_type") + ": source &times; destination</h2>\n";
    s +=
        std::string("<p class=\"note\">Rows: operand (source) type; columns: result type. ") +
        (convert
             ? "A cell aggregates every width, <code>_sat</code> and rounding variant of the pair. "
             : "A cell aggregates every element count of the pair of scalar types. ") +
        "Its colour is the worst verdict in it; a failing cell links to its failing cases, a cell "
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
    auto unparsed = groups_.find({section, -1, -1});
    if (unparsed != groups_.end()) {
      s += "<p class=\"note\">Not in the matrix, their names being no case names: " +
           Plural(unparsed->second.size(), "case") + ".</p>\n";
    }
    return s + "</section>\n";
  }

  std::string Cell(const PairKey& key) const {
    const std::string id = PairId("cell", key);
    auto it = groups_.find(key);
    if (it == groups_.end()) return "<td class=\"none\" id=\"" + id + "\">&middot;</td>";
    std::map<std::string, std::uint64_t> verdicts;
    std::string worst = "pass";
    bool impl = false;
    for (std::size_t i : it->second) {
      const std::string v = Text(*entries_[i].c, "verdict");
      ++verdicts[v];
      if (VerdictSeverity(v) > VerdictSeverity(worst)) worst = v;
      impl = impl || Count(*entries_[i].c, "implementation_defined") > 0;
    }
    std::string counts, title = PairTitle(key) + ": " + Plural(it->second.size(), "case");
    std::vector<std::pair<std::string, std::uint64_t>> order(verdicts.begin(), verdicts.end());
    std::stable_sort(order.begin(), order.end(), [](const auto& a, const auto& b) {
      return VerdictSeverity(a.first) > VerdictSeverity(b.first);
    });
    for (const auto& [v, n] : order) {
      counts += (counts.empty() ? "" : " &middot; ") + Num(n) + " " + E(Short(v));
      title += ", " + Num(n) + " " + v;
    }
    std::string inner = "<span class=\"n\">" + Num(it->second.size()) + "</span>" + counts;
    if (IsFailingVerdict(worst)) {
      inner = "<a href=\"#" + PairId("fail", key) + "\">" + inner + "</a>";
    } else if (impl) {
      inner = "<a href=\"#" + PairId("impl", key) + "\">" + inner + "</a>";
    }
    return "<td class=\"" + VerdictClass(worst) + "\" id=\"" + id + "\" title=\"" + E(title) +
           "\">" + inner + "</td>";
  }

  std::string LaneTable(const json& lanes, const char* expected_header) const {
    std::string s = "<table class=\"grid\"><tr><th>lane</th><th>where</th><th>input</th><th>" +
                    std::string(expected_header) +
                    "</th><th>allowance</th><th>got</th><th>classification</th></tr>\n";
    for (const json& l : lanes) {
      const bool constant = l["constant_path"].get<bool>();
      std::string allowance = E(Text(l, "allowance"));
      if (Text(l, "allowance") == "may-flush-denormal")
        allowance += " or <code>" + E(Text(l, "alt")) + "</code>";
      s += "<tr><td>" + Num(Count(l, "lane")) + "</td><td>" +
           (constant ? std::string("constant operand") : "chunk " + Num(Count(l, "chunk"))) +
           "</td><td><code>" + E(Text(l, "input")) + "</code><br>" + E(Text(l, "input_value")) +
           "</td><td><code>" + E(Text(l, "expected")) + "</code><br>" +
           E(Text(l, "expected_value")) + "</td><td>" + allowance + "</td><td><code>" +
           E(Text(l, "got")) + "</code><br>" + E(Text(l, "got_value")) + "</td><td>" +
           E(Text(l, "classification")) + "</td></tr>\n";
    }
    return s + "</table>\n";
  }

  std::string Failures() {
    std::string s = "<section id=\"failures\"><h2>Failures</h2>\n";
    std::string groups;
    for (const auto& [key, indices] : Ordered()) {
      std::vector<const json*> failing;
      for (std::size_t i : *indices) {
        if (IsFailingVerdict(Text(*entries_[i].c, "verdict"))) failing.push_back(entries_[i].c);
      }
      if (failing.empty()) continue;
      failing_ += failing.size();
      groups += "<div class=\"group\" id=\"" + PairId("fail", key) + "\"><h3>" + E(PairTitle(key)) +
                " (" + Num(failing.size()) + " failing)</h3>\n";
      for (const json* c : failing) groups += FailingCase(*c);
      groups += "</div>\n";
    }
    if (failing_ == 0) return s + "<p>No case failed.</p></section>\n";
    return s + "<p>" + Num(failing_) + " failing cases, by matrix cell.</p>\n" + groups +
           "</section>\n";
  }

  std::string FailingCase(const json& c) const {
    const std::string verdict = Text(c, "verdict");
    std::string s = "<article class=\"case\" id=\"case-" + E(Text(c, "case")) + "\"><h4><code>" +
                    E(Text(c, "case")) + "</code> " + Badge(verdict, verdict) + "</h4>\n<p>";
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

  // "lane 27: 0x4f000000 (0x1p+31) -> 0x80000000 (-2147483648); reference 0x7fffffff".
  static std::string SampleLine(const json& l, bool as_type) {
    return "lane " + Num(Count(l, "lane")) + ": " + Text(l, "input") + " (" +
           Text(l, "input_value") + ") \u2192 " + Text(l, "got") + " (" + Text(l, "got_value") +
           "); " + (as_type ? "memory layout " : "reference's guess ") + Text(l, "expected");
  }

  // Where a convert_* operand fell: NaN, above or below the destination's range.
  static std::string OperandKind(const json& lane) {
    const std::string v = Text(lane, "input_value");
    if (v.find("nan") != std::string::npos) return "NaN";
    return v.rfind('-', 0) == 0 ? "below range (incl. -inf)" : "above range (incl. +inf)";
  }

  // One row per pair of one family: counts, what the device returned in the samples, the cases.
  std::string ImplRow(const PairKey& key, const std::vector<const json*>& cases) const {
    const bool as_type = std::get<0>(key) == "as_type";
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
        returned += std::string(shown > 1 ? ", " : "") + "<code>" + E(got) +
                    "</code>&nbsp;&times;" + Num(n);
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

  std::string ImplementationDefined() {
    std::string s =
        "<section id=\"implementation-defined\"><h2>Implementation-defined behaviour "
        "observed</h2>\n"
        "<p class=\"note\">Lanes where the specification lets the device choose: recorded, never "
        "passed. What the device returned comes from the recorded samples (a few per case).</p>\n";
    std::map<std::string, std::string> rows;  // family -> table rows
    for (const auto& [key, indices] : Ordered()) {
      std::vector<const json*> cases;
      for (std::size_t i : *indices) {
        if (Count(*entries_[i].c, "implementation_defined") != 0) cases.push_back(entries_[i].c);
      }
      if (cases.empty()) continue;
      impl_cases_ += cases.size();
      rows[std::get<0>(key)] += ImplRow(key, cases);
    }
    if (rows.empty()) return s + "<p>No implementation-defined lane was recorded.</p></section>\n";
    const std::pair<const char*, const char*> families[] = {
        {"convert", "convert_* without <code>_sat</code>: NaN and out-of-range operands"},
        {"as_type", "as_type between different element counts (other than 4 to 3)"}};
    for (const auto& [family, title] : families) {
      if (rows.count(family) == 0) continue;
      const bool as_type = std::string(family) == "as_type";
      s += std::string("<h3>") + title +
           "</h3>\n<table class=\"grid impl\"><tr><th>pair</th><th>cases</th>"
           "<th>implementation-defined lanes</th><th>" +
           (as_type ? "matching the operand's memory layout" : "equal to the reference's guess") +
           "</th><th>device returned (samples)</th></tr>\n" + rows[family] + "</table>\n";
    }
    return s + "</section>\n";
  }

  std::string Negative() const {
    std::string s =
        "<section id=\"negative\"><h2>Negative compile checks</h2>\n"
        "<p class=\"note\">Spellings that are not functions of OpenCL C (<code>_sat</code> to a "
        "floating-point type, different widths, as_type between different sizes): the device must "
        "reject them. A pass means it did.</p>\n";
    auto it = groups_.find({"negative", -1, -1});
    if (it == groups_.end()) return s + "<p>None in this report.</p></section>\n";
    std::map<std::string, std::map<std::string, std::uint64_t>> by_family;
    for (std::size_t i : it->second) {
      ++by_family[Text(*entries_[i].c, "family")][Text(*entries_[i].c, "verdict")];
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
      const Entry& e = entries_[i];
      if (!IsFailingVerdict(Text(*e.c, "verdict"))) continue;
      failing += "<li><a href=\"#case-" + E(Text(*e.c, "case")) + "\"><code>" +
                 E(Text(*e.c, "case")) + "</code></a> " +
                 Badge(Text(*e.c, "verdict"), Text(*e.c, "verdict")) +
                 (e.variant ? " " + E(IllegalReason(*e.variant)) : std::string()) + "</li>\n";
    }
    if (!failing.empty()) s += "<p>Not rejected:</p><ul>\n" + failing + "</ul>\n";
    return s + "</section>\n";
  }

  const json& report_;
  std::vector<Entry> entries_;
  std::map<PairKey, std::vector<std::size_t>> groups_;
  std::size_t failing_ = 0;
  std::size_t impl_cases_ = 0;
};

}  // namespace

std::string HtmlEscape(std::string_view text) {
  std::string out;
  out.reserve(text.size());
  for (char ch : text) {
    const unsigned char c = static_cast<unsigned char>(ch);
    switch (c) {
      case '&': out += "&amp;"; break;
      case '<': out += "&lt;"; break;
      case '>': out += "&gt;"; break;
      case '"': out += "&quot;"; break;
      case '\'': out += "&#39;"; break;
      case '\t':
      case '\n':
      case '\r': out += ch; break;
      default:
        if (c < 0x20 || c == 0x7F) {
          out += "\xEF\xBF\xBD";
        } else {
          out += ch;
        }
    }
  }
  return out;
}

std::string RenderHtmlReport(const nlohmann::json& report) {
  std::string why;
  if (!ValidateReport(report, &why)) throw ReportError("not a clconform report: " + why);
  return Page(report).Render();
}

}  // namespace clc
