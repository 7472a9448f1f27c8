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
** never from which variant it is.
*/
#include <stdio.h>
#include <string.h>
#include "internal.h"

static const char mark_char[TC_NMARKS] = { 0, '>', '^', '&', '%', '*' };

/* U+2654.. white king, queen, rook, bishop, knight, pawn; black +6. */
static const char *const glyph[2][TC_NTYPES] = {
	{ "", "\u2659", "\u2658", "\u2657", "\u2656", "\u2655", "\u2654", "A" },
	{ "", "\u265f", "\u265e", "\u265d", "\u265c", "\u265b", "\u265a", "a" }
};

static const char *const side_name[2] = { "White", "Black" };

/* What each mark means, for the legends. */
static const char *const mark_meaning[TC_NMARKS] = {
	NULL, "grey piece", "traitor (moved by the other player)",
	"double agent (moved by both players)",
	"mercenary (moved by both players, attacks both sides)",
	"neutral piece"
};

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
** The keys a reader needs, in the notation's order, each as ", key
** value" into out (cap bytes): the points left (budget), the move weak
** ko forbids, the targets when the position shows them (with
** `targets`), the piece made to defect last turn (undo).  Empty for a
** variant whose keys name none of them.
*/
static void
keys_text(const struct tc_pos *pos, bool targets, char *out, size_t cap)
{
	const struct tc_geom *g = pos->var->geom;
	const char *keys = pos->var->keys;
	char a[8], b[8], list[TC_AFEN_MAX];
	size_t n = 0;

	out[0] = '\0';
	if (has_word(keys, "budget"))
		n += (size_t)snprintf(out + n, cap - n, ", budget %u/%u",
		    pos->x.budget[0], pos->x.budget[1]);
	if (n < cap && has_word(keys, "ko") && pos->x.ko_from != TC_NOSQ) {
		geom_square_name(g, pos->x.ko_from, a);
		geom_square_name(g, pos->x.ko_to, b);
		n += (size_t)snprintf(out + n, cap - n, ", ko %s-%s", a, b);
	}
	if (n < cap && targets && has_word(keys, "targets") &&
	    key_value(pos, "targets", list, sizeof(list)))
		n += (size_t)snprintf(out + n, cap - n, ", targets %s", list);
	if (n < cap && has_word(keys, "undo") && pos->x.undo != TC_NOSQ) {
		geom_square_name(g, pos->x.undo, a);
		(void)snprintf(out + n, cap - n, ", undo %s", a);
	}
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
pos_write_text(struct tc_buf *b, const struct tc_pos *pos)
{
	const struct tc_geom *g = pos->var->geom;
	char line[128], cs[8], keys[TC_AFEN_MAX];
	bool seen[TC_NMARKS] = { false };
	int f, r, sq, side, n, m;

	for (r = g->ranks - 1; r >= 0; r--) {
		snprintf(line, sizeof(line), "%2d ", r + 1);
		buf_add(b, line, strlen(line));
		for (f = 0; f < g->files; f++) {
			uint8_t c;

			sq = g->at[r][f];
			c = sq == TC_NOSQ ? 0 : pos->board[sq];
			if (c == 0) {
				buf_add(b, "\u00b7", strlen("\u00b7"));
			} else if (pos->mark[sq] == TC_NEUTRAL) {
				buf_add(b, &type_letter[TC_TYPE(c)], 1);
				buf_add(b, sq == pos->x.bar ? "#" : "*", 1);
				seen[TC_NEUTRAL] = true;
				continue;
			} else {
				const char *gl = glyph[TC_COLOUR(c) & 1][TC_TYPE(c)];

				buf_add(b, gl, strlen(gl));
			}
			if (c && pos->mark[sq]) {
				buf_add(b, &mark_char[pos->mark[sq]], 1);
				seen[pos->mark[sq]] = true;
			} else if (f + 1 < g->files) {
				buf_add(b, " ", 1);
			}
		}
		buf_add(b, "\n", 1);
	}
	buf_add(b, "   ", 3);
	for (f = 0; f < g->files; f++) {
		line[0] = (char)('a' + f);
		line[1] = f + 1 < g->files ? ' ' : '\n';
		buf_add(b, line, 2);
	}
	castling(pos, cs);
	snprintf(line, sizeof(line), "%s to move, castling %s, en passant ",
	    side_name[pos->turn & 1], cs);
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
	if (pos->x.bar != TC_NOSQ) {
		buf_add(b, ", bar ", 6);
		buf_add(b, line, (size_t)geom_square_name(g, pos->x.bar, line));
	}
	keys_text(pos, true, keys, sizeof(keys));
	buf_add(b, keys, strlen(keys));
	for (m = TC_GREY; m < TC_NMARKS; m++) {
		if (!seen[m])
			continue;
		snprintf(line, sizeof(line), ", %c marks a %s", mark_char[m],
		    mark_meaning[m]);
		buf_add(b, line, strlen(line));
		if (m == TC_NEUTRAL && pos->x.bar != TC_NOSQ)
			buf_add(b, ", # the barred one", 18);
	}
	buf_add(b, "\n", 1);
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

/* The piece on sq, drawn in the square whose top left is (x, y). */
static void
svg_piece(struct tc_buf *b, const struct tc_pos *pos, int sq, int x, int y)
{
	uint8_t c = pos->board[sq], m = pos->mark[sq];
	char tmp[512];

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
	snprintf(tmp, sizeof(tmp), "<text x=\"%d\" y=\"%d\" font-size=\"%d\" "
	    "text-anchor=\"middle\" fill=\"%s\" stroke=\"#000000\" "
	    "stroke-width=\"1\">%s</text>\n", x + SQ / 2, y + SQ - 9, SQ - 8,
	    m == TC_NEUTRAL ? "#4a90d9" : m == TC_GREY ?
	    (TC_COLOUR(c) & 1 ? "#505050" : "#d8d8d8") :
	    (TC_COLOUR(c) & 1 ? "#000000" : "#ffffff"), glyph[1][TC_TYPE(c)]);
	buf_add(b, tmp, strlen(tmp));
	if (status_style[m].name) {
		svg_badge(b, x + SQ - 9, y + 9, 8, m);
	} else if (m) {
		snprintf(tmp, sizeof(tmp), "<text x=\"%d\" y=\"%d\" "
		    "font-size=\"12\" font-family=\"sans-serif\" "
		    "font-weight=\"bold\" fill=\"#c00000\">", x + SQ - 10,
		    y + 13);
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
** the bar, the targets and a badge and meaning for each status mark in
** seen[].  The legend of rings names grey pieces only where the
** variant's marks and announcements give rings no other meaning.
*/
static void
svg_legend(struct tc_buf *b, const struct tc_pos *pos, const bool *seen,
    int y)
{
	const struct tc_variant *var = pos->var;
	const char *suffix = "; ringed pieces are grey";
	char line[TC_AFEN_MAX + 64], keys[TC_AFEN_MAX], cs[8], name[8];
	int m;

	for (m = TC_GREY; m < TC_NMARKS; m++)
		if (status_style[m].name && strchr(var->marks, mark_char[m]))
			suffix = "";
	if (var->announce)
		suffix = "";
	if (strchr(var->marks, mark_char[TC_NEUTRAL]))
		suffix = "; blue pieces are neutral";
	castling(pos, cs);
	keys_text(pos, false, keys, sizeof(keys));
	snprintf(line, sizeof(line), "%s to move, castling %s%s%s",
	    side_name[pos->turn & 1], cs, keys, suffix);
	svg_line(b, MARGIN, y, line);
	if (pos->x.bar != TC_NOSQ) {
		geom_square_name(var->geom, pos->x.bar, name);
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
		if (!seen[m] || !status_style[m].name)
			continue;
		y += LINE;
		svg_badge(b, MARGIN + 7, y - 4, 7, m);
		svg_line(b, MARGIN + 18, y, mark_meaning[m]);
	}
}

void
pos_write_svg(struct tc_buf *b, const struct tc_pos *pos, const char *title)
{
	const struct tc_geom *g = pos->var->geom;
	int w = g->files * SQ + 2 * MARGIN, h = g->ranks * SQ + 2 * MARGIN + 20;
	char tmp[512], afen[TC_AFEN_MAX], list[TC_AFEN_MAX];
	bool seen[TC_NMARKS] = { false };
	int f, r, sq, m;

	/* a line under the board for each of bar, targets, status marks */
	for (sq = 0; sq < g->files * g->ranks; sq++)
		if (pos->board[sq])
			seen[pos->mark[sq]] = true;
	for (m = TC_GREY; m < TC_NMARKS; m++)
		if (seen[m] && status_style[m].name)
			h += LINE;
	if (pos->x.bar != TC_NOSQ)
		h += LINE;
	if (has_word(pos->var->keys, "targets") &&
	    key_value(pos, "targets", list, sizeof(list)))
		h += LINE;

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
	for (r = g->ranks - 1; r >= 0; r--) {
		int y = MARGIN + (g->ranks - 1 - r) * SQ;

		snprintf(tmp, sizeof(tmp), "<text x=\"%d\" y=\"%d\" "
		    "font-size=\"12\" font-family=\"sans-serif\" "
		    "text-anchor=\"middle\">%d</text>\n", MARGIN / 2,
		    y + SQ / 2 + 4, r + 1);
		buf_add(b, tmp, strlen(tmp));
		for (f = 0; f < g->files; f++) {
			int x = MARGIN + f * SQ;

			sq = r * g->files + f;
			snprintf(tmp, sizeof(tmp), "<rect x=\"%d\" y=\"%d\" "
			    "width=\"%d\" height=\"%d\" fill=\"%s\"/>\n", x, y,
			    SQ, SQ, (f + r) % 2 ? "#f0d9b5" : "#b58863");
			buf_add(b, tmp, strlen(tmp));
			if (sq == pos->x.bar) {
				snprintf(tmp, sizeof(tmp), "<rect class=\"bar\" "
				    "x=\"%d\" y=\"%d\" width=\"%d\" "
				    "height=\"%d\" fill=\"none\" "
				    "stroke=\"#c00000\" stroke-width=\"4\"/>\n",
				    x + 2, y + 2, SQ - 4, SQ - 4);
				buf_add(b, tmp, strlen(tmp));
			}
			if (pos->board[sq])
				svg_piece(b, pos, sq, x, y);
		}
	}
	for (f = 0; f < g->files; f++) {
		snprintf(tmp, sizeof(tmp), "<text x=\"%d\" y=\"%d\" "
		    "font-size=\"12\" font-family=\"sans-serif\" "
		    "text-anchor=\"middle\">%c</text>\n", MARGIN + f * SQ +
		    SQ / 2, MARGIN + g->ranks * SQ + 14, 'a' + f);
		buf_add(b, tmp, strlen(tmp));
	}
	svg_legend(b, pos, seen, g->ranks * SQ + 2 * MARGIN + 14);
	buf_add(b, "</svg>\n", 7);
}
