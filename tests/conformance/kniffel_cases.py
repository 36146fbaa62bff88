"""The Kniffel tables the conformance suite plays: every extra-Kniffel variant, one to
three seats, computer seats, and turns of one and two throws. (Six seats play in
`tests/kniffel/test_game.py`: a playout of 500 moves is too slow for the suite's
save checks at every step.)"""

from pyramide_kit import kniffel
from pyramide_kit.kniffel import Player, Rules, new_game
from tests.conformance.cases import Case

CASES = [
    Case("kniffel-book-solo", kniffel, lambda: new_game(1)),
    Case(
        "kniffel-hasbro-two-with-computer",
        kniffel,
        lambda: new_game(["Ada", ("Robo", True)], Rules("hasbro")),
    ),
    Case("kniffel-none-two-throws-two", kniffel, lambda: new_game(2, Rules("none", throws=2))),
    Case(
        "kniffel-book-one-throw-three-computers",
        kniffel,
        lambda: new_game([Player(f"P{i}", computer=True) for i in range(3)], Rules(throws=1)),
    ),
]
