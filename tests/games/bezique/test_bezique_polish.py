"""Polish (open) Bézique (Z3): open cards in rows, never played again; aces and tens scored
when won; the seven of trumps won and exchanged; every declaration with a card of the trick
just won; compound declarations, with the text's two worked examples (430 and 130);
declarations in the last eight tricks; 2000 up."""

from __future__ import annotations

from random import Random

import pytest
from bezique_helpers import deal, game, legal, play

from followsuit.errors import IllegalAction
from followsuit.games.bezique.state import BeziqueDeal


def polish(hands: list[str], turn_up: str, stock: str = "") -> BeziqueDeal:
    position = deal(hands, turn_up, stock, preset="polish")
    assert isinstance(position, BeziqueDeal)
    return position


def open_cards(position: BeziqueDeal, seat: int) -> list[str]:
    return sorted(position.cards_text(position.open[seat]))


def test_polish_worked_example_430_compound_declaration() -> None:
    """A has three open kings, three open queens and the ace, ten and knave of trumps; the
    queen of trumps is led and A wins it with the king: royal marriage 40, four kings 80,
    four queens 60 and sequence 250, in all 430."""
    position = polish(
        ["KH QS QD 7S 8S 9S 8D QC", "KS KD QH AC TC JC 7D KC"], "9C"
    )  # clubs trumps; seat 1 (A) leads first
    play(position, "KS", "KH", "draw", "KD", "QS", "draw", "QH", "QD", "draw")
    play(position, "AC", "7S", "draw", "TC", "8S", "draw", "JC", "9S", "draw")
    assert open_cards(position, 1) == sorted(["AC", "JC", "KD", "KH", "KS", "QD", "QH", "QS", "TC"])
    play(position, "7D", "8D", "draw")  # A loses a trick: the other leads
    play(position, "QC", "KC")
    before = position.points[1]
    for text in (
        "declare KC QC",
        "declare KS KH KD KC",
        "declare QS QH QD QC",
        "declare AC TC KC QC JC",
    ):
        assert text in legal(position)
        play(position, text)
    assert position.points[1] - before == 430
    assert legal(position) == ["draw"]


def test_polish_worked_example_130_seven_exchanged_for_an_ace() -> None:
    """Ace of spades turned up, ace of hearts led; the second player, with two open aces,
    wins with the seven of trumps and exchanges: 10 for the exchange, 10 for each ace, 100
    for aces, in all 130."""
    position = polish(
        ["AD AC 7D 7S 9H 8S 9S 7H", "9D 8H 8D AH 7C 8C 9C JC"], "AS"
    )  # spades trumps; seat 0 is the second player
    play(position, "9D", "AD", "draw", "AC", "8H", "draw", "7D", "8D", "draw")
    assert open_cards(position, 0) == ["AC", "AD"]
    before = position.points[0]
    play(position, "AH", "7S")
    assert "declare AS AH AD AC" not in legal(position)  # the ace of spades is still turned up
    play(position, "exchange")
    assert open_cards(position, 0) == sorted(["AC", "AD", "AH", "AS"])
    play(position, "declare AS AH AD AC")
    assert position.points[0] - before == 130
    assert str(position.game.pack[position.stock.turn_up or 0]) == "7S"


def test_polish_open_cards_cannot_be_played_again() -> None:
    position = polish(["KH QS QD 7S 8S 9S 8D QC", "KS KD QH AC TC JC 7D KC"], "9C")
    play(position, "KS", "KH", "draw")
    assert "KS" not in legal(position) and "KH" not in legal(position)
    assert position.hands[1].bit_count() == 8  # it drew: the king is open, not in hand


def test_polish_aces_and_tens_score_as_soon_as_won_not_at_the_end() -> None:
    position = polish(["KH QS QD 7S 8S 9S 8D QC", "KS KD QH AC TC JC 7D KC"], "9C")
    play(position, "AC", "7S")
    assert position.points[1] == 10
    rng = Random(1)
    while not position.is_over:
        position.apply(rng.choice(position.legal_actions()))
    outcome = position.outcome()
    last = outcome.result["last_trick"]
    assert list(outcome.scores) == [p + 10 * (s == last) for s, p in enumerate(position.points)]


def test_polish_no_declaration_from_the_hand_only_with_the_trick_just_won() -> None:
    """A, with three open queens and a queen in hand, cannot add it: it must win a trick
    holding a queen."""
    position = polish(["KH QS QD 7S 8S 9S 8D 7D", "KS KD QH AC TC JC QC KC"], "9H")
    play(position, "KS", "QS", "draw", "KD", "QD", "draw")
    play(position, "QH", "7S")
    assert open_cards(position, 1) == sorted(["KD", "KS", "QD", "QH", "QS"])
    assert not any(t.startswith("declare QS QH QD QC") for t in legal(position))
    with pytest.raises(IllegalAction):
        position.apply("declare QS QH QD QC")


def test_polish_the_seven_of_trumps_not_exchanged_scores_to_the_trick_winner() -> None:
    position = polish(["7C 8S 9S 7H 8H 9H 7D 8D", "AC KS QS JS TS 9D 9C 8C"], "KC")
    play(position, "AC", "7C")
    assert position.points == [0, 20]  # the ace and the seven of trumps
    assert "exchange" in legal(position)
    play(position, "draw")
    assert position.stock.turn_up is not None


def test_polish_a_fifth_king_scores_no_more_kings() -> None:
    position = polish(["KH KC 7S 8S 9S 8D 7D 9D", "KS KD AC AC AH QH JD 7C"], "9D", "KS 8H 9C 9C")
    play(
        position, "KS", "KH", "draw", "KD", "KC", "declare KS KH KD KC", "draw", "AC", "7S", "draw"
    )
    assert position.points[1] == 80 + 10
    play(position, "KS", "8S")  # the fifth king, won
    assert "declare KS KH KD KC" not in legal(position)


def test_polish_declarations_go_on_in_the_last_eight_tricks() -> None:
    """Some random deal offers its trick's winner a declaration in the last eight tricks."""
    assert game("polish").options.game_points == 2000
    for seed in range(40):
        rng = Random(seed)
        position = game("polish").new_deal(seed=seed)
        assert isinstance(position, BeziqueDeal)
        while not position.is_over:
            declaring = position.last_eight and position.phase == "declare"
            if declaring and any(t.startswith("declare") for t in legal(position)):
                return
            position.apply(rng.choice(position.legal_actions()))
    raise AssertionError("no deal offered a declaration in the last eight tricks")


def test_polish_view_declarable_ends_with_the_declaring_in_the_last_eight() -> None:
    """Z3: declarations go on in the last eight tricks, from the trick just won; once its
    winner has done declaring, no view offers a declaration any more, though no card moved
    (the views keep what they show only while what it comes from stays)."""
    from followsuit.engine.view_pieces import views_from_scratch

    game_ = game("polish")
    rng = Random(813)
    seen_declaring_in_last_eight = False
    for _ in range(4):
        position = game_.new_deal(rng=rng)
        while not position.is_over:
            for seat in range(game_.players):
                with views_from_scratch():
                    expected = position.view(seat)
                assert position.view(seat) == expected
            if position.last_eight and position.phase == "declare":
                seen_declaring_in_last_eight = True
            position.apply(rng.choice(position.legal_actions()))
    assert seen_declaring_in_last_eight


def test_z3_polish_deal_end_says_why_brisques_add_nothing() -> None:
    """Issue 32, point 8: "declared 90, took 7 brisques: 90" left the brisques unexplained:
    in Polish Bézique aces and tens score as they are won, so nothing is added at the end; the
    ordinary game's words still add them."""
    from followsuit.games.bezique.words import deal_words

    polish = {"trump": "H", "declared": [150, 380], "brisques": [4, 12], "last_trick": 1}
    polish |= {"seat_scores": [150, 390], "scores": [150, 390]}
    lines = deal_words(polish, [150, 390], ["P1", "P2"], ["P1", "P2"])
    assert "the brisques add nothing at the end" in lines[0]
    assert lines[1] == "P1 declared 150 with 4 aces and tens won: 150"
    assert lines[2] == "P2 declared 380 with 12 aces and tens won and the last trick: 390"
    ordinary = {"trump": "H", "declared": [40, 10], "brisques": [6, 10], "last_trick": 1}
    ordinary |= {"seat_scores": [100, 120], "scores": [100, 120]}
    lines = deal_words(ordinary, [100, 120], ["P1", "P2"], ["P1", "P2"])
    assert lines[0] == "P1 declared 40, took 6 brisques: 100"


def test_z3_polish_sevens_eights_nines_and_plain_suit_tens_won_are_turned_down() -> None:
    """The text: "When a scoring card is placed among the open cards, all the sevens, eights,
    nines, and plain suit tens in the tricks are turned down": a plain-suit ten won scores 10
    and lies among the tricks, not the open cards; the ten of trumps won is an open card (and
    scores 10); sevens, eights and nines won are turned down."""
    position = polish(["TS 8S 9D 7H TC 8D 9S 7D", "AS AH 9H 8H 7S JC KS QS"], "9C")
    play(position, "AS", "TS", "draw")  # A (seat 1) wins the ten of spades with the ace
    assert open_cards(position, 1) == ["AS"]
    assert position.points[1] == 20
    play(position, "AH", "8S", "draw", "9H", "9D", "draw")
    assert open_cards(position, 1) == ["AH", "AS"]  # the eight and the nines turned down
    play(position, "JC", "TC", "draw")  # the ten of trumps wins the knave of trumps
    assert open_cards(position, 0) == ["JC", "TC"]
    assert position.points == [10, 30]


def test_z3_polish_a_declaration_omitted_cannot_be_added_after_drawing() -> None:
    """The text: "If a declaration or part of a compound declaration is omitted, and the
    winner of the trick draws again, he cannot amend his score." The king of trumps won
    completes four kings and a royal marriage; A declares only the marriage and draws: when
    he next wins a trick the four kings are no longer his to declare."""
    position = polish(["KH 7S 8S 9S 7D 8D 9D 8H", "KS KD QC KC AC 7H 9H JS"], "9C")
    play(position, "KS", "KH", "draw", "KD", "7D", "draw", "QC", "7S", "draw")
    assert open_cards(position, 1) == ["KD", "KH", "KS", "QC"]
    play(position, "KC", "8S")
    assert {"declare KC QC", "declare KS KH KD KC"} <= set(legal(position))
    play(position, "declare KC QC", "draw")
    play(position, "AC", "9S")
    assert position.last_winner == 1 and position.phase == "declare"
    assert legal(position) == ["draw"]
    with pytest.raises(IllegalAction):
        position.apply("declare KS KH KD KC")
