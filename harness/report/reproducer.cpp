// repro.c: a data section made from the spec, then one fixed host program.
#include "harness/report/reproducer.h"

#include <cinttypes>
#include <cstdio>
#include <filesystem>

#include "harness/report/report_write.h"
#include "harness/report/reproducer_host.h"
#include "harness/report/result.h"

namespace clc {

namespace {

// `text` as a C string literal.
std::string CString(const std::string& text) {
  std::string s = "\"";
  for (unsigned char c : text) {
    if (c == '"' || c == '\\') {
      s += '\\';
      s += static_cast<char>(c);
    } else if (c < 0x20 || c >= 0x7f) {
      char buf[8];
      std::snprintf(buf, sizeof buf, "\\%03o", c);
      s += buf;
    } else {
      s += static_cast<char>(c);
    }
  }
  return s + "\"";
}

std::string Hex(std::uint64_t v) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "0x%" PRIx64 "ULL", v);
  return buf;
}

// kKind of repro.c (kReproPrologue's enum) for the spec's "kind".
const char* KindCode(const nlohmann::json& spec) {
  const std::string kind = spec.value("kind", "");
  return kind == "build" ? "kBuildFailure" : kind == "fault" ? "kFault" : "kWrongLanes";
}

int AllowanceCode(const std::string& allowance) {
  if (allowance == "may-flush-denormal") return 1;
  if (allowance == "any-nan") return 2;
  return 0;
}

// The driver and the device as C definitions: the library the run loaded it from and the
// environment entries it needs.
std::string DriverSection(const ReproDriver& driver) {
  std::string s = "static const char* const kPlatform = " + CString(driver.platform) + ";\n";
  s += "static const char* const kDevice = " + CString(driver.device) + ";\n";
  s += "/* The driver library the run loaded the device from (\"\": the ICD loader's choice). */\n";
  s += "static const char* const kLibrary = " + CString(driver.library) + ";\n";
  s += "/* The environment the driver had in the run. */\n";
  s += "static const char* const kEnvironment[] = {";
  for (const std::string& e : driver.environment) s += CString(e) + ", ";
  return s + "NULL};\n";
}

// The kernel's shape: its operands, results and regions.
std::string ShapeSection(const nlohmann::json& spec) {
  const bool constant = ParseRunPath(spec.at("path").get<std::string>()) == RunPath::kConstant;
  std::string s;
  for (const char* key : {"case", "path", "kernel", "options"}) {
    std::string name = key;
    name[0] = static_cast<char>(name[0] - 'a' + 'A');
    s += "static const char* const k" + name + " = " + CString(spec.at(key).get<std::string>()) +
         ";\n";
  }
  s += "enum { kConstantPath = " + std::string(constant ? "1" : "0") + " };\n";
  const auto num = [&](const char* key) {
    return std::to_string(spec.at(key).get<std::uint64_t>());
  };
  s += "static const size_t kSrcBytes = " + num("src_bytes") + ", kSrcWidth = " + num("src_width") +
       ", kInputBytes = " + num("input_bytes") + ";\n";
  s += "static const size_t kDstBytes = " + num("dst_bytes") + ", kDstWidth = " + num("dst_width") +
       ";\n";
  const int exp_bits = spec.at("dst_exponent_bits").get<int>();
  const int frac_bits = spec.at("dst_fraction_bits").get<int>();
  const std::uint64_t frac =
      spec.at("dst_float").get<bool>() ? (std::uint64_t{1} << frac_bits) - 1 : 0;
  const std::uint64_t exp =
      spec.at("dst_float").get<bool>() ? ((std::uint64_t{1} << exp_bits) - 1) << frac_bits : 0;
  s += "static const unsigned long long kNanExponent = " + Hex(exp) +
       ", kNanFraction = " + Hex(frac) + ";\n";
  s += "static const size_t kConstantItems = " + num("items") + ";\n";
  s += "static const size_t kRegion = " + num("region") + ";\n";
  s += "static const size_t kRegionBytes[] = {";
  for (const auto& r : spec.at("regions")) s += std::to_string(r.get<std::uint64_t>()) + ", ";
  return s + "};\n";
}

// Each lane's work item on the buffer path: the spec's operands of it, in component order (a
// lane without them: its input in every component).
std::string ItemsSection(const nlohmann::json& spec) {
  std::string s =
      "/* Each lane's work item on the buffer path: the operands the run gave it, in component\n"
      "   order (where the spec has them; else the lane's input in every component) */\n"
      "static const unsigned long long kItems[][16] = {\n";
  const std::size_t width = spec.at("src_width").get<std::size_t>();
  for (const auto& l : spec.at("lanes")) {
    s += "    {";
    for (std::uint64_t bits : SpecLaneItem(l, width)) s += Hex(bits) + ", ";
    s += "},\n";
  }
  if (spec.at("lanes").empty()) s += "    {0},\n";
  return s + "};\n";
}

// The failure's kind and its lanes (none but a placeholder for a build failure or a fault).
std::string LanesSection(const nlohmann::json& spec) {
  std::string s = "enum { kKind = " + std::string(KindCode(spec)) + " };\n";
  const nlohmann::json& lanes = spec.at("lanes");
  s += "static const size_t kLaneCount = " + std::to_string(lanes.size()) + ";\n";
  s += "/* input, expected, alternative, allowance (0 exact, 1 or the flushed alternative, 2 any\n"
       "   NaN), the lane's index in the run (the buffer path puts lane k in work item k), the\n"
       "   bits the run got */\n";
  s += "static const struct Lane kLanes[] = {\n";
  for (const auto& l : lanes) {
    const auto bits = [&](const char* key) { return Hex(l.at(key).get<std::uint64_t>()); };
    s += "    {" + bits("input") + ", " + bits("expected") + ", " + bits("alt") + ", " +
         std::to_string(AllowanceCode(l.at("allowance").get<std::string>())) + ", " +
         std::to_string(l.at("lane").get<std::uint64_t>()) + ", " + bits("got") + "},\n";
  }
  if (lanes.empty()) s += "    {0, 0, 0, 0, 0, 0}, /* none: C has no empty array */\n";
  return s + "};\n" + ItemsSection(spec);
}

// What the README and repro.c say about the driver they use.
std::string DriverText(const ReproDriver& driver) {
  std::string text =
      driver.library.empty()
          ? "It uses the devices the ICD loader finds.\n"
          : "It loads the driver library the run tested, " + driver.library +
                ", alone: it sets OCL_ICD_VENDORS (ocl-icd) and OCL_ICD_FILENAMES (the Khronos "
                "loader) to it before its first OpenCL call. Another build of the driver:\n\n"
                "    ./repro program.cl /path/to/libdriver.so\n";
  if (driver.environment.empty()) return text;
  text += "It sets the environment the driver had in the run:";
  for (const std::string& e : driver.environment) text += " " + e;
  return text + "\n";
}

// What failed, what program.cl is and what repro.c does with it.
std::string WhatText(const nlohmann::json& spec, const ReproDriver& driver,
                     const std::string& verdict) {
  const auto text = [&](const char* key) { return spec.at(key).get<std::string>(); };
  const std::string on =
      " on the " + text("path") + " path of " + driver.platform + " / " + driver.device + ".\n\n";
  const std::string kind = spec.value("kind", "");
  const bool constant = ParseRunPath(text("path")) == RunPath::kConstant;
  if (kind == "build") {
    return text("case") + " did not build" + on +
           "program.cl is the program of this case alone that the compiler rejected; build.log "
           "its build log.\nrepro.c builds it and prints the log: exit 1 when it does not "
           "build, 0 when it does.\n";
  }
  const std::string runs =
      constant ? std::string("as built: its operands are folded into it as constants")
               : std::string("on the failing lanes' operands, one work item each");
  if (kind == "fault") {
    return text("case") + " ended in a " + verdict + on +
           "program.cl is the program the case was built in when its process died (kernel " +
           text("kernel") + ").\nrepro.c builds it and runs that kernel " +
           (constant ? runs : std::string("(its operands are not kept: it only builds it)")) +
           "; a crash ends repro as it ended the run, exit 0 says it did not recur.\n";
  }
  return text("case") + " mismatched" + on +
         "program.cl is the exact program the run built (kernel " + text("kernel") +
         ", build options \"" + text("options") + "\").\nrepro.c builds it and runs that kernel " +
         runs +
         ", then prints each lane's input, expected and returned bits (and the bits the run "
         "got).\nIt exits 1 when a lane mismatches, 0 when every lane is as expected, 2 on an "
         "error.\n";
}

bool WriteFile(const std::string& path, const std::string& text, std::string* error) {
  return WriteTextFile(path, text, error);
}

}  // namespace

bool SpecLaneHasItem(const nlohmann::json& lane, std::size_t width) {
  const auto it = lane.find("operands");
  return it != lane.end() && it->is_array() && it->size() == width;
}

std::vector<std::uint64_t> SpecLaneItem(const nlohmann::json& lane, std::size_t width) {
  if (SpecLaneHasItem(lane, width)) return lane.at("operands").get<std::vector<std::uint64_t>>();
  return std::vector<std::uint64_t>(width, lane.at("input").get<std::uint64_t>());
}

std::string ReproducerC(const nlohmann::json& spec, const ReproDriver& driver) {
  return std::string(kReproPrologue) + DriverSection(driver) + ShapeSection(spec) +
         LanesSection(spec) + kReproHostProgram;
}

bool WriteReproducer(const std::string& dir, const nlohmann::json& spec, const ReproDriver& driver,
                     const std::string& verdict, const std::string& rerun, std::string* error) {
  std::error_code ec;
  std::filesystem::create_directories(dir, ec);
  const std::string readme = WhatText(spec, driver, verdict) + "\n" + DriverText(driver) +
                             "\nBuild and run it in this folder:\n\n"
                             "    cc repro.c -lOpenCL -o repro && ./repro\n\n"
                             "The same case in clconform:\n\n    " +
                             rerun + "\n";
  const bool build = spec.value("kind", "") == "build";
  return WriteFile(dir + "/program.cl", spec.at("source").get<std::string>(), error) &&
         (!build || WriteFile(dir + "/build.log", spec.value("build_log", ""), error)) &&
         WriteFile(dir + "/repro.c", ReproducerC(spec, driver), error) &&
         WriteFile(dir + "/README", readme, error);
}

bool WriteNoReproducer(const std::string& dir, const std::string& why, const std::string& rerun,
                       std::string* error) {
  std::error_code ec;
  std::filesystem::create_directories(dir, ec);
  return WriteFile(
      dir + "/README",
      "No standalone reproducer: " + why + ".\nThe case in clconform:\n\n    " + rerun + "\n",
      error);
}

}  // namespace clc
