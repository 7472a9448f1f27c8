# turncoat: one GNU Makefile for the library, the tools, tests and benches.
#
#   make                 build lib/libturncoat.a and the tools in cmd/
#   make check           unit tests, Bats suites, man lint, examples, perft
#   make check SANITIZE=1  the same under ASan + UBSan (built in build-san/)
#   make check-slow      deep perft and whole suites
#   make bench           ratios against Stockfish and chess.js
#   make install PREFIX=/usr/local DESTDIR= PROGRAM_PREFIX=
#                        tools, man pages, header, static and shared
#                        library, turncoat.pc for pkg-config; the tools
#                        and their pages get PROGRAM_PREFIX before their
#                        names (tc- gives tc-convert, tc-convert.1)

VERSION   = 4.0.0
PREFIX   ?= /usr/local
BINDIR   ?= $(PREFIX)/bin
LIBDIR   ?= $(PREFIX)/lib
INCDIR   ?= $(PREFIX)/include
PCDIR    ?= $(LIBDIR)/pkgconfig
MANDIR   ?= $(PREFIX)/share/man
DESTDIR  ?=
# Put before the names of the installed tools and their pages: Debian's
# ImageMagick installs /usr/bin/convert too.
PROGRAM_PREFIX ?=

CC       ?= cc
AR       ?= ar
# Functions start on a cache line: a hot loop's speed then does not move
# by a few percent with where the linker happens to place it.
OPT      ?= -O2 -falign-functions=64
# Tuned for the machine that builds; ARCH= gives a portable build.
ARCH     ?= -march=native
WARN      = -Wall -Wextra -pedantic -Wmissing-prototypes -Wstrict-prototypes \
            -Wshadow -Wpointer-arith -Wold-style-definition -Wno-unused-function \
            -Wcast-qual
CFLAGS   ?= $(OPT) $(ARCH) -g
ALLCFLAGS = -std=c99 -D_POSIX_C_SOURCE=200809L $(WARN) $(CFLAGS) \
            -DTC_VERSION_STRING='"$(VERSION)"' -pthread
# libcrypto (OpenSSL) computes the SHA-256 of Traitor commitments.
LDLIBS    = -pthread -lcrypto

ifeq ($(WERROR),1)
ALLCFLAGS += -Werror
endif

# The sanitizer build lives in its own tree so both builds can coexist.
ifeq ($(SANITIZE),1)
B         = build-san/
ALLCFLAGS += -fsanitize=address,undefined -fno-omit-frame-pointer \
             -fno-sanitize-recover=all
LDFLAGS  += -fsanitize=address,undefined
else ifeq ($(FUZZ),1)
# libFuzzer harnesses (make fuzz): clang, ASan and UBSan, in build-fuzz/.
B         = build-fuzz/
CC        = clang
ALLCFLAGS += -fsanitize=fuzzer-no-link,address,undefined \
             -fno-omit-frame-pointer -fno-sanitize-recover=all
else
# O=DIR/ builds into a tree of its own (for parallel work in one checkout).
B         = $(O)
endif

# The library, by layer (README, "Layers"): core (geometry, position,
# variant lookup), the engines, notation, each variant's rules (and the
# list of variants), and driving games.  Every .c file of lib/ is built.
LIBSRC  = $(foreach d,core engine notation variants game,$(sort $(wildcard lib/$(d)/*.c)))
LIBOBJ  = $(LIBSRC:%.c=$(B)%.o)
LIB     = $(B)lib/libturncoat.a
# The shared library: libturncoat.so.VERSION, whose soname carries the
# major version (the objects are the static library's, all built -fPIC).
MAJOR   = $(firstword $(subst ., ,$(VERSION)))
SONAME  = libturncoat.so.$(MAJOR)
SHLIB   = $(B)lib/libturncoat.so.$(VERSION)
TOOLS   = afen-validate movegen pgn-replay convert traitor-commit
FUZZERS = afen move pgn json commit tags
BINS    = $(TOOLS:%=$(B)cmd/%)
CMDOBJ  = $(B)cmd/util.o $(B)cmd/help.o $(B)cmd/jobs.o $(B)cmd/feed.o \
          $(B)cmd/input.o $(B)cmd/out.o $(B)cmd/select.o $(B)cmd/output.o \
          $(B)cmd/diagram.o $(B)cmd/eco.o $(B)cmd/progress.o \
          $(B)cmd/part.o
EXAMPLES = $(patsubst examples/%.c,$(B)examples/%,$(wildcard examples/*.c))
UNITS   = $(patsubst tests/unit/%.c,$(B)tests/unit/%,$(wildcard tests/unit/*.c))
MAN1    = $(TOOLS:%=man/man1/%.1)
MAN5    = man/man5/afen.5 man/man5/turncoat-pgn.5
MAN7    = man/man7/turncoat.7
MANS    = $(MAN1) $(MAN5) $(MAN7)
DEPS    = $(LIBOBJ:.o=.d) $(CMDOBJ:.o=.d) $(BINS:=.d) $(UNITS:=.d) \
          $(B)cmd/convert-write.d \
          $(EXAMPLES:=.d)

.PHONY: all check check-slow bench install uninstall clean lint-man units magics \
        fuzz fuzz-build

all: $(LIB) $(SHLIB) $(BINS)

$(B)%.o: %.c
	@mkdir -p $(@D)
	$(CC) $(ALLCFLAGS) -Ilib -MMD -MP -c -o $@ $<

# -fPIC costs standard perft nothing measurable (0.46 s for perft 6 with
# and without it), so one set of objects serves both libraries.
$(LIBOBJ): ALLCFLAGS += -fPIC

$(LIB): $(LIBOBJ)
	rm -f $@
	$(AR) rcs $@ $(LIBOBJ)

$(SHLIB): $(LIBOBJ)
	$(CC) $(LDFLAGS) -shared -Wl,-soname,$(SONAME) -o $@ $(LIBOBJ) $(LDLIBS)

$(B)cmd/%: $(B)cmd/%.o $(CMDOBJ) $(LIB)
	$(CC) $(LDFLAGS) -o $@ $(filter %.o,$^) $(LIB) $(LDLIBS)

# tests/calls.sh reads the tools' objects (cmd/ names no variant): named
# here, they are kept rather than removed as intermediates of the rule
# above, and make check builds them again if they are missing.
check: $(CMDOBJ) $(BINS:=.o)

# convert's own second file.
$(B)cmd/convert: $(B)cmd/convert-write.o

$(B)tests/unit/%: tests/unit/%.c tests/unit/ca-naive.h tests/unit/xstate.h \
    $(LIB)
	@mkdir -p $(@D)
	$(CC) $(ALLCFLAGS) -Ilib -MMD -MP $(LDFLAGS) -o $@ $< $(LIB) $(LDLIBS)

units: $(UNITS)

# The page's script (convert --to html) as a C string, included by
# lib/game/page.c; kept in the tree, made again when page.js changes.
$(B)lib/game/page.o: lib/game/page-js.inc
lib/game/page-js.inc: lib/game/page.js
	sed -e 's/\\/\\\\/g' -e 's/"/\\"/g' -e 's/^/"/' -e 's/$$/\\n",/' \
	    lib/game/page.js > $@

# The C programs of examples/, linked as any program would link the library.
$(B)examples/%: examples/%.c $(LIB)
	@mkdir -p $(@D)
	$(CC) $(ALLCFLAGS) -Ilib -MMD -MP $(LDFLAGS) -o $@ $< $(LIB) $(LDLIBS)

# The fuzz harnesses as plain programs over files, for make check.
REPLAYS = $(FUZZERS:%=$(B)tests/fuzz/replay-%)

$(B)tests/fuzz/replay-%: tests/fuzz/%.c tests/fuzz/driver.c tests/fuzz/common.h \
    tests/unit/ca-naive.h tests/unit/xstate.h $(LIB)
	@mkdir -p $(@D)
	$(CC) $(ALLCFLAGS) -Ilib $(LDFLAGS) -o $@ $< tests/fuzz/driver.c \
	    $(LIB) $(LDLIBS)

# make check: everything tests/run finds, with one summary line at the end.
check: all units $(REPLAYS) $(EXAMPLES)
	@TC_BIN=$(CURDIR)/$(B)cmd TC_UNIT=$(CURDIR)/$(B)tests/unit \
	    TC_FUZZ=$(CURDIR)/$(B)tests/fuzz TC_EXAMPLES=$(CURDIR)/$(B)examples \
	    tests/run check

check-slow: all units
	@TC_BIN=$(CURDIR)/$(B)cmd TC_UNIT=$(CURDIR)/$(B)tests/unit \
	    tests/run slow

bench: all
	@TC_BIN=$(CURDIR)/$(B)cmd tests/bench/run

# make fuzz FUZZTIME=60: build the libFuzzer targets, then run each for
# FUZZTIME seconds (default 60) on its seed corpus in tests/fuzz/corpus/;
# what it learns goes to build-fuzz/corpus/, crashes to build-fuzz/.
# tests/fuzz/NAME.options, if there is one, holds more libFuzzer flags
# for target NAME (pgn's -max_len).  Each run prints its executions and
# their rate.
FUZZTIME ?= 60
FUZZBINS = $(FUZZERS:%=build-fuzz/tests/fuzz/%)

fuzz:
	$(MAKE) FUZZ=1 fuzz-build
	@for f in $(FUZZERS); do \
	    mkdir -p build-fuzz/corpus/$$f && \
	    opts=$$(cat tests/fuzz/$$f.options 2>/dev/null || :) && \
	    echo "fuzz: $$f for $(FUZZTIME) s $$opts" && \
	    build-fuzz/tests/fuzz/$$f -max_total_time=$(FUZZTIME) \
	        -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
	        -artifact_prefix=build-fuzz/$$f- $$opts \
	        build-fuzz/corpus/$$f tests/fuzz/corpus/$$f \
	        2> build-fuzz/$$f.log || { tail -40 build-fuzz/$$f.log; \
	        exit 1; }; \
	    grep -E \
	        '^stat::(number_of_executed_units|average_exec_per_sec|peak_rss_mb)' \
	        build-fuzz/$$f.log; \
	done

fuzz-build: $(FUZZBINS)

build-fuzz/tests/fuzz/%: tests/fuzz/%.c tests/fuzz/common.h tests/unit/ca-naive.h \
    tests/unit/xstate.h $(LIB)
	@mkdir -p $(@D)
	$(CC) $(ALLCFLAGS) -fsanitize=fuzzer -Ilib -o $@ $< $(LIB) $(LDLIBS)

# Regenerate lib/engine/magics.inc, the slider multipliers tc_init() would
# search for.
magics:
	$(CC) -std=c99 -O2 -Ilib -DTC_PRINT_MAGICS -o magics-gen \
	    tests/unit/init.c $(LIBSRC) $(LDLIBS)
	./magics-gen > lib/engine/magics.inc.new && \
	    mv lib/engine/magics.inc.new lib/engine/magics.inc
	rm -f magics-gen

lint-man:
	mandoc -Tlint -Wwarning $(MANS)

# The shared library is removed before it is copied, so that programs
# running from the old file keep their mapping of it.
install: all
	mkdir -p $(DESTDIR)$(BINDIR) $(DESTDIR)$(LIBDIR) $(DESTDIR)$(INCDIR) \
	    $(DESTDIR)$(PCDIR) \
	    $(DESTDIR)$(MANDIR)/man1 $(DESTDIR)$(MANDIR)/man5 $(DESTDIR)$(MANDIR)/man7
	for t in $(TOOLS); do \
	    cp -f $(B)cmd/$$t $(DESTDIR)$(BINDIR)/$(PROGRAM_PREFIX)$$t && \
	    cp -f man/man1/$$t.1 \
	        $(DESTDIR)$(MANDIR)/man1/$(PROGRAM_PREFIX)$$t.1 || exit 1; \
	done
	cp -f $(LIB) $(DESTDIR)$(LIBDIR)/
	rm -f $(DESTDIR)$(LIBDIR)/libturncoat.so.$(VERSION)
	cp $(SHLIB) $(DESTDIR)$(LIBDIR)/
	ln -sf libturncoat.so.$(VERSION) $(DESTDIR)$(LIBDIR)/$(SONAME)
	ln -sf $(SONAME) $(DESTDIR)$(LIBDIR)/libturncoat.so
	sed -e 's|@PREFIX@|$(PREFIX)|' \
	    -e 's|@LIBDIR@|$(patsubst $(PREFIX)/%,$${prefix}/%,$(LIBDIR))|' \
	    -e 's|@INCDIR@|$(patsubst $(PREFIX)/%,$${prefix}/%,$(INCDIR))|' \
	    -e 's|@VERSION@|$(VERSION)|' \
	    lib/turncoat.pc.in > $(DESTDIR)$(PCDIR)/turncoat.pc
	cp -f lib/turncoat.h $(DESTDIR)$(INCDIR)/
	cp -f $(MAN5) $(DESTDIR)$(MANDIR)/man5/
	cp -f $(MAN7) $(DESTDIR)$(MANDIR)/man7/

uninstall:
	rm -f $(TOOLS:%=$(DESTDIR)$(BINDIR)/$(PROGRAM_PREFIX)%) \
	    $(DESTDIR)$(LIBDIR)/libturncoat.a $(DESTDIR)$(INCDIR)/turncoat.h \
	    $(DESTDIR)$(LIBDIR)/libturncoat.so.$(VERSION) \
	    $(DESTDIR)$(LIBDIR)/$(SONAME) $(DESTDIR)$(LIBDIR)/libturncoat.so \
	    $(DESTDIR)$(PCDIR)/turncoat.pc \
	    $(TOOLS:%=$(DESTDIR)$(MANDIR)/man1/$(PROGRAM_PREFIX)%.1) \
	    $(MAN5:man/%=$(DESTDIR)$(MANDIR)/%) $(MAN7:man/%=$(DESTDIR)$(MANDIR)/%)

clean:
	rm -rf build-san build-fuzz lib/*/*.o lib/*/*.d lib/libturncoat.a \
	    lib/libturncoat.so.* cmd/*.o cmd/*.d \
	    $(patsubst %.c,%,$(wildcard examples/*.c)) examples/*.d \
	    $(TOOLS:%=cmd/%) tests/unit/*.d tests/unit/*.o tests/fuzz/replay-* \
	    $(patsubst %.c,%,$(wildcard tests/unit/*.c))

-include $(DEPS)
