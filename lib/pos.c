/*
** Geometries, the variant table and the position state.
*/
#include <stdio.h>
#include <string.h>
#include <strings.h>
#include "internal.h"

#define STD_START "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"

const struct tc_geom geom_8x8 = { "8x8", 8, 8, 64 };

const struct tc_variant tc_chess = {
	"chess", "standard chess", "Standard", &geom_8x8, 2, TC_VF_BITBOARD, "", STD_START
};

const struct tc_variant tc_allegiance = {
	"allegiance", "Allegiance Chess", "Allegiance", &geom_8x8, 2,
	TC_VF_BITBOARD | TC_VF_CHALLENGE, ">", STD_START
};

const struct tc_variant *const tc_variants[] = {
	&tc_chess, &tc_allegiance, NULL
};

const char type_letter[TC_NTYPES + 1] = "?PNBRQKA";

int
type_from_letter(int c)
{
	const char *p;

	if (c >= 'a' && c <= 'z')
		c -= 'a' - 'A';
	if (c == '?' || c == 0 || (p = strchr(type_letter, c)) == NULL)
		return TC_EMPTY;
	return (int)(p - type_letter);
}

const struct tc_variant *
tc_variant_find(const char *name)
{
	static const char *const aliases[][2] = {
		{ "standard", "chess" }, { "from position", "chess" },
	};
	char buf[64];
	size_t len;
	int i;

	len = strlen(name);
	while (len > 0 && name[len - 1] == ' ')
		len--;
	if (len >= 6 && strncasecmp(name + len - 6, " chess", 6) == 0)
		len -= 6;
	if (len >= sizeof(buf))
		return NULL;
	memcpy(buf, name, len);
	buf[len] = '\0';
	for (i = 0; i < (int)(sizeof(aliases) / sizeof(aliases[0])); i++)
		if (strcasecmp(buf, aliases[i][0]) == 0)
			return tc_variant_find(aliases[i][1]);
	for (i = 0; tc_variants[i] != NULL; i++)
		if (strcasecmp(buf, tc_variants[i]->name) == 0 ||
		    strcasecmp(buf, tc_variants[i]->pgn_name) == 0)
			return tc_variants[i];
	return NULL;
}

void
geom_square_name(const struct tc_geom *g, int sq, char *buf)
{
	if (sq < 0 || sq >= g->nsq) {
		strcpy(buf, "-");
		return;
	}
	int rank = sq / g->files + 1;

	*buf++ = (char)('a' + sq % g->files);
	if (rank >= 10)
		*buf++ = (char)('0' + rank / 10);
	*buf++ = (char)('0' + rank % 10);
	*buf = '\0';
}

void
diag_add(struct tc_diags *d, int col, bool warning, const char *fmt, ...)
{
	va_list ap;
	struct tc_diag *x;

	if (warning)
		d->nwarn++;
	else
		d->nerr++;
	if (d->n >= TC_MAXDIAG)
		return;
	x = &d->d[d->n++];
	x->col = col;
	x->warning = warning;
	va_start(ap, fmt);
	vsnprintf(x->msg, sizeof(x->msg), fmt, ap);
	va_end(ap);
}

void
pos_clear(struct tc_pos *pos)
{
	const struct tc_variant *var = pos->var;

	memset(pos, 0, sizeof(*pos));
	pos->var = var;
	pos->ep = TC_NOSQ;
	pos->fullmove = 1;
}

void
pos_start(struct tc_pos *pos, const struct tc_variant *var)
{
	struct tc_diags d = { 0 };
	const char *s = var->start;

	afen_read(pos, var, s, strlen(s), 0, &d, NULL);
}

int
pos_side_at(const struct tc_pos *pos, int sq)
{
	return pos->board[sq] ? TC_SIDE(pos->board[sq]) : -1;
}

uint64_t
pos_hash_state(const struct tc_pos *pos)
{
	uint64_t h = zob_turn[pos->turn];
	unsigned c = pos->castle;

	while (c) {
		h ^= zob_castle[__builtin_ctz(c)];
		c &= c - 1;
	}
	if (pos->ep != TC_NOSQ)
		h ^= zob_ep[pos->ep];
	return h;
}

uint64_t
pos_hash_full(const struct tc_pos *pos)
{
	uint64_t h = pos_hash_state(pos);
	bb_t occ = pos->bb_type[TC_EMPTY];
	int sq;

	while (occ) {
		sq = bb_poplsb(&occ);
		h ^= zob_piece[TC_SIDE(pos->board[sq])]
		    [TC_TYPE(pos->board[sq])][sq] ^ zob_mark[pos->mark[sq]][sq];
	}
	return h;
}

bool
pos_in_check(const struct tc_pos *pos, int side)
{
	int k = pos_king_sq(pos, side);

	return k >= 0 && bb_attackers(pos, k, side ^ 1,
	    pos->bb_type[TC_EMPTY]) != 0;
}

int
pos_checkers(const struct tc_pos *pos)
{
	int k = pos_king_sq(pos, pos->turn);

	if (k < 0)
		return 0;
	return bb_pop(bb_attackers(pos, k, pos->turn ^ 1,
	    pos->bb_type[TC_EMPTY]));
}

bool
pos_ok(const struct tc_pos *pos)
{
	bb_t type[TC_NTYPES] = { 0 }, side[2] = { 0 }, grey = 0;
	int sq;

	for (sq = 0; sq < 64; sq++) {
		uint8_t c = pos->board[sq];

		if (!c) {
			if (pos->mark[sq] != TC_PURE)
				return false;
			continue;
		}
		type[TC_TYPE(c)] |= BB(sq);
		type[TC_EMPTY] |= BB(sq);
		side[TC_SIDE(c) & 1] |= BB(sq);
		if (pos->mark[sq] == TC_GREY)
			grey |= BB(sq);
	}
	if (memcmp(type, pos->bb_type, sizeof(type)) != 0 ||
	    memcmp(side, pos->bb_side, sizeof(side)) != 0 ||
	    grey != pos->bb_grey)
		return false;
	return pos->hash == pos_hash_full(pos);
}
