#!/usr/bin/env bats
# The documentation is complete: every variant the library knows (by the
# names --list-variants prints and the synonyms of lib/variants) is in
# the man page of each game tool, every option of each tool's source is
# in its --help usage and its man page's SYNOPSIS, and the examples of
# the man pages and the README cover every variant.  FEN output follows
# turncoat(7)'s FEN OUTPUT alike in every tool.

bats_require_minimum_version 1.5.0

load helpers/setup

setup() {
	tc_setup
	TOOLS="afen-validate movegen pgn-replay convert"
}

# The text of man page $1 (a path) with the roff escapes of names undone.
page_text() {
	sed -e 's/\\-/-/g' -e 's/\\&//g' -e 's/\\(dq/"/g' "$1"
}

# Every -V name: the first two fields of --list-variants, then each
# synonym of the .aliases strings of lib/variants, one a line.
variant_names() {
	movegen --list-variants | cut -f 1,2 | tr '\t' '\n'
	sed -n 's/.*\.aliases = "\([^"]*\)".*/\1/p' "$TC_TOP"/lib/variants/*.c |
	    tr ',' '\n'
}

@test "the variant names are found: 28 rule sets, their PGN names and synonyms" {
	run -0 variant_names
	[ "${#lines[@]}" -ge 70 ] || fail "only ${#lines[@]} names"
	assert_line "complex-allegiance"
	assert_line "Neutral Subject"
	assert_line "ca"
	assert_line "fischer random"
}

@test "every -V name and synonym is in the man page of each game tool" {
	local t name text missing=()

	for t in $TOOLS; do
		text=$(page_text "$TC_TOP/man/man1/$t.1")
		while IFS= read -r name; do
			grep -qF -- "$name" <<< "$text" || missing+=("$t.1: '$name'")
		done < <(variant_names)
		# The comma rule of positions given without -V (detect.c,
		# the claims hooks) is stated in each page.
		grep -q "a comma" <<< "$text" || missing+=("$t.1: the comma rule")
	done
	assert_equal "${missing[*]}" ""
}

@test "every -V name is in turncoat(7), and every --help says how to list them" {
	local t name text missing=()

	text=$(page_text "$TC_TOP/man/man7/turncoat.7")
	while IFS= read -r name; do
		grep -qiF -- "$name" <<< "$text" || missing+=("turncoat.7: '$name'")
	done < <(movegen --list-variants | cut -f 1,2 | tr '\t' '\n')
	for t in $TOOLS traitor-commit; do
		"$t" --help | grep -q -- '--list-variants' ||
		    missing+=("$t --help: --list-variants")
	done
	assert_equal "${missing[*]}" ""
}

# The options of tool $1 as "short long" pairs from its --help option
# lines ("-" where it has none).
help_options() {
	"$1" --help | sed -n -E \
	    -e 's/^  -([A-Za-z0-9]), --([a-z0-9-]+).*/\1 \2/p' \
	    -e 's/^      --([a-z0-9-]+).*/- \1/p' \
	    -e 's/^  -([A-Za-z0-9]) .*/\1 -/p'
}

# Every option in the source of tool $1 (its getopt_long table) is in its
# --help; each option of the --help is in its usage lines and in the
# SYNOPSIS of its page, by its short or its long name.
options_in_usage_and_synopsis() {
	local tool=$1 usage syn s l o missing=() n=0

	usage=$("$tool" --help | sed -n '/^  -\|^      --/q;p')
	syn=$(page_text "$TC_TOP/man/man1/$tool.1" |
	    sed -n '/^\.Sh SYNOPSIS/,/^\.Sh /p')
	for o in $(sed -n '/struct option longopts\[\]/,/COMMON_LONGOPTS/p' \
	    "$TC_TOP/cmd/$tool.c" | sed -n 's/.*{ "\([a-z0-9-]*\)", .*/\1/p'); do
		"$tool" --help | grep -q -- "--$o\b" || missing+=("--$o (help)")
	done
	while read -r s l; do
		n=$((n + 1))
		case $l in help|version|list-variants) continue ;; esac
		if ! { [ "$l" != - ] && grep -q -- "--$l\b" <<< "$usage"; } &&
		    ! { [ "$s" != - ] && grep -q -- "-$s\b" <<< "$usage"; }; then
			missing+=("${l/#-/-$s} (usage)")
		fi
		if ! { [ "$l" != - ] && grep -q -- "Fl -$l\b" <<< "$syn"; } &&
		    ! { [ "$s" != - ] && grep -qE -- "Fl ($s|[a-z] \| $s)\b" <<< "$syn"; } &&
		    ! { [ "$l" != - ] && grep -q -- "-$l\b" <<< "$syn"; }; then
			missing+=("${l/#-/-$s} ($tool.1 SYNOPSIS)")
		fi
	done < <(help_options "$tool")
	[ "$n" -ge 10 ] || fail "$tool: only $n options in --help"
	assert_equal "${missing[*]}" ""
}

@test "every option is in the --help usage lines and the SYNOPSIS: afen-validate" {
	options_in_usage_and_synopsis afen-validate
}

@test "every option is in the --help usage lines and the SYNOPSIS: movegen" {
	options_in_usage_and_synopsis movegen
}

@test "every option is in the --help usage lines and the SYNOPSIS: pgn-replay" {
	options_in_usage_and_synopsis pgn-replay
}

@test "every option is in the --help usage lines and the SYNOPSIS: convert" {
	options_in_usage_and_synopsis convert
}

@test "every option is in the --help usage lines and the SYNOPSIS: traitor-commit" {
	options_in_usage_and_synopsis traitor-commit
}

@test "no page cites a file that is not installed (the rule documents of the checkout)" {
	run grep -nE '[a-z-]+\.md\b|\.\./shared|shared/spec' "$TC_TOP"/man/man[1-9]/*.[1-9]
	assert_output ""
}

@test "an unknown variant names --list-variants, in every tool" {
	local t

	for t in $TOOLS; do
		run -2 --separate-stderr "$t" -V complex
		assert_equal "$stderr" "$t: unknown or unsupported variant 'complex': --list-variants names them all"
	done
	run -2 --separate-stderr pgn-replay --only-variant complex /dev/null
	[[ $stderr == *"unknown or unsupported variant 'complex': --list-variants names them all"* ]] || fail "$stderr"
}

# ---- the examples in every variant -----------------------------------------

# The commands of the man pages' EXAMPLES (.Dl $ lines) and the README's
# shell blocks ("$ " lines), roff escapes undone.
all_examples() {
	local page

	for page in "$TC_TOP"/man/man[1-9]/*.[1-9]; do
		awk '/^\.Sh / { ex = ($2 == "EXAMPLES") }
		    ex && /^\.Dl \$ / { sub(/^\.Dl \$ /, ""); print }' "$page"
	done | sed -e 's/\\-/-/g' -e 's/\\&//g' -e 's/\\(dq/"/g' -e 's/\\e/\\/g'
	sed -n 's/^\$ //p' "$TC_TOP/README.md"
}

# The variant an example command plays: its -V, its Variant tag, or the
# sample file it reads; "" when it names none (standard or Allegiance).
example_variant() {
	local cmd=$1 v

	if [[ $cmd =~ -V\ ([A-Za-z0-9-]+) ]]; then
		v=${BASH_REMATCH[1]}
	elif [[ $cmd =~ Variant\ \"([^\"]+)\" ]]; then
		v=${BASH_REMATCH[1]}
	elif [[ $cmd =~ (en-game|ca-game|neutral-subject|traitor|allegiance)[a-z-]*\.(pgn|epd|sh) ]]; then
		case ${BASH_REMATCH[1]} in
		en-game) v=en ;;
		ca-game) v=complex-allegiance ;;
		*) v=${BASH_REMATCH[1]} ;;
		esac
	fi
	[ -n "${v:-}" ] || return 0
	# The -V name of a PGN name or synonym: movegen knows them all.
	movegen --list-variants | awk -F '\t' -v v="$v" \
	    'tolower($1) == tolower(v) || tolower($2) == tolower(v) { print $1 }'
	case $v in list) ;; *) movegen -V "$v" --version > /dev/null 2>&1 &&
	    ! movegen --list-variants | cut -f 1,2 | grep -qix "$v" &&
	    echo "$v" ;; esac
}

@test "every variant has an example, in a man page or the README, that runs" {
	local cmd name seen=" " missing=() v

	while IFS= read -r cmd; do
		for v in $(example_variant "$cmd" | tr ' ' '_'); do
			seen+="${v//_/ } "
		done
	done < <(all_examples)
	while IFS= read -r name; do
		[[ $seen == *" $name "* ]] || missing+=("$name")
	done < <(movegen --list-variants | cut -f 1)
	assert_equal "${missing[*]}" ""
}

@test "every example of the man pages and the README runs with status 0 or 1" {
	local cmd bad=()

	# The pages' examples run in examples/, the README's at the top.
	cd "$TC_TOP/examples"
	while IFS= read -r cmd; do
		run bash -c "$cmd" < /dev/null
		[ "$status" -le 1 ] || bad+=("status $status: \$ $cmd")
	done < <(all_examples | grep -vxFf <(sed -n 's/^\$ //p' "$TC_TOP/README.md"))
	cd "$TC_TOP"
	while IFS= read -r cmd; do
		run bash -c "$cmd" < /dev/null
		[ "$status" -le 1 ] || bad+=("status $status: \$ $cmd (README)")
	done < <(sed -n 's/^\$ //p' "$TC_TOP/README.md" |
	    grep -v '^make\|^sudo\|^git \|^cd \|install')
	printf '%s\n' "${bad[@]}"
	[ "${#bad[@]}" -eq 0 ]
}

# ---- FEN output: turncoat(7) FEN OUTPUT -------------------------------------

@test "FEN output: marks and keys refused with --to afen or --drop-marks named, or dropped by --drop-marks" {
	cd "$TC_TOP/examples"
	# Traitor: the Specific form's identities are a key.
	run -1 --separate-stderr convert --to fen traitor.pgn
	assert_output ""
	[[ $stderr == *"a position of the game has the key ids=, which FEN cannot show: use --to afen or --drop-marks"* ]] || fail "$stderr"
	run -0 --separate-stderr convert --to fen --drop-marks traitor.pgn
	[[ $output != *=* && $output != *^* ]] || fail "not plain FEN: $output"
	assert_line "rnb1kbnr/pppp1ppp/8/1N2p3/6Pq/5P2/PPPPP2P/R1BQKBNR w KQkq - 2 4"
	# Impromptu Traitor: budget= alone.
	printf '[Variant "Impromptu Traitor"]\n\n1. e4 *\n' > "$T/i.pgn"
	run -1 --separate-stderr convert --to fen "$T/i.pgn"
	[[ $stderr == *"has the key budget=, which FEN cannot show: use --to afen or --drop-marks"* ]] || fail "$stderr"
	run -0 convert -q --to fen --drop-marks "$T/i.pgn"
	assert_output "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1"
	run -1 --separate-stderr pgn-replay --emit final --format fen "$T/i.pgn"
	[[ $stderr == *"the final position has the key budget=, which FEN cannot show: use --format afen"* ]] || fail "$stderr"
	# A position line alike.
	run -1 --separate-stderr convert -V impromptu-traitor --to fen <<< 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 budget=9/9'
	assert_equal "$stderr" "convert: <stdin>:1:1: the position has the key budget=, which FEN cannot show: use --to afen or --drop-marks"
	# Three-check's check counts are a key too.
	run -1 --separate-stderr pgn-replay --emit final --format fen <<< '[Variant "Three-check"]

1. e4 d5 2. Bb5+ *'
	[[ $stderr == *"the key checks=, which FEN cannot show: use --format afen"* ]] || fail "$stderr"
	# Crazyhouse's pockets are lichess's FEN: written.
	run -0 convert -q --to fen <<< '[Variant "Crazyhouse"]

1. e4 d5 2. exd5 *'
	assert_line "rnbqkbnr/ppp1pppp/8/3P4/8/8/PPPP1PPP/RNBQKBNR[P] b KQkq - 0 2"
}

@test "FEN output: EN, Complex Allegiance and neutral pieces are refused alike, with or without --drop-marks" {
	local f o

	cd "$TC_TOP/examples"
	for f in en-game.pgn:"squares off the 8x8 board" \
	    ca-game.pgn:"more than two players" \
	    neutral-subject.pgn:"neutral pieces"; do
		for o in "" --drop-marks; do
			run -1 --separate-stderr convert --to fen $o "${f%%:*}"
			assert_output ""
			[[ $stderr == *"a position of the game has ${f#*:}, which FEN cannot show: use --to afen"$'\n'* ]] || fail "${f%%:*} $o: $stderr"
		done
		run -1 --separate-stderr pgn-replay --emit final --format fen "${f%%:*}"
		assert_output ""
		[[ $stderr == *"the final position has ${f#*:}, which FEN cannot show: use --format afen"* ]] || fail "$stderr"
		# Their own notation is written by afen.
		run -0 convert -q --to afen "${f%%:*}"
	done
	# A position line of EN Chess alike.
	run -1 --separate-stderr convert --to fen --drop-marks <<< 'a/rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR/A w KQkq - 0 1'
	assert_equal "$stderr" "convert: <stdin>:1:1: the position has squares off the 8x8 board, which FEN cannot show: use --to afen"
}
