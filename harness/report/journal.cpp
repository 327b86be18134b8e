// The run journal's lines: its header, chained records, and reading them back.
#include "harness/report/journal.h"

#include <map>

#include "harness/files/sha256.h"
#include "harness/report/result_io.h"

namespace clc {
namespace {

constexpr char kTagKey[] = ",\"chain\":\"";
constexpr std::size_t kTagKeySize = sizeof kTagKey - 1;
constexpr std::size_t kTagSize = 64;
constexpr std::size_t kTagSuffixSize = kTagKeySize + kTagSize + 2;  // the key, the tag, "}

std::string Tag(const std::string& before, const std::string& text) {
  return Sha256Hex(before + "\n" + text);
}

// A record line's text before its tag, and the tag; false where the line ends in none.
bool SplitTag(const std::string& line, std::string* body, std::string* tag) {
  if (line.size() < kTagSuffixSize + 1 || line.compare(line.size() - 2, 2, "\"}") != 0 ||
      line.compare(line.size() - kTagSuffixSize, kTagKeySize, kTagKey) != 0) {
    return false;
  }
  *body = line.substr(0, line.size() - kTagSuffixSize);
  *tag = line.substr(line.size() - kTagSize - 2, kTagSize);
  return true;
}

// One record line checked against the chain and the records before it; "" or why it is refused.
// Sets `r` and `replaces` from it.
std::string CheckRecord(const std::string& line, const std::string& before, std::string* tag,
                        VariantResult* r, bool* replaces) {
  std::string body;
  if (!SplitTag(line, &body, tag)) {
    return "it has no chain tag (not written by this version of clconform, or edited)";
  }
  if (Tag(before, body) != *tag) {
    return "it fails its chain check: it was edited, or is not this run's record at this place "
           "(a record inserted, removed or moved before it)";
  }
  const auto j = nlohmann::json::parse(line, nullptr, false);
  std::string why;
  const auto result = j.is_object() ? ResultFromJson(j, &why) : std::nullopt;
  if (!result) return "it is no result this version wrote: " + (why.empty() ? "not JSON" : why);
  const auto mark = j.find("replaces");
  if (mark == j.end() || !mark->is_boolean()) return "its 'replaces' is missing or no boolean";
  *r = *result;
  *replaces = mark->get<bool>();
  return "";
}

// The case a record line names, for a message: "" where it names none.
std::string CaseOfLine(const std::string& line) {
  const auto j = nlohmann::json::parse(line, nullptr, false);
  if (!j.is_object()) return "";
  const auto c = j.find("case");
  return c != j.end() && c->is_string() ? c->get<std::string>() : "";
}

}  // namespace

std::string JournalHeaderLine(const nlohmann::json& header, const std::string& id) {
  return nlohmann::json{{"journal", header}, {"id", id}}.dump(
      -1, ' ', false, nlohmann::json::error_handler_t::replace);
}

JournalChain JournalChain::AfterHeader(const std::string& header_line) {
  return JournalChain(Sha256Hex(header_line));
}

std::string JournalChain::Next(const VariantResult& r, bool replaces) {
  nlohmann::json j = ResultJson(r);
  j["replaces"] = replaces;
  std::string line = j.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
  line.pop_back();  // the closing brace: the tag is the last member
  tag_ = Tag(tag_, line);
  return line + kTagKey + tag_ + "\"}";
}

JournalRead ReadJournal(const std::vector<std::string>& lines) {
  JournalRead read;
  if (lines.empty()) return read;
  const auto first = nlohmann::json::parse(lines[0], nullptr, false);
  if (!first.is_object()) return read;
  read.header = first.value("journal", nlohmann::json());
  read.id = first.value("id", std::string());
  std::string tag = Sha256Hex(lines[0]);
  std::map<std::string, std::size_t> at;  // a case's place in read.results
  for (std::size_t i = 1; i < lines.size(); ++i) {
    VariantResult r;
    bool replaces = false;
    std::string next;
    std::string why = CheckRecord(lines[i], tag, &next, &r, &replaces);
    const auto seen = at.find(CaseName(r.variant));
    if (why.empty() && replaces != (seen != at.end())) {
      why = replaces ? "it replaces a record of its case that the journal does not hold"
                     : "a second record of its case, which does not say it replaces the first";
    }
    if (!why.empty()) {
      const std::string name = CaseOfLine(lines[i]);
      read.refused =
          "line " + std::to_string(i + 1) + (name.empty() ? "" : " (" + name + ")") + ": " + why;
      break;
    }
    tag = next;
    if (replaces) {
      read.results[seen->second] = std::move(r);
    } else {
      at[CaseName(r.variant)] = read.results.size();
      read.results.push_back(std::move(r));
    }
  }
  read.chain = JournalChain(tag);
  return read;
}

}  // namespace clc
