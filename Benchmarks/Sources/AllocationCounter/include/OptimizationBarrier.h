#ifndef WAYFINDER_OPTIMIZATION_BARRIER_H
#define WAYFINDER_OPTIMIZATION_BARRIER_H

/// Does nothing, in a C file the Swift optimiser cannot see into: as far as the caller's
/// optimiser knows, it reads and may change the bytes at `pointer`. The benchmarks pass results
/// through it, so the work that made them cannot be removed, and inputs, so a loop cannot
/// compute once what it names as done each time.
void wayfinder_optimization_barrier(void *pointer);

#endif
