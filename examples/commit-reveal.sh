#!/usr/bin/env bash
# Commit and reveal in Traitor Chess (traitor.md 6.1): both players commit
# to their secret lists before move 1, reveal them at the end, and anyone
# checks each reveal against its commitment.
#
#   commit-reveal.sh [GAMEID [BLACK-REVEALS]]
#
# The lists are those of the spec's sample game: White's targets Qd8,
# Black's g2, Rh1 and Bc1.  GAMEID (default demo-1) is bound into the
# commitments.  BLACK-REVEALS is the list Black reveals, by default the
# one he committed to: give another (without spaces) to see a false
# reveal caught.
#
# Standard output gets the tags a game record carries: the commitments
# (published before move 1), then the revealed lists and nonces.
# (examples/traitor-game.sh puts such tags in a whole game record and
# lets pgn-replay verify it.)
# Standard error tells whether each reveal matches; the exit status is 1
# if one does not.
set -eu
set -o pipefail

me=$(basename "$0")
game=${1:-demo-1}
variant=traitor/specific
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT

# The value of key $2 ("commitment", "list", "nonce") of player $1.
value() {
	awk -v k="$2" '$1 == k { print $2 }' "$dir/$1"
}

# Before move 1: each player commits, with a fresh nonce, and keeps the
# three lines to himself; only the commitment is published.  The lists
# go in on standard input, out of ps(1) and the shell's history, and -o
# writes each player's three lines to a file only he can read (0600).
echo 'Qd8' | traitor-commit -V "$variant" --holder white --list-file - \
    --game "$game" -o "$dir/White"
echo 'g2, Rh1, Bc1' | traitor-commit -V "$variant" --holder black \
    --list-file - --game "$game" -o "$dir/Black"
printf '[GameId "%s"]\n' "$game"
for p in White Black; do
	printf '[%sTargetsCommit "%s"]\n' "$p" "$(value $p commitment)"
done

# After the game: the lists and the nonces are revealed.
[ $# -lt 2 ] || sed -i "s/^list .*/list $2/" "$dir/Black"
for p in White Black; do
	printf '[%sTargets "%s"]\n[%sTargetsNonce "%s"]\n' "$p" \
	    "$(value $p list)" "$p" "$(value $p nonce)"
done

# Anyone can check them, from the tags alone.
st=0
for p in White Black; do
	holder=$(echo "$p" | tr '[:upper:]' '[:lower:]')
	if traitor-commit --verify "$(value $p commitment)" -V "$variant" \
	    --holder "$holder" --list "$(value $p list)" --game "$game" \
	    --nonce "$(value $p nonce)" > /dev/null; then
		echo "$me: $p's list $(value $p list) matches the commitment" >&2
	else
		echo "$me: $p's list $(value $p list) does not match the commitment" >&2
		st=1
	fi
done
exit $st
