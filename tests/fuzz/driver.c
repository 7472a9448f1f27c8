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
	char *copy;
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
		/*
		 * A copy of the input's own size, as libFuzzer gives it, so
		 * that the sanitizer build sees a read past its end.
		 */
		if ((copy = malloc(n ? n : 1)) == NULL) {
			fprintf(stderr, "%s: out of memory\n", argv[i]);
			return 2;
		}
		memcpy(copy, buf, n);
		LLVMFuzzerTestOneInput((const uint8_t *)copy, n);
		free(copy);
	}
	return 0;
}
