"""19's action grammar (N3-N6): the bids, ``take N``, ``next``, ``discard C``, ``declare …``,
``contra …``, ``volunteer``; read by the engine's grammar, checked by the phase steps."""

from __future__ import annotations

from itertools import combinations

from followsuit.engine import Action
from followsuit.engine.grammar import CardList, Chosen, Grammar, Numbered, Several, Word
from followsuit.games.nineteen.cards import nineteen_pack
from followsuit.games.nineteen.scoring import ACHIEVEMENTS, BIDS, DECLARATIONS

BID_LABELS = ("Partnership", "Preferred Three", "Preferred Two", "Preferred One", "Solo")
"""How the legal list shows each bid of ``BIDS``."""
PASS_WORD = Word("pass", "pass", aliases=("decline",))
NEXT_WORD = Word("next", "next", label="next group")
VOLUNTEER_WORD = Word("volunteer", "volunteer", label="play the dummy")
BID_WORDS = tuple(
    Word("bid", text, rank, label=label)
    for rank, (text, label) in enumerate(zip(BIDS, BID_LABELS, strict=True))
)
TAKE = Numbered("take", "take", range(1, 7), "a number of stock cards: 1 to 6")
CONTRA_ITEMS = ("bid", *ACHIEVEMENTS)
CONTRA = Chosen("contra", "contra", CONTRA_ITEMS, "what a contra doubles")
DECLARE = Several("declare", "declare", DECLARATIONS, "a declaration")
PACK = nineteen_pack()
DISCARD = CardList("discard", "discard", PACK, count=1, in_pack=True, value=PACK.mask_from_cards)
"""``discard C``: one card to the discards, face down; value is its mask."""

GRAMMAR = Grammar(
    "19",
    [PASS_WORD, *BID_WORDS, NEXT_WORD, VOLUNTEER_WORD, TAKE, CONTRA, DECLARE, DISCARD],
)
"""Every 19 action text but a card (the deal's card table reads cards)."""

PASS = PASS_WORD.action
NEXT = NEXT_WORD.action
VOLUNTEER = VOLUNTEER_WORD.action
BID_ACTIONS = tuple(word.action for word in BID_WORDS)
TAKE_ACTIONS = tuple(TAKE.actions.values())
CONTRA_ACTIONS = CONTRA.actions


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


def declare_action(names: tuple[str, ...]) -> Action:
    """``declare trumps sparrow``: the names in the order of ``DECLARATIONS``; value is their
    mask (bit i: ``DECLARATIONS[i]``)."""
    return DECLARE(names)


def declared_names(action: Action) -> tuple[str, ...]:
    names: tuple[str, ...] = DECLARE.fields(action)[0]
    return names


def discard_action(mask: int) -> Action:
    """``discard C``: one card to the discards, face down; value is its mask."""
    return DISCARD(tuple(PACK[i] for i in range(len(PACK)) if mask >> i & 1))
