"""What a seat sees of a deal of Spades: the shared core, and the bidding, the cards moved
before the play and the sides' standing as fields (``SpadesDetails``).

Cards passed, given or discarded face down are secret log entries (public text the verb alone)
for the seats that may not see them; the French cut's entry is the word ``cut`` for everyone.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, TypedDict

from followsuit.engine import View
from followsuit.engine.views import LogEntry, ViewLog, as_view, core_view, log_entry
from followsuit.games.spades.actions import bid_text

if TYPE_CHECKING:
    from followsuit.games.spades.state import SpadesDeal

PLAYED = "play"
"""The log kind of a card played."""


class ExtraCards(TypedDict):
    rule: str
    holder: int | None
    count: int
    cards: list[str] | None
    """The cards left over, shown once the play is over."""


class SpadesDetails(TypedDict):
    """Spades' own section of a view."""

    bids: list[str | None]
    team_bids: list[int | None]
    blind_bids: list[bool]
    came_out: list[bool]
    tells: list[list[int] | None]
    """``[books, possibles]`` each first partner told (team bidding)."""
    looked: list[bool]
    spades_broken: bool
    turned: list[str]
    """The French cut's face-up cards, while they are given out."""
    shown: list[list[str]]
    """The cards everyone knows each seat holds (a French-cut card, the 2C that drew extras)."""
    extra_cards: ExtraCards
    discards: list[int]
    """How many cards each seat has discarded face down."""
    to_discard: list[int]
    gave: list[str]
    """The cards this seat gave partner."""
    partner_holds: list[str]
    """The cards this seat gave that partner still holds."""
    discarded: list[str]
    """The cards this seat discarded."""
    passing: list[str]
    """The cards this seat is passing, before the exchange."""
    bags: list[int]
    joker_colours: dict[str, str] | None
    carry: dict[str, Any]


_NO_LOG = ViewLog()
"""The core's log argument: the deal keeps its own (with audiences), turned into entries here."""


def _trick_word(n: int) -> str:
    return "trick" if n == 1 else "tricks"


HINTS: dict[str, Any] = {
    "meanings": {
        "nil": "nil: undertakes to win no trick (100 won or lost)",
        "blind nil": "blind nil, before looking at the cards (200 won or lost)",
        "look": "looks at the cards before bidding",
        **{
            str(n): f"undertakes to win {n} {_trick_word(n)}, added to partner's bid"
            for n in range(14)
        },
    },
    "hidden": [
        "team_bids",
        "blind_bids",
        "came_out",
        "tells",
        "looked",
        "turned",
        "cut",
        "shown",
        "extra_cards",
        "discards",
        "to_discard",
        "gave",
        "partner_holds",
        "discarded",
        "passing",
        "bags",
        "carry",
        "spades_broken",
        "bids",
        "joker_colours",
    ],
}
"""Spades' presentation hints, shared by every view (read-only): what its calls mean, and the
fields an app shows by the game's own rules rather than as plain values (``hidden``)."""


def _log(deal: SpadesDeal, seat: int | None) -> list[LogEntry]:
    """One entry per action; secret where ``seat`` is outside the action's audience."""
    return [
        log_entry(s, kind, text)
        if seat is not None and audience >> seat & 1
        else log_entry(s, kind, public, secret=True)
        if audience != -1
        else log_entry(s, kind, text)
        for s, kind, text, public, audience in deal.log
    ]


def deal_view(deal: SpadesDeal, seat: int | None) -> View:
    """The view of ``seat`` (None: a spectator)."""
    texts = deal.game.card_texts
    carry = deal.carry_state
    over = deal.phase == "over"
    big_joker = deal.game.options.big_joker
    given = 0 if seat is None else deal.located[seat] & ~deal.hands[seat]
    details: SpadesDetails = {
        "bids": [bid_text(b) for b in deal.bids],
        "team_bids": list(deal.team_bids),
        "blind_bids": list(deal.blind),
        "came_out": list(deal.came_out),
        "tells": [None if t is None else list(t) for t in deal.tells],
        "looked": list(deal.looked),
        "spades_broken": deal.spades_broken,
        "turned": [texts[c] for c in deal.turned] if deal.phase == "cut" else [],
        "shown": [deal.names(hand & deal.shown) for hand in deal.hands],
        "extra_cards": {
            "rule": deal.game.options.extra_cards,
            "holder": deal.extra_holder,
            "count": deal.extra.bit_count(),
            "cards": deal.names(deal.extra) if over else None,
        },
        "discards": [m.bit_count() for m in deal.discards],
        "to_discard": list(deal.to_discard),
        "gave": deal.names(given),
        "partner_holds": deal.names(given & ~deal.played),
        "discarded": [] if seat is None else deal.names(deal.discards[seat]),
        "passing": [] if seat is None else deal.names(deal.passing[seat]),
        "bags": list(carry.bags),
        "joker_colours": None
        if big_joker is None
        else {"big": big_joker, "little": "black" if big_joker == "red" else "red"},
        "carry": carry.as_json(),
    }
    looked = seat is not None and deal.looked[seat]
    hand = deal.sorted_cards(deal.hands[seat]) if seat is not None and looked else None
    view = core_view(
        deal,
        seat,
        log=_NO_LOG,
        details=details,
        hints=HINTS,
        match_scores=list(carry.totals),
        hand=hand,
        show_hand=hand is not None,
    )
    view["log"] = _log(deal, seat)
    return as_view(view)
