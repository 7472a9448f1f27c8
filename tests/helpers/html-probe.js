/*
 * A test-only script that tests/html.bats appends to a copy of a page of
 * convert --to html, after a line that sets PROBE to a list of [G, P]:
 * for each, it clicks game G in the list, presses the Right key P times,
 * and writes one line into <pre id="probe">: the fragment, the board's
 * data-ply, the notation shown, the status, the top left corners of the
 * pieces drawn on the board ("x,y", sorted), those of the pockets'
 * pieces, then the pockets' pieces (data-side:data-piece) in the order
 * drawn.  Then End, Home and Left on the last game, a line each.  An
 * entry [G, "SAN", [KEY, ...]] clicks instead the move of a variation
 * written SAN (as the list shows it, NAGs included), presses the keys and
 * writes the line; the last game is then G.
 */
(function () {
	var out = [], last = null;
	function key(k) {
		document.dispatchEvent(new KeyboardEvent("keydown",
		    { key: k, bubbles: true }));
	}
	function corners(uses) {
		var xy = [];
		Array.prototype.forEach.call(uses, function (u) {
			xy.push(u.getAttribute("x") + "," + u.getAttribute("y"));
		});
		return xy.sort().join(" ");
	}
	function record() {
		var b = document.getElementById("board"), pk = [];
		Array.prototype.forEach.call(b.querySelectorAll("use.pocket"),
		    function (u) {
			pk.push(u.getAttribute("data-side") + ":" +
			    u.getAttribute("data-piece"));
		});
		out.push([location.hash, b.getAttribute("data-ply"),
		    document.getElementById("fen").textContent,
		    document.getElementById("status").textContent,
		    corners(b.querySelectorAll("use:not(.pocket)")),
		    corners(b.querySelectorAll("use.pocket")),
		    pk.join(" ")].join("|"));
	}
	PROBE.forEach(function (gp) {
		var i;
		document.querySelector('#games tr[data-game="' + gp[0] + '"]')
		    .click();
		if (typeof gp[1] === "string") {
			Array.prototype.forEach.call(document.querySelectorAll(
			    "#moves .mv.var"), function (e) {
				if (e.textContent === gp[1])
					e.click();
			});
			gp[2].forEach(key);
		}
		for (i = 0; i < gp[1]; i++)
			key("ArrowRight");
		record();
		last = gp;
	});
	if (last) {
		key("End");
		record();
		key("Home");
		record();
		key("ArrowLeft");
		record();
	}
	var pre = document.createElement("pre");
	pre.id = "probe";
	pre.textContent = out.join("\n");
	document.body.appendChild(pre);
})();
