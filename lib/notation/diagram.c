/*
** Diagrams of positions: Unicode text for terminals and SVG pictures.
** Marked pieces must be told apart at a glance: the text puts the mark
** after the glyph as the position notation does, the picture shades grey
** pieces, and rings traitors, double agents and mercenaries in a colour
** of their own with the mark in a badge.  Neutral pieces belong to
** neither army, so they get neither army's glyph: the text writes their
** capital letter and '*' (the barred one '#'), the picture fills them
** blue in a solid blue ring and boxes the barred one's square in red.
** What is drawn comes from the marks on the board, the position's keys
** and what the variant declares (its marks, keys and announcements),
** never from which variant it is.  Squares off the grid (EN Chess's x0
** and x9) are drawn where their links put them (see place), Aurors as
** stars, and the note the variant's badge hook gives a piece (EN
** Chess's slider modes, 'P' and 'S') in the text after the glyph, in
** the picture in a small square at the piece's top left corner.  A game
** of four players (Complex Allegiance Chess) names each piece in the
** text by its owner prefix and letter, and colours the four armies in
** the picture, a shared piece half in each controller's colour; squares
** the grid lacks (its corners) are left blank in the text, out of the
** picture.  The pieces off the board (Crazyhouse's pockets), for a
** variant whose notation writes them (its write_pocket), are listed
** under the board in the text, a line a side, and drawn there in the
** picture, a row of glyphs a side under a line that names it.
*/
#include <stdio.h>
#include <string.h>
#include <strings.h>
#include "internal.h"

#define SIDE_NAME_MAX 16	/* a side's name is one word: White, South */

static const char mark_char[TC_NMARKS] = {
	0, '>', '^', '&', '%', '*', '~'
};

/*
** U+2654.. white king, queen, rook, bishop, knight, pawn; black +6.
** An Auror is no chess piece: a white star U+2606 or a black one U+2605.
*/
static const char *const glyph[2][TC_NTYPES] = {
	{ "", "\u2659", "\u2658", "\u2657", "\u2656", "\u2655", "\u2654",
	  "\u2606" },
	{ "", "\u265f", "\u265e", "\u265d", "\u265c", "\u265b", "\u265a",
	  "\u2605" }
};


/*
** A game of four players (nsides 4, Complex Allegiance Chess) has the
** colours of lib/turncoat.h: the players in turn order, then the armies
** each shared by two of them.  Its diagrams name a piece's colour by the
** owner prefix of its notation, and read who moves a shared piece from
** the variant's controllers hook.
*/
static const char *const owner_prefix[TC_NCOLOURS] = { "s", "w", "n", "e",
	"sw", "se", "nw", "ne" };

/* What each mark means, for the legends. */
static const char *const mark_meaning[TC_NMARKS] = {
	NULL, "grey piece", "traitor (moved by the other player)",
	"double agent (moved by both players)",
	"mercenary (moved by both players, attacks both sides)",
	"neutral piece", "promoted pawn"
};

/*
** The badges the variant's badge hook gives (struct tc_variant): the
** letter, what it means, and in the picture its class and colour (from
** the Okabe-Ito palette, with a black letter).  Any other letter is drawn
** grey and told as a note of the rules.
*/
static const struct {
	char letter;
	const char *meaning, *name, *colour;
} badge_style[] = {
	{ 'P', "slider in Penetration mode", "penetration", "#cc79a7" },
	{ 'S', "slider in Stunted mode", "stunted", "#56b4e9" },
	{ 0, "piece under a rule of the variant", "badge", "#c0c0c0" }
};

/*
** What a diagram has shown, for its legend, and how it is drawn: its
** orientation o (see view_place) and the last move's squares.
*/
struct legend {
	bool mark[TC_NMARKS];
	bool auror;
	bool badge[128];	/* by letter */
	int o, from, to;
};

/* The style of badge letter l. */
static int
badge_of(int l)
{
	int i;

	for (i = 0; badge_style[i].letter && badge_style[i].letter != l; i++)
		;
	return i;
}

/* The badge of the piece on sq, 0 if none; noted in l. */
static int
badge_at(const struct tc_pos *pos, int sq, struct legend *l)
{
	int c = 0;

	if (pos->var->badge && pos->board[sq])
		c = pos->var->badge(pos, sq);
	if (c <= 0 || c >= 128)
		return 0;
	l->badge[c] = true;
	return c;
}

/* One step in each direction (TC_N .. TC_SW): files right, ranks up. */
static const int step_df[TC_NDIR] = { 0, 0, 1, -1, 1, -1, 1, -1 };
static const int step_dr[TC_NDIR] = { 1, -1, 0, 0, 1, 1, -1, -1 };

/*
** Where a diagram draws square sq: *x2 twice its file, so that a square
** may sit between two files, and *r its rank, both from 0.  A square off
** the grid goes where its straight one-step links put it, at the mean
** of the places one step back from each grid square it links to: EN
** Chess's x0, whose links lead north-west to d1 and north-east to e1,
** between the d and e files a rank below rank 1 (x2 7, r -1); x9
** between them above rank 8 (r 8).  A square with no such link, or
** beside the grid, goes above it.
*/
static void
place(const struct tc_geom *g, int sq, int *x2, int *r)
{
	int d, t, n = 0, sx = 0, sr = 0;

	if (g->file[sq] >= 0) {
		*x2 = 2 * g->file[sq];
		*r = g->rank[sq];
		return;
	}
	for (d = 0; d < TC_NDIR; d++) {
		t = g->ray[sq][d];
		if (t == TC_NOSQ || g->file[t] < 0)
			continue;
		sx += 2 * (g->file[t] - step_df[d]);
		sr += g->rank[t] - step_dr[d];
		n++;
	}
	*x2 = n ? sx / n : g->files - 1;
	*r = n ? (sr < 0 ? -((-sr + n - 1) / n) : sr / n) : g->ranks;
	if (*r >= 0 && *r < g->ranks)
		*r = g->ranks;
}

/*
** Where a diagram seen in orientation o draws square sq, as place()
** gives it for o 0 (the first side at the bottom): o 2 turns the board
** half round, o 1 a quarter so that the a-file is at the bottom (West's
** seat), o 3 the other way (East's).  Quarter turns are for square
** grids.
*/
static void
view_place(const struct tc_geom *g, int o, int sq, int *x2, int *r)
{
	int x, y;

	place(g, sq, &x, &y);
	switch (o) {
	case 1:
		*x2 = 2 * (g->ranks - 1 - y);
		*r = x / 2;
		break;
	case 2:
		*x2 = 2 * (g->files - 1) - x;
		*r = g->ranks - 1 - y;
		break;
	case 3:
		*x2 = 2 * y;
		*r = g->files - 1 - x / 2;
		break;
	default:
		*x2 = x;
		*r = y;
	}
}

/* The grid's square drawn at column f of row r in orientation o. */
static int
view_at(const struct tc_geom *g, int o, int r, int f)
{
	switch (o) {
	case 1:
		return g->at[g->ranks - 1 - f][r];
	case 2:
		return g->at[g->ranks - 1 - r][g->files - 1 - f];
	case 3:
		return g->at[f][g->files - 1 - r];
	}
	return g->at[r][f];
}

/*
** The label of row i (row true) or column i of the grid drawn in
** orientation o into out (8 bytes): a rank's number or a file's letter.
*/
static void
axis_label(const struct tc_geom *g, int o, bool row, int i, char *out)
{
	int sq = row ? view_at(g, o, i, 0) : view_at(g, o, 0, i);
	int k, n = row ? g->files : g->ranks;

	/* a corner the grid lacks (Complex Allegiance): the next square */
	for (k = 1; sq == TC_NOSQ && k < n; k++)
		sq = row ? view_at(g, o, i, k) : view_at(g, o, k, i);
	if (sq == TC_NOSQ) {
		out[0] = '\0';
		return;
	}
	if (row == !(o & 1))
		snprintf(out, 8, "%d", g->rank[sq] % 100 + 1);
	else
		snprintf(out, 8, "%c", 'a' + g->file[sq]);
}

/*
** The levels of the squares off the grid in orientation o: *top the
** highest (at least the top rank) and *bottom the lowest (at most 0).
*/
static void
offgrid_levels(const struct tc_geom *g, int o, int *top, int *bottom)
{
	int sq, x2, r;

	*top = g->ranks - 1;
	*bottom = 0;
	for (sq = 0; sq < g->nsq; sq++) {
		if (g->file[sq] >= 0)
			continue;
		view_place(g, o, sq, &x2, &r);
		if (r > *top)
			*top = r;
		if (r < *bottom)
			*bottom = r;
	}
}

/* True if word is one of the space-separated words of list. */
static bool
has_word(const char *list, const char *word)
{
	size_t n = strlen(word);
	const char *s;

	for (s = list; (s = strstr(s, word)) != NULL; s += n)
		if ((s == list || s[-1] == ' ') &&
		    (s[n] == ' ' || s[n] == '\0'))
			return true;
	return false;
}

/*
** The value the variant's notation writes for key in pos, into out (cap
** bytes); false if it writes none.  Lists of targets are the variant's
** own form, so they are taken as written.
*/
static bool
key_value(const struct tc_pos *pos, const char *key, char *out, size_t cap)
{
	char keys[2 * TC_AFEN_MAX], pat[16];
	const char *s;
	size_t n;

	if (pos->var->write_keys == NULL)
		return false;
	keys[pos->var->write_keys(pos, keys)] = '\0';
	snprintf(pat, sizeof(pat), " %s=", key);
	if ((s = strstr(keys, pat)) == NULL)
		return false;
	s += strlen(pat);
	n = strcspn(s, " ");
	if (n >= cap)
		n = cap - 1;
	memcpy(out, s, n);
	out[n] = '\0';
	return true;
}

/*
** Whether a diagram shows key k[0..n) among the variant's keys (see
** keys_text): not the identities (ids), which the board shows, nor in
** the picture (all false) the keys it gives lines of their own, the
** barred piece (bar) and the lists (targets).
*/
static bool
key_shown(const char *k, size_t n, bool all)
{
	static const char *const own_line[] = { "bar", "targets", NULL };
	int i;

	if (n == 3 && memcmp(k, "ids", 3) == 0)
		return false;
	for (i = 0; !all && own_line[i]; i++)
		if (strlen(own_line[i]) == n && memcmp(k, own_line[i], n) == 0)
			return false;
	return true;
}

/*
** A key's value s[0..n) for people, into out (cap bytes): as the
** notation writes it, but a move's two squares with '-' between them
** ("c6-b8").
*/
static void
value_text(const struct tc_geom *g, const char *s, size_t n, char *out,
    size_t cap)
{
	size_t a = 0, b = 0;

	if (geom_square_read(g, s, n, &a) >= 0 &&
	    geom_square_read(g, s + a, n - a, &b) >= 0 && a + b == n)
		snprintf(out, cap, "%.*s-%.*s", (int)a, s, (int)b, s + a);
	else
		snprintf(out, cap, "%.*s", (int)n, s);
}

/*
** The keys a reader needs: those the variant's notation writes for pos
** (its write_keys), in its order, that a diagram shows (key_shown), each
** as ", key value" into out (cap bytes), the value for people
** (value_text).  Empty for a variant that writes no keys.
*/
static void
keys_text(const struct tc_pos *pos, bool all, char *out, size_t cap)
{
	char keys[2 * TC_AFEN_MAX], val[TC_AFEN_MAX];
	const char *s = keys, *eq;
	size_t n = 0, k, v;

	out[0] = '\0';
	if (pos->var->write_keys == NULL)
		return;
	keys[pos->var->write_keys(pos, keys)] = '\0';
	while (n < cap && *s == ' ' && (eq = strchr(s, '=')) != NULL) {
		k = (size_t)(eq - s) - 1;
		v = strcspn(eq + 1, " ");
		if (key_shown(s + 1, k, all)) {
			value_text(pos->var->geom, eq + 1, v, val, sizeof(val));
			n += (size_t)snprintf(out + n, cap - n, ", %.*s %s",
			    (int)k, s + 1, val);
		}
		s = eq + 1 + v;
	}
}

/* The square of the piece the rules bar from moving, or TC_NOSQ. */
static int
barred(const struct tc_pos *pos)
{
	return pos->var->barred ? pos->var->barred(pos) : TC_NOSQ;
}

/* "KQkq", "-": the castling field. */
static void
castling(const struct tc_pos *pos, char *out)
{
	static const char right[] = "KQkq";
	int i, n = 0;

	for (i = 0; i < 4; i++)
		if (pos->castle & (1 << i))
			out[n++] = right[i];
	if (n == 0)
		out[n++] = '-';
	out[n] = '\0';
}

void
tc_draw_init(struct tc_draw *d)
{
	d->seat = 0;
	d->from = d->to = TC_NOSQ;
	d->end = NULL;
	d->result = NULL;
}

void
tc_draw_move(struct tc_draw *d, tc_move m)
{
	d->from = d->to = TC_NOSQ;
	if (TC_KIND(m) == TC_MK_NULL)
		return;
	d->from = TC_FROM(m);
	d->to = TC_TO(m);
}

int
tc_side_named(const struct tc_variant *var, const char *name)
{
	int side;

	for (side = 0; side < var->nsides; side++)
		if (strcasecmp(tc_side_name(var, side), name) == 0)
			return side;
	return -1;
}

/*
** The orientation a diagram of pos is drawn in (see view_place): d's
** seat at the bottom, a quarter turn for each side after the first of
** four, half a turn for the second of two.
*/
static int
orientation(const struct tc_pos *pos, const struct tc_draw *d)
{
	int n = pos->var->nsides;

	if (d == NULL || d->seat <= 0 || d->seat >= n)
		return 0;
	return d->seat * 4 / n;
}

void
pos_status_text(const struct tc_pos *pos, const struct tc_draw *d,
    char *out, size_t cap)
{
	struct tc_end judged;
	const struct tc_end *end = d ? d->end : NULL;
	const char *result = d ? d->result : NULL;
	int turn = pos->turn % pos->var->nsides;

	if (end == NULL || end->why == NULL) {
		(void)pos_status(pos, &judged);
		end = &judged;
	}
	if (result == NULL || strcmp(result, "*") == 0)
		result = end->flags & TC_END_PROVISIONAL ? NULL : end->result;
	if (end->why && !(end->flags & TC_END_PROVISIONAL))
		snprintf(out, cap, "%s%s%s", end->why, result ? ", " : "",
		    result ? result : "");
	else if (result)
		snprintf(out, cap, "game over, %s", result);
	else
		snprintf(out, cap, "%.*s to move%s", SIDE_NAME_MAX,
		    tc_side_name(pos->var, turn), pos_in_check(pos, turn) ?
		    ", in check" : "");
}

/* ", last move e2-e4" for the move d highlights, "" for none. */
static void
last_move_text(const struct tc_pos *pos, const struct tc_draw *d, char *out,
    size_t cap)
{
	char from[8], to[8];

	out[0] = '\0';
	if (d == NULL || d->to == TC_NOSQ)
		return;
	geom_square_name(pos->var->geom, d->from, from);
	geom_square_name(pos->var->geom, d->to, to);
	if (d->from == d->to)
		snprintf(out, cap, ", last move @%s", to);
	else
		snprintf(out, cap, ", last move %s-%s", from, to);
}

/*
** The text of the square sq: its piece's glyph (a dot if empty), then
** its mark or badge if it has one; what is shown noted in l.  Returns
** the columns written.
*/
static int
text_cell(struct tc_buf *b, const struct tc_pos *pos, int sq,
    struct legend *l)
{
	uint8_t c = sq == TC_NOSQ ? 0 : pos->board[sq];
	const char *gl;
	int n = 1, badge;

	if (c == 0) {
		buf_add(b, "\u00b7", strlen("\u00b7"));
		return 1;
	}
	if (pos->mark[sq] == TC_NEUTRAL) {
		buf_add(b, &type_letter[TC_TYPE(c)], 1);
		buf_add(b, sq == barred(pos) ? "#" : "*", 1);
		l->mark[TC_NEUTRAL] = true;
		return 2;
	}
	gl = glyph[TC_COLOUR(c) & 1][TC_TYPE(c)];
	buf_add(b, gl, strlen(gl));
	if (TC_TYPE(c) == TC_AUROR)
		l->auror = true;
	if (pos->mark[sq]) {
		buf_add(b, &mark_char[pos->mark[sq]], 1);
		l->mark[pos->mark[sq]] = true;
		n++;
	}
	if ((badge = badge_at(pos, sq, l)) != 0) {
		char ch = (char)badge;

		buf_add(b, &ch, 1);
		n++;
	}
	return n;
}

/*
** The line of the squares off the grid at level r (none: no line): the
** first one's name where ranks have their number, then each square in
** the column of its place, a square between two files in the space
** between them.
*/
static void
text_offgrid(struct tc_buf *b, const struct tc_pos *pos, int r,
    struct legend *l)
{
	const struct tc_geom *g = pos->var->geom;
	char name[8], line[16];
	int col = 0, x, sq, x2, sr;

	for (x = 0; x < 2 * g->files; x++) {
		for (sq = 0; sq < g->nsq; sq++) {
			if (g->file[sq] >= 0)
				continue;
			view_place(g, l->o, sq, &x2, &sr);
			if (sr != r || x2 != x)
				continue;
			if (col == 0) {
				geom_square_name(g, sq, name);
				col = snprintf(line, sizeof(line), "%2s ",
				    name);
				buf_add(b, line, (size_t)col);
			}
			for (; col < 3 + x; col++)
				buf_add(b, " ", 1);
			col += text_cell(b, pos, sq, l);
		}
	}
	if (col)
		buf_add(b, "\n", 1);
}

/*
** A line a side for the pockets of a variant that has them (see
** pos_pockets), their letters as the notation writes them:
** "White's pocket: Q R N", "Black's pocket: -" for an empty one.
*/
static void
text_pockets(struct tc_buf *b, const struct tc_pos *pos)
{
	char pk[2][TC_POCKET_MAX], line[SIDE_NAME_MAX + 2 * TC_POCKET_MAX + 16];
	int side, i, n;

	if (!pos_pockets(pos, pk))
		return;
	for (side = 0; side < 2; side++) {
		n = snprintf(line, sizeof(line), "%.*s's pocket:",
		    SIDE_NAME_MAX, tc_side_name(pos->var, side));
		for (i = 0; pk[side][i]; i++)
			n += snprintf(line + n, sizeof(line) - (size_t)n, " %c",
			    pk[side][i]);
		if (i == 0)
			n += snprintf(line + n, sizeof(line) - (size_t)n, " -");
		line[n++] = '\n';
		buf_add(b, line, (size_t)n);
	}
}

/*
** Field i (from 0) of the position as its notation writes it, into out
** (cap bytes): the castling (2) and en passant (3) fields of a game of
** four players in their CA-FEN forms, "b1,i1,a2" and "se3".
*/
static void
notation_field(const struct tc_pos *pos, int i, char *out, size_t cap)
{
	char fen[TC_AFEN_MAX];
	const char *s = fen;
	size_t n;

	fen[0] = '\0';
	afen_write(pos, fen, sizeof(fen));
	for (; i > 0 && s != NULL; i--)
		if ((s = strchr(s, ' ')) != NULL)
			s++;
	n = s ? strcspn(s, " ") : 0;
	if (n == 0) {
		s = "-";
		n = 1;
	}
	if (n >= cap)
		n = cap - 1;
	memcpy(out, s ? s : "-", n);
	out[n] = '\0';
}

/*
** The text of a game of four players: every square a cell of three
** columns after a space, its piece's owner prefix and letter right-
** aligned ("sK", "nwP"), '·' if empty, blank where the grid has no
** square (Complex Allegiance's corners); no blanks end a line.  Under
** the file letters, the owners and whose move it is with the castling
** and en passant fields as the notation writes them.
*/
static void
text_four(struct tc_buf *b, const struct tc_pos *pos, const struct tc_draw *d)
{
	const struct tc_geom *g = pos->var->geom;
	char line[TC_AFEN_MAX + 64], cell[8], cs[TC_AFEN_MAX],
	    ep[TC_AFEN_MAX], keys[TC_AFEN_MAX];
	const char *nm[4];
	int f, r, sq, gap, o = orientation(pos, d);

	for (r = g->ranks - 1; r >= 0; r--) {
		axis_label(g, o, true, r, cell);
		snprintf(line, sizeof(line), "%2s", cell);
		buf_add(b, line, strlen(line));
		gap = 0;
		for (f = 0; f < g->files; f++) {
			uint8_t c;

			gap++;
			if ((sq = view_at(g, o, r, f)) == TC_NOSQ) {
				gap += 3;
				continue;
			}
			if ((c = pos->board[sq]) == 0)
				snprintf(cell, sizeof(cell), "\u00b7");
			else
				snprintf(cell, sizeof(cell), "%s%c",
				    owner_prefix[TC_COLOUR(c) % TC_NCOLOURS],
				    type_letter[TC_TYPE(c)]);
			/* '·' is one column of two bytes */
			snprintf(line, sizeof(line), "%*s%s", gap + 3 -
			    (c ? (int)strlen(cell) : 1), "", cell);
			buf_add(b, line, strlen(line));
			gap = 0;
		}
		buf_add(b, "\n", 1);
	}
	buf_add(b, "  ", 2);
	for (f = 0; f < g->files; f++) {
		axis_label(g, o, false, f, cell);
		snprintf(line, sizeof(line), "%4s", cell);
		buf_add(b, line, strlen(line));
	}
	buf_add(b, "\n", 1);
	for (f = 0; f < 4; f++)
		nm[f] = tc_side_name(pos->var, f);
	snprintf(line, sizeof(line), "s %s, w %s, n %s, e %s; shared: sw "
	    "%s+%s, se %s+%s, nw %s+%s, ne %s+%s\n", nm[0], nm[1], nm[2],
	    nm[3], nm[0], nm[1], nm[0], nm[3], nm[2], nm[1], nm[2], nm[3]);
	buf_add(b, line, strlen(line));
	notation_field(pos, 2, cs, sizeof(cs));
	notation_field(pos, 3, ep, sizeof(ep));
	keys_text(pos, true, keys, sizeof(keys));
	pos_status_text(pos, d, line, sizeof(line));
	buf_add(b, line, strlen(line));
	last_move_text(pos, d, line, sizeof(line));
	buf_add(b, line, strlen(line));
	buf_add(b, ", castling ", 11);
	buf_add(b, cs, strlen(cs));
	buf_add(b, ", en passant ", 13);
	buf_add(b, ep, strlen(ep));
	buf_add(b, keys, strlen(keys));
	buf_add(b, "\n", 1);
}

/*
** The line under a text diagram: the status (see pos_status_text), the
** last move, castling, en passant, the keys, what the marks, Aurors and
** badges shown (l) mean.
*/
static void
text_tail(struct tc_buf *b, const struct tc_pos *pos,
    const struct tc_draw *d, const struct legend *l)
{
	const struct tc_geom *g = pos->var->geom;
	char line[TC_AFEN_MAX], cs[8], keys[TC_AFEN_MAX];
	int side, n, m;

	pos_status_text(pos, d, line, sizeof(line));
	buf_add(b, line, strlen(line));
	last_move_text(pos, d, line, sizeof(line));
	buf_add(b, line, strlen(line));
	castling(pos, cs);
	snprintf(line, sizeof(line), ", castling %s, en passant ", cs);
	buf_add(b, line, strlen(line));
	n = 0;
	for (side = 0; side < TC_MAXSIDES; side++) {
		if (pos->ep[side] == TC_NOSQ)
			continue;
		if (n++)
			buf_add(b, ",", 1);
		buf_add(b, line, (size_t)geom_square_name(g, pos->ep[side], line));
	}
	if (n == 0)
		buf_add(b, "-", 1);
	keys_text(pos, true, keys, sizeof(keys));
	buf_add(b, keys, strlen(keys));
	for (m = TC_GREY; m < TC_NMARKS; m++) {
		if (!l->mark[m])
			continue;
		snprintf(line, sizeof(line), ", %c marks a %s", mark_char[m],
		    mark_meaning[m]);
		buf_add(b, line, strlen(line));
		if (m == TC_NEUTRAL && barred(pos) != TC_NOSQ)
			buf_add(b, ", # the barred one", 18);
	}
	if (l->auror) {
		snprintf(line, sizeof(line), ", %s White Auror, %s Black Auror",
		    glyph[0][TC_AUROR], glyph[1][TC_AUROR]);
		buf_add(b, line, strlen(line));
	}
	for (m = 1; m < 128; m++) {
		if (!l->badge[m])
			continue;
		snprintf(line, sizeof(line), ", %c marks a %s", m,
		    badge_style[badge_of(m)].meaning);
		buf_add(b, line, strlen(line));
	}
	buf_add(b, "\n", 1);
}

void
pos_draw_text(struct tc_buf *b, const struct tc_pos *pos,
    const struct tc_draw *d)
{
	const struct tc_geom *g = pos->var->geom;
	char line[16], cell[8];
	struct legend l;
	int f, r, top, bottom;

	if (pos->var->nsides == 4) {
		text_four(b, pos, d);
		return;
	}
	memset(&l, 0, sizeof(l));
	l.o = orientation(pos, d);
	offgrid_levels(g, l.o, &top, &bottom);
	for (r = top; r >= bottom; r--) {
		if (r < 0 || r >= g->ranks) {
			text_offgrid(b, pos, r, &l);
			continue;
		}
		axis_label(g, l.o, true, r, cell);
		snprintf(line, sizeof(line), "%2s ", cell);
		buf_add(b, line, strlen(line));
		for (f = 0; f < g->files; f++)
			if (text_cell(b, pos, view_at(g, l.o, r, f), &l) == 1 &&
			    f + 1 < g->files)
				buf_add(b, " ", 1);
		buf_add(b, "\n", 1);
	}
	buf_add(b, "   ", 3);
	for (f = 0; f < g->files; f++) {
		axis_label(g, l.o, false, f, line);
		buf_add(b, line, 1);
		buf_add(b, f + 1 < g->files ? " " : "\n", 1);
	}
	text_pockets(b, pos);
	text_tail(b, pos, d, &l);
}

void
pos_write_text(struct tc_buf *b, const struct tc_pos *pos)
{
	struct tc_draw d;

	tc_draw_init(&d);
	pos_draw_text(b, pos, &d);
}

/* ---- SVG ---- */

#define SQ 45		/* square size in pixels */
#define MARGIN 20	/* room for the labels */
#define LINE 16		/* each line of text under the board */

/*
** The marks that say who moves a piece get a ring and a badge of their
** own colour, from the Okabe-Ito palette that readers with any common
** colour blindness tell apart; the badge's character tells them apart
** without colour.
*/
static const struct {
	const char *name, *colour;
} status_style[TC_NMARKS] = {
	[TC_TRAITOR] = { "traitor", "#d55e00" },
	[TC_AGENT] = { "agent", "#0072b2" },
	[TC_MERCENARY] = { "mercenary", "#009e73" }
};

/*
** The four players' armies (a game of four players): South white and
** North black as in chess, West vermillion and East blue from the
** Okabe-Ito palette, every glyph outlined in black.  A shared piece is
** filled by a linear gradient with a hard stop at its middle (see
** svg_shared): West's colour on its left half or East's on its right,
** the other half the colour of its South or North controller, so each
** controller's half is on that player's side of the board where it can
** be (sw: West | South, se: South | East, nw: West | North, ne: North |
** East).
*/
static const char *const player_colour[4] = { "#ffffff", "#d55e00",
	"#000000", "#0072b2" };

/*
** The controllers of colour c, a game of four players, from the
** variant's controllers hook: *left the one whose colour fills the left
** half of its pieces, *right the other (both c for a player's own).
*/
static void
halves(const struct tc_pos *pos, int c, int *left, int *right)
{
	unsigned ctl = pos->var->controllers ?
	    pos->var->controllers(TC_CODE(TC_PAWN, c), TC_PURE) : 0;
	int p, a = -1, z = -1;

	*left = *right = c & 3;
	if (c < 4)
		return;
	for (p = 0; p < 4; p++)
		if (ctl & (1u << p)) {
			if (a < 0)
				a = p;
			else
				z = p;
		}
	if (a < 0 || z < 0)
		return;
	/* West (1) to the left, East (3) to the right */
	if (a == TC_WEST || z == TC_EAST) {
		*left = a;
		*right = z;
	} else {
		*left = z;
		*right = a;
	}
}

/* The gradients that fill the shared pieces, "shared-sw" .. "shared-ne". */
static void
svg_shared(struct tc_buf *b, const struct tc_pos *pos)
{
	char tmp[320];
	int c, left, right;

	buf_add(b, "<defs>\n", 7);
	for (c = TC_SHARED_SW; c < TC_NCOLOURS; c++) {
		halves(pos, c, &left, &right);
		snprintf(tmp, sizeof(tmp), "<linearGradient id=\"shared-%s\" "
		    "x1=\"0\" y1=\"0\" x2=\"1\" y2=\"0\">\n<stop offset=\"0.5\" "
		    "stop-color=\"%s\"/>\n<stop offset=\"0.5\" "
		    "stop-color=\"%s\"/>\n</linearGradient>\n",
		    owner_prefix[c], player_colour[left], player_colour[right]);
		buf_add(b, tmp, strlen(tmp));
	}
	buf_add(b, "</defs>\n", 8);
}

/* The fill of colour c's pieces, a game of four players, into out. */
static void
four_fill(int c, char *out, size_t cap)
{
	if (c < 4)
		snprintf(out, cap, "%s", player_colour[c]);
	else
		snprintf(out, cap, "url(#shared-%s)",
		    owner_prefix[c % TC_NCOLOURS]);
}

static void
svg_text(struct tc_buf *b, const char *s)
{
	for (; *s; s++) {
		if (*s == '<')
			buf_add(b, "&lt;", 4);
		else if (*s == '>')
			buf_add(b, "&gt;", 4);
		else if (*s == '&')
			buf_add(b, "&amp;", 5);
		else if (*s == '"')
			buf_add(b, "&quot;", 6);
		else
			buf_add(b, s, 1);
	}
}

/* A badge: mark m's character, white, in a disc of its colour. */
static void
svg_badge(struct tc_buf *b, int cx, int cy, int r, int m)
{
	char tmp[320], ch[2] = { mark_char[m], '\0' };

	snprintf(tmp, sizeof(tmp), "<circle class=\"%s-badge\" cx=\"%d\" "
	    "cy=\"%d\" r=\"%d\" fill=\"%s\" stroke=\"#ffffff\" "
	    "stroke-width=\"1\"/>\n<text x=\"%d\" y=\"%d\" font-size=\"%d\" "
	    "font-family=\"sans-serif\" font-weight=\"bold\" "
	    "text-anchor=\"middle\" fill=\"#ffffff\">",
	    status_style[m].name, cx, cy, r, status_style[m].colour, cx,
	    cy + r / 2 + 1, r + 4);
	buf_add(b, tmp, strlen(tmp));
	svg_text(b, ch);
	buf_add(b, "</text>\n", 8);
}

/*
** A badge of the variant's (see badge_style): letter l, black, in a
** square of its colour whose top left is (x, y).
*/
static void
svg_note(struct tc_buf *b, int x, int y, int l)
{
	char tmp[320];
	int i = badge_of(l);

	snprintf(tmp, sizeof(tmp), "<rect class=\"%s-badge\" x=\"%d\" "
	    "y=\"%d\" width=\"14\" height=\"14\" rx=\"3\" fill=\"%s\" "
	    "stroke=\"#000000\" stroke-width=\"1\"/>\n<text x=\"%d\" "
	    "y=\"%d\" font-size=\"11\" font-family=\"sans-serif\" "
	    "font-weight=\"bold\" text-anchor=\"middle\" "
	    "fill=\"#000000\">%c</text>\n", badge_style[i].name, x, y,
	    badge_style[i].colour, x + 7, y + 11, l);
	buf_add(b, tmp, strlen(tmp));
}

/*
** An Auror: a five-pointed star centred on (cx, cy), filled with fill.
** Its points in tenths of a pixel from the centre, the top one first:
** radius 17 outside, 7 inside.
*/
static void
svg_star(struct tc_buf *b, int cx, int cy, const char *fill)
{
	static const int pt[10][2] = {
		{ 0, -170 }, { 41, -57 }, { 162, -53 }, { 67, 22 },
		{ 100, 138 }, { 0, 70 }, { -100, 138 }, { -67, 22 },
		{ -162, -53 }, { -41, -57 }
	};
	char tmp[128];
	int i;

	snprintf(tmp, sizeof(tmp), "<polygon class=\"auror\" points=\"");
	buf_add(b, tmp, strlen(tmp));
	for (i = 0; i < 10; i++) {
		int x = cx * 10 + pt[i][0], y = cy * 10 + pt[i][1];

		snprintf(tmp, sizeof(tmp), "%s%d.%d,%d.%d", i ? " " : "",
		    x / 10, x % 10, y / 10, y % 10);
		buf_add(b, tmp, strlen(tmp));
	}
	snprintf(tmp, sizeof(tmp), "\" fill=\"%s\" stroke=\"#000000\" "
	    "stroke-width=\"1.5\" stroke-linejoin=\"round\"/>\n", fill);
	buf_add(b, tmp, strlen(tmp));
}

/*
** The glyph of a piece of type t filled with fill in the square whose
** top left is (x, y), the text element of class cls (NULL: none).
*/
static void
svg_glyph(struct tc_buf *b, int x, int y, int t, const char *fill,
    const char *cls)
{
	char tmp[512];

	snprintf(tmp, sizeof(tmp), "<text%s%s%s x=\"%d\" y=\"%d\" "
	    "font-size=\"%d\" text-anchor=\"middle\" fill=\"%s\" "
	    "stroke=\"#000000\" stroke-width=\"1\">%s</text>\n",
	    cls ? " class=\"" : "", cls ? cls : "", cls ? "\"" : "",
	    x + SQ / 2, y + SQ - 9, SQ - 8, fill, glyph[1][t]);
	buf_add(b, tmp, strlen(tmp));
}

/*
** The piece on sq, drawn in the square whose top left is (x, y), with
** the variant's badge l (0: none).
*/
static void
svg_piece(struct tc_buf *b, const struct tc_pos *pos, int sq, int x, int y,
    int l)
{
	uint8_t c = pos->board[sq], m = pos->mark[sq];
	const char *fill;
	char tmp[512], own[32];

	if (m == TC_NEUTRAL) {
		/* a neutral piece: a solid blue ring */
		snprintf(tmp, sizeof(tmp), "<circle class=\"neutral\" "
		    "cx=\"%d\" cy=\"%d\" r=\"%d\" fill=\"#9cc3ec\" "
		    "fill-opacity=\"0.6\" stroke=\"#1f4e8c\" "
		    "stroke-width=\"3\"/>\n", x + SQ / 2, y + SQ / 2,
		    SQ / 2 - 3);
		buf_add(b, tmp, strlen(tmp));
	} else if (m == TC_GREY) {
		/* a grey piece: a dashed ring and a grey body */
		snprintf(tmp, sizeof(tmp), "<circle cx=\"%d\" cy=\"%d\" "
		    "r=\"%d\" fill=\"#a0a0a0\" fill-opacity=\"0.6\" "
		    "stroke=\"#404040\" stroke-width=\"2\" "
		    "stroke-dasharray=\"4 3\"/>\n", x + SQ / 2, y + SQ / 2,
		    SQ / 2 - 2);
		buf_add(b, tmp, strlen(tmp));
	} else if (status_style[m].name) {
		/* its colour still counts: only a ring */
		snprintf(tmp, sizeof(tmp), "<circle class=\"%s\" cx=\"%d\" "
		    "cy=\"%d\" r=\"%d\" fill=\"none\" stroke=\"%s\" "
		    "stroke-width=\"3\"/>\n", status_style[m].name,
		    x + SQ / 2, y + SQ / 2, SQ / 2 - 3, status_style[m].colour);
		buf_add(b, tmp, strlen(tmp));
	}
	/* black glyph shapes, filled with the owner's colour */
	fill = m == TC_NEUTRAL ? "#4a90d9" : m == TC_GREY ?
	    (TC_COLOUR(c) & 1 ? "#505050" : "#d8d8d8") :
	    (TC_COLOUR(c) & 1 ? "#000000" : "#ffffff");
	if (pos->var->nsides == 4) {
		four_fill(TC_COLOUR(c), own, sizeof(own));
		fill = own;
	}
	if (TC_TYPE(c) == TC_AUROR) {
		svg_star(b, x + SQ / 2, y + SQ / 2 + 2, fill);
	} else {
		svg_glyph(b, x, y, TC_TYPE(c), fill, NULL);
	}
	if (l)
		svg_note(b, x + 2, y + 2, l);
	if (status_style[m].name) {
		svg_badge(b, x + SQ - 9, y + 9, 8, m);
	} else if (m) {
		/* on a white disc, so that it stays readable when small */
		snprintf(tmp, sizeof(tmp), "<circle class=\"mark\" cx=\"%d\" "
		    "cy=\"%d\" r=\"8\" fill=\"#ffffff\" stroke=\"#c00000\" "
		    "stroke-width=\"1.5\"/>\n<text x=\"%d\" y=\"%d\" "
		    "font-size=\"14\" font-family=\"sans-serif\" "
		    "font-weight=\"bold\" text-anchor=\"middle\" "
		    "fill=\"#c00000\">", x + SQ - 9, y + 9, x + SQ - 9, y + 14);
		buf_add(b, tmp, strlen(tmp));
		tmp[0] = mark_char[m];
		tmp[1] = '\0';
		svg_text(b, tmp);
		buf_add(b, "</text>\n", 8);
	}
}

/* A line of text under the board, its baseline at y, from x. */
static void
svg_line(struct tc_buf *b, int x, int y, const char *s)
{
	char tmp[96];

	snprintf(tmp, sizeof(tmp), "<text x=\"%d\" y=\"%d\" font-size=\"12\" "
	    "font-family=\"sans-serif\">", x, y);
	buf_add(b, tmp, strlen(tmp));
	svg_text(b, s);
	buf_add(b, "</text>\n", 8);
}

/*
** The lines under the board, the first with its baseline at y: whose
** move, castling and the keys a reader needs (see keys_text), then
** the bar, the targets, a badge and meaning for each status mark and
** each of the variant's badges in l.  The legend of rings names grey
** pieces only where the variant has them and its marks and announcements
** give rings no other meaning and it has no badges; stars are named when
** there are.
*/
static void
svg_legend(struct tc_buf *b, const struct tc_pos *pos, const char *status,
    const struct legend *l, int y)
{
	static const char grey[] = "; ringed pieces are grey",
	    neutral[] = "; blue pieces are neutral",
	    aurors[] = "; stars are Aurors";
	const struct tc_variant *var = pos->var;
	const char *suffix = strchr(var->marks, mark_char[TC_GREY]) ? grey : "";
	char keys[TC_AFEN_MAX], cs[8], name[8];
	/* The first line is the longest: each of its parts at its longest. */
	char line[2 * TC_AFEN_MAX + sizeof(", castling ") + sizeof(cs) +
	    sizeof(keys) + sizeof(neutral) + sizeof(aurors)];
	int m, bar;

	for (m = TC_GREY; m < TC_NMARKS; m++)
		if (status_style[m].name && strchr(var->marks, mark_char[m]))
			suffix = "";
	if (var->announce || var->badge)
		suffix = "";
	if (strchr(var->marks, mark_char[TC_NEUTRAL]))
		suffix = neutral;
	castling(pos, cs);
	keys_text(pos, false, keys, sizeof(keys));
	snprintf(line, sizeof(line), "%.*s, castling %s%s%s%s",
	    TC_AFEN_MAX + 32, status, cs, keys, suffix,
	    l->auror ? aurors : "");
	svg_line(b, MARGIN, y, line);
	if ((bar = barred(pos)) != TC_NOSQ) {
		geom_square_name(var->geom, bar, name);
		snprintf(line, sizeof(line), "the piece boxed in red (%s) is "
		    "barred", name);
		svg_line(b, MARGIN, y += LINE, line);
	}
	if (has_word(var->keys, "targets") &&
	    key_value(pos, "targets", keys, sizeof(keys))) {
		snprintf(line, sizeof(line), "targets %s", keys);
		svg_line(b, MARGIN, y += LINE, line);
	}
	for (m = TC_GREY; m < TC_NMARKS; m++) {
		if (!l->mark[m] || !status_style[m].name)
			continue;
		y += LINE;
		svg_badge(b, MARGIN + 7, y - 4, 7, m);
		svg_line(b, MARGIN + 18, y, mark_meaning[m]);
	}
	for (m = 1; m < 128; m++) {
		if (!l->badge[m])
			continue;
		y += LINE;
		svg_note(b, MARGIN, y - 11, m);
		svg_line(b, MARGIN + 18, y, badge_style[badge_of(m)].meaning);
	}
}

/*
** The lines under the board of a game of four players, the first with
** its baseline at y: whose move with the castling and en passant fields
** as the notation writes them, a swatch of each player's colour with its
** name, then one of each shared army with its owner prefix and players.
*/
static void
svg_legend_four(struct tc_buf *b, const struct tc_pos *pos,
    const char *status, int y)
{
	char line[4 * TC_AFEN_MAX], cs[TC_AFEN_MAX], ep[TC_AFEN_MAX],
	    keys[TC_AFEN_MAX], fill[32], tmp[256];
	int c, x, left, right;

	notation_field(pos, 2, cs, sizeof(cs));
	notation_field(pos, 3, ep, sizeof(ep));
	keys_text(pos, false, keys, sizeof(keys));
	snprintf(line, sizeof(line), "%s, castling %s, en passant %s%s",
	    status, cs, ep, keys);
	svg_line(b, MARGIN, y, line);
	for (c = 0; c < TC_NCOLOURS; c++) {
		if (c % 4 == 0)
			y += LINE;
		x = MARGIN + (c % 4) * (c < 4 ? 80 : 112);
		four_fill(c, fill, sizeof(fill));
		snprintf(tmp, sizeof(tmp), "<rect class=\"swatch\" x=\"%d\" "
		    "y=\"%d\" width=\"12\" height=\"12\" fill=\"%s\" "
		    "stroke=\"#000000\" stroke-width=\"1\"/>\n", x, y - 10,
		    fill);
		buf_add(b, tmp, strlen(tmp));
		halves(pos, c, &left, &right);
		if (c < 4)
			snprintf(line, sizeof(line), "%s",
			    tc_side_name(pos->var, c));
		else	/* as the text diagram names them: South+West */
			snprintf(line, sizeof(line), "%s %s+%s",
			    owner_prefix[c], tc_side_name(pos->var, left % 2 ?
			    right : left), tc_side_name(pos->var, left % 2 ?
			    left : right));
		svg_line(b, x + 16, y, line);
	}
}

/* The files' names under the board seen from orientation o, at y. */
static void
svg_file_labels(struct tc_buf *b, const struct tc_geom *g, int o, int y)
{
	char tmp[256], label[8];
	int f;

	for (f = 0; f < g->files; f++) {
		axis_label(g, o, false, f, label);
		snprintf(tmp, sizeof(tmp), "<text x=\"%d\" y=\"%d\" "
		    "font-size=\"12\" font-family=\"sans-serif\" "
		    "text-anchor=\"middle\">%s</text>\n", MARGIN + f * SQ +
		    SQ / 2, y, label);
		buf_add(b, tmp, strlen(tmp));
	}
}

#define XD 32	/* half the diagonal of a square off the grid */

/*
** A square off the grid: a diamond of the size of the others centred on
** (cx, cy), touching the corner of the grid it is linked at, neither
** light nor dark (a Bishop changes colour through it), its name to its
** left, and its piece.
*/
static void
svg_offgrid(struct tc_buf *b, const struct tc_pos *pos, int sq, int cx,
    int cy, struct legend *l)
{
	char tmp[512], name[8];

	geom_square_name(pos->var->geom, sq, name);
	snprintf(tmp, sizeof(tmp), "<polygon class=\"offgrid\" "
	    "points=\"%d,%d %d,%d %d,%d %d,%d\" fill=\"%s\" "
	    "stroke=\"#6b4f35\" stroke-width=\"1\"/>\n<text x=\"%d\" "
	    "y=\"%d\" font-size=\"12\" font-family=\"sans-serif\" "
	    "text-anchor=\"end\">%s</text>\n", cx, cy - XD, cx + XD, cy, cx,
	    cy + XD, cx - XD, cy, sq == l->from || sq == l->to ? "#e5cf6c" :
	    "#d3b18c", cx - XD - 4, cy + 4, name);
	buf_add(b, tmp, strlen(tmp));
	if (sq == barred(pos)) {
		snprintf(tmp, sizeof(tmp), "<rect class=\"bar\" x=\"%d\" "
		    "y=\"%d\" width=\"%d\" height=\"%d\" fill=\"none\" "
		    "stroke=\"#c00000\" stroke-width=\"4\"/>\n",
		    cx - SQ / 2 + 2, cy - SQ / 2 + 2, SQ - 4, SQ - 4);
		buf_add(b, tmp, strlen(tmp));
	}
	if (pos->board[sq])
		svg_piece(b, pos, sq, cx - SQ / 2, cy - SQ / 2,
		    badge_at(pos, sq, l));
}

/*
** The squares off the grid above it (with `above`) or below it, the grid
** drawn from y0: each level 2 XD high, the nearest touching the grid.
*/
static void
svg_offgrids(struct tc_buf *b, const struct tc_pos *pos, int y0,
    bool above, struct legend *l)
{
	const struct tc_geom *g = pos->var->geom;
	int sq, x2, r;

	for (sq = 0; sq < g->nsq; sq++) {
		if (g->file[sq] >= 0)
			continue;
		view_place(g, l->o, sq, &x2, &r);
		if ((r >= g->ranks) != above)
			continue;
		svg_offgrid(b, pos, sq, MARGIN + (x2 + 1) * SQ / 2,
		    above ? y0 - (2 * (r - g->ranks) + 1) * XD :
		    y0 + g->ranks * SQ + (2 * -r - 1) * XD, l);
	}
}

/*
** The rows of a side's pocket: its pieces, files to a row (none when it
** is empty).
*/
static int
pocket_rows(const struct tc_pos *pos, const char *pk)
{
	int files = pos->var->geom->files;

	return ((int)strlen(pk) + files - 1) / files;
}

/*
** The height of the pockets under the board (see svg_pockets): 0 for a
** variant without pockets.
*/
static int
pockets_height(const struct tc_pos *pos)
{
	char pk[2][TC_POCKET_MAX];

	if (!pos_pockets(pos, pk))
		return 0;
	return 2 * LINE + (pocket_rows(pos, pk[0]) +
	    pocket_rows(pos, pk[1])) * SQ;
}

/*
** The pockets of a variant that has them (see pos_pockets) from y down,
** White's then Black's: for each a line that names it ("White's pocket",
** "Black's pocket: empty"), then its pieces' glyphs in the notation's
** order, as the board draws them, on a grey strip, a square each and
** files to a row from the board's left edge.
*/
static void
svg_pockets(struct tc_buf *b, const struct tc_pos *pos, int y)
{
	const struct tc_geom *g = pos->var->geom;
	char pk[2][TC_POCKET_MAX], line[SIDE_NAME_MAX + 32], tmp[256];
	int side, i, n, t, rows, r, w;

	if (!pos_pockets(pos, pk))
		return;
	for (side = 0; side < 2; side++) {
		n = (int)strlen(pk[side]);
		snprintf(line, sizeof(line), "%.*s's pocket%s", SIDE_NAME_MAX,
		    tc_side_name(pos->var, side), n ? "" : ": empty");
		svg_line(b, MARGIN, y + LINE - 4, line);
		y += LINE;
		rows = pocket_rows(pos, pk[side]);
		for (r = 0; r < rows; r++) {
			w = n - r * g->files < g->files ? n - r * g->files :
			    g->files;
			snprintf(tmp, sizeof(tmp), "<rect class=\"pocket-row\" "
			    "x=\"%d\" y=\"%d\" width=\"%d\" height=\"%d\" "
			    "rx=\"4\" fill=\"#e8e8e8\"/>\n", MARGIN,
			    y + r * SQ, w * SQ, SQ);
			buf_add(b, tmp, strlen(tmp));
		}
		for (i = 0; i < n; i++) {
			t = type_from_letter(side ? pk[side][i] - ('a' - 'A') :
			    pk[side][i]);
			if (t <= 0 || t >= TC_NTYPES)
				continue;
			svg_glyph(b, MARGIN + i % g->files * SQ,
			    y + i / g->files * SQ, t, side ? "#000000" :
			    "#ffffff", "pocket");
		}
		y += rows * SQ;
	}
}

/* The height of the lines under the board; l gets what they will show. */
static int
legend_height(const struct tc_pos *pos, struct legend *l, int bar)
{
	const struct tc_geom *g = pos->var->geom;
	char list[TC_AFEN_MAX];
	int sq, m, n = 0;

	/* a line under the board for each of bar, targets, status marks,
	** badges */
	for (sq = 0; sq < g->nsq; sq++) {
		if (!pos->board[sq])
			continue;
		l->mark[pos->mark[sq]] = true;
		if (TC_TYPE(pos->board[sq]) == TC_AUROR)
			l->auror = true;
		(void)badge_at(pos, sq, l);
	}
	for (m = TC_GREY; m < TC_NMARKS; m++)
		if (l->mark[m] && status_style[m].name)
			n += LINE;
	for (m = 1; m < 128; m++)
		if (l->badge[m])
			n += LINE;
	if (bar != TC_NOSQ)
		n += LINE;
	if (has_word(pos->var->keys, "targets") &&
	    key_value(pos, "targets", list, sizeof(list)))
		n += LINE;
	if (pos->var->nsides == 4)
		n += 2 * LINE;	/* the players' colours, the shared ones' */
	return n;
}

/* A light (yellow) square over the square at (x, y): the last move's. */
static void
svg_lastmove(struct tc_buf *b, int x, int y)
{
	char tmp[160];

	snprintf(tmp, sizeof(tmp), "<rect class=\"lastmove\" x=\"%d\" "
	    "y=\"%d\" width=\"%d\" height=\"%d\" fill=\"#f7ec5a\" "
	    "fill-opacity=\"0.55\"/>\n", x, y, SQ, SQ);
	buf_add(b, tmp, strlen(tmp));
}

/* The square sq of the grid, its top left at (x, y), and its piece. */
static void
svg_square(struct tc_buf *b, const struct tc_pos *pos, int sq, int x, int y,
    int bar, struct legend *l)
{
	const struct tc_geom *g = pos->var->geom;
	char tmp[512];

	snprintf(tmp, sizeof(tmp), "<rect x=\"%d\" y=\"%d\" "
	    "width=\"%d\" height=\"%d\" fill=\"%s\"/>\n", x, y, SQ, SQ,
	    (g->file[sq] + g->rank[sq]) % 2 ? "#f0d9b5" : "#b58863");
	buf_add(b, tmp, strlen(tmp));
	if (sq == l->from || sq == l->to)
		svg_lastmove(b, x, y);
	if (sq == bar) {
		snprintf(tmp, sizeof(tmp), "<rect class=\"bar\" x=\"%d\" "
		    "y=\"%d\" width=\"%d\" height=\"%d\" fill=\"none\" "
		    "stroke=\"#c00000\" stroke-width=\"4\"/>\n", x + 2, y + 2,
		    SQ - 4, SQ - 4);
		buf_add(b, tmp, strlen(tmp));
	}
	if (pos->board[sq])
		svg_piece(b, pos, sq, x, y, badge_at(pos, sq, l));
}

/*
** The grid from (MARGIN, y0) as orientation l->o shows it: its squares,
** row labels, pieces, bar square.
*/
static void
svg_grid(struct tc_buf *b, const struct tc_pos *pos, int y0, int bar,
    struct legend *l)
{
	const struct tc_geom *g = pos->var->geom;
	char tmp[512], label[8];
	int f, r, sq;

	for (r = g->ranks - 1; r >= 0; r--) {
		int y = y0 + (g->ranks - 1 - r) * SQ;

		axis_label(g, l->o, true, r, label);
		snprintf(tmp, sizeof(tmp), "<text x=\"%d\" y=\"%d\" "
		    "font-size=\"12\" font-family=\"sans-serif\" "
		    "text-anchor=\"middle\">%s</text>\n", MARGIN / 2,
		    y + SQ / 2 + 4, label);
		buf_add(b, tmp, strlen(tmp));
		/* a square the grid lacks is not drawn */
		for (f = 0; f < g->files; f++)
			if ((sq = view_at(g, l->o, r, f)) != TC_NOSQ)
				svg_square(b, pos, sq, MARGIN + f * SQ, y, bar,
				    l);
	}
}

/*
** The picture: the grid from (MARGIN, y0), a8 at its top left, with the
** squares off it above (each level 2 XD high) and below, the file letters
** under all, then the legend.
*/
void
pos_draw_svg(struct tc_buf *b, const struct tc_pos *pos, const char *title,
    const struct tc_draw *d)
{
	const struct tc_geom *g = pos->var->geom;
	char tmp[512], afen[TC_AFEN_MAX], status[TC_AFEN_MAX + 32], last[32];
	struct legend l;
	int top, bottom, w, h, y0, below, pockets, bar = barred(pos);

	memset(&l, 0, sizeof(l));
	l.o = orientation(pos, d);
	l.from = d->from;
	l.to = d->to;
	pos_status_text(pos, d, status, sizeof(status));
	last_move_text(pos, d, last, sizeof(last));
	snprintf(status + strlen(status), sizeof(status) - strlen(status),
	    "%s", last);
	offgrid_levels(g, l.o, &top, &bottom);
	below = -bottom * 2 * XD;
	y0 = MARGIN + (top - (g->ranks - 1)) * 2 * XD;
	w = g->files * SQ + 2 * MARGIN;
	h = y0 + g->ranks * SQ + below + MARGIN + 20;
	h += legend_height(pos, &l, bar) + (pockets = pockets_height(pos));

	afen_write(pos, afen, sizeof(afen));
	snprintf(tmp, sizeof(tmp), "<svg xmlns=\"http://www.w3.org/2000/svg\" "
	    "width=\"%d\" height=\"%d\" viewBox=\"0 0 %d %d\">\n", w, h, w, h);
	buf_add(b, tmp, strlen(tmp));
	buf_add(b, "<title>", 7);
	svg_text(b, title ? title : afen);
	buf_add(b, "</title>\n", 9);
	buf_add(b, "<desc>", 6);
	svg_text(b, afen);
	buf_add(b, "</desc>\n", 8);
	snprintf(tmp, sizeof(tmp), "<rect width=\"%d\" height=\"%d\" "
	    "fill=\"#ffffff\"/>\n", w, h);
	buf_add(b, tmp, strlen(tmp));
	if (pos->var->nsides == 4)
		svg_shared(b, pos);
	svg_offgrids(b, pos, y0, true, &l);
	svg_grid(b, pos, y0, bar, &l);
	svg_offgrids(b, pos, y0, false, &l);
	svg_file_labels(b, g, l.o, y0 + g->ranks * SQ + below + 14);
	svg_pockets(b, pos, y0 + g->ranks * SQ + below + MARGIN);
	if (pos->var->nsides == 4)
		svg_legend_four(b, pos, status, y0 + g->ranks * SQ + below +
		    MARGIN + pockets + 14);
	else
		svg_legend(b, pos, status, &l, y0 + g->ranks * SQ + below +
		    MARGIN + pockets + 14);
	buf_add(b, "</svg>\n", 7);
}

void
pos_write_svg(struct tc_buf *b, const struct tc_pos *pos, const char *title)
{
	struct tc_draw d;

	tc_draw_init(&d);
	pos_draw_svg(b, pos, title, &d);
}

/* ---- pieces and boards for pages (lib/game/page.c) ---- */

void
diagram_board(struct tc_buf *b, const struct tc_variant *var, int seat,
    int *w, int *h)
{
	const struct tc_geom *g = var->geom;
	struct tc_pos pos;
	struct tc_draw d;
	struct legend l;
	int top, bottom, y0, below, sq;

	pos_start(&pos, var);
	for (sq = 0; sq < g->nsq; sq++)
		pos.board[sq] = 0;
	tc_draw_init(&d);
	d.seat = seat;
	memset(&l, 0, sizeof(l));
	l.o = orientation(&pos, &d);
	l.from = l.to = TC_NOSQ;
	offgrid_levels(g, l.o, &top, &bottom);
	below = -bottom * 2 * XD;
	y0 = MARGIN + (top - (g->ranks - 1)) * 2 * XD;
	*w = g->files * SQ + 2 * MARGIN;
	*h = y0 + g->ranks * SQ + below + MARGIN;
	svg_offgrids(b, &pos, y0, true, &l);
	svg_grid(b, &pos, y0, TC_NOSQ, &l);
	svg_offgrids(b, &pos, y0, false, &l);
	svg_file_labels(b, g, l.o, y0 + g->ranks * SQ + below + 14);
}

void
diagram_square_at(const struct tc_variant *var, int seat, int sq, int *x,
    int *y)
{
	const struct tc_geom *g = var->geom;
	struct tc_draw d;
	struct tc_pos pos;
	int o, top, bottom, y0, x2, r;

	tc_draw_init(&d);
	d.seat = seat;
	pos.var = var;
	o = orientation(&pos, &d);
	offgrid_levels(g, o, &top, &bottom);
	y0 = MARGIN + (top - (g->ranks - 1)) * 2 * XD;
	view_place(g, o, sq, &x2, &r);
	/* as svg_offgrids places the diamonds' centres */
	*x = MARGIN + (x2 + 1) * SQ / 2 - SQ / 2;
	if (r >= g->ranks)
		*y = y0 - (2 * (r - g->ranks) + 1) * XD - SQ / 2;
	else if (r < 0)
		*y = y0 + g->ranks * SQ + (2 * -r - 1) * XD - SQ / 2;
	else
		*y = y0 + (g->ranks - 1 - r) * SQ;
}

int
diagram_piece_key(const struct tc_pos *pos, int sq, char *out)
{
	uint8_t c = pos->board[sq];
	struct legend l;
	int badge;

	if (c == 0) {
		out[0] = '\0';
		return 0;
	}
	memset(&l, 0, sizeof(l));
	badge = badge_at(pos, sq, &l);
	return snprintf(out, TC_PIECE_KEY_MAX, "%s%d%c%d%s%c",
	    pos->var->nsides == 4 ? "q" : "", TC_COLOUR(c) % TC_NCOLOURS,
	    type_letter[TC_TYPE(c)], pos->mark[sq] % TC_NMARKS,
	    badge ? "b" : "", badge ? badge : '\0');
}

void
diagram_piece(struct tc_buf *b, const struct tc_pos *pos, int sq)
{
	struct legend l;

	memset(&l, 0, sizeof(l));
	if (pos->board[sq] == 0)
		return;
	svg_piece(b, pos, sq, 0, 0, badge_at(pos, sq, &l));
}

int
diagram_pocket_code(int side, int ch)
{
	int t = type_from_letter(side ? ch - ('a' - 'A') : ch);

	return t <= 0 || t >= TC_NTYPES ? 0 : TC_CODE(t, side);
}

bool
diagram_pockets_at(const struct tc_variant *var, int *x, int *line,
    int *files)
{
	char pk[2][TC_POCKET_MAX];
	struct tc_pos pos;

	pos_start(&pos, var);
	*x = MARGIN;
	*line = LINE;
	*files = var->geom->files;
	return pos_pockets(&pos, pk);
}

/*
** One line of a page's legend: the piece of colour c, type t and mark m
** in a picture 30 pixels wide, then what it means.
*/
static void
legend_item(struct tc_buf *b, const struct tc_variant *var, int c, int t,
    int m, const char *meaning)
{
	struct tc_pos pos;
	int sq;

	pos_start(&pos, var);
	for (sq = 0; sq < var->geom->nsq; sq++)
		pos.board[sq] = 0;
	sq = var->geom->at[0][1];
	pos.board[sq] = (uint8_t)TC_CODE(t, c);
	pos.mark[sq] = (uint8_t)m;
	buf_puts(b, "<li><svg width=\"30\" height=\"30\" viewBox=\"0 0 45 45\">");
	svg_piece(b, &pos, sq, 0, 0, 0);
	buf_puts(b, "</svg>");
	svg_text(b, meaning);
	buf_puts(b, "</li>\n");
}

void
diagram_legend_html(struct tc_buf *b, const struct tc_variant *var)
{
	char line[64];
	int m, c, left, right;
	struct tc_pos pos;

	buf_puts(b, "<ul class=\"legend\">\n");
	for (m = TC_GREY; m < TC_NMARKS; m++)
		if (strchr(var->marks, mark_char[m]))
			legend_item(b, var, 1, TC_KNIGHT, m, mark_meaning[m]);
	if (var->flags & TC_VF_AURORS)
		legend_item(b, var, 0, TC_AUROR, 0, "Auror");
	if (var->barred)
		buf_puts(b, "<li><svg width=\"30\" height=\"30\" viewBox=\"0 0 "
		    "45 45\"><rect x=\"2\" y=\"2\" width=\"41\" height=\"41\" "
		    "fill=\"none\" stroke=\"#c00000\" stroke-width=\"4\"/>"
		    "</svg>the barred piece</li>\n");
	for (m = 0; var->badge && badge_style[m].letter; m++) {
		buf_puts(b, "<li><svg width=\"30\" height=\"30\" viewBox=\"0 0 "
		    "20 20\">");
		svg_note(b, 2, 2, badge_style[m].letter);
		buf_puts(b, "</svg>");
		svg_text(b, badge_style[m].meaning);
		buf_puts(b, "</li>\n");
	}
	pos.var = var;
	for (c = 0; var->nsides == 4 && c < TC_NCOLOURS; c++) {
		halves(&pos, c, &left, &right);
		if (c < 4)
			snprintf(line, sizeof(line), "%s", tc_side_name(var, c));
		else
			snprintf(line, sizeof(line), "%s: %s and %s",
			    owner_prefix[c], tc_side_name(var, left),
			    tc_side_name(var, right));
		legend_item(b, var, c, TC_PAWN, 0, line);
	}
	buf_puts(b, "<li><svg width=\"30\" height=\"30\" viewBox=\"0 0 45 45\">"
	    "<rect width=\"45\" height=\"45\" fill=\"#f7ec5a\" "
	    "fill-opacity=\"0.55\"/></svg>the last move</li>\n</ul>\n");
}

void
diagram_defs(struct tc_buf *b, const struct tc_variant *var)
{
	struct tc_pos pos;

	pos.var = var;
	if (var->nsides == 4)
		svg_shared(b, &pos);
}
