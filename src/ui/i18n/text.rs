//! Numbers, characters and values from a link, written as every message writes them.

/// `value` with `places` decimals (at most 3), rounded half away from zero, written with
/// integer arithmetic: what the page draws calls none of Rust's float formatting. That code is
/// large, and the browser compiling it optimised (which it does once a function has run a
/// while) took 85 ms of a core during a far jump soon after the page opened (BENCHMARKS.md,
/// the player). It is out of the download too since the messages no longer go through serde
/// (152a8e0), whose error messages were the last to use it.
pub(crate) fn decimal(value: f64, places: u8) -> Decimal {
    Decimal {
        value,
        places: places.min(3),
    }
}

pub(crate) struct Decimal {
    value: f64,
    places: u8,
}

impl std::fmt::Display for Decimal {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let scale = 10u64.pow(u32::from(self.places));
        // Not finite, or beyond what a u64 holds: no measure on the page comes near.
        let scaled = (self.value.abs() * scale as f64).round();
        if scaled.is_nan() || scaled >= u64::MAX as f64 {
            return f.write_str("?");
        }
        let scaled = scaled as u64;
        if self.value < 0.0 && scaled > 0 {
            f.write_str("-")?;
        }
        write!(f, "{}", scaled / scale)?;
        if self.places > 0 {
            write!(
                f,
                ".{:0width$}",
                scaled % scale,
                width = usize::from(self.places)
            )?;
        }
        Ok(())
    }
}

/// `n` with its digits grouped by thousands, as English, Korean and Chinese all write them
/// (`Intl.NumberFormat` for en, ko-KR and zh-CN gives 49,158; the e2e specs check it).
pub(crate) fn number(n: impl Into<u64>) -> String {
    let digits = n.into().to_string();
    let mut out = String::new();
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(c);
    }
    out
}

/// A character as a message shows it: visible ones quoted, invisible ones (controls, spaces,
/// byte order marks, the replacement character) by code, never printed as themselves.
pub(crate) fn shown_char(c: char, word: &str) -> String {
    if crate::grid::is_invisible(c) {
        format!("{word} U+{:04X}", c as u32)
    } else {
        format!("`{c}`")
    }
}

pub(crate) use crate::grid::quoted;

/// A value from a link, shortened and with nothing invisible, for a message.
pub(crate) fn quoted_value(value: &str) -> String {
    const SHOWN: usize = 40;
    let mut shown: String = value
        .chars()
        .take(SHOWN)
        .map(|c| if crate::grid::is_invisible(c) { '?' } else { c })
        .collect();
    if value.chars().count() > SHOWN {
        shown.push('…');
    }
    shown
}

/// `text` with each cell name the core writes (`r1c9`, `r16c3`) written by `name(row, column)`
/// instead (from 1): for the languages whose textbooks name a cell in words ("1행 9열",
/// "第1行第9列"). A name is `r`, digits, `c`, digits, with no letter or digit around it.
pub(crate) fn with_places(text: &str, name: fn(usize, usize) -> String) -> String {
    let bytes = text.as_bytes();
    let digits = |from: usize| {
        bytes[from.min(bytes.len())..]
            .iter()
            .take_while(|b| b.is_ascii_digit())
            .count()
    };
    let (mut out, mut copied, mut i) = (String::with_capacity(text.len() + 16), 0, 0);
    while i < bytes.len() {
        let starts = bytes[i] == b'r' && (i == 0 || !bytes[i - 1].is_ascii_alphanumeric());
        let r = if starts { digits(i + 1) } else { 0 };
        if r > 0 && bytes.get(i + 1 + r) == Some(&b'c') {
            let c = digits(i + 2 + r);
            let end = i + 2 + r + c;
            if c > 0 && bytes.get(end).is_none_or(|b| !b.is_ascii_alphanumeric()) {
                let row = text[i + 1..i + 1 + r].parse().unwrap_or(0);
                let col = text[i + 2 + r..end].parse().unwrap_or(0);
                out.push_str(&text[copied..i]);
                out.push_str(&name(row, col));
                (copied, i) = (end, end);
                continue;
            }
        }
        i += 1;
    }
    out.push_str(&text[copied..]);
    out
}
