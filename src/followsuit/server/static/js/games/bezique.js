// Bézique: each player's declared cards face up in front of the seat (still playable: the
// viewer's own stay in the hand too, named in a chip), Polish Bézique's open cards (never
// played again, in no hand) drawn as cards at every seat, the viewer's too; the turn-up and
// the stock's size, the points declared and the declarations as they happen, read from the
// view's fields (details).

/** Whether the viewer's table cards lie in no hand (Polish's open cards), so are drawn. */
const ownDrawn = (view) => !!view.details.open;

export default {
  labels: { turn_up: "turn-up", stock: "stock", last_eight: "last eight tricks" },
  suits: ["trump"],
  exposed(view) {
    const d = view.details;
    return view.players.map((_, seat) =>
      (seat === view.seat && !ownDrawn(view) ? [] : (d.table ? d.table[seat] : [])));
  },
  // No card face up before a seat is played from there: the viewer plays from the hand
  // (declared cards stay in it; Polish's open cards are never played again).
  playsFrom: () => false,
  seatChips(view, seat) {
    const d = view.details;
    const chips = [["declared", String(d.points[seat])]];
    if (seat === view.seat && !ownDrawn(view) && d.table[seat].length) chips.push(["on the table", d.table[seat].join(" ")]);
    return chips;
  },
  // A declaration's button says what it declares: "royal marriage, 40" (the view's
  // ``declarable``: each declare action's kind and points).
  explainChoice(text, view) {
    const found = (view.details.declarable || []).find((d) => d.text === text);
    return found ? `${found.kind}, ${found.points}` : "";
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
