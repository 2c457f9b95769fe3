"""What King of Monster Island sounds like: the volcano's rumble under a low
march, and a sound for every event a player should notice
(game/table/sound_cues.py)."""
from rules.king_of_monster_island import events as ev

from ...table.sound_cues import SoundTable

MUSIC, AMBIENCE = "music_king_of_monster_island", "amb_volcano"


def _support(event) -> str:
    return "komi_support"


def _monster_hurt(event) -> str:
    """A Monster hurt, or knocked out (down to 0 Health: the team may lose)."""
    return "komi_knockout" if event.health <= 0 else "komi_hurt"


def _boss_health(event) -> str | None:
    """The Boss hurt; Health the Boss gains is told by the power or the Boss that brought it."""
    return "komi_boss_hurt" if event.delta < 0 else None


def _near_end(state) -> bool:
    """The last Boss is down to a third of its Health, a Pylon more would open
    the portal, or a Monster is nearly knocked out (either may end the game)."""
    return ((not state.bosses_left and state.boss_health * NEAR_END_HEALTH <= state.boss_start)
            or state.pylons_left() <= 1 or min(state.health) <= MONSTER_NEARLY_OUT)


#: the last Boss with 1/this of its Health or less: the game nears its end
NEAR_END_HEALTH = 3
#: a Monster with this much Health or less is nearly knocked out (one Boss Phase can take it)
MONSTER_NEARLY_OUT = 3


SOUNDS = SoundTable(
    cues={
        ev.BossPowerUsed: "komi_boss_power",
        ev.VolcanoDrop: "komi_drop",
        ev.BossMoved: "komi_boss_move",
        ev.BossDieActivated: "komi_dice_land",
        ev.MonsterHurt: _monster_hurt,
        ev.MonsterHealed: "komi_heal",
        ev.MonsterMoved: "komi_monster_move",
        ev.MinionArrived: "komi_minion",
        ev.MinionRemoved: "komi_minion_down",
        ev.MinionMoved: "komi_minion",
        ev.CrystalBuilt: "komi_crystal",
        ev.PylonBuilt: "komi_pylon",
        ev.CrystalRemoved: "komi_crystal_lost",
        ev.PylonRemoved: "komi_pylon_down",
        ev.BossHealthChanged: _boss_health,
        ev.DiceRolled: "dice",
        ev.DieLocked: "die_lock",
        ev.DieUnlocked: "die_lock",
        ev.DieTurned: "die_lock",
        ev.FameChanged: "score",
        ev.EnergyChanged: "komi_energy",
        ev.BossDieRemoved: "komi_boss_die_out",
        ev.BossDieMoved: "komi_dice_land",
        ev.BossTaunted: "komi_boss_move",
        ev.SupportBuilt: "komi_support",
        ev.SupportFlipped: "card_flip",
        ev.SupportActivated: _support,
        ev.CardBought: "komi_buy",
        ev.CardRevealed: lambda e: "komi_event" if e.slot < 0 else "card",
        ev.MarketSwept: "cards_swept",
        ev.AllyTaken: "card",
        ev.AllyReturned: "card",
        ev.BossDefeated: "komi_boss_beaten",
        ev.NextBoss: "komi_boss_roar",
    },
    ends=frozenset({ev.GameOver}),
    near_end=_near_end,
    silent={
        ev.DamageDealt: "the hit is heard as what it did: the Boss hurt or a Minion knocked off (two sounds a hit doubled the din)",
        ev.TurnBegan: "a person's turn is the turn control's chime (game/table/turns.py), never a computer's",
        ev.MinionsActivated: "each Minion's own arrival, move or hit sounds",
        ev.LockedDiceCleared: "the dice leaving the island are shown; the next roll sounds",
        ev.BossFameChanged: "the Boss's Fame track moves in silence; the hit before it sounded",
        ev.PowerUsed: "a card power's effect (Damage, Energy, Health) makes its own sound",
        ev.ExtraPhase: "told by the banner; the dice of the extra phase sound",
        ev.DamageLost: "Damage let go is only a log line; the Done press before it sounded",
    },
    picks=frozenset({"komi_support", "komi_event", "card", "komi_hurt", "komi_knockout", "komi_boss_hurt"}),
)
