#ifndef WAYFINDER_ALLOCATION_COUNTER_H
#define WAYFINDER_ALLOCATION_COUNTER_H

#include <stdint.h>

// The target's umbrella header: the optimisation barrier comes with it.
#include "OptimizationBarrier.h"

/// Whether allocations are being counted (Linux with glibc only; elsewhere the counters stay 0).
int wayfinder_allocation_counting_available(void);
/// Heap allocations made by the process so far (malloc, calloc, realloc, aligned allocations).
uint64_t wayfinder_allocation_count(void);
/// Bytes requested by those allocations.
uint64_t wayfinder_allocated_bytes(void);

#endif
