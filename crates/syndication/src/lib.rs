//! How a tenant's careers site reaches candidates outside it: feeds of its open vacancies (RSS
//! 2.0, Atom, JSON Feed, and the XML feeds job boards ingest: Indeed's and a generic one), `sitemap.xml` and `robots.txt` per
//! tenant host, and the titles, descriptions and link-preview tags written into the HTML of its
//! vacancy pages for crawlers and link previews that do not run JavaScript.
//!
//! Every address is made from the host the request came to: a tenant's own host (its careers
//! site) gives links that open there. Feeds name the tenant as the API does (`tenantid` header, or
//! `?tenantid=` where a feed reader cannot send one) on the platform's unmapped hosts.

mod feeds;
pub mod pages;
pub mod site;
mod sitemap;

// The platform's and other features' modules under the paths this crate's code names them by.
use erecruit_help as help;
use erecruit_platform::{error, http_cache, locale, tenancy, text, translated};
use erecruit_vacancies as vacancies;

use actix_web::middleware::from_fn;
use actix_web::web;

pub use site::Site;

pub fn configure(cfg: &mut web::ServiceConfig) {
    let by_query = || from_fn(crate::tenancy::tenant_from_query);
    cfg.service(web::resource("/feeds/jobs.rss").wrap(by_query()).route(web::get().to(feeds::rss)))
        .service(web::resource("/feeds/jobs.atom").wrap(by_query()).route(web::get().to(feeds::atom)))
        .service(web::resource("/feeds/jobs.json").wrap(by_query()).route(web::get().to(feeds::json)))
        .service(web::resource("/feeds/jobs.xml").wrap(by_query()).route(web::get().to(feeds::job_board)))
        .service(web::resource("/feeds/jobs-generic.xml").wrap(by_query()).route(web::get().to(feeds::generic)))
        .service(web::resource("/sitemap.xml").wrap(by_query()).route(web::get().to(sitemap::sitemap)))
        .service(web::resource("/robots.txt").wrap(by_query()).route(web::get().to(sitemap::robots)));
}
