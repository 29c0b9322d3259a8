"""Phases: a deal is a table of steps, one per phase, read like the rulebook's order of play.

A game names its phases in an enum (``class Phase(StrEnum)``) and gives its deal class a table
``phase_table = {Phase.AUCTION: AuctionStep(), Phase.PLAY: PlayStep(), ...}``. A step says who acts
(in a phase that queues its players, their order: ``order``), what they may do, why anything
else is refused (naming the rule), and what an action does, including which phase comes next
(the deal enters it: ``Deal.enter``). :class:`~followsuit.engine.deal.Deal` turns the table into
``to_act``, ``legal_actions``, ``check`` and ``apply``; no game writes a dispatch of its own. A
phase with no step (``OVER``) has nobody to act.

Steps hold no position: one instance serves every deal of its class, so a step keeps nothing
in ``self`` and reads and changes only the deal it is given.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, Generic, TypeVar

from followsuit.engine.state import State
from followsuit.engine.turns import Turns

if TYPE_CHECKING:
    from followsuit.engine.actions import Action

DealT = TypeVar("DealT", bound=State)
"""The deal class a step serves (a :class:`~followsuit.engine.deal.Deal`, which is a State)."""


class Step(Generic[DealT]):
    """What one phase allows and does. Subclass per phase and override all four methods."""

    def to_act(self, deal: DealT) -> int | None:
        """The seat to act in this phase (None: nobody, the phase is done)."""
        raise NotImplementedError

    def actions(self, deal: DealT, seat: int) -> Sequence[Action]:
        """Every legal action of ``seat``, each once, in a stable order (a list or a tuple the
        step may share between positions: the deal copies it for its callers)."""
        raise NotImplementedError

    def refusal(self, deal: DealT, seat: int, action: Action) -> str | None:
        """None if ``seat`` may take ``action`` now, else why not, naming the rule."""
        raise NotImplementedError

    def order(self, deal: DealT) -> Turns:
        """Who acts in this phase, in order, as the deal enters it (:meth:`Deal.enter`): the
        rule's order of turns (:mod:`followsuit.engine.turns`). The default queues nobody: the
        step says who acts by itself (an auction's turn, declarer, the trick's leader)."""
        return Turns()

    def do(self, deal: DealT, seat: int, action: Action) -> None:
        """Carry out a legal action of ``seat``; set ``deal.phase`` when the phase ends.

        A step that knows the next seat to act for certain (the same phase goes on) may set
        ``deal._seat`` to it, sparing ``apply`` the call to ``to_act``; it must be that seat."""
        raise NotImplementedError


StepTable = dict[Any, Step[Any]]
"""A deal class's phase -> step table."""
