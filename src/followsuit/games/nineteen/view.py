"""What a seat sees of a deal of 19: the shared core (exposed dummies among ``hands``) and the
game's own section (``NineteenDetails``): the bid, the level, the stock's groups as the
procedure exposes them, the called trump (its number: which hand holds it stays secret), the
sides as this seat knows them, the declarations and contras, who plays each dummy."""

from __future__ import annotations

from typing import Any, NamedTuple, TypedDict

from followsuit.cards import Card
from followsuit.engine import View
from followsuit.engine.view_pieces import freeze, view_memo
from followsuit.engine.views import as_view, core_view
from followsuit.games.nineteen.actions import GRAMMAR
from followsuit.games.nineteen.position import NineteenPosition
from followsuit.games.nineteen.scoring import BIDS, MULTIPLIERS
from followsuit.games.nineteen.seen import Declared, NineteenSeen, seen_and_sides


class Declaration(TypedDict):
    seat: int
    items: list[str]
    points: list[int]
    """Each holding's points as held (0 for an achievement)."""


class NineteenDetails(TypedDict):
    """19's own section of a view."""

    players: int
    """Live players (4, 3 or 2)."""
    live: list[int]
    dummies: list[int]
    deal_number: int
    deals: int
    bid: str | None
    """The highest bid so far (the auction), then the bid played."""
    bidder: int | None
    contract: str | None
    """The bid played, once the auction is over."""
    multiplier: int | None
    declarer: int | None
    level: int
    stock: dict[str, Any]
    """The stock as this seat may know it: size, face-up cards, the groups' states."""
    drew: list[str]
    """The stock cards this seat took into its hand."""
    discarded: list[str]
    """This seat's own discards (face down: nobody else sees them)."""
    discard_counts: list[int]
    to_discard: int | None
    """How many cards the seat to discard must discard."""
    called: int | None
    """The called trump's number (N4)."""
    sides: list[int | None] | None
    """Each seat's side as this seat knows it: 0 declarer's, 1 the defenders'."""
    partner: int | None
    """Declarer's partner, when this seat knows it."""
    alone: bool | None
    """True when this seat knows declarer plays alone; None while it does not know."""
    declarations: list[Declaration]
    contras: dict[str, int]
    controllers: list[int]
    """Which seat plays each hand (a dummy's by declarer or a defender)."""
    exposed: list[int]
    result: dict[str, Any] | None
    playing_for: int | None
    """The hand the seat to act plays from (a dummy's, for its controller)."""
    stock_face_up: str | None
    """The stock's cards lying face up, as one text (for the table)."""
    stock_seen: str | None
    """The stock cards this seat is looking at now (declarer, a preferred bid), as one text."""
    called_note: str | None
    sides_note: str | None
    declared_note: str | None
    flow_note: str | None
    """What the table would say aloud at this step: no auction (two players), the stock cards
    this seat took, who plays each dummy."""


HINTS: dict[str, Any] = freeze(
    {
        "labels": GRAMMAR.labels(),
        "suit_order": ["T", "S", "H", "D", "C"],
        "routine": ["discard"],
        "notes": {
            "called_note": "{value}",
            "sides_note": "{value}",
            "stock_face_up": "stock face up: {value}",
            "stock_seen": "you look at: {value}",
            "declared_note": "declared: {value}",
            "flow_note": "{value}",
        },
        "meanings": {
            "partnership": "calls a partner by the highest trump below 20 not held (\u00d71)",
            "preferred three": "plays alone, taking one of the stock's groups of three (\u00d73)",
            "preferred two": "plays alone, taking one of the stock's groups of two (\u00d74)",
            "preferred one": "plays alone, taking one card of the stock (\u00d75)",
            "solo": "plays alone; the stock goes unseen to the defenders (\u00d76)",
        },
        "sheet": [
            {"field": "bid", "label": "bid", "show": "label"},
            {"field": "declarer", "label": "declarer", "show": "seat"},
            {"field": "partner", "label": "partner", "show": "seat", "none": "alone"},
            {"field": "contras", "label": "contra", "show": "list", "none": "-"},
            {"field": "multiplier", "label": "\u00d7"},
            {"field": "level", "label": "level"},
            {"field": "points", "label": "points", "show": "list"},
            {"field": "value", "label": "value"},
        ],
        "hidden": [
            "players",
            "live",
            "dummies",
            "deal_number",
            "deals",
            "bid",
            "bidder",
            "contract",
            "multiplier",
            "declarer",
            "level",
            "stock",
            "drew",
            "discarded",
            "discard_counts",
            "to_discard",
            "called",
            "sides",
            "partner",
            "alone",
            "declarations",
            "contras",
            "controllers",
            "exposed",
            "result",
            "playing_for",
            "stock_face_up",
            "stock_seen",
            "called_note",
            "sides_note",
            "declared_note",
            "flow_note",
        ],
    }
)
"""19's presentation hints, shared by every view (read-only)."""


def notes(
    deal: NineteenPosition, sides: list[int | None] | None, partner: int | None, alone: bool | None
) -> tuple[str | None, str | None, str | None]:
    """One line each for the call, the sides as known, the declarations and contras."""
    names = deal.game.player_names
    called = None
    if deal.called is not None:
        level = f", level {deal.level}" if deal.level > 1 else ""
        called = f"called trump: {deal.called}{level}"
    elif deal.level > 1:
        called = f"level {deal.level}"
    side_text = None
    if deal.declarer is not None and sides is not None:
        if partner is not None:
            side_text = f"{names[deal.declarer]} with {names[partner]}"
        elif alone:
            side_text = f"{names[deal.declarer]} alone"
    declared = [f"{names[s]} {' '.join(items)}" for s, items, _ in deal.declarations] + [
        f"{names[s]} contra {item}" for item, s in deal.contras.items()
    ]
    return called, side_text, "; ".join(declared) or None


def _notes(
    slots: dict[Any, Any] | None,
    deal: NineteenPosition,
    seat: int | None,
    seen: NineteenSeen,
    sides: list[int | None] | None,
) -> tuple[str | None, str | None, str | None]:
    """:func:`notes`, kept in the deal's view memo (``slots``; None: made anew) while the
    seat's record (the call, declarer, the sides as it knows them, the declarations), the
    level and the contras stay."""
    if slots is None:
        return notes(deal, sides, seen.partner, seen.alone)
    key = (seen, deal.level, *deal.contras.items())
    held = slots.get((NOTES, seat))
    if held is None or held[0] != key:
        held = slots[NOTES, seat] = (key, notes(deal, sides, seen.partner, seen.alone))
    made: tuple[str | None, str | None, str | None] = held[1]
    return made


def flow_note(deal: NineteenPosition, seat: int | None) -> str | None:
    """The steps a player would otherwise miss, one line each: with two players there is no
    auction (N9: Opponent plays Partnership); the stock cards this seat took into its hand,
    while the discards last (N4, N5); who plays each dummy, once it is settled (N9)."""
    names = deal.game.player_names
    lines = []
    before_play = deal.phase not in ("play", "over")
    if deal.game.options.players == 2 and before_play and deal.declarer is not None:
        lines.append(
            f"two players: no auction; {names[deal.declarer]}, the dealer's opponent, plays "
            "Partnership (N9)"
        )
    if seat is not None and deal.phase == "discard" and deal.drew[seat]:
        taken = " ".join(deal.cards_text(deal.drew[seat]))
        lines.append(f"you took from the stock: {taken}; discard as many (N4)")
    if not before_play:
        for dummy in deal.game.dummies:
            player = deal.controllers[dummy]
            if player != dummy:
                lines.append(f"{names[player]} plays the cards of {names[dummy]} (N9)")
    return "\n".join(lines) or None


def bid_so_far(deal: NineteenPosition) -> tuple[str | None, int | None]:
    if deal.bid is not None:
        return BIDS[deal.bid], deal.declarer
    auction = deal.auction
    if auction is None or auction.bid is None:
        return None, None
    return BIDS[auction.bid], auction.bidder


def deal_view(deal: NineteenPosition, seat: int | None) -> View:
    """The view of ``seat`` (None: a spectator): what it has seen (``seen.seen_by``: the
    fields the resampler reads back, :func:`~followsuit.games.nineteen.seen.read_seen`), the
    auction, the sides and the notes for the table."""
    slots = view_memo(deal)
    seen, sides = seen_and_sides(deal, seat, slots)
    shown = _shown(slots, seat, seen)
    turns = deal.turns
    phase = deal.phase
    bid, bidder = bid_so_far(deal)
    called_note, sides_note, declared_note = _notes(slots, deal, seat, seen, sides)
    details: NineteenDetails = {
        "players": seen.players,
        "live": shown.live,
        "dummies": list(deal.game.dummies),
        "deal_number": seen.deal_number,
        "deals": deal.game.options.deals,
        "bid": bid,
        "bidder": bidder,
        "contract": None if seen.contract is None else BIDS[seen.contract],
        "multiplier": None if deal.bid is None else MULTIPLIERS[deal.bid],
        "declarer": seen.declarer,
        "level": deal.level,
        "stock": shown.stock,
        "drew": shown.drew,
        "discarded": shown.discarded,
        "discard_counts": shown.discard_counts,
        "to_discard": turns.owed if turns and phase == "discard" else None,
        "called": seen.called,
        "sides": sides,
        "partner": seen.partner,
        "alone": seen.alone,
        "declarations": shown.declarations,
        "contras": dict(deal.contras),
        "controllers": deal.controllers[:],
        "exposed": deal.exposed[:],
        "result": deal.outcome().result if phase == "over" else None,
        "playing_for": deal.play_seat() if phase == "play" else None,
        "stock_face_up": shown.face_up,
        "stock_seen": shown.seen if phase == "prefer" else None,
        "called_note": called_note,
        "sides_note": sides_note,
        "declared_note": declared_note,
        "flow_note": flow_note(deal, seat),
    }
    view = core_view(
        deal,
        seat,
        log=deal.log,
        details=details,
        hints=HINTS,
        exposed=deal.exposed,
        memo=slots,
    )
    return as_view(view)


class Shown(NamedTuple):
    """The fields of a view written from the seat's record alone (read-only when kept)."""

    live: list[int]
    stock: dict[str, Any]
    drew: list[str]
    discarded: list[str]
    discard_counts: list[int]
    declarations: list[Declaration]
    face_up: str | None
    """The stock's cards lying face up, as one text."""
    seen: str | None
    """The stock cards the seat alone has seen there, as one text."""


def _shown(slots: dict[Any, Any] | None, seat: int | None, seen: NineteenSeen) -> Shown:
    """The fields the record alone writes, kept in the deal's view memo (``slots``; None:
    made anew) while the seat's record is the same (``seen.seen_and_sides`` keeps it while
    what it is made from stays): made read-only, once a record."""
    if slots is None:
        return _fields(seen)
    held = slots.get((SHOWN, seat))
    if held is None or held[0] is not seen:
        held = slots[SHOWN, seat] = (seen, Shown(*map(freeze, _fields(seen))))
    shown: Shown = held[1]
    return shown


def _fields(seen: NineteenSeen) -> Shown:
    stock = stock_details(seen)
    return Shown(
        list(seen.live),
        stock,
        _texts(seen.drew),
        _texts(seen.discarded),
        list(seen.discard_counts),
        [_declared(d) for d in seen.declarations],
        " ".join(stock["face_up"]) or None,
        " ".join(stock.get("seen", [])) or None,
    )


def stock_details(seen: NineteenSeen) -> dict[str, Any]:
    """The stock as the seat may know it: its size, the turn-up (19 turns none up), the cards
    face up, those the seat alone has seen (none for a spectator), the groups (N5) and the
    cards of those it may know; never the order of the rest."""
    stock: dict[str, Any] = {
        "size": seen.stock,
        "turn_up": None,
        "face_up": _texts(seen.face_up),
    }
    if seen.stock_seen is not None:
        stock["seen"] = _texts(seen.stock_seen)
    if seen.groups is not None:
        groups = []
        for group in seen.groups:
            entry: dict[str, Any] = {"group": group.number, "state": group.state}
            if group.cards is not None:
                entry["cards"] = _texts(group.cards)
            groups.append(entry)
        stock["groups"] = groups
    return stock


SHOWN, NOTES = "nineteen shown", "nineteen notes"
"""The fields a seat's record writes and the notes, kept in a deal's view memo."""


def _declared(declared: Declared) -> Declaration:
    return {
        "seat": declared.seat,
        "items": list(declared.items),
        "points": list(declared.points),
    }


def _texts(cards: tuple[Card, ...]) -> list[str]:
    return [str(card) for card in cards]
