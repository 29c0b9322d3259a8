"""Every legal card's exact value in a position where every card is known.

Where only trick play remains to the end of the deal (``games.play_scoring`` states the deal's
scoring over the rest of its play) and the native core can play the deal's rules, the core's
solver gives each legal card its value with best play by all, double dummy. Two measures:

- ``"score"``: the seat's ``value`` of the deal's final scores (``bots.search.value``): its
  side's score minus the other side's, or for a seat playing for itself its score minus the
  mean of the others'. Two sides are zero-sum; a seat playing for itself is solved paranoid
  (every other seat plays against it; the search bot solves its worlds max^n by default,
  ``bots.search.worlds``).
- ``"tricks"``: the tricks still to be played that the seat's side (or the seat alone, where
  each plays for itself) takes when it plays for the most tricks and everybody else for the
  fewest: a one-group objective counting the side's hands' tricks. A dummy's tricks are its
  side's.

The answer is ``None`` where the position is no such position (an auction, a stock still to
draw from, a game whose rules the core cannot state); a solve that reaches its cap (positions
or seconds) answers ``complete=False`` with no values.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal, cast

from followsuit import _core, games
from followsuit.bots.search.objective import scale, seat_objective
from followsuit.bots.search.value import counted_scores
from followsuit.bots.search.worlds import world_setting
from followsuit.engine import Game, Match, State
from followsuit.engine.sides import Sides
from followsuit.engine.trickplay import TrickPlay
from followsuit.errors import GameError

Measure = Literal["score", "tricks"]
MEASURES: tuple[Measure, ...] = ("score", "tricks")

TABLE_BITS = 20
"""The solver's table: 2^20 positions (about 40 MB), allocated once per solver."""

NODES = 2_000_000
"""Positions one solve may visit by default (a second or two) before it gives up."""


@dataclass(frozen=True, slots=True)
class CardValues:
    """Each legal card's exact value in one position, for the seat to act.

    ``values``: action text -> value (identical cards of a game with several packs share one
    text); empty when the solve reached its cap (``complete`` False). ``seat``: the seat that
    chooses; ``hand``: the hand the card comes from (a dummy's, played by its controller).
    ``now``: for ``"tricks"``, the tricks the side has won so far (0 for ``"score"``)."""

    measure: Measure
    seat: int
    hand: int
    values: dict[str, float]
    complete: bool
    nodes: int
    now: int = 0

    @property
    def best(self) -> float | None:
        """The best value available (None when not solved)."""
        return max(self.values.values()) if self.values else None

    def best_cards(self) -> list[str]:
        """The cards that reach the best value, in the deal's card order."""
        best = self.best
        return [text for text, worth in self.values.items() if worth == best]


PHASE_WORDS = {"bid": "the bidding", "auction": "the auction"}


class Unsolvable(GameError):
    """A position the exact solver cannot value, in words a player reads: "is in the auction:
    nothing to solve yet" (after a place such as "deal 1 after 3 actions")."""


def position_values(
    state: State, measure: Measure = "score", *, nodes: int = 0, seconds: float | None = None
) -> CardValues:
    """:func:`card_values` (no caps by default), or :class:`Unsolvable` saying why the
    position has none: the deal is over, not yet in the play, in rules the core does not hold
    as data, or the caps stopped the search."""
    deal = state.current if isinstance(state, Match) else state
    if deal is None or deal.to_act is None:
        raise Unsolvable("is at the deal's end: nothing to solve")
    phase = str(getattr(getattr(deal, "phase", None), "value", "play"))
    found = card_values(deal, measure, nodes=nodes, seconds=seconds)
    if found is None:  # trick play to the end is solved in any phase (Bézique's last eight)
        if not isinstance(deal, TrickPlay) or deal.trick is None or phase != "play":
            words = PHASE_WORDS.get(phase, f"the {phase} phase")
            raise Unsolvable(f"is in {words}: nothing to solve yet")
        if games.play_scoring(deal) is None:
            raise Unsolvable(
                "is in play where more than trick play is left to the deal's end (draws, "
                "declarations ...): nothing to solve yet"
            )
        title = cast(Game, deal.game).title
        raise Unsolvable(
            f"is in {title}'s trick play, which the exact solver does not hold as data here"
        )
    if not found.complete:
        raise Unsolvable(f"was not solved: the search stopped after {found.nodes} positions")
    return found


def solvable(state: State) -> bool:
    """Whether ``state``'s deal is at a card play with only trick play left to its end, in
    rules the core can play: where :func:`card_values` answers."""
    return world_setting(state) is not None


def card_values(
    state: State,
    measure: Measure = "score",
    *,
    solver: _core.Solver | None = None,
    nodes: int = NODES,
    seconds: float | None = None,
) -> CardValues | None:
    """Every legal card's exact value for the seat to act in ``state`` (a deal or a match,
    every card known) by ``measure`` (module doc); None where the position is not trick play
    to the end. ``solver``: a solver to reuse (its table is allocated once); ``nodes`` and
    ``seconds``: the solve's caps (0 and None: none)."""
    setting = world_setting(state)
    if setting is None:
        return None
    deal, scoring, rules, position = setting
    seat = deal.to_act
    assert seat is not None
    hand = position.to_play()
    assert hand is not None
    if measure == "score":
        objective = seat_objective(deal, scoring, seat, rules.hands)
        times = scale(len(counted_scores(cast(Game, deal.game))), "mean")  # the Game that made it
        now = 0
    elif measure == "tricks":
        objective, now = tricks_objective(deal, seat, rules.hands)
        times = 1.0
    else:
        raise ValueError(f"measure {measure!r}: one of {', '.join(MEASURES)}")
    solver = solver if solver is not None else _core.Solver(TABLE_BITS)
    solved = solver.solve(position, objective, nodes=nodes, seconds=seconds)
    values: dict[str, float] = {}
    if solved.complete:
        texts = deal.table.texts
        for card, worth in sorted(solved.values):
            values.setdefault(texts[card], worth / times)
    return CardValues(
        measure=measure,
        seat=seat,
        hand=hand,
        values=values,
        complete=solved.complete,
        nodes=solved.nodes,
        now=now,
    )


def side_of(deal: TrickPlay, seat: int) -> Sides:
    """Who plays with whom in ``deal``: its own sides where the deal decides them (19), else
    the game's."""
    own = getattr(deal, "sides", None)
    return own if isinstance(own, Sides) else cast(Game, deal.game).sides


def tricks_objective(deal: TrickPlay, seat: int, hands: int) -> tuple[_core.Objective, int]:
    """The objective counting the tricks still to come that ``seat``'s side takes (one group
    of its side's hands, trick weight 1, a linear table), and the side's tricks so far."""
    sides = side_of(deal, seat)
    members = [h for h in range(hands) if h < sides.players and sides.same_side(seat, h)]
    mask = sum(1 << h for h in members) or 1 << seat
    now = sum(deal.tricks_won[h] for h in range(hands) if mask >> h & 1)
    left = deal.total_tricks - deal.tricks_played
    objective = _core.Objective(
        groups=[(mask, 1, 0, 0)],
        terms=[([0], [now], [left + 1], [float(k) for k in range(left + 1)])],
        max_seats=mask,
    )
    return objective, now
