"""Who plays the computer seats: one reading of a game widget's `policies` argument.

Every game widget lets the teacher say how its computer seats play, in one of three
ways: one policy for all of them; a sequence with one policy per computer seat, in seat
order; or a mapping from some computer seats (by seat number or by name) to their
policies, the others playing the game's default. `seat_policies` reads any of these into
{seat number: policy} for every computer seat, checked against the seats, and refuses
anything else with one message in both languages (`shell_err_policies`).

It needs no widgets, so an engine or a test can use it too.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

from pyramide_kit.errors import RuleError, quoted

if TYPE_CHECKING:
    from pyramide_kit.spec import GameSpec

__all__ = ["seat_policies"]


def seat_policies(given: Any, seats: Sequence[Any], spec: GameSpec) -> dict[int, Any]:
    """{computer seat number: policy} for every computer seat of `seats`, from the
    computer players the game declares (`spec.policies`).

    `given` is None (every computer seat plays the game's default policy), one policy
    (of a kind the game declares) for all of them, a sequence of one policy per computer
    seat in seat order, or a mapping {seat number or name: policy} naming computer seats (the others
    play the default). Anything else, a seat that is not a computer seat, a seat named
    twice or a sequence of another length is a `RuleError` that names the computer
    seats.
    """
    default, accepts = spec.policy(), spec.policy_types()
    computers = [seat for seat, player in enumerate(seats) if player.computer]
    numbers = {player.name: seat for seat, player in enumerate(seats)}
    if given is None:
        given = default
    if isinstance(given, accepts):
        return dict.fromkeys(computers, given)
    chosen: dict[int, Any] | None = None
    if isinstance(given, Mapping):
        chosen = {}
        for key, policy in given.items():
            seat = numbers.get(key) if isinstance(key, str) else key
            if isinstance(seat, bool) or seat not in computers or seat in chosen:
                chosen = None
                break
            chosen[seat] = policy
    elif (
        isinstance(given, Sequence) and not isinstance(given, str) and len(given) == len(computers)
    ):
        chosen = dict(zip(computers, given, strict=True))
    if chosen is None or not all(isinstance(p, accepts) for p in chosen.values()):
        names = ", ".join(seats[seat].name for seat in computers) or "-"
        raise RuleError(
            f"the computer seats ({names}) play {', '.join(k.__name__ for k in accepts)}: "
            "one policy for all of them, one policy per computer seat in seat order, or a "
            f"mapping seat (number or name) -> policy for some of them; not {quoted(given)}",
            "shell_err_policies",
            computers=names,
            kinds=", ".join(k.__name__ for k in accepts),
            value=quoted(given),
        )
    return {seat: chosen.get(seat, default) for seat in computers}
