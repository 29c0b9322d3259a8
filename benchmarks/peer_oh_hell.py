"""Peer match on Oh Hell: followsuit's search bot against OpenSpiel's ``ISMCTSBot``.

Both play OpenSpiel's rules (``oh_hell`` with a fixed hand size, ``--players`` 4 or 3; ``--tricks
any`` draws each deal's size as OpenSpiel's game does by default, from 1 to the most) through
the bridge :class:`followsuit.interop.spiel_oh_hell.TwinDeal`: our bot gets followsuit views,
OpenSpiel's bot OpenSpiel states, and every action is played and checked in both engines.
``--bot heuristic`` puts the game's heuristic bot in our seats instead, for comparison.
Equal wall time per move: the search bot's budget is ``--seconds`` a move and ISMCTS runs
simulations until the same time is up (OpenSpiel's bot counts simulations, not time, so a
subclass swaps its loop for a timed one; everything else is OpenSpiel's: UCT, random
rollouts, the max-visit final policy, its own resampling). By default ISMCTS stops as our
bot's timer does, when one more simulation as long as the last would end past the deadline
(``--ismcts-clock overrun``: after the simulation that passes it, as before, which gave it
about 15% more time a move than our bot on a loaded machine). OpenSpiel's resampler for Oh
Hell leans to the real hands (an opponent's resampled hand holds about a third of its real
cards, a uniform deal a ninth); ``--ismcts-worlds uniform`` deals ISMCTS's worlds uniformly
among those its information state allows (``UniformWorlds``); dealt in Python, they cost
ISMCTS simulations its own resampler would not, unless ``--uniform-clock free`` stops its clock
while a world is dealt. Each deal is played once per
rotation of the seats, so each bot holds every hand (``--our-seconds`` gives our bot a time a
move of its own, to see what more time buys it); a deal's result is the search bot's
mean score minus ISMCTS's, averaged over the rotations. The summary splits the result into
bidding and play: each bot's mean bid, tricks taken, share of bids made exactly and of
tricks over the bid; ``--our-bids ismcts`` has ISMCTS bid for our seats too (card play alone
compared); ``--log`` writes every seat's bid, tricks and score. The OpenSpiel played is the one
the interpreter imports (the summary's ``openspiel`` names its release); to play another
release, run the script from a virtual environment that holds it (``python -m venv
--system-site-packages DIR && DIR/bin/pip install open_spiel==1.6.15``, the last release
before OpenSpiel's Oh Hell resampler was rewritten to deal only the cards in play).
``--ismcts cpp`` plays OpenSpiel's C++ ISMCTS (``pyspiel.ISMCTSBot``, ``NativeISMCTS``) instead
of ``ismcts.py``: the same search with every simulation in C++, eleven to fifteen times as many
a move (``docs/bots.md``); its worlds are its game's resampler's alone.

    python benchmarks/peer_oh_hell.py [--deals 40] [--players 4] [--tricks 5|any] [--seconds 0.25]
        [--our-seconds S]
        [--bot search|heuristic|...] [--reduction paranoid|maxn] [--utility own|mean|searcher-mean]
        [--bids playouts|play|policy|random] [--miss P] [--our-bids ours|ismcts]
        [--ismcts python|cpp] [--ismcts-clock fit|overrun] [--ismcts-worlds openspiel|uniform]
        [--uniform-clock charged|free] [--log FILE]
        [--play pimc|ismcts] [--exploration C] [--pool N] [--rollout policy|random|solve]
        [--nodes "own hand"|shared|searcher] [--pool-native] [--tree-from N]
        [--native-bids random|winners|off] [--native-play policy|random] [--native-ucb C]
        [--big paranoid|policy]

``--play ismcts`` has our search bot play its cards by the native core's ISMCTS
(``followsuit.bots.search.card_tree``; ``--exploration``, ``--pool``, ``--rollout``, ``--nodes``
its options; ``--pool-native`` has the core deal each iteration's world, ``TreeOptions.worlds``;
``--tree-from N`` leaves the hands of fewer than N cards to PIMC, ``TreeOptions.least_cards``),
bids as before. The search bot judges its bids by the native core over fresh worlds
(``followsuit.bots.search.exact_bids``); ``--native-bids`` says how: the later seats' bids at
random or by their likely winners, the play by ``--native-play``, the candidates sharing the
worlds equally or, with ``--native-ucb C``, chosen by UCB1 (the most tried is the bid);
``off`` bids by PIMC over heuristic playouts, the default before.
"""

from __future__ import annotations

import argparse
import bisect
import itertools
import json
import math
import statistics
import time
from random import Random
from typing import Any

import numpy as np
import pyspiel
from open_spiel.python.algorithms import ismcts, mcts

from followsuit.bots import make_bot
from followsuit.bots.search import Budget, SearchBot
from followsuit.bots.search.card_tree import TreeOptions
from followsuit.bots.search.exact_bids import BID_LAWS, DEFAULT, NativeBids
from followsuit.engine import Bot, Game
from followsuit.interop.spiel_oh_hell import TwinDeal

REJECTIONS = 100
"""Whole deals ``UniformWorlds`` draws and rejects (a hand dealt a suit it showed void in)
before it deals by counting (``VoidDeal``); either way the world is uniform."""


Choice = tuple[tuple[int, ...], tuple[int, ...]]
"""A split of a suit among the seats, and what they still need after it."""


def less(left: tuple[int, ...], given: tuple[int, ...]) -> tuple[int, ...]:
    """What each seat still needs after it is ``given`` cards."""
    return tuple(a - b for a, b in zip(left, given, strict=True))


class VoidDeal:
    """The hidden hands dealt uniformly among the deals that keep every void shown, by
    counting: suit by suit, how many of the suit's unseen cards each hand gets is drawn in
    proportion to the deals that split leaves possible (to the voids, the cards of a suit are
    alike), then which of them at random. Exact where drawing whole deals and rejecting those
    that break a void would rarely succeed (many voids, late in a long deal)."""

    def __init__(
        self, pool: list[int], needs: dict[int, int], voids: list[set[int]], suits: int
    ) -> None:
        self.seats = sorted(needs)
        self.needs = tuple(needs[p] for p in self.seats)
        self.by_suit = [[c for c in pool if c % suits == s] for s in range(suits)]
        self.open = [[s not in voids[p] for p in self.seats] for s in range(suits)]
        """For each suit, which of the seats may hold it."""
        self._ways: dict[tuple[int, tuple[int, ...]], int] = {}
        self._choices: dict[tuple[int, tuple[int, ...]], tuple[list[Choice], list[int]]] = {}

    def splits(self, suit: int, left: tuple[int, ...]) -> list[tuple[tuple[int, ...], int]]:
        """Each way to give the seats some of ``suit``'s unseen cards (no more than a seat
        still needs, none to a seat void in it), and in how many ways the cards can be
        chosen for it (the rest of the suit stays undealt)."""
        seats = len(self.seats)

        def give(i: int, rest: int) -> list[tuple[tuple[int, ...], int]]:
            if i == seats:
                return [((), 1)]
            top = min(left[i], rest) if self.open[suit][i] else 0
            return [
                ((k, *tail), math.comb(rest, k) * ways)
                for k in range(top + 1)
                for tail, ways in give(i + 1, rest - k)
            ]

        return give(0, len(self.by_suit[suit]))

    def ways(self, suit: int, left: tuple[int, ...]) -> int:
        """The deals of the suits from ``suit`` on that give each seat the cards it still
        needs (``left``)."""
        if suit == len(self.by_suit):
            return int(not any(left))
        key = (suit, left)
        found = self._ways.get(key)
        if found is None:
            if sum(left) > sum(len(cards) for cards in self.by_suit[suit:]):
                found = 0
            else:
                found = sum(
                    ways * self.ways(suit + 1, less(left, k)) for k, ways in self.splits(suit, left)
                )
            self._ways[key] = found
        return found

    def choices(self, suit: int, left: tuple[int, ...]) -> tuple[list[Choice], list[int]]:
        """Each split of ``suit`` (``splits``) and what the seats still need after it, and the
        running total of the deals each leaves possible, its weight in a draw (kept, as every
        world of the position walks the same few)."""
        key = (suit, left)
        found = self._choices.get(key)
        if found is None:
            options: list[Choice] = []
            weights = []
            for k, ways in self.splits(suit, left):
                after = less(left, k)
                options.append((k, after))
                weights.append(ways * self.ways(suit + 1, after))
            found = self._choices[key] = (options, list(itertools.accumulate(weights)))
        return found

    def deal(self, rng: Random) -> dict[int, list[int]]:
        """Each seat's hidden cards, every deal that keeps the voids alike likely."""
        if not self.ways(0, self.needs):
            raise RuntimeError("no uniform world fits the voids shown")
        hands: dict[int, list[int]] = {p: [] for p in self.seats}
        left = self.needs
        for suit, cards in enumerate(self.by_suit):
            options, bounds = self.choices(suit, left)
            k, after = options[bisect.bisect_right(bounds, rng.randrange(bounds[-1]))]
            shuffled = rng.sample(cards, len(cards))
            at = 0
            for p, count in zip(self.seats, k, strict=True):
                hands[p] += shuffled[at : at + count]
                at += count
            left = after
        return hands


class UniformWorlds:
    """Worlds of an OpenSpiel Oh Hell state for one player, uniformly among those its
    information state allows: the cards it has not seen (the others' unplayed cards and the
    undealt ones) shuffled, every player's played cards and shown voids kept. OpenSpiel's own
    ``ResampleFromInfostate`` for Oh Hell does not: an opponent's resampled hand holds a third
    of its real cards where a uniform one holds a ninth (``--ismcts-worlds``)."""

    SUITS = 4
    """OpenSpiel's Oh Hell numbers a card ``rank * 4 + suit``."""

    def __init__(self, game: Any, rng: np.random.RandomState) -> None:
        self.game = game
        self.rng = rng
        self.players = game.num_players()
        self._key: tuple[tuple[int, ...], int] | None = None
        self._counted: VoidDeal | None = None
        """The counting dealer of the information state prepared, made where rejection
        first fails."""
        self._random: Random | None = None
        self.seconds = 0.0
        """The wall time spent dealing worlds so far (``--uniform-clock free`` does not charge
        it to ISMCTS's clock)."""

    def __call__(self, state: Any, player: int) -> Any:
        started = time.perf_counter()
        try:
            return self._deal(state, player)
        finally:
            self.seconds += time.perf_counter() - started

    def _deal(self, state: Any, player: int) -> Any:
        history = state.history()
        if self._key != (tuple(history), player):
            self._prepare(state, history, player)
        players = self.players
        hands: list[list[int]] = []
        for _ in range(REJECTIONS):
            pool = self.rng.permutation(self.pool)
            hands = []
            at = 0
            for p in range(players):
                if p == player:
                    hands.append(list(self.own))
                    continue
                hidden = [int(c) for c in pool[at : at + self.hidden[p]]]
                at += self.hidden[p]
                if any(c % self.SUITS in self.voids[p] for c in hidden):
                    break
                hands.append(self.played[p] + hidden)
            else:
                break
        else:
            if self._counted is None:
                others = [p for p in range(players) if p != player]
                needs = {p: self.hidden[p] for p in others}
                self._counted = VoidDeal(self.pool, needs, self.voids, self.SUITS)
            if self._random is None:
                self._random = Random(int(self.rng.randint(2**31)))
            dealt = self._counted.deal(self._random)
            hands = [
                list(self.own) if p == player else self.played[p] + dealt[p] for p in range(players)
            ]
        world = self.game.new_initial_state()
        world.apply_action(history[0])
        world.apply_action(history[1])
        for i in range(self.tricks):
            for p in range(players):
                world.apply_action(hands[p][i])
        for action in history[2 + players * self.tricks :]:
            world.apply_action(action)
        return world

    def _prepare(self, state: Any, history: list[int], player: int) -> None:
        """What ``player`` knows at ``state``: each hand's played cards, voids and unplayed
        count, its own dealt cards, the cards it has not seen."""
        players = self.players
        self.tricks = tricks = history[0]
        dealt = history[2 : 2 + players * tricks]
        self.own = [c for i, c in enumerate(dealt) if i % players == player]
        self.played = [[] for _ in range(players)]
        self.voids: list[set[int]] = [set() for _ in range(players)]
        replay = self.game.new_initial_state()
        trick: list[tuple[int, int]] = []
        for i, action in enumerate(history):
            if i >= 3 + players * tricks and replay.current_player() >= 0 and action < 52:
                seat = replay.current_player()
                self.played[seat].append(action)
                if trick and action % self.SUITS != trick[0][1] % self.SUITS:
                    self.voids[seat].add(trick[0][1] % self.SUITS)
                trick.append((seat, action))
                if len(trick) == players:
                    trick = []
            replay.apply_action(action)
        self.hidden = [tricks - len(self.played[p]) for p in range(players)]
        seen = set(self.own) | {history[2 + players * tricks]}
        seen |= {c for cards in self.played for c in cards}
        self.pool = [c for c in range(52) if c not in seen]
        self._key = (tuple(history), player)
        self._counted = None


class TimedISMCTS(ismcts.ISMCTSBot):  # type: ignore[misc]
    """OpenSpiel's ISMCTS bot with its simulation loop bounded by wall time per move; with
    ``uniform``, its worlds dealt by ``UniformWorlds`` rather than OpenSpiel's resampler, and
    with ``free_worlds`` too, the time that takes not counted against the move's (the clock
    stops while a world is dealt)."""

    def __init__(
        self,
        game: Any,
        seconds: float,
        seed: int,
        uct_c: float,
        fit: bool = True,
        uniform: bool = False,
        free_worlds: bool = False,
    ) -> None:
        rng = np.random.RandomState(seed)
        evaluator = mcts.RandomRolloutEvaluator(n_rollouts=1, random_state=rng)
        super().__init__(game, evaluator, uct_c, max_simulations=1, random_state=rng)
        self.worlds: UniformWorlds | None = None
        if uniform:
            self.worlds = UniformWorlds(game, np.random.RandomState(seed + 1))
            self.set_resampler(self.worlds)
        self.free_worlds = free_worlds and uniform
        self.seconds = seconds
        self.fit = fit
        self.simulations = 0

    def run_search(self, state: Any) -> Any:
        self.reset()
        legal = state.legal_actions()
        if len(legal) == 1:
            return [(legal[0], 1.0)]
        self._root_node = self.create_new_node(state)
        previous = self.clock()
        deadline = previous + self.seconds
        while True:
            self.run_simulation(self.sample_root_state(state))
            self.simulations += 1
            now = self.clock()
            # ``fit``: as our bot's timer, stop unless one more simulation as long as the
            # last still ends by the deadline; else stop once the deadline has passed. The
            # first simulation only opens the root: a move has one more at least (on a loaded
            # machine a first one that took half the move stopped it with no visit, and
            # OpenSpiel's final policy refuses a root never visited).
            step = now - previous if self.fit else 0.0
            if now + step >= deadline and self._root_node.total_visits > 0:
                break
            previous = now
        return self.get_final_policy(state, self._root_node)

    def clock(self) -> float:
        """The move's clock: wall time, less the time its worlds took to deal where that is
        free (``free_worlds``)."""
        now = time.perf_counter()
        return now - self.worlds.seconds if self.free_worlds and self.worlds else now


PROBE = 64
"""Simulations of the C++ bot's first probe, where its release has no wall-clock limit
(``NativeISMCTS``)."""

PROBE_SHARE = 0.05
"""The share of the move after which the C++ bot's probes stop doubling."""


class NativeISMCTS:
    """OpenSpiel's ISMCTS in C++ (``pyspiel.ISMCTSBot``, ``--ismcts cpp``): the search of
    ``ismcts.py`` (UCT, one random rollout a simulation, the max-visit final policy, the game's
    own resampler), every simulation in C++. Its time a move is its own wall-clock limit where
    the release has one (``max_wall_clock_time``, from OpenSpiel 2.0), else a number of
    simulations set by the rate of probes on the same position: ``PROBE`` simulations, then
    twice as many, until ``PROBE_SHARE`` of the move is spent (the probes' trees dropped and
    their time counted in the move's; ``simulations`` then counts them). A long search runs
    slower than its probe (its tree deeper), so the rate is scaled by how much slower the last
    searches of the same kind (bid or card) ran."""

    def __init__(self, game: Any, seconds: float, seed: int, uct_c: float) -> None:
        self.game = game
        self.seconds = seconds
        self.uct_c = uct_c
        self.rng = Random(seed)
        self.simulations = 0
        self.timed = "max_wall_clock_time" in (pyspiel.ISMCTSBot.__init__.__doc__ or "")
        self.slowdown = {True: 1.0, False: 1.0}
        """By bid or card: a search's rate as a share of its probe's, a running mean."""

    def bot(self, simulations: int, seconds: float = -1.0) -> Any:
        """A fresh C++ bot: at most ``simulations``, or for ``seconds`` where above zero."""
        seed = self.rng.getrandbits(31)
        evaluator = pyspiel.RandomRolloutEvaluator(1, seed)
        policy = pyspiel.ISMCTSFinalPolicyType.MAX_VISIT_COUNT
        if seconds > 0:
            return pyspiel.ISMCTSBot(
                seed, evaluator, self.uct_c, simulations, -1, policy, False, False, seconds
            )
        return pyspiel.ISMCTSBot(seed, evaluator, self.uct_c, simulations, -1, policy)

    def step(self, state: Any) -> int:
        if self.timed:
            return int(self.bot(1, self.seconds).step(state))
        legal = state.legal_actions()
        if len(legal) == 1:
            return int(legal[0])
        bidding = max(legal) >= 52  # OpenSpiel's bids follow the 52 cards
        started = probed = time.perf_counter()
        probe = PROBE
        while True:
            self.bot(probe).step(state)
            self.simulations += probe
            rate = probe / (time.perf_counter() - probed)
            probed = time.perf_counter()
            if probed - started >= PROBE_SHARE * self.seconds:
                break
            probe *= 2
        left = self.seconds - (probed - started)
        simulations = max(1, int(rate * self.slowdown[bidding] * left))
        action = int(self.bot(simulations).step(state))
        ran = simulations / (time.perf_counter() - probed) / rate
        self.slowdown[bidding] = 0.7 * self.slowdown[bidding] + 0.3 * min(ran, 1.0)
        self.simulations += simulations
        return action


def opponent(args: argparse.Namespace, game: Any, seed: int) -> TimedISMCTS | NativeISMCTS:
    """OpenSpiel's bot for a seat: ``ismcts.py`` timed by us, or the C++ bot (``--ismcts``)."""
    if args.ismcts == "cpp":
        return NativeISMCTS(game, args.seconds, seed, args.uct_c)
    return TimedISMCTS(
        game,
        args.seconds,
        seed,
        args.uct_c,
        args.ismcts_clock == "fit",
        args.ismcts_worlds == "uniform",
        args.uniform_clock == "free",
    )


def seatings(players: int) -> list[list[bool]]:
    """For each rotation, which seats the search bot holds: alternate seats with an even
    number of players (two rotations), one seat in turn with an odd number."""
    if players % 2 == 0:
        return [[(seat + r) % 2 == 0 for seat in range(players)] for r in range(2)]
    return [[seat == r for seat in range(players)] for r in range(players)]


def ours(args: argparse.Namespace, game: Game, rng: Random) -> Bot:
    """Our bot for a seat, by name; a search bot thinks ``--our-seconds`` a move (``--seconds``
    unless given; ``search-ismcts``: the search bot choosing by its ISMCTS rather than
    PIMC)."""
    seconds = args.our_seconds
    if args.bot == "search-ismcts":
        return SearchBot(game, rng, budget=Budget(seconds=seconds), method="ismcts")
    told = (
        args.confidence,
        args.reduction,
        args.bids,
        args.miss,
        args.native_bids,
        args.native_made,
        args.native_law,
        args.play_law,
        args.play_miss,
        args.ties,
        args.big,
    )
    if args.bot == "search" and (any(x is not None for x in told) or args.play != "pimc"):
        options: dict[str, Any] = {}
        if args.native_bids == "off":
            options["native_bids"] = None
        elif (args.native_bids, args.native_made, args.native_law) != (None,) * 3:
            options["native_bids"] = NativeBids(
                later=args.native_bids or DEFAULT.later,
                play=args.native_play,
                exploration=args.native_ucb,
                made=args.native_made
                or ("weighed" if args.native_law or args.native_bids == "law" else DEFAULT.made),
                law=BID_LAWS[args.native_law] if args.native_law else DEFAULT.law,
            )
        if args.play != "pimc":
            options["play"] = args.play
            defaults = TreeOptions()
            options["tree"] = TreeOptions(
                pool=defaults.pool if args.pool is None else args.pool,
                exploration=defaults.exploration if args.exploration is None else args.exploration,
                rollout=args.rollout or defaults.rollout,
                nodes=args.nodes or defaults.nodes,
                worlds="native" if args.pool_native else "pool",
                least_cards=args.tree_from,
            )
        if args.miss is not None:
            options["miss"] = args.miss
        if args.confidence is not None:
            options["confidence"] = args.confidence
        if args.ties is not None:
            options["ties"] = args.ties
        if args.play_law is not None:
            options["play_law"] = BID_LAWS[args.play_law]
        if args.play_miss is not None:
            options["play_miss"] = args.play_miss
        if args.big is not None:
            options["big"] = args.big
        if args.reduction is not None:
            options["reduction"] = args.reduction
            options["utility"] = args.utility
        if args.bids is not None:
            if args.native_bids is None:  # the bids judged by PIMC, as --bids says how
                options["native_bids"] = None
            options["simulate_bids"] = args.bids == "play"
            options["policy_bids"] = args.bids in ("policy", "random")
            if args.bids == "random":
                options["bid_rollout"] = "random"
        return SearchBot(game, rng, budget=Budget(seconds=seconds), **options)
    return make_bot(args.bot, game, rng, seconds=seconds)


def play(
    args: argparse.Namespace,
    deal: int,
    search: list[bool],
    times: dict[str, list[float]],
    log: list[dict[str, Any]],
) -> float:
    """One deal with the search bot in the seats ``search`` marks; its mean score minus the
    other bot's. Each seat's bid, tricks and score go to ``log``."""
    rng = deal_rng(args, deal)
    tricks = hand_size(args.tricks, args.players, rng)
    order = list(range(52))
    rng.shuffle(order)
    twin = TwinDeal(args.players, tricks, order)
    bots: list[Any] = [
        ours(args, twin.game, Random(rng.getrandbits(64)))
        if mine
        else opponent(args, twin.spiel_game, rng.getrandbits(31))
        for mine in search
    ]
    bidders: list[Any] = [
        opponent(args, twin.spiel_game, rng.getrandbits(31))
        if mine and args.our_bids == "ismcts"
        else bot
        for mine, bot in zip(search, bots, strict=True)
    ]
    while twin.to_act is not None:
        seat = twin.to_act
        bidding = twin.ours.bids[seat] is None
        bot = bidders[seat] if bidding else bots[seat]
        started = time.perf_counter()
        if not isinstance(bot, (TimedISMCTS, NativeISMCTS)):
            view = twin.view(seat)
            text = bot.act(view)
            kind = "ours bid" if bidding else "ours"
            many = len(view["legal"]) > 1
        else:
            many = len(twin.spiel.legal_actions()) > 1
            text = twin.spiel_action_text(bot.step(twin.spiel))
            kind = "ismcts bid" if bidding else "ismcts"
        if many:
            times[kind].append(time.perf_counter() - started)
            if isinstance(bot, TimedISMCTS) or (isinstance(bot, NativeISMCTS) and not bot.timed):
                times["ismcts simulations"].append(bot.simulations)
                bot.simulations = 0
            elif isinstance(bot, SearchBot) and bot.last is not None:
                times["search worlds solved"].append(bot.last.solved)
                if bot.last.how == "native":
                    times["search native bid worlds"].append(bot.last.playouts)
                elif bot.last.how == "ismcts":
                    times["search ismcts iterations"].append(bot.last.playouts)
                    times["search ismcts worlds"].append(bot.last.samples)
                else:
                    times["search playouts"].append(bot.last.playouts)
        twin.apply(text)
    scores = twin.scores()
    result = twin.ours.outcome().result
    for seat, mine in enumerate(search):
        log.append(
            {
                "deal": deal,
                "seat": seat,
                "bot": "ours" if mine else "ismcts",
                "bid": result["bids"][seat],
                "hand": tricks,
                "tricks": result["tricks"][seat],
                "score": scores[seat],
            }
        )
    held = [s for s, mine in zip(scores, search, strict=True) if mine]
    others = [s for s, mine in zip(scores, search, strict=True) if not mine]
    return sum(held) / len(held) - sum(others) / len(others)


def deal_rng(args: argparse.Namespace, deal: int) -> Random:
    """The generator of deal number ``deal``: its hand size (``hand_size``, drawn first), its
    pack and its bots' seeds, the same in every rotation."""
    return Random(args.seed * 1_000_003 + deal)


def by_hand(sizes: list[int], diffs: list[float]) -> dict[int, dict[str, float]]:
    """The result for each hand size dealt: the deals and their mean difference."""
    out: dict[int, dict[str, float]] = {}
    for size in sorted(set(sizes)):
        mine = [d for s, d in zip(sizes, diffs, strict=True) if s == size]
        out[size] = {"deals": len(mine), "ours_minus_ismcts": round(statistics.mean(mine), 3)}
    return out


def hand_size(tricks: int | str, players: int, rng: Random) -> int:
    """The cards a hand in a deal: ``tricks``, or with "any" one drawn from ``rng`` uniformly
    from 1 to the most the pack allows with a card turned up (OpenSpiel's chance node where
    ``num_tricks_fixed`` is not set)."""
    if tricks == "any":
        return rng.randint(1, (52 - 1) // players)
    assert isinstance(tricks, int)
    return tricks


def tricks_option(text: str) -> int | str:
    """``--tricks``: a number of cards, or "any"."""
    if text == "any":
        return text
    number = int(text)
    if number < 1:
        raise argparse.ArgumentTypeError(f"{number} cards a hand: at least 1")
    return number


def quantiles(values: list[float]) -> dict[str, float]:
    ordered = sorted(values)
    if not ordered:
        return {}
    at = lambda q: ordered[min(len(ordered) - 1, int(q * len(ordered)))]  # noqa: E731
    return {"median": round(at(0.5), 3), "p90": round(at(0.9), 3), "max": round(ordered[-1], 3)}


def arguments() -> argparse.ArgumentParser:
    """The command line's options."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=40)
    parser.add_argument("--players", type=int, default=4, choices=(3, 4))
    parser.add_argument(
        "--tricks",
        type=tricks_option,
        default=5,
        help="the cards a hand, or 'any': a size drawn for each deal, uniformly from 1 to the "
        "most the pack allows, as OpenSpiel's oh_hell does by default",
    )
    parser.add_argument("--seconds", type=float, default=0.25)
    parser.add_argument(
        "--our-seconds",
        type=float,
        default=None,
        help="our bot's time a move where it differs from ISMCTS's (default: --seconds)",
    )
    parser.add_argument("--uct-c", type=float, default=5.0)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--bot", default="search", help="our bot (search, heuristic, ...)")
    parser.add_argument(
        "--confidence",
        type=float,
        default=None,
        help="the search bot's standard errors to leave the heuristic's move (default: its own)",
    )
    parser.add_argument(
        "--reduction",
        choices=("paranoid", "maxn"),
        default=None,
        help="how the search bot solves a world where seats play for themselves",
    )
    parser.add_argument(
        "--utility",
        choices=("own", "mean", "searcher-mean"),
        default="own",
        help="max^n: what each seat plays for",
    )
    parser.add_argument(
        "--ties",
        choices=("against", "for", "even"),
        default=None,
        help="max^n: a seat indifferent between cards plays the one worse for the searching "
        "seat (the default), the better, or each card's values are the mean of the two",
    )
    parser.add_argument(
        "--bids",
        choices=("playouts", "play", "policy", "random"),
        default=None,
        help="the search bot's bids judged by PIMC (not the native judge, unless --native-bids "
        "says how): by heuristic playouts, by solving the play after them, or by native "
        "playouts of it, every seat for itself (random: native playouts at random)",
    )
    parser.add_argument(
        "--our-bids",
        choices=("ours", "ismcts"),
        default="ours",
        help="who bids in our bot's seats: our bot, or ISMCTS (card play alone compared)",
    )
    parser.add_argument(
        "--miss",
        type=float,
        default=None,
        help="the search bot's auction inference: a sample's weight per bid step the "
        "heuristic would have bid otherwise (default: its own, none)",
    )
    parser.add_argument(
        "--ismcts",
        choices=("python", "cpp"),
        default="python",
        help="OpenSpiel's ISMCTS in Python (ismcts.py, over the C++ game; timed by this script) "
        "or in C++ (pyspiel.ISMCTSBot: its own wall-clock limit, or simulations set by a probe's "
        "rate where the release has none; its own resampler only)",
    )
    parser.add_argument(
        "--ismcts-clock",
        choices=("fit", "overrun"),
        default="fit",
        help="ISMCTS stops when one more simulation would not fit (as our bot) or after the "
        "simulation that passes the deadline",
    )
    parser.add_argument(
        "--ismcts-worlds",
        choices=("openspiel", "uniform"),
        default="openspiel",
        help="ISMCTS's worlds by OpenSpiel's resampler (which leans to the real hands) or "
        "uniformly among those its information state allows",
    )
    parser.add_argument(
        "--uniform-clock",
        choices=("charged", "free"),
        default="charged",
        help="with uniform worlds: the time dealing them takes counts against ISMCTS's move "
        "(charged, as its own resampler's does) or not (free: dealt in Python, they would "
        "otherwise cost it simulations)",
    )
    parser.add_argument(
        "--play",
        choices=("pimc", "ismcts"),
        default="pimc",
        help="how the search bot plays its cards: PIMC (solving each world) or the native ISMCTS",
    )
    parser.add_argument("--exploration", type=float, default=None, help="ISMCTS's UCB constant")
    parser.add_argument("--pool", type=int, default=None, help="ISMCTS's most worlds a move")
    parser.add_argument(
        "--tree-from",
        type=int,
        default=0,
        help="with --play ismcts: the tree plays where our hand holds at least this many "
        "cards, PIMC below (TreeOptions.least_cards; 0: every card)",
    )
    parser.add_argument(
        "--pool-native", action="store_true", help="ISMCTS's worlds dealt by the core, one each"
    )
    parser.add_argument("--rollout", choices=("policy", "random", "solve"), default=None)
    parser.add_argument("--nodes", choices=("own hand", "shared", "searcher"), default=None)
    parser.add_argument(
        "--native-bids",
        choices=("random", "winners", "law", "off"),
        default=None,
        help="how the native core judges the bids over fresh worlds: the later seats bidding at "
        "random, by their likely winners or by the bid law (law: implies --native-made weighed); "
        "off: by PIMC (default: the search bot's own)",
    )
    parser.add_argument("--native-play", choices=("random", "policy"), default="policy")
    parser.add_argument("--native-ucb", type=float, default=None, help="UCB1's constant")
    parser.add_argument(
        "--native-made",
        choices=("ignored", "weighed"),
        default=None,
        help="the native judge's worlds counted alike, or by how likely the bids made are from "
        "their hands (default: the search bot's own)",
    )
    parser.add_argument(
        "--native-law",
        choices=sorted(BID_LAWS),
        default=None,
        help="the law the bids made are weighed by (exact_bids.BID_LAWS; implies --native-made "
        "weighed; default: the search bot's own)",
    )
    parser.add_argument(
        "--play-law",
        choices=sorted(BID_LAWS),
        default=None,
        help="weigh the card play's worlds by how likely the bids made are from their hands, by "
        "this law (exact_bids.BID_LAWS; default: every world alike)",
    )
    parser.add_argument(
        "--play-miss",
        type=float,
        default=None,
        help="weigh the card play's worlds by how likely the others' cards played are, each seat "
        "playing as the core's policy means to but for a card at random with this chance "
        "(exact_bids.play_weight; default: every world alike)",
    )
    parser.add_argument(
        "--big",
        choices=("paranoid", "policy"),
        default=None,
        help="a world too big for the max^n solve: solved paranoid, or played out natively by "
        "every seat for itself (default: the search bot's own)",
    )
    parser.add_argument("--log", default=None, help="a JSON file for each seat's bid and tricks")
    return parser


def main() -> None:
    parser = arguments()
    args = parser.parse_args()
    if args.tree_from and args.play != "ismcts":
        parser.error("--tree-from says where the card tree plays: it needs --play ismcts")
    if args.ismcts == "cpp" and args.ismcts_worlds != "openspiel":
        parser.error("the C++ ISMCTS deals its worlds by the game's own resampler only")
    if args.our_seconds is None:
        args.our_seconds = args.seconds
    times: dict[str, list[float]] = {
        "ours": [],
        "ours bid": [],
        "ismcts": [],
        "ismcts bid": [],
        "search playouts": [],
        "search worlds solved": [],
        "ismcts simulations": [],
        "search ismcts iterations": [],
        "search ismcts worlds": [],
        "search native bid worlds": [],
    }
    diffs = []
    log: list[dict[str, Any]] = []
    sizes = []
    for deal in range(args.deals):
        sizes.append(hand_size(args.tricks, args.players, deal_rng(args, deal)))
        rotations = [play(args, deal, search, times, log) for search in seatings(args.players)]
        diffs.append(statistics.mean(rotations))
        print(json.dumps({"deal": deal, "diff": round(diffs[-1], 3)}), flush=True)
    mean = statistics.mean(diffs)
    error = statistics.stdev(diffs) / math.sqrt(len(diffs)) if len(diffs) > 1 else math.inf
    print(
        json.dumps(
            {
                "game": f"oh_hell players={args.players} num_tricks_fixed="
                + ("-1" if args.tricks == "any" else str(args.tricks)),
                "seconds_per_move": args.seconds,
                "our_seconds_per_move": args.our_seconds,
                "deals": len(diffs),
                "ours": args.bot,
                "options": {
                    k: getattr(args, k)
                    for k in (
                        "confidence",
                        "reduction",
                        "utility",
                        "bids",
                        "our_bids",
                        "miss",
                        "ismcts",
                        "ismcts_clock",
                        "ismcts_worlds",
                        "uniform_clock",
                        "play",
                        "exploration",
                        "pool",
                        "rollout",
                        "nodes",
                        "pool_native",
                        "native_bids",
                        "native_play",
                        "native_ucb",
                        "native_made",
                        "native_law",
                        "play_law",
                        "play_miss",
                        "ties",
                        "big",
                    )
                },
                "ours_minus_ismcts": round(mean, 3),
                "ci95": [round(mean - 1.96 * error, 3), round(mean + 1.96 * error, 3)],
                "by_hand": by_hand(sizes, diffs),
                "per_move": {k: quantiles(v) for k, v in times.items()},
                "bidding": {kind: bid_summary(log, kind) for kind in ("ours", "ismcts")},
                "openspiel": pyspiel.__version__ if hasattr(pyspiel, "__version__") else "?",
            }
        )
    )
    if args.log is not None:
        with open(args.log, "w") as out:
            json.dump(log, out)


def bid_summary(log: list[dict[str, Any]], kind: str) -> dict[str, float]:
    """One bot's bids against the tricks it took: the mean bid, the mean tricks, the share of
    bids made exactly and of tricks over the bid, the share of nil bids and of those made, the
    mean score."""
    rows = [row for row in log if row["bot"] == kind]
    if not rows:
        return {}
    nils = [r for r in rows if r["bid"] == 0]
    return {
        "bid": round(statistics.mean(r["bid"] for r in rows), 3),
        "tricks": round(statistics.mean(r["tricks"] for r in rows), 3),
        "made": round(statistics.mean(r["bid"] == r["tricks"] for r in rows), 3),
        "over": round(statistics.mean(r["tricks"] > r["bid"] for r in rows), 3),
        "nil": round(statistics.mean(r["bid"] == 0 for r in rows), 3),
        "nil_made": round(statistics.mean(r["tricks"] == 0 for r in nils), 3) if nils else 0.0,
        "score": round(statistics.mean(r["score"] for r in rows), 3),
    }


if __name__ == "__main__":
    main()
