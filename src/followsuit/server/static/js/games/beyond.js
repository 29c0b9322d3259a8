// Beyond: the contract and its trump, each player's exact contract, the joker block.

const STRAIN = { C: "\u2663", D: "\u2666", H: "\u2665", S: "\u2660", NT: "NT" };

function contractHTML(text) {
  const m = /^(\d+)(C|D|H|S|NT)(.*)$/.exec(text || "");
  if (!m) return text || "";
  const cls = m[2] === "NT" ? "" : ` class="suit-${m[2]}"`;
  return `${m[1]}<span${cls}>${STRAIN[m[2]]}</span>${m[3]}`;
}

export default {
  hide: [
    "bid", "bidder", "raised", "pass_round", "contract", "declarer", "trump", "contracts",
    "forbidden_claim", "joker_block", "match_scores",
  ],
  seatChips(view, seat) {
    const chips = [];
    if (view.declarer === seat) chips.push(["declarer", "\u2605"]);
    const c = view.contracts ? view.contracts[seat] : null;
    if (c !== null && c !== undefined) chips.push(["contract", c]);
    return chips;
  },
  infoItems(view) {
    const items = [];
    if (view.pass_round) items.push({ label: "pass round", html: "no trumps" });
    if (view.contract) {
      // The view's contract text already says "raised" or "re-raised" when it was.
      const raised = /raise/.test(String(view.contract)) ? "" : view.raised === 2 ? " re-raised" : view.raised === 1 ? " raised" : "";
      items.push({ label: "contract", html: contractHTML(view.contract) + raised });
    } else if (view.bid) {
      items.push({ label: "bid", html: contractHTML(view.bid) });
    }
    if (view.forbidden_claim !== null && view.forbidden_claim !== undefined) {
      items.push({ label: "forbidden claim", html: String(view.forbidden_claim) });
    }
    if (view.joker_block) items.push({ label: "joker block", html: "no joker lead" });
    return items;
  },
  explain(call) {
    if (call === "pass") return "pass";
    if (call === "raise") return "raise: doubles the stakes of the opponents' bid";
    if (call === "reraise" || call === "re-raise") return "re-raise over the opponents' raise";
    const claim = /^claim (\d+)$/.exec(call);
    if (claim) return `will take exactly ${claim[1]} trick${claim[1] === "1" ? "" : "s"}`;
    const m = /^(\d+)(C|D|H|S|NT)$/.exec(call);
    if (m) return `exactly ${m[1]} trick${m[1] === "1" ? "" : "s"}, ${m[2] === "NT" ? "no trumps" : `${{ C: "clubs", D: "diamonds", H: "hearts", S: "spades" }[m[2]]} trumps`}`;
    return "";
  },
  explainChoice(call) {
    return this.explain(call);
  },
};
