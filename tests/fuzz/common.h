/*
** Shared by the libFuzzer harnesses: an invariant that fails aborts, so
** the fuzzer reports it with the input that broke it.
*/
#ifndef TC_FUZZ_COMMON_H
#define TC_FUZZ_COMMON_H

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "turncoat.h"

#define REQUIRE(cond) do { \
	if (!(cond)) { \
		fprintf(stderr, "%s:%d: invariant failed: %s\n", __FILE__, \
		    __LINE__, #cond); \
		abort(); \
	} \
} while (0)

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);
int LLVMFuzzerInitialize(int *argc, char ***argv);

#ifndef TC_FUZZ_DRIVER
/* Every harness is one file with this header: the library's tables. */
int
LLVMFuzzerInitialize(int *argc, char ***argv)
{
	(void)argc;
	(void)argv;
	tc_init();
	return 0;
}
#endif

#endif
