use super::*;

/// Knuth's example from "Dancing Links": seven columns, six rows, one exact cover (rows
/// 1, 4 and 5, counting from 1... here 0, 3 and 4).
fn knuth() -> Rc<Matrix> {
    let rows: [&[u32]; 6] = [
        &[2, 4, 5],
        &[0, 3, 6],
        &[1, 2, 5],
        &[0, 3],
        &[1, 6],
        &[3, 4, 6],
    ];
    let mut b = Builder::new(7, 0);
    for (i, cols) in rows.iter().enumerate() {
        b.row(
            cols.to_vec(),
            Placement {
                first: (0, i as u8),
                second: None,
            },
        );
    }
    Rc::new(b.build(&[]).expect("no givens"))
}

fn solutions(matrix: Rc<Matrix>, policy: Policy) -> Vec<Vec<u32>> {
    let mut search = Cover::new(matrix, policy);
    let mut found = Vec::new();
    loop {
        match search.step() {
            Move::Solution => {
                let mut rows: Vec<u32> = search.stack().map(|(r, ..)| r).collect();
                rows.sort();
                found.push(rows);
            }
            Move::Exhausted => return found,
            _ => {}
        }
    }
}

#[test]
fn knuths_example_has_its_one_cover() {
    for policy in [Policy::Fewest, Policy::FirstCell, Policy::ForcedFirst] {
        assert_eq!(
            solutions(knuth(), policy),
            vec![vec![0, 3, 4]],
            "{policy:?}"
        );
    }
}

#[test]
fn covering_undoes_exactly_and_copies_rebuild_their_links() {
    let mut search = Cover::new(knuth(), Policy::Fewest);
    let start = search.links().clone();
    let mut copies = Vec::new();
    while !search.is_exhausted() {
        copies.push(search.clone());
        search.step();
    }
    // Back at the start: every link as it was.
    let end = search.links();
    assert_eq!(
        (&end.left, &end.right, &end.up, &end.down, &end.size),
        (
            &start.left,
            &start.right,
            &start.up,
            &start.down,
            &start.size
        )
    );
    // Each copy, stepped to the end, takes the steps the search took after it.
    let total = search.tally().steps;
    for copy in copies {
        let mut copy = copy;
        let from = copy.tally().steps;
        while !copy.is_exhausted() {
            copy.step();
        }
        assert_eq!(copy.tally().steps, total, "from step {from}");
    }
}

#[test]
fn clashing_givens_are_refused() {
    let mut b = Builder::new(2, 0);
    for _ in 0..2 {
        b.row(
            vec![0, 1],
            Placement {
                first: (0, 1),
                second: None,
            },
        );
    }
    assert!(b.build(&[0, 1]).is_none());
}
