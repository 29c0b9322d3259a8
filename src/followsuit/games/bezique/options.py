"""Bézique's options (rulings Z1-Z4): the form of the game and what each form changes in its
deals (:class:`FormRules`), the recommended bezique change, the exchange as a declaration and
the game's points."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from followsuit.engine import Options, require


class Form(StrEnum):
    """The forms of the game the text describes (Z1, Z3)."""

    ORDINARY = "ordinary"
    THREE_HANDED = "three-handed"
    FOUR_HANDED = "four-handed"
    FOUR_HANDED_PARTNERS = "four-handed-partners"
    POLISH = "polish"
    GRAND = "grand"


PLAYERS = {
    Form.ORDINARY: 2,
    Form.THREE_HANDED: 3,
    Form.FOUR_HANDED: 4,
    Form.FOUR_HANDED_PARTNERS: 4,
    Form.POLISH: 2,
    Form.GRAND: 2,
}
"""Players (Z1, Z3, Z4)."""
PACKS = {form: players for form, players in PLAYERS.items()} | {Form.GRAND: 4}
"""Piquet packs shuffled together: one a player (Z1, Z3), four for Grand Bézique (Z4)."""


@dataclass(frozen=True, slots=True, kw_only=True)
class FormRules:
    """What a form of the game changes in its deals, as data (Z1, Z3, Z4); the deal's phase
    table follows it (``state.phase_table``)."""

    packets: tuple[int, ...] = (3, 2, 3)
    """How the hands are dealt: Z1 3-2-3; Z4 nine each by threes."""
    turn_up: bool = True
    """Z1: the next card is turned up for trumps. Z4: none; the first marriage or sequence
    declared fixes trumps, its kinds scored by the trump, and combinations are re-formed."""
    carte_blanche: bool = False
    """Z4: a player dealt no court card may show carte blanche (a phase of its own)."""
    open_cards: bool = False
    """Polish (Z3): the scoring cards won lie open; declarations are made from them with a card
    of the trick just won (the last eight tricks included); aces and tens score when won."""
    pairs: bool = False
    """Z3, four players: the last eight tricks are played in two pairs, tricks of two."""
    rubicon: bool = False
    """Z4: one deal a game, scored as Rubicon's (the last trick 50, brisques to break a tie)."""


FORM_RULES = {
    Form.ORDINARY: FormRules(),
    Form.THREE_HANDED: FormRules(),
    Form.FOUR_HANDED: FormRules(pairs=True),
    Form.FOUR_HANDED_PARTNERS: FormRules(pairs=True),
    Form.POLISH: FormRules(open_cards=True),
    Form.GRAND: FormRules(packets=(3, 3, 3), turn_up=False, carte_blanche=True, rubicon=True),
}
"""What each form changes (Z1, Z3, Z4)."""


@dataclass(frozen=True, kw_only=True)
class BeziqueOptions(Options):
    """A match of Bézique (Z1-Z3)."""

    form: Form = Form.ORDINARY
    """Which form of the game: ordinary (two players), three-handed, four-handed (each for
    himself), four-handed-partners (partners opposite), polish (open) or grand (Chinese, four
    packs, Rubicon's scoring)."""
    exchange_is_declaration: bool = True
    """Z2: exchanging the seven of trumps is the trick's one declaration; off, a declaration
    (or ``draw``) may follow it."""
    bezique_change: bool = False
    """Z2: bezique is Q♣ J♥ when spades or diamonds are trumps (the text's recommended change)."""
    target: int | None = None
    """Z2: the game's points; none: 1000 for two players, 2000 for three or four and for
    Polish Bézique."""

    def __post_init__(self) -> None:
        require(isinstance(self.form, Form), f"form must be one of {[f.value for f in Form]}")
        require(
            self.target is None or (isinstance(self.target, int) and self.target > 0),
            f"target must be a positive number of points (Z2), not {self.target!r}",
        )
        require(
            self.form is not Form.GRAND or not self.bezique_change,
            "Grand Bézique has no trump at the start: bezique stays Q♠ J♦ (Z4)",
        )

    @property
    def players(self) -> int:
        return PLAYERS[self.form]

    @property
    def packs(self) -> int:
        return PACKS[self.form]

    @property
    def rules(self) -> FormRules:
        """What the form changes in a deal (Z1, Z3, Z4)."""
        return FORM_RULES[self.form]

    @property
    def game_points(self) -> int:
        """Z2: 1000 up for two players, 2000 for three or four and for Polish Bézique, unless
        the option says."""
        if self.target is not None:
            return self.target
        return 1000 if self.players == 2 and self.form is not Form.POLISH else 2000
