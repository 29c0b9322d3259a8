"""Phases: a deal is a table of steps, one per phase, read like the rulebook's order of play.

A game names its phases in an enum (``class Phase(StrEnum)``) and gives its deal class a table
``phase_table = {Phase.AUCTION: AuctionStep(), Phase.PLAY: PlayStep(), ...}``. A step says what
the phase does by itself as it begins (``begin``: the cards left over given out, the first
lead), who acts (in a phase that queues its players, their order: ``order``), what they may do,
why anything else is refused (naming the rule), and what an action does.
:class:`~followsuit.engine.deal.Deal` turns the table into ``to_act``, ``legal_actions``,
``check`` and ``apply``; no game writes a dispatch of its own. A phase with no step (``OVER``)
has nobody to act.

Which phase comes next is the deal's order of play, the phases in the order the rules run them
(``Deal.run``): a step ends its phase with ``deal.end_turn()`` (its queued turns taken) or
``deal.next_phase()``, and the deal enters the next phase that has anyone to act; a phase
whose option leaves nobody to act is passed over. A phase that the rules play only in some
deals is written :class:`When` in the order, with the rule that says when: ``When(PREFER,
a_preferred_bid)``. A deal may still enter a phase itself (``Deal.enter``): a pause between
tricks does, and takes the play up again after it (``TrickPlay.pause_play``,
``resume_play``).

Steps hold no position: one instance serves every deal of its class, so a step keeps nothing
in ``self`` and reads and changes only the deal it is given.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, ClassVar, Generic, TypeVar

from followsuit.engine.state import State
from followsuit.engine.turns import NO_TURNS, Turns

if TYPE_CHECKING:
    from followsuit.engine.actions import Action

OWN_TRICK_RULES = ("follow", "trick_size")
"""The trick rules a play step may name for its phase alone (``Step.plays_by``)."""

DealT = TypeVar("DealT", bound=State)
"""The deal class a step serves (a :class:`~followsuit.engine.deal.Deal`, which is a State)."""


class Step(Generic[DealT]):
    """What one phase allows and does. Subclass per phase and override all four methods (and
    ``begin`` and ``order`` where the phase needs them)."""

    begins: ClassVar[bool] = False
    """Whether the step has a ``begin`` of its own: the deal calls only those (set for each
    subclass as it is made)."""
    queues: ClassVar[bool] = False
    """Whether the step has an ``order`` of its own, queueing the phase's players: the deal
    calls only those, and the seat to act is then the queue's head (set for each subclass as
    it is made)."""
    plays_by: ClassVar[bool] = False
    """Whether the step names trick rules of its own for its phase (a play step's ``follow``
    or ``trick_size``: :class:`~followsuit.engine.trickplay.PlayStep`): the deal plays by them
    as it enters the phase, whether its order of play or the deal itself enters it
    (``Deal.play_by``; set for each subclass as it is made)."""

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        cls.begins = cls.begin is not Step.begin
        cls.queues = cls.order is not Step.order
        cls.plays_by = any(getattr(cls, rule, None) is not None for rule in OWN_TRICK_RULES)

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

    def begin(self, deal: DealT) -> None:
        """What the phase does by itself as the deal enters it, before its players are queued
        (``order``): the cards left over given out, the first trick's leader. The default does
        nothing."""

    def order(self, deal: DealT) -> Turns:
        """Who acts in this phase, in order, as the deal enters it (:meth:`Deal.enter`): the
        rule's order of turns (:mod:`followsuit.engine.turns`); the seat to act is then the
        queue's head. The default queues nobody (``NO_TURNS``): the step says who acts by
        itself (an auction's turn, declarer, the trick's leader)."""
        return NO_TURNS

    def do(self, deal: DealT, seat: int, action: Action) -> None:
        """Carry out a legal action of ``seat``; end the turn or the phase through the deal
        (``deal.end_turn()``, ``deal.next_phase()``).

        A step that knows the next seat to act for certain (the same phase goes on) may set
        ``deal._seat`` to it, sparing ``apply`` the call to ``to_act``; it must be that seat."""
        raise NotImplementedError


StepTable = dict[Any, Step[Any]]
"""A deal class's phase -> step table."""


@dataclass(frozen=True, slots=True)
class When:
    """A phase of an order of play (``Deal.run``) that the deal enters only when ``rule``
    holds as the phase before it ends: the rulebook's condition, a named function of the deal
    whose docstring cites the rule (19, N5: only a preferred bid looks at the stock; 10 Bridge,
    T4: No Trump has no trump to set). Otherwise the deal passes over the phase without
    beginning it (no ``Step.begin``), as though the order did not name it."""

    phase: Any
    rule: Callable[[Any], bool]
