"""``followsuit play`` in a real pseudo-terminal: a person answering what the screen shows."""

from __future__ import annotations

import json
import os
import re
import sys
from pathlib import Path

import pytest

from followsuit import records

pexpect = pytest.importorskip("pexpect", reason="pexpect drives the pseudo-terminal")

ANSI = re.compile(r"\x1b\[[0-9;?]*[A-Za-z]|\x1b\][^\x07]*\x07|\r")


def plain(text: str) -> str:
    return ANSI.sub("", text)


@pytest.mark.skipif(sys.platform == "win32", reason="pseudo-terminals are POSIX")
def test_a_person_plays_a_deal_in_a_terminal(tmp_path: Path) -> None:
    """Each prompt follows a table and its legal actions; the person types the first legal
    one (as shown, with suit glyphs), once a mistyped word first; the deal ends and its
    record replays."""
    saved = tmp_path / "pty.json"
    command = (
        "from followsuit.cli import main; import sys; "
        "sys.argv = ['followsuit', 'play', 'spades', '--seed', '13', '--deals', '1', "
        f"'--bots', 'random', '--pause', '0', '--save', {str(saved)!r}]; main()"
    )
    env = dict(os.environ, COLUMNS="160", LINES="50", TERM="xterm")
    child = pexpect.spawn(sys.executable, ["-c", command], env=env, encoding="utf-8", timeout=30)
    child.setwinsize(50, 160)
    typed_wrong = False
    turns = 0
    while True:
        found = child.expect([r"North> ", pexpect.EOF])
        if found == 1:
            break
        screen = plain(child.before)
        if not typed_wrong:
            child.sendline("nonsense")
            child.expect(r"North> ")
            assert "✗" in plain(child.before)
            assert plain(child.before).count("\n") <= 2  # one line of reason
            typed_wrong = True
        legal_lines = [line for line in screen.splitlines() if line.startswith("Legal: ")]
        assert legal_lines, screen
        child.sendline(legal_lines[-1].split()[1])
        turns += 1
    child.close()
    assert child.exitstatus == 0
    assert turns >= 14  # a bid and thirteen cards
    record = json.loads(saved.read_text())
    summary = records.replay(record).summary
    assert len(summary["deals"]) == 1


@pytest.mark.skipif(sys.platform == "win32", reason="pseudo-terminals are POSIX")
def test_watching_at_a_terminal_waits_at_a_deals_end_and_quits_there(tmp_path: Path) -> None:
    """``--watch`` at a terminal: the bots play with nobody asked for an action; at the first
    deal's end the screen waits for Enter, and ``quit`` there stops with the match so far."""
    saved = tmp_path / "watched.json"
    command = (
        "from followsuit.cli import main; import sys; "
        "sys.argv = ['followsuit', 'play', 'spades', '--watch', '--seed', '13', "
        f"'--bots', 'random', '--pause', '0', '--save', {str(saved)!r}]; main()"
    )
    env = dict(os.environ, COLUMNS="160", LINES="50", TERM="xterm")
    child = pexpect.spawn(sys.executable, ["-c", command], env=env, encoding="utf-8", timeout=30)
    child.setwinsize(50, 160)
    child.expect("Press Enter to continue. ")
    screen = plain(child.before)
    assert "watching" in screen
    assert "Deal 1 is over" in screen
    assert "Legal: " not in screen
    child.sendline("quit")
    child.expect(pexpect.EOF)
    assert "Stopped." in plain(child.before)
    child.close()
    assert child.exitstatus == 0
    summary = records.replay(json.loads(saved.read_text())).summary
    assert len(summary["deals"]) == 1
