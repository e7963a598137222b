//! A link to what is on screen: the input, its format, the board shown, the strategy, the
//! speed and the step, in the address's fragment (`#v=1&format=auto&...&p=...`), so that a
//! static host serves it like the page itself and the service worker needs no rule for it.
//!
//! The puzzle goes last, so a link cut short loses the puzzle first, and that is detected: a
//! single 81-character board must have 81 characters, and any other input is packed with a
//! checksum. Packing writes the characters judge inputs are made of (digits, `.`, space,
//! newline) in half a byte each, runs of one character in a byte, anything else byte by
//! byte, then base64url: a POJ 3074 line of mostly dots takes about a third of its length, a
//! BOJ 2580 board (digits and spaces, which a URL would write `%20`) two thirds.

use crate::solver::Strategy;
use crate::ui::state::exercise::{ExerciseAction, Grading};
use crate::ui::state::input::{FormatChoice, InputAction};
use crate::ui::state::player::{
    AskAt, PlayerAction, PlayerSnapshot, PredictAction, StepBy, SPEEDS,
};
use crate::ui::state::{Action, AppState};
use crate::ui::text::Text;

/// Links longer than this are not made: some apps that pass links on cut them, and the page
/// would rewrite a long address on every step.
pub(crate) const MAX_LINK: usize = 8000;

/// What a link restores.
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct Link {
    pub text: Text,
    pub choice: FormatChoice,
    /// The board shown, from 0.
    pub board: usize,
    pub strategy: Strategy,
    /// An index of [`SPEEDS`].
    pub speed: usize,
    pub step: u64,
    /// Opens in the study view (`view=study`).
    pub study: bool,
    /// Steps by line of the program (`by=line`) or to take-backs (`by=back`), and, by line,
    /// between two steps, the next step's line shown (`line=`, from 0).
    pub step_by: StepBy,
    pub line: Option<usize>,
    /// Predict on, asking where it says (`predict=step`, `back`, `dead`, `breakpoint`, `stay`,
    /// `line`, `solution`).
    pub predict: Option<AskAt>,
    /// An exercise of this many steps from the link's step (`exercise=20`), its moves judged
    /// at once or at the end (`grading=end`).
    pub exercise: Option<(u32, Grading)>,
}

/// How the search shown moves, for the address: still, playing (or running to an event), or on
/// its way to a step it was asked for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Motion {
    Still,
    Moving,
    /// The step on the way is nothing to link to: a link being opened keeps its own step in
    /// the address until the search is there.
    Seeking,
}

/// Why a link cannot be opened.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum LinkError {
    /// The link holds no puzzle (`p` or `z`): it was cut before it.
    NoPuzzle,
    /// The board has `found` characters, not 81: the link was cut.
    BoardLength { found: usize },
    /// The packed input does not unpack to what was packed: the link was cut or changed.
    Damaged,
    /// A value the page does not know, such as `strategy=quickest`.
    BadValue { key: String, value: String },
}

const VERSION: &str = "1";

impl Link {
    /// The fragment's last part, the puzzle, for `text`; `None` if the link would be too long.
    /// (The page makes it once per input, not on every step.)
    pub fn puzzle(text: &Text) -> Option<String> {
        // Packing takes at least a byte for 17 characters.
        if text.len() > 17 * MAX_LINK {
            return None;
        }
        let text = text.small()?;
        let puzzle = match single_line(text) {
            Some(line) => format!("p={line}"),
            None => format!("z={}", pack(text)),
        };
        (puzzle.len() <= MAX_LINK - 100).then_some(puzzle)
    }

    /// The fragment with `puzzle` ([`Link::puzzle`] of the text).
    pub fn fragment(&self, puzzle: &str) -> String {
        let format = self.choice.id();
        let speed = match SPEEDS.get(self.speed).copied().flatten() {
            Some(s) => (s as u64).to_string(),
            None => "max".to_string(),
        };
        // Only where it is not the page's own view: links made before it are unchanged.
        let view = if self.study { "&view=study" } else { "" };
        let by = match self.step_by {
            StepBy::Try => String::new(),
            by => format!("&by={}", by.id()),
        };
        let line = self.line.map_or(String::new(), |j| format!("&line={j}"));
        let predict = self
            .predict
            .map_or(String::new(), |a| format!("&predict={}", a.id()));
        let exercise = match self.exercise {
            None => String::new(),
            Some((steps, Grading::EachMove)) => format!("&exercise={steps}"),
            Some((steps, grading)) => format!("&exercise={steps}&grading={}", grading.id()),
        };
        format!(
            "v={VERSION}&format={format}&board={}&strategy={}&speed={speed}&step={}{view}{by}{line}{predict}{exercise}&{puzzle}",
            self.board + 1,
            self.strategy.id(),
            self.step
        )
    }

    /// The link in `fragment` (with or without its `#`); `Ok(None)` when there is none (an
    /// empty fragment, or one this page did not make, such as `#top`: links start with `v=`).
    pub fn from_fragment(fragment: &str) -> Result<Option<Link>, LinkError> {
        let fragment = fragment.strip_prefix('#').unwrap_or(fragment);
        if !fragment.starts_with("v=") {
            return Ok(None);
        }
        let mut link = Link {
            text: Text::default(),
            choice: FormatChoice::Auto,
            board: 0,
            strategy: Strategy::Classic,
            speed: crate::ui::state::player::DEFAULT_SPEED,
            step: 0,
            study: false,
            step_by: StepBy::Try,
            line: None,
            predict: None,
            exercise: None,
        };
        let mut puzzle = None;
        let mut grading = Grading::default();
        for pair in fragment.split('&') {
            let (key, value) = pair.split_once('=').unwrap_or((pair, ""));
            let bad = || LinkError::BadValue {
                key: key.to_string(),
                value: value.to_string(),
            };
            match key {
                "v" if value == VERSION => {}
                "format" => link.choice = value.parse().map_err(|_| bad())?,
                "board" => {
                    let n: usize = value.parse().map_err(|_| bad())?;
                    link.board = n.checked_sub(1).ok_or_else(bad)?;
                }
                "strategy" => link.strategy = value.parse().map_err(|_| bad())?,
                "speed" => {
                    let speed = if value == "max" {
                        None
                    } else {
                        // Whole steps per second, as the page writes them.
                        Some(value.parse::<u64>().map_err(|_| bad())? as f64)
                    };
                    link.speed = SPEEDS.iter().position(|s| *s == speed).ok_or_else(bad)?;
                }
                "step" => link.step = value.parse().map_err(|_| bad())?,
                "view" => {
                    link.study = match value {
                        "study" => true,
                        "page" => false,
                        _ => return Err(bad()),
                    }
                }
                "by" => link.step_by = StepBy::from_id(value).ok_or_else(bad)?,
                "line" => link.line = Some(value.parse().map_err(|_| bad())?),
                "predict" => link.predict = Some(AskAt::from_id(value).ok_or_else(bad)?),
                "exercise" => {
                    let steps: u32 = value.parse().map_err(|_| bad())?;
                    if !(1..=crate::exercise::MAX_STEPS).contains(&steps) {
                        return Err(bad());
                    }
                    link.exercise = Some((steps, Grading::EachMove));
                }
                "grading" => grading = Grading::from_id(value).ok_or_else(bad)?,
                "p" => {
                    let found = value.chars().count();
                    if found != 81 {
                        return Err(LinkError::BoardLength { found });
                    }
                    puzzle = Some(format!("{value}\n"));
                }
                "z" => puzzle = Some(unpack(value).ok_or(LinkError::Damaged)?),
                // A link from a later version, or a key the page does not use.
                _ => return Err(bad()),
            }
        }
        link.text = Text::from(puzzle.ok_or(LinkError::NoPuzzle)?);
        link.exercise = link.exercise.map(|(steps, _)| (steps, grading));
        Ok(Some(link))
    }
}

/// The text as one 81-character line of digits and dots and its newline, if that is all it
/// is (`p=` gives the newline back; any other text is packed, so a link gives back the text
/// exactly).
fn single_line(text: &str) -> Option<&str> {
    let line = text.strip_suffix('\n')?;
    (line.len() == 81 && line.bytes().all(|b| b == b'.' || b.is_ascii_digit())).then_some(line)
}

/// Half-byte codes: 0-9 the digits, then `.`, space and newline; RUN repeats the last
/// character (the next half byte says how often, 2 to 17 times more); BYTE is followed by a
/// whole byte; END pads the last byte.
const DOT: u8 = 10;
const SPACE: u8 = 11;
const NEWLINE: u8 = 12;
const RUN: u8 = 13;
const BYTE: u8 = 14;
const END: u8 = 15;

fn code(b: u8) -> Option<u8> {
    match b {
        b'0'..=b'9' => Some(b - b'0'),
        b'.' => Some(DOT),
        b' ' => Some(SPACE),
        b'\n' => Some(NEWLINE),
        _ => None,
    }
}

fn byte_of(code: u8) -> u8 {
    match code {
        0..=9 => b'0' + code,
        DOT => b'.',
        SPACE => b' ',
        _ => b'\n',
    }
}

/// FNV-1a: a check that the text unpacked is the text packed.
fn checksum(bytes: &[u8]) -> u32 {
    bytes.iter().fold(0x811c_9dc5, |h: u32, &b| {
        (h ^ u32::from(b)).wrapping_mul(0x0100_0193)
    })
}

pub(crate) fn pack(text: &str) -> String {
    let bytes = text.as_bytes();
    let mut halves: Vec<u8> = Vec::with_capacity(bytes.len() + 8);
    for shift in [28, 24, 20, 16, 12, 8, 4, 0] {
        halves.push((checksum(bytes) >> shift) as u8 & 0xF);
    }
    let mut i = 0;
    while i < bytes.len() {
        let b = bytes[i];
        let Some(c) = code(b) else {
            halves.extend([BYTE, b >> 4, b & 0xF]);
            i += 1;
            continue;
        };
        let run = bytes[i..].iter().take_while(|&&x| x == b).count();
        halves.push(c);
        let mut more = run - 1;
        while more >= 2 {
            let n = more.min(17);
            halves.extend([RUN, (n - 2) as u8]);
            more -= n;
        }
        halves.extend(std::iter::repeat_n(c, more));
        i += run;
    }
    if halves.len() % 2 == 1 {
        halves.push(END);
    }
    let packed: Vec<u8> = halves.chunks(2).map(|p| p[0] << 4 | p[1]).collect();
    base64url(&packed)
}

pub(crate) fn unpack(text: &str) -> Option<String> {
    let packed = from_base64url(text)?;
    let mut halves = packed.iter().flat_map(|b| [b >> 4, b & 0xF]);
    let mut expected = 0u32;
    for _ in 0..8 {
        expected = expected << 4 | u32::from(halves.next()?);
    }
    let mut out: Vec<u8> = Vec::new();
    while let Some(h) = halves.next() {
        match h {
            RUN => {
                let last = *out.last()?;
                code(last)?;
                let n = usize::from(halves.next()?) + 2;
                out.extend(std::iter::repeat_n(last, n));
            }
            BYTE => {
                let high = halves.next()?;
                out.push(high << 4 | halves.next()?);
            }
            END => {
                if halves.next().is_some() {
                    return None;
                }
            }
            c => out.push(byte_of(c)),
        }
    }
    (checksum(&out) == expected).then_some(())?;
    String::from_utf8(out).ok()
}

const ALPHABET: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

fn base64url(bytes: &[u8]) -> String {
    let mut out = String::with_capacity(bytes.len() * 4 / 3 + 3);
    for chunk in bytes.chunks(3) {
        let n = chunk
            .iter()
            .enumerate()
            .fold(0u32, |n, (i, &b)| n | u32::from(b) << (16 - 8 * i));
        for i in 0..=chunk.len() {
            out.push(ALPHABET[(n >> (18 - 6 * i)) as usize & 63] as char);
        }
    }
    out
}

fn from_base64url(text: &str) -> Option<Vec<u8>> {
    let values: Vec<u32> = text
        .bytes()
        .map(|b| ALPHABET.iter().position(|&a| a == b).map(|p| p as u32))
        .collect::<Option<_>>()?;
    if values.len() % 4 == 1 {
        return None;
    }
    let mut out = Vec::with_capacity(values.len() * 3 / 4);
    for chunk in values.chunks(4) {
        let n = chunk
            .iter()
            .enumerate()
            .fold(0u32, |n, (i, &v)| n | v << (18 - 6 * i));
        for i in 0..chunk.len() - 1 {
            out.push((n >> (16 - 8 * i)) as u8);
        }
    }
    Some(out)
}

/// The page and its link, both ways.
impl Link {
    /// The link to the page as `state` has it, at step `position` of the 9 x 9 player; on a
    /// 16 x 16 board, at its search's step, strategy and speed.
    pub fn of(state: &AppState, position: u64) -> Link {
        let (strategy, speed, step) = match &state.square {
            Some(square) => (square.strategy(), square.speed, square.position()),
            None => (state.player.strategy, state.player.speed, position),
        };
        // An exercise opens where it started.
        let exercise = state
            .exercise
            .running
            .as_ref()
            .filter(|_| state.square.is_none());
        let step = exercise.map_or(step, |r| r.exercise.start());
        Link {
            text: state.input.text.clone(),
            choice: state.input.choice,
            board: state.input.current,
            strategy,
            speed,
            step,
            study: state.study,
            step_by: match state.square {
                None => state.player.step_by,
                Some(_) => StepBy::Try,
            },
            line: state
                .square
                .is_none()
                .then(|| state.player.line())
                .flatten(),
            predict: (state.square.is_none() && state.player.predict.on)
                .then_some(state.player.predict.ask_at),
            exercise: exercise.map(|r| (r.exercise.length(), r.grading)),
        }
    }

    /// The page this link shows, with `workers` workers: its input, board, strategy and speed,
    /// on its way to its step (the player reaches it over the next frames; a far one is
    /// asked of the workers at once). On a 16 x 16 board these are its search's.
    pub fn open(&self, workers: usize) -> AppState {
        let mut state = AppState::new(self.text.clone(), self.choice).with_workers(workers);
        state.apply(Action::Input(InputAction::Pick(self.board)));
        if let Some(square) = state.square.as_mut() {
            square.open_link(self.strategy, self.speed, self.step);
        } else {
            for action in [
                PlayerAction::Strategy(self.strategy),
                PlayerAction::Speed(self.speed),
                PlayerAction::StepBy(self.step_by),
                PlayerAction::Seek(self.step),
            ] {
                state.apply(Action::Player(action));
            }
            if let Some(line) = self.line {
                state.apply(Action::Player(PlayerAction::Line(line)));
            }
            // After the seek: predict asks once the step is reached.
            if let Some(ask_at) = self.predict {
                for action in [PredictAction::AskAt(ask_at), PredictAction::On(true)] {
                    state.apply(Action::Player(PlayerAction::Predict(action)));
                }
            }
            // An exercise starts once the step is reached.
            if let Some((steps, grading)) = self.exercise {
                for action in [
                    ExerciseAction::Steps(steps),
                    ExerciseAction::Grading(grading),
                    ExerciseAction::StartThere,
                ] {
                    state.apply(Action::Exercise(action));
                }
            }
            // The page draws itself before it hears the workers: they get every part now.
            state.send_all_parts();
        }
        state.apply(Action::Study(self.study));
        state.input.from_link = true;
        state
    }
}

impl Motion {
    /// How the search the link follows moves (the 16 x 16 search's on such a board, else the
    /// player's, whose snapshot is `nine`): the address follows it.
    pub fn of(state: &AppState, nine: &PlayerSnapshot) -> Motion {
        let (seeking, moving) = match &state.square {
            Some(square) => (square.target.is_some(), square.playing),
            None => (
                nine.seeking.is_some(),
                nine.playing || nine.run_to.is_some(),
            ),
        };
        match (seeking, moving) {
            (true, _) => Motion::Seeking,
            (false, true) => Motion::Moving,
            (false, false) => Motion::Still,
        }
    }
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;
    use crate::ui::examples::EXAMPLES;
    use proptest::prelude::{any, prop_assert_eq, proptest};

    /// `link`'s fragment (without `#`), or `None` when the input is too large for a link: what
    /// the page writes, in two calls.
    pub(crate) fn fragment_of(link: &Link) -> Option<String> {
        Some(link.fragment(&Link::puzzle(&link.text)?))
    }

    pub(crate) fn link(text: &str) -> Link {
        Link {
            text: Text::from(text),
            choice: FormatChoice::Auto,
            board: 1,
            strategy: Strategy::Lexicographic,
            speed: 11,
            step: 50_000_000,
            study: false,
            step_by: StepBy::Try,
            line: None,
            predict: None,
            exercise: None,
        }
    }

    #[test]
    fn stepping_by_take_back_comes_back_in_a_link_and_by_try_is_left_out() {
        let mut at = link("1".repeat(81).as_str());
        at.step_by = StepBy::TakeBack;
        let fragment = fragment_of(&at).unwrap();
        assert!(fragment.contains("&by=back&"), "{fragment}");
        assert_eq!(Link::from_fragment(&fragment), Ok(Some(at.clone())));
        at.step_by = StepBy::Try;
        let fragment = fragment_of(&at).unwrap();
        assert!(!fragment.contains("by="), "{fragment}");
        let spelled = fragment.replacen("&step=", "&by=try&step=", 1);
        assert_eq!(Link::from_fragment(&spelled), Ok(Some(at)));
    }

    #[test]
    fn a_line_mode_link_comes_back_and_a_bad_line_is_refused() {
        let mut at = link("1".repeat(81).as_str());
        at.step_by = StepBy::Line;
        at.line = Some(7);
        let fragment = fragment_of(&at).unwrap();
        assert!(fragment.contains("&by=line&line=7&"), "{fragment}");
        assert_eq!(Link::from_fragment(&fragment), Ok(Some(at)));
        for bad in ["line=-1", "line=x", "by=word"] {
            let (key, value) = bad.split_once('=').unwrap();
            let broken = fragment.replace("line=7", bad).replace("by=line&", "");
            let broken = if key == "by" {
                fragment.replace("by=line", bad)
            } else {
                broken
            };
            assert_eq!(
                Link::from_fragment(&broken),
                Err(LinkError::BadValue {
                    key: key.into(),
                    value: value.into()
                }),
                "{broken}"
            );
        }
    }

    #[test]
    fn the_study_view_comes_back_and_a_link_without_it_opens_the_page() {
        let sent = Link {
            study: true,
            ..link(EXAMPLES[6].input)
        };
        let fragment = fragment_of(&sent).unwrap();
        assert!(fragment.contains("&view=study&p="), "{fragment}");
        assert_eq!(Link::from_fragment(&fragment), Ok(Some(sent.clone())));
        assert!(sent.open(1).study);
        let page = fragment_of(&link(EXAMPLES[6].input)).unwrap();
        assert!(!page.contains("view="), "{page}");
        assert!(!Link::from_fragment(&page).unwrap().unwrap().open(1).study);
        assert_eq!(
            Link::from_fragment(&fragment.replace("view=study", "view=focus")),
            Err(LinkError::BadValue {
                key: "view".into(),
                value: "focus".into()
            })
        );
        // The page's state says it, for the address.
        let mut state = sent.open(1);
        assert!(Link::of(&state, 0).study);
        assert!(state.apply(Action::Study(false)));
        assert!(
            !state.apply(Action::Study(false)),
            "no change, nothing to draw"
        );
        assert!(!Link::of(&state, 0).study);
    }

    #[test]
    fn every_example_round_trips() {
        for example in EXAMPLES {
            let sent = link(example.input);
            let fragment = fragment_of(&sent).expect("short enough");
            assert_eq!(Link::from_fragment(&fragment), Ok(Some(sent)), "{fragment}");
        }
    }

    #[test]
    fn a_single_board_is_its_81_characters() {
        let fragment = fragment_of(&link(EXAMPLES[6].input)).unwrap();
        assert!(fragment.ends_with(&format!("&p={}", EXAMPLES[6].input.trim_end())));
        assert!(fragment.contains("&step=50000000&"), "{fragment}");
    }

    #[test]
    fn packing_makes_judge_inputs_shorter() {
        for example in &EXAMPLES[..4] {
            let packed = pack(example.input);
            // What the address bar would hold for the raw text (spaces and newlines as %20
            // and %0A).
            let raw: usize = example
                .input
                .chars()
                .map(|c| if c == ' ' || c == '\n' { 3 } else { 1 })
                .sum();
            assert!(packed.len() * 10 < raw * 8, "{} vs {raw}", packed.len());
        }
    }

    #[test]
    fn a_cut_or_changed_link_is_refused() {
        let fragment = fragment_of(&link(EXAMPLES[3].input)).unwrap();
        for cut in [fragment.len() - 1, fragment.len() - 5, fragment.len() / 2] {
            let result = Link::from_fragment(&fragment[..cut]);
            assert!(result.is_err(), "cut at {cut}: {result:?}");
        }
        let changed = fragment.replacen("z=", "z=A", 1);
        assert_eq!(Link::from_fragment(&changed), Err(LinkError::Damaged));
        let board = fragment_of(&link(EXAMPLES[6].input)).unwrap();
        assert_eq!(
            Link::from_fragment(&board[..board.len() - 3]),
            Err(LinkError::BoardLength { found: 78 })
        );
        assert_eq!(Link::from_fragment("v=1&step=3"), Err(LinkError::NoPuzzle));
        assert_eq!(
            Link::from_fragment("v=1&strategy=quickest&p=1"),
            Err(LinkError::BadValue {
                key: "strategy".into(),
                value: "quickest".into()
            })
        );
        assert_eq!(Link::from_fragment("#"), Ok(None));
        assert_eq!(
            Link::from_fragment("#top"),
            Ok(None),
            "an anchor, not a link"
        );
    }

    #[test]
    fn a_line_without_its_newline_comes_back_as_it_was() {
        let line = EXAMPLES[6].input.trim_end();
        let fragment = fragment_of(&link(line)).unwrap();
        assert!(fragment.contains("&z="), "{fragment}");
        let back = Link::from_fragment(&fragment).unwrap().unwrap();
        assert_eq!(back.text.as_str(), line);
    }

    #[test]
    fn a_huge_input_makes_no_link() {
        let text = format!("{}\n", "123456789".repeat(9)).repeat(400);
        assert_eq!(fragment_of(&link(&text)), None);
    }

    proptest! {
        #[test]
        fn any_text_unpacks_to_itself(text in any::<String>()) {
            prop_assert_eq!(unpack(&pack(&text)), Some(text));
        }

        #[test]
        fn judge_like_text_unpacks_to_itself(text in "[0-9. \\n\\r_end]{0,400}") {
            prop_assert_eq!(unpack(&pack(&text)), Some(text));
        }
    }
}
