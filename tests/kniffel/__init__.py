"""Tests of the Kniffel game."""
