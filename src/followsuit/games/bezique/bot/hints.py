"""What Bézique tells the search bot about its decisions: which it leaves to the heuristic.

A lead while the stock lasts: the search samples the opponent's hand from the unseen cards
alike, while the heuristic opponent keeps its trumps, brisques and combination cards and
throws its small cards, so leads tried on such samples (a brisque led into a hand thought too
weak to take it) gained nothing measurable, at half the search's cost (docs/bots.md). The last
eight tricks of two players: every card is known and the heuristic plays them perfectly
(``endgame``), so there is nothing to search. Following while the stock lasts (the led card
known) and declaring are searched.
"""

from __future__ import annotations

from followsuit.engine import View


def heuristic_decides(view: View) -> bool:
    """Whether ``view`` asks for a lead while the stock lasts, or a card in the last eight
    tricks of two players (the heuristic's to choose)."""
    if view["phase"] != "play":
        return False
    if view["details"]["last_eight"]:
        return len(view["players"]) == 2
    trick = view["trick"]
    return not (trick and trick["cards"])
