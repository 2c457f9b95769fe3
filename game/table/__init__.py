"""The table kit: what every game's table stands on (turn control, painting,
animations, targets and hints, computer players' thinking)."""
