"""19's refusals name what is legal now, as the accepted actions say it (issue 32, point 6)."""

from __future__ import annotations

import pytest

from followsuit import games
from followsuit.cli.table import TableSession
from followsuit.errors import GameError


def test_n4_a_card_typed_alone_at_a_discard_is_told_how_to_discard() -> None:
    """A card typed without ``discard`` at the discard step is refused with the legal
    discards (``discard … (such as TS)``), not the cryptic ``(discard C)``."""
    game = games.load("nineteen", "two-players")
    session = TableSession(game, seed=1, humans=[0], bots=["heuristic"] * 4)
    while not session.human_to_act:
        session.bot_step()
    assert session.match.current is not None and session.match.current.phase == "discard"
    with pytest.raises(GameError) as refused:
        session.act("KH")
    assert "discards 2 more: discard … (such as TS) (N4)" in str(refused.value)
