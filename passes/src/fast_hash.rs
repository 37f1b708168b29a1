//! Maps and sets keyed by LLVM handles (values and types, which hash as the pointers LLVM
//! allocated), with a multiply-rotate hasher (the one rustc uses for its own tables) instead of
//! the standard library's SipHash, which resists keys an attacker chooses and costs several times
//! more per key: a pointer LLVM allocated is not chosen by anyone. For the passes' hot maps (the
//! legality checker's type memos, the address-space analysis), and the math table's index of
//! names (its keys are the table's own; a name from the input is only looked up, so the worst
//! collisions it can choose cost a probe of the table's couple of hundred names).

use std::collections::{HashMap, HashSet};
use std::hash::{BuildHasherDefault, Hasher};

/// The hasher: each word is mixed in by a rotate, an xor and a multiply.
#[derive(Default, Clone, Copy)]
pub struct PointerHasher(u64);

const SEED: u64 = 0x51_7c_c1_b7_27_22_0a_95;

impl PointerHasher {
    fn add(&mut self, word: u64) {
        self.0 = (self.0.rotate_left(5) ^ word).wrapping_mul(SEED);
    }
}

impl Hasher for PointerHasher {
    fn write(&mut self, bytes: &[u8]) {
        for chunk in bytes.chunks(8) {
            let mut word = [0u8; 8];
            word[..chunk.len()].copy_from_slice(chunk);
            self.add(u64::from_le_bytes(word));
        }
    }

    fn write_u8(&mut self, n: u8) {
        self.add(n as u64)
    }

    fn write_u32(&mut self, n: u32) {
        self.add(n as u64)
    }

    fn write_u64(&mut self, n: u64) {
        self.add(n)
    }

    fn write_usize(&mut self, n: usize) {
        self.add(n as u64)
    }

    fn finish(&self) -> u64 {
        self.0
    }
}

/// A `HashMap` with [`PointerHasher`].
pub type FastMap<K, V> = HashMap<K, V, BuildHasherDefault<PointerHasher>>;
/// A `HashSet` with [`PointerHasher`].
pub type FastSet<K> = HashSet<K, BuildHasherDefault<PointerHasher>>;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn distinct_aligned_pointers_get_distinct_hashes_and_maps_work() {
        let hash = |p: usize| {
            let mut h = PointerHasher::default();
            h.write_usize(p);
            h.finish()
        };
        let hashes: HashSet<u64> = (0..10_000usize).map(|i| hash(0x7f00_0000_0000 + i * 16)).collect();
        assert_eq!(hashes.len(), 10_000);
        // The top seven bits (the table's tag) vary too.
        let tags: HashSet<u64> = (0..1000usize).map(|i| hash(0x7f00_0000_0000 + i * 16) >> 57).collect();
        assert!(tags.len() > 100, "{}", tags.len());
        let mut m: FastMap<usize, usize> = FastMap::default();
        for i in 0..1000 {
            m.insert(i * 16, i);
        }
        assert!((0..1000).all(|i| m[&(i * 16)] == i));
    }
}
