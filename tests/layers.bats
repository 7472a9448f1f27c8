#!/usr/bin/env bats
# The layers: generic code (lib/core, lib/engine, lib/notation, lib/game,
# cmd, lib/turncoat.h, lib/internal.h) names no variant's state.  A variant keeps its state in the
# position's area pos->x and reads it through a struct of its own;
# generic code asks the variant's hooks (xinit, xhash, set_view, barred
# ...).  tests/layers.sh finds the names in lib/variants and looks for
# them; these tests run it, and show that it would catch a line that
# names one.

bats_require_minimum_version 1.5.0

load helpers/setup

setup() {
	tc_setup
	LAYERS=$TC_TOP/tests/layers.sh
}

@test "generic code names no variant's state, struct or accessor, nor includes a variant's header" {
	run -0 --separate-stderr "$LAYERS"
	assert_output ""
	assert_equal "$stderr" ""
}

@test "the names come from the variants: each one's state struct, its accessors and fields" {
	run -0 "$LAYERS" -n
	for s in ns_state tr_state en_state ca_state; do
		assert_line "structs: $s"
	done
	for a in NS_X NS_CX TR_X TR_CX EN_X EN_CX CA_X CA_CX; do
		assert_line "accessors: $a"
	done
	for f in bar ko_from ko_to undo budget spent hidden targets \
	    announced passes kingless; do
		assert_line "fields: $f"
	done
	assert_line "headers: traitor.h"
}

@test "a line that names a variant's state is reported with its file and line; other fields of the same name are not" {
	mkdir "$T/generic"
	cat > "$T/generic/a.c" <<'C'
static void
f(struct tc_pos *pos, struct gen *g)
{
	g->targets = 0;
	pos->x.bar = TC_NOSQ;
	if (TR_CX(pos)->undo == 3)
		return;
	struct tc_extra e;
	other.x.passes = 0;
}
C
	printf '#include "variants/ca.h"\n' > "$T/generic/b.h"
	run -1 --separate-stderr "$LAYERS" "$T/generic"
	assert_output "$T/generic/a.c:5:	pos->x.bar = TC_NOSQ;
$T/generic/a.c:6:	if (TR_CX(pos)->undo == 3)
$T/generic/a.c:8:	struct tc_extra e;
$T/generic/a.c:9:	other.x.passes = 0;
$T/generic/b.h:1:#include \"variants/ca.h\""
	assert_equal "$stderr" "layers.sh: generic code names a variant's state (above)"
}

@test "a new variant's state is checked without editing the script; none found is an error" {
	mkdir "$T/variants" "$T/generic"
	cat > "$T/variants/foo.h" <<'C'
struct TC_MAY_ALIAS foo_state {
	uint8_t alpha, beta[2];	/* two fields,
				** and a comment over lines: not a field */
	uint64_t gamma;
};
#define FOO_X(p)	((struct foo_state *)(p)->x.b)
C
	run -0 env TC_VARIANTS="$T/variants" "$LAYERS" -n
	assert_output "structs: foo_state
accessors: FOO_X
fields: alpha
fields: beta
fields: gamma
headers: foo.h"
	printf 'x = pos->x.beta[1] + FOO_X(pos)->gamma;\nn = g->alpha;\n' \
	    > "$T/generic/c.c"
	run -1 env TC_VARIANTS="$T/variants" "$LAYERS" "$T/generic"
	assert_line "$T/generic/c.c:1:x = pos->x.beta[1] + FOO_X(pos)->gamma;"
	refute_line --partial "c.c:2:"
	rm "$T/variants/foo.h"
	touch "$T/variants/bar.c"
	run -2 --separate-stderr env TC_VARIANTS="$T/variants" "$LAYERS"
	assert_equal "$stderr" "layers.sh: no state struct found in $T/variants"
}
