"""The native core's view of a deal's trick play: the same rules, as data.

``native_play(deal)`` reads a deal's trick rules (each card's suit for following, its power
under each suit led, the follow rule, ties, the lead restrictions, who plays each hand) and its
position (hands, trick, tricks and card points won) into the core's ``Rules`` and
``Position``. Nothing is restated: the powers are the deal's own ``power`` hook asked for each
card and suit led, the follow masks its own ``follow_mask``. A deal whose hooks the core cannot
state as data (a rule that depends on more than the card and the suit led) says so with
``native_extras`` returning None, and is played in Python only.

The Python engine stays the statement of the rules and the oracle: ``tests/native`` plays every
game and preset through both and checks every legal mask and every trick's winner.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Protocol

from followsuit import _core
from followsuit.cards import Suit
from followsuit.engine.tricks import Ties, led_powers

TrickPlay = Any
"""A deal of trick play (``engine.trickplay.TrickPlay``, which builds its native rules here and
so is not imported by this module)."""

SUITS = len(Suit)


@dataclass(frozen=True, slots=True)
class NativeExtras:
    """What a deal's own trick hooks add to the plain rules, as data.

    ``trump``: the suit that is trumps in the play where the deal's ``trump`` does not say it
    (10 Bridge's concealed trump, once revealed): its cards beat the suit led by the default
    powers (``led_powers``), a void player must play them under ``MUST_TRUMP``/``MUST_WIN``
    and they break a trump bar; None: the deal's ``trump``, and the powers of its ``power``
    hook (a deal with a ``power`` of its own states no trump here). ``blocked_after_lead``:
    cards that may not be led after a trick led with one of them unless the leader holds
    nothing else, and ``blocked`` whether the next lead is so blocked now;
    ``third_may_throw``: in a trick of three, the last hand that can neither follow nor beat
    the trick plays any card; ``capture_all`` / ``capture_by``: when all these cards fall in
    one trick, that card wins it.
    """

    trump: int | None = None
    blocked_after_lead: int = 0
    blocked: bool = False
    third_may_throw: bool = False
    capture_all: int = 0
    capture_by: int = 0


PLAIN = NativeExtras()


class CardPoints(Protocol):
    """What the cards are worth in a deal's play (``engine.play_value.PlayScoring`` is one)."""

    @property
    def card_points(self) -> tuple[int, ...]: ...
    @property
    def last_trick_bonus(self) -> int: ...
    @property
    def points_won(self) -> tuple[int, ...]: ...
    @property
    def last_cards(self) -> int: ...


HOOKS_AS_DATA = ("lead_mask", "play_mask", "led_suit", "trick_winner", "play_seat", "place_card")
"""Hooks whose overrides the plain data does not cover: a deal overriding one of them states
what it does with ``native_extras`` (or cannot be played natively)."""


_RULES: dict[tuple[Any, ...], tuple[Any, Any, _core.Rules]] = {}
"""Native rules by everything they are made from (a class, its game's rules, the trump), with
the suits and rank powers whose ids the key holds: kept, so no other list takes those ids
while the entry lasts."""


def native_rules(
    deal: TrickPlay, extras: NativeExtras, points: tuple[tuple[int, ...], int, int] = ((), 0, 0)
) -> _core.Rules:
    """The core's rules for ``deal``'s play as it stands (its trump, its hooks' answers), with
    each card's points to the hand that wins it, the last trick's bonus and the cards whose
    win of the last trick counts."""
    trump = deal.trump if extras.trump is None else extras.trump
    if extras.trump is not None and deal.own_power():
        raise TypeError(
            f"{type(deal).__name__} states a trump in its native extras but has a power "
            "hook of its own: the powers under that trump cannot be read from it"
        )
    follow_masks = tuple(deal.follow_mask(led) for led in range(SUITS))
    controllers = tuple(deal.controller(hand) for hand in range(len(deal.hands)))
    key = (
        type(deal),
        id(deal.suit_of),
        id(deal.rank_power),
        trump,
        deal.follow,
        deal.ties,
        deal.trumps_barred,
        controllers,
        extras,
        follow_masks,
        points,
    )
    found = _RULES.get(key)
    rules = None if found is None else found[2]
    if rules is None:
        cards = range(len(deal.suit_of))
        rules = _core.Rules(
            hands=len(deal.hands),
            suit_of=list(deal.suit_of),
            follow_masks=list(follow_masks),
            powers=(
                [[deal.power(card, led) for card in cards] for led in range(SUITS)]
                if extras.trump is None
                else led_powers(deal.suit_of, deal.rank_power, trump)
            ),
            rank_order=list(deal.rank_power),
            trumps=deal.suit_masks[trump] if trump is not None else 0,
            follow=deal.follow.value,
            last_wins=deal.ties is Ties.LAST_WINS,
            trumps_barred=deal.trumps_barred,
            blocked_after_lead=extras.blocked_after_lead,
            third_may_throw=extras.third_may_throw,
            capture_all=extras.capture_all,
            capture_by=extras.capture_by,
            points=list(points[0]),
            last_trick_bonus=points[1],
            last_cards=points[2],
            controllers=list(controllers),
        )
        if len(_RULES) > 256:
            _RULES.clear()
        _RULES[key] = (deal.suit_of, deal.rank_power, rules)
    return rules


def native_play(
    deal: TrickPlay, points: CardPoints | None = None, likeness: bool = False
) -> tuple[_core.Rules, _core.Position] | None:
    """The core's rules and position for ``deal``'s trick play now, or None where the core
    cannot play it (no trick in progress, the play paused between tricks for a step of the
    game's own, or a rule the deal cannot state as data). ``points``: what the cards are worth
    to the hands that win them (none by default). With ``likeness``, where the deal's own
    rules are not data but it states a close likeness of them for a search to value its play
    by (``search_extras``), the likeness."""
    trick = deal.trick
    if trick is None or deal.to_act is None:
        return None
    if not deal.playing_cards():
        return None  # paused (pause_play): a declaration, a draw from the stock
    extras = search_extras(deal) if likeness else native_extras(deal)
    if extras is None or deal.trick_size != len(deal.hands):
        return None
    if points is None:
        rules = native_rules(deal, extras)
        won = [0] * len(deal.hands)
    else:
        rules = native_rules(
            deal, extras, (points.card_points, points.last_trick_bonus, points.last_cards)
        )
        won = list(points.points_won)
    position = _core.Position(
        rules,
        hands=list(deal.hands),
        leader=trick.leader,
        trick=list(trick.cards),
        tricks_won=list(deal.tricks_won),
        points_won=won,
        tricks_played=deal.tricks_played,
        total_tricks=deal.total_tricks,
        trumped=deal.trumped,
        blocked=extras.blocked,
    )
    return rules, position


def native_extras(deal: TrickPlay) -> NativeExtras | None:
    """What ``deal``'s own hooks add, as data: its ``native_extras`` where it has one, the
    plain rules where it overrides none of :data:`HOOKS_AS_DATA` and calls no jokers (a
    joker's power is the call made as it is played: ``TrickRules.called_jokers``), else
    None."""
    own = getattr(deal, "native_extras", None)
    if own is not None:
        result: NativeExtras | None = own()
        return result
    return PLAIN if deal.plain_hooks() and deal.called_jokers is None else None


def search_extras(deal: TrickPlay) -> NativeExtras | None:
    """The rules a search may value the rest of ``deal``'s play by: its ``native_extras``,
    or where those are None, the likeness its ``search_likeness`` states (10 Bridge's
    concealed trump as if revealed), if it has one. Never the rules of the play itself: an
    exact answer (analysis, the hint) takes ``native_extras``."""
    extras = native_extras(deal)
    if extras is not None:
        return extras
    likeness = getattr(deal, "search_likeness", None)
    if likeness is None:
        return None
    result: NativeExtras | None = likeness()
    return result
