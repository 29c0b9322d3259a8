//! The binding of the core's redealing of worlds (`crate::redeal`) in `followsuit._core`: a
//! child of `python`, whose positions and rules it uses.

use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;

use super::{PyPosition, PyRules};
use crate::playout::Rng;
use crate::redeal::Redeal;
use crate::rules::{Mask, Rules};

/// How to redeal a world (a position the resampler drew for a seat): the cards the seat has
/// not seen (`unseen`) shared out again among the hands, each keeping the cards it is known
/// to hold and as many unseen ones as in `position`, none of `forbidden[hand]`, and the
/// places beside the hands (`others`: each one's room for unseen cards and the cards it may
/// not hold), as the resampler shares them (`crate::redeal`).
#[pyclass(name = "Redeal", module = "followsuit._core", frozen)]
pub struct PyRedeal {
    pub(super) rules: Py<PyRules>,
    pub(super) inner: Redeal,
}

#[pymethods]
impl PyRedeal {
    #[new]
    #[pyo3(signature = (position, *, unseen, forbidden, others=Vec::new()))]
    fn new(
        py: Python<'_>,
        position: &PyPosition,
        unseen: Mask,
        forbidden: Vec<Mask>,
        others: Vec<(u32, Mask)>,
    ) -> PyResult<Self> {
        let rules = &position.rules.get().inner;
        if position.inner.over() {
            return Err(PyValueError::new_err("the position's play is over"));
        }
        let inner = Redeal::new(rules, &position.inner, unseen, &forbidden, &others)
            .map_err(PyValueError::new_err)?;
        Ok(PyRedeal {
            rules: position.rules.clone_ref(py),
            inner,
        })
    }

    /// `count` worlds redealt, from `seed`. The GIL is released while they are dealt.
    fn deal(&self, py: Python<'_>, count: usize, seed: u64) -> Vec<PyPosition> {
        let redeal = &self.inner;
        let worlds = py.allow_threads(|| {
            let mut rng = Rng::new(seed);
            (0..count)
                .map(|_| {
                    let mut world = redeal.base().clone();
                    redeal.deal(&mut rng, &mut world);
                    world
                })
                .collect::<Vec<_>>()
        });
        worlds
            .into_iter()
            .map(|inner| PyPosition {
                rules: self.rules.clone_ref(py),
                inner,
            })
            .collect()
    }

    /// The unseen cards each hand holds in every world redealt.
    #[getter]
    fn rooms(&self) -> Vec<u32> {
        let hands = self.rules.get().inner.hands;
        (0..hands).map(|h| self.inner.room(h)).collect()
    }
}

impl PyRedeal {
    /// Why `rules` are not the rules this redeal's worlds are played under, if they are not.
    pub(super) fn check_rules(&self, rules: &Rules) -> PyResult<()> {
        let mine = &self.rules.get().inner;
        if !mine.same_play(rules) {
            return Err(PyValueError::new_err(
                "the redeal's worlds are played under other rules than the world searched",
            ));
        }
        Ok(())
    }
}
