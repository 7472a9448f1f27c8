#!/usr/bin/env python3
"""en_ref.py: an independent reference move generator for EN Chess.

It was written from ../shared/spec/en-chess.md alone, without reading
turncoat's C sources, so that its perft counts are an independent check
of `movegen -V en`.  It is a developer's tool: Python 3, standard library
only; `make check` does not run it.  The test data it produced is
tests/perft/en.epd.

Usage:
  en_ref.py POSITION...              (the legal moves, sorted, one a line)
  en_ref.py --perft N POSITION...
  en_ref.py --divide N POSITION...   ("move: count" lines, sorted, then
                                      "Nodes searched: N", as traitor_ref.py)
  en_ref.py --perft N -i FILE        (one position a line; ';' ends it)
  en_ref.py --epd 4 -i tests/ref/en-cases.txt > tests/perft/en.epd
                  (lines "POSITION | DEPTH | ID": writes the EPD lines,
                  ;D1 to ;DDEPTH (DEPTH at most --epd) then ;id "ID";
                  about 4 minutes on one core)
  en_ref.py --random N [--seed S]    (N positions reached by random legal
                                      play from the start and a few other
                                      positions, to hand to movegen)
  en_ref.py --selftest               (the figures of spec section 12)

POSITION is an EN-FEN (spec section 9): 10 rows, x9 first, x0 last.  A
move is written in the coordinate form of spec 10.3: e2e4, x0d2, a3f8
(Penetration: the captures follow from the position), d7d8 (stays a
Pawn), d7d8k, e8e8q (in place), e8x9n, e1g1 (castling), e1x0 (swap,
King's square first), 0000 (lost turn).

Compare with movegen, e.g.:
  diff <(en_ref.py --divide 2 "$P") <(movegen -V en --divide 2 "$P")

Readings of points the spec leaves open (marked READING in the code):
 R1 A position read from an EN-FEN never follows a lost turn: its side to
    move may lose its turn (8.1).  Only inside the search does a node
    "right after a lost turn" exist, and then a second lost turn is a
    double pass: the node has no moves (8.2, 8.5).  --random never
    prints a position reached by a lost turn.
 R2 Castling (6.1): "the King is not in check" is the castling King;
    other Kings of the side count only through 7.2 for the whole move.
    The crossing square is tested with only that King moved there.
 R3 A side with no King (after a King capture) has c = 0; a move is
    then legal iff c' = 0, so a promotion to a King on an attacked
    square is illegal.  With no legal move it is stalemated (8.1: no
    King in check).  Such positions are not EN-FEN (section 9), so they
    occur only inside the search; --random and the cases avoid them.
 R4 A waiting pawn never captures diagonally, so it attacks only x9 (a
    White one on d8/e8) or x0 (a Black one on d1/e1), and only for that
    capture; a pawn on its 7th rank attacks the 8th rank as usual.
 R5 Castling rights (6.2): a move removes the rights of every one of
    e1/h1/a1/e8/h8/a8 it starts on, ends on or captures on; a swap
    starts on the King's square and ends on the Auror's and vice versa;
    castling starts on e1 (e8).  A right is used only with a King of its
    colour on e1 (e8) and a Rook of its colour on the corner.
 R6 En passant is classic: a pawn beside the double-stepped pawn takes it
    landing on the e.p. square; 7.2 decides its legality like any move.
"""

import sys

X0, X9 = 64, 65
NSQ = 66
FILES = 'abcdefgh'
NORMAL, STUNTED, PENETRATION = 0, -1, 1


def sqname(s):
    if s == X0:
        return 'x0'
    if s == X9:
        return 'x9'
    return FILES[s & 7] + str((s >> 3) + 1)


def parse_sq(t):
    if t == 'x0':
        return X0
    if t == 'x9':
        return X9
    if len(t) != 2 or t[0] not in FILES or t[1] not in '12345678':
        raise ValueError('bad square %r' % t)
    return FILES.index(t[0]) + 8 * (int(t[1]) - 1)


def S(t):
    return parse_sq(t)


# ---------------------------------------------------------------- geometry
STEP = [[] for _ in range(NSQ)]     # one step, x links included (1.2, 1.5)
KNIGHT = [[] for _ in range(NSQ)]   # knight leaps, x links included
ORTH = [[] for _ in range(NSQ)]     # rook rays (lists of squares)
DIAG = [[] for _ in range(NSQ)]     # bishop rays, x squares included (1.2-1.3)


def _next_diag(s, df, dr):
    """The next square of a diagonal ray from board square s; a ray that
    reaches d1/e1 (d8/e8) heading off the board at the x square enters
    it (and ends there, 1.3)."""
    if s == S('d1') and (df, dr) == (1, -1):
        return X0
    if s == S('e1') and (df, dr) == (-1, -1):
        return X0
    if s == S('d8') and (df, dr) == (1, 1):
        return X9
    if s == S('e8') and (df, dr) == (-1, 1):
        return X9
    f, r = (s & 7) + df, (s >> 3) + dr
    if 0 <= f < 8 and 0 <= r < 8:
        return f + 8 * r
    return None


def _build():
    for s in range(64):
        f, r = s & 7, s >> 3
        for df, dr in ((1, 2), (2, 1), (2, -1), (1, -2), (-1, -2), (-2, -1),
                       (-2, 1), (-1, 2)):
            if 0 <= f + df < 8 and 0 <= r + dr < 8:
                KNIGHT[s].append(s + df + 8 * dr)
        for df in (-1, 0, 1):
            for dr in (-1, 0, 1):
                if (df or dr) and 0 <= f + df < 8 and 0 <= r + dr < 8:
                    STEP[s].append(s + df + 8 * dr)
        for df, dr in ((1, 0), (-1, 0), (0, 1), (0, -1)):
            ray = []
            ff, rr = f + df, r + dr
            while 0 <= ff < 8 and 0 <= rr < 8:
                ray.append(ff + 8 * rr)
                ff += df
                rr += dr
            if ray:
                ORTH[s].append(ray)
        for df, dr in ((1, 1), (1, -1), (-1, 1), (-1, -1)):
            ray = []
            t = _next_diag(s, df, dr)
            while t is not None:
                ray.append(t)
                if t >= 64:
                    break           # a ray entering an x square ends there
                t = _next_diag(t, df, dr)
            if ray:
                DIAG[s].append(ray)
    for x, steps, leaps in ((X0, ('d1', 'e1'), ('c1', 'd2', 'e2', 'f1')),
                            (X9, ('d8', 'e8'), ('c8', 'd7', 'e7', 'f8'))):
        for t in steps:
            STEP[x].append(S(t))
            STEP[S(t)].append(x)
        for t in leaps:
            KNIGHT[x].append(S(t))
            KNIGHT[S(t)].append(x)
    # rays leaving the x squares (1.2)
    DIAG[X0] = [[S(t) for t in ('d1', 'c2', 'b3', 'a4')],
                [S(t) for t in ('e1', 'f2', 'g3', 'h4')]]
    DIAG[X9] = [[S(t) for t in ('d8', 'c7', 'b6', 'a5')],
                [S(t) for t in ('e8', 'f7', 'g6', 'h5')]]


_build()


def _geometry_ok():
    """Every relation is symmetric: a ray from a to b read backwards is a
    ray from b to a; steps and leaps are mutual."""
    for s in range(NSQ):
        for t in STEP[s]:
            if s not in STEP[t]:
                return False
        for t in KNIGHT[s]:
            if s not in KNIGHT[t]:
                return False
        for rays in (ORTH, DIAG):
            for ray in rays[s]:
                for i, t in enumerate(ray):
                    back = list(reversed(ray[:i])) + [s]
                    if not any(r[:len(back)] == back for r in rays[t]):
                        return False
    return True


# ------------------------------------------------------------------ pieces
def colour(p):
    """0 White, 1 Black."""
    return 0 if p.isupper() else 1


def mode(b, s):
    """Auror influence on the slider on s (4.1)."""
    white = b[s].isupper()
    n = 0
    for t in STEP[s]:
        q = b[t]
        if q == 'A':
            n += 1 if white else -1
        elif q == 'a':
            n += -1 if white else 1
    return PENETRATION if n > 0 else STUNTED if n < 0 else NORMAL


def _ray_attacks(b, ray, kc, sl, qn):
    """Does an enemy slider (letter sl or queen qn) attack, along ray read
    outward from the attacked square, the square (held by side kc)?"""
    n = len(ray)
    i = 0
    while i < n and b[ray[i]] is None:
        i += 1
    if i == n:
        return False
    p = b[ray[i]]
    if p == sl or p == qn:
        return i == 0 or mode(b, ray[i]) != STUNTED
    if colour(p) != kc:
        return False          # a piece of the attacker's side blocks
    # p is the slider's enemy: a Penetration slider beyond it passes over it
    j = i + 1
    while j < n and b[ray[j]] is None:
        j += 1
    if j == n:
        return False
    p = b[ray[j]]
    return (p == sl or p == qn) and mode(b, ray[j]) == PENETRATION


def attacked(b, k, kc):
    """Could a piece of the side other than kc capture on k (7.1)?  Aurors
    never attack; modes count; a Penetration slider attacks through one
    piece of side kc."""
    if kc == 0:
        en, ek, ep, eq, er, eb = 'n', 'k', 'p', 'q', 'r', 'b'
    else:
        en, ek, ep, eq, er, eb = 'N', 'K', 'P', 'Q', 'R', 'B'
    for s in KNIGHT[k]:
        if b[s] == en:
            return True
    for s in STEP[k]:
        if b[s] == ek:
            return True
    # pawns (READING R4)
    if k == X0:
        if kc == 0 and (b[3] == 'p' or b[4] == 'p'):
            return True
    elif k == X9:
        if kc == 1 and (b[59] == 'P' or b[60] == 'P'):
            return True
    else:
        f, r = k & 7, k >> 3
        if kc == 0:
            # a Black pawn one rank up (rank 2-8: never a waiting one)
            if r <= 6:
                if f > 0 and b[k + 7] == 'p':
                    return True
                if f < 7 and b[k + 9] == 'p':
                    return True
        else:
            if r >= 1:
                if f > 0 and b[k - 9] == 'P':
                    return True
                if f < 7 and b[k - 7] == 'P':
                    return True
    for ray in ORTH[k]:
        if _ray_attacks(b, ray, kc, er, eq):
            return True
    for ray in DIAG[k]:
        if _ray_attacks(b, ray, kc, eb, eq):
            return True
    return False


def kings_in_check(b, side):
    """(number of Kings of side, number of them in check)."""
    K = 'K' if side == 0 else 'k'
    n = c = 0
    for s in range(NSQ):
        if b[s] == K:
            n += 1
            if attacked(b, s, side):
                c += 1
    return n, c


# ------------------------------------------------------------------ state
class Pos:
    __slots__ = ('b', 'side', 'castle', 'ep', 'half', 'full', 'after_null')

    def __init__(self, b, side, castle, ep, half, full, after_null=False):
        self.b = b
        self.side = side
        self.castle = castle
        self.ep = ep
        self.half = half
        self.full = full
        self.after_null = after_null


START = 'a/rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR/A w KQkq - 0 1'


def parse_fen(text, check=True):
    f = text.split(';')[0].split()
    if len(f) != 6:
        raise ValueError('an EN-FEN has six fields: %r' % text)
    rows = f[0].split('/')
    if len(rows) != 10:
        raise ValueError('an EN-FEN has 10 rows: %r' % text)
    b = [None] * NSQ
    for i, row in enumerate(rows):
        if i in (0, 9):
            x = X9 if i == 0 else X0
            if row == '1':
                continue
            if len(row) != 1 or row not in 'KQRBNPAkqrbnpa':
                raise ValueError('bad x row %r' % row)
            b[x] = row
            continue
        r = 8 - i
        fl = 0
        for ch in row:
            if ch.isdigit():
                fl += int(ch)
            elif ch in 'KQRBNPAkqrbnpa':
                if fl >= 8:
                    raise ValueError('rank too long %r' % row)
                b[fl + 8 * r] = ch
                fl += 1
            else:
                raise ValueError('bad piece %r' % ch)
        if fl != 8:
            raise ValueError('rank does not total 8: %r' % row)
    if f[1] not in ('w', 'b'):
        raise ValueError('bad side')
    side = 0 if f[1] == 'w' else 1
    castle = '' if f[2] == '-' else f[2]
    ep = None if f[3] == '-' else parse_sq(f[3])
    st = Pos(b, side, castle, ep, int(f[4]), int(f[5]))
    if check:
        err = semantic_error(st)
        if err:
            raise ValueError('%s: %s' % (err, text))
    return st


def semantic_error(st):
    """The semantic errors of spec section 9, or None."""
    b = st.b
    for side, K in ((0, 'K'), (1, 'k')):
        if K not in b:
            return 'a side without a King'
    for x in (X0, X9):
        if b[x] is not None and b[x] in 'RrPp':
            return 'a Rook or Pawn on an x square'
    for s in range(8):
        if b[s] == 'P':
            return 'a White pawn on rank 1'
        if b[56 + s] == 'p':
            return 'a Black pawn on rank 8'
    n, c = kings_in_check(b, 1 - st.side)
    if c == n:
        return 'every King of the side not to move in check'
    for ch, k, r in (('K', 'e1', 'h1'), ('Q', 'e1', 'a1'),
                     ('k', 'e8', 'h8'), ('q', 'e8', 'a8')):
        if ch in st.castle:
            K, R = ('K', 'R') if ch.isupper() else ('k', 'r')
            if b[S(k)] != K or b[S(r)] != R:
                return 'castling right %s without its King and Rook' % ch
    if st.castle and st.castle != ''.join(c for c in 'KQkq'
                                          if c in st.castle):
        return 'castling rights out of order'
    if st.ep is not None:
        e = st.ep
        if e >= 64:
            return 'bad e.p. square'
        if st.side == 0:
            if e >> 3 != 5 or b[e] or b[e + 8] or b[e - 8] != 'p':
                return 'e.p. square not a fresh double step'
        else:
            if e >> 3 != 2 or b[e] or b[e - 8] or b[e + 8] != 'P':
                return 'e.p. square not a fresh double step'
    return None


def format_fen(st):
    b = st.b
    rows = [b[X9] or '1']
    for r in range(7, -1, -1):
        row, n = '', 0
        for fl in range(8):
            p = b[fl + 8 * r]
            if p is None:
                n += 1
            else:
                if n:
                    row += str(n)
                    n = 0
                row += p
        if n:
            row += str(n)
        rows.append(row)
    rows.append(b[X0] or '1')
    return '%s %s %s %s %d %d' % ('/'.join(rows), 'wb'[st.side],
                                  st.castle or '-',
                                  sqname(st.ep) if st.ep is not None else '-',
                                  st.half, st.full)


# ------------------------------------------------------------------ moves
# A move: (name, changes, touched, reset, ep)
#   changes: ((square, new content or None), ...)
#   touched: squares the move starts on, ends on or captures on (6.2)
#   reset:   pawn move or capture (8.4)
#   ep:      the e.p. square it creates, or None
NULL = ('0000', (), (), False, None)

RIGHTS_OF = {S('e1'): 'KQ', S('h1'): 'K', S('a1'): 'Q',
             S('e8'): 'kq', S('h8'): 'k', S('a8'): 'q'}


def _slider_moves(b, s, p, me, rays, out):
    m = mode(b, s)
    fs = sqname(s)
    for ray in rays:
        if m == STUNTED:
            t = ray[0]
            q = b[t]
            if q is None:
                out.append((fs + sqname(t), ((s, None), (t, p)), (s, t),
                            False, None))
            elif colour(q) != me:
                out.append((fs + sqname(t), ((s, None), (t, p)), (s, t),
                            True, None))
            continue
        n = len(ray)
        i = 0
        while i < n and b[ray[i]] is None:
            t = ray[i]
            out.append((fs + sqname(t), ((s, None), (t, p)), (s, t),
                        False, None))
            i += 1
        if i == n:
            continue
        t1 = ray[i]
        if colour(b[t1]) == me:
            continue
        out.append((fs + sqname(t1), ((s, None), (t1, p)), (s, t1),
                    True, None))
        if m != PENETRATION:
            continue
        # pass over the captured piece (4.5)
        i += 1
        while i < n and b[ray[i]] is None:
            t = ray[i]
            out.append((fs + sqname(t), ((s, None), (t1, None), (t, p)),
                        (s, t1, t), True, None))
            i += 1
        if i < n and colour(b[ray[i]]) != me:
            t = ray[i]
            out.append((fs + sqname(t), ((s, None), (t1, None), (t, p)),
                        (s, t1, t), True, None))


def pseudo_moves(st):
    """Every move of the side to move but castling, before the test of
    7.2."""
    b = st.b
    me = st.side
    out = []
    up = me == 0
    for s in range(NSQ):
        p = b[s]
        if p is None or colour(p) != me:
            continue
        t_ = p.upper()
        fs = sqname(s)
        if t_ == 'N' or t_ == 'K':
            for t in (KNIGHT[s] if t_ == 'N' else STEP[s]):
                q = b[t]
                if q is None:
                    out.append((fs + sqname(t), ((s, None), (t, p)), (s, t),
                                False, None))
                elif colour(q) != me:
                    out.append((fs + sqname(t), ((s, None), (t, p)), (s, t),
                                True, None))
            if t_ == 'K':
                # swaps (3.5): one move per (King, Auror) pair
                A = 'A' if up else 'a'
                for t in range(NSQ):
                    if b[t] == A:
                        out.append((fs + sqname(t), ((s, A), (t, p)), (s, t),
                                    False, None))
        elif t_ == 'A':
            for t in STEP[s] + KNIGHT[s]:
                if b[t] is None:
                    out.append((fs + sqname(t), ((s, None), (t, p)), (s, t),
                                False, None))
        elif t_ == 'R':
            _slider_moves(b, s, p, me, ORTH[s], out)
        elif t_ == 'B':
            _slider_moves(b, s, p, me, DIAG[s], out)
        elif t_ == 'Q':
            _slider_moves(b, s, p, me, ORTH[s] + DIAG[s], out)
        elif t_ == 'P':
            _pawn_moves(st, s, p, me, out)
    return out


def _pawn_moves(st, s, p, me, out):
    b = st.b
    fs = sqname(s)
    f, r = s & 7, s >> 3
    last = 7 if me == 0 else 0
    d = 8 if me == 0 else -8
    case = str.lower if me else str.upper   # piece letters of the mover
    if r == last:
        # a waiting pawn (5.2, 5.3)
        for L in 'kaqrbn':
            out.append((fs + fs + L, ((s, case(L)),), (s,), True, None))
        x = X9 if me == 0 else X0
        if f in (3, 4) and b[x] is not None and colour(b[x]) != me:
            for L in 'kaqbn':
                out.append((fs + sqname(x) + L, ((s, None), (x, case(L))),
                            (s, x), True, None))
        return
    t = s + d
    arrive = (t >> 3) == last
    if b[t] is None:
        if arrive:
            for L in ('', 'k', 'a'):
                out.append((fs + sqname(t) + L,
                            ((s, None), (t, case(L) if L else p)), (s, t),
                            True, None))
        else:
            out.append((fs + sqname(t), ((s, None), (t, p)), (s, t), True,
                        None))
            if r == (1 if me == 0 else 6) and b[t + d] is None:
                out.append((fs + sqname(t + d), ((s, None), (t + d, p)),
                            (s, t + d), True, t))
    for df in (-1, 1):
        if not 0 <= f + df < 8:
            continue
        t = s + d + df
        q = b[t]
        if q is not None and colour(q) != me:
            for L in (('', 'k', 'a') if arrive else ('',)):
                out.append((fs + sqname(t) + L,
                            ((s, None), (t, case(L) if L else p)), (s, t),
                            True, None))
        elif q is None and t == st.ep:
            # en passant (READING R6)
            v = t - d
            if b[v] is not None and b[v] == ('p' if me == 0 else 'P'):
                out.append((fs + sqname(t), ((s, None), (v, None), (t, p)),
                            (s, v, t), True, None))


def castling_moves(st, c):
    """Castling (6.1), legality by 7.2 included (c: Kings in check before)."""
    b = st.b
    me = st.side
    out = []
    K, R = ('K', 'R') if me == 0 else ('k', 'r')
    base = 0 if me == 0 else 56
    e = base + 4
    for right, rook, between, cross, kto, rto in (
            ('K', base + 7, (5, 6), 5, 6, 5),
            ('Q', base + 0, (3, 2, 1), 3, 2, 3)):
        if (right if me == 0 else right.lower()) not in st.castle:
            continue
        if b[e] != K or b[rook] != R:
            continue
        if any(b[base + i] is not None for i in between):
            continue
        if attacked(b, e, me):
            continue
        nb = list(b)
        nb[e] = None
        nb[base + cross] = K
        if attacked(nb, base + cross, me):
            continue
        m = (sqname(e) + sqname(base + kto),
             ((e, None), (rook, None), (base + kto, K), (base + rto, R)),
             (e, rook), False, None)
        _, c2 = kings_in_check(apply(b, m), me)
        if c2 == 0 or c2 < c:
            out.append(m)
    return out


def apply(b, m):
    nb = list(b)
    for s, p in m[1]:
        nb[s] = p
    return nb


def legal_moves(st):
    """The legal moves (7.2), without the lost turn."""
    b = st.b
    me = st.side
    n, c = kings_in_check(b, me)
    out = []
    for m in pseudo_moves(st):
        _, c2 = kings_in_check(apply(b, m), me)
        if c2 == 0 or c2 < c:
            out.append(m)
    out += castling_moves(st, c)
    return out, n, c


def moves(st):
    """The moves of a node as perft counts them (8.1, 8.2, 8.5)."""
    out, n, c = legal_moves(st)
    if out:
        return out
    if 0 < c < n and not st.after_null:
        return [NULL]          # partial checkmate: a lost turn
    return []                  # stalemate, checkmate or double pass (R1)


def play(st, m):
    if m is NULL:
        return Pos(st.b, 1 - st.side, st.castle, None, st.half + 1,
                   st.full + st.side, True)
    nb = apply(st.b, m)
    castle = st.castle
    if castle:
        for s in m[2]:
            r = RIGHTS_OF.get(s)
            if r:
                castle = ''.join(ch for ch in castle if ch not in r)
    return Pos(nb, 1 - st.side, castle, m[4], 0 if m[3] else st.half + 1,
               st.full + st.side, False)


def perft(st, depth):
    if depth == 0:
        return 1
    ms = moves(st)
    if depth == 1:
        return len(ms)
    return sum(perft(play(st, m), depth - 1) for m in ms)


def divide(st, depth):
    res = {}
    for m in moves(st):
        res[m[0]] = perft(play(st, m), depth - 1)
    return res


def move_names(st):
    names = [m[0] for m in moves(st)]
    assert len(set(names)) == len(names), names
    return sorted(names)


def find_move(st, name):
    for m in moves(st):
        if m[0] == name:
            return m
    raise ValueError('no move %s in %s' % (name, format_fen(st)))


# ------------------------------------------------------------------ random
RANDOM_STARTS = [
    START,
    START,
    START,
    '1/3r4/7k/3p4/8/3Q1b2/4A3/8/K7/1 w - - 0 1',
    'a/r2qk2r/ppp1ppbp/2n2np1/3p1b2/3P4/QAP5/PP2PPPP/RNB1KBNR/1 w KQkq - 0 1',
    'a/4k3/1PP3P1/8/8/8/8/1pp3p1/4K3/A w - - 0 1',
    'a/r3k2r/pp3ppp/8/8/8/8/PP3PPP/R3K2R/A w KQkq - 0 1',
]


def random_positions(count, seed):
    """Positions reached by random legal play: never one reached by a lost
    turn, nor one with a side without a King (R1, R3)."""
    import random
    rnd = random.Random(seed)
    made = 0
    while made < count:
        st = parse_fen(rnd.choice(RANDOM_STARTS))
        good = None
        for _ in range(rnd.randint(1, 60)):
            ms = moves(st)
            if not ms:
                break
            # favour captures and promotions a little
            spicy = [m for m in ms if m[3] and m is not NULL]
            if spicy and rnd.random() < 0.3:
                st = play(st, rnd.choice(spicy))
            else:
                st = play(st, rnd.choice(ms))
            if not st.after_null and semantic_error(st) is None:
                good = st
        if good is None:
            continue
        made += 1
        yield format_fen(good)


# ------------------------------------------------------------------ tests
def selftest():
    ok = True

    def check(what, got, want):
        nonlocal ok
        flag = 'ok' if got == want else 'FAIL'
        if got != want:
            ok = False
        print('%-4s %s: %s (expected %s)' % (flag, what, got, want),
              flush=True)

    def names_from(fen, frm):
        return sorted(n for n in move_names(parse_fen(fen))
                      if n.startswith(frm))

    check('geometry symmetric', _geometry_ok(), True)
    check('1.2 x0 links', (sorted(sqname(t) for t in STEP[X0]),
                           sorted(sqname(t) for t in KNIGHT[X0])),
          (['d1', 'e1'], ['c1', 'd2', 'e2', 'f1']))
    check('1.2 x9 links', (sorted(sqname(t) for t in STEP[X9]),
                           sorted(sqname(t) for t in KNIGHT[X9])),
          (['d8', 'e8'], ['c8', 'd7', 'e7', 'f8']))
    # section 9 examples
    e4 = play(parse_fen(START), find_move(parse_fen(START), 'e2e4'))
    check('9 after 1.e4', format_fen(e4),
          'a/rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR/A b KQkq e3 0 1')
    sw = play(parse_fen(START), find_move(parse_fen(START), 'e1x0'))
    check('9 after 1.K~x0', format_fen(sw),
          'a/rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQABNR/K b kq - 1 1')
    # the four perft rows of section 12
    rows = [(START, (21, 441, 10334)),
            ('1/3r4/7k/3p4/8/3Q1b2/4A3/8/K7/1 w - - 0 1', (40, 587, 20726)),
            ('n/4P3/3P4/8/8/8/8/8/K6k/1 w - - 0 1', (17, 99, 1508)),
            ('1/7K/8/8/8/8/2k5/1q6/K7/1 w - - 0 1', (1, 24, 62))]
    for fen, want in rows:
        st = parse_fen(fen)
        check('12 perft 1-3 %s' % fen,
              tuple(perft(st, d) for d in (1, 2, 3)), want)
    # 12.1
    chess = ('a2a3 a2a4 b2b3 b2b4 c2c3 c2c4 d2d3 d2d4 e2e3 e2e4 f2f3 f2f4 '
             'g2g3 g2g4 h2h3 h2h4 b1a3 b1c3 g1f3 g1h3').split()
    check('12.1 start moves', move_names(parse_fen(START)),
          sorted(chess + ['e1x0']))
    # 12.2
    fen = '1/3r4/7k/3p4/8/3Q1b2/4A3/8/K7/1 w - - 0 1'
    want = ('d5 d6 d7 d8 d3 d2 d1 c4 b4 a4 e4 f4 g4 h4 c5 b6 a7 e5 f6 g7 '
            'h8 c3 b2').split()
    check('12.2 Queen d4 (Penetration)', names_from(fen, 'd4'),
          sorted('d4' + t for t in want))
    check('12.2 Stunted Bishop f4, Black to move',
          names_from(fen.replace(' w ', ' b '), 'f4'),
          sorted(['f4e5', 'f4g5', 'f4g3', 'f4e3']))
    # 12.3
    fen = 'n/4P3/3P4/8/8/8/8/8/K6k/1 w - - 0 1'
    want = ('a1a2 a1b1 a1b2 d7d8 d7d8k d7d8a e8e8k e8e8a e8e8q e8e8r e8e8b '
            'e8e8n e8x9k e8x9a e8x9q e8x9b e8x9n').split()
    check('12.3 moves', move_names(parse_fen(fen)), sorted(want))
    # 12.4
    fen = '1/7K/8/8/8/8/2k5/1q6/K7/1 w - - 0 1'
    st = parse_fen(fen)
    check('12.4 White loses its turn', move_names(st), ['0000'])
    st = play(st, NULL)
    ms = move_names(st)
    check('12.4 Black has 24 replies, Qxa1 among them',
          (len(ms), 'b2a1' in ms), (24, True))
    st = play(st, find_move(st, 'b2a1'))
    ms = move_names(st)
    check('12.4 after Qxa1 White plays on with King h8',
          ms, ['h8g7', 'h8g8', 'h8h7'])
    check('10.4 after -- Qxa1', format_fen(st),
          '1/7K/8/8/8/8/2k5/8/q7/1 w - - 0 2')
    # 12.5
    fen = '1/R6k/R7/3k4/8/8/3K4/7r/K6r/1 w - - 0 1'
    st = parse_fen(fen)
    check('12.5 White loses its turn', move_names(st), ['0000'])
    check('12.5 then a double pass', move_names(play(st, NULL)), [])
    check('12.5 perft 1-3', tuple(perft(st, d) for d in (1, 2, 3)), (1, 0, 0))
    # 12.6
    check('12.6 Bishop a5', names_from('1/8/8/8/B7/8/8/8/K6k/1 w - - 0 1',
                                       'a5'),
          sorted('a5' + t for t in 'b6 c7 d8 x9 b4 c3 d2 e1'.split()))
    check('12.6 Bishop x9', names_from('B/8/8/8/8/8/8/8/K6k/1 w - - 0 1',
                                       'x9'),
          sorted('x9' + t for t in 'd8 c7 b6 a5 e8 f7 g6 h5'.split()))
    # 4.6 and 12.7
    fen = 'a/r2qk2r/ppp1ppbp/2n2np1/3p1b2/3P4/QAP5/PP2PPPP/RNB1KBNR/1 w KQkq - 0 1'
    check('4.6 Queen a3', names_from(fen, 'a3'),
          sorted('a3' + t for t in 'a4 a5 a6 a7 a8 b4 c5 d6 e7 f8'.split()))
    st = parse_fen(fen.replace(' w ', ' b '))
    ms = move_names(st)
    check('12.7 O-O and Kf8 illegal, Kd7 legal',
          ('e8g8' in ms, 'e8f8' in ms, 'e8d7' in ms), (False, False, True))
    check('12.7 f8 attacked through e7',
          attacked(st.b, S('f8'), 1), True)
    # 6.2: a capture made in passing (on e8, landing on x9) ends the rights
    st = parse_fen('1/k3k2r/8/7A/7B/8/8/8/K7/1 w k - 0 1')
    check('6.2 Bxe8-x9 ends Black\'s rights',
          format_fen(play(st, find_move(st, 'h5x9'))),
          'B/k6r/8/7A/8/8/8/8/K7/1 b - - 0 1')
    return ok


# ------------------------------------------------------------------ main
def main(argv):
    import argparse
    ap = argparse.ArgumentParser(description=__doc__.split('\n')[0])
    ap.add_argument('--perft', type=int)
    ap.add_argument('--divide', type=int)
    ap.add_argument('--epd', type=int, metavar='MAXDEPTH')
    ap.add_argument('-i', '--input')
    ap.add_argument('--selftest', action='store_true')
    ap.add_argument('--random', type=int, metavar='N')
    ap.add_argument('--seed', type=int, default=1)
    ap.add_argument('positions', nargs='*')
    a = ap.parse_args(argv)
    if a.selftest:
        return 0 if selftest() else 1
    if a.random:
        for pos in random_positions(a.random, a.seed):
            print(pos, flush=True)
        return 0
    lines = list(a.positions)
    if a.input:
        with open(a.input) as fh:
            lines += [ln.strip() for ln in fh if ln.strip()
                      and not ln.startswith('#')]
    if a.epd:
        for ln in lines:
            pos, depth, ident = [x.strip() for x in ln.split('|')]
            st = parse_fen(pos)
            ops = [';D%d %d' % (d, perft(st, d))
                   for d in range(1, min(int(depth), a.epd) + 1)]
            ops.append(';id "%s"' % ident)
            print(format_fen(st), ' '.join(ops), flush=True)
        return 0
    for pos in lines:
        st = parse_fen(pos.split('|')[0])
        if a.divide:
            res = divide(st, a.divide)
            for k in sorted(res):
                print('%s: %d' % (k, res[k]))
            print('\nNodes searched: %d\n' % sum(res.values()))
        elif a.perft:
            print(perft(st, a.perft), flush=True)
        else:
            for n in move_names(st):
                print(n)
    return 0


if __name__ == '__main__':
    sys.exit(main(sys.argv[1:]))
