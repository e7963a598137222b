//! The player's side of an exercise: the search at the step shown, for the learner to go on
//! performing ([`crate::ui::state::exercise`]).

use super::PlayerState;
use crate::exercise::Exercise;
use crate::ui::state::exercise::Ended;

impl PlayerState {
    /// The next `steps` steps of the search from the step shown; play stops.
    pub(crate) fn exercise_here(&mut self, steps: u32) -> Result<Exercise, Ended> {
        if self.target.is_some() || self.jump.is_some() {
            return Err(Ended::Busy);
        }
        let player = self.engine.as_ref().map_err(|_| Ended::Clash)?;
        let exercise = Exercise::new(player.search().clone(), player.last_step(), steps)?;
        self.playing = false;
        self.run_to = None;
        self.predict.asked = None;
        Ok(exercise)
    }
}
