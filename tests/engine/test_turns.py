"""Turn order (engine/turns.py): the orders the rule texts name, and a phase's queue of seats,
each owing its actions."""

from __future__ import annotations

from followsuit.engine.turns import Turns, round_from_left


def test_round_from_left_runs_from_the_seat_on_the_left_round_to_the_seat_itself() -> None:
    assert round_from_left(2, 4) == [3, 0, 1, 2]
    assert round_from_left(3, 4) == [0, 1, 2, 3]


def test_round_from_left_among_the_live_seats_passes_over_a_dummy() -> None:
    """19 for three (N9): seat 2 is a dummy and never acts."""
    assert round_from_left(1, 4, among=(0, 1, 3)) == [3, 0, 1]


def test_each_once_ends_after_the_last_seat_has_acted() -> None:
    turns = Turns.each_once([1, 2, 0])
    assert turns.seat == 1 and turns.seats == [1, 2, 0] and len(turns) == 3
    assert not turns.acted()
    assert not turns.acted()
    assert turns.seat == 0 and len(turns) == 1
    assert turns.acted()
    assert turns.seat is None and turns.owed == 0 and not turns


def test_a_seat_owing_several_actions_acts_them_all_before_the_next() -> None:
    """19, Partnership (N4): declarer discards four, then the player opposite one."""
    turns = Turns.of([(0, 4), (2, 1)])
    for owed in (4, 3, 2, 1):
        assert turns.seat == 0 and turns.owed == owed
        assert not turns.acted()
    assert turns.seat == 2 and turns.owed == 1
    assert turns.acted()


def test_a_copy_goes_on_alone() -> None:
    turns = Turns.each_once([1, 2])
    copy = turns.copy()
    turns.acted()
    assert copy.seats == [1, 2] and turns.seats == [2]
    copy.clear()
    assert copy.seat is None and turns.seat == 2


def test_each_from_left_is_each_once_round_from_the_seats_left() -> None:
    """Oh Hell, S4: "from dealer's left, dealer last, each player bids once"."""
    for players in (2, 3, 4, 7):
        for dealer in range(players):
            turns = Turns.each_from_left(dealer, players)
            assert turns.queue == Turns.each_once(round_from_left(dealer, players)).queue
    first, second = Turns.each_from_left(1, 4), Turns.each_from_left(1, 4)
    first.acted()
    assert first.seats == [3, 0, 1] and second.seats == [2, 3, 0, 1]


def test_a_round_in_phases_names_the_phase_of_each_turn() -> None:
    """Spades' partnership bidding: the dealer's opponents first, on each side the first
    partner tells and the other names the side's bid."""
    turns = Turns.in_phases([("tell", 1), ("team bid", 3), ("tell", 2), ("team bid", 0)])
    assert (turns.seat, turns.phase) == (1, "tell")
    assert not turns.acted()
    assert (turns.seat, turns.phase) == (3, "team bid")
    assert Turns.each_once([0, 1]).phase is None and Turns().phase is None


def test_the_next_turn_may_be_taken_in_another_phase_or_not_at_all() -> None:
    """Spades: after a blind bid below 10 partner comes out or stays instead of naming the
    side's bid; after a blind bid of 10 or more partner says nothing."""
    turns = Turns.in_phases([("tell", 1), ("team bid", 3), ("tell", 2), ("team bid", 0)])
    turns.next_in("come out")
    turns.acted()
    assert (turns.seat, turns.phase) == (3, "come out")
    turns.acted()
    turns.skip_next()
    assert turns.acted() and turns.seat is None
