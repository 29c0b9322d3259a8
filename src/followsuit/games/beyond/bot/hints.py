"""What Beyond tells the search bot about its decisions: which it leaves to the heuristic.

The auction. A call judged by the play that follows it, the later calls and the claims the
heuristic's in each sampled world, bid no better than the heuristic's own system: on the same
200 duplicate deals against the heuristic (12 samples a move), the search with its auction
searched +19.35 a deal, with the auction the heuristic's +20.88 (paired +1.52, 95% interval
[-3.76, +6.81]) at a fifth of the CPU a search move (p90 0.070 s against 0.322 s), and with
the claims the heuristic's too +20.48 (docs/bots.md). The claims (each player's exact
tricks, as Oh Hell's bids, which the search judges by the play after them as Spades' bids)
and every card are searched: at 256 samples searching the claims gained +4.75 a deal
[+0.78, +8.72] over leaving them to the heuristic too.
"""

from __future__ import annotations

from followsuit.engine import View


def heuristic_decides(view: View) -> bool:
    """Whether ``view`` asks for a call of the auction (the heuristic's to choose)."""
    return bool(view["phase"] == "auction")
