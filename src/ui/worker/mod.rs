//! The solving worker: batch runs (every board of a paste), large readings, output checks and
//! the player's long jumps (a classic search explored at full speed), off the page's thread.
//!
//! [`serve`] only moves messages; what the worker does with each request is [`WorkerState`]'s
//! and [`BatchRun`]'s, plain code tested natively. A batch run solves in slices of a few
//! milliseconds and looks at its inbox between slices, where a `Cancel` or a newer request
//! stops it.

mod answer;
mod batch;
mod explore;
mod hunt;
mod measure;
mod reading;
mod serve;
#[cfg(test)]
pub(crate) mod tests;
mod warm;

pub(crate) use answer::{made, outcome, solve_board};
pub(crate) use batch::BatchRun;
pub(crate) use explore::Exploration;
pub(crate) use hunt::HuntRun;
pub(crate) use measure::MeasureRun;
use reading::Reading;
pub use serve::serve;

use crate::ui::protocol::{Request, Response};

/// Milliseconds of solving between two looks at the inbox.
pub(crate) const SLICE_MS: f64 = 20.0;
/// Milliseconds between two hand-overs of a long exploration.
pub(crate) const PROGRESS_MS: f64 = 500.0;
/// Milliseconds between two messages of a run's results: each message makes the page draw
/// itself again, and on a machine with as many workers as cores the page's thread takes a
/// core from them.
pub(crate) const RESULTS_MS: f64 = 100.0;
/// Bytes of the judge's output per message.
const OUTPUT_PIECE: usize = 256 * 1024;

/// What the worker keeps between requests.
#[derive(Default)]
pub(crate) struct WorkerState {
    /// The page's latest input: its serial and text.
    input: (u64, String),
    /// The last reading the page asked for, kept so that solving or checking that input does
    /// not read it again (a large input takes a while to read).
    last_reading: Option<Reading>,
    /// When the last run's results were last sent (ms), and its generation: a run's next share
    /// keeps to the same pace ([`RESULTS_MS`]) rather than sending its first results at once.
    results_sent: Option<(u64, f64)>,
}

/// What the worker does with a request: answer at once, run a batch, explore a search, or
/// work in slices between which other requests are answered.
pub(crate) enum Handled {
    Answers(Vec<Response>),
    Run(BatchRun),
    /// Boxed: a player holds its states inline.
    Explore(Box<Exploration>),
    Sliced(Box<dyn Sliced>),
}

/// Work done in slices, between which the worker hears its inbox and answers the page's other
/// requests: a hunt ([`HuntRun`]), a measure ([`MeasureRun`]).
pub(crate) trait Sliced {
    fn is_over(&self) -> bool;
    /// Works until `slice_ms` have passed on `clock`, or the work is over.
    fn slice(&mut self, clock: &dyn Fn() -> f64, slice_ms: f64);
    /// What the page hears now (`now` in ms), if anything; its last message once over.
    fn report(&mut self, now: f64) -> Option<Response>;
    /// A request heard meanwhile: taken (`None`) if it is this work's own, or given back to
    /// be answered (between slices, or after the work if the work is over).
    fn hear(&mut self, request: Request) -> Option<Request>;
}

impl WorkerState {
    /// The one place requests are told apart, outside a run (a run hears its own inbox:
    /// [`BatchRun::hear`]). `clock` reads the time in milliseconds.
    pub(crate) fn handle(&mut self, request: Request, clock: fn() -> f64) -> Handled {
        let answers = match request {
            Request::Input {
                serial,
                piece,
                start,
            } => {
                self.take_piece(serial, piece, start);
                Vec::new()
            }
            // No run is under way: nothing to cancel.
            // A cancel heard after its run: the run is over (the page sends one when a shared
            // run finishes), so the reading kept for its shares goes.
            Request::Cancel { .. } => {
                self.last_reading = None;
                Vec::new()
            }
            Request::StopExploring => Vec::new(),
            Request::Parse { serial, format } => self.parse(serial, format),
            Request::Read { serial, format } => {
                self.read_ahead(serial, format);
                Vec::new()
            }
            Request::Compare {
                id,
                serial,
                format,
                expected,
            } => vec![self.compare(id, serial, format, &expected)],
            Request::Outcome {
                id,
                format,
                cap,
                board,
            } => vec![outcome(id, format, cap, &board, clock)],
            Request::Generate { id, preset, seed } => vec![made(id, &preset, seed)],
            Request::Hunt { id, seed, ms } => {
                return Handled::Sliced(Box::new(HuntRun::new(id, seed, ms)))
            }
            // Heard after its hunt: the hunt is over, and said so.
            Request::StopHunt { .. } => Vec::new(),
            Request::Measure { id, givens } => {
                return Handled::Sliced(Box::new(MeasureRun::new(id, &givens)))
            }
            Request::Solve {
                generation,
                serial,
                format,
                cap,
                share,
            } => match self.start_run(generation, serial, format, cap, share) {
                Ok(run) => return Handled::Run(run),
                Err(failed) => vec![failed],
            },
            Request::ExplorePart {
                run,
                jump,
                index,
                givens,
                part,
                interval,
            } => match Exploration::new(run, jump, &givens) {
                Some(mut exploration) => {
                    exploration.queue(index, part, interval);
                    return Handled::Explore(Box::new(exploration));
                }
                // A board that does not read or clashes has no search: the page seeks on its
                // own when it hears an empty last piece.
                None => vec![Response::Part {
                    run,
                    jump,
                    index,
                    piece: 0,
                    bytes: Vec::new(),
                    last: true,
                }],
            },
        };
        Handled::Answers(answers)
    }
}
