/*
** Reading moves (notation.md 1.2-1.4): SAN with the extensions and
** misspellings real files carry, long algebraic, the original Allegiance
** implementation's long form and the coordinate form, each resolved
** against the legal moves of the position.  A move that matches none or
** several gets a message that says why.
*/
#include <stdio.h>
#include <string.h>
#include "internal.h"

/* What the text says about the move. */
struct pattern {
	int type;		/* piece type, TC_EMPTY if not written */
	int from_file, from_rank;	/* -1 if not written */
	int to;			/* target square */
	int sep;		/* 'x', '>', '-' (not a challenge) or 0 */
	bool hyphen;		/* long algebraic "Ng1-f3": no sign given */
	int promo;		/* promotion type or TC_EMPTY */
	int castle;		/* 1 king side, 2 queen side, 0 none */
	bool ep;		/* "e.p." or "ep" was written */
	int check;		/* 0 none, '+', '#' or 'D' for "++" */
};

static bool
is_file(int c)
{
	return c >= 'a' && c <= 'h';
}

static bool
is_rank(int c)
{
	return c >= '1' && c <= '8';
}

static int
promo_type(int c)
{
	switch (c) {
	case 'Q': case 'q': return TC_QUEEN;
	case 'R': case 'r': return TC_ROOK;
	case 'B': return TC_BISHOP;	/* 'b' is a file */
	case 'N': case 'n': return TC_KNIGHT;
	}
	return TC_EMPTY;
}

/* Strip annotation glyphs, check marks and e.p. from the end of t[0..n). */
static size_t
strip_suffixes(const char *t, size_t n, struct pattern *p)
{
	for (;;) {
		if (n > 0 && (t[n - 1] == '!' || t[n - 1] == '?')) {
			n--;
		} else if (n > 0 && (t[n - 1] == '+' || t[n - 1] == '#')) {
			/* "++" is mate or double check: either will do. */
			if (t[n - 1] == '#')
				p->check = '#';
			else if (p->check == '+')
				p->check = 'D';
			else if (p->check == 0)
				p->check = '+';
			n--;
		} else if (n >= 4 && memcmp(t + n - 4, "e.p.", 4) == 0) {
			p->ep = true;
			n -= 4;
			while (n > 0 && t[n - 1] == ' ')
				n--;
		} else if (n >= 2 && memcmp(t + n - 2, "ep", 2) == 0 &&
		    n >= 4 && is_rank(t[n - 3])) {
			p->ep = true;
			n -= 2;
		} else {
			return n;
		}
	}
}

/* Parse the promotion at the end of t[0..n); returns the new length. */
static size_t
strip_promotion(const char *t, size_t n, struct pattern *p)
{
	int k;

	if (n >= 3 && t[n - 1] == ')' && t[n - 3] == '(' &&
	    (k = promo_type(t[n - 2])) != TC_EMPTY) {
		p->promo = k;
		return n - 3;
	}
	if (n >= 2 && (t[n - 2] == '=' || t[n - 2] == '/') &&
	    (k = promo_type(t[n - 1])) != TC_EMPTY) {
		p->promo = k;
		return n - 2;
	}
	/* e8Q, e7e8q: a letter straight after the target square */
	if (n >= 3 && is_rank(t[n - 2]) && is_file(t[n - 3]) &&
	    (k = promo_type(t[n - 1])) != TC_EMPTY && t[n - 1] != 'b') {
		p->promo = k;
		return n - 1;
	}
	if (n >= 3 && t[n - 1] == 'b' && is_rank(t[n - 2]) &&
	    is_file(t[n - 3])) {	/* e7e8b: coordinate bishop */
		p->promo = TC_BISHOP;
		return n - 1;
	}
	return n;
}

/*
** Parse t[0..n) into *p.  Returns NULL or a message saying what is wrong
** with the text itself.
*/
static const char *
parse(const char *t, size_t n, struct pattern *p)
{
	size_t i = 0;

	memset(p, 0, sizeof(*p));
	p->from_file = p->from_rank = -1;
	n = strip_suffixes(t, n, p);
	if ((n == 3 || n == 5) && (memcmp(t, "O-O", 3) == 0 ||
	    memcmp(t, "0-0", 3) == 0)) {
		if (n == 3) {
			p->castle = 1;
			return NULL;
		}
		if (t[3] == '-' && t[4] == t[0]) {
			p->castle = 2;
			return NULL;
		}
	}
	n = strip_promotion(t, n, p);
	if (n > 0 && (t[0] == 'K' || t[0] == 'Q' || t[0] == 'R' || t[0] == 'B' ||
	    t[0] == 'N' || t[0] == 'P')) {
		p->type = type_from_letter(t[0]);
		i = 1;
	}
	/* The target square is the last two characters. */
	if (n < i + 2 || !is_file(t[n - 2]) || !is_rank(t[n - 1]))
		return "expected a move such as e4, Nf3, exd5, N>e5, O-O or "
		    "e2e4";
	p->to = SQ88(t[n - 2] - 'a', t[n - 1] - '1');
	n -= 2;
	if (n > i && (t[n - 1] == 'x' || t[n - 1] == ':' || t[n - 1] == '>' ||
	    t[n - 1] == '-')) {
		/*
		 * The hyphen of long algebraic says no more than a bare
		 * move: onto an enemy piece it may capture or challenge.
		 */
		p->sep = t[n - 1] == ':' ? 'x' : t[n - 1] == '-' ? 0 :
		    t[n - 1];
		p->hyphen = t[n - 1] == '-';
		n--;
	}
	if (n > i && is_file(t[i]))
		p->from_file = t[i++] - 'a';
	if (n > i && is_rank(t[i]))
		p->from_rank = t[i++] - '1';
	if (i != n)
		return "expected a move such as e4, Nf3, exd5, N>e5, O-O or "
		    "e2e4";
	/*
	 * The coordinate form (e2e4, e7e8q) writes a challenge as f3>e5, so
	 * without '>' it names the move that is not a challenge.
	 */
	if (p->type == TC_EMPTY && p->sep == 0 && !p->hyphen &&
	    p->from_file >= 0 && p->from_rank >= 0)
		p->sep = '-';
	return NULL;
}

static bool
matches(const struct tc_pos *pos, const struct pattern *p, tc_move m)
{
	int from = TC_FROM(m), kind = TC_KIND(m);
	int type = TC_TYPE(pos->board[from]);

	if (p->castle)
		return kind == TC_MK_CASTLE &&
		    (p->castle == 1) == (TC_TO(m) > from);
	if (TC_TO(m) != p->to)
		return false;
	if (p->from_file >= 0 && FILE88(from) != p->from_file)
		return false;
	if (p->from_rank >= 0 && RANK88(from) != p->from_rank)
		return false;
	if (p->type != TC_EMPTY) {
		if (type != p->type)
			return false;
	} else if (type != TC_PAWN && !(p->from_file >= 0 &&
	    p->from_rank >= 0)) {
		return false;	/* "e4" is a pawn; "e1g1" may be any piece */
	}
	if (p->sep == '>' && kind != TC_MK_CHALLENGE)
		return false;
	if (p->sep != '>' && p->sep != 0 && kind == TC_MK_CHALLENGE)
		return false;
	if (p->promo != TC_EMPTY && (kind != TC_MK_PROMO ||
	    TC_PROMO(m) != p->promo))
		return false;
	if (p->promo == TC_EMPTY && kind == TC_MK_PROMO)
		return false;
	return true;
}

static const char *
side_word(int side)
{
	return side == TC_WHITE ? "white" : "black";
}

static const char *
type_word(int type)
{
	static const char *const w[] = { "piece", "pawn", "knight", "bishop",
	    "rook", "queen", "king", "auror" };

	return w[type];
}

/*
** Why no legal move matches: a piece that could make the move if pins
** and checks did not count, or none at all.
*/
static void
explain(const struct tc_pos *pos, const struct pattern *p, struct tc_diag *d)
{
	int us = pos->turn, them = us ^ 1, ksq = pos_king_sq(pos, us), type;
	bb_t cand, occ = pos->bb_type[TC_EMPTY], checkers = 0;
	char sq[4], from[4];

	if (p->castle) {
		snprintf(d->msg, sizeof(d->msg), "castling %s is not legal "
		    "here", p->castle == 1 ? "king side" : "queen side");
		return;
	}
	geom_square_name(pos->var->geom, p->to, sq);
	if (ksq >= 0)
		checkers = bb_attackers(pos, ksq, them, occ);
	if (p->sep == '>' && !(pos->bb_colour[them] & BB(p->to))) {
		snprintf(d->msg, sizeof(d->msg), "no %s piece on %s to "
		    "challenge", side_word(them), sq);
		return;
	}
	type = p->type != TC_EMPTY ? p->type : TC_PAWN;
	cand = pos->bb_type[type] & pos->bb_colour[us];
	while (cand) {
		int f = bb_poplsb(&cand), k;
		bb_t reach, after, att, gone;

		if ((p->from_file >= 0 && FILE88(f) != p->from_file) ||
		    (p->from_rank >= 0 && RANK88(f) != p->from_rank))
			continue;
		reach = bb_attacks(pos->board[f], f, occ);
		gone = 0;
		if (type == TC_PAWN && p->sep != '>') {
			int dir = us == TC_WHITE ? 8 : -8;

			reach &= pos->bb_colour[them] | (ep2(pos) != TC_NOSQ ?
			    BB(ep2(pos)) : 0);
			if (p->to == ep2(pos) && (reach & BB(p->to)))
				gone = BB(p->to - dir);	/* taken en passant */
			if (!(occ & BB(f + dir))) {
				reach |= BB(f + dir);
				if (RANK88(f) == (us == TC_WHITE ? 1 : 6) &&
				    !(occ & BB(f + 2 * dir)))
					reach |= BB(f + 2 * dir);
			}
		}
		if (!(reach & BB(p->to)) || (pos->bb_colour[us] & BB(p->to)))
			continue;
		geom_square_name(pos->var->geom, f, from);
		if (p->sep == '>') {
			snprintf(d->msg, sizeof(d->msg), "a challenge from %s "
			    "does not answer the check", from);
			return;
		}
		after = (occ & ~BB(f) & ~gone) | BB(p->to);
		k = type == TC_KING ? p->to : ksq;
		att = k < 0 ? 0 : bb_attackers(pos, k, them, after) &
		    ~BB(p->to) & ~gone;
		if (type == TC_KING)
			snprintf(d->msg, sizeof(d->msg), "the %s king cannot go "
			    "to %s: it would be in check", side_word(us), sq);
		else if (att & ~checkers)
			snprintf(d->msg, sizeof(d->msg), "the %s %s on %s is "
			    "pinned", side_word(us), type_word(type), from);
		else if (att)
			snprintf(d->msg, sizeof(d->msg), "the %s %s on %s to %s "
			    "does not answer the check", side_word(us),
			    type_word(type), from, sq);
		else
			continue;
		return;
	}
	if (type == TC_PAWN && p->promo == TC_EMPTY && RANK88(p->to) ==
	    (us == TC_WHITE ? 7 : 0) && p->sep != '>') {
		struct pattern q = *p;
		struct tc_movelist ml;
		int i;

		/* The same move with a promotion piece: say what is missing. */
		move_legal(pos, &ml);
		for (q.promo = TC_KNIGHT; q.promo <= TC_QUEEN; q.promo++)
			for (i = 0; i < ml.n; i++)
				if (matches(pos, &q, ml.m[i])) {
					snprintf(d->msg, sizeof(d->msg), "promotion "
					    "piece missing: expected %s=Q, =R, =B "
					    "or =N", sq);
					return;
				}
	}
	snprintf(d->msg, sizeof(d->msg), "no %s %s can reach %s",
	    side_word(us), type_word(type), sq);
}

/*
** The pseudo-legal moves onto square `to`, castling left out: the few
** candidates a move text can mean, found without generating every move.
*/
static int
moves_to(const struct tc_pos *pos, int to, tc_move *out)
{
	const bb_t *t = pos->bb_type;
	int us = pos->turn, them = us ^ 1, n = 0, dir = us == TC_WHITE ? 8 : -8;
	int last = us == TC_WHITE ? 7 : 0, f, k;
	bb_t own = pos->bb_colour[us], occ = t[TC_EMPTY], from, pawns;
	bool enemy = (pos->bb_colour[them] & ~t[TC_KING]) & BB(to);
	bool chal = (pos->var->flags & TC_VF_CHALLENGE) && enemy;

	if ((own | (t[TC_KING] & pos->bb_colour[them])) & BB(to))
		return 0;
	from = own & ((bb_knight[to] & t[TC_KNIGHT]) |
	    (bb_king[to] & t[TC_KING]) |
	    (bb_rook_att(to, occ) & (t[TC_ROOK] | t[TC_QUEEN])) |
	    (bb_bishop_att(to, occ) & (t[TC_BISHOP] | t[TC_QUEEN])));
	while (from) {
		f = bb_poplsb(&from);
		out[n++] = TC_MOVE(f, to, TC_MK_NORMAL, 0);
		if (chal)
			out[n++] = TC_MOVE(f, to, TC_MK_CHALLENGE, 0);
	}
	pawns = own & t[TC_PAWN];
	if (enemy) {
		from = bb_pawn[them][to] & pawns;
	} else {
		from = 0;
		f = to - dir;
		if (f >= 0 && f < 64 && (pawns & BB(f)))
			from |= BB(f);
		else if (f >= 0 && f < 64 && !(occ & BB(f)) &&
		    RANK88(to) == (us == TC_WHITE ? 3 : 4) &&
		    (pawns & BB(f - dir)))
			out[n++] = TC_MOVE(f - dir, to, TC_MK_DOUBLE, 0);
		if (to == ep2(pos) && pos->board[to - dir] == TC_CODE(TC_PAWN,
		    them)) {
			bb_t ep = bb_pawn[them][to] & pawns;

			while (ep)
				out[n++] = TC_MOVE(bb_poplsb(&ep), to,
				    TC_MK_EP, 0);
		}
	}
	while (from) {
		f = bb_poplsb(&from);
		if (RANK88(to) == last)
			for (k = TC_KNIGHT; k <= TC_QUEEN; k++)
				out[n++] = TC_MOVE(f, to, TC_MK_PROMO, k);
		else
			out[n++] = TC_MOVE(f, to, TC_MK_NORMAL, 0);
		if (chal)
			out[n++] = TC_MOVE(f, to, TC_MK_CHALLENGE, 0);
	}
	return n;
}

/*
** A pseudo-legal move is legal if the mover's king is safe after it.
** Only the occupancy and the captured piece change for most moves, so
** the attack test runs on the board as it will be; en passant is made.
*/
static bool
is_legal(const struct tc_pos *pos, tc_move m)
{
	int us = pos->turn, from = TC_FROM(m), to = TC_TO(m);
	int ksq = pos_king_sq(pos, us);
	bb_t occ = pos->bb_type[TC_EMPTY];

	if (ksq < 0)
		return true;
	switch (TC_KIND(m)) {
	case TC_MK_EP:
	case TC_MK_CASTLE: {
		struct tc_pos after = *pos;
		struct tc_undo u;

		pos_make(&after, m, &u);
		return !pos_in_check(&after, us);
	}
	case TC_MK_CHALLENGE: {
		bb_t chk = bb_attackers(pos, ksq, us ^ 1, occ);

		if (pos->mark[to] == TC_GREY)
			chk &= ~BB(to);		/* the target turns */
		return chk == 0;
	}
	}
	if (from == ksq)
		ksq = to;
	return !(bb_attackers(pos, ksq, us ^ 1, (occ & ~BB(from)) | BB(to)) &
	    ~BB(to));
}

/*
** The one legal move the pattern names, found from the candidates onto
** its square; false when there is none or more than one, which the full
** generator then explains.
*/
static bool
read_fast(const struct tc_pos *pos, const struct pattern *p, tc_move *out)
{
	tc_move cand[TC_MAXMOVES < 128 ? TC_MAXMOVES : 128];
	int i, n, found = 0;

	if (p->castle)
		return false;
	n = moves_to(pos, p->to, cand);
	for (i = 0; i < n; i++)
		if (matches(pos, p, cand[i]) && is_legal(pos, cand[i])) {
			if (found++)
				return false;
			*out = cand[i];
		}
	return found == 1;
}

int
move_read(const struct tc_pos *pos, const char *s, size_t len, tc_move *out,
    struct tc_diag *d)
{
	struct tc_movelist ml;
	struct pattern p;
	const char *err;
	tc_move found[8];
	int i, n = 0, challenge = 0, plain = 0;

	d->col = 1;
	d->warning = false;
	d->msg[0] = '\0';
	if ((len == 2 && memcmp(s, "--", 2) == 0) || (len == 4 &&
	    memcmp(s, "0000", 4) == 0) || (len == 2 && memcmp(s, "Z0", 2) == 0)) {
		*out = TC_NULLMOVE;
		return TC_READ_NULL;
	}
	if ((err = parse(s, len, &p)) != NULL) {
		snprintf(d->msg, sizeof(d->msg), "%s", err);
		return TC_READ_SYNTAX;
	}
	if (p.sep == '>' && !(pos->var->flags & TC_VF_CHALLENGE)) {
		snprintf(d->msg, sizeof(d->msg), "a challenge ('>') is not a "
		    "move of %s", pos->var->title);
		return TC_READ_ILLEGAL;
	}
	if (read_fast(pos, &p, out))
		goto marks;
	move_legal(pos, &ml);
	for (i = 0; i < ml.n; i++) {
		if (!matches(pos, &p, ml.m[i]))
			continue;
		if (n < 8)
			found[n] = ml.m[i];
		/* List a capture before the challenge of the same target. */
		if (n > 0 && n < 8 && TC_KIND(found[n - 1]) ==
		    TC_MK_CHALLENGE && TC_KIND(found[n]) != TC_MK_CHALLENGE) {
			found[n] = found[n - 1];
			found[n - 1] = ml.m[i];
		}
		n++;
		if (TC_KIND(ml.m[i]) == TC_MK_CHALLENGE)
			challenge++;
		else
			plain++;
	}
	if (n == 0) {
		explain(pos, &p, d);
		return TC_READ_ILLEGAL;
	}
	if (n > 1) {
		size_t o;
		char text[TC_MOVE_MAX];

		o = (size_t)snprintf(d->msg, sizeof(d->msg), challenge &&
		    plain ? "ambiguous between capture and challenge:" :
		    "ambiguous:");
		for (i = 0; i < n && i < 8 && o < sizeof(d->msg); i++) {
			move_write(pos, found[i], TC_SAN, text);
			o += (size_t)snprintf(d->msg + o, sizeof(d->msg) - o,
			    "%s %s", i ? " or" : "", text);
		}
		return TC_READ_AMBIGUOUS;
	}
	*out = found[0];
marks:
	if (p.ep && TC_KIND(*out) != TC_MK_EP) {
		char text[TC_MOVE_MAX];

		move_write(pos, *out, TC_SAN, text);
		d->warning = true;
		snprintf(d->msg, sizeof(d->msg), "'e.p.' on %s, which is not an "
		    "en passant capture", text);
		return TC_READ_WARN;
	}
	if (p.sep != 'x' && !p.check)
		return TC_READ_OK;	/* nothing written to check */
	return move_read_marks(pos, *out, p.sep, p.check, d);
}

int
move_read_marks(const struct tc_pos *pos, tc_move m, int sep, int check,
    struct tc_diag *d)
{
	char text[TC_MOVE_MAX];
	bool capture = TC_KIND(m) == TC_MK_EP || (TC_KIND(m) !=
	    TC_MK_CHALLENGE && pos->board[TC_TO(m)]);
	int actual = 0;
	bool ok_check = true;

	if (check) {
		bool dbl;

		actual = move_check_mark(pos, m, &dbl);
		/* "++" stands for mate or for a double check. */
		ok_check = check == actual || (check == 'D' && (actual == '#' ||
		    dbl));
	}
	if ((sep != 'x' || capture) && ok_check)
		return TC_READ_OK;
	move_write(pos, m, TC_SAN, text);
	d->warning = true;
	if (sep == 'x' && !capture)
		snprintf(d->msg, sizeof(d->msg), "capture mark on %s, which "
		    "captures nothing", text);
	else
		snprintf(d->msg, sizeof(d->msg), "wrong mark '%s': the move "
		    "is %s", check == 'D' ? "++" : check == '#' ? "#" : "+",
		    text);
	return TC_READ_WARN;
}
