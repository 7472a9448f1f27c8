/*
** Diagrams for convert (diagram.h): --game and --ply pick what to draw,
** and --to svg writes one SVG document or refuses the input.
*/
#include <stdlib.h>
#include <string.h>
#include "diagram.h"

static long pick_game;		/* --game N, or 0 for every game */
static long pick_ply = -1;	/* --ply P, or -1 for the final position */
static bool svg;
static long seen;		/* games or positions counted so far */
static bool seen_positions;	/* the last one counted was a position */
static struct tc_buf held;	/* the SVG picture, written at the end */
static long drawn;		/* SVG pictures asked for */
static const char *seat;	/* --seat SIDE, or NULL */
static bool flip;		/* --flip */
static int view = TC_VIEW_ARBITER;	/* --view */

bool
diagram_option(int c, const char *arg)
{
	if (c == 'G') {
		if (!parse_int(arg, 1, 1000000000L, &pick_game))
			usage_error("--game: '%s' is not a game number from 1",
			    arg);
		return true;
	}
	if (c == 'L') {
		if (!parse_int(arg, 0, TC_GAME_MAXPLY, &pick_ply))
			usage_error("--ply: '%s' is not a ply from 0 to %d",
			    arg, TC_GAME_MAXPLY);
		return true;
	}
	if (c == DIAGRAM_SEAT) {
		seat = arg;
		return true;
	}
	if (c == DIAGRAM_FLIP) {
		flip = true;
		return true;
	}
	if (c == DIAGRAM_VIEW) {
		if ((view = parse_view(arg)) == -2)
			usage_error("--view: '%s' is not public, white, black "
			    "or arbiter", arg);
		return true;
	}
	return false;
}

bool
diagram_draw_setup(struct tc_draw *d, const struct tc_variant *var)
{
	tc_draw_init(d);
	if (seat && (d->seat = tc_side_named(var, seat)) < 0) {
		warnx_("--seat: '%s' is not a side of %s", seat, var->name);
		raise_status(EXIT_TROUBLE);
		return false;
	}
	if (flip)
		d->seat = (d->seat + var->nsides / 2) % var->nsides;
	return true;
}

int
diagram_view(void)
{
	return view;
}

void
diagram_setup(bool is_svg, bool text, bool html)
{
	if (!is_svg && !text && (pick_game || pick_ply >= 0))
		usage_error("--game and --ply pick a diagram: use them with "
		    "--to svg or --to text");
	if (!is_svg && !text && !html && (seat || flip ||
	    view != TC_VIEW_ARBITER))
		usage_error("--seat, --flip and --view draw diagrams: use "
		    "them with --to svg, text or html");
	svg = is_svg;
}

bool
diagram_pick(bool position)
{
	seen++;
	seen_positions = position;
	return pick_game == 0 || seen == pick_game;
}

/*
** Write a diagram of pos as the viewer sees it, drawn as d says: text to
** o at once, an SVG picture into held.
*/
static void
draw(struct out *o, const struct tc_pos *pos, const char *title,
    const struct tc_draw *d)
{
	struct tc_buf *b;
	struct tc_pos shown = *pos;

	pos_set_view(&shown, view);
	if (!svg) {
		b = out_stdout(o);
		pos_draw_text(b, &shown, d);
		buf_add(b, "\n", 1);
		return;
	}
	if (drawn++ == 0)
		pos_draw_svg(&held, &shown, title, d);
}

void
diagram_game(struct out *o, struct tally *t, const char *file,
    const struct tc_game *g, const struct tc_record *r)
{
	char title[900], who[400], msg[160];
	struct tc_pos pos = g->start;
	struct tc_undo u;
	struct tc_draw d;
	int32_t i = r->head;
	long n, ply = pick_ply < 0 ? g->plies : pick_ply;

	if (pick_ply > g->plies) {
		snprintf(msg, sizeof(msg), "--ply %ld is past the end: the "
		    "game has %d %s", pick_ply, g->plies, g->plies == 1 ?
		    "ply" : "plies");
		out_game_error(o, file, g, g->result_line, g->result_col, msg);
		t->errors++;
		t->status = EXIT_INVALID;
		return;
	}
	if (!diagram_draw_setup(&d, g->var))
		return;
	for (n = 0; n < ply && i >= 0; n++, i = r->node[i].next) {
		pos_make(&pos, r->node[i].m, &u);
		tc_draw_move(&d, r->node[i].m);
	}
	if (pick_ply < 0)
		pos = g->pos;
	if (ply == g->plies) {
		d.end = &g->over;
		d.result = g->result[0] ? g->result : NULL;
	}
	game_players(g, who, sizeof(who));
	if (pick_ply < 0)
		snprintf(title, sizeof(title), "game %ld%s, final position",
		    g->number, who);
	else if (pick_ply == 0)
		snprintf(title, sizeof(title), "game %ld%s, start position",
		    g->number, who);
	else
		snprintf(title, sizeof(title), "game %ld%s, after ply %ld",
		    g->number, who, pick_ply);
	draw(o, &pos, title, &d);
}

void
diagram_position(struct out *o, struct tally *t, const char *file,
    long line, const struct tc_pos *pos)
{
	char title[600];
	struct tc_draw d;

	if (pick_ply > 0) {
		out_diag(o, file, line, 1, "--ply %ld is past the end: a "
		    "position line has no moves", pick_ply);
		t->errors++;
		t->status = EXIT_INVALID;
		return;
	}
	if (!diagram_draw_setup(&d, pos->var))
		return;
	snprintf(title, sizeof(title), "%s line %ld", file, line);
	draw(o, pos, title, &d);
}

/* Write what b holds to standard output, or say it ran out of memory. */
static void
put_buf(const struct tc_buf *b)
{
	if (b->nomem) {
		warnx_("out of memory");
		raise_status(EXIT_TROUBLE);
	} else {
		fwrite(b->p, 1, b->n, stdout);
	}
}

void
diagram_end(const char *file)
{
	const char *what = seen_positions ? "position" : "game";

	if (pick_game > seen) {
		warnx_("%s: --game %ld is past the end: the input holds "
		    "%ld %s%s", file, pick_game, seen, what,
		    seen == 1 ? "" : "s");
		raise_status(EXIT_INVALID);
	}
	if (!svg)
		return;
	if (drawn > 1) {
		warnx_("--to svg: the input holds %ld %ss, and an SVG "
		    "document shows one: pick one with --game N (or use "
		    "--to text)", seen, what);
		raise_status(EXIT_TROUBLE);
	} else if (drawn == 1) {
		put_buf(&held);
	}
	buf_free(&held);
}

/* ---- pages ---- */

static struct tc_page page;

void
diagram_html_start(const char *title)
{
	struct tc_buf b = { 0 };

	page_init(&page);
	page_write_head(&b, title);
	put_buf(&b);
	buf_free(&b);
}

void
diagram_html_game(struct out *o, struct tally *t, const char *file,
    const struct tc_game *g, const struct tc_record *r)
{
	struct tc_draw d;

	if (!diagram_draw_setup(&d, g->var))
		return;
	if (!page_write_game(out_stdout(o), &page, g, r, d.seat, view)) {
		out_game_error(o, file, g, g->result_line, g->result_col,
		    "a page holds at most 64 variants and 1024 kinds of "
		    "pieces: this game's are not all drawn");
		t->errors++;
		t->status = EXIT_INVALID;
	}
}

void
diagram_html_end(void)
{
	struct tc_buf b = { 0 };

	page_write_tail(&b, &page);
	put_buf(&b);
	buf_free(&b);
	page_free(&page);
}
