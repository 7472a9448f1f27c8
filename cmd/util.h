/*
** Support shared by the tools: diagnostics, line input, JSON strings and
** output checks.  Nothing here knows chess.
*/
#ifndef TC_UTIL_H
#define TC_UTIL_H

#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>
#include <sys/types.h>
#include "turncoat.h"

/* Exit statuses (every man page's EXIT STATUS). */
enum { EXIT_OK = 0, EXIT_INVALID = 1, EXIT_TROUBLE = 2 };

/* Longest input line a tool reads; longer lines are reported and skipped. */
#define LINE_LIMIT 65536

extern const char *argv0;
extern int exit_status;		/* the most serious status so far */

/* Keep the most serious exit status seen: 2 over 1 over 0. */
void raise_status(int st);
extern bool quiet;

/*
** Every message a tool prints shows the control characters of the text
** it quotes escaped, so that input cannot drive the terminal: bytes
** 0x00-0x1f and 0x7f, and the C1 controls (U+0080-U+009F in UTF-8, or
** bytes 0x80-0x9f outside UTF-8), as \xNN, byte by byte, in lowercase
** hex; other text, UTF-8 and ISO-8859-1 letters, as it is.  msg_escape()
** is that one rule: it appends s[0..n) so escaped to b.  The messages of
** diag(), warnx_(), out_diag() and jobs_error(), file names and the
** tool's name (prog_name) included, pass through it; JSON has escapes
** of its own.
*/
void msg_escape(struct tc_buf *b, const char *s, size_t n);
/*
** Append the text fmt makes with ap to b, escaped as msg_escape() does
** when `escape` is set; b->nomem is set if memory runs out.
*/
void buf_vformat(struct tc_buf *b, bool escape, const char *fmt, va_list ap);

/*
** One message line into b (emptied first): "prog: ", then when file is
** not NULL "FILE:LINE:COL: ", then the message fmt makes, escaped, and a
** newline.
*/
void msg_vline(struct tc_buf *b, const char *file, long line, int col,
    const char *fmt, va_list ap);

/* "prog: FILE:LINE:COL: message" on standard error (unless quiet). */
void diag(const char *file, long line, int col, const char *fmt, ...)
    __attribute__((format(printf, 4, 5)));

/* "prog: message" on standard error, always. */
void warnx_(const char *fmt, ...) __attribute__((format(printf, 1, 2)));

/* Print every diagnostic of d for FILE:LINE; warnings get "warning: ". */
void diag_print(const char *file, long line, const struct tc_diags *d);

/*
** read(2) from fd, after flushing standard output when it is a pipe (see
** output_setup), retrying on EINTR.
*/
ssize_t input_read(int fd, char *buf, size_t cap);

/*
** Lines end with LF, CR LF or CR alone, all alike (a CR LF is one line
** end): every reader of lines, and the PGN reader, count lines so.
*/

/* Called for each line: the text (not NUL-terminated past len) and where. */
typedef void line_fn(const char *s, size_t len, const char *file, long line);

/*
** Call fn for every line of `path` ("-" for standard input), its end not
** part of the text.  Overlong lines are reported and skipped.  Returns
** the exit status this file itself calls for: EXIT_TROUBLE for an I/O
** error, EXIT_INVALID for an overlong line, else EXIT_OK.
*/
int for_each_line(const char *path, line_fn *fn);

/*
** Where to read a file open as fd, named name: seek fd there, set *label
** (what diagnostics call it) and *len (the bytes to read); false, having
** reported why, if it cannot be read so.
*/
typedef bool line_window(int fd, const char *name, const char **label,
    uint64_t *len);

/* for_each_line() over the part of each file that win gives, if not NULL. */
int for_each_line_in(const char *path, line_fn *fn, line_window *win);

/*
** How the line given to a line_fn ends: "\n", "\r\n", "\r", or "" for
** the last line of a file without a line end (and before any line).
*/
extern const char *line_end;

/*
** The line ends in b[0..n).  *cr tells whether the byte before b[0] was
** a CR (whose LF b[0] may be), false at the start of input, and is set
** for the bytes after b[0..n).
*/
long line_ends(const char *b, size_t n, bool *cr);

/* What the options every tool shares have set. */
extern const struct tc_variant *opt_variant;	/* -V; Allegiance by default */
extern const char *opt_output;			/* -o, or NULL */
extern bool opt_json;				/* --json */

/* The long options every tool shares, to end each tool's table. */
#define COMMON_LONGOPTS \
	{ "variant", required_argument, NULL, 'V' }, \
	{ "list-variants", no_argument, NULL, OPT_LIST_VARIANTS }, \
	{ "json", no_argument, NULL, 'J' }, \
	{ "quiet", no_argument, NULL, 'q' }, \
	{ "output", required_argument, NULL, 'o' }, \
	{ "help", no_argument, NULL, 'h' }, \
	{ "version", no_argument, NULL, 'v' }, \
	{ NULL, 0, NULL, 0 }
#define COMMON_SHORTOPTS "V:qo:h"
#define OPT_LIST_VARIANTS 0x100	/* getopt's code for --list-variants */

/*
** --list-variants and -V list: print the variants -V takes, those of
** tc_variants[] that tool_plays accepts (every one when it is NULL), in
** that order, each name once, one a line: the -V name, a tab, the PGN
** [Variant] name, a tab, the title ("chess\tStandard\tstandard chess").
** Then exit 0, or 2 after a write error.
*/
extern bool (*tool_plays)(const struct tc_variant *var);
void list_variants(void) __attribute__((noreturn));

/*
** One line of --help: an option as it is written, with its argument, and
** what it does in a few words.  A long option without a short one starts
** with four spaces, so that the long options line up.
*/
struct help {
	const char *opt;
	const char *text;
};

/*
** Each tool's own lines of --help (help.c), ended by { NULL, NULL }.  A
** tool points tool_help at its own in main(); -h prints the usage, then
** those lines, then the lines of the options every tool shares.
*/
extern const struct help afen_validate_help[], movegen_help[],
    pgn_replay_help[], convert_help[], traitor_commit_help[];
extern const struct help *tool_help;

/*
** Print the lines of own, then those of the shared options that own has
** no line for (a tool may give a shared option a meaning of its own).
*/
void help_print(FILE *fp, const struct help *own);

/*
** Handle getopt result c if it is one of the shared options (-V, --json,
** -q, -o, -h, --version, --list-variants) or an error; -h, --version,
** --list-variants and -V list print and exit 0, an unknown option or
** variant prints the usage and exits 2.  Returns false for the tool's
** own options.
*/
bool common_option(int c, const char *arg, void (*usage)(FILE *));

/*
** A --view argument: public, white, black or arbiter as TC_VIEW_PUBLIC,
** TC_WHITE, TC_BLACK or TC_VIEW_ARBITER; -2 if it is none of them.
*/
int parse_view(const char *s);

/* Write s as a JSON string literal. */
void json_string(FILE *fp, const char *s, size_t len);

/*
** Prepare standard output: the file `path` (-o), or standard output when
** it is NULL or "-".  Refuses (exit 2, "prog: FILE: output file is also
** an input") a file that is the same file (device and inode) as one of
** inputs[0..n), as a file given to output_reads() or, when std_input, as
** standard input ("-" names standard input too).  A regular or new file
** is written under a temporary name in its directory (mkstemp), with the
** mode of the file it replaces or the one the umask gives a new file;
** output_end() renames it over `path` when the run succeeds, and any
** other way out (exit() anywhere, a signal left to its default action
** that ends the process) removes it.  When standard output is a pipe,
** the line reader flushes it before every wait for input, so records
** flow through pipelines as they are produced.
*/
void output_setup(const char *path, char *const *inputs, int n,
    bool std_input);
extern bool out_is_pipe;	/* standard output is a pipe */

/*
** Count path ("-": standard input), a file the run reads that is not one
** of its inputs (convert --eco), among those -o refuses; call it before
** output_setup().
*/
void output_reads(const char *path);

/*
** Make the file of -o private (traitor-commit's secrets): mode 0600
** whatever the umask, or the mode of the file it replaces with no more
** than 0600 of it, from the moment it exists; call it before
** output_setup().
*/
void output_private(void);

/*
** Flush standard output; on a write error report it ("prog: write error:
** REASON", once) and return false.
*/
bool output_close(void);

/* False once an error of the output (write, sync, rename) was reported. */
bool output_ok(void);

/*
** End the output of a run whose exit status is `status`: flush it and,
** for -o FILE, put the file in place (synced, then renamed over FILE)
** when the run succeeded: status 0, or status 1 with some output written.
** Otherwise the temporary file is removed and FILE, if any, stays as it
** was (status 1 says so on standard error unless -q).  Returns the status
** to exit with (2 after a write, sync or rename error).
*/
int output_end(int status);

/* Parse a whole decimal number in [min, max]; false if it is not one. */
bool parse_int(const char *s, long min, long max, long *out);

/*
** The " (White - Black, Event)" part of a game's diagnostics into
** who[cap], or "" when the tags name nobody ("?" names nobody).
*/
void game_players(const struct tc_game *g, char *who, size_t cap);

/*
** The index of arg in the NULL-terminated names of option opt's values;
** exit 2 with "prog: --opt: 'arg' is not a, b or c" if it is none.
*/
int choice(const char *opt, const char *arg, const char *const *names);

/* "prog: message" and exit 2. */
void usage_error(const char *fmt, ...) __attribute__((format(printf, 1, 2),
    noreturn));

/* --version output. */
void print_version(void);

/*
** The name a tool gives itself in its messages: the last component of
** argv[0], which names it as installed (tc-convert with a program prefix),
** or name when argv[0] is missing or empty.
*/
const char *prog_name(const char *arg0, const char *name);

#endif
