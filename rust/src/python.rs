//! The Python module `followsuit._core`.

use std::time::Duration;

use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;

use crate::objective::{Group, Objective, Term};
use crate::playout;
use crate::position::{Played, Position};
use crate::rules::{Follow, Mask, Rules, RulesSpec, MAX_HANDS};
use crate::solver::{Limits, Solver};

/// A deal's trick rules with its trump (see `followsuit.engine.native`).
#[pyclass(name = "Rules", module = "followsuit._core", frozen)]
pub struct PyRules {
    pub inner: Rules,
}

#[pymethods]
impl PyRules {
    #[new]
    #[pyo3(signature = (*, hands, suit_of, follow_masks, powers, rank_order, trumps=0,
        follow="must follow", last_wins=false, trumps_barred=0, blocked_after_lead=0,
        third_may_throw=false, capture_all=0, capture_by=0, points=Vec::new(),
        last_trick_bonus=0, last_cards=0, controllers=Vec::new()))]
    #[allow(clippy::too_many_arguments)]
    fn new(
        hands: usize,
        suit_of: Vec<u8>,
        follow_masks: Vec<Mask>,
        powers: Vec<Vec<u16>>,
        rank_order: Vec<u16>,
        trumps: Mask,
        follow: &str,
        last_wins: bool,
        trumps_barred: u8,
        blocked_after_lead: Mask,
        third_may_throw: bool,
        capture_all: Mask,
        capture_by: u8,
        points: Vec<i32>,
        last_trick_bonus: i32,
        last_cards: Mask,
        controllers: Vec<u8>,
    ) -> PyResult<Self> {
        let follow = Follow::parse(follow)
            .ok_or_else(|| PyValueError::new_err(format!("no follow rule {follow:?}")))?;
        let spec = RulesSpec {
            hands,
            suit_of,
            follow_masks,
            powers,
            rank_order,
            trumps,
            follow: Some(follow),
            last_wins,
            trumps_barred,
            blocked_after_lead,
            third_may_throw,
            capture_all,
            capture_by,
            points,
            last_trick_bonus,
            last_cards,
            controllers,
        };
        Rules::new(spec)
            .map(|inner| PyRules { inner })
            .map_err(|e| PyValueError::new_err(e.0))
    }

    #[getter]
    fn hands(&self) -> usize {
        self.inner.hands
    }

    /// The position in a complete trick of the card that wins it.
    fn winning_position(&self, trick: Vec<u8>) -> PyResult<usize> {
        self.check_cards(&trick)?;
        if trick.is_empty() {
            return Err(PyValueError::new_err("an empty trick has no winner"));
        }
        Ok(crate::rules::winning_position(&self.inner, &trick))
    }

    /// The cards of `hand` that may be played to a trick whose cards so far are `trick` (empty:
    /// a lead), as a mask: the engine's legal mask without a `Position` (see `legal_mask`).
    #[pyo3(signature = (hand, trick, trumped=false, tricks_played=0, blocked=false))]
    fn legal(
        &self,
        hand: Mask,
        trick: Vec<u8>,
        trumped: bool,
        tricks_played: u8,
        blocked: bool,
    ) -> PyResult<Mask> {
        legal_mask(&self.inner, hand, &trick, trumped, tricks_played, blocked)
            .map_err(PyValueError::new_err)
    }
}

impl PyRules {
    /// Checks that `hands` hold only cards of the pack, none in two hands.
    fn check_hands(&self, hands: &[Mask]) -> PyResult<()> {
        let mut seen: Mask = 0;
        for &h in hands {
            if h & !self.inner.all != 0 || h & seen != 0 {
                return Err(PyValueError::new_err(
                    "a card outside the pack or in two hands",
                ));
            }
            seen |= h;
        }
        Ok(())
    }

    fn check_cards(&self, cards: &[u8]) -> PyResult<()> {
        if let Some(&c) = cards.iter().find(|&&c| c as usize >= self.inner.cards) {
            return Err(PyValueError::new_err(format!(
                "card {c} is not in a pack of {} cards",
                self.inner.cards
            )));
        }
        Ok(())
    }
}

// -- The legal mask of a hand, for the Python engine's trick play --------------------------

/// [`crate::rules::legal`] for a hand and trick given from Python, checked first: the trick
/// no longer than a trick less its last card, its cards and the hand's in the pack.
fn legal_mask(
    rules: &Rules,
    hand: Mask,
    trick: &[u8],
    trumped: bool,
    tricks_played: u8,
    blocked: bool,
) -> Result<Mask, String> {
    if trick.len() >= rules.hands {
        return Err(format!(
            "a trick of {} cards has no card to come in a deal of {} hands",
            trick.len(),
            rules.hands
        ));
    }
    if let Some(&c) = trick.iter().find(|&&c| c as usize >= rules.cards) {
        return Err(format!(
            "card {c} is not in a pack of {} cards",
            rules.cards
        ));
    }
    if hand & !rules.all != 0 {
        return Err(format!(
            "a hand holding a card outside the pack of {} cards",
            rules.cards
        ));
    }
    Ok(crate::rules::legal(
        rules,
        hand,
        trick,
        trumped,
        tricks_played,
        blocked,
    ))
}

/// A position of trick play where every card is known.
#[pyclass(name = "Position", module = "followsuit._core")]
pub struct PyPosition {
    rules: Py<PyRules>,
    inner: Position,
}

#[pymethods]
impl PyPosition {
    #[new]
    #[pyo3(signature = (rules, *, hands, leader, trick=Vec::new(), tricks_won=Vec::new(),
        points_won=Vec::new(), tricks_played=0, total_tricks, trumped=false, blocked=false))]
    #[allow(clippy::too_many_arguments)]
    fn new(
        rules: Py<PyRules>,
        hands: Vec<Mask>,
        leader: u8,
        trick: Vec<u8>,
        tricks_won: Vec<u8>,
        points_won: Vec<i32>,
        tricks_played: u8,
        total_tricks: u8,
        trumped: bool,
        blocked: bool,
    ) -> PyResult<Self> {
        let r = &rules.get().inner;
        let n = r.hands;
        if hands.len() != n {
            return Err(PyValueError::new_err(format!(
                "{} hands for {n}",
                hands.len()
            )));
        }
        if leader as usize >= n || trick.len() >= n {
            return Err(PyValueError::new_err(
                "a leader or a trick that does not fit the hands",
            ));
        }
        rules.get().check_cards(&trick)?;
        rules.get().check_hands(&hands)?;
        let mut pos = Position {
            hands: [0; MAX_HANDS],
            trick: [0; MAX_HANDS],
            trick_len: trick.len() as u8,
            leader,
            tricks_won: [0; MAX_HANDS],
            points_won: [0; MAX_HANDS],
            tricks_played,
            total_tricks,
            trumped,
            blocked,
            last_hand: crate::position::NO_HAND,
        };
        pos.hands[..n].copy_from_slice(&hands);
        pos.trick[..trick.len()].copy_from_slice(&trick);
        for (i, &t) in tricks_won.iter().take(n).enumerate() {
            pos.tricks_won[i] = t;
        }
        for (i, &p) in points_won.iter().take(n).enumerate() {
            pos.points_won[i] = p;
        }
        Ok(PyPosition { rules, inner: pos })
    }

    /// The hand whose card is next (None when every trick is played).
    fn to_play(&self) -> Option<u8> {
        let r = &self.rules.get().inner;
        (!self.inner.over()).then(|| self.inner.to_play(r))
    }

    /// The cards the hand to play may play, as a mask (0 when over).
    fn legal(&self) -> Mask {
        if self.inner.over() {
            return 0;
        }
        self.inner.legal(&self.rules.get().inner)
    }

    /// Plays a card of the hand to play; the winner's hand when it completes a trick.
    fn play(&mut self, card: u8) -> PyResult<Option<u8>> {
        let r = &self.rules.get().inner;
        if self.inner.over()
            || card as usize >= r.cards
            || self.inner.legal(r) & (1u128 << card) == 0
        {
            return Err(PyValueError::new_err(format!(
                "card {card} may not be played now"
            )));
        }
        Ok(match self.inner.play(r, card) {
            Played::Trick => None,
            Played::Won(w) => Some(w),
        })
    }

    fn clone(&self, py: Python<'_>) -> Self {
        PyPosition {
            rules: self.rules.clone_ref(py),
            inner: self.inner.clone(),
        }
    }

    #[getter]
    fn hands(&self) -> Vec<Mask> {
        self.inner.hands[..self.rules.get().inner.hands].to_vec()
    }

    /// Each hand's tricks, a list (a `Vec<u8>` would reach Python as bytes).
    #[getter]
    fn tricks_won(&self) -> Vec<u32> {
        self.inner.tricks_won[..self.rules.get().inner.hands]
            .iter()
            .map(|&t| t as u32)
            .collect()
    }

    #[getter]
    fn points_won(&self) -> Vec<i32> {
        self.inner.points_won[..self.rules.get().inner.hands].to_vec()
    }

    #[getter]
    fn leader(&self) -> u8 {
        self.inner.leader
    }

    /// The trick's cards in the order played, a list (not bytes).
    #[getter]
    fn trick(&self) -> Vec<u32> {
        self.inner.trick[..self.inner.trick_len as usize]
            .iter()
            .map(|&c| c as u32)
            .collect()
    }
}

/// The value the maximising seats play for: groups of hands, and terms over their quantities.
#[pyclass(name = "Objective", module = "followsuit._core", frozen)]
pub struct PyObjective {
    inner: Objective,
}

#[pymethods]
impl PyObjective {
    /// `groups`: (hands mask, trick weight, point weight, last-trick weight) each; `terms`: (group indices, lows,
    /// sizes, flat table) each; `max_seats`: a mask of the seats that maximise.
    #[new]
    #[pyo3(signature = (*, groups, terms, max_seats))]
    #[allow(clippy::type_complexity)]
    fn new(
        groups: Vec<(u8, i32, i32, i32)>,
        terms: Vec<(Vec<usize>, Vec<i32>, Vec<usize>, Vec<f64>)>,
        max_seats: u8,
    ) -> PyResult<Self> {
        let groups = groups
            .into_iter()
            .map(|(hands, trick_weight, point_weight, last_weight)| Group {
                hands,
                trick_weight,
                point_weight,
                last_weight,
            })
            .collect();
        let terms = terms
            .into_iter()
            .map(|(groups, low, size, table)| Term {
                groups,
                low,
                size,
                table,
            })
            .collect();
        Objective::new(groups, terms, max_seats)
            .map(|inner| PyObjective { inner })
            .map_err(PyValueError::new_err)
    }

    /// Whether the value adds up trick by trick.
    #[getter]
    fn linear(&self) -> bool {
        self.inner.linear.is_some()
    }

    /// The value of a finished play (or of the tricks so far).
    fn value(&self, position: &PyPosition) -> f64 {
        self.inner.value(&position.inner)
    }
}

/// The result of a solve.
#[pyclass(name = "Solved", module = "followsuit._core", frozen, get_all)]
pub struct PySolved {
    /// Each legal card with its exact value.
    values: Vec<(u8, f64)>,
    nodes: u64,
    complete: bool,
}

/// An exact solver with its transposition table (keep one for many solves).
#[pyclass(name = "Solver", module = "followsuit._core")]
pub struct PySolver {
    inner: Solver,
}

#[pymethods]
impl PySolver {
    #[new]
    #[pyo3(signature = (table_bits=20))]
    fn new(table_bits: u32) -> Self {
        PySolver {
            inner: Solver::new(table_bits),
        }
    }

    /// Every legal card's value with best play by all (`nodes`: 0 for no cap; `seconds`: None
    /// for no limit). The GIL is released while it searches.
    #[pyo3(signature = (position, objective, *, nodes=0, seconds=None))]
    fn solve(
        &mut self,
        py: Python<'_>,
        position: &PyPosition,
        objective: &PyObjective,
        nodes: u64,
        seconds: Option<f64>,
    ) -> PyResult<PySolved> {
        let limits = solve_limits(position, objective, nodes, seconds)?;
        let (rules, pos, obj) = (
            &position.rules.get().inner,
            &position.inner,
            &objective.inner,
        );
        let solver = &mut self.inner;
        let solved = py.allow_threads(|| solver.solve(rules, pos, obj, limits));
        Ok(PySolved {
            values: solved.values,
            nodes: solved.nodes,
            complete: solved.complete,
        })
    }

    /// The position's value with best play by all (the best of `solve`'s values for the hand
    /// to play, from one search of the position), None where a limit stopped it, and the
    /// positions visited. The GIL is released while it searches.
    #[pyo3(signature = (position, objective, *, nodes=0, seconds=None))]
    fn value(
        &mut self,
        py: Python<'_>,
        position: &PyPosition,
        objective: &PyObjective,
        nodes: u64,
        seconds: Option<f64>,
    ) -> PyResult<(Option<f64>, u64)> {
        let limits = solve_limits(position, objective, nodes, seconds)?;
        let (rules, pos, obj) = (
            &position.rules.get().inner,
            &position.inner,
            &objective.inner,
        );
        let solver = &mut self.inner;
        Ok(py.allow_threads(|| solver.value(rules, pos, obj, limits)))
    }
}

/// The limits of a solve of `position` for `objective`, whose groups must fit its rules.
fn solve_limits(
    position: &PyPosition,
    objective: &PyObjective,
    nodes: u64,
    seconds: Option<f64>,
) -> PyResult<Limits> {
    check_groups(&objective.inner, &position.rules.get().inner)?;
    Ok(Limits {
        nodes,
        time: time_limit(seconds)?,
    })
}

/// A time limit in seconds as a duration: None, or a limit too long to count, is no limit; a
/// negative one or not a number is refused.
pub(crate) fn time_limit(seconds: Option<f64>) -> PyResult<Option<Duration>> {
    match seconds {
        Some(s) if s.is_nan() || s < 0.0 => Err(PyValueError::new_err(format!(
            "seconds {s} is not a non-negative number"
        ))),
        Some(s) => Ok(Duration::try_from_secs_f64(s).ok()),
        None => Ok(None),
    }
}

/// An objective's groups name only hands the deal has.
/// A utility for every seat of the rules (a controller of some hand), and no more than hands.
fn check_seats(rules: &Rules, utilities: usize) -> PyResult<()> {
    let seats = rules.controllers[..rules.hands]
        .iter()
        .map(|&s| s as usize + 1)
        .max()
        .unwrap_or(0);
    if utilities < seats || utilities > MAX_HANDS {
        return Err(PyValueError::new_err(format!(
            "{utilities} utilities for {seats} seats"
        )));
    }
    Ok(())
}

/// Each seat's utility, its groups checked against the rules.
fn seat_objectives(
    rules: &Rules,
    utilities: &[PyRef<'_, PyObjective>],
) -> PyResult<Vec<Objective>> {
    let utilities: Vec<Objective> = utilities.iter().map(|u| u.inner.clone()).collect();
    for utility in &utilities {
        check_groups(utility, rules)?;
    }
    Ok(utilities)
}

fn check_groups(objective: &Objective, rules: &Rules) -> PyResult<()> {
    if objective
        .groups
        .iter()
        .any(|g| g.hands as usize >= 1 << rules.hands)
    {
        return Err(PyValueError::new_err(
            "a group names a hand the deal does not have",
        ));
    }
    Ok(())
}

/// Each legal card of the hand to play with its mean value over `runs` playouts of the rest
/// of the deal by the core's fast policy (`playout`), from generator seed `seed`. For worlds
/// too big to solve; the GIL is released while it plays.
#[pyfunction]
#[pyo3(signature = (position, objective, *, runs, seed))]
fn playouts(
    py: Python<'_>,
    position: &PyPosition,
    objective: &PyObjective,
    runs: u32,
    seed: u64,
) -> PyResult<Vec<(u8, f64)>> {
    let rules = &position.rules.get().inner;
    check_groups(&objective.inner, rules)?;
    let pos = &position.inner;
    search::playable(rules, pos, runs)?;
    let obj = &objective.inner;
    Ok(py.allow_threads(|| playout::card_values(rules, pos, obj, runs, seed)))
}

/// Each legal card of the hand to play with every seat's mean utility over `runs` playouts of
/// the rest of the deal, each seat's hands played by the fast policy for its own utility
/// (`utilities[seat]`, as `MaxnSolver.solve` takes them); with `whole`, one entry (card 255)
/// for the playouts from the position itself. The GIL is released while it plays.
#[pyfunction]
#[pyo3(signature = (position, utilities, *, runs, seed, whole=false))]
fn playouts_each(
    py: Python<'_>,
    position: &PyPosition,
    utilities: Vec<PyRef<'_, PyObjective>>,
    runs: u32,
    seed: u64,
    whole: bool,
) -> PyResult<Vec<(u8, Vec<f64>)>> {
    let rules = &position.rules.get().inner;
    check_seats(rules, utilities.len())?;
    let utilities = seat_objectives(rules, &utilities)?;
    let pos = &position.inner;
    search::playable(rules, pos, runs)?;
    Ok(py.allow_threads(|| playout::card_vectors_each(rules, pos, &utilities, runs, seed, whole)))
}

#[path = "python_search.rs"]
mod search;

#[path = "python_maxn.rs"]
mod maxn;

#[path = "python_bidding.rs"]
mod bidding;
#[path = "python_redeal.rs"]
mod redeal;

#[pymodule]
pub fn _core(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_class::<PyRules>()?;
    m.add_class::<PyPosition>()?;
    m.add_class::<PyObjective>()?;
    m.add_class::<PySolved>()?;
    m.add_class::<PySolver>()?;
    m.add_function(wrap_pyfunction!(playouts, m)?)?;
    m.add_function(wrap_pyfunction!(playouts_each, m)?)?;
    m.add_class::<maxn::PyMaxnSolved>()?;
    m.add_class::<maxn::PyMaxnSolver>()?;
    m.add_class::<search::PySearched>()?;
    m.add_function(wrap_pyfunction!(search::ismcts, m)?)?;
    m.add_function(wrap_pyfunction!(search::random_playouts, m)?)?;
    m.add_class::<redeal::PyRedeal>()?;
    m.add_class::<bidding::PyBidsJudged>()?;
    m.add_function(wrap_pyfunction!(bidding::judge_bids, m)?)?;
    m.add_function(wrap_pyfunction!(bidding::bids_weight, m)?)?;
    m.add_function(wrap_pyfunction!(bidding::play_weight, m)?)?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::test_support::{bridge, card_of};

    #[test]
    fn the_legal_mask_of_a_hand_is_the_rules_legal_cards() {
        let rules = bridge(Some(3), Follow::MustFollow);
        let hand: Mask = (1 << card_of(0, 4)) | (1 << card_of(2, 7)) | (1 << card_of(3, 1));
        let led = [card_of(2, 12)];
        assert_eq!(
            legal_mask(&rules, hand, &led, false, 0, false),
            Ok(1 << card_of(2, 7))
        );
        assert_eq!(legal_mask(&rules, hand, &[], false, 0, false), Ok(hand));
    }

    #[test]
    fn a_full_trick_a_card_outside_the_pack_or_a_hand_outside_it_is_refused() {
        let rules = bridge(None, Follow::MustFollow);
        let full = [0, 1, 2, 3];
        assert!(legal_mask(&rules, 1 << 5, &full, false, 0, false)
            .unwrap_err()
            .contains("no card to come"));
        assert!(legal_mask(&rules, 1 << 5, &[60], false, 0, false)
            .unwrap_err()
            .contains("card 60"));
        assert!(legal_mask(&rules, 1 << 60, &[], false, 0, false)
            .unwrap_err()
            .contains("outside the pack"));
    }
}
