"""A deal of 19: the auction, the stock, the discards, the call, the declarations, the play.

The order of play (``ORDER_OF_PLAY``), as the rules run (N2-N9):
1. ``auction`` (none for two players): from dealer's left, Eldest obliged to bid (N3).
2. ``prefer``, after a preferred bid: the stock looked at group by group, ``take N`` or
   ``next`` (N5).
3. ``discard``: whoever took stock cards discards as many, in turn (N4, N5).
4. ``declare``: the call made by itself after Partnership's discards (N4; N9 for three and
   two); then from declarer's left round to declarer, ``pass`` or ``declare …`` (N6);
   ``contra``, if anyone declared: each who declared, ``pass`` or ``contra …``.
5. ``volunteer``, three players: the dummy exposed; a defender volunteers to play it when
   nobody else does (N9).
6. ``play``: declarer leads; follow suit, else trump, else any card (N7); the Emperor trick (N1).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from followsuit.cards import Suit
from followsuit.engine import Action, DealOutcome, Trick, deal_hands
from followsuit.engine.auction import Auction
from followsuit.engine.native import NativeExtras
from followsuit.engine.phases import When
from followsuit.engine.sides import Sides
from followsuit.engine.stock import Stock
from followsuit.engine.turns import round_from_left
from followsuit.engine.view_log import ViewLog
from followsuit.games.nineteen.auction import NINETEEN_AUCTION
from followsuit.games.nineteen.cards import masks
from followsuit.games.nineteen.outcome import deal_outcome
from followsuit.games.nineteen.phases import Phase
from followsuit.games.nineteen.position import NineteenPosition, NineteenRules
from followsuit.games.nineteen.scoring import (
    GROUP_SIZES,
    PARTNERSHIP,
    TRUMP_TIERS,
    preference_groups,
)
from followsuit.games.nineteen.seen import NineteenSeen, seen_by
from followsuit.games.nineteen.steps import PHASE_TABLE
from followsuit.games.nineteen.view import deal_view

STOCK_SIZE = 6
HAND_SIZE = 12
TRICKS = 12


def an_auction(deal: NineteenDeal) -> bool:
    """N3: three or four players bid; N9: two players have no auction, Opponent takes the
    stock as declarer of a Partnership."""
    return deal.auction is not None


def a_preferred_bid(deal: NineteenDeal) -> bool:
    """N5: after a preferred bid declarer looks at the stock group by group; after
    Partnership the stock is taken by itself (N4), after Solo it is not seen."""
    return deal.bid in GROUP_SIZES


def anyone_declared(deal: NineteenDeal) -> bool:
    """N6: "then, if anyone declared, a contra round"."""
    return bool(deal.declarations)


def a_dummy(deal: NineteenDeal) -> bool:
    """N9: with three players the fourth hand is a dummy, exposed after the declarations; its
    player is settled then, or a defender volunteers to play it."""
    return deal.game.options.players == 3


ORDER_OF_PLAY = (
    When(Phase.AUCTION, an_auction),
    When(Phase.PREFER, a_preferred_bid),
    Phase.DISCARD,
    Phase.DECLARE,
    When(Phase.CONTRA, anyone_declared),
    When(Phase.VOLUNTEER, a_dummy),
    Phase.PLAY,
    Phase.OVER,
)
"""N3-N9: the auction, the stock looked at after a preferred bid, the discards of whoever
took stock cards, the call and the declarations, the contras if anyone declared, the dummy's
player with three, the play."""


def discard_choices(hand: int, trumps: int, barred: int) -> int:
    """N4: the cards that may be discarded now, one at a time: no king, no honour (``barred``);
    a trump only when the hand has no other card left to discard."""
    allowed = hand & ~barred
    return allowed & ~trumps or allowed


class NineteenDeal(NineteenPosition):
    """One deal of 19, from the auction (or the two-player exchange) to the twelfth trick."""

    phase: Phase
    phase_table = PHASE_TABLE

    def __init__(self, game: NineteenRules, order: Sequence[int], dealer: int, carry: Any) -> None:
        super().__init__(game, order, dealer, carry)
        self.trump = int(Suit.TRUMPS)
        self.cards = masks(game.pack)
        hands, _ = deal_hands(order, 4, (dealer + 1) % 4, (6, 6), start=STOCK_SIZE)
        self.setup_play(hands, TRICKS, game.trick_rules)
        self.stock = Stock.of(order[:STOCK_SIZE], players=4)
        self.live = game.live
        self.discards = [0, 0, 0, 0]
        self.drew = [0, 0, 0, 0]
        self.bid = None
        self.declarer = None
        self.level = 1
        self.called = None
        self.partner = None
        self.sides = None
        self.declarations = []
        self.contras = {}
        self.exposed: list[int] = []
        self.controllers = [0, 1, 2, 3]
        self.log = ViewLog()
        self.auction = None
        if game.options.players == 2:
            self.two_player_exchange()
        else:
            self.auction = Auction.start(
                NINETEEN_AUCTION,
                players=4,
                first=(dealer + 1) % 4,
                dealer=dealer,
                skip=game.dummies,
            )
        self.run(ORDER_OF_PLAY)

    def _copy_into(self, new: Any) -> None:
        self._copy_play_into(new)
        new.stock = self.stock.copy()
        new.discards = self.discards[:]
        new.drew = self.drew[:]
        new.sides = self.sides.copy() if self.sides is not None else None
        new.declarations = self.declarations[:]
        new.contras = dict(self.contras)
        new.turns = self.turns.copy()
        new.exposed = self.exposed[:]
        new.controllers = self.controllers[:]
        new.log = self.log.copy()
        new.auction = self.auction.copy() if self.auction is not None else None

    # -- seats ------------------------------------------------------------------------------

    def seen_by(self, seat: int | None) -> NineteenSeen:
        """What ``seat`` (None: a spectator) has seen beyond its hand, the voids and the log:
        19's record (``seen.seen_by``), which its view writes and the resampler reads."""
        return seen_by(self, seat)

    def controller(self, hand: int) -> int:
        """N9: a dummy's cards are played by declarer or a defender."""
        return self.controllers[hand]

    def core_key(self) -> Any:
        """The native rules name each dummy's player (``controller``)."""
        return self.trump, tuple(self.controllers)

    @property
    def defenders(self) -> list[int]:
        assert self.sides is not None
        return self.sides.members(1)

    # -- the stock --------------------------------------------------------------------------

    def take_stock(self, seat: int, card: int) -> None:
        """``seat`` takes one named stock card into its hand (N4: fixed cards of the stock)."""
        self.stock.take_card(seat, card)
        self.hands[seat] |= 1 << card
        self.drew[seat] |= 1 << card

    def partnership_draws(self) -> None:
        """N4: declarer takes cards 1-4, the player opposite card 5, the player on declarer's
        left card 6; a dummy's card (three players) stays with the stock for the defenders."""
        assert self.declarer is not None
        declarer = self.declarer
        order = self.stock.order
        for card in order[:4]:
            self.take_stock(declarer, card)
        for seat, card in (((declarer + 2) % 4, order[4]), ((declarer + 1) % 4, order[5])):
            if seat in self.live:
                self.take_stock(seat, card)

    def two_player_exchange(self) -> None:
        """N9, two players: Opponent (declarer, Partnership) takes stock cards 1-4, Dealer the
        other two; each discards as many."""
        dealer = self.dealer
        opponent = round_from_left(dealer, 4, self.live)[0]
        player = next(s for s in self.live if s != opponent)
        self.bid, self.declarer = PARTNERSHIP, opponent
        order = self.stock.order
        for card in order[:4]:
            self.take_stock(opponent, card)
        for card in order[4:]:
            self.take_stock(player, card)

    def start_preference(self) -> None:
        """N5: the stock split into groups; declarer looks at the first."""
        assert self.bid is not None and self.declarer is not None
        self.stock.split(preference_groups(self.bid))
        self.stock.look(self.declarer)

    def take_group(self, number: int) -> None:
        assert self.declarer is not None and self.bid is not None
        mask = self.stock.take_group(self.declarer, number)
        self.level = self.stock.level
        self.hands[self.declarer] |= mask
        self.drew[self.declarer] |= mask

    # -- the discards and the call ----------------------------------------------------------

    def discard_options(self, seat: int) -> int:
        """The cards ``seat`` may discard now (N4)."""
        cards = self.cards
        return discard_choices(self.hands[seat], cards.trumps, cards.kings | cards.honours)

    def discard(self, seat: int, card: int) -> None:
        """One card to ``seat``'s discards."""
        self.hands[seat] &= ~(1 << card)
        self.discards[seat] |= 1 << card

    def after_discards(self) -> None:
        assert self.declarer is not None
        if self.bid == PARTNERSHIP:
            self.call_partner()
        else:
            self.sides = Sides.declarer_and_partner(4, self.declarer, None)

    def holder(self, card: int) -> tuple[str, int] | None:
        """Where a card lies: (``hand`` or ``discard``, seat); None in the stock."""
        bit = 1 << card
        for seat in range(4):
            if self.hands[seat] & bit:
                return "hand", seat
            if self.discards[seat] & bit:
                return "discard", seat
        return None

    def call_partner(self) -> None:
        """N4: the highest of T19 … T1 not in declarer's hand; its holder is the secret
        partner, declarer alone when it lies in a discard. N9: with three players its holder
        announces itself; with two, the highest such trump held by a dummy."""
        assert self.declarer is not None
        declarer = self.declarer
        index = self.cards.trump_index
        players = self.game.options.players
        called = None
        for number in range(19, 0, -1):
            bit = 1 << index[number]
            if self.hands[declarer] & bit:
                continue
            if players == 2 and not any(self.hands[d] & bit for d in self.game.dummies):
                continue
            called = number
            break
        self.called = called
        if called is None:  # two players, no such trump in a dummy: the dummy on the left
            self.partner = (declarer + 1) % 4
        else:
            place = self.holder(index[called])
            self.partner = place[1] if place is not None and place[0] == "hand" else None
        if players == 4:
            self.sides = Sides.declarer_and_partner(4, declarer, self.partner, secret=True)
            if self.partner is None:
                place = self.holder(index[called]) if called is not None else None
                if place is not None:
                    self.sides.tell(place[1])
        elif players == 3:
            announced = self.partner in self.live
            self.sides = Sides.declarer_and_partner(4, declarer, self.partner, secret=not announced)
        else:
            assert self.partner is not None
            self.sides = Sides.declarer_and_partner(4, declarer, self.partner)
            other = next(d for d in self.game.dummies if d != self.partner)
            player = next(s for s in self.live if s != declarer)
            self.controllers[self.partner] = declarer
            self.controllers[other] = player
            self.exposed = list(self.game.dummies)

    # -- declarations and contras -----------------------------------------------------------

    def holding_points(self, seat: int, name: str) -> int:
        """N6: the points of a holding in ``seat``'s hand now (0: not held)."""
        hand, cards = self.hands[seat], self.cards
        if name == "trumps":
            count = (hand & cards.trumps).bit_count()
            return max((points for at_least, points in TRUMP_TIERS if count >= at_least), default=0)
        if name == "honours":
            return 8 if hand & cards.honours == cards.honours else 0
        if name == "kings":
            return 8 if hand & cards.kings == cards.kings else 0
        if name == "royal":
            return 12 if (hand & (cards.honours | cards.kings)).bit_count() >= 4 else 0
        return 0

    def declared_achievements(self) -> dict[str, int]:
        """Achievement -> the seat that declared it."""
        found = {}
        for seat, names, _ in self.declarations:
            for name in names:
                if name in ("sparrow", "slam"):
                    found[name] = seat
        return found

    def declaration_refusal(self, seat: int, names: Sequence[str]) -> str | None:
        taken = self.declared_achievements()
        for name in names:
            if name in taken:
                return f"{name} is declared already (by {self.game.player_names[taken[name]]})"
            if name in ("sparrow", "slam"):
                continue
            if not self.holding_points(seat, name):
                return f"{name}: the hand does not hold it (N6)"
        if "royal" in names and ("honours" in names or "kings" in names):
            return "royal may not be combined with honours or kings (N6)"
        return None

    def declare(self, seat: int, names: tuple[str, ...]) -> None:
        points = tuple(self.holding_points(seat, n) for n in names)
        self.declarations.append((seat, names, points))

    def contra_options(self, seat: int) -> list[str]:
        """N6: ``bid`` for a true defender; ``sparrow`` or ``slam`` declared by a player this
        seat does not know to be on its side; each item once."""
        assert self.sides is not None and self.declarer is not None
        items = []
        if "bid" not in self.contras and self.sides.side(seat) == 1:
            items.append("bid")
        for name, by in self.declared_achievements().items():
            if name in self.contras or by == seat:
                continue
            if self.sides.knows(seat, by) and self.sides.same_side(seat, by):
                continue
            items.append(name)
        return items

    def expose_dummy(self) -> None:
        """N9, three players: the dummy is exposed now, and its player is settled when the
        call says who it is."""
        assert self.sides is not None and self.declarer is not None
        dummy = self.game.dummies[0]
        self.exposed = [dummy]
        self.sides.reveal()
        if self.partner == dummy:
            self.controllers[dummy] = self.declarer
        elif self.partner is not None:
            self.controllers[dummy] = next(
                s for s in self.live if s not in (self.declarer, self.partner)
            )

    def volunteer(self, seat: int) -> None:
        self.controllers[self.game.dummies[0]] = seat

    # -- the play ---------------------------------------------------------------------------

    def trick_winner(self, trick: Trick) -> int:
        """N1: the highest trump, else the highest card of the suit led; the Emperor trick:
        when the Juggler, the World and Tomfool fall together, the Juggler wins."""
        cards = self.cards
        if (
            cards.juggler in trick.cards
            and cards.world in trick.cards
            and cards.fool in trick.cards
        ):
            return trick.seats[trick.cards.index(cards.juggler)]
        return super().trick_winner(trick)

    def native_extras(self) -> NativeExtras:
        """N1 as data: the Emperor trick (``trick_winner``); the dummies' players are the
        deal's ``controller``, which the native rules read."""
        cards = self.cards
        return NativeExtras(
            capture_all=(1 << cards.juggler) | (1 << cards.world) | (1 << cards.fool),
            capture_by=cards.juggler,
        )

    def play(self, hand: int, action: Action) -> None:
        self.log.add(hand, "play", action.text, action)
        called = self.called
        sides = self.sides
        if (
            called is not None
            and sides is not None
            and not sides.is_public
            and action.cards[0] == self.game.pack[self.cards.trump_index[called]]
        ):
            sides.reveal()
        self.play_card(hand, action)

    def all_tricks_played(self) -> None:
        """The deal is over: every partnership is clear (N8)."""
        self.next_phase()
        if self.sides is not None:
            self.sides.reveal()

    # -- the state protocol -----------------------------------------------------------------

    def parse(self, text: str) -> Action:
        return self.game.grammar.parse(text, self.table.parse, self.legal_actions)

    def places(self) -> dict[str, int]:
        places = super().places()
        places["stock"] = self.stock.mask
        for seat in range(4):
            places[f"discards {seat}"] = self.discards[seat]
        return places

    def visible_to(self, seat: int | None) -> int:
        """Own hand and discards, the stock cards this seat has seen or that lie face up,
        exposed dummies and the cards played."""
        visible = super().visible_to(seat) | self.stock.known_to(seat)
        if seat is not None:
            visible |= self.discards[seat]
        for dummy in self.exposed:
            visible |= self.hands[dummy]
        return visible

    def outcome(self) -> DealOutcome:
        assert self.phase == Phase.OVER, "the deal is not over"
        return deal_outcome(self)

    build_view = deal_view
