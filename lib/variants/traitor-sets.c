/*
** The Traitor family's fifteen rule sets (spec traitor.md): the variants
** of the list, and those with an option off; their hooks are the rules'
** (traitor.c) and the notation's (traitor-notation.c).
*/
#include "traitor.h"

static const struct tr_rules rules[15] = {
#define R(f, form, mark, rec, ko, undo, line) \
	{ f, form, mark, rec, ko, undo, line }
	R(FAM_TRAITOR, FORM_SPECIFIC, TC_TRAITOR, false, false, false, "traitor/specific"),
	R(FAM_TRAITOR, FORM_SIMPLIFIED, TC_TRAITOR, false, false, false, "traitor/simplified"),
	R(FAM_TRAITOR, FORM_IMPROMPTU, TC_TRAITOR, false, false, false, ""),
	R(FAM_DEFECTOR, FORM_SPECIFIC, TC_PURE, true, false, false, "defector/specific"),
	R(FAM_DEFECTOR, FORM_SIMPLIFIED, TC_PURE, true, false, true, "defector/simplified"),
	R(FAM_DEFECTOR, FORM_IMPROMPTU, TC_PURE, true, false, true, ""),
	R(FAM_AGENT, FORM_SPECIFIC, TC_AGENT, false, true, false, "double-agent/specific"),
	R(FAM_AGENT, FORM_SIMPLIFIED, TC_AGENT, false, true, false, "double-agent/simplified"),
	R(FAM_AGENT, FORM_IMPROMPTU, TC_AGENT, false, true, false, ""),
	R(FAM_DDA, FORM_SPECIFIC, TC_AGENT, true, true, false, "defector-double-agent/specific"),
	R(FAM_DDA, FORM_SIMPLIFIED, TC_AGENT, true, true, true, "defector-double-agent/simplified"),
	R(FAM_DDA, FORM_IMPROMPTU, TC_AGENT, true, true, true, ""),
	R(FAM_MERC, FORM_SPECIFIC, TC_MERCENARY, false, true, false, "mercenary/specific"),
	R(FAM_MERC, FORM_SIMPLIFIED, TC_MERCENARY, false, true, false, "mercenary/simplified"),
	R(FAM_MERC, FORM_IMPROMPTU, TC_MERCENARY, false, true, false, ""),
#undef R
};

#define TRAITOR_TAGS "GameId,WhiteTargets,BlackTargets,WhiteTargetsCommit," \
	"BlackTargetsCommit,WhiteTargetsNonce,BlackTargetsNonce," \
	"White Traitors=BlackTargets,Black Traitors=WhiteTargets"

#define START "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"

#define TRAITOR_VARIANT(i, vname, vtitle, vpgn, vflags, vmarks, vkeys, \
	vletter, vstart, voptmask, voptoff) \
	{ .name = vname, .title = vtitle, .pgn_name = vpgn, \
	  .geom = &geom_8x8_data, .nsides = 2, \
	  .flags = TC_VF_OWN_ENGINE | (vflags), .marks = vmarks, \
	  .start = vstart, .engine = &tr_engine, .controllers = tr_controls, \
	  .read = fen8_read, .write = fen8_write, .validate = fen8_validate, \
	  .keys = vkeys, .read_keys = tr_read_keys, \
	  .write_keys = tr_write_keys, .check = tr_check, \
	  .why_not = tr_why_not, \
	  .announce = vletter, .announce_apply = tr_announce_apply, \
	  .why_not_announce = tr_why_not_announce, \
	  .setup = tr_setup, .tags = TRAITOR_TAGS, \
	  .optmask = voptmask, .optoff = voptoff, .rules = &rules[i], \
	  .make = tr_make, .unmake = unmake_listed, .status = tr_status, .mark = tr_mark, \
	  .dead = tr_dead, .draw_plies = 150, \
	  .claim_plies = 100, .repeat = 5, .claim_repeat = 3, \
	  .implied_by = "", .xinit = tr_xinit, .xhash = tr_xhash, \
	  .set_view = tr_set_view, .moves_hidden = tr_moves_hidden, \
	  .move_examples = "e4, Nf3, exd5, T-Rh1:Nxf2, O-O or e2e4" }

#define SPEC	(TC_VF_IDENTS | TC_VF_SECRET)
#define SIMP	TC_VF_SECRET
#define OC	TC_OPT_OWN_TRAITOR_CHECK
#define NU	TC_OPT_NO_UNDO
#define TC	TC_VF_TURNCOATS

const struct tc_variant tc_traitor[15] = {
	TRAITOR_VARIANT(0, "traitor", "Traitor Chess", "Traitor", SPEC, "^",
	    "ids targets", 'T', START, OC, 0),
	TRAITOR_VARIANT(1, "simplified-traitor", "Simplified Traitor Chess",
	    "Simplified Traitor", SIMP, "^", "targets", 'T', START, OC, 0),
	TRAITOR_VARIANT(2, "impromptu-traitor", "Impromptu Traitor Chess",
	    "Impromptu Traitor", 0, "^", "budget", 'T', START, OC, 0),
	TRAITOR_VARIANT(3, "defector", "Defector Chess", "Defector", SPEC | TC,
	    "", "ids targets", 'D', START, 0, 0),
	TRAITOR_VARIANT(4, "simplified-defector", "Simplified Defector Chess",
	    "Simplified Defector", SIMP | TC, "", "targets undo", 'D', START,
	    NU, 0),
	TRAITOR_VARIANT(5, "impromptu-defector", "Impromptu Defector Chess",
	    "Impromptu Defector", TC, "", "budget undo", 'D', START, NU, 0),
	TRAITOR_VARIANT(6, "double-agent", "Double Agent Chess", "Double Agent",
	    SPEC, "&", "ids ko targets", 'A', START, 0, 0),
	TRAITOR_VARIANT(7, "simplified-double-agent",
	    "Simplified Double Agent Chess", "Simplified Double Agent", SIMP,
	    "&", "ko targets", 'A', START, 0, 0),
	TRAITOR_VARIANT(8, "impromptu-double-agent",
	    "Impromptu Double Agent Chess", "Impromptu Double Agent", 0, "&",
	    "budget ko", 'A', START, 0, 0),
	TRAITOR_VARIANT(9, "defector-double-agent",
	    "Defector-Double Agent Chess", "Defector-Double Agent", SPEC | TC,
	    "&", "ids ko targets", 'A', START, 0, 0),
	TRAITOR_VARIANT(10, "simplified-defector-double-agent",
	    "Simplified Defector-Double Agent Chess",
	    "Simplified Defector-Double Agent", SIMP | TC, "&",
	    "ko targets undo", 'A', START, NU, 0),
	TRAITOR_VARIANT(11, "impromptu-defector-double-agent",
	    "Impromptu Defector-Double Agent Chess",
	    "Impromptu Defector-Double Agent", TC, "&", "budget ko undo", 'A',
	    START, NU, 0),
	TRAITOR_VARIANT(12, "mercenary", "Mercenary Chess", "Mercenary", SPEC,
	    "%", "ids ko targets", 'M', START, 0, 0),
	TRAITOR_VARIANT(13, "simplified-mercenary",
	    "Simplified Mercenary Chess", "Simplified Mercenary", SIMP, "%",
	    "ko targets", 'M', START, 0, 0),
	TRAITOR_VARIANT(14, "impromptu-mercenary", "Impromptu Mercenary Chess",
	    "Impromptu Mercenary", 0, "%", "budget ko", 'M', START, 0, 0),
};

/* The rule sets with an option off. */
static const struct tc_variant siblings[] = {
	TRAITOR_VARIANT(0, "traitor", "Traitor Chess", "Traitor", SPEC, "^",
	    "ids targets", 'T', START, OC, OC),
	TRAITOR_VARIANT(1, "simplified-traitor", "Simplified Traitor Chess",
	    "Simplified Traitor", SIMP, "^", "targets", 'T', START, OC, OC),
	TRAITOR_VARIANT(2, "impromptu-traitor", "Impromptu Traitor Chess",
	    "Impromptu Traitor", 0, "^", "budget", 'T', START, OC, OC),
	TRAITOR_VARIANT(4, "simplified-defector", "Simplified Defector Chess",
	    "Simplified Defector", SIMP | TC, "", "targets undo", 'D', START,
	    NU, NU),
	TRAITOR_VARIANT(5, "impromptu-defector", "Impromptu Defector Chess",
	    "Impromptu Defector", TC, "", "budget undo", 'D', START, NU, NU),
	TRAITOR_VARIANT(10, "simplified-defector-double-agent",
	    "Simplified Defector-Double Agent Chess",
	    "Simplified Defector-Double Agent", SIMP | TC, "&",
	    "ko targets undo", 'A', START, NU, NU),
	TRAITOR_VARIANT(11, "impromptu-defector-double-agent",
	    "Impromptu Defector-Double Agent Chess",
	    "Impromptu Defector-Double Agent", TC, "&", "budget ko undo", 'A',
	    START, NU, NU),
};

const struct tc_variant *const tc_variant_siblings[] = {
	&siblings[0], &siblings[1], &siblings[2], &siblings[3], &siblings[4],
	&siblings[5], &siblings[6], NULL
};
