"""The 10 Bridge heuristic bot and its bidding system's explanations."""

from __future__ import annotations

from random import Random

from hypothesis import given, settings
from hypothesis import strategies as st
from ten_bridge_deals import DUMMY_REVEAL_AUCTION, DUMMY_REVEAL_HANDS, deal, game

from followsuit.cards import Card
from followsuit.engine import RandomBot
from followsuit.games import spec
from followsuit.games.ten_bridge.bot.player import (
    HeuristicBot,
    is_balanced,
    lengths,
    points,
    supports,
)
from followsuit.games.ten_bridge.bot.system import NO_TRUMP, SUIT, SUPPORT, explain, meaning_of
from followsuit.games.ten_bridge.contract import Bid, Denomination
from followsuit.records import explained_view


def heuristic() -> HeuristicBot:
    factory = spec("10-bridge").heuristic
    assert factory is not None
    bot = factory(game(), Random(0))
    assert isinstance(bot, HeuristicBot)
    return bot


@settings(max_examples=40, deadline=None)
@given(st.integers(0, 100_000))
def test_bot_calls_fit_their_meanings(seed: int) -> None:
    """Every call the bot makes carries the system's meaning, and its hand fits it: the points
    in the range shown, a balanced hand for No Trump, support or a four-card suit as promised."""
    state = game().new_deal(seed=seed, dealer=seed % 4)
    bot = heuristic()
    while state.phase == "auction":
        seat = state.to_act
        assert seat is not None
        view = state.view(seat)
        call = bot.act(view)
        assert call in view["legal"]
        calls = [e["text"] for e in view["log"] if e["kind"] == "call"]
        meaning = meaning_of(calls, call)
        hand = [Card.parse(c) for c in view["hand"]]
        own = points(hand)
        assert meaning.low <= own or call == "pass"
        assert meaning.high is None or own <= meaning.high
        if call[0].isdigit():
            denomination = Bid.parse(call).denomination
            if meaning.shape == NO_TRUMP:
                assert is_balanced(hand)
            elif meaning.shape == SUPPORT:
                assert supports(hand, denomination)
            else:
                assert meaning.shape == SUIT
                assert max(lengths(hand)[s] for s in denomination.suits) >= 4
        state.apply(call)
        assert explained_view(state.view(None))["explanations"][-1] == meaning.text


def test_every_call_is_explained_in_views() -> None:
    """Every call, a person's too, has its meaning in every seat's view, in call order."""
    state = deal(DUMMY_REVEAL_HANDS, 0, ["5NT", "pass", "pass", "double", "pass"])
    calls = [c for _, c in state.auction.calls]
    for seat in (0, 1, 2, 3, None):
        view = explained_view(state.view(seat))
        assert view["explanations"] == [explain(calls[:i], c) for i, c in enumerate(calls)]
        called = [[e["seat"], e["text"]] for e in view["log"] if e["kind"] == "call"]
        assert called == [list(c) for c in state.auction.calls]
    assert "28+ points" in explain([], "5NT")  # 20 + 4 x 5, less 2 for a game, less 10
    assert "penalty" in explain(["5NT", "pass", "pass"], "double")


def test_system_opening_ranges() -> None:
    """The system's openings, partner counted for 10: love bids 10-13, level 1 14-17, level 2
    18-21 points; a bid that makes game by itself needs 2 points less (2NT 16-19, so 1NT is
    14-15; 3MAJOR 20-23, so 2MAJOR is 18-19); a first-seat pass shows fewer than 10."""
    assert (meaning_of([], "0MAJOR").low, meaning_of([], "0MAJOR").high) == (10, 13)
    assert (meaning_of([], "1MINOR").low, meaning_of([], "1MINOR").high) == (14, 17)
    assert (meaning_of([], "2RED").low, meaning_of([], "2RED").high) == (18, 21)
    assert (meaning_of([], "1NT").low, meaning_of([], "1NT").high) == (14, 15)
    assert (meaning_of([], "2NT").low, meaning_of([], "2NT").high) == (16, 19)
    assert (meaning_of([], "2MAJOR").low, meaning_of([], "2MAJOR").high) == (18, 19)
    assert (meaning_of([], "3MAJOR").low, meaning_of([], "3MAJOR").high) == (20, 23)
    assert meaning_of([], "pass").high == 9
    assert meaning_of([], "1MAJOR").shape == SUIT
    assert meaning_of(["1MAJOR", "pass"], "2MAJOR").shape == SUPPORT


def test_system_counts_partner_at_the_middle_of_the_range() -> None:
    """After partner's 1MINOR (14-17), the responder counts partner for 16 (the middle,
    rounded up), so a raise to 2MINOR shows 20 + 4 x 2 - 16 = 12 points, as its explanation
    says."""
    meaning = meaning_of(["1MINOR", "pass"], "2MINOR")
    assert "counting partner for 16" in meaning.text
    assert meaning.low == 20 + 4 * 2 - 16


def test_bot_hides_the_stronger_trump() -> None:
    """T4: declarer sets the stronger of the two suits (North: KQJT of spades, AK5 of hearts)."""
    state = deal(DUMMY_REVEAL_HANDS, 0, DUMMY_REVEAL_AUCTION)
    assert heuristic().act(state.view(0)) == "trump S"


def test_bot_reveals_for_dummy_to_ruff() -> None:
    """T6: with West's ace of clubs winning and dummy void in clubs, declarer calls for the
    trump for dummy and ruffs."""
    actions = [*DUMMY_REVEAL_AUCTION, "trump S", "9D", "6D", "AD", "5D", "AC", "6C", "9S"]
    state = deal(DUMMY_REVEAL_HANDS, 0, actions)
    bot = heuristic()
    assert bot.act(state.view(0)) == "reveal"
    state.apply("reveal")
    assert bot.act(state.view(0)) in {"7S", "6S", "5S"}


def test_bot_defender_without_either_suit_discards() -> None:
    """T6: a defender holding neither of the denomination's suits gains nothing by the reveal."""
    state = deal(DUMMY_REVEAL_HANDS, 0, [*DUMMY_REVEAL_AUCTION, "trump S", "TH", "6H"])
    view = state.view(3)
    assert "reveal" in view["legal"]
    assert heuristic().act(view) != "reveal"


def test_bot_defender_reveals_to_ruff() -> None:
    """T6: East, void in clubs with hearts and spades, sees dummy (void in clubs) still to play
    after partner's ace: it calls for the trump to ruff."""
    actions = [*DUMMY_REVEAL_AUCTION, "trump S", "9D", "6D", "AD", "5D", "AC", "6C"]
    state = deal(DUMMY_REVEAL_HANDS, 0, actions)
    assert heuristic().act(state.view(1)) == "reveal"


def test_bot_plays_whole_sessions_legally() -> None:
    """The bot answers a legal action at every turn of whole deals."""
    bot = heuristic()
    for seed in range(12):
        state = game().new_deal(seed=seed, dealer=seed % 4)
        while state.to_act is not None:
            view = state.view(state.to_act)
            action = bot.act(view)
            assert action in view["legal"]
            state.apply(action)


def test_heuristic_outscores_random() -> None:
    """Over the same 24 deals, the heuristic side scores more than a random side, either way
    round."""
    rng = Random(9)
    for heuristic_side in (0, 1):
        totals = [0, 0]
        for seed in range(24):
            state = game().new_deal(seed=seed, dealer=seed % 4)
            bots = {heuristic_side: heuristic(), 1 - heuristic_side: RandomBot(rng)}
            while state.to_act is not None:
                state.apply(bots[state.to_act % 2].act(state.view(state.to_act)))
            outcome = state.outcome()
            totals[0] += int(outcome.scores[0])
            totals[1] += int(outcome.scores[1])
        assert totals[heuristic_side] > totals[1 - heuristic_side]


def test_points_count() -> None:
    """The system's points: A 4, K 3, Q 2, J 1, plus one per card beyond three in a suit."""
    hand = [Card.parse(c) for c in ["AS", "KS", "QS", "JS", "TS", "AH", "KH", "5H", "8D", "5D"]]
    assert points(hand) == 10 + 7 + 2
    assert Denomination.NT.suits == ()
