#ifndef SYKB_CHUNSPELL_SHIM_H
#define SYKB_CHUNSPELL_SHIM_H
// Debian's libhunspell-dev installs the library as libhunspell-1.7.so (with a
// libhunspell.so link to the same file); the C API lives in <hunspell/hunspell.h>.
#include <hunspell/hunspell.h>
#endif
