"""What a seat sees of a deal of Spades: the shared core, and the bidding, the cards moved
before the play and the sides' standing as fields (``SpadesDetails``).

Cards passed, given or discarded face down are secret log entries (public text the verb alone)
for the seats that may not see them; the French cut's entry is the word ``cut`` for everyone.
"""

from __future__ import annotations

from typing import Any, TypedDict

from followsuit.cards import Card
from followsuit.engine import View
from followsuit.engine.view_pieces import (
    CardTexts,
    FrozenDict,
    FrozenList,
    card_texts,
    display_order,
    freeze,
)
from followsuit.engine.views import as_view, core_view, kept_core
from followsuit.games.spades.actions import bid_text
from followsuit.games.spades.phases import Phase
from followsuit.games.spades.position import SpadesPosition

PLAYED = "play"
"""The log kind of a card played."""
PLAY, OVER = Phase.PLAY, Phase.OVER


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


def _trick_word(n: int) -> str:
    return "trick" if n == 1 else "tricks"


HINTS: dict[str, Any] = freeze(
    {
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
)
"""Spades' presentation hints, shared by every view (read-only): what its calls mean, and the
fields an app shows by the game's own rules rather than as plain values (``hidden``)."""


def details(
    deal: SpadesPosition, seat: int | None, carry_json: dict[str, Any] | None = None
) -> SpadesDetails:
    """Spades' section of ``seat``'s view, built from the state, the fields the resampler
    reads written from the seat's record (``seen_by``: the carry, the cards shown, the
    discards, the cards left over, the French cut's, the team bids); ``carry_json``: the
    carry's JSON when already made (it stays through the deal)."""
    seen = deal.seen_by(seat)
    carry = seen.carry
    big_joker = deal.game.options.big_joker
    given = 0 if seat is None else deal.located[seat] & ~deal.hands[seat]
    return {
        "bids": [bid_text(b) for b in deal.bids],
        "team_bids": list(seen.team_bids),
        "blind_bids": list(deal.blind),
        "came_out": list(deal.came_out),
        "tells": [None if t is None else list(t) for t in deal.tells],
        "looked": list(deal.looked),
        "spades_broken": deal.spades_broken,
        "turned": _texts(seen.turned),
        "shown": [_texts(cards) for cards in seen.shown],
        "extra_cards": {
            "rule": seen.extra_rule,
            "holder": seen.extra_holder,
            "count": seen.extra_count,
            "cards": None if seen.extra_cards is None else _texts(seen.extra_cards),
        },
        "discards": list(seen.discards),
        "to_discard": list(deal.to_discard),
        "gave": deal.names(given),
        "partner_holds": _texts(seen.partner_holds),
        "discarded": _texts(seen.discarded),
        "passing": [] if seat is None else deal.names(deal.passing[seat]),
        "bags": list(carry.bags),
        "joker_colours": None
        if big_joker is None
        else {"big": big_joker, "little": "black" if big_joker == "red" else "red"},
        "carry": carry.as_json() if carry_json is None else carry_json,
    }


def _texts(cards: tuple[Card, ...]) -> list[str]:
    """The texts of a record's cards, in its order."""
    return [str(card) for card in cards] if cards else []


def _kept_details(
    deal: SpadesPosition,
    seat: int | None,
    slots: dict[Any, Any],
    by_seat: dict[int | None, tuple[Any, bool, Any, SpadesDetails]],
) -> SpadesDetails:
    """``details``, shared read-only between the views of a deal while what they show stays.

    Once the play has begun, all that came before it (bids, tells, cards moved, the carry) is
    settled: what is left to change is whether spades are broken, where the French cut's
    shown cards are, the cards a seat gave partner that are still held, and the deal's end.
    The seat-independent part is kept apart and the seat's own fields put on top of it (a
    seat that gave, discarded and passed nothing shares it). Before the play the section is
    made anew, with the carry's JSON made once per carry. ``by_seat`` keeps each seat's last
    section in the play with what it was made from (``_Kept.details``)."""
    phase = deal.phase
    if phase is not PLAY and phase is not OVER:
        return details(deal, seat, _carry_json(deal))
    trumped = deal.trumped
    shown = deal.shown
    given = 0 if seat is None else deal.located[seat] & ~deal.hands[seat]
    key: tuple[Any, ...] | None = None  # nothing shown nor given: the phase and spades broken
    if shown or given:
        held_shown = tuple(hand & shown for hand in deal.hands) if shown else None
        key = (held_shown, given, given & ~deal.played)
    own = by_seat.get(seat)
    if own is not None and own[0] is phase and own[1] == trumped and own[2] == key:
        kept: SpadesDetails = own[3]
        return kept
    settled = _settled(deal, slots)
    if seat is None or not (given or deal.discards[seat] or deal.passing[seat]):
        kept = settled
    else:
        seen = deal.seen_by(seat)
        kept = FrozenDict(settled)  # type: ignore[assignment]
        dict.update(
            kept,
            {
                "gave": FrozenList(deal.names(given)),
                "partner_holds": FrozenList(_texts(seen.partner_holds)),
                "discarded": FrozenList(_texts(seen.discarded)),
                "passing": FrozenList(deal.names(deal.passing[seat])),
            },
        )
    by_seat[seat] = (phase, trumped, key, kept)
    return kept


def _settled(deal: SpadesPosition, slots: dict[Any, Any]) -> SpadesDetails:
    """The spectator's details once the play has begun, kept read-only: made whole when the
    phase or the shown cards change, copied with the one field changed when spades break."""
    phase, broken = deal.phase, deal.trumped
    settled_key = (phase, tuple(hand & deal.shown for hand in deal.hands))
    held = slots.get(SETTLED)
    if held is None or held[0] != settled_key:
        held = slots[SETTLED] = [
            settled_key,
            broken,
            freeze(details(deal, None, _carry_json(deal))),
        ]
    elif held[1] is not broken:
        changed = FrozenDict(held[2])
        dict.__setitem__(changed, "spades_broken", broken)
        held[1], held[2] = broken, changed
    settled: SpadesDetails = held[2]
    return settled


_CARRY_JSON: list[Any] = [None, None]
"""The last carry whose JSON views showed, and that JSON read-only (a carry is a value)."""


def _carry_json(deal: SpadesPosition) -> dict[str, Any]:
    """The JSON of the deal's carry, read-only, made once per carry value (the same value
    makes the same JSON: every match starts from an equal carry)."""
    carry = deal.carry_state
    if _CARRY_JSON[0] is not carry and _CARRY_JSON[0] != carry:
        _CARRY_JSON[:] = [carry, freeze(carry.as_json())]
    made: dict[str, Any] = _CARRY_JSON[1]
    return made


_HAND_TEXTS: dict[int, tuple[Any, CardTexts]] = {}
"""id of a game's card texts -> (the texts, their table in a hand's display order)."""


def _hand_texts(deal: SpadesPosition) -> CardTexts:
    """The table of the cards' texts in a hand's display order (``sorted_cards``: by suit,
    then power, highest first), made once per game."""
    texts = deal.game.card_texts
    held = _HAND_TEXTS.get(id(texts))
    if held is None or held[0] is not texts:
        suit_of, rank_power = deal.suit_of, deal.rank_power
        order = display_order(len(suit_of), lambda i: (-suit_of[i], -rank_power[i]))
        held = _HAND_TEXTS[id(texts)] = (texts, card_texts(tuple(texts), order))
    return held[1]


SETTLED = "spades settled"
"""Spades' pieces in a deal's view memo."""


class _Kept:
    """Spades' own pieces of a deal's views (``KeptCore.own``): the hands' texts in display
    order, and each seat's details in the play (``_kept_details``)."""

    __slots__ = ("details", "hand_texts", "hands")

    def __init__(self, deal: SpadesPosition) -> None:
        self.hand_texts = _hand_texts(deal)
        self.hands = [CardTexts.holder() for _ in range(len(deal.hands))]
        self.details: dict[int | None, tuple[Any, bool, Any, SpadesDetails]] = {}
        """Seat -> (the phase, whether spades were broken, the cards shown and given (None:
        none), its details)."""


def deal_view(deal: SpadesPosition, seat: int | None) -> View:
    """The view of ``seat`` (None: a spectator)."""
    looked = seat is not None and deal.looked[seat]
    core = kept_core(deal)
    if core is None:
        hand = deal.sorted_cards(deal.hands[seat]) if seat is not None and looked else None
        view = core_view(
            deal,
            seat,
            log=deal.log,
            details=details(deal, seat),
            hints=HINTS,
            match_scores=deal.carry_state.totals,
            hand=hand,
            show_hand=hand is not None,
        )
        return as_view(view)
    kept: _Kept | None = core.own
    if kept is None:
        kept = core.own = _Kept(deal)
    hand = None
    if looked and seat is not None:
        hand = kept.hand_texts.kept_in(kept.hands[seat], deal.hands[seat])
    own = kept.details.get(seat)
    if (  # _kept_details' memo, read here when nothing is shown nor given (its key None)
        own is not None
        and own[0] is deal.phase
        and own[1] == deal.trumped
        and own[2] is None
        and not deal.shown
        and (seat is None or not deal.located[seat])
    ):
        section = own[3]
    else:
        section = _kept_details(deal, seat, core.slots, kept.details)
    view = core.view(deal, seat, deal.log, section, HINTS, None, hand, hand is not None, ())
    return view  # type: ignore[return-value]  # a CoreView is a View (as_view)
