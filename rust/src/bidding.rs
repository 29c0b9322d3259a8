//! Exact bids judged by simulation: each candidate bid of the seat to bid is worth its mean
//! deal score over many fresh worlds, each world played out to the end of the deal.
//!
//! A world is dealt natively: the cards the bidder has not seen are shuffled into the other
//! hands (before the play no hand has shown a void, so every such deal is as likely). The
//! seats still to bid after the bidder bid in that world at random among their legal bids (as
//! a search that meets each of their information states for the first time bids for them), or
//! by a count of their likely winners (`LaterBids::Winners`), or drawn from the auction's bid
//! law (`LaterBids::Law`); under the hook rule the last bidder may not make the bids total the
//! tricks. The play is then played out by the core's fast policy, each seat for its own score,
//! or at random. A seat scores by its own bid and its own tricks, from a table the Python game
//! builds from its own scoring.
//!
//! The candidates share the simulations equally, each world played once for every candidate
//! with the same draws (paired), or are chosen by UCB1 over the bidder's score, a fresh world
//! a simulation (as OpenSpiel's ISMCTS chooses its bids).
//!
//! **The bids made.** With a `BidModel` (equal shares only) a world counts by how likely the
//! bids already made are from the hands it deals: each earlier bidder's bid by a discrete
//! normal law about a line in its hand's likely winners (`likely_winners`), the product over
//! the earlier bidders its weight. Without one every world counts alike. A law may count a
//! card's betters among the whole pack (a bidder who knows only its own hand) or only among
//! the cards the world deals (`Among::Dealt`: a bidder who knows which cards are in play, as
//! OpenSpiel's ISMCTS in effect does through its resampler).

use std::time::{Duration, Instant};

use crate::objective::Objective;
use crate::playout::{choose, Rng};
use crate::position::Position;
use crate::rules::{Mask, Rules, MAX_HANDS};

/// How the seats that bid after the bidder bid in a world.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LaterBids {
    /// Any legal bid, uniformly.
    Random,
    /// The count of their likely winners (`likely_tricks`), rounded.
    Winners,
    /// Drawn from the auction's bid law (`Auction::model`) given their hands.
    Law,
}

/// How a world's play is played out.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Play {
    /// `playout`'s fast policy, each seat for its own score.
    Policy,
    /// Any legal card, uniformly.
    Random,
}

/// The auction as the bidder sees it, and how its bids are judged.
#[derive(Clone, Debug)]
pub struct Auction {
    /// The seat to bid.
    pub bidder: usize,
    /// The cards the bidder has not seen: the other hands' and any not dealt.
    pub unseen: Mask,
    /// How many cards each hand holds (the bidder's own hand is the position's).
    pub sizes: [u8; MAX_HANDS],
    /// Each seat's bid, where made.
    pub bids: [Option<u8>; MAX_HANDS],
    /// The seats that bid after the bidder, in turn.
    pub later: Vec<usize>,
    /// The last bidder may not make the bids total the tricks (the hook rule).
    pub hook: bool,
    /// A seat's score with bid `b` and `t` tricks: `scores[b * (tricks + 1) + t]`.
    pub scores: Vec<f64>,
    pub later_bids: LaterBids,
    pub play: Play,
    /// UCB1's constant over the bidder's score (None: equal, paired shares).
    pub exploration: Option<f64>,
    /// How likely each bid made is from the hand a world deals (None: every world alike).
    pub model: Option<BidModel>,
}

/// How likely a bid is from a hand: a normal law about `offset + slope * likely_winners`,
/// of deviation `spread`, over the bids 0 to the deal's tricks (module doc).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct BidModel {
    pub offset: f64,
    pub slope: f64,
    pub spread: f64,
    /// Which cards a card's betters are counted among.
    pub among: Among,
}

/// The cards a hand's likely winners count each card's betters among.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Among {
    /// Every card of the pack.
    Pack,
    /// Only the cards the world deals to the hands.
    Dealt,
}

impl BidModel {
    /// The chance of bid `b` (0 to `tricks`) from a hand of `winners` likely winners.
    pub fn chance(&self, b: u8, winners: f64, tricks: u8) -> f64 {
        let total: f64 = (0..=tricks).map(|c| self.density(c, winners)).sum();
        self.density(b, winners) / total
    }

    /// The law's unnormalised density at bid `b` from a hand of `winners` likely winners.
    fn density(&self, b: u8, winners: f64) -> f64 {
        let mean = self.offset + self.slope * winners;
        (-((b as f64 - mean) / self.spread).powi(2) / 2.0).exp()
    }

    /// How likely the bids made (`bids`, None where not made) of the seats but `seat` are from
    /// `hands` (each as dealt) in a deal of `tricks` tricks: the product of their chances.
    pub fn weight(
        &self,
        rules: &Rules,
        hands: &[Mask],
        bids: &[Option<u8>],
        seat: usize,
        tricks: u8,
    ) -> f64 {
        let among = self.among_of(rules, hands);
        (0..rules.hands)
            .filter(|&s| s != seat)
            .filter_map(|s| bids[s].map(|b| (s, b)))
            .map(|(s, b)| self.chance(b, likely_winners_among(rules, hands[s], among), tricks))
            .product()
    }

    /// A bid drawn from the law for `seat`'s hand among `hands` (each as dealt), never
    /// `barred`: each bid 0 to `tricks` by its chance.
    fn draw(
        &self,
        rules: &Rules,
        hands: &[Mask],
        seat: usize,
        tricks: u8,
        barred: Option<usize>,
        rng: &mut Rng,
    ) -> u8 {
        let winners = likely_winners_among(rules, hands[seat], self.among_of(rules, hands));
        let open = || (0..=tricks).filter(|&b| Some(b as usize) != barred);
        let total: f64 = open().map(|b| self.density(b, winners)).sum();
        let mut point = (rng.draw() >> 11) as f64 / (1u64 << 53) as f64 * total;
        let mut last = 0;
        for b in open() {
            let d = self.density(b, winners);
            if point < d {
                return b;
            }
            point -= d;
            last = b;
        }
        last // rounding left the point past the end: the last bid not barred
    }

    /// The cards a card's betters are counted among, in a deal of `hands`.
    fn among_of(&self, rules: &Rules, hands: &[Mask]) -> Mask {
        match self.among {
            Among::Pack => rules.all_cards(),
            Among::Dealt => hands[..rules.hands].iter().fold(0, |a, &h| a | h),
        }
    }

    /// Whether the law can weigh: finite numbers, a spread above 0.
    pub fn check(&self) -> Result<(), String> {
        let finite = self.spread.is_finite() && self.offset.is_finite() && self.slope.is_finite();
        if finite && self.spread > 0.0 {
            Ok(())
        } else {
            Err(format!(
                "bid model {self:?}: finite numbers, a spread above 0"
            ))
        }
    }
}

/// Limits of a judgement: simulations (0: no cap) and time.
#[derive(Clone, Copy, Debug)]
pub struct Limits {
    pub simulations: u64,
    pub time: Option<Duration>,
}

/// A candidate's tally: worlds played and every seat's mean score there.
#[derive(Clone, Debug, PartialEq)]
pub struct Judged {
    pub bid: u8,
    pub worlds: u64,
    pub means: Vec<f64>,
}

impl Auction {
    /// The deal's tricks: the largest bid.
    fn tricks(&self) -> usize {
        (self.scores.len() as f64).sqrt() as usize - 1
    }

    /// The score table's value for bid `b` and `t` tricks.
    fn score(&self, b: u8, t: u8) -> f64 {
        self.scores[b as usize * (self.tricks() + 1) + t as usize]
    }

    /// A seat's score as an objective the policy plays for.
    fn utility(&self, seat: usize, bid: u8) -> Objective {
        let n = self.tricks();
        let table: Vec<f64> = (0..=n as u8).map(|t| self.score(bid, t)).collect();
        Objective::of_tricks(1 << seat, table).expect("a seat's score table")
    }

    /// Checks the auction against the rules and the position.
    pub fn check(&self, rules: &Rules, pos: &Position, candidates: &[u8]) -> Result<(), String> {
        let n = pos.total_tricks as usize;
        if self.scores.len() != (n + 1) * (n + 1) {
            return Err(format!(
                "a score table of {} values: {} bids by {} tricks",
                self.scores.len(),
                n + 1,
                n + 1
            ));
        }
        if self.bidder >= rules.hands || self.later.iter().any(|&s| s >= rules.hands) {
            return Err(format!("a seat beyond the {} hands", rules.hands));
        }
        if candidates.is_empty() || candidates.iter().any(|&b| b as usize > n) {
            return Err(format!(
                "candidates {candidates:?}: one at least, each 0 to {n}"
            ));
        }
        if self.later_bids == LaterBids::Law && self.model.is_none() {
            return Err("later bids drawn from the law need a bid model".into());
        }
        if let Some(m) = self.model {
            if self.exploration.is_some() {
                return Err("a bid model weighs worlds of equal shares, not UCB1's".into());
            }
            m.check()?;
        }
        if self.scores.iter().any(|v| !v.is_finite()) {
            return Err("a score table of numbers, none NaN or infinite".into());
        }
        if let Some((s, b)) = (0..rules.hands)
            .filter_map(|s| self.bids[s].map(|b| (s, b)))
            .find(|&(_, b)| b as usize > n)
        {
            return Err(format!("seat {s}'s bid {b}: a bid is 0 to {n}"));
        }
        if self.later.contains(&self.bidder) {
            return Err(format!(
                "the bidder, seat {}, among the later seats",
                self.bidder
            ));
        }
        if (1..self.later.len()).any(|i| self.later[..i].contains(&self.later[i])) {
            return Err(format!("later seats {:?}: each once", self.later));
        }
        if let Some(s) = (0..rules.hands).find(|&s| self.sizes[s] as usize != n) {
            return Err(format!(
                "hand {s} of {} cards in a deal of {n} tricks",
                self.sizes[s]
            ));
        }
        if self.unseen & !rules.all != 0 {
            return Err("unseen cards that are not in the pack".into());
        }
        let own = pos.hands[self.bidder];
        if own & self.unseen != 0 {
            return Err("a card both in the bidder's hand and unseen".into());
        }
        let wanted: usize = (0..rules.hands)
            .filter(|&h| h != self.bidder)
            .map(|h| self.sizes[h] as usize)
            .sum();
        if (self.unseen.count_ones() as usize) < wanted {
            return Err(format!(
                "{} unseen cards for {wanted} cards in the other hands",
                self.unseen.count_ones()
            ));
        }
        for s in 0..rules.hands {
            let known = self.bids[s].is_some();
            if s != self.bidder && known == self.later.contains(&s) {
                return Err(format!(
                    "seat {s}: a bid made, or a seat still to bid, not both"
                ));
            }
        }
        Ok(())
    }

    /// A fresh world: the unseen cards shuffled into the other hands.
    fn deal(&self, rules: &Rules, pos: &Position, rng: &mut Rng, pack: &mut Vec<u8>) -> Position {
        pack.clear();
        let mut rest = self.unseen;
        while rest != 0 {
            pack.push(rest.trailing_zeros() as u8);
            rest &= rest - 1;
        }
        let mut world = pos.clone();
        let mut at = 0;
        for h in 0..rules.hands {
            if h == self.bidder {
                continue;
            }
            world.hands[h] = 0;
            for _ in 0..self.sizes[h] {
                // a partial Fisher-Yates: draw the next card from those left
                let j = at + (rng.draw() % (pack.len() - at) as u64) as usize;
                pack.swap(at, j);
                world.hands[h] |= 1u128 << pack[at];
                at += 1;
            }
        }
        world
    }

    /// How likely the bids made are from the hands `world` deals (`model`; 1 without one).
    fn weight(&self, rules: &Rules, world: &Position) -> f64 {
        let Some(model) = self.model else {
            return 1.0;
        };
        model.weight(
            rules,
            &world.hands,
            &self.bids,
            self.bidder,
            world.total_tricks,
        )
    }

    /// Every seat's bid in `world` with the bidder's `bid`: the later seats' by `later_bids`.
    fn bids_in(&self, rules: &Rules, world: &Position, bid: u8, rng: &mut Rng) -> [u8; MAX_HANDS] {
        let n = world.total_tricks;
        let mut bids = [0u8; MAX_HANDS];
        let mut total = 0usize;
        for (s, b) in self.bids.iter().enumerate().take(rules.hands) {
            bids[s] = if s == self.bidder {
                bid
            } else {
                b.unwrap_or(0)
            };
            if b.is_some() || s == self.bidder {
                total += bids[s] as usize;
            }
        }
        for (k, &seat) in self.later.iter().enumerate() {
            let hooked = self.hook && k + 1 == self.later.len();
            let barred = if hooked {
                (n as usize).checked_sub(total).filter(|&b| b <= n as usize)
            } else {
                None
            };
            let b = match self.later_bids {
                LaterBids::Random => loop {
                    let b = (rng.draw() % (n as u64 + 1)) as u8;
                    if Some(b as usize) != barred {
                        break b;
                    }
                },
                LaterBids::Winners => {
                    let b = likely_tricks(rules, world.hands[seat], n);
                    match barred {
                        Some(x) if x == b as usize => {
                            let up = b < n && (b == 0 || rng.draw().is_multiple_of(2));
                            if up {
                                b + 1
                            } else {
                                b - 1
                            }
                        }
                        _ => b,
                    }
                }
                LaterBids::Law => {
                    let model = self.model.expect("a law for the later bids (checked)");
                    model.draw(rules, &world.hands, seat, n, barred, rng)
                }
            };
            bids[seat] = b;
            total += b as usize;
        }
        bids
    }

    /// Every seat's score in `world` played out once with `bids`.
    fn play_out(
        &self,
        rules: &Rules,
        world: &Position,
        bids: &[u8; MAX_HANDS],
        rng: &mut Rng,
    ) -> [f64; MAX_HANDS] {
        let mut p = world.clone();
        let utilities: Vec<Objective> = match self.play {
            Play::Policy => (0..rules.hands).map(|s| self.utility(s, bids[s])).collect(),
            Play::Random => Vec::new(),
        };
        while !p.over() {
            let card = match self.play {
                Play::Random => rng.card(p.legal(rules)),
                Play::Policy => {
                    let seat = rules.controllers[p.to_play(rules) as usize] as usize;
                    choose(rules, &p, &utilities[seat], rng)
                }
            };
            p.play(rules, card);
        }
        let mut out = [0.0; MAX_HANDS];
        for s in 0..rules.hands {
            out[s] = self.score(bids[s], p.tricks_won[s]);
        }
        out
    }
}

/// A hand's likely tricks: its `likely_winners` rounded, at most the deal's tricks.
pub fn likely_tricks(rules: &Rules, hand: Mask, tricks: u8) -> u8 {
    (likely_winners(rules, hand).round() as u8).min(tricks)
}

/// A hand's likely winners: each card's chance to win a trick by how many cards of its suit
/// rank above it in the pack (trumps surer), added up.
pub fn likely_winners(rules: &Rules, hand: Mask) -> f64 {
    likely_winners_among(rules, hand, rules.all_cards())
}

/// `likely_winners`, a card's betters counted only among the cards of `among`.
pub fn likely_winners_among(rules: &Rules, hand: Mask, among: Mask) -> f64 {
    const TRUMP: [f64; 5] = [0.95, 0.8, 0.6, 0.45, 0.3];
    const PLAIN: [f64; 3] = [0.8, 0.35, 0.1];
    let mut sum = 0.0;
    let mut rest = hand;
    while rest != 0 {
        let c = rest.trailing_zeros() as usize;
        rest &= rest - 1;
        let suit = rules.suit_of[c] as usize;
        let own = &rules.powers[suit];
        let above = (0..rules.cards)
            .filter(|&d| among & (1u128 << d) != 0)
            .filter(|&d| rules.suit_of[d] as usize == suit && own[d] > own[c])
            .count();
        sum += if rules.trumps & (1u128 << c) != 0 {
            TRUMP.get(above).copied().unwrap_or(0.2)
        } else {
            PLAIN.get(above).copied().unwrap_or(0.0)
        };
    }
    sum
}

/// Each candidate's worlds and every seat's mean score there (module doc), and the worlds
/// played in all.
pub fn judge(
    rules: &Rules,
    pos: &Position,
    auction: &Auction,
    candidates: &[u8],
    limits: Limits,
    seed: u64,
) -> Vec<Judged> {
    let started = Instant::now();
    let mut rng = Rng::new(seed);
    let mut pack = Vec::with_capacity(rules.cards);
    let seats = rules.hands;
    let mut totals = vec![[0.0f64; MAX_HANDS]; candidates.len()];
    let mut worlds = vec![0u64; candidates.len()];
    // each candidate's worlds weighed by `Auction::weight` (the count where there is no model)
    let mut weights = vec![0.0f64; candidates.len()];
    let mut done = 0u64;
    let out_of_time = |done: u64| {
        limits
            .time
            .is_some_and(|t| done.is_multiple_of(8) && started.elapsed() >= t)
            || (limits.simulations > 0 && done >= limits.simulations)
    };
    while !out_of_time(done) {
        let world = auction.deal(rules, pos, &mut rng, &mut pack);
        match auction.exploration {
            None => {
                // every candidate in this world, with the same draws after the deal
                let draws = rng.draw();
                let w = auction.weight(rules, &world);
                for (i, &bid) in candidates.iter().enumerate() {
                    let mut r = Rng::new(draws);
                    let bids = auction.bids_in(rules, &world, bid, &mut r);
                    let v = auction.play_out(rules, &world, &bids, &mut r);
                    for s in 0..seats {
                        totals[i][s] += w * v[s];
                    }
                    worlds[i] += 1;
                    weights[i] += w;
                }
                done += candidates.len() as u64;
            }
            Some(c) => {
                let i = ucb(&totals, &worlds, auction.bidder, c);
                let bids = auction.bids_in(rules, &world, candidates[i], &mut rng);
                let v = auction.play_out(rules, &world, &bids, &mut rng);
                for s in 0..seats {
                    totals[i][s] += v[s];
                }
                worlds[i] += 1;
                weights[i] += 1.0;
                done += 1;
            }
        }
    }
    candidates
        .iter()
        .enumerate()
        .map(|(i, &bid)| Judged {
            bid,
            worlds: worlds[i],
            means: (0..seats)
                .map(|s| {
                    if weights[i] > 0.0 {
                        totals[i][s] / weights[i]
                    } else {
                        0.0
                    }
                })
                .collect(),
        })
        .collect()
}

/// UCB1's candidate: one never tried first, else the greatest mean score of `seat` plus
/// `c` times the square root of the log of all tries over its own.
fn ucb(totals: &[[f64; MAX_HANDS]], worlds: &[u64], seat: usize, c: f64) -> usize {
    if let Some(i) = worlds.iter().position(|&w| w == 0) {
        return i;
    }
    let all: u64 = worlds.iter().sum();
    let log = (all as f64).ln();
    let key = |i: usize| totals[i][seat] / worlds[i] as f64 + c * (log / worlds[i] as f64).sqrt();
    (0..worlds.len())
        .max_by(|&a, &b| key(a).total_cmp(&key(b)))
        .expect("a candidate")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Follow;
    use crate::test_support::{bridge, card, deal, hand};

    /// Oh Hell's standard score: a point a trick, 10 more for an exact bid.
    fn standard(n: usize) -> Vec<f64> {
        let mut t = Vec::new();
        for b in 0..=n {
            for k in 0..=n {
                t.push(k as f64 + if b == k { 10.0 } else { 0.0 });
            }
        }
        t
    }

    /// North to bid with `own` (one card a hand), East, South and West still to bid, the other
    /// cards of `unseen` shuffled into their hands.
    fn one_card(own: &str, unseen: Mask, later_bids: LaterBids, play: Play) -> (Position, Auction) {
        let mut pos = deal([hand(&[own]), 0, 0, 0], 1, 0);
        pos.hands[0] = hand(&[own]);
        let auction = Auction {
            bidder: 0,
            unseen,
            sizes: [1; MAX_HANDS],
            bids: [None; MAX_HANDS],
            later: vec![1, 2, 3],
            hook: true,
            scores: standard(1),
            later_bids,
            play,
            exploration: None,
            model: None,
        };
        (pos, auction)
    }

    fn limits(simulations: u64) -> Limits {
        Limits {
            simulations,
            time: None,
        }
    }

    #[test]
    fn an_auction_no_deal_has_is_refused_naming_what_is_wrong() {
        let rules = bridge(Some(3), Follow::MustFollow);
        let unseen = hand(&["2C", "3D", "KS", "4H", "9C"]);
        let (pos, auction) = one_card("AS", unseen, LaterBids::Random, Play::Random);
        assert_eq!(auction.check(&rules, &pos, &[0, 1]), Ok(()));
        let refused = |edit: &dyn Fn(&mut Auction)| {
            let mut a = auction.clone();
            edit(&mut a);
            a.check(&rules, &pos, &[0, 1]).unwrap_err()
        };
        let bid_too_high = refused(&|a| {
            a.bids[1] = Some(36);
            a.later = vec![2, 3];
        });
        assert!(bid_too_high.contains("seat 1's bid 36"), "{bid_too_high}");
        let bidder_later = refused(&|a| a.later = vec![0, 1, 2, 3]);
        assert!(
            bidder_later.contains("among the later seats"),
            "{bidder_later}"
        );
        let twice = refused(&|a| a.later = vec![1, 2, 2, 3]);
        assert!(twice.contains("each once"), "{twice}");
        let sizes = refused(&|a| a.sizes[2] = 0);
        assert!(sizes.contains("hand 2 of 0 cards"), "{sizes}");
        let nan = refused(&|a| a.scores[1] = f64::NAN);
        assert!(nan.contains("none NaN"), "{nan}");
    }

    #[test]
    fn the_top_trump_bids_one_and_makes_it_in_every_world() {
        // North holds the ace of spades, spades trumps, and leads: it takes the one trick.
        let rules = bridge(Some(3), Follow::MustFollow);
        let unseen = hand(&["2C", "3D", "KS", "4H", "9C"]);
        let (pos, auction) = one_card("AS", unseen, LaterBids::Random, Play::Random);
        let found = judge(&rules, &pos, &auction, &[0, 1], limits(400), 7);
        assert_eq!(found[0].means[0], 1.0);
        assert_eq!(found[1].means[0], 11.0);
        assert_eq!(found[0].worlds, 200);
        assert_eq!(found[1].worlds, 200);
    }

    #[test]
    fn a_world_deals_the_sizes_from_the_unseen_cards() {
        let rules = bridge(None, Follow::MustFollow);
        let unseen = hand(&["2C", "3D", "KS", "4H", "9C", "TD", "JH"]);
        let mut pos = deal([hand(&["AS", "AH"]), 0, 0, 0], 2, 0);
        pos.hands[0] = hand(&["AS", "AH"]);
        let mut auction = one_card("AS", unseen, LaterBids::Random, Play::Random).1;
        auction.sizes = [2; MAX_HANDS];
        let mut rng = Rng::new(3);
        let mut pack = Vec::new();
        for _ in 0..50 {
            let w = auction.deal(&rules, &pos, &mut rng, &mut pack);
            assert_eq!(w.hands[0], pos.hands[0]);
            let others = w.hands[1] | w.hands[2] | w.hands[3];
            assert_eq!(others & !unseen, 0);
            assert_eq!(others.count_ones(), 6);
            assert!((1..4).all(|h| w.hands[h].count_ones() == 2));
        }
    }

    #[test]
    fn the_hook_rule_bars_the_last_bid_that_makes_the_total() {
        // North bid 1 of one trick; East and South bid: West, last, may not bid 0.
        let rules = bridge(None, Follow::MustFollow);
        let unseen = hand(&["2C", "3D", "KS", "4H", "9C"]);
        let (pos, auction) = one_card("AS", unseen, LaterBids::Random, Play::Random);
        let mut rng = Rng::new(11);
        for _ in 0..200 {
            let bids = auction.bids_in(&rules, &pos, 1, &mut rng);
            let total: u8 = bids[..4].iter().sum();
            assert_ne!(total, 1, "bids {bids:?} total the one trick");
        }
    }

    #[test]
    fn likely_winners_count_top_trumps_and_aces() {
        let rules = bridge(Some(3), Follow::MustFollow);
        assert_eq!(likely_tricks(&rules, hand(&["AS", "KS", "AH", "2C"]), 4), 3);
        assert_eq!(likely_tricks(&rules, hand(&["2S", "3H", "4D", "5C"]), 4), 0);
    }

    #[test]
    fn likely_winners_among_the_dealt_cards_count_only_dealt_betters() {
        // The king of trumps under an ace not dealt is as sure as the ace.
        let rules = bridge(Some(3), Follow::MustFollow);
        let dealt = hand(&["KS", "QS", "2C", "3D"]);
        let king = likely_winners_among(&rules, hand(&["KS"]), dealt);
        assert_eq!(king, likely_winners(&rules, hand(&["AS"])));
        assert!(king > likely_winners(&rules, hand(&["KS"])));
        let queen = likely_winners_among(&rules, hand(&["QS"]), dealt);
        assert_eq!(queen, likely_winners(&rules, hand(&["KS"])));
        assert_eq!(
            likely_winners_among(&rules, hand(&["KS"]), rules.all_cards()),
            likely_winners(&rules, hand(&["KS"]))
        );
    }

    #[test]
    fn a_bid_model_s_chances_add_up_and_lean_to_its_line() {
        let model = BidModel {
            offset: 0.0,
            slope: 1.0,
            spread: 0.7,
            among: Among::Pack,
        };
        for winners in [0.0, 1.3, 4.9] {
            let total: f64 = (0..=5).map(|b| model.chance(b, winners, 5)).sum();
            assert!((total - 1.0).abs() < 1e-12, "{total}");
        }
        assert!(model.chance(2, 2.1, 5) > model.chance(1, 2.1, 5));
        assert!(model.chance(1, 2.1, 5) > model.chance(0, 2.1, 5));
        assert!(model.chance(0, 0.2, 5) > model.chance(3, 0.2, 5));
    }

    #[test]
    fn a_world_weighs_the_chance_of_each_bid_made_by_the_others() {
        // East bid 1 and South 0 before North; West is still to bid.
        let rules = bridge(Some(3), Follow::MustFollow);
        let unseen = hand(&["2C", "3D", "KS", "4H", "9C"]);
        let (mut pos, mut auction) = one_card("QS", unseen, LaterBids::Random, Play::Random);
        auction.bids[1] = Some(1);
        auction.bids[2] = Some(0);
        auction.later = vec![3];
        let model = BidModel {
            offset: -0.1,
            slope: 1.4,
            spread: 0.75,
            among: Among::Pack,
        };
        auction.model = Some(model);
        pos.hands[1] = hand(&["KS"]);
        pos.hands[2] = hand(&["2C"]);
        pos.hands[3] = hand(&["3D"]);
        let east = model.chance(1, likely_winners(&rules, hand(&["KS"])), 1);
        let south = model.chance(0, likely_winners(&rules, hand(&["2C"])), 1);
        let w = auction.weight(&rules, &pos);
        assert!(
            (w - east * south).abs() < 1e-12,
            "{w} against {east} * {south}"
        );
        // Among the dealt cards East's king of trumps is top (North's queen sits under it)
        // and South's two of clubs the best club.
        auction.model = Some(BidModel {
            among: Among::Dealt,
            ..model
        });
        let dealt = hand(&["QS", "KS", "2C", "3D"]);
        let east = model.chance(1, likely_winners_among(&rules, hand(&["KS"]), dealt), 1);
        let south = model.chance(0, likely_winners_among(&rules, hand(&["2C"]), dealt), 1);
        assert!(south < model.chance(0, likely_winners(&rules, hand(&["2C"])), 1));
        let w = auction.weight(&rules, &pos);
        assert!(
            (w - east * south).abs() < 1e-12,
            "{w} against {east} * {south}"
        );
        auction.model = None;
        assert_eq!(auction.weight(&rules, &pos), 1.0);
    }

    #[test]
    fn a_bid_made_on_strength_makes_the_bidder_s_high_card_worth_less() {
        // North holds the queen of trumps; East bid 1 of the one trick. With the model East
        // more likely holds the king (the one unseen card above North's), so North's bid of 1
        // is worth less than where every world counts alike.
        let rules = bridge(Some(3), Follow::MustFollow);
        let unseen = hand(&["2C", "3D", "KS", "4H", "9C", "5D", "6H", "7C"]);
        let (pos, mut auction) = one_card("QS", unseen, LaterBids::Random, Play::Random);
        auction.bids[1] = Some(1);
        auction.later = vec![2, 3];
        let plain = judge(&rules, &pos, &auction, &[0, 1], limits(40_000), 3);
        auction.model = Some(BidModel {
            offset: -0.1,
            slope: 1.4,
            spread: 0.75,
            among: Among::Pack,
        });
        let weighed = judge(&rules, &pos, &auction, &[0, 1], limits(40_000), 3);
        assert_eq!(plain[1].worlds, weighed[1].worlds);
        assert!(
            weighed[1].means[0] + 1.0 < plain[1].means[0],
            "bid 1: {} weighed, {} alike",
            weighed[1].means[0],
            plain[1].means[0]
        );
        // With a spread so wide that every bid is as likely, the worlds count alike again.
        auction.model = Some(BidModel {
            offset: 0.0,
            slope: 1.0,
            spread: 1e9,
            among: Among::Pack,
        });
        let flat = judge(&rules, &pos, &auction, &[0, 1], limits(40_000), 3);
        for (a, b) in flat.iter().zip(&plain) {
            for (x, y) in a.means.iter().zip(&b.means) {
                assert!((x - y).abs() < 1e-9, "{x} against {y}");
            }
        }
    }

    #[test]
    fn a_law_draws_each_bid_by_its_chance_and_never_the_barred_one() {
        let rules = bridge(Some(3), Follow::MustFollow);
        let model = BidModel {
            offset: -0.1,
            slope: 1.4,
            spread: 0.75,
            among: Among::Pack,
        };
        let hands = [hand(&["AS", "KS", "2C"]), hand(&["3D"]), 0, 0];
        let winners = likely_winners(&rules, hands[0]);
        let mut rng = Rng::new(7);
        let draws = 60_000;
        let mut seen = [0u32; 4];
        for _ in 0..draws {
            seen[model.draw(&rules, &hands, 0, 3, None, &mut rng) as usize] += 1;
        }
        for (b, &count) in seen.iter().enumerate() {
            let p = model.chance(b as u8, winners, 3);
            let error = (p * (1.0 - p) / draws as f64).sqrt();
            let share = count as f64 / draws as f64;
            assert!(
                (share - p).abs() <= 5.0 * error + 1e-9,
                "bid {b}: {share} against {p}"
            );
        }
        let mut barred = [0u32; 4];
        for _ in 0..draws {
            barred[model.draw(&rules, &hands, 0, 3, Some(2), &mut rng) as usize] += 1;
        }
        assert_eq!(barred[2], 0);
        let rest: f64 = [0, 1, 3].iter().map(|&b| model.chance(b, winners, 3)).sum();
        let p = model.chance(1, winners, 3) / rest;
        let share = barred[1] as f64 / draws as f64;
        assert!((share - p).abs() <= 5.0 * (p * (1.0 - p) / draws as f64).sqrt());
    }

    #[test]
    fn later_bids_by_the_law_need_a_law() {
        let rules = bridge(Some(3), Follow::MustFollow);
        let unseen = hand(&["2C", "3D", "KS", "4H", "9C"]);
        let (pos, mut auction) = one_card("AS", unseen, LaterBids::Law, Play::Random);
        let refused = auction.check(&rules, &pos, &[0, 1]).unwrap_err();
        assert!(refused.contains("need a bid model"), "{refused}");
        auction.model = Some(BidModel {
            offset: 0.0,
            slope: 1.0,
            spread: 0.7,
            among: Among::Dealt,
        });
        assert!(auction.check(&rules, &pos, &[0, 1]).is_ok());
        let found = judge(&rules, &pos, &auction, &[0, 1], limits(2_000), 3);
        assert_eq!(found.len(), 2);
        assert!(found.iter().all(|j| j.worlds > 0));
    }

    #[test]
    fn a_bid_model_is_refused_with_ucb_or_without_a_spread() {
        let rules = bridge(Some(3), Follow::MustFollow);
        let unseen = hand(&["2C", "3D", "KS", "4H", "9C"]);
        let (pos, mut auction) = one_card("AS", unseen, LaterBids::Random, Play::Random);
        auction.model = Some(BidModel {
            offset: 0.0,
            slope: 1.0,
            spread: 0.0,
            among: Among::Pack,
        });
        let flat = auction.check(&rules, &pos, &[0, 1]).unwrap_err();
        assert!(flat.contains("a spread above 0"), "{flat}");
        auction.model = Some(BidModel {
            offset: 0.0,
            slope: 1.0,
            spread: 1.0,
            among: Among::Pack,
        });
        auction.exploration = Some(5.0);
        let ucb = auction.check(&rules, &pos, &[0, 1]).unwrap_err();
        assert!(ucb.contains("not UCB1's"), "{ucb}");
    }

    #[test]
    fn ucb_tries_every_candidate_and_favours_the_better_bid() {
        // North's ace of trumps: bidding 1 scores 11, bidding 0 scores 1.
        let rules = bridge(Some(3), Follow::MustFollow);
        let unseen = hand(&["2C", "3D", "KS", "4H", "9C"]);
        let (pos, mut auction) = one_card("AS", unseen, LaterBids::Winners, Play::Policy);
        auction.exploration = Some(5.0);
        let found = judge(&rules, &pos, &auction, &[0, 1], limits(300), 5);
        assert!(found[0].worlds >= 1 && found[1].worlds > found[0].worlds);
        assert_eq!(found[0].worlds + found[1].worlds, 300);
    }

    #[test]
    fn a_time_limit_stops_the_judgement() {
        let rules = bridge(Some(3), Follow::MustFollow);
        let unseen = (0..52u8).fold(0, |m, c| m | 1u128 << c) & !(1u128 << card("AS"));
        let (pos, auction) = one_card("AS", unseen, LaterBids::Random, Play::Policy);
        let stop = Limits {
            simulations: 0,
            time: Some(Duration::from_millis(5)),
        };
        let found = judge(&rules, &pos, &auction, &[0, 1], stop, 1);
        assert!(found[0].worlds > 0);
    }
}
