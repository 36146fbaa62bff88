"""The hostile-input suite: Hypothesis attacks every public entry point of the kit.

- `entry_points.py`: the registry (`ENTRY_POINTS`, `STORED_INTS`); one line per entry;
- `values.py`: the hostile values by kind (whole numbers, sizes, text, flags, rates,
  iterables, generators, moves, states, saves);
- `guard.py`: runs one call under a 2 s wall-time budget and a 512 MB memory cap;
- `test_hostile.py`: the properties, checked for every entry;
- `test_numpy_ints.py`: numpy integers accepted and stored as plain ints.

`HOSTILE_EXAMPLES=100` runs more examples per entry, `HOSTILE_SHRINK=1` shrinks a
failure to its simplest example (both cost time).
"""
