"""What a 10 Bridge seat is shown of a deal beside the hands (dummy's among them once exposed),
the voids and the log: the part scores the session carried in (:class:`TenBridgeSeen`, the
game's record in a seat's information state: ``engine.infostate``).

The deal gives it (``TenBridgeDeal.seen_by``), the view writes ``part_scores`` from it and the
resampler reads it back from a view (``TenBridgeSampling.seen``): one record, read by both.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class TenBridgeSeen:
    """What every seat (and a spectator) is shown of a 10 Bridge deal beside the hands and the
    play; the same for all of them, and the same through the deal."""

    part_scores: tuple[int, int]
    """Each side's part score carried into the deal (North-South, East-West; T7)."""
