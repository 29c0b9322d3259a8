// 10 Bridge: the contract, declarer and dummy (played by declarer, face up), and the concealed
// trump: its indicator lies face down until revealed. Read from the view's fields (details);
// denominations are named by the hints' bid grid.

import { backSVG, cardSVG } from "../cards.js";

const GLYPH = { S: "\u2660", H: "\u2665", D: "\u2666", C: "\u2663" };
const SUIT_NAMES = { S: "spades", H: "hearts", D: "diamonds", C: "clubs" };

function contractText(view, contract) {
  const names = view.hints.bid_grid.column_labels || {};
  return `${contract.level} ${names[contract.denomination] || contract.denomination}`;
}

export default {
  seatChips(view, seat) {
    const d = view.details;
    const chips = [];
    if (d.declarer === seat) chips.push(["declarer", "\u2605"]);
    if (d.dummy === seat) chips.push(["dummy", ""]);
    if (d.playing_for === seat && d.declarer !== null && view.to_act !== seat) chips.push(["to play", "\u25B6"]);
    return chips;
  },
  infoItems(view) {
    const d = view.details;
    const items = [];
    if (d.contract) {
      items.push({ label: "contract", html: contractText(view, d.contract) + (d.doubled ? ` ${d.doubled}` : "") });
      if (d.contract.suits.length) {
        if (d.revealed && d.trump) items.push({ label: "trump", html: `<span class="suit-${d.trump}">${GLYPH[d.trump]}</span> (revealed)` });
        else if (d.trump) items.push({ label: "trump", html: `<span class="suit-${d.trump}">${GLYPH[d.trump]}</span> (concealed from the others)` });
        else items.push({ label: "trump", html: `concealed: ${d.contract.suits.map((s) => SUIT_NAMES[s]).join(" or ")}` });
      }
    }
    if (d.part_scores) items.push({ label: "part scores", html: d.part_scores.join(" / ") });
    if (d.tricks_by_side) items.push({ label: "tricks by side", html: d.tricks_by_side.join(" / ") });
    return items;
  },
  centerHTML(view) {
    const d = view.details;
    if (!d.contract || !d.contract.suits.length || d.declarer === null) return "";
    const face = d.indicator ? cardSVG(d.indicator) : backSVG();
    const label = d.revealed ? "trump revealed" : view.phase === "over" && d.indicator ? "trump (deal over)" : d.indicator ? "your trump (concealed)" : "trump indicator";
    return `<div class="extras"><div class="extra"><div class="cards"><span class="card" role="img" aria-label="${label}${d.indicator ? `: ${d.indicator}` : ""}">${face}</span></div>${label}</div></div>`;
  },
  resultText(result, view) {
    if (!result || !result.contract) return "";
    const labels = view.hints.labels || {};
    const doubled = { X: " doubled", XX: " redoubled" }[result.doubled] || "";
    const bid = labels[result.contract] || result.contract;
    const side = result.declarer % 2;
    const score = view.match ? view.match.score_names : ["North-South", "East-West"];
    const over = Number.parseInt(result.result, 10) || 0;
    const outcome = result.made ? (over > 0 ? `made it with ${over} over` : "made it") : `went down ${-over}`;
    const parts = [`${view.players[result.declarer]} played ${bid}${doubled}${result.forced ? " (forced)" : ""} and ${outcome}.`];
    if (result.tricks) parts.push(`Tricks: ${score[side]} ${result.tricks[side]}, ${score[1 - side]} ${result.tricks[1 - side]}.`);
    if (result.trump) {
      const glyph = GLYPH[result.trump] || result.trump;
      parts.push(result.revealed_by === null || result.revealed_by === undefined
        ? `Trump ${glyph}, never revealed.` : `Trump ${glyph}, revealed by ${view.players[result.revealed_by]}.`);
    }
    if (result.explanation) parts.push(`Score: ${result.explanation}.`);
    return parts.join(" ");
  },
};
