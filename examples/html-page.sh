#!/bin/sh
# Put the example games of every family in one page to open in a browser.
#
#   html-page.sh [PAGE]
#
# PAGE defaults to games.html in the current directory: one HTML file with
# no outside resource (it opens from a USB stick) that lists the games and
# steps through them with the arrow keys, Home and End.  A link to
# PAGE#G.P opens game G after ply P; the last line printed is the link to
# the Complex Allegiance game's final position, where South has taken
# North's King.
set -eu

here=$(cd "$(dirname "$0")" && pwd)
page=${1:-games.html}

convert -q --to html -o "$page" "$here/games.pgn" "$here/allegiance.pgn" \
    "$here/traitor.pgn" "$here/neutral-subject.pgn" "$here/en-game.pgn" \
    "$here/ca-game.pgn"

# Count the games: one JSON script element each.
echo "$page: $(grep -c '<script type="application/json" id="g' "$page") games"
# The Complex Allegiance game is the last one; its plies from pgn-replay.
n=$(grep -c '<script type="application/json" id="g' "$page")
plies=$(pgn-replay --emit each "$here/ca-game.pgn" 2>/dev/null | wc -l)
echo "file://$(cd "$(dirname "$page")" && pwd)/$(basename "$page")#$n.$plies"
