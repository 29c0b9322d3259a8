"""The rule text's sentences, one test each where a deal can show them, and the rulings' cases
that the other files leave out: the pack and the deal (B1), the first lead (B7), trick play
(B8), the blocking rule after a covered joker and with nothing but jokers (B9), a pass round
swept by one side (B12) and who wins a match (B13)."""

from __future__ import annotations

from collections import Counter
from random import Random

import pytest
from beyond_helpers import (
    EAST,
    EXAMPLE_HANDS,
    NORTH,
    SOUTH,
    TWO_JOKERS_EAST,
    WEST,
    apply_all,
    cards,
    deal_of,
    example_deal,
    game,
)

from followsuit.cards import Card
from followsuit.errors import IllegalAction
from followsuit.games.beyond.bot import HeuristicBot
from followsuit.games.beyond.scoring import team_bonus
from followsuit.games.beyond.state import BeyondDeal


def legal(deal: BeyondDeal) -> set[str]:
    return {a.text for a in deal.legal_actions()}


# -- B1: the pack and the deal ------------------------------------------------------------


def test_b1_pack_is_52_cards_less_three_eights_plus_three_jokers() -> None:
    """B1 and the text: "a deck of 52 cards from which the eights of clubs, diamonds and
    hearts are removed and replaced by three jokers"."""
    faces = Counter(str(card) for card in game().pack)
    assert sum(faces.values()) == 52
    assert faces["JK"] == 3
    assert not {"8C", "8D", "8H"} & set(faces)
    assert faces["8S"] == 1
    for suit, count in (("S", 13), ("H", 12), ("D", 12), ("C", 12)):
        assert sum(n for face, n in faces.items() if face[-1] == suit and face != "JK") == count


def test_b1_dealt_singly_from_the_dealers_left_13_each() -> None:
    """B1: the cards are dealt one at a time from the dealer's left: the first card of the
    pack goes to the dealer's left, the fifth to the same player, and so on."""
    beyond = game()
    for dealer in range(4):
        deal = beyond.new_deal(seed=dealer, dealer=dealer)
        pack = deal.pack_text()
        for offset in range(4):
            seat = (dealer + 1 + offset) % 4
            dealt = Counter(pack[offset::4])
            assert dealt == Counter(deal.cards_text(deal.hands[seat]))
            assert sum(dealt.values()) == 13


# -- the text's trick play ------------------------------------------------------------------


def example_pass_round() -> BeyondDeal:
    """The text's example hands, all four passing: a pass round, West (dealer South's left)
    leads."""
    return apply_all(example_deal(), ["pass"] * 4)


def test_beyond_text_aces_are_high_and_the_highest_card_of_the_suit_led_wins() -> None:
    """The text: "Aces are 14 (high), followed by kings, queens, jacks, 10s ... down to 2s"
    and "The hand that plays the highest card in the suit of the led wins the trick"."""
    deal = example_pass_round()
    apply_all(deal, ["2H", "QH", "KH", "AH"])  # West, North, East, South
    assert deal.tricks_won == [0, 0, 1, 0]
    apply_all(deal, ["5S", "3S", "4S", "2S"])  # South's five is the highest spade
    assert deal.tricks_won == [0, 0, 2, 0]


def test_beyond_text_the_winner_of_a_trick_leads_to_the_next() -> None:
    """The text: "The player that wins the trick plays the lead card of the next trick"."""
    deal = example_pass_round()
    assert deal.to_act == WEST
    apply_all(deal, ["2H", "QH", "KH", "AH"])
    assert deal.to_act == SOUTH and deal.view(None)["trick"]["leader"] == SOUTH


def south_declares_hearts() -> BeyondDeal:
    """The example hands: South declares 5♥ (hearts trumps); West leads (B7)."""
    calls = ["pass", "pass", "pass", "5H", "pass", "pass", "pass"]
    return apply_all(example_deal(), [*calls, "claim 3", "claim 3", "claim 3"])


def test_beyond_text_the_highest_trump_wins_and_a_void_player_may_play_any_card() -> None:
    """The text: "must follow suit ... unless the hand in question has no more cards of that
    suit, in which case any card may be played" (no duty to trump), and "the hand that plays
    the highest trump card wins the trick"."""
    deal = south_declares_hearts()
    assert deal.to_act == WEST and deal.trump == 2
    apply_all(deal, ["AD", "QD", "3D", "2D"])  # West's ace wins
    apply_all(deal, ["6D", "4D", "KD", "9D"])  # East's king wins; North, South now void
    assert deal.tricks_won == [0, 1, 0, 1]
    deal.apply("JD")  # East leads
    assert deal.to_act == SOUTH
    assert {"9C", "AS", "9H", "JK"} <= legal(deal)  # void: any card, a trump not required
    apply_all(deal, ["9H", "5D", "AC"])  # South trumps, West follows, North discards an ace
    assert deal.tricks_won == [0, 1, 1, 1]


def test_beyond_text_thirteen_tricks_of_one_card_from_each_hand() -> None:
    """The text: "The play consists of thirteen tricks, each trick consisting of one card
    played from each of the four hands"."""
    beyond = game()
    for seed in range(6):
        deal = beyond.new_deal(seed=seed, dealer=seed % 4)
        bots = [HeuristicBot(Random(seed + s)) for s in range(4)]
        plays: Counter[int] = Counter()
        while deal.to_act is not None:
            seat = deal.to_act
            playing = deal.phase == "play"
            deal.apply(bots[seat].act(deal.view(seat)))
            plays[seat] += playing
        assert sum(deal.tricks_won) == 13
        assert plays == Counter({0: 13, 1: 13, 2: 13, 3: 13})


# -- B7, B8: jokers --------------------------------------------------------------------------

# A joker in each of North's, East's and South's hands.
JOKER_EACH = {
    NORTH: "JK AS KS QS JS TS 9S 8S 7S 6S 5S 4S 3S",
    EAST: "JK 2S AH KH QH JH TH 9H 7H 6H 5H 4H 3H",
    SOUTH: "JK 2H AD KD QD JD TD 9D 7D 6D 5D 4D 3D",
    WEST: "2D AC KC QC JC TC 9C 7C 6C 5C 4C 3C 2C",
}


def test_b7_a_joker_may_be_led_to_the_first_trick() -> None:
    """B7, B9 and the text: "Any card may be selected from a hand as the lead (with one
    exception: the joker blocking rule)"; nothing blocks the first lead."""
    deal = apply_all(deal_of(TWO_JOKERS_EAST, WEST), ["pass"] * 4)
    assert deal.to_act == NORTH and not deal.view(NORTH)["details"]["joker_block"]
    assert "JK" in legal(deal)
    apply_all(deal, ["JK", "AH", "AD", "AC"])
    assert deal.tricks_won == [1, 0, 0, 0]  # nobody covered: the leader's joker wins


def test_b8_a_player_holding_a_joker_need_not_cover() -> None:
    """The text: "A player who has another joker is not forced to play it"."""
    deal = apply_all(deal_of(TWO_JOKERS_EAST, WEST), ["pass"] * 4)
    deal.apply("JK")
    assert legal(deal) == {"JK", "2S", "AH", "KH", "QH", "JH", "TH", "9H", "7H", "6H", "5H", "4H"}
    apply_all(deal, ["2S", "3H", "2D"])
    assert deal.tricks_won == [1, 0, 0, 0]


def test_b8_a_joker_covered_twice_goes_to_the_third() -> None:
    """B8: the trick to a joker lead goes to the last joker played, however many are."""
    deal = apply_all(deal_of(JOKER_EACH, WEST), ["pass"] * 4)
    apply_all(deal, ["JK", "JK", "JK", "2C"])
    assert deal.tricks_won == [0, 0, 1, 0]


def test_b8_jokers_on_a_suit_lead_lose_even_to_a_low_card() -> None:
    """The text: "in this case the joker cannot win the trick": West leads the two of
    diamonds, North and East (void in diamonds) throw jokers, South's three wins."""
    deal = apply_all(deal_of(TWO_JOKERS_EAST, SOUTH), ["pass"] * 4)  # West leads
    assert deal.to_act == WEST
    apply_all(deal, ["2D", "JK", "JK", "3D"])
    assert deal.tricks_won == [0, 0, 1, 0]
    assert deal.view(None)["details"]["joker_block"] is False  # a suit was led: no block follows


# -- B9: the blocking rule -----------------------------------------------------------------


def test_b9_the_winner_of_a_covered_joker_lead_is_the_one_blocked() -> None:
    """B9: the block falls on the player who leads after the joker-led trick, that is the
    trick's winner: North leads a joker, East covers it and wins, and East (holding another
    joker) may not lead it; after East's suit lead the block is gone."""
    deal = apply_all(deal_of(TWO_JOKERS_EAST, WEST), ["pass"] * 4)
    apply_all(deal, ["JK", "JK", "3H", "2C"])
    assert deal.tricks_won == [0, 1, 0, 0]
    assert deal.to_act == EAST
    assert deal.hands[EAST] & deal.game.joker_mask  # East still holds a joker
    assert deal.view(EAST)["details"]["joker_block"]
    assert "JK" not in legal(deal)
    with pytest.raises(IllegalAction, match="B9"):
        deal.apply("JK")
    apply_all(deal, ["AH", "2H", "3C", "AS"])  # East's ace of hearts wins
    assert deal.to_act == EAST and "JK" in legal(deal)


# North: all three jokers and ten spades from the ace; East the three low spades and ten
# hearts; South two hearts and eleven diamonds; West a diamond and the clubs.
THREE_JOKERS_NORTH = {
    NORTH: "JK JK JK AS KS QS JS TS 9S 8S 7S 6S 5S",
    EAST: "4S 3S 2S AH KH QH JH TH 9H 7H 6H 5H 4H",
    SOUTH: "3H 2H AD KD QD JD TD 9D 7D 6D 5D 4D 3D",
    WEST: "2D AC KC QC JC TC 9C 7C 6C 5C 4C 3C 2C",
}


def north_sweeps_a_pass_round() -> BeyondDeal:
    """A pass round (dealer West, North leads) in which North leads his ten spades, each the
    highest, then his three jokers; the others play their first legal card."""
    deal = apply_all(deal_of(THREE_JOKERS_NORTH, WEST), ["pass"] * 4)
    for spade in cards("AS KS QS JS TS 9S 8S 7S 6S 5S"):
        deal.apply(spade)
        for _ in range(3):
            deal.apply(deal.legal_actions()[0])
    return deal


def test_b9_a_hand_of_nothing_but_jokers_may_lead_one_after_a_joker_lead() -> None:
    """B9: "unless you have nothing but jokers left in your hand": North wins the 11th trick
    with a joker lead and, holding two jokers only, leads a joker again, twice."""
    deal = north_sweeps_a_pass_round()
    assert deal.tricks_won == [10, 0, 0, 0]
    deal.apply("JK")
    for _ in range(3):
        deal.apply(deal.legal_actions()[0])
    assert deal.tricks_won == [11, 0, 0, 0] and deal.view(NORTH)["details"]["joker_block"]
    assert legal(deal) == {"JK"}
    deal.apply("JK")  # allowed: nothing but jokers
    assert deal.view(SOUTH)["voids"][NORTH] == ["C", "D", "H", "S"]  # public: only jokers
    for _ in range(3):
        deal.apply(deal.legal_actions()[0])
    apply_all(deal, ["JK", *(deal.cards_text(deal.hands[s])[0] for s in (EAST, SOUTH, WEST))])
    assert deal.tricks_won == [13, 0, 0, 0]


# -- B12: a pass round swept by one side ------------------------------------------------------


def test_b12_a_pass_round_in_which_one_side_takes_all_13_is_a_draw() -> None:
    """B12 and the text: "If one team takes all 13 tricks, the round is a draw 0-0", though
    East-West took no trick and North-South took the last."""
    deal = north_sweeps_a_pass_round()
    for _ in range(3):
        deal.apply("JK")
        for _ in range(3):
            deal.apply(deal.legal_actions()[0])
    assert deal.is_over and deal.tricks_won == [13, 0, 0, 0]
    outcome = deal.outcome()
    assert outcome.scores == (0, 0)
    assert outcome.result["pass_round"] and outcome.result["last_trick"] == NORTH


# -- the contracts never total 13 (B6, B11) -----------------------------------------------------


def test_beyond_text_the_13_trick_rule_leaves_at_most_one_side_a_bonus() -> None:
    """The text: the last claimer may not make the total 13, which "ensures that at least one
    of the teams is not able to fulfill their contract" (B11: at most one side can earn the
    bonus). Every split of 13 tricks, against every set of contracts not totalling 13."""
    contracts_seen = 0
    for n in range(14):
        for e in range(14 - n):
            for s in range(14 - n - e):
                tricks = [n, e, s, 13 - n - e - s]
                for shift in (-2, -1, 1, 3):  # contracts off by a few from the tricks
                    for seat in range(4):
                        contracts = list(tricks)
                        contracts[seat] = tricks[seat] + shift
                        if min(contracts) < 0 or max(contracts) > 13:
                            continue
                        assert sum(contracts) != 13
                        contracts_seen += 1
                        bonus = team_bonus(contracts, tricks, NORTH, True, 2)
                        assert 0 in bonus
    assert contracts_seen > 1000


# -- B13: the match ----------------------------------------------------------------------------


def test_b13_the_higher_total_wins_the_match() -> None:
    """B13: after the match's deals the side with the higher total wins; equal totals tie."""
    beyond = game(deals=4)
    winners = set()
    for seed in range(6):
        match = beyond.new_match(seed=seed, dealer=0)
        bots = [HeuristicBot(Random(seed * 4 + s)) for s in range(4)]
        while match.to_act is not None:
            seat = match.to_act
            match.apply(bots[seat].act(match.view(seat)))
        assert len(match.finished) == 4
        north_south, east_west = match.scores.totals
        expected = 0 if north_south > east_west else 1 if east_west > north_south else None
        assert match.winner == expected
        winners.add(match.winner)
    assert {0, 1} <= winners


def test_example_hands_hold_the_whole_pack() -> None:
    """The text's example hands (with "Jr" for a joker) are a legal Beyond deal (B1)."""
    cards = Counter(c for hand in EXAMPLE_HANDS.values() for c in hand.split())
    assert cards == Counter(str(card) for card in game().pack)
    assert all(Card.parse(c) for c in cards)


# -- G1-G4 as Beyond applies them ------------------------------------------------------------


def test_g1_seats_run_clockwise_north_east_south_west_partners_opposite() -> None:
    """G1 and the text ("South and North form one partnership"): seats 0-3 are North, East,
    South, West; scores are per side, North-South first; the auction and the claims go to
    the next seat clockwise (the left)."""
    beyond = game()
    assert beyond.player_names == ["North", "East", "South", "West"]
    assert beyond.score_names == ["North-South", "East-West"]
    deal = example_deal()  # dealer South: West (South's left) first, then North
    assert deal.to_act == WEST
    deal.apply("5S")
    assert deal.to_act == NORTH
    apply_all(deal, ["pass", "pass", "pass"])
    assert deal.to_act == NORTH  # declarer West's left claims first


def test_g2_a_deal_is_fixed_by_its_pack_order_and_dealer() -> None:
    """G2: the same pack order and dealer give the same hands, without the seed."""
    beyond = game()
    first = beyond.new_deal(seed=12, dealer=1)
    again = beyond.new_deal(pack=first.pack_text(), dealer=1)
    assert [again.cards_text(h) for h in again.hands] == [first.cards_text(h) for h in first.hands]
    other = beyond.new_deal(pack=first.pack_text(), dealer=2)
    assert [other.cards_text(h) for h in other.hands] != [first.cards_text(h) for h in first.hands]


def test_g3_the_identical_jokers_are_all_written_jk() -> None:
    """G3: a record names a joker `JK`, never which of the three."""
    deal = apply_all(deal_of(JOKER_EACH, WEST), ["pass"] * 4)
    apply_all(deal, ["JK", "JK", "JK", "2C"])
    record = deal.record()["deals"][0]
    assert record["pack"].count("JK") == 3
    assert record["actions"][4:8] == ["JK", "JK", "JK", "2C"]


def test_g4_raising_is_always_the_players_own_call_and_pass_declines_it() -> None:
    """G4: the optional calls are asked for, never made silently: after an opponent's bid
    the player may raise or pass, and the auction waits for one of them."""
    deal = apply_all(example_deal(), ["5S"])
    assert {"raise", "pass"} <= legal(deal)
    assert deal.auction.raised == 0 and deal.phase == "auction"
    deal.apply("pass")
    assert deal.auction.raised == 0


def test_b5_the_final_bids_strain_is_trumps_and_no_trump_has_none() -> None:
    """B5 and the text: "its strain determines what suit, if any, will be trumps"."""
    for bid, trump in (("4C", 0), ("4D", 1), ("4H", 2), ("4S", 3), ("4NT", None)):
        deal = apply_all(example_deal(), [bid, "pass", "pass", "pass"])
        assert deal.trump == trump
        assert deal.view(None)["details"]["trump"] == (None if trump is None else bid[1:])
        assert deal.contracts[WEST] == 4
