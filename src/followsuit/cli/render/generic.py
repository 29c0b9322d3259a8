"""Rendering any game from its views alone: the typed core (hand, hands face up, trick, last
trick, tricks won, log, scores), the game's ``details`` read by field name, and the game's
``hints`` (labels of its actions, its bid grid, its notes). It knows no game by name."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from rich.console import RenderableType
from rich.panel import Panel
from rich.table import Table
from rich.text import Text

from followsuit.cards import Suit
from followsuit.cli.render.cards import (
    PUNCTUATION,
    SUIT_STYLE,
    action_text,
    card_of,
    card_text,
    hand_text,
    words_text,
)
from followsuit.cli.render.ends import DealEnds
from followsuit.cli.render.pieces import (
    joined,
    name_of,
    scores_line,
    value_text,
)
from followsuit.engine.views import CALL
from followsuit.errors import NotationError

SUIT_NAMES = {
    Suit.SPADES: "spades",
    Suit.HEARTS: "hearts",
    Suit.DIAMONDS: "diamonds",
    Suit.CLUBS: "clubs",
}
MANY_CHOICES = 24
"""Above this many legal actions, list the kinds of action rather than every one."""


def _suit_of_symbol(symbol: str) -> Suit | None:
    try:
        return Suit.parse(symbol)
    except NotationError:
        return None


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


class GenericRenderer(DealEnds):
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

    def sentence(self, view: Mapping[str, Any], text: str) -> Text:
        """A sentence for the player (a refusal, a note, what was taken back) naming cards and
        bids as the table does: a bid of the hints' grid as its cell (``13♣``), a card as the
        hand shows it (``10♥``, ``C♣``, never ``TH``, ``CC``)."""
        cells = _grid_cells(hints_of(view))
        out = Text()
        for position, word in enumerate(text.split(" ")):
            if position:
                out.append(" ")
            core = word.strip(PUNCTUATION)
            if core and core in cells:
                start = word.index(core)
                out.append(word[:start])
                out.append_text(self.call_label(view, core))
                out.append(word[start + len(core) :])
            else:
                out.append_text(words_text(word))
        return out

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
            parts.append(f"dealer {name_of(players, view['dealer'])}")
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
            subtitle = f"you are {name_of(view.get('players', []), seat)}"
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
        return scores_line(names, totals, [i for i in range(len(totals)) if i not in dummies])

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
            return Text(value_text(trump))
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
            return Text(value_text(trump)) + Text("  turned up ") + shown
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
                part = Text(f"{name_of(players, seat)} ")
                part.append_text(hand_text(cards))
                parts.append(part)
        return joined(parts, " · ")

    def declared(self, view: Mapping[str, Any]) -> Text | None:
        """Each player's declared points and the last declaration (``details.points``,
        ``details.declarations``)."""
        details = details_of(view)
        points = details.get("points")
        declarations = details.get("declarations")
        players = view.get("players", [])
        if not isinstance(points, list) or not isinstance(declarations, list):
            return None
        text = joined(
            [Text(f"{name_of(players, s)} {value_text(p)}") for s, p in enumerate(points)], " · "
        )
        if declarations:
            last = declarations[-1]
            said = Text(f"   last: {name_of(players, last.get('seat'))} {last.get('kind')} ")
            said.append_text(action_text(" ".join(last.get("cards", []))))
            said.append(f" {last.get('points')}")
            said.stylize("dim")
            text.append_text(said)
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
        out.append(f" by {name_of(view.get('players', []), details.get('bidder'))}")
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
            text.append(f" {value_text(details['doubled'])}")
        declarer = details.get("declarer")
        if isinstance(declarer, int):
            text.append(f" by {name_of(view.get('players', []), declarer)}")
        return text

    def bids(self, view: Mapping[str, Any]) -> Text | None:
        players = view.get("players", [])
        bids = details_of(view).get("bids")
        if not isinstance(bids, list) or len(bids) != len(players) or not players:
            return None
        if all(b is None for b in bids):
            return Text("none yet", style="dim")
        return joined(
            [
                Text(f"{name_of(players, s)} ") + (Text("—", style="dim") if b is None else Text(b))
                for s, b in enumerate(bids)
            ]
        )

    def calls(self, view: Mapping[str, Any]) -> Text | None:
        """The log's entries that are not card plays, nor the game's routine steps (its
        hints' ``routine`` kinds: Bézique's draws, 19's discards). Before the play, one a line,
        each call with its meaning when the view comes with ``explanations`` (one per ``call``
        entry), but for the viewer's own calls: the meaning is the bots' reading of a call, not
        the player's. Once the play starts, the calls alone on one line."""
        players = view.get("players", [])
        routine = set(hints_of(view).get("routine", []))
        calls = [e for e in view.get("log", []) if e.get("kind") != "play"]
        meanings = list(view.get("explanations") or [])
        explained = bool(meanings) and view.get("trick") is None  # before the play
        lines: list[Text] = []
        for entry in calls:
            meaning = meanings.pop(0) if entry.get("kind") == CALL and meanings else None
            if entry.get("kind") in routine:
                continue
            line = Text(f"{name_of(players, entry.get('seat'))} ")
            start = len(line)
            line.append_text(self.entry_text(view, str(entry.get("kind")), str(entry["text"])))
            if meaning is not None and explained and entry.get("seat") != view.get("seat"):
                line.stylize("bold", start)
                line.append(f"  {meaning}", style="dim")
            lines.append(line)
        if not lines:
            return None
        shown = lines[-self.calls_shown :]
        out = Text("\n").join(shown) if explained else joined(shown, " · ")
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
        out = joined(
            [
                Text(f"{name_of(players, s)} {contracts[s]}")
                for s in order
                if contracts[s] is not None
            ],
            " · ",
        )
        waiting = [s for s in order if contracts[s] is None]
        if waiting and view.get("to_act") in waiting:
            out.append(f"   {name_of(players, view.get('to_act'))} to claim")
        return out

    def notes(self, view: Mapping[str, Any]) -> Text | None:
        """The game's notes (``hints.notes``: a details field -> its sentence) for the fields
        set now, such as a forbidden claim or a blocked lead."""
        details = details_of(view)
        lines = []
        for key, note in hints_of(view).get("notes", {}).items():
            value = details.get(key)
            if value is not None and value is not False:
                line = self.sentence(view, str(note).format(value=value))
                line.stylize("bold")
                lines.append(line)
        return Text("\n").join(lines) if lines else None

    def trick(self, view: Mapping[str, Any], key: str) -> Text | None:
        trick = view.get(key)
        if not isinstance(trick, Mapping):
            return None
        players = view.get("players", [])
        cards = trick.get("cards", [])
        if not cards:
            return Text(f"{name_of(players, trick.get('leader'))} to lead", style="dim")
        return joined(
            [Text(f"{name_of(players, c['seat'])} ") + card_text(c["card"]) for c in cards]
        )

    def last_trick(self, view: Mapping[str, Any]) -> Text | None:
        text = self.trick(view, "last_trick")
        if text is None:
            return None
        current = view.get("trick")
        if isinstance(current, Mapping) and isinstance(current.get("leader"), int):
            text.append(f"   taken by {name_of(view.get('players', []), current['leader'])}")
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
            text = Text(f"{name_of(players, seat)} {count}")
            if seat < len(contracts) and contracts[seat] is not None:
                text.append(
                    f" of {contracts[seat]}", style="bold" if count == contracts[seat] else ""
                )
            parts.append(text)
        out = joined(parts)
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
            text.append(f"   ({name_of(players, owner)})", style="dim")
            parts.append(text)
        return Text("\n").join(parts)

    def playing_for(self, view: Mapping[str, Any]) -> Text | None:
        """Whose hand the seat to act plays from, when it is not its own (``playing_for``)."""
        hand, seat = details_of(view).get("playing_for"), view.get("seat")
        if not isinstance(hand, int) or hand == seat or seat != view.get("to_act"):
            return None
        return Text(f"you play from {name_of(view.get('players', []), hand)}'s hand", style="bold")

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
                return joined([*others, span], ", ") + Text(tail, style="dim")
        if len(legal) > MANY_CHOICES and not everything:
            return self.kinds_of(legal)
        if _grid_cells(hints) or hints.get("labels"):
            return joined([self.call_label(view, t) for t in legal], " ")
        return joined([action_text(t) for t in legal], " ")

    def kinds_of(self, legal: Sequence[str]) -> Text:
        """Too many legal actions to list, summed up by their verbs, a verb taking words with
        an example: ``79 choices: give … (such as give 4♠ Q♥), decline``."""
        examples: dict[str, str | None] = {}
        for text in legal:
            verb, _, words = text.partition(" ")
            if words and examples.get(verb) is None:
                examples[verb] = text
            else:
                examples.setdefault(verb, None)
        parts = []
        for verb, example in list(examples.items())[:MANY_CHOICES]:
            part = action_text(verb)
            if example is not None and verb != example:
                part += Text(" … (such as ") + action_text(example) + Text(")")
            parts.append(part)
        if len(examples) > MANY_CHOICES:
            parts.append(Text("…"))
        return (
            Text(f"{len(legal)} choices: ")
            + joined(parts, ", ")
            + Text("  (type 'legal' to list them all)", style="dim")
        )

    def entry(self, view: Mapping[str, Any], entry: Mapping[str, Any]) -> Text:
        """One line for a log entry as it is played."""
        players = view.get("players", [])
        who = Text(f"  {name_of(players, entry.get('seat')):>12}  ", style="dim")
        return who + self.entry_text(view, str(entry.get("kind")), str(entry["text"]))
