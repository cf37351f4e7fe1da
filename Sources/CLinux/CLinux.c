// The headers in include/ are the point of this target; SwiftPM needs one source file.
#include "CLinux.h"
