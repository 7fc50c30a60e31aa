//! Builds the benchmark firmware (`firmware/bench`) and measures what each case adds to it.
//!
//! Footprint method: for each footprint group the firmware is built with the group's first case alone
//! (`EMCRYPT_BENCH_ONLY=<case id>`) and with no case at all (`EMCRYPT_BENCH_ONLY=none`); the group's code,
//! constant and global bytes are the difference of the two images' sections. Everything the case pulls in
//! counts: the library functions it calls (compression function, buffering, padding), the harness code
//! around the call, and the known answer it compares with (a digest's worth of constants). The message
//! buffer and the harness common to every case are in both builds and cancel out.
//!
//! The footprint builds go to their own target dir (so the full build stays up to date) and their results
//! are cached under it, keyed by a hash of the full firmware image: the image contains every case's code,
//! so if it did not change, no footprint did.

use crate::program::{Footprint, Program};
use emcrypt_bench_timing::Core;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::hash::{Hash, Hasher};
use std::path::{Path, PathBuf};
use std::process::Command;

/// The footprint method, as recorded in the raw results.
pub const FOOTPRINT_METHOD: &str = "per footprint group: firmware with the group's first case alone minus firmware without cases \
(sections: code = executable, const = read-only, global = writable); includes every library function the case calls and \
its known answer";

/// Where and for which core to build.
pub struct Firmware {
    /// The firmware workspace (`firmware/`).
    pub dir: PathBuf,
    /// The core.
    pub core: Core,
}

impl Firmware {
    fn target_dir(&self) -> PathBuf {
        self.dir.join("target/bench")
    }

    fn footprint_dir(&self) -> PathBuf {
        self.dir.join("target/bench-footprint")
    }

    /// Builds the firmware (`only`: `None` for every case, `Some(id)` for one, `Some("none")` for none) and
    /// returns the ELF's path.
    pub fn build(&self, only: Option<&str>) -> Result<PathBuf, String> {
        // cargo runs in the firmware directory: every path handed to it must be absolute.
        let dir =
            std::path::absolute(&self.dir).map_err(|e| format!("{}: {e}", self.dir.display()))?;
        let this = Firmware {
            dir,
            core: self.core,
        };
        this.build_in(only)
    }

    fn build_in(&self, only: Option<&str>) -> Result<PathBuf, String> {
        let target_dir = if only.is_some() {
            self.footprint_dir()
        } else {
            self.target_dir()
        };
        let target = self.core.rust_target();
        let repo = self.dir.parent().unwrap_or(&self.dir).to_path_buf();
        // Held until the build is done: another checkout's build would re-point the stable path.
        let (source, _lock) = stable_source::point_at(&repo)?;
        let mut cmd = Command::new("cargo");
        cmd.current_dir(&self.dir)
            .args([
                "build",
                "--release",
                "-q",
                "-p",
                "emcrypt-fw-bench",
                "--target",
                target,
                "--manifest-path",
            ])
            .arg(source.join("firmware/Cargo.toml"))
            .arg("--target-dir")
            .arg(&target_dir)
            // The benchmark firmware only runs in the emulator: the large map fits every case.
            .env("EMCRYPT_FW_MEMORY", "roomy")
            .env_remove("CARGO_TARGET_DIR")
            .env_remove("RUSTFLAGS")
            .env("CARGO_ENCODED_RUSTFLAGS", rustflags(&[&source, &repo]))
            .env_remove("CARGO_BUILD_TARGET");
        match only {
            Some(id) => cmd.env("EMCRYPT_BENCH_ONLY", id),
            None => cmd.env_remove("EMCRYPT_BENCH_ONLY"),
        };
        let out = cmd.output().map_err(|e| format!("cannot run cargo: {e}"))?;
        if !out.status.success() {
            return Err(format!(
                "building the bench firmware for {target} (only = {only:?}) failed:\n{}",
                String::from_utf8_lossy(&out.stderr)
            ));
        }
        Ok(target_dir.join(target).join("release/bench"))
    }

    /// `rustc --version` as the firmware build sees it.
    pub fn toolchain(&self) -> String {
        Command::new("rustc")
            .arg("--version")
            .current_dir(&self.dir)
            .output()
            .ok()
            .map(|o| String::from_utf8_lossy(&o.stdout).trim().to_string())
            .unwrap_or_else(|| "unknown".into())
    }

    /// The footprint of each group (`group → first case id`) of the full image `full_elf`.
    /// `on_build` is called before each build with (done, total).
    pub fn footprints(
        &self,
        full_elf: &[u8],
        groups: &BTreeMap<String, String>,
        mut on_build: impl FnMut(usize, usize),
    ) -> Result<BTreeMap<String, Footprint>, String> {
        let cache_path = self
            .footprint_dir()
            .join(format!("footprints-{}.json", self.core.name()));
        let fingerprint = fingerprint(full_elf);
        let mut cache: FootprintCache = std::fs::read(&cache_path)
            .ok()
            .and_then(|b| serde_json::from_slice(&b).ok())
            .filter(|c: &FootprintCache| c.fingerprint == fingerprint)
            .unwrap_or(FootprintCache {
                fingerprint,
                baseline: None,
                groups: BTreeMap::new(),
            });

        let missing: Vec<(&String, &String)> = groups
            .iter()
            .filter(|(g, _)| !cache.groups.contains_key(*g))
            .collect();
        let total = missing.len() + usize::from(cache.baseline.is_none() && !missing.is_empty());
        let mut done = 0;
        if cache.baseline.is_none() && !missing.is_empty() {
            on_build(done, total);
            cache.baseline = Some(self.sizes(None)?);
            done += 1;
        }
        for (group, case) in missing {
            on_build(done, total);
            let base = cache.baseline.unwrap_or_default();
            let sizes = self.sizes(Some(case))?;
            cache.groups.insert(group.clone(), sizes.minus(&base));
            done += 1;
            // Save as we go: an interrupted run keeps what it measured.
            write_cache(&cache_path, &cache)?;
        }
        write_cache(&cache_path, &cache)?;
        Ok(groups
            .keys()
            .filter_map(|g| cache.groups.get(g).map(|f| (g.clone(), *f)))
            .collect())
    }

    fn sizes(&self, case: Option<&str>) -> Result<Footprint, String> {
        let elf = self.build(Some(case.unwrap_or("none")))?;
        let bytes = std::fs::read(&elf).map_err(|e| format!("{}: {e}", elf.display()))?;
        Ok(Program::from_elf(&bytes)?.footprint)
    }
}

#[derive(Serialize, Deserialize)]
struct FootprintCache {
    fingerprint: String,
    baseline: Option<Footprint>,
    groups: BTreeMap<String, Footprint>,
}

fn write_cache(path: &Path, cache: &FootprintCache) -> Result<(), String> {
    if let Some(dir) = path.parent() {
        std::fs::create_dir_all(dir).map_err(|e| format!("{}: {e}", dir.display()))?;
    }
    let text = serde_json::to_string_pretty(cache).map_err(|e| e.to_string())?;
    std::fs::write(path, text).map_err(|e| format!("{}: {e}", path.display()))
}

/// A stable hash of an image (SipHash with fixed keys, the same in every run).
fn fingerprint(bytes: &[u8]) -> String {
    #[allow(deprecated)] // SipHasher: a fixed, documented hash; no security role here
    let mut h = std::hash::SipHasher::new();
    bytes.hash(&mut h);
    format!("{:016x}-{}", h.finish(), bytes.len())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fingerprint_is_stable_and_sensitive() {
        assert_eq!(fingerprint(b"abc"), fingerprint(b"abc"));
        assert_ne!(fingerprint(b"abc"), fingerprint(b"abd"));
    }
}

/// The firmware's rustflags: the link script of `firmware/.cargo/config.toml` (an explicit flag list replaces
/// the config's) and the remapping of source paths (`sources` and the cargo home) to fixed names, so that panic
/// locations and debug info do not depend on where the checkout is.
fn rustflags(sources: &[&Path]) -> String {
    let mut flags = vec!["-C".to_string(), "link-arg=-Tlink.x".to_string()];
    for dir in sources {
        flags.push(format!("--remap-path-prefix={}=/emcrypt", dir.display()));
    }
    let cargo_home = std::env::var_os("CARGO_HOME")
        .map(PathBuf::from)
        .or_else(|| std::env::var_os("HOME").map(|h| PathBuf::from(h).join(".cargo")));
    if let Some(home) = cargo_home {
        flags.push(format!("--remap-path-prefix={}=/cargo", home.display()));
    }
    flags.join("\x1f")
}

/// The benchmark firmware is built through one fixed path, whatever the checkout's path, so that two
/// checkouts of the same commit produce the same image and the same cycle counts.
///
/// Why: `emcrypt` is a path dependency outside the firmware workspace, and cargo hashes such a dependency's
/// absolute path into its symbol names; rustc orders the functions it emits by symbol name, so another path
/// reorders the code, moves its alignment and changes cycle counts by up to a few percent (flash lines,
/// literal pools). Building through `<tmp>/emcrypt-bench-source` (a symlink to the checkout, re-pointed
/// under a lock for each build) gives every checkout the same hashes.
mod stable_source {
    use std::fs::File;
    use std::path::{Path, PathBuf};

    /// Points the stable path at `repo` and returns it with the lock that keeps it there.
    #[cfg(unix)]
    pub fn point_at(repo: &Path) -> Result<(PathBuf, File), String> {
        let tmp = std::env::temp_dir();
        let link = tmp.join("emcrypt-bench-source");
        let lock_path = tmp.join("emcrypt-bench-source.lock");
        let lock = File::create(&lock_path).map_err(|e| format!("{}: {e}", lock_path.display()))?;
        lock.lock().map_err(|e| format!("locking {}: {e}", lock_path.display()))?;
        let repo = std::path::absolute(repo).map_err(|e| format!("{}: {e}", repo.display()))?;
        // Replace atomically: a new link beside it, renamed over the old one.
        let fresh = tmp.join(format!("emcrypt-bench-source.{}", std::process::id()));
        let _ = std::fs::remove_file(&fresh);
        std::os::unix::fs::symlink(&repo, &fresh).map_err(|e| format!("{}: {e}", fresh.display()))?;
        std::fs::rename(&fresh, &link).map_err(|e| format!("{}: {e}", link.display()))?;
        Ok((link, lock))
    }

    /// Elsewhere: the checkout's own path (figures then depend on it, see above).
    #[cfg(not(unix))]
    pub fn point_at(repo: &Path) -> Result<(PathBuf, File), String> {
        let lock = File::open(repo).map_err(|e| format!("{}: {e}", repo.display()))?;
        Ok((repo.to_path_buf(), lock))
    }
}
