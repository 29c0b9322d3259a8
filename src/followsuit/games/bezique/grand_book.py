"""Grand Bézique's book of declarations: the engine's meld book with re-forming (Z4), which
chooses among identical table cards by what they serve in, never by which physical copy.

With four copies of each card and combinations broken and re-formed, two copies of a face on
the table may differ (one serves in a marriage still whole, the other in nothing). Which one
a declaration takes, or a play from the table gives up, then matters for what can be
declared later; G3 makes copies interchangeable, so the choice follows a rule a player can
see: the copy serving in the fewest declarations still whole (of those, the earliest
declared), and copies serving alike are alike.
"""

from __future__ import annotations

from collections.abc import Sequence

from followsuit.cards import Pack, bits
from followsuit.engine.melds import MeldBook, MeldKind


class GrandBook(MeldBook):
    """A meld book that re-forms and ranks identical table cards by the declarations still
    whole they serve in."""

    @classmethod
    def grand(cls, pack: Pack, kinds: Sequence[MeldKind], players: int) -> GrandBook:
        return cls.of(pack, kinds, players, reform=True)

    def serves(self, card: int) -> tuple[int, ...]:
        """The numbers of the declarations still whole that ``card`` serves in."""
        return tuple(
            number
            for number, (_, declaration) in enumerate(self.declared)
            if self._live[number] and declaration.cards >> card & 1
        )

    def ranked(self, mask: int) -> list[int]:
        """The cards of ``mask``, the one serving in fewest declarations still whole first
        (then the earliest declared; copies serving alike by index, being alike): the order
        in which a declaration takes table copies and a play from the table gives them up."""
        cards = list(bits(mask))
        serves = {card: self.serves(card) for card in cards}
        return sorted(cards, key=lambda card: (len(serves[card]), serves[card], card))
