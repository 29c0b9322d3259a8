// What helps a person at the table (issue 14): the end-of-deal moment (the last trick, who took
// it, the deal's score in words, Continue), undo (with the other people's consent at a table of
// people), a hint from the seat's own bot, and which bot seat is thinking. The server sends
// `moment`, `deal_end`, `undo` and `thinking` beside each state; this module draws them in its
// own elements, so the table's drawing (draw.js) knows nothing of it.

import { cardName } from "./cards.js";
import { showRefusal } from "./connection.js";
import { openAnalysis } from "./dialogs.js";
import { openHowTo } from "./howto.js";
import { placePanel } from "./felt.js";
import { cardFigure, esc, sentenceHTML, tableNotes } from "./render.js";
import { placed, playerNames, ui } from "./state.js";

const $ = (id) => document.getElementById(id);
const api = (path) => `/api/tables/${encodeURIComponent(ui.tableId)}/${path}`;

/** Keep the assist fields of a state message (called before the table is drawn). */
export function takeAssist(msg) {
  ui.moment = msg.moment ?? null;
  ui.dealEnd = msg.deal_end ?? null;
  ui.undoAsk = msg.undo ?? null;
  ui.thinking = msg.thinking ?? null;
  if (msg.state_id !== ui.hintFor) hideNote();
}

async function post(path, body) {
  const response = await fetch(api(path), {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
  let answer = {};
  try { answer = await response.json(); } catch { /* an empty answer */ }
  if (!response.ok) showRefusal(answer.error || "Refused.");
  return { ok: response.ok, answer };
}

// -- the note under the status line (hints, undo news) ---------------------------------------

function note(html) {
  const el = $("assist-note");
  el.innerHTML = html;
  el.hidden = !html;
}

function hideNote() {
  ui.hintFor = null;
  note("");
}

// -- the end of a deal ------------------------------------------------------------------------

function trickFigures(end, names) {
  const cards = (end.last_trick && end.last_trick.cards) || [];
  return cards.map(({ seat, card }) => {
    const won = seat === end.winner;
    return `<figure class="${won ? "took" : ""}" data-seat="${seat}">${cardFigure(card)}` +
      `<figcaption>${esc(names[seat])}${won ? " <b>took it</b>" : ""}</figcaption></figure>`;
  }).join("");
}

function momentHTML() {
  const end = ui.dealEnd;
  const view = ui.view;
  const over = !!(view && view.match && view.match.over);
  if (!end || !(ui.moment || over) || (over && ui.closedEnd === end.deal)) return "";
  const names = playerNames();
  const cards = (end.last_trick && end.last_trick.cards) || [];
  const said = cards.map((c) => `${names[c.seat]} ${cardName(c.card)}`).join(", ");
  const taker = end.winner !== null && end.winner !== undefined ? `${names[end.winner]} took it.` : "";
  let html = `<h2 id="moment-title">${over ? "The match is over" : `Deal ${end.deal} is over`}</h2>` +
    '<div class="moment-body"><div class="moment-last">' +
    `<p class="moment-sub">The last trick${taker ? `: ${esc(taker)}` : ""}</p>` +
    `<div class="moment-trick" aria-label="${esc(`The last trick: ${said}. ${taker}`)}">${trickFigures(end, names)}</div></div>` +
    `<div class="moment-score"><ul class="moment-lines">${end.lines.map((line) => `<li>${esc(line)}</li>`).join("")}</ul>` +
    `<p class="moment-totals">${end.score_names.map((n, i) => (placed(i) ? `${esc(n)} <b>${end.totals[i]}</b>` : null)).filter(Boolean).join(" · ")}</p></div></div>`;
  const moment = ui.moment;
  if (moment) {
    const waiting = moment.waiting || [];
    const mine = ui.seat !== null && waiting.includes(ui.seat);
    const others = waiting.filter((s) => s !== ui.seat).map((s) => names[s]);
    if (mine) html += '<button type="button" id="moment-continue" class="primary">Continue</button>';
    if (others.length) html += `<p class="moment-wait">Waiting for ${esc(others.join(", "))}.</p>`;
    if (moment.deadline) html += `<p class="moment-clock" data-deadline="${moment.deadline}"></p>`;
  } else {
    html += '<button type="button" id="moment-close">Close</button>';
  }
  html += `<button type="button" id="moment-analyse" class="link" data-deal="${end.deal}">Analyse the deal</button>`;
  return html;
}

function drawMoment() {
  const panel = $("moment");
  const html = momentHTML();
  document.body.dataset.moment = html ? (ui.moment ? "on" : "over") : "off";
  if (!html) {
    panel.hidden = true;
    panel.innerHTML = "";
    return;
  }
  const key = JSON.stringify([ui.moment, ui.dealEnd && ui.dealEnd.deal, ui.seat, ui.table && ui.table.seats.map((s) => s.name)]);
  if (panel.dataset.key !== key || panel.hidden) {
    const focused = document.activeElement && document.activeElement.id === "moment-continue";
    panel.innerHTML = html;
    panel.dataset.key = key;
    panel.hidden = false;
    const button = $("moment-continue");
    if (button && (focused || !panel.dataset.shown)) button.focus({ preventScroll: true });
    panel.dataset.shown = "1";
    placeMoment();
  } else {
    placePanel($("felt"), panel);
  }
  tickMoment();
}

/** The panel placed (felt.js); under the felt (a phone), the page scrolls as little as it
 * takes to bring its Continue (or Close) into sight. */
function placeMoment() {
  const panel = $("moment");
  placePanel($("felt"), panel);
  const button = panel.hidden ? null : panel.querySelector("#moment-continue, #moment-close");
  if (!button || getComputedStyle(panel).position === "absolute") return;
  const r = button.getBoundingClientRect();
  if (r.top < 0 || r.bottom > window.innerHeight) button.scrollIntoView({ block: "nearest" });
}

function tickMoment() {
  const clock = document.querySelector("#moment .moment-clock");
  if (!clock) return;
  const left = Math.max(0, Math.ceil(Number(clock.dataset.deadline) - Date.now() / 1000));
  clock.textContent = `Play goes on in ${left} s.`;
}

async function carryOn() {
  if (!ui.token) return;
  const button = $("moment-continue");
  if (button) button.disabled = true;
  await post("continue", { token: ui.token });
}

// -- undo -------------------------------------------------------------------------------------

async function askUndo(agree = true) {
  if (ui.seat === null || !ui.token) {
    showRefusal("You are watching: there is nothing of yours to take back.");
    return;
  }
  const { ok, answer } = await post("undo", { token: ui.token, state_id: ui.stateId, agree });
  if (!ok) return;
  const said = {
    done: `Taken back: ${answer.undone} action${answer.undone === 1 ? "" : "s"}.`,
    asked: "Undo asked: the other players must agree.",
    agreed: "You agreed to the undo.",
    declined: "You refused the undo.",
    withdrawn: "Undo withdrawn.",
  }[answer.undo];
  if (said) {
    note(`<span>${esc(said)}</span>`);
    ui.hintFor = answer.state_id;
  }
}

function undoAskHTML() {
  const ask = ui.undoAsk;
  if (!ask) return "";
  const names = playerNames();
  if (ask.seat === ui.seat) {
    const left = ask.needed.filter((s) => !ask.agreed.includes(s)).map((s) => names[s]);
    return `<p>You asked to take back your last action: waiting for ${esc(left.join(", "))}.</p>` +
      '<button type="button" data-undo="withdraw">Withdraw</button>';
  }
  let html = `<p>${esc(names[ask.seat])} asks to take back their last action (and everything after it).</p>`;
  if (ui.seat !== null && ask.needed.includes(ui.seat) && !ask.agreed.includes(ui.seat)) {
    html += '<button type="button" data-undo="agree" class="primary">Agree</button> <button type="button" data-undo="refuse">Refuse</button>';
  }
  return html;
}

function drawUndoAsk() {
  const el = $("undo-ask");
  const html = undoAskHTML();
  if (el.dataset.html !== html) {
    el.innerHTML = html;
    el.dataset.html = html;
  }
  el.hidden = !html;
}

// -- hint -------------------------------------------------------------------------------------

async function askHint() {
  if (ui.seat === null || !ui.token) {
    showRefusal("You are watching: hints are for a seat's turn.");
    return;
  }
  const response = await fetch(api(`hint?token=${encodeURIComponent(ui.token)}`));
  const answer = await response.json();
  if (!response.ok) {
    showRefusal(answer.error);
    return;
  }
  const why = answer.reason ? `: ${answer.reason}` : ` (the ${answer.bot} bot gives no reason)`;
  const shown = /^[0-9TJQKA][SHDC]$|^10[SHDC]$/i.test(answer.action) ? cardName(answer.action) : answer.action;
  note(`<span class="hint">Hint: <b>${esc(shown)}</b>${esc(why)}.</span> ` +
    `<button type="button" data-hint-play="${esc(answer.action)}">Play it</button>`);
  ui.hintFor = answer.state_id;
}

// -- thinking ---------------------------------------------------------------------------------

function markThinking() {
  const seats = $("seats");
  if (!seats) return;
  seats.querySelectorAll(".seat.thinking").forEach((el) => {
    if (Number(el.dataset.seat) !== ui.thinking) el.classList.remove("thinking");
  });
  seats.querySelectorAll(".chip.thinking").forEach((el) => {
    if (Number(el.closest(".seat").dataset.seat) !== ui.thinking) el.remove();
  });
  if (ui.thinking === null || ui.thinking === undefined) return;
  const seat = seats.querySelector(`.seat[data-seat="${ui.thinking}"]`);
  if (!seat) return;
  seat.classList.add("thinking");
  const chips = seat.querySelector(".chips");
  if (chips && !chips.querySelector(".chip.thinking")) {
    chips.insertAdjacentHTML("beforeend", '<span class="chip thinking" role="status">thinking<span class="dots" aria-hidden="true">…</span></span>');
  }
}

// -- the game's notes ------------------------------------------------------------------------

/** The game's notes for the player now (render.js: tableNotes), one line each, cards named with
 * their glyphs: a blocked lead, a forbidden claim, what the table would say aloud at this step
 * (19's flow: who plays each dummy), why a card turned up made no trump. */
function drawNotes(view) {
  const el = $("table-notes");
  const lines = tableNotes(view, ui.hook || {});
  el.innerHTML = lines.map((line) => `<span class="note">${sentenceHTML(line, view)}</span>`).join("<br>");
  el.hidden = !lines.length;
}

// -- drawing and events -----------------------------------------------------------------------

/** Draw the assist parts (called after the table is drawn). */
export function drawAssist() {
  const view = ui.view;
  if (!view) return;
  const playing = ui.table && ui.table.status === "playing" && !(view.match && view.match.over);
  $("btn-undo").hidden = ui.seat === null || !playing;
  $("btn-hint").hidden = ui.seat === null || !playing;
  $("btn-hint").disabled = !(view.to_act === ui.seat && view.legal && view.legal.length) || !!ui.moment;
  document.body.dataset.thinking = ui.thinking === null || ui.thinking === undefined ? "" : String(ui.thinking);
  markThinking();
  drawNotes(view);
  drawMoment();
  drawUndoAsk();
}

function onClick(event) {
  const target = event.target.closest("button");
  if (!target) return;
  if (target.id === "moment-continue") carryOn();
  else if (target.id === "moment-close") {
    ui.closedEnd = ui.dealEnd && ui.dealEnd.deal;
    drawMoment();
  }
  else if (target.id === "moment-analyse") openAnalysis(Number(target.dataset.deal));
  else if (target.id === "btn-undo") askUndo(true);
  else if (target.id === "btn-hint") askHint();
  else if (target.dataset.undo) askUndo(target.dataset.undo === "agree");
  else if (target.dataset.hintPlay) {
    const input = $("typed-input");
    input.value = target.dataset.hintPlay;
    $("typed").requestSubmit();
    hideNote();
  }
}

function onKey(event) {
  const typing = ["INPUT", "TEXTAREA", "SELECT"].includes(event.target.tagName);
  if (typing || event.ctrlKey || event.metaKey || event.altKey || $("dialog").open) return;
  if (event.key === "u") askUndo(true);
  else if (event.key === "i") askHint();
  else if (event.key === "g") openHowTo();
  else if (event.key === "Enter" && ui.moment && $("moment-continue") && document.activeElement === document.body) carryOn();
}

function tool(id, text, title) {
  const button = document.createElement("button");
  button.type = "button";
  button.id = id;
  button.textContent = text;
  button.title = title;
  return button;
}

/** Make the assist's elements and listen to its controls. */
export function initAssist() {
  const tools = document.querySelector("nav.tools");
  const menu = $("btn-menu");
  tools.insertBefore(tool("btn-howto", "How to play", "How to play this game (G)"), menu);
  tools.insertBefore(tool("btn-hint", "Hint", "What your seat's bot would do now (I)"), menu);
  tools.insertBefore(tool("btn-undo", "Undo", "Take back your last action (U)"), menu);
  $("btn-howto").addEventListener("click", () => openHowTo());
  const status = $("status");
  status.insertAdjacentHTML("afterend", '<div id="assist-note" class="assist-note" role="status" hidden></div>' +
    '<div id="undo-ask" class="undo-ask" role="alert" hidden></div>');
  $("info").insertAdjacentHTML("afterend", '<p id="table-notes" class="table-notes" role="status" hidden></p>');
  // Beside the felt, not on it: placed over the felt's free middle (felt.js) where the seats
  // leave room, under the felt on a phone, it covers no seat's name or chips.
  $("felt").insertAdjacentHTML("afterend", '<section id="moment" class="moment" aria-labelledby="moment-title" hidden></section>');
  window.addEventListener("resize", placeMoment);
  document.addEventListener("click", onClick);
  document.addEventListener("keydown", onKey);
  new MutationObserver(markThinking).observe($("seats"), { childList: true });
  setInterval(tickMoment, 500);
}
