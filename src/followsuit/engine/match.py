"""A whole match (:class:`~followsuit.engine.game.Match`) and where a replayed match's deals
come from (``DealSource``): both live beside the game, which makes and ends its matches."""

from followsuit.engine.game import DealSource, Match

__all__ = ["DealSource", "Match"]
