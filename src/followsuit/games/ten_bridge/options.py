"""10 Bridge's options (rulings T5, T7): the deals of a session, who makes the opening lead, the
bonus for a part score carried at the end."""

from __future__ import annotations

from dataclasses import dataclass

from followsuit.engine import Options, require
from followsuit.games.ten_bridge.scoring import SESSION_BONUS

DECLARER_LEFT = "declarer-left"
DEALER_LEFT = "dealer-left"


@dataclass(frozen=True, kw_only=True)
class TenBridgeOptions(Options):
    """The text's game (T1-T7) with the rulings' options."""

    deals: int = 12
    """Deals in a session (T7): the chart's session is 12, three rounds of dealing."""
    opening_lead: str = DECLARER_LEFT
    """Who makes the opening lead (T5): the player on declarer's left, or on dealer's left."""
    session_bonus: int = SESSION_BONUS
    """Points at the end of the session to each side with a carried part score (T7); 0: none."""

    def __post_init__(self) -> None:
        require(
            isinstance(self.deals, int) and self.deals >= 1,
            f"deals must be a whole number of deals, at least 1, not {self.deals!r}",
        )
        require(
            self.opening_lead in (DECLARER_LEFT, DEALER_LEFT),
            f"opening_lead must be {DECLARER_LEFT!r} or {DEALER_LEFT!r}, not {self.opening_lead!r}",
        )
        require(
            isinstance(self.session_bonus, int) and self.session_bonus >= 0,
            f"session_bonus must be 0 or more points, not {self.session_bonus!r}",
        )
