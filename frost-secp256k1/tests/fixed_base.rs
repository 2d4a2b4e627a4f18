//! The engine's fixed-base table tests over secp256k1. The suite keeps k256's
//! own fixed-base multiplication, which measured as fast as the table; these
//! tests check the generic table on a curve whose scalars fill their 256 bits
//! (the widths 4 and 8 divide 256, so the carry needs the extra position).

frost_core::fixed_base_tests!(
    frost_secp256k1::Secp256k1,
    frost_core::fixed_base::AffineEntries,
    2,
    4,
    5,
    8,
);
