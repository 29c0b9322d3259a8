// Beyond: the contract and its trump, each player's exact contract, the joker block. Bids are
// read from the view's fields (details.bid, details.contract: level and strain), drawn with
// the hints' strain glyphs; a deal's result names its contract by the call's text, read
// through the hints' bid grid; the calls' meanings come with the view (explanations).

import { esc, hintLabel } from "../render.js";

function bidHTML(view, bid) {
  if (!bid) return "";
  const strain = view.hints.strains[bid.strain];
  const glyph = bid.strain === "NT" ? esc(strain.glyph) : `<span class="suit-${bid.strain}">${esc(strain.glyph)}</span>`;
  return `${bid.level}${glyph}`;
}

const RAISED = ["", " raised", " re-raised"];

export default {
  seatChips(view, seat) {
    const d = view.details;
    const chips = [];
    if (d.declarer === seat) chips.push(["declarer", "\u2605"]);
    const c = d.contracts ? d.contracts[seat] : null;
    if (c !== null && c !== undefined) chips.push(["contract", c]);
    return chips;
  },
  infoItems(view) {
    const d = view.details;
    const items = [];
    if (d.pass_round) items.push({ label: "pass round", html: "no trumps" });
    if (d.contract) {
      items.push({ label: "contract", html: bidHTML(view, d.contract) + (RAISED[d.raised] || "") });
    } else if (d.bid) {
      items.push({ label: "bid", html: bidHTML(view, d.bid) + (RAISED[d.raised] || "") });
    }
    if (d.forbidden_claim !== null && d.forbidden_claim !== undefined) {
      items.push({ label: "forbidden claim", html: String(d.forbidden_claim) });
    }
    if (d.joker_block) items.push({ label: "joker block", html: "no joker lead" });
    return items;
  },
  resultText(result, view) {
    if (!result || !result.tricks) return "";
    const who = (s) => view.players[s];
    const perSeat = (values) => values.map((v, s) => `${who(s)} ${v}`).join(", ");
    const parts = [];
    if (result.pass_round) {
      parts.push("A pass round: no trumps, as few tricks as possible.");
    } else if (result.contract) {
      const label = hintLabel(view, result.contract); // the bid grid's cell: level, strain
      const bid = label ? label.words : result.contract;
      parts.push(`${who(result.declarer)} declared ${bid}${RAISED[result.raised] || ""}.`);
    }
    if (result.contracts) parts.push(`Contracts: ${perSeat(result.contracts)} (total ${result.total}).`);
    parts.push(`Tricks: ${perSeat(result.tricks)}${result.last_trick !== undefined && result.last_trick !== null ? `; the last trick to ${who(result.last_trick)}` : ""}.`);
    if (result.fulfilled) {
      const made = view.players.filter((_, s) => result.fulfilled[s]);
      parts.push(made.length ? `Fulfilled: ${made.join(", ")}.` : "Nobody fulfilled a contract.");
    }
    if (result.placement) parts.push(`Placement points: ${perSeat(result.placement)}.`);
    if (result.bonus && result.bonus.some((b) => b)) {
      const names = view.match ? view.match.score_names : [];
      parts.push(`Bonus: ${result.bonus.map((b, i) => `${names[i] || i} ${b}`).join(", ")}.`);
    }
    if (result.joker_split) parts.push(`Jokers split ${result.joker_split}.`);
    return parts.join(" ");
  },
};
