"""Call explanations beside the state: each call's meaning under the game's bidding system.

The rules never import a bidding system; a game's registration offers ``explain(calls)``
(``GameSpec.explain``), and the records, the CLI and the server add its meanings beside what
they write or send: ``"explanations"`` in a record's deal (replay ignores it) and in a view
sent to a player, one meaning per ``call`` entry of the view's log, in order.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from followsuit import games
from followsuit.engine import Deal, Match, State, View
from followsuit.engine.views import CALL
from followsuit.records.format import Record


def call_texts(view: Mapping[str, Any]) -> list[str]:
    """The auction's calls in a view's log, in order."""
    return [entry["text"] for entry in view.get("log", ()) if entry.get("kind") == CALL]


def explanations(view: Mapping[str, Any]) -> list[str] | None:
    """The meaning of each call of the view's log, or None if the game has no system."""
    explain = games.spec(str(view["game"])).explain
    if explain is None:
        return None
    return explain(call_texts(view))


def explained_view(view: View) -> View:
    """The view with ``explanations`` added (when the game explains its calls)."""
    meanings = explanations(view)
    if meanings is not None:
        view["explanations"] = meanings
    return view


def explained_record(state: State) -> Record:
    """``state.record()`` with each deal's call explanations, for the games that have them."""
    record = state.record()
    explain = games.spec(state.game.name).explain
    if explain is None:
        return record
    deals: list[Deal] = list(state.deals) if isinstance(state, Match) else [state]  # type: ignore[list-item]
    for deal, entry in zip(deals, record["deals"], strict=True):
        entry["explanations"] = explain(call_texts(deal.view(None)))
    return record
