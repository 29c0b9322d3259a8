"""The games are listed in one order, whatever module a program imports first."""

import subprocess
import sys

from followsuit import games


def test_games_are_listed_in_the_builtin_order_whichever_game_was_imported_first() -> None:
    """A program that imports a game's module before the registry lists the games as any other
    does: the registry's order must not depend on import order (bot seats and lobbies use it)."""
    program = (
        "import followsuit.games.bezique.bot.endgame\n"
        "from followsuit import games\n"
        "print(','.join(games.names()))"
    )
    listed = subprocess.run(
        [sys.executable, "-c", program], check=True, capture_output=True, text=True
    ).stdout.strip()
    assert listed.split(",") == games.names()
    assert listed.split(",")[0] == "spades"
