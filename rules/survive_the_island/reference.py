"""The in-app rules reference for Survive the Island with its Monster Pack, in our
own words. Every choice we made where the rulebooks are silent or could not be
read is marked "Our ruling:". Every heading and paragraph is a catalogue
message: the registry shows them in the language in use."""
from rules.core.i18n import N_

RULES_REFERENCE = [
    (N_("The goal"), [
        N_("Your adventurers are stranded on an island that is sinking tile by tile. "
           "Bring them to the four rescue islands in the corners of the board before "
           "the third volcano erupts. Each adventurer hides a treasure value from 1 to "
           "5 underneath; only the ones you rescue count."),
        N_("The player with the highest total of rescued values wins. The number of "
           "adventurers rescued does not matter. Tied players share the win."),
    ]),
    (N_("What is in play"), [
        N_("Each colour has ten adventurers worth 1, 1, 2, 2, 3, 3, 4, 4, 5 and 5. "
           "There are 12 rafts and 40 island tiles: 16 beach, 16 forest and 8 mountain, "
           "each with an effect or an ability on its back."),
        N_("Creatures come in three colours: red (Sea Serpent, Kraken), green (Shark, "
           "Pterodactyl) and blue (Kaiju, Whale). Before the game, choose the creatures: "
           "at least one type of each colour, so three to six types. With only one type "
           "of a colour you use 5 Sea Serpents, 4 Krakens, 6 Sharks, 3 Pterodactyls, "
           "2 Kaijus or 5 Whales; with both types of a colour, 3 Sea Serpents and 2 "
           "Krakens, 3 Sharks and 2 Pterodactyls, or 2 Kaijus and 3 Whales."),
        N_("The creature die has six faces. Our ruling: two red, two green and two blue, "
           "as in the original game."),
        N_("Beach backs: 3 Green Creature, 3 Blue Creature, 1 Raft, 2 Paddles, 3 Dolphin, "
           "2 Creature Die, 2 Repellent. Forest backs: 3 Green Creature, 2 Blue Creature, "
           "3 Raft, 2 Whirlpool, 1 Dolphin, 2 Move a Creature, 2 Creature Die, "
           "1 Repellent. Mountain backs: 4 Volcano and 4 Whirlpool. Our ruling: the "
           "eighth mountain, which we could not confirm, is a fourth Whirlpool."),
    ]),
    (N_("The board"), [
        N_("The board is a hex grid of 129 spaces: sea all around, 40 island hexes in "
           "the middle with one water space at the very centre, and four rescue islands "
           "in the corners, each touched by three water spaces. Our ruling: the shape "
           "follows a careful reconstruction of the printed board (13 rows); it lives in "
           "a map file, so a correction costs no code."),
        N_("Red creatures start on the board. Sea Serpents start on the centre space "
           "and one space near each corner. Krakens start on their own corner spaces. "
           "Our ruling: the Kraken spaces are the Sea Serpent corner spaces mirrored "
           "left to right. With both red types, a Sea Serpent starts in the centre and "
           "the other four go one to a corner: Sea Serpents in the north-west and "
           "south-east, Krakens in the north-east and south-west."),
    ]),
    (N_("Set-up"), [
        N_("The island tiles are shuffled face down and laid at random on the island "
           "hexes, terrain up. Nobody sees a back until the tile is removed."),
        N_("Each player takes one colour. With two players, each plays two colours (20 "
           "adventurers); both colours form one team for rafts, for the double removal "
           "and for the score."),
        N_("Our ruling: the first player is drawn by lot (the rulebook's 'last one back "
           "from an island' is hard to check at a computer)."),
        N_("Starting with the first player and going round, each player puts one of "
           "their adventurers on an empty island tile until all are placed; with five "
           "players, once every tile holds one, the last ten join a lone adventurer. "
           "You see your own values while you place them, so you may put the valuable "
           "ones where you like."),
        N_("Then, one at a time and going round, each player places two rafts on empty "
           "water spaces next to the island. Our ruling: two rafts per player with two "
           "players as well."),
        N_("After set-up nobody may look under the adventurers until the end. Our "
           "ruling: the app can remember your own values for you (the 'Remember my "
           "values' setting, on by default); turn it off to play from memory: then "
           "nothing on screen or in the log shows you a value after set-up, not even "
           "the line of your own placement. The computer players follow the same "
           "setting."),
    ]),
    (N_("A turn"), [
        N_("Turns go round the table. Each has three phases in this order: actions, "
           "rising waters, creatures."),
    ]),
    (N_("Actions: moving"), [
        N_("You have three movement points. Each one moves one of your adventurers one "
           "space, or one raft you may move one space. Split them as you like; you may "
           "also use fewer or none."),
        N_("Walking starts and ends on an island tile, a raft or a rescue island. "
           "Swimming starts or ends in open water. Each adventurer may swim only once "
           "per turn, so an adventurer that jumps into the water stops there for the "
           "turn. Walking is not limited beyond your points. A swimmer may climb back "
           "onto an island tile."),
        N_("Any number of adventurers may share a space. Nobody may move into a Kaiju's "
           "space or onto a volcano. Moving into another creature's space is allowed, "
           "and that creature acts on whoever arrives (a Shark eats a swimmer, not "
           "someone who climbs aboard a raft there)."),
        N_("Our ruling: a player with no adventurer left in play has no movement points "
           "(they cannot move rafts), but may still use ability tiles."),
    ]),
    (N_("Actions: rafts"), [
        N_("A raft carries up to three adventurers of any colours. You may move a raft "
           "if it is empty, or if nobody has more adventurers aboard than you (a tie is "
           "enough). It moves to an adjacent water space without another raft, never "
           "onto land, a volcano, a rescue island or a Kaiju. Its passengers ride along."),
        N_("Moving a raft into a Sea Serpent's space loses it with everyone aboard; into "
           "a Whale's space loses the raft (the passengers swim); into a Pterodactyl's "
           "space loses the passengers; Sharks and Krakens do not harm passengers."),
        N_("Boarding is automatic and free: whenever a swimmer shares a space with a raft "
           "that has a free seat, it climbs aboard. If more swimmers than seats, the "
           "active player chooses who boards."),
    ]),
    (N_("Actions: reaching safety"), [
        N_("From a water space touching a rescue island, an adventurer on a raft walks "
           "ashore, or a swimmer swims ashore (using its swim), for one movement point. "
           "A rescued adventurer is out of play and safe for good."),
    ]),
    (N_("Actions: ability tiles"), [
        N_("During your action phase you may use any number of ability tiles, before, "
           "between or after your moves; they cost no movement point and are discarded "
           "once used. A tile gained this turn can be used from your next turn on, "
           "except Repellent."),
        N_("Paddles: move an empty raft or one you control one or two water spaces. Our "
           "ruling: each step is an ordinary raft move, with boarding and creatures "
           "acting at each step."),
        N_("Dolphin: move one of your swimmers one or two water spaces. Our ruling: it "
           "stays in the water (boarding a raft where it stops if a seat is free) and "
           "does not use up its swim for the turn."),
        N_("Move a Creature: put any creature on the board on any water space with "
           "nothing on it; nothing happens there. Our ruling: an empty Piranha space "
           "counts, and the creature is eaten."),
        N_("Creature Die: roll the creature die and move a creature as in the creatures "
           "phase."),
        N_("Repellent: when a creature is about to harm your adventurers, play it at "
           "once, on anyone's turn: the creature goes back to the reserve and does "
           "nothing. Our ruling: it works on green and blue creatures (Shark, "
           "Pterodactyl, Kaiju, Whale), not on red ones. Everyone whose adventurers are "
           "about to be harmed and who holds any face-down island tile is asked in turn "
           "from the active player, so that asking reveals nothing; the first to play it "
           "settles it."),
    ]),
    (N_("Rising waters"), [
        N_("Remove one island tile: a beach while any beach is left, then a forest, then "
           "a mountain. Our ruling (from the original game): it must touch a water "
           "space, unless no tile of that terrain does. A tile with adventurers on it "
           "may be chosen; they become swimmers there."),
        N_("If you have no adventurer left in play when this phase starts, remove two "
           "tiles instead of one, one after the other."),
        N_("Look at the back. An ability goes into your hand face down: the others only "
           "learn that you gained one. An effect is shown and happens at once on that "
           "space."),
    ]),
    (N_("Effects"), [
        N_("Green or Blue Creature: put a creature of that colour from the reserve on "
           "this space; if all of that colour are on the board, move one of them here. "
           "With both types of the colour in play, the active player chooses the type. "
           "The creature acts on whoever is there (a Shark eats the new swimmers, a "
           "Kaiju pushes them away). Our ruling: a Pterodactyl put there by a tile "
           "eats everyone there. A creature put on a space where a Kaiju stands is "
           "pushed on by the Kaiju (it makes a normal move away; with nowhere to go it "
           "returns to the reserve)."),
        N_("Raft: put a raft from the reserve here; the new swimmers board. If the "
           "reserve is empty, the active player brings an empty raft from the board; if "
           "there is none, nothing happens. Our ruling: a raft put on a Kaiju's space is "
           "wrecked at once."),
        N_("Whirlpool: everything on this space and on every adjacent water space is "
           "swept away: adventurers are lost, rafts and creatures return to the "
           "reserve, egg tokens are lost. Island tiles and Piranha tiles stay."),
        N_("Volcano: everything on this space is lost and the volcano stays, face up: "
           "nothing may ever enter it again. The third volcano ends the game at once."),
    ]),
    (N_("Creatures phase"), [
        N_("Roll the creature die and move one creature of that colour that is on the "
           "board (the active player chooses which, including which type when both of "
           "the colour play). The move is compulsory even if it kills the creature. If "
           "no creature of that colour can move, nothing happens."),
        N_("No creature ever enters a Kaiju's space, a volcano or a rescue island. Our "
           "ruling (from the original game): a creature moving several spaces stops as "
           "soon as it enters a space where it would act - a Shark on a swimmer, a "
           "Whale on a raft, a Kaiju on anything - and cannot pass over it. Sea Serpents, "
           "Sharks and the other creatures may share a space with each other."),
        N_("Sea Serpent: exactly one water space. It eats every swimmer there and sinks "
           "a raft with everyone aboard."),
        N_("Shark: one or two water spaces. It eats swimmers; rafts are safe."),
        N_("Kaiju: one or two spaces, over water and land. It wrecks a raft there and "
           "pushes every adventurer and every other creature out. Our ruling: the "
           "active player moves each pushed adventurer to an adjacent island tile or "
           "water space with no creature on it (not a volcano); they may be split up; "
           "one with no such space is lost. Then each pushed creature makes a normal "
           "move of its own kind from there (and acts where it stops); with no move it "
           "returns to the reserve. Our ruling: a Kaiju cannot enter another Kaiju's "
           "space."),
        N_("Whale: one to three water spaces. It wrecks rafts; their passengers become "
           "swimmers."),
        N_("Pterodactyl: any distance in a straight line in one of the six directions, "
           "flying over anything. It may stop on water or land with at most one "
           "adventurer (passengers count), never on a volcano or a Kaiju, and eats the "
           "adventurer it lands on."),
        N_("Kraken: exactly one water space, eating swimmers there; then it must take "
           "one adventurer on its space or an adjacent one - on land, aboard or "
           "swimming - even one of the active player's own. Our ruling: the Kraken "
           "takes someone after each move of its own (also when a Kaiju pushes it), "
           "not when an egg or a tile puts it on the board."),
        N_("When a raft or an adventurer moves into a space with several creatures, "
           "the active player chooses the order in which they act (Monster Pack FAQ: "
           "\"The active player makes all these decisions, including the order of "
           "resolution\"). Our ruling: you are asked only where the order changes "
           "what happens - a Whale with a Shark or Kraken meeting a raft with "
           "passengers: Whale first, the passengers fall in and are eaten; Shark or "
           "Kraken first, they only swim. With a Sea Serpent there they are lost "
           "either way, and other creatures act alike in any order, so a Whale "
           "simply acts first."),
    ]),
    (N_("Monster Pack: Piranhas"), [
        N_("With Piranhas, one beach Creature Die tile is replaced by the red Piranha "
           "effect tile. When it turns up, everything on the space is lost, the tile "
           "stays face up, and the five green Piranha ability tiles are dealt one at a "
           "time, starting with the active player."),
        N_("A Piranha ability tile is played in your action phase on a water space next "
           "to another Piranha tile; with no such space you must wait. Our ruling: "
           "whatever is on that water space is eaten, as when the red tile turns up."),
        N_("Piranha tiles count as water, but anything that moves or is put onto one - "
           "adventurer, raft, creature or egg - is lost. Whirlpools do not remove them."),
    ]),
    (N_("Monster Pack: Eggs"), [
        N_("With Eggs, one beach Green Creature and one beach Blue Creature tile are "
           "replaced by two Egg tiles. When one turns up, the active player puts an egg "
           "token on any water space, empty or not (on a Piranha space it is lost)."),
        N_("At the start of that player's next action phase the egg hatches: roll the "
           "creature die and replace the egg with a creature of that colour from the "
           "reserve, or, if none is left there, move one of that colour from the board "
           "onto it. The new creature acts on whoever is there, like one put by a tile. "
           "Whirlpools and volcanoes destroy eggs on their spaces."),
    ]),
    (N_("The end"), [
        N_("The game ends at once when the third volcano erupts, or when no adventurer "
           "is left in play. Adventurers still on the board score nothing."),
        N_("Each player reveals and adds up the values of their rescued adventurers. "
           "Our ruling: lost adventurers stay face down; only rescued ones are shown."),
    ]),
    (N_("About the computer players"), [
        N_("Computer players see only what a person in their seat could: not the tile "
           "backs, not the other players' ability tiles, not adventurer values (their "
           "own only with 'Remember my values')."),
        N_("Easy moves by simple rules of thumb. Normal looks one move ahead: it rescues "
           "high values first, keeps rafts under control, sinks tiles under rivals, "
           "sends creatures at rivals' swimmers and rafts and keeps Repellent for a big "
           "loss. Hard plans its moves several steps ahead, imagining many possible tile "
           "backs and values; it also picks the tile to sink by what the island looks "
           "like afterwards, spends its ability tiles readily and plays Repellent "
           "whenever a real loss is coming."),
    ]),
]
