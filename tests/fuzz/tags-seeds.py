#!/usr/bin/env python3
"""Write the seed corpus of the tags fuzz target (tests/fuzz/tags.c) into
tests/fuzz/corpus/tags/: each seed is the bytes that make tags.c build a
record, in the input layout its header describes, with the indexes of
its tables.  Run from the top of the checkout."""
import os

# Tag bits, in tags.c's order.
GAMEID, WLIST, BLIST, WCOMMIT, BCOMMIT, WNONCE, BNONCE, OPTIONS, FEN, \
    WSEED, BSEED = range(11)
TWICE, REVERSE, SECOND, NORESULT, COMMENT = 11, 12, 13, 14, 15
# The order in which tags.c reads the values.
ORDER = [OPTIONS, FEN, GAMEID, WLIST, BLIST, WNONCE, BNONCE, WSEED, BSEED,
         WCOMMIT, BCOMMIT]
# tc_traitor[] indexes.
TRAITOR, SIMP_TRAITOR, IMP_TRAITOR, DEFECTOR, SIMP_DEFECTOR = 0, 1, 2, 3, 4
DOUBLE_AGENT, SIMP_DOUBLE_AGENT, DDA, MERCENARY = 6, 7, 9, 12


def table(i):
    return bytes([i << 2])


def raw(text):
    return bytes([1]) + text.encode() + b"\0"


def changed(i, at, to):
    return bytes([(i << 2) | 2, at, ord(to)])


def computed():
    return bytes([0])


def game(variant, values, moves, result=0, bits=(), spelling=0,
         raw_variant=None, twice=b""):
    """values: {tag: bytes of its mode}; moves: bytes of its mode."""
    mask = 0
    for t in list(values) + list(bits):
        mask |= 1 << t
    out = bytearray()
    if raw_variant is not None:
        out += bytes([0xc0]) + raw_variant.encode() + b"\0"
    else:
        out.append(variant | spelling << 4)
    out += bytes([mask & 0xff, mask >> 8])
    for t in ORDER:
        if t in values:
            out += values[t]
    if TWICE in bits:
        out += twice
    out += moves + bytes([result])
    return bytes(out)


C1 = {GAMEID: table(2), WLIST: table(2), BLIST: table(3), WNONCE: table(3),
      BNONCE: table(4), WCOMMIT: computed(), BCOMMIT: computed()}
C2 = {WLIST: table(16), BLIST: table(17), WNONCE: table(5),
      BNONCE: table(6), WCOMMIT: computed(), BCOMMIT: computed()}
C3 = {GAMEID: table(3), WLIST: table(4), BLIST: table(5), WNONCE: table(7),
      BNONCE: table(8), WCOMMIT: computed(), BCOMMIT: computed()}
EXAMPLE = {GAMEID: table(4), WLIST: table(7), BLIST: table(0),
           WNONCE: table(1), BNONCE: table(0), WCOMMIT: computed(),
           BCOMMIT: computed()}

SEEDS = {
    # tests/data/traitor/c1-c3 and examples/traitor.pgn: committed,
    # revealed, verified
    "c1-traitor": game(TRAITOR, C1, table(0)),
    "c2-simplified-double-agent": game(SIMP_DOUBLE_AGENT, C2, table(1)),
    "c3-defector-double-agent": game(DDA, C3, table(2)),
    "example-traitor": game(TRAITOR, EXAMPLE, table(3), result=2),
    # the seed's header lines and "(T-Rh1)N:f2"
    "seed-lines": game(TRAITOR, {WSEED: table(0), BSEED: table(1)},
                       table(7), result=1),
    # VariantOptions, a Variant tag in lower case
    "options": game(SIMP_DEFECTOR, {OPTIONS: table(1)}, table(5),
                    spelling=1),
    # FEN tags with keys
    "fen-targets": game(TRAITOR, {FEN: table(1)}, table(10)),
    "fen-raw-keys": game(TRAITOR, {FEN: raw("targets=Qd8/Bc1,Rh1,g2 "
                                             "ids=e2@e4")}, table(4)),
    "fen-ko": game(DOUBLE_AGENT, {FEN: table(5)}, table(9)),
    # commitments only: the lists hidden, a provisional mate
    "hidden": game(TRAITOR, {WCOMMIT: table(0), BCOMMIT: table(1)},
                   table(4), result=2),
    # two games in one record; a tag twice; the tags reversed, an en dash
    "two-games": game(SIMP_DOUBLE_AGENT, C2, table(1), bits=[SECOND]) +
    game(TRAITOR, C1, table(0)),
    "list-twice": game(TRAITOR, C1, table(0), bits=[TWICE],
                       twice=bytes([WLIST]) + table(2)),
    "en-dash-reversed": game(DDA, C3, table(2), spelling=3, bits=[REVERSE]),
    "raw-variant": game(0, C1, table(0), raw_variant="traitor chess"),
    # broken: an Impromptu form with a commitment, a commitment changed,
    # a nonce without its list, a GameId with a space, a short nonce
    "impromptu-commit": game(IMP_TRAITOR, {WCOMMIT: bytes([3])}, table(4)),
    "commit-changed": game(TRAITOR, dict(C1) | {
        WCOMMIT: bytes([2, 20, ord("0")])}, table(0)),
    "nonce-alone": game(MERCENARY, {BNONCE: table(0)}, table(6)),
    "gameid-space": game(TRAITOR, dict(C1) | {GAMEID: table(5)}, table(0)),
    "short-nonce": game(SIMP_TRAITOR, {WLIST: table(14), WNONCE: table(10),
                                       WCOMMIT: computed()}, table(4)),
}

os.makedirs("tests/fuzz/corpus/tags", exist_ok=True)
for name, data in SEEDS.items():
    with open("tests/fuzz/corpus/tags/" + name, "wb") as f:
        f.write(data)
