"""What a seat sees of a deal of Bézique: the shared core and, as fields (``BeziqueDetails``),
each player's declared cards on the table, the trump and turn-up, the stock's size, the
declarations and their scores as they happen."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, TypedDict

from followsuit.cards import Card
from followsuit.engine import View
from followsuit.engine.view_pieces import freeze, grown, kept, view_memo
from followsuit.engine.views import as_view, core_view
from followsuit.games.bezique.actions import grammar
from followsuit.games.bezique.phases import LAST_EIGHT, PLAY
from followsuit.games.bezique.position import BeziquePosition
from followsuit.games.bezique.position import Clue as SeenClue
from followsuit.games.bezique.seen import seen_in

if TYPE_CHECKING:
    from followsuit.engine.melds import Declaration


class Declared(TypedDict):
    """One declaration: who, which kind, its cards, its points."""

    seat: int
    kind: str
    cards: list[str]
    points: int


class Clue(TypedDict):
    """What all saw of a concealed hand: a card ``revealed`` (it left the hand), ``none`` (the
    hand held no copy of the card's face) or ``held`` (it held one); how many cards the holder
    had drawn from the stock by then, and how many actions had been taken."""

    clue: str
    seat: int
    card: str
    draws: int
    at: int


class Declarable(TypedDict):
    text: str
    kind: str
    points: int


class BeziqueDetails(TypedDict):
    """Bézique's own section of a view."""

    trump: str | None
    """The trump suit's letter (None while none is fixed: Grand Bézique, Z4)."""
    turned_up: str | None
    """The card turned up for trumps at the deal (None: Grand Bézique has no turn-up)."""
    turn_up: str | None
    """The card under the stock now (the seven of trumps once exchanged); None once taken."""
    stock: int
    """Cards left to draw, the turn-up included."""
    table: list[list[str]]
    """Each player's declared cards, face up on the table and still playable (Polish: the
    open cards, won and never played again)."""
    open: bool
    """Polish Bézique: the table holds open cards, not cards of the hand."""
    known: list[list[str]]
    """Cards everyone knows lie in each hand beside the table (a turn-up taken, declared cards
    gone back to the hand for the last eight tricks)."""
    declarations: list[Declared]
    points: list[int]
    """Each player's points so far: declarations, the seven of trumps (brisques come last)."""
    seven_turned: bool
    """A seven was turned up: 10 to the dealer."""
    exchanged: int | None
    """Who exchanged the seven of trumps for the turn-up."""
    last_eight: bool
    """The stock is gone: follow suit and win the trick if able, no declarations."""
    pairs: list[list[int]]
    """Four players, the last eight tricks: the two pairs that play them against each other,
    the first pair first (empty before)."""
    draws: list[int]
    """Who drew each face-down card, in order."""
    drawn: list[str]
    """The viewer's own face-down draws, in order."""
    clues: list[Clue]
    brisques: list[int]
    """Aces and tens each player has taken in tricks so far (10 each at the end)."""
    declarable: list[Declarable]
    """What the viewer could declare now from its hand and table, were it to win a trick
    (while the stock lasts): its own knowledge, shown so that a player can plan."""


_HINTS: dict[str, Any] = {
    "suit_order": ["S", "H", "D", "C"],
    "labels": grammar(grand=False).labels(),
    "routine": ["draw"],
    "groups": [
        {"kind": "declare", "label": "declare"},
        {"kind": "table", "label": "play from the table"},
    ],
    "notes": {
        "last_eight": "last eight tricks: follow suit and win if able, trump when void",
    },
    "meanings": {
        "draw": "declares nothing; each player draws from the stock",
        "exchange": "exchanges the seven of trumps for the turn-up (10)",
        "partner": "lets the partner declare, exchange the seven or draw instead",
    },
    "hidden": [
        "table",
        "known",
        "declarations",
        "points",
        "draws",
        "drawn",
        "clues",
        "declarable",
        "turned_up",
        "brisques",
        "seven_turned",
        "exchanged",
    ],
}
HINTS: dict[str, Any] = freeze(_HINTS)
"""Bézique's presentation hints, shared by every view (read-only)."""
GRAND_HINTS: dict[str, Any] = freeze(
    _HINTS
    | {
        "labels": grammar(grand=True).labels(),
        "notes": {
            "last_eight": "last nine tricks: follow suit and win if able, trump when void",
        },
        "meanings": _HINTS["meanings"]
        | {
            "carte blanche": "shows a hand (or a card drawn) without king, queen or jack: 50",
            "pass": "shows nothing; carte blanche ends",
        },
    }
)
"""Grand Bézique's hints (Z4): carte blanche, and nine last tricks."""


def deal_view(deal: BeziquePosition, seat: int | None) -> View:
    """The view of ``seat`` (None: a spectator): what it has seen (``seen.seen_by``: the
    fields the resampler reads back, :func:`~followsuit.games.bezique.seen.read_seen`) and the
    score as it stands."""
    slots = view_memo(deal)
    seen = seen_in(deal, seat, slots)
    game = deal.game
    brisques = game.brisque_cards
    text = FACE_TEXTS.__getitem__
    trump, turned_up, turn_up = seen.trump, seen.turned_up, seen.turn_up
    details: BeziqueDetails = {
        "trump": None if trump is None else trump.symbol,
        "turned_up": None if turned_up is None else text(turned_up),
        "turn_up": None if turn_up is None else text(turn_up),
        "stock": seen.stock,
        "table": _rows(slots, TABLE, seen.table),
        "open": seen.open,
        "known": _rows(slots, KNOWN, seen.known),
        "declarations": grown(
            slots,
            (DECLARATIONS, deal.trump),
            deal.melds.declared,
            lambda item: _declared(deal, item),
        ),
        "points": deal.points[:],
        "seven_turned": deal.seven_turned,
        "exchanged": deal.exchanged,
        "last_eight": deal.last_eight,
        "pairs": list(map(list, seen.pairs)),
        "draws": grown(slots, DRAWS, seen.draws, int),
        "drawn": grown(slots, (DRAWN, seat), seen.drawn, text),
        "clues": grown(slots, CLUES, seen.clues, _clue),
        "brisques": [(taken & brisques).bit_count() for taken in deal.taken],
        "declarable": []
        if seat is None
        else kept(
            slots, (DECLARABLE, seat), deal.declarable_key(seat), lambda: _declarable(deal, seat)
        ),
    }
    hand = None
    if seat is not None:
        texts = game.display_texts
        mask = deal.hands[seat]
        hand = texts(mask) if slots is None else texts.kept(slots, (HAND, seat), mask)
    hints = GRAND_HINTS if deal.turned_up is None else HINTS
    view = core_view(deal, seat, log=deal.log, details=details, hints=hints, hand=hand, memo=slots)
    if deal.phase is LAST_EIGHT:
        view["phase"] = PLAY  # the play goes on, under the last eight's rules (``last_eight``)
    return as_view(view)


class _FaceTexts(dict[Card, str]):
    """Each face's text, looked up by the face (hashed in C: one object per face), made the
    first time it is asked."""

    def __missing__(self, face: Card) -> str:
        text = self[face] = str(face)
        return text


FACE_TEXTS: dict[Card, str] = _FaceTexts()
"""Each face's text (``FACE_TEXTS[card]``), for the faces a view writes."""


TABLE, KNOWN, DECLARATIONS, DRAWS, DRAWN, CLUES, DECLARABLE, HAND = (
    "bezique table",
    "bezique known",
    "bezique declarations",
    "bezique draws",
    "bezique drawn",
    "bezique clues",
    "bezique declarable",
    "bezique hand",
)
"""Bézique's pieces in a deal's view memo."""


def _rows(
    slots: dict[Any, Any] | None, name: str, rows: tuple[tuple[Card, ...], ...]
) -> list[list[str]]:
    """Each row's texts, read-only, kept in the deal's view memo under ``name``: a row the
    record keeps (the same tuple) keeps its texts."""
    held = None if slots is None else slots.get(name)
    if held is not None and held[0] is rows:
        kept_texts: list[list[str]] = held[1]
        return kept_texts
    old_rows, old_texts = held if held is not None else ((), [])
    texts: list[list[str]] = freeze(
        [
            old_texts[seat]
            if seat < len(old_rows) and old_rows[seat] is row
            else list(map(FACE_TEXTS.__getitem__, row))
            for seat, row in enumerate(rows)
        ]
    )
    if slots is not None:
        slots[name] = (rows, texts)
    return texts


def _declared(deal: BeziquePosition, item: tuple[int, Declaration]) -> Declared:
    who, declaration = item
    return {
        "seat": who,
        "kind": deal.kind_name(declaration),
        "cards": [str(face) for face in declaration.faces],
        "points": deal.declaration_points(declaration),
    }


def _clue(clue: SeenClue) -> Clue:
    return {
        "clue": clue.clue,
        "seat": clue.seat,
        "card": FACE_TEXTS[clue.card],
        "draws": clue.draws,
        "at": clue.at,
    }


def _declarable(deal: BeziquePosition, seat: int) -> list[Declarable]:
    found = deal.declarable(seat)
    unique = {d.text: d for d in found}
    return [
        {"text": text, "kind": deal.kind_name(d), "points": deal.declaration_points(d)}
        for text, d in unique.items()
    ]
