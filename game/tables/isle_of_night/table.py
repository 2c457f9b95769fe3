"""The Isle of Night table: the night island with its score grid, the deck and
the centre, every player's tableau with its live score, and every decision
of a turn by click, from the draw to the last lantern.

It draws from the view of the seat looking (everything is open but the deck
order), offers only what `view.legal_actions(seat)` offers (those targets
light), and sends any other click to the rules as the action it would be, so
an illegal one is refused with the rules' own reason. The kit (game/table/)
does the turn bar, the log, the computer players, Undo, the menu, saving and
the results.

Modules: card_art (every card drawn by code), layout (where things sit),
scenery (the night backdrop and the island card), tableau (a player's row),
stage and animations (what flies and flips), sessions (positions for
screenshots and the benchmark).
"""
from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.screen import gfx, theme
from game.session import GameSession
from game.table.focus import KeyTarget
from game.table.picture import Part, TablePicture
from game.table.scene import TableScene
from game.table.targets import draw_selection, draw_target_glow, draw_turn_glow, prepare_turn_glow
from game.screen.theme import C, sentence
from rules.core.contract import Action
from rules.core.i18n import N_, _, ngettext
from rules.isle_of_night import actions as A
from rules.isle_of_night import lookup
from rules.isle_of_night.steps import D_CLAIM, D_EFFECT, D_RING_CLAIM, D_RING_DISCARD

from . import sounds
from . import layout as L
from . import sessions
from .animations import NightChoreographer
from .card_art import card_back, card_face, locked_score_card, paint_all, pile_tally, score_card_face
from . import identical
from .scenery import bonus_strip, grid_backdrop, link_ends, night_backdrop
from .stage import NightStage
from .tableau import (Preview, chip_zoom, draw_seat_row, location_tile_steps, prepare_row, prepare_tiles,
                      previews, shown_chips, type_card_steps)

#: Words for each waiting effect when the player orders them.
EFFECT_WORDS = {lookup.E_DRAGON: N_("a sword's dragon"), lookup.E_SERPENT: N_("a spear's serpent"),
                lookup.E_SWAP: N_("a conch swap"), lookup.E_LOCK: N_("a scroll lock"),
                lookup.E_STAFF: N_("a magic staff"), lookup.E_ALL_DRAGONS: N_("Dragon's Perch"),
                lookup.E_ALL_SERPENTS: N_("Serpent Pool"), lookup.E_SWAPS2: N_("Echoing Grotto's swaps"),
                lookup.E_LOCKS2: N_("Sealed Archive's locks"), lookup.E_EXTRA_CLAIM: N_("Mirror Lake's claim")}
SKIP_WORDS = {A.SkipCreature: N_("Take none"), A.SkipSwap: N_("Make no swap"), A.SkipScroll: N_("Lock nothing")}


@dataclass(frozen=True)
class Choice:
    """A chip in the prompt strip: its words and the action it plays."""
    label: str
    action: Action
    rect: pygame.Rect
    size: int = 15


def scored_types(view) -> set[int]:
    """The types with a score card on the island (their small cards keep room for what their sets pay)."""
    return {lookup.SCORE_TYPE[s] for s in view.score_grid}


class IsleOfNightTable(TableScene):
    music, ambience = sounds.MUSIC, sounds.AMBIENCE
    game_id = "isle_of_night"
    #: everything is open but the deck order, which nobody sees: no curtains
    private_views = False
    ai_slice = 0.0015

    def __init__(self, app, session: GameSession) -> None:
        super().__init__(app, session)
        state = session.state
        self.side = state.side
        self.n = state.num_players
        self.positions, self.island_cells = L.cell_rects(self.side)
        self.rows = L.seat_rows(self.n)
        paint_all(L.CENTRE_SIZES, lambda w: L.card_width(lookup.NUM_PLAIN_TYPES, w))   # now, not in play
        self.stage = NightStage()
        self.choreo = NightChoreographer(self.anims, self.stage, self.side, self.positions, self.rows)
        self.pick: int | None = None            # the first score position of a swap
        self.clock = 0.0
        self._key: tuple | None = None
        self._legal: list[Action] = []
        self._piles: list = []
        self._previews: list[Preview] = []
        self._choices: list[Choice] = []
        self._ring_chips = False         # the ring claims are chosen by chips in the prompt strip
        self._tray: list[tuple[int, pygame.Rect]] = []
        #: how many identical cards each tray card stands for (the rules offer one of them)
        self._tray_counts: dict[int, int] = {}
        #: the still part of the table (draw_background)
        self._picture: TablePicture | None = None
        #: pictures a claim may soon show, made one step a frame in still frames (draw_board);
        #: none in the frame a move lands in
        self._ahead: list = []
        self._ahead_wait = False
        self.play_opening()             # turn 1's draw flies in as every later draw does

    # -- what the view offers -------------------------------------------------------------------
    def refresh(self, view) -> None:
        """Recomputes what depends on the position (once per move)."""
        seat = self.input_seat()
        key = (len(self.session.actions), seat, self.viewer)
        if key == self._key:
            return
        self._key = key
        self._legal = view.legal_actions(seat) if seat is not None else []
        self._piles = L.centre_piles(list(view.centre))
        self._previews = previews(view)
        self._choices = self._make_choices(view)
        self._ahead, self._ahead_wait = self._coming_pictures(view), True
        self._tray = []
        if view.step in (D_RING_DISCARD,) or (view.step == D_EFFECT and view.active == lookup.A_STAFF):
            cards = [a.card for a in self._legal if isinstance(a, (A.RingDiscard, A.StaffDiscard))]
            self._tray = list(zip(cards, L.tray_rects(len(cards))))
            runs = {lookup.CARD_KIND[run[0]]: len(run) for run in identical.identical(view.owned[view.current])}
            self._tray_counts = {c: runs.get(lookup.CARD_KIND[c], 1) for c in cards}
        if self.pick is not None and not (view.step == D_EFFECT and view.active == lookup.A_SWAP):
            self.pick = None

    def _coming_pictures(self, view) -> list:
        """The steps that make what the row of the player to claim would draw
        after a claim brings it one more type: its types' and the centre's
        small cards or chips at the row's new size, and the small card of each
        location in the centre."""
        if view.over:
            return []
        row, pv = self.rows[view.current], self._previews[view.current]
        size = row.chip_size(len(shown_chips(pv, row)[1]) + 1)
        centre = {lookup.CARD_TYPE[c] for c in view.centre}
        plain = {k for k in centre | {chip.kind for chip in pv.chips} if k < lookup.NUM_PLAIN_TYPES}
        steps = type_card_steps(plain, size, scored_types(view))
        if L.is_tile(size):
            steps += [step for k in sorted(centre - plain) for step in location_tile_steps(k, size)]
        return steps

    def _make_choices(self, view) -> list[Choice]:
        words: list[tuple[str, Action]] = []
        short: dict[int, str] = {}          # a ring claim's short words, by its place in `words`
        rings = [c for c in view.centre if lookup.CARD_TYPE[c] == lookup.RINGS]
        mixed = len({lookup.CARD_MAGIC[c] for c in rings}) > 1
        ring_chips = self._ring_options() > 1
        for a in self._legal:
            if isinstance(a, A.ClaimRings) and ring_chips:
                short[len(words)] = _ring_words(a, mixed, short=True)
                words.append((_ring_words(a, mixed), a))
            elif isinstance(a, A.OrderEffect):
                replay = a.card in view.out
                effect = lookup.EFFECT_OF[a.card]
                what = _(EFFECT_WORDS[effect]) if effect in EFFECT_WORDS else _("its effect")
                first = _("First: {effect} (the staff replay)") if replay else _("First: {effect}")
                words.append((first.format(effect=what), a))
            elif type(a) in SKIP_WORDS:
                words.append((_(SKIP_WORDS[type(a)]), a))
        self._ring_chips = ring_chips
        long = [w for w, _a in words]
        labels, rects, size = L.choice_layout([long, [short.get(i, w) for i, w in enumerate(long)]])
        return [Choice(label, a, r, size) for label, (_w, a), r in zip(labels, words, rects)]

    def _ring_options(self) -> int:
        return sum(1 for a in self._legal if isinstance(a, A.ClaimRings))

    def lit(self, view) -> list[tuple[pygame.Rect, int]]:
        """What may be clicked now, as (rect, corner radius)."""
        out: list[tuple[pygame.Rect, int]] = []
        legal = self._legal
        if not legal:
            return out
        kinds = {lookup.CARD_KIND[a.card] for a in legal if isinstance(a, (A.RingClaim, A.ChooseDragon,
                                                                            A.ChooseSerpent))}
        types = {a.kind for a in legal if isinstance(a, A.ClaimType)}
        if any(isinstance(a, A.ClaimRings) for a in legal):
            types.add(lookup.RINGS)
        for _t, rects in self._piles:
            claim: dict[int, pygame.Rect] = {}       # a claimable type lights as one pile
            for c, r in rects:
                if c in self.stage.landing:
                    continue
                t = lookup.CARD_TYPE[c]
                if t in types:
                    claim[t] = claim[t].union(r) if t in claim else r
                elif lookup.CARD_KIND[c] in kinds and (r, 6) not in out:     # identical cards lie as one
                    out.append((r, 6))
            out.extend((r, 6) for r in claim.values())
        for p in self.grid_targets(view):
            out.append((self.positions[p], 8))
        for _c, r in self._tray:
            out.append((r, 6))
        for ch in self._choices:
            out.append((ch.rect, 10))
        return out

    def grid_targets(self, view) -> list[int]:
        """The score positions that light: a swap's first or second card, or a lock."""
        legal = self._legal
        if view.step == D_EFFECT and view.active == lookup.A_SWAP:
            pairs = [(a.a, a.b) for a in legal if isinstance(a, A.Swap)]
            if self.pick is None:
                return sorted({p for pair in pairs for p in pair})
            return sorted({b if a == self.pick else a for a, b in pairs if self.pick in (a, b)})
        return [a.position for a in legal if isinstance(a, (A.Lock, A.Unlock))]

    # -- clicks ---------------------------------------------------------------------------------
    def board_event(self, event, view, seat) -> bool:
        if event.type != pygame.MOUSEBUTTONDOWN or event.button != 1:
            return False
        self.refresh(view)
        pos = event.pos
        for ch in self._choices:
            if ch.rect.collidepoint(pos):
                self.play(ch.action)
                return True
        for card, r in self._tray:
            if r.collidepoint(pos):
                cls = A.RingDiscard if view.step == D_RING_DISCARD else A.StaffDiscard
                self.play(cls(card))
                return True
        hit = L.centre_card_at(self._piles, pos)
        if hit is not None:
            self.click_centre(view, *hit)
            return True
        for p, r in enumerate(self.positions):
            if r.collidepoint(pos):
                self.click_position(view, p)
                return True
        return False

    def click_centre(self, view, t: int, card: int) -> None:
        step, active = view.step, view.active
        if step == D_RING_CLAIM:
            self.play(view.canonical(self.input_seat(), A.RingClaim(card)))
        elif step == D_EFFECT and active == lookup.A_DRAGON:
            self.play(view.canonical(self.input_seat(), A.ChooseDragon(card)))
        elif step == D_EFFECT and active == lookup.A_SERPENT:
            self.play(view.canonical(self.input_seat(), A.ChooseSerpent(card)))
        elif t == lookup.RINGS:
            rings = [a for a in self._legal if isinstance(a, A.ClaimRings)]
            if len(rings) == 1:
                self.play(rings[0])
            elif rings:
                self.say(_("Choose below how many cursed rings to take, and which"))
            else:
                self.play(A.ClaimRings(1, lookup.CARD_MAGIC[card]))
        else:
            self.play(A.ClaimType(t))

    def click_position(self, view, p: int) -> None:
        if view.step == D_EFFECT and view.active == lookup.A_SWAP:
            if self.pick is None:
                if p in self.grid_targets(view):
                    self.pick = p
                else:
                    other = 1 if p == 0 else 0
                    self.play(A.Swap(min(p, other), max(p, other)))
            elif p == self.pick:
                self.pick = None
            else:
                a, b = min(p, self.pick), max(p, self.pick)
                if self.play(A.Swap(a, b)):
                    self.pick = None
            return
        if view.locked >> p & 1:
            self.play(A.Unlock(p))
        else:
            self.play(A.Lock(p))

    def on_undo(self) -> None:
        self.pick = None
        self._key = None

    # -- keys (game/table/keys.py) ----------------------------------------------------------------
    def key_targets(self, view) -> list[KeyTarget]:
        """What lights (lit()), each pressed by a click at its centre, named by what it is."""
        self.refresh(view)
        chips = {tuple(ch.rect): ch.label for ch in self._choices}
        out = []
        for r, _radius in self.lit(view):
            words = chips.get(tuple(r))
            kind = "choice" if words else self.target_kind(r)
            out.append(KeyTarget(r, (kind, tuple(r)), words or self.target_words(view, r)))
        return out

    def target_kind(self, rect) -> str:
        """What a lit thing is: a score "position", a card to "discard", or a
        centre card's type ("conches", "scrolls", ...; "location")."""
        thing = self.thing_under(rect.center)
        if thing is None or thing[0] != "card":
            return thing[0] if thing else "lit"
        if any(c == thing[1] for c, _r in self._tray):
            return "discard"
        t = lookup.CARD_TYPE[thing[1]]
        return lookup.TYPE_KEYS[t] if t < lookup.NUM_PLAIN_TYPES else "location"

    def target_words(self, view, rect) -> str:
        """What pressing a lit card or score card does, in words."""
        thing = self.thing_under(rect.center)
        if thing is None:
            return ""
        if thing[0] == "position":
            p = thing[1]
            place = self.place(view, p)
            if view.step == D_EFFECT and view.active == lookup.A_SWAP:
                words = _("swap {place} with it") if self.pick is not None else _("swap {place}…")
                return sentence(words.format(place=place))
            words = _("unlock {place}") if view.locked >> p & 1 else _("lock {place}")
            return sentence(words.format(place=place))
        card = thing[1]
        if any(c == card for c, _r in self._tray):
            n = self._tray_counts.get(card, 1)
            if n > 1:
                return sentence(_("discard {card} (you have {n})").format(card=A.card_name(card), n=n))
            return sentence(_("discard {card}").format(card=A.card_name(card)))
        if view.step == D_CLAIM:
            return sentence(_("claim {card}").format(card=A.type_name(lookup.CARD_TYPE[card])))
        return sentence(_("take {card}").format(card=A.card_name(card)))

    def place(self, view, p: int) -> str:
        """A score position as the island shows it: "the butterflies (5 VP a set)"."""
        return A.place_name(view.side, view.score_grid, p)

    def action_words(self, action: Action) -> str:
        """A swap or a lock names the score cards it moves or locks, as they lie now."""
        view = self.view
        if isinstance(action, A.Swap):
            return sentence(_("swap {place} with {other}").format(place=self.place(view, action.a),
                                                                   other=self.place(view, action.b)))
        if isinstance(action, (A.Lock, A.Unlock)):
            words = _("lock {place}") if isinstance(action, A.Lock) else _("unlock {place}")
            return sentence(words.format(place=self.place(view, action.position)))
        return super().action_words(action)

    def back_out(self) -> bool:
        """Esc puts down the first score card of a swap."""
        if self.pick is None:
            return False
        self.pick = None
        return True

    def key_help(self) -> list[tuple[str, str]]:
        return [(N_("Tab to a card, Space"), N_("claim it, take it or discard it, as the prompt asks")),
                (N_("A swap"), N_("Space on one score card, then on the other (Esc puts the first down)"))]

    # -- hover ------------------------------------------------------------------------------------
    def thing_under(self, pos):
        for card, r in self._tray:
            if r.collidepoint(pos):
                return ("card", card, r)
        hit = L.centre_card_at(self._piles, pos)
        if hit is not None:
            return ("card", hit[1], L.centre_spot(self._piles, hit[1]))
        for p, r in enumerate(self.positions):
            if r.collidepoint(pos):
                return ("position", p, r)
        for row, pv in zip(self.rows, self._previews):
            groups, _chips = shown_chips(pv, row)
            for i, (_t, cards) in enumerate(groups):
                r = row.chip_rect(i, len(groups))
                if r.collidepoint(pos):
                    return ("chip", row.seat, cards, r)
        return None

    # -- the frame ----------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        super().update(dt)
        self.clock += dt

    def draw_background(self, surface) -> None:
        """The still part of the table as one picture (game/table/picture.py):
        the night, the island card with its grid, the bonus strip, the centre
        and each player's row (or the tray), each painted again only when what
        it shows changes; a frame where none did costs one blit."""
        view = self.view
        self.refresh(view)
        if self._picture is None:
            backdrop = night_backdrop()
            try:
                backdrop = backdrop.convert()       # the canvas's format: the parts blend as on it
            except pygame.error:
                pass
            self._picture = TablePicture(backdrop, self.board_rect)
        # the words' language: a change of it paints every part again
        self._picture.update(self.picture_parts(view), _("Box: {n}"), None)
        self._picture.blit_to(surface)

    def picture_parts(self, view) -> list[Part]:
        """The grid, the bonus strip, the centre, each player's row and the tray, with what each shows now."""
        st = self.stage
        most, leaders = self._magic_leaders(view)
        bonus = (view.side.magic_bonus, view.lanterns_claimed, view.lanterns_to_end, most, leaders)
        acting = view.current if not view.over else None
        parts = [
            Part("grid", L.GRID_PANEL, (tuple(view.score_grid), view.locked, tuple(sorted(st.sliding)),
                                        tuple(sorted(st.flips.items()))), lambda s: self.draw_grid(s, view)),
            Part("bonus", L.BONUS_PANEL, bonus, lambda s: s.blit(bonus_strip(*bonus), L.BONUS_PANEL.topleft)),
            Part("centre", L.CENTRE_PANEL, (len(view.deck), len(view.out), tuple(view.centre),
                                            tuple(sorted(st.landing))), lambda s: self.draw_centre(s, view)),
        ]
        for row, pv in zip(self.rows, self._previews):
            shown = (pv, self.session.names[row.seat], self.session.seats[row.seat].colour, row.seat == acting)
            parts.append(Part(f"row {row.seat}", row.rect, "under the tray" if self._tray else shown,
                              (lambda s: None) if self._tray else
                              (lambda s, row=row, shown=shown: draw_seat_row(s, row, *shown))))
        # over the rows while it is out (nowhere while it is not: a row repainted
        # then repaints no other); its going away paints the rows under it again
        tray = (tuple(self._tray), view.step, tuple(sorted(self._tray_counts.items()))) if self._tray else None
        parts.append(Part("tray", pygame.Rect(L.TRAY) if tray else pygame.Rect(L.TRAY.topleft, (0, 0)), tray,
                          lambda s: self.draw_tray(s, view) if tray else None))
        return parts

    def prepare_turns(self) -> None:
        for row in self.rows:
            colour = self.session.seats[row.seat].colour
            prepare_row(row, colour)
            prepare_turn_glow([(row.rect, theme.seat_colour(colour).rgb)])
        # the small cards a claim brings (the types with a score card show what their sets pay)
        self.refresh(self.view)
        prepare_tiles(self.rows, [len(shown_chips(pv, row)[1]) for row, pv in zip(self.rows, self._previews)],
                      scored_types(self.view))
        self.prepare_prompts()
        # each score card as it would show wherever a swap can bring it, and locked there
        for score in set(self.session.state.score_grid):
            for p, r in enumerate(self.positions):
                score_card_face(score, r.width, r.height, self.side.vp[p], p)
                locked_score_card(score, r.width, r.height, self.side.vp[p], p)

    def draw_board(self, surface, view) -> None:
        """What moves or pulses, over the table's picture (draw_background)."""
        self.refresh(view)
        acting = view.current if not view.over else None
        if not self._tray and acting is not None:
            draw_turn_glow(surface, [(self.rows[acting].rect, theme.seat_colour(
                self.session.seats[acting].colour).rgb)], self.clock)
        self.draw_prompt(surface, view)
        if self.input_seat() is not None and not self.anims.busy:
            draw_target_glow(surface, self.lit(view), self.pointer, self.clock)
            if self.pick is not None:
                draw_selection(surface, self.positions[self.pick])
        self.stage.draw_flights(surface)
        self.stage.draw_banners(surface, self.banner_area())
        self.draw_zoom(surface, view)
        if self._ahead_wait:
            self._ahead_wait = False
        elif self._ahead and not self.anims.busy:
            self._ahead.pop(0)()

    def _magic_leaders(self, view) -> tuple[int, tuple]:
        """The most magic symbols anyone has, and who has them, as (seat colour, name)."""
        counts = view.magic_counts()
        top = max(counts)
        if top < 1:
            return 0, ()
        return top, tuple((self.session.seats[s].colour, self.session.names[s]) for s in range(self.n)
                          if counts[s] == top)

    def draw_grid(self, surface, view) -> None:
        surface.blit(grid_backdrop(self.side, tuple(map(tuple, self.positions)),
                                   tuple(map(tuple, self.island_cells))), L.GRID_PANEL.topleft)
        for p, r in enumerate(self.positions):
            if p in self.stage.sliding:
                continue
            score = view.score_grid[p]
            locked = bool(view.locked >> p & 1)
            flip = self.stage.flips.get(p)
            if flip is not None:
                t, locking = flip
                shown_locked = locking if t >= 0.5 else not locking
                img = (locked_score_card(score, r.width, r.height, self.side.vp[p], p) if shown_locked
                       else score_card_face(score, r.width, r.height, self.side.vp[p], p))
                w = max(2, int(r.width * abs(1 - 2 * t)))
                img = pygame.transform.smoothscale(img, (w, r.height))
                surface.blit(img, img.get_rect(center=r.center))
                continue
            img = (locked_score_card(score, r.width, r.height, self.side.vp[p], p) if locked
                   else score_card_face(score, r.width, r.height, self.side.vp[p], p))
            surface.blit(img, r)
        link_ends(surface, self.side, self.positions)

    def draw_centre(self, surface, view) -> None:
        surface.blit(card_back(L.DECK.width, L.DECK.height), L.DECK)
        n = len(view.deck)
        # under the deck, kept inside the centre's part of the table picture (French's
        # "113 restantes" ran 2 px past its left edge, which a new count then left behind)
        left = theme.text(ngettext("{n} left", "{n} left", n).format(n=n), 14, C.TEXT, "semibold")
        surface.blit(left, left.get_rect(midtop=(L.DECK.centerx, L.DECK.bottom + 4)).clamp(L.CENTRE_PANEL))
        box = theme.text(_("Box: {n}").format(n=len(view.out)), 13, C.TEXT_DIM)
        surface.blit(box, box.get_rect(midtop=(L.DECK.centerx, L.DECK.bottom + 24)).clamp(L.CENTRE_PANEL))
        if not view.centre:
            words = theme.text(_("The centre is empty"), 15, C.TEXT_DIM)
            surface.blit(words, words.get_rect(center=L.CENTRE_AREA.center))
        for _t, rects in self._piles:
            for run in L.fanned_runs(rects):
                here = [c for c, _r in run if c not in self.stage.landing]
                if here:
                    r = run[0][1]
                    surface.blit(card_face(here[-1], r.width, r.height), r)
                    badge = identical.badge_rect(r, len(here))
                    if badge is not None:
                        surface.blit(identical.badge(len(here)), badge)
        for k in L.closed_piles(self._piles):
            cards = [c for c, _r in self._piles[k][1]]
            box = self._piles[k][1][0][1].unionall([r for _c, r in self._piles[k][1]])
            tally = pile_tally(len(cards), sum(lookup.CARD_ICONS[c] for c in cards),
                               sum(lookup.CARD_MAGIC[c] for c in cards), box.width)
            surface.blit(tally, tally.get_rect(midbottom=(box.centerx, box.bottom - 2)))

    def draw_tray(self, surface, view) -> None:
        surface.blit(gfx.rounded_rect(L.TRAY.size, 12, (18, 28, 58), C.GOLD, 2, alpha=240), L.TRAY.topleft)
        words = (_("Your cards. Choose one to discard for a cursed ring: it goes to the box")
                 if view.step == D_RING_DISCARD else
                 _("Your cards. Choose one to discard for the magic staff: its effect happens again"))
        head = theme.text(theme.fit(words, 15, L.TRAY.width - 24, "semibold"), 15, C.TEXT, "semibold")
        surface.blit(head, (L.TRAY.x + 12, L.TRAY.y + 12))
        for card, r in self._tray:
            surface.blit(card_face(card, r.width, r.height), r)
        for badge, n in self.tray_badges():
            surface.blit(identical.badge(n), badge)

    def tray_badges(self) -> list[tuple[pygame.Rect, int]]:
        """Where a tray card standing for several identical cards says how many
        ("×3", identical.py), and how many."""
        out = []
        for card, r in self._tray:
            n = self._tray_counts.get(card, 1)
            badge = identical.badge_rect(r, n, fanned=False)
            if badge is not None:
                out.append((badge, n))
        return out

    def prompt_words(self, view) -> str:
        """The prompt's sentence: whose turn and what the rules wait for."""
        if view.over:
            return _("The night is over")
        who = self.session.names[view.current]
        if self.session.seats[view.current].is_ai:
            words = _("{name} (computer): {waiting}").format(name=who, waiting=view.waiting_for())
        elif self.pick is not None:
            words = _("{name}: now choose the score card to swap with {place}").format(
                name=who, place=self.place(view, self.pick))
        elif self._ring_chips:
            words = _("{name}: {waiting}; the cursed rings are taken below (how many, and how many of them "
                      "magic)").format(name=who, waiting=view.waiting_for())
        else:
            words = _("{name}: {waiting}").format(name=who, waiting=view.waiting_for())
        return sentence(words)

    def prompt_lines(self, view, room: int, choices: bool) -> tuple[tuple[str, ...], int]:
        """The prompt's sentence in lines `room` wide, and their size: one line
        over the chips; with none, a longer sentence (French runs longer) takes two."""
        words = self.prompt_words(view)
        lines = theme.wrap(words, 16, room, "semibold")
        if choices or len(lines) == 1:
            size = 16 if len(lines) == 1 else 14
            return (theme.fit(words, size, room, "semibold"),), size
        return (lines[0], theme.fit(" ".join(lines[1:]), 16, room, "semibold")), 16

    def prepare_prompts(self) -> None:
        """Makes each player's prompt at the start of their turn (a claim from the centre)."""
        view = self.session.view_for(None)
        if view.over:
            return
        for row in self.rows:
            start = view.clone()
            start.current, start.step = row.seat, D_CLAIM
            lines, size = self.prompt_lines(start, L.PROMPT.width - 20, False)
            for line in lines:
                theme.text(line, size, C.TEXT, "semibold")

    def draw_prompt(self, surface, view) -> None:
        surface.blit(gfx.rounded_rect(L.PROMPT.size, 12, (12, 20, 44), (90, 110, 170), 1, alpha=230),
                     L.PROMPT.topleft)
        room = L.PROMPT.width - 20
        if not view.over and lookup.SPRING in view.owned[view.current]:
            note = theme.text(_("Spring of Visions: 4 cards drawn each turn"), 13, C.GOLD, "semibold")
            surface.blit(note, note.get_rect(topright=(L.PROMPT.right - 12, L.PROMPT.y + 8)))
            room -= note.get_width() + 20
        lines, size = self.prompt_lines(view, room, bool(self._choices))
        for j, line in enumerate(lines):
            img = theme.text(line, size, C.TEXT, "semibold")
            surface.blit(img, (L.PROMPT.x + 10, L.PROMPT.y + 6 + j * theme.line_height(size, "semibold", 1.1)))

        for ch in self._choices:
            surface.blit(gfx.rounded_rect(ch.rect.size, 10, (40, 56, 100), C.GOLD, 1), ch.rect.topleft)
            t = theme.text(ch.label, ch.size, C.TEXT, "semibold")
            surface.blit(t, t.get_rect(center=ch.rect.center))

    def draw_zoom(self, surface, view) -> None:
        if not self.hover_held() or self.hover is None or self.anims.busy:
            return
        kind = self.hover[0]
        anchor = self.hover[-1]
        w, h = L.ZOOM
        if kind == "card":
            img = card_face(self.hover[1], w, h)
        elif kind == "position":
            p = self.hover[1]
            img = score_card_face(view.score_grid[p], *L.SCORE_ZOOM, self.side.vp[p], p)
        elif kind == "chip":
            img = chip_zoom(self.hover[2], L.ZOOM, self.board_rect.width - 16)
        else:
            return
        if kind == "position":          # beside the island, never over the cards a swap chooses from
            anchor = L.GRID_PANEL
        r = self.large_view_rect(img.get_size(), anchor)
        surface.blit(gfx.soft_shadow(img.get_size(), 12), (r.x - 6, r.y + 2))
        surface.blit(img, r)

    def prompt_rects(self) -> list[pygame.Rect]:
        return super().prompt_rects() + [L.PROMPT]       # the prompt strip, its chips too

    def message_anchor(self) -> tuple[int, int]:
        return (L.PROMPT.centerx, L.PROMPT.top - 6)

    # -- sessions for the screenshot and the benchmark -----------------------------------------------
    @classmethod
    def screenshot_session(cls, seed: int) -> GameSession:
        return sessions.screenshot_session(cls.game_info(), seed)

    @classmethod
    def bench_session(cls, seed: int) -> GameSession:
        return sessions.bench_session(cls.game_info(), seed)


def _ring_words(a: A.ClaimRings, mixed: bool, short: bool = False) -> str:
    """A ring claim in words: "Take 2 cursed rings, 1 magic", or short, "2 rings, 1 magic"."""
    n = a.count
    rings = (ngettext("{n} ring", "{n} rings", n) if short
             else ngettext("Take {n} cursed ring", "Take {n} cursed rings", n)).format(n=n)
    if not mixed:
        return rings
    if a.magic == 0:
        words = _("{rings}, no magic") if short else _("{rings}, none magic")
    elif a.magic == a.count:
        words = _("{rings}, magic") if a.count == 1 else _("{rings}, all magic")
    else:
        words = ngettext("{rings}, {m} magic", "{rings}, {m} magic", a.magic)
    return words.format(rings=rings, m=a.magic)

