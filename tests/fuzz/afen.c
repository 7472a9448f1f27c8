/*
** AFEN read, validate and write: afen_validate() says what afen_read()
** says; a position that reads without error writes a canonical AFEN that
** reads back to the same position and writes the same string; SAN of its
** legal moves reads back as them.  Every rule set of the Traitor family
** reads each input; one of them, picked by its length, plays its moves,
** which are many.  EN Chess reads each input too (an EN-FEN, 10 rows):
** every form of its moves reads back, and its legal moves are the
** pseudo-legal ones kept by rule 7.2 (en-chess.md) computed naively.
** Complex Allegiance reads each input as a CA-FEN (complex-allegiance.md
** 5): every form of its moves reads back, and its legal moves and what
** they make are those of a naive generator written from the spec.
*/
#include "common.h"

static void
check(const struct tc_variant *var, const char *s, size_t len, unsigned fl,
    bool moves)
{
	struct tc_pos pos, again;
	struct tc_diags d;
	struct tc_movelist ml;
	char afen[TC_AFEN_MAX], afen2[TC_AFEN_MAX], san[TC_MOVE_MAX];
	size_t rest = 0;
	int i;

	struct tc_diags v;
	int nerr, k;

	d.n = d.nerr = d.nwarn = 0;
	v.n = v.nerr = v.nwarn = 0;
	nerr = afen_read(&pos, var, s, len, fl, &d, &rest);
	REQUIRE(afen_validate(var, s, len, fl, &v) == nerr);
	REQUIRE(v.n == d.n && v.nerr == d.nerr && v.nwarn == d.nwarn);
	for (k = 0; k < d.n; k++)
		REQUIRE(v.d[k].col == d.d[k].col &&
		    strcmp(v.d[k].msg, d.d[k].msg) == 0);
	if (nerr != 0)
		return;
	REQUIRE(afen_write(&pos, afen, sizeof(afen)) < sizeof(afen));
	d.n = d.nerr = d.nwarn = 0;
	REQUIRE(afen_read(&again, var, afen, strlen(afen), 0, &d, NULL) == 0);
	afen_write(&again, afen2, sizeof(afen2));
	REQUIRE(strcmp(afen, afen2) == 0);
	REQUIRE(again.hash == pos.hash);
	/* Read with no variant, an EN-FEN by its ten rows. */
	REQUIRE((var == &tc_en) == (tc_variant_for_position(s, len) ==
	    &tc_en));
	/* A CA-FEN, by its commas. */
	REQUIRE((var == &tc_ca) == (tc_variant_for_position(s, len) ==
	    &tc_ca));
	if (!moves)
		return;
	move_legal(&pos, &ml);
	if (var == &tc_en) {
		/* Every form, and the legal moves against rule 7.2. */
		fuzz_forms_read_back(&pos, &ml);
		fuzz_en_legal(&pos, &ml);
		return;
	}
	if (var == &tc_ca) {
		/* Every form, and the legal moves against the naive ones. */
		fuzz_forms_read_back(&pos, &ml);
		fuzz_ca_legal(&pos, &ml);
		return;
	}
	/* At most 64 moves, spread over the list (announcements last). */
	for (i = 0; i < ml.n; i += ml.n / 64 + 1) {
		struct tc_diag md;
		tc_move m;

		move_write(&pos, ml.m[i], TC_SAN, san);
		REQUIRE(move_read(&pos, san, strlen(san), &m, &md) >= 0);
		REQUIRE(m == ml.m[i]);
	}
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	const char *s = (const char *)data;
	int i, n;

	check(&tc_allegiance, s, size, 0, true);
	check(&tc_chess, s, size, TC_AFEN_STRICT, true);
	check(&tc_chess, s, size, 0, true);
	check(&tc_neutral, s, size, 0, true);
	check(&tc_allegiance, s, size, TC_AFEN_EPD, true);
	check(&tc_en, s, size, 0, true);
	check(&tc_en, s, size, TC_AFEN_STRICT, false);
	check(&tc_ca, s, size, 0, true);
	check(&tc_ca, s, size, TC_AFEN_STRICT, false);
	check(&tc_ca, s, size, TC_AFEN_EPD, false);
	for (n = 0; tc_variant_siblings[n] != NULL; n++)
		;
	for (i = 0; i < 15; i++)
		check(&tc_traitor[i], s, size, 0, size % (15 + n) == (size_t)i);
	for (i = 0; i < n; i++)
		check(tc_variant_siblings[i], s, size, 0, size % (15 + n) ==
		    (size_t)(15 + i));
	return 0;
}
