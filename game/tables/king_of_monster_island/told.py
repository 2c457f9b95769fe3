"""What the Boss panel and the header say while a move is shown: the view as
the animations have shown it so far, as the log writes its lines.

The choreographer is told after each event's animation has landed (the kit's
shown(k), the same call that lets the log write the event's line); `TOLD`
says, event class by event class, what that event changes of what the panel
and the header read (the Boss's Fame, zone and Health, the Crystals and
Pylons, the Boss dice ready, the bag, the turn, the game's end). Everything
else of the told view stays as before the move; once nothing is in flight
the table draws the view itself again."""
from __future__ import annotations

from rules.king_of_monster_island import events as E
from rules.king_of_monster_island.board import PYLON, space_index
from rules.king_of_monster_island.content import BAG_KINDS, BOSS_SIDES, DIE_SPACES, KIND_INDEX


def _turn(v, ev: E.TurnBegan) -> None:
    v.turn, v.active = ev.turn, ev.seat


def _drop(v, ev: E.VolcanoDrop) -> None:
    for d, z, face, _icons in ev.dice:
        v.bd_zone[d], v.bd_face[d] = z, face


def _boss_to(v, ev) -> None:
    v.boss_zone = ev.to_zone


def _die_used(v, ev) -> None:
    """A Boss die activated (it goes back beside the volcano) or removed."""
    v.bd_zone[ev.die], v.bd_face[ev.die] = -1, -1


def _die_moved(v, ev: E.BossDieMoved) -> None:
    v.bd_zone[ev.die] = ev.to_zone


def _health(v, ev: E.BossHealthChanged) -> None:
    v.boss_health = ev.health


def _fame(v, ev: E.BossFameChanged) -> None:
    v.boss_fame = ev.fame


def _crystal(v, ev: E.CrystalBuilt) -> None:
    v.crystals[ev.zone] = min(DIE_SPACES, v.crystals[ev.zone] + 1)


def _crystal_gone(v, ev: E.CrystalRemoved) -> None:
    v.crystals[ev.zone] = max(0, v.crystals[ev.zone] - 1)


def _pylon(v, ev: E.PylonBuilt) -> None:
    """The zone's Crystals turn into a Pylon on a Support space (the third may
    stand beside full ones: it opens the portal)."""
    v.crystals[ev.zone] = 0
    if ev.value:
        v.spaces[space_index(ev.zone, ev.value)] = PYLON
    if ev.pylons >= 3:
        v.portal = ev.zone


def _pylon_gone(v, ev: E.PylonRemoved) -> None:
    v.spaces[space_index(ev.zone, ev.value)] = ""


def _minion_in(v, ev: E.MinionArrived) -> None:
    if ev.source != "pool":
        v.bag[BAG_KINDS.index(ev.kind)] -= 1


def _minion_out(v, ev: E.MinionRemoved) -> None:
    if ev.kind in BAG_KINDS:
        v.bag[KIND_INDEX[ev.kind]] += 1


def _next_boss(v, ev: E.NextBoss) -> None:
    """The next Boss of the Ultimate Challenge, with its own number of Boss dice
    (the rules add the new ones beside the volcano, as KingOfMonsterIslandState.next_boss)."""
    v.boss_id, v.boss_zone = ev.boss, ev.zone
    v.boss_health = v.boss_start = ev.health
    v.boss_fame = 0
    dice = BOSS_SIDES[(ev.boss, v.side)][0]
    while len(v.bd_zone) < dice:
        v.bd_zone.append(-1)
        v.bd_face.append(-1)


def _over(v, ev: E.GameOver) -> None:
    v.result, v.ending, v.reason = ("won" if ev.won else "lost"), ev.ending, ev.subject


#: event class -> what it changes of the told view, once its animation has landed
TOLD = {
    E.TurnBegan: _turn, E.VolcanoDrop: _drop, E.BossMoved: _boss_to, E.BossTaunted: _boss_to,
    E.BossDieActivated: _die_used, E.BossDieRemoved: _die_used, E.BossDieMoved: _die_moved,
    E.BossHealthChanged: _health, E.BossFameChanged: _fame, E.CrystalBuilt: _crystal,
    E.CrystalRemoved: _crystal_gone, E.PylonBuilt: _pylon, E.PylonRemoved: _pylon_gone,
    E.MinionArrived: _minion_in, E.MinionRemoved: _minion_out, E.NextBoss: _next_boss, E.GameOver: _over,
}


def told(view, events) -> object:
    """A copy of `view` with what `events` change of the panel and the header."""
    v = view.clone()
    for ev in events:
        change = TOLD.get(type(ev))
        if change is not None:
            change(v, ev)
    return v
