"""Cards kept face up on the table in front of a seat, public in every view.

Bézique's declared cards (Z1) stay on the table and are played from there as from the hand:
playable = hand | table. Polish Bézique's open cards and 19's rejected stock groups lie face up
too but are never played again: such rows are made with ``playable=False``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from followsuit.cards import Pack


@dataclass(slots=True)
class TableCards:
    """Per seat, the mask of its cards lying face up on the table."""

    masks: list[int]
    playable: bool = True
    """True when a seat may play its table cards as from its hand (Bézique's declared cards)."""

    @classmethod
    def empty(cls, players: int, *, playable: bool = True) -> TableCards:
        return cls([0] * players, playable)

    def copy(self) -> TableCards:
        return TableCards(self.masks[:], self.playable)

    def __getitem__(self, seat: int) -> int:
        return self.masks[seat]

    @property
    def mask(self) -> int:
        """Every card on the table, whoever's."""
        union = 0
        for mask in self.masks:
            union |= mask
        return union

    def put(self, seat: int, cards: int) -> None:
        """Lay ``cards`` face up in front of ``seat`` (from its hand, or a rejected group)."""
        self.masks[seat] |= cards

    def playable_cards(self, seat: int, hand: int) -> int:
        """The cards ``seat`` may play from: its hand, and its table cards when they are
        playable."""
        return hand | self.masks[seat] if self.playable else hand

    def copy_to_play(self, seat: int, hand: int, copies: int, *, from_table: bool = False) -> int:
        """The physical card a played face takes (Z1): the hand's copy when the hand holds the
        face, else the table's; ``from_table`` (``table QS``) takes the table's copy of a face
        also held in hand, and only then. ``copies`` is the mask of every copy of the face;
        returns its bit, or 0 when this seat cannot play the face that way."""
        in_hand = hand & copies
        on_table = self.masks[seat] & copies if self.playable else 0
        chosen = (on_table if in_hand else 0) if from_table else in_hand or on_table
        return chosen & -chosen

    def take(self, seat: int, card_bit: int) -> bool:
        """Remove a played card from the table if it lies there; True if it did."""
        mask = self.masks[seat]
        if mask & card_bit:
            self.masks[seat] = mask ^ card_bit
            return True
        return False

    def return_to_hands(self, hands: list[int]) -> None:
        """Every table card goes back to its seat's hand (Bézique's last eight tricks)."""
        masks = self.masks
        for seat, mask in enumerate(masks):
            hands[seat] |= mask
            masks[seat] = 0

    def view(self, pack: Pack) -> list[list[str]]:
        """Each seat's table cards as text, in pack order: public in every view."""
        texts = [str(card) for card in pack.cards]
        views = []
        for mask in self.masks:
            row = []
            while mask:
                low = mask & -mask
                row.append(texts[low.bit_length() - 1])
                mask ^= low
            views.append(row)
        return views

    def as_json(self, pack: Pack) -> dict[str, Any]:
        return {"table": self.view(pack), "playable": self.playable}
