#ifndef SYKB_CLIBHANGUL_SHIM_H
#define SYKB_CLIBHANGUL_SHIM_H
/// libhangul, the reference 두벌식 automaton for HangulDifferentialTests (Debian: libhangul-dev).
/// Its header sits in a versioned directory (`pkg-config --cflags libhangul` = -I/usr/include/hangul-1.0),
/// so it is named by that path here instead of adding a compiler flag.
#include <hangul-1.0/hangul.h>
#endif
