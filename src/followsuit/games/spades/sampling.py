"""Spades' hooks into the one resampler (``engine.resample``).

Beside the hands lie each player's face-down discards, the cards left over (not yet given out,
Mitchell's before they are taken, the widow) and, before the French cut, the four cards turned
up. What the viewer knows of them is its record (:class:`~followsuit.games.spades.seen.SpadesSeen`,
read back from a view's details by :meth:`SpadesSampling.seen`): its own discards, the cards it
gave that partner still holds, the cards shown to all (the French cut's, the 2C that drew the
extra cards, until their holder moves cards face down). The 2C that drew the extra cards stays
with its holder (in hand or discards) when the viewer does not know where it went.

Cards moved face down before the play (the cut's cards to their players, discards, passes,
the blind nil exchange, Mitchell's take, the extra cards given with the deal) are undone from
the last to the first (:meth:`SpadesSampling.dealt`): each hidden move takes the cards the
viewer knows it moved, or cards at random from where they must have gone, and names the
action that moved them for the replay.
"""

from __future__ import annotations

from random import Random
from typing import TYPE_CHECKING, Any, cast

from followsuit.cards import Card, Rank, Suit, bits
from followsuit.engine import View
from followsuit.engine.infostate import InfoState, Move, read_cards, read_named, unreadable
from followsuit.engine.resample import Placed, Places, Sampling, hand
from followsuit.games.spades.actions import cards_action
from followsuit.games.spades.carry import SpadesCarry
from followsuit.games.spades.seen import SpadesSeen

if TYPE_CHECKING:
    from collections.abc import Sequence

    from followsuit.cards import Pack
    from followsuit.engine import Deal
    from followsuit.engine.resample import SampledGame
    from followsuit.games.spades.position import SpadesRules as SpadesGame

SECRET_VERBS = ("pass", "give", "discard", "cut")
"""Actions whose log text, for those outside their audience, is the verb alone."""
LEFT_OVER, TURNED = "left over", "turned up"


def discards(seat: int) -> str:
    return f"discards {seat}"


class SpadesSampling(Sampling):
    def seen(self, game: SampledGame, view: View) -> SpadesSeen:
        """The seat's record as the view's details show it (a card no card of the pack: an
        inconsistent view naming the place it is said to lie)."""
        details = view["details"]
        pack = game.pack
        seat: int | None = view["seat"]
        extra = details["extra_cards"]
        cards = extra["cards"]
        return SpadesSeen(
            carry=SpadesCarry.from_json(details["carry"]),
            shown=tuple(
                read_cards(pack, texts, hand(owner)) for owner, texts in enumerate(details["shown"])
            ),
            discards=tuple(details["discards"]),
            discarded=()
            if seat is None
            else read_cards(pack, details["discarded"], discards(seat)),
            partner_holds=()
            if seat is None
            else read_cards(pack, details["partner_holds"], hand((seat + 2) % 4)),
            extra_rule=extra["rule"],
            extra_holder=extra["holder"],
            extra_count=extra["count"],
            extra_cards=None if cards is None else read_cards(pack, cards, LEFT_OVER),
            turned=read_named(pack, details["turned"], TURNED),
            team_bids=tuple(details["team_bids"]),
        )

    def carry(self, game: SampledGame, info: InfoState) -> Any:
        seen: SpadesSeen = info.seen
        return seen.carry

    def places(self, game: SampledGame, info: InfoState, probe: Deal) -> Places:
        """Holdings, discards, cards left over and turned up, with what the viewer knows."""
        places = super().places(game, info, probe)
        seen: SpadesSeen = info.seen
        seat = info.seat
        for owner, cards in enumerate(seen.shown):
            places.know(hand(owner), _new(places, hand(owner), cards))
        for owner, count in enumerate(seen.discards):
            places.add(discards(owner), count)
        if seat is not None:
            partner = hand((seat + 2) % 4)
            places.know(partner, _new(places, partner, seen.partner_holds))
            places.know(discards(seat), seen.discarded)
        places.add(LEFT_OVER, seen.extra_count)
        if seen.extra_cards is not None:
            places.know(LEFT_OVER, seen.extra_cards)
        if seen.turned:  # shown only before the French cut
            places.add(TURNED, len(seen.turned))
            places.know(TURNED, seen.turned)
        self.forbid_unbroken_leads(game, info, probe, places)
        holder = seen.extra_holder
        if seen.extra_rule == "two-of-clubs" and holder is not None:
            two = _two_of_clubs(game.pack)
            if not places.taken >> two & 1:
                for name in places.names:
                    if name not in (hand(holder), discards(holder)):
                        places.forbid(name, 1 << two)
        return places

    def forbid_unbroken_leads(
        self, game: SampledGame, info: InfoState, probe: Deal, places: Places
    ) -> None:
        """A spade led before spades were broken (and before the trick they may be led
        freely from) shows its leader held only spades: void in every other suit (S2)."""
        suit_of: list[int] = probe.suit_of  # type: ignore[attr-defined]
        spades: int = probe.suit_masks[Suit.SPADES]  # type: ignore[attr-defined]
        barred = game.trick_rules.trumps_barred
        broken = False
        for number, trick in enumerate(info.tricks(4)):
            cards = [
                suit_of[_bit(places.copies_of(play.named(info.entries[play.position])))]
                for play in trick
            ]
            free = broken or number >= barred
            if cards[0] == Suit.SPADES and not free:
                places.forbid(hand(trick[0].seat), game.pack.full_mask & ~spades)
            broken = broken or any(s == Suit.SPADES != cards[0] for s in cards)

    def probe_places(self, deal: Deal) -> dict[str, int]:
        """The cards left over as dealt, even when the deal gives them straight to a hand."""
        places = super().probe_places(deal)
        left = sum(1 << c for c in deal.leftover)  # type: ignore[attr-defined]
        places = {name: mask & ~left for name, mask in places.items() if mask & ~left}
        if left:
            places[LEFT_OVER] = left
        return places

    def dealt(
        self, game: SampledGame, info: InfoState, now: dict[str, int], rng: Random
    ) -> tuple[dict[str, Placed], dict[int, str]]:
        return _Undo(cast("SpadesGame", game), info, now, rng).run()


class _Undo:
    """The hidden moves before the play, undone from the last to the first."""

    def __init__(self, game: SpadesGame, info: InfoState, now: dict[str, int], rng: Random) -> None:
        self.pack = game.pack
        self.pass_cards = game.options.pass_cards
        self.texts = game.card_texts
        two = _two_of_clubs(game.pack)
        self.two = 1 << two if two >= 0 else 0
        self.info = info
        self.seen: SpadesSeen = info.seen
        self.rng = rng
        self.hands = [now[hand(s)] for s in range(4)]
        self.discards = [now[discards(s)] for s in range(4)]
        self.left = now.get(LEFT_OVER, 0)
        self.taken: list[int] = []
        """Cards left over that players took (Mitchell), in the order they lay."""
        self.turned = now.get(TURNED, 0)
        self.pinned = [0, 0, 0, 0]
        """Cards that never left a hand: shown since the deal (the cut's, the 2C)."""
        for seat, cards in enumerate(self.seen.shown):
            self.pinned[seat] = self.mask(cards)
        self.chosen: dict[int, str] = {}

    def mask(self, cards: Sequence[Card]) -> int:
        return self.pack.mask_from_cards(cards)

    def text(self, verb: str, cards: list[int]) -> str:
        """The action's canonical text: its cards in pack order (Spades' packs hold no two
        copies of a face, so pack order is the order of the physical cards)."""
        if verb == "cut" or self.pack.has_copies:
            return cards_action(self.pack, verb, tuple(self.pack[i] for i in cards)).text
        return " ".join([verb, *(self.texts[i] for i in sorted(cards))])

    def pick(self, mask: int, count: int) -> int:
        cards = self.rng.sample(list(bits(mask)), count)
        return sum(1 << c for c in cards)

    def run(self) -> tuple[dict[str, Placed], dict[int, str]]:
        info = self.info
        self.pin_two_of_clubs()
        passes = [move for move in info.moves if move.kind == "pass"]
        for move in reversed(info.moves):
            if move.kind == "discard":
                self.undo_discard(move)
            elif move.kind == "give":
                self.undo_give(move)
            elif move.kind == "take":
                self.undo_take(move, _share(info))
            elif move.kind == "pass" and move is passes[-1]:
                self.undo_passes(passes)
            elif move.kind == "cut":
                self.undo_cut(move)
        left = self.undo_extra_cards()
        dealt: dict[str, Placed] = {hand(s): self.hands[s] for s in range(4)}
        turned = self.seen.turned
        dealt[TURNED] = [_bit(self.mask([t])) for t in turned] if turned else self.turned
        rest = list(bits(left))
        self.rng.shuffle(rest)
        dealt[LEFT_OVER] = self.taken + rest
        return dealt, self.chosen

    def pin_two_of_clubs(self) -> None:
        """The 2C that drew the extra cards was dealt to its holder (unless it was one of them,
        which only the dealer can take)."""
        holder = self.seen.extra_holder
        if self.seen.extra_rule == "two-of-clubs" and holder is not None:
            two = self.two
            if (self.hands[holder] | self.discards[holder]) & two:
                self.pinned[holder] |= two

    def undo_discard(self, move: Move) -> None:
        seat = move.seat
        cards = self.discards[seat]
        self.discards[seat] = 0
        self.hands[seat] |= cards
        if move.secret:
            self.chosen[move.position] = self.text("discard", list(bits(cards)))

    def undo_give(self, move: Move) -> None:
        seat, partner = move.seat, (move.seat + 2) % 4
        if move.secret:
            cards = self.pick(self.hands[partner] & ~self.pinned[partner], 2)
            self.chosen[move.position] = self.text("give", list(bits(cards)))
        else:
            cards = move.cards(self.pack)
        self.hands[partner] &= ~cards
        self.hands[seat] |= cards

    def undo_take(self, move: Move, share: int) -> None:
        """Mitchell: the taker kept the first ``take N`` of its share, partner the rest."""
        seat, partner = move.seat, (move.seat + 2) % 4
        kept = move.typed("a take is 'take N', N from 0 to 2").value
        if kept > share:
            raise unreadable(move.position, move, f"the side takes {share} of the cards left over")
        mine = self.pick(self.hands[seat] & ~self.pinned[seat], kept)
        theirs = self.pick(self.hands[partner] & ~self.pinned[partner], share - kept)
        self.hands[seat] &= ~mine
        self.hands[partner] &= ~theirs
        self.taken = [*bits(mine), *bits(theirs), *self.taken]

    def undo_passes(self, passes: list[Move]) -> None:
        """All pass at once; the cards change hands when the last has chosen."""
        exchanged = len(passes) == 4
        passed = [0, 0, 0, 0]
        for move in passes:
            seat = move.seat
            if not move.secret:
                passed[seat] = move.cards(self.pack)
                continue
            count = self.pass_cards
            source = (seat + 2) % 4 if exchanged else seat
            passed[seat] = self.pick(self.hands[source] & ~self.pinned[source], count)
            self.chosen[move.position] = self.text("pass", list(bits(passed[seat])))
        if exchanged:
            self.hands = [self.hands[s] & ~passed[(s + 2) % 4] | passed[s] for s in range(4)]

    def undo_cut(self, move: Move) -> None:
        """The cutter gave the four face-up cards, dealer's left first. A player's card is the
        one it still shows; else one it has played since, or, once it has moved cards face
        down, any of its cards."""
        info = self.info
        dealer = info.dealer
        cards = []
        for offset in range(4):
            seat = (dealer + 1 + offset) % 4
            shown = self.pinned[seat] & self.hands[seat]
            if not shown:
                moved = info.moved_face_down(seat, SECRET_VERBS, after=move.position)
                played = self.pack.mask_from_cards(info.played[seat])
                shown = self.pick(self.hands[seat] if moved else played, 1)
            card = shown & -shown
            self.hands[seat] &= ~card
            self.turned |= card
            cards.append(card.bit_length() - 1)
        self.chosen[move.position] = self.text("cut", cards)

    def undo_extra_cards(self) -> int:
        """The cards left over: those still lying there, and the two the deal gave straight
        to the dealer or the 2C's holder (when the 2C was itself left over, the dealer took
        them, and the 2C was shown to nobody)."""
        info, seen = self.info, self.seen
        holder = seen.extra_holder
        if seen.extra_rule not in ("dealer", "two-of-clubs") or holder is None:
            return self.left
        held = self.hands[holder]
        two = self.two if seen.extra_rule == "two-of-clubs" else 0
        hidden = info.moved_face_down(holder, SECRET_VERBS)
        shown = self.mask(seen.shown[holder])
        if two & held & ~shown and holder == info.dealer and not hidden:
            gave = two | self.pick(held & ~two & ~self.pinned[holder], 1)
            self.hands[holder] &= ~gave
            return self.left | gave
        gave = self.pick(held & ~self.pinned[holder] & ~two, 2)
        self.hands[holder] &= ~gave
        return self.left | gave


def _new(places: Places, name: str, cards: Sequence[Card]) -> list[Card]:
    """The cards not already known in place ``name`` (a pack without copies)."""
    known = places.known[places.index[name]]
    return [c for c in cards if not known & places.copies_of(c, name)]


def _share(info: InfoState) -> int:
    """Mitchell: the side that bid more takes both cards left over; on equal bids one each
    (each player's bid as logged: nil and blind nil count no tricks)."""
    team_bids: tuple[int | None, ...] = info.seen.team_bids
    if any(b is not None for b in team_bids):
        totals = [b or 0 for b in team_bids]
    else:
        tricks = [0, 0, 0, 0]
        for move in info.moves:
            if move.kind == "bid":
                tricks[move.seat] = max(move.number, 0)
        totals = [tricks[0] + tricks[2], tricks[1] + tricks[3]]
    return 2 if totals[0] != totals[1] else 1


def _bit(mask: int) -> int:
    return mask.bit_length() - 1


def _two_of_clubs(pack: Pack) -> int:
    """The 2C's physical index (-1: not in the pack)."""
    copies = pack.copies.get(Card(Suit.CLUBS, Rank.TWO), (-1,))
    return copies[0]
