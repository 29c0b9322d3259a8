"""Play with the trump concealed and its reveal (ruling T6).

The deal (ten_bridge_deals.DUMMY_REVEAL_HANDS): North declares 2MAJOR with spades secretly
trumps; South is dummy. After the first trick (East's 9D won by West's AD) West leads clubs, and
East and dummy are void in clubs.
"""

from __future__ import annotations

import pickle

from ten_bridge_deals import DUMMY_REVEAL_AUCTION, DUMMY_REVEAL_HANDS, deal

from followsuit.cards import Suit
from followsuit.games.ten_bridge.state import TenBridgeDeal

AFTER_FIRST_TRICK = [*DUMMY_REVEAL_AUCTION, "trump S", "9D", "6D", "AD", "5D"]


def club_lead(*more: str) -> TenBridgeDeal:
    return deal(DUMMY_REVEAL_HANDS, 0, [*AFTER_FIRST_TRICK, "AC", "6C", *more])


def legal(state: TenBridgeDeal) -> list[str]:
    return [a.text for a in state.legal_actions()]


def test_t6_reveal_only_for_a_hand_that_cannot_follow() -> None:
    """T6: a player who cannot follow suit may call for the reveal; the leader and a player
    holding the suit led may not."""
    state = deal(DUMMY_REVEAL_HANDS, 0, [*DUMMY_REVEAL_AUCTION, "trump S"])
    assert "reveal" not in legal(state)  # East leads
    reason = state.check(state.parse("reveal"))
    assert reason is not None and "cannot follow" in reason
    state.apply("9D")
    assert "reveal" not in legal(state)  # dummy holds diamonds
    state = club_lead()
    assert legal(state)[0] == "reveal"  # East is void in clubs


def test_t6_trump_suit_card_before_the_reveal_cannot_win() -> None:
    """T6: until the reveal, a trump-suit card played to another suit's lead is a discard that
    cannot win: declarer playing dummy's 5S without calling for the trump discards it."""
    state = club_lead("9S", "5S")
    assert state.tricks_won == [0, 0, 0, 2]  # West's AC wins; East's 9S and dummy's 5S discard
    assert not state.revealed


def test_t6_declarer_may_discard_trumps_while_concealed() -> None:
    """T6 and the text: "If declarer chooses to discard trumps while the trump suit is still
    concealed, he is free to do so": every card of dummy's hand is legal without the reveal."""
    state = club_lead("9S")
    assert state.to_act == 0 and state.hand_to_play == 2
    assert set(legal(state)) == {"reveal", "7S", "6S", "5S", "QH", "JH", "6H", "KD", "QD", "7D"}


def test_t6_declarer_reveals_for_dummy_and_dummy_must_ruff() -> None:
    """T6: declarer may call for the reveal for dummy's hand; that hand must then ruff."""
    state = club_lead("9S", "reveal")
    assert state.revealed and state.reveal_hand == 2
    assert state.to_act == 0
    assert legal(state) == ["7S", "6S", "5S"]
    reason = state.check(state.parse("QH"))
    assert reason is not None and "must ruff" in reason
    for seat in (1, 2, 3, None):
        assert state.view(seat)["details"]["trump"] == "S"


def test_t6_earlier_cards_of_the_trick_stay_discards() -> None:
    """T6: "Cards played to the trick before the reveal stay discards": East's 9S, played
    before the reveal, loses to dummy's 5S ruff after it."""
    state = club_lead("9S", "reveal", "5S")
    assert state.tricks_won == [0, 0, 1, 1]
    assert state.last_trick is not None and state.last_trick.leader == 3
    assert state.trick is not None and state.trick.leader == 2


def test_t6_nobody_else_must_ruff() -> None:
    """T6: only the revealer must ruff; East reveals and ruffs, dummy (void in clubs too, with
    spades) may discard."""
    state = club_lead("reveal")
    assert legal(state) == ["AS", "9S", "8S"]
    state.apply("8S")
    assert "7D" in legal(state) and "QH" in legal(state)
    assert "reveal" not in legal(state)
    state.apply("7D")
    assert state.tricks_won == [0, 1, 0, 1]  # East's 8S ruff wins


def test_t6_after_the_reveal_trump_suit_cards_are_trumps() -> None:
    """T6: trump-suit cards played after the reveal are trumps in later tricks, for anyone."""
    state = club_lead("reveal", "8S", "7D")
    # East leads; hearts led, West is void in hearts and has no spades.
    state.apply("TH")
    state.apply("6H")
    state.apply("5C")
    state.apply("AH")
    assert state.tricks_won == [1, 1, 0, 1]
    # North leads a diamond; East has diamonds; dummy and West follow or discard.
    state.apply("8D")
    assert "reveal" not in legal(state)


def test_t6_revealer_without_a_trump_plays_any_card_and_shows_the_void() -> None:
    """T6: the revealer must ruff "if able"; without a trump any card is legal, and everyone
    learns that hand holds no trump."""
    state = deal(DUMMY_REVEAL_HANDS, 0, [*DUMMY_REVEAL_AUCTION, "trump S", "TH", "6H", "reveal"])
    assert state.reveal_hand == 3
    assert len(legal(state)) == 10
    state.apply("5C")
    assert {"H", "S"} <= set(state.view(0)["voids"][3])


def test_t6_trump_suit_led_before_the_reveal_wins_by_rank() -> None:
    """T6: a trump-suit card led while concealed is the suit led; after a reveal later in the
    trick, cards following it still compare by rank (the AS beats the KS)."""
    state = deal(DUMMY_REVEAL_HANDS, 0, [*DUMMY_REVEAL_AUCTION, "trump S", "AS", "5S", "reveal"])
    state.apply("5C")
    state.apply("KS")
    assert state.tricks_won == [0, 1, 0, 0]


def test_t6_declarer_reveals_for_own_hand() -> None:
    """T6: declarer unable to follow in his own hand may call for the trump, and must ruff."""
    state = deal(
        DUMMY_REVEAL_HANDS,
        0,
        [*AFTER_FIRST_TRICK, "KC", "6C", "TH", "7D", "QC"],
    )
    assert state.to_act == 0 and state.hand_to_play == 0
    state.apply("reveal")
    assert legal(state) == ["KS", "QS", "JS", "TS"]


def test_t6_no_reveal_in_no_trump() -> None:
    """T6/T4: in a No Trump contract there is nothing to reveal."""
    state = deal(DUMMY_REVEAL_HANDS, 0, ["1NT", "pass", "pass", "pass", "TH", "6H"])
    assert "reveal" not in legal(state)
    reason = state.check(state.parse("reveal"))
    assert reason is not None and "No Trump" in reason


def test_t6_only_one_reveal() -> None:
    """T6: once revealed, the trump stays public; there is no second reveal."""
    state = club_lead("reveal", "8S")
    reason = state.check(state.parse("reveal"))
    assert reason is not None and "already" in reason
    assert state.trump_suit == Suit.SPADES


def test_t6_a_copy_of_the_reveal_action_calls_for_the_trump() -> None:
    """T6: the reveal is a value like every action: a copy of it (read back from pickle, as a
    bot in another process sends it) is legal and reveals the trump, as the action does."""
    state = club_lead("9S")
    offered = next(a for a in state.legal_actions() if a.text == "reveal")
    copied = pickle.loads(pickle.dumps(offered))
    assert copied == offered and copied is not offered
    assert state.check(copied) is None
    state.apply(copied)
    assert state.revealed and state.reveal_hand == 2
    assert legal(state) == ["7S", "6S", "5S"]
