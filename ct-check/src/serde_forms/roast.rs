//! frost-roast's signing requests in their serde forms: a request of a
//! re-randomised run carries the session's randomized package, and with it
//! its confidential randomizer, inside ROAST's own message form. A request
//! of a plain run carries nothing secret; it runs too, so that both shapes
//! of the form are under the check.

use frost_core::Ciphersuite;
use frost_roast::{RunId, SessionPackage, SigningRequest};

use super::SerdeForm;
use super::rerandomized::{randomized_package, signing_packages};
use crate::Outcome;
use crate::encodings::expect_same;
use crate::keygen::Group;
use crate::rng::SecretRng;

/// The message the requests of the check sign.
const MESSAGE: &[u8] = b"serde check roast";

/// A randomized and a plain request round-tripped in `form`; each decoded
/// request must encode to the original's wire bytes.
pub fn signing_requests<C: Ciphersuite>(
    rng: &mut SecretRng,
    form: SerdeForm,
    group: &Group<C>,
) -> Outcome<()> {
    let run = RunId::random(rng);
    // Public by design: every message of the run carries it in the clear.
    frost_ct::declassify(&run.0);
    let mut packages = signing_packages(rng, group, &[MESSAGE, MESSAGE])?;
    let plain = packages.pop().ok_or_else(|| "no package".to_string())?;
    let randomized = packages.pop().ok_or_else(|| "no package".to_string())?;
    let randomized = randomized_package(rng, group, randomized)?;
    for (session, package) in [
        SessionPackage::Randomized(randomized),
        SessionPackage::Plain(plain),
    ]
    .into_iter()
    .enumerate()
    {
        let request = SigningRequest {
            run,
            session: u32::try_from(session).map_err(|_| "session number".to_string())?,
            package,
        };
        let decoded: SigningRequest<C> = form.round_trip("SigningRequest", &request)?;
        expect_same("SigningRequest", &request.serialize(), &decoded.serialize())?;
    }
    Ok(())
}
