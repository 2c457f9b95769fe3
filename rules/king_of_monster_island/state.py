"""KingOfMonsterIslandState: the whole game of King of Monster Island behind the rules contract.

The state is flat lists of small values, so it clones fast and saves as plain
JSON. The engine is split by job into mixins:
    board.py    the island's pieces and what Monsters gain and lose
    effects.py  hooks, effect primitives and the task queue of pending choices
    boss.py     the Boss Phase
    monster.py  the Monster Phase (rolling, resolving)
    market.py   buying, the market, Events, the end of the turn

Turn flow. A turn starts with the Boss Phase (automatic), then the Monster
Phase: start-of-phase powers, the roll ("rolling"), resolving ("resolving"),
buying ("buying"), the End of Turn. Every choice an effect gives is a decision
task in `tasks`; while one is pending, its seat acts (to_act) and only the
decision's actions are legal.

What the table reads (all read-only; zones 0..5, seats 0..n-1):
    the island    minions[z] (counts in content.KINDS order), die_spaces(z),
                  locked[z] / fresh[z] (how many of those, the last, were Locked this turn),
                  support_space(z, value), boss_zone, zone[seat], monsters_in(z),
                  boss_dice_in(z), bd_face[d] / boss_die_icons(d),
                  boss_dice_available(), bag_total(), crystals_left(), pylons_left(),
                  pylons() and portal (the zone whose third Pylon opened the portal, -1;
                  portal_pylon_beside(): that Pylon stands beside two on its Support spaces)
    the Boss      boss_id, side, boss_health / boss_start, boss_fame,
                  boss_powers_active(), bosses_left (Ultimate Challenge)
    each Monster  monsters[seat], health[seat] / max_health(seat), fame, energy,
                  ally[seat], ally_powers_unlocked(seat), keeps[seat]
    the market    market (card ids, "" for an empty slot), price(seat, slot),
                  len(deck), sweep_price(seat)
    the turn      active, phase, roll, rerolls, virtual (a Support tile's die),
                  damage_waiting(z) / biggest_group(z) (Damage waiting in a zone:
                  in all, and the most one Minion may take), tasks (the pending choice)
    the end       result ("won", "lost" or ""), ending (a key of board.ENDINGS), reason
                  (the id of the Boss or Monster the ending names, never words),
                  end_reason() (the sentence, in the language in use),
                  score_breakdown() (each Monster's part);
                  an events.NextBoss marks the next Boss arriving (Ultimate Challenge)
"""
from __future__ import annotations

from typing import Sequence

from rules.core import CorruptState, GameState, IllegalAction, Rng
from rules.core import turn_note as notes
from rules.core.i18n import N_, _
from rules.core.snapshot import Field, SavedFields
from rules.core.pending import next_task

from . import actions as A
from . import events as E
from .board import IslandMixin
from .boss import BossMixin
from .content import (ALLIES, BAG_KINDS, KINDS, SHIELD, BOSS_SIDES, BOSSES, CARDS, DECK_IDS, FIRELINGS, MARKET_SIZE,
                      MINION_COUNT, MINIONS_PER_PYLON, MONSTER_HEALTH, SIDES, SUPPORT_TILES, ULTIMATE_ORDER,
                      ZONES, BOSS_NAMES, MONSTER_NAMES, boss_name, face_name, monster_name)
from .effects import TASKS, EffectsMixin
from .market import MarketMixin
from .monster import MonsterMixin
from .options import OPTIONS, monsters_of, start_zones, validate

#: Every field of the state and its shape (rules/core/snapshot.py): clone, to_json
#: and from_json follow from this list. "[t]" is the task list (tuples inside).
FIELDS = (
    Field("n"), Field("monsters", "[v]"), Field("boss_id"), Field("side"), Field("ultimate"),
    Field("bosses_left", "[v]"), Field("boss_zone"), Field("boss_health"), Field("boss_start"),
    Field("boss_fame"), Field("fame_peak"), Field("boss_defeated"), Field("bd_zone", "[v]"),
    Field("bd_face", "[v]"), Field("crystals", "[v]"), Field("locked", "[[v]]"),
    Field("fresh", "[v]"), Field("spaces", "[v]"), Field("spent", "[v]"),
    Field("minions", "[[v]]"), Field("bag", "[v]"), Field("fire_pool"), Field("fire_total"),
    Field("sup_reserve", "[v]"), Field("sup_box", "[v]"), Field("zone", "[v]"),
    Field("health", "[v]"), Field("fame", "[v]"), Field("energy", "[v]"), Field("ally", "[v]"),
    Field("keeps", "[[v]]"), Field("allies_pool", "[v]"), Field("allies_dealt", "[v]"),
    Field("deck", "[v]"), Field("market", "[v]"), Field("discard", "[v]"), Field("active"),
    Field("turn"), Field("phase"), Field("roll", "[v]"), Field("marks", "[v]"), Field("virtual"),
    Field("rerolls"), Field("pool", "[v]"), Field("spare", "[[v]]"), Field("used", "[v]"), Field("sup_act", "[v]"),
    Field("sup_rech", "[v]"), Field("extra_phase"), Field("shell_used", "[v]"),
    Field("tasks", "[t]"), Field("result"), Field("ending"), Field("reason"), Field("damage_done"),
    Field("dealt", "[v]"), Field("destroyed", "[v]"), Field("bosses_beaten"), Field("health_total"),
    Field("portal"),
)


#: The actions of each step but resolving, besides the free ones (Support tiles
#: and the Damage they leave) that every step of the Monster Phase offers.
_STEPS = {
    "start": lambda st, seat: [A.BeginMonsterPhase()],
    "rolling": lambda st, seat: st.rolling_actions(),
    "buying": lambda st, seat: st.buying_actions(seat),
}
_ROLLING_TYPES = (A.RerollDice, A.StopRolling, *A.OLD_ROLLING)
_BUYING_TYPES = (A.Buy, A.Sweep, A.EndTurn)
#: Actions that leave the group of Damage being resolved open (any other closes it).
_KEEP_GROUP = (A.Fists, A.FootDamage, A.Hit, A.ActivateSupport, A.RechargeSupport, A.DropVirtual)


def _flow_roll(st, task):
    st.first_roll()


def _flow_phase_start(st, task):
    st.phase_start()


def _flow_refill(st, task):
    st.refill(task[1], task[2])


def _flow_pass(st, task):
    st.pass_turn()


TASKS.update({"roll": _flow_roll, "phase_start": _flow_phase_start, "refill": _flow_refill,
              "pass": _flow_pass})


#: Format-2 saves: how each ending's reason was worded.
_OLD_ENDINGS = (("monster_down", "began its Monster Phase"), ("third_pylon", "third Pylon"),
                ("empty_bag", "empty bag"), ("boss_down", "0 Health"))


class KingOfMonsterIslandState(SavedFields, IslandMixin, EffectsMixin, BossMixin, MonsterMixin, MarketMixin,
                               GameState):
    game_id = "king_of_monster_island"
    codec = A.codec

    def __init__(self) -> None:
        self.rng = Rng(0)
        self.viewer = None
        self._events: list = []
        self._spawn: list = []
        self._pcache: dict = {}
        self._bcache = None
        self._in_boss_phase = False
        self._legal = None

    # == set-up ===================================================================================
    @classmethod
    def new_game(cls, options: dict, seed: int) -> "KingOfMonsterIslandState":
        return cls._opened(options, seed)[0]

    @classmethod
    def opening_events(cls, options: dict, seed: int) -> list:
        """The first turn's start and its Boss Phase, which play at set-up."""
        return cls._opened(options, seed)[1]

    @classmethod
    def _opened(cls, options: dict, seed: int) -> tuple["KingOfMonsterIslandState", list]:
        st = cls.set_up(options, seed)
        st.start_turn(0)
        st._flush()
        st._run()
        events, st._events = st._events, []
        return st, events

    @classmethod
    def set_up(cls, options: dict, seed: int) -> "KingOfMonsterIslandState":
        """The table as set up (rulebook 'Setup'), before the first Boss Phase."""
        n = int(options.get("players", 2))
        if not 1 <= n <= 5:
            raise ValueError("King of Monster Island is for 1 to 5 Monsters")
        problems = [f"{o.label}: {options[o.key]!r} is not a choice"
                    for o in OPTIONS if o.key in options and not o.valid(options[o.key])]
        problems = problems or validate({**options, "players": n})
        if problems:
            raise ValueError("; ".join(problems))
        ultimate = bool(options.get("ultimate", False))
        boss = ULTIMATE_ORDER[0] if ultimate else options.get("boss", "crystal_dragon")
        side = options.get("side", "normal")
        if boss not in BOSSES or side not in SIDES:
            raise ValueError(f"unknown Boss or side: {boss!r}, {side!r}")
        st = cls()
        st.rng = Rng(seed)
        st.n = n
        st.monsters = monsters_of(options, n)
        st.side = side
        st.ultimate = ultimate
        st.bosses_left = list(ULTIMATE_ORDER[1:]) if ultimate else []
        st.boss_id = boss
        dice, health = BOSS_SIDES[(boss, side)]
        st.boss_zone, st.zone = start_zones(options, n, st.rng)
        st.boss_health = st.boss_start = health
        st.health_total = health + sum(BOSS_SIDES[(b, side)][1] for b in st.bosses_left)
        st.boss_fame = st.fame_peak = 0
        st.boss_defeated = False
        st.bd_zone = [-1] * dice
        st.bd_face = [-1] * dice
        st.crystals = [0] * ZONES
        st.locked = [[] for __ in range(ZONES)]
        st.fresh = [0] * ZONES
        st.spaces = [""] * (2 * ZONES)
        st.spent = [False] * (2 * ZONES)
        #: the zone whose third Pylon opened the portal (-1: it is closed)
        st.portal = -1
        st.minions = [[0] * 5 for __ in range(ZONES)]
        st.bag = [MINION_COUNT[k] for k in BAG_KINDS]
        st.fire_total = st.fire_pool = FIRELINGS if boss == "lavalord" else 0
        st.sup_reserve = sorted(SUPPORT_TILES)
        st.sup_box = []
        st.health = [MONSTER_HEALTH] * n
        st.fame = [0] * n
        st.energy = [0] * n
        st.ally = [""] * n
        st.keeps = [[] for __ in range(n)]
        dealt = list(ALLIES)
        st.rng.shuffle(dealt)
        st.allies_dealt = sorted(dealt[:n + 1])
        st.allies_pool = list(st.allies_dealt)
        # The deck: Power cards and Events shuffled together; the top is the end.
        st.deck = list(DECK_IDS)
        st.rng.shuffle(st.deck)
        st.market = [""] * MARKET_SIZE
        st.discard = []
        for slot in range(MARKET_SIZE):
            while True:
                cid = st.deck.pop()
                if not CARDS[cid].event:
                    st.market[slot] = cid
                    break
                # An Event revealed during set-up goes back and the deck is shuffled.
                st.deck.append(cid)
                st.rng.shuffle(st.deck)
        # A Minion in the Boss's zone, then one in each other zone clockwise.
        for i in range(ZONES):
            st.draw_minion((st.boss_zone + i) % ZONES)
        st.active = 0
        st.turn = 0
        st.phase = "start"
        st.roll, st.marks, st.virtual, st.rerolls = [], [], "", 0
        st.drop_damage()
        st.used, st.sup_act, st.sup_rech = [], [], []
        st.extra_phase = 0
        st.shell_used = [False] * n
        st.tasks = []
        st.result, st.ending, st.reason = "", "", ""
        st.damage_done = 0
        st.dealt = [0] * n
        st.destroyed = [0] * n
        st.bosses_beaten = 0
        st._events = []
        return st

    # == turn flow ================================================================================
    def start_turn(self, seat: int) -> None:
        self.active = seat
        self.turn += 1
        self.phase = "boss"
        self.roll, self.marks, self.virtual = [], [], ""
        self.drop_damage()
        self.used, self.sup_act, self.sup_rech = [], [], []
        self.extra_phase = 0
        self._events.append(E.TurnBegan(seat, self.turn))
        self.boss_phase()
        if not self.result:
            self._spawn.append(("phase_start", seat))

    def pass_turn(self) -> None:
        """End of Turn done: pass to the Monster on the left (seat + 1)."""
        self.fresh = [0] * ZONES
        if self.boss_defeated and self.bosses_left:
            self.next_boss()
            if self.result:
                return
        self.start_turn((self.active + 1) % self.n)

    def next_boss(self) -> None:
        """Ultimate Challenge: the next Boss arrives on the same board."""
        self.bosses_beaten += 1
        old_zone = self.boss_zone
        for z in range(ZONES):
            while self.pylons_in(z):
                self.remove_pylon(z)
                for __ in range(MINIONS_PER_PYLON):
                    if not self.draw_minion(z):
                        return
        nxt = self.bosses_left.pop(0)
        self.boss_id = nxt
        dice, health = BOSS_SIDES[(nxt, self.side)]
        self.boss_health = self.boss_start = health
        self.boss_fame = self.fame_peak = 0
        self.boss_defeated = False
        self._bcache = None
        # Our ruling: the new Boss takes the first zone clockwise from the old
        # Boss's zone (that zone first) with no Monster in it.
        for i in range(ZONES):
            z = (old_zone + i) % ZONES
            if z not in self.zone:
                self.boss_zone = z
                break
        while len(self.bd_zone) < dice:
            self.bd_zone.append(-1)
            self.bd_face.append(-1)
        if nxt == "lavalord" and self.fire_total == 0:
            self.fire_total = self.fire_pool = FIRELINGS
        self._events.append(E.NextBoss(nxt, self.boss_zone, health))

    # == the contract =============================================================================
    @property
    def num_players(self) -> int:
        return self.n

    def to_act(self) -> list[int]:
        if self.result:
            return []
        if self.tasks:
            return [next_task(self.tasks)[1]]
        return [self.active]

    def turn_seat(self) -> int | None:
        """The active Monster's turn, even while another player answers."""
        return None if self.result else self.active

    def legal_actions(self, seat: int) -> list:
        if self.result:
            return []
        cached = self._legal
        if cached is not None and cached[0] == seat:
            return list(cached[1])
        acts = self._compute_legal(seat)
        self._legal = (seat, acts)
        return list(acts)

    def _compute_legal(self, seat: int) -> list:
        if self.tasks:
            task = next_task(self.tasks)
            return self.decision_actions(task) if task[1] == seat else []
        if seat != self.active:
            return []
        phase = self.phase
        if phase == "resolving":
            return self.resolving_actions(seat)
        step = _STEPS.get(phase)
        if step is None:
            return []
        free = self.free_actions(seat)
        if self.virtual:
            return free      # a Support tile's die is resolved before anything else
        return [*step(self, seat), *free]

    def why_illegal(self, seat: int, action) -> str | None:
        if self.result:
            return _("the game is over")
        acting = self.to_act()
        if seat not in acting:
            if acting:
                return _("it is {monster}'s move, not yours").format(monster=self.monster_name(acting[0]))
            return _("nobody acts now")
        if action in self.legal_actions(seat):
            return None
        if (type(action) in A.OLD_ROLLING and not self.tasks and self.phase == "rolling"
                and self.old_rolling_ok(action)):
            return None
        return self._explain(seat, action)

    def _explain(self, seat: int, action) -> str:
        """Why a well-formed action is refused, in a player's words."""
        if self.tasks:
            task = next_task(self.tasks)
            kind = task[0]
            rule = self._choice_rule(seat, task, action)
            if rule:
                return rule
            return {"ally": _("first choose an Ally"), "alloc": _("first allocate the Damage"),
                    "steal": _("first finish Stealing Fame"), "zone": _("first choose a zone"),
                    "minion": _("first choose a Minion"), "bdie": _("first choose Boss dice"),
                    "value": _("first choose a Support value"), "face": _("first choose the new face"),
                    "push": _("first move the Monsters (Stampede)"),
                    "penalty": _("first pay for All For That?"), "scent": _("first answer Scent Tracker")}[kind]
        z = self.zone[seat]
        t = type(action)
        free = (A.ActivateSupport, A.RechargeSupport, A.Hit, A.DropVirtual)
        if self.virtual and t not in (A.DropVirtual,):
            return _("use the Support tile's die first (it cannot wait)")
        if self.phase == "start" and t not in (A.BeginMonsterPhase, *free):
            return _("begin the Monster Phase first (only Support tiles can be used before it)")
        if self.phase != "start" and t is A.BeginMonsterPhase:
            return _("the Monster Phase has begun")
        if self.phase == "rolling" and t not in (*_ROLLING_TYPES, *free):
            return _("finish rolling first (keep the Roll to resolve dice)")
        if self.phase != "rolling" and t in _ROLLING_TYPES:
            return _("the rolling is over for this turn")
        if self.phase == "buying" and t not in (*_BUYING_TYPES, *free):
            return _("you are buying cards now; dice are done for this turn")
        if self.phase == "resolving" and t in _BUYING_TYPES:
            return _("finish with your dice first")
        if t is A.Reroll or (t is A.RerollDice and not action.dice):
            return _("mark at least one die to reroll")
        if t in (A.RerollDice, A.ToggleReroll):
            return _("your Roll has dice 1 to {last}; name each die once").format(last=len(self.roll))
        face_of = {A.Heal: "heart", A.GainEnergy: "energy", A.GainFame: "star", A.Fists: "fist",
                   A.FootDamage: "foot", A.FootMove: "foot", A.FootKick: "foot", A.BuildSupport: "wrench"}
        if t in face_of and self.count(face_of[t]) == 0:
            return _("you have no {face} die").format(face=face_name(face_of[t]))
        if t is A.Heal:
            return _("that Monster is out of reach or already at full Health")
        if t is A.GainFame:
            return _("you don't have that many Stars")
        if t is A.Fists:
            return _("you don't have that many Fists, or that zone is out of reach")
        if t is A.FootMove:
            return _("a Foot moves you to a zone next to yours")
        if t is A.FootKick:
            return _("you can only push a Monster in your zone to a zone next to it")
        if t is A.BuildSupport:
            return _("that group cannot build there (wrong count, a Pylon, or no tile of that value left)")
        if t is A.Hit:
            if self.damage_waiting(action.zone) <= 0:
                return _("you have no Damage to deal there")
            return self._hit_rule(action)
        if t is A.Lock:
            if self.free_spaces(z) <= 0:
                return _("no free die space in your zone")
            return _("you have no die with that face")
        if t is A.Unlock:
            return _("no Locked die shows that face there, or that zone is out of reach")
        if t in (A.ActivateSupport, A.RechargeSupport):
            return _("that Support tile is not ready for this here")
        if t is A.Buy:
            if not (0 <= action.slot < MARKET_SIZE) or not self.market[action.slot]:
                return _("there is no card in that slot")
            return _("that card costs {cost} Energy").format(cost=self.price(seat, action.slot))
        if t is A.Sweep:
            return _("sweeping costs Energy you don't have, or the deck is empty")
        if t is A.UsePower:
            return _("that power cannot be used now")
        return _("{action} is not allowed now").format(action=action.label())

    def _hit_rule(self, action) -> str:
        """Why Damage waiting in a zone may not go to that target (Damage Rules)."""
        m = self.minions[action.zone]
        if action.target != "boss" and (action.target not in KINDS or not m[KINDS.index(action.target)]):
            return _("there is no such Minion in that zone")
        if m[1] and action.target != "shield":
            return _("Shields protect the other Minions and the Boss in their zone")
        if action.target == "boss":
            if self.boss_zone != action.zone:
                return _("the Boss is not in that zone")
            return _("the Boss cannot be hit while Minions stand in its zone")
        return _("not enough Damage to destroy that Minion in one go (Damage resolved "
                 "separately does not add up on a Minion)")

    def _choice_rule(self, seat: int, task, action) -> str | None:
        """While a choice is pending, why an answer of that very choice is
        refused, by the rule it breaks (None: the action answers another choice)."""
        kind, t = task[0], type(action)
        if kind == "alloc" and t is A.Hit:
            if action.zone != task[2]:
                return _("this Damage waits in {zone}").format(zone=A.zone_name(task[2]))
            return self._hit_rule(action)
        if kind == "steal" and t is A.StealFame:
            if self.hook_max(seat, "steal_range") >= 1:
                return _("only a Boss die in your zone or a zone next to yours")
            return _("only a Boss die in your zone")
        if kind == "bdie" and t is A.ChooseBossDie:
            return _("only a Boss die in your zone or a zone next to yours")
        if kind == "zone" and t is A.ChooseZone:
            if task[2] == "adjacent":
                return _("a zone next to yours")
            return _("a zone where a Boss die lies")
        if kind == "minion" and t is A.ChooseMinion:
            if action.kind == SHIELD and task[3] == "return":
                return _("a Shield cannot be sent back")
            return _("there is no such Minion in that zone")
        if kind == "push" and t is A.Push:
            return _("a Monster is pushed to its own zone or a zone next to it")
        return None

    def apply_trusted(self, seat: int, action) -> list:
        self._events = []
        self._spawn = []
        self._legal = None
        t = type(action)
        if self.tasks:
            self.apply_decision(seat, action)
        elif self.phase not in _STEPS and self.phase != "resolving":
            raise IllegalAction(f"nothing can be done in phase {self.phase}")
        else:
            if t not in _KEEP_GROUP:
                self.close_damage_group()
            if t in _ROLLING_TYPES:
                self.apply_rolling(seat, action)
            elif t in _BUYING_TYPES:
                self.apply_buying(seat, action)
            elif t is A.BeginMonsterPhase:
                self.begin_phase()
            else:       # dice, Damage and Support tiles, in any step
                self.apply_resolving(seat, action)
        self._flush()
        self._run()
        events, self._events = self._events, []
        return events

    # == the end ==================================================================================
    def is_over(self) -> bool:
        return bool(self.result)

    def scores(self) -> list[float]:
        """The team's score: Boss Health removed (across every Boss in the
        Ultimate Challenge). Everyone shares it."""
        return [float(self.damage_done)] * self.n

    def score_breakdown(self) -> list[dict[str, float]]:
        """The team's score seen from each Monster: the Boss Health it removed,
        and what the rest of the team and the Events removed. The two add up to
        the score the results total under them (issue 47: Minions and Fame
        listed over a Total that was not their sum read as points)."""
        # the keys are catalogue messages: the results show them with _()
        return [{N_("Boss Health removed by this Monster"): float(self.dealt[s]),
                 N_("Boss Health removed by the rest of the team and Events"): float(self.damage_done - self.dealt[s])}
                for s in range(self.n)]

    def winners(self) -> list[int]:
        return list(range(self.n)) if self.result == "won" else []

    def returns(self) -> list[float]:
        """1 for a win; a lost game is worth a little for the Boss Health removed,
        so the search prefers losing lines that hurt the Boss most."""
        if self.result == "won":
            return [1.0] * self.n
        frac = self.damage_done / self.health_total if self.health_total else 0.0
        return [0.2 * frac] * self.n

    # == names ====================================================================================
    def monster_name(self, seat: int) -> str:
        return monster_name(self.monsters[seat])

    def boss_name(self) -> str:
        return boss_name(self.boss_id)

    def turn_note(self) -> dict:
        if self.result:
            return notes.note(N_("Won") if self.result == "won" else N_("Lost"))
        # the Monster and the Boss by their names' messages (a key the tables lack: the key itself)
        monster, boss = self.monsters[self.active], self.boss_id
        return notes.note(N_("Turn {turn}: {monster} vs {boss}"), turn=self.turn,
                          monster=notes.name(MONSTER_NAMES.get(monster, monster)),
                          boss=notes.name(BOSS_NAMES.get(boss, boss)))

    def describe(self, seat: int, action, names: Sequence[str]) -> str:
        # the moves that name a Monster name it by its player
        text = action.label(names) if isinstance(action, A.NAMING_A_MONSTER) else action.label()
        return _("{player}: {action}").format(player=names[seat], action=text)

    # == hidden information =========================================================================
    def view(self, seat):
        """Everything is open but the deck order (and the future dice): the deck
        is shown in a fixed order and the RNG is replaced."""
        v = self.clone()
        v.viewer = -1 if seat is None else seat
        v.rng = Rng(0)
        v.deck.sort()
        return v

    def sample_world(self, rng: Rng) -> "KingOfMonsterIslandState":
        w = self.clone()
        w.viewer = None
        w.rng = Rng(rng.next64())
        if self.viewer is not None:
            w.rng.shuffle(w.deck)
        return w

    # == copying and saving =========================================================================
    fields = FIELDS
    save_format = 4
    save_name = "King of Monster Island save"

    @classmethod
    def upgrade_save(cls, data: dict) -> dict:
        # format 1 kept the task to do now first; the shared queue keeps it last
        if data.get("game") == cls.game_id and data.get("format") == 1 and isinstance(data.get("tasks"), list):
            data = dict(data, format=2, tasks=data["tasks"][::-1])
        # format 2 had one Damage pool per zone and no tally per Monster: the pool
        # becomes the open group, the tallies start at 0 and the ending is read
        # from the reason's words
        if data.get("format") == 2 and isinstance(data.get("n"), int):
            reason = str(data.get("reason", ""))
            ending = next((k for k, words in _OLD_ENDINGS if words in reason), "") if data.get("result") else ""
            data = dict(data, format=3, spare=[[] for __ in range(ZONES)], dealt=[0] * data["n"],
                        destroyed=[0] * data["n"], ending=ending)
        # format 3 placed no third Pylon: it kept no zone of the portal
        if data.get("format") == 3:
            data = dict(data, format=4, portal=-1)
        return data

    def after_clone(self, copy: "KingOfMonsterIslandState") -> None:
        """A copy starts with no events or spawns of its own; the caches carry over."""
        copy._events = []
        copy._spawn = []
        copy._pcache = dict(self._pcache)
        copy._bcache = self._bcache
        copy._in_boss_phase = False
        copy._legal = self._legal

    def after_load(self) -> None:
        self._check()

    def _check(self) -> None:
        """Reject a save whose pieces do not add up."""
        problems = []
        if not 1 <= self.n <= 5 or len(self.zone) != self.n:
            problems.append("wrong number of Monsters")
        if self.boss_id not in BOSSES or self.side not in SIDES:
            problems.append("unknown Boss")
        if len(self.crystals) != ZONES or len(self.minions) != ZONES or len(self.spaces) != 2 * ZONES:
            problems.append("the island has the wrong shape")
        if len(self.market) != MARKET_SIZE:
            problems.append("the market has the wrong size")
        if problems:
            raise CorruptState("; ".join(problems))
