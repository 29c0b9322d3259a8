"""An independent brute-force model of an Oh Hell deal, written from the rules (S4) and not
from the engine, to count legal action sequences for the perft files.

It knows what perft positions need: one 52-card pack, a deal of ``hand_sizes[0]`` cards each,
singly from dealer's left; the next card turned up makes its suit trumps (none when no card is
left); bids from dealer's left, dealer last, 0 to the hand size, and under the hook rule the
dealer may not bid the number that makes the bids total the tricks; dealer's left leads any
card; follow suit (or, with ``follow="must-trump"``, trump when void if able); the highest
trump wins, else the highest card of the suit led.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Any

RANKS = "23456789TJQKA"


@dataclass(frozen=True)
class Rules:
    players: int
    size: int
    hook: bool
    must_trump: bool

    @staticmethod
    def of(options: Mapping[str, Any]) -> Rules:
        known = {"players", "hand_sizes", "hook", "follow"}
        unknown = set(options) - known
        if unknown:
            raise ValueError(f"the reference does not model {sorted(unknown)}")
        (size,) = options["hand_sizes"]
        follow = options.get("follow", "must-follow")
        return Rules(
            options.get("players", 4), size, options.get("hook", True), follow == "must-trump"
        )


@dataclass(frozen=True)
class Position:
    rules: Rules
    hands: tuple[frozenset[str], ...]
    dealer: int
    trump: str | None
    bids: tuple[int, ...] = ()
    trick: tuple[tuple[int, str], ...] = ()
    leader: int = 0
    tricks: int = 0

    @property
    def players(self) -> int:
        return self.rules.players

    @property
    def over(self) -> bool:
        return self.tricks == self.rules.size

    @property
    def bidding(self) -> bool:
        return len(self.bids) < self.players

    @property
    def to_act(self) -> int:
        if self.bidding:
            return (self.dealer + 1 + len(self.bids)) % self.players
        return (self.leader + len(self.trick)) % self.players

    def legal(self) -> list[str]:
        if self.over:
            return []
        size = self.rules.size
        if self.bidding:
            bids = list(range(size + 1))
            if self.rules.hook and len(self.bids) == self.players - 1:
                bids = [b for b in bids if sum(self.bids) + b != size]
            return [str(b) for b in bids]
        hand = self.hands[self.to_act]
        if not self.trick:
            return sorted(hand)
        led = self.trick[0][1][-1]
        same = [c for c in hand if c[-1] == led]
        if same:
            return sorted(same)
        trumps = [c for c in hand if c[-1] == self.trump]
        if self.rules.must_trump and trumps:
            return sorted(trumps)
        return sorted(hand)

    def play(self, action: str) -> Position:
        assert action in self.legal(), action
        seat = self.to_act
        if self.bidding:
            bids = (*self.bids, int(action))
            leader = (self.dealer + 1) % self.players
            return replace(self, bids=bids, leader=leader)
        hands = list(self.hands)
        hands[seat] = hands[seat] - {action}
        trick = (*self.trick, (seat, action))
        if len(trick) < self.players:
            return replace(self, hands=tuple(hands), trick=trick)
        return replace(
            self, hands=tuple(hands), trick=(), leader=self.winner(trick), tricks=self.tricks + 1
        )

    def winner(self, trick: Sequence[tuple[int, str]]) -> int:
        def power(card: str) -> int:
            return RANKS.index(card[:-1])

        trumps = [(power(c), s) for s, c in trick if c[-1] == self.trump]
        if trumps:
            return max(trumps)[1]
        led = trick[0][1][-1]
        return max((power(c), s) for s, c in trick if c[-1] == led)[1]


def deal(pack: Sequence[str], dealer: int, options: Mapping[str, Any]) -> Position:
    """``size`` cards each, one at a time from dealer's left; the next card turns up trumps."""
    rules = Rules.of(options)
    assert len(pack) == 52 and len(set(pack)) == 52
    hands: list[set[str]] = [set() for _ in range(rules.players)]
    dealt = rules.size * rules.players
    for index, card in enumerate(pack[:dealt]):
        hands[(dealer + 1 + index) % rules.players].add(card)
    trump = pack[dealt][-1] if dealt < len(pack) else None
    return Position(rules, tuple(frozenset(h) for h in hands), dealer, trump)


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
    return {a: count(position.play(a), depth - 1) for a in position.legal()}


def random_line(position: Position, length: int, choose: Any) -> Iterator[str]:
    for _ in range(length):
        if position.over:
            return
        action = choose(position.legal())
        yield action
        position = position.play(action)
