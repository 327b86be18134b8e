// DT_NEEDED entries of an ELF file, from its program headers and dynamic section.
#include "harness/device/elf_needed.h"

#include <elf.h>

#include <algorithm>
#include <cstdint>
#include <cstring>
#include <fstream>

namespace clc {

namespace {

// `count` values of T at `offset` of `in`; false when the file is shorter.
template <typename T>
bool ReadAt(std::ifstream& in, std::uint64_t offset, std::size_t count, std::vector<T>* out) {
  out->resize(count);
  in.seekg(static_cast<std::streamoff>(offset));
  in.read(reinterpret_cast<char*>(out->data()), static_cast<std::streamsize>(count * sizeof(T)));
  return static_cast<bool>(in);
}

// The file offset of virtual address `address`, by the loadable segment that holds it.
bool FileOffset(const std::vector<Elf64_Phdr>& segments, std::uint64_t address,
                std::uint64_t* offset) {
  for (const Elf64_Phdr& p : segments) {
    if (p.p_type == PT_LOAD && address >= p.p_vaddr && address < p.p_vaddr + p.p_filesz) {
      *offset = address - p.p_vaddr + p.p_offset;
      return true;
    }
  }
  return false;
}

}  // namespace

std::vector<std::string> NeededLibraries(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::vector<Elf64_Ehdr> header;
  if (!ReadAt(in, 0, 1, &header) || std::memcmp(header[0].e_ident, ELFMAG, SELFMAG) != 0 ||
      header[0].e_ident[EI_CLASS] != ELFCLASS64 || header[0].e_phentsize != sizeof(Elf64_Phdr)) {
    return {};
  }
  std::vector<Elf64_Phdr> segments;
  if (!ReadAt(in, header[0].e_phoff, header[0].e_phnum, &segments)) return {};
  std::vector<Elf64_Dyn> dynamic;
  constexpr std::uint64_t kLargestDynamic = std::uint64_t{1} << 20;  // a sane bound, not a limit
  for (const Elf64_Phdr& p : segments) {
    if (p.p_type != PT_DYNAMIC) continue;
    if (p.p_filesz > kLargestDynamic ||
        !ReadAt(in, p.p_offset, p.p_filesz / sizeof(Elf64_Dyn), &dynamic)) {
      return {};
    }
  }
  std::uint64_t strtab = 0;
  std::vector<std::uint64_t> names;  // offsets into the string table
  for (const Elf64_Dyn& d : dynamic) {
    if (d.d_tag == DT_STRTAB) strtab = d.d_un.d_ptr;
    if (d.d_tag == DT_NEEDED) names.push_back(d.d_un.d_val);
  }
  std::uint64_t at = 0;
  if (names.empty() || !FileOffset(segments, strtab, &at)) return {};
  // Each name alone: the string table of a library such as LLVM holds megabytes of symbols.
  constexpr std::size_t kLongestName = 256;
  std::vector<std::string> needed;
  for (std::uint64_t n : names) {
    std::vector<char> name;
    in.clear();
    ReadAt(in, at + n, kLongestName, &name);
    name.resize(static_cast<std::size_t>(in.gcount()));
    const auto end = std::find(name.begin(), name.end(), '\0');
    if (end != name.end()) needed.emplace_back(name.begin(), end);
  }
  return needed;
}

}  // namespace clc
