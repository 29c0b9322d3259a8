// Oh Hell: bids under each seat, the trump and the turned-up card, the deal's size.

export default {
  hide: [
    "bids", "hook", "hook_bid", "bidding", "scoring", "exact_bonus", "follow", "ties", "pack",
    "match_scores", "deal_number", "deals", "hand_size", "stock_size", "changed_from",
  ],
  seatChips(view, seat) {
    const bid = view.bids ? view.bids[seat] : null;
    if (bid === null || bid === undefined) return [];
    const was = view.changed_from ? view.changed_from[seat] : null;
    return was === null || was === undefined ? [["bid", bid]] : [["bid", `${bid} (changed from ${was})`]];
  },
  infoItems(view) {
    const items = [];
    if (view.deals) items.push({ label: "deal", html: `${view.deal_number} of ${view.deals}` });
    if (view.hand_size) items.push({ label: "cards each", html: String(view.hand_size) });
    if (view.bids && view.bids.every((b) => b !== null)) {
      const total = view.bids.reduce((a, b) => a + Number(b), 0);
      items.push({ label: "bids total", html: `${total} of ${view.hand_size}` });
    }
    if (view.hook && view.hook_bid !== null && view.hook_bid !== undefined) {
      items.push({ label: "dealer may not bid", html: String(view.hook_bid) });
    }
    return items;
  },
  explain(call) {
    if (call === "keep") return "keeps the bid just made";
    const change = /^change (\d+)$/.exec(call);
    if (change) return `changes the bid just made to ${change[1]}`;
    return /^\d+$/.test(call) ? `undertakes to win exactly ${call} trick${call === "1" ? "" : "s"}` : "";
  },
  explainChoice(call) {
    return this.explain(call);
  },
};
