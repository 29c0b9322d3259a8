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

from collections.abc import Callable, Mapping, Sequence
from typing import TYPE_CHECKING, Any, NotRequired, TypedDict, cast

from followsuit.cards import Suit
from followsuit.engine.state import Score, View
from followsuit.engine.view_pieces import (
    CardTexts,
    FrozenDict,
    FrozenList,
    card_texts,
    freeze,
    pack_texts,
    view_memo,
)

if TYPE_CHECKING:
    from followsuit.engine.actions import Action
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


class ViewLog:
    """A deal's log, one entry per action, kept as views show it.

    An entry is kept as a small tuple, made when the action is taken and shared by every
    clone (never changed in place); views get read-only dicts of them, each made once
    (``kept``). An entry some seats may not read keeps its public form in ``entries`` and its
    full form, with the mask of the seats that read it (its audience), in ``hidden``;
    :meth:`reveal` makes it public for good, :meth:`reaudience` changes who reads it.
    """

    __slots__ = ("entries", "hidden", "reveals")

    def __init__(self) -> None:
        self.entries: list[tuple[int, str, str, bool]] = []
        """Each entry as everyone may read it: (seat, kind, text, whether it is secret)."""
        self.hidden: dict[int, tuple[tuple[int, str, str], int]] = {}
        """Index of a secret entry -> (its full form (seat, kind, text), the mask of the
        seats that read it)."""
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
        self.entries.append((seat, kind, text, False))

    def add_secret(self, seat: int, kind: str, text: str, public: str, audience: int) -> None:
        """An action only the seats of ``audience`` (a mask) read; the others see ``public``."""
        self.hidden[len(self.entries)] = ((seat, kind, text), audience)
        self.entries.append((seat, kind, public, True))

    def reveal(self, index: int | None = None) -> None:
        """Make one secret entry (or, with None, every one) public: the rules have shown it."""
        indices = list(self.hidden) if index is None else [index]
        for i in indices:
            (seat, kind, text), _ = self.hidden.pop(i)
            self.entries[i] = (seat, kind, text, False)
        self.reveals += 1

    def reaudience(self, change: Callable[[int, str, int], int]) -> None:
        """Each secret entry is read from now on by ``change(seat, kind, audience)``: the
        seats its action is shown to, or no longer known to (cards passed, then discarded)."""
        self.hidden = {
            index: (full, change(full[0], full[1], audience))
            for index, (full, audience) in self.hidden.items()
        }

    def for_seat(self, seat: int | None) -> list[LogEntry]:
        """The log as ``seat`` reads it (None: a spectator, who reads only public texts)."""
        entries = [log_entry(*entry) for entry in self.entries]
        if self.hidden and seat is not None:
            bit = 1 << seat
            for index, (full, audience) in self.hidden.items():
                if audience & bit:
                    entries[index] = log_entry(*full)
        return entries

    def kept(self, seat: int | None, slots: dict[Any, Any]) -> list[LogEntry]:
        """``for_seat``, its entries read-only and made once each, kept in a deal's view memo
        (``view_pieces.view_memo``) from one call to the next."""
        entries = self.entries
        held = slots.get(LOG)
        if held is None or held[0] is not self or held[1] != self.reveals or held[2] > len(entries):
            held = slots[LOG] = [self, self.reveals, 0, []]
        if held[2] < len(entries):
            held[3] += [frozen_entry(entry) for entry in entries[held[2] :]]
            held[2] = len(entries)
        result: list[LogEntry] = held[3][:]
        if self.hidden and seat is not None:
            bit = 1 << seat
            for index, (full, audience) in self.hidden.items():
                if audience & bit:
                    result[index] = frozen_entry(full)
        return result


_FROZEN_ENTRIES: dict[tuple[Any, ...], LogEntry] = {}
"""Log entries as views show them, read-only, by their tuple (the same for every deal)."""
FROZEN_ENTRIES_LIMIT = 1 << 14
"""``_FROZEN_ENTRIES`` is emptied when it grows past this many entries."""


def frozen_entry(entry: tuple[Any, ...]) -> LogEntry:
    """The read-only view entry of a ``ViewLog`` tuple, made once for every deal (a deal
    made for a search sample shows its whole log in its first view)."""
    made = _FROZEN_ENTRIES.get(entry)
    if made is None:
        if len(_FROZEN_ENTRIES) > FROZEN_ENTRIES_LIMIT:
            _FROZEN_ENTRIES.clear()
        frozen: Any = FrozenDict(log_entry(*entry))
        made = _FROZEN_ENTRIES[entry] = frozen
    return made


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
    played: list[str] | None = None,
    memo: dict[Any, Any] | None = None,
) -> CoreView:
    """The view every game shares, for a deal of trick play: the header, the hands as ``seat``
    may see them, the public play, the log and the game's own ``details`` and ``hints``.

    ``log`` is the deal's :class:`ViewLog` or the entries as ``seat`` reads them;
    ``hand`` is the viewer's hand in the game's display order (default: pack order), not
    shown with ``show_hand=False`` (a forehead card, a hand not yet looked at);
    ``exposed`` lists the seats whose hands lie face up (a dummy), shown to everyone;
    ``match_scores`` defaults to the totals the deal's carry brought in;
    ``played`` is the cards played in the game's own order (default: ``played_order``);
    ``memo`` is the deal's view memo when the game has asked for it already.

    Built from pieces kept between calls (:class:`KeptCore`): each read-only and shared by
    every view while what it shows stays, made anew once when the deal changes it.
    """
    slots = view_memo(deal) if memo is None else memo
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
        if played is not None:
            whole["played"] = played
        return whole
    core: KeptCore | None = slots.get(CORE)
    if core is None:
        core = slots[CORE] = KeptCore(deal)
    return core.view(
        deal,
        seat,
        log if isinstance(log, list) else log.kept(seat, slots),
        details,
        hints,
        match_scores,
        hand,
        show_hand,
        exposed,
        played,
    )


class KeptCore:
    """The core's pieces of one deal's views, kept between calls in its view memo.

    Each piece is read-only and shared by every view while what it shows stays; the deal
    changing it makes it anew, once. A view is a copy of the seat's header (the fields that
    stay through the deal) with the other fields put on it."""

    __slots__ = (
        "hand_texts",
        "hands",
        "headers",
        "last_trick",
        "legal",
        "played",
        "played_texts",
        "scores",
        "trick",
        "tricks_won",
        "voids",
    )

    def __init__(self, deal: TrickPlay) -> None:
        texts = deal.table.texts
        self.hand_texts = pack_texts(texts)
        order = deal.played_order
        self.played_texts = (
            self.hand_texts if order is None else card_texts(tuple(texts), tuple(order))
        )
        self.hands = [CardTexts.holder() for _ in range(deal.game.players)]
        """Per seat, its hand's texts in pack order as ``CardTexts.kept_in`` keeps them."""
        self.played = CardTexts.holder()
        self.headers: dict[int | None, dict[str, Any]] = {}
        """Per seat, the view's fields in order, those that stay through the deal filled."""
        self.legal: tuple[object, list[str]] = ((), FrozenList())
        """The last legal actions given (the deal's own sequence) and their texts."""
        self.trick: tuple[object, list[PlayedCard]] = (None, [])
        """The trick in progress and its entries so far."""
        self.last_trick: tuple[object, int, TrickView | None] = (None, 0, None)
        self.tricks_won: tuple[list[int], list[int]] = ([], FrozenList())
        """A copy of the tricks won, and them read-only."""
        self.voids: tuple[list[int], list[list[str]]] = ([], FrozenList())
        """A copy of the voids shown, and their letters read-only."""
        self.scores: tuple[object, list[Score]] = ((), FrozenList())

    def header(self, deal: TrickPlay, seat: int | None) -> dict[str, Any]:
        """The fields of ``seat``'s views that stay through the deal, in the view's order:
        the same for every deal of the game with this dealer (kept in ``_HEADERS``)."""
        game = deal.game
        key = (id(game), deal.dealer, seat)
        held = _HEADERS.get(key)
        if held is None or held[0] is not game:
            if len(_HEADERS) > HEADERS_LIMIT:
                _HEADERS.clear()
            header = dict.fromkeys(CoreView.__annotations__)
            header.update(game=game.name, seat=seat, players=freeze(game.player_names))
            header["dealer"] = deal.dealer
            held = _HEADERS[key] = (game, header)
        header = self.headers[seat] = held[1]
        return header

    def view(
        self,
        deal: TrickPlay,
        seat: int | None,
        log: list[LogEntry],
        details: Mapping[str, Any],
        hints: Mapping[str, Any],
        match_scores: Sequence[Score] | None,
        hand: list[str] | None,
        show_hand: bool,
        exposed: Sequence[int],
        played: list[str] | None = None,
    ) -> CoreView:
        """The view of ``seat``, each kept piece brought up to date first."""
        header = self.headers.get(seat)
        if header is None:
            header = self.header(deal, seat)
        view = header.copy()
        to_act = deal.to_act
        view["phase"] = deal.phase
        view["to_act"] = to_act
        hands_held = deal.hands
        hands: list[list[str] | None] = [None] * len(hands_held)
        if seat is not None:
            if seat == to_act:
                legal: Any = deal._legal  # the deal's own, kept while the position stays
                if legal is None:
                    deal.legal_actions()
                    legal = deal._legal
                held = self.legal
                if held[0] is legal:
                    view["legal"] = held[1]
                else:
                    texts = _legal_texts(legal)
                    self.legal = (legal, texts)
                    view["legal"] = texts
            else:
                view["legal"] = []
            if show_hand:
                if hand is None:
                    hand = self.hand_texts.kept_in(self.hands[seat], hands_held[seat])
                hands[seat] = hand
                view["hand"] = hand
        else:
            view["legal"] = []
        for shown in exposed:
            if shown != seat:
                hands[shown] = self.hand_texts.kept_in(self.hands[shown], hands_held[shown])
        view["hands"] = hands
        view["hand_sizes"] = list(map(int.bit_count, hands_held))
        trick = deal.trick
        if trick is not None:
            kept_trick, entries = self.trick
            if kept_trick is not trick or len(entries) != len(trick.cards):
                entries = self._entries(deal, trick)
            view["trick"] = {"leader": trick.leader, "cards": entries[:]}
        last = deal.last_trick
        if last is not None:
            held_last = self.last_trick
            if held_last[0] is last and held_last[1] == len(last.cards):
                view["last_trick"] = held_last[2]
            else:
                entries = self._entries(deal, last)
                last_view: TrickView = FrozenDict(leader=last.leader, cards=FrozenList(entries))  # type: ignore[assignment]
                self.last_trick = (last, len(last.cards), last_view)
                view["last_trick"] = last_view
        won = deal.tricks_won
        held_won = self.tricks_won
        if held_won[0] != won:
            held_won = self.tricks_won = (won[:], FrozenList(won))
        view["tricks_won"] = held_won[1]
        voids = deal.voids
        held_voids = self.voids
        if held_voids[0] != voids:
            letters = _VOID_LETTERS
            shown_voids = FrozenList(
                [_void_letters(v) if (known := letters.get(v)) is None else known for v in voids]
            )
            held_voids = self.voids = (voids[:], shown_voids)
        view["voids"] = held_voids[1]
        view["played"] = (
            self.played_texts.kept_in(self.played, deal.played) if played is None else played
        )
        view["log"] = log
        totals = deal.carry.totals if match_scores is None else match_scores
        held_scores = self.scores
        if held_scores[0] is not totals:
            held_scores = self.scores = (totals, freeze(list(totals)))
        view["match_scores"] = held_scores[1]
        view["details"] = details
        view["hints"] = hints
        return view  # type: ignore[return-value]

    def _entries(self, deal: TrickPlay, trick: Trick) -> list[PlayedCard]:
        """The entries of ``trick``'s cards, kept as the trick in progress: those kept for
        it already and the rest added, each seat's card's entry made once per deal."""
        kept_trick, entries = self.trick
        cards = trick.cards
        done = len(entries)
        if kept_trick is not trick or done > len(cards):
            entries = []
            done = 0
            self.trick = (trick, entries)
        if done < len(cards):
            texts = deal.table.texts
            for seat, card in zip(trick.seats[done:], cards[done:], strict=True):
                text = texts[card]
                entry = _PLAYED_CARDS.get((seat, text))
                if entry is None:
                    made: Any = FrozenDict(seat=seat, card=text)
                    entry = _PLAYED_CARDS[seat, text] = made
                entries.append(entry)
        return entries


_PLAYED_CARDS: dict[tuple[int, str], PlayedCard] = {}
"""A seat's card in a trick as views show it, read-only, by (seat, card text): made once for
every deal (a few hundred at most)."""

_HEADERS: dict[tuple[int, int, int | None], tuple[object, dict[str, Any]]] = {}
"""(id of a game, dealer, seat) -> (the game, the fields of the seat's views that stay)."""
HEADERS_LIMIT = 1 << 10
"""``_HEADERS`` is emptied when it grows past this many entries."""

_LEGAL_TEXTS: dict[int, tuple[object, list[str]]] = {}
"""id of a tuple of legal actions kept for good (a table's) -> (it, its texts read-only)."""
LEGAL_TEXTS_LIMIT = 1 << 16
"""``_LEGAL_TEXTS`` is emptied when it grows past this many entries."""


def _legal_texts(legal: Sequence[Action]) -> list[str]:
    """The texts of ``legal``, read-only: looked up for a tuple (a card table's actions of a
    suit's part, the same object at every position it is legal), made for a list."""
    if type(legal) is tuple:
        held = _LEGAL_TEXTS.get(id(legal))
        if held is not None and held[0] is legal:
            return held[1]
        if len(_LEGAL_TEXTS) > LEGAL_TEXTS_LIMIT:
            _LEGAL_TEXTS.clear()
        texts: list[str] = FrozenList([action.text for action in legal])
        _LEGAL_TEXTS[id(legal)] = (legal, texts)
        return texts
    return FrozenList([action.text for action in legal])


CORE, LOG = "core", "log"
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
    return view  # type: ignore[return-value]
