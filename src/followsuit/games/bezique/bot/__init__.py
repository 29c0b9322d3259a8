"""Bézique's heuristic bot: the text's "Hints to Players" while the stock lasts (``player``)
and perfect play of the last eight tricks by exhaustive search once every card is known
(``endgame``). The rules never import this package."""

from followsuit.games.bezique.bot.player import HeuristicBot

__all__ = ["HeuristicBot"]
