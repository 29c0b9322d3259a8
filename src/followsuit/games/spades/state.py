"""A deal of Spades: the bidding (with blind nil and its exchange), then thirteen tricks.

Phases, as the rules run:
1. ``bid``: from dealer's left, each player bids once: ``nil`` or 1..13 (no passing). A player
   whose side is behind by the blind-nil margin has not looked at the cards: at the turn to bid
   they say ``blind nil`` or ``look`` (ruling G4), and only then see their hand.
2. ``exchange``: after a blind nil, the bidder gives partner two cards face down
   (``give 7H 8H``), and partner gives two back.
3. ``play``: dealer's left leads; follow suit; spades are trumps and may not be led until
   broken (a spade played to another suit's lead) unless the leader holds only spades (S2).
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import combinations
from random import Random
from typing import TYPE_CHECKING, Any

from followsuit.cards import Card, Suit, bits
from followsuit.engine import Action, DealOutcome, Trick, View, deal_hands, deal_unknown, normalise
from followsuit.engine.trickplay import TrickPlay
from followsuit.errors import NotationError
from followsuit.games.spades.scoring import BLIND_NIL, NIL, score_side

if TYPE_CHECKING:
    from followsuit.games.spades.rules import SpadesCarry, SpadesGame

BID, EXCHANGE, PLAY, OVER = "bid", "exchange", "play", "over"
EXCHANGE_SIZE = 2

LOOK = Action("look", "look")
BID_ACTIONS = {n: Action("bid", "nil" if n == NIL else str(n), n) for n in range(14)}
BID_ACTIONS[BLIND_NIL] = Action("bid", "blind nil", BLIND_NIL)


def bid_text(bid: int | None) -> str | None:
    return None if bid is None else BID_ACTIONS[bid].text


class SpadesDeal(TrickPlay):
    """One deal of Spades, from the deal to the last trick."""

    game: SpadesGame

    def __init__(self, game: SpadesGame, order: Sequence[int], dealer: int, carry: Any) -> None:
        super().__init__(game, order, dealer, carry)
        self.suit_of = game.suit_of
        self.suit_masks = game.suit_masks
        self.rank_power = game.rank_power
        self.trump = int(Suit.SPADES)
        hands, _ = deal_hands(order, 4, (dealer + 1) % 4, (1,) * 13)
        self.setup_play(hands, 13)
        self.phase = BID
        self.bids: list[int | None] = [None] * 4
        self.looked = [not self._side_may_bid_blind(seat) for seat in range(4)]
        self.bidder = (dealer + 1) % 4
        self.blind_nil_seat: int | None = None
        self.giver: int | None = None
        self.gave = [0] * 4
        self.spades_broken = False
        self.log: list[tuple[int, str, bool]] = []

    def _copy_into(self, new: Any) -> None:
        self._copy_play_into(new)
        new.bids = list(self.bids)
        new.looked = list(self.looked)
        new.gave = list(self.gave)
        new.log = list(self.log)

    # -- rules of the bidding -----------------------------------------------------------

    @property
    def carry_state(self) -> SpadesCarry:
        carry: SpadesCarry = self.carry
        return carry

    def _side_may_bid_blind(self, seat: int) -> bool:
        """Blind nil is open to a side behind by the margin or more (S1)."""
        options = self.game.options
        if not (options.nil and options.blind_nil):
            return False
        totals = self.carry_state.totals
        return totals[1 - seat % 2] - totals[seat % 2] >= options.blind_nil_margin

    def _blind_nil_open(self, seat: int) -> bool:
        partner = (seat + 2) % 4
        return self._side_may_bid_blind(seat) and self.bids[partner] != BLIND_NIL

    def _bid_actions(self, seat: int) -> list[Action]:
        if not self.looked[seat]:
            return [BID_ACTIONS[BLIND_NIL], LOOK] if self._blind_nil_open(seat) else [LOOK]
        low = NIL if self.game.options.nil else 1
        return [BID_ACTIONS[n] for n in range(low, 14)]

    # -- the State protocol ---------------------------------------------------------------

    @property
    def to_act(self) -> int | None:
        if self.phase == PLAY:
            return self.play_seat()
        if self.phase == BID:
            return self.bidder
        if self.phase == EXCHANGE:
            return self.giver
        return None

    def legal_actions(self) -> list[Action]:
        seat = self.to_act
        if seat is None:
            return []
        if self.phase == PLAY:
            return self.play_actions(seat)
        if self.phase == BID:
            return self._bid_actions(seat)
        return [self._give_action(seat, mask) for mask in self._give_choices(seat)]

    def parse(self, text: str) -> Action:
        key = normalise(text)
        if key in ("nil", "0"):
            return BID_ACTIONS[NIL]
        if key in ("blind nil", "blind"):
            return BID_ACTIONS[BLIND_NIL]
        if key == "look":
            return LOOK
        if key.isdigit():
            number = int(key)
            if 1 <= number <= 13:
                return BID_ACTIONS[number]
            raise NotationError(f"{text!r}: a bid is nil or a number of tricks from 1 to 13")
        if key.startswith("give"):
            cards = tuple(Card.parse(t) for t in key.split()[1:])
            return Action("give", "give " + " ".join(map(str, cards)), 0, cards)
        try:
            return self.table.parse(key)
        except NotationError as error:
            raise NotationError(
                f"{text!r} is not a Spades action: bid (nil, 1..13, blind nil), look, "
                f"give CARD CARD, or a card such as QH ({error})"
            ) from None

    def check(self, action: Action) -> str | None:
        seat = self.to_act
        if seat is None:
            return "the deal is over"
        if self.phase == PLAY:
            if action.kind == "play":
                return self.play_refusal(seat, action)
            return "the bidding is over: play a card"
        if self.phase == BID:
            return self._bid_refusal(seat, action)
        return self._give_refusal(seat, action)

    def _bid_refusal(self, seat: int, action: Action) -> str | None:
        if action.kind not in ("bid", "look"):
            return "it is the bidding: bid nil or 1 to 13"
        if action in self._bid_actions(seat):
            return None
        if action is LOOK:
            return "you have already looked at your cards"
        if action.value == BLIND_NIL:
            if self.looked[seat]:
                return "blind nil must be bid before looking at the cards"
            if self.bids[(seat + 2) % 4] == BLIND_NIL:
                return "partner has already bid blind nil"
            return (
                "blind nil is allowed only to a side behind by "
                f"{self.game.options.blind_nil_margin} points or more"
            )
        if not self.looked[seat]:
            return "say 'blind nil' or 'look' before bidding"
        return "nil is not allowed in this game: bid 1 to 13"

    def _give_choices(self, seat: int) -> list[int]:
        hand = self.hands[seat]
        faces = list(bits(hand))
        return [a | b for a, b in ((1 << x, 1 << y) for x, y in combinations(faces, 2))]

    def _give_action(self, seat: int, mask: int) -> Action:
        cards = tuple(self.game.pack[i] for i in bits(mask))
        return Action("give", "give " + " ".join(map(str, cards)), 0, cards)

    def _give_refusal(self, seat: int, action: Action) -> str | None:
        if action.kind != "give":
            return f"the blind nil exchange: give partner {EXCHANGE_SIZE} cards (give 7H 8H)"
        if len(action.cards) != EXCHANGE_SIZE:
            return f"give exactly {EXCHANGE_SIZE} cards"
        try:
            self.game.pack.mask_from_cards(action.cards, within=self.hands[seat])
        except NotationError:
            return "you can give only cards you hold"
        return None

    def _do(self, action: Action) -> None:
        seat = self.to_act
        assert seat is not None
        if self.phase == PLAY:
            card = (self.hands[seat] & self.table.copies_mask[action.cards[0]]).bit_length() - 1
            trick = self.trick
            if (
                trick is not None
                and trick.cards
                and self.suit_of[card] == self.trump
                and self.suit_of[trick.cards[0]] != self.trump
            ):
                self.spades_broken = True
            self.log.append((seat, action.text, False))
            self.place_card(seat, card)
        elif self.phase == BID:
            self.log.append((seat, action.text, False))
            if action is LOOK:
                self.looked[seat] = True
                return
            self.bids[seat] = action.value
            if action.value == BLIND_NIL:
                self.blind_nil_seat = seat
            self.bidder = (seat + 1) % 4
            if all(b is not None for b in self.bids):
                self.looked = [True] * 4
                if self.blind_nil_seat is not None:
                    self.phase = EXCHANGE
                    self.giver = self.blind_nil_seat
                else:
                    self._start_play()
        else:
            self.log.append((seat, action.text, True))
            mask = self.game.pack.mask_from_cards(action.cards, within=self.hands[seat])
            partner = (seat + 2) % 4
            self.hands[seat] ^= mask
            self.hands[partner] |= mask
            self.gave[seat] = mask
            if seat == self.blind_nil_seat:
                self.giver = partner
            else:
                self._start_play()

    def _start_play(self) -> None:
        self.phase = PLAY
        self.giver = None
        self.trick = Trick((self.dealer + 1) % 4)

    # -- play hooks -----------------------------------------------------------------------

    def lead_mask(self, seat: int, hand: int) -> int:
        if self.spades_broken:
            return hand
        return (hand & ~self.suit_masks[Suit.SPADES]) or hand

    def lead_refusal(self, seat: int, card: int) -> str:
        return "spades may not be led until broken, unless you hold only spades"

    def all_tricks_played(self) -> None:
        self.phase = OVER

    # -- scores ---------------------------------------------------------------------------

    def outcome(self) -> DealOutcome:
        assert self.phase == OVER, "the deal is not over"
        carry = self.carry_state
        scores = []
        sides = []
        for side in (0, 1):
            seats = (side, side + 2)
            bids = [self.bids[s] for s in seats]
            assert all(b is not None for b in bids)
            result = score_side(
                [b for b in bids if b is not None],
                [self.tricks_won[s] for s in seats],
                carry.bags[side],
                self.game.scoring,
            )
            scores.append(result.points)
            sides.append(result)
        from followsuit.games.spades.rules import SpadesCarry

        new_carry = SpadesCarry(
            totals=(carry.totals[0] + scores[0], carry.totals[1] + scores[1]),
            bags=(sides[0].bag_total, sides[1].bag_total),
        )
        details = {
            "bids": [bid_text(b) for b in self.bids],
            "tricks": list(self.tricks_won),
            "contracts": [s.contract for s in sides],
            "made": [s.made for s in sides],
            "bags": [s.bags for s in sides],
            "bag_penalties": [s.penalties for s in sides],
            "nil_points": [s.nil_points for s in sides],
        }
        return DealOutcome((scores[0], scores[1]), details, new_carry)

    # -- views ------------------------------------------------------------------------------

    def visible_to(self, seat: int | None) -> int:
        """Add the cards this seat gave its partner in a blind-nil exchange."""
        if seat is None:
            return self.played
        own = self.hands[seat] if self.looked[seat] else 0
        return own | self.played | self.gave[seat]

    def sorted_cards(self, mask: int) -> list[str]:
        pack = self.game.pack
        order = sorted(bits(mask), key=lambda i: (-self.suit_of[i], -self.rank_power[i]))
        return [str(pack[i]) for i in order]

    def view(self, seat: int | None) -> View:
        to_act = self.to_act
        view: View = {
            "game": self.game.name,
            "seat": seat,
            "players": self.game.player_names,
            "dealer": self.dealer,
            "phase": self.phase,
            "to_act": to_act,
            "legal": [a.text for a in self.legal_actions()] if seat == to_act else [],
            "hand": None,
            "bids": [bid_text(b) for b in self.bids],
            "looked": list(self.looked),
            "spades_broken": self.spades_broken,
            "gave": [],
            "log": [
                [s, text if not secret or seat in (s, (s + 2) % 4) else "give"]
                for s, text, secret in self.log
            ],
            "match_scores": list(self.carry_state.totals),
            "bags": list(self.carry_state.bags),
        }
        if seat is not None:
            if self.looked[seat]:
                view["hand"] = self.sorted_cards(self.hands[seat])
            view["gave"] = self.cards_text(self.gave[seat])
        view.update(self.play_view())
        return view


def sample_deal(game: SpadesGame, view: View, rng: Random) -> SpadesDeal:
    """A deal consistent with ``view``: hidden cards dealt anew, respecting hand sizes, voids,
    played cards and cards this seat gave its partner."""
    from followsuit.games.spades.rules import SpadesCarry

    pack = game.pack
    seat: int | None = view["seat"]
    sizes: list[int] = view["hand_sizes"]
    hands = [0] * 4
    known = pack.mask_from_cards(Card.parse(c) for c in view["played"])
    if seat is not None and view["hand"] is not None:
        hands[seat] = pack.mask_from_cards(Card.parse(c) for c in view["hand"])
        known |= hands[seat]
    if seat is not None and view["gave"]:
        partner = (seat + 2) % 4
        given = pack.mask_from_cards(Card.parse(c) for c in view["gave"]) & ~known
        hands[partner] |= given
        known |= given
    needs = [
        0 if s == seat and view["hand"] is not None else sizes[s] - hands[s].bit_count()
        for s in range(4)
    ]
    forbidden = [0] * 4
    for s, void_suits in enumerate(view["voids"]):
        for symbol in void_suits:
            forbidden[s] |= game.suit_masks[Suit.parse(symbol)]
    unknown = [i for i in range(len(pack)) if not known >> i & 1]
    dealt = deal_unknown(unknown, needs, forbidden, rng)
    for s in range(4):
        hands[s] |= dealt[s]

    deal = SpadesDeal.__new__(SpadesDeal)
    deal.game = game
    deal.order = []
    deal.dealer = view["dealer"]
    totals, bags = view["match_scores"], view["bags"]
    deal.carry = SpadesCarry((totals[0], totals[1]), (bags[0], bags[1]))
    deal.history = []
    deal.suit_of, deal.suit_masks, deal.rank_power = game.suit_of, game.suit_masks, game.rank_power
    deal.trump = int(Suit.SPADES)
    deal.setup_play(hands, 13)
    deal.phase = view["phase"]
    deal.bids = [None if b is None else deal.parse(b).value for b in view["bids"]]
    deal.looked = list(view["looked"])
    deal.bidder = (deal.dealer + 1 + sum(b is not None for b in deal.bids)) % 4
    blind = [s for s, b in enumerate(deal.bids) if b == BLIND_NIL]
    deal.blind_nil_seat = blind[0] if blind else None
    gives = sum(1 for _, text in view["log"] if text.startswith("give"))
    deal.giver = None
    if deal.phase == EXCHANGE and deal.blind_nil_seat is not None:
        deal.giver = deal.blind_nil_seat if gives == 0 else (deal.blind_nil_seat + 2) % 4
    deal.gave = [0] * 4
    if seat is not None:
        deal.gave[seat] = pack.mask_from_cards(Card.parse(c) for c in view["gave"])
    deal.spades_broken = view["spades_broken"]
    deal.log = [(s, text, text.startswith("give")) for s, text in view["log"]]
    deal.played = pack.mask_from_cards(Card.parse(c) for c in view["played"])
    deal.tricks_won = list(view["tricks_won"])
    deal.tricks_played = sum(deal.tricks_won)
    deal.voids = [sum(1 << Suit.parse(x) for x in v) for v in view["voids"]]
    deal.trick = _trick_from_view(pack, view["trick"])
    deal.last_trick = _trick_from_view(pack, view["last_trick"])
    return deal


def _trick_from_view(pack: Any, data: dict[str, Any] | None) -> Trick | None:
    if data is None:
        return None
    trick = Trick(data["leader"])
    for entry in data["cards"]:
        trick.add(entry["seat"], pack.mask_from_cards([Card.parse(entry["card"])]).bit_length() - 1)
    return trick
