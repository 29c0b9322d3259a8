//! The binding of the core's max^n solver (`crate::maxn`) in `followsuit._core`: a child of
//! `python`, whose positions, objectives and checks it uses.

use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;

use super::{check_seats, seat_objectives, time_limit, PyObjective, PyPosition};
use crate::maxn::{Maxn, Options, Ties};
use crate::solver::Limits;

/// The result of a max^n solve.
#[pyclass(name = "MaxnSolved", module = "followsuit._core", frozen, get_all)]
pub struct PyMaxnSolved {
    /// Each legal card with every seat's value.
    values: Vec<(u8, Vec<f64>)>,
    nodes: u64,
    complete: bool,
}

/// A max^n solver (each seat for its own utility) with its table (keep one for many solves).
#[pyclass(name = "MaxnSolver", module = "followsuit._core")]
pub struct PyMaxnSolver {
    inner: Maxn,
}

#[pymethods]
impl PyMaxnSolver {
    #[new]
    #[pyo3(signature = (table_bits=20))]
    fn new(table_bits: u32) -> Self {
        PyMaxnSolver {
            inner: Maxn::new(table_bits),
        }
    }

    /// Every legal card's value vector, each seat playing for `utilities[seat]`; `max_sum`:
    /// the most the utilities add up to (shallow pruning); `ties`: "against" or "for" the
    /// searching seat (`searcher`, default the seat to play here), among cards worth the same
    /// to the seat choosing. The GIL is released while it searches.
    #[pyo3(signature = (position, utilities, *, max_sum=None, ties="against", searcher=None,
        nodes=0, seconds=None))]
    #[allow(clippy::too_many_arguments)]
    fn solve(
        &mut self,
        py: Python<'_>,
        position: &PyPosition,
        utilities: Vec<PyRef<'_, PyObjective>>,
        max_sum: Option<f64>,
        ties: &str,
        searcher: Option<usize>,
        nodes: u64,
        seconds: Option<f64>,
    ) -> PyResult<PyMaxnSolved> {
        let rules = &position.rules.get().inner;
        let ties = match ties {
            "against" => Ties::AgainstRoot,
            "for" => Ties::ForRoot,
            _ => return Err(PyValueError::new_err(format!("no tie rule {ties:?}"))),
        };
        check_seats(rules, utilities.len())?;
        if searcher.is_some_and(|s| s >= utilities.len()) {
            return Err(PyValueError::new_err(format!(
                "searching seat {searcher:?} of {} seats",
                utilities.len()
            )));
        }
        let utilities = seat_objectives(rules, &utilities)?;
        let limits = Limits {
            nodes,
            time: time_limit(seconds)?,
        };
        let pos = &position.inner;
        let solver = &mut self.inner;
        let options = Options {
            max_sum,
            ties,
            searcher,
        };
        let solved = py.allow_threads(|| solver.solve(rules, pos, &utilities, options, limits));
        Ok(PyMaxnSolved {
            values: solved.values,
            nodes: solved.nodes,
            complete: solved.complete,
        })
    }
}
