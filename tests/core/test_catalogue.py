"""The gettext catalogue: the code's English texts and the German `.po` hold the same
entries, every entry is translated and used, and the kit reads what the `.po` says."""

import ast
import gettext
import os
import re
from pathlib import Path

import pytest
from babel.messages.extract import extract_from_dir
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po

import pyramide_kit
from pyramide_kit import i18n
from pyramide_kit.i18n import CATALOGUE, Catalogue, compiled_catalogue, every_message, plural, t
from pyramide_kit.messages import KEYWORDS, msg, msgn

PACKAGE = Path(pyramide_kit.__file__).parent
PO = PACKAGE / "locale" / "de" / "LC_MESSAGES" / "pyramide_kit.po"


def _po():
    with PO.open("rb") as source:
        return read_po(source, locale="de")


def _extracted() -> set[tuple[str, str | tuple[str, str]]]:
    """(context, msgid) of every text, as `pybabel extract` finds them in the code."""
    found = extract_from_dir(
        str(PACKAGE / "messages"), method_map=[("**.py", "python")], keywords=KEYWORDS
    )
    return {(context, text) for _, _, text, _, context in found}


def test_the_po_file_holds_exactly_the_texts_that_pybabel_extracts_from_the_code():
    po = {(m.context, m.id) for m in _po() if m.id}
    extracted = _extracted()
    assert extracted - po == set(), "run pybabel update (README: Texts and translations)"
    assert po - extracted == set(), "the .po holds entries the code no longer has"
    assert len(extracted) > 1000


def test_the_kit_reads_the_same_texts_as_pybabel():
    code = {
        (m.key, m.english if m.other is None else (m.english, m.other)) for m in every_message()
    }
    assert code == _extracted()


def test_every_entry_has_a_german_translation():
    for message in _po():
        if not message.id:
            continue
        strings = message.string if message.pluralizable else (message.string,)
        assert all(s.strip() for s in strings), f"{message.context} has no German text"
        assert not message.fuzzy, f"{message.context} is marked fuzzy"


def test_german_texts_are_those_of_the_po_file():
    for message in _po():
        if not message.id:
            continue
        if message.pluralizable:
            forms = [CATALOGUE.plural_template(message.context, n, "de") for n in (1, 3)]
            assert forms == list(message.string)
            assert CATALOGUE.plural_template(message.context, 3, "en") == message.id[1]
        else:
            assert CATALOGUE.template(message.context, "de") == message.string
            assert CATALOGUE.template(message.context, "en") == message.id


def _fixed_parts_pattern(node: ast.JoinedStr) -> re.Pattern[str] | None:
    """An f-string as a pattern of the keys it can build (None if it fixes no key part)."""
    fixed = "".join(v.value for v in node.values if isinstance(v, ast.Constant))
    if "_" not in fixed:
        return None
    parts = [
        re.escape(v.value) if isinstance(v, ast.Constant) else r"[\w '-]+" for v in node.values
    ]
    return re.compile("".join(parts))


def test_every_entry_is_used_by_the_code():
    """A key is used where the code names it, builds it in an f-string, or (for `field_`
    keys) gives the field's name as an error's value."""
    names: set[str] = set()
    patterns: list[re.Pattern[str]] = []
    for path in PACKAGE.rglob("*.py"):
        if "messages" in path.relative_to(PACKAGE).parts:
            continue
        for node in ast.walk(ast.parse(path.read_text())):
            if isinstance(node, ast.Constant) and isinstance(node.value, str):
                names.add(node.value)
            elif isinstance(node, ast.JoinedStr) and (pattern := _fixed_parts_pattern(node)):
                patterns.append(pattern)

    def used(key: str) -> bool:
        field = key.removeprefix("field_")
        return key in names or field in names or any(p.fullmatch(key) for p in patterns)

    assert [key for key in CATALOGUE if not used(key)] == []


def test_every_step_text_belongs_to_a_worked_solution():
    """The steps of the exercises' solutions are the catalogue's `..._step_N` texts: each
    solution's steps are there, and no step text is left over."""
    from pyramide_kit.exercises import registry

    steps = {step for solution in registry._SOLUTIONS.values() for step in solution.steps}
    assert steps <= set(CATALOGUE)
    assert {key for key in CATALOGUE if re.search(r"_step_\d+$", key)} == steps


def test_few_texts_remain_as_language_dictionaries_in_the_code():
    """Texts belong in the catalogue; a `{"de": ...}` dictionary is left only for what is
    no text (a language's decimal marks, the words a reader types)."""
    found = [
        f"{path.relative_to(PACKAGE)}:{number}"
        for path in PACKAGE.rglob("*.py")
        for number, line in enumerate(path.read_text().splitlines(), 1)
        if '"de":' in line
    ]
    assert len(found) < 10, found


def test_german_counts_follow_the_catalogue_plural_rule():
    with pytest.raises(KeyError, match="depends on a count"):
        CATALOGUE.template("coach_choices", "de")
    with pytest.raises(KeyError, match="does not depend on a count"):
        plural("coach_choices_head", 2, "de")
    forms = {n: plural("coach_choices", n, "de") for n in (1, -1, 0, 2)}
    assert forms[1].endswith("Entscheidung") and forms[-1].endswith("Entscheidung")
    assert forms[0].endswith("Entscheidungen") and forms[2].endswith("Entscheidungen")


def test_a_key_given_twice_is_refused():
    catalogue = Catalogue(lambda: [msg("x", "one"), msgn("x", "{n} a", "{n} b")])
    with pytest.raises(ValueError, match="defined twice"):
        catalogue.keys()


def test_an_unknown_key_says_so():
    with pytest.raises(KeyError, match="no text 'no such key'"):
        t("no such key", "en")


def _catalogue_with(tmp_path: Path, title: str) -> Path:
    """A copy of the kit's locale folder whose German title of Pyramide is `title`."""
    folder = tmp_path / "locale" / "de" / "LC_MESSAGES"
    folder.mkdir(parents=True)
    text = PO.read_text().replace(
        'msgctxt "pyr_title"\nmsgid "Pyramide"\nmsgstr "Pyramide"',
        f'msgctxt "pyr_title"\nmsgid "Pyramide"\nmsgstr "{title}"',
    )
    assert title in text
    (folder / "pyramide_kit.po").write_text(text)
    return folder


def test_a_po_file_newer_than_its_mo_is_read_at_once(tmp_path, monkeypatch):
    folder = _catalogue_with(tmp_path, "Pyramide (bearbeitet)")
    with (folder / "pyramide_kit.po").open("rb") as source:
        stale = read_po(source, locale="de")
    stale.get("Pyramide", context="pyr_title").string = "veraltet"
    with (folder / "pyramide_kit.mo").open("wb") as mo:
        write_mo(mo, stale)
    old = (folder / "pyramide_kit.po").stat().st_mtime - 60
    os.utime(folder / "pyramide_kit.mo", (old, old))
    monkeypatch.setattr(i18n, "LOCALE_DIR", tmp_path / "locale")
    assert compiled_catalogue("de").pgettext("pyr_title", "Pyramide") == "Pyramide (bearbeitet)"


def test_a_compiled_mo_is_read_when_it_is_current(tmp_path, monkeypatch):
    folder = _catalogue_with(tmp_path, "Pyramide (aus der po-Datei)")
    with (folder / "pyramide_kit.po").open("rb") as source:
        catalog = read_po(source, locale="de")
    catalog.get("Pyramide", context="pyr_title").string = "aus der mo-Datei"
    with (folder / "pyramide_kit.mo").open("wb") as mo:
        write_mo(mo, catalog)
    monkeypatch.setattr(i18n, "LOCALE_DIR", tmp_path / "locale")
    german = compiled_catalogue("de")
    assert isinstance(german, gettext.GNUTranslations)
    assert german.pgettext("pyr_title", "Pyramide") == "aus der mo-Datei"


def test_english_needs_no_catalogue():
    english, german = compiled_catalogue("en"), compiled_catalogue("de")
    assert english.pgettext("throw", "Throw") == "Throw"
    assert german.pgettext("throw", "Throw") == "Würfeln"
