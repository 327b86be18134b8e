// A diff of two reports as a self-contained page.
#include "harness/report/html_util.h"
#include "harness/report/report_diff.h"

namespace clc {
namespace {

std::string VerdictCell(const std::string& verdict) {
  return "<td>" + (verdict.empty() ? std::string("-") : html::Badge(verdict, verdict)) + "</td>";
}

// What changed, or why it was not compared, as one cell.
std::string WhatCell(const CaseChange& ch) {
  std::string cell;
  for (const std::string& line : ch.what) cell += html::E(line) + "<br>";
  if (!ch.why.empty()) {
    cell += "<strong>not compared:</strong> ";
    for (const std::string& why : ch.why) cell += html::E(why) + "; ";
  }
  return "<td>" + cell + "</td>";
}

std::string Rows(const ReportDiff& diff, const std::string& kind, std::size_t* n) {
  std::string rows;
  for (const CaseChange& ch : diff.changes) {
    if (ch.kind != kind) continue;
    ++*n;
    rows += "<tr" + std::string(ch.regression || !ch.why.empty() ? " class=\"v-fail\"" : "") +
            "><td><code>" + html::E(ch.name) + "</code></td>" + VerdictCell(ch.old_verdict) +
            VerdictCell(ch.new_verdict) + WhatCell(ch) + "<td>" + html::E(ch.old_first) +
            "</td><td>" + html::E(ch.new_first) + "</td></tr>\n";
  }
  return rows;
}

}  // namespace

std::string DiffHtml(const ReportDiff& diff) {
  std::string body = "<section id=\"diff\"><h2>" + html::Num(diff.regressions) +
                     " regressions</h2>\n<p>" + html::Num(diff.compared) + " cases compared, " +
                     html::Plural(diff.changes.size(), "change") + ", " + html::Num(diff.vanished) +
                     " vanished, " + html::Num(diff.not_compared) + " not compared.</p>\n";
  for (const std::string& note : {diff.old_partial, diff.new_partial}) {
    if (!note.empty()) {
      body += "<p class=\"note v-fail\"><strong>" + html::E(note) + "</strong></p>\n";
    }
  }
  if (!diff.unlike.empty()) {
    body += std::string("<p class=\"note v-fail\"><strong>") +
            (diff.compared_as_alike ? "Unlike runs, compared anyway:"
                                    : "The runs differ in (what these can explain is not "
                                      "compared):") +
            "</strong> ";
    for (const std::string& u : diff.unlike) body += html::E(u) + "; ";
    body += "</p>\n";
  }
  for (const std::string& kind : DiffKinds()) {
    std::size_t n = 0;
    const std::string rows = Rows(diff, kind, &n);
    if (n == 0) continue;
    body += "<h3 id=\"" + kind + "\">" + html::E(DiffHeading(kind)) + " (" + html::Num(n) +
            ")</h3>\n<table class=\"grid\"><tr><th>case</th><th>old</th><th>new</th><th>what "
            "changed</th><th>old first mismatch</th><th>new first mismatch</th></tr>\n" +
            rows + "</table>\n";
  }
  return html::Page("clconform diff: " + diff.new_device, "clconform: regressions between two runs",
                    "OLD " + html::E(diff.old_device) + " &middot; NEW " + html::E(diff.new_device),
                    "", body + "</section>\n");
}

}  // namespace clc
