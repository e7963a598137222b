//! What the page shows of the player at one moment.

use super::*;
use crate::grid::UnitOf;
use crate::trace::Outcome;

/// What the page shows of the player at one moment: plain data, so views re-render only when
/// it changes.
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct PlayerSnapshot {
    pub run: u64,
    pub strategy: Strategy,
    pub speed: usize,
    pub playing: bool,
    /// The step a seek is on its way to, within the search as far as it is known: the
    /// timeline shows it until the board gets there (a seek lands in a later frame, and a
    /// timeline drawn back at the old step lost the next key press of the user moving it step
    /// by step). To end, before the end is known, is on its way to the furthest step known.
    pub seeking: Option<u64>,
    pub position: u64,
    /// Steps in the whole search, once known.
    pub end: Option<u64>,
    pub explored: u64,
    pub counters: Counters,
    pub stack: Vec<(Cell, Digit)>,
    pub narration: Option<Narration>,
    pub last: Option<Step>,
    pub grid: Grid,
    /// The cell being worked on and its candidates.
    pub focus: Option<(Cell, Candidates)>,
    /// The unit where a digit has no place left, at such a dead end: the board marks it.
    pub no_place: Option<UnitOf>,
    /// The last step in the program's terms: its lines, the digits it refused and why.
    pub explanation: Option<Explanation>,
    /// Classic: calls of the program in the Code panel (the first, and one per placement).
    pub calls: Option<u64>,
    /// Classic: calls of the recursive function, as BOJ 12095's reference program counts them.
    pub boj_calls: Option<u64>,
    /// The search's shape so far.
    pub overview: Rc<Overview>,
    /// Times each cell was tried, when the heatmap is on.
    pub tries: Option<Rc<[u64; 81]>>,
    pub breakpoints: Roles,
    /// How far a step goes; by line, the line shown (`None` at the start, or for a strategy
    /// other than classic).
    pub step_by: StepBy,
    pub line: Option<LineShown>,
    pub run_to: Option<RunTo>,
    /// The search ended at a solution and can go on to the next.
    pub can_search_on: bool,
    pub elapsed_ms: f64,
    /// The givens clash, so there is no search to watch.
    pub error: Option<Conflict>,
    /// Predict: on, the question waiting, the last answer judged, the score.
    pub predict: Predict,
}

impl PlayerState {
    pub fn snapshot(&self) -> PlayerSnapshot {
        let mut snapshot = PlayerSnapshot {
            run: self.run,
            strategy: self.strategy,
            speed: self.speed,
            playing: self.playing,
            seeking: None,
            position: 0,
            end: None,
            explored: 0,
            counters: Counters::default(),
            stack: Vec::new(),
            narration: None,
            last: None,
            grid: Grid::empty(),
            focus: None,
            no_place: None,
            explanation: None,
            calls: None,
            boj_calls: None,
            overview: Rc::new(Overview::default()),
            tries: None,
            breakpoints: self.breakpoints,
            step_by: self.step_by,
            line: None,
            run_to: self.run_to,
            can_search_on: false,
            elapsed_ms: self.elapsed_ms,
            error: None,
            predict: self.predict.clone(),
        };
        match &self.engine {
            Ok(engine) => {
                let player = engine;
                let search = player.search();
                snapshot.position = player.position();
                snapshot.end = player.end();
                snapshot.explored = player.explored();
                snapshot.seeking = self.target.map(|target| match snapshot.end {
                    Some(end) => target.min(end),
                    None if target == TO_END => snapshot.explored.max(snapshot.position),
                    None => target,
                });
                snapshot.counters = search.counters();
                snapshot.stack = search.stack().collect();
                let explanation = player.explain();
                let narration = player.narrate(explanation.as_ref());
                // A question waits: the narration does not answer it.
                snapshot.narration = Some(match self.predict.asked {
                    Some(_) => narration.keeping_the_next_try(),
                    None => narration,
                });
                snapshot.last = player.last_step();
                snapshot.grid = search.grid();
                snapshot.focus = player.focus();
                // Playing faster than a step a frame, no one can read the line or the
                // reasons of each frame's last step: they are drawn once play stops (drawing
                // them every frame cost about 14 % of the max speed).
                if !self.playing || SPEEDS[self.speed].is_some_and(|s| s <= STEPS_SHOWN_PER_S) {
                    snapshot.explanation = explanation;
                    if self.step_by == StepBy::Line {
                        snapshot.line = self.line_shown();
                    }
                }
                // In line mode the code panel and the board show the line, not the step.
                if let Some(shown) = &snapshot.line {
                    snapshot.explanation = Some(self.line_explanation(shown));
                }
                // The program's dead() finds a digit with no place a line before the step that
                // turns back: from that line on, the board marks the unit.
                let found = snapshot
                    .line
                    .as_ref()
                    .and_then(|shown| match shown.line.outcome {
                        Outcome::NoPlace(_, unit) => Some(unit),
                        _ => None,
                    });
                snapshot.no_place = found.or_else(|| snapshot.last.and_then(Step::no_place));
                snapshot.calls = search.calls();
                snapshot.boj_calls = search.boj_calls();
                snapshot.overview = Rc::new(player.overview().clone());
                snapshot.can_search_on = player.can_search_on();
                if self.heatmap {
                    let tries =
                        std::array::from_fn(|i| Cell::new(i).map_or(0, |c| search.tries(c)));
                    snapshot.tries = Some(Rc::new(tries));
                }
            }
            Err(conflict) => snapshot.error = Some(*conflict),
        }
        snapshot
    }
}
