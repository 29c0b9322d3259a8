"""What each seat sees of the play: its hand and the exposed ones, the trick, the last trick,
the tricks won, the voids shown and the cards played.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from followsuit.engine.card_play import CardPlay
from followsuit.engine.state import View, check_viewer
from followsuit.engine.view_tables import suit_letters, trick_view


class PlayViews(CardPlay):
    """A deal of trick play as its seats see it: the view (the game's, ``build_view``), the
    hands and cards each seat may know, and the public part of the play (``play_view``)."""

    played_order: Sequence[int] | None = None
    """The order views list the cards played in (None: the pack's). With several copies of a
    face, an order by face (a hand's display order) keeps a view from telling which physical
    copy went where (G3)."""

    exposed: Sequence[int] = ()
    """The seats whose hands lie face up, shown to every seat (a dummy)."""

    def view(self, seat: int | None) -> View:
        """The game's view of ``seat`` (:meth:`build_view`), the viewer checked first: a seat
        of the table or None (:func:`check_viewer`), the test inline since views are asked
        before every action."""
        if not (seat is None or (type(seat) is int and 0 <= seat < len(self.hands))):
            check_viewer(seat, len(self.hands))  # no seat: refused
        return self.build_view(seat)

    def build_view(self, seat: int | None) -> View:
        """The view of ``seat``, a seat of the table or None: the game's own
        (``build_view = deal_view`` in its deal class)."""
        raise NotImplementedError(f"{type(self).__name__} gives no build_view")

    def hands_seen_by(self, seat: int | None) -> list[int | None]:
        """Each hand as ``seat`` sees it now (None: a spectator), a mask of physical cards,
        or None where hidden: by default the seat sees its own hand and the ``exposed`` ones,
        and no other. A game whose seats see more
        (cards on the others' foreheads) or less (a hand not yet looked at) says so here; its
        view shows the same hands (a test holds them equal: ``engine.infostate``)."""
        hands = self.hands
        seen: list[int | None] = [None] * len(hands)
        if seat is not None:
            seen[seat] = hands[seat]
        for shown in self.exposed:
            seen[shown] = hands[shown]
        return seen

    def seen_by(self, seat: int | None) -> Any:
        """What else the rules have shown ``seat`` (None: a spectator) beside the hands, the
        voids and the log, as the game's own frozen record (a turn-up, a stock's size,
        discards it made ...; None: nothing). The game's view shows these fields from this
        record, and its resampler reads them back from a view (``Sampling.seen``)."""
        return None

    def visible_to(self, seat: int | None) -> int:
        """The physical cards whose place ``seat`` may know (None: a spectator): its own hand
        and every card played. Games add what their rules expose (a dummy, cards given)."""
        own = self.hands[seat] if seat is not None else 0
        return own | self.played

    def cards_text(self, mask: int) -> list[str]:
        texts = self.table.texts
        result = []
        while mask:
            low = mask & -mask
            result.append(texts[low.bit_length() - 1])
            mask ^= low
        return result

    def play_view(self) -> dict[str, Any]:
        """The public part of the play: trick, last trick, tricks won, voids shown."""
        texts = self.table.texts
        trick, last = self.trick, self.last_trick
        return {
            "trick": None if trick is None else trick_view(trick, texts),
            "last_trick": None if last is None else trick_view(last, texts),
            "tricks_won": self.tricks_won[:],
            "hand_sizes": [h.bit_count() for h in self.hands],
            "voids": [suit_letters(v) for v in self.voids],
            "played": self.cards_text(self.played)
            if self.played_order is None
            else [texts[i] for i in self.played_order if self.played >> i & 1],
        }
