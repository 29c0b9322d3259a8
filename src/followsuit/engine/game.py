"""A game: its options, its pack, how to deal, how a match ends (subclassed by each game);
and a match of it: deals one after another, scores carried, until the game's end condition.

The two are one module: a game makes its matches and ends them (``match_over``, ``winner``,
``end_bonus``), and a match reads its game at every deal."""

from __future__ import annotations

import dataclasses
from abc import ABC, abstractmethod
from collections.abc import Callable, Sequence
from functools import cached_property
from random import Random
from typing import Any, ClassVar

from followsuit.cards import Card, Pack, seat_names
from followsuit.engine.actions import Action
from followsuit.engine.called_jokers import CalledJokers
from followsuit.engine.deal import RECORD_FORMAT, Deal, DealOutcome
from followsuit.engine.grammar import Grammar
from followsuit.engine.options import Options
from followsuit.engine.resample import Sampling, resample
from followsuit.engine.sides import Sides
from followsuit.engine.state import Score, Scores, State, View, check_viewer, dealer_seat
from followsuit.engine.tricks import Follow, Ties, TrickRules, masks_by_suit
from followsuit.engine.view_pieces import freeze
from followsuit.errors import OptionError


class Game(ABC):
    """One game under one set of options. Cheap to create; holds no position."""

    name: ClassVar[str]
    title: ClassVar[str]
    sampling: ClassVar[Sampling] = Sampling()
    """The game's hooks into the one resampler (``engine.resample``)."""

    options: Options
    """The options it is played under; a game's class narrows the type
    (``options: SpadesOptions``)."""

    def __init__(self, options: Options) -> None:
        self.options = options

    @property
    @abstractmethod
    def players(self) -> int: ...

    @property
    @abstractmethod
    def pack(self) -> Pack:
        """The pack shuffled for each deal (cards set aside unshuffled are not in it)."""

    # -- the play of the cards -------------------------------------------------------------

    @cached_property
    def suit_of(self) -> Sequence[int]:
        """Each physical card's suit for following (default: its own; jokers their own)."""
        return [int(card.suit) for card in self.pack]

    @cached_property
    def rank_power(self) -> Sequence[int]:
        """Each physical card's power within its suit (default: its rank, aces high; a joker
        none)."""
        return [0 if card.is_joker else int(card.rank) for card in self.pack]

    @property
    def follow(self) -> Follow:
        return Follow.MUST_FOLLOW

    @property
    def ties(self) -> Ties:
        return Ties.FIRST_WINS

    @cached_property
    def suit_masks(self) -> list[int]:
        """For each suit value, the mask of the physical cards that count as that suit."""
        return masks_by_suit(self.suit_of)

    @property
    def trumps_barred(self) -> int:
        """For how many tricks trumps may not be led until broken (``TrickRules``; default:
        none)."""
        return 0

    @property
    def called_jokers(self) -> CalledJokers | None:
        """The jokers called high or low as they are played (``TrickRules``; default: none)."""
        return None

    @cached_property
    def trick_rules(self) -> TrickRules:
        """How this game's cards follow and win, built once and given to every deal."""
        return TrickRules(
            self.suit_of,
            self.suit_masks,
            self.rank_power,
            self.follow,
            self.ties,
            self.trumps_barred,
            called_jokers=self.called_jokers,
        )

    @property
    def sides(self) -> Sides:
        """Who scores together over a match: fixed partnerships, or each seat alone (the
        default). A game whose sides change from deal to deal keeps scores per seat here."""
        return Sides.each_alone(self.players, self.player_names)

    @property
    def score_names(self) -> list[str]:
        """Who scores: sides for partnership games, else the seats."""
        return self.sides.score_names(self.player_names)

    @property
    def scorers(self) -> list[tuple[int, ...]]:
        """For each score (``score_names``), the seats whose play makes it."""
        return self.sides.scorers()

    @property
    def player_names(self) -> list[str]:
        return seat_names(self.players)

    @property
    def live(self) -> tuple[int, ...]:
        """The seats a person or a bot may take: every seat, unless the game has dummies,
        whose cards a live seat plays (19 with fewer than four players)."""
        return tuple(range(self.players))

    def seats_text(self, seats: Sequence[int]) -> str:
        """Seats by number and name, for a message: ``0 (North), 1 (East) or 2 (South)``."""
        names = self.player_names
        *most, last = (f"{seat} ({names[seat]})" for seat in seats)
        return f"{', '.join(most)} or {last}" if most else last

    # -- deals and matches -------------------------------------------------------------

    def dealing_seat(self, dealer: object) -> int:
        """``dealer`` as the seat of a deal's dealer: a seat (:func:`dealer_seat`: a whole
        number from 0 to ``players - 1``, never wrapped) and a live player's, for a dummy never
        deals (19 for three or two); anything else is an :class:`OptionError` saying which."""
        seat = dealer_seat(dealer, self.players)
        if seat in self.live:
            return seat
        raise OptionError(
            f"dealer must be a live player's seat, not {self.seats_text([seat])}: a dummy never "
            f"deals; take {self.seats_text(self.live)}"
        )

    def drawn_dealer(self, rng: Random) -> int:
        """A first dealer drawn by ``rng`` from the live seats (for a game without dummies, the
        same draw as ``rng.randrange(players)``)."""
        live = self.live
        return live[rng.randrange(len(live))]

    @property
    def deal_class(self) -> type[Deal]:
        """The class of this game's deals, for the default ``deal_from_order``. A game makes it
        a ``cached_property`` that imports its deal's module (a deal reads its game through a
        protocol of what it needs, so the rules may import the deal and not the other way):
        the class is looked up once per game, not at every deal."""
        raise NotImplementedError(f"{type(self).__name__} must give its deal_class")

    def deal_from_order(self, order: Sequence[int], dealer: int, carry: Any) -> Deal:
        """A deal from a pack order (physical indices, top first) and the match so far."""
        return self.deal_class(self, order, dealer, carry)

    def initial_carry(self) -> Any:
        """What a match carries into its first deal (scores so far, bags, part scores ...)."""
        return None

    def new_deal(
        self,
        *,
        dealer: int = 0,
        seed: int | None = None,
        rng: Random | None = None,
        pack: Sequence[str] | None = None,
        carry: Any = None,
    ) -> Deal:
        """One deal: shuffled by ``rng`` (or ``seed``), or from an explicit ``pack`` order;
        ``dealer`` a live player's seat (:meth:`dealing_seat`)."""
        # Checked inline (a deal of every random playout comes here): a call only to refuse.
        if type(dealer) is not int or not 0 <= dealer < self.players or dealer not in self.live:
            dealer = self.dealing_seat(dealer)
        if pack is not None:
            order = self.pack.order_from_cards([Card.parse(c) for c in pack])
        else:
            order = self.pack.shuffled(rng if rng is not None else Random(seed))
        return self.deal_from_order(order, dealer, self.initial_carry() if carry is None else carry)

    def new_match(self, *, seed: int | None = None, dealer: int | None = None) -> Match:
        """A whole match, deals shuffled from a generator seeded with ``seed``; the first
        ``dealer`` a live player's seat (None: drawn by that generator among them)."""
        return Match(self, rng=Random(seed), dealer=dealer)

    def next_dealer(self, dealer: int) -> int:
        """The turn to deal passes to the left."""
        return (dealer + 1) % self.players

    @abstractmethod
    def match_over(self, match: Match) -> bool:
        """Whether the match ends after the deals it has finished."""

    def winner(self, match: Match) -> int | None:
        """The winning seat or side of a finished match (None: a tie)."""
        totals = match.scores.totals
        best = max(totals)
        leaders = [i for i, t in enumerate(totals) if t == best]
        return leaders[0] if len(leaders) == 1 else None

    def end_bonus(self, match: Match) -> tuple[Score, ...] | None:
        """Points added to the totals when the match ends, if the game has any."""
        return None

    def sample_state(self, view: View, rng: Random) -> State:
        """A full deal state consistent with ``view``, for search bots: the one resampler
        (``engine.resample``) with this game's ``sampling`` hooks."""
        return resample(self, view, rng)

    def record_of(
        self, deals: list[dict[str, Any]], players: list[str] | None = None
    ) -> dict[str, Any]:
        """A record (the public file format) of ``deals`` played under this game's options;
        the players named after their seats unless ``players`` names them."""
        return {
            "format": RECORD_FORMAT,
            "game": self.name,
            "options": self.options.changes(),
            "players": self.player_names if players is None else players,
            "deals": deals,
        }

    def describe(self) -> dict[str, Any]:
        """Name, options and size for people and records."""
        return {"game": self.name, "options": self.options.as_dict(), "players": self.players}

    @cached_property
    def grammar(self) -> Grammar:
        """The forms of this game's action texts (engine/grammar.py), from which its deals
        parse texts and its action texts and labels are made."""
        raise NotImplementedError(f"{self.title} states no action grammar")

    def action_texts(self) -> list[str]:
        """Every action text this game can ever take, in a stable order: the fixed action
        space that learning environments (PettingZoo, OpenSpiel) number actions by."""
        raise NotImplementedError(f"{self.title} does not list its action texts")

    def action_key(self, text: str) -> str:
        """The entry of ``action_texts()`` that stands for the legal action ``text``: the text
        itself, or for an action whose cards change from deal to deal (Spades' French cut: an
        order of four face-up cards) a positional key such as ``cut 7``."""
        return text


DealSource = Callable[[int, int], tuple[Sequence[int], int] | None]
"""Given the deal's number and the dealer by rotation: its pack order and dealer, or None."""


class Match(State):
    """Deals until ``game.match_over``; running scores carried from deal to deal.

    Deals are shuffled by the match's seeded generator, or come from ``source`` (a record being
    replayed); when ``source`` runs dry the match stops where it is, unfinished. ``dealer``
    deals first: a seat, 0 to ``players - 1`` (None: a live seat drawn by the generator); a
    source is told it and names each deal's dealer itself (a record's is checked by the record).
    """

    game: Game

    def __init__(
        self,
        game: Game,
        *,
        rng: Random | None = None,
        dealer: int | None = None,
        source: DealSource | None = None,
    ) -> None:
        self.game = game
        self._rng = rng if rng is not None else Random()
        self._source = source
        self.finished: list[DealOutcome] = []
        self.deals: list[Deal] = []
        self.carry: Any = game.initial_carry()
        self._over = False
        if dealer is None:  # a live player, never a dummy's seat (19 for three or two)
            dealer = game.drawn_dealer(self._rng)
        elif source is None:
            dealer = game.dealing_seat(dealer)
        self._start_deal(dealer % game.players)

    # -- deals ---------------------------------------------------------------------------

    def _start_deal(self, dealer: int) -> None:
        if self._source is not None:
            supplied = self._source(len(self.deals), dealer)
            if supplied is None:
                return
            order, dealer = supplied
        else:
            order = self.game.pack.shuffled(self._rng)
        deal = self.game.deal_from_order(order, dealer, self.carry)
        self.deals.append(deal)
        if deal.is_over:  # a deal that needs no action is scored at once
            self._finish_deal(deal)

    @property
    def current(self) -> Deal | None:
        """The deal being played (the last one once the match is over)."""
        return self.deals[-1] if self.deals else None

    @property
    def unfinished(self) -> bool:
        """True when a replayed record ran out of deals before the match ended."""
        return not self._over and (self.current is None or self.current.is_over)

    def _finish_deal(self, deal: Deal) -> None:
        outcome = deal.outcome()
        # Its result read-only: every view of the match (and of its clones) shows it.
        outcome = dataclasses.replace(outcome, result=freeze(outcome.result))
        self.finished.append(outcome)
        self.carry = outcome.carry
        if self.game.match_over(self):
            self._over = True
        else:
            self._start_deal(self.game.next_dealer(deal.dealer))

    # -- the State protocol ----------------------------------------------------------------

    @property
    def to_act(self) -> int | None:
        deal = self.current
        if self._over or deal is None:
            return None
        return deal.to_act

    @property
    def match_is_over(self) -> bool:
        return self._over

    def legal_actions(self) -> list[Action]:
        deal = self.current
        return [] if deal is None or self._over else deal.legal_actions()

    def parse(self, text: str) -> Action:
        assert self.current is not None
        return self.current.parse(text)

    def check(self, action: Action) -> str | None:
        if self.to_act is None:
            return "the match is over"
        assert self.current is not None
        return self.current.check(action)

    def apply(self, action: Action | str) -> None:
        """The deal's own ``apply`` (a legal action or text is taken without checking it
        again), then the next deal when this one is over."""
        deal = self.current
        if deal is None or self._over or deal.is_over:
            super().apply(action)  # refused: the match is over
            return
        deal.apply(action)
        if deal.is_over:
            self._finish_deal(deal)

    def _perform(self, action: Action) -> None:
        deal = self.current
        assert deal is not None
        deal._perform(action)
        if deal.is_over:
            self._finish_deal(deal)

    @property
    def scores(self) -> Scores:
        deals = tuple(o.scores for o in self.finished)
        width = len(self.game.score_names)
        totals: list[Score] = [sum(s[i] for s in deals) for i in range(width)]
        bonus = self.game.end_bonus(self) if self._over else None
        if bonus is not None:
            totals = [t + b for t, b in zip(totals, bonus, strict=True)]
        return Scores(deals, tuple(totals))

    @property
    def winner(self) -> int | None:
        return self.game.winner(self) if self._over else None

    def view(self, seat: int | None) -> View:
        deal = self.current
        if deal is None:  # (a deal's view checks its viewer itself)
            check_viewer(seat, self.game.players)
        view: View = deal.view(seat) if deal is not None else {}
        scores = self.scores
        view["match"] = {
            "deal_number": len(self.deals),
            "score_names": list(self.game.score_names),
            "deal_scores": [list(s) for s in scores.deals],
            "deal_results": [o.result for o in self.finished],
            "totals": list(scores.totals),
            "over": self._over,
            "winner": self.winner,
        }
        if self._over:
            view["to_act"] = None
            view["legal"] = []
        return view

    def clone(self) -> Match:
        new = Match.__new__(Match)
        new.__dict__.update(self.__dict__)
        new._rng = Random()
        new._rng.setstate(self._rng.getstate())
        new.finished = list(self.finished)
        new.deals = self.deals[:-1] + [d.clone() for d in self.deals[-1:]]
        return new

    def record(self) -> dict[str, Any]:
        return self.game.record_of([d.deal_record() for d in self.deals])
