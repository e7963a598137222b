//! Work shared among the workers a few items at a time, as they finish them: a far jump's
//! parts ([`super::jump`]) and a large run's shares ([`super::batch`]).
//!
//! Each worker is given a few items to start with, in turn, and one more each time it finishes
//! one, so that a worker the machine runs faster takes more of them (two workers on a busy
//! machine, or a phone's large and small cores, can run at speeds a factor of two apart; work
//! shared out evenly at once would wait on the slowest). What the items are, and when to hand
//! out more, is the caller's: this only keeps count of who holds what.

/// Which items have been handed out, and how many each worker holds.
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct HandOut {
    /// Items in all, numbered from 0 in the order they are handed out.
    items: usize,
    /// The next item to hand out.
    next: usize,
    /// Items each worker was given and has not finished.
    holds: Vec<usize>,
    /// Items a worker holds at most while they are handed out as it finishes them.
    ahead: usize,
}

impl HandOut {
    /// `items` items for `workers` workers (one at least), each holding `ahead` at most.
    pub fn new(items: usize, workers: usize, ahead: usize) -> HandOut {
        HandOut {
            items,
            next: 0,
            holds: vec![0; workers.max(1)],
            ahead: ahead.max(1),
        }
    }

    pub fn items(&self) -> usize {
        self.items
    }

    pub fn workers(&self) -> usize {
        self.holds.len()
    }

    /// The items to start with: as many as each worker holds at most, in turn. (worker, item)
    pub fn start(&mut self) -> Vec<(usize, usize)> {
        self.in_turn(self.ahead * self.workers())
    }

    /// Every item left, in turn, as if each worker had finished its items together: for when
    /// nobody can hand them out as they are finished.
    pub fn all(&mut self) -> Vec<(usize, usize)> {
        self.in_turn(self.items - self.next)
    }

    fn in_turn(&mut self, count: usize) -> Vec<(usize, usize)> {
        let workers = self.workers();
        (0..workers)
            .cycle()
            .take(count.min(self.items - self.next))
            .map(|worker| (worker, self.hand(worker)))
            .collect()
    }

    fn hand(&mut self, worker: usize) -> usize {
        self.holds[worker] += 1;
        self.next += 1;
        self.next - 1
    }

    /// `worker` finished one of its items (a worker this hand-out does not know of is
    /// ignored).
    pub fn finished(&mut self, worker: usize) {
        if let Some(holds) = self.holds.get_mut(worker) {
            *holds = holds.saturating_sub(1);
        }
    }

    /// Gives every worker that holds fewer than it may more items, `first` first, while items
    /// are left below `below` (the caller's limit on how far ahead the hand-out may go).
    pub fn top_up(&mut self, first: usize, below: usize) -> Vec<(usize, usize)> {
        let workers = self.workers();
        let below = below.min(self.items);
        let mut handed = Vec::new();
        for worker in (0..workers).map(|i| (first + i) % workers) {
            while self.holds[worker] < self.ahead && self.next < below {
                handed.push((worker, self.hand(worker)));
            }
        }
        handed
    }

    /// Whether every item was handed out and finished.
    pub fn all_in(&self) -> bool {
        self.next == self.items && self.holds.iter().all(|&n| n == 0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Written out by hand: who gets which item as the workers finish theirs, and where the
    /// caller's limit stops the hand-out.
    #[test]
    fn items_go_in_turn_then_to_whoever_finishes_one() {
        let mut hand_out = HandOut::new(10, 2, 2);
        assert_eq!(hand_out.start(), [(0, 0), (1, 1), (0, 2), (1, 3)]);
        assert_eq!(hand_out.top_up(0, usize::MAX), [], "everyone holds two");
        hand_out.finished(1);
        hand_out.finished(1);
        hand_out.finished(0);
        // Worker 1 holds none, worker 0 one: the one asked for is topped up first, then the other.
        assert_eq!(hand_out.top_up(1, usize::MAX), [(1, 4), (1, 5), (0, 6)]);
        hand_out.finished(1);
        assert_eq!(hand_out.top_up(1, 7), [], "items from 7 on wait");
        assert_eq!(hand_out.top_up(1, 8), [(1, 7)]);
        hand_out.finished(0);
        assert_eq!(hand_out.top_up(0, usize::MAX), [(0, 8)]);
        hand_out.finished(0);
        assert_eq!(hand_out.top_up(0, usize::MAX), [(0, 9)]);
        assert_eq!(hand_out.top_up(0, usize::MAX), [], "none left");
        assert!(!hand_out.all_in(), "four still held");
        for worker in [0, 0, 1, 1] {
            hand_out.finished(worker);
        }
        assert!(hand_out.all_in());
        hand_out.finished(7);
        assert!(hand_out.all_in(), "an unknown worker changes nothing");
    }

    #[test]
    fn all_hands_out_what_is_left_in_turn() {
        let mut hand_out = HandOut::new(7, 3, 1);
        assert_eq!(hand_out.start(), [(0, 0), (1, 1), (2, 2)]);
        assert_eq!(hand_out.all(), [(0, 3), (1, 4), (2, 5), (0, 6)]);
        assert_eq!(hand_out.all(), []);
        let mut few = HandOut::new(3, 2, 8);
        assert_eq!(
            few.start(),
            [(0, 0), (1, 1), (0, 2)],
            "fewer items than places"
        );
    }
}
