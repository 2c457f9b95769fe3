"""Learn to play Survive the Island: seven lessons, you (red) and two computer
players. After the first, each opens at the start of your action phase with the
set-up played for everyone, then the position arranged for its rule: one of
your adventurers swimming beside a rescue island, the backs of the tiles you
may sink chosen, an ability tile in your hand, two volcanoes gone.

1. Setting up: placing adventurers and rafts.
2. A whole turn: reaching safety, moving a raft, ending the actions, sinking a
   tile (a Raft back comes up) and the creature die.
3. Paddles, and a whirlpool sweeping the water round the tile you sink.
4. The Monster Pack's Piranhas: the red Piranha tile and the Piranha tiles it deals.
5. The Monster Pack's Eggs: placing an egg.
6. The third volcano ends the game at once; the rescued values are added.
7. A whole game that plays on.
"""
from __future__ import annotations

from rules.core.i18n import N_
from rules.core.pending import next_task
from rules.survive_the_island import content
from rules.survive_the_island.common import BEACH_T, FOREST_T, MOUNTAIN_T, RESCUED, WATER, is_water

from ..table.lesson import Claim, GuideStep, Lesson, has

LEARNER = 0
#: the learner's adventurers (colour red, the first ten pieces)
MINE = range(content.PER_COLOUR)


def never(action) -> bool:
    return False


def my_actions(state) -> bool:
    """The set-up is done and the learner's action phase has begun."""
    return (state.phase == "play" and state.active == LEARNER and bool(state.stack)
            and next_task(state.stack)[0] == "actions")


def backs(back: str):
    """Every tile the learner may sink now shows `back` underneath."""
    def set_backs(state) -> None:
        for s in state.sink_options():
            state.back[s] = back
    return set_backs


def quiet_landing(state) -> int:
    """A water space touching a rescue island with nothing on it and no creature next to it."""
    for island in state.board.rescue:
        for s in island.landings:
            near = (s, *state.board.neighbours[s])
            if not state.occupied(s) and not any(state.creatures_at(n) for n in near):
                return s
    raise ValueError("no quiet landing on this board")


def swimmer_ashore(state) -> None:
    """The learner's first 5 swims beside a rescue island."""
    piece = next(p for p in MINE if state.value[p] == 5 and state.loc[p] >= 0)
    state.loc[piece] = quiet_landing(state)
    state.raft_of[piece] = -1


def swimmer(view) -> int | None:
    """The learner's adventurer swimming beside a rescue island (the lesson put it there)."""
    for p in MINE:
        s = view.loc[p]
        if s >= 0 and view.raft_of[p] < 0 and is_water(view.terrain[s]) and view.board.rescue_of[s]:
            return p
    return None


def the_swimmer(view) -> str | None:
    p = swimmer(view)
    return None if p is None else f"adv={p}"


def its_rescue_island(view) -> str | None:
    p = swimmer(view)
    return None if p is None else f"space={view.board.rescue_base + view.board.rescue_of[view.loc[p]][0]}"


def gain(kind: str):
    def give(state) -> None:
        state.hands[LEARNER].append((kind, kind, state.turn - 1))     # gained on an earlier turn
    return give


def both(*steps):
    def run(state) -> None:
        for step in steps:
            step(state)
    return run


def rescued(state) -> int:
    return sum(1 for p in MINE if state.loc[p] == RESCUED)


def lesson(name, title, sections, steps, end_text, prepare, claims=(), options=None, **kw) -> Lesson:
    return Lesson(game_id="survive_the_island", seed=5, seats="haa", steps=tuple(steps), name=name, title=title,
                  sections=tuple(sections), ready=my_actions, prepare=prepare, end_text=end_text,
                  claims=tuple(claims), options=options or {},
                  opening=kw.pop("opening", N_("The set-up is done; your turn comes in a moment.")), **kw)


END = GuideStep("end", N_("End your actions"),
                N_("You may use all three movement points, some or none. Press End actions."),
                has("EndActions"), ("button:End actions",))

SETUP = Lesson(
    game_id="survive_the_island", seed=5, seats="haa", name="setup", title=N_("Setting up"),
    sections=(N_("Set-up"), N_("The goal"), N_("What is in play"), N_("The board")),
    steps=(
        GuideStep("place", N_("Place adventurers"),
                  N_("The island is about to sink. In turn, everyone places adventurers on empty land spaces; yours "
                     "are red, and the number under each is hidden from the others: it is what the adventurer "
                     "scores if rescued. Click a lit space for each, until all are placed."),
                  has("PlaceAdventurer"), ("space",), by=never, done=lambda state: state.phase != "adventurers"),
        GuideStep("place_raft", N_("Place your rafts"),
                  N_("Now everyone places two rafts on empty water next to the island. A raft carries up to three "
                     "adventurers. Click a lit water space."),
                  has("PlaceRaft"), ("space",), by=never, done=lambda state: state.phase == "play")),
    opening=N_("The computer players are placing; your first step comes in a moment."),
    end_text=N_("Everyone has placed. Bring your adventurers to the four rescue islands in the corners: only the "
                "values of those rescued count, and the highest total wins."),
    claims=(Claim("every adventurer and raft is placed", lambda s: s.phase == "play"),))

TURN = lesson(
    "turn", N_("A whole turn"),
    (N_("A turn"), N_("Actions: moving"), N_("Actions: reaching safety"), N_("Actions: rafts"), N_("Rising waters"),
     N_("Creatures phase")),
    [GuideStep("ashore", N_("Reach safety"),
               N_("A turn has three phases: actions, rising waters, creatures. You have three movement points, one "
                  "a space. Your 5 swims beside a rescue island: click it, then the lit rescue island. It is safe "
                  "for good."),
               has("MoveAdventurer"), (its_rescue_island, the_swimmer), teaches=("MoveAdventurer",),
               done=lambda state: rescued(state) > 0),
     GuideStep("raft", N_("Move a raft"),
               N_("You may move an empty raft, or one where nobody has more adventurers aboard than you, to a water "
                  "space next to it; swimmers there climb aboard. Click your raft, then a lit water space."),
               has("MoveRaft"), ("space", "raft"), after=("ashore",)),
     END,
     GuideStep("sink", N_("The sea takes a tile"),
               N_("Rising waters: you sink a tile, a beach while any is left, one that touches the water; adventurers "
                  "on it become swimmers. Its back is turned up. Here each back you may sink is a Raft: a raft "
                  "comes out on that space. Click a lit tile."),
               has("SinkTile"), ("space",)),
     GuideStep("creature", N_("The creature die"),
               N_("Last, the creature die names a colour and you move one creature of it: a Sea Serpent sinks "
                  "rafts and eats swimmers, a Shark eats swimmers, a Kaiju pushes everyone away. Click a lit "
                  "creature, then a lit space."),
               has("ChooseCreature", "CreatureTo"), ("space", "cr"), teaches=("CreatureTo",), free=True)],
    N_("That is a whole turn: actions, rising waters, creatures. Your rescued 5 counts at the end."),
    both(swimmer_ashore, backs(content.RAFT)),
    claims=[Claim("one adventurer is rescued", lambda s: rescued(s) == 1)],
    also=("ChooseCreature", "MoveAdventurer", "Board"))

PADDLES = lesson(
    "paddles", N_("Ability tiles and whirlpools"), (N_("Actions: ability tiles"), N_("Effects")),
    [GuideStep("paddles", N_("Use your Paddles"),
               N_("Ability tiles sunk on earlier turns wait in your hand; use them in your action phase, free of "
                  "movement points. Paddles move a raft one or two water spaces: press Paddles, click your raft, "
                  "then a lit water space."),
               has("UsePaddles"), ("space", "button:Paddles", "raft"), teaches=("UsePaddles", "Continue", "Stop")),
     GuideStep("paddle_on", N_("A second stroke"),
               N_("Paddle one space more, or stop: click a lit space or press Stop here."),
               has("Continue", "Stop"), ("space", "button:Stop here"), teaches=("Continue", "Stop")),
     END,
     GuideStep("sink", N_("A whirlpool"),
               N_("Each tile you may sink hides a Whirlpool this time: it sweeps away everything on its space and "
                  "on every water space next to it (adventurers are lost, rafts and creatures go back). Click a lit "
                  "tile."),
               has("SinkTile"), ("space",))],
    N_("The whirlpool cleared the water round the tile. Other backs: Green or Blue Creature brings a creature, "
       "Raft a raft, Volcano destroys its space; abilities such as Dolphin, Move a Creature, Creature Die and "
       "Repellent go to your hand."),
    both(gain(content.PADDLES), backs(content.WHIRLPOOL)),
    claims=[Claim("the Paddles were used up", lambda s: not any(h[0] == content.PADDLES for h in s.hands[LEARNER]))],
    also=("ChooseCreature", "CreatureTo", "MoveAdventurer", "MoveRaft"))


def piranha_tiles(state) -> bool:
    return any(h[0] == content.PIRANHA for h in state.hands[LEARNER])


PIRANHAS = lesson(
    "piranhas", N_("The Piranhas"), (N_("Monster Pack: Piranhas"),),
    [END,
     GuideStep("sink", N_("The Piranha tile"),
               N_("With the Monster Pack's Piranhas, the tile you sink may be the red Piranha tile: everything on "
                  "its space is lost, it stays face up and anything that later moves onto it is lost, and the five "
                  "Piranha tiles are dealt round from you. Click a lit tile."),
               has("SinkTile"), ("space",))],
    N_("Play a Piranha tile on a later turn on a water space next to a Piranha tile: whatever is there is eaten."),
    backs(content.PIRANHA_EFFECT), options={"piranhas": True},
    claims=[Claim("Piranha tiles came to your hand", piranha_tiles)],
    also=("ChooseCreature", "CreatureTo", "MoveAdventurer", "MoveRaft"))

EGGS = lesson(
    "eggs", N_("Eggs"), (N_("Monster Pack: Eggs"),),
    [END,
     GuideStep("sink", N_("An Egg tile"),
               N_("With the Monster Pack's Eggs, a tile may hide an Egg. Click a lit tile."),
               has("SinkTile"), ("space",)),
     GuideStep("egg", N_("Place the egg"),
               N_("Put the egg on any water space: click a lit one. At the start of your next action phase it "
                  "hatches into a creature of the colour the die shows."),
               has("PlaceEgg"), ("space",))],
    N_("The egg waits on the water for your next turn."),
    backs(content.EGG), options={"eggs": True},
    claims=[Claim("an egg lies on the water", lambda s: bool(s.eggs))],
    also=("ChooseCreature", "CreatureTo", "MoveAdventurer", "MoveRaft"))


def two_volcanoes(state) -> None:
    """Late in a game: the beaches and forests are gone (those on them got away), two volcanoes
    have erupted, and each mountain you may sink hides the third."""
    for s in range(state.board.size):
        if state.terrain[s] in (BEACH_T, FOREST_T):
            for p in state.advs_at(s):
                state.loc[p] = RESCUED
                state.rescued_at[p] = 0
                state.raft_of[p] = -1
            state.terrain[s] = WATER
            state.back[s] = ""
    state.volcanoes = 2
    for s in state.sink_options():
        if state.terrain[s] == MOUNTAIN_T:
            state.back[s] = content.VOLCANO


def rescued_values(state) -> bool:
    return state.scores()[LEARNER] == sum(state.value[p] for p in MINE if state.loc[p] == RESCUED)


VOLCANO = lesson(
    "volcano", N_("The third volcano"), (N_("The end"), N_("About the computer players")),
    [END,
     GuideStep("sink", N_("The third volcano"),
               N_("Only mountains are left to sink, two volcanoes have erupted, and each mountain you may sink hides "
                  "the third: the game ends at once when it erupts. Click a lit mountain."),
               has("SinkTile"), ("space",))],
    N_("The third volcano ended the game. Adventurers still on the island or in the sea score nothing; each "
       "player adds the values of their rescued adventurers, and the highest total wins."),
    two_volcanoes,
    opening=N_("Late in a game: the beaches and forests have sunk, and the adventurers who stood on them reached "
               "the north-west rescue island."),
    claims=[Claim("the game is over by the volcano", lambda s: s.is_over() and s.over_reason == "volcano"),
            Claim("your score is the sum of your rescued values", lambda s: s.is_over() and rescued_values(s))])

WHOLE = Lesson(
    game_id="survive_the_island", seed=11, seats="haa", name="whole_game", title=N_("A whole game"),
    ready=my_actions, plays_on=True,
    steps=(GuideStep("play", N_("Your turn"),
                     N_("A whole game, set up for you. Move as you like: what glows may be chosen."),
                     has("MoveAdventurer", "MoveRaft", "EndActions"), ("space", "adv", "raft", "button:End actions"),
                     teaches=("MoveAdventurer", "MoveRaft", "EndActions"), free=True),),
    opening=N_("The set-up is done; your turn comes in a moment."),
    end_text=N_("Play on to the third volcano."))

LESSONS = (SETUP, TURN, PADDLES, PIRANHAS, EGGS, VOLCANO, WHOLE)
