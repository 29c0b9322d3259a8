// Measures the table page as drawn (run by test_layout.py): returns a list of problems, each a
// sentence naming what overlaps what, what lies off screen or what cannot be seen.
() => {
  const problems = [];
  const W = window.innerWidth;
  const H = window.innerHeight;
  const view = window.followsuit.view;
  const box = (el) => el.getBoundingClientRect();
  const shown = (el) => {
    const r = box(el);
    return r.width > 0 && r.height > 0 && getComputedStyle(el).visibility !== "hidden";
  };
  const overlap = (a, b) => {
    const x = Math.min(a.right, b.right) - Math.max(a.left, b.left);
    const y = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
    return x > 1 && y > 1; // touching edges is not covering
  };
  const inside = (r, o, slack = 0.5) =>
    r.left >= o.left - slack && r.right <= o.right + slack && r.top >= o.top - slack && r.bottom <= o.bottom + slack;
  const all = (root, selector) => [...root.querySelectorAll(selector)].filter(shown);

  // -- the felt: what each seat shows, and what lies between the seats -------------------
  const felt = box(document.getElementById("felt"));
  const seats = all(document, "#seats .seat").map((el) => {
    const seat = el.dataset.seat;
    const parts = [];
    for (const [kind, selector] of [["name", ".badge"], ["chips", ".chips .chip"], ["hand", ".backs"], ["cards", ".exposed"], ["sit", ".sit"]]) {
      for (const part of all(el, selector)) parts.push({ what: `seat ${seat}'s ${kind}`, seat, r: box(part) });
    }
    return { seat, parts };
  });
  const onFelt = [];
  for (const el of all(document, "#center .trick-card")) onFelt.push({ what: `the trick card of seat ${el.dataset.trickSeat}`, r: box(el), own: el.dataset.trickSeat });
  for (const el of all(document, "#center .extra")) onFelt.push({ what: "the indicator", r: box(el), own: null });
  for (const el of all(document, "#center .trick-note")) onFelt.push({ what: "the trick's note", r: box(el), own: null });

  for (const { parts } of seats) {
    for (const part of parts) {
      if (!inside(part.r, felt)) problems.push(`${part.what} runs off the table`);
      for (const thing of onFelt) {
        if (overlap(thing.r, part.r)) problems.push(`${thing.what} covers ${part.what}`);
      }
    }
  }
  for (let i = 0; i < seats.length; i++) {
    for (let j = i + 1; j < seats.length; j++) {
      for (const a of seats[i].parts) {
        for (const b of seats[j].parts) {
          if (overlap(a.r, b.r)) problems.push(`${a.what} and ${b.what} overlap`);
        }
      }
    }
  }
  for (let i = 0; i < onFelt.length; i++) {
    if (!inside(onFelt[i].r, felt)) problems.push(`${onFelt[i].what} runs off the table`);
    for (let j = i + 1; j < onFelt.length; j++) {
      const a = onFelt[i];
      const b = onFelt[j];
      if (a.what.startsWith("the trick card") && b.what.startsWith("the trick card")) continue; // a trick's cards may touch
      if (overlap(a.r, b.r)) problems.push(`${a.what} and ${b.what} overlap`);
    }
  }

  // -- names: a seat without a name is named once ---------------------------------------
  for (const el of all(document, "#seats .badge")) {
    const words = el.innerText.trim().split(/\s+/);
    if (words.some((w, i) => i > 0 && w === words[i - 1])) problems.push(`a seat reads "${el.innerText.trim()}"`);
  }

  // -- the hand: cards readable, not slivers ----------------------------------------------
  const hand = all(document, "#hand .card");
  hand.forEach((el, i) => {
    const r = box(el);
    if (r.width < 40) problems.push(`hand card ${el.dataset.card} is ${Math.round(r.width)} px wide`);
    const next = hand[i + 1];
    if (next) {
      const n = box(next);
      const sameRow = Math.abs(n.top - r.top) < r.height / 2;
      const strip = sameRow ? n.left - r.left : r.width;
      if (strip < 24) problems.push(`hand card ${el.dataset.card} shows a ${Math.round(strip)} px sliver`);
    }
  });

  // -- every legal action's control: inside the viewport, not covered ---------------------
  const seen = (el, what) => {
    if (!el) {
      problems.push(`no control for ${what}`);
      return;
    }
    const r = box(el);
    if (!(r.left >= 0 && r.top >= 0 && r.right <= W + 0.5 && r.bottom <= H + 0.5)) {
      problems.push(`the control for ${what} lies outside the ${W}x${H} viewport (${Math.round(r.left)},${Math.round(r.top)} to ${Math.round(r.right)},${Math.round(r.bottom)})`);
      return;
    }
    const x = r.left + Math.min(8, r.width / 2);
    const y = r.top + r.height / 2;
    const top = document.elementFromPoint(x, y);
    if (!top || !(el === top || el.contains(top))) problems.push(`the control for ${what} is covered by ${top ? top.outerHTML.slice(0, 60) : "nothing"}`);
  };
  const grid = (view.hints && view.hints.bid_grid) || null;
  const cellOf = (text) => {
    if (!grid) return null;
    for (const [row, cells] of Object.entries(grid.cells || {})) {
      for (const [column, cell] of Object.entries(cells)) if (cell === text) return { row, column };
    }
    return null;
  };
  const q = (selector) => [...document.querySelectorAll(selector)].find(shown) || null;
  const esc = (s) => CSS.escape(s);
  if (view.to_act === view.seat) {
    for (const text of view.legal) {
      const direct = q(`#actions [data-action="${esc(text)}"], #hand [data-card="${esc(text)}"], .exposed [data-card="${esc(text)}"]`);
      const cell = cellOf(text);
      if (direct) seen(direct, text);
      else if (cell) {
        seen(q(`#actions [data-level="${esc(cell.row)}"]`), `${text}'s level`);
        seen(q(`#actions [data-strain="${esc(cell.column)}"]`), `${text}'s strain`);
      } else {
        seen(q(`#actions [data-verb="${esc(text.split(" ")[0])}"], #actions [data-group="${esc(text.split(" ")[0])}"]`), text);
      }
    }
  }

  // -- the newest call: in its panel's sight, and in the viewport at least by its seat -------
  const calls = (view.log || []).filter((e) => e.kind !== "play");
  if (calls.length) {
    const newest = q("#auction [data-newest]");
    if (!newest) problems.push("the newest call is not marked in the calls panel");
    else {
      const r = box(newest);
      let el = newest.parentElement;
      while (el && el !== document.body) {
        const style = getComputedStyle(el);
        if (/(auto|scroll|hidden)/.test(style.overflowY + style.overflowX) && !inside(r, box(el), 1)) {
          problems.push(`the newest call (${calls[calls.length - 1].text}) is scrolled out of its panel`);
          break;
        }
        el = el.parentElement;
      }
      const inViewport = r.top >= 0 && r.bottom <= H && r.left >= 0 && r.right <= W;
      const bySeat = q(`#seats .seat[data-seat="${calls[calls.length - 1].seat}"] .chip.last-call`);
      const seatSeen = bySeat && box(bySeat).bottom <= H && box(bySeat).top >= 0;
      if (!inViewport && !seatSeen) problems.push(`the newest call (${calls[calls.length - 1].text}) is outside the viewport`);
    }
  }
  return problems;
}
