"""A deal of 10 Bridge: the auction, declarer's secret trump, then ten tricks.

The order of play (``ORDER_OF_PLAY``), as the rules run:
1. ``auction``: the dealer calls first (T1); bids ``0MINOR``..``5NT``, ``pass``, ``double``,
   ``redouble`` (T2). Four passes from the dealer on: the dealer plays Love No Trump.
2. ``trump``: declarer (T3) secretly sets trumps, ``trump C`` .. ``trump S``, one of the two
   suits of the denomination (T4). Others see only "trump". No Trump skips this phase.
3. ``play``: the opening lead from declarer's left (T5, option: dealer's left); dummy, declarer's
   partner, is exposed after it (before it, when dummy itself is on lead) and declarer plays
   its cards. Until the trump is revealed a
   trump-suit card played to another suit's lead is a discard that cannot win. A hand (declarer's
   and dummy's included) that cannot follow suit may ``reveal`` before playing; trump-suit cards
   played from then on are trumps, and that hand must ruff if it holds a trump (T6).
"""

from __future__ import annotations

from collections.abc import Sequence
from enum import StrEnum
from typing import Any

from followsuit.cards import Suit
from followsuit.engine import Action, DealOutcome, Trick, deal_hands
from followsuit.engine.native import PLAIN, NativeExtras
from followsuit.engine.phases import Step, When
from followsuit.engine.trickplay import SUIT_NAMES, PlayStep
from followsuit.engine.tricks import winning_position
from followsuit.engine.view_log import ViewLog
from followsuit.engine.views import CALL
from followsuit.games.ten_bridge.actions import (
    BID_ACTIONS,
    DOUBLE_ACTION,
    GRAMMAR,
    PASS_ACTION,
    REDOUBLE_ACTION,
    REVEAL,
    TRUMP_ACTIONS,
)
from followsuit.games.ten_bridge.auction import BID, DOUBLE, PASS, REDOUBLE, Auction
from followsuit.games.ten_bridge.carry import TenBridgeCarry
from followsuit.games.ten_bridge.contract import Bid
from followsuit.games.ten_bridge.position import TenBridgePosition, TenBridgeRules
from followsuit.games.ten_bridge.scoring import deal_result, score_deal
from followsuit.games.ten_bridge.seen import TenBridgeSeen
from followsuit.games.ten_bridge.view import deal_view


class Phase(StrEnum):
    """The order of a deal (T2, T4, T5)."""

    AUCTION = "auction"
    TRUMP = "trump"
    PLAY = "play"
    OVER = "over"


AUCTION, TRUMP, PLAY, OVER = Phase.AUCTION, Phase.TRUMP, Phase.PLAY, Phase.OVER


def a_suit_contract(deal: TenBridgeDeal) -> bool:
    """T4: declarer sets trumps in a contract of a denomination of two suits; No Trump has no
    trump to set, and the play begins."""
    assert deal.contract is not None
    return bool(deal.contract.denomination.suits)


ORDER_OF_PLAY = (AUCTION, When(TRUMP, a_suit_contract), PLAY, OVER)
"""T2-T5: the auction, declarer's secret trump unless No Trump, the play."""
HAND_SIZE = 10
INDICATOR_RANK = "2"
"""The indicator pack (the 2s, 3s and 4s, T1) lies face down with a card of the trump suit at
the bottom; the view names that card as the 2 of the suit."""
NEVER = 4
"""``trump_from`` while the trump is concealed: no position of a trick holds trumps."""


class TenBridgeDeal(TenBridgePosition):
    """One deal of 10 Bridge, from the dealer's first call to the tenth trick."""

    phase: Phase

    def __init__(self, game: TenBridgeRules, order: Sequence[int], dealer: int, carry: Any) -> None:
        super().__init__(game, order, dealer, carry)
        self.trump = None
        """The engine's trump is never set: the concealed trump has its own power rule."""
        hands, _ = deal_hands(order, 4, (dealer + 1) % 4, (1,) * HAND_SIZE)
        self.setup_play(hands, HAND_SIZE, game.trick_rules)
        self.auction = Auction(dealer)
        self.contract = None
        self.declarer = None
        self.dummy = None
        self.trump_suit = None
        self.revealed = False
        self.reveal_hand = None
        self.reveal_trick = None
        self.reveal_position = None
        self.trump_from = NEVER
        self.must_ruff: int | None = None
        """The hand that called for the reveal in this trick and has yet to play."""
        self.dummy_exposed = False
        self.log = ViewLog()
        """One entry an action: ``call``, ``trump`` (secret: others read "trump" until the
        reveal), ``reveal``, ``play``."""
        self.run(ORDER_OF_PLAY)

    def _copy_into(self, new: Any) -> None:
        self._copy_play_into(new)
        new.auction = self.auction.copy()
        new.log = self.log.copy()

    # -- whose turn ---------------------------------------------------------------------

    @property
    def hand_to_play(self) -> int | None:
        """The hand whose card is due (dummy's included), during the play."""
        return self.play_seat() if self.phase == PLAY else None

    def controller(self, hand: int) -> int:
        """T5: dummy's cards are played by declarer."""
        return self.declarer if hand == self.dummy and self.declarer is not None else hand

    def core_key(self) -> Any:
        """The native rules name dummy's player (``controller``) and, once revealed, the
        trump (``native_extras``)."""
        return self.declarer, self.dummy, self.trump_suit, self.trump_from, self.must_ruff

    # -- legal actions --------------------------------------------------------------------

    def call_actions(self, seat: int) -> list[Action]:
        auction = self.auction
        actions = [PASS_ACTION]
        if auction.double_refusal(seat) is None:
            actions.append(DOUBLE_ACTION)
        if auction.redouble_refusal(seat) is None:
            actions.append(REDOUBLE_ACTION)
        return actions + BID_ACTIONS[auction.lowest_bid_rank() :]

    def parse(self, text: str) -> Action:
        return GRAMMAR.parse(text, self.table.parse, self.legal_actions)

    def call_refusal(self, seat: int, action: Action) -> str | None:
        if action.kind == PASS:
            return None
        if action.kind == BID:
            return self.auction.bid_refusal(Bid.from_rank(action.value))
        if action.kind == DOUBLE:
            return self.auction.double_refusal(seat)
        if action.kind == REDOUBLE:
            return self.auction.redouble_refusal(seat)
        return "it is the auction: pass, bid (such as 1MAJOR or 0NT), double or redouble"

    def reveal_refusal(self, hand: int) -> str | None:
        """T6: a hand that cannot follow suit may call for the reveal before playing."""
        if self.trump_suit is None:
            return "there is no trump to reveal: the contract is No Trump"
        if self.revealed:
            return "the trump suit is already revealed"
        trick = self.trick
        assert trick is not None
        if not trick.cards:
            return "only a player who cannot follow suit may call for the trump (not the leader)"
        if self.hands[hand] & self.suit_masks[self.suit_of[trick.cards[0]]]:
            return "only a player who cannot follow suit may call for the trump"
        return None

    def play_mask(self, seat: int) -> int:
        """The revealer must ruff if that hand holds a trump (T6)."""
        if seat == self.must_ruff:
            assert self.trump_suit is not None
            trumps = self.hands[seat] & self.suit_masks[self.trump_suit]
            if trumps:
                return trumps
        return super().play_mask(seat)

    def play_refusal(self, seat: int, action: Action) -> str | None:
        reason = super().play_refusal(seat, action)
        if reason is not None and seat == self.must_ruff and action.kind == "play":
            held = self.hands[seat] & self.table.copies_mask.get(action.cards[0], 0)
            if held:
                return "having called for the trump, that hand must ruff: play a trump (T6)"
        return reason

    # -- doing ------------------------------------------------------------------------------

    def call(self, seat: int, action: Action) -> None:
        self.log.add(seat, CALL, action.text, action)
        bid = Bid.from_rank(action.value) if action.kind == BID else None
        self.auction.call(action.kind, action.text, bid)
        if not self.auction.is_over:
            return
        self.contract = self.auction.contract()
        self.declarer = self.auction.declarer()
        self.dummy = (self.declarer + 2) % 4
        self.next_phase()

    def reveal(self, hand: int) -> None:
        trick = self.trick
        assert trick is not None
        self.revealed = True
        self.reveal_hand = hand
        self.reveal_trick = self.tricks_played
        self.reveal_position = self.trump_from = len(trick.cards)
        self.must_ruff = hand
        self.rules_changed()
        self.voids[hand] |= 1 << self.suit_of[trick.cards[0]]
        self.log.reveal()
        self.log.add(hand, "reveal", REVEAL.text, REVEAL)

    def play(self, hand: int, action: Action) -> None:
        card = (self.hands[hand] & self.table.copies_mask[action.cards[0]]).bit_length() - 1
        if hand == self.must_ruff:
            assert self.trump_suit is not None
            if self.suit_of[card] != self.trump_suit:
                self.voids[hand] |= 1 << self.trump_suit
            self.must_ruff = None
            self.rules_changed()
        self.log.add(hand, "play", action.text, action)
        self.dummy_exposed = True
        self.place_card(hand, card)

    # -- who wins a trick -------------------------------------------------------------------

    def card_power(self, card: int, led: int, position: int) -> int:
        """A card following ``led`` wins by rank; a trump-suit card to another suit's lead is a
        trump only if played after the reveal, else a discard that cannot win (T6)."""
        suit = self.suit_of[card]
        if suit == led:
            return 100 + self.rank_power[card]
        if suit == self.trump_suit and position >= self.trump_from:
            return 1000 + self.rank_power[card]
        return 0

    def trick_winner(self, trick: Trick) -> int:
        return trick.seats[self._winning_position(trick)]

    def _winning_position(self, trick: Trick) -> int:
        led = self.suit_of[trick.cards[0]]
        powers = [self.card_power(c, led, i) for i, c in enumerate(trick.cards)]
        return winning_position(powers)

    def trick_won(self, winner: int, trick: Trick) -> None:
        if self.revealed:
            self.trump_from = 0
            self.rules_changed()

    def native_extras(self) -> NativeExtras | None:
        """T6 as data where it can be: in No Trump the plain rules; once the trump is revealed
        and is trumps in every position of the trick, with no revealer bound to ruff, the plain
        rules with that trump. None while the trump is concealed (a hand may still call for
        the reveal, which the native play has no move for) and in the trick of the reveal."""
        if self.trump_suit is None:
            return PLAIN
        if self.trump_from == 0 and self.must_ruff is None:
            return NativeExtras(trump=self.trump_suit)
        return None

    def search_likeness(self) -> NativeExtras | None:
        """A likeness of the play while the trump is concealed, for a search to value it by
        (``engine.native.search_extras``): the trump as if revealed. Each hand that cannot
        follow may reveal it and ruff, or discard, as under a trump known to all; what the
        likeness does not hold is a trump-suit card thrown unrevealed (a discard that cannot
        win, which it counts a ruff) and who knows the trump. So it is offered only where the
        hand to play cannot reveal now, its choice a card the likeness values as the rules do,
        and no trump-suit card lies in the trick under another suit led. None in a trick with
        a reveal in it, or where the hand to play may reveal."""
        hand = self.hand_to_play
        trump, trick = self.trump_suit, self.trick
        if trump is None or self.revealed or hand is None or trick is None:
            return None
        if self.reveal_refusal(hand) is None:
            return None
        suit_of = self.suit_of
        thrown = [card for card in trick.cards[1:] if suit_of[card] == trump]
        if thrown and suit_of[trick.cards[0]] != trump:
            return None  # thrown unrevealed: a discard, which the likeness would count a ruff
        return NativeExtras(trump=trump)

    def all_tricks_played(self) -> None:
        """The last trick ends the play: the next phase (over); every secret is told."""
        self.next_phase()
        self.log.reveal()

    # -- scores -------------------------------------------------------------------------------

    @property
    def carry_state(self) -> TenBridgeCarry:
        carry: TenBridgeCarry = self.carry
        return carry

    def seen_by(self, seat: int | None) -> TenBridgeSeen:
        """The part scores carried in, the same for every seat."""
        return TenBridgeSeen(self.carry_state.part_scores)

    def side_tricks(self) -> list[int]:
        won = self.tricks_won
        return [won[0] + won[2], won[1] + won[3]]

    def outcome(self) -> DealOutcome:
        assert self.phase == OVER, "the deal is not over"
        assert self.contract is not None and self.declarer is not None
        contract, side = self.contract, self.declarer % 2
        before = self.carry_state.part_scores
        tricks = self.side_tricks()
        score = score_deal(contract, side, tricks[side], before)
        result = deal_result(
            contract,
            self.declarer,
            self.dealer,
            tricks,
            score,
            before,
            trump=None if self.trump_suit is None else Suit(self.trump_suit).symbol,
            revealed_by=self.reveal_hand,
            forced=self.auction.passed_out,
        )
        carry = self.carry_state.after(score.points, part_scores=score.part_scores)
        return DealOutcome(score.points, result, carry)

    # -- views ----------------------------------------------------------------------------------

    def trump_known_to(self, seat: int | None) -> bool:
        """Declarer knows the trump; everyone once it is revealed or the deal is over."""
        if self.trump_suit is None:
            return False
        return self.revealed or self.phase == OVER or (seat is not None and seat == self.declarer)

    def indicator_card(self, seat: int | None) -> str | None:
        """The indicator pack's bottom card as ``seat`` may see it (T4): the 2 of the trump
        suit for declarer, and for everyone once the pack is turned face up; None while it lies
        face down for this seat, and in No Trump, where there is no indicator."""
        if self.trump_suit is None or not self.trump_known_to(seat):
            return None
        return f"{INDICATOR_RANK}{Suit(self.trump_suit).symbol}"

    @property
    def exposed(self) -> Sequence[int]:  # type: ignore[override]
        """Dummy's seat once the opening lead is made (its hand lies face up)."""
        dummy = self.dummy
        return (dummy,) if self.dummy_exposed and dummy is not None else ()

    def visible_to(self, seat: int | None) -> int:
        """Own hand and the cards played, and dummy's hand once the opening lead is made."""
        visible = super().visible_to(seat)
        if self.dummy_exposed and self.dummy is not None:
            visible |= self.hands[self.dummy]
        return visible

    build_view = deal_view


# -- the phase table ------------------------------------------------------------------------


class AuctionStep(Step[TenBridgeDeal]):
    """T1-T3: the dealer calls first; bids, pass, double, redouble until three passes follow a
    call (four passes: the dealer plays Love No Trump)."""

    def to_act(self, deal: TenBridgeDeal) -> int | None:
        return deal.auction.next_seat

    def actions(self, deal: TenBridgeDeal, seat: int) -> list[Action]:
        return deal.call_actions(seat)

    def refusal(self, deal: TenBridgeDeal, seat: int, action: Action) -> str | None:
        return deal.call_refusal(seat, action)

    def do(self, deal: TenBridgeDeal, seat: int, action: Action) -> None:
        deal.call(seat, action)


class TrumpStep(Step[TenBridgeDeal]):
    """T4: declarer secretly sets trumps, one of the two suits of the denomination."""

    def to_act(self, deal: TenBridgeDeal) -> int | None:
        return deal.declarer

    def actions(self, deal: TenBridgeDeal, seat: int) -> list[Action]:
        assert deal.contract is not None
        return [TRUMP_ACTIONS[s] for s in deal.contract.denomination.suits]

    def refusal(self, deal: TenBridgeDeal, seat: int, action: Action) -> str | None:
        assert deal.contract is not None
        suits = deal.contract.denomination.suits
        if action.kind != "trump":
            return "the auction is over: declarer sets the trump suit (trump C/D/H/S)"
        if Suit(action.value) not in suits:
            names = " or ".join(SUIT_NAMES[s] for s in suits)
            return f"in {deal.contract.denomination.title} the trump is {names} (T4)"
        return None

    def do(self, deal: TenBridgeDeal, seat: int, action: Action) -> None:
        assert deal.contract is not None
        deal.trump_suit = int(deal.contract.denomination.trump_for(Suit(action.value)))
        deal.rules_changed()
        deal.log.add_secret(seat, "trump", action.text, "trump", 1 << seat, action)
        deal.next_phase()


class TenBridgePlay(PlayStep[TenBridgeDeal]):
    """T5-T6: the play, dummy's cards played by declarer; a hand that cannot follow suit may
    call for the reveal of the trump before playing."""

    def begin(self, deal: TenBridgeDeal) -> None:
        """T5: declarer's left makes the opening lead (option: dealer's left). Declarer must see
        dummy's cards to lead from them: a dummy on lead is spread at once."""
        assert deal.declarer is not None
        if deal.game.options.opening_lead == "dealer-left":
            leader = (deal.dealer + 1) % 4
        else:
            leader = (deal.declarer + 1) % 4
        deal.trick = Trick(leader)
        deal.dummy_exposed = leader == deal.dummy

    def actions(self, deal: TenBridgeDeal, seat: int) -> Sequence[Action]:
        hand = deal.play_seat()
        cards = deal.play_actions(hand)
        return [REVEAL, *cards] if deal.reveal_refusal(hand) is None else cards

    def refusal(self, deal: TenBridgeDeal, seat: int, action: Action) -> str | None:
        hand = deal.play_seat()
        if action == REVEAL:
            return deal.reveal_refusal(hand)
        if action.kind == "play":
            return deal.play_refusal(hand, action)
        return f"the play: play a card from {deal.game.player_names[hand]}'s hand"

    def do(self, deal: TenBridgeDeal, seat: int, action: Action) -> None:
        if action == REVEAL:
            deal.reveal(deal.play_seat())
        else:
            deal.play(deal.play_seat(), action)


TenBridgeDeal.phase_table = {AUCTION: AuctionStep(), TRUMP: TrumpStep(), PLAY: TenBridgePlay()}
