"""Exact bids (Oh Hell's) judged natively: every candidate bid over many fresh worlds.

Where a seat bids the exact number of tricks it will take and scores alone by its bid and its
tricks, a bid is worth the seat's deal score in the worlds its view allows, with the bids still
to come and the play that follows. The native core (``_core.judge_bids``) deals each world
afresh from the cards the seat has not seen (before the play no hand has shown a void, so the
worlds are equally likely: the resampler's, without the auction inference), fills in the later
seats' bids (``later``: at random among their legal bids, as a search that meets their
information states for the first time bids for them, by a count of their likely winners, or
drawn from the bid law the bids made are weighed by), plays the deal out (``play``: the
core's fast policy, each seat for its own score, or at random) and scores it by a table built
here from the game's own scoring. Hundreds of worlds a move where the Python resampler gives
tens.

With ``made`` "weighed" a world counts by how likely the bids already made are from the hands
it deals (``law``, a ``BidLaw``: each earlier bid a discrete normal law about a line in the
bidder's likely winners, a count of its high cards and trumps, each card's betters counted in
the whole pack or among the cards the world deals); by default every world counts alike.
``BID_LAWS`` names the laws fitted so far.

The candidates share the worlds equally, every world played once for each (paired), and the
best mean ``value`` is the bid; or, with ``exploration``, UCB1 over the seat's own score picks
which candidate a world is played for and the most tried is the bid (as OpenSpiel's ISMCTS
bids).

The core plays what the Python engine states: the world's rules and the play's start are a
sample's, its auction finished by the heuristic bots (``worlds.world_setting``); a variant the
judge does not model (bids changed after they are made, simultaneous bids, forehead deals,
Atkinson's jokers) is left to the other ways of judging a bid.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Literal

from followsuit import _core
from followsuit.bots.search.budget import Timer
from followsuit.bots.search.rollout import Playout
from followsuit.bots.search.value import Rivals, value
from followsuit.bots.search.worlds import world_setting
from followsuit.engine import Game, Match, State
from followsuit.engine.dealing import deal_hands
from followsuit.games.oh_hell.rules import OhHellGame
from followsuit.games.oh_hell.scoring import score_player
from followsuit.games.oh_hell.state import BID, OhHellDeal

Later = Literal["random", "winners", "law"]
"""How the seats still to bid bid in a world (module doc; "law": drawn from ``NativeBids.law``,
which then weighs the bids made too)."""

Play = Literal["policy", "random"]
"""How a world's play is played out (module doc)."""

Made = Literal["ignored", "weighed"]
"""Whether a world counts by how likely the bids made are from its hands (module doc)."""

Among = Literal["pack", "dealt"]
"""The cards a card's betters are counted among in a hand's likely winners: the whole pack (a
bidder who knows only its own hand) or the cards a world deals to the hands (a bidder who
knows which cards are in play)."""


@dataclass(frozen=True)
class BidLaw:
    """A bid's law from the bidder's hand: normal about ``offset + slope * winners`` (the core's
    ``likely_winners``, betters counted ``among``), of deviation ``spread``, over the bids 0 to
    the deal's tricks."""

    offset: float
    slope: float
    spread: float
    among: Among = "pack"

    def __post_init__(self) -> None:
        if not all(math.isfinite(x) for x in self.numbers) or self.spread <= 0:
            raise ValueError(f"bid law {self.numbers}: finite numbers, a spread above 0")
        if self.among not in ("pack", "dealt"):
            raise ValueError(f"bid law among {self.among!r}: 'pack' or 'dealt'")

    @property
    def numbers(self) -> tuple[float, float, float]:
        """(offset, slope, spread), as the core takes them."""
        return (self.offset, self.slope, self.spread)


BID_LAWS = {
    "self-play": BidLaw(-0.11, 1.36, 0.75),
    "openspiel-ismcts": BidLaw(-1.34, 1.38, 0.68, among="dealt"),
}
"""The laws fitted so far, named by the bidders they were fitted to. ``self-play``: 3,200
bids of the search's judge in self-play (``benchmarks/bid_self_play.py``, seeds 1 and 2), a
least-squares line, the spread the likeliest; -0.99 nats a bid against -1.79 for a uniform
choice of six. ``openspiel-ismcts`` (``benchmarks/bid_law.py``): 800 bids of OpenSpiel's ISMCTS
bot as it ships (five cards, four players, 0.25 s a bid; ``--seed 901``), the likeliest law of
each form: betters counted among the dealt cards -0.87 nats a bid, in the pack -1.08, a uniform
choice -1.75. OpenSpiel's resampler deals its worlds from the cards really in play, and its bids
show it: on worlds dealt uniformly (``--seed 902 --ismcts-worlds uniform``) the law counted in
the pack fits a little better (-0.89 against -0.91)."""

BID_MODEL = BID_LAWS["self-play"]
"""The law the judge weighs by unless told otherwise."""

SIMULATIONS_PER_SAMPLE = 64
"""Worlds a candidate per sample of the budget, where the budget counts samples alone (the
deterministic mode)."""


@dataclass(frozen=True)
class NativeBids:
    """How the native judge judges a bid (module doc): ``exploration`` None shares the worlds
    equally among the candidates; a number is UCB1's constant over the seat's own score."""

    later: Later = "random"
    play: Play = "random"
    exploration: float | None = None
    made: Made = "ignored"
    law: BidLaw = BID_MODEL

    def __post_init__(self) -> None:
        if self.made == "weighed" and self.exploration is not None:
            raise ValueError("the bids made weigh worlds of equal shares, not UCB1's")
        if self.later == "law" and self.made != "weighed":
            raise ValueError("later bids drawn from the law weigh the bids made by it too")


DEFAULT = NativeBids(later="random", play="policy")
"""How the search bot judges an exact bid unless told otherwise: the later seats' bids at
random, the play by the core's fast policy, the candidates sharing the worlds equally. In
self-play on five-card, four-handed Oh Hell this bid better than the heuristic's playouts
(``benchmarks/bid_self_play.py``; docs/bots.md, "Bids judged natively by the policy's
play")."""


@dataclass
class Judgement:
    """A bid chosen by the native judge, each candidate's worlds and mean ``value``."""

    choice: str
    simulations: int
    values: dict[str, float]
    worlds: dict[str, int]


def judges(game: Game) -> bool:
    """Whether the judge may model the game's bids at all: Oh Hell's (each deal is then
    checked, ``auction_of``). Elsewhere a bid is PIMC's, drawn as if there were no judge."""
    return isinstance(game, OhHellGame)


def modelled(state: State) -> OhHellDeal | None:
    """The deal of ``state`` where its bids are of a kind the judge models (module doc), else
    None."""
    deal = state.current if isinstance(state, Match) else state
    if not isinstance(deal, OhHellDeal) or deal.is_over:
        return None
    options = deal.game.options
    if deal.bid_changes or options.bidding != "in-turn" or deal.forehead:
        return None
    if deal.high_low_jokers:
        return None
    return deal


def auction_of(state: State) -> OhHellDeal | None:
    """The deal of ``state`` where it is at a bid the judge models (module doc), else None."""
    deal = modelled(state)
    return deal if deal is not None and deal.phase == BID else None


def card_play(state: State) -> tuple[OhHellDeal, _core.Position] | None:
    """The deal of ``state`` and the core's position of it, where it is at a card play of a
    deal whose bids the judge models; else None."""
    deal = modelled(state)
    if deal is None or deal.phase == BID:
        return None
    setting = world_setting(deal)
    return None if setting is None else (deal, setting[3])


def bids_weight(state: State, seat: int, law: BidLaw) -> float:
    """How likely the bids made by the seats but ``seat`` are from the hands ``state`` dealt
    them, by ``law`` (the core's ``bids_weight``): how much a world of the card play counts.
    1 where the judge does not model the deal's bids or the deal is not at a card play."""
    at = card_play(state)
    if at is None:
        return 1.0
    deal, position = at
    return _core.bids_weight(
        position,
        hands=dealt_hands(deal),
        bids=list(deal.bids),
        seat=seat,
        bid_model=law.numbers,
        bid_among=law.among,
    )


def play_weight(state: State, seat: int, miss: float) -> float:
    """How likely the cards the seats but ``seat`` have played are from the hands ``state``
    dealt them, were each to play as the core's policy means to for its own score by its bid,
    but for a card at random with chance ``miss`` (the core's ``play_weight``): how much a world
    of the card play counts. 1 where the judge does not model the deal's bids, and before the
    first card."""
    at = card_play(state)
    if at is None:
        return 1.0
    deal, position = at
    log = deal.log
    plays = [i for i, (_, kind, _, _) in enumerate(log.entries) if kind == "play"]
    bids = [b for b in deal.bids if b is not None]
    if not plays or len(bids) < deal.players:
        return 1.0
    hands = dealt_hands(deal)
    return _core.play_weight(
        position,
        hands=hands,
        bids=bids,
        scores=score_table(deal),
        seat=seat,
        leader=log.entries[plays[0]][0],
        played=played_cards(deal, hands, plays),
        miss=miss,
    )


def played_cards(deal: OhHellDeal, hands: list[int], plays: list[int]) -> list[int]:
    """The physical cards of the log's entries ``plays``, in order, from ``hands`` as dealt:
    each action's own card, or in a pack of copies a copy of its face that the hand playing it
    still held (copies play alike)."""
    log = deal.log
    pack = deal.game.pack
    if not pack.has_copies:
        return [log.actions[i].value for i in plays]
    held = list(hands)
    cards = []
    for i in plays:
        seat = log.entries[i][0]
        face = pack.cards[log.actions[i].value]
        card = next((c for c in pack.copies[face] if held[seat] >> c & 1), None)
        if card is None:
            raise ValueError(f"seat {seat} played {face} but held no copy of it")
        held[seat] &= ~(1 << card)
        cards.append(card)
    return cards


def dealt_hands(deal: OhHellDeal) -> list[int]:
    """Every seat's hand as dealt, whatever it has played since."""
    first = (deal.dealer + 1) % deal.players
    hands, _ = deal_hands(deal.order, deal.players, first, (1,) * deal.hand_size)
    return hands


def later_seats(deal: OhHellDeal, seat: int) -> list[int]:
    """The seats that bid after ``seat`` in turn: from dealer's left, dealer last."""
    players = deal.players
    turn = (seat - deal.dealer - 1) % players
    return [(deal.dealer + 1 + k) % players for k in range(turn + 1, players)]


def score_table(deal: OhHellDeal) -> list[list[float]]:
    """A seat's deal score for each bid (rows) and tricks (columns), by the game's scoring."""
    options = deal.game.options
    size = deal.hand_size
    return [
        [
            float(score_player(bid, tricks, options.scoring, options.exact_bonus))
            for tricks in range(size + 1)
        ]
        for bid in range(size + 1)
    ]


def judge(
    sample: State,
    seat: int,
    legal: list[str],
    mine: int,
    playout: Playout,
    how: NativeBids,
    rivals: Rivals,
    timer: Timer,
    seed: int,
) -> Judgement | None:
    """The bid for ``seat`` judged natively in worlds like ``sample`` (a sample of its view at
    its bid; ``legal`` its bids, ``mine`` its score's index); None where the judge does not
    model the deal or the time ran out before it played a world."""
    deal = auction_of(sample)
    if deal is None:
        return None
    unseen = deal.stock
    for other, hand in enumerate(deal.hands):
        if other != seat:
            unseen |= hand
    sizes = [hand.bit_count() for hand in deal.hands]
    made = list(deal.bids)
    later = later_seats(deal, seat)
    scores = score_table(deal)
    state = sample.clone()
    stopped, _ = playout.play(state, timer.overdue, lambda s: auction_of(s) is None)
    setting = world_setting(state) if stopped else None
    if setting is None:
        return None
    _, _, _, position = setting
    seconds = timer.seconds_left()
    samples = timer.budget.samples
    cap = 0 if samples is None else samples * SIMULATIONS_PER_SAMPLE * len(legal)
    if seconds is not None and seconds <= 0:
        return None
    found = _core.judge_bids(
        position,
        bidder=seat,
        unseen=unseen,
        sizes=sizes,
        bids=made,
        later=later,
        hook=deal.hook,
        scores=scores,
        candidates=[int(text) for text in legal],
        seed=seed,
        simulations=cap,
        seconds=seconds,
        later_bids=how.later,
        play=how.play,
        exploration=how.exploration,
        bid_model=how.law.numbers if how.made == "weighed" else None,
        bid_among=how.law.among,
    )
    if found.simulations == 0:  # the time ran out before one world was played
        return None
    # The value of the mean scores: the mean value itself where ``value`` is linear in the
    # scores (``rivals="mean"``, the default); with ``"best"``, an approximation of it.
    worths = {str(bid): value(means, mine, rivals) for bid, _, means in found.bids}
    worlds = {str(bid): tried for bid, tried, _ in found.bids}
    if how.exploration is None:
        choice = max(legal, key=lambda text: worths[text])
    else:
        choice = max(legal, key=lambda text: (worlds[text], worths[text]))
    return Judgement(choice, found.simulations, worths, worlds)
