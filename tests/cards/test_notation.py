"""Card notation (DESIGN: card text) round-trips through parse and str."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from followsuit.cards import Card, Suit, combine, forty, piquet, standard, tarot
from followsuit.errors import NotationError

ALL_FACES = sorted(
    set(standard(jokers=0)) | set(tarot()) | {Card.parse(t) for t in ("JK", "BJ", "LJ")}
)


@given(st.sampled_from(ALL_FACES))
def test_parse_str_round_trip(card: Card) -> None:
    assert Card.parse(str(card)) == card
    assert eval(repr(card), {"Card": Card}) == card


@pytest.mark.parametrize(
    ("text", "expected"),
    [("QH", "QH"), ("10s", "TS"), ("ts", "TS"), ("T21", "T21"), ("tf", "TF"), ("CH", "CH")],
)
def test_design_card_text(text: str, expected: str) -> None:
    assert str(Card.parse(text)) == expected


@pytest.mark.parametrize("text", ["", "Q", "1H", "ZS", "T22", "T0", "QX", "JKX"])
def test_bad_card_text_names_the_card(text: str) -> None:
    with pytest.raises(NotationError, match="card"):
        Card.parse(text)


def test_pack_sizes() -> None:
    assert len(standard()) == 52
    assert len(forty()) == 40
    assert len(piquet()) == 32
    beyond = standard(remove=["8C", "8D", "8H"], jokers=3)
    assert len(beyond) == 52 and beyond.counts[Card.parse("JK")] == 3
    assert len(tarot()) == 54
    assert sum(1 for c in tarot() if c.suit is Suit.TRUMPS) == 22
    assert len(combine(piquet(), piquet())) == 64


def test_pack_order_must_be_exactly_the_pack() -> None:
    pack = standard()
    cards = list(pack)
    cards[0] = cards[1]
    with pytest.raises(NotationError, match="missing AS"):
        pack.order_from_cards(cards)
