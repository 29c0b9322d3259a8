"""What one seat has seen of a deal: its information state, read once from its log.

A seat's information state is the deal as the rules have shown it to that seat: its own hand,
the hands exposed to it, the voids each seat has shown (all of them in its view), and the
actions it has watched, in order: the cards each seat played and the tricks they made, the
cards moved or shown before the play (passes, gifts, discards, a cut, draws), and which of
those moves it saw only as a public stand-in (a secret entry). A view keeps the past only as
its log, one entry ``{seat, kind, text, secret?}`` per action in the order the deal applied
them (``engine.view_log``); :class:`InfoState` folds those entries, one at a time
(:meth:`InfoState.observe`), into the seat's record: the one reader of a view's log. A deal
keeps its log as its actions apply (every game's ``deal.log``, a ``ViewLog`` whose entries are
small tuples shared by clones), so the same record comes from a deal (:func:`info_state`) or
from a view (:meth:`InfoState.from_log`), and a test holds them equal at every position of
every preset. The resampler (``engine.resample``) and each game's sampling hooks read this
record, never the log's texts (OpenSpiel's ``resample_from_infostate`` is the model).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any, NamedTuple

from followsuit.cards import Card, Pack
from followsuit.engine.view_log import ViewLog
from followsuit.errors import InconsistentView, NotationError

PLAY = "play"
"""The kind of a log entry that plays a card (its text starts with the card)."""


class Entry(NamedTuple):
    """One action of a view's log: who, what kind, its text as the viewer sees it, whether
    that text is only a public stand-in for a hidden action."""

    seat: int
    kind: str
    text: str
    secret: bool = False


class Move(NamedTuple):
    """An action other than a card played to a trick (a bid, a pass, a discard, a cut, a
    draw), as the seat saw it: its place in the log, who made it, its kind, its text (a
    public stand-in when ``secret``)."""

    position: int
    seat: int
    kind: str
    text: str
    secret: bool

    @property
    def words(self) -> list[str]:
        """What the text says after its verb (the cards passed, a number taken)."""
        return self.text.split()[1:]

    def cards(self, pack: Pack) -> int:
        """The cards a public move names after its verb, as a mask of physical cards (copies
        of one face taken in turn): each a card of the pack and none twice, or the view
        contradicts itself (:class:`InconsistentView`, naming the move)."""
        where = f"seat {self.seat}'s {self.kind} (log entry {self.position}, {self.text!r:.60})"
        copies = pack.copies
        mask = 0
        for text in self.words:
            try:
                card = Card.parse(text)
            except NotationError:
                raise InconsistentView(no_card(pack, text, where)) from None
            free = [i for i in copies.get(card, ()) if not mask >> i & 1]
            if not free:
                if card not in copies:
                    raise InconsistentView(no_card(pack, text, where))
                raise InconsistentView(f"the view places {card} twice in {where}")
            mask |= 1 << free[0]
        return mask


class Play(NamedTuple):
    """A card played to a trick, as the seat saw it: its place in the log, who played it and
    the card's text (the public stand-in of a card played face down; empty when the log's
    text names nothing)."""

    position: int
    seat: int
    card: str
    secret: bool

    def named(self, entry: Entry) -> str:
        """The card, which a public play must name (else the view contradicts itself)."""
        if not self.card:
            raise unreadable(self.position, entry, "a card played is named by its text")
        return self.card


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
        self.played: list[list[str]] = [[] for _ in range(players)]
        """The cards each seat was seen to play, in order (face texts; none played face down;
        a public play that names no card is refused by the readers, :meth:`Play.named`)."""
        self.plays: list[Play] = []
        """Every card played to a trick, in order."""
        self.moves: list[Move] = []
        """Every other action, in order."""
        self.fold(entries)

    @classmethod
    def from_log(cls, seat: int | None, players: int, log: list[dict[str, object]]) -> InfoState:
        """The information state of a view's log (``view["log"]``)."""
        return cls(
            seat,
            players,
            [
                _new(Entry, (e["seat"], e["kind"], e["text"], bool(e.get("secret", False))))
                for e in log
            ],
        )

    def observe(self, entry: Entry) -> None:
        """One more action as the seat saw it."""
        self.fold((entry,))

    def fold(self, entries: Iterable[Entry]) -> None:
        """More actions, in order, as the seat saw them."""
        seen, moves, plays, played = self.entries, self.moves, self.plays, self.played
        index = len(seen)
        for entry in entries:
            seen.append(entry)
            seat, kind, text, secret = entry
            if kind != PLAY:
                moves.append(_new(Move, (index, seat, kind, text, secret)))
            else:
                words = text.split()
                card = words[0] if words else ""
                plays.append(_new(Play, (index, seat, card, secret)))
                if not secret:
                    played[seat].append(card)
            index += 1

    def tricks(self, size: int) -> list[list[Play]]:
        """The cards played, trick by trick (``size`` cards to a trick)."""
        plays = self.plays
        return [plays[start : start + size] for start in range(0, len(plays), size)]

    def check_plays(self) -> None:
        """Refuse a public play whose text names no card (naming the first)."""
        for play in self.plays:
            if not play.secret:
                play.named(self.entries[play.position])

    def moved_face_down(self, seat: int, kinds: Iterable[str], after: int = -1) -> bool:
        """Whether ``seat`` made a move of one of ``kinds`` after log entry ``after``."""
        wanted = set(kinds)
        return any(m.seat == seat and m.kind in wanted and m.position > after for m in self.moves)


def info_state(log: ViewLog, seat: int | None, players: int) -> InfoState:
    """``seat``'s information state (None: a spectator's) in a deal that keeps ``log``: its
    log's entries as that seat reads them (a secret entry in full where the seat is of its
    audience), folded; the same as :meth:`InfoState.from_log` of the seat's view."""
    bit = 0 if seat is None else 1 << seat
    hidden = log.hidden
    return InfoState(
        seat,
        players,
        (
            Entry(*hidden[index][0]) if index in hidden and hidden[index][1] & bit else Entry(*e)
            for index, e in enumerate(log.entries)
        ),
    )


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
