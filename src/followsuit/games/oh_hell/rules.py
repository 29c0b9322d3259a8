"""Oh Hell: options and presets (rulings S3, S4), the schedule of hand sizes, the pack, the
trump of each deal, and how a match ends (the whole schedule played)."""

from __future__ import annotations

from dataclasses import dataclass, replace
from functools import cached_property
from itertools import pairwise
from typing import TYPE_CHECKING, Any

from followsuit.cards import Card, Pack, Rank, Suit, combine, standard
from followsuit.engine import Follow, Game, Options, Ties, require
from followsuit.engine.grammar import Grammar
from followsuit.games.oh_hell.carry import OhHellCarry
from followsuit.games.oh_hell.sampling import OhHellSampling
from followsuit.games.oh_hell.scoring import METHODS

if TYPE_CHECKING:
    from followsuit.engine import Match
    from followsuit.games.oh_hell.state import OhHellDeal

SCHEDULES = ("down-up", "down-up-double", "up-down", "up-down-double", "down", "up")
"""Named schedules of hand sizes; ``max`` is the largest hand (see :func:`schedule_sizes`)."""
TRUMP_RULES = ("turn-up", "none", "rotating", "coulon")
FOLLOW_RULES = ("must-follow", "must-trump")
BIDDING_RULES = ("in-turn", "simultaneous")
JOKER_RULES = ("none", "brader", "atkinson")
ATKINSON_SEQUENCE = ("H", "C", "D", "S")
"""Dick Atkinson's order of trump suits from deal to deal."""
DEFAULT_LARGEST_HAND = 10
"""S4: hands go from 10 down to 1 and back up to 10, fewer when the pack is too small."""
NO_TRUMP = "NT"
PACK_OPTIONS = "players, add_low_cards, remove_low_cards, jokers"
"""The options that set how many cards each player can hold, named when a size does not fit."""
SIZE_OPTIONS = "schedule, max_hand, hand_sizes"
"""The options that set the hand sizes, named when they do not suit another option."""

_LOW_SUIT_ORDER = (Suit.CLUBS, Suit.DIAMONDS, Suit.HEARTS, Suit.SPADES)


def low_cards(count: int) -> tuple[Card, ...]:
    """The ``count`` lowest cards of a pack: all the twos, then the threes, ..., each rank in
    the suit order clubs, diamonds, hearts, spades (13 = the 2s, 3s, 4s and the 5 of clubs).

    The text says only "13 low cards"; this order is the project's documented choice (S3).
    """
    ranks = sorted(r for r in Rank if r <= Rank.ACE)
    cards = [Card(suit, rank) for rank in ranks for suit in _LOW_SUIT_ORDER]
    return tuple(cards[:count])


def schedule_sizes(name: str, largest: int) -> tuple[int, ...]:
    """The hand sizes of a named schedule whose largest hand is ``largest``.

    ``down-up``: largest down to 1, then back up (one 1-card hand, the S4 default);
    ``down-up-double``: the same with two 1-card hands in the middle; ``up-down``: 1 up to the
    largest and back down; ``up-down-double``: two largest hands in the middle; ``down``:
    largest down to 1; ``up``: 1 up to the largest.
    """
    down = tuple(range(largest, 0, -1))
    up = tuple(range(1, largest + 1))
    if name == "down-up":
        return down + up[1:]
    if name == "down-up-double":
        return down + up
    if name == "up-down":
        return up + down[1:]
    if name == "up-down-double":
        return up + down
    if name == "down":
        return down
    if name == "up":
        return up
    raise ValueError(f"unknown schedule {name!r}")


def _canonical(text: str) -> str:
    return text.strip().lower().replace("_", "-").replace(" ", "-")


@dataclass(frozen=True, kw_only=True)
class OhHellOptions(Options):
    """Oh Hell as ruling S4 sets it, and the variants of the text as options (S3)."""

    players: int = 4
    """3 to 7 players, each scoring alone."""
    schedule: str = "down-up"
    """A named schedule of hand sizes, unless ``hand_sizes`` is given: down-up (the largest hand
    down to 1, then back up), down-up-double (two 1-card hands in the middle), up-down (1 up to
    the largest and back down), up-down-double (two largest hands in the middle), down or up."""
    max_hand: int | None = None
    """The largest hand of a named schedule; None: 10, or as many as the pack allows if fewer."""
    hand_sizes: tuple[int, ...] = ()
    """An explicit list of hand sizes, one per deal, instead of ``schedule``: ``(7,)`` plays a
    single 7-card deal."""
    trump: str = "turn-up"
    """``turn-up``: the card after the deal is turned up and its suit is trumps, no trumps when
    no card is left (S4); ``none``: never trumps; ``rotating``: trumps follow
    ``trump_sequence`` from deal to deal; ``coulon``: a turned-up 2 to 6 means no trumps, 7 or
    higher makes its suit trumps."""
    trump_sequence: tuple[str, ...] = ATKINSON_SEQUENCE
    """For ``rotating``: the suits in turn, ``NT`` for a deal without trumps."""
    no_trump_largest: bool = False
    """Play the deals of the largest hand size without trumps (no card is turned up)."""
    hook: bool = True
    """The dealer may not bid the number that makes the bids total the tricks (S4)."""
    bid_changes: bool = False
    """A bid may be changed until the next player has bid (the text): after each bid but the
    dealer's, the bidder says ``keep`` or ``change N`` before the next player bids."""
    bidding: str = "in-turn"
    """``in-turn`` from dealer's left, dealer last (S4); ``simultaneous``: nobody sees another's
    bid until all have bid (the Australian custom; there is then no hook rule)."""
    scoring: str = "standard"
    """``standard``: 1 per trick plus ``exact_bonus`` for an exact bid (S4); ``blackout``:
    ``exact_bonus`` plus the bid for an exact bid, else nothing."""
    exact_bonus: int = 10
    """Points for taking exactly the tricks bid, on top of what ``scoring`` gives (S4: 10)."""
    follow: str = "must-follow"
    """``must-follow`` (S4); ``must-trump``: a player void in the suit led must trump if able
    (David Wuori; La Podrida, Romanian Whist)."""
    add_low_cards: int = 0
    """Low cards of a second pack shuffled in (Bryce Francis, Australia: 13 for five players,
    26 for six); of identical cards played to a trick the second played beats the first."""
    remove_low_cards: int = 0
    """Low cards taken out of the pack (13 for the 39-card three-player game)."""
    jokers: str = "none"
    """Two identical jokers added to the pack: ``brader`` (Mark Brader: a suit of their own; a
    joker led wins unless trumped; a joker turned up makes the other joker the only trump) or
    ``atkinson`` (Dick Atkinson: the first joker played to a trick is called high, winning it,
    or low, losing it, and the second is the opposite; never led while other cards are held,
    never played to the first trick, and playable to any other trick)."""
    forehead_last: bool = False
    """The last deal, a 1-card deal, is played with each card held on the forehead: everyone
    sees the others' cards but not their own (Dan Strohm's Devil's Bridge)."""

    def __post_init__(self) -> None:
        for name in ("schedule", "trump", "bidding", "scoring", "follow", "jokers"):
            value = getattr(self, name)
            require(isinstance(value, str), f"{name} must be a name, not {value!r}")
            object.__setattr__(self, name, _canonical(value))
        sizes = self.hand_sizes
        if isinstance(sizes, int):
            sizes = (sizes,)
        object.__setattr__(self, "hand_sizes", tuple(sizes))
        sequence = self.trump_sequence
        if isinstance(sequence, str):
            sequence = tuple(sequence.replace(",", " ").split())
        object.__setattr__(self, "trump_sequence", tuple(str(s).upper() for s in sequence))

        require(3 <= self.players <= 7, f"players must be 3 to 7, not {self.players}")
        require(
            self.schedule in SCHEDULES,
            f"schedule must be one of {', '.join(SCHEDULES)}, not {self.schedule!r}",
        )
        require(
            self.trump in TRUMP_RULES,
            f"trump must be one of {', '.join(TRUMP_RULES)}, not {self.trump!r}",
        )
        require(
            self.bidding in BIDDING_RULES,
            f"bidding must be one of {', '.join(BIDDING_RULES)}, not {self.bidding!r}",
        )
        require(
            self.scoring in METHODS,
            f"scoring must be one of {', '.join(METHODS)}, not {self.scoring!r}",
        )
        require(
            self.follow in FOLLOW_RULES,
            f"follow must be one of {', '.join(FOLLOW_RULES)}, not {self.follow!r}",
        )
        require(
            not (self.hook and self.bidding == "simultaneous"),
            "hook: the hook rule needs bidding in turn; with simultaneous bidding set hook=False",
        )
        require(
            not (self.bid_changes and self.bidding == "simultaneous"),
            "bid_changes lets a bid be changed until the next player has bid: it needs "
            "bidding in turn, not bidding=simultaneous",
        )
        require(self.exact_bonus >= 0, f"exact_bonus must be 0 or more, not {self.exact_bonus}")
        require(
            self.jokers in JOKER_RULES,
            f"jokers must be one of {', '.join(JOKER_RULES)}, not {self.jokers!r}",
        )
        require(
            0 <= self.add_low_cards <= 52,
            f"add_low_cards must be 0 to 52, not {self.add_low_cards}",
        )
        require(
            0 <= self.remove_low_cards < 52,
            f"remove_low_cards must be 0 to 51, not {self.remove_low_cards}",
        )
        require(
            not (self.add_low_cards and self.remove_low_cards),
            "add_low_cards and remove_low_cards cannot both be used",
        )
        require(
            not (self.jokers != "none" and self.add_low_cards),
            "jokers and add_low_cards cannot be combined: identical jokers win as the first "
            "played, identical low cards as the last, and the texts never mix them",
        )
        require(len(self.trump_sequence) > 0, "trump_sequence must name at least one suit or NT")
        for entry in self.trump_sequence:
            require(
                entry in ("S", "H", "D", "C", NO_TRUMP),
                f"trump_sequence entries are S, H, D, C or NT, not {entry!r}",
            )
        fits = self.pack_size // self.players
        pack = f"{self.players} players and a {self.pack_size}-card pack ({PACK_OPTIONS})"
        require(fits >= 1, f"{pack} cannot deal every player a card")
        if self.max_hand is not None:
            require(
                1 <= self.max_hand <= fits,
                f"max_hand must be 1 to {fits} for {pack}, not {self.max_hand}",
            )
        for size in self.hand_sizes:
            require(
                isinstance(size, int) and 1 <= size <= fits,
                f"hand_sizes: {size!r} does not fit: each can hold 1 to {fits} cards for {pack}",
            )
        if self.forehead_last:
            require(
                self.sizes[-1] == 1,
                f"forehead_last needs the last deal to be a 1-card deal, but this schedule "
                f"({SIZE_OPTIONS}) ends with {self.sizes[-1]} cards",
            )
        require(
            not (self.forehead_last and self.jokers == "atkinson"),
            "jokers=atkinson and forehead_last cannot be combined: an Atkinson joker is called "
            "high or low by the player who plays it, who cannot see a card on the forehead",
        )

    @property
    def pack_size(self) -> int:
        jokers = 0 if self.jokers == "none" else 2
        return 52 + self.add_low_cards - self.remove_low_cards + jokers

    @property
    def largest_hand(self) -> int:
        """The largest hand of the named schedule."""
        if self.max_hand is not None:
            return self.max_hand
        return min(DEFAULT_LARGEST_HAND, self.pack_size // self.players)

    @property
    def sizes(self) -> tuple[int, ...]:
        """The hand size of every deal of a match, in order."""
        if self.hand_sizes:
            return self.hand_sizes
        return schedule_sizes(self.schedule, self.largest_hand)


STANDARD = OhHellOptions()
_DISPLAY_ORDER = {Suit.JOKERS: 0, Suit.SPADES: 1, Suit.HEARTS: 2, Suit.DIAMONDS: 3, Suit.CLUBS: 4}

PRESETS: dict[str, OhHellOptions] = {
    "standard": STANDARD,
    "thirteen": replace(STANDARD, max_hand=13),
    "seven": replace(STANDARD, max_hand=7),
    "three-players": replace(STANDARD, players=3, max_hand=17),
    "three-players-39": replace(STANDARD, players=3, remove_low_cards=13, max_hand=13),
    "down-up-double": replace(STANDARD, schedule="down-up-double"),
    "up-down": replace(STANDARD, schedule="up-down"),
    "up-down-double": replace(STANDARD, schedule="up-down-double"),
    "down": replace(STANDARD, schedule="down"),
    "up": replace(STANDARD, schedule="up"),
    "blackout": replace(STANDARD, scoring="blackout"),
    "no-hook": replace(STANDARD, hook=False),
    "changeable-bids": replace(STANDARD, bid_changes=True),
    "simultaneous": replace(STANDARD, bidding="simultaneous", hook=False),
    "no-trumps": replace(STANDARD, trump="none"),
    "largest-no-trumps": replace(STANDARD, no_trump_largest=True),
    "rotating-trumps": replace(STANDARD, trump="rotating"),
    "rotating-with-no-trumps": replace(
        STANDARD, trump="rotating", trump_sequence=(*ATKINSON_SEQUENCE, NO_TRUMP)
    ),
    "coulon": replace(STANDARD, trump="coulon"),
    "must-trump": replace(STANDARD, follow="must-trump"),
    "bust-5": replace(STANDARD, players=5, add_low_cards=13, max_hand=13),
    "bust-6": replace(STANDARD, players=6, add_low_cards=26, max_hand=13),
    "jokers-brader": replace(STANDARD, jokers="brader"),
    "atkinson-5": replace(
        STANDARD,
        players=5,
        jokers="atkinson",
        remove_low_cards=4,
        hand_sizes=(10,) * 10,
        trump="rotating",
        scoring="blackout",
    ),
    "atkinson-6": replace(
        STANDARD,
        players=6,
        jokers="atkinson",
        hand_sizes=(9,) * 12,
        trump="rotating",
        scoring="blackout",
    ),
    "devils-bridge": replace(STANDARD, schedule="up-down", forehead_last=True),
}
PRESET_NOTES = {
    "standard": "S4: 4 players, 10 down to 1 and up to 10, turn-up trump, hook, 1/trick +10",
    "thirteen": "four players going up to 13 cards (the 13-card deals have no trumps)",
    "seven": "largest hand 7 whatever the number of players",
    "three-players": "three players going up to 17 cards each",
    "three-players-39": "three players, 13 low cards removed (2s, 3s, 4s, 5C): up to 13 each",
    "down-up-double": "10 down to 1, then 1 up to 10: two 1-card hands in the middle",
    "up-down": "1 up to 10 and back down to 1",
    "up-down-double": "1 up to 10, then 10 down to 1: two 10-card hands in the middle",
    "down": "10 down to 1 and stop",
    "up": "1 up to 10 and stop",
    "blackout": "Blackout (Blob): 10 + bid for an exact bid, else nothing",
    "no-hook": "the dealer may bid so that everyone can make their bid",
    "changeable-bids": "a bid may be changed until the next player has bid (keep or change N)",
    "simultaneous": "everyone bids at once (Australia); no hook rule",
    "no-trumps": "no trumps in any deal",
    "largest-no-trumps": "the largest deals are played without trumps",
    "rotating-trumps": "trumps rotate hearts, clubs, diamonds, spades (Dick Atkinson)",
    "rotating-with-no-trumps": "trumps rotate hearts, clubs, diamonds, spades, no trumps",
    "coulon": "turn-up 2-6: no trumps; 7 or higher: its suit (Jean-Pierre Coulon)",
    "must-trump": "a player void in the suit led must trump if able (La Podrida, David Wuori)",
    "bust-5": "Bust, Australia: 5 players, 65 cards (13 low cards doubled), 13 each at most",
    "bust-6": "Bust, Australia: 6 players, 78 cards (26 low cards doubled), 13 each at most",
    "jokers-brader": "two jokers as a suit of their own (Mark Brader)",
    "atkinson-5": "Dick Atkinson's Blackout: 5 players, no deuces, 2 high/low jokers, 10 each",
    "atkinson-6": "Dick Atkinson's Blackout: 6 players, 2 high/low jokers, 9 each",
    "devils-bridge": "Devil's Bridge (Dan Strohm): 1 up to 10 and down; last card on the forehead",
}


class OhHellGame(Game):
    """3 to 7 players each for themselves, bidding to win an exact number of tricks."""

    name = "oh-hell"
    title = "Oh Hell"
    sampling = OhHellSampling()

    options: OhHellOptions

    @property
    def players(self) -> int:
        return self.options.players

    @cached_property
    def pack(self) -> Pack:
        options = self.options
        jokers = 0 if options.jokers == "none" else 2
        base = standard(remove=low_cards(options.remove_low_cards), jokers=jokers)
        if not options.add_low_cards:
            return Pack(base.cards, f"{len(base)}-card")
        extra = Pack(low_cards(options.add_low_cards), "low cards")
        return combine(base, extra, name=f"{len(base) + len(extra)}-card")

    @cached_property
    def hand_sizes(self) -> tuple[int, ...]:
        """The hand size of every deal of the match, in order."""
        return self.options.sizes

    @cached_property
    def follow(self) -> Follow:
        return Follow.MUST_TRUMP if self.options.follow == "must-trump" else Follow.MUST_FOLLOW

    @cached_property
    def ties(self) -> Ties:
        """Of identical low cards the second played wins; of identical jokers the first."""
        return Ties.LAST_WINS if self.options.add_low_cards else Ties.FIRST_WINS

    @cached_property
    def rank_power(self) -> list[int]:
        """Aces high; a joker outranks nothing of another suit, so its power is nominal."""
        return [15 if card.is_joker else int(card.rank) for card in self.pack]

    @cached_property
    def display_keys(self) -> list[int]:
        """Each physical card's place in a shown hand: jokers, then spades, hearts, diamonds,
        clubs, each high to low."""
        return [
            _DISPLAY_ORDER.get(Suit(suit), 9) * 1000 - power
            for suit, power in zip(self.suit_of, self.rank_power, strict=True)
        ]

    @cached_property
    def display_keys_ascend(self) -> bool:
        """Whether the pack's own order is already the shown order (a hand needs no sorting)."""
        return all(a <= b for a, b in pairwise(self.display_keys))

    @cached_property
    def make_up(self) -> dict[str, Any]:
        """What the pack holds, for the views: per suit its ranks high to low, a rank written
        once per copy (``"AKQJT98765544332"``), and the number of jokers. Public knowledge,
        written so that no card's text appears in it."""
        ranks: dict[str, str] = {}
        for suit in (Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS):
            held = sorted((c.rank for c in self.pack if c.suit is suit), reverse=True)
            ranks[suit.symbol] = "".join(Rank(r).symbol for r in held)
        return {"ranks": ranks, "jokers": sum(1 for c in self.pack if c.is_joker)}

    # -- trumps -----------------------------------------------------------------------------

    def hand_size(self, deal_index: int) -> int:
        sizes = self.hand_sizes
        return sizes[min(deal_index, len(sizes) - 1)]

    def is_forehead(self, deal_index: int) -> bool:
        """Whether this deal is played with the cards on the players' foreheads."""
        return self.options.forehead_last and deal_index == len(self.hand_sizes) - 1

    def turns_up(self, deal_index: int) -> bool:
        """Whether a card is turned up after this deal (if any card is left)."""
        if self.options.trump not in ("turn-up", "coulon"):
            return False
        return not self._largest_without_trumps(deal_index)

    def _largest_without_trumps(self, deal_index: int) -> bool:
        return self.options.no_trump_largest and self.hand_size(deal_index) == max(self.hand_sizes)

    def trump_of(self, deal_index: int, turn_up: Card | None) -> Suit | None:
        """The trump suit of a deal (None: no trumps), from the rule and the turn-up card."""
        rule = self.options.trump
        if rule == "none" or self._largest_without_trumps(deal_index):
            return None
        if rule == "rotating":
            sequence = self.options.trump_sequence
            entry = sequence[deal_index % len(sequence)]
            return None if entry == NO_TRUMP else Suit.parse(entry)
        if turn_up is None:
            return None
        if turn_up.is_joker:
            return Suit.JOKERS if self.options.jokers == "brader" else None
        if rule == "coulon" and turn_up.rank <= Rank.SIX:
            return None
        return turn_up.suit

    # -- deals and matches ------------------------------------------------------------------

    def initial_carry(self) -> OhHellCarry:
        return self.start_carry

    @cached_property
    def start_carry(self) -> OhHellCarry:
        """The carry of a match's first deal, made once (a carry is immutable)."""
        return OhHellCarry.start(self.players)

    @cached_property
    def deal_class(self) -> type[OhHellDeal]:
        from followsuit.games.oh_hell.state import AtkinsonDeal, OhHellDeal

        return AtkinsonDeal if self.options.jokers == "atkinson" else OhHellDeal

    def match_over(self, match: Match) -> bool:
        """A match is the whole schedule of deals."""
        carry: OhHellCarry = match.carry
        return carry.deals >= len(self.hand_sizes)

    @cached_property
    def grammar(self) -> Grammar:
        from followsuit.games.oh_hell.actions import grammar

        return grammar(self.pack)

    def action_texts(self) -> list[str]:
        """Every action text these options allow, in a stable order: the cards, the bids, an
        Atkinson joker called high or low, the forehead deal's blind ``play``, and with
        changeable bids ``keep`` and ``change N``."""
        from followsuit.games.oh_hell.actions import BID, CHANGE, FOREHEAD_PLAY, HIGH, KEEP, LOW

        faces = [str(card) for card in self.pack.faces]
        bids = range(self.options.largest_hand + 1)
        texts = faces + BID.texts(bids)
        if self.options.bid_changes:
            texts += [KEEP.text, *CHANGE.texts(bids)]
        if self.options.jokers == "atkinson":
            jokers = [str(card) for card in self.pack.faces if card.is_joker]
            texts += [f"{joker} {call}" for joker in jokers for call in (HIGH, LOW)]
        if self.options.forehead_last:
            texts.append(FOREHEAD_PLAY)
        return list(dict.fromkeys(texts))
