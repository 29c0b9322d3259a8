"""An ordered stock: a face-down pile drawn from the top, with a turn-up and groups seen in turn.

Bézique (Z1) draws from the top after each trick and takes the turn-up last; its seven of trumps
is exchanged for the turn-up. 19 (N4, N5) takes fixed cards of its six-card stock, or splits it
into groups that declarer looks at one after another, laying rejected groups face up for all.
The stock keeps its order as a shared tuple and what is left as a mask, so ``copy()`` is cheap,
and says for views what is public (size, turn-up, face-up cards) and what is not (the order of
the rest, the cards a seat has seen alone).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from followsuit.cards import Pack


def preference_level(taken: int, seen: int) -> int:
    """19's level (N5) for taking group ``taken`` (1-based) after looking at ``seen`` groups.

    Group 1 at first sight is level 1, group k (k >= 2) at first sight 2k - 2, an earlier group
    after seeing group k is 2k - 1: at most 3, 5 and 11 for groups of three, two and one.
    """
    if not 1 <= taken <= seen:
        raise ValueError(f"group {taken} has not been seen (groups seen: {seen})")
    if taken == seen:
        return 1 if seen == 1 else 2 * seen - 2
    return 2 * seen - 1


@dataclass(slots=True)
class Stock:
    """The cards of ``order`` (top first) not yet drawn, plus an optional turn-up under them.

    ``seen[seat]`` holds the stock cards each seat has looked at or drawn; ``face_up`` the cards
    shown to everyone (rejected groups). The turn-up is public and counted in ``size``.
    """

    order: tuple[int, ...]
    """The face-down cards as the stock was formed, top first (shared, never changed)."""
    left: int
    """Mask of the face-down cards still in the stock."""
    turn_up: int | None
    """The card under the stock turned face up (Bézique's trump card), or None."""
    seen: list[int]
    """Per seat, the mask of stock cards that seat has seen (still there or drawn)."""
    face_up: int = 0
    """Stock cards laid face up for every seat (19's rejected groups); they stay known to all
    wherever they go (a rejected group taken back after all)."""
    at: int = 0
    """Position in ``order`` from which the top card is searched (cards before it are gone)."""
    group_sizes: tuple[int, ...] = ()
    """The groups the stock is split into, in order (19's preference procedure), or none."""
    looked: int = 0
    """How many groups the looker has seen so far (the last of them is being looked at)."""
    taken_group: int = 0
    """The group taken (1-based), once one is."""

    @classmethod
    def of(cls, cards: Sequence[int], players: int, turn_up: int | None = None) -> Stock:
        """A stock of ``cards`` top first; ``turn_up`` lies face up under it, drawn last."""
        left = 0
        for card in cards:
            left |= 1 << card
        return cls(tuple(cards), left, turn_up, [0] * players)

    def copy(self) -> Stock:
        return Stock(
            self.order,
            self.left,
            self.turn_up,
            self.seen[:],
            self.face_up,
            self.at,
            self.group_sizes,
            self.looked,
            self.taken_group,
        )

    # -- what is left -----------------------------------------------------------------------

    @property
    def mask(self) -> int:
        """Every card still in the stock, the turn-up included."""
        turn_up = self.turn_up
        return self.left if turn_up is None else self.left | 1 << turn_up

    @property
    def face_down(self) -> int:
        """How many face-down cards are left (the turn-up not counted)."""
        return self.left.bit_count()

    @property
    def size(self) -> int:
        """How many cards are left to draw, the turn-up included (public)."""
        return self.left.bit_count() + (self.turn_up is not None)

    def __len__(self) -> int:
        return self.size

    def remaining(self) -> list[int]:
        """The face-down cards left, top first (secret: a view never shows this order)."""
        left = self.left
        return [card for card in self.order[self.at :] if left >> card & 1]

    # -- drawing ----------------------------------------------------------------------------

    def draw(self, seat: int) -> int:
        """``seat`` draws the top card; the turn-up is taken when the face-down cards are gone."""
        left = self.left
        if left:
            order = self.order
            at = self.at
            while not left >> order[at] & 1:
                at += 1
            card = order[at]
            self.at = at + 1
            self.left = left ^ 1 << card
            self.seen[seat] |= 1 << card
            return card
        card_up = self.turn_up
        if card_up is None:
            raise IndexError("the stock is empty")
        self.turn_up = None
        return card_up

    def draw_many(self, seat: int, count: int) -> int:
        """``seat`` draws ``count`` cards from the top; their mask."""
        if count > self.size:
            raise IndexError(f"the stock holds {self.size} cards, not {count}")
        mask = 0
        for _ in range(count):
            mask |= 1 << self.draw(seat)
        return mask

    def take_card(self, seat: int, card: int) -> None:
        """``seat`` takes one named face-down card out of the stock, wherever it lies (19's
        Partnership gives fixed positions of the stock to fixed players, N4)."""
        bit = 1 << card
        if not self.left & bit:
            raise ValueError(f"card {card} is not in the stock")
        self.left ^= bit
        self.seen[seat] |= bit

    def take_rest(self) -> int:
        """Take every card left at once (19: the stock not taken goes to the defenders)."""
        mask = self.mask
        self.left = 0
        self.turn_up = None
        self.at = len(self.order)
        return mask

    def exchange(self, card: int) -> int:
        """Put ``card`` (from a hand) in the turn-up's place and return the old turn-up
        (Bézique's seven of trumps)."""
        old = self.turn_up
        if old is None:
            raise ValueError("there is no turn-up to exchange")
        self.turn_up = card
        return old

    # -- groups looked at in order (19's preference procedure, N5) --------------------------

    def split(self, sizes: Sequence[int]) -> None:
        """Split the face-down cards, top first, into groups of ``sizes`` (N5: 3+3, 2+2+2,
        six of one)."""
        if self.at or self.left.bit_count() != len(self.order):
            raise ValueError("only a whole stock is split into groups")
        if sum(sizes) != self.face_down or any(size < 1 for size in sizes):
            raise ValueError(f"groups {tuple(sizes)} do not split a stock of {self.face_down}")
        self.group_sizes = tuple(sizes)
        self.looked = 0
        self.taken_group = 0

    @property
    def groups(self) -> int:
        return len(self.group_sizes)

    def group(self, number: int) -> int:
        """The mask of group ``number`` (1-based) as the stock was split."""
        start = sum(self.group_sizes[: number - 1])
        mask = 0
        for card in self.order[start : start + self.group_sizes[number - 1]]:
            mask |= 1 << card
        return mask

    @property
    def may_look_further(self) -> bool:
        """True while there is a group not yet seen and none has been taken (``next``)."""
        return not self.taken_group and self.looked < len(self.group_sizes)

    def look(self, seat: int) -> int:
        """``seat`` looks at the next group; the one seen before it (if any) is rejected and
        laid face up for all. Returns the group now seen."""
        if not self.may_look_further:
            raise ValueError("there is no further group to look at")
        if self.looked:
            self.face_up |= self.group(self.looked)
        self.looked += 1
        mask = self.group(self.looked)
        self.seen[seat] |= mask
        return mask

    def take_group(self, seat: int, number: int) -> int:
        """``seat`` takes group ``number``, one already seen; the group being looked at, if
        another, is laid face up. Returns the taken mask; ``preference_level`` gives its level."""
        if self.taken_group or not 1 <= number <= self.looked:
            raise ValueError(f"group {number} may not be taken now")
        if number != self.looked:
            self.face_up |= self.group(self.looked)
        mask = self.group(number)
        self.taken_group = number
        self.left &= ~mask
        self.seen[seat] |= mask
        return mask

    @property
    def level(self) -> int:
        """The preference level of the group taken (N5)."""
        return preference_level(self.taken_group, self.looked)

    # -- what each seat knows ---------------------------------------------------------------

    def public(self) -> int:
        """Stock cards every seat may see: the turn-up and the cards laid face up."""
        return self.mask & (self.face_up | (0 if self.turn_up is None else 1 << self.turn_up))

    def known_to(self, seat: int | None) -> int:
        """Stock cards ``seat`` may place (None: a spectator): public ones and those it saw."""
        public = self.public()
        if seat is None:
            return public
        return public | (self.seen[seat] & self.left)

    def view(self, pack: Pack, seat: int | None) -> dict[str, Any]:
        """What ``seat`` may know of the stock, JSON-ready: size, turn-up, face-up cards, the
        groups' states and the cards it alone has seen; never the order of the rest."""
        texts = _texts(pack)
        result: dict[str, Any] = {
            "size": self.size,
            "turn_up": None if self.turn_up is None else texts[self.turn_up],
            "face_up": [texts[c] for c in self.order if (self.face_up & self.left) >> c & 1],
        }
        if seat is not None:
            own = self.seen[seat] & self.left & ~self.face_up
            result["seen"] = [texts[c] for c in self.order if own >> c & 1]
        if self.group_sizes:
            groups = []
            for number in range(1, len(self.group_sizes) + 1):
                mask = self.group(number)
                if number == self.taken_group:
                    state = "taken"
                elif mask & self.face_up == mask:
                    state = "face up"
                elif number == self.looked:
                    state = "seen"
                else:
                    state = "unseen"
                entry: dict[str, Any] = {"group": number, "state": state}
                if mask & self.face_up == mask or (
                    seat is not None and self.seen[seat] & mask == mask
                ):
                    entry["cards"] = [texts[c] for c in self.order if mask >> c & 1]
                groups.append(entry)
            result["groups"] = groups
        return result


@lru_cache(maxsize=64)
def _texts(pack: Pack) -> tuple[str, ...]:
    """Each physical card's text, made once per pack (views ask for them often)."""
    return tuple(str(card) for card in pack.cards)
