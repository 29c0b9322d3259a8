"""Cards and action texts for people: suit glyphs, red suits in red."""

from __future__ import annotations

from collections.abc import Sequence

from rich.text import Text

from followsuit.cards import Card, Suit
from followsuit.errors import NotationError

RED = {Suit.HEARTS, Suit.DIAMONDS}
SUIT_STYLE = {Suit.HEARTS: "red", Suit.DIAMONDS: "red", Suit.JOKERS: "magenta", Suit.TRUMPS: "cyan"}
BY_GLYPH = {suit.glyph: suit for suit in Suit if suit.is_plain}


def card_of(text: str) -> Card | None:
    try:
        return Card.parse(text)
    except NotationError:
        return None


def card_text(text: str) -> Text:
    """``QH`` as ``Q♥`` in red; anything that is not a card stays as it is."""
    card = card_of(text)
    if card is None:
        return Text(text)
    return Text(card.pretty(), style=SUIT_STYLE.get(card.suit, ""))


def action_text(text: str) -> Text:
    """An action text with every card in it shown with its glyph (``give 7♥ 8♥``)."""
    out = Text()
    for position, word in enumerate(text.split(" ")):
        if position:
            out.append(" ")
        out.append_text(card_text(word) if len(word) >= 2 else Text(word))
    return out


PUNCTUATION = "()[]{},.;:'\"…!?"
"""What may cling to a card named in a sentence: ``(QS``, ``TH:``, ``'AH'``."""


def words_text(text: str) -> Text:
    """A sentence for people with every plain card it names (``TH``, ``CC``, ``QS`` written in
    capitals, as the engine writes them) shown as the hand shows it (``10♥``, ``C♣``, ``Q♠``),
    so that one screen never names a card two ways; tarot trumps (``T1`` ... ``T21``, ``TF``),
    jokers, rule tags and every other word stay as they are."""
    out = Text()
    for position, word in enumerate(text.split(" ")):
        if position:
            out.append(" ")
        core = word.strip(PUNCTUATION)
        card = card_of(core) if len(core) >= 2 and core == core.upper() else None
        if card is not None and card.suit.is_plain:
            shown, style = card.pretty(), SUIT_STYLE.get(card.suit, "")
        elif 2 <= len(core) <= 3 and core[-1] in BY_GLYPH:  # already as the hand shows it
            shown, style = core, SUIT_STYLE.get(BY_GLYPH[core[-1]], "")
        else:
            out.append(word)
            continue
        start = word.index(core)
        out.append(word[:start])
        out.append(shown, style=style)
        out.append(word[start + len(core) :])
    return out


def is_card(text: str) -> bool:
    return " " not in text.strip() and card_of(text) is not None


def suit_groups(cards: Sequence[str]) -> list[tuple[Suit | None, list[str]]]:
    """Runs of cards of one suit, in the order the game sorted the hand (a game that ranks a
    card in another suit, a joker among the spades, keeps it where the game put it)."""
    groups: list[tuple[Suit | None, list[str]]] = []
    for text in cards:
        card = card_of(text)
        suit = card.suit if card is not None else None
        if groups and groups[-1][0] == suit:
            groups[-1][1].append(text)
        else:
            groups.append((suit, [text]))
    return groups


def hand_text(cards: Sequence[str]) -> Text:
    """A hand grouped by suit: ``♠ A K 7  ♥ Q 9  ♦ —`` style, ranks after each glyph."""
    out = Text()
    for position, (suit, run) in enumerate(suit_groups(cards)):
        if position:
            out.append("   ")
        if suit is not None and suit.is_plain:
            style = SUIT_STYLE.get(suit, "")
            out.append(suit.glyph, style=f"bold {style}".strip())
            for text in run:
                card = Card.parse(text)
                rank = "10" if card.rank == 10 else card.rank_symbol
                out.append(" " + rank, style=style)
        else:
            for index, text in enumerate(run):
                if index:
                    out.append(" ")
                out.append_text(card_text(text))
    return out
