"""The confetti that falls when the winner is named falls behind the words
(issue 48: it was drawn over the Results text): every pixel of the headline,
the reason, the page title, the score table, the hint and the buttons is the same with the
confetti falling as without it, while some confetti is seen elsewhere."""
import pygame

from game.scenes.results import ResultsScene
from tests.ui.test_results import finished


def _frame(app, scene):
    app.screen.fill((0, 0, 0))
    scene.draw(app.screen)
    return app.screen.copy()


def test_the_confetti_falls_behind_the_results_words(app):
    app.settings.animation_speed = "normal"
    app.settings.reduce_motion = False
    scene = app.stack.push(ResultsScene(app, finished()))
    for _ in range(300):
        app.step(1 / 60)
        if scene.confetti:
            break
    assert scene.confetti
    seen = covered = 0
    for _ in range(40):
        for _ in range(6):
            app.step(1 / 60)
        if not scene.confetti:
            break
        with_confetti = _frame(app, scene)
        kept, scene.confetti = scene.confetti, []
        without = _frame(app, scene)
        scene.confetti = kept
        words = scene.words + [b.rect for b in (scene.back_button, scene.again_button, scene.replay_button,
                                                 scene.title_button)]
        for piece in scene.confetti_pieces():
            box = piece.clip(app.screen.get_rect())
            if not box.width or not box.height:
                continue
            over = piece.collidelist(words) >= 0
            same = all(with_confetti.get_at((x, y)) == without.get_at((x, y))
                       for x in range(box.left, box.right) for y in range(box.top, box.bottom))
            if over:
                covered += 1
                assert same, f"confetti drawn over the words at {piece}"
            elif not same:
                seen += 1
    assert covered and seen, (covered, seen)
