// A game's presentation as the server sends it with each state (games/presentation.py, the
// same the terminal draws): typed rows of pieces (words naming a seat, a card, cards, a hand,
// a call, a suit, cards face down, a run of pieces), each seat's chips, the middle's rows,
// cards lying face up before seats, notes and what choices do; and each finished deal's score
// lines. Drawn here without knowing the game: no field of a game's own is named.

import { backSVG, cardName, cardSVG } from "./cards.js";
import { callHTML, callWords, esc } from "./render.js";

const GLYPH = { S: "\u2660", H: "\u2665", D: "\u2666", C: "\u2663" };
const SUIT_NAMES = { S: "spades", H: "hearts", D: "diamonds", C: "clubs" };

/** A presentation with nothing in it (a game that shows nothing beyond the core). */
export const NOTHING = { rows: [], foot: [], targets: null, calls: true, left_out: [], seats: [], centre: [], shown: [], notes: [], covered: [], choices: {} };

function figure(card, label = "") {
  return `<span class="card" role="img" aria-label="${esc(label + cardName(card))}">${cardSVG(card)}</span>`;
}

function back(label = "") {
  return `<span class="card" role="img" aria-label="${esc(label)}a card face down">${backSVG()}</span>`;
}

function seatName(piece, names) {
  return piece.seat === null || piece.seat === undefined ? "?" : names[piece.seat] ?? "?";
}

function styled(html, style) {
  if (style === "dim") return `<span class="dim">${html}</span>`;
  if (style === "bold") return `<b>${html}</b>`;
  return html;
}

/** One piece as HTML: a card as its figure, a call as the hints label it, a suit by its
 * glyph, words with ``{seat}`` as the player's name. */
function pieceHTML(view, piece, names) {
  let html = "";
  if ("text" in piece) {
    html = esc("seat" in piece ? piece.text.replaceAll("{seat}", seatName(piece, names)) : piece.text);
  } else if ("card" in piece) {
    html = figure(piece.card);
  } else if ("cards" in piece || "hand" in piece) {
    html = (piece.cards || piece.hand).map(figure).join("");
  } else if ("call" in piece) {
    html = callHTML(piece.call, view);
  } else if ("suit" in piece) {
    html = GLYPH[piece.suit] ? `<span class="suit-${piece.suit}">${GLYPH[piece.suit]}</span>` : esc(piece.suit);
  } else if ("backs" in piece) {
    html = Array.from({ length: piece.backs }, () => back()).join("");
  } else if ("run" in piece) {
    html = piece.run.map((p) => pieceHTML(view, p, names)).join("");
  }
  return styled(html, piece.style || "");
}

/** One piece in words, for screen readers: cards and suits by name. */
function pieceWords(view, piece, names) {
  if ("text" in piece) return "seat" in piece ? piece.text.replaceAll("{seat}", seatName(piece, names)) : piece.text;
  if ("card" in piece) return cardName(piece.card);
  if ("cards" in piece || "hand" in piece) return (piece.cards || piece.hand).map(cardName).join(", ");
  if ("call" in piece) return callWords(piece.call, true, view);
  if ("suit" in piece) return SUIT_NAMES[piece.suit] || piece.suit;
  if ("backs" in piece) return piece.backs === 1 ? "a card face down" : `${piece.backs} cards face down`;
  if ("run" in piece) return piece.run.map((p) => pieceWords(view, p, names)).join("");
  return "";
}

export function piecesHTML(view, pieces, names) {
  return pieces.map((piece) => pieceHTML(view, piece, names)).join("");
}

export function piecesWords(view, pieces, names) {
  return pieces.map((piece) => pieceWords(view, piece, names)).join("").replace(/\s+/g, " ").trim();
}

/** The cards pieces name face up, in order (a run's too). */
function cardsIn(pieces) {
  return pieces.flatMap((p) => ("card" in p ? [p.card] : "cards" in p || "hand" in p ? p.cards || p.hand : "run" in p ? cardsIn(p.run) : []));
}

/** Whether a row's pieces draw cards (then the chip holds figures, not bold words). */
function hasCards(pieces) {
  return pieces.some((p) => "card" in p || "cards" in p || "hand" in p || "backs" in p || ("run" in p && hasCards(p.run)));
}

/** What the table draws from a presentation: the methods the drawing code asks of a game.
 * ``names``: a function giving the players' names as the table shows them. */
export function presenter(presentation, sheet, names) {
  const shown = { ...NOTHING, ...(presentation || {}) };
  const lines = Array.isArray(sheet) ? sheet : [];
  return {
    /** Chips under a seat's name: [label, html] each. */
    seatChips(view, seat) {
      return (shown.seats[seat] || []).map((row) => [row.label, piecesHTML(view, row.pieces, names())]);
    },
    /** The cards a seat's chips name, each with its chip's label ({card, label}): under the
     * person's own name, cards of the hand lying face up on the table too (Bézique's
     * declared cards, "on the table"), which the hand marks. */
    chipCards(seat) {
      return (shown.seats[seat] || []).flatMap((row) => cardsIn(row.pieces).map((card) => ({ card, label: row.label })));
    },
    /** The deal's rows, then those about the seat to act: {label, html} each. */
    infoItems(view) {
      return [...shown.rows, ...shown.foot].map((row) => ({
        label: row.label,
        html: piecesHTML(view, row.pieces, names()),
        cards: hasCards(row.pieces),
        words: piecesWords(view, row.pieces, names()),
      }));
    },
    /** The rows in words, for the table's description. */
    infoWords(view) {
      return [...shown.rows, ...shown.foot, ...shown.centre].map((row) => `${row.label}: ${piecesWords(view, row.pieces, names())}`);
    },
    /** Each seat's chips in words. */
    seatWords(view, seat) {
      return (shown.seats[seat] || []).map((row) => `${row.label} ${piecesWords(view, row.pieces, names())}`.trim());
    },
    /** Cards lying face up before each seat that are not played from there. */
    shownCards(seat) {
      return shown.shown[seat] || [];
    },
    /** What lies in the middle beside the trick: each row's cards, its label under them
     * (and in each card's name for screen readers: "Trump indicator: a card face down"). */
    centerHTML(view) {
      if (!shown.centre.length) return "";
      const drawn = (row) => row.pieces.map((piece) => {
        if ("card" in piece) return figure(piece.card, `${row.label}: `);
        if ("backs" in piece) return Array.from({ length: piece.backs }, () => back(`${row.label}: `)).join("");
        return pieceHTML(view, piece, names());
      }).join("");
      return `<div class="extras">${shown.centre.map((row) =>
        `<div class="extra"><div class="cards">${drawn(row)}</div>${esc(row.label)}</div>`).join("")}</div>`;
    },
    notes() {
      return shown.notes;
    },
    covered() {
      return shown.covered || [];
    },
    explainChoice(text) {
      return Object.prototype.hasOwnProperty.call(shown.choices, text) ? String(shown.choices[text]) : "";
    },
    /** Finished deal ``index``'s score lines (from 0), as the deal's end says them. */
    resultLines(index) {
      return lines[index] || [];
    },
    targets: shown.targets,
    callsShown: shown.calls,
  };
}
