"""The heuristic Oh Hell bot: bids from hand strength, plays to make its bid exactly, counts
the cards that have gone, and uses only its view."""

from __future__ import annotations

import json
from random import Random

from oh_hell_helpers import deal_of, oh_hell, play

from followsuit.engine import Bot, Match, RandomBot
from followsuit.games.oh_hell import HeuristicBot
from followsuit.games.oh_hell.bot import describe

MATCHES = 11
"""11 matches of the default schedule: 209 deals, 836 bids."""


def _make_rate(kinds: str) -> list[float]:
    """Each seat's share of exact bids over the same seeded matches, for a table of heuristic
    ("h") and random ("r") bots."""
    game = oh_hell()
    made = [0] * 4
    bids = 0
    for number in range(MATCHES):
        match = game.new_match(seed=500 + number, dealer=number % 4)
        bots: list[Bot] = [
            HeuristicBot(Random(number * 10 + s)) if kind == "h" else RandomBot(Random(s))
            for s, kind in enumerate(kinds)
        ]
        _play_out(match, bots)
        for outcome in match.finished:
            for seat in range(4):
                made[seat] += outcome.result["made"][seat]
        bids += len(match.finished)
    assert bids == MATCHES * 19
    return [m / bids for m in made]


def _play_out(match: Match, bots: list[Bot]) -> None:
    while match.to_act is not None:
        seat = match.to_act
        match.apply(bots[seat].act(match.view(seat)))


def test_heuristic_bot_makes_its_bid_more_often_than_the_random_bot() -> None:
    """Over 209 deals of the default schedule (the same shuffles for both tables), heuristic
    players make their bids far more often than random ones (measured: about 0.58 against
    0.16), and a heuristic player at a table of random ones still does."""
    heuristic = _make_rate("hhhh")
    random = _make_rate("rrrr")
    assert sum(heuristic) / 4 > sum(random) / 4 + 0.25
    assert min(heuristic) > max(random)
    mixed = _make_rate("hrrr")
    assert mixed[0] > max(mixed[1:]) + 0.2


def test_bot_uses_only_its_view() -> None:
    """The bot gets a JSON view (what a client would send) and answers the same action."""
    game = oh_hell(hand_sizes=(6,))
    deal = game.new_deal(seed=12, dealer=1)
    while deal.to_act is not None:
        seat = deal.to_act
        view = deal.view(seat)
        plain = json.loads(json.dumps(view))
        first = HeuristicBot(Random(seat)).act(view)
        assert HeuristicBot(Random(seat)).act(plain) == first
        deal.apply(first)


def test_bot_bids_from_hand_strength() -> None:
    """Top trumps are sure tricks; small cards in a short deal are none."""
    game = oh_hell(hand_sizes=(3,))
    hands = {0: "2C 3D 4S", 1: "AH KH QH", 2: "5C 6D 7S", 3: "8C 9D TS"}
    deal = deal_of(game, 0, hands, turn_up="2H")
    assert HeuristicBot(Random(0)).act(deal.view(1)) == "3"
    play(deal, "3 0 0")
    assert HeuristicBot(Random(0)).act(deal.view(0)) == "1"  # 0 is hooked: 3+0+0+0 = 3
    assert deal.view(0)["legal"] == ["1", "2", "3"]


def test_bot_dealer_keeps_to_the_hook() -> None:
    """With the trump ace in a 1-card deal the dealer wants 1; after three 0s the hook forbids
    it, and the bot bids 0."""
    game = oh_hell(hand_sizes=(1,))
    deal = deal_of(game, 0, {0: "AH", 1: "2C", 2: "3D", 3: "4S"}, turn_up="2H")
    play(deal, "0 0 0")
    assert HeuristicBot(Random(0)).act(deal.view(0)) == "0"


def test_bot_with_its_bid_made_ducks_with_its_highest_losing_card() -> None:
    """Having its tricks, the bot does not win more: under another's king of spades it keeps
    the ace and throws the queen (the highest card that loses)."""
    game = oh_hell("no-trumps", hand_sizes=(3,))
    hands = {0: "AS QS 4H", 1: "KS 5D 6D", 2: "2S 7D 8D", 3: "3S 9D TD"}
    deal = deal_of(game, 0, hands)
    play(deal, "1 0 0 0")  # East bids 1, the rest 0; North (dealer) bid 0
    play(deal, "KS 2S 3S")
    assert HeuristicBot(Random(0)).act(deal.view(0)) == "QS"


def test_bot_that_needs_a_trick_takes_it_when_it_cannot_count_on_a_later_one() -> None:
    """Last to play, needing one trick and left otherwise with small cards, the bot wins this
    trick with its king rather than following low."""
    game = oh_hell("no-trumps", hand_sizes=(3,))
    hands = {0: "KS 5S 2H", 1: "QS 5D 6D", 2: "2S 7D 8D", 3: "3S 9D TD"}
    deal = deal_of(game, 0, hands)
    play(deal, "0 0 0 1")
    play(deal, "QS 2S 3S")
    assert HeuristicBot(Random(0)).act(deal.view(0)) == "KS"


def test_bot_counts_the_cards_that_have_gone() -> None:
    """A king is a doubtful winner while the ace is out against it, and a sure one once the
    ace has been played (13 cards each: no stock for the ace to hide in)."""
    game = oh_hell(hand_sizes=(13,))
    hands = {
        0: "KS 2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH",
        1: "AS 2D 3D 4D 5D 6D 7D 8D 9D TD JD QD KD",
        2: "2S 2C 3C 4C 5C 6C 7C 8C 9C TC JC QC KC",
        3: "3S 4S 5S 6S 7S 8S 9S TS JS QS AH AD AC",
    }
    deal = deal_of(game, 0, hands)
    play(deal, "0 1 0 0")
    before = describe(deal.view(0))["KS"]
    play(deal, "AS 2S 3S")
    after = describe(deal.view(0))["KS"]
    assert before < 0.2 and after > 0.9


def test_bot_bids_a_forehead_card_from_the_others_it_sees() -> None:
    """Devil's Bridge: leading an unseen card against three small clubs (clubs not trumps),
    the bot's card wins unless it is the 2 of clubs: it bids 1. Facing the ace of trumps, it
    bids 0."""
    game = oh_hell("devils-bridge", hand_sizes=(1,))
    deal = deal_of(game, 3, {0: "9D", 1: "3C", 2: "4C", 3: "5C"}, turn_up="2H")
    assert HeuristicBot(Random(0)).act(deal.view(0)) == "1"
    against_ace = deal_of(game, 3, {0: "9D", 1: "AH", 2: "4C", 3: "5C"}, turn_up="2H")
    assert HeuristicBot(Random(0)).act(against_ace.view(0)) == "0"
