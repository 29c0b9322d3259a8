"""Four-handed partners' declarations from either partner's cards (Z3, Z6): "A second double
bezique or triple bezique may be scored as before; to form them the beziques may be declared
from the hand of either partner." Only those two may take the partner's table cards; a first
double bezique (four cards none of which has served in a double) is the declarer's own."""

from __future__ import annotations

from collections.abc import Sequence

from followsuit.cards import Card
from followsuit.engine.melds import Declaration, MeldBook
from followsuit.games.bezique.declarations import DOUBLE_BEZIQUE

TRIPLE_BEZIQUE = "triple bezique"
FIRST_DOUBLE_REFUSED = (
    "a first double bezique is one's own cards: only a second double or a triple takes a "
    "partner's (Z6)"
)
"""At most 98 characters: a refusal's line in the terminal keeps the rule's tag."""


def second_double(melds: MeldBook, declaration: Declaration) -> bool:
    """Z3: a double bezique declared to a bezique that already served in a double (two of its
    cards have)."""
    used = melds.used[melds.kind(DOUBLE_BEZIQUE)]
    return (declaration.cards & used).bit_count() >= 2


def may_take_partners(melds: MeldBook, declaration: Declaration) -> bool:
    """Z6: a triple bezique, or a second double bezique, may use the partner's cards."""
    name = melds.kinds[declaration.kind].name
    return name == TRIPLE_BEZIQUE or (name == DOUBLE_BEZIQUE and second_double(melds, declaration))


def tables(melds: MeldBook, own: int, shared: int) -> tuple[int, ...]:
    """The tables a partner's declaration may be formed from: his own and the partner's cards,
    then his own and the partner's cards that served in a double (so that a second double takes
    the used bezique before a fresh one)."""
    used = shared & melds.used[melds.kind(DOUBLE_BEZIQUE)]
    return (own | shared, own | used) if used else (own | shared,)


def partner_declaration(
    melds: MeldBook, faces: Sequence[Card], hand: int, own: int, shared: int
) -> tuple[Declaration | None, str | None]:
    """The declaration ``faces`` make with the partner's table cards ``shared``, or why none
    (a first double bezique is refused, Z6)."""
    reason: str | None = None
    for table in tables(melds, own, shared):
        found, _ = melds.find(faces, hand, table)
        if found is None:
            continue
        if may_take_partners(melds, found):
            return found, None
        if melds.kinds[found.kind].name == DOUBLE_BEZIQUE:
            reason = FIRST_DOUBLE_REFUSED
    return None, reason


def partner_declarations(melds: MeldBook, hand: int, own: int, shared: int) -> list[Declaration]:
    """Every declaration that takes the partner's table cards ``shared`` and may (Z6)."""
    found: list[Declaration] = []
    for table in tables(melds, own, shared):
        found += [d for d in melds.legal(hand, table) if may_take_partners(melds, d)]
    return found
