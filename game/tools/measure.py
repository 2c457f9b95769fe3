"""What the benchmarks share: percentiles of measured times."""
from __future__ import annotations

import math


def percentile(values: list[float], p: float) -> float:
    """The p-th percentile (0..100) of values, interpolated; 0 for none."""
    if not values:
        return 0.0
    s = sorted(values)
    k = (len(s) - 1) * p / 100
    lo, hi = math.floor(k), math.ceil(k)
    return s[lo] + (s[hi] - s[lo]) * (k - lo)
