"""19's heuristic player: it bids from its trumps, honours and kings; keeps a group of the
stock that helps; discards to bank points and make voids; declares what it holds and an
achievement only with the hand for it; plays to win points cheaply, gives points to a known
partner, keeps the Juggler out of harm's way, and as the secret partner keeps the called trump
back until it wins something worth having. It reads views only."""

from __future__ import annotations

from functools import cache
from typing import Any

from followsuit.cards import Card, Rank, Suit
from followsuit.engine import View
from followsuit.engine.bots import HeuristicBase
from followsuit.games.nineteen.cards import HONOURS, JUGGLER, KINGS, card_points, power
from followsuit.games.nineteen.scoring import BIDS

BID_THRESHOLDS = (9.0, 12.0, 14.0, 16.0, 19.0)
"""Hand strength from which each bid is made (partnership … solo)."""
WORLD = Card(Suit.TRUMPS, 21)
FOOL = Card(Suit.TRUMPS, 0)


@cache
def parse(text: str) -> Card:
    return Card.parse(text)


def strength(cards: list[Card]) -> float:
    """Trumps, honours twice, kings one and a half."""
    trumps = sum(1 for c in cards if c.is_tarot_trump)
    honours = sum(1 for c in cards if c in HONOURS)
    kings = sum(1 for c in cards if c in KINGS)
    return trumps + 2 * honours + 1.5 * kings


def card_value(card: Card) -> float:
    """What a card is worth keeping: trumps by rank, honours and kings most."""
    if card in HONOURS:
        return 4.0
    if card.is_tarot_trump:
        return 1.0 + power(card) / 22
    if card in KINGS:
        return 2.5
    return 0.5 if card.rank == Rank.QUEEN else 0.0


class HeuristicBot(HeuristicBase):
    def choose(self, view: View, legal: list[str]) -> str:
        phase = view["phase"]
        if phase == "auction":
            return self.bid(view, legal)
        if phase == "prefer":
            return self.prefer(view, legal)
        if phase == "discard":
            return self.discard(view, legal)
        if phase == "declare":
            return self.declare(view, legal)
        if phase == "contra":
            return self.contra(view, legal)
        if phase == "volunteer":
            return "volunteer" if "volunteer" in legal else legal[0]
        return self.play(view, legal)

    # -- before the play ------------------------------------------------------------------

    def bid(self, view: View, legal: list[str]) -> str:
        score = strength([parse(t) for t in view["hand"]])
        wanted = [b for b, at in zip(BIDS, BID_THRESHOLDS, strict=True) if score >= at]
        for bid in reversed(wanted):
            if bid in legal:
                return bid
        if "pass" in legal:
            return "pass"
        return next(t for t in legal if t in BIDS)

    def prefer(self, view: View, legal: list[str]) -> str:
        groups = view["details"]["stock"].get("groups", [])
        seen = [g for g in groups if "cards" in g]
        value = {g["group"]: sum(card_value(parse(t)) for t in g["cards"]) for g in seen}
        current = max(g["group"] for g in seen)
        size = len(seen[0]["cards"])
        if value[current] >= 1.2 * size and f"take {current}" in legal:
            return f"take {current}"
        if "next" in legal:
            return "next"
        best = max((n for n in value if f"take {n}" in legal), key=lambda n: value[n])
        return f"take {best}"

    def discard(self, view: View, legal: list[str]) -> str:
        """Bank points (a discard counts to its owner's side) and empty short suits."""
        hand = [parse(t) for t in view["hand"]]
        suits: dict[Suit, int] = {}
        for c in hand:
            suits[c.suit] = suits.get(c.suit, 0) + 1

        def score(text: str) -> float:
            card = parse(text.split()[1])
            if card.is_tarot_trump:
                return -card_value(card)
            shortness = 3.0 / suits[card.suit]
            return card_points(card) + shortness - card_value(card)

        return max(legal, key=score)

    def declare(self, view: View, legal: list[str]) -> str:
        hand = [parse(t) for t in view["hand"]]
        trumps = sum(1 for c in hand if c.is_tarot_trump)
        holds_juggler = JUGGLER in hand
        worth = {"trumps": 8.0, "honours": 8.0, "kings": 8.0, "royal": 12.0}

        def value(text: str) -> float:
            if text == "pass":
                return 0.0
            total = 0.0
            for item in text.split()[1:]:
                if item == "sparrow":
                    total += 10 if holds_juggler and trumps >= 11 else -30
                elif item == "slam":
                    total += 20 if trumps >= 15 else -60
                else:
                    total += worth[item]
            return total

        return max(legal, key=value)

    def contra(self, view: View, legal: list[str]) -> str:
        hand = [parse(t) for t in view["hand"]]
        if "contra sparrow" in legal and JUGGLER in hand:
            return "contra sparrow"
        if "contra slam" in legal and FOOL in hand:
            return "contra slam"
        if "contra bid" in legal and strength(hand) >= 13:
            return "contra bid"
        return "pass"

    # -- the play ---------------------------------------------------------------------------

    def play(self, view: View, legal: list[str]) -> str:
        trick = view["trick"]
        played = trick["cards"] if trick else []
        leader = trick["leader"] if trick else view["seat"]
        hand_seat = (leader + len(played)) % 4
        cards = [parse(t) for t in legal]
        details = view["details"]
        mates, foes = self.known_sides(details, hand_seat)
        suspect = self.suspected_partner(view)
        if suspect is not None and details["sides"] is not None:
            declarer = details["declarer"]
            if hand_seat != declarer and details["sides"][hand_seat] == 1 and suspect not in mates:
                foes.add(suspect)  # a defender reads who the partner may be
        hand_cards = [parse(t) for t in (view["hands"][hand_seat] or [])]
        called = details["called"]
        called_card = Card(Suit.TRUMPS, called) if called is not None else None
        secret_partner = (
            called_card is not None
            and called_card in hand_cards
            and details["sides"] is not None
            and any(s is None for s in details["sides"])
        )
        last_trick = len(hand_cards) == 1
        if not played:
            return self.lead(view, cards, hand_seat, details, secret_partner, called_card)
        table = [(p["seat"], parse(p["card"])) for p in played]
        led = table[0][1].suit
        winner_seat, winner_card = self.winning(table, led)
        to_come = 3 - len(played)
        trick_points = sum(card_points(c) for _, c in table)
        mate_wins = winner_seat in mates and (to_come == 0 or self.safe(winner_card, led))
        if mate_wins:
            return str(self.give(cards, last_trick))
        beaters = [c for c in cards if self.beats(c, winner_card, led, table)]
        keep_secret = secret_partner and len(view["played"]) < 24 and trick_points < 8
        if keep_secret and called_card in beaters and len(beaters) > 1:
            beaters.remove(called_card)  # keep the secret a while
        if not last_trick:
            beaters = [c for c in beaters if c != JUGGLER or self.emperor(table)]
        if beaters and (trick_points >= 3 or to_come == 0 or winner_seat in foes):
            return str(min(beaters, key=lambda c: power(c) if c.suit == led else 50 + power(c)))
        return str(self.cheapest(cards, last_trick))

    def suspected_partner(self, view: View) -> int | None:
        """Declarer's likely secret partner, read from the play: a player who gave points to
        a trick declarer was winning leans towards declarer's side; one who beat declarer's
        card, away from it. None while the partner is known or nobody leans."""
        details = view["details"]
        declarer = details["declarer"]
        sides = details["sides"]
        if declarer is None or sides is None or all(s is not None for s in sides):
            return None
        plays = [e for e in view["log"] if e["kind"] == "play"]
        lean = [0, 0, 0, 0]
        for start in range(0, len(plays), 4):
            trick = plays[start : start + 4]
            table: list[tuple[int, Card]] = []
            for entry in trick:
                card = parse(entry["text"])
                if table:
                    winner, best = self.winning(table, table[0][1].suit)
                    if winner == declarer and entry["seat"] != declarer:
                        if self.beats(card, best, table[0][1].suit, table):
                            lean[entry["seat"]] -= 2
                        elif card_points(card) >= 3:
                            lean[entry["seat"]] += 1
                table.append((entry["seat"], card))
        unknown = [s for s in range(4) if sides[s] is None and s != declarer]
        if not unknown:
            return None
        best_seat = max(unknown, key=lambda s: lean[s])
        return best_seat if lean[best_seat] > 0 else None

    def known_sides(self, details: dict[str, Any], seat: int) -> tuple[set[int], set[int]]:
        sides = details["sides"]
        if sides is None or sides[seat] is None:
            return set(), set()
        mine = sides[seat]
        mates = {s for s, side in enumerate(sides) if side == mine and s != seat}
        foes = {s for s, side in enumerate(sides) if side is not None and side != mine}
        return mates, foes

    def lead(
        self,
        view: View,
        cards: list[Card],
        seat: int,
        details: dict[str, Any],
        secret_partner: bool,
        called: Card | None,
    ) -> str:
        trumps = [c for c in cards if c.is_tarot_trump and c != JUGGLER]
        kings = [c for c in cards if c in KINGS]
        if seat == details["declarer"] and len(trumps) >= 6:
            return str(max(trumps, key=power))
        if kings:
            return str(kings[0])
        plain = [c for c in cards if not c.is_tarot_trump]
        if plain:
            counts: dict[Suit, int] = {}
            for c in plain:
                counts[c.suit] = counts.get(c.suit, 0) + 1
            short = min(counts, key=lambda s: counts[s])
            return str(min((c for c in plain if c.suit == short), key=power))
        safe = [c for c in cards if c != JUGGLER and not (secret_partner and c == called)]
        return str(min(safe or cards, key=power))

    def winning(self, table: list[tuple[int, Card]], led: Suit) -> tuple[int, Card]:
        cards = [c for _, c in table]
        if JUGGLER in cards and WORLD in cards and FOOL in cards:
            return next((s, c) for s, c in table if c == JUGGLER)

        def strength(card: Card) -> int:
            if card.is_tarot_trump:
                return 100 + power(card)
            return power(card) if card.suit == led else 0

        return max(table, key=lambda sc: strength(sc[1]))

    def beats(self, card: Card, best: Card, led: Suit, table: list[tuple[int, Card]]) -> bool:
        if card == JUGGLER and self.emperor(table):
            return True
        if best.is_tarot_trump:
            return card.is_tarot_trump and power(card) > power(best)
        if card.is_tarot_trump:
            return True
        return card.suit == led and power(card) > power(best)

    def emperor(self, table: list[tuple[int, Card]]) -> bool:
        cards = {c for _, c in table}
        return WORLD in cards and FOOL in cards

    def safe(self, card: Card, led: Suit) -> bool:
        return card == FOOL or (card.is_tarot_trump and power(card) >= 20)

    def give(self, cards: list[Card], last_trick: bool) -> Card:
        """A partner wins: give it points (the Juggler too, now it is safe)."""
        return max(cards, key=lambda c: (card_points(c), -power(c) if c.is_tarot_trump else 0))

    def cheapest(self, cards: list[Card], last_trick: bool) -> Card:
        """The card that loses least: few points, low power, the Juggler last."""

        def cost(card: Card) -> tuple[int, int, int]:
            return (card == JUGGLER and not last_trick, card_points(card), power(card))

        return min(cards, key=lambda c: (int(cost(c)[0]), cost(c)[1], cost(c)[2]))
