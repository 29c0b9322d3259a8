// A finished deal's exact analysis (GET /api/tables/ID/deals/N/analysis): each card played
// with what it cost against the best card, double dummy, and each player's losses. Only the
// answer's typed fields are read (plays, seats, their numbers and card texts).

import { callHTML, esc } from "./render.js";

/** A value as people read it: whole numbers plain, others to two places. */
function num(value) {
  return String(Math.round(value * 100) / 100);
}

function signed(value) {
  const text = num(value);
  return value > 0 && text !== "0" ? `+${text}` : text;
}

function plural(count, word) {
  return `${num(count)} ${word}${num(count) === "1" ? "" : "s"}`;
}

function cardsHTML(cards) {
  const shown = cards.slice(0, 3).map((card) => callHTML(card)).join(" or ");
  return cards.length > 3 ? `${shown} …` : shown;
}

/** The cell of one measure's cost: the cost, blank for none, a dash where not solved. */
function costCell(cost, status) {
  if (!cost) return `<td class="unsolved" title="not solved (${esc(status)})">—</td>`;
  return cost.cost > 0 ? `<td class="lost">${num(cost.cost)}</td>` : "<td></td>";
}

/** What the best card would have given, for a card that cost something. */
function bestText(play) {
  const parts = [];
  if (play.tricks && play.tricks.cost > 0) {
    parts.push(`${cardsHTML(play.tricks.best_cards)}: ${plural(play.tricks.best, "trick")} instead of ${num(play.tricks.played)}`);
  }
  if (play.score && play.score.cost > 0) {
    parts.push(`${cardsHTML(play.score.best_cards)}: ${signed(play.score.best)} instead of ${signed(play.score.played)}`);
  }
  if (parts.length) return parts.join("; ");
  if (!play.score && !play.tricks) return `not solved (${esc(play.score_status)})`;
  return "best";
}

function lossesText(seat) {
  const parts = [];
  if (seat.score_mistakes) parts.push(`${plural(seat.points, "point")} to ${plural(seat.score_mistakes, "mistake")}`);
  if (seat.trick_mistakes) parts.push(`${plural(seat.tricks, "trick")} to ${plural(seat.trick_mistakes, "mistake")}`);
  const solved = Math.max(seat.score_cards, seat.trick_cards);
  return `${parts.length ? `lost ${parts.join(" and ")}` : "no mistake"} (${plural(solved, "card")} solved)`;
}

/** The analysis as HTML: a note on what the numbers are, a table of every card analysed
 * (a row a card, marked where it cost something), each player's losses. */
export function analysisHTML(data, names) {
  const who = (seat) => esc(names[seat] ?? `seat ${seat}`);
  if (!data.plays.length) {
    return "<p>No card of this deal can be analysed: no part of it is trick play to the end that the solver can play.</p>";
  }
  let html = `<p class="note">Every card known (double dummy), best play by all after each card, from trick ${data.first_trick}. ` +
    `Points: ${esc(data.value)}. Tricks: those the player's side (or the player alone) ends the deal with.</p>`;
  html += '<ul class="analysis-losses">';
  for (const seat of data.seats) {
    if (seat.score_cards || seat.trick_cards) html += `<li data-seat="${seat.seat}"><b>${who(seat.seat)}</b>: ${esc(lossesText(seat))}</li>`;
  }
  html += "</ul>";
  html += '<table class="sheet analysis"><thead><tr><th scope="col">Trick</th><th scope="col">Player</th><th scope="col">Card</th>' +
    '<th scope="col">Tricks lost</th><th scope="col">Points lost</th><th scope="col" class="result">Best</th></tr></thead><tbody>';
  let trick = null;
  for (const play of data.plays) {
    const lost = (play.score && play.score.cost > 0) || (play.tricks && play.tricks.cost > 0);
    const player = play.hand === play.seat ? who(play.hand) : `${who(play.hand)} <small>(by ${who(play.seat)})</small>`;
    html += `<tr class="${lost ? "mistake" : ""}" data-trick="${play.trick}" data-seat="${play.seat}" data-card="${esc(play.card)}">` +
      `<th scope="row">${play.trick === trick ? "" : play.trick}</th><td class="who">${player}</td><td>${callHTML(play.card)}</td>` +
      costCell(play.tricks, play.tricks_status) + costCell(play.score, play.score_status) +
      `<td class="result">${bestText(play)}</td></tr>`;
    trick = play.trick;
  }
  html += "</tbody></table>";
  return html;
}
