/*
** The Traitor family's own declarations, shared by its files:
** traitor.c (rules, turns, make and unmake), traitor-notation.c (the
** notation's keys and checks, a game's lists and commitments) and
** traitor-sets.c (the rule sets, which name the hooks of both).
*/
#ifndef TC_TRAITOR_H
#define TC_TRAITOR_H

#include "internal.h"

enum { FAM_TRAITOR, FAM_DEFECTOR, FAM_AGENT, FAM_DDA, FAM_MERC };
enum { FORM_SPECIFIC, FORM_SIMPLIFIED, FORM_IMPROMPTU };

struct tr_rules {
	int fam, form;
	uint8_t mark;		/* the status an announcement gives */
	bool recolour;		/* the announced piece takes the announcer's colour */
	bool ko;		/* weak ko */
	bool undo;		/* the undo key (and, with the option, rule) */
	const char *line;	/* the commitment's variant line */
};

/*
** The family's state in a position (pos->x): its keys ko, undo, budget
** and targets, and the public facts of a hidden list.
*/
struct TC_MAY_ALIAS tr_state {
	uint8_t ko_from, ko_to;	/* the move weak ko forbids */
	uint8_t undo;		/* Defector: the piece made to defect last turn */
	uint8_t budget[2];	/* Impromptu: points left to White and Black */
	/*
	** Specific and Simplified: the points each has announced, public
	** facts for a hidden list (at most 9 in all).  Not in the notation,
	** hence not in the hash: a position read from a string has none.
	*/
	uint8_t spent[2];
	/*
	** Specific and Simplified: what each player may still announce;
	** hidden: not known to this view.  Specific: a bit per identity
	** (bit s for the piece that started on square s); Simplified: a
	** count per piece type in 4 bits (type t at bits 4t..4t+3).
	*/
	bool hidden[2];
	uint64_t targets[2];
	/* Specific: the identities announced so far (public facts). */
	uint64_t announced;
};
TC_XSTATE_FITS(tr_state);

/* The state of a position or undo record p, to change or to read. */
#define TR_X(p)		((struct tr_state *)(p)->x.b)
#define TR_CX(p)	((const struct tr_state *)(p)->x.b)

/* Piece values for lists and budgets (rule 1): P 1, N 3, B 3, R 5, Q 9. */
extern const int traitor_value[TC_NTYPES];
/* "White", "Black". */
extern const char *const traitor_side[2];

#define RULES(pos)	((const struct tr_rules *)(pos)->var->rules)
#define OWN_CHECK_OFF(pos) ((pos)->var->optoff & TC_OPT_OWN_TRAITOR_CHECK)
#define NO_UNDO(pos)	(RULES(pos)->undo && !((pos)->var->optoff & \
	TC_OPT_NO_UNDO))

/*
** The turns of pos (traitor.c): with pseudo, the moves the pieces'
** movement allows; with plain_only, only moves without an announcement.
** Their number: TC_MAXMOVES if they fill out, when some may be left
** out (the notation refuses such positions).
*/
int traitor_generate(const struct tc_pos *pos, tc_move *out, bool pseudo,
    bool plain_only);

/* The pieces eligible for side to announce in pos (rule 1). */
bb_t tr_eligible(const struct tc_pos *pos, int side);

/* The notation's keys and checks, a game's lists (traitor-notation.c). */
int tr_read_keys(struct tc_pos *pos, const char *s, const size_t (*val)[2],
    unsigned flags, struct tc_diags *d);
size_t tr_write_keys(const struct tc_pos *pos, char *p);
void tr_check(const struct tc_pos *pos, const struct fen8_cols *c,
    unsigned flags, struct tc_diags *d);
bool tr_setup(struct tc_pos *pos, struct tc_setup *s);

/* The rules' hooks (traitor.c), for the rule sets (traitor-sets.c). */
extern const struct tc_engine tr_engine;
unsigned tr_controls(uint8_t code, uint8_t mark);
bool tr_why_not(const struct tc_pos *pos, int from, int to, char *msg,
    size_t cap);
void tr_announce_apply(struct tc_pos *pos, int sq);
bool tr_why_not_announce(const struct tc_pos *pos, int sq, char *msg,
    size_t cap);
void tr_make(struct tc_pos *pos, tc_move m, struct tc_undo *u);
void tr_status(const struct tc_pos *pos, struct tc_end *end);
int tr_mark(const struct tc_pos *before, tc_move m,
    const struct tc_pos *after, bool *dbl);
bool tr_dead(const struct tc_pos *pos);
void tr_xinit(struct tc_pos *pos);
uint64_t tr_xhash(const struct tc_pos *pos);
void tr_set_view(struct tc_pos *pos, int viewer);
bool tr_moves_hidden(const struct tc_pos *pos);

#endif
