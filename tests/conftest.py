"""Settings for the whole suite.

Hypothesis's per-example deadline is a timing assertion, and tests assert no timings (speed is
measured by ``followsuit bench``), so it is off everywhere; the CI machine is shared and slow
examples are not failures. ``derandomize`` keeps CI runs repeatable.

The fast tier for daily work is every test not marked ``slow`` (``bash scripts/test.sh
--fast``): a test of a slow folder is marked here, any other slow one by its own mark.
"""

from pathlib import Path

import pytest
from hypothesis import settings

settings.register_profile("followsuit", deadline=None, derandomize=True, print_blob=True)
settings.load_profile("followsuit")


SLOW_FOLDERS = {"browser", "server", "speed", "perft", "interop", "conformance"}
"""Folders whose tests are all slow: real servers and browsers, engine-wide sweeps, the
differential tests against OpenSpiel and the speed checks."""
SLOW_FILES = {
    "bots/test_search_bot.py",  # the search bot thinking whole deals
    "bots/test_search_heuristic_only.py",
    "bots/test_search_sampling.py",
    "bots/test_search_solver.py",
    "cli/test_cli_module.py",  # a Python process each
    "cli/test_cli_play_pty.py",  # a person at a real pseudo-terminal
    "cli/test_cli_play_pty_games.py",
    "sim/test_arena_ray.py",  # a Ray cluster
    "sim/test_arena_samples.py",
    "sim/test_sim_ray.py",
}
SLOW_TESTS = {
    "cli/test_cli_arena.py::test_out_writes_records_reports_and_resumes",
    "cli/test_cli_arena.py::test_workers_1_and_2_print_identical_results",
    "cli/test_cli_render.py::test_every_games_views_draw_without_error",
    "cli/test_cli_replay_detail.py::test_the_fields_a_game_describes_are_fields_of_its_results",
    "cli/test_cli_simulate.py::test_workers_1_and_2_print_identical_results",
    "games/beyond/test_beyond_bot.py::test_statistics_within_10_points_of_the_text",
    "games/oh_hell/test_oh_hell_bot.py::test_heuristic_bot_makes_its_bid_more_often_than_the_random_bot",
    "games/spades/test_spades_bot.py::test_heuristic_pair_beats_a_random_pair_by_a_wide_margin",
    "games/spades/test_spades_bot.py::test_the_bots_masks_of_higher_and_beating_cards_follow_its_powers",
    "games/spades/test_spades_sampling.py::test_s3_every_step_before_the_play_resamples_to_the_same_view",
    "games/ten_bridge/test_ten_bridge_views.py::test_sample_state_matches_the_view",
    "sim/test_sim_simulate.py::test_forked_or_spawned_workers_give_the_same_samples",
}
"""Files and tests (every case of a parametrized one) of several seconds each, measured on
a busy 2-core machine: the bots' statistics, sweeps over every preset, worker processes."""


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line(
        "markers",
        "slow: left out of the fast tier (`bash scripts/test.sh --fast`, `pytest -m 'not slow'`)",
    )


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """Mark the tests of the slow folders, files and tests above slow."""
    tests = Path(__file__).parent
    for item in items:
        if not item.path.is_relative_to(tests):
            continue
        where = item.path.relative_to(tests).as_posix()
        name = f"{where}::{item.originalname}" if isinstance(item, pytest.Function) else ""
        if where.split("/")[0] in SLOW_FOLDERS or where in SLOW_FILES or name in SLOW_TESTS:
            item.add_marker(pytest.mark.slow)
