//! Every language says the values of what the core reports, and Korean and Chinese say it
//! without English words.

use super::cases::{line_narrations, narrations, parse_errors};
use super::*;

#[test]
fn every_language_says_the_values_of_what_it_reports() {
    let located = ParseError {
        line: 12,
        column: 34,
        board: Some(5),
        kind: ErrorKind::RowLength {
            found: 8,
            expected: 9,
        },
    };
    let conflict = Conflict {
        first: cell(0, 0),
        second: cell(0, 7),
        digit: digit(5),
    };
    for locale in Locale::ALL {
        let t = locale.messages();
        let said = (t.parse_error)(&located);
        for value in ["12", "34", "5", "8", "9"] {
            assert!(said.contains(value), "{locale:?}: {value} in {said}");
        }
        let said = (t.verdict)(&Verdict::Conflict(conflict));
        for value in ["r1c1", "r1c8", "5"] {
            let value = in_words(locale, value);
            assert!(said.contains(&value), "{locale:?}: {value} in {said}");
        }
        let unsolved = Unsolved {
            board: 3,
            line: 21,
            reason: Unsolvable::NoSolution,
        };
        let said = (t.unsolved)(&unsolved);
        assert!(
            said.contains('3') && said.contains("21"),
            "{locale:?}: {said}"
        );
        let said = (t.rejection)(&Rejection::NotSmallest {
            cell: cell(8, 8),
            should: digit(4),
        });
        assert!(
            said.contains(&in_words(locale, "r9c9")) && said.contains('4'),
            "{locale:?}: {said}"
        );
        let said = (t.rejection)(&Rejection::NoTiling);
        assert!(said.contains("36"), "{locale:?}: {said}");
        for (kind, values) in parse_errors() {
            let said = (t.parse_error)(&at_the_start(kind));
            for value in values {
                assert!(said.contains(value), "{locale:?}: {value} in {said}");
            }
        }
        for (narration, values) in narrations() {
            let said = (t.narration)(&narration);
            assert!(!said.is_empty(), "{locale:?}: {narration:?}");
            for value in values {
                let value = in_words(locale, value);
                assert!(said.contains(&value), "{locale:?}: {value} in {said}");
            }
        }
        for (narration, values) in line_narrations() {
            let said = (t.lines.narration)(&narration);
            assert!(!said.is_empty(), "{locale:?}: {narration:?}");
            for value in values {
                let value = in_words(locale, value);
                assert!(said.contains(&value), "{locale:?}: {value} in {said}");
            }
        }
    }
}

/// A value as `locale` writes it: a cell name (`r1c9`) in the words its textbooks use.
fn in_words(locale: Locale, value: &str) -> String {
    match locale {
        Locale::Ko => with_places(value, |r, c| format!("{r}행 {c}열")),
        Locale::Zh => with_places(value, |r, c| format!("第{r}行第{c}列")),
        Locale::En => value.to_string(),
    }
}

/// What the Korean or Chinese page says in sentences, one of each kind.
fn sentences(t: &Messages) -> Vec<String> {
    let conflict = Conflict {
        first: cell(0, 0),
        second: cell(0, 7),
        digit: digit(5),
    };
    let mut said: Vec<String> = narrations().iter().map(|(n, _)| (t.narration)(n)).collect();
    said.extend(
        line_narrations()
            .iter()
            .map(|(n, _)| (t.lines.narration)(n)),
    );
    let l = t.lines;
    said.extend(
        [
            l.step_by,
            l.by_try,
            l.by_line,
            l.by_take_back,
            l.line,
            l.definition,
            l.definition_propagating,
        ]
        .map(String::from),
    );
    said.push((t.parse_error)(&ParseError {
        board: Some(1),
        ..at_the_start(ErrorKind::Empty)
    }));
    said.extend(
        parse_errors()
            .into_iter()
            .map(|(kind, _)| (t.parse_error)(&at_the_start(kind))),
    );
    said.push((t.outcome)(
        Some(2),
        &Verdict::NoSolution,
        "1,234",
        Strategy::Fastest,
        1.5,
    ));
    for verdict in [
        Verdict::Unique,
        Verdict::NoSolution,
        Verdict::Conflict(conflict),
        Verdict::Several {
            count: 7,
            capped: true,
        },
    ] {
        said.push((t.verdict)(&verdict));
    }
    for rejection in [
        Rejection::Empty(cell(0, 0)),
        Rejection::ChangesGiven {
            cell: cell(0, 0),
            found: digit(1),
            given: digit(2),
        },
        Rejection::Conflict(conflict),
        Rejection::NotSmallest {
            cell: cell(0, 0),
            should: digit(1),
        },
        Rejection::NoTiling,
    ] {
        said.push((t.rejection)(&rejection));
    }
    said.push((t.unsolved)(&Unsolved {
        board: 1,
        line: 1,
        reason: Unsolvable::Conflict(conflict),
    }));
    for why in [
        LinkError::NoPuzzle,
        LinkError::BoardLength { found: 3 },
        LinkError::Damaged,
        LinkError::BadValue {
            key: "speed".into(),
            value: "fast".into(),
        },
    ] {
        said.push((t.bad_link)(&why));
    }
    let lane = LaneWords {
        strategy: Strategy::Fastest,
        first: true,
        tied: false,
        no_solution: true,
        steps: 1,
        fewer: Some((3, Strategy::Classic)),
        less_time: Some(2),
        fewer_calls: Some(4),
        calls: None,
        placements: 1,
        deductions: 1,
    };
    said.push((t.race_summary)(&[
        lane,
        LaneWords {
            calls: Some(1),
            first: false,
            tied: true,
            ..lane
        },
    ]));
    said.push((t.cell)(&CellWords {
        cell: cell(0, 0),
        digit: None,
        state: CellState::Trying,
        clash: true,
        conflict: true,
        taken_back: None,
    }));
    said.extend(t.definitions.iter().map(|d| d.to_string()));
    said.extend(t.legend_items.iter().map(|d| d.to_string()));
    said
}

#[test]
fn korean_and_chinese_have_no_english_left() {
    // Words of the English messages that no Korean or Chinese message needs (cell names,
    // `false`, `end` and format names are the same in every language).
    let english = [
        " the ", " is ", " and ", " of ", "cell", "try ", "row", "column", "board", "solution",
        "step", "link", "r1c",
    ];
    for locale in [Locale::Ko, Locale::Zh] {
        for text in sentences(locale.messages()) {
            // The programs' names are the same in every language ("narrow" holds "row").
            let text = text.replace("narrow", "");
            for word in english {
                assert!(
                    !text.to_lowercase().contains(word),
                    "{locale:?}: {word:?} in {text}"
                );
            }
            assert!(
                !text.contains('\u{feff}'),
                "{locale:?}: an invisible character in {text}"
            );
        }
    }
}
