//! Elliptic-curve cryptography: [`curve25519`] (X25519, Ed25519).
pub mod curve25519;
