"""10 Bridge's heuristic bot: its player (``player``: bidding, trump choice and play
heuristics) and its bidding system (``system``).

The rules never import this package; the call explanations come from ``system`` through the
game's registration.
"""

from followsuit.games.ten_bridge.bot.player import HeuristicBot

__all__ = ["HeuristicBot"]
