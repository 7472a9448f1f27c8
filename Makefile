# turncoat: one GNU Makefile for the library, the tools, tests and benches.
#
#   make                 build lib/libturncoat.a and the tools in cmd/
#   make check           unit tests, Bats suites, man lint, examples, perft
#   make check SANITIZE=1  the same under ASan + UBSan (built in build-san/)
#   make check-slow      deep perft and whole suites
#   make bench           ratios against Stockfish and chess.js
#   make install PREFIX=/usr/local DESTDIR=

VERSION   = 0.1.0
PREFIX   ?= /usr/local
BINDIR   ?= $(PREFIX)/bin
LIBDIR   ?= $(PREFIX)/lib
INCDIR   ?= $(PREFIX)/include
MANDIR   ?= $(PREFIX)/share/man
DESTDIR  ?=

CC       ?= cc
AR       ?= ar
OPT      ?= -O2
# Tuned for the machine that builds; ARCH= gives a portable build.
ARCH     ?= -march=native
WARN      = -Wall -Wextra -pedantic -Wmissing-prototypes -Wstrict-prototypes \
            -Wshadow -Wpointer-arith -Wold-style-definition -Wno-unused-function
CFLAGS   ?= $(OPT) $(ARCH) -g
ALLCFLAGS = -std=c99 -D_POSIX_C_SOURCE=200809L $(WARN) $(CFLAGS) \
            -DTC_VERSION_STRING='"$(VERSION)"' -pthread
LDLIBS    = -pthread

ifeq ($(WERROR),1)
ALLCFLAGS += -Werror
endif

# The sanitizer build lives in its own tree so both builds can coexist.
ifeq ($(SANITIZE),1)
B         = build-san/
ALLCFLAGS += -fsanitize=address,undefined -fno-omit-frame-pointer \
             -fno-sanitize-recover=all
LDFLAGS  += -fsanitize=address,undefined
else
B         =
endif

LIBSRC  = lib/bb.c lib/pos.c lib/movegen.c lib/make.c lib/afen.c lib/san.c \
          lib/perft.c lib/status.c lib/epd.c \
          lib/moveread.c lib/pgn.c lib/game.c lib/record.c lib/write.c lib/json.c lib/diagram.c
LIBOBJ  = $(LIBSRC:%.c=$(B)%.o)
LIB     = $(B)lib/libturncoat.a
TOOLS   = afen-validate movegen pgn-replay convert
BINS    = $(TOOLS:%=$(B)cmd/%)
CMDOBJ  = $(B)cmd/util.o
UNITS   = $(patsubst tests/unit/%.c,$(B)tests/unit/%,$(wildcard tests/unit/*.c))
MAN1    = $(TOOLS:%=man/%.1)
MAN5    = man/afen.5 man/turncoat-pgn.5
MAN7    = man/turncoat.7
MANS    = $(MAN1) $(MAN5) $(MAN7)
DEPS    = $(LIBOBJ:.o=.d) $(CMDOBJ:.o=.d) $(BINS:=.d) $(UNITS:=.d)

.PHONY: all check check-slow bench install uninstall clean lint-man units magics

all: $(LIB) $(BINS)

$(B)%.o: %.c
	@mkdir -p $(@D)
	$(CC) $(ALLCFLAGS) -Ilib -MMD -MP -c -o $@ $<

$(LIB): $(LIBOBJ)
	rm -f $@
	$(AR) rcs $@ $(LIBOBJ)

$(B)cmd/%: $(B)cmd/%.o $(CMDOBJ) $(LIB)
	$(CC) $(LDFLAGS) -o $@ $< $(CMDOBJ) $(LIB) $(LDLIBS)

$(B)tests/unit/%: tests/unit/%.c $(LIB)
	@mkdir -p $(@D)
	$(CC) $(ALLCFLAGS) -Ilib -MMD -MP $(LDFLAGS) -o $@ $< $(LIB) $(LDLIBS)

units: $(UNITS)

# make check: everything tests/run finds, with one summary line at the end.
check: all units
	@TC_BIN=$(CURDIR)/$(B)cmd TC_UNIT=$(CURDIR)/$(B)tests/unit \
	    tests/run check

check-slow: all units
	@TC_BIN=$(CURDIR)/$(B)cmd TC_UNIT=$(CURDIR)/$(B)tests/unit \
	    tests/run slow

bench: all
	@TC_BIN=$(CURDIR)/$(B)cmd tests/bench/run

# Regenerate lib/magics.inc, the slider multipliers tc_init() would search for.
magics:
	$(CC) -std=c99 -O2 -Ilib -DTC_PRINT_MAGICS -o magics-gen \
	    tests/unit/init.c lib/bb.c lib/make.c
	./magics-gen > lib/magics.inc.new && mv lib/magics.inc.new lib/magics.inc
	rm -f magics-gen

lint-man:
	mandoc -Tlint -Wwarning $(MANS)

install: all
	mkdir -p $(DESTDIR)$(BINDIR) $(DESTDIR)$(LIBDIR) $(DESTDIR)$(INCDIR) \
	    $(DESTDIR)$(MANDIR)/man1 $(DESTDIR)$(MANDIR)/man5 $(DESTDIR)$(MANDIR)/man7
	cp -f $(BINS) $(DESTDIR)$(BINDIR)/
	cp -f $(LIB) $(DESTDIR)$(LIBDIR)/
	cp -f lib/turncoat.h $(DESTDIR)$(INCDIR)/
	cp -f $(MAN1) $(DESTDIR)$(MANDIR)/man1/
	cp -f $(MAN5) $(DESTDIR)$(MANDIR)/man5/
	cp -f $(MAN7) $(DESTDIR)$(MANDIR)/man7/

uninstall:
	rm -f $(TOOLS:%=$(DESTDIR)$(BINDIR)/%) \
	    $(DESTDIR)$(LIBDIR)/libturncoat.a $(DESTDIR)$(INCDIR)/turncoat.h \
	    $(MAN1:man/%=$(DESTDIR)$(MANDIR)/man1/%) \
	    $(MAN5:man/%=$(DESTDIR)$(MANDIR)/man5/%) \
	    $(MAN7:man/%=$(DESTDIR)$(MANDIR)/man7/%)

clean:
	rm -rf build-san lib/*.o lib/*.d lib/libturncoat.a cmd/*.o cmd/*.d \
	    $(TOOLS:%=cmd/%) tests/unit/*.d tests/unit/*.o \
	    $(patsubst %.c,%,$(wildcard tests/unit/*.c))

-include $(DEPS)
