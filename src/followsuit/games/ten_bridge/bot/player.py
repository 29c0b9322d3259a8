"""The 10 Bridge heuristic bot: it bids by the system of system.py (every call it makes fits
the meaning the system gives it), hides the better trump suit, and plays sensible cards.

It sees only its view. Play: second hand low, third hand high, win cheaply last, do not
overtake a partner who is winning; declarer draws trumps when the side holds most of them.
With the trump concealed a hand that cannot follow calls for the reveal only when a ruff can
win the trick (a defender, who does not know the trump, when it holds either of the
denomination's suits); otherwise it discards.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from followsuit.cards import Card, Rank, Suit
from followsuit.engine import View
from followsuit.engine.bots import HeuristicBase
from followsuit.engine.views import CALL
from followsuit.games.ten_bridge.bot import system
from followsuit.games.ten_bridge.contract import Denomination

HONOUR_POINTS = {Rank.ACE: 4, Rank.KING: 3, Rank.QUEEN: 2, Rank.JACK: 1}
RANKS = (
    Rank.ACE,
    Rank.KING,
    Rank.QUEEN,
    Rank.JACK,
    Rank.TEN,
    Rank.NINE,
    Rank.EIGHT,
    Rank.SEVEN,
    Rank.SIX,
    Rank.FIVE,
)
PACK = frozenset(Card(s, r) for s in Suit if s.is_plain for r in RANKS)
"""The forty cards."""
DOUBLE_MARGIN = 2
"""The bot doubles with this many points more than the double shows."""


# -- hand evaluation ------------------------------------------------------------------------


def high_card_points(cards: Sequence[Card]) -> int:
    return sum(HONOUR_POINTS.get(Rank(c.rank), 0) for c in cards)


def lengths(cards: Sequence[Card]) -> dict[Suit, int]:
    result = dict.fromkeys((Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS), 0)
    for card in cards:
        result[card.suit] += 1
    return result


def points(cards: Sequence[Card]) -> int:
    """The system's points: A 4, K 3, Q 2, J 1, plus 1 for each card beyond three in a suit."""
    return high_card_points(cards) + sum(max(0, n - 3) for n in lengths(cards).values())


def is_balanced(cards: Sequence[Card]) -> bool:
    """No void, at most one singleton, no suit longer than four (system.BALANCED)."""
    counts = list(lengths(cards).values())
    return min(counts) >= 1 and counts.count(1) <= 1 and max(counts) <= 4


def prefers_no_trump(cards: Sequence[Card]) -> bool:
    """Balanced with no singleton, or with no four-card suit to name (3-3-3-1)."""
    counts = list(lengths(cards).values())
    return is_balanced(cards) and (min(counts) >= 2 or max(counts) <= 3)


def supports(cards: Sequence[Card], denomination: Denomination) -> bool:
    """3+ cards in both of the denomination's suits, or 4+ in one and 2+ in the other."""
    count = lengths(cards)
    first, second = (count[s] for s in denomination.suits)
    return (first >= 3 and second >= 3) or (max(first, second) >= 4 and min(first, second) >= 2)


def suit_strength(cards: Sequence[Card], suit: Suit) -> int:
    held = [c for c in cards if c.suit is suit]
    return 3 * len(held) + high_card_points(held)


def own_denomination(cards: Sequence[Card]) -> Denomination:
    """The denomination for the longest suit (ties: the stronger): clubs bid Black and hearts
    Major, as major contracts score more; spades and diamonds pick the partner suit held."""
    count = lengths(cards)
    best = max(count, key=lambda s: (count[s], suit_strength(cards, s)))
    if best is Suit.CLUBS:
        return Denomination.BLACK
    if best is Suit.HEARTS:
        return Denomination.MAJOR
    if best is Suit.SPADES:
        return Denomination.MAJOR if count[Suit.HEARTS] >= count[Suit.CLUBS] else Denomination.BLACK
    return Denomination.RED if count[Suit.HEARTS] >= count[Suit.CLUBS] else Denomination.MINOR


# -- bidding ----------------------------------------------------------------------------------


def choose_call(cards: Sequence[Card], calls: Sequence[str], legal: Sequence[str]) -> str:
    """The bot's call: the system's bid for its points in the first denomination it fits, else
    a penalty double or a redouble when its points are there, else pass."""
    context = system.read(calls)
    me = len(calls) % 4
    partner = context.partner_points(me)
    own = points(cards)
    available = set(legal)
    for denomination in _candidates(cards, context, me):
        level = system.level_for(own + partner, denomination)
        if level is not None and f"{level}{denomination.text}" in available:
            return f"{level}{denomination.text}"
    bid = context.last_bid
    if bid is None:
        return "pass"
    double_at = system.double_minimum(bid.level, partner) + DOUBLE_MARGIN
    if "double" in available and bid.level > 0 and own >= double_at:
        return "double"
    if "redouble" in available and own >= system.redouble_minimum(bid.level, partner):
        return "redouble"
    return "pass"


def _candidates(cards: Sequence[Card], context: system.Context, me: int) -> list[Denomination]:
    """Denominations the hand fits, best first: a fit found with partner (and nothing else
    then), else No Trump when balanced and the hand's own suit."""
    partner_named = context.denominations[(me + 2) % 4]
    own_named = context.denominations[me]
    fits: list[Denomination] = [
        d
        for d in reversed(partner_named)
        if d is not Denomination.NT and (d in own_named or supports(cards, d))
    ]
    if fits:
        return fits
    result: list[Denomination] = []
    if prefers_no_trump(cards):
        result.append(Denomination.NT)
    for d in reversed(own_named):
        if d is not Denomination.NT:
            result.append(d)
    mine = own_denomination(cards)
    if mine not in partner_named or supports(cards, mine):
        result.append(mine)
    if is_balanced(cards):
        result.append(Denomination.NT)
    return list(dict.fromkeys(result))


def choose_trump(cards: Sequence[Card], view: View) -> str:
    """The stronger of the two suits in hand, leaning to a suit partner's bids also named."""
    details = view["details"]
    context = system.read(calls_of(view))
    me = (view["seat"] - view["dealer"]) % 4
    partner_named = context.denominations[(me + 2) % 4]
    contract = Denomination.parse(details["contract"]["denomination"])

    def score(symbol: str) -> int:
        suit = Suit.parse(symbol)
        shared = any(suit in d.suits for d in partner_named if d is not contract)
        return suit_strength(cards, suit) + (4 if shared else 0)

    suits: list[str] = details["trump_suits"]
    return "trump " + max(suits, key=score)


# -- play -------------------------------------------------------------------------------------


@dataclass
class Table:
    """What the play heuristics read from a view: the hand to play and what is still out."""

    hand_seat: int
    cards: list[Card]
    legal: list[Card]
    partner_cards: list[Card]
    """Partner's hand when this seat sees it (declarer sees dummy; everyone sees dummy)."""
    trick: list[tuple[int, Card]]
    trump: Suit | None
    trumps_from: int | None
    candidates: list[Suit]
    """The denomination's suits: one is trumps."""
    unseen: frozenset[Card]
    winning: int | None
    declarer: int | None
    later: list[tuple[list[Card] | None, set[Suit]]]
    """For each hand still to play to this trick: its cards if this seat sees them (dummy),
    and the suits it has shown void in."""

    @property
    def led(self) -> Suit | None:
        return self.trick[0][1].suit if self.trick else None

    def power(self, card: Card, position: int) -> int:
        led = self.led
        if led is None or card.suit is led:
            return 100 + card.rank
        if card.suit is self.trump and self.trumps_from is not None:
            return 1000 + card.rank if position >= self.trumps_from else 0
        return 0

    def best_power(self) -> int:
        return max((self.power(c, i) for i, (_, c) in enumerate(self.trick)), default=0)

    def is_master(self, card: Card) -> bool:
        """No unseen card of its suit ranks higher."""
        return not any(c.suit is card.suit and c.rank > card.rank for c in self.unseen)

    def value(self, card: Card) -> tuple[int, int, int]:
        """How much a card is worth keeping (lowest is the first to throw)."""
        trump = card.suit is self.trump
        return (int(trump), int(self.is_master(card)), card.rank)


def calls_of(view: View) -> list[str]:
    """The auction's calls so far, from the view's log."""
    return [e["text"] for e in view["log"] if e["kind"] == CALL]


def read_table(view: View) -> Table:
    details = view["details"]
    hand_seat: int = details["playing_for"]
    own = view["hand"] or []
    dummy: int | None = details["dummy"]
    exposed = view["hands"][dummy] if dummy is not None else None
    dummy_hand = exposed or []
    mine = dummy_hand if hand_seat == dummy and hand_seat != view["seat"] else own
    partner = (hand_seat + 2) % 4
    partner_cards: list[str] = []
    if partner == dummy:
        partner_cards = dummy_hand
    elif partner == view["seat"]:
        partner_cards = own
    seen = {Card.parse(c) for c in [*own, *dummy_hand, *view["played"]]}
    unseen = PACK - seen
    trick = [(e["seat"], Card.parse(e["card"])) for e in (view["trick"] or {"cards": []})["cards"]]
    after = [(hand_seat + k) % 4 for k in range(1, 4 - len(trick))]
    known = {dummy: dummy_hand if exposed is not None else None}
    if view["seat"] is not None:
        known[view["seat"]] = own
    return Table(
        hand_seat=hand_seat,
        cards=[Card.parse(c) for c in mine],
        legal=[Card.parse(a) for a in view["legal"] if a != "reveal"],
        partner_cards=[Card.parse(c) for c in partner_cards],
        trick=trick,
        trump=Suit.parse(details["trump"]) if details["trump"] else None,
        trumps_from=details["trumps_from"],
        candidates=[Suit.parse(s) for s in details["trump_suits"]],
        unseen=unseen,
        winning=details["trick_winning"],
        declarer=details["declarer"],
        later=[
            (
                None if known.get(seat) is None else [Card.parse(c) for c in known[seat] or []],
                {Suit.parse(s) for s in view["voids"][seat]},
            )
            for seat in after
        ],
    )


def partner_holds(table: Table) -> bool:
    """Partner is winning the trick and no hand to come is seen able to beat that card."""
    if table.winning != (table.hand_seat + 2) % 4:
        return False
    position, card = next((i, c) for i, (s, c) in enumerate(table.trick) if s == table.winning)
    best = table.power(card, position)
    return not any(_may_beat(table, cards, voids, best) for cards, voids in table.later)


def _may_beat(table: Table, cards: list[Card] | None, voids: set[Suit], best: int) -> bool:
    led = table.led
    assert led is not None
    ruffing = {table.trump} if table.trumps_from is not None else set(table.candidates)
    if cards is not None:
        follows = [c for c in cards if c.suit is led]
        if follows:
            return best < 1000 and any(100 + c.rank > best for c in follows)
        return best < 1000 and any(c.suit in ruffing for c in cards)
    if led in voids:
        return True
    return best < 1000 and any(c.suit is led and 100 + c.rank > best for c in table.unseen)


def lowest(table: Table, cards: Sequence[Card]) -> Card:
    return min(cards, key=lambda c: (*table.value(c), -_length(table.cards, c.suit)))


def _length(cards: Sequence[Card], suit: Suit) -> int:
    return sum(1 for c in cards if c.suit is suit)


def choose_reveal(table: Table) -> bool:
    """Call for the trump only when a ruff can win the trick."""
    if partner_holds(table):
        return False
    if table.trump is not None:
        return any(c.suit is table.trump for c in table.cards)
    return any(c.suit in table.candidates for c in table.cards)


def choose_card(table: Table) -> Card:
    if not table.trick:
        return choose_lead(table)
    position = len(table.trick)
    best = table.best_power()
    winners = [c for c in table.legal if table.power(c, position) > best]
    if partner_holds(table) or not winners:
        return lowest(table, table.legal)
    by_power = sorted(winners, key=lambda c: table.power(c, position))
    if position == 3:
        return by_power[0]
    masters = [c for c in by_power if table.is_master(c)]
    if position == 1 and table.led in {c.suit for c in table.legal}:
        return masters[0] if masters else lowest(table, table.legal)
    return masters[0] if masters else by_power[-1]


def choose_lead(table: Table) -> Card:
    trump = table.trump
    on_declarers_side = table.declarer is not None and table.hand_seat % 2 == table.declarer % 2
    if trump is not None and on_declarers_side:
        ours = [c for c in table.legal if c.suit is trump]
        outstanding = sum(1 for c in table.unseen if c.suit is trump)
        side_trumps = len(ours) + _length(table.partner_cards, trump)
        if ours and outstanding and side_trumps > outstanding:
            return max(ours, key=lambda c: c.rank) if table.is_master(max(ours)) else min(ours)
    masters = [c for c in table.legal if table.is_master(c) and c.suit is not trump]
    if masters:
        return max(masters, key=lambda c: (_length(table.cards, c.suit), c.rank))
    avoid = set() if on_declarers_side else set(table.candidates)

    def suit_score(suit: Suit) -> tuple[int, int]:
        return (int(suit not in avoid and suit is not trump), _length(table.cards, suit))

    suit = max({c.suit for c in table.legal}, key=suit_score)
    held = sorted((c for c in table.legal if c.suit is suit), key=lambda c: -c.rank)
    if len(held) >= 2 and held[0].rank >= Rank.JACK and held[0].rank - held[1].rank == 1:
        return held[0]
    return held[-1]


class HeuristicBot(HeuristicBase):
    """Bids by the system, sets the stronger trump, plays by the heuristics above."""

    def choose(self, view: View, legal: list[str]) -> str:
        phase = view["phase"]
        own = [Card.parse(c) for c in view["hand"] or []]
        if phase == "auction":
            return choose_call(own, calls_of(view), legal)
        if phase == "trump":
            return choose_trump(own, view)
        table = read_table(view)
        if "reveal" in legal and choose_reveal(table):
            return "reveal"
        return str(choose_card(table))
