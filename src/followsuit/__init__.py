"""followsuit: trick-taking card games played exactly by their rules.

>>> import followsuit.games
>>> game = followsuit.games.load("spades")
>>> state = game.new_match(seed=1)
"""

__version__ = "0.1.0"
