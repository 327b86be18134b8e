// Process lifetime: parent-death signals, a private temporary folder, signal handling.
#include "harness/app/lifetime.h"

#include <signal.h>
#include <unistd.h>

#include <cerrno>
#include <chrono>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <stdexcept>
#include <thread>

#include <sys/stat.h>

namespace clc {

namespace {

constexpr const char* kParentVariable = "CLCONFORM_PARENT";
constexpr const char* kPrefix = "clconform-";
constexpr int kExitOrphaned = 1;

sigset_t Handled() {
  sigset_t set;
  sigemptyset(&set);
  sigaddset(&set, SIGINT);
  sigaddset(&set, SIGTERM);
  sigaddset(&set, SIGHUP);
  return set;
}

// The pid in "clconform-<pid>-XXXXXX", or 0.
pid_t PidOf(const std::string& name) {
  if (name.rfind(kPrefix, 0) != 0) return 0;
  const std::string rest = name.substr(std::string(kPrefix).size());
  const std::size_t dash = rest.find('-');
  if (dash == 0 || dash == std::string::npos || dash > 9 ||
      rest.substr(0, dash).find_first_not_of("0123456789") != std::string::npos) {
    return 0;
  }
  return static_cast<pid_t>(std::stol(rest.substr(0, dash)));
}

// Removes the private folders of this user's runs whose process no longer exists.
void RemoveStale(const std::filesystem::path& tmp) {
  std::error_code ec;
  for (const auto& entry : std::filesystem::directory_iterator(tmp, ec)) {
    const pid_t pid = PidOf(entry.path().filename().string());
    struct stat st {};
    if (pid <= 0 || lstat(entry.path().c_str(), &st) != 0 || st.st_uid != getuid() ||
        !S_ISDIR(st.st_mode)) {
      continue;
    }
    if (kill(pid, 0) != 0 && errno == ESRCH) std::filesystem::remove_all(entry.path(), ec);
  }
}

}  // namespace

void RemoveStaleTemps() {
  std::error_code ec;
  const std::filesystem::path tmp = std::filesystem::temp_directory_path(ec);
  if (!ec) RemoveStale(tmp);
}

bool FollowParent(bool worker) {
  // Signals blocked by a parent's signal thread are inherited: undo that first.
  sigset_t set = Handled();
  pthread_sigmask(SIG_UNBLOCK, &set, nullptr);
  const char* parent = std::getenv(kParentVariable);
  bool keep_going = true;
  if (parent != nullptr) {
    const pid_t expected = static_cast<pid_t>(std::atol(parent));
    if (expected > 0 && expected == getppid()) {
      // Not PR_SET_PDEATHSIG: it fires when the parent's spawning thread ends, not the parent.
      std::thread([set, expected, worker] {
        pthread_sigmask(SIG_BLOCK, &set, nullptr);
        while (getppid() == expected) std::this_thread::sleep_for(std::chrono::milliseconds(100));
        if (worker) _exit(kExitOrphaned);
        kill(getpid(), SIGTERM);  // a device's run cleans up on SIGTERM
      }).detach();
    } else if (worker) {
      keep_going = false;  // started by a clconform process that is gone
    }
  }
  setenv(kParentVariable, std::to_string(getpid()).c_str(), 1);
  return keep_going;
}

PrivateTemp::PrivateTemp() {
  const std::filesystem::path tmp = std::filesystem::temp_directory_path();
  std::string tmpl = (tmp / (kPrefix + std::to_string(getpid()) + "-XXXXXX")).string();
  if (mkdtemp(tmpl.data()) == nullptr) {
    throw std::runtime_error("cannot create a temporary folder in " + tmp.string() + ": " +
                             std::strerror(errno));
  }
  path_ = tmpl;
}

PrivateTemp::~PrivateTemp() {
  std::error_code ec;
  std::filesystem::remove_all(path_, ec);
}

void SignalCleanup::Remove(const std::string& folder) {
  const std::lock_guard<std::mutex> lock(mutex_);
  folder_ = folder;
}

void SignalCleanup::Persist(const std::function<void()>& write) {
  // Under the lock, so that the folder's removal begins only once a write under way is done.
  std::unique_lock<std::mutex> lock(mutex_);
  never_.wait(lock, [this] { return !ending_; });
  write();
}

std::string SignalCleanup::Ending() {
  const std::lock_guard<std::mutex> lock(mutex_);
  ending_ = true;
  return folder_;
}

std::shared_ptr<SignalCleanup> CleanUpOnSignals() {
  signal(SIGXFSZ, SIG_IGN);
  sigset_t set = Handled();
  pthread_sigmask(SIG_BLOCK, &set, nullptr);
  auto cleanup = std::make_shared<SignalCleanup>();
  std::thread([set, cleanup] {
    int sig = 0;
    while (sigwait(&set, &sig) != 0) {
    }
    std::error_code ec;
    const std::string folder = cleanup->Ending();
    if (!folder.empty()) std::filesystem::remove_all(folder, ec);
    _exit(128 + sig);
  }).detach();
  return cleanup;
}

}  // namespace clc
