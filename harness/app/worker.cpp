// The child process of an isolated batch.
#include "harness/app/worker.h"

#include <cstdlib>
#include <fstream>
#include <iostream>
#include <set>
#include <utility>

#include "harness/app/child_device.h"
#include "harness/app/replay_worker.h"
#include "harness/app/worker_output.h"
#include "harness/run/child_process.h"
#include "harness/run/runner.h"
#include "harness/run/worker_protocol.h"

namespace clc {

std::optional<Device> WorkerDevice(const CliOptions& o) {
  std::vector<Device> devices;
  try {
    devices = SelectDevices(DiscoverDevices(o.icds), o.devices);
  } catch (const std::exception& e) {
    std::cerr << "clconform worker: " << e.what() << "\n";
    return std::nullopt;
  }
  if (devices.size() != 1) {
    std::cerr << "clconform worker: needs exactly one device\n";
    return std::nullopt;
  }
  const std::string problem = ChildDeviceProblem(devices[0].info);
  if (!problem.empty()) {
    std::cerr << "clconform worker: " << problem << "\n";
    return std::nullopt;
  }
  return devices[0];
}

namespace {

// The batch of `o.worker_cases` run, its records appended to `o.worker_out`.
int RunBatch(const CliOptions& o) {
  CheckReadable(o.worker_cases);
  WorkerOutputFile out(o.worker_out);
  const std::optional<WorkerBatch> batch = ReadWorkerBatch(o.worker_cases);
  if (!batch) {
    std::cerr << "clconform worker: " << o.worker_cases << " is no batch\n";
    return kExitUsage;
  }
  const std::optional<Device> device = WorkerDevice(o);
  if (!device) return kExitNoDevice;
  std::set<Variant> written;
  std::uint64_t beats = 0;
  RunOptions ro = ToRunOptions(o);
  // Set by the parent (harness/app/reproducers.h) for a run with a report folder.
  if (const char* repro = std::getenv("CLCONFORM_REPRO_DIR")) ro.repro_dir = repro;
  ro.on_unit_done = [&](const std::string& key, const std::vector<VariantResult>& rs) {
    out.Line(UnitRecord(key, rs));
  };
  std::uint64_t checked = 0;
  std::uint64_t waiting = 0;
  ro.on_host_waiting = [&](std::uint64_t lanes) { waiting = lanes; };
  ro.on_progress = [&](std::uint64_t lanes) {
    checked += lanes;
    out.Line(HeartbeatRecord(++beats, checked, waiting));
  };
  ro.on_launch = [&](RunPath path, const std::vector<Variant>& vs) {
    out.Line(LaunchRecord(path, vs));
  };
  ro.on_build = [&] { out.Line(kBuildingRecord); };
  ro.on_group_done = [&](const std::vector<VariantResult>& rs) {
    for (std::size_t i = 0; i < rs.size(); ++i) {
      out.Line(ResultRecord(rs[i]), i + 1 == rs.size());
      written.insert(rs[i].variant);
    }
  };
  // A first process starts its expected digests before the device's context; a restart, which
  // may die on the constant path again, starts them when the digest path comes.
  EarlyHosts early;
  if (batch->recovery.Fresh(batch->listed) && !batch->recovery.ConstantPathsOnly())
    early = EarlyHosts(batch->cases, device->info, ro, batch->recovery, batch->listed);
  DeviceRunner runner(*device, ro, batch->recovery, batch->listed, std::move(early));
  for (const auto& r : runner.Run(batch->cases)) {
    if (written.count(r.variant) == 0) out.Line(ResultRecord(r), false);
  }
  out.Line(TallyRecord(runner.tally()));
  return kExitPass;
}

}  // namespace

int RunWorker(const CliOptions& o) {
  return GuardedWorker([&] { return o.replay_specs.empty() ? RunBatch(o) : RunReplayWorker(o); });
}

}  // namespace clc
