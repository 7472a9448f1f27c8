/*
** Properties over positions from seeded random games of standard chess,
** Allegiance Chess, Neutral Subject Chess and the Traitor family:
**   - make then unmake restores the position and hash exactly;
**   - the incremental hash equals the hash computed from scratch;
**   - canonical AFEN is idempotent (write, read, write gives the same),
**     and the reader takes it without an error or a warning;
**   - the SAN, LAN and coordinate texts of a position's moves are distinct
**     (and the long forms in the Traitor family), and the SAN of every
**     move reads back as that move;
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
*/
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "turncoat.h"

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

	/* The Traitor family's turns in the long form too. */
	for (form = TC_SAN; form <= (pos->var->announce ? TC_LONG : TC_UCI);
	    form++) {
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
	if ((pos->x.hidden[0] || pos->x.hidden[1]) &&
	    (again.x.announced != pos->x.announced ||
	    memcmp(again.x.spent, pos->x.spent, 2) != 0)) {
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
		afen_write(&again, b, sizeof(b));
		if (strcmp(a, b) != 0 || again.hash != pos->hash)
			fail(pos, "canonical AFEN is not idempotent");
		if (d.nwarn != 0)
			fail(pos, d.d[0].msg);
	}
	if (pos->var->announce)
		check_traitor(pos, &ml, a, ply, readable);
	/* The Traitor family reads every form back in check_traitor. */
	for (i = 0; i < ml.n && ply % 4 == 0 && !pos->var->announce; i++) {
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
			break;
		}
		for (i = 0; i < n; i++)
			plain += TC_AUX_KIND(ml.m[i]) != TC_AUX_ANNOUNCE;
		/* The plain moves come first (traitor.c, generate). */
		if (plain == n || (plain > 0 && next() % 3 != 0))
			m = ml.m[next() % (uint64_t)plain];
		else
			m = announcement(&pos, &ml, plain, queen);
		if (var->announce)
			cover_turn(&pos, m);
		pos_make(&pos, m, &u);
		cover.ko += pos.x.ko_from != TC_NOSQ;
		cover.undo += pos.x.undo != TC_NOSQ;
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
	printf("%d positions, %d failures\n", positions, fails);
	return fails != 0 || positions < 2000;
}
