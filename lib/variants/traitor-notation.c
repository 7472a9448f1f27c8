/*
** The Traitor family's position notation (spec traitor.md section 4):
** the keys budget, ids, ko, targets and undo, read and written, and the
** checks of meaning beyond the 8x8 notation's; and a game's lists, read
** from its tags and verified against their commitments (section 6.1).
*/
#include <stdio.h>
#include <string.h>
#include "traitor.h"

/* ---- position notation (spec section 4) ---- */

/* Write one list (canonical, traitor.md 6.1.1) of side's targets. */
static char *
put_list(const struct tc_pos *pos, int side, char *p)
{
	const struct tr_rules *r = RULES(pos);
	const struct tr_state *x = TR_CX(pos);
	uint64_t t = x->targets[side];
	char *start = p;

	if (x->hidden[side]) {
		*p++ = '?';
		return p;
	}
	if (r->form == FORM_SIMPLIFIED) {
		static const int order[] = { TC_QUEEN, TC_ROOK, TC_BISHOP,
		    TC_KNIGHT, TC_PAWN };
		int i, k;

		for (i = 0; i < 5; i++)
			for (k = 0; k < (int)((t >> (4 * order[i])) & 15); k++)
				*p++ = type_letter[order[i]];
	} else {
		while (t) {
			int id = bb_poplsb(&t), sq = ident_square(pos, id + 1);

			if (p != start)
				*p++ = ',';
			if (sq >= 0 && TC_TYPE(pos->board[sq]) != TC_PAWN)
				*p++ = type_letter[TC_TYPE(pos->board[sq])];
			p += geom_square_name(tc_geom_8x8, id, p);
		}
	}
	if (p == start)
		*p++ = '-';
	return p;
}

size_t
tr_write_keys(const struct tc_pos *pos, char *p)
{
	const struct tr_rules *r = RULES(pos);
	const struct tr_state *x = TR_CX(pos);
	char *start = p;
	int sq;

	if (r->form == FORM_IMPROMPTU)
		p += sprintf(p, " budget=%u/%u", x->budget[0], x->budget[1]);
	if (r->form == FORM_SPECIFIC) {
		bool any = false;

		for (sq = 0; sq < 64; sq++) {
			if (!pos->board[sq] || TC_TYPE(pos->board[sq]) == TC_KING ||
			    pos->ident[sq] == sq + 1)
				continue;
			p += sprintf(p, "%s", any ? "," : " ids=");
			any = true;
			if (pos->ident[sq])
				p += geom_square_name(tc_geom_8x8,
				    pos->ident[sq] - 1, p);
			else
				*p++ = '-';
			*p++ = '@';
			p += geom_square_name(tc_geom_8x8, sq, p);
		}
	}
	if (x->ko_from != TC_NOSQ) {
		p += sprintf(p, " ko=");
		p += geom_square_name(tc_geom_8x8, x->ko_from, p);
		p += geom_square_name(tc_geom_8x8, x->ko_to, p);
	}
	if (r->form != FORM_IMPROMPTU && !(x->hidden[0] && x->hidden[1])) {
		p += sprintf(p, " targets=");
		p = put_list(pos, TC_WHITE, p);
		*p++ = '/';
		p = put_list(pos, TC_BLACK, p);
	}
	if (x->undo != TC_NOSQ) {
		p += sprintf(p, " undo=");
		p += geom_square_name(tc_geom_8x8, x->undo, p);
	}
	*p = '\0';
	return (size_t)(p - start);
}

/* A diagnostic at s[off] about the value of a key. */
static int
key_error(struct tc_diags *d, size_t off, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));

static int
key_error(struct tc_diags *d, size_t off, const char *fmt, ...)
{
	char msg[TC_MSGMAX];
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(msg, sizeof(msg), fmt, ap);
	va_end(ap);
	diag_add(d, (int)off + 1, false, "%s", msg);
	return 1;
}

/* A square name at s[*i..end): its number, *i past it; or -1. */
static int
square_at(const char *s, size_t *i, size_t end)
{
	size_t used = 0;
	int sq = geom_square_read(tc_geom_8x8, s + *i, end - *i, &used);

	if (sq >= 0)
		*i += used;
	return sq;
}

/* How many bytes of s[i..end) come before one of stop, or end. */
static size_t
span(const char *s, size_t i, size_t end, const char *stop)
{
	size_t k = i;

	while (k < end && !strchr(stop, s[k]))
		k++;
	return k - i;
}

/* budget=W/B: two numbers 0-9. */
static int
read_budget(struct tc_pos *pos, const char *s, size_t off, size_t len,
    struct tc_diags *d)
{
	char q[64];

	if (len != 3 || s[off] < '0' || s[off] > '9' || s[off + 1] != '/' ||
	    s[off + 2] < '0' || s[off + 2] > '9')
		return key_error(d, off, "budget=%s: expected White's and "
		    "Black's points left, 0-9 each, as in 9/9",
		    afen_quote(q, sizeof(q), s + off, len));
	TR_X(pos)->budget[0] = (uint8_t)(s[off] - '0');
	TR_X(pos)->budget[1] = (uint8_t)(s[off + 2] - '0');
	return 0;
}

/* ids=origin@square,...: identities that are not the piece's square. */
static int
read_ids(struct tc_pos *pos, const char *s, size_t off, size_t len,
    struct tc_diags *d)
{
	size_t i = off, end = off + len, at, entry[64] = { 0 };
	char q[64], name[4];
	int sq, k;

	while (i < end) {
		int origin = -1;

		at = i;
		if (s[i] == '-')
			i++;
		else if ((origin = square_at(s, &i, end)) < 0)
			return key_error(d, i, "ids: %s is not an identity: "
			    "expected a square or '-'", afen_quote(q, sizeof(q),
			    s + i, span(s, i, end, ",@")));
		if (i >= end || s[i] != '@')
			return key_error(d, i, "ids: expected '@' and a square "
			    "after the identity");
		i++;
		if ((sq = square_at(s, &i, end)) < 0)
			return key_error(d, i, "ids: expected the square of the "
			    "piece after '@'");
		geom_square_name(tc_geom_8x8, sq, name);
		if (entry[sq])
			return key_error(d, at, "ids: %s is given twice", name);
		entry[sq] = at + 1;
		if (!pos->board[sq] || TC_TYPE(pos->board[sq]) == TC_KING)
			return key_error(d, at, "ids: %s %s: expected a piece "
			    "other than a king there", name, pos->board[sq] ?
			    "holds a king" : "is empty");
		/* A pawn was never promoted, and never stood on rank 1 or 8. */
		if (TC_TYPE(pos->board[sq]) == TC_PAWN && (origin < 0 ||
		    RANK88(origin) == 0 || RANK88(origin) == 7))
			return key_error(d, at, "ids: the pawn on %s %s", name,
			    origin < 0 ? "has an identity: only a promoted piece "
			    "has none" : "cannot come from rank 1 or 8");
		pos->ident[sq] = (uint8_t)(origin + 1);
		if (i < end && s[i] != ',')
			return key_error(d, i, "ids: unexpected %s: expected "
			    "',' between entries", afen_quote(q, sizeof(q),
			    s + i, 1));
		if (i < end && ++i == end)
			return key_error(d, i - 1, "ids: the list ends with ',': "
			    "expected an entry after it");
	}
	/* Identities are distinct: point at the entry that repeats one. */
	for (sq = 0; sq < 64; sq++)
		for (k = sq + 1; k < 64; k++)
			if (pos->ident[sq] && pos->ident[sq] == pos->ident[k]) {
				char a[4], b[4], o[4];
				size_t e = entry[k] > entry[sq] ? entry[k] :
				    entry[sq];

				geom_square_name(tc_geom_8x8, sq, a);
				geom_square_name(tc_geom_8x8, k, b);
				geom_square_name(tc_geom_8x8,
				    pos->ident[sq] - 1, o);
				return key_error(d, e ? e - 1 : off, "ids: the "
				    "pieces on %s and %s both have identity %s",
				    a, b, o);
			}
	return 0;
}

/* ko=<from><to>. */
static int
read_ko(struct tc_pos *pos, const char *s, size_t off, size_t len,
    struct tc_diags *d)
{
	size_t i = off, end = off + len;
	int from = square_at(s, &i, end), to = from < 0 ? -1 :
	    square_at(s, &i, end);
	char q[64];

	if (from < 0 || to < 0 || i != end || from == to)
		return key_error(d, off, "ko=%s: expected the forbidden move's "
		    "two squares, as in e7g8", afen_quote(q, sizeof(q), s + off,
		    len));
	TR_X(pos)->ko_from = (uint8_t)from;
	TR_X(pos)->ko_to = (uint8_t)to;
	return 0;
}

/* Check entry sq (type t, -1: P) of side's list, at `at`: nonzero on error. */
static int
check_target(const struct tc_pos *pos, int side, int sq, int t, size_t at,
    struct tc_diags *d)
{
	const struct tr_state *x = TR_CX(pos);
	char name[4];
	int p;

	geom_square_name(tc_geom_8x8, sq, name);
	if (x->targets[side] & BB(sq))
		return key_error(d, at, "targets: %s is listed "
		    "twice", name);
	if ((p = ident_square(pos, sq + 1)) < 0)
		return key_error(d, at, "targets: no piece with "
		    "identity %s is on the board", name);
	if (TC_COLOUR(pos->board[p]) == side)
		return key_error(d, at, "targets: the piece with "
		    "identity %s is %s's: %s lists %s's pieces",
		    name, traitor_side[side], traitor_side[side],
		    traitor_side[side ^ 1]);
	if (pos->bb_grey & BB(p))
		return key_error(d, at, "targets: the piece with "
		    "identity %s carries a mark: it was announced "
		    "already", name);
	if ((t < 0 ? TC_PAWN : t) != TC_TYPE(pos->board[p]))
		return key_error(d, at, "targets: the piece with "
		    "identity %s is a %s", name,
		    type_name[TC_TYPE(pos->board[p])]);
	return 0;
}

/* One side's part of targets=: '?', '-' or a list. */
static int
read_list(struct tc_pos *pos, int side, const char *s, size_t off,
    size_t len, struct tc_diags *d)
{
	const struct tr_rules *r = RULES(pos);
	struct tr_state *x = TR_X(pos);
	size_t i = off, end = off + len;
	int total = 0;
	char q[64];

	x->targets[side] = 0;
	x->hidden[side] = false;
	if (len == 1 && s[off] == '?') {
		x->hidden[side] = true;
		return 0;
	}
	if (len == 1 && s[off] == '-')
		return 0;
	if (len == 0)
		return key_error(d, off, "targets: %s's list is empty: expected "
		    "a list, '-' or '?'", traitor_side[side]);
	while (i < end) {
		size_t at = i;
		int t = -1, sq;

		if (s[i] == ',' && r->form == FORM_SIMPLIFIED) {
			i++;
			continue;
		}
		if (s[i] == 'K')
			return key_error(d, i, "targets: a king is never "
			    "announced");
		if (s[i] && strchr("QRBNP", s[i])) {
			t = type_from_letter(s[i]);
			i++;
		}
		if (r->form == FORM_SIMPLIFIED) {
			if (t < 0)
				return key_error(d, at, "targets: unexpected %s "
				    "in %s's list: expected Q, R, B, N or P",
				    afen_quote(q, sizeof(q), s + at, 1),
				    traitor_side[side]);
			x->targets[side] += (uint64_t)1 << (4 * t);
			total += traitor_value[t];
		} else {
			int p;

			if ((sq = square_at(s, &i, end)) < 0)
				return key_error(d, i, "targets: expected a square "
				    "in %s's list", traitor_side[side]);
			if (check_target(pos, side, sq, t, at, d) != 0)
				return 1;
			p = ident_square(pos, sq + 1);
			x->targets[side] |= BB(sq);
			total += traitor_value[TC_TYPE(pos->board[p])];
			if (i < end && s[i] != ',')
				return key_error(d, i, "targets: expected ',' "
				    "between entries");
			if (i < end)
				i++;
		}
		if (total > 9)
			return key_error(d, at, "targets: %s's list is worth %d: "
			    "at most 9", traitor_side[side], total);
	}
	return 0;
}

static int
read_targets(struct tc_pos *pos, const char *s, size_t off, size_t len,
    struct tc_diags *d)
{
	const char *slash = memchr(s + off, '/', len);
	size_t w;

	if (!slash)
		return key_error(d, off + len, "targets: expected White's list, "
		    "'/' and Black's list");
	w = (size_t)(slash - (s + off));
	return read_list(pos, TC_WHITE, s, off, w, d) ||
	    read_list(pos, TC_BLACK, s, off + w + 1, len - w - 1, d);
}

/*
** What a position shows of the announcements made before it (spec
** 6.1.5, public facts): each marked piece was announced, by the player
** whose colour it took (Defector-Double Agent) or the other one (the
** marks of Traitor, Double Agent, Mercenary), for at least its value:
** its type's where the piece cannot be a promoted pawn (a piece with an
** identity, in the Specific forms), else a pawn's.  A Defector's
** defections leave no mark.  A lower bound: a game never finds more
** spent than the string shows.
*/
static void
public_facts(struct tc_pos *pos)
{
	const struct tr_rules *r = RULES(pos);
	struct tr_state *x = TR_X(pos);
	bb_t marked = pos->bb_grey;
	int spent[2] = { 0, 0 };

	x->announced = 0;
	while (marked) {
		int sq = bb_poplsb(&marked), c = TC_COLOUR(pos->board[sq]);
		int t = TC_TYPE(pos->board[sq]), side = r->recolour ? c : c ^ 1;
		bool promoted = r->form != FORM_SPECIFIC || pos->ident[sq] == 0;

		spent[side] += traitor_value[promoted ? TC_PAWN : t];
		if (pos->ident[sq])
			x->announced |= BB(pos->ident[sq] - 1);
	}
	x->spent[0] = (uint8_t)(spent[0] < 9 ? spent[0] : 9);
	x->spent[1] = (uint8_t)(spent[1] < 9 ? spent[1] : 9);
}

int
tr_read_keys(struct tc_pos *pos, const char *s, const size_t (*val)[2],
    unsigned flags, struct tc_diags *d)
{
	const struct tr_rules *r = RULES(pos);
	struct tr_state *x = TR_X(pos);
	const char *k = pos->var->keys;
	int i = 0, err = 0, sq;

	(void)flags;
	if (r->form == FORM_IMPROMPTU)
		x->budget[0] = x->budget[1] = 9;
	x->hidden[0] = x->hidden[1] = r->form != FORM_IMPROMPTU;
	if (r->form == FORM_SPECIFIC)
		for (sq = 0; sq < 64; sq++)
			pos->ident[sq] = pos->board[sq] &&
			    TC_TYPE(pos->board[sq]) != TC_KING ?
			    (uint8_t)(sq + 1) : 0;
	while (*k && !err) {
		size_t n = strcspn(k, " "), off = val[i][0], len = val[i][1];

		if (len != SIZE_MAX) {
			if (strncmp(k, "budget", n) == 0)
				err = read_budget(pos, s, off, len, d);
			else if (strncmp(k, "ids", n) == 0)
				err = read_ids(pos, s, off, len, d);
			else if (strncmp(k, "ko", n) == 0)
				err = read_ko(pos, s, off, len, d);
			else if (strncmp(k, "targets", n) == 0)
				err = read_targets(pos, s, off, len, d);
			else if ((sq = geom_square_read(tc_geom_8x8, s + off,
			    len, &n)) < 0 || n != len)
				err = key_error(d, off, "undo: expected the "
				    "square of the piece that defected");
			else
				x->undo = (uint8_t)sq;
		}
		k += strcspn(k, " ");
		k += *k == ' ';
		i++;
	}
	if (r->form != FORM_IMPROMPTU)
		public_facts(pos);
	for (sq = 0; sq < 64; sq++)
		pos->hash ^= ident_key(pos->ident[sq], sq);
	return err;
}

/* Checks of meaning of spec section 4 beyond those of the 8x8 notation. */
void
tr_check(const struct tc_pos *pos, const struct fen8_cols *c, unsigned flags,
    struct tc_diags *d)
{
	static const char letter[] = "KQkq";
	const char *k = pos->var->keys;
	const struct tr_state *x = TR_CX(pos);
	int i, ko = -1, undo = -1;
	char a[4], b[4];

	(void)flags;
	if (bb_pop(pos->bb_type[TC_EMPTY]) > 32)
		diag_add(d, c->field[0], false, "%d pieces: a game of the "
		    "Traitor family has at most 32",
		    bb_pop(pos->bb_type[TC_EMPTY]));
	else if (pos_king_sq(pos, pos->turn) >= 0 && !d->nerr) {
		tc_move m[TC_MAXMOVES];

		/* Never a list cut short: refuse what would not fit. */
		if (traitor_generate(pos, m, false, false) >= TC_MAXMOVES)
			diag_add(d, c->field[0], false, "more than %d turns: "
			    "beyond what this position notation's tools list",
			    TC_MAXMOVES);
	}
	for (i = 0; *k; i++) {
		size_t n = strcspn(k, " ");

		if (strncmp(k, "ko", n) == 0 && n == 2)
			ko = c->key[i];
		if (strncmp(k, "undo", n) == 0 && n == 4)
			undo = c->key[i];
		k += n;
		k += *k == ' ';
	}
	for (i = 0; i < 4; i++) {
		int side = i / 2, corner = SQ88(i % 2 ? 0 : 7, side ? 7 : 0);

		if ((pos->castle & (1u << i)) && pos->board[corner] ==
		    TC_CODE(TC_ROOK, side) && pos->mark[corner] != TC_PURE) {
			geom_square_name(tc_geom_8x8, corner, a);
			/* The letter's column: the rights before it come first. */
			diag_add(d, c->field[2] + bb_pop(pos->castle &
			    ((1u << i) - 1)), false, "castling right '%c' with "
			    "the announced rook on %s: an announced rook never "
			    "castles", letter[i], a);
		}
	}
	if (x->ko_from != TC_NOSQ) {
		geom_square_name(tc_geom_8x8, x->ko_from, a);
		geom_square_name(tc_geom_8x8, x->ko_to, b);
		if (!(pos->bb_grey & BB(x->ko_from)))
			diag_add(d, ko, false, "ko=%s%s: no %s on %s", a, b,
			    RULES(pos)->fam == FAM_MERC ? "mercenary" :
			    "double agent", a);
		else if (pos->board[x->ko_to])
			diag_add(d, ko, false, "ko=%s%s: %s is not empty, so the "
			    "piece on %s did not just come from it", a, b, b, a);
	}
	if (x->undo != TC_NOSQ) {
		geom_square_name(tc_geom_8x8, x->undo, a);
		if (TC_TYPE(pos->board[x->undo]) == TC_KING)
			diag_add(d, undo, false, "undo=%s: a king never defects",
			    a);
		else if (!pos->board[x->undo] || TC_COLOUR(pos->board[
		    x->undo]) != (pos->turn ^ 1))
			diag_add(d, undo, false, "undo=%s: no %s piece on %s to "
			    "have defected to %s", a, traitor_side[pos->turn ^ 1],
			    a, traitor_side[pos->turn ^ 1]);
	}
}

/* ---- games: lists and commitments (spec 6, 6.1) ---- */

static const char *const list_tag[2] = { "WhiteTargets", "BlackTargets" };

static int
xtag_find(const struct tc_setup *s, const char *name)
{
	int i;

	for (i = 0; i < s->ntag; i++)
		if (strcmp(s->tag[i].name, name) == 0)
			return i;
	return -1;
}

/*
** Fill d with the message fmt makes (cut at a word, as every message),
** at column 1 of tag `at` (or TC_SETUP_FEN).
*/
static void
setup_vdiag(struct tc_diag *d, int *d_at, int at, bool warning,
    const char *fmt, va_list ap)
{
	msg_vformat(d->msg, sizeof(d->msg), fmt, ap);
	d->col = 1;
	d->warning = warning;
	*d_at = at;
}

static bool
setup_fail(struct tc_setup *s, int at, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));

/* The setup's error, at tag `at`; returns false. */
static bool
setup_fail(struct tc_setup *s, int at, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	setup_vdiag(&s->err, &s->err_at, at, false, fmt, ap);
	va_end(ap);
	return false;
}

static void
setup_warn(struct tc_setup *s, int at, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));

/* One more warning of the setup, at tag `at`; past the room, none. */
static void
setup_warn(struct tc_setup *s, int at, const char *fmt, ...)
{
	va_list ap;

	if (s->nwarn >= TC_SETUP_MAXWARN)
		return;
	va_start(ap, fmt);
	setup_vdiag(&s->warn[s->nwarn], &s->warn_at[s->nwarn], at, true, fmt,
	    ap);
	va_end(ap);
	s->nwarn++;
}

/* Set side's targets from a canonical list (commit.c's form). */
static void
set_targets(struct tc_pos *pos, int side, const char *list)
{
	const struct tr_rules *r = RULES(pos);
	struct tr_state *x = TR_X(pos);
	size_t i = 0, used;

	x->hidden[side] = false;
	x->targets[side] = 0;
	while (list[i]) {
		if (r->form == FORM_SIMPLIFIED) {
			x->targets[side] += (uint64_t)1 <<
			    (4 * type_from_letter(list[i]));
			i++;
			continue;
		}
		if (strchr("QRBN", list[i]))
			i++;
		x->targets[side] |= BB(geom_square_read(tc_geom_8x8,
		    list + i, strlen(list + i), &used));
		i += used;
		i += list[i] == ',';
	}
}

/*
** A Specific list names eligible pieces (rule 2.3.1): each listed
** identity's piece must be eligible for side in the start position,
** a regular piece of the other colour (or, in Defector-Double Agent,
** a double agent), not one that is already a traitor.
*/
static bool
list_eligible(const struct tc_pos *pos, int side, struct tc_setup *s,
    int at)
{
	static const char *const status[TC_NMARKS] = {
		"regular piece", "grey piece", "traitor", "double agent",
		"mercenary", "neutral piece"
	};
	bb_t e = tr_eligible(pos, side), t = TR_CX(pos)->targets[side];
	char id[4], where[4];
	int sq, k;

	for (sq = 0; sq < 64; sq++) {
		if (!(t & BB(sq)))
			continue;
		k = ident_square(pos, sq + 1);
		if (k >= 0 && (e & BB(k)))
			continue;
		geom_square_name(tc_geom_8x8, sq, id);
		geom_square_name(tc_geom_8x8, k >= 0 ? k : sq, where);
		return setup_fail(s, at, "%s \"%s\": the piece of identity %s "
		    "(on %s) is a %s at the start, not eligible: a list names "
		    "regular pieces", list_tag[side], s->tag[at].value, id,
		    where, status[k >= 0 && pos->mark[k] < TC_NMARKS ?
		    pos->mark[k] : 0]);
	}
	return true;
}

/* Side's list not revealed: whether the record may say so, and its proof. */
static bool
setup_unlisted(struct tc_setup *s, int side, bool committed, bool fen_list,
    int commit, int nonce, const char *name)
{
	if (nonce >= 0)
		return setup_fail(s, nonce, "%s without %s: the nonce is "
		    "revealed with the list", name, list_tag[side]);
	if (fen_list && committed)
		return setup_fail(s, TC_SETUP_FEN, "the FEN tag shows %s's "
		    "list: in a committed game only %s with its nonce "
		    "reveals it", traitor_side[side], list_tag[side]);
	if (fen_list) {
		setup_warn(s, TC_SETUP_FEN, "the FEN tag shows %s's list "
		    "without a commitment: it is used, and proves "
		    "nothing", traitor_side[side]);
		s->proof[side] = TC_PROOF_UNCOMMITTED;
	} else
		s->proof[side] = commit >= 0 ? TC_PROOF_HIDDEN :
		    TC_PROOF_ABSENT;
	return true;
}

/*
** Check and set side's list from its tags: revealed (WhiteTargets,
** BlackTargets), verified against its commitment (WhiteTargetsCommit)
** with its nonce.  `committed`: some player committed, so every list
** the record reveals must be checked against its own commitment.
*/
static bool
setup_side(struct tc_pos *pos, struct tc_setup *s, int side, bool committed,
    int game)
{
	const struct tr_rules *r = RULES(pos);
	char name[32], cname[32];
	int list = xtag_find(s, list_tag[side]), commit, nonce, v;
	bool fen_list = s->fen && !TR_CX(pos)->hidden[side];
	uint64_t fen_targets = TR_CX(pos)->targets[side];
	struct tc_commit c;
	struct tc_diag cd;

	snprintf(cname, sizeof(cname), "%sCommit", list_tag[side]);
	commit = xtag_find(s, cname);
	snprintf(name, sizeof(name), "%sNonce", list_tag[side]);
	nonce = xtag_find(s, name);
	if (r->form == FORM_IMPROMPTU) {
		int at = list >= 0 ? list : commit >= 0 ? commit : nonce;

		if (at >= 0)
			return setup_fail(s, at, "%s: %s has no lists",
			    s->tag[at].name, pos->var->title);
		return true;
	}
	if (commit >= 0 && !commit_check(s->tag[commit].value, &cd))
		return setup_fail(s, commit, "%s \"%.80s\": %s", cname,
		    s->tag[commit].value, cd.msg);
	if (list < 0)
		return setup_unlisted(s, side, committed, fen_list, commit,
		    nonce, name);
	commit_init(&c);
	commit_set_variant(&c, r->line, &cd);
	c.holder = side;
	if (!commit_set_list_at(&c, pos, s->tag[list].value, &cd))
		return setup_fail(s, list, "%s \"%s\": %s", list_tag[side],
		    s->tag[list].value, cd.msg);
	if (commit < 0 && committed)
		return setup_fail(s, list, "%s revealed without %s: in a "
		    "committed game every list is checked against its own",
		    list_tag[side], cname);
	if (commit >= 0) {
		if (nonce < 0)
			return setup_fail(s, list, "%s revealed without %s: the "
			    "commitment cannot be checked", list_tag[side],
			    name);
		if (game >= 0 && !commit_set_game(&c, s->tag[game].value, &cd))
			return setup_fail(s, game, "GameId: %s", cd.msg);
		if (!commit_set_nonce(&c, s->tag[nonce].value, &cd))
			return setup_fail(s, nonce, "%s: %s", name, cd.msg);
		v = commit_verify(&c, s->tag[commit].value, &cd);
		if (v == 0)
			return setup_fail(s, commit, "%s does not match the "
			    "revealed list \"%s\" and its nonce", cname, c.list);
		if (v < 0)
			return setup_fail(s, commit, "%s: %s", cname, cd.msg);
		s->proof[side] = TC_PROOF_VERIFIED;
	} else {
		setup_warn(s, list, "%s without %s: the list is used, and "
		    "proves nothing", list_tag[side], cname);
		s->proof[side] = TC_PROOF_UNCOMMITTED;
	}
	set_targets(pos, side, c.list);
	if (r->form == FORM_SPECIFIC && !list_eligible(pos, side, s, list))
		return false;
	if (fen_list && fen_targets != TR_CX(pos)->targets[side])
		return setup_fail(s, TC_SETUP_FEN, "the FEN tag's list for %s "
		    "is not %s \"%s\"", traitor_side[side], list_tag[side],
		    c.list);
	return true;
}

/*
** A game's lists and commitments (traitor.md 6, 6.1): each player's
** list revealed by its tags and verified against its commitment, or
** hidden.  See "Commit and reveal" in turncoat(7) for what a record
** can and cannot prove.
*/
bool
tr_setup(struct tc_pos *pos, struct tc_setup *s)
{
	int side, game = xtag_find(s, "GameId"), n[2];
	bool committed = xtag_find(s, "WhiteTargetsCommit") >= 0 ||
	    xtag_find(s, "BlackTargetsCommit") >= 0;

	pos->hash ^= pos_hash_state(pos);
	for (side = 0; side < 2; side++)
		if (!setup_side(pos, s, side, committed, game)) {
			pos->hash ^= pos_hash_state(pos);
			return false;
		}
	pos->hash ^= pos_hash_state(pos);
	n[0] = xtag_find(s, "WhiteTargetsNonce");
	n[1] = xtag_find(s, "BlackTargetsNonce");
	if (n[0] >= 0 && n[1] >= 0 && strcmp(s->tag[n[0]].value,
	    s->tag[n[1]].value) == 0)
		setup_warn(s, n[1], "BlackTargetsNonce is WhiteTargetsNonce: "
		    "each commitment takes a fresh nonce of its own");
	return true;
}
