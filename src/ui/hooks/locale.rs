//! The page's language: the saved choice, else the browser's preference; kept in `<html lang>`
//! and the title, and saved when the user picks one.

use crate::ui::browser;
use crate::ui::i18n::{Locale, LocaleContext};
use yew::prelude::*;

const LOCALE_KEY: &str = "sudoku-wasm.locale";

fn first_locale() -> Locale {
    browser::load(LOCALE_KEY)
        .and_then(|tag| Locale::from_tag(&tag))
        .unwrap_or_else(|| {
            let tags = browser::preferred_languages();
            Locale::preferred(tags.iter().map(String::as_str))
        })
}

/// The language and the way to change it, for the context every component reads.
#[hook]
pub(crate) fn use_locale() -> LocaleContext {
    let locale = use_state_eq(first_locale);
    use_effect_with(*locale, |locale| {
        browser::set_document_language(locale.tag(), locale.messages().title);
    });
    let choose = {
        let locale = locale.clone();
        use_callback((), move |chosen: Locale, _| {
            browser::save(LOCALE_KEY, chosen.tag());
            locale.set(chosen);
        })
    };
    LocaleContext {
        locale: *locale,
        choose,
    }
}
