"""Z3's three- and four-handed forms: their packs and deals, the second double and triple
bezique, the third hand's discard in the last eight tricks, partnership scores, 2000 up."""

from __future__ import annotations

from random import Random

import pytest
from bezique_helpers import deal, game, legal, play, table

from followsuit.errors import IllegalAction
from followsuit.games.bezique.state import BeziqueDeal


@pytest.mark.parametrize(
    ("preset", "players", "cards"),
    [("three-handed", 3, 96), ("four-handed", 4, 128), ("four-handed-partners", 4, 128)],
)
def test_z3_a_pack_for_each_player_eight_cards_each_and_2000_up(
    preset: str, players: int, cards: int
) -> None:
    bezique = game(preset)
    assert bezique.players == players and len(bezique.pack) == cards
    position = bezique.new_deal(seed=1)
    assert isinstance(position, BeziqueDeal)
    assert [h.bit_count() for h in position.hands] == [8] * players
    assert position.stock.size == cards - 8 * players
    assert position.to_act == 1  # the player first dealt to, on the dealer's left, leads
    assert bezique.options.game_points == 2000


def test_z3_four_handed_partners_score_per_side() -> None:
    bezique = game("four-handed-partners")
    assert bezique.score_names == ["North-South", "East-West"]
    position = bezique.new_deal(seed=2)
    rng = Random(2)
    while not position.is_over:
        position.apply(rng.choice(position.legal_actions()))
    seats = position.outcome().result["seat_scores"]
    assert list(position.outcome().scores) == [seats[0] + seats[2], seats[1] + seats[3]]


THREE = ["7C 7C 8C 8C 9C 9C 8H 9H", "AC 7S 8S 9S 7H 8H 9H TS", "7C 8C 9C 7D 8D 9D 7S 8S"]


def win_with_seat_1(position: BeziqueDeal, lead: str = "AC") -> None:
    """Seat 1 leads an ace of clubs; the others throw low clubs."""
    play(position, lead)
    for _ in range(2):
        seat = position.to_act
        assert seat is not None
        held = position.cards_text(position.hands[seat])
        play(position, next(t for t in ("7C", "8C", "9C", "7D", "8D") if t in held))


def test_z3_triple_bezique_scores_1500() -> None:
    hands = [THREE[0], "AC QS QS QS JD JD JD 7H", THREE[2]]
    position = deal(hands, "AD", preset="three-handed")
    win_with_seat_1(position)
    assert "declare QS QS QS JD JD JD" in legal(position)
    play(position, "declare QS QS QS JD JD JD")
    assert position.points[1] == 1500


def test_z3_a_second_double_bezique_may_use_a_bezique_already_in_a_double() -> None:
    hands = [THREE[0], "AC QS QS QS JD JD JD 7H", THREE[2]]
    position = deal(hands, "AD", "AC 7H 7H AS 8H 8H", preset="three-handed")
    win_with_seat_1(position)
    play(position, "declare QS QS JD JD")
    win_with_seat_1(position)
    assert "declare QS QS JD JD" in legal(position)  # the third pair and one used pair
    play(position, "declare QS QS JD JD")
    assert position.points[1] == 1000
    win_with_seat_1(position, "AS")
    assert "declare QS QS JD JD" not in legal(position)  # no third double from two fresh


@pytest.mark.parametrize("first", ["declare QS JD", "declare QS QS JD JD"])
def test_z3_triple_bezique_added_to_a_single_or_to_a_double_already_declared(first: str) -> None:
    """The text: "All may be declared together, or a double bezique may be added to a single
    one, or a third bezique may be added to a double bezique already declared": the six cards
    score 1500 after a single bezique (40) or a double (500) on the table as well as at once
    (``test_z3_triple_bezique_scores_1500``)."""
    hands = [THREE[0], "AC QS QS QS JD JD JD 7H", THREE[2]]
    position = deal(hands, "AD", "AC 7H 7H AS 8H 8H", preset="three-handed")
    win_with_seat_1(position)
    play(position, first)
    before = position.points[1]
    win_with_seat_1(position)
    assert "declare QS QS QS JD JD JD" in legal(position)
    play(position, "declare QS QS QS JD JD JD")
    assert position.points[1] - before == 1500


def test_z3_triple_bezique_cards_all_on_the_table_at_once_none_played_to_a_trick() -> None:
    """The text: "All the cards of the triple bezique must be on the table at the same time
    and unplayed to a trick". A double bezique on the table, one of its queens of spades then
    played to a trick: the third queen and knave from the hand make no triple (a second
    double, 500, is still there to declare)."""
    hands = [THREE[0], "AC QS QS QS JD JD JD 7H", THREE[2]]
    position = deal(hands, "AD", "AC 7H 7H AS 8H 8H", preset="three-handed")
    win_with_seat_1(position)
    play(position, "declare QS QS JD JD")
    assert table(position, 1) == ["JD", "JD", "QS", "QS"]
    win_with_seat_1(position, "table QS")  # a queen of the double goes to the trick
    assert table(position, 1) == ["JD", "JD", "QS"]
    assert "declare QS QS QS JD JD JD" not in legal(position)
    with pytest.raises(IllegalAction):
        position.apply("declare QS QS QS JD JD JD")
    assert "declare QS QS JD JD" in legal(position)


def test_z3_three_handed_the_dealer_deals_to_his_left_and_the_deal_rotates_left() -> None:
    """The text: "The dealer deals to his left; the player first dealt to has the first lead.
    The rotation of dealing goes to the left." The first packet of three goes to the dealer's
    left, who leads; each deal of a match is dealt by the player on the last dealer's left."""
    bezique = game("three-handed")
    match = bezique.new_match(seed=5, dealer=2)
    rng = Random(5)
    while match.to_act is not None and len(match.deals) < 5:
        current = match.deals[-1]
        assert isinstance(current, BeziqueDeal)
        if not current.history:  # a deal just dealt: its first packet, its first lead
            dealer = current.dealer
            first = (dealer + 1) % 3
            order = current.pack_text()
            held = current.cards_text(current.hands[first])
            assert all(held.count(c) >= order[:3].count(c) for c in order[:3])
            assert match.to_act == first
        match.apply(rng.choice(match.legal_actions()))
    assert [d.dealer for d in match.deals] == [2, 0, 1, 2, 0]


def test_z2_ordinary_bezique_has_no_triple_or_second_double() -> None:
    kinds = {kind.name for kind in game().new_deal(seed=0).melds.kinds}  # type: ignore[attr-defined]
    assert "triple bezique" not in kinds


def last_eight_three(seed: int) -> BeziqueDeal:
    rng = Random(seed)
    position = game("three-handed").new_deal(seed=seed)
    assert isinstance(position, BeziqueDeal)
    while not position.last_eight:
        position.apply(rng.choice(position.legal_actions()))
    return position


@pytest.mark.parametrize("seed", range(10))
def test_z3_the_third_hand_unable_to_follow_or_win_by_trumping_throws_any_card(seed: int) -> None:
    position = last_eight_three(seed)
    rng = Random(seed)
    pack = position.game.pack
    power = position.game.rank_power
    trump = position.trump
    seen_third = False
    while not position.is_over:
        trick = position.trick
        assert trick is not None
        seat = position.to_act
        assert seat is not None
        hand = position.hands[seat]
        if len(trick.cards) == 2:
            led = pack[trick.cards[0]].suit
            follows = any(pack[i].suit == led for i in range(len(pack)) if hand >> i & 1)
            best = max(position.power(c, led) for c in trick.cards)
            trump_wins = any(
                pack[i].suit == trump and 1000 + power[i] > best
                for i in range(len(pack))
                if hand >> i & 1
            )
            if not follows and not trump_wins:
                seen_third = True
                held = {str(pack[i]) for i in range(len(pack)) if hand >> i & 1}
                assert set(legal(position)) == held
        position.apply(rng.choice(position.legal_actions()))
    del seen_third  # the rule is checked wherever it arises in these deals


PARTNERS = [
    "9C 8S 7H 8H 9H 7D 8D 9D",
    "7C AS QS JD 7H 8H 9H TH",
    "8C 9S 7D 8D 9D TD TC TH",
    "AC QS JD 7S KH KD KC KS",
]


def test_z3_a_player_may_declare_when_his_partner_takes_a_trick() -> None:
    position = deal(PARTNERS, "9H", preset="four-handed-partners")
    play(position, "AS", "9S", "7S", "8S")
    assert position.to_act == 1 and "partner" in legal(position)
    play(position, "partner")
    assert position.to_act == 3 and "partner" not in legal(position)
    assert "declare QS JD" in legal(position)
    play(position, "declare QS JD")
    assert position.points == [0, 0, 0, 40]
    assert position.phase == "play" and position.to_act == 1  # the winner leads
    assert [h.bit_count() for h in position.hands] == [8] * 4
    assert "partner" not in legal(deal(PARTNERS, "9H", preset="four-handed"))


def test_z6_a_first_double_bezique_may_not_take_the_partners_bezique() -> None:
    """Z6 (issue 32, point 17): West declares a bezique; East, holding the other, may not make
    a first double bezique of West's table cards and his own: only a second double or a triple
    bezique may take the partner's cards. The refusal says so."""
    position = deal(PARTNERS, "9H", preset="four-handed-partners")
    play(position, "7C", "8C", "AC", "9C", "declare QS JD")  # West declares a bezique
    play(position, "7S", "8S", "AS", "9S")  # East wins
    assert "declare QS QS JD JD" not in legal(position)
    with pytest.raises(IllegalAction, match=r"first double bezique.*\(Z6\)"):
        position.apply("declare QS QS JD JD")
    assert "declare QS JD" in legal(position)  # his own single bezique stays


SECOND_DOUBLE = [
    "9C 8S 7H 8H 9H 7D 8D 9D",
    "7C AS QS JD 7H 8H 9H TH",
    "8C 9S 7D 8D 9D TD TC TH",
    "AC QS JD QS JD 7S KC KS",
]


def test_z6_a_second_double_bezique_takes_the_partners_used_bezique() -> None:
    """Z3, Z6: West declares a double bezique; East declares a second one to a bezique of it,
    on West's table, with his own fresh bezique (500); or, instead, a triple bezique of
    West's double and his own bezique (1500)."""
    position = deal(SECOND_DOUBLE, "9H", preset="four-handed-partners")
    play(position, "7C", "8C", "AC", "9C", "declare QS QS JD JD")
    assert position.points[3] == 500
    play(position, "7S", "8S", "AS", "9S")  # East wins
    assert {"declare QS QS JD JD", "declare QS QS QS JD JD JD"} <= set(legal(position))
    tripled = position.clone()
    play(position, "declare QS QS JD JD")
    assert position.points[1] == 500
    assert table(position, 1) == ["JD", "QS"] and len(table(position, 3)) == 4
    play(tripled, "declare QS QS QS JD JD JD")
    assert tripled.points[1] == 1500


def test_z3_individual_players_never_take_anothers_beziques() -> None:
    individual = deal(PARTNERS, "9H", preset="four-handed")
    play(individual, "7C", "8C", "AC", "9C", "declare QS JD", "7S", "8S", "AS", "9S")
    assert "declare QS QS JD JD" not in legal(individual)


@pytest.mark.parametrize("preset", ["four-handed", "four-handed-partners"])
@pytest.mark.parametrize("seed", range(4))
def test_z3_four_handed_last_eight_tricks_are_played_in_two_pairs(preset: str, seed: int) -> None:
    """The winner of the last trick and the adversary on his left play their eight cards
    against each other, then the other two theirs."""
    rng = Random(seed)
    position = game(preset).new_deal(seed=seed)
    assert isinstance(position, BeziqueDeal)
    while not position.last_eight:
        position.apply(rng.choice(position.legal_actions()))
    winner = position.last_winner
    assert winner is not None
    first, second = [winner, (winner + 1) % 4], [(winner + 2) % 4, (winner + 3) % 4]
    assert position.pairs == [first, second]
    for pair in (first, second):
        for _ in range(8):
            trick = position.trick
            assert trick is not None and trick.leader in pair
            position.apply(rng.choice(position.legal_actions()))
            assert position.to_act in pair
            position.apply(rng.choice(position.legal_actions()))
        assert all(position.hands[seat] == 0 for seat in pair)
    assert position.is_over and position.tricks_played == 24 + 16
