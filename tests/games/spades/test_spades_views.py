"""What each seat may see (DESIGN: views): hidden cards never show, face-down steps stay
secret, and a sampled state matches the view it was drawn from."""

from __future__ import annotations

import json
from random import Random

import pytest
from spades_helpers import EAST, NORTH, SOUTH, WEST, pack_for, spades

from followsuit.cards import Card, bits
from followsuit.engine.view_log import log_entry
from followsuit.games.spades import SpadesDeal

SEATS = (None, NORTH, EAST, SOUTH, WEST)


def words(view: object) -> set[str]:
    text = json.dumps(view)
    return set(text.replace('"', " ").replace(",", " ").replace("[", " ").replace("]", " ").split())


def hidden_texts(deal: SpadesDeal, seat: int | None) -> set[str]:
    pack = deal.game.pack
    visible = deal.visible_to(seat)
    return {str(pack[i]) for i in bits(pack.full_mask & ~visible)}


def test_no_view_names_a_card_its_seat_cannot_see() -> None:
    """Through whole deals of the variants with face-down steps, no hidden card appears in a
    seat's view (as a word of any text)."""
    for preset in ("jokers-54", "mitchell", "widow", "pass-three", "french-cut", "barmore"):
        game = spades(preset)
        rng = Random(5)
        deal = game.new_deal(seed=5, dealer=EAST)
        assert isinstance(deal, SpadesDeal)
        while deal.to_act is not None:
            for seat in SEATS:
                leaked = hidden_texts(deal, seat) & words(deal.view(seat))
                assert not leaked, f"{preset}: seat {seat} sees {leaked} in phase {deal.phase}"
            deal.apply(rng.choice(deal.legal_actions()))


def test_a_player_who_has_not_looked_sees_no_hand() -> None:
    """A side that may bid blind nil has not looked: its cards are hidden even from itself."""
    from spades_helpers import behind

    game = spades()
    deal = game.new_deal(seed=1, dealer=WEST, carry=behind(100))
    assert deal.view(NORTH)["hand"] is None
    assert deal.visible_to(NORTH) & deal.hands[NORTH] == 0  # type: ignore[attr-defined]


def test_cards_passed_are_forgotten_once_partner_may_have_discarded_them() -> None:
    """Passing (before the bidding) and a dealer's discard after the bidding together: once
    the dealer discards, partner no longer knows where the cards it passed lie, and its own
    log stops naming them (they may be in the discards)."""
    game = spades(
        jokers=2,
        high_cards=("BJ", "LJ"),
        extra_cards="dealer",
        discard_after_bidding=True,
        pass_cards=3,
        blind_nil=False,
    )
    hands = {EAST: "AH KH QH JH TH 9H 8H 7H 6H 5H 4H 3H 2H"}
    deal = game.new_deal(pack=pack_for(game, WEST, hands, leftover=["BJ", "LJ"]), dealer=WEST)
    assert isinstance(deal, SpadesDeal)
    deal.apply(deal.legal_actions()[0])
    deal.apply("pass AH KH QH")
    for _ in range(2):
        deal.apply(deal.legal_actions()[0])
    assert deal.view(EAST)["details"]["partner_holds"] == ["AH", "KH", "QH"]
    for bid in ("3", "3", "3", "3"):
        deal.apply(bid)
    assert deal.phase == "discard" and deal.to_act == WEST
    deal.apply("discard AH KH")
    assert deal.view(EAST)["details"]["partner_holds"] == []
    assert deal.view(EAST)["log"][1] == log_entry(EAST, "pass", "pass", True)
    assert deal.view(WEST)["log"][1] == log_entry(EAST, "pass", "pass AH KH QH")
    ace = deal.card_index(Card.parse("AH"))
    assert not deal.visible_to(EAST) >> ace & 1


@pytest.mark.parametrize("preset", [None, "jokers-54", "mitchell", "pass-three", "barmore"])
def test_sampled_state_view_equals_the_view(preset: str | None) -> None:
    """``game.sample_state(view)`` gives a state whose view for that seat is the view itself,
    at every step of a deal, for every seat and the spectator (views through JSON)."""
    game = spades(preset)
    rng = Random(9)
    deal = game.new_deal(seed=9, dealer=SOUTH)
    while deal.to_act is not None:
        for seat in SEATS:
            view = json.loads(json.dumps(deal.view(seat)))
            sampled = game.sample_state(view, rng)
            assert sampled.view(seat) == view
            assert sampled.to_act == deal.to_act
        deal.apply(rng.choice(deal.legal_actions()))


def test_sampled_hands_keep_voids_and_the_two_of_clubs_side() -> None:
    """A sampled deal puts no card of a suit where its holder showed void, and keeps the 2C
    that drew the extra cards within its holder's side once it is face down."""
    game = spades("jokers-54-two-of-clubs")
    hands = {SOUTH: "2C AH KH QH JH TH 9H 8H 7H 6H 5H 4H 3H"}
    deal = game.new_deal(pack=pack_for(game, WEST, hands, leftover=["BJ", "LJ"]), dealer=WEST)
    assert isinstance(deal, SpadesDeal)
    deal.apply("discard 3H 2C")
    view = deal.view(EAST)
    two = deal.card_index(Card.parse("2C"))
    for seed in range(20):
        sampled = game.sample_state(view, Random(seed))
        assert isinstance(sampled, SpadesDeal)
        side = [sampled.hands[s] | sampled.discards[s] for s in (NORTH, SOUTH)]
        assert (side[0] | side[1]) >> two & 1
