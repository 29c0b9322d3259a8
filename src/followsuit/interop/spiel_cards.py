"""OpenSpiel's card and action numbering in followsuit's texts (its trick-taking games).

OpenSpiel numbers its cards ``suit * 13 + rank`` and names them suit first (``D9``); followsuit
names them rank first (``9D``). Both number the seats clockwise from North (ruling G1).
OpenSpiel deals by chance steps, one card each, to players 0, 1, 2, ... in turn; followsuit
deals one at a time from the dealer's left, so with the last seat dealing (West of four)
followsuit gives the same hands as OpenSpiel's chance steps taken in the same order. Nothing
here imports OpenSpiel: these read its states.
"""

from __future__ import annotations

from typing import Any

CHANCE = -1
WEST = 3
"""The dealer of four under which followsuit deals as OpenSpiel does: North gets the first card."""


def card_text(spiel_text: str) -> str:
    """OpenSpiel's ``D9`` as followsuit's ``9D``."""
    return spiel_text[1:] + spiel_text[0]


def card_names(state: Any) -> dict[int, str]:
    """Each OpenSpiel card's followsuit text, read from OpenSpiel at a chance node."""
    return {a: card_text(state.action_to_string(CHANCE, a)) for a in range(52)}


def action_text(state: Any, action: int) -> str:
    """An OpenSpiel action of the player to act in followsuit's text: ``nil``, ``4``, ``9D``."""
    text: str = state.action_to_string(state.current_player(), action)
    if text == "Nil":
        return "nil"
    return text if text.isdigit() else card_text(text)


def legal_texts(state: Any) -> dict[str, int]:
    """OpenSpiel's legal actions now, by their followsuit text."""
    return {action_text(state, a): a for a in state.legal_actions()}
