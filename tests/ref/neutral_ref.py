#!/usr/bin/env python3
"""neutral_ref.py: an independent reference move generator for Neutral
Subject Chess.

It was written from ../shared/spec/neutral-subject.md (and the shared
../shared/spec/notation.md) alone, without reading turncoat's C sources
or running its tools, so that its perft counts are an independent check
of the C move generator.  It is a developer's tool: Python 3, standard
library only; `make check` does not run it.

Usage:
  neutral_ref.py POSITION...          (the legal moves, sorted, one a line,
                                       in coordinate form <from><to>[qrbn],
                                       castling as the King's move e1g1;
                                       --san: the SAN of each instead)
  neutral_ref.py --perft N POSITION...
  neutral_ref.py --perft N -i FILE    (one position a line; text after
                                       ' ;' or '|' ends it; blank lines
                                       and lines starting with '#' skipped)
  neutral_ref.py --divide N POSITION  ("move: count" lines, sorted, then
                                       "Nodes searched: N")
  neutral_ref.py --play "1. Be2 a3 2. Nh3 a2" [POSITION]
                  (replays SAN, long-form or coordinate moves from
                  POSITION, default the start, and writes the position
                  reached; --recruits adds each move's recruits on stderr)
  neutral_ref.py --random N [--seed S] (N positions reached by random legal
                                       play from the start, canonical)
  neutral_ref.py --selftest [--deep]  (every figure of spec sections 3 and
                                       7 and hand-checked rules, perft 1-3
                                       from the start, the fast generator
                                       against the plain one; 3 seconds;
                                       --deep adds perft 4 and the plain
                                       perft 3, 25 seconds)

POSITION is spec section 3 (six fields and the key bar=SQUARE; an EPD's
four fields are also read, with clocks 0 1).  A neutral piece is an
upper-case letter followed by '*'.

Compare with the C generator: diff this --divide output with its divide
output for the same position (sorted lines "move: count").

Perft counts leaf nodes; it never stops a game by the draw rules (50/75
moves, repetition): a node has no children only when its player has no
legal move.  Each promotion choice is a move of its own.

Readings of points the spec leaves open (marked READING in the code):
 R1 Castling rights kept by the play: a flag goes when a move starts or
    ends on its King's or its Rook's home square, whoever makes the move
    and whoever owns the piece (a neutral Rook moved by either player, a
    capture on the corner), and when, after rule 5, the corner holds a
    Rook of the opponent.  A neutral Rook on its corner keeps the flag;
    castling then waits until the castler owns it (rule 7).  (With the
    squares between empty, a neutral corner Rook would attack the King
    and be recruited, so in a legal position that test never decides.)
 R2 Reading the castling field: each of K Q k q at most once, in any
    order (written back as KQkq); a flag needs its King on e1/e8 and on
    its corner a Rook that is the castler's or neutral, else the position
    is an error (a writer would have dropped it).
 R3 Castling's attack test (no check, no crossed or landing square
    attacked by an enemy piece) is made in the position before the move,
    as in FIDE; the rule 6 test after rule 5 is then made as for any
    move (it never fails for a castling that passed the first test).
 R4 The bar after a move: bar=<to> when the moved piece was neutral and
    is still neutral after rule 5 (not made the mover's by 5.1 or 5.2);
    after any other move (own piece, castling, a neutral piece that was
    recruited) there is no bar.  The bar is written only when set.
 R5 Rule 6 after rule 5: recruitment only hands pieces to the mover and
    moves nothing, so the enemy attacks on the mover's King are the same
    before and after it; the fast generator tests legality without
    applying rule 5 (the plain one applies it; --selftest compares them).
 R6 Position reading: exactly one King of each colour; ep must be '-';
    halfmove >= 0 and fullmove >= 1; after the fields only key=value
    extensions, of which only bar is known (an unknown or repeated key is
    an error); an EPD line is one whose fifth field is not a clock.  The
    side to move may be in check, by any number of pieces.  The spec's
    semantic checks are all applied, "attacks" as in rule 5.
 R7 SAN (spec 4.1): the piece letter is the type's whoever owns it;
    disambiguation (file, else rank, else square) is computed over the
    other legal moves to the same square of pieces of the same type that
    the mover may move (his own and the non-barred neutral ones); a pawn
    capture (own pawns only) names its file.  '+'/'#' after rule 5.
 R8 The list of recruits of a move (--recruits, spec 4.4) names the
    pieces rule 5.2 recruited; a pawn made the mover's by 5.1 is not
    listed (the spec's 2.d7+ example says it "becomes White's" and
    "recruits" the others).
 R9 The halfmove clock is reset by a capture and by every pawn move
    (own or neutral), not by castling or recruitment; the fullmove number
    grows after Black's move.
"""

import re
import sys

FILES = 'abcdefgh'
WHITE, BLACK, NEUTRAL = 0, 1, 2
PAWN, KNIGHT, BISHOP, ROOK, QUEEN, KING = 1, 2, 3, 4, 5, 6
LETTERS = '.PNBRQK'
# a piece is owner * 8 + type: 1-6 White's, 9-14 Black's, 17-21 neutral
NP, NN, NB, NR, NQ = 17, 18, 19, 20, 21

START = ('R*N*B*qkB*N*R*/8/8/P*P*P*P*P*P*P*P*/P*P*P*P*P*P*P*P*/8/8/'
         'R*N*B*QKB*N*R* w KQkq - 0 1')


def sqname(s):
    return FILES[s & 7] + str((s >> 3) + 1)


SQ_RE = re.compile(r'^[a-h][1-8]$')


def parse_sq(t):
    if not SQ_RE.match(t):
        raise ValueError('bad square %r' % t)
    return FILES.index(t[0]) + 8 * (int(t[1]) - 1)


# ---------------------------------------------------------------- geometry
DIRS = ((1, 0), (-1, 0), (0, 1), (0, -1), (1, 1), (1, -1), (-1, 1), (-1, -1))
ORTH, DIAG, ALL = (0, 1, 2, 3), (4, 5, 6, 7), tuple(range(8))
SLIDE_DIRS = {BISHOP: DIAG, ROOK: ORTH, QUEEN: ALL}


def _step(s, df, dr):
    f, r = (s & 7) + df, (s >> 3) + dr
    return f + 8 * r if 0 <= f < 8 and 0 <= r < 8 else -1


RAYS = [[[] for _ in range(8)] for _ in range(64)]
KN = [[] for _ in range(64)]
KG = [[] for _ in range(64)]
PATT = [[[] for _ in range(64)] for _ in range(2)]   # squares a pawn attacks
PUSH = [[-1] * 64 for _ in range(2)]                # a pawn's one step
for _s in range(64):
    for _i, (_df, _dr) in enumerate(DIRS):
        _x = _step(_s, _df, _dr)
        if _x >= 0:
            KG[_s].append(_x)
        while _x >= 0:
            RAYS[_s][_i].append(_x)
            _x = _step(_x, _df, _dr)
    for _df, _dr in ((1, 2), (2, 1), (2, -1), (1, -2), (-1, -2), (-2, -1),
                     (-2, 1), (-1, 2)):
        _x = _step(_s, _df, _dr)
        if _x >= 0:
            KN[_s].append(_x)
    for _c, _dr in ((WHITE, 1), (BLACK, -1)):
        PUSH[_c][_s] = _step(_s, 0, _dr)
        PATT[_c][_s] = [x for x in (_step(_s, -1, _dr), _step(_s, 1, _dr))
                        if x >= 0]
RAYS = [[tuple(r) for r in rs] for rs in RAYS]

# castling flags
CK, CQ, Ck, Cq = 1, 2, 4, 8
CMASK = [15] * 64               # flags kept by a move from or to a square
for _sq, _drop in ((4, CK | CQ), (7, CK), (0, CQ), (60, Ck | Cq), (63, Ck),
                   (56, Cq)):
    CMASK[_sq] = 15 & ~_drop
# flag: (its King's square, its Rook's corner, King's colour)
CASTLE_INFO = ((CK, 4, 7, WHITE), (CQ, 4, 0, WHITE), (Ck, 60, 63, BLACK),
               (Cq, 60, 56, BLACK))


def attacked(b, sq, by):
    """Is square sq attacked by a piece owned by `by` (0 or 1)?"""
    base = by << 3
    pawn = base | PAWN
    for x in PATT[1 - by][sq]:
        if b[x] == pawn:
            return True
    kn = base | KNIGHT
    for x in KN[sq]:
        if b[x] == kn:
            return True
    kg = base | KING
    for x in KG[sq]:
        if b[x] == kg:
            return True
    q, r, bi = base | QUEEN, base | ROOK, base | BISHOP
    rays = RAYS[sq]
    for dirs, sliders in ((ORTH, (r, q)), (DIAG, (bi, q))):
        for d in dirs:
            for x in rays[d]:
                p = b[x]
                if p:
                    if p in sliders:
                        return True
                    break
    return False


# ------------------------------------------------------------------- rule 5
def neutral_hits(b, s):
    """Does the neutral piece on s attack a recruited piece, taken to be of
    the colour opposite to it (rule 5.2)?"""
    t = b[s] & 7
    if t == PAWN:
        for x in PATT[WHITE][s]:        # as White: Black's pieces
            if 9 <= b[x] <= 14:
                return True
        for x in PATT[BLACK][s]:        # as Black: White's pieces
            if 1 <= b[x] <= 6:
                return True
        return False
    if t == KNIGHT:
        for x in KN[s]:
            if 0 < b[x] < 16:
                return True
        return False
    rays = RAYS[s]
    for d in SLIDE_DIRS[t]:
        for x in rays[d]:
            p = b[x]
            if p:
                if p < 16:
                    return True
                break
    return False


def recruit(b, c):
    """Rule 5.2 on board b after a move by c: every neutral piece that
    attacks a recruited piece becomes c's, until nothing changes.  Returns
    the recruited squares."""
    me = c << 3
    hits = [s for s in range(64) if b[s] >= 16 and neutral_hits(b, s)]
    for s in hits:
        b[s] = me | (b[s] & 7)
    done = list(hits)
    queue = list(hits)
    # afterwards only c's new pieces can be targets: the neutral pieces
    # that attack one of them as c's opponent
    pfrom = PATT[c]
    while queue:
        s = queue.pop()
        new = []
        for x in pfrom[s]:
            if b[x] == NP:
                new.append(x)
        for x in KN[s]:
            if b[x] == NN:
                new.append(x)
        rays = RAYS[s]
        for dirs, sliders in ((ORTH, (NR, NQ)), (DIAG, (NB, NQ))):
            for d in dirs:
                for x in rays[d]:
                    p = b[x]
                    if p:
                        if p in sliders:
                            new.append(x)
                        break
        for x in new:
            if b[x] >= 16:
                b[x] = me | (b[x] & 7)
                done.append(x)
                queue.append(x)
    return done


def recruit_plain(b, c):
    """Rule 5.2 the plain way (for --selftest): scan every neutral piece,
    recruit those that hit, again until a scan recruits nothing."""
    done = []
    while True:
        hits = [s for s in range(64) if b[s] >= 16 and neutral_hits(b, s)]
        if not hits:
            return done
        for s in hits:
            b[s] = (c << 3) | (b[s] & 7)
        done += hits


# ------------------------------------------------------------------- state
class State:
    __slots__ = ('board', 'stm', 'castle', 'bar', 'half', 'full')

    def copy(self):
        st = State()
        st.board = self.board[:]
        st.stm, st.castle, st.bar = self.stm, self.castle, self.bar
        st.half, st.full = self.half, self.full
        return st


def mv_from(m):
    return m & 63


def mv_to(m):
    return (m >> 6) & 63


def mv_promo(m):
    return m >> 12


def is_castling(b, m):
    f = m & 63
    return b[f] & 7 == KING and abs(((m >> 6) & 63) - f) == 2


def pseudo_moves(st):
    """Moves of c's pieces (FIDE, captures of enemy or neutral pieces) and
    non-capturing moves of the non-barred neutral pieces as c's (rule 2),
    castling with all of rule 7's conditions."""
    b = st.board
    c = st.stm
    bar = st.bar
    out = []
    ap = out.append
    push = PUSH[c]
    last = 7 if c == WHITE else 0
    for s in range(64):
        p = b[s]
        if not p:
            continue
        o = p >> 3
        if o == c:
            own = True
        elif o == NEUTRAL and s != bar:
            own = False
        else:
            continue
        t = p & 7
        if t == PAWN:
            x = push[s]
            if x >= 0 and not b[x]:
                if own and x >> 3 == last:
                    for pr in (QUEEN, ROOK, BISHOP, KNIGHT):
                        ap(s | x << 6 | pr << 12)
                else:
                    # a neutral pawn never reaches the last rank: it is
                    # on ranks 3-6 (spec 3) and becomes the mover's on
                    # his seventh rank (rule 5.1)
                    ap(s | x << 6)
            if own:
                for x in PATT[c][s]:
                    q = b[x]
                    if q and q >> 3 != c:
                        if x >> 3 == last:
                            for pr in (QUEEN, ROOK, BISHOP, KNIGHT):
                                ap(s | x << 6 | pr << 12)
                        else:
                            ap(s | x << 6)
        elif t == KNIGHT or t == KING:
            for x in (KN[s] if t == KNIGHT else KG[s]):
                q = b[x]
                if not q or (own and q >> 3 != c):
                    ap(s | x << 6)
        else:
            rays = RAYS[s]
            for d in SLIDE_DIRS[t]:
                for x in rays[d]:
                    q = b[x]
                    if not q:
                        ap(s | x << 6)
                    else:
                        if own and q >> 3 != c:
                            ap(s | x << 6)
                        break
    # rule 7: castling
    cr = st.castle
    if cr:
        e = 1 - c
        king = (c << 3) | KING
        rook = (c << 3) | ROOK
        for flag, ksq, rsq, col in CASTLE_INFO:
            if col != c or not cr & flag or b[ksq] != king:
                continue
            if b[rsq] != rook:          # the rook must be the castler's
                continue
            lo, hi = min(ksq, rsq), max(ksq, rsq)
            if any(b[x] for x in range(lo + 1, hi)):
                continue
            to = ksq + 2 if rsq > ksq else ksq - 2
            # READING R3: attacks by enemy pieces, before the move
            if any(attacked(b, x, e) for x in range(min(ksq, to),
                                                    max(ksq, to) + 1)):
                continue
            ap(ksq | to << 6)
    return out


def play(st, m, info=None, rec5=recruit):
    """The position after move m (rules 5.1 and 5.2 applied).  If info is
    a list, the squares recruited by rule 5.2 are appended to it."""
    b = st.board[:]
    c = st.stm
    f = m & 63
    to = (m >> 6) & 63
    promo = m >> 12
    p = b[f]
    cap = b[to]
    t = p & 7
    b[f] = 0
    b[to] = ((c << 3) | promo) if promo else p
    if t == KING and abs(to - f) == 2:
        if to > f:
            b[f + 1], b[f + 3] = b[f + 3], 0
        else:
            b[f - 1], b[f - 4] = b[f - 4], 0
    # rule 5.1: a neutral pawn moved onto the mover's seventh rank (not
    # listed among the recruits: READING R8)
    if p == NP and to >> 3 == (6 if c == WHITE else 1):
        b[to] = (c << 3) | PAWN
    rec = rec5(b, c)
    if info is not None:
        info.extend(rec)
    n = State()
    n.board = b
    n.stm = 1 - c
    # READING R4: the bar
    n.bar = to if b[to] >= 16 else -1
    # READING R1: castling flags
    cr = st.castle & CMASK[f] & CMASK[to]
    if t == KING and abs(to - f) == 2:
        cr &= CMASK[f + 3] if to > f else CMASK[f - 4]
    if cr:
        if cr & CK and b[7] == 8 | ROOK:
            cr &= ~CK
        if cr & CQ and b[0] == 8 | ROOK:
            cr &= ~CQ
        if cr & Ck and b[63] == ROOK:
            cr &= ~Ck
        if cr & Cq and b[56] == ROOK:
            cr &= ~Cq
    n.castle = cr
    # READING R9: clocks
    n.half = 0 if cap or t == PAWN else st.half + 1
    n.full = st.full + (1 if c == BLACK else 0)
    return n


def king_sq(b, c):
    return b.index((c << 3) | KING)


def in_check(st):
    b = st.board
    return attacked(b, king_sq(b, st.stm), 1 - st.stm)


def legal_moves(st):
    """The legal moves, fast: pins and checks instead of making each
    move."""
    # READING R5: legality does not need rule 5
    b = st.board
    c = st.stm
    e = 1 - c
    ms = pseudo_moves(st)
    king = (c << 3) | KING
    ksq = b.index(king)
    out = []
    ap = out.append
    if attacked(b, ksq, e):
        for m in ms:
            f = m & 63
            to = (m >> 6) & 63
            save = b[to]
            b[to] = b[f]
            b[f] = 0
            ok = not attacked(b, to if f == ksq else ksq, e)
            b[f] = b[to]
            b[to] = save
            if ok:
                ap(m)
        return out
    # pins: a piece the mover may move (own or neutral) alone between his
    # King and an enemy slider
    pins = {}
    eb = e << 3
    er, eq, ebi = eb | ROOK, eb | QUEEN, eb | BISHOP
    krays = RAYS[ksq]
    for d in ALL:
        ray = krays[d]
        first = -1
        for i, x in enumerate(ray):
            p = b[x]
            if p:
                if first < 0:
                    if p >> 3 == e:
                        break
                    first = x
                else:
                    if p == eq or p == (er if d < 4 else ebi):
                        pins[first] = ray[:i + 1]
                    break
    for m in ms:
        f = m & 63
        if f == ksq:
            to = (m >> 6) & 63
            if abs(to - f) == 2:        # castling: tested in pseudo_moves
                ap(m)
                continue
            b[ksq] = 0
            ok = not attacked(b, to, e)
            b[ksq] = king
            if ok:
                ap(m)
        elif f in pins:
            if (m >> 6) & 63 in pins[f]:
                ap(m)
        else:
            ap(m)
    return out


def plain_legal_moves(st):
    """The legal moves, plainly: make each move with rule 5 and test the
    mover's King (rule 6)."""
    c = st.stm
    out = []
    for m in pseudo_moves(st):
        n = play(st, m, rec5=recruit_plain)
        if not attacked(n.board, king_sq(n.board, c), 1 - c):
            out.append(m)
    return out


def perft(st, depth):
    if depth <= 0:
        return 1
    ms = legal_moves(st)
    if depth == 1:
        return len(ms)
    total = 0
    for m in ms:
        total += perft(play(st, m), depth - 1)
    return total


def perft_plain(st, depth):
    if depth <= 0:
        return 1
    return sum(perft_plain(play(st, m, rec5=recruit_plain), depth - 1)
               for m in plain_legal_moves(st))


def coord(m):
    s = sqname(m & 63) + sqname((m >> 6) & 63)
    if m >> 12:
        s += LETTERS[m >> 12].lower()
    return s


def divide(st, depth):
    return {coord(m): perft(play(st, m), depth - 1)
            for m in legal_moves(st)}


def move_names(st):
    return sorted(coord(m) for m in legal_moves(st))


# --------------------------------------------------------------------- SAN
def san(st, m, legal=None):
    """The SAN of move m."""
    # READING R7
    if legal is None:
        legal = legal_moves(st)
    b = st.board
    f, to, pr = m & 63, (m >> 6) & 63, m >> 12
    t = b[f] & 7
    if is_castling(b, m):
        s = 'O-O' if to > f else 'O-O-O'
    elif t == PAWN:
        s = (FILES[f & 7] + 'x' if b[to] else '') + sqname(to)
        if pr:
            s += '=' + LETTERS[pr]
    else:
        others = [x & 63 for x in legal
                  if x != m and (x >> 6) & 63 == to and b[x & 63] & 7 == t
                  and not is_castling(b, x)]
        dis = ''
        if others:
            if all(o & 7 != f & 7 for o in others):
                dis = FILES[f & 7]
            elif all(o >> 3 != f >> 3 for o in others):
                dis = str((f >> 3) + 1)
            else:
                dis = sqname(f)
        s = LETTERS[t] + dis + ('x' if b[to] else '') + sqname(to)
    n = play(st, m)
    if in_check(n):
        s += '#' if not legal_moves(n) else '+'
    return s


def san_names(st):
    ms = legal_moves(st)
    return sorted(san(st, m, ms) for m in ms)


LONG_RE = re.compile(r'^([KQRBNP]?)([a-h][1-8])[-x:]?([a-h][1-8])'
                     r'(?:=?\(?/?([QRBNqrbn])\)?)?$')


def find_move(st, text):
    """A move given in SAN, long form (b1-c3, d1xa4, Ng1-f3) or coordinate
    form, resolved against the legal moves."""
    t = re.sub(r'[+#!?]+$', '', text.strip())
    t = t.replace('0-0-0', 'O-O-O').replace('0-0', 'O-O')
    ms = legal_moves(st)
    m = LONG_RE.match(t)
    if m:
        f, to = parse_sq(m.group(2)), parse_sq(m.group(3))
        pr = m.group(4)
        pr = LETTERS.index(pr.upper()) if pr else 0
        hit = [x for x in ms if x & 63 == f and (x >> 6) & 63 == to
               and x >> 12 == pr]
        if len(hit) == 1:
            return hit[0]
    hit = [x for x in ms if re.sub(r'[+#]+$', '', san(st, x, ms)) == t]
    if len(hit) == 1:
        return hit[0]
    raise ValueError('no legal move %r in %s' % (text, format_fen(st)))


def play_text(st, text, log=None):
    for tok in text.split():
        if re.match(r'^\d+\.+$', tok) or tok in ('1-0', '0-1', '1/2-1/2',
                                                  '*'):
            continue
        tok = re.sub(r'^\d+\.+', '', tok)
        m = find_move(st, tok)
        info = []
        n = play(st, m, info)
        if log is not None:
            log.append((san(st, m), info, recruits_comment(n, info)))
        st = n
    return st


def recruits_comment(st, info):
    """Spec 4.4: recruited pieces by type and square, in square order.
    READING R8: the recruits of rule 5.2 only."""
    return ' '.join(LETTERS[st.board[s] & 7] + sqname(s)
                    for s in sorted(info))


# --------------------------------------------------------------- notation
def parse_board(text):
    rows = text.split('/')
    if len(rows) != 8:
        raise ValueError('board: %d ranks, not 8' % len(rows))
    b = [0] * 64
    for ri, row in enumerate(rows):
        r = 7 - ri
        f = 0
        i = 0
        prev_digit = False
        while i < len(row):
            ch = row[i]
            if ch in '12345678':
                if prev_digit:
                    raise ValueError('board: adjacent digits in %r' % row)
                f += int(ch)
                prev_digit = True
                i += 1
                continue
            prev_digit = False
            if ch.upper() not in 'KQRBNP':
                raise ValueError('board: bad character %r' % ch)
            mark = row[i + 1] if i + 1 < len(row) else ''
            if mark and mark in '>^&%':
                raise ValueError('board: mark %r is not used in Neutral '
                                 'Subject' % mark)
            if f >= 8:
                raise ValueError('board: rank %r too long' % row)
            t = 'PNBRQK'.index(ch.upper()) + 1
            if mark == '*':
                if ch.islower():
                    raise ValueError('board: %s* (a neutral piece is '
                                     'upper-case)' % ch)
                if t == KING:
                    raise ValueError('board: K* (kings are never neutral)')
                b[r * 8 + f] = (NEUTRAL << 3) | t
                i += 2
                if i < len(row) and row[i] in '*>^&%':
                    raise ValueError('board: two marks in %r' % row)
            else:
                b[r * 8 + f] = ((BLACK if ch.islower() else WHITE) << 3) | t
                i += 1
            f += 1
        if f != 8:
            raise ValueError('board: rank %r is not 8 squares' % row)
    return b


def _reads(fen):
    try:
        parse_fen(fen)
        return True
    except ValueError:
        return False


def neutral_attacks_recruited(b):
    return [s for s in range(64) if b[s] >= 16 and neutral_hits(b, s)]


def parse_fen(text):
    tok = text.split()
    if len(tok) < 4:
        raise ValueError('position: fewer than 4 fields: %r' % text)
    st = State()
    st.board = b = parse_board(tok[0])
    if tok[1] not in ('w', 'b'):
        raise ValueError('side to move %r' % tok[1])
    st.stm = WHITE if tok[1] == 'w' else BLACK
    # READING R2: the castling field
    cr = 0
    if tok[2] != '-':
        for ch in tok[2]:
            if ch not in 'KQkq':
                raise ValueError('castling: bad flag %r' % ch)
            bit = {'K': CK, 'Q': CQ, 'k': Ck, 'q': Cq}[ch]
            if cr & bit:
                raise ValueError('castling: flag %r twice' % ch)
            cr |= bit
    for flag, ksq, rsq, col in CASTLE_INFO:
        if cr & flag:
            if b[ksq] != (col << 3) | KING:
                raise ValueError('castling: no King on %s' % sqname(ksq))
            if b[rsq] not in ((col << 3) | ROOK, NR):
                raise ValueError('castling: no Rook of the castler or '
                                 'neutral Rook on %s' % sqname(rsq))
    st.castle = cr
    if tok[3] != '-':
        raise ValueError('en passant field must be -')
    # READING R6: six fields, or an EPD's four
    rest = tok[4:]
    if rest and re.match(r'^\d+$', rest[0]):
        if len(rest) < 2 or not re.match(r'^\d+$', rest[1]):
            raise ValueError('position: a halfmove clock but no fullmove')
        st.half, st.full = int(rest[0]), int(rest[1])
        if st.full < 1:
            raise ValueError('fullmove number must be at least 1')
        rest = rest[2:]
    else:
        st.half, st.full = 0, 1
    st.bar = -1
    keys = set()
    for x in rest:
        m = re.match(r'^([^=\s]+)=([!#-\[\]-~]+)$', x)
        if not m:
            raise ValueError('bad extension %r' % x)
        k, v = m.groups()
        if k in keys:
            raise ValueError('key %r twice' % k)
        keys.add(k)
        if k != 'bar':
            raise ValueError('unknown key %r' % k)
        st.bar = parse_sq(v)          # checked below: a neutral piece
    # semantic checks (spec 3)
    for col in (WHITE, BLACK):
        n = b.count((col << 3) | KING)
        if n != 1:
            raise ValueError('%s has %d kings' % ('wb'[col], n))
    for s in range(64):
        p = b[s]
        if p & 7 == PAWN:
            if s >> 3 in (0, 7):
                raise ValueError('pawn on %s (rank 1 or 8)' % sqname(s))
            if p == NP and s >> 3 in (1, 6):
                raise ValueError('neutral pawn on %s (rank 2 or 7)'
                                 % sqname(s))
    bad = neutral_attacks_recruited(b)
    if bad:
        raise ValueError('neutral piece on %s attacks a recruited piece'
                         % sqname(bad[0]))
    if st.bar >= 0 and b[st.bar] < 16:
        raise ValueError('bar=%s is not a neutral piece' % sqname(st.bar))
    if attacked(b, king_sq(b, 1 - st.stm), st.stm):
        raise ValueError('the side not to move is in check')
    return st


def format_fen(st):
    b = st.board
    rows = []
    for r in range(7, -1, -1):
        row = ''
        n = 0
        for f in range(8):
            p = b[r * 8 + f]
            if not p:
                n += 1
                continue
            if n:
                row += str(n)
                n = 0
            ch = LETTERS[p & 7]
            o = p >> 3
            row += ch.lower() if o == BLACK else ch + ('*' if o == NEUTRAL
                                                       else '')
        if n:
            row += str(n)
        rows.append(row)
    cr = ''.join(ch for ch, bit in (('K', CK), ('Q', CQ), ('k', Ck),
                                    ('q', Cq)) if st.castle & bit) or '-'
    s = '%s %s %s - %d %d' % ('/'.join(rows), 'wb'[st.stm], cr, st.half,
                              st.full)
    if st.bar >= 0:
        s += ' bar=' + sqname(st.bar)
    return s


def cut_position(line):
    """Text after ' ;' or '|' ends a position."""
    return re.split(r'\s;|\|', line)[0].strip()


# ------------------------------------------------------------------ random
def random_positions(count, seed):
    """Positions reached by random legal play from the start: game lengths
    of 0-80 plies, leaning toward promotions, castling and captures so
    that those show up; a game may stop where a castling or a promotion
    is available, or end on a neutral move that leaves a bar.  No
    position is printed twice (unless count is beyond what 50 tries per
    position find)."""
    import random
    rnd = random.Random(seed)
    out = []
    seen = set()
    start = parse_fen(START)
    tries = 0
    while len(out) < count:
        tries += 1
        st = start
        kind = rnd.random()
        plies = (rnd.randint(0, 12) if kind < 0.3 else
                 rnd.randint(0, 40) if kind < 0.7 else rnd.randint(20, 80))
        capw = rnd.choice((0.1, 0.3, 0.6))
        for _ in range(plies):
            ms = legal_moves(st)
            if not ms:
                break
            b = st.board
            promos = [m for m in ms if m >> 12]
            castles = [m for m in ms if is_castling(b, m)]
            if (castles and rnd.random() < 0.3
                    or promos and rnd.random() < 0.2):
                break
            r = rnd.random()
            if promos and r < 0.9:
                m = rnd.choice(promos)
            elif castles and r < 0.7:
                m = rnd.choice(castles)
            else:
                caps = [m for m in ms if b[(m >> 6) & 63]]
                own_pawn = [m for m in ms if b[m & 63] == (st.stm << 3) | PAWN]
                r = rnd.random()
                if caps and r < capw:
                    m = rnd.choice(caps)
                elif own_pawn and r < capw + 0.15:
                    m = rnd.choice(own_pawn)
                else:
                    m = rnd.choice(ms)
            st = play(st, m)
        if rnd.random() < 0.3:
            # end on a neutral move that stays neutral: a bar
            ms = [m for m in legal_moves(st) if st.board[m & 63] >= 16]
            rnd.shuffle(ms)
            for m in ms[:8]:
                n = play(st, m)
                if n.bar >= 0:
                    st = n
                    break
        fen = format_fen(st)
        if fen in seen and tries < 50 * count:
            continue
        seen.add(fen)
        out.append(fen)
    return out


# ---------------------------------------------------------------- selftest
def selftest(deep=False):
    import time
    ok = [True]

    def check(what, got, want):
        if got == want:
            print('ok   %s' % what)
        else:
            ok[0] = False
            print('FAIL %s: got %r, want %r' % (what, got, want))

    start = parse_fen(START)
    check('3 the start position reads and writes back', format_fen(start),
          START)

    # 7.3 perft
    for d, want in ((1, 58), (2, 2969), (3, 151387)) + (
            ((4, 7309312),) if deep else ()):
        t0 = time.time()
        n = perft(start, d)
        check('7.3 perft %d from the start = %d (%.1fs)'
              % (d, want, time.time() - t0), n, want)
    # 7.3 depth 1 by hand
    ms = legal_moves(start)
    b = start.board
    kinds = {}
    for m in ms:
        k = LETTERS[b[m & 63] & 7] + ('*' if b[m & 63] >= 16 else '')
        kinds[k] = kinds.get(k, 0) + 1
    check('7.3 depth 1 by kind', kinds,
          {'Q': 10, 'K': 4, 'N*': 12, 'B*': 16, 'R*': 8, 'P*': 8})
    names = san_names(start)
    check('7.3 Qxa4 Qxc1 Qxd4 Qxg4 Kxf1 among them',
          all(x in names for x in 'Qxa4 Qxc1 Qxd4 Qxg4 Kxf1'.split()), True)

    # the fast generator against the plain one
    check('R5 fast = plain legal moves at the start',
          sorted(legal_moves(start)), sorted(plain_legal_moves(start)))
    check('R5 plain perft 1-%d from the start' % (3 if deep else 2),
          [perft_plain(start, d) for d in range(1, 4 if deep else 3)],
          [58, 2969, 151387][:3 if deep else 2])
    rand = random_positions(40, 7)
    bad = [p for p in rand
           if sorted(legal_moves(parse_fen(p)))
           != sorted(plain_legal_moves(parse_fen(p)))]
    check('R5 fast = plain legal moves, 40 random positions', bad, [])
    bad = [p for p in rand[:20]
           if perft(parse_fen(p), 2) != perft_plain(parse_fen(p), 2)]
    check('R5 fast = plain perft 2, 20 random positions', bad, [])
    bad = []
    for p in rand:
        st = parse_fen(p)
        for m in legal_moves(st):
            x, y = [], []
            n1, n2 = play(st, m, x), play(st, m, y, recruit_plain)
            if (format_fen(n1) != format_fen(n2) or sorted(x) != sorted(y)
                    or neutral_attacks_recruited(n1.board)):
                bad.append((p, coord(m)))
    check('5.2 worklist recruitment = plain fixed point, and no neutral '
          'piece left attacking a recruited one, all moves of 40 random '
          'positions', bad, [])
    check('--random positions read and write back',
          [p for p in rand if format_fen(parse_fen(p)) != p], [])
    check('--random is deterministic', random_positions(5, 3),
          random_positions(5, 3))

    # 3 examples
    a6 = play_text(start, 'a6')
    check('3 after 1.a6', format_fen(a6),
          'R*N*B*qkB*N*R*/8/P*7/1P*P*P*P*P*P*P*/P*P*P*P*P*P*P*P*/8/8/'
          'R*N*B*QKB*N*R* b KQkq - 0 1 bar=a6')
    check('3 after 1.Qd3', format_fen(play_text(start, 'Qd3')),
          'R*N*BqkB*N*R*/8/8/P*PP*PP*PP*P*/P*P*PP*PP*P*P*/3Q4/8/'
          'R*N*B*1KBN*R* b KQkq - 1 1')
    cast = play_text(start, '1. Be2 a3 2. Nh3 a2')
    check('3 after 1.Be2 a3 2.Nh3 a2', format_fen(cast),
          'R*N*BqkB*N*R/8/8/P*P*P*P*P*PP*P/1P*P*P*P*P*PP*/7N/p3B3/'
          'rN*B*QK2R w Kq - 0 3')
    check('3 the same by coordinates', format_fen(
        play_text(start, 'f1e2 a4a3 g1h3 a3a2')), format_fen(cast))
    check('4.2 the same by the long form', format_fen(
        play_text(start, 'f1-e2 a4-a3 Ng1-h3 a3-a2')), format_fen(cast))
    check('3 1.Qxg4 drops k', format_fen(play_text(start, 'Qxg4'))
          .split()[2], 'KQq')

    # 7.1 the page's opening examples
    table = [
        ('b1c3', 'Nc3 Pb4 Pd4 Pa5 Pc5 Pe5 Ra8 Bf8', 'KQk'),
        ('c1d2', 'Bd2 Nb1 Ra1', 'KQkq'),
        ('d1a4', 'Ra1 Pb5', 'KQkq'),
        ('d1b3', 'Pa4 Pc4 Pb5 Pd5 Ra1 Bf1', 'KQkq'),
        ('d1d2', 'Nb1 Bc1 Ra1', 'KQkq'),
        ('e1d2', 'Nb1 Bc1 Ra1', 'kq'),
        ('d1d3', 'Bf1 Pc4 Pe4 Pb5 Pd5 Pf5 Bc8', 'KQkq'),
        ('d1d4', 'Pc5 Pe5 Bf8', 'KQkq'),
        ('d1e2', 'Bf1 Ng1 Rh1', 'KQkq'),
        ('e1e2', 'Bf1 Ng1 Rh1', 'kq'),
        ('d1f3', 'Ng1 Rh1 Pe4 Pg4 Pd5 Pf5 Ph5 Bc8 Rh8', 'KQq'),
        ('d1g4', 'Pf5 Ph5 Bc8 Rh8', 'KQq'),
        ('f1e2', 'Be2 Ng1 Rh1', 'KQkq'),
        ('g1f3', 'Nf3 Pe4 Pg4 Pd5 Pf5 Ph5 Bc8 Rh8', 'KQq'),
    ]
    for mvt, want, cr in table:
        m = find_move(start, mvt)
        info = []
        n = play(start, m, info)
        got = sorted(LETTERS[n.board[s] & 7] + sqname(s) for s in info)
        white = all(n.board[s] >> 3 == WHITE for s in info)
        check('7.1 %s (%s) recruits %s, no check, castling %s'
              % (mvt, san(start, m), want, cr),
              (got, white, in_check(n), format_fen(n).split()[2]),
              (sorted(want.split()), True, False, cr))
    info = []
    n = play(start, find_move(start, 'Bd2'), info)
    check('4.4 1. Bd2 {recruits: Ra1 Nb1 Bd2}', recruits_comment(n, info),
          'Ra1 Nb1 Bd2')

    # 7.2 bar
    ms = legal_moves(a6)
    check('7.2 after 1.a6 Black has 55 moves, none from a6',
          (len(ms), [coord(m) for m in ms if m & 63 == parse_sq('a6')]),
          (55, []))
    h3 = play_text(a6, 'h3')
    ms = legal_moves(h3)
    check('7.2 after 1...h3 White has 53 moves, a6a7 among them, none '
          'from h3', (len(ms), 'a6a7' in map(coord, ms),
                      [coord(m) for m in ms if m & 63 == parse_sq('h3')]),
          (53, True, []))
    check('7.2 ... and bar=h3', format_fen(h3).split()[-1], 'bar=h3')
    # 7.2 neutral moves that check
    for mvt, rec, replies in (
            ('Nf6', 'Nf6', 'Qxf6 Ke7 Kf7 Kxf8'),
            ('Bd7', 'Bd7 Nb8 Ra8', 'Qxd7 Ke7 Kf7 Kxf8')):
        m = find_move(start, mvt)
        info = []
        n = play(start, m, info)
        got = sorted(LETTERS[n.board[s] & 7] + sqname(s) for s in info)
        check('7.2 1.%s+ recruits %s, replies %s' % (mvt, rec, replies),
              (san(start, m), got,
               sorted(re.sub('[+#]', '', x) for x in san_names(n))),
              (mvt + '+', sorted(rec.split()), sorted(replies.split())))
    # 7.2 seventh-rank rule
    log = []
    d7 = play_text(start, '1. d6 a3 2. d7', log)
    check('7.2 1.d6 a3 2.d7+ position', format_fen(d7),
          'RNBqkB*N*R*/3P4/8/P*P*P*1P*P*P*P*/1P*P*P*P*P*P*P*/P*7/8/'
          'R*N*B*QKB*N*R* b KQk - 0 2')
    check('7.2 2.d7+ is check, recruits Nb8 Bc8 Ra8 (R8)',
          (log[-1][0], sorted(LETTERS[d7.board[s] & 7] + sqname(s)
                              for s in log[-1][1])),
          ('d7+', sorted('Nb8 Bc8 Ra8'.split())))
    check('7.2 replies to 2.d7+',
          sorted(re.sub('[+#]', '', x) for x in san_names(d7)),
          sorted('Qxd7 Ke7 Kf7 Kxf8'.split()))
    # 7.2 castling
    ms = legal_moves(cast)
    check('7.2 3.O-O legal, White has 56 moves',
          ('O-O' in [san(cast, m, ms) for m in ms], len(ms)), (True, 56))
    oo = play_text(cast, 'O-O')
    check('7.2 3.O-O: King g1, Rook f1, flags go', (
        format_fen(oo).split()[0].split('/')[7], format_fen(oo).split()[2]),
        ('rN*B*Q1RK1', 'q'))

    # hand-checked rules
    p = parse_fen('4k3/8/8/8/8/8/8/1N*2KN*2 w - - 0 1')
    check('4.1 Nbd2 and Nfd2 (two neutral knights)',
          [x for x in san_names(p) if x[0] == 'N' and x.endswith('d2')],
          ['Nbd2', 'Nfd2'])
    p = parse_fen('4k3/8/8/8/8/8/8/1N*2KN*2 w - - 0 1 bar=f1')
    check('4.1 Nd2 when the other knight is barred',
          [x for x in san_names(p) if x[0] == 'N' and x.endswith('d2')],
          ['Nd2'])
    p = parse_fen('4k3/1P6/8/8/8/8/8/4K3 w - - 0 1')
    check('2.3 own pawn promotes, 4 choices',
          [x for x in move_names(p) if x.startswith('b7')],
          ['b7b8b', 'b7b8n', 'b7b8q', 'b7b8r'])
    p = parse_fen('4k3/8/8/8/8/8/8/R*N*2K2R w KQ - 0 1')
    check('7 a neutral Rook keeps its flag; O-O only',
          ([coord(m) for m in legal_moves(p) if is_castling(p.board, m)],
           format_fen(p).split()[2]), (['e1g1'], 'KQ'))
    check('7 a neutral Rook a1 with b1-d1 empty would attack e1: an error',
          _reads('4k3/8/8/8/8/8/8/R*3K2R w KQ - 0 1'), False)
    p = parse_fen('4k3/8/8/8/8/7B*/8/R3K2R w KQ - 0 1')
    check('7 a neutral attack on f1 is ignored: both castlings',
          sorted(coord(m) for m in legal_moves(p)
                 if is_castling(p.board, m)), ['e1c1', 'e1g1'])
    p = parse_fen('4k3/8/8/8/8/5b2/8/R3K2R w KQ - 0 1')
    check('7 Black\'s Bf3 hits d1: no O-O-O, O-O',
          sorted(coord(m) for m in legal_moves(p)
                 if is_castling(p.board, m)), ['e1g1'])
    p = parse_fen('4k3/8/b7/8/8/8/8/R3K2R w KQ - 0 1')
    check('7 Black\'s Ba6 hits f1: no O-O, O-O-O',
          sorted(coord(m) for m in legal_moves(p)
                 if is_castling(p.board, m)), ['e1c1'])
    p = parse_fen('4k3/8/8/8/1b6/8/8/R3K2R w KQ - 0 1')
    check('7 in check from Bb4: no castling',
          sorted(coord(m) for m in legal_moves(p)
                 if is_castling(p.board, m)), [])
    p = parse_fen('4k3/8/8/8/8/8/8/1r2K2R w K - 0 1')
    check('7 Black\'s Rb1 checks: no O-O; and a reader refuses Q with '
          'Black\'s rook on a1',
          ([coord(m) for m in legal_moves(p) if is_castling(p.board, m)],
           _reads('4k3/8/8/8/8/8/8/r3K2R b KQ - 0 1')), ([], False))
    p = parse_fen('4k3/8/8/8/8/8/8/R*N*2K3 b Q - 0 1')
    n = play_text(p, 'Ra2')
    check('R1 a neutral Rook moved by Black drops Q, bar=a2',
          format_fen(n).split()[2::4], ['-', 'bar=a2'])
    p = parse_fen('4k3/8/8/8/8/8/8/3rKN*2 w - - 0 1')
    check('2 in check, the King captures a neutral or an enemy piece',
          move_names(p), ['e1d1', 'e1e2', 'e1f2'])
    p = parse_fen('4k3/8/8/8/8/8/8/r1N*1K3 w - - 0 1')
    check('6 a neutral blocker may not leave the line to the King',
          [x for x in move_names(p) if x.startswith('c1')], [])
    p = parse_fen('4k3/8/8/8/8/8/8/r1N*1K3 b - - 0 1')
    check('6 ... but Black may move it',
          [x for x in move_names(p) if x.startswith('c1')],
          ['c1a2', 'c1b3', 'c1d3', 'c1e2'])
    p = parse_fen('4k3/8/8/8/4P*3/8/8/4K3 b - - 0 1')
    n = play_text(p, 'e3')
    check('2 a neutral pawn steps down for Black (bar=e3, clock 0)',
          format_fen(n), '4k3/8/8/8/8/4P*3/8/4K3 w - - 0 2 bar=e3')
    check('4 White may not move the barred e3', [x for x in move_names(n)
                                                 if x.startswith('e3')], [])
    n = play_text(n, 'Kd1')
    check('5.1 ...e2+: the pawn becomes Black\'s on rank 2, check',
          (format_fen(play_text(n, 'e2')), san(n, find_move(n, 'e2'))),
          ('4k3/8/8/8/8/8/4p3/3K4 w - - 0 3', 'e2+'))
    p = parse_fen('4k3/8/8/8/8/4N*3/8/4K3 b - - 0 1')
    n = play_text(p, 'Nf5')
    check('5.2 a neutral Nf5 that hits nothing stays neutral: bar=f5',
          format_fen(n).split()[-1], 'bar=f5')
    p = parse_fen('4k3/8/8/8/1N*2N*3/8/8/4K3 b - - 0 1')
    n = play_text(p, 'Nc2+')
    check('5.2 Black\'s neutral Nc2 attacks White\'s King (as Black): '
          'Black\'s, check', format_fen(n).split()[0],
          '4k3/8/8/8/4N*3/8/2n5/4K3')
    n = play_text(p, 'Nf6')
    check('5.2 Black\'s neutral Nf6 attacks Black\'s King (as White): '
          'Black\'s too', format_fen(n).split()[0],
          '4k3/8/5n2/8/1N*6/8/8/4K3')
    p = parse_fen('4k3/8/8/3P*4/6Q1/8/8/4K3 w - - 0 1')
    check('5.2 a neutral pawn attacks forward for the assumed colour: '
          'Qe4 recruits d5, Qe6 does not',
          [format_fen(play_text(p, x)).split()[0] for x in ('Qe4', 'Qe6')],
          ['4k3/8/8/3P4/4Q3/8/8/4K3', '4k3/8/4Q3/3P*4/8/8/8/4K3'])
    p = parse_fen('8/4k3/8/3P*4/8/8/8/4K3 b - - 0 1')
    check('5.2 ... Ke6 (a Black target on the pawn\'s white side) '
          'recruits it for Black', format_fen(play_text(p, 'Ke6'))
          .split()[0], '8/8/4k3/3p4/8/8/8/4K3')
    p = parse_fen('4k3/8/8/8/8/8/8/R*N*2K3 w - - 0 1')
    n = play_text(p, 'Kd2')
    check('5.2 a chain: Kd2 recruits Nb1 (hits d2), then Ra1 (hits b1)',
          format_fen(n).split()[0], '4k3/8/8/8/8/8/3K4/RN6')

    # position errors
    for fen, why in (
            ('4k3/8/8/8/8/8/8/3K*4 w - - 0 1', 'K*'),
            ('4k3/8/8/8/8/8/8/n*3K3 w - - 0 1', 'upper-case'),
            ('4k3/8/8/8/8/8/8/N>3K3 w - - 0 1', "mark '>'"),
            ('4k3/8/8/8/8/8/8/N^3K3 w - - 0 1', "mark '^'"),
            ('4k3/8/8/8/8/8/8/N&3K3 w - - 0 1', "mark '&'"),
            ('4k3/8/8/8/8/8/8/N%3K3 w - - 0 1', "mark '%'"),
            ('4k3/8/8/8/8/8/8/N**3K3 w - - 0 1', 'two marks'),
            ('4k3/8/8/8/8/8/8/P3K3 w - - 0 1', 'rank 1 or 8'),
            ('3pk3/8/8/8/8/8/8/4K3 w - - 0 1', 'rank 1 or 8'),
            ('4k3/P*7/8/8/8/8/8/4K3 w - - 0 1', 'rank 2 or 7'),
            ('4k3/8/8/8/8/8/P*7/4K3 w - - 0 1', 'rank 2 or 7'),
            ('4k3/P7/8/8/8/8/p7/4K3 w - - 0 1', None),
            ('4k3/8/8/8/8/3N*4/8/4K3 w - - 0 1', 'attacks a recruited'),
            ('4k3/8/8/8/8/8/3P*4/4K3 w - - 0 1', 'rank 2 or 7'),
            ('4k3/8/8/8/4K3/3P*4/8/8 w - - 0 1', None),
            ('4k3/8/8/8/3P*4/4K3/8/8 w - - 0 1', 'attacks a recruited'),
            ('4k3/8/8/8/8/8/8/4K3 w - - 0 1 bar=e2', 'not a neutral'),
            ('4k3/8/8/8/8/8/8/Q3K3 w - - 0 1 bar=a1', 'not a neutral'),
            ('4k3/8/8/8/8/8/8/B*3K3 w - - 0 1 bar=a1', None),
            ('4k3/8/8/8/8/8/8/4K2R w - e3 0 1', 'en passant'),
            ('4k3/8/8/8/8/8/8/4K2R w - - 0 1 foo=1', 'unknown key'),
            ('4k3/8/8/8/8/8/8/B*3K3 w - - 0 1 bar=a1 bar=a1', 'twice'),
            ('4k3/8/8/8/8/8/8/4K2r w K - 0 1', 'castling'),
            ('4k3/8/8/8/8/8/8/4K3 w K - 0 1', 'castling'),
            ('4k3/8/8/8/8/8/8/4K2R b K - 0 1', None),
            ('4k3/8/8/8/8/8/8/4K1N*R* b K - 0 1', None),
            ('R3k3/8/8/8/8/8/8/4K3 w - - 0 1', 'not to move is in check'),
            ('R3k3/8/8/8/8/8/8/4K3 b - - 0 1', None),
            ('4k3/8/8/8/8/8/8/8 w - - 0 1', '0 kings'),
            ('4k3/8/8/8/8/8/8/3KK3 w - - 0 1', '2 kings'),
            ('4k3/8/8/8/8/8/8/44 w - - 0 1', 'adjacent digits'),
            ('4k3/8/8/8/8/8/8/4K3 w - - 0 0', 'fullmove')):
        try:
            parse_fen(fen)
            got = None
        except ValueError as exc:
            got = str(exc)
        check('3 %s: %s' % ('reads' if why is None else 'refused (%s)' % why,
                            fen), got if why is None or got is None
              or why not in got else why, why)
    p = parse_fen('4k3/8/8/8/8/8/8/R3K2R w QK - 0 1')
    check('R2 flags in any order, written KQkq', format_fen(p).split()[2],
          'KQ')
    p = parse_fen(START.split(' - ')[0] + ' -')
    check('R6 EPD four fields: clocks 0 1', format_fen(p), START)
    p = parse_fen(cut_position('R*N*B*qkB*N*R*/8/P*7/1P*P*P*P*P*P*P*/'
                               'P*P*P*P*P*P*P*P*/8/8/R*N*B*QKB*N*R* b '
                               'KQkq - bar=a6 ;D1 55'))
    check('R6 EPD with bar and opcodes', perft(p, 1), 55)
    return ok[0]


# -------------------------------------------------------------------- main
def main(argv):
    import argparse
    ap = argparse.ArgumentParser(description=__doc__.split('\n')[0])
    ap.add_argument('--perft', type=int)
    ap.add_argument('--divide', type=int)
    ap.add_argument('--san', action='store_true')
    ap.add_argument('--play', metavar='MOVES')
    ap.add_argument('--recruits', action='store_true')
    ap.add_argument('-i', '--input')
    ap.add_argument('--selftest', action='store_true')
    ap.add_argument('--deep', action='store_true')
    ap.add_argument('--random', type=int, metavar='N')
    ap.add_argument('--seed', type=int, default=1)
    ap.add_argument('positions', nargs='*')
    a = ap.parse_args(argv)
    if a.selftest:
        ok = selftest(a.deep)
        print('selftest', 'passed' if ok else 'FAILED')
        return 0 if ok else 1
    if a.random:
        for pos in random_positions(a.random, a.seed):
            print(pos, flush=True)
        return 0
    if a.play is not None:
        st = parse_fen(cut_position(a.positions[0]) if a.positions
                       else START)
        log = []
        st2 = play_text(st, a.play, log)
        if a.recruits:
            for s, _, rec in log:
                print('%s {recruits: %s}' % (s, rec) if rec else s,
                      file=sys.stderr)
        print(format_fen(st2))
        return 0
    lines = [cut_position(p) for p in a.positions]
    if a.input:
        with open(a.input) as fh:
            for ln in fh:
                if not ln.strip() or ln.lstrip().startswith('#'):
                    continue
                pos = cut_position(ln)
                if pos:
                    lines.append(pos)
    for pos in lines:
        st = parse_fen(pos)
        if a.divide:
            res = divide(st, a.divide)
            for k in sorted(res):
                print('%s: %d' % (k, res[k]))
            print('\nNodes searched: %d\n' % sum(res.values()))
        elif a.perft is not None:
            print(perft(st, a.perft), flush=True)
        elif a.san:
            for n in san_names(st):
                print(n)
        else:
            for n in move_names(st):
                print(n)
    return 0


if __name__ == '__main__':
    try:
        sys.exit(main(sys.argv[1:]))
    except ValueError as exc:
        print('neutral_ref.py: %s' % exc, file=sys.stderr)
        sys.exit(2)
