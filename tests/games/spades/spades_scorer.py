"""An independent scorer of Spades records, written from the rule text and rulings S1-S3
without the engine: it deals the record's pack, follows its actions (bids, the blind nil
exchange, Barmore's team bids, the cards), checks each card against the rules of the play,
finds each trick's winner and scores each deal. The golden tests hold the engine's replay to
it.

It reads the standard game, the joker and deuce packs (cards raised above the ace of spades)
and Barmore's partnership game; a record of another variant is refused, not half-read.
"""

from __future__ import annotations

from typing import Any

RANKS = "23456789TJQKA"
"""The text: "The cards, in each suit, rank from highest to lowest: A, K, Q, J, 10, ... 2"."""

DEFAULTS: dict[str, Any] = {
    "target": 500,  # S1: "first to 500"
    "lose_at": None,
    "sets_to_lose": None,
    "nil": True,
    "nil_bonus": 100,  # S1: nil +-100
    "blind_nil": True,
    "blind_nil_bonus": 200,  # S1: blind nil +-200
    "blind_margin": 100,  # S1: "only to a side behind by 100 or more"
    "team_bidding": False,
    "team_bid_min": 1,
    "team_bid_max": 13,
    "blind_bids": False,
    "blind_bid_min": 6,  # Barmore: "The minimum blind bid is 6 tricks"
    "first_deal_no_bidding": False,
    "bag_limit": 10,  # S1: "Every 10 bags accumulated: -100"
    "bag_penalty": 100,
    "overtrick_points": 1,
    "set_on_bags": None,
    "ten_bid_value": None,
    "boston_wins": False,
    "remove": [],
    "jokers": 0,
    "high_cards": [],
    "big_joker": None,
    "spades_led_freely_from": 0,
}
UNREAD = {"extra_cards", "discard_after_bidding", "pass_cards", "french_cut"}
"""Options this scorer does not model: a record using them is refused."""


def rules_of(record: dict[str, Any]) -> dict[str, Any]:
    options = dict(record.get("options") or {})
    unread = UNREAD & {k for k, v in options.items() if v not in (None, False, 0, "none")}
    assert not unread, f"the reference scorer does not read {sorted(unread)}"
    assert set(options) <= set(DEFAULTS) | UNREAD, sorted(set(options) - set(DEFAULTS))
    return DEFAULTS | options


class Cards:
    """Suits and ranks under the options: the raised cards are spades above the ace."""

    def __init__(self, rules: dict[str, Any]) -> None:
        self.high = list(rules["high_cards"])
        pack = {r + s for r in RANKS for s in "SHDC"} - set(rules["remove"])
        pack |= {"BJ", "LJ"} if rules["jokers"] == 2 else set()
        self.pack = pack

    def suit(self, card: str) -> str:
        """For following suit a raised card (a joker, Baxter's 2D) is a spade."""
        return "S" if card in self.high else card[-1]

    def power(self, card: str) -> int:
        if card in self.high:
            return 100 + len(self.high) - self.high.index(card)
        return RANKS.index(card[0])

    def winner(self, cards: list[str]) -> int:
        """Position in the trick of its winner: the highest spade, else the highest card of
        the suit led."""
        spades = [i for i, c in enumerate(cards) if self.suit(c) == "S"]
        led = self.suit(cards[0])
        live = spades or [i for i, c in enumerate(cards) if self.suit(c) == led]
        return max(live, key=lambda i: self.power(cards[i]))


def deal_hands(pack: list[str]) -> list[set[str]]:
    """Dealt singly, clockwise from dealer's left: the seats are relative to the dealer's
    left here (0 = dealer's left); the caller turns them."""
    assert len(pack) == 52
    return [set(pack[k::4]) for k in range(4)]


class DealScorer:
    """One deal: its actions followed and checked, then the two sides' scores."""

    def __init__(
        self,
        rules: dict[str, Any],
        cards: Cards,
        deal: dict[str, Any],
        number: int,
        totals: list[int],
        bags: list[int],
    ) -> None:
        self.rules, self.cards, self.number = rules, cards, number
        self.dealer = deal["dealer"]
        assert sorted(deal["pack"]) == sorted(cards.pack), f"deal {number}: not the pack"
        relative = deal_hands(deal["pack"])
        self.hands = [relative[(seat - self.dealer - 1) % 4] for seat in range(4)]
        self.actions = list(deal["actions"])
        self.totals, self.bags_in = list(totals), list(bags)
        self.bids: list[str | None] = [None] * 4
        self.team_bids: list[int | None] = [None, None]
        self.blind = [False, False]
        self.came_out = [False, False]
        self.tricks = [0] * 4

    def next(self) -> str:
        return self.actions.pop(0)

    def behind(self, side: int) -> bool:
        """A side may bid blind (nil, or Barmore's blind team bid) when it is 100 behind."""
        return self.totals[1 - side] - self.totals[side] >= self.rules["blind_margin"]

    def bidding(self) -> None:
        rules = self.rules
        if rules["first_deal_no_bidding"] and self.number == 1:
            return  # Barmore: "The first hand of a new game is normally played without bidding"
        if rules["team_bidding"]:
            self.team_bidding()
            return
        for k in range(1, 5):  # "The bidding begins with the player to dealer's left"
            seat = (self.dealer + k) % 4
            text = self.next()
            if text == "look":
                text = self.next()
            if text == "blind nil":
                assert rules["blind_nil"] and self.behind(seat % 2), f"deal {self.number}"
            elif text == "nil":
                assert rules["nil"]
            else:
                assert 1 <= int(text) <= 13, text
            self.bids[seat] = text
        self.exchange()

    def team_bidding(self) -> None:
        """Barmore / partnership bidding: the dealer's opponents first; on each side the
        partner on the dealer's left of the two tells (or bids blind), the other names the
        bid (or, after a blind bid below 10, comes out to 10 or stays)."""
        rules = self.rules
        for first in ((self.dealer + 1) % 4, (self.dealer + 2) % 4):
            side = first % 2
            text = self.next()
            if text == "look":
                text = self.next()
            if text.startswith("blind "):
                bid = int(text.split()[1])
                assert rules["blind_bids"] and self.behind(side), f"deal {self.number}"
                assert rules["blind_bid_min"] <= bid <= rules["team_bid_max"]
                self.team_bids[side], self.blind[side] = bid, True
                if bid < 10:
                    choice = self.next()
                    assert choice in ("come out", "stay"), choice
                    if choice == "come out":  # "they may come out ... and bid 10"
                        self.team_bids[side], self.blind[side] = 10, False
                        self.came_out[side] = True
                continue
            assert text.startswith("tell "), text
            bid = int(self.next())
            assert rules["team_bid_min"] <= bid <= rules["team_bid_max"], bid
            self.team_bids[side] = bid

    def exchange(self) -> None:
        """S1: after a blind nil, the bidder may give partner two cards face down, and
        partner gives two back; or the bidder declines (G4)."""
        for seat, bid in enumerate(self.bids):
            if bid != "blind nil":
                continue
            text = self.next()
            if text == "decline":
                continue
            partner = (seat + 2) % 4
            for giver, taker in ((seat, partner), (partner, seat)):
                if giver != seat:
                    text = self.next()
                word, *given = text.split()
                assert word == "give" and len(given) == 2, text
                assert set(given) <= self.hands[giver], f"deal {self.number}: {text}"
                self.hands[giver] -= set(given)
                self.hands[taker] |= set(given)

    def play(self) -> None:
        """S2 and the text: dealer's left leads; follow suit if able; the highest spade wins,
        else the highest of the suit led; the winner leads next. No spade lead until broken
        unless the leader holds only spades (Barmore: from the fourth trick any card)."""
        cards = self.cards
        leader, broken = (self.dealer + 1) % 4, False
        freely = self.rules["spades_led_freely_from"]
        for trick in range(1, 14):
            played: list[str] = []
            for k in range(4):
                seat = (leader + k) % 4
                card, hand = self.next(), self.hands[seat]
                where = f"deal {self.number}, trick {trick}, seat {seat}: {card}"
                assert card in hand, where
                if k == 0 and cards.suit(card) == "S":
                    only_spades = all(cards.suit(c) == "S" for c in hand)
                    assert broken or only_spades or (freely and trick >= freely), where
                if k:
                    led = cards.suit(played[0])
                    assert cards.suit(card) == led or all(cards.suit(c) != led for c in hand), where
                    if cards.suit(card) == "S" != led:
                        broken = True
                hand.remove(card)
                played.append(card)
            leader = (leader + cards.winner(played)) % 4
            self.tricks[leader] += 1
        assert not self.actions, f"deal {self.number}: actions left over {self.actions}"

    def side_score(self, side: int) -> dict[str, Any]:
        seats = (side, side + 2)
        taken = sum(self.tricks[s] for s in seats)
        rules = self.rules
        if rules["team_bidding"]:
            return self.team_score(side, taken)
        bids = [self.bids[s] for s in seats]
        nils = [b in ("nil", "blind nil") for b in bids]
        contract = sum(int(b) for b, n in zip(bids, nils, strict=True) if not n and b)
        counted = sum(self.tricks[s] for s, n in zip(seats, nils, strict=True) if not n)
        bags = sum(self.tricks[s] for s, n in zip(seats, nils, strict=True) if n)
        points, made = 0, counted >= contract
        if contract:
            if made:
                points += 10 * contract
                bags += counted - contract
            else:
                points -= 10 * contract
        nil_points = 0
        for seat, bid in zip(seats, bids, strict=True):
            if bid in ("nil", "blind nil"):
                value = rules["blind_nil_bonus" if bid == "blind nil" else "nil_bonus"]
                nil_points += value if self.tricks[seat] == 0 else -value
        points += nil_points + bags * rules["overtrick_points"]
        total = self.bags_in[side] + bags
        penalties = total // rules["bag_limit"] if rules["bag_limit"] else 0
        points -= penalties * rules["bag_penalty"]
        carried = total - penalties * rules["bag_limit"]
        return {
            "points": points,
            "contract": contract,
            "made": made,
            "bags": bags,
            "bag_penalties": penalties,
            "carried": carried,
            "nil_points": nil_points,
            "boston": False,
        }

    def team_score(self, side: int, taken: int) -> dict[str, Any]:
        """Barmore's scoring, from the text: a bid of 4 to 9 made with at most two overtricks
        wins 10 a trick bid and nothing for overtricks; fewer tricks or three sandbags, the
        side is set and loses 10 a trick bid. A bid of 10 wins 200 on 10, 11 or 12 tricks
        (all 13: the game), else loses 200. A blind bid made scores double, with no limit on
        sandbags; failed it loses once. A side that came out of a blind bid to 10 "only win
        singly": a plain 10. A deal played without bidding: 10 a trick."""
        rules = self.rules
        bid = self.team_bids[side]
        result = {"points": 0, "made": True, "boston": False, "carried": 0}
        if bid is None:
            result["points"] = 10 * taken
            return result
        value = rules["ten_bid_value"] if bid == 10 and rules["ten_bid_value"] else 10 * bid
        over = taken - bid
        limit = rules["set_on_bags"]
        set_on_bags = not self.blind[side] and bid < 10 and limit is not None and over >= limit
        if over < 0 or set_on_bags:
            result["points"], result["made"] = -value, False
        else:
            double = 2 if self.blind[side] else 1
            result["points"] = value * double + over * rules["overtrick_points"]
            result["boston"] = bid == 10 and taken == 13
        return result


def score_record(record: dict[str, Any]) -> dict[str, Any]:
    """Every deal's scores and results, the totals, the winner and whether the game ended,
    worked out from the record alone."""
    assert record["game"] == "spades"
    rules = rules_of(record)
    cards = Cards(rules)
    totals, bags, sets = [0, 0], [0, 0], [0, 0]
    deals: list[dict[str, Any]] = []
    winner: int | None = None
    complete = False
    for number, deal in enumerate(record["deals"], 1):
        assert not complete, f"deal {number} is played after the game ended"
        if number > 1:  # "the turn to deal rotates clockwise"
            assert deal["dealer"] == (record["deals"][number - 2]["dealer"] + 1) % 4
        scorer = DealScorer(rules, cards, deal, number, totals, bags)
        scorer.bidding()
        scorer.play()
        sides = [scorer.side_score(side) for side in (0, 1)]
        scores = [s["points"] for s in sides]
        totals = [t + s for t, s in zip(totals, scores, strict=True)]
        bags = [s["carried"] for s in sides]
        sets = [0 if s["made"] else n + 1 for s, n in zip(sides, sets, strict=True)]
        deals.append(
            {
                "scores": scores,
                "sides": sides,
                "bids": scorer.bids,
                "team_bids": scorer.team_bids,
                "blind": scorer.blind,
                "came_out": scorer.came_out,
                "tricks": scorer.tricks,
            }
        )
        winner, complete = game_end(rules, sides, sets, totals)
    return {"deals": deals, "totals": totals, "winner": winner, "complete": complete}


def game_end(
    rules: dict[str, Any], sides: list[dict[str, Any]], sets: list[int], totals: list[int]
) -> tuple[int | None, bool]:
    """(winner, ended) after a deal. Barmore: a 10 bid taking all 13 tricks wins the game; a
    side set ``sets_to_lose`` times running loses it whatever the scores (both: the higher).
    Then S1: the first side to the target wins, both: the higher; a tie plays on. Option:
    a side at ``lose_at`` or below loses."""
    if rules["boston_wins"]:
        for side in (0, 1):
            if sides[side]["boston"]:
                return side, True
    limit = rules["sets_to_lose"]
    if limit is not None:
        losers = [side for side in (0, 1) if sets[side] >= limit]
        if len(losers) == 1:
            return 1 - losers[0], True
        if len(losers) == 2 and totals[0] != totals[1]:
            return (0 if totals[0] > totals[1] else 1), True
    if totals[0] == totals[1]:
        return None, False
    higher = 0 if totals[0] > totals[1] else 1
    if max(totals) >= rules["target"]:
        return higher, True
    if rules["lose_at"] is not None and min(totals) <= rules["lose_at"]:
        return higher, True
    return None, False
