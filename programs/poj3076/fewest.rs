    fn choose(&self) -> usize { // Knuth's: the column with the fewest rows left; stop at 1,
        let (mut best, mut c) = (self.right[0], self.right[0]); // as none beats it
        while c != 0 && self.size[best] > 1 {
            if self.size[c] < self.size[best] { best = c; }
            c = self.right[c];
        }
        best
    }
