/*
** Shared by the libFuzzer harnesses: an invariant that fails aborts, so
** the fuzzer reports it with the input that broke it.
*/
#ifndef TC_FUZZ_COMMON_H
#define TC_FUZZ_COMMON_H

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "turncoat.h"
#include "../unit/xstate.h"

#define REQUIRE(cond) do { \
	if (!(cond)) { \
		fprintf(stderr, "%s:%d: invariant failed: %s\n", __FILE__, \
		    __LINE__, #cond); \
		abort(); \
	} \
} while (0)

/* The sorted order of moves, for qsort. */
static int
fuzz_cmp_move(const void *a, const void *b)
{
	tc_move x = *(const tc_move *)a, y = *(const tc_move *)b;

	return x < y ? -1 : x > y;
}

/*
** Every legal move of pos, written in SAN, LAN, the coordinate form and,
** where the variant has one of its own (EN Chess's en-chess.md 10.2,
** Complex Allegiance's complex-allegiance.md 6.2) or announcements, the
** long form, reads back as that move; at most 64
** moves, spread over the list.
*/
static void
fuzz_forms_read_back(const struct tc_pos *pos, const struct tc_movelist *ml)
{
	enum tc_notation form, last = pos->var->announce ||
	    (pos->var->flags & TC_VF_LONG_HYPHEN) || pos->var == &tc_ca ?
	    TC_LONG : TC_UCI;
	int i;

	for (i = 0; i < ml->n; i += ml->n / 64 + 1)
		for (form = TC_SAN; form <= last; form++) {
			char text[TC_MOVE_MAX];
			struct tc_diag md;
			tc_move m = 0;

			move_write(pos, ml->m[i], form, text);
			REQUIRE(move_read(pos, text, strlen(text), &m, &md) ==
			    TC_READ_OK);
			REQUIRE(m == ml->m[i]);
		}
}

/*
** EN Chess (en-chess.md 7.2, 8.1, 8.2): the legal moves ml of pos are its
** pseudo-legal moves that, made on a copy, leave none of the mover's
** Kings in check or fewer than before; with none, the lost turn alone
** when some but not all of them are in check and the opponent did not
** just lose his turn.
*/
static void
fuzz_en_legal(const struct tc_pos *pos, const struct tc_movelist *ml)
{
	static tc_move pseudo[TC_MAXMOVES], legal[TC_MAXMOVES];
	int us = pos->turn, before = pos_checked(pos, us), n, k = 0, i;
	int nk = 0, sq;

	for (sq = 0; sq < pos->var->geom->nsq; sq++)
		nk += pos->board[sq] == TC_CODE(TC_KING, us);
	n = pos->eng->pseudo(pos, pseudo);
	for (i = 0; i < n; i++) {
		struct tc_pos after = *pos;
		struct tc_undo u;
		int c;

		pos_make(&after, pseudo[i], &u);
		c = pos_checked(&after, us);
		if (c == 0 || c < before)
			pseudo[k++] = pseudo[i];
	}
	if (k == 0 && before > 0 && before < nk && !xs_passes(pos))
		pseudo[k++] = TC_NULLMOVE;
	REQUIRE(k == ml->n);
	memcpy(legal, ml->m, (size_t)k * sizeof(legal[0]));
	qsort(pseudo, (size_t)k, sizeof(pseudo[0]), fuzz_cmp_move);
	qsort(legal, (size_t)k, sizeof(legal[0]), fuzz_cmp_move);
	REQUIRE(memcmp(pseudo, legal, (size_t)k * sizeof(legal[0])) == 0);
	REQUIRE(move_any_legal(pos) == (k > 0));
}

/*
** Complex Allegiance (complex-allegiance.md): the naive generator and
** make the property tests use too.
*/
#include "../unit/ca-naive.h"

/*
** The legal moves ml of the CA position pos are the naive generator's;
** each, made, gives the position the spec's make gives, hash included.
*/
static void
fuzz_ca_legal(const struct tc_pos *pos, const struct tc_movelist *ml)
{
	static tc_move naive[TC_MAXMOVES], legal[TC_MAXMOVES];
	int n = ca_naive(pos, naive), i;

	REQUIRE(n == ml->n);
	memcpy(legal, ml->m, (size_t)n * sizeof(legal[0]));
	qsort(naive, (size_t)n, sizeof(naive[0]), fuzz_cmp_move);
	qsort(legal, (size_t)n, sizeof(legal[0]), fuzz_cmp_move);
	REQUIRE(memcmp(naive, legal, (size_t)n * sizeof(legal[0])) == 0);
	REQUIRE(move_any_legal(pos) == (n > 0));
	for (i = 0; i < n; i++) {
		struct tc_pos after = *pos, want;
		struct tc_undo u;

		pos_make(&after, legal[i], &u);
		ca_naive_make(pos, legal[i], &want);
		REQUIRE(memcmp(after.board, want.board,
		    (size_t)pos->var->geom->nsq) == 0);
		REQUIRE(memcmp(after.ep, want.ep, sizeof(after.ep)) == 0);
		REQUIRE(after.castle == want.castle && after.turn == want.turn);
		REQUIRE(after.halfmove == want.halfmove &&
		    after.fullmove == want.fullmove);
		REQUIRE(xs_passes(&after) == xs_passes(&want));
		REQUIRE(after.hash == pos_hash_full(&after));
	}
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);
int LLVMFuzzerInitialize(int *argc, char ***argv);

#ifndef TC_FUZZ_DRIVER
/* Every harness is one file with this header: the library's tables. */
int
LLVMFuzzerInitialize(int *argc, char ***argv)
{
	(void)argc;
	(void)argv;
	tc_init();
	return 0;
}
#endif

#endif
