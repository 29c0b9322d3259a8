"""Bézique's action grammar (Z1, Z4): ``draw`` (declare nothing), ``exchange`` (the seven of
trumps for the turn-up), ``partner`` (the partnership game's declaration by partner),
``declare`` and the cards of one combination, ``table`` and a card (play the table's copy of a
face also held), and in Grand Bézique ``carte blanche`` or ``pass``. Cards are read by the
deal's card table; which declaration a ``declare`` names, the deal finds."""

from __future__ import annotations

from functools import cache

from followsuit.cards import Card
from followsuit.engine import Action
from followsuit.engine.grammar import CardList, Grammar, Word
from followsuit.engine.melds import Declaration

DRAW_WORD = Word("draw", "draw", label="draw")
EXCHANGE_WORD = Word("exchange", "exchange", label="exchange the seven")
PARTNER_WORD = Word("partner", "partner")
DECLARE = CardList("declare", "declare", in_order=True)
"""The cards of one combination, as typed: the deal makes it the declaration they show."""
TABLE = CardList("table", "table", count=1)
CARTE_BLANCHE_WORD = Word("carte blanche", "carte blanche", label="carte blanche")
PASS_WORD = Word("pass", "pass", label="pass")
"""Grand Bézique: a player dealt no court card shows it (carte blanche) or passes."""
DRAW = DRAW_WORD.action
EXCHANGE = EXCHANGE_WORD.action
PARTNER = PARTNER_WORD.action
CARTE_BLANCHE = CARTE_BLANCHE_WORD.action
PASS = PASS_WORD.action


@cache
def grammar(grand: bool) -> Grammar:
    """Every Bézique action text but a card, Grand Bézique's words too if ``grand``."""
    forms = [DRAW_WORD, EXCHANGE_WORD, PARTNER_WORD, DECLARE, TABLE]
    if grand:
        forms += [CARTE_BLANCHE_WORD, PASS_WORD]
    return Grammar("Bézique", forms)


def table_action(card: Card) -> Action:
    """``table QS``: play the table's copy of a face also held in hand (Z1)."""
    return TABLE((card,))


def declare_action(declaration: Declaration) -> Action:
    """The action declaring ``declaration`` (its text, kind and faces)."""
    return Action("declare", declaration.text, declaration.kind, declaration.faces)
