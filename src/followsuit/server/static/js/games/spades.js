// Spades: bids under each seat, the sides' contracts and bags, spades broken; read from the
// view's fields (details).

const SIDE = ["N-S", "E-W"];

export default {
  seatChips(view, seat) {
    const d = view.details;
    const bid = d.bids ? d.bids[seat] : null;
    return bid === null || bid === undefined ? [] : [["bid", bid]];
  },
  infoItems(view) {
    const d = view.details;
    const items = [];
    if (d.bids && d.bids.every((b) => b !== null)) {
      const contract = [0, 1].map((side) => [side, side + 2]
        .map((s) => Number.parseInt(d.bids[s], 10) || 0).reduce((a, b) => a + b, 0));
      items.push({ label: "contracts", html: contract.map((c, i) => `${SIDE[i]} ${c}`).join(", ") });
    }
    if (d.bags) items.push({ label: "bags", html: d.bags.map((b, i) => `${SIDE[i]} ${b}`).join(", ") });
    items.push({ label: "spades broken", html: d.spades_broken ? "yes" : "no" });
    if (Array.isArray(d.gave) && d.gave.length) items.push({ label: "you gave", cards: d.gave });
    return items;
  },
  resultText(result, view) {
    if (!result || !result.bids || !result.tricks) return "";
    const names = view.match ? view.match.score_names : SIDE;
    const sides = [0, 1].map((side) => {
      const seats = [side, side + 2];
      const bids = seats.map((s) => `${view.players[s]} ${result.bids[s]}`).join(", ");
      const tricks = seats.map((s) => result.tricks[s]).reduce((a, b) => a + b, 0);
      const contract = result.contracts ? result.contracts[side] : null;
      let text = `${names[side]} bid ${contract ?? "?"} (${bids}) and took ${tricks}`;
      if (result.made) text += result.made[side] ? ": made" : ": set";
      if (result.bags && result.bags[side]) text += `, ${result.bags[side]} bag${result.bags[side] === 1 ? "" : "s"}`;
      if (result.bag_penalties && result.bag_penalties[side]) text += `, ${result.bag_penalties[side]} for bags`;
      if (result.nil_points && result.nil_points[side]) text += `, ${result.nil_points[side] > 0 ? "+" : ""}${result.nil_points[side]} for nil`;
      return `${text}.`;
    });
    return sides.join(" ");
  },
};
