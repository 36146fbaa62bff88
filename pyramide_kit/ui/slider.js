// The front end of pyramide_kit.ui.slider.Slider: a native range input over the options'
// positions, named by its visible <label> (a screen reader says the description) and
// reading out the option's label (aria-valuetext). The kernel hears of a new position
// when the student lets go (the "change" event), as ipywidgets' continuous_update=False.

let made = 0;

function render({ model, el }) {
  made += 1;
  const id = `pk-slider-${made}-${Math.random().toString(36).slice(2, 8)}`;
  const box = document.createElement("div");
  box.className = "pk-slider widget-inline-hbox";
  const label = document.createElement("label");
  label.className = "widget-label";
  label.htmlFor = id;
  const input = document.createElement("input");
  input.type = "range";
  input.id = id;
  input.min = "0";
  input.step = "1";
  const readout = document.createElement("output");
  readout.className = "widget-readout";
  readout.htmlFor = id;
  box.append(label, input, readout);
  el.appendChild(box);

  function speak(index) {
    const text = (model.get("labels") || [])[index] ?? "";
    input.setAttribute("aria-valuetext", text);
    readout.textContent = text;
  }

  function draw() {
    const labels = model.get("labels") || [];
    label.textContent = model.get("description");
    const lang = model.get("lang");
    if (lang) box.lang = lang;
    else box.removeAttribute("lang");
    input.max = String(Math.max(labels.length - 1, 0));
    input.value = String(model.get("index"));
    readout.hidden = !model.get("readout");
    speak(model.get("index"));
  }

  input.addEventListener("input", () => speak(Number(input.value)));
  input.addEventListener("change", () => {
    model.set("index", Number(input.value));
    model.save_changes();
  });
  model.on("change", draw);
  draw();
  return () => model.off("change", draw);
}

export default { render };
