"""Z1's play: the deal 3-2-3 and the turn-up, free play and ties while the stock lasts, cards
played from the table, drawing with the turn-up last, the last eight tricks, brisques and the
last trick, and a match to 1000 (Z2)."""

from __future__ import annotations

from random import Random

import pytest
from bezique_helpers import deal, game, legal, play, table, texts

from followsuit.cards import Card
from followsuit.engine import Follow
from followsuit.errors import IllegalAction
from followsuit.games.bezique import scoring
from followsuit.games.bezique.state import BeziqueDeal

LOSER = "7C 7C 8C 8C 9C 9C 8H 9H"


def test_z1_the_deal_is_3_2_3_from_the_top_non_dealer_first_then_the_turn_up() -> None:
    bezique = game()
    order = list(range(64))
    position = bezique.deal_from_order(order, 0, bezique.initial_carry())
    assert isinstance(position, BeziqueDeal)
    non_dealer = {0, 1, 2, 6, 7, 10, 11, 12}
    dealer = {3, 4, 5, 8, 9, 13, 14, 15}
    assert position.hands[1] == sum(1 << i for i in non_dealer)
    assert position.hands[0] == sum(1 << i for i in dealer)
    assert position.turned_up == 16
    assert position.stock.size == 48 and position.to_act == 1
    assert position.trump == bezique.pack[16].suit


def test_z1_while_the_stock_lasts_any_card_may_be_played_and_shows_no_void() -> None:
    position = deal([LOSER, "AS KS QS JS TS 9S 8S 7S"], "AD")
    play(position, "AS")
    assert sorted(legal(position)) == sorted(set(texts(position, 0)))
    play(position, "7C")
    assert position.voids == [0, 0]
    assert position.last_winner == 1  # a card of another plain suit loses


def test_z1_a_trump_wins_a_plain_lead_and_the_first_of_identical_cards_wins() -> None:
    position = deal(["AS 7D 8C 8C 9C 9C 8H 9H", "AS KS QS JS TS 9S 8S 7S"], "AD")
    play(position, "AS", "AS", "draw")
    assert position.last_winner == 1  # Z1: of two identical cards the first played wins
    play(position, "KS", "7D", "draw")
    assert position.last_winner == 0


def test_z1_declared_cards_stay_playable_and_table_plays_the_tables_copy() -> None:
    position = deal([LOSER, "AC QS JD QS 8S 9S 7H 7S"], "AD", "AC 7D")
    play(position, "AC", "7C", "declare QS JD")
    assert table(position, 1) == ["JD", "QS"]
    assert "JD" in legal(position) and "table QS" in legal(position)
    assert "table JD" not in legal(position)  # no JD in hand: a plain JD plays the table's
    with pytest.raises(IllegalAction, match="table"):
        position.apply("table JD")
    play(position, "table QS", "8C", "draw")  # the table's copy, though one is in hand
    assert table(position, 1) == ["JD"]
    play(position, "JD", "9C", "draw")  # the table's: the hand holds no JD
    assert table(position, 1) == []
    assert "table QS" not in legal(position)
    play(position, "QS")  # the hand's copy
    assert "QS" not in texts(position, 1)


def test_z1_a_card_text_plays_the_hands_copy_first() -> None:
    position = deal([LOSER, "AC QS JD QS 8S 9S 7H 7S"], "AD", "AC 7D")
    play(position, "AC", "7C", "declare QS JD", "QS")
    assert table(position, 1) == ["JD", "QS"]


def test_g3_no_view_depends_on_which_copy_of_a_known_card_the_table_gave_up() -> None:
    """G3: copies are alike. The JD taken for the seven of trumps is known to lie in the hand;
    declared with the other JD (double bezique), both are on the table, and a JD played from
    there may be either copy: every view is the same whichever copy it was (the known JD is
    on the table, no longer known to lie in the hand)."""
    position = deal([LOSER, "AC QS QS JD 7D 9S 7H 7S"], "JD", "AC 7D KC KC")
    first, second = position.game.pack.copies[Card.parse("JD")]
    swap = {first: second, second: first}
    order = [swap.get(card, card) for card in position.order]
    twin = position.game.deal_from_order(order, position.dealer, position.game.initial_carry())
    assert isinstance(twin, BeziqueDeal)
    for actions in (["AC", "7C", "exchange"], ["AC", "8C", "declare QS QS JD JD"], ["JD"]):
        play(position, *actions)
        play(twin, *actions)
        for seat in (None, 0, 1):
            assert position.view(seat) == twin.view(seat)
    assert position.view(0)["details"]["known"] == [[], []]


def test_z1_both_draw_the_winner_first_and_the_turn_up_is_taken_last() -> None:
    position = deal([LOSER, "AS KS QS JS TS 9S 8S 7S"], "AD", "KH QH")
    play(position, "AS", "7C", "draw")
    assert "KH" in texts(position, 1) and "QH" in texts(position, 0)
    while position.stock.size > 2:
        play_a_trick(position)
    assert position.stock.face_down == 1
    play_a_trick(position)
    assert position.stock.size == 0
    loser = 1 - position.last_winner if position.last_winner is not None else -1
    assert "AD" in texts(position, loser)  # the loser of the last stock trick took the turn-up


def play_a_trick(position: BeziqueDeal) -> None:
    """A trick of the first legal cards, and the winner's ``draw``."""
    for _ in range(2):
        position.apply(position.legal_actions()[0])
    if position.phase == "declare":
        position.apply("draw")


def last_eight(seed: int) -> BeziqueDeal:
    """A random deal played on until the stock is gone."""
    rng = Random(seed)
    position = game().new_deal(seed=seed)
    assert isinstance(position, BeziqueDeal)
    while not position.last_eight:
        position.apply(rng.choice(position.legal_actions()))
    return position


@pytest.mark.parametrize("seed", range(5))
def test_z1_last_eight_tricks_table_cards_go_back_to_the_hands(seed: int) -> None:
    position = last_eight(seed)
    assert position.on_table.mask == 0
    assert [h.bit_count() for h in position.hands] == [8, 8]
    assert position.follow is Follow.MUST_WIN


@pytest.mark.parametrize("seed", range(8))
def test_z1_last_eight_follow_and_win_if_able_trump_if_void_no_declarations(seed: int) -> None:
    position = last_eight(seed)
    rng = Random(seed)
    pack = position.game.pack
    while not position.is_over:
        assert position.phase == "last eight"  # no declaration step any more
        trick = position.trick
        assert trick is not None
        seat = position.to_act
        assert seat is not None
        hand = [pack[i] for i in range(64) if position.hands[seat] >> i & 1]
        if trick.cards:
            led = pack[trick.cards[0]]
            trump = position.trump
            follow = [c for c in hand if c.suit == led.suit]
            power = position.game.rank_power
            led_power = power[trick.cards[0]]
            beating = [c for c in follow if power[pack.copies[c][0]] > led_power]
            if led.suit == trump:
                expected = beating or follow or hand
            else:
                trumps = [c for c in hand if c.suit == trump]
                expected = beating or follow or trumps or hand
            assert sorted(set(legal(position))) == sorted({str(c) for c in expected})
        position.apply(rng.choice(position.legal_actions()))


def test_z1_brisques_and_last_trick_score_10_each() -> None:
    pack = game().pack
    taken = pack.mask_from_cards([Card.parse(t) for t in ("AS", "TS", "KS", "TD", "7H")])
    assert scoring.brisques(pack, taken) == 3
    assert scoring.seat_scores([40, 0], [3, 13], last=1) == [70, 140]


@pytest.mark.parametrize("seed", range(4))
def test_z1_a_deal_scores_declarations_brisques_and_the_last_trick(seed: int) -> None:
    position = last_eight(seed)
    rng = Random(seed)
    while not position.is_over:
        position.apply(rng.choice(position.legal_actions()))
    outcome = position.outcome()
    result = outcome.result
    assert sum(result["brisques"]) == 16  # eight aces and eight tens in the two packs
    last = result["last_trick"]
    for seat in (0, 1):
        expected = position.points[seat] + 10 * result["brisques"][seat] + 10 * (seat == last)
        assert outcome.scores[seat] == expected


def test_z2_a_match_ends_with_the_deal_in_which_someone_reaches_1000() -> None:
    bezique = game(target=300)
    match = bezique.new_match(seed=4, dealer=0)
    rng = Random(4)
    while not match.is_over:
        match.apply(rng.choice(match.legal_actions()))
    totals = match.scores.totals
    assert max(totals) >= 300
    before = [sum(s[i] for s in match.scores.deals[:-1]) for i in range(2)]
    assert max(before) < 300
    assert game().options.game_points == 1000
    assert game("three-handed").options.game_points == 2000
