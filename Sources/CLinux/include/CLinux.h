#ifndef TXTODO_CLINUX_H
#define TXTODO_CLINUX_H

// Linux calls that Swift's Glibc module leaves out.
#include <sys/timerfd.h>
#include <sys/vfs.h>

/// pipe2(fds, O_CLOEXEC): both ends made close-on-exec at once, so a
/// program another thread starts meanwhile holds neither.
int txtodo_cloexec_pipe(int fds[2]);

#endif
