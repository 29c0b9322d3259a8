"""The steps before the play: each phase's order of turns, legal actions, refusals and effects.

The deal runs through the phases its options ask for (``SpadesGame.order_of_play``); each step
here says what its phase does as it begins, who acts in it and in what order (the engine's
turn-order block, :mod:`followsuit.engine.turns`), what that seat may do, and does it. The
bidding is in ``bidding.py``.
"""

from __future__ import annotations

from itertools import combinations, permutations

from followsuit.cards import Card, Rank, Suit, bits
from followsuit.engine import Action
from followsuit.engine.deal import TurnStep
from followsuit.engine.phases import Step
from followsuit.engine.turns import NO_TURNS, Turns, round_from_left
from followsuit.engine.view_log import stand_in
from followsuit.errors import NotationError
from followsuit.games.spades.actions import DECLINE, TAKE, cards_action
from followsuit.games.spades.bidding import BIDDING_STEPS, side_totals
from followsuit.games.spades.phases import Phase
from followsuit.games.spades.position import SpadesPosition

CUT, EXTRAS, DISCARD, PASS = Phase.CUT, Phase.EXTRAS, Phase.DISCARD, Phase.PASS
"""Phases named like the verbs of their actions (``cut``, ``discard 7H 8H``, ``pass ...``)."""
TAKE_PHASE, EXCHANGE = Phase.TAKE, Phase.EXCHANGE
EXCHANGE_SIZE = 2
TWO_OF_CLUBS = Card(Suit.CLUBS, Rank.TWO)


def from_dealers_left(deal: SpadesPosition) -> list[int]:
    """The seats from the dealer's left round to the dealer."""
    return round_from_left(deal.dealer, 4)


class GiveExtras(TurnStep[SpadesPosition]):
    """With 54 cards, the two left over go to their place as the cards are given out; nobody
    acts (the phase is passed over)."""

    def begin(self, deal: SpadesPosition) -> None:
        give_extra_cards(deal)

    def order(self, deal: SpadesPosition) -> Turns:
        return NO_TURNS  # nobody acts


def give_extra_cards(deal: SpadesPosition) -> None:
    """The two cards left over from a 54-card pack go to their place (the text's variants).

    Under ``two-of-clubs``, if the 2C is itself one of the two cards left over, the dealer
    takes them (the text does not say; the dealer is the variant's usual taker)."""
    rule = deal.game.options.extra_cards
    mask = deal.extra
    if rule in ("dealer", "two-of-clubs") and mask:
        holder = deal.dealer
        if rule == "two-of-clubs":
            two = deal.card_index(TWO_OF_CLUBS)
            holders = [s for s in range(4) if deal.hands[s] >> two & 1]
            if holders:
                holder = holders[0]
                deal.shown |= 1 << two
        deal.hands[holder] |= mask
        deal.extra = 0
        deal.to_discard[holder] = mask.bit_count()
        deal.extra_holder = holder


def held_mask(deal: SpadesPosition, seat: int, cards: tuple[Card, ...]) -> int | None:
    """The mask of ``cards`` in ``seat``'s hand, or None if it does not hold them all."""
    try:
        return deal.game.pack.mask_from_cards(cards, within=deal.hands[seat])
    except NotationError:
        return None


class CardStep(TurnStep[SpadesPosition]):
    """A step that puts a number of cards from the hand face down: give, discard, pass."""

    verb: str
    what: str

    def count(self, deal: SpadesPosition, seat: int) -> int:
        raise NotImplementedError

    def actions(self, deal: SpadesPosition, seat: int) -> list[Action]:
        pack = deal.game.pack
        return [
            cards_action(pack, self.verb, tuple(pack[i] for i in combo))
            for combo in combinations(bits(deal.hands[seat]), self.count(deal, seat))
        ]

    def refusal(self, deal: SpadesPosition, seat: int, action: Action) -> str | None:
        count = self.count(deal, seat)
        if action.kind != self.verb:
            return f"now {self.what}: say {self.verb} and {count} cards"
        if len(action.cards) != count:
            return f"{self.verb} exactly {count} cards"
        if held_mask(deal, seat, action.cards) is None:
            return f"you can {self.verb} only cards you hold, each once"
        return None

    def move(self, deal: SpadesPosition, seat: int, action: Action) -> int:
        mask = held_mask(deal, seat, action.cards)
        assert mask is not None
        deal.hide_shown(seat)
        return mask


class Discard(CardStep):
    """A player holding extra cards discards as many face down (54-card variants)."""

    verb = DISCARD
    what = "discard your extra cards face down"

    def begin(self, deal: SpadesPosition) -> None:
        for seat in self.discarders(deal):
            deal.looked[seat] = True

    def discarders(self, deal: SpadesPosition) -> list[int]:
        """Who holds extra cards, from the dealer's left."""
        return [seat for seat in from_dealers_left(deal) if deal.to_discard[seat]]

    def order(self, deal: SpadesPosition) -> Turns:
        return Turns.each_once(self.discarders(deal))

    def count(self, deal: SpadesPosition, seat: int) -> int:
        return deal.to_discard[seat]

    def do(self, deal: SpadesPosition, seat: int, action: Action) -> None:
        mask = self.move(deal, seat, action)
        deal.hands[seat] ^= mask
        deal.discards[seat] |= mask
        deal.to_discard[seat] = 0
        forget_given(deal, (seat + 2) % 4)
        deal.note(seat, DISCARD, action, DISCARD)
        deal.end_turn()


def forget_given(deal: SpadesPosition, seat: int) -> None:
    """Partner discarded: ``seat`` no longer knows where the cards it passed lie (partner's
    hand or discards), so its own log stops naming them."""
    if not deal.located[seat]:
        return
    deal.located[seat] = 0
    mine = ~(1 << seat)
    deal.log.reaudience(
        lambda s, kind, audience: audience & mine if s == seat and kind == PASS else audience
    )


class Pass(CardStep):
    """Each player passes cards face down to partner before the bidding, all at once."""

    verb = PASS
    what = "pass cards to partner face down"

    def order(self, deal: SpadesPosition) -> Turns:
        return Turns.each_from_left(deal.dealer, 4)

    def count(self, deal: SpadesPosition, seat: int) -> int:
        return deal.game.options.pass_cards

    def do(self, deal: SpadesPosition, seat: int, action: Action) -> None:
        deal.passing[seat] = self.move(deal, seat, action)
        deal.note(seat, PASS, action, PASS)
        if len(deal.turns) == 1:
            exchange_passes(deal)
        deal.end_turn()


def exchange_passes(deal: SpadesPosition) -> None:
    """Everyone has chosen: the cards change hands, and each partner learns what came."""
    moved = deal.passing
    for seat in range(4):
        deal.hands[seat] ^= moved[seat]
    for seat in range(4):
        deal.hands[(seat + 2) % 4] |= moved[seat]
        deal.located[seat] |= moved[seat]
    deal.passing = [0] * 4
    deal.log.reaudience(
        lambda s, kind, audience: audience | 1 << (s + 2) % 4 if kind == PASS else audience
    )


class Give(CardStep):
    """The blind nil exchange: the bidder gives partner two cards, then partner gives two.

    The text: the bidder "may exchange": the bidder may ``decline`` instead (ruling G4), and
    then nobody gives; once the bidder has given, partner must give two back."""

    verb = "give"
    what = "the blind nil exchange: give partner two cards"

    def order(self, deal: SpadesPosition) -> Turns:
        bidder = deal.blind_nil_seat
        return NO_TURNS if bidder is None else Turns.each_once((bidder, (bidder + 2) % 4))

    def count(self, deal: SpadesPosition, seat: int) -> int:
        return EXCHANGE_SIZE

    def actions(self, deal: SpadesPosition, seat: int) -> list[Action]:
        gives = super().actions(deal, seat)
        return [*gives, DECLINE] if seat == deal.blind_nil_seat else gives

    def refusal(self, deal: SpadesPosition, seat: int, action: Action) -> str | None:
        bidder = seat == deal.blind_nil_seat
        if action == DECLINE:
            return None if bidder else "partner has given you two cards: give two back"
        refusal = super().refusal(deal, seat, action)
        if refusal is not None and bidder and action.kind != self.verb:
            return f"{refusal}, or decline the exchange"
        return refusal

    def do(self, deal: SpadesPosition, seat: int, action: Action) -> None:
        if action == DECLINE:
            deal.note(seat, action.kind, action)
            deal.next_phase()  # nobody gives
            return
        mask = self.move(deal, seat, action)
        partner = (seat + 2) % 4
        deal.hands[seat] ^= mask
        deal.hands[partner] |= mask
        deal.located[seat] |= mask
        deal.note(seat, "give", action, "give", 1 << partner)
        deal.end_turn()


class Cut(TurnStep[SpadesPosition]):
    """French cut: the cutter (the dealer's right) gives the four face-up cards, dealer's left
    first."""

    def order(self, deal: SpadesPosition) -> Turns:
        return Turns.each_once(((deal.dealer + 3) % 4,))

    def actions(self, deal: SpadesPosition, seat: int) -> list[Action]:
        pack = deal.game.pack
        faces = [pack[i] for i in deal.turned]
        return [cards_action(pack, CUT, order) for order in permutations(faces)]

    def refusal(self, deal: SpadesPosition, seat: int, action: Action) -> str | None:
        faces = sorted(deal.game.pack[i] for i in deal.turned)
        if action.kind != CUT or sorted(action.cards) != faces:
            names = " ".join(str(c) for c in faces)
            return f"the French cut: give the face-up cards {names}, dealer's left first"
        return None

    def do(self, deal: SpadesPosition, seat: int, action: Action) -> None:
        for offset, card in enumerate(action.cards):
            index = deal.card_index(card)
            player = (deal.dealer + 1 + offset) % 4
            deal.hands[player] |= 1 << index
            deal.shown |= 1 << index
        deal.looked = deal.looked_unless_blind()
        deal.log.add_secret(seat, CUT, CUT, CUT, 0, stand_in(CUT, CUT))
        deal.end_turn()


class Take(TurnStep[SpadesPosition]):
    """Mitchell: the side that bid more takes the two cards left over (one each if equal);
    its first bidder says how many of them to keep, and partner takes the rest."""

    def begin(self, deal: SpadesPosition) -> None:
        deal.looked = [True] * 4  # the bidding is over: everyone has picked up the cards

    def order(self, deal: SpadesPosition) -> Turns:
        if deal.game.options.extra_cards != "higher-bid":
            return NO_TURNS
        totals = side_totals(deal)
        first = {s % 2: s for s in reversed(from_dealers_left(deal))}
        if totals[0] != totals[1]:
            return Turns.each_once((first[0 if totals[0] > totals[1] else 1],))
        leader = (deal.dealer + 1) % 2
        return Turns.each_once((first[leader], first[1 - leader]))

    def share(self, deal: SpadesPosition) -> int:
        totals = side_totals(deal)
        return 2 if totals[0] != totals[1] else 1

    def actions(self, deal: SpadesPosition, seat: int) -> list[Action]:
        return [TAKE[n] for n in range(self.share(deal), -1, -1)]

    def refusal(self, deal: SpadesPosition, seat: int, action: Action) -> str | None:
        share = self.share(deal)
        if action.kind != "take" or action.value > share:
            return f"your side takes {share} of the cards left over: say how many you keep"
        return None

    def do(self, deal: SpadesPosition, seat: int, action: Action) -> None:
        cards = [c for c in deal.leftover if deal.extra >> c & 1][: self.share(deal)]
        for taker, part in ((seat, cards[: action.value]), ((seat + 2) % 4, cards[action.value :])):
            for card in part:
                deal.hands[taker] |= 1 << card
                deal.extra &= ~(1 << card)
            deal.to_discard[taker] += len(part)
        deal.note(seat, action.kind, action)
        deal.end_turn()


STEPS: dict[Phase, Step[SpadesPosition]] = {
    CUT: Cut(),
    EXTRAS: GiveExtras(),
    DISCARD: Discard(),
    PASS: Pass(),
    EXCHANGE: Give(),
    TAKE_PHASE: Take(),
}
STEPS.update(BIDDING_STEPS)
