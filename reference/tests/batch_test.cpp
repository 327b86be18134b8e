// ExpectBatch, the harness's path, agrees with Expect lane by lane for every conversion.
#include <cstdint>
#include <cstring>
#include <vector>

#include <gtest/gtest.h>

#include "reference/convert.h"

namespace clc {
namespace {

std::uint64_t SplitMix64(std::uint64_t& state) {
  std::uint64_t z = (state += 0x9E3779B97F4A7C15ull);
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
  return z ^ (z >> 31);
}

// Inputs in the low bits: random ones, with the top bits of some cleared or set, so that small
// magnitudes, subnormals and specials of every width appear.
std::vector<std::uint64_t> Inputs() {
  std::vector<std::uint64_t> in;
  std::uint64_t state = 42;
  for (int i = 0; i < 512; ++i) {
    const std::uint64_t r = SplitMix64(state);
    const int clear = static_cast<int>(SplitMix64(state) % 64);
    std::uint64_t x = clear == 0 ? r : (r >> clear);
    if (i % 3 == 0) x = ~x;
    in.push_back(x);
  }
  return in;
}

// Packs the low bits of each input as an array of the source type.
std::vector<unsigned char> Pack(const std::vector<std::uint64_t>& in, int bytes) {
  std::vector<unsigned char> out(in.size() * bytes);
  for (std::size_t i = 0; i < in.size(); ++i) {
    switch (bytes) {
      case 1: {
        std::uint8_t v = static_cast<std::uint8_t>(in[i]);
        std::memcpy(&out[i], &v, 1);
        break;
      }
      case 2: {
        std::uint16_t v = static_cast<std::uint16_t>(in[i]);
        std::memcpy(&out[2 * i], &v, 2);
        break;
      }
      case 4: {
        std::uint32_t v = static_cast<std::uint32_t>(in[i]);
        std::memcpy(&out[4 * i], &v, 4);
        break;
      }
      default: std::memcpy(&out[8 * i], &in[i], 8); break;
    }
  }
  return out;
}

TEST(ExpectBatch, MatchesExpect) {
  const std::vector<std::uint64_t> in = Inputs();
  const FpCaps flush = FpCaps::NoDenormals();
  std::vector<Expectation> batch(in.size());
  int conversions = 0;
  for (const FpCaps& caps : {FpCaps{}, flush}) {
    for (ScalarType src : AllScalarTypes()) {
      const std::vector<unsigned char> packed = Pack(in, Bytes(src));
      for (ScalarType dst : AllScalarTypes()) {
        for (bool sat : {false, true}) {
          if (sat && IsFloat(dst)) continue;
          for (RoundingMode mode :
               {RoundingMode::kRte, RoundingMode::kRtz, RoundingMode::kRtp, RoundingMode::kRtn}) {
            const Conversion c{src, dst, sat, mode};
            ExpectBatch(c, caps, packed.data(), in.size(), batch.data());
            ++conversions;
            int failures = 0;
            for (std::size_t i = 0; i < in.size() && failures < 3; ++i) {
              const Expectation one = Expect(c, in[i], caps);
              if (!(one == batch[i])) {
                ++failures;
                ADD_FAILURE() << Name(src) << "->" << Name(dst) << (sat ? " sat " : " ")
                              << NameOf(mode) << " input 0x" << std::hex << in[i];
              }
            }
          }
        }
      }
    }
  }
  EXPECT_EQ(conversions, 2 * 11 * (8 * 2 + 3) * 4);
}

}  // namespace
}  // namespace clc
