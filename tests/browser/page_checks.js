// Checks on the boards of a loaded page, run by tests/browser/test_board_themes.py through
// Playwright's `page.evaluate`. One function of no arguments returning plain data: for
// every board (and every HTML line of a game's shell) the contrast of each visible text
// against its effective background, and any sideways overflow or clipped text.
() => {
  const EDGE = 1; // px of rounding allowed in box comparisons

  function parse(colour) {
    const m = colour.match(/^rgba?\(([\d.]+),?\s*([\d.]+),?\s*([\d.]+)(?:[,/]\s*([\d.]+%?))?\)$/);
    if (!m) return null;
    let a = m[4] === undefined ? 1 : m[4].endsWith("%") ? parseFloat(m[4]) / 100 : +m[4];
    return { r: +m[1], g: +m[2], b: +m[3], a };
  }

  function over(top, below) {
    // `top` (with its alpha) composited over the opaque colour `below`
    const mix = (t, b) => top.a * t + (1 - top.a) * b;
    return { r: mix(top.r, below.r), g: mix(top.g, below.g), b: mix(top.b, below.b), a: 1 };
  }

  function luminance({ r, g, b }) {
    const lin = (c) => {
      const s = c / 255;
      return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    };
    return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
  }

  function ratio(one, two) {
    const [hi, lo] = [luminance(one), luminance(two)].sort((x, y) => y - x);
    return (hi + 0.05) / (lo + 0.05);
  }

  const hex = ({ r, g, b }) =>
    "#" + [r, g, b].map((c) => Math.round(c).toString(16).padStart(2, "0")).join("");

  // The colour behind `el`: its own and its ancestors' backgrounds, from the first opaque
  // one (or the white canvas) up, each composited over the ones below it.
  function background(el) {
    const layers = [];
    let image = false;
    for (let node = el; node; node = node.parentElement) {
      const style = getComputedStyle(node);
      if (style.backgroundImage !== "none") image = true;
      const colour = parse(style.backgroundColor);
      if (colour && colour.a > 0) {
        layers.push(colour);
        if (colour.a >= 1) break;
      }
    }
    let colour = { r: 255, g: 255, b: 255, a: 1 };
    for (const layer of layers.reverse()) colour = over(layer, colour);
    return { colour, image };
  }

  function opacity(el) {
    let product = 1;
    for (let node = el; node; node = node.parentElement) {
      product *= parseFloat(getComputedStyle(node).opacity);
    }
    return product;
  }

  function sectionOf(el) {
    let name = "(top)";
    for (const heading of document.querySelectorAll("h2")) {
      if (heading.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_FOLLOWING) {
        name = heading.textContent.replace(/\u00b6/g, "").trim();
      }
    }
    return name;
  }

  function shown(el) {
    const box = el.getBoundingClientRect();
    return box.width > 0 && box.height > 0 && el.checkVisibility({ visibilityProperty: true });
  }

  // Elements with text of their own: one entry per element, its own text nodes joined.
  function textElements(root) {
    const found = new Map();
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let text = walker.nextNode(); text; text = walker.nextNode()) {
      if (!text.textContent.trim()) continue;
      const el = text.parentElement;
      if (!found.has(el)) found.set(el, []);
      found.get(el).push(text);
    }
    return found;
  }

  const contrast = [];
  const overflow = [];
  const clipped = [];

  function checkContrast(root, section, kind) {
    for (const [el, texts] of textElements(root)) {
      if (el instanceof SVGElement || !shown(el)) continue;
      // inactive controls have no contrast requirement (WCAG 1.4.3)
      if (el.closest("button:disabled, input:disabled, select:disabled, [aria-disabled=true]")) {
        continue;
      }
      const fg = parse(getComputedStyle(el).color);
      const { colour: bg, image } = background(el);
      const text = texts.map((t) => t.textContent.trim()).join(" ").slice(0, 60);
      if (!fg) {
        contrast.push({ section, kind, text, ratio: 0, fg: getComputedStyle(el).color, bg: hex(bg) });
        continue;
      }
      fg.a *= opacity(el);
      const seen = over(fg, bg);
      contrast.push({
        section,
        kind,
        text,
        ratio: ratio(seen, bg),
        fg: hex(seen),
        bg: hex(bg),
        image,
        classes: el.className && typeof el.className === "string" ? el.className : el.tagName,
      });
    }
  }

  function checkClipping(board, section) {
    for (const [el, texts] of textElements(board)) {
      // text for screen readers only (the live region) is clipped to nothing on purpose
      if (!shown(el) || el.closest(".pk-sr-only")) continue;
      for (const text of texts) {
        const range = document.createRange();
        range.selectNodeContents(text);
        const box = range.getBoundingClientRect();
        for (let node = el; node; node = node.parentElement) {
          const style = getComputedStyle(node);
          const clips = style.overflowX !== "visible" || style.overflowY !== "visible";
          if (clips) {
            const frame = node.getBoundingClientRect();
            const left = frame.left + node.clientLeft;
            const top = frame.top + node.clientTop;
            const inside =
              box.left >= left - EDGE &&
              box.right <= left + node.clientWidth + EDGE &&
              box.top >= top - EDGE &&
              box.bottom <= top + node.clientHeight + EDGE;
            if (!inside) {
              clipped.push({ section, text: text.textContent.trim().slice(0, 60), by: node.className });
              break;
            }
          }
          if (node === board) break;
        }
      }
    }
  }

  function checkOverflow(board, section) {
    const boxes = [["board", board]];
    const output = board.closest(".jp-OutputArea-output, .jp-OutputArea");
    if (output) boxes.push(["output area", output]);
    for (const el of board.querySelectorAll("*")) {
      const style = getComputedStyle(el);
      if (style.overflowX !== "visible" && shown(el)) boxes.push(["clipping box", el]);
    }
    for (const [what, el] of boxes) {
      if (el.scrollWidth > el.clientWidth + EDGE) {
        const at = el.className || el.tagName;
        overflow.push({ section, what, at, scrollWidth: el.scrollWidth, clientWidth: el.clientWidth });
      }
    }
  }

  const boards = [...document.querySelectorAll(".pk-board")].filter(shown);
  for (const board of boards) {
    const section = sectionOf(board);
    checkContrast(board, section, "board");
    checkClipping(board, section);
    checkOverflow(board, section);
  }
  const boardClipped = clipped.length;
  for (const shell of document.querySelectorAll(".pyramide-kit-table")) {
    for (const line of shell.querySelectorAll(":scope > .widget-html")) {
      checkContrast(line, sectionOf(line), "shell");
    }
    checkClipping(shell, sectionOf(shell));
  }
  const shellClipped = clipped.splice(boardClipped);
  const page = document.scrollingElement || document.documentElement;
  const ground = boards.length ? background(boards[0]).colour : null;
  return {
    boards: boards.map(sectionOf),
    groundLuminance: ground && luminance(ground),
    contrast,
    overflow,
    clipped,
    shellClipped,
    pageOverflow: page.scrollWidth > page.clientWidth + EDGE,
    pageWidths: [page.scrollWidth, page.clientWidth],
  };
}
