"""pyramide-kit: probability with five dice and card games, exact odds beside simulations.

Each game lives in its own subpackage (`pyramide`, `schmieden`, `karten`, `mauro`,
`kniffel`) with the same files: `rules` (the one rules engine), `odds` (exact values as
SymPy Rationals), `strategy` (computer players) and `app` (the notebook widget).
"""

__version__ = "0.1.0"
