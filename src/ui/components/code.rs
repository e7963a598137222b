//! The code panel: the program the search runs, the line of the step shown highlighted, a
//! breakpoint toggle on every line a step can run.

use crate::code::{Judge, Language, Listing, Role, Roles};
use crate::explain::{lines_steps_run, Explanation};
use crate::solver::Strategy;
use crate::ui::i18n::use_messages;
use std::borrow::Cow;
use std::rc::Rc;
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub(crate) struct CodeProps {
    pub strategy: Strategy,
    pub language: Language,
    /// The judge the input is for: its program is shown.
    pub judge: Judge,
    /// The board is 16 x 16: POJ 3076's program is shown (and the judge is not read).
    #[prop_or_default]
    pub sixteen: bool,
    pub explanation: Option<Explanation>,
    pub breakpoints: Roles,
    pub on_language: Callback<Language>,
    pub on_breakpoint: Callback<Role>,
    /// The listing scrolls in a box of its own (the study view): the current line is kept in
    /// view inside it.
    pub follow: bool,
    /// The search went on past its first solution, where the program stops.
    #[prop_or_default]
    pub past_first_solution: bool,
    /// Predict asks which line runs next: each line a step can end on answers it.
    pub asking_line: bool,
    pub on_line: Callback<Role>,
}

/// The program shown for `strategy` in `language` for `judge`'s input (POJ 3076's for a
/// 16 x 16 board: `sixteen`), in the page's words (DLX's pseudocode), read once per program
/// shown, not on every frame: the Code panel's and the dock's line (components/dock_line.rs)
/// are the same listing.
#[hook]
pub(crate) fn use_listing(
    strategy: Strategy,
    language: Language,
    judge: Judge,
    sixteen: bool,
) -> Rc<Listing> {
    let words = use_messages().pseudocode;
    use_memo(
        (strategy, language, judge, sixteen, words),
        |&(strategy, language, judge, sixteen, words)| {
            let square = sixteen
                .then(|| Listing::square(strategy, language))
                .flatten();
            square.unwrap_or_else(|| Listing::shown(strategy, language, judge, words))
        },
    )
}

#[component]
pub(crate) fn CodePanel(props: &CodeProps) -> Html {
    let t = use_messages();
    // 9 x 9 DLX alone is shown as pseudocode, without a program in each language.
    let programs = props.sixteen || props.strategy != Strategy::Dlx;
    let listing = use_listing(props.strategy, props.language, props.judge, props.sixteen);
    // The 16 x 16 search has no breakpoints.
    let stoppable = if props.sixteen {
        Roles::NONE
    } else {
        lines_steps_run(props.strategy)
    };
    // A screen turned or resized: the current line is brought back into the listing's view.
    use_effect_with(props.follow, |&follow| {
        let window = web_sys::window().filter(|_| follow);
        let listener = window.map(|window| {
            gloo_events::EventListener::new(&window, "resize", |_| {
                let document = web_sys::window().and_then(|w| w.document());
                let line = document.and_then(|d| {
                    d.query_selector("#code-listing [aria-current=step]")
                        .ok()
                        .flatten()
                });
                if let Some(line) = line {
                    keep_in_view(&line);
                }
            })
        });
        move || drop(listener)
    });
    let current = props.explanation.as_ref().map(|e| e.line);
    let ran = props.explanation.as_ref().map_or(Roles::NONE, |e| e.ran);
    // One component per line: while playing only the lines whose marks change are drawn.
    let lines = listing.lines.iter().enumerate().map(|(i, line)| {
        let role = line.role;
        html! {
            <CodeLine number={i + 1} text={text(&line.text)} {role}
                current={role.is_some() && role == current}
                ran={role.is_some_and(|r| ran.contains(r))}
                breakpoint={role.is_some_and(|r| props.breakpoints.contains(r))}
                stoppable={role.is_some_and(|r| stoppable.contains(r))}
                follow={props.follow}
                on_breakpoint={props.on_breakpoint.clone()}
                answers={props.asking_line.then(|| props.on_line.clone())} />
        }
    });
    let tabs = Language::ALL.into_iter().map(|language| {
        let selected = language == props.language;
        let onclick = props.on_language.reform(move |_: MouseEvent| language);
        html! {
            <button type="button" role="tab" id={format!("code-tab-{}", language.id())}
                aria-selected={selected.to_string()} aria-controls="code-listing"
                tabindex={if selected { "0" } else { "-1" }} {onclick}>{ language.name() }</button>
        }
    });
    let caption = match props.strategy {
        _ if props.sixteen => t.code_square.to_string(),
        Strategy::Classic => (t.code_classic)(props.judge.name()),
        Strategy::Lexicographic | Strategy::Fastest => (t.code_propagating)(props.judge.name()),
        Strategy::Dlx => t.code_pseudocode.to_string(),
    };
    html! {
        // POJ 3076's program is long: its listing scrolls in a box of its own, beside the board.
        <section class={classes!("panel", "code-panel", props.sixteen.then_some("long"))}
            aria-label={t.code}>
            <h2>{ t.code }</h2>
            <p class="hint">{ caption }</p>
            if props.past_first_solution {
                <p class="code-note" role="note">{ t.code_past_solution }</p>
            }
            if programs {
                <div role="tablist" aria-label={t.program_language} class="code-tabs">{ for tabs }</div>
            }
            // The tab panel holds the list (a list's own role stays a list, so that its
            // items are list items).
            <div id="code-listing" role={programs.then_some("tabpanel")}
                aria-labelledby={programs.then(|| format!("code-tab-{}", props.language.id()))}>
                // Its box scrolls; without breakpoint toggles (16 x 16) the keyboard reaches it
                // itself, to scroll it.
                <ol class="code" tabindex={props.sixteen.then_some("0")}>{ for lines }</ol>
            </div>
        </section>
    }
}

/// A line's text without copying it, where it is the program file's own.
#[allow(clippy::ptr_arg)] // The Cow says whether the text can be borrowed for good.
fn text(line: &Cow<'static, str>) -> AttrValue {
    match line {
        Cow::Borrowed(text) => AttrValue::Static(text),
        Cow::Owned(text) => AttrValue::from(text.clone()),
    }
}

#[derive(Properties, PartialEq)]
struct LineProps {
    number: usize,
    text: AttrValue,
    role: Option<Role>,
    current: bool,
    ran: bool,
    breakpoint: bool,
    /// A step can run this line: it has a breakpoint toggle.
    stoppable: bool,
    follow: bool,
    on_breakpoint: Callback<Role>,
    /// While predict asks for a line: the line's code is a button that answers with it.
    answers: Option<Callback<Role>>,
}

/// A line of the listing; lines a step can run have a breakpoint toggle in the gutter (for the
/// propagating programs and DLX, the lines their steps end on).
#[component]
fn CodeLine(props: &LineProps) -> Html {
    let t = use_messages();
    let number = props.number;
    let node = use_node_ref();
    {
        let node = node.clone();
        use_effect_with((props.current, props.follow), move |&(current, follow)| {
            if current && follow {
                if let Some(line) = node.cast::<web_sys::Element>() {
                    keep_in_view(&line);
                }
            }
        });
    }
    let class = classes!(
        "code-line",
        props.current.then_some("current"),
        (!props.current && props.ran).then_some("ran"),
    );
    let gutter = match props.role.filter(|_| props.stoppable) {
        Some(role) => {
            let onclick = props.on_breakpoint.reform(move |_: MouseEvent| role);
            html! {
                // Named by its content, the number shown with words around it for screen
                // readers: an aria-label that only contained the number inside a word
                // ("18번 줄 중단점") is not the label a voice user can say.
                <button type="button" class="breakpoint" aria-pressed={props.breakpoint.to_string()}
                    {onclick}>
                    <span class="visually-hidden">{ t.breakpoint_at.0 }</span>
                    { number }
                    <span class="visually-hidden">{ t.breakpoint_at.1 }</span>
                </button>
            }
        }
        None => html! { <span class="line-number" aria-hidden="true">{ number }</span> },
    };
    html! {
        <li ref={node} {class} aria-current={props.current.then_some("step")}>
            { gutter }
            if let (Some(on_line), Some(role)) = (&props.answers, props.role) {
                <button type="button" class="line-answer" data-role={role.mark()}
                    onclick={on_line.reform(move |_: MouseEvent| role)}>
                    <code>{ props.text.clone() }</code>
                </button>
            } else {
                <code>{ props.text.clone() }</code>
            }
        </li>
    }
}

/// Scrolls the listing that holds `line` (its parent, a box of its own in the study view) so
/// that the line is in view with a line or two around it, leaving it where it is if it is
/// already: only the listing moves, never the page (an element's own `scrollIntoView` would
/// scroll the page too).
fn keep_in_view(line: &web_sys::Element) {
    let Some(list) = line.parent_element() else {
        return;
    };
    if list.scroll_height() <= list.client_height() {
        return;
    }
    let (at, around) = (
        line.get_bounding_client_rect(),
        list.get_bounding_client_rect(),
    );
    let margin = at.height() * 2.0;
    let (top, bottom) = (around.top() + margin, around.bottom() - margin);
    if at.top() < top || at.bottom() > bottom {
        // The line a third of the way down: what leads to it stays in view above it.
        let offset = at.top() - around.top() - (around.height() - at.height()) / 3.0;
        list.set_scroll_top(list.scroll_top() + offset.round() as i32);
    }
}
