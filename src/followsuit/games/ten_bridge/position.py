"""A deal of 10 Bridge as the pieces round it read it, stated below them all so that each reads
one way (rules → state → view): the game as a deal reads it (:class:`TenBridgeRules`, which
:class:`~followsuit.games.ten_bridge.rules.TenBridgeGame` is) and a position as its view reads
it (:class:`TenBridgePosition`, which :class:`~followsuit.games.ten_bridge.state.TenBridgeDeal`
is)."""

from __future__ import annotations

from abc import abstractmethod
from typing import Protocol

from followsuit.engine.state import GameRules
from followsuit.engine.trickplay import TrickPlay
from followsuit.engine.tricks import TrickRules
from followsuit.games.ten_bridge.carry import TenBridgeCarry
from followsuit.games.ten_bridge.contract import Contract
from followsuit.games.ten_bridge.options import TenBridgeOptions
from followsuit.games.ten_bridge.seen import TenBridgeSeen


class TenBridgeRules(GameRules, Protocol):
    """The game as a deal of 10 Bridge reads it: its options (who makes the opening lead, T5)
    and its trick rules."""

    options: TenBridgeOptions

    @property
    def trick_rules(self) -> TrickRules: ...


class TenBridgePosition(TrickPlay):
    """A position in a deal of 10 Bridge as its view reads it: the contract, declarer and
    dummy, the secret trump and its reveal (T4, T6), and the side's tricks and part scores."""

    game: TenBridgeRules
    contract: Contract | None
    declarer: int | None
    dummy: int | None
    trump_suit: int | None
    """The suit declarer set (T4); None in No Trump and until it is set."""
    revealed: bool
    reveal_hand: int | None
    reveal_trick: int | None
    reveal_position: int | None
    trump_from: int
    """Position in the current trick from which trump-suit cards are trumps (T6)."""
    dummy_exposed: bool

    @property
    @abstractmethod
    def hand_to_play(self) -> int | None:
        """The hand whose card is due (dummy's included), during the play."""

    @property
    @abstractmethod
    def carry_state(self) -> TenBridgeCarry:
        """What the session carried into this deal (T7)."""

    @abstractmethod
    def seen_by(self, seat: int | None) -> TenBridgeSeen:
        """What ``seat`` is shown beside the hands and the play (the same for every seat)."""

    @abstractmethod
    def side_tricks(self) -> list[int]:
        """The tricks won by North-South and by East-West."""

    @abstractmethod
    def trump_known_to(self, seat: int | None) -> bool:
        """Whether ``seat`` (None: a spectator) knows the trump suit."""

    @abstractmethod
    def indicator_card(self, seat: int | None) -> str | None:
        """The indicator pack's bottom card as ``seat`` may see it (T4)."""
