// The table in words, for screen readers: who sits where, the calls, the trick, your hand and
// what you may do.

import { cardName, suitOf } from "./cards.js";
import { callWords, calls, isAuction } from "./render.js";
import { awaited, matchOutcome, placed } from "./state.js";

const SUIT_WORDS = { S: "spades", H: "hearts", D: "diamonds", C: "clubs", T: "trumps", J: "jokers" };

export function handWords(hand) {
  const bySuit = new Map();
  for (const card of hand) {
    const suit = suitOf(card) || "?";
    if (!bySuit.has(suit)) bySuit.set(suit, []);
    bySuit.get(suit).push(cardName(card).replace(/ of \w+$/, ""));
  }
  return [...bySuit].map(([suit, names]) => `${SUIT_WORDS[suit] || suit}: ${names.join(", ")}`).join("; ");
}

function names(view, table) {
  return view.players.map((position, seat) => {
    const info = table && table.seats ? table.seats[seat] : null;
    return info && info.name && info.name !== position ? `${info.name} (${position})` : position;
  });
}

/** A full description of the table for one seat (or a spectator). */
export function describe(view, table, hook) {
  if (!view || !view.players) return "Waiting for the table.";
  const who = names(view, table);
  const parts = [];
  const me = view.seat;
  parts.push(me === null || me === undefined ? "You are watching." : `You are ${who[me]}.`);
  if (view.match) {
    const m = view.match;
    parts.push(`Deal ${m.deal_number}. Scores: ${m.score_names.map((n, i) => (placed(i) ? `${n} ${m.totals[i]}` : null)).filter(Boolean).join(", ")}.`);
  }
  parts.push(`Dealer: ${who[view.dealer]}. Phase: ${String(view.phase).replace(/_/g, " ")}.`);
  const callList = calls(view);
  if (callList.length) {
    parts.push("Calls: " + callList.map((c) => `${who[c.seat]} ${callWords(c.text, true, view)}${c.why ? ` (${c.why})` : ""}`).join("; ") + ".");
  }
  for (const line of hook.infoWords(view) || []) parts.push(`${line}.`);
  view.players.forEach((_, seat) => {
    const bits = [...(hook.seatWords(view, seat) || [])];
    if (view.tricks_won) bits.push(`${view.tricks_won[seat]} tricks`);
    if (view.hand_sizes) bits.push(`${view.hand_sizes[seat]} cards`);
    parts.push(`${who[seat]}: ${bits.join(", ")}.`);
  });
  if (view.trick && view.trick.cards.length) {
    parts.push("Current trick: " + view.trick.cards.map((c, i) =>
      `${who[c.seat]} ${i === 0 ? "led" : "played"} ${cardName(c.card)}`).join(", ") + ".");
  } else if (view.last_trick && view.last_trick.cards.length) {
    parts.push("Last trick: " + view.last_trick.cards.map((c) => `${who[c.seat]} ${cardName(c.card)}`).join(", ") + ".");
  }
  if (Array.isArray(view.hand)) parts.push(`Your hand: ${handWords(view.hand)}.`);
  if (view.match && view.match.over) {
    parts.push(`The match is over: ${matchOutcome(view.match)}.`);
  } else if (table && table.stopped) {
    parts.push(table.stopped);
  } else if (awaited(who)) {
    parts.push(awaited(who).text);
  } else if (view.to_act !== null && view.to_act !== undefined) {
    if (view.to_act === me) {
      const call = isAuction(view);
      parts.push(`It is your turn. You may: ${view.legal.map((t) => callWords(t, call, view)).join(", ")}.`);
    } else {
      parts.push(`Waiting for ${who[view.to_act]}.`);
    }
  }
  return parts.join(" ");
}
