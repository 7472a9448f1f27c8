/*
** What pgn-replay and convert share to work on N threads with the
** output of one: the ordered output of a stretch of input (a whole file,
** or a chunk of one), and the workers that process the chunks.
**
** The main thread reads each file and cuts it where the tool's cut
** function allows (pgn_cut() for PGN); workers process the chunks into
** memory, and the main thread writes each chunk's output in input order,
** numbering its games then.  A chunk that ends inside the tags of a game
** hands the game over (carry), and the main thread processes the next
** chunk again, in order, from that game.  Input with no place to cut for
** four chunk sizes, or that comes slowly from a pipe or terminal, is
** processed by the main thread itself as it arrives, until it comes in
** bulk again and a cut is found.  With one job, every file is one
** stretch processed by the main thread.  Memory stays bounded: at most
** jobs + 3 chunks are in flight.
*/
#ifndef TC_JOBS_H
#define TC_JOBS_H

#include <getopt.h>
#include "util.h"

enum { OUT_STDOUT, OUT_STDERR };
struct tally;
#define OUT_SEP (-1L)

struct out_mark {
	size_t off;
	long game;		/* a game number to write there, 0, or OUT_SEP */
	uint64_t at;		/* the byte offset of that game in its file */
	int stream;
};

/*
** The output of a stretch: the bytes for standard output and error in
** one buffer, with marks where the stream changes and where game numbers
** (counted from 1 in the stretch) go.  A direct one is written out at
** each out_end(), with game numbers from base + 1.
*/
struct out {
	struct tc_buf b;
	struct out_mark *m;
	size_t n, cap;
	int cur;
	bool direct;
	long base;
	const uint64_t *at;	/* the offset of the record being made */
	const long *at_line;	/* and its line, for a game's diagnostics */
};

void out_write(struct out *o, int stream, const char *s, size_t n);
void out_printf(struct out *o, int stream, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));
/* Game number n of the stretch. */
void out_game(struct out *o, int stream, long n);
/* The buffer for the library's writers, switched to standard output. */
struct tc_buf *out_stdout(struct out *o);
/* Where o has come to, to go back there with out_undo(). */
struct out_pos {
	size_t b, m;
	int cur;
};
struct out_pos out_tell(const struct out *o);
void out_undo(struct out *o, struct out_pos p);
/* A newline before every record but the first of the run that has one. */
void out_separator(struct out *o);
/* Game number n in place of the byte at off of standard output. */
void out_number_at(struct out *o, size_t off, long n);
/* Print every diagnostic of d for FILE:LINE, as diag_print() does. */
void out_diags(struct out *o, const char *file, long line,
    const struct tc_diags *d);
/* Write o out with game numbers from base + 1, and empty it. */
void out_emit(struct out *o, long base);
void out_free(struct out *o);
/* A record is complete: a direct output writes it out. */
void out_end(struct out *o);
/* "prog: FILE:LINE:COL: " and the message (nothing with -q). */
void out_diag(struct out *o, const char *file, long line, int col,
    const char *fmt, ...) __attribute__((format(printf, 5, 6)));
/* Report finished game g: its diagnostics, numbered. */
void out_report(struct out *o, const char *file, const struct tc_game *g,
    bool strict);
/* Report and count errors in bytes outside any game (no game). */
void out_stray(struct out *o, const char *file, const struct tc_game *g,
    struct tally *t);
/*
** "prog: FILE:LINE:COL: ", warn ("warning: " or ""), "game N" and the
** message (nothing with -q).
*/
void out_game_diag(struct out *o, const char *file, long line, int col,
    const char *warn, long game, const char *fmt, ...)
    __attribute__((format(printf, 7, 8)));
/* "prog: FILE:LINE:COL: game N (players): " and msg. */
void out_game_error(struct out *o, const char *file, const struct tc_game *g,
    long line, int col, const char *msg);

/* What a stretch adds to the run's counts. */
struct tally {
	long games, plies, errors, warnings, positions;
	long strict;		/* of the errors, warnings (--strict) */
	long skipped;		/* games read over: not selected */
	long numbers;		/* game numbers used */
	/* players' lists by what the record proves (enum tc_proof) */
	long proof[TC_PROOF_VERIFIED + 1];
	int status;
};

/* A stretch of input, as a tool's run function reads it. */
struct stretch {
	const char *file;
	long line0;		/* lines of the file before it */
	uint64_t byte0;		/* bytes of the file before it */
	bool first;		/* it starts its file */
	int kind;		/* what the file holds, as jobs_file() was told */
	size_t (*read)(void *ctx, char *buf, size_t cap);
	void *ctx;
	bool carry;		/* set by run: it ended in a game to carry on */
	/* private */
	struct pgn_lexer *lx;
	bool at_cut;
};


/*
** Replay the games of stretch in through gs: call fn for each finished
** game, report errors outside games, end each record, and tell whether
** a game is to be carried on; with resume, gs's game is carried in.
*/
void stretch_games(struct stretch *in, struct tc_games *gs, bool resume,
    struct out *o, struct tally *t, void (*fn)(void *ctx), void *ctx);

/* The lines of a stretch, read through a fixed buffer. */
struct stretch_lines {
	struct stretch *in;
	long lineno;		/* of the current line */
	uint64_t at;		/* the byte offset of the current line */
	char *line;		/* the current line, without its newline */
	size_t len, cap, limit;
	/* private */
	bool eof;
	size_t pos, n;
	uint64_t taken;		/* bytes of the file before buf[pos] */
	char buf[65536];
};

/*
** Read the lines of in, a byte order mark at the start of its file left
** out; lines longer than limit are too long.
*/
void stretch_lines_start(struct stretch_lines *l, struct stretch *in,
    size_t limit);

/*
** The next line that is not blank (spaces and tabs), without a CR before
** its newline: 1, 0 at the end, or -1 for a line longer than the limit,
** skipped (l->len is its length).
*/
int stretch_line(struct stretch_lines *l);

/*
** Call fn for each line of stretch in that is not blank, reporting
** lines longer than limit, and end a record after each.
*/
void stretch_each_line(struct stretch *in, struct stretch_lines *l,
    size_t limit, struct out *o, struct tally *t,
    void (*fn)(void *ctx, long line, const char *s, size_t len), void *ctx);

/* What a tool gives: its per-thread state and how to run a stretch. */
struct job_tool {
	size_t size;		/* of a state, which starts zeroed */
	void (*state_free)(void *st);	/* what st holds besides, or NULL */
	/*
	** Process stretch in with state st into o, counting into t; with
	** resume, go on with the game carried into st's game.
	*/
	void (*run)(void *st, struct stretch *in, struct out *o,
	    struct tally *t, bool resume);
	/* The game of st, and its record or NULL: what a carry moves. */
	void (*parts)(void *st, struct tc_game **g, struct tc_record **r);
	size_t chunk;		/* the chunk size, bytes */
};

/* Where a stream may be cut: pgn_cut() or jobs_line_cut(). */
typedef size_t cut_fn(const char *b, size_t len, size_t from, bool eof,
    size_t *next);

/* The start of any line at or after from. */
size_t jobs_line_cut(const char *b, size_t len, size_t from, bool eof,
    size_t *next);

/* The run's counts so far, with those of every stretch written out. */
extern struct tally jobs_total;
/* The bytes of input read so far (for progress). */
extern uint64_t jobs_bytes;

/* Start jobs threads (1: none); chunk_env names a variable for tests. */
void jobs_start(const struct job_tool *t, int jobs, const char *chunk_env);

/*
** Process the file open as fd, named name, whose first bytes head[0..n)
** have been read already; kind is passed on to the run function.
*/
void jobs_file(const char *name, int fd, const char *head, size_t n,
    int kind, cut_fn *cut);

/*
** Open path ("-": standard input) and set *name to what diagnostics
** call it; NULL, reported with jobs_error(), if it cannot be opened.
*/
FILE *jobs_open(const char *path, const char **name);

/* A message (exit status 2) in its place among the outputs. */
void jobs_error(const char *fmt, ...) __attribute__((format(printf, 1, 2)));

/* Write out what is left and stop the threads. */
void jobs_stop(void);

/* calloc(1, n), or exit 2 with a message. */
void *xcalloc(size_t n);
/* realloc(), or exit 2 with a message. */
void *xrealloc(void *p, size_t n);

/*
** Read the first bytes of fd into *head (growing it, *n bytes) until
** tc_detect() tells their form, which is returned.
*/
int read_head(int fd, char **head, size_t *cap, size_t *n);

/*
** Parse the options: -j N into *jobs, the tool's own with own() (false
** for none of them), then the shared ones (util.h); exit 2 on errors.
*/
void jobs_options(int argc, char **argv, const char *opts,
    const struct option *longopts, bool (*own)(int, const char *),
    void (*usage)(FILE *), int *jobs);

/*
** ---- parts of files by byte offsets (part.c) ----
**
** With --bytes START-END or --part K/N, each file is read from the first
** game (or line) that starts at or after START to the first at or after
** END, as pgn_part_start() finds them; its diagnostics name it
** FILE@OFFSET (lines counted from there) and its records name each game
** by its byte offset, not by its number.
*/
#define OPT_BYTES	0x280
#define OPT_PART	0x281
#define PART_LONGOPTS \
	{ "bytes", required_argument, NULL, OPT_BYTES }, \
	{ "part", required_argument, NULL, OPT_PART }
#define PART_USAGE "[--bytes start-end | --part k/n]"

struct part_span {
	bool on;		/* --bytes or --part was given */
	uint64_t start, len;	/* the part of the file being read */
	bool end_cut;		/* it ends before the end of the file */
};
extern struct part_span part_span;

/* Handle --bytes and --part; false if c is neither (exit 2 if bad). */
bool part_option(int c, const char *arg);

/*
** Find the part of the file open as fd (PGN with pgn, else lines) and
** seek to its start, setting part_span and *label, the name of the part;
** false, reported with jobs_error(), if fd is not a regular file.
*/
bool part_seek(int fd, const char *name, bool pgn, const char **label);

/* ---- private to the module: jobs.c, feed.c and out.c ---- */

#define READ_SIZE 65536

struct carry;

struct job {
	/* set by the main thread */
	const char *file;
	char *data;		/* the chunk */
	size_t len, cap;
	long line0;
	uint64_t byte0;
	int kind;
	bool cut, first, work;
	char *msg;		/* a message to print after the output */
	/* set by the worker */
	struct out out;
	struct tally tally;
	struct carry *carry;	/* the game to carry on, or NULL */
	bool done;
};

extern const struct job_tool *jobs_tool;
extern struct carry *jobs_carry;	/* the game carried into the next stretch */
extern void *jobs_main_st;		/* the main thread's state */
extern size_t jobs_chunk;
extern int jobs_nworkers;
extern long jobs_file_games;		/* games of the current file so far */
extern bool jobs_out_pipe;

void jobs_grow(char **p, size_t *cap, size_t need);
/* Run a stretch in this thread, the carried game first. */
void stretch_run(void *st, struct stretch *in, struct out *o,
    struct tally *t);
/* Add a stretch's counts, in input order. */
void jobs_account(const struct tally *t);
/* Run stretch in in the main thread, writing as it goes, and account. */
void jobs_run_main(struct stretch *in);
void stretch_init(struct stretch *in, const char *file, long line0,
    bool first, int kind, size_t (*rd)(void *, char *, size_t), void *ctx);
/* The next free job, waiting for one if need be. */
struct job *job_take(const char *file, int kind);
void job_submit(struct job *j);
/* Write out the oldest job if it is done, or once it is with wait. */
bool jobs_commit_one(bool wait);
void jobs_drain(void);
void feed_free(void);
/* A tool's state, zeroed, and freeing it with what it holds. */
void *jobs_state_new(void);
void jobs_state_free(void *st);
/* The game of st to carry into the next stretch, and freeing one. */
struct carry *carry_save(void *st);
void carry_drop(struct carry *c);

#endif
