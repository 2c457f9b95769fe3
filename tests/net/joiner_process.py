"""A joiner in its own process (the websockets test kills it mid-game):
python -m tests.net.joiner_process PORT CODE. It prints its token once it
has a seat, then plays random legal moves of its seat until killed."""
from __future__ import annotations

import sys
import time

from rules.core.rng import Rng

from game.net.joiner import Joiner
from game.net.transport import connect


def main() -> None:
    port, code = int(sys.argv[1]), sys.argv[2]
    joiner = Joiner(connect("127.0.0.1", port), "Proc", code)
    rng = Rng(17)
    told = False
    offered_at = -1
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline and joiner.closed_words is None:
        joiner.poll()
        if joiner.token and not told:
            print(joiner.token, flush=True)
            told = True
        v = joiner.view
        if v is not None and not v.is_over() and joiner.seat in v.to_act() and offered_at != joiner.move_no:
            offered_at = joiner.move_no
            joiner.offer(rng.choice(v.legal_actions(joiner.seat)))
        time.sleep(0.04)               # a fast person's pace


if __name__ == "__main__":
    main()
