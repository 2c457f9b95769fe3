"""The table kit: what every game's table stands on. A game's table
(game/tables/<game>/) subclasses `scene.TableScene` and adds only its layout,
its drawing, its click mapping and the animations only it has.

Modules, one job each:
    scene        TableScene: the parts below put together; the frame, moves, menu
    turns        who looks, hot-seat curtains, computer players' turns
    thinking     computer players think in a helper process; a frame only asks
    undo         the Undo button
    areas        where the top bar, the log and the board sit
    top_bar      the bar across the top (game, round, whose turn)
    log          the game log: lines a viewer may read, and its panel
    hints        the message box and the hint pill
    backdrop     the sea every table lies in
    picture      a table's still picture, repainted part by part
    stage        what is in the air: flights, banners, sparkles
    animations   the choreographer base: events become queued tweens
    targets      how legal targets glow
    hover        what is under the pointer, for how long, and where its large view goes
    focus        the keyboard's ring: what may be chosen now (not Menu or Undo), and which one
    keys         playing by keyboard: Tab, Space, Enter, Esc, Ctrl+Z, F1
    sessions     seeded positions for screenshots and the benchmark
    replay_mode  the same table read-only at any move of a replay (input off)
    recap        "since your last turn": what the others did, as the viewer may read it
    confirm      the optional confirm step: a planned move, Confirm and Cancel
See game/tables/README.md for how to add a table.
"""
