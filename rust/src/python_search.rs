//! The binding of the core's ISMCTS (`crate::ismcts`) in `followsuit._core`: a child of
//! `python`, whose positions, objectives and checks it uses.

use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;

use super::redeal::PyRedeal;
use super::{check_seats, seat_objectives, time_limit, PyObjective, PyPosition};
use crate::ismcts::{
    check_playable, check_worlds, random_means, search, search_by, Config, Nodes, Rollout,
};
use crate::position::Position;
use crate::redeal::Redeal;
use crate::rules::Rules;
/// The result of an ISMCTS search.
#[pyclass(name = "Searched", module = "followsuit._core", frozen, get_all)]
pub struct PySearched {
    /// Each legal card of the root, in card order: (card, visits, the searching seat's mean
    /// utility).
    cards: Vec<(u8, u64, f64)>,
    iterations: u64,
    /// Nodes in the tree at the end.
    nodes: usize,
}

/// Information-set Monte Carlo tree search of the card to play for the seat to play, over
/// `worlds` (positions that agree on what that seat sees: the trick so far, the hand to play
/// and the cards of every hand it plays), each seat playing for `utilities[seat]` (as
/// `MaxnSolver.solve` takes them). `iterations` (0: no cap) and `seconds` (None: no limit)
/// bound it, one of them at least; `exploration` is UCB's constant in units of the
/// utilities' spread; `rollout` "policy" (the core's fast policy, each seat for itself),
/// "random" or "solve" (the max^n solve, `ismcts::Rollout::Solve`); `nodes` "own hand" (a node is also keyed by the cards of the hand to play) or
/// "shared", or "searcher" (only the searching seat's choices searched, the others playing
/// by the rollout's policy, or their max^n cards where it solves). With `redeal` (a `Redeal` of `worlds[0]`, the only world
/// then), each iteration plays a world it deals afresh. The GIL is released while it searches.
#[pyfunction]
#[pyo3(signature = (worlds, utilities, *, seed, iterations=0, seconds=None, exploration=0.5,
    rollout="policy", nodes="own hand", redeal=None))]
#[allow(clippy::too_many_arguments)]
pub fn ismcts(
    py: Python<'_>,
    worlds: Vec<PyRef<'_, PyPosition>>,
    utilities: Vec<PyRef<'_, PyObjective>>,
    seed: u64,
    iterations: u64,
    seconds: Option<f64>,
    exploration: f64,
    rollout: &str,
    nodes: &str,
    redeal: Option<PyRef<'_, PyRedeal>>,
) -> PyResult<PySearched> {
    let Some(first) = worlds.first() else {
        return Err(PyValueError::new_err("no world to search"));
    };
    let rules = &first.rules.get().inner;
    for (i, w) in worlds.iter().enumerate().skip(1) {
        let r = &w.rules.get().inner;
        if !r.same_play(rules) {
            return Err(PyValueError::new_err(format!(
                "world {i} is played under other rules than world 0"
            )));
        }
    }
    let rollout = match rollout {
        "policy" => Rollout::Policy,
        "random" => Rollout::Random,
        "solve" => Rollout::Solve,
        _ => return Err(PyValueError::new_err(format!("no rollout {rollout:?}"))),
    };
    let nodes = match nodes {
        "own hand" => Nodes::OwnHand,
        "shared" => Nodes::Shared,
        "searcher" => Nodes::Searcher,
        _ => return Err(PyValueError::new_err(format!("no node rule {nodes:?}"))),
    };
    let time = time_limit(seconds)?;
    if iterations == 0 && time.is_none() {
        return Err(PyValueError::new_err(
            "a search needs iterations, a finite number of seconds, or both",
        ));
    }
    if exploration.is_nan() || exploration < 0.0 {
        return Err(PyValueError::new_err(format!(
            "exploration {exploration} is not a non-negative number"
        )));
    }
    check_seats(rules, utilities.len())?;
    let utilities = seat_objectives(rules, &utilities)?;
    let positions: Vec<Position> = worlds.iter().map(|w| w.inner.clone()).collect();
    check_worlds(rules, &positions).map_err(PyValueError::new_err)?;
    let config = Config {
        exploration,
        rollout,
        nodes,
        iterations,
        time,
        seed,
    };
    let found = match redeal {
        None => py.allow_threads(|| search(rules, &positions, &utilities, config)),
        Some(redeal) => {
            redeal.check_rules(rules)?;
            let redeal = &redeal.inner;
            check_redeal(rules, redeal, &positions)?;
            py.allow_threads(|| {
                search_by(rules, &positions[0], &utilities, config, |rng, world| {
                    redeal.deal(rng, world)
                })
            })
        }
    };
    Ok(PySearched {
        cards: found
            .cards
            .iter()
            .map(|r| (r.card, r.visits, r.mean))
            .collect(),
        iterations: found.iterations,
        nodes: found.nodes,
    })
}

/// A redeal the search may draw its worlds from: of the one world given, and dealing no
/// unseen card to a hand the searching seat plays (its worlds agree in what it sees).
fn check_redeal(rules: &Rules, redeal: &Redeal, worlds: &[Position]) -> PyResult<()> {
    if worlds.len() != 1 || worlds[0] != *redeal.base() {
        return Err(PyValueError::new_err(
            "a search of redealt worlds takes the redeal's own world, and only it",
        ));
    }
    let seat = rules.controllers[worlds[0].to_play(rules) as usize];
    for h in 0..rules.hands {
        if rules.controllers[h] == seat && redeal.room(h) > 0 {
            return Err(PyValueError::new_err(format!(
                "the redeal deals unseen cards to hand {h}, which the searching seat plays"
            )));
        }
    }
    Ok(())
}

/// Every seat's mean utility (`utilities[seat]`) over `runs` playouts of the rest of the deal
/// from `position` at random (any legal card, uniformly). The GIL is released while it plays.
#[pyfunction]
#[pyo3(signature = (position, utilities, *, runs, seed))]
pub fn random_playouts(
    py: Python<'_>,
    position: &PyPosition,
    utilities: Vec<PyRef<'_, PyObjective>>,
    runs: u32,
    seed: u64,
) -> PyResult<Vec<f64>> {
    let rules = &position.rules.get().inner;
    check_seats(rules, utilities.len())?;
    let utilities = seat_objectives(rules, &utilities)?;
    let pos = &position.inner;
    if pos.over() {
        return Ok(utilities.iter().map(|u| u.value(pos)).collect());
    }
    playable(rules, pos, runs)?;
    Ok(py.allow_threads(|| random_means(rules, pos, &utilities, runs, seed)))
}

/// A position playouts can finish, `runs` times at least once.
pub(crate) fn playable(rules: &Rules, pos: &Position, runs: u32) -> PyResult<()> {
    if runs == 0 {
        return Err(PyValueError::new_err("runs must be at least 1"));
    }
    check_playable(rules, std::slice::from_ref(pos)).map_err(PyValueError::new_err)
}
