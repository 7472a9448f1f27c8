/*
** EPD operations: the form every operation after a position must have,
** the ";Dn count" perft operations that perft suites carry after a
** position (notation.md section 3), and the hmvc and fmvn clocks.  Other
** operations are kept as read and not interpreted here.
*/
#include <string.h>
#include "internal.h"

static bool
is_digit(int c)
{
	return c >= '0' && c <= '9';
}

static bool
is_blank(int c)
{
	return c == ' ' || c == '\t';
}

static bool
is_letter(int c)
{
	return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
}

/*
** An operation is an opcode (a letter, then up to 14 letters, digits or
** underscores), its operands (quoted strings, in which a backslash
** escapes the next byte, or words of bytes other than blanks, ';' and
** '"') and the ';' that ends it, with blanks between them.  Empty
** operations are allowed, so ';' may also lead, as in perft suites'
** ";D1 20 ;D2 400".  The last operation of the line may end without its
** ';' when a ';' comes before it: then the text is surely operations,
** where text without any ';', such as "hello world", is taken for a
** mistake.
*/
size_t
epd_ops_check(const char *s, size_t off, size_t end)
{
	size_t i = off, op, j;
	bool semi = false;

	for (;;) {
		while (i < end && is_blank(s[i]))
			i++;
		if (i == end)
			return end;
		if (s[i] == ';') {
			semi = true;
			i++;
			continue;
		}
		op = i;
		if (!is_letter(s[i]))
			return op;
		for (j = i + 1; j < end && (is_letter(s[j]) || is_digit(s[j]) ||
		    s[j] == '_'); j++)
			;
		if (j - i > 15)
			return op;
		for (i = j;;) {
			if (i < end && !is_blank(s[i]) && s[i] != ';')
				return i;
			while (i < end && is_blank(s[i]))
				i++;
			if (i == end)
				return semi ? end : op;
			if (s[i] == ';')
				break;
			if (s[i] == '"') {
				for (j = i + 1; j < end && s[j] != '"'; j++)
					if (s[j] == '\\' && j + 1 < end)
						j++;
				if (j == end)
					return i;
				i = j + 1;
			} else {
				while (i < end && !is_blank(s[i]) && s[i] != ';' &&
				    s[i] != '"')
					i++;
			}
		}
	}
}

/* End of the operation that starts at s[i]: the next ';' outside quotes. */
static size_t
op_end(const char *s, size_t i, size_t len)
{
	bool quoted = false;

	for (; i < len; i++) {
		if (s[i] == '"')
			quoted = !quoted;
		else if (s[i] == '\\' && quoted && i + 1 < len)
			i++;
		else if (s[i] == ';' && !quoted)
			break;
	}
	return i;
}

/* The next operation from s[*i]: its bounds [*a, *b); false at the end. */
static bool
next_op(const char *s, size_t len, size_t *i, size_t *a, size_t *b)
{
	while (*i < len && (s[*i] == ' ' || s[*i] == '\t' || s[*i] == ';'))
		(*i)++;
	if (*i >= len)
		return false;
	*a = *i;
	*b = *i = op_end(s, *i, len);
	return true;
}

int
epd_perft_ops(const char *s, size_t len, size_t off, struct tc_epd_perft *ops,
    int max, struct tc_diags *d)
{
	int n = 0;
	size_t i = off;

	size_t a, b;

	while (next_op(s, len, &i, &a, &b)) {
		size_t j;
		uint64_t depth = 0, count = 0;

		if (s[a] != 'D' || a + 1 >= b || !is_digit(s[a + 1]))
			continue;
		for (j = a + 1; j < b && is_digit(s[j]); j++)
			if ((depth = depth * 10 + (uint64_t)(s[j] - '0')) > 99)
				break;
		if (j < b && s[j] != ' ' && s[j] != '\t')
			continue;	/* another opcode, such as "D1x" */
		while (j < b && (s[j] == ' ' || s[j] == '\t'))
			j++;
		if (j == b || !is_digit(s[j]) || depth > 99) {
			diag_add(d, (int)a + 1, false, "perft operation without "
			    "a count: expected ';Dn count' with n from 1 to 99");
			continue;
		}
		for (; j < b && is_digit(s[j]); j++) {
			if (count > (UINT64_MAX - 9) / 10)
				break;
			count = count * 10 + (uint64_t)(s[j] - '0');
		}
		while (j < b && (s[j] == ' ' || s[j] == '\t'))
			j++;
		if (j < b) {
			diag_add(d, (int)j + 1, false, "unexpected text in a "
			    "perft operation: expected ';Dn count'");
			continue;
		}
		if (n < max) {
			ops[n].col = (int)a + 1;
			ops[n].depth = (int)depth;
			ops[n].count = count;
			n++;
		}
	}
	return n;
}

bool
epd_clocks(const char *s, size_t len, size_t off, struct tc_pos *pos)
{
	size_t i = off;
	bool any = false;

	size_t a, b;

	while (next_op(s, len, &i, &a, &b)) {
		size_t j;
		bool half;
		uint64_t v = 0;

		if (b - a < 6 || (memcmp(s + a, "hmvc", 4) != 0 &&
		    memcmp(s + a, "fmvn", 4) != 0) || (s[a + 4] != ' ' &&
		    s[a + 4] != '\t'))
			continue;
		half = s[a] == 'h';
		for (j = a + 4; j < b && (s[j] == ' ' || s[j] == '\t'); j++)
			;
		if (j == b || !is_digit(s[j]))
			continue;
		for (; j < b && is_digit(s[j]) && v <= TC_MAXNUMBER; j++)
			v = v * 10 + (uint64_t)(s[j] - '0');
		while (j < b && (s[j] == ' ' || s[j] == '\t'))
			j++;
		if (j < b || v > TC_MAXNUMBER || (!half && v == 0))
			continue;	/* not a clock: kept as read */
		if (half)
			pos->halfmove = (uint32_t)v;
		else
			pos->fullmove = (uint32_t)v;
		any = true;
	}
	return any;
}
