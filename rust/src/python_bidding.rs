//! The binding of the core's bid judge (`crate::bidding`) in `followsuit._core`: a child of
//! `python`, whose positions and checks it uses.

use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;

use super::{time_limit, PyPosition};
use crate::bidding::{judge, Among, Auction, BidModel, LaterBids, Limits, Play};
use crate::inference;
use crate::objective::Objective;
use crate::position::Position;
use crate::rules::{Mask, MAX_HANDS};

/// What a bid judgement found.
#[pyclass(name = "BidsJudged", module = "followsuit._core", frozen, get_all)]
pub struct PyBidsJudged {
    /// Each candidate, in the order given: (bid, worlds played, every seat's mean score).
    bids: Vec<(u8, u64, Vec<f64>)>,
    /// Worlds played in all (one a candidate with equal shares).
    simulations: u64,
}

/// Each candidate bid of `bidder` judged over fresh worlds (`crate::bidding`): `position` is
/// the play as it would start (its rules, leader and tricks; the bidder's hand, the others'
/// are dealt from `unseen`, `sizes[seat]` cards each), `bids` the bids made (None: not yet),
/// `later` the seats still to bid after the bidder in turn, `hook` whether the last of them
/// may not make the bids total the tricks, `scores[bid][tricks]` a seat's deal score.
/// `later_bids` "random", "winners" or "law" (drawn from `bid_model`), `play` "policy" or
/// "random", `exploration` UCB1's constant (None: equal, paired shares). `bid_model` (offset,
/// slope, spread) weighs each world by how likely the bids made are from the hands it deals
/// (equal shares only; None: every world alike); `bid_among` "pack" or "dealt", the cards a
/// card's betters are counted among in its likely winners. `simulations` (0: no cap) and
/// `seconds` (None: no limit) bound it, one of them at least. The GIL is released while it
/// plays.
#[pyfunction]
#[pyo3(signature = (position, *, bidder, unseen, sizes, bids, later, hook, scores, candidates,
    seed, simulations=0, seconds=None, later_bids="random", play="random", exploration=None,
    bid_model=None, bid_among="pack"))]
#[allow(clippy::too_many_arguments)]
pub fn judge_bids(
    py: Python<'_>,
    position: &PyPosition,
    bidder: usize,
    unseen: Mask,
    sizes: Vec<u8>,
    bids: Vec<Option<u8>>,
    later: Vec<usize>,
    hook: bool,
    scores: Vec<Vec<f64>>,
    candidates: Vec<u8>,
    seed: u64,
    simulations: u64,
    seconds: Option<f64>,
    later_bids: &str,
    play: &str,
    exploration: Option<f64>,
    bid_model: Option<(f64, f64, f64)>,
    bid_among: &str,
) -> PyResult<PyBidsJudged> {
    let rules = &position.rules.get().inner;
    let pos = &position.inner;
    let later_bids = match later_bids {
        "random" => LaterBids::Random,
        "winners" => LaterBids::Winners,
        "law" => LaterBids::Law,
        _ => {
            return Err(PyValueError::new_err(format!(
                "no later bids {later_bids:?}"
            )))
        }
    };
    let among = among_of(bid_among)?;
    let play = match play {
        "policy" => Play::Policy,
        "random" => Play::Random,
        _ => return Err(PyValueError::new_err(format!("no play {play:?}"))),
    };
    check_lengths("sizes", sizes.len(), bids.len(), rules.hands)?;
    if exploration.is_some_and(|c| c.is_nan() || c < 0.0) {
        return Err(PyValueError::new_err(format!(
            "exploration {exploration:?} is not a non-negative number"
        )));
    }
    let time = time_limit(seconds)?;
    if simulations == 0 && time.is_none() {
        return Err(PyValueError::new_err(
            "a judgement needs simulations, a finite number of seconds, or both",
        ));
    }
    if pos.tricks_played != 0 || pos.trick_len != 0 {
        return Err(PyValueError::new_err(
            "the position is not the play's start",
        ));
    }
    let n = pos.total_tricks as usize;
    check_scores(&scores, n)?;
    let mut size = [0u8; MAX_HANDS];
    size[..sizes.len()].copy_from_slice(&sizes);
    let mut made = [None; MAX_HANDS];
    made[..bids.len()].copy_from_slice(&bids);
    let auction = Auction {
        bidder,
        unseen,
        sizes: size,
        bids: made,
        later,
        hook,
        scores: scores.concat(),
        later_bids,
        play,
        exploration,
        model: bid_model.map(|numbers| law(numbers, among)),
    };
    auction
        .check(rules, pos, &candidates)
        .map_err(PyValueError::new_err)?;
    let limits = Limits { simulations, time };
    let found = py.allow_threads(|| judge(rules, pos, &auction, &candidates, limits, seed));
    Ok(PyBidsJudged {
        simulations: found.iter().map(|j| j.worlds).sum(),
        bids: found
            .into_iter()
            .map(|j| (j.bid, j.worlds, j.means))
            .collect(),
    })
}

/// Checks that there are as many `what` (`count`) and bids as the deal has hands.
fn check_lengths(what: &str, count: usize, bids: usize, hands: usize) -> PyResult<()> {
    if count != hands || bids != hands {
        return Err(PyValueError::new_err(format!(
            "{count} {what} and {bids} bids for {hands} hands"
        )));
    }
    Ok(())
}

/// Checks that `scores` is a score table of a deal of `n` tricks: a row a bid, a column a
/// number of tricks, 0 to `n` each.
fn check_scores(scores: &[Vec<f64>], n: usize) -> PyResult<()> {
    if scores.len() != n + 1 || scores.iter().any(|row| row.len() != n + 1) {
        return Err(PyValueError::new_err(format!(
            "a score table of {} bids by {} tricks",
            n + 1,
            n + 1
        )));
    }
    Ok(())
}

/// The cards betters are counted among, by name: "pack" or "dealt".
fn among_of(name: &str) -> PyResult<Among> {
    match name {
        "pack" => Ok(Among::Pack),
        "dealt" => Ok(Among::Dealt),
        _ => Err(PyValueError::new_err(format!("no bid_among {name:?}"))),
    }
}

/// A bid law from its numbers (offset, slope, spread), betters counted `among`.
fn law((offset, slope, spread): (f64, f64, f64), among: Among) -> BidModel {
    BidModel {
        offset,
        slope,
        spread,
        among,
    }
}

/// How likely the bids made of the seats but `seat` are from `hands` (every seat's hand as
/// dealt) under the law `bid_model` (offset, slope, spread), betters counted among `bid_among`
/// ("pack" or "dealt"): the product of each bid's chance (`crate::bidding::BidModel`), in a
/// deal of `position`'s rules and tricks.
#[pyfunction]
#[pyo3(signature = (position, *, hands, bids, seat, bid_model, bid_among="pack"))]
pub fn bids_weight(
    position: &PyPosition,
    hands: Vec<Mask>,
    bids: Vec<Option<u8>>,
    seat: usize,
    bid_model: (f64, f64, f64),
    bid_among: &str,
) -> PyResult<f64> {
    let rules = &position.rules.get().inner;
    let tricks = position.inner.total_tricks;
    check_lengths("hands", hands.len(), bids.len(), rules.hands)?;
    position.rules.get().check_hands(&hands)?;
    if let Some(b) = bids.iter().flatten().find(|&&b| b > tricks) {
        return Err(PyValueError::new_err(format!(
            "a bid of {b}: a bid is 0 to {tricks}"
        )));
    }
    let model = law(bid_model, among_of(bid_among)?);
    model.check().map_err(PyValueError::new_err)?;
    Ok(model.weight(rules, &hands, &bids, seat, tricks))
}

/// How likely the cards played so far by the seats but `seat` are from `hands` (every seat's
/// hand as dealt), were each seat to play as the core's policy means to for its own deal
/// score, but for a card at random with chance `miss` (`crate::inference`): `played` the cards
/// in order from the first trick, led by `leader`; `bids` every seat's bid and
/// `scores[bid][tricks]` a seat's deal score; `position` gives the rules and the tricks.
#[pyfunction]
#[pyo3(signature = (position, *, hands, bids, scores, seat, leader, played, miss))]
#[allow(clippy::too_many_arguments)]
pub fn play_weight(
    position: &PyPosition,
    hands: Vec<Mask>,
    bids: Vec<u8>,
    scores: Vec<Vec<f64>>,
    seat: usize,
    leader: u8,
    played: Vec<u8>,
    miss: f64,
) -> PyResult<f64> {
    let rules = &position.rules.get().inner;
    let n = position.inner.total_tricks as usize;
    check_lengths("hands", hands.len(), bids.len(), rules.hands)?;
    if seat >= rules.hands || leader as usize >= rules.hands {
        return Err(PyValueError::new_err(format!(
            "seat {seat} and leader {leader}: each below {}",
            rules.hands
        )));
    }
    if !(0.0..=1.0).contains(&miss) {
        return Err(PyValueError::new_err(format!(
            "a miss of {miss}: a chance, 0 to 1"
        )));
    }
    check_scores(&scores, n)?;
    if let Some(b) = bids.iter().find(|&&b| b as usize > n) {
        return Err(PyValueError::new_err(format!(
            "a bid of {b}: a bid is 0 to {n}"
        )));
    }
    position.rules.get().check_hands(&hands)?;
    position.rules.get().check_cards(&played)?;
    let start = Position::start(&hands, leader, position.inner.total_tricks);
    let utilities = (0..rules.hands)
        .map(|s| Objective::of_tricks(1 << s, scores[bids[s] as usize].clone()))
        .collect::<Result<Vec<_>, _>>()
        .map_err(PyValueError::new_err)?;
    inference::play_weight(rules, &start, &played, &utilities, seat, miss)
        .map_err(PyValueError::new_err)
}
