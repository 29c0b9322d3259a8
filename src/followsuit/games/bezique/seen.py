"""What a seat of Bézique has seen beyond its hand, the voids and the log: its record
(:class:`BeziqueSeen`), made two ways that a test holds equal at every position.

- From a deal (:func:`seen_by`): the trump and the turn-up, the stock's size, each table, the
  cards all know lie in each hand, the pairs of the four-handed last eight, who drew each
  face-down card, the seat's own draws and the clues all saw of each concealed hand (kept by
  the deal as its actions apply: ``BeziquePosition.clues``).
- From a view (:func:`read_seen`): the same fields of its ``details``, which the view writes
  from this record (``view.deal_view``), read back into cards and numbers; a text that names
  no card of the pack is refused there, naming the field.

The resampler's hooks (``sampling``) read this record, never the view's texts.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache
from typing import TYPE_CHECKING, Any, NamedTuple

from followsuit.cards import Card, Pack, Suit
from followsuit.engine.infostate import read_card, read_named
from followsuit.engine.view_pieces import view_memo
from followsuit.errors import InconsistentView
from followsuit.games.bezique.position import Clue

if TYPE_CHECKING:
    from followsuit.games.bezique.position import BeziquePosition

DEALT = 8
"""Z1: eight cards dealt to each player (3-2-3)."""
GRAND_DEALT = 9
"""Z4: Grand Bézique deals nine (3-3-3), turns nothing up and plays nine last tricks."""

REVEALED, NONE, HELD = "revealed", "none", "held"
"""A clue's kinds (:class:`~followsuit.games.bezique.position.Clue`): a card left the
concealed hand; it held no copy of a face; it held one."""

Cards = tuple[Card, ...]


class BeziqueSeen(NamedTuple):
    """What one seat has seen of a deal of Bézique, besides its hand, the voids and the log.

    Frozen and typed, a named tuple: a view makes one for its seat at every position, and a
    frozen dataclass of as many fields takes eight times as long to make (CPython 3.11).
    """

    trump: Suit | None
    """The trump suit (None while none is fixed: Grand Bézique, Z4)."""
    turned_up: Card | None
    """The card turned up for trumps at the deal (None: Grand Bézique has no turn-up)."""
    turn_up: Card | None
    """The card under the stock now (the seven of trumps once exchanged); None once taken."""
    stock: int
    """Cards left to draw, the turn-up included."""
    table: tuple[Cards, ...]
    """Each player's cards face up on the table, in the hand's display order (Polish: the open
    cards)."""
    open: bool
    """Polish Bézique: the table holds open cards, not cards of the hand."""
    known: tuple[Cards, ...]
    """Cards all know lie in each hand beside the table, in display order."""
    pairs: tuple[tuple[int, ...], ...]
    """Four players, the last eight tricks: the two pairs that play them, in turn (Z3)."""
    draws: tuple[int, ...]
    """Who drew each face-down card, in order."""
    clues: tuple[Clue, ...]
    """What all saw of each concealed hand, in order."""
    drawn: Cards
    """The seat's own face-down draws, in order (none for a spectator): all the rest is
    public."""

    @property
    def dealt(self) -> int:
        """Cards dealt to each player: Grand Bézique (no turn-up) nine, else eight."""
        return GRAND_DEALT if self.turned_up is None else DEALT


# -- from a deal ---------------------------------------------------------------------------------


def seen_by(deal: BeziquePosition, seat: int | None) -> BeziqueSeen:
    """What ``seat`` (None: a spectator) has seen of ``deal``."""
    return seen_in(deal, seat, view_memo(deal))


def seen_in(deal: BeziquePosition, seat: int | None, slots: dict[Any, Any] | None) -> BeziqueSeen:
    """What ``seat`` has seen, with the deal's view memo at hand (``slots``; None: made
    anew): made once a position for each seat asked and kept in the memo (a deal changes
    only by its actions, so the number taken names the position within its line of play),
    and what stays from one position to the next (the tables, the cards known, the seat's
    draws) kept as it was."""
    if slots is None:
        return _record(deal, seat, None)
    held = slots.get(SEEN)
    taken = len(deal.history)
    if held is None or held[0] != taken:
        held = slots[SEEN] = (taken, {})
    records: dict[int | None, BeziqueSeen] = held[1]
    record = records.get(seat)
    if record is None:
        record = records[seat] = _record(deal, seat, slots)
    return record


SEEN, TABLE, KNOWN, DRAWN = (
    "bezique seen",
    "bezique seen table",
    "bezique seen known",
    "bezique seen drawn",
)
"""The records and their pieces kept in a deal's view memo (the pieces by the masks they are
made from)."""

_new: Any = tuple.__new__
"""``_new(BeziqueSeen, fields)``: a record made from its fields in order, without the named
tuple's ``__new__`` (a Python frame; by keywords four times as long): one a position."""


def _record(deal: BeziquePosition, seat: int | None, slots: dict[Any, Any] | None) -> BeziqueSeen:
    """``seat``'s record: what all have seen (a spectator's record) and the cards it drew
    face down, in order."""
    cards = deal.game.pack.cards
    stock = deal.stock
    trump, turned_up, turn_up, pairs = deal.trump, deal.turned_up, stock.turn_up, deal.pairs
    drawn = () if seat is None else deal.drawn[seat]
    record: BeziqueSeen = _new(
        BeziqueSeen,
        (
            None if trump is None else _SUITS[trump],
            None if turned_up is None else cards[turned_up],
            None if turn_up is None else cards[turn_up],
            stock.size,
            _rows(deal, slots, TABLE, tuple(deal.table_rows())),
            deal.form.open_cards,
            _rows(deal, slots, KNOWN, known_masks(deal)),
            tuple(map(tuple, pairs)) if pairs else (),
            tuple(deal.draws),
            tuple(deal.clues),
            _drawn(deal, seat, drawn, slots) if drawn else (),
        ),
    )
    return record


_SUITS = tuple(Suit)
"""Each suit by its number."""


def _drawn(
    deal: BeziquePosition, seat: int | None, drawn: list[int], slots: dict[Any, Any] | None
) -> Cards:
    """The faces of ``drawn`` (``seat``'s draws, which only grow through a deal), kept in
    the deal's view memo (``slots``): only the new ones are looked up."""
    cards = deal.game.pack.cards
    held: Cards = () if slots is None else slots.get((DRAWN, seat), ())
    if len(held) > len(drawn):
        held = ()
    if len(held) < len(drawn):
        held += tuple([cards[card] for card in drawn[len(held) :]])
        if slots is not None:
            slots[DRAWN, seat] = held
    return held


def known_masks(deal: BeziquePosition) -> tuple[int, ...]:
    """Per seat, the cards all know lie in its hand proper: a known card declared is on the
    table, and which of two copies there is the known one is no one's business (G3: a play
    from the table gives up either, so a record must not depend on it). None, mostly: a
    card is known only once shown (the turn-up taken, the table's cards back in the hand)."""
    seen = deal.shown
    if not any(seen):
        return _NONE_KNOWN[len(seen)]
    return tuple(
        [
            shown & hand & ~table
            for shown, hand, table in zip(seen, deal.hands, deal.on_table.masks, strict=True)
        ]
    )


_NONE_KNOWN = [(0,) * players for players in range(5)]
"""No card known in any hand, by the number of players."""


def _rows(
    deal: BeziquePosition, slots: dict[Any, Any] | None, name: str, masks: tuple[int, ...]
) -> tuple[Cards, ...]:
    """Each mask's cards in display order, kept in the deal's view memo: a row whose mask
    stays is the same tuple (a trick changes one player's table at most)."""
    held = None if slots is None else slots.get(name)
    if held is not None and held[0] == masks:
        rows: tuple[Cards, ...] = held[1]
        return rows
    faces = _faces(deal.game.pack)
    old_masks, old_rows = held if held is not None else ((), ())
    rows = tuple(
        old_rows[seat]
        if seat < len(old_masks) and old_masks[seat] == mask
        else tuple(map(faces.__getitem__, deal.sorted_cards(mask)))
        for seat, mask in enumerate(masks)
    )
    if slots is not None:
        slots[name] = (masks, rows)
    return rows


@lru_cache(maxsize=16)
def _faces(pack: Pack) -> dict[str, Card]:
    """The pack's faces by text."""
    return {str(face): face for face in pack.faces}


# -- from a view ---------------------------------------------------------------------------------


def read_seen(pack: Pack, view: Any) -> BeziqueSeen:
    """The record a view's ``details`` write (the view of ``seat``), read back: every card a
    card of ``pack``, or the view is refused (:class:`InconsistentView` naming the field).
    Made positionally, in the fields' order (once a sample: a named tuple made by keywords
    takes four times as long)."""
    details = view["details"]
    seat = view["seat"]
    faces = _faces(pack)
    trump = details["trump"]
    turned_up, turn_up = details["turned_up"], details["turn_up"]
    clues = [
        Clue(c["clue"], c["seat"], read_card(pack, c["card"], "its clues"), c["draws"], c["at"])
        for c in details["clues"]
    ]
    return BeziqueSeen(
        None if trump is None else _suit(trump),
        None if turned_up is None else read_card(pack, turned_up, "its turned_up"),
        None if turn_up is None else read_card(pack, turn_up, "its turn_up"),
        details["stock"],
        _read_rows(pack, details["table"], "its table"),
        details["open"],
        _read_rows(pack, details["known"], "its known"),
        tuple(tuple(pair) for pair in details["pairs"]),
        tuple(details["draws"]),
        tuple(clues),
        tuple(_read_drawn(faces, text, seat) for text in details["drawn"]),
    )


def _suit(symbol: str) -> Suit:
    return Suit.parse(symbol)


def _read_rows(pack: Pack, rows: Sequence[Sequence[str]], place: str) -> tuple[Cards, ...]:
    return tuple(read_named(pack, row, place) for row in rows)


def _read_drawn(faces: dict[str, Card], text: str, seat: int | None) -> Card:
    """A card the viewer drew, which must be a card of the pack (Z1: it went to the hand)."""
    card = faces.get(text)
    if card is None:
        raise InconsistentView(undrawn(seat, f"{text!r:.20}"))
    return card


def undrawn(seat: int | None, card: object, other: bool = False) -> str:
    """Why a view cannot have ``seat`` draw ``card`` (Z1: a card drawn goes to the hand): its
    holding (its hand and the cards it has shown) holds no (``other``) such card."""
    return (
        f"the view has seat {seat} draw {card}, and holding {seat} (its hand and the cards it "
        f"has shown) holds no {'other ' if other else ''}{card}"
    )
