"""What the seat acting may click now, worked out from the rules' legal actions
only (the table never decides legality): the lit spaces and what each plays,
the pieces that may be picked, the buttons of the prompt, and the words that
say what to do. Pure: no pygame, no drawing.

`selected` is what the player has picked up (an adventurer or a raft, or in
set-up an adventurer of a colour and value from the tray); `mode` is the
ability tile being used (Paddles, Dolphin, Move a Creature, Piranha) or None.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from rules.core.i18n import N_, _
from rules.core.pending import next_task
from rules.survive_the_island import actions as A
from rules.survive_the_island.words import a_creature, creature_name

#: ability modes: the button's words, the action type it plays, what it picks
MODES = {
    "paddles": (N_("Paddles"), A.UsePaddles, "raft"),
    "dolphin": (N_("Dolphin"), A.UseDolphin, "adv"),
    "move_creature": (N_("Move a Creature"), A.UseMoveCreature, "cr"),
    "piranha": (N_("Piranha"), A.UsePiranha, None),
}
#: an ability mode's button while it is on: it leaves the mode
CANCEL_MODE = {"paddles": N_("Cancel Paddles"), "dolphin": N_("Cancel Dolphin"),
               "move_creature": N_("Cancel Move a Creature"), "piranha": N_("Cancel Piranha")}
#: an ability mode's prompt once a piece is picked, and before (what to pick)
MODE_PROMPTS = {
    "paddles": (N_("Paddles: click a lit space"), N_("Paddles: click the raft")),
    "dolphin": (N_("Dolphin: click a lit space"), N_("Dolphin: click the swimmer")),
}
#: what each decision asks, in the prompt's words
ASK = {
    "sink": N_("Rising waters: remove a lit tile"),
    "pick": N_("Click the creature that moves"),
    "summon": N_("Which creature comes out?"),
    "order": N_("Creatures share this space: click the one that acts first"),
    "dest": N_("Move the creature to a lit space"),
    "mc_dest": N_("Move a Creature: click an empty water space"),
    "kraken": N_("The Kraken grabs: click the adventurer it takes"),
    "displace": N_("The Kaiju pushes: click where the adventurer goes"),
    "board": N_("Seats are short: click the swimmer who climbs aboard"),
    "raft_pick": N_("Click the empty raft that comes"),
    "egg": N_("Lay the egg on a lit water space"),
    "paddle": N_("Paddles: one more space, or stop"),
    "dolphin": N_("Dolphin: one more space, or stop"),
    "repel": N_("A creature is coming for you"),
    "rafts": N_("Rafts: place a raft next to the island"),
}
#: action types that pick a space, and the field that names it
SPACE_FIELD = {A.PlaceRaft: "space", A.SinkTile: "space", A.CreatureTo: "to", A.DisplaceTo: "to",
               A.PlaceEgg: "space", A.Continue: "to", A.UsePiranha: "space"}
#: action types that pick a piece: the piece kind and the field
PIECE_FIELD = {A.KrakenTarget: ("adv", "piece"), A.Board: ("adv", "piece"), A.ChooseRaft: ("raft", "raft"),
               A.UseMoveCreature: ("cr", "creature"), A.ActsFirst: ("cr", "creature")}
BUTTON_WORDS = {A.EndActions: N_("End actions"), A.Stop: N_("Stop here"), A.PlayRepellent: N_("Play Repellent"),
                A.DeclineRepellent: N_("No Repellent"), A.UseCreatureDie: N_("Creature Die")}
#: what a move costs in movement points (abilities move for free)
COST = {A.MoveAdventurer: 1, A.MoveRaft: 1}


@dataclass
class Choices:
    prompt: str = ""
    spaces: dict = field(default_factory=dict)        # space -> action
    costs: dict = field(default_factory=dict)         # space -> movement points it costs
    pieces: dict = field(default_factory=dict)        # ("adv", p) ... -> action, or "select"
    buttons: list = field(default_factory=list)       # (words, action or ("mode", name))
    tray: dict = field(default_factory=dict)          # set-up: (colour, value) -> count left
    selected: tuple | None = None
    mode: str | None = None


def task_kind(view) -> str:
    if view.phase in ("adventurers", "rafts", "over"):
        return view.phase
    task = next_task(view.stack)
    return task[0] if task else "over"


def choices(view, seat: int, legal: list, selected=None, mode=None) -> Choices:
    kind = task_kind(view)
    out = Choices(selected=selected, mode=mode)
    if kind == "adventurers":
        return _setup(view, legal, selected, out)
    if kind == "actions":
        return _actions(view, legal, selected, mode, out)
    out.prompt = _(ASK[kind]) if kind in ASK else ""
    if kind == "summon":
        seen = set()
        for a in legal:
            t = view.cr_type[a.creature]
            if view.cr_loc[a.creature] >= 0:
                # the reserve has none of the colour: one on the board comes over
                out.pieces[("cr", a.creature)] = a
                out.prompt = _("Click the creature that comes to the tile")
            elif t not in seen:
                seen.add(t)
                out.buttons.append((creature_name(t), a))
        return out
    if kind == "pick":
        for a in legal:
            out.pieces[("cr", a.creature)] = a
        return out
    if kind == "repel":
        creature = next_task(view.stack)[1]
        who = a_creature(view.cr_type[creature])
        out.prompt = _("{a_creature} is about to attack your adventurers").format(a_creature=who[:1].upper() + who[1:])

    _generic(legal, out)
    return out


def _generic(legal, out: Choices) -> None:
    for a in legal:
        t = type(a)
        if t in SPACE_FIELD:
            out.spaces[getattr(a, SPACE_FIELD[t])] = a
        elif t in PIECE_FIELD:
            k, f = PIECE_FIELD[t]
            out.pieces[(k, getattr(a, f))] = a
        else:
            out.buttons.append((_(BUTTON_WORDS[t]) if t in BUTTON_WORDS else a.label().capitalize(), a))


def _setup(view, legal, selected, out: Choices) -> Choices:
    for a in legal:
        key = (a.colour, a.value)
        out.tray[key] = view.unplaced[a.colour].count(a.value)
    if selected not in out.tray:
        selected = min(out.tray) if out.tray else None
    out.selected = selected
    for a in legal:
        if (a.colour, a.value) == selected:
            out.spaces[a.space] = a
    out.prompt = _("Pick a value in your tray, then a lit island tile")
    return out


def _move_prompt(view, pieces: dict, selected) -> str:
    """What to click in the action phase, and how to take a raft rather than
    the passenger standing on it (its logs, under their feet, are its handle;
    a second click on a passenger takes the raft too)."""
    rafts = any(k[0] == "raft" for k in pieces)
    if selected is None:
        return (_("Click one of your adventurers, or a raft by its logs (under its passengers) to move it "
                  "with all aboard") if rafts else _("Click one of your adventurers"))
    kind, n = selected
    if kind == "raft":
        return _("Click a lit space: the raft moves with all aboard")
    if view.raft_of[n] >= 0 and ("raft", view.raft_of[n]) in pieces:
        return _("Click a lit space to move this passenger, or click them again to take their raft")
    return _("Click a lit space to move there")


def _actions(view, legal, selected, mode, out: Choices) -> Choices:
    ends = [a for a in legal if type(a) is A.EndActions]
    singles = [a for a in legal if type(a) is A.UseCreatureDie]
    available = {m for m, (_w, t, _k) in MODES.items() if any(type(a) is t for a in legal)}
    if mode not in available:
        mode = None
    out.mode = mode
    if mode is None:
        moves = [a for a in legal if type(a) in (A.MoveAdventurer, A.MoveRaft)]
        for a in moves:
            key = ("adv", a.piece) if type(a) is A.MoveAdventurer else ("raft", a.raft)
            out.pieces[key] = "select"
        if selected not in out.pieces:
            selected = None
        for a in moves:
            key = ("adv", a.piece) if type(a) is A.MoveAdventurer else ("raft", a.raft)
            if key == selected:
                out.spaces[a.to] = a
                out.costs[a.to] = COST[type(a)]
        out.prompt = _move_prompt(view, out.pieces, selected) if moves else _("No moves left: end your actions")
    else:
        __, t, picks = MODES[mode]
        uses = [a for a in legal if type(a) is t]
        if picks == "cr":
            for a in uses:
                out.pieces[("cr", a.creature)] = a
            out.prompt = _("Move a Creature: click the creature")
        elif picks is None:
            for a in uses:
                out.spaces[a.space] = a
            out.prompt = _("Piranha: click a lit space")
        else:
            for a in uses:
                out.pieces[(picks, a.piece if picks == "adv" else a.raft)] = "select"
            if selected not in out.pieces:
                selected = None
            for a in uses:
                key = (picks, a.piece if picks == "adv" else a.raft)
                if key == selected:
                    out.spaces[a.to] = a
                    out.costs[a.to] = 0
            picked, to_pick = MODE_PROMPTS[mode]
            out.prompt = _(picked) if selected else _(to_pick)
    out.selected = selected
    for m in MODES:
        if m in available:
            out.buttons.append((_(CANCEL_MODE[m]) if m == mode else _(MODES[m][0]), ("mode", None if m == mode else m)))
    for a in singles:
        out.buttons.append((_(BUTTON_WORDS[A.UseCreatureDie]), a))
    for a in ends:
        out.buttons.append((_(BUTTON_WORDS[A.EndActions]), a))

    return out
