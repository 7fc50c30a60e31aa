//! A small document model (headings, paragraphs, lists, tables, charts) rendered to Markdown and to HTML,
//! so the `.md` page and its part of `index.html` always say the same thing.

use std::fmt::Write as _;

/// A table; `numeric[i]` right-aligns column i.
#[derive(Debug, Clone, Default)]
pub struct Table {
    pub headers: Vec<String>,
    pub numeric: Vec<bool>,
    pub rows: Vec<Vec<String>>,
}

impl Table {
    pub fn new(headers: &[(&str, bool)]) -> Self {
        Table {
            headers: headers.iter().map(|(h, _)| h.to_string()).collect(),
            numeric: headers.iter().map(|(_, n)| *n).collect(),
            rows: Vec::new(),
        }
    }

    pub fn push(&mut self, row: Vec<String>) {
        debug_assert_eq!(row.len(), self.headers.len());
        self.rows.push(row);
    }

    /// Drops the columns whose cells are all empty or "n/a" in every row (a hash has no key size column).
    /// Columns named in `keep` stay.
    pub fn drop_empty_columns(&mut self, keep: &[&str]) {
        let keep_col: Vec<bool> = (0..self.headers.len())
            .map(|c| {
                keep.contains(&self.headers[c].as_str())
                    || self.rows.iter().any(|r| !matches!(r[c].as_str(), "" | "n/a" | "–"))
            })
            .collect();
        let filter = |v: &mut Vec<String>| {
            let mut i = 0;
            v.retain(|_| {
                i += 1;
                keep_col[i - 1]
            })
        };
        filter(&mut self.headers);
        let mut i = 0;
        self.numeric.retain(|_| {
            i += 1;
            keep_col[i - 1]
        });
        for r in &mut self.rows {
            filter(r);
        }
    }
}

#[derive(Debug, Clone)]
pub enum Block {
    Heading(u8, String),
    Para(String),
    List(Vec<String>),
    Table(Table),
    /// An SVG chart: its path relative to the Markdown file, its alt text and its SVG source.
    Chart {
        path: String,
        alt: String,
        svg: String,
    },
}

#[derive(Debug, Clone, Default)]
pub struct Doc {
    pub blocks: Vec<Block>,
}

impl Doc {
    pub fn heading(&mut self, level: u8, text: impl Into<String>) {
        self.blocks.push(Block::Heading(level, text.into()));
    }
    pub fn para(&mut self, text: impl Into<String>) {
        self.blocks.push(Block::Para(text.into()));
    }
    pub fn list(&mut self, items: Vec<String>) {
        if !items.is_empty() {
            self.blocks.push(Block::List(items));
        }
    }
    pub fn table(&mut self, table: Table) {
        self.blocks.push(Block::Table(table));
    }

    pub fn to_markdown(&self) -> String {
        let mut out = String::new();
        for block in &self.blocks {
            match block {
                Block::Heading(level, text) => {
                    let _ = writeln!(out, "{} {}\n", "#".repeat(usize::from(*level)), text);
                }
                Block::Para(text) => {
                    let _ = writeln!(out, "{text}\n");
                }
                Block::List(items) => {
                    for item in items {
                        let _ = writeln!(out, "- {item}");
                    }
                    out.push('\n');
                }
                Block::Table(t) => {
                    let cell = |s: &str| s.replace('|', "\\|");
                    let _ = writeln!(out, "| {} |", t.headers.iter().map(|h| cell(h)).collect::<Vec<_>>().join(" | "));
                    let aligns: Vec<&str> = t.numeric.iter().map(|&n| if n { "---:" } else { "---" }).collect();
                    let _ = writeln!(out, "| {} |", aligns.join(" | "));
                    for row in &t.rows {
                        let _ = writeln!(out, "| {} |", row.iter().map(|c| cell(c)).collect::<Vec<_>>().join(" | "));
                    }
                    out.push('\n');
                }
                Block::Chart { path, alt, .. } => {
                    let _ = writeln!(out, "![{alt}]({path})\n");
                }
            }
        }
        out
    }

    /// HTML body fragment; heading ids are prefixed with `anchor` so several pages fit in one file.
    pub fn to_html(&self, anchor: &str) -> String {
        let mut out = String::new();
        let mut n = 0;
        for block in &self.blocks {
            match block {
                Block::Heading(level, text) => {
                    n += 1;
                    let level = (*level).clamp(1, 6);
                    let _ = writeln!(out, "<h{level} id=\"{anchor}-{n}\">{}</h{level}>", escape(text));
                }
                Block::Para(text) => {
                    let _ = writeln!(out, "<p>{}</p>", inline(text));
                }
                Block::List(items) => {
                    out.push_str("<ul>\n");
                    for item in items {
                        let _ = writeln!(out, "<li>{}</li>", inline(item));
                    }
                    out.push_str("</ul>\n");
                }
                Block::Table(t) => {
                    out.push_str("<div class=\"scroll\"><table>\n<thead><tr>");
                    for (h, &num) in t.headers.iter().zip(&t.numeric) {
                        let _ = write!(out, "<th{}>{}</th>", if num { " class=\"num\"" } else { "" }, inline(h));
                    }
                    out.push_str("</tr></thead>\n<tbody>\n");
                    for row in &t.rows {
                        out.push_str("<tr>");
                        for (c, &num) in row.iter().zip(&t.numeric) {
                            let _ = write!(out, "<td{}>{}</td>", if num { " class=\"num\"" } else { "" }, inline(c));
                        }
                        out.push_str("</tr>\n");
                    }
                    out.push_str("</tbody></table></div>\n");
                }
                Block::Chart { alt, svg, .. } => {
                    let _ = writeln!(
                        out,
                        "<figure role=\"img\" aria-label=\"{}\">{}</figure>",
                        escape(alt),
                        strip_xml_prolog(svg)
                    );
                }
            }
        }
        out
    }
}

pub fn escape(s: &str) -> String {
    s.replace('&', "&amp;").replace('<', "&lt;").replace('>', "&gt;").replace('"', "&quot;")
}

/// Escapes `s` and turns the Markdown the pages use (`**bold**`, `*emphasis*`, `` `code` ``) into HTML.
fn inline(s: &str) -> String {
    let escaped = escape(s);
    let mut out = String::with_capacity(escaped.len());
    let mut bold = false;
    let mut em = false;
    let mut code = false;
    let mut chars = escaped.chars().peekable();
    while let Some(c) = chars.next() {
        match c {
            '`' => {
                out.push_str(if code { "</code>" } else { "<code>" });
                code = !code;
            }
            '*' if !code && chars.peek() == Some(&'*') => {
                chars.next();
                out.push_str(if bold { "</strong>" } else { "<strong>" });
                bold = !bold;
            }
            '*' if !code => {
                out.push_str(if em { "</em>" } else { "<em>" });
                em = !em;
            }
            _ => out.push(c),
        }
    }
    if code {
        out.push_str("</code>");
    }
    if em {
        out.push_str("</em>");
    }
    if bold {
        out.push_str("</strong>");
    }
    out
}

fn strip_xml_prolog(svg: &str) -> &str {
    match svg.find("<svg") {
        Some(i) => &svg[i..],
        None => svg,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn markdown_table_aligns_numbers_and_escapes_pipes() {
        let mut doc = Doc::default();
        let mut t = Table::new(&[("Variant", false), ("Cycles", true)]);
        t.push(vec!["a|b".into(), "1,000".into()]);
        doc.table(t);
        assert_eq!(doc.to_markdown(), "| Variant | Cycles |\n| --- | ---: |\n| a\\|b | 1,000 |\n\n");
    }

    #[test]
    fn empty_columns_are_dropped_unless_kept() {
        let mut t = Table::new(&[("A", false), ("Key", true), ("C", true)]);
        t.push(vec!["x".into(), "".into(), "n/a".into()]);
        t.drop_empty_columns(&["C"]);
        assert_eq!(t.headers, vec!["A", "C"]);
        assert_eq!(t.rows[0], vec!["x", "n/a"]);
    }

    #[test]
    fn html_escapes_and_formats_inline_markup() {
        let mut doc = Doc::default();
        doc.para("**bold** `a<b*` 1 *model*");
        assert_eq!(doc.to_html("p"), "<p><strong>bold</strong> <code>a&lt;b*</code> 1 <em>model</em></p>\n");
    }
}
