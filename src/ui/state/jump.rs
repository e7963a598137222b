//! A far seek of a classic search, explored by every worker at once.
//!
//! The rest of the search is cut into parts ([`crate::player::parts`]), handed out to the
//! workers a few at a time ([`HandOut`]): each is given [`AHEAD`] parts to start with, in turn,
//! and one more each time it finishes one, so a worker the machine runs faster takes more of
//! them (on a busy machine two workers can explore at speeds a factor of two apart, and parts
//! shared out evenly at once left the step asked for waiting on the slower one while the other
//! explored past it), but never more than [`WINDOW`] parts a worker past the part to splice
//! next, so that a part that does not come leaves the others idle rather than exploring the
//! rest of the search. At a link's opening the page's thread is busy drawing the page for the
//! first time and could hand none out: there every part goes at once, in turn
//! ([`Jump::hand_out_all`]).
//! The pieces come back in any order and are spliced onto the page's player in the search's
//! order, so the page's thread only reads bytes, hands parts out and waits, and the step
//! asked for shows once the parts before it are in. Then the workers are stopped.

use super::hand_out::HandOut;
use crate::player::parts::{interval_for, split};
use crate::player::Player;
use crate::ui::protocol::{Request, Response};
use std::collections::BTreeMap;
use std::rc::Rc;

/// Parts the rest of a search is cut into: many more than there are workers, so that each
/// takes a few milliseconds and the workers finish together.
const PARTS: usize = 256;
/// Parts a worker has been given and not finished, as the jump goes: enough that it is never
/// without one while the page's thread is busy for a few tens of milliseconds, few enough that
/// the slower worker's last ones do not keep the faster one waiting long.
pub(crate) const AHEAD: usize = 8;
/// How far past the part to splice next the parts handed out may go, in parts per worker: a
/// part that never comes (its worker was stopped or failed) leaves the others to stop once
/// this far ahead, and the page then seeks on its own after [`PATIENCE_MS`], instead of their
/// exploring the rest of the search first.
pub(crate) const WINDOW: usize = 4 * AHEAD;
/// How long the page waits for news of a jump (its first piece, or the next) before seeking
/// itself: a worker that failed to start or stopped must not leave the seek waiting.
pub(crate) const PATIENCE_MS: f64 = 1500.0;
/// While the pieces come in, the page shows how far they got at most this often: drawing the
/// page for each of hundreds of pieces would take its thread from splicing them.
const PROGRESS_SHOWN_MS: f64 = 100.0;

/// A jump under way: how many parts each worker still has, and the pieces not spliced yet
/// (shared by the copies of the state, not copied).
#[derive(Clone, Debug)]
pub(crate) struct Jump {
    /// The step it explores to.
    pub to: u64,
    /// Which jump of its run this is (the pieces of an earlier jump that come late are not
    /// this one's).
    pub id: u32,
    /// Which parts each worker was given and has not finished.
    hand_out: HandOut,
    /// The request for each part, in the search's order.
    /// (Shared: the state is copied on every action, and a jump's requests are hundreds.)
    requests: Rc<[Request]>,
    /// Which of them are handed out.
    sent: Vec<bool>,
    /// Requests handed out and not sent yet, with the worker each is for.
    handed: Vec<(usize, Request)>,
    /// Pieces heard and not spliced yet, by part and piece: the bytes, and whether the piece
    /// ends its part.
    heard: BTreeMap<(u32, u32), HeardPiece>,
    /// The piece to splice next.
    splice_at: (u32, u32),
    /// When the page last heard of it, or first waited for it (ms).
    news: Option<f64>,
    /// When the page last showed how far it got (ms).
    shown: f64,
}

/// A piece heard and not spliced yet: its bytes, and whether it ends its part.
type HeardPiece = (Rc<[u8]>, bool);

/// What hearing a piece did.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Heard {
    /// Spliced, or kept for later; nothing to show yet.
    Quietly,
    /// The page should show how far the exploration got.
    Progress,
    /// The target is explored, or the search's end: the jump has done its work.
    Done,
}

/// A piece of a part, as a worker hands it over ([`crate::ui::protocol::Response::Part`]).
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct Piece {
    /// The jump it is of ([`Jump::id`]).
    pub jump: u32,
    pub index: u32,
    pub piece: u32,
    pub bytes: Vec<u8>,
    /// It ends its part.
    pub last: bool,
}

impl Piece {
    /// The piece a worker's `response` hands over, with the run it is of; `None` if the
    /// response is no piece.
    pub fn of(response: Response) -> Option<(u64, Piece)> {
        match response {
            Response::Part {
                run,
                jump,
                index,
                piece,
                bytes,
                last,
            } => Some((
                run,
                Piece {
                    jump,
                    index,
                    piece,
                    bytes,
                    last,
                },
            )),
            _ => None,
        }
    }
}

/// A piece could not be spliced: the page gives the jump up and seeks on its own.
#[derive(Debug, PartialEq, Eq)]
pub(crate) struct GivenUp;

impl Jump {
    /// A jump of run `run` to step `to` of `player`'s classic search on `workers` workers, with
    /// the requests that start it (the first [`AHEAD`] parts of each worker); `None` for other
    /// searches or no workers.
    pub fn plan(
        run: u64,
        id: u32,
        player: &Player,
        to: u64,
        workers: usize,
    ) -> Option<(Jump, Vec<(usize, Request)>)> {
        if workers == 0 {
            return None;
        }
        let parts = split(player, PARTS)?;
        let givens = player.search().givens().to_line('.');
        let interval = interval_for(to).max(player.interval());
        let requests: Rc<[Request]> = parts
            .iter()
            .enumerate()
            .map(|(index, part)| Request::ExplorePart {
                run,
                jump: id,
                index: index as u32,
                givens: givens.clone(),
                part: part.clone(),
                interval,
            })
            .collect();
        let mut jump = Jump {
            to,
            id,
            hand_out: HandOut::new(parts.len(), workers, AHEAD),
            sent: vec![false; requests.len()],
            requests,
            handed: Vec::new(),
            heard: BTreeMap::new(),
            splice_at: (0, 0),
            news: None,
            shown: f64::NEG_INFINITY,
        };
        let first = jump.hand_out.start();
        jump.hand(first);
        let requests = jump.take_handed();
        Some((jump, requests))
    }

    /// Queues the requests for `parts`, given to the worker each is paired with.
    fn hand(&mut self, parts: Vec<(usize, usize)>) {
        for (worker, part) in parts {
            assert!(!self.sent[part], "each part handed out once");
            self.sent[part] = true;
            self.handed.push((worker, self.requests[part].clone()));
        }
    }

    /// Hands every part left out at once, in turn (as if each worker had finished its parts
    /// together): for when the page cannot hand them out as they are wanted.
    pub fn hand_out_all(&mut self) {
        let all = self.hand_out.all();
        self.hand(all);
    }

    /// Tops up every worker with fewer than [`AHEAD`] parts, `first` first, while parts are
    /// left and within [`WINDOW`] of the part to splice next.
    fn top_up(&mut self, first: usize) {
        let below = self.splice_at.0 as usize + WINDOW * self.hand_out.workers();
        let more = self.hand_out.top_up(first, below);
        self.hand(more);
    }

    /// The requests handed out since the last call, with the worker each is for.
    pub fn take_handed(&mut self) -> Vec<(usize, Request)> {
        std::mem::take(&mut self.handed)
    }

    /// A frame at `now` waits for this jump: the first one starts the patience (true then:
    /// the jump changed).
    pub fn start_patience(&mut self, now: f64) -> bool {
        let started = self.news.is_none();
        self.news.get_or_insert(now);
        started
    }

    /// Whether it still waits for news at `now` (without starting the patience).
    pub fn waiting(&self, now: f64) -> bool {
        self.news.is_none_or(|news| now - news < PATIENCE_MS)
    }

    /// Whether every part is in: nothing more will come.
    pub fn all_in(&self) -> bool {
        self.hand_out.all_in()
    }

    /// A piece from `worker` at `now`: splices what it can onto `player`. A worker that
    /// finished a part is handed the next one ([`Jump::take_handed`]) while the target is not
    /// explored (and any left short of parts by [`WINDOW`], once the splicing moves on).
    pub fn hear(
        &mut self,
        worker: usize,
        piece: Piece,
        player: &mut Player,
        now: f64,
    ) -> Result<Heard, GivenUp> {
        let Piece {
            index,
            piece,
            bytes,
            last,
            ..
        } = piece;
        self.news = Some(now);
        if last {
            self.hand_out.finished(worker);
        }
        self.heard.insert((index, piece), (Rc::from(bytes), last));
        while let Some((bytes, last)) = self.heard.remove(&self.splice_at) {
            if player.end().is_some() {
                // An earlier part ended the search: the rest is past its end.
                break;
            }
            let spliced = Player::from_bytes(player.search().givens(), &bytes)
                .is_some_and(|piece| player.splice(&piece));
            if !spliced {
                return Err(GivenUp);
            }
            let (index, piece) = self.splice_at;
            self.splice_at = if last {
                (index + 1, 0)
            } else {
                (index, piece + 1)
            };
        }
        if player.explored() >= self.to || player.end().is_some() || self.all_in() {
            return Ok(Heard::Done);
        }
        self.top_up(worker);
        if now - self.shown >= PROGRESS_SHOWN_MS {
            self.shown = now;
            return Ok(Heard::Progress);
        }
        Ok(Heard::Quietly)
    }
}
