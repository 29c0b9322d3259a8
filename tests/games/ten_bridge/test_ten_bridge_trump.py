"""Declarer's secret trump (ruling T4) and the opening lead and dummy (T5)."""

from __future__ import annotations

import pytest
from ten_bridge_deals import DUMMY_REVEAL_AUCTION, DUMMY_REVEAL_HANDS, deal

from followsuit.cards import Suit
from followsuit.errors import IllegalAction, NotationError
from followsuit.games.ten_bridge.contract import Denomination
from followsuit.games.ten_bridge.state import TRUMP_ACTIONS


@pytest.mark.parametrize(
    ("denomination", "suits"),
    [
        (Denomination.MINOR, (Suit.CLUBS, Suit.DIAMONDS)),
        (Denomination.RED, (Suit.DIAMONDS, Suit.HEARTS)),
        (Denomination.BLACK, (Suit.SPADES, Suit.CLUBS)),
        (Denomination.MAJOR, (Suit.HEARTS, Suit.SPADES)),
    ],
)
def test_t4_denomination_suits_default_first(
    denomination: Denomination, suits: tuple[Suit, Suit]
) -> None:
    """T4: Minor C/D, Red D/H, Black S/C, Major H/S; the first named is the default."""
    assert denomination.suits == suits
    assert denomination.default is suits[0]
    state = deal(DUMMY_REVEAL_HANDS, 0, [f"1{denomination.name}", "pass", "pass", "pass"])
    assert state.phase == "trump" and state.to_act == 0
    assert [a.text for a in state.legal_actions()] == [f"trump {s.symbol}" for s in suits]


@pytest.mark.parametrize(
    ("bid", "named", "pair"),
    [("1MINOR", "S", "clubs or diamonds"), ("1MINOR", "H", "clubs or diamonds"),
     ("1RED", "C", "diamonds or hearts"), ("1BLACK", "D", "spades or clubs"),
     ("1MAJOR", "C", "hearts or spades"), ("1MAJOR", "D", "hearts or spades")],
)  # fmt: skip
def test_t4_a_suit_outside_the_pair_is_refused_naming_the_two(
    bid: str, named: str, pair: str
) -> None:
    """T4: declarer chooses between the denomination's two suits. The text's "the default suit
    is regarded as trump suit" mends a mistake at a real table; here the mistake is refused
    with the two suits named, and declarer chooses again."""
    state = deal(DUMMY_REVEAL_HANDS, 0, [bid, "pass", "pass", "pass"])
    with pytest.raises(IllegalAction, match=pair):
        state.apply(f"trump {named}")
    assert state.phase == "trump" and state.to_act == 0


@pytest.mark.parametrize(("bid", "named"), [("1RED", "H"), ("1BLACK", "C"), ("1MINOR", "D")])
def test_t4_either_suit_of_the_pair_is_set(bid: str, named: str) -> None:
    """T4: either suit of the pair is the trump declarer names, the default or not."""
    state = deal(DUMMY_REVEAL_HANDS, 0, [bid, "pass", "pass", "pass", f"trump {named}"])
    assert state.trump_suit == Suit.parse(named)
    assert state.history[-1].text == f"trump {named}"


def test_t4_only_the_pair_is_listed_and_accepted() -> None:
    """T4: the legal choices are the two suits; an off-pair action value is refused."""
    state = deal(DUMMY_REVEAL_HANDS, 0, ["1MINOR", "pass", "pass", "pass"])
    reason = state.check(TRUMP_ACTIONS[Suit.SPADES])
    assert reason is not None and "clubs or diamonds" in reason


def test_t4_no_trump_has_no_choice() -> None:
    """T4: NT has no trump: the play starts right after the auction."""
    state = deal(DUMMY_REVEAL_HANDS, 0, ["1NT", "pass", "pass", "pass"])
    assert state.phase == "play"
    assert state.trump_suit is None
    assert all(state.view(s)["details"]["trump"] is None for s in range(4))


def test_t4_the_trump_is_secret_until_revealed() -> None:
    """T4: declarer sets the trump secretly: the others, dummy included, see only "trump"."""
    state = deal(DUMMY_REVEAL_HANDS, 0, [*DUMMY_REVEAL_AUCTION, "trump S"])
    declarer = state.view(0)
    assert declarer["details"]["trump"] == "S" and declarer["log"][-1] == {
        "seat": 0,
        "kind": "trump",
        "text": "trump S",
    }
    for seat in (1, 2, 3, None):
        view = state.view(seat)
        assert view["details"]["trump"] is None
        assert view["log"][-1] == {"seat": 0, "kind": "trump", "text": "trump", "secret": True}
        assert "trump S" not in str({k: v for k, v in view.items() if k != "hints"})
    assert state.view(1)["details"]["trump_suits"] == ["H", "S"]


@pytest.mark.parametrize("text", ["trumps h", "trumph"])
def test_t4_trump_is_a_word_of_its_own_then_the_suit(text: str) -> None:
    """``trump`` and the suit are words apart: ``trumps h`` was read as trump S (its ``s``
    the suit) and ``trumph`` as trump H; both name no action."""
    state = deal(DUMMY_REVEAL_HANDS, 0, ["pass", "pass", "1MAJOR", "pass", "pass", "pass"])
    with pytest.raises(NotationError):
        state.parse(text)
    assert state.parse("trump hearts") == TRUMP_ACTIONS[Suit.HEARTS]


@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("trump x", "'trump x': write trump and a suit, such as trump H"),
        ("6NT", "'6NT' is not an action here: now"),
        ("reveal now", "'reveal now' is not an action here: now"),
    ],
)
def test_t2_t4_a_bad_action_text_says_what_is_wrong(text: str, said: str) -> None:
    """A trump without a suit is told how to write one; a text that names no action is told
    what is accepted now, the parser's words (the bad word, what was expected) in the
    detail."""
    state = deal(DUMMY_REVEAL_HANDS, 0, ["pass", "pass", "1MAJOR", "pass", "pass", "pass"])
    with pytest.raises(NotationError) as refused:
        state.parse(text)
    assert str(refused.value).startswith(said)
    if text == "reveal now":
        assert "'now' is not part of 'reveal'" in refused.value.detail


def test_t5_opening_lead_from_declarers_left() -> None:
    """T5: the player on declarer's left makes the opening lead."""
    state = deal(DUMMY_REVEAL_HANDS, 0, ["pass", "pass", "1MAJOR", "pass", "pass", "pass"])
    state.apply("trump H")
    assert state.declarer == 2
    assert state.trick is not None and state.trick.leader == 3
    assert state.to_act == 3


def test_t5_option_opening_lead_from_dealers_left() -> None:
    """T5 (option): the player on dealer's left leads."""
    actions = ["pass", "pass", "1MAJOR", "pass", "pass", "pass", "trump H"]
    state = deal(DUMMY_REVEAL_HANDS, 0, actions, opening_lead="dealer-left")
    assert state.trick is not None and state.trick.leader == 1


def test_t5_dummy_exposed_after_the_opening_lead() -> None:
    """T5: dummy, declarer's partner, is exposed to all once the opening lead is made."""
    state = deal(DUMMY_REVEAL_HANDS, 0, [*DUMMY_REVEAL_AUCTION, "trump S"])
    assert state.dummy == 2
    dummy_mask = state.hands[2]
    for seat in (0, 1, 3, None):
        assert state.view(seat)["hands"][2] is None
        assert not state.visible_to(seat) & dummy_mask
    state.apply("9D")
    for seat in (0, 1, 3, None):
        assert state.view(seat)["hands"][2] == state.cards_text(state.hands[2])
        assert state.visible_to(seat) & state.hands[2] == state.hands[2]


def test_t5_declarer_plays_dummys_cards() -> None:
    """T5: declarer plays dummy's cards: declarer acts when dummy's card is due, and the view
    says whose hand is to play."""
    state = deal(DUMMY_REVEAL_HANDS, 0, [*DUMMY_REVEAL_AUCTION, "trump S", "9D"])
    assert state.hand_to_play == 2
    assert state.to_act == 0
    view = state.view(0)
    assert view["details"]["playing_for"] == 2
    assert view["legal"] == ["KD", "QD", "7D", "6D"]
    assert state.view(2)["legal"] == []
    state.apply("6D")
    assert state.trick is not None and state.trick.seats == [1, 2]


def test_t5_dummy_on_opening_lead_is_spread_first() -> None:
    """T5 (option): when the dealer's left is dummy, declarer leads from dummy's hand, so dummy
    is spread for everyone before the opening lead."""
    actions = ["pass", "pass", "pass", "1MAJOR", "pass", "pass", "pass", "trump H"]
    state = deal(DUMMY_REVEAL_HANDS, 0, actions, opening_lead="dealer-left")
    assert state.declarer == 3 and state.dummy == 1
    assert state.trick is not None and state.trick.leader == 1
    assert state.to_act == 3 and state.view(3)["details"]["playing_for"] == 1
    for seat in (0, 2, 3, None):
        assert state.view(seat)["hands"][1] == state.cards_text(state.hands[1])
    state = deal(DUMMY_REVEAL_HANDS, 0, actions)
    assert state.trick is not None and state.trick.leader == 0
    assert state.view(0)["hands"][1] is None
