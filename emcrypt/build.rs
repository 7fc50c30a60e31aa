//! Sets the cfg `emcrypt_umaal` on targets whose cores have the `UMAAL` instruction (Armv7E-M, and
//! Armv8-M Mainline with the DSP extension), which selects the assembly Montgomery multiplication in
//! `src/arch/umaal.rs`. `EMCRYPT_NO_UMAAL=1` keeps the portable Rust (an Armv8-M Mainline core without DSP).

fn main() {
    println!("cargo::rustc-check-cfg=cfg(emcrypt_umaal)");
    println!("cargo::rerun-if-env-changed=EMCRYPT_NO_UMAAL");
    let target = std::env::var("TARGET").unwrap_or_default();
    let has_umaal = target.starts_with("thumbv7em-") || target.starts_with("thumbv8m.main-");
    if has_umaal && std::env::var_os("EMCRYPT_NO_UMAAL").is_none() {
        println!("cargo::rustc-cfg=emcrypt_umaal");
    }
}
