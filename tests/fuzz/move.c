/*
** Move reading against positions: the first byte picks a variant
** (standard chess, Allegiance or Neutral Subject) and a position, the
** rest is move text; a first byte from 0xc0 up picks a rule set of the
** Traitor family with one of its positions instead, and one from 0xa0
** to 0xbf a position of EN Chess (a sequence of moves: play_moves), one
** from 0x90 to 0x9f a position of Complex Allegiance (the same).  A
** move read is legal, makes and unmakes back to the same position, and
** its SAN reads back as the same move (in the Traitor family its LAN and
** coordinate form too).
*/
#include "common.h"

static const char *const positions[] = {
	"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
	"r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
	"8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
	"rnbqkbnr/ppp1pppp/8/3p>4/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 1 2",
	"r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
	"rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
	"4k3/8/8/3Pp3/8/8/8/4K3 w - e6 0 2",
	"rnbqkb1r/ppp1pppp/5n2/3P>4/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 3 3",
};

/* Neutral Subject positions of the spec's sections 3 and 7.2. */
static const char *const neutral_positions[] = {
	"R*N*B*qkB*N*R*/8/8/P*P*P*P*P*P*P*P*/P*P*P*P*P*P*P*P*/8/8/"
	    "R*N*B*QKB*N*R* w KQkq - 0 1",
	"R*N*B*qkB*N*R*/8/P*7/1P*P*P*P*P*P*P*/P*P*P*P*P*P*P*P*/8/8/"
	    "R*N*B*QKB*N*R* b KQkq - 0 1 bar=a6",
	"R*N*BqkB*N*R/8/8/P*P*P*P*P*PP*P/1P*P*P*P*P*PP*/7N/p3B3/rN*B*QK2R "
	    "w Kq - 0 3",
	"RNBqkB*N*R*/3P4/8/P*P*P*1P*P*P*P*/1P*P*P*P*P*P*P*/P*7/8/"
	    "R*N*B*QKB*N*R* b KQk - 0 2",
};

/*
** The Traitor family: a rule set (0-14: tc_traitor[], 15 on: the
** siblings in the order of tc_variant_siblings) and a position of it,
** from traitor.md 4 and 8 and the first turns of its test cases.
*/
#define START "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
#define SAMPLE "rnbqk2r/pppp1ppp/8/2b1p3/2B1P3/2N2N2/PPPP1nPP/R1BQ1R^K1 " \
	"w kq - 0 6 ids=h1@f1,g8@f2,b1@c3,g1@f3,f1@c4,e2@e4,f8@c5,e7@e5"
#define NC6 "r1bqkbnr/pppppppp/2N5/8/8/8/PPPPPPPP/RNBQKBNR b KQkq - 1 1"
#define NC6A "r1bqkbnr/pppppppp/2n&5/8/8/8/PPPPPPPP/RNBQKBNR b KQkq - 1 1"
#define NC6D "r1bqkbnr/pppppppp/2N&5/8/8/8/PPPPPPPP/RNBQKBNR b KQkq - 1 1"
#define NE7 "rnbqkb1r/ppppn%ppp/8/8/8/8/PPPPPPPP/RNBQKBNR b KQkq - 0 1"
#define ROOK "4k3/8/8/4r^3/8/8/8/4K3 w - - 0 1"
static const struct {
	int rules;
	const char *afen;
} traitor_positions[] = {
	{ 0, START " targets=Qd8/Bc1,Rh1,g2" },
	{ 0, SAMPLE " targets=Qd8/Bc1,g2" },
	{ 0, SAMPLE },
	{ 0, "rnbqk2r/pppp1ppp/1b6/4N3/2B1P1n1/2N5/PPPPQ1P^P/R1B3R^K w kq - 1 "
	    "9 ids=h1@g1,d1@e2,b1@c3,f1@c4,e2@e4,g8@g4,g1@e5,f8@b6 "
	    "targets=Qd8/?" },
	{ 0, ROOK },
	{ 1, START " targets=Q/BNPPP" },
	{ 2, START " budget=9/9" },
	{ 2, "4k3/8/8/8/5p^2/8/6P1/4K3 b - - 0 1 budget=9/9" },
	{ 3, START " targets=Nb8/Bc1,Rh1,g2" },
	{ 4, NC6 " targets=P/BNPPP undo=c6" },
	{ 5, START " budget=9/9" },
	{ 5, NC6 " budget=6/9 undo=c6" },
	{ 6, NC6A " ids=b8@c6 ko=c6b8 targets=-/Bc1,Rh1,g2" },
	{ 7, NC6A " ko=c6b8 targets=P/BNPPP" },
	{ 8, NC6A " budget=6/9 ko=c6b8" },
	{ 9, NC6D " ids=b8@c6 ko=c6b8 targets=-/Bc1,Rh1,g2" },
	{ 10, NC6D " ko=c6b8 targets=P/BNPPP undo=c6" },
	{ 11, NC6D " budget=6/9 ko=c6b8 undo=c6" },
	{ 12, NE7 " ids=g8@e7 ko=e7g8 targets=-/Bc1,Rh1,g2" },
	{ 13, NE7 " ko=e7g8 targets=P/BNPPP" },
	{ 14, NE7 " budget=6/9 ko=e7g8" },
	{ 14, START " budget=9/9" },
	{ 15, ROOK },
	{ 16, ROOK " targets=N/-" },
	{ 17, ROOK " budget=9/9" },
	{ 18, NC6 " targets=P/BNPPP undo=c6" },
	{ 19, NC6 " budget=6/9 undo=c6" },
	{ 20, NC6D " ko=c6b8 targets=P/BNPPP undo=c6" },
	{ 21, NC6D " budget=6/9 ko=c6b8 undo=c6" },
	/* Before 5...(T-Rh1)N:f2. */
	{ 0, "rnbqk2r/pppp1ppp/8/2b1p3/2B1P1n1/2N2N2/PPPP1PPP/R1BQ1RK1 b kq - "
	    "7 5 ids=h1@f1,b1@c3,g1@f3,f1@c4,e2@e4,g8@g4,f8@c5,e7@e5 "
	    "targets=Qd8/Bc1,Rh1,g2" },
};

/*
** EN Chess (en-chess.md): a first byte from 0xa0 to 0xbf picks one of
** these, from its sections 4.6, 9, 10 and 12 and positions where its
** rarer move texts apply ("e5xd5-d6ep", "Nx0d2", "Ka~g3").
*/
static const char *const en_positions[] = {
	"a/rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR/A w KQkq - 0 1",
	"a/rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR/A b KQkq e3 0 1",
	"a/rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQABNR/K b kq - 1 1",
	"n/4P3/3P4/8/8/8/8/8/K6k/1 w - - 0 1",
	"a/r2qk2r/ppp1ppbp/2n2np1/3p1b2/3P4/QAP5/PP2PPPP/RNB1KBNR/1 w KQkq - "
	    "0 1",
	"a/r2qk2r/ppp1ppbp/2n2np1/3p1b2/3P4/QAP5/PP2PPPP/RNB1KBNR/1 b KQkq - "
	    "0 1",
	"1/3r4/7k/3p4/8/3Q1b2/4A3/8/K7/1 w - - 0 1",
	"1/3r4/7k/3p4/8/3Q1b2/4A3/8/K7/1 b - - 0 1",
	"1/7K/8/8/8/8/2k5/1q6/K7/1 w - - 0 1",
	"1/R6k/R7/3k4/8/8/3K4/7r/K6r/1 w - - 0 1",
	"1/8/8/8/B7/8/8/8/K6k/1 w - - 0 1",
	"B/8/8/8/8/8/8/8/K6k/1 w - - 0 1",
	"1/7k/8/8/3pP3/8/8/8/K7/1 w - d6 0 1",
	"1/7k/8/8/8/8/8/8/KN6/N w - - 0 1",
	"1/7k/8/8/8/8/6A1/8/K3K3/1 w - - 0 1",
	"n/k1P1P3/1r3qa1/A6k/3pP3/8/1AQ4K/PP4PP/R2pK2R/B w KQ d6 0 1",
};

/*
** Complex Allegiance (complex-allegiance.md): a first byte from 0x90 to
** 0x9f picks one of these, from its sections 5 and 8 and the positions
** of tests/perft/ca.epd where its rarer rules apply (castling each way,
** promotions of own and shared pawns, e.p. by the opposite player, by a
** non-controller of a shared pawn and onto two entries, forced passes
** and the four-pass end, King captures by shared pieces).
*/
#define CA_EMPTY "x,4,nK,3,x/10/10/10/wK,9/"
static const char *const ca_positions[] = {
	NULL,	/* tc_ca.start */
	"x,nR,nN,nB,nQ,nK,nB,nN,nR,x/wR,nwP,nP,nP,nP,nP,nP,nP,neP,eR/"
	    "wN,wP,6,eP,eN/wB,wP,6,eP,eB/wK,wP,6,eP,eQ/wQ,wP,6,eP,eK/"
	    "wB,wP,2,sP,3,eP,eB/wN,wP,6,eP,eN/wR,swP,sP,sP,1,sP,sP,sP,seP,eR/"
	    "x,sR,sN,sB,sK,sQ,sB,sN,sR,x w b1,i1,a2,a9,b10,i10,j2,j9 se3 0 1",
	"x,4,nK,3,x/10/10/4,nwQ,5/wK,1,wP,3,eB,3/9,eK/1,nN,2,sQ,2,swP,2/10/"
	    "10/x,3,sK,4,x s - - 0 1",
	CA_EMPTY "2,nP,1,nP,4,eK/3,swP,6/10/10/x,3,sK,4,x s - - 0 1",
	CA_EMPTY "9,eK/5,nP,4/10/4,sP,5/x,3,sK,4,x s - - 0 1",
	"x,4,nK,3,x/nN,9/1,swP,8/10/wK,9/9,eK/10/10/10/x,3,sK,4,x s - - 0 1",
	"x,nR,3,nK,2,nR,x/wR,8,eR/10/10/wK,9/9,eK/10/10/wR,8,eR/"
	    "x,sR,2,sK,3,sR,x s b1,i1,a2,a9,b10,i10,j2,j9 - 0 1",
	"x,nR,1,nN,1,nK,3,x/2,sP,1,swP,5/1,seP,7,eN/8,wP,1/wK,7,swP,1/9,eK/"
	    "wN,9/1,eP,8/2,nP,3,neP,3/x,2,sR,sK,2,sN,1,x s - - 0 1",
	"x,4,nK,3,x/7,nP,2/10/3,wP,6/wK,9/7,eP,1,eK/nP,swP,8/10/"
	    "2,eP,3,sP,3/x,3,sK,4,x n - sb3 0 1",
	"x,4,nK,3,x/5,nP,4/10/10/wK,2,seP,6/3,wP,5,eK/3,neP,6/8,eP,1/"
	    "5,sP,4/x,3,sK,4,x n - wc5 0 1",
	CA_EMPTY "9,eK/1,nP,sP,7/3,swP,6/3,eP,2,sP,3/x,3,sK,4,x n - sc3,wc3 "
	    "0 1",
	"x,4,nK,3,x/10/1,nN,8/10/wK,9/9,eK/2,wN,1,sP,nP,4/10/10/x,3,sK,4,x w "
	    "- se3 0 1",
	"x,6,wP,sK,x/7,sP,wP,wK/8,sP,sP/10/10/10/10/nP,nP,8/eK,eP,nP,7/"
	    "x,nK,eP,6,x s - - 0 1",
	"x,6,wP,sK,x/7,sP,wP,wK/8,sP,sP/10/10/4,nN,5/10/nP,nP,8/"
	    "eK,eP,nP,7/x,nK,eP,6,x s - - 0 1",
	"x,4,nK,3,x/10/2,seB,4,nP,2/10/wK,9/2,wP,1,nwR,4,eK/5,swQ,1,eP,2/"
	    "2,sP,neN,6/10/x,3,sK,4,x s - - 0 1",
	"x,4,nK,3,x/10/10/2,nwP,1,sB,nP,neN,neP,2/wK,1,swP,swN,eQ,wQ,eP,3/"
	    "3,wP,sQ,nQ,seB,2,eK/3,nwR,sP,1,wR,seP,2/10/10/x,3,sK,4,x w - - "
	    "0 1",
};

/*
** EN Chess and Complex Allegiance: the text is moves separated by
** spaces, played from `start` while they read.  Each move read is legal
** (naive's generator's too), makes and unmakes back, and reads back
** from every form; each position reached reads back from its notation
** (to the hash of the position without the passes or lost turn before,
** which the notation does not show).  With `canonical`, that reading
** has no warning and writes the same string again.
*/
static int
play_moves(const struct tc_variant *var, const char *start, const char *s,
    const char *end, void (*naive)(const struct tc_pos *,
    const struct tc_movelist *), bool canonical)
{
	static struct tc_movelist ml;
	struct tc_pos pos, before, again, shown;
	struct tc_diags d;
	struct tc_diag md;
	struct tc_undo u;
	char afen1[TC_AFEN_MAX], afen2[TC_AFEN_MAX], afen3[TC_AFEN_MAX];
	char text[TC_MOVE_MAX];
	tc_move m, m2;
	int i, r, plies;
	bool found;

	if (start == NULL)
		start = var->start;
	d.n = d.nerr = d.nwarn = 0;
	REQUIRE(afen_read(&pos, var, start, strlen(start), 0, &d, NULL) == 0);
	for (plies = 0; plies < 64 && s < end; plies++) {
		const char *t;
		enum tc_notation form;

		while (s < end && (*s == ' ' || *s == '\n'))
			s++;
		for (t = s; t < end && *t != ' ' && *t != '\n'; t++)
			;
		if (t == s)
			break;
		move_legal(&pos, &ml);
		naive(&pos, &ml);
		r = move_read(&pos, s, (size_t)(t - s), &m, &md);
		/* A pass or lost turn reads as a move where it is one. */
		REQUIRE(r != TC_READ_NULL);
		if (r != TC_READ_OK && r != TC_READ_WARN)
			break;
		/* ... and only from its own text ("Ka1" is no lost turn). */
		REQUIRE(TC_KIND(m) != TC_MK_NULL || (t - s == 2 &&
		    (memcmp(s, "--", 2) == 0 || memcmp(s, "Z0", 2) == 0)) ||
		    (t - s == 4 && memcmp(s, "0000", 4) == 0));
		s = t;
		for (i = 0, found = false; i < ml.n; i++)
			found = found || ml.m[i] == m;
		REQUIRE(found);
		for (form = TC_SAN; form <= TC_LONG; form++) {
			move_write(&pos, m, form, text);
			REQUIRE(move_read(&pos, text, strlen(text), &m2, &md) ==
			    TC_READ_OK);
			REQUIRE(m2 == m);
		}
		before = pos;
		afen_write(&pos, afen1, sizeof(afen1));
		pos_make(&pos, m, &u);
		REQUIRE(pos.hash == pos_hash_full(&pos));
		REQUIRE(pos_ok(&pos));
		afen_write(&pos, afen2, sizeof(afen2));
		d.n = d.nerr = d.nwarn = 0;
		REQUIRE(afen_read(&again, var, afen2, strlen(afen2), 0, &d,
		    NULL) == 0);
		shown = pos;
		xs_set_passes(&shown, 0);
		REQUIRE(again.hash == pos_hash_full(&shown));
		if (canonical) {
			REQUIRE(d.nwarn == 0);
			afen_write(&again, afen3, sizeof(afen3));
			REQUIRE(strcmp(afen3, afen2) == 0);
		}
		pos_unmake(&pos, m, &u);
		REQUIRE(memcmp(&pos, &before, sizeof(pos)) == 0);
		afen_write(&pos, afen2, sizeof(afen2));
		REQUIRE(strcmp(afen1, afen2) == 0);
		pos_make(&pos, m, &u);
	}
	return 0;
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	const size_t nstd = sizeof(positions) / sizeof(positions[0]);
	const size_t nneu = sizeof(neutral_positions) /
	    sizeof(neutral_positions[0]);
	const struct tc_variant *var;
	const char *start;
	struct tc_pos pos, before;
	struct tc_diags d;
	struct tc_diag md;
	struct tc_movelist ml;
	struct tc_undo u;
	char san[TC_MOVE_MAX], afen1[TC_AFEN_MAX], afen2[TC_AFEN_MAX];
	tc_move m, m2;
	int i, r, variant;
	bool found = false;

	if (size < 1)
		return 0;
	if (data[0] >= 0xa0 && data[0] < 0xc0)
		return play_moves(&tc_en, en_positions[(data[0] - 0xa0) %
		    (sizeof(en_positions) / sizeof(en_positions[0]))],
		    (const char *)data + 1, (const char *)data + size,
		    fuzz_en_legal, false);
	if (data[0] >= 0x90 && data[0] < 0xa0)
		return play_moves(&tc_ca, ca_positions[(data[0] - 0x90) %
		    (sizeof(ca_positions) / sizeof(ca_positions[0]))],
		    (const char *)data + 1, (const char *)data + size,
		    fuzz_ca_legal, true);
	variant = data[0] % 3;
	var = variant == 0 ? &tc_chess : variant == 1 ? &tc_allegiance :
	    &tc_neutral;
	start = variant == 2 ? neutral_positions[(data[0] / 3) % nneu] :
	    positions[(data[0] / 3) % nstd];
	if (data[0] >= 0xc0) {
		const size_t ntr = sizeof(traitor_positions) /
		    sizeof(traitor_positions[0]);
		int k = traitor_positions[(data[0] - 0xc0) % ntr].rules;

		var = k < 15 ? &tc_traitor[k] : tc_variant_siblings[k - 15];
		start = traitor_positions[(data[0] - 0xc0) % ntr].afen;
	}
	d.n = d.nerr = d.nwarn = 0;
	if (afen_read(&pos, var, start, strlen(start), 0, &d, NULL) != 0)
		return 0;	/* an Allegiance position read as chess */
	r = move_read(&pos, (const char *)data + 1, size - 1, &m, &md);
	if (r != TC_READ_OK && r != TC_READ_WARN)
		return 0;
	move_legal(&pos, &ml);
	for (i = 0; i < ml.n; i++)
		found = found || ml.m[i] == m;
	REQUIRE(found);
	before = pos;
	afen_write(&pos, afen1, sizeof(afen1));
	pos_make(&pos, m, &u);
	pos_unmake(&pos, m, &u);
	afen_write(&pos, afen2, sizeof(afen2));
	REQUIRE(strcmp(afen1, afen2) == 0);
	REQUIRE(pos.hash == before.hash);
	move_write(&pos, m, TC_SAN, san);
	REQUIRE(move_read(&pos, san, strlen(san), &m2, &md) == TC_READ_OK);
	REQUIRE(m2 == m);
	if (var->announce) {
		move_write(&pos, m, TC_LAN, san);
		REQUIRE(move_read(&pos, san, strlen(san), &m2, &md) ==
		    TC_READ_OK);
		REQUIRE(m2 == m);
		move_write(&pos, m, TC_UCI, san);
		REQUIRE(move_read(&pos, san, strlen(san), &m2, &md) ==
		    TC_READ_OK);
		REQUIRE(m2 == m);
	}
	return 0;
}
