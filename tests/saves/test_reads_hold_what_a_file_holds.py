"""read_at_most (game/storage/save_limits.py, over rules/core/bounded_file.py), the one way saves, journals, the
statistics and the index are read: never past a limit, and into no more
memory than the file holds (asking read() for the limit made a buffer of the
whole limit first: 64 MB to read a 2 KB statistics file). A file that grows
while it is read (a journal being written) is read on to its limit."""
from __future__ import annotations

import os
import tracemalloc

import pytest

from rules.core import bounded_file
from game.storage.save_limits import SaveError, read_at_most

MB = 1024 * 1024


def peak_of(fn):
    tracemalloc.start()
    try:
        out = fn()
        return out, tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()


def test_a_small_file_is_read_into_about_its_size_whatever_the_limit(tmp_path):
    path = tmp_path / "small.json"
    path.write_bytes(b"x" * 2000)
    raw, peak = peak_of(lambda: read_at_most(path, 64 * MB, "too big"))
    assert raw == b"x" * 2000
    assert peak < 64 * 1024, f"reading 2 KB held {peak / MB:.1f} MB"


def test_a_file_over_its_limit_is_refused_unread(tmp_path):
    path = tmp_path / "huge.json"
    with open(path, "wb") as fh:
        fh.truncate(100 * MB)                    # sparse: nothing on the disk, 100 MB to a reader

    def refused():
        with pytest.raises(SaveError, match="too big"):
            read_at_most(path, 64 * MB, "too big")
    _none, peak = peak_of(refused)
    assert peak < MB


@pytest.mark.parametrize("limit, whole", [(8000, True), (5000, True), (4999, False)])
def test_a_file_that_grows_after_it_was_measured_is_read_on_to_its_limit(tmp_path, monkeypatch, limit, whole):
    path = tmp_path / "growing.journal"
    path.write_bytes(b"x" * 10)
    real = os.fstat

    def measured_then_written_to(fd):
        size = real(fd)
        with open(path, "ab") as fh:            # another writer appends just after the size was taken
            fh.write(b"y" * 4990)
        return size
    monkeypatch.setattr(bounded_file.os, "fstat", measured_then_written_to)
    if whole:
        assert read_at_most(path, limit, "too big") == b"x" * 10 + b"y" * 4990
    else:
        with pytest.raises(SaveError, match="too big"):
            read_at_most(path, limit, "too big")
