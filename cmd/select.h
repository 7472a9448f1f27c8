/*
** Selecting games in pgn-replay and convert: the options, documented
** once in turncoat-pgn(5), SELECTING GAMES.
*/
#ifndef TC_SELECT_H
#define TC_SELECT_H

#include "jobs.h"

#define OPT_SELECT	0x200	/* the getopt codes of the options below */
#define SELECT_LONGOPTS \
	{ "tag", required_argument, NULL, OPT_SELECT }, \
	{ "player", required_argument, NULL, OPT_SELECT + 1 }, \
	{ "games", required_argument, NULL, OPT_SELECT + 2 }, \
	{ "only-variant", required_argument, NULL, OPT_SELECT + 3 }, \
	{ "result", required_argument, NULL, OPT_SELECT + 4 }, \
	{ "valid", no_argument, NULL, OPT_SELECT + 5 }, \
	{ "invalid", no_argument, NULL, OPT_SELECT + 6 }, \
	{ "skip-unsupported", no_argument, NULL, OPT_SELECT + 7 }

#define SELECT_USAGE "[--tag name=value|name~regex] [--player name] " \
	"[--games list]\n        [--only-variant name] [--result result] " \
	"[--valid | --invalid] [--skip-unsupported]"

/* The selection the options built, or NULL: every game. */
extern struct tc_select *selection;

/* Handle a selection option; false if c is not one (exit 2 if bad). */
bool select_option(int c, const char *arg);

/*
** True if finished game g is selected by its outcome; if not, it is
** counted as skipped in t.
*/
bool select_keep(struct tally *t, const struct tc_game *g, bool strict);

/* one or many, as n asks. */
const char *plural(long n, const char *one, const char *many);

/*
** What the summary adds after its error count when n of the errors are
** warnings that --strict counted as errors: " (1 of them a warning:
** --strict)", or "" for none; in buf[cap].
*/
const char *strict_note(long n, char *buf, size_t cap);

#endif
