// The shared pieces of the HTML pages.
#include "harness/report/html_util.h"

#include <algorithm>
#include <cstdio>
#include <map>

#include "harness/report/report_merge.h"

namespace clc {

namespace {

constexpr std::size_t kMaxHtmlMessageChars = 4000;

constexpr const char kStyle[] = R"css(
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
table.matrix td .path{display:inline-block;font-size:9.5px;padding:0 2px;border:1px solid #0002;border-radius:3px}
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

namespace html {

using nlohmann::json;

const char* Style() { return kStyle; }

std::string Page(const std::string& title, const std::string& heading, const std::string& subtitle,
                 const std::string& nav, const std::string& body) {
  return "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
         "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n<title>" +
         E(title) + "</title>\n<style>" + kStyle + "</style>\n</head>\n<body>\n<header><h1>" +
         E(heading) + "</h1><p>" + subtitle + "</p></header>\n" + nav + "<main>\n" + body +
         "</main>\n</body>\n</html>\n";
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

std::string VerdictClass(const std::string& v) {
  const auto& known = KnownVerdicts();
  return std::find(known.begin(), known.end(), v) != known.end() ? "v-" + v : "v-error";
}

std::string Badge(const std::string& verdict, const std::string& text) {
  return "<span class=\"badge " + VerdictClass(verdict) + "\">" + E(text) + "</span>";
}

std::string ShortVerdict(const std::string& v) {
  static const std::map<std::string, std::string> kShort = {{"implementation-defined", "impl"},
                                                            {"not-checked", "n/c"},
                                                            {"build-failure", "build"},
                                                            {"skipped", "skip"}};
  auto it = kShort.find(v);
  return it == kShort.end() ? v : it->second;
}

std::string Capped(const std::string& s) {
  if (s.size() <= kMaxHtmlMessageChars) return s;
  std::size_t cut = kMaxHtmlMessageChars;
  while (cut > 0 && (static_cast<unsigned char>(s[cut]) & 0xC0) == 0x80) --cut;
  return s.substr(0, cut) + "\n... (" + std::to_string(s.size() - cut) + " more bytes)";
}

std::string LaneTable(const json& lanes, const char* expected_header) {
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
         "</td><td><code>" + E(Text(l, "expected")) + "</code><br>" + E(Text(l, "expected_value")) +
         "</td><td>" + allowance + "</td><td><code>" + E(Text(l, "got")) + "</code><br>" +
         E(Text(l, "got_value")) + "</td><td>" + E(Text(l, "classification")) + "</td></tr>\n";
  }
  return s + "</table>\n";
}

}  // namespace html
}  // namespace clc
