"""pyramide-kit: probability with five dice and card games, exact odds beside simulations.

Each game lives in its own subpackage (`pyramide`, `schmieden`, `karten`, `mauro`,
`kniffel`) with the same files: `rules` (the one rules engine), `odds` (exact values as
SymPy Rationals), `strategy` (computer players) and `app` (the notebook widget).
"""

__version__ = "0.1.0"

__all__ = ["Explorer", "__version__"]


def __getattr__(name: str):
    """`pyramide_kit.Explorer` is imported on first use, so `import pyramide_kit` stays light."""
    if name == "Explorer":
        from pyramide_kit.explorer.app import Explorer

        return Explorer
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
