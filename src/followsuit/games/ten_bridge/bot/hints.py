"""What 10 Bridge tells the search bot about its decisions: which it leaves to the heuristic.

The auction. A call judged by the play that follows it, the later calls the heuristic's in
each sampled world and the play solved double dummy, bid worse than the heuristic's own
system: searching the auction alone against the heuristic lost 2.58 a deal over 73 deals
(95% interval [-4.68, -0.48]), and 10.48 over 52 once every contract's play was solved
(the concealed trump in its likeness), where searching the play alone gained 7.21 over 200
deals, more than searching both (6.54 on the same deals) at a tenth of the time a move
(docs/bots.md). The trump and every card are searched.
"""

from __future__ import annotations

from followsuit.engine import View


def heuristic_decides(view: View) -> bool:
    """Whether ``view`` asks for a call of the auction (the heuristic's to choose)."""
    return bool(view["phase"] == "auction")
