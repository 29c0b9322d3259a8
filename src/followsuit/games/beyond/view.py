"""What a seat sees of a deal of Beyond: the shared core, the auction's state and each player's
contract as fields (``BeyondDetails``), and the hints an app needs to show them.

Bids are given as level and strain (``BeyondBid``), so that no app reads the bid grammar back
out of ``4S``; the hints give the bid grid (rows of levels, columns of strains, each cell's
action text and label), so that a generic renderer draws it without knowing Beyond.
"""

from __future__ import annotations

from typing import Any, TypedDict

from followsuit.engine import View
from followsuit.engine.view_pieces import CardTexts, card_texts, freeze, kept, view_memo
from followsuit.engine.views import as_view, core_view
from followsuit.games.beyond.calls import (
    CLAIM,
    GRAMMAR,
    LEVELS,
    STRAIN_GLYPHS,
    STRAIN_NAMES,
    STRAINS,
    bid_level,
    bid_rank,
    bid_strain,
    bid_text,
)
from followsuit.games.beyond.position import BeyondPosition


class BeyondBid(TypedDict):
    """A bid: ``level`` exact tricks with ``strain`` (``C D H S NT``) as trumps."""

    text: str
    level: int
    strain: str


class BeyondDetails(TypedDict):
    """Beyond's own section of a view."""

    bid: BeyondBid | None
    """The highest bid so far (during the auction) or the final one."""
    bidder: int | None
    raised: int
    """0, 1 (raised) or 2 (re-raised)."""
    pass_round: bool
    """Four passes: no contract, no trumps, as few tricks as possible (B12)."""
    contract: BeyondBid | None
    """Declarer's contract once the auction is over (None in a pass round)."""
    declarer: int | None
    trump: str | None
    """The trump suit's letter; None in no trump, a pass round and during the auction."""
    contracts: list[int | None]
    """Each player's exact contract: declarer's level, then the claims (B6)."""
    forbidden_claim: int | None
    """The claim the last claimer may not make (the four would total 13, B6)."""
    joker_block: bool
    """The leader to this empty trick may not lead a joker: one was led to the last (B9)."""


def _bid(rank: int | None) -> BeyondBid | None:
    if rank is None:
        return None
    return {"text": bid_text(rank), "level": bid_level(rank), "strain": STRAINS[bid_strain(rank)]}


def _hints() -> dict[str, Any]:
    """Built once: the bid grid (a cell's label is its row and its column's glyph; its rows in
    the text's beginners' colours), the labels of the other calls, the strains' glyphs and
    names, the display order of the suits."""
    rows = [str(level) for level in range(LEVELS - 1, -1, -1)]
    return {
        "suit_order": ["J", "S", "H", "D", "C"],
        "strains": {
            s: {"glyph": g, "name": n}
            for s, g, n in zip(STRAINS, STRAIN_GLYPHS, STRAIN_NAMES, strict=True)
        },
        "bid_grid": {
            "rows": rows,
            "columns": list(STRAINS),
            "cells": {
                row: {c: bid_text(bid_rank(int(row), s)) for s, c in enumerate(STRAINS)}
                for row in rows
            },
            "note": "a lower level outranks; at one level ♣ < ♦ < ♥ < ♠ < NT",
            "row_groups": [
                {
                    "rows": ["13", "12", "11", "10"],
                    "colour": "red",
                    "note": "never pass while partner's bid stands here",
                },
                {
                    "rows": [str(level) for level in range(9, 3, -1)],
                    "colour": "green",
                    "note": "a bid of your own",
                },
                {
                    "rows": ["3", "2", "1", "0"],
                    "colour": "yellow",
                    "note": "support or demand?",
                },
            ],
        },
        "labels": GRAMMAR.labels(),
        "notes": {
            "pass_round": "pass round: no trumps; take as few tricks as you can (B12)",
            "forbidden_claim": "forbidden claim: not {value} (the four contracts may not "
            "total 13, B6)",
            "joker_block": "blocking rule (B9): no joker lead now, unless only jokers are left",
        },
        "groups": [
            {"kind": "claim", "label": "claim N", "values": CLAIM.texts()},
        ],
        "hidden": [
            "bid",
            "bidder",
            "raised",
            "pass_round",
            "contract",
            "declarer",
            "trump",
            "contracts",
            "forbidden_claim",
            "joker_block",
        ],
    }


HINTS = freeze(_hints())
"""Beyond's presentation hints, shared by every view (read-only)."""


def details(deal: BeyondPosition) -> BeyondDetails:
    """Beyond's section of a view (the same for every seat), built from the state."""
    auction = deal.auction
    trick = deal.trick
    over = deal.phase != "auction"
    return {
        "bid": _bid(auction.bid),
        "bidder": auction.bidder,
        "raised": auction.raised,
        "pass_round": over and auction.passed_out,
        "contract": _bid(deal.contract),
        "declarer": deal.declarer,
        "trump": None if deal.trump is None else STRAINS[deal.trump],
        "contracts": list(deal.contracts),
        "forbidden_claim": deal.forbidden_claim(),
        "joker_block": deal.joker_led and trick is not None and not trick.cards,
    }


def _kept_details(deal: BeyondPosition, slots: dict[Any, Any]) -> BeyondDetails:
    """``details``, shared read-only while what it is built from stays (all the play long,
    but for the blocking rule's flag)."""
    auction = deal.auction
    trick = deal.trick
    key = (
        deal.phase,
        auction.bid,
        auction.bidder,
        auction.raised,
        auction.is_over,
        deal.contract,
        deal.declarer,
        deal.trump,
        tuple(deal.contracts),
        deal.joker_led and trick is not None and not trick.cards,
    )
    return kept(slots, DETAILS, key, lambda: details(deal))


DETAILS, SHOWN = "beyond details", "beyond shown"
"""Beyond's pieces in a deal's view memo: the details, a hand in display order."""

_DISPLAY: dict[int, tuple[Any, CardTexts]] = {}
"""id of a game's display order -> (the order, the table of the texts in it)."""


def _display_texts(deal: BeyondPosition) -> CardTexts:
    """The table of the cards' texts in the order hands are shown (``sorted_cards``)."""
    order = deal.game.display_order
    held = _DISPLAY.get(id(order))
    if held is None or held[0] is not order:
        held = _DISPLAY[id(order)] = (order, card_texts(tuple(deal.table.texts), tuple(order)))
    return held[1]


def deal_view(deal: BeyondPosition, seat: int | None) -> View:
    """The view of ``seat`` (None: a spectator)."""
    slots = view_memo(deal)
    if slots is None:
        section = details(deal)
        hand = deal.sorted_cards(deal.hands[seat]) if seat is not None else None
    else:
        section = _kept_details(deal, slots)
        hand = None
        if seat is not None:
            hand = _display_texts(deal).kept(slots, (SHOWN, seat), deal.hands[seat])
    return as_view(
        core_view(
            deal,
            seat,
            log=deal.log,
            details=section,
            hints=HINTS,
            hand=hand,
            memo=slots,
        )
    )
