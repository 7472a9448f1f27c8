/*
** OPTU-8, how JSON strings carry any bytes: optu8_from_bytes() and
** optu8_to_bytes() on edge cases (sequences cut short, overlong forms,
** surrogates in UTF-8, bytes that never begin UTF-8, UTF-8 for the
** range itself), then buf_json_string() and json_read_string() over the
** same cases and over random byte strings: what is written is UTF-8
** without a surrogate, and it reads back to the same bytes.  Every
** expected code point is worked out in the comments: a byte b stands
** for U+EF80 + (b - 0x80), so 0xE7 is U+EF80 + 0x67 = U+EFE7.
*/
#include <assert.h>
#include <stdio.h>
#include <string.h>
#include "internal.h"

struct fromcase {
	const char *s;
	size_t n;
	uint32_t cp[6];		/* the code points, in order */
	size_t len[6];		/* how many bytes each stands for */
	int k;			/* how many */
};

static const struct fromcase froms[] = {
	/* ASCII and valid UTF-8 are themselves: U+00E9, U+20AC, U+1F600. */
	{ "a", 1, { 'a' }, { 1 }, 1 },
	{ "\xc3\xa9", 2, { 0xe9 }, { 2 }, 1 },
	{ "\xe2\x82\xac", 3, { 0x20ac }, { 3 }, 1 },
	{ "\xf0\x9f\x98\x80", 4, { 0x1f600 }, { 4 }, 1 },
	/* The last code points either side of the range: U+EF7F, U+F000. */
	{ "\xee\xbd\xbf", 3, { 0xef7f }, { 3 }, 1 },
	{ "\xef\x80\x80", 3, { 0xf000 }, { 3 }, 1 },
	/* The highest code point, U+10FFFF. */
	{ "\xf4\x8f\xbf\xbf", 4, { 0x10ffff }, { 4 }, 1 },
	/* ISO-8859-1 c-cedilla 0xE7: 0xE7 - 0x80 = 0x67, so U+EFE7. */
	{ "\xe7", 1, { 0xefe7 }, { 1 }, 1 },
	/* A sequence cut by the end of the string: each byte alone. */
	{ "\xc3", 1, { 0xefc3 }, { 1 }, 1 },
	{ "\xe2\x82", 2, { 0xefe2, 0xef82 }, { 1, 1 }, 2 },
	{ "\xf0\x9f\x98", 3, { 0xeff0, 0xef9f, 0xef98 }, { 1, 1, 1 }, 3 },
	/* A sequence cut by a byte that does not continue it. */
	{ "\xe2\x82" "a", 3, { 0xefe2, 0xef82, 'a' }, { 1, 1, 1 }, 3 },
	{ "\xc3\xc3\xa9", 3, { 0xefc3, 0xe9 }, { 1, 2 }, 2 },
	/* Overlong forms: C0 80 and E0 80 80 for U+0000, F0 80 80 80. */
	{ "\xc0\x80", 2, { 0xefc0, 0xef80 }, { 1, 1 }, 2 },
	{ "\xc1\xbf", 2, { 0xefc1, 0xefbf }, { 1, 1 }, 2 },
	{ "\xe0\x80\x80", 3, { 0xefe0, 0xef80, 0xef80 }, { 1, 1, 1 }, 3 },
	{ "\xf0\x80\x80\x80", 4, { 0xeff0, 0xef80, 0xef80, 0xef80 },
	  { 1, 1, 1, 1 }, 4 },
	/* The surrogate U+D800 in UTF-8, ED A0 80, and U+DCE7, ED B3 A7. */
	{ "\xed\xa0\x80", 3, { 0xefed, 0xefa0, 0xef80 }, { 1, 1, 1 }, 3 },
	{ "\xed\xb3\xa7", 3, { 0xefed, 0xefb3, 0xefa7 }, { 1, 1, 1 }, 3 },
	/* Above U+10FFFF: F4 90 80 80 is U+110000. */
	{ "\xf4\x90\x80\x80", 4, { 0xeff4, 0xef90, 0xef80, 0xef80 },
	  { 1, 1, 1, 1 }, 4 },
	/* Bytes that begin no UTF-8: F5 to FF, and a lone continuation. */
	{ "\xf5\xfe\xff\x80", 4, { 0xeff5, 0xeffe, 0xefff, 0xef80 },
	  { 1, 1, 1, 1 }, 4 },
	/*
	** U+EF85 in UTF-8 is EE BE 85 (1110 1110, 10 111110, 10 000101):
	** each byte stands for itself, U+EFEE, U+EFBE, U+EF85, so that
	** reading U+EF85 is only ever the byte 0x85.  So too U+EF80 (EE BE
	** 80) and U+EFFF (EE BF BF).
	*/
	{ "\xee\xbe\x85", 3, { 0xefee, 0xefbe, 0xef85 }, { 1, 1, 1 }, 3 },
	{ "\xee\xbe\x80", 3, { 0xefee, 0xefbe, 0xef80 }, { 1, 1, 1 }, 3 },
	{ "\xee\xbf\xbf", 3, { 0xefee, 0xefbf, 0xefbf }, { 1, 1, 1 }, 3 },
};

/* The JSON buf_json_string() writes, worked out from the cases above. */
static const struct {
	const char *s, *json;
} writes[] = {
	{ "Fran\xe7ois", "\"Fran\\uefe7ois\"" },
	{ "caf\xc3\xa9", "\"caf\xc3\xa9\"" },
	{ "\xee\xbe\x85", "\"\\uefee\\uefbe\\uef85\"" },
	{ "\xed\xa0\x80", "\"\\uefed\\uefa0\\uef80\"" },
	{ "\xe2\x82", "\"\\uefe2\\uef82\"" },
	{ "a\"\\\x01\x7f", "\"a\\\"\\\\\\u0001\\u007f\"" },
};

/*
** What json_read_string() reads: \u escapes and raw UTF-8 of U+EF80 to
** U+EFFF (U+EFE7 is EE BF A7) give one byte, as does the \udcXX that
** turncoat wrote before; raw bytes that are not UTF-8 stay themselves.
*/
static const struct {
	const char *json, *s;
} reads[] = {
	{ "\"Fran\\uefe7ois\"", "Fran\xe7ois" },
	{ "\"Fran\\uEFE7ois\"", "Fran\xe7ois" },
	{ "\"Fran\xee\xbf\xa7ois\"", "Fran\xe7ois" },
	{ "\"Fran\\udce7ois\"", "Fran\xe7ois" },
	{ "\"Fran\xe7ois\"", "Fran\xe7ois" },
	{ "\"\\uef80\\uefff\"", "\x80\xff" },
	{ "\"\\uef7f\\uf000\"", "\xee\xbd\xbf\xef\x80\x80" },
	{ "\"\\u00e9\"", "\xc3\xa9" },
	{ "\"\\ud83d\\ude00\"", "\xf0\x9f\x98\x80" },
};

/*
** True if the JSON s[0..n) is UTF-8 with no \ud800 to \udfff escape:
** raw bytes of U+EF80 to U+EFFF (which the writer escapes) count as not.
*/
static bool
json_is_clean(const char *s, size_t n)
{
	size_t i = 0, k;
	uint32_t cp;

	while (i < n) {
		if (s[i] == '\\') {
			if (i + 3 < n && s[i + 1] == 'u' && s[i + 2] == 'd' &&
			    strchr("89abcdef", s[i + 3]) != NULL)
				return false;
			i += 2;
			continue;
		}
		k = optu8_from_bytes(s + i, n - i, &cp);
		if (cp >= OPTU8_FIRST && cp <= OPTU8_LAST)
			return false;
		i += k;
	}
	return true;
}

static int fails;

static void
check(bool ok, const char *what, int i)
{
	if (!ok && fails++ < 20)
		printf("%s, case %d\n", what, i);
}

/* s[0..n) through the pair, then written as JSON and read back. */
static void
round_trip(const char *s, size_t n, int i)
{
	struct tc_buf b = { NULL, 0, 0, false, NULL, NULL };
	char back[256], o[4];
	size_t at = 0, k, len, m;
	uint32_t cp;

	while (at < n) {
		k = optu8_from_bytes(s + at, n - at, &cp);
		check(k >= 1 && k <= 4 && at + k <= n, "length", i);
		check(cp <= 0x10ffff && (cp < 0xd800 || cp > 0xdfff),
		    "not a Unicode scalar value", i);
		m = optu8_to_bytes(cp, o);
		check(m == k && memcmp(o, s + at, k) == 0,
		    "optu8_to_bytes does not give the bytes back", i);
		at += k;
	}
	buf_json_string(&b, s, n);
	check(json_is_clean(b.p, b.n), "the JSON is not clean UTF-8", i);
	check(json_read_string(b.p, b.n, back, sizeof(back), &len) == b.n &&
	    len == n && memcmp(back, s, n) == 0, "JSON does not read back", i);
	buf_free(&b);
}

int
main(void)
{
	struct tc_buf b = { NULL, 0, 0, false, NULL, NULL };
	char s[64], back[64];
	size_t i, at, k, len;
	uint64_t r = 0x9e3779b97f4a7c15ULL;
	uint32_t cp;
	int j, n;

	for (i = 0; i < sizeof(froms) / sizeof(froms[0]); i++) {
		const struct fromcase *c = &froms[i];

		for (at = 0, j = 0; at < c->n; at += k, j++) {
			k = optu8_from_bytes(c->s + at, c->n - at, &cp);
			check(j < c->k && cp == c->cp[j] && k == c->len[j],
			    "optu8_from_bytes", (int)i);
		}
		check(j == c->k, "optu8_from_bytes: count", (int)i);
		round_trip(c->s, c->n, (int)i);
	}
	check(optu8_to_bytes(0xef80, s) == 1 && s[0] == '\x80', "EF80", 0);
	check(optu8_to_bytes(0xefff, s) == 1 && s[0] == '\xff', "EFFF", 0);
	check(optu8_to_bytes(0xefe7, s) == 1 && s[0] == '\xe7', "EFE7", 0);
	for (i = 0; i < sizeof(writes) / sizeof(writes[0]); i++) {
		buf_json_string(&b, writes[i].s, strlen(writes[i].s));
		check(strcmp(b.p, writes[i].json) == 0, "buf_json_string",
		    (int)i);
		b.n = 0;
	}
	buf_free(&b);
	for (i = 0; i < sizeof(reads) / sizeof(reads[0]); i++) {
		k = json_read_string(reads[i].json, strlen(reads[i].json),
		    back, sizeof(back), &len);
		check(k == strlen(reads[i].json) && len == strlen(reads[i].s) &&
		    memcmp(back, reads[i].s, len) == 0, "json_read_string",
		    (int)i);
	}
	/* A string that does not fit, and one without its closing quote. */
	check(json_read_string("\"abcd\"", 6, back, 4, &len) == 0, "fit", 0);
	check(json_read_string("\"\xe7", 2, back, 4, &len) == 0, "end", 0);
	/*
	** Random strings of bytes that make every case likely: lead bytes,
	** continuation bytes, the bytes of U+EFxx and of surrogates.
	*/
	for (j = 0; j < 200000; j++) {
		static const unsigned char pick[] = {
			'a', 0x80, 0x8f, 0xa0, 0xbe, 0xbf, 0xc0, 0xc2, 0xc3,
			0xdf, 0xe0, 0xed, 0xee, 0xef, 0xf0, 0xf4, 0xf5, 0xff
		};

		n = (int)(r % 9);
		for (k = 0; k < (size_t)n; k++) {
			r ^= r << 13;
			r ^= r >> 7;
			r ^= r << 17;
			s[k] = (char)(r % 4 ? pick[(r >> 8) % sizeof(pick)] :
			    (r >> 16) % 256);
			if (s[k] == '\0')
				s[k] = 'z';
		}
		r ^= r << 13;
		r ^= r >> 7;
		r ^= r << 17;
		round_trip(s, (size_t)n, j);
	}
	if (fails)
		printf("%d failures\n", fails);
	return fails != 0;
}
