"""Test settings shared by the whole suite.

Hypothesis runs derandomised in CI (`CI` set) so a red build can be reproduced; locally
it explores freely. Matplotlib draws without a screen.
"""

import os

import matplotlib
from hypothesis import HealthCheck, settings

matplotlib.use("Agg")

settings.register_profile(
    "ci", derandomize=True, deadline=None, suppress_health_check=[HealthCheck.too_slow]
)
settings.register_profile("dev", deadline=None, suppress_health_check=[HealthCheck.too_slow])
settings.load_profile("ci" if os.environ.get("CI") else "dev")
