"""How little an eager view of a Spades play position can cost: the view path's floor.

``followsuit bench``'s view path asks the seat to act for its view before every action; its
target (0.5x the bare loop) lets a view cost what one action of the bare loop costs. This
script times, on the same seeded random deals:

- the bare loop, per action (``new_deal`` shared out over the deal's actions);
- the engine's ``view(seat)`` at each new position, and the same view asked again there;
- a clone of each position and nothing else (no view): what a view that did its work only
  when read would cost before it is read, if it kept the position whole for its reader;
- a view written for Spades' play alone (``LeanViews``): one function, every piece kept
  from the last position and only the played card added, no game but Spades, no phase but
  the play, no seat but the one to act. It is checked equal to the engine's view at every
  position first, so it does all the work a view must do and nothing more.

The lean view is what a hand-made view of today's fields costs when everything that could be
kept is kept; it is not used by the engine (it knows one game and one phase). A benchmark
prints numbers; nothing asserts a time.

    python benchmarks/view_floor.py [--deals 400] [--rounds 3]
"""

from __future__ import annotations

import argparse
import time
from bisect import bisect_left
from collections.abc import Callable
from random import Random
from typing import Any

from followsuit import games
from followsuit.engine import Game, State
from followsuit.engine.view_pieces import FrozenDict, FrozenList
from followsuit.engine.view_tables import (
    FROZEN_ENTRIES,
    VOID_LETTERS,
    frozen_entry,
    legal_texts,
    void_letters,
)
from followsuit.engine.views import KeptCore, kept_core
from followsuit.games.spades.view import HINTS, _kept_details

clock = time.process_time
KEPT = "_lean_view"
"""Where a deal keeps ``LeanViews``' pieces (its ``__dict__``)."""


class LeanViews:
    """One Spades deal's views in the play, each piece kept from the last position."""

    __slots__ = (
        "at",
        "core",
        "items",
        "own",
        "places",
        "played",
        "sizes",
        "template",
        "trick",
        "trick_cards",
        "voids",
    )

    def __init__(self, deal: Any) -> None:
        """Seeded from the engine's view of the deal's first position in the play."""
        view = deal.view(deal.to_act)
        core: KeptCore = kept_core(deal)  # type: ignore[assignment]
        self.core = core
        self.own = core.own  # Spades' kept hands and details
        self.at = len(deal.history)
        self.template = core.template.copy()
        self.trick = deal.trick
        self.trick_cards = list(view["trick"]["cards"]) if view["trick"] else []
        texts = core.played_texts
        self.places: list[int] = []
        """The places of the cards played, in the order ``played`` shows them."""
        self.played: list[str] = []
        for card in range(len(texts.card_text)):
            if deal.played >> card & 1:
                at = bisect_left(self.places, texts.place[card])
                self.places.insert(at, texts.place[card])
                self.played.insert(at, texts.card_text[card])
        self.items = list(core.log_items)
        self.sizes = list(map(int.bit_count, deal.hands))
        self.voids = deal.voids[:]

    def view(self, deal: Any, seat: int) -> dict[str, Any]:
        """``deal.view(seat)``, the seat to act's, one card after the last call."""
        template = self.template
        history = deal.history
        if len(history) != self.at:
            assert len(history) == self.at + 1, "one card a call"
            self.at = len(history)
            entry = deal.log.entries[-1]
            player, card = entry[0], history[-1].value
            template["phase"] = deal.phase
            template["to_act"] = deal.to_act
            core = self.core
            texts = core.played_texts
            at = bisect_left(self.places, texts.place[card])
            self.places.insert(at, texts.place[card])
            self.played.insert(at, texts.card_text[card])
            template["played"] = FrozenList(self.played)
            frozen = FROZEN_ENTRIES.get(entry)
            self.items.append(frozen_entry(entry) if frozen is None else frozen)
            self.sizes[player] -= 1
            played = core.card_entries[card][player]
            if deal.trick is self.trick:
                self.trick_cards.append(played)
            else:  # the trick is gathered
                cards = self.trick_cards
                cards.append(played)
                last = deal.last_trick
                template["last_trick"] = FrozenDict(
                    {"leader": last.leader, "cards": FrozenList(cards)}
                )
                template["tricks_won"] = FrozenList(deal.tricks_won)
                self.trick = deal.trick
                self.trick_cards = []
            if deal.voids != self.voids:
                self.voids = deal.voids[:]
                template["voids"] = FrozenList(
                    [
                        void_letters(v) if (known := VOID_LETTERS.get(v)) is None else known
                        for v in deal.voids
                    ]
                )
        view = template.copy()
        view["seat"] = seat
        legal = deal._legal
        if legal is None:
            deal.legal_actions()
            legal = deal._legal
        view["legal"] = legal_texts(legal)
        own = self.own
        hand = own.hand_texts.kept_in(own.hands[seat], deal.hands[seat])
        view["hand"] = hand
        hands: list[list[str] | None] = [None] * 4
        hands[seat] = hand
        view["hands"] = hands
        view["hand_sizes"] = self.sizes[:]
        trick = deal.trick
        view["trick"] = (
            None if trick is None else {"leader": trick.leader, "cards": self.trick_cards[:]}
        )
        view["log"] = self.items[:]
        kept = own.details.get(seat)
        if (
            kept is not None
            and kept[0] is deal.phase
            and kept[1] == deal.trumped
            and kept[2] is None
            and not deal.shown
            and not deal.located[seat]
        ):
            view["details"] = kept[3]
        else:
            view["details"] = _kept_details(deal, seat, self.core.slots, own.details)
        view["hints"] = HINTS
        return view


def lean_view(state: Any) -> object:
    """The seat to act's view: ``LeanViews``' in the play, the engine's before it."""
    if state.phase is not state.card_phase:
        return state.view(state.to_act)
    lean: LeanViews | None = state.__dict__.get(KEPT)
    if lean is None:
        state.__dict__[KEPT] = LeanViews(state)  # its first view is the engine's
        return None
    return lean.view(state, state.to_act)


def engine_view(state: State) -> object:
    return state.view(state.to_act)


def position_kept(state: State) -> object:
    """Not a view: a copy of the position, what a view that did its work only when read would
    keep for its reader if it kept the position whole (one holding the live deal instead
    would hold every hidden card with it, and see later positions)."""
    return state.clone()


def check(game: Game, deals: int) -> int:
    """Every position of ``deals`` deals: the lean view equals the engine's (of a clone that
    took the same actions); the positions checked."""
    rng = Random(11)
    positions = 0
    for _ in range(deals):
        state = game.new_deal(rng=rng)
        twin = state.clone()
        while not state.is_over:
            lean = lean_view(state)
            if lean is not None:
                assert lean == twin.view(twin.to_act), f"position {len(state.history)}"
                positions += 1
            action = rng.choice(state.legal_actions())
            state.apply(action)
            twin.apply(action.text)
    return positions


def per_action(game: Game, deals: int, views: list[Callable[[Any], object]]) -> float:
    """Seconds an action of seeded random playouts, calling each of ``views`` before it."""
    rng = Random(3)
    actions = 0
    start = clock()
    for _ in range(deals):
        state = game.new_deal(rng=rng)
        while not state.is_over:
            for view in views:
                view(state)
            state.apply(rng.choice(state.legal_actions()))
            actions += 1
    return (clock() - start) / actions


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=400)
    parser.add_argument("--rounds", type=int, default=3)
    args = parser.parse_args()
    game = games.load("spades")
    checked = check(game, max(args.deals // 4, 1))
    print(f"the lean view equals the engine's at {checked:,} positions of the play")
    runs: dict[str, list[Callable[[Any], object]]] = {
        "bare": [],
        "engine": [engine_view],
        "engine twice": [engine_view, engine_view],
        "lean": [lean_view],
        "kept": [position_kept],
    }
    best = dict.fromkeys(runs, float("inf"))
    for _ in range(args.rounds):  # interleaved: a change of load falls on all alike
        for name, views in runs.items():
            best[name] = min(best[name], per_action(game, args.deals, views))
    bare = best["bare"]
    print(f"Spades, default options; CPU time an action, fastest of {args.rounds} rounds")
    budget = "an action of the bare loop (a view's budget at 0.5x)"
    print(f"{budget:<66} {bare * 1e6:6.2f} us")
    for name, label in (
        ("engine", "the engine's view at a new position"),
        ("lean", "the lean view at a new position (the engine's before the play)"),
        ("kept", "no view: a clone of the position (a deferred view's keep)"),
    ):
        cost = best[name] - bare
        print(f"{label:<66} {cost * 1e6:6.2f} us: view path {bare / best[name]:.2f}x")
    again = best["engine twice"] - best["engine"]
    print(f"{'the same engine view asked again':<66} {again * 1e6:6.2f} us")


if __name__ == "__main__":
    main()
