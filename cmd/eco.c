/*
** convert --eco FILE (eco.h): opening the ECO file and handing it to the
** library's classifier.  The file is one the run reads, so -o refuses it
** (output_reads()): convert opens it before output_setup().
*/
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include "eco.h"

struct tc_eco *eco_table;

static size_t
read_file(void *ctx, char *buf, size_t cap)
{
	return fread(buf, 1, cap, ctx);
}

void
eco_open(const char *path)
{
	FILE *fp = strcmp(path, "-") == 0 ? stdin : fopen(path, "rb");
	long bad;

	if (fp == NULL) {
		warnx_("--eco: %s: %s", path, strerror(errno));
		exit(EXIT_TROUBLE);
	}
	eco_table = eco_load(read_file, fp, &bad);
	if (ferror(fp)) {
		warnx_("--eco: %s: %s", path, strerror(errno));
		exit(EXIT_TROUBLE);
	}
	if (fp != stdin)
		fclose(fp);
	if (eco_table == NULL) {
		warnx_("--eco: %s: out of memory", path);
		exit(EXIT_TROUBLE);
	}
	if (eco_lines(eco_table) == 0) {
		warnx_("--eco: %s: no ECO line in the file", path);
		exit(EXIT_TROUBLE);
	}
	if (bad)
		warnx_("warning: --eco: %s: %ld lines with errors left out",
		    path, bad);
	output_reads(path);
}

bool
eco_tag_game(const struct tc_game *g, struct tc_record *r)
{
	const struct tc_eco_line *l;

	if (eco_table == NULL || (l = eco_classify(eco_table, g, r)) == NULL)
		return true;
	return eco_set_tags(r, l);
}
