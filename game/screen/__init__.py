"""What puts pixels on the screen and paces them: the window and its scaling, the
drawing helpers, the theme and fonts, tweens, the font recorder, picture memory."""
