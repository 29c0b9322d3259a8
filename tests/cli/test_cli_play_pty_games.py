"""Issue 14 in a real pseudo-terminal, for every game: a refusal is one line of at most 100
characters; a bad save path is refused at the start and asked again at the end; text typed
while the bots play is thrown away; undo; hot-seat's hand-over line."""

from __future__ import annotations

import json
import os
import re
import sys
from pathlib import Path
from typing import Any

import pytest

from followsuit import games, records
from followsuit.cards import Card
from followsuit.cli.table import TableSession

pexpect = pytest.importorskip("pexpect", reason="pexpect drives the pseudo-terminal")
pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="pseudo-terminals are POSIX")

ANSI = re.compile(r"\x1b\[[0-9;?]*[A-Za-z]|\x1b\][^\x07]*\x07|\r")
GAMES = ["spades", "oh-hell", "beyond", "10-bridge"]
SAVE_PROMPT = r"Save the record\? A file name, or Enter to skip: "


def plain(text: str) -> str:
    return ANSI.sub("", text)


def spawn(*args: str) -> Any:
    """``followsuit ARGS`` in a 160x50 pseudo-terminal."""
    command = (
        "from followsuit.cli import main; import sys; "
        f"sys.argv = ['followsuit', *{list(args)!r}]; main()"
    )
    env = dict(os.environ, COLUMNS="160", LINES="50", TERM="xterm")
    child = pexpect.spawn(sys.executable, ["-c", command], env=env, encoding="utf-8", timeout=30)
    child.setwinsize(50, 160)
    return child


def legal_now(screen: str) -> list[str]:
    """The legal actions of the last "Legal:" line on the screen (two spaces apart)."""
    lines = [line for line in plain(screen).splitlines() if line.startswith("Legal: ")]
    assert lines, screen
    return lines[-1].removeprefix("Legal: ").strip().split("  ")


@pytest.mark.parametrize("game", GAMES)
def test_a_refusal_is_one_short_line_and_a_bad_save_path_is_asked_again(
    game: str, tmp_path: Path
) -> None:
    """A mistyped action: one line of at most 100 characters, then the same prompt. At the end
    a folder given as the file is refused and the question asked again; a good name saves a
    record that replays."""
    child = spawn("play", game, "--seed", "5", "--pause", "0")
    child.expect(r"North> ")
    child.sendline("xyzzy")
    child.expect(r"North> ")
    lines = [line for line in plain(child.before).splitlines() if line.strip()]
    refusals = [line for line in lines if line.startswith("✗")]
    assert len(refusals) == 1 and lines[-1] == refusals[0], lines
    assert len(refusals[0]) <= 100, refusals[0]
    assert "is not an action here: now " in refusals[0]
    child.sendline("quit")
    child.expect(SAVE_PROMPT)
    child.sendline(str(tmp_path))
    child.expect(SAVE_PROMPT)
    assert "✗" in plain(child.before) and "folder" in plain(child.before)
    saved = tmp_path / f"{game}.json"
    child.sendline(str(saved))
    child.expect("Record saved to")
    child.expect(pexpect.EOF)
    child.close()
    assert child.exitstatus == 0
    records.replay(json.loads(saved.read_text()))


@pytest.mark.parametrize("game", GAMES)
def test_a_bad_save_path_is_refused_at_the_start(game: str, tmp_path: Path) -> None:
    """``--save`` naming a folder, or a place under a file, stops at once with one line."""
    blocker = tmp_path / "a-file"
    blocker.write_text("")
    for bad in (tmp_path, blocker / "record.json"):
        child = spawn("play", game, "--seed", "5", "--pause", "0", "--save", str(bad))
        child.expect(pexpect.EOF)
        child.close()
        output = [line for line in plain(child.before).splitlines() if line.strip()]
        assert child.exitstatus == 2, output
        assert len(output) == 1 and output[0].startswith(f"followsuit: error: --save {bad}")
    assert output[0].endswith(f"{blocker} is not a folder")  # the reason, not "File exists"


def test_oh_hell_shows_its_turned_up_card() -> None:
    """Issue 14, point 7: the table shows the card turned up for trumps."""
    child = spawn("play", "oh-hell", "--seed", "1", "--pause", "0")
    child.expect(r"North> ")
    screen = plain(child.before)
    child.sendline("quit")
    child.expect(SAVE_PROMPT)
    child.sendline("")
    child.expect(pexpect.EOF)
    turned = TableSession(games.load("oh-hell"), seed=1, humans=[0], bots=["heuristic"] * 4)
    card = Card.parse(turned.match.view(0)["details"]["turn_up"]).pretty()
    trump = [line for line in screen.splitlines() if "Trump" in line]
    assert trump and f"turned up {card}" in trump[0], screen


def test_coulons_rule_says_why_there_is_no_trump() -> None:
    """Issue 14, point 7: with Coulon's rule a turned-up 2 to 6 means no trumps, and the
    table says so beside the card (seed 5 turns up the 4 of spades)."""
    child = spawn("play", "oh-hell", "--preset", "coulon", "--seed", "5", "--pause", "0")
    child.expect(r"North> ")
    screen = plain(child.before)
    child.sendline("quit")
    child.expect(SAVE_PROMPT)
    child.sendline("")
    child.expect(pexpect.EOF)
    trump = [line for line in screen.splitlines() if "Trump" in line]
    assert trump and "none" in trump[0] and "4♠" in trump[0] and "Coulon" in trump[0], screen


def test_text_typed_while_the_bots_play_is_thrown_away() -> None:
    """A legal card typed ahead, while the bots still play, is not taken as the next answer:
    the prompt waits, and the card is still in hand."""
    child = spawn("play", "spades", "--seed", "7", "--bots", "random", "--pause", "0.4")
    child.expect(r"North> ")
    child.sendline("4")
    child.expect(r"East ")  # the first bot after North has played; two more to come
    child.send("5H\r")  # typed ahead: not an answer to any prompt yet
    child.expect(r"North> ")
    assert "5♥" in legal_now(child.before)
    again = child.expect([r"North> ", pexpect.TIMEOUT], timeout=3)
    assert again == 1, "the card typed ahead was played: " + plain(child.before)[-300:]
    child.sendline("quit")
    child.expect(SAVE_PROMPT)
    child.sendline("")
    child.expect(pexpect.EOF)


def test_undo_takes_back_your_last_action_and_the_bots_after_it(tmp_path: Path) -> None:
    """With bots in every other seat, undo takes back your bid and the bots' actions after it;
    the record holds only what stands."""
    saved = tmp_path / "undo.json"
    child = spawn(
        "play", "spades", "--seed", "7", "--bots", "random", "--pause", "0", "--save", str(saved)
    )
    child.expect(r"North> ")
    child.sendline("4")
    child.expect(r"North> ")
    child.sendline("undo")
    child.expect(r"North> ")
    assert "Taken back: North 4" in plain(child.before)
    assert legal_now(child.before)[0] == "nil"  # the bidding again
    child.sendline("3")
    child.expect(r"North> ")
    child.sendline("quit")
    child.expect("Record saved to")
    child.expect(pexpect.EOF)
    actions = json.loads(saved.read_text())["deals"][0]["actions"]
    assert "4" not in actions[:2] and "3" in actions


def test_hot_seat_starts_the_table_on_a_clean_line() -> None:
    """Hot-seat: after "press Enter" the table starts on a cleared screen, its border never on
    the prompt's line."""
    child = spawn("play", "spades", "--hotseat", "--seed", "3", "--pause", "0")
    child.expect(r"only you can see the screen\. ")
    child.sendline("")
    child.expect(r"> ")
    after = child.before
    cleared = max(after.find("\x1b[2J"), after.find("\x1b[H"))
    assert 0 <= cleared < after.index("╭"), repr(after[:200])  # cleared, then the table
    child.sendline("quit")
    child.expect(SAVE_PROMPT)
    child.sendline("")
    child.expect(pexpect.EOF)


def hinted(screen: str) -> str:
    """The action of the last hint on the screen, as it is typed."""
    said = [line for line in plain(screen).splitlines() if line.startswith("Hint: ")]
    assert said, plain(screen)
    found = re.search(r"\(type ([^)]+)\)", said[-1])
    return found.group(1) if found else said[-1].removeprefix("Hint: ").split("  (")[0]


def play_hints_until(child: Any, pattern: str) -> str:
    """Answer each prompt with what ``hint`` proposes until ``pattern`` shows; the screen
    before it."""
    while child.expect([r"North> ", pattern]) == 0:
        child.sendline("hint")
        child.expect(r"North> ")
        child.sendline(hinted(child.before))
    return plain(child.before)


@pytest.mark.parametrize("game", GAMES)
def test_a_deals_end_shows_its_last_trick_and_score_until_enter(game: str) -> None:
    """Issue 14: when a deal ends the terminal shows its last trick, who took it and the
    score in words, then waits for Enter before the next deal."""
    child = spawn("play", game, "--seed", "8", "--bots", "random", "--pause", "0", "--deals", "2")
    screen = play_hints_until(child, r"Press Enter to continue\. ")
    moment = screen[screen.rindex("Deal 1 is over") :]
    assert "Last trick: " in moment and " took it" in moment, moment
    assert "Totals: " in moment and "deal 2" not in moment
    assert child.expect([r"North> ", r"deal 2", pexpect.TIMEOUT], timeout=1) == 2, "no wait"
    child.sendline("")
    child.expect(r"deal 2")
    child.expect(r"North> ")
    child.sendline("quit")
    child.expect(SAVE_PROMPT)
    child.sendline("")
    child.expect(pexpect.EOF)


def test_hint_names_a_legal_action_of_the_seats_bot() -> None:
    """Issue 14: ``hint`` says what the seat's own bot would do now (and that it gives no
    reason, when it does not)."""
    child = spawn("play", "oh-hell", "--seed", "2", "--pause", "0")
    child.expect(r"North> ")
    legal = legal_now(child.before)
    child.sendline("hint")
    child.expect(r"North> ")
    said = [line for line in plain(child.before).splitlines() if line.startswith("Hint: ")]
    assert len(said) == 1 and "gives no reason" in said[0], plain(child.before)
    assert legal[0].startswith("bid N, N from 0 to 10"), legal
    assert 0 <= int(hinted(child.before).split()[-1]) <= 10
    child.sendline(hinted(child.before))
    child.expect(r"North> ")
    assert "✗" not in plain(child.before)
    child.sendline("quit")
    child.expect(SAVE_PROMPT)
    child.sendline("")
    child.expect(pexpect.EOF)
