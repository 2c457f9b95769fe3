"""Drawing that several scenes share: hex islands from Tiled maps, card art,
icons, dice."""
