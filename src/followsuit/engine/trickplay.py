"""The play of the cards: the part of a deal every trick-taking game shares.

:class:`TrickPlay` keeps hands as bitmasks of physical cards, the trick in progress, tricks and
cards won, cards played and the voids each seat has shown, and turns a card action into the
legal-move check and the trick's winner. A game's deal subclasses it and says, through a few
attributes and hooks, how its cards follow and win.

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

from followsuit.cards import Suit, bits
from followsuit.engine.actions import Action
from followsuit.engine.called_jokers import NO_SUIT, CalledJokers
from followsuit.engine.card_table import CardTable
from followsuit.engine.deal import UNKNOWN, Deal
from followsuit.engine.native import HOOKS_AS_DATA, native_extras, native_rules
from followsuit.engine.phases import Step, StepTable
from followsuit.engine.play_start import NOT_MADE, play_start, work_out_play_start
from followsuit.engine.state import View, check_viewer
from followsuit.engine.tricks import (
    Follow,
    Ties,
    Trick,
    TrickRules,
    legal_plays,
    plain_power,
    winning_position,
)
from followsuit.engine.view_log import ViewLog

SUIT_NAMES = {
    Suit.CLUBS: "clubs",
    Suit.DIAMONDS: "diamonds",
    Suit.HEARTS: "hearts",
    Suit.SPADES: "spades",
    Suit.TRUMPS: "trumps",
    Suit.JOKERS: "jokers",
}
SUIT_SYMBOLS = [suit.symbol for suit in Suit]
"""Each suit value's letter, for the voids of a view."""

MUST_FOLLOW = Follow.MUST_FOLLOW
LAST_WINS = Ties.LAST_WINS
JOKERS = int(Suit.JOKERS)
"""The jokers' suit: the called jokers' (``called_jokers``), read before the rule is."""


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


class TrickPlay(Deal):
    """A deal with trick play, composed with its game's :class:`TrickRules` (``setup_play``)
    and the deal's trump. Subclasses may override the hooks (``lead_mask``, ``led_suit``,
    ``follow_mask``, ``power``, ``controller``, ``trick_won``, ``all_tricks_played``), and may
    pause between tricks for a step of their own (``pause_play`` / ``resume_play``).
    """

    log: ViewLog
    """The deal's log (the game makes it)."""

    # What the game's TrickRules give (copied onto the deal: read on the hot path):
    suit_of: Sequence[int]
    """Each physical card's suit for following (jokers may count as spades, and so on)."""
    suit_masks: Sequence[int]
    """For each suit value, the mask of the cards that count as that suit."""
    rank_power: Sequence[int]
    """Each physical card's power within its suit (higher wins)."""
    trump: int | None = None
    follow: Follow = Follow.MUST_FOLLOW
    ties: Ties = Ties.FIRST_WINS
    table: CardTable
    """The pack's card table (``card_table``)."""
    follow_actions: list[dict[int, tuple[Action, ...]]]
    """For each suit value, the play actions of each part of it (``suit_tables``)."""
    fast_follow: bool
    """The legal cards are looked up in ``follow_actions`` (and the card's play may be fused:
    ``card_phase``)."""
    fused_by_table: dict[int, tuple[StepTable, Any, str]]
    """``fused_phase`` by the id of the phase table: shared by every deal of the class, rules
    and pack (the flags it reads are theirs)."""
    own_actions: list[Action]
    """Each physical card's own play action (none with copies: then the held copy is looked
    for)."""
    trick: Trick | None
    last_trick: Trick | None
    played: int
    """The cards played so far (a mask)."""
    played_before_trick: int
    """``played`` when the trick in progress began: its cards are the rest (a card is played
    only to a trick)."""
    tricks_played: int
    trumped: bool
    """A trump has been played to a trick led in another suit (Spades' spades broken)."""
    card_phase: Any
    """The phase whose cards ``legal_actions`` and ``apply`` play themselves, past the phase
    table (None: none): the play, when its step and this deal's hooks are all the engine's
    plain ones (:func:`fused_phase`, worked out in ``ready``)."""
    card_log_kind: str
    """The log kind of the cards of ``card_phase``."""
    core: Any
    """The deal's trick rules in the native core (a ``_core.Rules``, from its own hooks:
    ``native_rules``) while the core can play them, which then gives the legal masks and
    trick winners (``legal_mask``, ``winner``); None where it cannot (its ``native_extras``
    None, tricks of fewer cards than hands): the Python statement of the rules plays.
    ``NOT_MADE`` until first asked for, and again after ``rules_changed``. Shared by clones."""
    core_blocks: bool
    """The core's rules block some cards from a lead (``NativeExtras.blocked_after_lead``):
    whether the lead now is blocked is asked of ``native_extras`` at each lead."""
    cores: dict[Any, tuple[Any, bool]]
    """``core`` and ``core_blocks`` by ``core_key``: shared by every deal of the class, rules
    and pack, so a deal takes its native rules from the deals before it."""
    played_order: Sequence[int] | None = None
    """The order views list the cards played in (None: the pack's). With several copies of a
    face, an order by face (a hand's display order) keeps a view from telling which physical
    copy went where (G3)."""

    # Which hooks act as TrickPlay's own (the machinery then does them inline):
    plain_follow: bool = True
    """``led_suit`` and ``follow_mask`` are the defaults. Set per class from its overrides; a
    deal whose overrides act as the defaults in this deal (a variant off) may set it True."""
    plain_controller: bool = True
    """Every hand is played by its own seat, in turn from the leader (``controller`` and
    ``play_seat`` are the defaults)."""
    plain_lead: bool = True
    """Any card may be led (``lead_mask`` is the default, and the rules bar no trump lead)."""
    trumps_barred: int = 0
    """For how many tricks trumps may not be led until broken (``TrickRules.trumps_barred``):
    the default ``lead_mask``'s rule."""
    plain_mask: bool = True
    """``play_mask`` and ``play_actions`` are TrickPlay's own (their hooks may still be a
    game's)."""
    plain_place: bool = True
    """``place_card`` is TrickPlay's own (with the plain follow rule, one condition of playing
    the card past the phase table: ``card_phase``)."""
    plain_trick_won: bool = True
    """``trick_won`` is TrickPlay's own, which does nothing (``gather`` need not call it)."""

    # A rule of trick play as data, where the game's TrickRules state it (None: not here):
    called_jokers: CalledJokers | None = None
    """The jokers are called high or low as they are played (Atkinson's, in Oh Hell):
    ``lead_mask``, ``play_mask``, ``led_suit``, ``follow_mask`` and ``power`` consult it where
    it is on, a called joker is played with ``play_called``, and the plain flags above are off
    (``play_start``)."""
    called_high: int = 0
    """With ``called_jokers``: the jokers called high so far in the deal (a mask)."""

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

    def setup_play(self, hands: list[int], tricks: int, rules: TrickRules | None = None) -> None:
        """Initialise the play state with the game's trick rules; call from ``__init__``."""
        if rules is not None:
            self.__dict__.update(play_start(type(self), rules, self.game.pack))
        else:  # the deal has set its suits and powers itself
            self.__dict__.update(work_out_play_start(type(self), self, self.game.pack))
        self.setup_hands(hands, tricks)

    def setup_hands(self, hands: list[int], tricks: int) -> None:
        """``setup_play`` for a deal that has the play's start values already (it began as a
        copy of its ``deal_start``): the hands and what each seat has won and shown."""
        players = self.players
        self.hands = hands
        self.tricks_won = [0] * players
        self.taken = [0] * players
        self.voids = [0] * players
        self.total_tricks = tricks
        self.trick_size = players
        """Cards in a complete trick: one from each seat."""

    def _copy_play_into(self, new: Any) -> None:
        new.hands = self.hands[:]
        trick = self.trick
        new.trick = trick.copy() if trick is not None else None
        new.tricks_won = self.tricks_won[:]
        new.taken = self.taken[:]
        new.voids = self.voids[:]

    # -- views ------------------------------------------------------------------------------

    def view(self, seat: int | None) -> View:
        """The game's view of ``seat`` (:meth:`build_view`), the viewer checked first: a seat
        of the table or None (:func:`check_viewer`), the test inline since views are asked
        before every action."""
        if not (seat is None or (type(seat) is int and 0 <= seat < len(self.hands))):
            check_viewer(seat, len(self.hands))  # no seat: refused
        return self.build_view(seat)

    def build_view(self, seat: int | None) -> View:
        """The view of ``seat``, a seat of the table or None: the game's own
        (``build_view = deal_view`` in its deal class)."""
        raise NotImplementedError(f"{type(self).__name__} gives no build_view")

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

    # -- hooks ------------------------------------------------------------------------

    def lead_mask(self, seat: int, hand: int) -> int:
        """The cards ``seat`` may lead (default: any, but no trump while the rules bar them
        (``trumps_barred``) and none has been played to another suit's lead, unless the hand
        holds only trumps; with ``called_jokers``, no joker while it holds another card)."""
        called = self.called_jokers
        if called is not None:
            return called.lead(hand)
        if self.trumped or self.tricks_played >= self.trumps_barred:
            return hand
        return hand & ~self.suit_masks[self.trump] or hand  # type: ignore[index]

    def lead_refusal(self, seat: int, card: int) -> str:
        """Why ``card`` may not be led (when ``lead_mask`` excludes it)."""
        if self.called_jokers is not None:
            return "a joker may not be led while you hold another card"
        if self.trumps_barred:
            return "trumps may not be led until broken, unless you hold only trumps"
        return "that card may not be led now"

    def power(self, card: int, led: int) -> int:
        """A card's power in a trick whose led suit is ``led``; 0 cannot win. By default the
        engine's one rule (:func:`~followsuit.engine.tricks.plain_power`), and with
        ``called_jokers`` a joker's as called."""
        suit = self.suit_of[card]
        power = plain_power(suit, self.rank_power[card], led, self.trump)
        if not power and suit == JOKERS and self.called_jokers is not None:
            return self.called_jokers.power(card, self.called_high)
        return power

    def led_suit(self, trick: Trick) -> int:
        """The suit the trick's players must follow (the first card's, by default; with
        ``called_jokers``, the first suited card's)."""
        suit = self.suit_of[trick.cards[0]]
        if suit == JOKERS and self.called_jokers is not None:
            return self.called_jokers.led_suit(self.suit_of, trick.cards)
        return suit

    def follow_mask(self, led: int) -> int:
        """The cards that count as following ``led`` (0: any card may be played)."""
        if led == NO_SUIT:  # only called jokers on the trick yet
            return 0
        return self.suit_masks[led]

    def trick_winner(self, trick: Trick) -> int:
        """The seat whose card wins the complete ``trick``: the highest ``power`` in it (of
        two equal, by ``ties``)."""
        led = self.led_suit(trick)
        powers = [self.power(c, led) for c in trick.cards]
        return trick.seats[winning_position(powers, self.ties)]

    def trick_won(self, winner: int, trick: Trick) -> None:
        """Called after each trick is gathered by ``winner``."""

    def controller(self, hand: int) -> int:
        """The seat that plays ``hand``'s cards (a dummy's are played by declarer)."""
        return hand

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

    def all_tricks_played(self) -> None:
        """Called once the last trick is gathered."""

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

    def __getstate__(self) -> dict[str, Any]:
        """The deal for pickling (OpenSpiel's serialised states): its native rules are left
        out, as the core's objects do not pickle; they are made again when next asked for."""
        state = self.__dict__.copy()
        del state["core"], state["cores"]
        return state

    def __setstate__(self, state: dict[str, Any]) -> None:
        self.__dict__.update(state)
        self.core = NOT_MADE
        self.cores = {}

    def native_core(self) -> Any:
        """``core``, made if not yet (or taken from ``cores``): the deal's native rules now,
        or None."""
        core = self.core
        if core is NOT_MADE:
            key = self.core_key()
            found = self.cores.get(key)
            if found is None:
                extras = native_extras(self)
                if extras is None or self.trick_size != len(self.hands):
                    found = (None, False)
                else:
                    found = (native_rules(self, extras), extras.blocked_after_lead != 0)
                self.cores[key] = found
            core = self.core = found[0]
            self.core_blocks = found[1]
        return core

    def core_key(self) -> Any:
        """What the deal's native rules depend on besides its class and its game's trick
        rules: its trump, follow rule, hands and cards a trick. A deal whose hooks read more
        of it (a dummy's player, a trump revealed, the last eight begun) adds that."""
        return self.trump, self.follow, len(self.hands), self.trick_size

    def rules_changed(self) -> None:
        """The deal's trick rules have changed in its play (a trump fixed or revealed, another
        follow rule, tricks of another size): the native rules are made again when next
        asked for (``core``). A deal calls it wherever its hooks' answers change."""
        self.core = NOT_MADE

    def legal_mask(self, seat: int) -> int:
        """The cards ``seat`` may play now: the core's answer where it plays the deal's rules
        (``core``), else ``play_mask``'s; ``tests/native`` checks that they agree."""
        core = self.core
        if core is NOT_MADE:
            core = self.native_core()
        if core is None:
            return self.play_mask(seat)
        cards = self.trick.cards  # type: ignore[union-attr]  # in play
        blocked = False
        if self.core_blocks and not cards:  # a lead: blocked by the last one? (Beyond's B9)
            extras = native_extras(self)
            blocked = extras is not None and extras.blocked
        mask: int = core.legal(self.hands[seat], cards, self.trumped, self.tricks_played, blocked)
        return mask

    def winner(self, trick: Trick) -> int:
        """The seat that wins the complete ``trick``: the core's answer where it plays the
        deal's rules (``core``), else ``trick_winner``'s."""
        core = self.core
        if core is NOT_MADE:
            core = self.native_core()
        if core is None:
            return self.trick_winner(trick)
        at: int = core.winning_position(trick.cards)
        return trick.seats[at]

    def play_seat(self) -> int:
        """The seat whose card is next: the leader, then clockwise."""
        trick = self.trick
        assert trick is not None
        return (trick.leader + len(trick.cards)) % self.trick_size

    def _follow_mask_now(self, trick: Trick) -> tuple[int, int]:
        """The led suit of a begun trick and the cards that follow it."""
        if self.plain_follow:
            led = self.suit_of[trick.cards[0]]
            return led, self.suit_masks[led]
        led = self.led_suit(trick)
        return led, self.follow_mask(led)

    def play_mask(self, seat: int) -> int:
        """The cards ``seat`` may play now."""
        hand = self.hands[seat]
        trick = self.trick
        assert trick is not None
        cards = trick.cards
        if not cards:
            return self.lead_mask(seat, hand)
        follow = self.follow
        if self.plain_follow:
            led = self.suit_of[cards[0]]
            led_mask = self.suit_masks[led]
        else:
            led = self.led_suit(trick)
            led_mask = self.follow_mask(led)
            called = self.called_jokers
            if called is not None:  # a joker, called, goes to any trick but the first
                trumps = self.suit_masks[self.trump] if self.trump is not None else 0
                allowed = legal_plays(hand, follow, led_mask, trumps)
                return called.playable(hand, allowed, self.tricks_played == 0)
        if follow is MUST_FOLLOW:
            return hand & led_mask or hand
        beats = 0
        if follow is Follow.MUST_WIN:
            best = max(self.power(c, led) for c in cards)
            beats = sum(1 << c for c in bits(hand) if self.power(c, led) > best)
        trump_mask = self.suit_masks[self.trump] if self.trump is not None else 0
        return legal_plays(hand, follow, led_mask, trump_mask, beats)

    def play_actions(self, seat: int) -> Sequence[Action]:
        """One action per face ``seat`` may play now."""
        mask = self._mask = self.legal_mask(seat)
        return self.table.actions(mask)

    def play_refusal(self, seat: int, action: Action) -> str | None:
        """None if ``seat`` may play ``action``'s card now, else why not."""
        if action.kind != "play":
            return f"now {self.game.player_names[seat]} must play a card"
        hand = self.hands[seat]
        table = self.table
        index = action.value
        if 0 <= index < len(table.play_actions) and table.play_actions[index] is action:
            held = hand & table.copies_of[index]  # held_copies, inline for the table's own
        else:
            held = table.held_copies(hand, action)
        if not held:
            return f"{action.cards[0]} is not in {self.game.player_names[seat]}'s hand"
        if held & self.legal_mask(seat):
            return None
        trick = self.trick
        assert trick is not None
        if not trick.cards:
            return self.lead_refusal(seat, held & -held)
        led, led_mask = self._follow_mask_now(trick)
        name = SUIT_NAMES.get(Suit(led), "the suit led") if led <= Suit.JOKERS else "the suit led"
        if hand & led_mask:
            if self.follow is Follow.MUST_WIN:
                return f"must follow {name} and win the trick if able"
            return f"must follow suit: you hold {name}"
        if self.follow is Follow.MUST_WIN:
            return "must trump, overtrumping if able, when void in the suit led"
        return "must trump when void in the suit led"

    def play_card(self, seat: int, action: Action) -> None:
        """Play the lowest held copy of the action's card that is legal (G3: a record names the
        face, and the copies of a face are interchangeable)."""
        mask = self._mask
        if mask < 0:
            mask = self.legal_mask(seat)
        held = self.table.held_copies(self.hands[seat], action) & mask
        self.place_card(seat, (held & -held).bit_length() - 1)

    def play_called(self, seat: int, action: Action, high: bool | None) -> None:
        """``play_card`` for a called joker (``called_jokers``): called ``high`` (True) or low
        if it is the trick's first joker, else the opposite of the first (``high`` unread). It
        shows no void: it may be played holding the suit led."""
        called = self.called_jokers
        assert called is not None, "the jokers are not called in this game"
        mask = self._mask
        if mask < 0:
            mask = self.legal_mask(seat)
        held = self.table.held_copies(self.hands[seat], action) & mask
        card = (held & -held).bit_length() - 1
        trick = self.trick
        assert trick is not None
        self.called_high = called.call(trick.cards, card, high, self.called_high)
        voids = self.voids[seat]
        self.place_card(seat, card)
        self.voids[seat] = voids

    def place_card(self, seat: int, card: int) -> None:
        """Put physical card ``card`` from ``seat``'s hand on the trick; gather it if complete."""
        trick = self.trick
        assert trick is not None
        bit = 1 << card
        self.hands[seat] ^= bit
        self.played |= bit
        cards = trick.cards
        if cards:
            if self.plain_follow:
                led = self.suit_of[cards[0]]
                if self.suit_of[card] != led:  # suit_masks[led] holds the cards of suit led
                    self.show_void(seat, led, bit)
            else:
                led = self.led_suit(trick)
                mask = self.follow_mask(led)
                if mask and not bit & mask:
                    self.show_void(seat, led, bit)
        trick.seats.append(seat)
        cards.append(card)
        if len(cards) == self.trick_size:
            self.gather()

    def show_void(self, seat: int, led: int, bit: int) -> None:
        """``seat`` played a card (``bit``) that does not follow ``led``: it has shown a void
        there, a trump is played to another suit's lead (``trumped``), and where the rules
        make a void player trump, a discard shows no trumps either."""
        self.voids[seat] |= 1 << led
        trump = self.trump
        if trump is not None:
            if bit & self.suit_masks[trump]:
                self.trumped = True
            elif self.follow is not MUST_FOLLOW:
                self.voids[seat] |= 1 << trump

    def gather(self) -> None:
        trick = self.trick
        assert trick is not None
        winner = self.winner(trick)
        self.tricks_won[winner] += 1
        self.taken[winner] |= self.played ^ self.played_before_trick  # the trick's cards
        self.played_before_trick = self.played
        self.tricks_played += 1
        self.last_trick = trick
        if not self.plain_trick_won:
            self.trick_won(winner, trick)
        if self.tricks_played == self.total_tricks:
            self.trick = None
            self.all_tricks_played()
        else:
            self.trick = Trick(winner)

    # -- views --------------------------------------------------------------------------

    exposed: Sequence[int] = ()
    """The seats whose hands lie face up, shown to every seat (a dummy)."""

    def hands_seen_by(self, seat: int | None) -> list[int | None]:
        """Each hand as ``seat`` sees it now (None: a spectator), a mask of physical cards,
        or None where hidden: by default the seat sees its own hand and the ``exposed`` ones,
        and no other. A game whose seats see more
        (cards on the others' foreheads) or less (a hand not yet looked at) says so here; its
        view shows the same hands (a test holds them equal: ``engine.infostate``)."""
        hands = self.hands
        seen: list[int | None] = [None] * len(hands)
        if seat is not None:
            seen[seat] = hands[seat]
        for shown in self.exposed:
            seen[shown] = hands[shown]
        return seen

    def seen_by(self, seat: int | None) -> Any:
        """What else the rules have shown ``seat`` (None: a spectator) beside the hands, the
        voids and the log, as the game's own frozen record (a turn-up, a stock's size,
        discards it made ...; None: nothing). The game's view shows these fields from this
        record, and its resampler reads them back from a view (``Sampling.seen``)."""
        return None

    def visible_to(self, seat: int | None) -> int:
        """The physical cards whose place ``seat`` may know (None: a spectator): its own hand
        and every card played. Games add what their rules expose (a dummy, cards given)."""
        own = self.hands[seat] if seat is not None else 0
        return own | self.played

    def cards_text(self, mask: int) -> list[str]:
        texts = self.table.texts
        result = []
        while mask:
            low = mask & -mask
            result.append(texts[low.bit_length() - 1])
            mask ^= low
        return result

    def play_view(self) -> dict[str, Any]:
        """The public part of the play: trick, last trick, tricks won, voids shown."""
        texts = self.table.texts

        def trick_json(trick: Trick | None) -> dict[str, Any] | None:
            if trick is None:
                return None
            return {
                "leader": trick.leader,
                "cards": [
                    {"seat": s, "card": texts[c]}
                    for s, c in zip(trick.seats, trick.cards, strict=True)
                ],
            }

        return {
            "trick": trick_json(self.trick),
            "last_trick": trick_json(self.last_trick),
            "tricks_won": self.tricks_won[:],
            "hand_sizes": [h.bit_count() for h in self.hands],
            "voids": [_suit_letters(v) for v in self.voids],
            "played": self.cards_text(self.played)
            if self.played_order is None
            else [texts[i] for i in self.played_order if self.played >> i & 1],
        }


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


def _suit_letters(voids: int) -> list[str]:
    """The letters of the suits in a mask of suit values, lowest value first."""
    letters = []
    while voids:
        low = voids & -voids
        suit = low.bit_length() - 1
        letters.append(SUIT_SYMBOLS[suit] if suit < len(SUIT_SYMBOLS) else Suit(suit).symbol)
        voids ^= low
    return letters
