#!/usr/bin/env bats
# The Traitor family's perft suite, tests/perft/traitor.epd
# (../shared/spec/traitor.md): the start of all fifteen rule sets and
# their options, in the public and the arbiter view, and hand-made
# positions with traitors, double agents, mercenaries, ko, undo, budgets,
# e.p. by pawns of the other colour, promotions of announced pawns,
# castling through attacks, identities.  The counts are those of
# tests/ref/traitor_ref.py, a reference generator written from the spec
# alone (tests/ref/traitor-cases.txt lists the cases it counted).
#
# Each line names its rule set in a ;variant opcode, which movegen does
# not read; the lines are grouped by it and each group is checked with
# movegen -V <rule set> to its deepest ;Dn.  In all about 2 s.

bats_require_minimum_version 1.5.0

load helpers/setup

setup() {
	tc_setup
	tc_load perft
	EPD=$TC_TOP/tests/perft/traitor.epd
}

# The rule sets named by the ;variant opcodes of traitor.epd, one a line.
rule_sets() {
	sed -n 's/.* ;variant "\([^"]*\)".*/\1/p' "$EPD" | sort -u
}

# check_family REGEX: perft_check_all every group of lines whose rule set
# matches REGEX (anchored), with movegen -V <rule set>.
check_family() {
	local v rc=0 n=0 part=$BATS_TEST_TMPDIR/part.epd
	while IFS= read -r v; do
		[[ $v =~ ^($1)$ ]] || continue
		grep -F " ;variant \"$v\"" "$EPD" > "$part"
		n=$((n + 1))
		PERFT_VARIANT=$v perft_check_all "$part" ||
		    { echo "(rule set $v)"; rc=1; }
	done < <(rule_sets)
	[ "$n" -gt 0 ] || { echo "no rule set matches $1"; return 1; }
	return "$rc"
}

# The ;D1 counts of the lines whose ;id is ID, space-separated, in order.
d1_of() {
	grep -F ";id \"$1\"" "$EPD" | sed -n 's/.*;D1 \([0-9]*\) .*/\1/p' |
	    tr '\n' ' ' | sed 's/ $//'
}

@test "traitor.epd: every line has counts, a rule set and an id; all fifteen rule sets and both options" {
	run -1 grep -v ' ;D1 [0-9]* .*;variant "[^"]*" ;id "[^"]*"$' "$EPD"
	assert_output ''
	run -0 rule_sets
	for form in '' simplified- impromptu-; do
		for family in traitor defector double-agent \
		    defector-double-agent mercenary; do
			assert_line "$form$family"
		done
	done
	assert_line 'traitor,own-traitor-check=off'
	assert_line 'simplified-defector,no-undo=off'
	assert_line 'impromptu-defector-double-agent,no-undo=off'
}

@test "traitor.epd holds the spec's figures: 8.3 (340, 340, 314, 314, 330), 8.2 (11, 17), 8.1 (76)" {
	local start='rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 budget=9/9'
	for f in traitor:340 double-agent:340 defector:314 \
	    defector-double-agent:314 mercenary:330; do
		run -0 grep -F "$start ;D1 ${f#*:} " "$EPD"
		assert_output --partial ";variant \"impromptu-${f%%:*}\""
	done
	run -0 d1_of "spec 8.2 own traitor checks"
	assert_output 11
	run -0 d1_of "spec 8.2 own traitor ignored"
	assert_output 17
	run -0 d1_of "spec 8.1: ply 17, White's view (76 turns)"
	assert_output 76
}

@test "traitor.epd: Traitor, its forms and own-traitor-check=off" {
	check_family '(simplified-|impromptu-)?traitor(,.*)?'
}

@test "traitor.epd: Defector, its forms and no-undo=off" {
	check_family '(simplified-|impromptu-)?defector(,.*)?'
}

@test "traitor.epd: Double Agent and its forms" {
	check_family '(simplified-|impromptu-)?double-agent'
}

@test "traitor.epd: Defector-Double Agent, its forms and no-undo=off" {
	check_family '(simplified-|impromptu-)?defector-double-agent(,.*)?'
}

@test "traitor.epd: Mercenary and its forms" {
	check_family '(simplified-|impromptu-)?mercenary'
}

# The ;variant opcode matters: the same lines under another rule set fail.
@test "traitor.epd: the lines of Traitor counted as Defector are reported" {
	grep -F ' ;variant "impromptu-traitor"' "$EPD" > "$T/t.epd"
	run -1 --separate-stderr movegen -V impromptu-defector --perft 1 -i "$T/t.epd"
	[[ $stderr == *"perft 1 is 314, expected 340 (;D1)"* ]] ||
	    fail "unexpected diagnostics: $stderr"
}
