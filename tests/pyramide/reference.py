"""An independent reference for Pyramide scoring, written straight from RULES.md §1.

It tries every arrangement of the six dice on the six places of the large pyramid
(B1 B2 B3 M1 M2 T) and reads the half and small pyramids off the same arrangement, so it
shares no code with `pyramide_kit.pyramide.build`. Tests compare the two.
"""

from itertools import permutations

MULTIPLIER = {"large": 3, "half": 2, "small": 1}
SIZE = {"large": 3, "half": 2, "small": 1}


def _rests(z, x, y):
    return z == max(x, y) - min(x, y) + 1


def reference_best(dice):
    """(best score, kind of the best build with ties going to the larger pyramid)."""
    total = sum(dice)
    best = (-total, 0, "none")  # score, size, kind
    for b1, b2, b3, m1, m2, top in set(permutations(dice)):
        candidates = []
        half_ok = _rests(m1, b1, b2) and _rests(m2, b2, b3)
        if half_ok:
            used = [b1, b2, b3, m1, m2]
            value = (100 if b1 == 1 else 10 * b1) if b1 == b2 == b3 else sum(used)
            candidates.append(("half", value, total - sum(used)))
            if _rests(top, m1, m2):
                candidates.append(("large", value if b1 == b2 == b3 else value + top, 0))
        if _rests(m1, b1, b2):
            candidates.append(("small", b1 + b2 + m1, total - b1 - b2 - m1))
        for kind, value, unused in candidates:
            score = value * MULTIPLIER[kind] - unused
            best = max(best, (score, SIZE[kind], kind))
    return best[0], best[2]
