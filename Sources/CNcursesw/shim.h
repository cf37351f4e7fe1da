#ifndef TXTODO_CNCURSESW_SHIM_H
#define TXTODO_CNCURSESW_SHIM_H
/* Defined here rather than by pkg-config's -D flags (which SwiftPM refuses). */
#ifndef _XOPEN_SOURCE
#define _XOPEN_SOURCE 700
#endif
#ifndef NCURSES_WIDECHAR
#define NCURSES_WIDECHAR 1
#endif
#include <wchar.h>
#include <locale.h>
#include <ncursesw/curses.h>

/* Swift cannot import function-like macros or, in Swift 6 mode, read curses'
   global mutable state; these getters expose what the one curses file needs. */
static inline WINDOW *txtodo_stdscr(void) { return stdscr; }
static inline int txtodo_colors(void) { return COLORS; }
static inline attr_t txtodo_a_normal(void) { return A_NORMAL; }
static inline attr_t txtodo_a_bold(void) { return A_BOLD; }
static inline attr_t txtodo_a_dim(void) { return A_DIM; }
static inline attr_t txtodo_a_reverse(void) { return A_REVERSE; }
static inline attr_t txtodo_a_underline(void) { return A_UNDERLINE; }
static inline attr_t txtodo_a_standout(void) { return A_STANDOUT; }
static inline int txtodo_window_height(WINDOW *w) { return getmaxy(w); }
static inline int txtodo_window_width(WINDOW *w) { return getmaxx(w); }

/* initscr ends the process when it cannot use TERM; ask terminfo first. */
#include <ncursesw/term.h>
static inline int txtodo_terminal_known(const char *term) {
    int error = 0;
    return setupterm(term, 1, &error) == OK;
}
#endif
