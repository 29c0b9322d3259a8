"""Positions of Grand Bézique set up card by card: nine cards each, no turn-up."""

from __future__ import annotations

from bezique_helpers import deal

from followsuit.games.bezique.state import BeziqueDeal


def grand(hands: list[str], stock: str = "", *, dealer: int = 0) -> BeziqueDeal:
    """A Grand deal whose players hold ``hands`` (nine cards each, seat 1 leading when seat
    0 deals) and whose stock is drawn from the top as ``stock`` says."""
    position = deal(hands, "", stock, dealer=dealer, preset="grand")
    assert isinstance(position, BeziqueDeal)
    return position
