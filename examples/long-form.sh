#!/bin/sh
# Write games in the long form of the original Allegiance Chess
# implementation, then read that back and write it as PGN.
#
#   long-form.sh [FILE]
#
# FILE defaults to allegiance.pgn next to this script.  Prints the main
# line of each game in the long form ("1. e2e4 e7e5", one move pair per
# line, a blank line between games), then a blank line, then the games read
# back from the long form as PGN.  The long form keeps no tags, comments,
# variations or results: the PGN has "?" for the players, the result the
# board decides (else "*"), and a Variant tag when the challenges show
# that a game is Allegiance Chess.  Games the long form cannot hold (from a
# FEN position, or with a null move) and games with an error are reported
# on standard error and left out, with convert's summary line.  The script
# checks that the main lines come back move for move; exits 0 when all is
# well, 1 when some game was left out, 2 when FILE cannot be read or a
# main line came back different.
set -eu

me=$(basename "$0")
here=$(cd "$(dirname "$0")" && pwd)
file=${1:-$here/allegiance.pgn}

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
trap 'exit 2' HUP INT TERM

status=0
convert --to long -o "$tmp/games.long" "$file" || status=$?
[ "$status" -le 1 ] || exit "$status"
cat "$tmp/games.long"
echo

# convert recognises the long form by its first move ("1. e2e4"), and
# replays and checks every move as it reads it.
convert -q --to pgn "$tmp/games.long" | tee "$tmp/back.pgn"

# When no game was left out, the main lines must be the same, in SAN.
if [ "$status" -eq 0 ]; then
	convert -q --to san "$file" > "$tmp/before.san"
	convert -q --to san "$tmp/back.pgn" > "$tmp/after.san"
	if ! cmp -s "$tmp/before.san" "$tmp/after.san"; then
		echo "$me: $file: the moves changed on the way:" >&2
		diff "$tmp/before.san" "$tmp/after.san" >&2 || true
		exit 2
	fi
fi
exit "$status"
