//! MCU profiles: the boards the CMOX pages were measured on, each tied to the core whose raw results stand
//! for it and to the CMOX rows of that board.
//!
//! | profile | core (raw file) | clock | flash wait states | flash accelerator | CMOX rows (mcu / core) |
//! | --- | --- | --- | --- | --- | --- |
//! | `stm32l476` | Cortex-M4 (`m4`) | 80 MHz | 4 | ART (prefetch, I- and D-cache) | STM32L476RGT6 / cortex-m4 |
//! | `stm32wl55` | Cortex-M4 (`m4`) | 48 MHz | 2 | prefetch, I- and D-cache | STM32WL55JC / cortex-m4 |
//! | `stm32wl55-m0plus` | Cortex-M0+ (`m0plus`) | 48 MHz | 2 | as the M4 side (assumed) | STM32WL55JC / cortex-m0plus |
//! | `stm32l152` | Cortex-M3 (`m3`) | 32 MHz | 1 | prefetch, 64-bit access | STM32L152RET6 / cortex-m3 |
//! | `stm32u575` | Cortex-M33 (`m33`) | 160 MHz | 4 | 8 KB ICACHE | STM32U575ZITxQ / cortex-m33 |
//!
//! The STM32WL55's Cortex-M0+ has a full CMOX page of its own in `cmox.csv` (188 rows: AES-CBC, SHA-256,
//! SHA-384, ECDSA P-256/P-384, Ed25519, RSA-3072-PSS), measured at 48 MHz like the M4 core;
//! `cmox_platforms.csv` lists only the WL55's M4 line, whose clock and wait states it shares.

/// One MCU profile.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize)]
pub struct Profile {
    /// Command-line name and file stem: `results/<name>.md`.
    pub name: &'static str,
    /// Part name for titles.
    pub mcu: &'static str,
    /// Core name for titles.
    pub core_title: &'static str,
    /// Raw results file stem: `results/raw/<core>.json`.
    pub core: &'static str,
    pub clock_mhz: u32,
    pub flash_wait_states: u32,
    /// What sits between the core and the flash on this part (not modelled by the emulator).
    pub flash_accelerator: &'static str,
    /// `mcu` and `core` columns of this board's rows in `cmox.csv`.
    pub cmox_mcu: &'static str,
    pub cmox_core: &'static str,
    /// Extra caveat for this profile's page, if any.
    pub note: Option<&'static str>,
}

pub const PROFILES: [Profile; 5] = [
    Profile {
        name: "stm32l476",
        mcu: "STM32L476",
        core_title: "Cortex-M4",
        core: "m4",
        clock_mhz: 80,
        flash_wait_states: 4,
        flash_accelerator: "ART accelerator (prefetch, instruction and data cache)",
        cmox_mcu: "STM32L476RGT6",
        cmox_core: "cortex-m4",
        note: None,
    },
    Profile {
        name: "stm32wl55",
        mcu: "STM32WL55",
        core_title: "Cortex-M4",
        core: "m4",
        clock_mhz: 48,
        flash_wait_states: 2,
        flash_accelerator: "prefetch, instruction and data cache",
        cmox_mcu: "STM32WL55JC",
        cmox_core: "cortex-m4",
        note: None,
    },
    Profile {
        name: "stm32wl55-m0plus",
        mcu: "STM32WL55",
        core_title: "Cortex-M0+",
        core: "m0plus",
        clock_mhz: 48,
        flash_wait_states: 2,
        flash_accelerator: "prefetch and cache as on the M4 side (assumed)",
        cmox_mcu: "STM32WL55JC",
        cmox_core: "cortex-m0plus",
        note: Some(
            "The Cortex-M0+ runs Thumb-1 only: no 32x32->64 multiply, which weighs on big-number and \
             elliptic-curve code.",
        ),
    },
    Profile {
        name: "stm32l152",
        mcu: "STM32L152",
        core_title: "Cortex-M3",
        core: "m3",
        clock_mhz: 32,
        flash_wait_states: 1,
        flash_accelerator: "prefetch buffer, 64-bit flash access",
        cmox_mcu: "STM32L152RET6",
        cmox_core: "cortex-m3",
        note: Some(
            "The STM32L152 page was measured with CMOX v5 (050000B2) and adds ML-KEM, ML-DSA and LMS; a few of \
             its post-quantum rows came out of the PDF with two cells run together and are restored before use. \
             On the M3, UMULL/UMLAL take 3-7 cycles depending on the operands (see the model's caveats).",
        ),
    },
    Profile {
        name: "stm32u575",
        mcu: "STM32U575",
        core_title: "Cortex-M33",
        core: "m33",
        clock_mhz: 160,
        flash_wait_states: 4,
        flash_accelerator: "8 KB instruction cache (ICACHE)",
        cmox_mcu: "STM32U575ZITxQ",
        cmox_core: "cortex-m33",
        note: Some(
            "No cycle table is published for the Cortex-M33 in the detail the model needs: the M33 figures use \
             the Cortex-M4 table on code compiled for ARMv8-M Mainline.",
        ),
    },
];

/// The profile named `name`.
pub fn find(name: &str) -> Option<&'static Profile> {
    PROFILES.iter().find(|p| p.name.eq_ignore_ascii_case(name))
}

/// Profiles selected by a command-line word: one name, or `all`.
pub fn select(word: &str) -> Result<Vec<&'static Profile>, String> {
    if word.eq_ignore_ascii_case("all") {
        return Ok(PROFILES.iter().collect());
    }
    find(word).map(|p| vec![p]).ok_or_else(|| {
        let names: Vec<&str> = PROFILES.iter().map(|p| p.name).collect();
        format!("unknown profile `{word}`; known: {} or all", names.join(", "))
    })
}

impl Profile {
    /// "STM32L476 (Cortex-M4, 80 MHz)".
    pub fn title(&self) -> String {
        format!("{} ({}, {} MHz)", self.mcu, self.core_title, self.clock_mhz)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn select_all_and_one() {
        assert_eq!(select("all").unwrap().len(), 5);
        assert_eq!(select("stm32wl55-m0plus").unwrap()[0].core, "m0plus");
        assert!(select("stm32f4").is_err());
    }
}
