"""Scores as players write them: ``13``, ``13.5``, ``+13.5``, ``-24``.

A score is an int, or a float where a game pays halves (19 for two players shares an odd game
value between declarer and the dummy: ``13.5``). Every place that shows a score in words (the
end of a deal in both apps, the terminal's score lines, ``followsuit replay``'s score sheet)
writes it with these two functions, so a half point reads the same everywhere, and as the web
table's numbers read it: a whole number without a point, a half with ``.5``.
"""

from __future__ import annotations


def points_text(value: float) -> str:
    """``13``, ``13.5``, ``-24``: a whole number without a point (also when it is a float,
    ``27.0``), a half with its ``.5`` (the shortest digits that read back as the value)."""
    if isinstance(value, int):
        return str(value)
    number = float(value)
    return str(int(number)) if number.is_integer() else repr(number)


def signed_points(value: float) -> str:
    """``+13.5``, ``-24``, ``+0``: a payment with its sign."""
    text = points_text(value)
    return text if text.startswith("-") else f"+{text}"
