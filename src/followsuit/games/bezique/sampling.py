"""Bézique's hooks into the one resampler: a stock drawn in turn, nobody knowing its order.

The hooks read the viewer's information state: its hand, the voids, the cards played, and
Bézique's own record of what it has seen (``info.seen``, a :class:`~followsuit.games.bezique.
seen.BeziqueSeen`: cards and numbers, never a view's texts). A seat's *holding* is the eight
cards dealt to it and the face-down cards it has drawn; the turn-up is a place of its own
(whoever took it, by exchange or as the last card, all know it). The record gives who drew
each face-down card in turn (``draws``), the viewer its own draws (``drawn``), and the clues
all saw of each concealed hand (``clues``): a card leaving it, and the hand holding no copy
of a face (a declared copy played from the table) or one (``table X``), each with how many
cards the holder had drawn by then. :meth:`BeziqueSampling.dealt` turns the clues into a
window of draws for each card of a holding and puts the cards in turn into the dealt hand and
the draws, at random among the ways that fit every window; the stock left comes out shuffled.
In the last eight tricks a card that followed without winning, or a trump that did not win,
rules out higher cards of its suit in that hand (Z1: win the trick if able).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from random import Random
from typing import TYPE_CHECKING, Any

from followsuit.cards import Card, bits
from followsuit.engine.infostate import InfoState, Play
from followsuit.engine.resample import Contradiction, Placed, Places, Sampling, hand
from followsuit.engine.tricks import led_powers
from followsuit.errors import InconsistentView
from followsuit.games.bezique.position import Clue
from followsuit.games.bezique.seen import HELD, REVEALED, BeziqueSeen, read_seen, undrawn

if TYPE_CHECKING:
    from followsuit.engine.deal import Deal
    from followsuit.engine.resample import SampledGame
    from followsuit.engine.state import View


def holding(seat: int) -> str:
    return f"holding {seat}"


class BeziqueSampling(Sampling):
    """Holdings, the stock and the turn-up; each holding's cards put back in dealt order."""

    def seen(self, game: SampledGame, view: View) -> BeziqueSeen:
        """Bézique's record of what the viewer has seen, read from the view's details."""
        return read_seen(game.pack, view)

    def places(self, game: SampledGame, info: InfoState, probe: Deal) -> Places:
        seen: BeziqueSeen = info.seen
        players = game.players
        draws = Counter(seen.draws)
        forbidden = self.forbidden(game, info)
        places = Places(game.pack)
        for seat in range(players):
            places.add(holding(seat), seen.dealt + draws[seat], forbidden[seat])
        places.add("stock", seen.stock - (seen.turn_up is not None))
        if seen.turned_up is not None:
            places.add("turn-up", 1)
            places.know("turn-up", [seen.turned_up])
        viewer = info.seat
        for seat in range(players):
            if seat != viewer:
                places.know(holding(seat), _known(seen.clues, seat))
        own = None if viewer is None else info.hands[viewer]
        if viewer is not None and own is not None:
            concealed: Counter[Card] = Counter(own)
            if not seen.open:
                concealed.subtract(seen.table[viewer])
            concealed.subtract(seen.known[viewer])
            revealed = [c.card for c in seen.clues if _revealed(c, viewer)]
            held = places.know(holding(viewer), [*revealed, *concealed.elements()])
            _check_drawn(game, seen.drawn, held, viewer)
        return places

    def forbidden(self, game: SampledGame, info: InfoState) -> list[int]:
        """Per seat, the cards its hand cannot hold now: suits it showed void in, and in the
        last eight tricks cards that would have won a trick it did not win (Z1)."""
        seen: BeziqueSeen = info.seen
        pack = game.pack
        suit_masks = game.suit_masks
        players = game.players
        trump = -1 if seen.trump is None else int(seen.trump)  # Z4: no trumps fixed yet
        result = [0] * players
        for seat, voids in enumerate(info.voids):
            for void in voids:
                result[seat] |= suit_masks[void]
        plays = info.plays
        first = (len(pack) // players - seen.dealt) * players
        size = 2 if seen.pairs else players  # Z3: four play the last in pairs
        # Each card's power under each suit led: the engine's one rule (TrickPlay's).
        powers = led_powers(game.trick_rules.suit_of, game.rank_power, trump)
        for start in range(first, len(plays) - size + 1, size):
            trick = plays[start : start + size]
            cards = [_played(pack, play, info) for play in trick]
            led = int(pack[cards[0]].suit)
            best = powers[led][cards[0]]
            trumped = led == trump  # the card winning so far is a trump
            for position in range(1, size):
                card = cards[position]
                suit = int(pack[card].suit)
                value = powers[led][card]
                if value <= best and (suit == trump or (suit == led and not trumped)):
                    stronger = suit  # followed or trumped without winning
                elif suit not in (led, trump) and position == 2 and players == 3:
                    stronger = trump  # Z3: the third hand threw away: no trump could win
                else:
                    stronger = -1
                if stronger >= 0:
                    result[trick[position].seat] |= sum(
                        1 << i for i in bits(suit_masks[stronger]) if powers[led][i] > best
                    )
                if value > best:
                    best, trumped = value, suit == trump
        return result

    def dealt(
        self, game: SampledGame, info: InfoState, now: dict[str, int], rng: Random
    ) -> tuple[dict[str, Placed], dict[int, str]]:
        seen: BeziqueSeen = info.seen
        players = game.players
        pack = game.pack
        viewer = info.seat
        draws_of: list[list[int]] = [[] for _ in range(players)]
        for index, who in enumerate(seen.draws):
            draws_of[who].append(index)
        turn_up = seen.turned_up is not None
        face_down = len(pack) - seen.dealt * players - turn_up
        stock: list[int] = [-1] * face_down
        result: dict[str, Placed] = {"turn-up": now["turn-up"]} if turn_up else {}
        for seat in range(players):
            mask = now[holding(seat)]
            if seat == viewer:
                drawn = _copies(pack, seen.drawn, mask)
            else:
                clues = [c for c in seen.clues if c.seat == seat]
                drawn = _arrange(pack, mask, clues, len(draws_of[seat]), rng, seen.dealt)
            dealt = mask
            for card in drawn:
                dealt &= ~(1 << card)
            result[hand(seat)] = dealt
            for card, index in zip(drawn, draws_of[seat], strict=True):
                stock[index] = card
        rest = list(bits(now["stock"]))
        rng.shuffle(rest)
        stock[len(seen.draws) :] = rest
        result["stock"] = stock
        return result, {}


def _played(pack: Any, play: Play, info: InfoState) -> int:
    """The card a play names (from the hand, or from the table: ``table X``), as its first
    physical copy."""
    return int(pack.copies[play.named(info.entries[play.position])][0])


def _check_drawn(game: SampledGame, drawn: Sequence[Card], held: int, seat: int) -> None:
    """Refuse a view whose viewer drew a card its holding does not hold (Z1: a card drawn goes
    to the hand): the holding it knows whole, its hand now and the cards it has shown."""
    pack = game.pack
    left = Counter(pack[i] for i in bits(held))
    for card in drawn:
        if left[card] <= 0:
            raise InconsistentView(undrawn(seat, card, other=card in left))
        left[card] -= 1


def _copies(pack: Any, cards: Sequence[Card], within: int) -> list[int]:
    """Physical copies of ``cards`` within ``within``, each once, in order. The viewer's
    draws always lie in its holding (:func:`_check_drawn`), so a miss is a bug."""
    chosen: list[int] = []
    taken = 0
    for card in cards:
        for index in pack.copies[card]:
            if within >> index & 1 and not taken >> index & 1:
                chosen.append(index)
                taken |= 1 << index
                break
        else:
            raise AssertionError(f"{card}, a card the viewer drew, is not in its sampled holding")
    return chosen


def _revealed(clue: Clue, seat: int) -> bool:
    return clue.seat == seat and clue.clue == REVEALED


def _known(clues: Sequence[Clue], seat: int) -> list[Card]:
    """The cards all know lie in ``seat``'s holding: those revealed, and one of a face the
    hand was seen to hold (``held``) and has not revealed since."""
    result = [c.card for c in clues if _revealed(c, seat)]
    held: dict[Card, int] = {}
    for clue in clues:
        if clue.seat == seat and clue.clue == HELD:
            held[clue.card] = max(held.get(clue.card, 0), clue.at)
    for face, last in held.items():
        if not any(_revealed(c, seat) and c.card == face and c.at > last for c in clues):
            result.append(face)
    return result


def _arrange(
    pack: Any, mask: int, clues: Sequence[Clue], draws: int, rng: Random, dealt: int
) -> list[int]:
    """The cards of a holding drawn in turn (``draws`` of them), the others dealt: each card
    within its window of draws (from the clues), at random among the ways that fit them all.
    Raises :class:`Contradiction` when no way fits (the unseen cards were shared out so)."""
    low: dict[int, int] = {card: 0 for card in bits(mask)}
    high: dict[int, int] = {card: draws for card in low}
    shown_at: dict[int, int] = {}
    for clue in sorted(clues, key=lambda c: c.at):
        copies = [i for i in pack.copies[clue.card] if mask >> i & 1]
        if clue.clue == REVEALED:
            card = next((i for i in copies if i not in shown_at), None)
            if card is None:
                raise Contradiction(f"{clue.card} is not in the sampled holding")
            shown_at[card] = clue.at
            high[card] = min(high[card], clue.draws)
        elif clue.clue == HELD:
            later = sorted(
                (i for i in copies if shown_at.get(i, clue.at + 1) > clue.at),
                key=lambda i: (i in shown_at, shown_at.get(i, 0)),
            )
            if not later:
                raise Contradiction(f"{clue.card} was held but is not in the holding")
            high[later[0]] = min(high[later[0]], clue.draws)
        else:  # "none": no copy was concealed then: any not shown yet came later
            for card in copies:
                if shown_at.get(card, clue.at) >= clue.at:
                    low[card] = max(low[card], clue.draws + 1)
    if any(low[card] > high[card] for card in low):
        raise Contradiction("a card of the holding has no draw that fits the clues")
    slots = [0] * dealt + list(range(1, draws + 1))
    placed: list[int] = []
    left = list(low)
    for at, time in enumerate(slots):
        rng.shuffle(left)
        for card in left:
            if low[card] <= time <= high[card] and _fits(
                [c for c in left if c != card], slots[at + 1 :], low, high
            ):
                placed.append(card)
                left.remove(card)
                break
        else:
            raise Contradiction("the holding's cards fit no order of draws")
    return placed[dealt:]


def _fits(cards: list[int], slots: list[int], low: dict[int, int], high: dict[int, int]) -> bool:
    """Whether ``cards`` fill ``slots`` (times, in order) within their windows: earliest
    deadline first decides it."""
    waiting = sorted(cards, key=lambda c: low[c])
    ready: list[int] = []
    at = 0
    for time in slots:
        while at < len(waiting) and low[waiting[at]] <= time:
            ready.append(high[waiting[at]])
            at += 1
        if not ready:
            return False
        ready.sort()
        if ready.pop(0) < time:
            return False
    return at == len(waiting) and not ready
