/*
** The PGN reader with replay, and convert's round trips: every game that
** replays without error is written as PGN, which must replay without
** error and write the same PGN again; the same through JSON; and, read
** as the original long form, through the long form.  First the lexer
** reads the input at once and a byte at a time, to the same tokens, and
** replays it both ways, to the same games (the main line's fast path
** against game_feed() token by token).
*/
#include "common.h"

static struct pgn_lexer lx, lx2;
static struct tc_game g, g2;
static struct tc_record rec, rec2;
static const struct tc_pgn_opts opts = { TC_SAN, true, true, true, 80,
    false };

/*
** Read all the games of text[0..n) into g2/rec2; call fn for each
** finished game.  Returns the number of games.
*/
typedef void game_fn(struct tc_game *gm, struct tc_record *r, void *ctx);

static int
read_games(struct pgn_lexer *l, struct tc_game *gm, struct tc_record *r,
    const char *text, size_t n, bool longform,
    const struct tc_variant *forced, game_fn *fn, void *ctx)
{
	struct pgn_mem m = { text, n, 0 };
	struct tc_games gs;
	int res, games = 0;

	pgn_init(l, pgn_read_mem, &m);
	games_init(&gs, l, gm, forced);
	gs.rec = r;
	gs.longform = longform;
	while ((res = game_next(&gs)) != GAMES_END) {
		if (res == GAMES_GAME) {
			games++;
			fn(gm, r, ctx);
		}
	}
	return games;
}

struct expect {
	const char *pgn;	/* the PGN the game must write */
	enum tc_notation form;
	int seen;
};

/* A game read back: it must have no error and write the same. */
static void
reread(struct tc_game *gm, struct tc_record *r, void *ctx)
{
	struct expect *e = ctx;
	struct tc_buf b = { NULL, 0, 0, false, NULL, NULL };

	e->seen++;
	REQUIRE(gm->nerr == 0);
	REQUIRE(!r->nomem);
	if (e->form == TC_LONG)
		REQUIRE(game_write_moves(&b, gm, r, TC_LONG));
	else
		game_write_pgn(&b, gm, r, &opts);
	REQUIRE(!b.nomem);
	REQUIRE(b.n == strlen(e->pgn) && memcmp(b.p, e->pgn, b.n) == 0);
	buf_free(&b);
}

/*
** pgn[0..n) with each tag name once, the first kept, into b: what a game
** writes after a trip through JSON, which has each name once (a game
** warns of a repeated tag and keeps the first; PGN writes both).
*/
static void
first_tags(struct tc_buf *b, const char *pgn, size_t n)
{
	static const char *name[256];
	static size_t len[256];
	size_t at = 0, end, k;
	int nname = 0, i;

	while (at < n && pgn[at] == '[') {
		for (end = at; end < n && pgn[end] != '\n'; end++)
			;
		end += end < n;
		k = strcspn(pgn + at + 1, " ");
		for (i = 0; i < nname; i++)
			if (len[i] == k && memcmp(name[i], pgn + at + 1, k) == 0)
				break;
		if (i == nname) {
			if (nname < 256) {
				name[nname] = pgn + at + 1;
				len[nname++] = k;
			}
			buf_add(b, pgn + at, end - at);
		}
		at = end;
	}
	buf_add(b, pgn + at, n - at);
}

/*
** The games the first pass (not the long form) checked: the second
** pass reads the same bytes, and a game it finds with the same bytes,
** moves and record is the same game, whose PGN and JSON round trips
** were made; only its long form is new.
*/
struct seen {
	uint64_t raw_start, raw_end, hash;
	int plies;
	size_t nnode, ntext;
	char result[16];
};
static struct seen seen[64];
static int nseen;

static void
seen_game(const struct tc_game *gm, const struct tc_record *r, struct seen *s)
{
	memset(s, 0, sizeof(*s));
	s->raw_start = gm->raw_start;
	s->raw_end = gm->raw_end;
	s->hash = gm->pos.hash;
	s->plies = gm->plies;
	s->nnode = r->nnode;
	s->ntext = r->ntext;
	snprintf(s->result, sizeof(s->result), "%s", gm->result);
}

static bool
seen_before(const struct tc_game *gm, const struct tc_record *r)
{
	struct seen s;
	int i;

	seen_game(gm, r, &s);
	for (i = 0; i < nseen; i++)
		if (memcmp(&seen[i], &s, sizeof(s)) == 0)
			return true;
	return false;
}

static void
check_game(struct tc_game *gm, struct tc_record *r, void *ctx)
{
	struct tc_buf pgn = { NULL, 0, 0, false, NULL, NULL }, js = { NULL, 0, 0, false, NULL, NULL };
	struct tc_buf lf = { NULL, 0, 0, false, NULL, NULL };
	struct tc_buf once = { NULL, 0, 0, false, NULL, NULL };
	struct expect e = { NULL, TC_SAN, 0 };
	struct tc_diag err;
	bool longform = *(bool *)ctx, again;

	if (gm->nerr || r->nomem)
		return;
	again = longform && seen_before(gm, r);
	if (!longform && nseen < (int)(sizeof(seen) / sizeof(seen[0])))
		seen_game(gm, r, &seen[nseen++]);
	if (!again) {
		game_write_pgn(&pgn, gm, r, &opts);
		game_write_json(&js, gm, r, 0);
		REQUIRE(!pgn.nomem && !js.nomem);
	}
	if (longform && game_write_moves(&lf, gm, r, TC_LONG))
		REQUIRE(!lf.nomem);
	if (!again) {
		/* PGN -> PGN */
		e.pgn = pgn.p;
		REQUIRE(read_games(&lx2, &g2, &rec2, pgn.p, pgn.n, false,
		    NULL, reread, &e) == 1);
		/* PGN -> JSON -> PGN, each tag name once */
		first_tags(&once, pgn.p, pgn.n);
		REQUIRE(!once.nomem);
		e.pgn = once.p;
		game_init(&g2, NULL, 1);
		g2.rec = &rec2;
		REQUIRE(game_read_json(&g2, &lx2, js.p, js.n - 1, 1, &err));
		game_finish(&g2, 1, 1);
		e.seen = 0;
		reread(&g2, &rec2, &e);
	}
	/*
	 * long form -> long form.  The long form has no tags: a game of a
	 * variant its text does not imply (EN Chess, the Traitor family) is
	 * read back as that variant, as `convert --from long -V` does.
	 */
	if (lf.n) {
		const struct tc_variant *v = gm->var;

		if (v == tc_variant_for_games() ||
		    tc_variant_implied(lf.p, lf.n) == v)
			v = NULL;
		e.pgn = lf.p;
		e.form = TC_LONG;
		e.seen = 0;
		REQUIRE(read_games(&lx2, &g2, &rec2, lf.p, lf.n, true, v,
		    reread, &e) == 1);
	}
	buf_free(&pgn);
	buf_free(&js);
	buf_free(&lf);
	buf_free(&once);
}

/* One byte a read: the lexer's byte by byte reading, never its fast path. */
struct bytewise {
	const char *p;
	size_t len, pos;
};

static size_t
read_byte(void *ctx, char *buf, size_t cap)
{
	struct bytewise *b = ctx;

	if (b->pos >= b->len || cap == 0)
		return 0;
	buf[0] = b->p[b->pos++];
	return 1;
}

/*
** The lexer gives the same tokens (type, text, value, line, column, line
** start, offset, end) reading text[0..n) at once, where its fast path
** applies, as a byte a read.
*/
static void
same_tokens(const char *text, size_t n)
{
	struct pgn_mem m = { text, n, 0 };
	struct bytewise b = { text, n, 0 };
	int t, u, k = 0;

	pgn_init(&lx, pgn_read_mem, &m);
	pgn_init(&lx2, read_byte, &b);
	do {
		t = pgn_next(&lx);
		u = pgn_next(&lx2);
		REQUIRE(t == u && lx.tline == lx2.tline && lx.tcol == lx2.tcol &&
		    lx.tstart == lx2.tstart && lx.tbytes == lx2.tbytes &&
		    lx.tend == lx2.tend && lx.len_text == lx2.len_text &&
		    memcmp(lx.text, lx2.text, lx.len_text) == 0);
		REQUIRE(t != PGN_TAG || (lx.len_value == lx2.len_value &&
		    memcmp(lx.value, lx2.value, lx.len_value) == 0));
	} while (t != PGN_EOF && ++k < 100000);
}

/*
** The games of text[0..n) replayed as read at once, where the main line's
** fast path (pgn_run) applies, and as a byte a read, where it never does:
** the same messages, counts, plies, positions and ends, game by game.
*/
static void
same_games(const char *text, size_t n)
{
	struct pgn_mem m = { text, n, 0 };
	struct bytewise b = { text, n, 0 };
	struct tc_games gs, gs2;
	int r, r2, i, k = 0;

	pgn_init(&lx, pgn_read_mem, &m);
	pgn_init(&lx2, read_byte, &b);
	games_init(&gs, &lx, &g, NULL);
	games_init(&gs2, &lx2, &g2, NULL);
	do {
		r = game_next(&gs);
		r2 = game_next(&gs2);
		REQUIRE(r == r2 && g.nerr == g2.nerr && g.nwarn == g2.nwarn &&
		    g.ndiag == g2.ndiag && g.plies == g2.plies &&
		    g.pos.hash == g2.pos.hash && g.failed == g2.failed &&
		    strcmp(g.result, g2.result) == 0 &&
		    strcmp(game_status(&g), game_status(&g2)) == 0);
		for (i = 0; i < g.ndiag; i++)
			REQUIRE(g.diag[i].line == g2.diag[i].line &&
			    g.diag[i].col == g2.diag[i].col &&
			    g.diag[i].warning == g2.diag[i].warning &&
			    strcmp(g.diag[i].move, g2.diag[i].move) == 0 &&
			    strcmp(g.diag[i].msg, g2.diag[i].msg) == 0);
	} while (r != GAMES_END && ++k < 100000);
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	bool longform = false;

	same_tokens((const char *)data, size);
	same_games((const char *)data, size);
	nseen = 0;
	read_games(&lx, &g, &rec, (const char *)data, size, false, NULL,
	    check_game, &longform);
	longform = true;
	read_games(&lx, &g, &rec, (const char *)data, size, true, NULL,
	    check_game, &longform);
	return 0;
}
