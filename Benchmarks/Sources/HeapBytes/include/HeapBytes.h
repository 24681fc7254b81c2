#ifndef HEAP_BYTES_H
#define HEAP_BYTES_H
#include <stddef.h>

/// Bytes the C heap has handed out and not taken back (glibc's mallinfo2).
size_t heap_bytes_in_use(void);

#endif
