"""One auction machine: calls in turn, bids that outrank, escalations, the end, the declarer.

A game states its auction as data (:class:`AuctionRules`): how many bid ranks there are (the
game maps its bids to ranks, a higher rank outranks), its escalations (Beyond's raise and
re-raise, 10 Bridge's double and redouble: the same thing), how the auction ends (passes after
a call; all passing at the start is a pass round, or the dealer plays a forced bid, or the first
call must be a bid), whether a pass puts a player out of the auction (19), and who declares.
Calls are small ints: a bid is its rank (0 and up), :data:`PASS` is -1 and escalation ``k`` is
``escalation_code(k)``. :class:`Auction` keeps the state call by call and copies cheaply; a
game lists its legal calls as its own objects (``legal_calls``) and words a refusal from the
:class:`Fault` the machine finds, in a :class:`GameAuction` of its own or straight on the
machine.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from enum import Enum
from typing import NamedTuple, Self, TypeVar

Call = TypeVar("Call")

PASS = -1
"""The code of a pass."""
BID = "bid"
"""The name an escalation's ``over`` uses for a bid."""


def escalation_code(index: int) -> int:
    """The call code of escalation ``index`` (0: raise or double, 1: re-raise or redouble)."""
    return -2 - index


class AllPass(Enum):
    """What happens when every caller passes without a bid."""

    PASSED_OUT = "passed out"
    """No contract (Beyond's pass round, B4)."""
    DEALER_PLAYS = "dealer plays"
    """The dealer declares ``forced_bid`` (10 Bridge's Love No Trump, T2)."""


class Declarer(Enum):
    """Who of the final bidder's side declares."""

    LAST_BIDDER = "last bidder"
    """The player who made the final bid (Beyond B5, 19)."""
    FIRST_TO_NAME = "first to name"
    """The first of the final bidder's side to name the final bid's strain (10 Bridge T3)."""


@dataclass(frozen=True, slots=True, kw_only=True)
class Escalation:
    """A call that raises the stakes of the bid in effect (raise, double, re-raise, redouble).

    It is legal when the last call other than pass is ``over`` (``"bid"`` or an earlier
    escalation's name) and, with ``by_opponent``, was made by an opponent of the caller. A later
    escalation replaces an earlier one; a new bid cancels them all.
    """

    name: str
    over: str = BID
    by_opponent: bool = True
    rule: str = ""
    """The rule's tag for refusals (``B3``, ``T2``)."""


@dataclass(frozen=True, slots=True, kw_only=True)
class AuctionRules:
    """A game's auction as data; see the module docstring."""

    bids: int
    """Bid ranks are 0 .. bids - 1; a bid must outrank (be higher than) the bid in effect."""
    escalations: tuple[Escalation, ...] = ()
    passes_to_end: int | None = None
    """Passes in a row after a call that end the auction (None: one fewer than the callers)."""
    all_pass: AllPass = AllPass.PASSED_OUT
    forced_bid: int | None = None
    """The bid the dealer plays when all pass (``AllPass.DEALER_PLAYS``)."""
    first_must_bid: bool = False
    """The first caller's first call must be a bid (19's obliged first bid, N3)."""
    pass_is_final: bool = False
    """A player who passes is out of the auction; it ends when one bidder is left (19, N3)."""
    top_bid_ends: bool = False
    """The highest bid ends the auction at once (19's solo: nothing beats it)."""
    declarer: Declarer = Declarer.LAST_BIDDER
    strain_of: tuple[int, ...] = ()
    """Each bid rank's strain, for ``Declarer.FIRST_TO_NAME``."""
    sides: tuple[int, ...] = ()
    """Each seat's side, for escalations by an opponent and the declarer's side (empty: every
    seat its own side)."""
    rule: str = ""
    """The tag of the rule a bid must obey, for refusals (``B2``, ``T2``, ``N3``)."""
    over_kinds: tuple[int, ...] = field(init=False, default=())
    """Derived: for each escalation, the kind of call it must follow (0: a bid, k: escalation
    k - 1)."""
    follows: tuple[tuple[int, ...], ...] = field(init=False, default=())
    """Derived: for each kind of call (0: a bid, k: escalation k - 1), the escalations that may
    follow it."""

    def __post_init__(self) -> None:
        if self.bids < 1:
            raise ValueError("an auction needs at least one bid")
        names = [BID] + [e.name for e in self.escalations]
        kinds = []
        for index, escalation in enumerate(self.escalations):
            if escalation.over not in names[: index + 1]:
                raise ValueError(f"{escalation.name} follows an unknown call {escalation.over!r}")
            kinds.append(names.index(escalation.over))
        object.__setattr__(self, "over_kinds", tuple(kinds))
        follows = tuple(
            tuple(index for index, over in enumerate(kinds) if over == kind)
            for kind in range(len(names))
        )
        object.__setattr__(self, "follows", follows)
        if self.all_pass is AllPass.DEALER_PLAYS and self.forced_bid is None:
            raise ValueError("the dealer plays a forced bid: say which (forced_bid)")
        if self.declarer is Declarer.FIRST_TO_NAME and len(self.strain_of) != self.bids:
            raise ValueError("first to name the strain: give each bid's strain (strain_of)")

    def side(self, seat: int) -> int:
        sides = self.sides
        return sides[seat] if sides else seat

    def code_name(self, code: int) -> str:
        """``pass``, ``bid`` or the escalation's name."""
        if code == PASS:
            return "pass"
        if code >= 0:
            return BID
        return self.escalations[-2 - code].name


class Fault(Enum):
    """Why a call is refused: the machine decides, a game words it in its own terms."""

    OVER = "the auction is over"
    MUST_BID = "the first call must be a bid"
    NO_SUCH_BID = "there is no such bid"
    NO_SUCH_CALL = "there is no such call"
    NOT_HIGHER = "the bid does not outrank the bid in effect"
    NOT_AFTER = "the last call other than pass is not the one it must follow"
    OWN_SIDE = "the call it must follow was made by the caller's own side"


_new = object.__new__
_NOT_AFTER, _OWN_SIDE = Fault.NOT_AFTER, Fault.OWN_SIDE
_DEALER_PLAYS, _FIRST_TO_NAME = AllPass.DEALER_PLAYS, Declarer.FIRST_TO_NAME
"""Members used on the hot path, looked up once (an enum member's lookup is slow)."""


def _tag(rule: str) -> str:
    return f" ({rule})" if rule else ""


class AuctionResult(NamedTuple):
    """What an auction settled (a named tuple: made once or twice per deal, cheaply)."""

    bid: int | None
    """The final bid's rank (the forced bid when the dealer must play); None when passed out."""
    declarer: int | None
    escalation: int
    """0 plain, k when escalation k - 1 is in effect (1 raised/doubled, 2 re-raised/redoubled)."""
    passed_out: bool
    """True when everyone passed without a bid."""


@dataclass(slots=True)
class Auction:
    """An auction under ``rules``, kept call by call (the calls are read again only for the
    first of the final side to name the strain, once it is over)."""

    rules: AuctionRules
    callers: tuple[int, ...]
    """The seats that call, in turn order from the first caller."""
    dealer: int
    calls: list[tuple[int, int]] = field(default_factory=list)
    """(seat, code) of each call in order."""
    turn: int = 0
    """Index in ``callers`` of the seat to call next."""
    out: int = 0
    """Mask of the seats out of the auction (passed, with ``pass_is_final``)."""
    bid: int | None = None
    """The rank of the bid in effect."""
    bidder: int | None = None
    last_kind: int = -1
    """The last call other than pass: -1 none, 0 a bid, k escalation k - 1."""
    last_caller: int | None = None
    passes: int = 0
    """Passes in a row."""
    is_over: bool = False

    @classmethod
    def start(
        cls,
        rules: AuctionRules,
        *,
        players: int,
        first: int,
        dealer: int,
        skip: Sequence[int] = (),
    ) -> Auction:
        """An auction among ``players`` seats from ``first`` clockwise, leaving out ``skip``
        (a dummy that does not bid)."""
        callers = tuple(seat for k in range(players) if (seat := (first + k) % players) not in skip)
        return cls(rules, callers, dealer)

    def copy(self) -> Auction:
        """An independent copy (slot by slot: clones are on a search's hot path)."""
        new = _new(Auction)
        new.rules = self.rules
        new.callers = self.callers
        new.dealer = self.dealer
        new.calls = self.calls[:]
        new.turn = self.turn
        new.out = self.out
        new.bid = self.bid
        new.bidder = self.bidder
        new.last_kind = self.last_kind
        new.last_caller = self.last_caller
        new.passes = self.passes
        new.is_over = self.is_over
        return new

    @property
    def next_seat(self) -> int | None:
        """The seat to call, or None once the auction is over."""
        return None if self.is_over else self.callers[self.turn]

    @property
    def passed_out(self) -> bool:
        return self.is_over and self.bid is None

    @property
    def escalation(self) -> int:
        """0 plain, k when escalation k - 1 is in effect (1 raised or doubled, 2 re-raised or
        redoubled): the last call other than pass, if it was one; a new bid cancels them."""
        last = self.last_kind
        return last if last > 0 else 0

    # -- legality ---------------------------------------------------------------------------

    @property
    def lowest_bid(self) -> int:
        """The rank of the cheapest bid that outranks the bid in effect."""
        bid = self.bid
        return 0 if bid is None else bid + 1

    def escalation_fault(self, index: int, seat: int) -> Fault | None:
        """Why ``seat`` may not call escalation ``index`` in the auction so far: it must follow
        the last call other than pass, made by an opponent if the rules say so."""
        rules = self.rules
        if self.last_kind != rules.over_kinds[index]:
            return _NOT_AFTER
        if rules.escalations[index].by_opponent:
            caller = self.last_caller
            sides = rules.sides
            if caller is None or (sides[caller] == sides[seat] if sides else caller == seat):
                return _OWN_SIDE
        return None

    def may_escalate(self, index: int, seat: int) -> bool:
        """Escalation ``index`` follows the last call other than pass, by an opponent if the
        rules say so."""
        return self.escalation_fault(index, seat) is None

    def legal_calls(
        self,
        pass_call: Call,
        bids: Sequence[Call],
        escalations: Sequence[Call],
        *,
        escalations_first: bool = False,
    ) -> list[Call]:
        """The legal calls of the seat to act as a game's own objects (its pass, its bids by
        rank, its escalations in order): pass, then bids low to high, then escalations (or
        the escalations before the bids)."""
        if self.is_over:
            return []
        rules = self.rules
        calls = [] if rules.first_must_bid and not self.calls else [pass_call]
        bid = self.bid
        if not escalations_first:
            calls += bids[0 if bid is None else bid + 1 :]
        last = self.last_kind
        if last >= 0 and rules.follows[last]:
            # escalation_fault, inline: the last call is the one these follow; by whom?
            caller, seat, sides = self.last_caller, self.callers[self.turn], rules.sides
            assert caller is not None  # a call other than pass was made
            opposed = sides[caller] != sides[seat] if sides else caller != seat
            for index in rules.follows[last]:
                if opposed or not rules.escalations[index].by_opponent:
                    calls.append(escalations[index])
        if escalations_first:
            calls += bids[0 if bid is None else bid + 1 :]
        return calls

    def legal(self) -> list[int]:
        """The codes the seat to act may call: pass, then bids low to high, then escalations."""
        codes = [escalation_code(index) for index in range(len(self.rules.escalations))]
        return self.legal_calls(PASS, range(self.rules.bids), codes)

    def fault(self, code: int, seat: int | None = None) -> Fault | None:
        """None if ``seat`` (the seat to act unless given) may call ``code`` now, else why not."""
        if self.is_over:
            return Fault.OVER
        rules = self.rules
        if code == PASS:
            return Fault.MUST_BID if rules.first_must_bid and not self.calls else None
        if code >= 0:
            if code >= rules.bids:
                return Fault.NO_SUCH_BID
            bid = self.bid
            return Fault.NOT_HIGHER if bid is not None and code <= bid else None
        index = -2 - code
        if index >= len(rules.escalations):
            return Fault.NO_SUCH_CALL
        return self.escalation_fault(index, self.callers[self.turn] if seat is None else seat)

    def refusal(self, code: int) -> str | None:
        """None if the seat to act may call ``code`` now, else why not (with the rule's tag)."""
        fault = self.fault(code)
        if fault is None:
            return None
        rules = self.rules
        if fault is Fault.MUST_BID:
            return f"{fault.value}{_tag(rules.rule)}"
        if fault is Fault.NOT_HIGHER:
            return "a bid must outrank the bid in effect" + _tag(rules.rule)
        if fault is Fault.NOT_AFTER or fault is Fault.OWN_SIDE:
            escalation = rules.escalations[-2 - code]
            by = " by an opponent" if escalation.by_opponent else ""
            return (
                f"{escalation.name} only when the last call other than pass is a "
                f"{escalation.over}{by}" + _tag(escalation.rule)
            )
        return str(fault.value)

    # -- calls ------------------------------------------------------------------------------

    def call(self, code: int) -> None:
        """Record a legal call by the seat to act (check it with ``refusal`` first)."""
        rules = self.rules
        callers = self.callers
        seat = callers[self.turn]
        self.calls.append((seat, code))
        if code == PASS:
            self.passes += 1
            if rules.pass_is_final:
                self.out |= 1 << seat
        else:
            self.passes = 0
            self.last_caller = seat
            if code >= 0:
                self.bid = code
                self.bidder = seat
                self.last_kind = 0
            else:
                self.last_kind = -1 - code
        if rules.pass_is_final or rules.top_bid_ends:
            over = self._ends()
        elif self.last_kind < 0:
            over = self.passes >= len(callers)
        else:
            ending = rules.passes_to_end
            over = self.passes >= (len(callers) - 1 if ending is None else ending)
        if over:
            self.is_over = True
            return
        turn = self.turn + 1
        if turn == len(callers):
            turn = 0
        out = self.out
        if out:
            while out >> callers[turn] & 1:
                turn = (turn + 1) % len(callers)
        self.turn = turn

    def _ends(self) -> bool:
        """The end when a pass puts a player out or the top bid ends the auction (19)."""
        rules = self.rules
        if rules.top_bid_ends and self.bid == rules.bids - 1 and not rules.escalations:
            return True
        count = len(self.callers)
        if rules.pass_is_final:
            left = count - self.out.bit_count()
            return left == 0 if self.bid is None else left <= 1
        if self.last_kind < 0:
            return self.passes >= count
        needed = count - 1 if rules.passes_to_end is None else rules.passes_to_end
        return self.passes >= needed

    # -- the result -------------------------------------------------------------------------

    def result(self) -> AuctionResult:
        """The final bid, its declarer and escalation (only once the auction is over)."""
        if not self.is_over:
            raise ValueError("the auction is not over")
        rules = self.rules
        bid, declarer = self.bid, self.bidder
        if bid is None or declarer is None:
            if rules.all_pass is _DEALER_PLAYS:
                return AuctionResult(rules.forced_bid, self.dealer, 0, True)
            return AuctionResult(None, None, 0, True)
        if rules.declarer is _FIRST_TO_NAME:
            # The first of the final bidder's side to bid the final strain.
            strain_of, sides = rules.strain_of, rules.sides
            strain, side = strain_of[bid], sides[declarer] if sides else declarer
            for seat, code in self.calls:
                if (
                    code >= 0
                    and strain_of[code] == strain
                    and (sides[seat] if sides else seat) == side
                ):
                    declarer = seat
                    break
        return AuctionResult(bid, declarer, self.escalation, False)


class GameAuction:
    """A game's auction in its own words (call texts, refusals, the contract) around the
    machine, which decides everything: whose call it is, the end, a pass round are the
    machine's. A copy shares a finished auction, which takes no more calls."""

    __slots__ = ("machine",)

    machine: Auction

    @property
    def next_seat(self) -> int | None:
        """The seat to call; None once the auction is over."""
        return self.machine.next_seat

    @property
    def is_over(self) -> bool:
        return self.machine.is_over

    @property
    def passed_out(self) -> bool:
        """Everyone passed without a bid (what follows is the game's: ``AllPass``)."""
        return self.machine.passed_out

    def copy(self) -> Self:
        """A copy to go on calling (the machine copied slot by slot), or this auction once
        it is over."""
        if self.machine.is_over:
            return self
        new = _new(type(self))
        new.machine = self.machine.copy()
        return new
