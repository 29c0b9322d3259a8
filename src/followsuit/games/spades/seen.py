"""What a Spades seat is shown of a deal beside the hands, the voids and the log: the carry,
the cards everyone knows a seat holds, the discards, the cards left over, the French cut's
cards and the team bids (:class:`SpadesSeen`, the game's record in a seat's information state:
``engine.infostate``).

The deal gives it (``SpadesDeal.seen_by``), the view writes those fields of its details from
it (``carry``, ``shown``, ``discards``, ``discarded``, ``partner_holds``, ``extra_cards``,
``turned``, ``team_bids``) and the resampler reads it back from a view
(``SpadesSampling.seen``): one record, read by both. Cards are faces in pack order (a Spades
pack holds no two copies of a face), but the French cut's, in the order turned.
"""

from __future__ import annotations

from dataclasses import dataclass

from followsuit.cards import Card
from followsuit.games.spades.carry import SpadesCarry


@dataclass(frozen=True, slots=True)
class SpadesSeen:
    """What one seat (or a spectator) is shown of a Spades deal beside the hands and the play."""

    carry: SpadesCarry
    """What the match carried into the deal (totals, bags, sets in a row, deals played)."""
    shown: tuple[tuple[Card, ...], ...]
    """Per seat, the cards everyone knows it holds (a French-cut card, the 2C that drew the
    extra cards), until it moves cards face down."""
    discards: tuple[int, ...]
    """Per seat, how many cards it has discarded face down."""
    discarded: tuple[Card, ...]
    """The cards this seat discarded (a spectator: none)."""
    partner_holds: tuple[Card, ...]
    """The cards this seat gave partner that partner still holds."""
    extra_rule: str
    """Where the cards left over after the deal go (``SpadesOptions.extra_cards``)."""
    extra_holder: int | None
    """The seat they went to (None: none yet, or none)."""
    extra_count: int
    """How many cards are left over and in no hand (not yet given out, or the widow)."""
    extra_cards: tuple[Card, ...] | None
    """Those cards, shown once the play is over (None: not shown)."""
    turned: tuple[Card, ...]
    """The French cut's four face-up cards in the order turned, while they are given out
    (else none)."""
    team_bids: tuple[int | None, ...]
    """Each side's team bid (None: none made)."""
