//! The careers site's help: a FAQ and a knowledge base of articles, in categories, written by the
//! tenant's admins in Markdown in any of the tenant's languages, and read and searched by anyone
//! in their own language (with a fallback to the tenant's default).

mod admin;
pub mod domain;
mod entities;
mod public;
pub mod repo;
pub mod views;

// The platform's (and identity's) modules under the paths this crate's code names them by.
use erecruit_auth as auth;
use erecruit_platform::{audit, db, error, locale, paging, tenancy, text, translated};

pub fn configure(cfg: &mut actix_web::web::ServiceConfig) {
    public::configure(cfg);
    admin::configure(cfg);
}

#[derive(utoipa::OpenApi)]
#[openapi(
    paths(
        public::faq,
        public::articles,
        public::article,
        admin::list_categories,
        admin::create_category,
        admin::replace_category,
        admin::delete_category,
        admin::order_categories,
        admin::list_faq,
        admin::create_faq,
        admin::replace_faq,
        admin::delete_faq,
        admin::order_faq,
        admin::list_articles,
        admin::get_article,
        admin::create_article,
        admin::replace_article,
        admin::delete_article,
        admin::order_articles
    ),
    tags(
        (name = "help", description = "The careers site's FAQ and knowledge base"),
        (name = "help (admins)", description = "Writing the FAQ and knowledge base")
    )
)]
pub struct HelpApi;
