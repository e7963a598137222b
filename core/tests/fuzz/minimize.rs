//! Shrinks a failing input: drops pieces (whole lines first, then characters) as long as it
//! still fails, so that the report shows what matters.

/// Tries at most this many smaller inputs.
const ATTEMPTS: usize = 4_000;

pub fn minimize(text: &str, mut fails: impl FnMut(&str) -> bool) -> String {
    let mut attempts = 0;
    let mut try_fails = |candidate: &str| {
        attempts += 1;
        attempts <= ATTEMPTS && fails(candidate)
    };
    let lines: Vec<String> = text.split_inclusive('\n').map(str::to_string).collect();
    let lines = shrink(lines, |pieces| try_fails(&pieces.concat()));
    let chars: Vec<String> = lines.concat().chars().map(String::from).collect();
    shrink(chars, |pieces| try_fails(&pieces.concat())).concat()
}

/// Delta debugging, simplified: removes chunks of halving size while the rest still fails.
fn shrink(mut pieces: Vec<String>, mut fails: impl FnMut(&[String]) -> bool) -> Vec<String> {
    let mut size = pieces.len().div_ceil(2).max(1);
    loop {
        let mut start = 0;
        while start < pieces.len() {
            let end = (start + size).min(pieces.len());
            let rest: Vec<String> = [&pieces[..start], &pieces[end..]].concat();
            if fails(&rest) {
                pieces = rest;
            } else {
                start = end;
            }
        }
        if size == 1 {
            return pieces;
        }
        size = size.div_ceil(2);
    }
}
