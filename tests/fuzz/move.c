/*
** Move reading against positions: the first byte picks a variant
** (standard chess, Allegiance or Neutral Subject) and a position, the
** rest is move text.  A move read is legal, makes and unmakes back to
** the same position, and its SAN reads back as the same move.
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
	variant = data[0] % 3;
	var = variant == 0 ? &tc_chess : variant == 1 ? &tc_allegiance :
	    &tc_neutral;
	start = variant == 2 ? neutral_positions[(data[0] / 3) % nneu] :
	    positions[(data[0] / 3) % nstd];
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
	return 0;
}
