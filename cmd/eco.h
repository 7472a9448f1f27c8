/*
** convert --eco FILE: the ECO table the games are classified with.
*/
#ifndef TC_ECO_H
#define TC_ECO_H

#include "util.h"

/* The table of --eco, or NULL when it is not given. */
extern struct tc_eco *eco_table;

/*
** Load the ECO lines of path ("-": standard input) into eco_table; a file
** that cannot be read, or holds no line, is an error (exit 2).
*/
void eco_open(const char *path);

/*
** Give game g, recorded in r, the ECO tags of its line when eco_table
** has one; false if out of memory.
*/
bool eco_tag_game(const struct tc_game *g, struct tc_record *r);

#endif
