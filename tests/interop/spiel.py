"""Playing one deal in OpenSpiel and in followsuit side by side (the differential tests).

The card and action translation is shared with the bridge for matches between the engines'
bots (:mod:`followsuit.interop.spiel_oh_hell`); :mod:`followsuit.interop.spiel_cards` explains the
numbering and the dealing.
"""

from __future__ import annotations

import re
from typing import Any

from followsuit.interop.spiel_cards import (
    CHANCE,
    WEST,
    action_text,
    card_names,
    card_text,
    legal_texts,
)

__all__ = ["CHANCE", "WEST", "action_text", "card_names", "card_text", "legal_texts"]


def tricks_taken(state: Any, pattern: str) -> list[int]:
    """The tricks each player took, read from OpenSpiel's text of a finished deal."""
    found = re.search(pattern, str(state))
    assert found is not None, f"OpenSpiel's text no longer matches {pattern!r}:\n{state}"
    return [int(n) for n in found.group(1).split()]
