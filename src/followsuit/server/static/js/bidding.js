// The auction as players know it from bridge: a grid of the calls by seat, newest always in
// sight, and a bidding box (a level, then a strain, beside pass and the game's other calls)
// built from the game's hints (``bid_grid``); the colours of a beginners' kit as an option when
// the hints give them (``bid_grid.row_groups``).

import { callHTML, calls, esc } from "./render.js";

const GLYPH = { S: "\u2660", H: "\u2665", D: "\u2666", C: "\u2663" };
const COLOURS_KEY = "followsuit:beginners-colours";

/** Whether the beginners' colours are on (a choice kept in the browser). */
export function coloursOn() {
  return localStorage.getItem(COLOURS_KEY) === "1";
}

// -- the auction grid --------------------------------------------------------------------

/** The calls as a grid by seat: one column per seat in the game's order, a row per round,
 * each call under its seat; the newest call is marked (``data-newest``) and its meaning, when
 * it has one, is written under the grid. */
export function auctionHTML(view, names) {
  const list = calls(view);
  if (!list.length) return '<p class="none">No calls yet.</p>';
  const n = view.players.length;
  const rows = [];
  let row = [];
  let column = list[0].seat;
  for (let i = 0; i < column; i++) row.push(null);
  list.forEach((call, index) => {
    while (column !== call.seat) {
      row.push(null);
      column = (column + 1) % n;
      if (column === 0) {
        rows.push(row);
        row = [];
      }
    }
    row.push({ ...call, index });
    column = (column + 1) % n;
    if (column === 0) {
      rows.push(row);
      row = [];
    }
  });
  if (row.length) rows.push(row);
  const last = list.length - 1;
  let html = '<div class="auction-scroll"><table class="auction-grid"><thead><tr>';
  for (let seat = 0; seat < n; seat++) {
    const title = names[seat] !== view.players[seat] ? ` title="${esc(names[seat])}"` : "";
    html += `<th scope="col"${title}>${esc(view.players[seat])}</th>`;
  }
  html += "</tr></thead><tbody>";
  for (const cells of rows) {
    html += "<tr>";
    for (let seat = 0; seat < n; seat++) {
      const c = cells[seat];
      if (!c) {
        html += "<td></td>";
        continue;
      }
      const newest = c.index === last ? " data-newest" : "";
      const why = c.why ? ` title="${esc(c.why)}"` : "";
      html += `<td class="call${c.why ? " has-why" : ""}" tabindex="0" data-call="${c.index}"${newest}${why}>${callHTML(c.text, view)}</td>`;
    }
    html += "</tr>";
  }
  html += "</tbody></table></div>";
  const shown = list[last];
  html += `<p class="meaning" id="call-meaning">${meaningHTML(shown, names, view)}</p>`;
  return html;
}

function meaningHTML(call, names, view) {
  return `<b>${esc(names[call.seat])}: ${callHTML(call.text, view)}</b>${call.why ? ` ${esc(call.why)}` : ""}`;
}

/** After drawing: the grid scrolled to its newest row; a call chosen shows its meaning. */
export function settleAuction(view, names) {
  const scroller = document.querySelector("#auction .auction-scroll");
  const grid = scroller?.querySelector(".auction-grid");
  if (grid && scroller.clientWidth && grid.offsetWidth > scroller.clientWidth + 0.5) {
    grid.classList.add("tight"); // the longest words together are wider than the panel
  }
  if (scroller) {
    fitRows(scroller, grid);
    scroller.scrollTop = scroller.scrollHeight;
  }
  const list = calls(view);
  for (const cell of document.querySelectorAll("#auction td.call")) {
    const show = () => {
      const meaning = document.getElementById("call-meaning");
      if (meaning) meaning.innerHTML = meaningHTML(list[Number(cell.dataset.call)], names, view);
    };
    cell.addEventListener("click", show);
    cell.addEventListener("focus", show);
  }
}

/** Cuts the scrolled grid's height to its header and the newest whole rows its room holds,
 * so that scrolled to the newest call the row at the top starts under the header: no call
 * lies half covered by the names above it. */
function fitRows(scroller, grid) {
  scroller.style.maxHeight = "";
  const room = scroller.clientHeight;
  if (!grid || scroller.scrollHeight <= room + 0.5) return;
  const rows = [...grid.tBodies[0].rows].map((row) => row.getBoundingClientRect().height);
  let height = grid.tHead.getBoundingClientRect().height;
  for (let i = rows.length - 1; i >= 0; i--) {
    if (height + rows[i] > room + 0.5 && i < rows.length - 1) break;
    height += rows[i];
  }
  scroller.style.maxHeight = `${height}px`;
}

// -- the bidding box --------------------------------------------------------------------

function strainHTML(view, column) {
  const grid = view.hints.bid_grid;
  const strain = (view.hints.strains || {})[column];
  if (GLYPH[column]) return `<span class="suit-${column}">${GLYPH[column]}</span>`;
  if (grid.column_labels && grid.column_labels[column]) return esc(grid.column_labels[column]);
  return esc(strain ? strain.glyph : column);
}

function groupOf(grid, row) {
  return (grid.row_groups || []).find((g) => g.rows.includes(row)) || null;
}

/** The box: every level of the game's grid (those with no legal bid disabled), then the
 * strains of the chosen level, then ``others`` (pass, raise, double ...) drawn by ``button``.
 * ``level`` is the level chosen so far (or null). */
export function biddingBoxHTML(view, legalCells, level, others, button) {
  const grid = view.hints.bid_grid;
  const colours = coloursOn() && (grid.row_groups || []).length > 0;
  const legalRows = new Set([...legalCells.keys()].map((key) => key.split("|")[0]));
  let html = `<div class="bidding-box${colours ? " beginners" : ""}" role="group" aria-label="Bidding box">`;
  html += '<div class="levels" role="group" aria-label="Level">';
  for (const row of grid.rows) {
    const group = groupOf(grid, row);
    const cls = [colours && group ? `lv-${group.colour}` : "", row === level ? "chosen" : ""].join(" ").trim();
    const title = colours && group ? ` title="${esc(group.note)}"` : "";
    const off = legalRows.has(row) ? "" : " disabled";
    html += `<button type="button" class="level ${cls}" data-level="${esc(row)}" aria-pressed="${row === level}"${title}${off}>${esc(row)}</button>`;
  }
  html += "</div>";
  html += '<div class="strains" role="group" aria-label="Strain">';
  for (const column of grid.columns) {
    const text = level === null ? null : legalCells.get(`${level}|${column}`);
    html += text
      ? button(text, "strain", null, `data-strain="${esc(column)}"`, strainHTML(view, column))
      : `<button type="button" class="strain" data-strain="${esc(column)}" disabled>${strainHTML(view, column)}</button>`;
  }
  html += "</div>";
  html += `<div class="box-calls">${others.map((t) => button(t)).join("")}</div>`;
  const group = level !== null ? groupOf(grid, level) : null;
  const note = level === null ? "Choose a level, then a strain." : colours && group ? `${level}: ${group.note}` : `Level ${level}: choose a strain.`;
  html += `<div class="box-foot"><span class="box-note">${esc(note)}</span>`;
  if ((grid.row_groups || []).length) {
    html += `<label class="colours"><input type="checkbox" id="opt-colours"${coloursOn() ? " checked" : ""}> beginners' colours</label>`;
  }
  return html + "</div></div>";
}

/** Clicks inside the box: a level chosen (``choose(level)``), the colours switched. */
export function listenToBox(choose, redraw) {
  document.addEventListener("click", (event) => {
    const level = event.target.closest("button[data-level]");
    if (level && level.closest("#actions")) choose(level.dataset.level);
  });
  document.addEventListener("change", (event) => {
    if (event.target.id !== "opt-colours") return;
    localStorage.setItem(COLOURS_KEY, event.target.checked ? "1" : "0");
    redraw();
  });
}
