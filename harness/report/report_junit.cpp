// JUnit XML writer over a report.json document.
#include "harness/report/report_junit.h"

#include <cstdint>
#include <cstdio>

#include "harness/report/format.h"
#include "harness/report/report_fields.h"
#include "harness/report/report_merge.h"

namespace clc {

namespace {

using nlohmann::json;

constexpr std::size_t kMaxMessageChars = 16000;

// xs:decimal, never an exponent.
std::string Seconds(double s) {
  char buf[64];
  std::snprintf(buf, sizeof buf, "%.6f", s < 0 ? 0.0 : s);
  return buf;
}

std::string Capped(const std::string& s) {
  if (s.size() <= kMaxMessageChars) return s;
  std::size_t cut = kMaxMessageChars;
  while (cut > 0 && (static_cast<unsigned char>(s[cut]) & 0xC0) == 0x80) --cut;  // UTF-8 boundary
  return s.substr(0, cut) + "\n... (" + std::to_string(s.size() - cut) + " more bytes)";
}

std::string Headline(const std::string& s) {
  const std::string line = s.substr(0, s.find('\n'));
  return line.size() > 200 ? line.substr(0, 200) + "..." : line;
}

std::string Attr(const std::string& name, const std::string& value) {
  return " " + name + "=\"" + XmlEscape(value, true) + "\"";
}

std::string Property(const std::string& name, const std::string& value, const std::string& indent) {
  return indent + "<property" + Attr("name", name) + Attr("value", value) + "/>\n";
}

std::string LaneLines(const json& c, const char* key) {
  std::string s;
  if (!c.contains(key)) return s;
  for (const json& lane : c[key]) s += LaneLine(lane) + "\n";
  return s;
}

std::string FailureMessage(const json& c, const std::string& verdict) {
  const std::string message = Headline(Text(c, "message"));
  if (verdict == "fail") {
    if (IsNegativeCase(c)) return "compiled although it is not a function of OpenCL C";
    return std::to_string(Count(c, "mismatched")) + " of " + std::to_string(Count(c, "lanes")) +
           " lanes mismatched";
  }
  if (verdict == "build-failure") return "did not build" + (message.empty() ? "" : ": " + message);
  return verdict + (message.empty() ? "" : ": " + message);
}

// What a case is in JUnit: a failure its expectations file foresaw is skipped, not failed (the
// run passes with it), a listed case that passed is a failure (the list is out of date), and a
// listed failure the run did not exercise is skipped, never a pass.
enum class Junit : std::uint8_t { kPass, kFailure, kSkipped };

Junit JunitOf(const json& c) {
  const std::string verdict = Text(c, "verdict");
  if (UnexpectedFailure(c) || ExpectationOutcomeOf(c) == "unexpected-pass") return Junit::kFailure;
  if (ExpectationOutcomeOf(c) == "not-checked") return Junit::kSkipped;
  return verdict == "pass" ? Junit::kPass : Junit::kSkipped;
}

std::string ExpectationDetail(const json& c) {
  const auto it = c.find("expectation");
  return it != c.end() && it->is_object() ? Text(*it, "detail") : "";
}

std::string SkipMessage(const json& c, const std::string& verdict) {
  if (ExpectationOutcomeOf(c) == "not-checked") return Headline(ExpectationDetail(c));
  if (verdict == "implementation-defined") {
    const FamilyTraits* family = FamilyOfCase(c);
    const char* of = family != nullptr && family->rule == LaneRule::kBits
                         ? "the operand's memory layout"
                         : "the reference's guess";
    return "implementation-defined, recorded not passed: " +
           std::to_string(Count(c, "implementation_defined_matching_reference")) + " of " +
           std::to_string(Count(c, "lanes")) + " lanes match " + of;
  }
  const std::string message = Text(c, "message");
  return (verdict == "skipped" ? "skipped" : verdict) + (message.empty() ? "" : ": " + message);
}

std::string TestCase(const json& report, const json& c, const std::string& section) {
  const std::string verdict = Text(c, "verdict");
  const double seconds =
      c.contains("seconds") && c["seconds"].is_number() ? c["seconds"].get<double>() : 0;
  std::string s = "    <testcase" + Attr("name", Text(c, "case")) +
                  Attr("classname", "clconform." + section) + Attr("time", Seconds(seconds)) +
                  ">\n";
  s += "      <properties>\n";
  s += Property("verdict", verdict, "        ");
  s += Property("builtin", Text(c, "builtin"), "        ");
  for (const char* key :
       {"lanes", "exact", "accepted_flushed_denormal", "accepted_any_nan", "implementation_defined",
        "implementation_defined_matching_reference", "mismatched"}) {
    s += Property(key, std::to_string(Count(c, key)), "        ");
  }
  if (c.contains("rejected")) s += Property("rejected", Text(c, "rejected"), "        ");
  s += "      </properties>\n";
  const std::string detail = ExpectationDetail(c);
  if (IsFailingVerdict(verdict)) {
    std::string body = LaneLines(c, "first_mismatches");
    body += "rerun: " + RerunLine(report, c) + "\n";
    if (!detail.empty()) body += detail + "\n";
    if (c.contains("message")) body += Capped(Text(c, "message")) + "\n";
    const bool expected = JunitOf(c) == Junit::kSkipped;
    const std::string message = (expected ? "expected failure: " : "") +
                                FailureMessage(c, verdict) +
                                (detail.empty() ? "" : " (" + Headline(detail) + ")");
    s += expected ? "      <skipped" + Attr("message", message) + ">" + XmlEscape(body, false) +
                        "</skipped>\n"
                  : "      <failure" + Attr("message", message) + Attr("type", verdict) + ">" +
                        XmlEscape(body, false) + "</failure>\n";
  } else if (JunitOf(c) == Junit::kFailure) {
    s += "      <failure" + Attr("message", "unexpected pass: " + Headline(detail)) +
         Attr("type", "unexpected-pass") + ">" + XmlEscape(detail + "\n", false) + "</failure>\n";
  } else if (JunitOf(c) == Junit::kSkipped) {
    const std::string body = LaneLines(c, "implementation_defined_samples");
    s += "      <skipped" + Attr("message", SkipMessage(c, verdict)) +
         (body.empty() ? "/>\n" : ">" + XmlEscape(body, false) + "</skipped>\n");
  }
  s += "    </testcase>\n";
  return s;
}

}  // namespace

std::string XmlEscape(std::string_view text, bool attribute) {
  std::string out;
  out.reserve(text.size());
  for (std::size_t i = 0; i < text.size(); ++i) {
    const unsigned char c = static_cast<unsigned char>(text[i]);
    switch (c) {
      case '&': out += "&amp;"; continue;
      case '<': out += "&lt;"; continue;
      case '>': out += "&gt;"; continue;
      case '"': out += attribute ? "&quot;" : "\""; continue;
      case '\'': out += attribute ? "&apos;" : "'"; continue;
      case '\n': out += attribute ? "&#10;" : "\n"; continue;
      case '\r': out += "&#13;"; continue;
      case '\t': out += attribute ? "&#9;" : "\t"; continue;
      default: break;
    }
    if (c < 0x20) {
      out += "\xEF\xBF\xBD";  // forbidden in XML 1.0, even as a reference
    } else if (c == 0xEF && i + 2 < text.size() &&
               static_cast<unsigned char>(text[i + 1]) == 0xBF &&
               (static_cast<unsigned char>(text[i + 2]) & 0xFE) == 0xBE) {
      out += "\xEF\xBF\xBD";  // U+FFFE and U+FFFF are not XML characters either
      i += 2;
    } else {
      out += static_cast<char>(c);
    }
  }
  return out;
}

std::string RenderJunitReport(const nlohmann::json& report) {
  std::string why;
  if (!ValidateReport(report, &why)) throw ReportError("not a clconform report: " + why);
  const json& dev = report["device"];
  const json& run = report["run"];
  std::string all;
  std::size_t tests = 0, failures = 0, skipped = 0;
  for (const std::string& section : Sections()) {
    std::string body;
    std::size_t n = 0, f = 0, k = 0;
    double t = 0;
    for (const json& c : report["cases"]) {
      if (SectionOf(c) != section) continue;
      ++n;
      f += JunitOf(c) == Junit::kFailure ? 1 : 0;
      k += JunitOf(c) == Junit::kSkipped ? 1 : 0;
      t += c["seconds"].get<double>();
      body += TestCase(report, c, section);
    }
    if (n == 0) continue;  // a family the run did not select
    // The run's time is the root's; a suite's is the sum of its cases'.
    all += "  <testsuite" + Attr("name", section) + Attr("tests", std::to_string(n)) +
           Attr("failures", std::to_string(f)) + Attr("errors", "0") +
           Attr("skipped", std::to_string(k)) + Attr("time", Seconds(t)) + ">\n";
    all += "    <properties>\n";
    all += Property("platform", Text(dev, "platform"), "      ");
    all += Property("device", Text(dev, "name"), "      ");
    all += Property("driver_version", Text(dev, "driver_version"), "      ");
    all += Property("opencl_c", Text(dev, "opencl_c"), "      ");
    all += Property("coverage", Text(run, "coverage"), "      ");
    all += Property("seed", Text(run, "seed"), "      ");
    all += "    </properties>\n" + body + "  </testsuite>\n";
    tests += n;
    failures += f;
    skipped += k;
  }
  const std::string partial = PartialNote(report);
  if (!partial.empty()) {
    // A merge that lacks a shard is never a plain pass: its missing cases fail as one test.
    all += "  <testsuite" + Attr("name", "run") + Attr("tests", "1") + Attr("failures", "1") +
           Attr("errors", "0") + Attr("skipped", "0") + Attr("time", Seconds(0)) + ">\n" +
           "    <testcase" + Attr("name", "shards") + Attr("classname", "clconform.run") +
           Attr("time", Seconds(0)) + ">\n      <failure" + Attr("message", partial) +
           Attr("type", "partial") + ">" +
           XmlEscape(partial + ": the missing shards' cases were not run\n", false) +
           "</failure>\n    </testcase>\n  </testsuite>\n";
    ++tests;
    ++failures;
  }
  return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites" +
         Attr("name", "clconform: " + Text(dev, "name") + " (" + Text(dev, "platform") + ")" +
                          (partial.empty() ? "" : " [" + partial + "]")) +
         Attr("tests", std::to_string(tests)) + Attr("failures", std::to_string(failures)) +
         Attr("errors", "0") + Attr("skipped", std::to_string(skipped)) +
         Attr("time", Seconds(run["seconds"].get<double>())) + ">\n" + all + "</testsuites>\n";
}

}  // namespace clc
