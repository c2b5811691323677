//! Line numbers for problems found after parsing. serde keeps no positions, so the checks
//! find the item of a list (a step, a question) by its `- ` line and then the text they
//! complain about within it; an author gets `file:line:col`, not just a file name.

use std::ops::Range;

/// The lines of one content file.
pub struct Locator<'a> {
    lines: Vec<&'a str>,
}

impl<'a> Locator<'a> {
    pub fn new(text: &'a str) -> Locator<'a> {
        Locator { lines: text.lines().collect() }
    }

    /// The whole file, as a range of 0-based line indices.
    pub fn all(&self) -> Range<usize> {
        0..self.lines.len()
    }

    /// The line ranges of the items of the block list under the top-level `key:`, one per
    /// item in order. Empty when the list is missing or written in flow style (`[...]`).
    pub fn items(&self, key: &str) -> Vec<Range<usize>> {
        let header = format!("{key}:");
        match self.lines.iter().position(|l| l.trim_end() == header) {
            Some(start) => self.items_after(start),
            None => Vec::new(),
        }
    }

    /// The line ranges of the items of the block list under `key:` at any depth in `within`
    /// (a question's `reasons:`), one per item in order; empty as for [`items`](Self::items).
    pub fn items_in(&self, within: Range<usize>, key: &str) -> Vec<Range<usize>> {
        let header = format!("{key}:");
        match within.filter(|&i| i < self.lines.len()).find(|&i| self.lines[i].trim() == header) {
            Some(start) => self.items_after(start),
            None => Vec::new(),
        }
    }

    /// The items of the block list whose key is on line `start` (0-based).
    fn items_after(&self, start: usize) -> Vec<Range<usize>> {
        let indent = |l: &str| l.len() - l.trim_start().len();
        let content = |l: &&str| !l.trim().is_empty() && !l.trim_start().starts_with('#');
        let Some(first) = (start + 1..self.lines.len()).find(|&i| content(&self.lines[i])) else {
            return Vec::new();
        };
        let item_indent = indent(self.lines[first]);
        if !self.lines[first].trim_start().starts_with('-') {
            return Vec::new();
        }
        let mut starts = Vec::new();
        let mut end = self.lines.len();
        for i in first..self.lines.len() {
            let l = self.lines[i];
            if !content(&l) {
                continue;
            }
            let d = indent(l);
            if d < item_indent || (d == item_indent && !l.trim_start().starts_with('-')) {
                end = i;
                break;
            }
            if d == item_indent {
                starts.push(i);
            }
        }
        let ends = starts.iter().skip(1).copied().chain(std::iter::once(end));
        starts.iter().zip(ends).map(|(&s, e)| s..e).collect()
    }

    /// The first line in `within` containing every one of `needles`, as a 1-based
    /// (line, column of the first needle).
    pub fn find(&self, within: Range<usize>, needles: &[&str]) -> Option<(usize, usize)> {
        within.filter(|&i| i < self.lines.len()).find_map(|i| {
            let line = self.lines[i];
            if !needles.iter().all(|n| line.contains(n)) {
                return None;
            }
            let byte = needles.first().and_then(|n| line.find(n)).unwrap_or(0);
            Some((i + 1, line[..byte].chars().count() + 1))
        })
    }

    /// Where each entry of the flow list `key: [a, b, c]` in `within` starts, as 1-based
    /// (line, column); `None` when there is no such line or the list is not on it.
    pub fn flow_items(&self, within: Range<usize>, key: &str) -> Option<Vec<(usize, usize)>> {
        let header = format!("{key}:");
        let i = within.filter(|&i| i < self.lines.len()).find(|&i| self.lines[i].trim_start().starts_with(&header))?;
        let line = self.lines[i];
        let open = line.find('[')?;
        let close = open + line[open..].find(']')?;
        let mut spots = Vec::new();
        let mut start = open + 1;
        for entry in line[open + 1..close].split(',') {
            let skip = entry.len() - entry.trim_start_matches([' ', '"', '\'']).len();
            if !entry.trim().is_empty() {
                spots.push((i + 1, line[..start + skip].chars().count() + 1));
            }
            start += entry.len() + 1;
        }
        Some(spots)
    }

    /// Where `key` is given a second time in the block mapping that starts at the 1-based
    /// `line` and `column` (where serde_yaml reports a duplicate key: the mapping, not the
    /// key): the second line at that column naming the key, before the mapping ends.
    pub fn duplicate_key(&self, line: usize, column: usize, key: &str) -> Option<(usize, usize)> {
        let at = column.checked_sub(1)?;
        let names_key = |l: &str| {
            let rest = l.get(at..).unwrap_or("");
            [format!("{key}:"), format!("\"{key}\":"), format!("'{key}':")].iter().any(|k| rest.starts_with(k.as_str()))
        };
        let mut seen = false;
        for (i, l) in self.lines.iter().enumerate().skip(line.checked_sub(1)?) {
            let indent = l.len() - l.trim_start().len();
            let content = !l.trim().is_empty() && !l.trim_start().starts_with('#');
            // The mapping ends at a line left of its keys (its first line may start with `- `).
            if content && indent < at && i + 1 > line {
                break;
            }
            if names_key(l) {
                if seen {
                    return Some((i + 1, column));
                }
                seen = true;
            }
        }
        None
    }

    /// The first line of `within` (1-based) with the column where its text starts.
    pub fn start(&self, within: &Range<usize>) -> (usize, usize) {
        let i = within.start.min(self.lines.len().saturating_sub(1));
        let line = self.lines.get(i).copied().unwrap_or("");
        (i + 1, line.chars().take_while(|c| c.is_whitespace()).count() + 1)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn items_and_needles() {
        let text = "id: x\nsteps:\n  # a comment\n  - sfen: a\n    text: b\n\n  - text: c\n    verify:\n      - legal: \"5e5a\"\nafter: 1\n";
        let loc = Locator::new(text);
        let items = loc.items("steps");
        assert_eq!(items, vec![3..6, 6..9]);
        assert_eq!(loc.find(items[1].clone(), &["legal", "5e5a"]), Some((9, 9)));
        assert_eq!(loc.find(items[0].clone(), &["legal"]), None);
        assert_eq!(loc.start(&items[1]), (7, 3));
        assert!(loc.items("questions").is_empty());
        let nested = Locator::new(
            "q:\n  - options: [a, b]\n    reasons:\n      - null\n      - en: x\n        es: y\n    answer: 0\n",
        );
        assert_eq!(nested.items_in(nested.all(), "reasons"), vec![3..4, 4..6]);
        assert!(nested.items_in(0..2, "reasons").is_empty());
        let flow = Locator::new("move:\n  accepts: [G*7c, \"S*7c\",G*7c]\n");
        assert_eq!(flow.flow_items(flow.all(), "accepts"), Some(vec![(2, 13), (2, 20), (2, 26)]));
        assert_eq!(flow.flow_items(flow.all(), "moves"), None);
    }

    #[test]
    fn a_duplicate_key_is_found_within_its_mapping() {
        let text =
            "id: x\norder: 1\nsteps:\n  - sfen: a\n    text: b\n    # text: c\n    text: d\n  - text: e\norder: 2\n";
        let loc = Locator::new(text);
        assert_eq!(loc.duplicate_key(1, 1, "order"), Some((9, 1)));
        assert_eq!(loc.duplicate_key(4, 5, "text"), Some((7, 5)));
        // The next item's key is another mapping's.
        assert_eq!(loc.duplicate_key(4, 5, "sfen"), None);
    }
}
