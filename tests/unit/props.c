/*
** Properties over positions from seeded random games of standard chess,
** Allegiance Chess, Neutral Subject Chess, the Traitor family and EN
** Chess:
**   - make then unmake restores the position and hash exactly;
**   - the incremental hash equals the hash computed from scratch;
**   - canonical AFEN is idempotent (write, read, write gives the same),
**     and the reader takes it without an error or a warning;
**   - the SAN, LAN and coordinate texts of a position's moves are distinct
**     (and the long forms in the Traitor family and EN Chess), and the
**     SAN of every move reads back as that move;
**   - perft by make/unmake equals perft by copying positions.
** The Traitor family adds, for each of its rule sets and option siblings,
** in the arbiter view with lists and in the public view (traitor.md 4):
**   - every turn's SAN, LAN, coordinate and long forms, announcement
**     included, read back as that turn, without a warning;
**   - the position after every turn reads back from its canonical string;
**   - strings that differ have hashes that differ (identities included);
**   - the public view of a position is its arbiter view without targets,
**     and allows every turn the arbiter view allows;
**   - the games cover announcements of every type, weak ko and no-undo.
** Texts and positions after each turn
** are checked for every turn of one ply in TR_ALL and a sample of the
** others (see sampled), to keep make check quick.
** EN Chess (en-chess.md) adds, in every position of its games:
**   - the legal moves are the pseudo-legal moves (pos->eng->pseudo) kept
**     by rule 7.2 computed naively on copies (after == 0 or after <
**     before Kings in check), with the lost turn of 8.1 (the null move
**     alone) and none after a lost turn (8.2); the end (pos_status) is
**     judged as 8.1 says;
**   - the Kings in check and the checkers are those a move of the other
**     side's movement captures (7.1, independent of the attack code);
**   - every move's SAN, LAN, coordinate and long forms read back as it;
**   - strings that differ have hashes that differ, and the lost turn
**     before (its passes, which an EN-FEN does not show) is in the hash;
**   - its games, from en_starts, play penetration (beyond and twice),
**     swaps, promotions in place and onto x0/x9, the three arrivals,
**     King captures, stunted sliders, pieces on x0/x9, moves out of
**     some checks, lost turns in play, double passes, castling, en
**     passant and checkmate: each at least once, or the test fails.
** Complex Allegiance (complex-allegiance.md) adds, in every position of
** its games (from its start and the positions of ca_starts):
**   - the legal moves are those of a naive generator written here from
**     the spec (its own geometry, capture relation, shared pawns'
**     diagonals, e.p. entries, castling, passes), and each move made is
**     the position the spec's make (written here too) gives: board,
**     castling, entries, turn, clocks and passes; the end (pos_status)
**     is a King captured or no move;
**   - the CA-FEN reads back to the same position without the passes
**     before, which are in the hash;
**   - every move's SAN, LAN, coordinate and long forms read back as it;
**     the coordinate and long forms are the spec's (made here), LAN is
**     the long form with '#', SAN names castling by the nearer Rook,
**     writes '--' for a pass and '#' on King captures alone;
**   - its games play castling with each Rook of each player, e.p. of the
**     opposite player's pawn, of a shared pawn by a non-controller and
**     onto two entries, own and shared promotions, shared pawns' captures
**     and double steps, forced passes, the four-pass end and King
**     captures: each at least once, or the test fails.
*/
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "turncoat.h"
#include "xstate.h"

#define RANDOM_SEED 0x2545f4914f6cdd1dull
#include "random.h"

static const char *const starts[] = {
	"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
	"r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
	"8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
	"r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
};

static uint64_t
perft_copy(const struct tc_pos *pos, int depth)
{
	struct tc_movelist ml;
	uint64_t n = 0;
	int i;

	move_legal(pos, &ml);
	if (depth <= 1)
		return (uint64_t)ml.n;
	for (i = 0; i < ml.n; i++) {
		struct tc_pos child = *pos;
		struct tc_undo u;

		pos_make(&child, ml.m[i], &u);
		n += perft_copy(&child, depth - 1);
	}
	return n;
}

static int
cmp_str(const void *a, const void *b)
{
	return strcmp(a, b);
}

static void
check_texts(const struct tc_pos *pos, const struct tc_movelist *ml)
{
	static char text[TC_MAXMOVES][TC_MOVE_MAX];
	enum tc_notation form;
	int i;

	/* The Traitor family's and EN Chess's moves in the long form too. */
	for (form = TC_SAN; form <= (pos->var->announce || (pos->var->flags &
	    TC_VF_LONG_HYPHEN) ? TC_LONG : TC_UCI); form++) {
		for (i = 0; i < ml->n; i++)
			move_write(pos, ml->m[i], form, text[i]);
		qsort(text, (size_t)ml->n, sizeof(text[0]), cmp_str);
		for (i = 1; i < ml->n; i++)
			if (strcmp(text[i - 1], text[i]) == 0)
				fail(pos, "two moves written alike");
	}
}

/* ---- the Traitor family (traitor.md) ---- */

static int
cmp_move(const void *a, const void *b)
{
	tc_move x = *(const tc_move *)a, y = *(const tc_move *)b;

	return x < y ? -1 : x > y;
}

/*
** The turns of ply `ply` whose texts and positions after are checked:
** all of them every TR_ALL-th ply, every TR_STEP-th else (a prime, so
** that the turns checked shift from ply to ply); for make check's time.
*/
#ifndef TR_ALL
#define TR_ALL	32
#endif
#ifndef TR_STEP
#define TR_STEP	23
#endif
static bool
sampled(int ply, int i)
{
	return ply % TR_ALL == 0 || (i + ply) % TR_STEP == 0;
}

/* The rule set and view being played, for messages. */
static char label[96];

/* What the games of one rule set and view have shown. */
static struct cover {
	int announced[TC_NTYPES];	/* announcements, by piece type */
	int ko, undo;		/* turns after which ko= or undo= is written */
	int capmarked;		/* captures of a marked piece */
	int promomarked;	/* promotions of a marked or announced pawn */
	int castles, ep, ends;
} cover;

static void
tfail(const struct tc_pos *pos, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));

static void
tfail(const struct tc_pos *pos, const char *fmt, ...)
{
	char msg[512], what[640];
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(msg, sizeof(msg), fmt, ap);
	va_end(ap);
	snprintf(what, sizeof(what), "[%s] %s", label, msg);
	fail(pos, what);
}

/*
** The position after move m from `before` (now pos) reads back from its
** canonical string, without a warning, to the same string and hash: the
** reader's checks of meaning (ko, undo, ids, targets, castling) hold
** after every turn.
*/
static void
check_reads_back(const struct tc_pos *pos, const struct tc_pos *before,
    tc_move m)
{
	struct tc_pos again;
	struct tc_diags d = { 0 };
	char a[TC_AFEN_MAX], b[TC_AFEN_MAX], text[TC_MOVE_MAX];

	afen_write(pos, a, sizeof(a));
	if (afen_read(&again, pos->var, a, strlen(a), 0, &d, NULL) != 0 ||
	    d.nwarn != 0) {
		move_write(before, m, TC_SAN, text);
		tfail(before, "after %s, %s does not read back: %s", text, a,
		    d.n ? d.d[0].msg : "?");
		return;
	}
	afen_write(&again, b, sizeof(b));
	if (strcmp(a, b) != 0 || again.hash != pos->hash) {
		move_write(before, m, TC_SAN, text);
		tfail(before, "after %s, %s reads back as %s%s", text, a, b,
		    strcmp(a, b) == 0 ? " with another hash" : "");
	}
}

/*
** Every turn written in SAN, LAN, the coordinate and the long form reads
** back as itself, with no warning (the turns `sampled`).
*/
static void
check_turn_texts(const struct tc_pos *pos, const struct tc_movelist *ml,
    int ply)
{
	enum tc_notation form;
	int i;

	for (i = 0; i < ml->n; i++)
		for (form = TC_SAN; form <= TC_LONG; form++) {
			char text[TC_MOVE_MAX], back[TC_MOVE_MAX];
			struct tc_diag md;
			tc_move m = 0;
			int r;

			if (!sampled(ply, i))
				break;
			move_write(pos, ml->m[i], form, text);
			r = move_read(pos, text, strlen(text), &m, &md);
			if (r == TC_READ_OK && m == ml->m[i])
				continue;
			if (r >= 0 && r != TC_READ_NULL)
				move_write(pos, m, TC_LAN, back);
			tfail(pos, "%s reads back %s%s", text, r == TC_READ_OK ?
			    "as " : r == TC_READ_WARN ? "with a warning: " :
			    "with an error: ", r == TC_READ_OK ? back : md.msg);
		}
}

/*
** Positions whose strings differ (clocks aside) have hashes that differ:
** every position of a game is kept here with its string.
*/
#define NSEEN 1024
static struct seen {
	uint64_t hash;
	char s[TC_AFEN_MAX];
} seen[NSEEN];
static int nseen;

/* s without its halfmove and fullmove fields, into out. */
static void
without_clocks(const char *s, char *out)
{
	const char *p = s;
	int field;

	for (field = 0; field < 4 && p; field++)
		p = strchr(p + 1, ' ');
	if (!p) {
		strcpy(out, s);
		return;
	}
	memcpy(out, s, (size_t)(p - s));
	out[p - s] = '\0';
	p = strchr(p + 1, ' ');
	p = p ? strchr(p + 1, ' ') : NULL;
	strcat(out, p ? p : "");
}

static void
check_distinct(const struct tc_pos *pos, const char *s, uint64_t hash)
{
	char key[TC_AFEN_MAX];
	int k = (int)(hash % NSEEN);

	without_clocks(s, key);
	while (seen[k].s[0]) {
		if (seen[k].hash == hash) {
			if (strcmp(seen[k].s, key) != 0)
				tfail(pos, "%s and %s share a hash", seen[k].s,
				    key);
			return;
		}
		k = (k + 1) % NSEEN;
	}
	if (nseen < NSEEN / 2) {
		seen[k].hash = hash;
		strcpy(seen[k].s, key);
		nseen++;
	}
}

/*
** Specific forms: two pieces of one colour and type swap identities.  The
** string differs, so must the hash; and it reads back with that hash.
*/
static void
check_identities(const struct tc_pos *pos, const char *s)
{
	struct tc_pos p = *pos, again;
	struct tc_diags d = { 0 };
	char t[TC_AFEN_MAX];
	int a, b;

	for (a = 0; a < 64; a++)
		for (b = a + 1; b < 64; b++)
			if (p.board[a] && p.board[a] == p.board[b] &&
			    p.mark[a] == p.mark[b] && p.ident[a] &&
			    p.ident[b] && TC_TYPE(p.board[a]) != TC_KING)
				goto found;
	return;
found:
	p.ident[a] = pos->ident[b];
	p.ident[b] = pos->ident[a];
	p.hash = pos_hash_full(&p);
	afen_write(&p, t, sizeof(t));
	if (strcmp(s, t) == 0 || p.hash == pos->hash)
		tfail(pos, "swapping the identities of %s and %s changes %s",
		    pos->var->geom->sqname[a], pos->var->geom->sqname[b],
		    strcmp(s, t) == 0 ? "nothing written" : "not the hash");
	else if (afen_read(&again, p.var, t, strlen(t), 0, &d, NULL) != 0 ||
	    again.hash != p.hash)
		tfail(pos, "%s does not read back with its hash: %s", t,
		    d.n ? d.d[0].msg : "another hash");
	check_distinct(&p, t, p.hash);
}

/* The turns of ml, sorted, into out. */
static void
sorted_turns(const struct tc_movelist *ml, struct tc_movelist *out)
{
	out->n = ml->n;
	memcpy(out->m, ml->m, (size_t)ml->n * sizeof(ml->m[0]));
	qsort(out->m, (size_t)out->n, sizeof(out->m[0]), cmp_move);
}

/*
** The position read back from its string s allows the same turns, or in
** a public view more (see below).
*/
static void
check_turns_kept(const struct tc_pos *pos, const struct tc_movelist *arb,
    const char *s)
{
	static struct tc_movelist ml, back;
	struct tc_pos again;
	struct tc_diags d = { 0 };

	if (afen_read(&again, pos->var, s, strlen(s), 0, &d, NULL) != 0)
		return;		/* check_position says so */
	move_legal(&again, &ml);
	sorted_turns(&ml, &back);
	if (back.n == arb->n && memcmp(back.m, arb->m, (size_t)arb->n *
	    sizeof(arb->m[0])) == 0)
		return;
	/*
	 * A public view's string keeps neither the points nor the
	 * identities announced (traitor.md 4): read back, nothing was
	 * announced, so every turn of the game is allowed, and maybe more.
	 */
	if ((xs_traitor(pos)->hidden[0] || xs_traitor(pos)->hidden[1]) &&
	    (xs_traitor(&again)->announced != xs_traitor(pos)->announced ||
	    memcmp(xs_traitor(&again)->spent, xs_traitor(pos)->spent, 2) !=
	    0)) {
		int i, k = 0;

		for (i = 0; i < arb->n; i++) {
			while (k < back.n && back.m[k] < arb->m[i])
				k++;
			if (k == back.n || back.m[k] != arb->m[i])
				break;
		}
		if (i == arb->n)
			return;
	}
	tfail(pos, "read back from its string, it has %d turns, not %d",
	    back.n, arb->n);
}

/*
** The public view of a position with lists is its string without
** `targets`, and allows every turn that the arbiter view allows.
*/
static void
check_views(const struct tc_pos *pos, const struct tc_movelist *arb,
    const char *s)
{
	static struct tc_movelist ml, pub;
	struct tc_pos p = *pos;
	char t[TC_AFEN_MAX], want[TC_AFEN_MAX];
	const char *k = strstr(s, " targets=");
	int i, j;

	pos_set_view(&p, TC_VIEW_PUBLIC);
	if (!pos_ok(&p))
		tfail(pos, "the public view breaks the hash");
	afen_write(&p, t, sizeof(t));
	strcpy(want, s);
	if (k)
		strcpy(want + (k - s), k + strcspn(k + 1, " ") + 1);
	if (strcmp(t, want) != 0)
		tfail(pos, "the public view is %s", t);
	move_legal(&p, &ml);
	sorted_turns(&ml, &pub);
	for (i = j = 0; i < arb->n; i++) {
		while (j < pub.n && pub.m[j] < arb->m[i])
			j++;
		if (j == pub.n || pub.m[j] != arb->m[i]) {
			char text[TC_MOVE_MAX];

			move_write(pos, arb->m[i], TC_SAN, text);
			tfail(pos, "%s is legal, but not in the public view",
			    text);
			break;
		}
	}
}

/* The checks of the Traitor family on a position of a game, written s. */
static void
check_traitor(const struct tc_pos *pos, const struct tc_movelist *ml,
    const char *s, int ply, bool readable)
{
	static struct tc_movelist arb;

	sorted_turns(ml, &arb);
	check_distinct(pos, s, pos->hash);
	if ((pos->var->flags & TC_VF_IDENTS) && readable)
		check_identities(pos, s);
	if (readable)
		check_turns_kept(pos, &arb, s);
	if (strstr(s, " targets="))
		check_views(pos, &arb, s);
	check_turn_texts(pos, ml, ply);
}

/* ---- EN Chess (en-chess.md) ---- */

/*
** What the EN games played: the moves made in them (not merely
** generated), by what they do, and how the games ended.
*/
static struct en_cover {
	int beyond;		/* over a capture to land beyond (Qxe7-f8) */
	int twice;		/* two captures on one ray (Qxa7xa8) */
	int swaps;		/* a King and an Auror swap squares (K~x0) */
	int inplace;		/* a waiting pawn promotes in place (e8=Q) */
	int xcapture;		/* a pawn captures onto x0 or x9 (exx9=N) */
	int arrival[3];		/* a pawn arrives: stays, a King, an Auror */
	int kingcap;		/* a King captured */
	int stunted;		/* a move of a stunted slider */
	int offgrid;		/* a piece moves from or to x0/x9 */
	int partial;		/* leaves Kings in check, fewer than before */
	int lost, lostlate;	/* lost turns, and those after the first ply */
	int passes;		/* games ended by a double pass */
	int castles, ep, mates, stalemates;
	long moves;		/* legal moves checked by the naive filter */
} en_cover;

static int
en_kings(const struct tc_pos *pos, int side)
{
	int sq, n = 0;

	for (sq = 0; sq < pos->var->geom->nsq; sq++)
		n += pos->board[sq] == TC_CODE(TC_KING, side);
	return n;
}

/*
** Rule 7.1 read literally: a King of `side` is in check when a move of
** the other side's movement (its pseudo-legal moves, whether legal or
** not) captures it, on the landing square or passing over it.  Returns
** how many of side's Kings are, and sets *attackers to the number of
** (piece, King) pairs; independent of the engine's attack tables.
*/
static int
en_checked_by_moves(const struct tc_pos *pos, int side, int *attackers)
{
	static tc_move mv[TC_MAXMOVES];
	struct tc_pos p = *pos;
	int nsq = pos->var->geom->nsq, sq, i, n, checked = 0;

	p.turn = (uint8_t)(side ^ 1);
	n = p.eng->pseudo(&p, mv);
	*attackers = 0;
	for (sq = 0; sq < nsq; sq++) {
		bool by[TC_MAXSQ] = { false }, hit = false;

		if (pos->board[sq] != TC_CODE(TC_KING, side))
			continue;
		for (i = 0; i < n; i++) {
			if (TC_KIND(mv[i]) == TC_MK_SWAP ||
			    TC_KIND(mv[i]) == TC_MK_CASTLE ||
			    (TC_TO(mv[i]) != sq && !(TC_AUX_KIND(mv[i]) ==
			    TC_AUX_CAPTURE && TC_AUX_SQ(mv[i]) == sq)))
				continue;
			hit = true;
			if (!by[TC_FROM(mv[i])]) {
				by[TC_FROM(mv[i])] = true;
				(*attackers)++;
			}
		}
		checked += hit;
	}
	return checked;
}

/* A move for messages, written without asking whether it is legal. */
static const char *
en_raw(const struct tc_pos *pos, tc_move m, char *buf)
{
	char f[4], t[4], a[4];

	geom_square_name(pos->var->geom, TC_FROM(m), f);
	geom_square_name(pos->var->geom, TC_TO(m), t);
	geom_square_name(pos->var->geom, TC_AUX_KIND(m) == TC_AUX_CAPTURE ?
	    TC_AUX_SQ(m) : TC_NOSQ, a);
	snprintf(buf, 48, "%s%s kind %d promo %d over %s", f, t, TC_KIND(m),
	    TC_PROMO(m), a);
	return buf;
}

/*
** The sorted lists legal and naive (the moves counted `by` a naive
** rule) are the same; else a failure naming the first difference,
** each move written by raw.
*/
static void
same_moves(const struct tc_pos *pos, const struct tc_movelist *legal,
    const struct tc_movelist *naive, const char *(*raw)(const struct
    tc_pos *, tc_move, char *), const char *by)
{
	char t1[48], t2[48];
	int i;

	if (naive->n == legal->n && memcmp(naive->m, legal->m, (size_t)
	    legal->n * sizeof(legal->m[0])) == 0)
		return;
	for (i = 0; i < naive->n && i < legal->n &&
	    naive->m[i] == legal->m[i]; i++)
		;
	tfail(pos, "%d legal moves, %d %s (first difference: legal %s, naive "
	    "%s)", legal->n, naive->n, by, i < legal->n ? raw(pos,
	    legal->m[i], t1) : "none", i < naive->n ? raw(pos, naive->m[i],
	    t2) : "none");
}

/*
** The legal moves ml of pos are its pseudo-legal moves kept by rule 7.2
** computed naively: each made on a copy, the mover's Kings in check
** counted before and after (legal iff after == 0 or after < before);
** with none, a lost turn iff some but not all of them are in check and
** the opponent did not just lose his (8.1, 8.2).  Check counts agree
** with the moves that capture Kings; the end is judged as 8.1 says.
*/
static void
check_en_legal(const struct tc_pos *pos, const struct tc_movelist *ml)
{
	static tc_move pseudo[TC_MAXMOVES];
	static struct tc_movelist naive, legal;
	char t1[48];
	int us = pos->turn, n, i, before, nk, side, atk, c;
	struct tc_end st;
	const char *want;

	for (side = 0; side < 2; side++) {
		c = en_checked_by_moves(pos, side, &atk);
		if (c != pos_checked(pos, side))
			tfail(pos, "%s: %d Kings in check, but %d captured by "
			    "a move", side ? "Black" : "White",
			    pos_checked(pos, side), c);
		if (side == us && atk != pos_checkers(pos))
			tfail(pos, "%d checkers, but %d pieces capture a King",
			    pos_checkers(pos), atk);
	}
	before = pos_checked(pos, us);
	nk = en_kings(pos, us);
	n = pos->eng->pseudo(pos, pseudo);
	naive.n = 0;
	for (i = 0; i < n; i++) {
		struct tc_pos after = *pos;
		struct tc_undo u;

		pos_make(&after, pseudo[i], &u);
		c = pos_checked(&after, us);
		if (c == 0 || c < before)
			naive.m[naive.n++] = pseudo[i];
	}
	if (naive.n == 0 && before > 0 && before < nk && !xs_passes(pos))
		naive.m[naive.n++] = TC_NULLMOVE;
	qsort(naive.m, (size_t)naive.n, sizeof(naive.m[0]), cmp_move);
	sorted_turns(ml, &legal);
	for (i = 1; i < naive.n; i++)
		if (naive.m[i] == naive.m[i - 1])
			tfail(pos, "%s generated twice", en_raw(pos,
			    naive.m[i], t1));
	en_cover.moves += ml->n;
	same_moves(pos, &legal, &naive, en_raw, "by rule 7.2 computed "
	    "naively");
	if (move_any_legal(pos) != (ml->n > 0))
		tfail(pos, "move_any_legal says %d with %d moves",
		    move_any_legal(pos), ml->n);
	pos_status(pos, &st);
	/* en-chess.md 10: mate, stalemate, or the double pass's draw. */
	want = ml->n > 0 ? NULL : before == 0 ? "stalemate" : before == nk ?
	    "checkmate" : "a double pass (neither player can move)";
	if ((st.why == NULL) != (want == NULL) || (want && strcmp(st.why,
	    want) != 0))
		tfail(pos, "status '%s' with %d moves and %d of %d Kings in "
		    "check", st.why ? st.why : "", ml->n, before, nk);
}

/*
** Every legal move written in SAN, LAN, the coordinate and the long
** form (en-chess.md 10) reads back as that move, without a warning.
*/
static void
check_en_texts(const struct tc_pos *pos, const struct tc_movelist *ml)
{
	enum tc_notation form;
	int i;

	for (i = 0; i < ml->n; i++)
		for (form = TC_SAN; form <= TC_LONG; form++) {
			char text[TC_MOVE_MAX], back[TC_MOVE_MAX];
			struct tc_diag md;
			tc_move m = 0;
			int r;

			move_write(pos, ml->m[i], form, text);
			r = move_read(pos, text, strlen(text), &m, &md);
			if (r == TC_READ_OK && m == ml->m[i])
				continue;
			if (r >= 0 && r != TC_READ_NULL)
				move_write(pos, m, TC_LAN, back);
			tfail(pos, "%s (form %d) reads back %s%s", text,
			    (int)form, r == TC_READ_OK ? "as " :
			    r == TC_READ_WARN ? "with a warning: " :
			    "with an error: ", r == TC_READ_OK ? back : md.msg);
		}
}

static void
check_en(const struct tc_pos *pos, const struct tc_movelist *ml,
    const char *s)
{
	struct tc_pos other = *pos;

	/*
	 * A lost turn just before decides between a lost turn and a double
	 * pass (8.2): two positions that differ by it differ in hash, though
	 * their EN-FENs are alike.
	 */
	xs_set_passes(&other, !xs_passes(pos));
	if (pos_hash_full(&other) == pos->hash)
		tfail(pos, "the lost turn before (passes %d) is not in the "
		    "hash", xs_passes(pos));
	check_distinct(pos, s, pos->hash);
	check_en_legal(pos, ml);
	check_en_texts(pos, ml);
}

/* True if m, a legal move of pos, captures a King. */
static bool
en_takes_king(const struct tc_pos *pos, tc_move m)
{
	int to = TC_TO(m);

	if (TC_KIND(m) == TC_MK_SWAP || TC_KIND(m) == TC_MK_NULL)
		return false;
	return (to != TC_FROM(m) && TC_TYPE(pos->board[to]) == TC_KING) ||
	    (TC_AUX_KIND(m) == TC_AUX_CAPTURE &&
	    TC_TYPE(pos->board[TC_AUX_SQ(m)]) == TC_KING);
}

/*
** A random move of ml that captures a King, if there is one, half of the
** time; else one of those that give check or do more than move a piece
** to an empty square or swap (captures, promotions, castling, en
** passant, a lost turn); else any.  For one EN move in three, so that
** the games reach the rules' corners and their ends.
*/
static tc_move
en_special(const struct tc_pos *pos, const struct tc_movelist *ml)
{
	static tc_move sp[TC_MAXMOVES], kings[TC_MAXMOVES];
	int i, k = 0, nk = 0;

	for (i = 0; i < ml->n; i++) {
		struct tc_pos after = *pos;
		struct tc_undo u;
		tc_move m = ml->m[i];

		if (en_takes_king(pos, m))
			kings[nk++] = m;
		pos_make(&after, m, &u);
		if (pos_in_check(&after, after.turn) ||
		    (TC_KIND(m) != TC_MK_SWAP && (TC_KIND(m) != TC_MK_NORMAL ||
		    TC_AUX_KIND(m) == TC_AUX_CAPTURE || pos->board[TC_TO(m)])))
			sp[k++] = m;
	}
	if (nk && next() % 2 == 0)
		return kings[next() % (uint64_t)nk];
	return k ? sp[next() % (uint64_t)k] : ml->m[next() % (uint64_t)ml->n];
}

/* Note in en_cover what move m does in pos, before it is made. */
static void
en_cover_turn(const struct tc_pos *pos, tc_move m, int ply)
{
	const struct tc_geom *g = pos->var->geom;
	int from = TC_FROM(m), to = TC_TO(m), kind = TC_KIND(m);
	int aux = TC_AUX_KIND(m) == TC_AUX_CAPTURE ? TC_AUX_SQ(m) : -1;
	uint8_t c = pos->board[from];
	struct tc_pos after = *pos;
	struct tc_undo u;

	if (kind == TC_MK_NULL) {
		en_cover.lost++;
		en_cover.lostlate += ply > 0;
		return;
	}
	if (aux >= 0 && pos->board[to])
		en_cover.twice++;
	else if (aux >= 0)
		en_cover.beyond++;
	en_cover.swaps += kind == TC_MK_SWAP;
	en_cover.castles += kind == TC_MK_CASTLE;
	en_cover.ep += kind == TC_MK_EP;
	if (TC_TYPE(c) == TC_PAWN) {
		if (from == to)
			en_cover.inplace++;
		else if (g->file[to] < 0)
			en_cover.xcapture++;
		else if (g->rel[pos->turn][to] == g->ranks - 1)
			en_cover.arrival[kind != TC_MK_PROMO ? 0 :
			    TC_PROMO(m) == TC_KING ? 1 : 2]++;
	} else if (kind != TC_MK_SWAP && (g->file[from] < 0 ||
	    g->file[to] < 0)) {
		en_cover.offgrid++;
	}
	en_cover.kingcap += en_takes_king(pos, m);
	if (pos->var->badge && pos->var->badge(pos, from) == 'S')
		en_cover.stunted++;
	pos_make(&after, m, &u);
	en_cover.partial += pos_checked(&after, pos->turn) > 0;
}

/* ---- Complex Allegiance Chess (complex-allegiance.md) ---- */

/*
** What the CA games played (moves made, not merely generated) and saw.
*/
static struct ca_cover {
	long moves;		/* legal moves checked against the naive ones */
	int castles[4][2];	/* by player: O-O (nearer Rook), O-O-O */
	int ep_opp;		/* e.p. of the opposite player's own pawn */
	int ep_shared;		/* e.p. of a shared pawn by a non-controller */
	int ep_two;		/* e.p. onto a square two entries share */
	int ep_double;		/* ... removing two pawns at once */
	int two_entries;	/* positions with two entries on one square */
	int promo_own, promo_shared;
	int shared_cap;		/* captures by a shared pawn */
	int shared_double;	/* double steps of a shared pawn */
	int shared_taken;	/* shared pieces captured */
	int passes;		/* forced passes played */
	int fourpass;		/* positions with no move after three passes */
	int kingcap;		/* King captures */
	int ends;		/* games ended: no moves */
} ca_cover;

#include "ca-naive.h"

/* A move for messages: its coordinates and kind. */
static const char *
ca_raw(const struct tc_pos *pos, tc_move m, char *buf)
{
	snprintf(buf, 48, "%s%s kind %d promo %d",
	    pos->var->geom->sqname[TC_FROM(m)],
	    pos->var->geom->sqname[TC_TO(m)], TC_KIND(m), TC_PROMO(m));
	return buf;
}

/* The legal moves ml against the naive generator; make against naive. */
static void
check_ca_legal(struct tc_pos *pos, const struct tc_movelist *ml)
{
	static struct tc_movelist naive, legal;
	const struct tc_geom *g = pos->var->geom;
	char t1[48];
	int i, sq, P;
	struct tc_end st;
	const char *why;

	naive.n = ca_naive(pos, naive.m);
	qsort(naive.m, (size_t)naive.n, sizeof(naive.m[0]), cmp_move);
	sorted_turns(ml, &legal);
	ca_cover.moves += ml->n;
	for (i = 1; i < legal.n; i++)
		if (legal.m[i] == legal.m[i - 1])
			tfail(pos, "%s generated twice", ca_raw(pos,
			    legal.m[i], t1));
	same_moves(pos, &legal, &naive, ca_raw, "by the naive generator");
	if (move_any_legal(pos) != (ml->n > 0))
		tfail(pos, "move_any_legal says %d with %d moves",
		    move_any_legal(pos), ml->n);
	pos_status(pos, &st);
	for (i = 0, sq = 0; sq < g->nsq; sq++)
		i += TC_TYPE(pos->board[sq]) == TC_KING;
	/* R6: a King captured ends the game; R1: four passes draw it. */
	why = i < 4 ? "a King capture" : ml->n == 0 ? "four passes (no "
	    "player can move)" : NULL;
	if ((st.why == NULL) != (why == NULL) || (why && strcmp(st.why,
	    why) != 0))
		tfail(pos, "status '%s' with %d Kings and %d moves", st.why ?
		    st.why : "", i, ml->n);
	/* Each move made, against the same move made by the spec. */
	for (i = 0; i < ml->n; i++) {
		struct tc_pos after = *pos, want;
		struct tc_undo u;

		pos_make(&after, ml->m[i], &u);
		ca_naive_make(pos, ml->m[i], &want);
		if (memcmp(after.board, want.board, (size_t)g->nsq) != 0 ||
		    memcmp(after.ep, want.ep, 4) != 0 ||
		    after.castle != want.castle || after.turn != want.turn ||
		    after.halfmove != want.halfmove ||
		    after.fullmove != want.fullmove ||
		    xs_passes(&after) != xs_passes(&want)) {
			char s[TC_AFEN_MAX];

			afen_write(&want, s, sizeof(s));
			tfail(pos, "%s makes another position than the spec's "
			    "%s", ca_raw(pos, ml->m[i], t1), s);
		}
	}
	for (sq = 0; sq < g->nsq; sq++)
		for (P = 0; P < 4; P++)
			if (pos->ep[P] == sq) {
				int k;

				for (k = P + 1; k < 4; k++)
					if (pos->ep[k] == sq) {
						ca_cover.two_entries++;
						break;
					}
			}
}

/* True if m, a legal move of pos, captures a King. */
static bool
ca_takes_king(const struct tc_pos *pos, tc_move m)
{
	return TC_KIND(m) != TC_MK_NULL && TC_KIND(m) != TC_MK_CASTLE &&
	    TC_TYPE(pos->board[TC_TO(m)]) == TC_KING;
}

/*
** The texts of move m that the spec fixes, made here from its squares:
** the coordinate form (6.3) into uci, the long form of 6.2 (TC_LONG;
** TC_LAN is it with SAN's '#') into lan, and in SAN (6.1) the castling
** names (O-O with the nearer Rook),
** "--" for a pass and '#' on a King capture alone: false if san differs.
*/
static bool
ca_expected(const struct tc_pos *pos, tc_move m, const char *san, char *uci,
    char *lan)
{
	static const char letter[] = " PNBRQK";
	const struct tc_geom *g = pos->var->geom;
	int from = TC_FROM(m), to = TC_TO(m), k = TC_KIND(m);
	int ff = g->file[from], fr = g->rank[from] + 1;
	int tf = g->file[to], tr = g->rank[to] + 1;
	uint8_t c = pos->board[from];
	size_t n = strlen(san);
	char promo[3] = "";

	if (k == TC_MK_NULL) {
		strcpy(uci, "0000");
		strcpy(lan, "--");
		return strcmp(san, "--") == 0;
	}
	if (k == TC_MK_PROMO)
		snprintf(promo, sizeof(promo), "=%c", letter[TC_PROMO(m)]);
	snprintf(uci, TC_MOVE_MAX, "%c%d%c%d%c", 'a' + ff, fr, 'a' + tf, tr,
	    promo[0] ? promo[1] - 'A' + 'a' : '\0');
	if (k == TC_MK_CASTLE) {
		/* The nearer Rook: two squares between it and the King. */
		const int (*cs)[2] = ca_cs[pos->turn];
		int s = 1 + nv_castle_side(pos, pos->turn, m);
		int d = abs(cs[s][0] - cs[0][0]) + abs(cs[s][1] - cs[0][1]);

		strcpy(lan, d == 3 ? "O-O" : "O-O-O");
		return strcmp(san, lan) == 0;
	}
	snprintf(lan, TC_MOVE_MAX, "%s%c%d%c%c%d%s", TC_TYPE(c) == TC_PAWN ?
	    "" : (char[]){ letter[TC_TYPE(c)], '\0' }, 'a' + ff, fr,
	    pos->board[to] || k == TC_MK_EP ? 'x' : '-', 'a' + tf, tr, promo);
	return strchr(san, '+') == NULL && (n > 0 && san[n - 1] == '#') ==
	    ca_takes_king(pos, m);
}

/*
** Every legal move written in SAN, LAN, the coordinate and the long
** form (complex-allegiance.md 6) reads back as that move, no warning;
** the coordinate, long and LAN forms are the spec's, made here; in SAN the
** castling names, the pass and the '#' are the spec's.
*/
static void
check_ca_texts(const struct tc_pos *pos, const struct tc_movelist *ml)
{
	enum tc_notation form;
	int i;

	for (i = 0; i < ml->n; i++) {
		char san[TC_MOVE_MAX], lan[TC_MOVE_MAX], uci[TC_MOVE_MAX];
		char lf[TC_MOVE_MAX], want_lf[TC_MOVE_MAX], want_lan[40];
		char want_uci[TC_MOVE_MAX], t1[48];

		move_write(pos, ml->m[i], TC_SAN, san);
		move_write(pos, ml->m[i], TC_LAN, lan);
		move_write(pos, ml->m[i], TC_UCI, uci);
		move_write(pos, ml->m[i], TC_LONG, lf);
		if (!ca_expected(pos, ml->m[i], san, want_uci, want_lf))
			tfail(pos, "%s is written %s in SAN", ca_raw(pos,
			    ml->m[i], t1), san);
		if (strcmp(uci, want_uci) != 0)
			tfail(pos, "%s is written %s, not %s", ca_raw(pos,
			    ml->m[i], t1), uci, want_uci);
		/* The long form has no marks; LAN has SAN's '#'. */
		if (strcmp(lf, want_lf) != 0)
			tfail(pos, "%s is written %s in the long form, not %s",
			    ca_raw(pos, ml->m[i], t1), lf, want_lf);
		snprintf(want_lan, sizeof(want_lan), "%s%s", want_lf,
		    ca_takes_king(pos, ml->m[i]) ? "#" : "");
		if (strcmp(lan, want_lan) != 0)
			tfail(pos, "%s is written %s in LAN, not %s",
			    ca_raw(pos, ml->m[i], t1), lan, want_lan);
	}
	for (i = 0; i < ml->n; i++)
		for (form = TC_SAN; form <= TC_LONG; form++) {
			char text[TC_MOVE_MAX], back[TC_MOVE_MAX], t1[48];
			struct tc_diag md;
			tc_move m = 0;
			int r;

			move_write(pos, ml->m[i], form, text);
			r = move_read(pos, text, strlen(text), &m, &md);
			if (r == TC_READ_OK && m == ml->m[i])
				continue;
			if (ml->m[i] == TC_NULLMOVE && r == TC_READ_NULL)
				continue;
			if (r >= 0 && r != TC_READ_NULL)
				move_write(pos, m, TC_LAN, back);
			tfail(pos, "%s (%s, form %d) reads back %s%s", text,
			    ca_raw(pos, ml->m[i], t1), (int)form,
			    r == TC_READ_OK ? "as " : r == TC_READ_WARN ?
			    "with a warning: " : r == TC_READ_NULL ?
			    "as a pass" : "with an error: ", r == TC_READ_OK ?
			    back : r == TC_READ_NULL ? "" : md.msg);
		}
}

static void
check_ca(struct tc_pos *pos, const struct tc_movelist *ml, const char *s)
{
	struct tc_pos other = *pos, again;
	struct tc_diags d = { 0 };

	if (pos->hash != pos_hash_full(pos))
		tfail(pos, "the hash is not the hash computed from scratch");
	/* The passes before (not in CA-FEN) are in the hash. */
	xs_set_passes(&other, xs_passes(pos) ? 0 : 1);
	if (pos_hash_full(&other) == pos->hash)
		tfail(pos, "the passes before (%d) are not in the hash",
		    xs_passes(pos));
	/* The CA-FEN reads back to the same position, passes aside. */
	if (afen_read(&again, pos->var, s, strlen(s), 0, &d, NULL) == 0 &&
	    (memcmp(again.board, pos->board, TC_MAXSQ) != 0 ||
	    memcmp(again.ep, pos->ep, sizeof(pos->ep)) != 0 ||
	    again.castle != pos->castle || again.turn != pos->turn ||
	    again.halfmove != pos->halfmove ||
	    again.fullmove != pos->fullmove || xs_passes(&again) != 0))
		tfail(pos, "%s reads back as another position", s);
	check_distinct(pos, s, pos->hash);
	check_ca_legal(pos, ml);
	check_ca_texts(pos, ml);
}

/*
** A move of a rare kind, for one CA move in two: a kind picked among
** those present (castling, e.p., promotion, double step, a capture, a
** King capture less often, as it ends the game), then a move of it.
*/
static tc_move
ca_special(const struct tc_pos *pos, const struct tc_movelist *ml)
{
	static tc_move by[6][TC_MAXMOVES];
	int nby[6] = { 0 }, kinds[6], nk = 0, i, k;

	for (i = 0; i < ml->n; i++) {
		tc_move m = ml->m[i];

		k = ca_takes_king(pos, m) ? 0 : TC_KIND(m) == TC_MK_CASTLE ? 1 :
		    TC_KIND(m) == TC_MK_EP ? 2 : TC_KIND(m) == TC_MK_PROMO ? 3 :
		    TC_KIND(m) == TC_MK_DOUBLE ? 4 : TC_KIND(m) != TC_MK_NULL &&
		    pos->board[TC_TO(m)] ? 5 : -1;
		if (k >= 0)
			by[k][nby[k]++] = m;
	}
	for (k = 0; k < 6; k++)
		if (nby[k] && (k != 0 || next() % 4 == 0))
			kinds[nk++] = k;
	if (nk == 0)
		return ml->m[next() % (uint64_t)ml->n];
	k = kinds[next() % (uint64_t)nk];
	return by[k][next() % (uint64_t)nby[k]];
}

/* Note in ca_cover what move m does in pos, before it is made. */
static void
ca_cover_turn(const struct tc_pos *pos, tc_move m, int ply)
{
	const struct tc_geom *g = pos->var->geom;
	int p = pos->turn, from = TC_FROM(m), to = TC_TO(m), P;
	int n = 0, taken = 0;
	uint8_t c = pos->board[from];

	(void)ply;
	switch (TC_KIND(m)) {
	case TC_MK_NULL:
		ca_cover.passes++;
		return;
	case TC_MK_CASTLE:
		ca_cover.castles[p][nv_castle_side(pos, p, m)]++;
		return;
	case TC_MK_EP:
		for (P = 0; P < 4; P++) {
			int l;

			if (pos->ep[P] != to)
				continue;
			n++;
			l = nv_landing(g, P, to);
			if (!nv_prey(p, pos->board[l]))
				continue;
			taken++;
			if (TC_COLOUR(pos->board[l]) == P && P == (p + 2) % 4)
				ca_cover.ep_opp++;
			else if (TC_COLOUR(pos->board[l]) >= 4)
				ca_cover.ep_shared++;
		}
		ca_cover.ep_two += n > 1;
		ca_cover.ep_double += taken > 1;
		break;
	case TC_MK_PROMO:
		if (TC_COLOUR(c) >= 4)
			ca_cover.promo_shared++;
		else
			ca_cover.promo_own++;
		break;
	case TC_MK_DOUBLE:
		ca_cover.shared_double += TC_COLOUR(c) >= 4;
		break;
	default:
		break;
	}
	if (pos->board[to]) {
		ca_cover.kingcap += TC_TYPE(pos->board[to]) == TC_KING;
		ca_cover.shared_taken += TC_COLOUR(pos->board[to]) >= 4;
		ca_cover.shared_cap += TC_TYPE(c) == TC_PAWN &&
		    TC_COLOUR(c) >= 4;
	}
}

static void
check_position(struct tc_pos *pos, int ply)
{
	struct tc_movelist ml;
	struct tc_pos saved = *pos, again;
	struct tc_diags d = { 0 };
	char a[TC_AFEN_MAX], b[TC_AFEN_MAX];
	bool readable = true;
	int i;

	positions++;
	if (!pos_ok(pos))
		fail(pos, "invariants or hash broken");
	move_legal(pos, &ml);
	for (i = 0; i < ml.n; i++) {
		struct tc_undo u;

		pos_make(pos, ml.m[i], &u);
		if (pos->hash != pos_hash_full(pos))
			fail(&saved, "incremental hash differs after a move");
		if (pos->var == &tc_neutral) {
			/* Every neutral piece that attacks a recruited one
			** has been recruited: the reader checks it. */
			d.n = d.nerr = d.nwarn = 0;
			afen_write(pos, a, sizeof(a));
			if (afen_read(&again, pos->var, a, strlen(a), 0, &d,
			    NULL) != 0)
				fail(&saved, d.d[0].msg);
		}
		if (pos->var->announce && sampled(ply, i))
			check_reads_back(pos, &saved, ml.m[i]);
		if (!pos_ok(pos))
			fail(&saved, "invariants broken after a move");
		pos_unmake(pos, ml.m[i], &u);
		if (memcmp(pos, &saved, sizeof(saved)) != 0)
			fail(&saved, "unmake did not restore the position");
	}
	afen_write(pos, a, sizeof(a));
	/*
	 * Read with every check of meaning: for Neutral Subject this checks
	 * that recruitment left no neutral piece attacking a recruited one.
	 */
	if (afen_read(&again, pos->var, a, strlen(a), 0, &d, NULL) != 0) {
		readable = false;
		fail(pos, d.n ? d.d[d.n - 1].msg :
		    "canonical AFEN does not read back");
	} else {
		struct tc_pos shown = *pos;

		/*
		 * An EN-FEN does not show that the player to move follows a
		 * lost turn (en-chess.md 9): read back, the position has the
		 * hash of the same position without it.
		 */
		xs_set_passes(&shown, 0);
		afen_write(&again, b, sizeof(b));
		if (strcmp(a, b) != 0 || again.hash != pos_hash_full(&shown))
			fail(pos, "canonical AFEN is not idempotent");
		if (d.nwarn != 0)
			fail(pos, d.d[0].msg);
	}
	if (pos->var->announce)
		check_traitor(pos, &ml, a, ply, readable);
	if (pos->var == &tc_en)
		check_en(pos, &ml, a);
	if (pos->var == &tc_ca)
		check_ca(pos, &ml, a);
	/* The Traitor family, EN and CA read every form back above. */
	for (i = 0; i < ml.n && ply % 4 == 0 && !pos->var->announce &&
	    pos->var != &tc_en && pos->var != &tc_ca; i++) {
		char san[TC_MOVE_MAX];
		struct tc_diag md;
		tc_move m;

		move_write(pos, ml.m[i], TC_SAN, san);
		if (move_read(pos, san, strlen(san), &m, &md) < 0 ||
		    m != ml.m[i])
			fail(pos, "SAN does not read back as its move");
	}
	if (ply % 16 == 0) {
		check_texts(pos, &ml);
		if (perft(pos, 2) != perft_copy(pos, 2))
			fail(pos, "perft by make/unmake differs from copying");
		if (memcmp(pos, &saved, sizeof(saved)) != 0)
			fail(&saved, "perft changed the position");
	}
}

/* Note in cover what turn m does in pos, before it is made. */
static void
cover_turn(const struct tc_pos *pos, tc_move m)
{
	int from = TC_FROM(m), to = TC_TO(m), a = -1;

	if (TC_AUX_KIND(m) == TC_AUX_ANNOUNCE) {
		a = TC_AUX_SQ(m);
		cover.announced[TC_TYPE(pos->board[a])]++;
	}
	if (pos->board[to] && pos->mark[to] != TC_PURE)
		cover.capmarked++;
	if (TC_KIND(m) == TC_MK_PROMO && (pos->mark[from] != TC_PURE ||
	    a == from))
		cover.promomarked++;
	cover.castles += TC_KIND(m) == TC_MK_CASTLE;
	cover.ep += TC_KIND(m) == TC_MK_EP;
}

/*
** A random turn among those with an announcement, ml->m[plain..n): of a
** random type among those announced there, then of a random piece of
** that type, so that every type comes up; in a game that waits for a
** queen (which costs all 9 points), a queen's, or a plain move if none.
*/
static tc_move
announcement(const struct tc_pos *pos, const struct tc_movelist *ml,
    int plain, bool queen)
{
	int types[TC_NTYPES], ntypes = 0, type, sq[64], nsq = 0, first, i;

	for (i = plain; i < ml->n; i++) {
		int t = TC_TYPE(pos->board[TC_AUX_SQ(ml->m[i])]), k;

		for (k = 0; k < ntypes && types[k] != t; k++)
			;
		if (k == ntypes)
			types[ntypes++] = t;
	}
	if (queen) {
		for (i = 0; i < ntypes && types[i] != TC_QUEEN; i++)
			;
		if (i == ntypes)
			return ml->m[next() % (uint64_t)(plain ? plain :
			    ml->n)];
		type = TC_QUEEN;
	} else {
		type = types[next() % (uint64_t)ntypes];
	}
	/* The turns of one announcement follow each other. */
	for (i = plain; i < ml->n; i++)
		if (TC_TYPE(pos->board[TC_AUX_SQ(ml->m[i])]) == type &&
		    (nsq == 0 || TC_AUX_SQ(ml->m[sq[nsq - 1]]) !=
		    TC_AUX_SQ(ml->m[i])))
			sq[nsq++] = i;
	first = sq[next() % (uint64_t)nsq];
	for (i = first; i < ml->n && TC_AUX_SQ(ml->m[i]) ==
	    TC_AUX_SQ(ml->m[first]); i++)
		;
	return ml->m[first + next() % (uint64_t)(i - first)];
}

/*
** A random game of at most `plies` plies from start, in the view given
** (TC_VIEW_ARBITER: as read).  In the Traitor family one turn in three
** is taken among those with an announcement, when there are some, so
** that lists last into the middle game; with `queen`, only a queen is
** announced.
*/
static void
random_game(const struct tc_variant *var, const char *start, int view,
    int plies, bool queen)
{
	static struct tc_movelist ml;
	struct tc_pos pos;
	struct tc_diags d = { 0 };
	struct tc_undo u;
	int ply;

	if (afen_read(&pos, var, start, strlen(start), 0, &d, NULL) != 0) {
		printf("bad start %s: %s\n", start, d.n ? d.d[0].msg : "");
		fails++;
		return;
	}
	if (view != TC_VIEW_ARBITER)
		pos_set_view(&pos, view);
	memset(seen, 0, sizeof(seen));
	nseen = 0;
	for (ply = 0; ply < plies; ply++) {
		int n, plain = 0, i;
		tc_move m;

		check_position(&pos, ply);
		if ((n = move_legal(&pos, &ml)) == 0) {
			cover.ends++;
			if (var == &tc_en) {
				int c = pos_checked(&pos, pos.turn);
				int nk = en_kings(&pos, pos.turn);

				en_cover.passes += c > 0 && c < nk;
				en_cover.mates += c > 0 && c == nk;
				en_cover.stalemates += c == 0;
			}
			if (var == &tc_ca) {
				ca_cover.ends++;
				ca_cover.fourpass += xs_passes(&pos) == 3;
			}
			break;
		}
		for (i = 0; i < n; i++)
			plain += TC_AUX_KIND(ml.m[i]) != TC_AUX_ANNOUNCE;
		/* The plain moves come first (traitor.c, generate). */
		if (var == &tc_en && next() % 3 == 0)
			m = en_special(&pos, &ml);
		else if (var == &tc_ca && next() % 2 == 0)
			m = ca_special(&pos, &ml);
		else if (plain == n || (plain > 0 && next() % 3 != 0))
			m = ml.m[next() % (uint64_t)plain];
		else
			m = announcement(&pos, &ml, plain, queen);
		if (var->announce)
			cover_turn(&pos, m);
		if (var == &tc_en)
			en_cover_turn(&pos, m, ply);
		if (var == &tc_ca)
			ca_cover_turn(&pos, m, ply);
		pos_make(&pos, m, &u);
		if (var->announce) {
			cover.ko += xs_traitor(&pos)->ko_from != TC_NOSQ;
			cover.undo += xs_traitor(&pos)->undo != TC_NOSQ;
		}
	}
}

/* Lists for the arbiter view: White's, then Black's (traitor.md 4, 6.1). */
static const char *const specific_lists[] = {
	"Qd8/Bc1,Rh1,g2", "Nb8,Bf8,a7,c7,h7/Nb1,Rh1,d2", "Ra8,Ng8,e7/Qd1",
};
static const char *const simplified_lists[] = {
	"Q/BNPPP", "RBP/NNPPP", "NNB/Q",
};

#ifndef TR_GAMES
#define TR_GAMES	4	/* games per rule set and view */
#endif
#ifndef TR_PLIES
#define TR_PLIES	150	/* plies per game at most */
#endif

static void
uncovered(const char *fmt, ...) __attribute__((format(printf, 1, 2)));

/* A kind of turn the games of label did not play: a failure. */
static void
uncovered(const char *fmt, ...)
{
	va_list ap;

	printf("[%s] ", label);
	va_start(ap, fmt);
	vprintf(fmt, ap);
	va_end(ap);
	printf("\n");
	fails++;
}

/*
** Random games of one Traitor rule set in the arbiter view with lists
** and, for the forms with lists, in the public view.  Over both views
** they must have announced every type of piece and captured a marked
** piece (a defected one has no mark); in each view, set weak ko and
** written undo where the rule set has them.
*/
static void
traitor_games(const struct tc_variant *var)
{
	const bool specific = var->flags & TC_VF_IDENTS;
	const bool lists = strstr(var->keys, "targets") != NULL;
	const char *const *l = specific ? specific_lists : simplified_lists;
	char opts[64], start[TC_AFEN_MAX];
	int announced[TC_NTYPES] = { 0 }, capmarked = 0;
	int view, g, t;

	tc_variant_options_write(var, opts, sizeof(opts));
	for (view = 0; view < (lists ? 2 : 1); view++) {
		snprintf(label, sizeof(label), "%s%s%s, %s view", var->name,
		    *opts ? " " : "", opts, view ? "public" : "arbiter");
		memset(&cover, 0, sizeof(cover));
		for (g = 0; g < TR_GAMES; g++) {
			if (lists)
				snprintf(start, sizeof(start), "%s targets=%s",
				    var->start, l[g % 3]);
			else
				snprintf(start, sizeof(start), "%s budget=9/9",
				    var->start);
			random_game(var, start, view ? TC_VIEW_PUBLIC :
			    TC_VIEW_ARBITER, TR_PLIES, g % 4 == 2);
		}
		printf("%s: announced Q %d R %d B %d N %d P %d, ko %d, undo %d, "
		    "captured marked %d, promoted marked %d, castles %d, "
		    "e.p. %d, ends %d\n", label, cover.announced[TC_QUEEN],
		    cover.announced[TC_ROOK], cover.announced[TC_BISHOP],
		    cover.announced[TC_KNIGHT], cover.announced[TC_PAWN],
		    cover.ko, cover.undo, cover.capmarked, cover.promomarked,
		    cover.castles, cover.ep, cover.ends);
		if (strstr(var->keys, "ko") && cover.ko == 0)
			uncovered("no turn set weak ko");
		if (strstr(var->keys, "undo") && cover.undo == 0)
			uncovered("no turn wrote undo");
		for (t = 0; t < TC_NTYPES; t++)
			announced[t] += cover.announced[t];
		capmarked += cover.capmarked;
	}
	snprintf(label, sizeof(label), "%s%s%s", var->name, *opts ? " " : "",
	    opts);
	for (t = TC_PAWN; t <= TC_QUEEN; t++)
		if (announced[t] == 0)
			uncovered("no %s announced", t == TC_PAWN ? "pawn" :
			    t == TC_KNIGHT ? "knight" : t == TC_BISHOP ?
			    "bishop" : t == TC_ROOK ? "rook" : "queen");
	if (*var->marks && capmarked == 0)
		uncovered("no marked piece captured");
}

/*
** Starts for the EN games: the start array; en-chess.md 4.6 and 12; and
** positions made to meet the rules' corners early: Aurors beside
** sliders of both sides, several Kings, waiting pawns, pieces on x0 and
** x9 with pawns that may capture onto them, en passant captures and
** castling, partial checks, so that lost turns and double passes come up
** in play, a lone King against a Queen and a Rook to be mated, and
** Kings of both sides in the corners with a heavy piece each.
*/
static const char *const en_starts[] = {
	"a/rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR/A w KQkq - 0 1",
	"a/r2qk2r/ppp1ppbp/2n2np1/3p1b2/3P4/QAP5/PP2PPPP/RNB1KBNR/1 w KQkq - "
	    "0 1",
	"1/3r4/7k/3p4/8/3Q1b2/4A3/8/K7/1 w - - 0 1",
	"n/4P3/3P4/8/8/8/8/8/K6k/1 w - - 0 1",
	"1/7K/8/8/8/8/2k5/1q6/K7/1 w - - 0 1",
	"1/R6k/R7/3k4/8/8/3K4/7r/K6r/1 w - - 0 1",
	"n/k1P1P3/1r3qa1/A6k/3pP3/8/1AQ4K/PP4PP/R2pK2R/B w KQ d6 0 1",
	"1/k2r3K/8/8/3q4/8/2A5/8/K3K2k/1 w - - 0 1",
	"a/K2k4/8/4r3/8/8/8/5Q2/K2K3k/A b - - 0 1",
	"a/r3k2r/pppppppp/8/1P1P1P1P/8/8/P1P1P1P1/R3K2R/A b KQkq - 0 1",
	"1/4k3/8/8/8/8/8/8/R3K2Q/1 w - - 0 1",
	"1/7k/8/6K1/8/8/1Q6/8/R7/1 w - - 0 1",
	"1/K1r2k1K/8/8/8/8/8/8/k1K2R1k/1 w - - 0 1",
	"1/k1q2K1k/8/8/8/8/8/8/K1k2Q1K/1 w - - 0 1",
	"1/7k/8/8/3pP3/8/8/8/K7/1 w - d6 0 1",
	"a/rnbqkbnr/pppppppp/8/8/8/1AQ5/PPPPPPPP/RNB1KBNR/1 w KQkq - 0 1",
};
#define EN_NSTARTS	((int)(sizeof(en_starts) / sizeof(en_starts[0])))

#ifndef EN_GAMES
#define EN_GAMES	(10 * EN_NSTARTS)	/* games of EN Chess */
#endif
#ifndef EN_PLIES
#define EN_PLIES	160
#endif

static void
en_games(void)
{
	int g, before = positions;

	snprintf(label, sizeof(label), "%s", tc_en.name);
	memset(&en_cover, 0, sizeof(en_cover));
	for (g = 0; g < EN_GAMES; g++)
		random_game(&tc_en, en_starts[g % EN_NSTARTS], TC_VIEW_ARBITER,
		    EN_PLIES, false);
	printf("en: %d positions, %ld moves; played: penetration beyond %d, "
	    "twice %d, swaps %d, in place %d, x captures %d, arrivals P %d "
	    "K %d A %d, King captures %d, stunted %d, x0/x9 %d, partial "
	    "escapes %d, lost turns %d (%d after ply 0), double passes %d, "
	    "castles %d, e.p. %d, mates %d, stalemates %d\n",
	    positions - before, en_cover.moves, en_cover.beyond, en_cover.twice,
	    en_cover.swaps, en_cover.inplace, en_cover.xcapture,
	    en_cover.arrival[0], en_cover.arrival[1], en_cover.arrival[2],
	    en_cover.kingcap, en_cover.stunted, en_cover.offgrid,
	    en_cover.partial, en_cover.lost, en_cover.lostlate,
	    en_cover.passes, en_cover.castles, en_cover.ep, en_cover.mates,
	    en_cover.stalemates);
#define EN_COVERED(n, what) do { if ((n) == 0) uncovered("no %s", what); } \
	while (0)
	EN_COVERED(en_cover.beyond, "penetration landing beyond (Qxe7-f8)");
	EN_COVERED(en_cover.twice, "penetration with two captures (Qxa7xa8)");
	EN_COVERED(en_cover.swaps, "swap");
	EN_COVERED(en_cover.inplace, "promotion in place");
	EN_COVERED(en_cover.xcapture, "pawn capture onto x0 or x9");
	EN_COVERED(en_cover.arrival[0], "pawn arriving that stays a Pawn");
	EN_COVERED(en_cover.arrival[1], "pawn arriving as a King");
	EN_COVERED(en_cover.arrival[2], "pawn arriving as an Auror");
	EN_COVERED(en_cover.kingcap, "King captured");
	EN_COVERED(en_cover.stunted, "move of a stunted slider");
	EN_COVERED(en_cover.offgrid, "piece moving from or to x0/x9");
	EN_COVERED(en_cover.partial, "move leaving fewer Kings in check");
	EN_COVERED(en_cover.lostlate, "lost turn in play (after ply 0)");
	EN_COVERED(en_cover.passes, "double pass");
	EN_COVERED(en_cover.castles, "castling");
	EN_COVERED(en_cover.ep, "en passant");
	EN_COVERED(en_cover.mates, "checkmate");
#undef EN_COVERED
}

/*
** Starts for the CA games: the start, and positions of tests/perft/ca.epd
** (spec 8 and the reference's cases) made to reach the rare rules
** early: castling both ways for each player, shared-pawn promotions, e.p.
** by the opposite player and by a non-controller of a shared pawn, two
** entries on one square, forced passes and the four-pass end, King
** captures by shared pieces.
*/
#define CA_EMPTY_S "x,4,nK,3,x/10/10/10/wK,9/"
static const char *const ca_starts[] = {
	NULL,	/* tc_ca.start */
	"x,nR,3,nK,2,nR,x/wR,8,eR/10/10/wK,9/9,eK/10/10/wR,8,eR/"
	    "x,sR,2,sK,3,sR,x s b1,i1,a2,a9,b10,i10,j2,j9 - 0 1",
	"x,nR,3,nK,2,nR,x/wR,8,eR/10/10/wK,9/9,eK/10/10/wR,8,eR/"
	    "x,sR,2,sK,3,sR,x n b1,i1,a2,a9,b10,i10,j2,j9 - 0 1",
	"x,nR,3,nK,2,nR,x/wR,8,eR/10/9,eB/wK,9/4,nQ,2,sB,1,eK/10/"
	    "eN,3,wN,3,nN,1/wR,8,eR/x,sR,2,sK,3,sR,x e b1,a2,a9,i10,j2,j9 - "
	    "0 1",
	"x,nR,1,nN,1,nK,3,x/2,sP,1,swP,5/1,seP,7,eN/8,wP,1/wK,7,swP,1/9,eK/"
	    "wN,9/1,eP,8/2,nP,3,neP,3/x,2,sR,sK,2,sN,1,x s - - 0 1",
	"x,nR,1,nN,1,nK,3,x/2,sP,1,swP,5/1,seP,7,eN/8,wP,1/wK,7,swP,1/9,eK/"
	    "wN,9/1,eP,8/2,nP,3,neP,3/x,2,sR,sK,2,sN,1,x n - - 0 1",
	"x,4,nK,3,x/7,nP,2/10/3,wP,6/wK,9/7,eP,1,eK/nP,swP,8/10/"
	    "2,eP,3,sP,3/x,3,sK,4,x n - sb3 0 1",
	"x,4,nK,3,x/7,nP,2/10/3,wP,6/wK,9/7,eP,1,eK/nP,swP,8/10/"
	    "2,eP,3,sP,3/x,3,sK,4,x e - sb3 0 1",
	"x,4,nK,3,x/5,nP,4/10/10/wK,2,seP,6/3,wP,5,eK/3,neP,6/8,eP,1/"
	    "5,sP,4/x,3,sK,4,x n - wc5 0 1",
	"x,4,nK,3,x/10/10/2,wP,7/wK,6,eP,2/3,swP,5,eK/4,seP,nP,4/10/10/"
	    "x,3,sK,4,x w - se3 0 1",
	CA_EMPTY_S "9,eK/1,nP,sP,7/3,wP,6/3,eP,2,sP,3/x,3,sK,4,x n - sc3,wc3 "
	    "0 1",
	CA_EMPTY_S "9,eK/1,nP,sP,7/3,swP,6/3,eP,2,sP,3/x,3,sK,4,x n - "
	    "sc3,wc3 0 1",
	CA_EMPTY_S "9,eK/5,nP,4/10/4,sP,5/x,3,sK,4,x s - - 0 1",
	"x,6,wP,sK,x/7,sP,wP,wK/8,sP,sP/10/10/10/10/nP,nP,8/eK,eP,nP,7/"
	    "x,nK,eP,6,x s - - 0 1",
	"x,6,wP,sK,x/7,sP,wP,wK/8,sP,sP/10/10/4,nN,5/10/nP,nP,8/"
	    "eK,eP,nP,7/x,nK,eP,6,x s - - 0 1",
	"x,4,nK,3,x/10/2,seB,4,nP,2/10/wK,9/2,wP,1,nwR,4,eK/5,swQ,1,eP,2/"
	    "2,sP,neN,6/10/x,3,sK,4,x s - - 0 1",
	"x,4,nK,3,x/10/3,eN,2,wN,3/2,nwP,4,neP,2/wK,sN,1,seN,2,swB,1,sB,1/"
	    "1,nN,1,neP,2,nwN,1,nN,eK/2,swP,4,seP,2/3,eB,2,wB,3/4,seP,3,neP,1/"
	    "x,3,sK,4,x s - - 0 1",
	"x,4,nK,3,x/10/10/2,nwP,1,sB,nP,neN,neP,2/wK,1,swP,swN,eQ,wQ,eP,3/"
	    "3,wP,sQ,nQ,seB,2,eK/3,nwR,sP,1,wR,seP,2/10/10/x,3,sK,4,x w - - "
	    "0 1",
};
#define CA_NSTARTS	((int)(sizeof(ca_starts) / sizeof(ca_starts[0])))

#ifndef CA_GAMES
#define CA_GAMES	(6 * CA_NSTARTS)	/* and as many from the start */
#endif
#ifndef CA_PLIES
#define CA_PLIES	160
#endif

static void
ca_games(void)
{
	int g, p, before = positions;

	snprintf(label, sizeof(label), "%s", tc_ca.name);
	memset(&ca_cover, 0, sizeof(ca_cover));
	for (g = 0; g < CA_GAMES; g++) {
		const char *s = ca_starts[g % CA_NSTARTS];

		/* Half the games from the start: long ones. */
		random_game(&tc_ca, s ? s : tc_ca.start, TC_VIEW_ARBITER,
		    CA_PLIES, false);
		if (g % 2 == 0)
			random_game(&tc_ca, tc_ca.start, TC_VIEW_ARBITER,
			    CA_PLIES, false);
	}
	printf("ca: %d positions, %ld moves; played: castles with Rooks "
	    "b1/i1 %d/%d a2/a9 %d/%d b10/i10 %d/%d j2/j9 %d/%d, e.p. of the "
	    "opposite's pawn %d, of a shared pawn by a non-controller %d, "
	    "onto two entries %d (two pawns taken %d), positions with two "
	    "entries on a square %d, promotions own %d shared %d, shared "
	    "pawn captures %d, shared "
	    "double steps %d, shared pieces taken %d, forced passes %d, "
	    "four-pass ends %d, King captures %d, games ended %d\n",
	    positions - before, ca_cover.moves,
	    ca_cover.castles[0][0], ca_cover.castles[0][1],
	    ca_cover.castles[1][0], ca_cover.castles[1][1],
	    ca_cover.castles[2][0], ca_cover.castles[2][1],
	    ca_cover.castles[3][0], ca_cover.castles[3][1], ca_cover.ep_opp,
	    ca_cover.ep_shared, ca_cover.ep_two, ca_cover.ep_double,
	    ca_cover.two_entries, ca_cover.promo_own, ca_cover.promo_shared,
	    ca_cover.shared_cap, ca_cover.shared_double, ca_cover.shared_taken,
	    ca_cover.passes, ca_cover.fourpass, ca_cover.kingcap,
	    ca_cover.ends);
#define CA_COVERED(n, what) do { if ((n) == 0) uncovered("no %s", what); } \
	while (0)
	for (p = 0; p < 4; p++) {
		int r;

		for (r = 0; r < 2; r++) {
			char what[64];

			snprintf(what, sizeof(what), "castling by %s with its "
			    "Rook %c%d", p == 0 ? "South" : p == 1 ? "West" :
			    p == 2 ? "North" : "East", 'a' + ca_cs[p][1 + r][0],
			    ca_cs[p][1 + r][1] + 1);
			CA_COVERED(ca_cover.castles[p][r], what);
		}
	}
	CA_COVERED(ca_cover.ep_opp, "e.p. of the opposite player's pawn");
	CA_COVERED(ca_cover.ep_shared, "e.p. of a shared pawn by a "
	    "non-controller");
	CA_COVERED(ca_cover.ep_two, "e.p. onto a square of two entries");
	CA_COVERED(ca_cover.two_entries, "position with two entries on a "
	    "square");
	CA_COVERED(ca_cover.promo_own, "promotion of an own pawn");
	CA_COVERED(ca_cover.promo_shared, "promotion of a shared pawn");
	CA_COVERED(ca_cover.shared_cap, "capture by a shared pawn");
	CA_COVERED(ca_cover.shared_double, "double step of a shared pawn");
	CA_COVERED(ca_cover.shared_taken, "shared piece captured");
	CA_COVERED(ca_cover.passes, "forced pass");
	CA_COVERED(ca_cover.fourpass, "four-pass end");
	CA_COVERED(ca_cover.kingcap, "King capture");
#undef CA_COVERED
}

int
main(void)
{
	const struct tc_variant *vars[] = { &tc_chess, &tc_allegiance };
	int v, g;

	tc_init();
	for (v = 0; v < 2; v++)
		for (g = 0; g < 40; g++)
			random_game(vars[v], starts[g % 4], TC_VIEW_ARBITER,
			    160, false);
	/* Neutral Subject Chess from its start (spec 1). */
	for (g = 0; g < 40; g++)
		random_game(&tc_neutral, tc_neutral.start, TC_VIEW_ARBITER,
		    160, false);
	/* The Traitor family: its fifteen rule sets and their siblings. */
	for (v = 0; v < 15; v++)
		traitor_games(&tc_traitor[v]);
	for (v = 0; tc_variant_siblings[v]; v++)
		traitor_games(tc_variant_siblings[v]);
	/* EN Chess (en-chess.md): its start and the starts of en_starts. */
	en_games();
	/* Complex Allegiance (complex-allegiance.md): ca_starts. */
	ca_games();
	printf("%d positions, %d failures\n", positions, fails);
	return fails != 0 || positions < 2000;
}
