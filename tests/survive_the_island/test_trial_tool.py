"""rules/survive_the_island/trial.py, the quick measure of Hard's unsearched rules,
plays real games through the arena with its own agent factory and leaves the
game's factory as it found it."""
from rules.core.agents import PolicyAgent
from rules.survive_the_island import ai, trial


def test_the_trial_plays_its_games_and_leaves_the_agent_factory_alone():
    before = ai.make_agent
    line = trial.trial(2, 5, all_creatures=True)
    assert line.startswith("2 games, seed 5, all creatures: Hard's rules with Normal's moves")
    assert ai.make_agent is before


def test_the_trial_seat_plays_hards_rules_and_the_others_are_the_games_own_normal():
    seat = trial.make_agent("hard", 0, 1)
    assert isinstance(seat, PolicyAgent) and seat.policy is trial.hard_rules_policy
    assert not isinstance(ai.make_agent("hard", 0, 1), PolicyAgent)      # the real Hard searches
    normal = trial.make_agent("normal", 1, 1)
    assert normal.policy is ai.make_agent("normal", 1, 1).policy
