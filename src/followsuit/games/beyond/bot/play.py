"""The heuristic bot's card play: take exactly the contract.

Each legal card is valued by who is likely to win the trick if it is played, and by what the
card is worth later:

- a trick is worth having while the bot still needs tricks, and a disaster once it is home (an
  overtrick fails the contract as surely as an undertrick); so it goes home early when it can
  and then sheds its winners, high trumps and jokers first;
- partner's tricks count as partner needs them (the bot does not overtake a partner who still
  needs the trick, and takes one from a partner who is home); an opponent who is home is fed
  tricks, one who needs them is kept off them;
- jokers: a joker lead wins unless covered, so the bot leads one when no other joker is out
  (or late, holding two), covers a joker lead when it needs the trick, and otherwise throws its
  jokers on suit leads it cannot follow, and dumps a high card on a joker lead when home;
- a pass round is played as a contract of 0 for everyone, the last trick costing more.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from random import Random
from typing import Any

from followsuit.cards import Card, Suit
from followsuit.games.beyond.bot.hand import Holding, higher, outstanding
from followsuit.games.beyond.calls import STRAINS

JOKERS = 5
COVER = 0.8
"""How likely a player holding a card that beats the trick is to play it."""
OVERTRICK = -1.2
"""What one more trick is worth to a player already home (an undertrick's mirror, and more)."""
SHED = 0.3
"""The value of throwing away a likely winner (per unit of its potential) when shedding,
growing with how many winners the hand holds beyond its need."""
SHED_PER_SURPLUS = 0.15
KEEP = 0.45
"""The cost of throwing away a likely winner (per unit of potential) when short of tricks."""
SURPLUS = 0.8
"""Winners to spare beyond the need above which the bot starts shedding."""


@dataclass
class Table:
    """The position as the bot sees it."""

    me: int
    trump: int | None
    hand: Holding
    out: Holding
    contracts: Sequence[int]
    won: Sequence[int]
    voids: Sequence[str]
    trick: list[tuple[int, Card]]
    tricks_left: int
    pass_round: bool

    @staticmethod
    def of(view: dict[str, Any]) -> Table:
        hand = Holding.parse(view["hand"])
        played = Holding.parse(view["played"])
        details = view["details"]
        trump_text = details["trump"]
        trump = None if trump_text in (None, "NT") else STRAINS.index(trump_text)
        contracts = details["contracts"]
        pass_round = bool(details["pass_round"])
        trick = view["trick"] or {"cards": []}
        return Table(
            me=view["seat"],
            trump=trump,
            hand=hand,
            out=outstanding(hand, played),
            contracts=[0] * 4 if pass_round else [int(c) for c in contracts],
            won=view["tricks_won"],
            voids=["".join(v) for v in view["voids"]],
            trick=[(e["seat"], Card.parse(e["card"])) for e in trick["cards"]],
            tricks_left=13 - sum(view["tricks_won"]),
            pass_round=pass_round,
        )

    def need(self, seat: int) -> int:
        return self.contracts[seat] - self.won[seat]

    # -- card values ------------------------------------------------------------------------

    def potential(self, card: Card) -> float:
        """Roughly how likely ``card`` is to win a trick later."""
        if card.is_joker:
            return 0.9 if self.out.jokers == 0 else 0.3
        above = higher(self.out, card.suit, card.rank)
        if card.suit == self.trump:
            return 1.0 if above == 0 else max(0.2, 1.0 - 0.3 * above)
        if above == 0:
            return 0.85 if self.out.suits[card.suit] else 0.6
        return max(0.0, 0.7 - 0.3 * above)

    def hand_potential(self) -> float:
        total = 0.9 * self.hand.jokers if self.out.jokers == 0 else 0.3 * self.hand.jokers
        for suit, ranks in enumerate(self.hand.suits):
            total += sum(self.potential(Card(Suit(suit), r)) for r in ranks)
        return total

    def value(self, seat: int) -> float:
        """What it is worth to the bot that ``seat`` wins this trick."""
        last = 2.0 if self.pass_round and self.tricks_left == 1 else 1.0
        need = self.need(seat)
        if seat == self.me:
            if need <= 0:
                return OVERTRICK * last
            return 1.5 if need >= self.tricks_left else 1.0
        if (seat - self.me) % 2 == 0:
            return (0.6 if need > 0 else -0.8) * last
        return (-0.5 if need > 0 else 0.6) * last

    def power(self, card: Card, led: int) -> int:
        if led == JOKERS:
            return 1 if card.is_joker else 0
        if card.suit == self.trump:
            return 100 + card.rank
        return card.rank if card.suit == led else 0

    def hold_chance(self, card: Card, led: int, behind: int) -> float:
        """The chance that ``card``, winning the trick now, is still winning at its end: each
        player behind may hold a better card (a third of those out, roughly) and plays it
        readily when it still needs tricks, reluctantly when home."""
        later = [(self.me + k) % 4 for k in range(1, behind + 1)]
        better = self.out.jokers if card.is_joker else higher(self.out, card.suit, card.rank)
        chance = 1.0
        if better:
            holds = 1 - (2 / 3) ** better
            for seat in later:
                willing = COVER if self.need(seat) > 0 else COVER / 4
                chance *= 1 - holds * willing
        if card.is_joker or card.suit == self.trump or self.trump is None:
            return chance
        if self.out.suits[self.trump] and later:
            symbol = "CDHS"[led] if led < 4 else ""
            if any(symbol in self.voids[s] for s in later) or not self.out.suits[led]:
                chance *= 0.4
            elif len(self.out.suits[led]) < 4:
                chance *= 0.8
        return chance

    # -- the choice -------------------------------------------------------------------------

    def choose(self, legal: Sequence[str], rng: Random) -> str:
        need = self.need(self.me)
        surplus = self.hand_potential() - need
        shedding = need <= 0 or surplus > SURPLUS
        shed = SHED + SHED_PER_SURPLUS * max(0.0, min(surplus, 3.0))
        scored = []
        for text in legal:
            card = Card.parse(text)
            score = self.lead_value(card) if not self.trick else self.follow_value(card)
            pot = self.potential(card)
            loses = score[1]
            if loses:
                score_extra = shed * pot if shedding else -KEEP * pot
                if card.is_joker and need <= 0:
                    score_extra += 0.4
            else:
                score_extra = 0.1 * pot if shedding else -0.1 * pot
            scored.append((score[0] + score_extra + rng.random() * 1e-6, text))
        return max(scored)[1]

    def others_value(self) -> float:
        others = [(self.me + k) % 4 for k in (1, 2, 3)]
        return sum(self.value(s) for s in others) / 3

    def lead_value(self, card: Card) -> tuple[float, bool]:
        """The value of leading ``card``, and whether it is expected to lose."""
        if card.is_joker:
            # Covered only by a player behind who holds a joker and wants the trick: in a
            # pass round, or against players already home, a joker lead is a sure trick.
            chance = self.hold_chance(card, JOKERS, 3)
            if self.hand.jokers >= 2 and self.tricks_left <= 6:
                chance = max(chance, 0.5)
        else:
            chance = self.hold_chance(card, card.suit, 3)
            if not self.out.suits[card.suit] and card.suit != self.trump:
                trumps_out = self.trump is not None and bool(self.out.suits[self.trump])
                chance = 0.5 if trumps_out else 1.0
        score = chance * self.value(self.me) + (1 - chance) * self.others_value()
        if (
            not card.is_joker
            and self.hand.length(card.suit) == 1
            and card.suit != self.trump
            and self.need(self.me) > 0
            and self.trump is not None
            and self.hand.length(self.trump) > 0
        ):
            score += 0.1  # a singleton led early, to ruff later
        return score, chance < 0.5

    def follow_value(self, card: Card) -> tuple[float, bool]:
        """The value of playing ``card`` to the trick in progress, and whether it loses."""
        lead = self.trick[0][1]
        led = JOKERS if lead.is_joker else int(lead.suit)
        best_seat, best_power = self.trick[0][0], self.power(lead, led)
        for seat, played in self.trick[1:]:
            power = self.power(played, led)
            if power > best_power or (power == best_power and led == JOKERS and power):
                best_seat, best_power = seat, power
        behind = 3 - len(self.trick)
        power = self.power(card, led)
        wins = power > best_power or (led == JOKERS and card.is_joker)
        later = [(self.me + k) % 4 for k in range(1, behind + 1)]
        later_value = sum(self.value(s) for s in later) / len(later) if later else 0.0
        if wins:
            chance = self.hold_chance(card, led, behind)
            score = chance * self.value(self.me) + (1 - chance) * later_value
            return score, chance < 0.5
        stays = 0.7 if behind else 1.0
        return stays * self.value(best_seat) + (1 - stays) * later_value, True


def choose_card(view: dict[str, Any], rng: Random) -> str:
    return Table.of(view).choose(view["legal"], rng)
