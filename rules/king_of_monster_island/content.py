"""King of Monster Island content as data: Monsters, Minions, Bosses and their
powers, Boss dice, Support tiles, Allies, the 51 Power cards and 15 Events.

Every entry is plain data. Effects are tuples of effect primitives
(("deal_damage", "own", 3), ...) that `effects.py` carries out; passive and
triggered powers are "hooks" ({"foot_damage": 1}) that the engine reads at the
moment the rule needs them (see effects.HOOKS for the list). Nothing here is
an if-chain per card.

The numbers marked TUNED in comments were changed by the balance run
(docs/king_of_monster_island/BALANCE.md says what, from what, and why). The shared content file
(/work/shared/rules/king_of_monster_island_content.md) keeps the original values.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from rules.core.i18n import N_, _, named

# -- die faces ------------------------------------------------------------------------

HEART, ENERGY, STAR, FIST, FOOT, WRENCH = "heart", "energy", "star", "fist", "foot", "wrench"
#: A Monster die shows each face once.
FACES = (HEART, ENERGY, STAR, FIST, FOOT, WRENCH)
#: The "?" on a Support tile: any face, chosen when it is activated.
ANY_FACE = "any"
FACE_NAMES = {HEART: N_("Heart"), ENERGY: N_("Energy"), STAR: N_("Star"), FIST: N_("Fist"),
              FOOT: N_("Foot"), WRENCH: N_("Wrench"), ANY_FACE: "?"}

#: Energy gained for a group of 1..5 Energy dice (rulebook table); bigger groups
#: are split into fives first.
ENERGY_TABLE = (0, 1, 3, 6, 10, 15)

MONSTER_DICE = 10
DICE_PER_ROLL = 6
REROLLS = 3
ZONES = 6
DIE_SPACES = 3
MONSTER_HEALTH = 10

# -- Monsters -------------------------------------------------------------------------

MONSTERS = ("purple_reign", "pagurah", "rex_florae", "hades", "megamoth")
MONSTER_NAMES = {"purple_reign": N_("Purple Reign"), "pagurah": N_("Pagurah"),
                 "rex_florae": N_("Rex Florae"), "hades": N_("H.A.D.E.S."), "megamoth": N_("Megamoth")}

# -- Minions --------------------------------------------------------------------------

SOLDIER, SHIELD, CANNON, BUILDER, FIRELING = "soldier", "shield", "cannon", "builder", "fireling"
#: Index order of the per-zone Minion counts.
KINDS = (SOLDIER, SHIELD, CANNON, BUILDER, FIRELING)
KIND_INDEX = {k: i for i, k in enumerate(KINDS)}
BAG_KINDS = (SOLDIER, SHIELD, CANNON, BUILDER)
MINION_HEALTH = {SOLDIER: 1, SHIELD: 3, CANNON: 1, BUILDER: 2, FIRELING: 1}
MINION_COUNT = {SOLDIER: 12, SHIELD: 6, CANNON: 6, BUILDER: 6}
MINION_NAMES = {SOLDIER: N_("Soldier"), SHIELD: N_("Shield"), CANNON: N_("Cannon"),
                BUILDER: N_("Builder"), FIRELING: N_("Fireling")}
FIRELINGS = 8
CRYSTALS = 12
PYLONS = 3

# -- Bosses ---------------------------------------------------------------------------

BOSSES = ("crystal_dragon", "lithosaur", "lavalord")
BOSS_NAMES = {"crystal_dragon": N_("Crystal Dragon"), "lithosaur": N_("Lithosaur"), "lavalord": N_("Lavalord")}
SIDES = ("normal", "advanced")

#: (boss, side) -> (Boss dice, starting Health). Crystal Dragon normal is the
#: rulebook's. The Advanced side differs in Health and in Boss dice (rulebook): Lavalord
#: advanced keeps its 8 dice and is tuned by Health (BALANCE.md).
BOSS_SIDES = {
    ("crystal_dragon", "normal"): (5, 15),
    ("crystal_dragon", "advanced"): (6, 18),    # TUNED: Health 22 -> 18
    ("lithosaur", "normal"): (6, 20),
    ("lithosaur", "advanced"): (7, 22),
    ("lavalord", "normal"): (7, 28),            # TUNED: Health 26 -> 28
    ("lavalord", "advanced"): (8, 31),          # TUNED: Health 35 -> 31 (its 8 Boss dice kept: the sides differ in Boss dice)
}

#: The Ultimate Challenge fights the Bosses in this order.
ULTIMATE_ORDER = ("crystal_dragon", "lithosaur", "lavalord")
#: Minions placed for each Pylon removed between two Bosses (rulebook).
MINIONS_PER_PYLON = 5


@dataclass(frozen=True)
class BossPower:
    """One line of a Boss sheet. fame 0 is the BEFORE MOVEMENT power.

    timing: "step1" (Boss Phase step 1), "move" (changes step 3: read by the
    movement code through `hooks`), "after_move", "step4" (a hook read while
    Minions activate), "step5" (a hook read while Boss dice activate), "per_star"
    (each Star icon, when this is the top power), "passive" (a hook, always).
    ops: effect primitives of boss.BOSS_OPS, run at `timing`.
    """

    id: str
    name: str
    fame: int
    timing: str
    text: str
    ops: tuple = ()
    hooks: dict = field(default_factory=dict)


BOSS_POWERS: dict[str, tuple[BossPower, ...]] = {
    "crystal_dragon": (
        BossPower("cd_sharp_fist", N_("Sharp Fist"), 0, "step1",
                  N_("The Monster(s) with the most Health in my zone and both adjacent zones take 1 Damage each."),
                  ops=(("strike", "most_health_near", 1, ""),)),
        BossPower("cd_fast_moving", N_("Fast Moving"), 1, "move",
                  N_("Each time a Move leaves me in a zone with no Boss dice, I Move again (at most 6 extra Moves)."),
                  hooks={"repeat_move": 6}),
        BossPower("cd_crystal_blast", N_("Crystal Blast"), 5, "step1",
                  N_("The Monster with the most Health in the zones next to me takes 3 Damage and is pushed 1 zone away."),
                  ops=(("strike", "first_most_health_adjacent", 3, "away"),)),   # TUNED: Damage 2 -> 3
        BossPower("cd_flying_soldiers", N_("Flying Soldiers"), 10, "step4",
                  N_("My Soldiers also hit every Monster in the zones next to mine."),
                  hooks={"soldier_range": 1}),
        BossPower("cd_super_fast_moving", N_("Super Fast Moving"), 15, "move",
                  N_("If any zone holds more Boss dice than mine, I go straight to the zone with the most."),
                  hooks={"jump_to_most_dice": 1}),
        BossPower("cd_super_sharp_fist", N_("Super Sharp Fist"), 20, "per_star",
                  N_("Each Star icon I activate triggers Sharp Fist again."),
                  ops=(("strike", "most_health_near", 1, ""),)),
    ),
    "lithosaur": (
        BossPower("li_tremor", N_("Tremor"), 0, "step1",
                  N_("Each Monster in my zone takes 1 Damage, then moves 1 zone clockwise."),
                  ops=(("strike", "in_boss_zone", 1, "clockwise"),)),
        BossPower("li_stone_shields", N_("Stone Shields"), 2, "passive",
                  N_("Shield Minions have 4 Health instead of 3."),
                  hooks={"shield_health": 4}),
        BossPower("li_crushing_weight", N_("Crushing Weight"), 5, "after_move",
                  N_("Each Monster in my zone takes 1 Damage; every Monster die Locked in my zone is removed."),
                  ops=(("strike", "in_boss_zone", 1, ""), ("clear_locked_dice", "boss_zone"))),
        BossPower("li_rock_guard", N_("Rock Guard"), 8, "after_move",
                  N_("If no Shield is in my zone, a Shield comes out of the bag into my zone."),
                  ops=(("guard_shield",),)),
        BossPower("li_fault_line", N_("Fault Line"), 11, "step1",
                  N_("The Monster(s) with the most Fame take 1 Damage and move to the zone opposite mine."),
                  ops=(("strike", "most_fame", 1, "opposite"),)),
        BossPower("li_avalanche", N_("Avalanche"), 14, "per_star",
                  N_("Each Star icon I activate deals 1 Damage to each Monster in my zone and the zones next to it."),
                  ops=(("strike", "near_boss", 1, ""),)),
    ),
    "lavalord": (
        BossPower("la_magma_spawn", N_("Magma Spawn"), 0, "step1",
                  N_("A Fireling from the pool comes into my zone."),
                  ops=(("place_fireling",),)),
        BossPower("la_lava_flow", N_("Lava Flow"), 1, "step1",
                  N_("Every Fireling outside my zone moves 1 zone clockwise (no Damage)."),
                  ops=(("flow_firelings",),)),
        BossPower("la_scorched_earth", N_("Scorched Earth"), 4, "step1",
                  N_("In each zone with a Fireling, every face-up Support tile is turned face down."),
                  ops=(("scorch_support",),)),
        BossPower("la_ember_brood", N_("Ember Brood"), 8, "step5",
                  N_("Each Minion icon I activate also brings a Fireling into my zone."),
                  hooks={"fireling_per_minion_icon": 1}),
        BossPower("la_magma_regeneration", N_("Magma Regeneration"), 12, "after_move",
                  N_("If a Fireling is in my zone, I gain 1 Health."),
                  ops=(("regenerate", 1),)),
        BossPower("la_eruption", N_("Eruption"), 16, "per_star",
                  N_("Each Star icon I activate activates every Fireling on the island."),
                  ops=(("erupt",),)),
    ),
}

# -- Boss dice ------------------------------------------------------------------------
# Each face is a string of icons: M = Minion, C = Crystal, S = Star, "" = blank.
# A face activates its icons in the order C, S, M (content rule).

BOSS_DICE = (
    ("M", "MM", "MS", "S", "C", "MC"),
    ("MC", "C", "MS", "S", "M", "SS"),
    ("M", "MM", "MM", "S", "CS", "C"),
    ("MM", "M", "C", "SC", "MS", ""),
    ("CS", "S", "MC", "MS", "MS", "M"),
    ("M", "S", "C", "MS", "", ""),
    ("S", "S", "M", "MC", "", ""),
    ("M", "M", "S", "SS", "", ""),
)
ICON_ORDER = "CSM"


def ordered_icons(face: str) -> str:
    """The icons of a Boss die face in activation order (C, then S, then M)."""
    return "".join(sorted(face, key=ICON_ORDER.index))


# -- Support tiles --------------------------------------------------------------------

@dataclass(frozen=True)
class SupportTile:
    id: str
    value: int
    face: str
    energy: bool


SUPPORT_TILES = {t.id: t for t in (
    SupportTile("sup_3_foot_e", 3, FOOT, True),
    SupportTile("sup_3_heart", 3, HEART, False),
    SupportTile("sup_3_fist", 3, FIST, False),
    SupportTile("sup_3_star", 3, STAR, False),
    SupportTile("sup_3_wrench_e", 3, WRENCH, True),
    SupportTile("sup_3_energy", 3, ENERGY, False),
    SupportTile("sup_4_any_e", 4, ANY_FACE, True),
    SupportTile("sup_4_any", 4, ANY_FACE, False),
    SupportTile("sup_4_fist_e", 4, FIST, True),
    SupportTile("sup_4_heart_e", 4, HEART, True),
    SupportTile("sup_4_foot_e", 4, FOOT, True),
    SupportTile("sup_4_star", 4, STAR, False),
)}
SUPPORT_VALUES = (3, 4)

# -- Powers of Allies and Keep cards --------------------------------------------------


@dataclass(frozen=True)
class PowerAction:
    """A power the owner uses as an action during Step 2 (UsePower).

    pay: ("face", FACE, n) spends dice of a face; ("energy", n) spends Energy.
    target: what the action names: "" nothing, "zone" an adjacent zone,
    "monster" another Monster in an adjacent zone, "minion_to" a Minion kind and
    an adjacent zone, "boss_die_to" a Boss die and a zone next to it, "die_face"
    a face in your Roll (then you choose the new face).
    needs: a condition on your zone: "crystal", "pylon", "no_shield".
    ops: effect primitives; "$zone", "$seat", "$kind", "$die", "$face" stand for
    the action's target fields.
    """

    pay: tuple = ()
    target: str = ""
    needs: str = ""
    ops: tuple = ()


@dataclass(frozen=True)
class Power:
    """A Keep card's or an Ally level's power.

    hooks: passive or triggered modifiers the engine reads (effects.HOOKS);
    once: the power works at most once in each of your turns;
    start / end / bought: ops at the start of your Monster Phase, at your End
    of Turn, and when the card is bought; action: a PowerAction.
    """

    id: str
    name: str
    text: str
    hooks: dict = field(default_factory=dict)
    once: bool = False
    start: tuple = ()
    end: tuple = ()
    bought: tuple = ()
    action: PowerAction | None = None


# -- Allies ---------------------------------------------------------------------------

#: Fame needed for an Ally's 1st..4th power (content 2 / 5 / 8 / 12).
ALLY_THRESHOLDS = (2, 5, 8, 12)

ALLIES = ("ally_ninjas", "ally_scientists", "ally_med_bots", "ally_apes",
          "ally_engineers", "ally_pilots")
ALLY_NAMES = {"ally_ninjas": N_("Ninjas"), "ally_scientists": N_("Scientists"),
              "ally_med_bots": N_("Med Bots"), "ally_apes": N_("Apes"),
              "ally_engineers": N_("Engineers"), "ally_pilots": N_("Pilots")}

ALLY_POWERS: dict[str, tuple[Power, Power, Power, Power]] = {
    "ally_ninjas": (
        Power("ninjas_shadow_blades", N_("Shadow Blades"),
              N_("When you deal Damage to a Shield, it counts as having 1 Health."),
              hooks={"shield_as": 1}),
        Power("ninjas_smoke_screen", N_("Smoke Screen"), N_("Soldiers deal no Damage to you."),
              hooks={"immune_soldier": 1}),
        Power("ninjas_silent_strike", N_("Silent Strike"),
              N_("Start of your Monster Phase: destroy 1 Minion of your choice in your zone."),
              start=(("destroy_chosen_minion", "own"),)),
        Power("ninjas_assassin", N_("Assassin"),
              N_("Once per turn, up to 2 Damage you deal in the Boss's zone may hit the Boss through its Minions."),
              hooks={"assassin": 2}, once=True),
    ),
    "ally_scientists": (
        Power("sci_research_grant", N_("Research Grant"), N_("Start of your Monster Phase: gain 1 Energy."),
              start=(("gain_energy", "self", 1),)),
        Power("sci_lab_discount", N_("Lab Discount"), N_("Power cards cost you 1 less Energy (at least 1)."),
              hooks={"card_discount": 1}),
        Power("sci_power_cell", N_("Power Cell"),
              N_("Once per turn, when you resolve Energy dice, gain 2 extra Energy."),
              hooks={"energy_bonus": 2}, once=True),
        Power("sci_crystal_analysis", N_("Crystal Analysis"),
              N_("Spend 3 Energy: remove 1 Crystal from your zone (any number of times)."),
              action=PowerAction(pay=("energy", 3), needs="crystal",
                                 ops=(("remove_crystal", "own", 1),))),
    ),
    "ally_med_bots": (
        Power("med_auto_repair", N_("Auto Repair"), N_("Start of your Monster Phase: gain 1 Health."),
              start=(("gain_health", "self", 1),)),
        Power("med_plating", N_("Plating"), N_("Your maximum Health is 2 higher."),
              hooks={"max_health": 2}),
        Power("med_nano_surgery", N_("Nano Surgery"), N_("Each Heart you resolve heals 1 more."),
              hooks={"heal_bonus": 1}),
        Power("med_remote_care", N_("Remote Care"), N_("Your Hearts may heal a Monster in any zone."),
              hooks={"heal_range": 3}),
    ),
    "ally_apes": (
        Power("apes_haymaker", N_("Haymaker"), N_("The first Fist die you resolve each turn deals 3 Damage."),
              hooks={"first_fist_bonus": 1}),
        Power("apes_charge", N_("Charge"),
              N_("Once per turn, after a Foot moves you, deal 1 Damage in the zone you entered."),
              hooks={"charge": 1}, once=True),
        Power("apes_gorilla_strength", N_("Gorilla Strength"), N_("Each Fist die you resolve deals 1 more Damage."),
              hooks={"fist_bonus": 1}),
        Power("apes_jungle_fury", N_("Jungle Fury"), N_("Start of your Monster Phase: deal 2 Damage in your zone."),
              start=(("deal_damage", "own", 2),)),
    ),
    "ally_engineers": (
        Power("eng_prefab_parts", N_("Prefab Parts"), N_("Wrench groups you resolve count 1 extra Wrench (optional)."),
              hooks={"wrench_bonus": 1}),
        Power("eng_demolition_crew", N_("Demolition Crew"),
              N_("Spend 2 Wrench dice: remove 1 Crystal from your zone (any number of times)."),
              action=PowerAction(pay=("face", WRENCH, 2), needs="crystal",
                                 ops=(("remove_crystal", "own", 1),))),
        Power("eng_quick_repairs", N_("Quick Repairs"),
              N_("You may activate a Support tile in the turn you recharged it."),
              hooks={"quick_repairs": 1}),
        Power("eng_pylon_breakers", N_("Pylon Breakers"), N_("Spend 3 Wrench dice: remove 1 Pylon from your zone."),
              action=PowerAction(pay=("face", WRENCH, 3), needs="pylon",
                                 ops=(("remove_pylon", "own"),))),
    ),
    "ally_pilots": (
        Power("pil_airlift", N_("Airlift"),
              N_("Once per turn, a Foot that moves you may take you 2 zones in one direction."),
              hooks={"foot_two_zones": 1}, once=True),
        Power("pil_recon_flight", N_("Recon Flight"),
              N_("When you Steal Fame, the Boss die may come from a zone next to yours."),
              hooks={"steal_range": 1}),
        Power("pil_decoy_flares", N_("Decoy Flares"),
              N_("Once per turn, move 1 Boss die to a zone next to it, keeping its face."),
              once=True,
              action=PowerAction(target="boss_die_to", ops=(("move_boss_die", "$die", "$zone"),))),
        Power("pil_air_strike", N_("Air Strike"),
              N_("Start of your Monster Phase: deal 2 Damage in the Boss's zone."),
              start=(("deal_damage", "boss_zone", 2),)),
    ),
}

# -- Power cards ----------------------------------------------------------------------


@dataclass(frozen=True)
class Card:
    """A Power card (keep=True: a Keep card whose `power` stays active; else a
    Discard card whose `ops` resolve at once) or an Event (event=True: `ops`
    resolve when it is revealed)."""

    id: str
    name: str
    cost: int
    keep: bool
    text: str
    power: Power | None = None
    ops: tuple = ()
    event: bool = False
    good: bool = True


def _keep(cid, name, cost, text, **kw) -> Card:
    return Card(cid, name, cost, True, text, power=Power(cid, name, text, **kw))


def _discard(cid, name, cost, text, ops) -> Card:
    return Card(cid, name, cost, False, text, ops=ops)


KEEP_CARDS = (
    _keep("unlock", N_("Unlock!"), 2, N_("You may Unlock dice Locked in the 2 zones next to yours."),
          hooks={"unlock_range": 1}),
    _keep("third_arm", N_("Third Arm"), 7, N_("Roll 7 Monster dice instead of 6."), hooks={"extra_dice": 1}),
    _keep("patient_predator", N_("Patient Predator"), 4, N_("You have 4 rerolls instead of 3."),
          hooks={"extra_rerolls": 1}),
    _keep("tide_turner", N_("Tide Turner"), 6, N_("Once per turn: turn 1 die of your Roll to the face you choose."),
          once=True, action=PowerAction(target="die_face", ops=(("choose_face", "$face"),))),
    _keep("heavy_claw", N_("Heavy Claw"), 4,
          N_("Once per turn, 2 or more Fist dice resolved together deal 1 extra Damage."),
          hooks={"fist_group_bonus": 1}, once=True),
    _keep("quake_feet", N_("Quake Feet"), 5, N_("Each Foot you resolve for Damage deals 2 instead of 1."),
          hooks={"foot_damage": 1}),
    _keep("long_neck", N_("Long Neck"), 5, N_("Your Fist dice may deal their Damage in a zone next to yours."),
          hooks={"fist_range": 1}),
    _keep("shell_cracker", N_("Shell Cracker"), 4, N_("When you deal Damage to a Shield, it counts as having 2 Health."),
          hooks={"shield_as": 2}),
    _keep("acid_drool", N_("Acid Drool"), 5, N_("Start of your Monster Phase: deal 1 Damage in your zone."),
          start=(("deal_damage", "own", 1),)),
    _keep("giant_slayer", N_("Giant Slayer"), 6,
          N_("Once per turn, when you deal Damage to the Boss, it loses 1 extra Health."),
          hooks={"slayer": 1}, once=True),
    _keep("thick_shell", N_("Thick Shell"), 5, N_("In each Boss Phase, the first 1 Damage you would take is prevented."),
          hooks={"shell": 1}),
    _keep("colossal_frame", N_("Colossal Frame"), 5, N_("Your maximum Health is 2 higher. When bought: gain 2 Health."),
          hooks={"max_health": 2}, bought=(("gain_health", "self", 2),)),
    _keep("stone_hide", N_("Stone Hide"), 4, N_("Cannons deal no Damage to you."), hooks={"immune_cannon": 1}),
    _keep("pack_medic", N_("Pack Medic"), 3, N_("Your Hearts may heal a Monster in a zone next to yours."),
          hooks={"heal_range": 1}),
    _keep("charged_gills", N_("Charged Gills"), 4, N_("Once per turn, when you resolve Energy dice, gain 1 extra Energy."),
          hooks={"energy_bonus": 1}, once=True),
    _keep("storm_catcher", N_("Storm Catcher"), 3, N_("Start of your Monster Phase: gain 1 Energy."),
          start=(("gain_energy", "self", 1),)),
    _keep("bargain_hunter", N_("Bargain Hunter"), 3,
          N_("Sweeping costs you 1 Energy; your first Power card each turn costs 1 less (at least 1)."),
          hooks={"sweep_discount": 1, "first_buy_discount": 1}),
    _keep("scrap_collector", N_("Scrap Collector"), 3, N_("Each Builder or Cannon you destroy gives you 1 Energy."),
          hooks={"scrap_energy": 1}),
    _keep("show_off", N_("Show-Off"), 4, N_("Once per turn, 2 or more Stars resolved together give 1 extra Fame."),
          hooks={"star_group_bonus": 1}, once=True),
    _keep("camera_hog", N_("Camera Hog"), 3, N_("Each time you Steal Fame, also gain 1 Energy."),
          hooks={"steal_energy": 1}),
    _keep("swift_fins", N_("Swift Fins"), 4, N_("Once per turn: move to a zone next to yours without a die."),
          once=True, action=PowerAction(target="zone", ops=(("move_self", "$zone"),))),
    _keep("tunnel_digger", N_("Tunnel Digger"), 5, N_("Once per turn, a Foot that moves you may take you to any zone."),
          hooks={"foot_any_zone": 1}, once=True),
    _keep("rally_cry", N_("Rally Cry"), 4, N_("Once per turn: bring 1 other Monster from a zone next to yours into yours."),
          once=True, action=PowerAction(target="monster", ops=(("pull_monster", "$seat"),))),
    _keep("scent_tracker", N_("Scent Tracker"), 3,
          N_("Start of your Monster Phase: if the Boss is in a zone next to yours, you may move into its zone."),
          start=(("offer_boss_zone",),)),
    _keep("foreman", N_("Foreman"), 5, N_("Wrench groups you resolve count 1 extra Wrench (optional)."),
          hooks={"wrench_bonus": 1}),
    _keep("harbor_master", N_("Harbor Master"), 3, N_("Each time you activate a Support tile, gain 1 Energy."),
          hooks={"support_energy": 1}),
    _keep("radio_tower", N_("Radio Tower"), 5, N_("You may activate and recharge Support tiles in the zones next to yours."),
          hooks={"support_range": 1}),
    _keep("crystal_crusher", N_("Crystal Crusher"), 5, N_("Once per turn, spend 1 Fist die: remove 1 Crystal from your zone."),
          once=True, action=PowerAction(pay=("face", FIST, 1), needs="crystal",
                                        ops=(("remove_crystal", "own", 1),))),
    _keep("bouncer", N_("Bouncer"), 4,
          N_("Spend 1 Foot die: move a Soldier, Cannon, Builder or Fireling from your zone to a zone next to it "
             "(not while a Shield is in your zone)."),
          action=PowerAction(pay=("face", FOOT, 1), target="minion_to", needs="no_shield",
                             ops=(("move_minion", "$kind", "$zone"),))),
    _keep("shoulder_to_shoulder", N_("Shoulder to Shoulder"), 4,
          N_("End of your turn: each other Monster in your zone gains 1 Health."),
          end=(("gain_health", "others_in_zone", 1),)),
)

DISCARD_CARDS = (
    _discard("ground_pound", N_("Ground Pound"), 4, N_("Deal 3 Damage in your zone."), (("deal_damage", "own", 3),)),
    _discard("meteor_drop", N_("Meteor Drop"), 7, N_("Deal 6 Damage in your zone."), (("deal_damage", "own", 6),)),
    _discard("rock_toss", N_("Rock Toss"), 4, N_("Deal 3 Damage in a zone next to yours."),
             (("choose_zone", "adjacent", "deal_damage", 3),)),
    _discard("tidal_wave", N_("Tidal Wave"), 8, N_("Deal 2 Damage in each zone, each allocated on its own."),
             (("deal_damage", "each_zone", 2),)),
    _discard("coconut_feast", N_("Coconut Feast"), 3, N_("Gain 3 Health."), (("gain_health", "self", 3),)),
    _discard("group_grooming", N_("Group Grooming"), 5, N_("Each Monster gains 2 Health."), (("gain_health", "each", 2),)),
    _discard("hot_spring", N_("Hot Spring"), 6, N_("You and each other Monster in your zone gain 4 Health."),
             (("gain_health", "zone", 4),)),
    _discard("headline_news", N_("Headline News"), 4, N_("Gain 2 Fame."), (("gain_fame", "self", 2),)),
    _discard("monster_movie", N_("Monster Movie"), 7, N_("Gain 4 Fame."), (("gain_fame", "self", 4),)),
    _discard("crystal_smash", N_("Crystal Smash"), 4, N_("Remove up to 2 Crystals from your zone."),
             (("remove_crystal", "own", 2),)),
    _discard("shard_scatter", N_("Shard Scatter"), 6,
             N_("Remove 1 Crystal from your zone and 1 from each zone next to it."),
             (("remove_crystal", "own", 1), ("remove_crystal", "adjacent", 1))),
    _discard("pylon_toppler", N_("Pylon Toppler"), 8, N_("Remove 1 Pylon from your zone."), (("remove_pylon", "own"),)),
    _discard("net_throw", N_("Net Throw"), 5, N_("Return up to 2 non-Shield Minions in your zone to the bag."),
             (("return_chosen_minions", "own", 2),)),
    _discard("shield_buster", N_("Shield Buster"), 4, N_("Destroy 1 Shield in your zone."),
             (("destroy_minions", "own", SHIELD, 1),)),
    _discard("dice_kick", N_("Dice Kick"), 2, N_("Remove every Boss die from 1 zone of your choice (no Fame)."),
             (("choose_zone", "boss_dice", "clear_boss_dice", 0),)),
    _discard("grand_theft", N_("Grand Theft"), 5,
             N_("Remove up to 3 Boss dice from your zone and the zones next to it; 1 Fame for each."),
             (("take_boss_dice", 3, 1),)),
    _discard("stampede", N_("Stampede"), 3, N_("Move each other Monster to a zone next to it, or leave it (you choose)."),
             (("stampede",),)),
    _discard("dock_workers", N_("Dock Workers"), 4, N_("Build a Support tile of value 3 or 4 (you choose) in your zone."),
             (("choose_support_value",),)),
    _discard("full_recharge", N_("Full Recharge"), 2, N_("Recharge every used Support tile on the island."),
             (("flip_support", "all", True),)),
    _discard("encore", N_("Encore!"), 8, N_("After this Buy step, play 1 more Monster Phase before End of Turn."),
             (("extra_monster_phase",),)),
    _discard("taunt", N_("Taunt"), 3, N_("Move the Boss into your zone (nothing activates)."), (("move_boss", "own"),)),
)

# -- Events ---------------------------------------------------------------------------


def _event(cid, name, good, text, ops) -> Card:
    return Card(cid, name, 0, False, text, ops=ops, event=True, good=good)


EVENTS = (
    _event("supply_drop", N_("Supply Drop"), True, N_("Each Monster gains 2 Energy."), (("gain_energy", "each", 2),)),
    _event("field_hospital", N_("Field Hospital"), True, N_("Each Monster gains 2 Health."), (("gain_health", "each", 2),)),
    _event("fan_parade", N_("Fan Parade"), True, N_("Each Monster gains 1 Fame."), (("gain_fame", "each", 1),)),
    _event("artillery_strike", N_("Artillery Strike"), True,
           N_("Destroy every Soldier in the Boss's zone and the zones next to it."),
           (("destroy_minions", "boss_area", SOLDIER, 99),)),
    _event("calm_seas", N_("Calm Seas"), True, N_("Recharge every used Support tile on the island."),
           (("flip_support", "all", True),)),
    _event("crystal_fracture", N_("Crystal Fracture"), True, N_("Remove 1 Crystal from each zone with exactly 2."),
           (("remove_crystal", "pairs", 1),)),
    _event("boss_stumbles", N_("Boss Stumbles"), True, N_("The Boss loses 2 Health, even through its Minions."),
           (("boss_health", -2),)),
    _event("all_for_that", N_("All For That?"), False,
           N_("Each Monster with a Keep card loses 2 Energy or 1 Fame (its owner chooses)."),
           (("keep_tax", 2, 1),)),
    _event("enemy_reinforcements", N_("Enemy Reinforcements"), False,
           N_("Draw 2 Minions from the bag into the Boss's zone."), (("draw_minions", "boss_zone", 2),)),
    _event("crystal_surge", N_("Crystal Surge"), False, N_("Build 1 Crystal in the Boss's zone."),
           (("build_crystal", "boss_zone"),)),
    _event("acid_rain", N_("Acid Rain"), False, N_("Each Monster takes 1 Damage."), (("take_damage", "each", 1),)),
    _event("boss_rage", N_("Boss Rage"), False, N_("The Boss gains 2 Fame (not a Star)."), (("boss_fame", 2),)),
    _event("blackout", N_("Blackout"), False, N_("Every face-up Support tile is turned face down."),
           (("flip_support", "all", False),)),
    _event("rockslide", N_("Rockslide"), False, N_("Every Locked Monster die on the island is removed."),
           (("clear_locked_dice", "all"),)),
    _event("boss_recovers", N_("Boss Recovers"), False, N_("The Boss gains 3 Health (not above its start)."),
           (("boss_health", 3),)),
)

CARDS: dict[str, Card] = {c.id: c for c in KEEP_CARDS + DISCARD_CARDS + EVENTS}
POWER_CARD_IDS = tuple(c.id for c in KEEP_CARDS + DISCARD_CARDS)
EVENT_IDS = tuple(c.id for c in EVENTS)
DECK_IDS = POWER_CARD_IDS + EVENT_IDS
MARKET_SIZE = 3
SWEEP_COST = 2

#: Every power by id (Keep cards and Ally levels), for the engine's lookups.
POWERS: dict[str, Power] = {}
for _c in KEEP_CARDS:
    POWERS[_c.id] = _c.power  # type: ignore[assignment]
for _ally, _levels in ALLY_POWERS.items():
    for _p in _levels:
        POWERS[_p.id] = _p


#: Every Boss power by id.
BOSS_POWER_BY_ID: dict[str, BossPower] = {p.id: p for _powers in BOSS_POWERS.values() for p in _powers}

# -- names as a player reads them -----------------------------------------------------
# The tables hold the English source (catalogue messages marked with N_, and ids
# in saves); these give the words in the language in use.


def card_name(cid: str) -> str:
    return _(CARDS[cid].name) if cid in CARDS else cid


def card_text(cid: str) -> str:
    return _(CARDS[cid].text) if cid in CARDS else ""


def power_name(pid: str) -> str:
    """A Keep card's, an Ally level's or a Boss's power, by id."""
    if pid in POWERS:
        return _(POWERS[pid].name)
    return _(BOSS_POWER_BY_ID[pid].name) if pid in BOSS_POWER_BY_ID else pid


def power_text(pid: str) -> str:
    if pid in POWERS:
        return _(POWERS[pid].text)
    return _(BOSS_POWER_BY_ID[pid].text) if pid in BOSS_POWER_BY_ID else ""


def monster_name(monster: str) -> str:
    return named(MONSTER_NAMES, monster)


def boss_name(boss: str) -> str:
    return named(BOSS_NAMES, boss)


def ally_name(ally: str) -> str:
    return named(ALLY_NAMES, ally)


def minion_name(kind: str) -> str:
    return named(MINION_NAMES, kind)


def face_name(face: str) -> str:
    return named(FACE_NAMES, face)
