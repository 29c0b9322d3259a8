"""Spades: presets of its options (rulings S1-S3), the pack, and how a game ends."""

from __future__ import annotations

from dataclasses import replace
from functools import cached_property
from itertools import permutations
from typing import TYPE_CHECKING

from followsuit.cards import Card, Pack, Suit, standard
from followsuit.engine import Game
from followsuit.engine.grammar import Grammar
from followsuit.engine.sides import Sides
from followsuit.games.spades import actions as forms
from followsuit.games.spades.carry import SpadesCarry
from followsuit.games.spades.options import SpadesOptions
from followsuit.games.spades.phases import Phase
from followsuit.games.spades.position import SpadesRules
from followsuit.games.spades.sampling import SpadesSampling

if TYPE_CHECKING:
    from followsuit.engine import Match
    from followsuit.games.spades.state import SpadesDeal

STANDARD = SpadesOptions()
BAXTER = replace(
    STANDARD, remove=("2H", "2C"), jokers=2, high_cards=("BJ", "LJ", "2D", "2S"), big_joker="red"
)
JOKERS_54 = replace(STANDARD, jokers=2, high_cards=("BJ", "LJ"), extra_cards="dealer")
BARMORE = replace(
    STANDARD,
    nil=False,
    blind_nil=False,
    team_bidding=True,
    team_bid_min=4,
    team_bid_max=10,
    blind_bids=True,
    blind_bid_min=6,
    first_deal_no_bidding=True,
    bag_limit=0,
    overtrick_points=0,
    set_on_bags=3,
    ten_bid_value=200,
    boston_wins=True,
    sets_to_lose=2,
    spades_led_freely_from=4,
)
CUT_KEY = "cut"
CUT_ORDERS = list(permutations(range(4)))
"""The orders of the French cut's four face-up cards, as positions in pack order."""

PRESETS: dict[str, SpadesOptions] = {
    "standard": STANDARD,
    "jokers-baxter": BAXTER,
    "jokers-redd-twos": replace(BAXTER, remove=("2H", "2D"), high_cards=("BJ", "LJ", "2S")),
    "jokers-redd-black": replace(BAXTER, big_joker="black"),
    "jokers-redd": replace(
        BAXTER, remove=("2H", "2D"), high_cards=("BJ", "LJ", "2S"), big_joker="black"
    ),
    "deuces-high": replace(STANDARD, high_cards=("2S", "2D", "2C", "2H")),
    "lose-at-200": replace(STANDARD, lose_at=-200),
    "no-blind-nil": replace(STANDARD, blind_nil=False),
    "no-nil": replace(STANDARD, nil=False, blind_nil=False),
    "jokers-54": JOKERS_54,
    "jokers-54-discard-after": replace(JOKERS_54, discard_after_bidding=True),
    "jokers-54-two-of-clubs": replace(JOKERS_54, extra_cards="two-of-clubs"),
    "widow": replace(JOKERS_54, extra_cards="widow"),
    "mitchell": replace(JOKERS_54, extra_cards="higher-bid"),
    "pass-three": replace(STANDARD, pass_cards=3, blind_nil=False),
    "partnership-bidding": replace(STANDARD, nil=False, blind_nil=False, team_bidding=True),
    "french-cut": replace(STANDARD, french_cut=True),
    "no-spade-lead-first-three": replace(STANDARD, spades_led_freely_from=4),
    "barmore": BARMORE,
    "barmore-three-sets": replace(BARMORE, sets_to_lose=3),
}
PRESET_NOTES = {
    "standard": "S1/S2: nil, blind nil when 100 behind, 10 bags cost 100, game 500",
    "jokers-baxter": "Baxter (New York): 2H 2C out; big red joker, small black joker, 2D 2S "
    "above AS, all spades",
    "jokers-redd-twos": "Baxter's, but the 2C kept as the lowest club and both red twos out "
    "(Redd): BJ LJ 2S above AS",
    "jokers-redd-black": "Baxter's, but the black joker the big one (Redd): big black joker, "
    "small red joker, 2D 2S above AS",
    "jokers-redd": "both of Redd's changes: red twos out, 2C the lowest club; big black joker, "
    "small red joker, 2S above AS",
    "deuces-high": "the four twos above AS as spades, in the order 2S 2D 2C 2H",
    "lose-at-200": "a side at -200 or below loses",
    "no-blind-nil": "nil allowed, blind nil not",
    "no-nil": "every bid 1 to 13",
    "jokers-54": "54 cards, BJ LJ above AS; the dealer takes the two left over, discards two",
    "jokers-54-discard-after": "as jokers-54, but the dealer discards after the bidding",
    "jokers-54-two-of-clubs": "as jokers-54, but the holder of the 2C takes the two cards",
    "widow": "Jacobs's Widow Spades: 54 cards, the two left over set aside unseen",
    "mitchell": "Mitchell: 54 cards, the side that bids more takes the two left over",
    "pass-three": "each player passes three cards to partner before the bidding",
    "partnership-bidding": "each side agrees one bid (non-dealers first); no nil",
    "french-cut": "the cutter turns up four cards and deals one to each player, face up",
    "no-spade-lead-first-three": "spades may be led from the fourth trick even if unbroken",
    "barmore": "Barmore: team bids 4-10, blind 6+ when 100 behind, 10 for 200, set on 3 bags, "
    "first deal unbid, set twice running loses",
    "barmore-three-sets": "Barmore, but a side loses on being set three times running (Redd)",
}


TRICKS = 13
"""Tricks in a deal: 13 cards to each of the four players."""


class SpadesGame(Game, SpadesRules):
    """Four players in fixed partnerships, spades always trumps."""

    name = "spades"
    title = "Spades"
    sampling = SpadesSampling()

    options: SpadesOptions

    def __init__(self, options: SpadesOptions) -> None:
        super().__init__(options)
        self.scoring = options.scoring

    @property
    def players(self) -> int:
        return 4

    @cached_property
    def pack(self) -> Pack:
        return standard(
            remove=self.options.remove,
            jokers=self.options.jokers,
            distinct_jokers=self.options.jokers > 0,
            name="spades",
        )

    @cached_property
    def card_texts(self) -> list[str]:
        """Each physical card's text, by index."""
        return [str(card) for card in self.pack]

    @property
    def sides(self) -> Sides:
        """Partners opposite, for the whole match (G1)."""
        return Sides.partnerships()

    @cached_property
    def suit_of(self) -> list[int]:
        """Each card's suit for following: raised cards and jokers are spades."""
        high = {Card.parse(c) for c in self.options.high_cards}
        return [int(Suit.SPADES if c in high else c.suit) for c in self.pack]

    @cached_property
    def rank_power(self) -> list[int]:
        high = [Card.parse(c) for c in self.options.high_cards]
        return [14 + len(high) - high.index(c) if c in high else int(c.rank) for c in self.pack]

    def initial_carry(self) -> SpadesCarry:
        return self.start_carry

    @cached_property
    def start_carry(self) -> SpadesCarry:
        """The carry of a match's first deal, made once (a carry is immutable)."""
        return SpadesCarry()

    @property
    def trumps_barred(self) -> int:
        """S2: spades may not be led until broken, unless the leader holds only spades; with
        ``spades_led_freely_from``, only before that trick."""
        free_from = self.options.spades_led_freely_from
        return free_from - 1 if free_from else TRICKS

    @cached_property
    def order_of_play(self) -> tuple[Phase, ...]:
        """The phases of a deal that the options ask for, in the order they run (a deal's
        ``run``): with a 52-card pack no card is left over, so none is given out or
        discarded; without blind nil there is no exchange. A phase that leaves nobody to act
        in a deal (nothing to discard, no bidding on a first deal) is passed over."""
        options = self.options
        extra = options.extra_cards != "none"
        phases = [Phase.CUT] if options.french_cut else []
        if extra:
            phases.append(Phase.EXTRAS)
            if not options.discard_after_bidding:
                phases.append(Phase.DISCARD)
        if options.pass_cards:
            phases.append(Phase.PASS)
        phases += [Phase.TELL if options.team_bidding else Phase.BID, Phase.TAKE]
        if extra:
            phases.append(Phase.DISCARD)
        if options.blind_nil:
            phases.append(Phase.EXCHANGE)
        return (*phases, Phase.PLAY, Phase.OVER)

    @cached_property
    def deal_class(self) -> type[SpadesDeal]:
        from followsuit.games.spades.state import SpadesDeal

        return SpadesDeal

    def match_over(self, match: Match) -> bool:
        carry: SpadesCarry = match.carry
        if carry.decided is not None:
            return True
        totals = carry.totals
        if totals[0] == totals[1]:
            return False
        if max(totals) >= self.options.target:
            return True
        return self.options.lose_at is not None and min(totals) <= self.options.lose_at

    def winner(self, match: Match) -> int | None:
        """The side that won outright (Boston, opponents set too often), else the higher."""
        carry: SpadesCarry = match.carry
        if carry.decided is not None:
            return carry.decided
        return super().winner(match)

    @cached_property
    def grammar(self) -> Grammar:
        return forms.grammar(self.pack)

    def action_texts(self) -> list[str]:
        """Every action text these options allow, in a stable order: the cards, the bidding's
        words, then the card-moving steps (``give``, ``discard``, ``pass``) in pack order.

        The French cut's orders of four face-up cards (6,497,400 texts over the whole pack) are
        listed by position instead: ``cut 1`` .. ``cut 24`` (see :meth:`action_key`)."""
        from itertools import combinations

        from followsuit.games.spades.scoring import BLIND_NIL, NIL

        options = self.options
        pack = self.pack
        texts = [str(card) for card in pack.faces]
        if options.french_cut:
            texts += [f"{CUT_KEY} {n}" for n in range(1, len(CUT_ORDERS) + 1)]
        if options.team_bidding:
            texts += [t.text for t in forms.TELLS]
            texts += forms.BID.texts(range(options.team_bid_min, options.team_bid_max + 1))
            if options.blind_bids:
                texts += forms.BLIND.texts(range(options.blind_bid_min, options.team_bid_max + 1))
                texts += [forms.LOOK.text, forms.COME_OUT.text, forms.STAY.text]
        else:
            texts += forms.BID.texts(range(1, 14))
            if options.nil:
                texts += forms.BID.texts([NIL])
            if options.blind_nil:
                texts += [forms.BID_ACTIONS[BLIND_NIL].text, forms.LOOK.text, forms.DECLINE.text]
        steps: list[tuple[str, int]] = []
        if options.blind_nil:
            steps.append(("give", 2))
        if options.extra_cards in ("dealer", "two-of-clubs"):
            steps.append(("discard", 2))
        if options.extra_cards == "higher-bid":
            texts += forms.TAKE_FORM.texts()
            steps += [("discard", 1), ("discard", 2)]
        if options.pass_cards:
            steps.append(("pass", options.pass_cards))
        faces = pack.faces
        moves = forms.card_forms(pack)
        for verb, count in steps:
            for combo in combinations(faces, count):
                texts.append(moves[verb](combo).text)
        return list(dict.fromkeys(texts))

    def action_key(self, text: str) -> str:
        """A French cut ``cut AS KH 2D 7C`` stands as ``cut N``: the N-th of the 24 orders of
        the same four cards, counted from their order in the pack."""
        words = text.split()
        if not words or words[0] != CUT_KEY or len(words) != 1 + len(CUT_ORDERS[0]):
            return text
        faces = self.pack.faces
        places = [faces.index(Card.parse(word)) for word in words[1:]]
        ranked = sorted(range(len(places)), key=lambda i: (places[i], i))
        order = tuple(ranked.index(i) for i in range(len(places)))
        return f"{CUT_KEY} {CUT_ORDERS.index(order) + 1}"
