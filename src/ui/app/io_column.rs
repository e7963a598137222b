//! The input column: the input, the Code panel, a batch run's table, the answer and the
//! comparison with the user's own output.

use super::{answer, use_dispatch};
use crate::code::{Judge, Language, Role, Roles};
use crate::explain::explain_square;
use crate::solver::any_size::SquareStep;
use crate::ui::components::{
    failure, storage_note, AnswerPanel, BatchPanel, CodePanel, ComparePanel, InputPanel, NewPuzzle,
};
use crate::ui::examples::EXAMPLES;
use crate::ui::hooks::{keep_typed, Keeping, Stage};
use crate::ui::i18n::use_messages;
use crate::ui::shared::Shared;
use crate::ui::state::player::{Asked, PredictAction};
use crate::ui::state::{
    Action, AppState, BatchAction, CompareAction, InputAction, PlayerAction, PlayerSnapshot,
};
use crate::ui::text::Text;
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub(super) struct IoColumnProps {
    /// First: compared by the changes it has shown, and when it has changed nothing else need be.
    pub state: UseReducerHandle<AppState>,
    pub stage: u8,
    pub snapshot: Shared<PlayerSnapshot>,
    /// The board shown is a 9 x 9 one: it has a program to show.
    pub nine: bool,
    pub keeping: Keeping,
}

#[component]
pub(super) fn IoColumn(props: &IoColumnProps) -> Html {
    let t = use_messages();
    let state = &props.state;
    let dispatch_input = use_dispatch(state, |text| Action::Input(InputAction::Text(text)));
    // The text drawn or kept last: an input event that changes nothing (a browser can send
    // several for one paste) keeps nothing, and leaves the address's link alone.
    let last_text = use_mut_ref(Text::default);
    *last_text.borrow_mut() = state.input.text.clone();
    let on_input = (*use_memo((), move |_| {
        Callback::from(move |text: Text| {
            if *last_text.borrow() != text {
                keep_typed(&text);
                *last_text.borrow_mut() = text.clone();
            }
            dispatch_input.emit(text);
        })
    }))
    .clone();
    let on_choose = use_dispatch(state, |c| Action::Input(InputAction::ChooseFormat(c)));
    let on_pick = use_dispatch(state, |n| Action::Input(InputAction::Pick(n)));
    let on_example = use_dispatch(state, |i: usize| {
        Action::Input(InputAction::Load(EXAMPLES.get(i).map_or("", |e| e.input)))
    });
    let on_made = use_dispatch(state, Action::Made);
    let on_filter = use_dispatch(state, |f| Action::Batch(BatchAction::Filter(f)));
    let on_page = use_dispatch(state, |p| Action::Batch(BatchAction::Page(p)));
    let on_cancel = use_dispatch(state, |_: MouseEvent| Action::Batch(BatchAction::Cancel));
    let on_expected = use_dispatch(state, |t| Action::Compare(CompareAction::Expected(t)));
    let on_compare = use_dispatch(state, |_: MouseEvent| Action::Compare(CompareAction::Check));
    let on_language = use_dispatch(state, Action::Language);
    let on_breakpoint = use_dispatch(state, |role| Action::Player(PlayerAction::Breakpoint(role)));
    let on_line = use_dispatch(state, |role| {
        Action::Player(PlayerAction::Predict(PredictAction::Line(role)))
    });
    if props.stage < Stage::INPUT {
        return html! { <section class="io-column"></section> };
    }
    let input = &state.input;
    let (answer, problems) = answer(state);
    html! {
        <section class="io-column">
            // Keyed: the batch panel comes and goes between them, and unkeyed neighbours
            // would be drawn anew (the input's text area laid out again).
            <InputPanel key="input"
                input={input.text.clone()}
                lines={input.lines}
                revision={input.revision}
                choice={input.choice}
                detected={input.detected}
                // While the text does not read, its boards are not the text's: no picker.
                board_count={if input.errors.is_some() { 1 } else { input.boards.len() }}
                current={input.current}
                errors={input.errors.clone()}
                reading={input.reading.is_some()}
                reading_stopped={input.reading_stopped}
                {on_input} {on_choose} on_pick={on_pick.clone()} {on_example}>
                <NewPuzzle made={state.made.clone()} on_action={on_made} />
                { storage_note(t, props.keeping) }
            </InputPanel>
            { code(props, CodeCallbacks { on_language, on_breakpoint, on_line }) }
            { state.batch.clone().filter(|b| b.total != Some(1)).map(|batch| html! {
                <BatchPanel key="batch" {batch} {on_cancel} {on_filter} {on_page}
                    on_pick={on_pick.clone()} />
            }) }
            <AnswerPanel key="answer" {answer}
                file_name={format!("{}.out", input.format.spec().id)}
                why_none={problems.map(|p| AttrValue::from(failure(t, &p, t.solve)))} />
            <ComparePanel key="compare" comparison={state.compare.comparison.clone()}
                expected={state.compare.expected.clone()} on_input={on_expected}
                {on_compare} {on_pick} reading={!input.is_ready()} />
        </section>
    }
}

/// What the Code panel sends.
struct CodeCallbacks {
    on_language: Callback<Language>,
    on_breakpoint: Callback<Role>,
    on_line: Callback<Role>,
}

/// The Code panel: for a 9 x 9 board the program of the input's judge, at the line the
/// player (or a running exercise) is on; for a 16 x 16 one POJ 3076's, at the line of its
/// search; none for a Sudominoku. Its place is kept until it is drawn, so that nothing below
/// it moves then.
fn code(props: &IoColumnProps, callbacks: CodeCallbacks) -> Html {
    let CodeCallbacks {
        on_language,
        on_breakpoint,
        on_line,
    } = callbacks;
    let state = &props.state;
    if props.stage < Stage::CODE {
        return html! { <div key="code-pending" class="code-panel pending" aria-hidden="true"></div> };
    }
    if !props.nine {
        // The search's strategy and last step are all the panel needs (the whole snapshot is
        // the 16 x 16 player's, taken under the board).
        let watch = state.square.as_ref().and_then(|s| s.watch.as_ref().ok());
        return watch.map_or_else(Html::default, |watch| {
            let on_one = matches!(watch.last(), Some(SquareStep::Solution));
            let past_first_solution = watch.search().tally().solutions > u64::from(on_one);
            html! {
                <CodePanel key="code" strategy={watch.strategy()} language={state.language}
                    judge={Judge::Boj2580} sixteen=true explanation={explain_square(watch.last())}
                    breakpoints={Roles::NONE} follow=true {on_language} {on_breakpoint}
                    {past_first_solution} asking_line=false {on_line} />
            }
        });
    }
    let snapshot = &props.snapshot;
    // The panel follows the exercise's last step (graded at once), else the player's.
    let explanation = match state.exercise.running.as_ref() {
        Some(running) => running.program_explanation(),
        None => snapshot.explanation.clone(),
    };
    let judge = state
        .input
        .effective_format()
        .map_or(Judge::Boj2580, Judge::of);
    // The program stops at its first solution; the page can search on (Next solution).
    let on_one = snapshot.last == Some(crate::solver::Step::Solution);
    let past_first_solution = snapshot.counters.solutions > u64::from(on_one);
    html! {
        <CodePanel key="code" strategy={snapshot.strategy} language={state.language} {judge}
            {explanation} breakpoints={snapshot.breakpoints} {past_first_solution}
            follow={state.study} {on_language} {on_breakpoint}
            asking_line={matches!(snapshot.predict.asked, Some(Asked::Line(_)))}
            {on_line} />
    }
}
