/* Initialise the library once: make magics builds this with the table printer. */
#include "turncoat.h"

int
main(void)
{
	tc_init();
	return 0;
}
