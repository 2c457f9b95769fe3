"""How the app's colours look to people with the common colour-vision
deficiencies, and how far apart two colours are, so a test can keep the seat,
food and element colours distinguishable for everyone.

Simulation: Machado, Oliveira and Fernandes, "A Physiologically-based Model for
Simulation of Color Vision Deficiency" (IEEE TVCG 15(6), 2009), their matrices
at severity 1.0 (full dichromacy: protanopia, deuteranopia, tritanopia),
applied to linear RGB. Distance: CIEDE2000 (CIE 142-2001) on CIELAB under D65,
following Sharma, Wu and Dalal's implementation notes (Color Res. Appl. 30(1),
2005). Pure Python: no pygame, nothing drawn."""
from __future__ import annotations

import math
from itertools import combinations
from typing import Iterable, Sequence

Colour = tuple[int, int, int]

#: Machado et al. 2009, severity 1.0, on linear RGB
DEFICIENCIES: dict[str, tuple[tuple[float, float, float], ...]] = {
    "protanopia": ((0.152286, 1.052583, -0.204868),
                   (0.114503, 0.786281, 0.099216),
                   (-0.003882, -0.048116, 1.051998)),
    "deuteranopia": ((0.367322, 0.860646, -0.227968),
                     (0.280085, 0.672501, 0.047413),
                     (-0.011820, 0.042940, 0.968881)),
    "tritanopia": ((1.255528, -0.076749, -0.178779),
                   (-0.078411, 0.930809, 0.147602),
                   (0.004733, 0.691367, 0.303900)),
}
#: every way of seeing the tests check: typical colour vision and the three above
VISIONS = ("typical",) + tuple(DEFICIENCIES)


def _to_linear(c: int) -> float:
    v = c / 255
    return v / 12.92 if v <= 0.04045 else ((v + 0.055) / 1.055) ** 2.4


def _to_srgb(v: float) -> int:
    v = min(1.0, max(0.0, v))
    v = v * 12.92 if v <= 0.0031308 else 1.055 * v ** (1 / 2.4) - 0.055
    return round(v * 255)


def simulate(rgb: Colour, vision: str) -> Colour:
    """The sRGB colour a person with `vision` sees for `rgb` ("typical": unchanged)."""
    if vision == "typical":
        return tuple(rgb)
    m = DEFICIENCIES[vision]
    lin = [_to_linear(c) for c in rgb]
    return tuple(_to_srgb(sum(m[i][k] * lin[k] for k in range(3))) for i in range(3))


def to_lab(rgb: Colour) -> tuple[float, float, float]:
    """CIELAB (D65 white) of an sRGB colour."""
    r, g, b = (_to_linear(c) for c in rgb)
    x = (0.4124564 * r + 0.3575761 * g + 0.1804375 * b) / 0.95047
    y = 0.2126729 * r + 0.7151522 * g + 0.0721750 * b
    z = (0.0193339 * r + 0.1191920 * g + 0.9503041 * b) / 1.08883

    def f(t: float) -> float:
        return t ** (1 / 3) if t > 216 / 24389 else (24389 / 27 * t + 16) / 116
    fx, fy, fz = f(x), f(y), f(z)
    return 116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz)


def delta_e2000(lab1: Sequence[float], lab2: Sequence[float]) -> float:
    """CIEDE2000 colour difference (kL = kC = kH = 1)."""
    L1, a1, b1 = lab1
    L2, a2, b2 = lab2
    c_bar = (math.hypot(a1, b1) + math.hypot(a2, b2)) / 2
    g = 0.5 * (1 - math.sqrt(c_bar ** 7 / (c_bar ** 7 + 25 ** 7)))
    a1p, a2p = (1 + g) * a1, (1 + g) * a2
    c1p, c2p = math.hypot(a1p, b1), math.hypot(a2p, b2)
    h1p = math.degrees(math.atan2(b1, a1p)) % 360 if c1p else 0.0
    h2p = math.degrees(math.atan2(b2, a2p)) % 360 if c2p else 0.0
    dL = L2 - L1
    dC = c2p - c1p
    if c1p * c2p == 0:
        dh = 0.0
    elif abs(h2p - h1p) <= 180:
        dh = h2p - h1p
    else:
        dh = h2p - h1p - 360 if h2p > h1p else h2p - h1p + 360
    dH = 2 * math.sqrt(c1p * c2p) * math.sin(math.radians(dh / 2))
    L_bar = (L1 + L2) / 2
    cp_bar = (c1p + c2p) / 2
    if c1p * c2p == 0:
        h_bar = h1p + h2p
    elif abs(h1p - h2p) <= 180:
        h_bar = (h1p + h2p) / 2
    else:
        h_bar = (h1p + h2p + 360) / 2 if h1p + h2p < 360 else (h1p + h2p - 360) / 2
    t = (1 - 0.17 * math.cos(math.radians(h_bar - 30)) + 0.24 * math.cos(math.radians(2 * h_bar))
         + 0.32 * math.cos(math.radians(3 * h_bar + 6)) - 0.20 * math.cos(math.radians(4 * h_bar - 63)))
    d_theta = 30 * math.exp(-(((h_bar - 275) / 25) ** 2))
    rc = 2 * math.sqrt(cp_bar ** 7 / (cp_bar ** 7 + 25 ** 7))
    sl = 1 + 0.015 * (L_bar - 50) ** 2 / math.sqrt(20 + (L_bar - 50) ** 2)
    sc = 1 + 0.045 * cp_bar
    sh = 1 + 0.015 * cp_bar * t
    rt = -math.sin(math.radians(2 * d_theta)) * rc
    return math.sqrt((dL / sl) ** 2 + (dC / sc) ** 2 + (dH / sh) ** 2 + rt * (dC / sc) * (dH / sh))


def difference(a: Colour, b: Colour, vision: str = "typical") -> float:
    """How far apart two colours look to a person with `vision` (CIEDE2000)."""
    return delta_e2000(to_lab(simulate(a, vision)), to_lab(simulate(b, vision)))


def closest_pair(colours: dict[str, Colour], visions: Iterable[str] = VISIONS) -> tuple[float, str, str, str]:
    """(difference, vision, name, name) of the two colours that look most alike
    to anyone among `visions`."""
    return min((difference(colours[x], colours[y], v), v, x, y)
               for v in visions for x, y in combinations(colours, 2))
