#!/usr/bin/env bats
# pgn-replay: the interface, the shared game collections, every file of
# ../shared/data/pgn-quirks, output formats, hand-made Allegiance games and
# bad input, each with its exact diagnostics and the number of games read.
# tests/slow/pgn-replay-deep.bats compares every ply of games.pgn with
# pgn-extract.
#
# Data: tests/data/pgn/ (small files written for these tests) and
# ../shared/data.  pgn-extract is required (CI installs it): without it
# the tests that use it fail, they do not skip.
#
# Times on the 2-core development machine: 15-30 s in all (with other
# jobs running), most of it games.pgn (1.5-4 s), the pgn-extract
# comparison on 3,000 games (2-5 s), the annotated 2,000 games (2 s) and
# 100,000 games in one file (2 s).  With the SANITIZE=1 tools: 35 s.

bats_require_minimum_version 1.5.0

load helpers/setup

setup() {
	tc_setup pgn shared
	: "${PGN_EXTRACT:=/usr/games/pgn-extract}"
	tc_load pgn
}

# ---- interface ------------------------------------------------------------

@test "--help prints the usage on stdout and exits 0" {
	run -0 --separate-stderr pgn-replay --help
	assert_output --partial "usage: pgn-replay [-V variant] [--emit none|final|each] [--format afen|fen|epd|json]"
	assert_output --partial "[--strict] [--json] [-q] [-o file] [file ...]"
	assert_equal "$stderr" ""
}

@test "--version names the tool and the version" {
	run -0 pgn-replay --version
	assert_output --regexp '^pgn-replay \(turncoat\) [0-9]+\.[0-9]+\.[0-9]+$'
}

@test "unknown options: usage on stderr, exit 2, nothing read" {
	for opt in --bogus -Z --emit=; do
		run -2 --separate-stderr pgn-replay $opt "$DATA/ambiguous.pgn"
		assert_equal "$output" ""
		[[ "$stderr" == *"usage: pgn-replay"* ]] ||
		    [[ "$stderr" == "pgn-replay: --emit: '' is not none, final or each" ]]
		[[ "$stderr" != *"games,"* ]]
	done
}

@test "bad option values exit 2 with a message" {
	run -2 --separate-stderr pgn-replay --emit all "$DATA/ambiguous.pgn"
	assert_equal "$stderr" "pgn-replay: --emit: 'all' is not none, final or each"
	run -2 --separate-stderr pgn-replay --format pgn "$DATA/ambiguous.pgn"
	assert_equal "$stderr" "pgn-replay: --format: 'pgn' is not afen, fen, epd or json"
	run -2 --separate-stderr pgn-replay -V shogi "$DATA/ambiguous.pgn"
	assert_equal "$stderr" "pgn-replay: unknown or unsupported variant 'shogi': --list-variants names them all"
}

@test "a missing file or a directory: exit 2, the other files are still read" {
	cd "$DATA"
	run -2 --separate-stderr pgn-replay --emit final nope.pgn allegiance-mate.pgn "$BATS_TEST_TMPDIR"
	assert_output "r1bqkb1r/ppppnp1p/4pN>p1/6B1/3P4/4PN2/PPP2PPP/RN1QKB1R b KQkq - 3 6"
	assert_equal "$(diags)" "pgn-replay: nope.pgn: No such file or directory
pgn-replay: $BATS_TEST_TMPDIR: Is a directory"
	assert_equal "$(summary)" "pgn-replay: 1 game, 11 plies, 0 errors, 0 warnings"
	# an invalid game does not lower the status of an I/O error
	run -2 --separate-stderr pgn-replay nope.pgn ambiguous.pgn
	assert_equal "$(summary)" "pgn-replay: 2 games, 24 plies, 2 errors, 0 warnings"
}

@test "the summary: counts, seconds and games per second on stderr" {
	run -0 --separate-stderr pgn-replay "$QUIRKS/pychess-molinari-bordais-1979.pgn"
	assert_equal "$output" ""
	assert_regex "$stderr" '^pgn-replay: 1 game, 10 plies, 0 errors, 0 warnings, [0-9]+\.[0-9]{2} s \([0-9]+ games/s\)$'
}

@test "-q silences the diagnostics and the summary, not the exit status" {
	run -1 --separate-stderr pgn-replay -q "$DATA/ambiguous.pgn"
	assert_equal "$stderr" ""
	run -0 --separate-stderr pgn-replay -q --emit final "$QUIRKS/pgnextract-fools-mate.txt"
	assert_equal "$stderr" ""
	assert_output "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3"
}

@test "standard input, '-' and -o" {
	cd "$DATA"
	run -1 --separate-stderr sh -c 'pgn-replay --emit final < ambiguous.pgn'
	assert_equal "$(diags)" "pgn-replay: <stdin>:6:36: game 1 (A - B, two knights can go to b5): 4.Nb5: ambiguous: Ncb5 or Ndb5
pgn-replay: <stdin>:14:27: game 2 (A - B, two rooks can go to d1): 10.Rd1: ambiguous: Rad1 or Rfd1"
	run -0 sh -c 'cat allegiance-mate.pgn | pgn-replay -q --emit final -'
	assert_output "r1bqkb1r/ppppnp1p/4pN>p1/6B1/3P4/4PN2/PPP2PPP/RN1QKB1R b KQkq - 3 6"
	run -0 pgn-replay -q --emit final -o "$BATS_TEST_TMPDIR/out" allegiance-mate.pgn
	assert_output ""
	assert_equal "$(cat "$BATS_TEST_TMPDIR/out")" "r1bqkb1r/ppppnp1p/4pN>p1/6B1/3P4/4PN2/PPP2PPP/RN1QKB1R b KQkq - 3 6"
	run -2 --separate-stderr pgn-replay -o /nonexistent/dir/out allegiance-mate.pgn
	assert_equal "${stderr%%$'\n'*}" "pgn-replay: /nonexistent/dir/out: No such file or directory"
}

@test "a full device is an I/O error; a closed pipe ends quietly" {
	[ -w /dev/full ] || skip "no /dev/full"
	run -2 --separate-stderr sh -c 'pgn-replay -q --emit each "$1" > /dev/full' _ "$DATA/allegiance-mate.pgn"
	assert_equal "$stderr" "pgn-replay: write error: No space left on device"
	run -0 --separate-stderr sh -c 'pgn-replay -q --emit each "$1" | head -n 1' _ "$SHARED/games-annotated-2k.pgn"
	assert_output "rnbqkbnr/pppppppp/8/8/3P4/8/PPP1PPPP/RNBQKBNR b KQkq d3 0 1"
	assert_equal "$stderr" ""
}

@test "--strict turns warnings into errors: exit 1" {
	cd "$DATA"
	run -0 --separate-stderr pgn-replay check-marks.pgn
	assert_equal "$(diags)" "pgn-replay: check-marks.pgn:6:13: warning: game 1 (A - B, Wrong check and capture marks are warnings): 2.Nf3+: wrong mark '+': the move is Nf3
pgn-replay: check-marks.pgn:6:25: warning: game 1 (A - B, Wrong check and capture marks are warnings): 3.Bxb5: capture mark on Bb5, which captures nothing"
	assert_equal "$(summary)" "pgn-replay: 1 game, 12 plies, 0 errors, 2 warnings"
	run -1 --separate-stderr pgn-replay --strict check-marks.pgn
	assert_equal "$(diags)" "pgn-replay: check-marks.pgn:6:13: game 1 (A - B, Wrong check and capture marks are warnings): 2.Nf3+: wrong mark '+': the move is Nf3
pgn-replay: check-marks.pgn:6:25: game 1 (A - B, Wrong check and capture marks are warnings): 3.Bxb5: capture mark on Bb5, which captures nothing"
}

@test "with --strict the summary counts warnings as errors, as convert does (pgn-replay(1))" {
	run -1 --separate-stderr pgn-replay --strict "$DATA/check-marks.pgn"
	assert_equal "$(summary)" "pgn-replay: 1 game, 12 plies, 2 errors (2 of them warnings: --strict), 0 warnings"
}

@test "game numbers start again at 1 in each file" {
	# notation.md 2: an error names "the game (its number in the file ...)".
	cd "$DATA"
	run -1 --separate-stderr pgn-replay ambiguous.pgn ambiguous.pgn
	assert_equal "$(diags)" "pgn-replay: ambiguous.pgn:6:36: game 1 (A - B, two knights can go to b5): 4.Nb5: ambiguous: Ncb5 or Ndb5
pgn-replay: ambiguous.pgn:14:27: game 2 (A - B, two rooks can go to d1): 10.Rd1: ambiguous: Rad1 or Rfd1
pgn-replay: ambiguous.pgn:6:36: game 1 (A - B, two knights can go to b5): 4.Nb5: ambiguous: Ncb5 or Ndb5
pgn-replay: ambiguous.pgn:14:27: game 2 (A - B, two rooks can go to d1): 10.Rd1: ambiguous: Rad1 or Rfd1"
	assert_equal "$(summary)" "pgn-replay: 4 games, 48 plies, 4 errors, 0 warnings"
}

# ---- the shared game collections ----------------------------------------

@test "games.pgn: all 46,177 games replay without an error" {
	cd "$SHARED"
	run -0 --separate-stderr pgn-replay games.pgn
	assert_equal "$output" ""
	# Two games play on after a fivefold repetition (lichess does not
	# stop them): 59...Be3, 61...Be3, 63...Be3, 65...Kg7 and 67...Be3
	# give the same position, so 68.Kh4 comes after the end.
	assert_equal "$(diags)" "pgn-replay: games.pgn:934403:820: warning: game 45854 (Catosaurus - jishanshaikh4, Rated Blitz game): 68.Kh4: move after the end of the game (fivefold repetition)
pgn-replay: games.pgn:935623:880: warning: game 45915 (jishanshaikh4 - salvoranf, Rated Rapid game): 72.Bc4+: move after the end of the game (fivefold repetition)"
	assert_equal "$(summary)" "pgn-replay: 46177 games, 3587537 plies, 0 errors, 2 warnings"
}

@test "pgn-extract is installed" {
	[ -x "$PGN_EXTRACT" ] || fail "pgn-extract not found at $PGN_EXTRACT"
}

@test "the first 3000 games of games.pgn: every ply's FEN equals pgn-extract's" {
	first_games 3000 "$SHARED/games.pgn" > "$BATS_TEST_TMPDIR/g.pgn"
	pe_fens "$BATS_TEST_TMPDIR/g.pgn" > "$BATS_TEST_TMPDIR/want"
	run -0 wc -l < "$BATS_TEST_TMPDIR/want"
	assert_output 256186
	run -0 sh -c 'pgn-replay -q --emit each --format fen "$1" > "$2"' _ \
	    "$BATS_TEST_TMPDIR/g.pgn" "$BATS_TEST_TMPDIR/got"
	run -0 cmp "$BATS_TEST_TMPDIR/want" "$BATS_TEST_TMPDIR/got"
}

@test "the first 100,000 per-ply FENs of games.pgn equal fens-100k.txt" {
	first_games 1500 "$SHARED/games.pgn" > "$BATS_TEST_TMPDIR/g.pgn"
	run -0 sh -c 'pgn-replay -q --emit each --format fen "$1" | head -n 100000 > "$2"' _ \
	    "$BATS_TEST_TMPDIR/g.pgn" "$BATS_TEST_TMPDIR/got"
	run -0 wc -l < "$BATS_TEST_TMPDIR/got"
	assert_output 100000
	run -0 cmp "$SHARED/fens-100k.txt" "$BATS_TEST_TMPDIR/got"
}

@test "games-annotated-2k.pgn: comments, clocks, 1... numbers; the same FENs as games.pgn" {
	run -0 --separate-stderr pgn-replay --emit each --format fen "$SHARED/games-annotated-2k.pgn"
	assert_equal "$(summary)" "pgn-replay: 2000 games, 172631 plies, 0 errors, 0 warnings"
	printf '%s\n' "$output" > "$BATS_TEST_TMPDIR/annotated"
	first_games 2000 "$SHARED/games.pgn" > "$BATS_TEST_TMPDIR/g.pgn"
	run -0 sh -c 'pgn-replay -q --emit each --format fen "$1" > "$2"' _ \
	    "$BATS_TEST_TMPDIR/g.pgn" "$BATS_TEST_TMPDIR/plain"
	run -0 cmp "$BATS_TEST_TMPDIR/plain" "$BATS_TEST_TMPDIR/annotated"
}

@test "standard games replay the same as Allegiance Chess (-V allegiance)" {
	# Every capture is written with x and every piece is pure, so no move
	# is ambiguous and chess mates stay mates (a challenge only greys).
	first_games 500 "$SHARED/games.pgn" > "$BATS_TEST_TMPDIR/g.pgn"
	run -0 sh -c 'pgn-replay -q --emit each "$1" > "$2"' _ \
	    "$BATS_TEST_TMPDIR/g.pgn" "$BATS_TEST_TMPDIR/chess"
	run -0 --separate-stderr sh -c 'pgn-replay -V allegiance --emit each "$1" > "$2"' _ \
	    "$BATS_TEST_TMPDIR/g.pgn" "$BATS_TEST_TMPDIR/alleg"
	assert_regex "$stderr" '^pgn-replay: 500 games, [0-9]+ plies, 0 errors, 0 warnings,'
	run -0 cmp "$BATS_TEST_TMPDIR/chess" "$BATS_TEST_TMPDIR/alleg"
}

@test "variants-lichess.pgn: one error per game of a variant not played, at its Variant tag" {
	local games plies errors

	cd "$SHARED"
	variant_games variants-lichess.pgn > "$BATS_TEST_TMPDIR/games"
	# The file's games by Variant tag, whatever turncoat plays: 443
	# "From Position" (standard chess from a FEN) and 625 of lichess's
	# variants.
	run -0 sh -c 'cut -f 4 "$1" | sort | uniq -c' _ "$BATS_TEST_TMPDIR/games"
	assert_output "     11 Antichess
     52 Atomic
    466 Chess960
     24 Crazyhouse
    443 From Position
     56 King of the Hill
      1 Racing Kings
     15 Three-check"
	# Expected: one error at the Variant tag of each game of a variant
	# that --list-variants does not name, none for the others, whose
	# plies the summary counts.
	awk -F'\t' '$2 == "not played" {
		printf "pgn-replay: variants-lichess.pgn:%d:1: game %d (%s - %s, %s): variant '\''%s'\'' is not supported\n", $3, $1, $5, $6, $7, $4
	}' "$BATS_TEST_TMPDIR/games" > "$BATS_TEST_TMPDIR/want"
	read -r games plies errors < <(awk -F'\t' '{ n++ }
	    $2 == "played" { p += $8 } $2 == "not played" { e++ }
	    END { print n + 0, p + 0, e + 0 }' "$BATS_TEST_TMPDIR/games")
	assert_equal "$games" 1068
	run --separate-stderr pgn-replay variants-lichess.pgn
	assert_equal "$status" "$((errors > 0))"
	assert_equal "$output" ""
	assert_equal "$(diags)" "$(cat "$BATS_TEST_TMPDIR/want")"
	assert_equal "$(summary)" "pgn-replay: $(count_of "$games" game games), $(count_of "$plies" ply plies), $(count_of "$errors" error errors), 0 warnings"
}

@test "variants-lichess.pgn: the 443 From Position games give pgn-extract's FENs" {
	awk 'NR == FNR { if (/^\[Event /) n++; if (/^\[Variant "From Position"\]/) fp[n] = 1; next }
	    /^\[Event / { m++ } fp[m]' "$SHARED/variants-lichess.pgn" \
	    "$SHARED/variants-lichess.pgn" > "$BATS_TEST_TMPDIR/fp.pgn"
	run -0 --separate-stderr sh -c 'pgn-replay --emit each --format fen "$1" > "$2"' _ \
	    "$BATS_TEST_TMPDIR/fp.pgn" "$BATS_TEST_TMPDIR/got"
	assert_equal "$(summary)" "pgn-replay: 443 games, 31909 plies, 0 errors, 0 warnings"
	pe_fens "$BATS_TEST_TMPDIR/fp.pgn" > "$BATS_TEST_TMPDIR/want"
	run -0 cmp "$BATS_TEST_TMPDIR/want" "$BATS_TEST_TMPDIR/got"
}

# ---- ../shared/data/pgn-quirks, one test per file ---------------------------

@test "quirks: the standard-chess files give pgn-extract's FEN at every ply" {
	cd "$QUIRKS"
	for f in handmade-notation-variants.pgn pgnextract-alg.txt \
	    pgnextract-fools-mate.txt pgnextract-test-fixresulttags-in.pgn \
	    pgnextract-test-long-line.pgn pgnextract-test-nagcomments.pgn \
	    pgnextract-test-nobadresults.pgn pgnextract-test-promotion-in.pgn \
	    pgnextract-test-setup-in.pgn pgnextract-test-splitvariants.pgn \
	    pychess-chessbase-empty-line.pgn pychess-kasparov-deep-blue-1997.pgn \
	    pychess-molinari-bordais-1979.pgn \
	    pychess-nepomniachtchi-liren-game1.pgn \
	    pychess-stockfish-learning.pgn pychess-uci-moves.pgn; do
		pe_fens "$f" > "$BATS_TEST_TMPDIR/want"
		pgn-replay -q --emit each --format fen "$f" > "$BATS_TEST_TMPDIR/got" || true
		# pgn-extract drops the games it cannot read (e.p., cxb8Q, ++):
		# each of its FENs must be among ours, in the same order.
		run sh -c 'diff "$1" "$2" | grep "^<"' _ "$BATS_TEST_TMPDIR/want" "$BATS_TEST_TMPDIR/got"
		assert_equal "$f: $output" "$f: "
		[ -s "$BATS_TEST_TMPDIR/want" ] || fail "$f: pgn-extract gave no FEN"
	done
}

@test "quirks: handmade-notation-variants.pgn: 9 notations of two games" {
	cd "$QUIRKS"
	run -0 --separate-stderr pgn-replay --emit final handmade-notation-variants.pgn
	assert_equal "$stderr" "${stderr##*$'\n'}"	# no diagnostics
	assert_equal "$(summary)" "pgn-replay: 9 games, 169 plies, 0 errors, 0 warnings"
	# Games 1-6 (SAN, 0-0, ':', LAN, UCI, annotations) end alike, and so
	# do 7-8 (e.p. and =Q, cxb8Q); 9 is 4.Q:f7++ mate.
	a="r4rk1/ppqn1ppp/2p1pn2/3P1b2/2B5/P1B2N2/1PP1QPPP/2KR3R w - - 1 13"
	b="rQbq1b1r/pp2kppp/4pn2/8/8/8/PPPP1PPP/RNBQKBNR b KQ - 0 5"
	assert_output "$a
$a
$a
$a
$a
$a
$b
$b
r1bqkb1r/pppp1Qpp/2n2n2/4p3/2B1P3/8/PPPP1PPP/RNB1K1NR b KQkq - 0 4"
	# ... and every ply of games 1-6 is the same.
	run -0 sh -c 'pgn-replay -q --emit each --format json handmade-notation-variants.pgn |
	    jq -r "select(.game <= 6) | \"\(.ply) \(.afen)\"" | sort -u | wc -l'
	assert_output 24
}

@test "quirks: pgnextract-alg.txt: coordinate moves without tags, e1c1 castles" {
	cd "$QUIRKS"
	run -0 --separate-stderr pgn-replay --emit final pgnextract-alg.txt
	assert_equal "$(summary)" "pgn-replay: 1 game, 72 plies, 0 errors, 0 warnings"
	assert_equal "$(diags)" ""
	assert_output "8/3k3p/p3b1p1/1p3p2/2pB4/1PK2P2/P1P3PP/8 w - f6 0 37"
}

@test "quirks: pgnextract-fools-mate.txt: movetext only, mate without '#'" {
	cd "$QUIRKS"
	run -0 --separate-stderr pgn-replay --json pgnextract-fools-mate.txt
	assert_equal "$(summary)" "pgn-replay: 1 game, 4 plies, 0 errors, 0 warnings"
	assert_equal "$(diags)" ""
	assert_output '{"game": 1, "ply": 4, "afen": "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3", "result": "0-1", "status": "checkmate", "errors": [], "warnings": []}'
}

@test "quirks: pgnextract-nested-comment.pgn: braces do not nest (PGN 5), so 'which' is an error" {
	cd "$QUIRKS"
	run -1 --separate-stderr pgn-replay pgnextract-nested-comment.pgn
	assert_equal "$(diags)" "pgn-replay: pgnextract-nested-comment.pgn:1:46: game 1: 1...which: expected a move such as e4, Nf3, exd5, O-O or e2e4"
	assert_equal "$(summary)" "pgn-replay: 1 game, 1 ply, 1 error, 0 warnings"
}

@test "quirks: pgnextract-odds.pgn: odds games from a FEN tag, ISO-8859-1, null moves" {
	cd "$QUIRKS"
	run -0 --separate-stderr pgn-replay pgnextract-odds.pgn
	r=$'\xef\xbf\xbd'	# the file's own replacement characters
	assert_equal "$(diags)" "pgn-replay: pgnextract-odds.pgn:672:7: warning: game 29 (George Atwood - Fran${r}ois Andr${r} Philidor, London): 1...--: null move (a pass)
pgn-replay: pgnextract-odds.pgn:720:7: warning: game 31 (George Atwood - Verdoni, London m): 1...--: null move (a pass)"
	# PlyCount tags disagree for 7 games: they count a move the odds
	# removed (game 6: 49 white moves, 97 plies, PlyCount 98).
	assert_equal "$(summary)" "pgn-replay: 32 games, 2433 plies, 0 errors, 2 warnings"
}

@test "quirks: pgnextract-test-allownullmoves.pgn: '--' passes, the clock goes on" {
	cd "$QUIRKS"
	run -0 --separate-stderr pgn-replay --emit each --format fen pgnextract-test-allownullmoves.pgn
	assert_equal "$(diags)" "pgn-replay: pgnextract-test-allownullmoves.pgn:11:9: warning: game 1: 31...--: null move (a pass)
pgn-replay: pgnextract-test-allownullmoves.pgn:23:9: warning: game 2: 1...--: null move (a pass)"
	assert_equal "$(summary)" "pgn-replay: 2 games, 7 plies, 0 errors, 2 warnings"
	# pgn-extract --allownullmoves gives the same but for the halfmove
	# clock after a null move, which it does not advance (1 32, 0 2).
	assert_output "1r5k/q4prp/p4NpQ/P1N1p3/8/3B3R/1PP3PP/7K b - - 1 31
1r5k/q4prp/p4NpQ/P1N1p3/8/3B3R/1PP3PP/7K w - - 2 32
1r5k/q4prQ/p4Np1/P1N1p3/8/3B3R/1PP3PP/7K b - - 0 32
1r5k/q4p1r/p4Np1/P1N1p3/8/3B3R/1PP3PP/7K w - - 0 33
1r5k/q4p1R/p4Np1/P1N1p3/8/3B4/1PP3PP/7K b - - 0 33
4r1k1/2p2p2/5np1/1Q4q1/2p3P1/2B2P2/PP6/K6R b - - 0 1
4r1k1/2p2p2/5np1/1Q4q1/2p3P1/2B2P2/PP6/K6R w - - 1 2"
	run -0 sh -c 'pe_fens() { "$1" --allownullmoves -s --fencomments -C -N -V --notags --nomovenumbers --noresults -w 100000 "$2" 2>/dev/null | grep -o "{ [^}]* }" | cut -d" " -f2-5; }
	    pe_fens "$1" "$2"' _ "$PGN_EXTRACT" pgnextract-test-allownullmoves.pgn
	assert_equal "$output" "$(pgn-replay -q --emit each --format epd pgnextract-test-allownullmoves.pgn | cut -d" " -f1-4)"
}

@test "quirks: pgnextract-test-fixresulttags-in.pgn: five results contradict mate or stalemate" {
	cd "$QUIRKS"
	run -1 --separate-stderr pgn-replay pgnextract-test-fixresulttags-in.pgn
	assert_equal "$(diags)" "pgn-replay: pgnextract-test-fixresulttags-in.pgn:13:60: game 1 (Acosta,Florencia - Fernandez,Maria, 65th ch-ARG w 2013): result 1-0, but the game ended in checkmate: expected 0-1
pgn-replay: pgnextract-test-fixresulttags-in.pgn:34:33: game 2 (Geurink,J - Bosch,Je, TCh-NED Meesterklasse 2012-13): result 0-1, but the game ended in stalemate: expected 1/2-1/2
pgn-replay: pgnextract-test-fixresulttags-in.pgn:50:46: game 3 (Rodriguez Caballero,M - Torres Larco,Denisse, 48th Capablanca Open II 2013): result 1/2-1/2, but the game ended in checkmate: expected 1-0
pgn-replay: pgnextract-test-fixresulttags-in.pgn:65:15: game 4 (Papakonstantinou,Di1 - Palaskos,M, 41st TCh-GRE): result 0-1, but the game ended in checkmate: expected 1-0
pgn-replay: pgnextract-test-fixresulttags-in.pgn:81:1: game 5 (Hegarty,S - Armstrong,M, 100th ch-GBR 2013): result 1/2-1/2, but the game ended in checkmate: expected 1-0"
	assert_equal "$(summary)" "pgn-replay: 5 games, 417 plies, 5 errors, 0 warnings"
}

@test "quirks: pgnextract-test-long-line.pgn: a long comment on its own line" {
	cd "$QUIRKS"
	run -0 --separate-stderr pgn-replay --json pgnextract-test-long-line.pgn
	assert_equal "$(diags)" ""
	assert_equal "$(summary)" "pgn-replay: 1 game, 4 plies, 0 errors, 0 warnings"
	assert_equal "$(jq -r '"\(.result) \(.status)"' <<< "$output")" "0-1 checkmate"
}

@test "quirks: pgnextract-test-nagcomments.pgn: comments around NAGs, no tags" {
	cd "$QUIRKS"
	run -0 --separate-stderr pgn-replay --emit final pgnextract-test-nagcomments.pgn
	assert_equal "$(diags)" ""
	assert_equal "$(summary)" "pgn-replay: 1 game, 1 ply, 0 errors, 0 warnings"
	assert_output "rnbqkbnr/pppppppp/8/8/8/1P6/P1PPPPPP/RNBQKBNR b KQkq - 0 1"
}

@test "quirks: pgnextract-test-nobadresults.pgn: results that differ from the Result tag are warnings" {
	cd "$QUIRKS"
	run -0 --separate-stderr pgn-replay pgnextract-test-nobadresults.pgn
	assert_equal "$(diags)" "pgn-replay: pgnextract-test-nobadresults.pgn:1:19: warning: game 1: result * differs from the Result tag 1-0
pgn-replay: pgnextract-test-nobadresults.pgn:2:19: warning: game 2: result * differs from the Result tag 0-1
pgn-replay: pgnextract-test-nobadresults.pgn:3:23: warning: game 3: result * differs from the Result tag 1/2-1/2
pgn-replay: pgnextract-test-nobadresults.pgn:4:19: warning: game 4: result 0-1 differs from the Result tag 1-0
pgn-replay: pgnextract-test-nobadresults.pgn:5:19: warning: game 5: result 1/2-1/2 differs from the Result tag 0-1
pgn-replay: pgnextract-test-nobadresults.pgn:6:23: warning: game 6: result 1-0 differs from the Result tag 1/2-1/2
pgn-replay: pgnextract-test-nobadresults.pgn:7:17: warning: game 7: result 1-0 differs from the Result tag *
pgn-replay: pgnextract-test-nobadresults.pgn:8:17: warning: game 8: result 0-1 differs from the Result tag *
pgn-replay: pgnextract-test-nobadresults.pgn:9:17: warning: game 9: result 1/2-1/2 differs from the Result tag *"
	assert_equal "$(summary)" "pgn-replay: 9 games, 9 plies, 0 errors, 9 warnings"
	run -1 pgn-replay -q --strict pgnextract-test-nobadresults.pgn
}

@test "quirks: pgnextract-test-promotion-in.pgn: d7d8R ... d7d8q; N and B leave a dead position" {
	cd "$QUIRKS"
	run -0 --separate-stderr pgn-replay --json pgnextract-test-promotion-in.pgn
	assert_equal "$(diags)" ""
	assert_equal "$(summary)" "pgn-replay: 8 games, 8 plies, 0 errors, 0 warnings"
	run -0 sh -c 'pgn-replay -q --json pgnextract-test-promotion-in.pgn |
	    jq -r "\"\(.afen | split(\" \")[0]) \(.result) \(.status)\""'
	assert_output "3R3k/8/7K/8/8/8/8/8 1-0 checkmate
3N3k/8/7K/8/8/8/8/8 1/2-1/2 a dead position
3B3k/8/7K/8/8/8/8/8 1/2-1/2 a dead position
3Q3k/8/7K/8/8/8/8/8 1-0 checkmate
3R3k/8/7K/8/8/8/8/8 1-0 checkmate
3N3k/8/7K/8/8/8/8/8 1/2-1/2 a dead position
3B3k/8/7K/8/8/8/8/8 1/2-1/2 a dead position
3Q3k/8/7K/8/8/8/8/8 1-0 checkmate"
}

@test "quirks: pgnextract-test-setup-in.pgn: a SetUp/FEN start equals no FEN tag" {
	cd "$QUIRKS"
	run -0 --separate-stderr pgn-replay --emit each pgnextract-test-setup-in.pgn
	assert_equal "$(diags)" ""
	assert_equal "$(summary)" "pgn-replay: 2 games, 148 plies, 0 errors, 0 warnings"
	assert_equal "$(sed -n 1,74p <<< "$output")" "$(sed -n 75,148p <<< "$output")"
}

@test "quirks: pgnextract-test-splitvariants.pgn: comments and nested variations" {
	cd "$QUIRKS"
	run -0 --separate-stderr pgn-replay --emit final pgnextract-test-splitvariants.pgn
	assert_equal "$(diags)" ""
	assert_equal "$(summary)" "pgn-replay: 1 game, 3 plies, 0 errors, 0 warnings"
	assert_output "rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2"
}

@test "quirks: pychess-anastasian-lewis.pgn: the null move Z0" {
	cd "$QUIRKS"
	run -0 --separate-stderr pgn-replay pychess-anastasian-lewis.pgn
	assert_equal "$(diags)" "pgn-replay: pychess-anastasian-lewis.pgn:20:15: warning: game 1 (Anastasian, A. - Lewis, An, World Senior Teams +50): 41...Z0: null move (a pass)"
	assert_equal "$(summary)" "pgn-replay: 1 game, 84 plies, 0 errors, 1 warning"
}

@test "quirks: pychess-antichess-programfox.pgn: two Antichess games replay" {
	cd "$QUIRKS"
	run -0 --separate-stderr pgn-replay --json pychess-antichess-programfox.pgn
	assert_equal "$(diags)" ""
	assert_equal "$(summary)" "pgn-replay: 2 games, 126 plies, 0 errors, 0 warnings"
	# The first ends as its 31...Bxg2# says: White has no piece left and
	# wins; the second, a draw agreed, goes on.
	assert_equal "$(jq -r '[.result, .status] | @tsv' <<< "$output")" "1-0	all pieces lost
1/2-1/2	"
}

@test "quirks: pychess-chessbase-empty-line.pgn: an empty line inside the tags, double spaces" {
	cd "$QUIRKS"
	run -0 --separate-stderr pgn-replay --json pychess-chessbase-empty-line.pgn
	assert_equal "$(diags)" ""
	assert_equal "$(summary)" "pgn-replay: 1 game, 134 plies, 0 errors, 0 warnings"
	assert_equal "$(jq -r .result <<< "$output")" "0-1"
}

@test "quirks: pychess-cutechess-fischerrandom.pgn: cutechess's Chess960 (Variant fischerandom) replays" {
	cd "$QUIRKS"
	# The plies are the games' PlyCount tags.
	plies=$(awk -F'"' '/^\[PlyCount / { n += $2 } END { print n }' \
	    pychess-cutechess-fischerrandom.pgn)
	run -0 --separate-stderr pgn-replay pychess-cutechess-fischerrandom.pgn
	assert_equal "$(diags)" ""
	assert_equal "$(summary)" "pgn-replay: 4 games, $plies plies, 0 errors, 0 warnings"
}

@test "quirks: pychess-kasparov-deep-blue-1997.pgn: six games" {
	cd "$QUIRKS"
	run -0 --separate-stderr pgn-replay --json pychess-kasparov-deep-blue-1997.pgn
	assert_equal "$(diags)" ""
	assert_equal "$(summary)" "pgn-replay: 6 games, 519 plies, 0 errors, 0 warnings"
	assert_equal "$(jq -r .result <<< "$output" | tr '\n' ' ')" "1-0 1-0 1/2-1/2 1/2-1/2 1/2-1/2 1-0 "
}

@test "quirks: pychess-knightvuillaume-jannlee-zh-lichess.pgn: a Crazyhouse game replays" {
	cd "$QUIRKS"
	run -0 --separate-stderr pgn-replay pychess-knightvuillaume-jannlee-zh-lichess.pgn
	assert_equal "$(diags)" ""
	assert_equal "$(summary)" "pgn-replay: 1 game, 48 plies, 0 errors, 0 warnings"
}

@test "quirks: pychess-molinari-bordais-1979.pgn: a ten-ply mate" {
	cd "$QUIRKS"
	run -0 --separate-stderr pgn-replay --json pychess-molinari-bordais-1979.pgn
	assert_equal "$(diags)" ""
	assert_output '{"game": 1, "ply": 10, "afen": "r1bqkb1r/pp1ppppp/5n2/2p5/2P1P3/2Nn2P1/PP1PNP1P/R1BQKB1R w KQkq - 1 6", "result": "0-1", "status": "checkmate", "errors": [], "warnings": []}'
}

@test "quirks: pychess-nepomniachtchi-liren-game1.pgn: clock comments" {
	cd "$QUIRKS"
	run -0 --separate-stderr pgn-replay pychess-nepomniachtchi-liren-game1.pgn
	assert_equal "$(diags)" ""
	assert_equal "$(summary)" "pgn-replay: 1 game, 97 plies, 0 errors, 0 warnings"
}

@test "quirks: pychess-saturs-jannlee-zh-lichess.pgn: a Crazyhouse game replays" {
	cd "$QUIRKS"
	run -0 --separate-stderr pgn-replay pychess-saturs-jannlee-zh-lichess.pgn
	assert_equal "$(diags)" ""
	assert_equal "$(summary)" "pgn-replay: 1 game, 122 plies, 0 errors, 0 warnings"
}

@test "quirks: pychess-stockfish-learning.pgn: engine comments after every move" {
	cd "$QUIRKS"
	run -0 --separate-stderr pgn-replay pychess-stockfish-learning.pgn
	assert_equal "$(diags)" ""
	assert_equal "$(summary)" "pgn-replay: 1 game, 154 plies, 0 errors, 0 warnings"
}

@test "quirks: pychess-uci-moves.pgn: coordinate movetext with tags" {
	cd "$QUIRKS"
	run -0 --separate-stderr pgn-replay pychess-uci-moves.pgn
	assert_equal "$(diags)" ""
	assert_equal "$(summary)" "pgn-replay: 1 game, 113 plies, 0 errors, 0 warnings"
}

@test "quirks: pychess-utf8-bom.pgn: a byte order mark, games without moves" {
	cd "$QUIRKS"
	run -0 --separate-stderr pgn-replay --json pychess-utf8-bom.pgn
	assert_equal "$(diags)" ""
	assert_equal "$(summary)" "pgn-replay: 2 games, 0 plies, 0 errors, 0 warnings"
	assert_output '{"game": 1, "ply": 0, "afen": "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", "result": "*", "status": "", "errors": [], "warnings": []}
{"game": 2, "ply": 0, "afen": "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", "result": "*", "status": "", "errors": [], "warnings": []}'
}

# ---- output formats --------------------------------------------------------

@test "--emit final in afen, fen, epd and json" {
	cd "$QUIRKS"
	f=pychess-molinari-bordais-1979.pgn
	p="r1bqkb1r/pp1ppppp/5n2/2p5/2P1P3/2Nn2P1/PP1PNP1P/R1BQKB1R w KQkq"
	run -0 pgn-replay -q --emit final "$f"
	assert_output "$p - 1 6"
	run -0 pgn-replay -q --emit final --format afen "$f"
	assert_output "$p - 1 6"
	run -0 pgn-replay -q --emit final --format fen "$f"
	assert_output "$p - 1 6"
	run -0 pgn-replay -q --emit final --format epd "$f"
	assert_output "$p - hmvc 1; fmvn 6;"
	run -0 pgn-replay -q --emit final --format json "$f"
	assert_output "{\"game\": 1, \"ply\": 10, \"afen\": \"$p - 1 6\", \"result\": \"0-1\", \"status\": \"checkmate\", \"errors\": [], \"warnings\": []}"
	# --json alone is --emit final --format json
	run -0 pgn-replay -q --json "$f"
	assert_output "{\"game\": 1, \"ply\": 10, \"afen\": \"$p - 1 6\", \"result\": \"0-1\", \"status\": \"checkmate\", \"errors\": [], \"warnings\": []}"
	run -0 pgn-replay -q "$f"
	assert_output ""
}

@test "--emit each in afen, fen, epd and json; the en passant square after every double step" {
	cd "$QUIRKS"
	f=pgnextract-fools-mate.txt
	run -0 pgn-replay -q --emit each --format afen "$f"
	assert_output "rnbqkbnr/pppppppp/8/8/8/5P2/PPPPP1PP/RNBQKBNR b KQkq - 0 1
rnbqkbnr/pppp1ppp/8/4p3/8/5P2/PPPPP1PP/RNBQKBNR w KQkq e6 0 2
rnbqkbnr/pppp1ppp/8/4p3/6P1/5P2/PPPPP2P/RNBQKBNR b KQkq g3 0 2
rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3"
	afen=$output
	run -0 pgn-replay -q --emit each --format fen "$f"
	assert_output "$afen"
	run -0 pgn-replay -q --emit each --format epd "$f"
	assert_output "rnbqkbnr/pppppppp/8/8/8/5P2/PPPPP1PP/RNBQKBNR b KQkq - hmvc 0; fmvn 1;
rnbqkbnr/pppp1ppp/8/4p3/8/5P2/PPPPP1PP/RNBQKBNR w KQkq e6 hmvc 0; fmvn 2;
rnbqkbnr/pppp1ppp/8/4p3/6P1/5P2/PPPPP2P/RNBQKBNR b KQkq g3 hmvc 0; fmvn 2;
rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - hmvc 1; fmvn 3;"
	run -0 pgn-replay -q --emit each --format json "$f"
	assert_output '{"game": 1, "ply": 1, "san": "f3", "afen": "rnbqkbnr/pppppppp/8/8/8/5P2/PPPPP1PP/RNBQKBNR b KQkq - 0 1"}
{"game": 1, "ply": 2, "san": "e5", "afen": "rnbqkbnr/pppp1ppp/8/4p3/8/5P2/PPPPP1PP/RNBQKBNR w KQkq e6 0 2"}
{"game": 1, "ply": 3, "san": "g4", "afen": "rnbqkbnr/pppp1ppp/8/4p3/6P1/5P2/PPPPP2P/RNBQKBNR b KQkq g3 0 2"}
{"game": 1, "ply": 4, "san": "Qh4#", "afen": "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3"}'
}

@test "json records: per-ply keys game, ply, san, afen; final ones add result and status (jq)" {
	cd "$QUIRKS"
	run -0 sh -c 'pgn-replay -q --emit each --format json pychess-kasparov-deep-blue-1997.pgn |
	    jq -c "keys_unsorted" | sort | uniq -c'
	assert_output '    519 ["game","ply","san","afen"]'
	# plies count 1, 2, ... within each game, games 1 to 6
	run -0 sh -c 'pgn-replay -q --emit each --format json pychess-kasparov-deep-blue-1997.pgn |
	    jq -s -c "group_by(.game) | map([.[0].game, length, ([.[].ply] == [range(1; length + 1)])])"'
	assert_output '[[1,89,true],[2,89,true],[3,95,true],[4,111,true],[5,98,true],[6,37,true]]'
	run -0 sh -c 'pgn-replay -q --json pychess-kasparov-deep-blue-1997.pgn |
	    jq -c "[keys_unsorted, (.afen | split(\" \") | length), .status]" | uniq -c'
	assert_output '      6 [["game","ply","afen","result","status","errors","warnings"],6,""]'
	# SAN of challenges, statuses of the end
	run -0 sh -c 'pgn-replay -q --emit each --format json "$1" | jq -r .san | tr "\n" " "' _ \
	    "$DATA/allegiance-mate.pgn"
	assert_output "d4 Nf6 Bg5 e6 e3 Nc6 Nf3 g6 B>f6 Ne7 B>f6# "
	run -0 sh -c 'pgn-replay -q --json "$1" | jq -c "[.result, .status]"' _ \
	    "$DATA/allegiance-mate.pgn"
	assert_output '["1-0","checkmate"]'
}

@test "json status names the draws, claimable ones too" {
	cd "$DATA"
	run -1 --separate-stderr pgn-replay --json repetition.pgn
	assert_equal "$(diags)" "pgn-replay: repetition.pgn:10:12: game 2 (? - ?, fivefold repetition, 1-0): result 1-0, but the game ended in fivefold repetition: expected 1/2-1/2"
	# The game with the error has its record too, with the error in it.
	assert_output '{"game": 1, "ply": 8, "afen": "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 8 5", "result": "*", "status": "threefold repetition (claimable)", "errors": [], "warnings": []}
{"game": 2, "ply": 16, "afen": "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 16 9", "result": "1-0", "status": "fivefold repetition", "errors": [{"file": "repetition.pgn", "line": 10, "column": 12, "game": 2, "move": "", "message": "result 1-0, but the game ended in fivefold repetition: expected 1/2-1/2"}], "warnings": []}
{"game": 3, "ply": 16, "afen": "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 16 9", "result": "1/2-1/2", "status": "fivefold repetition", "errors": [], "warnings": []}'
}

@test "--json gives every game a record; a game's errors are in it" {
	# notation.md 4: errors as JSON {"file", "line", "column", "game",
	# "message"}.  Today a game with an error has no record at all, and
	# its error goes to stderr as text only.
	cd "$DATA"
	run -1 --separate-stderr pgn-replay --json repetition.pgn
	run -0 jq -s -c 'map(.game)' <<< "$output"
	assert_output "[1,2,3]"
	run -0 sh -c 'pgn-replay -q --json repetition.pgn |
	    jq -c "select(.game == 2) | .errors[0] | [.line, .column, .game]"'
	assert_output "[10,12,2]"
}

@test "--emit each stops a game at its error, the next games go on" {
	cd "$DATA"
	run -1 --separate-stderr pgn-replay --emit each --format json illegal-moves.pgn
	run -0 jq -s -c 'group_by(.game) | map([.[0].game, length])' <<< "$output"
	assert_output "[[1,2],[2,6],[3,6],[4,5],[5,2],[6,2],[7,2]]"
	assert_equal "$(summary)" "pgn-replay: 7 games, 25 plies, 7 errors, 0 warnings"
}

@test "AFEN and EPD keep the allegiance marks" {
	cd "$DATA"
	run -0 pgn-replay -q --emit final --format epd allegiance-mate.pgn
	assert_output "r1bqkb1r/ppppnp1p/4pN>p1/6B1/3P4/4PN2/PPP2PPP/RN1QKB1R b KQkq - hmvc 3; fmvn 6;"
	run -0 pgn-replay -q --emit final --format json allegiance-mate.pgn
	assert_output '{"game": 1, "ply": 11, "afen": "r1bqkb1r/ppppnp1p/4pN>p1/6B1/3P4/4PN2/PPP2PPP/RN1QKB1R b KQkq - 3 6", "result": "1-0", "status": "checkmate", "errors": [], "warnings": []}'
}

@test "FEN refusing a grey final position is an error: exit 1, counted, with the players" {
	# notation.md 3: "FEN output of a position that needs AFEN marks is
	# an error".
	cd "$DATA"
	run -1 --separate-stderr pgn-replay --emit final --format fen allegiance-mate.pgn
	assert_equal "$output" ""
	assert_equal "$(diags)" "pgn-replay: allegiance-mate.pgn:7:62: game 1 (A - B, Mate by a challenge): the final position has grey pieces, which FEN cannot show: use --format afen"
	assert_equal "$(summary)" "pgn-replay: 1 game, 11 plies, 1 error, 0 warnings"
}

@test "FEN refusing a grey ply: one error for the game, at the move, exit 1" {
	# Plies 5-7 have the grey or turned knight; the first is reported.
	cd "$DATA"
	run -1 --separate-stderr pgn-replay --emit each --format fen allegiance-untagged.pgn
	assert_equal "$(sed -n 1,4p <<< "$output")" "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1
rnbqkb1r/pppppppp/5n2/8/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 1 2
rnbqkb1r/pppppppp/5n2/4P3/8/8/PPPP1PPP/RNBQKBNR b KQkq - 0 2
rnbqkb1r/pp1ppppp/2p2n2/4P3/8/8/PPPP1PPP/RNBQKBNR w KQkq - 0 3"
	[[ "$output" != *">"* ]]
	assert_equal "$(diags)" "pgn-replay: allegiance-untagged.pgn:6:23: game 1 (A - B, Allegiance without a Variant tag): the position after e>f6 has grey pieces, which FEN cannot show: use --format afen"
	assert_equal "$(summary)" "pgn-replay: 1 game, 8 plies, 1 error, 0 warnings"
}

# ---- Allegiance Chess games (tests/data/pgn/allegiance-*.pgn) ---------------

@test "Allegiance: a game without a Variant tag becomes Allegiance at its first '>'" {
	# 3.e>f6 greys the black knight (n>), 4.e>f6+ turns it (N>), which
	# checks e8 from f6; 4...exf6 takes it back.  Checked: the marks on
	# the grey and the turned knight, and the final position: black
	# pawns c6 d5 f6, white pawn e5, the halfmove clock reset by the
	# capture, White to move at 5.
	cd "$DATA"
	run -0 --separate-stderr pgn-replay --emit each allegiance-untagged.pgn
	assert_equal "$(diags)" ""
	assert_equal "$(summary)" "pgn-replay: 1 game, 8 plies, 0 errors, 0 warnings"
	assert_line --index 4 "rnbqkb1r/pp1ppppp/2p2n>2/4P3/8/8/PPPP1PPP/RNBQKBNR b KQkq - 1 3"
	assert_line --index 6 "rnbqkb1r/pp2pppp/2p2N>2/3pP3/8/8/PPPP1PPP/RNBQKBNR b KQkq - 1 4"
	assert_line --index 7 "rnbqkb1r/pp3ppp/2p2p2/3pP3/8/8/PPPP1PPP/RNBQKBNR w KQkq - 0 5"
	# The same moves under -V chess: '>' is no move of standard chess.
	run -1 --separate-stderr pgn-replay -V chess allegiance-untagged.pgn
	assert_regex "$(diags)" '^pgn-replay: allegiance-untagged\.pgn:6:23: game 1 \(A - B, Allegiance without a Variant tag\): 3\.e>f6: '
}

@test "Allegiance: castling with a grey rook; a rook turned by a challenge loses its right" {
	# Game 1: 3...B>h1 greys the h1 rook (R>, still White's): the K right
	# stays (spec 3.3) and 5.O-O castles with it; the rook keeps its mark
	# on f1, White has no rights left.  Clock: 4...e6 resets it, 5.O-O
	# makes it 1.
	# Game 2: 4...B>h1+ turns the rook (r>, Black's), which checks e1
	# along the empty f1 and g1; White loses the K right and blocks with
	# 5.Bf1.  Clock: 3.e3 resets it, then 3...B>h1, 4.Ne2, 4...B>h1+ and
	# 5.Bf1 count (challenges count, spec 4.4): 4.
	cd "$DATA"
	run -0 --separate-stderr pgn-replay --emit final allegiance-castling.pgn
	assert_equal "$(diags)" ""
	assert_equal "$(summary)" "pgn-replay: 2 games, 18 plies, 0 errors, 0 warnings"
	assert_output "rn1qkbnr/pbpp1ppp/1p2p3/8/6P1/4P2B/PPPPNP1P/RNBQ1R>K1 b kq - 1 5
rn1qkbnr/pbpppppp/1p6/8/6P1/4P3/PPPPNP1P/RNBQKB1r> b Qkq - 4 5"
	run -0 sh -c 'pgn-replay -q --emit each --format json "$1" | jq -r "select(.game == 2) | .san" | tr "\n" " "' _ \
	    allegiance-castling.pgn
	assert_output "g4 b6 Bh3 Bb7 e3 B>h1 Ne2 B>h1+ Bf1 "
}

@test "Allegiance: a converted pawn takes en passant and promotes" {
	# 2.e>d5 and 3.e>d5 turn the d5 pawn White's (P>); 3...e5 passes it,
	# 4.dxe6 takes en passant, 5.exf7+ and 6.f8=Q+ promote it: the queen
	# keeps the pawn's mark (Q>, spec 4.2).  Final: Q> on f8, the black
	# king on e7 (no black rights), White's e4 pawn still pure, the clock
	# reset by the promotion.
	cd "$DATA"
	run -0 --separate-stderr pgn-replay --emit each allegiance-ep-promotion.pgn
	assert_equal "$(diags)" ""
	assert_equal "$(summary)" "pgn-replay: 1 game, 11 plies, 0 errors, 0 warnings"
	assert_line --index 4 "rnbqkb1r/ppp1pppp/5n2/3P>4/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 3 3"
	assert_line --index 5 "rnbqkb1r/ppp2ppp/5n2/3P>p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq e6 0 4"
	assert_line --index 6 "rnbqkb1r/ppp2ppp/4P>n2/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 4"
	assert_line --index 10 "rnbq1Q>1r/ppp1k1pp/5n2/2b5/4P3/8/PPPP1PPP/RNBQKBNR b KQ - 0 6"
}

@test "Allegiance: mate delivered by a challenge (6.B>f6#)" {
	# 5.B>f6 greys the knight, 6.B>f6# turns it: the white knight on f6
	# checks e8; no black piece attacks f6 (g-pawn on g6, the e-pawn on
	# e6, the queen's diagonal blocked by the knight on e7), so nothing
	# can take or challenge it back, and d7 d8 e7 f7 f8 are Black's own.
	cd "$DATA"
	run -0 --separate-stderr pgn-replay --json allegiance-mate.pgn
	assert_equal "$(diags)" ""
	assert_output '{"game": 1, "ply": 11, "afen": "r1bqkb1r/ppppnp1p/4pN>p1/6B1/3P4/4PN2/PPP2PPP/RN1QKB1R b KQkq - 3 6", "result": "1-0", "status": "checkmate", "errors": [], "warnings": []}'
	# and 0-1 would contradict the mate
	sed 's/1-0/0-1/g' allegiance-mate.pgn > "$BATS_TEST_TMPDIR/m.pgn"
	run -1 --separate-stderr pgn-replay "$BATS_TEST_TMPDIR/m.pgn"
	assert_equal "$(diags)" "pgn-replay: $BATS_TEST_TMPDIR/m.pgn:7:62: game 1 (A - B, Mate by a challenge): result 0-1, but the game ended in checkmate: expected 1-0"
	# The same position reached by AFEN: no move for Black (movegen).
	run -0 movegen --count "r1bqkb1r/ppppnp1p/4pN>p1/6B1/3P4/4PN2/PPP2PPP/RN1QKB1R b KQkq - 3 6"
	assert_output 0
}

@test "Allegiance: a move onto an enemy piece without x or > is ambiguous" {
	# Game 1 is tagged Allegiance; game 2 becomes Allegiance through the
	# '>' of its FEN tag; game 3 is standard chess, where Ne5 captures.
	cd "$DATA"
	run -1 --separate-stderr pgn-replay --emit final allegiance-ambiguous.pgn
	assert_equal "$(diags)" "pgn-replay: allegiance-ambiguous.pgn:7:24: game 1 (A - B, A knight move onto an enemy pawn without x or >): 3.Ne5: ambiguous between capture and challenge: Nxe5 or N>e5
pgn-replay: allegiance-ambiguous.pgn:16:4: game 2 (C - D, An AFEN with a grey pawn makes the game Allegiance): 1.Ke2: ambiguous between capture and challenge: Kxe2 or K>e2"
	assert_equal "$(summary)" "pgn-replay: 3 games, 9 plies, 2 errors, 0 warnings"
	assert_output "r1bqkbnr/pppp1ppp/2n5/4N3/4P3/8/PPPP1PPP/RNBQKB1R b KQkq - 0 3"
}

@test "a challenge in a standard-chess game: no such move, not a wrong answer to check" {
	# [Variant "Standard"] 2.e>d5: nobody is in check; the message says
	# that standard chess has no challenges.
	cd "$DATA"
	run -1 --separate-stderr pgn-replay standard-challenge.pgn
	assert_regex "$(diags)" '^pgn-replay: standard-challenge\.pgn:7:13: game 1 \(A - B, A challenge in a game tagged as standard chess\): 2\.e>d5: [^'$'\n'']*challenge'
	[[ "$(diags)" != *check* ]]
	assert_equal "$(summary)" "pgn-replay: 1 game, 2 plies, 1 error, 0 warnings"
}

# ---- bad input -------------------------------------------------------------

@test "a truncated file: the cut move of the last game is an error" {
	# The first three games of games.pgn, cut inside 9...Nb4 of game 3.
	cd "$DATA"
	run -1 --separate-stderr pgn-replay truncated-move.pgn
	assert_equal "$(diags)" "pgn-replay: truncated-move.pgn:65:95: game 3 (RebeccaHarris - DrNykterstein, Rated Bullet game): 9...Nb: the input ends after 'Nb', which is not a whole move"
	assert_equal "$(summary)" "pgn-replay: 3 games, 224 plies, 1 error, 0 warnings"
}

@test "a truncated file: cut inside a tag value" {
	cd "$DATA"
	run -1 --separate-stderr pgn-replay truncated-tags.pgn
	assert_equal "$(diags)" "pgn-replay: truncated-tags.pgn:50:1: game 3 (RebeccaHarris - DrNykterstein, Rated Bullet game): unterminated tag value"
	assert_equal "$(summary)" "pgn-replay: 3 games, 207 plies, 1 error, 0 warnings"
}

@test "an unterminated comment at the end of the file" {
	cd "$DATA"
	run -1 --separate-stderr pgn-replay unterminated-comment-eof.pgn
	assert_regex "$(diags)" "^pgn-replay: unterminated-comment-eof\.pgn:13:16: game 2 \(C - D, comment left open at the end of the file\): ([^:]*: )?unterminated comment: expected '}'$"
	assert_equal "$(summary)" "pgn-replay: 2 games, 5 plies, 1 error, 0 warnings"
}

@test "an unterminated comment does not swallow the games after it" {
	# A tag pair at the start of a line ends it.
	cd "$DATA"
	run -1 --separate-stderr pgn-replay unterminated-comment.pgn
	assert_regex "$(diags)" "^pgn-replay: unterminated-comment\.pgn:6:7: game 1 \(A - B, comment left open\): ([^:]*: )?unterminated comment: expected '}'( before the next tag pair)?$"
	assert_equal "$(summary)" "pgn-replay: 3 games, 4 plies, 1 error, 0 warnings"
}

@test "an unterminated variation, before the next game and at the end of the file" {
	cd "$DATA"
	run -1 --separate-stderr pgn-replay unterminated-variation.pgn
	assert_equal "$(diags)" "pgn-replay: unterminated-variation.pgn:8:1: game 1 (A - B, variation left open before the next game): unterminated variation: expected ')'
pgn-replay: unterminated-variation.pgn:14:1: game 2 (C - D, variation left open at the end of the file): unterminated variation: expected ')'"
	assert_equal "$(summary)" "pgn-replay: 2 games, 5 plies, 2 errors, 0 warnings"
}

@test "a result inside a variation" {
	printf '[Event "x"]\n[White "A"]\n[Black "B"]\n\n1. e4 e5 (1... c5 2. Nf3 *\n\n[Event "y"]\n\n1. d4 *\n' > "$BATS_TEST_TMPDIR/v.pgn"
	cd "$BATS_TEST_TMPDIR"
	run -1 --separate-stderr pgn-replay v.pgn
	assert_regex "$(diags)" '^pgn-replay: v\.pgn:5:26: game 1 \(A - B, x\): ([^:]*: )?result \* inside a variation$'
	assert_equal "$(summary)" "pgn-replay: 2 games, 3 plies, 1 error, 0 warnings"
}

@test "unterminated tags: a value without its quote, a pair without ']'" {
	# Today the tag pairs after the bad one start a game of their own:
	# 5 games instead of 3, and the bad games lose their Black tags.
	cd "$DATA"
	run -1 --separate-stderr pgn-replay unterminated-tag.pgn
	assert_equal "$(diags)" "pgn-replay: unterminated-tag.pgn:2:1: game 1 (? - B, value left open): unterminated tag value
pgn-replay: unterminated-tag.pgn:9:1: game 2 (? - D, bracket left open): tag not closed: expected ']'"
	assert_equal "$(summary)" "pgn-replay: 3 games, 1 ply, 2 errors, 0 warnings"
}

@test "')' without '('" {
	cd "$DATA"
	run -1 --separate-stderr pgn-replay close-paren.pgn
	assert_regex "$(diags)" "^pgn-replay: close-paren\.pgn:6:17: game 1 \(A - B, a stray closing parenthesis\): ([^:]*: )?'\)' without a variation to close$"
	assert_equal "$(summary)" "pgn-replay: 2 games, 5 plies, 1 error, 0 warnings"
}

@test "errors at tokens that are not moves have no move part" {
	# The format puts a move ("14...Nf3: ") only in messages about a move.
	cd "$DATA"
	run -1 --separate-stderr pgn-replay close-paren.pgn
	assert_equal "$(diags)" "pgn-replay: close-paren.pgn:6:17: game 1 (A - B, a stray closing parenthesis): ')' without a variation to close"
	run -1 --separate-stderr pgn-replay unterminated-comment-eof.pgn
	assert_equal "$(diags)" "pgn-replay: unterminated-comment-eof.pgn:13:16: game 2 (C - D, comment left open at the end of the file): unterminated comment: expected '}'"
	printf '[Event "x"]\n\n1. e4 e5 2. Nf3 \001 Nc6 *\n' > "$BATS_TEST_TMPDIR/g.pgn"
	run -1 --separate-stderr pgn-replay "$BATS_TEST_TMPDIR/g.pgn"
	assert_equal "$(diags)" "pgn-replay: $BATS_TEST_TMPDIR/g.pgn:3:17: game 1 (? - ?, x): unexpected byte \\x01"
}

@test "illegal moves: no piece can reach, pinned, into check, check not answered, castling, not a move" {
	cd "$DATA"
	run -1 --separate-stderr pgn-replay illegal-moves.pgn
	assert_equal "$(diags)" "pgn-replay: illegal-moves.pgn:6:13: game 1 (A - B, no piece can reach the square): 2.Nf5: no white knight can reach f5: White's knights on b1 and g1 do not move to f5
pgn-replay: illegal-moves.pgn:13:35: game 2 (A - B, a pinned piece): 4.Nd5: the white knight on c3 is pinned
pgn-replay: illegal-moves.pgn:20:36: game 3 (A - B, the king walks into check): 4.Kg3: the white king cannot go to g3: it would be in check
pgn-replay: illegal-moves.pgn:27:30: game 4 (A - B, a move that does not answer the check): 3...Nf6: the black knight on g8 to f6 does not answer the check from White's bishop on f7
pgn-replay: illegal-moves.pgn:34:13: game 5 (A - B, castling that is not legal): 2.O-O: White may not castle kingside: f1 is taken by White's bishop
pgn-replay: illegal-moves.pgn:41:13: game 6 (A - B, a pawn capture onto an empty square): 2.exd5: no white pawn can reach d5: a pawn moves diagonally only to capture, and d5 is empty
pgn-replay: illegal-moves.pgn:48:13: game 7 (A - B, not a move at all): 2.Nf9: expected a move such as e4, Nf3, exd5, O-O or e2e4"
	assert_equal "$(summary)" "pgn-replay: 7 games, 25 plies, 7 errors, 0 warnings"
}

@test "an en passant capture that exposes the king is called pinned" {
	# bxc6 e.p. would open the fifth rank from h5 to the king on a5;
	# today: "no white pawn can reach c6" (the pawn can, it is pinned).
	cd "$DATA"
	run -1 --separate-stderr pgn-replay ep-pin.pgn
	assert_equal "$(diags)" "pgn-replay: ep-pin.pgn:8:12: game 1 (A - B, An en passant capture that would expose the king along the rank): 2.bxc6: the white pawn on b5 is pinned"
	assert_equal "$(summary)" "pgn-replay: 1 game, 1 ply, 1 error, 0 warnings"
}

@test "a pawn's illegal double step says why (pinned, check not answered)" {
	# Today both say "no ... pawn can reach": the explanation only knows
	# the single step.
	cd "$DATA"
	run -1 --separate-stderr pgn-replay pawn-double-step.pgn
	assert_equal "$(diags)" "pgn-replay: pawn-double-step.pgn:6:24: game 1 (A - B, The double step of a pinned pawn): 3.d4: the white pawn on d2 is pinned
pgn-replay: pawn-double-step.pgn:13:30: game 2 (A - B, A double step that does not answer the check): 3...d5: the black pawn on d7 to d5 does not answer the check from White's bishop on f7"
}

@test "null moves: --, Z0 and 0000 pass with a warning; a pass in check is an error" {
	cd "$DATA"
	run -1 --separate-stderr pgn-replay --emit each --format json null-moves.pgn
	assert_equal "$(diags)" "pgn-replay: null-moves.pgn:6:7: warning: game 1 (A - B, three spellings of a pass): 1...--: null move (a pass)
pgn-replay: null-moves.pgn:6:16: warning: game 1 (A - B, three spellings of a pass): 2...Z0: null move (a pass)
pgn-replay: null-moves.pgn:6:25: warning: game 1 (A - B, three spellings of a pass): 3...0000: null move (a pass)
pgn-replay: null-moves.pgn:13:30: game 2 (A - B, a pass in check): 3...--: null move while in check"
	assert_equal "$(summary)" "pgn-replay: 2 games, 12 plies, 1 error, 3 warnings"
	run -0 sh -c 'jq -r "select(.game == 1) | .san" | tr "\n" " "' <<< "$output"
	assert_output "e4 -- d4 -- c4 -- Nc3 "
	# a pass clears the en passant square and advances the clock
	run -1 pgn-replay -q --emit final null-moves.pgn
	assert_output "rnbqkbnr/pppppppp/8/8/2PPP3/2N5/PP3PPP/R1BQKBNR b KQkq - 2 4"
}

@test "a bad byte between tag pairs does not split the game" {
	# Today the tags after the byte start a second game: "2 games" for 1,
	# and game 1 loses its players.
	printf '[Event "x"]\n\001\n[White "A"]\n[Black "B"]\n\n1. e4 *\n' > "$BATS_TEST_TMPDIR/t.pgn"
	cd "$BATS_TEST_TMPDIR"
	run -1 --separate-stderr pgn-replay t.pgn
	assert_equal "$(diags)" "pgn-replay: t.pgn:2:1: game 1 (A - B, x): unexpected byte \\x01"
	assert_equal "$(summary)" "pgn-replay: 1 game, 0 plies, 1 error, 0 warnings"
}

@test "ambiguous moves list the candidates" {
	cd "$DATA"
	run -1 --separate-stderr pgn-replay ambiguous.pgn
	assert_equal "$(diags)" "pgn-replay: ambiguous.pgn:6:36: game 1 (A - B, two knights can go to b5): 4.Nb5: ambiguous: Ncb5 or Ndb5
pgn-replay: ambiguous.pgn:14:27: game 2 (A - B, two rooks can go to d1): 10.Rd1: ambiguous: Rad1 or Rfd1"
	assert_equal "$(summary)" "pgn-replay: 2 games, 24 plies, 2 errors, 0 warnings"
}

@test "moves after the end: after mate or stalemate an error, after fivefold a warning" {
	cd "$DATA"
	run -1 --separate-stderr pgn-replay after-mate.pgn
	assert_equal "$(diags)" "pgn-replay: after-mate.pgn:6:24: warning: game 1 (A - B, a legal-looking move after mate): 3.a3: move after the end of the game (checkmate)
pgn-replay: after-mate.pgn:6:24: game 1 (A - B, a legal-looking move after mate): 3.a3: the white pawn on a2 to a3 does not answer the check from Black's queen on h4
pgn-replay: after-mate.pgn:14:33: warning: game 2 (A - B, a move after stalemate): 10...Kf5: move after the end of the game (stalemate)
pgn-replay: after-mate.pgn:14:33: game 2 (A - B, a move after stalemate): 10...Kf5: the black king cannot go to f5: it would be in check
pgn-replay: after-mate.pgn:22:15: warning: game 3 (A - B, a move after fivefold repetition): 9.e4: move after the end of the game (fivefold repetition)"
	assert_equal "$(summary)" "pgn-replay: 3 games, 40 plies, 2 errors, 3 warnings"
}

@test "a game that starts in a dead position warns at its first move" {
	# K v K from the FEN tag: the game is over before 1.Kd1, but today
	# the warning names 1...Kd5.
	cd "$DATA"
	run -0 --separate-stderr pgn-replay dead-start.pgn
	assert_equal "$(diags)" "pgn-replay: dead-start.pgn:8:4: warning: game 1 (A - B, The start position is already a dead position): 1.Kd1: move after the end of the game (a dead position)"
}

@test "wrong results: contradicting mate or stalemate an error, * or the tag a warning" {
	cd "$DATA"
	run -1 --separate-stderr pgn-replay wrong-result.pgn
	assert_equal "$(diags)" "pgn-replay: wrong-result.pgn:6:21: game 1 (A - B, black mates, the result says 1-0): result 1-0, but the game ended in checkmate: expected 0-1
pgn-replay: wrong-result.pgn:14:33: game 2 (A - B, stalemate, the result says 1-0): result 1-0, but the game ended in stalemate: expected 1/2-1/2
pgn-replay: wrong-result.pgn:21:21: warning: game 3 (A - B, mate, the result says *): result *, but the game ended in checkmate (0-1)
pgn-replay: wrong-result.pgn:28:10: warning: game 4 (A - B, the result differs from the Result tag): result 0-1 differs from the Result tag 1-0"
	assert_equal "$(summary)" "pgn-replay: 5 games, 33 plies, 2 errors, 2 warnings"
}

@test "a missing result, before the next game and at the end of the file" {
	cd "$DATA"
	run -1 --separate-stderr pgn-replay missing-result.pgn
	assert_equal "$(diags)" "pgn-replay: missing-result.pgn:8:1: game 1 (A - B, no result before the next game): game without a result: expected 1-0, 0-1, 1/2-1/2 or *
pgn-replay: missing-result.pgn:21:1: game 3 (E - F, no result at the end of the file): game without a result: expected 1-0, 0-1, 1/2-1/2 or *"
	assert_equal "$(summary)" "pgn-replay: 3 games, 7 plies, 2 errors, 0 warnings"
}

@test "comments before the first game and after a result are not games" {
	cd "$DATA"
	run -0 --separate-stderr pgn-replay comments-outside.pgn
	assert_equal "$(diags)" ""
	assert_equal "$(summary)" "pgn-replay: 2 games, 9 plies, 0 errors, 0 warnings"
}

@test "garbage bytes: an error at the byte, the next game goes on" {
	printf '[Event "x"]\n[White "A"]\n[Black "B"]\n\n1. e4 e5 2. Nf3 \001\376\377 Nc6 *\n\n[Event "y"]\n\n1. d4 *\n' > "$BATS_TEST_TMPDIR/g.pgn"
	cd "$BATS_TEST_TMPDIR"
	run -1 --separate-stderr pgn-replay g.pgn
	assert_regex "$(diags)" '^pgn-replay: g\.pgn:5:17: game 1 \(A - B, x\): ([^:]*: )?unexpected byte \\x01$'
	assert_equal "$(summary)" "pgn-replay: 2 games, 4 plies, 1 error, 0 warnings"
	# random bytes: no crash, exit 1
	awk 'BEGIN { srand(7); for (i = 0; i < 20000; i++) printf "%c", int(rand() * 256) }' > r.bin
	run -1 --separate-stderr pgn-replay r.bin
	assert_regex "$(summary)" '^pgn-replay: [0-9]+ games, [0-9]+ plies, [1-9][0-9]* errors, [0-9]+ warnings$'
}

@test "NUL bytes in movetext: an error at the byte" {
	printf '[Event "x"]\n[White "A"]\n[Black "B"]\n\n1. e4 e5\000 2. Nf3 Nc6 *\n\n[Event "y"]\n\n1. d4 *\n' > "$BATS_TEST_TMPDIR/n.pgn"
	cd "$BATS_TEST_TMPDIR"
	run -1 --separate-stderr pgn-replay n.pgn
	assert_regex "$(diags)" '^pgn-replay: n\.pgn:5:9: game 1 \(A - B, x\): ([^:]*: )?unexpected byte \\x00$'
	assert_equal "$(summary)" "pgn-replay: 2 games, 3 plies, 1 error, 0 warnings"
}

@test "a NUL byte in a tag value is reported, not taken as the end" {
	# Today [White "A<NUL>B"] is read as "A" without a word.
	printf '[Event "x"]\n[White "A\000B"]\n[Black "C"]\n\n1. e4 e5 *\n\n[Event "y"]\n\n1. d4 *\n' > "$BATS_TEST_TMPDIR/n.pgn"
	cd "$BATS_TEST_TMPDIR"
	run -1 --separate-stderr pgn-replay n.pgn
	assert_regex "$(diags)" '^pgn-replay: n\.pgn:2:10: game 1 .*\\x00'
	assert_regex "$(summary)" '^pgn-replay: 2 games, [0-9]+ pl(y|ies), 1 error, 0 warnings$'
}

@test "a 1 MB movetext line: 10 KB comments between the moves, an error at column 1,050,368" {
	c=$(head -c 10000 /dev/zero | tr '\0' x)
	{
		printf '[Event "long line"]\n[White "A"]\n[Black "B"]\n\n'
		for m in 1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. O-O Be7; do
			printf '%s {%s} ' "$m" "$c"
		done
		for i in $(seq 1 90); do printf '{%s} ' "$c"; done
		printf '*\n\n[Event "next"]\n\n1. d4 *\n'
	} > "$BATS_TEST_TMPDIR/long.pgn"
	cd "$BATS_TEST_TMPDIR"
	run -0 awk 'length > 1000000 { print NR, length }' long.pgn
	assert_output "5 1050368"
	run -0 --separate-stderr pgn-replay --emit final long.pgn
	assert_equal "$(summary)" "pgn-replay: 2 games, 11 plies, 0 errors, 0 warnings"
	assert_line --index 0 "r1bqk2r/1pppbppp/p1n2n2/4p3/B3P3/5N2/PPPP1PPP/RNBQ1RK1 w kq - 4 6"
	sed '5s/ \*$/ Nf5 */' long.pgn > bad.pgn
	run -1 --separate-stderr pgn-replay bad.pgn
	assert_equal "$(diags)" "pgn-replay: bad.pgn:5:1050368: game 1 (A - B, long line): 6.Nf5: no white knight can reach f5: White's knights on b1 and f3 do not move to f5"
}

@test "a 1 MB comment is an error (pgn-replay(1) LIMITS), the games after it go on" {
	cd "$BATS_TEST_TMPDIR"
	{
		printf '[Event "x"]\n[White "A"]\n[Black "B"]\n\n1. e4 {'
		head -c 1048576 /dev/zero | tr '\0' a
		printf '} e5 2. Nf3 *\n\n[Event "y"]\n\n1. d4 ;'
		head -c 1048576 /dev/zero | tr '\0' a
		printf '\nd5 *\n\n[Event "z"]\n\n1. c4 *\n'
	} > c.pgn
	run -1 --separate-stderr pgn-replay c.pgn
	assert_equal "$(diags)" "pgn-replay: c.pgn:5:7: game 1 (A - B, x): comment longer than 16384 bytes
pgn-replay: c.pgn:9:7: game 2 (? - ?, y): comment longer than 16384 bytes"
	assert_equal "$(summary)" "pgn-replay: 3 games, 3 plies, 2 errors, 0 warnings"
}

@test "a 1 MB tag value is an error; the tags after it stay in its game" {
	# Today the White and Black tags after it start a game of their own:
	# "3 games, 3 plies" for 2 games, and game 1 has no players.
	cd "$BATS_TEST_TMPDIR"
	{
		printf '[Event "'
		head -c 1048576 /dev/zero | tr '\0' a
		printf '"]\n[White "A"]\n[Black "B"]\n\n1. e4 e5 *\n\n[Event "y"]\n\n1. d4 *\n'
	} > t.pgn
	run -1 --separate-stderr pgn-replay t.pgn
	assert_regex "$(diags)" '^pgn-replay: t\.pgn:1:1: game 1 \(A - B(, a+)?\): [a-z ]+ longer than 16384 bytes$'
	assert_equal "$(summary)" "pgn-replay: 2 games, 1 ply, 1 error, 0 warnings"
}

@test "100,000 games in one file: all counted" {
	awk 'BEGIN { for (i = 0; i < 100000; i++)
		printf "[Event \"g\"]\n[White \"A\"]\n[Black \"B\"]\n[Result \"0-1\"]\n\n1. f3 e5 2. g4 Qh4# 0-1\n\n" }' > "$BATS_TEST_TMPDIR/many.pgn"
	# No limit on the time it takes, which the machine's speed and load
	# decide: make bench measures speed.
	run -0 --separate-stderr pgn-replay --emit final "$BATS_TEST_TMPDIR/many.pgn"
	assert_equal "$(summary)" "pgn-replay: 100000 games, 400000 plies, 0 errors, 0 warnings"
	run -0 sh -c 'pgn-replay -q --emit final "$1" | uniq -c' _ "$BATS_TEST_TMPDIR/many.pgn"
	assert_output " 100000 rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3"
}

@test "games without tags, many on one line" {
	awk 'BEGIN { for (i = 0; i < 20000; i++) printf "1. e4 e5 2. Nf3 1/2-1/2 "; print "" }' > "$BATS_TEST_TMPDIR/line.pgn"
	run -0 --separate-stderr pgn-replay "$BATS_TEST_TMPDIR/line.pgn"
	assert_equal "$(summary)" "pgn-replay: 20000 games, 60000 plies, 0 errors, 0 warnings"
}

@test "--json: a game that could not be set up has a null afen" {
	run -0 --separate-stderr sh -c "printf '[Variant \"Shogi\"]\n1. e4 *\n' | pgn-replay -q --json | jq -c '[.afen, .errors[0].message]'"
	assert_output "[null,\"variant 'Shogi' is not supported\"]"
}

@test "the ply limit: 10000 plies are read, the 10001st is an error" {
	# Knights out and back (4 plies), 2500 times: 10000 plies, then one more.
	moves=$(awk 'BEGIN { for (i = 0; i < 2500; i++) printf "Nf3 Nf6 Ng1 Ng8 "; }')
	printf '%s *\n' "$moves" > "$BATS_TEST_TMPDIR/limit.pgn"
	printf '%s Nf3 *\n' "$moves" > "$BATS_TEST_TMPDIR/over.pgn"
	run -0 --separate-stderr pgn-replay -V chess "$BATS_TEST_TMPDIR/limit.pgn"
	[[ "$stderr" == *"1 game, 10000 plies, 0 errors"* ]]
	run -1 --separate-stderr pgn-replay -V chess "$BATS_TEST_TMPDIR/over.pgn"
	[[ "$stderr" == *"more than 10000 plies in one game"* ]]
	[[ "$stderr" == *"1 game, 10000 plies, 1 error"* ]]
}

@test "a FEN tag too long for any position is an error, not cut and read" {
	long=$(awk 'BEGIN { s = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"; for (i = 0; i < 500; i++) s = s " "; print s "x" }')
	printf '[SetUp "1"]\n[FEN "%s"]\n\n1. e4 *\n' "$long" > "$BATS_TEST_TMPDIR/long.pgn"
	run -1 --separate-stderr pgn-replay "$BATS_TEST_TMPDIR/long.pgn"
	assert_equal "${stderr%%$'\n'*}" "pgn-replay: $BATS_TEST_TMPDIR/long.pgn:2:1: game 1: FEN tag longer than 511 bytes: no position is that long"
}
