"""Grand Bézique's deal and trumps (Z4): four packs, nine cards by threes, no turn-up,
trumps fixed by the first marriage or sequence declared, Rubicon's scores."""

from __future__ import annotations

from collections import Counter
from random import Random

from bezique_helpers import game, legal, play, texts
from grand_helpers import grand

from followsuit.cards import Suit

LOW = "KC 8S 9S 7H 8H 9H 7C 8C 9C"
STOCK = "7S 7S 8S 8S 9S 9S 7C 7C"


def test_grand_uses_four_packs_of_thirty_two() -> None:
    pack = game("grand").pack
    assert len(pack) == 128
    assert set(Counter(str(card) for card in pack).values()) == {4}


def test_grand_deals_nine_by_threes_from_the_dealers_left() -> None:
    """3-3-3: the non-dealer's packets first, then the dealer's, three rounds."""
    bezique = game("grand")
    shuffled = bezique.pack.shuffled(Random(7))
    deal = bezique.deal_from_order(shuffled, 0, bezique.initial_carry())
    order = [str(bezique.pack[i]) for i in shuffled]
    first = sorted(order[0:3] + order[6:9] + order[12:15])
    second = sorted(order[3:6] + order[9:12] + order[15:18])
    assert texts(deal, 1) == first
    assert texts(deal, 0) == second


def test_grand_turns_nothing_up_and_the_stock_is_the_rest() -> None:
    deal = game("grand").new_deal(seed=3)
    view = deal.view(0)
    assert view["details"]["turned_up"] is None and view["details"]["turn_up"] is None
    assert view["details"]["stock"] == 128 - 18
    assert view["details"]["trump"] is None and deal.trump is None


def test_no_trumps_before_the_first_marriage_the_suit_led_wins() -> None:
    """Before any marriage a card of another suit never wins, however high."""
    position = grand([LOW, "AS AH AD AC TS 7D 8D 9D JH"], STOCK)
    play(position, "7D")
    play(position, "KC")
    assert position.last_winner == 1


def test_first_marriage_fixes_trumps_and_scores_forty() -> None:
    position = grand([LOW, "KD QD 7D 8D 9D 7S 8S 9S JH"], STOCK)
    play(position, "7D", "8S")
    assert "declare KD QD" in legal(position)
    play(position, "declare KD QD")
    assert position.trump == int(Suit.DIAMONDS)
    assert position.points[1] == 40
    assert position.view(0)["details"]["trump"] == "D"
    assert position.view(0)["details"]["declarations"][0]["kind"] == "royal marriage"


def test_after_trumps_a_marriage_in_another_suit_scores_twenty() -> None:
    position = grand([LOW, "KD QD KS QS 9D 7S 8S 9S JH"], STOCK)
    play(position, "9D", "8S", "declare KD QD")
    play(position, "7S", "9C")  # the trick's winner is still the leader: 7S led, 9C loses
    play(position, "declare KS QS")
    assert position.points[1] == 60


def test_a_trump_wins_once_trumps_are_fixed() -> None:
    position = grand(["KC 8S 9S 7H 8H 9H 7C 8C AS", "KD QD 7D 8D 9D 7S 8S 9S JH"], STOCK)
    play(position, "7D", "8S", "declare KD QD")
    play(position, "9S", "AS")  # the dealer wins with the ace of the suit led
    assert position.last_winner == 0
    play(position, "draw", "7H", "8D")
    assert position.last_winner == 1  # a diamond (trumps) beats the heart led


def test_first_sequence_before_any_marriage_fixes_trumps_and_scores_250() -> None:
    position = grand([LOW, "AH TH KH QH JH 7D 8D 9D 7S"], STOCK)
    play(position, "7D", "8S", "declare AH TH KH QH JH")
    assert position.trump == int(Suit.HEARTS)
    assert position.points[1] == 250


def test_sequence_in_a_plain_suit_scores_150() -> None:
    position = grand([LOW, "KD QD AH TH KH QH JH 7D 8D"], STOCK)
    play(position, "7D", "8S", "declare KD QD", "8D", "9S", "declare AH TH KH QH JH")
    assert position.points[1] == 40 + 150
    kinds = [d["kind"] for d in position.view(1)["details"]["declarations"]]
    assert kinds == ["royal marriage", "plain sequence"]


def test_royal_marriage_grows_into_a_sequence_but_not_the_reverse() -> None:
    """Z1's reuse rule holds in Grand: marriage then sequence scores; a sequence's king and
    queen count as married."""
    position = grand([LOW, "AH TH KH QH JH 7D 8D 9D 7S"], STOCK)
    play(position, "7D", "8S", "declare AH TH KH QH JH", "8D", "9S")
    assert "declare KH QH" not in legal(position)
    position = grand([LOW, "AH TH KH QH JH 7D 8D 9D 7S"], STOCK)
    play(position, "7D", "8S", "declare KH QH", "8D", "9S")
    play(position, "declare AH TH KH QH JH")
    assert position.points[1] == 40 + 250


def test_grand_has_no_seven_of_trumps_and_no_exchange() -> None:
    position = grand([LOW, "KD QD 7D 7D 9D 7S 8S 9S JH"], STOCK)
    play(position, "9D", "8S", "declare KD QD", "7S", "9C")
    assert "exchange" not in legal(position)
    assert not [text for text in legal(position) if text == "declare 7D"]


def test_quartets_score_as_rubicons_table() -> None:
    position = grand([LOW, "KS KH KD KC QS QH QD QC 7D"], STOCK)
    play(position, "7D", "8S", "declare KS KH KD KC")
    play(position, "7S", "7H", "declare QS QH QD QC")
    assert position.points[1] == 80 + 60
