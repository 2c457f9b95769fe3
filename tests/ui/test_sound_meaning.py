"""Every sound means what happened (issue 51): a loss never sounds like a win,
a person's turn chimes once when it begins and never on a computer's, the
events a player must tell apart by ear each have their own sound, the drop has
the room to itself, the music and the ambience plan a whole evening without
repeating themselves, and the mixer's page says what it does."""
from __future__ import annotations

import importlib
import random
from itertools import combinations

import pytest

from game import audio as audio_mod, sound_plan
from game.audio import DUCKS, Audio
from game.table.sound_cues import END_SOUNDS, end_outcome
from tests.table_driver import new_session, open_table, running_app, settle
from tests.ui.random_games import play as random_game

GAMES = ("isle_of_monsters", "king_of_monster_island", "survive_the_island", "isle_of_night")
CHOREOGRAPHERS = {"isle_of_monsters": "animations:IsleChoreographer", "king_of_monster_island": "choreo:KomiChoreographer",
                  "survive_the_island": "animations:IslandChoreographer", "isle_of_night": "animations:NightChoreographer"}


def sounds_of(game_id: str):
    return importlib.import_module(f"game.tables.{game_id}.sounds").SOUNDS


def choreographer(game_id: str):
    module, name = CHOREOGRAPHERS[game_id].split(":")
    return getattr(importlib.import_module(f"game.tables.{game_id}.{module}"), name)


# -- the end of a game ---------------------------------------------------------------------

def test_the_end_is_heard_by_who_won_among_the_people_at_the_table():
    assert end_outcome([0], [0]) == "won" and end_outcome([], [0]) == "lost"
    assert end_outcome([1], [0]) == "lost", "alone against computers, a computer's win is my loss"
    assert end_outcome([0, 1], [0, 1]) == "won", "a team of people that won together"
    assert end_outcome([], [0, 1]) == "lost", "a team of people beaten by the Boss"
    assert end_outcome([1], [0, 1]) == "over", "hot-seat rivals: one screen, the neutral end"
    assert end_outcome([0], []) == "over", "computers only"


class _Heard:
    def __init__(self) -> None:
        self.names: list[str] = []

    def play(self, name: str) -> bool:
        self.names.append(name)
        return True

    alert = play

    def preload(self, names) -> None:
        pass


@pytest.fixture
def heard():
    rec = _Heard()
    before = audio_mod._current
    audio_mod.install(rec)
    yield rec.names
    audio_mod.install(before)


@pytest.mark.parametrize("game_id", GAMES)
def test_no_event_that_can_mean_a_loss_sounds_like_a_win(game_id):
    """Random games to their end, heard by every choice of people at the table:
    when none of the people won, the end is never the win's sound; no other
    event's cue is the win's sound at all."""
    table = sounds_of(game_id)
    assert table.ends, "the game's end is heard by who won"
    assert END_SOUNDS["won"] not in {c for c in table.cues.values() if isinstance(c, str)}
    choreo = choreographer(game_id)
    outcomes = set()
    for seed in range(3):
        game = random_game(game_id, 2, seed)
        state = game.session.state
        assert state.is_over()
        ending = [ev for move in game.session.history for ev in move.events if table.ending(ev)]
        assert ending, "the game's end made an ending event"
        for people in ({0}, {1}, {0, 1}):
            c = choreo.__new__(choreo)
            c.people = frozenset(people)
            sound = c.sound_of(ending[-1], state)
            won = set(state.winners()) & people
            outcomes.add(sound)
            if not won:
                assert sound != END_SOUNDS["won"], (people, state.winners())
                assert sound in (table.end_sounds["lost"], table.end_sounds["over"])
            if won == people:
                assert sound == END_SOUNDS["won"]
        for ev in (ev for move in game.session.history for ev in move.events if not table.ending(ev)):
            assert table.sound_for(ev) != END_SOUNDS["won"], type(ev).__name__


def test_king_of_monster_islands_loss_is_the_losing_sound_not_the_fanfare():
    from rules.king_of_monster_island.events import GameOver
    choreo = choreographer("king_of_monster_island")
    c = choreo.__new__(choreo)
    c.people = frozenset({0, 1})

    class Lost:
        def is_over(self):
            return True

        def winners(self):
            return []
    assert c.sound_of(GameOver(False, "third_pylon"), Lost()) == "game_lost"


# -- a person's turn ------------------------------------------------------------------------

def _play_with_people(app, table, turns: int, watch) -> None:
    """The people at the table take their first legal move whenever they must,
    until `turns` of their moves; `watch()` runs every frame."""
    from tests.table_driver import curtain_up, pass_curtain
    rng = random.Random(4)
    moves = 0
    while table in app.stack:
        settle(app, table)
        watch()
        if table not in app.stack:
            return
        if curtain_up(app) is not None:
            pass_curtain(app)
            continue
        seat = table.input_seat()
        if seat is None:
            app.step(1 / 60, flip=False)
            continue
        if moves == turns:          # a person at the screen: where the game stopped is heard
            return
        legal = table.session.state.legal_actions(seat)
        table.play(legal[rng.randrange(len(legal))])
        moves += 1
        for _ in range(3):
            app.step(1 / 60, flip=False)
            watch()


SEATS = {"isle_of_monsters": "hah", "king_of_monster_island": "ha", "survive_the_island": "hah",
         "isle_of_night": "ha"}


@pytest.mark.parametrize("game_id", GAMES)
def test_your_turn_sounds_once_as_a_persons_turn_begins_never_on_a_computers(game_id, heard, monkeypatch):
    """People and computers at one table: every chime comes while a person must
    act and is at the screen; between two chimes that person's turn passed to
    another (a computer, or the other person) and came back, or their move
    began their next turn; and each time the turn came back to a person from a
    computer, it chimed."""
    for app in running_app():
        audio_mod.install(_recorder(heard))
        table = open_table(app, new_session(game_id, SEATS[game_id], seed=3, autosave=False))
        chimes: list[tuple[int, int]] = []
        handovers: list[int] = []
        last = {"seat": table.human_to_act(), "count": 0}
        real = table.chime_turn

        def chime():
            seat = table.human_to_act()
            assert seat is not None and not table.session.seats[seat].is_ai, "a chime on a computer's turn"
            assert seat == table.viewer
            chimes.append((seat, len(table.session.history)))
            real()
        monkeypatch.setattr(table, "chime_turn", chime)

        def watch():
            seat = table.human_to_act()
            if seat is not None and seat != last["seat"]:
                handovers.append(seat)
            last["seat"] = seat
        _play_with_people(app, table, 14, watch)
        assert heard.count("your_turn") == len(chimes)
        assert handovers, "the turn never came back to a person"
        assert len(chimes) >= len(handovers), (chimes, handovers)
        assert len(set(chimes)) == len(chimes), f"chimed twice at one point of the game: {chimes}"


def test_a_person_alone_against_the_boss_hears_each_new_turn_once(heard, monkeypatch):
    """King of Monster Island solo: no computer moves between turns, the log's
    turn passes back to the person inside their own move: one chime a new turn."""
    from rules.king_of_monster_island.events import TurnBegan
    for app in running_app():
        audio_mod.install(_recorder(heard))
        table = open_table(app, new_session("king_of_monster_island", "h", seed=2, autosave=False))
        start = len(table.session.history)
        _play_with_people(app, table, 30, lambda: None)
        began = sum(1 for move in table.session.history[start:] for ev in move.events
                    if isinstance(ev, TurnBegan) and ev.seat == 0)
        assert began >= 2
        assert heard.count("your_turn") == began


def test_the_turn_chime_and_the_urgency_hint_in_the_background(heard):
    for app in running_app():
        audio_mod.install(_recorder(heard))
        table = open_table(app, new_session("isle_of_night", "ha", autosave=False))
        settle(app, table)
        app.audio.focused = False
        asked = app.window.attention_asked
        table.chime_turn()
        assert heard[-1] == "your_turn" and app.window.attention_asked == asked + 1
        app.settings.turn_chime = False
        heard.clear()
        table.chime_turn()
        assert app.window.attention_asked == asked + 1, "the hint is the setting's"
        app.audio.focused = True


def test_a_chime_in_the_background_plays_though_the_sound_is_paused():
    class Clock:
        t = 5.0

        def __call__(self):
            return self.t
    a = Audio(clock=Clock())
    if not a.available:
        pytest.skip("no mixer")
    a.focus(False)
    assert a.level("effects") == 0
    assert not a.play("your_turn")
    assert a.alert("your_turn"), "the chime is heard with the window in the background"
    a.muted = True
    assert not a.alert("your_turn"), "but never through mute"
    a.focus(True)


def _recorder(names):
    rec = _Heard()
    rec.names = names
    return rec


# -- events a player tells apart -----------------------------------------------------------

def test_king_of_monster_islands_moments_each_have_their_own_sound():
    from rules.king_of_monster_island import events as ev
    t = sounds_of("king_of_monster_island")
    losses = {
        "a Monster hurt": ev.MonsterHurt(0, 2, 5, "boss"),
        "a Monster knocked out": ev.MonsterHurt(0, 2, 0, "boss"),
        "a Minion removed": _make(ev.MinionRemoved),
        "a Crystal removed": _make(ev.CrystalRemoved),
        "a Pylon removed": _make(ev.PylonRemoved),
        "the Boss hurt": ev.BossHealthChanged(10, -2),
        "a Boss die removed": _make(ev.BossDieRemoved),
    }
    sounds = {what: t.sound_for(e) for what, e in losses.items()}
    for (a, sa), (b, sb) in combinations(sounds.items(), 2):
        assert sa != sb, f"{a} and {b} share {sa}"
    assert t.sound_for(_make(ev.BossPowerUsed)) != t.sound_for(_make(ev.BossDefeated)), "a power is not a Boss beaten"
    assert t.sound_for(_make(ev.BossMoved)) != t.sound_for(_make(ev.MonsterMoved))
    assert t.sound_for(_make(ev.PylonBuilt)) != t.sound_for(_make(ev.PylonRemoved))
    assert t.sound_for(_make(ev.TurnBegan)) is None, "a turn's chime is the turn control's, a person's only"


def test_the_boss_phase_flies_its_gems_dice_and_minions_without_the_interface_click(heard):
    """The clicks of a Boss Phase with no input were the flights' own: now each
    event sounds once, and no flight clicks."""
    for app in running_app(animation_speed="fast"):
        audio_mod.install(_recorder(heard))
        table = open_table(app, new_session("king_of_monster_island", "aa", seed=1, autosave=False))
        for _ in range(240):
            app.step(0.05, flip=False)
        assert heard, "the computers' turns made no sound"
        assert "click" not in heard


def test_survive_the_islands_arrivals_are_not_its_attacks():
    from rules.survive_the_island import events as ev
    t = sounds_of("survive_the_island")
    for kind in ("shark", "whale", "sea_serpent", "kraken"):
        arrives = t.sound_for(ev.CreaturePlaced(1, kind, 3))
        eats = t.sound_for(ev.Eliminated(0, 3, kind))
        assert arrives != eats, kind
    assert t.sound_for(ev.RaftLost(0, 3, "no room")) != t.sound_for(ev.RaftLost(0, 3, "sea_serpent")), \
        "a raft lost with no creature is not the serpent's wreck"
    swimmer = t.sound_for(ev.AdventurerMoved(*_args(ev.AdventurerMoved, swim=True)))
    assert t.sound_for(ev.CreatureMoved(1, "shark", 2, 3)) != swimmer


def test_isle_of_nights_lantern_and_curse_have_their_own_sounds():
    t = sounds_of("isle_of_night")
    from game.tables.isle_of_night.sounds import CLAIM_SOUNDS
    assert CLAIM_SOUNDS["lanterns"] != CLAIM_SOUNDS["rings"]
    assert len(set(CLAIM_SOUNDS.values())) == len(CLAIM_SOUNDS)
    assert t.end_sounds["over"] == "ion_night_ends"


def _args(cls, **given):
    """Plausible values for an event's fields (0, "", (), False), some given."""
    import dataclasses
    out = []
    for f in dataclasses.fields(cls):
        if f.name in given:
            out.append(given[f.name])
            continue
        kind = str(f.type)
        out.append("" if "str" in kind else () if "tuple" in kind else False if "bool" in kind else 0)
    return out


def _make(cls, **given):
    return cls(*_args(cls, **given))


# -- the drop's room, and a whole evening ---------------------------------------------------

def test_the_drop_ducks_everything_else_then_gives_the_room_back():
    class Clock:
        t = 10.0

        def __call__(self):
            return self.t
    clock = Clock()
    a = Audio(clock=clock)
    if not a.available:
        pytest.skip("no mixer")
    a.focused = True
    music = a.level("music")
    assert a.play("dice")
    assert a.play("komi_drop")
    seconds, gain = DUCKS["komi_drop"]
    assert a.room_channel is not None
    import pygame
    assert pygame.mixer.Channel(a.room_channel).get_volume() == pytest.approx(1.0), "the drop is never ducked itself"
    assert all(c.id != a.room_channel for c in a._ducked_channels)
    assert a.level("music") == pytest.approx(music * gain)
    assert a.level("effects") < a.master * a.layers["effects"]
    clock.t += seconds + 0.01
    a.follow([])
    assert a.level("music") == pytest.approx(music)


def test_a_tables_music_never_plays_one_piece_twice_running_and_turns_to_its_finale():
    for name, programme in sound_plan.PROGRAMMES.items():
        plan = sound_plan.MusicPlan(programme, random.Random(3))
        heard = [plan.next(False) for _ in range(30)]
        if len(programme.pieces) > 1:
            assert all(a[0] != b[0] for a, b in zip(heard, heard[1:])), name
            assert len({p for p, _ in heard}) == len(programme.pieces)
            assert all(programme.rest[0] <= r <= programme.rest[1] for _, r in heard[1:]), "a rest between pieces"
        if programme.finale:
            assert plan.next(True)[0] in programme.finale


def test_each_table_nears_its_end_before_it_ends_and_not_at_the_start():
    for game_id in GAMES:
        table = sounds_of(game_id)
        game = random_game(game_id, 2, 1)
        states = [m.before for m in game.session.history if m.before is not None]
        first = type(game.session.state).set_up(game.session.options, game.session.seed)
        assert not table.nearing_end(first), game_id
        assert any(table.nearing_end(s) for s in states[-40:]), f"{game_id} never neared its end"


def test_a_forty_minute_game_hears_no_minute_twice():
    """The schedule check of assets/sounds/check_sounds.py, on the files' real lengths."""
    import pygame
    from game.assets import asset_path
    if not pygame.mixer.get_init():
        pygame.mixer.init(44100, -16, 2, 512)
    lengths = {}
    for name in sound_plan.piece_files() + sound_plan.bed_files():
        lengths[name] = pygame.mixer.Sound(str(asset_path("sounds", f"{name}.ogg"))).get_length()
    for name in sound_plan.call_files():
        lengths[name] = pygame.mixer.Sound(str(asset_path("sounds", f"{name}.wav"))).get_length()
    check = _check_sounds()
    assert check.schedule_problems(lengths) == []
    # and the check can fail: one piece, no rest, no calls repeats itself
    timeline = [(k * 40.0, 40.0, "music_x") for k in range(60)]
    assert sound_plan.repeated_stretch(timeline, 2400.0) is not None


def _check_sounds():
    import importlib.util
    from game.assets import asset_path
    spec = importlib.util.spec_from_file_location("check_sounds", asset_path("sounds", "check_sounds.py"))
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def test_the_drop_check_weighs_the_drop_against_every_sound_its_table_plays():
    from game.table.scene import TABLE_SOUNDS
    check = _check_sounds()
    c = choreographer("king_of_monster_island")
    table = c.sounds.names() | c.own_sounds | TABLE_SOUNDS
    assert table - {check.DROP} <= set(check.DROP_TABLE), table - set(check.DROP_TABLE)


def test_no_effect_starts_with_a_tick():
    import wave
    import array
    from game.assets import asset_path
    check = _check_sounds()
    for name in audio_mod.SOUND_NAMES + sound_plan.call_files():
        with wave.open(str(asset_path("sounds", f"{name}.wav"))) as w:
            samples = array.array("h", w.readframes(w.getnframes()))
            first, p99 = check.tick(samples, w.getnchannels())
        assert first <= check.TICK * max(p99, 1), (name, first, p99)
    # a sound that starts away from zero is a tick
    assert check.tick(array.array("h", [9000] + [0, 100, -100] * 300), 1)[0] == 9000


# -- the mixer's page -----------------------------------------------------------------------

def test_un_muting_is_heard_and_every_slider_track_is_as_long():
    for app in running_app():
        app.change_settings(mute=True)
        app.open_settings()
        app.step()
        app.stack.top.mixer.click()
        app.step()
        mixer = app.stack.top
        widths = {key: s.rect.width for key, s in mixer.sliders.items()}
        assert len(set(widths.values())) == 1, widths
        heard_unmuted = []
        real = app.audio.play
        app.audio.play = lambda name: heard_unmuted.append((name, app.audio.muted)) or real(name)
        mixer.mute.set(False)
        assert ("toggle", False) in heard_unmuted, "the toggle sounds after mute is lifted"
        mixer.turn_chime.set(False)
        assert app.settings.turn_chime is False


def test_the_turn_chime_stands_over_the_interface_sounds():
    """It was the quietest cue; it is now a game sound's level, well over a click."""
    import array
    import wave
    from game.assets import asset_path

    def peak(name):
        with wave.open(str(asset_path("sounds", f"{name}.wav"))) as w:
            data = array.array("h", w.readframes(w.getnframes()))
        return max(max(data), -min(data))
    assert peak("your_turn") > 1.5 * max(peak(n) for n in ("click", "toggle", "refuse", "curtain"))
