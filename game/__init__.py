"""Everything a person sees, hears and clicks (pygame-ce)."""
