// Beyond: the contract and its trump, each player's exact contract, the joker block. Bids are
// read from the view's fields (details.bid, details.contract: level and strain), drawn with
// the hints' strain glyphs; the calls' meanings come with the view (explanations).

import { esc } from "../render.js";

function bidHTML(view, bid) {
  if (!bid) return "";
  const strain = view.hints.strains[bid.strain];
  const glyph = bid.strain === "NT" ? esc(strain.glyph) : `<span class="suit-${bid.strain}">${esc(strain.glyph)}</span>`;
  return `${bid.level}${glyph}`;
}

const RAISED = ["", " raised", " re-raised"];

export default {
  hide: [
    "bid", "bidder", "raised", "pass_round", "contract", "declarer", "trump", "contracts",
    "forbidden_claim", "joker_block",
  ],
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
};
