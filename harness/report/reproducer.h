// A standalone reproducer of a failing case, for a driver developer's bug report: the exact
// program the run built (program.cl, byte for byte), a C99 host program (repro.c, needing only
// <CL/cl.h> and the ICD loader: `cc repro.c -lOpenCL`) that loads the driver library the run
// tested, alone, with the environment it had, builds the program with the same options, runs
// the failing kernel over the failing lanes' operands (the buffer path) or as it was folded
// (the constant path) and prints each lane's input, expected and returned bits, exiting 1 on a
// mismatch; and a README saying how, and what it cannot show. A case that did not build gets
// the program the compiler rejected and its log (build.log); one that crashed or hung, the
// program it was built in when its process died.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

namespace clc {

// The driver a reproducer runs on, as the run found it.
struct ReproDriver {
  std::string platform;  // CL_PLATFORM_NAME
  std::string device;    // CL_DEVICE_NAME
  std::string library;   // the driver library's file the run loaded it from ("": unknown)
  std::vector<std::string> environment;  // "NAME=value" the driver had (RUSTICL_ENABLE=...)
};

// Whether lane `lane` of a spec (harness/run/repro_spec.h's ReproSpec) holds the operands of
// its work item, whose operand has `width` components.
bool SpecLaneHasItem(const nlohmann::json& lane, std::size_t width);
// Those operands, in component order; where the lane does not hold them (a constant-path lane,
// or a spec written before lanes held them), its input in every component. The work item
// repro.c and the replay (harness/run/replay.h) give the lane.
std::vector<std::uint64_t> SpecLaneItem(const nlohmann::json& lane, std::size_t width);

// repro.c for `spec` (harness/run/repro_spec.h's ReproSpec: wrong lanes, or a "build" or
// "fault" spec) on `driver`'s device, which it loads alone.
std::string ReproducerC(const nlohmann::json& spec, const ReproDriver& driver);

// Writes DIR/program.cl, DIR/repro.c and DIR/README for `spec` (and DIR/build.log for a build
// failure's); `verdict` names a fault's ("crash", "timeout"); `rerun` is the case's rerun line.
// False with `error` set when a file cannot be written.
bool WriteReproducer(const std::string& dir, const nlohmann::json& spec, const ReproDriver& driver,
                     const std::string& verdict, const std::string& rerun, std::string* error);

// DIR/README only, for a failing case with no standalone reproducer, saying `why`.
bool WriteNoReproducer(const std::string& dir, const std::string& why, const std::string& rerun,
                       std::string* error);

}  // namespace clc
