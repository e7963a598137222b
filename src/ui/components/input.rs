//! Where judge input goes in: the text area, the format selector, the board picker, the
//! examples menu, and the errors found in the text.

use crate::format::{Format, ParseErrors};
use crate::ui::examples::EXAMPLES;
use crate::ui::state::FormatChoice;
use web_sys::{HtmlSelectElement, HtmlTextAreaElement};
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct InputProps {
    pub input: AttrValue,
    pub choice: FormatChoice,
    /// The format detection picks for the current text.
    pub detected: Format,
    pub board_count: usize,
    pub current: usize,
    pub errors: Option<ParseErrors>,
    pub on_input: Callback<String>,
    pub on_choose: Callback<FormatChoice>,
    pub on_pick: Callback<usize>,
    pub on_example: Callback<usize>,
}

fn select_value(e: &Event) -> String {
    e.target_unchecked_into::<HtmlSelectElement>().value()
}

#[component]
pub fn InputPanel(props: &InputProps) -> Html {
    let oninput = props
        .on_input
        .reform(|e: InputEvent| e.target_unchecked_into::<HtmlTextAreaElement>().value());
    let on_choose = props.on_choose.reform(|e: Event| {
        let id = select_value(&e);
        id.parse::<Format>()
            .map_or(FormatChoice::Auto, FormatChoice::Fixed)
    });
    let on_pick = props
        .on_pick
        .reform(|e: Event| select_value(&e).parse().unwrap_or(0));
    let on_example_prop = props.on_example.clone();
    let on_example = Callback::from(move |e: Event| {
        let select = e.target_unchecked_into::<HtmlSelectElement>();
        if let Ok(i) = select.value().parse() {
            on_example_prop.emit(i);
        }
        // Back to the menu's title, so picking the same example again works.
        select.set_value("");
    });
    let auto_label = format!("Auto ({})", props.detected);
    let chosen = match props.choice {
        FormatChoice::Auto => "auto",
        FormatChoice::Fixed(f) => f.spec().id,
    };
    let format_options = Format::ALL.iter().map(|f| {
        let spec = f.spec();
        html! { <option value={spec.id} selected={chosen == spec.id}>{ spec.name }</option> }
    });
    let board_picker = (props.board_count > 1).then(|| {
        let options = (0..props.board_count).map(|i| {
            html! {
                <option value={i.to_string()} selected={i == props.current}>
                    { format!("Board {} of {}", i + 1, props.board_count) }
                </option>
            }
        });
        html! {
            <label class="field">
                <span>{ "Board" }</span>
                <select onchange={on_pick}>{ for options }</select>
            </label>
        }
    });
    let examples = EXAMPLES.iter().enumerate().map(|(i, ex)| {
        html! { <option value={i.to_string()}>{ ex.name }</option> }
    });
    let errors = props.errors.as_ref().map(|errors| {
        let items = errors
            .first()
            .iter()
            .map(|e| html! { <li>{ e.to_string() }</li> });
        let rest = errors.total() - errors.first().len();
        html! {
            <div class="input-errors">
                <p>{ "The input could not be read; the board keeps its previous puzzle." }</p>
                <ul>{ for items }</ul>
                { (rest > 0).then(|| html! { <p>{ format!("… and {rest} more") }</p> }) }
            </div>
        }
    });
    html! {
        <section class="panel input-panel">
            <div class="toolbar">
                <label class="field">
                    <span>{ "Format" }</span>
                    <select onchange={on_choose}>
                        <option value="auto" selected={chosen == "auto"}>{ auto_label }</option>
                        { for format_options }
                    </select>
                </label>
                { board_picker }
                <label class="field">
                    <span>{ "Examples" }</span>
                    <select onchange={on_example}>
                        <option value="" selected=true>{ "Load an example…" }</option>
                        { for examples }
                    </select>
                </label>
            </div>
            <label class="area-label" for="puzzle-input">{ "Puzzle input" }</label>
            <textarea id="puzzle-input" class="io" spellcheck="false" rows="10"
                aria-describedby="input-errors"
                placeholder="Paste judge input: BOJ 2580, BOJ 2239, POJ 2676, POJ 3074 or 81-character lines"
                value={props.input.clone()} {oninput} />
            <div id="input-errors" aria-live="polite">{ errors }</div>
        </section>
    }
}
