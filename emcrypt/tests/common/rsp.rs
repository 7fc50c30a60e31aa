//! A reader for NIST CAVP `.rsp` response files.
//!
//! Such a file is a sequence of `[Name = value]` section headers and blank-line separated records of
//! `Key = value` lines; `#` starts a comment. A record inherits the section headers above it.

use std::collections::BTreeMap;

/// One record with the section headers in force, keys as written in the file.
#[derive(Clone, Debug, Default)]
pub struct Record {
    /// `[Name = value]` (or `[Name]`, with an empty value) headers in force for this record.
    pub section: BTreeMap<String, String>,
    /// The record's `Key = value` lines; a repeated key keeps its values in order.
    pub fields: Vec<(String, String)>,
}

impl Record {
    /// The first value of `key`; panics (failing the test) when absent.
    pub fn get(&self, key: &str) -> &str {
        self.try_get(key).unwrap_or_else(|| panic!("record has no {key}: {self:?}"))
    }

    /// The first value of `key`, if present.
    pub fn try_get(&self, key: &str) -> Option<&str> {
        self.fields.iter().find(|(k, _)| k == key).map(|(_, v)| v.as_str())
    }

    /// Every value of `key`, in file order.
    pub fn all(&self, key: &str) -> Vec<&str> {
        self.fields.iter().filter(|(k, _)| k == key).map(|(_, v)| v.as_str()).collect()
    }

    /// A section header's value; panics when absent.
    pub fn header(&self, name: &str) -> &str {
        self.section.get(name).map(String::as_str).unwrap_or_else(|| panic!("no [{name}] header: {self:?}"))
    }

    /// A hex field decoded.
    pub fn bytes(&self, key: &str) -> Vec<u8> {
        super::unhex(self.get(key))
    }
}

/// Parses a `.rsp` file into its records (a header block with no record after it yields none).
pub fn parse(text: &str) -> Vec<Record> {
    let mut records = Vec::new();
    let mut section = BTreeMap::new();
    let mut current: Option<Record> = None;
    let mut headers_reset = false;
    for raw in text.lines() {
        let line = raw.trim();
        if line.starts_with('#') {
            continue;
        }
        if line.is_empty() {
            if let Some(r) = current.take() {
                records.push(r);
            }
            continue;
        }
        if let Some(inner) = line.strip_prefix('[').and_then(|l| l.strip_suffix(']')) {
            if let Some(r) = current.take() {
                records.push(r);
            }
            // Consecutive headers form one section; a header after records starts a new one.
            if headers_reset {
                section = BTreeMap::new();
                headers_reset = false;
            }
            let (k, v) = inner.split_once('=').unwrap_or((inner, ""));
            section.insert(k.trim().to_string(), v.trim().to_string());
            continue;
        }
        headers_reset = true;
        let (k, v) = line.split_once('=').unwrap_or((line, ""));
        current
            .get_or_insert_with(|| Record { section: section.clone(), fields: Vec::new() })
            .fields
            .push((k.trim().to_string(), v.trim().to_string()));
    }
    if let Some(r) = current.take() {
        records.push(r);
    }
    records
}

#[test]
fn parses_sections_and_records() {
    let text = "# c\n[L = 32]\n\nLen = 0\nMsg = 00\nMD = ab\n\nLen = 8\nMsg = 01\nMD = cd\n[L = 48]\n[X]\nLen = 1\n";
    let r = parse(text);
    assert_eq!(r.len(), 3);
    assert_eq!(r[0].header("L"), "32");
    assert_eq!(r[1].get("MD"), "cd");
    assert_eq!(r[2].header("L"), "48");
    assert_eq!(r[2].header("X"), "");
}
