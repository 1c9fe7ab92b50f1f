//! The answers every offer operation of the hiring team documents alike.

use std::collections::BTreeMap;

use utoipa::openapi::{ContentBuilder, Ref, RefOr, ResponseBuilder, response::Response};

/// 401 without a sign-in, 403 for an applicant or someone who only interviews for the vacancy,
/// 404 for an offer the reader may not see.
pub struct OnTheHiringTeam;

impl utoipa::IntoResponses for OnTheHiringTeam {
    fn responses() -> BTreeMap<String, RefOr<Response>> {
        let error = |description: &str| {
            let content = ContentBuilder::new().schema(Some(Ref::from_schema_name("ErrorEnvelope"))).build();
            RefOr::T(ResponseBuilder::new().description(description).content("application/json", content).build())
        };
        BTreeMap::from([
            ("401".to_owned(), error("Not signed in")),
            ("403".to_owned(), error("Not staff or admin, or only an interviewer of this vacancy")),
            ("404".to_owned(), error("No such offer, or not the reader's to see")),
        ])
    }
}
