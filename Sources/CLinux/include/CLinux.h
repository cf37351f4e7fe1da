#ifndef TXTODO_CLINUX_H
#define TXTODO_CLINUX_H

// Linux calls that Swift's Glibc module leaves out.
#include <sys/timerfd.h>
#include <sys/vfs.h>

#endif
