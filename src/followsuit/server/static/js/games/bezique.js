// Bézique: each player's declared cards face up in front of the seat (still playable: the
// viewer's own stay in the hand too), the turn-up and the stock's size, the points declared
// and the declarations as they happen, read from the view's fields (details).

export default {
  labels: { turn_up: "turn-up", stock: "stock", last_eight: "last eight tricks" },
  exposed(view) {
    const d = view.details;
    return view.players.map((_, seat) => (seat === view.seat ? [] : (d.table ? d.table[seat] : [])));
  },
  seatChips(view, seat) {
    const d = view.details;
    const chips = [["declared", String(d.points[seat])]];
    if (seat === view.seat && d.table[seat].length) chips.push(["on the table", d.table[seat].join(" ")]);
    return chips;
  },
  infoItems(view) {
    const d = view.details;
    const items = [];
    const last = d.declarations[d.declarations.length - 1];
    if (last) {
      const who = view.players[last.seat];
      items.push({ label: "last declaration", html: `${who}: ${last.kind} (${last.cards.join(" ")}) ${last.points}` });
    }
    if (d.seven_turned) items.push({ label: "seven turned up", html: "10 to the dealer" });
    return items;
  },
};
