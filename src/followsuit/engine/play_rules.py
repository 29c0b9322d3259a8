"""The rules of the play on a deal: what a deal of trick play holds and the hooks that say
how its cards are led, followed and win.

:class:`PlayRules` keeps hands as bitmasks of physical cards, the trick in progress, tricks and
cards won, cards played and the voids each seat has shown, composed with the game's
:class:`~followsuit.engine.tricks.TrickRules` and the deal's trump. A game's deal (through
:class:`~followsuit.engine.trickplay.TrickPlay`, which is one) overrides the hooks where its
rules differ: which cards may be led (``lead_mask``), the suit to follow (``led_suit``,
``follow_mask``), a card's power (``power``), who plays a hand (``controller``), what happens
as a trick is won (``trick_won``). They stay the readable statement of the rules: the native
core plays them where it can (``engine.native_play``), checked against them.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from followsuit.cards import Suit, bits
from followsuit.engine.actions import Action
from followsuit.engine.called_jokers import NO_SUIT, CalledJokers
from followsuit.engine.card_table import CardTable
from followsuit.engine.deal import Deal
from followsuit.engine.play_start import play_start, work_out_play_start
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

MUST_FOLLOW = Follow.MUST_FOLLOW
JOKERS = int(Suit.JOKERS)
"""The jokers' suit: the called jokers' (``called_jokers``), read before the rule is."""


class PlayRules(Deal):
    """A deal with trick play, composed with its game's :class:`TrickRules` (``setup_play``)
    and the deal's trump: its state and the hooks of its rules (``lead_mask``, ``led_suit``,
    ``follow_mask``, ``power``, ``controller``, ``trick_won``, ``all_tricks_played``).
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

    # Which hooks act as TrickPlay's own (set per class by ``TrickPlay.__init_subclass__``;
    # the machinery then does them inline):
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

    def all_tricks_played(self) -> None:
        """Called once the last trick is gathered."""

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
