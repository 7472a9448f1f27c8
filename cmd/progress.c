/*
** Progress of long runs of pgn-replay and convert: when standard error
** is a terminal and -q is not given, one line "tool: N games, M MB,
** R MB/s" is rewritten in place, at most twice a second and only once a
** second has gone by (TC_PROGRESS_DELAY seconds, for tests), and it is
** cleared before any other message goes to standard error and before the
** summary.
*/
#include <stdio.h>
#include <stdlib.h>
#include <time.h>
#include <unistd.h>
#include "progress.h"
#include "select.h"

static bool enabled, shown;
static struct timespec t0, last;
static double delay = 1.0;	/* seconds before the first line */

static double
since(const struct timespec *t)
{
	struct timespec now;

	clock_gettime(CLOCK_MONOTONIC, &now);
	return (double)(now.tv_sec - t->tv_sec) +
	    (double)(now.tv_nsec - t->tv_nsec) / 1e9;
}

void
progress_start(void)
{
	const char *e = getenv("TC_PROGRESS_DELAY");
	char *end;
	double v;

	enabled = !quiet && isatty(STDERR_FILENO);
	/*
	 * A test cannot wait for a run to take a second: with 0 the first
	 * progress note shows the line, however fast the machine.
	 */
	if (e && *e && (v = strtod(e, &end)) >= 0 && v <= 3600 && *end == '\0')
		delay = v;
	clock_gettime(CLOCK_MONOTONIC, &t0);
	last = t0;
	last.tv_sec -= 1;	/* the first line waits for delay alone */
}

void
progress_note(long games, uint64_t bytes)
{
	double secs;

	if (!enabled || since(&last) < 0.5 || (secs = since(&t0)) < delay)
		return;
	fprintf(stderr, "\r%s: %ld %s, %.1f MB, %.1f MB/s\033[K", argv0,
	    games, plural(games, "game", "games"), (double)bytes / 1e6,
	    secs > 0 ? (double)bytes / 1e6 / secs : 0.0);
	fflush(stderr);
	shown = true;
	clock_gettime(CLOCK_MONOTONIC, &last);
}

void
progress_clear(void)
{
	if (!shown)
		return;
	fputs("\r\033[K", stderr);
	shown = false;
}
