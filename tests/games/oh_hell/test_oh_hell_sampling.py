"""Resampling an Oh Hell deal from a view (STYLE, from OpenSpiel: "resampling a full state
from one player's knowledge respects voids and seen cards (OpenSpiel once shipped an Oh Hell
resampler that ignored voids: test for exactly that)")."""

from __future__ import annotations

from random import Random

from hypothesis import given, settings
from hypothesis import strategies as st
from oh_hell_helpers import deal_of, oh_hell, play, random_playout

from followsuit.cards import Suit, bits
from followsuit.engine import deal_unknown
from followsuit.games.oh_hell import OhHellDeal

PRESETS = (
    None,
    "must-trump",
    "bust-5",
    "jokers-brader",
    "simultaneous",
    "coulon",
    "thirteen",
    "devils-bridge",
    "atkinson-5",
)


@settings(max_examples=60, deadline=None)
@given(
    preset=st.sampled_from(PRESETS),
    seed=st.integers(0, 2**32 - 1),
    size=st.integers(1, 10),
    steps=st.integers(0, 60),
    seat_pick=st.integers(0, 7),
)
def test_sampled_state_shows_the_seat_exactly_the_view_it_came_from(
    preset: str | None, seed: int, size: int, steps: int, seat_pick: int
) -> None:
    """``sampled.view(seat) == view``: same hand, bids, turn-up, tricks, voids, log; for a
    spectator too. The sampled deal is a real deal: it plays on to the end."""
    game = oh_hell(preset, hand_sizes=(1 if preset == "devils-bridge" else size,))
    rng = Random(seed)
    deal = game.new_deal(seed=seed, dealer=seed % game.players)
    random_playout(deal, rng, stop_after=steps)
    seat = None if seat_pick >= game.players else seat_pick
    view = deal.view(seat)
    sampled = game.sample_state(view, rng)
    assert isinstance(sampled, OhHellDeal)
    assert sampled.view(seat) == view
    assert sampled.places()["turn-up"].bit_count() == deal.places()["turn-up"].bit_count()
    random_playout(sampled, rng)
    assert sampled.is_over


def test_sampling_a_forehead_deal_keeps_the_cards_seen_and_deals_the_own_card() -> None:
    """Devil's Bridge: a player sees the others' cards, not its own; the sample keeps the
    others' cards and draws the own card from the unseen ones."""
    game = oh_hell("devils-bridge", hand_sizes=(1,))
    deal = deal_of(game, 3, {0: "AS", 1: "KH", 2: "QD", 3: "JC"}, turn_up="2C")
    play(deal, "0 1")
    view = deal.view(0)
    rng = Random(2)
    own = set()
    for _ in range(40):
        sampled = game.sample_state(view, rng)
        assert isinstance(sampled, OhHellDeal)
        assert sampled.view(0) == view
        assert [sampled.game.pack.cards_of(h) for h in sampled.hands[1:]] == [
            deal.game.pack.cards_of(h) for h in deal.hands[1:]
        ]
        own.add(str(sampled.game.pack.cards_of(sampled.hands[0])[0]))
    assert len(own) > 10 and not own & {"KH", "QD", "JC", "2C"}


def _void_position() -> tuple[OhHellDeal, int]:
    """A 10-card deal in which East (1) has shown void in hearts at the first trick."""
    game = oh_hell(hand_sizes=(10,))
    hands = {
        0: "AH KH QH JH 2S 3S 4S 5S 6S 7S",
        1: "AS KS QS JS TS 9S 8S 2D 3D 4D",
        2: "TH 9H 8H 7H 6H 5H 4H 3H 2H 5D",
        3: "AC KC QC JC TC 9C 8C 7C 6C 5C",
    }
    deal = deal_of(game, 3, hands, turn_up="2C")
    play(deal, "1 0 2 3")  # North leads (on West's left)
    play(deal, "AH 2D")  # East shows out of hearts
    return deal, 1


def test_sampling_respects_voids_the_openspiel_oh_hell_bug() -> None:
    """A seat that has shown void in a suit never gets a card of it in a sample. A resampler
    that ignores voids (as OpenSpiel's Oh Hell one did) would put hearts with East in nearly
    every sample here: 8 hearts are unseen by South and East holds 9 of the 48 unseen cards."""
    deal, east = _void_position()
    south = 2
    view = deal.view(south)
    assert view["voids"][east] == ["H"]
    game = deal.game
    hearts = game.suit_masks[Suit.HEARTS]
    rng = Random(11)
    for _ in range(200):
        sampled = game.sample_state(view, rng)
        assert isinstance(sampled, OhHellDeal)
        assert not sampled.hands[east] & hearts, "a hearts card was given to a void seat"
        assert sampled.view(south) == view
    # The same unseen cards shared out without the void constraint: East gets hearts.
    unknown = [i for i in range(len(game.pack)) if not deal.visible_to(south) >> i & 1]
    needs = [view["hand_sizes"][s] if s != south else 0 for s in range(4)]
    needs.append(view["details"]["stock_size"])
    naive = [deal_unknown(unknown, needs, [0] * 5, rng)[east] & hearts for _ in range(200)]
    assert sum(1 for h in naive if h) > 100


def test_sampling_respects_must_trump_voids_in_trumps() -> None:
    """Under must-trump, a player void in the suit led who does not trump has no trumps: the
    sampler never gives that player a trump."""
    game = oh_hell("must-trump", hand_sizes=(4,))
    hands = {0: "AS KS QS JS", 1: "2D 3D 4D 5D", 2: "AH KH QH JH", 3: "AC KC QC JC"}
    deal = deal_of(game, 3, hands, turn_up="2C")  # clubs trumps; North leads
    play(deal, "1 0 1 0 AS 2D")  # East: no spade, no club: discards
    view = deal.view(0)
    assert view["voids"][1] == ["C", "S"]
    rng = Random(5)
    for _ in range(100):
        sampled = game.sample_state(view, rng)
        assert isinstance(sampled, OhHellDeal)
        assert not sampled.hands[1] & (game.suit_masks[Suit.CLUBS] | game.suit_masks[Suit.SPADES])


def test_sampling_keeps_seen_cards_and_leaves_the_stock_unseen_cards() -> None:
    """Own hand, played cards and the turn-up stay; the undealt stock keeps its size and
    takes unseen cards at random too: they are not forced into the hands."""
    deal, _ = _void_position()
    view = deal.view(0)
    game = deal.game
    rng = Random(3)
    in_stock = 0
    seven = next(i for i, c in enumerate(game.pack) if str(c) == "7D")
    for _ in range(100):
        sampled = game.sample_state(view, rng)
        assert isinstance(sampled, OhHellDeal)
        assert sampled.hands[0] == deal.hands[0]
        assert sampled.played == deal.played and sampled.turn_up == deal.turn_up
        assert sampled.stock.bit_count() == deal.stock.bit_count() == 52 - 40 - 1
        in_stock += bool(sampled.stock >> seven & 1)
    assert 0 < in_stock < 100, "the unseen 7D is sometimes in the stock, sometimes in a hand"


def test_sampling_a_spectator_view_deals_every_hand() -> None:
    deal, _ = _void_position()
    view = deal.view(None)
    sampled = deal.game.sample_state(view, Random(1))
    assert isinstance(sampled, OhHellDeal)
    assert sampled.view(None) == view
    assert [h.bit_count() for h in sampled.hands] == [h.bit_count() for h in deal.hands]
    assert not sampled.hands[1] & deal.game.suit_masks[Suit.HEARTS]
    assert sum(1 for _ in bits(sampled.stock)) == 11
