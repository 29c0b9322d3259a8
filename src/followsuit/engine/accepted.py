"""What a game accepts now, in a player's words: the short line of a refusal for a text that
names no action ("'xyzzy' is not an action here: play a card: KH JH 9H").

Built from the legal actions of the seat to act, so it never names a step or an option that is
not on, and never shows how the parser got lost (that stays in ``NotationError.detail``).
"""

from __future__ import annotations

from collections.abc import Sequence

from followsuit.engine.actions import Action

LISTED = 4
"""Up to this many actions of one kind are listed; more are summed up by their first and last."""
CARDS_LISTED = 8
"""Up to this many playable cards are listed; more are shown by the first one."""
LISTED_WIDTH = 40
"""Ranked actions listed in more characters than this are summed up by their first and last
(19's ``preferred three to solo``), so that a refusal fits on one line whole."""
QUOTED = 16
"""Characters of a mistyped text repeated back; a longer text is cut."""


def quoted(text: str) -> str:
    """The text a person typed, as a refusal repeats it: trimmed, quoted, cut when long."""
    text = " ".join(text.split())
    return repr(text if len(text) <= QUOTED else text[: QUOTED - 1] + "…")


def accepted(actions: Sequence[Action]) -> str:
    """The legal actions summed up by kind: ``bid nil, 1 to 13 or blind nil``, ``play a card:
    KH JH 9H``, ``pass, double or 1MAJOR to 5NT``."""
    if not actions:
        return "nothing: it is not a player's turn"
    kinds: dict[str, list[str]] = {}
    for action in actions:
        kinds.setdefault(action.kind, []).append(action.text)
    phrases: list[str] = []
    for kind, texts in kinds.items():
        if kind == "play":
            few = len(texts) <= CARDS_LISTED
            cards = f": {' '.join(texts)}" if few else f" such as {texts[0]}"
            phrases.append(f"play a card{cards}")
        else:
            bids = kind == "bid"
            phrases.append(("bid " if bids else "") + _listed(texts, ranked=bids))
    return _either(phrases)


def not_an_action(text: str, actions: Sequence[Action]) -> str:
    """The one line refusing ``text`` that names no action: what is accepted now."""
    return f"{quoted(text)} is not an action here: now {accepted(actions)}"


def _listed(texts: list[str], *, ranked: bool = False) -> str:
    """Texts of one kind: all of them when few (apart by `` / `` when one is of several
    words), else numbers as runs (``1 to 13``), else the first and the last of ``ranked`` ones
    (``13C to 0NT``), else the first as an example; a verb they share is said once (``claim 0
    to 13``)."""
    verbs = {text.split(" ", 1)[0] for text in texts}
    if len(verbs) == 1 and all(" " in text for text in texts):
        verb = verbs.pop()
        rests = [text.split(" ", 1)[1] for text in texts]
        if len(texts) > LISTED and any(" " in rest for rest in rests):
            return f"{verb} … (such as {texts[0]})"
        return f"{verb} {_listed(rests, ranked=ranked)}"
    if len(texts) <= LISTED:
        joined = (" / " if any(" " in text for text in texts) else " ").join(texts)
        if not ranked or len(joined) <= LISTED_WIDTH:
            return joined
    runs = _runs(texts)
    if runs is not None and len(runs) <= LISTED:
        return ", ".join(runs)
    return f"{texts[0]} to {texts[-1]}" if ranked else f"… (such as {texts[0]})"


def _runs(texts: list[str]) -> list[str] | None:
    """Numeric texts as runs (``["0 to 7", "9"]``), the others kept; None when few are numbers."""
    out: list[str] = []
    start = end = None
    numbers = sum(text.isascii() and text.isdigit() for text in texts)
    for text in [*texts, ""]:
        value = int(text) if text.isascii() and text.isdigit() else None
        if value is not None and end is not None and value == end + 1:
            end = value
            continue
        if start is not None and end is not None:
            joiner = ", " if end == start + 1 else " to "
            out.append(str(start) if start == end else f"{start}{joiner}{end}")
        start = end = value
        if value is None and text:
            out.append(text)
    return out if numbers > len(texts) // 2 else None


def _either(parts: Sequence[str]) -> str:
    if len(parts) <= 1:
        return "".join(parts)
    return ", ".join(parts[:-1]) + " or " + parts[-1]
