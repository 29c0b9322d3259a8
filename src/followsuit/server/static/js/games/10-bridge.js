// 10 Bridge: the contract, declarer and dummy (played by declarer, face up), and the concealed
// trump: its indicator lies face down until revealed.

import { backSVG, cardSVG } from "../cards.js";

const DENOMINATION = { MINOR: "Minor", RED: "Red", BLACK: "Black", MAJOR: "Major", NT: "No trump" };
const GLYPH = { S: "\u2660", H: "\u2665", D: "\u2666", C: "\u2663" };

export default {
  hide: [
    "contract", "doubled", "declarer", "dummy", "trump_suits", "trump", "indicator", "revealed",
    "reveal", "trumps_from", "playing_for", "dummy_hand", "trick_winning", "tricks_by_side",
    "part_scores", "result",
  ],
  seatChips(view, seat) {
    const chips = [];
    if (view.declarer === seat) chips.push(["declarer", "\u2605"]);
    if (view.dummy === seat) chips.push(["dummy", ""]);
    if (view.playing_for === seat && view.declarer !== null && view.to_act !== seat) chips.push(["to play", "\u25B6"]);
    return chips;
  },
  exposed(view) {
    const shown = view.players.map(() => []);
    if (view.dummy !== null && view.dummy !== undefined && Array.isArray(view.dummy_hand) && view.dummy !== view.seat) {
      shown[view.dummy] = view.dummy_hand;
    }
    return shown;
  },
  infoItems(view) {
    const items = [];
    if (view.contract) {
      const m = /^(\d)([A-Z]+)$/.exec(view.contract);
      const text = m ? `${m[1]} ${DENOMINATION[m[2]] || m[2]}` : view.contract;
      items.push({ label: "contract", html: text + (view.doubled ? ` ${view.doubled}` : "") });
    }
    if (view.contract && !/NT$/.test(view.contract)) {
      if (view.revealed && view.trump) items.push({ label: "trump", html: `<span class="suit-${view.trump}">${GLYPH[view.trump]}</span> (revealed)` });
      else if (view.trump) items.push({ label: "trump", html: `<span class="suit-${view.trump}">${GLYPH[view.trump]}</span> (concealed from the others)` });
      else items.push({ label: "trump", html: "concealed" });
    }
    if (view.part_scores) items.push({ label: "part scores", html: view.part_scores.join(" / ") });
    if (view.tricks_by_side) items.push({ label: "tricks by side", html: view.tricks_by_side.join(" / ") });
    return items;
  },
  centerHTML(view) {
    if (!view.contract || /NT$/.test(view.contract) || view.declarer === null) return "";
    const face = view.indicator ? cardSVG(view.indicator) : backSVG();
    const label = view.revealed ? "trump revealed" : view.phase === "over" && view.indicator ? "trump (deal over)" : view.indicator ? "your trump (concealed)" : "trump indicator";
    return `<div class="extras"><div class="extra"><div class="cards"><span class="card" role="img" aria-label="${label}${view.indicator ? `: ${view.indicator}` : ""}">${face}</span></div>${label}</div></div>`;
  },
  resultText(result) {
    if (!result) return "";
    const parts = [];
    if (result.contract) parts.push(`${result.contract}${result.doubled ? ` ${result.doubled}` : ""} by ${["N", "E", "S", "W"][result.declarer]}`);
    if (result.result) parts.push(result.made ? `made ${result.result}` : `down ${String(result.result).replace("-", "")}`);
    if (result.tricks) parts.push(`tricks ${result.tricks.join("/")}`);
    if (result.explanation) parts.push(result.explanation);
    return parts.join("; ");
  },
};
