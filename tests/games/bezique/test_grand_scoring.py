"""Grand Bézique's game score (Z4, Rubicon): one deal a game; the winner adds 500 and the
difference in hundreds; a loser short of 1000 is rubiconed (1000, both totals and 320 for
the brisques to the winner); brisques count only to break a tie or to save a rubicon; the
last trick 50."""

from __future__ import annotations

from random import Random

from bezique_helpers import game

from followsuit.engine import RandomBot
from followsuit.games.bezique.scoring import rubicon_game


def test_winner_scores_500_and_the_difference_in_hundreds() -> None:
    result = rubicon_game([2450, 1380], [10, 22])
    assert result.winner == 0 and result.rubiconed is None
    assert result.game == [500 + 2400 - 1300, 0]
    assert not result.brisques_counted and result.totals == [2450, 1380]


def test_fractions_of_a_hundred_do_not_decide_but_the_exact_totals_do() -> None:
    result = rubicon_game([1450, 1420], [0, 0])
    assert result.winner == 0 and result.game == [500, 0]


def test_rubiconed_loser_gives_the_winner_1000_both_totals_and_320() -> None:
    result = rubicon_game([1650, 740], [12, 15])
    assert result.rubiconed == 1 and result.winner == 0
    assert result.game == [1000 + 1600 + 700 + 320, 0]
    assert not result.brisques_counted  # 740 + 150 is still short of 1000


def test_brisques_counted_when_they_save_the_rubicon_for_both_players() -> None:
    result = rubicon_game([1650, 900], [12, 20])
    assert result.brisques_counted
    assert result.totals == [1770, 1100]
    assert result.rubiconed is None and result.game == [500 + 1700 - 1100, 0]


def test_z5_brisques_lifting_the_lower_player_over_1000_count_for_both() -> None:
    """Z5 (issue 32, point 16): raw North 880, South 830; South's 23 brisques (230) lift him
    to 1060, so both count theirs (North's 9: 970). The new totals decide: South wins, and
    North, under 1000 including his brisques, is rubiconed (he was not, on raw points, and
    South was)."""
    result = rubicon_game([880, 830], [9, 23])
    assert result.brisques_counted
    assert result.totals == [970, 1060]
    assert result.winner == 1 and result.rubiconed == 0
    assert result.game == [0, 1000 + 1000 + 900 + 320]


def test_z5_the_higher_players_brisques_alone_save_nobody() -> None:
    """Z5: brisques count to save the lower player; the higher one's lifting himself over 1000
    counts for nothing (raw 950 against 700: the 700 is rubiconed on raw points)."""
    result = rubicon_game([950, 700], [10, 20])
    assert not result.brisques_counted and result.totals == [950, 700]
    assert result.winner == 0 and result.rubiconed == 1


def test_brisques_break_a_tie() -> None:
    result = rubicon_game([1200, 1200], [15, 17])
    assert result.brisques_counted and result.winner == 1
    assert result.game == [0, 500 + 1300 - 1300]


def test_a_tie_with_the_brisques_is_a_drawn_game() -> None:
    result = rubicon_game([1200, 1200], [16, 16])
    assert result.winner is None and result.game == [0, 0]


def test_one_deal_is_a_game_and_the_last_trick_scores_fifty() -> None:
    bezique = game("grand")
    match = bezique.new_match(seed=5)
    bots = [RandomBot(Random(seat)) for seat in range(2)]
    while not match.match_is_over:
        seat = match.to_act
        assert seat is not None
        match.apply(bots[seat].act(match.view(seat)))
    assert len(match.finished) == 1
    result = match.finished[0].result
    last = result["last_trick"]
    assert result["seat_scores"][last] == result["declared"][last] + 50
    assert result["seat_scores"][1 - last] == result["declared"][1 - last]
    assert list(match.scores.totals) == result["scores"]


def test_the_game_is_said_in_words_with_the_rubiconed_loser() -> None:
    from followsuit.games.bezique.words import deal_words

    result = {
        "trump": "C",
        "declared": [330, 470],
        "brisques": [15, 17],
        "last_trick": 0,
        "seat_scores": [380, 470],
        "brisques_counted": False,
        "totals": [380, 470],
        "winner": 1,
        "rubiconed": 0,
        "scores": [0, 2020],
    }
    lines = deal_words(result, [0, 2020], ["Ann", "Bob"], ["Ann", "Bob"])
    assert lines == [
        "Ann declared 330, took the last trick (50): 380",
        "Bob declared 470: 470",
        "Bob wins the game: 2020, Ann rubiconed.",
        "Trumps were clubs.",
    ]
