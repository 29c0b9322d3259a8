"""Turn order (engine/turns.py): "every player, the winner first" (``round_from``) and a turn
handed over to another seat (``Turns.hand_over``), as Bézique's rules name them."""

from __future__ import annotations

from followsuit.engine.turns import Turns, round_from, round_from_left


def test_round_from_starts_with_the_seat_itself_and_goes_round_the_table() -> None:
    """Bézique, Z1: after a trick every player draws, the winner first."""
    assert round_from(2, 4) == [2, 3, 0, 1]
    assert round_from(0, 3) == [0, 1, 2]


def test_round_from_among_some_seats_keeps_only_those() -> None:
    """Grand Bézique's carte blanche: only the players still blank, the winner first."""
    assert round_from(3, 4, among=(0, 1)) == [0, 1]
    assert round_from(1, 4, among={1, 3}) == [1, 3]


def test_round_from_the_seat_on_the_left_is_round_from_left() -> None:
    for players in (2, 3, 4, 6):
        for seat in range(players):
            assert round_from((seat + 1) % players, players) == round_from_left(seat, players)


def test_a_turn_handed_over_is_owed_by_the_other_seat_as_it_was() -> None:
    """Bézique, Z3, four players: the trick's winner lets his partner declare, who then owes
    the winner's turn; the turns after it stay as they were."""
    turns = Turns.of([(1, 2), (0, 1)])
    turns.hand_over(3)
    assert turns.seat == 3 and turns.owed == 2 and turns.seats == [3, 0]
    assert not turns.acted()
    assert turns.seat == 3 and turns.owed == 1
    assert not turns.acted()
    assert turns.seat == 0
