//! The messages in every language: what each says, in the singular and in the plural, and
//! what no Korean or Chinese message may keep of English.

mod cases;
mod reports;

use super::*;
use crate::format::ParseError;
use crate::format::{ErrorKind, Token};
use crate::grid::Conflict;
use crate::grid::Unit;
use crate::grid::{Cell, Digit};
use crate::judge::Unsolvable;
use crate::judge::{Rejection, Unsolved};
use crate::names::Area;
use crate::names::{Mark, Place};
use crate::player::Narration;
use crate::player::{Chosen, LineNarration, ProgramLine, Refusal, Stuck};
use crate::solver::Deduction;
use crate::solver::{Strategy, Verdict};
use crate::ui::link::LinkError;

fn cell(row: usize, col: usize) -> Place {
    Cell::at(row, col).unwrap().into()
}

fn digit(d: u8) -> Mark {
    Digit::new(d).unwrap().into()
}

fn at_the_start(kind: ErrorKind) -> ParseError {
    ParseError {
        line: 1,
        column: 1,
        board: None,
        kind,
    }
}

#[test]
fn decimals_are_the_nearest_number_with_that_many_places() {
    // Measures as the page has them: milliseconds, seconds, megabytes, percentages.
    for i in 0..20_000u32 {
        for v in [
            f64::from(i) / 7.0,
            f64::from(i) * 0.013,
            -f64::from(i) * 0.37,
        ] {
            for places in 0..=3u8 {
                let text = decimal(v, places).to_string();
                let (whole, fraction) = text.split_once('.').unwrap_or((&text, ""));
                assert_eq!(fraction.len(), usize::from(places), "{text}");
                assert!(whole
                    .trim_start_matches('-')
                    .bytes()
                    .all(|b| b.is_ascii_digit()));
                let read: f64 = text.parse().unwrap();
                let half = 0.5 / 10f64.powi(i32::from(places));
                assert!((read - v).abs() <= half * (1.0 + 1e-9), "{v} as {text}");
            }
        }
    }
    assert_eq!(decimal(1234.5678, 2).to_string(), "1234.57");
    assert_eq!(decimal(0.25, 1).to_string(), "0.3", "half away from zero");
    assert_eq!(decimal(-1.25, 1).to_string(), "-1.3");
    assert_eq!(decimal(99.9999, 3).to_string(), "100.000");
    assert_eq!(decimal(7.0, 0).to_string(), "7");
    assert_eq!(
        decimal(-0.04, 1).to_string(),
        "0.0",
        "no minus sign on a zero"
    );
    assert_eq!(decimal(f64::NAN, 1).to_string(), "?");
    assert_eq!(decimal(f64::INFINITY, 1).to_string(), "?");
}

#[test]
fn the_browsers_first_language_the_page_speaks_wins() {
    assert_eq!(Locale::preferred(["ko-KR", "en-US"]), Locale::Ko);
    assert_eq!(Locale::preferred(["fr-FR", "zh-CN", "en"]), Locale::Zh);
    assert_eq!(Locale::preferred(["zh-TW"]), Locale::Zh);
    assert_eq!(Locale::preferred(["de", "ja"]), Locale::En);
    assert_eq!(Locale::preferred([]), Locale::En);
    assert_eq!(Locale::preferred(["EN_gb", "ko"]), Locale::En);
}

#[test]
fn tags_round_trip() {
    for locale in Locale::ALL {
        assert_eq!(Locale::from_tag(locale.tag()), Some(locale));
    }
    assert_eq!(Locale::from_tag("fr"), None);
}

#[test]
fn english_says_one_board_and_one_step_in_the_singular() {
    let t = Locale::En.messages();
    let no_solution =
        |steps| (t.outcome)(None, &Verdict::NoSolution, steps, Strategy::Classic, 1.0);
    assert!(
        no_solution("1").contains("took 1 step)"),
        "{}",
        no_solution("1")
    );
    assert!(no_solution("1,234").contains("took 1,234 steps)"));
    assert_eq!((t.cancelled_after)("1"), "Cancelled after 1 board.");
    assert_eq!((t.cancelled_after)("12"), "Cancelled after 12 boards.");
    assert_eq!((t.extra_boards)("1"), " 1 extra board after the last one.");
    assert_eq!((t.extra_boards)("2"), " 2 extra boards after the last one.");
    assert_eq!(
        (t.checked)("1", "1", "0", "0"),
        "1 of 1 board accepted, 0 rejected, 0 missing."
    );
    assert!((t.checked)("2", "3", "1", "0").starts_with("2 of 3 boards accepted"));
}

#[test]
fn numbers_are_grouped_by_thousands() {
    assert_eq!(number(0u64), "0");
    assert_eq!(number(999u64), "999");
    assert_eq!(number(49_158u64), "49,158");
    assert_eq!(number(159_088_596u64), "159,088,596");
}

#[test]
fn cell_names_are_rewritten_only_where_they_stand_alone() {
    let words = |r: usize, c: usize| format!("[{r},{c}]");
    assert_eq!(
        with_places("r1c9: back to r16c3 (r2c4);r1c1", words),
        "[1,9]: back to [16,3] ([2,4]);[1,1]"
    );
    for kept in ["error1c2", "r1c2x", "rc1", "r1c", "r1x2", "칸r"] {
        assert_eq!(with_places(kept, words), kept);
    }
    assert_eq!(with_places("칸r1c2칸", words), "칸[1,2]칸");
    assert_eq!(
        (Locale::Ko.messages().refuses)("3", cell(0, 8)),
        "1행 9열 칸에서 3 거부"
    );
    assert_eq!(
        (Locale::Zh.messages().refuses)("3", cell(0, 8)),
        "使第1行第9列不能填 3"
    );
    // The stack strip and the lists of cells name them the same way.
    let names = [cell(0, 8), Place::on(16, 15 * 16 + 2)];
    for (locale, said) in [
        (Locale::En, " (cells: r1c9 r16c3)"),
        (Locale::Ko, " (칸: 1행 9열, 16행 3열)"),
        (Locale::Zh, "（格子：第1行第9列、第16行第3列）"),
    ] {
        let t = locale.messages();
        let named: Vec<String> = names.iter().map(|&p| (t.place)(p)).collect();
        assert_eq!((t.cells)(&named), said);
    }
}

/// Each language's pseudocode has English's lines and roles, line for line (the page finds the
/// line a step runs by its role, and a breakpoint is kept by role across a change of language),
/// and no English sentence: only the code's words (`search()`, `return`, `continue`, the
/// names) are left in Latin letters on a translated line.
#[test]
fn pseudocode_is_translated_line_for_line() {
    use crate::code::{Listing, PseudocodeWords};
    let code_words = [
        "search", "return", "true", "false", "continue", "cell", "d", "c", "r",
    ];
    for locale in Locale::ALL {
        let words = locale.messages().pseudocode;
        for strategy in [Strategy::Dlx] {
            let english = Listing::pseudocode_in(strategy, &PseudocodeWords::ENGLISH).unwrap();
            let listing = Listing::pseudocode_in(strategy, words).unwrap();
            let roles = |l: &Listing| l.lines.iter().map(|l| l.role).collect::<Vec<_>>();
            assert_eq!(roles(&listing), roles(&english), "{locale:?} {strategy}");
            for (line, english) in listing.lines.iter().zip(&english.lines) {
                assert!(!line.text.contains("CHOICE") && !line.text.contains('@'));
                assert_eq!(line.text.trim().is_empty(), english.text.trim().is_empty());
                if locale == Locale::En || line.text == english.text {
                    continue;
                }
                let latin = line
                    .text
                    .split(|c: char| !c.is_ascii_alphabetic())
                    .filter(|w| !w.is_empty() && !code_words.contains(w))
                    .collect::<Vec<_>>();
                assert!(latin.is_empty(), "{locale:?}: {latin:?} in {:?}", line.text);
            }
        }
    }
}

/// The note past BOJ's limit: the calls, the estimated times rounded as a reader says them,
/// and the strategy that solves it instead, in each language; each kind of cost says its own.
#[test]
fn the_note_past_the_limit_says_the_cost_and_the_times() {
    assert_eq!(Span::of(0.63), Span::Tenths(0.63));
    assert_eq!(Span::of(9.96), Span::Seconds(10));
    assert_eq!(Span::of(119.4), Span::Seconds(119));
    assert_eq!(Span::of(119.6), Span::Minutes(2));
    assert_eq!(Span::of(5.0 * 3600.0), Span::Hours(5));
    assert_eq!(Span::of(3.0 * 86_400.0), Span::Days(3));
    let note = |kind| LimitNote {
        limit: "100,000",
        cost: NoteCost::Known {
            kind,
            calls: "69,175,317".to_string(),
            cpp: Span::of(0.63),
            python: Span::of(32.9),
        },
        fewest: Some(("fewest candidates", "65".to_string())),
    };
    for (locale, said) in [
        (
            Locale::En,
            [
                "100,000 calls",
                "69,175,317 calls",
                "about 0.6 s in C++ and 33 s in Python",
                "\u{201c}fewest candidates\u{201d} solves it in 65 steps",
            ],
        ),
        (
            Locale::Ko,
            [
                "100,000회",
                "solve를 69,175,317회",
                "C++로 약 0.6초, Python으로 약 33초",
                "65단계",
            ],
        ),
        (
            Locale::Zh,
            [
                "100,000 次",
                "solve 69,175,317 次",
                "C++ 约 0.6 秒，Python 约 33 秒",
                "65 步",
            ],
        ),
    ] {
        let t = locale.messages();
        let text = (t.over_call_limit)(&note(CostKind::Solved));
        for part in said {
            assert!(text.contains(part), "{locale:?}: {part:?} in {text}");
        }
        let texts = [
            (t.over_call_limit)(&note(CostKind::NoSolution)),
            (t.over_call_limit)(&note(CostKind::Over)),
            (t.over_call_limit)(&LimitNote {
                limit: "100,000",
                cost: NoteCost::Measuring,
                fewest: None,
            }),
            (t.over_call_limit)(&LimitNote {
                limit: "100,000",
                cost: NoteCost::Failed,
                fewest: None,
            }),
        ];
        let mut all = texts.to_vec();
        all.push(text);
        all.sort();
        all.dedup();
        assert_eq!(all.len(), 5, "{locale:?}: each cost says its own");
    }
}

/// index.html's shell shows the title, the introduction and (hidden, for its height) the
/// Language menu before the app runs, in the reader's language (`assets/boot.js`), and the
/// app then draws its own in their place: the two must say the same, or the page's first words
/// would change, and move, under the reader.
#[test]
fn the_loading_shell_says_the_apps_title_and_introduction() {
    let boot = include_str!("../../../../assets/boot.js");
    for locale in Locale::ALL {
        let key = match locale.tag() {
            tag if tag.contains('-') => format!("'{tag}': {{"),
            tag => format!("{tag}: {{"),
        };
        let start = boot
            .find(&key)
            .unwrap_or_else(|| panic!("no {key} in boot.js"));
        let block = &boot[start..start + boot[start..].find("},").expect("the block's end")];
        let m = locale.messages();
        let words = [
            ("title", m.title),
            ("intro", m.intro),
            ("language", m.language),
            ("name", locale.own_name()),
        ];
        for (field, said) in words {
            let line = format!("{field}: '{said}',");
            assert!(block.contains(&line), "{locale:?}: boot.js lacks {line}");
        }
    }
    // index.html's own words, shown where the script does not run: English.
    let html = include_str!("../../../../index.html");
    let en = Locale::En.messages();
    for shown in [
        format!("<h1>{}</h1>", en.title),
        format!("<p class=\"intro\">{}</p>", en.intro),
    ] {
        assert!(html.contains(&shown), "index.html lacks {shown}");
    }
}
