"""The pieces of views every deal shares, each made once and read-only: a card's entry in a
trick, a trick as views show it, a log entry, the texts of a table's legal actions, the
letters of a mask of voids.

Views are asked before every action (``followsuit bench``'s view path), and these pieces are
the same for every deal of a pack, a game or a log's entries: kept here (each table emptied
when it grows past its limit), they are made once rather than at every view.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, TypedDict

from followsuit.cards import Suit
from followsuit.engine.view_log import LogEntry, log_entry
from followsuit.engine.view_pieces import FrozenDict, FrozenList, freeze

if TYPE_CHECKING:
    from followsuit.engine.actions import Action
    from followsuit.engine.tricks import Trick


class PlayedCard(TypedDict):
    """A card in a trick as views show it: who played it, and its text."""

    seat: int
    card: str


class TrickView(TypedDict):
    """A trick as views show it: its leader and each card played to it, in order."""

    leader: int
    cards: list[PlayedCard]


def trick_view(trick: Trick, texts: Sequence[str]) -> TrickView:
    """A trick as views show it: its leader and each card played to it, by whom."""
    return {
        "leader": trick.leader,
        "cards": [
            {"seat": s, "card": texts[c]} for s, c in zip(trick.seats, trick.cards, strict=True)
        ],
    }


FROZEN_ENTRIES: dict[tuple[Any, ...], LogEntry] = {}
"""Log entries as views show them, read-only, by their tuple (the same for every deal)."""
FROZEN_ENTRIES_LIMIT = 1 << 14
"""``FROZEN_ENTRIES`` is emptied when it grows past this many entries."""


def frozen_entry(entry: tuple[Any, ...]) -> LogEntry:
    """The read-only view entry of a ``ViewLog`` tuple, made once for every deal (a deal
    made for a search sample shows its whole log in its first view)."""
    made = FROZEN_ENTRIES.get(entry)
    if made is None:
        if len(FROZEN_ENTRIES) > FROZEN_ENTRIES_LIMIT:
            FROZEN_ENTRIES.clear()
        frozen: Any = FrozenDict(log_entry(*entry))
        made = FROZEN_ENTRIES[entry] = frozen
    return made


def card_entries(texts: Sequence[str], players: int) -> list[list[PlayedCard]]:
    """Per card, per seat, the card's entry in a trick, read-only, made once for every deal
    of the pack with this many players (kept in ``_CARD_ENTRIES``)."""
    key = (id(texts), players)
    held = _CARD_ENTRIES.get(key)
    if held is None or held[0] is not texts:
        table: list[list[PlayedCard]] = [
            [FrozenDict(seat=seat, card=text) for seat in range(players)]  # type: ignore[misc]
            for text in texts
        ]
        held = _CARD_ENTRIES[key] = (texts, table)
    return held[1]


_CARD_ENTRIES: dict[tuple[int, int], tuple[Sequence[str], list[list[PlayedCard]]]] = {}
"""(id of a pack's texts, players) -> (the texts, per card per seat its entry in a trick)."""

_LEGAL_TEXTS: dict[int, tuple[object, list[str]]] = {}
"""id of a tuple of legal actions kept for good (a table's) -> (it, its texts read-only)."""
LEGAL_TEXTS_LIMIT = 1 << 16
"""``_LEGAL_TEXTS`` is emptied when it grows past this many entries."""


def legal_texts(legal: Sequence[Action]) -> list[str]:
    """The texts of ``legal``, read-only: looked up for a tuple (a card table's actions of a
    suit's part, the same object at every position it is legal), made for a list."""
    if type(legal) is tuple:
        held = _LEGAL_TEXTS.get(id(legal))
        if held is not None and held[0] is legal:
            return held[1]
        if len(_LEGAL_TEXTS) > LEGAL_TEXTS_LIMIT:
            _LEGAL_TEXTS.clear()
        texts: list[str] = FrozenList([action.text for action in legal])
        _LEGAL_TEXTS[id(legal)] = (legal, texts)
        return texts
    return FrozenList([action.text for action in legal])


VOID_LETTERS: dict[int, list[str]] = {}
"""A mask of suit values -> its letters (read-only, shared by every view)."""


def void_letters(voids: int) -> list[str]:
    """``suit_letters``, kept in ``VOID_LETTERS`` for good (there are few masks of suits)."""
    letters: list[str] = freeze(suit_letters(voids))
    VOID_LETTERS[voids] = letters
    return letters


SUIT_SYMBOLS = [suit.symbol for suit in Suit]
"""Each suit value's letter, for the voids of a view."""


def suit_letters(voids: int) -> list[str]:
    """The letters of the suits in a mask of suit values, lowest value first."""
    letters = []
    while voids:
        low = voids & -voids
        suit = low.bit_length() - 1
        letters.append(SUIT_SYMBOLS[suit] if suit < len(SUIT_SYMBOLS) else Suit(suit).symbol)
        voids ^= low
    return letters
