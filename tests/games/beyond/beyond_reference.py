"""A second, deliberately plain reading of Beyond's rules (the text and rulings B1-B12), written
without the engine: card texts in lists, the auction rescanned at every call. It is slow and
obvious on purpose, so that the tests can hold the engine's fast incremental state to it."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

SUITS = "CDHS"
STRAINS = ["C", "D", "H", "S", "NT"]
RANKS = "23456789TJQKA"
JOKER = "JK"


def pack() -> list[str]:
    """B1: 52 cards less the eights of clubs, diamonds and hearts, plus three jokers."""
    cards = [r + s for s in SUITS for r in RANKS if r + s not in ("8C", "8D", "8H")]
    return cards + [JOKER] * 3


def suit(card: str) -> str | None:
    return None if card == JOKER else card[1]


def rank(card: str) -> int:
    return RANKS.index(card[0])


def bid_value(call: str) -> tuple[int, int]:
    """Higher outranks (B2): a lower level first, then a higher strain."""
    level, strain = int(call.rstrip("CDHSNT")), call.lstrip("0123456789")
    return (-level, STRAINS.index(strain))


def is_bid(call: str) -> bool:
    return call[:1].isdigit()


@dataclass
class Referee:
    dealer: int
    hands: list[list[str]]
    calls: list[tuple[int, str]] = field(default_factory=list)
    claims: dict[int, int] = field(default_factory=dict)
    phase: str = "auction"
    tricks: list[int] = field(default_factory=lambda: [0, 0, 0, 0])
    trick: list[tuple[int, str]] = field(default_factory=list)
    leader: int = 0
    previous_lead: str | None = None
    """The card led to the last finished trick."""
    last_winner: int | None = None

    @staticmethod
    def deal(order: Sequence[str], dealer: int) -> Referee:
        """B1: dealt singly, starting on the dealer's left."""
        hands: list[list[str]] = [[], [], [], []]
        for index, card in enumerate(order):
            hands[(dealer + 1 + index) % 4].append(card)
        return Referee(dealer, hands)

    # -- the auction ----------------------------------------------------------------------

    def bids(self) -> list[tuple[int, str]]:
        return [(s, c) for s, c in self.calls if is_bid(c)]

    def last_non_pass(self) -> tuple[int, str] | None:
        others = [(s, c) for s, c in self.calls if c != "pass"]
        return others[-1] if others else None

    def auction_over(self) -> bool:
        """B4: three passes in a row after a bid, raise or re-raise; or four opening passes."""
        if len(self.calls) == 4 and all(c == "pass" for _, c in self.calls):
            return True
        return (
            len(self.calls) >= 4
            and all(c == "pass" for _, c in self.calls[-3:])
            and self.last_non_pass() is not None
        )

    def auction_legal(self, seat: int) -> list[str]:
        bids = self.bids()
        every = [f"{lv}{st}" for lv in range(13, -1, -1) for st in STRAINS]
        if bids:
            every = [b for b in every if bid_value(b) > bid_value(bids[-1][1])]
        legal = ["pass", *every]
        last = self.last_non_pass()
        if last is not None and (last[0] - seat) % 2 == 1:
            if is_bid(last[1]):
                legal.append("raise")  # B3
            elif last[1] == "raise":
                legal.append("reraise")  # B3
        return legal

    # -- contract -------------------------------------------------------------------------

    def declarer(self) -> int | None:
        bids = self.bids()
        return bids[-1][0] if bids else None

    def contract(self) -> tuple[int, str, int] | None:
        """Level, strain and 0/1/2 for plain/raised/re-raised (B5)."""
        bids = self.bids()
        if not bids:
            return None
        after = [c for _, c in self.calls[self.calls.index(bids[-1]) + 1 :] if c != "pass"]
        text = bids[-1][1]
        level, strain = int(text.rstrip("CDHSNT")), text.lstrip("0123456789")
        return level, strain, 2 if "reraise" in after else 1 if "raise" in after else 0

    def trump(self) -> str | None:
        contract = self.contract()
        return None if contract is None or contract[1] == "NT" else contract[1]

    def contracts(self) -> list[int]:
        contract, declarer = self.contract(), self.declarer()
        assert contract is not None and declarer is not None
        return [contract[0] if s == declarer else self.claims[s] for s in range(4)]

    # -- whose turn, what is legal ------------------------------------------------------------

    def to_act(self) -> int | None:
        if self.phase == "auction":
            return (self.dealer + 1 + len(self.calls)) % 4
        if self.phase == "claim":
            declarer = self.declarer()
            assert declarer is not None
            return (declarer + 1 + len(self.claims)) % 4
        if self.phase == "play":
            return (self.leader + len(self.trick)) % 4
        return None

    def legal(self) -> list[str]:
        seat = self.to_act()
        if seat is None:
            return []
        if self.phase == "auction":
            return self.auction_legal(seat)
        if self.phase == "claim":
            claims = [f"claim {n}" for n in range(14)]
            if len(self.claims) == 2:  # B6: the third claimer may not make the total 13
                contract = self.contract()
                assert contract is not None
                rest = 13 - contract[0] - sum(self.claims.values())
                claims = [c for c in claims if c != f"claim {rest}"]
            return claims
        hand = self.hands[seat]
        if not self.trick:
            if self.previous_lead == JOKER and any(c != JOKER for c in hand):
                return sorted({c for c in hand if c != JOKER})  # B9
            return sorted(set(hand))
        led = suit(self.trick[0][1])
        if led is None:
            return sorted(set(hand))  # B8: anything to a joker lead
        same = [c for c in hand if suit(c) == led]
        return sorted(set(same or hand))

    # -- doing it ---------------------------------------------------------------------------

    def apply(self, action: str) -> None:
        seat = self.to_act()
        assert seat is not None and action in self.legal(), (seat, action, self.legal())
        if self.phase == "auction":
            self.calls.append((seat, action))
            if self.auction_over():
                self.phase = "claim" if self.bids() else "play"
                self.leader = (self.dealer + 1) % 4  # B7
        elif self.phase == "claim":
            self.claims[seat] = int(action.split()[1])
            if len(self.claims) == 3:
                self.phase = "play"
        else:
            self.hands[seat].remove(action)
            self.trick.append((seat, action))
            if len(self.trick) == 4:
                self.finish_trick()

    def trick_winner(self) -> int:
        """B8: a joker lead goes to the last joker played; otherwise the highest trump, else
        the highest card of the suit led; a joker on a suit lead never wins."""
        lead = self.trick[0][1]
        if lead == JOKER:
            return [s for s, c in self.trick if c == JOKER][-1]
        trump = self.trump()
        trumps = [(rank(c), s) for s, c in self.trick if trump is not None and suit(c) == trump]
        if trumps:
            return max(trumps)[1]
        return max((rank(c), s) for s, c in self.trick if suit(c) == suit(lead))[1]

    def finish_trick(self) -> None:
        winner = self.trick_winner()
        self.tricks[winner] += 1
        self.previous_lead = self.trick[0][1]
        self.last_winner = winner
        self.trick = []
        self.leader = winner
        if sum(self.tricks) == 13:
            self.phase = "over"

    # -- scoring ----------------------------------------------------------------------------

    def scores(self) -> tuple[int, int]:
        assert self.phase == "over" and self.last_winner is not None
        sides = [self.tricks[0] + self.tricks[2], self.tricks[1] + self.tricks[3]]
        if self.contract() is None:  # B12, pass round
            if 0 in sides:
                return (0, 0)
            points = [10 * sides[1], 10 * sides[0]]
            points[1 - self.last_winner % 2] += 30
            return points[0], points[1]
        contracts = self.contracts()
        made = [contracts[s] == self.tricks[s] for s in range(4)]
        keys = [(1, contracts[s]) if made[s] else (0, self.tricks[s]) for s in range(4)]
        order = sorted(range(4), key=lambda s: keys[s], reverse=True)
        places = [0.0] * 4
        for position, s in enumerate(order):  # B10: equal players share their places' points
            tied = [p for p, t in enumerate(order) if keys[t] == keys[s]]
            places[s] = sum((30, 20, 10, 0)[p] for p in tied) / len(tied)
            assert position in tied
        _, strain, raised = self.contract() or (0, "", 0)
        declarer = self.declarer()
        assert declarer is not None
        score = [places[0] + places[2], places[1] + places[3]]
        for side in (0, 1):
            if made[side] and made[side + 2]:  # B11
                bonus = 20 if declarer % 2 == side else 40
                bonus += 20 if strain == "NT" else 0
                bonus += (0, 30, 60)[raised]
                score[side] += bonus
        return int(score[0]), int(score[1])
