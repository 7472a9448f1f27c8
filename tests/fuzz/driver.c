/*
** Run a fuzz harness without libFuzzer, on the files named: make check
** replays the seed corpora and every input that once broke a harness
** (tests/fuzz/regress/) with the ordinary and the sanitizer builds.
*/
#include <errno.h>
#define TC_FUZZ_DRIVER
#include "common.h"

int
main(int argc, char **argv)
{
	static char buf[1 << 20];
	int i;

	LLVMFuzzerInitialize(&argc, &argv);
	for (i = 1; i < argc; i++) {
		FILE *fp = fopen(argv[i], "rb");
		size_t n;

		if (fp == NULL) {
			fprintf(stderr, "%s: %s\n", argv[i], strerror(errno));
			return 2;
		}
		n = fread(buf, 1, sizeof(buf), fp);
		fclose(fp);
		if (n == sizeof(buf)) {
			fprintf(stderr, "%s: longer than %zu bytes\n", argv[i],
			    sizeof(buf) - 1);
			return 2;
		}
		LLVMFuzzerTestOneInput((const uint8_t *)buf, n);
	}
	return 0;
}
