// The child process of an isolated batch.
#include "suites/worker.h"

#include <fstream>
#include <iostream>
#include <set>

#include "harness/report/result_io.h"
#include "harness/run/runner.h"

namespace clc {

int RunWorker(const CliOptions& o) {
  std::ifstream cases(o.worker_cases);
  std::vector<Variant> variants;
  for (std::string line; std::getline(cases, line);) {
    if (auto v = ParseCaseName(line)) variants.push_back(*v);
  }
  std::ofstream out(o.worker_out, std::ios::app);
  if (!cases.eof() || !out) {
    std::cerr << "clconform worker: cannot read " << o.worker_cases << " or write " << o.worker_out
              << "\n";
    return kExitUsage;
  }
  std::vector<Device> devices;
  try {
    devices = SelectDevices(DiscoverDevices(o.icds), o.devices);
  } catch (const std::exception& e) {
    std::cerr << "clconform worker: " << e.what() << "\n";
    return kExitNoDevice;
  }
  if (devices.size() != 1) {
    std::cerr << "clconform worker: needs exactly one device\n";
    return kExitNoDevice;
  }
  std::set<std::string> written;
  std::uint64_t beats = 0;
  RunOptions ro = ToRunOptions(o);
  ro.on_progress = [&] { out << "{\"heartbeat\":" << ++beats << "}\n" << std::flush; };
  ro.on_launch = [&](const std::vector<Variant>& vs) {
    out << "{\"launch\":[";
    for (std::size_t i = 0; i < vs.size(); ++i)
      out << (i ? ",\"" : "\"") << CaseName(vs[i]) << "\"";
    out << "]}\n" << std::flush;
  };
  ro.on_group_done = [&](const std::vector<VariantResult>& rs) {
    for (const auto& r : rs) {
      out << ToJsonLine(r) << "\n";
      written.insert(CaseName(r.variant));
    }
    out << std::flush;
  };
  DeviceRunner runner(devices[0], ro);
  for (const auto& r : runner.Run(variants)) {
    if (written.count(CaseName(r.variant)) == 0) out << ToJsonLine(r) << "\n";
  }
  out << "{\"programs_built\":" << runner.programs_built() << "}\n" << std::flush;
  return out ? kExitPass : kExitFail;
}

}  // namespace clc
