"""What a seat sees of a deal of Oh Hell: the shared core (the others' forehead cards among
``hands`` in a forehead deal), the deal's settings and the bids as fields (``OhHellDetails``).

In simultaneous bidding a bid is a secret log entry (public text ``bid``) until every player
has bid; in a forehead deal the play's log entry names the card that turned out to be played.
"""

from __future__ import annotations

from typing import Any, TypedDict

from followsuit.engine import Ties, View
from followsuit.engine.view_pieces import (
    CardTexts,
    FrozenDict,
    card_texts,
    display_order,
    freeze,
)
from followsuit.engine.views import core_view, kept_core
from followsuit.games.oh_hell.actions import BID, LABELS
from followsuit.games.oh_hell.position import OhHellPosition

HIDDEN_BID = "?"
"""A bid made but not yet shown (simultaneous bidding), in the ``bids`` of a view."""
HIDDEN_BID_LOG = "bid"
"""How another player's hidden bid appears in a view's log."""


class PackMakeUp(TypedDict):
    ranks: dict[str, Any]
    jokers: Any


class OhHellDetails(TypedDict):
    """Oh Hell's own section of a view."""

    foreheads: list[str | None] | None
    """In a forehead deal, the card each other player holds up (None: not seen)."""
    jokers: str | None
    joker_calls: list[list[Any]]
    """``[seat, "high" | "low"]`` for each Atkinson joker called in this trick."""
    deal_number: int
    deals: int
    hand_size: int
    trump: str | None
    turn_up: str | None
    stock_size: int
    bids: list[str | None]
    """Each bid as this seat sees it (``?``: made, not yet shown)."""
    changed_from: list[str | None] | None
    """With changeable bids, the bid each player changed from."""
    hook: bool
    hook_bid: int | None
    """The bid the hook rule refuses the dealer now, if any."""
    bidding: str
    scoring: str
    exact_bonus: int
    follow: str
    ties: str
    pack: PackMakeUp


HINTS: dict[str, Any] = freeze(
    {
        "labels": LABELS,
        "groups": [{"kind": "bid", "label": "bid N", "values": BID.texts(range(53))}],
        "meanings": {
            "keep": "keeps the bid just made",
            **{
                str(n): f"undertakes to win exactly {n} {'trick' if n == 1 else 'tricks'}"
                for n in range(53)
            },
            **{f"change {n}": f"changes the bid just made to {n}" for n in range(53)},
        },
        "hidden": [
            "bids",
            "foreheads",
            "hook",
            "hook_bid",
            "bidding",
            "scoring",
            "exact_bonus",
            "follow",
            "ties",
            "pack",
            "deal_number",
            "deals",
            "hand_size",
            "stock_size",
            "changed_from",
        ],
    }
)
"""Oh Hell's presentation hints, shared by every view (read-only): labels, the bid group, what
the calls mean, and the fields shown by the game's own rules (``hidden``)."""


def details(deal: OhHellPosition, seat: int | None) -> OhHellDetails:
    """Oh Hell's section of ``seat``'s view, built from the state."""
    whole = dict.fromkeys(OhHellDetails.__annotations__)
    whole.update(_staying(deal))
    whole.update(_changing(deal, seat))
    return whole  # type: ignore[return-value]


def _staying(deal: OhHellPosition) -> dict[str, Any]:
    """The fields of the details that stay through the deal: its settings and place."""
    options = deal.game.options
    seen = deal.seen_by(None)
    return {
        "jokers": seen.jokers,
        "deal_number": seen.deal_number,
        "deals": len(deal.game.hand_sizes),
        "hand_size": deal.hand_size,
        "hook": options.hook,
        "bidding": options.bidding,
        "scoring": options.scoring,
        "exact_bonus": options.exact_bonus,
        "follow": options.follow,
        "ties": "last wins" if deal.ties is Ties.LAST_WINS else "first wins",
        "pack": {
            "ranks": dict(deal.game.make_up["ranks"]),
            "jokers": deal.game.make_up["jokers"],
        },
    }


def _changing(deal: OhHellPosition, seat: int | None) -> dict[str, Any]:
    """The fields of the details the play may change: the bids, the jokers called, the
    forehead cards in sight, the trump, the turn-up and the stock's size (the seat's record:
    ``seen_by``)."""
    seen = deal.seen_by(seat)
    return {
        "foreheads": deal.foreheads(seat),
        "joker_calls": [[s, "high" if up else "low"] for s, _, up in deal.joker_calls],
        "trump": deal.trump_text,
        "turn_up": None if seen.turn_up is None else str(seen.turn_up),
        "stock_size": seen.stock_size,
        **_bidding(deal, seat),
    }


def _bidding(deal: OhHellPosition, seat: int | None) -> dict[str, Any]:
    """The fields of the details a bid changes: the bids as ``seat`` sees them, the bids
    changed from, the bid the hook refuses the dealer."""
    options = deal.game.options
    hidden = options.bidding == "simultaneous" and deal.phase == "bid"
    bids: list[str | None] = [
        None if b is None else HIDDEN_BID if hidden and s != seat else str(b)
        for s, b in enumerate(deal.bids)
    ]
    return {
        "bids": bids,
        "changed_from": [None if b is None else str(b) for b in deal.changed_from]
        if options.bid_changes
        else None,
        "hook_bid": deal.forbidden_bid(deal.dealer) if deal.phase in ("bid", "change") else None,
    }


def _kept_details(deal: OhHellPosition, seat: int | None, slots: dict[Any, Any]) -> OhHellDetails:
    """``details``, shared read-only while the bids, the jokers called in this trick and the
    forehead cards in sight stay (the deal's settings never change within it): the kept
    section's inputs are compared with copies of them, without building a key. A bid made
    (the rest the same) puts the bidding's fields anew on a copy of the last section."""
    phase = deal.phase
    hidden = deal.game.options.bidding == "simultaneous" and phase == "bid"
    who = seat if hidden or deal.forehead else EVERY_SEAT
    held = slots.get(DETAILS)
    if (
        held is not None
        and held[0] == phase
        and held[1] == who
        and held[4] == deal.joker_calls
        and (not deal.forehead or held[5] == deal.hands)
    ):
        if held[2] == deal.bids and held[3] == deal.changed_from:
            kept: OhHellDetails = held[6]
            return kept
        kept = FrozenDict(held[6])  # type: ignore[assignment]
        dict.update(kept, freeze(_bidding(deal, seat)))
    else:
        kept = FrozenDict(_kept_staying(deal))  # type: ignore[assignment]
        dict.update(kept, freeze(_changing(deal, seat)))
    slots[DETAILS] = (
        phase,
        who,
        deal.bids[:],
        deal.changed_from[:],
        deal.joker_calls[:],
        deal.hands[:],
        kept,
    )
    return kept


EVERY_SEAT = -2
"""In a key of the details: the same for every seat."""

DETAILS, DISPLAY = "oh hell details", "oh hell display"
"""Oh Hell's pieces in a deal's view memo: the details, whether the core shows the cards in
display order."""

_STAYING: dict[tuple[int, int, int, Any], tuple[Any, dict[str, Any]]] = {}
"""(id of a game, deal index, hand size, ties) -> (the game, the fields of the details that
stay through such a deal, read-only, in the section's order, the others None)."""
STAYING_LIMIT = 1 << 8
"""``_STAYING`` is emptied when it grows past this many entries."""


def _kept_staying(deal: OhHellPosition) -> dict[str, Any]:
    """The fields of the details that stay through the deal (``_staying``), read-only, in
    the section's order with the others None: the same for every such deal of the game."""
    game = deal.game
    key = (id(game), deal.deal_index, deal.hand_size, deal.ties)
    held = _STAYING.get(key)
    if held is None or held[0] is not game:
        if len(_STAYING) > STAYING_LIMIT:
            _STAYING.clear()
        whole = dict.fromkeys(OhHellDetails.__annotations__)
        whole.update(_staying(deal))
        held = _STAYING[key] = (game, freeze(whole))
    return held[1]


_DISPLAY: dict[int, tuple[Any, CardTexts]] = {}
"""id of a game's display keys -> (the keys, the table of the texts in that order)."""


def _display_texts(deal: OhHellPosition) -> CardTexts:
    """The table of the cards' texts in the order hands are shown (``sorted_cards``)."""
    keys = deal.display_keys
    held = _DISPLAY.get(id(keys))
    if held is None or held[0] is not keys:
        texts = tuple(deal.table.texts)
        order = None if deal.display_keys_ascend else display_order(len(texts), keys.__getitem__)
        held = _DISPLAY[id(keys)] = (keys, card_texts(texts, order))
    return held[1]


def deal_view(deal: OhHellPosition, seat: int | None) -> View:
    """The view of ``seat`` (None: a spectator)."""
    core = kept_core(deal)
    if core is None:
        section = details(deal, seat)
        view = core_view(
            deal,
            seat,
            log=deal.log.for_seat(seat),
            details=section,
            hints=HINTS,
            hand=None if seat is None or deal.forehead else deal.sorted_cards(deal.hands[seat]),
            show_hand=seat is not None and not deal.forehead,
            played=deal.sorted_cards(deal.played),
        )
    else:
        slots = core.slots
        if DISPLAY not in slots:  # hands and the cards played in display order
            core.order_cards(_display_texts(deal))
            slots[DISPLAY] = True
        section = _kept_details(deal, seat, slots)
        view = core.view(
            deal,
            seat,
            deal.log,
            section,
            HINTS,
            None,
            None,
            seat is not None and not deal.forehead,
            (),
        )
    foreheads = section["foreheads"]
    if foreheads is not None:
        view["hands"] = [None if card is None else [card] for card in foreheads]
    return view  # type: ignore[return-value]  # a CoreView is a View (as_view)
