//! The page in English, Korean and Simplified Chinese.
//!
//! Every word the page shows is a field of [`Messages`], and each language is one `static`
//! value of it ([`en`], [`ko`], [`zh`]): a message missing from a language is a missing field,
//! a compile error, never an English fallback at run time. Messages with values in them are
//! functions; what the core reports (parse errors, verdicts, the narration, the reasons an
//! output is rejected) arrives typed and each language says it in its own words.
//!
//! No i18n crate: a general one (fluent, with its parser and plural rules) would add more to
//! the download than these three catalogues, and would find a missing message only at run
//! time (BENCHMARKS.md has the figures).

mod en;
mod exercise;
mod ko;
mod limit;
mod lines;
mod made;
mod messages;
mod predict;
mod text;
mod zh;

pub(crate) use crate::player::joined;
pub use exercise::{ExerciseMessages, MistakeWords, MoveWords, Score, StepWords};
pub use limit::{CostKind, LimitNote, NoteCost, Span};
pub use lines::LineMessages;
pub use messages::{CellState, CellWords, LaneWords, Messages};
pub use predict::{BackJudgement, Judgement, LineJudgement, LineStep, StayJudgement, Verdict};
pub(crate) use text::{decimal, number, quoted, quoted_value, shown_char, with_places};
use yew::prelude::*;

/// A language the page speaks.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Locale {
    #[default]
    En,
    Ko,
    Zh,
}

impl Locale {
    pub const ALL: [Locale; 3] = [Locale::En, Locale::Ko, Locale::Zh];

    /// The BCP 47 tag, for `<html lang>` and the saved choice.
    pub const fn tag(self) -> &'static str {
        match self {
            Locale::En => "en",
            Locale::Ko => "ko",
            Locale::Zh => "zh-Hans",
        }
    }

    /// The language's name in itself, as the Language menu lists it.
    pub const fn own_name(self) -> &'static str {
        match self {
            Locale::En => "English",
            Locale::Ko => "한국어",
            Locale::Zh => "简体中文",
        }
    }

    pub fn from_tag(tag: &str) -> Option<Locale> {
        Locale::ALL.into_iter().find(|l| l.tag() == tag)
    }

    /// The first of the browser's preferred languages (`navigator.languages`, most wanted
    /// first) that the page speaks; English if none. Any Chinese gets Simplified Chinese,
    /// closer to a Traditional Chinese reader than English.
    pub fn preferred<'a>(tags: impl IntoIterator<Item = &'a str>) -> Locale {
        tags.into_iter()
            .find_map(|tag| {
                let primary = tag.split(['-', '_']).next()?.to_ascii_lowercase();
                match primary.as_str() {
                    "en" => Some(Locale::En),
                    "ko" => Some(Locale::Ko),
                    "zh" => Some(Locale::Zh),
                    _ => None,
                }
            })
            .unwrap_or_default()
    }

    pub const fn messages(self) -> &'static Messages {
        match self {
            Locale::En => &en::EN,
            Locale::Ko => &ko::KO,
            Locale::Zh => &zh::ZH,
        }
    }
}

/// The page's language and the way to change it, for every component.
#[derive(Clone, PartialEq)]
pub(crate) struct LocaleContext {
    pub locale: Locale,
    pub choose: Callback<Locale>,
}

/// The messages in the page's language.
#[hook]
pub(crate) fn use_messages() -> &'static Messages {
    use_context::<LocaleContext>()
        .map_or(Locale::En, |c| c.locale)
        .messages()
}

#[cfg(test)]
mod tests;
