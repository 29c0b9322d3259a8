"""Exact analysis of a played deal: what each card cost, double dummy.

A finished deal shows every card, so each of its card plays can be solved exactly
(``bots.exact``): for the player to act, every legal card's value with best play by all
afterwards, by the deal's score (``"score"``) and by the tricks its side ends the deal with
(``"tricks"``). A card's cost is the best value available minus the value of the card played:
0 for a card as good as any, more for a mistake. Only the part of a deal where trick play runs
to its end is analysed (Bézique from its last eight cards, 10 Bridge from where the trump is
known to all); before it nothing is.

Early tricks of a deal of many cards may be too big to solve within the caps. So the walk
solves from the deal's last card back to its first, with one solver, each solve capped
(positions, seconds) and the whole walk by an optional budget of seconds: once a position of
a measure is too big, the earlier ones (as big or bigger) are not tried and say so
(``"too big"``, or ``"out of time"`` once the budget is spent). The later tricks, the ones
players look at, are solved first. With the default caps (positions only) the answer does
not depend on the machine's load.
"""

from __future__ import annotations

import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any, Literal

from followsuit import _core, records
from followsuit.bots.exact import MEASURES, NODES, TABLE_BITS, CardValues, Measure, card_values
from followsuit.bots.exact import solvable as solvable_position
from followsuit.engine import Deal, Match
from followsuit.engine.trickplay import TrickPlay
from followsuit.errors import GameError

Status = Literal["solved", "too big", "out of time"]


@dataclass(frozen=True, slots=True)
class Cost:
    """One measure of one card played: its value, the best value available and the cards
    that reach it, every legal card's value; ``cost`` is the best minus the card's."""

    played: float
    best: float
    best_cards: tuple[str, ...]
    values: dict[str, float]

    @property
    def cost(self) -> float:
        return self.best - self.played

    def as_dict(self) -> dict[str, Any]:
        return {
            "played": self.played,
            "best": self.best,
            "cost": self.cost,
            "best_cards": list(self.best_cards),
            "values": dict(self.values),
        }


@dataclass(frozen=True, slots=True)
class PlayAnalysis:
    """One card played: after ``action`` actions of the deal (0 the first), in trick
    ``trick`` (1 the first), ``seat`` played ``card`` from ``hand`` (a dummy's hand is played
    by its controller, the seat that chose). ``score``: by the deal's score value (module
    doc of ``bots.exact``); ``tricks``: by the tricks the seat's side has at the deal's end
    (those won before the card included); each None where not solved, and its status says
    why."""

    action: int
    trick: int
    seat: int
    hand: int
    card: str
    score: Cost | None
    tricks: Cost | None
    score_status: Status
    tricks_status: Status

    def as_dict(self) -> dict[str, Any]:
        return {
            "action": self.action,
            "trick": self.trick,
            "seat": self.seat,
            "hand": self.hand,
            "card": self.card,
            "score": None if self.score is None else self.score.as_dict(),
            "tricks": None if self.tricks is None else self.tricks.as_dict(),
            "score_status": self.score_status,
            "tricks_status": self.tricks_status,
        }


@dataclass(frozen=True, slots=True)
class SeatLosses:
    """What one seat's mistakes cost over the deal's solved cards: ``points`` of score value
    over ``score_cards`` cards solved by score (``score_mistakes`` of them cost some),
    ``tricks`` over ``trick_cards`` (``trick_mistakes``)."""

    seat: int
    name: str
    points: float
    score_cards: int
    score_mistakes: int
    tricks: float
    trick_cards: int
    trick_mistakes: int

    def as_dict(self) -> dict[str, Any]:
        return {
            "seat": self.seat,
            "name": self.name,
            "points": self.points,
            "score_cards": self.score_cards,
            "score_mistakes": self.score_mistakes,
            "tricks": self.tricks,
            "trick_cards": self.trick_cards,
            "trick_mistakes": self.trick_mistakes,
        }


@dataclass(frozen=True, slots=True)
class DealAnalysis:
    """A deal's card plays analysed (module doc): ``plays`` from the first card of trick
    play to the end (``first_trick``, None: no card of the deal can be analysed), and each
    seat's losses. ``value``: what the score values are, in words. ``complete``: whether the
    deal was over (a record's last deal may stop part way)."""

    game: str
    deal: int
    players: list[str]
    value: str
    first_trick: int | None
    complete: bool
    plays: list[PlayAnalysis] = field(default_factory=list)
    seats: list[SeatLosses] = field(default_factory=list)

    @property
    def solved(self) -> bool:
        """Whether every card analysed was solved by both measures."""
        return all(p.score is not None and p.tricks is not None for p in self.plays)

    def as_dict(self) -> dict[str, Any]:
        return {
            "game": self.game,
            "deal": self.deal,
            "players": list(self.players),
            "value": self.value,
            "first_trick": self.first_trick,
            "complete": self.complete,
            "solved": self.solved,
            "plays": [p.as_dict() for p in self.plays],
            "seats": [s.as_dict() for s in self.seats],
        }


@dataclass(frozen=True, slots=True)
class Caps:
    """How much work the analysis may do: ``nodes`` positions a solve (0: no cap),
    ``seconds`` a solve (None: no cap), ``budget`` seconds for the whole deal (None: none)."""

    nodes: int = NODES
    seconds: float | None = None
    budget: float | None = None


def analyse_record(
    record: records.Record, number: int | None = None, caps: Caps = Caps()
) -> list[DealAnalysis]:
    """Deal ``number`` of a record (1 the first; None: every deal) analysed, replayed under
    the rules first (a record that does not replay raises ``RecordError``)."""
    done = records.replay(record)
    players = record.get("players") or done.match.game.player_names
    names = [str(name) for name in players]
    count = len(done.match.deals)
    numbers = range(1, count + 1) if number is None else [number]
    return [analyse_match(done.match, n, caps, players=names) for n in numbers]


def analyse_match(
    match: Match, number: int, caps: Caps = Caps(), *, players: Sequence[str] | None = None
) -> DealAnalysis:
    """Deal ``number`` of ``match`` (1 the first; finished, or the one in play, whose every
    card ``match`` knows) analysed from its start."""
    if not 1 <= number <= len(match.deals):
        raise GameError(
            f"deal {number}: the match has {len(match.deals)} deal"
            f"{'' if len(match.deals) == 1 else 's'}"
        )
    index = number - 1
    game = match.game
    carry = match.finished[index - 1].carry if index else game.initial_carry()
    played = match.deals[index]
    start = game.deal_from_order(played.order, played.dealer, carry)
    return analyse_play(
        start, [a.text for a in played.history], caps, number=number, players=players
    )


def analyse_play(
    start: Deal,
    actions: Sequence[str],
    caps: Caps = Caps(),
    *,
    number: int = 1,
    players: Sequence[str] | None = None,
) -> DealAnalysis:
    """The deal ``start`` (at its beginning, every card known) played by ``actions`` (texts),
    each card play of it analysed (module doc). ``start`` is left as it is."""
    game = start.game
    names = list(players) if players is not None else list(game.player_names)
    deal = start.clone()
    positions: list[tuple[int, Deal, str]] = []
    for index, text in enumerate(actions):
        if isinstance(deal, TrickPlay) and solvable_position(deal) and _is_card(deal, text):
            positions.append((index, deal.clone(), text))
        deal.apply(deal.parse(text))
    plays = _solve_back(positions, caps)
    first = plays[0].trick if plays else None
    return DealAnalysis(
        game=game.name,
        deal=number,
        players=names,
        value=value_words(game),
        first_trick=first,
        complete=deal.is_over,
        plays=plays,
        seats=_losses(plays, names, game.players),
    )


def _is_card(deal: TrickPlay, text: str) -> bool:
    """Whether ``text`` plays one of the legal cards of ``deal`` now (not another action)."""
    return text in deal.table.texts and any(a.text == text for a in deal.legal_actions())


def _solve_back(positions: list[tuple[int, Deal, str]], caps: Caps) -> list[PlayAnalysis]:
    """Each position solved by each measure, from the last back to the first (module doc)."""
    solver = _core.Solver(TABLE_BITS)
    began = time.monotonic()
    stopped: dict[Measure, Status | None] = dict.fromkeys(MEASURES, None)
    found: list[PlayAnalysis] = []
    for index, deal, text in reversed(positions):
        assert isinstance(deal, TrickPlay)
        costs: dict[Measure, Cost | None] = {}
        status: dict[Measure, Status] = {}
        solved: CardValues | None = None
        for measure in MEASURES:
            halt = stopped[measure]
            if halt is not None:
                costs[measure], status[measure] = None, halt
                continue
            seconds, short = _seconds(caps, began)
            if seconds is not None and seconds <= 0:
                stopped[measure] = "out of time"
                costs[measure], status[measure] = None, "out of time"
                continue
            answer = card_values(deal, measure, solver=solver, nodes=caps.nodes, seconds=seconds)
            assert answer is not None
            solved = answer
            if not answer.complete:
                stopped[measure] = "out of time" if short else "too big"
                costs[measure], status[measure] = None, stopped[measure] or "too big"
                continue
            costs[measure], status[measure] = _cost(answer, text), "solved"
        seat = deal.to_act
        assert seat is not None
        hand = solved.hand if solved is not None else deal.play_seat()
        found.append(
            PlayAnalysis(
                action=index,
                trick=deal.tricks_played + 1,
                seat=seat,
                hand=hand,
                card=text,
                score=costs["score"],
                tricks=costs["tricks"],
                score_status=status["score"],
                tricks_status=status["tricks"],
            )
        )
    found.reverse()
    return found


def _seconds(caps: Caps, began: float) -> tuple[float | None, bool]:
    """The next solve's seconds and whether the walk's budget, not its own cap, sets them."""
    if caps.budget is None:
        return caps.seconds, False
    left = caps.budget - (time.monotonic() - began)
    if caps.seconds is None or left < caps.seconds:
        return left, True
    return caps.seconds, False


def _cost(answer: CardValues, text: str) -> Cost:
    """The card ``text``'s measure from every legal card's value (tricks as the side's
    total at the deal's end)."""
    values = {card: worth + answer.now for card, worth in answer.values.items()}
    if text not in values:
        raise GameError(f"{text} is not among the legal cards {', '.join(values)}")
    best = max(values.values())
    return Cost(
        played=values[text],
        best=best,
        best_cards=tuple(card for card, worth in values.items() if worth == best),
        values=values,
    )


def _losses(plays: Sequence[PlayAnalysis], names: Sequence[str], seats: int) -> list[SeatLosses]:
    """Each seat's losses over the cards it chose."""
    result = []
    for seat in range(seats):
        own = [p for p in plays if p.seat == seat]
        scored = [p.score for p in own if p.score is not None]
        counted = [p.tricks for p in own if p.tricks is not None]
        result.append(
            SeatLosses(
                seat=seat,
                name=names[seat] if seat < len(names) else str(seat),
                points=sum(c.cost for c in scored),
                score_cards=len(scored),
                score_mistakes=sum(1 for c in scored if c.cost > 0),
                tricks=sum(c.cost for c in counted),
                trick_cards=len(counted),
                trick_mistakes=sum(1 for c in counted if c.cost > 0),
            )
        )
    return result


def value_words(game: Any) -> str:
    """What a score value is for the seat to act, in words."""
    if len(game.scorers) == 2:
        return "the player's side's score minus the other side's"
    if len(game.scorers) == 1:
        return "the player's score"
    return "the player's score minus the mean of the others'"
