"""Rendering any game from its views alone, by the view conventions every game follows:
hand, trick, last trick, bids or calls, tricks won, and the match's running scores."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from rich.console import Group, RenderableType
from rich.panel import Panel
from rich.table import Table
from rich.text import Text

from followsuit.cards import Suit
from followsuit.cli.render.cards import SUIT_STYLE, action_text, card_text, hand_text, is_card
from followsuit.errors import NotationError

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
        return f"{value:g}"
    return str(value)


class GenericRenderer:
    """Draws a table from one seat's view. Games with more to show subclass it."""

    calls_shown = 16

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
        for label, text in (
            ("Scores", self.scores(view)),
            ("Trump", self.trump(view)),
            ("Contract", self.contract(view)),
            ("Contracts", self.contracts(view)),
            ("Bids", self.bids(view)),
            ("Calls", None if self.bids(view) is not None else self.calls(view)),
            ("Trick", self.trick(view, "trick")),
            ("Last", self.last_trick(view)),
            ("Tricks", self.tricks(view)),
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
        match = view.get("match")
        if isinstance(match, Mapping) and "totals" in match:
            names, totals = match.get("score_names", []), match["totals"]
        elif isinstance(view.get("match_scores"), list):
            names, totals = view.get("players", []), view["match_scores"]
            if len(names) != len(totals):
                names = [f"side {i + 1}" for i in range(len(totals))]
        else:
            return None
        return _joined([Text(f"{n} {_value(t)}") for n, t in zip(names, totals, strict=False)])

    def trump(self, view: Mapping[str, Any]) -> Text | None:
        if "trump" not in view:
            return None
        trump = view["trump"]
        if trump is None:
            hidden = view.get("trump_suits")
            if hidden:  # a concealed trump (10 Bridge): one of these suits, not yet revealed
                names = " or ".join(SUIT_NAMES[Suit.parse(s)] for s in hidden)
                return Text(f"hidden ({names})", style="dim")
            return Text("none", style="dim")
        try:
            suit = Suit.parse(str(trump))
        except NotationError:
            return Text(_value(trump))
        text = Text(
            f"{suit.glyph} {SUIT_NAMES.get(suit, suit.name.lower())}",
            style=SUIT_STYLE.get(suit, ""),
        )
        if view.get("revealed") is False and view.get("phase") == "play":
            text.append("  (secret: not yet revealed)", style="dim")  # 10 Bridge's declarer
        return text

    def contract(self, view: Mapping[str, Any]) -> Text | None:
        contract = view.get("contract")
        if not contract:
            return None
        text = Text(_value(contract))
        if view.get("doubled"):
            text.append(f" {_value(view['doubled'])}")
        declarer = view.get("declarer")
        if isinstance(declarer, int):
            text.append(f" by {_name(view.get('players', []), declarer)}")
        return text

    def bids(self, view: Mapping[str, Any]) -> Text | None:
        players = view.get("players", [])
        bids = view.get("bids")
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
        """The auction (the view's ``auction`` list of [seat, call] when the game gives one),
        else the log's entries that are not card plays."""
        players = view.get("players", [])
        explained = view.get("explanations")
        if isinstance(explained, list) and explained:
            return self.explained_calls(players, explained)
        auction = view.get("auction")
        if isinstance(auction, list) and all(
            isinstance(e, list | tuple) and len(e) == 2 for e in auction
        ):
            calls = [(s, str(t)) for s, t in auction]
        elif isinstance(view.get("log"), list):
            calls = [(s, t) for s, t in view["log"] if isinstance(t, str) and not is_card(t)]
        else:
            return None
        if not calls:
            return None
        shown = calls[-self.calls_shown :]
        parts = [Text(f"{_name(players, s)} ") + action_text(t) for s, t in shown]
        out = _joined(parts, " · ")
        if len(calls) > len(shown):
            out = Text("… ", style="dim") + out
        return out

    def explained_calls(self, players: Sequence[str], explained: list[Any]) -> Text:
        """Calls with their meanings under the bidding system (view key ``explanations``:
        ``[seat, call, meaning]`` entries), one per line."""
        shown = explained[-self.calls_shown :]
        lines = [
            Text(f"{_name(players, seat)} ") + Text(str(call), "bold") + Text(f"  {meaning}", "dim")
            for seat, call, meaning in shown
        ]
        out = Text("\n").join(lines)
        if len(explained) > len(shown):
            out = Text("…\n", style="dim") + out
        return out

    def contracts(self, view: Mapping[str, Any]) -> Text | None:
        """Each player's own contract, where the game gives them (view key ``contracts``)."""
        contracts = view.get("contracts")
        players = view.get("players", [])
        if not isinstance(contracts, list) or len(contracts) != len(players):
            return None
        if all(c is None for c in contracts):
            return None
        return _joined(
            [
                Text(f"{_name(players, s)} ")
                + (Text("—", style="dim") if c is None else Text(str(c)))
                for s, c in enumerate(contracts)
            ]
        )

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
        won = view.get("tricks_won")
        if not isinstance(won, list):
            return None
        players = view.get("players", [])
        sizes = view.get("hand_sizes")
        out = _joined([Text(f"{_name(players, s)} {count}") for s, count in enumerate(won)])
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
        """An exposed hand (``dummy_hand``, of seat ``dummy``), for games with a dummy."""
        cards = view.get("dummy_hand")
        if not isinstance(cards, list):
            return None
        text = hand_text(cards) if cards else Text("no cards", style="dim")
        if isinstance(view.get("dummy"), int):
            text.append(f"   ({_name(view.get('players', []), view['dummy'])})", style="dim")
        return text

    def playing_for(self, view: Mapping[str, Any]) -> Text | None:
        """Whose hand the seat to act plays from, when it is not its own (``playing_for``)."""
        hand, seat = view.get("playing_for"), view.get("seat")
        if not isinstance(hand, int) or hand == seat or seat != view.get("to_act"):
            return None
        return Text(f"you play from {_name(view.get('players', []), hand)}'s hand", style="bold")

    # -- what to do -------------------------------------------------------------------------

    def legal(self, view: Mapping[str, Any], *, everything: bool = False) -> Text:
        legal: list[str] = list(view.get("legal", []))
        if not legal:
            return Text("nothing to do now", style="dim")
        if len(legal) > MANY_CHOICES and not everything:
            verbs = list(dict.fromkeys(t.split(" ")[0] if " " in t else t for t in legal))
            if len(verbs) > MANY_CHOICES:
                verbs = [*verbs[:MANY_CHOICES], "…"]
            return (
                Text(f"{len(legal)} choices: ")
                + _joined([action_text(v) for v in verbs], " ")
                + Text("  (type 'legal' to list them all)", style="dim")
            )
        return _joined([action_text(t) for t in legal], " ")

    def action(self, players: Sequence[str], seat: int, text: str) -> Text:
        """One line for an action as it is played."""
        return Text(f"  {_name(players, seat):>12}  ", style="dim") + action_text(text)

    # -- deal and match ends ----------------------------------------------------------------

    def deal_end(self, match: Mapping[str, Any], players: Sequence[str]) -> RenderableType:
        """The deal just finished: its scores, what happened, and the running totals."""
        names: list[str] = list(match.get("score_names", []))
        scores = match["deal_scores"][-1]
        result: Mapping[str, Any] = match["deal_results"][-1]
        table = Table()
        table.add_column("")
        per_side = len(names) != len(players)
        columns = names if per_side else list(players)
        for name in columns:
            table.add_column(name, justify="right")
        seat_rows: list[tuple[str, list[Any]]] = []
        notes: list[str] = []
        for key, value in result.items():
            label = key.replace("_", " ")
            if isinstance(value, list) and len(value) == len(columns):
                table.add_row(label, *[_value(v) for v in value])
            elif per_side and isinstance(value, list) and len(value) == len(players):
                seat_rows.append((label, value))
            else:
                notes.append(f"{label}: {_value(value)}")
        table.add_row("score", *[_value(s) for s in scores], style="bold")
        table.add_row("total", *[_value(t) for t in match["totals"]], style="bold")
        parts: list[RenderableType] = [Text(f"Deal {len(match['deal_scores'])}", style="bold")]
        if seat_rows:
            seats = Table(box=None)
            seats.add_column("")
            for name in players:
                seats.add_column(name, justify="right")
            for label, value in seat_rows:
                seats.add_row(label, *[_value(v) for v in value])
            parts.append(seats)
        parts.append(table)
        if notes:
            parts.append(Text("; ".join(notes), style="dim"))
        return Group(*parts)

    def match_end(self, match: Mapping[str, Any]) -> Text:
        names: list[str] = list(match.get("score_names", []))
        totals = match.get("totals", [])
        text = Text("Final: ", style="bold") + _joined(
            [Text(f"{n} {_value(t)}") for n, t in zip(names, totals, strict=False)]
        )
        winner = match.get("winner")
        if match.get("over"):
            won = _name(names, winner) if winner is not None else "nobody (a tie)"
            text.append(f".  Winner: {won}", style="bold")
        else:
            text.append(".  The match is unfinished.", style="dim")
        return text
