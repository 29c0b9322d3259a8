"""``followsuit play``: people type actions; a mistyped or illegal one gets a one-line reason
and a fresh prompt; bots fill the other seats; the record saved replays (DESIGN: apps)."""

from __future__ import annotations

import json
import re
from pathlib import Path
from random import Random

import pytest
from typer.testing import CliRunner

from followsuit import games, records
from followsuit.cards import Card
from followsuit.cli import app
from followsuit.cli.table import TableSession
from followsuit.engine import normalise

REASON = re.compile(r"^\S+> .*\n✗ (.+)$", re.MULTILINE)


def script(
    game_name: str, seed: int, humans: list[int], bots: str, deals: int, *, hotseat: bool = False
) -> tuple[list[str], TableSession, list[str]]:
    """Play the same table the CLI will set up, people choosing at random among the legal
    actions; return the lines they type, the finished twin, and the illegal attempts
    inserted (a card during the bidding, a card that does not follow suit)."""
    game = games.load(game_name)
    twin = TableSession(game, seed=seed, humans=humans, bots=[bots] * game.players)
    chooser = Random(seed)
    lines: list[str] = []
    illegal: list[str] = []
    last: int | None = None
    match = twin.match
    while match.to_act is not None and len(match.finished) < deals:
        if not twin.human_to_act:
            twin.bot_step()
            continue
        seat = match.to_act
        if hotseat and seat != last:
            lines.append("")  # the "pass the device" prompt
        last = seat
        view = match.view(seat)
        hand = view["hand"] or []
        wrong = [c for c in hand if c not in view["legal"]]
        if not illegal and view["phase"] != "play" and hand:
            lines += ["zz9", hand[0]]  # mistyped, then a card while bidding
            illegal.append(hand[0])
        elif len(illegal) == 1 and view["phase"] == "play" and wrong:
            lines.append(wrong[0])  # a card that breaks the follow rule
            illegal.append(wrong[0])
        action = chooser.choice(view["legal"])
        lines.append(action)
        match.apply(action)
    return lines, twin, illegal


def test_play_a_deal_against_bots_from_typed_input(runner: CliRunner, tmp_path: Path) -> None:
    """A whole deal of Spades typed at seat 0: the record the CLI saves is exactly the deal
    played, and the deal's scores and running totals are shown at its end."""
    lines, twin, _ = script("spades", 21, [0], "random", 1)
    saved = tmp_path / "deal.json"
    save = ["--save", str(saved)]
    result = runner.invoke(
        app,
        ["play", "spades", "--seed", "21", "--bots", "random", "--deals", "1", *save],
        input="\n".join(lines) + "\n",
    )
    assert result.exit_code == 0, result.output
    assert "Traceback" not in result.output
    record = json.loads(saved.read_text())
    assert record == twin.record()
    assert len(record["deals"]) == 1
    replayed = records.replay(record).summary
    assert replayed["deals"][0]["scores"] == list(twin.match.finished[0].scores)
    assert "Deal 1" in result.stdout
    totals = next(line for line in result.stdout.splitlines() if line.startswith("Totals: "))
    assert [int(x) for x in re.findall(r"-?\d+", totals)] == replayed["deals"][0]["scores"]


def test_mistyped_and_illegal_input_get_one_line_reasons(runner: CliRunner) -> None:
    """A mistyped action and an illegal one each get one line saying why, then the prompt."""
    lines, _, illegal = script("spades", 21, [0], "random", 1)
    result = runner.invoke(
        app,
        ["play", "spades", "--seed", "21", "--bots", "random", "--deals", "1"],
        input="\n".join(lines) + "\n",
    )
    assert result.exit_code == 0, result.output
    reasons = REASON.findall(result.stdout)
    assert len(reasons) == 1 + len(illegal)
    assert "zz9" in reasons[0].lower()
    shown = [Card.parse(card).pretty() for card in illegal]  # as the hand shows them
    assert shown[0] in reasons[1]
    if len(illegal) > 1:
        assert shown[1] in reasons[2] and "follow" in reasons[2]
    for reason in reasons:
        # each reason is followed at once by a fresh prompt
        after = result.stdout.split(reason, 1)[1].lstrip("\n")
        assert after.startswith("North> ")


def test_commands_help_legal_last_and_quit(runner: CliRunner, tmp_path: Path) -> None:
    """`help`, `legal`, `last`, `show` and `scores` answer without acting; `quit` stops and
    the unfinished record is still saved and replays."""
    saved = tmp_path / "quit.json"
    result = runner.invoke(
        app,
        ["play", "spades", "--seed", "4", "--bots", "random", "--save", str(saved)],
        input="help\nlegal\nlast\nshow\nscores\nquit\n",
    )
    assert result.exit_code == 0, result.output
    out = result.stdout
    assert "Commands:" in out
    assert "no trick yet" in out
    assert out.count("you are North") == 2  # the table, and `show`
    assert "Stopped." in out and "unfinished" in out
    record = json.loads(saved.read_text())
    assert records.replay(record).summary["deals"] == []


def test_end_of_input_is_a_quit(runner: CliRunner) -> None:
    result = runner.invoke(app, ["play", "oh-hell", "--seed", "2"], input="")
    assert result.exit_code == 0, result.output
    assert "Stopped." in result.stdout


@pytest.mark.parametrize(
    ("preset", "seat", "said"),
    [
        (
            "two-players",
            "1",
            "seat East dummy is a dummy's: a live player plays its cards; take North or South",
        ),
        ("two-players", "west dummy", "seat West dummy is a dummy's"),
        (
            "three-players",
            "dummy",
            "seat Dummy is a dummy's: a live player plays its cards; take North, East or South",
        ),
    ],
)
def test_n9_a_dummy_seat_is_no_seat_to_take(
    runner: CliRunner, preset: str, seat: str, said: str
) -> None:
    """A dummy never acts (a live player plays its cards): sitting there, the match would
    play itself to the end."""
    result = runner.invoke(app, ["play", "nineteen", "--preset", preset, "--seat", seat])
    assert result.exit_code == 2, result.output
    assert said in result.stderr


def test_n9_hotseat_seats_the_live_players_and_names_no_dummy_as_a_bot(
    runner: CliRunner,
) -> None:
    result = runner.invoke(
        app, ["play", "nineteen", "--preset", "two-players", "--hotseat"], input="quit\n"
    )
    assert result.exit_code == 0, result.output
    assert "you: North, South · bots: none" in result.stdout


def test_hotseat_shows_a_hand_only_after_passing_the_device(runner: CliRunner) -> None:
    """Hot-seat: before a person's table is shown there is a "pass the device" prompt, and
    between two prompts only that person's hand is shown."""
    lines, twin, _ = script("spades", 5, [0, 1, 2, 3], "random", 1, hotseat=True)
    result = runner.invoke(
        app,
        ["play", "spades", "--seed", "5", "--hotseat", "--deals", "1"],
        input="\n".join(lines) + "\n",
    )
    assert result.exit_code == 0, result.output
    parts = re.split(r"Pass to (\w+)", result.stdout)
    assert "you are" not in parts[0]
    handoffs = list(zip(parts[1::2], parts[2::2], strict=True))
    assert len(handoffs) >= 4
    for name, shown in handoffs:
        for seen in re.findall(r"you are (\w+)", shown):
            assert seen == name
    assert "Deal 1" in result.stdout
    assert twin.match.finished


def test_play_a_game_whose_seats_score_alone(runner: CliRunner) -> None:
    """Oh Hell: everyone for themselves; the seat is chosen by name."""
    bots = ["--bots", "heuristic"]
    lines, _, _ = script("oh-hell", 8, [2], "heuristic", 1)
    result = runner.invoke(
        app,
        ["play", "oh-hell", "--seed", "8", "--seat", "south", "--deals", "1", *bots],
        input="\n".join(lines) + "\n",
    )
    assert result.exit_code == 0, result.output
    assert "you are South" in result.stdout
    assert "Deal 1" in result.stdout
    assert "Traceback" not in result.output


@pytest.mark.parametrize(
    ("game_name", "preset", "seed"),
    [
        ("bezique", "ordinary", 4),  # exchange: "exchange the seven"
        ("nineteen", "three-players", 4),  # next: "next group", volunteer: "play the dummy"
        ("oh-hell", "changeable-bids", 2),  # keep: "keep my bid"
    ],
)
def test_an_action_typed_as_the_legal_list_shows_it_is_played(
    runner: CliRunner, game_name: str, preset: str | None, seed: int
) -> None:
    """The legal list shows an action by the game's label for it ("exchange the seven" for
    ``exchange``); typed as shown, it is that action, not a refusal."""
    game = games.load(game_name, preset)
    twin = TableSession(game, seed=seed, humans=[0], bots=["random"] * game.players)
    chooser = Random(seed)
    lines: list[str] = []
    typed: list[str] = []
    match = twin.match
    while match.to_act is not None and len(match.finished) < 3 and not typed:
        if not twin.human_to_act:
            twin.bot_step()
            continue
        view = match.view(0)
        labels = view["hints"].get("labels", {})
        shown = [a for a in view["legal"] if normalise(labels.get(a, a)) != normalise(a)]
        action = shown[0] if shown else chooser.choice(view["legal"])
        if shown:
            typed.append(labels[action])
        lines.append(labels[action] if shown else action)
        match.apply(action)
    assert typed, "no labelled action came up: choose another seed"
    preset_args = ["--preset", preset] if preset else []
    result = runner.invoke(
        app,
        ["play", game_name, *preset_args, "--seed", str(seed), "--bots", "random", "--pause", "0"],
        input="\n".join([*lines, "quit"]) + "\n",
    )
    assert result.exit_code == 0, result.output
    refusals = [line for line in result.stdout.splitlines() if line.startswith("✗")]
    assert refusals == []
    assert f"> {typed[0]}" in result.stdout


def test_a_refusal_names_the_bids_as_the_table_does(runner: CliRunner) -> None:
    """Beyond's table shows a bid as ``13♥``; its refusal said "a bid must outrank 12H". One
    screen names a bid one way, as it does a card."""
    result = runner.invoke(
        app,
        ["play", "beyond", "--seed", "2", "--seat", "east", "--bots", "random", "--pause", "0"],
        input="12H\n13H\nquit\n\n",  # 12H stands; by East's next turn 13H is outranked
    )
    assert result.exit_code == 0, result.output
    [refusal] = [line for line in result.stdout.splitlines() if line.startswith("✗")]
    assert refusal.startswith("✗ 13♥: a bid must outrank "), refusal
    assert re.search(r"\b\d+(C|D|H|S|NT)\b", refusal) is None, refusal
    assert refusal.endswith("(B2)")


def test_a_label_typed_when_its_action_is_not_legal_is_refused_with_the_rules_reason(
    runner: CliRunner,
) -> None:
    """Bézique's "exchange the seven" typed before any trick is won got "not an action here"
    with no reason; it is read as ``exchange``, and the rule's refusal says why."""
    result = runner.invoke(
        app,
        ["play", "bezique", "--seed", "2", "--bots", "random", "--pause", "0"],
        input="exchange the seven\nquit\n",
    )
    assert result.exit_code == 0, result.output
    [refusal] = [line for line in result.stdout.splitlines() if line.startswith("✗")]
    assert refusal.startswith("✗ exchange: "), refusal
    assert "not an action here" not in refusal


@pytest.mark.parametrize(
    ("preset", "dummies"), [("three-players", ["Dummy"]), ("two-players", ["dummy"])]
)
def test_n9_a_dummy_has_no_score_at_the_deal_end_nor_in_the_totals(
    runner: CliRunner, preset: str, dummies: list[str]
) -> None:
    """19 for three or two (N9): a dummy scores nothing of its own, so the end-of-deal payments, the
    Totals line, the Scores row and the Final line name only the live players."""
    game = games.load("nineteen", preset)
    twin = TableSession(game, seed=3, humans=[0], bots=["random"] * game.players)
    chooser = Random(3)
    lines: list[str] = []
    match = twin.match
    while match.to_act is not None and not match.finished:
        if not twin.human_to_act:
            twin.bot_step()
            continue
        action = chooser.choice(match.view(0)["legal"])
        lines.append(action)
        match.apply(action)
    assert match.finished
    result = runner.invoke(
        app,
        ["play", "nineteen", "--preset", preset, "--seed", "3", "--bots", "random", "--pause", "0"],
        input="\n".join([*lines, "scores", "quit"]) + "\n",
    )
    assert result.exit_code == 0, result.output
    out = result.stdout
    assert "Deal 1 is over" in out
    payments = next(line for line in out.splitlines() if re.search(r"North [+-]\d", line))
    totals = next(line for line in out.splitlines() if line.startswith("Totals:"))
    final = next(line for line in out.splitlines() if line.startswith("Final:"))
    scores = out.split("North> scores")[-1].splitlines()[1]
    for line in (payments, totals, final, scores):
        assert "North" in line and "South" in line, line
        for dummy in dummies:
            assert dummy not in line, line


@pytest.mark.parametrize(("name", "preset"), [("spades", None), ("nineteen", "two-players")])
def test_watch_seats_a_bot_in_every_live_seat_and_saves_what_they_played(
    runner: CliRunner, tmp_path: Path, name: str, preset: str | None
) -> None:
    """``--watch``: no person at the table; the bots play a deal through, every action shown
    as a spectator sees it, and the record saved is the deal the same seed plays."""
    game = games.load(name, preset)
    twin = TableSession(game, seed=4, humans=[], bots=["random"] * game.players)
    while twin.match.to_act is not None and not twin.match.finished:
        twin.bot_step()
    saved = tmp_path / "watched.json"
    given = ["--preset", preset] if preset else []
    options = ["--watch", "--bots", "random", "--seed", "4", "--deals", "1", "--save", str(saved)]
    result = runner.invoke(app, ["play", name, *given, *options], input="")
    assert result.exit_code == 0, result.output
    live = ", ".join(f"{game.player_names[s]} random" for s in game.live)
    assert f"watching · bots: {live}" in result.stdout
    assert "you are" not in result.stdout
    assert "Deal 1 is over" in result.stdout
    assert json.loads(saved.read_text()) == twin.record()


@pytest.mark.parametrize("given", [["--seat", "1"], ["--hotseat"]])
def test_watch_refuses_a_person_seat(runner: CliRunner, given: list[str]) -> None:
    result = runner.invoke(app, ["play", "spades", "--watch", *given])
    assert result.exit_code == 2, result.output
    assert f"--watch seats no person, so {given[0]} cannot be used with it" in result.stderr
