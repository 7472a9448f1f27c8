/*
** Diagrams for convert --to text and --to svg: which game and ply to
** draw (--game N, --ply P), and one SVG document per output.  The SVG
** picture is held until the end of the input, and written only when the
** input gave exactly one; the text diagrams go out as they come.
*/
#ifndef TC_DIAGRAM_H
#define TC_DIAGRAM_H

#include "jobs.h"

/* Handle --game (c 'G') and --ply (c 'L'); false for any other option. */
bool diagram_option(int c, const char *arg);

/*
** Check the options once they are all read: svg or text is the format
** asked for (neither: --game and --ply are a usage error).
*/
void diagram_setup(bool svg, bool text);

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

#endif
