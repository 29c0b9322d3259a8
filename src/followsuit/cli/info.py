"""``followsuit games`` and ``followsuit rules GAME``: what can be played, and how."""

from __future__ import annotations

from typing import Annotated

import typer
from rich.markdown import Markdown
from rich.table import Table
from rich.text import Text

from followsuit import games as registry
from followsuit.bots import bot_names, bot_summary
from followsuit.cli.app import app, console, user_errors
from followsuit.cli.options_text import describe, show_value
from followsuit.games.guides import how_to_play, rule_tags


@app.command()
def games() -> None:
    """List the games."""
    out = console()
    for name in registry.names():
        spec = registry.spec(name)
        out.print(Text(f"{name:12}", style="bold") + Text(f" {spec.summary}"))


@app.command()
def rules(
    game: Annotated[str, typer.Argument(help="The game: see `followsuit games`.")],
    how: Annotated[
        bool, typer.Option("--how", help="How to play: the game in a few lines, then stop.")
    ] = False,
) -> None:
    """A game's options (type, default, meaning), its presets, its bots and its rule tags."""
    out = console()
    with user_errors():
        spec = registry.spec(game)
        loaded = registry.load(spec.name)
    if how:
        text = how_to_play(spec.name)
        out.print(Text(f"How to play {spec.title}", style="bold"))
        out.print(
            Markdown(text) if text else Text("(no how-to for this game yet)"), soft_wrap=False
        )
        return
    out.print(Text(spec.title, style="bold") + Text(f" ({spec.name}): {spec.summary}"))
    if spec.aliases:
        out.print(f"Also called: {', '.join(spec.aliases)}")
    per = "seat" if len(loaded.score_names) == loaded.players else "side"
    out.print(f"{loaded.players} players; scores per {per}: " + ", ".join(loaded.score_names))
    options = Table(title="Options (change with --option name=value)", title_justify="left")
    options.add_column("option", style="bold", no_wrap=True)
    options.add_column("type", no_wrap=True)
    options.add_column("default", no_wrap=True)
    options.add_column("meaning")
    for doc in describe(spec.options):
        options.add_row(
            Text(doc.name), Text(doc.type), Text(show_value(doc.default)), Text(plain(doc.doc))
        )
    out.print(options)
    if spec.presets:
        presets = Table(title="Presets (choose with --preset NAME)", title_justify="left")
        presets.add_column("preset", style="bold", no_wrap=True)
        presets.add_column("notes")
        presets.add_column("options it sets", overflow="fold")  # a long setting folds, whole
        for name, options_value in spec.presets.items():
            changed = options_value.changes()
            presets.add_row(
                Text(name),
                Text(spec.preset_notes.get(name, "")),
                Text("\n".join(f"{k}={show_value(v)}" for k, v in changed.items()) or "(defaults)"),
            )
        out.print(presets)
    out.print("Bots: " + "; ".join(f"{n} ({bot_summary(n)})" for n in bot_names(loaded)))
    tags = rule_tags(spec.name)
    if tags:
        table = Table(
            title="Rule tags (the rulings followed; a refusal one of them settles cites its tag)",
            title_justify="left",
        )
        table.add_column("tag", style="bold", no_wrap=True)
        table.add_column("the ruling")
        for tag, meaning in tags:
            table.add_row(Text(tag), Text(meaning.replace("**", "").replace("`", "")))
        out.print(table)
    out.print(f"How to play: followsuit rules {spec.name} --how")


def plain(doc: str) -> str:
    """A docstring for a terminal: reStructuredText literals without their backquotes."""
    return doc.replace("``", "")
