// repro.c's fixed text: the prologue before its data section and the host program after it
// (harness/report/reproducer.h writes the data section between them).
#pragma once

namespace clc {

// The includes and the types the data section uses (struct Lane, the kinds of failure).
extern const char* const kReproPrologue;
// The host program: the driver the run tested chosen alone, the program built, the kernel run,
// each lane's input, expected and returned bits printed.
extern const char* const kReproHostProgram;

}  // namespace clc
