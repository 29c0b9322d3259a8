"""One auction machine: calls in turn, bids that outrank, escalations, the end, the declarer.

A game states its auction as data (:class:`AuctionRules`): how many bid ranks there are (the
game maps its bids to ranks, a higher rank outranks), its escalations (Beyond's raise and
re-raise, 10 Bridge's double and redouble: the same thing), how the auction ends (passes after
a call; all passing at the start is a pass round, or the dealer plays a forced bid, or the first
call must be a bid), whether a pass puts a player out of the auction (19), and who declares.
Calls are small ints: a bid is its rank (0 and up), :data:`PASS` is -1 and escalation ``k`` is
``escalation_code(k)``. :class:`Auction` keeps the state call by call and copies cheaply.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from enum import Enum

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


def _tag(rule: str) -> str:
    return f" ({rule})" if rule else ""


@dataclass(frozen=True, slots=True)
class AuctionResult:
    """What an auction settled."""

    bid: int | None
    """The final bid's rank (the forced bid when the dealer must play); None when passed out."""
    declarer: int | None
    escalation: int
    """0 plain, k when escalation k - 1 is in effect (1 raised/doubled, 2 re-raised/redoubled)."""
    passed_out: bool
    """True when everyone passed without a bid."""


@dataclass(slots=True)
class Auction:
    """An auction under ``rules``, kept call by call (never rescanned)."""

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
    escalation: int = 0
    last_kind: int = -1
    """The last call other than pass: -1 none, 0 a bid, k escalation k - 1."""
    last_caller: int | None = None
    passes: int = 0
    """Passes in a row."""
    named: dict[tuple[int, int], int] = field(default_factory=dict)
    """(side, strain) -> the first seat of that side to bid that strain."""
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
        return Auction(
            self.rules,
            self.callers,
            self.dealer,
            self.calls[:],
            self.turn,
            self.out,
            self.bid,
            self.bidder,
            self.escalation,
            self.last_kind,
            self.last_caller,
            self.passes,
            dict(self.named) if self.named else {},
            self.is_over,
        )

    @property
    def next_seat(self) -> int | None:
        """The seat to call, or None once the auction is over."""
        return None if self.is_over else self.callers[self.turn]

    @property
    def passed_out(self) -> bool:
        return self.is_over and self.bid is None

    # -- legality ---------------------------------------------------------------------------

    def may_escalate(self, index: int, seat: int) -> bool:
        """Escalation ``index`` follows the last call other than pass, by an opponent if the
        rules say so."""
        rules = self.rules
        if self.last_kind != rules.over_kinds[index]:
            return False
        if not rules.escalations[index].by_opponent:
            return True
        caller = self.last_caller
        return caller is not None and rules.side(caller) != rules.side(seat)

    def legal(self) -> list[int]:
        """The codes the seat to act may call: pass, then bids low to high, then escalations."""
        if self.is_over:
            return []
        rules = self.rules
        seat = self.callers[self.turn]
        codes = [] if rules.first_must_bid and not self.calls else [PASS]
        low = 0 if self.bid is None else self.bid + 1
        codes.extend(range(low, rules.bids))
        for index in range(len(rules.escalations)):
            if self.may_escalate(index, seat):
                codes.append(escalation_code(index))
        return codes

    def refusal(self, code: int) -> str | None:
        """None if the seat to act may call ``code`` now, else why not (with the rule's tag)."""
        if self.is_over:
            return "the auction is over"
        rules = self.rules
        if code == PASS:
            if rules.first_must_bid and not self.calls:
                return "the first call must be a bid" + _tag(rules.rule)
            return None
        if code >= 0:
            if code >= rules.bids:
                return "there is no such bid"
            if self.bid is not None and code <= self.bid:
                return "a bid must outrank the bid in effect" + _tag(rules.rule)
            return None
        index = -2 - code
        if index >= len(rules.escalations):
            return "there is no such call"
        if self.may_escalate(index, self.callers[self.turn]):
            return None
        escalation = rules.escalations[index]
        by = " by an opponent" if escalation.by_opponent else ""
        return (
            f"{escalation.name} only when the last call other than pass is a "
            f"{escalation.over}{by}" + _tag(escalation.rule)
        )

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
                self.escalation = 0
                self.last_kind = 0
                if rules.declarer is Declarer.FIRST_TO_NAME:
                    self.named.setdefault((rules.side(seat), rules.strain_of[code]), seat)
            else:
                self.escalation = self.last_kind = -1 - code
        self.is_over = self._ends()
        if not self.is_over:
            self._advance()

    def _ends(self) -> bool:
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

    def _advance(self) -> None:
        callers = self.callers
        turn = (self.turn + 1) % len(callers)
        out = self.out
        if out:
            while out >> callers[turn] & 1:
                turn = (turn + 1) % len(callers)
        self.turn = turn

    # -- the result -------------------------------------------------------------------------

    def result(self) -> AuctionResult:
        """The final bid, its declarer and escalation (only once the auction is over)."""
        if not self.is_over:
            raise ValueError("the auction is not over")
        rules = self.rules
        if self.bid is None or self.bidder is None:
            if rules.all_pass is AllPass.DEALER_PLAYS:
                return AuctionResult(rules.forced_bid, self.dealer, 0, True)
            return AuctionResult(None, None, 0, True)
        declarer = self.bidder
        if rules.declarer is Declarer.FIRST_TO_NAME:
            key = (rules.side(self.bidder), rules.strain_of[self.bid])
            declarer = self.named[key]
        return AuctionResult(self.bid, declarer, self.escalation, False)
