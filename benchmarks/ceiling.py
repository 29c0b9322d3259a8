"""How far the engine's Spades playouts are from Python written for Spades alone.

Four contestants play random deals of Spades (default options), timed in interleaved slices
of CPU time, the fastest slice of each kept (as ``followsuit bench`` does):

- **engine**: ``followsuit bench``'s loop through the public API, ``legal_actions()`` and
  ``apply()`` for every bid and card.
- **same API, Spades alone**: the bids as the engine plays them, then the thirteen tricks
  through an object written for Spades' play alone (:class:`SpadesPlayOnly`) with the same
  two methods a card and what a deal keeps of the play (history, log, trick objects, voids,
  cards played and taken), but none of the engine's generality (phase table, hooks, variants,
  the position's cached seat).
- **inlined**: the same deals, the play written as one loop over local variables, no method
  call a card: each card still an :class:`Action` in the history and the log.
- **OpenSpiel**: ``spades`` driven the usual way (chance steps from ``chance_outcomes()``).

All three followsuit contestants offer the same legal actions in the same order, so they
draw the same numbers and play the same cards: checked card for card on the first deals.
The second is the floor of the public API (a method call a card and state kept in
attributes); the third what pure Python does without it. A benchmark prints numbers; nothing
asserts a time.

    python benchmarks/ceiling.py [--seconds 6]
"""

from __future__ import annotations

import argparse
from collections.abc import Callable
from random import Random
from typing import Any

from followsuit import games
from followsuit.cards import Suit
from followsuit.engine import Action, Game, Trick
from followsuit.games.spades.view import PLAYED
from followsuit.sim.bench import (
    load_pyspiel,
    play_openspiel_deal,
    play_random_deal,
    time_interleaved,
)

SPADES = int(Suit.SPADES)
CHECKED = 200
"""Deals the contestants must play alike, card for card, before they are timed."""


def winner_of(cards: list[int], seats: list[int], suit_of: Any, rank_power: Any) -> int:
    """The seat that wins a complete trick: the highest spade, else the highest of the suit
    led."""
    led = suit_of[cards[0]]
    best = -1
    winner = 0
    for position, card in enumerate(cards):
        suit = suit_of[card]
        if suit == SPADES:
            power = 1000 + rank_power[card]
        elif suit == led:
            power = 100 + rank_power[card]
        else:
            continue
        if power > best:
            best, winner = power, position
    return seats[winner]


def bid(deal: Any, rng: Random) -> int:
    """The actions before the play, through the engine; how many."""
    actions = 0
    while deal.phase != "play":
        deal.apply(rng.choice(deal.legal_actions()))
        actions += 1
    return actions


class SpadesPlayOnly:
    """The play of a Spades deal with the public API's two methods a card and nothing else."""

    def __init__(self, deal: Any) -> None:
        self.hands: list[int] = deal.hands
        self.suit_of, self.suit_masks = deal.suit_of, deal.suit_masks
        self.rank_power, self.follow_actions = deal.rank_power, deal.follow_actions
        self.table, self.history, self.log = deal.table, deal.history, deal.log
        self.trick: Trick | None = Trick(deal.trick.leader)
        self.last_trick: Trick | None = None
        self.seat = deal.trick.leader
        self.broken = False
        self.tricks_won = [0] * 4
        self.voids = [0] * 4
        self.taken = [0] * 4
        self.played = 0
        self.tricks_played = 0
        self.is_over = False
        self._legal: Any = None
        self._mask = -1

    def legal_actions(self) -> list[Action]:
        legal = self._legal
        if legal is None:
            hand = self.hands[self.seat]
            assert self.trick is not None
            cards = self.trick.cards
            if cards:
                led = self.suit_of[cards[0]]
                part = hand & self.suit_masks[led]
                if part:
                    self._mask = part
                    legal = self._legal = self.follow_actions[led][part]
                    return list(legal)
            elif not self.broken:
                hand = hand & ~self.suit_masks[SPADES] or hand
            self._mask = hand
            legal = self._legal = self.table.actions(hand)
        return list(legal)

    def apply(self, action: Action) -> None:
        card = action.value
        if not self._mask >> card & 1:
            raise ValueError(f"{action} is not legal now")
        seat = self.seat
        self.history.append(action)
        self._legal = None
        self._mask = -1
        self.log.add(seat, PLAYED, action.text)
        bit = 1 << card
        self.hands[seat] ^= bit
        self.played |= bit
        trick = self.trick
        assert trick is not None
        cards = trick.cards
        if cards:
            led = self.suit_of[cards[0]]
            if self.suit_of[card] != led:
                self.voids[seat] |= 1 << led
                if self.suit_of[card] == SPADES:
                    self.broken = True
        trick.seats.append(seat)
        cards.append(card)
        if len(cards) < 4:
            self.seat = (seat + 1) % 4
            return
        winner = winner_of(cards, trick.seats, self.suit_of, self.rank_power)
        self.tricks_won[winner] += 1
        self.taken[winner] |= sum(map(self.table.bits.__getitem__, cards))
        self.tricks_played += 1
        self.last_trick = trick
        if self.tricks_played == 13:
            self.is_over = True
            self.trick = None
        else:
            self.trick = Trick(winner)
            self.seat = winner


def play_same_api(deal: Any, rng: Random) -> int:
    """A random deal: the bids through the engine, the play through :class:`SpadesPlayOnly`."""
    actions = bid(deal, rng)
    state = SpadesPlayOnly(deal)
    while not state.is_over:
        state.apply(rng.choice(state.legal_actions()))
        actions += 1
    deal.tricks_won = state.tricks_won
    return actions


def play_inlined(deal: Any, rng: Random) -> int:
    """A random deal: the bids through the engine, the play as one loop over locals."""
    actions = bid(deal, rng)
    hands = deal.hands
    suit_of, suit_masks, rank_power = deal.suit_of, deal.suit_masks, deal.rank_power
    follow_actions, table = deal.follow_actions, deal.table
    history, log = deal.history, deal.log.entries
    spades = suit_masks[SPADES]
    leader = deal.trick.leader
    broken = False
    won = [0] * 4
    for _ in range(13):
        cards: list[int] = []
        seats: list[int] = []
        seat = leader
        led = -1
        for _ in range(4):
            hand = hands[seat]
            if cards:
                part = hand & suit_masks[led]
                legal = list(follow_actions[led][part]) if part else table.actions(hand)
            else:
                legal = table.actions(hand if broken else (hand & ~spades or hand))
            action = rng.choice(legal)
            card = action.value
            history.append(action)
            log.append((seat, PLAYED, action.text, False))  # ViewLog.add, inline
            hands[seat] ^= 1 << card
            suit = suit_of[card]
            if not cards:
                led = suit
            elif suit != led and suit == SPADES:
                broken = True
            cards.append(card)
            seats.append(seat)
            seat = (seat + 1) % 4
            actions += 1
        leader = winner_of(cards, seats, suit_of, rank_power)
        won[leader] += 1
    deal.tricks_won = won
    return actions


def dealt(play: Callable[[Any, Random], int]) -> Callable[[Game, Random], int]:
    """``play`` of a deal, as ``followsuit bench`` times a game: deal, then play."""
    return lambda game, rng: play(game.new_deal(rng=rng), rng)


def check_same_play(game: Game, deals: int) -> None:
    """The contestants play the engine's cards: same histories, same tricks won."""
    rngs = [Random(7) for _ in range(3)]
    for _ in range(deals):
        engine = game.new_deal(rng=rngs[0])
        while not engine.is_over:
            engine.apply(rngs[0].choice(engine.legal_actions()))
        for play, rng in ((play_same_api, rngs[1]), (play_inlined, rngs[2])):
            deal: Any = game.new_deal(rng=rng)
            play(deal, rng)
            assert [a.text for a in deal.history] == [a.text for a in engine.history]
            assert deal.tricks_won == engine.tricks_won


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=6.0)
    args = parser.parse_args()
    game = games.load("spades")
    check_same_play(game, CHECKED)
    contestants: list[tuple[Any, Any]] = [
        (play_random_deal, game),
        (dealt(play_same_api), game),
        (dealt(play_inlined), game),
    ]
    names = ["engine (public API)", "same API, Spades alone", "inlined play"]
    pyspiel = load_pyspiel()
    if pyspiel is not None:
        contestants.append((play_openspiel_deal, pyspiel.load_game("spades")))
        names.append("OpenSpiel spades")
    timed = time_interleaved(contestants, args.seconds)
    rates = [t.deals / t.seconds for t in timed]
    print(f"Spades random playouts, {CHECKED} deals played alike; CPU time, fastest slice")
    for name, rate in zip(names, rates, strict=True):
        ratio = f"  {rate / rates[3]:.2f}x OpenSpiel" if len(rates) > 3 else ""
        print(f"{name:24s} {rate:9,.0f} deals/s  {1e6 / rate:7.1f} us a deal{ratio}")


if __name__ == "__main__":
    main()
