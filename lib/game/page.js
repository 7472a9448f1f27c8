/*
 * The script of a turncoat page (lib/game/page.c): it only draws and
 * steps.  Every position, status and notation was computed by the library
 * and sits in the page; this script applies each ply's changes of pieces,
 * places the pieces' pictures on the board of the variant's description,
 * and shows the texts.  The fragment #G.P names game G after ply P.
 */
"use strict";
(function () {
	var $ = function (id) { return document.getElementById(id); };
	var variants = JSON.parse($("variants").textContent);
	var index = JSON.parse($("index").textContent);
	var NAG = { 1: "!", 2: "?", 3: "!!", 4: "??", 5: "!?", 6: "?!" };
	var cur = null;

	function esc(s) {
		return String(s).replace(/&/g, "&amp;").replace(/</g, "&lt;")
		    .replace(/>/g, "&gt;").replace(/"/g, "&quot;");
	}

	/*
	 * Game n with the pieces of each position ({square: key}) and its
	 * notation in full: "~P,S,text" keeps the first P and last S
	 * characters of the position before's around text.  The positions
	 * of the variations (q) follow the main line's (p) in g.p, each
	 * made from position g.up[i]; g.next, filled by moveList, is the
	 * position after the next move of the same line.
	 */
	function load(n) {
		var el = $("g" + n), g, i, m, was = "", board, up;
		if (!el)
			return null;
		g = JSON.parse(el.textContent);
		g.boards = [];
		g.up = [];
		g.next = [];
		g.main = g.p.length;
		g.vars = { n: g.main };
		g.q.forEach(function (q) {
			g.p.push(q[1]);
		});
		for (i = 0; i < g.p.length; i++) {
			m = /^~(\d+),(\d+),/.exec(g.p[i][4]);
			if (m)
				g.p[i][4] = was.slice(0, +m[1]) +
				    g.p[i][4].slice(m[0].length) +
				    was.slice(was.length - m[2]);
			was = g.p[i][4];
			up = i < g.main ? i - 1 : g.q[i - g.main][0];
			board = Object.assign({}, up >= 0 ? g.boards[up] : {});
			if (g.p[i][0])
				g.p[i][0].split(",").forEach(function (e) {
					var k = e.indexOf(":"), key = e.slice(k + 1);
					if (key)
						board[e.slice(0, k)] = key;
					else
						delete board[e.slice(0, k)];
				});
			g.boards.push(board);
			g.up.push(up);
			if (i + 1 < g.main)
				g.next[i] = i + 1;
		}
		return g;
	}

	function box(xy, sq, cls, fill) {
		return '<rect class="' + cls + '" x="' + xy[2 * sq] + '" y="' +
		    xy[2 * sq + 1] + '" width="45" height="45" ' + fill + '/>';
	}

	/*
	 * The pockets under the board as the SVG diagram draws them, from
	 * y: for each side a line that names it, then its pieces (keys,
	 * as the library listed them) on grey strips, files to a row.
	 * Returns the SVG and the height.
	 */
	function pockets(v, lists, y) {
		var x = v.pockets[0], line = v.pockets[1], files = v.pockets[2];
		var html = "", y0 = y;
		lists.forEach(function (list, side) {
			var keys = list ? list.split(" ") : [], r, w;
			html += '<text x="' + x + '" y="' + (y + line - 4) +
			    '" font-size="12" font-family="sans-serif">' +
			    esc(v.sides[side]) + "'s pocket" +
			    (keys.length ? "" : ": empty") + "</text>";
			y += line;
			for (r = 0; r * files < keys.length; r++) {
				w = Math.min(files, keys.length - r * files);
				html += '<rect class="pocket-row" x="' + x +
				    '" y="' + (y + r * 45) + '" width="' +
				    w * 45 + '" height="45" rx="4" ' +
				    'fill="#e8e8e8"/>';
			}
			keys.forEach(function (key, i) {
				html += '<use class="pocket" href="#p-' +
				    esc(key) + '" x="' + (x + i % files * 45) +
				    '" y="' + (y + Math.floor(i / files) * 45) +
				    '" width="45" height="45" data-side="' +
				    esc(v.sides[side]) + '" data-piece="' +
				    esc(key) + '"/>';
			});
			y += r * 45;
		});
		return { html: html, h: y - y0 };
	}

	function draw() {
		var g = cur.g, v = variants[g.v], b = v.boards[cur.seat];
		var p = g.p[cur.ply], svg = $("board"), html = b.bg, sq, key;
		var pieces = g.boards[cur.ply], pk = { html: "", h: 0 };
		[p[1], p[2]].forEach(function (s) {
			if (s >= 0)
				html += box(b.xy, s, "lastmove",
				    'fill="#f7ec5a" fill-opacity="0.55"');
		});
		if (p[5] >= 0)
			html += box(b.xy, p[5], "bar", 'fill="none" ' +
			    'stroke="#c00000" stroke-width="4"');
		for (sq in pieces) {
			key = pieces[sq];
			html += '<use href="#p-' + esc(key) + '" x="' +
			    b.xy[2 * sq] + '" y="' + b.xy[2 * sq + 1] +
			    '" width="45" height="45" data-sq="' +
			    v.names[sq] + '" data-piece="' + esc(key) + '"/>';
		}
		if (v.pockets && p[7])
			pk = pockets(v, p[7], b.h);
		svg.setAttribute("width", b.w);
		svg.setAttribute("height", b.h + pk.h);
		svg.setAttribute("viewBox", "0 0 " + b.w + " " + (b.h + pk.h));
		svg.setAttribute("data-game", g.n);
		svg.setAttribute("data-ply", cur.ply);
		svg.setAttribute("data-seat", v.sides[cur.seat]);
		svg.innerHTML = html + pk.html;
		$("status").textContent = p[6] || v.sides[p[3]] + " to move";
		$("fen").textContent = p[4];
		Array.prototype.forEach.call(document.querySelectorAll(
		    "#moves .mv"), function (e) {
			e.classList.toggle("current",
			    +e.getAttribute("data-ply") === cur.ply);
		});
		history.replaceState(null, "", "#" + g.n + "." + cur.ply);
	}

	/*
	 * The moves of a line from ply k0 (counted from White's first move
	 * of move 1), as the library listed them: each with its comments,
	 * NAGs, clock and evaluation, then its variations in parentheses.
	 * Each move links to the position after it: the main line's are
	 * 1, 2, ...; the variations' follow in the order of the list, from
	 * at.n (and g.next links each to the next of its line).
	 */
	function moveList(g, moves, k0, n, at) {
		var html = "", num = true, last = null;
		moves.forEach(function (m, i) {
			var k = i + k0, no = Math.floor(k / n) + 1, nags = "", id;
			id = at ? at.n++ : i + 1;
			if (at && last !== null)
				g.next[last] = id;
			last = id;
			if (m[2]) {
				html += '<span class="cm">' + esc(m[2]) + "</span> ";
				num = true;
			}
			if (k % n === 0 || num)
				html += no + (k % n === 0 ? ". " : "... ");
			num = false;
			(m[1] || "").split(" ").forEach(function (x) {
				if (x)
					nags += NAG[x] || " $" + x;
			});
			html += '<span class="mv' + (at ? " var" : "") +
			    '" data-ply="' + id + '">' + esc(m[0] + nags) +
			    "</span> ";
			if (m[4] || m[5])
				html += '<span class="cmd">' + esc([m[4] ?
				    "clock " + m[4] : "", m[5] ? "eval " + m[5] :
				    ""].join(" ").trim()) + "</span> ";
			if (m[3]) {
				html += '<span class="cm">' + esc(m[3]) + "</span> ";
				num = true;
			}
			(m[6] || []).forEach(function (line) {
				html += '<span class="line">(' + moveList(g, line,
				    k, n, at || g.vars).trim() + ")</span> ";
				num = true;
			});
		});
		return html;
	}

	function show(n, ply, seat) {
		var g, v, tags;
		if (!cur || cur.g.n !== n) {
			if (!(g = load(n)))
				return;
			v = variants[g.v];
			cur = { g: g, ply: 0, seat: g.seat };
			tags = g.tags.map(function (t) {
				return esc(t[0]) + ": " + esc(t[1]);
			});
			$("tags").innerHTML = tags.join(" \u00b7 ");
			$("title").textContent = "game " + n + " (" + v.name + ")";
			$("moves").innerHTML = moveList(g, g.m, g.p[0][3],
			    v.sides.length, null);
			$("legend").innerHTML = v.legend;
			$("seat").innerHTML = v.sides.map(function (s, i) {
				return '<option value="' + i + '">' + esc(s) +
				    " at the bottom</option>";
			}).join("");
			Array.prototype.forEach.call(document.querySelectorAll(
			    "#games tr"), function (r) {
				r.classList.toggle("current",
				    +r.getAttribute("data-game") === n);
			});
		}
		if (seat !== undefined)
			cur.seat = seat;
		$("seat").value = cur.seat;
		cur.ply = ply < 0 ? 0 : ply < cur.g.p.length ? ply :
		    cur.g.main - 1;
		draw();
	}

	function fromHash() {
		var m = /^#(\d+)\.(\d+)$/.exec(location.hash);
		if (m && $("g" + m[1]))
			show(+m[1], +m[2]);
		else if (index.length)
			show(index[0][0], 0);
	}

	/*
	 * Home: the start; End: the main line's end; Right: the next move
	 * of the line shown (none at its end); Left: the position before.
	 */
	function step(d) {
		var g = cur && cur.g, to;
		if (!g)
			return;
		to = d === "home" ? 0 : d === "end" ? g.main - 1 : d > 0 ?
		    g.next[cur.ply] : g.up[cur.ply];
		show(g.n, to === undefined || to < 0 ? cur.ply : to);
	}

	function flip() {
		var n = variants[cur.g.v].sides.length;
		show(cur.g.n, cur.ply, (cur.seat + n / 2) % n);
	}

	function list() {
		var rows = index.map(function (r) {
			var v = variants[r[4]].name;
			return '<tr class="game" data-game="' + r[0] +
			    '" data-text="' + esc([r[0], r[1], r[2], r[3], v,
			    r[5]].join(" ").toLowerCase()) + '"><td>' + r[0] +
			    "</td><td>" + esc(r[1]) + "</td><td>" + esc(r[2]) +
			    "</td><td>" + esc(r[3]) + "</td><td>" + esc(v) +
			    "</td><td>" + esc(r[5]) + "</td></tr>";
		});
		$("games").innerHTML = rows.join("");
		if (index.length < 2)
			$("list").className = "one";
	}

	list();
	$("games").addEventListener("click", function (e) {
		var r = e.target.closest("tr");
		if (r)
			show(+r.getAttribute("data-game"), 0);
	});
	$("search").addEventListener("input", function () {
		var q = this.value.toLowerCase();
		Array.prototype.forEach.call($("games").rows, function (r) {
			r.style.display = r.getAttribute("data-text")
			    .indexOf(q) >= 0 ? "" : "none";
		});
	});
	$("moves").addEventListener("click", function (e) {
		var p = e.target.getAttribute("data-ply");
		if (p !== null)
			show(cur.g.n, +p);
	});
	$("first").onclick = function () { step("home"); };
	$("prev").onclick = function () { step(-1); };
	$("next").onclick = function () { step(1); };
	$("last").onclick = function () { step("end"); };
	$("flip").onclick = flip;
	$("seat").onchange = function () {
		show(cur.g.n, cur.ply, +this.value);
	};
	document.addEventListener("keydown", function (e) {
		var k = { ArrowLeft: -1, ArrowRight: 1, Home: "home",
		    End: "end" }[e.key];
		if (e.target.tagName === "INPUT" || e.target.tagName === "SELECT")
			return;
		if (k !== undefined) {
			step(k);
			e.preventDefault();
		} else if (e.key === "f" && cur) {
			flip();
		}
	});
	window.addEventListener("hashchange", fromHash);
	fromHash();
})();
