"""``followsuit play GAME``: a match in the terminal against bots, or hot-seat, or watched.

People type action texts; ``help``, ``legal``, ``last``, ``show``, ``scores``, ``hint``,
``undo`` and ``quit`` are commands. A mistyped or illegal action gets a one-line reason and a
fresh prompt. At a deal's end its last trick and score are shown in words and, at a terminal,
play waits for Enter. With several people at one terminal, a hand is shown only after a "pass
the device" prompt.
"""

from __future__ import annotations

import re
import sys
import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from enum import Enum
from pathlib import Path
from random import Random
from typing import Annotated, Any

import typer
from rich.console import Console
from rich.text import Text

from followsuit import games, records
from followsuit.bots import default_bot, seat_bots
from followsuit.bots.hint import hint
from followsuit.cli.app import FAILED, app, console, fail, one_line, unwritable, user_errors
from followsuit.cli.options_text import parse_assignments
from followsuit.cli.render import GenericRenderer, renderer_for
from followsuit.cli.render.cards import is_card, words_text
from followsuit.cli.runs import Samples, Seconds
from followsuit.cli.table import TableSession, parse_seat
from followsuit.engine import Deal, Game, normalise
from followsuit.errors import GameError, IllegalAction, OptionError
from followsuit.records.deal_end import deal_end, shown_scores
from followsuit.records.explain import explained_view
from followsuit.sim.batches import check_budget

HELP = """\
Type an action as the game writes it: a card (QH, 10S), a bid (4, nil, 13C), pass, ...
A card is its rank then its suit: QH the queen of hearts, TS or 10S the ten of spades (T is ten),
JK a joker; in 19 CH the cavalier and VD the valet, trumps T1 to T21 and TF the Tomfool.
Commands: legal (every legal action), last (the last trick), show (the table again),
scores (the match so far), hint (what your seat's bot would do), undo (take back your last
action when the others are bots), help, quit."""

REFUSAL_WIDTH = 100
"""A refusal's line, its mark included, is at most this many characters."""
RECORD_EXAMPLE = "match.json"
"""The file name suggested for a record when a folder is given."""
COMMANDS = {
    *("help", "?", "legal", "last", "show", "table", "scores", "score", "undo", "takeback"),
    "hint",
    *("quit", "exit"),
}


class Stop(Enum):
    ENDED = "ended"
    DEALS = "deals"
    QUIT = "quit"


Ask = Callable[[str], str | None]
"""Reads one line after a prompt; None at the end of input."""


def terminal_ask(out: Console, *, echo: bool, flush: bool = False) -> Ask:
    """Read lines from standard input; with ``echo`` (input that is not a person typing at a
    terminal) print each line after its prompt, so the transcript reads like a session; with
    ``flush`` (a person at a terminal) first discard what was typed before the prompt, so
    nothing typed while the bots played is taken as an answer to it, and read the line with
    the prompt given to ``input`` (:func:`read_line`)."""

    def ask(prompt: str) -> str | None:
        if flush:
            discard_typed_ahead()
        try:
            line = read_line(out, prompt) if flush else out.input(prompt)
        except EOFError:
            out.print()
            return None
        if echo:
            out.print(line, markup=False, highlight=False)
        return line

    return ask


ESCAPE = re.compile(r"(\x1b\[[0-9;]*m)")
"""A terminal's colour code in a rendered prompt."""


def read_line(out: Console, prompt: str) -> str:
    """A line typed after ``prompt`` (rich markup), the prompt rendered by ``out`` and given to
    ``input`` itself: with readline loaded, a prompt printed before ``input`` (as rich's
    ``Console.input`` prints it) leaves an empty answer's line unended, and the next prompt
    follows on the same line. Colour codes are marked as taking no room (readline's
    ``\x01``...``\x02``), so line editing keeps to the prompt's width."""
    with out.capture() as captured:
        out.print(prompt, end="")
    return input(ESCAPE.sub("\x01\\1\x02", captured.get()))


def discard_typed_ahead() -> None:
    """Throw away the input a terminal holds that nobody has read yet."""
    try:
        import termios

        termios.tcflush(sys.stdin.fileno(), termios.TCIFLUSH)
    except (ImportError, OSError, ValueError):  # not a POSIX terminal: nothing to discard
        pass


@dataclass
class PlayLoop:
    """Runs a :class:`TableSession` in a terminal until the match ends, ``deals`` deals are
    played, or someone quits."""

    session: TableSession
    out: Console
    ask: Ask
    renderer: GenericRenderer
    deals: int | None = None
    pause: float = 0.0
    clear: bool = False
    """Clear the screen between people at one terminal (only on a real terminal)."""
    wait_at_deal_end: bool = False
    """At a deal's end, wait for Enter before the next deal (a person at a real terminal)."""
    _stopped: bool = False
    _deal_index: int = 0
    _log_seen: int = 0
    _tricks_seen: list[int] = field(default_factory=list)
    _last_human: int | None = None

    @property
    def hotseat(self) -> bool:
        return len(self.session.humans) > 1

    @property
    def viewer(self) -> int | None:
        """Whose eyes the running commentary uses: the one person's, or a spectator's when
        several people share the screen."""
        humans = self.session.humans
        return humans[0] if len(humans) == 1 else None

    @property
    def players(self) -> list[str]:
        return self.session.game.player_names

    def run(self) -> Stop:
        while True:
            match = self.session.match  # a new match after an undo: never keep the old one
            seat = match.to_act
            if seat is None:
                return Stop.ENDED
            if self.deals is not None and len(match.finished) >= self.deals:
                return Stop.DEALS
            if not self.session.human_to_act:
                self.session.bot_step()
                self.commentary()
                if self._stopped:
                    return Stop.QUIT
                if self.pause:
                    time.sleep(self.pause)
                continue
            if self.hotseat and self._last_human != seat and not self.hand_over(seat):
                return Stop.QUIT
            self._last_human = seat
            self.show(seat)
            if not self.turn(seat):
                return Stop.QUIT
            if self.hotseat and self.clear and self.session.match.to_act != seat:
                self.out.clear()
            self.commentary()
            if self._stopped:
                return Stop.QUIT

    # -- a person's turn --------------------------------------------------------------------

    def hand_over(self, seat: int) -> bool:
        """Ask for the device to go to ``seat``'s player; False if they quit."""
        if self.clear:
            self.out.clear()
        name = self.players[seat]
        self.out.rule(f"[bold]Pass to {name}[/bold]")
        answer = self.ask(f"{name}: press Enter when only you can see the screen. ")
        if self.clear:  # the table starts on a clean screen, never on the prompt's line
            self.out.clear()
        return answer is not None and answer.strip().lower() not in ("quit", "exit")

    def show(self, seat: int) -> None:
        view = explained_view(self.session.match.view(seat))
        self.out.print(self.renderer.table(view, self.session.game.title))
        self.print_legal(view, Text("Legal: ", style="bold"))

    def print_legal(self, view: Mapping[str, Any], head: Text, *, everything: bool = False) -> None:
        """The legal actions after ``head``, wrapped between actions, never inside one."""
        legal: list[str] = list(view.get("legal", []))
        one = [self.renderer.legal({**view, "legal": [t]}, everything=True) for t in legal]
        summary = self.renderer.legal(view, everything=everything)
        listed = " ".join(t.plain for t in one)
        # each action a token of its own, unless the renderer summed them up (a range of bids)
        tokens = one if one and summary.plain == listed else [summary]
        for line in token_lines(head, tokens, self.out.width):
            self.out.print(line, soft_wrap=len(tokens) > 1)

    def turn(self, seat: int) -> bool:
        """Read lines until ``seat``'s player makes a legal action; False if they quit."""
        match = self.session.match
        name = self.players[seat]
        while True:
            line = self.ask(f"{name}> ")
            if line is None:
                return False
            text = line.strip()
            if not text:
                continue
            view = match.view(seat)
            legal = {normalise(t) for t in view["legal"]}
            command = text.lower().lstrip(":")
            if normalise(text) not in legal and command in COMMANDS:
                if command in ("quit", "exit"):
                    return False
                self.command(command, seat)
                continue
            try:
                self.session.act(labelled(view, text))
            except GameError as error:
                self.refuse(error, view)
                continue
            return True

    def refuse(self, error: GameError, view: Mapping[str, Any] | None = None) -> None:
        """A refusal's one line, its cards named as the hand names them and, given the
        ``view``, its bids as the table names them (``12♥``, not ``12H``), unless a longer
        label would cut the line short of its end (its rule's tag): then as the rule says
        them."""
        said = refusal_line(error, lambda text: words_text(text).plain)
        if view is not None:
            as_shown = refusal_line(error, lambda text: self.renderer.sentence(view, text).plain)
            if not as_shown.endswith("…") or said.endswith("…"):
                said = as_shown
        self.out.print(Text("✗ ", style="bold red") + words_text(said))

    def command(self, command: str, seat: int) -> None:
        view = explained_view(self.session.match.view(seat))
        renderer = self.renderer
        if command in ("help", "?"):
            self.out.print(HELP)
            self.print_legal(view, Text("Legal now: "))
        elif command == "legal":
            self.print_legal(view, Text(""), everything=True)
        elif command == "last":
            last = renderer.last_trick(view)
            self.out.print(last if last is not None else Text("no trick yet", style="dim"))
        elif command in ("show", "table"):
            self.show(seat)
        elif command in ("undo", "takeback"):
            self.undo(seat)
        elif command == "hint":
            self.hint(seat)
        else:
            scores = renderer.scores(view)
            self.out.print(scores if scores is not None else Text("no scores yet"))

    def hint(self, seat: int) -> None:
        """What this seat's own bot would do now, and why when it says."""
        view = self.session.match.view(seat)
        rng = Random(f"followsuit-play/{self.session.seed}/hint/{len(self.session.seats)}")
        found = hint(self.session.game, view, rng)
        if found is None:
            self.out.print(Text("nothing to do now", style="dim"))
            return
        action = self.renderer.legal({**view, "legal": [found.action]}, everything=True)
        if not is_card(found.action) and action.plain != found.action:
            action.append(f" (type {found.action})")
        why = self.renderer.sentence(view, f"  ({found.reason})") if found.reason else None
        why = why or Text(f"  (the {found.bot} bot gives no reason)")
        why.stylize("dim")
        self.out.print(Text("Hint: ", style="bold") + action + why)

    def undo(self, seat: int) -> None:
        """Take back this seat's last action (and the bots' after it), then show the table."""
        before = self.session.match.view(seat)
        try:
            taken = self.session.undo(seat)
        except GameError as error:
            self.refuse(error)
            return
        said = Text("Taken back: ", style="bold")
        for index, (who, text) in enumerate(taken):
            said.append(", " if index else "")
            said.append(f"{self.players[who]} ")
            kind = "play" if is_card(text) else "call"
            said.append_text(self.renderer.entry_text(before, kind, text))
        self.out.print(said)
        view = self._deal().view(self.viewer)
        self._log_seen = len(view.get("log", []))
        won = view.get("tricks_won")
        self._tricks_seen = list(won) if isinstance(won, list) else []
        self.show(seat)

    # -- what everyone sees happen ------------------------------------------------------------

    def _deal(self) -> Deal:
        return self.session.match.deals[self._deal_index]

    def commentary(self) -> None:
        """Print the actions since the last call, as the viewer may see them; the tricks
        gathered; and each finished deal's scores with the running totals."""
        match = self.session.match
        while True:
            deal = self._deal()
            view = deal.view(self.viewer)
            log = view.get("log", [])
            for entry in log[self._log_seen :]:
                self.out.print(self.renderer.entry(view, entry))
            self._log_seen = len(log)
            won = view.get("tricks_won")
            if isinstance(won, list):
                seen = self._tricks_seen or [0] * len(won)
                for seat, (now, before) in enumerate(zip(won, seen, strict=False)):
                    if now > before:
                        self.out.print(Text(f"  trick to {self.players[seat]}", style="italic"))
                self._tricks_seen = list(won)
            if not deal.is_over:
                return
            self.out.print()
            number = self._deal_index + 1
            self.out.print(self.renderer.deal_moment(deal_end(match, number), self.players))
            self._deal_index += 1
            self._log_seen = 0
            self._tricks_seen = []
            self.wait_for_enter()
            if self._deal_index >= len(match.deals):
                return

    def wait_for_enter(self) -> None:
        """The end-of-deal moment: at a terminal, the next deal waits for Enter (unless the
        match or the deals asked for are over)."""
        match = self.session.match
        if not self.wait_at_deal_end or match.match_is_over or self._stopped:
            return
        if self.deals is not None and len(match.finished) >= self.deals:
            return
        answer = self.ask("Press Enter to continue. ")
        if answer is None or answer.strip().lower() in ("quit", "exit"):
            self._stopped = True

    def _match_view(self) -> Mapping[str, Any]:
        match_view: Mapping[str, Any] = self.session.match.view(self.viewer)["match"]
        return match_view

    def finish(self, stop: Stop) -> None:
        self.out.print()
        if stop is Stop.QUIT:
            self.out.print("Stopped.")
        shown = shown_scores(self.session.game)
        self.out.print(self.renderer.match_end(self._match_view(), shown))


def refusal_line(error: GameError, said: Callable[[str], str] = str) -> str:
    """A refused action in one line of at most :data:`REFUSAL_WIDTH` characters (with its
    mark): the reason, the action repeated when there is room; ``said`` writes its cards as
    the table does, before the line is measured."""
    if isinstance(error, IllegalAction):
        text = said(one_line(f"{error.action}: {error.reason}"))
        if len(text) > REFUSAL_WIDTH - 2:
            text = said(one_line(error.reason))
    else:
        text = said(one_line(str(error)))
    if len(text) > REFUSAL_WIDTH - 2:
        text = text[: REFUSAL_WIDTH - 3].rsplit(" ", 1)[0] + "…"
    return text


def labelled(view: Mapping[str, Any], text: str) -> str:
    """The action whose label (the game's hints) ``text`` is, else ``text``: the legal list
    shows an action by its label ("exchange the seven" for ``exchange``), and what it shows
    may be typed. A legal action's label first; then any action's, so that a label typed when
    its action is not legal is refused with the rule's reason, not as no action at all."""
    labels: Mapping[str, str] = view.get("hints", {}).get("labels", {})
    wanted = normalise(text)
    if any(normalise(action) == wanted for action in view["legal"]):
        return text  # an action's own text is that action, whatever else is labelled so
    for action in [*view["legal"], *labels]:
        if action in labels and normalise(labels[action]) == wanted:
            return str(action)
    return text


def token_lines(head: Text, tokens: list[Text], width: int) -> list[Text]:
    """``head`` then ``tokens`` two spaces apart, in lines of ``width`` cells, each token whole
    on one line (a token wider than a line gets a line of its own, unless it is the first:
    a sentence summing the actions up follows the head, to be wrapped as it is printed)."""
    lines = [head.copy()]
    started = False
    for token in tokens:
        line = lines[-1]
        gap = 2 if started else 0
        fits_alone = token.cell_len <= width
        if (
            line.cell_len + gap + token.cell_len > width
            and line.cell_len > 0
            and (started or fits_alone)
        ):
            lines.append(Text())
            line, gap = lines[-1], 0
        line.append(" " * gap)
        line.append_text(token)
        started = True
    return lines


def choose_humans(seats: list[str], hotseat: bool, game: Game, *, watch: bool = False) -> list[int]:
    """The seats people take here: those given (each a live seat), else every live seat for
    hot-seat, else the first; none to watch the bots play."""
    players, live = game.player_names, game.live
    if watch:
        given = [flag for flag, used in (("--seat", seats), ("--hotseat", hotseat)) if used]
        if given:
            raise OptionError(
                f"--watch seats no person, so {' and '.join(given)} cannot be used with it"
            )
        return []
    if seats:
        chosen = sorted({parse_seat(s, players) for s in seats})
        for seat in chosen:
            if seat not in live:
                *most, last = (players[s] for s in live)
                choices = f"{', '.join(most)} or {last}" if most else last
                raise OptionError(
                    f"seat {players[seat]} is a dummy's: a live player plays its cards; take "
                    f"{choices}"
                )
        return chosen
    return list(live) if hotseat else [live[0]]


@app.command()
def play(
    game: Annotated[str, typer.Argument(help="The game: see `followsuit games`.")],
    preset: Annotated[str | None, typer.Option(help="A named variant: see `rules GAME`.")] = None,
    option: Annotated[
        list[str] | None,
        typer.Option("--option", "-o", help="Change an option: name=value (repeatable)."),
    ] = None,
    seat: Annotated[
        list[str] | None,
        typer.Option(help="Your seat: a number from 0, a name or N/E/S/W (repeat for hot-seat)."),
    ] = None,
    bots: Annotated[
        str | None,
        typer.Option(
            help="Bots in the other seats: one name, or one per seat (a,b,c,d) or live seat."
        ),
    ] = None,
    hotseat: Annotated[
        bool, typer.Option("--hotseat", help="Every seat (or every --seat) a person here.")
    ] = False,
    watch: Annotated[
        bool,
        typer.Option("--watch", help="A bot in every seat: watch them play, as a spectator sees."),
    ] = False,
    seconds: Seconds = None,
    samples: Samples = None,
    seed: Annotated[int | None, typer.Option(help="Seed of the shuffles and the bots.")] = None,
    deals: Annotated[int | None, typer.Option(min=1, help="Stop after this many deals.")] = None,
    save: Annotated[Path | None, typer.Option(help="Write the record to this file.")] = None,
    pause: Annotated[
        float | None,
        typer.Option(min=0, help="Seconds between bot actions (default 0.4 on a terminal)."),
    ] = None,
) -> None:
    """Play a match in the terminal against bots, or hot-seat with several people, or watch
    bots play one."""
    out = console()
    with user_errors():
        spec = games.spec(game)
        changes = parse_assignments(option or [], spec.options)
        loaded = games.load(game, preset, **changes)
        humans = choose_humans(seat or [], hotseat, loaded, watch=watch)
        names = seat_bots(
            default_bot(loaded) if bots is None else bots, loaded.players, loaded.live
        )
        if seed is None:
            seed = Random().randrange(1_000_000)
        check_budget(seconds, samples)
        session = TableSession(
            loaded, seed=seed, humans=humans, bots=names, seconds=seconds, samples=samples
        )
        if save is not None:
            refused = unwritable(save, RECORD_EXAMPLE)
            if refused is not None:
                fail(f"--save {save}: {refused}")
    terminal = out.is_terminal and sys.stdin.isatty()
    if terminal:
        import readline  # noqa: F401  (line editing and history for input())
    others = [f"{loaded.player_names[s]} {names[s]}" for s in loaded.live if s not in humans]
    people = ", ".join(loaded.player_names[h] for h in humans)
    out.print(
        f"[bold]{loaded.title}[/bold] · seed {seed} · "
        + (f"you: {people}" if humans else "watching")
        + " · bots: "
        + (", ".join(others) or "none")
    )
    out.print("[dim]Type an action, or help.[/dim]" if humans else "[dim]Ctrl-C stops.[/dim]")
    loop = PlayLoop(
        session,
        out,
        terminal_ask(out, echo=not sys.stdin.isatty(), flush=terminal),
        renderer_for(loaded.name),
        deals=deals,
        pause=pause if pause is not None else (0.4 if terminal else 0.0),
        clear=terminal,
        wait_at_deal_end=terminal,
    )
    failure = None
    try:
        stop = loop.run()
    except KeyboardInterrupt:
        stop = Stop.QUIT
    except GameError as error:  # a bot that broke the rules: a bug, reported in one line
        failure, stop = str(error), Stop.QUIT
    loop.finish(stop)
    offer_save(session, save, out, loop.ask if terminal else None)
    if failure is not None:
        fail(failure, FAILED)


def offer_save(session: TableSession, path: Path | None, out: Console, ask: Ask | None) -> None:
    """Write the record to ``path``; without one, or when it cannot be written, ask for a file
    name if someone is there, again until one works or they answer with Enter."""
    while True:
        if path is None:
            if ask is None:
                return
            answer = ask("Save the record? A file name, or Enter to skip: ")
            if not answer or not answer.strip():
                return
            path = Path(answer.strip()).expanduser()
        refused = unwritable(path, RECORD_EXAMPLE) or write_record(session, path)
        if refused is None:
            out.print(f"Record saved to {path} (replay it with: followsuit replay {path})")
            return
        if ask is None:
            fail(f"{path}: {refused}")
        out.print(Text("✗ ", style="bold red") + Text(one_line(f"{path}: {refused}")))
        path = None


def write_record(session: TableSession, path: Path) -> str | None:
    """Write the record; why it failed, or None."""
    try:
        with path.open("w", encoding="utf-8") as file:
            records.dump(session.record(), file)
    except OSError as error:
        return error.strerror or str(error)
    return None
