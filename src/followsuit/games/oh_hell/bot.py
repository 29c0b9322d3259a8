"""The heuristic Oh Hell player: bids from hand strength and plays to make its bid exactly.

It sees only its view. It counts the cards that have gone (played, turned up, in its hand),
notes who has shown void in which suit, and from that estimates, for every card it holds, the
chance that the card wins a trick: its suit is led while it holds it, no higher card of the
suit is in an opponent's hand (or the higher cards fall first), and, in a side suit, nobody
void in it ruffs. Low trumps gain from the hand's short side suits. Taking those chances as
independent gives the chance of winning exactly k tricks; the bot bids the k most likely (the
most likely one the hook rule allows, a little lower when the bids before it are high). In play
it chooses the card that gives the best chance of ending with exactly its bid: the chance that
the card wins this trick, times the chance that the rest of the hand then makes up the bid. So
it wins when it needs tricks, ducks and throws its dangerous high cards when it has enough, and
once its bid cannot be made any more it takes every trick it can (a point each in standard
scoring).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass, field
from math import comb, pow
from typing import Any

from followsuit.engine import View
from followsuit.engine.bots import HeuristicBase

JOKER_SUIT = "J"
_RANKS = {symbol: value for value, symbol in enumerate("23456789TJQKA", start=2)}
_JOKERS = ("JK", "BJ", "LJ")

Face = tuple[str, int]
"""A card as (suit symbol, rank value): aces 14, jokers 15 in their own suit ``J``."""

OPPONENT_DUCKS = 0.35
"""How much less likely an opponent who has already made its bid is to overtake."""
RUFF_SHARE = 0.6
"""The chance that a low trump makes a trick by ruffing, per ruffing chance the hand has."""
GUARD_SHARE = 0.5
"""How often a guarded card outlives the higher cards out against it (they fall first)."""
TABLE_PRESSURE = 0.2
"""How much the bids already made move the estimate (a crowded table leaves fewer tricks)."""
ATKINSON_JOKER = 0.5
"""An Atkinson joker held: it wins or loses as its holder calls, so it counts half a trick."""
SUIT_LED = 0.25
"""The chance that another player's lead is in a given suit."""


def face(text: str) -> Face:
    """A card text (or a called joker, ``JK high``) as a face."""
    text = text.split()[0]
    if text in _JOKERS:
        return (JOKER_SUIT, 15)
    return (text[-1], _RANKS[text[:-1]])


def pack_counts(make_up: dict[str, Any]) -> Counter[Face]:
    """The cards of the pack, from a view's description of it."""
    counts: Counter[Face] = Counter()
    for suit, ranks in make_up["ranks"].items():
        counts.update((suit, _RANKS[rank]) for rank in ranks)
    if make_up["jokers"]:
        counts[(JOKER_SUIT, 15)] = make_up["jokers"]
    return counts


@dataclass(eq=False)
class Knowledge:
    """What the bot knows at a moment: its hand, the unseen cards, voids, bids and tricks."""

    seat: int
    players: int
    trump: str | None
    hand: list[Face]
    unseen: Counter[Face]
    hand_sizes: list[int]
    stock: int
    voids: list[set[str]]
    needs: list[int | None]
    ties_last: bool
    atkinson: bool = False
    """Atkinson's jokers: called high (wins) or low (loses) when played."""
    _shares: dict[tuple[int, str], float] = field(default_factory=dict)

    def __post_init__(self) -> None:
        self.opponents = [s for s in range(self.players) if s != self.seat]
        self.by_suit: dict[str, list[tuple[int, int]]] = {}
        for (suit, rank), count in self.unseen.items():
            self.by_suit.setdefault(suit, []).append((rank, count))
        self.suit_counts = {suit: sum(n for _, n in cards) for suit, cards in self.by_suit.items()}

    @staticmethod
    def of(view: View) -> Knowledge:
        seat: int = view["seat"]
        players = len(view["players"])
        hand = [face(c) for c in view["hand"]]
        seen: Counter[Face] = Counter(hand)
        seen.update(face(c) for c in view["played"])
        if view["details"]["turn_up"] is not None:
            seen[face(view["details"]["turn_up"])] += 1
        unseen = pack_counts(view["details"]["pack"])
        unseen.subtract(seen)
        needs: list[int | None] = []
        for bid, won in zip(view["details"]["bids"], view["tricks_won"], strict=True):
            needs.append(int(bid) - won if bid is not None and bid.isdigit() else None)
        return Knowledge(
            seat=seat,
            players=players,
            trump=view["details"]["trump"],
            hand=hand,
            unseen=+unseen,
            hand_sizes=list(view["hand_sizes"]),
            stock=view["details"]["stock_size"],
            voids=[set(v) for v in view["voids"]],
            needs=needs,
            ties_last=view["details"]["ties"] == "last wins",
            atkinson=view["details"]["jokers"] == "atkinson",
        )

    # -- counting -----------------------------------------------------------------------------

    def others(self) -> list[int]:
        return self.opponents

    def unseen_in(self, suit: str) -> int:
        return self.suit_counts.get(suit, 0)

    def unseen_above(self, card: Face) -> int:
        """Unseen cards of the card's suit that would beat it (an identical copy beats it when
        the second played wins, as it does if played after it)."""
        suit, rank = card
        if self.ties_last:
            return sum(n for r, n in self.by_suit.get(suit, ()) if r >= rank)
        return sum(n for r, n in self.by_suit.get(suit, ()) if r > rank)

    def share(self, seat: int, suit: str) -> float:
        """The chance that a given unseen card of ``suit`` lies in ``seat``'s hand."""
        key = (seat, suit)
        known = self._shares.get(key)
        if known is not None:
            return known
        share = 0.0
        if suit not in self.voids[seat] and self.hand_sizes[seat]:
            room = self.stock + sum(
                self.hand_sizes[s] for s in self.opponents if suit not in self.voids[s]
            )
            share = self.hand_sizes[seat] / room if room else 0.0
        self._shares[key] = share
        return share

    def holds_any(self, seat: int, suit: str, count: int) -> float:
        """The chance that ``seat`` holds at least one of ``count`` unseen cards of ``suit``."""
        return 1.0 - (1.0 - self.share(seat, suit)) ** count

    def fewer_than(self, seat: int, suit: str, k: int) -> float:
        """The chance that ``seat`` holds fewer than ``k`` cards of ``suit``."""
        if suit in self.voids[seat]:
            return 1.0
        q = self.share(seat, suit)
        n = self.unseen_in(suit)
        return sum(comb(n, j) * q**j * (1 - q) ** (n - j) for j in range(min(k, n + 1)))

    def has_trump(self, seat: int) -> float:
        trump = self.trump
        if trump is None:
            return 0.0
        return self.holds_any(seat, trump, self.unseen_in(trump))

    # -- chances of winning -------------------------------------------------------------------

    def keen(self, seat: int) -> float:
        """How ready ``seat`` is to win a trick: less so once it has the tricks it bid."""
        need = self.needs[seat]
        return OPPONENT_DUCKS if need is not None and need <= 0 else 1.0

    def none_above(self, seats: Iterable[int], card: Face, keen: bool = False) -> float:
        """The chance that none of ``seats`` holds an unseen card of the card's suit that beats
        it (each unseen card lies in one place: a hand or the stock)."""
        suit = card[0]
        share = sum(self.share(s, suit) * (self.keen(s) if keen else 1.0) for s in seats)
        return (1.0 - min(1.0, share)) ** self.unseen_above(card)

    def survives(self, seats: Iterable[int], card: Face, led: str) -> float:
        """The chance that no one of ``seats``, playing after ``card`` to a trick led in
        ``led``, beats it with a higher card of the suit or by ruffing when void."""
        seats = list(seats)
        suit = card[0]
        trump = self.trump
        if suit == led:
            chance = self.none_above(seats, card, keen=True)
            if trump is not None and led != trump:
                for seat in seats:
                    ruff = self.fewer_than(seat, led, 1) * self.has_trump(seat)
                    chance *= 1.0 - ruff * self.keen(seat)
            return chance
        if suit == trump:
            above = self.unseen_above(card)
            chance = 1.0
            for seat in seats:
                overruff = self.fewer_than(seat, led, 1) * self.holds_any(seat, suit, above)
                chance *= 1.0 - overruff * self.keen(seat)
            return chance
        return 0.0

    def wins_lead(self, card: Face) -> float:
        """The chance that ``card`` led now wins the trick."""
        return self.survives(self.others(), card, card[0])

    def future(self, card: Face, hand: Iterable[Face], tricks: int, leading: bool) -> float:
        """The chance that ``card`` wins one of the next ``tricks`` tricks: its suit is led
        while it is held (by this player when ``leading``, else by anyone), it is the highest
        of its suit left in play or the higher cards fall first, and, in a side suit, nobody
        ruffs it when the suit comes round to it."""
        suit, rank = card
        if self.atkinson and suit == JOKER_SUIT:
            return ATKINSON_JOKER
        hand = list(hand)
        above = self.unseen_above(card)
        top = self.none_above(self.others(), card)
        guards = sum(1 for s, r in hand if s == suit and r < rank)
        if above and guards:
            top += (1.0 - top) * GUARD_SHARE * min(guards, above) / (above + 1)
        chance = top
        trump = self.trump
        if suit != trump:
            chance *= self.reach(tricks, leading)
        if trump is not None and suit != trump:
            turn = 1 + sum(1 for s, r in hand if s == suit and r > rank)
            for seat in self.others():
                chance *= 1.0 - self.fewer_than(seat, suit, turn) * self.has_trump(seat)
        return chance

    def reach(self, tricks: int, leading: bool) -> float:
        """The chance that a given suit is led at least once in the next ``tricks`` tricks,
        by this player (at its first lead) or by another (about one lead in four)."""
        if tricks <= 0:
            return 0.0
        others = tricks * (self.players - 1) / self.players
        mine = 1.0 if leading else 1.0 - (1.0 - 1.0 / self.players) ** (tricks - 1)
        return 1.0 - pow(1.0 - SUIT_LED, others) * (1.0 - mine)


def estimate_tricks(knowledge: Knowledge, size: int, eldest: bool) -> float:
    """The tricks a hand should take on average."""
    return sum(card_chances(knowledge, size, eldest))


def card_chances(knowledge: Knowledge, size: int, eldest: bool) -> list[float]:
    """Each card's chance of winning a trick, low trumps helped by the hand's short side suits
    (chances to ruff)."""
    hand = knowledge.hand
    values = {i: knowledge.future(card, hand, size, eldest) for i, card in enumerate(hand)}
    trump = knowledge.trump
    if trump is not None:
        lengths = Counter(s for s, _ in hand)
        rounds = size / 4
        chances = sum(max(0.0, rounds - lengths[s]) for s in {"S", "H", "D", "C"} if s != trump)
        trumps = sorted((i for i, c in enumerate(hand) if c[0] == trump), key=lambda i: -values[i])
        for i in trumps:
            if chances <= 0:
                break
            if values[i] < 0.75:
                use = min(1.0, chances)
                values[i] += (1.0 - values[i]) * RUFF_SHARE * use
                chances -= use
    return [values[i] for i in range(len(hand))]


def exact_chances(chances: Iterable[float]) -> list[float]:
    """The chance of winning exactly k tricks, for each k, when each card wins on its own with
    the given chance (a Poisson-binomial distribution)."""
    exact = [1.0]
    for p in chances:
        step = [0.0] * (len(exact) + 1)
        for k, q in enumerate(exact):
            step[k] += q * (1.0 - p)
            step[k + 1] += q * p
        exact = step
    return exact


class HeuristicBot(HeuristicBase):
    """Plays Oh Hell like a decent club player, from its view only."""

    def choose(self, view: View, legal: list[str]) -> str:
        if view["phase"] == "bid":
            return self.bid(view, legal)
        if view["phase"] == "change":
            return "keep"  # the bid just made is already the best this bot sees
        return self.play(view, legal)

    # -- bidding ------------------------------------------------------------------------------

    def bid(self, view: View, legal: list[str]) -> str:
        """The allowed bid most likely to be made exactly (worth more under blackout)."""
        worth = self.bid_worths(view, legal)
        return max(legal, key=lambda text: (round(worth[text], 9), self.rng.random()))

    def bid_worths(self, view: View, legal: list[str]) -> dict[str, float]:
        """Each allowed bid's chance of being made exactly, times what making it scores under
        blackout."""
        if view["details"]["foreheads"] is not None:
            exact = forehead_chances(view)
        else:
            exact = exact_chances(self.card_chances(view))
        blackout = view["details"]["scoring"] == "blackout"
        bonus: int = view["details"]["exact_bonus"]
        return {text: exact[int(text)] * (bonus + int(text) if blackout else 1.0) for text in legal}

    def call_chances(self, view: View) -> dict[str, float] | None:
        """How likely this bot is to make each legal bid: the bids' worths (``bid_worths``);
        None outside the bidding."""
        if view["phase"] != "bid":
            return None
        return self.bid_worths(view, view["legal"])

    def card_chances(self, view: View) -> list[float]:
        """Each card's chance of taking a trick, the bids already made taken into account."""
        knowledge = Knowledge.of(view)
        size: int = view["details"]["hand_size"]
        eldest = knowledge.seat == (view["dealer"] + 1) % knowledge.players
        chances = card_chances(knowledge, size, eldest)
        made = [int(b) for b in view["details"]["bids"] if b is not None and b.isdigit()]
        if made and TABLE_PRESSURE:
            fair = len(made) * size / knowledge.players
            crowding = TABLE_PRESSURE * (sum(made) - fair) / len(made) / max(1, len(chances))
            chances = [min(1.0, max(0.0, p - crowding)) for p in chances]
        return chances

    # -- play ---------------------------------------------------------------------------------

    def play(self, view: View, legal: list[str]) -> str:
        """The card most likely to end the deal with exactly the tricks bid; once that cannot
        be, the card that takes the most tricks."""
        knowledge = Knowledge.of(view)
        seat = knowledge.seat
        hand = knowledge.hand
        need = int(view["details"]["bids"][seat]) - view["tricks_won"][seat]
        remaining = len(hand)
        played = played_cards(view)
        leading = not played
        future = {card: knowledge.future(card, hand, remaining - 1, leading) for card in set(hand)}
        hopeless = not 0 <= need <= remaining

        calls: list[list[Any]] = view["details"]["joker_calls"]

        def worth(text: str) -> tuple[float, float]:
            card = face(text)
            win = self.wins_now(knowledge, card, played, text, calls)
            rest = list(hand)
            rest.remove(card)
            expected = win + sum(future[c] for c in rest)
            if hopeless:
                return (expected, 0.0)
            exact = exact_chances(future[c] for c in rest)
            after_win = exact[need - 1] if need >= 1 else 0.0
            after_loss = exact[need] if need < len(exact) else 0.0
            chance = win * after_win + (1.0 - win) * after_loss
            return (round(chance, 9), -abs(need - expected))

        return max(legal, key=lambda text: (*worth(text), self.rng.random()))

    def wins_now(
        self,
        knowledge: Knowledge,
        card: Face,
        played: list[tuple[int, Face]],
        text: str = "",
        calls: list[list[Any]] | None = None,
    ) -> float:
        """The chance that ``card`` (played as ``text``) wins the current trick."""
        calls = calls or []
        if knowledge.atkinson:
            if card[0] == JOKER_SUIT:
                if text.endswith("high"):
                    return 1.0
                if text.endswith("low"):
                    return 0.0
                return 1.0 if calls and calls[0][1] == "low" else 0.0
            if any(call == "high" for _, call in calls):
                return 0.0
            played = [(s, c) for s, c in played if c[0] != JOKER_SUIT]
        if not played:
            gone = {knowledge.seat} | {s for s, _ in calls}
            later = [seat for seat in knowledge.others() if seat not in gone]
            return knowledge.survives(later, card, card[0])
        led = played[0][1][0]
        best = max(_power(c, led, knowledge.trump) for _, c in played)
        mine = _power(card, led, knowledge.trump)
        if mine < best or (mine == best and not knowledge.ties_last) or mine == 0:
            return 0.0
        gone = {s for s, _ in played} | {knowledge.seat} | {s for s, _ in calls}
        later = [seat for seat in knowledge.others() if seat not in gone]
        return knowledge.survives(later, card, led)


def forehead_chances(view: View) -> list[float]:
    """The chances of taking 0 and 1 tricks with an unseen card on one's forehead: every card
    not seen (not played, turned up or on another forehead) is as likely to be it; the others'
    cards are known, so each possibility decides the trick."""
    seat: int = view["seat"]
    players = len(view["players"])
    unseen = pack_counts(view["details"]["pack"])
    shown: list[str | None] = view["details"]["foreheads"]
    seen = [face(c) for c in shown if c is not None] + [face(c) for c in view["played"]]
    if view["details"]["turn_up"] is not None:
        seen.append(face(view["details"]["turn_up"]))
    unseen.subtract(seen)
    trump: str | None = view["details"]["trump"]
    last_wins = view["details"]["ties"] == "last wins"
    leader = (view["dealer"] + 1) % players
    others = {s: face(text) for s, text in enumerate(shown) if text is not None and s != seat}
    if len(others) != players - 1:
        return [0.5, 0.5]
    wins = total = 0
    for mine, count in (+unseen).items():
        cards = [mine if s == seat else others[s] for s in range(players)]
        order = [(leader + i) % players for i in range(players)]
        led = cards[leader][0]
        best = leader
        for other in order[1:]:
            power, top = _power(cards[other], led, trump), _power(cards[best], led, trump)
            if power > top or (power == top and last_wins):
                best = other
        wins += count * (best == seat)
        total += count
    chance = wins / total if total else 0.0
    return [1.0 - chance, chance]


def played_cards(view: View) -> list[tuple[int, Face]]:
    """The cards on the table in the current trick, by seat."""
    trick = view["trick"]
    return [(entry["seat"], face(entry["card"])) for entry in trick["cards"]]


def _power(card: Face, led: str, trump: str | None) -> int:
    suit, rank = card
    if suit == trump:
        return 1000 + rank
    if suit == led:
        return 100 + rank
    return 0


def describe(view: View) -> dict[str, Any]:
    """The bot's reading of a view (for people debugging it): each card's chance of winning."""
    knowledge = Knowledge.of(view)
    tricks = len(knowledge.hand)
    return {
        card: round(knowledge.future(face(card), knowledge.hand, tricks, False), 3)
        for card in view["hand"]
    }
