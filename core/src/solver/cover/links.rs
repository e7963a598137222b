//! The dancing links themselves: covering and uncovering a column, selecting a row.

/// Dancing links: node 0 is the root, nodes 1..=columns the column headers, then one node per
/// 1 of the matrix. Numbers, not pointers, so that a copy is a few vectors.
#[derive(Clone, Debug)]
pub(super) struct Links {
    pub(super) left: Vec<u32>,
    pub(super) right: Vec<u32>,
    pub(super) up: Vec<u32>,
    pub(super) down: Vec<u32>,
    /// The header of each node's column (headers: themselves).
    pub(super) column: Vec<u32>,
    /// The matrix row of each node (headers: unused).
    pub(super) row: Vec<u32>,
    /// Rows left in each column, by header node.
    pub(super) size: Vec<u32>,
}

pub(super) const ROOT: u32 = 0;

impl Links {
    pub(super) fn new(columns: usize) -> Links {
        let n = columns + 1;
        let mut links = Links {
            left: (0..n as u32)
                .map(|i| if i == 0 { n as u32 - 1 } else { i - 1 })
                .collect(),
            right: (0..n as u32).map(|i| (i + 1) % n as u32).collect(),
            up: (0..n as u32).collect(),
            down: (0..n as u32).collect(),
            column: (0..n as u32).collect(),
            row: vec![u32::MAX; n],
            size: vec![0; n],
        };
        links.size[0] = 0;
        links
    }

    /// Adds a row meeting `columns` (numbered from 0); gives its first node.
    pub(super) fn add_row(&mut self, row: u32, columns: &[u32]) -> u32 {
        let first = self.left.len() as u32;
        for (k, &c) in columns.iter().enumerate() {
            let header = c + 1;
            let node = first + k as u32;
            let above = self.up[header as usize];
            self.up.push(above);
            self.down.push(header);
            self.down[above as usize] = node;
            self.up[header as usize] = node;
            self.column.push(header);
            self.row.push(row);
            self.size[header as usize] += 1;
            let (left, right) = if k == 0 {
                (node, node)
            } else {
                (node - 1, first)
            };
            self.left.push(left);
            self.right.push(right);
            if k > 0 {
                self.right[left as usize] = node;
                self.left[first as usize] = node;
            }
        }
        first
    }

    pub(super) fn is_active(&self, header: u32) -> bool {
        let h = header as usize;
        self.right[self.left[h] as usize] == header
    }

    /// Takes column `c` out of the header list, and every row meeting it out of the other
    /// columns.
    pub(super) fn cover(&mut self, c: u32) {
        let (l, r) = (self.left[c as usize], self.right[c as usize]);
        self.right[l as usize] = r;
        self.left[r as usize] = l;
        let mut i = self.down[c as usize];
        while i != c {
            let mut j = self.right[i as usize];
            while j != i {
                let (u, d) = (self.up[j as usize], self.down[j as usize]);
                self.down[u as usize] = d;
                self.up[d as usize] = u;
                self.size[self.column[j as usize] as usize] -= 1;
                j = self.right[j as usize];
            }
            i = self.down[i as usize];
        }
    }

    /// Undoes [`Links::cover`] (in the reverse order).
    pub(super) fn uncover(&mut self, c: u32) {
        let mut i = self.up[c as usize];
        while i != c {
            let mut j = self.left[i as usize];
            while j != i {
                self.size[self.column[j as usize] as usize] += 1;
                let (u, d) = (self.up[j as usize], self.down[j as usize]);
                self.down[u as usize] = j;
                self.up[d as usize] = j;
                j = self.left[j as usize];
            }
            i = self.up[i as usize];
        }
        let (l, r) = (self.left[c as usize], self.right[c as usize]);
        self.right[l as usize] = c;
        self.left[r as usize] = c;
    }

    /// Chooses the row of `node` (its own column covered already): covers its other columns.
    pub(super) fn select(&mut self, node: u32) {
        let mut j = self.right[node as usize];
        while j != node {
            self.cover(self.column[j as usize]);
            j = self.right[j as usize];
        }
    }

    /// Undoes [`Links::select`].
    pub(super) fn unselect(&mut self, node: u32) {
        let mut j = self.left[node as usize];
        while j != node {
            self.uncover(self.column[j as usize]);
            j = self.left[j as usize];
        }
    }
}
