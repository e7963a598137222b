//! Tests of the long texts: what the page reads of them equals what reading them whole gives.

use super::*;

#[test]
fn lines_are_counted() {
    for text in [
        "",
        "a",
        "a\n",
        "a\nb",
        "\n\n\n",
        "0123456\n01234567\n\n\u{e9}\u{e9}\u{e9}\u{e9}\n",
    ] {
        let expected = text.lines().count();
        assert_eq!(count_lines(text), expected, "{text:?}");
    }
    let long: String = (0..1000).map(|i| "x".repeat(i % 23) + "\n").collect();
    assert_eq!(count_lines(&long), 1000);
}

fn pieces(texts: &[&str]) -> Pieces {
    Pieces::new(texts.iter().map(|&t| Piece::new(t)).collect())
}

#[test]
fn pieces_count_the_lines_of_their_whole_text() {
    for texts in [
        &["a\nb\n", "c\n"][..],
        &["a\nb", "c\n"],
        &["a\n", "b", ""],
        &["", ""],
        &[],
        &["a", "", "b\n\n"],
    ] {
        let whole: String = texts.concat();
        let text = pieces(texts);
        assert_eq!(text.lines(), count_lines(&whole), "{texts:?}");
        assert_eq!(text.joined(), whole);
        assert_eq!(text.is_empty(), whole.is_empty());
    }
}

#[test]
fn the_start_of_pieces_is_what_the_answer_box_can_show() {
    let text = pieces(&["ab\n", "cd\n", "ef\n"]);
    assert_eq!(text.start(), "ab\ncd\nef\n");
    assert_eq!(pieces(&[]).start(), "");
    // A long first piece: its start alone, cut at a character (é is two bytes).
    let long = "é".repeat(SHOWN_BYTES);
    let start = pieces(&[&long, "more\n"]).start().into_owned();
    assert_eq!(start.len(), SHOWN_BYTES);
    assert!(long.starts_with(&start));
    // A short piece, then a long one: the first whole, the second's start.
    let start = pieces(&["ab\n", &long]).start().into_owned();
    assert!(
        start.starts_with("ab\né") && start.len() >= SHOWN_BYTES && start.len() <= SHOWN_BYTES + 3
    );
}

/// A text of `lines` judge lines, with a character of two bytes and one of four in each, so
/// that a cut anywhere else than at a character would show.
fn judge_lines(lines: usize) -> String {
    (0..lines)
        .map(|i| format!("{i:>6} 4.....8.5.3é..😀..7......\n"))
        .collect()
}

/// Its first [`SHOWN_BYTES`] bytes, cut at a character: what a preview may show.
fn shown(text: &str) -> &str {
    let mut cut = text.len().min(SHOWN_BYTES);
    while !text.is_char_boundary(cut) {
        cut -= 1;
    }
    &text[..cut]
}

#[test]
fn a_text_is_large_exactly_when_it_is_over_the_limit() {
    let at_limit = "a".repeat(LARGE_INPUT);
    assert!(!Text::from(at_limit.as_str()).is_large());
    assert!(Text::from(at_limit + "\n").is_large());
    assert!(!Text::default().is_large());
}

#[test]
fn a_text_read_in_slices_is_the_text_read_whole() {
    let small = judge_lines(100);
    let large = judge_lines(20_000);
    assert!(!is_large(&small) && is_large(&large));
    for whole in [
        String::new(),
        small,
        large,
        judge_lines(20_000) + "no newline at the end",
    ] {
        for size in [1, 7, 1000, 1 << 18, usize::MAX / 2] {
            let mut reader = TextReader::new();
            for slice in str_slices(&whole, size) {
                reader.add(slice);
            }
            let text = reader.finish(Kept::from(whole.as_str()));
            // Told apart by what the page reads, not by the text kept (the same either way).
            assert_eq!(text, Text::from(whole.as_str()), "slices of {size}");
            assert_eq!(text.len(), whole.len());
            assert_eq!(text.lines(), count_lines(&whole), "slices of {size}");
            assert_eq!(text.is_large(), is_large(&whole));
            let start = text.start();
            match text.small() {
                Some(all) => assert_eq!((all, start), (whole.as_str(), whole.as_str())),
                None => assert_eq!(start, shown(&whole)),
            }
        }
    }
}

#[test]
fn a_text_sent_in_slices_is_the_whole_text() {
    for whole in [judge_lines(3), judge_lines(20_000)] {
        let text = Text::from(whole.as_str());
        for size in [1, 5, 64 * 1024] {
            let slices: Vec<String> = text.slices(size).collect();
            assert_eq!(slices.concat(), whole);
            // About `size` each: never cut inside a character (at most 3 bytes over).
            assert!(slices.iter().all(|s| !s.is_empty() && s.len() <= size + 3));
        }
    }
    assert_eq!(Text::default().slices(10).count(), 0);
}

#[test]
fn a_piece_of_ascii_gives_its_bytes_by_range() {
    let piece = Piece::new("0123456789");
    assert_eq!(piece.ascii_slice(2, 5).as_deref(), Some("234"));
    assert_eq!(piece.ascii_slice(0, 10).as_deref(), Some("0123456789"));
    assert_eq!(piece.ascii_slice(9, 11), None);
    assert_eq!(piece.ascii_slice(5, 4), None);
}
