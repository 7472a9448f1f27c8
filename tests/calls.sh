#!/usr/bin/env bash
# The library's calls follow its layers.  From the object files of a
# build (nm: the symbols each file defines, those it leaves undefined),
# each reference of one file to a global symbol defined in another file
# is an edge FILE -> FILE, and it is reported when
#   (a) a function of a lower layer calls, or takes the address of, a
#       function defined in a higher layer;
#   (b) it lies on a circle of library files: each strongly connected
#       component of the file graph of lib/ (two or more files; calls and
#       data, but SHARED_DATA) is reported, then every edge inside it with
#       the symbol that makes it, "upward" on those against the layers;
#   (c) a lower layer refers to a data object defined in a higher layer
#       (but for SHARED_DATA, the registry of variants, read by every layer);
#   (d) generic code (every layer but lib/variants) names a symbol defined
#       in lib/variants (but for SHARED_DATA).
# Static functions and data are not in nm's list; they cannot cross files.
#
#   tests/calls.sh [-C SRC] [-O OBJ]          report, one line per edge:
#       calls.sh: FILE -> FILE: SYMBOL (rule)
#   tests/calls.sh [-C SRC] [-O OBJ] -n|--graph
#       the graph of the layer folders: FROM -> TO: N (distinct file and
#       symbol pairs), "upward" when TO is a higher layer
#
# SRC is the checkout (this script's by default), OBJ the build tree
# where SRC/X.c was compiled to OBJ/X.o (TC_OBJ, or SRC: the in-tree
# build; make O=DIR/ builds in DIR/; a relative OBJ is taken from the
# current directory).  Every .c of the layer folders
# must have its object, no older than itself.
# Exit status: 0 if no edge breaks a rule, 1 if some do, 2 if objects are
# missing or stale, a .c lies outside the layers, or nm fails (so that the
# check cannot pass for having found nothing).  NM names nm.
set -u
export LC_ALL=C

# Data that every layer may read wherever it is defined: the list of
# variants, the one registry of the library.
SHARED_DATA="tc_variants tc_variant_siblings variant_games variant_positions variants_derived"

# The layers, lowest first: a folder may call into its own files and
# into the folders before it.  Only lib/ files are checked for circles.
LAYERS="lib/core lib/engine lib/notation lib/variants lib/game cmd"

# The folder of the variants, whose symbols no other folder may name.
VARIANTS=lib/variants

me=calls.sh
src=$(cd "$(dirname "$0")/.." && pwd)
obj=${TC_OBJ:-}
graph=0
while [ $# -gt 0 ]; do
	case $1 in
	-C)	src=${2:?}; shift 2 ;;
	-O)	obj=${2:?}; shift 2 ;;
	-n|--graph) graph=1; shift ;;
	*)	echo "usage: $me [-C SRC] [-O OBJ] [-n|--graph]" >&2; exit 2 ;;
	esac
done
: "${obj:=$src}"
case $obj in /*) ;; *) obj=$PWD/$obj ;; esac
NM=${NM:-nm}

cd "$src" 2>/dev/null || { echo "$me: cannot enter $src" >&2; exit 2; }

# The sources: every .c under lib/ and cmd/, each in one layer.
bad=0
sources=()
while IFS= read -r f; do
	f=${f#./}
	layer=
	for l in $LAYERS; do
		case $f in "$l"/*) layer=$l ;; esac
	done
	if [ -z "$layer" ]; then
		echo "$me: $f is in no layer (LAYERS in $0)" >&2
		bad=1
		continue
	fi
	o=$obj/${f%.c}.o
	if [ ! -f "$o" ]; then
		echo "$me: no object $o for $f (run make)" >&2
		bad=1
	elif [ "$o" -ot "$f" ]; then
		echo "$me: $o is older than $f (run make)" >&2
		bad=1
	fi
	sources+=("$f")
done < <(find lib cmd -name '*.c' 2>/dev/null | sort)
if [ ${#sources[@]} -eq 0 ]; then
	echo "$me: no .c file under $src/lib or $src/cmd" >&2
	exit 2
fi
[ "$bad" -eq 0 ] || exit 2

# One line per symbol: FILE TYPE NAME, FILE the source, TYPE nm's letter.
syms=
for f in "${sources[@]}"; do
	out=$("$NM" -P "$obj/${f%.c}.o") || {
		echo "$me: $NM failed on $obj/${f%.c}.o" >&2
		exit 2
	}
	syms+=$(awk -v f="$f" 'NF >= 2 { print f, $2, $1 }' <<< "$out")
	syms+=$'\n'
done

awk -v graph="$graph" -v me="$me" -v layers="$LAYERS" \
    -v shared="$SHARED_DATA" -v variants="$VARIANTS" '
function folder(f,   i, best) {
	best = ""
	for (i = 1; i <= nl; i++)
		if (index(f, L[i] "/") == 1)
			best = L[i]
	return best
}
BEGIN {
	nl = split(layers, L, " ")
	for (i = 1; i <= nl; i++)
		rank[L[i]] = i
	ns = split(shared, S, " ")
	for (i = 1; i <= ns; i++)
		isshared[S[i]] = 1
}
{
	file = $1; type = $2; name = $3
	if (!(file in seen)) {
		seen[file] = 1
		files[++nf] = file
	}
	if (type ~ /^[Uwv]$/) {
		nref++
		rf[nref] = file; rs[nref] = name
	} else if (type ~ /^[TWi]$/ || type ~ /^[DBRCGSV]$/) {
		kind = type ~ /^[TWi]$/ ? "function" : "data"
		ndef++
		# The library before the tools (cmd repeats names such as main).
		if (!(name in def) || (def[name] ~ /^cmd\// && file !~ /^cmd\//)) {
			def[name] = file
			dkind[name] = kind
		}
	}
}
END {
	if (nref == 0 || ndef == 0) {
		print me ": nm found no global symbol defined or used" \
		    " in the objects" > "/dev/stderr"
		exit 2
	}
	for (r = 1; r <= nref; r++) {
		f = rf[r]; s = rs[r]
		if (!(s in def) || def[s] == f)
			continue
		g = def[s]
		ff = folder(f); fg = folder(g)
		up = rank[ff] < rank[fg]
		rule = ""
		if (up && dkind[s] == "function")
			rule = "a: upward call"
		else if (up && !(s in isshared))
			rule = "c: upward data"
		if (ff != variants && fg == variants && !(s in isshared))
			rule = rule (rule == "" ? "" : "; ") "d: names a variant"
		if (rule != "")
			viol[f " -> " g ": " s " (" rule ")"] = 1
		if (ff != fg) {
			key = ff SUBSEP fg
			if (!((f, s) in counted)) {
				counted[f, s] = 1
				fcount[key]++
			}
		}
		# The file graph of the library, the shared registry left out:
		# reading the list of variants makes no circle.
		if (f ~ /^lib\// && g ~ /^lib\// && !(s in isshared)) {
			if (!((f, g) in edge)) {
				edge[f, g] = ""
				reach[f, g] = 1
			}
			if (index(" " edge[f, g] " ", " " s " ") == 0)
				edge[f, g] = edge[f, g] (edge[f, g] == "" ? "" : " ") s
		}
	}
	if (graph) {
		for (i = 1; i <= nl; i++)
			for (j = 1; j <= nl; j++)
				if ((L[i], L[j]) in fcount)
					printf "%s -> %s: %d%s\n", L[i], L[j],
					    fcount[L[i], L[j]],
					    i < j ? " upward" : ""
		exit 0
	}
	nv = 0
	for (v in viol)
		line[++nv] = v
	sortlines(line, nv)
	for (i = 1; i <= nv; i++)
		print me ": " line[i]
	# Circles: the files that reach each other (closure over the graph).
	nlib = 0
	for (i = 1; i <= nf; i++)
		if (files[i] ~ /^lib\//)
			lib[++nlib] = files[i]
	sortlines(lib, nlib)
	for (k = 1; k <= nlib; k++)
		for (i = 1; i <= nlib; i++)
			if ((lib[i], lib[k]) in reach)
				for (j = 1; j <= nlib; j++)
					if ((lib[k], lib[j]) in reach)
						reach[lib[i], lib[j]] = 1
	ncyc = 0
	for (i = 1; i <= nlib; i++) {
		if (lib[i] in incyc || !((lib[i], lib[i]) in reach))
			continue
		ncyc++
		members = ""; nm = 0
		for (j = i; j <= nlib; j++)
			if ((lib[i], lib[j]) in reach && (lib[j], lib[i]) in reach) {
				incyc[lib[j]] = ncyc
				m[++nm] = lib[j]
				members = members " " lib[j]
			}
		if (nm < 2)
			continue
		print me ": circle " ncyc " of " nm " files:" members " (b)"
		for (a = 1; a <= nm; a++)
			for (b = 1; b <= nm; b++)
				if ((m[a], m[b]) in edge) {
					up = rank[folder(m[a])] < rank[folder(m[b])]
					k = split(edge[m[a], m[b]], es, " ")
					for (e = 1; e <= k; e++)
						print me ": " m[a] " -> " m[b] ": " \
						    es[e] " (b: circle " ncyc \
						    (up ? ", upward" : "") ")"
				}
		nv++
	}
	exit (nv > 0)
}
function sortlines(a, n,   i, j, t) {
	for (i = 2; i <= n; i++) {
		t = a[i]
		for (j = i - 1; j >= 1 && a[j] > t; j--)
			a[j + 1] = a[j]
		a[j + 1] = t
	}
}' <<< "$syms"
