"""Card play as a club player does it, from one seat's view.

What the seat knows (``Table``): its hand, the trick, every card played, who has shown void,
the bids and tricks, so which nils are still alive and how many tricks each side needs.
``choose_card`` then plays by the usual maxims: second hand low, third hand high but no higher
than needed, win as cheaply as possible, cash masters and lead to partner's void, cover a
nil-bidding partner, duck under an opponent's nil, and shed high cards when more tricks are
only bags.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING
from weakref import WeakKeyDictionary

from followsuit.cards import Suit, bits
from followsuit.engine import View
from followsuit.engine.dealing import BIT
from followsuit.games.spades.scoring import BLIND_NIL, NIL, TEN

if TYPE_CHECKING:
    from followsuit.games.spades.rules import SpadesGame

SPADES = int(Suit.SPADES)
NIL_WORDS = ("nil", "blind nil")


@dataclass
class Table:
    """What one seat knows in the play, in the game's card indices."""

    game: SpadesGame
    seat: int
    hand: list[int]
    legal: list[int]
    trick: list[tuple[int, int]]
    outstanding: int
    """Cards not played and not in this hand: in the other hands (or face down)."""
    partner_holds: int
    voids: list[int]
    """Per seat, a bit per suit the seat has shown void in."""
    nil_alive: list[bool]
    need: int
    """Tricks our side still needs for its contract (0 when made)."""
    opponents_need: int
    over: int
    """Tricks our side has taken beyond its contract."""
    contract: int
    """Our side's contract (13 on a deal played without bidding)."""
    blind_team: bool
    remaining: int
    bags: int
    partner_strong: set[int] = field(default_factory=set)
    """Suits partner has won a trick in by following with a high card."""
    above: list[int] = field(default_factory=list)
    """For each card, the cards of its suit ranked above it (``above``)."""

    @property
    def partner(self) -> int:
        return (self.seat + 2) % 4

    @property
    def led(self) -> int | None:
        return self.game.suit_of[self.trick[0][1]] if self.trick else None

    def suit(self, card: int) -> int:
        return self.game.suit_of[card]

    def power(self, card: int, led: int | None) -> int:
        suit = self.game.suit_of[card]
        if suit == SPADES:
            return 1000 + self.game.rank_power[card]
        if led is None or suit == led:
            return 100 + self.game.rank_power[card]
        return 0

    def winner(self) -> tuple[int, int]:
        """The seat winning the trick so far and its power."""
        led = self.led
        seat, card = max(self.trick, key=lambda sc: self.power(sc[1], led))
        return seat, self.power(card, led)

    def later(self) -> list[int]:
        """Seats still to play to this trick after this one."""
        return [(self.seat + k) % 4 for k in range(1, 4 - len(self.trick))]

    def suit_out(self, suit: int, exclude_partner: bool = False) -> int:
        mask = self.outstanding & self.game.suit_masks[suit]
        return mask & ~self.partner_holds if exclude_partner else mask

    def higher_out(self, card: int) -> int:
        """How many unseen cards of the card's suit rank above it."""
        return (self.outstanding & self.above[card]).bit_count()

    def is_void(self, seat: int, suit: int) -> bool:
        return bool(self.voids[seat] >> suit & 1)

    def can_beat(self, seat: int, card: int, led: int) -> bool:
        """Could ``seat`` (still to play) beat ``card`` in a trick led in ``led``?"""
        beaters = self.beaters(card, led)
        out_led = self.suit_out(led, exclude_partner=seat != self.partner)
        if not self.is_void(seat, led):
            if out_led & beaters:
                return True
            if led == SPADES or out_led.bit_count() > 2 or self.is_void(seat, SPADES):
                return False
        elif led == SPADES or self.is_void(seat, SPADES):
            return False
        spades = self.suit_out(SPADES, exclude_partner=seat != self.partner)
        return bool(spades & beaters)

    def beaters(self, card: int, led: int) -> int:
        """The cards that beat ``card`` in a trick led in ``led`` (``power``, as a mask): for a
        spade the higher spades; for a card of the suit led the higher ones and every spade;
        for a discard every card of the suit led and every spade."""
        game = self.game
        suit = game.suit_of[card]
        spades = game.suit_masks[SPADES]
        if suit == SPADES:
            return self.above[card]
        if suit == led:
            return self.above[card] | spades
        return game.suit_masks[led] | spades

    def safe(self, card: int, led: int) -> bool:
        """No opponent still to play can beat ``card``."""
        return not any(self.can_beat(s, card, led) for s in self.later() if s % 2 != self.seat % 2)


SUIT_BITS = {suit.symbol: 1 << int(suit) for suit in Suit}
"""A suit's letter (as views name voids) -> its bit in a mask of suits."""

_ABOVE: WeakKeyDictionary[SpadesGame, list[int]] = WeakKeyDictionary()
"""``above`` of each game's cards, kept while the game lives."""


def above(game: SpadesGame) -> list[int]:
    """For each card of the game's pack, the mask of the cards of its suit that rank above it
    (``rank_power``), made once per game."""
    masks = _ABOVE.get(game)
    if masks is None:
        suit_of, rank_power = game.suit_of, game.rank_power
        masks = _ABOVE[game] = [
            sum(
                1 << other
                for other in range(len(suit_of))
                if suit_of[other] == suit_of[card] and rank_power[other] > rank_power[card]
            )
            for card in range(len(suit_of))
        ]
    return masks


def read_table(game: SpadesGame, view: View, index: dict[str, int] | None = None) -> Table:
    """Everything the bot needs from the view, in card indices (``index``: each card's text to
    its index in the pack, which a bot builds once rather than on every move)."""
    if index is None:
        index = {str(card): i for i, card in enumerate(game.pack)}
    card_of, bit = index.__getitem__, BIT.__getitem__
    seat: int = view["seat"]
    hand = list(map(card_of, view["hand"]))
    played = sum(map(bit, map(card_of, view["played"])))
    mine = sum(map(bit, hand)) | sum(map(bit, map(card_of, view["details"]["discarded"])))
    outstanding = ((1 << len(game.pack)) - 1) & ~played & ~mine
    partner_holds = sum(map(bit, map(card_of, view["details"]["partner_holds"])))
    trick = [(e["seat"], index[e["card"]]) for e in (view["trick"] or {"cards": []})["cards"]]
    voids = [sum(map(SUIT_BITS.__getitem__, v)) for v in view["voids"]]
    tricks_won: list[int] = view["tricks_won"]
    bids: list[str | None] = view["details"]["bids"]
    nil_alive = [bids[s] in NIL_WORDS and tricks_won[s] == 0 for s in range(4)]
    side = seat % 2
    contracts, taken = _contracts(game, view)
    contract = contracts[side]
    remaining = len(hand)
    return Table(
        game=game,
        seat=seat,
        hand=hand,
        legal=list(map(card_of, view["legal"])),
        trick=trick,
        outstanding=outstanding,
        partner_holds=partner_holds,
        voids=voids,
        nil_alive=nil_alive,
        need=remaining if contract is None else max(0, contract - taken[side]),
        opponents_need=max(0, (contracts[1 - side] or 0) - taken[1 - side]),
        over=max(0, taken[side] - (contracts[side] or 0)),
        contract=13 if contract is None else contract,
        blind_team=bool(view["details"]["blind_bids"][side]),
        remaining=remaining,
        bags=view["details"]["bags"][side],
        partner_strong=_partner_strong(game, view, index),
        above=above(game),
    )


def _contracts(game: SpadesGame, view: View) -> tuple[list[int | None], list[int]]:
    """Each side's contract (None: a deal without bidding) and tricks counted toward it."""
    tricks: list[int] = view["tricks_won"]
    if game.options.team_bidding:
        team: list[int | None] = view["details"]["team_bids"]
        return team, [tricks[0] + tricks[2], tricks[1] + tricks[3]]
    contracts: list[int | None] = []
    taken = []
    for side in (0, 1):
        bids = [_bid_value(view["details"]["bids"][s]) for s in (side, side + 2)]
        contracts.append(sum(b for b in bids if b > 0))
        taken.append(sum(tricks[s] for s, b in zip((side, side + 2), bids, strict=True) if b > 0))
    return contracts, taken


def _bid_value(text: str | None) -> int:
    if text is None:
        return 0
    if text == "nil":
        return NIL
    if text == "blind nil":
        return BLIND_NIL
    return int(text)


def _partner_strong(game: SpadesGame, view: View, index: dict[str, int]) -> set[int]:
    """Suits in which partner won a trick by following suit (from the played cards in order)."""
    partner = (view["seat"] + 2) % 4
    plays = [(e["seat"], index[e["text"]]) for e in view["log"] if e["text"] in index]
    suit_of, rank_power = game.suit_of, game.rank_power
    strong = set()
    for start in range(0, len(plays) - len(plays) % 4, 4):
        led = suit_of[plays[start][1]]
        if led == SPADES:
            continue  # a spade lead makes no suit strong
        best = -1
        winner = plays[start]
        for play in plays[start : start + 4]:  # the first of equal powers wins
            card = play[1]
            suit = suit_of[card]
            power = (
                1000 + rank_power[card]
                if suit == SPADES
                else 100 + rank_power[card]
                if suit == led
                else 0
            )
            if power > best:
                best, winner = power, play
        if winner[0] == partner and suit_of[winner[1]] == led:
            strong.add(led)
    return strong


# -- choosing a card ---------------------------------------------------------------------


def choose_card(t: Table) -> int:
    if len(t.legal) == 1:
        return t.legal[0]
    if t.nil_alive[t.seat]:
        return _nil_lead(t) if not t.trick else _nil_follow(t)
    partner_nil = t.nil_alive[t.partner]
    if not t.trick:
        if partner_nil:
            return _cover_lead(t)
        if _chasing_nil(t):
            return _lowest_lead(t, toward=_nil_opponent(t))
        return _lead(t) if _want_tricks(t) else _lowest_lead(t)
    if partner_nil:
        card = _cover_follow(t)
        if card is not None:
            return card
    if _chasing_nil(t):
        card = _set_nil_follow(t)
        if card is not None:
            return card
    return _follow(t, _want_tricks(t))


def _nil_opponent(t: Table) -> int | None:
    for s in ((t.seat + 1) % 4, (t.seat + 3) % 4):
        if t.nil_alive[s]:
            return s
    return None


def _chasing_nil(t: Table) -> bool:
    """Go after an opponent's nil unless our own contract needs nearly every trick."""
    return _nil_opponent(t) is not None and t.need < t.remaining - 1


def _want_tricks(t: Table) -> bool:
    """Whether another trick helps: our contract, a set of theirs; not mere bags, and never a
    trick that would set us for too many bags (Barmore)."""
    if t.need > 0:
        return True
    options = t.game.options
    can_set_them = t.opponents_need > 0 and t.remaining - t.opponents_need < 2
    limit = options.set_on_bags
    if limit is not None and not t.blind_team and t.contract < TEN:
        return t.over < limit - 1 and can_set_them
    if can_set_them:
        return True
    if t.blind_team or options.bag_limit == 0:
        return options.overtrick_points > 0 or t.opponents_need > 0
    return t.opponents_need > 0 and t.remaining - t.opponents_need < 3 and t.bags < 5


def _rank(t: Table, card: int) -> int:
    return t.game.rank_power[card]


def _lowest(t: Table, cards: list[int]) -> int:
    """The cheapest card to give up: low, not a spade, from a short suit (to make a void)."""
    lengths = {s: sum(1 for c in t.hand if t.suit(c) == s) for s in range(4)}

    def cost(card: int) -> tuple[int, int, int, int]:
        suit = t.suit(card)
        master = t.higher_out(card) == 0
        return (suit == SPADES, master, _rank(t, card), lengths[suit])

    return min(cards, key=cost)


def _highest(t: Table, cards: list[int]) -> int:
    """The card most worth shedding when ducking: high, spades last."""
    return max(cards, key=lambda c: (t.suit(c) != SPADES, _rank(t, c)))


def _lead(t: Table) -> int:
    """Leading for tricks: cash masters, draw trumps with strength, lead to partner's void or
    strength, knock out a higher card with a sequence, else low from the longest suit."""
    legal = t.legal
    side = [c for c in legal if t.suit(c) != SPADES]
    opponents = ((t.seat + 1) % 4, (t.seat + 3) % 4)
    masters = [
        c
        for c in side
        if t.higher_out(c) == 0
        and t.suit_out(t.suit(c), exclude_partner=True)
        and not any(t.is_void(o, t.suit(c)) and not t.is_void(o, SPADES) for o in opponents)
    ]
    if masters:
        return max(masters, key=lambda c: t.suit_out(t.suit(c)).bit_count())
    spades = [c for c in legal if t.suit(c) == SPADES]
    spades_out = t.suit_out(SPADES, exclude_partner=True).bit_count()
    top_spade = max(spades, key=lambda c: _rank(t, c)) if spades else None
    drawing = top_spade is not None and spades_out and t.higher_out(top_spade) == 0
    if drawing and (len(spades) >= spades_out or len(spades) >= 4):
        assert top_spade is not None
        return top_spade
    partner = t.partner
    for suit in range(4):
        if suit == SPADES or not t.is_void(partner, suit) or t.is_void(partner, SPADES):
            continue
        cards = [c for c in side if t.suit(c) == suit]
        if cards:
            return _lowest(t, cards)
    for suit in t.partner_strong:
        cards = [c for c in side if t.suit(c) == suit]
        if cards:
            return min(cards, key=lambda c: _rank(t, c))
    knock = [c for c in side if t.higher_out(c) == 1 and _touching_below(t, c)]
    if knock:
        return max(knock, key=lambda c: _rank(t, c))
    if side:
        return _low_from_longest(t, side)
    return min(legal, key=lambda c: _rank(t, c))


def _touching_below(t: Table, card: int) -> bool:
    """Whether this hand holds the next card below ``card`` of its suit (a sequence)."""
    suit, rank = t.suit(card), _rank(t, card)
    below = [c for c in bits(t.game.suit_masks[suit] & ~t.outstanding) if _rank(t, c) < rank]
    if not below:
        return False
    nearest = max(below, key=lambda c: _rank(t, c))
    return nearest in t.hand


def _low_from_longest(t: Table, side: list[int]) -> int:
    """Low from the longest side suit, not away from an unguarded king."""

    def bad(card: int) -> bool:
        cards = [c for c in t.hand if t.suit(c) == t.suit(card)]
        top = max(cards, key=lambda c: _rank(t, c))
        return t.higher_out(top) == 1 and len(cards) <= 2

    lengths = {s: sum(1 for c in side if t.suit(c) == s) for s in range(4)}
    good = [c for c in side if not bad(c)] or side
    suit = max({t.suit(c) for c in good}, key=lambda s: lengths[s])
    return min((c for c in good if t.suit(c) == suit), key=lambda c: _rank(t, c))


def _lowest_lead(t: Table, toward: int | None = None) -> int:
    """A lead that should lose: the card with the most unseen cards above it, not a spade;
    against a nil, in a suit the nil bidder still holds."""
    legal = t.legal

    def score(card: int) -> tuple[bool, bool, int, int]:
        suit = t.suit(card)
        nil_void = toward is not None and t.is_void(toward, suit)
        return (not nil_void, suit != SPADES, t.higher_out(card), -_rank(t, card))

    return max(legal, key=score)


def _follow(t: Table, want: bool) -> int:
    """Second hand low, third hand high enough, fourth hand as cheap as wins; duck when the
    trick is only a bag."""
    led = t.led
    assert led is not None
    winner, best = t.winner()
    partner_winning = winner == t.partner
    legal = t.legal
    beating = [c for c in legal if t.power(c, led) > best]
    losing = [c for c in legal if t.power(c, led) <= best]
    last = len(t.trick) == 3
    if not want:
        if losing:
            following = [c for c in losing if t.suit(c) == led]
            return _highest(t, following or losing)
        return _highest(t, beating) if last else min(beating, key=lambda c: t.power(c, led))
    if partner_winning:
        partner_card = next(c for s, c in t.trick if s == t.partner)
        if last or t.safe(partner_card, led):
            return _lowest(t, losing or legal)
    if not beating:
        return _lowest(t, legal)
    cheapest = min(beating, key=lambda c: t.power(c, led))
    if last:
        return _lowest(t, losing) if partner_winning else cheapest
    safe = [c for c in beating if t.safe(c, led)]
    if safe:
        return min(safe, key=lambda c: t.power(c, led))
    if len(t.trick) == 1 and t.suit(cheapest) == led:
        return _lowest(t, losing) if losing else cheapest
    return _cheapest_of_top_sequence(t, beating, led)


def _cheapest_of_top_sequence(t: Table, beating: list[int], led: int) -> int:
    """Third hand high, but of touching cards the lowest: no higher than needed."""
    top = max(beating, key=lambda c: t.power(c, led))
    suit = t.suit(top)
    sequence = [top]
    for card in sorted(beating, key=lambda c: -t.power(c, led)):
        if card == top or t.suit(card) != suit:
            continue
        between = [
            c
            for c in bits(t.suit_out(suit))
            if _rank(t, card) < _rank(t, c) < _rank(t, sequence[-1])
        ]
        if between:
            break
        sequence.append(card)
    return sequence[-1]


def _nil_lead(t: Table) -> int:
    return _lowest_lead(t)


def _nil_follow(t: Table) -> int:
    """Bidding nil: under the winning card with the highest card that stays under; if every
    card wins, the lowest while someone may still overtake, else the highest."""
    led = t.led
    assert led is not None
    _, best = t.winner()
    under = [c for c in t.legal if t.power(c, led) < best]
    if under:
        return max(under, key=lambda c: (t.power(c, led) > 0, _danger_rank(t, c)))
    if t.later():
        return min(t.legal, key=lambda c: t.power(c, led))
    return max(t.legal, key=lambda c: t.power(c, led))


def _danger_rank(t: Table, card: int) -> int:
    """Which card a nil bidder most wants rid of: high spades, then high cards."""
    return _rank(t, card) + (20 if t.suit(card) == SPADES else 0)


def _cover_lead(t: Table) -> int:
    """Partner bid nil: lead winners, or high in a suit partner is void in, so partner can
    play under."""
    side = [c for c in t.legal if t.suit(c) != SPADES]
    masters = [c for c in side if t.higher_out(c) == 0]
    if masters:
        return max(masters, key=lambda c: t.suit_out(t.suit(c)).bit_count())
    void_suits = [c for c in side if t.is_void(t.partner, t.suit(c))]
    if void_suits:
        return max(void_suits, key=lambda c: _rank(t, c))
    return max(t.legal, key=lambda c: (t.suit(c) != SPADES, _rank(t, c)))


def _cover_follow(t: Table) -> int | None:
    """Partner bid nil: win the trick over partner if partner is winning, or play high
    before partner; None when partner is already safe in this trick."""
    led = t.led
    assert led is not None
    winner, best = t.winner()
    partner_played = any(s == t.partner for s, _ in t.trick)
    beating = [c for c in t.legal if t.power(c, led) > best]
    if partner_played and winner != t.partner:
        return None
    if partner_played:
        if not beating:
            return _lowest(t, t.legal)
        safe = [c for c in beating if t.safe(c, led)]
        return min(safe or beating, key=lambda c: t.power(c, led))
    if beating:
        return max(beating, key=lambda c: t.power(c, led))
    return _lowest(t, t.legal)


def _set_nil_follow(t: Table) -> int | None:
    """An opponent bid nil: duck under the nil bidder's winning card, play low before it."""
    nil_seat = _nil_opponent(t)
    assert nil_seat is not None
    led = t.led
    assert led is not None
    winner, best = t.winner()
    played = any(s == nil_seat for s, _ in t.trick)
    if played and winner == nil_seat:
        under = [c for c in t.legal if t.power(c, led) < best]
        if under:
            following = [c for c in under if t.suit(c) == led]
            return max(following, key=lambda c: _rank(t, c)) if following else _lowest(t, under)
        return min(t.legal, key=lambda c: t.power(c, led))
    if not played and nil_seat in t.later():
        following = [c for c in t.legal if t.suit(c) == led]
        if following:
            return min(following, key=lambda c: _rank(t, c))
        return _lowest(t, [c for c in t.legal if t.suit(c) != SPADES] or t.legal)
    return None
