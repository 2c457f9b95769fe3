"""What King of Monster Island sounds like: the volcano's rumble under a low
march, and a sound for every event a player should notice
(game/table/sound_cues.py)."""
from rules.king_of_monster_island import events as ev

from ...table.sound_cues import SoundTable

MUSIC, AMBIENCE = "music_king_of_monster_island", "amb_volcano"


def _support(event) -> str:
    return "komi_support"


SOUNDS = SoundTable(
    cues={
        ev.TurnBegan: "your_turn",
        ev.BossPowerUsed: "komi_boss_roar",
        ev.VolcanoDrop: "komi_drop",
        ev.BossMoved: "komi_boss_move",
        ev.BossDieActivated: "komi_dice_land",
        ev.MonsterHurt: "komi_damage",
        ev.MonsterHealed: "komi_heal",
        ev.MonsterMoved: "komi_boss_move",
        ev.MinionArrived: "komi_minion",
        ev.MinionRemoved: "komi_damage",
        ev.MinionMoved: "komi_minion",
        ev.CrystalBuilt: "komi_crystal",
        ev.PylonBuilt: "komi_pylon",
        ev.CrystalRemoved: "komi_damage",
        ev.PylonRemoved: "komi_damage",
        ev.BossHealthChanged: "komi_damage",
        ev.DiceRolled: "dice",
        ev.DieLocked: "die_lock",
        ev.DieUnlocked: "die_lock",
        ev.DieTurned: "die_lock",
        ev.FameChanged: "score",
        ev.EnergyChanged: "komi_energy",
        ev.BossDieRemoved: "komi_damage",
        ev.BossDieMoved: "komi_dice_land",
        ev.BossTaunted: "komi_boss_move",
        ev.SupportBuilt: "komi_support",
        ev.SupportFlipped: "card_flip",
        ev.SupportActivated: _support,
        ev.DamageDealt: "komi_damage",
        ev.CardBought: "komi_buy",
        ev.CardRevealed: lambda e: "komi_event" if e.slot < 0 else "card",
        ev.MarketSwept: "cards_swept",
        ev.AllyTaken: "card",
        ev.AllyReturned: "card",
        ev.BossDefeated: "komi_boss_roar",
        ev.NextBoss: "komi_boss_roar",
        ev.GameOver: "game_won",
    },
    silent={
        ev.MinionsActivated: "each Minion's own arrival, move or hit sounds",
        ev.LockedDiceCleared: "the dice leaving the island are shown; the next roll sounds",
        ev.BossFameChanged: "the Boss's Fame track moves in silence; the hit before it sounded",
        ev.PowerUsed: "a card power's effect (Damage, Energy, Health) makes its own sound",
        ev.ExtraPhase: "told by the banner; the dice of the extra phase sound",
        ev.DamageLost: "Damage let go is only a log line; the Done press before it sounded",
    },
    picks=frozenset({"komi_support", "komi_event", "card"}),
)
