"""What one seat has seen of a deal: its information state, from what the deal keeps as
its actions apply (its log, hands, voids and the game's own record) or from a view.

A seat's information state is the deal as the rules have shown it to that seat: the hands it
sees (its own, a dummy's, the cards on the others' foreheads), how many cards each hand holds,
the voids each seat has shown, the dealer, the scores the match brought in, the game's own
record of whatever else it was shown (``seen``: a turn-up, a stock's size, exposed discards,
public draws), and the actions it has watched, in order: the cards each seat played and the
tricks they made, the cards moved or shown before the play (passes, gifts, discards, a cut,
draws), and which of those moves it saw only as a public stand-in (a secret entry). A deal
keeps its log as its actions apply (every game's ``deal.log``, a ``ViewLog``:
``engine.view_log``), one entry per action in order, each with its text and the action
itself, typed (kind, number, cards); a secret entry, for a seat outside its audience, is a
public text and a typed stand-in (its kind, no cards). :class:`InfoState` folds those typed
entries, one at a time (:meth:`InfoState.observe`), into the seat's record: the cards each
seat played, trick by trick, and the other moves with their cards and numbers.

The record comes from a live deal (:func:`info_state`: the typed actions it kept, its hands
as ``deal.hands_seen_by`` shows them, its voids, and the game's record from
``deal.seen_by``) or from a view alone (:meth:`InfoState.from_view`: a client, a bot, a view
sent over the wire), whose log ``{seat, kind, text, secret?}`` holds only texts: there, and
only there, each text is read back into its action through the game's own action grammar
(:class:`LogReader`), the hands' texts into cards, and the game's record out of the view's
``details`` by the game's own reader (its sampling's ``seen``), the fields its view writes
from the same record. A test holds the two equal at every position of every preset, for
every seat and the spectator, in every field (a log entry's action in every field its text
writes, its form in the grammar); a number the deal works out and the text does not write
stays the deal's alone (a Bézique declaration's kind, found from its cards: read from a view,
0), and no reader of the record uses one. The resampler (``engine.resample``) and each game's
sampling hooks read this record's typed fields, never the view nor the log's texts
(OpenSpiel's ``resample_from_infostate`` is the model). Reading the hands, the voids and the
game's record from a view costs a sample about 3% more machine instructions than reading the
log alone did (valgrind, 120 samples of random positions: Spades 1,745k to 1,797k a sample,
Oh Hell 1,343k to 1,395k); a view costs the same (Spades' view path 4,482k to 4,494k
instructions a deal, Oh Hell's 3,629k to 3,637k, 10 Bridge's 6,193k to 6,216k).
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence
from functools import lru_cache
from typing import Any, NamedTuple, Protocol

from followsuit.cards import Card, Pack, Suit, bits
from followsuit.engine.actions import Action
from followsuit.engine.card_table import card_table
from followsuit.engine.grammar import Grammar
from followsuit.engine.state import View
from followsuit.engine.trickplay import TrickPlay
from followsuit.engine.view_log import ViewLog, stand_in
from followsuit.errors import InconsistentView, NotationError

PLAY = "play"
"""The kind of a log entry that plays a card."""


class Entry(NamedTuple):
    """One action of a view's log: who, what kind, its text as the viewer sees it, whether
    that text is only a public stand-in for a hidden action, and the action typed as the
    viewer sees it (a secret entry's stand-in; None: a view's text that reads as no action of
    the game, refused where it is read)."""

    seat: int
    kind: str
    text: str
    secret: bool = False
    action: Action | None = None


class Move(NamedTuple):
    """An action other than a card played to a trick (a bid, a pass, a discard, a cut, a
    draw), as the seat saw it: its place in the log, who made it, its kind, its text (a
    public stand-in when ``secret``) and the action typed (None: the text reads as none)."""

    position: int
    seat: int
    kind: str
    text: str
    secret: bool
    action: Action | None

    @property
    def number(self) -> int:
        """The action's number (the N of ``take N``, a bid's tricks)."""
        return self.typed().value

    def typed(self, why: str | None = None) -> Action:
        """The action, which a move read must have (else the view contradicts itself: an
        :class:`InconsistentView` saying ``why``, by default that the game reads none)."""
        if self.action is None:
            said = f"no {self.kind} of the game reads so" if why is None else why
            raise unreadable(self.position, self, said)
        return self.action

    def cards(self, pack: Pack) -> int:
        """The cards the move names, as a mask of physical cards (copies of one face taken in
        turn): each a card of the pack and none twice, or the view contradicts itself
        (:class:`InconsistentView`, naming the move)."""
        where = f"seat {self.seat}'s {self.kind} (log entry {self.position}, {self.text!r:.60})"
        copies = pack.copies
        mask = 0
        for card in self.typed().cards:
            free = [i for i in copies.get(card, ()) if not mask >> i & 1]
            if not free:
                if card not in copies:
                    raise InconsistentView(no_card(pack, str(card), where))
                raise InconsistentView(f"the view places {card} twice in {where}")
            mask |= 1 << free[0]
        return mask


class Play(NamedTuple):
    """A card played to a trick, as the seat saw it: its place in the log, who played it, the
    card (None: played face down, or a view's text that names no card) and whether the seat
    saw it only as a public stand-in."""

    position: int
    seat: int
    card: Card | None
    secret: bool

    def named(self, entry: Entry) -> Card:
        """The card, which a public play must name (else the view contradicts itself)."""
        if self.card is None:
            raise unreadable(self.position, entry, "a card played is named by its text")
        return self.card


_UNREAD: Any = object()
"""A text the reader has not read yet (None is a text read as no action)."""

_new: Any = tuple.__new__
"""``_new(Move, fields)``: a named tuple made without its ``__new__``'s Python frame (the fold
makes one per entry)."""


class InfoState:
    """One seat's information state (``seat`` None: a spectator's): the deal as the rules have
    shown it to that seat now, and the log as it read it, folded: the cards each seat played,
    the plays trick by trick, the other moves. ``observe`` takes one more entry; the
    constructor folds a whole log. Built from a deal (:func:`info_state`) or from a view
    (:meth:`from_view`), the same in every field (a test holds them equal)."""

    __slots__ = (
        "dealer",
        "entries",
        "hand_sizes",
        "hands",
        "match_scores",
        "moves",
        "played",
        "players",
        "plays",
        "seat",
        "seen",
        "voids",
    )

    def __init__(
        self,
        seat: int | None,
        players: int,
        entries: Iterable[Entry] = (),
        *,
        dealer: int = 0,
        hands: list[tuple[Card, ...] | None] | None = None,
        hand_sizes: list[int] | None = None,
        voids: list[frozenset[Suit]] | None = None,
        match_scores: tuple[int, ...] = (),
        seen: Any = None,
    ) -> None:
        self.seat = seat
        self.players = players
        self.dealer = dealer
        self.hands: list[tuple[Card, ...] | None] = [None] * players if hands is None else hands
        """Each hand as the seat sees it now, in pack order (copies of a face together), or None
        where hidden: the seat sees its own and any shown to it (a dummy, the cards on the
        others' foreheads)."""
        self.hand_sizes: list[int] = [0] * players if hand_sizes is None else hand_sizes
        """How many cards each hand holds now."""
        self.voids: list[frozenset[Suit]] = [NO_SUITS] * players if voids is None else voids
        """The suits each seat has shown it lacks."""
        self.match_scores = match_scores
        """The match's running scores before this deal, per side or per seat."""
        self.seen = seen
        """Everything else the seat was shown, as the game's own frozen record (a turn-up, a
        stock's size, discards, draws, cards declared ...; None: the game shows nothing more):
        the deal's ``seen_by``, or a view's details read back (``Sampling.seen``)."""
        self.entries: list[Entry] = []
        """The log as the seat reads it, typed."""
        self.played: list[list[Card]] = [[] for _ in range(players)]
        """The cards each seat was seen to play, in order (none played face down; a public
        play that names no card is refused by the readers, :meth:`Play.named`)."""
        self.plays: list[Play] = []
        """Every card played to a trick, in order."""
        self.moves: list[Move] = []
        """Every other action, in order."""
        self.fold(entries)

    @classmethod
    def from_view(cls, view: View, game: Viewed) -> InfoState:
        """The information state a view shows (one a state gave, or one sent over the wire):
        its log read back through the game's grammar (:meth:`from_log`), the hands, sizes,
        voids, dealer and match scores from the view's fields, and the game's own record
        from its details (``game.sampling.seen``). A hand naming no card of the pack is an
        :class:`InconsistentView` naming the card and the hand."""
        seat: int | None = view["seat"]
        players = len(view["players"])
        info = cls.from_log(seat, players, view["log"], game)
        pack = game.pack
        shown: list[list[str] | None] | None = view.get("hands")
        if shown is None:  # a view without ``hands``: the viewer's own hand alone
            shown = [view["hand"] if s == seat else None for s in range(players)]
        info.dealer = view["dealer"]
        info.hands = [
            None if texts is None else read_cards(pack, texts, f"hand {s}")
            for s, texts in enumerate(shown)
        ]
        info.hand_sizes = list(view["hand_sizes"])
        info.voids = [_void_suits(letters) for letters in view["voids"]]
        info.match_scores = tuple(view["match_scores"])
        try:
            info.seen = game.sampling.seen(game, view)
        except InconsistentView:
            raise
        except (AttributeError, IndexError, KeyError, TypeError) as error:
            # A view a state gave always reads (tests/engine/test_infostate.py): the details
            # of a view sent over the wire are missing a field or hold one of another shape.
            raise InconsistentView(
                "the view's details do not read as what the game shows a seat "
                f"({type(error).__name__}: {error!s:.80})"
            ) from None
        return info

    @classmethod
    def from_log(
        cls, seat: int | None, players: int, log: list[dict[str, object]], game: Readable
    ) -> InfoState:
        """The information state of a view's log (``view["log"]``) of ``game``, each text
        read back into its action by the game's grammar (:class:`LogReader`); the other
        fields as a deal starts them (no hand seen, no void)."""
        read = log_reader(game.grammar, game.pack)
        plays, known = read.plays, read.known
        entries: list[Entry] = []
        add = entries.append
        for e in log:
            kind: Any = e["kind"]
            text: Any = e["text"]
            if e.get("secret"):
                add(_new(Entry, (e["seat"], kind, text, True, stand_in(kind, text))))
                continue
            # The reader's memory, looked up inline (a view's log repeats its texts).
            action = plays.get(text, _UNREAD) if kind == PLAY else known.get((kind, text), _UNREAD)
            if action is _UNREAD:
                action = read(kind, text)
            add(_new(Entry, (e["seat"], kind, text, False, action)))
        return cls(seat, players, entries)

    def observe(self, entry: Entry) -> None:
        """One more action as the seat saw it."""
        self.fold((entry,))

    def fold(self, entries: Iterable[Entry]) -> None:
        """More actions, in order, as the seat saw them."""
        seen, moves, plays, played = self.entries, self.moves, self.plays, self.played
        index = len(seen)
        for entry in entries:
            seen.append(entry)
            seat, kind, text, secret, action = entry
            if kind != PLAY:
                moves.append(_new(Move, (index, seat, kind, text, secret, action)))
            else:
                card = action.cards[0] if action is not None and action.cards else None
                plays.append(_new(Play, (index, seat, card, secret)))
                if not secret and card is not None:
                    played[seat].append(card)
            index += 1

    def tricks(self, size: int) -> list[list[Play]]:
        """The cards played, trick by trick (``size`` cards to a trick)."""
        plays = self.plays
        return [plays[start : start + size] for start in range(0, len(plays), size)]

    def check_plays(self) -> None:
        """Refuse a public play that names no card (naming the first)."""
        for play in self.plays:
            if not play.secret:
                play.named(self.entries[play.position])

    def moved_face_down(self, seat: int, kinds: Iterable[str], after: int = -1) -> bool:
        """Whether ``seat`` made a move of one of ``kinds`` after log entry ``after``."""
        wanted = set(kinds)
        return any(m.seat == seat and m.kind in wanted and m.position > after for m in self.moves)


def info_state(deal: TrickPlay, seat: int | None) -> InfoState:
    """``seat``'s information state (None: a spectator's) in a live deal: its log's entries
    and typed actions as that seat reads them (:func:`log_entries`), the hands it sees
    (``deal.hands_seen_by``), the hands' sizes, the voids shown, the dealer, the scores the
    match brought in and the game's own record (``deal.seen_by``); the same as
    :meth:`InfoState.from_view` of the seat's view."""
    players = len(deal.hands)
    pack = deal.game.pack
    return InfoState(
        seat,
        players,
        log_entries(deal.log, seat),
        dealer=deal.dealer,
        hands=[None if m is None else cards_of(pack, m) for m in deal.hands_seen_by(seat)],
        hand_sizes=[m.bit_count() for m in deal.hands],
        voids=[_suits_of(mask) for mask in deal.voids],
        match_scores=tuple(deal.carry.totals),
        seen=deal.seen_by(seat),
    )


def log_entries(log: ViewLog, seat: int | None) -> Iterator[Entry]:
    """A deal's log (``deal.log``) as ``seat`` reads it (None: a spectator), typed: a secret
    entry in full where the seat is of its audience, else its public stand-in."""
    bit = 0 if seat is None else 1 << seat
    hidden, secret, actions = log.hidden, log.secret, log.actions
    return (
        Entry(*hidden[index][0], False, secret[index])
        if index in hidden and hidden[index][1] & bit
        else Entry(*e, actions[index])
        for index, e in enumerate(log.entries)
    )


NO_SUITS: frozenset[Suit] = frozenset()

_SUIT_BY_LETTER = {suit.symbol: suit for suit in Suit}
_SUITS_OF: dict[int, frozenset[Suit]] = {}
"""A mask of suit values -> its suits (there are few masks of suits)."""
_VOID_SUITS: dict[tuple[str, ...], frozenset[Suit]] = {}
"""A view's letters of suits -> its suits."""


def _suits_of(mask: int) -> frozenset[Suit]:
    """The suits of a mask of suit values (a deal's ``voids``)."""
    suits = _SUITS_OF.get(mask)
    if suits is None:
        suits = _SUITS_OF[mask] = frozenset(Suit(value) for value in bits(mask))
    return suits


def _void_suits(letters: list[str]) -> frozenset[Suit]:
    """The suits of a view's void letters (a letter of no suit: an :class:`InconsistentView`
    naming it)."""
    key = tuple(letters)
    suits = _VOID_SUITS.get(key)
    if suits is None:
        wrong = [letter for letter in key if letter not in _SUIT_BY_LETTER]
        if wrong:
            raise InconsistentView(f"the view's voids name {wrong[0]!r:.20}: no suit's letter")
        suits = frozenset(_SUIT_BY_LETTER[letter] for letter in key)
        if len(_VOID_SUITS) < 1 << 10:
            _VOID_SUITS[key] = suits
    return suits


def cards_of(pack: Pack, mask: int) -> tuple[Card, ...]:
    """The faces of a mask of physical cards, in pack order (copies of a face together)."""
    if not mask:
        return ()
    cards = pack.cards
    if not pack.has_copies:
        return tuple([cards[i] for i in bits(mask)])
    first = _faces(pack)[1]
    return tuple([cards[i] for i in sorted([first[i] for i in bits(mask)])])


def read_cards(pack: Pack, texts: Sequence[str], place: str) -> tuple[Card, ...]:
    """The cards a view names in ``place`` (their texts), in pack order as :func:`cards_of`
    gives them; a text that is no card of the pack, or texts that are no list, an
    :class:`InconsistentView`."""
    if not isinstance(texts, list | tuple):
        raise InconsistentView(f"the view names {texts!r:.40} in {place}: a list of cards")
    if not texts:
        return ()
    at = _faces(pack)[0]
    try:
        where = sorted(map(at.__getitem__, texts))
    except (KeyError, TypeError):
        text = next(t for t in texts if not isinstance(t, str) or t not in at)
        raise InconsistentView(no_card(pack, text, place)) from None
    return tuple(map(pack.cards.__getitem__, where))


def read_named(pack: Pack, texts: Sequence[str], place: str) -> tuple[Card, ...]:
    """The cards a view names in ``place`` (their texts), in the view's order (a stock's, a
    row on the table); a text that is no card of the pack, or texts that are no list, an
    :class:`InconsistentView`."""
    if not isinstance(texts, list | tuple):
        raise InconsistentView(f"the view names {texts!r:.40} in {place}: a list of cards")
    return tuple([read_card(pack, text, place) for text in texts])


def read_card(pack: Pack, text: str, place: str) -> Card:
    """The card a view names in ``place`` (its text); a text that is no card of the pack is an
    :class:`InconsistentView`."""
    at = _faces(pack)[0].get(text) if isinstance(text, str) else None
    if at is None:
        raise InconsistentView(no_card(pack, text, place))
    return pack.cards[at]


@lru_cache(maxsize=64)
def _faces(pack: Pack) -> tuple[dict[str, int], list[int]]:
    """Each face's text -> its first physical index; each physical card -> the first index of
    its face (a face's copies are told apart by no reader of a hand)."""
    at = {str(card): where[0] for card, where in pack.copies.items()}
    first = [pack.copies[card][0] for card in pack.cards]
    return at, first


class Readable(Protocol):
    """A game as :meth:`InfoState.from_log` reads its texts: its action grammar, its pack."""

    @property
    def grammar(self) -> Grammar: ...

    @property
    def pack(self) -> Pack: ...


class Seen(Protocol):
    """A game's reader of its own record from a view's details (its resampler's hooks)."""

    def seen(self, game: Any, view: View) -> Any: ...


class Viewed(Readable, Protocol):
    """A game as :meth:`InfoState.from_view` reads a view: its grammar, its pack and its
    sampling hooks (whose ``seen`` reads the game's own record back from the details)."""

    @property
    def sampling(self) -> Seen: ...


READ_LIMIT = 20_000
"""Texts a :class:`LogReader` remembers the reading of."""


class LogReader:
    """Reads the texts of a view's log back into actions, through the game's action grammar
    and its pack's card table: the one place a log's text is parsed. A play's text is read
    with its cards first (Beyond's ``4S`` is a card in the play). A text no form or card of
    the game reads is None (the readers refuse it where they need it). Readings are
    remembered: the same texts come again in every view of a deal."""

    def __init__(self, grammar: Grammar, pack: Pack) -> None:
        self.grammar = grammar
        self.cards = card_table(pack).parse
        self.plays: dict[str, Action | None] = {}
        """The readings of plays' texts, by text."""
        self.known: dict[tuple[str, str], Action | None] = {}
        """The readings of other actions' texts, by kind and text."""

    def __call__(self, kind: str, text: str) -> Action | None:
        """The reading of a text not read yet, remembered (the caller looks in ``plays`` and
        ``known`` first, as :meth:`InfoState.from_log` does inline)."""
        play = kind == PLAY
        try:
            action: Action | None = self.grammar.read(text, self.cards, cards_first=play)
        except NotationError:
            action = None
        if play and len(self.plays) < READ_LIMIT:
            self.plays[text] = action
        elif not play and len(self.known) < READ_LIMIT:
            self.known[kind, text] = action
        return action


@lru_cache(maxsize=64)
def log_reader(grammar: Grammar, pack: Pack) -> LogReader:
    """The reader of a game's log texts (one per grammar and pack)."""
    return LogReader(grammar, pack)


def unreadable(index: int, entry: Entry | Move, why: object) -> InconsistentView:
    """A view whose log entry ``index`` (``entry``) the game cannot read as an action."""
    return InconsistentView(
        f"the view's log entry {index} (seat {entry.seat}, {entry.text!r:.60}) does not read "
        f"as an action there: {why}"
    )


def no_card(pack: Pack, text: object, place: str | None) -> str:
    """Why a view cannot name ``text`` in ``place``: no card of ``pack``."""
    named = f"the {pack.name} pack" if pack.name else "the pack"
    return f"the view names {text!r:.20} {_in(place)}: no card of {named}"


def _in(place: str | None) -> str:
    return f"in {place}" if place else "here"
