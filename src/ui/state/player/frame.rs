//! The player's animation frames: what a frame is to do (planned from the state), doing it
//! within the frame's budget, and what it did to the state.

use super::*;

/// What one animation frame is to do, decided from the state when the frame comes.
struct FramePlan {
    now: f64,
    work: Work,
    breakpoints: Roles,
}

enum Work {
    /// Play: move `steps` forward (`None`: as far as the budget goes).
    Play {
        steps: Option<u64>,
        carry: f64,
    },
    Seek(u64),
    RunTo(RunTo),
    /// Explore ahead so the total is known and any step is a short replay away.
    Explore,
    /// Nothing: the worker explores toward the seek's target.
    Wait,
}

/// What a frame did.
#[derive(Clone, Copy, Debug, PartialEq)]
struct FrameReport {
    now: f64,
    /// Fractional steps still owed when playing.
    carry: f64,
    /// The search is at its end.
    at_end: bool,
    /// The position is the seek's target, or the event run to (or the end on the way).
    reached: bool,
    /// Playing met a breakpoint.
    stopped: bool,
}

/// The longest gap between two frames of a seek counted as the search's time.
const SEEK_WAIT_MS: f64 = 10_000.0;

impl PlayerState {
    /// An animation frame at `now` (ms): its work, until `clock` (ms) passes the frame's
    /// budget (in an idle callback, `idle_ms` is how long the browser expects to stay idle).
    /// False if it changes nothing: a frame that only waits for the workers' jump (but the
    /// first, which starts the patience), and the page need not be drawn again for it.
    pub(super) fn frame(&mut self, now: f64, idle_ms: Option<f64>, clock: fn() -> f64) -> bool {
        let Some(plan) = self.plan_frame(now) else {
            return false;
        };
        if let Work::Wait = plan.work {
            // Waiting for the step asked for starts the patience (nothing else does), and
            // counts as time the search took.
            let seeking = self.target.is_some();
            if self.is_busy() {
                self.count_elapsed(now);
            }
            return seeking && self.jump.as_mut().is_some_and(|j| j.start_patience(now));
        }
        if let Work::Play {
            steps: Some(lines),
            carry,
        } = plan.work
        {
            if self.plays_lines() {
                let stopped = self.play_lines(lines);
                let at_end = self.engine.as_ref().is_ok_and(|p| p.at_end());
                return self.framed(FrameReport {
                    now,
                    carry,
                    at_end,
                    reached: false,
                    stopped,
                });
            }
        }
        let Ok(player) = &mut self.engine else {
            return false;
        };
        // Playing by try, or too fast to read a line: play goes on from the step shown.
        if self.playing {
            self.line = None;
        }
        let report = plan.run(player, clock, idle_ms);
        self.framed(report)
    }

    /// Whether a frame at `now` would only wait for the workers' jump: the page then looks
    /// again a little later rather than every frame.
    pub fn waits_for_workers(&self, now: f64) -> bool {
        let Ok(engine) = &self.engine else {
            return false;
        };
        let waiting = self.jump.as_ref().is_some_and(|j| j.waiting(now));
        if self.playing {
            false
        } else if let Some(target) = self.target {
            engine.explored() < target && waiting
        } else {
            self.run_to.is_none() && waiting
        }
    }

    /// The work of an animation frame at time `now` (ms), if there is any.
    fn plan_frame(&self, now: f64) -> Option<FramePlan> {
        self.engine.as_ref().ok()?;
        let work = if self.waits_for_workers(now) {
            Work::Wait
        } else if self.playing {
            let due = self.pacing.due(SPEEDS[self.speed], now);
            Work::Play {
                steps: due.steps,
                carry: due.carry,
            }
        } else if let Some(target) = self.target {
            // (Not waiting: the jump's parts are in up to the target, or none came in time.)
            Work::Seek(target)
        } else if let Some(run_to) = self.run_to {
            Work::RunTo(run_to)
        } else {
            // (Not while a jump's parts are still coming: the page's own exploring would move
            // away from where they start.)
            Work::Explore
        };
        // Asking after take-backs or at dead ends, play stops at each (at its line).
        let breakpoints = match self.asking_line() {
            Some(line) if self.playing => self.breakpoints.with(line),
            _ => self.breakpoints,
        };
        Some(FramePlan {
            now,
            work,
            breakpoints,
        })
    }

    fn framed(&mut self, report: FrameReport) -> bool {
        // No news of the jump for too long: the page goes on without it.
        if self.jump.as_ref().is_some_and(|j| !j.waiting(report.now)) {
            self.end_jump();
        }
        if self.is_busy() {
            self.count_elapsed(report.now);
        } else {
            self.busy_until = None;
        }
        let was_busy = self.is_busy();
        if self.playing {
            self.playing = !report.at_end && !report.stopped;
            if report.stopped && self.asking_line().is_some() && !self.stopped_for_user() {
                // Stopped at a take-back or a dead end for predict: asked there, or on if
                // there is nothing to ask (the loop was over: the next step takes another
                // digit back; a take-back's `return false` is no dead end).
                self.ask_if_due();
                self.playing = self.predict.asked.is_none();
            }
        } else if self.target.is_some() && report.reached {
            self.target = None;
            if let Some(line) = self.line_after_seek.take() {
                self.set_line(line);
            }
            if let Some(n) = self.line_target.take() {
                self.go_to_line(n);
            }
        } else if self.run_to.is_some() && report.reached {
            self.run_to = None;
            if self.asking_line() == Some(Role::Undo) && self.last_was_take_back() {
                // Asking after take-backs, Next backtrack goes on to one it can ask after.
                self.ask_if_due();
                if self.predict.asked.is_none() {
                    self.run_to = Some(RunTo::Backtrack);
                }
            }
        }
        // Stopped where it may ask.
        if was_busy && !self.is_busy() {
            self.ask_if_due();
        }
        self.pacing.ran(report.now, report.carry);
        true
    }

    fn last_was_take_back(&self) -> bool {
        let last = self.engine.as_ref().ok().and_then(Player::last_step);
        matches!(last, Some(Step::Backtrack { .. }))
    }

    /// Whether the step shown runs a line with one of the user's breakpoints.
    pub(super) fn stopped_for_user(&self) -> bool {
        let Ok(engine) = &self.engine else {
            return false;
        };
        let ran = engine.explain().map(|e| e.ran);
        ran.is_some_and(|ran| ran.intersects(self.breakpoints))
    }

    /// Whether play goes line by line: in line mode, up to the speed at which each step's
    /// line is shown (faster, play goes by try).
    fn plays_lines(&self) -> bool {
        self.step_by == StepBy::Line && SPEEDS[self.speed].is_some_and(|s| s <= STEPS_SHOWN_PER_S)
    }

    /// Counts the time since the last busy frame, if that was less than a pause ago, toward
    /// the time the search took (the first busy frame of a stretch counts from itself): the
    /// frames of a seek, a run to an event or play, and the page's drawing between them.
    /// During a seek the gap may be longer: while the workers jump, the page looks only now
    /// and then, and a look that only waits keeps nothing (the jump to step 50,000,000,
    /// about 250 ms, counted nothing at all).
    pub(super) fn count_elapsed(&mut self, now: f64) {
        if let Some(until) = self.busy_until {
            let since = now - until;
            let most = match self.target {
                Some(_) => SEEK_WAIT_MS,
                None => Pacing::MAX_PAUSE_MS,
            };
            if (0.0..=most).contains(&since) {
                self.elapsed_ms += since;
            }
        }
        self.busy_until = Some(now);
    }
}

impl FramePlan {
    /// Does the frame's work on `player`, until `clock` (ms) passes the frame's budget. In an
    /// idle callback, `idle_ms` is how long the browser expects to stay idle: exploring then
    /// takes what is offered, up to [`IDLE_BUDGET_MS`].
    fn run(self, player: &mut Player, clock: fn() -> f64, idle_ms: Option<f64>) -> FrameReport {
        let budget = match (&self.work, idle_ms) {
            (Work::Seek(_) | Work::RunTo(_), _) => SEEK_BUDGET_MS,
            (Work::Explore, Some(idle)) => idle.clamp(1.0, IDLE_BUDGET_MS),
            (Work::Play { .. } | Work::Explore | Work::Wait, _) => FRAME_BUDGET_MS,
        };
        let deadline = clock() + budget;
        let mut carry = 0.0;
        let mut reached = false;
        let mut stopped = false;
        // Playing with breakpoints walks step by step, looking at each step's lines.
        let breakpoints = (!self.breakpoints.is_empty()).then_some(Event::Lines(self.breakpoints));
        match self.work {
            Work::Play {
                steps: Some(steps),
                carry: owed,
            } => {
                carry = owed;
                let goal = player.position() + steps;
                if let Some(event) = breakpoints {
                    while player.position() < goal && !stopped && clock() < deadline {
                        let budget = (goal - player.position()).min(CHUNK);
                        stopped = player.run_until(event, budget) == Some(true);
                        stopped |= player.at_end();
                    }
                } else {
                    while !player.seek(goal, CHUNK) && clock() < deadline {}
                }
            }
            // Max: as far as the budget goes, showing the latest state.
            Work::Play { steps: None, .. } => {
                while !player.at_end() && !stopped && clock() < deadline {
                    if let Some(event) = breakpoints {
                        stopped = player.run_until(event, CHUNK) == Some(true);
                    } else {
                        let next = player.position() + CHUNK;
                        player.seek(next, CHUNK);
                    }
                }
            }
            Work::Seek(target) => {
                while !player.seek(target, CHUNK) && clock() < deadline {}
                reached = player.position() == target || player.at_end();
            }
            Work::RunTo(run_to) => {
                let event = match run_to {
                    RunTo::Backtrack => Event::Backtrack,
                    RunTo::DeadEnd => Event::DeadEnd,
                    RunTo::Solution { cap } => {
                        // At the solution shown: let the search go on to the next one.
                        if player.at_end() {
                            player.search_on(cap);
                        }
                        Event::Solution
                    }
                };
                while !reached && clock() < deadline {
                    reached = player.run_until(event, CHUNK).is_some();
                }
            }
            Work::Explore => while !player.explore(CHUNK) && clock() < deadline {},
            Work::Wait => {}
        }
        FrameReport {
            now: self.now,
            carry,
            at_end: player.at_end(),
            reached,
            stopped,
        }
    }
}
