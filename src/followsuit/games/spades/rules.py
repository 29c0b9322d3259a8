"""Spades: options and presets (rulings S1-S3), the pack, and how a game ends."""

from __future__ import annotations

from dataclasses import dataclass, replace
from functools import cached_property
from itertools import permutations
from typing import TYPE_CHECKING

from followsuit.cards import Card, Pack, Suit, standard
from followsuit.engine import Game, Options, require
from followsuit.engine.grammar import Grammar
from followsuit.engine.sides import Sides
from followsuit.games.spades import actions as forms
from followsuit.games.spades.carry import SpadesCarry
from followsuit.games.spades.phases import Phase
from followsuit.games.spades.sampling import SpadesSampling
from followsuit.games.spades.scoring import ScoringRules

if TYPE_CHECKING:
    from followsuit.engine import Match
    from followsuit.games.spades.state import SpadesDeal

EXTRA_CARD_RULES = ("none", "dealer", "two-of-clubs", "widow", "higher-bid")
"""What happens to the two cards left over when a 54-card pack is dealt 13 each."""
JOKER_COLOURS = ("red", "black")


CARD_LISTS = ("remove", "high_cards")
"""The options that name cards of the pack, each card at most once."""


@dataclass(frozen=True, kw_only=True)
class SpadesOptions(Options):
    """Standard Spades (S1, S2) and the variants of the text as options (S3)."""

    # -- the game and its end -------------------------------------------------------------
    target: int = 500
    """The first side to reach this wins; both in one deal: the higher; a tie plays on."""
    lose_at: int | None = None
    """A side at or below this score loses (the common -200 rule); None: no such rule."""
    sets_to_lose: int | None = None
    """A side set this many deals in a row loses the game (Barmore: 2; Redd's groups: 3)."""

    # -- bidding --------------------------------------------------------------------------
    nil: bool = True
    """Nil bids (0 tricks) are allowed."""
    nil_bonus: int = 100
    """What a nil wins or loses."""
    blind_nil: bool = True
    """Blind nil (a nil bid before looking) is allowed, to a side behind by blind_margin."""
    blind_nil_bonus: int = 200
    """What a blind nil wins or loses."""
    blind_margin: int = 100
    """Blind nil (or a blind team bid) is open only to a side behind by this many or more."""
    team_bidding: bool = False
    """Each partnership agrees one bid: the first partner tells, the second names the bid."""
    team_bid_min: int = 1
    """The smallest team bid (Barmore: 4)."""
    team_bid_max: int = 13
    """The largest team bid (Barmore: 10)."""
    blind_bids: bool = False
    """A side behind by ``blind_margin`` may make its team bid before looking (Barmore)."""
    blind_bid_min: int = 6
    """The smallest blind team bid."""
    first_deal_no_bidding: bool = False
    """The first deal of a game is played without bidding, 10 points a trick (Barmore)."""

    # -- scoring --------------------------------------------------------------------------
    bag_limit: int = 10
    """Every this many bags accumulated cost ``bag_penalty``; 0: no bag penalty."""
    bag_penalty: int = 100
    """What every bag_limit bags cost."""
    overtrick_points: int = 1
    """Points per overtrick (Barmore: 0)."""
    set_on_bags: int | None = None
    """A non-blind team bid below 10 taking this many overtricks is set (Barmore: 3)."""
    ten_bid_value: int | None = None
    """A team bid of 10 wins or loses this instead of 100 (Barmore: 200)."""
    boston_wins: bool = False
    """A side that bid 10 and takes all 13 tricks wins the game (Barmore)."""

    # -- the pack and the deal ------------------------------------------------------------
    remove: tuple[str, ...] = ()
    """Cards taken out of the pack (e.g. ``("2H", "2C")`` for jokers)."""
    jokers: int = 0
    """Distinct jokers added: 0 or 2 (big ``BJ`` and little ``LJ``)."""
    high_cards: tuple[str, ...] = ()
    """Cards raised above the ace of spades, highest first; they count as spades."""
    big_joker: str | None = None
    """The colour of the big joker (BJ) where a variant names it: ``red`` (Baxter) or
    ``black`` (Redd); the little joker (LJ) is the other. It says which physical joker plays
    as BJ (the views show it) and changes no rule."""
    extra_cards: str = "none"
    """With 54 cards, the two left over after 13 each: ``dealer`` or ``two-of-clubs`` (that
    player takes them and discards two), ``widow`` (set aside unseen), ``higher-bid``
    (Mitchell: taken after the bidding by the side that bid more, one each if equal)."""
    discard_after_bidding: bool = False
    """The dealer (or two-of-clubs holder) holds 15 cards through the bidding, then discards."""
    pass_cards: int = 0
    """Before the bidding each player passes this many cards face down to partner (text: 3)."""
    french_cut: bool = False
    """The cutter turns four cards up and chooses who gets each; the rest are dealt 12 each."""

    # -- the play -------------------------------------------------------------------------
    spades_led_freely_from: int = 0
    """From this trick on spades may be led even if not broken (Barmore: 4); 0: never."""

    def __post_init__(self) -> None:
        for name in CARD_LISTS:
            value = getattr(self, name)
            if isinstance(value, list | str):
                parts = value.split() if isinstance(value, str) else value
                object.__setattr__(self, name, tuple(str(c).upper() for c in parts))
        if isinstance(self.big_joker, str):
            object.__setattr__(self, "big_joker", self.big_joker.strip().lower())
        self._check_end()
        self._check_bidding()
        self._check_pack()

    def _check_end(self) -> None:
        require(self.target > 0, f"target must be positive, not {self.target}")
        require(
            self.lose_at is None or self.lose_at < 0,
            f"lose_at must be negative (e.g. -200), not {self.lose_at}",
        )
        require(
            self.sets_to_lose is None or self.sets_to_lose >= 1,
            f"sets_to_lose must be at least 1 or None, not {self.sets_to_lose}",
        )
        require(self.bag_limit >= 0 and self.bag_penalty >= 0, "bag numbers must be >= 0")
        require(self.overtrick_points >= 0, "overtrick_points must be >= 0")
        require(
            self.set_on_bags is None or self.set_on_bags >= 1,
            "set_on_bags must be at least 1 or None",
        )
        require(self.blind_margin >= 0, "blind_margin must be >= 0")

    def _check_bidding(self) -> None:
        require(
            not (self.blind_nil and not self.nil),
            "blind_nil needs nil: set blind_nil=False too",
        )
        if self.team_bidding:
            require(
                not self.nil,
                "team_bidding has one bid per side, so no nil: set nil=False, blind_nil=False",
            )
            require(
                1 <= self.team_bid_min <= self.team_bid_max <= 13,
                "team bids need 1 <= team_bid_min <= team_bid_max <= 13",
            )
        require(not self.blind_bids or self.team_bidding, "blind_bids needs team_bidding")
        for name in ("set_on_bags", "ten_bid_value", "boston_wins", "first_deal_no_bidding"):
            value = getattr(self, name)
            require(
                value in (None, False) or self.team_bidding,
                f"{name} is a rule of team bids: it needs team_bidding=True",
            )
        if self.blind_bids:
            require(
                self.team_bid_min <= self.blind_bid_min <= self.team_bid_max,
                "blind_bid_min must lie between team_bid_min and team_bid_max",
            )
        require(0 <= self.pass_cards <= 6, "pass_cards must be 0 to 6 (the text passes 3)")
        require(
            not (self.pass_cards and (self.blind_nil or self.blind_bids)),
            "passing cards before the bidding means everyone looks: blind bids are impossible "
            "(set blind_nil=False)",
        )
        require(
            self.spades_led_freely_from >= 0, "spades_led_freely_from must be a trick number or 0"
        )

    def _check_pack(self) -> None:
        require(self.jokers in (0, 2), f"jokers must be 0 or 2 (big and little), not {self.jokers}")
        named = {name: [Card.parse(text) for text in getattr(self, name)] for name in CARD_LISTS}
        for name, cards in named.items():
            twice = sorted({str(card) for card in cards if cards.count(card) > 1})
            require(not twice, f"{name} names {' '.join(twice)} more than once")
        both = sorted({str(card) for card in named["remove"] if card in named["high_cards"]})
        require(not both, f"{' '.join(both)} cannot be both removed and a high card")
        full = {str(card) for card in standard(jokers=self.jokers, distinct_jokers=self.jokers > 0)}
        strangers = sorted({str(card) for cards in named.values() for card in cards} - full)
        pack = "52 cards" + (" and the big and little jokers (BJ LJ)" if self.jokers else "")
        require(
            not strangers,
            f"{' '.join(strangers)}: not in the pack ({pack}), so not to remove nor to raise",
        )
        size = 52 - len(self.remove) + self.jokers
        require(
            self.extra_cards in EXTRA_CARD_RULES,
            f"extra_cards must be one of {', '.join(EXTRA_CARD_RULES)}, not {self.extra_cards!r}",
        )
        if self.extra_cards == "none":
            require(size == 52, f"the pack must have 52 cards to deal 13 each, not {size}")
        else:
            require(
                size == 54,
                f"extra_cards={self.extra_cards} needs a 54-card pack (jokers=2, nothing "
                f"removed), not {size}",
            )
        require(
            not self.discard_after_bidding or self.extra_cards in ("dealer", "two-of-clubs"),
            "discard_after_bidding needs extra_cards=dealer or two-of-clubs",
        )
        if self.extra_cards == "two-of-clubs":
            require(
                "2C" not in self.remove and "2C" not in self.high_cards,
                "extra_cards=two-of-clubs needs the 2C in the pack as a club",
            )
        require(
            self.big_joker in (None, *JOKER_COLOURS),
            f"big_joker must be red, black or None, not {self.big_joker!r}",
        )
        require(
            self.big_joker is None or self.jokers == 2,
            "big_joker names the colour of a joker: it needs jokers=2",
        )
        jokers_named = {c for c in self.high_cards if Card.parse(c).is_joker}
        require(
            len(jokers_named) == self.jokers,
            "with jokers in the pack, high_cards must rank both (BJ and LJ)",
        )

    @property
    def scoring(self) -> ScoringRules:
        return ScoringRules(
            nil_bonus=self.nil_bonus,
            blind_nil_bonus=self.blind_nil_bonus,
            bag_limit=self.bag_limit,
            bag_penalty=self.bag_penalty,
            overtrick_points=self.overtrick_points,
            set_on_bags=self.set_on_bags,
            ten_bid_value=self.ten_bid_value,
        )


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


class SpadesGame(Game):
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
