"""The heuristic player: the text's "Hints to Players", read from the view alone.

While the stock lasts: the lead is a disadvantage, so lead what is worth least to keep; win
only to declare, to take an ace or ten led, or with a ten as second player (not in trumps);
keep small trumps, the seven of trumps, bezique and sequence cards; play declared cards first
to hide the hand. Declare the best combination, a single bezique before the double. In the
last eight tricks, two players: perfect play by exhaustive search (``endgame``); more: win the
trick cheaply when able, else throw the least card.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from followsuit.engine.bots import HeuristicBase
from followsuit.engine.state import View
from followsuit.games.bezique.bot.cards import (
    POWER,
    beats,
    bezique_faces,
    is_brisque,
    rank,
    suit,
)
from followsuit.games.bezique.bot.endgame import best_card

FULL_PACK = Counter(f"{r}{s}" for r in "AKQJT987" for s in "SHDC")
GRAND_LAST_TRICK = 50
"""Z4: Grand Bézique's last trick."""


def grand(details: dict[str, Any]) -> bool:
    """Grand Bézique (Z4) is the form with no turn-up."""
    return details["turned_up"] is None


class HeuristicBot(HeuristicBase):
    """Bézique by the text's hints."""

    name = "heuristic"

    def choose(self, view: View, legal: list[str]) -> str:
        details = view["details"]
        if view["phase"] == "carte blanche":
            return "carte blanche"  # Z4: 50, for a hand nobody can use against it
        if view["phase"] == "declare":
            return self.declare(details, legal)
        if details["last_eight"]:
            return self.last_eight(view, legal)
        trick = view["trick"]
        played = [c["card"] for c in trick["cards"]] if trick else []
        if not played:
            return self.lead(view, legal)
        return self.follow(view, legal, played)

    # -- declarations -------------------------------------------------------------------------

    def declare(self, details: dict[str, Any], legal: list[str]) -> str:
        """The best-scoring declaration; the exchange when nothing scores more than 10."""
        points = {d["text"]: d["points"] for d in details["declarable"]}
        declarations = [t for t in legal if t.startswith("declare")]
        best = max(declarations, key=lambda t: (points.get(t, 0), t), default=None)
        best_points = points.get(best, 0) if best is not None else 0
        if "exchange" in legal and best_points <= 10:
            return "exchange"
        return best if best is not None else "draw"

    # -- while the stock lasts ------------------------------------------------------------------

    def keep(self, view: View, card: str) -> int:
        """How much a card is worth keeping (the hints): low for plain sevens to nines and
        jacks, more for marriage cards and brisques, most for trump honours and bezique cards."""
        details = view["details"]
        trump = details["trump"] or ""  # Z4: none fixed yet
        seat = view["seat"]
        hand: Counter[str] = Counter(view["hand"])
        bezique = bezique_faces(trump, False)
        if suit(card) == trump:
            value = 9 if rank(card) in "ATKQJ" else 5
            if rank(card) == "7" and details["turn_up"] and rank(details["turn_up"]) != "7":
                value = 7
        elif rank(card) in "AT":
            value = 6
        elif rank(card) in "KQ":
            partner = ("Q" if rank(card) == "K" else "K") + suit(card)
            value = 4 if hand[partner] else 3
        elif rank(card) == "J":
            value = 1
        else:
            value = 0
        if card in bezique:
            value = max(value, 8)
        if card in details["table"][seat]:
            value -= 1
        return value

    def card_of(self, action: str) -> str:
        return action.split()[-1]

    def cheapest(self, view: View, actions: list[str]) -> str:
        return min(actions, key=lambda a: (self.keep(view, self.card_of(a)), a))

    def lead(self, view: View, legal: list[str]) -> str:
        """The lead is a disadvantage: lead what is worth least."""
        return self.cheapest(view, legal)

    def follow(self, view: View, legal: list[str], played: list[str]) -> str:
        details = view["details"]
        trump = details["trump"] or ""  # Z4: none fixed yet
        led = played[0]
        winners = [a for a in legal if beats(self.card_of(a), played, trump)]
        losers = [a for a in legal if a not in winners]
        declare = max((d["points"] for d in details["declarable"]), default=0)
        if winners:
            cheapest = self.cheapest(view, winners)
            cost = self.keep(view, self.card_of(cheapest))
            if is_brisque(led) and cost <= 6:
                return cheapest  # an ace or ten led: take it
            tens = [a for a in winners if rank(self.card_of(a)) == "T" and suit(led) != trump]
            if tens and suit(self.card_of(tens[0])) != trump:
                return tens[0]  # second player: win with a ten when able
            if declare >= 40 or (declare >= 20 and cost <= 5):
                return cheapest  # win to declare
            if not losers:
                return cheapest
        return self.cheapest(view, losers or legal)

    # -- the last eight tricks ------------------------------------------------------------------

    def last_eight(self, view: View, legal: list[str]) -> str:
        trump = view["details"]["trump"] or ""
        trick = view["trick"]
        played = [c["card"] for c in trick["cards"]] if trick else []
        if len(view["players"]) == 2:
            packs = 4 if grand(view["details"]) else 2
            unseen = Counter({card: n * packs for card, n in FULL_PACK.items()})
            unseen.subtract(view["played"])  # the trick's cards too
            unseen.subtract(view["hand"])
            theirs = list(unseen.elements())
            led = played[0] if played else None
            if grand(view["details"]):
                return best_card(view["hand"], theirs, led, trump, GRAND_LAST_TRICK)
            return best_card(view["hand"], theirs, led, trump)
        if played:
            winners = [a for a in legal if beats(a, played, trump)]
            if winners:
                return min(winners, key=lambda a: (suit(a) == trump, POWER[rank(a)], a))
        return min(legal, key=lambda a: (is_brisque(a), suit(a) == trump, POWER[rank(a)], a))
