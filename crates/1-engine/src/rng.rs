//! The game's random generator: xoshiro256++, kept as plain `Copy` data so
//! that cloning a game is a memory copy.

use rand::{Error, RngCore};

/// xoshiro256++ (Blackman & Vigna), seeded through SplitMix64. The same
/// algorithm as `rand_xoshiro::Xoshiro256PlusPlus`, in a `Copy` type.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GameRng {
    s: [u64; 4],
}

impl GameRng {
    /// A generator seeded from a 64-bit number.
    pub fn seed_from_u64(seed: u64) -> GameRng {
        let mut x = seed;
        let mut next = || {
            x = x.wrapping_add(0x9E37_79B9_7F4A_7C15);
            let mut z = x;
            z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
            z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
            z ^ (z >> 31)
        };
        GameRng {
            s: [next(), next(), next(), next()],
        }
    }
}

impl RngCore for GameRng {
    #[inline]
    fn next_u64(&mut self) -> u64 {
        let s = &mut self.s;
        let result = s[0].wrapping_add(s[3]).rotate_left(23).wrapping_add(s[0]);
        let t = s[1] << 17;
        s[2] ^= s[0];
        s[3] ^= s[1];
        s[1] ^= s[2];
        s[0] ^= s[3];
        s[2] ^= t;
        s[3] = s[3].rotate_left(45);
        result
    }

    #[inline]
    fn next_u32(&mut self) -> u32 {
        (self.next_u64() >> 32) as u32
    }

    fn fill_bytes(&mut self, dest: &mut [u8]) {
        for chunk in dest.chunks_mut(8) {
            let v = self.next_u64().to_le_bytes();
            chunk.copy_from_slice(&v[..chunk.len()]);
        }
    }

    fn try_fill_bytes(&mut self, dest: &mut [u8]) -> Result<(), Error> {
        self.fill_bytes(dest);
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::SeedableRng;
    use rand_xoshiro::Xoshiro256PlusPlus;

    #[test]
    fn matches_rand_xoshiro() {
        let mut ours = GameRng::seed_from_u64(42);
        let mut theirs = Xoshiro256PlusPlus::seed_from_u64(42);
        for _ in 0..100 {
            assert_eq!(ours.next_u64(), theirs.next_u64());
        }
    }
}
