"""A deal of Beyond: the downward auction, the claims, then thirteen tricks.

The order of play (``ORDER_OF_PLAY``), as the rules run:
1. ``auction``: from dealer's left, bids (``13C`` .. ``0NT``), ``pass``, ``raise``, ``reraise``
   until three passes follow a call; four passes at the start make a pass round (B2-B4).
2. ``claim``, unless a pass round: the three other players, from declarer's left, each
   ``claim N``; the last may not make the four contracts total 13 (B5, B6).
3. ``play``: dealer's left leads (B7); follow suit; the contract's strain is trumps (none in a
   pass round); jokers win only a joker lead, the last joker played winning; after a joker
   lead the next lead may not be a joker unless the leader holds only jokers (B8, B9).
"""

from __future__ import annotations

from collections.abc import Sequence
from enum import StrEnum
from typing import Any

from followsuit.cards import Suit
from followsuit.engine import Action, DealOutcome, Trick, deal_hands
from followsuit.engine.deal import TurnStep
from followsuit.engine.native import NativeExtras
from followsuit.engine.phases import Step, When
from followsuit.engine.trickplay import PlayStep, TrickPlay
from followsuit.engine.turns import Turns, round_from_left
from followsuit.engine.view_log import ViewLog
from followsuit.engine.views import CALL
from followsuit.games.beyond import scoring
from followsuit.games.beyond.calls import (
    CLAIMS,
    GRAMMAR,
    NT,
    Auction,
    bid_level,
    bid_strain,
    bid_text,
)
from followsuit.games.beyond.carry import BeyondCarry
from followsuit.games.beyond.position import BeyondPosition, BeyondRules
from followsuit.games.beyond.view import deal_view


class Phase(StrEnum):
    """The order of a deal (B4, B6, B7)."""

    AUCTION = "auction"
    CLAIM = "claim"
    PLAY = "play"
    OVER = "over"


AUCTION, CLAIM, PLAY, OVER = Phase.AUCTION, Phase.CLAIM, Phase.PLAY, Phase.OVER


def not_a_pass_round(deal: BeyondDeal) -> bool:
    """B4, B6: the auction ended in a contract, so the other three claim; after four passes
    (a pass round) nobody claims and the play begins."""
    return not deal.auction.passed_out


ORDER_OF_PLAY = (AUCTION, When(CLAIM, not_a_pass_round), PLAY, OVER)
"""B4-B7: the auction, the claims unless a pass round, the play."""
JOKERS = int(Suit.JOKERS)
ALL_SUITS_VOID = sum(1 << s for s in (Suit.CLUBS, Suit.DIAMONDS, Suit.HEARTS, Suit.SPADES))


def joker_split(hands: Sequence[int], joker_mask: int) -> str:
    """How the three jokers lie: ``3-0-0``, ``2-1`` or ``1-1-1``."""
    counts = sorted(((h & joker_mask).bit_count() for h in hands), reverse=True)
    return {3: "3-0-0", 2: "2-1", 1: "1-1-1"}[counts[0]]


class BeyondDeal(BeyondPosition):
    """One deal of Beyond, from the first call to the last trick."""

    phase: Phase

    def __init__(self, game: BeyondRules, order: Sequence[int], dealer: int, carry: Any) -> None:
        super().__init__(game, order, dealer, carry)
        self.trump = None
        hands, _ = deal_hands(order, 4, (dealer + 1) % 4, (1,) * 13)
        self.setup_play(hands, 13, game.trick_rules)
        self.split = joker_split(hands, game.joker_mask)
        self.auction = Auction((dealer + 1) % 4)
        self.contracts = [None] * 4
        self.joker_led = False
        self.last_winner: int | None = None
        self.log = ViewLog()
        """One entry a action: ``call`` (bids, pass, raise, reraise), ``claim``, ``play``."""
        self.run(ORDER_OF_PLAY)

    def _copy_into(self, new: Any) -> None:
        self._copy_play_into(new)
        new.auction = self.auction.copy()
        new.contracts = list(self.contracts)
        new.turns = self.turns.copy()
        new.log = self.log.copy()

    # -- what the auction settled ---------------------------------------------------------

    @property
    def pass_round(self) -> bool:
        return self.auction.passed_out

    @property
    def declarer(self) -> int | None:
        return None if self.phase == AUCTION else self.auction.bidder

    @property
    def contract(self) -> int | None:
        """The rank of the final bid (None during the auction and in a pass round)."""
        return None if self.phase == AUCTION else self.auction.bid

    def contract_text(self) -> str | None:
        if self.contract is None:
            return None
        suffix = ("", " raised", " re-raised")[self.auction.raised]
        return bid_text(self.contract) + suffix

    def forbidden_claim(self) -> int | None:
        """B6: the claim the last claimer may not make (the one totalling 13), if any."""
        if self.phase != CLAIM or sum(c is None for c in self.contracts) != 1:
            return None
        rest = 13 - sum(c for c in self.contracts if c is not None)
        return rest if 0 <= rest <= 13 else None

    # -- the State protocol (the rest comes from the phase table) -------------------

    def parse(self, text: str) -> Action:
        """``4S`` is four spades in the auction and the claims, the four of spades in the play."""
        bids_first = self.phase in (AUCTION, CLAIM)
        return GRAMMAR.parse(text, self.table.parse, self.legal_actions, cards_first=not bids_first)

    def end_auction(self) -> None:
        """B5: the last bid is declarer's contract, its strain trumps (none in a pass round);
        then the next phase of the order of play."""
        if not self.auction.passed_out:
            declarer, contract = self.auction.bidder, self.auction.bid
            assert declarer is not None and contract is not None
            self.contracts[declarer] = bid_level(contract)
            strain = bid_strain(contract)
            self.trump = None if strain == NT else strain
            self.rules_changed()
        self.next_phase()

    # -- play hooks (B8, B9) ----------------------------------------------------------------

    def power(self, card: int, led: int) -> int:
        """B8: to a joker lead only jokers have power (equal: the last played wins); to a suit
        lead a joker has none."""
        if led == JOKERS:
            return 1 if self.suit_of[card] == JOKERS else 0
        return super().power(card, led)

    def follow_mask(self, led: int) -> int:
        """B8: after a joker lead anyone may play any card."""
        return 0 if led == JOKERS else self.suit_masks[led]

    def lead_mask(self, seat: int, hand: int) -> int:
        """B9: after a trick to which a joker was led, the next lead is a suit card unless the
        leader holds nothing but jokers."""
        if self.joker_led:
            return (hand & ~self.game.joker_mask) or hand
        return hand

    def lead_refusal(self, seat: int, card: int) -> str:
        return (
            "blocking rule (B9): after a joker lead the next lead must be a suit card unless "
            "you hold nothing but jokers"
        )

    def trick_won(self, winner: int, trick: Trick) -> None:
        self.joker_led = self.suit_of[trick.cards[0]] == JOKERS
        self.last_winner = winner

    def native_extras(self) -> NativeExtras:
        """B9 as data: a joker lead blocks the jokers from the next lead (``lead_mask``)."""
        return NativeExtras(blocked_after_lead=self.game.joker_mask, blocked=self.joker_led)

    all_tricks_played = TrickPlay.next_phase
    """The last trick ends the play: the next phase (over)."""

    # -- scores ---------------------------------------------------------------------------

    def outcome(self) -> DealOutcome:
        assert self.phase == OVER, "the deal is not over"
        assert self.last_winner is not None
        tricks = list(self.tricks_won)
        result: dict[str, Any] = {
            "pass_round": self.pass_round,
            "joker_split": self.split,
            "tricks": tricks,
            "last_trick": self.last_winner,
        }
        if self.pass_round:
            scores = scoring.pass_round_scores(tricks, self.last_winner)
            result |= {"contract": None, "declarer": None, "contracts": None, "total": None}
        else:
            contracts = [c for c in self.contracts if c is not None]
            assert len(contracts) == 4 and self.declarer is not None and self.contract is not None
            no_trump = bid_strain(self.contract) == NT
            raised = self.auction.raised
            scores = scoring.deal_scores(contracts, tricks, self.declarer, no_trump, raised)
            result |= {
                "contract": self.contract_text(),
                "declarer": self.declarer,
                "raised": raised,
                "contracts": contracts,
                "total": sum(contracts),
                "fulfilled": [
                    scoring.fulfilled(c, t) for c, t in zip(contracts, tricks, strict=True)
                ],
                "placement": list(scoring.placement_points(contracts, tricks)),
                "bonus": list(
                    scoring.team_bonus(contracts, tricks, self.declarer, no_trump, raised)
                ),
            }
        result["scores"] = list(scores)
        carry: BeyondCarry = self.carry
        return DealOutcome(scores, result, carry.after(scores))

    # -- views and records ------------------------------------------------------------------

    def sorted_cards(self, mask: int) -> list[str]:
        """A hand for people: jokers first, then spades, hearts, diamonds, clubs, high first."""
        texts = self.table.texts
        return [texts[i] for i in self.game.display_order if mask >> i & 1]

    build_view = deal_view


# -- the phase table ------------------------------------------------------------------------


class AuctionStep(Step[BeyondDeal]):
    """B2-B4: from dealer's left, bids, passes, raises and re-raises until three passes follow
    a call; four passes at the start make a pass round."""

    def to_act(self, deal: BeyondDeal) -> int | None:
        return deal.auction.next_seat

    def actions(self, deal: BeyondDeal, seat: int) -> list[Action]:
        return deal.auction.legal(seat)

    def refusal(self, deal: BeyondDeal, seat: int, action: Action) -> str | None:
        return deal.auction.refusal(seat, action)

    def do(self, deal: BeyondDeal, seat: int, action: Action) -> None:
        deal.log.add(seat, CALL, action.text, action)
        deal.auction.call(action)
        if deal.auction.is_over:
            deal.end_auction()


class ClaimStep(TurnStep[BeyondDeal]):
    """B6: the other three, from declarer's left, each claim 0..13 tricks; the last may not
    make the four contracts total 13."""

    def order(self, deal: BeyondDeal) -> Turns:
        declarer = deal.auction.bidder
        assert declarer is not None
        return Turns.each_once(s for s in round_from_left(declarer, 4) if s != declarer)

    def actions(self, deal: BeyondDeal, seat: int) -> list[Action]:
        forbidden = deal.forbidden_claim()
        return [c for c in CLAIMS if c.value != forbidden]

    def refusal(self, deal: BeyondDeal, seat: int, action: Action) -> str | None:
        if action.kind != "claim":
            return "now the other players claim their tricks: claim N (B6)"
        if action.value == deal.forbidden_claim():
            return (
                f"claim {action.value} would make the four contracts total 13: the last "
                "claimer may not (B6)"
            )
        return None

    def do(self, deal: BeyondDeal, seat: int, action: Action) -> None:
        deal.log.add(seat, "claim", action.text, action)
        deal.contracts[seat] = action.value
        deal.end_turn()


class BeyondPlay(PlayStep[BeyondDeal]):
    """B7-B9: dealer's left leads; follow suit; jokers as B8 says; B9 blocks a joker lead."""

    not_a_card = "the auction and claims are over: play a card"

    def begin(self, deal: BeyondDeal) -> None:
        deal.trick = Trick((deal.dealer + 1) % 4)  # B7: dealer's left leads, in a pass round too

    def do(self, deal: BeyondDeal, seat: int, action: Action) -> None:
        deal.log.add(seat, "play", action.text, action)
        trick = deal.trick
        if trick is not None and not trick.cards and deal.joker_led and action.cards[0].is_joker:
            # B9: a blocked leader leads a joker only when holding nothing but jokers.
            deal.voids[seat] |= ALL_SUITS_VOID
        deal.play_card(seat, action)


BeyondDeal.phase_table = {AUCTION: AuctionStep(), CLAIM: ClaimStep(), PLAY: BeyondPlay()}
