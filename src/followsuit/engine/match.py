"""A whole match: deals one after another, scores carried, until the game's end condition."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Sequence
from random import Random
from typing import TYPE_CHECKING, Any

from followsuit.engine.actions import Action
from followsuit.engine.deal import Deal, DealOutcome
from followsuit.engine.state import Score, Scores, State, View, check_viewer, dealer_seat
from followsuit.engine.view_pieces import freeze

if TYPE_CHECKING:
    from followsuit.engine.game import Game

DealSource = Callable[[int, int], tuple[Sequence[int], int] | None]
"""Given the deal's number and the dealer by rotation: its pack order and dealer, or None."""


class Match(State):
    """Deals until ``game.match_over``; running scores carried from deal to deal.

    Deals are shuffled by the match's seeded generator, or come from ``source`` (a record being
    replayed); when ``source`` runs dry the match stops where it is, unfinished. ``dealer``
    deals first: a seat, 0 to ``players - 1`` (None: a live seat drawn by the generator); a
    source is told it and names each deal's dealer itself (a record's is checked by the record).
    """

    def __init__(
        self,
        game: Game,
        *,
        rng: Random | None = None,
        dealer: int | None = None,
        source: DealSource | None = None,
    ) -> None:
        self.game = game
        self._rng = rng if rng is not None else Random()
        self._source = source
        self.finished: list[DealOutcome] = []
        self.deals: list[Deal] = []
        self.carry: Any = game.initial_carry()
        self._over = False
        if dealer is None:  # a live player, never a dummy's seat (19 for three or two)
            live = game.live
            dealer = live[self._rng.randrange(len(live))]
        elif source is None:
            dealer = dealer_seat(dealer, game.players)
        self._start_deal(dealer % game.players)

    # -- deals ---------------------------------------------------------------------------

    def _start_deal(self, dealer: int) -> None:
        if self._source is not None:
            supplied = self._source(len(self.deals), dealer)
            if supplied is None:
                return
            order, dealer = supplied
        else:
            order = self.game.pack.shuffled(self._rng)
        deal = self.game.deal_from_order(order, dealer, self.carry)
        self.deals.append(deal)
        if deal.is_over:  # a deal that needs no action is scored at once
            self._finish_deal(deal)

    @property
    def current(self) -> Deal | None:
        """The deal being played (the last one once the match is over)."""
        return self.deals[-1] if self.deals else None

    @property
    def unfinished(self) -> bool:
        """True when a replayed record ran out of deals before the match ended."""
        return not self._over and (self.current is None or self.current.is_over)

    def _finish_deal(self, deal: Deal) -> None:
        outcome = deal.outcome()
        # Its result read-only: every view of the match (and of its clones) shows it.
        outcome = dataclasses.replace(outcome, result=freeze(outcome.result))
        self.finished.append(outcome)
        self.carry = outcome.carry
        if self.game.match_over(self):
            self._over = True
        else:
            self._start_deal(self.game.next_dealer(deal.dealer))

    # -- the State protocol ----------------------------------------------------------------

    @property
    def to_act(self) -> int | None:
        deal = self.current
        if self._over or deal is None:
            return None
        return deal.to_act

    @property
    def match_is_over(self) -> bool:
        return self._over

    def legal_actions(self) -> list[Action]:
        deal = self.current
        return [] if deal is None or self._over else deal.legal_actions()

    def parse(self, text: str) -> Action:
        assert self.current is not None
        return self.current.parse(text)

    def check(self, action: Action) -> str | None:
        if self.to_act is None:
            return "the match is over"
        assert self.current is not None
        return self.current.check(action)

    def apply(self, action: Action | str) -> None:
        """The deal's own ``apply`` (a legal action or text is taken without checking it
        again), then the next deal when this one is over."""
        deal = self.current
        if deal is None or self._over or deal.is_over:
            super().apply(action)  # refused: the match is over
            return
        deal.apply(action)
        if deal.is_over:
            self._finish_deal(deal)

    def _perform(self, action: Action) -> None:
        deal = self.current
        assert deal is not None
        deal._perform(action)
        if deal.is_over:
            self._finish_deal(deal)

    @property
    def scores(self) -> Scores:
        deals = tuple(o.scores for o in self.finished)
        width = len(self.game.score_names)
        totals: list[Score] = [sum(s[i] for s in deals) for i in range(width)]
        bonus = self.game.end_bonus(self) if self._over else None
        if bonus is not None:
            totals = [t + b for t, b in zip(totals, bonus, strict=True)]
        return Scores(deals, tuple(totals))

    @property
    def winner(self) -> int | None:
        return self.game.winner(self) if self._over else None

    def view(self, seat: int | None) -> View:
        deal = self.current
        if deal is None:  # (a deal's view checks its viewer itself)
            check_viewer(seat, self.game.players)
        view: View = deal.view(seat) if deal is not None else {}
        scores = self.scores
        view["match"] = {
            "deal_number": len(self.deals),
            "score_names": list(self.game.score_names),
            "deal_scores": [list(s) for s in scores.deals],
            "deal_results": [o.result for o in self.finished],
            "totals": list(scores.totals),
            "over": self._over,
            "winner": self.winner,
        }
        if self._over:
            view["to_act"] = None
            view["legal"] = []
        return view

    def clone(self) -> Match:
        new = Match.__new__(Match)
        new.__dict__.update(self.__dict__)
        new._rng = Random()
        new._rng.setstate(self._rng.getstate())
        new.finished = list(self.finished)
        new.deals = self.deals[:-1] + [d.clone() for d in self.deals[-1:]]
        return new

    def record(self) -> dict[str, Any]:
        return self.game.record_of([d.deal_record() for d in self.deals])
