"""What Bézique tells the search bot about its decisions: which it leaves to the heuristic.

The last eight tricks of two players: every card is known and the heuristic plays them
perfectly (``endgame``), so there is nothing to search. Everything else is searched: leads and
follows while the stock lasts, and declarations. Leads were left to the heuristic once: at 4
and 8 samples a move, leads tried on samples that give the opponent any of the unseen cards
gained nothing measurable, at half the search's cost. At 16 samples, its playouts ending in the
core's solve of the last eight, the leads the search changed gained as much as its follows
(``benchmarks/search_deviations.py --every-decision``) and searching them fits the default
level's time (docs/bots.md).
"""

from __future__ import annotations

from followsuit.engine import View


def heuristic_decides(view: View) -> bool:
    """Whether ``view`` asks for a card in the last eight tricks of two players (the
    heuristic's to choose)."""
    if view["phase"] != "play":
        return False
    return bool(view["details"]["last_eight"]) and len(view["players"]) == 2
