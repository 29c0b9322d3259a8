"""A deal of Bézique as the pieces round it read it, stated below them all so that each reads
one way (rules → state → steps, grand, polish, view): the game as a deal reads it
(:class:`BeziqueRules`, which :class:`~followsuit.games.bezique.rules.BeziqueGame` is) and a
position as the phases' steps, Grand and Polish Bézique's rules and the view read it
(:class:`BeziquePosition`, which :class:`~followsuit.games.bezique.state.BeziqueDeal` is)."""

from __future__ import annotations

from abc import abstractmethod
from collections.abc import Hashable, Sequence
from typing import NamedTuple, Protocol

from followsuit.cards import Card
from followsuit.engine import Action
from followsuit.engine.grammar import Grammar
from followsuit.engine.melds import Declaration, MeldBook
from followsuit.engine.sides import Sides
from followsuit.engine.state import GameRules
from followsuit.engine.stock import Stock
from followsuit.engine.table_cards import TableCards
from followsuit.engine.trickplay import TrickPlay
from followsuit.engine.tricks import TrickRules
from followsuit.engine.view_pieces import CardTexts
from followsuit.games.bezique.options import BeziqueOptions, FormRules


class BeziqueRules(GameRules, Protocol):
    """The game as a deal of Bézique reads it: its options, whether partners play, the sides,
    the action grammar, the trick rules and the hand's display order (by card and by face)."""

    options: BeziqueOptions

    @property
    def partners(self) -> bool:
        """Z3: four-handed, partners opposite."""
        ...

    @property
    def sides(self) -> Sides: ...

    @property
    def grammar(self) -> Grammar: ...

    @property
    def trick_rules(self) -> TrickRules: ...

    @property
    def display_order(self) -> list[int]:
        """The physical cards in a hand's order for people."""
        ...

    @property
    def display_texts(self) -> CardTexts:
        """The cards' texts in a hand's display order, looked up by mask."""
        ...

    @property
    def face_order(self) -> dict[Card, int]:
        """Each face's place in a hand's display order (G3: never a physical copy's)."""
        ...

    @property
    def card_order(self) -> list[int]:
        """``face_order`` by physical card."""
        ...

    @property
    def brisque_cards(self) -> int:
        """The mask of the pack's brisques (aces and tens)."""
        ...


class Clue(NamedTuple):
    """What all saw of a concealed hand: ``clue`` is ``revealed`` (the card left it: played,
    declared, exchanged, shown), ``none`` (it held no copy of the card's face: a declared copy
    was played from the table) or ``held`` (it held one: ``table X``); ``draws`` how many cards
    the holder had drawn from the stock by then, ``at`` how many actions had been taken. The
    card is a face: which physical copy is no one's business (G3)."""

    clue: str
    seat: int
    card: Card
    draws: int
    at: int


class BeziquePosition(TrickPlay):
    """A position in a deal of Bézique as the phases' steps, Grand and Polish Bézique's rules
    and the view read it: the form, the stock and turn-up, the tables and the declarations,
    what all know of each hand; and the moves the steps make (Z1-Z4)."""

    game: BeziqueRules
    form: FormRules
    """What the deal's form changes (``BeziqueOptions.rules``)."""
    stock: Stock
    melds: MeldBook
    """The declarations: what each seat may declare, and has (the trump's book, Z1; Grand's
    re-forming book, Z4)."""
    on_table: TableCards
    """Per seat, its declared cards, face up on the table and still playable."""
    points: list[int]
    """Per seat: declarations, the seven of trumps and the exchange (brisques come last)."""
    turned_up: int | None
    """The card turned up for trumps (Z1); None in Grand Bézique (no turn-up, Z4)."""
    seven_turned: bool
    """A seven was turned up: 10 to the dealer."""
    shown: list[int]
    """Per seat: cards known to all to lie in the hand (the turn-up taken, table cards gone
    back to the hand for the last eight tricks)."""
    clues: list[Clue]
    """What all saw of each concealed hand, in order: a seat's record of what it has seen
    (``seen.seen_by``) holds them, the resampler's clues to when cards were drawn."""
    draws: list[int]
    """Who drew each face-down card, in order (seen by all)."""
    drawn: list[list[int]]
    """Per seat, the face-down cards it drew, in order (each seat's own knowledge)."""
    exchanged: int | None
    """The seat that exchanged the seven of trumps for the turn-up, if one did."""
    pairs: list[list[int]]
    """Four players, the last eight tricks: the two pairs that play them, in turn."""
    pairs_switch: int
    """Four players: the tricks played when the first pair's last eight are done."""
    last_winner: int | None
    """The winner of the last trick (who declares, Z1)."""
    blank: list[bool]
    """Z4, per seat: it showed carte blanche and has drawn no court card since."""
    carte_points: list[int]
    """Z4, per seat: points scored for carte blanche."""
    open: TableCards
    """Polish, per seat: the open cards, won and never played again."""
    fresh: int
    """Polish: the open cards the trick just won added: each declaration holds one."""
    kinds_declared: int
    """Polish: the kinds declared since the trick was won (each once)."""
    seven_won: int
    """Polish: the seven of trumps in the trick just won, while it may be exchanged."""

    @property
    @abstractmethod
    def last_eight(self) -> bool:
        """The stock is gone: the last eight tricks (and, Polish, the declarations after
        them)."""

    @abstractmethod
    def in_hand(self, seat: int) -> int:
        """The cards of ``seat`` not on the table (its hand proper)."""

    @abstractmethod
    def concealed(self, seat: int) -> int:
        """The cards of ``seat`` nobody else may know."""

    @abstractmethod
    def clue(self, clue: str, seat: int, card: int) -> None:
        """What all saw of ``seat``'s concealed hand (``clues``)."""

    @abstractmethod
    def seven_of_trumps(self, seat: int) -> int:
        """A seven of trumps in ``seat``'s hand proper (0: none)."""

    @abstractmethod
    def may_exchange(self, seat: int) -> bool:
        """Z1: a seven of trumps from the hand for the turn-up, not when it is a seven."""

    @abstractmethod
    def find(self, seat: int, faces: Sequence[Card]) -> tuple[Declaration | None, str | None]:
        """The declaration ``faces`` make for ``seat`` now, or why none (Z1, Z3)."""

    @abstractmethod
    def declarations(self, seat: int) -> list[Action]:
        """Every declaration ``seat`` may make now, each once."""

    @abstractmethod
    def declare(self, seat: int, action: Action) -> None:
        """``seat`` declares: the cards to the table, the points to the seat (Z1)."""

    @abstractmethod
    def exchange(self, seat: int) -> None:
        """Z1: the seven of trumps for the turn-up, 10."""

    @abstractmethod
    def draw_all(self, winner: int) -> None:
        """Z1: every player draws, the winner first; the last eight tricks once the stock is
        gone."""

    @abstractmethod
    def brisque_counts(self) -> list[int]:
        """Z2: aces and tens in each player's tricks, counted at the end of the deal."""

    @abstractmethod
    def table_rows(self) -> list[int]:
        """Each seat's cards face up on the table (declared cards; Polish: open cards)."""

    @abstractmethod
    def declarable(self, seat: int) -> list[Declaration]:
        """What ``seat`` could declare were it to win a trick now."""

    @abstractmethod
    def declarable_key(self, seat: int) -> Hashable:
        """What ``declarable(seat)`` is worked out from (views keep it while it stays)."""

    @abstractmethod
    def declaration_points(self, declaration: Declaration) -> int:
        """What a declaration scores (the kind's points; Grand's depend on the trump)."""

    @abstractmethod
    def kind_name(self, declaration: Declaration) -> str:
        """The declaration's name for people (the kind's name; Grand's by the trump)."""

    @abstractmethod
    def sorted_cards(self, mask: int) -> list[str]:
        """A hand for people, in the game's display order."""
