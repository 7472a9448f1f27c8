/*
** traitor-commit: commit to a secret Traitor Chess list before move 1, and
** verify a revealed list against its commitment (traitor.md 6.1).  The
** nonce's 32 random bytes come from getrandom(2).
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
	fprintf(fp, "usage: %s -V variant --holder white|black --list list\n"
	    "                      [--game id] [--nonce hex] [--json] [-q] "
	    "[-o file]\n"
	    "       %s --verify commitment -V variant --holder white|black\n"
	    "                      --list list [--game id] --nonce hex "
	    "[--json] [-q] [-o file]\n", argv0, argv0);
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
** Give value `arg` of option `opt` to set(); on an error report it as
** "prog: --opt:1:COL: message" and return false.
*/
static bool
set_value(bool (*set)(struct tc_commit *, const char *, struct tc_diag *),
    struct tc_commit *c, const char *opt, const char *arg)
{
	struct tc_diag d;

	if (set(c, arg, &d))
		return true;
	diag(opt, 1, d.col, "%s", d.msg);
	return false;
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

int
main(int argc, char **argv)
{
	static const struct option longopts[] = {
		{ "holder", required_argument, NULL, 'H' },
		{ "list", required_argument, NULL, 'l' },
		{ "game", required_argument, NULL, 'g' },
		{ "nonce", required_argument, NULL, 'n' },
		{ "verify", required_argument, NULL, 'y' },
		COMMON_LONGOPTS
	};
	const char *variant = NULL, *holder = NULL, *list = NULL,
	    *game = "", *nonce = NULL, *verify = NULL;
	char commitment[TC_COMMIT_LEN + 1];
	struct tc_commit c;
	struct tc_diag d;
	int ch, st;

	argv0 = prog_name(argv[0], "traitor-commit");
	tool_help = traitor_commit_help;
	while ((ch = getopt_long(argc, argv, "l:" COMMON_SHORTOPTS, longopts,
	    NULL)) != -1) {
		switch (ch) {
		case 'V':
			variant = optarg;
			break;
		case 'H':
			holder = optarg;
			break;
		case 'l':
			list = optarg;
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
	if (variant == NULL || holder == NULL || list == NULL)
		usage_error("-V, --holder and --list are required");
	if (verify != NULL && nonce == NULL)
		usage_error("--verify needs the revealed --nonce");
	tc_init();
	commit_init(&c);
	if (!commit_set_variant(&c, variant, &d))
		usage_error("-V: %s", d.msg);
	if (!commit_set_holder(&c, holder, &d))
		usage_error("--holder: %s", d.msg);
	if (!set_value(commit_set_list, &c, "--list", list) ||
	    !set_value(commit_set_game, &c, "--game", game) ||
	    (nonce != NULL && !set_value(commit_set_nonce, &c, "--nonce",
	    nonce)))
		return EXIT_INVALID;
	if (nonce == NULL)
		random_nonce(&c);
	output_setup(opt_output, NULL, 0, false);
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
