/* Progress of long runs on a terminal (progress.c). */
#ifndef TC_PROGRESS_H
#define TC_PROGRESS_H

#include <stdbool.h>
#include <stdint.h>

/* Show progress from now on if standard error is a terminal (not -q). */
void progress_start(void);
/* games games and bytes bytes of input done: perhaps show them. */
void progress_note(long games, uint64_t bytes);
/* Take the progress line off the terminal, if it is shown. */
void progress_clear(void);

#endif
