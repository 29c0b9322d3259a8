"""Oh Hell's options (rulings S3, S4): the players and the schedule of hand sizes, trumps, the
bidding and its scoring, the follow rule, the pack's make-up and the variants' cards; each
checked as it is made."""

from __future__ import annotations

from dataclasses import dataclass

from followsuit.engine import Options, require
from followsuit.games.oh_hell.scoring import METHODS

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
            "hook: the hook rule needs bidding in turn; with simultaneous bidding set hook=no",
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
