print("wayfinder-bench: not yet")
