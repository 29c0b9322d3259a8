"""19's action texts (N3-N6): the bids, ``take N``, ``next``, ``discard C``, ``declare …``,
``contra …``, ``volunteer``; parsed here, checked by the phase steps."""

from __future__ import annotations

from functools import cache
from itertools import combinations

from followsuit.cards import Card, Pack
from followsuit.engine import Action, normalise
from followsuit.errors import NotationError
from followsuit.games.nineteen.scoring import (
    ACHIEVEMENTS,
    BIDS,
    DECLARATIONS,
)

PASS = Action("pass", "pass")
NEXT = Action("next", "next")
VOLUNTEER = Action("volunteer", "volunteer")
BID_ACTIONS = tuple(Action("bid", text, rank) for rank, text in enumerate(BIDS))
TAKE_ACTIONS = tuple(Action("take", f"take {n}", n) for n in range(1, 7))
CONTRA_ITEMS = ("bid", *ACHIEVEMENTS)
CONTRA_ACTIONS = {
    item: Action("contra", f"contra {item}", i) for i, item in enumerate(CONTRA_ITEMS)
}


def declaration_sets() -> list[tuple[str, ...]]:
    """Every combination a ``declare`` may name, in a stable order (N6: royal not with
    honours or kings)."""
    found = []
    for size in range(1, len(DECLARATIONS) + 1):
        for names in combinations(DECLARATIONS, size):
            if "royal" in names and ("honours" in names or "kings" in names):
                continue
            found.append(names)
    return found


@cache
def declare_action(names: tuple[str, ...]) -> Action:
    """``declare trumps sparrow``: the names in the order of ``DECLARATIONS``; value is their
    mask (bit i: ``DECLARATIONS[i]``)."""
    ordered = tuple(n for n in DECLARATIONS if n in names)
    value = sum(1 << DECLARATIONS.index(n) for n in ordered)
    return Action("declare", "declare " + " ".join(ordered), value)


def declared_names(action: Action) -> tuple[str, ...]:
    return tuple(n for i, n in enumerate(DECLARATIONS) if action.value >> i & 1)


def discard_action(pack: Pack, mask: int) -> Action:
    """``discard C``: one card to the discards, face down; value is its mask."""
    cards = tuple(pack[i] for i in range(len(pack)) if mask >> i & 1)
    return Action("discard", "discard " + " ".join(str(c) for c in cards), mask, cards)


def parse(text: str, pack: Pack) -> Action:
    """Read any 19 action text but a card (the play's parser reads cards)."""
    key = normalise(text)
    if key in ("pass", "decline"):
        return PASS
    if key == "next":
        return NEXT
    if key == "volunteer":
        return VOLUNTEER
    for action in BID_ACTIONS:
        if key == action.text:
            return action
    words = key.split()
    if not words:
        raise NotationError(f"{text!r} is not a 19 action")
    verb, rest = words[0], words[1:]
    number = rest[0] if len(rest) == 1 and rest[0].isascii() and rest[0].isdigit() else "0"
    if verb == "take" and 1 <= int(number) <= len(TAKE_ACTIONS):
        return TAKE_ACTIONS[int(number) - 1]
    if verb == "contra" and len(rest) == 1 and rest[0] in CONTRA_ACTIONS:
        return CONTRA_ACTIONS[rest[0]]
    if verb == "declare" and rest:
        if len(set(rest)) != len(rest) or any(r not in DECLARATIONS for r in rest):
            raise NotationError(
                f"{text!r}: declare names one or more of {', '.join(DECLARATIONS)}, each once"
            )
        return declare_action(tuple(rest))
    if verb == "discard" and len(rest) == 1:
        card = Card.parse(rest[0])
        if card not in pack.copies:
            raise NotationError(f"{text!r}: {card} is not in the 19 pack")
        return discard_action(pack, pack.mask_from_cards([card]))
    if verb == "discard":
        raise NotationError(f"{text!r}: discard one card at a time, such as discard 7S")
    raise NotationError(f"{text!r} is not a 19 action")
