"""Declarations (melds) and the bookkeeping of "not twice in the same kind".

A :class:`MeldKind` is a named combination worth points, matched over faces: its patterns are
the face multisets that form it (a marriage is K Q of one suit; four aces are any four aces).
A :class:`MeldBook` records which physical cards have served in which kinds: a card may serve
in declarations of different kinds but never twice in one kind (Bézique, Z1). The reuse rules
are data on the kinds: ``also_uses`` marks a declaration's cards as used in another kind too
(a sequence's king and queen count as married; a double bezique declared at once leaves no
single bezique), ``min_fresh`` lets a kind take cards already used in it (three-handed
Bézique's second double bezique) and the book's ``reform`` frees a declaration's cards when one
of them is played (Grand Bézique, Z4). 19's declarations of what a hand holds (N6) name no
cards and use none up, so they are no melds: 19 counts them on its own masks.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from itertools import product
from typing import Self

from followsuit.cards import Card, Pack, bits


def _faces(slot: Iterable[Card] | Card | str) -> tuple[Card, ...]:
    if isinstance(slot, Card):
        return (slot,)
    if isinstance(slot, str):
        return tuple(Card.parse(text) for text in slot.split())
    return tuple(slot)


@dataclass(frozen=True, slots=True)
class MeldKind:
    """A kind of declaration: a name, its points and the face multisets that form it."""

    name: str
    points: int
    patterns: tuple[tuple[Card, ...], ...]
    """Each pattern is one way to form the kind, faces in display order."""
    also_uses: tuple[tuple[str, tuple[Card, ...]], ...] = ()
    """(kind, faces): declaring this kind marks its cards of those faces as used in that kind."""
    min_fresh: int | None = None
    """None: every card must be new to this kind; n: at least n of them must be."""

    @classmethod
    def combination(
        cls,
        name: str,
        points: int,
        *slots: Iterable[Card] | Card | str,
        also_uses: Sequence[tuple[str, Iterable[Card] | str]] = (),
        min_fresh: int | None = None,
    ) -> MeldKind:
        """A kind from its slots, each a face (``"QS"``) or a choice of faces (any ace): every
        distinct multiset that fills the slots is a pattern."""
        choices = [_faces(slot) for slot in slots]
        order: dict[Card, int] = {}
        for faces in choices:
            for face in faces:
                order.setdefault(face, len(order))
        patterns = dict.fromkeys(
            tuple(sorted(combo, key=order.__getitem__)) for combo in product(*choices)
        )
        uses = tuple((kind, _faces(faces)) for kind, faces in also_uses)
        return cls(name, points, tuple(patterns), uses, min_fresh)


@dataclass(frozen=True, slots=True)
class Declaration:
    """One declaration: the kind (its index in the book) and the physical cards it uses."""

    kind: int
    cards: int
    faces: tuple[Card, ...]

    @property
    def text(self) -> str:
        return "declare " + " ".join(str(face) for face in self.faces)


Needs = tuple[int, int, int, tuple[tuple[tuple[Card, ...], tuple[tuple[Card, int, int], ...]], ...]]
"""What a kind's patterns need (``MeldBook._needs``)."""


@dataclass(slots=True)
class MeldBook:
    """The kinds of a deal, which cards served in which kind, and each seat's declarations."""

    pack: Pack
    kinds: tuple[MeldKind, ...]
    used: list[int]
    """Per kind, the mask of the cards that have served in it."""
    declared: list[tuple[int, Declaration]] = field(default_factory=list)
    """(seat, declaration) in order."""
    points: list[int] = field(default_factory=list)
    """Per seat, the points declared."""
    reform: bool = False
    """A declaration's cards are free again in its kinds once one of them is played (Z4)."""
    _live: list[bool] = field(default_factory=list)
    """Per declaration, False once broken by a played card (with ``reform``)."""
    _needs: tuple[Needs, ...] = ()
    """Per kind, in order: (its index, the mask of every copy of a face it uses, the fewest
    cards of a pattern, and per pattern (the pattern, and for each face (face, mask of its
    copies, how many))); shared."""
    _by_faces: dict[tuple[Card, ...], list[int]] = field(default_factory=dict)
    """Each pattern as sorted faces -> the kinds (indices) having it, in order; shared."""

    @classmethod
    def of(
        cls, pack: Pack, kinds: Sequence[MeldKind], players: int, *, reform: bool = False
    ) -> Self:
        names = [kind.name for kind in kinds]
        if len(set(names)) != len(names):
            raise ValueError("meld kinds need distinct names")
        for kind in kinds:
            for other, _ in kind.also_uses:
                if other not in names:
                    raise ValueError(f"{kind.name} marks an unknown kind {other!r}")
        copies = {face: sum(1 << i for i in indices) for face, indices in pack.copies.items()}
        needs = []
        for index, kind in enumerate(kinds):
            patterns = tuple(
                (pattern, tuple((f, copies.get(f, 0), n) for f, n in Counter(pattern).items()))
                for pattern in kind.patterns
            )
            faces_mask = 0
            for face in {face for pattern in kind.patterns for face in pattern}:
                faces_mask |= copies.get(face, 0)
            size = min(len(pattern) for pattern in kind.patterns)
            needs.append((index, faces_mask, size, patterns))
        by_faces: dict[tuple[Card, ...], list[int]] = {}
        for index, kind in enumerate(kinds):
            for key in dict.fromkeys(tuple(sorted(pattern)) for pattern in kind.patterns):
                by_faces.setdefault(key, []).append(index)
        return cls(
            pack,
            tuple(kinds),
            [0] * len(kinds),
            [],
            [0] * players,
            reform,
            [],
            tuple(needs),
            by_faces,
        )

    def copy(self) -> Self:
        return type(self)(
            self.pack,
            self.kinds,
            self.used[:],
            self.declared[:],
            self.points[:],
            self.reform,
            self._live[:],
            self._needs,
            self._by_faces,
        )

    def kind(self, name: str) -> int:
        """The index of the kind called ``name``."""
        for index, kind in enumerate(self.kinds):
            if kind.name == name:
                return index
        raise KeyError(name)

    # -- which cards a declaration uses (Z1) --------------------------------------------------

    def _copies(self, face: Card) -> int:
        mask = 0
        for index in self.pack.copies.get(face, ()):
            mask |= 1 << index
        return mask

    def resolve(
        self, index: int, faces: Sequence[Card], hand: int, table: int
    ) -> tuple[int, str | None]:
        """The cards a declaration of kind ``index`` with ``faces`` uses, and why not (a
        reason, with 0 cards) when it cannot be made from ``hand`` and ``table``.

        Z1: for each face a table copy not yet used in the kind, else a hand copy; where that
        would leave no card from the hand, a hand copy in place of one such table copy. At
        least one card must come from ``hand`` (Polish Bézique passes the trick's cards as
        ``hand`` and the open cards as ``table``). Among identical copies, ``take_copies``
        and ``give_back`` choose.
        """
        needs = tuple((face, self._copies(face), n) for face, n in Counter(faces).items())
        return self._resolve(index, faces, needs, hand, table)

    def _resolve(
        self,
        index: int,
        faces: Sequence[Card],
        needs: Sequence[tuple[Card, int, int]],
        hand: int,
        table: int,
    ) -> tuple[int, str | None]:
        """``resolve`` with the faces' copies and counts worked out (``needs``)."""
        kind = self.kinds[index]
        used = self.used[index]
        chosen = 0
        for face, copies, count in needs:
            held = (hand | table) & copies
            if held.bit_count() < count:
                return 0, f"{face} is not held (needed {count})"
            order = [table & copies & ~used, hand & copies & ~used]
            if kind.min_fresh is not None:
                order += [table & copies & used, hand & copies & used]
            for pool in order:
                if count and pool:
                    taken = self.take_copies(pool, count)
                    chosen |= taken
                    count -= taken.bit_count()
            if count:
                return 0, f"a card may not serve twice in the same kind ({kind.name})"
        if not chosen & hand:
            for face in faces:
                copies = self._copies(face)
                spare = hand & copies & ~chosen & ~used
                on_table = chosen & table & copies
                if spare and on_table:
                    chosen = chosen ^ self.give_back(on_table) | (spare & -spare)
                    break
            else:
                return 0, "a declaration must put at least one card from the hand on the table"
        if kind.min_fresh is not None and (chosen & ~used).bit_count() < kind.min_fresh:
            return 0, f"a card may not serve twice in the same kind ({kind.name})"
        return chosen, None

    def served(self, card: int) -> int:
        """The kinds (a mask of their indices) copy ``card`` has served in."""
        bit = 1 << card
        mask = 0
        for index, used in enumerate(self.used):
            if used & bit:
                mask |= 1 << index
        return mask

    def ranked(self, mask: int) -> list[int]:
        """The identical copies of ``mask``, the one that has served in the most kinds first
        (the fresher copy is kept for the kinds it has not served in), then by which kinds.
        Copies that have served in the same kinds are alike, so the order never depends on
        which physical copy a card is (G3): a deal replayed from its record, which names faces,
        makes the same choices."""
        cards = list(bits(mask))
        if len(cards) < 2:
            return cards
        served = {card: self.served(card) for card in cards}
        return sorted(cards, key=lambda card: (-served[card].bit_count(), -served[card], card))

    def take_copies(self, pool: int, count: int) -> int:
        """Up to ``count`` of the identical copies in ``pool`` (a mask) for a declaration, in
        the order of :meth:`ranked`."""
        if count >= pool.bit_count():
            return pool
        taken = 0
        for card in self.ranked(pool)[:count]:
            taken |= 1 << card
        return taken

    def give_back(self, on_table: int) -> int:
        """Which of the table copies ``on_table`` taken gives way to a hand copy, so that a
        declaration uses a card from the hand: the last in the order of :meth:`ranked`."""
        return 1 << self.ranked(on_table)[-1]

    def match(self, faces: Sequence[Card]) -> list[int]:
        """The kinds (indices) having ``faces``, in any order, as a pattern."""
        return list(self._by_faces.get(tuple(sorted(faces)), ()))

    def find(
        self, faces: Sequence[Card], hand: int, table: int
    ) -> tuple[Declaration | None, str | None]:
        """The declaration ``faces`` make (its kind follows from the cards), or why none."""
        kinds = self.match(faces)
        if not kinds:
            return None, "these cards form no combination"
        reason: str | None = None
        for index in kinds:
            pattern = next(p for p in self.kinds[index].patterns if sorted(p) == sorted(faces))
            cards, reason = self.resolve(index, pattern, hand, table)
            if cards:
                return Declaration(index, cards, pattern), None
        return None, reason

    def legal(self, hand: int, table: int) -> list[Declaration]:
        """Every declaration that may be made now from ``hand`` and ``table``, kind by kind."""
        available = hand | table
        if not hand:
            return []
        result = []
        for index, faces_mask, size, patterns in self._needs:
            if (available & faces_mask).bit_count() < size:
                continue  # too few of the kind's cards for any of its patterns
            for pattern, needs in patterns:
                for _, mask, n in needs:
                    if n == 1:
                        if not available & mask:
                            break
                    elif (available & mask).bit_count() < n:
                        break
                else:
                    cards, _ = self._resolve(index, pattern, needs, hand, table)
                    if cards:
                        result.append(Declaration(index, cards, pattern))
        return result

    # -- declaring and playing ----------------------------------------------------------------

    def declare(self, seat: int, declaration: Declaration) -> int:
        """Record a declaration by ``seat`` (found by ``find`` or ``legal``); its points."""
        kind = self.kinds[declaration.kind]
        self.used[declaration.kind] |= declaration.cards
        for other, faces in kind.also_uses:
            self.used[self.kind(other)] |= self._of_faces(declaration.cards, faces)
        self.declared.append((seat, declaration))
        self._live.append(True)
        self.points[seat] += kind.points
        return kind.points

    def _of_faces(self, cards: int, faces: Sequence[Card]) -> int:
        """The cards of ``cards`` that have the given faces (one each)."""
        mask = 0
        for face in faces:
            pool = cards & self._copies(face) & ~mask
            mask |= pool & -pool
        return mask

    def played(self, card: int) -> None:
        """A card left the table for a trick. With ``reform`` (Z4), every declaration it served
        in is broken and its other cards may form that kind again."""
        if not self.reform:
            return
        bit = 1 << card
        broken = False
        for number, (_, declaration) in enumerate(self.declared):
            if self._live[number] and declaration.cards & bit:
                self._live[number] = False
                broken = True
        if broken:
            self.used = [0] * len(self.kinds)
            for number, (_, declaration) in enumerate(self.declared):
                if self._live[number]:
                    kind = self.kinds[declaration.kind]
                    self.used[declaration.kind] |= declaration.cards
                    for other, faces in kind.also_uses:
                        self.used[self.kind(other)] |= self._of_faces(declaration.cards, faces)
