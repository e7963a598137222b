    fn choose(&self) -> usize { // the first empty cell, row by row
        self.board.iter().position(|&d| d == 0).unwrap()
    }
