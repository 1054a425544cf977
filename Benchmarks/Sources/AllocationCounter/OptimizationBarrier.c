// The benchmarks' optimisation barrier (see the header). Kept out of line in its own
// translation unit; only the benchmark executable links this target.
#include "OptimizationBarrier.h"

void wayfinder_optimization_barrier(void *pointer) { (void)pointer; }
