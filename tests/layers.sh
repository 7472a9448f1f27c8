#!/usr/bin/env bash
# Generic code names no variant's state: only a variant's own files read
# the area pos->x (union tc_xstate), through the struct the variant
# declares for it.
#
#   tests/layers.sh [PATH...]   check PATH (files or directories)
#   tests/layers.sh -n          print the names it looks for
#
# The names come from the variants themselves, so a new variant is
# checked without editing this script: each struct of lib/variants
# declared "struct TC_MAY_ALIAS name {" (a variant's state), its fields,
# and the macros that cast to it ("#define TR_X(p) ((struct tr_state *)").
# A C line of the generic layers (lib/core lib/engine lib/notation
# lib/game cmd, and the headers lib/turncoat.h and lib/internal.h; or the
# PATHs given) is reported as FILE:LINE:TEXT when it
#   - names one of those structs or macros, or struct tc_extra (the state
#     that generic code named before each variant owned its own);
#   - reaches one of those fields in the area (pos->x.bar, u.x.passes);
#   - includes a header of lib/variants.
# Exit status: 0 if no line is reported, 1 if some are, 2 if no state
# struct was found (the check would pass for nothing) or a PATH cannot
# be read.  TC_VARIANTS names another directory of variants (for the
# script's own test, tests/layers.bats).
set -u
export LC_ALL=C
top=$(cd "$(dirname "$0")/.." && pwd)
variants=${TC_VARIANTS:-$top/lib/variants}

# The state structs and their fields, comments left out.
state_words() {
	awk '
	/^struct TC_MAY_ALIAS [A-Za-z_][A-Za-z_0-9]* \{/ {
		print "struct", $3
		body = 1
		next
	}
	body && /^\};/ { body = 0; next }
	body { text = text " " $0 }
	END {
		while ((i = index(text, "/*")) > 0) {
			rest = substr(text, i + 2)
			e = index(rest, "*/")
			text = substr(text, 1, i - 1) " " \
			    (e ? substr(rest, e + 2) : "")
		}
		n = split(text, decl, ";")
		for (d = 1; d <= n; d++) {
			k = split(decl[d], part, ",")
			for (j = 1; j <= k; j++) {
				p = part[j]
				gsub(/\[[^\]]*\]/, "", p)
				if (match(p, /[A-Za-z_][A-Za-z_0-9]*[ \t]*$/)) {
					f = substr(p, RSTART, RLENGTH)
					gsub(/[ \t]/, "", f)
					print "field", f
				}
			}
		}
	}' "$variants"/*.[ch]
}

words=$(state_words)
structs=$(awk '$1 == "struct" { print $2 }' <<< "$words" | sort -u)
fields=$(awk '$1 == "field" { print $2 }' <<< "$words" | sort -u)
if [ -z "$structs" ] || [ -z "$fields" ]; then
	echo "layers.sh: no state struct found in $variants" >&2
	exit 2
fi
alt() { sed 's/\./\\./g' | paste -sd '|' -; }
define='^#define [A-Za-z_][A-Za-z_0-9]*\([A-Za-z_]+\)[[:space:]]+'
cast='\(\((const )?struct ('"$(alt <<< "$structs")"') \*'
accessors=$(grep -hE "$define$cast" "$variants"/*.[ch] |
    sed 's/^#define \([A-Za-z_0-9]*\).*/\1/' | sort -u)
headers=$(for h in "$variants"/*.h; do [ -e "$h" ] && echo "${h##*/}"; done)

names=$(printf '%s\n' "$structs" "$accessors" tc_extra | alt)
field_re='(^|[^A-Za-z_0-9])x\.('"$(alt <<< "$fields")"')([^A-Za-z_0-9]|$)'
name_re='(^|[^A-Za-z_0-9])('"$names"')([^A-Za-z_0-9]|$)'
include_re='^[[:space:]]*#[[:space:]]*include[[:space:]]*"([^"]*/)?'
include_re=$include_re'('"$(alt <<< "$headers")"')"'

list() {	# list LABEL WORDS: a line "LABEL: word" for each word
	local w
	while IFS= read -r w; do
		[ -z "$w" ] || echo "$1: $w"
	done <<< "$2"
}
if [ "${1-}" = -n ]; then
	list structs "$structs"
	list accessors "$accessors"
	list fields "$fields"
	list headers "$headers"
	exit 0
fi
cd "$top" || exit 2
[ $# -gt 0 ] || set -- lib/core lib/engine lib/notation lib/game cmd \
    lib/turncoat.h lib/internal.h
pattern=$name_re
[ -n "$headers" ] && pattern="$pattern|$include_re"
grep -rnE --include='*.[ch]' --include='*.inc' "$pattern|$field_re" -- "$@"
case $? in
0)	echo "layers.sh: generic code names a variant's state (above)" >&2
	exit 1 ;;
1)	exit 0 ;;
*)	exit 2 ;;	# a path that cannot be read: grep said which
esac
