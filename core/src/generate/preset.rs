//! The puzzles made to order by name: the page's "New puzzle" menu (each named in the page's
//! languages) and `sudoku generate --preset`.

use super::request::{Goal, Range};

/// What a new puzzle is for.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Preset {
    /// Short, to step through or predict in full: 20 to 80 steps, a few take-backs.
    #[default]
    Exercise,
    /// Shows backtracking: at least 100 take-backs, under 2,000 steps.
    Backtracking,
    /// Just inside the limit BOJ 2580 and 2239 keep to: 50,000 to 100,000 BOJ 12095 calls.
    BojLimit,
}

impl std::str::FromStr for Preset {
    type Err = String;

    fn from_str(id: &str) -> Result<Preset, String> {
        Preset::from_id(id).ok_or_else(|| {
            let ids: Vec<&str> = Preset::ALL.iter().map(|p| p.id()).collect();
            format!("`{id}`: expected one of {}", ids.join(", "))
        })
    }
}

impl Preset {
    pub const ALL: [Preset; 3] = [Preset::Exercise, Preset::Backtracking, Preset::BojLimit];

    /// Its name in the command, the page's protocol and its menu's values.
    pub fn id(self) -> &'static str {
        match self {
            Preset::Exercise => "exercise",
            Preset::Backtracking => "backtracking",
            Preset::BojLimit => "boj-limit",
        }
    }

    pub fn from_id(id: &str) -> Option<Preset> {
        Preset::ALL.into_iter().find(|p| p.id() == id)
    }

    /// The cost asked of the generator.
    pub fn goal(self) -> Goal {
        match self {
            // At least 2 take-backs: an exercise on backtracking that never goes back teaches
            // nothing of it.
            Preset::Exercise => Goal {
                steps: Some(Range::new(20, 80)),
                backtracks: Some(Range::new(2, u64::MAX)),
                ..Goal::default()
            },
            Preset::Backtracking => Goal {
                steps: Some(Range::new(1, 1_999)),
                backtracks: Some(Range::new(100, u64::MAX)),
                ..Goal::default()
            },
            Preset::BojLimit => Goal {
                boj_calls: Some(Range::new(50_000, 100_000)),
                ..Goal::default()
            },
        }
    }
}
