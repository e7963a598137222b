//! The lines of the propagating program (`programs/propagating/search.*`) that one step ran,
//! from the pieces the watched search recorded ([`Segment`]), in the order a line tracer
//! reports them for the frames of `search` and `propagate`: Python's `sys.settrace` reports
//! a function's header at each call, `while True` at each turn, each test and each statement;
//! after a call on a line returns, the next line reported is the caller's next one. The
//! helpers `fill`, `dead`, `forced`, `narrow`, `choose` and `print_board` are stepped over,
//! a line each, as a debugger's "step over" does (`core/tests/propagating_lines.rs`).

use super::{Outcome, Traced};
use crate::code::Role;
use crate::grid::{Cell, Digit};
use crate::solver::program::{unit_of, Round, Segment, Stuck};

/// The lines of `segments`, in order.
pub(super) fn lines(segments: &[Segment]) -> Vec<Traced> {
    let mut out = Vec::new();
    for &segment in segments {
        push(&mut out, segment);
    }
    out
}

fn push(out: &mut Vec<Traced>, segment: Segment) {
    use Outcome::{No, Yes};
    let mut line = |role, depth: u8, at: Option<(u8, u8)>, outcome| {
        out.push(Traced {
            outcome,
            role,
            depth: depth.into(),
            cell: at.and_then(|(c, _)| Cell::new(c.into())),
            digit: at.and_then(|(_, d)| Digit::new(d)),
        })
    };
    match segment {
        Segment::Propagate => line(Role::Propagate, 0, None, Outcome::None),
        Segment::Round(round) => {
            line(Role::Round, 0, None, Outcome::None);
            match round {
                Round::Dead(stuck) => {
                    let why = stuck_outcome(stuck);
                    // A cell with no digit left is the cell the board marks.
                    let at = match stuck {
                        Stuck::NoDigit { cell } => Some((cell, 0)),
                        Stuck::NoPlace { .. } => None,
                    };
                    line(Role::Dead, 0, at, why);
                    line(Role::Check, 0, at, why);
                    return;
                }
                _ => line(Role::Dead, 0, None, No),
            }
            match round {
                Round::Fill { cell, digit } => {
                    let at = Some((cell, digit));
                    line(Role::Forced, 0, at, Yes);
                    line(Role::IfForced, 0, at, Yes);
                    line(Role::Deduce, 0, at, Outcome::None);
                }
                Round::Narrowed | Round::Settled => {
                    line(Role::Forced, 0, None, No);
                    line(Role::IfForced, 0, None, No);
                    let settled = round == Round::Settled;
                    line(Role::Narrow, 0, None, if settled { No } else { Yes });
                    if settled {
                        line(Role::Settled, 0, None, Outcome::None);
                    }
                }
                Round::Dead(_) => unreachable!("returned above"),
            }
        }
        Segment::Branch {
            cell,
            digit,
            depth,
            enter,
        } => {
            if enter {
                line(Role::Enter, depth, None, Outcome::None);
            }
            line(Role::Loop, depth, None, Outcome::None);
            line(Role::Full, depth, None, No);
            let at = Some((cell, digit));
            line(Role::Cell, depth, Some((cell, 0)), Outcome::None);
            for role in [Role::Digit, Role::Save, Role::Place] {
                line(role, depth, at, Outcome::None);
            }
        }
        Segment::Solved { depth, enter } => {
            if enter {
                line(Role::Enter, depth, None, Outcome::None);
            }
            line(Role::Loop, depth, None, Outcome::None);
            line(Role::Full, depth, None, Yes);
            line(Role::Print, depth, None, Outcome::None);
            line(Role::Solved, depth, None, Outcome::None);
        }
        Segment::Call { cell, digit, depth } => {
            line(Role::Call, depth, Some((cell, digit)), Outcome::None)
        }
        Segment::Undo { cell, digit, depth } => {
            line(Role::Undo, depth, Some((cell, digit)), Outcome::None)
        }
        Segment::Retry { cell, digit, depth } => {
            line(Role::RuleOut, depth, Some((cell, digit)), Outcome::None);
            line(Role::Fail, depth, Some((cell, digit)), Outcome::None);
        }
    }
}

fn stuck_outcome(stuck: Stuck) -> Outcome {
    match stuck {
        Stuck::NoDigit { cell } => Outcome::NoDigit(Cell::new(cell.into()).expect("below 81")),
        Stuck::NoPlace { unit, digit } => {
            Outcome::NoPlace(Digit::new(digit).expect("digits 1-9"), unit_of(unit))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Each piece gives as many lines as the count the search keeps of them.
    #[test]
    fn each_piece_has_the_lines_it_counts() {
        let stuck = Stuck::NoPlace { unit: 4, digit: 7 };
        let pieces = [
            Segment::Propagate,
            Segment::Round(Round::Fill { cell: 3, digit: 4 }),
            Segment::Round(Round::Narrowed),
            Segment::Round(Round::Settled),
            Segment::Round(Round::Dead(stuck)),
            Segment::Branch {
                cell: 1,
                digit: 2,
                depth: 0,
                enter: true,
            },
            Segment::Branch {
                cell: 1,
                digit: 2,
                depth: 3,
                enter: false,
            },
            Segment::Solved {
                depth: 5,
                enter: true,
            },
            Segment::Call {
                cell: 1,
                digit: 2,
                depth: 0,
            },
            Segment::Undo {
                cell: 1,
                digit: 2,
                depth: 0,
            },
            Segment::Retry {
                cell: 1,
                digit: 2,
                depth: 0,
            },
        ];
        for piece in pieces {
            assert_eq!(lines(&[piece]).len() as u64, piece.len(), "{piece:?}");
        }
    }
}
