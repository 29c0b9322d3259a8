"""19's options: four, three or two players (N9), and the deals of a game (N8)."""

from __future__ import annotations

from dataclasses import dataclass

from followsuit.engine import Options, require

LIVE = {4: (0, 1, 2, 3), 3: (0, 1, 2), 2: (0, 2)}
"""The seats of live players; the others are dummies (N9: three players, a dummy in the fourth
place; two players opposite each other, a dummy to each side)."""


@dataclass(frozen=True, kw_only=True)
class NineteenOptions(Options):
    """19 as the text and rulings N1-N9 give it."""

    players: int = 4
    """4, or 3 with a dummy in the fourth place, or 2 with a dummy to each side (N9)."""
    deals: int = 4
    """Deals in a game (N8: four)."""

    def __post_init__(self) -> None:
        require(self.players in LIVE, f"players must be 4, 3 or 2, not {self.players!r}")
        require(
            isinstance(self.deals, int) and self.deals >= 1,
            f"deals must be a whole number of deals, at least 1, not {self.deals!r}",
        )
