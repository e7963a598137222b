//! The variables not yet assigned, most active first: a binary max-heap over an activity
//! array the solver owns, with each variable's place kept so a raised activity moves it up.

/// Marks a variable that is not in the heap.
const ABSENT: usize = usize::MAX;

#[derive(Clone)]
pub(super) struct Heap {
    items: Vec<usize>,
    place: Vec<usize>,
}

impl Heap {
    /// A heap holding every one of `vars` variables (their activities all equal).
    pub(super) fn new(vars: usize) -> Heap {
        Heap {
            items: (0..vars).collect(),
            place: (0..vars).collect(),
        }
    }

    pub(super) fn insert(&mut self, var: usize, activity: &[f64]) {
        if self.place[var] != ABSENT {
            return;
        }
        self.place[var] = self.items.len();
        self.items.push(var);
        self.up(self.items.len() - 1, activity);
    }

    /// After `var`'s activity grew.
    pub(super) fn raised(&mut self, var: usize, activity: &[f64]) {
        if self.place[var] != ABSENT {
            self.up(self.place[var], activity);
        }
    }

    pub(super) fn pop(&mut self, activity: &[f64]) -> Option<usize> {
        let top = *self.items.first()?;
        let last = self.items.pop().expect("not empty");
        self.place[top] = ABSENT;
        if !self.items.is_empty() {
            self.items[0] = last;
            self.place[last] = 0;
            self.down(0, activity);
        }
        Some(top)
    }

    fn up(&mut self, mut at: usize, activity: &[f64]) {
        let var = self.items[at];
        while at > 0 {
            let parent = (at - 1) / 2;
            if activity[self.items[parent]] >= activity[var] {
                break;
            }
            self.items[at] = self.items[parent];
            self.place[self.items[at]] = at;
            at = parent;
        }
        self.items[at] = var;
        self.place[var] = at;
    }

    fn down(&mut self, mut at: usize, activity: &[f64]) {
        let var = self.items[at];
        loop {
            let left = 2 * at + 1;
            if left >= self.items.len() {
                break;
            }
            let right = left + 1;
            let child = if right < self.items.len()
                && activity[self.items[right]] > activity[self.items[left]]
            {
                right
            } else {
                left
            };
            if activity[self.items[child]] <= activity[var] {
                break;
            }
            self.items[at] = self.items[child];
            self.place[self.items[at]] = at;
            at = child;
        }
        self.items[at] = var;
        self.place[var] = at;
    }
}
