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
}

#[function_component(LinkFeedback)]
pub(crate) fn link_feedback(props: &LinkFeedbackProps) -> Html {
    let t = use_messages();
    let field = use_node_ref();
    let link = match &props.copy {
        Some(LinkCopy::Failed(link)) => Some(link.clone()),
        _ => None,
    };
    {
        // Selected as it appears: Ctrl+C (or a long press) copies it.
        let field = field.clone();
        use_effect_with(link.clone(), move |link| {
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
        Some(LinkCopy::Failed(_)) => t.link_failed,
        Some(LinkCopy::TooLarge) => t.link_too_large,
        None => "",
    };
    let select_all = Callback::from(|e: FocusEvent| {
        e.target_unchecked_into::<HtmlInputElement>().select();
    });
    html! {
        <>
            <span class="feedback" aria-live="polite">{ text }</span>
            if let Some(link) = link {
                <input class="link-by-hand" type="text" readonly=true value={link}
                    aria-label={t.link_by_hand} ref={field} onfocus={select_all} />
            }
        </>
    }
}
