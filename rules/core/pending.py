"""The one pending-decision mechanism: what a game still has to resolve, kept
as a plain list of task tuples with the task to do now LAST, so that it copies
and saves like any list of tuples (snapshot shape "[t]") and a task that opens
more work pushes it on top, to be done before the rest.

    next_task(tasks)       the task to do now (None when nothing waits)
    push(tasks, *new)      new tasks to do before the rest, new[0] first
    done(tasks)            the task at hand is finished: it comes off (and is returned)
    replace_next(tasks, t) the task at hand becomes t (what is left of it)

King of Monster Island and Survive the Island keep their turn this way: automatic
tasks run by themselves, a decision task waits for its seat's action.
"""
from __future__ import annotations


def next_task(tasks: list) -> tuple | None:
    return tasks[-1] if tasks else None


def push(tasks: list, *new: tuple) -> None:
    tasks.extend(reversed(new))


def done(tasks: list) -> tuple:
    return tasks.pop()


def replace_next(tasks: list, task: tuple) -> None:
    tasks[-1] = task
