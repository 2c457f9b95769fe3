"""The test command always ends: a test that hangs is stopped by its timeout
(pytest-timeout, pytest.ini) and a worker that crashes ends the run with the
crash's traceback (xdist's --max-worker-restart=0, pytest.ini). With xdist's
restarts a worker that segfaulted again after its replacement left the run
waiting for ever. Run here on a few tests made to hang and crash,
with the project's own pytest.ini, on one worker (the cheapest that has workers to crash)."""
from __future__ import annotations

import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]

BAD_TESTS = {
    "test_crash.py": """
        import os, signal

        def test_a_segfault_every_time():
            os.kill(os.getpid(), signal.SIGSEGV)

        def test_after_it():
            pass
    """,
    "test_hang.py": """
        import threading

        def test_waits_on_a_lock_no_one_releases():
            lock = threading.Lock()
            lock.acquire()
            lock.acquire()
    """,
    "test_fine.py": """
        def test_fine():
            pass
    """,
}


def _run(tmp_path: Path, names: list[str]):
    for name in names:
        (tmp_path / name).write_text(textwrap.dedent(BAD_TESTS[name]))
    t0 = time.monotonic()
    try:
        done = subprocess.run([sys.executable, "-m", "pytest", "-c", str(ROOT / "pytest.ini"), "--rootdir",
                               str(tmp_path), "-p", "no:cacheprovider", "-p", "no:randomly", "-n", "1",
                               "-o", "timeout=5", str(tmp_path)],
                              cwd=tmp_path, capture_output=True, text=True, timeout=240)
    except subprocess.TimeoutExpired:
        pytest.fail("the run did not end in 240 s")
    return done, done.stdout + done.stderr, time.monotonic() - t0


def test_a_test_waiting_on_a_lock_for_ever_is_stopped_by_its_timeout_with_its_traceback(tmp_path):
    done, out, took = _run(tmp_path, ["test_hang.py", "test_fine.py"])
    assert done.returncode != 0
    assert "Timeout (>5.0s)" in out and "lock.acquire()" in out, out[-3000:]
    assert "1 failed, 1 passed" in out          # the worker went on
    assert took < 120


def test_a_worker_that_crashes_ends_the_run_in_seconds_with_the_reason(tmp_path):
    done, out, took = _run(tmp_path, list(BAD_TESTS))
    assert done.returncode != 0
    assert "crashed while running 'test_crash.py::test_a_segfault_every_time'" in out, out[-3000:]
    assert "Segmentation fault" in out, out[-3000:]           # the crash's traceback (faulthandler)
    assert took < 120
