// A batch's time shared among its cases by the lanes each compared.
#include "harness/report/case_seconds.h"

namespace clc {

void ShareSecondsByLanes(std::vector<VariantResult>& results, double seconds) {
  if (results.empty()) return;
  std::uint64_t lanes = 0;
  for (const VariantResult& r : results) lanes += r.lanes;
  for (VariantResult& r : results) {
    r.seconds = lanes == 0 ? seconds / static_cast<double>(results.size())
                           : seconds * static_cast<double>(r.lanes) / static_cast<double>(lanes);
  }
}

}  // namespace clc
