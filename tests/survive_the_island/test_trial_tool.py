"""sti_trial.py, the quick measure of Hard's unsearched rules, plays real games
and leaves the game's agent factory as it found it."""
import sti_trial
from rules.survive_the_island import ai


def test_the_trial_plays_its_games_and_restores_the_agent_factory():
    before = ai.make_agent
    line = sti_trial.trial(2, 5, all_creatures=True)
    assert line.startswith("2 games, seed 5, all creatures: Hard's rules with Normal's moves")
    assert ai.make_agent is before
