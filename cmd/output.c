/*
** Where the tools write: standard output, or the file of -o, written
** under a temporary name in the same directory and renamed over it only
** when the run ends with status 0 or 1.  See util.h.
*/
#define _XOPEN_SOURCE 700	/* realpath() */
#include <errno.h>
#include <limits.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>
#include "util.h"

static const char *out_name;	/* -o as given, for messages */
static char *target;		/* the file the output replaces */
static char tmpname[PATH_MAX + 32];
static volatile sig_atomic_t tmp_live;	/* tmpname exists and is ours */

/* Remove the temporary file, if any: at exit and on a fatal signal. */
static void
remove_tmp(void)
{
	if (tmp_live) {
		tmp_live = 0;
		unlink(tmpname);
	}
}

static void
on_signal(int sig)
{
	remove_tmp();
	signal(sig, SIG_DFL);
	raise(sig);
}

/*
** Remove the temporary file when the run is cut short by a signal that
** would end it (one already ignored, as under nohup, stays ignored).
*/
static void
catch_signals(void)
{
	static const int sigs[] = { SIGHUP, SIGINT, SIGQUIT, SIGTERM };
	struct sigaction sa, old;
	size_t i;

	memset(&sa, 0, sizeof(sa));
	sa.sa_handler = on_signal;
	sigemptyset(&sa.sa_mask);
	for (i = 0; i < sizeof(sigs) / sizeof(sigs[0]); i++)
		if (sigaction(sigs[i], NULL, &old) == 0 &&
		    old.sa_handler != SIG_IGN)
			sigaction(sigs[i], &sa, NULL);
}

/* True if input name ("-": standard input) is the file st describes. */
static bool
same_file(const char *name, const struct stat *st)
{
	struct stat in;

	if (strcmp(name, "-") == 0 ? fstat(STDIN_FILENO, &in) != 0 :
	    stat(name, &in) != 0)
		return false;
	return in.st_dev == st->st_dev && in.st_ino == st->st_ino;
}

static void
fail(const char *what)
{
	warnx_("%s: %s", out_name, what);
	exit(EXIT_TROUBLE);
}

/*
** Open a temporary file next to target, with the mode (and, where
** allowed, the owner) of the file it replaces, or the mode a new file
** gets under the umask, and make it standard output.
*/
static void
open_tmp(const struct stat *old)
{
	const char *base = strrchr(target, '/');
	mode_t mask;
	int fd, n;

	base = base ? base + 1 : target;
	n = snprintf(tmpname, sizeof(tmpname), "%.*s.%s.XXXXXX",
	    (int)(base - target), target, base);
	if (n < 0 || (size_t)n >= sizeof(tmpname))
		fail(strerror(ENAMETOOLONG));
	if ((fd = mkstemp(tmpname)) < 0)
		fail(strerror(errno));
	tmp_live = 1;
	atexit(remove_tmp);
	catch_signals();
	if (old != NULL) {
		if (fchown(fd, old->st_uid, old->st_gid) != 0) {
			/* Not ours to give away: the file becomes ours. */
		}
		fchmod(fd, old->st_mode & 0777);
	} else {
		mask = umask(0);
		umask(mask);
		fchmod(fd, 0666 & ~mask);
	}
	if (fd != STDOUT_FILENO) {
		if (dup2(fd, STDOUT_FILENO) < 0)
			fail(strerror(errno));
		close(fd);
	}
}

void
output_setup(const char *path, char *const *inputs, int n, bool std_input)
{
	struct stat st;
	bool exists;
	int i;

	if (path != NULL && strcmp(path, "-") != 0) {
		out_name = path;
		exists = stat(path, &st) == 0;
		for (i = 0; exists && i < n + std_input; i++)
			if (same_file(i < n ? inputs[i] : "-", &st))
				fail("output file is also an input");
		if (exists && access(path, W_OK) != 0)
			fail(strerror(errno));
		if (exists && !S_ISREG(st.st_mode)) {
			/* A device or a pipe: written in place. */
			if (freopen(path, "w", stdout) == NULL)
				fail(strerror(errno));
		} else {
			target = exists ? realpath(path, NULL) : strdup(path);
			if (target == NULL)
				fail(strerror(errno));
			open_tmp(exists ? &st : NULL);
		}
	}
	out_is_pipe = fstat(STDOUT_FILENO, &st) == 0 && S_ISFIFO(st.st_mode);
}

bool
output_close(void)
{
	if (fflush(stdout) != 0 || ferror(stdout)) {
		warnx_("write error: %s", strerror(errno ? errno : EIO));
		return false;
	}
	return true;
}

int
output_end(int status)
{
	if (!output_close())
		status = EXIT_TROUBLE;
	if (!tmp_live)
		return status;
	if (status == EXIT_TROUBLE) {
		remove_tmp();
		return status;
	}
	if (rename(tmpname, target) != 0) {
		warnx_("%s: %s", out_name, strerror(errno));
		remove_tmp();
		return EXIT_TROUBLE;
	}
	tmp_live = 0;
	return status;
}
