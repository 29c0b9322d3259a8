"""19: the presets (four, three and two players, N9), the pack and its powers (N1),
must-trump (N7), a game of four deals (N8), and the deal passing to the next live player."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from functools import cached_property
from typing import TYPE_CHECKING

from followsuit.cards import Pack
from followsuit.engine import Follow, Game
from followsuit.engine.carry import Carry
from followsuit.engine.grammar import Grammar
from followsuit.engine.sides import Sides
from followsuit.games.nineteen.actions import (
    BID_ACTIONS,
    CONTRA,
    DECLARE,
    DISCARD,
    GRAMMAR,
    NEXT,
    PASS,
    TAKE,
    VOLUNTEER,
    declaration_sets,
)
from followsuit.games.nineteen.cards import masks, nineteen_pack
from followsuit.games.nineteen.options import LIVE, NineteenOptions
from followsuit.games.nineteen.position import NineteenRules
from followsuit.games.nineteen.sampling import NineteenSampling

if TYPE_CHECKING:
    from followsuit.engine import Match
    from followsuit.games.nineteen.state import NineteenDeal

NAMES = {
    4: ["North", "East", "South", "West"],
    3: ["North", "East", "South", "Dummy"],
    2: ["North", "East dummy", "South", "West dummy"],
}


STANDARD = NineteenOptions()
PRESETS: dict[str, NineteenOptions] = {
    "standard": STANDARD,
    "three-players": replace(STANDARD, players=3),
    "two-players": replace(STANDARD, players=2),
}
PRESET_NOTES = {
    "standard": "N1-N8: four players, an auction, a secret partner called by the trump",
    "three-players": "N9: three players and a dummy in the fourth place, exposed after the "
    "declarations",
    "two-players": "N9: two players opposite, a dummy to each side; Opponent always plays "
    "Partnership",
}


class NineteenGame(Game, NineteenRules):
    """Four hands round the table (dummies among them with fewer players), a game of four
    deals scored per seat."""

    name = "nineteen"
    title = "19"
    sampling = NineteenSampling()

    options: NineteenOptions

    @property
    def players(self) -> int:
        """Four hands, always: the live players' and the dummies'."""
        return 4

    @cached_property
    def live(self) -> tuple[int, ...]:
        return LIVE[self.options.players]

    @cached_property
    def dummies(self) -> tuple[int, ...]:
        return tuple(s for s in range(4) if s not in self.live)

    @property
    def player_names(self) -> list[str]:
        return list(NAMES[self.options.players])

    @cached_property
    def pack(self) -> Pack:
        return nineteen_pack()

    @cached_property
    def rank_power(self) -> Sequence[int]:
        """N1: K Q C V 10 9 8 7 in a suit; trumps 1..21 and Tomfool on top."""
        return masks(self.pack).power

    @property
    def follow(self) -> Follow:
        """N7: follow suit, else trump, else any card; no duty to overtrump."""
        return Follow.MUST_TRUMP

    @property
    def sides(self) -> Sides:
        """Sides change from deal to deal: scores are per seat (N8)."""
        return Sides.each_alone(4, self.player_names)

    def initial_carry(self) -> Carry:
        return Carry.start(4)

    @cached_property
    def deal_class(self) -> type[NineteenDeal]:
        from followsuit.games.nineteen.state import NineteenDeal

        return NineteenDeal

    def next_dealer(self, dealer: int) -> int:
        """The deal passes to the next live player on the left."""
        for step in range(1, 5):
            seat = (dealer + step) % 4
            if seat in self.live:
                return seat
        return dealer

    def match_over(self, match: Match) -> bool:
        carry: Carry = match.carry
        return carry.deals >= self.options.deals

    @cached_property
    def grammar(self) -> Grammar:
        return GRAMMAR

    def action_texts(self) -> list[str]:
        """The cards, the calls, ``take N``, ``next``, the declarations, the contras,
        ``volunteer`` and a discard of each card."""
        faces = self.pack.faces
        texts = [str(card) for card in faces]
        texts += [PASS.text, *(a.text for a in BID_ACTIONS), *TAKE.texts()]
        texts += [NEXT.text, VOLUNTEER.text]
        texts += [DISCARD((card,)).text for card in faces]
        texts += [DECLARE(names).text for names in declaration_sets()]
        texts += CONTRA.texts()
        return texts
