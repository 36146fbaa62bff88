"""The class tally: groups report what their real dice showed, the class's pooled
frequency stands beside the exact value and the 95 % band.

`experiments` is the catalogue (each experiment an Explorer `Event` fed by dice instead
of a sampler), `model` the rule (`Tally`: every entry checked, immutable), `saving` the
JSON, `views` the texts and the figure, `app` the widget `ClassTally` (imported on first
use, so the model works without ipywidgets).
"""

from pyramide_kit.tally.experiments import EXPERIMENTS, Experiment, experiment
from pyramide_kit.tally.model import Group, Tally, parse_entry
from pyramide_kit.tally.saving import dumps, loads

__all__ = [
    "EXPERIMENTS",
    "ClassTally",
    "Experiment",
    "Group",
    "Tally",
    "dumps",
    "experiment",
    "loads",
    "parse_entry",
]


def __getattr__(name: str):
    if name == "ClassTally":
        from pyramide_kit.tally.app import ClassTally

        return ClassTally
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
