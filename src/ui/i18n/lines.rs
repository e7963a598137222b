//! The words of stepping line by line: the control, the counter, and what each line of the
//! program does ([`LineNarration`]), in each language (English here; Korean and Chinese
//! beside their catalogues).

use crate::player::LineNarration;

/// What the page says about stepping by line.
pub struct LineMessages {
    /// The control's label, and its choices.
    pub step_by: &'static str,
    pub by_try: &'static str,
    pub by_line: &'static str,
    pub by_take_back: &'static str,
    /// The counter of lines run.
    pub line: &'static str,
    /// What that counter counts (for the classic program).
    pub definition: &'static str,
    /// What it counts for the propagating program.
    pub definition_propagating: &'static str,
    pub narration: fn(&LineNarration) -> String,
    /// The field that goes to a line run, and its button.
    pub go_to_line: &'static str,
    pub go: &'static str,
}

pub static EN_LINES: LineMessages = LineMessages {
    step_by: "Step by",
    by_try: "try",
    by_line: "line of code",
    by_take_back: "backtrack",
    line: "Line run",
    definition_propagating: "Lines of search() and propagate() the program has run, as a \
        line tracer counts them (Python's sys.settrace): each function's header at each call, \
        while True at each turn, each test and each statement; the helpers they call (fill, \
        dead, forced, narrow, choose) count as one line, as a debugger's step over. Stepping \
        by line goes one of these at a time.",
    definition: "Lines of solve() the program has run, as a line tracer counts them (Python's \
        sys.settrace): the header at each call, the for line at each turn of the loop and \
        once more when it ends, the check once for each digit. Stepping by line goes one of \
        these at a time.",
    narration: |n| n.to_string(),
    go_to_line: "Go to line run",
    go: "Go",
};
