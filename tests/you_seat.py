"""A seat called "You" (English) or "Du" (German) is the student at the screen: every
widget must speak to it in the second person. Shared by the games' `test_app.py`.

The checks are grammar, not copied output: in English a verb after "You" takes no -s
("You throw", never "You throws") and "you" as an object is lower case ("to you"); in
German the verb after "Du" ends in -st ("Du würfelst", "Du hältst", "Du bist") and the
object is "dich" ("an dich", never "an Du"). Any other name keeps the third person
("Anna throws", "Anna würfelt").
"""

from __future__ import annotations

import random
import re
from html import unescape

YOU = {"en": "You", "de": "Du"}


def plain(html: str) -> str:
    return unescape(re.sub(r"<[^>]+>", "", html))


def play_to_end(app, seed: int = 0, before_move=None, max_moves: int = 5000) -> list[str]:
    """Play the human seats by legal moves chosen by a seeded generator; the status line
    before every move (and the last one) in plain text."""
    choose = random.Random(seed)
    statuses = []
    for _ in range(max_moves):
        statuses.append(plain(app.status.value))
        if app.state.over:
            return statuses
        if before_move is not None and before_move(app):
            continue
        assert app.play(choose.choice(list(app.state.legal_moves()))), app.message.text
    raise AssertionError("the game did not end")


def check_second_person(lines: list[str], lang: str, other: str = "Anna") -> int:
    """Assert the grammar above on `lines`; return how many lines have You/Du as the
    subject of a verb (so a test can insist there are some)."""
    you = YOU[lang]
    subjects = 0
    for line in lines:
        for verb in re.findall(rf"\b{you} ([^\W\d_]+)", line):
            subjects += 1
            if lang == "en":
                assert not verb.endswith("s"), line
            else:
                assert verb.endswith("st"), line
        for verb in re.findall(rf"\b{other} ([^\W\d_]+)", line):
            if lang == "en":
                assert verb.endswith("s") or verb == "to", line
            else:
                assert verb.endswith("t"), line
        assert not re.search(r"\b(to|an|von|für) (You|Du)\b", line), line
        assert "You's" not in line and "You to play" not in line, line
        assert "Du ist dran" not in line, line
    return subjects
