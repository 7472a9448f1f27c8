/*
** Writing a recorded game as one JSON object, a line of JSON Lines
** (notation.md section 4): its tags, start, moves with their variations
** and comments, result and status.
*/
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "internal.h"

static void
json_key(struct tc_buf *b, const char *key, const char *value)
{
	buf_add(b, ", \"", 3);
	buf_puts(b, key);
	buf_add(b, "\": ", 3);
	buf_json_string(b, value, strlen(value));
}

/* The numbers of the clock and evaluation commands of a comment. */
static void
json_commands(struct tc_buf *b, const char *comment)
{
	struct tc_comment_cmds c;

	comment_commands(comment, &c);
	if (c.clk[0])
		buf_printf(b, ", \"clk\": %s", c.clk);
	if (c.emt[0])
		buf_printf(b, ", \"emt\": %s", c.emt);
	if (c.eval[0])
		buf_printf(b, ", \"eval\": %s", c.eval);
	if (c.mate[0])
		buf_printf(b, ", \"mate\": %s", c.mate);
}

static void
json_line(struct tc_buf *b, const struct tc_record *r,
    const struct tc_pos *start, int32_t head, int ply, unsigned flags)
{
	struct tc_pos pos = *start, prev;
	struct tc_undo u;
	char move[TC_MOVE_MAX], afen[TC_AFEN_MAX], num[24];
	int32_t i, v;
	size_t n;
	int k;

	buf_puts(b, "[");
	for (i = head; i >= 0; i = r->node[i].next) {
		const struct tc_rnode *x = &r->node[i];

		move_write(&pos, x->m, TC_SAN, move);
		n = 0;
		if (i != head) {
			num[n++] = ',';
			num[n++] = ' ';
		}
		memcpy(num + n, "{\"ply\": ", 8);
		n += 8;
		n += u32_text(num + n, (uint32_t)++ply);
		buf_add(b, num, n);
		json_key(b, "san", move);
		move_write(&pos, x->m, TC_UCI, move);
		json_key(b, "uci", move);
		/* players other than White and Black: who made the move */
		if (pos.var->side_names)
			json_key(b, "mover", tc_side_name(pos.var, pos.turn));
		if (x->var >= 0)
			prev = pos;	/* where its variations start */
		pos_make(&pos, x->m, &u);
		if (!(flags & TC_JSON_NO_POSITIONS)) {
			afen_write(&pos, afen, sizeof(afen));
			json_key(b, "afen", afen);
			pos_write_json_fields(b, &pos);
		}
		if (x->nnag) {
			buf_puts(b, ", \"nags\": [");
			for (k = 0; k < x->nnag; k++)
				buf_printf(b, "%s%d", k ? ", " : "", x->nag[k]);
			buf_puts(b, "]");
		}
		if (x->before >= 0)
			json_key(b, "before", r->text + x->before);
		if (x->after >= 0) {
			json_key(b, "comment", r->text + x->after);
			json_commands(b, r->text + x->after);
		}
		if (x->var >= 0) {
			buf_puts(b, ", \"variations\": [");
			for (v = x->var; v >= 0; v = r->node[v].alt) {
				if (v != x->var)
					buf_puts(b, ", ");
				json_line(b, r, &prev, v, ply - 1, flags);
			}
			buf_puts(b, "]");
		}
		buf_puts(b, "}");
	}
	buf_puts(b, "]");
}

/* Whether a tag before tag i of r has its name (without a table). */
static bool
tag_repeated_at(const struct tc_record *r, size_t i)
{
	size_t k;

	for (k = 0; k < i; k++)
		if (strcmp(r->text + r->tag[k].name, r->text +
		    r->tag[i].name) == 0)
			return true;
	return false;
}

/*
** For each tag of r, whether an earlier tag has its name: a table of
** r->ntag flags to free, found through a hash table of the names; NULL
** if memory runs out.
*/
static bool *
tags_repeated(const struct tc_record *r)
{
	size_t cap = 16, i, h;
	size_t *slot;
	bool *dup;

	while (cap < 2 * r->ntag)
		cap *= 2;
	slot = calloc(cap, sizeof(*slot));
	dup = calloc(r->ntag + 1, sizeof(*dup));
	if (slot == NULL || dup == NULL) {
		free(slot);
		free(dup);
		return NULL;
	}
	for (i = 0; i < r->ntag; i++) {
		const char *name = r->text + r->tag[i].name, *c;

		h = 5381;
		for (c = name; *c; c++)
			h = h * 33 + (unsigned char)*c;
		for (h &= cap - 1; slot[h]; h = (h + 1) & (cap - 1))
			if (strcmp(r->text + r->tag[slot[h] - 1].name,
			    name) == 0) {
				dup[i] = true;
				break;
			}
		if (!dup[i])
			slot[h] = i + 1;
	}
	free(slot);
	return dup;
}

void
game_write_json(struct tc_buf *b, const struct tc_game *g,
    const struct tc_record *r, unsigned flags)
{
	char afen[TC_AFEN_MAX], opts[128];
	struct tc_pos start;
	size_t i, n;
	bool *dup;

	buf_puts(b, "{\"game\": ");
	buf_game_number(b, g->number);
	buf_puts(b, ", \"tags\": {");
	tc_variant_options_write(g->var, opts, sizeof(opts));
	/* A repeated tag (the game warns of it): the first is kept. */
	dup = tags_repeated(r);
	for (i = 0, n = 0; i < r->ntag; i++) {
		const char *v = tag_value(g, r, i, opts);

		if (dup ? dup[i] : tag_repeated_at(r, i))
			continue;
		if (n++)
			buf_puts(b, ", ");
		buf_json_string(b, r->text + r->tag[i].name,
		    strlen(r->text + r->tag[i].name));
		buf_puts(b, ": ");
		buf_json_string(b, v, strlen(v));
	}
	free(dup);
	if (implied_variant(g, r)) {
		buf_puts(b, r->ntag ? ", \"Variant\": " : "\"Variant\": ");
		buf_json_string(b, g->var->pgn_name, strlen(g->var->pgn_name));
	}
	if (implied_options(g, r, opts, sizeof(opts))) {
		buf_puts(b, r->ntag || implied_variant(g, r) ?
		    ", \"VariantOptions\": " : "\"VariantOptions\": ");
		buf_json_string(b, opts, strlen(opts));
	}
	buf_puts(b, "}");
	json_key(b, "variant", g->var->pgn_name);
	/*
	** The start as a public record shows it: the lists a game reveals
	** are in its tags (or its FEN tag), where they are verified.
	*/
	start = g->start;
	pos_set_view(&start, TC_VIEW_PUBLIC);
	afen_write(&start, afen, sizeof(afen));
	json_key(b, "start", afen);
	if (r->comment >= 0)
		json_key(b, "comment", r->text + r->comment);
	buf_puts(b, ", \"moves\": ");
	json_line(b, r, &g->start, r->head, 0, flags);
	json_key(b, "result", g->result);
	buf_json_scores(b, g->var, g->result);
	json_key(b, "status", game_status(g));
	buf_puts(b, "}\n");
}
