// Cards drawn as SVG from their text (DESIGN: card text): QH, TS, 10S, T1..T21, TF, JK, BJ, LJ,
// and tarot suit cards with cavaliers (C) and valets (V).

const SUITS = {
  S: { glyph: "\u2660", name: "spades", color: "#1a1a1a" },
  H: { glyph: "\u2665", name: "hearts", color: "#c4161c" },
  D: { glyph: "\u2666", name: "diamonds", color: "#c4161c" },
  C: { glyph: "\u2663", name: "clubs", color: "#1a1a1a" },
};
const RANKS = {
  A: ["A", "ace"], K: ["K", "king"], Q: ["Q", "queen"], J: ["J", "jack"], T: ["10", "ten"],
  C: ["C", "cavalier"], V: ["V", "valet"], 9: ["9", "nine"], 8: ["8", "eight"],
  7: ["7", "seven"], 6: ["6", "six"], 5: ["5", "five"], 4: ["4", "four"], 3: ["3", "three"],
  2: ["2", "two"],
};
const TRUMP_NAMES = [
  "Tomfool", "the Juggler", "the Popess", "the Empress", "the Emperor", "the Pope",
  "the Lovers", "the Chariot", "Justice", "the Hermit", "the Wheel", "Strength",
  "the Hanged Man", "Death", "Temperance", "the Devil", "the Tower", "the Star", "the Moon",
  "the Sun", "Judgement", "the World",
];
const ROMAN = ["", "I", "II", "III", "IV", "V", "VI", "VII", "VIII", "IX", "X", "XI", "XII",
  "XIII", "XIV", "XV", "XVI", "XVII", "XVIII", "XIX", "XX", "XXI"];
const SUIT_ORDER = { S: 0, H: 1, C: 2, D: 3, T: 4, J: 5 };
const RANK_ORDER = "AKQCVJT98765432";

/** Read a card text; null when the text is not a card. */
export function parseCard(text) {
  if (typeof text !== "string") return null;
  const t = text.trim().toUpperCase();
  if (t === "JK" || t === "BJ" || t === "LJ") return { kind: "joker", joker: t, text: t };
  if (t === "TF") return { kind: "trump", number: 0, text: t };
  let m = /^T([1-9]|1[0-9]|2[01])$/.exec(t);
  if (m) return { kind: "trump", number: Number(m[1]), text: t };
  m = /^(10|[AKQJTCV2-9])([SHDC])$/.exec(t);
  if (m) {
    const rank = m[1] === "10" ? "T" : m[1];
    return { kind: "plain", rank, suit: m[2], text: rank + m[2] };
  }
  return null;
}

export function isCard(text) {
  return parseCard(text) !== null;
}

/** The card's name for people and screen readers: "queen of hearts", "trump 21 (the World)". */
export function cardName(text) {
  const c = parseCard(text);
  if (!c) return String(text);
  if (c.kind === "joker") return { JK: "joker", BJ: "big joker", LJ: "little joker" }[c.joker];
  if (c.kind === "trump") return c.number === 0 ? "Tomfool" : `trump ${c.number} (${TRUMP_NAMES[c.number]})`;
  return `${RANKS[c.rank][1]} of ${SUITS[c.suit].name}`;
}

/** Short text with suit glyphs: Q♥, 10♠, T21, ★. */
export function cardLabel(text) {
  const c = parseCard(text);
  if (!c) return String(text);
  if (c.kind === "joker") return c.joker === "JK" ? "Jkr" : c.joker;
  if (c.kind === "trump") return c.number === 0 ? "Fool" : `T${c.number}`;
  return RANKS[c.rank][0] + SUITS[c.suit].glyph;
}

export function suitOf(text) {
  const c = parseCard(text);
  if (!c) return null;
  if (c.kind === "plain") return c.suit;
  return c.kind === "trump" ? "T" : "J";
}

/** A display order: by suit, then rank high to low (the server's order is kept if given). */
export function sortKey(text) {
  const c = parseCard(text);
  if (!c) return 999;
  if (c.kind === "joker") return 500 + "BLJ".indexOf(c.joker[0]);
  if (c.kind === "trump") return 400 + (c.number === 0 ? -1 : 21 - c.number);
  return SUIT_ORDER[c.suit] * 100 + RANK_ORDER.indexOf(c.rank);
}

function esc(s) {
  return String(s).replace(/[&<>"]/g, (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[ch]);
}

const W = 100;
const H = 140;

function frame(fill, stroke, inner) {
  return `<svg class="card-svg" viewBox="0 0 ${W} ${H}" xmlns="http://www.w3.org/2000/svg" aria-hidden="true" focusable="false">` +
    `<rect x="1.5" y="1.5" width="${W - 3}" height="${H - 3}" rx="8" fill="${fill}" stroke="${stroke}" stroke-width="2"/>` +
    inner + "</svg>";
}

function corners(top, sub, color, size = 22) {
  const one = `<text x="9" y="25" font-size="${size}" font-weight="700" fill="${color}" font-family="Georgia, serif">${esc(top)}</text>` +
    (sub ? `<text x="10" y="46" font-size="19" fill="${color}">${esc(sub)}</text>` : "");
  return one + `<g transform="rotate(180 ${W / 2} ${H / 2})">${one}</g>`;
}

// Pip positions (x, y) on a 100x140 card for 2..10; y > 70 pips are drawn upside down.
const PIPS = {
  2: [[50, 30], [50, 110]],
  3: [[50, 30], [50, 70], [50, 110]],
  4: [[32, 30], [68, 30], [32, 110], [68, 110]],
  5: [[32, 30], [68, 30], [50, 70], [32, 110], [68, 110]],
  6: [[32, 30], [68, 30], [32, 70], [68, 70], [32, 110], [68, 110]],
  7: [[32, 30], [68, 30], [50, 50], [32, 70], [68, 70], [32, 110], [68, 110]],
  8: [[32, 30], [68, 30], [50, 50], [32, 70], [68, 70], [50, 90], [32, 110], [68, 110]],
  9: [[32, 28], [68, 28], [32, 56], [68, 56], [50, 70], [32, 84], [68, 84], [32, 112], [68, 112]],
  10: [[32, 28], [68, 28], [50, 44], [32, 56], [68, 56], [32, 84], [68, 84], [50, 96], [32, 112], [68, 112]],
};

function plainFace(c) {
  const suit = SUITS[c.suit];
  const col = suit.color;
  const rankText = RANKS[c.rank][0];
  let inner = corners(rankText, suit.glyph, col);
  const value = { T: 10, 9: 9, 8: 8, 7: 7, 6: 6, 5: 5, 4: 4, 3: 3, 2: 2 }[c.rank];
  if (c.rank === "A") {
    inner += `<text x="50" y="90" font-size="64" text-anchor="middle" fill="${col}">${suit.glyph}</text>`;
  } else if (value) {
    for (const [x, y] of PIPS[value]) {
      const flip = y > 70 ? ` transform="rotate(180 ${x} ${y})"` : "";
      inner += `<text x="${x}" y="${y + 8}" font-size="24" text-anchor="middle" fill="${col}"${flip}>${suit.glyph}</text>`;
    }
  } else {
    // Court cards: a framed panel with the rank letter and the suit.
    inner += `<rect x="22" y="26" width="56" height="88" rx="5" fill="${c.suit === "H" || c.suit === "D" ? "#fdecea" : "#eef1f6"}" stroke="${col}" stroke-width="1.5"/>`;
    inner += `<text x="50" y="72" font-size="40" font-weight="700" text-anchor="middle" fill="${col}" font-family="Georgia, serif">${esc(rankText)}</text>`;
    inner += `<text x="50" y="104" font-size="26" text-anchor="middle" fill="${col}">${suit.glyph}</text>`;
  }
  return frame("#fffefa", "#8a8a8a", inner);
}

function jokerFace(c) {
  const color = c.joker === "LJ" ? "#1a1a1a" : c.joker === "BJ" ? "#c4161c" : "#6a1b9a";
  const letters = "JOKER".split("").map((ch, i) =>
    `<text x="13" y="${24 + i * 15}" font-size="14" font-weight="700" text-anchor="middle" fill="${color}">${ch}</text>`).join("");
  const mark = c.joker === "JK" ? "" : `<text x="50" y="118" font-size="15" text-anchor="middle" fill="${color}" font-weight="700">${c.joker === "BJ" ? "BIG" : "LITTLE"}</text>`;
  return frame("#fffefa", "#8a8a8a",
    letters + `<g transform="rotate(180 50 70)">${letters}</g>` +
    `<text x="52" y="88" font-size="58" text-anchor="middle" fill="${color}">\u2605</text>` + mark);
}

function trumpFace(c) {
  const fool = c.number === 0;
  const top = fool ? "\u2605" : String(c.number);
  const col = "#4a2c00";
  let inner = corners(top, "", col, 20);
  inner += `<rect x="16" y="32" width="68" height="76" rx="6" fill="#f3e2b3" stroke="#b8860b" stroke-width="1.5"/>`;
  inner += `<text x="50" y="${fool ? 82 : 80}" font-size="${fool ? 34 : ROMAN[c.number].length > 4 ? 20 : 28}" font-weight="700" text-anchor="middle" fill="${col}" font-family="Georgia, serif">${fool ? "\u2605" : ROMAN[c.number]}</text>`;
  const name = fool ? "Fool" : TRUMP_NAMES[c.number].replace(/^the /, "");
  inner += `<text x="50" y="100" font-size="${name.length > 9 ? 9 : 11}" text-anchor="middle" fill="${col}" font-family="Georgia, serif">${esc(name)}</text>`;
  return frame("#fbf3dc", "#b8860b", inner);
}

/** The SVG of a card's face. */
export function cardSVG(text) {
  const c = parseCard(text);
  if (!c) return backSVG();
  if (c.kind === "joker") return jokerFace(c);
  if (c.kind === "trump") return trumpFace(c);
  return plainFace(c);
}

/** The back of a card. */
export function backSVG() {
  let lines = "";
  for (let i = -140; i < 140; i += 12) {
    lines += `<line x1="${i}" y1="0" x2="${i + 140}" y2="140" stroke="#8fb3e0" stroke-width="2"/>`;
    lines += `<line x1="${i + 140}" y1="0" x2="${i}" y2="140" stroke="#8fb3e0" stroke-width="2"/>`;
  }
  return `<svg class="card-svg" viewBox="0 0 ${W} ${H}" xmlns="http://www.w3.org/2000/svg" aria-hidden="true" focusable="false">` +
    `<defs><clipPath id="cb"><rect x="8" y="8" width="84" height="124" rx="5"/></clipPath></defs>` +
    `<rect x="1.5" y="1.5" width="97" height="137" rx="8" fill="#fff" stroke="#8a8a8a" stroke-width="2"/>` +
    `<rect x="8" y="8" width="84" height="124" rx="5" fill="#1d4f91"/>` +
    `<g clip-path="url(#cb)">${lines}</g></svg>`;
}
