/*
** Board geometries as data: the 8x8 board, EN Chess's 8x8 board with the
** squares x0 and x9 (en-chess.md 1), and Complex Allegiance Chess's
** 10x10 board without its corners (complex-allegiance.md 1).  Each
** numbers its playable squares densely and lists, for every square, its
** neighbour in each of the eight directions and its knight leaps, so that
** a piece moves by following tables and never by arithmetic on squares.
*/
#include <stdio.h>
#include <string.h>
#include "internal.h"

struct tc_geom geom_8x8_data, geom_en_data, geom_ca_data;
const struct tc_geom *const tc_geom_8x8 = &geom_8x8_data;
const struct tc_geom *const tc_geom_en = &geom_en_data;
const struct tc_geom *const tc_geom_ca = &geom_ca_data;

/* File and rank steps of the directions, in enum order N S E W NE NW SE SW. */
static const int dir_df[TC_NDIR] = { 0, 0, 1, -1, 1, -1, 1, -1 };
static const int dir_dr[TC_NDIR] = { 1, -1, 0, 0, 1, 1, -1, -1 };
static const int leap_df[8] = { 1, 2, 2, 1, -1, -2, -2, -1 };
static const int leap_dr[8] = { 2, 1, -1, -2, -2, -1, 1, 2 };

const uint8_t geom_dir_back[TC_NDIR] = {
	TC_S, TC_N, TC_W, TC_E, TC_SW, TC_SE, TC_NW, TC_NE
};

/* A square off the grid and the squares it is linked to (en-chess.md 1.2). */
struct xsquare {
	const char *name;
	const char *ray_in[2];		/* the squares whose ray enters it */
	uint8_t dir_in[2];		/* in these directions */
	const char *leaps[4];
};

static const struct xsquare en_x[2] = {
	{ "x0", { "d1", "e1" }, { TC_SE, TC_SW }, { "c1", "d2", "e2", "f1" } },
	{ "x9", { "d8", "e8" }, { TC_NE, TC_NW }, { "c8", "d7", "e7", "f8" } },
};

static int
grid_square(const struct tc_geom *g, int f, int r)
{
	if (f < 0 || r < 0 || f >= g->files || r >= g->ranks)
		return TC_NOSQ;
	return g->at[r][f];
}

static void
add_leap(struct tc_geom *g, int from, int to)
{
	int i;

	for (i = 0; g->leap[from][i] != TC_NOSQ; i++)
		;
	g->leap[from][i] = (uint8_t)to;
	g->leap[from][i + 1] = TC_NOSQ;
}

/* Number the grid squares rank by rank, leaving out the corners if asked. */
static void
number_grid(struct tc_geom *g, const char *name, int files, int ranks,
    bool corners)
{
	int f, r, n = 0;

	g->name = name;
	g->files = files;
	g->ranks = ranks;
	memset(g->at, TC_NOSQ, sizeof(g->at));
	for (r = 0; r < ranks; r++)
		for (f = 0; f < files; f++) {
			if (!corners && (f == 0 || f == files - 1) &&
			    (r == 0 || r == ranks - 1))
				continue;
			g->at[r][f] = (uint8_t)n;
			g->file[n] = (int8_t)f;
			g->rank[n] = (int8_t)r;
			g->sqname[n][0] = (char)('a' + f);
			if (r + 1 >= 10) {
				g->sqname[n][1] = (char)('0' + (r + 1) / 10);
				g->sqname[n][2] = (char)('0' + (r + 1) % 10);
			} else {
				g->sqname[n][1] = (char)('1' + r);
			}
			n++;
		}
	g->nsq = n;
}

static void
link_grid(struct tc_geom *g)
{
	int sq, d, i;

	for (sq = 0; sq < g->nsq; sq++) {
		int f = g->file[sq], r = g->rank[sq];

		for (d = 0; d < TC_NDIR; d++)
			g->ray[sq][d] = (uint8_t)grid_square(g, f + dir_df[d],
			    r + dir_dr[d]);
		g->leap[sq][0] = TC_NOSQ;
		for (i = 0; i < 8; i++) {
			int to = grid_square(g, f + leap_df[i],
			    r + leap_dr[i]);

			if (to != TC_NOSQ)
				add_leap(g, sq, to);
		}
	}
}

static int
named(const struct tc_geom *g, const char *name)
{
	size_t used;

	return geom_square_read(g, name, strlen(name), &used);
}

/* EN Chess: x0 and x9 after the 64 squares, with their links. */
static void
add_x_squares(struct tc_geom *g)
{
	int i, k;

	for (i = 0; i < 2; i++) {
		const struct xsquare *x = &en_x[i];
		int sq = g->nsq++;

		strcpy(g->sqname[sq], x->name);
		g->file[sq] = g->rank[sq] = -1;
		memset(g->ray[sq], TC_NOSQ, sizeof(g->ray[sq]));
		g->leap[sq][0] = TC_NOSQ;
		for (k = 0; k < 2; k++) {
			int from = named(g, x->ray_in[k]);

			g->ray[from][x->dir_in[k]] = (uint8_t)sq;
			g->ray[sq][geom_dir_back[x->dir_in[k]]] =
			    (uint8_t)from;
		}
		for (k = 0; k < 4; k++) {
			int other = named(g, x->leaps[k]);

			add_leap(g, sq, other);
			add_leap(g, other, sq);
		}
	}
}

/*
** Pawn directions and distances from the home edge.  Two sides: White
** up the board, Black down.  Four sides: South, West, North, East, each
** moving away from its own edge.
*/
static void
set_sides(struct tc_geom *g, int nsides)
{
	static const uint8_t fwd[4] = { TC_N, TC_E, TC_S, TC_W };
	static const uint8_t cap[4][2] = {
		{ TC_NE, TC_NW }, { TC_NE, TC_SE }, { TC_SE, TC_SW },
		{ TC_NW, TC_SW }
	};
	int s, sq, side;

	memset(g->rel, 0xff, sizeof(g->rel));
	for (s = 0; s < nsides; s++) {
		/* Two sides: the second plays as the four-side North. */
		side = nsides == 2 ? s * 2 : s;
		g->fwd[s] = fwd[side];
		g->capdir[s][0] = cap[side][0];
		g->capdir[s][1] = cap[side][1];
		for (sq = 0; sq < g->nsq; sq++) {
			int f = g->file[sq], r = g->rank[sq];

			if (f < 0)
				continue;
			g->rel[s][sq] = (uint8_t)(side == 0 ? r : side == 1 ?
			    f : side == 2 ? g->ranks - 1 - r :
			    g->files - 1 - f);
		}
	}
}

/*
** The rows of the position notation: the grid's ranks from the top, and
** for EN Chess x9 above rank 8 and x0 below rank 1, each alone in its row.
*/
static void
set_rows(struct tc_geom *g, const char *top, const char *bottom)
{
	int r, f, n = 0;
	size_t used;

	if (top) {
		g->row[n][0] = (uint8_t)geom_square_read(g, top, 2, &used);
		g->rowlen[n] = 1;
		snprintf(g->rowname[n++], sizeof(g->rowname[0]), "row %s", top);
	}
	for (r = g->ranks - 1; r >= 0; r--, n++) {
		g->rowlen[n] = 0;
		for (f = 0; f < g->files; f++)
			if (g->at[r][f] != TC_NOSQ)
				g->row[n][g->rowlen[n]++] = g->at[r][f];
		snprintf(g->rowname[n], sizeof(g->rowname[0]), "rank %d",
		    r + 1);
	}
	if (bottom) {
		g->row[n][0] = (uint8_t)geom_square_read(g, bottom, 2, &used);
		g->rowlen[n] = 1;
		snprintf(g->rowname[n++], sizeof(g->rowname[0]), "row %s",
		    bottom);
	}
	g->nrows = n;
}

void
geom_init(void)
{
	struct tc_geom *g;

	g = &geom_8x8_data;
	number_grid(g, "8x8", 8, 8, true);
	link_grid(g);
	set_sides(g, 2);
	set_rows(g, NULL, NULL);
	g->bitboard = true;

	g = &geom_en_data;
	number_grid(g, "8x8+x0x9", 8, 8, true);
	link_grid(g);
	add_x_squares(g);
	set_sides(g, 2);
	set_rows(g, "x9", "x0");

	g = &geom_ca_data;
	number_grid(g, "10x10-corners", 10, 10, false);
	link_grid(g);
	set_sides(g, 4);
	set_rows(g, NULL, NULL);
}

int
geom_square_name(const struct tc_geom *g, int sq, char *buf)
{
	size_t n;

	if (sq < 0 || sq >= g->nsq) {
		strcpy(buf, "-");
		return 1;
	}
	n = strlen(g->sqname[sq]);
	memcpy(buf, g->sqname[sq], n + 1);
	return (int)n;
}

int
geom_square_read(const struct tc_geom *g, const char *s, size_t len,
    size_t *used)
{
	int f, r, sq;

	*used = 0;
	if (len < 2)
		return -1;
	f = s[0] - 'a';
	if (f >= 0 && f < g->files && s[1] >= '1' && s[1] <= '9') {
		r = s[1] - '0';
		/* Two digits where the board has that many ranks: "c10". */
		if (len > 2 && s[2] >= '0' && s[2] <= '9' &&
		    r * 10 + (s[2] - '0') <= g->ranks) {
			r = r * 10 + (s[2] - '0');
			if ((sq = grid_square(g, f, r - 1)) == TC_NOSQ)
				return -1;
			*used = 3;
			return sq;
		}
		if (r > g->ranks || (sq = grid_square(g, f, r - 1)) == TC_NOSQ)
			return -1;
		*used = 2;
		return sq;
	}
	for (sq = 0; sq < g->nsq; sq++)
		if (g->file[sq] < 0 && strncmp(s, g->sqname[sq], 2) == 0) {
			*used = 2;
			return sq;
		}
	return -1;
}

/* The squares from sq to the edge in direction d. */
static int
to_edge(const struct tc_geom *g, int sq, int d)
{
	int n = 0;

	while ((sq = g->ray[sq][d]) != TC_NOSQ)
		n++;
	return n;
}

bool
geom_castle_short(const struct tc_geom *g, int from, int to)
{
	int d;

	for (d = 0; d < 4; d++)
		if (g->ray[from][d] != TC_NOSQ &&
		    g->ray[g->ray[from][d]][d] == to)
			return to_edge(g, from, d) <
			    to_edge(g, from, geom_dir_back[d]);
	return to > from;
}
