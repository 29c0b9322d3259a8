//! A position of trick play: the hands, the trick in progress, what each hand has won.

use crate::rules::{legal, winning_position, Mask, Rules, MAX_HANDS};

/// A position of trick play in a world where every card is known.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Position {
    /// Each hand's cards.
    pub hands: [Mask; MAX_HANDS],
    /// The cards of the trick in progress, in the order played.
    pub trick: [u8; MAX_HANDS],
    pub trick_len: u8,
    /// The hand that led (or leads) the trick in progress.
    pub leader: u8,
    pub tricks_won: [u8; MAX_HANDS],
    pub points_won: [i32; MAX_HANDS],
    pub tricks_played: u8,
    /// Tricks in the deal: the last one earns the last-trick bonus.
    pub total_tricks: u8,
    /// A trump has been played to another suit's lead (trumps are broken).
    pub trumped: bool,
    /// The last trick was led with a card of `Rules::blocked_after_lead`.
    pub blocked: bool,
    /// The hand that won the deal's last trick with a card of `Rules::last_cards`
    /// (`NO_HAND`: none, or not yet played).
    pub last_hand: u8,
}

/// No hand.
pub const NO_HAND: u8 = u8::MAX;

/// The hand `places` after hand `from` in turn (both less than `hands`): a subtraction at
/// most, where a remainder would divide.
#[inline]
pub(crate) fn after(from: u8, places: usize, hands: usize) -> u8 {
    let i = from as usize + places;
    (if i >= hands { i - hands } else { i }) as u8
}

/// What a card's play did.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Played {
    /// The trick goes on.
    Trick,
    /// The trick is complete and this hand won it.
    Won(u8),
}

impl Position {
    /// The play's start: `hands` (one a hand, the rest empty), `leader` to lead the first of
    /// `total_tricks` tricks, nothing played or won.
    pub fn start(hands: &[Mask], leader: u8, total_tricks: u8) -> Position {
        let mut all = [0; MAX_HANDS];
        all[..hands.len()].copy_from_slice(hands);
        Position {
            hands: all,
            trick: [0; MAX_HANDS],
            trick_len: 0,
            leader,
            tricks_won: [0; MAX_HANDS],
            points_won: [0; MAX_HANDS],
            tricks_played: 0,
            total_tricks,
            trumped: false,
            blocked: false,
            last_hand: NO_HAND,
        }
    }

    /// The hand whose card is next: the leader, then in turn.
    #[inline]
    pub fn to_play(&self, rules: &Rules) -> u8 {
        after(self.leader, self.trick_len as usize, rules.hands)
    }

    /// Whether every trick of the deal has been played.
    #[inline]
    pub fn over(&self) -> bool {
        self.tricks_played >= self.total_tricks
    }

    /// The cards the hand to play may play.
    #[inline]
    pub fn legal(&self, rules: &Rules) -> Mask {
        let hand = self.hands[self.to_play(rules) as usize];
        legal(
            rules,
            hand,
            &self.trick[..self.trick_len as usize],
            self.trumped,
            self.tricks_played,
            self.blocked,
        )
    }

    /// The cards still in some hand.
    #[inline]
    pub fn remaining(&self, rules: &Rules) -> Mask {
        self.hands[..rules.hands].iter().fold(0, |a, &h| a | h)
    }

    /// The cards on the trick in progress.
    #[inline]
    pub fn on_trick(&self) -> Mask {
        self.trick[..self.trick_len as usize]
            .iter()
            .fold(0, |a, &c| a | (1u128 << c))
    }

    /// `play` under rules whose tricks are won by suit and rank alone (`ranks::by_suit_and_rank`:
    /// no card points, captures, blocked leads or last-trick cards), which need none of them.
    #[inline]
    pub(crate) fn play_plain(&mut self, rules: &Rules, card: u8) {
        let hand = self.to_play(rules) as usize;
        let bit = 1u128 << card;
        self.hands[hand] &= !bit;
        let len = self.trick_len as usize;
        if len > 0 {
            let led = rules.suit_of[self.trick[0] as usize] as usize;
            let follows = rules.follow_masks[led];
            if follows != 0 && follows & bit == 0 && rules.trumps & bit != 0 {
                self.trumped = true;
            }
        }
        self.trick[len] = card;
        self.trick_len += 1;
        if len + 1 < rules.hands {
            return;
        }
        let at = winning_position(rules, &self.trick[..rules.hands]);
        let winner = after(self.leader, at, rules.hands);
        self.tricks_played += 1;
        self.tricks_won[winner as usize] += 1;
        self.blocked = false;
        self.leader = winner;
        self.trick_len = 0;
    }

    /// Plays `card` from the hand to play (the caller has checked it is legal); gathers the
    /// trick when it is complete.
    pub fn play(&mut self, rules: &Rules, card: u8) -> Played {
        let hand = self.to_play(rules) as usize;
        let bit = 1u128 << card;
        debug_assert!(
            self.hands[hand] & bit != 0,
            "card {card} is not in hand {hand}"
        );
        self.hands[hand] &= !bit;
        if self.trick_len > 0 {
            let led = rules.suit_of[self.trick[0] as usize] as usize;
            let follows = rules.follow_masks[led];
            if follows != 0 && follows & bit == 0 && rules.trumps & bit != 0 {
                self.trumped = true;
            }
        }
        self.trick[self.trick_len as usize] = card;
        self.trick_len += 1;
        if (self.trick_len as usize) < rules.hands {
            return Played::Trick;
        }
        let cards = &self.trick[..rules.hands];
        let at = winning_position(rules, cards);
        let winner = after(self.leader, at, rules.hands);
        let mut points: i32 = cards.iter().map(|&c| rules.points[c as usize]).sum();
        self.tricks_played += 1;
        if self.tricks_played == self.total_tricks {
            points += rules.last_trick_bonus;
            if rules.last_cards & (1u128 << cards[at]) != 0 {
                self.last_hand = winner;
            }
        }
        self.tricks_won[winner as usize] += 1;
        self.points_won[winner as usize] += points;
        self.blocked = rules.blocked_after_lead & (1u128 << cards[0]) != 0;
        self.leader = winner;
        self.trick_len = 0;
        Played::Won(winner)
    }
}

#[cfg(test)]
#[path = "position_tests.rs"]
mod tests;
