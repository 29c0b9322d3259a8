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

from collections import Counter
from collections.abc import Sequence

from followsuit.cards import Card, Pack
from followsuit.engine.melds import MeldBook, MeldKind


class GrandBook(MeldBook):
    """A meld book that re-forms and picks identical table cards by what they serve in."""

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
        (then the earliest declared; copies serving alike by index, being alike)."""
        cards = [card for card in range(mask.bit_length()) if mask >> card & 1]
        return sorted(cards, key=lambda card: (len(self.serves(card)), self.serves(card), card))

    def first(self, mask: int) -> int:
        """The one card of ``mask`` to take (0 when empty)."""
        return 1 << self.ranked(mask)[0] if mask else 0

    def resolve(
        self, index: int, faces: Sequence[Card], hand: int, table: int
    ) -> tuple[int, str | None]:
        """As the engine's (Z1: table copies unused in the kind first, at least one card from
        the hand), the table copies taken in the order of :meth:`ranked`."""
        kind = self.kinds[index]
        used = self.used[index]
        chosen = 0
        for face, count in Counter(faces).items():
            copies = self._copies(face)
            if ((hand | table) & copies).bit_count() < count:
                return 0, f"{face} is not held (needed {count})"
            pools = [table & copies & ~used, hand & copies & ~used]
            if kind.min_fresh is not None:
                pools += [table & copies & used, hand & copies & used]
            for pool in pools:
                for card in self.ranked(pool)[:count]:
                    chosen |= 1 << card
                    count -= 1
            if count:
                return 0, f"a card may not serve twice in the same kind ({kind.name})"
        if not chosen & hand:
            for face in faces:
                copies = self._copies(face)
                spare = hand & copies & ~chosen & ~used
                on_table = chosen & table & copies
                if spare and on_table:
                    last = 1 << self.ranked(on_table)[-1]
                    chosen = chosen ^ last | (spare & -spare)
                    break
            else:
                return 0, "a declaration must put at least one card from the hand on the table"
        if kind.min_fresh is not None and (chosen & ~used).bit_count() < kind.min_fresh:
            return 0, f"a card may not serve twice in the same kind ({kind.name})"
        return chosen, None
