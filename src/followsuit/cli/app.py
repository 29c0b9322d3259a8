"""The Typer application, and how the command line reports a user's mistake: one line on
standard error, exit code 2 for a usage error, never a traceback."""

from __future__ import annotations

import inspect
import sys
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path
from typing import Any, NoReturn

import typer
from rich.console import Console
from typer.core import TyperGroup

from followsuit.errors import GameError, RecordError

USAGE = 2
"""Exit code of a usage error (a bad flag, game, option or bot)."""
FAILED = 1
"""Exit code when the input was understood but does not hold up (a record that does not
replay)."""


def reflowed(help_text: str | None) -> str | None:
    """A command's help as ``--help`` should wrap it: the lines of each paragraph joined, so
    that the help panel wraps them to the terminal's width (kept as written, the docstring's
    own breaks at 100 columns broke its sentences again at 80); an indented paragraph (an
    example) stays as written."""
    if not help_text:
        return help_text
    paragraphs = inspect.cleandoc(help_text).split("\n\n")
    return "\n\n".join(
        p if any(line[:1].isspace() for line in p.splitlines()) else " ".join(p.split())
        for p in paragraphs
    )


class OneLineErrors(TyperGroup):
    """A command group whose usage errors print one line (``followsuit play: error: ...``),
    and whose commands' help reads as wrapped paragraphs (:func:`reflowed`)."""

    def main(
        self,
        args: Sequence[str] | None = None,
        prog_name: str | None = None,
        complete_var: str | None = None,
        standalone_mode: bool = True,
        windows_expand_args: bool = True,
        **extra: Any,
    ) -> Any:
        for command in self.commands.values():
            command.help = reflowed(command.help)
        if not standalone_mode:
            return super().main(args, prog_name, complete_var, False, windows_expand_args, **extra)
        try:
            result = super().main(
                args, prog_name, complete_var, False, windows_expand_args, **extra
            )
        except Exception as error:  # click's own exceptions (vendored by typer or not)
            kind = type(error).__name__
            if kind == "NoArgsIsHelpError":
                typer.echo(error.ctx.get_help())  # type: ignore[attr-defined]
                sys.exit(0)
            if kind == "Abort":
                sys.exit(FAILED)
            message = getattr(error, "format_message", None)
            code = getattr(error, "exit_code", None)
            if message is None or not isinstance(code, int):
                raise
            context = getattr(error, "ctx", None)
            where = context.command_path if context is not None else "followsuit"
            typer.echo(f"{where}: error: {one_line(message())}", err=True)
            sys.exit(code)
        sys.exit(result if isinstance(result, int) else 0)


app = typer.Typer(
    cls=OneLineErrors,
    help="Trick-taking card games played exactly by their rules.",
    no_args_is_help=True,
    pretty_exceptions_enable=False,
    add_completion=False,
)


def one_line(text: str) -> str:
    return " ".join(str(text).split())


def fail(message: str, code: int = USAGE) -> NoReturn:
    """Print ``message`` on one line to standard error and exit with ``code``."""
    typer.echo(f"followsuit: error: {one_line(message)}", err=True)
    raise typer.Exit(code)


@contextmanager
def user_errors() -> Iterator[None]:
    """Turn the errors a user causes into one line and an exit code: a record that does not
    replay exits 1, a bad game, option, bot or file exits 2."""
    try:
        yield
    except RecordError as error:
        fail(str(error), FAILED)
    except GameError as error:
        fail(str(error), USAGE)
    except OSError as error:
        name = f"{error.filename}: " if error.filename else ""
        fail(f"{name}{error.strerror or error}", USAGE)


def console(*, stderr: bool = False) -> Console:
    """A console on the current standard output (or error), made per command so that tests
    capturing the streams see what it prints."""
    return Console(stderr=stderr, highlight=False, soft_wrap=True)


def unwritable(path: Path, example: str, *, make_folder: bool = False) -> str | None:
    """Why a file cannot be written to ``path``, or None; a file the probe made is taken away
    again. Its folder is made only with ``make_folder`` (a plot's new folder): else a folder
    that does not exist is refused, never left behind for a mistyped name. ``example`` is a
    file name to suggest when ``path`` is a folder."""
    if path.is_dir():
        return f"is a folder: give a file name, such as {example}"
    for folder in path.parents:
        if folder.exists():
            if not folder.is_dir():
                return f"{folder} is not a folder"
            if folder != path.parent and not make_folder:
                return f"there is no folder {path.parent}: make it first, or give another name"
            break
    existed = path.exists()
    try:
        if make_folder:
            path.parent.mkdir(parents=True, exist_ok=True)
        with path.open("a", encoding="utf-8"):
            pass
        if not existed:
            path.unlink()
    except OSError as error:
        return error.strerror or str(error)
    return None
