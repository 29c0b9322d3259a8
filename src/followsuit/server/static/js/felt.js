// Placing what lies between the seats: the trick in the space the seats leave free, the
// game's extras (an indicator pack) in a corner nothing else covers, and the hand fanned to the
// width it has (two overlapping rows on a phone) so that every card shows its index.

const GAP = 6;

/** The felt's free middle: the box between the seats at the top, bottom, left and right, in
 * the felt's own pixels. */
export function freeRect(felt) {
  const f = felt.getBoundingClientRect();
  let top = 0;
  let bottom = f.height;
  let left = 0;
  let right = f.width;
  for (const seat of felt.querySelectorAll("#seats .seat")) {
    const r = seat.getBoundingClientRect();
    if (seat.classList.contains("at-top")) top = Math.max(top, r.bottom - f.top);
    else if (seat.classList.contains("at-bottom")) bottom = Math.min(bottom, r.top - f.top);
    if (seat.classList.contains("at-left")) left = Math.max(left, r.right - f.left);
    else if (seat.classList.contains("at-right")) right = Math.min(right, r.left - f.left);
  }
  return { top: top + GAP, bottom: bottom - GAP, left: left + GAP, right: right - GAP };
}

function cssPixels(name, fallback) {
  const value = Number.parseFloat(getComputedStyle(document.documentElement).getPropertyValue(name));
  return Number.isFinite(value) ? value : fallback;
}

/** Sets each trick card's size and place: toward its seat, inside the free middle, as large as
 * the space allows up to the page's card size. */
export function placeTrick(felt, me, n) {
  const cards = [...felt.querySelectorAll("#center .trick-card")];
  const rect = freeRect(felt);
  const rw = Math.max(rect.right - rect.left, 60);
  const rh = Math.max(rect.bottom - rect.top, 60);
  const cw = Math.max(30, Math.min(cssPixels("--card-w", 74), rw / 3.1, rh / (1.4 * 1.75)));
  const ch = cw * 1.4;
  const cx = (rect.left + rect.right) / 2;
  const cy = (rect.top + rect.bottom) / 2;
  for (const card of cards) {
    const k = (Number(card.dataset.trickSeat) - me + n) % n;
    const angle = ((90 + (k * 360) / n) * Math.PI) / 180;
    // A compact trick, as on a real table, within the room the seats leave.
    const x = cx + Math.cos(angle) * Math.max(0, Math.min(rw / 2 - cw / 2, cw * 1.2));
    const y = cy + Math.sin(angle) * Math.max(0, Math.min(rh / 2 - ch / 2, ch * 0.62));
    Object.assign(card.style, { left: `${x}px`, top: `${y}px`, width: `${cw}px` });
  }
  const note = felt.querySelector("#center .trick-note");
  if (note) Object.assign(note.style, { left: `${cx}px`, top: `${cy}px` });
}

/** Puts a panel over the felt's free middle, covering no seat: as wide as the room allows up
 * to ``widest`` (laid out in two columns, class ``wide``, from ``twoColumns`` on), centred,
 * never taller than the room (the panel scrolls its body inside). A panel the stylesheet does
 * not place absolutely (under the felt, on a phone) is left where it is. */
export function placePanel(felt, panel, widest = 660, twoColumns = 540) {
  for (const key of ["left", "top", "width", "maxHeight"]) panel.style[key] = "";
  panel.classList.remove("wide");
  if (panel.hidden || getComputedStyle(panel).position !== "absolute") return;
  const rect = freeRect(felt);
  const fits = rect.right - rect.left >= 300 && rect.bottom - rect.top >= 200;
  // No room between the seats (a very low window): the felt's whole middle, as before.
  const room = fits ? rect : { left: GAP, top: GAP, right: felt.clientWidth - GAP, bottom: felt.clientHeight - GAP };
  const w = Math.min(room.right - room.left, widest);
  panel.classList.toggle("wide", w >= twoColumns);
  Object.assign(panel.style, { width: `${w}px`, maxHeight: `${room.bottom - room.top}px` });
  const h = panel.offsetHeight;
  const left = felt.offsetLeft + room.left + (room.right - room.left - w) / 2;
  const top = felt.offsetTop + room.top + Math.max(0, (room.bottom - room.top - h) / 2);
  Object.assign(panel.style, { left: `${left}px`, top: `${top}px` });
}

function overlaps(a, b) {
  return Math.min(a.right, b.right) - Math.max(a.left, b.left) > 0 &&
    Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 0;
}

/** Puts the extras (an indicator) in the first corner of the felt where they cover no seat and
 * no trick card; the free middle's corners are tried next. */
export function placeExtras(felt) {
  const extras = felt.querySelector("#center .extras");
  if (!extras) return;
  const f = felt.getBoundingClientRect();
  const taken = [...felt.querySelectorAll("#seats .seat .badge, #seats .seat .chips, #seats .seat .backs, #seats .seat .exposed, #seats .seat .sit, #center .trick-card")]
    .map((el) => el.getBoundingClientRect());
  const w = extras.offsetWidth;
  const h = extras.offsetHeight;
  const m = 10;
  const rect = freeRect(felt);
  const spots = [
    [m, m], [f.width - w - m, m], [m, f.height - h - m], [f.width - w - m, f.height - h - m],
    [rect.left, rect.top], [rect.right - w, rect.top], [rect.left, rect.bottom - h], [rect.right - w, rect.bottom - h],
  ];
  const free = spots.find(([x, y]) => {
    const box = { left: f.left + x, top: f.top + y, right: f.left + x + w, bottom: f.top + y + h };
    return !taken.some((r) => overlaps(r, box));
  }) || spots[0];
  Object.assign(extras.style, { left: `${free[0]}px`, top: `${free[1]}px` });
}

/** How the hand's cards lie for the width available: rows of cards, and the step from one
 * card's left edge to the next (the part of a card that shows). */
export function handLayout(count, width) {
  const cw = cssPixels("--card-w", 74);
  const wanted = Math.round(cw * 0.62);
  const step = (per) => (per <= 1 ? cw : Math.min(wanted, (width - cw) / (per - 1)));
  const rows = count > 6 && step(count) < 30 ? 2 : 1;
  const per = Math.ceil(count / rows);
  return { rows, per, overlap: Math.floor(step(per)) - cw };
}
