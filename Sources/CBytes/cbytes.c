// The scans are `static inline` in include/cbytes.h, so Swift inlines them;
// this file gives the target the source file SwiftPM requires.
#include "cbytes.h"
