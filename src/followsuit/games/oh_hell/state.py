"""A deal of Oh Hell: the deal and turn-up, the bidding, then the tricks.

Phases, as the rules run (ruling S4):
1. The dealer deals the deal's hand size to each player singly from the left; the next card
   of the pack is turned up and fixes trumps (none when no card is left). The rest is a
   face-down stock nobody sees.
2. ``bid``: from dealer's left, dealer last, each player bids once a number of tricks from 0 to
   the hand size (``0``, ``3``). Under the hook rule the dealer may not bid the number that
   makes the bids total the tricks. With simultaneous bidding nobody sees another's bid until
   all have bid.
   ``change``: with ``bid_changes``, after each bid but the dealer's (the next player has not
   yet bid) the bidder says ``keep`` or ``change N``, once; then the next player bids.
3. ``play``: dealer's left leads any card; follow suit if able (or, under ``must-trump``, trump
   when void if able); highest trump, else highest card of the suit led, wins and leads next.
   With Atkinson's jokers the first joker played to a trick is called ``JK high`` (it wins) or
   ``JK low`` (it loses), and the second joker, played as plain ``JK``, is the opposite.
"""

from __future__ import annotations

from collections.abc import Sequence
from enum import StrEnum
from functools import cache
from typing import Any

from followsuit.cards import Suit, bits
from followsuit.engine import Action, DealOutcome, Trick, deal_hands, mask_of
from followsuit.engine.deal import TurnStep
from followsuit.engine.play_start import deal_start, keep_deal_start
from followsuit.engine.trickplay import PlayStep, TrickPlay
from followsuit.engine.turns import Turns, round_from_left
from followsuit.engine.view_log import ViewLog
from followsuit.games.oh_hell.actions import (
    FOREHEAD_PLAY,
    HIGH,
    KEEP,
    LOW,
    bid_action,
    change_action,
    joker_action,
)
from followsuit.games.oh_hell.carry import OhHellCarry
from followsuit.games.oh_hell.position import OhHellPosition, OhHellRules
from followsuit.games.oh_hell.scoring import deal_scores, hook_bid, made
from followsuit.games.oh_hell.seen import OhHellSeen
from followsuit.games.oh_hell.view import HIDDEN_BID_LOG, deal_view


class Phase(StrEnum):
    """The order of a deal (S4); ``change`` only with changeable bids."""

    BID = "bid"
    CHANGE = "change"
    """The player who has just bid may change it before the next player bids."""
    PLAY = "play"
    OVER = "over"


BID, CHANGE, PLAY, OVER = Phase.BID, Phase.CHANGE, Phase.PLAY, Phase.OVER
ORDER_OF_PLAY = (BID, PLAY, OVER)
"""S4: the bidding (with ``bid_changes``, each bid but the dealer's kept or changed before
the next player bids), then the play."""
SEEN = "oh hell seen"
"""The deal's :class:`OhHellSeen`, once made, in its ``__dict__``."""


@cache
def bid_range(size: int) -> tuple[Action, ...]:
    """Every bid of a deal of ``size`` tricks, 0 first: one lookup for the bidder's actions."""
    return tuple(bid_action(n) for n in range(size + 1))


def _tricks_text(count: int) -> str:
    return "1 trick" if count == 1 else f"{count} tricks"


class OhHellDeal(OhHellPosition):
    """One deal of Oh Hell, from the deal to the last trick."""

    phase: Phase

    def __init__(self, game: OhHellRules, order: Sequence[int], dealer: int, carry: Any) -> None:
        kept = deal_start(type(self), game)
        if kept is not None:
            self.__dict__ = kept.copy()  # every attribute below, and the play's start values
        super().__init__(game, order, dealer, carry)
        players = game.players
        self.deal_index: int = self.carry_state.deals_played
        self.hand_size = size = game.hand_size(self.deal_index)
        hands, position = deal_hands(order, players, (dealer + 1) % players, (1,) * size)
        self.turn_up: int | None = None
        if game.turns_up(self.deal_index) and position < len(order):
            self.turn_up = order[position]
            position += 1
        self.stock = mask_of(order[position:])
        turned = game.pack[self.turn_up] if self.turn_up is not None else None
        trump = game.trump_of(self.deal_index, turned)
        self.trump = None if trump is None else int(trump)
        if kept is None:
            self.setup_play(hands, size, game.trick_rules)
        else:
            self.setup_hands(hands, size)
        self.display_keys = game.display_keys
        self.display_keys_ascend = game.display_keys_ascend
        self.bids: list[int | None] = [None] * players
        self.bid_range = bid_range(size)
        """Every bid of this deal, 0 first (the bidder's actions, but for the hook rule)."""
        self.hook = game.options.hook
        self.bid_changes = game.options.bid_changes
        self.changed_from: list[int | None] = [None] * players
        """Each bid as first made, for a bidder who changed it (``bid_changes``)."""
        self.log = ViewLog()
        """One entry an action: ``bid``, ``change`` (keep or change N), ``play``."""
        self.forehead = game.is_forehead(self.deal_index)
        self.high_low_jokers = game.options.jokers == "atkinson"
        self.joker_calls: list[tuple[int, int, bool]] = []
        """Atkinson jokers in the trick being played: (seat, physical card, called high)."""
        if not self.forehead and not self.high_low_jokers and self.display_keys_ascend:
            self.phase_steps = PLAIN_STEPS  # cards in pack order, each named and played plainly
        self.run(ORDER_OF_PLAY)
        if kept is None:
            keep_deal_start(self, game.trick_rules)

    def _copy_into(self, new: Any) -> None:
        self._copy_play_into(new)
        new.joker_calls = list(self.joker_calls)
        new.bids = list(self.bids)
        new.changed_from = list(self.changed_from)
        new.log = self.log.copy()
        if self.turns:
            new.turns = self.turns.copy()  # the bidding's; the play's, empty, is shared

    @property
    def carry_state(self) -> OhHellCarry:
        carry: OhHellCarry = self.carry
        return carry

    # -- rules of the bidding -----------------------------------------------------------------

    def forbidden_bid(self, seat: int) -> int | None:
        """The bid the hook rule refuses ``seat`` now: only the dealer's, once all others bid."""
        if not self.hook or seat != self.dealer:
            return None
        bids = self.bids  # one a player
        others = bids[:seat] + bids[seat + 1 :]
        if None in others:
            return None
        return hook_bid(others, self.hand_size)  # type: ignore[arg-type]  # no None in it

    # -- Atkinson's jokers ----------------------------------------------------------------------

    def joker_calls_for(self, action: Action) -> list[Action]:
        """A joker is played called high or low when it is the trick's first, else plain."""
        if not action.cards or not action.cards[0].is_joker or self.joker_calls:
            return [action]
        return [joker_action(action, HIGH), joker_action(action, LOW)]

    def joker_refusal(self, action: Action) -> str | None:
        """Why a joker action does not fit the trick (None: it does)."""
        if not action.cards or not action.cards[0].is_joker:
            return None if action.text == str(action.cards[0]) else "only a joker is called"
        called = action.text != str(action.cards[0])
        if not self.high_low_jokers:
            return "a joker is not called high or low in this game" if called else None
        if self.joker_calls and called:
            first = HIGH if self.joker_calls[0][2] else LOW
            other = LOW if first == HIGH else HIGH
            return f"the second joker has no choice: the first was {first}, so it is {other}: JK"
        if not self.joker_calls and not called:
            return "the first joker played to a trick is called: JK high or JK low"
        return None

    def forehead_action(self, seat: int) -> Action:
        """Playing the card on one's forehead, unseen: the action names no card."""
        card = (self.hands[seat] & -self.hands[seat]).bit_length() - 1
        return Action("play", FOREHEAD_PLAY, card, (self.game.pack[card],))

    def card_order(self, action: Action) -> int:
        """Cards in the order a hand is shown (suits S H D C, high to low), so that which copy
        of an identical card is held never changes what a seat sees (G3)."""
        return self.display_keys[action.value]

    def in_display_order(self, actions: Sequence[Action]) -> Sequence[Action]:
        """``actions`` (one per card, lowest physical card first) in the order a hand is shown."""
        if self.display_keys_ascend:
            return actions
        return sorted(actions, key=self.card_order)

    def parse(self, text: str) -> Action:
        action = self.game.grammar.parse(text, self.table.parse, self.legal_actions)
        seat = self.to_act
        if (
            action.text == FOREHEAD_PLAY
            and self.forehead
            and self.phase == PLAY
            and seat is not None
        ):
            return self.forehead_action(seat)  # the card on the seat's forehead, unseen
        return action

    def change_refusal(self, seat: int, action: Action) -> str | None:
        size = self.hand_size
        if action.kind not in ("keep", "change"):
            return (
                f"you may change your bid before the next player bids: keep, or change 0 to {size}"
            )
        if action.kind == "change":
            if action.value > size:
                return f"change to 0 to {size}: the deal has only {_tricks_text(size)}"
            if action.value == self.bids[seat]:
                return f"your bid is already {action.value}: say keep"
        return None

    def note(self, seat: int, action: Action) -> None:
        """Log an action; the forehead play shows the card it turned out to be."""
        forehead = action.text == FOREHEAD_PLAY
        kind = "change" if action.kind in ("keep", "change") else action.kind
        self.log.add(seat, kind, str(action.cards[0]) if forehead else action.text, action)

    all_tricks_played = TrickPlay.next_phase
    """The last trick ends the play: the next phase (over)."""

    def places(self) -> dict[str, int]:
        """Hands, trick and tricks taken, plus the turn-up and the undealt stock."""
        turn_up = 0 if self.turn_up is None else 1 << self.turn_up
        return super().places() | {"turn-up": turn_up, "stock": self.stock}

    # -- scores -------------------------------------------------------------------------------

    def outcome(self) -> DealOutcome:
        assert self.phase == OVER, "the deal is not over"
        options = self.game.options
        bids = [b for b in self.bids if b is not None]
        tricks = list(self.tricks_won)
        scores = deal_scores(bids, tricks, options.scoring, options.exact_bonus)
        carry = self.carry_state
        totals = tuple(t + s for t, s in zip(carry.totals, scores, strict=True))
        result = {
            "deal": self.deal_index + 1,
            "hand_size": self.hand_size,
            "trump": self.trump_text,
            "bids": bids,
            "tricks": tricks,
            "made": [made(b, t) for b, t in zip(bids, tricks, strict=True)],
        }
        return DealOutcome(scores, result, OhHellCarry(totals, self.deal_index + 1))

    # -- views --------------------------------------------------------------------------------

    @property
    def trump_text(self) -> str | None:
        return None if self.trump is None else Suit(self.trump).symbol

    @property
    def turn_up_text(self) -> str | None:
        return None if self.turn_up is None else str(self.game.pack[self.turn_up])

    def visible_to(self, seat: int | None) -> int:
        """Own hand, every card played, and the turn-up card, which everyone sees; in a
        forehead deal the others' cards instead of one's own (a spectator sees no hand)."""
        visible = super().visible_to(seat)
        if self.forehead:
            visible = self.played
            if seat is not None:
                for other, hand in enumerate(self.hands):
                    if other != seat:
                        visible |= hand
        if self.turn_up is not None:
            visible |= 1 << self.turn_up
        return visible

    def _bids_hidden_from(self, seat: int | None, bidder: int) -> bool:
        return self.game.options.bidding == "simultaneous" and self.phase == BID and seat != bidder

    def sorted_cards(self, mask: int) -> list[str]:
        """The cards of ``mask`` in the order a hand is shown."""
        texts = self.table.texts
        if self.display_keys_ascend:
            return self.cards_text(mask)
        return [texts[i] for i in sorted(bits(mask), key=self.display_keys.__getitem__)]

    def seen_by(self, seat: int | None) -> OhHellSeen:
        """The deal's number, the jokers, the turn-up and the stock's size: the same for every
        seat and through the deal (made once, shared by clones)."""
        seen: OhHellSeen | None = self.__dict__.get(SEEN)
        if seen is None:
            turn_up = self.turn_up
            seen = self.__dict__[SEEN] = OhHellSeen(
                deal_number=self.deal_index + 1,
                jokers=self.game.options.jokers,
                turn_up=None if turn_up is None else self.game.pack[turn_up],
                stock_size=self.stock.bit_count(),
            )
        return seen

    def hands_seen_by(self, seat: int | None) -> list[int | None]:
        """In a forehead deal, each other player's card held up (not one's own); else one's
        own hand."""
        if not self.forehead:
            return super().hands_seen_by(seat)
        return [
            None if seat is None or other == seat or not hand else hand
            for other, hand in enumerate(self.hands)
        ]

    def foreheads(self, seat: int | None) -> list[str | None] | None:
        """In a forehead deal, the card each other player still holds up (None: not seen)."""
        if not self.forehead:
            return None
        return [
            None if seat is None or other == seat or not hand else self.sorted_cards(hand)[0]
            for other, hand in enumerate(self.hands)
        ]

    build_view = deal_view


# -- the phase table ------------------------------------------------------------------------


class BidStep(TurnStep[OhHellDeal]):
    """S4: from dealer's left, dealer last, each player bids once 0 to the hand size; the hook
    rule refuses the dealer the bid that makes the bids total the tricks. With changeable bids
    (G4) each bid but the dealer's is kept or changed before the next player bids."""

    def order(self, deal: OhHellDeal) -> Turns:
        players = len(deal.bids)  # one a player (the players property, a read quicker)
        if not deal.bid_changes:
            return Turns.each_from_left(deal.dealer, players)
        return Turns.in_phases(
            (phase, seat)
            for seat in round_from_left(deal.dealer, players)
            for phase in ((BID,) if seat == deal.dealer else (BID, CHANGE))
        )

    def actions(self, deal: OhHellDeal, seat: int) -> Sequence[Action]:
        bids = deal.bid_range
        if seat != deal.dealer or not deal.hook:
            return bids  # shared: the deal copies it for its callers
        forbidden = deal.forbidden_bid(seat)
        if forbidden is None or forbidden >= len(bids):
            return bids  # shared: the deal copies it for its callers
        return [*bids[:forbidden], *bids[forbidden + 1 :]]

    def refusal(self, deal: OhHellDeal, seat: int, action: Action) -> str | None:
        size = deal.hand_size
        if action.kind in ("keep", "change"):
            if not deal.game.options.bid_changes:
                return "a bid is final once made in this game (the option bid_changes is off)"
            return "a bid may be changed only right after it is made, before the next player bids"
        if action.kind != "bid":
            return f"it is the bidding: bid a number of tricks from 0 to {size}"
        if action.value > size:
            verb = "is" if size == 1 else "are"
            return f"bid 0 to {size}: there {verb} only {_tricks_text(size)} in this deal"
        if action.value == deal.forbidden_bid(seat):
            return (
                f"the dealer may not bid {action.value}: the bids would total the "
                f"{_tricks_text(size)} (hook rule)"
            )
        return None

    def do(self, deal: OhHellDeal, seat: int, action: Action) -> None:
        if deal.game.options.bidding == "simultaneous":  # nobody sees another's until all bid
            deal.log.add_secret(seat, "bid", action.text, HIDDEN_BID_LOG, 1 << seat, action)
        else:
            deal.log.add(seat, "bid", action.text, action)  # note, for a bid
        deal.bids[seat] = action.value
        deal.end_turn()
        if deal.log.hidden and deal.phase != BID:
            deal.log.reveal()  # all have bid: every bid is shown


class ChangeStep(TurnStep[OhHellDeal]):
    """With changeable bids: the player who has just bid keeps it or changes it before the
    next player bids (a turn of the bidding's round, ``BidStep.order``)."""

    def actions(self, deal: OhHellDeal, seat: int) -> list[Action]:
        bid = deal.bids[seat]
        return [KEEP, *(change_action(n) for n in range(deal.hand_size + 1) if n != bid)]

    def refusal(self, deal: OhHellDeal, seat: int, action: Action) -> str | None:
        return deal.change_refusal(seat, action)

    def do(self, deal: OhHellDeal, seat: int, action: Action) -> None:
        deal.note(seat, action)
        if action.kind == "change":
            deal.changed_from[seat] = deal.bids[seat]
            deal.bids[seat] = action.value
        deal.end_turn()


class OhHellPlay(PlayStep[OhHellDeal]):
    """S4: dealer's left leads; follow suit (must-trump if the option says); Atkinson's jokers
    are called high or low; a forehead card is played unseen."""

    not_a_card = "the bidding is over: play a card"

    def begin(self, deal: OhHellDeal) -> None:
        deal.trick = Trick((deal.dealer + 1) % len(deal.hands))  # the dealer's left leads

    def actions(self, deal: OhHellDeal, seat: int) -> Sequence[Action]:
        if deal.forehead:
            return [deal.forehead_action(seat)]
        actions = deal.in_display_order(deal.play_actions(seat))
        if deal.high_low_jokers:
            return [called for action in actions for called in deal.joker_calls_for(action)]
        return actions

    def refusal(self, deal: OhHellDeal, seat: int, action: Action) -> str | None:
        if action.kind != "play":
            return self.not_a_card
        if deal.forehead:
            if action.text != FOREHEAD_PLAY:
                return "your card is on your forehead, unseen: say play"
            return None
        return card_refusal(deal, seat, action)

    def do(self, deal: OhHellDeal, seat: int, action: Action) -> None:
        deal.note(seat, action)
        called = deal.called_jokers
        if called is None:
            deal.play_card(seat, action)
            return
        if action.cards[0].is_joker:  # called high or low if the trick's first joker
            text = action.text
            high = True if text.endswith(HIGH) else False if text.endswith(LOW) else None
            deal.play_called(seat, action, high)
        else:
            deal.play_card(seat, action)
        trick = deal.trick
        calls = [] if trick is None else called.calls(trick.seats, trick.cards, deal.called_high)
        deal.joker_calls = calls


def card_refusal(deal: OhHellDeal, seat: int, action: Action) -> str | None:
    """Why ``seat`` may not play the card ``action`` names (None: it may). A joker barred
    from the first trick is refused for that first, called or not: asking for its call
    would send the player to a text refused in turn."""
    if not action.cards:
        return "name the card to play, e.g. QH"
    if (
        deal.high_low_jokers
        and action.cards[0].is_joker
        and deal.tricks_played == 0
        and deal.hands[seat] & ~deal.suit_masks[Suit.JOKERS]
    ):
        return "a joker may not be played to the first trick"
    refusal = deal.joker_refusal(action)
    if refusal is not None:
        return refusal
    return deal.play_refusal(seat, action)


class PlainPlay(PlayStep[OhHellDeal]):
    """S4 in a deal without jokers called, cards on foreheads or a hand to sort: the
    engine's play, each card logged."""

    not_a_card = OhHellPlay.not_a_card
    log_kind = "play"

    def begin(self, deal: OhHellDeal) -> None:
        deal.trick = Trick((deal.dealer + 1) % len(deal.hands))  # the dealer's left leads

    def refusal(self, deal: OhHellDeal, seat: int, action: Action) -> str | None:
        if action.kind != "play":
            return self.not_a_card
        return card_refusal(deal, seat, action)


OhHellDeal.phase_table = {BID: BidStep(), CHANGE: ChangeStep(), PLAY: OhHellPlay()}
PLAIN_STEPS = {BID: BidStep(), CHANGE: ChangeStep(), PLAY: PlainPlay()}
