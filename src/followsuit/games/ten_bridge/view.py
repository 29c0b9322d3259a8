"""What a seat sees of a deal of 10 Bridge: the shared core (dummy's hand among ``hands`` once
exposed), the contract and the concealed trump as fields (``TenBridgeDetails``), and the hints
an app needs to show them.

The trump declarer sets is a secret log entry (public text ``trump``) read by declarer alone
until the reveal or the end of the deal; ``trump`` and ``indicator`` follow the same rule.
"""

from __future__ import annotations

from typing import Any, TypedDict

from followsuit.cards import Suit
from followsuit.engine import View
from followsuit.engine.view_pieces import freeze, kept, view_memo
from followsuit.engine.views import as_view, core_view
from followsuit.games.ten_bridge.actions import GRAMMAR
from followsuit.games.ten_bridge.contract import ALL_BIDS, DOUBLED_TEXT, TOP_LEVEL, Denomination
from followsuit.games.ten_bridge.position import TenBridgePosition


class TenBridgeBid(TypedDict):
    """A bid: ``level`` (tricks beyond five) in ``denomination`` (``MINOR`` .. ``NT``)."""

    text: str
    level: int
    denomination: str
    suits: list[str]
    """The two suits declarer may make trumps, the default first; none in No Trump."""


class Reveal(TypedDict):
    seat: int
    trick: int
    position: int


class TenBridgeDetails(TypedDict):
    """10 Bridge's own section of a view."""

    contract: TenBridgeBid | None
    doubled: str | None
    """``""``, ``X`` or ``XX`` once there is a contract."""
    declarer: int | None
    dummy: int | None
    trump_suits: list[str]
    """The suits the trump may be (the contract's two); empty in No Trump."""
    trump: str | None
    """The trump suit, for a seat that knows it (declarer; everyone after the reveal)."""
    indicator: str | None
    """The indicator pack's bottom card as this seat sees it (T4); None while face down."""
    revealed: bool
    reveal: Reveal | None
    trumps_from: int | None
    """Position in the current trick from which trump-suit cards are trumps (T6)."""
    playing_for: int | None
    """The hand whose card is due (dummy's, played by declarer)."""
    trick_winning: int | None
    tricks_by_side: list[int]
    part_scores: list[int]
    result: dict[str, Any] | None


def _bid(index: int) -> TenBridgeBid:
    bid = ALL_BIDS[index]
    return {
        "text": bid.text,
        "level": bid.level,
        "denomination": bid.denomination.text,
        "suits": [s.symbol for s in bid.denomination.suits],
    }


BIDS: list[TenBridgeBid] = freeze([_bid(i) for i in range(len(ALL_BIDS))])
"""Each bid's fields, built once and shared by every view (read-only)."""


def _hints() -> dict[str, Any]:
    """Built once: the bid grid (rows of levels, columns of denominations), the labels of the
    calls and verbs, what a choice means where a player may not know (``choices``), the suits'
    display order."""
    rows = [str(level) for level in range(TOP_LEVEL + 1)]
    columns = [d.text for d in Denomination]
    labels = GRAMMAR.labels()
    return {
        "suit_order": [s.symbol for s in (Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS)],
        "bid_grid": {
            "rows": rows,
            "columns": columns,
            "cells": {
                row: {c: f"{row}{c}" for c in columns if f"{row}{c}" in labels} for row in rows
            },
            "column_labels": {d.text: d.title for d in Denomination},
            "note": "denominations rank Minor < Red < Black < Major < No Trump",
        },
        "labels": labels,
        "hidden": [
            "contract",
            "doubled",
            "declarer",
            "dummy",
            "trump_suits",
            "trump",
            "indicator",
            "revealed",
            "reveal",
            "trumps_from",
            "playing_for",
            "trick_winning",
            "tricks_by_side",
            "part_scores",
            "result",
        ],
        "choices": {
            "reveal": "you cannot follow suit: have the trump shown before you play (T6); "
            "its cards are trumps from then on, and you must play one if you hold one",
        },
    }


HINTS = freeze(_hints())
"""10 Bridge's presentation hints, shared by every view (read-only)."""


def details(deal: TenBridgePosition, seat: int | None) -> TenBridgeDetails:
    """10 Bridge's section of ``seat``'s view, built from the state."""
    contract = deal.contract
    knows = deal.trump_known_to(seat)
    trick = deal.trick
    return {
        "contract": None if contract is None else BIDS[contract.bid.rank],
        "doubled": None if contract is None else DOUBLED_TEXT[contract.doubled],
        "declarer": deal.declarer,
        "dummy": deal.dummy,
        "trump_suits": [] if contract is None else BIDS[contract.bid.rank]["suits"],
        "trump": Suit(deal.trump_suit).symbol if knows and deal.trump_suit is not None else None,
        "indicator": deal.indicator_card(seat),
        "revealed": deal.revealed,
        "reveal": None
        if deal.reveal_hand is None
        else {
            "seat": deal.reveal_hand,
            "trick": deal.reveal_trick or 0,
            "position": deal.reveal_position or 0,
        },
        "trumps_from": deal.trump_from if deal.revealed and deal.phase == "play" else None,
        "playing_for": deal.hand_to_play,
        "trick_winning": deal.trick_winner(trick) if trick is not None and trick.cards else None,
        "tricks_by_side": deal.side_tricks(),
        "part_scores": list(deal.seen_by(seat).part_scores),
        "result": deal.outcome().result if deal.phase == "over" else None,
    }


def _kept_details(
    deal: TenBridgePosition, seat: int | None, slots: dict[Any, Any]
) -> TenBridgeDetails:
    """``details``: what changes only with the calls, the trump's reveal and the deal's end
    is kept read-only; what changes with every card (the hand to play, the trick's winner so
    far, the tricks by side, where trumps begin) is put on a new dict of it each time."""
    contract = deal.contract
    knows = deal.trump_known_to(seat)
    key = (
        deal.phase,
        None if contract is None else (contract.bid.rank, contract.doubled),
        deal.declarer,
        deal.dummy,
        knows,
        deal.trump_suit if knows else None,
        deal.revealed,
        deal.reveal_hand,
        deal.reveal_trick,
        deal.reveal_position,
    )
    settled = kept(slots, (DETAILS, seat), key, lambda: details(deal, seat))
    section: TenBridgeDetails = dict(settled)  # type: ignore[assignment]
    trick = deal.trick
    section["trumps_from"] = deal.trump_from if deal.revealed and deal.phase == "play" else None
    section["playing_for"] = deal.hand_to_play
    section["trick_winning"] = (
        deal.trick_winner(trick) if trick is not None and trick.cards else None
    )
    section["tricks_by_side"] = deal.side_tricks()
    return section


DETAILS = "10 bridge details"
"""10 Bridge's details in a deal's view memo, by seat."""


def deal_view(deal: TenBridgePosition, seat: int | None) -> View:
    """The view of ``seat`` (None: a spectator)."""
    slots = view_memo(deal)
    section = details(deal, seat) if slots is None else _kept_details(deal, seat, slots)
    exposed = deal.exposed
    return as_view(
        core_view(
            deal,
            seat,
            log=deal.log,
            details=section,
            hints=HINTS,
            exposed=exposed,
            memo=slots,
        )
    )
