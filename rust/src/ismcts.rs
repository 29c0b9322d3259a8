//! Information-set Monte Carlo tree search of the card play (ISMCTS), for one searching seat.
//!
//! PIMC solves each sampled world on its own, each seat seeing every card: a plan that works
//! only in some worlds is credited in all of them (strategy fusion). ISMCTS grows one tree over
//! all the worlds instead, as Cowling, Powley and Whitehouse (2012) and OpenSpiel's `ISMCTSBot`
//! do: each iteration takes a world of the pool, walks down the tree from the root by the
//! cards played, adds one node, finishes the deal by a fast policy and backs up every seat's
//! utility along the path. A node's children are the cards seen legal there in any world; each
//! child counts how often it was *available* (legal in the world of the iteration), and UCB
//! reads that count where plain UCT reads the parent's visits, so that a card legal only in
//! some worlds is not explored as if it were always there. The seat choosing at a node picks
//! by its own mean utility (each seat plays for itself, as in max^n).
//!
//! **Nodes.** With [`Nodes::Shared`], a node is the sequence of cards played from the root,
//! whoever holds what in the world (single-observer ISMCTS: the others choose as if they did
//! not know their own hands, averaged over the worlds). With [`Nodes::OwnHand`], a node is
//! also keyed by the cards of the hand to play, as OpenSpiel keys its nodes by the information
//! state of the player to act: the searching seat's own nodes are shared by every world (its
//! hand is the same in all), another seat's are its own for each hand it may hold.
//!
//! **Finishing.** The rest of the deal is played by `playout`'s policy, each seat for its own
//! utility ([`Rollout::Policy`]), at random ([`Rollout::Random`], as OpenSpiel's bot), or
//! solved max^n ([`Rollout::Solve`]). With the searching seat's choices alone in the tree, the
//! solve makes the search PIMC whose searching seat must choose alike in every world that shows
//! it the same cards: the other seats play their max^n cards in each world, each of the
//! searching seat's cards is chosen at a node of the tree (one for all the worlds it cannot
//! tell apart), and below the tree the play is solved. The strategy fusion of PIMC is so put
//! off to below the tree (Arjonilla, Saffidine and Cazenave's postponed reasoning).
//!
//! The answer is each card of the root with its visits and the searching seat's mean utility
//! (the caller plays the most visited).

use std::collections::HashMap;
use std::time::{Duration, Instant};

use crate::maxn::{Maxn, Options, Ties, Vector};
use crate::objective::Objective;
use crate::playout::{choose, mean_values, playout_each, seat_values, Rng};
use crate::position::Position;
use crate::rules::{Mask, Rules, MAX_HANDS};
use crate::solver::Limits;

/// Iterations between two readings of the clock.
const CLOCK_EVERY: u64 = 16;

/// Positions one solve of [`Rollout::Solve`] may visit before the fast policy finishes the
/// deal instead.
const SOLVE_NODES: u64 = 200_000;

/// Bits of the max^n table that [`Rollout::Solve`] keeps for the whole search.
const SOLVE_TABLE_BITS: u32 = 16;

/// How the deal is finished below a new node.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Rollout {
    /// `playout`'s fast policy, each seat for its own utility.
    Policy,
    /// Any legal card, uniformly.
    Random,
    /// Solved: the max^n value of the position below the new node, every seat playing for
    /// its own utility with every card seen (PIMC's value, one world at a time); where the
    /// tree holds only the searching seat's choices ([`Nodes::Searcher`]), the other seats
    /// play their max^n card too. A position too big to solve (`SOLVE_NODES`) is finished by
    /// the fast policy.
    Solve,
}

/// What a node of the tree stands for (module doc).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Nodes {
    /// The cards played from the root.
    Shared,
    /// The cards played from the root and the cards of the hand to play.
    OwnHand,
    /// The cards played from the root, and only the searching seat's choices searched: the
    /// other seats play by the rollout's policy all the way.
    Searcher,
}

/// How a search is run.
#[derive(Clone, Copy, Debug)]
pub struct Config {
    /// UCB's exploration constant, in units of the utilities' spread (the widest seat's
    /// greatest value less its least).
    pub exploration: f64,
    pub rollout: Rollout,
    pub nodes: Nodes,
    /// The most iterations (0: no cap).
    pub iterations: u64,
    /// The most time (None: no limit). One of the two caps must be given.
    pub time: Option<Duration>,
    pub seed: u64,
}

/// A card of the root: how often it was chosen and what it was worth to the searching seat.
#[derive(Clone, Debug, PartialEq)]
pub struct RootCard {
    pub card: u8,
    pub visits: u64,
    pub mean: f64,
}

/// The result of a search.
#[derive(Clone, Debug)]
pub struct Searched {
    /// Each legal card of the root, in card order.
    pub cards: Vec<RootCard>,
    pub iterations: u64,
    /// Nodes in the tree at the end.
    pub nodes: usize,
}

/// One card seen legal at a node: its statistics on the edge.
#[derive(Clone, Debug)]
struct Child {
    card: u8,
    visits: u64,
    available: u64,
    sums: [f64; MAX_HANDS],
}

#[derive(Clone, Debug, Default)]
struct Node {
    children: Vec<Child>,
    /// The cards of `children`, as a mask.
    seen: Mask,
}

/// The tree: nodes by number, the root first; each sequence of cards played from the root by
/// number (the root's 0), and each node's number by (sequence, key). A node is found by the
/// cards played, not by the node above it: with [`Nodes::OwnHand`] the nodes above differ by
/// the hands of the others, and the searching seat's node after the same cards must not.
struct Tree {
    nodes: Vec<Node>,
    index: HashMap<(u32, Mask), u32>,
    sequences: HashMap<(u32, u8), u32>,
}

/// The max^n solver of [`Rollout::Solve`], its table kept for the whole search (the worlds of
/// one search share rules and utilities: a position met again is not solved again).
struct Solving {
    maxn: Maxn,
    options: Options,
}

impl Solving {
    fn new(searcher: usize) -> Solving {
        Solving {
            maxn: Maxn::new(SOLVE_TABLE_BITS),
            options: Options {
                max_sum: None,
                ties: Ties::AgainstRoot,
                searcher: Some(searcher),
            },
        }
    }

    /// The max^n value of `pos` and the card its seat plays there; None if too big.
    fn best(
        &mut self,
        rules: &Rules,
        pos: &Position,
        utilities: &[Objective],
    ) -> Option<(Vector, Option<u8>)> {
        let limits = Limits {
            nodes: SOLVE_NODES,
            time: None,
        };
        self.maxn.best(rules, pos, utilities, self.options, limits)
    }
}

impl Tree {
    /// The sequence `card` after `sequence`, and its node for `key`.
    fn child_node(&mut self, sequence: u32, card: u8, key: Mask) -> (u32, u32) {
        let fresh = self.sequences.len() as u32 + 1;
        let sequence = *self.sequences.entry((sequence, card)).or_insert(fresh);
        let next = self.nodes.len() as u32;
        let at = *self.index.entry((sequence, key)).or_insert(next);
        if at == next {
            self.nodes.push(Node::default());
        }
        (sequence, at)
    }
}

/// Searches the card to play for the seat to play in `worlds` (positions that agree on what
/// that seat sees: the trick so far, the hand to play and its cards), each seat playing for
/// `utilities[seat]`. The caller has checked the worlds (non-empty, not over, in agreement)
/// and the utilities (one a seat).
pub fn search(
    rules: &Rules,
    worlds: &[Position],
    utilities: &[Objective],
    config: Config,
) -> Searched {
    search_by(rules, &worlds[0], utilities, config, |rng, world| {
        world.clone_from(&worlds[(rng.draw() % worlds.len() as u64) as usize]);
    })
}

/// [`search`] with each iteration's world drawn by `draw` (into its second argument, from
/// the search's generator) rather than taken from a pool: `first` is one of those worlds
/// (the searching seat's, its cards, the trick), and every world drawn agrees with it in what
/// that seat sees (`redeal::Redeal::deal` draws such worlds afresh).
pub fn search_by(
    rules: &Rules,
    first: &Position,
    utilities: &[Objective],
    config: Config,
    mut draw: impl FnMut(&mut Rng, &mut Position),
) -> Searched {
    let searcher = rules.controllers[first.to_play(rules) as usize] as usize;
    let spread = utilities.iter().map(spread).fold(0.0, f64::max);
    let c = config.exploration * if spread > 0.0 { spread } else { 1.0 };
    let mut rng = Rng::new(config.seed);
    let mut tree = Tree {
        nodes: vec![Node::default()],
        index: HashMap::new(),
        sequences: HashMap::new(),
    };
    let began = Instant::now();
    let mut done = 0u64;
    let mut path: Vec<(u32, usize)> = Vec::new();
    let mut world = first.clone();
    let mut solving = (config.rollout == Rollout::Solve).then(|| Solving::new(searcher));
    loop {
        if config.iterations > 0 && done >= config.iterations {
            break;
        }
        if let Some(limit) = config.time {
            if done.is_multiple_of(CLOCK_EVERY) && done > 0 && began.elapsed() >= limit {
                break;
            }
        }
        draw(&mut rng, &mut world);
        iterate(
            rules,
            &world,
            utilities,
            searcher,
            config,
            c,
            &mut tree,
            &mut rng,
            &mut path,
            &mut solving,
        );
        done += 1;
    }
    let root = &tree.nodes[0];
    let mut cards: Vec<RootCard> = root
        .children
        .iter()
        .map(|child| RootCard {
            card: child.card,
            visits: child.visits,
            mean: if child.visits > 0 {
                child.sums[searcher] / child.visits as f64
            } else {
                0.0
            },
        })
        .collect();
    cards.sort_by_key(|r| r.card);
    Searched {
        cards,
        iterations: done,
        nodes: tree.nodes.len(),
    }
}

/// One iteration on `world`: down the tree, one node added, the deal finished, every seat's
/// utility backed up along the path.
#[allow(clippy::too_many_arguments)]
fn iterate(
    rules: &Rules,
    world: &Position,
    utilities: &[Objective],
    searcher: usize,
    config: Config,
    c: f64,
    tree: &mut Tree,
    rng: &mut Rng,
    path: &mut Vec<(u32, usize)>,
    solving: &mut Option<Solving>,
) {
    path.clear();
    let mut pos = world.clone();
    let (mut sequence, mut node) = (0u32, 0u32);
    while !pos.over() {
        let legal = pos.legal(rules);
        let hand = pos.to_play(rules) as usize;
        let seat = rules.controllers[hand] as usize;
        if config.nodes == Nodes::Searcher && seat != searcher {
            let card = match (config.rollout, solving.as_mut()) {
                (Rollout::Random, _) => rng.card(legal),
                (Rollout::Solve, Some(solving)) => solving
                    .best(rules, &pos, utilities)
                    .and_then(|(_, card)| card)
                    .unwrap_or_else(|| choose(rules, &pos, &utilities[seat], rng)),
                _ => choose(rules, &pos, &utilities[seat], rng),
            };
            pos.play(rules, card);
            (sequence, node) = tree.child_node(sequence, card, 0);
            continue;
        }
        let here = &mut tree.nodes[node as usize];
        for child in here.children.iter_mut() {
            if legal & (1u128 << child.card) != 0 {
                child.available += 1;
            }
        }
        let fresh = legal & !here.seen;
        if fresh != 0 {
            let card = rng.card(fresh);
            here.children.push(Child {
                card,
                visits: 0,
                available: 1,
                sums: [0.0; MAX_HANDS],
            });
            here.seen |= 1u128 << card;
            path.push((node, here.children.len() - 1));
            pos.play(rules, card);
            break;
        }
        let at = select(here, legal, seat, c);
        let card = here.children[at].card;
        path.push((node, at));
        pos.play(rules, card);
        if pos.over() {
            break;
        }
        let key = match config.nodes {
            Nodes::Shared | Nodes::Searcher => 0,
            Nodes::OwnHand => pos.hands[pos.to_play(rules) as usize],
        };
        (sequence, node) = tree.child_node(sequence, card, key);
    }
    let values = finish(rules, &pos, utilities, config.rollout, rng, solving);
    for &(n, at) in path.iter() {
        let child = &mut tree.nodes[n as usize].children[at];
        child.visits += 1;
        for (s, v) in values.iter().enumerate().take(utilities.len()) {
            child.sums[s] += v;
        }
    }
}

/// The child of `node` among the `legal` cards with the greatest UCB for `seat`: its mean
/// utility plus `c` times the root of the log of its availability over its visits.
fn select(node: &Node, legal: Mask, seat: usize, c: f64) -> usize {
    let mut best = usize::MAX;
    let mut best_score = f64::NEG_INFINITY;
    for (i, child) in node.children.iter().enumerate() {
        if legal & (1u128 << child.card) == 0 {
            continue;
        }
        let visits = child.visits.max(1) as f64;
        let mean = child.sums[seat] / visits;
        let score = mean + c * ((child.available.max(1) as f64).ln() / visits).sqrt();
        if best == usize::MAX || score > best_score {
            best = i;
            best_score = score;
        }
    }
    best
}

/// Every seat's utility at the end of the deal played on from `pos`.
fn finish(
    rules: &Rules,
    pos: &Position,
    utilities: &[Objective],
    rollout: Rollout,
    rng: &mut Rng,
    solving: &mut Option<Solving>,
) -> [f64; MAX_HANDS] {
    match rollout {
        Rollout::Policy => playout_each(rules, pos, utilities, rng),
        Rollout::Solve => solving
            .as_mut()
            .and_then(|solving| solving.best(rules, pos, utilities))
            .map(|(values, _)| values)
            .unwrap_or_else(|| playout_each(rules, pos, utilities, rng)),
        Rollout::Random => {
            let mut p = pos.clone();
            while !p.over() {
                let card = rng.card(p.legal(rules));
                p.play(rules, card);
            }
            seat_values(utilities, &p)
        }
    }
}

/// Every seat's mean utility over `runs` playouts of `pos` to the end of the deal at random
/// (any legal card, uniformly), as OpenSpiel's bot values what it has not searched.
pub fn random_means(
    rules: &Rules,
    pos: &Position,
    utilities: &[Objective],
    runs: u32,
    seed: u64,
) -> Vec<f64> {
    let mut rng = Rng::new(seed);
    let runs = runs.max(1);
    mean_values(runs, utilities.len().min(MAX_HANDS), || {
        finish(rules, pos, utilities, Rollout::Random, &mut rng, &mut None)
    })
}

/// A utility's greatest value less its least (each term's table, added up).
fn spread(utility: &Objective) -> f64 {
    utility
        .terms
        .iter()
        .map(|term| {
            let (lo, hi) = term
                .table
                .iter()
                .fold((f64::INFINITY, f64::NEG_INFINITY), |(lo, hi), &v| {
                    (lo.min(v), hi.max(v))
                });
            hi - lo
        })
        .sum()
}

/// Why a pool of worlds cannot be searched together, if it cannot: empty, a world over, or
/// a world that shows the searching seat something another does not.
pub fn check_worlds(rules: &Rules, worlds: &[Position]) -> Result<(), String> {
    let Some(first) = worlds.first() else {
        return Err("no world to search".into());
    };
    if first.over() {
        return Err("the first world's play is over".into());
    }
    let hand = first.to_play(rules) as usize;
    let seat = rules.controllers[hand];
    for (i, w) in worlds.iter().enumerate().skip(1) {
        if w.over() || w.to_play(rules) as usize != hand {
            return Err(format!("world {i} has another hand to play"));
        }
        if w.trick[..w.trick_len as usize] != first.trick[..first.trick_len as usize]
            || w.tricks_played != first.tricks_played
        {
            return Err(format!("world {i} has another trick on the table"));
        }
        for h in 0..rules.hands {
            if rules.controllers[h] == seat && w.hands[h] != first.hands[h] {
                return Err(format!(
                    "world {i} gives hand {h}, which seat {seat} plays, other cards"
                ));
            }
        }
    }
    check_playable(rules, worlds)
}

/// Every hand of every world holds a card for each of its turns to the end of the deal (a
/// position built with too few cards would leave a playout nothing to play).
pub fn check_playable(rules: &Rules, worlds: &[Position]) -> Result<(), String> {
    for (i, w) in worlds.iter().enumerate() {
        let mut p = w.clone();
        while !p.over() {
            let legal = p.legal(rules);
            if legal == 0 {
                let hand = p.to_play(rules);
                return Err(format!(
                    "world {i}: hand {hand} has no card to play before the deal is over"
                ));
            }
            p.play(rules, legal.trailing_zeros() as u8);
        }
    }
    Ok(())
}

#[cfg(test)]
#[path = "ismcts_tests.rs"]
mod tests;
