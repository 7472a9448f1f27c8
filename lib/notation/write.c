/*
** Writing recorded games: PGN in export format (notation.md section 2),
** move lists in any move form, the original long form, and what JSON
** Lines (section 4, lib/game/json-write.c) shares with them.  Everything
** goes into a caller's growing buffer (buf.c).
*/
#include <ctype.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "internal.h"

/* ---- PGN ---- */

struct pgnw {
	struct tc_buf *b;
	const struct tc_record *r;
	const struct tc_pgn_opts *o;
	int col;
	bool need_num;		/* Black's move needs its number */
	bool line_start;	/* no move of this line written yet */
	int open;		/* '(' waiting for the next token */
};

static void
newline(struct pgnw *w)
{
	buf_add(w->b, "\n", 1);
	w->col = 0;
}

/*
** One movetext token s[0..n), with the byte `pre` before it and `post`
** after it when they are not 0, wrapped so that lines stay below the
** width.  A '(' waiting to open a variation goes with it.
*/
static void
token2(struct pgnw *w, char pre, const char *s, size_t n, char post)
{
	size_t len = n + (size_t)w->open + (pre != 0) + (post != 0);
	/*
	 * A word of a comment such as "[Event" must not start a line: there
	 * it could read as a tag pair ending the comment ("[%clk" is safe).
	 */
	bool stay = w->open == 0 && pre == 0 && n > 1 && s[0] == '[' &&
	    (isalnum((unsigned char)s[1]) || s[1] == '_');

	if (w->col > 0 && !stay && (size_t)w->col + 1 + len >=
	    (size_t)w->o->width)
		newline(w);
	if (w->col > 0) {
		buf_add(w->b, " ", 1);
		w->col++;
	}
	for (; w->open > 0; w->open--)
		buf_add(w->b, "(", 1);
	if (pre)
		buf_add(w->b, &pre, 1);
	buf_add(w->b, s, n);
	if (post)
		buf_add(w->b, &post, 1);
	w->col += (int)len;
}

static void
token(struct pgnw *w, const char *s)
{
	token2(w, 0, s, strlen(s), 0);
}

static void
close_paren(struct pgnw *w)
{
	if (w->col + 1 >= w->o->width)
		newline(w);
	buf_add(w->b, ")", 1);
	w->col++;
}

static bool
is_space(int c)
{
	return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\v' ||
	    c == '\f';
}

/*
** A comment as "{...}" with its white space made single spaces, so that
** it wraps between words.  One longer than a reader takes (PGN_TOKEN_MAX
** bytes, as comments in a row joined can be) is cut between words into
** several, which read back as the one.  A comment holding '}' can only
** be written as ';' comments, each alone on its line.
*/
static void
comment(struct pgnw *w, const char *s)
{
	bool semi = strchr(s, '}') != NULL;
	const char *p = s, *q, *next;
	size_t used = 0, n, m;

	w->need_num = true;
	while (is_space((unsigned char)*p))
		p++;
	if (*p == '\0') {
		token(w, "{}");
		return;
	}
	while (*p) {
		bool start = used == 0, end;

		for (q = p; *q && !is_space((unsigned char)*q); q++)
			;
		for (next = q; is_space((unsigned char)*next); next++)
			;
		for (m = 0; next[m] && !is_space((unsigned char)next[m]); m++)
			;
		n = (size_t)(q - p);
		used += n + !start;
		end = *next == '\0' || used + 1 + m > PGN_TOKEN_MAX;
		if (!semi) {
			token2(w, start ? '{' : 0, p, n, end ? '}' : 0);
		} else if (start) {
			if (w->col > 0)
				newline(w);
			token2(w, ';', " ", 1, 0);
			buf_add(w->b, p, n);
			w->col += (int)n;
		} else {
			buf_add(w->b, " ", 1);
			buf_add(w->b, p, n);
			w->col += (int)n + 1;
		}
		if (semi && end)
			newline(w);
		if (end)
			used = 0;
		p = next;
	}
}

size_t
pos_recruits(const struct tc_pos *before, tc_move m,
    const struct tc_pos *after, char *buf, size_t cap)
{
	int sq, from = TC_FROM(m), to = TC_TO(m);
	size_t n = 0;

	if (cap > 0)
		buf[0] = '\0';
	for (sq = 0; sq < after->var->geom->nsq; sq++) {
		bool was = sq == to ? before->mark[from] == TC_NEUTRAL &&
		    TC_KIND(m) != TC_MK_NULL : before->mark[sq] == TC_NEUTRAL;
		char name[8];

		if (!was || !after->board[sq] || after->mark[sq] != TC_PURE ||
		    TC_COLOUR(after->board[sq]) != before->turn)
			continue;
		geom_square_name(after->var->geom, sq, name);
		if (n + strlen(name) + 3 > cap)
			break;
		n += (size_t)snprintf(buf + n, cap - n, "%s%c%s", n ? " " : "",
		    type_letter[TC_TYPE(after->board[sq])], name);
	}
	return n;
}

/*
** The move number before a move of pos, "12. " or "12... ", or "".  With
** more than two players "12..." would not say whose move follows, so
** past a comment or a variation the line goes on without one, as the
** first player's number counts the round (complex-allegiance.md 6.4).
*/
static void
move_number(struct pgnw *w, const struct tc_pos *pos, char *num, size_t cap)
{
	if (pos->turn == 0)
		snprintf(num, cap, "%u. ", counter_out(pos->fullmove));
	else if (w->need_num && (w->line_start || pos->var->nsides == 2))
		snprintf(num, cap, "%u... ", counter_out(pos->fullmove));
	else
		num[0] = '\0';
}

/* Write the line starting with node `head`, played from `start`. */
static void
pgn_line(struct pgnw *w, const struct tc_pos *start, int32_t head)
{
	const struct tc_record *r = w->r;
	struct tc_pos pos = *start, prev;
	struct tc_undo u;
	char move[16 + TC_MOVE_MAX], nag[8], rec[TC_MAXSQ * 5 + 16];
	int32_t i, v;
	int k;

	w->need_num = w->line_start = true;
	for (i = head; i >= 0; i = r->node[i].next) {
		const struct tc_rnode *x = &r->node[i];

		if (x->before >= 0 && w->o->comments)
			comment(w, r->text + x->before);
		move_number(w, &pos, move, 16);
		move_write(&pos, x->m, w->o->form, move + strlen(move));
		token(w, move);
		w->need_num = w->line_start = false;
		for (k = 0; w->o->nags && k < x->nnag; k++) {
			snprintf(nag, sizeof(nag), "$%d", x->nag[k]);
			token(w, nag);
		}
		if (x->after >= 0 && w->o->comments)
			comment(w, r->text + x->after);
		prev = pos;
		pos_make(&pos, x->m, &u);
		if (w->o->recruits && pos_recruits(&prev, x->m, &pos, rec,
		    sizeof(rec) - 10) > 0) {
			char text[sizeof(rec) + 16];

			snprintf(text, sizeof(text), "recruits: %s", rec);
			comment(w, text);
		}
		for (v = x->var; v >= 0 && w->o->variations;
		    v = r->node[v].alt) {
			w->open++;
			pgn_line(w, &prev, v);
			close_paren(w);
			w->need_num = true;
		}
	}
}

static const char *const roster[] = {
	"Event", "Site", "Date", "Round", "White", "Black", "Result"
};

static void
tag_pair(struct tc_buf *b, const char *name, const char *value)
{
	const char *p, *run = value;

	buf_add(b, "[", 1);
	buf_puts(b, name);
	buf_add(b, " \"", 2);
	for (p = value; *p; p++) {
		if (*p != '"' && *p != '\\')
			continue;
		buf_add(b, run, (size_t)(p - run));
		buf_add(b, "\\", 1);
		run = p;
	}
	buf_puts(b, run);
	buf_puts(b, "\"]\n");
}

const char *
rec_tag_value(const struct tc_record *r, const char *name)
{
	size_t i;

	for (i = 0; i < r->ntag; i++)
		if (strcmp(r->text + r->tag[i].name, name) == 0)
			return r->text + r->tag[i].value;
	return NULL;
}

/*
** A game known as a variant by its '>' marks or -V, without a Variant
** tag, gets one in what is written, so that it reads back the same.
*/
bool
implied_variant(const struct tc_game *g, const struct tc_record *r)
{
	return g->var != tc_variant_for_games() && rec_tag_value(r, "Variant") == NULL;
}

/*
** The value written for tag i: -V overrides the Variant tag, and its
** options the VariantOptions tag (opts holds them written out).
*/
const char *
tag_value(const struct tc_game *g, const struct tc_record *r, size_t i,
    const char *opts)
{
	if (g->forced && strcmp(r->text + r->tag[i].name, "Variant") == 0)
		return g->var->pgn_name;
	if (g->forced && strcmp(r->text + r->tag[i].name,
	    "VariantOptions") == 0)
		return opts;
	return r->text + r->tag[i].value;
}

/*
** The options of a game's rule set that are off, written out into
** opts[cap], if the game has no VariantOptions tag to say so: a tag to
** add.  False if there is none to add.
*/
bool
implied_options(const struct tc_game *g, const struct tc_record *r,
    char *opts, size_t cap)
{
	tc_variant_options_write(g->var, opts, cap);
	return opts[0] && rec_tag_value(r, "VariantOptions") == NULL;
}

void
game_write_pgn(struct tc_buf *b, const struct tc_game *g,
    const struct tc_record *r, const struct tc_pgn_opts *o)
{
	struct pgnw w = { b, r, o, 0, true, true, 0 };
	const char *v;
	char opts[128];
	size_t i, k;

	tc_variant_options_write(g->var, opts, sizeof(opts));
	/* The Seven Tag Roster, then the rest as read. */
	for (k = 0; k < 7; k++) {
		if ((v = rec_tag_value(r, roster[k])) == NULL)
			v = k == 2 ? "????.??.??" : k == 6 ? g->result : "?";
		/*
		 * Four players: White and Black are "?", the players are in
		 * their own tags, and the result has four scores (a draw
		 * read as "1/2-1/2" too).
		 */
		if (g->var->side_names && (k == 4 || k == 5))
			v = "?";
		if (g->var->side_names && k == 6 &&
		    strcmp(v, "1/2-1/2") == 0)
			v = g->result;
		tag_pair(b, roster[k], v);
	}
	for (i = 0; i < r->ntag; i++) {
		const char *name = r->text + r->tag[i].name;

		for (k = 0; k < 7; k++)
			if (strcmp(name, roster[k]) == 0 &&
			    rec_tag_value(r, name) == r->text + r->tag[i].value)
				break;
		if (k < 7)
			continue;
		/* export format: a FEN tag goes with SetUp "1" */
		if (strcmp(name, "FEN") == 0 && rec_tag_value(r, "SetUp") == NULL &&
		    rec_tag_value(r, "FEN") == r->text + r->tag[i].value)
			tag_pair(b, "SetUp", "1");
		tag_pair(b, name, tag_value(g, r, i, opts));
	}
	if (implied_variant(g, r))
		tag_pair(b, "Variant", g->var->pgn_name);
	if (implied_options(g, r, opts, sizeof(opts)))
		tag_pair(b, "VariantOptions", opts);
	buf_add(b, "\n", 1);
	if (r->comment >= 0 && o->comments)
		comment(&w, r->text + r->comment);
	pgn_line(&w, &g->start, r->head);
	token(&w, g->result);
	buf_puts(b, "\n\n");
}

/* ---- move lists ---- */

bool
game_write_moves(struct tc_buf *b, const struct tc_game *g,
    const struct tc_record *r, enum tc_notation form)
{
	struct tc_pos pos = g->start, std, pub = g->start;
	struct tc_undo u;
	char move[TC_MOVE_MAX], afen[TC_AFEN_MAX];
	int32_t i;
	bool first = true, from_start;

	pos_start(&std, g->var);
	/* A move list shows the start as a public record does (no lists). */
	if (form != TC_LONG)
		pos_set_view(&pub, TC_VIEW_PUBLIC);
	from_start = std.hash == pub.hash && std.halfmove == pub.halfmove &&
	    std.fullmove == pub.fullmove;
	if (form == TC_LONG) {
		/* no start position and no passes in the long form */
		if (!from_start)
			return false;
		/* a lost turn is a move where the rules give one */
		for (i = r->head; i >= 0; i = r->node[i].next)
			if (TC_KIND(r->node[i].m) == TC_MK_NULL &&
			    !(g->var->flags & TC_VF_LOST_TURN))
				return false;
	} else if (!from_start) {
		/* a move list starts with the position it starts from */
		afen_write(&pub, afen, sizeof(afen));
		buf_printf(b, "[FEN \"%s\"]", afen);
		first = false;
	}
	for (i = r->head; i >= 0; i = r->node[i].next) {
		move_write(&pos, r->node[i].m, form, move);
		if (form != TC_LONG)
			buf_puts(b, first ? "" : " ");
		else if (pos.turn == 0)
			buf_printf(b, "%u. ", counter_out(pos.fullmove));
		else
			buf_puts(b, " ");
		buf_puts(b, move);
		/* a line a round: "1. e2-e4 e7-e5" */
		if (form == TC_LONG && pos.turn == g->var->nsides - 1)
			buf_puts(b, "\n");
		pos_make(&pos, r->node[i].m, &u);
		first = false;
	}
	/* a move list of no move is its result, so that no line is blank */
	if (form != TC_LONG && r->head < 0)
		buf_printf(b, "%s%s", first ? "" : " ", g->result);
	if (form != TC_LONG || pos.turn != 0)
		buf_puts(b, first && form == TC_LONG ? "" : "\n");
	return true;
}

/* ---- JSON ---- */

void
buf_json_scores(struct tc_buf *b, const struct tc_variant *var,
    const char *result)
{
	static const char *const score[3] = { "0", "0.5", "1" };
	int halves[4], k;

	if (!var->side_names || !result_scores(result, halves))
		return;
	buf_puts(b, ", \"scores\": {");
	for (k = 0; k < var->nsides; k++)
		buf_printf(b, "%s\"%s\": %s", k ? ", " : "",
		    var->side_names[k], score[halves[k]]);
	buf_puts(b, "}");
}

void
buf_game_number(struct tc_buf *b, long n)
{
	if (b->number)
		b->number(b, n, b->number_ctx);
	else
		buf_printf(b, "%ld", n);
}
