// How to play: the game's own guide (its docs page's "How to play" and its rule tags), in the
// table's dialog; and the rule tags a refusal cites (B3, T1, S4 ...) made into buttons that
// expand to their meaning.

import { esc } from "./render.js";
import { ui } from "./state.js";

const $ = (id) => document.getElementById(id);
const guides = new Map();

/** The game's guide: {how_to_play, rule_tags: [{tag, text}]} (fetched once). */
export async function guide(game) {
  if (!guides.has(game)) {
    guides.set(game, fetch(`/api/games/${encodeURIComponent(game)}/guide`)
      .then((r) => (r.ok ? r.json() : null)).catch(() => null));
  }
  return guides.get(game);
}

function inline(text) {
  return esc(text)
    .replace(/\*\*([^*]+)\*\*/g, "<strong>$1</strong>")
    .replace(/`([^`]+)`/g, "<code>$1</code>")
    .replace(/\*([^*]+)\*/g, "<em>$1</em>");
}

/** A small Markdown subset: paragraphs, "- " lists (with continued lines), bold, code. */
export function markdown(text) {
  const out = [];
  let list = null;
  let para = null;
  const flush = () => {
    if (para) out.push(`<p>${inline(para.join(" "))}</p>`);
    para = null;
  };
  const close = () => {
    if (list) out.push(`<ul>${list.map((item) => `<li>${inline(item)}</li>`).join("")}</ul>`);
    list = null;
  };
  for (const line of text.split("\n")) {
    if (/^\s*$/.test(line)) { flush(); close(); continue; }
    const item = line.match(/^\s*[-*] (.*)$/);
    if (item) { flush(); list = list || []; list.push(item[1]); continue; }
    if (list && /^\s+\S/.test(line)) { list[list.length - 1] += " " + line.trim(); continue; }
    const head = line.match(/^#+ (.*)$/);
    if (head) { flush(); close(); out.push(`<h3>${inline(head[1])}</h3>`); continue; }
    close();
    para = para || [];
    para.push(line.trim());
  }
  flush();
  close();
  return out.join("");
}

function show(title, html) {
  $("dialog-title").textContent = title;
  $("dialog-body").innerHTML = html;
  const dialog = $("dialog");
  if (!dialog.open) dialog.showModal();
}

/** Open the How to play panel; with ``tag``, scrolled to that rule tag's meaning. */
export async function openHowTo(tag = null) {
  const game = ui.view && ui.view.game;
  if (!game) return;
  const found = await guide(game);
  if (!found) {
    show("How to play", "<p>This game's guide could not be loaded.</p>");
    return;
  }
  const tags = found.rule_tags.map(({ tag: t, text }) =>
    `<dt id="rule-${esc(t)}">${esc(t)}</dt><dd>${inline(text)}</dd>`).join("");
  show(`How to play ${found.title}`, `<div class="howto">${markdown(found.how_to_play)}` +
    (tags ? `<h3>Rule tags</h3><p>Refusals cite these rulings of the game's text.</p><dl class="rule-tags">${tags}</dl>` : "") + "</div>");
  if (tag) {
    const el = document.getElementById(`rule-${tag}`);
    if (el) {
      el.classList.add("wanted");
      el.scrollIntoView({ block: "center" });
    }
  }
}

/** ``text`` as HTML with each rule tag of ``known`` a button, or null when it names none. */
function tagsHTML(text, known) {
  let html = "";
  let last = 0;
  for (const match of text.matchAll(/\b([A-Z]\d{1,2})\b/g)) {
    if (!known.has(match[1])) continue;
    html += esc(text.slice(last, match.index)) +
      `<button type="button" class="rule-tag" data-tag="${match[1]}" aria-expanded="false" title="What ${match[1]} says">${match[1]}</button>`;
    last = match.index + match[0].length;
  }
  return last ? html + esc(text.slice(last)) : null;
}

/** Turn the rule tags named in ``element``'s text into buttons that expand their meaning (in
 * its text only: what else it draws, a suit's glyph in its colour, stays). */
export async function linkTags(element) {
  const text = element.textContent;
  const game = ui.view && ui.view.game;
  if (!text || !game || !/\b[A-Z]\d{1,2}\b/.test(text)) return;
  const found = await guide(game);
  if (!found || element.textContent !== text) return;
  const known = new Map(found.rule_tags.map(({ tag, text: meaning }) => [tag, meaning]));
  const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  const texts = [];
  while (walker.nextNode()) texts.push(walker.currentNode);
  for (const node of texts) {
    const html = tagsHTML(node.textContent, known);
    if (html === null) continue;
    const made = document.createElement("template");
    made.innerHTML = html;
    node.replaceWith(made.content);
  }
  element.querySelectorAll(".rule-tag").forEach((button) => button.addEventListener("click", () => {
    const open = button.getAttribute("aria-expanded") === "true";
    const next = button.nextElementSibling;
    if (open && next && next.classList.contains("tag-text")) next.remove();
    else button.insertAdjacentHTML("afterend", `<span class="tag-text">${inline(known.get(button.dataset.tag))} <a href="#" data-rule="${button.dataset.tag}">in How to play</a></span>`);
    button.setAttribute("aria-expanded", String(!open));
    const link = button.nextElementSibling && button.nextElementSibling.querySelector("[data-rule]");
    if (link) link.addEventListener("click", (event) => { event.preventDefault(); openHowTo(link.dataset.rule); });
  }));
}
