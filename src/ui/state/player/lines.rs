//! Stepping by line: the player's position is a step and, between two steps, how many lines
//! of the next one have run. The board stays as the step shown left it until the line that
//! changes it (a step's last line places or takes back its digit, or returns), so a line of
//! the next step is shown on the board of the step before it.

use super::*;
use crate::player::LineNarration;
use crate::trace::Traced;

/// A line of the program, as the page shows it in line mode.
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct LineShown {
    pub line: Traced,
    /// Its place in the program's run: the 1st line run, the 2nd... (the first call's header
    /// is line 1).
    pub number: u64,
    pub narration: LineNarration,
    /// The lines of its step run so far, this one included.
    pub ran: Roles,
}

impl PlayerState {
    /// One line forward or back; nothing at either end (or for a strategy other than
    /// classic: then a step is followed by the line it ends on).
    pub(super) fn step_line(&mut self, forward: bool) {
        let Ok(player) = &mut self.engine else {
            return;
        };
        if player.last_lines().is_none() && player.next_lines().is_none() {
            // Not a program stepped by line (or nothing to step): a step is a line.
            match forward {
                true => player.step_forward(),
                false => player.step_back(),
            }
            self.line = None;
            return;
        }
        self.line = if forward {
            let Some(next) = player.next_lines() else {
                return;
            };
            // The step's last line is the step itself: the board moves with it.
            let ran = self.line.map_or(0, |j| j + 1);
            if ran + 1 >= next.len() {
                player.step_forward();
                None
            } else {
                Some(ran)
            }
        } else {
            match self.line {
                Some(j) => j.checked_sub(1),
                None if player.position() == 0 => return,
                None => {
                    let lines = player.last_lines().map_or(0, |l| l.len());
                    player.step_back();
                    lines.checked_sub(2)
                }
            }
        };
    }

    /// Shows the next step's line at index `line` (a link's `line=`), once a seek under way
    /// has landed; an index past the next step's last line but one is ignored (its last is
    /// the next step itself).
    pub(super) fn set_line(&mut self, line: usize) {
        if self.target.is_some() {
            self.line_after_seek = Some(line);
            return;
        }
        let Ok(player) = &self.engine else {
            return;
        };
        if player
            .next_lines()
            .is_some_and(|next| line + 1 < next.len())
        {
            self.line = Some(line);
        }
    }

    /// Goes to the program's `n`th line run (from 1): to its step, and its line in the next
    /// step, when it is explored; else a seek further on, as far as the lines per step so far
    /// say (at least a step), looked at again when it lands; past the last line, the end.
    pub(super) fn go_to_line(&mut self, n: u64) {
        let Ok(player) = &self.engine else {
            return;
        };
        let Some(explored) = player.lines_explored() else {
            return;
        };
        if let Some((position, line)) = player.find_line(n) {
            self.seek(position);
            self.line_after_seek = line;
            return;
        }
        if player.end().is_some() {
            self.seek(TO_END);
            return;
        }
        let steps = player.explored().max(1);
        let per_step = explored.max(1).div_ceil(steps).max(1);
        let ahead = (n - explored).div_ceil(per_step).max(1);
        self.seek(player.explored() + ahead);
        self.line_target = Some(n);
    }

    /// The line shown in line mode: the one just run inside the next step, or the step's
    /// own last line between steps (none at the start).
    pub(super) fn line_shown(&self) -> Option<LineShown> {
        let player = self.engine.as_ref().ok()?;
        let before = player.lines_run()?;
        let (lines, at, number) = match self.line {
            Some(j) => (player.next_lines()?, j, before + j as u64 + 1),
            None => {
                let lines = player.last_lines()?;
                let last = lines.len().checked_sub(1)?;
                (lines, last, before)
            }
        };
        let line = lines.get(at)?;
        let ran = (0..=at)
            .filter_map(|i| lines.get(i))
            .fold(Roles::NONE, |roles, l| roles.with(l.role));
        Some(LineShown {
            line,
            number,
            narration: player.narrate_line(&line),
            ran,
        })
    }

    /// The explanation the board and the code panel show for `shown`: its line, the lines
    /// of its step so far, its cell, and the reason its check refuses a digit, if it does.
    pub(super) fn line_explanation(&self, shown: &LineShown) -> Explanation {
        let rejected = match &shown.narration {
            LineNarration::Check {
                refused: Some(_), ..
            } => (self.engine.as_ref().ok())
                .zip(shown.line.cell.zip(shown.line.digit))
                .and_then(|(p, (cell, digit))| {
                    crate::explain::reason(&p.search().grid(), cell, digit)
                }),
            _ => None,
        };
        Explanation {
            line: shown.line.role,
            ran: shown.ran,
            cell: shown.line.cell,
            rejected: rejected.into_iter().collect(),
            tried: Candidates::NONE,
            next: None,
        }
    }

    /// Plays `lines` lines (line mode, slow speeds); true if a breakpoint's line stopped it.
    pub(super) fn play_lines(&mut self, lines: u64) -> bool {
        for _ in 0..lines {
            let before = (self.position(), self.line);
            self.step_line(true);
            if (self.position(), self.line) == before {
                break;
            }
            let at = self.line_shown().map(|s| s.line.role);
            if at.is_some_and(|role| self.breakpoints.contains(role)) {
                return true;
            }
        }
        false
    }

    /// Between two steps in line mode, the next step's line shown (for the link).
    pub fn line(&self) -> Option<usize> {
        self.line
    }

    fn position(&self) -> u64 {
        self.engine.as_ref().map_or(0, |p| p.position())
    }
}
