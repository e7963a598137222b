    fn choose(&self) -> usize { // of the empty cells with the fewest digits left, the first
        // whose digits are left in the most cells around it (it decides the most)
        let key = |x: usize| {
            let reach: u32 = self.peers[x].iter().map(|&p| ones(self.cand[p] & self.cand[x])).sum();
            (ones(self.cand[x]), std::cmp::Reverse(reach))
        };
        (0..81).filter(|&x| self.board[x] == 0).min_by_key(|&x| key(x)).unwrap()
    }
