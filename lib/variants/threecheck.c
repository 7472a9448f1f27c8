/*
** Three-check chess, by lichess's rules: standard chess, except that a
** player who gives check for the third time wins at once.  Built on
** tc_chess (its notation, engine, moves and draws); its own are the
** checks each player has given, kept in the position, and what they
** change: the end, the marks, the notation's keys.
**
** Notation.  The checks given are the key `checks=W+B` (White's, then
** Black's; written when not 0+0).  Read as well, the forms archives
** write: lichess's suffix "+W+B" after the fullmove number (checks
** given), and the field "W+B" after the en passant square, as
** Stockfish's and python-chess's FEN and EPD have it (checks still to
** give: "3+3" at the start).
**
** The end.  The third check wins ("three checks"), even a check that
** also mates; SAN marks it '+' unless it mates, as lichess writes it.
** Once it is given, nobody has a move.  A position with only the Kings
** is dead (a lone piece can still give check, so K+N v K is not).
*/
#include <string.h>
#include "internal.h"

#define WIN	3	/* the checks that win */

struct TC_MAY_ALIAS tc3_state {
	uint8_t given[2];	/* the checks given by White, by Black */
};
TC_XSTATE_FITS(tc3_state);

/* The state of a position or undo record p, to change or to read. */
#define TC3_X(p)	((struct tc3_state *)(p)->x.b)
#define TC3_CX(p)	((const struct tc3_state *)(p)->x.b)

/* The keys, in the order of .keys; "checks-left" is the FEN field's. */
enum { KEY_CHECKS, KEY_LEFT };

static uint64_t
tc3_hash(const struct tc_pos *pos)
{
	const struct tc3_state *x = TC3_CX(pos);

	return x->given[0] * 0x9e3779b97f4a7c15ull ^
	    x->given[1] * 0xc2b2ae3d27d4eb4full;
}

static bool
tc3_ended(const struct tc_pos *pos)
{
	return TC3_CX(pos)->given[0] >= WIN || TC3_CX(pos)->given[1] >= WIN;
}

/* Chess's move, then the check it gives counted. */
static void
tc3_make(struct tc_pos *pos, tc_move m, struct tc_undo *u)
{
	int us = pos->turn;

	u->x = pos->x;
	make2_make(pos, m, u);
	if (TC_KIND(m) != TC_MK_NULL && pos_in_check(pos, pos->turn)) {
		pos->hash ^= tc3_hash(pos);
		TC3_X(pos)->given[us]++;
		pos->hash ^= tc3_hash(pos);
	}
}

static void
tc3_unmake(struct tc_pos *pos, tc_move m, const struct tc_undo *u)
{
	make2_unmake(pos, m, u);
	pos->x = u->x;
}

/* Only the Kings: nobody can give check again. */
static bool
tc3_dead(const struct tc_pos *pos)
{
	return pos->bb_type[TC_EMPTY] == pos->bb_type[TC_KING];
}

static void
tc3_status(const struct tc_pos *pos, struct tc_end *end)
{
	const struct tc3_state *x = TC3_CX(pos);

	if (x->given[TC_WHITE] >= WIN || x->given[TC_BLACK] >= WIN)
		end_set(end, "three checks", x->given[TC_WHITE] >= WIN ? "1-0" :
		    "0-1", 0);
	else
		chess_end(pos, end, tc3_dead);
}

/* The winning check is '+' unless it mates too. */
static int
tc3_mark(const struct tc_pos *before, tc_move m, const struct tc_pos *after,
    bool *dbl)
{
	struct tc_pos p;

	(void)before;
	(void)m;
	if (!tc3_ended(after))
		return mark_chess(after, dbl);
	p = *after;
	TC3_X(&p)->given[TC_WHITE] = TC3_X(&p)->given[TC_BLACK] = 0;
	return mark_chess(&p, dbl);
}

/* "W+B" (or "+W+B" for the suffix): the two counts, each 0 to 3. */
static bool
read_pair(const char *s, size_t len, bool plus, int *w, int *b)
{
	if (plus) {
		if (len == 0 || s[0] != '+')
			return false;
		s++;
		len--;
	}
	if (len != 3 || s[1] != '+' || s[0] < '0' || s[0] > '3' ||
	    s[2] < '0' || s[2] > '3')
		return false;
	*w = s[0] - '0';
	*b = s[2] - '0';
	return true;
}

static int
tc3_key_word(const char *s, size_t n)
{
	int w, b;

	if (read_pair(s, n, true, &w, &b))
		return KEY_CHECKS;
	if (read_pair(s, n, false, &w, &b))
		return KEY_LEFT;
	return -1;
}

static int
tc3_read_keys(struct tc_pos *pos, const char *s, const size_t (*val)[2],
    unsigned flags, struct tc_diags *d)
{
	struct tc3_state *x = TC3_X(pos);
	int given[2][2], k, err = 0;
	bool have[2] = { false, false };
	char q[64];

	(void)flags;
	for (k = KEY_CHECKS; k <= KEY_LEFT; k++) {
		size_t len = val[k][1];
		const char *v;

		if (len == SIZE_MAX)
			continue;
		v = s + val[k][0];
		if (!read_pair(v, len, k == KEY_CHECKS && len == 4, &given[k][0],
		    &given[k][1])) {
			diag_add(d, (int)val[k][0] + 1, false, "%s %s: expected "
			    "two counts from 0 to 3, White's and Black's (%s)",
			    k == KEY_CHECKS ? "checks given" : "checks left",
			    afen_quote(q, sizeof(q), v, len), k == KEY_CHECKS ?
			    "checks=1+0, or +1+0 after the fullmove number" :
			    "3+3 after the en passant square");
			err++;
			continue;
		}
		if (k == KEY_LEFT) {
			given[k][0] = WIN - given[k][0];
			given[k][1] = WIN - given[k][1];
		}
		have[k] = true;
	}
	if (have[KEY_CHECKS] && have[KEY_LEFT] && (given[0][0] !=
	    given[1][0] || given[0][1] != given[1][1])) {
		diag_add(d, (int)val[KEY_LEFT][0] + 1, false, "checks left "
		    "%d+%d disagree with the checks given %d+%d", WIN -
		    given[1][0], WIN - given[1][1], given[0][0], given[0][1]);
		err++;
	}
	for (k = KEY_CHECKS; k <= KEY_LEFT && !err; k++)
		if (have[k]) {
			x->given[0] = (uint8_t)given[k][0];
			x->given[1] = (uint8_t)given[k][1];
		}
	return err;
}

static size_t
tc3_write_keys(const struct tc_pos *pos, char *p)
{
	const struct tc3_state *x = TC3_CX(pos);

	if (x->given[0] == 0 && x->given[1] == 0)
		return 0;
	memcpy(p, " checks=0+0", 11);
	p[8] = (char)('0' + x->given[0]);
	p[10] = (char)('0' + x->given[1]);
	return 11;
}

/*
** The third check ends the game with the other player to move, so the
** player to move cannot have given it, nor can both players.
*/
static void
tc3_check(const struct tc_pos *pos, const struct fen8_cols *c,
    unsigned flags, struct tc_diags *d)
{
	const struct tc3_state *x = TC3_CX(pos);
	int col = c->key[KEY_CHECKS] ? c->key[KEY_CHECKS] : c->key[KEY_LEFT];

	(void)flags;
	if (x->given[0] >= WIN && x->given[1] >= WIN)
		diag_add(d, col, false, "both players have given three checks: "
		    "the game ends at the first player's third");
	else if (x->given[pos->turn] >= WIN)
		diag_add(d, col, false, "%s has given three checks and is to "
		    "move: the third check ends the game with %s to move",
		    tc_side_name(pos->var, pos->turn), tc_side_name(pos->var,
		    pos->turn ^ 1));
}

/* True if t[0..n) is a count of checks, "W+B" or lichess's "+W+B". */
static bool
checks_word(const char *t, size_t n)
{
	if (n == 4 && t[0] == '+') {
		t++;
		n--;
	}
	return n == 3 && t[0] >= '0' && t[0] <= '3' && t[1] == '+' &&
	    t[2] >= '0' && t[2] <= '3';
}

/*
** A position given with no variant is Three-check's if a field after the
** board counts checks: "3+3" (checks left, python-chess), "+1+0" (checks
** given, lichess) or the key checks=; no other notation writes them.
*/
static bool
tc3_claims(const char *s, size_t len)
{
	const char *end = s + len, *w = text_word(s, len, 0, &len);

	/* The words after the board, each read from where the last ends. */
	while (w && (w = text_word(w + len, (size_t)(end - w - len), 0,
	    &len)) != NULL)
		if (checks_word(w, len) || (len > 7 &&
		    memcmp(w, "checks=", 7) == 0))
			return true;
	return false;
}

struct tc_variant tc_threecheck = {
	.name = "three-check", .title = "Three-check chess",
	.pgn_name = "Three-check", .aliases = "threecheck,3check",
	.claims = tc3_claims,
	.base = &tc_chess, .keys = "checks checks-left",
	.key_word = tc3_key_word, .read_keys = tc3_read_keys,
	.write_keys = tc3_write_keys, .check = tc3_check, .make = tc3_make,
	.unmake = tc3_unmake, .ended = tc3_ended, .status = tc3_status,
	.mark = tc3_mark, .dead = tc3_dead, .xhash = tc3_hash
};
