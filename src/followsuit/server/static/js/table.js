// The table page: one websocket to the server, the seat's view drawn on every update, clicks and
// keys turned into {action, state_id} messages.

import { cardName } from "./cards.js";
import { describe } from "./describe.js";
import { openHistory, openInvite, openLastTrick, openMenu, openSheet } from "./dialogs.js";
import {
  analyseLegal, backsHTML, callHTML, callWords, calls, cardButton, cardFigure, esc,
  genericExposed, genericInfo, genericSeatChips, matchVerb, seatPoint, trickHTML,
} from "./render.js";

const $ = (id) => document.getElementById(id);
const tableId = decodeURIComponent(location.pathname.split("/").filter(Boolean)[1] || "");

export const ui = {
  tableId,
  token: null,
  seat: null,
  stateId: null,
  view: null,
  table: null,
  deadline: null,
  hook: {},
  hookFor: null,
  busy: false,
  pending: null, // a card waiting for confirmation
  verb: null, // a verb taking cards, being chosen
  selected: new Set(),
  ws: null,
  retry: 0,
  focusCard: null,
};

// -- stored seat tokens ---------------------------------------------------------------------

const key = (kind) => `followsuit:${kind}:${tableId}`;
export function confirmBeforePlay() {
  return localStorage.getItem("followsuit:confirm") === "1";
}

function readToken() {
  const hash = new URLSearchParams(location.hash.slice(1));
  if (hash.get("token")) {
    localStorage.setItem(key("seat"), hash.get("token"));
    history.replaceState(null, "", location.pathname);
  }
  return localStorage.getItem(key("seat"));
}

export function hostToken() {
  return localStorage.getItem(key("host"));
}

export function forgetSeat() {
  localStorage.removeItem(key("seat"));
  ui.token = null;
}

// -- the connection ---------------------------------------------------------------------

function banner(text, bad = false) {
  const el = $("banner");
  el.hidden = !text;
  el.textContent = text || "";
  el.classList.toggle("bad", bad);
}

export function connect() {
  if (ui.ws) {
    ui.ws.onclose = null;
    ui.ws.close();
  }
  const scheme = location.protocol === "https:" ? "wss" : "ws";
  const query = ui.token ? `?token=${encodeURIComponent(ui.token)}` : "";
  const ws = new WebSocket(`${scheme}://${location.host}/ws/${encodeURIComponent(tableId)}${query}`);
  ui.ws = ws;
  ws.onopen = () => {
    ui.retry = 0;
    banner("");
  };
  ws.onmessage = (event) => onMessage(JSON.parse(event.data));
  ws.onclose = (event) => {
    if (ui.ws !== ws) return;
    ui.busy = false;
    if (event.code === 4401) {
      forgetSeat();
      banner("That seat link is no longer valid: you are watching.", true);
      connect();
      return;
    }
    if (event.code === 4404) {
      banner("There is no such table.", true);
      return;
    }
    ui.retry = Math.min(ui.retry + 1, 6);
    banner("Connection lost: reconnecting…", true);
    setTimeout(connect, 500 * ui.retry);
  };
}

export function send(action) {
  if (!ui.ws || ui.ws.readyState !== WebSocket.OPEN) {
    showRefusal("Not connected to the table: reconnecting.");
    return;
  }
  if (ui.busy) return;
  ui.busy = true;
  ui.pending = null;
  ui.ws.send(JSON.stringify({ action, state_id: ui.stateId }));
}

function showRefusal(text) {
  $("refusal").textContent = text || "";
}

export function announce(text) {
  const el = $("announce");
  el.textContent = "";
  setTimeout(() => { el.textContent = text; }, 30);
}

/** A game's hook whose every function reports its errors instead of breaking the page. */
function guarded(hook) {
  const safe = {};
  for (const [name, value] of Object.entries(hook)) {
    safe[name] = typeof value !== "function" ? value : (...args) => {
      try {
        return value.apply(hook, args);
      } catch (error) {
        console.error(`the ${name} hook failed:`, error);
        return undefined;
      }
    };
  }
  return safe;
}

async function loadHook(game) {
  if (ui.hookFor === game) return;
  ui.hookFor = game;
  try {
    const games = await (await fetch("/api/games")).json();
    const info = games.find((g) => g.name === game);
    if (info && info.hook) {
      const module = await import(`/static/js/games/${info.hook}`);
      ui.hook = guarded(module.default || module);
    }
  } catch (error) {
    console.warn("no drawing hook for", game, error);
  }
}

async function onMessage(msg) {
  if (msg.type === "refused") {
    ui.busy = false;
    showRefusal(msg.error);
    announce(`Refused: ${msg.error}`);
    render();
    return;
  }
  if (msg.type === "error") {
    banner(msg.error, true);
    return;
  }
  if (msg.type !== "state") return;
  const before = ui.view;
  const moved = ui.stateId !== msg.state_id;
  ui.view = msg.view;
  ui.table = msg.table;
  ui.stateId = msg.state_id;
  ui.seat = msg.seat;
  ui.deadline = msg.deadline;
  ui.busy = false;
  if (moved) {
    showRefusal("");
    ui.pending = null;
    ui.verb = null;
    ui.selected.clear();
  }
  await loadHook(msg.view.game || msg.table.game);
  if (moved) tellNews(before, msg.view);
  render();
}

function tellNews(before, view) {
  const news = [];
  const names = playerNames();
  if (before && before.match && view.match && view.match.deal_scores.length > before.match.deal_scores.length) {
    const m = view.match;
    const last = m.deal_scores[m.deal_scores.length - 1];
    const text = `Deal ${m.deal_scores.length} scored: ` + m.score_names.map((n, i) => `${n} ${last[i] > 0 ? "+" : ""}${last[i]}`).join(", ");
    banner(text);
    setTimeout(() => { if ($("banner").textContent === text) banner(""); }, 6000);
    news.push(text + ".");
  }
  const log = view.log || [];
  const seen = before && before.log && before.dealer === view.dealer && before.log.length <= log.length ? before.log.length : Math.max(0, log.length - 1);
  const auctionLength = Array.isArray(view.auction) ? view.auction.length : 0;
  log.slice(seen).forEach(([seat, text], i) => {
    if (seen + i >= log.length - 4) news.push(`${names[seat]}: ${callWords(text, seen + i < auctionLength)}.`);
  });
  if (view.to_act === ui.seat && ui.seat !== null && !(view.match && view.match.over)) news.push("Your turn.");
  if (news.length) announce(news.join(" "));
}

export function playerNames() {
  const view = ui.view;
  if (!view) return [];
  return view.players.map((position, seat) => {
    const info = ui.table && ui.table.seats[seat];
    return info && info.name ? info.name : position;
  });
}

// -- drawing ----------------------------------------------------------------------------

function myTurn() {
  const v = ui.view;
  return v && ui.seat !== null && v.to_act === ui.seat && v.legal.length > 0 && !(v.match && v.match.over);
}

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
  $("title").textContent = `${table.title}${table.preset ? ` (${table.preset})` : ""}` + (view.match ? ` · deal ${view.match.deal_number}` : "");
  document.title = `${table.title} · followsuit`;
  const parts = [
    () => renderScores(view),
    () => renderSeats(view, hook),
    () => renderCenter(view, hook),
    () => renderHand(view),
    () => renderActions(view),
    () => renderSide(view, hook),
    () => { $("sr-description").textContent = describe(view, table, hook); },
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
  $("scores").innerHTML = m.score_names.map((name, i) =>
    `<span class="score">${esc(name)} <b>${m.totals[i]}</b></span>`).join("");
}

function renderSeats(view, hook) {
  const n = view.players.length;
  const me = ui.seat ?? 0;
  const names = playerNames();
  const exposed = hook.exposed ? hook.exposed(view) : genericExposed(view, hook);
  const open = new Set(ui.table.open_seats);
  let html = "";
  for (let seat = 0; seat < n; seat++) {
    const k = (seat - me + n) % n;
    const p = seatPoint(k, n);
    const info = ui.table.seats[seat];
    const chips = [];
    if (view.dealer === seat) chips.push('<span class="chip dealer" title="Dealer">D</span>');
    const extra = (hook.seatChips ? hook.seatChips(view, seat) : null) || genericSeatChips(view, seat, hook);
    for (const [label, value] of extra) chips.push(`<span class="chip">${esc(label)} <b>${value}</b></span>`);
    if (view.tricks_won) chips.push(`<span class="chip" title="Tricks taken">${view.tricks_won[seat]} tr</span>`);
    if (info.kind === "bot") chips.push(`<span class="chip">bot</span>`);
    else if (info.bot_playing && ui.table.status !== "waiting") chips.push(`<span class="chip away">${info.held ? "away: bot plays" : "open: bot plays"}</span>`);
    else if (info.held && !info.connected) chips.push(`<span class="chip away">away</span>`);
    else if (!info.held) chips.push(`<span class="chip away">open</span>`);
    const toAct = view.to_act === seat && !(view.match && view.match.over);
    let body = "";
    const shown = exposed[seat] || [];
    if (shown.length) {
      const playable = new Set(myTurn() ? analyseLegal(view.legal, view).cards : []);
      body += `<div class="exposed" role="group" aria-label="${esc(names[seat])}'s cards face up">${shown.map((c) =>
        (playable.has(c) ? cardButton(c, "legal", `aria-label="${esc(cardName(c))}, playable from ${esc(names[seat])}'s cards"`) : cardFigure(c))).join("")}</div>`;
    } else if (seat !== ui.seat && view.hand_sizes && view.hand_sizes[seat] > 0) {
      body += backsHTML(view.hand_sizes[seat]);
    }
    if (ui.seat === null && open.has(seat)) {
      body += `<button type="button" class="sit" data-sit="${seat}">Sit here</button>`;
    }
    const side = p.x < 25 ? " at-left" : p.x > 75 ? " at-right" : "";
    const place = p.x < 25 ? `left:1%;top:${p.y}%` : p.x > 75 ? `right:1%;top:${p.y}%` : `left:${p.x}%;top:${p.y}%`;
    html += `<div class="seat${side}${toAct ? " to-act" : ""}${seat === ui.seat ? " me" : ""}" data-seat="${seat}" style="${place}">` +
      `<div class="badge"><span class="name">${esc(names[seat])}</span> <span class="pos">${esc(view.players[seat])}</span></div>` +
      `<div class="chips">${chips.join("")}</div>${body}</div>`;
  }
  $("seats").innerHTML = html;
}

function renderCenter(view, hook) {
  const n = view.players.length;
  let html = trickHTML(view, ui.seat ?? 0, n);
  if (hook.centerHTML) html += hook.centerHTML(view, { cardFigure, esc }) || "";
  $("center").innerHTML = html;
}

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
  const selecting = !!(turn && ui.verb);
  const playing = selecting || legal.size > 0;
  hand.classList.toggle("my-turn", !!turn && playing);
  const focusable = view.hand.find((c) => legal.has(c)) || view.hand[0];
  hand.innerHTML = view.hand.map((card) => {
    const classes = [];
    let state = "";
    if (turn && playing) {
      if (selecting || legal.has(card)) classes.push("legal");
      else classes.push("illegal");
      state = selecting ? (ui.selected.has(card) ? ", chosen" : "") : legal.has(card) ? ", playable" : ", not playable now";
    }
    if (ui.selected.has(card)) classes.push("selected");
    if (ui.pending === card) classes.push("pending");
    const tab = card === (ui.focusCard && view.hand.includes(ui.focusCard) ? ui.focusCard : focusable) ? 0 : -1;
    return cardButton(card, classes.join(" "), `tabindex="${tab}" aria-label="${esc(cardName(card) + state)}"${selecting ? ` aria-pressed="${ui.selected.has(card)}"` : ""}`);
  }).join("");
}

function button(text, classes = "call", shown = null) {
  const why = ui.hook.explainChoice ? ui.hook.explainChoice(text, ui.view) : "";
  return `<button type="button" class="${classes}" data-action="${esc(text)}" aria-label="${esc(callWords(text, true))}"${why ? ` title="${esc(why)}"` : ""}>${callHTML(shown ?? text)}</button>`;
}

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
    const w = view.match.winner;
    line = `The match is over: ${w === null || w === undefined ? "a tie" : `${view.match.score_names[w]} win`}.`;
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
    const exposed = ui.hook.exposed ? ui.hook.exposed(view) : genericExposed(view, ui.hook);
    exposed.forEach((cards) => cards.forEach((c) => inView.add(c)));
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
  if (!ui.verb && a.verbCards.size === 1 && !a.cards.length) ui.verb = [...a.verbCards.keys()][0];
  for (const [verb, options] of a.verbCards) {
    if (options.length === 1 && ui.verb !== verb) {
      html += `<div class="row">${button(options[0].text)}</div>`;
      continue;
    }
    if (ui.verb === verb) {
      const size = options[0].cards.length;
      const chosen = matchVerb(options, ui.selected);
      html += `<div class="row"><span>Choose ${size} card${size === 1 ? "" : "s"} to ${esc(verb)}: ${[...ui.selected].map(callHTML).join(" ") || "none yet"}.</span>` +
        (chosen ? button(chosen, "primary") : `<button type="button" disabled>${esc(verb)}</button>`) +
        (a.cards.length || a.verbCards.size > 1 ? '<button type="button" id="cancel-verb">Cancel</button>' : "") + "</div>";
    } else {
      html += `<div class="row"><button type="button" data-verb="${esc(verb)}">${esc(verb)}…</button></div>`;
    }
  }
  if (a.grid) {
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
    html += `<div class="row" role="group" aria-label="${esc(verb)}"><span>${esc(verb)}:</span>${items.map((i) => button(i.text, "call", i.arg)).join("")}</div>`;
  }
  if (a.simple.length) html += `<div class="row">${a.simple.map((t) => button(t)).join("")}</div>`;
  box.innerHTML = html;
}

function tick() {
  const el = document.getElementById("clock");
  if (!el || !ui.deadline) return;
  const left = Math.max(0, Math.round(ui.deadline - Date.now() / 1000));
  el.textContent = `${left}s`;
}

function renderSide(view, hook) {
  const names = playerNames();
  const list = calls(view, hook);
  $("auction").innerHTML = list.length ? list.map((c) =>
    `<li><span class="who">${esc(names[c.seat])}</span><span class="call">${callHTML(c.text)}</span>${c.why ? `<span class="why">${esc(c.why)}</span>` : ""}</li>`).join("")
    : "<li>No calls yet.</li>";
  const items = genericInfo(view, hook).concat(hook.infoItems ? hook.infoItems(view) : []);
  let html = `<span class="chip">phase <b>${esc(String(view.phase).replace(/_/g, " "))}</b></span>`;
  html += `<span class="chip">dealer <b>${esc(names[view.dealer])}</b></span>`;
  for (const item of items) {
    if (item.cards) html += `<span class="chip">${esc(item.label)} ${item.cards.map((c) => cardFigure(c)).join("")}</span>`;
    else html += `<span class="chip">${esc(item.label)} <b>${item.html}</b></span>`;
  }
  $("info").innerHTML = html;
}

// -- events -----------------------------------------------------------------------------

function playCard(card) {
  const view = ui.view;
  if (!myTurn()) {
    const names = playerNames();
    showRefusal(view.to_act === null || view.to_act === undefined ? "Nobody is to play now." : `Wait: it is ${names[view.to_act]}'s turn.`);
    return;
  }
  if (ui.verb) {
    if (ui.selected.has(card)) ui.selected.delete(card);
    else ui.selected.add(card);
    ui.focusCard = card;
    render();
    focusCard(card);
    return;
  }
  if (confirmBeforePlay() && ui.pending !== card) {
    ui.pending = card;
    ui.focusCard = card;
    render();
    focusCard(card);
    return;
  }
  send(card);
}

function focusCard(card) {
  const el = document.querySelector(`#hand .card[data-card="${CSS.escape(card)}"]`);
  if (el) el.focus();
}

async function sit(seat) {
  const name = localStorage.getItem("followsuit:name") || "";
  const response = await fetch(`/api/tables/${encodeURIComponent(tableId)}/join`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ seat, name }),
  });
  const answer = await response.json();
  if (!response.ok) {
    showRefusal(answer.error);
    return;
  }
  localStorage.setItem(key("seat"), answer.token);
  ui.token = answer.token;
  connect();
}

function onClick(event) {
  const target = event.target.closest("button");
  if (!target) return;
  if (target.dataset.card && target.closest("#hand, .exposed")) playCard(target.dataset.card);
  else if (target.dataset.action) send(target.dataset.action);
  else if (target.dataset.verb) {
    ui.verb = target.dataset.verb;
    ui.selected.clear();
    render();
  } else if (target.dataset.sit) sit(Number(target.dataset.sit));
  else if (target.id === "cancel-play") {
    ui.pending = null;
    render();
  } else if (target.id === "cancel-verb") {
    ui.verb = null;
    ui.selected.clear();
    render();
  } else if (target.id === "start-now") {
    fetch(`/api/tables/${encodeURIComponent(tableId)}/start`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ token: hostToken() }),
    });
  }
}

function onHandKey(event) {
  const cards = [...document.querySelectorAll("#hand .card")];
  const index = cards.indexOf(document.activeElement);
  if (index < 0) return;
  let next = null;
  if (event.key === "ArrowRight" || event.key === "ArrowDown") next = cards[(index + 1) % cards.length];
  else if (event.key === "ArrowLeft" || event.key === "ArrowUp") next = cards[(index - 1 + cards.length) % cards.length];
  else if (event.key === "Home") next = cards[0];
  else if (event.key === "End") next = cards[cards.length - 1];
  if (next) {
    event.preventDefault();
    cards.forEach((c) => c.setAttribute("tabindex", "-1"));
    next.setAttribute("tabindex", "0");
    ui.focusCard = next.dataset.card;
    next.focus();
  }
}

function onKey(event) {
  const typing = ["INPUT", "TEXTAREA", "SELECT"].includes(event.target.tagName);
  if (event.key === "Escape") {
    if (ui.pending || ui.verb) {
      ui.pending = null;
      ui.verb = null;
      ui.selected.clear();
      render();
    }
    return;
  }
  if (typing || event.ctrlKey || event.metaKey || event.altKey || $("dialog").open) return;
  const actions = { l: openLastTrick, s: openSheet, h: openHistory, "?": () => openMenu(true) };
  if (actions[event.key]) {
    event.preventDefault();
    actions[event.key]();
  } else if (event.key === "/") {
    event.preventDefault();
    $("typed-input").focus();
  } else if (event.key === "Enter" && ui.pending && !event.target.closest("button")) {
    send(ui.pending);
  } else if (event.key === "c") {
    const first = document.querySelector('#hand .card[tabindex="0"]');
    if (first) first.focus();
  }
}

function init() {
  window.followsuit = ui; // for tests and the curious: the state the page draws
  ui.token = readToken();
  document.addEventListener("click", onClick);
  document.addEventListener("keydown", onKey);
  $("hand").addEventListener("keydown", onHandKey);
  $("typed").addEventListener("submit", (event) => {
    event.preventDefault();
    const input = $("typed-input");
    const text = input.value.trim();
    if (!text) return;
    if (ui.seat === null) {
      showRefusal("You are watching: sit at an open seat to play.");
      return;
    }
    send(text);
    input.value = "";
  });
  $("btn-last").addEventListener("click", openLastTrick);
  $("btn-sheet").addEventListener("click", openSheet);
  $("btn-history").addEventListener("click", openHistory);
  $("btn-invite").addEventListener("click", openInvite);
  $("btn-menu").addEventListener("click", () => openMenu(false));
  setInterval(tick, 1000);
  connect();
}

init();
