#!/usr/bin/env python3
"""traitor_ref.py: an independent reference move generator for the
Traitor Chess family (Traitor, Defector, Double Agent, Defector-Double
Agent, Mercenary; Specific, Simplified and Impromptu forms).

It was written from ../shared/spec/traitor.md alone (sections 1-4 and
6.1.5), without reading turncoat's C sources, so that its perft counts
are an independent check of `movegen -V <traitor variant>`.  It is a
developer's tool: Python 3, standard library only; `make check` does not
run it.  The test data it produced is tests/perft/traitor.epd.

Usage:
  traitor_ref.py -V VARIANT [--perft N | --divide N] [-j N] POSITION...
  traitor_ref.py -V VARIANT POSITION...   (the turns, sorted, one line each)
  traitor_ref.py -V VARIANT --perft N -i FILE      (one position a line)
  traitor_ref.py --epd 9 -j 2 -i tests/ref/traitor-cases.txt
                  (lines "VARIANT | POSITION | DEPTH | ID": writes the EPD
                  lines of tests/perft/traitor.epd, ;D1 to ;DDEPTH then
                  ;variant "VARIANT" and ;id "ID"; 5 minutes on 2 cores)
  traitor_ref.py -V VARIANT --random N [--seed S] [--public]
                  (N positions reached by random turns, arbiter view or
                  public view, to hand to movegen with the counts above)
  traitor_ref.py -V VARIANT --crosscheck PLIES POSITION
                  (the fast last-ply counter against the plain one)
  traitor_ref.py --selftest        (the figures of spec sections 4 and 8)

Compare with movegen, e.g.:
  diff <(traitor_ref.py -V mercenary --divide 2 "$P" | sort) \
       <(movegen -V mercenary --divide 2 "$P" | sort)

VARIANT is as for movegen: traitor, simplified-traitor, impromptu-traitor,
defector, ..., impromptu-mercenary, with options appended after commas:
traitor,own-traitor-check=off, simplified-defector,no-undo=off.
POSITION is the spec's section 4 notation (FEN, marks ^ & %, keys budget,
ids, ko, targets, undo).  A turn is written as movegen's divide writes it:
the move in coordinates (e2e4, e7e8q, e1g1), preceded for an announcement
by X-<square of the announced piece>: (T-f1:g4f2).  -j N splits perft
over N processes by root turn.

Readings of points the spec leaves open (marked READING in the code):
 R1 Public view (a hidden list: '?' in targets=, or no targets key in a
    Specific or Simplified form): an announcement needs only public facts
    (6.1.5): the piece is eligible, its value fits in 9 minus what the
    player has announced so far, and in Specific forms it has an identity
    that has not been announced before.  For a position read from a
    string nothing counts as announced except the visibly marked pieces:
    a traitor (^) or a Double Agent's DA (&) or a mercenary (%) counts
    for the player of the other colour, a Defector-DA's DA (&) for the
    player of its colour; each is counted once, for the least it may
    have cost: its current type's value where it cannot be a promoted
    pawn (a piece with an identity, in a Specific form), else a pawn's,
    1, since an announced pawn keeps its status when it promotes (2.7)
    and the Simplified and Impromptu forms pay for the type at the
    announcement.  A lower bound, so that a string never forbids a turn
    its game allows.  In Defector nothing is marked, so nothing counts
    (the undo= key is not a mark).  Announcements made during the search
    are counted exactly.  (--no-mark-values credits nothing for the
    marks, for comparisons of everything else.)
 R2 Weak ko after a promotion: the rule (3.3) forbids moving the piece
    from t back to s; a promoted DA or mercenary on t can do that, so
    it is forbidden (the key ko=<t><s> names that move), whatever the
    parenthesis in section 4 says about its never being playable.
 R3 A ko move stays forbidden when it follows an announcement of the
    piece (Defector-DA can announce an opponent's DA): the rule forbids
    the move, whatever the announcement.
 R4 "Attacks the opponent's king" (Defector, Defector-DA, Mercenary
    announcement rule) is the FIDE attack pattern of the changed piece
    onto the king's square, with blocking pieces, a pawn by its colour's
    direction; other pieces are not considered.
 R5 Castling: a square is attacked when the castler's king, moved there
    from its square (nothing else moved), would be in check by rule 2.5
    (own-traitor-check=off included).  Announcing the piece that stands
    on a1, h1, a8 or h8 removes the castling right of that corner for
    good (an announced rook loses its right; any other piece there means
    the right was already gone).  Only a regular rook of the king's
    colour on the corner castles.
 R6 En passant: the e.p. square of the position is the passed square;
    the double-stepped pawn stands next to it, on rank 4 for a rank-3
    square and on rank 5 for a rank-6 one.  The capturer must be a pawn
    the mover may move after his announcement, beside that pawn on the
    same rank, whose forward diagonal in its own colour's direction is
    the passed square, and rule 4 must allow the capture with the
    colours and statuses after the announcement.
 R7 Specific lists name identities; an entry is usable while a piece
    with that identity is on the board and eligible.  A promoted piece
    has no identity, so a listed pawn that promotes drops out.
 R8 no-undo (Simplified and Impromptu Defector and Defector-DA) forbids
    announcing the piece standing on the undo= square; the key (and the
    search) gives the square where the defected piece stands after the
    move of the turn in which it defected.
 R9 movegen's perft never ends a game: every turn is counted whatever
    the 50-move rule or repetitions say; so does this program.
 R10 A list in targets= worth more than 9 is refused (2.3: total value
    at most 9), for what is left cannot be worth more than the list.
 R11 An e.p. square on the mover's own side (rank 3 with White to move)
    is accepted: a pawn of the mover's colour that the opponent moved
    (his traitor, a double agent, a mercenary) may have just
    double-stepped, and rule 2.8 lets the mover take it.  Likewise the
    king of the player not to move may stand attacked by an attacker
    that own-traitor-check=off ignores.  This program does not check
    that the side not to move is out of check.
 R12 A defected piece taken on the turn of its defection (in
    Defector-DA, by a double agent of the other colour that the
    announcer moves) leaves no undo= key: no piece is left for no-undo
    to protect, and the square now holds the piece that took it.
"""

import sys

VALUE = {'Q': 9, 'R': 5, 'B': 3, 'N': 3, 'P': 1, 'K': 0}
FAMILIES = ('traitor', 'defector', 'double-agent', 'defector-double-agent',
            'mercenary')
LETTER = {'traitor': 'T', 'defector': 'D', 'double-agent': 'A',
          'defector-double-agent': 'A', 'mercenary': 'M'}
MARK = {'traitor': '^', 'double-agent': '&', 'defector-double-agent': '&',
        'mercenary': '%', 'defector': None}
# statuses
REG, TRA, DAG, MER = 'R', 'T', 'D', 'M'
STATUS_OF_MARK = {'^': TRA, '&': DAG, '%': MER}

WHITE, BLACK = 0, 1


def sqname(s):
    return 'abcdefgh'[s & 7] + str((s >> 3) + 1)


def parse_sq(t):
    if len(t) != 2 or t[0] not in 'abcdefgh' or t[1] not in '12345678':
        raise ValueError('bad square %r' % t)
    return 'abcdefgh'.index(t[0]) + 8 * (int(t[1]) - 1)


# ---------------------------------------------------------------- geometry
KNIGHT = [[] for _ in range(64)]
KING = [[] for _ in range(64)]
RAYS = [[[] for _ in range(8)] for _ in range(64)]   # 0-3 rook, 4-7 bishop
DIRS = [(1, 0), (-1, 0), (0, 1), (0, -1), (1, 1), (1, -1), (-1, 1), (-1, -1)]
for s in range(64):
    f, r = s & 7, s >> 3
    for df, dr in ((1, 2), (2, 1), (2, -1), (1, -2), (-1, -2), (-2, -1),
                   (-2, 1), (-1, 2)):
        if 0 <= f + df < 8 and 0 <= r + dr < 8:
            KNIGHT[s].append(s + df + 8 * dr)
    for df, dr in DIRS:
        if 0 <= f + df < 8 and 0 <= r + dr < 8:
            KING[s].append(s + df + 8 * dr)
    for i, (df, dr) in enumerate(DIRS):
        ff, rr = f + df, r + dr
        while 0 <= ff < 8 and 0 <= rr < 8:
            RAYS[s][i].append(ff + 8 * rr)
            ff += df
            rr += dr
ROOK_DIRS = (0, 1, 2, 3)
BISHOP_DIRS = (4, 5, 6, 7)
QUEEN_DIRS = tuple(range(8))
SLIDE = {'R': ROOK_DIRS, 'B': BISHOP_DIRS, 'Q': QUEEN_DIRS}


def pawn_dir(colour):
    return 8 if colour == WHITE else -8


def pawn_attacks(s, colour):
    """Squares a pawn of this colour on s attacks (its colour's direction)."""
    f, r = s & 7, s >> 3
    r2 = r + (1 if colour == WHITE else -1)
    out = []
    if 0 <= r2 < 8:
        if f > 0:
            out.append(f - 1 + 8 * r2)
        if f < 7:
            out.append(f + 1 + 8 * r2)
    return out


PAWN_ATT = [[pawn_attacks(s, c) for s in range(64)] for c in (0, 1)]


def attacks_square(board, s, target):
    """Does the piece on s attack target by its FIDE pattern (blockers
    count; a pawn by its colour's direction)?"""
    p = board[s]
    t = p[0]
    if t == 'P':
        return target in PAWN_ATT[p[1]][s]
    if t == 'N':
        return target in KNIGHT[s]
    if t == 'K':
        return target in KING[s]
    for d in SLIDE[t]:
        for x in RAYS[s][d]:
            if x == target:
                return True
            if board[x] is not None:
                break
    return False


# ------------------------------------------------------------------ rules
class Rules:
    def __init__(self, name):
        parts = name.strip().lower().split(',')
        base = parts[0]
        self.form = 'specific'
        for form in ('simplified', 'impromptu'):
            if base.startswith(form + '-'):
                self.form = form
                base = base[len(form) + 1:]
        if base not in FAMILIES:
            raise ValueError('unknown variant %r' % name)
        self.family = base
        self.own_traitor_check = True
        self.no_undo = True
        for opt in parts[1:]:
            key, _, val = opt.partition('=')
            if val not in ('on', 'off'):
                raise ValueError('bad option %r' % opt)
            if key == 'own-traitor-check' and base == 'traitor':
                self.own_traitor_check = val == 'on'
            elif (key == 'no-undo' and base in ('defector',
                                               'defector-double-agent')):
                self.no_undo = val == 'on'
            else:
                raise ValueError('option %r not for %s' % (opt, base))
        self.letter = LETTER[base]
        self.mark = MARK[base]
        self.has_ko = base in ('double-agent', 'defector-double-agent',
                               'mercenary')
        # undo is recorded in the Simplified and Impromptu forms of
        # Defector and Defector-DA; the rule applies unless no-undo=off.
        self.has_undo = (base in ('defector', 'defector-double-agent')
                         and self.form != 'specific')
        self.check_rule = base in ('defector', 'defector-double-agent',
                                   'mercenary')
        # Traitor with own-traitor-check=off: attackers that only the
        # king's owner may move (traitors of the other colour) do not check.
        self.ignore_own_traitors = base == 'traitor' and not self.own_traitor_check
        self.name = name

    def changed(self, piece, player):
        """The piece after `player` announces it."""
        t, c, s, ident = piece
        f = self.family
        if f == 'traitor':
            return (t, c, TRA, ident)
        if f == 'defector':
            return (t, player, REG, ident)
        if f == 'double-agent':
            return (t, c, DAG, ident)
        if f == 'defector-double-agent':
            return (t, player, DAG, ident)
        return (t, c, MER, ident)

    def eligible(self, piece, player):
        t, c, s, ident = piece
        if t == 'K' or c == player:
            return False
        if s == REG:
            return True
        return self.family == 'defector-double-agent' and s == DAG


def controls(piece, player):
    s = piece[2]
    if s == REG:
        return piece[1] == player
    if s == TRA:
        return piece[1] != player
    return True                         # double agent, mercenary


def can_capture(a, b):
    """Rule 2.4: may piece a capture piece b (whoever moves them)?"""
    if b[0] == 'K':
        return False
    return a[1] != b[1] or a[2] == MER or b[2] == MER


def in_check(board, ksq, kc, rules):
    """Rule 2.5: is a king of colour kc on ksq attacked by a piece of the
    other colour or by a mercenary (minus own traitors if the option is
    off)?"""
    ign = rules.ignore_own_traitors

    def counts(p):
        if p[2] == MER:
            return True
        if p[1] == kc:
            return False
        if ign and p[2] == TRA:         # other colour, moved only by kc
            return False
        return True

    for x in KNIGHT[ksq]:
        p = board[x]
        if p is not None and p[0] == 'N' and counts(p):
            return True
    for x in KING[ksq]:
        p = board[x]
        if p is not None and p[0] == 'K' and counts(p):
            return True
    # a pawn of colour c on x attacks ksq iff ksq in PAWN_ATT[c][x], i.e.
    # x in PAWN_ATT[1-c][ksq]
    for c in (WHITE, BLACK):
        for x in PAWN_ATT[1 - c][ksq]:
            p = board[x]
            if p is not None and p[0] == 'P' and p[1] == c and counts(p):
                return True
    for d in range(8):
        for x in RAYS[ksq][d]:
            p = board[x]
            if p is not None:
                t = p[0]
                if (t == 'Q' or (t == 'R' and d < 4) or (t == 'B' and d >= 4)) \
                        and counts(p):
                    return True
                break
    return False


def find_king(board, colour):
    for s in range(64):
        p = board[s]
        if p is not None and p[0] == 'K' and p[1] == colour:
            return s
    raise ValueError('no king of colour %d' % colour)


# ------------------------------------------------------------------ state
class State:
    __slots__ = ('board', 'stm', 'castle', 'ep', 'ko', 'undo', 'lists',
                 'spent', 'pub_ids')

    def copy(self):
        n = State.__new__(State)
        n.board = self.board[:]
        n.stm = self.stm
        n.castle = self.castle
        n.ep = self.ep
        n.ko = self.ko
        n.undo = self.undo
        n.lists = list(self.lists)
        n.spent = list(self.spent)
        n.pub_ids = self.pub_ids
        return n


def parse_position(text, rules):
    fields = text.split()
    if len(fields) < 4:
        raise ValueError('position needs at least 4 fields')
    st = State()
    board = [None] * 64
    ranks = fields[0].split('/')
    if len(ranks) != 8:
        raise ValueError('8 ranks expected')
    for i, rk in enumerate(ranks):
        r = 7 - i
        f = 0
        j = 0
        while j < len(rk):
            ch = rk[j]
            j += 1
            if ch.isdigit():
                f += int(ch)
                continue
            if ch.upper() not in 'KQRBNP':
                raise ValueError('bad piece %r' % ch)
            status = REG
            if j < len(rk) and rk[j] in '^&%*>':
                m = rk[j]
                j += 1
                if m != rules.mark or ch.upper() == 'K':
                    raise ValueError('mark %r not allowed here' % m)
                status = STATUS_OF_MARK[m]
            colour = WHITE if ch.isupper() else BLACK
            s = f + 8 * r
            board[s] = (ch.upper(), colour, status, s)   # identity: own square
            f += 1
        if f != 8:
            raise ValueError('rank %d has %d squares' % (r + 1, f))
    st.board = board
    st.stm = {'w': WHITE, 'b': BLACK}[fields[1]]
    st.castle = frozenset('' if fields[2] == '-' else fields[2])
    st.ep = None if fields[3] == '-' else parse_sq(fields[3])
    rest = fields[4:]
    if len(rest) >= 2 and rest[0].lstrip('+-').isdigit():
        rest = rest[2:]
    keys = {}
    for kv in rest:
        if kv.startswith(';'):
            break
        k, eq, v = kv.partition('=')
        if not eq:
            break                       # EPD operations follow
        if k in keys:
            raise ValueError('repeated key %s' % k)
        keys[k] = v
    allowed = set()
    if rules.form == 'impromptu':
        allowed.add('budget')
    else:
        allowed.add('targets')
    if rules.form == 'specific':
        allowed.add('ids')
    if rules.has_ko:
        allowed.add('ko')
    if rules.has_undo:
        allowed.add('undo')
    for k in keys:
        if k not in allowed:
            raise ValueError('key %s not allowed in %s' % (k, rules.name))
    if 'ids' in keys:
        for ent in keys['ids'].split(','):
            o, _, sq = ent.partition('@')
            s = parse_sq(sq)
            if board[s] is None or board[s][0] == 'K':
                raise ValueError('ids entry %s on no piece' % ent)
            p = board[s]
            board[s] = (p[0], p[1], p[2], None if o == '-' else parse_sq(o))
    if rules.form != 'specific':
        board[:] = [None if p is None else (p[0], p[1], p[2], None)
                    for p in board]
    st.ko = None
    if 'ko' in keys:
        v = keys['ko']
        st.ko = (parse_sq(v[:2]), parse_sq(v[2:]))
    st.undo = parse_sq(keys['undo']) if 'undo' in keys else None
    # lists: Specific: frozenset of identities or None (hidden);
    # Simplified: string of letters or None; Impromptu: points left.
    if rules.form == 'impromptu':
        w, _, b = keys.get('budget', '9/9').partition('/')
        st.lists = [int(w), int(b)]
    else:
        halves = keys.get('targets', '?/?').split('/')
        if len(halves) != 2:
            raise ValueError('bad targets')
        st.lists = []
        for h in halves:
            if h == '?':
                st.lists.append(None)
            elif h == '-':
                st.lists.append(frozenset() if rules.form == 'specific' else '')
            elif rules.form == 'specific':
                ids = set()
                for e in h.split(','):
                    e = e.strip()
                    if e[0] in 'QRBNP':
                        e = e[1:]
                    ids.add(parse_sq(e))
                st.lists.append(frozenset(ids))
            else:
                if any(ch not in 'QRBNP' for ch in h):
                    raise ValueError('bad Simplified list %r' % h)
                st.lists.append(''.join(sorted(h, key='QRBNP'.index)))
            # a list is worth at most 9 (2.3); what is left, no more
            if h not in '?-':
                letters = [e.strip()[0] if e.strip()[0] in 'QRBN' else 'P'
                           for e in h.split(',')] \
                    if rules.form == 'specific' else list(h)
                if sum(VALUE[x] for x in letters) > 9:
                    raise ValueError('targets: a list worth more than 9')
    # READING R1: what counts as announced before, for hidden lists.
    st.spent = [0, 0]
    ids = set()
    for p in board:
        if p is None or p[2] == REG:
            continue
        if rules.family == 'defector-double-agent':
            who = p[1]
        else:
            who = 1 - p[1]
        v = VALUE[p[0]]
        if rules.form != 'specific' or p[3] is None:
            v = 1           # it may be a pawn announced, then promoted
        else:
            ids.add(p[3])
        if MARK_VALUES:
            st.spent[who] += v
    st.pub_ids = frozenset(ids)
    return st


# ------------------------------------------------------------- generation
def piece_moves(board, s, p, ep, out):
    """Pseudo-legal moves of piece p on s (whoever moves it): tuples
    (from, to, promotion or '', flag) with flag '' / 'ep' / 'castle'."""
    t = p[0]
    if t == 'P':
        c = p[1]
        d = pawn_dir(c)
        r = s >> 3
        last = 7 if c == WHITE else 0
        start = 1 if c == WHITE else 6
        to = s + d
        if 0 <= to < 64 and board[to] is None:
            if to >> 3 == last:
                for q in 'qrbn':
                    out.append((s, to, q, ''))
            else:
                out.append((s, to, '', ''))
                if r == start and board[to + d] is None:
                    out.append((s, to + d, '', ''))
        for to in PAWN_ATT[c][s]:
            q = board[to]
            if q is not None:
                if can_capture(p, q):
                    if to >> 3 == last:
                        for pr in 'qrbn':
                            out.append((s, to, pr, ''))
                    else:
                        out.append((s, to, '', ''))
            elif to == ep:
                # READING R6: the double-stepped pawn stands beside the
                # capturer on its rank, beyond the passed square.
                victim = ep + 8 if ep >> 3 == 2 else ep - 8
                if victim >> 3 == r and abs((victim & 7) - (s & 7)) == 1:
                    v = board[victim]
                    if v is not None and v[0] == 'P' and can_capture(p, v):
                        out.append((s, to, '', 'ep'))
        return
    if t == 'N' or t == 'K':
        for to in (KNIGHT[s] if t == 'N' else KING[s]):
            q = board[to]
            if q is None or can_capture(p, q):
                out.append((s, to, '', ''))
        return
    for d in SLIDE[t]:
        for to in RAYS[s][d]:
            q = board[to]
            if q is None:
                out.append((s, to, '', ''))
            else:
                if can_capture(p, q):
                    out.append((s, to, '', ''))
                break


def square_attacked_for_king(board, ksq, to, colour, rules):
    """READING R5: would the king of colour on ksq be in check on `to`?"""
    k = board[ksq]
    b2 = board[:]
    b2[ksq] = None
    b2[to] = k
    return in_check(b2, to, colour, rules)


def castling_moves(st, rules, player, out):
    board = st.board
    home = 4 if player == WHITE else 60
    k = board[home]
    if k is None or k[0] != 'K' or k[1] != player:
        return
    for right, rook_sq, empty, path in (
            ('K', home + 3, (home + 1, home + 2), (home, home + 1, home + 2)),
            ('Q', home - 4, (home - 1, home - 2, home - 3),
             (home, home - 1, home - 2))):
        if (right if player == WHITE else right.lower()) not in st.castle:
            continue
        r = board[rook_sq]
        if r is None or r[0] != 'R' or r[1] != player or r[2] != REG:
            continue
        if any(board[x] is not None for x in empty):
            continue
        if in_check(board, home, player, rules):
            continue
        if any(square_attacked_for_king(board, home, x, player, rules)
               for x in path[1:]):
            continue
        out.append((home, path[2], '', 'castle'))


def make_move(board, mv):
    """Return a new board after move mv (no legality test)."""
    frm, to, promo, flag = mv
    b = board[:]
    p = b[frm]
    b[frm] = None
    if flag == 'ep':
        victim = to + 8 if to >> 3 == 2 else to - 8
        b[victim] = None
    if flag == 'castle':
        if to > frm:
            b[frm + 1] = b[frm + 3]
            b[frm + 3] = None
        else:
            b[frm - 1] = b[frm - 4]
            b[frm - 4] = None
    if promo:
        p = (promo.upper(), p[1], p[2], None)   # colour, status kept
    b[to] = p
    return b


def legal_moves(st, board, rules, player):
    """Legal moves of `player` on `board` (which may carry an announcement
    already made), honouring weak ko, with the castling rights and e.p.
    square of st."""
    cand = []
    for s in range(64):
        p = board[s]
        if p is not None and controls(p, player):
            piece_moves(board, s, p, st.ep, cand)
    sub = State.__new__(State)
    sub.board = board
    sub.castle = st.castle
    castling_moves(sub, rules, player, cand)
    ksq = find_king(board, player)
    res = []
    ko = st.ko
    for mv in cand:
        if ko is not None and mv[0] == ko[0] and mv[1] == ko[1]:
            continue                    # weak ko (READING R2, R3)
        b = make_move(board, mv)
        k = mv[1] if mv[0] == ksq else ksq
        if not in_check(b, k, player, rules):
            res.append(mv)
    return res


def announcements(st, rules):
    """Possible announcements of the player to move: (square, changed
    piece, value) where the announcement rule of the variant is met."""
    P = st.stm
    board = st.board
    res = []
    lst = st.lists[P]
    opp_k = None
    for s in range(64):
        p = board[s]
        if p is None or not rules.eligible(p, P):
            continue
        v = VALUE[p[0]]
        if rules.form == 'specific':
            if p[3] is None:
                continue                # no identity (promoted)
            if lst is None:
                if p[3] in st.pub_ids or v > 9 - st.spent[P]:
                    continue
            elif p[3] not in lst:
                continue
        elif rules.form == 'simplified':
            if lst is None:
                if v > 9 - st.spent[P]:
                    continue
            elif p[0] not in lst:
                continue
        else:
            if v > lst:
                continue
        if rules.has_undo and rules.no_undo and s == st.undo:
            continue
        np = rules.changed(p, P)
        if rules.check_rule:
            if opp_k is None:
                opp_k = find_king(board, 1 - P)
            b = board[:]
            b[s] = np
            if attacks_square(b, s, opp_k):
                continue                # READING R4
        res.append((s, np, v))
    return res


CORNER_RIGHT = {0: 'Q', 7: 'K', 56: 'q', 63: 'k'}


def turns(st, rules):
    """All legal turns: (announcement or None, move)."""
    out = [(None, mv) for mv in legal_moves(st, st.board, rules, st.stm)]
    for ann in announcements(st, rules):
        s, np, v = ann
        b = st.board[:]
        b[s] = np
        castle = st.castle
        if s in CORNER_RIGHT and CORNER_RIGHT[s] in castle:
            castle = castle - {CORNER_RIGHT[s]}
        sub = st.copy()
        sub.board = b
        sub.castle = castle
        for mv in legal_moves(sub, b, rules, st.stm):
            out.append((ann, mv))
    return out


def play(st, rules, turn):
    ann, mv = turn
    P = st.stm
    n = st.copy()
    castle = set(st.castle)
    undo = None
    ann_sq = None
    if ann is not None:
        s, np, v = ann
        old = n.board[s]
        n.board[s] = np
        ann_sq = s
        if s in CORNER_RIGHT:
            castle.discard(CORNER_RIGHT[s])
        lst = n.lists[P]
        if rules.form == 'specific':
            if lst is None:
                n.spent[P] += v
                n.pub_ids = n.pub_ids | {old[3]}
            else:
                n.lists[P] = lst - {old[3]}
        elif rules.form == 'simplified':
            if lst is None:
                n.spent[P] += v
            else:
                i = lst.index(old[0])
                n.lists[P] = lst[:i] + lst[i + 1:]
        else:
            n.lists[P] = lst - v
    frm, to, promo, flag = mv
    moving = n.board[frm]
    n.board = make_move(n.board, mv)
    for x in (frm, to):
        if x in CORNER_RIGHT:
            castle.discard(CORNER_RIGHT[x])
        if x == 4:
            castle -= {'K', 'Q'}
        if x == 60:
            castle -= {'k', 'q'}
    n.castle = frozenset(castle)
    n.ep = None
    if moving[0] == 'P' and abs(to - frm) == 16:
        n.ep = (frm + to) // 2
    n.ko = None
    if rules.has_ko and moving[2] in (DAG, MER):
        n.ko = (to, frm)
    if rules.has_undo and ann_sq is not None:
        # READING R8: where the defected piece stands after the move;
        # none if the move took it (R12)
        undo = to if frm == ann_sq else (None if to == ann_sq else ann_sq)
    n.undo = undo
    n.stm = 1 - P
    return n


def turn_name(rules, turn):
    ann, (frm, to, promo, flag) = turn
    u = sqname(frm) + sqname(to) + promo
    if ann is None:
        return u
    return '%s-%s:%s' % (rules.letter, sqname(ann[0]), u)


def perft(st, rules, depth):
    if depth == 0:
        return 1
    if depth == 1:
        return count_turns(st, rules)
    total = 0
    for t in turns(st, rules):
        total += perft(play(st, rules, t), rules, depth - 1)
    return total


# ------------------------------------------------- fast counting at depth 1
def count_turns(st, rules):
    """The number of legal turns, as len(turns(st, rules)), faster."""
    return FAST(st, rules) if FAST else len(turns(st, rules))


FAST = None
# --no-mark-values (a diagnostic, not the reading of R1): marked pieces
# do not count towards what a hidden list's holder has spent.
MARK_VALUES = True


def divide(st, rules, depth):
    res = {}
    for t in turns(st, rules):
        res[turn_name(rules, t)] = perft(play(st, rules, t), rules, depth - 1)
    return res


def _divide_job(args):
    variant, pos, depth, names = args
    rules = Rules(variant)
    st = parse_position(pos, rules)
    out = {}
    for t in turns(st, rules):
        nm = turn_name(rules, t)
        if nm in names:
            out[nm] = perft(play(st, rules, t), rules, depth - 1)
    return out


def divide_parallel(variant, pos, depth, jobs):
    rules = Rules(variant)
    st = parse_position(pos, rules)
    names = [turn_name(rules, t) for t in turns(st, rules)]
    if jobs <= 1 or depth <= 2:
        return divide(st, rules, depth)
    import multiprocessing
    chunks = [set(names[i::jobs * 4]) for i in range(jobs * 4)]
    with multiprocessing.Pool(jobs) as pool:
        parts = pool.map(_divide_job, [(variant, pos, depth, c) for c in chunks])
    res = {}
    for p in parts:
        res.update(p)
    return res


# ------------------------------------------------------------------ main
START = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1'


def selftest():
    ok = True

    def check(what, got, want):
        nonlocal ok
        flag = 'ok' if got == want else 'FAIL'
        if got != want:
            ok = False
        print('%-4s %s: %s (expected %s)' % (flag, what, got, want))

    for fam, want in (('traitor', 340), ('double-agent', 340),
                      ('defector', 314), ('defector-double-agent', 314),
                      ('mercenary', 330)):
        r = Rules('impromptu-' + fam)
        check('8.3 impromptu-' + fam, perft(parse_position(START, r), r, 1),
              want)
    r = Rules('traitor')
    pos = '4k3/8/8/4r^3/8/8/8/4K3 w - - 0 1'
    st = parse_position(pos, r)
    check('8.2 traitor in check', in_check(st.board, 4, WHITE, r), True)
    check('8.2 traitor moves', perft(st, r, 1), 11)
    r = Rules('traitor,own-traitor-check=off')
    st = parse_position(pos, r)
    check('8.2 own-traitor-check=off check', in_check(st.board, 4, WHITE, r),
          False)
    check('8.2 own-traitor-check=off moves', perft(st, r, 1), 17)
    # 8.2: White announces at the start (the pieces named are Black's).
    for form in ('', 'simplified-', 'impromptu-'):
        r = Rules(form + 'defector')
        st = parse_position(START, r)   # public view: Qd8 fits in 9
        names = [turn_name(r, t) for t in turns(st, r)]
        check('8.2 %sdefector D-Qd8 absent' % form,
              any(n.startswith('D-d8:') for n in names), False)
        check('8.2 %sdefector D-Nb8:Nc6' % form, 'D-b8:b8c6' in names, True)
        if form:
            t = [t for t in turns(st, r) if turn_name(r, t) == 'D-b8:b8c6'][0]
            n = play(st, r, t)
            check('8.2 %sdefector undo square' % form, n.undo, parse_sq('c6'))
            names = [turn_name(r, t) for t in turns(n, r)]
            check('8.2 %sdefector no D-c6 next' % form,
                  any(x.startswith('D-c6:') for x in names), False)
            r = Rules(form + 'defector,no-undo=off')
            n = play(parse_position(START, r), r, t)
            names = [turn_name(r, t) for t in turns(n, r)]
            check('8.2 %sdefector,no-undo=off: D-c6 next' % form,
                  any(x.startswith('D-c6:') for x in names), True)
    r = Rules('mercenary')
    st = parse_position(START, r)
    names = [turn_name(r, t) for t in turns(st, r)]
    check('8.2 M-Qd8 absent', any(n.startswith('M-d8:') for n in names), False)
    check('8.2 M-Ng8:Nxe7', 'M-g8:g8e7' in names, True)
    t = [t for t in turns(st, r) if turn_name(r, t) == 'M-g8:g8e7'][0]
    check('8.2 ko=e7g8', play(st, r, t).ko, (parse_sq('e7'), parse_sq('g8')))
    r = Rules('double-agent')
    st = parse_position(START, r)
    t = [t for t in turns(st, r) if turn_name(r, t) == 'A-b8:b8c6'][0]
    n = play(st, r, t)
    names = [turn_name(r, t) for t in turns(n, r)]
    check('8.2 DA: Black may play Nc6-e5', 'c6e5' in names, True)
    check('8.2 DA: Black may not play Nc6-b8', 'c6b8' in names, False)
    n2 = play(n, r, [t for t in turns(n, r) if turn_name(r, t) == 'g8f6'][0])
    names = [turn_name(r, t) for t in turns(n2, r)]
    check('8.2 DA: White may play Nc6-b8 (no ko)', 'c6b8' in names, True)
    r = Rules('impromptu-defector-double-agent')
    st = parse_position(START, r)
    t = [t for t in turns(st, r) if turn_name(r, t) == 'A-b8:b8c6'][0]
    n = play(st, r, t)
    check('4 DDA example: budget, ko, undo', (n.lists, n.ko, n.undo),
          ([6, 9], (parse_sq('c6'), parse_sq('b8')), parse_sq('c6')))
    # 8.1
    r = Rules('traitor')
    pos = ('rnbqk2r/pppp1ppp/1b6/4N3/2B1P1n1/2N5/PPPPQ1P^P/R1B3R^K w kq - 1 9 '
           'ids=h1@g1,d1@e2,b1@c3,f1@c4,e2@e4,g8@g4,g1@e5,f8@b6')
    st = parse_position(pos + ' targets=Qd8/?', r)
    ts = turns(st, r)
    check('8.1 moves', sum(1 for t in ts if t[0] is None), 36)
    check('8.1 turns (targets=Qd8/?)', len(ts), 76)
    for opt in ('traitor', 'traitor,own-traitor-check=off'):
        r = Rules(opt)
        st = parse_position(pos + ' targets=Qd8/?', r)
        check('8.1 moves, ' + opt, sum(1 for t in turns(st, r)
                                       if t[0] is None), 36)
    # after ply 10 (the sample game to 5...(T-Rh1)Nxf2), public view
    pos5 = ('rnbqk2r/pppp1ppp/8/2b1p3/2B1P3/2N2N2/PPPP1nPP/R1BQ1R^K1 w kq - 0 6 '
            'ids=h1@f1,g8@f2,b1@c3,g1@f3,f1@c4,e2@e4,f8@c5,e7@e5')
    for opt in ('traitor', 'traitor,own-traitor-check=off'):
        r = Rules(opt)
        st = parse_position(pos5, r)
        check('8.1 after ply 10 in check, ' + opt,
              in_check(st.board, find_king(st.board, WHITE), WHITE, r), False)
        check('8.1 after ply 10 moves, ' + opt,
              sum(1 for t in turns(st, r) if t[0] is None), 31)
    return ok


def main(argv):
    import argparse
    ap = argparse.ArgumentParser(description=__doc__.split('\n')[0])
    ap.add_argument('-V', '--variant')
    ap.add_argument('--perft', type=int)
    ap.add_argument('--divide', type=int)
    ap.add_argument('--epd', type=int, metavar='MAXDEPTH')
    ap.add_argument('--slow', action='store_true',
                    help='count the last ply without the fast counter')
    ap.add_argument('-j', type=int, default=1)
    ap.add_argument('--no-mark-values', action='store_true',
                    help='diagnostic: marked pieces are not counted as '
                    'spent in the public view (contrary to reading R1)')
    ap.add_argument('-i', '--input')
    ap.add_argument('--selftest', action='store_true')
    ap.add_argument('--random', type=int, metavar='N',
                    help='write N random positions of the variant reached '
                    'by random turns (arbiter view; --public: public view)')
    ap.add_argument('--public', action='store_true')
    ap.add_argument('--seed', type=int, default=1)
    ap.add_argument('--crosscheck', type=int, metavar='PLIES',
                    help='compare the fast counter with the plain one '
                    'along random walks of PLIES plies')
    ap.add_argument('positions', nargs='*')
    a = ap.parse_args(argv)
    global FAST, MARK_VALUES
    MARK_VALUES = not a.no_mark_values
    if not a.slow:
        FAST = fast_count
    if a.selftest:
        return 0 if selftest() else 1
    lines = list(a.positions)
    if a.input:
        with open(a.input) as fh:
            lines += [ln.strip() for ln in fh if ln.strip()
                      and not ln.startswith('#')]
    if a.random:
        for pos in random_positions(a.variant, a.random, a.seed, a.public):
            print(pos, flush=True)
        return 0
    if a.crosscheck:
        for i, ln in enumerate(lines):
            parts = [x.strip() for x in ln.split('|')]
            if len(parts) == 1:
                parts = [a.variant, parts[0]]
            n = crosscheck(parts[0], parts[1].split(';')[0].strip(),
                           a.crosscheck, i)
            print('ok %d nodes: %s | %s' % (n, parts[0], parts[1]))
        return 0
    if a.epd:
        # lines "VARIANT | POSITION | DEPTH | ID": EPD lines with ;D1 to
        # ;DDEPTH (DEPTH at most --epd), ;variant and ;id
        for ln in lines:
            variant, pos, depth, ident = [x.strip() for x in ln.split('|')]
            ops = []
            for d in range(1, min(int(depth), a.epd) + 1):
                n = sum(divide_parallel(variant, pos, d, a.j).values())
                ops.append(';D%d %d' % (d, n))
            ops.append(';variant "%s"' % variant)
            ops.append(';id "%s"' % ident)
            print(pos, ' '.join(ops), flush=True)
        return 0
    rules = Rules(a.variant or 'traitor')
    for pos in lines:
        pos = pos.split(';')[0].strip()
        if a.divide:
            res = divide_parallel(a.variant, pos, a.divide, a.j)
            for k in sorted(res):
                print('%s: %d' % (k, res[k]))
            print('\nNodes searched: %d\n' % sum(res.values()))
        elif a.perft:
            if a.j > 1 and a.perft > 2:
                print(sum(divide_parallel(a.variant, pos, a.perft, a.j)
                          .values()), flush=True)
            else:
                print(perft(parse_position(pos, rules), rules, a.perft),
                      flush=True)
        else:
            st = parse_position(pos, rules)
            print(' '.join(sorted(turn_name(rules, t)
                                  for t in turns(st, rules))))
    return 0


def fast_count(st, rules):
    """len(turns(st, rules)) with a cheaper legality test: when the king
    is not in check, a move is legal unless it moves a pinned piece off
    its line; king moves, castling, e.p. and moves of pieces that can
    check their own mover (traitors of the other colour, DAs of the other
    colour, mercenaries) are tested in full.  Checked against the plain
    generator by --crosscheck."""
    P = st.stm
    board = st.board
    total = _count_board(st, board, st.castle, rules, P)
    for s, np, v in announcements(st, rules):
        b = board[:]
        b[s] = np
        castle = st.castle
        if s in CORNER_RIGHT and CORNER_RIGHT[s] in castle:
            castle = castle - {CORNER_RIGHT[s]}
        total += _count_board(st, b, castle, rules, P)
    return total


def _count_board(st, board, castle, rules, P):
    ksq = find_king(board, P)
    sub = State.__new__(State)
    sub.board = board
    sub.castle = castle
    sub.ep = st.ep
    sub.ko = st.ko
    if in_check(board, ksq, P, rules):
        return len(legal_moves(sub, board, rules, P))
    ign = rules.ignore_own_traitors

    def counts(p):
        if p[2] == MER:
            return True
        if p[1] == P:
            return False
        return not (ign and p[2] == TRA)

    line = {}                           # pinned square -> allowed squares
    for d in range(8):
        first = None
        ray = RAYS[ksq][d]
        for i, x in enumerate(ray):
            p = board[x]
            if p is None:
                continue
            if first is None:
                first = x
                continue
            t = p[0]
            if (t == 'Q' or (t == 'R' and d < 4) or (t == 'B' and d >= 4)) \
                    and counts(p):
                line[first] = set(ray[:i + 1])
            break
    cand = []
    n = 0
    ko = st.ko
    for s in range(64):
        p = board[s]
        if p is None or not controls(p, P):
            continue
        cand.clear()
        piece_moves(board, s, p, st.ep, cand)
        full = p[0] == 'K' or counts(p)
        allowed = line.get(s)
        for mv in cand:
            if ko is not None and s == ko[0] and mv[1] == ko[1]:
                continue
            if full or mv[3]:
                b = make_move(board, mv)
                k = mv[1] if s == ksq else ksq
                if not in_check(b, k, P, rules):
                    n += 1
            elif allowed is None or mv[1] in allowed:
                n += 1
    cand.clear()
    castling_moves(sub, rules, P, cand)
    for mv in cand:
        if ko is not None and mv[0] == ko[0] and mv[1] == ko[1]:
            continue
        b = make_move(board, mv)
        if not in_check(b, mv[1], P, rules):
            n += 1
    return n


def format_position(st, rules):
    """The position string of st (section 4): the writer the random mode
    needs to hand positions to movegen.  Counters are written 0 1."""
    rows = []
    for r in range(7, -1, -1):
        row = ''
        empty = 0
        for f in range(8):
            p = st.board[f + 8 * r]
            if p is None:
                empty += 1
                continue
            if empty:
                row += str(empty)
                empty = 0
            row += p[0] if p[1] == WHITE else p[0].lower()
            if p[2] != REG:
                row += rules.mark
        if empty:
            row += str(empty)
        rows.append(row)
    castle = ''.join(c for c in 'KQkq' if c in st.castle) or '-'
    out = '%s %s %s %s 0 1' % ('/'.join(rows), 'wb'[st.stm], castle,
                               '-' if st.ep is None else sqname(st.ep))
    keys = []
    if rules.form == 'impromptu':
        keys.append('budget=%d/%d' % tuple(st.lists))
    if rules.form == 'specific':
        ids = ['%s@%s' % ('-' if p[3] is None else sqname(p[3]), sqname(s))
               for s, p in enumerate(st.board)
               if p is not None and p[0] != 'K' and p[3] != s]
        if ids:
            keys.append('ids=' + ','.join(ids))
    if st.ko is not None:
        keys.append('ko=%s%s' % (sqname(st.ko[0]), sqname(st.ko[1])))
    if rules.form != 'impromptu' and st.lists != [None, None]:
        halves = []
        for lst in st.lists:
            if lst is None:
                halves.append('?')
            elif rules.form == 'specific':
                where = {p[3]: p for p in st.board
                         if p is not None and p[3] is not None}
                ent = [(i, where[i][0]) for i in sorted(lst) if i in where]
                halves.append(','.join((t if t != 'P' else '') + sqname(i)
                                       for i, t in ent) or '-')
            else:
                halves.append(lst or '-')
        keys.append('targets=' + '/'.join(halves))
    if st.undo is not None:
        keys.append('undo=' + sqname(st.undo))
    return ' '.join([out] + keys)


RANDOM_STARTS = (
    START,
    'r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1',
    'r3k2r/1p1p2p1/8/2P1pP2/2p1Pp2/8/1P1P2P1/R3K2R w KQkq - 0 1',
    '4k3/2p3p1/1p6/p2n4/8/2B2N2/1PP2PP1/4K3 w - - 0 1',
    'r3k3/1P6/8/3p4/4P3/8/1p4P1/4K2R w Kq - 0 1',
)


def random_lists(rnd, rules, st):
    """Random valid lists for both players (Specific: identities of the
    opponent's non-king pieces; Simplified: letters), worth 1 to 9."""
    lists = []
    for P in (WHITE, BLACK):
        if rules.form == 'specific':
            cand = [p for p in st.board if p is not None and p[1] != P
                    and p[0] != 'K']
            rnd.shuffle(cand)
            chosen, total = set(), 0
            for p in cand:
                if total + VALUE[p[0]] <= 9 and rnd.random() < 0.5:
                    chosen.add(p[3])
                    total += VALUE[p[0]]
            if not chosen and cand:
                p = min(cand, key=lambda p: VALUE[p[0]])
                chosen.add(p[3])
            lists.append(frozenset(chosen))
        else:
            letters, total = '', 0
            for _ in range(6):
                t = rnd.choice('QRBNPPP')
                if total + VALUE[t] <= 9:
                    letters += t
                    total += VALUE[t]
            letters = letters or 'P'
            lists.append(''.join(sorted(letters, key='QRBNP'.index)))
    return lists


def random_positions(variant, count, seed, public=False):
    """Positions reached by random turns from RANDOM_STARTS: yields
    position strings (arbiter view unless public)."""
    import random
    rnd = random.Random(seed)
    rules = Rules(variant)
    made = 0
    while made < count:
        start = rnd.choice(RANDOM_STARTS)
        st = parse_position(start, rules)
        if rules.form != 'impromptu' and not public:
            st.lists = random_lists(rnd, rules, st)
        for _ in range(rnd.randint(1, 24)):
            ts = turns(st, rules)
            if not ts:
                break
            # favour plain moves a little so that games go on
            plain = [t for t in ts if t[0] is None]
            if plain and rnd.random() < 0.4:
                st = play(st, rules, rnd.choice(plain))
            else:
                st = play(st, rules, rnd.choice(ts))
        if public:
            # a string cannot say what was spent: credit only the marks,
            # as a position read back would (reading R1)
            st = parse_position(format_position(st, rules), rules)
        made += 1
        yield format_position(st, rules)


def crosscheck(variant, pos, plies, seed):
    """Random walks from pos: compare fast_count with len(turns) at every
    node; return the number of nodes compared, raise on a difference."""
    import random
    rnd = random.Random(seed)
    rules = Rules(variant)
    st0 = parse_position(pos, rules)
    done = 0
    for walk in range(20):
        st = st0
        for ply in range(plies):
            ts = turns(st, rules)
            f = fast_count(st, rules)
            done += 1
            if f != len(ts):
                raise AssertionError('%s: fast %d, plain %d after %d plies'
                                     % (variant, f, len(ts), ply))
            if not ts:
                break
            st = play(st, rules, rnd.choice(ts))
    return done


if __name__ == '__main__':
    sys.exit(main(sys.argv[1:]))
