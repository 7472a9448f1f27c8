/*
** A page of games: one HTML file with no outside resource that steps
** through games of any variant (convert --to html).  The rules stay
** here: for each game the page holds what the library computed for each
** ply (the squares whose piece changed and the piece now there, the last
** move's squares, the barred square, whose turn, the status when it is
** more than whose turn, the position's notation, the pieces of the
** pockets), and so for each move of its variations, and for each variant
** a description of its board (per seat, the picture of the empty board
** and where each square is, where the pockets go), its sides and a
** legend.  Each piece a diagram draws differently is drawn once, as
** diagram.c draws it, into an SVG symbol the page places.  The page's
** script (page.js, kept as page-js.inc) only draws and steps: it applies
** the changes, places the symbols and shows the texts.
**
** The page is written as the games come: the head, then each game as a
** JSON script element of its own (parsed only when shown, so that a page
** of thousands of games opens fast), then the tail with the symbols, the
** variants, the list of the games and the script.
*/
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "internal.h"

/* The script, a line a string (C99 promises strings of 4095 bytes). */
static const char *const page_script[] = {
#include "page-js.inc"
	NULL
};

static const char page_style[] =
    "body{font-family:sans-serif;margin:0;display:flex;flex-wrap:wrap}\n"
    "#list{flex:1 1 320px;max-height:100vh;overflow:auto;padding:8px;"
    "box-sizing:border-box;border-right:1px solid #ccc}\n"
    "#list.one{display:none}\n"
    "#list table{border-collapse:collapse;font-size:13px;width:100%}\n"
    "#list td,#list th{padding:2px 4px;text-align:left}\n"
    "#list tr.game{cursor:pointer}#list tr.game:hover{background:#eef}\n"
    "#list tr.current{background:#dde}\n"
    "#search{width:100%;box-sizing:border-box;margin-bottom:6px}\n"
    "#viewer{flex:2 1 480px;padding:8px}\n"
    "#board{display:block}\n"
    "#controls button,#controls select{font-size:16px;margin:2px}\n"
    "#status{font-weight:bold;margin:4px 0}\n"
    "#fen{display:block;user-select:all;background:#f4f4f4;padding:4px;"
    "word-break:break-all;font-size:12px}\n"
    "#moves{line-height:1.6;max-width:640px}\n"
    "#moves .mv{cursor:pointer;padding:1px 3px;border-radius:3px}\n"
    "#moves .mv.current{background:#f7ec5a}\n"
    "#moves .cm{color:#336}#moves .cmd{color:#777;font-size:11px}\n"
    "#moves .line{color:#555;font-size:13px}"
    "#moves .line .mv{cursor:auto}\n"
    ".legend{list-style:none;padding:0;font-size:13px}\n"
    ".legend li{display:flex;align-items:center;gap:6px}\n"
    "#tags{font-size:12px;color:#444}\n";

void
page_init(struct tc_page *pg)
{
	memset(pg, 0, sizeof(*pg));
}

void
page_free(struct tc_page *pg)
{
	buf_free(&pg->symbols);
	buf_free(&pg->index);
}

/* s as a JSON string that may sit in a script element ("</" escaped). */
static void
page_string(struct tc_buf *b, const char *s, size_t len)
{
	struct tc_buf t = { 0 };
	size_t i, from = 0;

	buf_json_string(&t, s, len);
	for (i = 0; i + 1 < t.n; i++)
		if (t.p[i] == '<' && t.p[i + 1] == '/') {
			buf_add(b, t.p + from, i + 1 - from);
			buf_add(b, "\\", 1);
			from = i + 1;
		}
	buf_add(b, t.p + from, t.n - from);
	b->nomem |= t.nomem;
	buf_free(&t);
}

static void
page_str(struct tc_buf *b, const char *s)
{
	page_string(b, s, strlen(s));
}

/* Text s in HTML, its <, > and & escaped. */
static void
page_html(struct tc_buf *b, const char *s)
{
	for (; *s; s++)
		if (*s == '<')
			buf_puts(b, "&lt;");
		else if (*s == '>')
			buf_puts(b, "&gt;");
		else if (*s == '&')
			buf_puts(b, "&amp;");
		else
			buf_add(b, s, 1);
}

void
page_write_head(struct tc_buf *b, const char *title)
{
	buf_puts(b, "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n"
	    "<meta charset=\"utf-8\">\n<meta name=\"generator\" "
	    "content=\"turncoat convert --to html\">\n<title>");
	page_html(b, title);
	buf_puts(b, "</title>\n<style>\n");
	buf_puts(b, page_style);
	buf_puts(b, "</style>\n</head>\n<body>\n<div id=\"list\"><input "
	    "id=\"search\" type=\"search\" placeholder=\"search players, "
	    "event, date, variant, result\"><table><thead><tr><th>#</th>"
	    "<th>players</th><th>event</th><th>date</th><th>variant</th>"
	    "<th>result</th></tr></thead><tbody id=\"games\"></tbody>"
	    "</table></div>\n<div id=\"viewer\"><div id=\"title\"></div>"
	    "<div id=\"tags\"></div><div id=\"controls\"><button "
	    "id=\"first\" title=\"start (Home)\">|&lt;</button><button "
	    "id=\"prev\" title=\"back (Left)\">&lt;</button><button "
	    "id=\"next\" title=\"forward (Right)\">&gt;</button><button "
	    "id=\"last\" title=\"end (End)\">&gt;|</button> <button "
	    "id=\"flip\" title=\"turn the board (f)\">flip</button> <select "
	    "id=\"seat\" title=\"the side at the bottom\"></select></div>\n"
	    "<svg id=\"board\" xmlns=\"http://www.w3.org/2000/svg\"></svg>\n"
	    "<div id=\"status\"></div>"
	    "<code id=\"fen\"></code><div id=\"moves\"></div>"
	    "<div id=\"legend\"></div></div>\n");
}

/* The index of var among the page's variants, added if new; -1: full. */
static int
page_variant(struct tc_page *pg, const struct tc_variant *var)
{
	int i;

	for (i = 0; i < pg->nvar; i++)
		if (pg->var[i] == var)
			return i;
	if (pg->nvar == TC_PAGE_MAXVAR)
		return -1;
	pg->var[pg->nvar] = var;
	return pg->nvar++;
}

/* Note the piece on sq of pos: its symbol is drawn the first time. */
static bool
page_piece(struct tc_page *pg, const struct tc_pos *pos, int sq, char *key)
{
	int i;

	if (diagram_piece_key(pos, sq, key) == 0)
		return true;
	for (i = 0; i < pg->nkey; i++)
		if (strcmp(pg->key[i], key) == 0)
			return true;
	if (pg->nkey == TC_PAGE_MAXKEY)
		return false;
	snprintf(pg->key[pg->nkey++], sizeof(pg->key[0]), "%s", key);
	buf_printf(&pg->symbols, "<symbol id=\"p-%s\" viewBox=\"0 0 45 45\">\n",
	    key);
	diagram_piece(&pg->symbols, pos, sq);
	buf_puts(&pg->symbols, "</symbol>\n");
	return true;
}

/* The value of tag `name` of r, or "". */
static const char *
page_tag(const struct tc_record *r, const char *name)
{
	const char *v = rec_tag_value(r, name);

	return v ? v : "";
}

/*
** The squares of pos whose drawing differs from prev's (all of them with
** prev NULL), as "sq:key,sq:key" ("sq:" for an empty one); false if the
** page holds no more kinds of pieces.
*/
static bool
page_delta(struct tc_buf *b, struct tc_page *pg, const struct tc_pos *prev,
    const struct tc_pos *pos)
{
	char key[TC_PIECE_KEY_MAX], was[TC_PIECE_KEY_MAX];
	int sq, n = 0;
	bool ok = true;

	buf_puts(b, "\"");
	for (sq = 0; sq < pos->var->geom->nsq; sq++) {
		if (prev && prev->board[sq] == pos->board[sq] &&
		    prev->mark[sq] == pos->mark[sq] && pos->var->badge == NULL)
			continue;
		ok = page_piece(pg, pos, sq, key) && ok;
		if (prev && prev->board[sq] == pos->board[sq]) {
			diagram_piece_key(prev, sq, was);
			if (strcmp(was, key) == 0)
				continue;
		}
		if (prev == NULL && key[0] == '\0')
			continue;
		buf_printf(b, "%s%d:%s", n++ ? "," : "", sq, key);
	}
	buf_puts(b, "\"");
	return ok;
}

/*
** The status of pos for the page: "" while the game goes on and the side
** to move is not in check (the page says whose turn it is), else as
** pos_status_text writes it.
*/
static void
page_status(const struct tc_pos *pos, const struct tc_draw *d, char *out,
    size_t cap)
{
	struct tc_end e;
	int turn = pos->turn % pos->var->nsides;

	out[0] = '\0';
	if (pos_status(pos, &e) || (d->result && strcmp(d->result, "*")) ||
	    (d->end && d->end->why) || pos_in_check(pos, turn))
		pos_status_text(pos, d, out, cap);
}

/*
** The notation s[0..n) of a position after was[] (NUL-terminated, ""
** for none): as it is, or as "~P,S,text" when shorter, the text that
** replaces all but was's first P and last S bytes (the page's notation
** takes a third of the space so).  was[] becomes s.
*/
static void
page_fen(struct tc_buf *b, const char *s, size_t n, char *was)
{
	size_t w = strlen(was), p = 0, q = 0;
	char diff[TC_AFEN_MAX + 48];
	int k;

	while (p < n && p < w && s[p] == was[p])
		p++;
	while (q < n - p && q < w - p && s[n - 1 - q] == was[w - 1 - q])
		q++;
	k = snprintf(diff, sizeof(diff), "~%zu,%zu,%.*s", p, q,
	    (int)(n - p - q), s + p);
	if (w && k > 0 && (size_t)k < n && s[0] != '~')
		page_string(b, diff, (size_t)k);
	else
		page_string(b, s, n);
	if (n < TC_AFEN_MAX) {
		memcpy(was, s, n);
		was[n] = '\0';
	}
}

/*
** The pockets pk of pos (see pos_pockets) as [White's, Black's], each
** the keys of its pieces in the notation's order, a piece a key as the
** SVG diagram draws a piece each; false if the page holds no more kinds
** of pieces.
*/
static bool
page_pockets(struct tc_buf *b, struct tc_page *pg, const struct tc_pos *pos,
    char pk[2][TC_POCKET_MAX])
{
	struct tc_pos one = *pos;
	char key[TC_PIECE_KEY_MAX];
	int side, i, code, n;
	bool ok = true;

	one.mark[0] = 0;
	for (side = 0; side < 2; side++) {
		buf_puts(b, side ? ",\"" : "[\"");
		for (i = n = 0; pk[side][i]; i++) {
			code = diagram_pocket_code(side, pk[side][i]);
			if (code == 0)
				continue;
			one.board[0] = (uint8_t)code;
			ok = page_piece(pg, &one, 0, key) && ok;
			buf_printf(b, "%s%s", n++ ? " " : "", key);
		}
		buf_puts(b, "\"");
	}
	buf_puts(b, "]");
	return ok;
}

/*
** One position of the game, after the move that d highlights: its
** changes from prev, the move's squares, whose turn, the notation (see
** page_fen), and when there are any the bar, the status and the
** pockets (page_pockets); trailing defaults are left out.
*/
static bool
page_ply(struct tc_buf *b, struct tc_page *pg, const struct tc_pos *prev,
    const struct tc_pos *pos, const struct tc_draw *d, int view, char *fen)
{
	struct tc_buf t = { 0 };
	struct tc_pos shown = *pos;
	char status[TC_AFEN_MAX + 64], pk[2][TC_POCKET_MAX];
	int bar;
	bool ok, pockets;

	pos_set_view(&shown, view);
	buf_puts(b, "[");
	ok = page_delta(b, pg, prev, &shown);
	buf_printf(b, ",%d,%d,%d,", d->from == TC_NOSQ ? -1 : d->from,
	    d->to == TC_NOSQ ? -1 : d->to, shown.turn % shown.var->nsides);
	pos_write_line(&t, &shown, 0);
	while (t.n > 0 && t.p[t.n - 1] == '\n')
		t.n--;
	page_fen(b, t.p ? t.p : "", t.n, fen);
	buf_free(&t);
	pockets = pos_pockets(&shown, pk);
	page_status(&shown, d, status, sizeof(status));
	bar = shown.var->barred ? shown.var->barred(&shown) : TC_NOSQ;
	if (bar != TC_NOSQ || status[0] || pockets)
		buf_printf(b, ",%d", bar == TC_NOSQ ? -1 : bar);
	if (status[0] || pockets) {
		buf_puts(b, ",");
		page_str(b, status);
	}
	if (pockets) {
		buf_puts(b, ",");
		ok = page_pockets(b, pg, &shown, pk) && ok;
	}
	buf_puts(b, "]");
	return ok;
}

/*
** Comment s without its commands ([%clk 0:01:00] ...), which the page
** shows apart, as a JSON string.
*/
static void
page_comment(struct tc_buf *b, const char *s)
{
	struct tc_buf t = { 0 };
	const char *e;

	while (*s) {
		if (s[0] == '[' && s[1] == '%' && (e = strchr(s, ']'))) {
			s = e + 1;
			continue;
		}
		buf_add(&t, s++, 1);
	}
	while (t.n && (t.p[t.n - 1] == ' ' || t.p[t.n - 1] == '\n'))
		t.n--;
	page_string(b, t.p ? t.p : "", t.n);
	buf_free(&t);
}

static void page_move(struct tc_buf *b, const struct tc_record *r,
    const struct tc_rnode *x, const struct tc_pos *pos);

/* The line of r from node head, its first move made from pos, as a list. */
static void
page_line(struct tc_buf *b, const struct tc_record *r, int32_t head,
    const struct tc_pos *from)
{
	struct tc_pos pos = *from;
	struct tc_undo u;
	int32_t i;

	buf_puts(b, "[");
	for (i = head; i >= 0; i = r->node[i].next) {
		buf_puts(b, i == head ? "" : ",");
		page_move(b, r, &r->node[i], &pos);
		pos_make(&pos, r->node[i].m, &u);
	}
	buf_puts(b, "]");
}

/*
** The move of node x (written from pos) for the list: its SAN, then as
** far as any is present, its NAGs ("1 14"), the comment before it, the
** one after, its clock and evaluation, and the variations that replace
** it (page_line's lists, from pos).
*/
static void
page_move(struct tc_buf *b, const struct tc_record *r,
    const struct tc_rnode *x, const struct tc_pos *pos)
{
	char move[TC_MOVE_MAX], nags[TC_REC_MAXNAG * 4 + 1];
	struct tc_comment_cmds c;
	int k, n = 0, last;

	memset(&c, 0, sizeof(c));
	if (x->after >= 0)
		comment_commands(r->text + x->after, &c);
	if (c.eval[0] == '\0' && c.mate[0]) {
		c.eval[0] = '#';
		memcpy(c.eval + 1, c.mate, sizeof(c.eval) - 2);
		c.eval[sizeof(c.eval) - 1] = '\0';
	}
	nags[0] = '\0';
	for (k = 0; k < x->nnag; k++)
		n += snprintf(nags + n, sizeof(nags) - (size_t)n, "%s%d",
		    k ? " " : "", x->nag[k]);
	last = x->var >= 0 ? 6 : c.eval[0] ? 5 : c.clk[0] ? 4 :
	    x->after >= 0 ? 3 : x->before >= 0 ? 2 : x->nnag ? 1 : 0;
	move_write(pos, x->m, TC_SAN, move);
	buf_puts(b, "[");
	page_str(b, move);
	if (last >= 1) {
		buf_puts(b, ",");
		page_str(b, nags);
	}
	if (last >= 2) {
		buf_puts(b, ",");
		page_comment(b, x->before >= 0 ? r->text + x->before : "");
	}
	if (last >= 3) {
		buf_puts(b, ",");
		page_comment(b, x->after >= 0 ? r->text + x->after : "");
	}
	if (last >= 4) {
		buf_puts(b, ",");
		page_str(b, c.clk);
	}
	if (last >= 5) {
		buf_puts(b, ",");
		page_str(b, c.eval);
	}
	for (k = x->var; last >= 6 && k >= 0; k = r->node[k].alt) {
		buf_puts(b, k == x->var ? ",[" : ",");
		page_line(b, r, k, pos);
	}
	buf_puts(b, last >= 6 ? "]]" : "]");
}

/* The game's row in the list of the page (pg->index). */
static void
page_row(struct tc_page *pg, const struct tc_game *g,
    const struct tc_record *r, int vi)
{
	struct tc_buf *b = &pg->index;
	char who[4 * 70];
	int k;
	size_t n = 0;

	who[0] = '\0';
	if (g->var->nsides == 4)
		for (k = 0; k < 4; k++)
			n += (size_t)snprintf(who + n, sizeof(who) - n, "%s%s",
			    k ? ", " : "", g->four[k][0] ? g->four[k] : "?");
	else
		snprintf(who, sizeof(who), "%s - %s",
		    g->white[0] ? g->white : "?", g->black[0] ? g->black : "?");
	buf_printf(b, "%s[%ld,", pg->games > 1 ? ",\n" : "", pg->games);
	page_str(b, who);
	buf_puts(b, ",");
	page_str(b, page_tag(r, "Event"));
	buf_puts(b, ",");
	page_str(b, page_tag(r, "Date"));
	buf_printf(b, ",%d,", vi);
	page_str(b, g->result[0] ? g->result : page_tag(r, "Result"));
	buf_printf(b, ",%d]", g->plies);
}

/* The tags of r as [[name, value], ...]. */
static void
page_tags(struct tc_buf *b, const struct tc_record *r)
{
	size_t i;

	buf_puts(b, "[");
	for (i = 0; i < r->ntag; i++) {
		buf_puts(b, i ? ",[" : "[");
		page_str(b, r->text + r->tag[i].name);
		buf_puts(b, ",");
		page_str(b, r->text + r->tag[i].value);
		buf_puts(b, "]");
	}
	buf_puts(b, "]");
}

/* Writing a game's variations' positions (page_branch). */
struct page_walk {
	struct tc_buf *b;
	struct tc_page *pg;
	const struct tc_record *r;
	char *fen;
	int view, n, first;	/* n: the next position's index */
	bool ok;
};

static void page_branch(struct page_walk *w, int32_t head,
    const struct tc_pos *from, int at);

/*
** The positions of the lines that replace node x of w->r, each made from
** pos, the page's position `at`: see page_branch.
*/
static void
page_variations(struct page_walk *w, int32_t x, const struct tc_pos *pos,
    int at)
{
	int32_t v;

	for (v = w->r->node[x].var; v >= 0; v = w->r->node[v].alt)
		page_branch(w, v, pos, at);
}

/*
** The positions of the line from node head, made from pos (the page's
** position `at`), in the order of the moves in the list: each move's as
** [the index of the position it is made from, page_ply's list], then
** those of the variations that replace it.  The page numbers them after
** the main line's, from w->first.
*/
static void
page_branch(struct page_walk *w, int32_t head, const struct tc_pos *from,
    int at)
{
	struct tc_pos pos = *from, prev;
	struct tc_draw d;
	struct tc_undo u;
	int32_t i;
	int me;

	for (i = head; i >= 0; i = w->r->node[i].next) {
		prev = pos;
		pos_make(&pos, w->r->node[i].m, &u);
		tc_draw_init(&d);
		tc_draw_move(&d, w->r->node[i].m);
		me = w->n++;
		buf_printf(w->b, "%s[%d,", me == w->first ? "" : ",\n", at);
		w->ok = page_ply(w->b, w->pg, &prev, &pos, &d, w->view,
		    w->fen) && w->ok;
		buf_puts(w->b, "]");
		page_variations(w, i, &prev, at);
		at = me;
	}
}

/*
** The end of game g's element: the positions of its variations (see
** page_branch), numbered from n, the main line's positions, and the fen
** of its last.
*/
static bool
page_write_branches(struct tc_buf *b, struct tc_page *pg,
    const struct tc_game *g, const struct tc_record *r, int view, char *fen,
    int n)
{
	struct page_walk w;
	struct tc_pos pos = g->start;
	struct tc_undo u;
	int32_t i;
	int ply = 0;

	w.b = b;
	w.pg = pg;
	w.r = r;
	w.fen = fen;
	w.view = view;
	w.n = w.first = n;
	w.ok = true;
	buf_puts(b, "],\n\"q\":[");
	for (i = r->head; i >= 0 && ply < n - 1; i = r->node[i].next) {
		page_variations(&w, i, &pos, ply++);
		pos_make(&pos, r->node[i].m, &u);
	}
	buf_puts(b, "]}</script>\n");
	return w.ok;
}

bool
page_write_game(struct tc_buf *b, struct tc_page *pg, const struct tc_game *g,
    const struct tc_record *r, int seat, int view)
{
	struct tc_pos pos = g->start, prev;
	struct tc_draw d;
	struct tc_undo u;
	char fen[TC_AFEN_MAX] = "";
	int32_t i;
	int vi = page_variant(pg, g->var), ply = 0;
	bool ok = vi >= 0;

	if (!ok)
		return false;
	pg->games++;
	page_row(pg, g, r, vi);
	tc_draw_init(&d);
	buf_printf(b, "<script type=\"application/json\" id=\"g%ld\">"
	    "{\"n\":%ld,\"v\":%d,\"seat\":%d,\"tags\":", pg->games,
	    pg->games, vi, seat);
	page_tags(b, r);
	buf_puts(b, ",\n\"m\":");
	page_line(b, r, r->head, &pos);
	buf_puts(b, ",\n\"p\":[");
	if (g->plies == 0) {
		d.end = &g->over;
		d.result = g->result[0] ? g->result : NULL;
	}
	ok = page_ply(b, pg, NULL, &pos, &d, view, fen);
	for (i = r->head; i >= 0; i = r->node[i].next) {
		prev = pos;
		pos_make(&pos, r->node[i].m, &u);
		tc_draw_move(&d, r->node[i].m);
		if (++ply == g->plies) {
			d.end = &g->over;
			d.result = g->result[0] ? g->result : NULL;
		}
		buf_puts(b, ",\n");
		ok = page_ply(b, pg, &prev, &pos, &d, view, fen) && ok;
	}
	return page_write_branches(b, pg, g, r, view, fen, ply + 1) && ok;
}

/* Variant var's description for the page's script, as a JSON object. */
static void
page_describe(struct tc_buf *b, const struct tc_variant *var)
{
	const struct tc_geom *g = var->geom;
	struct tc_buf t = { 0 };
	int seat, sq, x, y, w, h;

	buf_puts(b, "{\"name\":");
	page_str(b, var->name);
	buf_puts(b, ",\"sides\":[");
	for (seat = 0; seat < var->nsides; seat++) {
		buf_puts(b, seat ? "," : "");
		page_str(b, tc_side_name(var, seat));
	}
	buf_puts(b, "],\"names\":[");
	for (sq = 0; sq < g->nsq; sq++) {
		buf_puts(b, sq ? "," : "");
		page_str(b, g->sqname[sq]);
	}
	buf_puts(b, "],\"boards\":[");
	for (seat = 0; seat < var->nsides; seat++) {
		t.n = 0;
		diagram_board(&t, var, seat, &w, &h);
		buf_printf(b, "%s{\"w\":%d,\"h\":%d,\"bg\":", seat ? "," : "",
		    w, h);
		page_string(b, t.p, t.n);
		buf_puts(b, ",\"xy\":[");
		for (sq = 0; sq < g->nsq; sq++) {
			diagram_square_at(var, seat, sq, &x, &y);
			buf_printf(b, "%s%d,%d", sq ? "," : "", x, y);
		}
		buf_puts(b, "]}");
	}
	t.n = 0;
	diagram_legend_html(&t, var);
	buf_puts(b, "],\"legend\":");
	page_string(b, t.p, t.n);
	if (diagram_pockets_at(var, &x, &y, &w))
		buf_printf(b, ",\"pockets\":[%d,%d,%d]", x, y, w);
	buf_puts(b, "}");
	buf_free(&t);
}

void
page_write_tail(struct tc_buf *b, struct tc_page *pg)
{
	int i;

	buf_puts(b, "<svg width=\"0\" height=\"0\" style=\"position:absolute\" "
	    "xmlns=\"http://www.w3.org/2000/svg\"><defs>\n");
	for (i = 0; i < pg->nvar; i++)
		if (pg->var[i]->nsides == 4) {
			diagram_defs(b, pg->var[i]);
			break;
		}
	buf_add(b, pg->symbols.p, pg->symbols.n);
	buf_puts(b, "</defs></svg>\n<script type=\"application/json\" "
	    "id=\"variants\">[");
	for (i = 0; i < pg->nvar; i++) {
		buf_puts(b, i ? ",\n" : "");
		page_describe(b, pg->var[i]);
	}
	buf_puts(b, "]</script>\n<script type=\"application/json\" "
	    "id=\"index\">[");
	buf_add(b, pg->index.p, pg->index.n);
	buf_puts(b, "]</script>\n<script>\n");
	for (i = 0; page_script[i]; i++)
		buf_puts(b, page_script[i]);
	buf_puts(b, "</script>\n</body>\n</html>\n");
	b->nomem |= pg->symbols.nomem || pg->index.nomem;
}
