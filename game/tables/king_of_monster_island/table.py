"""King of Monster Island's table: the island with its volcano in the middle,
the Boss and the market beside it, the dice tray with every choice under it,
and the Monsters' boards.

Everything a player may do comes from `state.legal_actions(seat)`: the dice of
the Roll are clicked to mark them, market cards to buy, Minions and the Boss to
take Damage, zones to move or choose; every other legal action is a chip under
the dice. The table never decides what is legal; a refused click says why."""
from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

import pygame

from game.screen import gfx, theme
from game.names import AI_NAMES
from game.session import GameSession, SeatConfig
from game.table import sessions
from game.table.backdrop import screen_backdrop
from game.table.focus import KeyTarget
from game.table.picture import KeptRegion, Same
from game.table.scene import TableScene
from game.table.targets import draw_target_glow
from game.screen.theme import C
from game.ui import Button
from rules.core import IllegalAction, Rng
from rules.core.pending import next_task
from rules.king_of_monster_island import actions as A
from rules.king_of_monster_island.board import PYLON
from rules.core.i18n import N_, _, language, ngettext, pgettext
from rules.king_of_monster_island.content import (ALLY_POWERS, ALLY_THRESHOLDS, BOSS_DICE, BOSS_POWERS, CARDS,
                                                   CRYSTALS, FACES, KINDS, MARKET_SIZE, MINION_HEALTH, POWERS, PYLONS,
                                                   ZONES, ally_name, card_name, face_name, monster_name, power_name)
from rules.king_of_monster_island.heuristics import policy as normal_policy

from . import sounds
from . import damage
from .boss_panel import draw_boss_panel
from .cards import ally_sheet, boss_sheet, card_back, market_strip, minion_card, power_card, support_tile
from .chips import FIXED_ROW, ChipSlots, MarkDie, RerollMarked, fixed_slot, on_roll_button
from .picks import Options, Picker, dice_count, path_of
from .choreo import KomiChoreographer, KomiStage, spaces_of
from .faces import face_icon, monster_die
from .figures import (boss_figure, crystal_figure, facing_volcano, minion_figure, monster_colour, monster_figure,
                      paint_all, pylon_figure)
from .layout import (BOSS_FIGURE, BOSS_PANEL, BOSS_SHEET_RECT, CARD_H, CARD_W, CHIPS_PER_PAGE, CHIPS_TOP, DECK_RECT,
                     DIE_SIZE,
                     FIGURE, FIXED_TOP, ISLAND_RECT, LARGE_CARD, LARGE_SHEET, MARKET_PANEL, MONSTERS_PANEL, PYLON_FIGURE,
                     ROLL_RECT,
                     SPACE, SUPPORT, TOKEN, TRAY_PANEL, Geometry, card_rect, chip_rect, die_rect, fixed_rect,
                     monster_row)
from .volcano import VolcanoView
from .crystal_art import draw_portal

PANEL_FILL = ((20, 54, 88), (12, 36, 62))


#: actions made by clicking the board itself (not a chip)
BOARD_ACTIONS = (A.RerollDice, A.ToggleReroll, A.Buy, A.Hit, A.FootMove, A.ChooseZone, A.ChooseAlly)
#: banners cross the near half of the island, clear of the volcano's mouth
BANNER_AREA = pygame.Rect(ISLAND_RECT.x, ISLAND_RECT.bottom - 150, ISLAND_RECT.w, 110)
#: the portal the third Pylon opens, at its widest (px)
PORTAL_SIZE = 96
#: the Boss dice ready to drop in the benchmark's position
BENCH_DROP = 5
#: the top of the row of Keep cards in the tray while buying (over the bottom row of buttons)
KEEP_CARD = (64, 92)
#: seconds a control that appeared under a still pointer waits before it takes a click
GUARD = 0.4
KEEP_ROW_Y = FIXED_TOP - KEEP_CARD[1] - 8
#: a Minion token seen large (hovered)
MINION_CARD = (230, 290)
#: an offered Ally sheet's size and the gap between sheets
ALLY_CARD = (128, 150, 8)
#: what Enter presses, the first of these buttons offered
CONFIRM_CHIPS = (RerollMarked, A.StopRolling, A.Done, A.EndResolve, A.EndTurn)
#: the bottom row's words (the rules' labels are longer than its buttons)
FIXED_WORDS = {A.StopRolling: N_("Keep this Roll"), A.EndResolve: N_("Done with dice"),
               A.Sweep: N_("Sweep the market"), A.EndTurn: N_("End the turn")}


def action_words(view, action) -> str:
    """An action's label with the Monsters called by their names (the rules say
    "monster 2", in the language in use)."""
    text = action.label()
    for s in range(view.n):
        text = text.replace(_("monster {number}").format(number=s + 1), monster_name(view.monsters[s]))
    return text


#: what each pending choice asks for, where on the board (the rules' task kinds)
CHOICE_PROMPTS = {
    "ally": N_("Choose an Ally: click its sheet"),
    "alloc": N_("Spend the Damage: click a lit Minion or the Boss, or Done to let the rest go"),
    "steal": N_("Steal Fame: click a lit Boss die in your zone, or Done"),
    "zone": N_("Choose a zone: click a lit zone"),
    "minion": N_("Choose a Minion: click a lit Minion"),
    "bdie": N_("Choose Boss dice: click a lit Boss die, or Done"),
    "value": N_("Choose a Support space: click a lit one"),
    "face": N_("Choose the die's new face"),
    "push": N_("Stampede: click the zone the Monster goes to"),
    "penalty": N_("Choose what to pay"),
    "scent": N_("Answer Scent Tracker"),
}


#: a zone to choose, by what the rules offer (the card says where its effect may go)
ZONE_PROMPTS = {"adjacent": N_("Choose a zone next to yours: click a lit zone"),
                "boss_dice": N_("Choose a zone where Boss dice lie: click a lit zone")}


def choice_prompt(view) -> str:
    task = next_task(view.tasks)
    if task and task[0] == "zone":
        return _(ZONE_PROMPTS.get(task[2], CHOICE_PROMPTS["zone"]))
    return _(CHOICE_PROMPTS[task[0]]) if task and task[0] in CHOICE_PROMPTS else ""


class KingOfMonsterIslandTable(TableScene):
    music, ambience = sounds.MUSIC, sounds.AMBIENCE
    game_id = "king_of_monster_island"
    private_views = False

    def __init__(self, app, session) -> None:
        super().__init__(app, session)
        self.volcano = VolcanoView(ISLAND_RECT)
        self.volcano.on_island = self._draw_island_pieces
        self.volcano.island_key = self._island_key
        self.boss_picture, self.market_picture, self.monsters_picture = KeptRegion(), KeptRegion(), KeptRegion()
        self.geo = Geometry(self.volcano.camera)
        paint_all()             # every Minion, Crystal and Pylon now, not when one first appears
        self.stage = KomiStage()
        self.choreo = KomiChoreographer(self.anims, self.stage, self.geo, self.volcano, session.state.n)
        self.clock = 0.0
        self.suggested = None
        #: the dice (or card) picked and the places clicked after them (picks.py)
        self.picker = Picker()
        #: what lies under the pointer, since when, and whether it changed under a still pointer
        self._under: object = None
        self._under_since = 0.0
        self._pointer_then: tuple[int, int] = (-1, -1)
        self._fresh_under = False
        #: the dice of the Roll marked for the next reroll
        self.marked: set[int] = set()
        #: the grid's slots (chips.py) and which choices are final
        self.slots = ChipSlots()
        self._final: dict[tuple, bool] = {}
        self._lost: dict[tuple, int] = {}
        self._view_for_draw = None
        self.suggest_button = self.ui.add(Button((TRAY_PANEL.right - 112, TRAY_PANEL.y + 6, 102, 26), _("Suggest"),
                                                 self.suggest, style="secondary", font_size=15,
                                                 tooltip=_("What a Normal player would do next (not played)")))
        self.suggest_button.visible = False
        if not self.play_opening():
            self._sync_dice(session.state.view(self.viewer))

    # -- the choices ------------------------------------------------------------------------------
    def legal(self) -> list:
        seat = self.input_seat()
        if seat is None or self.anims.busy:
            return []
        return self.view.legal_actions(seat)

    def placed(self, view, seat, action) -> bool:
        """Whether `action` is made on the board (a die, then its target): its
        first place is drawn now. Anything else is a chip."""
        path = path_of(view, seat, action)
        return path is not None and self.place_rect(view, seat, path[0]) is not None

    def chips(self) -> list:
        """The legal actions made by a button (not on the board), the reroll of
        the marked dice among them."""
        legal = self.legal()
        seat = self.input_seat()
        view = self.view
        acts = [a for a in legal if not isinstance(a, (A.RerollDice, A.ToggleReroll))
                and not (seat is not None and self.placed(view, seat, a))]
        if self.marked and A.RerollDice(tuple(sorted(self.marked))) in legal:
            acts.append(RerollMarked(len(self.marked)))
        return acts

    def buttons_shown(self, view) -> bool:
        """Whether the tray shows its buttons: the Monster whose turn it is
        belongs to the person looking, and its Monster Phase is on."""
        seat = view.active
        return (not self.replaying and seat == self.viewer and not self.session.seats[seat].is_ai
                and view.phase in ("start", "rolling", "resolving", "buying") and not view.is_over()
                and not self.stage.boss_turn)

    def chip_slots(self, view) -> list[tuple[pygame.Rect, object, bool]]:
        """Every button of the tray with where it is and whether it may be
        pressed now: the roll button, the answers of a pending choice that has
        no place on the board (chips.py: each keeps its slot through its step,
        held disabled once it is not offered), and the bottom row's buttons
        (each always in its slot). Never more than one page."""
        if not self.buttons_shown(view):
            return []
        offered = self.chips()
        out: list[tuple[pygame.Rect, object, bool]] = []
        roll = next((a for a in offered if on_roll_button(a)), None)
        if roll is None and view.phase in ("start", "rolling") and not view.tasks:
            roll = RerollMarked(len(self.marked))
        if roll is not None:
            out.append((ROLL_RECT, roll, roll in offered))
        grid = [a for a in offered if fixed_slot(a) is None and not on_roll_button(a)]
        task = next_task(view.tasks)
        step = (view.phase, task[0] if task else "", view.zone[view.active])
        arranged = self.slots.arrange((view.turn, view.active), step, grid, self.is_final)
        for i, a, live in arranged:
            if i < CHIPS_PER_PAGE:
                out.append((chip_rect(i), a, live))
        for i, kind in enumerate(FIXED_ROW):
            a = next((a for a in offered if isinstance(a, kind)), kind())
            out.append((fixed_rect(i), a, a in offered))
        return out

    def is_final(self, action) -> bool:
        """Whether a choice cannot be taken back once made (it rolls, draws or
        reveals something): played on a copy of the view, never on the game."""
        seat = self.input_seat()
        if seat is None:
            return False
        key = (len(self.session.actions), action)
        if key not in self._final:
            try:
                world = self.view.sample_world(Rng(0))
                events = world.apply(seat, action)
            except IllegalAction:
                events = []
            self._final[key] = any(ev.reveals for ev in events)
        return self._final[key]

    def page_chips(self) -> list[tuple[pygame.Rect, object]]:
        """The buttons that may be pressed now, with where they are."""
        return [(rect, a) for rect, a, live in self.chip_slots(self.view) if live]

    def ally_rects(self, view) -> list[tuple[pygame.Rect, object]]:
        """The Ally sheets offered side by side (while an Ally is to be chosen)."""
        allies = [a for a in self.legal() if isinstance(a, A.ChooseAlly)]
        if not allies:
            return []
        w, h, gap = ALLY_CARD
        total = len(allies) * w + (len(allies) - 1) * gap
        x0 = ISLAND_RECT.centerx - total // 2
        return [(pygame.Rect(x0 + i * (w + gap), ISLAND_RECT.y + 70, w, h), a) for i, a in enumerate(allies)]

    # -- dice to targets (picks.py) ----------------------------------------------------------------
    def tray_dice(self, view) -> list[tuple[int, str]]:
        """The dice of the tray: (index, face), the Support tile's die last."""
        out = list(enumerate(view.roll))
        if view.virtual:
            out.append((len(view.roll), view.virtual))
        return out

    def group_of(self, view, face: str) -> frozenset[int]:
        """The tray's dice of a face that may be resolved now (the Support die's alone while it waits)."""
        if view.virtual:
            return frozenset({len(view.roll)}) if view.virtual == face else frozenset()
        if view.phase != "resolving":
            return frozenset()
        return frozenset(i for i, f in enumerate(view.roll) if f == face)

    def monster_rect(self, view, s: int) -> pygame.Rect:
        """Monster `s`'s figure on the island, where _draw_island_pieces stands it."""
        z = view.zone[s]
        here = [t for t in range(view.n) if view.zone[t] == z]
        kinds = frozenset(k for k in KINDS if view.minions[z][KINDS.index(k)] > 0)
        spots = self.geo.monster_spots(z, len(here), kinds)
        return self.geo.figure_rect(z, spots[here.index(s)])

    def face_rects(self, view, zone: int, value: int) -> list[tuple[pygame.Rect, str]]:
        """The faces offered over a Support tile that may show any face."""
        tile = self.geo.support_rect(zone, value)
        out = []
        for i, f in enumerate(FACES):
            r = pygame.Rect(0, 0, 22, 22)
            r.midbottom = (tile.centerx + round((i - 2.5) * 24), tile.top - 4)
            r.clamp_ip(ISLAND_RECT)
            out.append((r, f))
        return out

    def place_rect(self, view, seat, place) -> pygame.Rect | None:
        """Where a place of picks.py is on the canvas (None: not drawn now)."""
        kind = place[0]
        if kind == "die":
            group = sorted(self.group_of(view, place[1])) or [i for i, f in self.tray_dice(view) if f == place[1]]
            return die_rect(group[0]) if group else None
        if kind == "monster":
            return self.monster_rect(view, place[1])
        if kind == "zone":
            x, y = self.geo.zone_label_point(place[1])
            r = pygame.Rect(0, 0, 30, 28)
            r.center = (round(x), round(y))
            return r
        if kind == "space":
            i = min(2, len(spaces_of(view, place[1])))
            return self.geo.die_space_rect(place[1], i)
        if kind == "locked":
            z = place[1]
            return self.geo.die_space_rect(z, view.crystals[z] + list(view.locked[z]).index(place[2]))
        if kind == "support":
            return self.geo.support_rect(place[1], place[2])
        if kind == "minion":
            return self.geo.minion_rect(place[1], place[2])
        if kind == "boss":
            return self.geo.boss_rect(place[1])
        if kind == "bossdie":
            return self.volcano.die_rect(place[1])
        if kind == "card":
            return card_rect(place[1])
        if kind == "ally":
            return next((r for r, a in self.ally_rects(view) if a.ally == place[1]), None)
        if kind == "power":
            return self.power_rect(view, seat, place[1])
        if kind == "face":
            zv = self.picker.path[0] if self.picker.path and self.picker.path[0][0] == "support" else None
            if zv is None:
                return None
            return next((r for r, f in self.face_rects(view, zv[1], zv[2]) if f == place[1]), None)
        return None

    def power_rect(self, view, seat, power: str) -> pygame.Rect | None:
        """A Keep card's or an Ally's label in the Monster's row (its power is used there)."""
        for _label, key, rect in self._row_items(view, seat):
            if key[0] == "card" and key[1] == power:
                return rect
            if key[0] == "ally" and any(p.id == power for p in ALLY_POWERS.get(key[1], ())):
                return rect
        return None

    def lit_places(self, view) -> list[tuple[pygame.Rect, tuple, Options]]:
        """The places lit now (what the picked dice can do, or where to start),
        with their rects and what a click on each does; the tray's dice are
        apart (`die_targets`)."""
        seat = self.input_seat()
        if seat is None or self.anims.busy or not self.buttons_or_choice(view):
            return []
        legal = self.legal()
        out = []
        for place, opt in self.picker.next_places(view, seat, legal).items():
            if place[0] == "die":
                continue                   # the tray's dice are clicked as dice (die_targets)
            rect = self.place_rect(view, seat, place)
            if rect is not None:
                out.append((rect, place, opt))
        return out

    def buttons_or_choice(self, view) -> bool:
        return self.buttons_shown(view) or bool(view.tasks) or bool(self.ally_rects(view))

    def die_targets(self, view) -> list[tuple[pygame.Rect, int, str]]:
        """The tray's dice that may be clicked now: (rect, index, face). While
        rolling, each is marked for the reroll; else a die picks its group."""
        seat = self.input_seat()
        if seat is None or self.anims.busy:
            return []
        legal = self.legal()
        if view.phase == "rolling" and any(isinstance(a, A.RerollDice) for a in legal):
            out = [(die_rect(i), i, f) for i, f in enumerate(view.roll)]
        else:
            out = []
        starts = {p[1] for p in Picker().next_places(view, seat, legal) if p[0] == "die"}
        if self.picker.path and self.picker.path[-1][0] != "die":
            starts |= {p[1] for p in self.picker.next_places(view, seat, legal) if p[0] == "die"}
        for i, f in self.tray_dice(view):
            if f in starts and (i in self.group_of(view, f) or self.picker.path) and not any(j == i for _r, j, _f in out):
                out.append((die_rect(i), i, f))
        return out

    def board_targets(self, view) -> list[tuple[pygame.Rect, object]]:
        """What may be clicked on the board now, with where: the tray's dice
        (MarkDie while rolling; else a die's place) and the lit places; a place
        that makes one move at once stands for that move."""
        out = []
        rolling = view.phase == "rolling"
        for rect, i, f in self.die_targets(view):
            out.append((rect, MarkDie(i) if rolling and i < len(view.roll) else ("die", f, i)))
        for rect, place, opt in self.lit_places(view):
            out.append((rect, opt.done if opt.done is not None and not opt.further else place))
        return out

    def next_click(self, action) -> tuple[int, int] | None:
        """Where a person clicks next on the way to `action` (None: not offered
        now): its chip, else the next place of its path, picking the dice it uses."""
        view, seat = self.view, self.input_seat()
        if seat is None or action not in self.legal():
            return None
        for rect, a in self.page_chips():
            if a == action:
                return rect.center
        path = path_of(view, seat, action)
        if path is None:
            return None
        n = len(self.picker.path)
        if n and path[:n] != self.picker.path:
            n = 0                           # a place lit from nothing starts afresh
        place = path[n] if n < len(path) else path[-1]
        if place[0] == "die" and (n == 0 or self.picker.path[-1][0] != "die"):
            group = sorted(self.group_of(view, place[1]))
            if n == 0 or not group:
                group = group or [i for i, f in self.tray_dice(view) if f == place[1]]
                return die_rect(group[0]).center if group else None
        want = dice_count(action)
        if n >= 1 and self.picker.path[0][0] == "die" and want is not None and len(self.picker.dice) != want:
            group = sorted(self.group_of(view, self.picker.path[0][1]))
            if len(self.picker.dice) > want:
                return die_rect(max(self.picker.dice)).center
            extra = [i for i in group if i not in self.picker.dice]
            if extra:
                return die_rect(extra[0]).center
        rect = self.place_rect(view, seat, place)
        return rect.center if rect is not None else None

    def click_target(self, action) -> tuple[int, int] | None:
        """Where a person clicks to make `action` now, in one click (None: it
        takes a pick first, or is not offered)."""
        for rect, a in self.board_targets(self.view) + self.page_chips():
            if a == action:
                return rect.center
        return None

    def click_die(self, view, seat, i: int, face: str) -> None:
        """A die of the tray clicked while not rolling: picks its group (all the
        like dice), then each click on one of the group drops or adds it; a die
        asked for by a picked card's power makes that move."""
        legal = self.legal()
        place = ("die", face)
        if self.picker.path and self.picker.path[-1][0] != "die":
            opts = self.picker.next_places(view, seat, legal)
            if place in opts and opts[place].done is not None:
                self.play_picked(opts[place].done)
                return
        if self.picker.path[:1] == (place,):
            dice = set(self.picker.dice) ^ {i}
            if not dice:
                self.picker.clear()
            else:
                self.picker.dice = frozenset(dice)
            return
        group = self.group_of(view, face)
        self.picker.clear()
        if i not in group:
            self.say(_("That die cannot be used now"))
            return
        if place not in self.picker.next_places(view, seat, legal):
            self.say(self.why_no_use(view, seat, face))
            return
        self.picker.click(view, seat, legal, place, group)

    def why_no_use(self, view, seat, face: str) -> str:
        """Why a die of a face does nothing now, from the rules where they say it."""
        probe = {"heart": A.Heal(seat), "energy": A.GainEnergy(), "star": A.GainFame(1),
                 "fist": A.Fists(1, view.zone[seat]), "foot": A.FootDamage(), "wrench": A.BuildSupport(3, 3)}[face]
        return theme.sentence(view.why_illegal(seat, probe) or _("That die has no use now"))

    def play_picked(self, action) -> None:
        self.suggested = None
        self.picker.clear()
        self.play(action)

    def suggest(self) -> None:
        seat = self.input_seat()
        if seat is None:
            self.say(_("Nothing to suggest while the Boss or a computer moves"))
            return
        view = self.view
        action = normal_policy(view, seat, view.legal_actions(seat), None)
        self.suggested = action
        if isinstance(action, A.RerollDice):
            self.marked = set(action.dice)
            self.suggested = RerollMarked(len(action.dice))
        self.say(_("Suggestion: {move}").format(move=action_words(view, action)), 5.0)

    def damage_lost(self, action) -> int:
        """How much waiting Damage the person's `action` would lose (0: none)."""
        seat = self.input_seat()
        if seat is None or isinstance(action, (MarkDie, RerollMarked, tuple)):
            return 0
        key = (len(self.session.actions), action)
        if key not in self._lost:
            self._lost[key] = damage.lost_by(self.view, seat, action)
        return self._lost[key]

    def play(self, action, seat=None) -> bool:
        """A person's move that would lose waiting Damage asks first (the
        confirm bar says how much is lost), whatever the Confirm moves setting."""
        who = self.input_seat() if seat is None else seat
        if (who is not None and not self._confirming and not self.session.seats[who].is_ai
                and self.damage_lost(action)):
            return self.plan(who, action)
        return super().play(action, seat)

    def action_words(self, action) -> str:
        """A move in words with the Monsters' names; one that loses Damage says so."""
        words = theme.sentence(action_words(self.view, action))
        lost = self.damage_lost(action)
        if not lost:
            return words
        return _("{move}: {warning}").format(move=words.rstrip("."), warning=damage.warning(lost))

    # -- a control that has just appeared under a still pointer takes no click ----------------------
    def control_at(self, pos) -> object:
        """What a click at `pos` would press now (its key), or None."""
        view = self.view
        for rect, a in self.page_chips() + self.board_targets(view):
            if rect.collidepoint(pos):
                return a
        return None

    def watch_pointer(self) -> None:
        """Once a frame: when what lies under the pointer changes while the
        pointer stays put, the time it changed (a click is held back a moment)."""
        under = self.control_at(self.pointer) if self.input_seat() is not None and not self.anims.busy else None
        if under != self._under:
            self._under, self._under_since = under, self.clock
            if self.pointer == self._pointer_then:
                self._fresh_under = True
        if self.pointer != self._pointer_then:
            self._pointer_then, self._fresh_under = self.pointer, False

    def guarded(self, pos) -> bool:
        """Whether a click at `pos` lands on a control that appeared under the
        unmoved pointer less than GUARD seconds ago."""
        return (self._fresh_under and tuple(pos) == tuple(self._pointer_then)
                and self.clock - self._under_since < GUARD and self.control_at(pos) is not None)

    def board_event(self, event, view, seat) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 3 and self.picker.path:
            self.picker.clear()
            return True
        if event.type != pygame.MOUSEBUTTONDOWN or event.button != 1:
            return False
        if self.guarded(event.pos):
            return True
        for rect, a in self.page_chips():
            if rect.collidepoint(event.pos):
                self.picker.clear()
                self.suggested = None
                if isinstance(a, RerollMarked):
                    a = A.RerollDice(tuple(sorted(self.marked)))
                self.play(a)
                return True
        rolling = view.phase == "rolling"
        for rect, i, f in self.die_targets(view):
            if rect.collidepoint(event.pos):
                if rolling and i < len(view.roll) and not (self.picker.path and self.picker.path[-1][0] != "die"):
                    self.marked ^= {i}
                else:
                    self.click_die(view, seat, i, f)
                return True
        lit = self.lit_places(view)
        hit = [(rect, place) for rect, place, _o in lit if rect.collidepoint(event.pos)]
        if not hit and ISLAND_RECT.collidepoint(event.pos):      # a zone is clicked anywhere in it
            zone = self.geo.zone_at(event.pos)
            hit = [(rect, place) for rect, place, _o in lit if place == ("zone", zone)]
        if hit:
            rect, place = min(hit, key=lambda h: h[0].w * h[0].h)    # the smallest: a piece over its zone
            action = self.picker.click(view, seat, self.legal(), place)
            if action is not None:
                self.play_picked(action)
            return True
        for rect, a, _live in self.chip_slots(view):        # a disabled button: say why
            if rect.collidepoint(event.pos):
                self.say(self.why_not(view, seat, a))
                return True
        return self.explain_click(event.pos, view, seat)

    def explain_click(self, pos, view, seat) -> bool:
        """A click on something that is not lit: say why, from the rules."""
        thing = self.thing_at(view, pos)
        if thing is None:
            if self.picker.path:
                self.say(self.pick_prompt(view))
                return True
            return False
        why = view.why_illegal(seat, thing)
        self.say(theme.sentence(why or _("That choice is not offered now")))
        return True

    def thing_at(self, view, pos):
        """The action a click at `pos` stands for on the board, lit or not."""
        for i in range(MARKET_SIZE):
            if card_rect(i).collidepoint(pos) and view.market[i]:
                return A.Buy(i)
        for i in range(len(view.roll)):
            if die_rect(i).collidepoint(pos):
                return A.RerollDice((i,)) if view.phase == "rolling" else None
        for d in range(len(view.bd_zone)):
            r = self.volcano.die_rect(d)
            if r is not None and r.collidepoint(pos):
                return A.StealFame(d)
        if not ISLAND_RECT.collidepoint(pos):
            return None
        for z in range(ZONES):
            if view.boss_zone == z and self.geo.boss_rect(z).collidepoint(pos):
                return A.Hit(z, "boss")
            for kind in KINDS:
                if view.minions[z][KINDS.index(kind)] and self.geo.minion_rect(z, kind).collidepoint(pos):
                    return A.Hit(z, kind)
        zone = self.geo.zone_at(pos)
        if zone is None:
            return None
        seat = self.input_seat()
        if self.picker.path[:1] == (("die", "fist"),):
            return A.Fists(max(1, len(self.picker.dice)), zone)
        if self.picker.path[:1] == (("die", "foot"),) or view.tasks:
            return A.FootMove(zone) if not view.tasks else A.ChooseZone(zone)
        return None

    def why_not(self, view, seat, action) -> str:
        """Why a disabled button does nothing now, in the rules' words where they have them."""
        if isinstance(action, RerollMarked):
            why = view.why_illegal(seat, A.RerollDice((0,))) if view.roll else None
            return theme.sentence(why or _("Click the dice you want to roll again, then reroll them"))
        why = view.why_illegal(seat, action)
        return theme.sentence(why) if why else _("That choice is not offered any more")

    def pick_prompt(self, view) -> str:
        """What to do with the picked dice or card: where they may go."""
        path = self.picker.path
        if not path:
            return ""
        head = path[0]
        n = len(self.picker.dice)
        if head[0] == "die":
            face = head[1]
            words = {"heart": N_("click a lit Monster to heal it, or a free space to Lock the die"),
                     "energy": N_("click your Monster to take the Energy, or a free space to Lock a die"),
                     "star": N_("click your Monster to take the Fame, or a free space to Lock a die"),
                     "fist": N_("click a lit zone: the Damage waits there; or a free space to Lock a die"),
                     "foot": N_("click a zone next to yours to move, yours for 1 Damage, or a Monster to push"),
                     "wrench": N_("click a lit Support space to build, or a free space to Lock a die")}[face]
            if len(path) > 1 and path[-1][0] == "monster":
                words = N_("click the zone to push that Monster to")
            elif len(path) > 1 and path[-1][0] == "power":
                words = N_("click a lit target for the card's power")
            return theme.sentence(ngettext("{n} {face} die picked: {what}", "{n} {face} dice picked: {what}", n)
                                  .format(n=n, face=face_name(face), what=_(words)))
        if head[0] == "support":
            return _("Click the face the Support tile's die shows")
        return _("Click a lit target for the card's power (right-click or Esc: put it down)")

    def place_words(self, view, place, opt) -> str:
        """What a click on a lit place does, for its hover words and the keyboard ring."""
        if opt.done is not None and not opt.further:
            return self.action_words(opt.done)
        kind = place[0]
        if kind == "die":
            return _("Use these dice")
        if kind == "monster":
            return _("Push {monster}: then click the zone").format(monster=monster_name(view.monsters[place[1]]))
        if kind == "support":
            return _("Activate this Support tile: then choose its face")
        if kind == "power":
            return _("Use {power}: then click its target").format(power=power_name(place[1]))
        if kind == "bossdie":
            return _("This Boss die: then click the zone to move it to")
        if kind == "minion":
            return _("This Minion: then click the zone to move it to")
        return _("Then click a lit target")

    # -- keys (game/table/keys.py) -----------------------------------------------------------------
    def key_targets(self, view) -> list[KeyTarget]:
        """The tray's dice, the lit places, then the chips, each pressed by a click at its centre."""
        out = []
        rolling = view.phase == "rolling"
        for rect, i, f in self.die_targets(view):
            if rolling and i < len(view.roll):
                words = (_("Unmark die {number} ({face}) for the reroll") if i in self.marked
                         else _("Mark die {number} ({face}) for the reroll")).format(number=i + 1, face=face_name(f))
                out.append(KeyTarget(rect, MarkDie(i), theme.sentence(words)))
            else:
                words = (_("Leave this {face} die out") if i in self.picker.dice and self.picker.path[:1] == (("die", f),)
                         else _("Pick the {face} dice")).format(face=face_name(f))
                out.append(KeyTarget(rect, (f"die:{f}", i), theme.sentence(words)))
        for rect, place, opt in self.lit_places(view):
            key = opt.done if opt.done is not None and not opt.further else (f"pick:{place[0]}",) + place[1:]
            out.append(KeyTarget(rect, key, theme.sentence(self.place_words(view, place, opt))))
        for rect, a in self.page_chips():
            out.append(KeyTarget(rect, a, theme.sentence(action_words(view, a))))
        return out

    def confirm_target(self) -> KeyTarget | None:
        """Enter: reroll the marked dice, else the chip that ends this step."""
        chips = {a: rect for rect, a in self.page_chips()}
        for kind in CONFIRM_CHIPS:
            for a, rect in chips.items():
                if isinstance(a, kind):
                    return KeyTarget(rect, a, theme.sentence(action_words(self.view, a)))
        return None

    def back_out(self) -> bool:
        """Esc puts down the picked dice or card, else unmarks the dice marked for a reroll."""
        if self.picker.path:
            self.picker.clear()
            return True
        if not self.marked:
            return False
        self.marked = set()
        return True

    def key_help(self) -> list[tuple[str, str]]:
        return [(N_("Tab to a die, Space"), N_("mark it for the reroll (again: unmark it); after rolling, pick "
                                                "its dice, then Tab to a lit target")),
                (N_("Enter"), N_("reroll the marked dice; with none marked, stop rolling, end the step or the turn"))]
    # -- keeping the resting Boss dice in step with the view ---------------------------------------
    def _sync_dice(self, view) -> None:
        vol = self.volcano
        for d in range(len(view.bd_zone)):
            z, f = view.bd_zone[d], view.bd_face[d]
            now = vol.resting.get(d)
            if z < 0:
                if now is not None:
                    vol.lift(d)
            elif now is None or now[0] != z:
                vol.place(d, z, max(0, f), BOSS_DICE[d], yaw=0.3 * d)
        for d in list(vol.resting):
            if d >= len(view.bd_zone):
                vol.lift(d)

    def update(self, dt: float) -> None:
        super().update(dt)
        self.clock += dt
        self.volcano.update(dt)
        self.watch_pointer()

    def on_undo(self) -> None:
        self.volcano.resting.clear()
        self.stage.release()
        self.stage.told = None
        self.marked = set()
        self.picker.clear()

    def after_move(self, seat, action, events) -> None:
        self.marked = set()
        self.picker.clear()
        super().after_move(seat, action, events)

    # -- drawing ----------------------------------------------------------------------------------
    def banner_area(self) -> pygame.Rect:
        return BANNER_AREA

    def draw_board(self, surface, view) -> None:
        self._view_for_draw = view
        if not self.anims.busy:         # nothing in flight: the view is the whole truth
            self._sync_dice(view)
            self.stage.release()
            self.stage.told = None
        self.volcano.draw(surface)
        # the panels that show only the view are kept as pictures until it changes (the cloth under them)
        shows = (Same(view), tuple(self.session.names), language(), id(table_cloth()))
        # the Boss panel says what the animations have shown so far, as the log does (told.py)
        told = self.told_view(view)
        self.boss_picture.draw(surface, BOSS_PANEL, (Same(told),) + shows[1:], lambda s: draw_boss_panel(s, told))
        self.market_picture.draw(surface, MARKET_PANEL, shows, lambda s: self._draw_market(s, view))
        self._draw_tray(surface, view)
        self.monsters_picture.draw(surface, MONSTERS_PANEL, shows, lambda s: self._draw_monsters(s, view))
        self._draw_boss_die_numbers(surface, view)
        self._draw_portal(surface, view)
        targets = self.board_targets(view)
        if targets:
            draw_target_glow(surface, [(r, 8) for r, _a in targets], self.pointer, self.clock)
        self._draw_face_choice(surface, view)
        self.stage.draw_flights(surface)
        self._draw_ally_choice(surface, view)
        self.stage.draw_banners(surface, self.banner_area())
        if self.stage.showcase:
            self._draw_large(surface, self._showcase_picture())
        elif self.hover_held() and self.hover is not None:
            big = self._large_for(self.hover)
            if big is not None:
                self._draw_large(surface, big, self.hover[-1])

    def told_view(self, view):
        """The view as the animations have shown it so far (the view itself when nothing is in flight)."""
        return self.stage.told if self.stage.told is not None and self.anims.busy else view

    def draw_top_bar(self, surface, view) -> None:
        """The header changes when the animations show the change, as the log
        does: the turn as shown so far, and the game's end only once its last
        drop has been shown."""
        told = self.told_view(view)
        if told is view or self.session.is_over() == told.is_over():
            super().draw_top_bar(surface, told)
            return
        seat = told.active
        self.top_bar.draw(surface, self.seat_turn_words(seat, False), told.turn_label(),
                          [self.session.seats[seat].colour], self.session.save_problem)

    def _draw_portal(self, surface, view) -> None:
        """The portal the third Pylon opened, over its zone: opening while the
        animation shows it, then open until the Results."""
        st = self.stage
        if st.portal_t is not None and st.portal_zone is not None:
            zone, t = st.portal_zone, st.portal_t
        elif view.result == "lost" and view.ending == "third_pylon" and view.portal >= 0:
            zone, t = view.portal, 1.0
        else:
            return
        r = self.geo.pylon_beside_rect(zone)
        draw_portal(surface, (r.centerx, r.top - PORTAL_SIZE // 2), PORTAL_SIZE, t, self.clock)

    def _draw_boss_die_numbers(self, surface, view) -> None:
        """Each Boss die at rest carries its number (the log and the prompts name it so)."""
        for d in sorted(self.volcano.resting):
            r = self.volcano.die_rect(d)
            if r is None:
                continue
            tag = theme.text_outlined(str(d + 1), 12, C.TEXT, C.INK, style="bold", width=2, shadow=0)
            surface.blit(tag, tag.get_rect(center=(r.right - 1, r.top + 2)))

    def _draw_face_choice(self, surface, view) -> None:
        """The faces offered over a picked Support tile that may show any face."""
        head = self.picker.path[:1]
        if not head or head[0][0] != "support":
            return
        for r, f in self.face_rects(view, head[0][1], head[0][2]):
            surface.blit(face_icon(f, r.w), r)

    def _island_key(self):
        """What _draw_island_pieces shows, read from the same places, and what
        lies under the island (the cloth): the volcano keeps the island's picture
        while it holds."""
        view, st = self._view_for_draw, self.stage
        if view is None:
            return None
        return (id(table_cloth()), Same(view),
                tuple(tuple(st.spaces_shown[z]) if z in st.spaces_shown else None for z in range(ZONES)),
                tuple(sorted(st.tiles_shown.items())), tuple(sorted((+st.minions_due).items())),
                st.boss_at, st.boss_walking, tuple(sorted(st.monster_at.items())), tuple(sorted(st.walking)),
                st.pylon_beside_due)

    def _draw_island_pieces(self, surface) -> None:
        view = self._view_for_draw
        if view is None:
            return
        geo, st = self.geo, self.stage
        crater_x = self.volcano.art.crater_point()[0]
        for z in range(ZONES):
            # the die spaces: Crystals first, then Locked dice, then empty (as still shown while animating)
            faces = st.spaces_shown[z] if z in st.spaces_shown else spaces_of(view, z)
            for i in range(3):
                r = geo.die_space_rect(z, i)
                pygame.draw.ellipse(surface, (40, 52, 40), r.inflate(4, -4))
                pygame.draw.ellipse(surface, (200, 210, 170), r.inflate(4, -4), 1)
                if i < len(faces):
                    img = (crystal_figure(SPACE, facing_volcano(r.centerx, crater_x)) if faces[i] == "crystal"
                           else monster_die(faces[i], SPACE - 2, locked=True))
                    surface.blit(img, img.get_rect(center=(r.centerx, r.centery - 3)))
            for value in (3, 4):
                idx = 2 * z + (value - 3)
                tile = st.tiles_shown[idx] if idx in st.tiles_shown else view.spaces[idx]
                r = geo.support_rect(z, value)
                if tile == PYLON:
                    img = pylon_figure(PYLON_FIGURE, facing_volcano(r.centerx, crater_x))
                    surface.blit(img, img.get_rect(midbottom=(r.centerx, r.bottom)))
                elif tile:
                    surface.blit(support_tile(tile, SUPPORT, face_up=not view.spent[idx]), r)
                else:
                    pygame.draw.rect(surface, (44, 60, 44), r, border_radius=5)
                    pygame.draw.rect(surface, (210, 214, 180), r, 1, border_radius=5)
                    num = theme.text(str(value), 13, (220, 224, 196), "bold")
                    surface.blit(num, num.get_rect(center=r.center))
            if z == view.portal and view.portal_pylon_beside() and not st.pylon_beside_due:
                r = geo.pylon_beside_rect(z)        # the third Pylon, beside the two on the spaces
                img = pylon_figure(PYLON_FIGURE, facing_volcano(r.centerx, crater_x))
                surface.blit(img, img.get_rect(midbottom=(r.centerx, r.bottom)))
            shown = {kind: view.minions[z][KINDS.index(kind)] - st.minions_due[(z, kind)] for kind in KINDS}
            boss_at = view.boss_zone if self.stage.boss_at is None else self.stage.boss_at
            if z == boss_at and not self.stage.boss_walking:
                surface.blit(boss_figure(BOSS_FIGURE, view.boss_id, view.side), geo.boss_rect(z))
            # the Monsters stand clear of the Minion tokens (Geometry.monster_spots), drawn under them
            here = [s for s in range(view.n) if st.monster_at.get(s, view.zone[s]) == z]
            spots = geo.monster_spots(z, len(here), frozenset(k for k, n in shown.items() if n > 0))
            for place, s in enumerate(here):
                if s in st.walking:
                    continue
                r = geo.figure_rect(z, spots[place])
                surface.blit(monster_figure(view.monsters[s], FIGURE, view.health[s] <= 0), r)
                if s == view.active:
                    pygame.draw.ellipse(surface, C.GOLD, pygame.Rect(r.x - 2, r.bottom - 10, r.w + 4, 10), 2)
            for kind, count in shown.items():
                if count <= 0:
                    continue
                r = geo.minion_rect(z, kind)
                surface.blit(minion_figure(kind, TOKEN, MINION_HEALTH[kind]), r)
                if count > 1:
                    tag = theme.text_outlined(f"×{count}", 13, C.TEXT, C.INK, style="bold", width=2, shadow=0)
                    surface.blit(tag, tag.get_rect(center=(r.right - 1, r.top + 4)))   # on the token's top corner

    def draw_background(self, surface) -> None:
        surface.blit(table_cloth(), self.board_rect.topleft, self.board_rect)     # the bar and log cover the rest

    def _panel(self, surface, rect, title: str, size: int = 16) -> None:
        """A panel's title (the panel itself lies in the table cloth)."""
        t = theme.text(title, size, C.GOLD, "bold")
        surface.blit(t, t.get_rect(midleft=(rect.x + 10, rect.y + 6 + theme.font(16, "bold").get_height() // 2)))


    def _draw_ally_choice(self, surface, view) -> None:
        offered = self.ally_rects(view)
        if not offered:
            return
        seat = self.input_seat()
        area = pygame.Rect(0, 0, max(r.right for r, _a in offered) - offered[0][0].x + 40, 250)
        area.midtop = (ISLAND_RECT.centerx, ISLAND_RECT.y + 20)
        gfx.panel(surface, area, C.PANEL_DARK, radius=14)
        words = _("{monster} reached Fame: choose an Ally").format(monster=monster_name(view.monsters[seat]))
        title = theme.text(theme.fit(words, 17, area.w - 20, "bold"), 17, C.GOLD, "bold")
        surface.blit(title, title.get_rect(midtop=(area.centerx, area.y + 14)))
        for rect, a in offered:
            surface.blit(ally_sheet(a.ally, rect.w, rect.h, 0), rect)
            name = theme.text(theme.fit(ally_name(a.ally), 13, rect.w + 6, "bold"), 13, C.TEXT, "bold")
            surface.blit(name, name.get_rect(midtop=(rect.centerx, rect.bottom + 4)))
        hint = theme.text(theme.fit(_("Hover a sheet to read it; click to take it"), 13, area.w - 16), 13, C.TEXT_DIM)
        surface.blit(hint, hint.get_rect(midbottom=(area.centerx, area.bottom - 6)))

    def _draw_market(self, surface, view) -> None:
        r = MARKET_PANEL
        self._panel(surface, r, _("Market"))
        for slot, cid in enumerate(view.market):
            cr = card_rect(slot)
            if cid:
                surface.blit(market_strip(cid, CARD_W, CARD_H), cr)
            else:
                pygame.draw.rect(surface, (30, 60, 90), cr, 2, border_radius=8)
        # the count right of the stack, at 13 px; where a language's word runs longer, 12 px and the
        # stack moved left for it
        words = _("Deck {n}").format(n=len(view.deck))
        room = r.right - 6 - (DECK_RECT.right + 5)
        size = 13 if theme.font(13, "bold").size(words)[0] <= room else 12
        n = theme.text(words, size, C.TEXT, "bold")
        deck = DECK_RECT.move(-max(0, n.get_width() - room), 0)
        back = card_back(deck.w, deck.h, "")
        surface.blit(back, deck.move(-3, 2))           # a stack, not one card
        surface.blit(back, deck)
        surface.blit(n, n.get_rect(midleft=(deck.right + 5, deck.centery)))
        seat = view.active
        e = theme.text(_("{monster}: {n} Energy").format(monster=monster_name(view.monsters[seat]), n=view.energy[seat]),
                       13, C.TEXT_DIM)
        surface.blit(e, (r.x + 74, r.y + 8))

    def tray_title(self, view) -> str:
        """The tray's title: the Monster acting and the step it is at."""
        seat = view.to_act()[0] if view.to_act() else view.active
        name = monster_name(view.monsters[seat])
        n = view.rerolls
        if view.phase == "rolling":
            step = (ngettext("Roll · {n} reroll left", "Roll · {n} rerolls left", n) if self.replaying else
                    ngettext("Roll · {n} reroll left: click dice to mark them",
                             "Roll · {n} rerolls left: click dice to mark them", n)).format(n=n)
        else:
            step = {"resolving": _("Resolve your dice"), "buying": _("Buy cards or end the turn")}.get(view.phase, "")
        if view.tasks:
            step = _("A choice for {monster}").format(monster=name)
        if self.stage.boss_turn:
            step = _("waiting for the Boss")
        return _("{monster} · {step}").format(monster=name, step=step) if step else name

    def _draw_tray(self, surface, view) -> None:
        r = TRAY_PANEL
        seat = view.to_act()[0] if view.to_act() else view.active
        self.suggest_button.visible = self.input_seat() is not None
        # the title runs up to the first button shown in the bar (a longer language sets it smaller)
        right = min([b.rect.left for b in (self.suggest_button,) if b.visible] + [r.right])
        self._panel(surface, r, *theme.shrunk(self.tray_title(view), 16, right - 10 - (r.x + 10), "bold", 12))
        if self.stage.boss_turn:
            words = _("The Boss's turn: its dice drop into the volcano, it moves, its Minions attack and its dice "
                      "act. Space skips.")
            for j, text in enumerate(theme.wrap(words, 16, r.w - 28)[:3]):
                surface.blit(theme.text(text, 16, C.TEXT), (r.x + 14, r.y + 44 + j * 24))
            return
        tumbling = set(self.stage.tumbling)
        picked = self.picker.dice if self.picker.path[:1] and self.picker.path[0][0] == "die" else frozenset()
        for i, face in enumerate(view.roll):
            dr = die_rect(i)
            if i in tumbling and self.stage.tumble_t < 1.0:
                spin = ("heart", "energy", "star", "fist", "foot", "wrench")[int(self.clock * 20 + i) % 6]
                img = monster_die(spin, DIE_SIZE)
                surface.blit(img, dr.move(0, -int(8 * (1 - self.stage.tumble_t))))
                continue
            marked = i in self.marked or i in picked
            surface.blit(monster_die(face, DIE_SIZE, marked=marked), dr.move(0, -6 if marked else 0))
        if view.virtual:
            dr = die_rect(len(view.roll))
            up = len(view.roll) in picked
            surface.blit(monster_die(view.virtual, DIE_SIZE, marked=up), dr.move(0, -6 if up else 0))
            t = theme.text(pgettext("support tile", "tile"), 12, C.SAND)
            surface.blit(t, t.get_rect(midtop=(dr.centerx, dr.bottom)))
        self._draw_damage_waiting(surface, view)
        slots = self.chip_slots(view)
        if view.phase == "buying" and not view.tasks:
            line = (_("{n} Energy to spend: buy market cards, sweep the market, or end the turn")
                    if self.replaying else
                    _("{n} Energy: click a lit market card to buy it, sweep the market, or end the turn")
                    ).format(n=view.energy[seat])
            for j, text in enumerate(theme.wrap(line, 15, r.w - 30)[:2]):
                surface.blit(theme.text(text, 15, C.TEXT_DIM), (r.x + 14, r.y + 34 + j * 19))
            grid = [a for rect, a, _live in slots if rect.top < FIXED_TOP and rect != ROLL_RECT]
            keeps = view.keeps[seat] if not grid else []
            label = theme.text(_("Keep cards (hover to read):") if keeps else _("No Keep cards yet"), 14, C.SAND,
                               "semibold")
            surface.blit(label, (r.x + 14, KEEP_ROW_Y - 20))
            for i, cid in enumerate(keeps[:8]):
                surface.blit(power_card(cid, *KEEP_CARD), self.keep_rect(i))
        elif self.buttons_or_choice(view) and self.input_seat() is not None:
            self._draw_prompt(surface, view, slots)
        busy = self.input_seat() is None
        for rect, a, live in slots:
            self._draw_button(surface, rect, self.button_words(view, a), live and not busy, a == self.suggested)

    def tray_prompt(self, view) -> str:
        """What to do now, in the tray: with dice picked, where they may go;
        while resolving, how to use a die; in a pending choice, what to choose."""
        if self.picker.path:
            return self.pick_prompt(view)
        if view.tasks:
            return choice_prompt(view)
        if view.phase == "resolving":
            return _("Click a die (its like dice come with it), then a lit target on the island; "
                     "lit Minions and the Boss take the Damage waiting")
        if view.phase == "rolling":
            return _("Click dice to mark them, then reroll them, or keep this Roll")
        return ""

    def _draw_prompt(self, surface, view, slots) -> None:
        """Under the dice, below any answer chips: what to do, and what the
        lit thing under the pointer would do if clicked."""
        used = [rect.bottom for rect, _a, _l in slots if CHIPS_TOP <= rect.top < FIXED_TOP]
        top = max(used) + 4 if used else CHIPS_TOP
        lines = theme.wrap(self.tray_prompt(view), 14, TRAY_PANEL.w - 28)[:2] if self.tray_prompt(view) else []
        words = self.hover_words(view)
        for j, text in enumerate(lines):
            if top + 18 * (j + 1) > FIXED_TOP - 2:
                break
            surface.blit(theme.text(text, 14, C.TEXT_DIM), (TRAY_PANEL.x + 14, top + 18 * j))
        if words and top + 18 * (len(lines) + 1) <= FIXED_TOP - 2:
            img = theme.text(theme.fit(words, 14, TRAY_PANEL.w - 28, "semibold"), 14, C.GOLD, "semibold")
            surface.blit(img, (TRAY_PANEL.x + 14, top + 18 * len(lines)))

    def hover_words(self, view) -> str:
        """What a click on the lit place under the pointer does."""
        for rect, place, opt in sorted(self.lit_places(view), key=lambda t: t[0].w * t[0].h):
            if rect.collidepoint(self.pointer):
                return self.place_words(view, place, opt)
        for rect, i, f in self.die_targets(view):
            if rect.collidepoint(self.pointer) and view.phase != "rolling":
                n = len(self.group_of(view, f))
                return ngettext("Pick the {n} {face} die", "Pick the {n} {face} dice", n).format(
                    n=n, face=face_name(f))
        return ""

    def _draw_damage_waiting(self, surface, view) -> None:
        """Right of the dice: the Damage resolved and not yet spent, where it
        waits, what it can still hit, and that moving or ending loses it."""
        lines = damage.summary(damage.waiting(view, view.active))
        if not lines:
            return
        box = pygame.Rect(ROLL_RECT.x, ROLL_RECT.y, ROLL_RECT.w, ROLL_RECT.h + 3)
        surface.blit(gfx.rounded_rect(box.size, 8, ((120, 40, 36), (84, 26, 24)), C.INK, 1), box)
        for j, line in enumerate(lines):
            ink = C.TEXT if j == 0 else C.SAND
            img = theme.text(theme.fit(line, 12, box.w - 12, "semibold"), 12, ink, "semibold")
            surface.blit(img, (box.x + 6, box.y + 2 + j * 14))

    def button_words(self, view, action) -> str:
        """A button's words: the bottom row's short ones, a cost where it costs something."""
        seat = view.active
        if isinstance(action, A.Sweep):
            return _("Sweep the market · {n} Energy").format(n=view.sweep_price(seat))
        if type(action) in FIXED_WORDS:
            lost = self.damage_lost(action)
            words = _(FIXED_WORDS[type(action)])
            return ngettext("{move} · loses {n} Damage", "{move} · loses {n} Damage", lost).format(
                move=words, n=lost) if lost else words

        if isinstance(action, RerollMarked):
            return action.label() if action.count else _("Mark dice to reroll them")
        if isinstance(action, A.BeginMonsterPhase):
            return _("Roll the dice")
        words = action_words(view, action)
        if isinstance(action, A.UsePower):
            pay = POWERS[action.power].action.pay
            if pay and pay[0] == "energy":
                words = _("{move} · {n} Energy").format(move=words, n=pay[1])
            elif pay:
                words = ngettext("{move} · {n} {face} die", "{move} · {n} {face} dice", pay[2]).format(
                    move=words, n=pay[2], face=face_name(pay[1]))
        return words

    def _draw_button(self, surface, rect, words: str, live: bool, suggested: bool) -> None:
        """One button of the tray; a disabled one is dim and holds its slot."""
        hot = live and rect.collidepoint(self.pointer)
        if suggested and live:
            fill, ink = ((250, 226, 150), (226, 190, 100)), C.TEXT_DARK
        elif live:
            fill, ink = (((96, 164, 196), (60, 120, 160)) if hot else ((70, 130, 168), (44, 92, 130))), C.TEXT
        else:
            fill, ink = ((44, 62, 80), (34, 50, 66)), (150, 164, 178)
        surface.blit(gfx.rounded_rect(rect.size, 8, fill, C.INK, 1), rect)
        size = 14
        while size > 12 and theme.text(words, size, ink, "semibold").get_width() > rect.w - 10:
            size -= 1
        img = theme.text(words, size, ink, "semibold")
        if img.get_width() > rect.w - 10:
            lines = theme.wrap(words, 12, rect.w - 10, "semibold")
            if len(lines) > 2:
                lines = [lines[0], theme.fit(" ".join(lines[1:]), 12, rect.w - 10, "semibold")]
            gap = theme.line_height(12, "semibold", 1.0)
            top = rect.centery - gap * len(lines) // 2
            for j, line in enumerate(lines):
                li = theme.text(line, 12, ink, "semibold")
                surface.blit(li, li.get_rect(midtop=(rect.centerx, top + j * gap)))
        else:
            surface.blit(img, img.get_rect(center=rect.center))

    @staticmethod
    def keep_rect(i: int) -> pygame.Rect:
        """A Keep card of the Monster buying, shown in the tray."""
        return pygame.Rect(TRAY_PANEL.x + 14 + i * (KEEP_CARD[0] + 6), KEEP_ROW_Y, *KEEP_CARD)

    def _draw_monsters(self, surface, view) -> None:
        for s in range(view.n):
            r = monster_row(s, view.n)
            mon = view.monsters[s]
            if s == view.active:
                pygame.draw.rect(surface, C.GOLD, r, 2, border_radius=8)
            pygame.draw.rect(surface, tuple(c // 4 for c in monster_colour(mon)), r.inflate(-4, -4), border_radius=7)
            fig = monster_figure(mon, 28, view.health[s] <= 0)
            surface.blit(fig, (r.x + 4, r.y + 4))
            name = _("{monster} ({player})").format(monster=monster_name(mon), player=self.session.names[s])
            surface.blit(theme.text(theme.fit(name, 14, r.w - 42, "bold"), 14, C.TEXT, "bold"), (r.x + 38, r.y + 3))
            x = r.x + 38
            for icon, value in (("heart", f"{view.health[s]}/{view.max_health(s)}"), ("star", str(view.fame[s])),
                                ("energy", str(view.energy[s]))):
                surface.blit(face_icon(icon, 15), (x, r.y + 20))
                t = theme.text(value, 13, C.SAND, "bold")
                surface.blit(t, (x + 17, r.y + 20))
                x += 17 + t.get_width() + 10
            surface.blit(theme.text(_("Zone {number}").format(number=view.zone[s] + 1), 13, C.TEXT_DIM), (x, r.y + 20))
            x = r.x + 38
            for label, _key, rect in self._row_items(view, s):
                pygame.draw.rect(surface, (236, 226, 200), rect, border_radius=5)
                t = theme.text(theme.fit(label, 12, rect.w - 8, "semibold"), 12, C.TEXT_DARK, "semibold")
                surface.blit(t, t.get_rect(center=rect.center))

    def _row_items(self, view, s) -> list[tuple[str, tuple, pygame.Rect]]:
        """The Ally sheet and the Keep cards of a Monster's row, as small labels."""
        r = monster_row(s, view.n)
        y = r.y + 37 if r.h >= 52 else r.y + 20
        x = r.x + 38 if r.h >= 52 else r.x + 230
        out = []
        items = []
        if view.ally[s]:
            unlocked = sum(1 for t in ALLY_THRESHOLDS if view.fame[s] >= t)
            items.append((_("{ally} {unlocked}/4").format(ally=ally_name(view.ally[s]), unlocked=unlocked),
                          ("ally", view.ally[s], unlocked)))
        for cid in view.keeps[s]:
            items.append((card_name(cid), ("card", cid)))

        for label, key in items:
            # measured, not rendered: hover asks for these rects every frame
            w = min(120, theme.font(12, "semibold").size(label)[0] + 10)
            rect = pygame.Rect(x, y, w, 16)
            if rect.right > r.right - 4:
                break
            out.append((label, key, rect))
            x += w + 4
        return out

    # -- the large view on hover -------------------------------------------------------------------
    def thing_under(self, pos):
        view = self._view_for_draw
        if view is None:
            return None
        for rect, a in self.ally_rects(view):
            if rect.collidepoint(pos):
                return ("ally", a.ally, 0, rect)
        for slot, cid in enumerate(view.market):
            if cid and card_rect(slot).collidepoint(pos):
                return ("card", cid, card_rect(slot))
        if view.phase == "buying" and not view.tasks and not self.stage.boss_turn:
            for i, cid in enumerate(view.keeps[view.active][:8]):
                if self.keep_rect(i).collidepoint(pos):
                    return ("card", cid, self.keep_rect(i))
        if BOSS_SHEET_RECT.collidepoint(pos):
            return ("boss", view.boss_id, view.side, view.boss_fame, BOSS_SHEET_RECT)
        for s in range(view.n):
            for _label, key, rect in self._row_items(view, s):
                if rect.collidepoint(pos):
                    return key + (rect,)
        if ISLAND_RECT.collidepoint(pos):
            for z in range(ZONES):
                for kind in KINDS:
                    count = view.minions[z][KINDS.index(kind)]
                    rect = self.geo.minion_rect(z, kind)
                    if count and rect.collidepoint(pos):
                        return ("minion", kind, count, z, rect)
                for value in (3, 4):
                    tile = view.spaces[2 * z + value - 3]
                    rect = self.geo.support_rect(z, value)
                    if tile and tile != PYLON and rect.collidepoint(pos):
                        return ("tile", tile, rect)
        return None

    def _large_for(self, hover):
        kind = hover[0]
        if kind == "card":
            return power_card(hover[1], *LARGE_CARD)
        if kind == "boss":
            return boss_sheet(hover[1], hover[2], LARGE_SHEET[0], LARGE_SHEET[1], hover[3])
        if kind == "ally":
            return ally_sheet(hover[1], LARGE_SHEET[0], LARGE_SHEET[1] - 60, hover[2])
        if kind == "tile":
            return support_tile(hover[1], 120)
        if kind == "minion":
            return minion_card(hover[1], hover[2], hover[3], *MINION_CARD)
        return None

    def _showcase_picture(self) -> pygame.Surface:
        """The Event drawn from the deck as it turns over: its back narrowing
        to an edge, then its face widening from it."""
        turn = self.stage.showcase_turn
        if turn >= 1.0:
            return power_card(self.stage.showcase, *LARGE_CARD)
        w, h = LARGE_CARD
        side = card_back(w, h) if turn < 0.5 else power_card(self.stage.showcase, w, h)
        width = max(2, round(w * abs(1.0 - 2.0 * turn)))
        return pygame.transform.smoothscale(side, (width, h))

    def _draw_large(self, surface, img, near=None) -> None:
        """A card drawn from the deck in the island's middle; a hovered thing's
        large view beside it (the kit's large_view_rect)."""
        rect = img.get_rect(center=ISLAND_RECT.center)
        if near is not None:
            rect = self.large_view_rect(rect.inflate(12, 12).size, near).inflate(-12, -12)
        gfx.panel(surface, rect.inflate(12, 12), C.PANEL_DARK, radius=14)
        surface.blit(img, rect)

    def prompt_rects(self) -> list[pygame.Rect]:
        """The tray's heading says what to do now (left of its Suggest and More
        buttons): a large view never covers it."""
        return super().prompt_rects() + [pygame.Rect(TRAY_PANEL.x, TRAY_PANEL.y,
                                                     self.suggest_button.rect.left - 6 - TRAY_PANEL.x, 34)]

    def message_anchor(self) -> tuple[int, int]:
        return (ISLAND_RECT.centerx, ISLAND_RECT.bottom - 10)

    # -- seeded positions ---------------------------------------------------------------------------
    @classmethod
    def screenshot_session(cls, seed: int):
        """You and two computer Monsters, several turns in, your dice to resolve."""
        session = sessions.you_against_computers(cls.game_info(), 3, seed)
        sessions.play_forward(session, seed, lambda st: st.turn >= 4 and st.active == 0
                              and st.phase == "resolving" and not st.tasks)
        return session

    @classmethod
    def bench_session(cls, seed: int):
        """Computer Monsters only, on the Advanced side of Lavalord (the most
        Boss dice), played forward to the eve of a Boss Phase with at least
        BENCH_DROP dice ready (mid-game, dice in the Boss's zone come back
        after they act; 5 of 7 is as many as a played game reaches), so the
        benchmark measures a big drop while computers think."""
        info = cls.game_info()
        opts = info.default_options(3)
        opts.update(boss="lavalord", side="advanced")
        seats = [SeatConfig(AI_NAMES[i], "ai", "hard" if i == 0 else "normal", i) for i in range(3)]
        session = GameSession.new(info, opts, seats, seed=seed, autosave_enabled=False)
        sessions.play_forward(session, seed, lambda st: st.phase == "buying" and not st.tasks
                              and sum(1 for z in st.bd_zone if z < 0) >= BENCH_DROP)
        return session


@lru_cache(maxsize=1)
def table_cloth() -> pygame.Surface:
    """The sea with the table's four panels (the Boss, the market, the dice
    tray, the Monsters) laid on it, painted once: drawing each panel and its
    soft shadow every frame was eight large blended blits a frame."""
    cloth = screen_backdrop().copy()
    for rect in (BOSS_PANEL, MARKET_PANEL, TRAY_PANEL, MONSTERS_PANEL):
        gfx.panel(cloth, rect, PANEL_FILL, radius=12)
    return cloth
