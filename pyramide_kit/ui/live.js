// The front end of pyramide_kit.ui.live.LiveRegion: one polite live region that stays in
// the page (a screen reader only announces changes of a region it already knows) and
// whose text is the latest news, one paragraph a line. It is not drawn: the move log
// shows the same lines on screen.

function render({ model, el }) {
  const region = document.createElement("div");
  region.className = "pk-live pk-sr-only";
  region.setAttribute("role", "status");
  region.setAttribute("aria-live", "polite");
  region.setAttribute("aria-atomic", "true");
  // visually hidden, still read (the usual "screen reader only" rules)
  Object.assign(region.style, {
    position: "absolute",
    width: "1px",
    height: "1px",
    margin: "-1px",
    padding: "0",
    overflow: "hidden",
    clip: "rect(0 0 0 0)",
    whiteSpace: "nowrap",
    border: "0",
  });
  el.appendChild(region);

  function say() {
    const lang = model.get("lang");
    if (lang) region.lang = lang;
    else region.removeAttribute("lang");
    const lines = model.get("lines") || [];
    region.replaceChildren(...lines.map((line) => {
      const p = document.createElement("p");
      p.textContent = line;
      return p;
    }));
  }

  model.on("change:said", say);
  model.on("change:lang", say);
  say();
  return () => {
    model.off("change:said", say);
    model.off("change:lang", say);
  };
}

export default { render };
