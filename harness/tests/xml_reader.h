// A small XML reader for the report tests: enough to check well-formedness and structure.
#pragma once

#include <cctype>
#include <map>
#include <memory>
#include <string>
#include <utility>
#include <vector>

namespace clc::testing_support {

struct Node {
  std::string name;
  std::map<std::string, std::string> attrs;
  std::vector<std::unique_ptr<Node>> children;
  std::string text;
  std::vector<const Node*> All(const std::string& n) const {
    std::vector<const Node*> out;
    for (const auto& c : children) {
      if (c->name == n) out.push_back(c.get());
    }
    return out;
  }
};

class XmlReader {
 public:
  explicit XmlReader(std::string s) : s_(std::move(s)) {}

  // The root element; fails the test on the first well-formedness error.
  std::unique_ptr<Node> Parse() {
    if (s_.rfind("<?xml", 0) == 0) p_ = s_.find("?>") + 2;
    Space();
    auto root = Element();
    Space();
    if (p_ != s_.size()) Fail("content after the root element");
    return root;
  }

  bool Ok() const { return error_.empty(); }
  const std::string& Error() const { return error_; }

 private:
  void Fail(const std::string& why) {
    if (error_.empty()) error_ = why + " at byte " + std::to_string(p_);
    p_ = s_.size();
  }
  void Space() {
    while (p_ < s_.size() && std::isspace(static_cast<unsigned char>(s_[p_]))) ++p_;
  }
  std::string Name() {
    const std::size_t b = p_;
    while (p_ < s_.size() && (std::isalnum(static_cast<unsigned char>(s_[p_])) || s_[p_] == '_' ||
                              s_[p_] == '-' || s_[p_] == '.' || s_[p_] == ':')) {
      ++p_;
    }
    if (b == p_) Fail("expected a name");
    return s_.substr(b, p_ - b);
  }
  // Character data up to `stop`, with entities decoded; '<' is not allowed in it.
  std::string Chars(char stop) {
    std::string out;
    while (p_ < s_.size() && s_[p_] != stop) {
      const unsigned char c = static_cast<unsigned char>(s_[p_]);
      if (c == '<' || (c < 0x20 && c != '\n' && c != '\t' && c != '\r')) {
        Fail("raw '<' or control character in character data");
        return out;
      }
      if (c != '&') {
        out += s_[p_++];
        continue;
      }
      const std::size_t semi = s_.find(';', p_);
      if (semi == std::string::npos) {
        Fail("unterminated entity");
        return out;
      }
      const std::string ent = s_.substr(p_ + 1, semi - p_ - 1);
      static const std::map<std::string, std::string> kNamed = {
          {"amp", "&"}, {"lt", "<"}, {"gt", ">"}, {"quot", "\""}, {"apos", "'"}};
      if (kNamed.count(ent) != 0) {
        out += kNamed.at(ent);
      } else if (ent == "#10" || ent == "#9" || ent == "#13") {
        out += static_cast<char>(std::stoi(ent.substr(1)));
      } else {
        Fail("unknown entity &" + ent + ";");
        return out;
      }
      p_ = semi + 1;
    }
    return out;
  }
  std::unique_ptr<Node> Element() {
    auto n = std::make_unique<Node>();
    if (p_ >= s_.size() || s_[p_] != '<') {
      Fail("expected '<'");
      return n;
    }
    ++p_;
    n->name = Name();
    for (;;) {
      Space();
      if (p_ >= s_.size()) return Fail("unterminated tag"), std::move(n);
      if (s_.compare(p_, 2, "/>") == 0) {
        p_ += 2;
        return n;
      }
      if (s_[p_] == '>') break;
      const std::string key = Name();
      if (p_ + 1 >= s_.size() || s_[p_] != '=' || s_[p_ + 1] != '"')
        return Fail("expected =\""), std::move(n);
      p_ += 2;
      const std::string value = Chars('"');
      ++p_;
      if (!n->attrs.emplace(key, value).second)
        return Fail("duplicate attribute " + key), std::move(n);
    }
    ++p_;
    for (;;) {
      n->text += Chars('<');
      if (p_ >= s_.size()) return Fail("unclosed <" + n->name + ">"), std::move(n);
      if (s_.compare(p_, 2, "</") == 0) {
        p_ += 2;
        if (Name() != n->name) return Fail("mismatched </...> for <" + n->name + ">"), std::move(n);
        Space();
        if (p_ >= s_.size() || s_[p_] != '>') return Fail("expected '>'"), std::move(n);
        ++p_;
        return n;
      }
      n->children.push_back(Element());
      if (!Ok()) return n;
    }
  }

  std::string s_;
  std::size_t p_ = 0;
  std::string error_;
};

}  // namespace clc::testing_support
