// Generic drawing of any game's table from the typed view (engine/views.py: CoreView): hand,
// hands face up, trick, last_trick, tricks_won, hand_sizes, log entries {seat, kind, text},
// legal, match. A game's actions are drawn by its ``hints`` (labels, the bid grid, meanings,
// notes), the rest of what it shows by its presentation (present.js); no field of a game's own
// is named here.

import { backSVG, cardLabel, cardName, cardSVG, isCard, parseCard } from "./cards.js";
import { matchOutcome, placed } from "./state.js";

const GLYPH = { S: "\u2660", H: "\u2665", D: "\u2666", C: "\u2663" };

export function esc(s) {
  return String(s).replace(/[&<>"']/g, (ch) =>
    ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[ch]);
}

/** A call or action text with suit glyphs: 4S -> 4♠, "discard 7H 8H" -> "discard 7♥ 8♥". */
export function callHTML(text, view = null) {
  const label = view ? hintLabel(view, text) : null;
  if (label) return label.html;
  return String(text).split(/(\s+)/).map((token) => {
    const bid = /^(\d+)([CDHS])$/.exec(token);
    if (bid) return `${bid[1]}<span class="suit-${bid[2]}">${GLYPH[bid[2]]}</span>`;
    const card = parseCard(token);
    if (card && card.kind === "plain") {
      return `${esc(cardLabel(token).slice(0, -1))}<span class="suit-${card.suit}">${GLYPH[card.suit]}</span>`;
    }
    if (card) return esc(cardLabel(token));
    return esc(token);
  }).join("");
}

/** A word of a sentence and what clings to it: ``(QS`` -> ["(", "QS", ""], ``12H:`` ->
 * ["", "12H", ":"]. */
function wordParts(word) {
  const [, before, core, after] = /^([()[\]{},.;:'"…!?]*)(.*?)([()[\]{},.;:'"…!?]*)$/s.exec(word);
  return [before, core, after];
}

/** What a word of a sentence names, as the table names it ({html, words}), or null: a cell of
 * the view's bid grid as its cell reads (``12H`` -> 12♥, "12 hearts"), a card in capitals, as
 * the engine writes them (``TH``), with its glyph as the hand shows it. A word that is both
 * (Beyond's 6C) is a bid in an auction, a card in the play, as the hand and the buttons take it. */
function namedWord(core, view) {
  const card = core.length < 2 || core !== core.toUpperCase() ? null : parseCard(core);
  if (view && gridCell(view, core) && (!card || isAuction(view))) {
    return { html: callHTML(core, view), words: callWords(core, true, view) };
  }
  if (!card) return null;
  return { html: callHTML(core), words: card.kind === "plain" ? cardName(core) : core };
}

/** A sentence for people (a refusal, a note, a deal's line) naming bids and cards as the table
 * does: a bid of the ``view``'s grid as its cell (``12H`` -> 12♥), every card it names in
 * capitals (``TH``, ``8C;``) with its glyph; every other word (``as``, a rule's tag) as it is. */
export function sentenceHTML(text, view = null) {
  return String(text).split(/(\s+)/).map((word) => {
    const [before, core, after] = wordParts(word);
    const named = namedWord(core, view);
    return named ? esc(before) + named.html + esc(after) : esc(word);
  }).join("");
}

/** The same sentence in words for a screen reader: "12 hearts", "ten of hearts". */
export function sentenceWords(text, view = null) {
  return String(text).split(/(\s+)/).map((word) => {
    const [before, core, after] = wordParts(word);
    const named = namedWord(core, view);
    return named ? before + named.words + after : word;
  }).join("");
}

/** Words a screen reader says for an action: "queen of hearts", "pass"; for a call of an
 * auction ("4S" as a bid) "4 spades". */
export function callWords(text, call = false, view = null) {
  const label = view && call ? hintLabel(view, text) : null;
  if (label) return label.words.replace(/\u2660/g, "spades").replace(/\u2665/g, "hearts").replace(/\u2666/g, "diamonds").replace(/\u2663/g, "clubs");
  const tokens = String(text).split(/\s+/);
  return tokens.map((token) => {
    const bid = /^(\d+)([CDHS])$/.exec(token);
    if (bid && ((call && tokens.length === 1) || !isCard(token))) return `${bid[1]} ${{ S: "spades", H: "hearts", D: "diamonds", C: "clubs" }[bid[2]]}`;
    if (/^\d+NT$/.test(token)) return token.replace("NT", " no trump");
    return isCard(token) ? cardName(token) : token;
  }).join(" ");
}

/** The game's own fields of a view (``details``). */
export function fieldsOf(view) {
  return view && view.details && typeof view.details === "object" ? view.details : {};
}

function hintsOf(view) {
  return (view && view.hints) || {};
}

/** The bid grid's cell of an action text: {row, column}, or null. */
function gridCell(view, text) {
  const grid = hintsOf(view).bid_grid;
  if (!grid) return null;
  for (const [row, cells] of Object.entries(grid.cells || {})) {
    for (const [column, cell] of Object.entries(cells)) {
      if (cell === text) return { row, column };
    }
  }
  return null;
}

/** An action as the game's hints label it ({html, words}), or null when they do not. A bid
 * grid's cell is its row and its column's glyph (strains) or label (column_labels). */
export function hintLabel(view, text) {
  const hints = hintsOf(view);
  const cell = gridCell(view, text);
  if (cell) {
    const strain = (hints.strains || {})[cell.column];
    if (strain) {
      const glyph = GLYPH[cell.column] ? `<span class="suit-${cell.column}">${GLYPH[cell.column]}</span>` : esc(strain.glyph);
      return { html: `${esc(cell.row)}${glyph}`, words: `${cell.row} ${strain.name}` };
    }
  }
  const labels = hints.labels || {};
  if (Object.prototype.hasOwnProperty.call(labels, text)) {
    const words = String(labels[text]);
    return { html: callHTML(words), words };
  }
  return null;
}

export function cardButton(text, classes = "", attrs = "", inner = "") {
  return `<button type="button" class="card ${classes}" data-card="${esc(text)}" ${attrs}>${cardSVG(text)}${inner}</button>`;
}

export function cardFigure(text, classes = "") {
  return `<span class="card ${classes}" role="img" aria-label="${esc(cardName(text))}">${cardSVG(text)}</span>`;
}

// -- seats --------------------------------------------------------------------------------

/** Where seat ``k`` places from me (0: me, at the bottom) sits, in percent of the felt. */
export function seatPoint(k, n, rx = 40, ry = 39) {
  const angle = ((90 + (k * 360) / n) * Math.PI) / 180;
  return { x: 50 + rx * Math.cos(angle), y: 50 + ry * Math.sin(angle) };
}

/** What an action or call means, where the game's hints say (``hints.meanings``). */
export function meaningOf(view, text) {
  const meanings = hintsOf(view).meanings || {};
  return Object.prototype.hasOwnProperty.call(meanings, text) ? String(meanings[text]) : "";
}

/** Cards lying face up in front of a seat (a dummy, cards shown): lists of cards per seat. */
export function genericExposed(view) {
  const n = view.players.length;
  const shown = Array.from({ length: n }, () => []);
  (view.hands || []).forEach((cards, seat) => {
    if (Array.isArray(cards) && seat !== view.seat) shown[seat].push(...cards);
  });
  return shown;
}

/** The game's notes for the player now: each of its ``hints.notes`` (a field -> its sentence,
 * ``{value}`` standing for the field's value) whose field is set, as the terminal's Note row
 * shows them, but those its presentation's rows say; then its presentation's own. */
export function tableNotes(view, hook) {
  const fields = fieldsOf(view);
  const covered = new Set((hook.covered && hook.covered()) || []);
  const lines = [];
  for (const [key, note] of Object.entries(hintsOf(view).notes || {})) {
    const value = fields[key];
    if (covered.has(key) || value === undefined || value === null || value === false) continue;
    lines.push(...String(note).replaceAll("{value}", String(value)).split("\n"));
  }
  return lines.concat((hook.notes && hook.notes()) || []);
}

// -- the centre: the trick ------------------------------------------------------------------

/** The trick in progress, or the last one (faded) between tricks, with who won it. */
export function trickHTML(view, me, n) {
  let trick = view.trick;
  let old = false;
  if ((!trick || trick.cards.length === 0) && view.last_trick && view.last_trick.cards.length) {
    trick = view.last_trick;
    old = true;
  }
  if (!trick || !trick.cards.length) return "";
  let html = "";
  for (const { seat, card } of trick.cards) {
    const p = seatPoint((seat - me + n) % n, n, 13, 21);
    html += `<span class="card trick-card${old ? " old" : ""}" style="left:${p.x}%;top:${p.y}%" role="img" aria-label="${esc(view.players[seat])}: ${esc(cardName(card))}" data-trick-seat="${seat}">${cardSVG(card)}</span>`;
  }
  if (old) {
    const winner = view.trick && view.trick.cards.length === 0 ? view.trick.leader : null;
    const note = winner !== null && winner !== undefined ? `won by ${view.players[winner]}` : "last trick";
    html += `<div class="trick-note">${esc(note)}</div>`;
  }
  return html;
}

/** Small card backs for a hidden hand. */
export function backsHTML(count) {
  const shown = Math.min(count, 13);
  let html = '<div class="backs" aria-hidden="true">';
  for (let i = 0; i < shown; i++) html += `<span class="mini">${backSVG()}</span>`;
  return html + "</div>";
}

// -- legal actions, sorted for buttons ------------------------------------------------------

/** Whether the legal actions are calls of an auction: then "4S" is a bid, not a card. In a
 * phase of card play they never are, though a card's name may be a bid's (Beyond's 6C). */
export function isAuction(view) {
  const phase = String(view.phase || "");
  if (/auction|bid|call/i.test(phase)) return true;
  if (/play|last eight/i.test(phase)) return false;
  if (view.hints && view.hints.bid_grid) return (view.legal || []).some((t) => gridCell(view, t));
  return (view.legal || []).some((t) => /^\d+[A-Za-z]+$/.test(t) && !isCard(t));
}

/** The verbs naming several of a few words at once, each of which they also name alone (19's
 * ``declare sparrow``, ``declare slam`` and ``declare sparrow slam``): verb -> those words. */
function severalWords(legal) {
  const split = legal.map((text) => text.split(/\s+/));
  const alone = new Map();
  for (const [verb, ...words] of split) {
    if (words.length === 1 && !isCard(words[0])) alone.set(verb, new Set([...(alone.get(verb) || []), words[0]]));
  }
  const several = new Map();
  for (const [verb, ...words] of split) {
    const single = alone.get(verb);
    if (words.length > 1 && single && new Set(words).size === words.length && words.every((w) => single.has(w))) {
      several.set(verb, single);
    }
  }
  return several;
}

/** Split the legal action texts into card plays, verbs taking cards, verbs taking several
 * words, bid grids and the rest. */
export function analyseLegal(legal, view = null) {
  const result = { cards: [], verbCards: new Map(), several: new Map(), grid: null, groups: new Map(), simple: [] };
  const gridCells = [];
  const auction = view ? isAuction(view) : false;
  const grid = auction && view.hints ? view.hints.bid_grid : null;
  const several = severalWords(legal);
  for (const text of legal) {
    const cell = grid ? gridCell(view, text) : null;
    if (cell) {
      gridCells.push({ level: cell.row, strain: cell.column, text });
      continue;
    }
    if (isCard(text) && !(auction && /^\d/.test(text))) {
      result.cards.push(text);
      continue;
    }
    const tokens = text.split(/\s+/);
    if (tokens.length > 1 && tokens.slice(1).every(isCard)) {
      const verb = tokens[0];
      if (!result.verbCards.has(verb)) result.verbCards.set(verb, []);
      result.verbCards.get(verb).push({ text, cards: tokens.slice(1) });
      continue;
    }
    const words = several.get(tokens[0]);
    if (words && tokens.length > 1 && tokens.slice(1).every((w) => words.has(w))) {
      if (!result.several.has(tokens[0])) result.several.set(tokens[0], []);
      result.several.get(tokens[0]).push({ text, items: tokens.slice(1) });
      continue;
    }
    const bid = grid ? null : /^(\d+)([A-Za-z]+)$/.exec(text);
    if (bid) {
      gridCells.push({ level: bid[1], strain: bid[2], text });
      continue;
    }
    if (tokens.length === 2) {
      if (!result.groups.has(tokens[0])) result.groups.set(tokens[0], []);
      result.groups.get(tokens[0]).push({ text, arg: tokens[1] });
      continue;
    }
    result.simple.push(text);
  }
  for (const [verb, items] of result.groups) {
    if (items.length === 1) {
      result.simple.push(items[0].text);
      result.groups.delete(verb);
    }
  }
  if (gridCells.length > 4 && grid) {
    // Rows and columns in the game's order (its hints), those holding a legal bid.
    const levels = grid.rows.filter((row) => gridCells.some((c) => c.level === row));
    const strains = grid.columns.filter((column) => gridCells.some((c) => c.strain === column));
    result.grid = { levels, strains, cells: new Map(gridCells.map((c) => [`${c.level}|${c.strain}`, c.text])) };
  } else if (gridCells.length > 4) {
    const levels = [...new Set(gridCells.map((c) => c.level))];
    // Columns in the order of the fullest level (the game's order of strains).
    const rows = levels.map((level) => gridCells.filter((c) => c.level === level).map((c) => c.strain));
    const fullest = rows.reduce((a, b) => (b.length > a.length ? b : a), []);
    const strains = [...new Set([...fullest, ...gridCells.map((c) => c.strain)])];
    result.grid = { levels, strains, cells: new Map(gridCells.map((c) => [`${c.level}|${c.strain}`, c.text])) };
  } else {
    result.simple.push(...gridCells.map((c) => c.text));
  }
  return result;
}

/** The verb's choices whose cards the hand holds, each as often as the choice takes it:
 * those a person may choose by clicking the hand (not Polish Bézique's, of open cards). */
export function pickable(options, hand) {
  const held = new Map();
  for (const card of Array.isArray(hand) ? hand : []) held.set(card, (held.get(card) || 0) + 1);
  return options.filter((option) => {
    const wanted = new Map();
    for (const card of option.cards) wanted.set(card, (wanted.get(card) || 0) + 1);
    return [...wanted].every(([card, count]) => (held.get(card) || 0) >= count);
  });
}

/** The hand's places of the cards ``named`` ({card, label} each: a chip's, present.js
 * ``chipCards``), each card as often as it is named (a twin held twice, named once, is marked
 * once): place -> the label. */
export function markedPlaces(hand, named) {
  const wanted = new Map();
  for (const { card, label } of named) wanted.set(card, [...(wanted.get(card) || []), label]);
  const marked = new Map();
  (Array.isArray(hand) ? hand : []).forEach((card, place) => {
    const labels = wanted.get(card);
    if (labels && labels.length) marked.set(place, labels.shift());
  });
  return marked;
}

/** The verb whose cards are chosen from the hand at once, with nothing else to choose first:
 * the only verb taking cards when no card may be played (19's discards, a Bézique
 * declaration), if the hand holds the cards of some of its choices; else null. */
export function verbAtOnce(analysis, hand) {
  if (analysis.verbCards.size !== 1 || analysis.cards.length) return null;
  const [[verb, options]] = [...analysis.verbCards];
  return pickable(options, hand).length ? verb : null;
}

/** Whether the chosen cards (a list: a card held twice may be in it twice) make one of a
 * verb's legal actions; returns its text. */
export function matchVerb(options, selected) {
  const want = [...selected].sort().join(" ");
  for (const option of options) {
    if ([...option.cards].sort().join(" ") === want) return option.text;
  }
  return null;
}

// -- calls ------------------------------------------------------------------------------

/** The calls: the log's entries that are not card plays, each with its explanation when the
 * view (one per ``call`` entry) or the game's hints give one. */
export function calls(view) {
  const meanings = Array.isArray(view.explanations) ? [...view.explanations] : [];
  const list = (view.log || []).filter((e) => e.kind !== "play").map((e) => ({
    seat: e.seat,
    text: e.text,
    why: e.kind === "call" && meanings.length ? String(meanings.shift()) : "",
  }));
  list.forEach((call) => {
    if (!call.why) call.why = meaningOf(view, call.text);
  });
  return list;
}

// -- scores -------------------------------------------------------------------------------

/** The score sheet: one row per finished deal, then the totals. */
export function sheetHTML(view, hook) {
  const match = view.match;
  if (!match) return "<p>No scores yet.</p>";
  const names = match.score_names;
  let html = '<table class="sheet"><thead><tr><th scope="col">Deal</th>';
  names.forEach((name, j) => { if (placed(j)) html += `<th scope="col">${esc(name)}</th>`; });
  html += '<th scope="col" class="result">What happened</th></tr></thead><tbody>';
  const running = names.map(() => 0);
  match.deal_scores.forEach((scores, i) => {
    html += `<tr><th scope="row">${i + 1}</th>`;
    scores.forEach((s, j) => {
      running[j] += s;
      if (placed(j)) html += `<td>${s > 0 ? "+" : ""}${s}<br><small>${running[j]}</small></td>`;
    });
    html += `<td class="result">${(hook.resultLines(i) || []).map((line) => sentenceHTML(line, view)).join("<br>")}</td></tr>`;
  });
  html += "</tbody><tfoot><tr><td>Total</td>";
  match.totals.forEach((t, j) => { if (placed(j)) html += `<td>${t}</td>`; });
  const end = match.over ? matchOutcome(match) : "";
  html += `<td class="result">${esc(end)}</td></tr></tfoot></table>`;
  if (!match.deal_scores.length) html += "<p>No deal has finished yet.</p>";
  return html;
}
