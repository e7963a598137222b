//! What the Copy link button did: copied, too large for a link, or refused by the browser. A
//! refusal shows the link itself, selected, to copy by hand: a page installed on a phone's
//! home screen has no address bar to copy it from.

use crate::ui::hooks::LinkCopy;
use crate::ui::i18n::use_messages;
use web_sys::HtmlInputElement;
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub(crate) struct LinkFeedbackProps {
    pub copy: Option<LinkCopy>,
    /// The link, when the copy was refused.
    pub link: Option<AttrValue>,
}

#[function_component(LinkFeedback)]
pub(crate) fn link_feedback(props: &LinkFeedbackProps) -> Html {
    let t = use_messages();
    let field = use_node_ref();
    {
        // Selected as it appears: Ctrl+C (or a long press) copies it.
        let field = field.clone();
        use_effect_with(props.link.clone(), move |link| {
            if link.is_some() {
                if let Some(input) = field.cast::<HtmlInputElement>() {
                    let _ = input.focus();
                    input.select();
                }
            }
        });
    }
    let text = match props.copy {
        Some(LinkCopy::Copied) => t.link_copied,
        Some(LinkCopy::Failed) => t.link_failed,
        Some(LinkCopy::TooLarge) => t.link_too_large,
        None => "",
    };
    let select_all = Callback::from(|e: FocusEvent| {
        e.target_unchecked_into::<HtmlInputElement>().select();
    });
    html! {
        <>
            <span class="feedback" aria-live="polite">{ text }</span>
            if let Some(link) = props.link.clone() {
                <input class="link-by-hand" type="text" readonly=true value={link}
                    aria-label={t.link_by_hand} ref={field} onfocus={select_all} />
            }
        </>
    }
}
