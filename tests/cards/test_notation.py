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


EVERY_PACK = [
    standard(),
    standard(remove=["8C", "8D", "8H"], jokers=3),
    standard(remove=["2H", "2C"], jokers=2, distinct_jokers=True),
    forty(),
    piquet(),
    combine(piquet(), piquet()),
    tarot(),
]
EVERY_FACE = sorted({card for pack in EVERY_PACK for card in pack.faces})


@given(st.sampled_from(EVERY_FACE))
def test_every_face_of_every_pack_round_trips(card: Card) -> None:
    """DESIGN card text: parse(str(x)) == x, in any case, with spaces around."""
    text = str(card)
    assert Card.parse(text) == card
    assert Card.parse(f"  {text.lower()} ") == card
    assert str(Card.parse(text)) == text


@given(st.sampled_from([c for c in EVERY_FACE if c.suit.is_plain]))
def test_ten_is_accepted_on_input_and_glyphs_read_back(card: Card) -> None:
    """`10` is accepted on input (DESIGN); a card's pretty text with its suit glyph too."""
    if card.rank_symbol == "T":
        assert Card.parse("10" + card.suit.symbol) == card
        assert card.pretty().startswith("10")
    assert Card.parse(card.pretty()) == card


def test_tarot_ranks_and_trumps() -> None:
    """19 (N1): cavalier C and valet V; trumps T1..T21 and Tomfool TF."""
    assert str(Card.parse("CS")) == "CS" and str(Card.parse("vd")) == "VD"
    assert Card.parse("T1") < Card.parse("T21")
    assert [str(c) for c in tarot() if c.is_tarot_trump][-1] == "TF"


@given(st.text(max_size=6))
def test_any_text_parses_or_is_a_notation_error(text: str) -> None:
    """Never any other error: a caller can act on NotationError."""
    try:
        card = Card.parse(text)
    except NotationError:
        return
    assert Card.parse(str(card)) == card
