//! The shape of the explored search, for the page's overview of it: the shallowest and the
//! deepest the stack was in each span of steps, in bounded memory.

use super::MAX_BUCKETS;

/// The shape of the explored search: for each span of `width` steps, the shallowest and the
/// deepest the stack was in it. Bounded: when there would be more than [`MAX_BUCKETS`] spans,
/// the width doubles and neighbours merge.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Overview {
    pub width: u64,
    /// `(shallowest, deepest)` per span, in order; the last may be partly explored.
    pub spans: Vec<(u8, u8)>,
}

impl Default for Overview {
    fn default() -> Overview {
        Overview {
            width: 1,
            spans: Vec::new(),
        }
    }
}

impl Overview {
    /// The depths `(deepest, shallowest)` that steps `after + 1` onwards went through, all
    /// in one span.
    pub(super) fn add(&mut self, after: u64, (deepest, shallowest): (usize, usize)) {
        self.include(after / self.width, (shallowest as u8, deepest as u8));
        if self.spans.len() > MAX_BUCKETS {
            self.widen();
        }
    }

    /// Span `index` went through the depths `(low, high)` too (spans are added in order).
    fn include(&mut self, index: u64, (low, high): (u8, u8)) {
        match self.spans.get_mut(index as usize) {
            Some(span) => *span = (span.0.min(low), span.1.max(high)),
            None => self.spans.push((low, high)),
        }
    }

    /// Twice as wide spans: neighbours merge.
    fn widen(&mut self) {
        self.spans = self
            .spans
            .chunks(2)
            .map(|pair| {
                let low = pair.iter().map(|s| s.0).min().unwrap_or(0);
                let high = pair.iter().map(|s| s.1).max().unwrap_or(0);
                (low, high)
            })
            .collect();
        self.width *= 2;
    }

    /// Steps up to the end of the span that step `after + 1` is in.
    pub(super) fn room(&self, after: u64) -> u64 {
        self.width - after % self.width
    }

    /// Takes in the overview of a part of the search that starts after step `start` (where
    /// this one ends) and is `steps` long. A span of the part that straddles two of these
    /// spans gives its depths to both, so they may show a little more than they went
    /// through; never less. (Exact when `start` is a multiple of the part's span width.)
    pub(super) fn absorb(&mut self, start: u64, part: &Overview, steps: u64) {
        while self.width < part.width {
            self.widen();
        }
        for (j, &depths) in part.spans.iter().enumerate() {
            let first = start + j as u64 * part.width;
            if first >= start + steps {
                break;
            }
            let last = (first + part.width).min(start + steps) - 1;
            for index in first / self.width..=last / self.width {
                self.include(index, depths);
            }
            if self.spans.len() > MAX_BUCKETS {
                self.widen();
            }
        }
    }
}
