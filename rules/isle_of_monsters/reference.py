"""The in-app rules reference for Isle of Monsters, in our own words.

Every decision the rulebook leaves open is marked "Our ruling:".
"""

from rules.core.i18n import N_

RULES_REFERENCE = [
    (N_("The aim"), [
        N_("Capture creatures from the islands around the table, feed them until they "
           "mature, then play them in the scare phase to frighten the crowd and your "
           "neighbours' creatures. Every scare earns points; the most points at the end "
           "wins."),
        N_("A game runs for several rounds. Each round has four phases: nurture, "
           "mature, scare and clean-up."),
    ]),
    (N_("Creatures and food"), [
        N_("There are 40 creature cards. Each has an element (fire, earth or water), a "
           "scare value from 1 to 9, and one to six feeding spaces. Fire scares earth, "
           "earth scares water and water scares fire; the icon in a card's corner shows "
           "which element it scares."),
        N_("There are 45 food tokens, 15 of each kind: the yellow Menace Mushroom, the "
           "blue Bone-Chill Berry and the pink Fear Flower. A feeding space takes only "
           "its own kind of food. A creature's element has nothing to do with what it "
           "eats: a fire creature may well want berries."),
        N_("Our ruling: the printed rulebook uses colours for both elements and food, "
           "and once mixes them up. In this app an element is always called fire, earth "
           "or water and drawn with a flame, a rock or a wave; a food is always called "
           "by its name and drawn with its own shape. When the rules say to play cards "
           "of one type, they mean one element."),
        N_("Our ruling: the published card list is not available, so the app uses its "
           "own list of 40 cards with the published shape. Three elements cannot share "
           "40 cards evenly, so earth has 14 cards and fire and water 13 each; earth's "
           "extra card is a low one, and every element adds up to the same total scare "
           "value (60) and the same number of feeding spaces of each food."),
    ]),
    (N_("Setting up"), [
        N_("The centre island sits in the middle. Each player has a cage board of three "
           "cages, and one outer island lies between each pair of neighbours, so every "
           "player sits between two outer islands and may use exactly those two, plus "
           "the centre."),
        N_("Shuffle the creatures. With 3 players one card is taken out unseen; with 4 "
           "or 5 none is. Deal a pile to each outer island: 6 cards each with 3 "
           "players, 4 with 4 players, 3 with 5 players. The top card of each pile lies "
           "face up; the rest of the deck waits face down beside the table."),
        N_("Put all the food in the draw bag. Draw one token per player onto the centre "
           "island, then two onto each outer island."),
        N_("Our ruling: the first player in the seating order starts with the draw bag "
           "(the rulebook says the most fearless player). Seat your players to taste."),
    ]),
    (N_("Nurture phase"), [
        N_("Starting with the player holding the draw bag and going clockwise, each "
           "player in turn does one thing: capture, feed or pass. Turns go round until "
           "everyone has passed."),
        N_("Capture: take the top creature of one of your two outer islands and put it "
           "in an empty cage. With no empty cage you cannot capture. Taking a card "
           "uncovers the next card of that pile."),
        N_("Feed: take one food token from the centre or from one of your two outer "
           "islands and put it on a matching empty feeding space of one of your caged "
           "creatures. With no matching empty space you cannot take that food."),
        N_("Pass: you are done for this round and take no more turns. The first player "
           "to pass takes the draw bag at once and will start the next round."),
        N_("Food on a creature stays there from round to round until the creature is "
           "fully fed."),
    ]),
    (N_("Mature phase"), [
        N_("Every caged creature with all its feeding spaces filled matures: its food "
           "goes back into the draw bag, the cage is freed, and the card joins its "
           "owner's mature pile. Mature creatures stay yours for the rest of the game "
           "and are played again in every scare phase."),
        N_("Our ruling: a mature pile lies face down, but everyone saw each of those "
           "creatures mature, so the app lets anyone look at any player's mature "
           "creatures at any time rather than test your memory."),
    ]),
    (N_("Scare phase"), [
        N_("Everyone takes all their mature creatures into hand. Then these steps "
           "repeat:"),
        N_("1. Choose. Every player who still holds a creature must secretly choose one "
           "or more of them, all of one element. When everyone has chosen, all choices "
           "are shown at once."),
        N_("2. Scare the crowd. Add up the scare values you played. The single highest "
           "total earns 3 points; if several players tie for the highest, each of them "
           "earns 1 point."),
        N_("3. Scare your neighbours. Look at the players beside you on both sides, "
           "skipping anyone who played nothing this step. You earn 1 point for each of "
           "those neighbours whose element yours scares, whatever the values and however "
           "many cards either of you played. When only two players are playing, the "
           "other one is on both sides of you, and still earns you at most 1 point."),
        N_("Played cards are set aside: each creature is played only once per scare "
           "phase. The steps repeat until nobody holds a creature, or only one player "
           "does: that player earns 1 point for each creature still in hand."),
        N_("Afterwards every creature, played or not, goes back to its owner's mature "
           "pile for the next scare phase."),
        N_("Our ruling: if only one player has any mature creatures when the scare phase "
           "begins, no step is played: that player simply earns 1 point per creature."),
        N_("Our ruling: a hand can be split into many different plays. The app's menus "
           "and computer players list, for each element you hold, every different set "
           "of scare values you can make (two cards of the same element and value count "
           "as one choice). In a very large hand (one offering more than 256 such "
           "sets) the list keeps, for each element, number of cards and total, the play "
           "that keeps your highest cards. You may still pick any cards of one element "
           "yourself."),
    ]),
    (N_("Clean-up phase"), [
        N_("The player holding the draw bag draws one food per player onto the centre "
           "island, then two onto each outer island. Food already on an island stays, "
           "so islands can pile up."),
        N_("Then one creature from the deck is laid face up on every outer island, on "
           "top of whatever is there."),
        N_("Our ruling: if the bag runs out during clean-up, draw what there is: the "
           "centre first, then the outer islands going clockwise from the one on the "
           "bag holder's left; the rest get nothing this time. New creatures are laid "
           "out in the same order."),
    ]),
    (N_("The end of the game"), [
        N_("When clean-up lays out the last card of the deck, the next round is the "
           "final one. It is played as usual, and the game ends after its scare phase, "
           "with no clean-up."),
        N_("The player with the most points wins."),
        N_("A tie for the most points is settled by an element play-off: the tied "
           "players each pick fire, earth or water in secret and show them together, "
           "until one champion is left."),
        N_("Our ruling: in the element play-off, if exactly two elements are shown, "
           "everyone who showed the element that scares the other stays in and the rest "
           "are out; if one element or all three are shown, nobody is out, and it is "
           "played again."),
        N_("Variant (chosen before the game): the tied players share the win instead."),
    ]),
    (N_("Two players"), [
        N_("Only creatures of scare value 1 to 5 are used; all the 6 to 9 cards are "
           "put away. There are two outer islands, each dealt 8 cards, and each player "
           "has two cage boards side by side: one beside each outer island."),
        N_("A creature captured from an outer island goes into the cage board nearest "
           "that island; if that board is full, you cannot capture from that island. "
           "Food from an outer island feeds only creatures on the board nearest it. "
           "Food from the centre may feed either board."),
    ]),
]
