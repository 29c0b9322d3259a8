"""The end of a two-handed deal settled at once: once the last eight tricks have begun, the
heuristic plays them perfectly for both players (``endgame``), so their outcome is the
minimax value and need not be played out card by card (the search bot's playouts stop here).
"""

from __future__ import annotations

from followsuit.cards import Suit
from followsuit.engine import Score, State
from followsuit.games.bezique import scoring
from followsuit.games.bezique.bot.endgame import LAST_TRICK, brisque, code, value
from followsuit.games.bezique.phases import LAST_EIGHT
from followsuit.games.bezique.state import BeziqueDeal


def settle(state: State) -> tuple[Score, ...] | None:
    """The deal's scores with the rest of the last eight tricks played perfectly by both
    players; None before the last eight, with other than two players, or in another form
    (Polish and Grand Bézique score otherwise)."""
    if not isinstance(state, BeziqueDeal) or state.phase is not LAST_EIGHT:
        return None
    if state.form.open_cards or state.form.rubicon:
        return None
    trick = state.trick
    seat = state.to_act
    if trick is None or seat is None or state.players != 2 or state.trump is None:
        return None
    trump = Suit(state.trump).symbol
    other = 1 - seat
    a = tuple(sorted(code(text, trump) for text in state.cards_text(state.hands[seat])))
    b = tuple(sorted(code(text, trump) for text in state.cards_text(state.hands[other])))
    led = code(state.table.texts[trick.cards[0]], trump) if trick.cards else None
    rest = scoring.BRISQUE * sum(map(brisque, (*a, *b, *([] if led is None else [led]))))
    rest += LAST_TRICK
    difference = value(a, b, led)
    share = [0, 0]
    share[seat] = (rest + difference) // 2
    share[other] = rest - share[seat]
    counts = state.brisque_counts()
    seats = [state.points[s] + scoring.BRISQUE * counts[s] + share[s] for s in range(state.players)]
    return tuple(sum(seats[s] for s in members) for members in state.game.sides.scorers())
