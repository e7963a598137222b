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
