"""Beyond's heuristic bot: its player (``player``), the text's bidding system (``system``),
its bidding (``bidding``), hand evaluation (``evaluate``, ``hand``) and play (``play``).

The rules never import this package; the call explanations come from ``system`` through the
game's registration.
"""

from followsuit.games.beyond.bot.player import HeuristicBot

__all__ = ["HeuristicBot"]
