"""The island and its pieces: zones, die spaces, Crystals and Pylons, Support
spaces, Minions and the bag, Boss dice on the board, and what Monsters gain and
lose. These are the small moves every rule is made of; the Boss Phase, the
Monster Phase and the card effects all call them.

A mixin of KingOfMonsterIslandState (state.py): it reads and writes the state's fields.
"""
from __future__ import annotations

from rules.core.i18n import N_

from . import events as E
from .content import (ALLY_POWERS, ALLY_THRESHOLDS, BAG_KINDS, BOSS_DICE, BOSS_NAMES, BUILDER, CANNON, CRYSTALS,
                      DIE_SPACES, FIRELING, KIND_INDEX, KINDS, MINION_HEALTH, MONSTER_HEALTH, PYLONS,
                      SHIELD, SOLDIER, SUPPORT_TILES, ZONES)

PYLON = "P"

#: How a game ends (the state's `ending`; catalogue messages, shown with `_()`).
ENDINGS = {
    "boss_down": N_("the last Boss reached 0 Health"),
    "third_pylon": N_("a third Pylon opened the portal"),
    "monster_down": N_("a Monster began its Monster Phase at 0 Health"),
    "empty_bag": N_("a Minion had to be drawn from an empty bag"),
}
S_SOLDIER, S_SHIELD, S_CANNON, S_BUILDER, S_FIRELING = (KIND_INDEX[k] for k in KINDS)


def adjacent(z: int) -> tuple[int, int]:
    return ((z - 1) % ZONES, (z + 1) % ZONES)


def distance(a: int, b: int) -> int:
    d = abs(a - b) % ZONES
    return min(d, ZONES - d)


def space_index(zone: int, value: int) -> int:
    """Support spaces are indexed zone * 2 + (0 for the value-3 space, 1 for value 4)."""
    return zone * 2 + (value - 3)


class IslandMixin:
    # -- counting --------------------------------------------------------------------------
    def pylons(self) -> int:
        """The Pylons on the island: on Support spaces, and the third that opened
        the portal where its zone had no space left for it (rulebook: the game
        still ends)."""
        return self.spaces.count(PYLON) + self.portal_pylon_beside()

    def portal_pylon_beside(self) -> bool:
        """Whether the third Pylon stands beside its zone's Support spaces (both held Pylons)."""
        return self.portal >= 0 and self.spaces.count(PYLON) < PYLONS

    def crystals_on_board(self) -> int:
        return sum(self.crystals)

    def free_spaces(self, z: int) -> int:
        return DIE_SPACES - self.crystals[z] - len(self.locked[z])

    def minion_total(self, z: int) -> int:
        return sum(self.minions[z])

    def bag_total(self) -> int:
        return sum(self.bag)

    def boss_dice_in(self, z: int) -> list[int]:
        return [d for d, bz in enumerate(self.bd_zone) if bz == z]

    def boss_dice_counts(self) -> list[int]:
        counts = [0] * ZONES
        for bz in self.bd_zone:
            if bz >= 0:
                counts[bz] += 1
        return counts

    def boss_dice_available(self) -> list[int]:
        """Boss dice beside the volcano (not on the island), by number."""
        return [d for d, bz in enumerate(self.bd_zone) if bz < 0]

    def crystals_left(self) -> int:
        """Crystals still in the supply."""
        return CRYSTALS - self.crystals_on_board()

    def pylons_left(self) -> int:
        """Pylons that may still form before the portal opens (the last one ends the game)."""
        return PYLONS - self.pylons()

    def die_spaces(self, z: int) -> tuple[str, ...]:
        """The die spaces of zone z as the table shows them: "crystal" for each
        Crystal, then the face of each Locked Monster die (earliest first), then
        "" for each empty space."""
        locked = tuple(self.locked[z])
        return ("crystal",) * self.crystals[z] + locked + ("",) * self.free_spaces(z)

    def support_space(self, z: int, value: int) -> tuple[str, str]:
        """The Support space of `value` (3 or 4) in zone z: (tile id or "", how it
        lies), how being "empty", "pylon", "up" (ready) or "down" (used)."""
        i = space_index(z, value)
        tile = self.spaces[i]
        if tile == PYLON:
            return "", "pylon"
        if not tile:
            return "", "empty"
        return tile, "down" if self.spent[i] else "up"

    def ally_powers_unlocked(self, seat: int) -> list:
        """The powers of a Monster's Ally sheet its Fame has unlocked, lowest first."""
        ally = self.ally[seat]
        if not ally:
            return []
        return [p for t, p in zip(ALLY_THRESHOLDS, ALLY_POWERS[ally]) if self.fame[seat] >= t]

    def monsters_in(self, z: int) -> list[int]:
        """Seats whose Monster is in zone z, in turn order from the active Monster."""
        return [s for s in self.turn_order() if self.zone[s] == z]

    def turn_order(self) -> list[int]:
        a, n = self.active, self.n
        return [(a + i) % n for i in range(n)]

    def locked_total(self) -> int:
        return sum(len(l) for l in self.locked)

    def dice_available(self) -> int:
        """Monster dice neither Locked on the island nor in front of the active Monster."""
        return 10 - self.locked_total() - len(self.roll)

    # -- ending ------------------------------------------------------------------------------
    def lose(self, ending: str, subject: str = "") -> None:
        """The team loses; `ending` is a key of ENDINGS, `subject` the id of the
        Monster it names (the state keeps ids, never words: the words are made
        when shown, in the language in use)."""
        if not self.result:
            self.result = "lost"
            self.ending = ending
            self.reason = subject
            self._events.append(E.GameOver(False, ending, subject))

    def win(self, ending: str, subject: str = "") -> None:
        """The team wins; `subject` the id of the Boss that fell."""
        if not self.result:
            self.result = "won"
            self.ending = ending
            self.reason = subject
            self._events.append(E.GameOver(True, ending, subject))

    def end_reason(self) -> str:
        """Why the game ended, as a sentence for the results ("" while it goes on)."""
        if not self.result:
            return ""
        subject = self.reason
        if self.ending == "boss_down" and subject not in BOSS_NAMES:
            subject = self.boss_id          # a save from before the subject was kept holds words here
        return E.ending_sentence(self.result == "won", self.ending, subject)

    def why_it_ended(self) -> str:
        """The contract's name for end_reason (the results screen asks it)."""
        return self.end_reason()

    # -- Crystals and Pylons -------------------------------------------------------------------
    def build_crystal(self, z: int) -> None:
        """Build a Crystal in zone z (rulebook: a Locked die on the chosen space is
        pushed off; three Crystals turn into a Pylon)."""
        if self.result:
            return
        displaced = ""
        if self.free_spaces(z) <= 0 and self.locked[z]:
            # Our ruling: the Boss takes the space of the die Locked earliest.
            displaced = self.locked[z].pop(0)
            self.fresh[z] = min(self.fresh[z], len(self.locked[z]))
        self.crystals[z] += 1
        self._events.append(E.CrystalBuilt(z, displaced))
        if self.crystals[z] >= DIE_SPACES:
            self.crystals[z] = 0
            self._build_pylon(z)

    def _build_pylon(self, z: int) -> None:
        """Rulebook: the zone's Crystals are replaced by a Pylon on a Support
        space of the zone; once the board has 3 Pylons the Boss opens the portal
        and the game is lost. If the 3rd must be built in a zone that already
        has 2, with no space to place it, the game still ends: it stands beside
        them (`portal`), counted with them."""
        pylons = self.pylons() + 1
        if self.pylons_in(z) >= 2:
            choice = -1
        else:
            choice = self._pylon_space(z)
        replaced = self.spaces[choice] if choice >= 0 else ""
        if choice >= 0:
            if replaced:
                self.sup_box.append(replaced)
            self.spaces[choice] = PYLON
            self.spent[choice] = False
        if pylons >= PYLONS:
            self.portal = z
        self._events.append(E.PylonBuilt(z, 3 + choice % 2 if choice >= 0 else 0, replaced, pylons))
        if pylons >= PYLONS:
            self.lose("third_pylon")

    def _pylon_space(self, z: int) -> int:
        """The Support space a new Pylon takes in zone z (one without a Pylon)."""
        # Our ruling: the Pylon goes on an empty Support space if there is one,
        # else on a used (face-down) tile, else on the value-3 tile.
        choice = -1
        for want in ("empty", "used", "any"):
            for value in (3, 4):
                i = space_index(z, value)
                tile = self.spaces[i]
                if tile == PYLON:
                    continue
                if want == "empty" and tile == "":
                    choice = i
                elif want == "used" and tile and self.spent[i]:
                    choice = i
                elif want == "any":
                    choice = i
                if choice >= 0:
                    break
            if choice >= 0:
                break
        return choice

    def remove_crystals(self, z: int, n: int) -> int:
        k = min(n, self.crystals[z])
        for __ in range(k):
            self.crystals[z] -= 1
            self._events.append(E.CrystalRemoved(z))
        return k

    def remove_pylon(self, z: int) -> bool:
        for value in (3, 4):
            i = space_index(z, value)
            if self.spaces[i] == PYLON:
                self.spaces[i] = ""
                self._events.append(E.PylonRemoved(z, value))
                return True
        return False

    def pylons_in(self, z: int) -> int:
        return (self.spaces[2 * z] == PYLON) + (self.spaces[2 * z + 1] == PYLON)

    # -- Minions ----------------------------------------------------------------------------
    def draw_minion(self, z: int) -> bool:
        """A random Minion from the bag into zone z; an empty bag loses the game."""
        total = self.bag_total()
        if total == 0:
            self.lose("empty_bag")
            return False
        r = self.rng.randrange(total)
        for i in range(4):
            if r < self.bag[i]:
                self.bag[i] -= 1
                self.minions[z][i] += 1
                self._events.append(E.MinionArrived(z, BAG_KINDS[i], "bag"))
                return True
            r -= self.bag[i]
        raise AssertionError("bag count out of step")

    def pick_from_bag(self, z: int, kind: str) -> bool:
        i = KIND_INDEX[kind]
        if self.bag[i] <= 0:
            return False
        self.bag[i] -= 1
        self.minions[z][i] += 1
        self._events.append(E.MinionArrived(z, kind, "bag_pick"))
        return True

    def place_fireling(self, z: int) -> bool:
        if self.fire_pool <= 0:
            return False
        self.fire_pool -= 1
        self.minions[z][S_FIRELING] += 1
        self._events.append(E.MinionArrived(z, FIRELING, "pool"))
        return True

    def remove_minion(self, z: int, kind: str, how: str, by: int = -1) -> None:
        """A Minion leaves the board: to the bag, or to the Fireling pool.
        how: "destroyed" (counts for triggers) or "returned"."""
        i = KIND_INDEX[kind]
        self.minions[z][i] -= 1
        if kind == FIRELING:
            self.fire_pool += 1
        else:
            self.bag[i] += 1
        self._events.append(E.MinionRemoved(z, kind, how))
        if how == "destroyed" and by >= 0:
            self.destroyed[by] += 1
        if how == "destroyed" and by >= 0 and kind in (BUILDER, CANNON):
            bonus = self.hook_sum(by, "scrap_energy")
            if bonus:
                self.gain_energy(by, bonus)

    def shield_health(self) -> int:
        return self.boss_hook("shield_health") or MINION_HEALTH[SHIELD]

    def minion_cost(self, seat: int, kind: str) -> int:
        """Damage `seat` must allocate at once to destroy a Minion of `kind`."""
        if kind == SHIELD:
            counts_as = self.hook_min(seat, "shield_as")
            return counts_as if counts_as else self.shield_health()
        return MINION_HEALTH[kind]

    # -- Boss dice --------------------------------------------------------------------------
    def take_boss_die(self, d: int, seat: int = -1) -> None:
        z = self.bd_zone[d]
        self.bd_zone[d] = -1
        self.bd_face[d] = -1
        self._events.append(E.BossDieRemoved(d, z, seat))

    def boss_die_icons(self, d: int) -> str:
        f = self.bd_face[d]
        return BOSS_DICE[d][f] if f >= 0 else ""

    # -- Locked dice ------------------------------------------------------------------------
    def clear_locked(self, z: int) -> None:
        if self.locked[z]:
            faces = tuple(self.locked[z])
            self.locked[z] = []
            self.fresh[z] = 0
            self._events.append(E.LockedDiceCleared(z, faces))

    # -- Support tiles ----------------------------------------------------------------------
    def build_support(self, z: int, value: int) -> bool:
        """Draw a random face-down tile of `value` onto that space of zone z
        (a tile already there is discarded, out of the game: the rulebook's
        "discard it and replace it with the new one")."""
        i = space_index(z, value)
        if self.spaces[i] == PYLON:
            return False
        choices = [t for t in self.sup_reserve if SUPPORT_TILES[t].value == value]
        if not choices:
            return False
        tile = choices[self.rng.randrange(len(choices))]
        self.sup_reserve.remove(tile)
        old = self.spaces[i]
        if old:
            self.sup_box.append(old)
        self.spaces[i] = tile
        self.spent[i] = False
        # A new tile is a new tile: it may be activated at once (rulebook).
        if i in self.sup_act:
            self.sup_act.remove(i)
        if i in self.sup_rech:
            self.sup_rech.remove(i)
        self._events.append(E.SupportBuilt(z, value, tile))
        return True

    def can_build_support(self, z: int, value: int) -> bool:
        if self.spaces[space_index(z, value)] == PYLON:
            return False
        return any(SUPPORT_TILES[t].value == value for t in self.sup_reserve)

    def flip_support(self, i: int, up: bool) -> None:
        tile = self.spaces[i]
        if tile and tile != PYLON and self.spent[i] == up:
            self.spent[i] = not up
            self._events.append(E.SupportFlipped(i // 2, 3 + i % 2, up))

    # -- Monsters ---------------------------------------------------------------------------
    def max_health(self, seat: int) -> int:
        return MONSTER_HEALTH + self.hook_sum(seat, "max_health")

    def hurt(self, seat: int, n: int, cause: str, kind: str = "") -> None:
        """A Monster takes n Damage (never below 0 Health). In a Boss Phase the
        Monster's immunities and Thick Shell apply."""
        if n <= 0 or self.result:
            return
        if kind == SOLDIER and self.hook_sum(seat, "immune_soldier"):
            n = 0
        elif kind == CANNON and self.hook_sum(seat, "immune_cannon"):
            n = 0
        if n and self._in_boss_phase and not self.shell_used[seat] and self.hook_sum(seat, "shell"):
            self.shell_used[seat] = True
            n -= min(n, self.hook_sum(seat, "shell"))
        lost = min(n, self.health[seat])
        self.health[seat] -= lost
        self._events.append(E.MonsterHurt(seat, lost, self.health[seat], cause))

    def heal(self, seat: int, n: int) -> int:
        gained = max(0, min(n, self.max_health(seat) - self.health[seat]))
        if gained:
            self.health[seat] += gained
            self._events.append(E.MonsterHealed(seat, gained, self.health[seat]))
        return gained

    def gain_energy(self, seat: int, n: int) -> None:
        if n > 0:
            self.energy[seat] += n
            self._events.append(E.EnergyChanged(seat, self.energy[seat], n))

    def spend_energy(self, seat: int, n: int) -> None:
        n = min(n, self.energy[seat])
        if n > 0:
            self.energy[seat] -= n
            self._events.append(E.EnergyChanged(seat, self.energy[seat], -n))

    def gain_fame(self, seat: int, n: int) -> None:
        if n <= 0:
            return
        self.fame[seat] += n
        self._events.append(E.FameChanged(seat, self.fame[seat], n))
        self._fame_changed(seat)

    def lose_fame(self, seat: int, n: int) -> None:
        n = min(n, self.fame[seat])
        if n <= 0:
            return
        self.fame[seat] -= n
        self._events.append(E.FameChanged(seat, self.fame[seat], -n))
        self._fame_changed(seat)

    def _fame_changed(self, seat: int) -> None:
        """Allies come at the first Fame and leave at 0 Fame (rulebook); a lower
        maximum Health lowers Health with it (content 0.1)."""
        if self.fame[seat] == 0 and self.ally[seat]:
            ally = self.ally[seat]
            self.ally[seat] = ""
            self.allies_pool.append(ally)
            self.allies_pool.sort()
            self._events.append(E.AllyReturned(seat, ally))
        elif self.fame[seat] > 0 and not self.ally[seat] and self.allies_pool:
            if ("ally", seat) not in self.tasks and ("ally", seat) not in self._spawn:
                self._spawn.append(("ally", seat))
        cap = self.max_health(seat)
        if self.health[seat] > cap:
            self.health[seat] = cap

    def move_monster(self, seat: int, to: int, cause: str) -> None:
        frm = self.zone[seat]
        if frm == to:
            return
        self.zone[seat] = to
        self._events.append(E.MonsterMoved(seat, frm, to, cause))
        if seat == self.active and self.phase != "boss":
            # Damage not used before moving is lost (rulebook, Damage Rules).
            self.drop_damage()

    # -- the Boss ---------------------------------------------------------------------------
    def boss_loses(self, n: int, by: int = -1) -> None:
        """The Boss loses n Health; `by` is the Monster credited (-1: an Event)."""
        if n <= 0 or self.boss_defeated or self.result:
            return
        n = min(n, self.boss_health)
        self.boss_health -= n
        self.damage_done += n
        if by >= 0:
            self.dealt[by] += n
        self._events.append(E.BossHealthChanged(self.boss_health, -n))
        if self.boss_health == 0:
            self._boss_down()

    def boss_gains(self, n: int) -> None:
        if self.boss_defeated or self.result:
            return
        n = min(n, self.boss_start - self.boss_health)
        if n > 0:
            self.boss_health += n
            self._events.append(E.BossHealthChanged(self.boss_health, n))

    def _boss_down(self) -> None:
        self.boss_defeated = True
        self._events.append(E.BossDefeated(self.boss_id))
        if not self.bosses_left:
            self.win("boss_down", self.boss_id)
