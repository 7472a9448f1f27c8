/*
** The lines of --help: one per option, for each tool, and those of the
** options every tool shares (util.h).  A new option is one more line in
** its tool's table; tests/newcomer.bats checks that every long option of
** a tool's getopt table has its line.
*/
#include <string.h>
#include "util.h"

const struct help afen_validate_help[] = {
	{ "-s, --strict", "treat warnings as errors" },
	{ "-c, --canonical", "print the canonical form of each valid line" },
	{ "-f, --filter", "copy each valid line to standard output" },
	{ "-e AFEN", "check AFEN as a line of input (may be repeated)" },
	{ "    --bytes START-END", "only the lines that start in bytes START to END-1" },
	{ "    --part K/N", "only the lines that start in the K-th of N equal parts" },
	{ NULL, NULL }
};

const struct help movegen_help[] = {
	{ "    --format FORM", "write moves as san, lan or uci" },
	{ "    --count", "print the number of legal moves of each position" },
	{ "    --perft N", "print the perft of depth N, from 1 to 30" },
	{ "    --divide N", "print the divide of depth N, from 1 to 30" },
	{ "-j N", "use N threads for --perft and --divide, from 1 to 64" },
	{ "-i, --input FILE", "read positions from FILE (may be repeated)" },
	{ "    --engine NAME", "generate moves with bitboard or mailbox (testing)" },
	{ "    --plain", "list only moves without an announcement (Traitor family)" },
	{ "    --view VIEW", "the viewer of Traitor lists: public, white, black, arbiter" },
	{ NULL, NULL }
};

/* The selection options of pgn-replay and convert (select.h). */
#define SELECT_HELP \
	{ "    --tag NAME=VALUE", "select games whose tag NAME is VALUE (NAME~RE: regex)" }, \
	{ "    --player NAME", "select games with NAME in White, Black, South... (any case)" }, \
	{ "    --games LIST", "select games by number: 1,5,10-20,100-" }, \
	{ "    --only-variant NAME", "select games of variant NAME" }, \
	{ "    --result RESULT", "select games whose Result tag is RESULT" }, \
	{ "    --valid", "select games that replay without error" }, \
	{ "    --invalid", "select games with an error (convert: as read)" }, \
	{ "    --skip-unsupported", "skip games of variants not played" }

/* Parts of files by byte offsets (jobs.h, part.c). */
#define PART_HELP \
	{ "    --bytes START-END", "only the games that start in bytes START to END-1" }, \
	{ "    --part K/N", "only the games that start in the K-th of N equal parts" }

const struct help pgn_replay_help[] = {
	{ "    --emit WHAT", "print no position (none), the final one or each one" },
	{ "    --format FORM", "write positions as afen, fen, epd or json" },
	{ "-j, --jobs N", "replay on N threads, 0 or auto for one per CPU" },
	{ "-s, --strict", "count warnings as errors" },
	SELECT_HELP,
	PART_HELP,
	{ NULL, NULL }
};

const struct help convert_help[] = {
	{ "-t, --to FORM", "write pgn|san|lan|uci|long|afen|fen|epd|json|text|svg|html" },
	{ "-f, --from FORM", "read pgn|san|lan|uci|long|json|afen|fen|epd (else detect)" },
	{ "    --moves FORM", "write PGN moves as san, lan or uci" },
	{ "    --no-comments", "leave comments out of PGN" },
	{ "    --recruits", "add {recruits: ...} after Neutral Subject moves" },
	{ "    --no-variations", "leave variations out of PGN" },
	{ "    --no-nags", "leave NAGs out of PGN" },
	{ "    --drop-marks", "with --to fen, write grey pieces without their marks" },
	{ "    --no-positions", "with --to json, leave out the position after each ply" },
	{ "    --game N", "with --to svg|text, draw the N-th game (or position) only" },
	{ "    --ply P", "with --to svg|text, draw the position after ply P (0: start)" },
	{ "    --flip", "with --to svg|text|html, turn the board half round" },
	{ "    --seat SIDE", "with --to svg|text|html, draw SIDE (black, west...) at the bottom" },
	{ "    --view VIEW", "the viewer of Traitor lists: public, white, black, arbiter" },
	{ "    --eco FILE", "set the ECO, Opening and Variation tags from FILE" },
	{ "-j, --jobs N", "convert on N threads, 0 or auto for one per CPU" },
	{ "-s, --strict", "treat warnings as errors" },
	SELECT_HELP,
	PART_HELP,
	{ NULL, NULL }
};

/* traitor-commit's -V names a form of a Traitor variant: its line here. */
const struct help traitor_commit_help[] = {
	{ "-V, --variant NAME", "the variant and form, as traitor/specific" },
	{ "    --holder COLOUR", "white or black: the player who writes the list" },
	{ "-l, --list LIST", "the list: pieces by square (Bc1,Rh1,g2) or types (BNPPP)" },
	{ "    --list-file FILE", "read the list from FILE, one line (-: standard input)" },
	{ "    --game ID", "the game's GameId, bound into the commitment" },
	{ "    --nonce HEX", "with --verify: the revealed nonce, 64 hex digits" },
	{ "    --verify COMMIT", "check the revealed values against COMMIT" },
	{ NULL, NULL }
};

/* The options of util.h's COMMON_LONGOPTS, after each tool's own. */
static const struct help common_help[] = {
	{ "-V, --variant NAME", "rules of NAME[,OPTION=on|off]: see turncoat(7)" },
	{ "    --list-variants", "print the variants -V takes and exit (also -V list)" },
	{ "    --json", "write JSON Lines" },
	{ "-q, --quiet", "print no diagnostics about the input" },
	{ "-o, --output FILE", "write standard output to FILE" },
	{ "-h, --help", "print this help and exit" },
	{ "    --version", "print the version and exit" },
	{ NULL, NULL }
};

const struct help *tool_help;

/* Print the lines of h, but those whose option has a line in `except`. */
static void
help_lines(FILE *fp, const struct help *h, const struct help *except)
{
	const struct help *e;

	for (; h != NULL && h->opt != NULL; h++) {
		for (e = except; e != NULL && e->opt != NULL; e++)
			if (strcmp(e->opt, h->opt) == 0)
				break;
		if (e == NULL || e->opt == NULL)
			fprintf(fp, "  %-22s %s\n", h->opt, h->text);
	}
}

void
help_print(FILE *fp, const struct help *own)
{
	help_lines(fp, own, NULL);
	help_lines(fp, common_help, own);
}
