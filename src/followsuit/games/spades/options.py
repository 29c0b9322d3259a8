"""Spades' options (rulings S1-S3): the game and its end, the bidding, the scoring, the pack
and the deal, the play; each checked as it is made."""

from __future__ import annotations

from dataclasses import dataclass

from followsuit.cards import Card, standard
from followsuit.engine import Options, require
from followsuit.games.spades.scoring import ScoringRules

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
            f"sets_to_lose must be at least 1 or none, not {self.sets_to_lose}",
        )
        require(self.bag_limit >= 0 and self.bag_penalty >= 0, "bag numbers must be >= 0")
        require(self.overtrick_points >= 0, "overtrick_points must be >= 0")
        require(
            self.set_on_bags is None or self.set_on_bags >= 1,
            "set_on_bags must be at least 1 or none",
        )
        require(self.blind_margin >= 0, "blind_margin must be >= 0")

    def _check_bidding(self) -> None:
        require(
            not (self.blind_nil and not self.nil),
            "blind_nil needs nil: set blind_nil=no too",
        )
        if self.team_bidding:
            require(
                not self.nil,
                "team_bidding has one bid per side, so no nil: set nil=no, blind_nil=no",
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
                f"{name} is a rule of team bids: it needs team_bidding=yes",
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
            "(set blind_nil=no)",
        )
        require(
            0 <= self.spades_led_freely_from <= 13,
            "spades_led_freely_from must be a trick number of the deal's 13, or 0, not "
            f"{self.spades_led_freely_from}",
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
            f"{' '.join(strangers)}: not in the pack ({pack}), so not to remove nor to raise"
            + ("" if self.jokers else "; jokers=2 adds the jokers"),
        )
        size = 52 - len(self.remove) + self.jokers
        require(
            self.extra_cards in EXTRA_CARD_RULES,
            f"extra_cards must be one of {', '.join(EXTRA_CARD_RULES)}, not {self.extra_cards!r}",
        )
        if self.extra_cards == "none":
            require(size == 52, _pack_size_fix(size))
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
            f"big_joker must be red, black or none, not {self.big_joker!r}",
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


def _pack_size_fix(size: int) -> str:
    """Why a pack of ``size`` cards deals no four hands of 13 (no cards left over), and the
    options that would mend it."""
    why = f"the pack must have 52 cards to deal 13 each, not {size}"
    if size > 52:
        *some, last = [rule for rule in EXTRA_CARD_RULES if rule != "none"]
        return (
            f"{why}: remove {size - 52} cards (remove=...) or give the cards left over a rule"
            f" (extra_cards={', '.join(some)} or {last})"
        )
    short = 52 - size
    return f"{why}: remove {short} card{'s' if short > 1 else ''} fewer"
