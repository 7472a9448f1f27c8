#!/bin/sh
# Convert games to JSON Lines and query them with jq: which games saw a
# challenge ('>'), who played them and how long they were, and how many
# games were won.
#
#   to-json-jq.sh [FILE]...
#
# The FILEs default to games.pgn and allegiance.pgn next to this script;
# they may hold PGN, the original long form or JSON Lines (convert tells
# them apart).  Prints one line for each game with a challenge in its main
# line: White, Black, the number of plies and the number of challenges,
# separated by tabs; then a line "N of M games decisive" ("game" when M
# is 1; won by one side,
# 1-0 or 0-1).  Games with an error are reported on standard error and left
# out; convert's summary line goes there too.  The tools come from PATH;
# jq must be installed.
set -eu

here=$(cd "$(dirname "$0")" && pwd)
[ "$#" -gt 0 ] || set -- "$here/games.pgn" "$here/allegiance.pgn"

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
trap 'exit 2' HUP INT TERM

# One JSON object per game.  Status 1 (some games had errors and have been
# left out) is a result; anything worse, such as 2 for a file that cannot
# be read, stops here.
status=0
convert --to json -o "$tmp/games.jsonl" "$@" || status=$?
[ "$status" -le 1 ] || exit "$status"

# The games in which a challenge was played, with their players and length.
jq -r 'select(any(.moves[]; .san | contains(">")))
    | [.tags.White // "?", .tags.Black // "?", (.moves | length),
       ([.moves[] | select(.san | contains(">"))] | length)]
    | @tsv' "$tmp/games.jsonl"

# The decisive results, counted as the games stream past.
jq -n -r 'reduce inputs as $g ({games: 0, won: 0};
        .games += 1
        | if $g.result == "1-0" or $g.result == "0-1" then .won += 1
          else . end)
    | "\(.won) of \(.games) game\(if .games == 1 then "" else "s" end) decisive"' "$tmp/games.jsonl"

exit "$status"
