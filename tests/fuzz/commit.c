/*
** Traitor lists, variants, game ids and nonces (commit.c): an error has a
** column within the text; an accepted list's canonical form reads back
** to itself; a complete commitment verifies.
*/
#include "common.h"

static void
check_list(const char *variant, const char *holder, const char *s)
{
	static const char nonce[] = "000102030405060708090a0b0c0d0e0f"
	    "101112131415161718191a1b1c1d1e1f";
	struct tc_commit c, again;
	struct tc_diag d;
	char commitment[TC_COMMIT_LEN + 1];

	commit_init(&c);
	REQUIRE(commit_set_variant(&c, variant, &d));
	REQUIRE(commit_set_holder(&c, holder, &d));
	if (!commit_set_list(&c, s, &d)) {
		REQUIRE(d.col >= 1 && (size_t)d.col <= strlen(s) + 1);
		return;
	}
	again = c;
	REQUIRE(commit_set_list(&again, c.list, &d));
	REQUIRE(strcmp(again.list, c.list) == 0);
	REQUIRE(commit_set_nonce(&c, nonce, &d));
	REQUIRE(commit_make(&c, commitment));
	REQUIRE(commit_verify(&c, commitment, &d) == 1);
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct tc_commit c;
	struct tc_diag d;
	char s[512];

	if (size >= sizeof(s))
		size = sizeof(s) - 1;
	memcpy(s, data, size);
	s[size] = '\0';
	check_list("traitor/specific", "white", s);
	check_list("traitor/specific", "black", s);
	check_list("mercenary/simplified", "white", s);
	commit_init(&c);
	if (!commit_set_variant(&c, s, &d) && !commit_set_game(&c, s, &d))
		REQUIRE(d.col >= 1 && (size_t)d.col <= strlen(s) + 1);
	if (!commit_set_nonce(&c, s, &d))
		REQUIRE(d.col >= 1 && (size_t)d.col <= strlen(s) + 1);
	return 0;
}
