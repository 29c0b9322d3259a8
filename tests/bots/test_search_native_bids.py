"""Exact bids judged natively over fresh worlds (``bots.search.exact_bids``), held to the Python
engine: the same worlds, bids and play, the same mean value within the samples' error."""

from __future__ import annotations

import math
import statistics
from random import Random

import pytest

from followsuit import games
from followsuit.bots import make_bot
from followsuit.bots.search import Budget, SearchBot
from followsuit.bots.search.exact_bids import (
    BID_LAWS,
    BID_MODEL,
    BidLaw,
    Judgement,
    Later,
    NativeBids,
    bids_weight,
    judge,
    later_seats,
    score_table,
)
from followsuit.bots.search.rollout import Playout, policy_bots
from followsuit.bots.search.sampling import Sampler
from followsuit.bots.search.value import value
from followsuit.engine import Deal, State
from followsuit.games.oh_hell.state import BID, OhHellDeal


def at_bid(seat: int, size: int, seed: int, **options: object) -> Deal:
    """A four-handed Oh Hell deal of ``size`` cards (dealer 3) at ``seat``'s bid, the bids
    before it the heuristic's."""
    game = games.load("oh-hell", hand_sizes=(size,), **options)
    deal = game.new_deal(dealer=3, rng=Random(seed))
    assert isinstance(deal, Deal)
    bot = make_bot("heuristic", game, Random(seed))
    while deal.to_act != seat:
        assert deal.to_act is not None
        deal.apply(bot.act(deal.view(deal.to_act)))
    return deal


def engine_values(deal: Deal, seat: int, bid: str, worlds: int, seed: int) -> list[float]:
    """``seat``'s value in each of ``worlds`` worlds played by the Python engine: a sample of
    its view (no inference), ``bid``, the later bids and every card at random."""
    rng = Random(seed)
    sampler = Sampler(deal.game, policy_bots(deal.game, Random(seed)))
    view = deal.view(seat)
    found = []
    for _ in range(worlds):
        state: State = sampler.draw(view, rng).state
        state.apply(bid)
        while state.to_act is not None:
            state.apply(rng.choice([a.text for a in state.legal_actions()]))
        scores = state.scores.deals[-1]
        found.append(value(scores, seat, "mean"))
    return found


@pytest.mark.parametrize("seat", [1, 3])
def test_native_bid_values_agree_with_the_python_engine(seat: int) -> None:
    """Each candidate's mean value over native worlds (later bids and play at random) agrees
    with the Python engine's over the resampler's worlds, within 4.5 standard errors of the
    difference (seat 3 is the dealer, bound by the hook rule; seat 1 has two seats after it)."""
    deal = at_bid(seat, 2, seed=11)
    view = deal.view(seat)
    legal: list[str] = view["legal"]
    sampler = Sampler(deal.game, policy_bots(deal.game, Random(2)))
    sample = sampler.draw(view, Random(4))
    playout = Playout(policy_bots(deal.game, Random(5)))
    runs = 20_000
    timer = Budget(seconds=None, samples=1).start()
    native = judge(sample.state, seat, legal, seat, playout, NativeBids(), "mean", timer, seed=7)
    assert native is not None
    assert set(native.worlds.values()) == {64}  # the deterministic cap: 64 a sample
    capped = judge(
        sample.state,
        seat,
        legal,
        seat,
        playout,
        NativeBids(),
        "mean",
        Budget(seconds=None, samples=runs // 64).start(),
        seed=7,
    )
    assert capped is not None
    for bid in legal:
        python = engine_values(deal, seat, bid, 1500, seed=int(bid) + 1)
        mean, spread = statistics.mean(python), statistics.stdev(python)
        error = math.sqrt(spread**2 / len(python) + spread**2 / capped.worlds[bid])
        assert abs(capped.values[bid] - mean) <= 4.5 * error, (bid, capped.values[bid], mean)


RANKS = "23456789TJQKA"
TRUMP_CHANCES = (0.95, 0.8, 0.6, 0.45, 0.3)
PLAIN_CHANCES = (0.8, 0.35, 0.1)


def likely_winners(hand: list[str], trump: str, among: list[str] | None = None) -> float:
    """A hand's likely winners as the core counts them: each card's chance by how many cards
    of its suit rank above it in the pack (or ``among`` the cards given), surer in trumps (0.2
    past the table's end)."""
    total = 0.0
    for text in hand:
        if among is None:
            above = len(RANKS) - 1 - RANKS.index(text[0])
        else:
            above = sum(
                1 for c in among if c[1] == text[1] and RANKS.index(c[0]) > RANKS.index(text[0])
            )
        if text[1] == trump:
            total += TRUMP_CHANCES[above] if above < len(TRUMP_CHANCES) else 0.2
        elif above < len(PLAIN_CHANCES):
            total += PLAIN_CHANCES[above]
    return total


def bid_chance(bid: int, winners: float, tricks: int, law: BidLaw = BID_MODEL) -> float:
    """``law``'s chance of ``bid``: a normal law about its line, over the bids 0 to
    ``tricks``."""
    offset, slope, spread = law.numbers
    mean = offset + slope * winners

    def density(b: int) -> float:
        return math.exp(-(((b - mean) / spread) ** 2) / 2)

    return density(bid) / sum(density(b) for b in range(tricks + 1))


def judged(deal: Deal, seat: int, how: NativeBids) -> Judgement:
    """The judge's verdict on ``seat``'s bids, ``how`` it is told, over 20,000 worlds like one
    sample of the seat's view (the same sample, playout and seed every call)."""
    view = deal.view(seat)
    sample = Sampler(deal.game, policy_bots(deal.game, Random(2))).draw(view, Random(4))
    playout = Playout(policy_bots(deal.game, Random(5)))
    timer = Budget(seconds=None, samples=20_000 // 64).start()
    found = judge(sample.state, seat, view["legal"], seat, playout, how, "mean", timer, 7)
    assert found is not None
    return found


def assert_weighted_mean_agrees(
    judged: Judgement, bid: str, weights: list[float], values: list[float]
) -> None:
    """The judge's value of ``bid`` is the mean of the engine's ``values`` counted by their
    ``weights``, within 4.5 standard errors (of the engine's worlds and the judge's)."""
    total = sum(weights)
    mean = sum(w * v for w, v in zip(weights, values, strict=True)) / total
    error = math.sqrt(
        sum((w * (v - mean)) ** 2 for w, v in zip(weights, values, strict=True)) / total**2
        + statistics.pvariance(values) / judged.worlds[bid]
    )
    assert abs(judged.values[bid] - mean) <= 4.5 * error, (bid, judged.values[bid], mean)


def engine_worlds(
    deal: OhHellDeal, seat: int, law: BidLaw, later: Later, worlds: int = 3000
) -> dict[str, tuple[list[float], list[float]]]:
    """For each of ``seat``'s bids, over ``worlds`` of the resampler's worlds of its view (the
    same generators every call): each world's weight, the chance of every bid made before the
    seat's from the hand the world deals by ``law`` (restated here, a card's betters counted as
    the law says), and the seat's value after its bid, the seats after it bidding at random
    (``later`` "random") or by the law (``later`` "law", the hook barring the dealer's bid that
    would total the tricks), every card played at random."""
    view = deal.view(seat)
    trump = view["details"]["turn_up"][1]
    tricks = deal.hand_size
    sampler = Sampler(deal.game, policy_bots(deal.game, Random(6)))
    rng = Random(8)
    found = {}
    for bid in view["legal"]:
        weights, values = [], []
        for _ in range(worlds):
            state = sampler.draw(view, rng).state
            assert isinstance(state, OhHellDeal)
            hands = [state.view(s)["hand"] for s in range(deal.players)]
            among = [card for hand in hands for card in hand] if law.among == "dealt" else None
            winners = [likely_winners(hand, trump, among) for hand in hands]
            weights.append(
                math.prod(
                    bid_chance(made, winners[other], tricks, law)
                    for other, made in enumerate(state.bids)
                    if other != seat and made is not None
                )
            )
            state.apply(bid)
            while later == "law" and state.phase == BID:
                bidder = state.to_act
                assert bidder is not None
                allowed = [int(a.text) for a in state.legal_actions()]
                chances = [bid_chance(b, winners[bidder], tricks, law) for b in allowed]
                state.apply(str(rng.choices(allowed, weights=chances)[0]))
            while state.to_act is not None:
                state.apply(rng.choice([a.text for a in state.legal_actions()]))
            values.append(value(state.scores.deals[-1], seat, "mean"))
        found[bid] = (weights, values)
    return found


def test_weighed_bid_values_agree_with_the_python_engine_s_weighed_worlds() -> None:
    """With the bids made weighed, each candidate's value is the mean over the resampler's
    worlds, each counted by the chance of every earlier bid from the hand it deals there (the
    model restated here), within 4.5 standard errors; the dealer, three bids made before it,
    values its bids otherwise than with every world alike."""
    seat = 3
    deal = at_bid(seat, 2, seed=11)
    assert isinstance(deal, OhHellDeal)
    weighed = judged(deal, seat, NativeBids(made="weighed"))
    alike = judged(deal, seat, NativeBids())
    for bid, (weights, values) in engine_worlds(deal, seat, BID_MODEL, "random").items():
        assert_weighted_mean_agrees(weighed, bid, weights, values)
    assert weighed.values != alike.values


@pytest.mark.parametrize("law", sorted(BID_LAWS))
@pytest.mark.parametrize("seed", [3, 4, 5])
def test_a_card_play_world_weighs_the_others_bids_by_the_law(law: str, seed: int) -> None:
    """In the card play a world counts by each other seat's bid's chance from the hand it was
    dealt (the law restated here, betters counted in the pack or among the dealt cards); at a
    bid, and in a variant the judge does not model, every world counts alike."""
    deal = at_bid(0, 5, seed=seed)
    assert isinstance(deal, OhHellDeal)
    assert bids_weight(deal, 0, BID_LAWS[law]) == 1.0
    dealt = [deal.view(seat)["hand"] for seat in range(4)]
    trump = deal.view(0)["details"]["turn_up"][1]
    bot = make_bot("heuristic", deal.game, Random(seed))
    for _ in range(6):  # the other bids and two cards
        assert deal.to_act is not None
        deal.apply(bot.act(deal.view(deal.to_act)))
    how = BID_LAWS[law]
    among = [card for hand in dealt for card in hand] if how.among == "dealt" else None
    for seat in range(4):
        expected = math.prod(
            bid_chance(bid, likely_winners(dealt[other], trump, among), 5, how)
            for other, bid in enumerate(deal.bids)
            if other != seat and bid is not None
        )
        assert bids_weight(deal, seat, how) == pytest.approx(expected, rel=1e-9)
    changing = at_bid(0, 5, seed=seed, bid_changes=True)
    for _ in range(8):
        assert changing.to_act is not None
        changing.apply(bot.act(changing.view(changing.to_act)))
    assert changing.phase != BID
    assert bids_weight(changing, 0, how) == 1.0


def test_a_bid_law_is_refused_without_a_spread_or_with_unknown_cards_to_count_among() -> None:
    with pytest.raises(ValueError, match="a spread above 0"):
        BidLaw(0.0, 1.0, 0.0)
    with pytest.raises(ValueError, match="'pack' or 'dealt'"):
        BidLaw(0.0, 1.0, 0.7, among="table")  # type: ignore[arg-type]


def test_the_bids_made_weigh_worlds_of_equal_shares_only() -> None:
    with pytest.raises(ValueError, match="equal shares"):
        NativeBids(made="weighed", exploration=5.0)


def test_later_bids_drawn_from_the_law_weigh_the_bids_made_by_it_too() -> None:
    with pytest.raises(ValueError, match="weigh the bids made"):
        NativeBids(later="law")
    NativeBids(later="law", made="weighed")


def test_later_bids_drawn_from_the_law_agree_with_the_python_engine() -> None:
    """With the later bids drawn from the law (counted among the dealt cards) and the bids made
    weighed by it, each candidate's value is the weighted mean over the resampler's worlds
    where the later seats bid by the law restated here (the hook barring the dealer's bid that
    would total the tricks) and every card is played at random, within 4.5 standard errors."""
    seat = 1
    deal = at_bid(seat, 2, seed=11)
    assert isinstance(deal, OhHellDeal)
    law = BID_LAWS["openspiel-ismcts"]
    how = NativeBids(later="law", play="random", made="weighed", law=law)
    native = judged(deal, seat, how)
    for bid, (weights, values) in engine_worlds(deal, seat, law, "law").items():
        assert_weighted_mean_agrees(native, bid, weights, values)


def test_later_seats_bid_in_turn_to_the_dealer() -> None:
    deal = at_bid(1, 3, seed=2)
    assert isinstance(deal, OhHellDeal)
    assert later_seats(deal, 1) == [2, 3]
    assert later_seats(deal, 3) == []
    assert later_seats(deal, 0) == [1, 2, 3]


def test_the_score_table_is_the_game_s_scoring() -> None:
    """A point a trick and 10 for an exact bid (S4), Blackout's 10 plus the bid or nothing."""
    deal = at_bid(0, 2, seed=2)
    assert isinstance(deal, OhHellDeal)
    assert score_table(deal) == [[10, 1, 2], [0, 11, 2], [0, 1, 12]]
    blackout = at_bid(0, 2, seed=2, scoring="blackout")
    assert isinstance(blackout, OhHellDeal)
    assert score_table(blackout) == [[10, 0, 0], [0, 11, 0], [0, 0, 12]]


@pytest.mark.parametrize("exploration", [None, 5.0])
def test_the_search_bot_bids_by_the_native_judge(exploration: float | None) -> None:
    """With ``native_bids`` the bot's bid is the judge's: the best mean value with equal
    shares, the most tried with UCB1; the dealer's hook bid is never a candidate."""
    deal = at_bid(3, 5, seed=5)
    legal = deal.view(3)["legal"]
    bot = SearchBot(
        deal.game,
        Random(3),
        budget=Budget(seconds=None, samples=4),
        native_bids=NativeBids(exploration=exploration),
    )
    choice = bot.act(deal.view(3))
    thought = bot.last
    assert thought is not None and thought.how == "native" and choice in legal
    assert set(thought.tallies) == set(legal)
    if exploration is None:
        assert choice == max(legal, key=lambda text: thought.tallies[text].mean)
    assert thought.playouts == 4 * 64 * len(legal)


def test_the_search_bot_judges_a_bid_by_the_policy_play_by_default() -> None:
    """Unless told otherwise the search bot's exact bid is the native judge's, the later bids at
    random and the play by the core's fast policy (``exact_bids.DEFAULT``): the same bid and
    values as a bot told so, other values than the random play's; ``native_bids=None`` bids
    by PIMC."""

    def bot(**how: NativeBids | None) -> SearchBot:
        return SearchBot(deal.game, Random(4), budget=Budget(seconds=None, samples=4), **how)

    deal = at_bid(1, 5, seed=7)
    view = deal.view(1)
    default, told = bot(), bot(native_bids=NativeBids(later="random", play="policy"))
    assert default.act(view) == told.act(view)
    assert default.last is not None and told.last is not None and default.last.how == "native"
    means = {text: tally.mean for text, tally in default.last.tallies.items()}
    assert means == {text: tally.mean for text, tally in told.last.tallies.items()}
    at_random = bot(native_bids=NativeBids(later="random", play="random"))
    at_random.act(view)
    assert at_random.last is not None
    assert means != {text: tally.mean for text, tally in at_random.last.tallies.items()}
    pimc = bot(native_bids=None)
    pimc.act(view)
    assert pimc.last is not None and pimc.last.how != "native"


def test_a_variant_the_judge_does_not_model_is_bid_by_pimc() -> None:
    """Bids that may be changed after they are made: the bot bids by PIMC, not natively."""
    deal = at_bid(0, 3, seed=5, bid_changes=True)
    bot = SearchBot(
        deal.game, Random(3), budget=Budget(seconds=None, samples=2), native_bids=NativeBids()
    )
    bot.act(deal.view(0))
    assert bot.last is not None and bot.last.how != "native"


class _Nearly:
    """A move's timer with a few nanoseconds left: the judge starts and plays no world."""

    class budget:
        samples = None

    @staticmethod
    def overdue() -> bool:
        return False

    @staticmethod
    def seconds_left() -> float:
        return 1e-9


def test_a_judgement_that_played_no_world_gives_no_bid() -> None:
    """Out of time before one world was played, the judge says nothing (the bot then bids by
    PIMC), rather than the first legal bid with every mean 0."""
    deal = at_bid(1, 5, seed=5)
    game = deal.game
    sample = Sampler(game, policy_bots(game, Random(1))).draw(deal.view(1), Random(1)).state
    legal = deal.view(1)["legal"]
    playout = Playout(policy_bots(game, Random(2)), games.spec(game.name).settle)
    found = judge(sample, 1, legal, 1, playout, NativeBids(), "mean", _Nearly(), seed=3)  # type: ignore[arg-type]
    assert found is None
