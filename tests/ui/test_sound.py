"""The sound layer: every event of every game has a sound or is silent on
purpose, the files are there and sane (no clipping, seamless loops), the mixer
follows Settings and the window's focus, each scene plays what it should, a
run of like events does not machine-gun, and no device costs nothing."""
from __future__ import annotations

import array
import functools
import importlib
import inspect
import operator
import shutil
import wave

import pygame
import pytest

from game import audio as audio_mod, sound_plan
from game.assets import asset_path
from game.audio import AMBIENCES, MUSIC, MIN_GAP, SOUND_NAMES, Audio
from game.storage.settings import Settings, parse
from rules.core import registry
from rules.core.contract import Event
from tests.table_driver import new_session, open_table, running_app

GAMES = ("isle_of_monsters", "king_of_monster_island", "survive_the_island", "isle_of_night")


class FakeClock:
    def __init__(self) -> None:
        self.t = 100.0

    def __call__(self) -> float:
        return self.t


def event_classes(game_id: str) -> list[type]:
    events = importlib.import_module(f"rules.{game_id}.events")
    return [c for _, c in inspect.getmembers(events, inspect.isclass)
            if issubclass(c, Event) and c is not Event and c.__module__ == events.__name__]


@pytest.mark.parametrize("game_id", GAMES)
def test_every_event_class_has_a_sound_or_is_silent_on_purpose(game_id):
    table = importlib.import_module(f"game.tables.{game_id}.sounds").SOUNDS
    kinds = event_classes(game_id)
    assert kinds
    for kind in kinds:
        assert table.covers(kind), f"{kind.__name__} has no sound and is not listed as silent"
        if kind in table.silent:
            assert len(table.silent[kind]) > 10, f"{kind.__name__}: say why it is silent"
    for cue in table.cues.values():
        if isinstance(cue, str):
            assert cue in SOUND_NAMES, cue


@pytest.mark.parametrize("game_id", GAMES)
def test_the_sounds_random_games_ask_for_exist(game_id):
    """Cues chosen from an event's contents (the creature that attacked, the
    card claimed) name a real sound, for every event random games make."""
    from tests.ui.random_games import play
    table = importlib.import_module(f"game.tables.{game_id}.sounds").SOUNDS
    heard = set()
    for seed in range(2):
        game = play(game_id, 3, seed)
        for event in (ev for move in game.session.history for ev in move.events):
            name = table.sound_for(event)
            if name is not None:
                assert name in SOUND_NAMES, (type(event).__name__, name)
                assert name in table.names(), f"{name} can be cued but is not read when the table opens"
                heard.add(name)
    assert len(heard) >= 5


CHOREOGRAPHERS = {"isle_of_monsters": "animations:IsleChoreographer", "king_of_monster_island": "choreo:KomiChoreographer",
                  "survive_the_island": "animations:IslandChoreographer", "isle_of_night": "animations:NightChoreographer"}


def test_every_table_plays_its_own_music_ambience_and_sounds():
    for game_id in GAMES:
        cls = registry.get(game_id).load_table_scene()
        assert cls.music in MUSIC and cls.ambience in AMBIENCES, game_id
        module, name = CHOREOGRAPHERS[game_id].split(":")
        choreo = getattr(importlib.import_module(f"game.tables.{game_id}.{module}"), name)
        assert choreo.sounds is importlib.import_module(f"game.tables.{game_id}.sounds").SOUNDS
    assert len({registry.get(g).load_table_scene().music for g in GAMES}) == 4


#: every file the sound layer reads: effects and ambience calls (.wav), beds and pieces (.ogg)
WAVS = SOUND_NAMES + sound_plan.call_files()
OGGS = sound_plan.bed_files() + sound_plan.piece_files()
#: the loops: the beds, and the title's one piece, heard again after a breath
LOOPS = sound_plan.bed_files() + ("music_title",)


def test_every_sound_file_is_there():
    for name in WAVS:
        assert asset_path("sounds", f"{name}.wav").is_file(), name
    for name in OGGS:
        assert asset_path("sounds", f"{name}.ogg").is_file(), name


@functools.lru_cache(maxsize=None)
def _wav_samples(path) -> array.array:
    """An effect's samples (read once a worker: two tests look at them all)."""
    with wave.open(str(path)) as w:
        assert w.getsampwidth() == 2 and w.getframerate() == 44100
        data = array.array("h", w.readframes(w.getnframes()))
    return data


def _peak(data) -> int:
    return max(max(data), -min(data))


def test_no_effect_clips_every_peak_is_under_minus_one_dbfs():
    limit = int(32767 * 10 ** (-1 / 20))
    for name in SOUND_NAMES:
        data = _wav_samples(asset_path("sounds", f"{name}.wav"))
        assert 0 < _peak(data) <= limit, name


def test_interface_sounds_sit_under_the_games_own():
    def peak(name):
        return _peak(_wav_samples(asset_path("sounds", f"{name}.wav")))
    loudest_ui = max(peak(n) for n in ("click", "toggle", "refuse", "curtain"))
    assert loudest_ui * 2 < min(peak(n) for n in ("dice", "komi_drop", "sti_shark", "ion_conch"))


def _decoded_loop(name: str) -> pygame.mixer.Sound:
    """A loop decoded as the app decodes it (pygame.mixer.Sound of its file). An
    ambience is the decoding the app keeps (tests/conftest.py keeps every one a
    worker): taken from there if a table opened in this worker decoded it, else put
    there, so the tables opened after it in this worker decode it no more."""
    path = str(asset_path("sounds", f"{name}.ogg"))
    if name not in AMBIENCES:
        return pygame.mixer.Sound(path)
    sound = audio_mod._kept_loop(path)
    if sound is None:
        sound = pygame.mixer.Sound(path)
        audio_mod._keep_loop(path, sound)
    return sound


def test_loops_are_seamless():
    """The step from a loop's last sample to its first is no larger than the
    largest step in the second either side of the seam (decoded as the app
    plays them)."""
    if not pygame.mixer.get_init():
        pygame.mixer.init(44100, -16, 2, 512)
    for name in LOOPS:
        pcm = array.array("h", _decoded_loop(name).get_raw())
        assert len(pcm) > 44100 * 2 * 10, f"{name} is shorter than ten seconds"
        window = 44100 * 2
        for ch in (0, 1):
            head = pcm[ch:window:2]
            tail = pcm[len(pcm) - window + ch::2]
            steps = [*map(operator.sub, head[1:], head), *map(operator.sub, tail[1:], tail)]
            inside = max(max(steps), -min(steps))
            seam = abs(head[0] - tail[-1])
            assert seam <= inside, (name, ch, seam, inside)


def test_the_same_sound_starts_at_most_once_in_its_gap(monkeypatch):
    clock = FakeClock()
    a = Audio(clock=clock)
    if not a.available:
        pytest.skip("no mixer")
    a.apply(Settings())
    assert a.play("dice")
    clock.t += MIN_GAP / 2
    assert not a.play("dice")            # a run of like events plays once
    assert a.play("card")                # another sound is not held back
    for name in ("score", "komi_drop", "sti_egg"):
        assert a.play(name)
    assert not a.play("ion_ring"), "five sounds in half a second are enough"
    clock.t += audio_mod.BURST_WINDOW + MIN_GAP
    assert a.play("dice")


def test_mixer_layers_follow_settings_and_persist(profile_dir):
    s = Settings(volume=50, music_volume=40, effects_volume=100, ambience_volume=20, sound_in_background=True)
    back = parse(__import__("json").dumps(s.to_json()).encode())
    assert (back.music_volume, back.effects_volume, back.ambience_volume, back.sound_in_background) == (40, 100, 20, True)
    a = Audio()
    a.apply(back)
    assert a.level("music") == pytest.approx(0.2)
    assert a.level("effects") == pytest.approx(0.5)
    assert a.level("ambience") == pytest.approx(0.1)
    a.apply(Settings(volume=50, mute=True))
    assert a.level("effects") == 0 and a.level("music") == 0


def test_a_volume_out_of_range_is_refused_with_its_name():
    from game.storage.settings import SettingsError
    doc = Settings().to_json()
    doc["settings"]["music_volume"] = 140
    with pytest.raises(SettingsError, match="music volume"):
        parse(__import__("json").dumps(doc).encode())


def test_sound_pauses_in_the_background_unless_asked_to_play_on():
    a = Audio()
    a.apply(Settings(sound_in_background=False))
    a.focus(False)
    assert a.level("effects") == 0 and not a.play("click")
    a.focus(True)
    assert a.level("effects") > 0
    a.apply(Settings(sound_in_background=True))
    a.focus(False)
    assert a.level("effects") > 0


def test_each_scene_plays_what_it_should():
    for app in running_app():
        app.step()
        assert app.audio.music == "music_title" and app.audio.ambience is None
        session = new_session("isle_of_night", "hh", autosave=False)
        table = open_table(app, session)
        app.step()
        assert (app.audio.music, app.audio.ambience) == ("music_isle_of_night", "amb_night")
        app.open_settings()
        app.step()
        assert app.audio.music == "music_isle_of_night", "a page over the table keeps its sound"
        app.stack.pop()
        app.stack.push(app.make("curtain", table, 1))
        app.step()
        assert app.audio.music is None and app.audio.ambience == "amb_night", "no music during a curtain"


def _sounds_at_instant_pace(monkeypatch, session) -> list[tuple[float, str]]:
    """The sounds started (when, which) as computer players at instant pace, with
    instant animations, play `session` from where it is to its end."""
    clock = FakeClock()
    for app in running_app():
        app.audio.clock = clock
        app.audio.available = True
        played: list[tuple[float, str]] = []
        monkeypatch.setattr(app.audio, "_sound", lambda name: _Silent(played, clock, name))
        table = open_table(app, session)
        frames = 0
        while table in app.stack and frames < 30000:
            clock.t += 1 / 60
            app.step(1 / 60, flip=False)
            frames += 1
        assert table not in app.stack, "the game did not end"
        return played


def _assert_no_machine_gun(played: list[tuple[float, str]]) -> None:
    """At most a handful of sounds start a second, never the same one twice within its gap."""
    assert played, "the game made no sound"
    by_name: dict[str, float] = {}
    per_second: dict[int, int] = {}
    for when, name in played:
        if name in by_name:
            assert when - by_name[name] >= MIN_GAP - 1e-9, name
        by_name[name] = when
        per_second[int(when)] = per_second.get(int(when), 0) + 1
    assert max(per_second.values()) <= 2 * audio_mod.BURST_LIMIT / audio_mod.BURST_WINDOW + 1, per_second


def test_the_end_of_a_game_at_instant_pace_does_not_machine_gun_sounds(monkeypatch):
    """The quick twin of the whole game below: its last 40 moves (the moves before
    them random, tests/table_driver.py near_the_end) played by the computers at
    instant pace, the game's end and its scores too. They ask for some 80 sounds
    in under a second, most of them held back by the gap and the burst limit."""
    from tests.table_driver import near_the_end
    session = new_session("survive_the_island", "aaa", autosave=False)
    near_the_end(session, 40)
    _assert_no_machine_gun(_sounds_at_instant_pace(monkeypatch, session))


@pytest.mark.slow
def test_a_whole_game_at_instant_pace_does_not_machine_gun_sounds(monkeypatch):
    """Computer players at instant pace with instant animations: sounds start
    at most a handful of times per second of play, and never the same one twice
    within its gap (3-5 s: the end of a game is the quick step's twin above)."""
    _assert_no_machine_gun(_sounds_at_instant_pace(monkeypatch, new_session("survive_the_island", "aaa",
                                                                             autosave=False)))


@pytest.mark.parametrize("game_id", GAMES)
def test_a_table_reads_its_sounds_as_it_opens_and_no_move_reads_a_file(game_id, monkeypatch):
    """A sound's first play would read its file in the frame of the move that
    makes it: the table reads every sound its moves can make as it opens. The
    computers move at once (instant pace) and their moves animate (fast): 90 frames
    hold every sound 150 frames at the fast pace held, and more moves, without the
    frames in which a computer only waited its turn."""
    from game.table.scene import TABLE_SOUNDS
    for app in running_app(animation_speed="fast", ai_pace="instant"):
        if not app.audio.available:
            pytest.skip("no mixer on this machine")
        read: list[str] = []
        real = pygame.mixer.Sound
        monkeypatch.setattr(pygame.mixer, "Sound", lambda path, *a, **k: read.append(str(path)) or real(path, *a, **k))
        table = open_table(app, new_session(game_id, "aaa" if game_id != "isle_of_night" else "aa", autosave=False))
        wanted = TABLE_SOUNDS | table.choreo.sound_names()
        assert {n for n in wanted if app.audio._sounds.get(n) is not None} == wanted
        opened = len(read)
        played: list[str] = []
        real_play = app.audio.play
        monkeypatch.setattr(app.audio, "play", lambda name: played.append(name) or real_play(name))
        for _ in range(90):
            app.step(0.1, flip=False)
        assert played, "the computers' moves made no sound"
        assert len(read) == opened, f"moves read {read[opened:]}"
        # the game's end leads to its results, which count up with a sound of their own
        from game.scenes.catalogue import finished_session
        app.stack.replace(app.make("results", finished_session(table.session.info, 3)))
        for _ in range(3):
            app.step(0.1, flip=False)
        assert "score" in played[-3:]
        assert len(read) == opened, f"the results read {read[opened:]}"


class _Silent:
    """Stands in for a pygame Sound and notes when it was started."""

    def __init__(self, played, clock, name) -> None:
        self.played, self.clock, self.name = played, clock, name

    def set_volume(self, v) -> None:
        pass

    def play(self) -> None:
        self.played.append((self.clock(), self.name))


def test_skipped_animations_stay_silent():
    from game.screen.tween import Animator, Tween
    from game.table.animations import Choreographer
    from game.table.sound_cues import SoundTable
    from game.table.stage import Stage

    class Bang(Event):
        pass

    heard = []
    monkey = audio_mod._current
    audio_mod.install(type("A", (), {"play": lambda self, n: heard.append(n)})())
    try:
        class C(Choreographer):
            sounds = SoundTable(cues={Bang: "dice"})
            animations = {Bang: lambda self, e, b, a: self.queue(Tween(1.0))}
        anims = Animator()
        C(anims, Stage()).play([Bang(), Bang()], None, None)
        assert heard == ["dice"]             # the first starts now, the second waits its turn
        anims.skip()
        assert heard == ["dice"], "Space skips the sounds of what it skips"
    finally:
        audio_mod.install(monkey)


def test_no_audio_device_is_harmless(monkeypatch):
    def refuse(*args, **kwargs):
        raise pygame.error("No available audio device")
    monkeypatch.setattr(pygame.mixer, "get_init", lambda: None)
    monkeypatch.setattr(pygame.mixer, "init", refuse)
    a = Audio()
    assert not a.available and "no sound device" in a.problem
    a.apply(Settings())
    for name in SOUND_NAMES:
        assert not a.play(name)
    a.follow([])
    a.focus(False)
    a.focus(True)


def test_a_missing_sound_file_is_silent_not_a_crash(monkeypatch):
    from game.assets import MissingAsset

    def nowhere(*parts):
        raise MissingAsset("missing asset " + "/".join(parts))
    monkeypatch.setattr(audio_mod, "asset_path", nowhere)
    a = Audio()
    a.apply(Settings(volume=50))
    a.available = True
    assert not a.play("dice")
    assert "dice.wav" in a.problem
    a.follow([type("S", (), {"music": "music_title", "ambience": "amb_night"})()])
    assert "could not play" in a.problem


def test_the_decoded_loops_kept_are_at_most_their_bound_the_last_heard_kept(monkeypatch):
    """An ambience loop is 5 MB decoded from its file in 80-100 ms. The app keeps
    none once nothing plays it (KEPT_LOOPS 0: it decodes beside the frames, and its
    memory is bounded); with a bound of one, the table played again (the title has
    no ambience) reads no file, and another table's loop takes its place."""
    from collections import OrderedDict
    import ast
    from pathlib import Path
    source = ast.parse(Path(audio_mod.__file__).read_text(encoding="utf-8"))
    bound = next(n.value.value for n in source.body if isinstance(n, ast.Assign)
                 and getattr(n.targets[0], "id", None) == "KEPT_LOOPS")
    assert bound == 0           # the app's, as written (tests/conftest.py keeps every loop)
    a = Audio()
    if not a.available:
        pytest.skip("no mixer on this machine")
    monkeypatch.setattr(audio_mod, "_loops", OrderedDict())
    monkeypatch.setattr(audio_mod, "KEPT_LOOPS", 1)
    read: list[str] = []
    real = pygame.mixer.Sound
    monkeypatch.setattr(pygame.mixer, "Sound", lambda path, *a, **k: read.append(str(path)) or real(path, *a, **k))

    def scene(ambience):
        return type("S", (), {"music": None, "ambience": ambience})()

    def hear(ambience):
        a.follow([scene(ambience)])
        a.wait_for_loops()
        assert a.ambience == ambience
    for ambience in ("amb_night", None, "amb_night", None, "amb_night"):       # a table, the title, the table
        hear(ambience)
    assert [p.rpartition("/")[2] for p in read] == ["amb_night.ogg"]
    hear("amb_volcano")                 # another table: its loop takes the kept one's place
    hear("amb_night")
    assert [p.rpartition("/")[2] for p in read][1:] == ["amb_volcano.ogg", "amb_night.ogg"]
    assert len(audio_mod._loops) == audio_mod.KEPT_LOOPS
    a.follow([scene(None)])


def test_an_ambience_is_decoded_beside_the_frames_and_starts_when_it_is(monkeypatch):
    """Decoding a table's loop takes 80-100 ms: it happens on a thread of its
    own, not in the frame the table opens in; the app's loop keeps its frames
    going meanwhile (so `follow` sees it done), and the loop then plays."""
    import threading
    from collections import OrderedDict
    from game import app as app_mod
    for app in running_app():
        audio = app.audio
        if not audio.available:
            pytest.skip("no mixer on this machine")
        monkeypatch.setattr(audio_mod, "_loops", OrderedDict())
        real = pygame.mixer.Sound
        release = threading.Event()
        decoded_on: list[threading.Thread] = []

        def slow_sound(path, *a, **k):
            if str(path).endswith(".ogg"):
                decoded_on.append(threading.current_thread())
                release.wait(10)
            return real(path, *a, **k)
        monkeypatch.setattr(pygame.mixer, "Sound", slow_sound)
        table = open_table(app, new_session("isle_of_night", "ha", autosave=False))
        wanted = table.ambience
        for _ in range(app_mod.STILL_FRAMES + 3):
            app.step()
            assert audio.ambience == wanted and audio.decoding and audio._ambience_sound is None
        # the table itself still, and its sea settled: only the loop keeps the frames going
        monkeypatch.setattr(app.stack, "is_still", lambda: True)
        monkeypatch.setattr(app.stack, "ambient_motion", lambda: False)
        assert not app.may_rest(), "the app would rest with the table's ambience still to start"
        release.set()
        audio.wait_for_loops()
        assert decoded_on and threading.main_thread() not in decoded_on
        assert not audio.decoding and audio._ambience_sound is not None
        assert audio._ambience_channel.get_sound() is audio._ambience_sound
        assert app.may_rest()


def test_closing_waits_for_every_loop_still_decoding_even_one_no_longer_wanted(monkeypatch):
    """A loop decodes on a thread; one a scene stopped wanting goes on decoding.
    The app closing waits for them all, so the mixer never closes under one. Each
    decode is held until closing waits for it (no timer): a close that skipped one
    returns with it still held."""
    import threading
    from collections import OrderedDict
    from pathlib import Path
    a = Audio()
    if not a.available:
        pytest.skip("no mixer on this machine")
    monkeypatch.setattr(audio_mod, "_loops", OrderedDict())
    real = pygame.mixer.Sound
    held = {"amb_night": threading.Event(), "amb_volcano": threading.Event()}
    monkeypatch.setattr(pygame.mixer, "Sound",
                        lambda path, *x, **k: (held[Path(path).stem].wait(10), real(path, *x, **k))[1])
    real_wait = audio_mod._Decoding.wait

    def wait(d):
        assert d._thread.is_alive(), "closing waits for a loop still decoding"
        held[d.name].set()                      # its decode goes on once closing waits for it
        real_wait(d)
    monkeypatch.setattr(audio_mod._Decoding, "wait", wait)

    def scene(ambience):
        return type("S", (), {"music": None, "ambience": ambience})()
    try:
        a.follow([scene("amb_night")])
        first = a._decoding
        a.follow([scene("amb_volcano")])             # the night's loop is not wanted any more
        second = a._decoding
        assert first is not second and first._thread.is_alive()
        a.finish()
        assert not first._thread.is_alive() and not second._thread.is_alive()
        assert not a.decoding
    finally:
        for event in held.values():
            event.set()


@pytest.mark.slow
def test_the_committed_sounds_are_exactly_what_the_scripts_make(tmp_path):
    pytest.importorskip("numpy")
    if shutil.which("oggenc") is None:
        pytest.skip("oggenc (vorbis-tools) makes the loops")
    import importlib.util

    def load(name):
        spec = importlib.util.spec_from_file_location(name, asset_path("sounds", f"{name}.py"))
        mod = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(mod)
        return mod
    made = load("make_sounds").main(tmp_path) + load("make_music").main(tmp_path)
    assert sorted(p.stem for p in made) == sorted(WAVS + OGGS)
    for p in made:
        assert p.read_bytes() == asset_path("sounds", p.name).read_bytes(), p.name


class _Recorder:
    def __init__(self) -> None:
        self.names: list[str] = []

    def play(self, name: str) -> bool:
        self.names.append(name)
        return True

    def preload(self, names) -> None:
        pass


@pytest.fixture
def heard():
    rec = _Recorder()
    before = audio_mod._current
    audio_mod.install(rec)
    yield rec.names
    audio_mod.install(before)


def test_a_refused_move_sounds_a_refusal(heard, monkeypatch):
    from rules.core.contract import IllegalAction
    from tests.table_driver import settle
    for app in running_app():
        audio_mod.install(_recorder_from(heard))
        table = open_table(app, new_session("isle_of_night", "ha", autosave=False))
        settle(app, table)
        seat = table.input_seat()
        legal = table.session.state.legal_actions(seat)

        def refuse(*a, **k):
            raise IllegalAction("not now")
        monkeypatch.setattr(table.session, "apply", refuse)
        assert not table.play(legal[0])
        assert heard[-1] == "refuse"


def _recorder_from(names):
    rec = _Recorder()
    rec.names = names
    return rec


def test_a_persons_turn_after_the_computers_sounds_once(heard):
    from tests.table_driver import settle
    for app in running_app():
        audio_mod.install(_recorder_from(heard))
        table = open_table(app, new_session("isle_of_night", "ha", autosave=False))
        settle(app, table)
        seat = table.input_seat()
        heard.clear()
        table.play(table.session.state.legal_actions(seat)[0])
        for _ in range(40):          # the person ends the turn, the computer moves, the turn comes back
            settle(app, table)
            if table.session.seats[table.session.history[-1].seat].is_ai:
                break
            table.play(table.session.state.legal_actions(table.input_seat())[0])
        for _ in range(5):           # the frames in which the table hands the turn over
            app.step(1 / 60, flip=False)
        assert heard.count("your_turn") == 1, "it sounds once when the turn comes, not every frame"


def test_the_mixer_page_changes_what_is_heard_and_saves_it():
    from game.storage.settings import load
    for app in running_app():
        app.open_settings()
        app.step()
        settings_page = app.stack.top
        settings_page.mixer.click()
        app.step()
        mixer = app.stack.top
        assert mixer.name == "sound"
        mixer.sliders["music_volume"].set(25)
        mixer.sliders["ambience_volume"].set(5)
        mixer.background.set(True)
        assert app.settings.music_volume == 25 and app.settings.ambience_volume == 5
        assert app.audio.layers["music"] == pytest.approx(0.25)
        saved, _ = load()
        assert (saved.music_volume, saved.ambience_volume, saved.sound_in_background) == (25, 5, True)
        mixer.sliders["volume"].set(40)
        mixer.go_back()
        app.step()
        assert app.stack.top is settings_page and settings_page.volume.value == 40
