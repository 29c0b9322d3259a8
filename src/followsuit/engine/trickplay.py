"""The play of the cards: the part of a deal every trick-taking game shares.

:class:`TrickPlay` keeps hands as bitmasks of physical cards, the trick in progress, tricks and
cards won, cards played and the voids each seat has shown, and turns a card action into the
legal-move check and the trick's winner. A game's deal subclasses it and says, through a few
attributes and hooks, how its cards follow and win. It is built in layers, one concept each:

- ``engine.play_rules``: the play's state and the hooks of its rules, how
  a card is led, followed and wins;
- ``engine.native_play``: the same rules played by the native core where it can;
- ``engine.card_play``: a card played, refused, placed on the trick, the trick gathered;
- ``engine.play_views``: what each seat sees of the play;
- here: the play as a phase of the deal (:class:`PlayStep`, a pause between tricks, a phase's
  own trick rules) and the card's play fused past the phase table.

This is the engine's hot path (``followsuit bench``): the machinery below checks once per
class which hooks a game overrides and does the default ones inline. Where a deal's play is
plain throughout (its step and every hook the engine's own, one action a physical card),
``TrickPlay.legal_actions`` and ``apply`` play its cards themselves, past the phase table
(:func:`fused_phase`): the same play, checked card for card against the phase table's by
``tests/speed/test_fast_paths.py``.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, TypeVar

from followsuit.engine.actions import Action
from followsuit.engine.card_play import SUIT_NAMES
from followsuit.engine.deal import UNKNOWN, Deal
from followsuit.engine.native import HOOKS_AS_DATA
from followsuit.engine.phases import Step, StepTable
from followsuit.engine.play_start import NOT_MADE
from followsuit.engine.play_views import PlayViews
from followsuit.engine.tricks import Follow, Trick

__all__ = ["SUIT_NAMES", "PlayStep", "TrickPlay"]
"""What the play of the cards gives (``SUIT_NAMES``, the names refusals give the suits, from
``engine.card_play``)."""


NEW_TRICK = object.__new__
"""``NEW_TRICK(Trick)`` and its three fields set: ``Trick(leader)``, a call fewer (the fused
play's next trick; ``tests/speed`` checks it against ``Trick``'s fields)."""

FUSED_LIMIT = 256
"""A deal's ``fused_by_table`` is emptied when it grows past this many entries (phase tables
made per deal)."""


def fused_phase(deal: TrickPlay) -> tuple[Any, str]:
    """The phase of ``deal``'s table whose step plays cards as the engine's plain
    :class:`PlayStep` does, and the log kind of its cards, when this deal's hooks are the
    plain ones too (``fast_follow``, ``plain_place``, ``plain_trick_won``, ``show_void`` and
    ``gather`` TrickPlay's own, one action a physical card: the trick's winner is the deal's
    own, ``winner``); else ``(None, "")``. The phase table is the one the deal chose in
    ``__init__``; the answer is kept by it (its id, the table kept to check it is the same
    one) beside the flags it reads, in what the deal's play starts with (``play_start``)."""
    kept = deal.fused_by_table
    steps = deal.phase_steps
    found = kept.get(id(steps))
    if found is None or found[0] is not steps:
        if len(kept) > FUSED_LIMIT:
            kept.clear()
        found = kept[id(steps)] = (steps, *_fused_phase(deal))
    return found[1], found[2]


def _fused_phase(deal: TrickPlay) -> tuple[Any, str]:
    cls = type(deal)
    plain_trick = (
        cls.lead_mask is TrickPlay.lead_mask
        and cls.show_void is TrickPlay.show_void
        and cls.gather is TrickPlay.gather
        and cls.plain_trick_won
    )
    if not (deal.fast_follow and deal.plain_place and deal.own_actions and plain_trick):
        return None, ""
    for phase, step in deal.phase_steps.items():
        kind = type(step)
        if (
            isinstance(step, PlayStep)
            and step.log_kind is not None
            and kind.do is PlayStep.do
            and kind.actions is PlayStep.actions
            and kind.to_act is PlayStep.to_act
        ):
            return phase, step.log_kind
    return None, ""


class TrickPlay(PlayViews):
    """A deal with trick play, composed with its game's
    :class:`~followsuit.engine.tricks.TrickRules` (``setup_play``) and the deal's trump.
    Subclasses may override the hooks (``lead_mask``, ``led_suit``, ``follow_mask``,
    ``power``, ``controller``, ``trick_won``, ``all_tricks_played``: each on
    :class:`~followsuit.engine.play_rules.PlayRules`), and may pause between tricks for a
    step of their own (``pause_play`` / ``resume_play``).
    """

    fused_by_table: dict[int, tuple[StepTable, Any, str]]
    """``fused_phase`` by the id of the phase table: shared by every deal of the class, rules
    and pack (the flags it reads are theirs)."""
    card_phase: Any
    """The phase whose cards ``legal_actions`` and ``apply`` play themselves, past the phase
    table (None: none): the play, when its step and this deal's hooks are all the engine's
    plain ones (:func:`fused_phase`, worked out in ``ready``)."""
    card_log_kind: str
    """The log kind of the cards of ``card_phase``."""

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        plain_led = cls.led_suit is TrickPlay.led_suit
        cls.plain_follow = plain_led and cls.follow_mask is TrickPlay.follow_mask
        cls.plain_controller = (
            cls.controller is TrickPlay.controller and cls.play_seat is TrickPlay.play_seat
        )
        cls.plain_lead = cls.lead_mask is TrickPlay.lead_mask
        cls.plain_mask = (
            cls.play_mask is TrickPlay.play_mask and cls.play_actions is TrickPlay.play_actions
        )
        cls.plain_place = cls.place_card is TrickPlay.place_card
        cls.plain_trick_won = cls.trick_won is TrickPlay.trick_won

    # -- the card's play, fused -----------------------------------------------------------

    def ready(self) -> None:
        self.card_phase, self.card_log_kind = fused_phase(self)
        super().ready()

    def legal_actions(self) -> list[Action]:
        legal = self._legal
        if legal is None:
            if self.phase is not self.card_phase:
                return Deal.legal_actions(self)
            seat = self._seat
            if seat is None or seat == UNKNOWN:
                return Deal.legal_actions(self)
            hand = self.hands[seat]
            trick: Trick = self.trick  # type: ignore[assignment]  # in play
            cards = trick.cards
            if cards:
                led = self.suit_of[cards[0]]
                part = hand & self.suit_masks[led]
                if part:
                    self._card_mask = part
                    legal = self._legal = self.follow_actions[led][part]
                    return list(legal)
            elif (
                not self.plain_lead  # TrickPlay.lead_mask, inline (a fused deal's is the default)
                and not self.trumped
                and self.tricks_played < self.trumps_barred
            ):
                hand = hand & ~self.suit_masks[self.trump] or hand  # type: ignore[index]
            self._card_mask = hand
            legal = self._legal = self.table.actions(hand)
        return list(legal)

    def apply(self, action: Action | str) -> None:
        mask = self._card_mask  # worked out by legal_actions in the card phase alone
        if mask <= 0:
            if self.phase is not self.card_phase:
                return Deal.apply(self, action)
            self.legal_actions()  # not asked for yet (a record replayed): worked out here
            mask = self._card_mask
            if mask <= 0:
                return Deal.apply(self, action)
        known: Action
        try:
            card = action.value  # type: ignore[union-attr]
            known = action  # type: ignore[assignment]
        except AttributeError:  # a text: a legal one (a bot's answer to a view) is its action
            for known in self._legal or ():
                if known.text == action:
                    break
            else:
                return Deal.apply(self, action)
            card = known.value
        if card < 0 or not mask >> card & 1 or self.own_actions[card] is not known:
            return Deal.apply(self, action)  # not one of this position's cards: checked there
        # The card is legal: PlayStep.do, TrickPlay.place_card and show_void, inline. The seat
        # and the trick are known in the play (the legal mask was worked out with them).
        seat: int = self._seat  # type: ignore[assignment]
        self.history.append(known)
        self.log.entries.append((seat, self.card_log_kind, known.text, False))  # ViewLog.add
        self.log.actions.append(known)
        self._legal = None
        self._card_mask = -1
        bit = 1 << card
        self.hands[seat] ^= bit
        self.played |= bit
        trick: Trick = self.trick  # type: ignore[assignment]
        cards = trick.cards
        if cards:
            suit_of = self.suit_of
            led = suit_of[cards[0]]
            if suit_of[card] != led:
                self.voids[seat] |= 1 << led
                trump = self.trump
                if trump is not None and bit & self.suit_masks[trump]:
                    self.trumped = True
        trick.seats.append(seat)
        cards.append(card)
        size = self.trick_size
        if len(cards) < size:
            self._seat = (seat + 1) % size
            return
        # The trick is complete: its winner (the core's: ``winner``) and gather, inline.
        core = self.core
        if core is NOT_MADE:
            core = self.native_core()
        winner = (
            trick.seats[core.winning_position(cards)]
            if core is not None
            else self.trick_winner(trick)
        )
        self.tricks_won[winner] += 1
        self.taken[winner] |= self.played ^ self.played_before_trick  # the trick's cards
        self.played_before_trick = self.played
        self.tricks_played += 1
        self.last_trick = trick
        if self.tricks_played < self.total_tricks:
            trick = self.trick = NEW_TRICK(Trick)  # Trick(winner), without its __init__'s call
            trick.leader = winner
            trick.seats = []
            trick.cards = []
            self._seat = winner  # the winner leads the next trick
            return
        self.trick = None
        self.all_tricks_played()
        step = self.phase_steps.get(self.phase)
        self._seat = after = None if step is None else step.to_act(self)
        self.is_over = after is None

    # -- the play as phases ---------------------------------------------------------------

    def pause_play(self, phase: Any) -> None:
        """From ``trick_won``: before the next lead, ``phase``'s step acts (a declaration, a
        draw from the stock), its players queued as it says (``enter``); its step calls
        :meth:`resume_play` when done."""
        self.resume_phase = self.phase
        self.enter(phase)

    def resume_play(self) -> None:
        """Back to the play after a pause between tricks: the trick's winner leads (the play
        is taken up again, not begun: its step's ``begin``, the first lead, is not run)."""
        self.enter(self.resume_phase, resumed=True)

    def play_by(self, step: PlayStep[Any]) -> None:
        """The trick rules of ``step``'s phase from its first trick on: its follow rule and
        cards a trick where it names them (else the play's so far), the tricks still to play
        worked out from the cards in hand; the native rules made again (``rules_changed``)."""
        follow = self.follow if step.follow is None else step.follow
        size = self.trick_size if step.trick_size is None else step.trick_size
        if follow is self.follow and size == self.trick_size:
            return
        self.follow = follow
        self.trick_size = size
        self.total_tricks = self.tricks_played + sum(map(int.bit_count, self.hands)) // size
        self.rules_changed()

    # -- the machinery ------------------------------------------------------------------

    @classmethod
    def plain_hooks(cls) -> bool:
        """Whether this class overrides none of the hooks the native rules read as plain data
        (``native.HOOKS_AS_DATA``)."""
        return all(getattr(cls, name) is getattr(TrickPlay, name) for name in HOOKS_AS_DATA)

    @classmethod
    def own_power(cls) -> bool:
        """Whether this class has a ``power`` or ``led_suit`` hook of its own."""
        return cls.power is not TrickPlay.power or cls.led_suit is not TrickPlay.led_suit

    def playing_cards(self) -> bool:
        """Whether the phase now is trick play's own card play (not a step of the game's own
        between tricks: a declaration, a draw from the stock)."""
        return isinstance(self.phase_steps.get(self.phase), PlayStep)


TrickPlayT = TypeVar("TrickPlayT", bound=TrickPlay)


class PlayStep(Step[TrickPlayT]):
    """The play of the cards as one phase: the hand whose card is next plays a legal card,
    played by its controller (``TrickPlay.controller``: a dummy's by declarer).

    Games subclass it to add what their rules do around a card (Beyond's blocked joker lead)
    or to word the refusal of a non-card action, and name the log kind of a card
    (``log_kind``). A deal whose play step is this one, unchanged but for its words and log
    kind, and whose hooks are all plain, plays its cards past it (``TrickPlay.card_phase``)."""

    not_a_card = "now {player} must play a card"
    """The refusal of an action that is not a card; ``{player}`` is the seat's name."""
    log_kind: str | None = None
    """The kind of the log entry of each card played (None: the game logs its cards itself)."""
    follow: Follow | None = None
    """The follow rule of this phase's tricks where the rules give it one of its own (Bézique's
    last eight tricks: follow suit and win if able); None: the play's rule goes on (its
    game's ``TrickRules``). The deal plays by it once it enters the phase (``play_by``)."""
    trick_size: int | None = None
    """Cards in a trick of this phase where the rules say (four-handed Bézique's last eight
    tricks, played in pairs: two); None: as the play went before (one from each hand)."""

    def to_act(self, deal: TrickPlayT) -> int | None:
        if not deal.plain_controller:
            return deal.controller(deal.play_seat())
        trick = deal.trick
        assert trick is not None
        return (trick.leader + len(trick.cards)) % deal.trick_size

    def actions(self, deal: TrickPlayT, seat: int) -> Sequence[Action]:
        if not deal.plain_controller:
            seat = deal.play_seat()
        return deal.play_actions(seat)

    def refusal(self, deal: TrickPlayT, seat: int, action: Action) -> str | None:
        hand = seat if deal.plain_controller else deal.play_seat()
        if action.kind != "play":
            return self.not_a_card.format(player=deal.game.player_names[hand])
        return deal.play_refusal(hand, action)

    def do(self, deal: TrickPlayT, seat: int, action: Action) -> None:
        if not deal.plain_controller:
            seat = deal.play_seat()
        kind = self.log_kind
        if kind is not None:
            deal.log.add(seat, kind, action.text, action)
        card = action.value
        try:
            own = deal.own_actions[card] is action
        except IndexError:
            own = False
        if own:
            deal.place_card(seat, card)  # the table's own action: one physical card
        else:
            deal.play_card(seat, action)
