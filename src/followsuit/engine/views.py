"""Typed views: the core every game's view shares, and the game's own section beside it.

A view is plain JSON data (``dict``), typed here as :class:`CoreView` so that the CLI, the web
client, the bots and the resampler read fields by name and never re-parse display strings. A
game fills the core with :func:`core_view` and puts what is its own under ``details`` (its own
``TypedDict``) and how to show it under ``hints``.

The log has one entry per action of the deal, in order: ``{"seat", "kind", "text"}`` with the
action's kind (``bid``, ``play``, ``pass``, ``discard`` ...) and its text as this seat may see
it. An entry the seat may not read in full (a secret trump, cards given face down, a bid not
yet shown) has ``"secret": true`` and a public text in place of the action's (``trump``,
``discard 2``, ``bid``).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any, NotRequired, TypedDict, cast

from followsuit.cards import Suit
from followsuit.engine.state import Score, View
from followsuit.engine.view_pieces import (
    FrozenDict,
    FrozenList,
    card_texts,
    freeze,
    pack_texts,
    view_memo,
)

if TYPE_CHECKING:
    from followsuit.engine.trickplay import TrickPlay
    from followsuit.engine.tricks import Trick


class PlayedCard(TypedDict):
    seat: int
    card: str


class TrickView(TypedDict):
    leader: int
    cards: list[PlayedCard]


class LogEntry(TypedDict):
    """One action of the deal as a seat sees it."""

    seat: int
    kind: str
    text: str
    secret: NotRequired[bool]
    """Present and true when the seat sees only a public text in place of the action's."""


class CoreView(TypedDict):
    """What every game's view holds (DESIGN: typed views)."""

    game: str
    seat: int | None
    """Whose view this is (None: a spectator)."""
    players: list[str]
    dealer: int
    phase: str
    to_act: int | None
    legal: list[str]
    """The viewer's legal action texts when it is to act, else empty."""
    hand: list[str] | None
    """The viewer's own hand, in the game's display order (None: a spectator)."""
    hands: list[list[str] | None]
    """Every hand as the viewer may see it: its own, an exposed dummy ...; None where hidden."""
    hand_sizes: list[int]
    trick: TrickView | None
    last_trick: TrickView | None
    tricks_won: list[int]
    voids: list[list[str]]
    """The suits each seat has shown it lacks (suit letters)."""
    played: list[str]
    log: list[LogEntry]
    match_scores: list[Score]
    """The match's running scores before this deal, per side or per seat."""
    details: dict[str, Any]
    """The game's own section (typed by the game)."""
    hints: dict[str, Any]
    """How to show the game (suit order, action groups ...): the game's, read by the apps."""


def log_entry(seat: int, kind: str, text: str, secret: bool = False) -> LogEntry:
    """One entry of a view's log."""
    if secret:
        return {"seat": seat, "kind": kind, "text": text, "secret": True}
    return {"seat": seat, "kind": kind, "text": text}


EVERYONE = -1
"""The audience of a log entry every seat may read (a mask with every bit set)."""


class ViewLog:
    """A deal's log, one entry per action, kept as views show it.

    Entries are built once, when the action is taken, and shared by every clone (they are never
    changed in place); views get read-only copies of them, each made once (``kept``). An entry
    some seats may not read keeps its public form in ``entries`` and its full form, with the
    mask of the seats that read it, in ``hidden``; :meth:`reveal` makes it public for good.
    """

    __slots__ = ("entries", "hidden", "reveals")

    def __init__(self) -> None:
        self.entries: list[LogEntry] = []
        self.hidden: dict[int, tuple[LogEntry, int]] = {}
        """Index of a secret entry -> (its full form, the mask of the seats that read it)."""
        self.reveals = 0
        """How many times entries were made public: a view's kept copy of the log (``kept``)
        holds while it stays the same."""

    def __len__(self) -> int:
        return len(self.entries)

    def copy(self) -> ViewLog:
        new = ViewLog.__new__(ViewLog)
        new.entries = self.entries[:]
        new.hidden = dict(self.hidden) if self.hidden else {}
        new.reveals = self.reveals
        return new

    def add(self, seat: int, kind: str, text: str) -> None:
        """An action everyone may read."""
        self.entries.append({"seat": seat, "kind": kind, "text": text})

    def add_secret(self, seat: int, kind: str, text: str, public: str, audience: int) -> None:
        """An action only the seats of ``audience`` (a mask) read; the others see ``public``."""
        self.hidden[len(self.entries)] = ({"seat": seat, "kind": kind, "text": text}, audience)
        self.entries.append(log_entry(seat, kind, public, secret=True))

    def reveal(self, index: int | None = None) -> None:
        """Make one secret entry (or, with None, every one) public: the rules have shown it."""
        indices = list(self.hidden) if index is None else [index]
        for i in indices:
            full, _ = self.hidden.pop(i)
            self.entries[i] = full
        self.reveals += 1

    def for_seat(self, seat: int | None) -> list[LogEntry]:
        """The log as ``seat`` reads it (None: a spectator, who reads only public texts)."""
        entries = self.entries[:]
        if self.hidden and seat is not None:
            bit = 1 << seat
            for index, (full, audience) in self.hidden.items():
                if audience & bit:
                    entries[index] = full
        return entries

    def kept(self, seat: int | None, slots: dict[Any, Any]) -> list[LogEntry]:
        """``for_seat``, its entries read-only and made once each, kept in a deal's view memo
        (``view_pieces.view_memo``) from one call to the next."""
        entries = self.entries
        held = slots.get(LOG)
        if held is None or held[0] is not self or held[1] != self.reveals or held[2] > len(entries):
            held = slots[LOG] = [self, self.reveals, 0, [], {}]
        if held[2] < len(entries):
            held[3] += [FrozenDict(entry) for entry in entries[held[2] :]]
            held[2] = len(entries)
        result: list[LogEntry] = held[3][:]
        if self.hidden and seat is not None:
            bit = 1 << seat
            frozen = held[4]
            for index, (full, audience) in self.hidden.items():
                if audience & bit:
                    known = frozen.get(index)
                    if known is None or known[0] is not full:
                        known = frozen[index] = (full, FrozenDict(full))
                    result[index] = known[1]
        return result


CALL = "call"
"""The log kind of an auction's calls: the entries a game's ``explain(calls)`` explains."""


def core_view(
    deal: TrickPlay,
    seat: int | None,
    *,
    log: ViewLog | list[LogEntry],
    details: Mapping[str, Any],
    hints: Mapping[str, Any],
    match_scores: Sequence[Score] | None = None,
    hand: list[str] | None = None,
    show_hand: bool = True,
    exposed: Sequence[int] = (),
) -> CoreView:
    """The view every game shares, for a deal of trick play: the header, the hands as ``seat``
    may see them, the public play, the log and the game's own ``details`` and ``hints``.

    ``log`` is the deal's :class:`ViewLog` or the entries as ``seat`` reads them;
    ``hand`` is the viewer's hand in the game's display order (default: pack order), not
    shown with ``show_hand=False`` (a forehead card, a hand not yet looked at);
    ``exposed`` lists the seats whose hands lie face up (a dummy), shown to everyone;
    ``match_scores`` defaults to the totals the deal's carry brought in.

    Built from pieces kept between calls (``view_pieces``): the players, the last trick, each
    seat's voids, the log's and the trick's entries are shared read-only; the hands' and the
    played cards' texts are kept and changed by the card come or gone; the rest is made anew.
    """
    slots = view_memo(deal)
    if slots is None:
        entries = log if isinstance(log, list) else log.for_seat(seat)
        whole = scratch_core_view(
            deal,
            seat,
            log=_NO_LOG,
            details=details,
            hints=hints,
            match_scores=match_scores,
            hand=hand,
            show_hand=show_hand,
            exposed=exposed,
        )
        whole["log"] = entries
        return whole
    to_act = deal.to_act
    hands_held = deal.hands
    texts = slots.get(TEXTS)
    if texts is None:
        texts = slots[TEXTS] = pack_texts(deal.table.texts)
        order = deal.played_order
        slots[PLAYED_TEXTS] = (
            texts if order is None else card_texts(tuple(deal.table.texts), tuple(order))
        )
        slots[PLAYERS] = freeze(deal.game.player_names)
    hands: list[list[str] | None] = [None] * deal.game.players
    if seat is not None and show_hand:
        if hand is None:
            hand = texts.kept(slots, (HAND, seat), hands_held[seat])
        hands[seat] = hand
    for shown in exposed:
        if shown != seat:
            hands[shown] = texts.kept(slots, (HAND, shown), hands_held[shown])
    last = deal.last_trick
    if last is None:
        last_view = None
    else:
        held = slots.get(LAST_TRICK)
        if held is not None and held[0] is last and held[1] == len(last.cards):
            last_view = held[2]
        else:
            last_view = frozen_trick_view(last, deal.table.texts)
            slots[LAST_TRICK] = (last, len(last.cards), last_view)
    letters = _VOID_LETTERS
    view: CoreView = {
        "game": deal.game.name,
        "seat": seat,
        "players": slots[PLAYERS],
        "dealer": deal.dealer,
        "phase": deal.phase,
        "to_act": to_act,
        "legal": [a.text for a in deal.legal_actions()]
        if seat is not None and seat == to_act
        else [],
        "hand": hand,
        "hands": hands,
        "hand_sizes": list(map(int.bit_count, hands_held)),
        "trick": _kept_trick(deal, slots),
        "last_trick": last_view,
        "tricks_won": deal.tricks_won[:],
        "voids": [letters.get(v) or _void_letters(v) for v in deal.voids],
        "played": slots[PLAYED_TEXTS].kept(slots, PLAYED, deal.played),
        "log": log if isinstance(log, list) else log.kept(seat, slots),
        "match_scores": list(deal.carry.totals if match_scores is None else match_scores),
        "details": details,  # type: ignore[typeddict-item]
        "hints": hints,  # type: ignore[typeddict-item]
    }
    return view


def _kept_trick(deal: TrickPlay, slots: dict[Any, Any]) -> TrickView | None:
    """The trick in progress as views show it: a new dict and list each time, of read-only
    entries made once per card."""
    trick = deal.trick
    if trick is None:
        return None
    held = slots.get(TRICK)
    cards = trick.cards
    if held is None or held[0] is not trick or len(held[1]) > len(cards):
        held = slots[TRICK] = (trick, [])
    entries: list[PlayedCard] = held[1]
    if len(entries) < len(cards):
        texts = deal.table.texts
        seats = trick.seats
        for i in range(len(entries), len(cards)):
            entries.append(FrozenDict({"seat": seats[i], "card": texts[cards[i]]}))  # type: ignore[arg-type]
    return {"leader": trick.leader, "cards": entries[:]}


TEXTS, PLAYED_TEXTS, PLAYERS, HAND, PLAYED, TRICK, LAST_TRICK, LOG = (
    "texts",
    "played texts",
    "players",
    "hand",
    "played",
    "trick",
    "last trick",
    "log",
)
"""The core's pieces in a deal's view memo."""

_NO_LOG = ViewLog()


def trick_view(trick: Trick, texts: Sequence[str]) -> TrickView:
    """A trick as views show it: its leader and each card played to it, by whom."""
    return {
        "leader": trick.leader,
        "cards": [
            {"seat": s, "card": texts[c]} for s, c in zip(trick.seats, trick.cards, strict=True)
        ],
    }


def frozen_trick_view(trick: Trick, texts: Sequence[str]) -> TrickView:
    """``trick_view``, read-only: shared by every view while it is the last trick."""
    cards = [
        FrozenDict({"seat": s, "card": texts[c]})
        for s, c in zip(trick.seats, trick.cards, strict=True)
    ]
    return FrozenDict({"leader": trick.leader, "cards": FrozenList(cards)})  # type: ignore[return-value]


_VOID_LETTERS: dict[int, list[str]] = {}
"""A mask of suit values -> its letters (read-only, shared by every view)."""


def _void_letters(voids: int) -> list[str]:
    """``_suit_letters``, kept in ``_VOID_LETTERS`` for good (there are few masks of suits)."""
    letters: list[str] = freeze(_suit_letters(voids))
    _VOID_LETTERS[voids] = letters
    return letters


def _suit_letters(voids: int) -> list[str]:
    """The letters of the suits in a mask of suit values, lowest value first."""
    letters = []
    while voids:
        low = voids & -voids
        suit = low.bit_length() - 1
        letters.append(Suit(suit).symbol)
        voids ^= low
    return letters


def scratch_core_view(
    deal: TrickPlay,
    seat: int | None,
    *,
    log: ViewLog,
    details: Mapping[str, Any],
    hints: Mapping[str, Any],
    match_scores: Sequence[Score] | None = None,
    hand: list[str] | None = None,
    show_hand: bool = True,
    exposed: Sequence[int] = (),
) -> CoreView:
    """:func:`core_view` built whole from the state, keeping nothing: the oracle the views
    built from kept pieces are tested against (``views_from_scratch``)."""
    to_act = deal.to_act
    hands: list[list[str] | None] = [None] * deal.players
    if seat is not None and show_hand:
        if hand is None:
            hand = deal.cards_text(deal.hands[seat])
        hands[seat] = hand
    for shown in exposed:
        if shown != seat:
            hands[shown] = deal.cards_text(deal.hands[shown])
    play = deal.play_view()
    view: CoreView = {
        "game": deal.game.name,
        "seat": seat,
        "players": deal.game.player_names,
        "dealer": deal.dealer,
        "phase": deal.phase,
        "to_act": to_act,
        "legal": [a.text for a in deal.legal_actions()]
        if seat is not None and seat == to_act
        else [],
        "hand": hand,
        "hands": hands,
        "hand_sizes": play["hand_sizes"],
        "trick": play["trick"],
        "last_trick": play["last_trick"],
        "tricks_won": play["tricks_won"],
        "voids": play["voids"],
        "played": play["played"],
        "log": log.for_seat(seat),
        "match_scores": list(deal.carry.totals if match_scores is None else match_scores),
        "details": cast(dict[str, Any], details),
        "hints": cast(dict[str, Any], hints),
    }
    return view


def as_view(view: CoreView) -> View:
    """A typed view as the State protocol's ``View`` (the same dict): the match adds ``match``
    to it, the apps the calls' explanations."""
    return cast(View, view)
