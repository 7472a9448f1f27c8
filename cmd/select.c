/*
** The options that select games, shared by pgn-replay and convert (see
** select.h), and the closing summary both tools print.
*/
#include <stdlib.h>
#include "jobs.h"
#include "select.h"

struct tc_select *selection;

bool
select_option(int c, const char *arg)
{
	static const enum tc_sel what[] = {
		TC_SEL_TAG, TC_SEL_PLAYER, TC_SEL_GAMES, TC_SEL_VARIANT,
		TC_SEL_RESULT, TC_SEL_VALID, TC_SEL_INVALID,
		TC_SEL_SKIP_UNSUPPORTED
	};
	char err[300];

	if (c < OPT_SELECT || c >= OPT_SELECT + (int)(sizeof(what) /
	    sizeof(what[0])))
		return false;
	if (selection == NULL && (selection = select_new()) == NULL) {
		warnx_("out of memory");
		exit(EXIT_TROUBLE);
	}
	if (select_add(selection, what[c - OPT_SELECT], arg, err,
	    sizeof(err)) != 0) {
		warnx_("%s", err);
		exit(EXIT_TROUBLE);
	}
	return true;
}

bool
select_keep(struct tally *t, const struct tc_game *g, bool strict)
{
	if (select_outcome(selection, g->nerr == 0 && !(strict &&
	    g->nwarn)))
		return true;
	t->skipped++;
	return false;
}

const char *
plural(long n, const char *one, const char *many)
{
	return n == 1 ? one : many;
}

const char *
strict_note(long n, char *buf, size_t cap)
{
	if (n <= 0)
		return "";
	snprintf(buf, cap, " (%ld of them %s: --strict)", n, n == 1 ?
	    "a warning" : "warnings");
	return buf;
}
