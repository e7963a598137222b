    fn choose(&self) -> usize { // a forced move (a column with 0 or 1 rows left), else the first
        let (mut best, mut c) = (self.right[0], self.right[0]); // column left: the first empty
        while c != 0 && self.size[best] > 1 { // cell, as the cells' columns come first
            if self.size[c] < self.size[best] { best = c; }
            c = self.right[c];
        }
        if self.size[best] <= 1 { best } else { self.right[0] }
    }
