//! Data shared by the state and the views, compared by pointer first.

use std::rc::Rc;

/// Text (or other data) shared by the state and a component's props, compared by pointer
/// first. The page renders often, and the input and the judge's answer can be megabytes:
/// `Rc`'s own comparison looks at the pointer first only for sized types, so an `Rc<str>`
/// (and a yew `AttrValue`) reads both texts through even when they are one. A run of the
/// 49,158 17-clue puzzles made every later render of the page compare its 4 MB answer twice.
#[derive(Debug)]
pub(crate) struct Shared<T: ?Sized>(pub Rc<T>);

// By hand: derived, it would ask `T: Clone` (which `str` is not).
impl<T: ?Sized> Clone for Shared<T> {
    fn clone(&self) -> Shared<T> {
        Shared(self.0.clone())
    }
}

impl<T: ?Sized + PartialEq> PartialEq for Shared<T> {
    fn eq(&self, other: &Shared<T>) -> bool {
        Rc::ptr_eq(&self.0, &other.0) || self.0 == other.0
    }
}

impl<T: ?Sized> std::ops::Deref for Shared<T> {
    type Target = T;

    fn deref(&self) -> &T {
        &self.0
    }
}

#[cfg(test)]
mod tests {
    use super::Shared;
    use std::rc::Rc;

    #[test]
    fn shared_text_is_equal_when_it_is_the_same_or_reads_the_same() {
        let answer: Rc<str> = Rc::from("1 2 3\n");
        let same = Shared(answer.clone());
        assert_eq!(same, Shared(answer));
        assert_eq!(
            Shared(Rc::<str>::from("1 2 3\n")),
            same,
            "another copy of it"
        );
        assert_ne!(Shared(Rc::<str>::from("1 2 4\n")), same);
    }
}
