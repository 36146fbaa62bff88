// The front end of pyramide_kit.ui.board.Board: draws a scene (plain data sent from
// Python) as HTML and SVG, and sends back only the id of what was clicked. No rule of any
// game lives here; the kernel decides and sends the next scene.

const SVG = "http://www.w3.org/2000/svg";

// Pip cells (column, row) on a 3 x 3 grid for 1..9, as in pyramide_kit.ui.svg.
const CORNERS = [[0, 0], [2, 0], [0, 2], [2, 2]];
const SIDES = [[0, 1], [2, 1]];
const PIPS = {
  1: [[1, 1]],
  2: [[2, 0], [0, 2]],
  3: [[2, 0], [1, 1], [0, 2]],
  4: CORNERS,
  5: [...CORNERS, [1, 1]],
  6: [...CORNERS, ...SIDES],
  7: [...CORNERS, ...SIDES, [1, 1]],
  8: [...CORNERS, ...SIDES, [1, 0], [1, 2]],
  9: [0, 1, 2].flatMap((r) => [0, 1, 2].map((c) => [c, r])),
};
const SUITS = { S: "♠", H: "♥", D: "♦", C: "♣" };

function node(tag, className, text) {
  const el = document.createElement(tag);
  if (className) el.className = className;
  if (text !== undefined && text !== null) el.textContent = String(text);
  return el;
}

function pipsSvg(value) {
  const svg = document.createElementNS(SVG, "svg");
  svg.setAttribute("viewBox", "0 0 100 100");
  svg.setAttribute("aria-hidden", "true");
  svg.classList.add("pk-pips");
  const radius = value <= 6 ? 10 : 8.5;
  for (const [c, r] of PIPS[value] || []) {
    const pip = document.createElementNS(SVG, "circle");
    pip.setAttribute("cx", String(22 + 28 * c));
    pip.setAttribute("cy", String(22 + 28 * r));
    pip.setAttribute("r", String(radius));
    svg.appendChild(pip);
  }
  return svg;
}

function dieFace(item) {
  const face = node("span", `pk-die pk-die-${item.colour || "white"}`);
  if (item.text) {
    face.appendChild(node("span", "pk-numeral pk-die-text", item.text));
  } else if (item.value === null || item.value === undefined) {
    face.classList.add("pk-blank");
  } else if (item.numeral) {
    face.appendChild(node("span", "pk-numeral", item.value));
  } else {
    face.appendChild(pipsSvg(item.value));
  }
  if (item.held) face.classList.add("pk-held");
  return face;
}

function cardFace(item) {
  const face = node("span", "pk-card");
  if (item.down) {
    face.classList.add("pk-down");
    return face;
  }
  if (item.suit === "H" || item.suit === "D") face.classList.add("pk-red");
  face.appendChild(node("span", "pk-rank", item.rank));
  face.appendChild(node("span", "pk-suit", SUITS[item.suit] || ""));
  return face;
}

function itemBody(item) {
  switch (item.kind) {
    case "die":
      return dieFace(item);
    case "card":
      return cardFace(item);
    case "place": {
      const body = node("span", "pk-place");
      if (item.die) body.appendChild(dieFace(item.die));
      else if (item.text) body.appendChild(node("span", "pk-place-text", item.text));
      if (item.allowed) body.classList.add("pk-allowed");
      return body;
    }
    case "cell":
      return node("span", `pk-cell-text pk-${item.style || "open"}`, item.text ?? "");
    case "action":
      return node("span", "pk-action-text", item.text);
    default:
      return node("span", "", item.text ?? "");
  }
}

// What a screen reader says for an item. A button carries its label itself. An item that
// is not clickable (a die, a card, a place, a sheet cell) and whose label says more than
// its text is drawn as an image named by its label ("d6: 5", "face-down card", "Top x3:
// open"); one whose label is its text just shows the text. (A plain span may not carry
// aria-label: axe's aria-prohibited-attr.)
function name(item, el, body) {
  const label = item.label ?? item.text;
  if (label === undefined || label === null || label === "") return;
  if (item.id) {
    el.setAttribute("aria-label", label);
  } else if (String(label) !== String(item.text ?? "")) {
    body.setAttribute("role", "img");
    body.setAttribute("aria-label", label);
  }
}

function drawItem(item, ctx) {
  const clickable = Boolean(item.id) && !item.disabled;
  const el = node(item.id ? "button" : "span", `pk-item pk-${item.kind}-item`);
  if (item.id) {
    el.type = "button";
    el.dataset.pick = item.id;
    el.disabled = !clickable;
    if (clickable) {
      el.addEventListener("click", (event) => {
        event.stopPropagation();
        ctx.stopRolling();
        ctx.model.send({ pick: item.id, picture: ctx.picture });
      });
    }
  }
  if (item.kind === "action" && item.primary) el.classList.add("pk-primary");
  if (item.kind === "cell") el.classList.add(`pk-cell-${item.style || "open"}`);
  if (item.marked) el.classList.add("pk-marked");
  if (item.held) {
    el.classList.add("pk-is-held");
    if (item.id) el.setAttribute("aria-pressed", "true");
  } else if (item.kind === "die" && item.id) {
    el.setAttribute("aria-pressed", "false");
  }
  if (item.title) el.title = item.title;
  const body = itemBody(item);
  if (item.rolled && ctx.rolling) body.classList.add("pk-rolling");
  el.appendChild(body);
  name(item, el, body);
  if (item.caption) el.appendChild(node("span", "pk-caption", item.caption));
  return el;
}

function drawPart(part, ctx) {
  const box = node("div", `pk-part pk-${part.kind}`);
  if (part.active) box.classList.add("pk-active");
  if (part.small) box.classList.add("pk-small");
  if (part.title) box.appendChild(node("div", "pk-title", part.title));
  switch (part.kind) {
    case "row": {
      const row = node("div", "pk-line");
      for (const item of part.items || []) row.appendChild(drawItem(item, ctx));
      box.appendChild(row);
      break;
    }
    case "rows":
      if (part.labels) box.classList.add("pk-labelled");
      if (part.notes) box.classList.add("pk-noted");
      (part.rows || []).forEach((items, index) => {
        const row = node("div", "pk-line pk-centred");
        if (index === part.current) row.classList.add("pk-current-row");
        const label = part.labels && part.labels[index];
        if (label) row.appendChild(node("span", "pk-row-label", label));
        for (const item of items) row.appendChild(drawItem(item, ctx));
        box.appendChild(row);
        if (part.notes) box.appendChild(node("div", "pk-note", part.notes[index] ?? ""));
      });
      break;
    case "table":
      box.appendChild(drawTable(part, ctx));
      break;
    case "group": {
      const inner = node("div", part.column ? "pk-stack" : "pk-spread");
      for (const child of part.parts || []) inner.appendChild(drawPart(child, ctx));
      box.appendChild(inner);
      break;
    }
    case "text":
      box.appendChild(node("div", `pk-text pk-text-${part.style || "plain"}`, part.text));
      break;
    default:
      break;
  }
  return box;
}

function drawTable(part, ctx) {
  const wrap = node("div", "pk-table-wrap");
  const table = node("table", part.dense ? "pk-sheet pk-dense" : "pk-sheet");
  const current = part.current;
  if (part.head && part.head.length) {
    const tr = node("tr");
    part.head.forEach((title, column) => {
      const th = node("th", column - 1 === current ? "pk-current" : "", title);
      th.scope = "col";
      tr.appendChild(th);
    });
    const thead = node("thead");
    thead.appendChild(tr);
    table.appendChild(thead);
  }
  const tbody = node("tbody");
  for (const row of part.rows || []) {
    const tr = node("tr", row.sum ? "pk-sum-row" : "");
    const th = node("th", "", row.label ?? "");
    th.scope = "row";
    tr.appendChild(th);
    (row.cells || []).forEach((cell, column) => {
      const td = node("td", column === current ? "pk-current" : "");
      if (cell) td.appendChild(drawItem(cell, ctx));
      tr.appendChild(td);
    });
    tbody.appendChild(tr);
  }
  table.appendChild(tbody);
  wrap.appendChild(table);
  return wrap;
}

// The board's language (its words are in the widget's language, not always the page's)
// and, when it has a label, a region landmark of that name around the whole board.
function describeRoot(root, model) {
  const lang = model.get("lang");
  if (lang) root.lang = lang;
  else root.removeAttribute("lang");
  const label = model.get("label");
  if (label) {
    root.setAttribute("role", "region");
    root.setAttribute("aria-label", label);
  } else {
    root.removeAttribute("role");
    root.removeAttribute("aria-label");
  }
}

// A new scene replaces the board's whole DOM, so the control that had the focus (the one
// just used, by keyboard or mouse) is gone and the focus would fall back to the page. The
// board notes which control had it and then gives it to the same control in the new
// scene, else to the next sensible one: one of the same kind (the next Throw after a
// Throw, another box of the sheet), the primary action, the control now at its place,
// the last control; with no control left (a computer's turn, the game's end), the board.
const enabled = (root) => [...root.querySelectorAll("button[data-pick]:not(:disabled)")];

function focusNote(root) {
  const active = document.activeElement;
  if (!active || !root.contains(active)) return null;
  const pick = active.dataset ? active.dataset.pick : undefined;
  return { pick, at: Math.max(enabled(root).indexOf(active), 0) };
}

function refocus(root, { pick, at }) {
  const controls = enabled(root);
  const kind = (id) => String(id).split(":")[0];
  const target =
    controls.find((el) => el.dataset.pick === pick) ||
    (pick !== undefined && controls.find((el) => kind(el.dataset.pick) === kind(pick))) ||
    controls.find((el) => el.classList.contains("pk-primary")) ||
    controls[Math.min(at, controls.length - 1)] ||
    root;
  target.focus({ preventScroll: true });
}

function render({ model, el }) {
  const root = node("div", "pk-board");
  root.tabIndex = -1; // it takes the focus when a redraw leaves no control to give it to
  el.appendChild(root);
  const describe = () => describeRoot(root, model);
  describe();
  const reduced = window.matchMedia && window.matchMedia("(prefers-reduced-motion: reduce)");
  let lastRoll;
  let timer;
  const ctx = {
    model,
    rolling: false,
    stopRolling() {
      ctx.rolling = false;
      clearTimeout(timer);
      for (const die of root.querySelectorAll(".pk-rolling")) die.classList.remove("pk-rolling");
    },
  };
  // any click on the board ends the tumble at once
  root.addEventListener("click", () => ctx.stopRolling());

  function draw() {
    const scene = model.get("scene") || {};
    const roll = scene.roll;
    ctx.picture = scene.picture;
    ctx.rolling = lastRoll !== undefined && roll !== lastRoll && !(reduced && reduced.matches);
    lastRoll = roll;
    const focus = focusNote(root);
    root.replaceChildren(...(scene.parts || []).map((part) => drawPart(part, ctx)));
    if (focus) refocus(root, focus);
    if (ctx.rolling) {
      clearTimeout(timer);
      timer = setTimeout(() => ctx.stopRolling(), 600);
    }
  }

  model.on("change:scene", draw);
  model.on("change:lang", describe);
  model.on("change:label", describe);
  draw();
  // after the first frame is painted: the kernel may now start what can wait
  requestAnimationFrame(() => setTimeout(() => model.send({ drawn: true }), 0));
  return () => {
    clearTimeout(timer);
    model.off("change:scene", draw);
    model.off("change:lang", describe);
    model.off("change:label", describe);
  };
}

export default { render };
