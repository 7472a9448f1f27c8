/*
** Driving games from a stream: the loop that reads tokens from a PGN
** lexer and feeds whole games through game_feed() and game_finish(), and
** the same for a game given as one JSON line, so that every tool replays
** games the same way.
*/
#include <string.h>
#include "internal.h"

enum { GS_NEW = 0, GS_PENDING, GS_RUNNING, GS_END };

void
games_init(struct tc_games *gs, struct pgn_lexer *lx, struct tc_game *g,
    const struct tc_variant *forced)
{
	memset(gs, 0, sizeof(*gs));
	gs->lx = lx;
	gs->g = g;
	gs->forced = forced;
	gs->number = 1;
}

/* The offset of the start of the line of the lexer's token. */
static uint64_t
line_start(const struct pgn_lexer *lx)
{
	uint64_t back = lx->tcol > 1 ? (uint64_t)lx->tcol - 1 : 0;

	return lx->tbytes >= back ? lx->tbytes - back : 0;
}

/* Apply the stream's settings to its game. */
static void
settings(struct tc_games *gs)
{
	gs->g->number = gs->number;
	gs->g->sel = gs->sel;
	gs->g->rec = gs->rec;
	gs->g->longform = gs->longform;
	gs->g->movelist = gs->movelist;
	gs->g->on_ply = gs->on_ply;
	gs->g->ctx = gs->ctx;
}

void
games_resume(struct tc_games *gs)
{
	settings(gs);
	gs->state = GS_RUNNING;
}

/*
** True if a game read up to a tag pair would take that tag pair as its
** own: it has tags or an error but no movetext yet.
*/
static bool
unfinished(const struct tc_game *g)
{
	return !g->started && !g->ended && (g->ntags || g->failed ||
	    g->ndiag || g->nerr || g->nwarn);
}

/* Finish the game at the current token; what game_next() returns. */
static int
finish(struct tc_games *gs)
{
	struct tc_game *g = gs->g;

	game_finish(g, gs->lx->tline, gs->lx->tcol);
	if (!g->started && !g->ntags)
		return GAMES_STRAY;
	gs->number++;
	return GAMES_GAME;
}

int
game_next(struct tc_games *gs)
{
	struct pgn_lexer *lx = gs->lx;
	int t, r, st;

	for (;;) {
		switch (gs->state) {
		case GS_END:
			return GAMES_END;
		case GS_NEW:
		case GS_PENDING:
			game_init(gs->g, gs->forced, gs->number);
			settings(gs);
			break;
		}
		t = gs->state == GS_PENDING ? lx->type : pgn_next(lx);
		if (gs->state != GS_RUNNING) {
			gs->g->raw_start = line_start(lx);
			gs->g->raw_line = lx->tline;
		}
		gs->state = GS_RUNNING;
		while ((r = game_feed(gs->g, lx)) == GAME_MORE)
			t = game_run(gs->g, lx);
		gs->g->raw_end = r == GAME_NEXT ? line_start(lx) : lx->bytes;
		if (r == GAME_NEXT) {
			gs->state = GS_PENDING;
		} else if (t == PGN_EOF) {
			gs->state = GS_END;
			if (lx->at_cut && unfinished(gs->g))
				return GAMES_CARRY;
		} else {
			gs->state = GS_NEW;
		}
		st = finish(gs);
		if (st == GAMES_GAME || gs->g->ndiag > 0 || gs->g->nerr > 0)
			return st;
	}
}

int
game_next_json(struct tc_games *gs, const char *s, size_t len, long line,
    struct tc_diag *err)
{
	struct tc_game *g = gs->g;

	game_init(g, gs->forced, gs->number);
	settings(gs);
	gs->number++;
	if (!game_read_json(g, gs->lx, s, len, line, err))
		return GAMES_BAD;
	game_finish(g, line, (int)(len < INT32_MAX ? len + 1 : INT32_MAX));
	return !g->started && !g->ntags ? GAMES_STRAY : GAMES_GAME;
}
