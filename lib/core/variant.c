/*
** The variant table: every variant the library plays, found by name.
*/
#include <string.h>
#include <stdio.h>
#include <strings.h>
#include "internal.h"

/* The options of the VariantOptions tag. */
static const struct {
	const char *name;
	unsigned bit;
} options[] = {
	{ "own-traitor-check", TC_OPT_OWN_TRAITOR_CHECK },
	{ "no-undo", TC_OPT_NO_UNDO },
};
#define NOPTIONS (sizeof(options) / sizeof(options[0]))

const char type_letter[TC_NTYPES + 1] = "?PNBRQKA";
const char *const type_name[TC_NTYPES] = {
	"piece", "pawn", "knight", "bishop", "rook", "queen", "king", "auror"
};

int
type_from_letter(int c)
{
	/* type_letter[] read backwards, for either case. */
	static const uint8_t type_of[256] = {
		['P'] = TC_PAWN, ['N'] = TC_KNIGHT, ['B'] = TC_BISHOP,
		['R'] = TC_ROOK, ['Q'] = TC_QUEEN, ['K'] = TC_KING,
		['A'] = TC_AUROR, ['p'] = TC_PAWN, ['n'] = TC_KNIGHT,
		['b'] = TC_BISHOP, ['r'] = TC_ROOK, ['q'] = TC_QUEEN,
		['k'] = TC_KING, ['a'] = TC_AUROR
	};

	return type_of[(unsigned char)c];
}


/*
** The folded byte of a variant name at s[*i] (s of len bytes), *i moved
** past what it folds: lower case, an en dash (UTF-8) or a space read as
** '-'.
*/
static inline unsigned char
fold_at(const char *s, size_t len, size_t *i)
{
	unsigned char c = (unsigned char)s[*i];

	if (c == 0xe2 && *i + 2 < len && (unsigned char)s[*i + 1] == 0x80 &&
	    (unsigned char)s[*i + 2] == 0x93) {
		*i += 2;
		return '-';
	}
	if (c == ' ')
		return '-';
	return c >= 'A' && c <= 'Z' ? (unsigned char)(c + 32) : c;
}

/*
** Fold a variant name for comparing (fold_at()) into out[cap]; false if
** it does not fit.
*/
static bool
fold_name(const char *s, size_t len, char *out, size_t cap)
{
	size_t i, o = 0;

	for (i = 0; i < len; i++) {
		if (o + 1 >= cap)
			return false;
		out[o++] = (char)fold_at(s, len, &i);
	}
	out[o] = '\0';
	return true;
}

/*
** True if s[0..n) (no NUL in it) folded is `name` (folded), as
** fold_name() into 64 bytes and a comparison would say, a byte at a time,
** stopping at the first that differs, as most names do at their first.
*/
static bool
folds_to(const char *s, size_t n, const char *name)
{
	size_t i, o = 0;

	for (i = 0; i < n; i++, o++)
		if (o + 1 >= 64 || (unsigned char)name[o] != fold_at(s, n, &i))
			return false;
	return name[o] == '\0';
}

/* True if name (folded) is var's -V name, PGN name or one of its aliases. */
static bool
named(const struct tc_variant *var, const char *name)
{
	const char *a = var->aliases;

	if (folds_to(var->name, strlen(var->name), name) ||
	    folds_to(var->pgn_name, strlen(var->pgn_name), name))
		return true;
	while (a && *a) {
		size_t n = strcspn(a, ",");

		if (folds_to(a, n, name))
			return true;
		a += n;
		a += *a == ',';
	}
	return false;
}

const struct tc_variant *
tc_variant_with_options(const struct tc_variant *var, const char *text,
    struct tc_diag *d)
{
	unsigned off = var->optoff;
	size_t i = 0;
	int k;

	while (text[i] == ' ')
		i++;
	while (text[i] != '\0') {
		size_t at = i, n = strcspn(text + i, ",="), v;
		unsigned bit = 0;

		for (k = 0; k < (int)NOPTIONS; k++)
			if (strlen(options[k].name) == n &&
			    strncasecmp(text + i, options[k].name, n) == 0)
				bit = options[k].bit;
		d->col = (int)at + 1;
		d->warning = false;
		if (bit == 0) {
			snprintf(d->msg, sizeof(d->msg), "unknown option "
			    "'%.*s': expected own-traitor-check or no-undo",
			    (int)(n > 40 ? 40 : n), text + i);
			return NULL;
		}
		i += n;
		v = text[i] == '=' ? strcspn(text + i + 1, ",") : 0;
		if (text[i] == '=' && v == 2 && strncasecmp(text + i + 1, "on",
		    2) == 0)
			off &= ~bit;
		else if (text[i] == '=' && v == 3 && strncasecmp(text + i + 1,
		    "off", 3) == 0)
			off |= bit;
		else if (text[i] == '=') {
			snprintf(d->msg, sizeof(d->msg), "option '%.*s' is on or "
			    "off, not '%.*s'", (int)n, text + at,
			    (int)(v > 20 ? 20 : v), text + i + 1);
			return NULL;
		} else {
			snprintf(d->msg, sizeof(d->msg), "option '%.*s' without "
			    "a value: expected %.*s=on or %.*s=off", (int)n,
			    text + at, (int)n, text + at, (int)n, text + at);
			return NULL;
		}
		i += 1 + v;
		if (text[i] == ',') {
			i++;
			while (text[i] == ' ')
				i++;
			if (text[i] == '\0') {
				d->col = (int)i;
				snprintf(d->msg, sizeof(d->msg), "the options end "
				    "with ',': expected an option after it");
				return NULL;
			}
		}
	}
	off &= var->optmask;
	if (off == var->optoff)
		return var;
	for (k = 0; tc_variant_siblings[k] != NULL; k++)
		if (strcmp(tc_variant_siblings[k]->name, var->name) == 0 &&
		    tc_variant_siblings[k]->optoff == off)
			return tc_variant_siblings[k];
	for (k = 0; tc_variants[k] != NULL; k++)
		if (strcmp(tc_variants[k]->name, var->name) == 0 &&
		    tc_variants[k]->optoff == off)
			return tc_variants[k];
	d->col = 1;
	snprintf(d->msg, sizeof(d->msg), "%s has no rule set with these "
	    "options", var->title);
	return NULL;
}

/* var's options as a list: those off only, or all with their values. */
static size_t
options_list(const struct tc_variant *var, bool all, char *buf, size_t cap)
{
	size_t n = 0;
	int k;

	if (cap)
		buf[0] = '\0';
	for (k = 0; k < (int)NOPTIONS; k++) {
		bool off = var->optoff & options[k].bit;

		if ((all && (var->optmask & options[k].bit)) || (!all && off))
			n += (size_t)snprintf(buf + (n < cap ? n : cap),
			    n < cap ? cap - n : 0, "%s%s=%s", n ? "," : "",
			    options[k].name, off ? "off" : "on");
	}
	return n;
}

size_t
tc_variant_options_write(const struct tc_variant *var, char *buf, size_t cap)
{
	return options_list(var, false, buf, cap);
}

size_t
tc_variant_options_all(const struct tc_variant *var, char *buf, size_t cap)
{
	return options_list(var, true, buf, cap);
}

const struct tc_variant *
tc_variant_find(const char *name)
{
	char buf[64];
	size_t len;
	int i;

	len = strlen(name);
	while (len > 0 && name[len - 1] == ' ')
		len--;
	if (len >= 6 && strncasecmp(name + len - 6, " chess", 6) == 0)
		len -= 6;
	if (!fold_name(name, len, buf, sizeof(buf)))
		return NULL;
	for (i = 0; tc_variants[i] != NULL; i++)
		if (named(tc_variants[i], buf))
			return tc_variants[i];
	return NULL;
}

const struct tc_variant *
variant_with(unsigned flags)
{
	int k;

	for (k = 0; tc_variants[k] != NULL; k++)
		if ((tc_variants[k]->flags & flags) == flags)
			return tc_variants[k];
	return NULL;
}

const char *
tc_side_name(const struct tc_variant *var, int side)
{
	if (var->side_names)
		return var->side_names[side & 3];
	return side == TC_WHITE ? "White" : "Black";
}

const struct tc_variant *
tc_variant_for_games(void)
{
	return variant_games;
}

const struct tc_variant *
tc_variant_for_positions(void)
{
	return variant_positions;
}

const char *
text_word(const char *s, size_t len, int k, size_t *n)
{
	size_t i = 0, start;

	for (;;) {
		while (i < len && (s[i] == ' ' || s[i] == '\t'))
			i++;
		for (start = i; i < len && s[i] != ' ' && s[i] != '\t'; i++)
			;
		if (i == start)
			return NULL;
		if (k-- == 0) {
			*n = i - start;
			return s + start;
		}
	}
}

void
board_shape(const char *s, size_t len, int *rows, bool *commas)
{
	size_t i = 0;

	*rows = 1;
	*commas = false;
	while (i < len && (s[i] == ' ' || s[i] == '\t'))
		i++;
	for (; i < len && s[i] != ' ' && s[i] != '\t'; i++) {
		*rows += s[i] == '/';
		*commas = *commas || s[i] == ',';
	}
}

const struct tc_variant *
tc_variant_for_position(const char *s, size_t len)
{
	int k;

	for (k = 0; tc_variants[k] != NULL; k++)
		if (tc_variants[k]->claims && tc_variants[k]->claims(s, len))
			return tc_variants[k];
	return tc_variant_for_positions();
}

/*
** Fill the fields v leaves NULL or 0 from its base (see struct
** tc_variant); the base is resolved first.  Called once by tc_init()
** for each of the list's variants_derived[], defined without const.
*/
#define INHERIT(f)	do { if (!v->f) v->f = b->f; } while (0)

void
variant_inherit(struct tc_variant *v)
{
	const struct tc_variant *b = v->base;

	if (b == NULL)
		return;
	INHERIT(geom); INHERIT(nsides); INHERIT(flags); INHERIT(marks);
	INHERIT(start); INHERIT(engine); INHERIT(controllers);
	INHERIT(read); INHERIT(write); INHERIT(validate); INHERIT(keys);
	INHERIT(key_word); INHERIT(read_keys); INHERIT(write_keys);
	INHERIT(read_castling); INHERIT(write_castling);
	INHERIT(read_pocket); INHERIT(write_pocket); INHERIT(men);
	INHERIT(check); INHERIT(announce); INHERIT(announce_apply);
	INHERIT(why_not_announce); INHERIT(optmask); INHERIT(optoff);
	INHERIT(rules); INHERIT(setup); INHERIT(tags); INHERIT(why_not);
	INHERIT(castle_squares); INHERIT(castle_short); INHERIT(make);
	INHERIT(unmake);
	INHERIT(ended); INHERIT(status); INHERIT(mark); INHERIT(dead);
	INHERIT(draw_plies); INHERIT(claim_plies); INHERIT(repeat);
	INHERIT(claim_repeat); INHERIT(implied_by); INHERIT(badge);
	INHERIT(side_names); INHERIT(results); INHERIT(xinit); INHERIT(xhash);
	INHERIT(xnorep); INHERIT(set_view); INHERIT(moves_hidden);
	INHERIT(king_captured); INHERIT(barred); INHERIT(move_examples);
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

/*
** The tags the variants read for their setup, gathered once by
** variant_tags_init() (from tc_init): each name, its length, and the
** name it is kept under.
*/
#define MAXVTAGS 32
static struct {
	char name[32], keep[32];
	size_t len;
} vtag[MAXVTAGS];
static int nvtag;
/*
** For each length below 64, the first letters (either case, as
** letter & 31) of the variant tags and core tags of that length: most
** tags of a game are none of them, which one look then tells.
*/
static uint32_t vtag_first[64];

static void
note_first(const char *name, size_t len)
{
	if (len < 64)
		vtag_first[len] |= 1u << (name[0] & 31);
}

bool
variant_tag_maybe(const char *name, size_t n)
{
	return n >= 64 || (vtag_first[n] & (1u << (name[0] & 31)));
}

void
variant_tags_init(void)
{
	static const char *const core[] = { "FEN", "Variant", "SetUp" };
	const char *last = NULL;
	int i;

	nvtag = 0;
	strcpy(vtag[nvtag].name, "VariantOptions");
	strcpy(vtag[nvtag].keep, "VariantOptions");
	vtag[nvtag++].len = strlen("VariantOptions");
	for (i = 0; tc_variants[i] != NULL; i++) {
		const char *t = tc_variants[i]->tags;

		if (t == NULL || t == last)
			continue;
		last = t;
		while (*t && nvtag < MAXVTAGS) {
			size_t k = strcspn(t, ",="), v = 0;

			if (t[k] == '=')
				v = strcspn(t + k + 1, ",");
			snprintf(vtag[nvtag].name, sizeof(vtag[nvtag].name),
			    "%.*s", (int)k, t);
			snprintf(vtag[nvtag].keep, sizeof(vtag[nvtag].keep),
			    "%.*s", (int)(v ? v : k), v ? t + k + 1 : t);
			vtag[nvtag++].len = k;
			t += k + (v ? v + 1 : 0);
			t += *t == ',';
		}
	}
	memset(vtag_first, 0, sizeof(vtag_first));
	for (i = 0; i < nvtag; i++)
		note_first(vtag[i].name, vtag[i].len);
	for (i = 0; i < 3; i++)
		note_first(core[i], strlen(core[i]));
}

/* True if a and b start with the same letter, whatever its case. */
static bool
same_first(const char *a, const char *b)
{
	return (a[0] | 0x20) == (b[0] | 0x20);
}

/*
** The tag the rules read that `name` misspells only by case ("fen" for
** FEN, "blacktargetscommit" for BlackTargetsCommit), or NULL.
*/
const char *
variant_tag_near(const char *name)
{
	static const char *const core[] = { "FEN", "Variant", "SetUp", NULL };
	size_t n = strlen(name);
	int i;

	/* Most tags are none of these: their length tells at once. */
	if (!variant_tag_maybe(name, n))
		return NULL;
	for (i = 0; core[i] != NULL; i++)
		if (strlen(core[i]) == n && same_first(name, core[i]) &&
		    strcasecmp(name, core[i]) == 0)
			return strcmp(name, core[i]) ? core[i] : NULL;
	for (i = 0; i < nvtag; i++)
		if (vtag[i].len == n && same_first(name, vtag[i].name) &&
		    strcasecmp(name, vtag[i].name) == 0)
			return strcmp(name, vtag[i].name) ? vtag[i].name : NULL;
	return NULL;
}

const char *
tc_proof_name(enum tc_proof p)
{
	static const char *const names[] = {
		"none", "absent", "uncommitted", "hidden", "verified"
	};

	return (unsigned)p < sizeof(names) / sizeof(names[0]) ? names[p] :
	    "none";
}

/*
** The name under which a game keeps tag `name`: itself if some variant
** reads it, its new name if a variant reads it under another, or NULL.
*/
const char *
variant_tag_name(const char *name, char *buf, size_t cap)
{
	size_t n = strlen(name);
	int i;

	if (!variant_tag_maybe(name, n))
		return NULL;
	for (i = 0; i < nvtag; i++)
		if (vtag[i].len == n && memcmp(vtag[i].name, name, n) == 0) {
			if (strlen(vtag[i].keep) >= cap)
				return NULL;
			strcpy(buf, vtag[i].keep);
			return strcmp(buf, name) == 0 ? name : buf;
		}
	return NULL;
}
