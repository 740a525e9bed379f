// Benchmark driver: issue 6.
print("mockgen-bench")
