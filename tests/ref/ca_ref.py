#!/usr/bin/env python3
"""ca_ref.py: an independent reference move generator for Complex
Allegiance Chess.

It was written from ../shared/spec/complex-allegiance.md (and the shared
../shared/spec/notation.md) alone, without reading turncoat's C sources,
so that its perft counts are an independent check of the C move
generator.  It is a developer's tool: Python 3, standard library only;
`make check` does not run it.  The test data it produced is
tests/perft/ca.epd.

Usage:
  ca_ref.py CAFEN...                 (the legal moves, sorted, one a line,
                                      in the coordinate form of spec 6.3;
                                      --san: the SAN of each instead)
  ca_ref.py --perft N CAFEN...
  ca_ref.py --divide N CAFEN...      ("move: count" lines, sorted, then
                                      "Nodes searched: N", as en_ref.py)
  ca_ref.py --perft N -i FILE        (one position a line; '|' or ';'
                                      ends it)
  ca_ref.py --play "1. e4 c3 ..." [CAFEN]
                  (replays SAN, long-form or coordinate moves from CAFEN,
                  default the start, and writes the CA-FEN reached)
  ca_ref.py --epd 5 -i tests/ref/ca-cases.txt > tests/perft/ca.epd
                  (lines "CAFEN | DEPTH | ID": writes the EPD lines,
                  the canonical CA-FEN then ;D1 to ;DDEPTH (DEPTH at most
                  --epd) then ;id "ID"; about 5 minutes on one core)
  ca_ref.py --random N [--seed S]    (N positions reached by random legal
                                      play, to hand to the C generator)
  ca_ref.py --selftest [--deep]      (every figure of spec section 8, the
                                      CA-FEN examples of section 5 and
                                      hand-checked rules; 2 seconds;
                                      --deep adds perft 6 from the start)

CAFEN is spec section 5 (six fields; an EPD's four fields are also read,
with clocks 0 1).  A move is written as <from><to>[q|r|b|n] (c9c10b,
e1c1 for South's O-O, 0000 for a pass).

Compare with the C generator, e.g.:
  diff <(ca_ref.py --divide 2 "$P") <(movegen -V ca --divide 2 "$P")

Readings of points the spec leaves open (marked READING in the code):
 R1 Passes.  A player passes (0000) only when it has no legal move; the
    pass is then its only move and counts as one move in perft (4.3,
    4.6).  A node has no moves when it follows a King capture, or when
    its player has no legal move and the three plies before it were
    passes (the draw of 4.3).  A position read from a CA-FEN follows no
    pass, so from a CA-FEN the draw needs four stuck players in a row:
    perft 1, 1, 1, 0.  Passes count inside the search only; --random
    never prints a position reached by a pass.
 R2 After a King capture the position still has a side to move (the
    next player, clocks and fields updated as after any ply: 8.7 gives
    `w ... 0 4` after South's Qxf10) but no moves, so a King capture is
    a leaf at every depth: perft counts it at the last ply and nothing
    below it.  A CA-FEN with exactly one player without a King is read
    and has no moves.
 R3 E.p. entries: an entry (P, Y) is dropped (a) when P's next turn
    begins, pass or not: i.e. after every ply the entry of the player
    now to move is dropped; (b) after a move that starts on the landing
    square L = Y + P's forward step, or captures on L (a plain capture
    onto L or an e.p. capture removing the pawn on L), whoever moves;
    (c) after an e.p. capture onto Y, every entry on Y.  A piece
    standing on Y does not drop the entry (the capture just needs Y
    empty); a later move off Y makes it usable again while it lives.
    An e.p. capture onto Y exists when at least one pawn of the entries
    on Y may be captured by the mover (1.5), and removes every such
    pawn.
 R4 Castling rights: a move removes the right of a Rook square when it
    starts on, ends on or captures on that square or on the King start
    square of the right's player; for castling the King's and the
    Rook's from and to squares count.  Castling itself needs the
    player's own King on its start square and own Rook (not a shared
    one) on the Rook square, and the squares between them empty.
 R5 Reading CA-FEN: the castling field and the e.p. field are accepted
    in any order (without repeats) and written in the canonical order;
    every other syntax rule of section 5 is enforced (x exactly at the
    corners, no adjacent counts, counts 1-10 without leading zero,
    rows covering a-j exactly, fullmove at least 1), as are all the
    semantic errors listed there.  A reader does not require that a
    square Y of an e.p. entry is empty.
 R6 SAN (6.1): pieces are disambiguated against the other legal moves
    of pieces with the same letter the mover may move to the same
    square (file, else rank, else square); a pawn capture adds the
    pawn's rank when another legal pawn capture onto the same square
    starts on the same file.  `#` follows every move that captures a
    King.  Castling never needs `#`.
 R7 perft never adjudicates: the clocks and repetitions do not matter.
"""

import re
import sys

FILES = 'abcdefghij'
S, W, N, E = 0, 1, 2, 3
PLAYERS = 'swne'
OPP = (N, E, S, W)
# owners: 0-3 the players alone, 4-7 shared
SW, SE, NW, NE = 4, 5, 6, 7
OWNER_NAMES = ('s', 'w', 'n', 'e', 'sw', 'se', 'nw', 'ne')
OWNER_READ = {'s': S, 'w': W, 'n': N, 'e': E, 'sw': SW, 'se': SE,
              'nw': NW, 'ne': NE, 'ws': SW, 'es': SE, 'wn': NW, 'en': NE}
CTRL = ({S}, {W}, {N}, {E}, {S, W}, {S, E}, {N, W}, {N, E})
# CAN_MOVE[p][o]: player p may move a piece of owner o (3.1)
CAN_MOVE = [[p in CTRL[o] for o in range(8)] for p in range(4)]
# CAN_CAP[p][o]: player p may capture a piece of owner o (1.5)
CAN_CAP = [[o == OPP[p] or (o >= 4 and p not in CTRL[o]) for o in range(8)]
           for p in range(4)]
FWD = ((0, 1), (1, 0), (0, -1), (-1, 0))
HOME = ((0, -1), (-1, 0), (0, 1), (1, 0))     # toward the home edge
TYPES = 'KQRBNP'


def valid(f, r):
    return 0 <= f < 10 and 0 <= r < 10 and not (f in (0, 9) and r in (0, 9))


VALID = [valid(s % 10, s // 10) for s in range(100)]
CORNERS = [s for s in range(100) if not VALID[s]]


def sqname(s):
    return FILES[s % 10] + str(s // 10 + 1)


SQ_RE = re.compile(r'^([a-j])(10|[1-9])$')


def parse_sq(t):
    m = SQ_RE.match(t)
    if not m:
        raise ValueError('bad square %r' % t)
    s = FILES.index(m.group(1)) + 10 * (int(m.group(2)) - 1)
    if not VALID[s]:
        raise ValueError('square %s does not exist' % t)
    return s


def step(s, d):
    """The square one step d = (df, dr) from s, or -1."""
    f, r = s % 10 + d[0], s // 10 + d[1]
    return f + 10 * r if valid(f, r) else -1


# ---------------------------------------------------------------- geometry
DIRS = ((1, 0), (-1, 0), (0, 1), (0, -1), (1, 1), (1, -1), (-1, 1), (-1, -1))
RAY = [[[] for _ in range(8)] for _ in range(100)]
KING = [[] for _ in range(100)]
KNIGHT = [[] for _ in range(100)]
for _s in range(100):
    if not VALID[_s]:
        continue
    for _i, _d in enumerate(DIRS):
        _x = step(_s, _d)
        if _x >= 0:
            KING[_s].append(_x)
        while _x >= 0:                  # a missing square ends a ray (1.1)
            RAY[_s][_i].append(_x)
            _x = step(_x, _d)
    for _d in ((1, 2), (2, 1), (2, -1), (1, -2), (-1, -2), (-2, -1),
               (-2, 1), (-1, 2)):
        _x = step(_s, _d)
        if _x >= 0:
            KNIGHT[_s].append(_x)
SLIDE = {'R': (0, 1, 2, 3), 'B': (4, 5, 6, 7), 'Q': tuple(range(8))}


def _pawn_cap_dirs(p, o):
    """The capture steps of a pawn of owner o moved by player p (1.6)."""
    fd = FWD[p]
    if o == p:
        if fd[0] == 0:
            return ((-1, fd[1]), (1, fd[1]))
        return ((fd[0], -1), (fd[0], 1))
    if p in CTRL[o]:
        other = (CTRL[o] - {p}).pop()
        h = HOME[other]
        return ((fd[0] + h[0], fd[1] + h[1]),)
    return ()


PCAP = [[_pawn_cap_dirs(p, o) for o in range(8)] for p in range(4)]
# PCAPSQ[p][o][s]: the squares a pawn of owner o on s captures onto
PCAPSQ = [[[[x for x in (step(s, d) for d in PCAP[p][o]) if x >= 0]
            if VALID[s] else [] for s in range(100)] for o in range(8)]
          for p in range(4)]
FWDSQ = [[step(s, FWD[p]) if VALID[s] else -1 for s in range(100)]
         for p in range(4)]


def on_double_line(p, s):
    f, r = s % 10, s // 10
    return (r == 1, f == 1, r == 8, f == 8)[p]


def on_skipped_line(p, s):
    f, r = s % 10, s // 10
    return (r == 2, f == 2, r == 7, f == 7)[p]


def on_promo_edge(p, s):
    f, r = s % 10, s // 10
    return (r == 9, f == 9, r == 0, f == 0)[p]


KING_START = tuple(parse_sq(x) for x in ('e1', 'a6', 'f10', 'j5'))
# castling, by Rook square in the canonical order (1.2, 3.5, section 5)
CASTLE_ORDER = ('b1', 'i1', 'a2', 'a9', 'b10', 'i10', 'j2', 'j9')
CASTLE = {}
for _rook, _p, _kto, _rto, _name in (
        ('b1', S, 'c1', 'd1', 'O-O'), ('i1', S, 'g1', 'f1', 'O-O-O'),
        ('a2', W, 'a4', 'a5', 'O-O-O'), ('a9', W, 'a8', 'a7', 'O-O'),
        ('b10', N, 'd10', 'e10', 'O-O-O'), ('i10', N, 'h10', 'g10', 'O-O'),
        ('j2', E, 'j3', 'j4', 'O-O'), ('j9', E, 'j7', 'j6', 'O-O-O')):
    _r = parse_sq(_rook)
    _k = KING_START[_p]
    _f0, _r0, _f1, _r1 = _k % 10, _k // 10, _r % 10, _r // 10
    if _f0 == _f1:
        _between = [_f0 + 10 * y for y in range(min(_r0, _r1) + 1,
                                                max(_r0, _r1))]
    else:
        _between = [x + 10 * _r0 for x in range(min(_f0, _f1) + 1,
                                                max(_f0, _f1))]
    CASTLE[_r] = (_p, _k, parse_sq(_kto), _r, parse_sq(_rto),
                  tuple(_between), _name)
CASTLE_INDEX = {parse_sq(x): i for i, x in enumerate(CASTLE_ORDER)}

# ------------------------------------------------------------------ moves
# a move: (frm, to, promo, kind, caps, extra)
#   promo: '' or 'Q' 'R' 'B' 'N'; caps: the squares whose pieces are
#   captured; extra: Y for a double step, (rook from, rook to) castling
PLAIN, DOUBLE, EP, CASTLING, PASS = 0, 1, 2, 3, 4
PASS_MOVE = (-1, -1, '', PASS, (), None)


class State:
    __slots__ = ('board', 'stm', 'castle', 'ep', 'half', 'full', 'passes',
                 'over')

    def copy(self):
        n = State.__new__(State)
        n.board = self.board[:]
        n.stm = self.stm
        n.castle = self.castle
        n.ep = self.ep
        n.half = self.half
        n.full = self.full
        n.passes = self.passes
        n.over = self.over
        return n


def pseudo_moves(st):
    """The moves of the side to move, passes aside."""
    P = st.stm
    b = st.board
    out = []
    add = out.append
    cap_ok = CAN_CAP[P]
    move_ok = CAN_MOVE[P]
    for s in range(100):
        pc = b[s]
        if pc is None:
            continue
        o, t = pc
        if not move_ok[o]:
            continue
        if t == 'P':
            f1 = FWDSQ[P][s]
            if f1 >= 0 and b[f1] is None:
                if on_promo_edge(P, f1):
                    for q in 'QRBN':
                        add((s, f1, q, PLAIN, (), None))
                else:
                    add((s, f1, '', PLAIN, (), None))
                    if on_double_line(P, s):
                        f2 = FWDSQ[P][f1]
                        if f2 >= 0 and b[f2] is None:
                            add((s, f2, '', DOUBLE, (), f1))
            for x in PCAPSQ[P][o][s]:
                q = b[x]
                if q is not None:
                    if cap_ok[q[0]]:
                        if on_promo_edge(P, x):
                            for pr in 'QRBN':
                                add((s, x, pr, PLAIN, (x,), None))
                        else:
                            add((s, x, '', PLAIN, (x,), None))
                elif x in st.ep:
                    # READING R3: every entry on x whose pawn the mover
                    # may capture
                    victims = []
                    for m in range(4):
                        if st.ep[m] == x:
                            L = FWDSQ[m][x]
                            v = b[L]
                            if v is not None and v[1] == 'P' and cap_ok[v[0]]:
                                victims.append(L)
                    if victims:
                        add((s, x, '', EP, tuple(victims), None))
        elif t == 'N' or t == 'K':
            for x in (KNIGHT[s] if t == 'N' else KING[s]):
                q = b[x]
                if q is None:
                    add((s, x, '', PLAIN, (), None))
                elif cap_ok[q[0]]:
                    add((s, x, '', PLAIN, (x,), None))
        else:
            rays = RAY[s]
            for d in SLIDE[t]:
                for x in rays[d]:
                    q = b[x]
                    if q is None:
                        add((s, x, '', PLAIN, (), None))
                    else:
                        if cap_ok[q[0]]:
                            add((s, x, '', PLAIN, (x,), None))
                        break
    for r in st.castle:
        p, k, kto, rf, rto, between, name = CASTLE[r]
        if p != P:
            continue
        if b[k] != (P, 'K') or b[rf] != (P, 'R'):
            continue
        if all(b[x] is None for x in between):
            add((k, kto, '', CASTLING, (), (rf, rto)))
    return out


def legal_moves(st):
    """All moves of the node, a forced pass included (READING R1)."""
    if st.over:
        return []
    ms = pseudo_moves(st)
    if ms:
        return ms
    if st.passes >= 3:
        return []
    return [PASS_MOVE]


def play(st, mv):
    n = st.copy()
    P = st.stm
    frm, to, promo, kind, caps, extra = mv
    ep = list(st.ep)
    if kind == PASS:
        n.half = st.half + 1
        n.passes = st.passes + 1
    else:
        b = n.board
        pc = b[frm]
        for c in caps:
            if b[c][1] == 'K':
                n.over = True
            b[c] = None
        b[frm] = None
        b[to] = (pc[0], promo) if promo else pc
        touched = {frm, to}
        touched.update(caps)
        if kind == CASTLING:
            rf, rto = extra
            b[rto] = b[rf]
            b[rf] = None
            touched.add(rf)
            touched.add(rto)
        if st.castle:
            n.castle = tuple(r for r in st.castle
                             if r not in touched
                             and KING_START[CASTLE[r][0]] not in touched)
        # READING R3
        for m in range(4):
            y = ep[m]
            if y is None:
                continue
            if (kind == EP and y == to) or FWDSQ[m][y] in touched:
                ep[m] = None
        if kind == DOUBLE:
            ep[P] = extra
        n.half = 0 if (pc[1] == 'P' or caps) else st.half + 1
        n.passes = 0
    nxt = (P + 1) % 4
    ep[nxt] = None                       # its turn begins
    n.ep = tuple(ep)
    n.stm = nxt
    if P == E:
        n.full = st.full + 1
    return n


def perft(st, depth):
    if depth == 0:
        return 1
    ms = legal_moves(st)
    if depth == 1:
        return len(ms)
    return sum(perft(play(st, m), depth - 1) for m in ms)


def coord(mv):
    if mv[3] == PASS:
        return '0000'
    return sqname(mv[0]) + sqname(mv[1]) + mv[2].lower()


def divide(st, depth):
    res = {}
    for m in legal_moves(st):
        res[coord(m)] = perft(play(st, m), depth - 1)
    return res


# ------------------------------------------------------------------ SAN
def san(st, mv, ms=None):
    """SAN of spec 6.1 (READING R6)."""
    frm, to, promo, kind, caps, extra = mv
    if kind == PASS:
        return '--'
    if kind == CASTLING:
        return CASTLE[extra[0]][6]
    if ms is None:
        ms = legal_moves(st)
    b = st.board
    t = b[frm][1]
    mark = '#' if any(b[c][1] == 'K' for c in caps) else ''
    pro = '=' + promo if promo else ''
    x = 'x' if caps else ''
    if t == 'P':
        if not caps:
            return sqname(to) + pro + mark
        f = frm % 10
        others = {m[0] for m in ms if m[1] == to and m[0] != frm
                  and m[4] and m[3] != CASTLING and b[m[0]][1] == 'P'
                  and m[0] % 10 == f}
        d = sqname(frm) if others else FILES[f]
        return d + 'x' + sqname(to) + pro + mark
    others = {m[0] for m in ms if m[1] == to and m[0] != frm
              and m[3] != CASTLING and m[3] != PASS and b[m[0]][1] == t}
    d = ''
    if others:
        if all(o % 10 != frm % 10 for o in others):
            d = FILES[frm % 10]
        elif all(o // 10 != frm // 10 for o in others):
            d = str(frm // 10 + 1)
        else:
            d = sqname(frm)
    return t + d + x + sqname(to) + pro + mark


def long_form(st, mv):
    frm, to, promo, kind, caps, extra = mv
    if kind == PASS:
        return '--'
    if kind == CASTLING:
        return CASTLE[extra[0]][6]
    t = st.board[frm][1]
    return ('' if t == 'P' else t) + sqname(frm) + ('x' if caps else '-') \
        + sqname(to) + ('=' + promo if promo else '')


def find_move(st, text):
    """The legal move written as text: SAN, long form or coordinates."""
    w = text.strip()
    w = re.sub(r'[!?]+$', '', w)
    w = re.sub(r'\$\d+$', '', w)
    w = re.sub(r'\s*(e\.p\.|ep)$', '', w)
    w = w.rstrip('+#')
    w = w.replace('0-0-0', 'O-O-O').replace('0-0', 'O-O')
    ms = legal_moves(st)
    found = []
    for m in ms:
        names = {coord(m), san(st, m, ms).rstrip('#'), long_form(st, m),
                 long_form(st, m).replace('-', '', 1) if m[3] not in
                 (CASTLING, PASS) else long_form(st, m)}
        if m[3] == PASS:
            names.add('0000')
        if w in names:
            found.append(m)
    if len(found) != 1:
        raise ValueError('%s move %r in %s' % (
            'no such' if not found else 'ambiguous', text, format_fen(st)))
    return found[0]


def play_text(st, text):
    """Replays a movetext (move numbers, results and comments skipped)."""
    text = re.sub(r'\{[^}]*\}', ' ', text)
    for tok in text.split():
        if re.match(r'^\d+\.+$', tok) or tok in ('*',) or re.match(
                r'^[01/2]+(-[01/2]+){1,3}$', tok):
            continue
        tok = re.sub(r'^\d+\.+', '', tok)
        if not tok:
            continue
        st = play(st, find_move(st, tok))
    return st


# ------------------------------------------------------------------ CA-FEN
START = ('x,nR,nN,nB,nQ,nK,nB,nN,nR,x/wR,nwP,nP,nP,nP,nP,nP,nP,neP,eR/'
         'wN,wP,6,eP,eN/wB,wP,6,eP,eB/wK,wP,6,eP,eQ/wQ,wP,6,eP,eK/'
         'wB,wP,6,eP,eB/wN,wP,6,eP,eN/wR,swP,sP,sP,sP,sP,sP,sP,seP,eR/'
         'x,sR,sN,sB,sK,sQ,sB,sN,sR,x s b1,i1,a2,a9,b10,i10,j2,j9 - 0 1')

TOKEN_RE = re.compile(r'^(x|10|[1-9]|([a-z]{1,2})([KQRBNP]))$')


def parse_fen(text):
    fields = text.split()
    if len(fields) == 4:
        fields += ['0', '1']
    if len(fields) != 6:
        raise ValueError('CA-FEN needs six fields')
    board = [None] * 100
    rows = fields[0].split('/')
    if len(rows) != 10:
        raise ValueError('10 rows expected')
    for i, row in enumerate(rows):
        r = 9 - i
        f = 0
        prev_count = False
        for tok in row.split(','):
            m = TOKEN_RE.match(tok)
            if not m:
                raise ValueError('bad token %r in row %d' % (tok, r + 1))
            if f >= 10:
                raise ValueError('row %d too long' % (r + 1))
            if tok == 'x':
                if VALID[f + 10 * r]:
                    raise ValueError('x on %s' % sqname(f + 10 * r))
                f += 1
                prev_count = False
            elif m.group(2) is None:
                if prev_count:
                    raise ValueError('adjacent counts in row %d' % (r + 1))
                n = int(tok)
                for k in range(n):
                    if f + k >= 10 or not VALID[f + k + 10 * r]:
                        raise ValueError('count %s in row %d covers a '
                                         'corner or runs off' % (tok, r + 1))
                f += n
                prev_count = True
            else:
                if m.group(2) not in OWNER_READ:
                    raise ValueError('bad owner %r' % m.group(2))
                if not VALID[f + 10 * r]:
                    raise ValueError('piece on a missing square')
                board[f + 10 * r] = (OWNER_READ[m.group(2)], m.group(3))
                f += 1
                prev_count = False
        if f != 10:
            raise ValueError('row %d covers %d files' % (r + 1, f))
    if fields[1] not in PLAYERS:
        raise ValueError('bad side %r' % fields[1])
    st = State()
    st.board = board
    st.stm = PLAYERS.index(fields[1])
    if fields[2] == '-':
        castle = []
    else:
        castle = [parse_sq(x) for x in fields[2].split(',')]
        if len(set(castle)) != len(castle) or any(c not in CASTLE
                                                  for c in castle):
            raise ValueError('bad castling field %r' % fields[2])
    st.castle = tuple(sorted(castle, key=CASTLE_INDEX.get))
    ep = [None] * 4
    if fields[3] != '-':
        for ent in fields[3].split(','):
            if not ent or ent[0] not in PLAYERS:
                raise ValueError('bad e.p. entry %r' % ent)
            m = PLAYERS.index(ent[0])
            if ep[m] is not None:
                raise ValueError('two e.p. entries by %s' % ent[0])
            ep[m] = parse_sq(ent[1:])
    st.ep = tuple(ep)
    if not re.match(r'^\d+$', fields[4]) or not re.match(r'^\d+$',
                                                          fields[5]):
        raise ValueError('bad clocks')
    st.half = int(fields[4])
    st.full = int(fields[5])
    if st.full < 1:
        raise ValueError('fullmove 0')
    st.passes = 0
    st.over = False
    err = semantic_error(st)
    if err:
        raise ValueError(err)
    return st


def semantic_error(st):
    """The first semantic error of section 5, or None; sets st.over for a
    position with one player without a King."""
    b = st.board
    kings = [0, 0, 0, 0]
    for s in range(100):
        pc = b[s]
        if pc is None:
            continue
        o, t = pc
        if t == 'K':
            if o >= 4:
                return 'shared King on %s' % sqname(s)
            kings[o] += 1
        if t == 'P':
            f, r = s % 10, s // 10
            if o in (S, N) and r in (0, 9):
                return 'pawn on %s' % sqname(s)
            if o in (W, E) and f in (0, 9):
                return 'pawn on %s' % sqname(s)
            if o >= 4 and any(on_promo_edge(p, s) for p in CTRL[o]):
                return 'shared pawn on a promotion edge: %s' % sqname(s)
    if any(k > 1 for k in kings) or kings.count(0) > 1:
        return 'Kings: %s' % kings
    st.over = kings.count(0) == 1
    for r in st.castle:
        p, k = CASTLE[r][0], CASTLE[r][1]
        if b[r] != (p, 'R') or b[k] != (p, 'K'):
            return 'castling %s without its King and Rook' % sqname(r)
    for m in range(4):
        y = st.ep[m]
        if y is None:
            continue
        if m == st.stm:
            return 'e.p. entry by the side to move'
        if not on_skipped_line(m, y):
            return 'e.p. square %s off the skipped line' % sqname(y)
        L = FWDSQ[m][y]
        v = b[L] if L >= 0 else None
        if v is None or v[1] != 'P' or not CAN_MOVE[m][v[0]]:
            return 'no pawn of the maker on %s' % sqname(L)
    return None


def format_fen(st):
    rows = []
    for r in range(9, -1, -1):
        toks = []
        run = 0
        for f in range(10):
            s = f + 10 * r
            pc = st.board[s]
            if not VALID[s] or pc is not None:
                if run:
                    toks.append(str(run))
                    run = 0
                toks.append('x' if not VALID[s]
                            else OWNER_NAMES[pc[0]] + pc[1])
            else:
                run += 1
        if run:
            toks.append(str(run))
        rows.append(','.join(toks))
    castle = ','.join(sqname(r) for r in sorted(st.castle,
                                                 key=CASTLE_INDEX.get)) or '-'
    ep = ','.join(PLAYERS[m] + sqname(st.ep[m]) for m in range(4)
                  if st.ep[m] is not None) or '-'
    return '%s %s %s %s %d %d' % ('/'.join(rows), PLAYERS[st.stm], castle,
                                  ep, st.half, st.full)


def move_names(st):
    return sorted(coord(m) for m in legal_moves(st))


def san_names(st):
    ms = legal_moves(st)
    return [san(st, m, ms) for m in sorted(ms, key=coord)]


# ------------------------------------------------------------------ random
# random play starts from the start or after one of these openings
RANDOM_OPENINGS = (
    '',
    '1. e4 c4 e7 h4 2. d4 c5 d7 h5 3. Nd3 Nc7 Ng8 Nh7',
    '1. c4 c6 h7 g6 2. h4 c3 g8 h3 3. Ng3 Nc7 Nd8 h5',
)


def random_positions(count, seed):
    """Positions reached by random legal play: never one reached by a
    pass (READING R1) nor one after a King capture."""
    import random
    rnd = random.Random(seed)
    made = 0
    while made < count:
        st = play_text(parse_fen(START), rnd.choice(RANDOM_OPENINGS))
        good = None
        for _ in range(rnd.randint(8, 90)):
            ms = legal_moves(st)
            if not ms:
                break
            # keep the game going: avoid King captures most of the time,
            # favour other captures and promotions a little
            safe = [m for m in ms if not any(st.board[c][1] == 'K'
                                             for c in m[4])]
            if safe and rnd.random() < 0.95:
                ms = safe
            spicy = [m for m in ms if m[4] or m[2]]
            if spicy and rnd.random() < 0.35:
                st = play(st, rnd.choice(spicy))
            else:
                st = play(st, rnd.choice(ms))
            if st.passes == 0 and not st.over:
                good = st
        if good is None:
            continue
        made += 1
        yield format_fen(good)


# ------------------------------------------------------------------ tests
def rot_sq(name):
    """The square turned half round the board (South <-> North,
    West <-> East)."""
    s = parse_sq(name)
    return sqname((9 - s % 10) + 10 * (9 - s // 10))


def rot_san(t):
    m = re.match(r'^([KQRBN]?)([a-j](?:10|[1-9]))$', t)
    return m.group(1) + rot_sq(m.group(2))


def selftest(deep=False):
    import time
    ok = True

    def check(what, got, want):
        nonlocal ok
        flag = 'ok' if got == want else 'FAIL'
        if got != want:
            ok = False
        print('%-4s %s: %s (expected %s)' % (flag, what, got, want),
              flush=True)

    def with_side(fen, side):
        f = fen.split()
        f[1] = side
        return ' '.join(f)

    def mv(st, text):
        return play(st, find_move(st, text))

    st0 = parse_fen(START)
    # geometry
    check('1.1 96 squares', sum(VALID), 96)
    check('1.2 castling squares',
          [(CASTLE[r][6], sqname(CASTLE[r][1]), sqname(CASTLE[r][2]),
            sqname(r), sqname(CASTLE[r][4])) for r in sorted(
                CASTLE, key=CASTLE_INDEX.get)],
          [('O-O', 'e1', 'c1', 'b1', 'd1'), ('O-O-O', 'e1', 'g1', 'i1', 'f1'),
           ('O-O-O', 'a6', 'a4', 'a2', 'a5'), ('O-O', 'a6', 'a8', 'a9', 'a7'),
           ('O-O-O', 'f10', 'd10', 'b10', 'e10'),
           ('O-O', 'f10', 'h10', 'i10', 'g10'),
           ('O-O', 'j5', 'j3', 'j2', 'j4'), ('O-O-O', 'j5', 'j7', 'j9', 'j6')])
    check('1.5 capture relation',
          [[OWNER_NAMES[o] for o in range(8) if CAN_CAP[p][o]]
           for p in range(4)],
          [['n', 'nw', 'ne'], ['e', 'se', 'ne'], ['s', 'sw', 'se'],
           ['w', 'sw', 'nw']])
    compass = {(-1, 1): 'north-west', (1, 1): 'north-east',
               (-1, -1): 'south-west', (1, -1): 'south-east'}
    check('1.6 shared pawn diagonals',
          [(OWNER_NAMES[o], PLAYERS[p], compass[PCAP[p][o][0]])
           for o in (SW, SE, NW, NE) for p in sorted(CTRL[o])],
          [('sw', 's', 'north-west'), ('sw', 'w', 'south-east'),
           ('se', 's', 'north-east'), ('se', 'e', 'south-west'),
           ('nw', 'w', 'north-east'), ('nw', 'n', 'south-west'),
           ('ne', 'n', 'south-east'), ('ne', 'e', 'north-west')])
    # section 5: CA-FEN
    check('5 start read and written', format_fen(st0), START)
    alt = START.replace('swP', 'wsP').replace('seP', 'esP') \
        .replace('nwP', 'wnP').replace('neP', 'enP')
    check('5 ws es wn en read', format_fen(parse_fen(alt)), START)
    e4 = mv(st0, 'e4')
    check('5 after e4', format_fen(e4),
          'x,nR,nN,nB,nQ,nK,nB,nN,nR,x/wR,nwP,nP,nP,nP,nP,nP,nP,neP,eR/'
          'wN,wP,6,eP,eN/wB,wP,6,eP,eB/wK,wP,6,eP,eQ/wQ,wP,6,eP,eK/'
          'wB,wP,2,sP,3,eP,eB/wN,wP,6,eP,eN/'
          'wR,swP,sP,sP,1,sP,sP,sP,seP,eR/x,sR,sN,sB,sK,sQ,sB,sN,sR,x w '
          'b1,i1,a2,a9,b10,i10,j2,j9 se3 0 1')
    c3c2 = play_text(st0, '1. c3 c2')
    f = format_fen(c3c2).split()
    check('5 after 1. c3 c2: ranks 3 and 2', f[0].split('/')[7:9],
          ['wN,wP,sP,5,eP,eN', 'wR,1,swP,sP,sP,sP,sP,sP,seP,eR'])
    check('5 after 1. c3 c2: fields', ' '.join(f[1:]),
          'n b1,i1,a2,a9,b10,i10,j2,j9 - 0 1')
    check('5 after 1. c3 c2: c2 was West moving the shared pawn b2',
          [coord(m) for m in [find_move(play_text(st0, 'c3'), 'c2')]],
          ['b2c2'])
    bx = parse_fen('x,4,nK,3,x/nN,9/1,swP,8/10/wK,9/9,eK/10/10/10/'
                   'x,3,sK,4,x s - - 0 1')
    check('5 bxa9 legal', 'bxa9' in san_names(bx), True)
    after = mv(bx, 'bxa9')
    check('5 bxa9 leaves the shared pawn on a9', after.board[parse_sq('a9')],
          (SW, 'P'))
    check('5 and the position reads back', format_fen(parse_fen(
        format_fen(after))), format_fen(after))
    bad = [
        ('shared King', START.replace('sK', 'swK')),
        ('two Kings', START.replace('sQ', 'sK')),
        ('two players without King',
         START.replace('sK', 'sQ').replace('nK', 'nQ')),
        ('South pawn on rank 10', 'x,4,nK,2,sP,x/10/10/10/wK,9/9,eK/'
         '10/10/10/x,3,sK,4,x s - - 0 1'),
        ('West pawn on file j', 'x,4,nK,3,x/10/10/10/wK,8,wP/9,eK/'
         '10/10/10/x,3,sK,4,x s - - 0 1'),
        ('sw pawn on file j', 'x,4,nK,3,x/10/10/10/wK,8,swP/9,eK/'
         '10/10/10/x,3,sK,4,x s - - 0 1'),
        ('nw pawn on rank 1', 'x,4,nK,3,x/10/10/10/wK,9/9,eK/'
         '10/10/10/x,3,sK,nwP,3,x s - - 0 1'),
        ('x missing', START.replace('x,nR', '1,nR')),
        ('x elsewhere', START.replace('wR,nwP', 'x,nwP')),
        ('adjacent counts', START.replace('wN,wP,6', 'wN,wP,3,3')),
        ('row too short', START.replace('wN,wP,6', 'wN,wP,5')),
        ('leading zero', START.replace('wN,wP,6', 'wN,wP,06')),
        ('castling without Rook', START.replace('x,sR', 'x,sN')),
        ('castling by a shared Rook', START.replace('x,sR', 'x,swR')),
        ('e.p. by the side to move', START.replace(' - 0 1', ' sc3 0 1')),
        ('e.p. off the line', START.replace(' s b1', ' w b1')
         .replace(' - 0 1', ' sc4 0 1')),
        ('e.p. without its pawn', START.replace(' s b1', ' w b1')
         .replace(' - 0 1', ' se3 0 1')),
        ('two e.p. entries by one maker',
         format_fen(e4).replace('se3', 'se3,sd3')),
        ('fullmove 0', START[:-1] + '0'),
    ]
    for what, fen in bad:
        try:
            parse_fen(fen)
            got = 'read'
        except ValueError:
            got = 'refused'
        check('5 semantic/syntax error: ' + what, got, 'refused')
    one_king = 'x,4,nK,3,x/10/10/10/9,eK/10/10/10/10/x,3,sK,4,x w - - 0 1'
    check('5 one player without King: read, no moves',
          move_names(parse_fen(one_king)), [])
    # 8.1 perft from the start
    t0 = time.time()
    want = (14, 192, 2632, 35312)
    for d in range(1, 5):
        check('8.1 perft %d from the start' % d, perft(st0, d), want[d - 1])
    print('     (perft 1-4 from the start: %.1f s)' % (time.time() - t0))
    t0 = time.time()
    print('     perft 5 from the start: %d (%.1f s; no figure in the spec)'
          % (perft(st0, 5), time.time() - t0))
    if deep:
        t0 = time.time()
        print('     perft 6 from the start: %d (%.1f s)'
              % (perft(st0, 6), time.time() - t0))
    # 8.1: no captures, castling, e.p. or promotions within five plies
    kinds = set()

    def walk(st, d):
        for m in legal_moves(st):
            kinds.add('capture' if m[4] else 'castling' if m[3] == CASTLING
                      else 'promotion' if m[2] else 'pass' if m[3] == PASS
                      else 'move')
            if d > 1:
                walk(play(st, m), d - 1)
    walk(st0, 5)
    check('8.1 within five plies only plain moves', kinds, {'move'})
    # 8.2 first moves
    south = 'c3 c4 d3 d4 e3 e4 f3 f4 g3 g4 h3 h4 Nd3 Ng3'.split()
    west = 'c3 d3 c4 d4 c5 d5 c6 d6 c7 d7 c8 d8 Nc4 Nc7'.split()
    check('8.2 South', sorted(san_names(st0)), sorted(south))
    check('8.2 West', sorted(san_names(parse_fen(with_side(START, 'w')))),
          sorted(west))
    check('8.2 North mirrors South',
          sorted(san_names(parse_fen(with_side(START, 'n')))),
          sorted(rot_san(t) for t in south))
    check('8.2 East mirrors West',
          sorted(san_names(parse_fen(with_side(START, 'e')))),
          sorted(rot_san(t) for t in west))
    check('8.2 shared pawns cannot move, any side',
          [m for p in 'swne' for m in move_names(parse_fen(
              with_side(START, p))) if m[:2] in ('b2', 'i2', 'b9', 'i9')],
          [])
    # 8.3
    counts = {c: len(legal_moves(mv(st0, c))) for c in move_names(st0)}
    check('8.3 West replies 13 after these, 14 after the rest',
          sorted(c for c in counts if counts[c] == 13),
          sorted(['c2c4', 'd2d3', 'd2d4', 'c1d3']))
    check('8.3 192 = 14 x 14 - 4', sum(counts.values()), 14 * 14 - 4)
    base = set(move_names(parse_fen(with_side(START, 'w'))))
    for c, gain, lose in (('c2c3', {'b2c2', 'a3c2'}, {'b3c3', 'b3d3'}),
                          ('c2c4', {'b2c2', 'a3c2'},
                           {'b4c4', 'b4d4', 'a3c4'}),
                          ('d2d3', set(), {'b3d3'}),
                          ('d2d4', set(), {'b4d4'}),
                          ('c1d3', set(), {'b3d3'})):
        got = set(move_names(mv(st0, c)))
        check('8.3 after %s West gains, loses' % c,
              (sorted(got - base), sorted(base - got)),
              (sorted(gain), sorted(lose)))
    # 8.4
    p4 = parse_fen('x,4,nK,3,x/10/10/4,nwQ,5/wK,1,wP,3,eB,3/9,eK/'
                   '1,nN,2,sQ,2,swP,2/10/10/x,3,sK,4,x s - - 0 1')
    n4 = san_names(p4)
    check('8.4 South has 24 moves', len(n4), 24)
    check('8.4 Queen takes e7 and b4', ('Qxe7' in n4, 'Qxb4' in n4),
          (True, True))
    check('8.4 Queen e4 squares', sorted(m[2:] for m in move_names(p4)
                                         if m[:2] == 'e4'),
          sorted('e5 e6 e7 e3 e2 d4 c4 b4 f4 g4 f5 d5 f3 g2 h1 d3 c2 b1'
                 .split()))
    check('8.4 shared pawn h4 has only h5',
          [m for m in move_names(p4) if m[:2] == 'h4'], ['h4h5'])
    # 8.5
    p5 = parse_fen('x,4,nK,3,x/10/10/10/wK,9/2,nP,1,nP,4,eK/3,swP,6/10/10/'
                   'x,3,sK,4,x s - - 0 1')
    check('8.5 shared pawn d4 (South)',
          sorted(m for m in move_names(p5) if m[:2] == 'd4'),
          ['d4c5', 'd4d5'])
    check('8.5 SAN', sorted(t for t in san_names(p5) if t[0] == 'd'),
          ['d5', 'dxc5'])
    # 8.6
    p6 = parse_fen('x,4,nK,3,x/10/10/10/wK,9/9,eK/5,nP,4/10/4,sP,5/'
                   'x,3,sK,4,x s - - 0 1')
    a = mv(p6, 'e4')
    check('8.6 1. e4 gives se3', format_fen(a).split()[3], 'se3')
    a = mv(a, 'Ka7')
    check('8.6 after Ka7 the entry lives', format_fen(a).split()[3], 'se3')
    check('8.6 North may play fxe3',
          [coord(find_move(a, 'fxe3'))], ['f4e3'])
    b_ = mv(a, 'fxe3')
    check('8.6 fxe3 removes e4, entry gone', (
        b_.board[parse_sq('e4')], b_.board[parse_sq('e3')],
        format_fen(b_).split()[3], b_.half), (None, (N, 'P'), '-', 0))
    c = mv(a, 'Kf9')
    check('8.6 after Kf9 East sees se3', format_fen(c).split()[1:4],
          ['e', '-', 'se3'])
    check('8.6 East cannot use it',
          [m for m in legal_moves(c) if m[3] == EP], [])
    check('8.6 the entry is gone when South is to move',
          sorted(set(format_fen(play(c, m)).split()[3]
                     for m in legal_moves(c))), ['-'])
    # 8.7 the example game
    game = '1. e4 c3 e7 h3 2. Qc4 d3 h8 g3 3. Qc7 e3 h7 f3 4. Qxf10# ' \
           '1-1/2-0-1/2'
    st = st0
    sans = []
    for tok in game.split()[:-1]:
        if re.match(r'^\d+\.$', tok):
            continue
        m = find_move(st, tok)
        sans.append(san(st, m))
        st = play(st, m)
    check('6 example game: SAN written back',
          ' '.join(sans), 'e4 c3 e7 h3 Qc4 d3 h8 g3 Qc7 e3 h7 f3 Qxf10#')
    check('8.7 example game final fields', ' '.join(format_fen(st)
                                                    .split()[1:]),
          'w b1,i1,a2,a9,j2,j9 - 0 4')
    check('8.7 the game is over: no moves, perft 1 = 0',
          (legal_moves(st), perft(st, 1)), ([], 0))
    check('8.7 replayed from coordinates too', format_fen(play_text(
        st0, 'e2e4 b3c3 e9e7 i3h3 f1c4 c3d3 h9h8 h3g3 c4c7 d3e3 h8h7 '
        'g3f3 c7f10')), format_fen(st))
    check('8.7 replayed from the long form too', format_fen(play_text(
        st0, 'e2-e4 b3-c3 e9-e7 i3-h3 Qf1-c4 c3-d3 h9-h8 h3-g3 Qc4-c7 '
        'd3-e3 h8-h7 g3-f3 Qc7xf10')), format_fen(st))
    # 6.1 SAN: a West pawn capture names its rank when needed
    p = parse_fen('x,4,nK,3,x/10/10/10/wK,9/4,eN,4,eK/3,wP,6/10/10/'
                  'x,3,sK,4,x w - - 0 1')
    check('6.1 dxe5 (one pawn)', [t for t in san_names(p) if 'x' in t],
          ['dxe5'])
    p = parse_fen('x,4,nK,3,x/10/10/10/wK,2,wP,6/4,eN,4,eK/3,wP,6/10/10/'
                  'x,3,sK,4,x w - - 0 1')
    check('6.1 d4xe5 and d6xe5', sorted(t for t in san_names(p)
                                        if 'x' in t), ['d4xe5', 'd6xe5'])
    # rules beyond section 8, checked by hand on positions of
    # tests/ref/ca-cases.txt
    kings = 'sK@e1 wK@a6 nK@f10 eK@j5 '

    def board(pieces, side, castle='-', ep='-'):
        """A position from "owner+type@square" tokens and kings."""
        st = State()
        st.board = [None] * 100
        for tok in (kings + pieces).split():
            pc, sq = tok.split('@')
            st.board[parse_sq(sq)] = (OWNER_READ[pc[:-1]], pc[-1])
        st.stm, st.castle, st.ep = PLAYERS.index(side), (), (None,) * 4
        st.half, st.full, st.passes, st.over = 0, 1, 0, False
        f = format_fen(st).split()
        return parse_fen(' '.join([f[0], side, castle, ep, '0', '1']))

    rooks = 'sR@b1 sR@i1 wR@a2 wR@a9 nR@b10 nR@i10 eR@j2 eR@j9'
    allr = 'b1,i1,a2,a9,b10,i10,j2,j9'
    for side, want in (('s', ['e1c1', 'e1g1']), ('w', ['a6a4', 'a6a8']),
                       ('n', ['f10d10', 'f10h10']),
                       ('e', ['j5j3', 'j5j7'])):
        p = board(rooks, side, allr)
        check('3.5 castling both ways, %s' % side,
              sorted(coord(m) for m in legal_moves(p) if m[3] == CASTLING),
              want)
    p = board(rooks, 's', allr)
    check('3.5 O-O: King c1, Rook d1; Rb1xb10 drops North O-O-O',
          (format_fen(mv(p, 'O-O')).split()[0].split('/')[9],
           format_fen(mv(p, 'Rxb10')).split()[2]),
          ('x,1,sK,sR,4,sR,x', 'i1,a2,a9,i10,j2,j9'))
    p = board('sP@c4 wP@d3 nP@b4 eP@d2 sP@g2', 'n', ep='sc3,wc3')
    a = mv(p, 'bxc3')
    check('3.4 two entries on c3: North takes c4 only, both gone',
          (a.board[parse_sq('c4')], a.board[parse_sq('d3')],
           format_fen(a).split()[3]), (None, (W, 'P'), '-'))
    a = mv(p, 'b3')
    a = mv(a, 'dxc3')
    check('3.4 else East takes d3 only',
          (a.board[parse_sq('c4')], a.board[parse_sq('d3')]),
          ((S, 'P'), None))
    p = board('sP@c4 swP@d3 nP@b4 eP@d2 sP@g2', 'n', ep='sc3,wc3')
    a = mv(p, 'bxc3')
    check('3.4 two entries on c3: North takes c4 and the shared d3',
          (a.board[parse_sq('c4')], a.board[parse_sq('d3')]), (None, None))
    p = board('swP@b4 seP@c5 nP@a4 eP@c2 sP@g2', 'e', ep='sb3')
    check('3.4 East c2xb3 e.p. of the shared pawn b4', 'c2b3' in
          move_names(p), True)
    check('3.4 the entry is gone at South\'s turn',
          sorted(set(format_fen(play(p, m)).split()[3]
                     for m in legal_moves(p))), ['-'])
    p = board('seP@e4 swP@d5 nP@f4', 'w', ep='se3')
    a = mv(p, 'dxe4')
    check('3.4 West sw d5xe4 (a pawn South controls): entry gone, no fxe3',
          (a.board[parse_sq('e4')], format_fen(a).split()[3],
           'f4e3' in move_names(a)), ((SW, 'P'), '-', False))
    a = mv(p, 'Kb6')
    check('3.4 otherwise North fxe3 takes the se pawn e4',
          mv(a, 'fxe3').board[parse_sq('e4')], None)
    p = board('swP@b4 nP@a4 eP@c2', 'w', ep='sb3')
    check('3.2 West double-steps the shared pawn b4 (its line is file b)',
          format_fen(mv(p, 'b4d4')).split()[3], 'wc4')
    p = board('swP@e9 nN@d10 swP@i6', 's')
    check('3.3 shared pawn promotes to a shared piece, not toward f10',
          (sorted(move_names(p))[:8], mv(p, 'e9e10q').board[parse_sq('e10')]),
          (['e1d1', 'e1d2', 'e1e2', 'e1f1', 'e1f2', 'e9d10b', 'e9d10n',
            'e9d10q'], (SW, 'Q')))
    p = board('swP@e9 nN@d10 swP@i6', 'w')
    check('3.3 West: shared i6xj5=Q takes the King (game over)',
          ('ixj5=Q#' in san_names(p), legal_moves(mv(p, 'i6j5q'))),
          (True, []))
    # 4.3 / 4.6 passes and the four-pass draw
    stuck = parse_fen(STUCK)
    check('4.3 all stuck: pass, pass, pass, then no move',
          [perft(stuck, d) for d in range(1, 6)], [1, 1, 1, 0, 0])
    check('4.6 the pass is 0000', move_names(stuck), ['0000'])
    s2 = play(stuck, PASS_MOVE)
    check('4.5 a pass adds 1 to the clock', format_fen(s2).split()[4:],
          ['1', '1'])
    return ok


# Four armies that cannot move: South and West locked together near j10,
# North and East near a1 (tests/ref/ca-cases.txt uses it too)
STUCK = ('x,6,wP,sK,x/7,sP,wP,wK/8,sP,sP/10/10/10/10/nP,nP,8/'
         'eK,eP,nP,7/x,nK,eP,6,x s - - 0 1')


def main(argv):
    import argparse
    ap = argparse.ArgumentParser(description=__doc__.split('\n')[0])
    ap.add_argument('--perft', type=int)
    ap.add_argument('--divide', type=int)
    ap.add_argument('--epd', type=int, metavar='MAXDEPTH')
    ap.add_argument('--san', action='store_true')
    ap.add_argument('--play', metavar='MOVES')
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
        st = parse_fen(a.positions[0] if a.positions else START)
        print(format_fen(play_text(st, a.play)))
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
        st = parse_fen(pos.split('|')[0].split(';')[0])
        if a.divide:
            res = divide(st, a.divide)
            for k in sorted(res):
                print('%s: %d' % (k, res[k]))
            print('\nNodes searched: %d\n' % sum(res.values()))
        elif a.perft:
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
        print('ca_ref.py: %s' % exc, file=sys.stderr)
        sys.exit(2)
