// 19: the bid and its level, the called trump (its number: who holds it stays secret), the
// stock's groups as the preference procedure exposes them, the declarations and contras, and
// who plays each dummy. Read from the view's fields (details); the game's other notes (what the
// table would say aloud at this step, the stock cards looked at) are drawn from its hints.

export default {
  // The notes of the game's hints this hook shows in the deal panel itself.
  ownNotes: ["called_note", "sides_note", "stock_face_up", "declared_note"],
  seatChips(view, seat) {
    const d = view.details;
    const chips = [];
    if (d.declarer === seat) chips.push(["declarer", "\u2605"]);
    if (d.partner === seat) chips.push(["partner", "\u2605"]);
    if (d.dummies.includes(seat)) {
      // who plays a dummy is settled during the deal (N9); until then it is its own controller
      const by = d.controllers[seat];
      chips.push(["dummy", by === seat ? "" : `played by ${view.players[by]}`]);
    }
    if (d.discard_counts[seat]) chips.push(["discarded", String(d.discard_counts[seat])]);
    return chips;
  },
  infoItems(view) {
    const d = view.details;
    const items = [];
    if (d.deals) items.push({ label: "deal", html: `${d.deal_number} of ${d.deals}` });
    if (d.contract) {
      const level = d.level > 1 ? `, level ${d.level}` : "";
      items.push({ label: "bid", html: `${d.contract} \u00d7${d.multiplier}${level} by ${view.players[d.declarer]}` });
    } else if (d.bid) {
      items.push({ label: "highest bid", html: `${d.bid} by ${view.players[d.bidder]}` });
    }
    if (d.called !== null) items.push({ label: "called trump", html: `T${d.called}` });
    if (d.sides_note) items.push({ label: "sides", html: d.sides_note });
    const groups = (d.stock && d.stock.groups) || [];
    for (const group of groups) {
      if (group.cards && group.state !== "taken") items.push({ label: `stock group ${group.group} (${group.state})`, cards: group.cards });
    }
    if (d.discarded.length) items.push({ label: "your discards", cards: d.discarded });
    if (d.declared_note) items.push({ label: "declared", html: d.declared_note });
    return items;
  },
};
