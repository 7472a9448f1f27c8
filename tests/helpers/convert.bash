# Helpers of tests/convert.bats and tests/slow/convert.bats.
# tc_load convert after tc_setup.

# The first n games of a PGN file (games counted by their [Event tag).
first_games() {	# first_games N FILE
	awk -v n="$1" '/^\[Event /{ if (++g > n) exit } { print }' "$2"
}

# The last line of $stderr: "convert: 3 games, 1 error".
summary() {
	printf '%s\n' "${stderr##*$'\n'}"
}

# $stderr without its last line (the summary): the diagnostics.
diags() {
	case $stderr in
	*$'\n'*) printf '%s\n' "${stderr%$'\n'*}" ;;
	esac
}

# Movetext lines of a PGN file that are 80 columns or more.
wide_movetext() {	# wide_movetext FILE
	awk 'substr($0, 1, 1) != "[" && length($0) >= 80 { print FNR ": " length($0) " columns" }' "$1"
}

# JSON games on standard input without their number and tags, and with
# the white space of comments made single spaces as the PGN writer makes
# it: what a PGN export must keep of the moves.
norm_games() {
	perl -ne '
	sub n { my $s = shift; $s =~ s/(?: |\\u00(?:09|0a|0b|0c|0d))+/ /g;
	    $s =~ s/^ //; $s =~ s/ $//; return $s; }
	s/^\{"game": \d+, "tags": \{.*?\}, "variant": /{"variant": /;
	s/"(comment|before)": "((?:[^"\\]|\\.)*)"/"\"$1\": \"" . n($2) . "\""/ge;
	print'
}

# The tags a game's JSON holds, Seven Tag Roster first with the PGN
# writer's defaults, then the others in the order read.
JQ_TAGS='
.result as $r | .tags as $t | ["Event", "Site", "Date", "Round", "White", "Black", "Result"] as $str |
[($str[] as $k | [$k, ($t[$k] // (if $k == "Date" then "????.??.??"
    elif $k == "Result" then $r else "?" end))]),
 ($t | to_entries[] | select(.key as $k | $str | index($k) | not) | [.key, .value])]
| tostring'

# Round trips of one file that must lose nothing; files go to $2.
#   A = convert --to pgn X
#   convert --to json X | convert --to pgn        == A
#   convert --to pgn --moves uci X | convert --to pgn == A
#   convert --to pgn --moves lan X | convert --to pgn == A
#   convert --to pgn A                              == A
# Prints what differs; succeeds only if nothing does.
round_trips() {	# round_trips FILE DIR
	local x=$1 d=$2 bad=0
	convert -q --to pgn "$x" > "$d/A.pgn"
	convert -q --to json "$x" | convert -q --to pgn > "$d/json.pgn"
	convert -q --to pgn --moves uci "$x" | convert -q --to pgn > "$d/uci.pgn"
	convert -q --to pgn --moves lan "$x" | convert -q --to pgn > "$d/lan.pgn"
	convert -q --to pgn "$d/A.pgn" > "$d/again.pgn"
	for f in json uci lan again; do
		cmp -s "$d/A.pgn" "$d/$f.pgn" ||
		    { echo "$x: $f round trip differs from A"; bad=1; }
	done
	return $bad
}
