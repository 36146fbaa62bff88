// The front end of pyramide_kit.menu.GameMenu: the cards of the games, or, while a game
// is open, the button back to them. A click sets `chosen`; the kernel shows the game below.
// While a game is open its name is the heading above it (the game's own title is hidden by
// the kernel). The focus follows: to that heading when a game opens, to its card's button
// on the way back.

function node(tag, className, text) {
  const el = document.createElement(tag);
  if (className) el.className = className;
  if (text !== undefined && text !== null) el.textContent = String(text);
  return el;
}

function render({ model, el }) {
  const root = node("div", "pk-menu-root");
  el.appendChild(root);
  let last = "";
  let drawn = false;

  function choose(key) {
    model.set("chosen", key);
    model.save_changes();
  }

  function drawCards() {
    const list = node("ul", "pk-menu-cards");
    for (const card of model.get("cards") || []) {
      const item = node("li", "pk-menu-card");
      const group = node("div", "pk-menu-group");
      const heading = `pk-menu-${card.key}-${Math.random().toString(36).slice(2, 8)}`;
      group.setAttribute("role", "group");
      group.setAttribute("aria-labelledby", heading);
      const picture = node("div", "pk-menu-picture");
      picture.innerHTML = card.picture; // drawn by the kit, no user input
      const title = node("h2", "pk-menu-name", card.name);
      title.id = heading;
      const line = node("p", "pk-menu-line", card.line);
      const play = node("button", "pk-menu-play", card.play);
      play.type = "button";
      play.setAttribute("aria-label", card.label);
      play.dataset.game = card.key;
      play.addEventListener("click", () => choose(card.key));
      group.append(picture, title, line, play);
      item.appendChild(group);
      list.appendChild(item);
    }
    return list;
  }

  function draw() {
    const open = model.get("chosen");
    root.lang = model.get("lang") || "";
    if (open) {
      const back = node("button", "pk-menu-back");
      back.type = "button";
      const arrow = node("span", "pk-menu-arrow", "← ");
      arrow.setAttribute("aria-hidden", "true");
      back.append(arrow, model.get("back"));
      back.addEventListener("click", () => choose(""));
      const card = (model.get("cards") || []).find((c) => c.key === open);
      const title = node("h2", "pk-menu-title", card ? card.name : "");
      title.setAttribute("tabindex", "-1");
      const bar = node("div", "pk-menu-bar");
      bar.append(back, title);
      root.replaceChildren(bar);
      if (drawn) title.focus();
    } else {
      const cards = drawCards();
      cards.setAttribute("aria-label", model.get("label"));
      root.replaceChildren(cards);
      const button = last && cards.querySelector(`[data-game="${last}"]`);
      if (drawn && button) button.focus();
    }
    last = open;
    drawn = true;
  }

  model.on("change:chosen", draw);
  model.on("change:cards", draw);
  draw();
  return () => {
    model.off("change:chosen", draw);
    model.off("change:cards", draw);
  };
}

export default { render };
