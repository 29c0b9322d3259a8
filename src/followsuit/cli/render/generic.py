"""Rendering any game from its views alone: the typed core (hand, hands face up, trick, last
trick, tricks won, log, scores), the game's presentation (``GameSpec.present``: typed rows of
pieces, ``games.presentation``) and the game's ``hints`` (labels of its actions, its bid grid,
its notes). It knows no game by name and reads no field of a game's own."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from rich.console import RenderableType
from rich.panel import Panel
from rich.table import Table
from rich.text import Text

from followsuit import games
from followsuit.cards import Suit
from followsuit.cli.render.cards import (
    PUNCTUATION,
    SUIT_STYLE,
    action_text,
    card_text,
    hand_text,
    words_text,
)
from followsuit.cli.render.ends import DealEnds
from followsuit.cli.render.pieces import (
    joined,
    name_of,
    scores_line,
)
from followsuit.engine.views import CALL
from followsuit.errors import NotationError
from followsuit.games.presentation import NOTHING, Piece, Presentation, Row

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


def presented(view: Mapping[str, Any]) -> Presentation:
    """What the view's game shows beyond the core (its ``GameSpec.present``); nothing for a
    game that says nothing more, or a view that names no game."""
    name = view.get("game")
    present = games.spec(name).present if isinstance(name, str) else None
    return NOTHING if present is None else present(view)


def details_of(view: Mapping[str, Any]) -> Mapping[str, Any]:
    """The game's own section of a view (``details``), read only by the fields its hints
    name (its ``notes``)."""
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
    """Draws a table from one seat's view: the core fields, the game's presentation (typed
    rows), and the game's ``hints`` (labels, bid grid, notes) for what only the game knows."""

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
        """The table's labelled rows, top to bottom: the scores, the game's own rows (its
        presentation), the calls unless the game's rows say them, the tricks, the notes, the
        hands, and the game's rows about the seat to act; a subclass may add or replace rows."""
        shown = presented(view)
        game_rows = [
            (row["label"], self.row_text(view, row)) for row in [*shown["rows"], *shown["centre"]]
        ]
        foot = [(row["label"], self.row_text(view, row)) for row in shown["foot"]]
        rows: list[tuple[str, RenderableType | None]] = [
            ("Scores", self.scores(view)),
            *game_rows,
            ("Calls", self.calls(view) if shown["calls"] else None),
            ("Tricks", self.tricks(view)),
            ("Trick", self.trick(view, "trick")),
            ("Last", self.last_trick(view)),
            ("Note", self.notes(view)),
            ("Face up", self.face_up(view)),
            ("Hand", self.hand(view)),
            *foot,
        ]
        return [(label, text) for label, text in rows if text is not None]

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
        """The match's totals, the columns the game leaves out (a dummy's, where scores are
        kept per seat: it scores nothing of its own) left out."""
        match = view.get("match")
        if isinstance(match, Mapping) and "totals" in match:
            names, totals = match.get("score_names", []), match["totals"]
        elif isinstance(view.get("match_scores"), list):
            names, totals = view.get("players", []), view["match_scores"]
            if len(names) != len(totals):
                names = [f"side {i + 1}" for i in range(len(totals))]
        else:
            return None
        left_out = presented(view)["left_out"]
        if len(totals) != len(view.get("players", [])):
            left_out = []  # scores a side: no column is a seat's
        return scores_line(names, totals, [i for i in range(len(totals)) if i not in left_out])

    def row_text(self, view: Mapping[str, Any], row: Row) -> Text:
        """A row of the game's presentation, each piece drawn as the table draws its kind; the
        first piece's style is the row's (it runs on to the cell's end)."""
        texts = [self.piece_text(view, piece) for piece in row["pieces"]]
        out = texts[0] if texts else Text()
        for text in texts[1:]:
            out.append_text(text)
        return out

    def piece_text(self, view: Mapping[str, Any], piece: Piece) -> Text:
        """One piece: words (a seat they name by its player's name), a card or cards with
        their glyphs, a hand grouped by suit, a call as the hints label it, a suit by its
        glyph and name, a run of pieces as one, cards face down by their count."""
        style = piece.get("style", "")
        if "text" in piece:
            words = piece["text"]
            if "seat" in piece:
                words = words.replace("{seat}", name_of(view.get("players", []), piece["seat"]))
            return Text(words, style=style)
        if "card" in piece:
            out = card_text(piece["card"])
        elif "cards" in piece:
            out = action_text(" ".join(piece["cards"]))
        elif "hand" in piece:
            out = hand_text(piece["hand"])
        elif "call" in piece:
            out = self.call_label(view, piece["call"])
        elif "run" in piece:
            out = Text()
            for part in piece["run"]:
                out.append_text(self.piece_text(view, part))
        elif "suit" in piece:
            suit = Suit.parse(piece["suit"])
            name = SUIT_NAMES.get(suit, suit.name.lower())
            out = Text(f"{suit.glyph} {name}", style=SUIT_STYLE.get(suit, ""))
        elif "backs" in piece:
            count = piece["backs"]
            out = Text("a card face down" if count == 1 else f"{count} cards face down")
        else:
            return Text()
        if style:
            out.stylize(style)
        return out

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

    def notes(self, view: Mapping[str, Any]) -> Text | None:
        """The game's notes (``hints.notes``: a details field -> its sentence) for the fields
        set now, such as a forbidden claim or a blocked lead, but those its presentation's rows
        say; then its presentation's own."""
        details = details_of(view)
        shown = presented(view)
        said = [
            str(note).format(value=value)
            for key, note in hints_of(view).get("notes", {}).items()
            if key not in shown["covered"]
            if (value := details.get(key)) is not None and value is not False
        ]
        lines = []
        for sentence in [*said, *shown["notes"]]:
            line = self.sentence(view, sentence)
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
        """Tricks won, beside the tricks each player aims at where the game says (its
        presentation's ``targets``: a contract)."""
        won = view.get("tricks_won")
        if not isinstance(won, list) or (view.get("trick") is None and not any(won)):
            return None
        players = view.get("players", [])
        targets = presented(view)["targets"] or []
        parts = []
        for seat, count in enumerate(won):
            text = Text(f"{name_of(players, seat)} {count}")
            if seat < len(targets) and targets[seat] is not None:
                text.append(f" of {targets[seat]}", style="bold" if count == targets[seat] else "")
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

    def face_up(self, view: Mapping[str, Any]) -> Text | None:
        """Hands lying face up that are not the viewer's (``hands``: a dummy's, the others'
        forehead cards in Oh Hell's Devil's Bridge), each with its owner's name."""
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
