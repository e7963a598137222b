//! What the page asks of its workers and what their answers do: runs of the input's boards
//! shared among the workers, the outcome of the board shown after a run, output checks, a far
//! jump's parts, and a worker that stops. The reducer ([`super::AppState::reduce`]) routes
//! actions here; the requests go to the outbox ([`crate::ui::conversation`]).

use super::Batch;
use super::{batch, jump, AppState, Comparison, RunState};
use crate::ui::conversation::To;
use crate::ui::protocol::{BoardResult, Failure, Kind, Request, Response, RunEvent, Share};

impl AppState {
    /// Stops the run under way, if any, on every worker: each may be solving a share of it.
    pub(super) fn cancel_run(&mut self) {
        if let Some(batch) = self.batch.as_ref().filter(|b| b.is_running()) {
            let generation = batch.generation;
            self.outbox
                .push_to(To::Every, Request::Cancel { generation });
        }
    }

    /// Starts a run of the input's boards; not while the worker is still reading the input
    /// (the button is disabled then, but a click can come before the page is drawn), and not
    /// while the input has errors (they are listed under it, and the verdict line says so: a
    /// run would only list them again).
    pub(super) fn solve(&mut self, now: f64) -> bool {
        if !self.input.is_ready() || self.input.errors.is_some() {
            return false;
        }
        self.give_up_jump();
        self.cancel_run();
        self.runs += 1;
        let generation = self.runs;
        self.forget_outcome();
        let kind = Kind::of(self.input.format);
        let workers = batch::workers_for(self.input.boards.len(), kind, self.workers);
        let hand_out = batch::hand_out_for(workers);
        let mut batch = Batch::new(generation, self.input.format, self.cap, hand_out, now)
            .of_boards(self.input.boards.len());
        for (worker, share) in batch.first_shares() {
            self.send_share(generation, worker, share);
        }
        self.batch = Some(batch);
        true
    }

    /// Asks worker `worker` to solve `share` of run `generation` (the first worker is the one
    /// that reads the input for the page).
    pub(super) fn send_share(&mut self, generation: u64, worker: usize, share: Share) {
        let to = if worker == 0 {
            To::Main
        } else {
            To::Worker(worker)
        };
        self.outbox.push_to(
            to,
            Request::Solve {
                generation,
                serial: self.input.serial,
                format: Some(self.input.format),
                cap: self.cap,
                share,
            },
        );
    }

    /// After a run of several boards, asks the main worker for the outcome of the board shown,
    /// so that it shows its solution and verdict as a board solved alone does (the run's
    /// results carry verdicts only: 49,158 solutions would double what a run sends).
    ///
    /// Sent to the main worker, which stops exploring for a jump if it was: none is under way
    /// at a run's end (no jump starts while a run is), and a pick restarts the player.
    pub(super) fn ask_outcome(&mut self) {
        self.forget_outcome();
        let Some(batch) = self
            .batch
            .as_ref()
            .filter(|b| b.state == RunState::Finished && b.total.is_some_and(|t| t > 1))
        else {
            return;
        };
        let current = self.input.current;
        let Some(board) = self.input.boards.get(current) else {
            return;
        };
        self.asks += 1;
        self.asked = Some((self.asks, current, batch.generation));
        self.outbox.push(Request::Outcome {
            id: self.asks,
            format: self.input.format,
            cap: batch.cap,
            board: crate::ui::protocol::pack_boards(&[board]),
        });
    }

    /// The board shown has no outcome (until asked again): an answer to a request made
    /// before no longer counts either (it may be of another run, or count to another cap).
    pub(super) fn forget_outcome(&mut self) {
        self.outcome = None;
        self.asked = None;
    }

    /// The answer to [`AppState::ask_outcome`]: the outcome, if it is the one asked last and
    /// its board is still shown.
    pub(super) fn hear_outcome(&mut self, id: u64, result: Option<(BoardResult, f64)>) -> bool {
        let Some((asked, board, generation)) = self.asked else {
            return false;
        };
        let Some(batch) = self.batch.as_ref().filter(|b| b.generation == generation) else {
            return false;
        };
        if asked != id || board != self.input.current || batch.state != RunState::Finished {
            return false;
        }
        self.asked = None;
        self.outcome = result.map(|(result, millis)| batch.outcome_of(&result, millis));
        self.outcome.is_some()
    }

    /// Asks the worker to check the expected output against the input's boards.
    pub(super) fn check_output(&mut self) -> bool {
        if !self.input.is_ready() {
            return false;
        }
        self.give_up_jump();
        let id = self.compare.start();
        self.outbox.push(Request::Compare {
            id,
            serial: self.input.serial,
            format: self.input.format,
            expected: self.compare.expected.whole(),
        });
        true
    }

    /// Worker `from` failed: what it was doing ends with a message saying so. A run it
    /// solves shares of (the first few workers: a share meant for one the browser would not
    /// start goes to one of a lower index) hands them to it again, started anew, once
    /// ([`Batch::worker_lost`]), and fails the second time; a check or a reading fails if it
    /// was the first worker's. A jump is given up (its parts would not all come): the page seeks on its
    /// own.
    pub(super) fn worker_stopped(&mut self, from: usize, now: f64) -> bool {
        let mut changed = false;
        if self.player.jumping().is_some() {
            self.give_up_jump();
            changed = true;
        }
        if let Some(batch) = self.batch.as_mut().filter(|b| b.is_running()) {
            if batch.involves(from) {
                let generation = batch.generation;
                changed = true;
                match batch.worker_lost(from, now) {
                    // Its shares again, to the worker started in its place.
                    Some(again) => {
                        for (worker, share) in again {
                            self.send_share(generation, worker, share);
                        }
                    }
                    None => self
                        .outbox
                        .push_to(To::Every, Request::Cancel { generation }),
                }
            }
        }
        if from == 0 {
            // An outcome asked of it will not come (the board keeps its givens, and the run
            // its table and output); the next pick asks the worker started in its place.
            self.asked = None;
            changed |= self.made.is_making();
            self.made_stopped();
            changed |= self.measure_stopped();
            if let Some(Comparison::Checking { id }) = self.compare.comparison {
                changed |= self.compare.hear(id, Err(Failure::WorkerStopped));
            }
            let change = self.input.reading_failed();
            changed |= self.input_changed(change);
        }
        changed
    }

    /// A large input is gone (cleared, or replaced by a small one): the workers that held it
    /// are replaced by fresh ones, which gives back the memory it took. A wasm memory never
    /// shrinks: each worker keeps its highest (about 13 times an input of 8 MB, read and
    /// solved) until the page is reloaded. Nothing is lost: the runs, checks and outcomes of
    /// that input are forgotten with it, a far jump is given up (its parts would not come: the
    /// page seeks on its own, as when a run needs the workers), a new input goes to the fresh
    /// workers (they are replaced before anything more is sent), and a run sends each worker
    /// the input first. The first worker goes once it owes no answer (a puzzle being made, a
    /// measure of the board): [`AppState::retire_first_when_free`].
    pub(super) fn let_go_of_large_input(&mut self) {
        let large = self.input.text.is_large();
        let gone = std::mem::replace(&mut self.holds_large, large) && !large;
        if large {
            // The first worker reads the new one: it is kept.
            self.first_to_retire = false;
        }
        if gone {
            self.give_up_jump();
            for i in 1..self.workers {
                self.outbox.retire(To::Worker(i));
            }
            self.first_to_retire = true;
            self.retire_first_when_free();
        }
    }

    /// Replaces the first worker if it is to be ([`AppState::let_go_of_large_input`]) and owes
    /// no answer now; whether it did.
    pub(super) fn retire_first_when_free(&mut self) -> bool {
        let owes = self.made.is_making() || self.measures.waiting() || self.input.reading.is_some();
        if !self.first_to_retire || owes {
            return false;
        }
        self.first_to_retire = false;
        self.outbox.retire(To::Main);
        true
    }

    /// The workers are wanted for a run or a check: a jump under way is given up (the page
    /// seeks on its own).
    pub(super) fn give_up_jump(&mut self) {
        if self.player.jumping().is_some() {
            self.player.stop_jumping();
            self.outbox.push_to(To::Every, Request::StopExploring);
        }
    }

    /// Hands every part of the player's far jump to the workers at once: a link's first
    /// drawing comes before the page hears them.
    pub(crate) fn send_all_parts(&mut self) {
        self.player.hand_out_all_parts();
        let requests = self.player.handed_parts();
        self.send_jump(requests);
    }

    /// Sends the player's jump requests to their workers.
    pub(super) fn send_jump(&mut self, requests: Vec<(usize, Request)>) {
        for (worker, request) in requests {
            self.outbox.push_to(To::Worker(worker), request);
        }
    }

    /// Routes worker `from`'s `response`, heard at `now` (ms), to the part it is for; false if
    /// it changes nothing on the page.
    pub(super) fn hear(&mut self, from: usize, response: Response, now: f64) -> bool {
        match response {
            Response::Run {
                generation,
                share,
                event,
            } => self.hear_run(from, generation, share, event, now),
            Response::Compared { id, result } => self.compare.hear(id, result),
            Response::Outcome { id, result } => self.hear_outcome(id, result),
            Response::Made { id, made } => self.hear_made(id, made),
            Response::Hunted {
                id,
                best,
                tries,
                ms,
                over,
            } => self.hear_hunted(id, best, (tries, ms), over),
            Response::Measured {
                id,
                classic,
                fewest,
            } => self.hear_measured(id, classic, fewest),
            part @ Response::Part { .. } => {
                let (run, piece) = jump::Piece::of(part).expect("a part");
                let heard = self.player.part_heard(from, run, piece, now);
                let requests = self.player.handed_parts();
                self.send_jump(requests);
                // A piece kept or spliced while the workers explore: the state changed, and
                // the page need not show it.
                self.unshown |= heard == Some(false);
                heard.is_some()
            }
            // Said once by each worker as it starts (the workers' connection waits for it).
            Response::Listening => false,
            Response::Stopped => self.worker_stopped(from, now),
            // The inbox keeps a reading's pieces of boards and hands them over whole, as
            // [`Action::BoardsRead`]: none comes here.
            Response::Boards { .. } => false,
            parsed @ Response::Parsed { .. } => {
                let change = self.input.read_by_worker(parsed);
                self.input_changed(change)
            }
        }
    }

    /// A message of run `generation` about `share`, from worker `from`: the run's table and
    /// output grow, the next share goes to a worker that finished one, and a finished run
    /// of several boards asks for the outcome of the board shown.
    fn hear_run(
        &mut self,
        from: usize,
        generation: u64,
        share: u32,
        event: RunEvent,
        now: f64,
    ) -> bool {
        let Some(batch) = self.batch.as_mut() else {
            return false;
        };
        let finished = matches!(event, RunEvent::Finished { .. });
        // A share's start once the total is known changes nothing the page shows, and
        // is dropped (the reducer keeps only the state of actions that change it). A
        // share's output comes whole, just before its end (the inbox puts its pieces
        // together: [`crate::ui::conversation::Inbox`]).
        let quiet = matches!(event, RunEvent::Started { .. }) && batch.total.is_some();
        let several_done = match batch.hear(from, generation, share, event, now) {
            Ok(Some(outcome)) => {
                self.outcome = Some(outcome);
                false
            }
            Ok(None) => batch.state == RunState::Finished,
            Err(_) => return false,
        };
        // A share failed (the input changed, or does not read): the others stop.
        if matches!(batch.state, RunState::Failed(_)) {
            self.outbox
                .push_to(To::Every, Request::Cancel { generation });
        }
        // A shared run is over: the workers let go of the input they read for it.
        if finished && batch.state == RunState::Finished && batch.shares() > 1 {
            self.outbox
                .push_to(To::Every, Request::Cancel { generation });
        }
        // A worker that finished a share is given the next.
        if finished {
            for (worker, share) in batch.more_shares(from) {
                self.send_share(generation, worker, share);
            }
        }
        // A run of several boards is over: the board shown gets its outcome.
        if several_done {
            self.ask_outcome();
        }
        !quiet
    }
}
