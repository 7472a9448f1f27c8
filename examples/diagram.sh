#!/bin/sh
# Draw a position with grey pieces: a text diagram on standard output and
# an SVG picture in a file.
#
#   diagram.sh [AFEN [SVG]]
#
# AFEN defaults to the position that ends the second game of
# allegiance.pgn next to this script, with two grey black pieces: the pawn
# on d5, and the queen on d1 that a challenge has just turned black, which
# mates the white king.
# SVG defaults to diagram.svg in the current directory.  The text diagram
# uses Unicode chess glyphs and writes '>' after a grey piece; the picture
# rings and shades each grey piece.  A last line tells how many grey
# pieces the picture rings.  An invalid AFEN is reported on standard error
# and draws nothing: the status is then 1.
set -eu

here=$(cd "$(dirname "$0")" && pwd)
afen=${1:-$(convert -q --to afen "$here/allegiance.pgn" | tail -n 1)}
svg=${2:-diagram.svg}

# convert reads positions from standard input as well as from files.
printf '%s\n' "$afen" | convert --to text
printf '%s\n' "$afen" | convert -q --to svg -o "$svg"

# Each grey piece gets a dashed ring.
echo "$svg: $(grep -c 'stroke-dasharray' "$svg") grey pieces ringed"
