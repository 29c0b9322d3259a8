"""One deal of a game: the base class of every game's deal state."""

from __future__ import annotations

from abc import ABCMeta, abstractmethod
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any, ClassVar, TypeVar

from followsuit.engine.actions import Action
from followsuit.engine.phases import Step, StepTable, When
from followsuit.engine.state import GameRules, Score, Scores, State
from followsuit.engine.turns import NO_TURNS, Turns
from followsuit.errors import IllegalAction

RECORD_FORMAT = "followsuit/1"

UNKNOWN = -2
"""The cached seat to act before it is worked out again (no seat is ever -2)."""


@dataclass(frozen=True)
class DealOutcome:
    """What a finished deal scored, what happened (game-specific), and what the match carries on."""

    scores: tuple[Score, ...]
    result: dict[str, Any] = field(default_factory=dict)
    carry: Any = None


class DealType(ABCMeta):
    """The class of every deal class: a deal, once made (every ``__init__`` done), is
    :meth:`~Deal.ready`: it knows at once whether it is over, and the like, as plain attributes
    (the quickest reads: CPython does not speed up reading through a descriptor)."""

    def __call__(cls, *args: Any, **kwargs: Any) -> Any:
        deal = super().__call__(*args, **kwargs)
        deal.ready()
        return deal


class Deal(State, metaclass=DealType):
    """A deal dealt from a known pack order by a dealer, with what the match carries into it.

    A game's deal class gives its phase table (``phase_table``, see
    :mod:`followsuit.engine.phases`) and runs its order of play (``run``) or enters its first
    phase (``enter``); this base turns the table into the State protocol, keeps the order, the
    actions taken (for the record) and the plumbing shared by every game.

    Fast paths: the seat to act and the legal actions are worked out once per position and
    kept until the next action; ``apply`` of an action object taken from this position's
    ``legal_actions()`` does not check it again. A deal changes only through ``apply`` (the
    resampler too replays actions), so nothing else has to forget what was worked out.
    """

    phase_table: ClassVar[StepTable] = {}
    """Phase -> step; a phase missing from it (``OVER``) has nobody to act."""
    phase: Any

    def __init__(self, game: GameRules, order: Sequence[int], dealer: int, carry: Any) -> None:
        self.game = game
        self.order = list(order)
        self.dealer = dealer
        self.carry = carry
        self.history: list[Action] = []
        self.phase_steps: StepTable = self.phase_table
        """The phase table this deal runs by: its class's, kept on the deal (the quicker read),
        unless a deal chooses another of the same phases (a variant's plainer steps)."""
        self._seat: int | None = UNKNOWN
        self._legal: Sequence[Action] | None = None
        self._mask = -1
        """The legal card mask of this position, once trick play has worked it out."""
        self._card_mask = -1
        """The same, once worked out by a card play past the phase table
        (``TrickPlay.card_phase``): set only there, so a mask here is of a position of it."""
        self.is_over = False  # worked out when the deal is made (ready)

    def ready(self) -> None:
        """Called once when the deal is made, after every ``__init__``: work out what depends
        on the whole deal (whether it is over: a deal may need no action at all)."""
        self.is_over = self.to_act is None

    @property
    def players(self) -> int:
        return self.game.players

    turns: Turns
    """Who is still to act in this phase, in order (a deal that has entered one: ``enter``).
    A deal whose steps queue their players (``Step.order``) copies it in ``_copy_into``; an
    empty queue, never changed, may be shared by clones."""

    def enter(self, phase: Any, *, resumed: bool = False) -> None:
        """Begin ``phase``: its step does what it does by itself (``Step.begin``), then its
        players are queued in the order the step gives (``Step.order``; none when the step
        says who acts by itself). ``resumed``: the phase was begun before and is taken up again
        after a pause (the play after a declaration between tricks), so it does not begin
        again. A phase whose step names trick rules of its own is played by them
        (:meth:`play_by`)."""
        self.phase = phase
        step = self.phase_steps.get(phase)
        if step is None:
            self.turns = NO_TURNS
            return
        if step.begins and not resumed:
            step.begin(self)
        if step.plays_by:
            self.play_by(step)
        self.turns = step.order(self) if step.queues else NO_TURNS

    def play_by(self, step: Any) -> None:
        """The deal enters a phase whose step names trick rules of its own (``Step.plays_by``:
        Bézique's last eight tricks, follow suit and win if able): from its first trick on,
        the deal plays by them. A deal of trick play does
        (:meth:`~followsuit.engine.trickplay.TrickPlay.play_by`); a deal with no trick play
        has no such phase."""
        name = type(step).__name__
        raise NotImplementedError(f"{type(self).__name__} has no trick play for {name}'s rules")

    order_of_play: Sequence[Any]
    """The phases of this deal in the order the rules run them (:meth:`run`), each a phase or
    a phase played only when its rule says (:class:`~followsuit.engine.phases.When`), the
    last one with no step (``OVER``)."""
    phase_index: int
    """Where the deal is in its order of play: the index of the phase it entered last from it."""

    def run(self, phases: Sequence[Any]) -> None:
        """Run through ``phases`` in order, the rule text's order of play as the options ask
        it, the last one with no step (``OVER``): enter the first that has anyone to act, and
        each next one when a step ends the one before (:meth:`end_turn`, :meth:`next_phase`).
        A phase written ``When(phase, rule)`` is entered only when its rule holds then."""
        self.order_of_play = phases
        self.phase_index = -1
        self.next_phase()

    def next_phase(self) -> None:
        """The phase under way is over: enter the next phase of the order of play (:meth:`run`)
        that has anyone to act. A phase whose rule leaves it out of this deal (``When``) is
        passed over without beginning. A phase whose step queues its players (``Step.order``)
        and queues nobody is passed over, having done what it does by itself as it began
        (``Step.begin``: the cards left over given out): its rules or options left nobody to
        act (nothing to discard; no bidding on a game's first deal). A phase whose step names
        trick rules of its own is played by them (:meth:`play_by`), as when entered by
        :meth:`enter`."""
        phases = self.order_of_play
        steps = self.phase_steps
        index = self.phase_index
        while True:  # enter(phase), inline, and the seat to act kept when queued
            index += 1
            phase = phases[index]
            if type(phase) is When:
                if not phase.rule(self):
                    continue  # the rule leaves the phase out of this deal
                phase = phase.phase
            self.phase = phase
            step = steps.get(phase)
            if step is None:
                self.turns = NO_TURNS
                break  # over: nobody acts
            if step.begins:
                step.begin(self)
            if step.plays_by:
                self.play_by(step)  # the phase's own trick rules (Bézique's last eight)
            if not step.queues:
                self.turns = NO_TURNS
                break  # the step says who acts by itself
            queue = (turns := step.order(self)).queue
            self.turns = turns
            if queue:
                self._seat = queue[0][0]
                break
        self.phase_index = index

    def end_turn(self) -> None:
        """The seat to act has taken its turn in the phase's queue (``turns``): the next turn,
        in its own phase when it names one (``Turns.in_phases``), its seat the one to act; or,
        when the turns have run out, the next phase (:meth:`next_phase`)."""
        # turns.acted(), inline: on the path of every action of a phase that queues its turns
        turns = self.turns
        queue = turns.queue
        seat, owed = queue[0]
        if owed > 1:
            queue[0] = (seat, owed - 1)
        else:
            del queue[0]
            if not queue:
                self.next_phase()
                return
            phases = turns.phases
            if phases:
                del phases[0]
                self.phase = phases[0]
            seat = queue[0][0]
        self._seat = seat

    # -- the State protocol, from the phase table -------------------------------------------

    @property
    def to_act(self) -> int | None:
        seat = self._seat
        if seat == UNKNOWN:
            step = self.phase_steps.get(self.phase)
            seat = self._seat = None if step is None else step.to_act(self)
        return seat

    is_over: bool = False
    """Whether the deal is over: a plain attribute, set when the deal is made (``ready``) and
    by each action."""

    def legal_actions(self) -> list[Action]:
        legal = self._legal
        if legal is None:
            seat = self._seat
            if seat == UNKNOWN:
                seat = self.to_act
            legal = self._legal = (
                [] if seat is None else self.phase_steps[self.phase].actions(self, seat)
            )
        return list(legal)

    def check(self, action: Action) -> str | None:
        """None if ``action`` is legal now, else why; an action object is read by its text
        (:meth:`read`), so another game's, or one made up, is judged as what its text means
        here."""
        return self._refusal(self.read(action))

    def _refusal(self, action: Action) -> str | None:
        """Why this deal's own ``action`` is refused now (None: it is legal)."""
        seat = self.to_act
        if seat is None:
            return "the deal is over"
        return self.phase_steps[self.phase].refusal(self, seat, action)

    def read(self, action: Action | str) -> Action:
        """``action`` as this deal reads it: a text parsed, an action object read again by its
        text (one taken from this position's ``legal_actions()`` never comes here: it is known
        already). Anything else is a :class:`TypeError`."""
        if isinstance(action, str):
            return self.parse(action)
        if not isinstance(action, Action):
            kind = type(action).__name__
            raise TypeError(f"an action is an Action or its text, not {kind}: {action!r}")
        return self.parse(action.text)

    def apply(self, action: Action | str) -> None:
        """Carry out ``action``; on an illegal one raise :class:`IllegalAction`, state unchanged.

        An action object from this position's ``legal_actions()`` is known legal, and so is a
        text that is one of theirs to the letter (a bot's answer to a view's ``legal``)."""
        legal = self._legal
        if legal is None:
            known = self._checked(action)
        elif type(action) is str:
            for known in legal:
                if known.text == action:
                    break
            else:
                known = self._checked(action)
        else:
            for known in legal:
                if known is action:
                    break
            else:
                known = self._checked(action)
        seat = self._seat  # worked out with the legal actions, or by the check
        assert seat is not None
        # _perform, inline:
        self.history.append(known)
        steps = self.phase_steps
        self._seat = UNKNOWN
        self._legal = None
        steps[self.phase].do(self, seat, known)
        self._legal = None
        self._mask = self._card_mask = -1
        if self._seat != UNKNOWN:
            return  # the step said who is next (a seat, so not over)
        # The next seat to act, worked out now (every caller asks next): is_over with it.
        step = steps.get(self.phase)
        if step is None:
            self._seat = None
            self.is_over = True
        else:
            self._seat = seat = step.to_act(self)
            self.is_over = seat is None

    def _checked(self, action: Action | str) -> Action:
        """``action`` as this deal reads it (:meth:`read`) when legal now, else raise
        :class:`IllegalAction`."""
        action = self.read(action)
        reason = self._refusal(action)
        if reason is not None:
            raise IllegalAction(str(action), reason)
        return action

    def _perform(self, action: Action) -> None:
        """Carry out a legal action: the step of the phase does it; the history is kept here."""
        seat = self._seat
        if seat == UNKNOWN:
            seat = self.to_act
        assert seat is not None
        self.history.append(action)
        step = self.phase_steps[self.phase]
        self._seat = UNKNOWN
        self._legal = None
        step.do(self, seat, action)
        self._seat = UNKNOWN
        self._legal = None
        self._mask = self._card_mask = -1
        self.is_over = self.to_act is None

    @abstractmethod
    def outcome(self) -> DealOutcome:
        """The deal's scores and result; only once it is over."""

    @property
    def scores(self) -> Scores:
        if not self.is_over:
            zero = tuple(0 for _ in self.game.score_names)
            return Scores((), zero)
        scores = self.outcome().scores
        return Scores((scores,), scores)

    def clone(self) -> Deal:
        cls = type(self)
        new = cls.__new__(cls)
        new.__dict__ = self.__dict__.copy()
        new.history = self.history[:]
        self._copy_into(new)
        return new

    @abstractmethod
    def _copy_into(self, new: Any) -> None:
        """Give ``new`` (a shallow copy) its own copies of every mutable field."""

    def places(self) -> dict[str, int]:
        """Where each physical card of ``game.pack`` lies now: place name -> mask.

        The masks are disjoint and together hold the whole pack; the conformance suite checks
        it after every action. The default fits a deal of trick play (``TrickPlay``): each
        hand, the trick on the table and the cards each seat has taken. A game with more
        places (a stock, a turn-up, discards, a widow, cards set aside) overrides it and adds
        them, e.g. ``return super().places() | {"stock": self.stock}``.
        """
        hands: list[int] | None = getattr(self, "hands", None)
        if hands is None:
            raise NotImplementedError(f"{type(self).__name__} must say where its cards lie")
        places = {f"hand {seat}": mask for seat, mask in enumerate(hands)}
        trick = getattr(self, "trick", None)
        places["trick"] = sum(1 << card for card in trick.cards) if trick is not None else 0
        for seat, mask in enumerate(getattr(self, "taken", ())):
            places[f"taken {seat}"] = mask
        return places

    def pack_text(self) -> list[str]:
        pack = self.game.pack
        return [str(pack[i]) for i in self.order]

    def deal_record(self) -> dict[str, Any]:
        return {
            "dealer": self.dealer,
            "pack": self.pack_text(),
            "actions": [a.text for a in self.history],
        }

    def record(self) -> dict[str, Any]:
        return self.game.record_of([self.deal_record()])


TurnDealT = TypeVar("TurnDealT", bound=Deal)


class TurnStep(Step[TurnDealT]):
    """The step of a phase whose players act in the turns it queues (``order``), or of a turn
    of a round another phase queued (``Turns.in_phases``): the seat to act is the head of the
    deal's ``turns``, and an action that ends the seat's turn calls ``deal.end_turn()``."""

    def to_act(self, deal: TurnDealT) -> int | None:
        return deal.turns.seat
