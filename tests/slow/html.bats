#!/usr/bin/env bats
# convert --to html at scale, and a screenshot of each variant.
#
# The size rule (convert(1)): a page of N games takes about 10 kB per game
# of 87 plies with comments and clocks; games-annotated-2k.pgn (2,000
# games, 174,631 plies) must give a page under 20 MB that opens in
# Chromium within 2 s: from the start of the navigation to the first
# position drawn (performance.now() when the page's script has run, read
# by a test-only line appended to a copy of the page).
#
# The screenshots (TC_SCREENSHOTS, the test's directory by default) are
# for a reader to compare: for each game of tests/data/html/variants.pgn
# the page at its middle ply (NAME-page.png) and the SVG diagram of the
# same ply (NAME-svg.png); html.bats checks the pieces' places in both.

bats_require_minimum_version 1.5.0

load ../helpers/setup

setup() {
	tc_setup html shared
	command -v chromium > /dev/null ||
	    skip "chromium is missing: run tests/setup-debian (browser tests)"
}

@test "games-annotated-2k.pgn: a page under 20 MB that opens within 2 s" {
	convert -q --to html "$SHARED/games-annotated-2k.pgn" > "$T/2k.html"
	size=$(wc -c < "$T/2k.html")
	echo "# page: $size bytes" >&3
	[ "$size" -lt 20000000 ]
	cp "$T/2k.html" "$T/2kt.html"
	echo '<script>document.body.setAttribute("data-ready", Math.round(performance.now()));</script>' >> "$T/2kt.html"
	best=100000
	for i in 1 2 3; do
		ms=$(chromium --headless --no-sandbox --disable-gpu --dump-dom \
		    "file://$T/2kt.html#1999.30" 2> /dev/null |
		    grep -o 'data-ready="[0-9]*"' | grep -o '[0-9]*')
		echo "# opened in $ms ms" >&3
		[ "$ms" -lt "$best" ] && best=$ms
	done
	[ "$best" -lt 2000 ]
}

@test "a screenshot of each variant's page, and of the SVG diagram of the same ply" {
	dir=${TC_SCREENSHOTS:-$T}
	mkdir -p "$dir"
	V=$DATA/variants.pgn
	convert -q --to html "$V" > "$dir/variants.html"
	for g in $(seq 1 14); do
		name=$(convert -q --to pgn --games "$g" "$V" |
		    sed -n 's/^\[Variant "\(.*\)"\]$/\1/p' | tr ' A-Z' '-a-z')
		n=$(pgn-replay --emit each --games "$g" "$V" 2> /dev/null | wc -l)
		p=$(((n + 1) / 2))
		chromium --headless --no-sandbox --disable-gpu \
		    --window-size=1100,900 \
		    --screenshot="$dir/$g-$name-page.png" \
		    "file://$dir/variants.html#$g.$p" > /dev/null 2>&1
		convert -q --to svg --game "$g" --ply "$p" "$V" > "$dir/$g-$name.svg"
		chromium --headless --no-sandbox --disable-gpu \
		    --window-size=600,700 --screenshot="$dir/$g-$name-svg.png" \
		    "file://$dir/$g-$name.svg" > /dev/null 2>&1
		[ "$(wc -c < "$dir/$g-$name-page.png")" -gt 10000 ]
		[ "$(wc -c < "$dir/$g-$name-svg.png")" -gt 5000 ]
	done
}
