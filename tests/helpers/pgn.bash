# Helpers of tests/pgn-replay.bats, tests/pgn-replay-jobs.bats, tests/select.bats
# and tests/slow/pgn-replay-deep.bats: tc_load pgn, with PGN_EXTRACT set.

# The per-ply FENs pgn-extract gives for the games of a file, one per line
# (the command of ../shared/data/README.md); extra options go first.
pe_fens() {
	"$PGN_EXTRACT" "$@" -s --fencomments -C -N -V --notags \
	    --nomovenumbers --noresults -w 100000 2>/dev/null |
	    grep -o '{ [^}]* }' | sed -e 's/^{ //' -e 's/ }$//'
}

# The first n games of a PGN file (games counted by their [Event tag).
first_games() {	# first_games N FILE
	awk -v n="$1" '/^\[Event /{ if (++g > n) exit } { print }' "$2"
}

# The summary line of $stderr without its timing part:
# "pgn-replay: 3 games, 7 plies, 2 errors, 0 warnings".
summary() {
	local last=${stderr##*$'\n'}

	printf '%s\n' "${last%, * s (* games/s)}"
}

# $stderr without its last line (the summary): the diagnostics.
diags() {
	case $stderr in
	*$'\n'*) printf '%s\n' "${stderr%$'\n'*}" ;;
	esac
}

# The games of PGN file $1 against the variants pgn-replay plays, one line
# per game, tab-separated: its number, "played" or "not played", the line
# of its Variant tag (0 without one), the tag's value, White, Black, Event
# and its plies (the movetext's moves, comments, move numbers and results
# left out; no variations or NAGs, as in lichess's files).  Only the names
# come from the tool (--list-variants); a tag is matched against them as
# tc_variant_find() matches a name: case ignored, trailing spaces and then
# a trailing " Chess" dropped, a space or an en dash read as '-', either
# the -V name or the PGN name, "Standard" and "From Position" standard
# chess.  A game with no Variant tag, or an empty one, is played.
variant_games() {	# variant_games FILE
	local names

	names=$(pgn-replay --list-variants) || return 1
	[ -n "$names" ] || { echo "pgn-replay --list-variants: no names" >&2; return 1; }
	awk -F'\t' '
	function fold(s) { gsub(/\342\200\223/, "-", s); gsub(/ /, "-", s); return tolower(s) }
	function played(v,  t) {
		if (v == "")
			return 1
		t = v
		sub(/ +$/, "", t)
		if (length(t) >= 6 && tolower(substr(t, length(t) - 5)) == " chess")
			t = substr(t, 1, length(t) - 6)
		t = fold(t)
		if (t == "standard" || t == "from-position")
			t = "chess"
		return t in name
	}
	function val(s) { sub(/^\[[A-Za-z]+ "/, "", s); sub(/"\]$/, "", s); return s }
	function flush() {
		if (n)
			printf "%d\t%s\t%d\t%s\t%s\t%s\t%s\t%d\n", n,
			    played(v) ? "played" : "not played", vl, v, w, b, e, p
	}
	FILENAME == "-" { name[fold($1)] = 1; name[fold($2)] = 1; next }
	/^\[Event / { flush(); n++; v = w = b = ""; vl = p = 0; e = val($0); next }
	/^\[White / { w = val($0); next }
	/^\[Black / { b = val($0); next }
	/^\[Variant / { v = val($0); vl = FNR; next }
	/^\[/ { next }
	{
		s = $0
		gsub(/\{[^}]*\}/, " ", s)
		gsub(/[0-9]+\.(\.\.)?/, " ", s)
		k = split(s, t, " ")
		for (i = 1; i <= k; i++)
			if (t[i] !~ /^(1-0|0-1|1\/2-1\/2|\*)$/)
				p++
	}
	END { flush() }' - "$1" <<< "$names"
}

# "1 game", "2 games": count $1 of $2 (singular) or $3 (plural).
count_of() {	# count_of N WORD WORDS
	if [ "$1" -eq 1 ]; then echo "1 $2"; else echo "$1 $3"; fi
}
