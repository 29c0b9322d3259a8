"""19's hooks into the one resampler (``engine.resample``).

The hooks read the viewer's information state: its hand and the hands exposed to it, the
voids, the log's moves, and 19's own record of what it has seen (``info.seen``, a
:class:`~followsuit.games.nineteen.seen.NineteenSeen`: cards and numbers, never a view's
texts). Beside the hands lie the stock (its face-up groups known to all, the groups declarer
saw known to declarer) and each seat's face-down discards (its own known to it). What the
public actions prove is kept: the call (declarer held every trump from the called one up to
19, not the called one), a declared holding (honours and kings by name, trumps and royal by
count: samples are repaired to the count), a partner the play or an announcement has shown.

Cards moved before the play are undone from where they lie: a seat's hand as dealt is its
holding and discards less the stock cards it took; which of its cards came from the stock is
known only to itself, and chosen at random for others. Another seat's sampled discards obey
N4's limits: no king or honour, and a trump only when the hand it left (the holding at the
play) has no other card it could have discarded; its plain discards are then made first.
The called trump lies in no hand that would have announced or revealed it (N4, N9).
"""

from __future__ import annotations

from random import Random
from typing import TYPE_CHECKING, Any

from followsuit.cards import Card, bits
from followsuit.engine import View
from followsuit.engine.carry import Carry
from followsuit.engine.infostate import InfoState
from followsuit.engine.resample import Contradiction, Placed, Places, Sampling, hand
from followsuit.games.nineteen.cards import masks
from followsuit.games.nineteen.scoring import (
    GROUP_SIZES,
    PARTNERSHIP,
    PREFERRED_ONE,
    PREFERRED_THREE,
    PREFERRED_TWO,
    TRUMP_TIERS,
)
from followsuit.games.nineteen.seen import TAKEN, UNSEEN, NineteenSeen, read_seen

if TYPE_CHECKING:
    from followsuit.engine import Deal
    from followsuit.engine.resample import SampledGame

STOCK = "stock"
REPAIRS = 400
"""Swaps tried to bring a sample's counted holdings (trumps, royal) within their bounds."""
FILLS = 20
"""Fresh shares tried when the swaps leave a sample out of bounds."""


def discards(seat: int) -> str:
    return f"discards {seat}"


class CountedPlaces(Places):
    """Places with counts besides: place ``name`` holds between ``low`` and ``high`` of the
    cards of ``mask``; and discard limits: a pile holds a trump only when its hand holds none
    of ``plain`` (N4). A sample is repaired by swapping unknown cards between places."""

    def __init__(self, places: Places) -> None:
        self.__dict__.update(places.__dict__)
        self.counts: list[tuple[str, int, int, int]] = []
        self.piles: list[tuple[str, str]] = []
        """(discards, hand) whose sampled pile may hold trumps when the hand has no plain card."""
        self.trumps = 0
        self.plain = 0

    def count(self, name: str, mask: int, low: int, high: int) -> None:
        self.counts.append((name, mask, low, high))

    def limit_discards(self, pile: str, owner: str, trumps: int, plain: int) -> None:
        """N4: ``pile`` holds a trump only if hand ``owner`` holds no card of ``plain``."""
        self.trumps, self.plain = trumps, plain
        self.piles.append((pile, owner))

    def settle_piles(self) -> None:
        """A pile whose hand is known to hold a plain card can hold no trump: forbidden now,
        so that only the other piles need repairs."""
        known = {n: self.known[i] for i, n in enumerate(self.names)}
        for pile, owner in self.piles[:]:
            if known[owner] & self.plain:
                self.forbid(pile, self.trumps)
                self.piles.remove((pile, owner))

    def fill(self, rng: Random) -> dict[str, int]:
        """A share of the unseen cards within the counts and limits: repaired by swaps, drawn
        afresh when the swaps of two places cannot mend it (a king to move out of a hand that
        lacks a trump kept in a pile: three places are involved)."""
        result = super().fill(rng)
        if not (self.counts or self.piles):
            return result
        for _ in range(FILLS):
            self.repair(result, rng)
            if not self.faults(result):
                return result
            result = super().fill(rng)
        self.repair(result, rng)
        return result

    def faults(self, result: dict[str, int]) -> list[tuple[str, int, bool]]:
        """Each place out of bounds: (place, the cards it has too many or too few of, too few)."""
        found = []
        for name, mask, low, high in self.counts:
            held = (result[name] & mask).bit_count()
            if not low <= held <= high:
                found.append((name, mask, held < low))
        for pile, owner in self.piles:
            if result[pile] & self.trumps and result[owner] & self.plain:
                # Either the pile gives up its trumps or the hand its plain cards.
                found.append((pile, self.trumps, False))
                found.append((owner, self.plain, False))
        return found

    def repair(self, result: dict[str, int], rng: Random) -> None:
        names = self.names
        known = {n: self.known[i] for i, n in enumerate(names)}
        forbidden = {n: self.forbidden[i] for i, n in enumerate(names)}
        for _ in range(REPAIRS):
            wrong = self.faults(result)
            if not wrong:
                return
            name, mask, short = rng.choice(wrong)
            other = rng.choice([n for n in names if n != name])
            mine = result[name] & ~known[name]
            theirs = result[other] & ~known[other]
            give = mine & (~mask if short else mask) & ~forbidden[other]
            get = theirs & (mask if short else ~mask) & ~forbidden[name]
            if not give or not get:
                continue
            out = rng.choice(list(bits(give)))
            into = rng.choice(list(bits(get)))
            result[name] ^= 1 << out | 1 << into
            result[other] ^= 1 << out | 1 << into


class NineteenSampling(Sampling):
    def seen(self, game: SampledGame, view: View) -> NineteenSeen:
        """19's record of what the viewer has seen, read from the view's details."""
        return read_seen(game.pack, view)

    def carry(self, game: SampledGame, info: InfoState) -> Any:
        seen: NineteenSeen = info.seen
        return Carry(totals=info.match_scores, deals=seen.deal_number - 1)

    def places(self, game: SampledGame, info: InfoState, probe: Deal) -> Places:
        places = CountedPlaces(super().places(game, info, probe))
        seen: NineteenSeen = info.seen
        pack = game.pack
        cards = masks(pack)
        seat = info.seat
        places.add(STOCK, seen.stock)
        places.know(STOCK, [*seen.face_up, *(seen.stock_seen or ())])
        barred = cards.kings | cards.honours
        plain = pack.full_mask & ~(barred | cards.trumps)
        for owner, count in enumerate(seen.discard_counts):
            if owner == seat:
                places.add(discards(owner), count)
                continue
            places.add(discards(owner), count, barred)
            if count:
                places.limit_discards(discards(owner), hand(owner), cards.trumps, plain)
        if seat is not None:
            places.know(discards(seat), seen.discarded)
        declarer = seen.declarer
        called = seen.called
        index = cards.trump_index
        if called is not None and declarer is not None and seen.players != 2:
            held = [pack[index[n]] for n in range(called + 1, 20)]
            self.know_new(places, hand(declarer), held)
            bit = 1 << index[called]
            if not places.taken & bit:
                self.place_called(places, seen, declarer, bit)
        for entry in seen.declarations:
            owner = entry.seat
            for item in entry.items:
                if item == "honours":
                    self.know_new(places, hand(owner), pack.cards_of(cards.honours))
                elif item == "kings":
                    self.know_new(places, hand(owner), pack.cards_of(cards.kings))
            for item, points in zip(entry.items, entry.points, strict=True):
                if item == "trumps":
                    low = next(n for n, p in TRUMP_TIERS if p == points)
                    high = next((n - 1 for n, p in TRUMP_TIERS if n > low), 22)
                    places.count(hand(owner), cards.trumps, low, high)
                elif item == "royal":
                    places.count(hand(owner), cards.kings | cards.honours, 4, 7)
        places.settle_piles()
        return places

    def place_called(self, places: Places, seen: NineteenSeen, declarer: int, bit: int) -> None:
        """Where the called trump may lie (not placed by the view): never in declarer's hand;
        in the partner's when the view names it; in no hand when declarer is known to be
        alone; with three players, in no live hand but the partner's (its holder announces
        itself, N9), and in the dummy's only while the dummy may be the partner."""
        places.forbid(hand(declarer), bit)
        partner = seen.partner
        if partner is not None:
            places.know(hand(partner), bit)
            return
        if seen.alone:
            for owner in range(4):
                places.forbid(hand(owner), bit)
        elif seen.players == 3:
            for owner in seen.live:
                places.forbid(hand(owner), bit)

    def know_new(self, places: Places, name: str, cards: list[Card]) -> None:
        """Know these cards in place ``name`` unless the view already places them."""
        fresh = [c for c in cards if not places.taken & places.copies_of(c)]
        if fresh:
            places.know(name, fresh)

    def probe_places(self, deal: Deal) -> dict[str, int]:
        """The stock and the hands as dealt (two players take stock cards at once)."""
        stock: tuple[int, ...] = deal.stock.order  # type: ignore[attr-defined]
        hands: list[int] = deal.hands  # type: ignore[attr-defined]
        drew: list[int] = deal.drew  # type: ignore[attr-defined]
        places = {hand(s): hands[s] & ~drew[s] for s in range(4)}
        places[STOCK] = sum(1 << card for card in stock)
        return places

    def dealt(
        self, game: SampledGame, info: InfoState, now: dict[str, int], rng: Random
    ) -> tuple[dict[str, Placed], dict[int, str]]:
        from followsuit.games.nineteen.actions import discard_action

        seen: NineteenSeen = info.seen
        pack = game.pack
        seat = info.seat
        holding = [now[hand(s)] | now[discards(s)] for s in range(4)]
        stock_left = now[STOCK]
        drew_known = pack.mask_from_cards(seen.drew)

        def drawn(owner: int, count: int) -> list[int]:
            """The stock cards ``owner`` took: known to itself, else any of its cards."""
            if owner == seat:
                pool = drew_known & ~taken[0]
                cards = list(bits(pool))[:count]
            else:
                cards = rng.sample(list(bits(holding[owner] & ~taken[0])), count)
            for card in cards:
                holding[owner] &= ~(1 << card)
                taken[0] |= 1 << card
            return cards

        taken = [0]
        order: list[int] = []
        declarer = seen.declarer
        bid = seen.contract
        if declarer is None:
            pass  # the auction goes on: nobody has taken a stock card
        elif seen.players == 2:
            opponent = declarer
            player = next(s for s in seen.live if s != opponent)
            order = drawn(opponent, 4) + drawn(player, 2)
        elif bid == PARTNERSHIP:
            order = drawn(declarer, 4)
            for owner in ((declarer + 2) % 4, (declarer + 1) % 4):
                if owner in seen.live:
                    order += drawn(owner, 1)
                else:
                    card = rng.choice(list(bits(stock_left & ~taken[0])))
                    taken[0] |= 1 << card
                    order.append(card)
        elif bid in (PREFERRED_THREE, PREFERRED_TWO, PREFERRED_ONE):
            order = self.groups(seen, pack, stock_left, holding, declarer, rng)
        if order:
            dealt: dict[str, Placed] = {STOCK: order}
        else:
            dealt = {STOCK: stock_left}
        for owner in range(4):
            dealt[hand(owner)] = holding[owner]
        chosen = {}
        cards = masks(pack)
        trumps = cards.trumps
        plain = pack.full_mask & ~(trumps | cards.kings | cards.honours)
        waiting = []
        for owner in range(4):
            pile = now[discards(owner)]
            if pile & trumps and owner != seat and now[hand(owner)] & plain:
                raise Contradiction(f"seat {owner} discarded a trump it need not have")
            # N4: a trump goes only when no other card can, so the plain cards go first.
            waiting.append([*bits(pile & ~trumps), *bits(pile & trumps)])
        for move in info.moves:
            if move.kind == "discard" and move.secret:
                card = waiting[move.seat].pop(0)
                chosen[move.position] = discard_action(1 << card).text
        return dealt, chosen

    def groups(
        self,
        seen: NineteenSeen,
        pack: Any,
        stock_left: int,
        holding: list[int],
        declarer: int,
        rng: Random,
    ) -> list[int]:
        """N5: the stock in its groups: the cards the record names in each, the taken group
        from declarer's cards, the rest of the stock at random."""
        groups = seen.groups or ()
        named = {
            g.number: [pack.copies[c][0] for c in g.cards] for g in groups if g.cards is not None
        }
        assert seen.contract is not None
        size = GROUP_SIZES[seen.contract]
        free = stock_left
        for cards in named.values():
            for card in cards:
                free &= ~(1 << card)
        pool = list(bits(free))
        rng.shuffle(pool)
        order: list[int] = []
        for number in range(1, 6 // size + 1):
            state = next((g.state for g in groups if g.number == number), UNSEEN)
            if number in named:
                cards = named[number]
                if state == TAKEN:
                    for card in cards:
                        holding[declarer] &= ~(1 << card)
            elif state == TAKEN:
                cards = rng.sample(list(bits(holding[declarer])), size)
                for card in cards:
                    holding[declarer] &= ~(1 << card)
            else:
                cards, pool = pool[:size], pool[size:]
            order += cards
        return order
