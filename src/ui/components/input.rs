//! Where judge input goes in: the text area, the format selector, the board picker, the
//! examples menu, and the errors found in the text.

use super::{first_lines, number, PREVIEW_LINES};
use crate::format::{ErrorKind, Format};
use crate::ui::hooks::{use_large_paste, Keeping};
use crate::ui::i18n::{use_messages, Messages};
use crate::ui::protocol::InputErrors;
use crate::ui::state::FormatChoice;
use crate::ui::text::Text;
use web_sys::{HtmlSelectElement, HtmlTextAreaElement};
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub(crate) struct InputProps {
    pub input: Text,
    /// Lines in `input`, counted once when it changed.
    pub lines: usize,
    /// Changes when the app (not the user) rewrote `input`: the text area is redrawn then.
    pub revision: u64,
    pub choice: FormatChoice,
    /// The format detection picks for the current text (`None`: no format fits).
    pub detected: Option<Format>,
    pub board_count: usize,
    pub current: usize,
    pub errors: Option<InputErrors>,
    /// The worker is reading the (large) input.
    pub reading: bool,
    /// The worker failed to read it.
    pub reading_stopped: bool,
    pub on_input: Callback<Text>,
    pub on_choose: Callback<FormatChoice>,
    pub on_pick: Callback<usize>,
    pub on_example: Callback<usize>,
    /// More ways to fill the input, after the examples ("New puzzle").
    #[prop_or_default]
    pub children: Html,
}

/// Up to this many boards, the board picker is a menu.
const MENU_LIMIT: usize = 200;

fn select_value(e: &Event) -> String {
    e.target_unchecked_into::<HtmlSelectElement>().value()
}

/// Shows `value` in the number field `field`, if it is on the page.
pub(crate) fn show_number(field: &NodeRef, value: impl ToString) {
    if let Some(input) = field.cast::<web_sys::HtmlInputElement>() {
        input.set_value(&value.to_string());
    }
}

#[component]
pub(crate) fn InputPanel(props: &InputProps) -> Html {
    let t = use_messages();
    let oninput = props.on_input.reform(|e: InputEvent| {
        Text::from(e.target_unchecked_into::<HtmlTextAreaElement>().value())
    });
    // A large paste replaces the input without going through the text area: the browser
    // would spend seconds laying out a text area of 100,000 lines.
    let onpaste = use_large_paste(props.on_input.clone(), false);
    let large = props.input.is_large();
    let shown: AttrValue = if large {
        AttrValue::from(first_lines(props.input.start(), PREVIEW_LINES))
    } else {
        AttrValue::from(props.input.start().to_string())
    };
    let large_note = large.then(|| {
        let lines = props.lines;
        html! {
            <>
                <p class="feedback">
                    { (t.large_input)(
                        &number(lines as u64),
                        props.input.len() as f64 / 1e6,
                        PREVIEW_LINES,
                    ) }
                </p>
                if props.reading {
                    <p class="feedback" role="status">{ t.reading }</p>
                }
                if props.reading_stopped {
                    <p class="input-errors" role="alert">{ t.reading_stopped }</p>
                }
            </>
        }
    });
    // Anything the menu does not list (it lists only ids) reads as Auto.
    let on_choose = props
        .on_choose
        .reform(|e: Event| select_value(&e).parse().unwrap_or(FormatChoice::Auto));
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
    // An empty input fits no format yet: nothing to say of it.
    let detected = match props.detected {
        Some(format) => t.format_name(format),
        None if props.input.small().is_some_and(|t| t.trim().is_empty()) => "…",
        None => t.no_format_fits,
    };
    let auto_label = (t.auto)(detected);
    let chosen = props.choice.id();
    let format_options = Format::ALL.iter().map(|f| {
        let spec = f.spec();
        let name = match spec.mirrors {
            "" => t.format_name(*f).to_string(),
            mirrors => format!("{} / {mirrors}", t.format_name(*f)),
        };
        html! { <option value={spec.id} selected={chosen == spec.id}>{ name }</option> }
    });
    // A menu for a few boards; a number field for many (a menu of 100,000 entries would
    // take the page seconds to draw).
    let on_pick_number = props.on_pick.reform(|e: Event| {
        let n: usize = e
            .target_unchecked_into::<web_sys::HtmlInputElement>()
            .value()
            .parse()
            .unwrap_or(1);
        n.saturating_sub(1)
    });
    // The number field is not bound to `current` on every render: the page renders often
    // (each frame while the player works), and a bound field would undo the user's typing.
    // It shows `current` when that changes.
    let picker = use_node_ref();
    {
        let picker = picker.clone();
        use_effect_with((props.current, props.board_count), move |&(current, _)| {
            show_number(&picker, current + 1);
        });
    }
    let board_picker = (props.board_count > MENU_LIMIT).then(|| {
        html! {
            <label class="field">
                <span>{ t.board }</span>
                <input type="number" min="1" max={props.board_count.to_string()}
                    ref={picker.clone()} onchange={on_pick_number} />
            </label>
        }
    });
    let board_picker = board_picker.or_else(|| {
        (props.board_count > 1).then(|| {
            let options = (0..props.board_count).map(|i| {
                html! {
                    <option value={i.to_string()} selected={i == props.current}>
                        { (t.board_of)(i + 1, props.board_count) }
                    </option>
                }
            });
            html! {
                <label class="field">
                    <span>{ t.board }</span>
                    <select onchange={on_pick}>{ for options }</select>
                </label>
            }
        })
    });
    let examples = t.example_names.iter().enumerate().map(|(i, name)| {
        html! { <option value={i.to_string()}>{ *name }</option> }
    });
    let errors = props.errors.as_ref().map(|errors| {
        let items = errors
            .first
            .iter()
            .map(|e| html! { <li>{ (t.parse_error)(e) }</li> });
        let rest = errors.total - errors.first.len();
        let unrecognized = errors
            .first
            .iter()
            .any(|e| matches!(e.kind, ErrorKind::Unrecognized { .. }));
        html! {
            <div class="input-errors">
                <p>{ if unrecognized { t.unrecognized } else { t.unreadable } }</p>
                <ul>{ for items }</ul>
                { (rest > 0).then(|| html! { <p>{ (t.and_more)(&number(rest as u64)) }</p> }) }
            </div>
        }
    });
    html! {
        <section class="panel input-panel">
            <div class="toolbar">
                <label class="field">
                    <span>{ t.format }</span>
                    <select onchange={on_choose}>
                        <option value={FormatChoice::AUTO_ID} selected={chosen == FormatChoice::AUTO_ID}>{ auto_label }</option>
                        { for format_options }
                    </select>
                </label>
                { board_picker }
                <label class="field">
                    <span>{ t.examples }</span>
                    <select onchange={on_example}>
                        <option value="" selected=true>{ t.load_example }</option>
                        { for examples }
                    </select>
                </label>
                { props.children.clone() }
            </div>
            <label class="area-label" for="puzzle-input">{ t.puzzle_input }</label>
            <textarea id="puzzle-input" class="io" spellcheck="false" rows="10"
                aria-describedby="input-errors" aria-invalid={props.errors.is_some().then_some("true")}
                placeholder={t.input_placeholder}
                key={props.revision.to_string()} readonly={large}
                defaultvalue={shown} {oninput} {onpaste} />
            { large_note }
            <div id="input-errors" aria-live="polite">{ errors }</div>
        </section>
    }
}

/// What the page says when the input is not kept across a reload (nothing when it is).
pub(crate) fn storage_note(t: &Messages, keeping: Keeping) -> Html {
    let said = match keeping {
        Keeping::Kept => return html! {},
        Keeping::Refused => t.storage_refused,
        Keeping::TooLarge => t.storage_too_large,
    };
    html! { <p class="storage-note hint" role="status">{ said }</p> }
}
