// The words of the calls panel's cells (and headings) that a line break splits inside: each
// with its cell's text, its width alone on one line and the room its cell gives it (px).
() => {
  const found = [];
  for (const cell of document.querySelectorAll(".auction-grid td, .auction-grid th")) {
    const style = getComputedStyle(cell);
    const room = cell.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
    const chars = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      for (let i = 0; i < node.data.length; i++) {
        const range = document.createRange();
        range.setStart(node, i);
        range.setEnd(node, i + 1);
        const box = range.getClientRects()[0];
        chars.push({ ch: node.data[i], top: box ? Math.round(box.top) : null });
      }
    }
    const text = chars.map((c) => c.ch).join("");
    for (const word of text.matchAll(/\S+/g)) {
      const inside = chars.slice(word.index, word.index + word[0].length);
      const tops = new Set(inside.filter((c) => c.top !== null).map((c) => c.top));
      if (tops.size < 2) continue; // on one line
      const probe = document.createElement("span");
      probe.style.whiteSpace = "nowrap";
      probe.style.position = "absolute";
      probe.textContent = word[0];
      cell.appendChild(probe);
      const wide = probe.getBoundingClientRect().width;
      probe.remove();
      found.push({ text: text.trim(), word: word[0], wide, room });
    }
  }
  return found;
}
