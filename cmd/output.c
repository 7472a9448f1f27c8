/*
** Where the tools write: standard output, or the file of -o, written
** under a temporary name in the same directory and renamed over it only
** when the run succeeds: status 0, or status 1 with some output written.
** See util.h.
*/
#define _XOPEN_SOURCE 700	/* realpath() */
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>
#include "util.h"

static const char *out_name;	/* -o as given, for messages */
static char *target;		/* the file the output replaces */
static bool target_exists;	/* target is there to be replaced */
static char tmpname[PATH_MAX + 32];
static volatile sig_atomic_t tmp_live;	/* tmpname exists and is ours */
static bool failed;		/* an output error has been reported */
static const char **reads;	/* output_reads(): files read besides inputs */
static int nreads;
static bool private_file;	/* output_private(): mode 0600 at most */

/*
** The signals whose default action ends the process: each one still
** left to its default action is caught to remove the temporary file.
*/
static const int fatal_sigs[] = {
	SIGHUP, SIGINT, SIGQUIT, SIGTERM, SIGPIPE, SIGALRM, SIGUSR1, SIGUSR2,
	SIGXCPU, SIGXFSZ, SIGABRT, SIGSEGV, SIGBUS, SIGFPE, SIGILL
};
#define NSIGS (int)(sizeof(fatal_sigs) / sizeof(fatal_sigs[0]))

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
	int e = errno;

	remove_tmp();
	signal(sig, SIG_DFL);
	raise(sig);
	errno = e;
}

static void
catch_signals(void)
{
	struct sigaction sa, old;
	int i;

	memset(&sa, 0, sizeof(sa));
	sa.sa_handler = on_signal;
	sigemptyset(&sa.sa_mask);
	for (i = 0; i < NSIGS; i++)
		sigaddset(&sa.sa_mask, fatal_sigs[i]);
	for (i = 0; i < NSIGS; i++)
		if (sigaction(fatal_sigs[i], NULL, &old) == 0 &&
		    !(old.sa_flags & SA_SIGINFO) && old.sa_handler == SIG_DFL)
			sigaction(fatal_sigs[i], &sa, NULL);
}

/* Block (how SIG_BLOCK) or restore (SIG_SETMASK) the caught signals. */
static void
mask_signals(int how, sigset_t *old)
{
	sigset_t set;
	int i;

	if (how == SIG_SETMASK) {
		sigprocmask(SIG_SETMASK, old, NULL);
		return;
	}
	sigemptyset(&set);
	for (i = 0; i < NSIGS; i++)
		sigaddset(&set, fatal_sigs[i]);
	sigprocmask(SIG_BLOCK, &set, old);
}

void
output_reads(const char *path)
{
	const char **p = realloc(reads, (size_t)(nreads + 1) * sizeof(*p));

	if (p == NULL) {
		warnx_("out of memory");
		exit(EXIT_TROUBLE);
	}
	reads = p;
	reads[nreads++] = path;
}

void
output_private(void)
{
	private_file = true;
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

/* Report an error of the output ("write error: ..."), once. */
static void
write_error(int e)
{
	if (!failed)
		warnx_("write error: %s", strerror(e ? e : EIO));
	failed = true;
}

/*
** Open a temporary file next to target, with the mode (and, where
** allowed, the owner) of the file it replaces, or the mode a new file
** gets under the umask, and make it standard output.  The signals are
** caught and the exit handler set before the file exists, so that no
** way out leaves it behind.
*/
static void
open_tmp(const struct stat *old)
{
	const char *base = strrchr(target, '/');
	sigset_t blocked;
	mode_t mask;
	int fd, n, e;

	base = base ? base + 1 : target;
	n = snprintf(tmpname, sizeof(tmpname), "%.*s.%s.XXXXXX",
	    (int)(base - target), target, base);
	if (n < 0 || (size_t)n >= sizeof(tmpname))
		fail(strerror(ENAMETOOLONG));
	atexit(remove_tmp);
	catch_signals();
	/* A signal between mkstemp() and tmp_live would leave the file. */
	mask_signals(SIG_BLOCK, &blocked);
	if ((fd = mkstemp(tmpname)) >= 0)
		tmp_live = 1;
	e = errno;
	mask_signals(SIG_SETMASK, &blocked);
	if (fd < 0)
		fail(strerror(e));
	if (old != NULL) {
		if (fchown(fd, old->st_uid, old->st_gid) != 0) {
			/* Not ours to give away: the file becomes ours. */
		}
		fchmod(fd, old->st_mode & (private_file ? 0600 : 0777));
	} else {
		mask = umask(0);
		umask(mask);
		fchmod(fd, private_file ? 0600 : 0666 & ~mask);
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
		for (i = 0; exists && i < nreads; i++)
			if (same_file(reads[i], &st))
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
			target_exists = exists;
			open_tmp(exists ? &st : NULL);
		}
	}
	out_is_pipe = fstat(STDOUT_FILENO, &st) == 0 && S_ISFIFO(st.st_mode);
}

bool
output_close(void)
{
	if (failed)
		return false;
	if (fflush(stdout) != 0 || ferror(stdout)) {
		write_error(errno);
		return false;
	}
	return true;
}

bool
output_ok(void)
{
	return !failed;
}

/* Make the rename of the temporary file last, as far as we can. */
static void
sync_dir(void)
{
	const char *slash = strrchr(target, '/');
	char dir[PATH_MAX + 32];
	int fd;

	if (slash == NULL)
		strcpy(dir, ".");
	else
		snprintf(dir, sizeof(dir), "%.*s", slash == target ? 1 :
		    (int)(slash - target), target);
	if ((fd = open(dir, O_RDONLY | O_DIRECTORY)) >= 0) {
		fsync(fd);
		close(fd);
	}
}

int
output_end(int status)
{
	struct stat st;
	sigset_t old;

	if (!output_close())
		status = EXIT_TROUBLE;
	if (!tmp_live)
		return status;
	if (status == EXIT_INVALID) {
		if (fstat(STDOUT_FILENO, &st) != 0) {
			write_error(errno);
			status = EXIT_TROUBLE;
		} else if (st.st_size == 0) {
			/* Nothing useful: the old file, or none, stays. */
			remove_tmp();
			if (!quiet)
				warnx_("%s: %s: the run wrote no output",
				    out_name, target_exists ? "left unchanged" :
				    "not created");
			return status;
		}
	}
	/* A file system that cannot sync (EINVAL) is no write error. */
	if (status != EXIT_TROUBLE && fsync(STDOUT_FILENO) != 0 &&
	    errno != EINVAL && errno != ENOTSUP) {
		write_error(errno);
		status = EXIT_TROUBLE;
	}
	if (status == EXIT_TROUBLE) {
		remove_tmp();
		return status;
	}
	mask_signals(SIG_BLOCK, &old);
	if (rename(tmpname, target) != 0) {
		warnx_("%s: %s", out_name, strerror(errno));
		failed = true;
		remove_tmp();
		status = EXIT_TROUBLE;
	} else
		tmp_live = 0;
	mask_signals(SIG_SETMASK, &old);
	if (status != EXIT_TROUBLE)
		sync_dir();
	return status;
}
