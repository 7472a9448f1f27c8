/*
** What convert.c (options, files, threads) and convert-write.c (the
** output of each game and position) share.
*/
#ifndef TC_CONVERT_H
#define TC_CONVERT_H

#include "jobs.h"

enum to {
	TO_PGN, TO_SAN, TO_LAN, TO_UCI, TO_LONG, TO_AFEN, TO_FEN, TO_EPD,
	TO_JSON, TO_TEXT, TO_SVG, TO_HTML, TO_NONE
};

/* The options that decide the output. */
struct convert_opts {
	enum to to;
	struct tc_pgn_opts pgn;
	bool strict, no_positions;
	unsigned line_flags;	/* pos_write_line()'s for --to afen|fen|epd */
};
extern struct convert_opts conv;

/* What one thread needs to convert a stretch. */
struct state {
	struct pgn_lexer lx;
	struct tc_game g;
	struct tc_games gs;
	struct tc_record rec;
	struct tc_buf keep;	/* the input, for --invalid */
	struct stretch_lines lines;
	const char *file;
	struct out *o;
	struct tally *t;
};

/* Report and write a finished game (stretch_games() calls it). */
void end_game(void *ctx);
/* A game given as a JSON line, and a position line. */
void json_game(void *ctx, long lineno, const char *s, size_t len);
void position(void *ctx, long lineno, const char *s, size_t len);

#endif
