//! The C ABI (`frost-ffi`): arbitrary bytes into every entry point that
//! decodes input, through the `extern "C"` functions themselves, as a
//! binding calls them. The first byte picks the entry point, the second
//! where the input splits into two arguments. A caught panic
//! (`FROST_ERR_INTERNAL`) or a failure to free what the call returned is a
//! finding; so is any crash or leak the sanitizer sees.
#![no_main]

use frost_ffi::*;

const EMPTY: FrostBuffer = FrostBuffer {
    data: std::ptr::null(),
    len: 0,
    id: 0,
};

libfuzzer_sys::fuzz_target!(|data: &[u8]| {
    let [which, split, rest @ ..] = data else {
        return;
    };
    let at = usize::from(*split).min(rest.len());
    let (a, b) = rest.split_at(at);
    let (pa, na, pb, nb) = (a.as_ptr(), a.len(), b.as_ptr(), b.len());
    let (mut out, mut out2, mut handle) = (EMPTY, EMPTY, 0u64);
    let mut error = FrostError {
        code: FrostStatus::FrostOk,
        message: EMPTY,
        participants: EMPTY,
    };
    let e: *mut FrostError = &mut error;
    // SAFETY: every pointer is valid for its length; outputs are writable.
    let entry = which % 48;
    let status = unsafe {
        match entry {
            0 => frost_key_package_from_secret_share(pa, na, &mut out, e),
            1 => frost_commit(pa, na, &mut handle, &mut out, e),
            2 => frost_signing_package_new(pa, na, pb, nb, &mut out, e),
            3 => frost_sign(pa, na, pb, nb, 1, pb, nb, &mut out, e),
            4 => frost_aggregate(pa, na, pb, nb, pa, na, &mut out, e),
            5 => frost_verify(pa, na, pb, nb, pa, na, e),
            6 => frost_dealer_split(pa, na, 2, 3, pb, nb, &mut out, &mut out2, e),
            7 => frost_dkg_part1(pa, na, 3, 2, &mut out, &mut out2, e),
            8 => frost_dkg_part2(pa, na, pb, nb, &mut out, &mut out2, e),
            9 => frost_dkg_part3(pa, na, pb, nb, pb, nb, &mut out, &mut out2, e),
            10 => frost_key_tweak(pa, na, *split % 4, pb, nb, &mut out, e),
            11 => frost_export_group_key(pa, na, *split % 4, &mut out, e),
            12 => frost_randomized_signing_package_new(pa, na, pb, nb, pb, nb, &mut out, e),
            13 => frost_randomized_verifying_key(pa, na, &mut out, e),
            14 => frost_roast_verify_blame(pa, na, pb, nb, pb, nb, e),
            15 => frost_public_key_package_verifying_key(pa, na, &mut out, e),
            16 => frost_key_package_identifier(pa, na, &mut out, e),
            17 => frost_identifier_derive(*split, pa, na, &mut out, e),
            18 => frost_roast_coordinator_new(pa, na, pb, nb, *split & 1, pb, nb, &mut handle, e),
            19 => frost_roast_signer_new(pa, na, pb, nb, *split & 1, pb, nb, std::ptr::null(), 0, &mut handle, e),
            20 => frost_roast_signer_new(pa, na, pb, nb, *split & 1, [7u8; 32].as_ptr(), 32, pb, nb, &mut handle, e),
            21 => frost_roast_identity_key_generate(*split, &mut out, &mut out2, e),
            22 => frost_nonce_pool_new(pa, na, u32::from(*split % 4), &mut handle, &mut out, e),
            23 => frost_nonce_pool_restore(pa, na, pb, nb, &mut handle, e),
            24 => frost_nonce_pool_take(1, pa, na, pb, nb, &mut handle, &mut out, e),
            25 => frost_refresh_dealer(pa, na, pb, nb, &mut out, &mut out2, e),
            26 => frost_refresh_share(pa, na, pb, nb, pa, na, &mut out, e),
            27 => frost_repair_part1(pb, nb, pa, na, pb, nb, &mut out, e),
            28 => frost_repair_part2(pa, na, pb, nb, &mut out, e),
            29 => frost_repair_part3(pa, na, pb, nb, pa, na, &mut out, e),
            30 => frost_reshare_part1(pa, na, pb, nb, pb, nb, 2, &mut out, &mut out2, e),
            31 => frost_signing_session_new(pa, na, pb, nb, &mut handle, e),
            32 => frost_refresh_part1(pa, na, u16::from(*split), &mut out, &mut out2, e),
            33 => frost_refresh_part2(pa, na, pb, nb, &mut out, &mut out2, e),
            34 => frost_refresh_part3(pa, na, pb, nb, pb, nb, pa, na, pb, nb, &mut out, &mut out2, e),
            35 => frost_reshare_part2(pb, nb, pb, nb, 2, pa, na, pb, nb, pb, nb, &mut out, &mut out2, e),
            36 => frost_multi_commit(pa, na, u32::from(*split % 4), &mut handle, &mut out, e),
            37 => frost_multi_signing_package_new(pa, na, pb, nb, &mut out, e),
            38 => frost_multi_sign(pa, na, pb, nb, 1, pb, nb, &mut out, e),
            39 => frost_multi_signing_session_new(pa, na, pb, nb, &mut handle, e),
            40 => frost_multi_signing_session_verify_shares(1, pa, na, pb, nb, e),
            41 => frost_multi_signing_session_aggregate(1, pa, na, &mut out, e),
            42 => frost_multi_verify(pa, na, pb, nb, pa, na, &mut out, e),
            43 => frost_multi_verify(pb, nb, pa, na, pb, nb, &mut out, e),
            44 => frost_randomized_multi_signing_package_new(pa, na, pb, nb, pb, nb, &mut out, e),
            45 => frost_randomized_multi_verifying_keys(pa, na, &mut out, e),
            46 => frost_randomized_multi_verify(pa, na, pb, nb, pb, nb, &mut out, e),
            _ => frost_randomized_multi_signing_package_new(pa, na, pb, nb, std::ptr::null(), 0, &mut out, e),
        }
    };
    assert_ne!(status, FrostStatus::FrostErrInternal);
    // SAFETY: buffers and the error as the library left them.
    unsafe {
        assert_eq!(frost_buffer_free(&mut out), FrostStatus::FrostOk);
        assert_eq!(frost_buffer_free(&mut out2), FrostStatus::FrostOk);
        assert_eq!(frost_error_free(e), FrostStatus::FrostOk);
    }
    if handle != 0 {
        let freed = match entry {
            1 | 24 => frost_nonces_free(handle, std::ptr::null_mut()),
            22 | 23 => frost_nonce_pool_free(handle, std::ptr::null_mut()),
            31 => frost_signing_session_free(handle, std::ptr::null_mut()),
            36 => frost_multi_nonces_free(handle, std::ptr::null_mut()),
            39 => frost_multi_signing_session_free(handle, std::ptr::null_mut()),
            _ => frost_roast_free(handle, std::ptr::null_mut()),
        };
        assert_eq!(freed, FrostStatus::FrostOk);
    }
});
