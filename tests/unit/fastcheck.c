/*
** The fast validator of the 8x8 notation (lib/notation/fen8check.c)
** against the reader it stands in for, on positions from seeded random
** games of standard chess, Allegiance Chess, Neutral Subject Chess and
** every rule set of the Traitor family (their marks and keys included),
** and on mutations of them:
**   - fen8_validate() (through afen_validate() where the variant names
**     it) gives exactly the diagnostics and result of afen_read(), for
**     the flags 0, strict, syntax-only, EPD and EPD strict;
**   - fen8_clean() says "clean" only for a string afen_read() says
**     nothing about (a mutation must not slip through the fast path);
**   - every canonical string afen_read() says nothing about is clean
**     (the fast path is taken for the lines it is there for), in the
**     variants that take it: not those with men of their own (Antichess,
**     Horde) or a validator of their own (Chess960).
** Mutations replace, insert or delete a byte drawn from the bytes the
** notation uses, blanks and a few it does not, or swap two fields.
*/
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "internal.h"

#define RANDOM_SEED 0x9e3779b97f4a7c15ull
#include "random.h"

static const char *const starts[] = {
	"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
	"r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
	"8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
	"r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
	"4k3/8/8/3p>4/8/8/8/4K3 b - - 0 7",
};

static const char alphabet[] = "KQRBNPkqrbnp0123456789/ -wbKQkqaeh36>^*"
    "\t\r";
/* For the variants with keys: their marks, '=' and the keys' letters too. */
static const char key_alphabet[] = "KQRBNPkqrbnp0123456789/ -wbKQkqaeh36>^*"
    "&%=@,?+cdgilrsotu\t\r";

static long checked, clean, mutations;

static bool
same_diags(const struct tc_diags *a, const struct tc_diags *b)
{
	int i;

	if (a->n != b->n || a->nerr != b->nerr || a->nwarn != b->nwarn)
		return false;
	for (i = 0; i < a->n; i++)
		if (a->d[i].col != b->d[i].col || a->d[i].warning !=
		    b->d[i].warning || strcmp(a->d[i].msg, b->d[i].msg) != 0)
			return false;
	return true;
}

/* Compare validator and reader on s; true if the reader found nothing. */
static bool
compare(const struct tc_variant *var, const char *s, size_t len)
{
	static const unsigned flags[] = { 0, TC_AFEN_STRICT, TC_AFEN_SYNTAX,
	    TC_AFEN_EPD, TC_AFEN_EPD | TC_AFEN_STRICT };
	bool silent = false;
	size_t f;

	for (f = 0; f < sizeof(flags) / sizeof(flags[0]); f++) {
		struct tc_diags a = { 0 }, b = { 0 };
		struct tc_pos pos;
		int ra, rb;

		/* The Traitor family's table leaves validating to the reader. */
		ra = var->validate ? afen_validate(var, s, len, flags[f], &a) :
		    fen8_validate(var, s, len, flags[f], &a);
		rb = afen_read(&pos, var, s, len, flags[f], &b, NULL);
		checked++;
		if (ra != rb || !same_diags(&a, &b)) {
			if (fails++ < 20)
				printf("%s flags %u: validate %d (%d diags), "
				    "read %d (%d diags): '%.*s'\n", var->name,
				    flags[f], ra, a.n, rb, b.n, (int)len, s);
		}
		/* A variant with a validator of its own never asks it. */
		if ((var->validate == NULL || var->validate == fen8_validate) &&
		    fen8_clean(var, s, len, flags[f])) {
			clean++;
			if (b.n != 0 && fails++ < 20)
				printf("%s flags %u: clean, but the reader "
				    "says '%s': '%.*s'\n", var->name, flags[f],
				    b.d[0].msg, (int)len, s);
		}
		if (flags[f] == 0)
			silent = b.n == 0;
	}
	return silent;
}

/* A mutation of fen by bytes of abc (n of them), compared. */
static void
mutate(const struct tc_variant *var, const char *fen, const char *abc,
    size_t n)
{
	char s[TC_AFEN_MAX + 8];
	size_t len = strlen(fen), at = next() % (len + 1);
	char c = abc[next() % n];

	memcpy(s, fen, len + 1);
	switch (next() % 4) {
	case 0:
		if (at < len)
			s[at] = c;
		break;
	case 1:
		memmove(s + at + 1, s + at, len - at + 1);
		s[at] = c;
		len++;
		break;
	case 2:
		if (at < len) {
			memmove(s + at, s + at + 1, len - at);
			len--;
		}
		break;
	default:
		/* Two mutations at once: the second may undo the first. */
		if (at < len)
			s[at] = c;
		at = next() % len;
		s[at] = abc[next() % n];
		break;
	}
	mutations++;
	compare(var, s, len);
}

static void
play(const struct tc_variant *var, const char *start, int games, int plies)
{
	struct tc_diags d = { 0 };
	struct tc_pos pos;
	struct tc_movelist ml;
	char fen[TC_AFEN_MAX];
	int g, p, k;

	for (g = 0; g < games; g++) {
		if (afen_read(&pos, var, start, strlen(start), 0, &d, NULL) !=
		    0)
			continue;
		for (p = 0; p < plies; p++) {
			struct tc_undo u;
			size_t len = afen_write(&pos, fen, sizeof(fen));

			positions++;
			/* Other men than chess's go to the reader. */
			if (compare(var, fen, len) && var->men == NULL &&
			    (var->validate == NULL ||
			    var->validate == fen8_validate) &&
			    !fen8_clean(var, fen, len, 0))
				fail(&pos, "a silent canonical string is not "
				    "clean");
			for (k = 0; k < 6; k++)
				if (*var->keys || var->check)
					mutate(var, fen, key_alphabet,
					    sizeof(key_alphabet) - 1);
				else
					mutate(var, fen, alphabet,
					    sizeof(alphabet) - 1);
			move_legal(&pos, &ml);
			if (ml.n == 0)
				break;
			pos_make(&pos, ml.m[next() % (uint64_t)ml.n], &u);
		}
	}
}

/*
** Lines for the variants with rules of their own (Neutral Subject Chess,
** the Traitor family, Three-check chess), each with a single reason for
** the reader to speak, or none; each is compared in every such variant.
*/
static const char *const own_odd[] = {
	"R*N*B*qkB*N*R*/8/8/P*P*P*P*P*P*P*P*/P*P*P*P*P*P*P*P*/8/8/"
	    "R*N*B*QKB*N*R* w KQkq - 0 1",
	"R*N*B*qkB*N*R*/8/8/P*P*P*P*P*P*P*P*/P*P*P*P*P*P*P*P*/8/8/"
	    "R*N*B*QKB*N*R* w KQkq - 0 1 bar=a4",
	"R*N*B*qkB*N*R*/8/8/P*P*P*P*P*P*P*P*/P*P*P*P*P*P*P*P*/8/8/"
	    "R*N*B*QKB*N*R* w KQkq - 0 1 bar=e1",
	"R*N*B*qkB*N*R*/8/8/P*P*P*P*P*P*P*P*/P*P*P*P*P*P*P*P*/8/8/"
	    "R*N*B*QKB*N*R* w KQkq - 0 1 bar=a4 bar=a4",
	"R*N*B*qkB*N*R*/8/8/P*P*P*P*P*P*P*P*/P*P*P*P*P*P*P*P*/8/8/"
	    "R*N*B*QKB*N*R* w KQkq - 0 1 ids=a4",
	"R*N*B*qkB*N*R*/8/8/P*P*P*P*P*P*P*P*/P*P*P*P*P*P*P*P*/8/8/"
	    "R*N*B*QKB*N*R* w KQkq - 0 1  bar=a4",
	"k7/8/8/8/8/8/8/K6r* w - - 0 1",
	"k7/8/8/8/8/8/8/K5K*1 w - - 0 1",
	"k7/8/8/8/8/8/P*7/K7 w - - 0 1",
	"k7/8/8/8/8/8/8/K5N*1 w - - 0 1",
	"k7/8/8/8/8/3n4/8/K3N*3 w - - 0 1",
	"k7/8/8/8/3pP3/8/8/K7 b - e3 0 1",
	"r*3k3/8/8/8/8/8/8/R*3K2R* w KQ - 0 1",
	"R*3k3/8/8/8/8/8/8/R*3K2R* w KQq - 0 1",
	"k7/8/8/8/8/8/8/K6R^ w - - 0 1",
	"k7/8/8/8/8/8/8/K6R*> w - - 0 1",
	"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
	"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBN^R w KQkq - 0 1",
	"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR& w KQkq - 0 1",
	"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR% w KQkq - 0 1",
	"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQK^BNR w KQkq - 0 1",
	"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 "
	    "budget=9/9",
	"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 "
	    "budget=9/10",
	"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 "
	    "ids=g1@f3",
	"rnbqkbnr/pppppppp/8/8/8/5N2/PPPPPPPP/RNBQKB1R w KQkq - 0 1 "
	    "ids=g1@f3",
	"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 "
	    "targets=?/?",
	"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 "
	    "targets=a7/a2",
	"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 "
	    "targets=Q/Q",
	"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 "
	    "ko=e2e4",
	"rnbqkbnr/pppp&ppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 "
	    "ko=e7e5",
	"rnbqkbnr/pppp%ppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 "
	    "ko=e7e6",
	"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 "
	    "undo=e7",
	"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 "
	    "undo=e2",
	"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 "
	    "bar=e2",
	"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 "
	    "budget=9/9 budget=9/9",
	"k7/8/8/8/3P^4/8/8/K7 w - d3 0 1",
	"k7/8/8/8/3P4/8/8/K7 w - d3 0 1",
	"k7/8/8/3p^4/8/8/8/K7 w - d6 0 1",
	"k7/8/8/8/8/8/8/K6r^ w - - 0 1",
	"k7/8/8/8/8/8/8/K6r% w - - 0 1",
	"k7/8/8/8/8/8/8/K6R^ b - - 0 1",
	"k7/8/8/8/8/8/8/K6R% b - - 0 1",
	"qqqqqqqq/qqqqqqqq/qqqqkqqq/qqqqqqqq/8/8/8/K7 w - - 0 1",
	"k7/8/8/8/8/8/8/K6R* w - - 0 1",
	"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 "
	    "checks=1+0",
	"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 "
	    "checks=3+0",
	"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR b KQkq - 0 1 "
	    "checks=3+0",
	"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR b KQkq - 0 1 "
	    "checks=3+3",
	"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 "
	    "checks=4+0",
	"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 "
	    "checks=+1+0",
	"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 +1+0",
	"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 3+3 0 1",
	"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 "
	    "checks=1+0 checks-left=2+3",
	"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 "
	    "checks=1+0 checks-left=3+3",
};

/*
** A variant of the 8x8 notation with rules of its own (all but standard
** chess and Allegiance Chess): the lines of own_odd, then positions of
** games from its start and from those of standard chess, and mutations.
*/
static void
own_rules(const struct tc_variant *var)
{
	size_t i;

	if (var->read != fen8_read || !var->geom->bitboard ||
	    var == &tc_chess || var == &tc_allegiance)
		return;
	for (i = 0; i < sizeof(own_odd) / sizeof(own_odd[0]); i++)
		compare(var, own_odd[i], strlen(own_odd[i]));
	play(var, var->start, 6, 80);
	for (i = 0; i < 4; i++)
		play(var, starts[i], 2, 50);
}

int
main(void)
{
	static const char *const odd[] = {
		/* Each a single reason for the reader to speak. */
		"8/8/8/8/8/8/8/K6k w - - 0 0",
		"8/8/8/8/8/8/8/K6k w - - 3 2",
		"8/8/8/8/8/8/8/K6k b - - 3 2",
		"8/8/8/8/8/8/8/K6k w K - 0 1",
		"8/8/8/8/8/8/8/K>6k w - - 0 1",
		"8/8/8/8/8/8/8/K5kk w - - 0 1",
		"8/8/8/8/8/8/8/K6P w - - 0 1",
		"k7/8/8/8/8/8/8/K5q1 b - - 0 1",
		"k7/8/8/8/8/8/8/K5q1 w - - 0 1",
		"k7/8/8/8/3pP3/8/8/K7 w - d6 0 1",
		"k7/8/8/8/3pP3/8/8/K7 b - d6 0 1",
		"k7/8/8/3pP3/8/8/8/K7 w - d6 0 1",
		"k7/8/8/3pP3/8/8/8/K7 w - e6 0 1",
		"k7/3n4/8/3pP3/8/8/8/K7 w - d6 0 1",
		"k7/8/8/8/8/8/3p4/K7 w - d3 0 1",
		"k7/3P4/8/8/8/8/8/K7 b - d6 0 1",
		"k7/pppppppp/p7/8/8/8/8/K7 w - - 0 1",
		"kqqqqqqq/qqqqqqqq/8/8/8/8/8/K7 w - - 0 1",
		"knnnnnnn/nnn5/pppppppp/8/8/8/8/7K w - - 0 1",
		"knnnnnnn/nn6/pppppppp/8/8/8/8/7K w - - 0 1",
		"knnnnnnn/nnnnnnnn/nnnnnnnn/nnnnnnnn/8/8/8/7K w - - 0 1",
		"8/8/8/8/8/8/8/K6k w - - 2147483647 2147483647",
		"8/8/8/8/8/8/8/K6k w - - 2147483647 2147483648",
		"8/8/8/8/8/8/8/K6k w - - 0 1 extra",
		"8/8/8/8/8/8/8/K6k  w - - 0 1",
		" 8/8/8/8/8/8/8/K6k w - - 0 1 \r",
		"8/8/8/8/8/8/8/K6k w - -",
		"8/8/8/8/8/8/8/8/K6k w - - 0 1",
		"8/8/8/8/8/8/8K6k w - - 0 1",
		"8/8/8/8/8/8//K6k w - - 0 1",
		"8/8/8/8/8/8/8/K33k w - - 0 1",
		"8/8/8/8/8/8/8/K06k w - - 0 1",
		"8/8/8/8/8/8/8/>K6k w - - 0 1",
		"8/8/8/8/8/8/8/K6k w KQkq - 0 1",
		"r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1",
		"r3k2r/8/8/8/8/8/8/R3K2R w qkQK - 0 1",
		"r3k2r/8/8/8/8/8/8/R3K2R w KK - 0 1",
		"8/8/8/8/8/8/8/K6k w - - 0 1",
	};
	size_t i, j;
	int v;
	const struct tc_variant *vars[] = { &tc_chess, &tc_allegiance };

	tc_init();
	for (i = 0; i < sizeof(odd) / sizeof(odd[0]); i++)
		for (j = 0; j < 2; j++)
			compare(vars[j], odd[i], strlen(odd[i]));
	for (i = 0; i < sizeof(starts) / sizeof(starts[0]); i++) {
		play(&tc_chess, starts[i], 12, 80);
		play(&tc_allegiance, starts[i], 12, 80);
	}
	for (v = 0; tc_variants[v] != NULL; v++)
		own_rules(tc_variants[v]);
	for (v = 0; tc_variant_siblings[v] != NULL; v++)
		own_rules(tc_variant_siblings[v]);
	printf("fastcheck: %d positions, %ld mutations, %ld comparisons, "
	    "%ld clean\n", positions, mutations, checked, clean);
	if (fails)
		printf("%d failures\n", fails);
	return fails != 0;
}
