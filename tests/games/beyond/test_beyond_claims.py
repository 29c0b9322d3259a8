"""Claims (ruling B6) and the text's example: East 2, South 5, West 4 refused, West 3."""

from __future__ import annotations

import pytest
from beyond_helpers import EAST, EXAMPLE_AUCTION, NORTH, SOUTH, WEST, apply_all, example_deal

from followsuit.errors import IllegalAction, NotationError


def test_b6_text_example_claims() -> None:
    """B6 and the text: "South claims 5. West is now not allowed to claim 4, because of the
    13 trick rule"; West claims 3, and the play starts with West's lead (B7)."""
    deal = apply_all(example_deal(), EXAMPLE_AUCTION)
    assert deal.to_act == EAST  # declarer North's left
    deal.apply("claim 2")
    assert deal.to_act == SOUTH
    deal.apply("claim 5")
    assert deal.to_act == WEST
    assert deal.forbidden_claim() == 4
    assert "claim 4" not in [a.text for a in deal.legal_actions()]
    with pytest.raises(IllegalAction, match="total 13"):
        deal.apply("claim 4")
    assert deal.contracts == [2, 2, 5, None]  # unchanged by the refused claim
    deal.apply("claim 3")
    assert deal.contracts == [2, 2, 5, 3]
    assert deal.phase == "play"
    assert deal.to_act == WEST  # dealer South's left leads (B7)


def test_b6_only_the_last_claim_is_restricted() -> None:
    """B6: the first two claimers may claim any number 0..13, even one that could total 13."""
    deal = apply_all(example_deal(), EXAMPLE_AUCTION)
    assert len(deal.legal_actions()) == 14
    deal.apply("claim 11")  # 2 + 11 = 13 so far: allowed, it is not the last claim
    assert len(deal.legal_actions()) == 14
    deal.apply("claim 0")
    assert deal.forbidden_claim() == 0
    assert [a.text for a in deal.legal_actions()] == [f"claim {n}" for n in range(1, 14)]


def test_b6_no_claim_is_forbidden_when_13_is_out_of_reach() -> None:
    """B6: when the others already total more than 13, the last claimer may claim anything."""
    deal = apply_all(example_deal(), EXAMPLE_AUCTION)
    apply_all(deal, ["claim 7", "claim 6"])  # 2 + 7 + 6 = 15
    assert deal.forbidden_claim() is None
    assert len(deal.legal_actions()) == 14


def test_b5_declarer_does_not_claim() -> None:
    """B5: the declarer's contract is the bid's level; the three others claim."""
    deal = apply_all(example_deal(), EXAMPLE_AUCTION)
    assert deal.contracts[NORTH] == 2
    apply_all(deal, ["claim 2", "claim 5", "claim 3"])
    assert deal.to_act == WEST and deal.phase == "play"


def test_claims_are_refused_during_the_auction_and_cards_during_claims() -> None:
    deal = example_deal()
    with pytest.raises(IllegalAction):
        deal.apply("claim 3")
    apply_all(deal, EXAMPLE_AUCTION)
    with pytest.raises(IllegalAction, match="claim"):
        deal.apply("KH")


def test_b6_a_mistyped_claim_is_refused_with_the_claims_accepted_now() -> None:
    """``claim 99`` is refused as any text that names no action: the player's line says what
    is accepted now (the claims, less the forbidden one); the parser's words stay in the
    detail."""
    deal = apply_all(example_deal(), EXAMPLE_AUCTION)
    deal.apply("claim 2")
    deal.apply("claim 5")
    with pytest.raises(NotationError) as refused:
        deal.parse("claim 99")
    assert str(refused.value) == "'claim 99' is not an action here: now claim 0 to 3, 5 to 13"
    assert "0 to 13" in refused.value.detail


@pytest.mark.parametrize(
    ("text", "named"),
    [
        ("claim x", "'x' is not a claim: a number of tricks from 0 to 13"),
        ("claim", "'claim' names a claim"),
        ("raise now", "'now' is not part of 'raise'"),
        ("4Z", "unknown card '4Z'"),
    ],
)
def test_b2_b6_a_bad_action_text_names_the_bad_word_and_what_was_expected(
    text: str, named: str
) -> None:
    """The parser's refusal (its detail) names the word it could not read and what was
    expected there."""
    deal = apply_all(example_deal(), EXAMPLE_AUCTION)
    with pytest.raises(NotationError) as refused:
        deal.parse(text)
    assert named in refused.value.detail
