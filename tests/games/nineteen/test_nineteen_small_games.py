"""N9: the games for three and for two, with their dummies."""

from __future__ import annotations

from nineteen_helpers import build, hand_text, play, play_out

from followsuit.games.nineteen.state import NineteenDeal


def _discard_all(deal: NineteenDeal) -> None:
    while deal.phase == "discard":
        deal.apply(deal.legal_actions()[0])


def test_n9_three_players_the_dummy_never_bids_and_is_exposed_after_the_declarations() -> None:
    deal = build({}, preset="three-players", dealer=2)  # Eldest is North (the dummy skipped)
    assert deal.to_act == 0
    play(deal, "solo", "pass", "pass")
    assert deal.view(1)["hands"][3] is None
    play(deal, "pass")
    assert deal.phase == "volunteer" and deal.turns.seats == [1, 2]
    for seat in (None, 0, 1, 2):
        assert deal.view(seat)["hands"][3] is not None
    play(deal, "pass")
    assert [a.text for a in deal.legal_actions()] == ["volunteer"]  # the last must
    play(deal, "volunteer")
    assert deal.controllers[3] == 2 and deal.phase == "play"
    play_out(deal)
    scores = deal.outcome().scores
    assert scores[3] == 0 and sum(scores) == 0


def test_n9_three_players_the_holder_of_the_called_trump_announces_itself() -> None:
    """The called trump in a live hand: its holder is known to all at once; the remaining
    defender plays the dummy."""
    deal = build(
        {1: "T19 T18", 2: "T17"},
        stock="7S 8S 9S TS VS CS",
        preset="three-players",
        dealer=0,
        no_trumps=[0, 3],
    )
    play(deal, "partnership", "pass", "pass")  # East declares
    assert deal.turns.queue == [(1, 4), (2, 1)]  # opposite is the dummy: VS stays
    _discard_all(deal)
    assert deal.called == 17 and deal.partner == 2
    assert deal.view(0)["details"]["partner"] == 2
    while deal.phase != "play":
        deal.apply("pass")
    assert deal.controllers[3] == 0


def test_n9_three_players_the_called_trump_in_the_dummy() -> None:
    """The called trump in the dummy: declarer plays the dummy as partner."""
    deal = build(
        {1: "T19 T18", 3: "T17"},
        stock="7S 8S 9S TS VS CS",
        preset="three-players",
        dealer=0,
        no_trumps=[0, 2],
    )
    play(deal, "partnership", "pass", "pass")
    _discard_all(deal)
    assert deal.partner == 3
    assert deal.view(0)["details"]["partner"] is None  # not until the dummy is exposed
    while deal.phase != "play":
        deal.apply("pass")
    assert deal.controllers[3] == 1 and deal.view(0)["details"]["partner"] == 3
    assert "VS" not in hand_text(deal, 3)  # the dummy's stock card stays for the defenders
    assert deal.stock.size == 1


def test_n9_two_players_the_exchange_and_the_call_into_a_dummy() -> None:
    """Opponent (always declarer, Partnership) takes stock 1-4 and Dealer 5-6, each
    discards as many; Opponent calls the highest trump below 20 it does not hold that a dummy
    holds, and plays that dummy; Dealer plays the other. Both dummies are exposed."""
    deal = build(
        {2: "T19", 1: "T18", 3: "T17"},
        stock="7S 8S 9S TS VS CS",
        preset="two-players",
        dealer=0,
        no_trumps=[0],
    )
    assert deal.phase == "discard" and deal.declarer == 2 and deal.bid == 0
    assert deal.turns.queue == [(2, 4), (0, 2)]
    assert {"7S", "8S", "9S", "TS"} <= hand_text(deal, 2) and {"VS", "CS"} <= hand_text(deal, 0)
    _discard_all(deal)
    assert deal.called == 18 and deal.partner == 1
    assert deal.controllers == [0, 2, 2, 0]
    assert deal.view(0)["hands"][1] is not None and deal.view(0)["hands"][3] is not None
    while deal.phase != "play":
        deal.apply("pass")
    assert deal.to_act == 2
    play_out(deal)
    scores = deal.outcome().scores
    assert scores[1] == scores[3] == 0 and scores[0] == -scores[2]
