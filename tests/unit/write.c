/*
** The writers (notation.md 1.1, 1.3, 1.4 and 2): move_write in every
** form for positions that need each rule (en passant, promotion,
** castling, disambiguation, challenges, check and mate marks), and
** game_write_pgn and game_write_moves for a few short games replayed
** through the library.  Every expected string is worked out by hand in
** the comments.
*/
#include <assert.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "turncoat.h"

struct movecase {
	const struct tc_variant *var;
	const char *afen;
	const char *uci;	/* which legal move */
	const char *san, *lan, *longform;
};

static const struct movecase moves[] = {
	/* En passant is a plain capture in SAN and LAN (1.1, 1.4). */
	{ &tc_chess, "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2", "e5d6",
	  "exd6", "e5xd6", "e5xd6 e.p." },
	/*
	** The queen on a8 looks down the a-file, which the pawn has just
	** left, at the king on a1, whose a2 is the queen's and b1 and b2
	** the white king's: mate.  The knight on a8 reaches b6 and c7
	** only.
	*/
	{ &tc_chess, "8/P7/8/8/8/8/8/k1K5 w - - 0 1", "a7a8q",
	  "a8=Q#", "a7-a8=Q#", "a7a8=Q" },
	{ &tc_chess, "8/P7/8/8/8/8/8/k1K5 w - - 0 1", "a7a8n",
	  "a8=N", "a7-a8=N", "a7a8=N" },
	/* Castling is the king's move in coordinates, O-O elsewhere. */
	{ &tc_chess, "4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1", "e1g1",
	  "O-O", "O-O", "O-O" },
	{ &tc_chess, "4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1", "e1c1",
	  "O-O-O", "O-O-O", "O-O-O" },
	/* Two rooks reach d1: the file tells them apart... */
	{ &tc_chess, "4k3/8/8/8/8/8/4K3/R6R w - - 0 1", "a1d1",
	  "Rad1", "Ra1-d1", "Ra1d1" },
	/* ...and on one file, the rank. */
	{ &tc_chess, "4k3/8/8/8/8/R7/4K3/R7 w - - 0 1", "a3a2",
	  "R3a2", "Ra3-a2", "Ra3a2" },
	/*
	** Allegiance Chess: the rook challenges the grey black knight on
	** d4, which turns white (no check on a8); Ra1 checks along the
	** a-file.
	*/
	{ &tc_allegiance, "k7/8/8/8/3n>4/8/8/3RK3 w - - 0 1", "d1>d4",
	  "R>d4", "Rd1>d4", "Rd1>d4" },
	{ &tc_allegiance, "k7/8/8/8/3n>4/8/8/3RK3 w - - 0 1", "d1a1",
	  "Ra1+", "Rd1-a1+", "Rd1a1" },
	/*
	** The white queen on h1 is grey: the rook on h2 challenges it and
	** it turns black (spec 2.2).  From h1 it checks the white king on
	** a1 along rank 1, and a2 and b2 are the rook's, b1 the queen's:
	** a mate given by a conversion (spec 2.4).
	*/
	{ &tc_allegiance, "7k/8/8/8/8/8/7r/K6Q> b - - 0 1", "h2>h1",
	  "R>h1#", "Rh2>h1#", "Rh2>h1" },
};

/* The legal move of pos written `uci` in coordinates. */
static tc_move
find(const struct tc_pos *pos, const char *uci)
{
	static struct tc_movelist ml;
	char buf[TC_MOVE_MAX];
	int i;

	move_legal(pos, &ml);
	for (i = 0; i < ml.n; i++) {
		move_write(pos, ml.m[i], TC_UCI, buf);
		if (strcmp(buf, uci) == 0)
			return ml.m[i];
	}
	fprintf(stderr, "no legal move %s\n", uci);
	abort();
}

static void
expect(const char *what, const char *got, const char *want)
{
	if (strcmp(got, want) != 0) {
		fprintf(stderr, "%s:\n  want '%s'\n  got  '%s'\n", what, want,
		    got);
		abort();
	}
}

static void
check_move(const struct movecase *c)
{
	struct tc_diags d = { 0 };
	struct tc_pos pos;
	char buf[TC_MOVE_MAX];
	tc_move m;
	int n;

	assert(afen_read(&pos, c->var, c->afen, strlen(c->afen), 0, &d,
	    NULL) == 0);
	m = find(&pos, c->uci);
	n = move_write(&pos, m, TC_SAN, buf);
	expect(c->uci, buf, c->san);
	assert(n == (int)strlen(c->san));
	move_write(&pos, m, TC_LAN, buf);
	expect(c->uci, buf, c->lan);
	move_write(&pos, m, TC_LONG, buf);
	expect(c->uci, buf, c->longform);
}

/* Games: read one from a string through the lexer, as the tools do. */
struct src {
	const char *s;
	size_t len, off;
};

static size_t
src_read(void *ctx, char *buf, size_t cap)
{
	struct src *in = ctx;
	size_t n = in->len - in->off;

	if (n > cap)
		n = cap;
	memcpy(buf, in->s + in->off, n);
	in->off += n;
	return n;
}

static struct pgn_lexer lx;
static struct tc_game game;
static struct tc_record rec;

static void
replay(const char *pgn)
{
	struct src in = { pgn, strlen(pgn), 0 };
	int t, r;

	pgn_init(&lx, src_read, &in);
	game_init(&game, NULL, 1);
	game.rec = &rec;
	do {
		t = pgn_next(&lx);
		r = game_feed(&game, &lx);
	} while (r == GAME_MORE && t != PGN_EOF);
	assert(r == GAME_DONE);
	game_finish(&game, lx.tline, lx.tcol);
	assert(!game.failed && game.nerr == 0);
}

struct gamecase {
	const char *pgn;
	const char *export;	/* game_write_pgn, export format */
	const char *san, *lan, *uci, *longform;	/* game_write_moves */
};

#define ROSTER(result) "[Event \"?\"]\n[Site \"?\"]\n[Date \"????.??.??\"]\n" \
	"[Round \"?\"]\n[White \"?\"]\n[Black \"?\"]\n[Result \"" result "\"]\n"

static const struct gamecase games[] = {
	/*
	** No tags: the Seven Tag Roster is filled with "?" and the
	** unknown date, the result comes from the movetext.
	*/
	{ "1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 *",
	  ROSTER("*") "\n1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 *\n\n",
	  "e4 e5 Nf3 Nc6 Bb5 a6\n",
	  "e2-e4 e7-e5 Ng1-f3 Nb8-c6 Bf1-b5 a7-a6\n",
	  "e2e4 e7e5 g1f3 b8c6 f1b5 a7a6\n",
	  "1. e2e4 e7e5\n2. Ng1f3 Nb8c6\n3. Bf1b5 a7a6\n" },
	/*
	** Scholar's mate written without its mark, tags out of order and
	** one extra tag: the roster comes first in its order, then the
	** others as read; Qxf7 is mate, so it is written Qxf7#.
	*/
	{ "[Result \"1-0\"]\n[White \"W\"]\n[Opening \"Scholar\"]\n"
	  "[Black \"B\"]\n\n1. e4 e5 2. Bc4 Nc6 3. Qh5 Nf6 4. Qxf7 1-0\n",
	  "[Event \"?\"]\n[Site \"?\"]\n[Date \"????.??.??\"]\n[Round \"?\"]\n"
	  "[White \"W\"]\n[Black \"B\"]\n[Result \"1-0\"]\n"
	  "[Opening \"Scholar\"]\n\n"
	  "1. e4 e5 2. Bc4 Nc6 3. Qh5 Nf6 4. Qxf7# 1-0\n\n",
	  "e4 e5 Bc4 Nc6 Qh5 Nf6 Qxf7#\n",
	  "e2-e4 e7-e5 Bf1-c4 Nb8-c6 Qd1-h5 Ng8-f6 Qh5xf7#\n",
	  "e2e4 e7e5 f1c4 b8c6 d1h5 g8f6 h5f7\n",
	  "1. e2e4 e7e5\n2. Bf1c4 Nb8c6\n3. Qd1h5 Ng8f6\n4. Qh5xf7\n" },
	/*
	** Allegiance Chess, known from its '>' moves: the writer adds the
	** Variant tag.  2. e>d5 greys the pawn on d5; 3... B>d1 greys the
	** queen on d1, 4... B>d1 turns it black, and the black queen on
	** d1 mates the king on f1 (e1, e2, f2, g1 and g2 are covered or
	** taken, the queen cannot be captured).
	*/
	{ "1. e4 d5 2. e>d5 Bg4 3. Bc4 B>d1 4. Kf1 B>d1# 0-1",
	  ROSTER("0-1") "[Variant \"Allegiance\"]\n\n"
	  "1. e4 d5 2. e>d5 Bg4 3. Bc4 B>d1 4. Kf1 B>d1# 0-1\n\n",
	  "e4 d5 e>d5 Bg4 Bc4 B>d1 Kf1 B>d1#\n",
	  "e2-e4 d7-d5 e4>d5 Bc8-g4 Bf1-c4 Bg4>d1 Ke1-f1 Bg4>d1#\n",
	  "e2e4 d7d5 e4>d5 c8g4 f1c4 g4>d1 e1f1 g4>d1\n",
	  "1. e2e4 d7d5\n2. e4>d5 Bc8g4\n3. Bf1c4 Bg4>d1\n4. Ke1f1 Bg4>d1\n" },
	/*
	** A comment, a NAG and a variation are kept; the move after a
	** comment or a variation takes its number again ("1... e5").
	*/
	{ "1. e4 {best by test} e5 $1 (1... c5 2. Nf3) 2. Nf3 *",
	  ROSTER("*") "\n1. e4 {best by test} 1... e5 $1 (1... c5 2. Nf3) "
	  "2. Nf3 *\n\n",
	  "e4 e5 Nf3\n", "e2-e4 e7-e5 Ng1-f3\n", "e2e4 e7e5 g1f3\n",
	  "1. e2e4 e7e5\n2. Ng1f3\n" },
};

static void
check_game(const struct gamecase *c)
{
	static const struct tc_pgn_opts export = { TC_SAN, true, true, true,
	    80, false };
	static const enum tc_notation forms[] = { TC_SAN, TC_LAN, TC_UCI,
	    TC_LONG };
	const char *want[4];
	struct tc_buf b = { 0 };
	int i;

	want[0] = c->san;
	want[1] = c->lan;
	want[2] = c->uci;
	want[3] = c->longform;
	replay(c->pgn);
	game_write_pgn(&b, &game, &rec, &export);
	buf_add(&b, "", 1);
	expect(c->pgn, b.p, c->export);
	for (i = 0; i < 4; i++) {
		b.n = 0;
		assert(game_write_moves(&b, &game, &rec, forms[i]));
		buf_add(&b, "", 1);
		expect(c->pgn, b.p, want[i]);
	}
	assert(!b.nomem);
	buf_free(&b);
}

int
main(void)
{
	size_t i;

	tc_init();
	for (i = 0; i < sizeof(moves) / sizeof(moves[0]); i++)
		check_move(&moves[i]);
	for (i = 0; i < sizeof(games) / sizeof(games[0]); i++)
		check_game(&games[i]);
	rec_free(&rec);
	return 0;
}
