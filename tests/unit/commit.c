/*
** Commit and reveal (traitor.md 6.1) through the library: SHA-256 on the
** standard values, the spec's three test vectors (commitments and the
** lengths of their preimages), lists read in any order into canonical
** form, and the errors of lists, nonces and commitments with columns.
*/
#include <stdio.h>
#include <string.h>
#include "turncoat.h"

static int fails;

static void
check(bool ok, const char *what)
{
	if (!ok) {
		printf("FAIL: %s\n", what);
		fails++;
	}
}

static void
expect_sha256(const char *in, const char *want)
{
	unsigned char md[32];
	char hex[65];
	int i;

	check(tc_sha256(in, strlen(in), md), "tc_sha256 succeeds");
	for (i = 0; i < 32; i++)
		snprintf(hex + 2 * i, 3, "%02x", md[i]);
	if (strcmp(hex, want) != 0) {
		printf("FAIL: sha256(\"%s\") = %s, want %s\n", in, hex, want);
		fails++;
	}
}

/* Fill c from the values of a vector; false (and a message) on an error. */
static bool
fill(struct tc_commit *c, const char *variant, const char *holder,
    const char *list, const char *game, const char *nonce)
{
	struct tc_diag d;

	commit_init(c);
	if (commit_set_variant(c, variant, &d) &&
	    commit_set_holder(c, holder, &d) &&
	    commit_set_list(c, list, &d) && commit_set_game(c, game, &d) &&
	    commit_set_nonce(c, nonce, &d))
		return true;
	printf("FAIL: %s %s %s: %d: %s\n", variant, holder, list, d.col, d.msg);
	fails++;
	return false;
}

static void
expect_vector(const char *variant, const char *holder, const char *list,
    const char *game, const char *nonce, size_t want_len, const char *want)
{
	struct tc_commit c;
	struct tc_diag d;
	char pre[TC_COMMIT_PREMAX], got[TC_COMMIT_LEN + 1];
	size_t n;

	if (!fill(&c, variant, holder, list, game, nonce))
		return;
	n = commit_preimage(&c, pre, sizeof(pre));
	if (n != want_len || strlen(pre) != n) {
		printf("FAIL: %s: preimage of %zu bytes, want %zu\n", list, n,
		    want_len);
		fails++;
	}
	check(commit_make(&c, got), "commit_make succeeds");
	if (strcmp(got, want) != 0) {
		printf("FAIL: %s: %s, want %s\n", list, got, want);
		fails++;
	}
	check(commit_verify(&c, want, &d) == 1, "the vector verifies");
}

static void
expect_list(const char *variant, const char *holder, const char *in,
    const char *want)
{
	struct tc_commit c;
	struct tc_diag d;

	commit_init(&c);
	if (!commit_set_variant(&c, variant, &d) ||
	    !commit_set_holder(&c, holder, &d) ||
	    !commit_set_list(&c, in, &d)) {
		printf("FAIL: '%s': %d: %s\n", in, d.col, d.msg);
		fails++;
	} else if (strcmp(c.list, want) != 0) {
		printf("FAIL: '%s' read as '%s', want '%s'\n", in, c.list, want);
		fails++;
	}
}

static void
expect_list_error(const char *variant, const char *holder, const char *in,
    int col, const char *msg)
{
	struct tc_commit c;
	struct tc_diag d;

	commit_init(&c);
	if (!commit_set_variant(&c, variant, &d) ||
	    !commit_set_holder(&c, holder, &d)) {
		printf("FAIL: %s %s: %s\n", variant, holder, d.msg);
		fails++;
	} else if (commit_set_list(&c, in, &d)) {
		printf("FAIL: '%s' accepted as '%s'\n", in, c.list);
		fails++;
	} else if (d.col != col || strcmp(d.msg, msg) != 0) {
		printf("FAIL: '%s': %d: %s\n  want %d: %s\n", in, d.col, d.msg,
		    col, msg);
		fails++;
	}
}

static void
expect_variant(const char *in, const char *want)
{
	struct tc_commit c;
	struct tc_diag d;

	commit_init(&c);
	if (!commit_set_variant(&c, in, &d)) {
		printf("FAIL: variant '%s': %s\n", in, d.msg);
		fails++;
	} else if (strcmp(c.variant, want) != 0) {
		printf("FAIL: variant '%s' read as %s, want %s\n", in,
		    c.variant, want);
		fails++;
	}
}

int
main(void)
{
	static const char n1[] = "000102030405060708090a0b0c0d0e0f"
	    "101112131415161718191a1b1c1d1e1f";
	static const char n2[] = "ffeeddccbbaa99887766554433221100"
	    "ffeeddccbbaa99887766554433221100";
	static const char n3[] = "5a5a5a5a5a5a5a5a5a5a5a5a5a5a5a5a"
	    "5a5a5a5a5a5a5a5a5a5a5a5a5a5a5a5a";
	unsigned char bytes[32];
	struct tc_commit c;
	struct tc_diag d;
	char got[TC_COMMIT_LEN + 1];
	int i;

	tc_init();
	/* FIPS 180-2's "abc" and the empty message. */
	expect_sha256("abc", "ba7816bf8f01cfea414140de5dae2223"
	    "b00361a396177a9cb410ff61f20015ad");
	expect_sha256("", "e3b0c44298fc1c149afbf4c8996fb924"
	    "27ae41e4649b934ca495991b7852b855");

	/* The three vectors of traitor.md 6.1. */
	expect_vector("traitor/specific", "black", "Bc1,Rh1,g2", "", n1, 148,
	    "sha256:d3511cfd71907c061c4b06e1debce63d"
	    "76a6eada4b34713161a537c16e9612b1");
	expect_vector("traitor/specific", "white", "Qd8", "demo-1", n2, 147,
	    "sha256:acc943b9e2ed7370c205e45ae9d08815"
	    "67c813e88cd6ec70d03398a500b63010");
	expect_vector("mercenary/simplified", "white", "BNPPP", "", n3, 147,
	    "sha256:473526dbd685c779fa45ead1d6e746f9"
	    "6011c7a18ee370362b63e8f09d16b3a7");
	/* The same values written otherwise give the same commitment. */
	expect_vector("Traitor Chess", "Black", "g2, Rh1,Bc1", "", n1, 148, "sha256:d3511cfd71907c061c4b06e1debce63d"
	    "76a6eada4b34713161a537c16e9612b1");
	expect_vector("Simplified Mercenary", "white", "P,P, B,N,P", "", n3,
	    147, "sha256:473526dbd685c779fa45ead1d6e746f9"
	    "6011c7a18ee370362b63e8f09d16b3a7");

	/* A tampered value changes the commitment: 0 and the message. */
	if (fill(&c, "traitor/specific", "black", "Bc1,Rh1", "", n1)) {
		check(commit_verify(&c, "sha256:d3511cfd71907c061c4b06e1debce6"
		    "3d76a6eada4b34713161a537c16e9612b1", &d) == 0,
		    "a tampered list does not verify");
		check(strcmp(d.msg, "the revealed values do not match sha256:"
		    "d3511cfd71907c061c4b06e1debce63d76a6eada4b34713161a537c1"
		    "6e9612b1") == 0, "the message of a mismatch");
		/* Not a commitment: where it goes wrong. */
		check(commit_verify(&c, "sha256:d351", &d) == -1 &&
		    d.col == 12, "a short commitment (after its 4 digits)");
		check(commit_verify(&c, "md5:d351", &d) == -1 && d.col == 1,
		    "a commitment of another hash");
	}

	/* Canonical lists: Specific by square a1..h8, 'P' dropped. */
	expect_list("traitor/specific", "black", "g2,Rh1,Bc1", "Bc1,Rh1,g2");
	expect_list("traitor/specific", "black", "Pg2, Rh1,  Bc1", "Bc1,Rh1,g2");
	expect_list("defector/specific", "white", "h7,Nb8,a7,Pb7", "a7,b7,h7,Nb8");
	expect_list("double-agent/simplified", "black", "PNPBP", "BNPPP");
	expect_list("traitor/simplified", "white", "Q", "Q");
	expect_list("traitor/simplified", "white", "PPPPPPPPP", "PPPPPPPPP");

	/* Variant names: the preimage's and the Variant tag's. */
	expect_variant("Defector\xe2\x80\x93" "Double Agent",
	    "defector-double-agent/specific");
	expect_variant("simplified double agent chess",
	    "double-agent/simplified");
	expect_variant("MERCENARY/SPECIFIC", "mercenary/specific");
	commit_init(&c);
	check(!commit_set_variant(&c, "Impromptu Traitor", &d) &&
	    strcmp(d.msg, "'Impromptu Traitor' is an Impromptu form: it has "
	    "no list to commit to") == 0, "Impromptu has no list");
	check(!commit_set_variant(&c, "traitor/secret", &d),
	    "an unknown form");
	check(!commit_set_holder(&c, "grey", &d) &&
	    strcmp(d.msg, "holder 'grey' is not white or black") == 0,
	    "an unknown holder");

	/*
	** List errors, with the column of the entry.  Black lists White's
	** pieces, on ranks 1 and 2 at the start: e7 is Black's own pawn,
	** e4 is empty, c1 holds a bishop, e1 the king.  Q 9 + P 1 is 10.
	*/
	expect_list_error("traitor/specific", "black", "Bc1, e7", 6,
	    "'e7' is a black pawn: black lists white's pieces");
	expect_list_error("traitor/specific", "black", "e4", 1,
	    "'e4': e4 is empty at the start");
	expect_list_error("traitor/specific", "black", "g2,Nc1", 4,
	    "'Nc1': c1 holds a bishop at the start");
	expect_list_error("traitor/specific", "black", "e1", 1,
	    "'e1': e1 holds a king, and a king is never listed");
	expect_list_error("traitor/specific", "black", "Ke1", 1,
	    "'K' in the list: a king is never listed");
	expect_list_error("traitor/specific", "black", "Qd1,a2", 5,
	    "'a2' brings the list's value to 10: at most 9 "
	    "(Q 9, R 5, B 3, N 3, P 1)");
	expect_list_error("traitor/specific", "black", "g2,Pg2", 4,
	    "'Pg2': g2 is listed twice");
	expect_list_error("traitor/specific", "black", "g2,x9", 4,
	    "'x9' is not a square");
	expect_list_error("traitor/specific", "black", "g2;h2", 3,
	    "unexpected ';' in the list: expected ',' or the end");
	expect_list_error("traitor/specific", "black", "g2,", 3,
	    "the list ends with ',': expected a piece after it");
	expect_list_error("traitor/specific", "black", " g2", 1,
	    "' g2' is not a square");
	expect_list_error("traitor/specific", "black", "", 1,
	    "the list is empty: at least one piece");
	expect_list_error("traitor/simplified", "white", "BNK", 3,
	    "'K' in the list: a king is never listed");
	expect_list_error("traitor/simplified", "white", "RRP", 2,
	    "'R' brings the list's value to 10: at most 9 "
	    "(Q 9, R 5, B 3, N 3, P 1)");
	expect_list_error("traitor/simplified", "white", "B N", 2,
	    "unexpected ' ' in the list: expected Q, R, B, N or P");

	/* Nonces: 64 lowercase hex digits, from text or from bytes. */
	commit_init(&c);
	check(!commit_set_nonce(&c, "00", &d) && d.col == 3 &&
	    strcmp(d.msg, "the nonce has 2 hex digits, not 64") == 0,
	    "a short nonce");
	check(!commit_set_nonce(&c, "000102030405060708090A0b0c0d0e0f"
	    "101112131415161718191a1b1c1d1e1f", &d) && d.col == 22,
	    "an upper-case digit");
	for (i = 0; i < 32; i++)
		bytes[i] = (unsigned char)i;
	commit_set_nonce_bytes(&c, bytes);
	check(strcmp(c.nonce, n1) == 0, "the nonce from bytes 0..31");
	check(!commit_set_game(&c, "demo 1", &d) && d.col == 5,
	    "a space in a game id");
	check(!commit_make(&c, got), "no commitment without the values");

	if (fails)
		printf("%d failures\n", fails);
	return fails != 0;
}
