"""Cards kept face up on the table (engine/table_cards.py): Bézique's declared cards stay
playable (Z1), open cards and rejected groups are shown but not played."""

from __future__ import annotations

import json

from followsuit.cards import Card, combine, piquet, tarot
from followsuit.engine.table_cards import TableCards

BEZIQUE = combine(piquet(), piquet())


def copies(face: str) -> tuple[int, ...]:
    return BEZIQUE.copies[Card.parse(face)]


def mask(*cards: int) -> int:
    return sum(1 << c for c in cards)


QS1, QS2 = copies("QS")
JD1, JD2 = copies("JD")
KH1, _ = copies("KH")


def test_z1_declared_cards_remain_playable() -> None:
    """Z1: declared cards stay face up on the table and remain part of the playable cards."""
    table = TableCards.empty(2)
    hand = mask(QS1, JD1, KH1)
    table.put(0, mask(QS1, JD1))
    hand &= ~mask(QS1, JD1)
    assert table.playable_cards(0, hand) == mask(QS1, JD1, KH1)
    assert table.playable_cards(1, 0) == 0


def test_z1_a_card_text_plays_the_hands_copy_first() -> None:
    """Z1: a plain card text plays the hand's copy when the hand holds that face, else the
    table's; ``table QS`` plays the table's copy of a face also held in hand, and only then."""
    table = TableCards.empty(2)
    table.put(0, 1 << QS1)
    both = mask(QS1, QS2)
    assert table.copy_to_play(0, 1 << QS2, both) == 1 << QS2
    assert table.copy_to_play(0, 0, both) == 1 << QS1
    assert table.copy_to_play(0, 1 << QS2, both, from_table=True) == 1 << QS1
    assert table.copy_to_play(0, 0, both, from_table=True) == 0  # not held in hand too
    assert table.copy_to_play(1, 0, both) == 0


def test_playing_from_the_table_takes_the_card_off_it() -> None:
    table = TableCards.empty(2)
    table.put(1, mask(QS1, JD1))
    assert table.take(1, 1 << QS1)
    assert not table.take(1, 1 << QS2)  # a hand card: the table is unchanged
    assert table[1] == 1 << JD1 and table.mask == 1 << JD1


def test_z1_table_cards_go_back_to_the_hands_for_the_last_eight_tricks() -> None:
    table = TableCards.empty(2)
    table.put(0, 1 << QS1)
    table.put(1, 1 << JD2)
    hands = [1 << KH1, 0]
    table.return_to_hands(hands)
    assert hands == [mask(KH1, QS1), 1 << JD2]
    assert table.mask == 0


def test_open_cards_are_shown_but_not_playable() -> None:
    """Polish Bézique: open cards cannot be played a second time; 19's rejected groups lie
    face up for all and are not played either."""
    table = TableCards.empty(2, playable=False)
    table.put(0, 1 << QS1)
    assert table.playable_cards(0, 1 << KH1) == 1 << KH1
    assert table.copy_to_play(0, 0, mask(QS1, QS2)) == 0


def test_view_is_public_text_per_seat() -> None:
    pack = tarot()
    table = TableCards.empty(4, playable=False)
    table.put(2, 1 << 0 | 1 << 53)
    view = table.view(pack)
    assert view == [[], [], ["KS", "TF"], []]
    json.dumps(table.as_json(pack))


def test_copy_is_independent() -> None:
    table = TableCards.empty(2)
    copy = table.copy()
    copy.put(0, 1 << QS1)
    assert table.mask == 0 and copy.mask == 1 << QS1
