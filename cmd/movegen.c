/*
** movegen: legal moves, perft and divide of AFEN/EPD positions.
*/
#include <getopt.h>
#include <stdlib.h>
#include <string.h>
#include "util.h"

static enum tc_notation format = TC_SAN;
static bool format_given, count_only, plain_only;
static int view = TC_VIEW_ARBITER;	/* --view */
static int perft_depth, divide_depth, threads = 1;
static const struct tc_engine *engine;	/* --engine, or the variant's */

static void
usage(FILE *fp)
{
	fprintf(fp, "usage: %s [-V variant] [--engine bitboard|mailbox] "
	    "[--format san|lan|uci]\n               [--count] [--perft N] "
	    "[--divide N] [-j N] [--json] [-q]\n               [--plain] "
	    "[--view public|white|black|arbiter]\n               [-o file] "
	    "[-i file]... [AFEN]...\n", argv0);
}

static int
cmp_text(const void *a, const void *b)
{
	return strcmp(a, b);
}

static void
list_moves(const struct tc_pos *pos, const char *afen)
{
	static char text[TC_MAXMOVES][TC_MOVE_MAX];
	struct tc_movelist ml;
	int i;

	move_legal(pos, &ml);
	if (plain_only) {
		int k = 0;

		/* Only the moves without an announcement (Traitor family). */
		for (i = 0; i < ml.n; i++)
			if (TC_AUX_KIND(ml.m[i]) != TC_AUX_ANNOUNCE)
				ml.m[k++] = ml.m[i];
		ml.n = k;
	}
	if (count_only) {
		if (opt_json) {
			fputs("{\"afen\": ", stdout);
			json_string(stdout, afen, strlen(afen));
			printf(", \"count\": %d}\n", ml.n);
		} else
			printf("%d\n", ml.n);
		return;
	}
	for (i = 0; i < ml.n; i++)
		move_write(pos, ml.m[i], format, text[i]);
	qsort(text, (size_t)ml.n, sizeof(text[0]), cmp_text);
	if (opt_json) {
		fputs("{\"afen\": ", stdout);
		json_string(stdout, afen, strlen(afen));
		fputs(", \"moves\": [", stdout);
	}
	for (i = 0; i < ml.n; i++) {
		if (opt_json) {
			fputs(i ? ", " : "", stdout);
			json_string(stdout, text[i], strlen(text[i]));
		} else
			printf("%s%s", i ? " " : "", text[i]);
	}
	fputs(opt_json ? "]}\n" : "\n", stdout);
}

struct divide_row {
	char text[TC_MOVE_MAX];
	uint64_t count;
};

static int
cmp_row(const void *a, const void *b)
{
	return strcmp(((const struct divide_row *)a)->text,
	    ((const struct divide_row *)b)->text);
}

static void
divide(const struct tc_pos *pos, const char *afen)
{
	static struct tc_movelist ml;
	static uint64_t counts[TC_MAXMOVES];
	static struct divide_row rows[TC_MAXMOVES];
	uint64_t total;
	int i;

	total = perft_divide(pos, divide_depth, threads, &ml, counts);
	for (i = 0; i < ml.n; i++) {
		move_write(pos, ml.m[i], format_given ? format : TC_UCI,
		    rows[i].text);
		rows[i].count = counts[i];
	}
	qsort(rows, (size_t)ml.n, sizeof(rows[0]), cmp_row);
	if (opt_json) {
		fputs("{\"afen\": ", stdout);
		json_string(stdout, afen, strlen(afen));
		printf(", \"depth\": %d, \"divide\": {", divide_depth);
		for (i = 0; i < ml.n; i++) {
			fputs(i ? ", " : "", stdout);
			json_string(stdout, rows[i].text, strlen(rows[i].text));
			printf(": %llu", (unsigned long long)rows[i].count);
		}
		printf("}, \"nodes\": %llu}\n", (unsigned long long)total);
		return;
	}
	for (i = 0; i < ml.n; i++)
		printf("%s: %llu\n", rows[i].text,
		    (unsigned long long)rows[i].count);
	printf("\nNodes searched: %llu\n\n", (unsigned long long)total);
}

static uint64_t
count_nodes(const struct tc_pos *pos, int depth)
{
	static struct tc_movelist ml;
	static uint64_t counts[TC_MAXMOVES];

	if (threads > 1 && depth > 1)
		return perft_divide(pos, depth, threads, &ml, counts);
	else {
		struct tc_pos copy = *pos;

		return perft(&copy, depth);
	}
}

/*
** Check the ";Dn count" operations of an EPD line for every n up to the
** perft depth, whose count `nodes` is known.  Returns false after reporting a mismatch or a malformed
** operation.
*/
static bool
check_opcodes(const struct tc_pos *pos, const char *line, size_t len,
    size_t rest, const char *file, long lineno, uint64_t nodes)
{
	struct tc_epd_perft ops[100];
	struct tc_diags d;
	int i, n;
	bool ok;

	d.n = d.nerr = d.nwarn = 0;
	n = epd_perft_ops(line, len, rest, ops, 100, &d);
	diag_print(file, lineno, &d);
	ok = d.nerr == 0;
	for (i = 0; i < n; i++) {
		uint64_t got;

		if (ops[i].depth > perft_depth)
			continue;
		got = ops[i].depth == perft_depth ? nodes :
		    count_nodes(pos, ops[i].depth);
		if (got != ops[i].count) {
			diag(file, lineno, ops[i].col, "perft %d is %llu, "
			    "expected %llu (;D%d)", ops[i].depth,
			    (unsigned long long)got,
			    (unsigned long long)ops[i].count, ops[i].depth);
			ok = false;
		}
	}
	return ok;
}

static void
do_position(const char *s, size_t len, const char *file, long lineno)
{
	struct tc_pos pos;
	struct tc_diags d;
	size_t rest;
	char afen[TC_AFEN_MAX];

	d.n = d.nerr = d.nwarn = 0;
	if (afen_read(&pos, opt_variant ? opt_variant :
	    tc_variant_for_position(s, len), s, len, TC_AFEN_EPD, &d, &rest) > 0) {
		diag_print(file, lineno, &d);
		raise_status(EXIT_INVALID);
		return;
	}
	diag_print(file, lineno, &d);
	if (engine != NULL && !pos_set_engine(&pos, engine)) {
		diag(file, lineno, 1, "--engine %s does not play %s",
		    engine->name, pos.var->title);
		raise_status(EXIT_TROUBLE);
		return;
	}
	pos_set_view(&pos, view);
	afen_write(&pos, afen, sizeof(afen));
	if (divide_depth > 0) {
		divide(&pos, afen);
	} else if (perft_depth > 0) {
		uint64_t n;

		n = count_nodes(&pos, perft_depth);
		if (!check_opcodes(&pos, s, len, rest, file, lineno, n))
			raise_status(EXIT_INVALID);
		if (opt_json) {
			fputs("{\"afen\": ", stdout);
			json_string(stdout, afen, strlen(afen));
			printf(", \"depth\": %d, \"nodes\": %llu}\n",
			    perft_depth, (unsigned long long)n);
		} else
			printf("%llu\n", (unsigned long long)n);
	} else {
		list_moves(&pos, afen);
	}
}

static int
parse_depth(const char *opt, const char *arg)
{
	long v;

	if (!parse_int(arg, 1, 30, &v)) {
		warnx_("%s: '%s' is not a depth from 1 to 30", opt, arg);
		usage(stderr);
		exit(EXIT_TROUBLE);
	}
	return (int)v;
}

int
main(int argc, char **argv)
{
	static const struct option longopts[] = {
		{ "format", required_argument, NULL, 'F' },
		{ "count", no_argument, NULL, 'c' },
		{ "perft", required_argument, NULL, 'p' },
		{ "divide", required_argument, NULL, 'd' },
		{ "input", required_argument, NULL, 'i' },
		{ "engine", required_argument, NULL, 'E' },
		{ "plain", no_argument, NULL, 'P' },
		{ "view", required_argument, NULL, 'W' },
		COMMON_LONGOPTS
	};
	char *inputs[argc > 0 ? argc : 1];
	int ninputs = 0, c, i;
	long v;

	argv0 = prog_name(argv[0], "movegen");
	tool_help = movegen_help;
	while ((c = getopt_long(argc, argv, "j:i:" COMMON_SHORTOPTS, longopts,
	    NULL)) != -1) {
		switch (c) {
		case 'F':
			format_given = true;
			if (strcmp(optarg, "san") == 0)
				format = TC_SAN;
			else if (strcmp(optarg, "lan") == 0)
				format = TC_LAN;
			else if (strcmp(optarg, "uci") == 0)
				format = TC_UCI;
			else {
				warnx_("--format: '%s' is not san, lan or uci",
				    optarg);
				return EXIT_TROUBLE;
			}
			break;
		case 'c':
			count_only = true;
			break;
		case 'P':
			plain_only = true;
			break;
		case 'W':
			if ((view = parse_view(optarg)) == -2) {
				warnx_("--view: '%s' is not public, white, black "
				    "or arbiter", optarg);
				usage(stderr);
				return EXIT_TROUBLE;
			}
			break;
		case 'p':
			perft_depth = parse_depth("--perft", optarg);
			break;
		case 'd':
			divide_depth = parse_depth("--divide", optarg);
			break;
		case 'j':
			if (!parse_int(optarg, 1, 64, &v)) {
				warnx_("-j: '%s' is not a number from 1 to 64",
				    optarg);
				return EXIT_TROUBLE;
			}
			threads = (int)v;
			break;
		case 'i':
			inputs[ninputs++] = optarg;
			break;
		case 'E':
			if ((engine = tc_engine_find(optarg)) == NULL) {
				warnx_("--engine: '%s' is not bitboard or "
				    "mailbox", optarg);
				usage(stderr);
				return EXIT_TROUBLE;
			}
			break;
		default:
			if (!common_option(c, optarg, usage))
				abort();
		}
	}
	tc_init();
	output_setup(opt_output, inputs, ninputs, optind == argc &&
	    ninputs == 0);
	for (i = optind; i < argc; i++)
		do_position(argv[i], strlen(argv[i]), "<arg>",
		    (long)(i - optind + 1));
	for (i = 0; i < ninputs; i++)
		raise_status(for_each_line(inputs[i], do_position));
	if (optind == argc && ninputs == 0)
		raise_status(for_each_line("-", do_position));
	return output_end(exit_status);
}
