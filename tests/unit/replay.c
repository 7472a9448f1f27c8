/*
** Replay's main-line fast path against the token-by-token one.  The
** lexer takes move numbers and plain SAN straight from its buffer only
** where the buffer holds more than 64 bytes ahead; read one byte at a
** time it never does, and every token goes through game_feed().  Both
** readings of each input must give the same games: the same messages
** (line, column, move in context, text), counts, plies, final position,
** result, end, record and the positions on_ply sees.
**
** The inputs: the PGN files of tests/data and examples, those of
** ../shared/data where it is there (games.pgn's first 1.5 MB), and games
** made up here from random legal moves, written with the marks people
** get wrong (a check mark that is not one, '#' for '+', a capture mark
** on a quiet move, none on a capture), illegal and ambiguous moves,
** glyphs, comments, NAGs, variations, castling, and blanks of every kind.
*/
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "turncoat.h"
#include "src.h"

#define FAIL(...) do { fprintf(stderr, __VA_ARGS__); exit(1); } while (0)


/* What one reading of an input gave, game after game, as text. */
struct out {
	char *s;
	size_t n, cap;
	uint64_t plies;	/* on_ply: a checksum of the positions it saw */
};

static void
put(struct out *o, const char *fmt, ...) __attribute__((format(printf, 2,
    3)));

static void
put(struct out *o, const char *fmt, ...)
{
	va_list ap;
	int k;

	for (;;) {
		va_start(ap, fmt);
		k = vsnprintf(o->s + o->n, o->cap - o->n, fmt, ap);
		va_end(ap);
		if (k >= 0 && o->n + (size_t)k < o->cap)
			break;
		o->cap = o->cap * 2 + (size_t)k + 4096;
		if ((o->s = realloc(o->s, o->cap)) == NULL)
			FAIL("out of memory\n");
	}
	o->n += (size_t)k;
}

static void
on_ply(void *ctx, const struct tc_game *g)
{
	struct out *o = ctx;

	o->plies = (o->plies ^ g->pos.hash ^ (uint64_t)g->plies) *
	    1099511628211ULL;
}

static struct pgn_lexer lx;
static struct tc_game g;
static struct tc_record rec;

/*
** Replay s[0..len) read `chunk` bytes at a time into o; with_rec and
** with_ply set a record and an on_ply, as convert does.  Returns games.
*/
static int
replay(const char *s, size_t len, size_t chunk, bool with_rec, bool with_ply,
    struct out *o)
{
	struct src in = { s, len, 0, chunk };
	struct tc_games gs;
	int r, i, games = 0;
	size_t k;

	o->n = 0;
	o->plies = 0;
	put(o, "%s", "");
	pgn_init(&lx, src_read, &in);
	games_init(&gs, &lx, &g, NULL);
	if (with_rec)
		gs.rec = &rec;
	if (with_ply) {
		gs.on_ply = on_ply;
		gs.ctx = o;
	}
	while ((r = game_next(&gs)) != GAMES_END) {
		put(o, "[%d] game %ld: errors %d warnings %d plies %d hash "
		    "%016llx result '%s' status '%s' failed %d\n", r, g.number,
		    g.nerr, g.nwarn, g.plies, (unsigned long long)g.pos.hash,
		    g.result, game_status(&g), g.failed);
		for (i = 0; i < g.ndiag; i++)
			put(o, "  %ld:%d %s [%s] %s\n", g.diag[i].line,
			    g.diag[i].col, g.diag[i].warning ? "warning" :
			    "error", g.diag[i].move, g.diag[i].msg);
		if (with_rec && r == GAMES_GAME) {
			put(o, "  record %zu nodes head %d\n", rec.nnode,
			    (int)rec.head);
			for (k = 0; k < rec.nnode; k++)
				put(o, " %x/%d/%d", (unsigned)rec.node[k].m,
				    (int)rec.node[k].next,
				    (int)rec.node[k].var);
			put(o, "\n");
		}
		if (r == GAMES_GAME)
			games++;
	}
	put(o, "on_ply %016llx\n", (unsigned long long)o->plies);
	return games;
}

static long inputs, games_read;

/* Both readings of s[0..len), in the three settings, must agree. */
static void
same(const char *name, const char *s, size_t len)
{
	static struct out whole, bytes;
	static const bool set[3][2] = { { false, false }, { true, false },
	    { false, true } };
	int k, n;

	for (k = 0; k < 3; k++) {
		n = replay(s, len, (size_t)-1, set[k][0], set[k][1], &whole);
		replay(s, len, 1, set[k][0], set[k][1], &bytes);
		if (whole.n != bytes.n || memcmp(whole.s, bytes.s, whole.n)) {
			size_t i = 0;

			while (i < whole.n && i < bytes.n && whole.s[i] ==
			    bytes.s[i])
				i++;
			while (i > 0 && whole.s[i - 1] != '\n')
				i--;
			FAIL("%s (setting %d): the fast path differs:\n"
			    "at once:      %.300s\nbyte by byte: %.300s\n",
			    name, k, whole.s + i, bytes.s + i);
		}
		if (k == 0)
			games_read += n;
	}
	inputs++;
}

static char *
slurp(const char *path, size_t max, size_t *len)
{
	FILE *f = fopen(path, "rb");
	char *b;

	if (f == NULL)
		return NULL;
	if ((b = malloc(max)) == NULL)
		FAIL("out of memory\n");
	*len = fread(b, 1, max, f);
	fclose(f);
	return b;
}

static int
files(const char *pattern, size_t max)
{
	char cmd[1024], path[1024], *b;
	FILE *list;
	size_t len;
	int n = 0;

	snprintf(cmd, sizeof(cmd), "ls %s 2>/dev/null", pattern);
	if ((list = popen(cmd, "r")) == NULL)
		return 0;
	while (fgets(path, sizeof(path), list)) {
		path[strcspn(path, "\n")] = '\0';
		if ((b = slurp(path, max, &len)) == NULL)
			continue;
		same(path, b, len);
		free(b);
		n++;
	}
	pclose(list);
	return n;
}

/* ---- games made up from random legal moves ---- */

static unsigned seed;

static unsigned
rnd(unsigned n)
{
	seed = seed * 1103515245u + 12345u;
	return (seed >> 8) % n;
}

static const char *const blanks[] = { " ", " ", " ", "  ", "\n", "\t",
    "\r\n", " \n ", "\n\n" };

/*
** Write the move m of pos into o the way a careless record might: one
** move in five with a wrong or missing mark, a glyph or another form, one
** in a hundred or so illegal or ambiguous.
*/
static void
careless(struct out *o, const struct tc_pos *pos, tc_move m)
{
	char t[TC_MOVE_MAX], u[TC_MOVE_MAX + 8];
	size_t n;
	int k = (int)rnd(100);
	bool mark;

	move_write(pos, m, TC_SAN, t);
	n = strlen(t);
	mark = n > 1 && (t[n - 1] == '+' || t[n - 1] == '#');
	snprintf(u, sizeof(u), "%s", t);
	if (k < 2 && mark)
		u[n - 1] = '\0';		/* no check mark */
	else if (k < 5 && !mark)
		snprintf(u, sizeof(u), "%s+", t);	/* a check that is not */
	else if (k < 7 && t[n - 1] == '+')
		u[n - 1] = '#';			/* mate that is not */
	else if (k < 9 && t[n - 1] == '#')
		u[n - 1] = '+';			/* check that is mate */
	else if (k < 11 && t[0] >= 'B' && t[0] <= 'R' && !strchr(t, 'x'))
		snprintf(u, sizeof(u), "%cx%s", t[0], t + 1);	/* no capture */
	else if (k < 13 && strchr(t, 'x') && t[0] >= 'B' && t[0] <= 'R')
		snprintf(u, sizeof(u), "%c%s", t[0], strchr(t, 'x') + 1);
	else if (k < 15)
		snprintf(u, sizeof(u), "%s%s", t, rnd(2) ? "!?" : "?");
	else if (k == 15)
		snprintf(u, sizeof(u), "%c%c%d", "NBRQK"[rnd(5)], 'a' +
		    (int)rnd(8), 1 + (int)rnd(8));	/* maybe illegal */
	else if (k == 16 && rnd(3) == 0)
		snprintf(u, sizeof(u), "%c%d", 'a' + (int)rnd(8),
		    1 + (int)rnd(8));		/* a pawn, maybe not */
	else if (k < 19 && !strncmp(t, "O-O", 3))
		snprintf(u, sizeof(u), "0-0%s", t + 3);
	else if (k == 19)
		move_write(pos, m, TC_LAN, u);
	else if (k == 20)
		move_write(pos, m, TC_UCI, u);
	put(o, "%s", u);
}

/* A made-up game of var, from its start, of up to `plies` plies. */
static void
made_up(struct out *o, const struct tc_variant *var, bool tagged, int plies)
{
	struct tc_pos pos, alt;
	struct tc_movelist ml;
	struct tc_undo un;
	tc_move m;
	int i;

	if (tagged)
		put(o, "[Event \"made up %u\"]\n[Variant \"%s\"]\n", seed,
		    var->name);
	else
		put(o, "[Event \"made up %u\"]\n", seed);
	put(o, "[Result \"*\"]\n\n");
	pos_start(&pos, var);
	for (i = 0; i < plies; i++) {
		if (move_legal(&pos, &ml) == 0)
			break;
		if (pos.turn == TC_WHITE || rnd(8) == 0)
			put(o, "%d.%s%s", (int)pos.fullmove, pos.turn ==
			    TC_WHITE ? "" : "..", rnd(6) ? " " : "");
		m = ml.m[rnd((unsigned)ml.n)];
		careless(o, &pos, m);
		if (rnd(30) == 0)
			put(o, " {a comment}");
		if (rnd(40) == 0)
			put(o, " $%u", rnd(300));
		if (rnd(25) == 0 && ml.n > 1) {
			alt = pos;
			put(o, " (");
			careless(o, &alt, ml.m[rnd((unsigned)ml.n)]);
			put(o, ")");
		}
		put(o, "%s", blanks[rnd(sizeof(blanks) / sizeof(blanks[0]))]);
		pos_make(&pos, m, &un);
	}
	put(o, rnd(4) ? " *\n\n" : "\n\n");
}

int
main(void)
{
	static struct out made;
	const char *top = getenv("TC_TOP");
	const char *shared = getenv("TC_DATA");
	const char *names[] = { "chess", "king-of-the-hill", "three-check",
	    "atomic", "crazyhouse", "horde", "antichess", "racing-kings",
	    "allegiance" };
	char pat[1024];
	int n = 0, k, i;

	tc_init();
	if (!top)
		top = ".";
	snprintf(pat, sizeof(pat), "%s/tests/data/*.pgn %s/tests/data/*/*.pgn "
	    "%s/examples/*.pgn", top, top, top);
	n += files(pat, 1 << 22);
	if (!shared)
		shared = "../shared/data";
	snprintf(pat, sizeof(pat), "%s/*.pgn %s/*/*.pgn", shared, shared);
	n += files(pat, 1500000);
	for (k = 0; k < 400; k++) {
		const struct tc_variant *v;

		seed = (unsigned)k * 2654435761u + 1;
		v = tc_variant_find(names[k % (sizeof(names) /
		    sizeof(names[0]))]);
		if (v == NULL)
			FAIL("no variant %s\n", names[k % 9]);
		made.n = 0;
		put(&made, "%s", "");
		for (i = 0; i < 6; i++)
			made_up(&made, v, k % 5 != 0, 20 + (int)rnd(180));
		same("made up", made.s, made.n);
	}
	printf("%ld inputs (%d files), %ld games, read at once and byte by "
	    "byte, in three settings: the same\n", inputs, n, games_read);
	/* Enough to be a test without ../shared/data too (2,612 games). */
	return n < 50 || games_read < 2000;
}
