/*
** Writing positions for the tools: FEN (AFEN without marks), EPD lines
** and the one JSON object for a position (notation.md sections 3 and 4).
*/
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "internal.h"

bool
pos_has_marks(const struct tc_pos *pos)
{
	int sq;

	for (sq = 0; sq < pos->var->geom->nsq; sq++)
		if (pos->board[sq] && pos->mark[sq] != TC_PURE &&
		    pos->mark[sq] != TC_PROMOTED)
			return true;
	return false;
}

/*
** The offset in line[0..n) of its seventh field, the first of the keys
** a variant writes after the six fields of FEN (budget=9/9), or n.
*/
static size_t
keys_at(const char *line, size_t n)
{
	size_t i;
	int spaces = 0;

	for (i = 0; i < n; i++)
		if (line[i] == ' ' && ++spaces == 6)
			return i + 1;
	return n;
}

bool
fen_why_not(const struct tc_pos *pos, unsigned flags, char *why, size_t cap)
{
	const struct tc_variant *v = pos->var;
	const char *what = NULL;
	char line[TC_AFEN_MAX];
	size_t n, k, end;

	if (!(flags & (TC_FEN | TC_FEN_DROP)))
		return false;
	if (v->nsides != 2)
		what = "more than two players";
	else if (v->geom != tc_geom_8x8)
		what = "squares off the 8x8 board";
	else if (pos_has_marks(pos) && (!(flags & TC_FEN_DROP) ||
	    strchr(v->marks, '*')))
		what = fen_unshown(v);	/* a neutral piece has no side */
	else if (!(flags & TC_FEN_DROP)) {
		n = afen_write(pos, line, sizeof(line));
		if ((k = keys_at(line, n)) < n) {
			end = k + strcspn(line + k, "= ");
			end += line[end] == '=';
			snprintf(why, cap, "the key %.*s", (int)(end - k),
			    line + k);
			return true;
		}
	}
	if (what != NULL)
		snprintf(why, cap, "%s", what);
	return what != NULL;
}

size_t
fen_write(const struct tc_pos *pos, unsigned flags, char *buf, size_t cap)
{
	struct tc_pos bare;
	char why[64];
	size_t n;
	int sq;

	if (!(flags & (TC_FEN | TC_FEN_DROP)))
		return afen_write(pos, buf, cap);
	if (fen_why_not(pos, flags, why, sizeof(why)))
		return 0;
	if (!(flags & TC_FEN_DROP))
		return afen_write(pos, buf, cap);
	/* The plain FEN: each piece its letter's colour, no keys. */
	bare = *pos;
	for (sq = 0; sq < pos->var->geom->nsq; sq++)
		if (bare.mark[sq] != TC_PROMOTED)
			bare.mark[sq] = TC_PURE;
	n = afen_write(&bare, buf, cap);
	n = keys_at(buf, n) < n ? keys_at(buf, n) - 1 : n;
	buf[n] = '\0';
	return n;
}

const char *
fen_unshown(const struct tc_variant *var)
{
	if (var->nsides != 2)
		return "more than two players";
	if (var->geom != tc_geom_8x8)
		return "squares off the 8x8 board";
	if (strchr(var->marks, '*'))
		return "neutral pieces";
	if (strchr(var->marks, '^'))
		return "traitors";
	if (strchr(var->marks, '&'))
		return "double agents";
	if (strchr(var->marks, '%'))
		return "mercenaries";
	return "grey pieces";
}

bool
pos_pockets(const struct tc_pos *pos, char out[2][TC_POCKET_MAX])
{
	char text[TC_POCKET_MAX];
	size_t n, i, k[2] = { 0, 0 };

	out[0][0] = out[1][0] = '\0';
	if (pos->var->write_pocket == NULL)
		return false;
	n = pos->var->write_pocket(pos, text);
	for (i = 0; i < n && i < sizeof(text); i++) {
		int c = (unsigned char)text[i];

		/* the letters, not the brackets or the ninth row's '/' */
		if (c >= 'A' && c <= 'Z')
			out[0][k[0]++] = (char)c;
		else if (c >= 'a' && c <= 'z')
			out[1][k[1]++] = (char)c;
	}
	out[0][k[0]] = out[1][k[1]] = '\0';
	return true;
}

bool
epd_write(struct tc_buf *b, const struct tc_pos *pos, unsigned flags,
    bool clocks, const char *ops, size_t len)
{
	char line[TC_AFEN_MAX], tmp[64];
	size_t n, i, four = 0, six = 0;
	int k, spaces = 0;

	if ((n = fen_write(pos, flags, line, sizeof(line))) == 0)
		return false;
	/*
	 * The two clocks (fields 5 and 6), which EPD writes as operations,
	 * go; the variant's keys after them stay, after the fourth field.
	 */
	for (i = 0; i < n && spaces < 6; i++)
		if (line[i] == ' ' && ++spaces == 4)
			four = i;
		else if (line[i] == ' ' && spaces == 6)
			six = i;
	buf_add(b, line, four);
	if (six > 0)
		buf_add(b, line + six, n - six);
	if (clocks) {
		k = snprintf(tmp, sizeof(tmp), " hmvc %u; fmvn %u;",
		    counter_out(pos->halfmove), counter_out(pos->fullmove));
		buf_add(b, tmp, (size_t)k);
	}
	if (len > 0) {
		buf_add(b, " ", 1);
		buf_add(b, ops, len);
	}
	buf_add(b, "\n", 1);
	return true;
}

bool
pos_write_line(struct tc_buf *b, const struct tc_pos *pos, unsigned flags)
{
	char line[TC_AFEN_MAX];
	size_t n;

	if (flags & TC_EPD)
		return epd_write(b, pos, flags, true, NULL, 0);
	if ((n = fen_write(pos, flags, line, sizeof(line))) == 0)
		return false;
	line[n] = '\n';
	buf_add(b, line, n + 1);
	return true;
}

bool
game_write_plies(struct tc_buf *b, const struct tc_game *g,
    const struct tc_record *r, unsigned flags)
{
	struct tc_pos pos = g->start;
	struct tc_undo u;
	size_t start = b->n;
	int32_t i;

	for (i = r->head; i >= 0; i = r->node[i].next) {
		pos_make(&pos, r->node[i].m, &u);
		if (!pos_write_line(b, &pos, flags)) {
			b->n = start;
			return false;
		}
	}
	return true;
}

bool
game_fen_why_not(const struct tc_game *g, const struct tc_record *r,
    unsigned flags, char *why, size_t cap)
{
	struct tc_pos pos = g->start;
	struct tc_undo u;
	int32_t i;

	for (i = r->head; i >= 0; i = r->node[i].next) {
		pos_make(&pos, r->node[i].m, &u);
		if (fen_why_not(&pos, flags, why, cap))
			return true;
	}
	return false;
}

/*
** The perft suites' style, ";D1 20 ;D2 400", where a semicolon comes
** before each operation: written as EPD writes them, "D1 20; D2 400;".
*/
static bool
epd_semicolons_first(struct tc_buf *b, const struct tc_pos *pos,
    unsigned flags, bool clocks, const char *s, size_t len)
{
	struct tc_buf ops = { 0 };
	size_t i = 0;
	bool ok;

	while (i < len) {
		size_t j, e;

		while (i < len && (s[i] == ';' || s[i] == ' '))
			i++;
		for (j = i; j < len && s[j] != ';'; j++)
			if (s[j] == '"')	/* a quoted operand keeps its ';' */
				while (++j < len && s[j] != '"')
					;
		for (e = j > len ? len : j; e > i && s[e - 1] == ' '; e--)
			;
		if (e > i) {
			if (ops.n)
				buf_add(&ops, " ", 1);
			buf_add(&ops, s + i, e - i);
			buf_add(&ops, ";", 1);
		}
		i = j;
	}
	ok = !ops.nomem && epd_write(b, pos, flags, clocks, ops.p, ops.n);
	buf_free(&ops);
	return ok;
}

bool
epd_rewrite(struct tc_buf *b, const struct tc_pos *pos, unsigned flags,
    const char *s, size_t len, size_t rest)
{
	size_t i;
	int fields = 0;

	for (i = 0; i < rest; i++)
		if (s[i] != ' ' && (i == 0 || s[i - 1] == ' '))
			fields++;
	while (rest < len && s[rest] == ' ')
		rest++;
	if (!(flags & TC_EPD))
		return pos_write_line(b, pos, flags);
	if (rest < len && s[rest] == ';')
		return epd_semicolons_first(b, pos, flags, fields >= 6, s + rest,
		    len - rest);
	return epd_write(b, pos, flags, fields >= 6 || rest == len, s + rest,
	    len - rest);
}

void
moves_write(struct tc_buf *b, const struct tc_pos *pos,
    enum tc_notation form)
{
	struct tc_movelist ml;
	char move[TC_MOVE_MAX];
	int i;

	move_legal(pos, &ml);
	for (i = 0; i < ml.n; i++) {
		move_write(pos, ml.m[i], form, move);
		if (i)
			buf_add(b, " ", 1);
		buf_add(b, move, strlen(move));
	}
	buf_add(b, "\n", 1);
}

void
pos_json_init(struct tc_pos_json *j)
{
	memset(j, 0, sizeof(*j));
	j->valid = -1;
	j->count = -1;
}

/* Start key `name`: "{" before the first, ", " before the others. */
static void
key(struct tc_buf *b, bool *first, const char *name)
{
	char tmp[32];
	int n;

	n = snprintf(tmp, sizeof(tmp), "%s\"%s\": ", *first ? "{" : ", ",
	    name);
	buf_add(b, tmp, (size_t)n);
	*first = false;
}

static void
str(struct tc_buf *b, const char *s)
{
	buf_json_string(b, s, strlen(s));
}

static void
num(struct tc_buf *b, long v)
{
	char tmp[32];
	int n = snprintf(tmp, sizeof(tmp), "%ld", v);

	buf_add(b, tmp, (size_t)n);
}

/* One diagnostic as a JSON object. */
static void
diag_json(struct tc_buf *b, const struct tc_pos_json *j, long line, int col,
    const char *move, const char *msg)
{
	buf_add(b, "{\"file\": ", 9);
	str(b, j->file ? j->file : "");
	buf_add(b, ", \"line\": ", 10);
	num(b, line);
	buf_add(b, ", \"column\": ", 12);
	num(b, col);
	if (j->g) {
		buf_add(b, ", \"game\": ", 10);
		buf_game_number(b, j->game);
		buf_add(b, ", \"move\": ", 10);
		str(b, move);
	}
	buf_add(b, ", \"message\": ", 13);
	str(b, msg);
	buf_add(b, "}", 1);
}

/* The errors (or warnings) of j's game or line, in a JSON array. */
static void
diags_json(struct tc_buf *b, const struct tc_pos_json *j, bool warnings)
{
	int i, n = 0, all = j->g ? j->g->ndiag : j->d ? j->d->n : 0;

	buf_add(b, "[", 1);
	for (i = 0; i < all; i++) {
		if (j->g && j->g->diag[i].warning == warnings) {
			const struct tc_game_diag *x = &j->g->diag[i];

			if (n++)
				buf_add(b, ", ", 2);
			diag_json(b, j, x->line, x->col, x->move, x->msg);
		} else if (!j->g && j->d->d[i].warning == warnings) {
			if (n++)
				buf_add(b, ", ", 2);
			diag_json(b, j, j->line, j->d->d[i].col, NULL,
			    j->d->d[i].msg);
		}
	}
	buf_add(b, "]", 1);
}

static void
moves_json(struct tc_buf *b, const struct tc_pos_json *j)
{
	char move[TC_MOVE_MAX];
	int i;

	buf_add(b, "[", 1);
	for (i = 0; i < j->moves->n; i++) {
		if (i)
			buf_add(b, ", ", 2);
		move_write(j->pos, j->moves->m[i], j->form, move);
		str(b, move);
	}
	buf_add(b, "]", 1);
}

/*
** The keys the variant's notation writes for pos (" checks=1+2"), as an
** object of strings: "keys": {"checks": "1+2"}; nothing if none.
*/
static void
keys_json(struct tc_buf *b, const struct tc_pos *pos, bool *first)
{
	char text[TC_AFEN_MAX];
	size_t n, i = 0;
	bool any = false;

	if (pos->var->write_keys == NULL)
		return;
	n = pos->var->write_keys(pos, text);
	while (i < n) {
		size_t start, eq, end;

		while (i < n && text[i] == ' ')
			i++;
		for (start = i; i < n && text[i] != ' '; i++)
			;
		end = i;
		for (eq = start; eq < end && text[eq] != '='; eq++)
			;
		if (eq == end)
			continue;
		if (!any) {
			key(b, first, "keys");
			buf_add(b, "{", 1);
		} else {
			buf_add(b, ", ", 2);
		}
		any = true;
		buf_json_string(b, text + start, eq - start);
		buf_add(b, ": ", 2);
		buf_json_string(b, text + eq + 1, end - eq - 1);
	}
	if (any)
		buf_add(b, "}", 1);
}

/*
** The pieces in the pockets of a variant that has them, as an object of
** strings by side: "pockets": {"White": "QRN", "Black": "p"}, "" for an
** empty pocket; nothing for a variant without pockets.
*/
static void
pockets_json(struct tc_buf *b, const struct tc_pos *pos, bool *first)
{
	char pk[2][TC_POCKET_MAX];
	int side;

	if (!pos_pockets(pos, pk))
		return;
	key(b, first, "pockets");
	for (side = 0; side < 2; side++) {
		buf_add(b, side ? ", " : "{", side ? 2 : 1);
		str(b, tc_side_name(pos->var, side));
		buf_add(b, ": ", 2);
		str(b, pk[side]);
	}
	buf_add(b, "}", 1);
}

/*
** The fields a variant's position has beyond its notation, after others
** (", \"keys\": {...}, \"pockets\": {...}"): a game's plies in JSON.
*/
void
pos_write_json_fields(struct tc_buf *b, const struct tc_pos *pos)
{
	bool first = false;

	keys_json(b, pos, &first);
	pockets_json(b, pos, &first);
}

/* The keys up to "pockets": where and what the position is. */
static void
position_json(struct tc_buf *b, const struct tc_pos_json *j, bool *first)
{
	char afen[TC_AFEN_MAX];

	if (j->pos)
		afen_write(j->pos, afen, sizeof(afen));
	if (j->game > 0) {
		key(b, first, "game");
		buf_game_number(b, j->game);
		key(b, first, "ply");
		num(b, j->ply);
	}
	if (j->san) {
		key(b, first, "san");
		str(b, j->san);
	}
	key(b, first, "afen");
	if (j->text)
		buf_json_string(b, j->text, j->len_text);
	else if (j->pos)
		str(b, afen);
	else
		buf_add(b, "null", 4);
	if (j->valid >= 0) {
		key(b, first, "valid");
		buf_add(b, j->valid ? "true" : "false", j->valid ? 4 : 5);
	}
	if (j->canonical && j->pos) {
		key(b, first, "canonical");
		str(b, afen);
	}
	if (j->pos) {
		keys_json(b, j->pos, first);
		pockets_json(b, j->pos, first);
	}
}

/*
** "lists": what the record proves of each player's secret list,
** {"White": "verified", "Black": "hidden"} (see enum tc_proof).
*/
static void
lists_json(struct tc_buf *b, const struct tc_game *g, bool *first)
{
	int k;

	key(b, first, "lists");
	buf_add(b, "{", 1);
	for (k = 0; k < TC_MAXSIDES && g->proof[k] != TC_PROOF_NONE; k++) {
		const char *side = tc_side_name(g->var, k);

		if (k)
			buf_add(b, ", ", 2);
		str(b, side);
		buf_add(b, ": ", 2);
		str(b, tc_proof_name((enum tc_proof)g->proof[k]));
	}
	buf_add(b, "}", 1);
}

void
pos_write_json(struct tc_buf *b, const struct tc_pos_json *j)
{
	bool first = true;

	position_json(b, j, &first);
	if (j->result) {
		key(b, &first, "result");
		str(b, j->result);
		if (j->pos)
			buf_json_scores(b, j->pos->var, j->result);
	}
	if (j->status) {
		key(b, &first, "status");
		str(b, j->status);
	}
	if (j->g && j->g->proof[0] != TC_PROOF_NONE)
		lists_json(b, j->g, &first);
	if (j->diags) {
		key(b, &first, "errors");
		diags_json(b, j, false);
		key(b, &first, "warnings");
		diags_json(b, j, true);
	}
	if (j->count >= 0) {
		key(b, &first, "count");
		num(b, j->count);
	}
	if (j->moves) {
		key(b, &first, "moves");
		moves_json(b, j);
	}
	buf_add(b, "}\n", 2);
}
