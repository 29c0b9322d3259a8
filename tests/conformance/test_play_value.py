"""Every game's scoring over the rest of its play (``engine.play_value``), on random deals.

At every position of trick play where the game states its scoring (``games.play_scoring``),
the deal is played on at random to its end; the scores its final tricks and points give
through the scoring's groups must be the deal's own (``deal.outcome().scores``), exactly.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from dataclasses import dataclass
from random import Random

from conformance.support import DEAL_STEP_LIMIT, each_preset, load
from followsuit import games
from followsuit.bots import make_bot
from followsuit.cards import Card, Suit
from followsuit.engine import Game, Match, State
from followsuit.engine.play_value import PlayScoring, points_of
from followsuit.engine.trickplay import TrickPlay
from followsuit.games.beyond import BeyondDeal
from followsuit.games.nineteen import NineteenDeal
from followsuit.games.nineteen.cards import power

DEALS = int(os.environ.get("FOLLOWSUIT_PLAY_VALUE_DEALS", "30"))
"""Deals played per game's default options (a third as many, at least two, per preset)."""
MATCH_DEALS = 3
"""Deals played in each match, so that what a match carries (bags, part scores, scores
behind that open blind nil) shapes the later ones."""

NO_PLAY_SCORING: dict[tuple[str, str | None], str] = {
    ("bezique", "polish"): "Z3: declarations go on in the last eight tricks of Polish Bézique, "
    "so no position of its play is trick play alone to the deal's end",
}


@dataclass
class Seen:
    """A position's scoring and what each seat had taken then."""

    scoring: PlayScoring
    taken: list[int]


def deals_played(name: str, preset: str | None) -> int:
    return DEALS if preset is None else max(2, DEALS // 3)


Chooser = Callable[[State], str]
"""The action to take at a match's position."""


def random_bots(game: Game, seed: int) -> Chooser:
    """The random bot (``make_bot("random")``) for every seat, seeded."""
    bot = make_bot("random", game, Random(seed))
    return lambda state: bot.act(state.view(state.to_act))


def heuristic_bots(game: Game, seed: int) -> Chooser:
    """The game's own bot (``make_bot("heuristic")``) for every seat, seeded."""
    bot = make_bot("heuristic", game, Random(seed))
    return lambda state: bot.act(state.view(state.to_act))


def play_deal(state: State, choose: Chooser) -> tuple[TrickPlay, list[Seen]]:
    """Play the deal in play in ``state`` (a deal, or a match's current deal) to its end by
    ``choose``: the deal, and the scoring seen at each position of its play with what each
    seat had taken then."""
    deal = state.current if isinstance(state, Match) else state
    assert isinstance(deal, TrickPlay)
    seen: list[Seen] = []
    for _ in range(DEAL_STEP_LIMIT):
        if deal.is_over:
            return deal, seen
        scoring = games.play_scoring(state)
        if scoring is not None:
            assert scoring.tricks_won == tuple(deal.tricks_won), "tricks won so far"
            seen.append(Seen(scoring, list(deal.taken)))
        state.apply(choose(state))
    raise AssertionError("no end of the deal")


def play_match(
    game: Game,
    seed: int,
    check: Callable[[TrickPlay, list[Seen]], None],
    choose: Chooser | None = None,
) -> int:
    """Play a match of ``MATCH_DEALS`` deals (random bots unless ``choose`` says); at each
    deal's end ``check`` what was seen during its play. Returns the positions seen."""
    choose = choose if choose is not None else random_bots(game, seed)
    match = game.new_match(seed=seed)
    seen_total = 0
    for _ in range(MATCH_DEALS):
        deal, seen = play_deal(match, choose)
        check(deal, seen)
        seen_total += len(seen)
        if match.is_over:
            break
    return seen_total


def texts(match: State) -> list[str]:
    return [action.text for action in match.legal_actions()]


def last_trick(deal: TrickPlay) -> tuple[int, int]:
    """The seat that won the deal's last trick and the card it won it with."""
    trick = deal.last_trick
    assert trick is not None
    winner = next(seat for seat, taken in enumerate(deal.taken) if taken >> trick.cards[0] & 1)
    return winner, trick.cards[trick.seats.index(winner)]


def check_final_scores(deal: TrickPlay, seen: list[Seen]) -> None:
    """Each position's scoring gives the deal's scores from its final tricks and points: the
    points won then, the card points of every card each seat took after, and the last
    trick's bonus; every score is unchanged by the groups it does not read."""
    scores = deal.outcome().scores
    winner, card = last_trick(deal)
    outside: list[int] | None = None
    for position in seen:
        scoring = position.scoring
        won_then = [points_of(scoring.card_points, mask) for mask in position.taken]
        extra = [p - w for p, w in zip(scoring.points_won, won_then, strict=True)]
        assert outside is None or extra == outside, "points won outside the tricks change"
        outside = extra
        points = [
            scoring.points_won[seat]
            + points_of(scoring.card_points, final & ~then)
            + (scoring.last_trick_bonus if seat == winner else 0)
            for seat, (final, then) in enumerate(zip(deal.taken, position.taken, strict=True))
        ]
        quantities = scoring.quantities(deal.tricks_won, points, winner, card)
        assert scoring.final_scores(quantities) == scores, (
            f"the scoring gives {scoring.final_scores(quantities)} from {quantities}, "
            f"the deal {scores}"
        )
        assert len(scoring.terms) == len(scores)
        for score, term in enumerate(scoring.terms):
            others = [q if group in term else 0 for group, q in enumerate(quantities)]
            assert scoring.final_scores(others)[score] == scores[score], (
                f"score {score} reads groups outside {term}"
            )


@each_preset()
def test_play_scoring_gives_the_deal_scores_from_the_tricks_and_points_to_come(
    name: str, preset: str | None
) -> None:
    """Wherever a game states its scoring over the rest of the play, the deal's scores are
    that scoring of how the remaining tricks and card points fell, exactly: Spades' nils,
    blind nils and bags (S1), Oh Hell's exact bids (S4), Beyond's contracts and pass rounds
    (B10-B12), 10 Bridge's contract, part scores and doubling (T7), 19's card points, tricks,
    sparrow, slam and contras (N6, N8, N9), Bézique's brisques and last trick (Z1, Z4)."""
    game = load(name, preset)
    seen = sum(
        play_match(game, seed, check_final_scores)
        for seed in range(max(1, deals_played(name, preset) // MATCH_DEALS))
    )
    if (name, preset) in NO_PLAY_SCORING:
        assert seen == 0
    else:
        assert seen > 0, "no position of trick play had a scoring"


def test_play_scoring_is_none_outside_trick_play_to_the_end() -> None:
    """Before the play (bidding, the stock of Bézique) and once the deal is over there is no
    scoring of the play: something other than trick play remains, or nothing."""
    for name in games.names():
        game = games.load(name)
        deal = game.new_deal(seed=1, dealer=0)
        assert games.play_scoring(deal) is None, f"{name} before its play"
        rng = Random(1)
        while not deal.is_over:
            deal.apply(rng.choice(deal.legal_actions()))
        assert games.play_scoring(deal) is None, f"{name} after its deal"


def test_spades_nil_and_blind_nil_are_scored_by_each_player_own_tricks() -> None:
    """S1: a nil (or blind nil, G4) is made or set by its own player's tricks, which count
    as the side's bags and not toward the partner's bid: the scoring keeps that player's
    tricks apart, and its scores are the deal's."""
    game = games.load("spades", blind_margin=0)  # blind nil open to both sides every deal
    nils = blind_nils = 0

    def check(deal: TrickPlay, seen: list[Seen]) -> None:
        nonlocal nils, blind_nils
        bids = getattr(deal, "bids", [])
        nils += bids.count(0)
        blind_nils += bids.count(-1)
        if seen:
            apart = [
                any(bids[s] is not None and bids[s] <= 0 for s in (side, side + 2))
                for side in (0, 1)
            ]
            assert len(seen[0].scoring.groups) == sum(2 if nil else 1 for nil in apart)
        check_final_scores(deal, seen)

    for seed in range(12):
        play_match(game, seed, check)
    assert nils and blind_nils, "the random deals bid no nil or no blind nil"


def test_beyond_pass_round_is_scored_by_the_opponents_tricks_and_the_last_trick() -> None:
    """B12: in a pass round each side scores 10 a trick its opponents took and 30 if they
    took the last trick (nothing when one side took all 13): the scoring's group of a side,
    twice its tricks plus one for the last trick, gives the deal's scores."""
    game = games.load("beyond")
    last_tricks = set()

    def passing(seed: int) -> Chooser:
        rng = Random(seed)
        return lambda match: "pass" if "pass" in texts(match) else rng.choice(texts(match))

    def check(deal: TrickPlay, seen: list[Seen]) -> None:
        assert isinstance(deal, BeyondDeal) and deal.pass_round
        assert deal.last_winner is not None
        last_tricks.add(deal.last_winner % 2)
        check_final_scores(deal, seen)

    for seed in range(4):
        play_match(game, seed, check, passing(seed))
    assert last_tricks == {0, 1}, "the last trick fell to one side only"


def test_ten_bridge_contract_is_scored_with_the_carried_part_scores_and_doubling() -> None:
    """T7: a made contract's bid points join its side's carried part score, and reaching 13
    or 25 with it makes game or super game; doubling changes the rates and bonuses: over
    matches played by the game's own bot, deals made, defeated, doubled and played with part
    scores carried in are all scored by the scoring of the play."""
    game = games.load("10-bridge")
    kinds = set()

    def check(deal: TrickPlay, seen: list[Seen]) -> None:
        result = deal.outcome().result
        carried = any(result["part_scores_before"])
        kinds.add(("carried" if carried else "fresh", result["made"]))
        kinds.add(("doubled", bool(result["doubled"])))
        check_final_scores(deal, seen)

    for seed in range(6):
        play_match(game, seed, check, heuristic_bots(game, seed))
    for kind in [("carried", True), ("carried", False), ("fresh", True), ("doubled", True)]:
        assert kind in kinds, f"no deal {kind}"


def sparrow_deal(game: Game, seed: int, holder: int) -> State:
    """A deal of 19 where ``holder`` is dealt the Juggler and the top trumps (Tomfool, the
    World, 20 down to 12): leading them, it draws every other trump before the last trick,
    which the Juggler then wins."""
    deal = game.new_deal(seed=seed, dealer=seed % 4)
    assert isinstance(deal, NineteenDeal)
    pack, order = game.pack, list(deal.order)
    wanted = ["T1", "TF", *(f"T{n}" for n in range(21, 11, -1))]
    ours = [position for position, card in enumerate(order) if deal.hands[holder] >> card & 1]
    for position, text in zip(ours, wanted, strict=True):
        other = next(p for p, card in enumerate(order) if str(pack[card]) == text)
        order[position], order[other] = order[other], order[position]
    return game.new_deal(dealer=seed % 4, pack=[str(pack[card]) for card in order])


def trump_power(text: str) -> int:
    """A card's power among the trumps (N1), -1 for a card of a suit."""
    card = Card.parse(text)
    return power(card) if card.suit is Suit.TRUMPS else -1


def test_nineteen_sparrow_and_slam_are_scored_by_the_last_trick_and_the_tricks() -> None:
    """N6: the sparrow is made when the Juggler wins the last trick for the declarant's side
    (the scoring's group of that side, counting a last trick won by the Juggler); the slam
    when that side wins every trick (the other side's tricks, 0). The seats declare both
    whenever they may (the sparrow only holding the Juggler) and play their trumps early,
    the Juggler last, the highest first; in some deals one seat holds the top trumps and the
    Juggler, and makes the sparrow. Every deal's scores are the scoring's."""
    game = games.load("nineteen")
    results: set[tuple[str, bool]] = set()

    def chooser(seed: int) -> Chooser:
        rng = Random(seed)

        def choose(state: State) -> str:
            legal = texts(state)
            deal = state.current if isinstance(state, Match) else state
            assert isinstance(deal, NineteenDeal)
            seat = state.to_act
            assert seat is not None
            holds = deal.hands[seat] >> deal.cards.juggler & 1
            if deal.phase in ("declare", "contra"):
                wanted = [t for t in legal if "slam" in t or ("sparrow" in t and holds)]
                return max(wanted, key=len) if wanted else rng.choice(legal)
            if deal.phase == "play":
                keep = [t for t in legal if t != "T1"]
                trumps = [t for t in keep if trump_power(t) >= 0]
                return max(trumps, key=trump_power) if trumps else rng.choice(keep or legal)
            return rng.choice(legal)

        return choose

    def check(deal: TrickPlay, seen: list[Seen]) -> None:
        for item in deal.outcome().result["declarations"]:
            if "made" in item:
                results.add((item["item"], item["made"]))
        check_final_scores(deal, seen)

    for seed in range(4):
        play_match(game, seed, check, chooser(seed))
        check(*play_deal(sparrow_deal(game, seed, holder=seed % 4), chooser(seed)))
    for kind in [("sparrow", True), ("sparrow", False), ("slam", True), ("slam", False)]:
        assert kind in results, f"no {kind[0]} {'made' if kind[1] else 'failed'}"
