// Drawing the table from the seat's view: scores, the seats around the table, the trick in the
// middle, the hand, what the seat may do, and the side panels. What a game shows beyond the
// core comes with each state as its presentation (present.js), drawn without knowing the game.

import { cardName } from "./cards.js";
import { describe } from "./describe.js";
import {
  analyseLegal, backsHTML, callHTML, callWords, calls, cardButton, cardFigure, esc,
  genericExposed, hintLabel, markedPlaces, matchVerb, meaningOf, pickable, seatPoint, trickHTML, verbAtOnce,
} from "./render.js";
import {
  awaited, chosenCards, confirmBeforePlay, hostToken, isLive, listWords, matchOutcome, myTurn, placed, playerNames, ui,
} from "./state.js";
import { auctionHTML, biddingBoxHTML, listenToBox, settleAuction } from "./bidding.js";
import { handLayout, placeExtras, placeTrick } from "./felt.js";

const $ = (id) => document.getElementById(id);

export function render() {
  const view = ui.view;
  if (!view) return;
  const hook = ui.hook;
  const table = ui.table;
  // State for tests and user styles: which table state is drawn, and whose turn it is.
  Object.assign(document.body.dataset, {
    game: view.game,
    stateId: String(ui.stateId),
    deal: String(view.match ? view.match.deal_number : 1),
    dealsDone: String(view.match ? view.match.deal_scores.length : 0),
    myTurn: String(!!myTurn()),
    over: String(!!(view.match && view.match.over)),
  });
  // Typing an action is for a seated player while the match goes on; a spectator or a finished
  // match has no action to type.
  $("typed").classList.toggle("off", ui.seat === null || !!(view.match && view.match.over));
  // The game and the deal on one line, the preset on a second, smaller one inside the same
  // height, so a long preset ("four-handed-partners") keeps the header on one row.
  $("title").innerHTML = `<span class="game-line">${esc(table.title)}${view.match ? ` · deal ${view.match.deal_number}` : ""}</span>` +
    (table.preset ? `<span class="preset"><span class="visually-hidden">, </span>${esc(table.preset)}</span>` : "");
  document.title = `${table.title} · followsuit`;
  const parts = [
    () => renderScores(view),
    () => renderSeats(view, hook),
    () => renderCenter(view, hook),
    () => renderHand(view),
    () => renderActions(view),
    () => renderSide(view, hook),
    () => { $("sr-description").textContent = describe(view, table, hook); },
    () => settleFelt(view),
  ];
  for (const part of parts) {
    try {
      part();
    } catch (error) {
      console.error("drawing the table failed:", error); // one part failing leaves the rest
    }
  }
  $("btn-invite").hidden = !table.open_seats.length || table.status === "finished";
}

function renderScores(view) {
  const m = view.match;
  if (!m) return;
  const shown = m.score_names.filter((_, i) => placed(i)).length;
  $("scores").classList.toggle("many", shown > 4); // two smaller rows, in the header's height
  $("scores").innerHTML = m.score_names.map((name, i) => (placed(i) ?
    `<span class="score">${esc(name)} <b>${m.totals[i]}</b></span>` : "")).join("");
}

/** Who takes a seat, when it is not a person here: a bot, or a bot for someone away. */
function presenceChip(info) {
  if (info.kind === "bot") return `<span class="chip">bot</span>`;
  if (info.bot_playing && ui.table.status !== "waiting") return `<span class="chip away">${info.held ? "away: bot plays" : "open: bot plays"}</span>`;
  if (info.held && !info.connected) return `<span class="chip away">away</span>`;
  if (!info.held) return `<span class="chip away">open</span>`;
  return "";
}

function renderSeats(view, hook) {
  const n = view.players.length;
  const me = ui.seat ?? 0;
  const names = playerNames();
  const exposed = genericExposed(view);
  const open = new Set(ui.table.open_seats);
  const lastCalls = auctionOn(view) ? lastCallBySeat(view) : [];
  let html = "";
  for (let seat = 0; seat < n; seat++) {
    const k = (seat - me + n) % n;
    const p = seatPoint(k, n);
    const info = ui.table.seats[seat];
    const chips = [];
    if (view.dealer === seat) chips.push('<span class="chip dealer" title="Dealer">D</span>');
    const extra = hook.seatChips(view, seat) || [];
    const last = lastCalls[seat];
    let lastShown = false;
    for (const [label, value] of extra) {
      const same = last && String(value).replace(/<[^>]+>/g, "") === last.text.split(/\s+/).pop();
      lastShown = lastShown || !!same;
      chips.push(`<span class="chip${same ? " last-call" : ""}">${esc(label)} <b>${value}</b></span>`);
    }
    if (last && !lastShown) chips.push(`<span class="chip last-call" title="Last call">${callHTML(last.text, view)}</span>`);
    if (view.tricks_won) {
      const target = hook.targets ? hook.targets[seat] : null;
      const aim = target === null || target === undefined ? "" : ` of ${target}`;
      chips.push(`<span class="chip" title="Tricks taken${aim ? ", of those aimed at" : ""}">${view.tricks_won[seat]}${aim} tr</span>`);
    }
    if (isLive(seat)) chips.push(presenceChip(info)); // a dummy's cards a live player plays
    const toAct = view.to_act === seat && !(view.match && view.match.over);
    let body = "";
    // cards face up from a hand played from here (a dummy's), then those only lying here
    const shown = [...(exposed[seat] || []), ...(hook.shownCards(seat) || [])];
    if (shown.length) {
      const playable = new Set(myTurn() ? analyseLegal(view.legal, view).cards : []);
      const fromHand = new Set(exposed[seat] || []);
      for (const c of [...playable]) if (!fromHand.has(c)) playable.delete(c);
      // played from here now (a dummy's hand): its other cards are buttons too, drawn dimmed,
      // so that a click on one is refused with the rule, as in the seat's own hand
      const playing = playable.size > 0;
      const whose = esc(names[seat]);
      body += `<div class="exposed${playing ? " my-turn" : ""}" role="group" aria-label="${whose}'s cards face up">${shown.map((c) => {
        if (playable.has(c)) return cardButton(c, "legal", `aria-label="${esc(cardName(c))}, playable from ${whose}'s cards"`);
        if (playing && fromHand.has(c)) return cardButton(c, "illegal", `aria-label="${esc(cardName(c))}, not playable now"`);
        return cardFigure(c);
      }).join("")}</div>`;
    } else if (seat !== ui.seat && view.hand_sizes && view.hand_sizes[seat] > 0) {
      body += backsHTML(view.hand_sizes[seat]);
    }
    if (ui.seat === null && open.has(seat)) {
      body += `<button type="button" class="sit" data-sit="${seat}">Sit here</button>`;
    }
    const v = p.y < 30 ? "top" : p.y > 70 ? "bottom" : "middle";
    const h = p.x < 25 ? "left" : p.x > 75 ? "right" : "center";
    const place = [
      v === "top" ? "top:6px" : v === "bottom" ? "bottom:6px" : `top:${p.y}%`,
      h === "left" ? "left:6px" : h === "right" ? "right:6px" : `left:${p.x}%`,
    ].join(";");
    const pos = names[seat] === view.players[seat] ? "" : ` <span class="pos">${esc(view.players[seat])}</span>`;
    html += `<div class="seat at-${v} at-${h}${toAct ? " to-act" : ""}${seat === ui.seat ? " me" : ""}" data-seat="${seat}" style="${place}">` +
      `<div class="badge"><span class="name">${esc(names[seat])}</span>${pos}</div>` +
      `<div class="chips">${chips.join("")}</div>${body}</div>`;
  }
  $("seats").innerHTML = html;
}

/** Whether the deal is still in its calls: no card played yet. */
function auctionOn(view) {
  return !(view.log || []).some((e) => e.kind === "play") && view.phase !== "over";
}

/** Each seat's latest call (an entry of the calls), for the chip under its name. */
function lastCallBySeat(view) {
  const last = [];
  for (const call of calls(view)) last[call.seat] = call;
  return last;
}

function renderCenter(view, hook) {
  const n = view.players.length;
  let html = trickHTML(view, ui.seat ?? 0, n);
  html += hook.centerHTML(view) || "";
  $("center").innerHTML = html;
}

/** Once everything is drawn (the felt's size follows the hand and the choices below it): the
 * trick and the extras placed in the room the seats leave. */
function settleFelt(view) {
  placeTrick($("felt"), ui.seat ?? 0, view.players.length);
  placeExtras($("felt"));
}

/** The tag of a hand's card shown on the table too: an eye. */
const EYE = '<svg viewBox="0 0 16 10" focusable="false"><path d="M1 5Q8-2.5 15 5Q8 12.5 1 5Z" fill="none" stroke="#fff" stroke-width="1.6"/>' +
  '<circle cx="8" cy="5" r="2.2" fill="#fff"/></svg>';

function renderHand(view) {
  const hand = $("hand");
  const turn = myTurn();
  hand.classList.toggle("my-turn", !!turn);
  if (ui.seat === null) {
    hand.innerHTML = `<p class="card-count">You are watching${ui.table.open_seats.length ? ": choose “Sit here” at an open seat to play" : ""}.</p>`;
    return;
  }
  if (!Array.isArray(view.hand)) {
    const count = view.hand_sizes ? view.hand_sizes[ui.seat] : 0;
    hand.innerHTML = count ? `<span class="card-count">Your ${count} cards are face down.</span>${backsHTML(count)}` : "";
    return;
  }
  const analysis = turn ? analyseLegal(view.legal, view) : null;
  const legal = new Set(analysis ? analysis.cards : []);
  // One verb taking cards and no card to play (19's discards): choosing starts at once, so the
  // hand is drawn choosable from the first drawing on (the choices below say the same).
  if (analysis && !ui.verb) ui.verb = verbAtOnce(analysis, view.hand);
  const selecting = !!(turn && ui.verb);
  // choosing, the cards highlighted are those in one of the verb's choices
  const usable = new Set(selecting ? pickable(analysis.verbCards.get(ui.verb) || [], view.hand).flatMap((o) => o.cards) : []);
  const playing = selecting || legal.size > 0;
  hand.classList.toggle("my-turn", !!turn && playing);
  const focusable = view.hand.find((c) => legal.has(c)) || view.hand[0];
  const room = hand.clientWidth - 16;
  const lay = handLayout(view.hand.length, room);
  // cards of the hand named under the person's own name lie face up on the table as well
  // (Bézique's declared cards, still playable): marked, with the chip's words
  const onShow = markedPlaces(view.hand, (ui.hook.chipCards && ui.hook.chipCards(ui.seat)) || []);
  const cards = view.hand.map((card, i) => {
    const classes = [];
    let state = "";
    const chosen = ui.selected.has(i);
    if (turn && playing) {
      if (selecting ? usable.has(card) : legal.has(card)) classes.push("legal");
      else classes.push("illegal");
      state = selecting ? (chosen ? ", chosen" : "") : legal.has(card) ? ", playable" : ", not playable now";
    }
    if (chosen) classes.push("selected");
    if (ui.pending === card) classes.push("pending");
    const shown = onShow.get(i);
    if (shown) classes.push("on-show");
    const tab = card === (ui.focusCard && view.hand.includes(ui.focusCard) ? ui.focusCard : focusable) ? 0 : -1;
    const margin = i % lay.per === 0 ? 0 : lay.overlap;
    const name = cardName(card) + (shown ? `, ${shown}` : "") + state;
    return cardButton(
      card, classes.join(" "),
      `data-place="${i}" tabindex="${tab}" aria-label="${esc(name)}"${shown ? ` title="${esc(`${cardName(card)}: ${shown}, shown to everyone`)}"` : ""}` +
        `${selecting ? ` aria-pressed="${chosen}"` : ""} style="margin-left:${margin}px"`,
      shown ? `<span class="mark" aria-hidden="true">${EYE}</span>` : "",
    );
  });
  let html = "";
  for (let start = 0; start < cards.length; start += lay.per) {
    html += `<div class="hand-row">${cards.slice(start, start + lay.per).join("")}</div>`;
  }
  hand.innerHTML = html;
}

function button(text, classes = "call", shown = null, attrs = "", inner = null) {
  const why = choiceNote(ui.view, text) || meaningOf(ui.view, text) || ui.hook.explainChoice(text) || "";
  const face = inner !== null ? inner : shown !== null ? callHTML(shown) : callHTML(text, ui.view);
  return `<button type="button" class="${classes}" data-action="${esc(text)}" ${attrs} aria-label="${esc(callWords(text, true, ui.view))}"${why ? ` title="${esc(why)}"` : ""}>${face}</button>`;
}

/** What a choice means, where the game's hints say (``hints.choices``: "reveal" ...). */
function choiceNote(view, text) {
  const choices = (view && view.hints && view.hints.choices) || {};
  return Object.prototype.hasOwnProperty.call(choices, text) ? String(choices[text]) : "";
}

/** The most choices of a verb each drawn as a button of its own. */
const LISTED = 6;

/** A verb's choices, each a button naming its cards and what the game says it is: "You may
 * declare: K♥ Q♥ royal marriage, 40 · 7♥ seven of trumps, 10". */
function offeredHTML(verb, options) {
  const face = (o) => {
    const why = choiceNote(ui.view, o.text) || ui.hook.explainChoice(o.text) || "";
    return callHTML(o.cards.join(" ")) + (why ? ` <small class="why">${esc(why)}</small>` : "");
  };
  return `<div class="row" role="group" aria-label="You may ${esc(verb)}"><span>You may ${esc(verb)}:</span>` +
    `${options.map((o) => button(o.text, "call", null, "", face(o))).join("")}</div>`;
}

/** A verb naming several words at once (19's declarations: ``declare sparrow``, ``declare
 * slam``, ``declare sparrow slam``), each word shown once: a toggle, offered where it goes
 * with the words chosen, and one button for the choice they make ("Choose what to declare:
 * trumps sparrow slam · declare trumps and slam"), never a button per combination beside. */
function severalHTML(verb, options) {
  const chosen = ui.picked.get(verb) || new Set();
  const words = [...new Set(options.flatMap((o) => o.items))];
  const toggles = words.map((word) => {
    const on = chosen.has(word);
    const open = on || options.some((o) => [...chosen, word].every((w) => o.items.includes(w)));
    return `<button type="button" class="toggle${open ? "" : " unavailable"}" data-pick="${esc(verb)}" data-item="${esc(word)}" ` +
      `aria-pressed="${on}"${open ? "" : ' aria-disabled="true"'}>${esc(word)}</button>`;
  }).join("");
  const made = options.find((o) => o.items.length === chosen.size && o.items.every((w) => chosen.has(w)));
  const go = made ? button(made.text, "primary", null, "", `${esc(verb)} ${esc(listWords(made.items))}`) :
    `<button type="button" disabled>${esc(verb)}</button>`;
  return `<div class="row" role="group" aria-label="Choose what to ${esc(verb)}"><span>Choose what to ${esc(verb)}:</span>${toggles}</div>` +
    `<div class="row">${go}</div>`;
}

/** How many cards a verb's choices take, in words: "2 cards"; "1 or 2 cards" when its
 * choices differ (Bézique's seven of trumps beside a marriage). */
function cardsWords(options) {
  const sizes = [...new Set(options.map((o) => o.cards.length))].sort((x, y) => x - y);
  return `${listWords(sizes, "or")} card${sizes.length === 1 && sizes[0] === 1 ? "" : "s"}`;
}

/** The level chosen in the bidding box for this state (none until a level is clicked, or the
 * only level with a legal bid). */
function boxLevel(cells) {
  if (ui.boxFor !== ui.stateId) {
    ui.boxFor = ui.stateId;
    const levels = new Set([...cells.keys()].map((key) => key.split("|")[0]));
    ui.boxLevel = levels.size === 1 ? [...levels][0] : null;
  }
  return ui.boxLevel;
}

listenToBox((level) => {
  ui.boxLevel = level;
  render();
}, () => render());
window.addEventListener("resize", () => render());

function renderActions(view) {
  const box = $("actions");
  const status = $("status");
  const names = playerNames();
  const over = view.match && view.match.over;
  const table = ui.table;
  let line;
  if (table.status === "waiting") {
    line = `Waiting for players (${table.open_seats.length} open seat${table.open_seats.length === 1 ? "" : "s"}).`;
  } else if (over) {
    line = `The match is over: ${matchOutcome(view.match)}.`;
  } else if (table.stopped) {
    line = table.stopped;
  } else if (awaited(names)) {
    line = awaited(names).text; // a deal's end on show, an undo asked: never "waiting for" oneself
  } else if (myTurn()) {
    line = "Your turn.";
  } else if (view.to_act !== null && view.to_act !== undefined) {
    line = `Waiting for ${names[view.to_act]}…`;
  } else {
    line = "";
  }
  status.innerHTML = esc(line) + (ui.deadline && myTurn() ? ' <span class="clock" id="clock"></span>' : "");
  tick();
  let html = "";
  if (table.status === "waiting" && hostToken()) {
    html += '<div class="row"><button type="button" class="primary" id="start-now">Start now (bots take the open seats)</button></div>';
  }
  if (!myTurn()) {
    box.innerHTML = html;
    return;
  }
  const a = analyseLegal(view.legal, view);
  if (a.cards.length && !ui.verb) {
    html += `<div class="row"><span>${a.cards.length === 1 ? "Play your card" : "Play a highlighted card"}${confirmBeforePlay() ? " (click it, then confirm)" : ""}.</span></div>`;
    const inView = new Set(Array.isArray(view.hand) ? view.hand : []);
    genericExposed(view).forEach((cards) => cards.forEach((c) => inView.add(c)));
    const elsewhere = a.cards.filter((c) => !inView.has(c));
    if (elsewhere.length) {
      html += `<div class="row exposed" role="group" aria-label="Cards you may play">${elsewhere.map((c) =>
        cardButton(c, "legal", `aria-label="${esc(cardName(c))}, playable"`)).join("")}</div>`;
    }
  }
  if (ui.pending) {
    html += `<div class="row confirm-bar"><span>Play ${callHTML(ui.pending)}?</span>` +
      `<button type="button" class="primary" data-action="${esc(ui.pending)}" id="confirm-play">Play</button>` +
      '<button type="button" id="cancel-play">Cancel</button></div>';
  }
  if (!ui.verb) ui.verb = verbAtOnce(a, view.hand);
  for (const [verb, options] of a.verbCards) {
    // a few choices are each a button (those of cards not in the hand always: Polish
    // Bézique's open cards); the hand's cards are chosen for the rest, or for any of them
    const fromHand = pickable(options, view.hand);
    const listed = options.length <= LISTED ? options : options.filter((o) => !fromHand.includes(o));
    if (listed.length) html += offeredHTML(verb, listed);
    if (ui.verb === verb) {
      const chosen = matchVerb(fromHand, chosenCards());
      html += `<div class="row"><span>Choose ${cardsWords(fromHand)} to ${esc(verb)}: ${chosenCards().map((c) => callHTML(c)).join(" ") || "none yet"}.</span>` +
        (chosen ? button(chosen, "primary") : `<button type="button" disabled>${esc(verb)}</button>`) +
        (a.cards.length || a.verbCards.size > 1 ? '<button type="button" id="cancel-verb">Cancel</button>' : "") + "</div>";
    } else if (fromHand.some((o) => !listed.includes(o))) {
      html += `<div class="row"><button type="button" data-verb="${esc(verb)}">${esc(verb)}…</button></div>`;
    }
  }
  for (const [verb, options] of a.several) html += severalHTML(verb, options);
  let simple = a.simple;
  if (a.grid && view.hints && view.hints.bid_grid) {
    html += biddingBoxHTML(view, a.grid.cells, boxLevel(a.grid.cells), simple, button);
    simple = [];
  } else if (a.grid) {
    const { levels, strains, cells } = a.grid;
    html += `<div class="grid" role="group" aria-label="Bids" style="grid-template-columns: repeat(${strains.length}, auto)">`;
    for (const level of levels) {
      for (const strain of strains) {
        const text = cells.get(`${level}|${strain}`);
        html += text ? button(text) : "<span></span>";
      }
    }
    html += "</div>";
  }
  for (const [verb, items] of a.groups) {
    const labelled = items.every((i) => hintLabel(view, i.text));
    html += `<div class="row" role="group" aria-label="${esc(verb)}"><span>${esc(verb)}:</span>${items.map((i) => (labelled ? button(i.text) : button(i.text, "call", i.arg))).join("")}</div>`;
  }
  if (simple.length) html += `<div class="row">${simple.map((t) => button(t)).join("")}</div>`;
  for (const text of view.legal) {
    const note = choiceNote(view, text);
    if (note) html += `<p class="choice-note"><b>${callHTML(text, view)}</b>: ${esc(note)}</p>`;
  }
  box.innerHTML = html;
}

export function tick() {
  const el = document.getElementById("clock");
  if (!el || !ui.deadline) return;
  const left = Math.max(0, Math.round(ui.deadline - Date.now() / 1000));
  el.textContent = `${left}s`;
}

function renderSide(view, hook) {
  const names = playerNames();
  $("auction").innerHTML = auctionHTML(view, names);
  settleAuction(view, names);
  const items = hook.infoItems(view) || [];
  let html = `<span class="chip">phase <b>${esc(String(view.phase).replace(/_/g, " "))}</b></span>`;
  html += `<span class="chip">dealer <b>${esc(names[view.dealer])}</b></span>`;
  for (const item of items) {
    if (item.cards) html += `<span class="chip">${esc(item.label)} ${item.html}</span>`;
    else html += `<span class="chip">${esc(item.label)} <b>${item.html}</b></span>`;
  }
  $("info").innerHTML = html;
}
