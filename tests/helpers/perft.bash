# Helpers of tests/perft.bats, tests/stockfish.bats and
# tests/slow/perft-deep.bats: tc_load perft after setting TC_DATA to the
# shared data directory.
# shellcheck shell=bash
# shellcheck disable=SC2154 # output, stderr and status come from bats's run

# perft_to_epd [EXCLUDE]: turn the id/epd/perft blocks of python-chess's
# *.perft files into EPD lines "<epd> ;D1 n ;D2 n ... ;id "name"".
# Positions whose id matches the regular expression EXCLUDE are left out.
perft_to_epd() {
	awk -v exclude="${1-}" '
	function flush() {
		if (epd != "" && (exclude == "" || id !~ exclude))
			print epd ops " ;id \"" id "\""
		epd = ""; ops = ""
	}
	$1 == "id"    { flush(); id = $2 }
	$1 == "epd"   { sub(/^epd /, ""); epd = $0 }
	$1 == "perft" { ops = ops " ;D" $2 " " $3 }
	END           { flush() }'
}

# tricky.perft without its Chess960 (X-FEN) positions, whose castling
# rights name a king or rook off its standard square: 13 of 19 positions.
tricky_standard() {
	perft_to_epd '^(xfen-|asymmetrical-and-king-on-h$)' \
	    < "$TC_DATA/perft/tricky.perft"
}

# expected_counts DEPTH: the ;DDEPTH value of each EPD line on standard
# input as "LINE: position | count"; fails if a line has none.
expected_counts() {
	awk -v op=";D$1" '
	{
		want = ""
		for (i = 5; i < NF; i++)
			if ($i == op)
				want = $(i + 1)
		if (want == "") {
			print "line " NR ": no " op " opcode" > "/dev/stderr"
			bad = 1
		}
		print NR ": " $1 " " $2 " " $3 " " $4 " | " want
	}
	END { exit bad }'
}

# perft_check DEPTH FILE [MOVEGEN-OPTION]...: run movegen -V chess
# (-V $PERFT_VARIANT when that is set)
# --perft DEPTH over the EPD lines of FILE.  movegen itself checks every
# ;Dk opcode with k <= DEPTH; this also compares the printed counts with
# the ;DDEPTH opcodes.  Fails, showing the differences, unless movegen
# exits 0 with no diagnostics and every count is right.
perft_check() {
	local depth=$1 file=$2 want=$BATS_TEST_TMPDIR/want
	local got=$BATS_TEST_TMPDIR/got rc=0
	shift 2
	expected_counts "$depth" < "$file" > "$want" || return 1
	run --separate-stderr movegen -V "${PERFT_VARIANT:-chess}" "$@" \
	    --perft "$depth" -i "$file"
	printf '%s\n' "$output" |
	    awk 'NR == FNR { n[FNR] = $0; next }
		{ print FNR ": " $1 " " $2 " " $3 " " $4 " | " n[FNR] }' \
	    - "$file" > "$got"
	if [ -n "$stderr" ]; then
		printf 'movegen wrote to standard error:\n%s\n' "$stderr" |
		    head -n 40
		rc=1
	fi
	if ! diff -U0 --label "expected ;D$depth" --label "movegen --perft $depth" \
	    "$want" "$got" > "$BATS_TEST_TMPDIR/diff"; then
		echo "printed counts differ (line: position | count):"
		head -n 40 "$BATS_TEST_TMPDIR/diff"
		rc=1
	fi
	if [ "$status" -ne 0 ]; then
		echo "movegen exit status $status, expected 0"
		rc=1
	fi
	return "$rc"
}

# perft_check_all FILE [MOVEGEN-OPTION]...: perft_check every line of
# FILE to its deepest ;Dn opcode (lines grouped by that depth; line
# numbers in messages are those of the group).
perft_check_all() {
	perft_check_upto 9 "$@"
}

# perft_check_upto MAX FILE [MOVEGEN-OPTION]...: perft_check every line
# of FILE to its deepest ;Dn opcode or to depth MAX, whichever is less.
perft_check_upto() {
	local max=$1 file=$2 d part rc=0
	shift 2
	if grep -vq ' ;D[1-9] ' "$file"; then
		echo "$file has lines without a ;Dn opcode"
		rc=1
	fi
	for d in 1 2 3 4 5 6 7 8 9; do
		[ "$d" -le "$max" ] || break
		part=$BATS_TEST_TMPDIR/depth$d.epd
		awk -v d="$d" -v max="$max" '{
			m = 0
			for (i = 5; i < NF; i++)
				if ($i ~ /^;D[0-9]$/ && substr($i, 3) + 0 > m)
					m = substr($i, 3) + 0
		} (m < max ? m : max) == d' "$file" > "$part"
		[ -s "$part" ] || continue
		perft_check "$d" "$part" "$@" || rc=1
	done
	return "$rc"
}

# stockfish_path: the Stockfish binary, from $STOCKFISH, Debian's
# /usr/games or PATH; fails with a message if there is none.
stockfish_path() {
	local sf
	for sf in "${STOCKFISH-}" /usr/games/stockfish "$(command -v stockfish)"; do
		if [ -n "$sf" ] && [ -x "$sf" ]; then
			printf '%s\n' "$sf"
			return 0
		fi
	done
	echo "stockfish not found: install it (Debian: apt-get install" \
	    "stockfish, in /usr/games) or set STOCKFISH" >&2
	return 1
}

# normalize_divide FENS: read divide output ("move: count" lines, then
# "Nodes searched: N", one block per position, as both movegen --divide
# and Stockfish's go perft print them; moves in UCI, with Crazyhouse's
# drops "N@f3" and Antichess's promotions to a King) and write "FEN |
# move: count" and "FEN | Nodes searched: N" lines, FEN taken in order
# from the file FENS, sorted so that the two programs' outputs can be
# compared with diff.
normalize_divide() {
	awk '
	NR == FNR { fen[FNR] = $0; next }
	/^([a-h][1-8][a-h][1-8][qrbnk]?|[PNBRQ]@[a-h][1-8]): [0-9]+$/ {
		print fen[k + 1] " | " $0
	}
	/^Nodes searched: [0-9]+$/ { print fen[++k] " | " $0 }
	' "$1" - | sort
}

# movegen_divide_vs NAME REF VARIANT DEPTH FENS [MINE]: movegen -V
# VARIANT --divide DEPTH on the lines of MINE (FENS if not given),
# normalized against FENS and compared with REF, program NAME's divide
# normalized so; prints the first differences.
movegen_divide_vs() {
	local name=$1 ref=$2 v=$3 depth=$4 fens=$5 mine=${6-$5} rc=0
	local tmp=$BATS_TEST_TMPDIR
	movegen -V "$v" --divide "$depth" < "$mine" > "$tmp/mg.raw" \
	    2> "$tmp/mg.err" || rc=$?
	if [ "$rc" -ne 0 ] || [ -s "$tmp/mg.err" ]; then
		echo "movegen exit status $rc"; head -n 20 "$tmp/mg.err"
		return 1
	fi
	normalize_divide "$fens" < "$tmp/mg.raw" > "$tmp/mg"
	diff -U0 --label "$name" --label movegen "$ref" "$tmp/mg" | head -n 40
	cmp -s "$ref" "$tmp/mg"
}

# divide_vs_stockfish DEPTH FENS [MOVEGEN-OPTION]...: compare movegen
# -V chess --divide DEPTH with Stockfish's go perft DEPTH for every FEN
# line of the file FENS.  One Stockfish process reads all positions;
# movegen reads them all on standard input.
divide_vs_stockfish() {
	local depth=$1 fens=$2 sf n blocks rc=0
	local tmp=$BATS_TEST_TMPDIR
	shift 2
	sf=$(stockfish_path) || return 1
	n=$(wc -l < "$fens")
	awk -v d="$depth" '
	{ print "position fen " $0; print "go perft " d }
	END { print "quit" }' "$fens" | "$sf" > "$tmp/sf.raw" ||
	    { echo "$sf failed"; return 1; }
	blocks=$(grep -c '^Nodes searched: ' "$tmp/sf.raw")
	if [ "$blocks" -ne "$n" ]; then
		echo "stockfish answered $blocks of $n positions"
		return 1
	fi
	normalize_divide "$fens" < "$tmp/sf.raw" > "$tmp/sf"
	movegen -V chess "$@" --divide "$depth" < "$fens" > "$tmp/mg.raw" \
	    2> "$tmp/mg.err" || rc=$?
	if [ "$rc" -ne 0 ] || [ -s "$tmp/mg.err" ]; then
		echo "movegen exit status $rc; standard error:"
		head -n 40 "$tmp/mg.err"
		return 1
	fi
	normalize_divide "$fens" < "$tmp/mg.raw" > "$tmp/mg"
	if ! diff -U0 --label stockfish --label movegen "$tmp/sf" "$tmp/mg" \
	    > "$tmp/diff"; then
		echo "movegen --divide $depth differs from Stockfish" \
		    "(FEN | move: count):"
		head -n 60 "$tmp/diff"
		return 1
	fi
	# Guard against two empty outputs comparing equal.
	blocks=$(grep -c ' | Nodes searched: ' "$tmp/mg")
	[ "$blocks" -eq "$n" ] || { echo "movegen answered $blocks of $n"; return 1; }
}

# count_check VARIANT FILE [MOVEGEN-OPTION]...: perft 1, which the
# engine's count mode gives without writing a move, against the moves
# movegen lists, on every EPD line of FILE: movegen -V VARIANT --perft 1
# must print the number of moves that movegen -V VARIANT --format uci
# lists for the line, and both the line's ;D1 where it has one.  Fails,
# showing the first differences (line: ;D1 counted listed), on any
# difference, a diagnostic or fewer lines than FILE has.
count_check() {
	local v=$1 file=$2 dir=$BATS_TEST_TMPDIR/count-check rc=0 n
	shift 2
	mkdir -p "$dir"
	cut -d ';' -f 1 "$file" | sed 's/ *$//' > "$dir/pos"
	awk '{ d = "-"
		for (i = 1; i < NF; i++)
			if ($i == ";D1")
				d = $(i + 1)
		print d }' "$file" > "$dir/want"
	movegen -V "$v" "$@" --perft 1 -i "$dir/pos" > "$dir/counted" \
	    2> "$dir/err1" || rc=1
	movegen -V "$v" "$@" --format uci -i "$dir/pos" 2> "$dir/err2" |
	    awk '{ print NF }' > "$dir/listed" || rc=1
	if [ -s "$dir/err1" ] || [ -s "$dir/err2" ] || [ "$rc" -ne 0 ]; then
		echo "movegen -V $v failed or wrote diagnostics:"
		head -n 20 "$dir/err1" "$dir/err2"
		return 1
	fi
	n=$(wc -l < "$dir/pos")
	for f in counted listed; do
		[ "$(wc -l < "$dir/$f")" -eq "$n" ] ||
		    { echo "$f: $(wc -l < "$dir/$f") lines for $n positions"; return 1; }
	done
	paste -d ' ' "$dir/want" "$dir/counted" "$dir/listed" |
	    awk '$2 != $3 || ($1 != "-" && $1 != $2) {
			if (bad++ < 20)
				print NR ": ;D1 " $1 ", counted " $2 ", listed " $3
		}
		END { exit bad > 0 }'
}
