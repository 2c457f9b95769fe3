"""Drawing that every table may use: hex islands from Tiled maps, icons
(food, elements, tokens). A game's own art lives in its table package."""
