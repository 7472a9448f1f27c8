/*
** Replaying a game from PGN tokens: tags, the start position, moves and
** variations checked against the rules, the result checked against the
** final position.  The caller routes tokens from pgn_next() here and
** prints what the game reports; nothing here does I/O.
*/
#include <ctype.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdlib.h>
#include <stdio.h>
#include <string.h>
#include <strings.h>
#include "internal.h"

/* Copy src[0..n) into dst[cap], cut if need be; false if it was cut. */
static bool
copy_cut_n(char *dst, size_t cap, const char *src, size_t n)
{
	bool whole = n < cap;

	if (!whole)
		n = cap - 1;
	memcpy(dst, src, n);
	dst[n] = '\0';
	return whole;
}

/* copy_cut_n() of the string src. */
static bool
copy_cut(char *dst, size_t cap, const char *src)
{
	return copy_cut_n(dst, cap, src, strlen(src));
}

static void
gdiag(struct tc_game *g, long line, int col, bool warning, const char *fmt,
    ...) __attribute__((format(printf, 5, 6)));

static void
gdiag(struct tc_game *g, long line, int col, bool warning, const char *fmt,
    ...)
{
	struct tc_game_diag *x;
	va_list ap;

	if (warning)
		g->nwarn++;
	else
		g->nerr++;
	if (g->ndiag >= TC_GAME_MAXDIAG)
		return;
	x = &g->diag[g->ndiag++];
	x->line = line;
	x->col = col;
	x->warning = warning;
	if (g->movectx[0])
		snprintf(x->move, sizeof(x->move), "%u%s%.40s", g->ctx_full,
		    g->ctx_turn == 0 ? "." : "...", g->movectx);
	else
		x->move[0] = '\0';
	va_start(ap, fmt);
	msg_vformat(x->msg, sizeof(x->msg), fmt, ap);
	va_end(ap);
}

/* The record of this game, reset at its first use, or NULL. */
static struct tc_record *
record(struct tc_game *g)
{
	if (g->rec && !g->rec_ready) {
		rec_reset(g->rec);
		g->rec_ready = true;
	}
	return g->failed ? NULL : g->rec;
}

void
game_init(struct tc_game *g, const struct tc_variant *forced, long number)
{
	/* All but the room of the kept tags, which nxtag counts. */
	memset(g, 0, offsetof(struct tc_game, xtag));
	memset(&g->nxtag, 0, offsetof(struct tc_game, lost) -
	    offsetof(struct tc_game, nxtag));
	g->forced = forced;
	g->number = number;
	g->var = forced ? forced : tc_variant_for_games();
	/* An empty board until the game is set up. */
	pos_reset(&g->pos, g->var);
	g->start = g->prev = g->pos;
	strcpy(g->result_tag, "");
}

/*
** A fault of the tag section at line:col, reported when the game is set
** up (an error there stops the game).
*/
static void
tag_fault(struct tc_game *g, long line, int col, bool warning,
    const char *fmt, ...) __attribute__((format(printf, 5, 6)));

static void
tag_fault(struct tc_game *g, long line, int col, bool warning,
    const char *fmt, ...)
{
	struct tc_game_diag *x;
	va_list ap;

	if (g->ntagdiag < (int)(sizeof(g->tagdiag) / sizeof(g->tagdiag[0])))
		x = &g->tagdiag[g->ntagdiag++];
	else if (!warning)	/* the first few are told; an error always */
		x = &g->tagdiag[g->ntagdiag - 1];
	else
		return;
	x->line = line;
	x->col = col;
	x->warning = warning;
	x->move[0] = '\0';
	va_start(ap, fmt);
	msg_vformat(x->msg, sizeof(x->msg), fmt, ap);
	va_end(ap);
}

/*
** True if the game has had a tag named name[0..n) (kept under a 64-bit
** hash of it, eight bytes a step, in an open-addressed table: one probe
** or two); remembers it.  Past the room kept, names are not compared.
** name has eight bytes of room past its end (a lexer's text).
*/
static bool
tag_seen(struct tc_game *g, const char *name, size_t n)
{
	enum { ROOM = sizeof(g->tagseen) / sizeof(g->tagseen[0]) };
	uint64_t h = n, w;
	size_t i, j, k;

	for (i = 0; i + 8 <= n; i += 8) {
		memcpy(&w, name + i, 8);
		h = mix64(h ^ w);
	}
	if (i < n) {
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
		memcpy(&w, name + i, 8);	/* the bytes past n cut off */
		w &= ~0ULL >> (64 - 8 * (n - i));
#else
		for (w = 0, j = 0; i + j < n; j++)
			w |= (uint64_t)(unsigned char)name[i + j] << (8 * j);
#endif
		h = mix64(h ^ w);
	}
	if (h == 0)
		h = 1;		/* 0 is an empty slot */
	if (g->ntagseen == 0)
		memset(g->tagseen, 0, sizeof(g->tagseen));
	for (j = h % ROOM, k = 0; k < ROOM && g->tagseen[j]; j = (j + 1) %
	    ROOM, k++)
		if (g->tagseen[j] == h)
			return true;
	if (k < ROOM) {
		g->tagseen[j] = h;
		g->ntagseen++;
	}
	return false;
}

/* The line of the first tag kept under `name`, or 0. */
static long
xtag_line(const struct tc_game *g, const char *name)
{
	int i;

	for (i = 0; i < g->nxtag; i++)
		if (strcmp(g->xtag[i].name, name) == 0)
			return g->xtag[i].line;
	return 0;
}

/*
** Keep a tag the variant's setup reads.  Each may appear once (a second
** one that some reader took and another did not would let a record
** show one list and prove another), must fit, and is not cut.
*/
static void
keep_xtag(struct tc_game *g, const struct pgn_lexer *lx, const char *keep)
{
	struct tc_xtag *x;
	long first = xtag_line(g, keep);

	if (first) {
		tag_fault(g, lx->tline, lx->tcol, false, "a second %s tag (the "
		    "first is on line %ld): a tag the rules read appears once",
		    lx->text, first);
		return;
	}
	if (g->nxtag >= TC_GAME_MAXXTAGS) {
		tag_fault(g, lx->tline, lx->tcol, false, "more than %d tags "
		    "that the rules read", TC_GAME_MAXXTAGS);
		return;
	}
	if (lx->len_value >= sizeof(x->value)) {
		tag_fault(g, lx->tline, lx->tcol, false, "%s tag value of %zu "
		    "bytes: at most %zu", lx->text, lx->len_value,
		    sizeof(x->value) - 1);
		return;
	}
	x = &g->xtag[g->nxtag++];
	copy_cut(x->name, sizeof(x->name), keep);
	memcpy(x->value, lx->value, lx->len_value);
	x->value[lx->len_value] = '\0';
	x->line = lx->tline;
	x->col = lx->tcol;
}

/* copy_cut() of the value of lx's tag pair. */
static bool
keep_value(char *dst, size_t cap, const struct pgn_lexer *lx)
{
	return copy_cut_n(dst, cap, lx->value, lx->len_value);
}

/* True if name[0..n) is the literal lit: no call, no scan. */
#define NAME_IS(name, n, lit) ((n) == sizeof(lit) - 1 && \
	memcmp(name, lit, sizeof(lit) - 1) == 0)

/* Record a tag pair; the ones that matter for replay are kept. */
static void
game_tag(struct tc_game *g, const struct pgn_lexer *lx)
{
	static const char *const four[4] = { "South", "West", "North", "East" };
	const char *name = lx->text, *value = lx->value, *keep, *near;
	struct tc_record *r = record(g);
	char alias[32];
	size_t n = lx->len_text;
	bool seen;
	int k;

	g->ntags++;
	keep = NULL;
	if (!variant_tag_maybe(name, lx->len_text))
		;	/* most tags: none that the rules read */
	else if ((keep = variant_tag_name(name, alias, sizeof(alias))) != NULL) {
		keep_xtag(g, lx, keep);
		name = keep;
		n = strlen(keep);
	} else if ((near = variant_tag_near(name)) != NULL)
		tag_fault(g, lx->tline, lx->tcol, true, "tag '%s' is not read: "
		    "tag names are case-sensitive (%s?)", name, near);
	/* keep_xtag() tells the tags the variant reads apart. */
	seen = keep == NULL && tag_seen(g, name, n);
	if (r)
		rec_tag(r, name, value, lx->len_value);
	if (seen) {
		bool rules = NAME_IS(name, n, "FEN") ||
		    NAME_IS(name, n, "Variant") || NAME_IS(name, n, "SetUp");

		tag_fault(g, lx->tline, lx->tcol, !rules, "a second %s tag: %s",
		    name, rules ? "a tag the rules read appears once" :
		    "the first is kept");
		return;
	}
	if (g->sel)
		select_tag(g->sel, &g->sel_met, name, value);
	/* The first letter tells most tags apart from those kept here. */
	switch (name[0]) {
	case 'B':
		if (NAME_IS(name, n, "Black"))
			keep_value(g->black, sizeof(g->black), lx);
		return;
	case 'E':
		if (NAME_IS(name, n, "Event"))
			keep_value(g->event, sizeof(g->event), lx);
		break;
	case 'F':
		if (NAME_IS(name, n, "FEN")) {
			g->fen_long = !keep_value(g->fen, sizeof(g->fen), lx);
			g->fen_line = lx->tline;
			g->fen_col = lx->tcol;
		}
		return;
	case 'R':
		if (NAME_IS(name, n, "Result"))
			keep_value(g->result_tag, sizeof(g->result_tag), lx);
		return;
	case 'V':
		if (NAME_IS(name, n, "Variant")) {
			keep_value(g->variant_tag, sizeof(g->variant_tag), lx);
			g->variant_line = lx->tline;
			g->variant_col = lx->tcol;
		}
		return;
	case 'W':
		if (NAME_IS(name, n, "White")) {
			keep_value(g->white, sizeof(g->white), lx);
			return;
		}
		break;
	case 'N':
	case 'S':
		break;
	default:
		return;
	}
	for (k = 0; k < 4; k++)
		if (name[0] == four[k][0] && strlen(four[k]) == n &&
		    memcmp(name, four[k], n) == 0)
			keep_value(g->four[k], sizeof(g->four[k]), lx);
}

/*
** The automatic draws that leave moves legal, checked after every move:
** the variant's move rule (FIDE's 75), a dead position, its repetition
** (fivefold) into *end, in words kept in g; true if one applies.  Mate
** and stalemate are judged when the game ends or a move fails.
*/
static inline bool
draw_status(struct tc_game *g, struct tc_end *end)
{
	const struct tc_variant *v = g->pos.var;

	if (v->draw_plies && g->pos.halfmove >= v->draw_plies)
		snprintf(g->over_why, sizeof(g->over_why), "the %u-move rule",
		    v->draw_plies / 2);
	else if (v->dead(&g->pos))
		snprintf(g->over_why, sizeof(g->over_why), "a dead position");
	else if (v->repeat && g->pos.halfmove >= 8 && pos_repetitions(g->keys,
	    g->nkeys, (int)g->pos.halfmove) >= v->repeat)
		snprintf(g->over_why, sizeof(g->over_why), "%s repetition",
		    v->repeat == 5 ? "fivefold" : v->repeat == 3 ? "threefold" :
		    "repeated");
	else
		return false;
	end->why = g->over_why;
	end->result = "1/2-1/2";
	end->flags = 0;
	return true;
}

/* Read the game over without replaying it: it is not selected. */
static bool
skip(struct tc_game *g)
{
	g->skipped = true;
	g->failed = true;
	return false;
}

/* Report a diagnostic of the variant's setup at the tag it names. */
static void
setup_diag(struct tc_game *g, int at, const struct tc_diag *d)
{
	long line = at >= 0 ? g->xtag[at].line : at == TC_SETUP_FEN ?
	    g->fen_line : g->variant_line;
	int col = at >= 0 ? g->xtag[at].col : at == TC_SETUP_FEN ?
	    g->fen_col : g->variant_col;

	gdiag(g, line, col, d->warning, "%s", d->msg);
}

/* The variant's own setup from its tags (tc_variant.setup). */
static bool
setup_variant(struct tc_game *g)
{
	struct tc_setup s;
	int i;

	memset(&s, 0, sizeof(s));
	s.tag = g->xtag;
	s.ntag = g->nxtag;
	s.fen = g->fen[0] != '\0';
	s.err_at = -1;
	if (!g->var->setup(&g->pos, &s)) {
		s.err.warning = false;
		setup_diag(g, s.err_at, &s.err);
		g->failed = true;
		return false;
	}
	for (i = 0; i < s.nwarn && i < TC_SETUP_MAXWARN; i++) {
		s.warn[i].warning = true;
		setup_diag(g, s.warn_at[i], &s.warn[i]);
	}
	memcpy(g->proof, s.proof, sizeof(g->proof));
	return true;
}

/* The VariantOptions tags, unless -V: false after their error. */
static bool
variant_options(struct tc_game *g)
{
	int i;

	for (i = 0; i < g->nxtag && !g->forced; i++)
		if (strcmp(g->xtag[i].name, "VariantOptions") == 0) {
			struct tc_diag od;
			const struct tc_variant *v = tc_variant_with_options(g->var,
			    g->xtag[i].value, &od);

			if (v == NULL) {
				gdiag(g, g->xtag[i].line, g->xtag[i].col, false,
				    "VariantOptions tag: %s", od.msg);
				g->failed = true;
				return false;
			}
			g->var = v;
		}
	return true;
}

/* The start position, the FEN tag's or the variant's: false after its error. */
static bool
start_position(struct tc_game *g)
{
	struct tc_diags d;

	if (g->fen_long) {
		gdiag(g, g->fen_line, g->fen_col, false, "FEN tag longer than %d "
		    "bytes: no position is that long", (int)sizeof(g->fen) - 1);
		g->failed = true;
		return false;
	}
	if (g->fen[0]) {
		d.n = d.nerr = d.nwarn = 0;
		if (afen_read(&g->pos, g->var, g->fen, strlen(g->fen), 0, &d,
		    NULL) != 0) {
			gdiag(g, g->fen_line, g->fen_col, false, "FEN tag: %s",
			    d.d[0].msg);
			g->failed = true;
			return false;
		}
	} else {
		pos_start(&g->pos, g->var);
	}
	return true;
}

/*
** Set up the start position from the tags, when the first movetext token
** arrives.  Returns false (with an error) if the game cannot be replayed.
*/
static bool
game_setup(struct tc_game *g)
{
	int i;

	g->started = true;
	if (g->sel && !select_game(g->sel, g->sel_met, g->number, NULL))
		return skip(g);
	if (!g->forced && g->variant_tag[0]) {
		const struct tc_variant *v = tc_variant_find(g->variant_tag);

		if (v == NULL && select_skips_unsupported(g->sel))
			return skip(g);
		if (v == NULL) {
			gdiag(g, g->variant_line, g->variant_col, false,
			    "variant '%s' is not supported", g->variant_tag);
			g->failed = true;
			return false;
		}
		g->var = v;
	} else if (!g->forced) {
		const struct tc_variant *v = tc_variant_implied(g->fen,
		    strlen(g->fen));

		/* A FEN tag with another board's rows (an EN-FEN's ten). */
		if (v == NULL && g->fen[0] && (v = tc_variant_for_position(
		    g->fen, strlen(g->fen))) == tc_variant_for_positions())
			v = NULL;
		if (v != NULL)
			g->var = v;
	}
	/* -V wins over the tags, its options over VariantOptions. */
	if (!variant_options(g))
		return false;
	if (g->sel && !select_game(g->sel, g->sel_met, g->number, g->var))
		return skip(g);
	for (i = 0; i < g->ntagdiag; i++) {
		const struct tc_game_diag *x = &g->tagdiag[i];

		gdiag(g, x->line, x->col, x->warning, "%s", x->msg);
		g->failed |= !x->warning;
	}
	if (g->failed)
		return false;
	if (!start_position(g))
		return false;
	if (g->var->setup && !setup_variant(g))
		return false;
	g->start = g->pos;
	g->ready = true;
	g->keys[0] = pos_key(&g->pos);
	g->nkeys = 1;
	g->over.why = NULL;
	draw_status(g, &g->over);	/* a start that is already drawn */
	return true;
}

/* "14." or "14..." for the move about to be made in pos. */
/*
** Remember the move being read, "14...N>e5", for messages: the text now,
** the number and dots only when a message needs them.
*/
static void
set_movectx(struct tc_game *g, const struct tc_pos *pos, const char *text,
    size_t len)
{
	if (len < 16) {
		/* A move's few bytes (the token's room holds 16): no call. */
		memcpy(g->movectx, text, 16);
		g->movectx[len] = '\0';
	} else {
		copy_cut_n(g->movectx, 40, text, len);
	}
	g->ctx_full = pos->fullmove;
	g->ctx_turn = pos->turn;
}

/*
** Keep how the main line's move m, made from `before` into g->pos, lost
** castling rights: "the king moved at 5.Ke2" (the move in context).
*/
static void
note_rights(struct tc_game *g, const struct tc_pos *before, tc_move m)
{
	unsigned lost = before->castle & ~g->pos.castle, right;
	int s, w, king, rook, from = TC_FROM(m), to = TC_TO(m), b;
	const char *what;

	for (s = 0; lost && s < before->var->nsides; s++)
		for (w = 0; w < 2; w++) {
			if (!castling_of(before, s, w == 0, &king, &rook,
			    &right) || !(lost & right))
				continue;
			what = from == king ? "the king moved" : from == rook ?
			    "the rook moved" : to == rook ? "the rook was taken" :
			    TC_TYPE(g->pos.board[rook]) == TC_ROOK &&
			    (g->pos.board[rook] != before->board[rook] ||
			    g->pos.mark[rook] != before->mark[rook]) ?
			    "the rook changed sides" : "it was lost";
			b = __builtin_ctz(right);
			if (b >= 16)
				continue;
			/* Kept as it is; written only for a message. */
			g->lost[b].what = what;
			g->lost[b].full = g->ctx_full;
			g->lost[b].turn = g->ctx_turn;
			memcpy(g->lost[b].move, g->movectx, sizeof(g->lost[b].move));
			g->lost[b].move[sizeof(g->lost[b].move) - 1] = '\0';
			g->lost_set |= (uint16_t)(1u << b);
		}
}

/*
** Castling text refused because the right is gone: the message names the
** move that lost it, where the main line shows it (see note_rights).
*/
static void
castle_history(const struct tc_game *g, const struct tc_pos *pos,
    const char *t, size_t n, struct tc_diag *d)
{
	const struct tc_game_lost *l;
	char how[96];
	int king, rook;
	unsigned right;
	bool short_wing;

	while (n > 0 && strchr("+#!?", t[n - 1]))
		n--;
	if ((n != 3 && n != 5) || (memcmp(t, "O-O", 3) != 0 &&
	    memcmp(t, "0-0", 3) != 0) || (n == 5 && (t[3] != '-' ||
	    t[4] != t[0])))
		return;
	short_wing = n == 3;
	if (!castling_of(pos, pos->turn, short_wing, &king, &rook, &right) ||
	    (pos->castle & right) || __builtin_ctz(right) >= 16)
		return;
	/* No move of the main line lost it: its start had none. */
	if (!(g->lost_set & right)) {
		if (g->depth == 0)
			castle_gone(pos, short_wing, "the position the game "
			    "starts from has none", d->msg, sizeof(d->msg));
		return;
	}
	l = &g->lost[__builtin_ctz(right)];
	snprintf(how, sizeof(how), "%s at %u%s%.30s", l->what, l->full,
	    l->turn == 0 ? "." : "...", l->move);
	castle_gone(pos, short_wing, how, d->msg, sizeof(d->msg));
}

/* What ended the game g, for messages. */
static const char *
over_name(const struct tc_game *g)
{
	return g->over.why;
}

/* True if move text t[0..n) claims mate: '#' before any glyphs. */
static bool
claims_mate(const char *t, size_t n)
{
	while (n > 0 && (t[n - 1] == '!' || t[n - 1] == '?'))
		n--;
	return n > 0 && t[n - 1] == '#';
}

/*
** How the main line's position stands, into g->over: mate and
** stalemate first, then the draws of the game's history.
*/
static void
main_status(struct tc_game *g)
{
	struct tc_end end;

	if (!pos_status(&g->pos, &end) && draw_status(g, &g->over))
		return;
	g->over = end;
}

/*
** The NAG of the glyph that ends move text t[0..n) ("e4!?"), or of a
** lone glyph token: $1 to $6 for ! ? !! ?? !? ?!, else 0.
*/
static int
glyph_nag(const char *t, size_t n)
{
	static const char *const glyph[] = { "!", "?", "!!", "??", "!?",
	    "?!" };
	size_t i, k = n, end = n;
	char g[3];

	if (n == 0 || (t[n - 1] != '!' && t[n - 1] != '?' && t[n - 1] != '+' &&
	    t[n - 1] != '#'))
		return 0;	/* the commonest: nothing after the move */
	while (end > 0 && (t[end - 1] == '+' || t[end - 1] == '#'))
		end--;
	k = end;
	while (k > 0 && (t[k - 1] == '!' || t[k - 1] == '?'))
		k--;
	if (end - k == 0 || end - k > 2) {
		/* "Nf3+!" and "Nf3!+" both occur */
		return 0;
	}
	memcpy(g, t + k, end - k);
	g[end - k] = '\0';
	for (i = 0; i < 6; i++)
		if (strcmp(g, glyph[i]) == 0)
			return (int)i + 1;
	return 0;
}

/* Record NAG n on the last move of the current line. */
static void
annotate(struct tc_game *g, const struct pgn_lexer *lx, int n)
{
	struct tc_record *rec = record(g);

	if (rec && !rec_nag(rec, g->depth, n)) {
		gdiag(g, lx->tline, lx->tcol, false, "more than %d NAGs on "
		    "one move", TC_REC_MAXNAG);
		g->failed = true;
	}
}

/* True if a move's mark ('>') may still make g another variant's game. */
static bool
may_imply(const struct tc_game *g)
{
	return !g->forced && !g->variant_tag[0] && g->var ==
	    tc_variant_for_games();
}

/*
** Before a move of the main line: warn once of a move after the end, and
** let a variant's mark ('>') make an untagged game that variant's.
*/
static void
before_move(struct tc_game *g, struct tc_pos *pos, const struct pgn_lexer *lx)
{
	const struct tc_variant *v;
	int k;

	if (g->depth == 0 && g->over.why && !g->over_warned) {
		set_movectx(g, pos, lx->text, lx->len_text);
		gdiag(g, lx->tline, lx->tcol, true, "move after the end of the "
		    "game (%s)", over_name(g));
		g->over_warned = true;
	}
	if (may_imply(g) && (v = tc_variant_implied(lx->text,
	    lx->len_text)) != NULL && v != g->var) {
		game_prev(g);
		g->var = v;
		pos_set_variant(&g->pos, v);
		pos_set_variant(&g->start, v);
		pos_set_variant(&g->prev, v);
		for (k = 0; k < g->depth; k++) {
			pos_set_variant(&g->stack[k].pos, v);
			pos_set_variant(&g->stack[k].prev, v);
		}
	}
}

/* "exd6 e.p." written with a space: a note on the last move. */
static bool
ep_note(struct tc_game *g, const struct pgn_lexer *lx)
{
	tc_move last;

	if (lx->text[0] != 'e' || (strcmp(lx->text, "e.p.") != 0 &&
	    strcmp(lx->text, "ep") != 0))
		return false;
	last = g->depth ? g->stack[g->depth - 1].last : g->last;
	if (TC_KIND(last) != TC_MK_EP)
		gdiag(g, lx->tline, lx->tcol, true, "'%s' after a move that is "
		    "not an en passant capture", lx->text);
	return true;
}

/*
** Read the move of lx in pos into *m: the result of move_read, with
** its diagnostic given (g->failed set on an error), a pass taken as a
** move unless in check.
*/
static int
read_one(struct tc_game *g, struct tc_pos *pos, const struct pgn_lexer *lx,
    tc_move *m, struct tc_diag *d)
{
	struct tc_end end;
	int r = move_read(pos, lx->text, lx->len_text, m, d);

	set_movectx(g, pos, lx->text, lx->len_text);
	if (r == TC_READ_NULL) {
		/* "--", "0000", "Z0": a pass, as analysis and odds games use */
		if (pos_in_check(pos, pos->turn)) {
			gdiag(g, lx->tline, lx->tcol, false, "null move while "
			    "in check");
			g->failed = true;
			return TC_READ_ILLEGAL;
		}
		gdiag(g, lx->tline, lx->tcol, true, "null move (a pass)");
		r = TC_READ_OK;
	}
	if (r < 0 && g->depth == 0 && !g->over.why && pos_status(pos, &end)) {
		g->over = end;
		gdiag(g, lx->tline, lx->tcol, true, "move after the end of the "
		    "game (%s)", over_name(g));
	}
	if (r == TC_READ_SYNTAX && lx->tend) {
		/* The input ends in it: most likely cut short. */
		gdiag(g, lx->tline, lx->tcol, false, "the input ends after "
		    "'%.40s', which is not a whole move", lx->text);
		g->failed = true;
		return r;
	}
	if (r == TC_READ_ILLEGAL && g->depth == 0)
		castle_history(g, pos, lx->text, lx->len_text, d);
	if (r < 0) {
		gdiag(g, lx->tline, lx->tcol, false, "%s", d->msg);
		g->failed = true;
	}
	return r;
}

/*
** Where mate depends on every announcement the player could still make,
** a false claim of mate is an error (traitor.md 6.1.4): false then, with
** g->failed set.
*/
static bool
mate_claim_holds(struct tc_game *g, const struct tc_pos *pos, tc_move m,
    const struct pgn_lexer *lx)
{
	struct tc_pos after = *pos;
	struct tc_movelist ml;
	struct tc_undo u;
	struct tc_end end;
	char text[TC_MOVE_MAX];

	pos_make(&after, m, &u);
	pos_status(&after, &end);
	if (end.flags & TC_END_MATE)
		return true;
	move_legal(&after, &ml);
	if (ml.n > 0)
		move_write(&after, ml.m[0], TC_SAN, text);
	gdiag(g, lx->tline, lx->tcol, false, "false mate claim: %s has %d "
	    "legal turn%s%s%s", tc_side_name(after.var, after.turn), ml.n,
	    ml.n == 1 ? "" : "s", ml.n ? ", such as " : "", ml.n ? text : "");
	g->failed = true;
	return false;
}

const struct tc_pos *
game_prev(struct tc_game *g)
{
	if (g->prev_lazy) {
		g->prev = g->pos;
		pos_unmake(&g->prev, g->last, &g->prev_undo);
		g->prev_lazy = false;
	}
	return &g->prev;
}

/*
** Make m, read at line:col, on the main line, which has room for it:
** the record, the position before it, the castling rights it takes,
** the repetition key, the game's end.
*/
static inline void
make_main(struct tc_game *g, tc_move m, long line, int col)
{
	struct tc_record *rec;
	struct tc_undo u;
	unsigned castle;

	if ((rec = record(g)) != NULL)
		rec_move(rec, 0, m);
	castle = g->pos.castle;
	if (g->on_ply) {
		g->prev = g->pos;
		pos_make(&g->pos, m, &u);
		g->prev_lazy = false;
	} else {
		/* No copy a ply: the undo record rebuilds it when asked. */
		pos_make(&g->pos, m, &g->prev_undo);
		g->prev_lazy = true;
	}
	g->last = m;
	if (castle & ~g->pos.castle)
		note_rights(g, game_prev(g), m);
	g->plies++;
	g->move_line = line;
	g->move_col = col;
	g->keys[g->nkeys++] = pos_key_quick(&g->pos);
	if (g->on_ply)
		g->on_ply(g->ctx, g);
	if (!g->over.why)
		draw_status(g, &g->over);
}

/* Make m on the main line (false, g->failed, past the game's room). */
static bool
play_main(struct tc_game *g, tc_move m, const struct pgn_lexer *lx)
{
	if (g->plies >= TC_GAME_MAXPLY) {
		gdiag(g, lx->tline, lx->tcol, false, "more than %d plies in one "
		    "game", TC_GAME_MAXPLY);
		g->failed = true;
		return false;
	}
	make_main(g, m, lx->tline, lx->tcol);
	return true;
}

/* Make m in the innermost variation. */
static void
play_variation(struct tc_game *g, tc_move m)
{
	struct tc_variation *var = &g->stack[g->depth - 1];
	struct tc_record *rec;
	struct tc_undo u;

	if ((rec = record(g)) != NULL)
		rec_move(rec, g->depth, m);
	var->prev = var->pos;
	pos_make(&var->pos, m, &u);
	var->last = m;
	var->moved = true;
}

static void
game_move(struct tc_game *g, const struct pgn_lexer *lx)
{
	struct tc_pos *pos = g->depth ? &g->stack[g->depth - 1].pos :
	    &g->pos;
	struct tc_diag d;
	tc_move m;
	int r;

	before_move(g, pos, lx);
	if (ep_note(g, lx))
		return;
	if ((r = read_one(g, pos, lx, &m, &d)) < 0)
		return;
	if (g->var->announce && claims_mate(lx->text, lx->len_text)) {
		if (!mate_claim_holds(g, pos, m, lx))
			return;
		if (r == TC_READ_WARN && strncmp(d.msg, "wrong mark", 10) == 0)
			r = TC_READ_OK;
	}
	if (r == TC_READ_WARN)
		gdiag(g, lx->tline, lx->tcol, true, "%s", d.msg);
	if (g->depth == 0) {
		if (!play_main(g, m, lx))
			return;
	} else {
		play_variation(g, m);
	}
	/* Most moves end in no glyph: no call. */
	r = lx->len_text ? lx->text[lx->len_text - 1] : 0;
	if ((r == '!' || r == '?' || r == '+' || r == '#') &&
	    (r = glyph_nag(lx->text, lx->len_text)) != 0)
		annotate(g, lx, r);
}

static void
game_open(struct tc_game *g, const struct pgn_lexer *lx)
{
	struct tc_variation *v;
	const struct tc_pos *prev;

	if (g->depth >= TC_GAME_MAXDEPTH) {
		gdiag(g, lx->tline, lx->tcol, false, "variations nested more "
		    "than %d deep", TC_GAME_MAXDEPTH);
		g->failed = true;
		return;
	}
	/* A variation replaces the last move of the line it is in. */
	if (g->depth == 0) {
		if (g->plies == 0) {
			gdiag(g, lx->tline, lx->tcol, false, "variation before "
			    "the first move");
			g->failed = true;
			return;
		}
		prev = game_prev(g);
	} else {
		if (!g->stack[g->depth - 1].moved) {
			gdiag(g, lx->tline, lx->tcol, false, "variation before "
			    "the first move of its line");
			g->failed = true;
			return;
		}
		prev = &g->stack[g->depth - 1].prev;
	}
	if (record(g))
		rec_open(g->rec, g->depth);
	v = &g->stack[g->depth++];
	v->pos = *prev;
	v->prev = *prev;
	v->moved = false;
}

static void
game_close(struct tc_game *g, const struct pgn_lexer *lx)
{
	if (g->depth == 0) {
		gdiag(g, lx->tline, lx->tcol, false, "')' without a variation "
		    "to close");
		g->failed = true;
		return;
	}
	if (record(g))
		rec_end_line(g->rec, g->depth);
	g->depth--;
}

/* A NAG, "$14": an annotation of the last move, if in 0-255. */
static void
game_nag(struct tc_game *g, const struct pgn_lexer *lx)
{
	if (g->ended || g->failed)
		return;
	if (lx->len_text <= 3 && atoi(lx->text) <= 255)
		annotate(g, lx, atoi(lx->text));
	else
		gdiag(g, lx->tline, lx->tcol, true, "NAG $%.20s is not "
		    "in 0-255: left out", lx->text);
}

/* A move number, "12." or "12...": a new game or the input cut short. */
static int
game_movenum(struct tc_game *g, const struct pgn_lexer *lx)
{
	/* In the long form, "1." after moves starts the next game. */
	if (g->longform && g->plies > 0 && g->depth == 0 &&
	    lx->text[0] == '1' && !isdigit((unsigned char)lx->text[1]))
		return GAME_NEXT;
	/* The input ends after a move number: cut short. */
	if (lx->tend && !g->ended && !g->failed) {
		if (!g->started)
			game_setup(g);
		if (!g->failed && !g->skipped)
			gdiag(g, lx->tline, lx->tcol, false, "the input "
			    "ends after the move number %.20s: expected "
			    "a move", lx->text);
		g->failed = true;
	}
	return GAME_MORE;
}

static int game_feed_pgn(struct tc_game *g, const struct pgn_lexer *lx);

/* A token of the movetext of a game that has not failed. */
static void
game_token(struct tc_game *g, const struct pgn_lexer *lx)
{
	switch (lx->type) {
	case PGN_SYMBOL:
		game_move(g, lx);
		break;
	case PGN_OPEN:
		game_open(g, lx);
		if (g->failed)
			g->depth++;	/* counted, not stacked */
		break;
	case PGN_CLOSE:
		game_close(g, lx);
		break;
	case PGN_RESULT:
		gdiag(g, lx->tline, lx->tcol, false, "result %s inside a "
		    "variation", lx->text);
		g->failed = true;
		break;
	}
}

/* What a move list holds besides moves and a result, or NULL. */
static const char *
movelist_alien(const struct pgn_lexer *lx)
{
	static const char *const setup[] = {
		"FEN", "SetUp", "Variant", "VariantOptions", NULL
	};
	int k;

	switch (lx->type) {
	case PGN_TAG:
		for (k = 0; setup[k] != NULL; k++)
			if (strcmp(lx->text, setup[k]) == 0)
				return NULL;
		return "tag pair";
	case PGN_MOVENUM:
		return "move number";
	case PGN_COMMENT:
		return "comment";
	case PGN_OPEN:
	case PGN_CLOSE:
		return "variation";
	case PGN_NAG:
		return "NAG";
	default:
		return NULL;
	}
}

/*
** A token of a move list, one game a line: the end of the line ends the
** game, and a line holds tag pairs of its start, moves and at most a
** result, in that order.  Returns GAME_NEXT or GAME_MORE, or -1 when the
** token is read as in PGN.
*/
static int
movelist_token(struct tc_game *g, const struct pgn_lexer *lx)
{
	const char *what;

	if (lx->type == PGN_EOF)
		return -1;
	if (g->movelist_line == 0)
		g->movelist_line = lx->tline;
	else if (lx->tline != g->movelist_line)
		return GAME_NEXT;
	if (g->failed || g->skipped)
		return g->failed ? GAME_MORE : -1;
	if (g->ended) {
		gdiag(g, lx->tline, lx->tcol, false, "'%.40s' after the "
		    "result %s: a line holds one game, and its result ends it",
		    lx->type == PGN_TAG ? "[" : lx->text, g->result);
		g->failed = true;
		return GAME_MORE;
	}
	if ((what = movelist_alien(lx)) == NULL && (lx->type != PGN_TAG ||
	    !g->started))
		return -1;
	if (what == NULL)
		what = "tag pair";
	gdiag(g, lx->tline, lx->tcol, false, "%s %s%.40s%s in a move list, "
	    "whose lines hold a game's moves after at most its FEN, SetUp, "
	    "Variant and VariantOptions tags (%s)", what, lx->type ==
	    PGN_TAG ? "[" : "'", lx->type == PGN_OPEN ? "(" : lx->type ==
	    PGN_CLOSE ? ")" : lx->type == PGN_COMMENT ? "{" : lx->text,
	    lx->type == PGN_TAG ? "]" : "'", lx->type == PGN_MOVENUM ?
	    "PGN or the long form? use --from pgn or --from long" :
	    "PGN? use --from pgn");
	g->failed = g->started = true;	/* a line with an error is a game */
	return GAME_MORE;
}

int
game_feed(struct tc_game *g, const struct pgn_lexer *lx)
{
	int r;

	g->movectx[0] = '\0';
	if (g->movelist && (r = movelist_token(g, lx)) >= 0)
		return r;
	r = game_feed_pgn(g, lx);
	/* In a move list the line's end ends the game, not its result. */
	return g->movelist && r == GAME_DONE && lx->type != PGN_EOF ?
	    GAME_MORE : r;
}

/*
** The main line's move numbers and plain moves need no more of
** game_feed() than this: a game started and going on, at no depth, in
** PGN's short form, whose engine reads plain SAN at once.
*/
static bool
runs_plainly(const struct tc_game *g)
{
	const struct tc_variant *v = g->pos.var;

	return g->started && !g->ended && !g->failed && g->depth == 0 &&
	    !g->over.why && !g->movelist && !g->longform &&
	    g->pos.eng->legal_one && !v->announce &&
	    !(v->flags & TC_VF_CHALLENGE);
}

/* The game game_run() gives pgn_run(). */
struct run {
	struct tc_game *g;
	bool implies;	/* a move's mark may make it a variant's game */
};

/*
** pgn_run()'s move: s[0..n), at line:col, made if it is plain SAN that
** move_read() reads without a message, as game_move() would make it.
*/
static int
run_move(void *ctx, const char *s, size_t n, long line, int col)
{
	struct run *r = ctx;
	struct tc_game *g = r->g;
	struct tc_diag d;
	tc_move m;
	int mark;

	/*
	** The check mark is judged on the position the move makes, not on
	** a copy; where on_ply watches, before the move, as read_one().
	*/
	if (g->plies >= TC_GAME_MAXPLY || (r->implies &&
	    tc_variant_implied(s, n)) || !move_read_plain(&g->pos, s, n, &m,
	    g->on_ply ? NULL : &mark))
		return PGN_RUN_NOT;
	if (g->on_ply)
		mark = 0;
	set_movectx(g, &g->pos, s, n);
	make_main(g, m, line, col);
	/*
	** A wrong mark: game_move()'s warning, given after the move but in
	** the same order among the messages, make_main() giving none.
	*/
	if (mark && mark_chess(&g->pos, NULL) != mark &&
	    move_read_marks(game_prev(g), m, 0, mark, &d) == TC_READ_WARN)
		gdiag(g, line, col, true, "%s", d.msg);
	return g->over.why ? PGN_RUN_STOP : PGN_RUN_MORE;
}

/*
** pgn_next(), and while the game runs plainly (above), its move numbers
** and the plain SAN that move_read() reads without a message taken at
** once by pgn_run(), and before the game starts its tag pairs given to
** game_tag(): what game_feed() would do with each, less the tokens and
** their dispatch.  Any other token is returned for game_feed().
*/
int
game_run(struct tc_game *g, struct pgn_lexer *lx)
{
	struct run r;
	int t;

	if (!g->started && !g->ended && !g->movelist) {
		/* A tag section: game_feed()'s tags, less the dispatch. */
		while ((t = pgn_next(lx)) == PGN_TAG) {
			g->movectx[0] = '\0';
			game_tag(g, lx);
		}
		return t;
	}
	if (runs_plainly(g)) {
		r.g = g;
		r.implies = may_imply(g);	/* as before_move() */
		pgn_run(lx, run_move, &r);
	}
	return pgn_next(lx);
}

static int
game_feed_pgn(struct tc_game *g, const struct pgn_lexer *lx)
{
	switch (lx->type) {
	case PGN_TAG:
		if (g->started || g->ended)
			return GAME_NEXT;
		game_tag(g, lx);
		return GAME_MORE;
	case PGN_EOF:
		return GAME_DONE;
	case PGN_COMMENT:
		if (record(g))
			rec_comment(g->rec, g->depth, lx->text, lx->len_text);
		return GAME_MORE;	/* they start no game */
	case PGN_NAG:
		game_nag(g, lx);
		return GAME_MORE;
	case PGN_GLYPH:
		if (!g->ended && !g->failed && glyph_nag(lx->text,
		    lx->len_text) != 0)
			annotate(g, lx, glyph_nag(lx->text, lx->len_text));
		return GAME_MORE;
	case PGN_MOVENUM:
		return game_movenum(g, lx);
	case PGN_ERROR:
		if (g->ended)
			return GAME_NEXT;
		if (!g->failed)
			gdiag(g, lx->tline, lx->tcol, false, "%s", lx->text);
		g->failed = true;
		return GAME_MORE;
	default:
		break;
	}
	if (g->ended)
		return GAME_NEXT;	/* movetext of a game without tags */
	if (!g->started && g->failed)
		g->started = true;	/* only the first error counts */
	else if (!g->started)
		game_setup(g);
	if (lx->type == PGN_RESULT && g->depth == 0) {
		if (record(g))
			rec_end_line(g->rec, 0);
		copy_cut(g->result, sizeof(g->result), lx->text);
		g->result_line = lx->tline;
		g->result_col = lx->tcol;
		g->ended = true;
		return GAME_DONE;
	}
	if (g->failed) {
		/* Keep count of variations to find the game's own result. */
		if (lx->type == PGN_OPEN)
			g->depth++;
		else if (lx->type == PGN_CLOSE && g->depth > 0)
			g->depth--;
		return GAME_MORE;
	}
	game_token(g, lx);
	return GAME_MORE;
}

/* The names of v's sides in the order of its scores: "South-West-...". */
static void
order(const struct tc_variant *v, char *buf, size_t cap)
{
	size_t n = 0;
	int k;

	buf[0] = '\0';
	for (k = 0; k < v->nsides && n < cap; k++)
		n += (size_t)snprintf(buf + n, cap - n, "%s%s", k ? "-" : "",
		    tc_side_name(v, k));
}

/*
** Check the result against the variant: four scores for four players
** (1/2-1/2 read as their draw), two for two, and one a finished game
** may have.  False (the game failed) if it does not fit.
*/
static bool
result_fits(struct tc_game *g)
{
	const struct tc_variant *v = g->pos.var;
	char list[TC_MSGMAX];
	size_t n = 0;
	int k;

	if (v->nsides > 2 && strcmp(g->result, "1/2-1/2") == 0)
		copy_cut(g->result, sizeof(g->result), v->results[0]);
	if (v->nsides > 2 && strcmp(g->result_tag, "1/2-1/2") == 0)
		copy_cut(g->result_tag, sizeof(g->result_tag), v->results[0]);
	if (strcmp(g->result, "*") == 0)
		return true;
	if (v->nsides > 2 && !result_four(g->result)) {
		order(v, list, sizeof(list));
		gdiag(g, g->result_line, g->result_col, false, "result %s names "
		    "no winner among the four players of %s: write four "
		    "scores, %s, such as %s, or 1/2-1/2 for a draw",
		    g->result, v->title, list, v->results ? v->results[1] :
		    "1-1/2-0-1/2");
		g->failed = true;
		return false;
	}
	if (v->nsides <= 2 && result_four(g->result)) {
		gdiag(g, g->result_line, g->result_col, false, "result %s is a "
		    "four-player result: %s has two players", g->result,
		    v->title);
		g->failed = true;
		return false;
	}
	if (v->results == NULL)
		return true;
	for (k = 0; v->results[k] != NULL; k++) {
		if (strcmp(g->result, v->results[k]) == 0)
			return true;
		n += (size_t)snprintf(list + n, n < sizeof(list) ?
		    sizeof(list) - n : 0, "%s, ", v->results[k]);
	}
	gdiag(g, g->result_line, g->result_col, false, "result %s ends no "
	    "game of %s: expected %.*s or *", g->result, v->title,
	    (int)(n < sizeof(list) ? n - 2 : sizeof(list) - 1), list);
	g->failed = true;
	return false;
}

/* The result the final position calls for, or NULL if it decides none. */
static const char *
forced_result(const struct tc_game *g)
{
	return g->over.result;
}

void
game_finish(struct tc_game *g, long line, int col)
{
	const char *want;

	g->movectx[0] = '\0';
	if (!g->started && !g->ntags)
		return;
	if (!g->started)
		game_setup(g);
	if (g->skipped)
		return;
	if (g->depth > 0 && !g->failed) {
		gdiag(g, line, col, false, "unterminated variation: expected "
		    "')'");
		g->failed = true;
	}
	if (!g->ended && !g->failed && (g->longform || g->movelist)) {
		/* The long form writes no result: the board decides it. */
		if (!g->over.why)
			main_status(g);
		copy_cut(g->result, sizeof(g->result), forced_result(g) ?
		    forced_result(g) : "*");
		g->result_line = line;
		g->result_col = col;
		g->ended = true;
		if (record(g))
			rec_end_line(g->rec, 0);
	}
	if (!g->ended && !g->failed) {
		gdiag(g, line, col, false, "game without a result: expected "
		    "%s", g->pos.var->nsides > 2 ? "four scores such as "
		    "1-1/2-0-1/2, 1/2-1/2-1/2-1/2 or *" : "1-0, 0-1, 1/2-1/2 "
		    "or *");
		g->failed = true;
	}
	if (g->failed)
		return;
	if (!result_fits(g))
		return;
	if (!g->over.why)
		main_status(g);
	if (g->result_tag[0] && strcmp(g->result_tag, g->result) != 0)
		gdiag(g, g->result_line, g->result_col, true, "result %s "
		    "differs from the Result tag %s", g->result, g->result_tag);
	want = forced_result(g);
	if (want && strcmp(g->result, want) != 0 && strcmp(g->result, "*"))
		gdiag(g, g->result_line, g->result_col, false, "result %s, "
		    "but the game ended in %s: expected %s", g->result,
		    over_name(g), want);
	if (want && strcmp(g->result, "*") == 0)
		gdiag(g, g->result_line, g->result_col, true, "result *, but "
		    "the game ended in %s (%s)", over_name(g), want);
	if (want && strcmp(g->result, want) != 0)
		g->failed = g->failed || strcmp(g->result, "*") != 0;
}

const char *
game_status(const struct tc_game *g)
{
	if (g->over.why)
		return over_name(g);
	if (g->nkeys > 0 && pos_repetitions(g->keys, g->nkeys,
	    (int)g->pos.halfmove) >= 3)
		return "threefold repetition (claimable)";
	if (pos_fifty_claimable(&g->pos))
		return g->pos.var->nsides > 2 ? "the 200-ply rule (claimable)" :
		    "50-move rule (claimable)";
	return "";
}
