/*
** traitor-commit: commit to a secret Traitor Chess list before move 1, and
** verify a revealed list against its commitment (traitor.md 6.1).  The
** nonce's 32 random bytes come from getrandom(2), fresh for every
** commitment (--nonce is for --verify only).  The list comes from the
** command line or, kept out of ps(1) and shell history, from a file or
** standard input (--list-file); the file of -o is its owner's only.
*/
#include <errno.h>
#include <getopt.h>
#include <stdlib.h>
#include <string.h>
#include <sys/random.h>
#include "util.h"

static void
usage(FILE *fp)
{
	fprintf(fp, "usage: %s -V variant --holder white|black\n"
	    "                      (--list list | --list-file file) "
	    "[--game id]\n"
	    "                      [--json] [-q] [-o file]\n"
	    "       %s --verify commitment -V variant --holder white|black\n"
	    "                      (--list list | --list-file file) "
	    "[--game id]\n"
	    "                      --nonce hex [--json] [-q] [-o file]\n",
	    argv0, argv0);
}

/* 32 bytes from the kernel's cryptographic random source, or exit 2. */
static void
random_nonce(struct tc_commit *c)
{
	unsigned char b[32];
	size_t n = 0;
	ssize_t r;

	while (n < sizeof(b)) {
		r = getrandom(b + n, sizeof(b) - n, 0);
		if (r < 0 && errno == EINTR)
			continue;
		if (r < 0) {
			warnx_("getrandom: %s", strerror(errno));
			exit(EXIT_TROUBLE);
		}
		n += (size_t)r;
	}
	commit_set_nonce_bytes(c, b);
}

/*
** Give value `arg`, read from line `line` of `where` (an option's name or
** a file's), to set(); on an error report it as "prog: WHERE:LINE:COL:
** message" and return false.
*/
static bool
set_value(bool (*set)(struct tc_commit *, const char *, struct tc_diag *),
    struct tc_commit *c, const char *where, long line, const char *arg)
{
	struct tc_diag d;

	if (set(c, arg, &d))
		return true;
	diag(where, line, d.col, "%s", d.msg);
	return false;
}

/*
** The list of --list-file: the file's one line that is not empty, with
** a CR before its newline dropped, and where it was read.
*/
static char file_list[LINE_LIMIT + 1];
static const char *file_name;
static long file_line;
static bool file_bad;		/* a second list or a NUL byte, reported */

static void
list_line(const char *s, size_t len, const char *file, long line)
{
	const char *nul;

	if (len > 0 && s[len - 1] == '\r')
		len--;
	if (len == 0 || file_bad)
		return;
	if (file_line != 0) {
		diag(file, line, 1, "a second list, after the one of line %ld: "
		    "the file holds one list", file_line);
		file_bad = true;
		return;
	}
	if ((nul = memchr(s, '\0', len)) != NULL) {
		diag(file, line, (int)(nul - s) + 1, "byte 0x00 in the list");
		file_bad = true;
		return;
	}
	memcpy(file_list, s, len);
	file_list[len] = '\0';
	file_name = file;
	file_line = line;
}

/*
** Read the list of --list-file `path` ("-": standard input) into
** file_list; the exit status the file calls for (EXIT_OK if it holds one
** list, or none: an empty list is the list's error).
*/
static int
read_list_file(const char *path)
{
	int st = for_each_line(path, list_line);

	if (st == EXIT_OK && file_bad)
		st = EXIT_INVALID;
	if (file_line == 0) {
		file_name = strcmp(path, "-") == 0 ? "<stdin>" : path;
		file_line = 1;
	}
	return st;
}

static void
print_values(const char *commitment, const struct tc_commit *c)
{
	if (!opt_json) {
		printf("commitment %s\nlist %s\nnonce %s\n", commitment,
		    c->list, c->nonce);
		return;
	}
	printf("{\"commitment\":\"%s\",\"variant\":\"%s\",\"holder\":\"%s\","
	    "\"list\":\"%s\",\"game\":", commitment, c->variant,
	    c->holder == TC_WHITE ? "white" : "black", c->list);
	json_string(stdout, c->game, strlen(c->game));
	printf(",\"nonce\":\"%s\"}\n", c->nonce);
}

/*
** An error of -V: one in its options (after the first ',') reads as the
** other tools' ("-V traitor,garbage: unknown option ..."), one in the
** name as "-V: message".
*/
static void
variant_error(const char *arg, const struct tc_diag *d)
{
	const char *comma = strchr(arg, ',');

	if (comma != NULL && d->col > comma - arg)
		usage_error("-V %s: %s", arg, d->msg);
	usage_error("-V: %s", d->msg);
}

/*
** The rule sets -V may name here (--list-variants): the Specific and
** Simplified forms, whose players commit to a list.
*/
static bool
commits(const struct tc_variant *var)
{
	struct tc_commit c;
	struct tc_diag d;

	commit_init(&c);
	return commit_set_variant(&c, var->name, &d);
}

int
main(int argc, char **argv)
{
	static const struct option longopts[] = {
		{ "holder", required_argument, NULL, 'H' },
		{ "list", required_argument, NULL, 'l' },
		{ "list-file", required_argument, NULL, 'L' },
		{ "game", required_argument, NULL, 'g' },
		{ "nonce", required_argument, NULL, 'n' },
		{ "verify", required_argument, NULL, 'y' },
		COMMON_LONGOPTS
	};
	const char *variant = NULL, *holder = NULL, *list = NULL,
	    *game = "", *nonce = NULL, *verify = NULL, *where = "--list";
	char *list_file = NULL;
	char commitment[TC_COMMIT_LEN + 1];
	struct tc_commit c;
	struct tc_diag d;
	long line = 1;
	int ch, st;

	argv0 = prog_name(argv[0], "traitor-commit");
	tool_help = traitor_commit_help;
	tool_plays = commits;
	while ((ch = getopt_long(argc, argv, "l:" COMMON_SHORTOPTS, longopts,
	    NULL)) != -1) {
		switch (ch) {
		case 'V':
			if (strcmp(optarg, "list") == 0)
				list_variants();
			variant = optarg;
			break;
		case 'H':
			holder = optarg;
			break;
		case 'l':
			list = optarg;
			break;
		case 'L':
			list_file = optarg;
			break;
		case 'g':
			game = optarg;
			break;
		case 'n':
			nonce = optarg;
			break;
		case 'y':
			verify = optarg;
			break;
		default:
			if (!common_option(ch, optarg, usage))
				abort();
		}
	}
	if (optind < argc)
		usage_error("unexpected argument '%s': every value is an "
		    "option's", argv[optind]);
	if (variant == NULL || holder == NULL || (list == NULL &&
	    list_file == NULL))
		usage_error("-V, --holder and --list or --list-file are "
		    "required");
	if (list != NULL && list_file != NULL)
		usage_error("--list and --list-file both give the list: give "
		    "one");
	if (list != NULL && strcmp(list, "-") == 0)
		usage_error("--list: '-' is not a list: --list-file - reads "
		    "the list from standard input");
	if (verify != NULL && nonce == NULL)
		usage_error("--verify needs the revealed --nonce");
	if (verify == NULL && nonce != NULL)
		usage_error("--nonce is for --verify: every commitment draws "
		    "a fresh nonce, since a nonce used twice lets the "
		    "opponent test lists by trial");
	tc_init();
	commit_init(&c);
	if (!commit_set_variant(&c, variant, &d))
		variant_error(variant, &d);
	if (!commit_set_holder(&c, holder, &d))
		usage_error("--holder: %s", d.msg);
	if (list_file != NULL) {
		if ((st = read_list_file(list_file)) != EXIT_OK)
			return st;
		list = file_list;
		where = file_name;
		line = file_line;
	}
	if (!set_value(commit_set_list, &c, where, line, list) ||
	    !set_value(commit_set_game, &c, "--game", 1, game) ||
	    (nonce != NULL && !set_value(commit_set_nonce, &c, "--nonce", 1,
	    nonce)))
		return EXIT_INVALID;
	if (nonce == NULL)
		random_nonce(&c);
	/* The file holds the secret list and nonce: for its owner only. */
	output_private();
	output_setup(opt_output, &list_file, list_file != NULL, false);
	if (verify != NULL) {
		st = commit_verify(&c, verify, &d);
		if (st < 0)
			diag("--verify", 1, d.col, "%s", d.msg);
		else if (st == 0 && !quiet)
			warnx_("%s", d.msg);
		if (st <= 0)
			return output_end(EXIT_INVALID);
		memcpy(commitment, verify, sizeof(commitment));
	} else if (!commit_make(&c, commitment)) {
		warnx_("libcrypto could not compute SHA-256");
		return output_end(EXIT_TROUBLE);
	}
	print_values(commitment, &c);
	return output_end(EXIT_OK);
}
