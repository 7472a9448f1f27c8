/*
** The library calls the tools are built on: driving games from a PGN
** stream (game_next), finding where a stream may be cut between games
** (pgn_cut) and replaying the parts with the lexer's at_cut, the FEN,
** EPD and JSON writers, and telling input forms apart (tc_detect).
*/
#include <assert.h>
#include <stdio.h>
#include <string.h>
#include "turncoat.h"

#define START "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"

struct mem {
	const char *p;
	size_t len, pos, step;	/* step: bytes per read, to split tokens */
};

static size_t
read_mem(void *ctx, char *buf, size_t cap)
{
	struct mem *m = ctx;
	size_t n = m->len - m->pos;

	if (n > cap)
		n = cap;
	if (m->step && n > m->step)
		n = m->step;
	memcpy(buf, m->p + m->pos, n);
	m->pos += n;
	return n;
}

static struct pgn_lexer lx;
static struct tc_game g;
static struct tc_games gs;
static struct mem in;

static void
open_games(const char *text, size_t step, bool at_cut)
{
	in.p = text;
	in.len = strlen(text);
	in.pos = 0;
	in.step = step;
	pgn_init(&lx, read_mem, &in);
	lx.at_cut = at_cut;
	games_init(&gs, &lx, &g, NULL);
}

static void
test_game_next(size_t step)
{
	open_games("[Event \"a\"]\n[White \"w\"]\n\n1. e4 e5 2. Nf3 1-0\n\n"
	    "1. d4 d5 *\n[Event \"c\"]\n1. e4 {open\n", step, false);
	assert(game_next(&gs) == GAMES_GAME);
	assert(g.number == 1 && g.plies == 3 && !g.failed);
	assert(strcmp(g.result, "1-0") == 0 && strcmp(g.white, "w") == 0);
	/* A game without tags: its movetext starts it. */
	assert(game_next(&gs) == GAMES_GAME);
	assert(g.number == 2 && g.plies == 2 && g.ntags == 0);
	assert(game_next(&gs) == GAMES_GAME);
	assert(g.number == 3 && g.failed && g.ndiag == 1);
	assert(strstr(g.diag[0].msg, "unterminated comment") != NULL);
	assert(g.diag[0].line == 8 && g.diag[0].col == 7);
	assert(game_next(&gs) == GAMES_END);
	assert(game_next(&gs) == GAMES_END);
	assert(gs.number == 4);

	/* Bytes after the last result make no game, and use no number. */
	open_games("1. e4 * $\n", step, false);
	assert(game_next(&gs) == GAMES_GAME && g.number == 1);
	assert(game_next(&gs) == GAMES_STRAY && g.nerr == 1);
	assert(game_next(&gs) == GAMES_END && gs.number == 2);
}

/* A game whose tags go on after a cut is carried into the next part. */
static void
test_carry(void)
{
	struct tc_game first;

	open_games("1. e4 *\n[Event \"a\"]\n{c}\n", 0, true);
	assert(game_next(&gs) == GAMES_GAME);
	assert(game_next(&gs) == GAMES_CARRY);
	assert(g.ntags == 1 && !g.started);
	first = g;
	open_games("[Site \"b\"]\n1. e4 e5 *\n", 0, false);
	pgn_set_line(&lx, 4);
	g = first;
	games_resume(&gs);
	assert(game_next(&gs) == GAMES_GAME);
	assert(g.number == 1 && g.ntags == 2 && g.plies == 2);
	assert(g.result_line == 5);
	assert(game_next(&gs) == GAMES_END);
}

static size_t
cut(const char *s, size_t from, bool eof, size_t *next)
{
	return pgn_cut(s, strlen(s), from, eof, next);
}

static void
test_cut(void)
{
	const char *two = "[Event \"a\"]\n\n1. e4 *\n\n[Event \"b\"]\n1. d4 *\n";
	const char *split = "1. e4 *\n[Event \"lo";
	const char *bom = "\xef\xbb\xbf[Event \"a\"]\n[Site \"b\"]\n1. e4 *\n";
	size_t next;

	assert(cut(two, 1, true, &next) == 22);
	assert(cut(two, 23, true, &next) == 0);
	/* Between tag pairs, never. */
	assert(cut("[Event \"a\"]\n[Site \"b\"]\n1. e4 *\n", 1, true,
	    &next) == 0);
	/* A tag pair inside a comment, not at the start of a line. */
	assert(cut("1. e4 {see\nthe [Event \"x\"]} *\n", 1, true, &next) == 0);
	assert(cut("1. e4 {see\n [Event \"x\"]} *\n", 1, true, &next) == 0);
	/* A tag line split across buffers: look again from the line. */
	assert(cut(split, 1, false, &next) == 0 && next == 8);
	assert(cut("1. e4 *\n[Event \"long\"]\n", next, false, &next) == 8);
	assert(cut(split, 1, true, &next) == 0);
	/* A byte order mark does not hide the first tag line. */
	assert(cut(bom, 1, true, &next) == 0);
	/* A value too long to be sure of is no place to cut. */
	{
		static char big[5000 + 64];

		strcpy(big, "*\n[Event \"");
		memset(big + 10, 'x', 5000);
		strcpy(big + 5010, "\"]\n");
		assert(cut(big, 1, true, &next) == 0);
	}
}

/*
** A tag pair at the start of a line ends a comment still open; a part
** cut there and read with at_cut says so as the whole stream does.
*/
static void
test_cut_comment(void)
{
	const char *s = "[Event \"a\"]\n1. e4 {open\n[Event \"b\"]\n1. d4 *\n";
	char whole[TC_MSGMAX], part[TC_MSGMAX];
	static char head[64];
	size_t next, x = cut(s, 1, true, &next);

	assert(x == 24);
	open_games(s, 0, false);
	assert(game_next(&gs) == GAMES_GAME && g.failed);
	strcpy(whole, g.diag[0].msg);
	memcpy(head, s, x);
	open_games(head, 0, true);
	assert(game_next(&gs) == GAMES_GAME && g.failed);
	strcpy(part, g.diag[0].msg);
	assert(strcmp(whole, part) == 0);
	assert(strstr(part, "before the next tag pair") != NULL);
}

static void
load(struct tc_pos *pos, const struct tc_variant *var, const char *afen)
{
	struct tc_diags d = { 0 };

	assert(afen_read(pos, var, afen, strlen(afen), 0, &d, NULL) == 0);
}

static void
hook(struct tc_buf *b, long game, void *ctx)
{
	char tmp[32];

	(void)ctx;
	snprintf(tmp, sizeof(tmp), "<%ld>", game);
	buf_add(b, tmp, strlen(tmp));
}

static void
test_writers(void)
{
	const char *grey = "7k/8/8/8/8/8/6q>1/7K w - - 3 40";
	struct tc_buf b = { 0 };
	struct tc_pos pos;
	char line[TC_AFEN_MAX];

	load(&pos, &tc_allegiance, grey);
	assert(pos_has_marks(&pos));
	assert(fen_write(&pos, 0, line, sizeof(line)) == strlen(grey));
	assert(fen_write(&pos, TC_FEN, line, sizeof(line)) == 0);
	assert(fen_write(&pos, TC_FEN_DROP, line, sizeof(line)) > 0);
	assert(strcmp(line, "7k/8/8/8/8/8/6q1/7K w - - 3 40") == 0);
	assert(!pos_write_line(&b, &pos, TC_FEN) && b.n == 0);
	assert(epd_write(&b, &pos, 0, true, "id \"g\";", 7));
	assert(strcmp(b.p, "7k/8/8/8/8/8/6q>1/7K w - - hmvc 3; fmvn 40; "
	    "id \"g\";\n") == 0);
	b.n = 0;
	load(&pos, &tc_chess, START);
	assert(epd_rewrite(&b, &pos, TC_EPD, START " ;D1 20",
	    strlen(START " ;D1 20"), strlen(START)));
	assert(strcmp(b.p, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w "
	    "KQkq - hmvc 0; fmvn 1; D1 20;\n") == 0);
	b.n = 0;
	moves_write(&b, &pos, TC_UCI);
	assert(strcmp(b.p, "a2a3 a2a4 b2b3 b2b4 c2c3 c2c4 d2d3 d2d4 e2e3 e2e4 "
	    "f2f3 f2f4 g2g3 g2g4 h2h3 h2h4 b1a3 b1c3 g1f3 g1h3\n") == 0);
	buf_free(&b);
}

static void
test_json(void)
{
	struct tc_buf b = { 0 };
	struct tc_pos_json j;
	struct tc_diags d = { 0 };
	struct tc_movelist ml;
	struct tc_pos pos;

	load(&pos, &tc_chess, "7k/8/8/8/8/8/8/K7 w - - 0 1");
	pos_json_init(&j);
	j.game = 7;
	j.ply = 3;
	j.san = "e4";
	j.pos = &pos;
	pos_write_json(&b, &j);
	assert(strcmp(b.p, "{\"game\": 7, \"ply\": 3, \"san\": \"e4\", "
	    "\"afen\": \"7k/8/8/8/8/8/8/K7 w - - 0 1\"}\n") == 0);
	/* The number hook writes the game numbers. */
	b.n = 0;
	b.number = hook;
	pos_write_json(&b, &j);
	assert(strncmp(b.p, "{\"game\": <7>, \"ply\": 3", 21) == 0);
	b.number = NULL;
	/* A line with its diagnostics, its moves and the keys between. */
	b.n = 0;
	pos_json_init(&j);
	j.pos = &pos;
	j.valid = 1;
	j.canonical = true;
	j.diags = true;
	j.file = "f";
	j.line = 2;
	d.n = d.nwarn = 1;
	d.d[0].col = 5;
	d.d[0].warning = true;
	strcpy(d.d[0].msg, "m");
	j.d = &d;
	move_legal(&pos, &ml);
	j.moves = &ml;
	j.form = TC_UCI;
	j.count = ml.n;
	pos_write_json(&b, &j);
	assert(strcmp(b.p, "{\"afen\": \"7k/8/8/8/8/8/8/K7 w - - 0 1\", "
	    "\"valid\": true, \"canonical\": \"7k/8/8/8/8/8/8/K7 w - - 0 1\", "
	    "\"errors\": [], \"warnings\": [{\"file\": \"f\", \"line\": 2, "
	    "\"column\": 5, \"message\": \"m\"}], \"count\": 3, "
	    "\"moves\": [\"a1b1\", \"a1a2\", \"a1b2\"]}\n") == 0);
	/* No position: a null afen. */
	b.n = 0;
	pos_json_init(&j);
	pos_write_json(&b, &j);
	assert(strcmp(b.p, "{\"afen\": null}\n") == 0);
	buf_free(&b);
}

static void
test_plies(void)
{
	struct tc_record r = { 0 };
	struct tc_buf b = { 0 };

	open_games("1. e4 e5 2. Nf3 *\n", 0, false);
	gs.rec = &r;
	assert(game_next(&gs) == GAMES_GAME && g.plies == 3);
	assert(game_write_plies(&b, &g, &r, TC_EPD));
	assert(strcmp(b.p, "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b "
	    "KQkq e3 hmvc 0; fmvn 1;\nrnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/"
	    "RNBQKBNR w KQkq e6 hmvc 0; fmvn 2;\nrnbqkbnr/pppp1ppp/8/4p3/"
	    "4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - hmvc 1; fmvn 2;\n") == 0);
	rec_free(&r);
	buf_free(&b);
}

static enum tc_input
detect(const char *s, bool eof)
{
	return tc_detect(s, strlen(s), eof);
}

static void
test_detect(void)
{
	assert(detect("[Event \"a\"]\n", false) == TC_IN_PGN);
	assert(detect("\n\n  {a comment}\n", false) == TC_IN_PGN);
	assert(detect("{\"game\": 1}\n", false) == TC_IN_JSON);
	assert(detect("\xef\xbb\xbf{ \"moves\": []}\n", false) == TC_IN_JSON);
	assert(detect(START "\n", false) == TC_IN_POS);
	assert(detect("7k/8/8/8/8/8/6q>1/7K w - - 0 1\n", false) == TC_IN_POS);
	assert(detect("1/2-1/2\n", false) == TC_IN_PGN);
	assert(detect("1. e2e4 e7e5\n", false) == TC_IN_LONG);
	assert(detect("1. Ng1f3 d7d5\n", false) == TC_IN_LONG);
	assert(detect("1. e4>d5 x\n", false) == TC_IN_LONG);
	assert(detect("1. e4 e5\n", false) == TC_IN_PGN);
	assert(detect("1. k2k4 e5\n", false) == TC_IN_PGN);
	assert(detect("1. i2i4 e5\n", false) == TC_IN_LONG);	/* 10x10 */
	assert(detect("x,4,nK,3,x/10/10/10/wK,9/9,eK/10/10/10/x,3,sK,4,x "
	    "s - - 0 1\n", false) == TC_IN_POS);
	/* Not known until the first line is whole, or the input ends. */
	assert(detect("1. e2e4", false) == TC_IN_MORE);
	assert(detect("1. e2e4", true) == TC_IN_LONG);
	assert(detect("", false) == TC_IN_MORE);
	assert(detect("", true) == TC_IN_PGN);
}

int
main(void)
{
	tc_init();
	test_game_next(0);
	test_game_next(1);	/* one byte per read: tokens split */
	test_carry();
	test_cut();
	test_cut_comment();
	test_writers();
	test_json();
	test_plies();
	test_detect();
	puts("tools: ok");
	return 0;
}
