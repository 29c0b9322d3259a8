"""10 Bridge: the presets (rulings T5, T7), the 40-card pack, and the session."""

from __future__ import annotations

from dataclasses import replace
from functools import cached_property
from typing import TYPE_CHECKING

from followsuit.cards import Pack, forty
from followsuit.engine import Game
from followsuit.engine.grammar import Grammar
from followsuit.engine.sides import Sides
from followsuit.games.ten_bridge.carry import TenBridgeCarry
from followsuit.games.ten_bridge.options import DEALER_LEFT, TenBridgeOptions
from followsuit.games.ten_bridge.position import TenBridgeRules
from followsuit.games.ten_bridge.sampling import TenBridgeSampling
from followsuit.games.ten_bridge.scoring import session_bonus

if TYPE_CHECKING:
    from followsuit.engine import Match
    from followsuit.games.ten_bridge.state import TenBridgeDeal

STANDARD = TenBridgeOptions()
PRESETS: dict[str, TenBridgeOptions] = {
    "standard": STANDARD,
    "dealer-lead": replace(STANDARD, opening_lead=DEALER_LEFT),
    "no-session-bonus": replace(STANDARD, session_bonus=0),
    "short-session": replace(STANDARD, deals=4),
}
PRESET_NOTES = {
    "standard": "T1-T7: 12 deals, declarer's left leads, 5 for a part score carried at the end",
    "dealer-lead": "the player on dealer's left makes the opening lead (T5's other reading)",
    "no-session-bonus": "no bonus for a part score carried at the end of the session",
    "short-session": "a session of 4 deals, one round of dealing",
}


class TenBridgeGame(Game, TenBridgeRules):
    """Four players in partnerships, the 40-card pack, a session of ``deals`` deals."""

    name = "10-bridge"
    title = "10 Bridge"
    sampling = TenBridgeSampling()

    options: TenBridgeOptions

    @property
    def players(self) -> int:
        return 4

    @cached_property
    def pack(self) -> Pack:
        """A K Q J 10 9 8 7 6 5 in four suits; the 2s, 3s and 4s are the indicator pack (T1),
        set aside unshuffled and so not listed."""
        return forty(name="10 Bridge")

    @property
    def sides(self) -> Sides:
        """Partners opposite, for the whole match (G1)."""
        return Sides.partnerships()

    def initial_carry(self) -> TenBridgeCarry:
        return TenBridgeCarry()

    @cached_property
    def deal_class(self) -> type[TenBridgeDeal]:
        from followsuit.games.ten_bridge.state import TenBridgeDeal

        return TenBridgeDeal

    def match_over(self, match: Match) -> bool:
        return len(match.finished) >= self.options.deals

    def end_bonus(self, match: Match) -> tuple[int, int] | None:
        """5 to each side with a carried part score when the session ends (T7, an option)."""
        carry: TenBridgeCarry = match.carry
        return session_bonus(carry.part_scores, self.options.session_bonus)

    @cached_property
    def grammar(self) -> Grammar:
        from followsuit.games.ten_bridge.actions import GRAMMAR

        return GRAMMAR

    def action_texts(self) -> list[str]:
        """Every action text, in a stable order: the cards, the bids, pass, double, redouble,
        the trump choice, and the concealed trump's ``reveal``."""
        from followsuit.games.ten_bridge.actions import (
            BID_ACTIONS,
            DOUBLE_ACTION,
            PASS_ACTION,
            REDOUBLE_ACTION,
            REVEAL,
            TRUMP_ACTIONS,
        )

        calls = [*BID_ACTIONS, PASS_ACTION, DOUBLE_ACTION, REDOUBLE_ACTION]
        calls += [*TRUMP_ACTIONS.values(), REVEAL]
        return [str(card) for card in self.pack.faces] + [call.text for call in calls]
