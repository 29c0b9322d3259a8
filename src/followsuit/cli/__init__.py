"""The ``followsuit`` command line."""

from __future__ import annotations

import typer

app = typer.Typer(
    help="Trick-taking card games played exactly by their rules.", no_args_is_help=True
)


@app.command()
def games() -> None:
    """List the games."""
    from followsuit.games import names, spec

    for name in names():
        typer.echo(f"{name:12} {spec(name).summary}")


def main() -> None:
    app()
