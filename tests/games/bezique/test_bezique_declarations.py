"""Z1's declarations: a test per score and per reuse rule (a card serves again in another
kind, never twice in one), the seven of trumps both ways, and Z2's options."""

from __future__ import annotations

from random import Random

import pytest
from bezique_helpers import deal, legal, play, table

from followsuit.errors import IllegalAction, NotationError
from followsuit.games import load
from followsuit.games.bezique.state import BeziqueDeal

# Seat 1 (non-dealer) leads the ace of clubs and seat 0 plays a seven: seat 1 wins the trick
# and may declare. Diamonds are trumps (the turn-up AD) unless a test says otherwise.
WIN = ("AC", "7C")
LOSER = "7C 7C 8C 8C 9C 9C 8H 9H"


@pytest.mark.parametrize(
    ("hand", "declaration", "points"),
    [
        ("KH QH 7S 8S 9S 7H 8H", "declare KH QH", 20),
        ("KD QD 7S 8S 9S 7H 8H", "declare KD QD", 40),
        ("QS JD 7S 8S 9S 7H 8H", "declare QS JD", 40),
        ("QS QS JD JD 8S 9S 7H", "declare QS QS JD JD", 500),
        ("AD TD KD QD JD 9S 7H", "declare AD TD KD QD JD", 250),
        ("AS AH AD AC 8S 9S 7H", "declare AS AH AD AC", 100),
        ("KS KH KD KC 8S 9S 7H", "declare KS KH KD KC", 80),
        ("QS QH QD QC 8S 9S 7H", "declare QS QH QD QC", 60),
        ("JS JH JD JC 8S 9S 7H", "declare JS JH JD JC", 40),
        ("7D 8S 9S 7H 8H 9H TS", "declare 7D", 10),
    ],
    ids=[
        "marriage_20",
        "royal_marriage_40",
        "bezique_40",
        "double_bezique_500",
        "sequence_250",
        "four_aces_100",
        "four_kings_80",
        "four_queens_60",
        "four_jacks_40",
        "seven_of_trumps_10",
    ],
)
def test_z1_declaration_scores(hand: str, declaration: str, points: int) -> None:
    position = deal([LOSER, f"AC {hand}"], "AD")
    play(position, *WIN)
    assert declaration in legal(position)
    play(position, declaration)
    assert position.points == [0, points]
    assert sorted(declaration.split()[1:]) == table(position, 1)


def win_again(position: BeziqueDeal, lead: str = "AC") -> None:
    """Seat 1 leads again (it won the last trick) and seat 0 throws a low club."""
    held = position.cards_text(position.hands[0])
    low = next(text for text in ("7C", "8C", "9C") if text in held)
    play(position, lead, low)


def reuse_deal(hand: str) -> BeziqueDeal:
    """Seat 1 holds an ace of clubs and ``hand``, and draws more aces to lead."""
    return deal([LOSER, f"AC {hand}"], "AD", "AC 7S AS 8S TC 9S TC 7H")


def test_z1_a_married_queen_cannot_marry_again() -> None:
    position = reuse_deal("KH QH KH 7S 8S 9S 7H")
    play(position, *WIN, "declare KH QH")
    win_again(position)
    with pytest.raises(IllegalAction, match="twice in the same kind"):
        position.apply("declare KH QH")  # only the second king is new: the queen is married
    assert "declare KH QH" not in legal(position)


def test_z1_a_married_queen_can_join_four_queens_and_bezique() -> None:
    position = reuse_deal("KS QS QH QD QC JD 7H")
    play(position, *WIN, "declare KS QS")
    win_again(position)
    play(position, "declare QS QH QD QC")
    win_again(position, "AS")
    play(position, "declare QS JD")
    assert position.points[1] == 20 + 60 + 40


def test_z1_a_sequence_after_a_royal_marriage_scores_250() -> None:
    position = reuse_deal("KD QD AD TD JD 7S 8S")
    play(position, *WIN, "declare KD QD")
    win_again(position)
    play(position, "declare AD TD KD QD JD")
    assert position.points[1] == 40 + 250


def test_z1_a_royal_marriage_after_a_sequence_scores_nothing() -> None:
    position = reuse_deal("KD QD AD TD JD 7S 8S")
    play(position, *WIN, "declare AD TD KD QD JD")
    win_again(position)
    assert "declare KD QD" not in legal(position)
    with pytest.raises(IllegalAction, match="twice in the same kind"):
        position.apply("declare KD QD")


def test_z1_single_then_double_bezique_scores_40_then_500() -> None:
    position = reuse_deal("QS JD QS JD 7S 8S 9S")
    play(position, *WIN, "declare QS JD")
    win_again(position)
    play(position, "declare QS QS JD JD")
    assert position.points[1] == 40 + 500
    win_again(position, "AS")
    assert not any(text.startswith("declare QS") for text in legal(position))


def test_z1_double_bezique_declared_at_once_scores_500_only() -> None:
    position = reuse_deal("QS JD QS JD 7S 8S 9S")
    play(position, *WIN, "declare QS QS JD JD")
    win_again(position)
    assert "declare QS JD" not in legal(position)  # its beziques count as declared
    assert position.points[1] == 500


def test_z1_each_declaration_puts_a_card_from_the_hand_on_the_table() -> None:
    position = reuse_deal("KS QS QH QD QC JD 7H")
    play(position, *WIN, "declare QS QH QD QC")
    win_again(position)
    with pytest.raises(IllegalAction, match="twice in the same kind"):
        position.apply("declare QS QH QD QC")


def test_z1_one_declaration_per_trick_then_both_draw_and_the_winner_leads() -> None:
    position = reuse_deal("KS QS QH QD QC JD 7H")
    play(position, *WIN, "declare KS QS")
    assert position.phase == "play" and position.to_act == 1
    assert position.hands[1].bit_count() == 8 and position.hands[0].bit_count() == 8
    with pytest.raises(IllegalAction):
        position.apply("declare QS JD")  # no second declaration for the same trick


def test_z1_exchange_the_seven_of_trumps_scores_10_and_takes_the_turn_up() -> None:
    position = deal([LOSER, "AC 7D 8S 9S 7H 8H 9H TS"], "AD", "KS KH")
    play(position, *WIN)
    assert "exchange" in legal(position)
    play(position, "exchange")
    assert position.points[1] == 10
    assert position.stock.turn_up is not None
    assert str(position.game.pack[position.stock.turn_up]) == "7D"
    assert "AD" in position.cards_text(position.hands[1])
    assert position.phase == "play"  # Z2: the exchange was the trick's one declaration


def test_z2_option_exchange_is_not_the_declaration() -> None:
    position = deal(
        [LOSER, "AC 7D KD 9S 7H 8H 9H TS"], "QD", "KS KH", exchange_is_declaration=False
    )
    play(position, *WIN, "exchange")
    assert position.phase == "declare"
    assert "exchange" not in legal(position)
    play(position, "declare KD QD")  # the queen came from the exchange
    assert position.points[1] == 10 + 40


def test_z1_no_exchange_when_the_turn_up_is_a_seven_which_scores_10_to_dealer() -> None:
    position = deal([LOSER, "AC 7D 8S 9S 7H 8H 9H TS"], "7D", dealer=0)
    assert position.points == [10, 0]
    play(position, *WIN)
    assert "exchange" not in legal(position)
    assert "declare 7D" in legal(position)


def test_z1_a_declared_seven_of_trumps_can_no_longer_be_exchanged() -> None:
    position = reuse_deal("7D 8S 9S 7H 8H 9H TS")
    play(position, *WIN, "declare 7D")
    win_again(position)
    assert "exchange" not in legal(position)
    assert position.points[1] == 10


def test_z2_option_bezique_is_queen_of_clubs_and_jack_of_hearts_with_spades_trumps() -> None:
    position = deal([LOSER, "AC QC JH QS JD 8S 9S 7H"], "AS", bezique_change=True)
    play(position, *WIN)
    assert "declare QC JH" in legal(position)
    assert "declare QS JD" not in legal(position)


@pytest.mark.parametrize("preset", ["ordinary", "three-handed", "polish", "grand"])
def test_a_deals_book_of_declarations_is_its_own(preset: str) -> None:
    """Every deal declares in a book of its own, a copy of the empty book of its rules (made
    once): after whole deals of declarations (re-formed in Grand Bézique) and clones played
    on, a new deal's book is still empty, and a deal's book is never another's."""
    game = load("bezique", preset)
    rng = Random(3)
    declared = 0
    for _ in range(4):
        deal, other = game.new_deal(rng=rng), game.new_deal(rng=rng)
        assert deal.melds is not other.melds  # type: ignore[attr-defined]
        while not deal.is_over:
            twin = deal.clone()
            twin.apply(rng.choice(twin.legal_actions()))
            deal.apply(rng.choice(deal.legal_actions()))
        declared += len(deal.melds.declared)  # type: ignore[attr-defined]
        book = other.melds  # type: ignore[attr-defined]
        assert not book.declared and not any(book.used) and not any(book.points)
    assert declared
    book = game.new_deal(rng=rng).melds  # type: ignore[attr-defined]
    assert not book.declared and not any(book.used) and not any(book.points)


@pytest.mark.parametrize(("preset", "seed"), [("four-handed", 5), ("polish", 366674)])
def test_g3_what_a_seat_may_declare_never_depends_on_which_copy_lies_where(
    preset: str, seed: int
) -> None:
    """A random deal, live and replayed from its record (which names faces, not copies):
    every seat is offered the same actions and sees the same declarable combinations."""
    bezique = load("bezique", preset=preset)
    live = bezique.new_deal(seed=seed, dealer=seed % bezique.players)
    rng = Random(seed)
    while not live.is_over:
        live.apply(rng.choice(live.legal_actions()))
    record = live.record()["deals"][0]
    live = bezique.new_deal(seed=seed, dealer=seed % bezique.players)
    replayed = bezique.new_deal(pack=record["pack"], dealer=record["dealer"])
    for text in record["actions"]:
        assert [a.text for a in replayed.legal_actions()] == [a.text for a in live.legal_actions()]
        for seat in range(bezique.players):
            declarable = replayed.view(seat)["details"]["declarable"]
            assert declarable == live.view(seat)["details"]["declarable"]
        live.apply(text)
        replayed.apply(text)


@pytest.mark.parametrize(
    ("text", "named"),
    [
        ("declare", "'declare' names the cards, such as declare 7H 8H"),
        ("declare QS ZZ", "'zz' is not a card"),
        ("table QS KS", "'table' names one card, such as table 7H"),
        ("draw now", "'now' is not part of 'draw'"),
    ],
)
def test_z1_a_bad_action_text_names_the_bad_word_and_what_was_expected(
    text: str, named: str
) -> None:
    """The parser's refusal (its detail) names the word it could not read and what the form
    wanted there; the player's line says what is accepted now."""
    position = load("bezique").new_deal(seed=3)
    with pytest.raises(NotationError) as refused:
        position.parse(text)
    assert named in refused.value.detail
    assert "is not an action here: now" in str(refused.value)
