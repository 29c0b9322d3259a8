// The table page's state: what the page draws (the last state the server sent), the seat's
// stored token, and a few questions about it every part of the page asks.

export const tableId = decodeURIComponent(location.pathname.split("/").filter(Boolean)[1] || "");

export const ui = {
  tableId,
  token: null,
  seat: null,
  stateId: null,
  view: null,
  table: null,
  deadline: null,
  hook: {}, // the game's presentation of the last state (present.js)
  busy: false,
  pending: null, // a card waiting for confirmation
  verb: null, // a verb taking cards, being chosen
  selected: new Set(), // the hand's places (indices) chosen for a verb: two packs hold twins
  picked: new Map(), // a verb naming several words (19's declarations) -> the words chosen
  ws: null,
  retry: 0,
  focusCard: null,
  moment: null, // a finished deal on show (assist.js)
  dealEnd: null,
  undoAsk: null,
  thinking: null,
};

// -- stored seat tokens ---------------------------------------------------------------------

const key = (kind) => `followsuit:${kind}:${tableId}`;
export function confirmBeforePlay() {
  return localStorage.getItem("followsuit:confirm") === "1";
}

export function readToken() {
  const hash = new URLSearchParams(location.hash.slice(1));
  if (hash.get("token")) {
    localStorage.setItem(key("seat"), hash.get("token"));
    history.replaceState(null, "", location.pathname);
  }
  return localStorage.getItem(key("seat"));
}

export function hostToken() {
  return localStorage.getItem(key("host"));
}

export function keepSeat(token) {
  localStorage.setItem(key("seat"), token);
  ui.token = token;
}

export function forgetSeat() {
  localStorage.removeItem(key("seat"));
  ui.token = null;
}

export function playerNames() {
  const view = ui.view;
  if (!view) return [];
  return view.players.map((position, seat) => {
    const info = ui.table && ui.table.seats[seat];
    return info && info.name ? info.name : position;
  });
}

/** Whether the seat may act now: its turn, with something to do, the match not over, the
 * table not waiting (a deal's end on show, an undo asked). */
export function myTurn() {
  const v = ui.view;
  return v && ui.seat !== null && v.to_act === ui.seat && v.legal.length > 0 && !(v.match && v.match.over) && !ui.moment && !ui.undoAsk;
}

/** Whether a person or a bot takes ``seat``: every seat but a dummy (19 for two or three),
 * whose cards a live player plays. */
export function isLive(seat) {
  const live = ui.table && ui.table.live;
  return !live || live.includes(seat);
}

/** Whether score ``i`` holds a place: a dummy's own score (always 0) holds none, and is left
 * out of the header and the score sheet, as `followsuit replay` leaves it out. */
export function placed(i) {
  const scorers = ui.table && ui.table.scorers;
  return !scorers || !scorers[i] || scorers[i].some(isLive);
}

/** The cards chosen for a verb, in the hand's order (a card held twice may be chosen twice). */
export function chosenCards() {
  const hand = ui.view && Array.isArray(ui.view.hand) ? ui.view.hand : [];
  return [...ui.selected].sort((a, b) => a - b).map((i) => hand[i]).filter((c) => c !== undefined);
}

/** A list as a sentence says it: "Ann", "Ann and Bea", "Ann, Bea and Cy" (or "1 or 2"). */
export function listWords(items, last = "and") {
  return items.length < 2 ? items.join("") : `${items.slice(0, -1).join(", ")} ${last} ${items[items.length - 1]}`;
}

/** How a match ended, as a sentence says it: "a tie between North, East and West" (the scores
 * level at the top), "North-South win" (a side: its seats, in ``table.scorers``), "Player 1
 * wins" (one seat). */
export function matchOutcome(match) {
  const w = match.winner;
  if (w === null || w === undefined) {
    const totals = match.totals || [];
    const shown = totals.map((_, i) => i).filter(placed);
    const best = Math.max(...shown.map((i) => totals[i]));
    const level = shown.filter((i) => totals[i] === best).map((i) => match.score_names[i]);
    return level.length > 1 ? `a tie between ${listWords(level)}` : "a tie";
  }
  const scorers = ui.table && ui.table.scorers;
  const seats = scorers && scorers[w] ? scorers[w].filter(isLive) : [w];
  return `${match.score_names[w]} ${seats.length > 1 ? "win" : "wins"}`;
}

/** What the table waits for while a deal's end is on show or an undo is asked, said to the
 * person reading it (``names``: each seat's name): ``{text, mine}``, their own Continue or
 * undo answer as their turn (``mine``), anybody else's by name; null when it waits for
 * neither. */
export function awaited(names) {
  const me = ui.seat;
  const ask = ui.undoAsk;
  if (ask) {
    const left = ask.needed.filter((s) => !ask.agreed.includes(s));
    if (me !== null && left.includes(me)) return { text: "Your turn: agree to the undo or refuse it.", mine: true };
    const whose = ask.seat === me ? "your undo" : `${names[ask.seat]}'s undo`;
    return left.length ? { text: `Waiting for ${listWords(left.map((s) => names[s]))} to answer ${whose}.`, mine: false } : null;
  }
  const moment = ui.moment;
  if (moment) {
    const waiting = moment.waiting || [];
    if (me !== null && waiting.includes(me)) return { text: "Your turn: press Continue.", mine: true };
    const others = waiting.map((s) => names[s]);
    if (others.length) return { text: `Waiting for ${listWords(others)} to press Continue.`, mine: false };
    return { text: `Deal ${moment.deal} is over.`, mine: false };
  }
  return null;
}
