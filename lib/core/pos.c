/*
** The position state: setting up, hashing and checking its invariants.
*/
#include <stdio.h>
#include <string.h>
#include <strings.h>
#include <pthread.h>
#include "internal.h"

void
pos_clear(struct tc_pos *pos)
{
	const struct tc_variant *var = pos->var;

	const struct tc_engine *eng = pos->eng;

	memset(pos, 0, sizeof(*pos));
	pos->var = var;
	pos->eng = eng;
	memset(pos->ep, TC_NOSQ, sizeof(pos->ep));
	pos->fullmove = 1;
	if (var && var->xinit)
		var->xinit(pos);
}

void
pos_reset(struct tc_pos *pos, const struct tc_variant *var)
{
	pos->var = var;
	pos->eng = var->engine;
	pos_clear(pos);
}

/*
** The state of another variant means nothing to var: pos gets var's
** empty state, and the hash follows.
*/
void
pos_set_variant(struct tc_pos *pos, const struct tc_variant *var)
{
	if (var != pos->var) {
		pos->hash ^= pos_hash_state(pos);
		pos->var = var;
		memset(&pos->x, 0, sizeof(pos->x));
		if (var->xinit)
			var->xinit(pos);
		pos->hash ^= pos_hash_state(pos);
	}
	pos->eng = var->engine;
}

bool
tc_engine_plays(const struct tc_engine *eng, const struct tc_variant *var)
{
	return eng == var->engine || !(var->flags & TC_VF_OWN_ENGINE);
}

bool
pos_set_engine(struct tc_pos *pos, const struct tc_engine *eng)
{
	if (!tc_engine_plays(eng, pos->var))
		return false;
	pos->eng = eng;
	return true;
}

unsigned
pos_controllers(const struct tc_pos *pos, int sq)
{
	uint8_t c = pos->board[sq];

	return c ? pos->var->controllers(c, pos->mark[sq]) : 0;
}

int
pos_next_side(const struct tc_pos *pos, int side)
{
	return (side + 1) % pos->var->nsides;
}

void
pos_set_view(struct tc_pos *pos, int viewer)
{
	if (pos->var->set_view == NULL)
		return;
	pos->hash ^= pos_hash_state(pos);
	pos->var->set_view(pos, viewer);
	pos->hash ^= pos_hash_state(pos);
}

/*
** The start positions of the variants of tc_variants[], read once, by the
** first pos_start() after tc_init(): a game begins with a copy, not a
** reading of the string.
*/
#define NSTARTS	32
static struct tc_pos starts[NSTARTS];
static int nstarts;
static pthread_once_t starts_once = PTHREAD_ONCE_INIT;

static void
read_start(struct tc_pos *pos, const struct tc_variant *var)
{
	struct tc_diags d = { 0 };

	var->read(pos, var, var->start, strlen(var->start), 0, &d, NULL);
}

static void
starts_read(void)
{
	int n;

	for (n = 0; n < NSTARTS && tc_variants[n]; n++)
		read_start(&starts[n], tc_variants[n]);
	nstarts = n;
}

void
pos_start(struct tc_pos *pos, const struct tc_variant *var)
{
	int i;

	tc_init();
	pthread_once(&starts_once, starts_read);
	for (i = 0; i < nstarts; i++)
		if (tc_variants[i] == var) {
			*pos = starts[i];
			return;
		}
	read_start(pos, var);
}

int
pos_colour_at(const struct tc_pos *pos, int sq)
{
	return pos->board[sq] ? TC_COLOUR(pos->board[sq]) : -1;
}

int
move_legal(const struct tc_pos *pos, struct tc_movelist *ml)
{
	ml->n = pos->eng->legal(pos, ml->m);
	return ml->n;
}

int
moves_onto(const struct tc_pos *pos, const tc_move *all, int n, int to,
    int type, tc_move *out)
{
	int i, k = 0;

	for (i = 0; i < n; i++)
		if (TC_TO(all[i]) == to && (type == TC_EMPTY ||
		    (TC_KIND(all[i]) == TC_MK_DROP ? TC_PROMO(all[i]) :
		    TC_TYPE(pos->board[TC_FROM(all[i])])) == type))
			out[k++] = all[i];
	return k;
}

bool
move_any_legal(const struct tc_pos *pos)
{
	return pos->eng->any_legal(pos);
}

void
pos_make(struct tc_pos *pos, tc_move m, struct tc_undo *u)
{
	pos->var->make(pos, m, u);
}

void
pos_unmake(struct tc_pos *pos, tc_move m, const struct tc_undo *u)
{
	pos->var->unmake(pos, m, u);
}

bool
pos_status(const struct tc_pos *pos, struct tc_end *end)
{
	end->why = end->result = NULL;
	end->flags = 0;
	pos->var->status(pos, end);
	return end->why != NULL && !(end->flags & TC_END_PROVISIONAL);
}

uint64_t
pos_hash_state(const struct tc_pos *pos)
{
	uint64_t h = zob_turn[pos->turn] ^ castle_key(pos->castle);
	int s;

	for (s = 0; s < TC_MAXSIDES; s++)
		if (pos->ep[s] != TC_NOSQ)
			h ^= zob_ep[s][pos->ep[s]];
	if (pos->var->xhash)
		h ^= pos->var->xhash(pos);
	return h;
}

uint64_t
pos_hash_full(const struct tc_pos *pos)
{
	uint64_t h = pos_hash_state(pos);
	int sq;

	for (sq = 0; sq < pos->var->geom->nsq; sq++)
		if (pos->board[sq])
			h ^= zob_piece[TC_COLOUR(pos->board[sq])]
			    [TC_TYPE(pos->board[sq])][sq] ^
			    zob_mark[pos->mark[sq]][sq] ^
			    ident_key(pos->ident[sq], sq);
	return h;
}

bool
pos_in_check(const struct tc_pos *pos, int side)
{
	return pos->eng->checked(pos, side) > 0;
}

int
pos_checked(const struct tc_pos *pos, int side)
{
	return pos->eng->checked(pos, side);
}

int
pos_checkers(const struct tc_pos *pos)
{
	return pos->eng->checkers(pos);
}

bool
pos_attacked(const struct tc_pos *pos, int sq, int by)
{
	return pos->eng->attacked(pos, sq, by);
}

/* The bitboards board[] gives: false if pos keeps others. */
static bool
bitboards_ok(const struct tc_pos *pos)
{
	bb_t type[TC_NTYPES] = { 0 }, colour[2] = { 0 }, grey = 0;
	int sq;

	for (sq = 0; sq < 64; sq++) {
		uint8_t c = pos->board[sq];

		if (!c)
			continue;
		type[TC_TYPE(c)] |= BB(sq);
		type[TC_EMPTY] |= BB(sq);
		if (pos->mark[sq] != TC_NEUTRAL)
			colour[TC_COLOUR(c) & 1] |= BB(sq);
		if (pos->mark[sq] != TC_PURE)
			grey |= BB(sq);
	}
	return memcmp(type, pos->bb_type, sizeof(type)) == 0 &&
	    memcmp(colour, pos->bb_colour, sizeof(colour)) == 0 &&
	    grey == pos->bb_grey;
}

/* The sets of the pieces each side may move agree with board[]. */
static bool
control_sets_ok(const struct tc_pos *pos)
{
	uint64_t ctl[TC_MAXSIDES][2] = { { 0 } };
	int sq, s;

	for (sq = 0; sq < pos->var->geom->nsq; sq++)
		for (s = 0; s < pos->var->nsides; s++)
			if (pos_controllers(pos, sq) & (1u << s))
				ctl[s][sq >> 6] |= (uint64_t)1 << (sq & 63);
	return memcmp(ctl, pos->ctl, sizeof(ctl)) == 0;
}

bool
pos_ok(const struct tc_pos *pos)
{
	int sq;

	for (sq = 0; sq < pos->var->geom->nsq; sq++)
		if (!pos->board[sq] && pos->mark[sq] != TC_PURE)
			return false;
	if (pos->var->geom->bitboard && !bitboards_ok(pos))
		return false;
	if ((pos->var->flags & TC_VF_CONTROL_SETS) && !control_sets_ok(pos))
		return false;
	return pos->hash == pos_hash_full(pos);
}
