"""Oh Hell: presets of its options (rulings S3, S4), the pack, the hand size and trump of each
deal, and how a match ends (the whole schedule played)."""

from __future__ import annotations

from dataclasses import replace
from functools import cached_property
from itertools import pairwise
from typing import TYPE_CHECKING, Any

from followsuit.cards import Card, Pack, Rank, Suit, combine, standard
from followsuit.engine import Follow, Game, Ties
from followsuit.engine.called_jokers import CalledJokers
from followsuit.engine.grammar import Grammar
from followsuit.games.oh_hell.carry import OhHellCarry
from followsuit.games.oh_hell.options import ATKINSON_SEQUENCE, NO_TRUMP, OhHellOptions
from followsuit.games.oh_hell.position import OhHellRules
from followsuit.games.oh_hell.sampling import OhHellSampling

if TYPE_CHECKING:
    from followsuit.engine import Match
    from followsuit.games.oh_hell.state import OhHellDeal

_LOW_SUIT_ORDER = (Suit.CLUBS, Suit.DIAMONDS, Suit.HEARTS, Suit.SPADES)


def low_cards(count: int) -> tuple[Card, ...]:
    """The ``count`` lowest cards of a pack: all the twos, then the threes, ..., each rank in
    the suit order clubs, diamonds, hearts, spades (13 = the 2s, 3s, 4s and the 5 of clubs).

    The text says only "13 low cards"; this order is the project's documented choice (S3).
    """
    ranks = sorted(r for r in Rank if r <= Rank.ACE)
    cards = [Card(suit, rank) for rank in ranks for suit in _LOW_SUIT_ORDER]
    return tuple(cards[:count])


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


class OhHellGame(Game, OhHellRules):
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

    @property
    def called_jokers(self) -> CalledJokers | None:
        """With Atkinson's jokers, the jokers are called high or low as they are played."""
        if self.options.jokers == "atkinson":
            return CalledJokers(self.suit_masks[Suit.JOKERS])
        return None

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
        from followsuit.games.oh_hell.state import OhHellDeal

        return OhHellDeal

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
