"""The heuristic bot's bidding system, so that every call has a plain-language meaning.

One idea runs the whole system: a bid at level L says the partnership expects 5 + L tricks,
counting 4 points a trick (40 points, 10 tricks), and 2 points fewer for a bid that makes game
by itself (bid points 13 or more), as the game bonus is worth the risk. Points are A 4, K 3,
Q 2, J 1, plus 1 for each card beyond three in a suit. A bid shows the points that, added to
what partner is counted for, reach what it needs, up to one less than the next level would
need. Partner is counted for the middle of the range its bid showed (rounded up); a partner who
has not bid for 10 points, less when the opponents' bids leave less (half of what they have not
shown), and for at most 5 after passing.

Meanings depend only on the calls, never on a hand: ``explain(calls, call)`` gives any call's
meaning, by a bot or a person, and the bot (bot.py) only makes calls whose meaning it fits.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from followsuit.games.ten_bridge.contract import BOOK as TRICKS_AT_LOVE
from followsuit.games.ten_bridge.contract import LOVE, TOP_LEVEL, Bid, Denomination
from followsuit.games.ten_bridge.scoring import GAME_LEVELS

TRICK_POINTS = 4
"""Points the partnership needs for each trick it expects."""
LOVE_POINTS = TRICK_POINTS * TRICKS_AT_LOVE
"""20: the partnership points for the five tricks of a love contract."""
GAME_STRETCH = 2
"""A bid that makes game by itself (bid points 13 or more) needs this many points fewer."""
SILENT_PARTNER = 10
"""Points counted for a partner who has not yet called, with no opponent's bid to lower it."""
PASSED_PARTNER = 5
"""At most this many are counted for a partner who passed without bidding."""
DEFENCE_MARGIN = 1
"""A penalty double expects to beat the contract with this many tricks to spare."""

NO_TRUMP, SUPPORT, SUIT = "no trump", "support", "suit"
SUIT_WORDS = {"C": "clubs", "D": "diamonds", "H": "hearts", "S": "spades"}


@dataclass(frozen=True)
class Meaning:
    """What a call shows under the system."""

    call: str
    low: int
    """The fewest points it shows."""
    high: int | None
    """The most points it shows (None: no upper limit)."""
    text: str
    shape: str = ""
    """What a bid promises about the hand: NO_TRUMP, SUPPORT or SUIT ("" for other calls)."""


@dataclass
class Context:
    """What the calls so far say, seen from the player about to call (by position: the same
    player calls every fourth time, partner two calls apart)."""

    shown: list[int] = field(default_factory=lambda: [0, 0, 0, 0])
    """Per position (0..3 in call order), the most points a call of theirs has shown."""
    bid: list[bool] = field(default_factory=lambda: [False] * 4)
    called: list[bool] = field(default_factory=lambda: [False] * 4)
    denominations: list[list[Denomination]] = field(default_factory=lambda: [[], [], [], []])
    last_bid: Bid | None = None
    last_bidder: int | None = None
    last_call: str = "pass"
    """The last call other than a pass: "pass" while there is none, "bid", "double", "redouble"."""
    last_caller: int | None = None
    count: int = 0
    """Calls read so far."""

    def copy(self) -> Context:
        return Context(
            list(self.shown),
            list(self.bid),
            list(self.called),
            [list(d) for d in self.denominations],
            self.last_bid,
            self.last_bidder,
            self.last_call,
            self.last_caller,
            self.count,
        )

    def partner_points(self, me: int) -> int:
        """What the player at position ``me`` counts partner for."""
        partner = (me + 2) % 4
        if self.bid[partner]:
            return self.shown[partner]
        opponents = self.shown[(me + 1) % 4] + self.shown[(me + 3) % 4]
        points = min(SILENT_PARTNER, max(0, 40 - opponents) // 2)
        if self.called[partner]:
            points = min(points, PASSED_PARTNER)
        return points

    def opening(self) -> bool:
        return self.last_bid is None


def points_needed(bid: Bid) -> int:
    """Partnership points for ``bid``: 20 + 4 a level, less ``GAME_STRETCH`` when the bid
    makes game on its own (its bid points reach 13), as the game bonus is worth the risk."""
    needed = LOVE_POINTS + TRICK_POINTS * bid.level
    if bid.level >= GAME_LEVELS[bid.denomination.kind]:
        needed -= GAME_STRETCH
    return needed


def level_for(points: int, denomination: Denomination) -> int | None:
    """The highest level whose bid in ``denomination`` the partnership's ``points`` reach
    (None: not even love)."""
    levels = [lv for lv in range(TOP_LEVEL + 1) if points >= points_needed(Bid(lv, denomination))]
    return levels[-1] if levels else None


def bid_range(bid: Bid, partner: int) -> tuple[int, int | None]:
    """Points ``bid`` shows when partner is counted for ``partner`` points: from what it needs
    up to one less than the next level would (no limit at level 5)."""
    low = max(0, points_needed(bid) - partner)
    if bid.level == TOP_LEVEL:
        return low, None
    above = points_needed(Bid(bid.level + 1, bid.denomination))
    return low, max(low, above - partner - 1)


def double_minimum(level: int, partner: int) -> int:
    """Points a penalty double of a level-``level`` contract shows: with partner's, enough for
    the tricks that defeat it (6 - level) with a trick to spare."""
    defence_tricks = TRICKS_AT_LOVE + 1 - level + DEFENCE_MARGIN
    return max(0, TRICK_POINTS * defence_tricks - partner)


def redouble_minimum(level: int, partner: int) -> int:
    """Points a redouble shows: with partner's, enough for an overtrick."""
    return max(0, LOVE_POINTS + TRICK_POINTS * (level + 1) - partner)


def support_wanted(denomination: Denomination) -> str:
    first, second = (SUIT_WORDS[s.symbol] for s in denomination.suits)
    return f"support: 3+ cards in both {first} and {second}, or 4+ in one and 2+ in the other"


def suit_wanted(denomination: Denomination) -> str:
    first, second = (SUIT_WORDS[s.symbol] for s in denomination.suits)
    return f"4+ cards in {first} or {second}"


BALANCED = "balanced: no void, at most one singleton, no suit longer than four"


def _points_text(low: int, high: int | None) -> str:
    return f"{low}+ points" if high is None else f"{low}-{high} points"


def _meaning(context: Context, me: int, call: str) -> Meaning:
    partner = context.partner_points(me)
    key = call.strip().upper()
    if key == "PASS":
        if context.opening():
            low, _ = bid_range(Bid(LOVE, Denomination.MINOR), partner)
            return Meaning(call, 0, low - 1, f"no opening bid: fewer than {low} points")
        return Meaning(call, 0, None, "no further bid: not enough for a higher contract")
    if key == "DOUBLE":
        bid = context.last_bid
        assert bid is not None
        if bid.level == 0:
            return Meaning(call, 0, None, "for the record only: a love contract scores the same")
        low = double_minimum(bid.level, partner)
        tricks = TRICKS_AT_LOVE + 1 - bid.level
        return Meaning(
            call,
            low,
            None,
            f"penalty: {low}+ points, counting partner for {partner}; expects the side to take "
            f"the {tricks} tricks that defeat {bid} with one to spare",
        )
    if key == "REDOUBLE":
        bid = context.last_bid
        assert bid is not None
        low = redouble_minimum(bid.level, partner)
        return Meaning(
            call,
            low,
            None,
            f"confident: {low}+ points, counting partner for {partner}; expects {bid} "
            "with an overtrick",
        )
    bid = Bid.parse(key)
    low, high = bid_range(bid, partner)
    denomination = bid.denomination
    partner_named = denomination in context.denominations[(me + 2) % 4]
    own_named = denomination in context.denominations[me]
    if denomination is Denomination.NT:
        shape, promise = NO_TRUMP, "no trump: " + BALANCED
    elif partner_named and not own_named:
        shape, promise = SUPPORT, support_wanted(denomination)
    else:
        shape, promise = SUIT, suit_wanted(denomination)
    tricks = TRICKS_AT_LOVE + bid.level
    return Meaning(
        call,
        low,
        high,
        f"{promise}; {_points_text(low, high)} (the side expects {tricks} tricks, "
        f"counting partner for {partner})",
        shape,
    )


def counted(meaning: Meaning, key: str) -> int:
    """What partner counts a call for: the middle of a bid's range (rounded up), the minimum
    of a double or redouble and of a level-5 bid (no upper limit)."""
    if meaning.high is None or key in ("DOUBLE", "REDOUBLE"):
        return meaning.low
    return (meaning.low + meaning.high + 1) // 2


def _record(context: Context, me: int, call: str, meaning: Meaning) -> None:
    key = call.strip().upper()
    context.called[me] = True
    if key == "PASS":
        return
    context.shown[me] = max(context.shown[me], counted(meaning, key))
    context.last_caller = me
    if key in ("DOUBLE", "REDOUBLE"):
        context.last_call = key.lower()
        return
    bid = Bid.parse(key)
    context.bid[me] = True
    context.last_call = "bid"
    context.last_bid = bid
    context.last_bidder = me
    if bid.denomination not in context.denominations[me]:
        context.denominations[me].append(bid.denomination)


def advance(context: Context, call: str) -> Meaning:
    """The meaning of ``call`` as the next call after ``context``, which it then joins."""
    me = context.count % 4
    meaning = _meaning(context, me, call)
    _record(context, me, call, meaning)
    context.count += 1
    return meaning


def read(calls: Sequence[str]) -> Context:
    """The context after ``calls`` (call texts in order, the dealer's first)."""
    context = Context()
    for call in calls:
        advance(context, call)
    return context


def meanings(calls: Sequence[str]) -> list[Meaning]:
    """The meaning of each call of an auction, in order."""
    context = Context()
    return [advance(context, call) for call in calls]


def meaning_of(calls: Sequence[str], call: str) -> Meaning:
    """What ``call`` made after ``calls`` shows."""
    context = read(calls)
    return _meaning(context, context.count % 4, call)


def explain(calls: Sequence[str], call: str) -> str:
    """The meaning, in plain words, of ``call`` made after ``calls``."""
    return meaning_of(calls, call).text
