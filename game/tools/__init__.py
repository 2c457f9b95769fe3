"""What runs the app without a player: the smoke run, screenshots, the contact sheets,
the first-frame timing and what the benchmarks share (game/bench.py is the entry)."""
