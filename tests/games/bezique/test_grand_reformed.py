"""Grand Bézique's re-formed declarations (Z4, the text): a combination one of whose cards
was played and replaced by a fresh card of the same kind scores again; one not re-formed
cannot score again."""

from __future__ import annotations

from bezique_helpers import legal, play, table
from grand_helpers import grand

from followsuit.errors import IllegalAction

LOW = "KC 8S 9S 7H 8H 9H 7C 8C 9C"
"""The dealer's hand: a court card (no carte blanche), nothing that wins a trick led below."""
STOCK = "7S 7S 8S 8S 9S 9S 7C 7C"
"""Small cards drawn first, so that no ace or king comes from the stock."""


def test_four_aces_reformed_with_a_fresh_ace_score_again() -> None:
    """The text's example: four aces declared, one played to win a trick, a fifth ace from
    the hand joins the three left: four aces again, 100."""
    position = grand([LOW, "AS AH AD AC AS 7D 8D 9D JH"], STOCK)
    play(position, "7D", "8S", "declare AS AH AD AC")
    assert position.points[1] == 100
    play(position, "table AS", "9S")  # the declared ace of spades wins a trick
    assert table(position, 1) == ["AC", "AD", "AH"]
    assert "declare AS AH AD AC" in legal(position)
    play(position, "declare AS AH AD AC")
    assert position.points[1] == 200
    assert table(position, 1) == ["AC", "AD", "AH", "AS"]


def test_four_aces_not_reformed_cannot_score_again_with_a_fifth_ace() -> None:
    """Nothing of the four aces played: a fifth ace from the hand adds nothing."""
    position = grand([LOW, "AS AH AD AC AS 7D 8D 9D JH"], STOCK)
    play(position, "7D", "8S", "declare AS AH AD AC", "8D", "9S")
    assert position.to_act == 1 and position.phase == "declare"
    assert "declare AS AH AD AC" not in legal(position)
    try:
        play(position, "declare AS AH AD AC")
    except IllegalAction as error:
        assert "twice in the same kind" in str(error)
    else:
        raise AssertionError("four aces scored twice with the same cards")
    assert position.points[1] == 100


def test_combination_broken_but_not_replaced_cannot_score_again() -> None:
    """One of the four aces played and no fresh ace: the three left make nothing."""
    position = grand([LOW, "AS AH AD AC 7D 8D 9D JH TH"], STOCK)
    play(position, "7D", "8S", "declare AS AH AD AC", "AS", "9S")
    assert not [text for text in legal(position) if text.startswith("declare A")]
    assert position.points[1] == 100


def test_marriage_reformed_with_a_fresh_queen_scores_again() -> None:
    """A royal marriage declared, its queen played, a fresh queen of trumps from the hand
    marries the king left on the table: 40 again."""
    position = grand([LOW, "KH QH QH 7D 8D 9D 7S 8S JD"], STOCK)
    play(position, "7D", "8S", "declare KH QH")
    assert position.points[1] == 40
    play(position, "table QH", "9S")
    assert "declare KH QH" in legal(position)
    play(position, "declare KH QH")
    assert position.points[1] == 80


def test_marriage_not_reformed_cannot_marry_a_second_queen_to_its_king() -> None:
    """The married king stays married while both lie on the table (Z1's rule holds)."""
    position = grand([LOW, "KH QH QH 7D 8D 9D 7S 8S JD"], STOCK)
    play(position, "7D", "8S", "declare KH QH", "8D", "9S")
    assert "declare KH QH" not in legal(position)


def test_bezique_reformed_after_its_jack_is_played_scores_again() -> None:
    """Bezique declared, its jack played, a fresh jack of diamonds: bezique again, 40."""
    position = grand([LOW, "QS JD JD 7D 8D 9D 7S AH JH"], STOCK)
    play(position, "7D", "8S", "declare QS JD", "table JD", "9S")
    assert "declare QS JD" in legal(position)
    play(position, "declare QS JD")
    assert position.points[1] == 80


def test_a_face_played_from_the_table_gives_up_the_copy_serving_in_fewest_declarations() -> None:
    """G3 with re-forming: of two queens of hearts on the table, one in a marriage and four
    queens, the other in a marriage only, ``QH`` plays the latter: its marriage is broken
    (the king may marry a fresh queen), four queens stay whole."""
    position = grand([LOW, "KH QH KH QH QS QD QC QH 7D"], STOCK)
    play(position, "7D", "8S", "declare KH QH")
    play(position, "7S", "7C", "declare QS QH QD QC")  # hearts are trumps now
    play(position, "8S", "8C", "declare KH QH")
    assert table(position, 1) == ["KH", "KH", "QC", "QD", "QH", "QH", "QS"]
    play(position, "table QH", "9C")
    assert "declare QS QH QD QC" not in legal(position)  # four queens stay whole
    book = position.melds
    whole = [book.kinds[d.kind].name for n, (_, d) in enumerate(book.declared) if book._live[n]]
    assert whole == ["marriage in hearts", "four queens"]
