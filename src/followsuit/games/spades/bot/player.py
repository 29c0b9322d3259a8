"""The heuristic Spades player: bids from hand strength, plays by club maxims, views only.

Bidding counts likely tricks (``evaluation``): aces and protected kings, spade honours and
length, ruffs in short suits; it bids nil with a hand that should take nothing, adjusts to
partner's bid, to bags and to the score, and bids blind nil when far behind late in a game.
The play is in ``tactics``. Every other step (discards, passes, the blind nil exchange,
Mitchell's extra cards, the French cut, team bids) is decided here.
"""

from __future__ import annotations

from random import Random
from typing import TYPE_CHECKING

from followsuit.engine import View
from followsuit.games.spades.actions import cards_action
from followsuit.games.spades.bot.evaluation import (
    SPADES,
    Holding,
    estimate_tricks,
    holdings,
    nil_danger,
    sure_tricks,
)
from followsuit.games.spades.bot.tactics import NIL_WORDS, choose_card, read_table
from followsuit.games.spades.scoring import TEN

if TYPE_CHECKING:
    from followsuit.games.spades.rules import SpadesGame

NIL_DANGER_LIMIT = 1.0
"""Bid nil when the hand's nil danger is below this (about two chances in three to make it)."""
ROUNDING = 0.5
"""Bids round down unless the fraction reaches 1 - ROUNDING: a set costs far more than a bag."""
AVERAGE_HAND = 3.25
UNDERCOUNT = 0.6
"""The hand estimate leaves out about this many tricks a hand (the ones that come as bags)."""


class SpadesBot:
    """A decent club player; sees only its seat's view."""

    name = "heuristic"

    def __init__(self, game: SpadesGame, rng: Random | None = None) -> None:
        self.game = game
        self.rng = rng if rng is not None else Random()
        pack = game.pack
        self.index = {str(card): i for i, card in enumerate(pack)}
        self.pairs = [(game.suit_of[i], game.rank_power[i]) for i in range(len(pack))]

    def act(self, view: View) -> str:
        legal: list[str] = view["legal"]
        if len(legal) == 1:
            return legal[0]
        handlers = {
            "bid": self._bid,
            "tell": self._tell,
            "team bid": self._team_bid,
            "come out": self._come_out,
            "discard": self._discard,
            "pass": self._pass,
            "exchange": self._give,
            "take": self._take,
            "cut": self._cut,
            "play": self._play,
        }
        handler = handlers.get(view["phase"])
        choice = handler(view) if handler is not None else None
        return choice if choice in legal else self.rng.choice(legal)

    # -- what the hand is worth -----------------------------------------------------------

    def _suits(self, view: View, cards: list[str] | None = None) -> list[Holding]:
        hand = [self.pairs[self.index[c]] for c in (view["hand"] if cards is None else cards)]
        played = {self.index[c] for c in view["played"]}
        unseen = [p for i, p in enumerate(self.pairs) if i not in played]
        return holdings(hand, unseen)

    def _deficit(self, view: View) -> int:
        """How far our side is behind (negative: ahead)."""
        totals: list[int] = view["match_scores"]
        side: int = view["seat"] % 2
        return totals[1 - side] - totals[side]

    def _desperate(self, view: View) -> bool:
        """Far behind with the opponents near the target: time for a big risk."""
        totals: list[int] = view["match_scores"]
        side = view["seat"] % 2
        deficit = self._deficit(view)
        near_target = totals[1 - side] >= self.game.options.target - 150
        return deficit >= 300 or (deficit >= 150 and near_target)

    # -- bidding ----------------------------------------------------------------------------

    def _bid(self, view: View) -> str:
        legal: list[str] = view["legal"]
        if "look" in legal:
            return "blind nil" if "blind nil" in legal and self._desperate(view) else "look"
        seat = view["seat"]
        bids: list[str | None] = view["details"]["bids"]
        partner_bid = bids[(seat + 2) % 4]
        suits = self._suits(view)
        estimate = estimate_tricks(suits)
        danger = nil_danger(suits)
        if "nil" in legal and partner_bid not in NIL_WORDS:
            limit = NIL_DANGER_LIMIT
            if partner_bid is not None and int(partner_bid) <= 2:
                limit *= 0.6
            if danger < limit and estimate < 2.0:
                return "nil"
        side = seat % 2
        if partner_bid in NIL_WORDS:
            estimate += 0.5
        if view["details"]["bags"][side] >= self.game.options.bag_limit - 3 > 0:
            estimate += 0.25
        if self._desperate(view):
            estimate += 0.4
        others = sum(int(b) for b in bids if b is not None and b not in NIL_WORDS)
        bid = max(1, int(estimate + ROUNDING))
        bid = min(bid, max(1, 13 - others + 1))
        return str(bid)

    def _tell(self, view: View) -> str:
        legal: list[str] = view["legal"]
        if "look" in legal:
            return self._blind_or_look(view)
        suits = self._suits(view)
        books = sure_tricks(suits)
        possibles = max(0, round(estimate_tricks(suits) - books))
        books, possibles = min(books, 13), min(possibles, 13 - min(books, 13))
        return f"tell {books} {possibles}"

    def _blind_or_look(self, view: View) -> str:
        legal: list[str] = view["legal"]
        options = self.game.options
        sets = view["details"]["carry"]["sets_in_row"][view["seat"] % 2]
        risky = options.sets_to_lose is not None and sets + 1 >= options.sets_to_lose
        blind = f"blind {options.blind_bid_min}"
        if blind in legal and not risky and (self._desperate(view) or self._deficit(view) >= 150):
            return blind
        return "look"

    def _team_bid(self, view: View) -> str:
        options = self.game.options
        partner = (view["seat"] + 2) % 4
        told = view["details"]["tells"][partner]
        partner_tricks = AVERAGE_HAND if told is None else told[0] + told[1]
        total = estimate_tricks(self._suits(view)) + partner_tricks
        special_ten = options.ten_bid_value is not None
        ten_open = options.team_bid_min <= TEN <= options.team_bid_max
        if special_ten and ten_open and total >= TEN + 0.3:
            return str(TEN)
        if options.set_on_bags is not None:
            # The estimates run about half a trick a hand short; aim the bid a trick under
            # the expected tricks, in the middle of the band that makes it.
            bid = round(total + 2 * UNDERCOUNT - 1)
        else:
            bid = int(total + ROUNDING)
        cap = TEN - 1 if special_ten else options.team_bid_max
        return str(min(max(bid, options.team_bid_min), options.team_bid_max, cap))

    def _come_out(self, view: View) -> str:
        total = estimate_tricks(self._suits(view)) + AVERAGE_HAND
        return "come out" if total >= TEN + 0.5 else "stay"

    # -- cards face down -------------------------------------------------------------------

    def _keep_value(self, view: View, card: str, nil: bool) -> float:
        """How much the hand wants to keep a card (the lowest values are given up)."""
        suit, power = self.pairs[self.index[card]]
        if nil:
            return -power - (20 if suit == SPADES else 0)
        hand: list[str] = view["hand"]
        length = sum(1 for c in hand if self.pairs[self.index[c]][0] == suit)
        spades = sum(1 for c in hand if self.pairs[self.index[c]][0] == SPADES)
        value = float(power)
        if suit == SPADES:
            value += 30
        elif power >= 13:
            value += 15
        if suit != SPADES and length <= 2 and spades >= 3 and power < 13:
            value -= 5
        return value

    def _give_up(self, view: View, verb: str, count: int, nil: bool) -> str:
        cards = sorted(view["hand"], key=lambda c: self._keep_value(view, c, nil))[:count]
        pack = self.game.pack
        return cards_action(pack, verb, tuple(pack[self.index[c]] for c in cards)).text

    def _my_nil(self, view: View) -> bool:
        return view["details"]["bids"][view["seat"]] in NIL_WORDS

    def _discard(self, view: View) -> str:
        count = view["details"]["to_discard"][view["seat"]]
        return self._give_up(view, "discard", count, self._my_nil(view))

    def _pass(self, view: View) -> str:
        suits = self._suits(view)
        nil = nil_danger(suits) < 2 * NIL_DANGER_LIMIT and estimate_tricks(suits) < 2.5
        return self._give_up(view, "pass", self.game.options.pass_cards, nil)

    def _give(self, view: View) -> str:
        """Blind nil exchange: the bidder gives away danger, partner gives back low cards."""
        if self._my_nil(view):
            return self._give_up(view, "give", 2, nil=True)
        hand: list[str] = view["hand"]
        low = sorted(hand, key=lambda c: (self.pairs[self.index[c]][0] == SPADES, self._rank(c)))
        pack = self.game.pack
        return cards_action(pack, "give", tuple(pack[self.index[c]] for c in low[:2])).text

    def _rank(self, card: str) -> int:
        return self.pairs[self.index[card]][1]

    def _take(self, view: View) -> str:
        legal: list[str] = view["legal"]
        seat = view["seat"]
        bids: list[str | None] = view["details"]["bids"]
        if bids[seat] in NIL_WORDS and bids[(seat + 2) % 4] not in NIL_WORDS:
            return "take 0"
        return max(legal)

    def _cut(self, view: View) -> str:
        """French cut: the best cards to our side, the worst to the opponents."""
        legal: list[str] = view["legal"]
        side = view["seat"] % 2
        dealer = view["dealer"]

        def worth(text: str) -> float:
            total = 0.0
            for offset, card in enumerate(text.split()[1:]):
                suit, power = self.pairs[self.index[card]]
                value = power + (20 if suit == SPADES else 0)
                total += value if (dealer + 1 + offset) % 2 == side else -value
            return total

        return max(legal, key=worth)

    # -- the play ---------------------------------------------------------------------------

    def _play(self, view: View) -> str:
        table = read_table(self.game, view, self.index)
        return str(self.game.pack[choose_card(table)])
