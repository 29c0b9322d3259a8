// The table's dialogs: last trick, score sheet, a finished deal's analysis, hand history
// replay, invite, settings and help.

import { analysisHTML } from "./analysis.js";
import { cardName } from "./cards.js";
import { callHTML, cardFigure, esc, sentenceHTML, sheetHTML } from "./render.js";
import { announce, connect } from "./connection.js";
import { render } from "./draw.js";
import { confirmBeforePlay, forgetSeat, placed, playerNames, ui } from "./state.js";

const $ = (id) => document.getElementById(id);

function show(title, html) {
  $("dialog-title").textContent = title;
  $("dialog-body").innerHTML = html;
  const dialog = $("dialog");
  if (!dialog.open) dialog.showModal();
  return $("dialog-body");
}

function trickRow(trick, names) {
  return '<div class="trick-row">' + trick.cards.map(({ seat, card }) =>
    `<figure>${cardFigure(card)}<figcaption>${esc(names[seat])}</figcaption></figure>`).join("") + "</div>";
}

export function openLastTrick() {
  const view = ui.view;
  if (!view) return;
  const names = playerNames();
  const end = ui.dealEnd; // the deal just finished, while the next has no complete trick
  if ((!view.last_trick || !view.last_trick.cards.length) && end && end.last_trick) {
    show(`Last trick of deal ${end.deal}`, trickRow(end.last_trick, names) +
      (end.winner !== null ? `<p>Won by ${esc(names[end.winner])}.</p>` : ""));
    return;
  }
  if (!view.last_trick || !view.last_trick.cards.length) {
    show("Last trick", "<p>No trick has been completed in this deal yet.</p>");
    return;
  }
  const winner = view.trick ? view.trick.leader : (end && view.match && view.match.over ? end.winner : null);
  const said = view.last_trick.cards.map((c) => `${names[c.seat]} ${cardName(c.card)}`).join(", ");
  show("Last trick", trickRow(view.last_trick, names) +
    (winner !== null && winner !== undefined ? `<p>Won by ${esc(names[winner])}.</p>` : "") +
    `<p class="visually-hidden">${esc(said)}</p>`);
}

export function openSheet() {
  if (!ui.view) return;
  const done = ui.view.match ? ui.view.match.deal_scores.length : 0;
  let analyse = "";
  if (done) {
    analyse = '<p class="row analyse-deals">Analyse the deal: ';
    for (let n = 1; n <= done; n++) analyse += `<button type="button" data-analyse="${n}">Deal ${n}</button>`;
    analyse += "</p>";
  }
  const body = show("Score sheet", sheetHTML(ui.view, ui.hook) + analyse +
    `<p><a href="/api/tables/${encodeURIComponent(ui.tableId)}/record" download>Download the record (JSON)</a></p>`);
  body.querySelectorAll("[data-analyse]").forEach((b) =>
    b.addEventListener("click", () => openAnalysis(Number(b.dataset.analyse))));
}

// -- a finished deal's analysis -------------------------------------------------------------

/** Deal ``number``'s exact analysis: each card played with what it cost (it takes the server
 * a second or more: the dialog says so meanwhile). */
export async function openAnalysis(number) {
  const title = `Analysis of deal ${number}`;
  show(title, '<p class="analysis-wait" role="status">Solving every card of the deal…</p>');
  let data;
  let ok = false;
  try {
    const response = await fetch(`/api/tables/${encodeURIComponent(ui.tableId)}/deals/${number}/analysis`);
    data = await response.json();
    ok = response.ok;
  } catch {
    data = { error: "The analysis could not be fetched: try again." };
  }
  if ($("dialog-title").textContent !== title || !$("dialog").open) return; // closed meanwhile
  show(title, ok ? analysisHTML(data, playerNames()) : `<p>${esc(data.error)}</p>`);
  announce(ok ? `The analysis of deal ${number} is shown.` : data.error);
}

// -- hand history ---------------------------------------------------------------------------

export function openHistory() {
  const view = ui.view;
  if (!view || !view.match) return;
  const done = view.match.deal_scores.length;
  if (!done) {
    show("Hand history", "<p>No deal has finished yet: finished deals can be replayed here.</p>");
    return;
  }
  let html = "<p>Replay a finished deal, every hand face up:</p><div class=\"row\">";
  for (let n = 1; n <= done; n++) html += `<button type="button" data-replay="${n}">Deal ${n}</button>`;
  html += "</div>";
  const body = show("Hand history", html);
  body.querySelectorAll("[data-replay]").forEach((b) =>
    b.addEventListener("click", () => replay(Number(b.dataset.replay))));
}

async function replay(number) {
  const response = await fetch(`/api/tables/${encodeURIComponent(ui.tableId)}/deals/${number}`);
  const data = await response.json();
  if (!response.ok) {
    show("Hand history", `<p>${esc(data.error)}</p>`);
    return;
  }
  let step = 0;
  const names = playerNames();
  const last = data.frames.length - 1;
  const body = show(`Deal ${number}`, "");
  function draw() {
    const frame = data.frames[step];
    let html = '<div class="replay-controls">' +
      '<button type="button" data-step="first" aria-label="First step">«</button>' +
      '<button type="button" data-step="prev" aria-label="Previous step">◀</button>' +
      `<input type="range" min="0" max="${last}" value="${step}" aria-label="Step">` +
      '<button type="button" data-step="next" aria-label="Next step">▶</button>' +
      '<button type="button" data-step="last" aria-label="Last step">»</button>' +
      `<span aria-live="polite">Step ${step} of ${last}${frame.action ? `: ${esc(names[frame.action[0]])} ${callHTML(frame.action[1])}` : ": the deal"}</span></div>`;
    html += '<div class="replay-hands">';
    frame.hands.forEach((hand, seat) => {
      const cards = Array.isArray(hand) ? hand.map((c) => cardFigure(c)).join("") : "<em>hidden</em>";
      html += `<div><span class="who">${esc(names[seat])}${frame.dealer === seat ? " (dealer)" : ""}${frame.tricks_won ? ` · ${frame.tricks_won[seat]} ${frame.tricks_won[seat] === 1 ? "trick" : "tricks"}` : ""}</span><div class="cards">${cards}</div></div>`;
    });
    html += "</div>";
    const trick = frame.trick && frame.trick.cards.length ? frame.trick : frame.last_trick;
    if (trick && trick.cards.length) html += `<h3>${trick === frame.trick ? "Trick" : "Last trick"}</h3>` + trickRow(trick, names);
    if (step === last) {
      html += `<p><b>Scores:</b> ${data.scores.map((s, i) => (placed(i) ? `${esc(ui.view.match.score_names[i])} ${s}` : null)).filter(Boolean).join(", ")}</p>` +
        `<p class="note">${(data.lines || []).map((line) => sentenceHTML(line, ui.view)).join("<br>")}</p>`;
    }
    body.innerHTML = html;
    body.querySelector("input[type=range]").addEventListener("input", (e) => {
      step = Number(e.target.value);
      draw();
      body.querySelector("input[type=range]").focus();
    });
    body.querySelectorAll("[data-step]").forEach((b) => b.addEventListener("click", () => {
      const where = b.dataset.step;
      step = where === "first" ? 0 : where === "last" ? last : where === "prev" ? Math.max(0, step - 1) : Math.min(last, step + 1);
      draw();
      body.querySelector(`[data-step="${where}"]`).focus();
    }));
  }
  body.onkeydown = (event) => {
    if (event.key === "ArrowRight" || event.key === "ArrowLeft") {
      if (event.target.type === "range") return;
      step = event.key === "ArrowRight" ? Math.min(last, step + 1) : Math.max(0, step - 1);
      event.preventDefault();
      draw();
    }
  };
  draw();
  announce(`Replaying deal ${number}, ${last} steps.`);
}

// -- invite, settings, help ---------------------------------------------------------------

export function openInvite() {
  const link = `${location.origin}/t/${ui.tableId}`;
  const body = show("Invite a friend", `<p>Send this link; whoever opens it can take an open seat:</p>
    <p><input id="invite-link" readonly value="${esc(link)}" size="40" aria-label="Invite link">
    <button type="button" id="copy-link">Copy</button></p>
    <p class="note">Table code: <b>${esc(ui.tableId)}</b></p>`);
  body.querySelector("#copy-link").addEventListener("click", async () => {
    const input = body.querySelector("#invite-link");
    input.select();
    try {
      await navigator.clipboard.writeText(link);
      announce("Link copied.");
    } catch {
      document.execCommand("copy");
    }
  });
}

export function openMenu(help) {
  const seatLink = ui.token ? `${location.origin}/t/${ui.tableId}#token=${ui.token}` : null;
  const body = show(help ? "Keys and help" : "Settings", `<div class="menu-list">
    <label><input type="checkbox" id="opt-confirm" ${confirmBeforePlay() ? "checked" : ""}> Confirm before playing a card</label>
    <div><b>Keys:</b> ←/→ move along your hand, Enter or Space plays (or chooses) a card,
      C goes to your cards, L last trick, S score sheet, H hand history, / type an action,
      U undo, I hint, G how to play, Escape cancels, ? this help. A text description of the table is kept for screen readers.</div>
    ${seatLink ? `<div><b>Your seat's link</b> (to come back from another device; keep it secret):
      <input readonly value="${esc(seatLink)}" size="40" aria-label="Your seat link"></div>
      <div><button type="button" id="leave-seat">Leave my seat</button> (a bot takes it over)</div>` : ""}
    <div><a href="/api/tables/${encodeURIComponent(ui.tableId)}/record" download>Download the record (JSON)</a></div>
    <div><a href="/">Back to the lobby</a></div>
  </div>`);
  body.querySelector("#opt-confirm").addEventListener("change", (e) => {
    localStorage.setItem("followsuit:confirm", e.target.checked ? "1" : "0");
    ui.pending = null;
    render();
  });
  const leave = body.querySelector("#leave-seat");
  if (leave) {
    leave.addEventListener("click", async () => {
      await fetch(`/api/tables/${encodeURIComponent(ui.tableId)}/leave`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ token: ui.token }),
      });
      forgetSeat();
      $("dialog").close();
      connect();
    });
  }
}

