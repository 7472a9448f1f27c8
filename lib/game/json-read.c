/*
** Reading a game from one JSON object (notation.md section 4): the JSON
** scanner (lib/notation/json.c) turns the object into the tokens the PGN
** reader would give, so replay, checks and recording are the same for
** both.
*/
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "internal.h"

#define JSON_MAXDEPTH 200	/* arrays and objects nested */

/* Skip any value. */
static bool
jskip(struct json_scan *p)
{
	bool ok = true;

	json_ws(p);
	if (p->i >= p->n)
		return json_fail(p, p->i, "expected a value");
	switch (p->s[p->i]) {
	case '"':
		return json_scan_string(p, NULL, 0, NULL);
	case '{':
	case '[': {
		char close = p->s[p->i] == '{' ? '}' : ']';

		if (++p->depth > JSON_MAXDEPTH)
			return json_fail(p, p->i, "nested too deep");
		p->i++;
		if (json_peek(p, close)) {
			p->i++;
			p->depth--;
			return true;
		}
		do {
			if (close == '}' && (!json_scan_string(p, NULL, 0, NULL) ||
			    !json_expect(p, ':', "expected ':'")))
				return false;
			if (!jskip(p))
				return false;
		} while (json_peek(p, ',') && ++p->i);
		ok = json_expect(p, close, close == '}' ? "expected ',' or '}'" :
		    "expected ',' or ']'");
		p->depth--;
		return ok;
	}
	default:
		if (strchr("-0123456789tfn", p->s[p->i]) == NULL)
			return json_fail(p, p->i, "expected a value");
		while (p->i < p->n && strchr("+-.0123456789eEtruefalsn",
		    p->s[p->i]) && p->s[p->i] != '\0')
			p->i++;
		return true;
	}
}

/* ---- feeding the game ---- */

static bool
feed(struct json_scan *p, int type, size_t at)
{
	p->lx->type = type;
	p->lx->tline = p->line;
	p->lx->tcol = (int)(at < INT32_MAX ? at + 1 : INT32_MAX);
	p->lx->tstart = false;
	return game_feed(p->g, p->lx) == GAME_MORE;
}

/*
** Iterate over the keys of an object: fn gets the key (cut to fit key[];
** keys this reader knows are short) and where the key starts.
*/
typedef bool key_fn(struct json_scan *p, const char *key, size_t key_at,
    void *ctx);

/*
** Whether an object already had the key at `at` (its text unescaped,
** hashed): JSON readers disagree on which of two equal keys counts, so
** a record with one is refused rather than read one way here and
** another way downstream.
*/
#define JSON_MAXKEYS 256
static bool
key_repeated(const struct json_scan *p, size_t at, uint64_t *seen, int *n)
{
	char text[256];
	struct json_scan q = *p;
	uint64_t h = 14695981039346656037ULL;
	size_t len = 0, i;
	int k;

	q.i = at;
	if (!json_scan_string(&q, text, sizeof(text), &len))
		return false;
	for (i = 0; i < len && i < sizeof(text) - 1; i++)
		h = (h ^ (unsigned char)text[i]) * 1099511628211ULL;
	h ^= len;
	for (k = 0; k < *n; k++)
		if (seen[k] == h)
			return true;
	seen[(*n)++] = h;
	return false;
}

static bool
jobject(struct json_scan *p, key_fn *fn, void *ctx)
{
	char key[32];
	size_t at;
	uint64_t seen[JSON_MAXKEYS];
	int nseen = 0;

	if (!json_expect(p, '{', "expected '{'"))
		return false;
	if (++p->depth > JSON_MAXDEPTH)
		return json_fail(p, p->i - 1, "nested too deep");
	if (json_peek(p, '}')) {
		p->i++;
		p->depth--;
		return true;
	}
	do {
		struct json_scan q;

		json_ws(p);
		at = p->i;
		if (!json_scan_string(p, NULL, 0, NULL) || !json_expect(p, ':',
		    "expected ':'"))
			return false;
		q = *p;
		q.i = at;
		if (!json_scan_string(&q, key, sizeof(key), NULL))
			key[0] = '\0';
		if (nseen == JSON_MAXKEYS)
			return json_fail(p, at, "more than 256 keys in one object");
		if (key_repeated(p, at, seen, &nseen)) {
			char msg[TC_MSGMAX];

			snprintf(msg, sizeof(msg), "key \"%.40s\" repeated in "
			    "one object: JSON readers disagree on which one "
			    "counts", key);
			return json_fail(p, at, msg);
		}
		if (!fn(p, key, at, ctx))
			return false;
	} while (json_peek(p, ',') && ++p->i);
	p->depth--;
	return json_expect(p, '}', "expected ',' or '}'");
}

/* Iterate over the elements of an array. */
typedef bool elem_fn(struct json_scan *p, void *ctx);

static bool
jarray(struct json_scan *p, elem_fn *fn, void *ctx)
{
	if (!json_expect(p, '[', "expected '['"))
		return false;
	if (++p->depth > JSON_MAXDEPTH)
		return json_fail(p, p->i - 1, "nested too deep");
	if (json_peek(p, ']')) {
		p->i++;
		p->depth--;
		return true;
	}
	do {
		if (!fn(p, ctx))
			return false;
	} while (json_peek(p, ',') && ++p->i);
	p->depth--;
	return json_expect(p, ']', "expected ',' or ']'");
}

/* Remember where the value of a key starts, and skip it. */
static bool
mark_value(struct json_scan *p, size_t *at)
{
	json_ws(p);
	*at = p->i;
	return jskip(p);
}

#define NONE ((size_t)-1)

/*
** Feed the comment string at offset `at`.  One longer than a PGN token
** goes as several, cut at white space, which the game joins again.
*/
static bool
feed_comment(struct json_scan *p, size_t at)
{
	struct json_scan q = *p;
	size_t len, i = 0, cut;
	char *t;

	p->i = at;
	if (!json_scan_string(p, NULL, 0, &len))
		return false;
	if (len <= PGN_TOKEN_MAX) {
		p->i = at;
		if (!json_scan_string(p, p->lx->text, sizeof(p->lx->text),
		    &p->lx->len_text))
			return false;
		feed(p, PGN_COMMENT, at);
		return true;
	}
	if ((t = malloc(len + 1)) == NULL)
		return json_fail(p, at, "out of memory");
	q.i = at;
	json_scan_string(&q, t, len + 1, NULL);
	while (len - i > PGN_TOKEN_MAX) {
		for (cut = i + PGN_TOKEN_MAX; cut > i && t[cut] != ' ' &&
		    t[cut] != '\n' && t[cut] != '\t' && t[cut] != '\r'; cut--)
			;
		if (cut == i) {
			free(t);
			return json_fail(p, at, "comment with a word longer than "
			    "16384 bytes");
		}
		memcpy(p->lx->text, t + i, cut - i);
		p->lx->text[cut - i] = '\0';
		p->lx->len_text = cut - i;
		feed(p, PGN_COMMENT, at);
		i = cut + 1;
	}
	memcpy(p->lx->text, t + i, len - i);
	p->lx->text[len - i] = '\0';
	p->lx->len_text = len - i;
	feed(p, PGN_COMMENT, at);
	free(t);
	return true;
}

/* Feed the string at offset `at` as a token of type `type`. */
static bool
feed_at(struct json_scan *p, size_t at, int type)
{
	p->i = at;
	if (!json_scan_string(p, p->lx->text, sizeof(p->lx->text), &p->lx->len_text))
		return false;
	feed(p, type, at);
	return true;
}

struct tags {
	bool variant, fen;
};

static bool
tag_name_ok(const char *s)
{
	if (*s == '\0')
		return false;
	for (; *s; s++)
		if (!pgn_tag_name_byte((unsigned char)*s))
			return false;
	return true;
}

static bool
tag_key(struct json_scan *p, const char *key, size_t key_at, void *ctx)
{
	struct tags *t = ctx;
	struct json_scan q = *p;
	size_t at;

	(void)key;
	q.i = key_at;
	if (!json_scan_string(&q, p->lx->text, sizeof(p->lx->text),
	    &p->lx->len_text)) {
		*p = q;
		return false;
	}
	if (!tag_name_ok(p->lx->text))
		return json_fail(p, key_at, "not a PGN tag name: expected letters, "
		    "digits and '_'");
	if (strcmp(p->lx->text, "Variant") == 0)
		t->variant = true;
	if (strcmp(p->lx->text, "FEN") == 0)
		t->fen = true;
	json_ws(p);
	at = p->i;
	if (!json_scan_string(p, p->lx->value, sizeof(p->lx->value),
	    &p->lx->len_value))
		return false;
	if (memchr(p->lx->value, '\n', p->lx->len_value))
		return json_fail(p, at, "a line break in a tag value, which PGN "
		    "cannot hold");
	feed(p, PGN_TAG, key_at);
	return true;
}

struct move {
	size_t san, uci, mover, before, comment, nags, vars;
};

static bool
move_key(struct json_scan *p, const char *key, size_t key_at, void *ctx)
{
	struct move *m = ctx;
	size_t *slot = strcmp(key, "san") == 0 ? &m->san :
	    strcmp(key, "uci") == 0 ? &m->uci :
	    strcmp(key, "mover") == 0 ? &m->mover :
	    strcmp(key, "before") == 0 ? &m->before :
	    strcmp(key, "comment") == 0 ? &m->comment :
	    strcmp(key, "nags") == 0 ? &m->nags :
	    strcmp(key, "variations") == 0 ? &m->vars : NULL;
	size_t skip;

	(void)key_at;
	return mark_value(p, slot ? slot : &skip);
}

static bool
nag_elem(struct json_scan *p, void *ctx)
{
	size_t at;
	long v = 0;

	(void)ctx;
	json_ws(p);
	at = p->i;
	while (p->i < p->n && p->s[p->i] >= '0' && p->s[p->i] <= '9' &&
	    v <= 255)
		v = v * 10 + (p->s[p->i++] - '0');
	if (p->i == at || v > 255)
		return json_fail(p, at, "expected a NAG number from 0 to 255");
	snprintf(p->lx->text, sizeof(p->lx->text), "%ld", v);
	p->lx->len_text = strlen(p->lx->text);
	feed(p, PGN_NAG, at);
	return true;
}

static bool line_elem(struct json_scan *p, void *ctx);

static bool
variation_elem(struct json_scan *p, void *ctx)
{
	size_t at;

	(void)ctx;
	json_ws(p);
	at = p->i;
	feed(p, PGN_OPEN, at);
	if (!jarray(p, line_elem, NULL))
		return false;
	feed(p, PGN_CLOSE, p->i - 1);
	return true;
}

/*
** Check the "mover" of the move just played, the string at `at`: the
** player whose turn it was (tc_side_name()).  A move that failed has its
** own error.
*/
static bool
mover_check(struct json_scan *p, size_t at)
{
	struct tc_game *g = p->g;
	const struct tc_pos *before = g->depth ? &g->stack[g->depth - 1].prev :
	    game_prev(g);
	const char *want;
	char name[32], msg[TC_MSGMAX];
	size_t len;

	p->i = at;
	if (!json_scan_string(p, name, sizeof(name), &len))
		return false;
	if (g->failed)
		return true;
	want = tc_side_name(before->var, before->turn);
	if (strlen(name) == len && strcmp(name, want) == 0)
		return true;
	snprintf(msg, sizeof(msg), "\"mover\" is '%.24s', but the move is "
	    "%s's, whose turn it was", name, want);
	return json_fail(p, at, msg);
}

/* One move object: its parts fed in PGN order whatever the key order. */
static bool
line_elem(struct json_scan *p, void *ctx)
{
	struct move m = { NONE, NONE, NONE, NONE, NONE, NONE, NONE };
	size_t end, at;

	(void)ctx;
	json_ws(p);
	at = p->i;
	if (!jobject(p, move_key, &m))
		return false;
	end = p->i;
	if (m.san == NONE && m.uci == NONE)
		return json_fail(p, at, "move without \"san\" or \"uci\"");
	if ((m.before != NONE && !feed_comment(p, m.before)) ||
	    !feed_at(p, m.san != NONE ? m.san : m.uci, PGN_SYMBOL))
		return false;
	if (m.mover != NONE && !mover_check(p, m.mover))
		return false;
	if (m.nags != NONE) {
		p->i = m.nags;
		if (!jarray(p, nag_elem, NULL))
			return false;
	}
	if (m.comment != NONE && !feed_comment(p, m.comment))
		return false;
	if (m.vars != NONE) {
		p->i = m.vars;
		if (!jarray(p, variation_elem, NULL))
			return false;
	}
	p->i = end;
	return true;
}

struct top {
	size_t tags, variant, start, comment, moves, result;
};

static bool
top_key(struct json_scan *p, const char *key, size_t key_at, void *ctx)
{
	struct top *t = ctx;
	size_t *slot = strcmp(key, "tags") == 0 ? &t->tags :
	    strcmp(key, "variant") == 0 ? &t->variant :
	    strcmp(key, "start") == 0 ? &t->start :
	    strcmp(key, "comment") == 0 ? &t->comment :
	    strcmp(key, "moves") == 0 ? &t->moves :
	    strcmp(key, "result") == 0 ? &t->result : NULL;
	size_t skip;

	(void)key_at;
	return mark_value(p, slot ? slot : &skip);
}

/*
** True if the position text s[0..n) is the start of variant v as a
** public record shows it.  One that shows a secret list (the arbiter's
** view) is not: it goes to the game as its FEN tag, where the list is
** checked against the tags' (a committed game takes a list only from
** its revealed, verified tags).
*/
static bool
is_start(const struct tc_variant *v, const char *s, size_t n)
{
	struct tc_pos a, b;
	struct tc_diags d;
	char x[TC_AFEN_MAX], y[TC_AFEN_MAX];

	d.n = d.nerr = d.nwarn = 0;
	if (afen_read(&a, v, s, n, 0, &d, NULL) != 0)
		return false;
	afen_write(&a, y, sizeof(y));
	pos_set_view(&a, TC_VIEW_PUBLIC);
	afen_write(&a, x, sizeof(x));
	if (strcmp(x, y) != 0)
		return false;
	pos_start(&b, v);
	pos_set_view(&b, TC_VIEW_PUBLIC);
	afen_write(&b, y, sizeof(y));
	return strcmp(x, y) == 0;
}

/* A tag made from a key of the object ("variant", "start"). */
static bool
extra_tag(struct json_scan *p, const char *name, size_t at)
{
	p->i = at;
	if (!json_scan_string(p, p->lx->value, sizeof(p->lx->value),
	    &p->lx->len_value))
		return false;
	strcpy(p->lx->text, name);
	p->lx->len_text = strlen(name);
	/* standard chess needs no tag */
	if (strcmp(name, "Variant") != 0 || tc_variant_find(p->lx->value) !=
	    tc_variant_for_games())
		feed(p, PGN_TAG, at);
	return true;
}

bool
game_read_json(struct tc_game *g, struct pgn_lexer *lx, const char *s,
    size_t len, long line, struct tc_diag *err)
{
	struct top t = { NONE, NONE, NONE, NONE, NONE, NONE };
	struct tags tg = { false, false };
	const struct tc_variant *v;
	struct json_scan p;

	memset(&p, 0, sizeof(p));
	p.s = s;
	p.n = len;
	p.err = err;
	p.g = g;
	p.lx = lx;
	p.line = line;
	if (!jobject(&p, top_key, &t))
		return false;
	json_ws(&p);
	if (p.i < p.n)
		return json_fail(&p, p.i, "text after the game object");
	if (t.moves == NONE)
		return json_fail(&p, 0, "game object without \"moves\"");
	if (t.tags != NONE) {
		p.i = t.tags;
		if (!jobject(&p, tag_key, &tg))
			return false;
	}
	if (!tg.variant && t.variant != NONE) {
		if (!extra_tag(&p, "Variant", t.variant))
			return false;
	}
	if (!tg.fen && t.start != NONE) {
		p.i = t.start;
		if (!json_scan_string(&p, lx->value, sizeof(lx->value), &lx->len_value))
			return false;
		/* The start of the game's variant needs no FEN tag. */
		v = g->forced ? g->forced : g->variant_tag[0] ?
		    tc_variant_find(g->variant_tag) : tc_variant_for_games();
		if (v == NULL)
			v = tc_variant_for_games();
		if (!is_start(v, lx->value, lx->len_value)) {
			strcpy(lx->text, "SetUp");
			strcpy(lx->value, "1");
			lx->len_text = 5;
			lx->len_value = 1;
			feed(&p, PGN_TAG, t.start);
			if (!extra_tag(&p, "FEN", t.start))
				return false;
		}
	}
	if (t.comment != NONE && !feed_comment(&p, t.comment))
		return false;
	p.i = t.moves;
	if (!jarray(&p, line_elem, NULL))
		return false;
	if (t.result != NONE) {
		p.i = t.result;
		if (!json_scan_string(&p, lx->text, sizeof(lx->text), &lx->len_text))
			return false;
		if (strcmp(lx->text, "1-0") && strcmp(lx->text, "0-1") &&
		    strcmp(lx->text, "1/2-1/2") && strcmp(lx->text, "*") &&
		    !result_four(lx->text))
			return json_fail(&p, t.result, "result is not 1-0, 0-1, "
			    "1/2-1/2, four scores (1-1/2-0-1/2) or *");
		feed(&p, PGN_RESULT, t.result);
	} else {
		strcpy(lx->text, "*");
		lx->len_text = 1;
		feed(&p, PGN_RESULT, p.n);
	}
	return true;
}
