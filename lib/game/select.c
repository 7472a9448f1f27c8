/*
** Selecting games: by tag (exact value or regular expression), player,
** game number, variant, result and the outcome of the replay.  Criteria
** given with the same option (the same tag name for --tag) are
** alternatives; criteria of different options must all hold.  The tags,
** numbers and variant decide before the moves are read, so a game that is
** not selected is read over without being replayed.
*/
#include <ctype.h>
#include <regex.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "internal.h"

#define SEL_MAXCRIT	32	/* criteria, each in one of 32 groups */
#define SEL_MAXRANGE	64

enum { G_PLAYER, G_RESULT, G_GAMES, G_VARIANT, G_FIRST_TAG };

struct crit {
	int what;		/* enum tc_sel */
	int group;
	bool re;		/* a regular expression (NAME~RE) */
	char name[64];
	char *value;
	regex_t rx;
	const struct tc_variant *var;
};

struct tc_select {
	int n, ngroups;
	unsigned used;		/* a bit for each group with a criterion */
	struct crit c[SEL_MAXCRIT];
	long lo[SEL_MAXRANGE], hi[SEL_MAXRANGE];	/* game numbers */
	int nranges;
	int outcome;		/* 0, TC_SEL_VALID or TC_SEL_INVALID */
	bool skip_unsupported;
};

struct tc_select *
select_new(void)
{
	return calloc(1, sizeof(struct tc_select));
}

void
select_free(struct tc_select *s)
{
	int i;

	if (s == NULL)
		return;
	for (i = 0; i < s->n; i++) {
		if (s->c[i].re)
			regfree(&s->c[i].rx);
		free(s->c[i].value);
	}
	free(s);
}

/* The group of tag name, a new one if it is the first with that name. */
static int
tag_group(struct tc_select *s, const char *name)
{
	int i;

	for (i = 0; i < s->n; i++)
		if (s->c[i].what == TC_SEL_TAG && strcmp(s->c[i].name,
		    name) == 0)
			return s->c[i].group;
	return G_FIRST_TAG + s->ngroups++;
}

/* "1,5,10-20,100-": game numbers and ranges of them. */
static int
add_ranges(struct tc_select *s, const char *arg, char *err, size_t cap)
{
	const char *p = arg;

	while (*p) {
		char *end;
		long lo, hi;

		if (s->nranges == SEL_MAXRANGE) {
			snprintf(err, cap, "more than %d game ranges",
			    SEL_MAXRANGE);
			return -1;
		}
		if (!isdigit((unsigned char)*p))
			goto bad;
		lo = hi = strtol(p, &end, 10);
		p = end;
		if (*p == '-') {
			p++;
			hi = isdigit((unsigned char)*p) ? strtol(p, &end, 10) :
			    -1;
			if (hi >= 0)
				p = end;
		}
		if (lo < 1 || (hi >= 0 && hi < lo) || (*p && *p != ','))
			goto bad;
		s->lo[s->nranges] = lo;
		s->hi[s->nranges++] = hi;
		if (*p == ',' && *++p == '\0')
			goto bad;
	}
	if (s->nranges == 0)
		goto bad;
	return 0;
bad:
	snprintf(err, cap, "bad game numbers '%s': expected numbers and "
	    "ranges such as 1,5,10-20,100- (from 1)", arg);
	return -1;
}

/* Fill c, of kind `what`, from *argp (past a tag name): -1 after its error. */
static int
crit_fill(struct tc_select *s, struct crit *c, enum tc_sel what,
    const char **argp, char *err, size_t cap)
{
	static const char *const results[] = { "1-0", "0-1", "1/2-1/2", "*" };
	const char *arg = *argp;
	size_t i, k;

	switch (what) {
	case TC_SEL_TAG:
		k = strcspn(arg, "=~");
		if (arg[k] == '\0' || k == 0 || k >= sizeof(c->name)) {
			snprintf(err, cap, "bad tag criterion '%s': expected "
			    "NAME=VALUE or NAME~REGEX", arg);
			return -1;
		}
		memcpy(c->name, arg, k);
		c->re = arg[k] == '~';
		c->group = tag_group(s, c->name);
		arg += k + 1;
		*argp = arg;
		if (c->re && regcomp(&c->rx, arg, REG_EXTENDED | REG_NOSUB) !=
		    0) {
			snprintf(err, cap, "bad regular expression '%s'", arg);
			return -1;
		}
		break;
	case TC_SEL_PLAYER:
		c->group = G_PLAYER;
		break;
	case TC_SEL_RESULT:
		for (i = 0; i < 4 && strcmp(arg, results[i]) != 0; i++)
			;
		if (i == 4 && !result_four(arg)) {
			snprintf(err, cap, "bad result '%s': expected 1-0, "
			    "0-1, 1/2-1/2, four scores (1-1/2-0-1/2) or *",
			    arg);
			return -1;
		}
		c->group = G_RESULT;
		break;
	case TC_SEL_VARIANT:
		if ((c->var = tc_variant_find(arg)) == NULL) {
			snprintf(err, cap, "unknown or unsupported variant "
			    "'%s': --list-variants names them all", arg);
			return -1;
		}
		c->group = G_VARIANT;
		break;
	default:
		snprintf(err, cap, "unknown selection");
		return -1;
	}
	return 0;
}

int
select_add(struct tc_select *s, enum tc_sel what, const char *arg, char *err,
    size_t cap)
{
	struct crit *c;

	switch (what) {
	case TC_SEL_VALID:
	case TC_SEL_INVALID:
		if (s->outcome && s->outcome != (int)what) {
			snprintf(err, cap, "--valid and --invalid exclude "
			    "each other");
			return -1;
		}
		s->outcome = (int)what;
		return 0;
	case TC_SEL_SKIP_UNSUPPORTED:
		s->skip_unsupported = true;
		return 0;
	case TC_SEL_GAMES:
		s->used |= 1u << G_GAMES;
		return add_ranges(s, arg, err, cap);
	default:
		break;
	}
	if (s->n == SEL_MAXCRIT || s->ngroups == 32 - G_FIRST_TAG) {
		snprintf(err, cap, "more than %d selection criteria",
		    SEL_MAXCRIT);
		return -1;
	}
	c = &s->c[s->n];
	memset(c, 0, sizeof(*c));
	c->what = (int)what;
	if (crit_fill(s, c, what, &arg, err, cap) != 0)
		return -1;
	if ((c->value = strdup(arg)) == NULL) {
		if (c->re)
			regfree(&c->rx);
		snprintf(err, cap, "out of memory");
		return -1;
	}
	s->used |= 1u << c->group;
	s->n++;
	return 0;
}

bool
select_by_number(const struct tc_select *s)
{
	return s != NULL && s->nranges > 0;
}

bool
select_invalid_only(const struct tc_select *s)
{
	return s != NULL && s->outcome == TC_SEL_INVALID;
}

bool
select_skips_unsupported(const struct tc_select *s)
{
	/* Such a game is skipped too when variants are selected. */
	return s != NULL && (s->skip_unsupported ||
	    (s->used & (1u << G_VARIANT)));
}

/* True if text contains part, ignoring the case of ASCII letters. */
static bool
contains(const char *text, const char *part)
{
	size_t n = strlen(part);

	for (; *text; text++) {
		size_t i;

		for (i = 0; i < n && tolower((unsigned char)text[i]) ==
		    tolower((unsigned char)part[i]); i++)
			;
		if (i == n)
			return true;
	}
	return n == 0;
}

/* True if tag `name` names a player: White, Black, or one of four. */
static bool
player_tag(const char *name)
{
	static const char *const players[] = {
		"White", "Black", "South", "West", "North", "East"
	};
	size_t k;

	for (k = 0; k < sizeof(players) / sizeof(players[0]); k++)
		if (strcmp(name, players[k]) == 0)
			return true;
	return false;
}

void
select_tag(const struct tc_select *s, unsigned *met, const char *name,
    const char *value)
{
	bool player = player_tag(name);
	bool result = strcmp(name, "Result") == 0;
	int i;

	for (i = 0; i < s->n; i++) {
		const struct crit *c = &s->c[i];
		bool ok = false;

		if (*met & (1u << c->group))
			continue;
		if (c->what == TC_SEL_TAG && strcmp(c->name, name) == 0)
			ok = c->re ? regexec(&c->rx, value, 0, NULL, 0) == 0 :
			    strcmp(c->value, value) == 0;
		else if (c->what == TC_SEL_PLAYER && player)
			ok = contains(value, c->value);
		else if (c->what == TC_SEL_RESULT && result)
			ok = strcmp(c->value, value) == 0;
		if (ok)
			*met |= 1u << c->group;
	}
}

bool
select_game(const struct tc_select *s, unsigned met, long number,
    const struct tc_variant *var)
{
	int i;

	if (s->nranges > 0)
		for (i = 0; i < s->nranges; i++)
			if (number >= s->lo[i] && (s->hi[i] < 0 ||
			    number <= s->hi[i])) {
				met |= 1u << G_GAMES;
				break;
			}
	for (i = 0; var != NULL && i < s->n; i++)
		if (s->c[i].what == TC_SEL_VARIANT && s->c[i].var == var)
			met |= 1u << G_VARIANT;
	if (var == NULL)
		met |= s->used & (1u << G_VARIANT);
	return (met & s->used) == s->used;
}

bool
select_outcome(const struct tc_select *s, bool valid)
{
	if (s == NULL || s->outcome == 0)
		return true;
	return valid == (s->outcome == TC_SEL_VALID);
}
