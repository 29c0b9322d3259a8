"""A pack's card actions and masks, made once per pack and shared by every deal.

A card played is an action naming its face; the table holds each physical card's action, bit
and text, the masks of a face's copies, and the actions of every part of a suit, so that a
hand's play actions are a few lookups (the engine's hot path: ``followsuit bench``).
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache

from followsuit.cards import Card, Pack, bits
from followsuit.engine.actions import Action
from followsuit.errors import NotationError


class CardTable:
    """A pack's card actions and masks, made once per pack and shared by every deal."""

    def __init__(self, pack: Pack) -> None:
        self.pack = pack
        self.play_actions: list[Action] = []
        """For each physical card, the action that plays its face (copies share one)."""
        by_face: dict[Card, Action] = {}
        for index, card in enumerate(pack.cards):
            action = by_face.get(card)
            if action is None:
                action = by_face[card] = Action("play", str(card), index, (card,))
            self.play_actions.append(action)
        self.action_of_face = by_face
        self.copies_mask = {card: sum(1 << i for i in idx) for card, idx in pack.copies.items()}
        self.copies_of = [self.copies_mask[card] for card in pack.cards]
        """For each physical card, the mask of every copy of its face (itself alone if none)."""
        self.face_bits = [1 << action.value for action in self.play_actions]
        """Each physical card's face as a bit: its first copy's (copies share one)."""
        self.texts = [str(card) for card in pack.cards]
        """Each physical card's text."""
        self.bits = [1 << index for index in range(len(pack))]
        """Each physical card's bit in a mask: a lookup allocates nothing."""
        self.has_copies = pack.has_copies
        self.size = len(pack)
        self.runs: list[tuple[int, dict[int, tuple[Action, ...]]]] = []
        """The pack (without copies) cut into runs of one suit, each with the actions of every
        part of it (``parts_table``): a hand's actions are a few lookups (``actions``). Made
        by ``card_table``, once the table is there for ``parts_table`` to read."""
        self.four_runs: tuple[tuple[int, dict[int, tuple[Action, ...]]], ...] | None = None
        """``runs`` when there are exactly four (a pack of four suits of up to 13 cards)."""

    def make_runs(self) -> list[tuple[int, dict[int, tuple[Action, ...]]]]:
        """``runs`` of a pack without copies (none for a pack with copies)."""
        pack = self.pack
        if pack.has_copies:
            return []
        return [
            (mask, parts_table(pack, mask))
            for mask in (((1 << size) - 1) << start for start, size in suit_runs(pack))
        ]

    def own(self, action: Action) -> bool:
        """Whether ``action`` is this table's own action for its physical card."""
        index = action.value
        return 0 <= index < self.size and self.play_actions[index] is action

    def held_copies(self, hand: int, action: Action) -> int:
        """The copies of ``action``'s card that ``hand`` holds (0: none)."""
        index = action.value
        if 0 <= index < self.size and self.play_actions[index] is action:
            return hand & self.copies_of[index]
        return hand & self.copies_mask.get(action.cards[0], 0)

    def actions(self, mask: int) -> Sequence[Action]:
        """One play action per face in ``mask``, lowest physical card first (a tuple or a
        list: the caller's to keep, not to change)."""
        four = self.four_runs
        if four is not None:  # the usual pack: the runs' parts added up, no loop
            (run0, parts0), (run1, parts1), (run2, parts2), (run3, parts3) = four
            return (
                parts0[mask & run0]
                + parts1[mask & run1]
                + parts2[mask & run2]
                + parts3[mask & run3]
            )
        result: list[Action] = []
        if self.has_copies:
            table = self.play_actions
            face_bits = self.face_bits
            seen = 0
            for i in bits(mask):  # the lowest copy held of each face names it
                face = face_bits[i]
                if not seen & face:
                    seen |= face
                    result.append(table[i])
            return result
        for run, parts in self.runs:
            part = mask & run
            if part:
                result += parts[part]
        return result

    def parse(self, text: str) -> Action:
        card = Card.parse(text)
        action = self.action_of_face.get(card)
        if action is None:
            raise NotationError(f"{card} is not in this game's pack")
        return action


RUN_LENGTH = 13
"""The longest run of ``CardTable.runs``."""
PARTS_LIMIT = 16
"""``parts_table`` is made for a set of at most this many cards (``2 ** 16`` parts)."""


def suit_runs(pack: Pack) -> list[tuple[int, int]]:
    """The pack cut where the suit changes (and every ``RUN_LENGTH`` cards): (start, size)."""
    runs: list[tuple[int, int]] = []
    start = 0
    for index in range(1, len(pack) + 1):
        if (
            index == len(pack)
            or pack[index].suit != pack[start].suit
            or index - start == RUN_LENGTH
        ):
            runs.append((start, index - start))
            start = index
    return runs


@lru_cache(maxsize=256)
def parts_table(pack: Pack, cards: int) -> dict[int, tuple[Action, ...]]:
    """For every part of the set ``cards`` (a mask of at most ``PARTS_LIMIT`` physical cards
    of a pack without copies), the play actions of its cards, lowest first."""
    actions = card_table(pack).play_actions
    table: dict[int, tuple[Action, ...]] = {0: ()}
    for index in bits(cards):
        bit = 1 << index
        action = actions[index]
        table.update([(part | bit, (*named, action)) for part, named in table.items()])
    return table


@lru_cache(maxsize=64)
def suit_tables(
    pack: Pack, suit_masks: tuple[int, ...]
) -> list[dict[int, tuple[Action, ...]]] | None:
    """For each suit value, ``parts_table`` of the cards that count as that suit; None for a
    pack with copies or a suit too long for a table (the general way is taken)."""
    if pack.has_copies or max(mask.bit_count() for mask in suit_masks) > PARTS_LIMIT:
        return None
    return [parts_table(pack, mask) for mask in suit_masks]


_CARD_TABLES: dict[Pack, CardTable] = {}


def card_table(pack: Pack) -> CardTable:
    """The pack's card table, made once and shared by every deal."""
    table = _CARD_TABLES.get(pack)
    if table is None:
        table = _CARD_TABLES[pack] = CardTable(pack)
        table.runs = table.make_runs()
        table.four_runs = tuple(table.runs) if len(table.runs) == 4 else None
    return table
