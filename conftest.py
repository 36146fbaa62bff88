"""Settings for every run of the suite, the lessons under nbval included: nbval also
compares the lessons' stored figures with fresh ones (`tests/lesson_outputs.py`)."""

from tests.lesson_outputs import install

install()
