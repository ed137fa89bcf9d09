#ifndef SYKB_CSQLITE_SHIM_H
#define SYKB_CSQLITE_SHIM_H
#include <sqlite3.h>

/// SQLITE_TRANSIENT is a macro built from a cast Swift cannot import.
static inline sqlite3_destructor_type sykb_sqlite_transient(void) { return SQLITE_TRANSIENT; }
#endif
