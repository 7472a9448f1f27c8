/*
** afen-validate: check AFEN positions, one per line, syntax and meaning.
** A line may be EPD: four fields, or six, then operations.
*/
#include <getopt.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "jobs.h"

static unsigned read_flags = TC_AFEN_EPD;
static bool canonical, filter;

static void
usage(FILE *fp)
{
	fprintf(fp, "usage: %s [-s] [-c | -f] [-V variant] [--json] [-q] "
	    "[-o file] [-e AFEN]... [file ...]\n        " PART_USAGE "\n",
	    argv0);
}

/* With --bytes or --part, the lines that start in the part (part.c). */
static bool
window(int fd, const char *name, const char **label, uint64_t *len)
{
	if (!part_seek(fd, name, false, label))
		return false;
	*len = part_span.len;
	return true;
}

static void
check_line(const char *s, size_t len, const char *file, long line)
{
	const struct tc_variant *var = opt_variant ? opt_variant :
	    tc_variant_for_position(s, len);
	struct tc_pos pos;
	struct tc_diags d;
	char afen[TC_AFEN_MAX];
	size_t rest = len, end = len;
	bool valid;

	d.n = d.nerr = d.nwarn = 0;
	if (opt_json || canonical)
		valid = afen_read(&pos, var, s, len, read_flags, &d, &rest) == 0;
	else
		valid = afen_validate(var, s, len, read_flags, &d) == 0;
	diag_print(file, line, &d);
	if (!valid)
		raise_status(EXIT_INVALID);
	if (opt_json) {
		static struct tc_buf b;
		struct tc_pos_json j;

		pos_json_init(&j);
		j.text = s;
		j.len_text = len;
		while (j.len_text > 0 && s[j.len_text - 1] == '\r')
			j.len_text--;
		j.pos = valid ? &pos : NULL;
		j.valid = valid;
		j.canonical = valid;
		j.diags = true;
		j.file = file;
		j.d = &d;
		j.line = line;
		b.n = 0;
		pos_write_json(&b, &j);
		if (b.nomem) {
			warnx_("out of memory");
			exit(EXIT_TROUBLE);
		}
		fwrite(b.p, 1, b.n, stdout);
	} else if (valid && canonical) {
		/* The operations of an EPD line follow, as read. */
		while (rest < len && (s[rest] == ' ' || s[rest] == '\t'))
			rest++;
		while (end > rest && (s[end - 1] == ' ' || s[end - 1] == '\t' ||
		    s[end - 1] == '\r'))
			end--;
		afen_write(&pos, afen, sizeof(afen));
		fputs(afen, stdout);
		if (end > rest) {
			putchar(' ');
			fwrite(s + rest, 1, end - rest, stdout);
		}
		putchar('\n');
	} else if (valid && filter) {
		/* The line as read, with its own line end. */
		fwrite(s, 1, len, stdout);
		fputs(*line_end ? line_end : "\n", stdout);
	}
}

int
main(int argc, char **argv)
{
	static const struct option longopts[] = {
		{ "strict", no_argument, NULL, 's' },
		{ "canonical", no_argument, NULL, 'c' },
		{ "filter", no_argument, NULL, 'f' },
		PART_LONGOPTS,
		COMMON_LONGOPTS
	};
	char *exprs[argc > 0 ? argc : 1];
	int nexprs = 0, c, i;

	argv0 = prog_name(argv[0], "afen-validate");
	tool_help = afen_validate_help;
	while ((c = getopt_long(argc, argv, "scfe:" COMMON_SHORTOPTS, longopts,
	    NULL)) != -1) {
		switch (c) {
		case 's':
			read_flags |= TC_AFEN_STRICT;
			break;
		case 'c':
			canonical = true;
			break;
		case 'f':
			filter = true;
			break;
		case 'e':
			exprs[nexprs++] = optarg;
			break;
		default:
			if (!part_option(c, optarg) &&
			    !common_option(c, optarg, usage))
				abort();
		}
	}
	if (canonical && filter) {
		warnx_("-c and -f cannot be used together");
		usage(stderr);
		return EXIT_TROUBLE;
	}
	tc_init();
	output_setup(opt_output, argv + optind, argc - optind,
	    optind == argc && nexprs == 0);
	for (i = 0; i < nexprs; i++)
		check_line(exprs[i], strlen(exprs[i]), "<arg>", i + 1);
	for (i = optind; i < argc; i++) {
		/* A position given where a file is expected: say what to do. */
		if (strchr(argv[i], '/') && strchr(argv[i], ' ') &&
		    access(argv[i], F_OK) != 0) {
			warnx_("%s: no such file: to check a position given as "
			    "an argument, use -e", argv[i]);
			raise_status(EXIT_TROUBLE);
			continue;
		}
		raise_status(for_each_line_in(argv[i], check_line,
		    part_span.on ? window : NULL));
	}
	if (optind == argc && nexprs == 0)
		raise_status(for_each_line_in("-", check_line,
		    part_span.on ? window : NULL));
	return output_end(exit_status);
}
