"""Spades' heuristic bot: its player (``player``), hand evaluation (``evaluation``) and card
play (``tactics``), reading views only.

The rules never import this package; the registration names the bot.
"""

from followsuit.games.spades.bot.player import SpadesBot

__all__ = ["SpadesBot"]
