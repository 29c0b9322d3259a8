// The table's connection: one websocket to the server; state messages drawn as they come,
// actions sent as {action, state_id}, refusals shown, news announced for screen readers.

import { drawAssist, takeAssist } from "./assist.js";
import { render } from "./draw.js";
import { linkTags } from "./howto.js";
import { presenter } from "./present.js";
import { callWords, sentenceHTML, sentenceWords } from "./render.js";
import { awaited, forgetSeat, placed, playerNames, tableId, ui } from "./state.js";

const $ = (id) => document.getElementById(id);

export function banner(text, bad = false) {
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

/** Show a refusal (or "" for none), naming its bids and cards as the table does. */
export function showRefusal(text) {
  $("refusal").innerHTML = sentenceHTML(text || "", ui.view);
  linkTags($("refusal"));
}

export function announce(text) {
  const el = $("announce");
  el.textContent = "";
  setTimeout(() => { el.textContent = text; }, 30);
}

/** The game's presentation, each of whose functions reports its errors instead of breaking
 * the page. */
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

async function onMessage(msg) {
  if (msg.type === "refused") {
    ui.busy = false;
    showRefusal(msg.error);
    announce(`Refused: ${sentenceWords(msg.error, ui.view)}`);
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
    ui.picked.clear();
  }
  takeAssist(msg);
  ui.hook = guarded(presenter(msg.presentation, msg.sheet, playerNames));
  if (moved) tellNews(before, msg.view);
  render();
  drawAssist();
}

function tellNews(before, view) {
  const news = [];
  const names = playerNames();
  if (before && before.match && view.match && view.match.deal_scores.length > before.match.deal_scores.length) {
    const m = view.match;
    const last = m.deal_scores[m.deal_scores.length - 1];
    const text = `Deal ${m.deal_scores.length} scored: ` + m.score_names.map((n, i) => (placed(i) ? `${n} ${last[i] > 0 ? "+" : ""}${last[i]}` : null)).filter(Boolean).join(", ");
    banner(text);
    setTimeout(() => { if ($("banner").textContent === text) banner(""); }, 6000);
    news.push(text + ".");
  }
  const log = view.log || [];
  const seen = before && before.log && before.dealer === view.dealer && before.log.length <= log.length ? before.log.length : Math.max(0, log.length - 1);
  log.slice(seen).forEach((entry, i) => {
    if (seen + i >= log.length - 4) news.push(`${names[entry.seat]}: ${callWords(entry.text, entry.kind !== "play", view)}.`);
  });
  const waits = awaited(names); // a deal's end on show, an undo asked: its turn, not the play's
  if (waits) {
    if (waits.mine) news.push(waits.text);
  } else if (view.to_act === ui.seat && ui.seat !== null && !(view.match && view.match.over)) {
    news.push("Your turn.");
  }
  if (news.length) announce(news.join(" "));
}
