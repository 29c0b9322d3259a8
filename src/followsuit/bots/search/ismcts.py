"""The move choice by information-set Monte Carlo tree search (single-observer ISMCTS).

As OpenSpiel's ``ISMCTSBot`` and Cowling, Powley and Whitehouse (2012): each iteration draws a
fresh deal from the view, walks down one tree shared by all samples (nodes are the action
sequences from the root, whoever acts), choosing by UCB among the actions legal in this deal
(each child counts how often it was available, so actions legal only in some deals are not
over-explored), adds one node, and plays the rest out at random (cheap, so many iterations
fit). Each node keeps the sum of the deal scores seen below it; the seat acting there picks by
its own value of their mean (``value``). The root's most visited action is played.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from random import Random

from followsuit.bots.search.budget import Timer
from followsuit.bots.search.pimc import Thought
from followsuit.bots.search.sampling import InconsistentSample, Sampler
from followsuit.bots.search.value import Rivals, counted_scores, score_index, value
from followsuit.engine import Game, Score, State, View
from followsuit.errors import IllegalAction, InconsistentView

EXPLORATION = 0.7
"""UCB's exploration constant, in units of the value's spread seen so far."""


@dataclass
class Node:
    """One action sequence from the root: visits, score sums, how often it could be chosen."""

    visits: int = 0
    available: int = 0
    sums: list[float] = field(default_factory=list)
    children: dict[str, Node] = field(default_factory=dict)

    def add(self, scores: tuple[Score, ...]) -> None:
        self.visits += 1
        if not self.sums:
            self.sums = [float(s) for s in scores]
        else:
            for i, s in enumerate(scores):
                self.sums[i] += float(s)


class Ismcts:
    """ISMCTS for one seat of ``game``, drawing deals from ``sampler``."""

    def __init__(self, game: Game, sampler: Sampler, *, rivals: Rivals = "mean") -> None:
        self.game = game
        self.sampler = sampler
        self.rivals = rivals
        self.index = [score_index(game, seat) for seat in range(game.players)]
        self.counted = counted_scores(game)

    def choose(self, view: View, rng: Random, timer: Timer) -> Thought:
        legal: list[str] = view["legal"]
        if len(legal) == 1:
            return Thought(legal[0], "only")
        root = Node()
        spread = [1.0]
        thought = Thought(legal[0], "ismcts")
        while timer.new_sample():
            try:
                state = self.sampler.draw(view, rng).state
            except (InconsistentSample, InconsistentView, IllegalAction):
                thought.rejected += 1
                if thought.rejected >= 6:
                    break
                continue
            thought.samples += 1
            self._iterate(state, root, rng, spread)
            thought.playouts += 1
        if root.children:
            thought.choice = max(
                legal, key=lambda t: root.children[t].visits if t in root.children else -1
            )
        return thought

    def _iterate(self, state: State, root: Node, rng: Random, spread: list[float]) -> None:
        path = [root]
        node = root
        while True:
            seat = state.to_act
            if seat is None:
                break
            actions = state.legal_actions()
            texts = [a.text for a in actions]
            for text in texts:
                child = node.children.get(text)
                if child is not None:
                    child.available += 1
            fresh = [i for i, t in enumerate(texts) if t not in node.children]
            if fresh:
                pick = rng.choice(fresh)
                child = node.children[texts[pick]] = Node(available=1)
                state.apply(actions[pick])
                path.append(child)
                break
            pick = self._select(node, texts, self.index[seat], spread[0])
            state.apply(actions[pick])
            node = node.children[texts[pick]]
            path.append(node)
        scores = self._rollout(state, rng)
        spread[0] = max(spread[0], max(abs(float(s)) for s in scores))
        for visited in path:
            visited.add(scores)

    def _select(self, node: Node, texts: list[str], mine: int, spread: float) -> int:
        best = -1
        best_score = -math.inf
        c = EXPLORATION * spread
        for i, text in enumerate(texts):
            child = node.children[text]
            mean = [s / child.visits for s in child.sums]
            score = value(mean, mine, self.rivals, self.counted) + c * math.sqrt(
                math.log(max(child.available, 1)) / child.visits
            )
            if score > best_score:
                best, best_score = i, score
        return best

    def _rollout(self, state: State, rng: Random) -> tuple[Score, ...]:
        """Random legal actions to the end of the deal; its scores."""
        while state.to_act is not None:
            actions = state.legal_actions()
            state.apply(actions[rng.randrange(len(actions))])
        return state.scores.deals[-1]
