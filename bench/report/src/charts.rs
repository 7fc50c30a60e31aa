//! SVG bar charts drawn with `plotters` (SVG backend): cycles per case (emcrypt, CMOX, RustCrypto,
//! CycloneCRYPTO side by side) and footprint per variant (stacked code / constants / globals / stack /
//! working buffer).

use plotters::coord::Shift;
use plotters::prelude::*;
use plotters::style::text_anchor::{HPos, Pos, VPos};

use crate::join::{FootprintRow, TimingRow};
use crate::names::{api_title, operation_title};
use crate::units::group_thousands;

/// A named colour of a chart series.
pub struct Series {
    pub name: &'static str,
    pub color: RGBColor,
}

pub const EMCRYPT: Series = Series { name: "emcrypt", color: RGBColor(0x1f, 0x5f, 0xa8) };
pub const CMOX: Series = Series { name: "CMOX", color: RGBColor(0xe0, 0x7b, 0x12) };
pub const RUSTCRYPTO: Series = Series { name: "RustCrypto", color: RGBColor(0x7a, 0x7a, 0x7a) };
pub const CYCLONE: Series = Series { name: "CycloneCRYPTO", color: RGBColor(0x3a, 0x9a, 0x4a) };

pub const FOOTPRINT_PARTS: [Series; 5] = [
    Series { name: "code", color: RGBColor(0x1f, 0x5f, 0xa8) },
    Series { name: "constant data", color: RGBColor(0x7f, 0xaf, 0xe0) },
    Series { name: "global data", color: RGBColor(0x8e, 0x5a, 0xb0) },
    Series { name: "stack", color: RGBColor(0xe0, 0x7b, 0x12) },
    Series { name: "working buffer", color: RGBColor(0xf2, 0xc1, 0x4e) },
];

/// One bar: stacked segments (series index, value) and the text printed at its end.
pub struct Bar {
    pub segments: Vec<(usize, f64)>,
    pub label: String,
}

/// A labelled group of bars (one case, or one variant).
pub struct Group {
    pub label: String,
    pub bars: Vec<Bar>,
}

/// Three significant digits or more: 3344 -> "3,344", 11070 -> "11.1k", 471151 -> "471k", 15378668 -> "15.4M".
pub fn short_number(v: f64) -> String {
    if v >= 1e9 {
        format!("{:.2}G", v / 1e9)
    } else if v >= 1e7 {
        format!("{:.1}M", v / 1e6)
    } else if v >= 1e6 {
        format!("{:.2}M", v / 1e6)
    } else if v >= 1e5 {
        format!("{:.0}k", v / 1e3)
    } else if v >= 1e4 {
        format!("{:.1}k", v / 1e3)
    } else {
        group_thousands(v.round() as u64)
    }
}

const WIDTH: u32 = 960;
const LABEL_AREA: u32 = 300;
const BAR_PX: u32 = 15;
const GROUP_GAP_PX: u32 = 10;

fn draw_legend(root: &DrawingArea<SVGBackend, Shift>, series: &[&Series], y: i32) -> Result<(), String> {
    let mut x = LABEL_AREA as i32;
    for s in series {
        root.draw(&Rectangle::new([(x, y - 6), (x + 12, y + 6)], s.color.filled())).map_err(|e| e.to_string())?;
        root.draw(&Text::new(
            s.name.to_string(),
            (x + 18, y),
            ("sans-serif", 13).into_font().color(&BLACK).pos(Pos::new(HPos::Left, VPos::Center)),
        ))
        .map_err(|e| e.to_string())?;
        x += 36 + 7 * s.name.len() as i32;
    }
    Ok(())
}

/// Horizontal bar chart as SVG text. `log_x` plots the values on a logarithmic axis.
pub fn horizontal_bars(
    title: &str,
    x_desc: &str,
    series: &[&Series],
    groups: &[Group],
    log_x: bool,
) -> Result<String, String> {
    let slots: u32 = groups.iter().map(|g| g.bars.len().max(1) as u32).sum();
    // Thinner bars for long charts (AES-CBC has dozens of cases), so a chart stays readable on one screen.
    let bar_px = if slots > 60 { BAR_PX - 4 } else { BAR_PX };
    let height = 110 + slots * bar_px + groups.len() as u32 * GROUP_GAP_PX + 50;
    let max = groups
        .iter()
        .flat_map(|g| g.bars.iter().map(|b| b.segments.iter().map(|s| s.1).sum::<f64>()))
        .fold(1.0, f64::max);
    let min = groups
        .iter()
        .flat_map(|g| g.bars.iter().map(|b| b.segments.iter().map(|s| s.1).sum::<f64>()))
        .filter(|v| *v > 0.0)
        .fold(max, f64::min);

    // Each bar takes one unit of the y axis, each group a gap of GROUP_GAP_PX / BAR_PX units; the first
    // group is drawn at the top.
    let gap = f64::from(GROUP_GAP_PX) / f64::from(bar_px);
    let total = f64::from(slots) + gap * groups.len() as f64;

    let mut svg = String::new();
    {
        let root = SVGBackend::with_string(&mut svg, (WIDTH, height)).into_drawing_area();
        root.fill(&WHITE).map_err(|e| e.to_string())?;
        root.draw(&Text::new(
            title.to_string(),
            (12, 18),
            ("sans-serif", 17).into_font().style(FontStyle::Bold).color(&BLACK).pos(Pos::new(HPos::Left, VPos::Center)),
        ))
        .map_err(|e| e.to_string())?;
        draw_legend(&root, series, 48)?;
        let area = root.margin(70, 10, 10, 30);

        let mut bar_rects: Vec<(f64, f64, f64, f64, RGBColor)> = Vec::new();
        let mut ends: Vec<(f64, f64, String)> = Vec::new();
        let mut labels: Vec<(f64, String)> = Vec::new();
        let mut y = total;
        for g in groups {
            y -= gap / 2.0;
            let top = y;
            for bar in &g.bars {
                let mut x0 = 0.0;
                for &(si, v) in &bar.segments {
                    bar_rects.push((x0, y - 0.9, x0 + v, y - 0.1, series[si].color));
                    x0 += v;
                }
                ends.push((x0, y - 0.5, bar.label.clone()));
                y -= 1.0;
            }
            if g.bars.is_empty() {
                y -= 1.0;
            }
            labels.push(((top + y) / 2.0, g.label.clone()));
            y -= gap / 2.0;
        }

        macro_rules! draw {
            ($chart:expr, $floor:expr) => {{
                let mut chart = $chart;
                let floor: f64 = $floor;
                chart
                    .configure_mesh()
                    .disable_y_mesh()
                    .y_labels(0)
                    .x_desc(x_desc)
                    .x_label_formatter(&|v| short_number(*v))
                    .label_style(("sans-serif", 12))
                    .axis_desc_style(("sans-serif", 13))
                    .light_line_style(RGBColor(0xee, 0xee, 0xee))
                    .draw()
                    .map_err(|e| e.to_string())?;
                chart
                    .draw_series(
                        bar_rects
                            .iter()
                            .map(|&(x0, y0, x1, y1, c)| Rectangle::new([(x0.max(floor), y0), (x1, y1)], c.filled())),
                    )
                    .map_err(|e| e.to_string())?;
                chart
                    .draw_series(ends.iter().map(|(x, y, s)| {
                        Text::new(
                            format!(" {s}"),
                            (*x, *y),
                            ("sans-serif", 11).into_font().color(&BLACK).pos(Pos::new(HPos::Left, VPos::Center)),
                        )
                    }))
                    .map_err(|e| e.to_string())?;
                for (yc, text) in &labels {
                    let (px, py) = chart.backend_coord(&(floor, *yc));
                    root.draw(&Text::new(
                        text.clone(),
                        (px - 8, py),
                        ("sans-serif", 12).into_font().color(&BLACK).pos(Pos::new(HPos::Right, VPos::Center)),
                    ))
                    .map_err(|e| e.to_string())?;
                }
            }};
        }

        if log_x {
            let floor = (min / 2.0).max(1.0);
            draw!(
                ChartBuilder::on(&area)
                    .x_label_area_size(40)
                    .y_label_area_size(LABEL_AREA - 10)
                    .build_cartesian_2d((floor..max * 3.0).log_scale(), 0.0..total)
                    .map_err(|e| e.to_string())?,
                floor
            );
        } else {
            let floor = 0.0;
            draw!(
                ChartBuilder::on(&area)
                    .x_label_area_size(40)
                    .y_label_area_size(LABEL_AREA - 10)
                    .build_cartesian_2d(floor..max * 1.22, 0.0..total)
                    .map_err(|e| e.to_string())?,
                floor
            );
        }
        root.present().map_err(|e| e.to_string())?;
    }
    Ok(svg)
}

/// Cycles chart of one algorithm's cases: our cycles beside CMOX's, RustCrypto's and CycloneCRYPTO's.
pub fn cycles_chart(title: &str, rows: &[&TimingRow]) -> Result<String, String> {
    let series = [&EMCRYPT, &CMOX, &RUSTCRYPTO, &CYCLONE];
    let groups: Vec<Group> = rows
        .iter()
        .map(|r| {
            let mut bars = vec![Bar {
                segments: vec![(0, r.cycles_compared as f64)],
                label: short_number(r.cycles_compared as f64),
            }];
            if let Some(c) = r.cmox.as_ref().filter(|c| !c.inconsistent) {
                let label = if c.config.is_empty() {
                    short_number(c.cycles as f64)
                } else {
                    format!("{} ({})", short_number(c.cycles as f64), c.config)
                };
                bars.push(Bar { segments: vec![(1, c.cycles as f64)], label });
            }
            if let Some(p) = &r.rustcrypto {
                bars.push(Bar { segments: vec![(2, p.cycles as f64)], label: short_number(p.cycles as f64) });
            }
            if let Some(c) = &r.cyclone {
                bars.push(Bar { segments: vec![(3, c.cycles as f64)], label: short_number(c.cycles as f64) });
            }
            Group { label: case_label(r), bars }
        })
        .collect();
    let values: Vec<f64> = groups.iter().flat_map(|g| g.bars.iter().map(|b| b.segments[0].1)).collect();
    let max = values.iter().copied().fold(1.0, f64::max);
    let min = values.iter().copied().fold(max, f64::min);
    let log = max / min.max(1.0) > 30.0;
    let used: Vec<&Series> = (0..series.len())
        .filter(|i| groups.iter().any(|g| g.bars.iter().any(|b| b.segments[0].0 == *i)))
        .map(|i| series[i])
        .collect();
    // Re-index segments to the series actually shown, so the legend lists only those.
    let index_of = |i: usize| used.iter().position(|s| std::ptr::eq(*s, series[i])).unwrap_or(0);
    let groups: Vec<Group> = groups
        .into_iter()
        .map(|g| Group {
            label: g.label,
            bars: g
                .bars
                .into_iter()
                .map(|b| Bar {
                    segments: b.segments.into_iter().map(|(i, v)| (index_of(i), v)).collect(),
                    label: b.label,
                })
                .collect(),
        })
        .collect();
    let desc = if log { "cycles (logarithmic scale)" } else { "cycles" };
    horizontal_bars(title, desc, &used, &groups, log)
}

/// "unrolled, data flow 8000 B / 128 B chunks, AES-128 encryption"-style label of a case.
pub fn case_label(r: &TimingRow) -> String {
    let mut parts = vec![r.variant.clone()];
    if !r.operation.is_empty() {
        parts.push(operation_title(&r.operation).to_string());
    }
    parts.push(match r.api.as_str() {
        "sole-buffer" => "sole".into(),
        "data-flow" => "flow".into(),
        "generate-tag" => "tag".into(),
        _ => String::new(),
    });
    if let Some(k) = r.key_bits {
        parts.push(format!("{k}-bit"));
    }
    if let Some(m) = r.message_bytes {
        parts.push(match r.chunk_bytes {
            Some(c) => format!("{m} B/{c}"),
            None => format!("{m} B"),
        });
    }
    parts.retain(|p| !p.is_empty());
    parts.join(" ")
}

/// Footprint chart of one algorithm: for each emcrypt variant, CMOX configuration and RustCrypto crate, a
/// flash bar (code + constant data) and a RAM bar (global data + stack + working buffer).
pub fn footprint_chart(title: &str, rows: &[&FootprintRow]) -> Result<String, String> {
    let series: Vec<&Series> = FOOTPRINT_PARTS.iter().collect();
    let mut groups = Vec::new();
    let entry = |label: String, parts: [Option<u64>; 5]| {
        let bar = |what: &str, range: std::ops::Range<usize>| {
            let segments: Vec<(usize, f64)> = range.filter_map(|i| parts[i].map(|v| (i, v as f64))).collect();
            let total: f64 = segments.iter().map(|s| s.1).sum();
            Bar { segments, label: format!("{what} {} B", group_thousands(total as u64)) }
        };
        Group { label, bars: vec![bar("flash", 0..2), bar("RAM", 2..5)] }
    };
    let what = |f: &FootprintRow| match f.api.as_str() {
        "operation" => operation_title(&f.operation).to_string(),
        api => format!("{} {}", api_title(api).replace(" mode", ""), operation_title(&f.operation)),
    };
    // One block per (API, operation): our variants, then the CMOX configurations they map to, then RustCrypto.
    let mut blocks: Vec<String> = Vec::new();
    for f in rows {
        if !blocks.contains(&what(f)) {
            blocks.push(what(f));
        }
    }
    for block in &blocks {
        let members: Vec<&&FootprintRow> = rows.iter().filter(|f| &what(f) == block).collect();
        for f in &members {
            groups.push(entry(
                format!("emcrypt {} ({block})", f.variant),
                [f.code_bytes, f.const_bytes, f.global_bytes, f.stack_bytes, f.working_bytes],
            ));
        }
        let mut seen_cmox: Vec<&str> = Vec::new();
        for c in members.iter().filter_map(|f| f.cmox.as_ref()) {
            if seen_cmox.contains(&c.config.as_str()) {
                continue;
            }
            seen_cmox.push(&c.config);
            let config = if c.config.is_empty() { String::new() } else { format!("{} ", c.config) };
            groups.push(entry(
                format!("CMOX {config}({block})"),
                [c.code_bytes, c.const_bytes, c.global_bytes, c.stack_bytes, c.working_bytes],
            ));
        }
        if let Some(r) = members.iter().find_map(|f| f.rustcrypto.as_ref()) {
            groups.push(entry(
                format!("RustCrypto {} ({block})", r.crate_name),
                [r.code_bytes, r.const_bytes, None, r.stack_bytes, None],
            ));
        }
    }
    horizontal_bars(title, "bytes", &series, &groups, false)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn short_numbers() {
        assert_eq!(short_number(999.0), "999");
        assert_eq!(short_number(3344.0), "3,344");
        assert_eq!(short_number(11_070.0), "11.1k");
        assert_eq!(short_number(471_151.0), "471k");
        assert_eq!(short_number(1_234_567.0), "1.23M");
        assert_eq!(short_number(15_378_668.0), "15.4M");
    }

    #[test]
    fn chart_is_svg_with_labels() {
        let groups = vec![Group {
            label: "case A".into(),
            bars: vec![
                Bar { segments: vec![(0, 1000.0)], label: "1000".into() },
                Bar { segments: vec![(1, 2000.0)], label: "2000".into() },
            ],
        }];
        let svg = horizontal_bars("Title", "cycles", &[&EMCRYPT, &CMOX], &groups, false).unwrap();
        assert!(svg.starts_with("<svg") || svg.contains("<svg"));
        assert!(svg.contains("case A"));
        assert!(svg.contains("CMOX"));
        assert!(svg.contains("<rect"));
    }
}
