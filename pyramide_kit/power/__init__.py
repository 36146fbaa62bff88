"""The power curve of a binomial test: how likely a test of "the chance is p0" notices a
die whose real chance is p, for the throws, level and side a student picks.

`views` writes the texts (the kit's catalogue, `messages.power`) and draws the curve,
`app` is the widget `PowerCurve` (imported on first use, so the texts work without
ipywidgets). Every number comes from `pyramide_kit.binomial`.
"""

__all__ = ["PowerCurve"]


def __getattr__(name: str):
    if name == "PowerCurve":
        from pyramide_kit.power.app import PowerCurve

        return PowerCurve
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
