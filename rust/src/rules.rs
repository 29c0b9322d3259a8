//! Trick play as data: who may play what, and who wins a trick.
//!
//! Nothing here names a game. The Python engine builds a [`Rules`] from a deal's own trick rules
//! (each physical card's suit for following, its power under each suit led, the follow rule,
//! ties, the lead restrictions) and the core plays by it. A hand is a `u128` mask of physical
//! cards, so a pack may hold up to 128 cards (Grand Bézique's four packs).

/// Cards in a mask: up to 128 physical cards.
pub type Mask = u128;

/// The most hands a deal may have (Oh Hell for seven).
pub const MAX_HANDS: usize = 7;

/// The most suit values the engine uses (clubs, diamonds, hearts, spades, trumps, jokers and
/// one spare for "no suit").
pub const MAX_SUITS: usize = 8;

/// What a player must play to a lead (the engine's `Follow`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Follow {
    /// Any card.
    Free,
    /// A card of the suit led if able, else any card.
    MustFollow,
    /// Follow if able; if void, a trump if able; else any card.
    MustTrump,
    /// Follow and beat the trick if able; if void, trump (overtrumping if able); else any.
    MustWin,
}

impl Follow {
    /// The rule from the engine's text for it (`Follow.value`).
    pub fn parse(text: &str) -> Option<Follow> {
        match text {
            "free" => Some(Follow::Free),
            "must follow" => Some(Follow::MustFollow),
            "must trump" => Some(Follow::MustTrump),
            "must win" => Some(Follow::MustWin),
            _ => None,
        }
    }
}

/// The trick rules of one deal, with its trump.
#[derive(Clone, Debug, PartialEq)]
pub struct Rules {
    /// Hands in the deal, each playing one card to a trick, in turn from the leader.
    pub hands: usize,
    /// Physical cards in the pack.
    pub cards: usize,
    /// Each card's suit for following.
    pub suit_of: Vec<u8>,
    /// For each suit value led, the cards that follow it (0: any card may be played).
    pub follow_masks: [Mask; MAX_SUITS],
    /// For each suit value led, each card's power in the trick (0 cannot win; higher wins).
    pub powers: Vec<Vec<u16>>,
    /// The deal's trumps (for the follow rules that make a void player trump).
    pub trumps: Mask,
    pub follow: Follow,
    /// Of two cards of equal power, the one played last wins.
    pub last_wins: bool,
    /// For how many tricks from the first trumps may not be led until one is played to
    /// another suit's lead, unless the leader holds only trumps.
    pub trumps_barred: u8,
    /// Cards that may not be led after a trick to which one of them was led, unless the
    /// leader holds nothing else (Beyond's blocking rule).
    pub blocked_after_lead: Mask,
    /// In a trick of three, the last hand that can neither follow nor beat the trick may play
    /// any card (three-handed Bézique's last eight, under `MustWin`).
    pub third_may_throw: bool,
    /// When these cards fall in one trick together, `capture_by` wins it (19's Emperor trick).
    pub capture_all: Mask,
    pub capture_by: u8,
    /// Each card's points to the hand that wins it.
    pub points: Vec<i32>,
    /// Points to the winner of the deal's last trick.
    pub last_trick_bonus: i32,
    /// Cards whose win of the deal's last trick an objective may count (19's sparrow).
    pub last_cards: Mask,
    /// The seat that plays each hand's cards (a dummy's are played by another seat).
    pub controllers: [u8; MAX_HANDS],
    /// For each suit value, its cards in order of rank, lowest first: cards next to each other
    /// in it, with nothing between them left in another hand, are equivalent.
    pub suit_order: Vec<Vec<u8>>,
    /// Every card of the pack.
    pub all: Mask,
    /// For each card, the other cards of its suit and rank (copies of a face): one played
    /// before it ties with it, so it is equivalent to no other card while such a card is
    /// live in another hand.
    pub same_rank: Vec<Mask>,
    /// Within each suit, power never falls as rank rises, whatever is led, and no card
    /// captures a trick: a position may then be known by the order of its cards within each
    /// suit (which hand holds the lowest, the next...) whatever else is gone.
    pub rank_monotone: bool,
}

/// Why a set of rules cannot be built.
#[derive(Debug, PartialEq, Eq)]
pub struct RulesError(pub String);

impl std::fmt::Display for RulesError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

/// The parts of [`Rules`] a caller states; [`Rules::new`] checks them and works out the rest.
#[derive(Clone, Debug, Default)]
pub struct RulesSpec {
    pub hands: usize,
    pub suit_of: Vec<u8>,
    pub follow_masks: Vec<Mask>,
    pub powers: Vec<Vec<u16>>,
    pub rank_order: Vec<u16>,
    pub trumps: Mask,
    pub follow: Option<Follow>,
    pub last_wins: bool,
    pub trumps_barred: u8,
    pub blocked_after_lead: Mask,
    pub third_may_throw: bool,
    pub capture_all: Mask,
    pub capture_by: u8,
    pub points: Vec<i32>,
    pub last_trick_bonus: i32,
    pub last_cards: Mask,
    pub controllers: Vec<u8>,
}

/// The mask of every card of a pack of `cards` cards.
fn pack_mask(cards: usize) -> Mask {
    if cards == 128 {
        !0
    } else {
        (1u128 << cards) - 1
    }
}

impl Rules {
    /// Every physical card of the pack.
    pub fn all_cards(&self) -> Mask {
        pack_mask(self.cards)
    }

    /// Whether a deal under `other` is played and scored as under these rules: every rule of
    /// the two the same (the worlds of one search must be; a search of several worlds refuses
    /// others).
    pub fn same_play(&self, other: &Rules) -> bool {
        self == other
    }

    /// Checks a spec and builds the rules. `rank_order` is each card's rank within its suit
    /// (for equivalent cards); `points` may be empty (no card points).
    pub fn new(spec: RulesSpec) -> Result<Rules, RulesError> {
        let cards = spec.suit_of.len();
        if cards == 0 || cards > 128 {
            return Err(RulesError(format!(
                "a pack of {cards} cards: 1 to 128 are supported"
            )));
        }
        if !(2..=MAX_HANDS).contains(&spec.hands) {
            return Err(RulesError(format!(
                "{} hands: 2 to {MAX_HANDS} are supported",
                spec.hands
            )));
        }
        if spec.suit_of.iter().any(|&s| s as usize >= MAX_SUITS) {
            return Err(RulesError(format!("a suit value past {}", MAX_SUITS - 1)));
        }
        if spec.follow_masks.len() > MAX_SUITS {
            return Err(RulesError(format!(
                "{} follow masks",
                spec.follow_masks.len()
            )));
        }
        if spec.powers.len() > MAX_SUITS || spec.powers.iter().any(|p| p.len() != cards) {
            return Err(RulesError(
                "powers: one list of a power per card for each suit".into(),
            ));
        }
        if spec.rank_order.len() != cards {
            return Err(RulesError("rank_order: one rank per card".into()));
        }
        if !spec.points.is_empty() && spec.points.len() != cards {
            return Err(RulesError("points: one number per card, or none".into()));
        }
        let all = pack_mask(cards);
        let mut follow_masks = [0; MAX_SUITS];
        for (i, &m) in spec.follow_masks.iter().enumerate() {
            follow_masks[i] = m & all;
        }
        let mut powers = spec.powers.clone();
        powers.resize(MAX_SUITS, vec![0; cards]);
        let mut controllers = [0u8; MAX_HANDS];
        for (hand, slot) in controllers.iter_mut().enumerate() {
            *slot = hand as u8;
        }
        if !spec.controllers.is_empty() {
            if spec.controllers.len() != spec.hands {
                return Err(RulesError("controllers: one seat per hand".into()));
            }
            for (hand, &seat) in spec.controllers.iter().enumerate() {
                if seat as usize >= spec.hands {
                    return Err(RulesError(format!("hand {hand} played by seat {seat}")));
                }
                controllers[hand] = seat;
            }
        }
        let mut suit_order = vec![Vec::new(); MAX_SUITS];
        let mut by_rank: Vec<u8> = (0..cards as u8).collect();
        by_rank.sort_by_key(|&c| (spec.rank_order[c as usize], c));
        for c in by_rank {
            suit_order[spec.suit_of[c as usize] as usize].push(c);
        }
        let points = if spec.points.is_empty() {
            vec![0; cards]
        } else {
            spec.points.clone()
        };
        let mut same_rank = vec![0u128; cards];
        for (a, slot) in same_rank.iter_mut().enumerate() {
            for b in 0..cards {
                if a != b
                    && spec.suit_of[a] == spec.suit_of[b]
                    && spec.rank_order[a] == spec.rank_order[b]
                {
                    *slot |= 1u128 << b;
                }
            }
        }
        let rank_monotone = spec.capture_all == 0
            && suit_order.iter().all(|order| {
                order.windows(2).all(|w| {
                    let (a, b) = (w[0] as usize, w[1] as usize);
                    powers.iter().all(|p| p[a] <= p[b])
                })
            });
        Ok(Rules {
            hands: spec.hands,
            cards,
            suit_of: spec.suit_of,
            follow_masks,
            powers,
            trumps: spec.trumps & all,
            follow: spec.follow.unwrap_or(Follow::MustFollow),
            last_wins: spec.last_wins,
            trumps_barred: spec.trumps_barred,
            blocked_after_lead: spec.blocked_after_lead & all,
            third_may_throw: spec.third_may_throw,
            capture_all: spec.capture_all & all,
            capture_by: spec.capture_by,
            points,
            last_trick_bonus: spec.last_trick_bonus,
            last_cards: spec.last_cards & all,
            controllers,
            suit_order,
            all,
            same_rank,
            rank_monotone,
        })
    }

    /// Whether any card carries points (the equivalence of cards then asks for equal points).
    pub fn has_points(&self) -> bool {
        self.points.iter().any(|&p| p != 0)
    }
}

/// The cards of `hand` that may be played to a trick whose cards so far are `trick` (empty:
/// a lead). `trumped`: a trump has been played to another suit's lead; `tricks_played`: tricks
/// gathered; `blocked`: the last trick was led with a card of `blocked_after_lead`.
pub fn legal(
    rules: &Rules,
    hand: Mask,
    trick: &[u8],
    trumped: bool,
    tricks_played: u8,
    blocked: bool,
) -> Mask {
    if trick.is_empty() {
        let mut allowed = hand;
        if rules.trumps_barred > 0 && !trumped && tricks_played < rules.trumps_barred {
            let no_trumps = allowed & !rules.trumps;
            if no_trumps != 0 {
                allowed = no_trumps;
            }
        }
        if blocked {
            let unblocked = allowed & !rules.blocked_after_lead;
            if unblocked != 0 {
                allowed = unblocked;
            }
        }
        return allowed;
    }
    let led = rules.suit_of[trick[0] as usize] as usize;
    let led_mask = rules.follow_masks[led];
    if led_mask == 0 || rules.follow == Follow::Free {
        return hand;
    }
    let same = hand & led_mask;
    match rules.follow {
        Follow::Free => hand,
        Follow::MustFollow => {
            if same != 0 {
                same
            } else {
                hand
            }
        }
        Follow::MustTrump => {
            if same != 0 {
                same
            } else if hand & rules.trumps != 0 {
                hand & rules.trumps
            } else {
                hand
            }
        }
        Follow::MustWin => {
            let powers = &rules.powers[led];
            let best = trick.iter().map(|&c| powers[c as usize]).max().unwrap_or(0);
            let beats = beating(hand, powers, best);
            if same != 0 {
                let win = same & beats;
                return if win != 0 { win } else { same };
            }
            let trumps = hand & rules.trumps;
            if trumps != 0 {
                let win = trumps & beats;
                if win != 0 {
                    return win;
                }
                if rules.third_may_throw && rules.hands == 3 && trick.len() == 2 {
                    return hand;
                }
                return trumps;
            }
            hand
        }
    }
}

/// The cards of `hand` whose power is above `best`.
fn beating(hand: Mask, powers: &[u16], best: u16) -> Mask {
    let mut beats = 0;
    let mut rest = hand;
    while rest != 0 {
        let c = rest.trailing_zeros() as usize;
        rest &= rest - 1;
        if powers[c] > best {
            beats |= 1u128 << c;
        }
    }
    beats
}

/// The position in a complete trick of the card that wins it.
pub fn winning_position(rules: &Rules, trick: &[u8]) -> usize {
    if rules.capture_all != 0 {
        let mut fallen: Mask = 0;
        for &c in trick {
            fallen |= 1u128 << c;
        }
        if fallen & rules.capture_all == rules.capture_all {
            if let Some(at) = trick.iter().position(|&c| c == rules.capture_by) {
                return at;
            }
        }
    }
    let powers = &rules.powers[rules.suit_of[trick[0] as usize] as usize];
    let mut best = 0;
    for position in 1..trick.len() {
        let p = powers[trick[position] as usize];
        let b = powers[trick[best] as usize];
        if p > b || (rules.last_wins && p == b) {
            best = position;
        }
    }
    best
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::test_support::{bridge, deal};

    #[test]
    fn rules_play_alike_only_with_the_same_follow_rule_trump_and_powers() {
        let rules = bridge(Some(3), Follow::MustFollow);
        assert!(rules.same_play(&bridge(Some(3), Follow::MustFollow)));
        assert!(!rules.same_play(&bridge(Some(3), Follow::MustTrump)));
        assert!(!rules.same_play(&bridge(Some(2), Follow::MustFollow)));
        let mut other = bridge(Some(3), Follow::MustFollow);
        other.powers[0].swap(0, 1);
        assert!(!rules.same_play(&other));
    }

    #[test]
    fn must_follow_suit_led_when_able() {
        let rules = bridge(None, Follow::MustFollow);
        let hand = (1u128 << 3) | (1u128 << 20) | (1u128 << 40);
        assert_eq!(legal(&rules, hand, &[5], false, 0, false), 1u128 << 3);
        assert_eq!(legal(&rules, hand, &[30], false, 0, false), hand);
    }

    #[test]
    fn must_trump_when_void() {
        let rules = bridge(Some(3), Follow::MustTrump);
        let hand = (1u128 << 20) | (1u128 << 40);
        assert_eq!(legal(&rules, hand, &[5], false, 0, false), 1u128 << 40);
    }

    #[test]
    fn must_win_beats_the_trick_if_able() {
        let rules = bridge(Some(3), Follow::MustWin);
        let hand = (1u128 << 2) | (1u128 << 9);
        assert_eq!(legal(&rules, hand, &[5], false, 0, false), 1u128 << 9);
        assert_eq!(legal(&rules, hand, &[12], false, 0, false), hand);
    }

    #[test]
    fn trump_wins_over_the_suit_led_and_highest_of_suit_wins_otherwise() {
        let rules = bridge(Some(3), Follow::MustFollow);
        assert_eq!(winning_position(&rules, &[12, 0, 39, 11]), 2);
        assert_eq!(winning_position(&rules, &[0, 12, 25, 11]), 1);
    }

    /// The bridge pack with a fifth suit of three jokers (cards 52-54, suit 5) that win only
    /// a joker lead, the last played winning (Beyond's B8), and are blocked from the lead
    /// after a joker lead (B9).
    fn with_jokers() -> Rules {
        let plain = bridge(None, Follow::MustFollow);
        let mut suit_of = plain.suit_of.clone();
        suit_of.extend([5, 5, 5]);
        let mut follow_masks = plain.follow_masks[..4].to_vec();
        follow_masks.extend([0, 0]);
        let mut powers: Vec<Vec<u16>> = plain.powers[..4]
            .iter()
            .map(|p| {
                let mut p = p.clone();
                p.extend([0, 0, 0]);
                p
            })
            .collect();
        powers.push(vec![0; 55]);
        powers.push((0..55).map(|c| u16::from(c >= 52)).collect());
        let mut rank_order: Vec<u16> = (0..52).map(|c| (c % 13) as u16).collect();
        rank_order.extend([0, 0, 0]);
        Rules::new(RulesSpec {
            hands: 4,
            suit_of,
            follow_masks,
            powers,
            rank_order,
            last_wins: true,
            blocked_after_lead: 0b111u128 << 52,
            ..Default::default()
        })
        .unwrap()
    }

    #[test]
    fn a_blocked_lead_excludes_the_blocking_cards_unless_the_hand_holds_nothing_else() {
        let rules = with_jokers();
        let joker = 1u128 << 52;
        let hand = joker | (1u128 << 7);
        assert_eq!(legal(&rules, hand, &[], false, 1, true), 1u128 << 7);
        assert_eq!(legal(&rules, hand, &[], false, 1, false), hand);
        assert_eq!(legal(&rules, joker, &[], false, 1, true), joker);
    }

    #[test]
    fn any_card_follows_a_lead_whose_follow_mask_is_empty() {
        let rules = with_jokers();
        let hand = (1u128 << 3) | (1u128 << 53);
        assert_eq!(legal(&rules, hand, &[52], false, 0, false), hand);
    }

    #[test]
    fn of_equal_powers_the_last_played_wins_when_ties_go_to_the_last() {
        let rules = with_jokers();
        assert_eq!(winning_position(&rules, &[52, 12, 53, 25]), 2);
    }

    #[test]
    fn a_trick_led_with_a_blocking_card_blocks_the_next_lead() {
        use crate::position::Played;
        let rules = with_jokers();
        let hands = [
            (1u128 << 52) | (1u128 << 0),
            (1u128 << 53) | (1u128 << 54) | (1u128 << 1),
            (1u128 << 2) | (1u128 << 5),
            (1u128 << 3) | (1u128 << 4),
        ];
        let mut pos = deal(hands, 2, 0);
        for card in [52, 53, 2] {
            assert_eq!(pos.play(&rules, card), Played::Trick);
        }
        // The last joker played wins a joker lead: hand 1 leads, a joker and a club in hand.
        assert_eq!(pos.play(&rules, 3), Played::Won(1));
        assert!(pos.blocked);
        assert_eq!(pos.legal(&rules), 1u128 << 1);
    }

    #[test]
    fn the_third_hand_may_throw_when_it_can_neither_follow_nor_beat_the_trick() {
        let mut rules = bridge(Some(3), Follow::MustWin);
        rules.hands = 3;
        let hand = (1u128 << 40) | (1u128 << 20);
        // Clubs led, overtrumped with the ace of spades: the third hand's low spade cannot win.
        let trick = [5, 51];
        assert_eq!(legal(&rules, hand, &trick, false, 0, false), 1u128 << 40);
        rules.third_may_throw = true;
        assert_eq!(legal(&rules, hand, &trick, false, 0, false), hand);
        // A trump that beats the trick must still be played.
        let higher = (1u128 << 50) | (1u128 << 20);
        assert_eq!(
            legal(&rules, higher, &[5, 49], false, 0, false),
            1u128 << 50
        );
        // The second hand is bound to trump whatever the third may do.
        assert_eq!(legal(&rules, hand, &[5], false, 0, false), 1u128 << 40);
    }

    #[test]
    fn a_capture_wins_when_all_its_cards_fall_together() {
        let mut rules = bridge(Some(3), Follow::MustFollow);
        // The two of spades captures a trick holding it with the ace and king of spades.
        rules.capture_all = (1u128 << 39) | (1u128 << 51) | (1u128 << 50);
        rules.capture_by = 39;
        assert_eq!(winning_position(&rules, &[0, 51, 39, 50]), 2);
        assert_eq!(winning_position(&rules, &[0, 51, 39, 12]), 1);
    }

    #[test]
    fn trumps_barred_until_broken_unless_only_trumps() {
        let mut rules = bridge(Some(3), Follow::MustFollow);
        rules.trumps_barred = 13;
        let hand = (1u128 << 2) | (1u128 << 40);
        assert_eq!(legal(&rules, hand, &[], false, 0, false), 1u128 << 2);
        assert_eq!(legal(&rules, hand, &[], true, 0, false), hand);
        assert_eq!(
            legal(&rules, 1u128 << 40, &[], false, 0, false),
            1u128 << 40
        );
    }
}
