"""Views: what each seat may know (own hand, every call with its meaning, claims, plays), and
resampling a full deal consistent with a view."""

from __future__ import annotations

import json
from random import Random

from beyond_helpers import EXAMPLE_AUCTION, NORTH, apply_all, example_deal, game, play_out

from followsuit.cards import Card
from followsuit.records import explained_view


def test_views_show_only_the_own_hand() -> None:
    deal = apply_all(example_deal(), [*EXAMPLE_AUCTION, "claim 2", "claim 5", "claim 3"])
    apply_all(deal, ["AD", "4D", "3D", "2D"])
    for seat in range(4):
        view = deal.view(seat)
        json.dumps(view)
        own = sorted(view["hand"])
        assert own == sorted(deal.cards_text(deal.hands[seat]))
        skipped = {"hand", "hands", "details", "hints", "log"}  # "2S" is a bid too
        cards_shown = [e["text"] for e in view["log"] if e["kind"] == "play"]
        text = json.dumps([{k: v for k, v in view.items() if k not in skipped}, cards_shown])
        for other in range(4):
            if other != seat:
                for card in deal.cards_text(deal.hands[other]):
                    if card != "JK":
                        assert f'"{card}"' not in text, (seat, card)
    spectator = deal.view(None)
    assert spectator["hand"] is None and spectator["legal"] == []
    assert spectator["details"]["contracts"] == [2, 2, 5, 3]
    assert spectator["details"]["contract"] == {"text": "2S", "level": 2, "strain": "S"}
    assert spectator["details"]["raised"] == 2 and spectator["details"]["trump"] == "S"


def test_legal_actions_only_for_the_seat_to_act() -> None:
    deal = example_deal()
    assert deal.view(deal.to_act)["legal"]
    assert deal.view(((deal.to_act or 0) + 1) % 4)["legal"] == []


def test_sample_state_is_consistent_with_the_view() -> None:
    """A resampled deal keeps the public history, the seat's own hand, hand sizes and the
    voids shown; hidden cards may move."""
    beyond = game()
    deal = play_out(beyond.new_deal(seed=11, dealer=2), seed=4)
    history = [a.text for a in deal.history]
    for cut in (0, 5, len(history) - 30, len(history) - 3):
        partial = apply_all(beyond.new_deal(seed=11, dealer=2), history[:cut])
        for seat in range(4):
            view = partial.view(seat)
            for k in range(3):
                sample = beyond.sample_state(view, Random(k))
                again = sample.view(seat)
                for key in ("hand", "log", "played", "hand_sizes", "phase"):
                    assert again[key] == view[key], key
                assert again["details"] == view["details"]
                for other, voids in enumerate(view["voids"]):
                    held = {
                        Card.parse(c).suit.symbol for c in sample.cards_text(sample.hands[other])
                    }  # type: ignore[attr-defined]
                    assert not held & set(voids)


def test_views_hand_out_explanations_of_every_call() -> None:
    deal = apply_all(example_deal(), EXAMPLE_AUCTION[:6])
    view = explained_view(deal.view(NORTH))
    assert [e["seat"] for e in view["log"] if e["kind"] == "call"] == [3, 0, 1, 2, 3, 0]
    explained = view["explanations"]
    assert len(explained) == 6
    assert explained[5].startswith("real: I will take exactly 4 tricks")
