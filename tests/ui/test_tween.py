"""One animation system: durations follow the animation-speed setting, reduce
motion makes moving things jump, Space/click skips and the queue gates input."""
from hypothesis import given, strategies as st

from game.storage.settings import Settings
from game.screen.tween import Animator, Call, Tween, Wait, ease_out_back, lerp


def run(anim, seconds, dt=1 / 60):
    t = 0.0
    while t < seconds:
        anim.update(dt)
        t += dt


def test_a_tween_moves_an_attribute_to_its_end():
    class Token:
        x = 0.0
    tok = Token()
    anim = Animator(Settings())
    anim.queue(Tween.attr(tok, "x", 10.0, 50.0, 0.5))
    assert tok.x == 10.0
    run(anim, 0.25)
    assert 10.0 < tok.x < 50.0
    run(anim, 0.3)
    assert tok.x == 50.0 and not anim.busy


def test_slow_is_longer_and_fast_is_shorter_than_normal():
    def busy_time(speed):
        anim = Animator(Settings(animation_speed=speed))
        anim.queue(Tween(1.0))
        t = 0.0
        while anim.busy:
            anim.update(0.01)
            t += 0.01
        return t
    assert busy_time("slow") > busy_time("normal") > busy_time("fast") > 0


def test_instant_finishes_at_once_with_every_callback():
    done = []
    anim = Animator(Settings(animation_speed="instant"))
    anim.queue(Tween(1.0, on_done=lambda: done.append(1)), Tween(2.0, on_done=lambda: done.append(2)))
    anim.queue(Tween(1.0, on_done=lambda: done.append(3)))
    assert done == [1, 2, 3] and not anim.busy


def test_reduce_motion_makes_movement_jump_but_keeps_short_fades():
    moved, faded = [], []
    anim = Animator(Settings(reduce_motion=True))
    anim.queue(Tween(1.0, moved.append, motion=True), Tween(1.0, faded.append, motion=False))
    anim.update(0.0)
    assert moved[-1] == 1.0
    assert faded[-1] < 1.0 and anim.busy
    run(anim, 0.2)
    assert faded[-1] == 1.0 and not anim.busy


def test_groups_play_one_after_another():
    order = []
    anim = Animator(Settings())
    anim.queue(Tween(0.2, on_done=lambda: order.append("fly")))
    anim.then(lambda: order.append("land"))
    anim.queue(Wait(0.1), Tween(0.3, on_done=lambda: order.append("score")))
    run(anim, 0.1)
    assert order == []
    run(anim, 0.15)
    assert order == ["fly", "land"]
    run(anim, 0.4)
    assert order == ["fly", "land", "score"]


def test_skip_finishes_everything_queued_in_order():
    order = []
    values = []
    anim = Animator(Settings())
    anim.queue(Tween(1.0, values.append, on_done=lambda: order.append(1)))
    anim.queue(Tween(1.0, on_done=lambda: order.append(2)), Call(lambda: order.append(3)))
    anim.update(0.1)
    anim.skip()
    assert order == [1, 2, 3] and values[-1] == 1.0 and not anim.busy


def test_ambient_tweens_never_gate_and_are_not_skipped():
    glow = []
    anim = Animator(Settings())
    anim.play(Tween(1.0, glow.append))
    assert not anim.busy
    anim.skip()
    run(anim, 0.5)
    assert 0 < glow[-1] < 1


def test_a_change_of_speed_applies_to_the_next_animation():
    s = Settings()
    anim = Animator(s)
    s.animation_speed = "instant"
    anim.queue(Tween(5.0))
    anim.update(0.0)
    assert not anim.busy


@given(st.floats(0, 1), st.floats(-100, 100), st.floats(-100, 100))
def test_lerp_stays_between_its_ends(t, a, b):
    v = lerp(a, b, t)
    assert min(a, b) - 1e-9 <= v <= max(a, b) + 1e-9


def test_ease_out_back_ends_exactly_at_one():
    assert abs(ease_out_back(0.0)) < 1e-12 and abs(ease_out_back(1.0) - 1.0) < 1e-12
