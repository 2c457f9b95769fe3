"""Playing a table by keyboard: every action that can be clicked can be done
with keys.

    Tab / Shift+Tab   the next / previous thing that may be chosen (a ring shows it);
                      Menu and Undo are not in the ring: Esc and Ctrl+Z are their keys
    Space or Enter    press the thing in the ring
    Enter             with no ring: the table's confirm (its Done / Play / End button)
    Esc               put down a half-made choice; with none, the menu
    Ctrl+Z            Undo
    F1 or ?           the keys of this table

`KeyControl` is a part of TableScene (game/table/scene.py). The table says what
may be pressed (`key_targets(view)`), what Enter confirms (`confirm_target()`),
how to put down a half-made choice (`back_out()`) and its own words for the
keys overlay (`key_help()`); the kit adds the visible buttons and does the rest.
It expects the scene's `ui`, `menu_button`, `undo_button`, `anims`, `view`,
`input_seat()`, `board_event()`, `undo()`, `undo_offer()`, `say()`, `info` and `app`.
"""
from __future__ import annotations

import pygame

from rules.core.i18n import N_, _

from ..ui import Button
from .focus import KeyFocus, KeyTarget

#: the keys every table has, for the keys overlay: (keys, what they do)
TABLE_KEYS = (
    (N_("Tab / Shift+Tab"), N_("move the ring to the next / previous thing you may choose")),
    (N_("Space or Enter"), N_("choose what the ring is on")),
    (N_("Enter"), N_("with no ring: confirm (the table's Done, Play or End button)")),
    (N_("Esc"), N_("put down a half-made choice; with none, open the menu")),
    (N_("Ctrl+Z"), N_("undo your last move")),
    (N_("Space"), N_("while something moves: skip the animation")),
    (N_("F1 or ?"), N_("show these keys")),
    (N_("F11"), N_("fullscreen on or off")),
)
ENTER = (pygame.K_RETURN, pygame.K_KP_ENTER)


class KeyControl:
    def init_keys(self) -> None:
        self.key_focus = KeyFocus()

    # -- what the table says (its hooks) ---------------------------------------------------------
    def key_targets(self, view) -> list[KeyTarget]:
        """Hook: the things on the board a person may press now (what glows), in
        reading order. Called only while a person must act and nothing moves."""
        return []

    def confirm_target(self) -> KeyTarget | None:
        """Hook: what Enter confirms when no ring shows. By default the one
        visible primary button, if there is exactly one."""
        primary = [b for b in self.key_buttons() if b.style == "primary"]
        return button_target(primary[0]) if len(primary) == 1 else None

    def back_out(self) -> bool:
        """Hook: puts down a half-made choice (a picked-up piece, chosen cards);
        True if there was one."""
        return False

    def key_help(self) -> list[tuple[str, str]]:
        """Hook: this table's own words for the keys overlay, (keys, what they do),
        marked with `N_` (`key_lines` translates them)."""

        return []

    def key_lines(self) -> list[tuple[str, str]]:
        """Everything the keys overlay lists: the table's own keys, then the kit's,
        in the language in use (the tables' and the kit's are marked, not translated)."""
        return [(_(keys), _(words)) for keys, words in (*self.key_help(), *TABLE_KEYS)]

    # -- the list of this frame ----------------------------------------------------------------
    def key_buttons(self) -> list[Button]:
        """The visible buttons the ring reaches: what may be chosen, never the
        kit's Menu and Undo (Esc and Ctrl+Z are their keys; in the ring, Tab
        with nothing lit fell through to Menu and Space opened it)."""
        kept_out = self.buttons_out_of_ring()
        return [w for w in self.ui.widgets if isinstance(w, Button) and w.visible and w.enabled
                and w not in kept_out]

    def buttons_out_of_ring(self) -> tuple[Button, ...]:
        """The buttons that have their own keys, left out of the ring."""
        return (self.menu_button, self.undo_button)

    def learn_key_targets(self) -> None:
        board: list[KeyTarget] = []
        if self.input_seat() is not None and not self.anims.busy:
            board = self.key_targets(self.view)
        self.key_focus.learn(board + [button_target(b) for b in self.key_buttons()])

    # -- the keys ------------------------------------------------------------------------------
    def handle_key(self, event: pygame.event.Event) -> bool:
        """The table's keys; True when the event was used. Space while something
        moves is left to the kit (it skips the animation)."""
        if event.type == pygame.MOUSEMOTION:
            self.key_focus.shown = False
            return False
        if event.type != pygame.KEYDOWN:
            return False
        key, mod = event.key, event.mod
        if key == pygame.K_z and mod & pygame.KMOD_CTRL:
            self.undo_by_key()
            return True
        if key == pygame.K_F1 or getattr(event, "unicode", "") == "?":
            self.app.open("keys", _(self.info.name), self.key_lines())
            return True
        if key == pygame.K_ESCAPE:
            self.key_focus.drop()
            return self.back_out()          # nothing half-made: the kit opens the menu
        if key == pygame.K_TAB:
            self.learn_key_targets()
            if self.key_focus.step(-1 if mod & pygame.KMOD_SHIFT else 1) is None:
                self.say(_("Nothing to choose now"))
            return True
        if self.anims.busy:
            return False
        if key == pygame.K_SPACE and self.key_focus.shown and self.key_focus.focused() is not None:
            self.press_target(self.key_focus.focused())
            return True
        if key in ENTER:
            target = self.key_focus.focused() if self.key_focus.shown else None
            target = target or self.confirm_target()
            if target is None:
                self.say(_("Nothing to confirm: Tab to what you want, then Space"))

            else:
                self.press_target(target)
            return True
        return False

    def press_target(self, target: KeyTarget) -> None:
        """Presses a target: a button's click, or a click at its point through
        the table's own click handler (one path for keys and the mouse)."""
        if target.press is not None:
            target.press()
        else:
            seat = self.input_seat()
            if seat is None or self.anims.busy:
                return
            click = pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=target.click_point(), button=1)
            self.board_event(click, self.view, seat)
        self.learn_key_targets()

    def undo_by_key(self) -> None:
        _tb, why = self.undo_offer()
        if why is not None:
            self.say(why)
            return
        self.undo()


def button_target(button: Button) -> KeyTarget:
    return KeyTarget(button.rect, ("button", id(button)), button.label, press=button.click)
