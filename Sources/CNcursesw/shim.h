#ifndef TXTODO_CNCURSESW_SHIM_H
#define TXTODO_CNCURSESW_SHIM_H
/* SwiftPM drops pkg-config's -D flags, so define what curses needs here. */
#ifndef _XOPEN_SOURCE
#define _XOPEN_SOURCE 700
#endif
#ifndef NCURSES_WIDECHAR
#define NCURSES_WIDECHAR 1
#endif
#include <wchar.h>
#include <locale.h>
#include <ncursesw/curses.h>
#endif
