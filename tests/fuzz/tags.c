/*
** The tag section of the Traitor family's games and their commitment
** checks (traitor.md 6, 6.1), through the public API alone: the bytes
** build the PGN record of one or two games, which are replayed as any
** program replays them (pgn_init, games_init, game_next).
**
** The input, byte by byte (a byte past the end reads as 0):
**
**   variant   bits 0-3 a rule set of tc_traitor[] (15: another
**             variant), bits 4-5 its spelling (as is, lower case,
**             " Chess" after it, an en dash for the hyphen), bits 6-7
**             3 for raw text instead
**   tags      two bytes, a bit a tag: GameId, WhiteTargets,
**             BlackTargets, WhiteTargetsCommit, BlackTargetsCommit,
**             WhiteTargetsNonce, BlackTargetsNonce, VariantOptions,
**             FEN (with SetUp), the seed's [White Traitors: ...] and
**             [Black Traitors: ...] lines, a tag twice, the tags in
**             the reverse order, a second game, no Result tag, a
**             comment before the moves
**   then, for each tag written and the movetext, a mode byte: bits 0-1
**   0 a value of the tables below (bits 2-7 pick it; a commitment is
**   computed from the game's own tags), 1 raw text, 2 the value of 0
**   with one byte changed (two more bytes: where, and to what), 3 a
**   table value (a commitment) or "" (the others); a FEN's raw text
**   follows a position of the table as its keys.  Raw text is the
**   input's bytes up to a 0 byte.
**
** Every game either reports an error with a line, a column and a
** message, or replays; one that replays writes PGN that replays again
** to the same PGN, and where it starts from the standard array and a
** player's list, nonce and commitment are all given once, they verify
** (6.1.4): a record whose commitment does not match is never accepted.
*/
#include "common.h"

struct src {
	const uint8_t *p;
	size_t n;
};

static unsigned
take(struct src *s)
{
	if (s->n == 0)
		return 0;
	s->n--;
	return *s->p++;
}

/* The input's bytes up to a 0 byte (or its end) into out[cap]. */
static void
take_raw(struct src *s, char *out, size_t cap)
{
	size_t k = 0;
	unsigned c;

	while (s->n > 0 && (c = take(s)) != 0)
		if (k + 1 < cap)
			out[k++] = (char)c;
	out[k] = '\0';
}

/* ---- the tables ---- */

static const char *const lists[] = {
	/* Specific (the games of tests/data/traitor/, examples/, spec 6.1.6) */
	"Bc1,Rh1,g2", "Qd8", "a7,Bf8,Ng8", "Nb1,Rh1,f2", "g7,Nb8", "Bf1,a2",
	"a7,b7,Bf8,Ng8", "Bf8,Ng8", "Rh1, Bc1, Pg2", "h7,g7,f7", "Ke1",
	"Qd1,Qd8", "a2,a2", "Nb1,Ng1,Bc1,Bf1",
	/* Simplified */
	"BNPPP", "Q", "BN", "RP", "NNB", "PPPPPPPPPP", "R,N", "K", "BNPPPP",
	"",
};
static const char *const nonces[] = {
	"000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f",
	"ffeeddccbbaa99887766554433221100ffeeddccbbaa99887766554433221100",
	"5a5a5a5a5a5a5a5a5a5a5a5a5a5a5a5a5a5a5a5a5a5a5a5a5a5a5a5a5a5a5a5a",
	"c1c1c1c1c1c1c1c1c1c1c1c1c1c1c1c1c1c1c1c1c1c1c1c1c1c1c1c1c1c1c1c1",
	"b1b1b1b1b1b1b1b1b1b1b1b1b1b1b1b1b1b1b1b1b1b1b1b1b1b1b1b1b1b1b1b1",
	"a5a5a5a5a5a5a5a5a5a5a5a5a5a5a5a55a5a5a5a5a5a5a5a5a5a5a5a5a5a5a5a",
	"0f0f0f0f0f0f0f0f0f0f0f0f0f0f0f0f0f0f0f0f0f0f0f0f0f0f0f0f0f0f0f0f",
	"e0e0e0e0e0e0e0e0e0e0e0e0e0e0e0e0e0e0e0e0e0e0e0e0e0e0e0e0e0e0e0e0",
	"3c3c3c3c3c3c3c3c3c3c3c3c3c3c3c3c3c3c3c3c3c3c3c3c3c3c3c3c3c3c3c3c",
	"FFEEDDCCBBAA99887766554433221100FFEEDDCCBBAA99887766554433221100",
	"000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e",
	"",
};
static const char *const game_ids[] = {
	"", "demo-1", "trgames-c1", "trgames-c3", "example-1", "two words",
	"x\"y",
};
/* Commitments of the games' lists (a commitment of mode 3). */
static const char *const commits[] = {
	"sha256:d3511cfd71907c061c4b06e1debce63d76a6eada4b34713161a537c16e9612b1",
	"sha256:acc943b9e2ed7370c205e45ae9d0881567c813e88cd6ec70d03398a500b63010",
	"sha256:473526dbd685c779fa45ead1d6e746f96011c7a18ee370362b63e8f09d16b3a7",
	"SHA256:473526DBD685C779FA45EAD1D6E746F96011C7A18EE370362B63E8F09D16B3A7",
	"sha256:", "473526dbd685c779fa45ead1d6e746f96011c7a18ee370362b63e8f09d16b3a7",
};
static const char *const options[] = {
	"own-traitor-check=off", "no-undo=off", "no-undo=on, own-traitor-check=off",
	"own-traitor-check=on,no-undo=off", "fast=on", "no-undo", "no-undo=maybe",
	"",
};
#define START "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
#define NC6A "r1bqkbnr/pppppppp/2n&5/8/8/8/PPPPPPPP/RNBQKBNR b KQkq - 1 1"
static const char *const fens[] = {
	START, START " targets=Qd8/Bc1,Rh1,g2", START " targets=Q/BNPPP",
	START " budget=9/9", START " targets=?/Bc1,Rh1,g2",
	NC6A " ids=b8@c6 ko=c6b8 targets=-/Bc1,Rh1,g2",
	NC6A " ko=c6b8 targets=P/BNPPP", NC6A " budget=6/9 ko=c6b8",
	"rnbqk2r/pppp1ppp/8/2b1p3/2B1P3/2N2N2/PPPP1nPP/R1BQ1R^K1 w kq - 0 6 "
	    "ids=h1@f1,g8@f2,b1@c3,g1@f3,f1@c4,e2@e4,f8@c5,e7@e5",
	"r1bqkbnr/pppppppp/2N5/8/8/8/PPPPPPPP/RNBQKBNR b KQkq - 1 1 "
	    "budget=6/9 undo=c6",
	"4k3/8/8/8/8/8/PPP5/4K3 b - - 0 1 targets=-/PP",
	"4k3/8/8/4r^3/8/8/8/4K3 w - - 0 1",
};
/* Movetexts without their result (tests/data/traitor/, examples/). */
static const char *const moves[] = {
	"1. e4 e5 2. Nf3 Nc6 3. Bc4 Nf6 4. O-O Bc5 5. d3 d6 6. T-Ng8:Nxe4 Bg4 "
	    "7. dxe4 T-Rh1:Re1 8. h3 Bxf3 9. Qxf3 O-O 10. Be3 Bxe3 11. fxe3 Qg5 "
	    "12. Nc3 T-Nb1:Nd5",
	"1. d4 d5 2. c4 e6 3. Nc3 Nf6 4. Bg5 Be7 5. e3 O-O 6. A-Nf6:Nfe4 Nxg5 "
	    "7. Nf3 Nxf3+ 8. Qxf3 dxc4 9. Bxc4 A-d4:d5 10. dxe6 Bxe6 11. Bxe6 "
	    "fxe6 12. Qxb7 Nd7",
	"1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. O-O d6 5. c3 A-Bf1:Bxf1 6. Kxf1 Bg4 "
	    "7. d4 exd4 8. cxd4 Bb6 9. h3 Bxf3 10. Qxf3 Qe7 11. A-g7:gxh8=Q",
	"1. f3 e5 2. Nc3 T-g2:g4 3. Nb5 Qh4#",
	"1. f3 e5 2. g4 Qh4#",
	"1. e4 e5 2. Nf3 Nc6 3. D-Nc6:Ncxe5 d6 4. Nc4 D-Nc4:Nxb2 5. Bxb2 Nf6 "
	    "6. Bc4 Nxe4 7. D-Ne4:Nxd6+ cxd6 8. Bxf7+ Kxf7 9. D-d6:d7 Bxd7 "
	    "10. O-O Qb6",
	"1. e4 e5 2. Nf3 Nc6 3. M-Nb8:Ncxe5 Nxf3+ 4. Ng5 Qxg5 5. Nc3 "
	    "M-Bc1:Bxd2+ 6. Bxg5 h6 7. Bxh6 Rxh6",
	"1. e4 e5 2. Nf3 Nf6 3. Bc4 Ng4 4. 0-0 Bc5 5. Nc3 (T-Rh1)N:f2 6. Qe2 "
	    "Ng4+ 7. Kh1 (T-g2)Rg1",
	"1. d4 d5 2. c4 e6 3. Nc3 Nf6 4. Bg5 Be7 5. e3 O-O 6. A-Nf6:Nfe4 Nxg5 "
	    "7. Nf3 Nxf3+ 8. Qxf3 dxc4 9. Bxc4 A-Nc3:Nb5",
	"1... e5 2. d4", "1. e4 e5 2. Nf3 Nc6", "",
};
static const char *const results[] = { " *", " 1-0", " 0-1", " 1/2-1/2", "" };

/* ---- the record ---- */

enum {
	T_GAMEID, T_WLIST, T_BLIST, T_WCOMMIT, T_BCOMMIT, T_WNONCE, T_BNONCE,
	T_OPTIONS, T_FEN, T_WSEED, T_BSEED, NTAGS
};
static const char *const tag_name[NTAGS] = {
	"GameId", "WhiteTargets", "BlackTargets", "WhiteTargetsCommit",
	"BlackTargetsCommit", "WhiteTargetsNonce", "BlackTargetsNonce",
	"VariantOptions", "FEN", "White Traitors", "Black Traitors"
};
enum {
	B_TWICE = 1u << 11, B_REVERSE = 1u << 12, B_SECOND = 1u << 13,
	B_NORESULT = 1u << 14, B_COMMENT = 1u << 15
};

/* What a game was built with: its tags' first values, and how many. */
struct built {
	size_t start;		/* its first byte in the record */
	char variant[128];
	int nvariant;
	char value[NTAGS][320];
	int count[NTAGS];
};

static char text[1 << 15];
static size_t len;

static void
put(const char *s, size_t n)
{
	if (n > sizeof(text) - 1 - len)
		n = sizeof(text) - 1 - len;
	memcpy(text + len, s, n);
	len += n;
	text[len] = '\0';
}

static void
puts_(const char *s)
{
	put(s, strlen(s));
}

/* A tag pair; the value escaped as PGN escapes it, on one line. */
static void
put_tag(const char *name, const char *value)
{
	const char *v;

	puts_("[");
	puts_(name);
	puts_(" \"");
	for (v = value; *v; v++) {
		if (*v == '"' || *v == '\\')
			put("\\", 1);
		put(v, 1);
	}
	puts_("\"]\n");
}

/* The value of mode 2: v with one byte changed. */
static void
mutate(struct src *s, char *v, size_t cap)
{
	size_t n = strlen(v), at = take(s);
	unsigned c = take(s);

	if (n + 1 < cap && at % (n + 1) == n) {
		v[n] = (char)(c ? c : 'x');
		v[n + 1] = '\0';
	} else if (n > 0) {
		v[at % n] = (char)(c ? c : 'x');
	}
}

/* A tag's value is one line: line ends become spaces. */
static void
one_line(char *v)
{
	for (; *v; v++)
		if (*v == '\n' || *v == '\r')
			*v = ' ';
}

static const char *
pick(const char *const *t, size_t n, unsigned mode)
{
	return t[(mode >> 2) % n];
}

#define PICK(t, mode) pick(t, sizeof(t) / sizeof(t[0]), mode)

/*
** The value of tag k by its mode (raw text at most 255 bytes: a tag's
** value is kept whole); commitments come after the rest.
*/
static void
value_of(struct src *s, struct built *b, int k, char *v, size_t cap)
{
	unsigned mode = take(s);

	v[0] = '\0';
	if ((mode & 3) == 1) {
		if (k == T_FEN) {
			char keys[256];

			take_raw(s, keys, sizeof(keys));
			snprintf(v, cap, "%s %s", PICK(fens, mode), keys);
		} else {
			take_raw(s, v, cap < 256 ? cap : 256);
		}
		one_line(v);
		return;
	}
	if ((mode & 3) == 3 && k != T_WCOMMIT && k != T_BCOMMIT)
		return;
	switch (k) {
	case T_GAMEID:
		snprintf(v, cap, "%s", PICK(game_ids, mode));
		break;
	case T_WLIST: case T_BLIST: case T_WSEED: case T_BSEED:
		snprintf(v, cap, "%s", PICK(lists, mode));
		break;
	case T_WNONCE: case T_BNONCE:
		snprintf(v, cap, "%s", PICK(nonces, mode));
		break;
	case T_OPTIONS:
		snprintf(v, cap, "%s", PICK(options, mode));
		break;
	case T_FEN:
		snprintf(v, cap, "%s", PICK(fens, mode));
		break;
	default: {
		/* The commitment of the side's own tags, or the table's. */
		int side = k == T_WCOMMIT ? TC_WHITE : TC_BLACK;
		int list = side == TC_WHITE ? T_WLIST : T_BLIST;
		struct tc_commit c;
		struct tc_diag d;
		char out[TC_COMMIT_LEN + 1];

		commit_init(&c);
		if ((mode & 3) != 3 && commit_set_variant(&c, b->variant, &d) &&
		    commit_set_holder(&c, side == TC_WHITE ? "white" : "black",
		    &d) && commit_set_list(&c, b->value[list], &d) &&
		    commit_set_game(&c, b->value[T_GAMEID], &d) &&
		    commit_set_nonce(&c, b->value[list + 4], &d) &&
		    commit_make(&c, out))
			snprintf(v, cap, "%s", out);
		else
			snprintf(v, cap, "%s", PICK(commits, mode));
		break;
	}
	}
	if ((mode & 3) == 2)
		mutate(s, v, cap);
	one_line(v);
}

/* One game of the record from the input; what it holds into b. */
static void
build_game(struct src *s, struct built *b, unsigned *bits_out)
{
	static const int order[NTAGS] = {
		T_OPTIONS, T_FEN, T_GAMEID, T_WLIST, T_BLIST, T_WNONCE,
		T_BNONCE, T_WSEED, T_BSEED, T_WCOMMIT, T_BCOMMIT
	};
	unsigned v = take(s), bits, mode;
	char val[NTAGS][320], twice[320] = "";
	int i, k, dup = -1;

	memset(b, 0, sizeof(*b));
	b->start = len;
	if ((v >> 6) == 3) {
		take_raw(s, b->variant, sizeof(b->variant));
	} else {
		const struct tc_variant *var = (v & 15) < 15 ?
		    &tc_traitor[v & 15] : &tc_chess;
		char *p;

		snprintf(b->variant, sizeof(b->variant), "%s%s", var->pgn_name,
		    ((v >> 4) & 3) == 2 ? " Chess" : "");
		if (((v >> 4) & 3) == 1)
			for (p = b->variant; *p; p++)
				if (*p >= 'A' && *p <= 'Z')
					*p = (char)(*p - 'A' + 'a');
		if (((v >> 4) & 3) == 3 && (p = strchr(b->variant, '-')))
			snprintf(p, sizeof(b->variant) - (size_t)(p -
			    b->variant), "\xe2\x80\x93%s", strchr(var->pgn_name,
			    '-') + 1);
	}
	bits = take(s);
	bits |= take(s) << 8;
	*bits_out = bits;
	/* The values: lists, nonces and GameId before the commitments. */
	for (i = 0; i < NTAGS; i++) {
		k = order[i];
		val[k][0] = '\0';
		if (!(bits & (1u << k)))
			continue;
		value_of(s, b, k, val[k], sizeof(val[k]));
		/* What a commitment of mode 0 is computed from. */
		snprintf(b->value[k], sizeof(b->value[k]), "%s", val[k]);
		if (k == T_WSEED || k == T_BSEED) {
			int l = k == T_WSEED ? T_BLIST : T_WLIST;

			if (!(bits & (1u << l)))
				snprintf(b->value[l], sizeof(b->value[l]), "%s",
				    val[k]);
		}
	}
	/* A tag twice: one of those above, or (NTAGS) the Variant tag. */
	if (bits & B_TWICE) {
		dup = (int)(take(s) % (NTAGS + 1));
		if (dup < NTAGS)
			value_of(s, b, dup, twice, sizeof(twice));
		else
			snprintf(twice, sizeof(twice), "%s",
			    tc_traitor[take(s) % 15].pgn_name);
	}
	puts_("[Event \"tags\"]\n");
	if (!(bits & B_NORESULT))
		puts_("[Result \"*\"]\n");
	one_line(b->variant);
	put_tag("Variant", b->variant);
	b->nvariant = 1 + (dup == NTAGS);
	if (dup == NTAGS)
		put_tag("Variant", twice);
	for (i = 0; i < NTAGS; i++) {
		k = bits & B_REVERSE ? order[NTAGS - 1 - i] : order[i];
		if (!(bits & (1u << k)))
			continue;
		if (k == T_WSEED || k == T_BSEED) {
			/* the seed's header line (traitor.md 6) */
			puts_("[");
			puts_(tag_name[k]);
			puts_(": ");
			puts_(val[k]);
			puts_("]\n");
			/* a value that is not plain letters, digits and
			** commas may not read back as written: no check */
			b->count[k == T_WSEED ? T_BLIST : T_WLIST] +=
			    strspn(val[k], "abcdefghKQRBNP12345678,") ==
			    strlen(val[k]) ? 1 : 2;
			continue;
		}
		if (k == T_FEN)
			puts_("[SetUp \"1\"]\n");
		put_tag(tag_name[k], val[k]);
		b->count[k]++;
		if (k == dup) {
			put_tag(tag_name[k], twice);
			b->count[k]++;
		}
	}
	puts_("\n");
	if (bits & B_COMMENT)
		puts_("{A comment [WhiteTargets \"Q\"] before the moves}\n");
	mode = take(s);
	if ((mode & 3) == 1) {
		char raw[1024];

		take_raw(s, raw, sizeof(raw));
		puts_(raw);
	} else {
		char mv[1024];

		snprintf(mv, sizeof(mv), "%s", PICK(moves, mode));
		if ((mode & 3) == 2)
			mutate(s, mv, sizeof(mv));
		else if ((mode & 3) == 3)
			mv[take(s) % (strlen(mv) + 1)] = '\0';
		puts_(mv);
	}
	puts_(results[take(s) % 5]);
	puts_("\n\n");
}

/* ---- the checks ---- */

static struct pgn_lexer lx, lx2;
static struct tc_game g, g2;
static struct tc_record rec, rec2;
static const struct tc_pgn_opts opts = { TC_SAN, true, true, true, 80,
    false };

/* Each diagnostic of a game has a place in the text and a message. */
static void
check_diags(const struct tc_game *gm, long lines)
{
	int i, errors = 0;

	for (i = 0; i < gm->ndiag && i < TC_GAME_MAXDIAG; i++) {
		REQUIRE(gm->diag[i].line >= 1 && gm->diag[i].line <= lines + 1);
		REQUIRE(gm->diag[i].col >= 1);
		REQUIRE(gm->diag[i].msg[0] != '\0');
		REQUIRE(strlen(gm->diag[i].msg) < sizeof(gm->diag[i].msg));
		errors += !gm->diag[i].warning;
	}
	REQUIRE(gm->nerr == 0 || errors > 0 || gm->ndiag >= TC_GAME_MAXDIAG);
}

/*
** A game that replayed from the standard array with side's list, nonce
** and commitment given once each: they verify, as the commitment's
** reader computes it.
*/
static void
check_commitment(const struct built *b, int side)
{
	int list = side == TC_WHITE ? T_WLIST : T_BLIST;
	int commit = list + 2, nonce = list + 4;
	struct tc_commit c;
	struct tc_diag d;

	if (b->count[list] != 1 || b->count[commit] != 1 ||
	    b->count[nonce] != 1 || b->count[T_GAMEID] > 1 ||
	    b->count[T_FEN] > 0 || b->nvariant != 1)
		return;
	commit_init(&c);
	if (!commit_set_variant(&c, b->variant, &d))
		return;		/* an Impromptu form has no list */
	REQUIRE(commit_set_holder(&c, side == TC_WHITE ? "white" : "black",
	    &d));
	REQUIRE(commit_set_list(&c, b->value[list], &d));
	REQUIRE(commit_set_game(&c, b->value[T_GAMEID], &d));
	REQUIRE(commit_set_nonce(&c, b->value[nonce], &d));
	REQUIRE(commit_verify(&c, b->value[commit], &d) == 1);
#ifdef TAGS_PRINT
	fprintf(stderr, "-> %s's commitment verified\n", side ? "Black" :
	    "White");
#endif
}

/* A game without error writes PGN that replays to the same PGN. */
static void
round_trip(struct tc_game *gm, struct tc_record *r)
{
	struct tc_buf p1 = { NULL, 0, 0, false, NULL, NULL };
	struct tc_buf p2 = { NULL, 0, 0, false, NULL, NULL };
	struct pgn_mem m;
	struct tc_games gs;
	int res, games = 0;

	game_write_pgn(&p1, gm, r, &opts);
	REQUIRE(!p1.nomem);
	m.p = p1.p;
	m.len = p1.n;
	m.pos = 0;
	pgn_init(&lx2, pgn_read_mem, &m);
	games_init(&gs, &lx2, &g2, NULL);
	gs.rec = &rec2;
	while ((res = game_next(&gs)) != GAMES_END) {
		if (res != GAMES_GAME)
			continue;
		games++;
		REQUIRE(g2.nerr == 0 && !rec2.nomem);
		REQUIRE(g2.var == gm->var);
		game_write_pgn(&p2, &g2, &rec2, &opts);
		REQUIRE(!p2.nomem);
		REQUIRE(p2.n == p1.n && memcmp(p1.p, p2.p, p1.n) == 0);
	}
	REQUIRE(games == 1);
	buf_free(&p1);
	buf_free(&p2);
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static struct built b[2];
	struct src s = { data, size };
	struct pgn_mem m;
	struct tc_games gs;
	unsigned bits;
	long lines = 1;
	int nb = 1, res, i;
	size_t k;

	len = 0;
	text[0] = '\0';
	build_game(&s, &b[0], &bits);
	if (bits & B_SECOND)
		build_game(&s, &b[1], &bits), nb = 2;
	/* Lines end with LF, CR LF or a CR alone. */
	for (k = 0; k < len; k++)
		lines += text[k] == '\n' || (text[k] == '\r' &&
		    text[k + 1] != '\n');
#ifdef TAGS_PRINT
	fputs(text, stderr);	/* -DTAGS_PRINT: the record built */
#endif
	m.p = text;
	m.len = len;
	m.pos = 0;
	pgn_init(&lx, pgn_read_mem, &m);
	games_init(&gs, &lx, &g, NULL);
	gs.rec = &rec;
	while ((res = game_next(&gs)) != GAMES_END) {
		const struct built *match = NULL;

		if (res == GAMES_STRAY) {
			check_diags(&g, lines);
			continue;
		}
		if (res != GAMES_GAME)
			continue;
		check_diags(&g, lines);
#ifdef TAGS_PRINT
		fprintf(stderr, "-> %d plies, %d errors%s%s\n", g.plies, g.nerr,
		    g.ndiag ? ": " : "", g.ndiag ? g.diag[0].msg : "");
#endif
		if (g.nerr || rec.nomem)
			continue;
		/* The game as built, if the reader found it where it was. */
		for (i = 0; i < nb; i++)
			if (g.raw_start == b[i].start)
				match = &b[i];
#ifdef TAGS_PRINT
		fprintf(stderr, "-> %s\n", match ? "as built" : "not as built");
#endif
		if (match && g.var->announce) {
			check_commitment(match, TC_WHITE);
			check_commitment(match, TC_BLACK);
		}
		round_trip(&g, &rec);
	}
	return 0;
}
