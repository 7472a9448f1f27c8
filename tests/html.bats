#!/usr/bin/env bats
# convert --to html: one self-contained page that steps through games of
# every variant, tested in a real browser (Debian's Chromium, headless).
#
# Expected values come from other paths than the page: the position
# shown at ply P is pgn-replay --emit each's line P for that game, and the
# pieces drawn sit where convert --to svg --game G --ply P draws them (the
# SVG's glyphs are at a square's top left + (22, 36), an Auror's star
# starts 7 pixels under its top left + 22).  The page is loaded at a
# fragment (#G.P) and read back with --dump-dom; stepping is tested by a
# test-only script (helpers/html-probe.js) appended to a copy of the page,
# which clicks games in the list and presses keys.  tests/data/html/
# variants.pgn holds one game of each variant: the examples' Standard,
# Allegiance, Traitor, Neutral Subject, EN and Complex Allegiance games,
# the first game of each lichess variant in ../shared/data, and a Horde
# game written for this file.

bats_require_minimum_version 1.5.0

load helpers/setup

setup() {
	tc_setup html
	V=$DATA/variants.pgn
}

# browser: skip (with the reason) when Chromium is absent.
browser() {
	command -v chromium > /dev/null ||
	    skip "chromium is missing: run tests/setup-debian (browser tests)"
}

# dom URL: the page's DOM once its script ran.
dom() {
	chromium --headless --no-sandbox --disable-gpu --dump-dom "$1" \
	    2> /dev/null
}

# probe PAGE PLAN: the lines helpers/html-probe.js writes for PLAN, a
# JavaScript list of [game, ply].
probe() {
	{
		cat "$1"
		echo "<script>var PROBE = $2;</script><script>"
		cat "$TC_HELPERS/html-probe.js"
		echo "</script>"
	} > "$T/probe.html"
	dom "file://$T/probe.html" | sed -n '/^<\/script><pre id="probe">/,/<\/pre>/p' |
	    sed 's/^<\/script><pre id="probe">//; s/<\/pre>.*//' |
	    sed 's/&gt;/>/g; s/&lt;/</g; s/&amp;/\&/g'
}

# svg_xy ARGS...: the top left corners of the pieces convert --to svg
# ARGS draws on the board ("x,y", sorted, one line, space-separated).
svg_xy() {
	convert -q --to svg "$@" | awk '
	/font-size="37"/ && !/class="pocket"/ {
		match($0, / x="[0-9]+"/); x = substr($0, RSTART + 4, RLENGTH - 5)
		match($0, / y="[0-9]+"/); y = substr($0, RSTART + 4, RLENGTH - 5)
		print (x - 22) "," (y - 36)
	}
	/class="auror"/ {
		match($0, /points="[0-9.]+,[0-9.]+/)
		split(substr($0, RSTART + 8, RLENGTH - 8), p, ",")
		print int(p[1]) - 22 "," int(p[2]) - 7
	}' | LC_ALL=C sort | paste -sd' '
}

# svg_pockets ARGS...: the top left corners of the pockets' pieces that
# convert --to svg ARGS draws, as svg_xy writes them.
svg_pockets() {
	convert -q --to svg "$@" | awk '
	/class="pocket"/ {
		match($0, / x="[0-9]+"/); x = substr($0, RSTART + 4, RLENGTH - 5)
		match($0, / y="[0-9]+"/); y = substr($0, RSTART + 4, RLENGTH - 5)
		print (x - 22) "," (y - 36)
	}' | LC_ALL=C sort | paste -sd' '
}

# svg_pocket_glyphs ARGS...: the pockets' pieces that convert --to svg
# ARGS draws, in order, as "fill glyph" a line.
svg_pocket_glyphs() {
	convert -q --to svg "$@" | sed -n 's/.*class="pocket".* fill="\([^"]*\)".*>\(.*\)<\/text>/\1 \2/p'
}

# page_glyph PAGE KEY: the piece of the page's symbol KEY as "fill glyph".
page_glyph() {
	sed -n "/<symbol id=\"p-$2\"/,/<\/symbol>/p" "$1" |
	    sed -n 's/.* fill="\([^"]*\)".*>\(.*\)<\/text>/\1 \2/p'
}

@test "the page holds everything: no address, no outside script, font or picture" {
	convert -q --to html "$V" > "$T/v.html"
	run -0 grep -c '<!DOCTYPE html>' "$T/v.html"
	# nothing to fetch: no source, link, import, or reference but to the
	# page itself (addresses in the games' tags are only text)
	run -1 grep -c ' src=\|<link\|@import\|url([^#]\|href="[^#]\|href=.[^#]' "$T/v.html"
	# one script element per game, the variants', the list's, the script
	run -0 grep -c '<script type="application/json" id="g[0-9]*">' "$T/v.html"
	assert_output 14
}

@test "the page's script is page.js, as page-js.inc holds it" {
	run -0 sh -c 'sed -e "s/\\\\/\\\\\\\\/g" -e "s/\"/\\\\\"/g" -e "s/^/\"/" -e "s/\$/\\\\n\",/" "$1/lib/game/page.js" | cmp - "$1/lib/game/page-js.inc"' _ "$TC_TOP"
	convert -q --to html "$V" > "$T/v.html"
	run -0 grep -c -F 'The fragment #G.P names game G after ply P.' "$T/v.html"
}

@test "every variant: the position at ply P is pgn-replay's, its pieces where the SVG draws them" {
	browser
	convert -q --to html "$V" > "$T/v.html"
	# game g at ply p: the middle of each game, at least 1
	plan=
	for g in $(seq 1 14); do
		n=$(pgn-replay --emit each --games "$g" "$V" 2> /dev/null | wc -l)
		p=$(((n + 1) / 2))
		plan="$plan${plan:+,}[$g,$p]"
		want[g]=$p
	done
	probe "$T/v.html" "[$plan]" > "$T/probe"
	for g in $(seq 1 14); do
		p=${want[g]}
		IFS='|' read -r hash ply fen status xy pxy pk < <(sed -n "${g}p" "$T/probe")
		# (Chromium ignores a page's history updates past about 200
		# in 10 seconds: the fragment is checked on the first games)
		[ "$g" -gt 3 ] || assert_equal "$hash" "#$g.$p"
		assert_equal "$ply" "$p"
		assert_equal "$fen" "$(pgn-replay --emit each --games "$g" "$V" 2> /dev/null | sed -n "${p}p")"
		[ -n "$status" ]
		assert_equal "$xy" "$(svg_xy --game "$g" --ply "$p" "$V")"
	done
}

@test "keys: End is the last position, Home the start, Left stays there" {
	browser
	convert -q --to html "$V" > "$T/v.html"
	probe "$T/v.html" "[[6,3]]" > "$T/probe"
	run -0 wc -l < "$T/probe"
	assert_output 4
	n=$(pgn-replay --emit each --games 6 "$V" 2> /dev/null | wc -l)
	IFS='|' read -r hash ply fen status xy pxy pk < <(sed -n 2p "$T/probe")
	assert_equal "$hash|$ply" "#6.$n|$n"
	assert_equal "$fen" "$(pgn-replay --emit final --games 6 "$V" 2> /dev/null)"
	# the final Complex Allegiance position: South took North's King
	assert_equal "$status" "a King capture, 1-1/2-0-1/2"
	IFS='|' read -r hash ply fen status xy pxy pk < <(sed -n 3p "$T/probe")
	assert_equal "$hash|$ply|$status" "#6.0|0|South to move"
	assert_equal "$xy" "$(svg_xy --game 6 --ply 0 "$V")"
	run -0 sed -n 4p "$T/probe"
	assert_output "$(sed -n 3p "$T/probe")"
}

@test "the fragment #G.P opens game G after ply P; a bad one opens the first game" {
	browser
	convert -q --to html "$V" > "$T/v.html"
	dom "file://$T/v.html#5.3" > "$T/dom"
	run -0 grep -o '<svg id="board"[^>]*>' "$T/dom"
	assert_output --partial 'data-game="5" data-ply="3"'
	run -0 grep -o '<code id="fen">[^<]*' "$T/dom"
	assert_output "<code id=\"fen\">$(pgn-replay --emit each --games 5 "$V" 2> /dev/null | sed -n 3p)"
	dom "file://$T/v.html#99.1" > "$T/dom"
	run -0 grep -o '<svg id="board"[^>]*>' "$T/dom"
	assert_output --partial 'data-game="1" data-ply="0"'
}

@test "--seat and --flip: the page's board turns as the SVG's does" {
	browser
	# a page numbers its games from 1: the one game selected is game 1
	convert -q --to html --seat west --games 6 "$V" > "$T/w.html"
	probe "$T/w.html" "[[1,20]]" > "$T/probe"
	IFS='|' read -r hash ply fen status xy pxy pk < <(sed -n 1p "$T/probe")
	assert_equal "$xy" "$(svg_xy --seat west --game 6 --ply 20 "$V")"
	convert -q --to html --flip --games 5 "$V" > "$T/f.html"
	probe "$T/f.html" "[[1,2]]" > "$T/probe"
	IFS='|' read -r hash ply fen status xy pxy pk < <(sed -n 1p "$T/probe")
	assert_equal "$xy" "$(svg_xy --flip --game 5 --ply 2 "$V")"
	run -0 grep -c '"seat":1,' "$T/f.html"
}

@test "--view: the public page holds no Traitor list, the arbiter's both" {
	convert -q --to html --view public --games 3 "$V" > "$T/p.html"
	run -1 grep -c 'targets=' "$T/p.html"
	convert -q --to html --view white --games 3 "$V" > "$T/w.html"
	run -0 grep -o 'targets=[^ "]*' "$T/w.html"
	assert_output 'targets=Bf8,Ng8/?'
	convert -q --to html --games 3 "$V" > "$T/a.html"
	run -0 grep -c 'targets=Bf8,Ng8/Bc1,Rh1,g2' "$T/a.html"
}

@test "a page needs games: position lines are refused; --game and --ply are for diagrams" {
	run -2 --separate-stderr sh -c 'echo "8/8/8/8/8/8/8/K6k w - - 0 1" | convert --to html'
	assert_equal "$stderr" "convert: <stdin>: --to html needs games, and this input holds positions"
	run -2 convert --to html --ply 3 "$V"
}

@test "Crazyhouse: the pockets' pieces under the board, where and as the SVG draws them, at either seat" {
	browser
	# game 8 is Crazyhouse; after ply 24 the bracket of pgn-replay's
	# line holds both pockets, White's capitals then Black's
	want=$(pgn-replay --emit each --games 8 "$V" 2> /dev/null | sed -n 24p |
	    sed 's/^[^[]*\[\([^]]*\)\].*/\1/')
	[ "${#want}" -gt 4 ]
	convert -q --to html "$V" > "$T/v.html"
	probe "$T/v.html" "[[8,24]]" > "$T/probe"
	IFS='|' read -r hash ply fen status xy pxy pk < <(sed -n 1p "$T/probe")
	assert_equal "$ply" 24
	assert_equal "$xy" "$(svg_xy --game 8 --ply 24 "$V")"
	assert_equal "$pxy" "$(svg_pockets --game 8 --ply 24 "$V")"
	# each piece a key (colour, type letter, mark): White's as capitals
	run -0 sh -c 'for p in $1; do
		k=${p#*:}; l=$(echo "$k" | cut -c2)
		case $p in Black:*) l=$(echo "$l" | tr A-Z a-z);; esac
		printf %s "$l"; done' _ "$pk"
	assert_output "$want"
	# each drawn with the glyph and fill of the SVG's pocket, in order
	for p in $pk; do page_glyph "$T/v.html" "${p#*:}"; done > "$T/glyphs"
	[ "$(wc -l < "$T/glyphs")" -eq "${#want}" ]
	run -0 cat "$T/glyphs"
	assert_output "$(svg_pocket_glyphs --game 8 --ply 24 "$V")"
	# turned: the board turns and the pockets stay where the SVG keeps them
	convert -q --to html --flip --games 8 "$V" > "$T/f.html"
	probe "$T/f.html" "[[1,24]]" > "$T/probe"
	IFS='|' read -r hash ply fen status xy pxy pk2 < <(sed -n 1p "$T/probe")
	assert_equal "$xy" "$(svg_xy --flip --game 8 --ply 24 "$V")"
	assert_equal "$pxy" "$(svg_pockets --flip --game 8 --ply 24 "$V")"
	assert_equal "$pk2" "$pk"
	# at the start both are empty, named as the SVG names them
	dom "file://$T/v.html#8.0" > "$T/dom"
	convert -q --to svg --game 8 --ply 0 "$V" | grep -o "[A-Za-z]*'s pocket[^<]*" > "$T/names"
	[ "$(wc -l < "$T/names")" -eq 2 ]
	run -0 sh -c 'grep -o "<text[^>]*>[A-Za-z]*.s pocket[^<]*" "$1" | sed "s/.*>//"' _ "$T/dom"
	assert_output "$(cat "$T/names")"
	run -1 grep -c '<use class="pocket" href="#p-[0-9]' "$T/dom"
}

@test "variations: listed in parentheses after the move they replace, with their comments and NAGs; each move opens its position" {
	browser
	P=$DATA/variations.pgn
	convert -q --to html "$P" > "$T/p.html"
	dom "file://$T/p.html" > "$T/dom"
	# the list's text, as the PGN gives it (a number again after a
	# comment or a variation)
	run -0 sh -c 'grep -o "<div id=\"moves\">.*</div><div id=\"legend\">" "$1" |
	    sed "s/<[^>]*>//g; s/&#39;/'"'"'/g; s/  */ /g; s/ *$//"' _ "$T/dom"
	assert_output "1. e4 e5 2. Nf3 (2. f4 the King's Gambit 2... exf4! (2... d5 3. exd5) 3. Nf3) 2... Nc6 the main line 3. Bb5 (3. Bc4 Bc5?!)"
	# each variation set apart, the nested one inside the first
	run -0 sh -c 'grep -o "<div id=\"moves\">.*</div><div id=\"legend\">" "$1" |
	    grep -o "<span class=\"line\">(\|)</span>" | paste -sd" "' _ "$T/dom"
	assert_output '<span class="line">( <span class="line">( )</span> )</span> <span class="line">( )</span>'
	# the positions: each line written out as a game of its own
	cat > "$T/lines.pgn" <<-'PGN'
	1. e4 e5 2. f4 d5 *

	1. e4 e5 2. f4 d5 3. exd5 *

	1. e4 e5 2. f4 d5 3. exd5 *

	1. e4 e5 2. f4 exf4 3. Nf3 *

	1. e4 e5 2. Nf3 Nc6 *

	1. e4 e5 2. Nf3 *

	1. e4 e5 2. f4 exf4 *

	1. e4 e5 2. Nf3 Nc6 3. Bb5 *
	PGN
	probe "$T/p.html" '[[1,"d5",[]],[1,"d5",["ArrowRight"]],
	    [1,"d5",["ArrowRight","ArrowRight"]],[1,"Nf3",[]],
	    [1,"Bc5?!",["ArrowLeft","ArrowLeft"]],[1,"f4",["ArrowLeft","ArrowRight"]],
	    [1,"exf4!",[]]]' > "$T/probe"
	run -0 wc -l < "$T/probe"
	assert_output 10
	for k in 1 2 3 4 5 6 7 8; do
		IFS='|' read -r hash ply fen status xy pxy pk < <(sed -n "${k}p" "$T/probe")
		assert_equal "$fen" "$(pgn-replay --emit final --games "$k" "$T/lines.pgn" 2> /dev/null)"
		n=$(pgn-replay --emit each --games "$k" "$T/lines.pgn" 2> /dev/null | wc -l)
		assert_equal "$xy" "$(svg_xy --game "$k" --ply "$n" "$T/lines.pgn")"
		assert_equal "$hash" "#1.$ply"
	done
	# back in the main line: its numbers
	IFS='|' read -r hash ply rest < <(sed -n 6p "$T/probe")
	assert_equal "$ply" 3
	IFS='|' read -r hash ply rest < <(sed -n 8p "$T/probe")
	assert_equal "$ply" 5
}
