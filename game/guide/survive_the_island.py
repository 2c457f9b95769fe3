"""Learn to play Survive the Island: ten lessons, you (red) and two computer
players. After the first, each opens at the start of your action phase with the
set-up played for everyone, then the position arranged for its rule: one of
your adventurers swimming beside a rescue island, the backs of the tiles you
may sink chosen, an ability tile in your hand, two volcanoes gone.

1. Setting up: placing adventurers and rafts.
2. A whole turn: reaching safety, moving a raft, ending the actions, sinking a
   tile (a Raft back comes up) and the creature die.
3. Paddles, and a whirlpool sweeping the water round the tile you sink.
4. A Dolphin, Move a Creature, and a Shark eating one of Rocco's swimmers
   (the die loaded green).
5. The Kaiju's push (the die loaded blue), then Repellent played against the
   Shark Rocco sends at your swimmer (his moves scripted).
6. No adventurer left in play: two tiles sink.
7. The Monster Pack's Piranhas: the red Piranha tile and the Piranha tiles it deals.
8. The Monster Pack's Eggs: placing an egg.
9. The third volcano ends the game at once; the rescued values are added.
10. A whole game that plays on, with every creature of the Monster Pack.
"""
from __future__ import annotations

from rules.core.i18n import N_
from rules.core.pending import next_task
from rules.core.rng import Rng
from rules.survive_the_island import content
from rules.survive_the_island.actions import ChooseCreature, CreatureTo, EndActions
from rules.survive_the_island.common import BEACH_T, ELIMINATED, FOREST_T, LAND, MOUNTAIN_T, RESCUED, WATER, is_water

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


# -- prepared seas: the creature die loaded, creatures and swimmers placed --------------------------------
#: where a lesson's prepared position put its pieces (the same each time: the seed and the set-up are fixed)
PLACED: dict[str, int] = {}
#: Rocco, the computer player after you
ROCCO = 1


def loaded_die(*colours: str):
    """The creature die shows `colours`, roll after roll: the game's random source is
    set to the first seed that rolls them (only the creature die draws on it in play)."""
    faces = content.DIE_FACES

    def load(state) -> None:
        for k in range(10_000):
            rng = Rng(k)
            if all(faces[rng.randrange(len(faces))] == c for c in colours):
                state.rng = Rng(k)
                return
        raise ValueError(f"no seed rolls {colours}")
    return load


def free_water(state, near: int | None = None, away: tuple = (), last: bool = False) -> int:
    """An empty water space (next to `near` if given) whose neighbours hold no piece and no
    creature, other than the spaces `away` may name; the first in the board's order (the
    north), or with `last` the last (the south)."""
    spaces = state.board.neighbours[near] if near is not None else range(state.board.size)
    spaces = list(reversed(spaces)) if last else spaces
    for s in spaces:
        if not is_water(state.terrain[s]) or state.occupied(s) or state.creatures_at(s):
            continue
        if all(n in away or (not state.occupied(n) and not state.creatures_at(n)) for n in state.board.neighbours[s]):
            return s
    raise ValueError("no free water here")


def reserve_creature(state, kind: str) -> int:
    return next(c for c in range(len(state.cr_type)) if state.cr_type[c] == kind and state.cr_loc[c] < 0)


def swim(state, piece: int, space: int) -> None:
    state.loc[piece] = space
    state.raft_of[piece] = -1


def my_swimmer(state) -> int:
    """The learner's first adventurer still in the sea (a 4 from the lessons' set-up)."""
    return next(p for p in MINE if state.value[p] == 4)


def shark_lesson(state) -> None:
    """You hold a Dolphin and a Move a Creature; your 4 swims; a Shark is in the water next to one
    of Rocco's swimmers, and the die will show green."""
    state.hands[LEARNER] += [(content.DOLPHIN, content.DOLPHIN, state.turn - 1),
                             (content.MOVE_CREATURE, content.MOVE_CREATURE, state.turn - 1)]
    victim = next(p for p in range(len(state.loc)) if state.owner(p) == ROCCO and state.value[p] == 1)
    prey = free_water(state)
    swim(state, victim, prey)
    shark = reserve_creature(state, content.SHARK)
    state.cr_loc[shark] = free_water(state, near=prey, away=(prey,))
    mine = my_swimmer(state)
    swim(state, mine, free_water(state, last=True))         # far from the Shark, at the other end of the sea
    PLACED.update(shark_victim=victim, shark_prey=prey, shark=shark, dolphin_rider=mine)
    backs(content.RAFT)(state)
    loaded_die(content.GREEN)(state)


def the_shark(view) -> str:
    return f"cr={PLACED['shark']}"


def the_prey(view) -> str:
    return f"space={PLACED['shark_prey']}"


def safe_swim(view) -> str | None:
    """A water space next to the Dolphin's rider with no creature on it or next to it (where the arrow
    sends it: a lesson never swims you into a creature's mouth)."""
    rider = PLACED["dolphin_rider"]
    here = view.loc[rider]
    if here < 0:
        return None
    near = view.board.neighbours
    for n in near[here]:
        if is_water(view.terrain[n]) and not any(view.creatures_at(m) for m in (n, *near[n])):
            return f"space={n}"
    return None


def a_serpent(view) -> str | None:
    """The Sea Serpent nearest the top of the list (Move a Creature's own choice)."""
    c = next((c for c in range(len(view.cr_type)) if view.cr_type[c] == content.SERPENT and view.cr_loc[c] >= 0), None)
    return None if c is None else f"cr={c}"


def eaten(state) -> bool:
    return state.loc[PLACED["shark_victim"]] == ELIMINATED


def tiles_used(*kinds: str):
    return lambda state: not any(h[0] in kinds for h in state.hands[LEARNER])


SHARK = lesson(
    "dolphin_shark", N_("Dolphin, Move a Creature, a Shark"),
    (N_("Actions: ability tiles"), N_("Creatures phase")),
    [GuideStep("dolphin", N_("Ride a Dolphin"),
               N_("Your 4 is swimming. A Dolphin carries one of your swimmers one or two water spaces, free of "
                  "movement points: press Dolphin, click your swimmer, then a lit water space."),
               has("UseDolphin"), (safe_swim, "button:Dolphin", "adv"), teaches=("UseDolphin", "Continue", "Stop")),
     GuideStep("dolphin_on", N_("A second space"),
               N_("Swim one space more, or stop: click a lit space or press Stop here."),
               has("Continue", "Stop"), (safe_swim, "button:Stop here"), teaches=("Continue", "Stop")),
     GuideStep("move_creature", N_("Move a Creature"),
               N_("Move a Creature puts any creature on an empty water space: press Move a Creature, click the lit "
                  "Sea Serpent, then a lit water space."),
               has("UseMoveCreature"), ("space", "button:Move a Creature", a_serpent, "cr"),
               teaches=("UseMoveCreature", "CreatureTo")),
     GuideStep("placed", N_("Where it goes"),
               N_("Click a lit empty water space for the Sea Serpent."), has("CreatureTo"), ("space",),
               after=("move_creature",)),
     END,
     GuideStep("sink", N_("The sea takes a tile"),
               N_("Sink a lit tile: each hides a Raft this time."), has("SinkTile"), ("space",)),
     GuideStep("shark", N_("The Shark eats"),
               N_("The die shows green: move the Shark. It swims one or two water spaces and eats every swimmer "
                  "where it stops; rafts are safe from it. Rocco's 1 swims next to it: click the lit space under "
                  "it."),
               has("ChooseCreature", "CreatureTo"), (the_prey, the_shark), teaches=("CreatureTo",))],
    N_("The Shark ate Rocco's swimmer: it is out of the game. Keep your own adventurers on rafts or ashore when "
       "a Shark is near, or hold a Repellent (the next lesson)."),
    shark_lesson,
    claims=[Claim("the Shark ate Rocco's swimmer", eaten),
            Claim("your own adventurer is still in play, far from the Shark", lambda s: s.loc[PLACED["dolphin_rider"]] >= 0
                  and eaten(s)),
            Claim("the Dolphin and Move a Creature were used up", tiles_used(content.DOLPHIN, content.MOVE_CREATURE))],
    also=("ChooseCreature", "MoveAdventurer", "MoveRaft"))


def kaiju_lesson(state) -> None:
    """A Kaiju in the water beside one of Rocco's adventurers on a forest or mountain; a Shark
    beside your swimming 4; you hold a Repellent. The die shows blue on your turn, green on Rocco's."""
    state.hands[LEARNER].append((content.REPELLENT, content.REPELLENT, state.turn - 1))
    for seat in range(state.n):
        if seat != LEARNER:
            state.hands[seat] = []
    mine = my_swimmer(state)
    swim(state, mine, free_water(state))
    spot = state.loc[mine]
    shark = reserve_creature(state, content.SHARK)
    state.cr_loc[shark] = free_water(state, near=spot, away=(spot,))
    kaiju = reserve_creature(state, content.KAIJU)
    for p in range(len(state.loc)):
        s = state.loc[p]
        if state.owner(p) != ROCCO or s < 0 or state.terrain[s] not in (FOREST_T, MOUNTAIN_T):
            continue
        if len(state.advs_at(s)) != 1:
            continue
        try:
            state.cr_loc[kaiju] = free_water(state, near=s, away=(s,))
        except ValueError:
            continue
        PLACED.update(pushed=p, crushed=s, kaiju=kaiju, swimmer=mine, repelled=shark)
        break
    else:
        raise ValueError("no adventurer of Rocco's for the Kaiju")
    for s in range(state.board.size):
        if state.terrain[s] == BEACH_T:
            state.back[s] = content.RAFT
    loaded_die(content.BLUE, content.GREEN)(state)


def the_kaiju(view) -> str:
    return f"cr={PLACED['kaiju']}"


def crushed_space(view) -> str:
    return f"space={PLACED['crushed']}"


def scripted_shark(view, seat, legal):
    """Rocco ends his actions at once and, when the die shows green, sends the Shark at your swimmer."""
    if seat != ROCCO:
        return None
    target = view.loc[PLACED["swimmer"]]
    for action in legal:
        if isinstance(action, EndActions):
            return action
        if isinstance(action, ChooseCreature) and action.creature == PLACED["repelled"]:
            return action
        if isinstance(action, CreatureTo) and action.to == target:
            return action
    return None


def pushed_off(state) -> bool:
    p, s = PLACED["pushed"], PLACED["crushed"]
    return state.cr_loc[PLACED["kaiju"]] == s and state.loc[p] >= 0 and state.loc[p] != s


def repelled(state) -> bool:
    return (state.loc[PLACED["swimmer"]] >= 0 and state.cr_loc[PLACED["repelled"]] < 0
            and tiles_used(content.REPELLENT)(state))


KAIJU = lesson(
    "kaiju_repellent", N_("The Kaiju's push, and Repellent"), (N_("Creatures phase"), N_("Actions: ability tiles")),
    [END,
     GuideStep("sink", N_("The sea takes a tile"),
               N_("Sink a lit tile: each beach hides a Raft this time."), has("SinkTile"), ("space",)),
     GuideStep("kaiju", N_("The Kaiju"),
               N_("The die shows blue: move the Kaiju, one or two spaces over water or land. Where it stops it "
                  "wrecks any raft and pushes every adventurer and creature away. Click the lit space of Rocco's "
                  "adventurer."),
               has("ChooseCreature", "CreatureTo"), (crushed_space, the_kaiju), teaches=("CreatureTo",)),
     GuideStep("push", N_("Push him away"),
               N_("You push each adventurer it meets onto a space next door with no creature: click a lit space."),
               has("DisplaceTo"), ("space",)),
     GuideStep("repellent", N_("Play Repellent"),
               N_("On Rocco's turn the die shows green and he sends the Shark at your swimming 4. A Repellent turns "
                  "away a Shark, a Kaiju, a Pterodactyl or a Whale before it acts, even on another's turn (never a "
                  "Sea Serpent or a Kraken). Press Play Repellent."),
               has("PlayRepellent"), ("button:Play Repellent",), teaches=("PlayRepellent", "DeclineRepellent"))],
    N_("The Repellent sent the Shark off the board, back to the reserve, and your 4 still swims. The Kaiju stands where "
       "Rocco's adventurer was."),
    kaiju_lesson, opponent=scripted_shark,
    claims=[Claim("the Kaiju pushed Rocco's adventurer off its space", pushed_off),
            Claim("the Repellent sent the Shark to the reserve and saved your swimmer", repelled)],
    also=("ChooseCreature", "MoveAdventurer", "MoveRaft", "DeclineRepellent"))


def land(state) -> int:
    return sum(1 for t in state.terrain if t in LAND)


def none_left(state) -> None:
    """Your adventurers are all off the island: three rescued, the rest lost."""
    for i, p in enumerate(MINE):
        state.raft_of[p] = -1
        if i < 3:
            state.loc[p] = RESCUED
            state.rescued_at[p] = 0
        else:
            state.loc[p] = ELIMINATED
    PLACED["land"] = land(state)
    backs(content.RAFT)(state)


DOUBLE = lesson(
    "double_removal", N_("No adventurer left: two tiles"), (N_("Rising waters"),),
    [GuideStep("end", N_("End your actions"),
               N_("None of your adventurers is left in play: three are rescued, the rest lost. You may still move "
                  "rafts. Press End actions."), has("EndActions"), ("button:End actions",)),
     GuideStep("sink", N_("The first tile"),
               N_("A player with no adventurer in play removes two tiles, one after the other. Click a lit tile."),
               has("SinkTile"), ("space",)),
     GuideStep("sink_again", N_("The second tile"),
               N_("Now the second: click a lit tile."), has("SinkTile"), ("space",), after=("sink",))],
    N_("Two tiles sank on your turn: the island goes faster while you have nobody on it."),
    none_left,
    claims=[Claim("two tiles sank", lambda s: land(s) == PLACED["land"] - 2)],
    also=("ChooseCreature", "CreatureTo", "MoveRaft"))


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
    ready=my_actions, plays_on=True, options={f"creature_{kind}": True for kind in content.CREATURE_TYPES},
    steps=(GuideStep("play", N_("Your turn"),
                     N_("A whole game, set up for you, with the Monster Pack's creatures in the sea as well: the "
                        "red Kraken eats swimmers and then takes one adventurer on its space or next to it, the green "
                        "Pterodactyl flies any distance in a straight line and eats the adventurer where it lands, "
                        "the blue Whale wrecks rafts and leaves their passengers swimming. "
                        "Move as you like: what glows may be chosen."),
                     has("MoveAdventurer", "MoveRaft", "EndActions"), ("space", "adv", "raft", "button:End actions"),
                     teaches=("MoveAdventurer", "MoveRaft", "EndActions"), free=True),),
    opening=N_("The set-up is done; your turn comes in a moment."),
    end_text=N_("Play on to the third volcano."))

LESSONS = (SETUP, TURN, PADDLES, SHARK, KAIJU, DOUBLE, PIRANHAS, EGGS, VOLCANO, WHOLE)
