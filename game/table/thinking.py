"""Computer players think in a helper process, so no frame waits on them.

A decision of the rules' agents can take a whole frame in one piece (a Normal
heuristic that weighs every move, a Hard search whose rollout step overruns its
slice), and no rule or strength may change to make it shorter. So the table hands
each decision to one helper process: it sends a copy of the seat's view and what
builds the same agent (the game's GameInfo, the level, the seat, the agent's seed
and its count of decisions so far, which seeds the decision's random numbers),
and each frame it only asks whether the answer has come. The helper builds the
agent with `info.agent(level, seat, seed)`, exactly as the table does, and steps
its thinker to the end, so it decides exactly what the agent would have decided
in the window.

    t = thinker(info, level, agent, view, seat)     # a rules Thinker: step(), result
    t.step(0.003)  -> True once the answer is in; t.result is the action

The helper is started with multiprocessing's "spawn" method (a fresh interpreter:
no SDL state is copied into it), on the first decision, and it lives as long as
the app. It imports the rules, never pygame: it blocks the name before it imports
anything (pytmx, which Survive the Island's board reads, would otherwise pull
pygame in; it reads the maps without it). A frozen build starts it through
multiprocessing.freeze_support() in main.py.

A request the table no longer wants (a move taken back, a game loaded, the table
closed: the thinker is dropped or `cancel()`ed) is cancelled in the helper, which
then drops that search. When the helper cannot start, dies, or does not answer,
the decision is made in the window instead, stepped a slice per frame as before,
and the reason is logged (`helper().problem` holds it); so is a request that
cannot be copied (a view that does not pickle). Setting the environment variable
MONSTER_ISLES_AI_PROCESS=0 keeps all thinking in the window (the UI tests do, so
their frames are deterministic).
"""
from __future__ import annotations

import logging
import multiprocessing
import multiprocessing.connection
import os
import sys
import time
import weakref
from collections import deque

from rules.core.agents import Thinker
from rules.core.contract import GameState, Seat
from rules.core import registry
from rules.core.registry import GameInfo

# imported now, not in the frame of the first decision
if sys.platform == "win32":
    import multiprocessing.popen_spawn_win32  # noqa: F401
else:
    import multiprocessing.popen_spawn_posix  # noqa: F401
    import multiprocessing.resource_tracker  # noqa: F401

log = logging.getLogger("monster_isles.thinking")

#: the environment variable that keeps thinking in the window when "0"
IN_PROCESS_SWITCH = "MONSTER_ISLES_AI_PROCESS"
#: how long the helper may take to start before the window thinks instead (s)
START_TIMEOUT = 20.0
#: how long one decision may take in the helper before the window thinks instead (s):
#: Hard's budget is under a second, a Normal decision a few milliseconds
ANSWER_TIMEOUT = 30.0
#: how long the helper steps a search between looks at its mailbox (s)
HELPER_SLICE = 0.02
#: how much lower the helper's scheduling priority is than the window's
HELPER_NICENESS = 10


class HelperLost(Exception):
    """The helper process is gone or broken; the window thinks instead."""


class ThinkingHelper:
    """The one helper process the computer players think in, seen from the app.

    submit() sends a request and returns its number; answer(number) returns the
    (action, decisions, seconds) once it has come, else None; cancel(number)
    withdraws it. The first submit starts the process."""

    def __init__(self, context: str = "spawn", start_timeout: float = START_TIMEOUT,
                 answer_timeout: float = ANSWER_TIMEOUT) -> None:
        self.context = context
        self.start_timeout = start_timeout
        self.answer_timeout = answer_timeout
        #: why the helper is not used (None while it is, or has not been needed yet)
        self.problem: str | None = None
        #: the helper's process id, once it has said it is ready
        self.pid: int | None = None
        #: whether pygame was loaded in the helper (it must not be)
        self.helper_has_pygame: bool | None = None
        self._proc = None
        self._conn: multiprocessing.connection.Connection | None = None
        self._started = 0.0
        self._ready = False
        self._next = 0
        self._asked: dict[int, float] = {}       # live requests: number -> when sent
        self._answers: dict[int, tuple] = {}

    # -- the process --------------------------------------------------------------------------
    @property
    def running(self) -> bool:
        return self._conn is not None

    def start(self) -> bool:
        """Starts the helper (once); False (and `problem` says why) if it cannot."""
        if self._conn is not None:
            return True
        if self.problem is not None:
            return False
        try:
            ctx = multiprocessing.get_context(self.context)
            mine, theirs = ctx.Pipe(duplex=True)
            proc = ctx.Process(target=serve, args=(theirs,), name="monster-isles-thinking", daemon=True)
            proc.start()
            theirs.close()
        except Exception as exc:     # no processes on this system, a frozen build without support...
            self._give_up(f"the thinking helper could not start ({type(exc).__name__}: {exc})")
            return False
        self._proc, self._conn = proc, mine
        self._started = time.monotonic()
        return True

    def stop(self) -> None:
        """Ends the helper (the app quits; tests)."""
        conn, proc = self._conn, self._proc
        self._conn = self._proc = None
        self._ready = False
        self._asked.clear()
        self._answers.clear()
        if conn is not None:
            try:
                conn.send(("stop",))
            except OSError:
                pass
            conn.close()
        if proc is not None:
            proc.join(2.0)
            if proc.is_alive():
                proc.terminate()
                proc.join(1.0)

    def _give_up(self, why: str) -> None:
        if self.problem is None:
            self.problem = why
            log.warning("%s; computer players think in the window instead", why)
        proc, conn = self._proc, self._conn
        self._conn = self._proc = None
        self._asked.clear()
        self._answers.clear()
        if conn is not None:
            conn.close()
        if proc is not None and proc.is_alive():
            proc.terminate()

    # -- requests --------------------------------------------------------------------------------
    def submit(self, info: GameInfo, level: str, seat: Seat, seed: int, decisions: int,
               view: GameState) -> int | None:
        """Sends one decision to the helper; its number, or None when the window
        must think (the helper is not available, or the request does not copy)."""
        if not self.start():
            return None
        number = self._next
        self._next += 1
        try:
            self._conn.send(("think", number, info, level, seat, seed, decisions, view))
        except (OSError, EOFError) as exc:
            self._give_up(f"the thinking helper stopped ({type(exc).__name__}: {exc})")
            return None
        except Exception as exc:     # the view or the game's info does not pickle
            log.warning("a decision of %s could not be sent to the thinking helper (%s: %s); "
                        "it is made in the window", info.id, type(exc).__name__, exc)
            return None
        self._asked[number] = time.monotonic()
        return number

    def answer(self, number: int) -> tuple | None:
        """(action, decisions, seconds) once request `number` is answered, else
        None. Raises HelperLost when it never will be (the window thinks instead)."""
        if number not in self._asked:
            raise HelperLost(self.problem or "the request was withdrawn")
        if number not in self._answers:
            self._collect()
        got = self._answers.pop(number, None)
        if got is not None:
            self._asked.pop(number, None)
            if got[0] == "failed":
                raise HelperLost(got[1])
            return got[1:]
        if self._conn is None:
            raise HelperLost(self.problem or "the thinking helper stopped")
        now = time.monotonic()
        if not self._ready and now - self._started > self.start_timeout:
            self._give_up(f"the thinking helper did not start within {self.start_timeout:.0f} s")
            raise HelperLost(self.problem)
        if self._ready and now - self._asked[number] > self.answer_timeout:
            self._give_up(f"the thinking helper did not answer within {self.answer_timeout:.0f} s")
            raise HelperLost(self.problem)
        return None

    def cancel(self, number: int) -> None:
        """Withdraws request `number` (the table no longer wants it)."""
        self._answers.pop(number, None)
        if self._asked.pop(number, None) is not None and self._conn is not None:
            try:
                self._conn.send(("cancel", number))
            except (OSError, EOFError) as exc:
                self._give_up(f"the thinking helper stopped ({type(exc).__name__}: {exc})")

    def _collect(self) -> None:
        """Reads every message the helper has sent (never waits)."""
        conn = self._conn
        if conn is None:
            return
        try:
            while conn.poll(0):
                msg = conn.recv()
                kind = msg[0]
                if kind == "ready":
                    self._ready = True
                    self.pid, self.helper_has_pygame = msg[1], msg[2]
                elif kind == "done" and msg[1] in self._asked:
                    self._answers[msg[1]] = ("done",) + tuple(msg[2:])
                elif kind == "failed" and msg[1] in self._asked:
                    log.warning("the thinking helper failed a decision: %s", msg[2])
                    self._answers[msg[1]] = ("failed", msg[2])
        except (OSError, EOFError) as exc:
            self._give_up(f"the thinking helper stopped ({type(exc).__name__}: {exc or 'closed'})")


_HELPER: ThinkingHelper | None = None


def helper() -> ThinkingHelper:
    """The app's one thinking helper (not started until a decision needs it)."""
    global _HELPER
    if _HELPER is None:
        _HELPER = ThinkingHelper()
    return _HELPER


def prepare() -> None:
    """Starts the helper ahead of the first decision (the app does, before its
    first frame), unless thinking is to stay in the window."""
    if not in_process_only():
        helper().start()


def in_process_only() -> bool:
    return os.environ.get(IN_PROCESS_SWITCH, "1").strip().lower() in ("0", "no", "off", "false")


def thinker(info: GameInfo, level: str, agent, view: GameState, seat: Seat,
            use: ThinkingHelper | None = None) -> Thinker:
    """The decision of `agent` (the table's agent for `seat`, made by
    `info.agent(level, seat, seed)`) from `view`: made in the helper process, or
    in the window when the helper cannot be used."""
    if in_process_only() or not hasattr(agent, "decisions") or not hasattr(agent, "seed"):
        return agent.thinker(view, seat)
    return HelperThinker(use or helper(), info, level, agent, view, seat)


class HelperThinker(Thinker):
    """A decision being made in the helper. step() costs the frame one look at
    the helper's mailbox; when the helper is lost, the decision is made here,
    by the table's own agent, a slice per step, exactly as it would have been."""

    def __init__(self, helper: ThinkingHelper, info: GameInfo, level: str, agent, view: GameState,
                 seat: Seat) -> None:
        super().__init__()
        self.helper = helper
        self.agent = agent
        self.view = view
        self.seat = seat
        self._decisions = agent.decisions
        self._local: Thinker | None = None
        self.number = helper.submit(info, level, seat, agent.seed, agent.decisions, view)
        if self.number is None:
            self._local = agent.thinker(view, seat)
            self._withdraw = None
        else:
            self._withdraw = weakref.finalize(self, helper.cancel, self.number)
            self._withdraw.atexit = False       # at exit the helper goes anyway

    @property
    def in_helper(self) -> bool:
        return self._local is None

    def step(self, seconds: float) -> bool:
        if self.done:
            return True
        if self._local is None:
            try:
                got = self.helper.answer(self.number)
            except HelperLost:
                self._withdraw.detach()
                self.agent.decisions = self._decisions    # as if the helper had never been asked
                self._local = self.agent.thinker(self.view, self.seat)
            else:
                if got is None:
                    return False
                self._withdraw.detach()
                self.result, self.agent.decisions, self.spent = got
                self.done = True
                return True
        if self._local.step(seconds):
            self.result = self._local.result
            self.spent = getattr(self._local, "spent", 0.0)
            self.done = True
        return self.done

    def cancel(self) -> None:
        """The table no longer wants this decision."""
        if self._withdraw is not None:
            self._withdraw()


# -- the helper process ----------------------------------------------------------------------------
def serve(conn) -> None:
    """The helper's loop: requests are made one at a time, in order; a search
    is stepped HELPER_SLICE at a time, with a look at the mailbox (cancels, new
    requests) between steps. Ends when the app closes its end or says stop."""
    sys.modules.setdefault("pygame", None)    # an import of pygame now fails: no SDL here
    # pytmx then says it "cannot import pygame": that is on purpose, not news
    logging.getLogger("pytmx").addHandler(logging.NullHandler())
    logging.getLogger("pytmx").propagate = False
    if hasattr(os, "nice"):
        # the window comes first: woken by a request, the helper must not take
        # the CPU the window's frame is running on
        try:
            os.nice(HELPER_NICENESS)
        except OSError:
            pass
    conn.send(("ready", os.getpid(), sys.modules.get("pygame") is not None))
    agents: dict[tuple, object] = {}
    queue: deque = deque()
    current = None          # (number, agent, thinker)
    while True:
        try:
            msgs = [] if (current is not None or queue) else [conn.recv()]
            while conn.poll(0):
                msgs.append(conn.recv())
        except (EOFError, OSError):
            return
        for msg in msgs:
            if msg[0] == "stop":
                return
            if msg[0] == "think":
                queue.append(msg)
            elif msg[0] == "cancel":
                if current is not None and current[0] == msg[1]:
                    current = None
                else:
                    queue = deque(m for m in queue if m[1] != msg[1])
        if current is None and queue:
            _, number, info, level, seat, seed, decisions, view = queue.popleft()
            try:
                key = (info.id, info.make_agent, level, seat, seed)
                agent = agents.get(key)
                if agent is None:
                    agent = agents[key] = info.agent(level, seat, seed)
                agent.decisions = decisions
                current = (number, agent, agent.thinker(view, seat))
            except Exception as exc:
                _send(conn, ("failed", number, f"{type(exc).__name__}: {exc}"))
                continue
        if current is not None:
            number, agent, t = current
            try:
                finished = t.step(HELPER_SLICE)
            except Exception as exc:
                current = None
                _send(conn, ("failed", number, f"{type(exc).__name__}: {exc}"))
                continue
            if finished:
                current = None
                _send(conn, ("done", number, t.result, agent.decisions, t.spent))


def _send(conn, msg) -> None:
    try:
        conn.send(msg)
    except (EOFError, OSError):
        sys.exit(0)


# -- a check that the helper works (the smoke run; a frozen build) -----------------------------
def check(use: ThinkingHelper | None = None, timeout: float = 60.0) -> str:
    """Makes the first decision of every available game at every level in the
    helper, and the Easy and Normal ones in the window too, and compares them.
    Returns a one-line account; raises RuntimeError when the helper is not
    used, an Easy or Normal decision differs, or Hard's is not a legal move."""
    h = use or helper()
    t0 = time.perf_counter()
    made = 0
    for info in registry.available():
        players = max(info.min_players, min(3, info.max_players))
        state = info.load_state_class().new_game(info.default_options(players), 1)
        seat = state.to_act()[0]
        for level in ("easy", "normal", "hard"):
            here = info.agent(level, seat, 7).choose(state.view(seat), seat) if level != "hard" else None
            t = HelperThinker(h, info, level, info.agent(level, seat, 7), state.view(seat), seat)
            end = time.monotonic() + timeout
            while not t.step(0.003):
                if time.monotonic() > end:
                    raise RuntimeError(f"the thinking helper gave no answer for {info.name} in {timeout:.0f} s")
                time.sleep(0.002)
            if not t.in_helper:
                raise RuntimeError(f"the thinking helper is not used: {h.problem}")
            if level != "hard" and t.result != here:
                raise RuntimeError(f"{info.name} {level}: the helper chose {t.result}, the window {here}")
            if t.result not in state.legal_actions(seat):
                raise RuntimeError(f"{info.name} {level}: the helper chose {t.result}, which is not legal")
            made += 1
    return (f"{made} decisions in the thinking helper (process {h.pid}, pygame "
            f"{'loaded' if h.helper_has_pygame else 'not loaded'}) in {(time.perf_counter() - t0) * 1000:.0f} ms")
