"""Sentences of the Spades rule text (seed 004, first half) that had no test named after them,
each checked as the text says it (rulings S1-S3 where they settle it)."""

from __future__ import annotations

from collections.abc import Sequence
from itertools import pairwise
from random import Random

import pytest
from spades_helpers import EAST, NORTH, SOUTH, WEST, deal_with, hand_of, heuristic_bots, spades
from spades_scorer import Cards, rules_of

from followsuit.errors import IllegalAction
from followsuit.games.spades import SpadesBot, SpadesDeal
from followsuit.games.spades.carry import SpadesCarry

RANKS_HIGH_TO_LOW = "AKQJT98765432"
"""l.24: "The cards, in each suit, rank from highest to lowest: A, K, Q, J, 10, 9, 8, 7, 6,
5, 4, 3, 2"."""


def _suit(suit: str) -> list[str]:
    return [rank + suit for rank in RANKS_HIGH_TO_LOW]


def _one_trick(hands: dict[int, list[str]], cards: Sequence[str]) -> SpadesDeal:
    """West deals; everyone bids 1; North leads ``cards`` round the table (one trick)."""
    deal = deal_with({seat: " ".join(held) for seat, held in hands.items()}, dealer=WEST)
    for text in ("1", "1", "1", "1", *cards):
        deal.apply(text)
    return deal


def _plain_suit_trick(suit: str, first: str, second: str) -> SpadesDeal:
    """North leads ``first`` and East follows with ``second``, both of ``suit``; South and
    West, void in it and in spades, discard."""
    others = [c for c in _suit(suit) if c not in (first, second)]
    spade = _suit("S")
    rest = [s for s in "HDC" if s != suit]
    hands = {
        NORTH: [first, *spade[:6], *others[:6]],
        EAST: [second, *spade[6:], *others[6:]],
        SOUTH: _suit(rest[0]),
        WEST: _suit(rest[1]),
    }
    return _one_trick(hands, [first, second, hands[SOUTH][0], hands[WEST][0]])


def _spade_ruff_trick(third: str, fourth: str) -> SpadesDeal:
    """North leads a heart, East (all diamonds) discards, South ruffs with ``third`` and
    West with ``fourth``."""
    others = [c for c in _suit("S") if c not in (third, fourth)]
    clubs = _suit("C")
    hands = {
        NORTH: _suit("H"),
        EAST: _suit("D"),
        SOUTH: [third, *others[:6], *clubs[:6]],
        WEST: [fourth, *others[6:], *clubs[6:]],
    }
    return _one_trick(hands, ["AH", "AD", third, fourth])


@pytest.mark.parametrize("suit", "SHDC")
def test_spades_text_the_cards_in_each_suit_rank_from_ace_down_to_two(suit: str) -> None:
    """l.24: "The cards, in each suit, rank from highest to lowest: A, K, Q, J, 10, 9, 8, 7,
    6, 5, 4, 3, 2". For every two neighbours in that order, played to one trick in either
    order, the higher wins (a plain suit led and followed; spades as two ruffs)."""
    ranks = _suit(suit)
    for higher, lower in pairwise(ranks):
        for first, second in ((higher, lower), (lower, higher)):
            if suit == "S":
                deal = _spade_ruff_trick(first, second)
                seats = (SOUTH, WEST)
            else:
                deal = _plain_suit_trick(suit, first, second)
                seats = (NORTH, EAST)
            winner = seats[(first, second).index(higher)]
            assert deal.tricks_won[winner] == 1, f"{first} then {second}"
            assert deal.to_act == winner


@pytest.mark.parametrize("preset", ["standard", "jokers-baxter"])
@pytest.mark.parametrize("dealer", range(4))
def test_spades_text_dealt_singly_clockwise_from_dealers_left_until_all_52_are_dealt(
    preset: str, dealer: int
) -> None:
    """l.26: "The cards are shuffled and then dealt singly, in clockwise order beginning with
    the player on dealer's left, until all 52 cards have been dealt": the n-th card of the
    pack (from 0) goes to the seat n places round from the dealer's left, 13 each, none
    left over (Baxter's pack too: 52 cards with its two jokers)."""
    game = spades(preset)
    pack = [str(card) for card in game.pack]
    Random(dealer).shuffle(pack)
    deal = game.new_deal(pack=pack, dealer=dealer)
    assert len(pack) == 52
    for offset in range(4):
        seat = (dealer + 1 + offset) % 4  # clockwise: the next seat is on the left (G1)
        assert hand_of(deal, seat) == sorted(pack[offset::4])
    assert deal.extra == 0


def test_spades_text_no_second_round_of_bidding_bids_once_made_cannot_be_altered() -> None:
    """l.30: "There is no second round of bidding - bids once made cannot be altered". Each
    player bids once, in turn from dealer's left; once the fourth bid is made the play begins,
    no bid is legal, and a bid, a nil or a change is refused; the bids scored are those first
    made."""
    deal = spades().new_deal(seed=5, dealer=SOUTH)
    bids = ["3", "nil", "4", "2"]
    turns = []
    for bid in bids:
        assert deal.to_act is not None
        turns.append(deal.to_act)
        deal.apply(bid)
    assert turns == [WEST, NORTH, EAST, SOUTH]
    assert deal.phase == "play" and deal.to_act == WEST
    assert all(a.kind == "play" for a in deal.legal_actions())
    for text in ("5", "nil", "3"):
        with pytest.raises(IllegalAction, match="the bidding is over: play a card"):
            deal.apply(text)
    bots = heuristic_bots(deal.game, 5)
    while deal.to_act is not None:
        assert deal.phase == "play"
        deal.apply(bots[deal.to_act].act(deal.view(deal.to_act)))
    assert deal.outcome().result["bids"] == ["nil", "4", "2", "3"]


def test_spades_text_a_team_bid_once_made_cannot_be_altered() -> None:
    """The same sentence in Barmore's partnership bidding: each side's bid is named once; the
    other side's turn follows and the named bid stands."""
    game = spades("barmore")
    carry = SpadesCarry((50, 50), (0, 0), deals=1)
    deal = game.new_deal(seed=5, dealer=SOUTH, carry=carry)
    for text in ("tell 2 1", "5"):  # West tells, East names 5 for East-West
        deal.apply(text)
    assert deal.to_act == NORTH and deal.team_bids == [None, 5]
    with pytest.raises(IllegalAction, match="tell partner your books"):
        deal.apply("6")
    for text in ("tell 1 1", "4"):
        deal.apply(text)
    assert deal.phase == "play" and deal.team_bids == [4, 5]
    with pytest.raises(IllegalAction, match="the bidding is over"):
        deal.apply("6")


@pytest.mark.parametrize("preset", ["standard", "jokers-baxter", "barmore"])
def test_spades_text_the_winner_of_each_trick_leads_to_the_next(preset: str) -> None:
    """l.36: "The winner of each trick leads to the next". Whole matches played by the bots:
    after every trick the seat to act is the one whose card won it, found apart from the
    engine (the highest spade, Baxter's jokers and deuces included, else the highest card of
    the suit led); the check is not empty: the winner is often not the next seat round."""
    game = spades(preset)
    cards = Cards(rules_of({"options": game.options.changes()}))
    match = game.new_match(seed=11, dealer=0)
    bots = [SpadesBot(game, Random(seat)) for seat in range(4)]
    trick: list[tuple[int, str]] = []
    not_next = 0
    while match.to_act is not None:
        seat = match.to_act
        text = bots[seat].act(match.view(seat))
        deal = match.current
        playing = deal is not None and deal.phase == "play"
        match.apply(text)
        if not playing:
            continue
        trick.append((seat, text))
        if len(trick) == 4:
            winner = trick[cards.winner([card for _, card in trick])][0]
            if match.current is deal and deal.phase == "play":
                assert match.to_act == winner, trick
                not_next += winner != (trick[-1][0] + 1) % 4
            trick = []
    assert not_next > 20


def _bags_carried_by_results(results: Sequence[dict[str, object]]) -> list[int]:
    """Each side's overtricks (bags) taken so far, summed from the deals' results."""
    taken = [0, 0]
    for result in results:
        bags = result["bags"]
        assert isinstance(bags, list)
        taken = [t + b for t, b in zip(taken, bags, strict=True)]
    return taken


@pytest.mark.parametrize("seed", range(4))
def test_spades_text_the_overtricks_taken_are_the_final_digit_of_a_positive_score(
    seed: int,
) -> None:
    """l.38: "it is not necessary to keep track of overtricks separately as the cumulative
    number of overtricks taken appears as the final digit of the team's score, if positive".
    Every other part of a score is a multiple of ten (10 a trick bid, nil 100, blind nil 200,
    100 per ten bags), so after every deal of a match a side's positive total ends in the
    number of bags it has taken, less the tens already paid for."""
    game = spades()
    match = game.new_match(seed=seed, dealer=0)
    bots = [SpadesBot(game, Random(seat)) for seat in range(4)]
    checked = 0
    while match.to_act is not None:
        before = len(match.finished)
        match.apply(bots[match.to_act].act(match.view(match.to_act)))
        if len(match.finished) == before:
            continue
        taken = _bags_carried_by_results([o.result for o in match.finished])
        carry = match.carry
        assert isinstance(carry, SpadesCarry)
        for side, total in enumerate(match.scores.totals):
            assert carry.bags[side] == taken[side] % 10
            if total > 0:
                assert total % 10 == taken[side] % 10, (side, total, taken)
                checked += 1
    assert checked >= 8


# The Barmore "come out" (l.58): "If they think they can win at least 10 tricks, they may
# "come out" of their blind bid and bid 10, but in this case they only win singly rather than
# for a bid of [blind 10]", and l.66: "a team that bids blind and then comes out for a
# non-blind bid of 10 scores only [200]". The deal of tests/golden/spades/barmore-come-out.json
# (its deal 2): East deals, East-West 130 behind; East-West take 11 tricks, North-South 2.
COME_OUT_HANDS = {
    NORTH: "3S 2S AH KH QH JH AD KD QD JD TD 9D 8D",
    EAST: "AS KS QS JS TS 9S 8S 7S 6S 5S 4S 3H 2H",
    SOUTH: "TH 9H 8H 7H 6H 5H 4H 7D 6D 5D 4D 3D 2D",
    WEST: "AC KC QC JC TC 9C 8C 7C 6C 5C 4C 3C 2C",
}
COME_OUT_TRICKS = (
    "4H 2C AH 2H",  # South leads; North's ace wins
    "KH 3H 5H 3C",
    "QH 4S 6H 4C",  # East ruffs: spades broken
    "AS 2D 5C 2S",
    "KS 3D 6C 3S",
    "QS 4D 7C JH",
    "JS 5D 8C AD",
    "TS 6D 9C KD",
    "9S 7D TC QD",
    "8S 7H JC JD",
    "7S 8H QC TD",
    "6S 9H KC 9D",
    "5S TH AC 8D",
)
COME_OUT_PLAY = [card for trick in COME_OUT_TRICKS for card in trick.split()]


def _come_out_deal(east_west_bid: Sequence[str]) -> SpadesDeal:
    carry = SpadesCarry((130, 0), (0, 0), deals=1)
    actions = ["tell 2 1", "4", *east_west_bid, *COME_OUT_PLAY]
    return deal_with(COME_OUT_HANDS, dealer=EAST, actions=actions, carry=carry, preset="barmore")


@pytest.mark.parametrize(
    ("east_west_bid", "points"),
    [
        (["blind 6", "come out"], 200),  # came out: a plain 10, won singly
        (["blind 6", "stay"], 120),  # blind 6 made: double
        (["blind 10"], 400),  # blind 10 made: double the 10 bid's 200
    ],
)
def test_s3_barmore_coming_out_of_a_blind_bid_to_ten_wins_only_singly(
    east_west_bid: list[str], points: int
) -> None:
    deal = _come_out_deal(east_west_bid)
    assert deal.phase == "over"
    assert [deal.tricks_won[0] + deal.tricks_won[2], deal.tricks_won[1] + deal.tricks_won[3]] == [
        2,
        11,
    ]
    outcome = deal.outcome()
    assert outcome.scores == (-40, points)
    assert outcome.result["team_bids"] == [4, 10 if east_west_bid != ["blind 6", "stay"] else 6]
    assert outcome.result["blind"] == [False, east_west_bid != ["blind 6", "come out"]]
