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
  hook: {},
  hookFor: null,
  busy: false,
  pending: null, // a card waiting for confirmation
  verb: null, // a verb taking cards, being chosen
  selected: new Set(),
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
