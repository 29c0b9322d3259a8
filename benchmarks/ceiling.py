"""How far the engine's Spades playouts are from a loop written for Spades alone.

Three contestants play random deals of Spades (default options), timed in interleaved slices
of CPU time, the fastest slice of each kept (as ``followsuit bench`` does):

- **engine**: ``followsuit bench``'s loop through the public API, ``legal_actions()`` and
  ``apply()`` for every bid and card.
- **inlined**: the same deals, the bids through the public API, then the thirteen tricks
  played by one function written for Spades alone over the deal's own masks and tables: the
  same legal actions in the same order (so the same generator draws and the same cards), each
  card still an :class:`Action` kept in the history and the log, but none of the engine's
  generality (phase table, hooks, cached position, voids, cards taken, trick objects, views'
  pieces). Its history is checked against the engine's for the first deals.
- **OpenSpiel**: ``spades`` driven the usual way (chance steps from ``chance_outcomes()``).

The inlined loop is what pure Python can do with followsuit's data: the ceiling for the
engine's own loop short of changing what a deal keeps. A benchmark prints numbers; nothing
asserts a time.

    python benchmarks/ceiling.py [--seconds 6]
"""

from __future__ import annotations

import argparse
from random import Random
from typing import Any

from followsuit import games
from followsuit.cards import Suit
from followsuit.engine import Game
from followsuit.engine.views import EVERYONE
from followsuit.games.spades.view import PLAYED
from followsuit.sim.bench import (
    load_pyspiel,
    play_openspiel_deal,
    play_random_deal,
    time_interleaved,
)

SPADES = int(Suit.SPADES)
CHECKED = 200
"""Deals whose histories the inlined loop must match, card for card, before it is timed."""


def play_inlined(game: Game, rng: Random) -> int:
    """A random deal of Spades: the bids through the API, the play inlined; the action count."""
    return play_out_inlined(game.new_deal(rng=rng), rng)


def play_out_inlined(deal: Any, rng: Random) -> int:
    """``play_inlined`` on a deal just dealt; the tricks won are left in
    ``deal.inlined_tricks_won``."""
    actions = 0
    while deal.phase != "play":
        deal.apply(rng.choice(deal.legal_actions()))
        actions += 1
    hands = deal.hands
    suit_of, suit_masks, rank_power = deal.suit_of, deal.suit_masks, deal.rank_power
    follow_actions, table = deal.follow_actions, deal.table
    history, log = deal.history, deal.log
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
            log.append((seat, PLAYED, action.text, action.text, EVERYONE))
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
        leader = seats[winner]
        won[leader] += 1
    deal.inlined_tricks_won = won
    return actions


def check_same_play(game: Game, deals: int) -> None:
    """The inlined loop plays the engine's cards: same histories, same tricks won."""
    engine_rng, inlined_rng = Random(7), Random(7)
    for _ in range(deals):
        engine = game.new_deal(rng=engine_rng)
        while not engine.is_over:
            engine.apply(engine_rng.choice(engine.legal_actions()))
        inlined: Any = game.new_deal(rng=inlined_rng)
        play_out_inlined(inlined, inlined_rng)
        assert [a.text for a in inlined.history] == [a.text for a in engine.history]
        assert inlined.inlined_tricks_won == engine.tricks_won


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=6.0)
    args = parser.parse_args()
    game = games.load("spades")
    check_same_play(game, CHECKED)
    contestants: list[tuple[Any, Any]] = [(play_random_deal, game), (play_inlined, game)]
    pyspiel = load_pyspiel()
    if pyspiel is not None:
        contestants.append((play_openspiel_deal, pyspiel.load_game("spades")))
    timed = time_interleaved(contestants, args.seconds)
    names = ["engine (public API)", "inlined play", "OpenSpiel spades"]
    rates = [t.deals / t.seconds for t in timed]
    print(f"Spades random playouts, {CHECKED} deals checked alike; CPU time, fastest slice")
    for name, rate in zip(names, rates, strict=False):
        ratio = f"  {rate / rates[2]:.2f}x OpenSpiel" if len(rates) > 2 else ""
        print(f"{name:22s} {rate:9,.0f} deals/s  {1e6 / rate:7.1f} us a deal{ratio}")


if __name__ == "__main__":
    main()
