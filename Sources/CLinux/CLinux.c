// pipe2 is a GNU extension: declared only with _GNU_SOURCE, which the
// header that Swift imports does not set.
#define _GNU_SOURCE
#include <fcntl.h>
#include <unistd.h>

#include "CLinux.h"

int txtodo_cloexec_pipe(int fds[2]) { return pipe2(fds, O_CLOEXEC); }
