#!/usr/bin/env python3
"""atomic_ref.py: an independent, naive reference move generator for
Atomic chess as lichess plays it (python-chess's AtomicBoard readings).

Written from the rules alone (turncoat(7), Atomic chess), without
turncoat's C sources: a 0x88-free mailbox board, moves generated
pseudo-legally and judged by making them on a copy.  Python 3, standard
library only.  tests/atomic.bats runs it on small depths.

Usage:
  atomic_ref.py --perft N FEN...
  atomic_ref.py --divide N FEN...     ("move: count" lines, then
                                       "Nodes searched: N", per FEN)
  atomic_ref.py --divide N -i FILE    (one FEN a line)

FEN: six fields or EPD's four; castling only KQkq (King on e1/e8,
Rooks on the corners).

The rules:
 * A capture explodes the capturing piece, the captured one and every
   piece but a pawn on the 8 squares around the capture square (for en
   passant: the square the capturing pawn lands on).
 * A King never captures.
 * A move is legal if the mover's King survives it, and either the other
   King is gone, or the Kings touch, or the mover's King is not attacked.
 * Castling: King on e1/e8 with its right and its Rook on the corner, the
   squares between empty; the King's square and the one it crosses not
   attacked (King off the board), its target not attacked after the
   move; squares next to the enemy King never count as attacked.
 * A position with a King gone has no moves.
"""
import sys

FILES = "abcdefgh"


def sq_name(s):
    return FILES[s % 8] + str(s // 8 + 1)


def parse(fen):
    f = fen.split()
    board = [None] * 64
    r, c = 7, 0
    for ch in f[0]:
        if ch == "/":
            r -= 1
            c = 0
        elif ch.isdigit():
            c += int(ch)
        else:
            board[r * 8 + c] = ch
            c += 1
    turn = "w" if f[1] == "w" else "b"
    castle = set(f[2]) - {"-"}
    ep = None if f[3] == "-" else (FILES.index(f[3][0]) + 8 * (int(f[3][1]) - 1))
    return [board, turn, castle, ep]


def colour(p):
    return None if p is None else ("w" if p.isupper() else "b")


def on(f, r):
    return 0 <= f < 8 and 0 <= r < 8


def neighbours(s):
    f, r = s % 8, s // 8
    return [(r + dr) * 8 + f + df for df in (-1, 0, 1) for dr in (-1, 0, 1)
            if (df or dr) and on(f + df, r + dr)]


def attacked(board, s, by):
    """True if a piece of colour `by` attacks square s (plain chess)."""
    f, r = s % 8, s // 8
    up = by == "w"
    for df in (-1, 1):
        fr = r - 1 if up else r + 1
        if on(f + df, fr):
            p = board[fr * 8 + f + df]
            if p == ("P" if up else "p"):
                return True
    for df, dr in ((1, 2), (2, 1), (2, -1), (1, -2), (-1, -2), (-2, -1),
                   (-2, 1), (-1, 2)):
        if on(f + df, r + dr):
            p = board[(r + dr) * 8 + f + df]
            if p is not None and colour(p) == by and p.upper() == "N":
                return True
    for n in neighbours(s):
        p = board[n]
        if p is not None and colour(p) == by and p.upper() == "K":
            return True
    for dirs, kinds in ((((1, 0), (-1, 0), (0, 1), (0, -1)), "RQ"),
                        (((1, 1), (1, -1), (-1, 1), (-1, -1)), "BQ")):
        for df, dr in dirs:
            x, y = f + df, r + dr
            while on(x, y):
                p = board[y * 8 + x]
                if p is not None:
                    if colour(p) == by and p.upper() in kinds:
                        return True
                    break
                x += df
                y += dr
    return False


def king(board, side):
    k = "K" if side == "w" else "k"
    for s in range(64):
        if board[s] == k:
            return s
    return None


def pseudo(pos):
    board, turn, castle, ep = pos
    out = []
    other = "b" if turn == "w" else "w"
    for s in range(64):
        p = board[s]
        if p is None or colour(p) != turn:
            continue
        f, r = s % 8, s // 8
        t = p.upper()
        if t == "P":
            d = 1 if turn == "w" else -1
            last = 7 if turn == "w" else 0
            start = 1 if turn == "w" else 6
            promos = "qrbn"

            def add(to):
                if to // 8 == last:
                    for q in promos:
                        out.append((s, to, q))
                else:
                    out.append((s, to, None))
            if on(f, r + d) and board[(r + d) * 8 + f] is None:
                add((r + d) * 8 + f)
                if r == start and board[(r + 2 * d) * 8 + f] is None:
                    out.append((s, (r + 2 * d) * 8 + f, None))
            for df in (-1, 1):
                if on(f + df, r + d):
                    to = (r + d) * 8 + f + df
                    if colour(board[to]) == other:
                        add(to)
                    elif to == ep and board[to] is None:
                        out.append((s, to, None))
        elif t == "N" or t == "K":
            steps = ((1, 2), (2, 1), (2, -1), (1, -2), (-1, -2), (-2, -1),
                     (-2, 1), (-1, 2)) if t == "N" else tuple(
                         (df, dr) for df in (-1, 0, 1) for dr in (-1, 0, 1)
                         if df or dr)
            for df, dr in steps:
                if on(f + df, r + dr):
                    to = (r + dr) * 8 + f + df
                    if board[to] is None or (t == "N" and
                                             colour(board[to]) == other):
                        out.append((s, to, None))
        else:
            dirs = []
            if t in "RQ":
                dirs += [(1, 0), (-1, 0), (0, 1), (0, -1)]
            if t in "BQ":
                dirs += [(1, 1), (1, -1), (-1, 1), (-1, -1)]
            for df, dr in dirs:
                x, y = f + df, r + dr
                while on(x, y):
                    to = y * 8 + x
                    if board[to] is None:
                        out.append((s, to, None))
                    else:
                        if colour(board[to]) == other:
                            out.append((s, to, None))
                        break
                    x += df
                    y += dr
    out += castling(pos)
    return out


def castling(pos):
    board, turn, castle, ep = pos
    other = "b" if turn == "w" else "w"
    rank = 0 if turn == "w" else 7
    e = rank * 8 + 4
    out = []
    if board[e] != ("K" if turn == "w" else "k"):
        return out
    ok = king(board, other)
    near = set(neighbours(ok)) if ok is not None else set()
    for right, rook, between, cross, kto, rto in (
            ("K", e + 3, (e + 1, e + 2), e + 1, e + 2, e + 1),
            ("Q", e - 4, (e - 1, e - 2, e - 3), e - 1, e - 2, e - 1)):
        if (right if turn == "w" else right.lower()) not in castle:
            continue
        if board[rook] != ("R" if turn == "w" else "r"):
            continue
        if any(board[x] is not None for x in between):
            continue
        b = list(board)
        b[e] = None
        if any(x not in near and attacked(b, x, other) for x in (e, cross)):
            continue
        b[rook] = None
        b[rto] = board[rook]
        if kto not in near and attacked(b, kto, other):
            continue
        out.append((e, kto, "castle"))
    return out


def make(pos, m):
    board, turn, castle, ep = pos
    b = list(board)
    s, to, q = m
    p = b[s]
    castle = set(castle)
    nep = None
    capture = b[to] is not None
    if q == "castle":
        rook, rto = (to + 1, to - 1) if to > s else (to - 2, to + 1)
        b[rto] = b[rook]
        b[rook] = None
    if p.upper() == "P" and to == ep and b[to] is None and to % 8 != s % 8:
        b[to - 8 if turn == "w" else to + 8] = None
        capture = True
    if p.upper() == "P" and abs(to - s) == 16:
        nep = (s + to) // 2
    b[to] = (q.upper() if turn == "w" else q) if q and q != "castle" else p
    b[s] = None
    gone = {s, to}
    if capture:
        b[to] = None
        for n in neighbours(to):
            if b[n] is not None and b[n].upper() != "P":
                b[n] = None
                gone.add(n)
    for x, lose in ((4, "KQ"), (0, "Q"), (7, "K"), (60, "kq"), (56, "q"),
                    (63, "k")):
        if x in gone:
            castle -= set(lose)
    return [b, "b" if turn == "w" else "w", castle, nep]


def ended(pos):
    return king(pos[0], "w") is None or king(pos[0], "b") is None


def legal(pos):
    if ended(pos):
        return []
    turn = pos[1]
    other = "b" if turn == "w" else "w"
    out = []
    for m in pseudo(pos):
        after = make(pos, m)
        b = after[0]
        k, o = king(b, turn), king(b, other)
        if k is None:
            continue
        if o is None or o in neighbours(k) or not attacked(b, k, other):
            out.append(m)
    return out


def uci(m):
    s, to, q = m
    return sq_name(s) + sq_name(to) + (q if q and q != "castle" else "")


def perft(pos, d):
    ms = legal(pos)
    if d <= 1:
        return len(ms)
    return sum(perft(make(pos, m), d - 1) for m in ms)


def main(argv):
    mode, depth, fens, i = None, 0, [], 0
    while i < len(argv):
        a = argv[i]
        if a in ("--perft", "--divide"):
            mode, depth = a, int(argv[i + 1])
            i += 2
        elif a == "-i":
            with open(argv[i + 1]) as fh:
                fens += [ln.strip() for ln in fh if ln.strip()]
            i += 2
        else:
            fens.append(a)
            i += 1
    for fen in fens:
        pos = parse(fen)
        if mode == "--perft":
            print(perft(pos, depth))
        else:
            total = 0
            for m in sorted(legal(pos), key=uci):
                n = perft(make(pos, m), depth - 1) if depth > 1 else 1
                total += n
                print("%s: %d" % (uci(m), n))
            print()
            print("Nodes searched: %d" % total)
            print()


if __name__ == "__main__":
    main(sys.argv[1:])
