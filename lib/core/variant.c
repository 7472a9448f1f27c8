/*
** The variant table: every variant the library plays, found by name.
*/
#include <string.h>
#include <strings.h>
#include "internal.h"

const struct tc_variant *const tc_variants[] = {
	&tc_chess, &tc_allegiance, &tc_neutral, NULL
};

const char type_letter[TC_NTYPES + 1] = "?PNBRQKA";
const char *const type_name[TC_NTYPES] = {
	"piece", "pawn", "knight", "bishop", "rook", "queen", "king", "auror"
};

int
type_from_letter(int c)
{
	const char *p;

	if (c >= 'a' && c <= 'z')
		c -= 'a' - 'A';
	if (c == '?' || c == 0 || (p = strchr(type_letter, c)) == NULL)
		return TC_EMPTY;
	return (int)(p - type_letter);
}


const struct tc_variant *
tc_variant_find(const char *name)
{
	static const char *const aliases[][2] = {
		{ "standard", "chess" }, { "from position", "chess" },
	};
	char buf[64];
	size_t len;
	int i;

	len = strlen(name);
	while (len > 0 && name[len - 1] == ' ')
		len--;
	if (len >= 6 && strncasecmp(name + len - 6, " chess", 6) == 0)
		len -= 6;
	if (len >= sizeof(buf))
		return NULL;
	memcpy(buf, name, len);
	buf[len] = '\0';
	for (i = 0; i < (int)(sizeof(aliases) / sizeof(aliases[0])); i++)
		if (strcasecmp(buf, aliases[i][0]) == 0)
			return tc_variant_find(aliases[i][1]);
	for (i = 0; tc_variants[i] != NULL; i++)
		if (strcasecmp(buf, tc_variants[i]->name) == 0 ||
		    strcasecmp(buf, tc_variants[i]->pgn_name) == 0)
			return tc_variants[i];
	return NULL;
}

const struct tc_variant *
tc_variant_for_games(void)
{
	return &tc_chess;
}

const struct tc_variant *
tc_variant_for_positions(void)
{
	return &tc_allegiance;
}

const struct tc_variant *
tc_variant_implied(const char *text, size_t len)
{
	int i;

	for (i = 0; tc_variants[i] != NULL; i++) {
		const char *m = tc_variants[i]->implied_by;

		for (; *m; m++)
			if (memchr(text, *m, len) != NULL)
				return tc_variants[i];
	}
	return NULL;
}
