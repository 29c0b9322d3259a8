"""An independent brute-force model of a Spades deal, written from the rules (S1, S2) and not
from the engine, to count legal action sequences for the perft files.

It knows only what perft positions need: the deal (13 cards each, singly from dealer's left),
the bidding from dealer's left (nil or 1..13, no blind nil: every perft deal starts a match),
and the play (dealer's left leads; follow suit; spades trump; no spade lead until spades are
broken or the leader holds only spades; raised high cards and jokers are spades above the ace).
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import Any

RANKS = "23456789TJQKA"
TRUMP = "S"


@dataclass(frozen=True)
class Rules:
    """The option values this model follows (the perft file's ``options``)."""

    nil: bool = True
    high_cards: tuple[str, ...] = ()

    @staticmethod
    def of(options: Mapping[str, Any]) -> Rules:
        known = {"nil", "blind_nil", "high_cards", "remove", "jokers"}
        unknown = set(options) - known
        if unknown:
            raise ValueError(f"the reference does not model {sorted(unknown)}")
        return Rules(bool(options.get("nil", True)), tuple(options.get("high_cards", ())))

    def suit(self, card: str) -> str:
        return TRUMP if card in self.high_cards else card[-1]

    def power(self, card: str) -> int:
        """Rank within its suit: high cards above the ace, in the order listed."""
        if card in self.high_cards:
            return 100 - self.high_cards.index(card)
        return RANKS.index(card[:-1])


@dataclass(frozen=True)
class Position:
    rules: Rules
    hands: tuple[frozenset[str], ...]
    dealer: int
    bids: tuple[str, ...] = ()
    trick: tuple[tuple[int, str], ...] = ()
    leader: int = 0
    broken: bool = False
    tricks: int = 0
    won: tuple[int, ...] = field(default=(0, 0, 0, 0))

    @property
    def over(self) -> bool:
        return self.tricks == 13

    @property
    def bidding(self) -> bool:
        return len(self.bids) < 4

    @property
    def to_act(self) -> int:
        if self.bidding:
            return (self.dealer + 1 + len(self.bids)) % 4
        return (self.leader + len(self.trick)) % 4

    def legal(self) -> list[str]:
        if self.over:
            return []
        if self.bidding:
            return (["nil"] if self.rules.nil else []) + [str(n) for n in range(1, 14)]
        hand = self.hands[self.to_act]
        suit = self.rules.suit
        if not self.trick:
            if self.broken:
                return sorted(hand)
            others = [c for c in hand if suit(c) != TRUMP]
            return sorted(others or hand)
        led = suit(self.trick[0][1])
        same = [c for c in hand if suit(c) == led]
        return sorted(same or hand)

    def play(self, action: str) -> Position:
        assert action in self.legal(), action
        seat = self.to_act
        if self.bidding:
            bids = (*self.bids, action)
            if len(bids) == 4:
                return replace(self, bids=bids, leader=(self.dealer + 1) % 4)
            return replace(self, bids=bids)
        hands = list(self.hands)
        hands[seat] = hands[seat] - {action}
        trick = (*self.trick, (seat, action))
        broken = self.broken or (
            len(trick) > 1
            and self.rules.suit(action) == TRUMP
            and self.rules.suit(trick[0][1]) != TRUMP
        )
        if len(trick) < 4:
            return replace(self, hands=tuple(hands), trick=trick, broken=broken)
        winner = self.winner(trick)
        won = list(self.won)
        won[winner] += 1
        return replace(
            self,
            hands=tuple(hands),
            trick=(),
            leader=winner,
            broken=broken,
            tricks=self.tricks + 1,
            won=tuple(won),
        )

    def winner(self, trick: Sequence[tuple[int, str]]) -> int:
        suit, power = self.rules.suit, self.rules.power
        led = suit(trick[0][1])
        trumps = [(power(c), s) for s, c in trick if suit(c) == TRUMP]
        if trumps:
            return max(trumps)[1]
        return max((power(c), s) for s, c in trick if suit(c) == led)[1]


def deal(pack: Sequence[str], dealer: int, options: Mapping[str, Any]) -> Position:
    """Thirteen cards each, one at a time from the dealer's left, top of the pack first."""
    assert len(pack) == 52 and len(set(pack)) == 52
    hands: list[set[str]] = [set(), set(), set(), set()]
    for index, card in enumerate(pack):
        hands[(dealer + 1 + index) % 4].add(card)
    return Position(Rules.of(options), tuple(frozenset(h) for h in hands), dealer)


def after(position: Position, actions: Sequence[str]) -> Position:
    for action in actions:
        position = position.play(action)
    return position


def count(position: Position, depth: int) -> int:
    """Legal action sequences of ``depth`` actions (one that ends the deal sooner counts 1)."""
    if depth == 0 or position.over:
        return 1
    legal = position.legal()
    if depth == 1:
        return len(legal)
    return sum(count(position.play(a), depth - 1) for a in legal)


def divide(position: Position, depth: int) -> dict[str, int]:
    """The count below each first action."""
    return {a: count(position.play(a), depth - 1) for a in position.legal()}


def random_line(position: Position, length: int, choose: Any) -> Iterator[str]:
    """``length`` legal actions chosen by ``choose(list)``."""
    for _ in range(length):
        if position.over:
            return
        action = choose(position.legal())
        yield action
        position = position.play(action)
