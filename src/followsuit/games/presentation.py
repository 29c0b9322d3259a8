"""How a game reads at the table, in pieces every app draws without knowing the game.

A game's presentation is its hints (static: labels, the bid grid, its ``notes``) and its
``table(view)`` (``GameSpec.table``): the rows a table of text shows for one view, made of
typed pieces (words, a card, a hand, a call, a seat, a suit), each possibly ``dim`` or
``bold``. The game reads its own ``details`` once, there; an app draws the pieces: the
terminal with glyphs and colours, a seat by the player's name, a call as the hints label it.
Nothing here names a game's field: a game passes its values to the makers below.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, Literal, NotRequired, TypedDict

from followsuit.cards import Card, Suit
from followsuit.errors import NotationError

Style = Literal["", "dim", "bold"]


class Piece(TypedDict):
    """One piece of a row: exactly one of its kinds (words, perhaps naming a seat, a card,
    cards, a hand, a call, a suit, a run of pieces), in a ``style``."""

    text: NotRequired[str]
    """Words as they are, but for ``{seat}``: the name of the piece's ``seat``."""
    card: NotRequired[str]
    """One card, by its text (``QH``), shown with its glyph (``Q♥``)."""
    cards: NotRequired[list[str]]
    """Cards one after another, each with its glyph (``Q♠ J♦``)."""
    hand: NotRequired[list[str]]
    """Cards grouped by suit as a hand is (``♠ A K   ♥ 10``)."""
    call: NotRequired[str]
    """An action's text, as the game's hints label it (a bid grid's cell, a label)."""
    seat: NotRequired[int | None]
    """The seat the words name where they say ``{seat}`` (``?`` for None)."""
    suit: NotRequired[str]
    """A suit's letter, shown as its glyph and name (``♥ hearts``)."""
    run: NotRequired[list[Piece]]
    """Pieces drawn as one, in the run's style (a dim aside: ``last: North marriage K♥ Q♥``)."""
    backs: NotRequired[int]
    """Cards lying face down, this many (a concealed trump's indicator)."""
    style: NotRequired[Style]


class Row(TypedDict):
    """A labelled row of the table: ``Trump  ♥ hearts  turned up A♥``."""

    label: str
    pieces: list[Piece]


class Presentation(TypedDict):
    """What a game shows of one view beyond the core every game shares."""

    rows: list[Row]
    """The deal's own rows, in order, above the calls and the tricks (a bid, the contract,
    the trump, a stock, cards on the table, each seat's bid)."""
    foot: list[Row]
    """Rows below the hand, about the seat to act (whose hand it plays from)."""
    targets: list[int | None] | None
    """The tricks each seat aims at (its contract), shown beside the tricks it won."""
    calls: bool
    """Whether the log's calls make a row: False where a row of the game's says them."""
    left_out: list[int]
    """Score columns not shown (a dummy's: no score of its own)."""
    seats: list[list[Row]]
    """What each seat shows beside its name, a short row each (``bid 3``, ``declarer ★``,
    ``dummy played by North``); empty where a seat shows nothing, or the game nothing."""
    centre: list[Row]
    """What lies in the middle of the table beside the trick (a concealed trump's
    indicator, face down)."""
    shown: list[list[str]]
    """Cards lying face up before each seat that are not played from there (Bézique's
    declared cards, which stay in the hand): by seat; empty where none lie."""
    notes: list[str]
    """Sentences for the player now, beyond the hints' notes."""
    covered: list[str]
    """The hints' notes this presentation's rows already say (their fields), not said again
    (19's called trump and stock face up, drawn as rows with their cards)."""
    choices: dict[str, str]
    """What a legal action does, in words, where its text does not say it (a declaration's
    kind and points: ``royal marriage, 40``)."""


def presentation(
    rows: Sequence[Row | None] = (),
    *,
    foot: Sequence[Row | None] = (),
    targets: Sequence[int | None] | None = None,
    calls: bool = True,
    left_out: Sequence[int] = (),
    seats: Sequence[Sequence[Row | None]] = (),
    centre: Sequence[Row | None] = (),
    shown: Sequence[Sequence[str]] = (),
    notes: Sequence[str] = (),
    covered: Sequence[str] = (),
    choices: Mapping[str, str] | None = None,
) -> Presentation:
    """A presentation of the rows that have something to show (None: nothing)."""
    return {
        "rows": [row for row in rows if row is not None],
        "foot": [row for row in foot if row is not None],
        "targets": None if targets is None else list(targets),
        "calls": calls,
        "left_out": list(left_out),
        "seats": [[chip for chip in chips if chip is not None] for chips in seats],
        "centre": [row for row in centre if row is not None],
        "shown": [list(faces) for faces in shown],
        "notes": list(notes),
        "covered": list(covered),
        "choices": dict(choices or {}),
    }


NOTHING = presentation()
"""The presentation of a game that shows nothing beyond the core."""


# -- pieces -------------------------------------------------------------------------------


def text(words: str, style: Style = "") -> Piece:
    return {"text": words, "style": style} if style else {"text": words}


def card(face: str, style: Style = "") -> Piece:
    return {"card": face, "style": style} if style else {"card": face}


def cards(faces: Sequence[str], style: Style = "") -> Piece:
    return {"cards": list(faces), "style": style} if style else {"cards": list(faces)}


def hand(faces: Sequence[str]) -> Piece:
    return {"hand": list(faces)}


def call(action: str) -> Piece:
    return {"call": action}


def named(words: str, seat: int | None, style: Style = "") -> Piece:
    """Words naming ``seat`` where they say ``{seat}``: ``named("{seat} to claim", 2)``."""
    piece: Piece = {"text": words, "seat": seat}
    if style:
        piece["style"] = style
    return piece


def suit(letter: str) -> Piece:
    return {"suit": letter}


def backs(count: int) -> Piece:
    return {"backs": count}


def run(pieces: Sequence[Piece], style: Style = "") -> Piece:
    return {"run": list(pieces), "style": style} if style else {"run": list(pieces)}


def row(label: str, *pieces: Piece | Sequence[Piece]) -> Row:
    """A row of ``pieces`` (single pieces or runs of them, in order)."""
    out: list[Piece] = []
    for piece in pieces:
        if isinstance(piece, dict):
            out.append(piece)
        else:
            out.extend(piece)
    return {"label": label, "pieces": out}


def joined(parts: Sequence[Sequence[Piece]], separator: str = "  ") -> list[Piece]:
    """``parts`` one after another, a dim ``separator`` between them."""
    out: list[Piece] = []
    for position, part in enumerate(parts):
        if position:
            out.append(text(separator, "dim"))
        out.extend(part)
    return out


def none_yet() -> list[Piece]:
    return [text("none yet", "dim")]


def value_words(value: Any) -> str:
    """A value in words: ``—`` for none, lists spaced."""
    if value is None:
        return "—"
    if isinstance(value, list | tuple):
        return " ".join(value_words(v) for v in value) or "—"
    return str(value)


# -- rows many games have -----------------------------------------------------------------


def suit_or_words(value: Any) -> Piece:
    """A trump as its suit (glyph and name) where it is one, else in words."""
    try:
        Suit.parse(str(value))
    except NotationError:
        return text(value_words(value))
    return suit(str(value))


def trump_row(
    trump: str | None,
    *,
    turned: str | None = None,
    why_none: str = "",
    hidden: Sequence[str] = (),
    settled: bool = True,
    secret: bool = False,
) -> Row | None:
    """The trump: its suit, with the card ``turned`` up for it (and, where it made no
    trump, ``why_none``); a concealed trump, one of the suits ``hidden``; ``none`` once the
    deal is ``settled`` without one (None: not settled yet); ``secret``: not yet revealed."""
    if turned:
        if trump is None:
            why = text(f": {why_none}") if why_none else text("")
            return row("Trump", text("none", "bold"), text("  turned up "), card(turned), why)
        return row("Trump", suit_or_words(trump), text("  turned up "), card(turned))
    if trump is None:
        if hidden:
            names = " or ".join(Suit.parse(s).name.lower() for s in hidden)
            return row("Trump", text(f"hidden ({names})", "dim"))
        return row("Trump", text("none", "dim")) if settled else None
    shown = row("Trump", suit_or_words(trump))
    if secret:
        shown["pieces"].append(text("  (secret: not yet revealed)", "dim"))
    return shown


def turned_up_why(turned: str, why_suit: str) -> str:
    """Why a card turned up made no trump: a joker, else the game's ``why_suit``."""
    try:
        face = Card.parse(turned)
    except NotationError:
        return why_suit
    return "a joker was turned up" if face.is_joker else why_suit


def stock_row(size: int, turn_up: str | None) -> Row:
    """A stock's size and its turn-up."""
    out = row("Stock", text(f"{size} cards"))
    if turn_up is not None:
        out["pieces"] += [text("  turn-up "), card(turn_up)]
    return out


def per_seat(values: Sequence[Any], players: int) -> bool:
    """Whether ``values`` is a list holding one value a seat."""
    return isinstance(values, list) and len(values) == players and players > 0


def cards_by_seat_row(label: str, cards_of: Sequence[Sequence[str]]) -> Row | None:
    """Each seat's cards lying face up (``North ♠ A K · East ♥ 10``), where any lie."""
    if not any(cards_of):
        return None
    parts = [[named("{seat} ", s), hand(faces)] for s, faces in enumerate(cards_of) if faces]
    return row(label, joined(parts, " · "))


def bids_row(bids: Sequence[str | None]) -> Row:
    """Each seat's bid, ``—`` for one not made yet; none yet before any."""
    if all(b is None for b in bids):
        return row("Bids", none_yet())
    parts = [
        [named("{seat} ", s), text("—", "dim") if b is None else text(str(b))]
        for s, b in enumerate(bids)
    ]
    return row("Bids", joined(parts))


def raised_words(raised: int, *, comma: bool) -> Piece:
    """``raised`` (1) or ``re-raised`` (2), after a bid (``, raised``) or a contract."""
    word = "raised" if raised == 1 else "re-raised"
    return text(f", {word}" if comma else f" {word}", "bold")


def bid_row(bid: str | None, bidder: int | None, raised: int = 0) -> Row:
    """The highest bid while an auction goes on, by whom, raised or re-raised."""
    if not bid:
        return row("Bid", none_yet())
    out = row("Bid", call(bid), named(" by {seat}", bidder))
    if raised:
        out["pieces"].append(raised_words(raised, comma=True))
    return out


def contract_row(
    contract: str, declarer: int | None, *, raised: int = 0, doubled: str | None = None
) -> Row:
    """The contract played: its call, raised or re-raised, doubled, and by whom."""
    out = row("Contract", call(contract))
    if raised:
        out["pieces"].append(raised_words(raised, comma=False))
    if doubled:
        out["pieces"].append(text(f" {doubled}"))
    if isinstance(declarer, int):
        out["pieces"].append(named(" by {seat}", declarer))
    return out


def playing_row(hand_of: int | None, viewer: int | None, to_act: int | None) -> Row | None:
    """Whose hand the viewer, to act, plays from when it is not its own."""
    if not isinstance(hand_of, int) or hand_of == viewer or viewer != to_act:
        return None
    return row("Playing", named("you play from {seat}'s hand", hand_of, "bold"))
