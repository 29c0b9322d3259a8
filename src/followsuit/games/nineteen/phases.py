"""The phases of a deal of 19, in the order they run (rulings N2-N9)."""

from __future__ import annotations

from enum import StrEnum


class Phase(StrEnum):
    AUCTION = "auction"
    """From dealer's left, each bid beats the last; Eldest must bid (N3)."""
    PREFER = "prefer"
    """A preferred bid looks at the stock group by group (N5)."""
    DISCARD = "discard"
    """Whoever took stock cards discards as many, in turn (N4, N5)."""
    DECLARE = "declare"
    """From declarer's left round to declarer, each declares or passes (N6)."""
    CONTRA = "contra"
    """Then each who declared may contra (N6)."""
    VOLUNTEER = "volunteer"
    """Three players: a defender volunteers to play the dummy (N9)."""
    PLAY = "play"
    OVER = "over"
