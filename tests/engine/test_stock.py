"""The ordered stock (engine/stock.py): drawing from the top, the turn-up taken last and its
exchange (Bézique, Z1), 19's fixed draws (N4) and groups looked at in order (N5), and what a
view may say of it."""

from __future__ import annotations

import json

import pytest
from hypothesis import given
from hypothesis import strategies as st

from followsuit.cards import bits, combine, piquet, tarot
from followsuit.engine.dealing import deal_hands
from followsuit.engine.stock import Stock, preference_level

BEZIQUE = combine(piquet(), piquet())
TAROT = tarot()


def faces(cards: list[int]) -> list[str]:
    return [str(TAROT[c]) for c in cards]


def test_draw_takes_from_the_top_in_order() -> None:
    stock = Stock.of([5, 9, 2, 7], players=2)
    assert [stock.draw(0), stock.draw(1), stock.draw(0)] == [5, 9, 2]
    assert stock.size == 1 and stock.mask == 1 << 7
    assert stock.remaining() == [7]


def test_draw_many_gives_a_mask_and_refuses_more_than_is_left() -> None:
    stock = Stock.of([5, 9, 2, 7], players=2)
    assert stock.draw_many(1, 3) == 1 << 5 | 1 << 9 | 1 << 2
    with pytest.raises(IndexError):
        stock.draw_many(1, 2)


def test_z1_the_turn_up_is_drawn_last() -> None:
    """Z1: the rest is the stock, with the turn-up drawn last; the loser of the last stock
    trick takes it."""
    order = list(range(32))
    _, used = deal_hands(order, 2, first=1, packets=(3, 2, 3))
    turn_up = order[used]
    stock = Stock.of(order[used + 1 :], players=2, turn_up=turn_up)
    assert stock.size == 32 - 16  # the turn-up counts in the stock's size
    drawn = [stock.draw(trick % 2) for trick in range(stock.size)]
    assert drawn[-1] == turn_up
    assert stock.turn_up is None and stock.size == 0
    with pytest.raises(IndexError):
        stock.draw(0)


def test_z1_exchange_of_the_seven_of_trumps() -> None:
    """Z1: a seven of trumps from the hand for the turn-up; the seven is then the card drawn
    last, and the view shows it."""
    seven = BEZIQUE.copies[BEZIQUE.cards[7]][0]  # 7S of the first pack
    ace = BEZIQUE.copies[BEZIQUE.cards[0]][1]  # AS of the second pack
    stock = Stock.of([20, 21, 22], players=2, turn_up=ace)
    assert stock.exchange(seven) == ace
    assert stock.turn_up == seven
    assert stock.view(BEZIQUE, 0)["turn_up"] == "7S"
    assert [stock.draw(0) for _ in range(4)][-1] == seven


def test_exchange_without_a_turn_up_is_an_error() -> None:
    with pytest.raises(ValueError):
        Stock.of([1, 2], players=2).exchange(3)


def test_n4_partnership_draws_fixed_cards() -> None:
    """N4: declarer takes stock cards 1-4, the player opposite card 5, declarer's left card 6;
    each has seen exactly the cards it took."""
    order = list(range(54))
    stock = Stock.of(order[:6], players=4)
    declarer = 1
    assert stock.draw_many(declarer, 4) == 0b1111
    assert stock.draw((declarer + 2) % 4) == 4
    assert stock.draw((declarer + 1) % 4) == 5
    assert stock.size == 0
    assert stock.seen == [0, 0b1111, 1 << 5, 1 << 4]


def test_n9_take_card_takes_a_named_card_leaving_the_rest() -> None:
    """N9: with three players a dummy's stock card stays for the defenders while the next
    player takes the one after it: ``take_card`` takes a named card wherever it lies."""
    stock = Stock.of(list(range(6)), players=4)
    stock.draw_many(1, 4)
    stock.take_card(2, 5)
    assert stock.remaining() == [4]
    assert stock.seen[2] == 1 << 5
    assert stock.draw(0) == 4
    with pytest.raises(ValueError, match="not in the stock"):
        stock.take_card(0, 5)


def test_n5_levels_of_the_preferred_bids() -> None:
    """N5: group 1 at first sight is level 1, group k (k >= 2) at first sight 2k - 2, an earlier
    group after seeing group k is 2k - 1; at most 3, 5 and 11."""
    assert preference_level(1, 1) == 1
    assert preference_level(2, 2) == 2
    assert preference_level(1, 2) == 3  # Preferred Three's Third Level
    assert preference_level(3, 3) == 4
    assert preference_level(2, 3) == preference_level(1, 3) == 5  # Preferred Two's Fifth
    assert preference_level(1, 6) == 11  # Preferred One's Eleventh
    assert max(preference_level(t, s) for s in (1, 2) for t in range(1, s + 1)) == 3
    assert max(preference_level(t, s) for s in (1, 2, 3) for t in range(1, s + 1)) == 5
    with pytest.raises(ValueError):
        preference_level(3, 2)


def preferred(sizes: tuple[int, ...]) -> Stock:
    stock = Stock.of([40, 41, 42, 43, 44, 45], players=4)
    stock.split(sizes)
    return stock


def test_n5_preferred_three_taken_at_first_sight() -> None:
    """N5: declarer takes the first three at once: level 1, nothing laid face up, the second
    group unseen (it counts to the defenders unseen)."""
    stock = preferred((3, 3))
    assert stock.look(2) == 0b111 << 40
    assert stock.take_group(2, 1) == 0b111 << 40
    assert stock.level == 1
    assert stock.public() == 0
    assert stock.known_to(2) == 0 and stock.remaining() == [43, 44, 45]
    assert stock.take_rest() == 0b111 << 43


def test_n5_rejected_group_lies_face_up_for_all() -> None:
    """N5: ``next`` lays the group just seen face up for all; taking the second is level 2."""
    stock = preferred((3, 3))
    stock.look(2)
    assert stock.may_look_further
    stock.look(2)  # next: group 1 face up, group 2 seen by declarer only
    assert stock.public() == 0b111 << 40
    assert stock.known_to(0) == 0b111 << 40
    assert stock.known_to(2) == 0b111111 << 40
    assert not stock.may_look_further
    stock.take_group(2, 2)
    assert stock.level == 2
    assert stock.mask == 0b111 << 40  # the rejected group stays, face up, for the defenders


def test_n5_taking_back_an_earlier_group_lays_the_last_face_up() -> None:
    """N5 (the text: "the second three are placed face up on the table and Declarer picks up
    the preferred cards"): level 3, and both groups have been seen by everyone."""
    stock = preferred((3, 3))
    stock.look(2)
    stock.look(2)
    assert stock.take_group(2, 1) == 0b111 << 40
    assert stock.level == 3
    assert stock.public() == 0b111 << 43
    assert stock.face_up == 0b111111 << 40  # group 1 was shown before declarer took it
    view = stock.view(TAROT, 0)
    assert view["groups"][0] == {"group": 1, "state": "taken", "cards": faces([40, 41, 42])}
    assert view["groups"][1]["state"] == "face up"


def test_n5_preferred_one_looks_at_six_groups() -> None:
    """N5: groups of one, looked at one after another; taking the first after seeing all six
    is the Eleventh Level."""
    stock = preferred((1,) * 6)
    for _ in range(6):
        stock.look(3)
    with pytest.raises(ValueError):
        stock.look(3)
    stock.take_group(3, 1)
    assert stock.level == 11
    assert stock.public() == 0b11111 << 41


def test_n5_only_seen_groups_may_be_taken() -> None:
    stock = preferred((2, 2, 2))
    stock.look(1)
    with pytest.raises(ValueError):
        stock.take_group(1, 2)
    stock.take_group(1, 1)
    with pytest.raises(ValueError):
        stock.take_group(1, 1)  # one group only
    assert not stock.may_look_further


def test_split_must_cover_the_whole_stock() -> None:
    stock = Stock.of([1, 2, 3, 4, 5, 6], players=4)
    with pytest.raises(ValueError):
        stock.split((3, 2))
    stock.draw(0)
    with pytest.raises(ValueError):
        stock.split((5,))


def test_view_says_what_is_public_and_never_the_order_of_the_rest() -> None:
    """A view shows the size, the turn-up, face-up groups and what this seat alone saw; the
    unseen cards are not named, so their order cannot be read from it."""
    stock = preferred((2, 2, 2))
    stock.look(0)
    stock.look(0)  # group 1 face up; group 2 seen by seat 0
    for seat in (None, 0, 1, 2, 3):
        json.dumps(stock.view(TAROT, seat))
    other = stock.view(TAROT, 1)
    own = stock.view(TAROT, 0)
    unseen = faces([44, 45])
    assert other["size"] == 6 and other["turn_up"] is None
    assert other["face_up"] == faces([40, 41])
    assert "cards" not in other["groups"][1] and "cards" not in other["groups"][2]
    assert own["seen"] == faces([42, 43])
    assert not any(card in json.dumps(v) for v in (own, other) for card in unseen)
    assert stock.view(TAROT, None).get("seen") is None


def test_copy_is_independent() -> None:
    stock = Stock.of([1, 2, 3, 4], players=2, turn_up=9)
    copy = stock.copy()
    copy.draw(0)
    copy.exchange(12)
    assert stock.size == 5 and stock.turn_up == 9 and stock.seen == [0, 0]
    assert copy.size == 4 and copy.seen[0] == 1 << 1


@given(st.permutations(range(20)), st.lists(st.integers(0, 2), max_size=25))
def test_drawn_and_left_are_the_whole_stock(order: list[int], seats: list[int]) -> None:
    """Every card is drawn once, top first, the turn-up last; drawn plus left is the stock."""
    stock = Stock.of(order[1:], players=3, turn_up=order[0])
    drawn: list[int] = []
    for seat in seats[: stock.size]:
        drawn.append(stock.draw(seat))
    assert drawn == (order[1:] + order[:1])[: len(drawn)]
    assert sum(1 << c for c in drawn) | stock.mask == sum(1 << c for c in order)
    assert stock.remaining() == [c for c in order[1:] if c not in drawn]
    for seat in range(3):
        assert set(bits(stock.seen[seat])) <= set(drawn)


@given(st.sampled_from([(3, 3), (2, 2, 2), (1,) * 6]), st.lists(st.booleans(), max_size=6))
def test_n5_any_procedure_gives_the_level_and_face_up_groups(
    sizes: tuple[int, ...], nexts: list[bool]
) -> None:
    """N5 on every path: declarer looks while the choices say ``next``, then takes the last
    group seen or the first; every group seen and not taken is face up for all, unseen groups
    stay hidden, and the level follows the rule."""
    stock = preferred(sizes)
    stock.look(1)
    for choose_next in nexts:
        if not (choose_next and stock.may_look_further):
            break
        stock.look(1)
    seen = stock.looked
    take = seen if len(nexts) % 2 else 1
    taken = stock.take_group(1, take)
    assert stock.level == preference_level(take, seen)
    rejected = sum(stock.group(n) for n in range(1, seen + 1) if n != take)
    assert stock.public() == rejected
    unseen = sum(stock.group(n) for n in range(seen + 1, len(sizes) + 1))
    assert stock.known_to(0) == rejected and stock.known_to(1) == rejected
    assert stock.mask == rejected | unseen and not taken & stock.mask
