# Helpers of the -j tests (pgn-replay-jobs.bats, convert-jobs.bats): runs
# with several threads compared with one.
# shellcheck shell=bash

# same_as A B WHAT: the runs A and B left the same standard output and
# error in $T/A.out, $T/A.err and $T/B.*, and the same status in *.st.
same_as() {
	local a=$1 b=$2 what=$3
	cmp -s "$T/$a.out" "$T/$b.out" ||
	    fail "$what: standard output differs:
$(diff "$T/$a.out" "$T/$b.out" | head -n 8)"
	cmp -s "$T/$a.err" "$T/$b.err" ||
	    fail "$what: standard error differs:
$(diff "$T/$a.err" "$T/$b.err" | head -n 8)"
	[ "$(cat "$T/$a.st")" = "$(cat "$T/$b.st")" ] ||
	    fail "$what: exit status $(cat "$T/$b.st"), not $(cat "$T/$a.st")"
}

# check_jobs RUN CHUNKS ARG...: the tool that the function RUN NAME CHUNK
# ARG... runs prints with -j 2 and -j 3 what it prints with -j 1, for each
# chunk size of the space-separated CHUNKS ("-" for the default).  The
# -j 1 run is left in $T/ref.*.
check_jobs() {
	local run=$1 chunks=$2 c j
	shift 2
	"$run" ref "" -j 1 "$@"
	for c in $chunks; do
		[ "$c" = - ] && c=
		for j in 2 3; do
			"$run" par "$c" -j "$j" "$@"
			same_as ref par "-j $j${c:+ (chunk $c)} $*"
		done
	done
}

# paused NAME LINES PART1 PART2 CMD...: run CMD (env VAR=VALUE CMD... for
# a variable) on a FIFO that gets the file PART1, then the file PART2
# only once CMD has written LINES lines of output: a writer that pauses,
# and CMD sees the pause however fast or slow the machine, where a sleep
# between the parts would be a guess.  Its output goes through a pipe,
# which the tools flush before they wait for input.  Leaves $T/NAME.out,
# $T/NAME.err and the status in $T/NAME.st; fails if the LINES lines do
# not come out before the second part (a bounded wait).
paused() {
	local name=$1 lines=$2 part1=$3 part2=$4 i seen=no
	shift 4
	rm -f "$T/paused.fifo"
	mkfifo "$T/paused.fifo"
	: > "$T/$name.out"
	{
		"$@" < "$T/paused.fifo" 2> "$T/$name.err"
		echo $? > "$T/$name.st"
	} | cat > "$T/$name.out" &
	exec 7> "$T/paused.fifo"
	cat "$part1" >&7
	for i in $(seq 1200); do
		[ "$(wc -l < "$T/$name.out")" -ge "$lines" ] && seen=yes && break
		sleep 0.05
	done
	cat "$part2" >&7
	exec 7>&-
	wait "$!"
	rm -f "$T/paused.fifo"
	[ "$seen" = yes ] ||
	    fail "$*: not $lines lines of output before the pause"
}
