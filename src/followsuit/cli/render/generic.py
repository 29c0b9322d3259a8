"""Rendering any game from its views alone: the typed core (hand, hands face up, trick, last
trick, tricks won, log, scores), the game's ``details`` read by field name, and the game's
``hints`` (labels of its actions, its bid grid, its notes). It knows no game by name."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from rich.console import Group, RenderableType
from rich.panel import Panel
from rich.table import Table
from rich.text import Text

from followsuit.cards import Suit
from followsuit.cli.render.cards import SUIT_STYLE, action_text, card_of, card_text, hand_text
from followsuit.engine.points import points_text
from followsuit.engine.views import CALL
from followsuit.errors import NotationError
from followsuit.games import ResultFields

SUIT_NAMES = {
    Suit.SPADES: "spades",
    Suit.HEARTS: "hearts",
    Suit.DIAMONDS: "diamonds",
    Suit.CLUBS: "clubs",
}
MANY_CHOICES = 24
"""Above this many legal actions, list the kinds of action rather than every one."""


def _name(players: Sequence[str], seat: Any) -> str:
    if isinstance(seat, int) and 0 <= seat < len(players):
        return str(players[seat])
    return "?"


def _joined(parts: Sequence[Text], separator: str = "  ") -> Text:
    out = Text()
    for position, part in enumerate(parts):
        if position:
            out.append(separator, style="dim")
        out.append_text(part)
    return out


def _suit_of_symbol(symbol: str) -> Suit | None:
    try:
        return Suit.parse(symbol)
    except NotationError:
        return None


def _value(value: Any) -> str:
    if value is None:
        return "—"
    if isinstance(value, bool):
        return "yes" if value else "no"
    if isinstance(value, list | tuple):
        return " ".join(_value(v) for v in value) or "—"
    if isinstance(value, dict):
        return ", ".join(f"{k} {_value(v)}" for k, v in value.items())
    if isinstance(value, float):
        return points_text(value)
    return str(value)


def _row(value: Any, columns: int) -> bool:
    """Whether a result field is one value a column (not objects, which read as notes)."""
    return (
        isinstance(value, list)
        and len(value) == columns
        and not any(isinstance(v, Mapping) for v in value)
    )


def details_of(view: Mapping[str, Any]) -> Mapping[str, Any]:
    """The game's own section of a view (``details``)."""
    details = view.get("details")
    return details if isinstance(details, Mapping) else {}


def hints_of(view: Mapping[str, Any]) -> Mapping[str, Any]:
    hints = view.get("hints")
    return hints if isinstance(hints, Mapping) else {}


def _grid_cells(hints: Mapping[str, Any]) -> dict[str, tuple[str, str]]:
    """Action text -> (row, column) of the hints' bid grid."""
    grid = hints.get("bid_grid")
    if not isinstance(grid, Mapping):
        return {}
    return {
        text: (row, column)
        for row, cells in grid.get("cells", {}).items()
        for column, text in cells.items()
    }


def _kept(count: int, shown: Sequence[int] | None) -> list[int]:
    """The score columns to show of ``count``: those ``shown`` (None: every one)."""
    return list(range(count)) if shown is None else [i for i in shown if 0 <= i < count]


def _scores_line(names: Sequence[str], values: Sequence[Any], shown: Sequence[int] | None) -> Text:
    """``North-South 120  East-West 80``: each score ``shown`` (None: every one) by its name."""
    count = min(len(names), len(values))
    return _joined([Text(f"{names[i]} {_value(values[i])}") for i in _kept(count, shown)])


class GenericRenderer:
    """Draws a table from one seat's view: the core fields, the game's ``details`` by their
    names, and the game's ``hints`` (labels, bid grid, notes) for what only the game knows."""

    calls_shown = 16

    # -- labels from the hints ------------------------------------------------------------

    def call_label(self, view: Mapping[str, Any], text: str) -> Text:
        """An action that moves no card, as the game labels it: a bid grid's cell as its row
        and its column's glyph (``13♣``), else the hints' label, else the text."""
        hints = hints_of(view)
        cell = _grid_cells(hints).get(text)
        if cell is not None:
            row, column = cell
            strains = hints.get("strains", {})
            if column in strains:
                glyph = str(strains[column]["glyph"])
                suit = _suit_of_symbol(column)
                return Text(f"{row}{glyph}", style=SUIT_STYLE.get(suit, "") if suit else "")
        labels = hints.get("labels", {})
        if text in labels:
            return Text(str(labels[text]))
        return action_text(text)

    def entry_text(self, view: Mapping[str, Any], kind: str, text: str) -> Text:
        """A log entry's text: a card played with its glyph, any other action by its label."""
        return card_text(text) if kind == "play" else self.call_label(view, text)

    def bid_label(self, view: Mapping[str, Any], bid: Any) -> Text:
        """A bid of ``details`` (its ``text`` field) as the game labels it."""
        text = bid.get("text") if isinstance(bid, Mapping) else bid
        return self.call_label(view, str(text)) if text is not None else Text("—")

    # -- the table ------------------------------------------------------------------------

    def title(self, view: Mapping[str, Any], game_title: str) -> str:
        players = view.get("players", [])
        parts = [game_title]
        match = view.get("match")
        if isinstance(match, Mapping) and match.get("deal_number"):
            parts.append(f"deal {match['deal_number']}")
        if "dealer" in view:
            parts.append(f"dealer {_name(players, view['dealer'])}")
        if view.get("phase"):
            parts.append(str(view["phase"]))
        return " · ".join(parts)

    def rows(self, view: Mapping[str, Any]) -> list[tuple[str, RenderableType]]:
        """The table's labelled rows, top to bottom; a subclass may add or replace rows."""
        rows: list[tuple[str, RenderableType]] = []
        bids = self.bids(view)
        for label, text in (
            ("Scores", self.scores(view)),
            ("Bid", self.bid_in_effect(view)),
            ("Contract", self.contract(view)),
            ("Trump", self.trump(view)),
            ("Stock", self.stock(view)),
            ("Table", self.table_cards(view)),
            ("Declared", self.declared(view)),
            ("Contracts", self.contracts(view)),
            ("Bids", bids),
            ("Calls", None if bids is not None else self.calls(view)),
            ("Tricks", self.tricks(view)),
            ("Trick", self.trick(view, "trick")),
            ("Last", self.last_trick(view)),
            ("Note", self.notes(view)),
            ("Dummy", self.dummy(view)),
            ("Hand", self.hand(view)),
            ("Playing", self.playing_for(view)),
        ):
            if text is not None:
                rows.append((label, text))
        return rows

    def table(self, view: Mapping[str, Any], game_title: str) -> RenderableType:
        grid = Table.grid(padding=(0, 2))
        grid.add_column(style="bold", no_wrap=True)
        grid.add_column()
        for label, content in self.rows(view):
            grid.add_row(label, content)
        seat = view.get("seat")
        subtitle = None
        if isinstance(seat, int):
            subtitle = f"you are {_name(view.get('players', []), seat)}"
        return Panel(
            grid,
            title=Text(self.title(view, game_title)),
            subtitle=Text(subtitle) if subtitle else None,
            title_align="left",
        )

    def scores(self, view: Mapping[str, Any]) -> Text | None:
        """The match's totals, a dummy's left out (19 for two or three: ``details``' dummies,
        where scores are kept per seat): it scores nothing of its own."""
        match = view.get("match")
        if isinstance(match, Mapping) and "totals" in match:
            names, totals = match.get("score_names", []), match["totals"]
        elif isinstance(view.get("match_scores"), list):
            names, totals = view.get("players", []), view["match_scores"]
            if len(names) != len(totals):
                names = [f"side {i + 1}" for i in range(len(totals))]
        else:
            return None
        dummies = details_of(view).get("dummies") or []
        if len(totals) != len(view.get("players", [])):
            dummies = []  # scores a side: no column is a dummy's
        return _scores_line(names, totals, [i for i in range(len(totals)) if i not in dummies])

    def trump(self, view: Mapping[str, Any]) -> Text | None:
        details = details_of(view)
        if "trump" not in details:
            return None
        trump = details["trump"]
        turned = details.get("turn_up")
        if isinstance(turned, str) and turned:
            return self.turned_up_trump(trump, turned)
        if trump is None:
            hidden = details.get("trump_suits")
            if hidden:  # a concealed trump: one of these suits, not yet revealed
                names = " or ".join(SUIT_NAMES[Suit.parse(s)] for s in hidden)
                return Text(f"hidden ({names})", style="dim")
            if "contract" in details and details.get("contract") is None:
                return None  # nothing settled yet (an auction) or no contract at all
            return Text("none", style="dim")
        try:
            suit = Suit.parse(str(trump))
        except NotationError:
            return Text(_value(trump))
        text = Text(
            f"{suit.glyph} {SUIT_NAMES.get(suit, suit.name.lower())}",
            style=SUIT_STYLE.get(suit, ""),
        )
        if details.get("revealed") is False and view.get("phase") == "play":
            text.append("  (secret: not yet revealed)", style="dim")
        return text

    def turned_up_trump(self, trump: Any, turned: str) -> Text:
        """The trump a turned-up card made, with the card; no trump, with why: a joker turned
        up, or a 2 to 6 under Coulon's rule (the only rule that turns up a suit card and
        still plays without trumps)."""
        card = card_of(turned)
        shown = card_text(turned)
        if trump is None:
            if card is not None and card.is_joker:
                why = "a joker was turned up"
            else:
                why = "a 2 to 6 means no trumps (Coulon's rule)"
            return Text("none", style="bold") + Text("  turned up ") + shown + Text(f": {why}")
        try:
            suit = Suit.parse(str(trump))
        except NotationError:
            return Text(_value(trump)) + Text("  turned up ") + shown
        name = SUIT_NAMES.get(suit, suit.name.lower())
        return Text(f"{suit.glyph} {name}", style=SUIT_STYLE.get(suit, "")) + (
            Text("  turned up ") + shown
        )

    def stock(self, view: Mapping[str, Any]) -> Text | None:
        """A stock's size and its turn-up, where the game has one (``details.stock``,
        ``details.turn_up``)."""
        details = details_of(view)
        size = details.get("stock")
        if not isinstance(size, int) or isinstance(size, bool):
            return None
        text = Text(f"{size} cards")
        turn_up = details.get("turn_up")
        if isinstance(turn_up, str):
            text.append("  turn-up ")
            text.append_text(card_text(turn_up))
        return text

    def table_cards(self, view: Mapping[str, Any]) -> Text | None:
        """Each player's cards lying face up on the table (``details.table``: declared or
        open cards), where any lie there."""
        table = details_of(view).get("table")
        players = view.get("players", [])
        if not isinstance(table, list) or len(table) != len(players) or not any(table):
            return None
        parts = []
        for seat, cards in enumerate(table):
            if cards:
                part = Text(f"{_name(players, seat)} ")
                part.append_text(hand_text(cards))
                parts.append(part)
        return _joined(parts, " · ")

    def declared(self, view: Mapping[str, Any]) -> Text | None:
        """Each player's declared points and the last declaration (``details.points``,
        ``details.declarations``)."""
        details = details_of(view)
        points = details.get("points")
        declarations = details.get("declarations")
        players = view.get("players", [])
        if not isinstance(points, list) or not isinstance(declarations, list):
            return None
        text = _joined(
            [Text(f"{_name(players, s)} {_value(p)}") for s, p in enumerate(points)], " · "
        )
        if declarations:
            last = declarations[-1]
            text.append(
                f"   last: {_name(players, last.get('seat'))} {last.get('kind')} "
                f"{' '.join(last.get('cards', []))} {last.get('points')}",
                style="dim",
            )
        return text

    def bid_in_effect(self, view: Mapping[str, Any]) -> Text | None:
        """The highest bid while the auction goes on (``details.bid`` before a contract)."""
        details = details_of(view)
        if "bid" not in details or details.get("contract") is not None:
            return None
        if details.get("pass_round"):
            return None
        bid = details["bid"]
        if not bid:
            return Text("none yet", style="dim")
        out = self.bid_label(view, bid)
        out.append(f" by {_name(view.get('players', []), details.get('bidder'))}")
        raised = details.get("raised")
        if raised:
            out.append(", raised" if raised == 1 else ", re-raised", style="bold")
        return out

    def contract(self, view: Mapping[str, Any]) -> Text | None:
        details = details_of(view)
        contract = details.get("contract")
        if not contract:
            return None
        text = self.bid_label(view, contract)
        raised = details.get("raised")
        if raised:
            text.append(" raised" if raised == 1 else " re-raised", style="bold")
        if details.get("doubled"):
            text.append(f" {_value(details['doubled'])}")
        declarer = details.get("declarer")
        if isinstance(declarer, int):
            text.append(f" by {_name(view.get('players', []), declarer)}")
        return text

    def bids(self, view: Mapping[str, Any]) -> Text | None:
        players = view.get("players", [])
        bids = details_of(view).get("bids")
        if not isinstance(bids, list) or len(bids) != len(players) or not players:
            return None
        if all(b is None for b in bids):
            return Text("none yet", style="dim")
        return _joined(
            [
                Text(f"{_name(players, s)} ") + (Text("—", style="dim") if b is None else Text(b))
                for s, b in enumerate(bids)
            ]
        )

    def calls(self, view: Mapping[str, Any]) -> Text | None:
        """The log's entries that are not card plays, each call with its meaning when the
        view comes with ``explanations`` (one per ``call`` entry)."""
        players = view.get("players", [])
        calls = [e for e in view.get("log", []) if e.get("kind") != "play"]
        if not calls:
            return None
        meanings = list(view.get("explanations") or [])
        lines: list[Text] = []
        for entry in calls:
            meaning = meanings.pop(0) if entry.get("kind") == CALL and meanings else None
            line = Text(f"{_name(players, entry.get('seat'))} ")
            start = len(line)
            line.append_text(self.entry_text(view, str(entry.get("kind")), str(entry["text"])))
            if meaning is not None:
                line.stylize("bold", start)
                line.append(f"  {meaning}", style="dim")
            lines.append(line)
        shown = lines[-self.calls_shown :]
        explained = view.get("explanations") and view.get("trick") is None  # before the play
        out = Text("\n").join(shown) if explained else _joined(shown, " · ")
        if len(lines) > len(shown):
            out = Text("… ", style="dim") + out
        return out

    def contracts(self, view: Mapping[str, Any]) -> Text | None:
        """Each player's own contract, where the game gives them (``details.contracts``)."""
        details = details_of(view)
        contracts = details.get("contracts")
        players = view.get("players", [])
        if not isinstance(contracts, list) or len(contracts) != len(players):
            return None
        if all(c is None for c in contracts) or details.get("pass_round"):
            return None
        declarer = details.get("declarer")
        start = declarer if isinstance(declarer, int) else 0
        order = [(start + k) % len(players) for k in range(len(players))]
        out = _joined(
            [
                Text(f"{_name(players, s)} {contracts[s]}")
                for s in order
                if contracts[s] is not None
            ],
            " · ",
        )
        waiting = [s for s in order if contracts[s] is None]
        if waiting and view.get("to_act") in waiting:
            out.append(f"   {_name(players, view.get('to_act'))} to claim")
        return out

    def notes(self, view: Mapping[str, Any]) -> Text | None:
        """The game's notes (``hints.notes``: a details field -> its sentence) for the fields
        set now, such as a forbidden claim or a blocked lead."""
        details = details_of(view)
        lines = []
        for key, note in hints_of(view).get("notes", {}).items():
            value = details.get(key)
            if value is not None and value is not False:
                lines.append(Text(str(note).format(value=value), style="bold"))
        return Text("\n").join(lines) if lines else None

    def trick(self, view: Mapping[str, Any], key: str) -> Text | None:
        trick = view.get(key)
        if not isinstance(trick, Mapping):
            return None
        players = view.get("players", [])
        cards = trick.get("cards", [])
        if not cards:
            return Text(f"{_name(players, trick.get('leader'))} to lead", style="dim")
        return _joined(
            [Text(f"{_name(players, c['seat'])} ") + card_text(c["card"]) for c in cards]
        )

    def last_trick(self, view: Mapping[str, Any]) -> Text | None:
        text = self.trick(view, "last_trick")
        if text is None:
            return None
        current = view.get("trick")
        if isinstance(current, Mapping) and isinstance(current.get("leader"), int):
            text.append(f"   taken by {_name(view.get('players', []), current['leader'])}")
        return text

    def tricks(self, view: Mapping[str, Any]) -> Text | None:
        """Tricks won, beside each player's contract when there is one, and by side."""
        won = view.get("tricks_won")
        if not isinstance(won, list) or (view.get("trick") is None and not any(won)):
            return None
        details = details_of(view)
        players = view.get("players", [])
        contracts = details.get("contracts")
        if details.get("pass_round") or not isinstance(contracts, list):
            contracts = [None] * len(won)
        parts = []
        for seat, count in enumerate(won):
            text = Text(f"{_name(players, seat)} {count}")
            if seat < len(contracts) and contracts[seat] is not None:
                text.append(
                    f" of {contracts[seat]}", style="bold" if count == contracts[seat] else ""
                )
            parts.append(text)
        out = _joined(parts)
        sizes = view.get("hand_sizes")
        if isinstance(sizes, list) and sizes:
            out.append("   cards in hand " + " ".join(str(n) for n in sizes), style="dim")
        return out

    def hand(self, view: Mapping[str, Any]) -> Text | None:
        if not isinstance(view.get("seat"), int):
            return None
        hand = view.get("hand")
        if hand is None:
            return Text("not looked at yet", style="dim")
        return hand_text(hand) if hand else Text("no cards", style="dim")

    def dummy(self, view: Mapping[str, Any]) -> Text | None:
        """Hands lying face up that are not the viewer's (``hands``: a dummy)."""
        seat = view.get("seat")
        players = view.get("players", [])
        shown = [
            (owner, cards)
            for owner, cards in enumerate(view.get("hands") or [])
            if owner != seat and isinstance(cards, list)
        ]
        if not shown:
            return None
        parts = []
        for owner, cards in shown:
            text = hand_text(cards) if cards else Text("no cards", style="dim")
            text.append(f"   ({_name(players, owner)})", style="dim")
            parts.append(text)
        return Text("\n").join(parts)

    def playing_for(self, view: Mapping[str, Any]) -> Text | None:
        """Whose hand the seat to act plays from, when it is not its own (``playing_for``)."""
        hand, seat = details_of(view).get("playing_for"), view.get("seat")
        if not isinstance(hand, int) or hand == seat or seat != view.get("to_act"):
            return None
        return Text(f"you play from {_name(view.get('players', []), hand)}'s hand", style="bold")

    # -- what to do -------------------------------------------------------------------------

    def legal(self, view: Mapping[str, Any], *, everything: bool = False) -> Text:
        """The legal actions: a long run of the bid grid's cells as a range, a group of the
        hints' (``claim N``) as its range, the rest listed."""
        legal: list[str] = list(view.get("legal", []))
        if not legal:
            return Text("nothing to do now", style="dim")
        hints = hints_of(view)
        if not everything:
            for group in hints.get("groups", []):
                values = list(group.get("values", []))
                numbers = [values.index(t) for t in legal if t in values]
                if numbers and len(numbers) == len(legal):
                    missing = [n for n in range(numbers[0], numbers[-1] + 1) if n not in numbers]
                    out = Text(f"{group['label']}, N from {numbers[0]} to {numbers[-1]}")
                    if missing:
                        out.append(f" but not {missing[0]}", style="bold")
                    return out
            cells = _grid_cells(hints)
            bids = [t for t in legal if t in cells]
            if len(bids) > 10:
                others = [self.call_label(view, t) for t in legal if t not in cells]
                span = Text("a bid from ") + self.call_label(view, bids[0])
                span += Text(" to ") + self.call_label(view, bids[-1])
                note = str(hints["bid_grid"].get("note", ""))
                tail = (
                    f"  ({note}; 'legal' lists them all)" if note else "  ('legal' lists them all)"
                )
                return _joined([*others, span], ", ") + Text(tail, style="dim")
        if len(legal) > MANY_CHOICES and not everything:
            verbs = list(dict.fromkeys(t.split(" ")[0] if " " in t else t for t in legal))
            if len(verbs) > MANY_CHOICES:
                verbs = [*verbs[:MANY_CHOICES], "…"]
            return (
                Text(f"{len(legal)} choices: ")
                + _joined([action_text(v) for v in verbs], " ")
                + Text("  (type 'legal' to list them all)", style="dim")
            )
        if _grid_cells(hints) or hints.get("labels"):
            return _joined([self.call_label(view, t) for t in legal], " ")
        return _joined([action_text(t) for t in legal], " ")

    def entry(self, view: Mapping[str, Any], entry: Mapping[str, Any]) -> Text:
        """One line for a log entry as it is played."""
        players = view.get("players", [])
        who = Text(f"  {_name(players, entry.get('seat')):>12}  ", style="dim")
        return who + self.entry_text(view, str(entry.get("kind")), str(entry["text"]))

    # -- deal and match ends ----------------------------------------------------------------

    def deal_moment(self, end: Mapping[str, Any], players: Sequence[str]) -> RenderableType:
        """The end of a deal in words (records/deal_end.py): its last trick and who took it,
        each score line, and the match's totals after it."""
        parts: list[RenderableType] = [Text(f"Deal {end['deal']} is over", style="bold")]
        trick = end.get("last_trick")
        if isinstance(trick, Mapping) and trick.get("cards"):
            line = Text("Last trick: ")
            cards = [
                Text(f"{_name(players, c['seat'])} ") + card_text(str(c["card"]))
                for c in trick["cards"]
            ]
            line.append_text(_joined(cards, ", "))
            if end.get("winner") is not None:
                line.append(f"; {_name(players, end['winner'])} took it", style="bold")
            parts.append(line)
        parts.extend(Text(f"  {line}") for line in end.get("lines", []))
        names = list(end.get("score_names", []))
        totals = _scores_line(names, list(end.get("totals", [])), end.get("shown"))
        parts.append(Text("Totals: ", style="bold") + totals)
        return Group(*parts)

    def deal_end(
        self,
        match: Mapping[str, Any],
        players: Sequence[str],
        fields: ResultFields | None = None,
        shown: Sequence[int] | None = None,
    ) -> RenderableType:
        """The deal just finished: what happened, its scores and the running totals. The
        result's fields read as the game's ``fields`` say (seats and sides by name, what an
        empty field means); a field with one value a column is a row, a partnership game's
        per-seat field a row of a table of seats, any other a ``field: value`` note; an empty
        field the game gives no words for, or one repeating another's values, is left out.
        ``shown``: the score columns to show (indices of the deal's scores; None: all), as on
        the score sheet, which leaves out a dummy's (no score of its own)."""
        fields = fields or ResultFields()
        names: list[str] = list(match.get("score_names", []))
        result: Mapping[str, Any] = match["deal_results"][-1]
        per_side = len(names) != len(players)
        every = names if per_side else list(players)
        keep = _kept(len(every), shown)
        columns = [every[index] for index in keep]
        scores = [match["deal_scores"][-1][index] for index in keep]
        totals = [match["totals"][index] for index in keep]
        table = Table()
        table.add_column("")
        for name in columns:
            table.add_column(name, justify="right")
        seat_rows: list[tuple[str, list[str]]] = []
        notes: list[str] = []
        for key, value in result.items():
            repeated = fields.repeats.get(key)
            if repeated is not None and value == (
                scores if repeated == "score" else result.get(repeated)
            ):
                continue  # the same values under another name: shown once, there
            label = key.replace("_", " ")
            if _row(value, len(every)):
                table.add_row(
                    label,
                    *[self.result_cell(key, value[i], players, names, fields) for i in keep],
                )
            elif per_side and _row(value, len(players)):
                seat_rows.append(
                    (label, [self.result_cell(key, v, players, names, fields) for v in value])
                )
            else:
                text = self.result_text(key, value, players, names, fields)
                if text is not None:
                    notes.append(f"{label}: {text}")
        table.add_row("score", *[_value(s) for s in scores], style="bold")
        table.add_row("total", *[_value(t) for t in totals], style="bold")
        parts: list[RenderableType] = [Text(f"Deal {len(match['deal_scores'])}", style="bold")]
        if seat_rows:
            seats = Table(box=None)
            seats.add_column("")
            for name in players:
                seats.add_column(name, justify="right")
            for label, cells in seat_rows:
                seats.add_row(label, *cells)
            parts.append(seats)
        parts.append(table)
        if notes:
            parts.append(Text("; ".join(notes), style="dim"))
        return Group(*parts)

    def result_text(
        self,
        key: str,
        value: Any,
        players: Sequence[str],
        sides: Sequence[str],
        fields: ResultFields,
    ) -> str | None:
        """One field of a deal's result in words, or None when it has nothing to say: a seat
        or a side by its name, an index by the game's words for it (``values``), an object's
        fields in turn (its ``seat`` first, as whose it is), objects one after another; an
        empty field as the game's ``none`` says, if it says."""
        if value is None or value == "" or value == [] or value == {}:
            return fields.none.get(key)
        if isinstance(value, int) and not isinstance(value, bool):
            if key in fields.seats:
                return _name(players, value)
            if key in fields.sides:
                return _name(sides, value)
            words = fields.values.get(key, ())
            if 0 <= value < len(words):
                return words[value]
        if isinstance(value, Mapping):
            said = {
                str(k): self.result_text(str(k), v, players, sides, fields)
                for k, v in value.items()
            }
            whose = said.pop("seat", None) if "seat" in fields.seats else None
            text = ", ".join(f"{k.replace('_', ' ')} {v}" for k, v in said.items() if v is not None)
            return f"{whose}: {text}" if whose and text else whose or text or None
        if isinstance(value, list) and any(isinstance(v, Mapping) for v in value):
            shown = [self.result_text(key, v, players, sides, fields) for v in value]
            return " · ".join(t for t in shown if t) or fields.none.get(key)
        if isinstance(value, list):
            return " ".join(self.result_cell(key, v, players, sides, fields) for v in value)
        return _value(value)

    def result_cell(
        self,
        key: str,
        value: Any,
        players: Sequence[str],
        sides: Sequence[str],
        fields: ResultFields,
    ) -> str:
        """One cell of a row (a field with a value for each seat or side): ``—`` where the
        value is empty, its column saying whose it is."""
        text = self.result_text(key, value, players, sides, fields)
        return "—" if text is None else text

    def match_end(self, match: Mapping[str, Any], shown: Sequence[int] | None = None) -> Text:
        """The final totals and the winner; ``shown``: the score columns to name (None: all;
        a dummy's left out)."""
        names: list[str] = list(match.get("score_names", []))
        totals = match.get("totals", [])
        text = Text("Final: ", style="bold") + _scores_line(names, totals, shown)
        winner = match.get("winner")
        if match.get("over"):
            won = _name(names, winner) if winner is not None else "nobody (a tie)"
            text.append(f".  Winner: {won}", style="bold")
        else:
            text.append(".  The match is unfinished.", style="dim")
        return text
