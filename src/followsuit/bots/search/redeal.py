"""Worlds redealt by the core (``_core.Redeal``) from one world the resampler drew.

The resampler (``engine.resample``) draws a world in three steps: the unseen cards shared out
among its places (each seat's holding, a stock, discards ...) under their sizes and the cards
each may not hold, the deal rebuilt, the log replayed. Where the log moved no card face down
and keeps no secret, the replay changes nothing the sharing did not: the hands now are the
holdings less the cards played. A world is then that sharing alone, and the core can draw
thousands of them in the time the resampler draws one (``_core.Redeal``: the resampler's
greedy sharing, in law).

That is sound for the card play that remains where, beyond that:

- each card is one physical card (no pack of copies: which copy was seen is the resampler's
  guess);
- each seat holds one hand, named as the resampler names it;
- the places beside the hands hold no unseen card that counts: in a game of card points, no
  place beside the hands has room for unseen cards (discards that score for a side), while
  in a game of tricks alone an unseen stock or widow is never played and counts nothing.

Everything else (a concealed trump, cards passed or discarded unseen, a widow that scores)
keeps the resampler's pool (``card_tree``). The places come from the resampler itself
(``engine.resample.view_places``).
"""

from __future__ import annotations

from typing import Any

from followsuit import _core
from followsuit.engine import Game, View
from followsuit.engine.play_value import PlayScoring
from followsuit.engine.resample import hand, view_places


def redeal(
    game: Game, view: View, deal: Any, scoring: PlayScoring, position: _core.Position
) -> _core.Redeal | str:
    """The core's redeal of ``position`` (the core's position of ``deal``, a world the
    resampler drew for ``view``, scored by ``scoring``) under the view's places, or why the
    view's worlds cannot be redealt from one of them (module doc)."""
    if game.pack.has_copies:
        return "a pack of copies"
    if len(deal.hands) != game.players:
        return "hands that are not one a seat"
    places, info = view_places(game, view)
    for move in info.moves:
        if move.secret or move.action is None or move.action.cards:
            return f"a {move.kind} that moved cards or keeps a secret"
    names = [hand(seat) for seat in range(game.players)]
    if any(name not in places.index for name in names):
        return "a seat's hand the places do not name"
    unseen = game.pack.full_mask & ~places.taken
    hands = position.hands
    remaining = 0
    for cards in hands:
        remaining |= cards
    forbidden = []
    for seat, name in enumerate(names):
        at = places.index[name]
        known, held = places.known[at], hands[seat]
        need = places.sizes[at] - known.bit_count()
        if (
            held & ~unseen & ~known
            or known & remaining & ~held
            or (held & unseen).bit_count() != need
        ):
            return f"a world whose {name} is not the view's"
        if need and seat in (view["seat"], position.to_play()):
            return f"{name}, which the seat plays, unseen"
        forbidden.append(places.forbidden[at])
    others = []
    for at, name in enumerate(places.names):
        if name in names:
            continue
        need = places.sizes[at] - places.known[at].bit_count()
        if need and any(scoring.card_points):
            return f"unseen cards in {name}, in a game of card points"
        others.append((need, places.forbidden[at]))
    try:
        return _core.Redeal(position, unseen=unseen, forbidden=forbidden, others=others)
    except ValueError as error:
        return str(error)
