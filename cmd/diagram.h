/*
** Diagrams for convert --to text and --to svg: which game and ply to
** draw (--game N, --ply P), and one SVG document per output.  The SVG
** picture is held until the end of the input, and written only when the
** input gave exactly one; the text diagrams go out as they come.
*/
#ifndef TC_DIAGRAM_H
#define TC_DIAGRAM_H

#include "jobs.h"

/* The codes of --seat, --flip and --view in the tools' option tables. */
#define DIAGRAM_SEAT	0x300
#define DIAGRAM_FLIP	0x301
#define DIAGRAM_VIEW	0x302
#define DIAGRAM_LONGOPTS \
	{ "seat", required_argument, NULL, DIAGRAM_SEAT }, \
	{ "flip", no_argument, NULL, DIAGRAM_FLIP }, \
	{ "view", required_argument, NULL, DIAGRAM_VIEW }

/*
** Handle --game (c 'G'), --ply (c 'L'), --seat, --flip and --view; false
** for any other option.
*/
bool diagram_option(int c, const char *arg);

/*
** Set d up for a diagram of variant var as --seat and --flip ask; false
** (reported, exit status 2) if var has no side named by --seat.
*/
bool diagram_draw_setup(struct tc_draw *d, const struct tc_variant *var);

/* The viewer --view names (TC_VIEW_ARBITER by default). */
int diagram_view(void);

/*
** Check the options once they are all read: svg, text or html is the
** format asked for (--game and --ply need svg or text, --seat, --flip
** and --view one of the three).
*/
void diagram_setup(bool svg, bool text, bool html);

/*
** Count one game (or, with `position`, one position line) of the input;
** true if it is the one to draw (every one is, without --game).
*/
bool diagram_pick(bool position);

/* Draw finished game g (recorded in r) at the ply asked for. */
void diagram_game(struct out *o, struct tally *t, const char *file,
    const struct tc_game *g, const struct tc_record *r);

/* Draw the valid position pos of line `line` of file. */
void diagram_position(struct out *o, struct tally *t, const char *file,
    long line, const struct tc_pos *pos);

/*
** At the end of the input (last named file): report a --game past the
** end, and write the SVG picture, or refuse several.
*/
void diagram_end(const char *file);

/*
** convert --to html: the page's head (named after title) on standard
** output, each game into o, and at the end of the input its tail.
*/
void diagram_html_start(const char *title);
void diagram_html_game(struct out *o, struct tally *t, const char *file,
    const struct tc_game *g, const struct tc_record *r);
void diagram_html_end(void);

#endif
