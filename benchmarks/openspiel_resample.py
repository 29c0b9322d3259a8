"""How OpenSpiel's Oh Hell resampler deals the cards a player has not seen.

OpenSpiel's ISMCTS draws a world for each simulation with the game's ``ResampleFromInfostate``.
A world consistent with what a player knows deals the cards it has not seen (the others'
hands, the cards left undealt) uniformly among those places. This script deals fresh Oh Hell
hands, resamples each from the first bidder's information state, and prints two shares over
the opponents' resampled cards: how many are cards really dealt to that opponent (a uniform
deal: its hand size over the unseen cards, about 11% with five cards each at four players),
and how many are cards really dealt to no opponent at all (a uniform deal: about two thirds).

    python benchmarks/openspiel_resample.py [--deals 20] [--worlds 200] [--tricks 5] [--seed 7]

Measured with OpenSpiel 2.0.2 (docs/bots.md, "Native judge of the bids"): 33% of an
opponent's resampled cards are its own real ones, and none is a card left undealt: the
resampler shares out only the cards really dealt to the opponents, so a search on its worlds
knows which cards are in play. The cause is in OpenSpiel's source: since its commit 3d8df25a
(released in 2.0), ``ResampleFromInfostate`` shares out only the unplayed cards dealt to the
opponents, and skips the cards left undealt. With OpenSpiel 1.6.15, the last release before that
commit, the shares are those of a uniform deal (11% its own, 67% undealt; 20 deals): its
resampler draws an opponent's hidden cards from every card the player has not seen, though it
may give a hand cards of a suit it has shown void in.
"""

from __future__ import annotations

import argparse
import json
from random import Random

import pyspiel


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--deals", type=int, default=20)
    parser.add_argument("--worlds", type=int, default=200)
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--tricks", type=int, default=5)
    parser.add_argument("--seed", type=int, default=7)
    args = parser.parse_args()
    players, tricks = args.players, args.tricks
    game = pyspiel.load_game("oh_hell", {"players": players, "num_tricks_fixed": tricks})
    rng = Random(args.seed)
    own = undealt = total = 0
    for _ in range(args.deals):
        state = game.new_initial_state()
        while state.is_chance_node():
            state.apply_action(rng.choice([a for a, _ in state.chance_outcomes()]))
        history = state.history()
        dealt = history[2 : 2 + players * tricks]  # num tricks, dealer, then round by round
        player = state.current_player()
        real = [{c for i, c in enumerate(dealt) if i % players == p} for p in range(players)]
        in_play = set().union(*(real[p] for p in range(players) if p != player))
        for _ in range(args.worlds):
            world = state.resample_from_infostate(player, rng.random)
            cards = world.history()[2 : 2 + players * tricks]
            for i, card in enumerate(cards):
                seat = i % players
                if seat != player:
                    total += 1
                    own += card in real[seat]
                    undealt += card not in in_play
    unseen = 52 - tricks - 1  # the player's hand and the turn-up are seen
    print(
        json.dumps(
            {
                "openspiel": pyspiel.__version__,
                "opponents_cards": total,
                "share_its_own": round(own / total, 3),
                "share_its_own_if_uniform": round(tricks / unseen, 3),
                "share_undealt": round(undealt / total, 3),
                "share_undealt_if_uniform": round((unseen - tricks * (players - 1)) / unseen, 3),
            }
        )
    )


if __name__ == "__main__":
    main()
