"""A lesson of Learn to play at a table: the guide panel that explains each step
as it comes, and the arrow at what to press.

The lessons are data (game/guide/: a course of `Lesson`s per game, made of the
types in lesson.py; they sit above the kit, which never imports them). A
lesson's session opens on its prepared position; its computer players make
the lesson's scripted moves (`Lesson.opponent`) where it has one, their own
choice elsewhere. Once a lesson's steps are done the panel offers the next
lesson (or, on the last, the game plays on), and names the rules section the
lesson teaches, one click from the reference. While a lesson runs the log
starts under the panel, so the panel covers none of it. The guide follows
what the person learning did, not how: a step is done once their move of the
kind it teaches is in the game's moves (by a click, a key, Suggest, whatever),
or once the state makes it moot; a move taken back by Undo is no longer
counted. While they must act, the panel shows the first step not done whose
trigger holds on their view, in the frame the move that brought it was made
(the same frame the table's prompt changes); a step the game can no longer
offer is skipped, and the panel says so in a sentence.
The arrow points at the table's key target (game/table/focus.py) of the first
kind the step names; the kit's glow already lights every legal one. The arrow
and its ring are placed where they cover no words and nothing else one may
press, read from what is drawn. The game itself is the real one, under the
real rules; the guide only talks and points.

`GuideControl` is a part of TableScene; it expects the scene's `ui`, `session`,
`view`, `viewer`, `input_seat()`, `anims` and `key_focus`.
"""
from __future__ import annotations

import math

import pygame

from rules.core.i18n import _, pgettext

from ..screen import gfx, theme
from ..screen.theme import C
from ..ui import Button
from .areas import LOG_RECT
from .focus import KeyTarget, focus_ring
from .lesson import GuideStep, Lesson, kinds_of

PANEL = pygame.Rect(LOG_RECT.x + 8, LOG_RECT.y + 8, LOG_RECT.w - 16, 300)
#: the panel's buttons, along its foot: the reference's section, and the next lesson or Guide off
FOOT = 40
#: while a lesson runs the log's heading and lines start this far under the log's top (under the panel)
LOG_TOP_IN_LESSON = PANEL.bottom + 6 - LOG_RECT.top
TEXT_SIZE = 15
#: the step count's size ("Step 3 of 9", top right of the panel)
COUNT_SIZE = 13

ARROW = (20, 22)


def target_kind(target: KeyTarget) -> str:
    """A target's kind: the class name of its action, the first word of its key,
    or "button:" and a button's words (in the language in use: see `is_kind`)."""
    key = target.key
    if isinstance(key, tuple) and key and key[0] == "button":
        return f"button:{target.words}"
    if isinstance(key, tuple) and key and isinstance(key[0], str):
        return key[0]
    return type(key).__name__


def is_kind(target: KeyTarget, kind: str) -> bool:
    """Whether `target` is of a step's `kind`: a kind names the first word of a
    target's key ("card"), or a whole key ("card=IM04"). A step names a button by its
    English words ("button:Pass"), which the button shows translated, as a
    button (`pgettext("button", ...)`) or as a plain message."""
    found = target_kind(target)
    if found == kind:
        return True
    if "=" in kind:             # "card=IM04": the target of that key ("card", "IM04"); "food=-1,berry"
        head, _sep, rest = kind.partition("=")
        parts = rest.split(",")
        key = target.key
        return (isinstance(key, tuple) and len(key) == len(parts) + 1 and key[0] == head
                and all(str(k) == p for k, p in zip(key[1:], parts)))
    head, _sep, words = kind.partition(":")
    return head == "button" and found in (f"button:{_(words)}", f"button:{pgettext('button', words)}")



class Guide:
    """Where a guided game has got to in its script: the steps done (by a move
    or made moot), those skipped, and the one shown now."""

    def __init__(self, script: Lesson, seat: int | None = None, number: int = 0, count: int = 1) -> None:
        self.script = script
        self.number = number                    # the lesson's place in its course (0: the first)
        self.count = count                      # the course's lessons
        self.seat = script.learner() if seat is None else seat
        self.done: frozenset[str] = frozenset()
        self.skipped: dict[str, str] = {}       # a skipped step's name -> the sentence that says so
        self.index = -1                         # the step shown (-1: none now)
        self.seen: list[str] = []               # the steps shown, in the order they first came
        self.note = ""                          # the sentence of a step just skipped
        self.finished = False                   # every step done or skipped
        self.acting = False
        self.view = None                        # the learner's view when last followed
        self.done_state = None                  # the state the moment the last step was done
        self._offered: frozenset[str] = frozenset()     # the steps whose trigger held when last looked at
        self._moves: list = []                  # the game's moves the bookkeeping has taken in
        self._marks: list[tuple[frozenset, dict]] = [(frozenset(), {})]   # it, after each of them

    @property
    def step(self) -> GuideStep | None:
        return self.script.steps[self.index] if self.index >= 0 else None

    def pending(self) -> list[GuideStep]:
        return [s for s in self.script.steps if s.name not in self.done and s.name not in self.skipped]

    def follow(self, state, view, legal, acting: bool, moves) -> None:
        """Takes in the game's moves (`moves`: (seat, action) pairs, the newest
        last; fewer than before after an Undo) and the position: the state, the
        learner's view, their legal actions and whether they must act now."""
        kept = 0
        for old, new in zip(self._moves, moves):
            if old is not new:
                break
            kept += 1
        if kept < len(self._moves):             # taken back: as it stood before those moves
            del self._moves[kept:]
            del self._marks[kept + 1:]
            self.done, skipped = self._marks[kept]
            self.skipped = dict(skipped)
        for move in moves[kept:]:
            seat, action = move
            if seat == self.seat:
                shown = self.step
                if shown is not None and shown in self.pending() and shown.does(action):
                    self.done |= {shown.name}       # the step shown is done; the others wait their turn
                else:       # done unasked: the steps it does that the game offered then are moot
                    self.done |= {s.name for s in self.pending() if s.name in self._offered and s.does(action)}
                self._offered = frozenset()
                self.note = ""
            self._moves.append(move)
            self._marks.append((self.done, dict(self.skipped)))
        for s in self.pending():
            if s.done is not None and s.done(state):
                self.done |= {s.name}
            elif s.gone is not None and s.gone(state):
                self.skipped[s.name] = s.skip_text
                self.note = s.skip_text
        self._marks[-1] = (self.done, dict(self.skipped))
        pending = self.pending()
        self.finished = not pending
        if self.finished and self.done_state is None and self.script.claims:
            self.done_state = state.clone()     # the lesson's end, before anyone moves on (its claims' test)
        elif not self.finished:
            self.done_state = None              # taken back
        self.acting = acting
        self.view = view
        shown = None
        if acting and pending:
            kinds = kinds_of(legal)
            offered = [s for s in pending if self.done.issuperset(s.after) and s.when(view, self.seat, kinds)]
            self._offered = frozenset(s.name for s in offered)
            shown = offered[0] if offered else None
        elif self.step is not None and self.step in pending:
            shown = self.step                   # the others move: the step stays until it is done
        self.index = -1 if shown is None else self.script.steps.index(shown)
        if shown is not None and shown.name not in self.seen:
            self.seen.append(shown.name)

    def pointed(self, targets: list[KeyTarget]) -> KeyTarget | None:
        """The target the arrow points at: the first of the step's kinds found."""
        step = self.step
        if step is None or self.finished:
            return None
        for kind in step.point:
            if callable(kind):          # a kind worked out from the position ("adv=4": that adventurer)
                kind = kind(self.view)
                if kind is None:
                    continue
            for t in targets:
                if is_kind(t, kind):
                    return t
        return None

    def words(self) -> tuple[str, str]:
        """The panel's title and text now."""
        # the scripts' words are marked with N_ (game/guide/): translated here, as shown
        title, text = self._words()
        if not self.note:
            return title, text
        return title, _("{skipped} {text}").format(skipped=_(self.note), text=text)

    @property
    def last(self) -> bool:
        """The course's last lesson (it plays on into the whole game)."""
        return self.number + 1 >= self.count

    def _words(self) -> tuple[str, str]:
        if self.finished:
            if self.last:
                return _("Play on to the end"), _(self.script.end_text)
            return _("Lesson done"), _("{words} Press Next lesson.").format(words=_(self.script.end_text))
        step = self.step
        if step is not None:
            return _(step.title), _(step.text)
        if not self.seen and not self.acting:
            return _(self.script.title) if self.script.title else _("Learn to play"), _(self.script.opening)
        nxt = self.pending()[0]
        return _("Play on"), _("Play as you like for now: what glows may be chosen. The next step, "
                               "\"{step}\", comes as soon as the game offers it.").format(step=_(nxt.title))

    def step_number(self) -> int:
        """The shown step's number: its place in the order the steps were shown (1: the first)."""
        return self.seen.index(self.step.name) + 1 if self.step is not None else 0

    def step_count(self) -> str:
        """"Step 3 of 9" while a step is shown; empty otherwise."""
        if self.finished or self.index < 0:
            return ""
        return _("Step {n} of {count}").format(n=self.step_number(), count=len(self.script.steps))

    def lesson_line(self) -> str:
        """"Lesson 2 of 4: Scare the crowd" (the lesson's title)."""
        return _("Lesson {n} of {count}: {title}").format(n=self.number + 1, count=self.count,
                                                          title=_(self.script.title))


def title_fitted(title: str, count: str = "") -> tuple[str, int]:
    """The panel's title and its size, left of the step count ("Step 3 of 9",
    in the language in use): smaller where a language's words run longer, cut
    with an ellipsis only past the smallest size."""
    room = PANEL.w - 24 - (theme.font(COUNT_SIZE, "semibold").size(count)[0] + 10 if count else 0)
    return theme.shrunk(title, 19, room, "heading", 14)


def title_lines(title: str, count: str = "") -> tuple[list[str], int]:
    """The panel's title as it is drawn, and its size: one line (title_fitted)
    where it fits at 14 px or more, else two lines at the largest size from
    16 px down that holds it whole; cut with an ellipsis only past that."""
    words, size = title_fitted(title, count)
    if words == title:
        return [words], size
    room = PANEL.w - 24 - (theme.font(COUNT_SIZE, "semibold").size(count)[0] + 10 if count else 0)
    for size in range(16, 13, -1):
        lines = theme.wrap(title, size, room, "heading")
        if len(lines) <= 2 and all(theme.font(size, "heading").size(line)[0] <= room for line in lines):
            return list(lines), size
    return [words], 14


#: the top of the panel's sentences under a title of one line
TEXT_TOP = 42


def title_height(lines: list[str], size: int) -> int:
    """How far under the panel's top its sentences start, for a title of these lines."""
    if len(lines) < 2:
        return TEXT_TOP
    return 6 + len(lines) * theme.line_height(size, "heading", 1.0) + 4


def text_area(top: int = TEXT_TOP) -> pygame.Rect:
    """Where the panel's sentences go: under the title (`top` under the panel's
    top), over the lesson's line and the panel's buttons."""
    return pygame.Rect(PANEL.x + 12, PANEL.y + top, PANEL.w - 24, PANEL.h - FOOT - 26 - top)


def text_size(text: str, area: pygame.Rect) -> int:
    """The largest size (TEXT_SIZE down to 12) at which `text` wraps inside `area`."""
    size = TEXT_SIZE
    while size > 12 and len(theme.wrap(text, size, area.w)) * theme.line_height(size) > area.h:
        size -= 1
    return size


class ScriptedThinker:
    """A decision made at once (the rules' Thinker protocol: step(), result)."""

    def __init__(self, action) -> None:
        self.result = action
        self.done = True
        self.spent = 0.0

    def step(self, seconds: float) -> bool:
        return True


class ScriptedAgent:
    """A computer player of a lesson: the lesson's scripted move where it has
    one (`Lesson.opponent`), else its own agent's choice. It decides in the
    window (no seed to rebuild it in the helper process: see thinking.py)."""

    def __init__(self, script, agent) -> None:
        self.script = script
        self.agent = agent

    def thinker(self, view, seat):
        action = self.script(view, seat, view.legal_actions(seat))
        return ScriptedThinker(action) if action is not None else self.agent.thinker(view, seat)


def lesson_line_fitted(guide: Guide) -> tuple[str, int]:
    """The panel's lesson line and its size: "Lesson 2 of 4: its title", a little
    smaller where a language runs longer, or only "Lesson 2 of 4" where the whole
    would not fit; never cut."""
    room = PANEL.w - 24
    whole = guide.lesson_line()
    words, size = theme.shrunk(whole, 12, room, "semibold", 10)
    if words == whole:
        return words, size
    short = _("Lesson {n} of {count}").format(n=guide.number + 1, count=guide.count)
    return theme.shrunk(short, 12, room, "semibold", 10)


class GuideControl:

    def init_guide(self) -> None:
        self.guide: Guide | None = None
        self._guide_key: tuple | None = None
        self._guide_legal: list = []
        self._arrow_place: tuple | None = None      # (the target's place, the arrow's side, length, the ring's margin)
        self._next_lesson = None
        self._open_section = None
        self.guide_button = self.ui.add(Button((PANEL.right - 112, PANEL.bottom - FOOT, 102, 30), _("Guide off"),
                                               self.guide_off, style="secondary", font_size=15,
                                               tooltip=_("Switch the guide off and play the game on as usual")))
        self.next_button = self.ui.add(Button((PANEL.right - 132, PANEL.bottom - FOOT, 122, 30), _("Next lesson"),
                                              self.next_lesson, style="primary", font_size=15,
                                              tooltip=_("Open the next lesson of Learn to play")))
        self.section_button = self.ui.add(Button((PANEL.x + 10, PANEL.bottom - FOOT, 102, 30), _("Rules"),
                                                 self.open_section, style="secondary", font_size=15,
                                                 tooltip=_("Read the rules this lesson teaches")))
        for b in (self.guide_button, self.next_button, self.section_button):
            b.visible = False

    def start_guide(self, script: Lesson, number: int = 0, count: int = 1, next_lesson=None,
                    open_section=None) -> None:
        """Runs the lesson `script` (lesson `number` of `count`) at this table.
        `next_lesson(table)` opens the course's next lesson in its place;
        `open_section(heading)` opens the rules reference at a section."""
        self.guide = Guide(script, self.session.human_seats()[0], number, count)
        self._guide_key = None
        self._next_lesson = next_lesson
        self._open_section = open_section
        self.guide_button.visible = True
        self.section_button.visible = bool(script.sections) and open_section is not None
        if script.sections:
            self.section_button.tooltip = _("Read \"{section}\" in the rules").format(section=_(script.sections[0]))
        if script.prepare is not None:
            self.log.no_opening()       # the lesson's position is not the one its seed set up
        if script.opponent is not None:
            for seat in self.session.ai_seats():
                self.agents[seat] = ScriptedAgent(script.opponent, self.agent_for(seat))
        self.log_panel.set_top(LOG_TOP_IN_LESSON)
        self.follow_guide()

    def guide_off(self) -> None:
        self.guide = None
        for b in (self.guide_button, self.next_button, self.section_button):
            b.visible = False
        self.log_panel.set_top(0)

    def lesson_holds_results(self) -> bool:
        """A lesson before the course's last one that ends its game keeps the
        table (its panel says how it ended, and offers the next lesson): the
        Results would take the table's place, and the lesson with it."""
        guide = self.guide
        return guide is not None and not guide.last and self._next_lesson is not None

    def next_lesson(self) -> None:
        if self._next_lesson is not None:
            self._next_lesson(self)

    def open_section(self) -> None:
        if self.guide is not None and self._open_section is not None and self.guide.script.sections:
            self._open_section(self.guide.script.sections[0])

    def follow_guide(self) -> None:
        """The guide takes in the moves made so far and the position, every frame
        (animations or not: the panel keeps pace with the table's prompt)."""
        guide = self.guide
        if guide is None:
            return
        session = self.session
        moves = session.actions
        key = (len(moves), id(moves[-1]) if moves else None)
        state = session.state
        seat = guide.seat
        acting = not session.is_over() and seat in state.to_act()
        if (key, acting) == self._guide_key:
            return                  # nothing moved since the last frame: the guide stands as it is
        self._guide_key = (key, acting)
        view = self.view if self.viewer == seat else state.view(seat)
        guide.follow(state, view, view.legal_actions(seat) if acting else [], acting, moves)
        self.guide_button.label = _("Close guide") if guide.finished else _("Guide off")
        waiting = guide.finished and not guide.last and self._next_lesson is not None
        self.next_button.visible = waiting
        self.guide_button.visible = not waiting


    def guide_target(self) -> KeyTarget | None:
        """What the arrow points at now (None: no guide, or nothing to point at)."""
        if self.guide is None or self.input_seat() is None or self.anims.busy:
            return None
        return self.guide.pointed(self.key_focus.targets)

    def guide_marks(self, surface: pygame.Surface, target: KeyTarget) -> tuple[pygame.Rect, pygame.Rect, tuple]:
        """Where the ring and the arrow go for `target` (the ring's rect, the
        arrow's box, its side and length): chosen once a target from what is
        drawn under them, then kept while the target stays."""
        # another target is hidden anywhere on it; one whose box overlaps the target's (a hex's
        # neighbours) only where one presses it
        others = [pygame.Rect(0, 0, PRESS, PRESS).move(*(c - PRESS // 2 for c in t.click_point()))
                  if t.rect.colliderect(target.rect) else t.rect
                  for t in self.key_focus.targets if t is not target and t.rect != target.rect]
        others += [w.rect for w in self.ui.widgets if isinstance(w, Button) and w.visible and w.enabled
                   and w.rect != target.rect]
        place = (target.key, tuple(target.rect))
        if self._arrow_place is None or self._arrow_place[0] != place:
            self._arrow_place = (place, *place_marks(surface, target.rect, others))
        __, side, length, margin = self._arrow_place
        return (target.rect.inflate(2 * margin, 2 * margin), swept_box(aim(target.rect, margin), side, length),
                (side, length))

    def draw_guide(self, surface: pygame.Surface, clock: float) -> None:
        guide = self.guide
        if guide is None:
            return
        title, text = guide.words()
        gfx.panel(surface, PANEL, fill=((40, 34, 18), (24, 20, 10)), border=C.GOLD, radius=14, alpha=255)
        count = guide.step_count()
        lines, size = title_lines(title, count)
        if len(lines) == 1:
            head = theme.text(lines[0], size, C.GOLD, "heading")
            surface.blit(head, head.get_rect(midleft=(PANEL.x + 12, PANEL.y + 22)))
        else:                   # two lines where a language's words run longer
            lh = theme.line_height(size, "heading", 1.0)
            for i, line in enumerate(lines):
                surface.blit(theme.text(line, size, C.GOLD, "heading"), (PANEL.x + 12, PANEL.y + 6 + i * lh))
        if count:
            c = theme.text(count, COUNT_SIZE, C.TEXT_DIM, "semibold")
            surface.blit(c, c.get_rect(topright=(PANEL.right - 12, PANEL.y + 14)))
        area = text_area(title_height(lines, size))
        theme.draw_wrapped(surface, text, area, text_size(text, area), C.TEXT)

        words, size = lesson_line_fitted(guide)
        surface.blit(theme.text(words, size, C.SAND, "semibold"), (PANEL.x + 12, PANEL.bottom - FOOT - 20))
        for b in (self.guide_button, self.next_button, self.section_button):
            if b.visible:
                b.draw(surface)             # over the panel
        target = self.guide_target()
        if target is not None:
            ring, _box, (side, length) = self.guide_marks(surface, target)
            draw_arrow(surface, target.rect, clock, side, length, ring)


#: the sides an arrow may point from, in the order they are tried: from above
#: (pointing down), below, the right and the left; each a unit step away from the target
ARROW_SIDES = ((0, -1), (0, 1), (1, 0), (-1, 0))
#: the arrow's lengths, the full one first: a short arrow where the long one covers something, and
#: none (the ring alone shows the target) where even the short one would
LENGTHS = (22, 15)
RING_ONLY = 0
#: the ring's margins round the target, the roomiest first (0: on its very edge)
MARGINS = (6, 4, 2, 0)
#: how far the arrow bobs towards and away from its target
BOB = 4
#: the arrow's tip end not read for words (it reaches the target's outline and glow), and
#: the target's own outline round it, in pixels
TIP = 7
OWN_EDGE = 2
#: round another target's point, the room a finger needs to press it
PRESS = 24
#: the top bar: an arrow from above must stay under it
TOP_BAR = 64


#: a pixel is an edge of drawn detail where its brightness changes by more than this (words do;
#: the sea, panels and glows do not), and a few such specks are not words
EDGE = 160
SPECKS = 4


def ink(surface: pygame.Surface, rect: pygame.Rect) -> int:
    """How much drawn detail (words, edges) lies in `rect` of the surface: the
    pixels where its brightness changes sharply. Smooth panels, the sea and
    gradients count 0; letters count many."""
    r = rect.clip(surface.get_rect())
    if r.w < 3 or r.h < 3:
        return 0
    edges = pygame.transform.laplacian(surface.subsurface(r).copy())
    calm = pygame.mask.from_threshold(edges, (0, 0, 0), (EDGE, EDGE, EDGE, 255))
    sharp = r.w * r.h - calm.count()
    return sharp if sharp > SPECKS else 0


def ink_outside(surface: pygame.Surface, band: pygame.Rect, own: pygame.Rect) -> int:
    """The ink in `band` outside `own` (a band runs along one side of it)."""
    if band.w <= 0 or band.h <= 0:
        return 0
    if band.bottom <= own.top or band.top >= own.bottom:
        return ink(surface, band)
    if band.right <= own.left or band.left >= own.right:
        return ink(surface, band)
    parts = [pygame.Rect(band.x, band.y, band.w, own.top - band.y),
             pygame.Rect(band.x, own.bottom, band.w, band.bottom - own.bottom),
             pygame.Rect(band.x, band.y, own.left - band.x, band.h),
             pygame.Rect(own.right, band.y, band.right - own.right, band.h)]
    return sum(ink(surface, p.clip(band)) for p in parts if p.w > 0 and p.h > 0)


def covered(box: pygame.Rect, avoid: list[pygame.Rect]) -> int:
    return sum(c.width * c.height for c in (box.clip(r) for r in avoid))


def arrow_room(screen: pygame.Rect) -> pygame.Rect:
    return pygame.Rect(screen.left, screen.top + TOP_BAR, screen.width, screen.height - TOP_BAR)


def swept_box(rect: pygame.Rect, side, length: int) -> pygame.Rect:
    """Every place the arrow takes while it bobs."""
    return arrow_box(rect, side, 0.0, length).union(arrow_box(rect, side, BOB, length)).union(
        arrow_box(rect, side, -BOB, length))


def arrow_side(rect: pygame.Rect, avoid: list[pygame.Rect], screen: pygame.Rect,
               surface: pygame.Surface | None = None) -> tuple[tuple[int, int], int]:
    """The side the arrow points from and its length: the first of ARROW_SIDES
    (at full length, then short) whose arrow covers none of the other things
    one may press (`avoid`), no drawn words (read from `surface`, when given) and
    stays on the screen under the top bar; if every one covers something, the
    one that covers the least, a control counting before words."""
    room = arrow_room(screen)
    options = [(side, length) for length in LENGTHS for side in ARROW_SIDES
               if room.contains(swept_box(rect, side, length))] or [(ARROW_SIDES[1], LENGTHS[-1])]

    def cost(option) -> tuple[int, int]:
        box = swept_box(rect, *option)
        return covered(box, avoid), (ink(surface, away_from(box, option[0])) if surface is not None else 0)
    costs = [cost(o) for o in options]
    free = [o for o, c in zip(options, costs) if c == (0, 0)]
    if free:
        return free[0]
    if surface is not None:
        return ARROW_SIDES[0], RING_ONLY        # every arrow would hide something: the ring alone shows it
    # the order of `options` breaks ties: min keeps the first of equals
    return min(zip(options, costs), key=lambda oc: oc[1])[0]


def away_from(box: pygame.Rect, side: tuple[int, int]) -> pygame.Rect:
    """The arrow's box but its tip's end (the target's own edge and glow lie there)."""
    dx, dy = side
    if dy < 0:
        return pygame.Rect(box.x, box.y, box.w, box.h - TIP)
    if dy > 0:
        return pygame.Rect(box.x, box.y + TIP, box.w, box.h - TIP)
    if dx < 0:
        return pygame.Rect(box.x, box.y, box.w - TIP, box.h)
    return pygame.Rect(box.x + TIP, box.y, box.w - TIP, box.h)


def ring_margin(surface: pygame.Surface | None, rect: pygame.Rect, avoid: list[pygame.Rect]) -> int:
    """The roomiest of MARGINS whose ring (the band round `rect`) covers no
    other control and no drawn words; the slimmest when each covers some."""
    def cost(m: int) -> tuple[int, int]:
        # the band read one pixel wider than the ring: a word's box reaches a pixel past its ink
        ring = rect.inflate(2 * m + 2, 2 * m + 2)
        w = m + 1
        band = [pygame.Rect(ring.left, ring.top, ring.w, w), pygame.Rect(ring.left, rect.bottom, ring.w, w),
                pygame.Rect(ring.left, rect.top, w, rect.h), pygame.Rect(rect.right, rect.top, w, rect.h)]
        own = rect.inflate(2 * OWN_EDGE, 2 * OWN_EDGE)     # the target's own outline and shadow
        band = [b for b in (pygame.Rect(b) for b in band)]
        words = sum(ink_outside(surface, b, own) for b in band) if surface is not None else 0
        return sum(covered(b, avoid) for b in band), words
    free = [m for m in MARGINS if cost(m) == (0, 0)]
    return free[0] if free else min(MARGINS, key=lambda m: (cost(m), m))


def place_marks(surface: pygame.Surface, rect: pygame.Rect, avoid: list[pygame.Rect]) -> tuple:
    """(side, length, ring margin) for the arrow and ring at `rect`, read from
    what is drawn on `surface` now (before they are)."""
    margin = ring_margin(surface, rect, avoid)
    side, length = arrow_side(aim(rect, margin), avoid, surface.get_rect(), surface)
    return side, length, margin


def aim(rect: pygame.Rect, margin: int) -> pygame.Rect:
    """What the arrow points at for a ring `margin` round `rect`: its tip touches the ring."""
    return rect.inflate(2 * margin - 8, 2 * margin - 8)


def arrow_box(rect: pygame.Rect, side: tuple[int, int], bob: float, length: int = ARROW[1]) -> pygame.Rect:
    """Where the arrow lies when it points at `rect` from `side` (nowhere: no arrow)."""
    if length == RING_ONLY:
        return pygame.Rect(rect.centerx, rect.centery, 0, 0)
    w, h = ARROW[0], length
    dx, dy = side
    if dy:
        tip = (rect.centerx, rect.top - 4 - bob if dy < 0 else rect.bottom + 4 + bob)
        return pygame.Rect(int(tip[0] - w / 2), int(tip[1] - h if dy < 0 else tip[1]), w, h)
    tip = (rect.right + 4 + bob if dx > 0 else rect.left - 4 - bob, rect.centery)
    return pygame.Rect(int(tip[0] if dx > 0 else tip[0] - h), int(tip[1] - w / 2), h, w)


def arrow_points(rect: pygame.Rect, side: tuple[int, int], bob: float,
                 length: int = ARROW[1]) -> list[tuple[float, float]]:
    """The arrow's outline: its tip at the target's edge on `side`, its tail away from it."""
    w, h = ARROW[0], length
    dx, dy = side
    if dy:
        tip_x, tip_y = rect.centerx, (rect.top - 4 - bob if dy < 0 else rect.bottom + 4 + bob)
    else:
        tip_x, tip_y = (rect.right + 4 + bob if dx > 0 else rect.left - 4 - bob), rect.centery
    # the outline pointing down (tip at 0, 0, tail up), then turned to face the target from `side`
    head = min(h * 0.55, 12)
    shape = [(0, 0), (-w / 2, -head), (-w / 5, -head), (-w / 5, -h), (w / 5, -h), (w / 5, -head),
             (w / 2, -head)]
    px, py = -dx, -dy              # the way the arrow points: towards the target
    # a point `a` across and `b` along the down-pointing shape, along (px, py) instead
    return [(tip_x + a * py + b * px, tip_y - a * px + b * py) for a, b in shape]


def draw_arrow(surface: pygame.Surface, rect: pygame.Rect, clock: float, side: tuple[int, int] = (0, -1),
               length: int = ARROW[1], ring: pygame.Rect | None = None) -> None:
    """The white ring round the target and a small gold arrow pointing at it
    from `side` (see place_marks), bobbing."""
    ring_rect = ring if ring is not None else rect.inflate(12, 12)
    surface.blit(focus_ring(ring_rect.size), ring_rect.topleft)
    if length == RING_ONLY:
        return
    points = arrow_points(aim(rect, (ring_rect.w - rect.w) // 2), side, BOB * math.sin(clock * 5), length)
    pygame.draw.polygon(surface, C.GOLD, points)
    pygame.draw.polygon(surface, C.INK, points, 2)
