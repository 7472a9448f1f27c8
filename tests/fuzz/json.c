/*
** The JSON game reader: any line either is refused with a message and
** column, or gives a game; a game without error writes JSON that reads
** back to a game writing the same JSON and the same PGN, also without
** the positions (TC_JSON_NO_POSITIONS).  And any bytes
** (as a string) written as a JSON string read back to the same bytes.
*/
#include "common.h"
#include "internal.h"

static struct pgn_lexer lx;
static struct tc_game g, g2;
static struct tc_record rec, rec2;
static const struct tc_pgn_opts opts = { TC_SAN, true, true, true, 80,
    false };

/* The bytes up to the first NUL, as a JSON string, read back. */
static void
string_round_trip(const uint8_t *data, size_t size)
{
	struct tc_buf b = { NULL, 0, 0, false, NULL, NULL };
	static char back[4096];
	const uint8_t *nul = memchr(data, '\0', size);
	size_t n = nul ? (size_t)(nul - data) : size, len;

	if (n >= sizeof(back))
		n = sizeof(back) - 1;
	buf_json_string(&b, (const char *)data, n);
	REQUIRE(!b.nomem);
	REQUIRE(json_read_string(b.p, b.n, back, sizeof(back), &len) == b.n);
	REQUIRE(len == n && memcmp(back, data, n) == 0);
	buf_free(&b);
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct tc_buf js = { NULL, 0, 0, false, NULL, NULL }, js2 = { NULL, 0, 0, false, NULL, NULL };
	struct tc_buf p1 = { NULL, 0, 0, false, NULL, NULL }, p2 = { NULL, 0, 0, false, NULL, NULL };
	struct tc_diag err;

	string_round_trip(data, size);
	game_init(&g, NULL, 1);
	g.rec = &rec;
	if (!game_read_json(&g, &lx, (const char *)data, size, 1, &err)) {
		REQUIRE(err.col >= 1 && err.msg[0] != '\0');
		return 0;
	}
	game_finish(&g, 1, (int)size + 1);
	if (g.nerr || rec.nomem)
		return 0;
	game_write_json(&js, &g, &rec, 0);
	game_write_pgn(&p1, &g, &rec, &opts);
	game_init(&g2, NULL, 1);
	g2.rec = &rec2;
	REQUIRE(game_read_json(&g2, &lx, js.p, js.n - 1, 1, &err));
	game_finish(&g2, 1, 1);
	REQUIRE(g2.nerr == 0);
	game_write_json(&js2, &g2, &rec2, 0);
	game_write_pgn(&p2, &g2, &rec2, &opts);
	REQUIRE(js.n == js2.n && memcmp(js.p, js2.p, js.n) == 0);
	REQUIRE(p1.n == p2.n && memcmp(p1.p, p2.p, p1.n) == 0);
	/* Without the positions, the same PGN. */
	js2.n = p2.n = 0;
	game_write_json(&js2, &g, &rec, TC_JSON_NO_POSITIONS);
	game_init(&g2, NULL, 1);
	g2.rec = &rec2;
	REQUIRE(game_read_json(&g2, &lx, js2.p, js2.n - 1, 1, &err));
	game_finish(&g2, 1, 1);
	REQUIRE(g2.nerr == 0);
	game_write_pgn(&p2, &g2, &rec2, &opts);
	REQUIRE(p1.n == p2.n && memcmp(p1.p, p2.p, p1.n) == 0);
	buf_free(&js);
	buf_free(&js2);
	buf_free(&p1);
	buf_free(&p2);
	return 0;
}
