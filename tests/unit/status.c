/*
** The end of the game (Allegiance spec section 5) as library calls:
** checkmate (challenges count as moves), stalemate, the 75- and 50-move
** rules, dead positions, repetition keys and counting.
*/
#include <stdio.h>
#include <string.h>
#include "turncoat.h"

static int fails;

static void
load(struct tc_pos *pos, const struct tc_variant *var, const char *afen)
{
	struct tc_diags d = { 0 };

	if (afen_read(pos, var, afen, strlen(afen), 0, &d, NULL) != 0) {
		printf("invalid: %s: %s\n", afen, d.d[0].msg);
		fails++;
	}
}

/*
** The ends by their words (struct tc_end): NULL while the game goes on,
** and the result each calls for.
*/
#define ONGOING		NULL, NULL
#define CHECKMATE	"checkmate", "mate"
#define STALEMATE	"stalemate", "1/2-1/2"
#define DRAW_75		"the 75-move rule", "1/2-1/2"
#define DRAW_DEAD	"a dead position", "1/2-1/2"

static void
expect_status(const struct tc_variant *var, const char *afen,
    const char *want, const char *result)
{
	struct tc_pos pos;
	struct tc_end got;
	const char *res;

	load(&pos, var, afen);
	pos_status(&pos, &got);
	/* A mate is the win of the side not to move. */
	res = result && strcmp(result, "mate") == 0 ? (pos.turn == TC_WHITE ?
	    "0-1" : "1-0") : result;
	if ((got.why == NULL) != (want == NULL) || (want && (strcmp(got.why,
	    want) != 0 || !got.result || strcmp(got.result, res) != 0))) {
		printf("%s (%s): status %s (%s), expected %s (%s)\n", afen,
		    var->name, got.why ? got.why : "none", got.result ?
		    got.result : "none", want ? want : "none", res ? res :
		    "none");
		fails++;
	}
}

/* Play the coordinate moves of `line` from `afen`; return the keys. */
static int
play(const char *afen, const char *line, uint64_t *keys, struct tc_pos *pos)
{
	char buf[16];
	int n = 0;

	load(pos, &tc_allegiance, afen);
	keys[n++] = pos_key(pos);
	while (sscanf(line, "%15s", buf) == 1) {
		struct tc_movelist ml;
		struct tc_undo u;
		char text[TC_MOVE_MAX];
		int i;

		line = strstr(line, buf) + strlen(buf);
		move_legal(pos, &ml);
		for (i = 0; i < ml.n; i++) {
			move_write(pos, ml.m[i], TC_UCI, text);
			if (strcmp(text, buf) == 0)
				break;
		}
		if (i == ml.n) {
			printf("no move %s\n", buf);
			fails++;
			return n;
		}
		pos_make(pos, ml.m[i], &u);
		keys[n++] = pos_key(pos);
	}
	return n;
}

int
main(void)
{
	static const char start[] =
	    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
	struct tc_pos pos, other;
	uint64_t keys[64];
	int n;

	tc_init();
	/* Back-rank mate in both variants. */
	expect_status(&tc_chess, "R5k1/5ppp/8/8/8/8/8/6K1 b - - 1 1",
	    CHECKMATE);
	expect_status(&tc_allegiance, "R5k1/5ppp/8/8/8/8/8/6K1 b - - 1 1",
	    CHECKMATE);
	/*
	 * The checking rook is grey and the king attacks nothing, but the
	 * f7 pawn does not attack a8 either: still mate.  With the rook on
	 * g8's neighbour f8 the king may challenge it and turn it: no mate.
	 */
	expect_status(&tc_allegiance, "R>5k1/5ppp/8/8/8/8/8/6K1 b - - 1 1",
	    CHECKMATE);
	expect_status(&tc_allegiance, "5R>k1/6pp/8/8/8/8/8/5RK1 b - - 1 1",
	    ONGOING);
	expect_status(&tc_chess, "5Rk1/6pp/8/8/8/8/8/5RK1 b - - 1 1",
	    CHECKMATE);
	/*
	 * Stalemate.  In Allegiance Chess a king that is not in check may
	 * always challenge an adjacent enemy piece, so the rook g7 that
	 * stalemates in chess gives the king a move (K>g7).
	 */
	expect_status(&tc_chess, "k7/2Q5/1K6/8/8/8/8/8 b - - 0 1",
	    STALEMATE);
	expect_status(&tc_allegiance, "k7/2Q5/1K6/8/8/8/8/8 b - - 0 1",
	    STALEMATE);
	expect_status(&tc_chess, "7k/6R1/5K2/8/8/8/8/8 b - - 0 1",
	    STALEMATE);
	expect_status(&tc_allegiance, "7k/6R1/5K2/8/8/8/8/8 b - - 0 1",
	    ONGOING);
	/* 75-move rule at 150, not at 149; a mate on the 150th ply wins. */
	expect_status(&tc_chess, "4k3/8/8/8/8/8/8/R3K3 w - - 150 100",
	    DRAW_75);
	expect_status(&tc_chess, "4k3/8/8/8/8/8/8/R3K3 w - - 149 100",
	    ONGOING);
	expect_status(&tc_chess, "R5k1/5ppp/8/8/8/8/8/6K1 b - - 150 100",
	    CHECKMATE);
	/* Dead positions. */
	expect_status(&tc_allegiance, "4k3/8/8/8/8/8/8/4K3 w - - 0 1",
	    DRAW_DEAD);
	expect_status(&tc_allegiance, "4k3/8/8/8/8/8/8/2B1K3 w - - 0 1",
	    DRAW_DEAD);
	expect_status(&tc_allegiance, "4k3/8/8/8/8/8/8/1N2K3 w - - 0 1",
	    DRAW_DEAD);
	expect_status(&tc_allegiance, "4kb2/8/8/8/8/8/8/2B1K3 w - - 0 1",
	    DRAW_DEAD);	/* c1 and f8 are both dark */
	expect_status(&tc_allegiance, "4k1b1/8/8/8/8/8/8/2B1K3 w - - 0 1",
	    ONGOING);	/* g8 is light */
	expect_status(&tc_allegiance, "4k3/8/8/8/8/8/8/1NN1K3 w - - 0 1",
	    ONGOING);
	expect_status(&tc_allegiance, "4k3/8/8/8/8/8/7P/4K3 w - - 0 1",
	    ONGOING);
	/* Fifty-move claim. */
	load(&pos, &tc_chess, "4k3/8/8/8/8/8/8/R3K3 w - - 100 80");
	if (!pos_fifty_claimable(&pos))
		printf("fifty not claimable at 100\n"), fails++;
	load(&pos, &tc_chess, "4k3/8/8/8/8/8/8/R3K3 w - - 99 80");
	if (pos_fifty_claimable(&pos))
		printf("fifty claimable at 99\n"), fails++;
	/*
	 * Repetitions: knights out and back twice returns to the start
	 * position three times (the start, after 4 and after 8 plies).
	 */
	n = play(start, "g1f3 g8f6 f3g1 f6g8 g1f3 g8f6 f3g1 f6g8", keys, &pos);
	if (pos_repetitions(keys, n, (int)pos.halfmove) != 3)
		printf("threefold: %d\n", pos_repetitions(keys, n,
		    (int)pos.halfmove)), fails++;
	n = play(start, "g1f3 g8f6 f3g1 f6g8 g1f3 g8f6 f3g1 f6g8 g1f3 g8f6 "
	    "f3g1 f6g8 g1f3 g8f6 f3g1 f6g8", keys, &pos);
	if (pos_repetitions(keys, n, (int)pos.halfmove) != 5)
		printf("fivefold: %d\n", pos_repetitions(keys, n,
		    (int)pos.halfmove)), fails++;
	/*
	 * After a pawn move only the positions since it count: the position
	 * after 3.e3 comes back once more, so it stands twice.
	 */
	n = play(start, "g1f3 g8f6 f3g1 f6g8 e2e3 g8f6 g1f3 f6g8 f3g1", keys,
	    &pos);
	if (pos_repetitions(keys, n, (int)pos.halfmove) != 2)
		printf("window: %d\n", pos_repetitions(keys, n,
		    (int)pos.halfmove)), fails++;
	/*
	 * The en passant square counts only when a capture is possible:
	 * after 1.e4 nothing can take on e3, so the key equals that of the
	 * same position written without it; after 1.e4 ... 3.e5 d5 it is
	 * capturable and the keys differ.
	 */
	load(&pos, &tc_allegiance,
	    "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1");
	load(&other, &tc_allegiance,
	    "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1");
	if (pos_key(&pos) != pos_key(&other) || pos.hash == other.hash)
		printf("e.p. key without capture\n"), fails++;
	load(&pos, &tc_allegiance,
	    "rnbqkbnr/ppp1pppp/8/3pP3/8/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 3");
	load(&other, &tc_allegiance,
	    "rnbqkbnr/ppp1pppp/8/3pP3/8/8/PPPP1PPP/RNBQKBNR w KQkq - 0 3");
	if (pos_key(&pos) == pos_key(&other))
		printf("e.p. key with capture\n"), fails++;
	/* Allegiance is part of the hash: N and N> differ. */
	load(&pos, &tc_allegiance, "4k3/8/8/8/8/8/8/1N2K3 w - - 0 1");
	load(&other, &tc_allegiance, "4k3/8/8/8/8/8/8/1N>2K3 w - - 0 1");
	if (pos.hash == other.hash)
		printf("grey not hashed\n"), fails++;
	printf("%d failures\n", fails);
	return fails != 0;
}
