/*
** Commit and reveal of the Traitor Chess family's secret lists
** (traitor.md 6.1): the canonical list, the preimage and its SHA-256.
** The digest is OpenSSL's (libcrypto); the nonce's random bytes come
** from the caller, so that the library does no I/O.
*/
#include <ctype.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>
#include <openssl/evp.h>
#include "internal.h"

static const char *const families[] = {
	"traitor", "defector", "double-agent", "defector-double-agent",
	"mercenary", NULL
};

/* Values of the piece types (traitor.md 1), indexed by enum tc_type. */
static const int values[TC_NTYPES] = { 0, 1, 3, 3, 5, 9, 0, 0 };
static const char letters[] = "QRBNP";
static const enum tc_type letter_types[] = {
	TC_QUEEN, TC_ROOK, TC_BISHOP, TC_KNIGHT, TC_PAWN
};

static bool fail(struct tc_diag *d, size_t off, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));

/* Fill d: column off + 1, the message; returns false. */
static bool
fail(struct tc_diag *d, size_t off, const char *fmt, ...)
{
	va_list ap;

	d->col = (int)off + 1;
	d->warning = false;
	va_start(ap, fmt);
	vsnprintf(d->msg, sizeof(d->msg), fmt, ap);
	va_end(ap);
	return false;
}

void
commit_init(struct tc_commit *c)
{
	memset(c, 0, sizeof(*c));
	c->holder = -1;
}

static int
lookup(const char *s, const char *const *names)
{
	int i;

	for (i = 0; names[i] != NULL; i++)
		if (strcmp(s, names[i]) == 0)
			return i;
	return -1;
}

/*
** Lower-case s into out, an en dash read as '-' and a trailing " chess"
** dropped; false if it does not fit.
*/
static bool
variant_fold(const char *s, char *out, size_t cap)
{
	size_t n = 0;

	for (; *s; s++) {
		if (n + 1 >= cap)
			return false;
		if (strncmp(s, "\xe2\x80\x93", 3) == 0) {
			out[n++] = '-';
			s += 2;
		} else
			out[n++] = (char)tolower((unsigned char)*s);
	}
	out[n] = '\0';
	if (n > 6 && strcmp(out + n - 6, " chess") == 0)
		out[n - 6] = '\0';
	return true;
}

/*
** Check the options of -V, the text of s after its first ',' (at offset
** off), as every tool checks them (tc_variant_with_options), against the
** rule set of family k in the form read, found in the list of variants by
** its name (the family's, "simplified-" before it for that form).  They
** bind nothing: a valid option leaves the commitment as it is.
*/
static bool
variant_options(int k, bool simplified, const char *s, size_t off,
    struct tc_diag *d)
{
	const char *opts = s + off;
	const struct tc_variant *var;
	char name[64];

	if (opts[strspn(opts, " ")] == '\0')
		return fail(d, off, "expected an option after ','");
	snprintf(name, sizeof(name), "%s%s", simplified ? "simplified-" : "",
	    families[k]);
	if ((var = tc_variant_find(name)) == NULL)
		return fail(d, 0, "unknown variant '%s'", name);
	if (tc_variant_with_options(var, opts, d) == NULL) {
		d->col += (int)off;
		return false;
	}
	return true;
}

bool
commit_set_variant(struct tc_commit *c, const char *s, struct tc_diag *d)
{
	char name[64], v[64], *fam, *form, *p;
	size_t n = strcspn(s, ",");
	bool simplified;
	int k;

	/* The name, before the options ("traitor,own-traitor-check=off"). */
	if (n >= sizeof(name))
		return fail(d, 0, "unknown variant '%.40s...'", s);
	memcpy(name, s, n);
	name[n] = '\0';
	if (!variant_fold(name, v, sizeof(v)))
		return fail(d, 0, "unknown variant '%.40s...'", s);
	fam = v;
	if ((form = strchr(v, '/')) != NULL) {
		*form++ = '\0';
	} else if (strncmp(v, "simplified ", 11) == 0 ||
	    strncmp(v, "simplified-", 11) == 0) {
		fam = v + 11;
		form = "simplified";
	} else if (strncmp(v, "impromptu ", 10) == 0 ||
	    strncmp(v, "impromptu-", 10) == 0) {
		fam = v + 10;
		form = "impromptu";
	} else
		form = "specific";
	for (p = fam; *p; p++)
		if (*p == ' ')
			*p = '-';
	if ((k = lookup(fam, families)) < 0)
		return fail(d, 0, "unknown variant '%.60s': expected traitor, "
		    "defector, double-agent, defector-double-agent or "
		    "mercenary, then /specific or /simplified", name);
	if (strcmp(form, "impromptu") == 0)
		return fail(d, 0, "'%.60s' is an Impromptu form: it has no list "
		    "to commit to", name);
	if (strcmp(form, "specific") != 0 && strcmp(form, "simplified") != 0)
		return fail(d, 0, "unknown form in '%.60s': expected specific or "
		    "simplified", name);
	simplified = strcmp(form, "simplified") == 0;
	if (s[n] == ',' && !variant_options(k, simplified, s, n + 1, d))
		return false;
	c->simplified = simplified;
	snprintf(c->variant, sizeof(c->variant), "%s/%s", families[k],
	    c->simplified ? "simplified" : "specific");
	c->list[0] = '\0';
	return true;
}

bool
commit_set_holder(struct tc_commit *c, const char *s, struct tc_diag *d)
{
	char v[8];

	if (!variant_fold(s, v, sizeof(v)) ||
	    (strcmp(v, "white") != 0 && strcmp(v, "black") != 0))
		return fail(d, 0, "holder '%.40s' is not white or black", s);
	c->holder = v[0] == 'w' ? TC_WHITE : TC_BLACK;
	c->list[0] = '\0';
	return true;
}

static int
letter_type(int ch)
{
	const char *p = ch ? strchr(letters, ch) : NULL;

	return p ? (int)letter_types[p - letters] : -1;
}

/* After an entry: the end, or a comma and any spaces; else an error. */
static bool
list_next(const char *s, size_t *i, struct tc_diag *d)
{
	if (s[*i] == '\0')
		return true;
	if (s[*i] != ',')
		return fail(d, *i, "unexpected '%c' in the list: expected ',' "
		    "or the end", s[*i]);
	(*i)++;
	while (s[*i] == ' ')
		(*i)++;
	if (s[*i] == '\0')
		return fail(d, *i - 1, "the list ends with '%c': expected a "
		    "piece after it", s[*i - 1]);
	return true;
}

static bool
total_add(int *total, int type, const char *s, size_t at, size_t len,
    struct tc_diag *d)
{
	*total += values[type];
	if (*total > 9)
		return fail(d, at, "'%.*s' brings the list's value to %d: at "
		    "most 9 (Q 9, R 5, B 3, N 3, P 1)", (int)len, s + at,
		    *total);
	return true;
}

static bool
list_simplified(struct tc_commit *c, const char *s, struct tc_diag *d)
{
	int count[TC_NTYPES] = { 0 }, total = 0, t, k;
	size_t i = 0, n = 0;

	if (s[0] == '\0')
		return fail(d, 0, "the list is empty: at least one piece");
	while (s[i] != '\0') {
		if (s[i] == 'K')
			return fail(d, i, "'K' in the list: a king is never "
			    "listed");
		if ((t = letter_type((unsigned char)s[i])) < 0)
			return fail(d, i, "unexpected '%c' in the list: "
			    "expected Q, R, B, N or P", s[i]);
		if (!total_add(&total, t, s, i, 1, d))
			return false;
		count[t]++;
		i++;
		if (s[i] == ',' && !list_next(s, &i, d))
			return false;
	}
	for (k = 0; letters[k]; k++)
		for (t = 0; t < count[letter_types[k]]; t++)
			c->list[n++] = letters[k];
	c->list[n] = '\0';
	return true;
}

/*
** The piece of identity sq at the start: where the start keeps
** identities (a game's FEN with ids), the piece that has it, else the
** piece on sq; 0 for none.
*/
static uint8_t
identity_code(const struct tc_pos *start, int sq)
{
	int k;

	if (!(start->var->flags & TC_VF_IDENTS))
		return start->board[sq];
	k = ident_square(start, sq + 1);
	return k >= 0 ? start->board[k] : 0;
}

/*
** One Specific entry at s + *i: its square into *sq, after checking it
** against the standard array (a piece of the other colour than the
** holder's, not a king, of the type the letter names).
*/
static bool
list_entry(const struct tc_commit *c, const struct tc_pos *start,
    const char *s, size_t *i, int *sq, struct tc_diag *d)
{
	static const char *const colours[] = { "white", "black" };
	size_t at = *i, used, len;
	int t = -1, code;

	if (s[at] == 'K')
		return fail(d, at, "'K' in the list: a king is never listed");
	if (isupper((unsigned char)s[at])) {
		if ((t = letter_type((unsigned char)s[at])) < 0)
			return fail(d, at, "unexpected '%c' in the list: "
			    "expected Q, R, B, N, P or a square", s[at]);
		(*i)++;
	}
	*sq = geom_square_read(tc_geom_8x8, s + *i, strlen(s + *i), &used);
	if (*sq < 0)
		return fail(d, *i, "'%.*s' is not a square", (int)strcspn(s + *i,
		    ","), s + *i);
	*i += used;
	len = *i - at;
	code = identity_code(start, *sq);
	if (code == 0 && (start->var->flags & TC_VF_IDENTS))
		return fail(d, at, "'%.*s': no piece has identity %s at the "
		    "start", (int)len, s + at, tc_geom_8x8->sqname[*sq]);
	if (code == 0)
		return fail(d, at, "'%.*s': %s is empty at the start", (int)len,
		    s + at, tc_geom_8x8->sqname[*sq]);
	if (TC_TYPE(code) == TC_KING)
		return fail(d, at, "'%.*s': %s holds a king, and a king is "
		    "never listed", (int)len, s + at,
		    tc_geom_8x8->sqname[*sq]);
	if ((int)TC_COLOUR(code) == c->holder)
		return fail(d, at, "'%.*s' is a %s %s: %s lists %s's pieces",
		    (int)len, s + at, colours[TC_COLOUR(code)],
		    type_name[TC_TYPE(code)], colours[c->holder],
		    colours[1 - c->holder]);
	if (t >= 0 && t != TC_TYPE(code))
		return fail(d, at, "'%.*s': %s holds a %s at the start",
		    (int)len, s + at, tc_geom_8x8->sqname[*sq],
		    type_name[TC_TYPE(code)]);
	return true;
}

static bool
list_specific(struct tc_commit *c, const struct tc_pos *start, const char *s,
    struct tc_diag *d)
{
	bool listed[TC_MAXSQ] = { false };
	int total = 0, sq = 0, n = 0;
	size_t i = 0, at;

	if (s[0] == '\0')
		return fail(d, 0, "the list is empty: at least one piece");
	while (s[i] != '\0') {
		at = i;
		if (!list_entry(c, start, s, &i, &sq, d))
			return false;
		if (listed[sq])
			return fail(d, at, "'%.*s': %s is listed twice",
			    (int)(i - at), s + at, tc_geom_8x8->sqname[sq]);
		listed[sq] = true;
		if (!total_add(&total, TC_TYPE(identity_code(start, sq)), s, at,
		    i - at,
		    d) || !list_next(s, &i, d))
			return false;
	}
	for (sq = 0; sq < tc_geom_8x8->nsq; sq++) {
		int t = TC_TYPE(identity_code(start, sq));

		if (!listed[sq])
			continue;
		if (n > 0)
			c->list[n++] = ',';
		if (t != TC_PAWN)
			c->list[n++] = "  NBRQ"[t];
		n += sprintf(c->list + n, "%s", tc_geom_8x8->sqname[sq]);
	}
	return true;
}

bool
commit_set_list(struct tc_commit *c, const char *s, struct tc_diag *d)
{
	struct tc_pos start;

	pos_start(&start, tc_variant_for_games());
	return commit_set_list_at(c, &start, s, d);
}

bool
commit_set_list_at(struct tc_commit *c, const struct tc_pos *start,
    const char *s, struct tc_diag *d)
{
	struct tc_commit t = *c;

	if (c->variant[0] == '\0' || c->holder < 0)
		return fail(d, 0, "the variant and the holder come before the "
		    "list");
	if (!(c->simplified ? list_simplified(&t, s, d) :
	    list_specific(&t, start, s, d)))
		return false;
	memcpy(c->list, t.list, sizeof(c->list));
	return true;
}

bool
commit_set_game(struct tc_commit *c, const char *s, struct tc_diag *d)
{
	size_t i;

	for (i = 0; s[i] != '\0'; i++) {
		if (i + 1 >= sizeof(c->game))
			return fail(d, i, "the game id is too long: at most "
			    "%zu bytes", sizeof(c->game) - 1);
		if (s[i] <= ' ' || s[i] > '~')
			return fail(d, i, "byte 0x%02x in the game id: "
			    "printable ASCII only, no space",
			    (unsigned char)s[i]);
	}
	memcpy(c->game, s, i + 1);
	return true;
}

static bool
is_hex(int ch)
{
	return (ch >= '0' && ch <= '9') || (ch >= 'a' && ch <= 'f');
}

/* ch as a message quotes it: 'x', or "byte 0x0a" if it is not printable. */
static const char *
quote_byte(int ch, char *buf, size_t cap)
{
	unsigned char u = (unsigned char)ch;

	if (u >= ' ' && u <= '~')
		snprintf(buf, cap, "'%c'", u);
	else
		snprintf(buf, cap, "byte 0x%02x", u);
	return buf;
}

/*
** Check that s is n lowercase hex digits; `what` names it in d.  The
** messages count the hex digits that are there, and name what follows
** them: "unexpected ' ' after 64 hex digits", "the nonce has 66 hex
** digits, not 64".
*/
static bool
hex_check(const char *s, size_t n, const char *what, struct tc_diag *d)
{
	char q[16];
	size_t m = 0;

	while (is_hex((unsigned char)s[m]))
		m++;
	if (m < n && s[m] != '\0')
		return fail(d, m, "%s in the %s: expected a lowercase hex digit",
		    quote_byte(s[m], q, sizeof(q)), what);
	if (m < n)
		return fail(d, m, "the %s has %zu hex digits, not %zu", what, m,
		    n);
	if (m > n && s[m] != '\0')
		return fail(d, n, "the %s has %zu hex digits, not %zu, and %s after "
		    "them",
		    what, m, n, quote_byte(s[m], q, sizeof(q)));
	if (m > n)
		return fail(d, n, "the %s has %zu hex digits, not %zu", what, m,
		    n);
	if (s[m] != '\0')
		return fail(d, m, "unexpected %s after %zu hex digits",
		    quote_byte(s[m], q, sizeof(q)), m);
	return true;
}

bool
commit_set_nonce(struct tc_commit *c, const char *s, struct tc_diag *d)
{
	if (!hex_check(s, TC_COMMIT_NONCELEN, "nonce", d))
		return false;
	memcpy(c->nonce, s, TC_COMMIT_NONCELEN + 1);
	return true;
}

static void
hex_write(char *out, const unsigned char *b, size_t n)
{
	size_t i;

	for (i = 0; i < n; i++) {
		out[2 * i] = "0123456789abcdef"[b[i] >> 4];
		out[2 * i + 1] = "0123456789abcdef"[b[i] & 15];
	}
	out[2 * n] = '\0';
}

void
commit_set_nonce_bytes(struct tc_commit *c, const unsigned char b[32])
{
	hex_write(c->nonce, b, TC_COMMIT_NONCELEN / 2);
}

size_t
commit_preimage(const struct tc_commit *c, char *buf, size_t cap)
{
	int n;

	if (c->variant[0] == '\0' || c->holder < 0 || c->list[0] == '\0' ||
	    c->nonce[0] == '\0')
		return 0;
	n = snprintf(buf, cap, "traitor-commit/1\nvariant:%s\nholder:%s\n"
	    "list:%s\ngame:%s\nnonce:%s\n", c->variant,
	    c->holder == TC_WHITE ? "white" : "black", c->list, c->game,
	    c->nonce);
	return n > 0 && (size_t)n < cap ? (size_t)n : 0;
}

bool
tc_sha256(const void *p, size_t n, unsigned char out[32])
{
	unsigned int len = 0;

	return EVP_Digest(p, n, out, &len, EVP_sha256(), NULL) == 1 &&
	    len == 32;
}

bool
commit_make(const struct tc_commit *c, char *out)
{
	char pre[TC_COMMIT_PREMAX];
	unsigned char md[32];
	size_t n = commit_preimage(c, pre, sizeof(pre));

	if (n == 0 || !tc_sha256(pre, n, md))
		return false;
	memcpy(out, "sha256:", 7);
	hex_write(out + 7, md, sizeof(md));
	return true;
}

bool
commit_check(const char *commitment, struct tc_diag *d)
{
	if (strncmp(commitment, "sha256:", 7) != 0)
		return fail(d, 0, "'%.12s' does not start with 'sha256:'",
		    commitment);
	if (!hex_check(commitment + 7, 64, "commitment", d)) {
		d->col += 7;
		return false;
	}
	return true;
}

int
commit_verify(const struct tc_commit *c, const char *commitment,
    struct tc_diag *d)
{
	char mine[TC_COMMIT_LEN + 1];

	if (!commit_check(commitment, d))
		return -1;
	if (!commit_make(c, mine))
		return fail(d, 0, "the revealed values are not complete"), -1;
	if (strcmp(mine, commitment) != 0)
		return fail(d, 0, "the revealed values do not match %s",
		    commitment), 0;
	return 1;
}
