//! The costs a static model cannot know, because they depend on data or on the silicon vendor's choices.
//!
//! Each parameter has a documented default (the figure reported as `cycles`) and a documented range. The
//! model's bounds (`cycles_min`, `cycles_max`) are the same run priced with [`Params::best`] and
//! [`Params::worst`], so a reader sees how much the unknowns could move a figure.
//!
//! | parameter | range | default | source |
//! | --- | --- | --- | --- |
//! | taken-branch refill P (M3/M4/M33) | 1..=3 | estimated per branch (see [`Refill`]) | M4 TRM §3.3.1 "P: 1 to 3 cycles" |
//! | M3 UMULL/SMULL, UMLAL/SMLAL | 3..=5, 4..=7 | worst (5, 7) | M3 TRM §18.2: early termination on small operands |
//! | SDIV/UDIV (M3/M4/M33) | 2..=12 | 12 | M3/M4 TRM: "2 to 12, depending on operand values" |
//! | IT | 0..=1 | 1 | M4 TRM: IT may fold into a preceding 16-bit instruction |
//! | M0+ MULS | 1 or 32 | 1 | M0+ TRM: single-cycle or small (32-cycle) multiplier, a silicon option |
//!
//! Every STM32 Cortex-M0+ (the STM32WL55 included) has the single-cycle multiplier.

use core::ops::RangeInclusive;

/// Range of the taken-branch pipeline refill P on M3/M4/M33.
pub const BRANCH_REFILL: RangeInclusive<u32> = 1..=3;
/// Range of SDIV/UDIV cycles on M3/M4/M33.
pub const DIV: RangeInclusive<u32> = 2..=12;
/// Range of the Cortex-M3 UMULL/SMULL cycles.
pub const M3_MUL_LONG: RangeInclusive<u32> = 3..=5;
/// Range of the Cortex-M3 UMLAL/SMLAL/UMAAL cycles.
pub const M3_MUL_LONG_ACC: RangeInclusive<u32> = 4..=7;
/// Range of the IT instruction's cost on M3/M4/M33.
pub const IT: RangeInclusive<u32> = 0..=1;

/// How the taken-branch refill P is chosen on M3/M4/M33.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Refill {
    /// Per branch: 1, plus 1 when the target is a 32-bit instruction that is not word aligned (it needs two
    /// fetches), plus 1 when the target comes from a register or memory (BX, POP {pc}, LDR pc, TBB: no early
    /// speculation). This is the default.
    Estimated,
    /// The same P for every taken branch (used for the bounds).
    Fixed(u32),
}

/// Model parameters (see the module docs for ranges and sources).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Params {
    /// Taken-branch refill on M3/M4/M33.
    pub branch_refill: Refill,
    /// SDIV/UDIV cycles on M3/M4/M33.
    pub div: u32,
    /// Cortex-M3 UMULL/SMULL cycles.
    pub m3_mul_long: u32,
    /// Cortex-M3 UMLAL/SMLAL/UMAAL cycles.
    pub m3_mul_long_acc: u32,
    /// IT instruction cycles on M3/M4/M33.
    pub it: u32,
    /// Cortex-M0+ MULS cycles: 1 (fast multiplier) or 32 (small multiplier).
    pub m0plus_mul: u32,
}

impl Default for Params {
    fn default() -> Self {
        Params {
            branch_refill: Refill::Estimated,
            div: *DIV.end(),
            m3_mul_long: *M3_MUL_LONG.end(),
            m3_mul_long_acc: *M3_MUL_LONG_ACC.end(),
            it: *IT.end(),
            m0plus_mul: 1,
        }
    }
}

/// A parameter outside its documented range.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct OutOfRange {
    /// The parameter's name.
    pub parameter: &'static str,
    /// The value given.
    pub value: u32,
}

impl core::fmt::Display for OutOfRange {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        write!(
            f,
            "model parameter {} = {} is outside its documented range",
            self.parameter, self.value
        )
    }
}

impl Params {
    /// Every data-dependent cost at its cheapest: the lower bound of a figure.
    pub fn best() -> Self {
        Params {
            branch_refill: Refill::Fixed(*BRANCH_REFILL.start()),
            div: *DIV.start(),
            m3_mul_long: *M3_MUL_LONG.start(),
            m3_mul_long_acc: *M3_MUL_LONG_ACC.start(),
            it: *IT.start(),
            ..Params::default()
        }
    }

    /// Every data-dependent cost at its dearest: the upper bound of a figure.
    pub fn worst() -> Self {
        Params {
            branch_refill: Refill::Fixed(*BRANCH_REFILL.end()),
            ..Params::default()
        }
    }

    /// Checks every parameter against its documented range.
    pub fn validate(&self) -> Result<(), OutOfRange> {
        let check = |parameter, value, range: RangeInclusive<u32>| {
            if range.contains(&value) {
                Ok(())
            } else {
                Err(OutOfRange { parameter, value })
            }
        };
        if let Refill::Fixed(p) = self.branch_refill {
            check("branch_refill", p, BRANCH_REFILL)?;
        }
        check("div", self.div, DIV)?;
        check("m3_mul_long", self.m3_mul_long, M3_MUL_LONG)?;
        check("m3_mul_long_acc", self.m3_mul_long_acc, M3_MUL_LONG_ACC)?;
        check("it", self.it, IT)?;
        if self.m0plus_mul != 1 && self.m0plus_mul != 32 {
            return Err(OutOfRange {
                parameter: "m0plus_mul",
                value: self.m0plus_mul,
            });
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn presets_are_in_range_and_ordered() {
        for p in [Params::default(), Params::best(), Params::worst()] {
            p.validate().unwrap();
        }
        let (b, d, w) = (Params::best(), Params::default(), Params::worst());
        assert!(b.div <= d.div && d.div <= w.div);
        assert!(b.m3_mul_long <= d.m3_mul_long && b.m3_mul_long_acc <= w.m3_mul_long_acc);
    }

    #[test]
    fn out_of_range_is_named() {
        let p = Params {
            div: 13,
            ..Params::default()
        };
        assert_eq!(
            p.validate(),
            Err(OutOfRange {
                parameter: "div",
                value: 13
            })
        );
        let p = Params {
            branch_refill: Refill::Fixed(0),
            ..Params::default()
        };
        assert_eq!(p.validate().unwrap_err().parameter, "branch_refill");
        let p = Params {
            m0plus_mul: 2,
            ..Params::default()
        };
        assert!(p.validate().is_err());
    }
}
