#!/usr/bin/env bash
# A game of Traitor Chess from the commitments to the verdict (traitor.md
# 6.1), with pgn-replay as the verifier: both players commit to their
# secret lists, the game is recorded with the commitments only, the lists
# and nonces are revealed into the record's tags, and pgn-replay checks
# the reveal against the commitments and replays the game with both lists.
#
#   traitor-game.sh [BLACK-REVEALS]
#
# White lists Black's bishop f8 and knight g8, Black lists White's
# bishop c1, rook h1 and pawn g2.  In the game Black announces the pawn
# g2 and mates with his queen.  BLACK-REVEALS is the list Black reveals,
# by default the one he committed to: give another to see a false reveal
# caught.  (examples/commit-reveal.sh checks the reveal of each list on
# its own with traitor-commit --verify; here the record as a whole is
# verified.)
#
# Standard output gets the revealed record.  Standard error says what
# pgn-replay makes of the record before the reveal (a checkmate can only
# be provisional while White's list is hidden) and after it; the exit
# status is 1 if the revealed record does not verify.
set -eu
set -o pipefail

me=$(basename "$0")
game=traitor-game-1
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
cd "$dir"

# The value of key $2 ("commitment", "list", "nonce") in file $1.
value() {
	awk -v k="$2" '$1 == k { print $2 }' "$1"
}

# The record: the tags of standard input, then the moves.
record() {
	cat <<-EOF
	[Event "Example: commit, play, reveal, verify"]
	[White "Aster"]
	[Black "Birch"]
	[Result "0-1"]
	[Variant "Traitor"]
	[GameId "$game"]
	EOF
	cat
	printf '\n1. f3 e5 2. Nc3 T-g2:g4 3. Nb5 Qh4# 0-1\n'
}

# What pgn-replay says of record $1: its diagnostics on standard error
# (less the summary line), then "RESULT, STATUS"; false if it has an error.
verdict() {
	local st=0

	pgn-replay --json "$1" > replay.json 2> replay.err || st=$?
	grep -Ev '^pgn-replay: ([0-9]+ games?, |secret lists: )' replay.err >&2 ||
	    true
	sed -n 's/.*"result": "\([^"]*\)", "status": "\([^"]*\)".*/\1, \2/p' \
	    replay.json
	return $st
}

# Before move 1: each player commits to his list with a fresh nonce from
# the operating system, keeps the three lines to himself and publishes
# the commitment.
traitor-commit -V traitor --holder white --list 'Bf8, Ng8' \
    --game "$game" > white.secret
traitor-commit -V traitor --holder black --list 'g2, Rh1, Bc1' \
    --game "$game" > black.secret

# The game as published: the commitments, no lists.  Nobody can tell yet
# whether White's list held a piece that would have stopped the mate.
printf '[WhiteTargetsCommit "%s"]\n[BlackTargetsCommit "%s"]\n' \
    "$(value white.secret commitment)" "$(value black.secret commitment)" \
    > commits.tags
record < commits.tags > published.pgn
echo "$me: published record: $(verdict published.pgn)" >&2

# After the game: the lists and the nonces go into the tags.
[ $# -eq 0 ] || sed -i "s/^list .*/list $1/" black.secret
{
	cat commits.tags
	printf '[WhiteTargets "%s"]\n[WhiteTargetsNonce "%s"]\n' \
	    "$(value white.secret list)" "$(value white.secret nonce)"
	printf '[BlackTargets "%s"]\n[BlackTargetsNonce "%s"]\n' \
	    "$(value black.secret list)" "$(value black.secret nonce)"
} | record > revealed.pgn
cat revealed.pgn

# Anyone can verify the revealed record: pgn-replay recomputes both
# commitments and replays the game with both lists.
if v=$(verdict revealed.pgn); then
	echo "$me: revealed record: both lists match their commitments; $v" >&2
else
	echo "$me: revealed record: verification failed" >&2
	exit 1
fi
