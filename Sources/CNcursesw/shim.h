// The one C door to ncursesw. The feature macros must come before any include: they open the
// wide API (`cchar_t`, `setcchar`, `wadd_wch`, `wget_wch`); `wcwidth` is declared by hand. Swift 6 cannot import the C globals (`stdscr`, `LINES`, `COLS`, `COLORS`,
// `stdin`, `stdout`) nor the macro-built constants (`A_BOLD`, `BUTTON1_PRESSED`, `getmaxyx`), so
// each has a `static inline` accessor here.
#ifndef SYKB_CNCURSESW_SHIM_H
#define SYKB_CNCURSESW_SHIM_H

#ifndef _DEFAULT_SOURCE
#define _DEFAULT_SOURCE
#endif
// Not `_XOPEN_SOURCE`: it changes glibc's own structs (`fd_set` gets `fds_bits`), and a Swift
// module that also sees Glibc (through Foundation) then fails with conflicting definitions.
// `NCURSES_WIDECHAR` opens ncurses' wide API by itself; `wcwidth` is declared below.
#ifndef NCURSES_WIDECHAR
#define NCURSES_WIDECHAR 1
#endif

#include <ncursesw/curses.h>
#include <errno.h>
#include <langinfo.h>
#include <poll.h>
#include <locale.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>
#include <wchar.h>

// POSIX `wcwidth`, hidden by glibc's <wchar.h> unless `_XOPEN_SOURCE` is defined.
extern int wcwidth(wchar_t c);

// Globals.
static inline WINDOW *sykb_stdscr(void) { return stdscr; }
static inline int sykb_lines(void) { return LINES; }
static inline int sykb_cols(void) { return COLS; }
static inline int sykb_colors(void) { return COLORS; }
static inline int sykb_color_pairs(void) { return COLOR_PAIRS; }
static inline FILE *sykb_stdout(void) { return stdout; }
static inline FILE *sykb_stdin(void) { return stdin; }

// Window size (`getmaxyx` is a macro).
static inline int sykb_max_y(WINDOW *window) {
  int y, x;
  getmaxyx(window, y, x);
  (void)x;
  return y;
}
static inline int sykb_max_x(WINDOW *window) {
  int y, x;
  getmaxyx(window, y, x);
  (void)y;
  return x;
}

// Attributes.
static inline attr_t sykb_a_normal(void) { return A_NORMAL; }
static inline attr_t sykb_a_bold(void) { return A_BOLD; }
static inline attr_t sykb_a_dim(void) { return A_DIM; }
static inline attr_t sykb_a_italic(void) { return A_ITALIC; }
static inline attr_t sykb_a_underline(void) { return A_UNDERLINE; }
static inline attr_t sykb_a_reverse(void) { return A_REVERSE; }
static inline attr_t sykb_color_pair(short pair) { return (attr_t)COLOR_PAIR(pair); }

// Mouse masks and button constants.
static inline mmask_t sykb_all_mouse_events(void) { return ALL_MOUSE_EVENTS; }
static inline mmask_t sykb_report_mouse_position(void) { return REPORT_MOUSE_POSITION; }
static inline mmask_t sykb_button1_pressed(void) { return BUTTON1_PRESSED; }
static inline mmask_t sykb_button1_released(void) { return BUTTON1_RELEASED; }
static inline mmask_t sykb_button1_clicked(void) { return BUTTON1_CLICKED; }
static inline mmask_t sykb_button3_pressed(void) { return BUTTON3_PRESSED; }
static inline mmask_t sykb_button3_released(void) { return BUTTON3_RELEASED; }
static inline mmask_t sykb_button4_pressed(void) { return BUTTON4_PRESSED; }
static inline mmask_t sykb_button5_pressed(void) { return BUTTON5_PRESSED; }
static inline mmask_t sykb_button_shift(void) { return BUTTON_SHIFT; }
static inline mmask_t sykb_button_ctrl(void) { return BUTTON_CTRL; }
static inline mmask_t sykb_button_alt(void) { return BUTTON_ALT; }

// Reading the terminal directly (bracketed paste): wait up to `ms` for input, read a block;
// both retry on EINTR. Return values as poll(2) and read(2).
static inline int sykb_wait_readable(int fd, int ms) {
  struct pollfd request = {fd, POLLIN, 0};
  int ready;
  do {
    ready = poll(&request, 1, ms);
  } while (ready < 0 && errno == EINTR);
  return ready;
}
static inline long sykb_read(int fd, void *buffer, unsigned long size) {
  long count;
  do {
    count = read(fd, buffer, size);
  } while (count < 0 && errno == EINTR);
  return count;
}

// Function keys (`KEY_F(n)` is a macro).
static inline int sykb_key_f(int n) { return KEY_F(n); }

#endif
