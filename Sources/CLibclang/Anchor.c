// SwiftPM builds a C target only when it has a source file; this target is declarations only.
#include "CLibclang.h"
