"""How far the engine's Spades playouts are from Python written for Spades alone.

The contestants play random deals of Spades (default options), timed in interleaved slices
of CPU time, the fastest slice of each kept (as ``followsuit bench`` does):

- **engine**: ``followsuit bench``'s loop through the public API, ``legal_actions()`` and
  ``apply()`` for every bid and card.
- **same API, Spades' play alone**: the engine's deal and bids, then the thirteen tricks
  through an object written for speed alone (:class:`SpadesAlone`) with the same two methods
  a card, keeping what a deal keeps of its play (history, log, the trick, voids, cards played
  and taken) and nothing of the engine's generality (phase table, hooks, variants).
- **same API, Spades alone**: the whole deal through that object: the engine's shuffle and
  dealing, then the bids and the play behind the same two methods.
- **inlined play**: the engine's deal and bids, then the play as one loop over local
  variables, no method call a card: each card still an :class:`Action` in the history and
  the log.
- **the engine's deal and bids**, and **Spades alone, deal and bids**: the same deals up to
  their first card, the part of each whole deal before the play.
- **OpenSpiel**: ``spades`` driven the usual way (chance steps from ``chance_outcomes()``).

Every followsuit contestant offers the same legal actions in the same order, so they draw the
same numbers and play the same cards: checked card for card (history, log, tricks won) on the
first deals. A benchmark prints numbers; nothing asserts a time.

    python benchmarks/ceiling.py [--seconds 6]
"""

from __future__ import annotations

import argparse
from collections.abc import Callable, Sequence
from random import Random
from typing import Any

from followsuit import games
from followsuit.cards import Suit
from followsuit.engine import Action, Game, Ties
from followsuit.engine.dealing import deal_hands
from followsuit.engine.tricks import led_powers
from followsuit.games.spades.view import PLAYED
from followsuit.sim.bench import (
    load_pyspiel,
    play_openspiel_deal,
    play_random_deal,
    time_interleaved,
)

SPADES = int(Suit.SPADES)
BID = "bid"
"""The log kind of a bid."""
CHECKED = 200
"""Deals the contestants must play alike, card for card, before they are timed."""


def bid(deal: Any, rng: Random) -> int:
    """The actions before the play, through the engine; how many."""
    actions = 0
    while deal.phase != "play":
        deal.apply(rng.choice(deal.legal_actions()))
        actions += 1
    return actions


class SpadesAlone:
    """A deal of Spades (default options) behind the public API's two methods, written for
    speed alone: the bids (the engine's own bid actions), then the play, keeping what a deal
    keeps of it (history, log, the trick's cards and seats, the last trick, voids, spades
    broken, cards played and taken, tricks won) in plain attributes, the trick's winner
    worked out as each card falls, and nothing else.

    :meth:`dealt` shuffles and deals it as the engine does; :meth:`at_play` takes over an
    engine's deal whose bids are in."""

    def __init__(self, tables: Any, hands: list[int], history: list[Action]) -> None:
        self.hands = hands
        self.suit_of, self.suit_masks = tables.suit_of, tables.suit_masks
        self.rank_power, self.follow_actions = tables.rank_power, tables.follow_actions
        self.table, self.spades = tables.table, tables.suit_masks[SPADES]
        self.history = history
        self.entries: list[tuple[int, str, str, bool]] = []
        self.order: list[int] = []
        self.bid_actions: list[Action] = []
        self.bids = [0] * 4
        self.bids_left = 0
        self.cards: list[int] = []
        self.seats: list[int] = []
        self.last_trick: tuple[int, list[int], list[int]] | None = None
        self.leader = self.seat = self.winner = 0
        self.led = self.best = -1
        self.broken = False
        self.tricks_won = [0] * 4
        self.voids = [0] * 4
        self.taken = [0] * 4
        self.played = 0
        self.tricks_played = 0
        self.is_over = False
        self.legal: Any = None
        self.mask = 0

    @classmethod
    def dealt(cls, game: Game, rng: Random, tables: Any) -> SpadesAlone:
        """A new deal shuffled by ``rng``, dealer North: the engine's shuffle and dealing."""
        order = game.pack.shuffled(rng)
        hands, _ = deal_hands(order, 4, 1, (1,) * 13)
        state = cls(tables, hands, [])
        state.order = order
        state.bid_actions = tables.legal_actions()
        state.bids_left = 4
        state.seat = 1
        return state

    @classmethod
    def at_play(cls, deal: Any) -> SpadesAlone:
        """The play of an engine's ``deal`` whose bids are in (its history and log go on)."""
        state = cls(deal, deal.hands, deal.history)
        state.entries = deal.log.entries
        state.leader = state.seat = deal.trick.leader
        return state

    def legal_actions(self) -> list[Action]:
        if self.bids_left:
            return list(self.bid_actions)
        legal = self.legal
        if legal is None:
            hand = self.hands[self.seat]
            led = self.led
            if led >= 0:
                part = hand & self.suit_masks[led]
                if part:
                    self.mask = part
                    legal = self.legal = self.follow_actions[led][part]
                    return list(legal)
            elif not self.broken:
                hand = hand & ~self.spades or hand
            self.mask = hand
            legal = self.legal = self.table.actions(hand)
        return list(legal)

    def apply(self, action: Action) -> None:
        seat = self.seat
        if self.bids_left:
            if action not in self.bid_actions:
                raise ValueError(f"{action} is not a bid")
            self.history.append(action)
            self.entries.append((seat, BID, action.text, False))
            self.bids[seat] = action.value
            self.bids_left -= 1
            self.seat = self.leader = (seat + 1) % 4
            return
        card = action.value
        if not self.mask >> card & 1:
            raise ValueError(f"{action} is not legal now")
        self.history.append(action)
        self.entries.append((seat, PLAYED, action.text, False))  # ViewLog.add, inline
        self.legal = None
        self.mask = 0
        bit = 1 << card
        self.hands[seat] ^= bit
        self.played |= bit
        suit = self.suit_of[card]
        led = self.led
        if led < 0:
            self.led = led = suit
        elif suit != led:
            self.voids[seat] |= 1 << led
            if suit == SPADES:
                self.broken = True
        if suit == SPADES:
            power = 1000 + self.rank_power[card]
        elif suit == led:
            power = 100 + self.rank_power[card]
        else:
            power = 0
        if power > self.best:
            self.best = power
            self.winner = seat
        cards = self.cards
        cards.append(card)
        self.seats.append(seat)
        if len(cards) < 4:
            self.seat = (seat + 1) % 4
            return
        winner = self.winner
        self.tricks_won[winner] += 1
        self.taken[winner] |= sum(map(self.table.bits.__getitem__, cards))
        self.tricks_played += 1
        self.last_trick = (self.leader, cards, self.seats)
        self.cards = []
        self.seats = []
        self.led = self.best = -1
        self.leader = self.seat = winner
        if self.tricks_played == 13:
            self.is_over = True


def play_same_api(deal: Any, rng: Random) -> int:
    """A random deal: the bids through the engine, the play through :class:`SpadesAlone`."""
    actions = bid(deal, rng)
    state = SpadesAlone.at_play(deal)
    while not state.is_over:
        state.apply(rng.choice(state.legal_actions()))
        actions += 1
    deal.tricks_won = state.tricks_won
    return actions


def default_winner(cards: Sequence[int], powers: Sequence[int], ties: Ties) -> int:
    """The position in a complete trick of the card that wins it by ``powers``, each physical
    card's default power for the suit led (``led_powers``): the highest trump, else the
    highest card of the suit led (of two equal, the first, or the last with
    ``Ties.LAST_WINS``)."""
    last_wins = ties is Ties.LAST_WINS
    best = -1
    winner = 0
    for position, card in enumerate(cards):
        power = powers[card]
        if power > best or (last_wins and power == best):
            best = power
            winner = position
    return winner


def play_alone(tables: Any) -> Callable[[Game, Random], int]:
    """A random deal of :class:`SpadesAlone`, with the tables of the engine's deal
    ``tables`` (actions, suits and powers, the same objects the engine plays)."""

    def play(game: Game, rng: Random) -> int:
        state = SpadesAlone.dealt(game, rng, tables)
        actions = 0
        while not state.is_over:
            state.apply(rng.choice(state.legal_actions()))
            actions += 1
        return actions

    return play


def alone_bids_only(tables: Any) -> Callable[[Game, Random], int]:
    """A random deal of :class:`SpadesAlone` up to its first card, no card played."""

    def play(game: Game, rng: Random) -> int:
        state = SpadesAlone.dealt(game, rng, tables)
        actions = 0
        while state.bids_left:
            state.apply(rng.choice(state.legal_actions()))
            actions += 1
        return actions

    return play


def bids_only(deal: Any, rng: Random) -> int:
    """A random deal through the engine up to its first card, no card played."""
    return bid(deal, rng)


def play_inlined(deal: Any, rng: Random) -> int:
    """A random deal: the bids through the engine, the play as one loop over locals."""
    actions = bid(deal, rng)
    hands = deal.hands
    suit_of, suit_masks = deal.suit_of, deal.suit_masks
    powers = led_powers(suit_of, deal.rank_power, SPADES)
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
        leader = seats[default_winner(cards, powers[suit_of[cards[0]]], Ties.FIRST_WINS)]
        won[leader] += 1
    deal.tricks_won = won
    return actions


def dealt(play: Callable[[Any, Random], int]) -> Callable[[Game, Random], int]:
    """``play`` of a deal, as ``followsuit bench`` times a game: deal, then play."""
    return lambda game, rng: play(game.new_deal(rng=rng), rng)


def check_same_play(game: Game, deals: int) -> None:
    """The contestants play the engine's cards: same histories, logs and tricks won."""
    tables: Any = game.new_deal(seed=0)
    rngs = [Random(7) for _ in range(4)]
    for _ in range(deals):
        engine: Any = game.new_deal(rng=rngs[0])
        while not engine.is_over:
            engine.apply(rngs[0].choice(engine.legal_actions()))
        for play, rng in ((play_same_api, rngs[1]), (play_inlined, rngs[2])):
            deal: Any = game.new_deal(rng=rng)
            play(deal, rng)
            assert [a.text for a in deal.history] == [a.text for a in engine.history]
            assert deal.log.entries == engine.log.entries
            assert deal.tricks_won == engine.tricks_won
        alone = SpadesAlone.dealt(game, rngs[3], tables)
        while not alone.is_over:
            alone.apply(rngs[3].choice(alone.legal_actions()))
        assert alone.order == engine.order
        assert [a.text for a in alone.history] == [a.text for a in engine.history]
        assert alone.entries == engine.log.entries
        assert alone.tricks_won == engine.tricks_won


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=6.0)
    args = parser.parse_args()
    game = games.load("spades")
    check_same_play(game, CHECKED)
    contestants: list[tuple[Any, Any]] = [
        (play_random_deal, game),
        (dealt(play_same_api), game),
        (play_alone(game.new_deal(seed=0)), game),
        (dealt(play_inlined), game),
        (dealt(bids_only), game),
        (alone_bids_only(game.new_deal(seed=0)), game),
    ]
    names = [
        "engine (public API)",
        "same API, Spades' play alone",
        "same API, Spades alone",
        "inlined play",
        "the engine's deal and bids",
        "Spades alone, deal and bids",
    ]
    pyspiel = load_pyspiel()
    if pyspiel is not None:
        contestants.append((play_openspiel_deal, pyspiel.load_game("spades")))
        names.append("OpenSpiel spades")
    timed = time_interleaved(contestants, args.seconds)
    rates = [t.deals / t.seconds for t in timed]
    print(f"Spades random playouts, {CHECKED} deals played alike; CPU time, fastest slice")
    for name, rate in zip(names, rates, strict=True):
        ratio = f"  {rate / rates[-1]:.2f}x OpenSpiel" if pyspiel is not None else ""
        print(f"{name:30s} {rate:9,.0f} deals/s  {1e6 / rate:7.1f} us a deal{ratio}")


if __name__ == "__main__":
    main()
