"""The action grammar block (engine/grammar.py): a game's forms, read and written."""

from __future__ import annotations

import pytest

from followsuit.cards import Card, standard
from followsuit.engine import Action
from followsuit.engine.grammar import (
    CardList,
    Chosen,
    Grammar,
    Numbered,
    Several,
    Spoken,
    Word,
)
from followsuit.errors import NotationError

PACK = standard()
PASS = Word("pass", "pass", aliases=("decline",), label="no bid")
BID = Numbered("bid", "", range(0, 8), "a bid: nil or 1 to 7 tricks", {0: "nil"})
CLAIM = Numbered("claim", "claim", range(14), "a number of tricks: 0 to 13", label="claim {n}")
TRUMP = Chosen("trump", "trump", ("S", "H"), "a suit: S or H", {"spades": "S"}, {"H": "hearts"})
DECLARE = Several("declare", "declare", ("trumps", "kings", "slam"), "a declaration")
DISCARD = CardList("discard", "discard", PACK)
CUT = CardList("cut", "cut", PACK, in_order=True, count=2)
GRAMMAR = Grammar("Toy", [PASS, BID, CLAIM, TRUMP, DECLARE, DISCARD, CUT])


def card(text: str) -> Action:
    """The toy deal's card table: a card played."""
    return Action("play", str(Card.parse(text)), 0, (Card.parse(text),))


def read(text: str) -> Action:
    return GRAMMAR.read(text, card)


def test_each_form_reads_its_canonical_text_and_the_other_ways_of_writing_it() -> None:
    assert read("Decline") is PASS.action
    assert read("0") is read("nil") is BID(0)
    assert read("07").text == "7"
    assert read("claim  3") is CLAIM(3)
    assert read("trump spades") is TRUMP("S")
    assert read("declare slam trumps").text == "declare trumps slam"
    assert read("trump h") is TRUMP("H")
    assert read("cut 2c AS").text == "cut 2C AS"
    assert read("qh") == card("QH")


def test_cards_are_written_in_pack_order_unless_the_form_keeps_their_order() -> None:
    first, second = DISCARD.make((Card.parse("7H"), Card.parse("AS"))), read("discard as 7h")
    assert first == second and first.text == "discard AS 7H"
    assert read("cut 7h as").text == "cut 7H AS"


@pytest.mark.parametrize(
    ("text", "named"),
    [
        ("9", "'9' is not a bid: nil or 1 to 7 tricks"),
        ("claim 14", "'14' is not a number of tricks: 0 to 13"),
        ("claim x", "'x' is not a number of tricks: 0 to 13"),
        ("claim", "'claim' names a number of tricks: 0 to 13"),
        ("trump D", "'d' is not a suit: S or H"),
        ("declare kings kings", "'kings' is named twice"),
        ("declare queens", "'queens' is not a declaration: trumps, kings, slam"),
        ("discard 7H ZZ", "'zz' is not a card"),
        ("discard", "'discard' names the cards"),
        ("cut 7H", "'cut' names 2 cards"),
        ("pass now", "'now' is not part of 'pass': nothing follows it"),
        ("xyzzy", "unknown card 'XYZZY'"),
    ],
)
def test_a_bad_text_names_the_bad_word_and_what_the_form_expected(text: str, named: str) -> None:
    with pytest.raises(NotationError) as refused:
        read(text)
    assert named in refused.value.detail


def test_parse_refuses_in_a_players_words_and_keeps_the_parsers_in_the_detail() -> None:
    with pytest.raises(NotationError) as refused:
        GRAMMAR.parse("claim 14", card, lambda: [CLAIM(n) for n in range(4)])
    assert str(refused.value) == "'claim 14' is not an action here: now claim 0 1 2 3"
    assert refused.value.detail.startswith("'claim 14' is not a Toy action: '14' is not")


def test_render_makes_the_text_again_from_the_typed_fields() -> None:
    actions = [PASS.action, BID(0), CLAIM(5), TRUMP("H"), DECLARE(("slam", "kings")), card("QH")]
    actions.append(CUT((Card.parse("7H"), Card.parse("AS"))))
    for action in actions:
        assert GRAMMAR.render(action) == action.text
        assert read(GRAMMAR.render(action)) == action
    assert DECLARE.fields(DECLARE(("slam", "kings"))) == (("kings", "slam"),)


def test_labels_come_from_the_forms() -> None:
    labels = GRAMMAR.labels()
    assert labels["pass"] == "no bid"
    assert labels["claim 3"] == "claim 3"
    assert labels["trump H"] == "hearts"
    assert "nil" not in labels


def test_a_text_a_bare_form_reads_is_still_a_card_where_cards_come_first() -> None:
    """What the grammar remembers of a text never overrides ``cards_first``: Beyond's ``4S``
    read as a bid in the auction is still the four of spades in the play."""
    grammar = Grammar("Toy", [Numbered("bid", "", range(10), "a bid: 0 to 9 tricks")])

    def as_card(text: str) -> Action:
        return Action("play", f"card {text}")

    assert grammar.read("4", as_card).kind == "bid"
    assert grammar.read("4", as_card, cards_first=True).kind == "play"
    assert grammar.read("4", as_card).kind == "bid"


def test_a_remembered_reading_is_the_same_action() -> None:
    for _ in range(2):
        assert read("claim 3") is CLAIM(3)
        assert read("QH") == card("QH")
        with pytest.raises(NotationError):
            read("claim 14")


def test_words_said_before_a_bare_form_read_as_that_forms_action_and_write_nothing() -> None:
    """``bid 3`` is read as the bare bid ``3``; the bid is still written ``3`` (the bare form
    owns it), and what follows the words is refused as the bare form refuses it."""
    spoken = Grammar("Toy", [PASS, BID, Spoken("bid", BID)])
    assert spoken.read("bid 3", card) is BID(3) and spoken.read("Bid nil", card) is BID(0)
    assert spoken.render(spoken.read("bid 3", card)) == "3"
    assert spoken.form_of(BID(3)) is BID
    with pytest.raises(NotationError, match="'9' is not a bid: nil or 1 to 7 tricks"):
        spoken.read("bid 9", card)
