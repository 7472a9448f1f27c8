/*
** Making and unmaking moves on the 8x8 two-side board.  The undo record
** belongs to the caller (as in Ethereal and Stockfish), so a search keeps
** one per ply on its own stack.
*/
#include <string.h>
#include "internal.h"

uint16_t castle_mask[64];

void
make_init(void)
{
	int sq;

	for (sq = 0; sq < 64; sq++)
		castle_mask[sq] = 0xffff;
	castle_mask[SQ88(7, 0)] = (uint16_t)~1u;
	castle_mask[SQ88(0, 0)] = (uint16_t)~2u;
	castle_mask[SQ88(4, 0)] = (uint16_t)~3u;
	castle_mask[SQ88(7, 7)] = (uint16_t)~4u;
	castle_mask[SQ88(0, 7)] = (uint16_t)~8u;
	castle_mask[SQ88(4, 7)] = (uint16_t)~12u;
}

static void
make_challenge(struct tc_pos *pos, int to, struct tc_undo *u)
{
	uint8_t code = pos->board[to];

	u->oldcode = code;
	u->oldmark = pos->mark[to];
	pos->hash ^= piece_key(pos, to);
	if (pos->mark[to] == TC_GREY) {
		/* The second challenge turns the piece (spec 2.2). */
		code = TC_CODE(TC_TYPE(code), pos->turn);
		pos->castle &= castle_mask[to];
	}
	del_piece(pos, to);
	add_piece(pos, to, code, TC_GREY);
	pos->hash ^= piece_key(pos, to);
	pos->halfmove++;
}

/*
** Where no piece has a mark (pos->bb_grey empty: standard chess, and
** Allegiance before its first challenge), every square's mark is pure, so
** a piece's key is its zobrist number alone and the marks need no
** moving: the same make with that known, for the ply every replayed game
** and every perft node pays.
*/
INLINE uint64_t
key_at(const struct tc_pos *pos, int sq, bool plain)
{
	uint8_t c = pos->board[sq];

	return plain ? zob_piece64[c & 15][sq] :
	    piece_key(pos, sq);
}

INLINE void
move_piece_at(struct tc_pos *pos, int from, int to, bool plain)
{
	uint8_t code;
	bb_t b;

	if (!plain) {
		move_piece(pos, from, to);
		return;
	}
	code = pos->board[from];
	b = BB(from) | BB(to);
	pos->bb_type[TC_TYPE(code)] ^= b;
	pos->bb_colour[TC_COLOUR(code) & 1] ^= b;
	pos->bb_type[TC_EMPTY] ^= b;
	pos->board[to] = code;
	pos->ident[to] = pos->ident[from];
	pos->board[from] = 0;
	pos->ident[from] = 0;
}

INLINE void
del_piece_at(struct tc_pos *pos, int sq, bool plain)
{
	uint8_t code;
	bb_t b;

	if (!plain) {
		del_piece(pos, sq);
		return;
	}
	code = pos->board[sq];
	b = ~BB(sq);
	pos->bb_type[TC_TYPE(code)] &= b;
	pos->bb_colour[TC_COLOUR(code) & 1] &= b;
	pos->bb_type[TC_EMPTY] &= b;
	pos->board[sq] = 0;
}

INLINE void
make_move(struct tc_pos *pos, tc_move m, struct tc_undo *u, bool plain)
{
	int from = TC_FROM(m), to = TC_TO(m), kind = TC_KIND(m);
	int us = pos->turn, them = us ^ 1;
	uint16_t castle = pos->castle;

	u->hash = pos->hash;
	u->halfmove = pos->halfmove;
	u->castle = castle;
	memcpy(u->ep, pos->ep, sizeof(u->ep));
	u->captured = 0;
	u->n = 0;
	if (pos->ep[them] != TC_NOSQ) {
		pos->hash ^= zob_ep[them][pos->ep[them]];
		pos->ep[them] = TC_NOSQ;
	}
	if (kind == TC_MK_CHALLENGE) {
		make_challenge(pos, to, u);
	} else if (kind == TC_MK_NULL) {
		pos->halfmove++;
	} else {
		uint8_t code = pos->board[from];
		int cap = kind == TC_MK_EP ? SQ88(FILE88(to), RANK88(from)) : to;

		pos->halfmove++;
		if (pos->board[cap]) {
			u->captured = pos->board[cap];
			u->capmark = plain ? TC_PURE : pos->mark[cap];
			u->capident = pos->ident[cap];
			pos->hash ^= key_at(pos, cap, plain);
			del_piece_at(pos, cap, plain);
			pos->ident[cap] = 0;
			pos->halfmove = 0;
		}
		pos->hash ^= key_at(pos, from, plain);
		move_piece_at(pos, from, to, plain);
		if (TC_TYPE(code) == TC_PAWN) {
			pos->halfmove = 0;
			if (kind == TC_MK_PROMO) {
				uint8_t mark = plain ? TC_PURE : pos->mark[to];

				del_piece_at(pos, to, plain);
				add_piece(pos, to,
				    TC_CODE(TC_PROMO(m), TC_COLOUR(code)), mark);
			} else if (kind == TC_MK_DOUBLE) {
				pos->ep[us] = (uint8_t)((from + to) / 2);
				pos->hash ^= zob_ep[us][pos->ep[us]];
			}
		}
		pos->hash ^= key_at(pos, to, plain);
		if (kind == TC_MK_CASTLE) {
			int rf = to > from ? to + 1 : to - 2;
			int rt = to > from ? to - 1 : to + 1;

			pos->hash ^= key_at(pos, rf, plain);
			move_piece_at(pos, rf, rt, plain);
			pos->hash ^= key_at(pos, rt, plain);
		}
		pos->castle &= castle_mask[from] & castle_mask[to];
	}
	if (pos->castle != castle)
		pos->hash ^= castle_key(pos->castle ^ castle);
	pos->hash ^= zob_turn[us] ^ zob_turn[them];
	pos->turn = (uint8_t)them;
	pos->fullmove += us == TC_BLACK;	/* no branch: the sides alternate */
}

void
make2_make(struct tc_pos *pos, tc_move m, struct tc_undo *u)
{
	if (pos->bb_grey == 0)
		make_move(pos, m, u, true);
	else
		make_move(pos, m, u, false);
}

void
make2_unmake(struct tc_pos *pos, tc_move m, const struct tc_undo *u)
{
	int from = TC_FROM(m), to = TC_TO(m), kind = TC_KIND(m);

	pos->turn ^= 1;
	if (pos->turn == TC_BLACK)
		pos->fullmove--;
	if (kind == TC_MK_CHALLENGE) {
		del_piece(pos, to);
		add_piece(pos, to, u->oldcode, u->oldmark);
	} else if (kind != TC_MK_NULL) {
		if (kind == TC_MK_PROMO) {
			uint8_t code = pos->board[to], mark = pos->mark[to];

			del_piece(pos, to);
			add_piece(pos, to, TC_CODE(TC_PAWN, TC_COLOUR(code)), mark);
		}
		move_piece(pos, to, from);
		if (kind == TC_MK_CASTLE) {
			int rf = to > from ? to + 1 : to - 2;
			int rt = to > from ? to - 1 : to + 1;

			move_piece(pos, rt, rf);
		}
		if (u->captured) {
			int cap = kind == TC_MK_EP ?
			    SQ88(FILE88(to), RANK88(from)) : to;

			add_piece(pos, cap, u->captured, u->capmark);
			pos->ident[cap] = u->capident;
		}
	}
	pos->hash = u->hash;
	pos->halfmove = u->halfmove;
	pos->castle = u->castle;
	memcpy(pos->ep, u->ep, sizeof(pos->ep));
}

void
listed_begin(struct tc_pos *pos, struct tc_undo *u)
{
	undo_keep(pos, u);
	pos->hash ^= pos_hash_state(pos);
}

void
listed_end(struct tc_pos *pos)
{
	if (pos->turn == TC_BLACK)
		pos->fullmove++;
	pos->turn ^= 1;
	pos->hash ^= pos_hash_state(pos);
}

void
unmake_listed(struct tc_pos *pos, uint64_t m, const struct tc_undo *u)
{
	int i;

	(void)m;
	for (i = u->n - 1; i >= 0; i--) {
		int sq = u->sq[i];

		if (pos->board[sq])
			del_piece(pos, sq);
		if (u->code[i])
			add_piece(pos, sq, u->code[i], u->mark[i]);
		pos->ident[sq] = u->ident[i];
	}
	restore_state(pos, u);
}
