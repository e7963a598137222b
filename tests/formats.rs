//! Every parser against arbitrary and mutated text: it never panics, and every error points
//! at a place that exists in the text.

use proptest::prelude::*;
use sudoku_wasm::format::{self, Format};

const VALID: [&str; 4] = [
    "0 3 5 4 6 9 2 7 8\n7 8 2 1 0 5 6 0 9\n0 6 0 2 7 8 1 3 5\n3 2 1 0 4 6 8 9 7\n8 0 4 9 1 3 5 0 6\n5 9 6 8 2 0 4 1 3\n9 1 7 6 5 2 0 8 0\n6 0 3 7 0 1 9 5 2\n2 5 8 3 9 4 7 6 0\n",
    "1\n103000509\n002109400\n000704000\n300502006\n060000050\n700803004\n000401000\n009205800\n804000107\n",
    ".2738..1..1...6735.......293.5692.8...........6.1745.364.......9518...7..8..6534.\nend\n",
    "103000509\n002109400\n000704000\n300502006\n060000050\n700803004\n000401000\n009205800\n804000107\n",
];

/// Parses `text` in every format and checks each error's position against the text.
fn check_all_formats(text: &str) -> Result<(), TestCaseError> {
    let line_count = text.split('\n').count();
    for format in Format::ALL.into_iter().chain([format::detect(text)]) {
        match format::parse(text, format) {
            Ok(parsed) => {
                for board in &parsed.boards {
                    prop_assert!(board.line >= 1 && board.line <= line_count);
                }
            }
            Err(errors) => {
                prop_assert!(errors.total() >= errors.first().len());
                prop_assert!(!errors.first().is_empty());
                for e in errors.first() {
                    prop_assert!(
                        e.line >= 1 && e.line <= line_count,
                        "{e} in {line_count} lines"
                    );
                    let width = text
                        .split('\n')
                        .nth(e.line - 1)
                        .map_or(0, |l| l.chars().count());
                    prop_assert!(
                        e.column >= 1 && e.column <= width + 1,
                        "{e}: line is {width} wide"
                    );
                    prop_assert!(!e.to_string().is_empty());
                }
            }
        }
    }
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(512))]

    #[test]
    fn arbitrary_text_never_panics(text in ".{0,300}") {
        check_all_formats(&text)?;
    }

    #[test]
    fn judge_like_text_never_panics(text in "[0-9. \n\r\tend_x]{0,400}") {
        check_all_formats(&text)?;
    }

    #[test]
    fn mutated_valid_input_never_panics(
        which in 0usize..VALID.len(),
        edits in proptest::collection::vec((0usize..400, any::<char>(), 0u8..3), 1..6),
    ) {
        let mut chars: Vec<char> = VALID[which].chars().collect();
        for (at, c, kind) in edits {
            let at = at % (chars.len() + 1);
            match kind {
                0 => chars.insert(at, c),
                1 if at < chars.len() => { chars.remove(at); }
                _ if at < chars.len() => chars[at] = c,
                _ => {}
            }
        }
        let text: String = chars.into_iter().collect();
        check_all_formats(&text)?;
    }
}

#[test]
fn valid_samples_parse_in_their_detected_format() {
    for text in VALID {
        let parsed = format::parse_detected(text).expect("valid sample");
        assert_eq!(parsed.boards.len(), 1);
    }
}
