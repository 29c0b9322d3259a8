"""A deal of Spades: what comes before the play (by the options), then thirteen tricks.

The order of play (``SpadesGame.order_of_play``: each phase only when its option asks for it;
one that leaves nobody to act is passed over):
1. ``cut``: French cut: the cutter (dealer's right) gives each player one of four face-up cards.
2. ``extras``: with 54 cards, the two left over go to the dealer or the holder of the 2C, or
   lie face down (widow; Mitchell's cards, taken after the bidding). Nobody acts.
3. ``discard``: that player discards two face down (unless that waits for the bidding).
4. ``pass``: each player passes cards face down to partner, all at once.
5. ``bid``: from dealer's left, each player bids once (``nil`` or 1..13, no passing); a
   player whose side may bid blind nil has not looked at the cards and says ``blind nil`` or
   ``look`` first (ruling G4). With team bidding (``tell``), each side in turn (non-dealers
   first): the first partner says ``look`` or a blind bid, then ``tell BOOKS POSSIBLES``; the
   second names the side's bid (``team bid``; or, after a blind bid, ``come out`` to 10 or
   ``stay``).
6. ``take``: Mitchell: the side that bid more says who takes the two cards left over.
7. ``discard``: whoever holds more than 13 cards discards face down.
8. ``exchange``: after a blind nil, the bidder gives partner two cards face down
   (``give 7H 8H``), and partner gives two back; or the bidder says ``decline`` (G4).
9. ``play``: dealer's left leads; follow suit; spades are trumps and may not be led until
   broken (a spade played to another suit's lead) unless the leader holds only spades (S2).

Who acts in each phase, and in what order, is its step's (``steps.py``, ``bidding.py``),
stated with the engine's turn-order block.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from followsuit.cards import Card, Suit, bits
from followsuit.engine import Action, DealOutcome, Trick, deal_hands, mask_of
from followsuit.engine.infostate import cards_of
from followsuit.engine.trickplay import PlayStep, TrickPlay, deal_start, keep_deal_start
from followsuit.engine.view_log import ViewLog
from followsuit.games.spades.actions import bid_text
from followsuit.games.spades.carry import SpadesCarry
from followsuit.games.spades.phases import Phase
from followsuit.games.spades.position import SpadesPosition, SpadesRules
from followsuit.games.spades.scoring import BLIND_NIL, Contracts, SideScore
from followsuit.games.spades.seen import SpadesSeen
from followsuit.games.spades.steps import STEPS
from followsuit.games.spades.view import PLAYED, deal_view

PLAY, OVER = Phase.PLAY, Phase.OVER
NOTHING_SHOWN: tuple[tuple[Card, ...], ...] = ((),) * 4
"""No card shown in any hand."""


class SpadesDeal(SpadesPosition):
    """One deal of Spades, from the deal to the last trick."""

    def __init__(self, game: SpadesRules, order: Sequence[int], dealer: int, carry: Any) -> None:
        kept = deal_start(type(self), game)
        if kept is not None:
            self.__dict__ = kept.copy()  # every attribute below, and the play's start values
        super().__init__(game, order, dealer, carry)
        options = game.options
        self.trump = int(Suit.SPADES)
        self.turned: list[int] = list(order[:4]) if options.french_cut else []
        start = len(self.turned)
        round_size = 12 if options.french_cut else 13
        hands, position = deal_hands(order, 4, (dealer + 1) % 4, (1,) * round_size, start)
        if kept is None:
            self.setup_play(hands, 13, game.trick_rules)
        else:
            self.setup_hands(hands, 13)
        self.leftover: list[int] = list(order[position:])
        self.extra = mask_of(self.leftover)
        """Cards left over and in no hand: not yet given out, Mitchell's before they are
        taken, or the widow."""
        self.extra_holder: int | None = None
        self.bids: list[int | None] = [None] * 4
        self.team_bids: list[int | None] = [None, None]
        self.blind: list[bool] = [False, False]
        self.came_out: list[bool] = [False, False]
        self.tells: list[tuple[int, int] | None] = [None] * 4
        self.looked = [False] * 4 if options.french_cut else self.looked_unless_blind()
        self.blind_nil_seat: int | None = None
        self.shown = mask_of(self.turned)
        """Cards whose place everyone knows: the French cut's face-up cards, then in a hand
        (a French-cut card, the 2C that drew the extra cards) until their holder passes,
        gives or discards."""
        self.located = [0] * 4
        """Cards each seat knows its partner holds (cards it gave, until partner discards)."""
        self.passing = [0] * 4
        self.discards = [0] * 4
        self.to_discard = [0] * 4
        self.log = ViewLog()
        self.run(game.order_of_play)
        if kept is None:
            keep_deal_start(self, game.trick_rules)

    def _copy_into(self, new: Any) -> None:
        self._copy_play_into(new)
        new.log = self.log.copy()
        if self.phase is PLAY or self.phase is OVER:
            return  # the lists below change only before the play: shared from now
        new.turns = self.turns.copy()
        new.bids = list(self.bids)
        new.team_bids = list(self.team_bids)
        new.blind = list(self.blind)
        new.came_out = list(self.came_out)
        new.tells = list(self.tells)
        new.looked = list(self.looked)
        new.located = list(self.located)
        new.passing = list(self.passing)
        new.discards = list(self.discards)
        new.to_discard = list(self.to_discard)

    # -- the phases before the play -------------------------------------------------------

    @property
    def carry_state(self) -> SpadesCarry:
        carry: SpadesCarry = self.carry
        return carry

    @property
    def bidding_this_deal(self) -> bool:
        """False for the first deal of a game under ``first_deal_no_bidding``."""
        return not (self.game.options.first_deal_no_bidding and self.carry_state.deals == 0)

    def may_bid_blind(self, seat: int) -> bool:
        """Blind nil (or a blind team bid) is open to a side behind by the margin (S1)."""
        return self.blind_sides()[seat % 2]

    def looked_unless_blind(self) -> list[bool]:
        """Who has looked at the cards when they are given out: every seat but those of a
        side that may bid blind (G4: they look, or bid blind, at their turn)."""
        first, second = self.blind_sides()
        return [not first, not second, not first, not second]

    def blind_sides(self) -> tuple[bool, bool]:
        """For each side, whether it may bid blind (``may_bid_blind``)."""
        options = self.game.options
        if not (options.blind_nil or options.blind_bids) or not self.bidding_this_deal:
            return False, False
        totals = self.carry_state.totals
        behind = totals[1] - totals[0]
        margin = options.blind_margin
        return behind >= margin, -behind >= margin

    def note(
        self, seat: int, kind: str, action: Action, public: str | None = None, audience: int = 0
    ) -> None:
        """Log an action; a secret one shows ``public`` to everyone outside ``audience``."""
        if public is None:
            self.log.add(seat, kind, action.text, action)
        else:
            self.log.add_secret(seat, kind, action.text, public, audience | 1 << seat, action)

    def hide_shown(self, seat: int) -> None:
        """Cards moved face down: nobody else knows any more where ``seat``'s shown cards are
        (only that they are with its side)."""
        self.shown &= ~self.hands[seat]

    # -- the State protocol (the rest comes from the phase table) -------------------

    def parse(self, text: str) -> Action:
        return self.game.grammar.parse(text, self.table.parse, self.legal_actions)

    # -- play hooks -----------------------------------------------------------------------

    @property
    def spades_broken(self) -> bool:
        """S2: a spade has been played to the lead of another suit (TrickPlay's ``trumped``)."""
        return self.trumped

    def lead_refusal(self, seat: int, card: int) -> str:
        return "spades may not be led until broken, unless you hold only spades"

    all_tricks_played = TrickPlay.next_phase
    """The last trick ends the play: the next phase (over)."""

    # -- scores ---------------------------------------------------------------------------

    def contracts(self) -> Contracts:
        """What the play is scored against, settled once the bidding is over."""
        options = self.game.options
        return Contracts(
            rules=options.scoring,
            team_bidding=options.team_bidding,
            bids=tuple(self.bids),
            team_bids=(tuple(self.team_bids) if self.bidding_this_deal else (None, None)),
            blind=(self.blind[0], self.blind[1]),
            bags=self.carry_state.bags,
        )

    def side_scores(self) -> list[SideScore]:
        return self.contracts().side_scores(self.tricks_won)

    def outcome(self) -> DealOutcome:
        assert self.phase == OVER, "the deal is not over"
        options = self.game.options
        carry = self.carry_state
        sides = self.side_scores()
        scores = (sides[0].points, sides[1].points)
        totals = (carry.totals[0] + scores[0], carry.totals[1] + scores[1])
        sets = tuple(0 if s.made else n + 1 for s, n in zip(sides, carry.sets_in_row, strict=True))
        decided = None
        tricks = [self.tricks_won[s] + self.tricks_won[s + 2] for s in (0, 1)]
        for side in (0, 1):
            if options.boston_wins and self.team_bids[side] == 10 and tricks[side] == 13:
                decided = side
        if decided is None and options.sets_to_lose is not None:
            losers = [side for side in (0, 1) if sets[side] >= options.sets_to_lose]
            if len(losers) == 1:
                decided = 1 - losers[0]
            elif len(losers) == 2 and totals[0] != totals[1]:
                decided = 0 if totals[0] > totals[1] else 1
        new_carry = SpadesCarry(
            totals=totals,
            bags=(sides[0].bag_total, sides[1].bag_total),
            deals=carry.deals + 1,
            sets_in_row=(sets[0], sets[1]),
            decided=decided,
        )
        details: dict[str, Any] = {
            "bids": [bid_text(b) for b in self.bids],
            "tricks": list(self.tricks_won),
            "contracts": [s.contract for s in sides],
            "made": [s.made for s in sides],
            "bags": [s.bags for s in sides],
            "bag_penalties": [s.penalties for s in sides],
            "nil_points": [s.nil_points for s in sides],
        }
        if options.team_bidding:
            details["team_bids"] = list(self.team_bids)
            details["blind"] = list(self.blind)
        if decided is not None:
            details["decided"] = decided
        return DealOutcome(scores, details, new_carry)

    # -- views ------------------------------------------------------------------------------

    def visible_to(self, seat: int | None) -> int:
        """The cards whose place ``seat`` knows: its hand once looked at, its discards, cards
        it gave that partner still holds, cards shown to all (the French cut's), played
        cards, and the widow once the play is over."""
        public = self.played | self.shown
        if self.phase == OVER:
            public |= self.extra
        if seat is None:
            return public
        own = self.hands[seat] if self.looked[seat] else self.hands[seat] & self.shown
        return own | public | self.discards[seat] | self.located[seat]

    def seen_by(self, seat: int | None) -> SpadesSeen:
        """The carry, the cards shown to all, the discards (its own by name), the cards it gave
        that partner holds, the cards left over (named once the play is over), the French
        cut's (while given out) and the team bids, as ``seat`` is shown them."""
        pack = self.game.pack
        shown = self.shown
        given = 0 if seat is None else self.located[seat] & ~self.hands[seat]
        extra = self.extra
        return SpadesSeen(
            carry=self.carry_state,
            shown=tuple([cards_of(pack, hand & shown) for hand in self.hands])
            if shown
            else NOTHING_SHOWN,
            discards=tuple([mask.bit_count() for mask in self.discards]),
            discarded=() if seat is None else cards_of(pack, self.discards[seat]),
            partner_holds=cards_of(pack, given & ~self.played),
            extra_rule=self.game.options.extra_cards,
            extra_holder=self.extra_holder,
            extra_count=extra.bit_count(),
            extra_cards=cards_of(pack, extra) if self.phase == OVER else None,
            turned=tuple([pack[c] for c in self.turned]) if self.phase == Phase.CUT else (),
            team_bids=tuple(self.team_bids),
        )

    def hands_seen_by(self, seat: int | None) -> list[int | None]:
        """One's own hand once looked at (a blind bidder has not yet)."""
        seen: list[int | None] = [None] * len(self.hands)
        if seat is not None and self.looked[seat]:
            seen[seat] = self.hands[seat]
        return seen

    def sorted_cards(self, mask: int) -> list[str]:
        texts = self.game.card_texts
        order = sorted(bits(mask), key=lambda i: (-self.suit_of[i], -self.rank_power[i]))
        return [texts[i] for i in order]

    def names(self, mask: int) -> list[str]:
        """The card texts of ``mask`` in pack order (fast for the empty masks most views hold)."""
        if not mask:
            return []
        texts = self.game.card_texts
        return [texts[i] for i in bits(mask)]

    build_view = deal_view

    def places(self) -> dict[str, int]:
        """Hands, trick and tricks taken, and the face-down places of the variants."""
        places = super().places()
        for seat in range(4):
            places[f"discards {seat}"] = self.discards[seat]
        places["left over"] = self.extra
        places["turned up"] = sum(1 << c for c in self.turned) if self.phase == "cut" else 0
        return places

    def card_index(self, card: Card) -> int:
        return self.game.pack.mask_from_cards([card]).bit_length() - 1


__all__ = ["BLIND_NIL", "OVER", "PLAY", "SpadesDeal"]


class SpadesPlay(PlayStep[SpadesDeal]):
    """S2: dealer's left leads; follow suit; a spade played to another suit's lead breaks
    spades."""

    not_a_card = "the bidding is over: play a card"
    log_kind = PLAYED

    def begin(self, deal: SpadesDeal) -> None:
        deal.looked = [True] * 4
        deal.trick = Trick((deal.dealer + 1) % 4)


SpadesDeal.phase_table = {PLAY: SpadesPlay(), **STEPS}
