// Counts heap allocations for wayfinder-bench by interposing the allocator's entry points in the
// benchmark executable (only it links this target). glibc exports its real allocator as
// __libc_malloc and friends, so each wrapper counts and forwards. Elsewhere nothing is
// interposed and the counters stay at zero.
#include "AllocationCounter.h"

#if defined(__linux__) && defined(__GLIBC__)
#include <errno.h>
#include <stdatomic.h>
#include <stddef.h>

extern void *__libc_malloc(size_t size);
extern void *__libc_calloc(size_t count, size_t size);
extern void *__libc_realloc(void *pointer, size_t size);
extern void *__libc_memalign(size_t alignment, size_t size);
extern void __libc_free(void *pointer);

static _Atomic uint64_t allocations;
static _Atomic uint64_t bytes;

static inline void count(size_t size) {
    atomic_fetch_add_explicit(&allocations, 1, memory_order_relaxed);
    atomic_fetch_add_explicit(&bytes, size, memory_order_relaxed);
}

void *malloc(size_t size) {
    count(size);
    return __libc_malloc(size);
}

void *calloc(size_t count_, size_t size) {
    count(count_ * size);
    return __libc_calloc(count_, size);
}

void *realloc(void *pointer, size_t size) {
    count(size);
    return __libc_realloc(pointer, size);
}

void free(void *pointer) { __libc_free(pointer); }

void *memalign(size_t alignment, size_t size) {
    count(size);
    return __libc_memalign(alignment, size);
}

void *aligned_alloc(size_t alignment, size_t size) {
    count(size);
    return __libc_memalign(alignment, size);
}

int posix_memalign(void **out, size_t alignment, size_t size) {
    if (alignment < sizeof(void *) || (alignment & (alignment - 1)) != 0) return EINVAL;
    count(size);
    void *pointer = __libc_memalign(alignment, size);
    if (pointer == NULL) return ENOMEM;
    *out = pointer;
    return 0;
}

int wayfinder_allocation_counting_available(void) { return 1; }
uint64_t wayfinder_allocation_count(void) { return atomic_load_explicit(&allocations, memory_order_relaxed); }
uint64_t wayfinder_allocated_bytes(void) { return atomic_load_explicit(&bytes, memory_order_relaxed); }
#else
int wayfinder_allocation_counting_available(void) { return 0; }
uint64_t wayfinder_allocation_count(void) { return 0; }
uint64_t wayfinder_allocated_bytes(void) { return 0; }
#endif
