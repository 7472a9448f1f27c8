#!/usr/bin/env bats
# Commit and reveal against a cheating player or arbiter: one test per
# line of the threat model in turncoat(7) ("Commit and reveal: the
# threat model"), then what the replay reports of each player's list.
# Every commitment here is made by sha256sum over a preimage written out
# by hand (traitor.md 6.1 item 2), never by the tools.

bats_require_minimum_version 1.5.0

load helpers/setup

setup() {
	tc_setup
	cd "$T" || return 1
	# White lists Black's bishop f8 and knight g8, Black lists White's
	# bishop c1, rook h1 and pawn g2 (examples/traitor.pgn's lists).
	WN=ffeeddccbbaa99887766554433221100ffeeddccbbaa99887766554433221100
	BN=000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f
	WC=$(commitment traitor/specific white Bf8,Ng8 g1 "$WN")
	BC=$(commitment traitor/specific black Bc1,Rh1,g2 g1 "$BN")
}

# The commitment to VARIANT HOLDER LIST GAME NONCE (traitor.md 6.1).
commitment() {
	printf 'traitor-commit/1\nvariant:%s\nholder:%s\nlist:%s\ngame:%s\nnonce:%s\n' \
	    "$@" | sha256sum | sed 's/^\([0-9a-f]*\)  -$/sha256:\1/'
}

# g.pgn: a Traitor game with GameId g1, the tag lines given as arguments
# (one per argument), then the moves of $MOVES (default: Black announces
# White's g2 pawn and mates, as in examples/traitor.pgn).
game() {
	{
		printf '[Variant "Traitor"]\n[GameId "g1"]\n'
		printf '%s\n' "$@"
		printf '\n%s\n' "${MOVES:-1. f3 e5 2. Nc3 T-g2:g4 3. Nb5 Qh4# 0-1}"
	} > g.pgn
}

# The tags of a whole, honest reveal.
committed() {
	printf '%s\n' "[WhiteTargetsCommit \"$WC\"]" "[BlackTargetsCommit \"$BC\"]"
}
revealed() {
	committed
	printf '%s\n' '[WhiteTargets "Bf8,Ng8"]' "[WhiteTargetsNonce \"$WN\"]" \
	    '[BlackTargets "Bc1,Rh1,g2"]' "[BlackTargetsNonce \"$BN\"]"
}

# pgn-replay g.pgn fails, its first message at LINE:COL ($1) saying $2.
first_error() {
	run -1 --separate-stderr pgn-replay --emit none g.pgn
	assert_equal "${stderr_lines[0]}" "pgn-replay: g.pgn:$1: game 1: $2"
}

lists_line() {	# lists_line VERIFIED HIDDEN NOT
	echo "pgn-replay: secret lists: $1 committed and verified, $2 committed and hidden, $3 not committed"
}

@test "the honest record: both lists verified, said in the summary and in --json" {
	mapfile -t tags < <(revealed)
	game "${tags[@]}"
	run -0 --separate-stderr pgn-replay --strict --emit none g.pgn
	assert_equal "${stderr_lines[0]}" "$(lists_line 2 0 0)"
	[[ ${stderr_lines[1]} == "pgn-replay: 1 game, 6 plies, 0 errors, 0 warnings, "* ]]
	run -0 --separate-stderr pgn-replay --json g.pgn
	assert_output --partial '"status": "checkmate", "lists": {"White": "verified", "Black": "verified"}, '
}

@test "threat 1: a list, nonce, holder, variant or GameId other than the committed ones does not match" {
	local t
	# Black reveals Bc1,g2 (not what he committed to).
	mapfile -t tags < <(revealed | sed 's/BlackTargets "Bc1,Rh1,g2"/BlackTargets "Bc1,g2"/')
	game "${tags[@]}"
	first_error 4:1 "BlackTargetsCommit does not match the revealed list \"Bc1,g2\" and its nonce"
	# Another nonce.
	mapfile -t tags < <(revealed | sed "s/BlackTargetsNonce \"$BN\"/BlackTargetsNonce \"${BN/00/01}\"/")
	game "${tags[@]}"
	first_error 4:1 "BlackTargetsCommit does not match the revealed list \"Bc1,Rh1,g2\" and its nonce"
	# Another GameId.
	mapfile -t tags < <(revealed)
	game "${tags[@]}"
	sed -i 's/GameId "g1"/GameId "g2"/' g.pgn
	first_error 3:1 "WhiteTargetsCommit does not match the revealed list \"Bf8,Ng8\" and its nonce"
	# Another variant: the same lists in Double Agent.
	sed -i 's/GameId "g2"/GameId "g1"/; s/Variant "Traitor"/Variant "Double Agent"/' g.pgn
	MOVES='1. e4 *'
	first_error 3:1 "WhiteTargetsCommit does not match the revealed list \"Bf8,Ng8\" and its nonce"
	# Another holder: the two players' commitments swapped.
	mapfile -t tags < <(revealed | sed "s/WhiteTargetsCommit \"$WC\"/WhiteTargetsCommit \"$BC\"/; s/BlackTargetsCommit \"$BC\"/BlackTargetsCommit \"$WC\"/")
	game "${tags[@]}"
	first_error 3:1 "WhiteTargetsCommit does not match the revealed list \"Bf8,Ng8\" and its nonce"
	# Black's list, committed as White's (holder white): it does not
	# match Black's commitment.
	t=$(commitment traitor/specific white Bc1,Rh1,g2 g1 "$BN")
	mapfile -t tags < <(revealed | sed "s/BlackTargetsCommit \"$BC\"/BlackTargetsCommit \"$t\"/")
	game "${tags[@]}"
	first_error 4:1 "BlackTargetsCommit does not match the revealed list \"Bc1,Rh1,g2\" and its nonce"
}

# The review's case: the commitments kept, the lists put in the FEN tag
# (no reveal), and Black announcing White's queen, which his committed
# list does not hold.
@test "threat 2: a list slipped in through the FEN tag or a JSON start of a committed game is refused" {
	mapfile -t tags < <(committed)
	MOVES='1. e4 T-Qd1:e5 *'
	game "${tags[@]}" '[FEN "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 targets=Bf8,Ng8/Qd1"]'
	run -1 --separate-stderr pgn-replay --emit none g.pgn
	assert_equal "$stderr" "pgn-replay: g.pgn:5:1: game 1: the FEN tag shows White's list: in a committed game only WhiteTargets with its nonce reveals it
pgn-replay: 1 game, 0 plies, 1 error, 0 warnings, ${stderr##*0 warnings, }"
	# Only Black's list in the FEN.
	sed -i 's|targets=Bf8,Ng8/Qd1|targets=?/Qd1|' g.pgn
	first_error 5:1 "the FEN tag shows Black's list: in a committed game only BlackTargets with its nonce reveals it"
	# The same through convert, and through a JSON record's start.
	run -1 --separate-stderr convert --to json g.pgn
	assert_output ''
	printf '{"tags": {"Variant": "Traitor", "GameId": "g1", "WhiteTargetsCommit": "%s", "BlackTargetsCommit": "%s"}, "start": "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 targets=?/Qd1", "moves": [{"san": "e4"}, {"san": "T-Qd1:e5"}]}\n' \
	    "$WC" "$BC" > g.json
	run -1 --separate-stderr convert --from json --to pgn g.json
	assert_output ''
	assert_equal "${stderr_lines[0]}" "convert: g.json:1:253: game 1: the FEN tag shows Black's list: in a committed game only BlackTargets with its nonce reveals it"
	# A FEN that shows the revealed, verified lists (the arbiter's view
	# after the reveal) is accepted; one that shows other lists is not.
	mapfile -t tags < <(revealed)
	MOVES='1. f3 e5 2. Nc3 T-g2:g4 3. Nb5 Qh4# 0-1'
	game "${tags[@]}" '[FEN "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 targets=Bf8,Ng8/Bc1,Rh1,g2"]'
	run -0 pgn-replay -q --strict --emit none g.pgn
	sed -i 's|targets=Bf8,Ng8/Bc1,Rh1,g2|targets=Bf8,Ng8/Qd1|' g.pgn
	first_error 9:1 "the FEN tag's list for Black is not BlackTargets \"Bc1,Rh1,g2\""
}

@test "threat 3: a list revealed without its own commitment, when the other player committed" {
	# The review's case: Black's commitment tag written in lower case, so
	# not read; White's is there.
	mapfile -t tags < <(revealed | sed 's/^\[BlackTargetsCommit/[blacktargetscommit/')
	game "${tags[@]}"
	run -1 --separate-stderr pgn-replay --emit none g.pgn
	assert_equal "${stderr_lines[0]}" "pgn-replay: g.pgn:4:1: warning: game 1: tag 'blacktargetscommit' is not read: tag names are case-sensitive (BlackTargetsCommit?)"
	assert_equal "${stderr_lines[1]}" "pgn-replay: g.pgn:7:1: game 1: BlackTargets revealed without BlackTargetsCommit: in a committed game every list is checked against its own"
}

@test "threat 4: a malformed commitment is an error whether or not anything is revealed" {
	game '[WhiteTargetsCommit "garbage"]'
	first_error 3:1 "WhiteTargetsCommit \"garbage\": 'garbage' does not start with 'sha256:'"
	game '[BlackTargetsCommit "sha256:XYZ"]'
	first_error 3:1 "BlackTargetsCommit \"sha256:XYZ\": 'X' in the commitment: expected a lowercase hex digit"
	# 63 digits, and an upper-case digit.
	game "[WhiteTargetsCommit \"${WC%?}\"]"
	run -1 --separate-stderr pgn-replay --emit none g.pgn
	[[ ${stderr_lines[0]} == "pgn-replay: g.pgn:3:1: game 1: WhiteTargetsCommit \"${WC%?}\": the commitment has 63 hex digits, not 64"* ]] ||
	    fail "${stderr_lines[0]}"
	game "[WhiteTargetsCommit \"sha256:A${WC#sha256:?}\"]"
	run -1 --separate-stderr pgn-replay --emit none g.pgn
	[[ ${stderr_lines[0]} == *": 'A' in the commitment: expected a lowercase hex digit" ]] ||
	    fail "${stderr_lines[0]}"
	# --strict or not, the status is 1.
	game '[WhiteTargetsCommit "garbage"]'
	run -1 pgn-replay -q --strict --emit none g.pgn
}

@test "threat 5: a tag the rules read given twice is refused; other repeated tags keep the first" {
	# Two BlackTargets: the first one matches the commitment.
	mapfile -t tags < <(revealed)
	game "${tags[@]}" '[BlackTargets "Qd1"]'
	first_error 9:1 "a second BlackTargets tag (the first is on line 7): a tag the rules read appears once"
	# Nothing is written of it: convert writes no game.
	run -1 --separate-stderr convert --to json g.pgn
	assert_output ''
	# The seed's header form names the same tag.
	game '[BlackTargets "Bc1"]' '[White Traitors: Rh1,Bc1,g2]'
	first_error 4:1 "a second White Traitors tag (the first is on line 3): a tag the rules read appears once"
	# Two commitments, two FEN tags, two Variant tags.
	game "[WhiteTargetsCommit \"$WC\"]" "[WhiteTargetsCommit \"$BC\"]"
	first_error 4:1 "a second WhiteTargetsCommit tag (the first is on line 3): a tag the rules read appears once"
	game '[FEN "4k3/8/8/8/8/8/8/4K3 w - - 0 1"]' '[FEN "4k3/8/8/8/8/8/8/3QK3 w - - 0 1"]'
	first_error 4:1 "a second FEN tag: a tag the rules read appears once"
	game '[Variant "Mercenary"]'
	first_error 3:1 "a second Variant tag: a tag the rules read appears once"
	# A repeated tag the rules do not read: a warning, the first kept,
	# and JSON gets it once.
	printf '[Event "first"]\n[Event "second"]\n\n1. e4 *\n' > e.pgn
	run -0 --separate-stderr convert --to json e.pgn
	assert_equal "${stderr_lines[0]}" "convert: e.pgn:2:1: warning: game 1 (? - ?, first): a second Event tag: the first is kept"
	[[ $output == '{"game": 1, "tags": {"Event": "first"}, '* ]] || fail "$output"
	run -1 pgn-replay -q --strict e.pgn
}

@test "threat 5: a JSON record with a key repeated in one object is refused" {
	printf '{"tags": {"Variant": "Traitor", "BlackTargets": "Bc1", "BlackTargets": "Qd1"}, "moves": []}\n' > r.json
	run -1 --separate-stderr convert --from json --to pgn r.json
	assert_output ''
	assert_equal "${stderr_lines[0]}" "convert: r.json:1:56: game 1: key \"BlackTargets\" repeated in one object: JSON readers disagree on which one counts"
	# An escaped spelling of the same key is the same key.
	printf '{"tags": {"Event": "a", "\\u0045vent": "b"}, "moves": []}\n' > r.json
	run -1 --separate-stderr convert --from json --to pgn r.json
	assert_equal "${stderr_lines[0]}" "convert: r.json:1:25: game 1: key \"Event\" repeated in one object: JSON readers disagree on which one counts"
	# At the top level too.
	printf '{"moves": [], "moves": [{"san": "e4"}]}\n' > r.json
	run -1 --separate-stderr convert --from json --to pgn r.json
	assert_equal "${stderr_lines[0]}" "convert: r.json:1:15: game 1: key \"moves\" repeated in one object: JSON readers disagree on which one counts"
}

@test "threat 6: a list that names a piece not eligible at the start is refused" {
	# The review's case: White's rook on h1 is already Black's traitor.
	MOVES='1. e4 *'
	printf '[Variant "Traitor"]\n[FEN "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR^ w Qkq - 0 1"]\n[BlackTargets "Rh1"]\n\n1. e4 *\n' > g.pgn
	first_error 3:1 "BlackTargets \"Rh1\": the piece of identity h1 (on h1) is a traitor at the start, not eligible: a list names regular pieces"
	# A double agent in Double Agent; in Defector-Double Agent one of the
	# opponent's colour is eligible (traitor.md 1).
	printf '[Variant "Double Agent"]\n[FEN "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR& w Qkq - 0 1"]\n[BlackTargets "Rh1"]\n\n1. e4 *\n' > g.pgn
	first_error 3:1 "BlackTargets \"Rh1\": the piece of identity h1 (on h1) is a double agent at the start, not eligible: a list names regular pieces"
	sed -i 's/Variant "Double Agent"/Variant "Defector-Double Agent"/' g.pgn
	run -0 pgn-replay -q --emit none g.pgn
	# A king, the holder's own piece, more than 9 points.
	game '[BlackTargets "Ke1"]'
	first_error 3:1 "BlackTargets \"Ke1\": 'K' in the list: a king is never listed"
	game '[BlackTargets "Bf8"]'
	first_error 3:1 "BlackTargets \"Bf8\": 'Bf8' is a black bishop: black lists white's pieces"
	game '[BlackTargets "Qd1,a2"]'
	first_error 3:1 "BlackTargets \"Qd1,a2\": 'a2' brings the list's value to 10: at most 9 (Q 9, R 5, B 3, N 3, P 1)"
}

@test "threat 7: an announcement of a piece not on the revealed list is refused" {
	mapfile -t tags < <(revealed)
	MOVES='1. e4 T-Qd1:e5 *'
	game "${tags[@]}"
	first_error 10:7 "1...T-Qd1:e5: T-Qd1 may not be announced: the queen on d1 (identity d1) is not on Black's list"
}

@test "threat 8: a tag the rules read in another case is not read, and is warned of" {
	# Without commitments the list is uncommitted: a warning each, and
	# --strict refuses the record.
	game '[blacktargetscommit "sha256:00"]' '[BlackTargets "Bc1,Rh1,g2"]'
	run -0 --separate-stderr pgn-replay --emit none g.pgn
	assert_equal "${stderr_lines[0]}" "pgn-replay: g.pgn:3:1: warning: game 1: tag 'blacktargetscommit' is not read: tag names are case-sensitive (BlackTargetsCommit?)"
	assert_equal "${stderr_lines[1]}" "pgn-replay: g.pgn:4:1: warning: game 1: BlackTargets without BlackTargetsCommit: the list is used, and proves nothing"
	assert_equal "${stderr_lines[2]}" "$(lists_line 0 0 2)"
	run -1 pgn-replay -q --strict --emit none g.pgn
	# The same for the tags every game reads.
	printf '[fen "8/8/8/8/8/8/8/K6k w - - 0 1"]\n\n*\n' > f.pgn
	run -0 --separate-stderr pgn-replay --emit none f.pgn
	assert_equal "${stderr_lines[0]}" "pgn-replay: f.pgn:1:1: warning: game 1: tag 'fen' is not read: tag names are case-sensitive (FEN?)"
}

@test "cannot prevent 1: before the reveal an announcement off the list passes, and the list is reported hidden" {
	mapfile -t tags < <(committed)
	MOVES='1. e4 T-Qd1:e5 *'
	game "${tags[@]}"
	run -0 --separate-stderr pgn-replay --emit none g.pgn
	assert_equal "${stderr_lines[0]}" "$(lists_line 0 2 0)"
	run -0 --separate-stderr pgn-replay --json g.pgn
	assert_output --partial '"lists": {"White": "hidden", "Black": "hidden"}'
}

@test "cannot prevent 2: a list never revealed stays hidden; the other one is verified" {
	mapfile -t tags < <(revealed | grep -v '^\[Black')
	game "${tags[@]}" "[BlackTargetsCommit \"$BC\"]"
	run -0 --separate-stderr pgn-replay --emit none g.pgn
	assert_equal "${stderr_lines[0]}" "$(lists_line 1 1 0)"
	run -0 --separate-stderr pgn-replay --json g.pgn
	assert_output --partial '"lists": {"White": "verified", "Black": "hidden"}'
}

@test "cannot prevent 3: lists without commitments are used, each with a warning; --strict refuses them" {
	game '[WhiteTargets "Bf8,Ng8"]' '[BlackTargets "Bc1,Rh1,g2"]'
	run -0 --separate-stderr pgn-replay --emit none g.pgn
	assert_equal "${stderr_lines[0]}" "pgn-replay: g.pgn:3:1: warning: game 1: WhiteTargets without WhiteTargetsCommit: the list is used, and proves nothing"
	assert_equal "${stderr_lines[1]}" "pgn-replay: g.pgn:4:1: warning: game 1: BlackTargets without BlackTargetsCommit: the list is used, and proves nothing"
	assert_equal "${stderr_lines[2]}" "$(lists_line 0 0 2)"
	run -1 pgn-replay -q --strict --emit none g.pgn
	# In the FEN tag: the same.
	game '[FEN "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 targets=Bf8,Ng8/Bc1,Rh1,g2"]'
	run -0 --separate-stderr pgn-replay --json g.pgn
	assert_equal "${stderr_lines[0]}" "pgn-replay: g.pgn:3:1: warning: game 1: the FEN tag shows White's list without a commitment: it is used, and proves nothing"
	assert_output --partial '"lists": {"White": "uncommitted", "Black": "uncommitted"}'
	# Neither committed nor revealed: absent, in JSON; not committed in
	# the summary.
	game
	run -0 --separate-stderr pgn-replay --json g.pgn
	assert_output --partial '"lists": {"White": "absent", "Black": "absent"}'
	assert_equal "${stderr_lines[0]}" "$(lists_line 0 0 2)"
}

@test "cannot prevent 4: a record proves a match, not who committed or when" {
	# Commitments made after the game, to any lists, verify: the tools
	# check the record, not its history.
	local w b
	w=$(commitment traitor/specific white Qd8 g1 "$WN")
	b=$(commitment traitor/specific black g2 g1 "$BN")
	MOVES='1. f3 e5 2. Nc3 T-g2:g4 *'
	game "[WhiteTargetsCommit \"$w\"]" "[BlackTargetsCommit \"$b\"]" \
	    '[WhiteTargets "Qd8"]' "[WhiteTargetsNonce \"$WN\"]" \
	    '[BlackTargets "g2"]' "[BlackTargetsNonce \"$BN\"]"
	run -0 --separate-stderr pgn-replay --emit none g.pgn
	assert_equal "${stderr_lines[0]}" "$(lists_line 2 0 0)"
}

@test "cannot prevent 5: equal nonces of the two players in one record are a warning" {
	local w b
	w=$(commitment traitor/specific white Bf8,Ng8 g1 "$BN")
	game "[WhiteTargetsCommit \"$w\"]" "[BlackTargetsCommit \"$BC\"]" \
	    '[WhiteTargets "Bf8,Ng8"]' "[WhiteTargetsNonce \"$BN\"]" \
	    '[BlackTargets "Bc1,Rh1,g2"]' "[BlackTargetsNonce \"$BN\"]"
	run -0 --separate-stderr pgn-replay --emit none g.pgn
	assert_equal "${stderr_lines[0]}" "pgn-replay: g.pgn:8:1: warning: game 1: BlackTargetsNonce is WhiteTargetsNonce: each commitment takes a fresh nonce of its own"
	run -1 pgn-replay -q --strict --emit none g.pgn
}

@test "the summary counts lists over games, also with -j 2" {
	mapfile -t tags < <(revealed)
	game "${tags[@]}"
	cp g.pgn all.pgn
	mapfile -t tags < <(committed)
	game "${tags[@]}"
	cat g.pgn >> all.pgn
	game
	cat g.pgn >> all.pgn
	printf '[Event "standard"]\n\n1. e4 *\n' >> all.pgn
	run -0 --separate-stderr pgn-replay --emit none all.pgn
	assert_equal "${stderr_lines[0]}" "$(lists_line 2 2 2)"
	run -0 --separate-stderr env PGN_REPLAY_CHUNK=200 pgn-replay -j 2 --emit none all.pgn
	assert_equal "${stderr_lines[0]}" "$(lists_line 2 2 2)"
	# No Traitor game, no such line.
	printf '[Event "standard"]\n\n1. e4 *\n' > s.pgn
	run -0 --separate-stderr pgn-replay --emit none s.pgn
	[[ $stderr != *"secret lists"* ]]
}
