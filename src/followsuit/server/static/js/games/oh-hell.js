// Oh Hell: bids under each seat, the trump and the turned-up card (and why a card turned up
// made no trump), the deal's size, read from the view's fields (details).

import { cardName, parseCard } from "../cards.js";

const GLYPH = { S: "\u2660", H: "\u2665", D: "\u2666", C: "\u2663" };

export default {
  suits: ["trump"],
  // A card turned up for trumps that made none: why (a joker, or a 2 to 6 under Coulon's rule,
  // the only rule that turns up a suit card and still plays without trumps).
  notes(view) {
    const d = view.details;
    if (!(typeof d.turn_up === "string" && d.turn_up && d.trump === null)) return [];
    const card = cardName(d.turn_up);
    const parsed = parseCard(d.turn_up);
    return [parsed && parsed.kind === "joker"
      ? `No trumps: a joker (${card}) was turned up.`
      : `No trumps: the turned-up ${card} is a 2 to 6 (Coulon's rule: a 7 or higher makes its suit trumps).`];
  },
  seatChips(view, seat) {
    const d = view.details;
    const bid = d.bids ? d.bids[seat] : null;
    if (bid === null || bid === undefined) return [];
    const was = d.changed_from ? d.changed_from[seat] : null;
    return was === null || was === undefined ? [["bid", bid]] : [["bid", `${bid} (changed from ${was})`]];
  },
  infoItems(view) {
    const d = view.details;
    const items = [];
    if (d.deals) items.push({ label: "deal", html: `${d.deal_number} of ${d.deals}` });
    if (d.hand_size) items.push({ label: "cards each", html: String(d.hand_size) });
    if (d.bids && d.bids.every((b) => b !== null)) {
      const total = d.bids.reduce((a, b) => a + Number(b), 0);
      items.push({ label: "bids total", html: `${total} of ${d.hand_size}` });
    }
    if (d.hook && d.hook_bid !== null && d.hook_bid !== undefined) {
      items.push({ label: "dealer may not bid", html: String(d.hook_bid) });
    }
    return items;
  },
  resultText(result, view) {
    if (!result || !result.bids || !result.tricks) return "";
    const parts = [];
    const trump = result.trump ? (GLYPH[result.trump] || result.trump) : "none";
    parts.push(`${result.hand_size} card${result.hand_size === 1 ? "" : "s"} each, trump ${trump}.`);
    parts.push(`${view.players.map((p, s) => `${p} bid ${result.bids[s]} and took ${result.tricks[s]}`).join(", ")}.`);
    const made = view.players.filter((_, s) => result.made && result.made[s]);
    parts.push(made.length ? `Made the bid: ${made.join(", ")}.` : "Nobody made the bid.");
    return parts.join(" ");
  },
};
