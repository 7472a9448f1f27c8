#!/usr/bin/env bash
# Check the ";Dn count" opcodes of a perft EPD suite.
#
#   perft-suite.sh [-V variant] [EPD [DEPTH]]
#
# EPD defaults to perft.epd next to this script and the variant to chess.
# DEPTH defaults to the deepest ";Dn" found in the file: movegen --perft
# checks every opcode up to that depth.  Exits 0 when every count matches,
# 1 when some count differs (movegen names each one on standard error), 2
# when the file cannot be read or movegen meets a usage or I/O error.
set -eu

here=$(cd "$(dirname "$0")" && pwd)
variant=chess
if [ "${1:-}" = -V ]; then
	variant=$2
	shift 2
fi
epd=${1:-$here/perft.epd}
if [ ! -r "$epd" ]; then
	echo "$epd: cannot read the file" >&2
	exit 2
fi
depth=${2:-$(grep -o ';D[0-9]*' "$epd" | tr -d ';D' | sort -n | tail -n 1)}
if [ -z "$depth" ]; then
	echo "$epd: no ;Dn opcodes" >&2
	exit 2
fi

# One thread per processor, within movegen's limit of 64.
jobs=$(getconf _NPROCESSORS_ONLN 2>/dev/null || echo 1)
[ "$jobs" -le 64 ] || jobs=64

status=0
movegen -V "$variant" -j "$jobs" --perft "$depth" -i "$epd" > /dev/null ||
	status=$?
positions=$(grep -c . "$epd")
case $status in
0)	echo "$epd: $positions positions, every count to depth $depth" \
	    "matches ($variant)" ;;
1)	echo "$epd: some counts differ ($variant)" >&2 ;;
esac
exit "$status"
