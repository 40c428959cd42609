# Shared by the benchmark scripts (scripts/bench.sh, bench-mutate.sh, bench-schedules.sh), which source it: the clock
# and the arithmetic their printed figures are made with.

# Seconds since the epoch, to the nanosecond.
now() { date +%s.%N; }

# The value of a Python expression: the scripts' arithmetic on fractional seconds (`calc "round($b - $a, 1)"`).
calc() { python3 -c "print($1)"; }
