"""What a seat sees of a deal of 19: the shared core (exposed dummies among ``hands``) and the
game's own section (``NineteenDetails``): the bid, the level, the stock's groups as the
procedure exposes them, the called trump (its number: which hand holds it stays secret), the
sides as this seat knows them, the declarations and contras, who plays each dummy."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, TypedDict

from followsuit.engine import View
from followsuit.engine.views import as_view, core_view
from followsuit.games.nineteen.scoring import BIDS, MULTIPLIERS

if TYPE_CHECKING:
    from followsuit.games.nineteen.state import NineteenDeal


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


HINTS: dict[str, Any] = {
    "labels": {
        "partnership": "Partnership",
        "preferred three": "Preferred Three",
        "preferred two": "Preferred Two",
        "preferred one": "Preferred One",
        "solo": "Solo",
        "next": "reject this group, look at the next",
        "volunteer": "play the dummy",
    },
    "suit_order": ["T", "S", "H", "D", "C"],
    "groups": [{"kind": "bid", "label": "bid", "values": list(BIDS)}],
}
"""19's presentation hints, shared by every view (read-only)."""


def stock_view(deal: NineteenDeal, seat: int | None) -> dict[str, Any]:
    """The stock's view; a rejected group taken back after all is named only to declarer (its
    cards then lie in declarer's hand or discards, which no other seat may place)."""
    view = deal.stock.view(deal.game.pack, seat)
    for group in view.get("groups", []):
        if group["state"] == "taken" and seat != deal.declarer:
            group.pop("cards", None)
    return view


def sides_known(
    deal: NineteenDeal, seat: int | None
) -> tuple[list[int | None] | None, int | None, bool | None]:
    sides = deal.sides
    if sides is None:
        return None, None, None
    known = sides.view(seat)
    partner = deal.partner
    if partner is not None and known[partner] is not None:
        return known, partner, False
    if all(side is not None for side in known):
        return known, None, partner is None
    return known, None, None


def deal_view(deal: NineteenDeal, seat: int | None) -> View:
    """The view of ``seat`` (None: a spectator)."""
    sides, partner, alone = sides_known(deal, seat)
    texts = deal.cards.texts
    queue = deal.discard_queue
    details: NineteenDetails = {
        "players": deal.game.options.players,
        "live": list(deal.live),
        "dummies": list(deal.game.dummies),
        "deal_number": deal.carry.deals + 1,
        "deals": deal.game.options.deals,
        "bid": None if deal.bid is None else BIDS[deal.bid],
        "multiplier": None if deal.bid is None else MULTIPLIERS[deal.bid],
        "declarer": deal.declarer,
        "level": deal.level,
        "stock": stock_view(deal, seat),
        "drew": [] if seat is None else deal.cards_text(deal.drew[seat]),
        "discarded": [] if seat is None else deal.cards_text(deal.discards[seat]),
        "discard_counts": [d.bit_count() for d in deal.discards],
        "to_discard": queue[0][1] if queue and deal.phase == "discard" else None,
        "called": deal.called,
        "sides": sides,
        "partner": partner,
        "alone": alone,
        "declarations": [
            {"seat": s, "items": list(names), "points": list(points)}
            for s, names, points in deal.declarations
        ],
        "contras": dict(deal.contras),
        "controllers": deal.controllers[:],
        "exposed": deal.exposed[:],
        "result": deal.outcome().result if deal.phase == "over" else None,
    }
    del texts
    view = core_view(deal, seat, log=deal.log, details=details, hints=HINTS, exposed=deal.exposed)
    return as_view(view)
