"""What one seat has seen of a deal: its information state, read once from its log.

A seat's information state is the deal as the rules have shown it to that seat: its own hand,
the hands exposed to it, the voids each seat has shown (all of them in its view), and the
actions it has watched, in order: the cards each seat played and the tricks they made, the
cards moved or shown before the play (passes, gifts, discards, a cut, draws), and which of
those moves it saw only as a public stand-in (a secret entry). A deal keeps its log as its
actions apply (every game's ``deal.log``, a ``ViewLog``: ``engine.view_log``), one entry per
action in order, each with its text and the action itself, typed (kind, number, cards); a
secret entry, for a seat outside its audience, is a public text and a typed stand-in (its kind,
no cards). :class:`InfoState` folds those typed entries, one at a time
(:meth:`InfoState.observe`), into the seat's record: the cards each seat played, trick by
trick, and the other moves with their cards and numbers.

The record comes from a deal (:func:`info_state`: the typed actions it kept) or from a view
alone (:meth:`InfoState.from_log`: a client, a bot, a view sent over the wire), whose log
``{seat, kind, text, secret?}`` holds only texts: there, and only there, each text is read
back into its action through the game's own action grammar (:class:`LogReader`). A test holds
the two equal at every position of every preset, in every field an action's text writes (its
form in the grammar); a number the deal works out and the text does not write stays the
deal's alone (a Bézique declaration's kind, found from its cards: read from a view, 0), and no
reader of the record uses one. The resampler (``engine.resample``) and
each game's sampling hooks read this record's typed fields, never the log's texts (OpenSpiel's
``resample_from_infostate`` is the model).
"""

from __future__ import annotations

from collections.abc import Iterable
from functools import lru_cache
from typing import Any, NamedTuple, Protocol

from followsuit.cards import Card, Pack
from followsuit.engine.actions import Action
from followsuit.engine.card_table import card_table
from followsuit.engine.grammar import Grammar
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
    """One seat's information state (``seat`` None: a spectator's), folded from the log as
    that seat reads it: the cards each seat played, the plays trick by trick, the other moves.
    ``observe`` takes one more entry; the constructor folds a whole log."""

    __slots__ = ("entries", "moves", "played", "plays", "seat")

    def __init__(self, seat: int | None, players: int, entries: Iterable[Entry] = ()) -> None:
        self.seat = seat
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
    def from_log(
        cls, seat: int | None, players: int, log: list[dict[str, object]], game: Readable
    ) -> InfoState:
        """The information state of a view's log (``view["log"]``) of ``game``, each text
        read back into its action by the game's grammar (:class:`LogReader`)."""
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


def info_state(log: ViewLog, seat: int | None, players: int) -> InfoState:
    """``seat``'s information state (None: a spectator's) in a deal that keeps ``log``: its
    log's entries and typed actions as that seat reads them (a secret entry in full where the
    seat is of its audience), folded; the same as :meth:`InfoState.from_log` of the seat's
    view."""
    bit = 0 if seat is None else 1 << seat
    hidden, secret, actions = log.hidden, log.secret, log.actions
    return InfoState(
        seat,
        players,
        (
            Entry(*hidden[index][0], False, secret[index])
            if index in hidden and hidden[index][1] & bit
            else Entry(*e, actions[index])
            for index, e in enumerate(log.entries)
        ),
    )


class Readable(Protocol):
    """A game as :meth:`InfoState.from_log` reads its texts: its action grammar, its pack."""

    @property
    def grammar(self) -> Grammar: ...

    @property
    def pack(self) -> Pack: ...


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
