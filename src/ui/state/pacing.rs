//! How many steps a frame of play takes at a speed: one pacing for every search the page
//! plays (the 9 x 9 player, the 16 x 16 search).

/// The frames of play so far: when the last one ran, and the fraction of a step owed at slow
/// speeds.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub(crate) struct Pacing {
    last_frame: Option<f64>,
    carry: f64,
}

/// What a frame of play is to take: `steps` (`None`: as many as the frame's budget allows),
/// and the fraction of a step still owed after them.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(crate) struct Due {
    pub steps: Option<u64>,
    pub carry: f64,
}

impl Pacing {
    /// The longest pause a frame makes up for: a hidden tab gets no frames, and coming back
    /// to it does not owe the whole time away.
    pub const MAX_PAUSE_MS: f64 = 250.0;

    /// Milliseconds since the last frame, at `now`, at most [`Pacing::MAX_PAUSE_MS`]; 0 for the
    /// first frame.
    pub fn since(&self, now: f64) -> f64 {
        self.last_frame
            .map_or(0.0, |t| (now - t).clamp(0.0, Self::MAX_PAUSE_MS))
    }

    /// What the frame at `now` is to take at `per_second` steps a second (`None`: max). The
    /// first frame of play takes one step at once.
    pub fn due(&self, per_second: Option<f64>, now: f64) -> Due {
        let Some(per_second) = per_second else {
            return Due {
                steps: None,
                carry: 0.0,
            };
        };
        let dt = self.since(now);
        let owed = self.carry + per_second * dt / 1000.0;
        let whole = owed
            .floor()
            .max(if self.last_frame.is_none() { 1.0 } else { 0.0 });
        Due {
            steps: Some(whole as u64),
            carry: owed - whole.min(owed),
        }
    }

    /// The frame at `now` ran, owing `carry` of a step after it.
    pub fn ran(&mut self, now: f64, carry: f64) {
        self.last_frame = Some(now);
        self.carry = carry;
    }

    /// Play starts again: no frame before, nothing owed.
    pub fn restart(&mut self) {
        *self = Pacing::default();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn steps_follow_the_time_and_carry_the_fraction_owed() {
        let mut pacing = Pacing::default();
        // 10 steps a second: the first frame one step, then 2.5 steps per 250 ms.
        let first = pacing.due(Some(10.0), 1000.0);
        assert_eq!(
            first,
            Due {
                steps: Some(1),
                carry: 0.0
            }
        );
        pacing.ran(1000.0, first.carry);
        let second = pacing.due(Some(10.0), 1250.0);
        assert_eq!(
            second,
            Due {
                steps: Some(2),
                carry: 0.5
            }
        );
        pacing.ran(1250.0, second.carry);
        assert_eq!(pacing.due(Some(10.0), 1500.0).steps, Some(3));
        // Max speed: as many as the budget allows.
        assert_eq!(pacing.due(None, 1500.0).steps, None);
    }

    #[test]
    fn a_long_pause_owes_at_most_a_quarter_second() {
        let mut pacing = Pacing::default();
        pacing.ran(0.0, 0.0);
        assert_eq!(pacing.since(60_000.0), Pacing::MAX_PAUSE_MS);
        assert_eq!(pacing.due(Some(100.0), 60_000.0).steps, Some(25));
        // A clock that went back owes nothing.
        assert_eq!(pacing.since(-5.0), 0.0);
        pacing.restart();
        assert_eq!(
            pacing.due(Some(1.0), 10.0).steps,
            Some(1),
            "play starts with a step"
        );
    }
}
