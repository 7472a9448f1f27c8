#!/usr/bin/env bats
# The layers are true in the calls (lib/core, lib/engine, lib/notation,
# lib/variants, lib/game, then cmd): nothing calls upward or reads an
# upper layer's data (but the list of variants), no circle of files, and
# no code but the variants' own names a variant.  tests/calls.sh reads the
# objects of the build that make check made (TC_BIN is its cmd/; TC_OBJ
# may name the tree); these tests run it, and show on a small made-up
# tree that it catches each kind of fault.

bats_require_minimum_version 1.5.0

load helpers/setup

setup() {
	tc_setup
	CALLS=$TC_TOP/tests/calls.sh
	OBJ=${TC_OBJ:-${TC_BIN%/cmd}}
}

# compile_tree DIR [OBJDIR]: compile each DIR/**/*.c to OBJDIR (DIR by default).
compile_tree() {
	local c o
	while IFS= read -r c; do
		o=${2:-$1}/${c#"$1"/}
		o=${o%.c}.o
		mkdir -p "${o%/*}"
		"${CC:-cc}" -std=c99 -c -o "$o" "$c" || return 1
	done < <(find "$1" -name '*.c')
}

# A small library with one fault of each kind, and fine calls besides.
faulty() {
	local d=$1
	mkdir -p "$d"/lib/core "$d"/lib/engine "$d"/lib/notation \
	    "$d"/lib/variants "$d"/lib/game "$d"/cmd
	cat > "$d"/lib/core/pos.c <<'C'
extern int san_write(int);
extern int chess_rules[];
extern const int *const tc_variants[];
int pos_make(int m) { return m + 1; }
/* upward call (a); upward data (c) that names a variant (d); the list */
int pos_text(int m) { return san_write(m) + chess_rules[0] + *tc_variants[0]; }
C
	cat > "$d"/lib/engine/gen.c <<'C'
extern int pos_make(int);
int (*gen_hook)(int) = pos_make;	/* the address of a lower function */
int gen_moves(int m) { return pos_make(m); }
C
	cat > "$d"/lib/notation/san.c <<'C'
extern int gen_moves(int);
extern int pgn_tag(int);
int san_write(int m) { return gen_moves(m) + pgn_tag(m); }
C
	cat > "$d"/lib/notation/pgn.c <<'C'
extern int san_write(int);
int pgn_tag(int m) { return m; }
int pgn_move(int m) { return san_write(m); }	/* san.c <-> pgn.c */
C
	cat > "$d"/lib/variants/chess.c <<'C'
extern int pos_make(int);
int chess_rules[4];
int chess_make(int m) { return pos_make(m); }
C
	cat > "$d"/lib/variants/list.c <<'C'
extern int chess_rules[];
const int *const tc_variants[] = { chess_rules, 0 };
C
	cat > "$d"/lib/game/game.c <<'C'
extern int chess_make(int);
extern int rec_add(int);
extern const int *const tc_variants[];
int game_feed(int m) { return chess_make(m) + *tc_variants[0] + rec_add(m); }
C
	cat > "$d"/lib/game/record.c <<'C'
extern int game_feed(int);
int rec_add(int m) { return m; }
int rec_replay(int m) { return game_feed(m); }	/* game.c <-> record.c */
C
	cat > "$d"/cmd/tool.c <<'C'
extern int game_feed(int);
extern int chess_rules[];
int main(void) { return game_feed(0) + chess_rules[1]; }
C
}

@test "the library's calls follow its layers: no upward call or data, no circle of files, no variant named outside lib/variants" {
	run --separate-stderr "$CALLS" -O "$OBJ"
	assert_equal "$stderr" ""
	assert_output ""
	assert_equal "$status" 0
}

@test "the graph of the layer folders counts the references between them" {
	run -0 --separate-stderr "$CALLS" -O "$OBJ" --graph
	assert_line --regexp '^lib/engine -> lib/core: [0-9]+$'
	assert_line --regexp '^lib/variants -> lib/core: [0-9]+$'
	assert_line --regexp '^cmd -> lib/notation: [0-9]+$'
	local l re='^(lib/[a-z]+|cmd) -> (lib/[a-z]+|cmd): [0-9]+( upward)?$'
	for l in "${lines[@]}"; do
		[[ $l =~ $re ]] || fail "not a line of the graph: $l"
		[ "${l%% *}" != "$(cut -d ' ' -f 3 <<< "${l%:*}")" ] ||
		    fail "a folder's calls to itself: $l"
	done
	assert_equal "$stderr" ""
}

@test "an upward call, upward data, a variant named, a circle: each is reported with its files and symbol" {
	faulty "$T/src"
	compile_tree "$T/src"
	run -1 --separate-stderr "$CALLS" -C "$T/src"
	assert_output "calls.sh: cmd/tool.c -> lib/variants/chess.c: chess_rules (d: names a variant)
calls.sh: lib/core/pos.c -> lib/notation/san.c: san_write (a: upward call)
calls.sh: lib/core/pos.c -> lib/variants/chess.c: chess_rules (c: upward data; d: names a variant)
calls.sh: lib/game/game.c -> lib/variants/chess.c: chess_make (d: names a variant)
calls.sh: circle 1 of 5 files: lib/core/pos.c lib/engine/gen.c lib/notation/pgn.c lib/notation/san.c lib/variants/chess.c (b)
calls.sh: lib/core/pos.c -> lib/notation/san.c: san_write (b: circle 1, upward)
calls.sh: lib/core/pos.c -> lib/variants/chess.c: chess_rules (b: circle 1, upward)
calls.sh: lib/engine/gen.c -> lib/core/pos.c: pos_make (b: circle 1)
calls.sh: lib/notation/pgn.c -> lib/notation/san.c: san_write (b: circle 1)
calls.sh: lib/notation/san.c -> lib/engine/gen.c: gen_moves (b: circle 1)
calls.sh: lib/notation/san.c -> lib/notation/pgn.c: pgn_tag (b: circle 1)
calls.sh: lib/variants/chess.c -> lib/core/pos.c: pos_make (b: circle 1)
calls.sh: circle 2 of 2 files: lib/game/game.c lib/game/record.c (b)
calls.sh: lib/game/game.c -> lib/game/record.c: rec_add (b: circle 2)
calls.sh: lib/game/record.c -> lib/game/game.c: game_feed (b: circle 2)"
	assert_equal "$stderr" ""
	run -0 "$CALLS" -C "$T/src" -n
	assert_output "lib/core -> lib/notation: 1 upward
lib/core -> lib/variants: 2 upward
lib/engine -> lib/core: 1
lib/notation -> lib/engine: 1
lib/variants -> lib/core: 1
lib/game -> lib/variants: 2
cmd -> lib/variants: 1
cmd -> lib/game: 1"
}

@test "once the faults are cut the made-up tree passes; the list of variants may be read from below" {
	faulty "$T/src"
	cat > "$T/src/lib/core/pos.c" <<'C'
extern const int *const tc_variants[];
int pos_make(int m) { return m + *tc_variants[0]; }
C
	sed -i '/san_write/d' "$T/src/lib/notation/pgn.c"
	sed -i '/game_feed/d' "$T/src/lib/game/record.c"
	sed -i 's/chess_make(m)/m/' "$T/src/lib/game/game.c"
	sed -i 's/ + chess_rules\[1\]//' "$T/src/cmd/tool.c"
	compile_tree "$T/src"
	run -0 --separate-stderr "$CALLS" -C "$T/src"
	assert_output ""
	assert_equal "$stderr" ""
}

@test "the objects may be in a tree of their own (make O=DIR/); missing or stale objects and files outside the layers are errors" {
	faulty "$T/src"
	run -2 --separate-stderr "$CALLS" -C "$T/src"
	assert_output ""
	assert_equal "$(grep -c '^calls.sh: no object .* (run make)$' <<< "$stderr")" 9
	grep -Fx "calls.sh: no object $T/src/cmd/tool.o for cmd/tool.c (run make)" <<< "$stderr"
	compile_tree "$T/src" "$T/obj"
	run -1 "$CALLS" -C "$T/src" -O "$T/obj"
	assert_line "calls.sh: lib/core/pos.c -> lib/notation/san.c: san_write (a: upward call)"
	run -1 env TC_OBJ="$T/obj" "$CALLS" -C "$T/src"
	assert_line "calls.sh: lib/core/pos.c -> lib/notation/san.c: san_write (a: upward call)"
	cd "$T"
	run -1 "$CALLS" -C src -O obj
	assert_line "calls.sh: lib/core/pos.c -> lib/notation/san.c: san_write (a: upward call)"
	touch -d 2000-01-01 "$T/obj/lib/engine/gen.o"
	run -2 --separate-stderr "$CALLS" -C "$T/src" -O "$T/obj"
	assert_equal "$stderr" "calls.sh: $T/obj/lib/engine/gen.o is older than lib/engine/gen.c (run make)"
	compile_tree "$T/src" "$T/obj"
	mkdir "$T/src/lib/misc"
	printf 'int misc;\n' > "$T/src/lib/misc/m.c"
	compile_tree "$T/src" "$T/obj"
	run -2 --separate-stderr "$CALLS" -C "$T/src" -O "$T/obj"
	assert_equal "$stderr" "calls.sh: lib/misc/m.c is in no layer (LAYERS in $CALLS)"
	run -2 --separate-stderr "$CALLS" -C "$T/none"
	assert_equal "$stderr" "calls.sh: cannot enter $T/none"
	run -2 --separate-stderr "$CALLS" -C "$T/obj/lib/core"
	assert_equal "$stderr" "calls.sh: no .c file under $T/obj/lib/core/lib or $T/obj/lib/core/cmd"
}
