#!/bin/sh
# fuzz_row.sh: one harness of the fuzzing campaign (make fuzz-long, docs/robustness.md): it
# runs build/fuzz/fuzz_NAME to RUNS executions (libFuzzer's -runs) from its seed corpus and
# what it has learnt, then prints one row of the campaign's table:
#   | NAME | executions | seconds | per second | corpus | findings |
# A finding stops the harness (libFuzzer ends at the first); the row says where it is. The
# script itself always succeeds, so one harness's finding does not stop the others;
# make fuzz-long fails at the end when a row holds one.
# Usage: tools/fuzz_row.sh NAME RUNS [FLAGS...]   (FLAGS: libFuzzer's, the Makefile's FUZZ_RUN_FLAGS)
name=$1
runs=$2
shift 2
bin=build/fuzz/fuzz_$name
log=build/fuzz/long/$name.log
mkdir -p "build/fuzz/corpus/$name" "build/fuzz/findings/$name" build/fuzz/long
dict=
[ -f "tests/fuzz/$name.dict" ] && dict=-dict=tests/fuzz/$name.dict
before=$(ls "build/fuzz/findings/$name" | wc -l)
start=$(date +%s.%N)
"$bin" "$@" -runs="$runs" $dict -artifact_prefix="build/fuzz/findings/$name/" \
    "build/fuzz/corpus/$name" "tests/data/fuzz/$name" >"$log" 2>&1
status=$?
seconds=$(awk -v a="$start" -v b="$(date +%s.%N)" 'BEGIN { printf "%.0f", b - a < 1 ? 1 : b - a }')
execs=$(awk '/^stat::number_of_executed_units:/ { n = $2 } END { print n + 0 }' "$log")
corpus=$(awk '/(DONE|NEW|REDUCE|pulse|INITED) / { for (i = 1; i <= NF; i++) if ($i == "corp:") c = $(i + 1) }
    END { sub(/\/.*/, "", c); print c + 0 }' "$log")
found=$(($(ls "build/fuzz/findings/$name" | wc -l) - before))
if [ "$status" -ne 0 ] && [ "$found" -eq 0 ]; then found=1; fi
what=none
[ "$found" -gt 0 ] && what="$found: build/fuzz/findings/$name/ (log $log)"
printf '| %s | %s | %s | %s | %s | %s |\n' "$name" "$execs" "$seconds" "$((execs / seconds))" "$corpus" "$what"
