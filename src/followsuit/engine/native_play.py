"""The deal's rules played by the native core, where it can play them.

A deal's trick rules become the core's ``_core.Rules`` (``engine.native``, from the deal's own
hooks), made once and shared by the deals of its class, rules and pack (``cores``, by
``core_key``); the legal masks and the trick winners then come from the core (``legal_mask``,
``winner``). Where it cannot (Atkinson's jokers, a trump still concealed, tricks of fewer
cards than hands) the hooks play (``play_mask``, ``trick_winner``): ``tests/native`` checks
the core against them at every card of every preset.
"""

from __future__ import annotations

from typing import Any

from followsuit.engine.native import native_extras, native_rules
from followsuit.engine.play_rules import PlayRules
from followsuit.engine.play_start import NOT_MADE
from followsuit.engine.tricks import Trick


class NativePlay(PlayRules):
    """A deal of trick play whose legal masks and trick winners come from the native core
    where it plays the deal's rules (``core``), else from its hooks."""

    core: Any
    """The deal's trick rules in the native core (a ``_core.Rules``, from its own hooks:
    ``native_rules``) while the core can play them, which then gives the legal masks and
    trick winners (``legal_mask``, ``winner``); None where it cannot (its ``native_extras``
    None, tricks of fewer cards than hands): the Python statement of the rules plays.
    ``NOT_MADE`` until first asked for, and again after ``rules_changed``. Shared by clones."""
    core_blocks: bool
    """The core's rules block some cards from a lead (``NativeExtras.blocked_after_lead``):
    whether the lead now is blocked is asked of ``native_extras`` at each lead."""
    cores: dict[Any, tuple[Any, bool]]
    """``core`` and ``core_blocks`` by ``core_key``: shared by every deal of the class, rules
    and pack, so a deal takes its native rules from the deals before it."""

    def __getstate__(self) -> dict[str, Any]:
        """The deal for pickling (OpenSpiel's serialised states): its native rules are left
        out, as the core's objects do not pickle; they are made again when next asked for."""
        state = self.__dict__.copy()
        del state["core"], state["cores"]
        return state

    def __setstate__(self, state: dict[str, Any]) -> None:
        self.__dict__.update(state)
        self.core = NOT_MADE
        self.cores = {}

    def native_core(self) -> Any:
        """``core``, made if not yet (or taken from ``cores``): the deal's native rules now,
        or None."""
        core = self.core
        if core is NOT_MADE:
            key = self.core_key()
            found = self.cores.get(key)
            if found is None:
                extras = native_extras(self)
                if extras is None or self.trick_size != len(self.hands):
                    found = (None, False)
                else:
                    found = (native_rules(self, extras), extras.blocked_after_lead != 0)
                self.cores[key] = found
            core = self.core = found[0]
            self.core_blocks = found[1]
        return core

    def core_key(self) -> Any:
        """What the deal's native rules depend on besides its class and its game's trick
        rules: its trump, follow rule, hands and cards a trick. A deal whose hooks read more
        of it (a dummy's player, a trump revealed, the last eight begun) adds that."""
        return self.trump, self.follow, len(self.hands), self.trick_size

    def rules_changed(self) -> None:
        """The deal's trick rules have changed in its play (a trump fixed or revealed, another
        follow rule, tricks of another size): the native rules are made again when next
        asked for (``core``). A deal calls it wherever its hooks' answers change."""
        self.core = NOT_MADE

    def legal_mask(self, seat: int) -> int:
        """The cards ``seat`` may play now: the core's answer where it plays the deal's rules
        (``core``), else ``play_mask``'s; ``tests/native`` checks that they agree."""
        core = self.core
        if core is NOT_MADE:
            core = self.native_core()
        if core is None:
            return self.play_mask(seat)
        cards = self.trick.cards  # type: ignore[union-attr]  # in play
        blocked = False
        if self.core_blocks and not cards:  # a lead: blocked by the last one? (Beyond's B9)
            extras = native_extras(self)
            blocked = extras is not None and extras.blocked
        mask: int = core.legal(self.hands[seat], cards, self.trumped, self.tricks_played, blocked)
        return mask

    def winner(self, trick: Trick) -> int:
        """The seat that wins the complete ``trick``: the core's answer where it plays the
        deal's rules (``core``), else ``trick_winner``'s."""
        core = self.core
        if core is NOT_MADE:
            core = self.native_core()
        if core is None:
            return self.trick_winner(trick)
        at: int = core.winning_position(trick.cards)
        return trick.seats[at]
