// The table page: clicks and keys turned into actions, and the page started. The state lives in
// state.js, the websocket in connection.js, the drawing in draw.js.

import { initAssist } from "./assist.js";
import { connect, send, showRefusal } from "./connection.js";
import { openHistory, openInvite, openLastTrick, openMenu, openSheet } from "./dialogs.js";
import { render, tick } from "./draw.js";
import { analyseLegal, pickable } from "./render.js";
import {
  awaited, confirmBeforePlay, hostToken, keepSeat, listWords, myTurn, playerNames, readToken, tableId, ui,
} from "./state.js";

const $ = (id) => document.getElementById(id);

// -- events -----------------------------------------------------------------------------

/** A card clicked: played, raised for confirmation, or chosen for a verb (by its place in the
 * hand, ``place``: a card held twice is chosen once or twice). */
function playCard(card, place = null) {
  const view = ui.view;
  if (!myTurn()) {
    showRefusal(notNow(view));
    return;
  }
  if (ui.verb) {
    const places = (Array.isArray(view.hand) ? view.hand : []).flatMap((c, i) => (c === card ? [i] : []));
    const at = place !== null && places.includes(place) ? place : places.find((i) => !ui.selected.has(i)) ?? places[places.length - 1];
    if (at === undefined) return;
    if (ui.selected.has(at)) ui.selected.delete(at);
    else {
      const refused = refusedChoice(view, card);
      showRefusal(refused);
      if (refused) return;
      ui.selected.add(at);
    }
    ui.focusCard = card;
    render();
    const el = document.querySelector(`#hand .card[data-place="${at}"]`);
    if (el) el.focus();
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

/** Why a card clicked out of turn is not played: the deal's end or an undo waits for the
 * person's answer first, else whoever is to play. */
function notNow(view) {
  const names = playerNames();
  const waiting = awaited(names);
  if (waiting && waiting.mine) return ui.moment ? "The deal has ended: press Continue first." : "Answer the undo first: agree to it or refuse it.";
  if (waiting) return waiting.text;
  return view.to_act === null || view.to_act === undefined ? "Nobody is to play now." : `Wait: it is ${names[view.to_act]}'s turn.`;
}

/** Why a card may not be added to those chosen for the verb (none: ""): as many are chosen as
 * its largest choice takes, or the card is in none of its choices. */
function refusedChoice(view, card) {
  const options = pickable(analyseLegal(view.legal, view).verbCards.get(ui.verb) || [], view.hand);
  const most = Math.max(0, ...options.map((o) => o.cards.length));
  if (ui.selected.size >= most) return `Choose at most ${most} card${most === 1 ? "" : "s"} to ${ui.verb}: click a chosen card to put it back.`;
  if (!options.some((o) => o.cards.includes(card))) return `${card} is in nothing you may ${ui.verb}.`;
  return "";
}

/** A word of a verb naming several (19's declarations) chosen, or put back when chosen; one
 * that goes with none of the verb's choices beside those chosen is refused, saying so. */
function pick(verb, word) {
  const chosen = ui.picked.get(verb) || new Set();
  if (chosen.has(word)) chosen.delete(word);
  else {
    const options = analyseLegal(ui.view.legal, ui.view).several.get(verb) || [];
    if (!options.some((o) => [...chosen, word].every((w) => o.items.includes(w)))) {
      showRefusal(`You may not ${verb} ${word} with ${listWords([...chosen])}.`);
      return;
    }
    chosen.add(word);
  }
  showRefusal("");
  if (chosen.size) ui.picked.set(verb, chosen);
  else ui.picked.delete(verb);
  render();
  const again = document.querySelector(`#actions button[data-pick="${CSS.escape(verb)}"][data-item="${CSS.escape(word)}"]`);
  if (again) again.focus();
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
  keepSeat(answer.token);
  connect();
}

function onClick(event) {
  const target = event.target.closest("button");
  if (!target) return;
  if (target.dataset.card && target.closest("#hand, .exposed")) {
    playCard(target.dataset.card, target.dataset.place === undefined ? null : Number(target.dataset.place));
  }
  else if (target.dataset.action) send(target.dataset.action);
  else if (target.dataset.pick) pick(target.dataset.pick, target.dataset.item);
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
    if (ui.pending || ui.verb || ui.picked.size) {
      ui.pending = null;
      ui.verb = null;
      ui.selected.clear();
      ui.picked.clear();
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

/** The legal action whose label (the game's hints, what its button reads) ``text`` is, else
 * ``text``: "keep my bid" typed is Oh Hell's ``keep``. An action's own text comes first. */
function labelled(text) {
  const view = ui.view || {};
  const labels = (view.hints && view.hints.labels) || {};
  const legal = view.legal || [];
  const words = (t) => String(t).trim().split(/\s+/).join(" ").toLowerCase();
  if (legal.some((action) => words(action) === words(text))) return text;
  const found = legal.find((action) => Object.hasOwn(labels, action) && words(labels[action]) === words(text));
  return found === undefined ? text : found;
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
    send(labelled(text));
    input.value = "";
  });
  $("btn-last").addEventListener("click", openLastTrick);
  $("btn-sheet").addEventListener("click", openSheet);
  $("btn-history").addEventListener("click", openHistory);
  $("btn-invite").addEventListener("click", openInvite);
  $("btn-menu").addEventListener("click", () => openMenu(false));
  setInterval(tick, 1000);
  initAssist();
  connect();
}

init();
