// The lobby: quick play against bots, a new table with the game's options (a form generated
// from the options dataclass, with presets), and the tables open or being played.

const $ = (id) => document.getElementById(id);
let games = [];

function esc(s) {
  return String(s).replace(/[&<>"']/g, (ch) =>
    ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[ch]);
}

/** An option's docstring as help: its code (``draw``, as the docstrings mark it) as code. */
function docHTML(text) {
  return esc(text).replace(/``(.+?)``/g, (_, code) => `<code>${code}</code>`);
}

function playerName() {
  const name = $("player-name").value.trim();
  localStorage.setItem("followsuit:name", name);
  return name;
}

async function createTable(request) {
  const response = await fetch("/api/tables", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(request),
  });
  const answer = await response.json();
  if (!response.ok) throw new Error(answer.error || "the table could not be created");
  if (answer.token) localStorage.setItem(`followsuit:seat:${answer.table}`, answer.token);
  localStorage.setItem(`followsuit:host:${answer.table}`, answer.host_token);
  location.href = answer.url;
}

function quickPlay() {
  $("quick").innerHTML = games.map((g) =>
    `<button type="button" data-quick="${esc(g.name)}" class="primary">Play ${esc(g.title)}<small>${esc(g.summary)}</small></button>`).join("");
  $("quick").addEventListener("click", async (event) => {
    const button = event.target.closest("[data-quick]");
    if (!button) return;
    const game = games.find((g) => g.name === button.dataset.quick);
    const you = youSeat(game.positions, game.live);
    const plan = game.positions.map((_, i) => (i === you ? "you" : "bot"));
    button.disabled = true;
    try {
      await createTable({ game: game.name, seats: plan, name: playerName(), start: "auto" });
    } catch (error) {
      button.disabled = false;
      $("create-error").textContent = error.message;
    }
  });
}

// -- the new-table form -----------------------------------------------------------------

/** Where you sit by default: South in four-player games (partner North), else the last seat;
 * the last live seat when that one is a dummy. */
function youSeat(positions, live) {
  const seat = positions.length === 4 ? 2 : positions.length - 1;
  return live.includes(seat) ? seat : live[live.length - 1];
}

function currentGame() {
  return games.find((g) => g.name === $("game").value);
}

/** The preset that changes nothing (Spades' "standard", Bézique's "ordinary"): offered first,
 * under its own name, as the game's defaults (no preset asked for). */
function plainPreset(game) {
  return game.presets.find((p) => Object.keys(p.options).length === 0);
}

/** The preset chosen: "" is the game's defaults, the plain preset's. */
function chosenPreset(game, presetName) {
  return presetName ? game.presets.find((p) => p.name === presetName) : plainPreset(game);
}

function presetValues(game, presetName) {
  const values = Object.fromEntries(game.options.map((f) => [f.name, f.default]));
  const preset = chosenPreset(game, presetName);
  if (preset) Object.assign(values, preset.options);
  return values;
}

function fieldHTML(field, value) {
  const id = `opt-${field.name}`;
  const label = `<label for="${id}">${esc(field.name.replace(/_/g, " "))}</label>`;
  let input;
  const none = field.optional ? ` placeholder="none"` : "";
  if (field.kind === "bool") {
    input = `<input type="checkbox" id="${id}" ${value ? "checked" : ""}>`;
  } else if (field.kind === "choice") {
    const options = (field.optional ? [null] : []).concat(field.choices);
    input = `<select id="${id}">${options.map((c) => `<option value="${esc(JSON.stringify(c))}" ${JSON.stringify(c) === JSON.stringify(value) ? "selected" : ""}>${esc(c === null ? "none" : c)}</option>`).join("")}</select>`;
  } else if (field.kind === "int" || field.kind === "float") {
    input = `<input type="number" id="${id}" step="${field.kind === "int" ? 1 : "any"}" value="${value === null ? "" : esc(value)}"${none}>`;
  } else if (field.kind === "list") {
    input = `<input id="${id}" value="${esc((value || []).join(" "))}" placeholder="words separated by spaces">`;
  } else if (field.kind === "str") {
    input = `<input id="${id}" value="${value === null ? "" : esc(value)}"${none}>`;
  } else {
    input = `<input id="${id}" value="${esc(JSON.stringify(value))}" aria-describedby="${id}-doc">`;
  }
  const doc = field.doc ? `<p class="doc" id="${id}-doc">${docHTML(field.doc)}</p>` : "";
  return `<div class="row">${label}${input}${doc}</div>`;
}

function readField(field) {
  const el = $(`opt-${field.name}`);
  if (field.kind === "bool") return el.checked;
  if (field.kind === "choice") return JSON.parse(el.value);
  const text = el.value.trim();
  if (field.kind === "int" || field.kind === "float") {
    if (text === "") return field.optional ? null : field.default;
    return field.kind === "int" ? parseInt(text, 10) : parseFloat(text);
  }
  if (field.kind === "list") return text ? text.split(/[\s,]+/) : [];
  if (field.kind === "str") return text === "" && field.optional ? null : text;
  return JSON.parse(text);
}

function drawOptions() {
  const game = currentGame();
  const presetName = $("preset").value;
  const values = presetValues(game, presetName);
  $("options").innerHTML = game.options.map((f) => fieldHTML(f, values[f.name])).join("") || "<p>This game has no options.</p>";
  const preset = chosenPreset(game, presetName);
  $("preset-note").textContent = preset ? preset.note : "";
}

/** A bot as players read it, from the registry's name: "Bot: search, hard" for search-hard. */
function botLabel(name) {
  const level = name.match(/^(\w+)-(easy|medium|hard)$/);
  return `Bot: ${level ? `${level[1]}, ${level[2]}` : name}`;
}

let seatsDrawn = "";
let seatsAsked = 0;

/** The seat plan: a choice for each live seat (you, a friend, a bot), and each dummy named as
 * such (a live player plays its cards: nobody sits there). Drawn again only when the seats
 * change, so that choices made stay. */
function drawSeats(game, seats) {
  const key = JSON.stringify([game.name, seats.positions, seats.live]);
  if (key === seatsDrawn) return;
  seatsDrawn = key;
  const you = youSeat(seats.positions, seats.live);
  $("seat-plan").innerHTML = seats.positions.map((position, i) => {
    if (!seats.live.includes(i)) {
      return `<div class="row"><label>${esc(position)}</label><span class="note" id="seat-${i}" data-dummy="true">dummy: a live player plays its cards</span></div>`;
    }
    const choices = [["you", "You"], ["human", "Open: a friend by link"]]
      .concat(game.bots.map((b) => [`bot:${b}`, botLabel(b)]));
    return `<div class="row"><label for="seat-${i}">${esc(position)}</label><select id="seat-${i}">` +
      choices.map(([value, text]) => `<option value="${esc(value)}" ${(i === you ? value === "you" : value === `bot:${game.default_bot}`) ? "selected" : ""}>${esc(text)}</option>`).join("") +
      "</select></div>";
  }).join("");
}

/** The seats of the preset and options chosen, as the server has them: a preset or an option
 * may change how many there are (three-handed Bézique, Oh Hell for five) or make dummies. */
async function refreshSeats() {
  const game = currentGame();
  const presetName = $("preset").value || null;
  let options;
  try {
    options = chosenOptions(game, presetName);
  } catch (error) {
    return; // said when the table is created
  }
  const asked = ++seatsAsked;
  let response;
  let answer;
  try {
    response = await fetch(`/api/games/${encodeURIComponent(game.name)}/seats`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ preset: presetName, options }),
    });
    answer = await response.json();
  } catch (error) {
    console.warn(error); // the server is away: creating the table will say so
    return;
  }
  if (asked !== seatsAsked || game !== currentGame()) return; // a later choice was made
  if (!response.ok) {
    $("create-error").textContent = answer.error || "these options cannot be played";
    return;
  }
  $("create-error").textContent = "";
  drawSeats(game, answer);
}

function drawGame() {
  const game = currentGame();
  const plain = plainPreset(game);
  $("preset").innerHTML = `<option value="">${esc(plain ? plain.name : "the game's defaults")}</option>` + game.presets
    .filter((p) => p !== plain)
    .map((p) => `<option value="${esc(p.name)}">${esc(p.name)}</option>`).join("");
  drawSeats(game, game);
  drawOptions();
}

/** The options that differ from the preset's (raises when a field cannot be read). */
function chosenOptions(game, presetName) {
  const base = presetValues(game, presetName);
  const options = {};
  for (const field of game.options) {
    const value = readField(field);
    if (JSON.stringify(value) !== JSON.stringify(base[field.name])) options[field.name] = value;
  }
  return options;
}

async function submitCreate(event) {
  event.preventDefault();
  $("create-error").textContent = "";
  const game = currentGame();
  const presetName = $("preset").value || null;
  let options;
  try {
    options = chosenOptions(game, presetName);
  } catch (error) {
    $("create-error").textContent = `An option could not be read: ${error.message}`;
    return;
  }
  const plan = [...$("seat-plan").querySelectorAll("[id^=seat-]")];
  const seats = plan.map((el) => (el.dataset.dummy ? "bot" : el.value));
  const settings = {};
  for (const name of ["bot_delay", "turn_timer", "grace", "deal_end"]) settings[name] = Number($(`set-${name}`).value);
  try {
    await createTable({ game: game.name, preset: presetName, options, seats, settings, name: playerName(), start: "auto" });
  } catch (error) {
    $("create-error").textContent = error.message;
  }
}

// -- the tables -------------------------------------------------------------------------

/** A list as a sentence says it: "Ann", "Ann and Bea", "Ann, Bea and Cy". */
function listWords(items) {
  return items.length < 2 ? items.join("") : `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}

/** A finished match as the list says it: its game, its players (a seat nobody named by its
 * position, a dummy's left out) and how it ended: who won, or a tie, or why it stopped, with
 * the totals. Only the game and the record when the server could not say how it ended. */
function finishedHTML(t) {
  const game = `<a href="/t/${esc(t.id)}">${esc(t.title || t.game)}${t.preset ? ` (${esc(t.preset)})` : ""}</a>`;
  const record = `<a href="/api/tables/${esc(t.id)}/record" download>record</a>`;
  if (!t.totals) return `<li>${game} · ${record}</li>`;
  const who = (seat) => t.names[seat] || t.positions[seat];
  const players = t.live.map(who);
  const seatsOf = (score) => t.scorers[score].filter((seat) => t.live.includes(seat));
  const label = (score) => (seatsOf(score).length > 1 ? t.score_names[score] : listWords(seatsOf(score).map(who)));
  const totals = t.totals.map((total, score) => [score, total]).filter(([score]) => seatsOf(score).length)
    .map(([score, total]) => `${label(score)} ${total}`).join(", ");
  let result;
  if (t.stopped) result = "stopped unfinished";
  else if (t.winner === null || t.winner === undefined) result = "a tie";
  else {
    const winners = seatsOf(t.winner).map(who);
    result = `${listWords(winners)} ${winners.length > 1 ? "win" : "wins"}`;
  }
  return `<li>${game} · ${esc(players.join(", "))} · <span class="result">${esc(result)}</span> (${esc(totals)}) · ${record}</li>`;
}

async function refreshTables() {
  try {
    const tables = await (await fetch("/api/tables")).json();
    $("open-tables").innerHTML = tables.length ? '<table class="tables"><thead><tr><th>Game</th><th>Seats</th><th>State</th><th></th></tr></thead><tbody>' +
      tables.map((t) => {
        const dummy = (s) => t.live && !t.live.includes(s.seat); // a live player plays its cards
        const seats = t.seats.map((s) => esc(dummy(s) ? "dummy" : s.name || (s.kind === "bot" ? "bot" : s.held ? "?" : "open"))).join(", ");
        const state = t.status === "waiting" ? "waiting" : `deal ${t.deal_number}`;
        const mine = localStorage.getItem(`followsuit:seat:${t.id}`); // this browser's seat there
        const action = mine ? "Your seat" : t.open_seats.length ? "Join" : "Watch";
        return `<tr><td>${esc(t.title)}${t.preset ? ` (${esc(t.preset)})` : ""}</td><td>${seats}</td><td>${state}</td><td><a href="/t/${esc(t.id)}">${action}</a></td></tr>`;
      }).join("") + "</tbody></table>" : "<p>No table is open: start one.</p>";
    const done = await (await fetch("/api/finished")).json();
    $("finished-tables").innerHTML = done.length ? "<ul>" + done.slice(0, 10).map(finishedHTML).join("") + "</ul>" : "<p>None yet.</p>";
  } catch (error) {
    console.warn(error);
  }
}

async function init() {
  $("player-name").value = localStorage.getItem("followsuit:name") || "";
  games = await (await fetch("/api/games")).json();
  $("game").innerHTML = games.map((g) => `<option value="${esc(g.name)}">${esc(g.title)}</option>`).join("");
  $("game").addEventListener("change", () => { drawGame(); refreshSeats(); });
  $("preset").addEventListener("change", () => { drawOptions(); refreshSeats(); });
  $("options").addEventListener("change", refreshSeats);
  $("create").addEventListener("submit", submitCreate);
  $("by-code").addEventListener("submit", (event) => {
    event.preventDefault();
    const code = $("code").value.trim().replace(/^.*\/t\//, "");
    if (code) location.href = `/t/${encodeURIComponent(code)}`;
  });
  quickPlay();
  drawGame();
  refreshTables();
  setInterval(refreshTables, 5000);
}

init();
