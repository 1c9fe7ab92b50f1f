//! `/sitemap.xml` and `/robots.txt`, per tenant host: what a crawler may read of the careers site
//! and which pages it has.

use actix_web::http::header;
use actix_web::{HttpRequest, HttpResponse};
use quick_xml::events::BytesText;
use sea_orm::Iterable;

use super::site::{Site, category_path, vacancy_path};
use crate::error::ApiError;
use crate::http_cache;
use crate::tenancy::TenantUnits;
use crate::vacancies::domain::Category;

/// A sitemap file lists at most 50,000 addresses (sitemaps.org).
const MAX_URLS: u64 = 49_000;
const MAX_AGE_SECS: u32 = 3_600;

/// The careers site's pages, every open vacancy, and the published help.
pub async fn sitemap(req: HttpRequest, units: TenantUnits) -> Result<HttpResponse, ApiError> {
    let tx = units.begin().await?;
    let site = Site::of(&req, tx.tenant());
    let vacancies = crate::vacancies::repo::open_newest(&tx, None, MAX_URLS).await?;
    let (help_published, articles) = crate::help::repo::published_pages(&tx).await?;
    tx.commit().await?;
    // (path, last modified)
    let mut pages: Vec<(String, Option<String>)> = vec![("/".to_owned(), None), ("/job-vacancy".to_owned(), None)];
    pages.extend(Category::iter().map(|category| (category_path(category), None)));
    pages.extend(vacancies.iter().map(|v| (vacancy_path(v.id), Some(v.updated_at.format("%Y-%m-%d").to_string()))));
    if help_published {
        pages.push(("/pages/faq".to_owned(), None));
        pages.push(("/pages/knowledge-base".to_owned(), None));
    }
    for article in &articles {
        let path = format!("/pages/knowledge-base/{}/{}", article.category_slug, article.slug);
        pages.push((path, Some(article.updated_at.format("%Y-%m-%d").to_string())));
    }
    let body = super::feeds::xml(|w| {
        w.create_element("urlset")
            .with_attribute(("xmlns", "http://www.sitemaps.org/schemas/sitemap/0.9"))
            .write_inner_content(|w| {
                for (path, modified) in &pages {
                    w.create_element("url").write_inner_content(|w| {
                        w.create_element("loc").write_text_content(BytesText::new(&site.url(path)))?;
                        if let Some(modified) = modified {
                            w.create_element("lastmod").write_text_content(BytesText::new(modified))?;
                        }
                        Ok(())
                    })?;
                }
                Ok(())
            })?;
        Ok(())
    })?;
    Ok(http_cache::conditional_body(&req, body, MAX_AGE_SECS, "application/xml; charset=utf-8"))
}

/// The signed-in parts of the web app and the API are not for crawlers.
const PRIVATE: [&str; 21] = [
    "/api/",
    "/job-vacancy-setting",
    "/job-vacancy/*/apply",
    "/my-application",
    "/my-profile",
    "/applications",
    "/email",
    "/chat",
    "/todo",
    "/calendar",
    "/app/",
    "/users",
    "/settings",
    "/change-password",
    "/pages/account-settings",
    "/pages/bookmarks",
    "/pages/lock-screen",
    "/pages/search",
    "/pages/reset-password",
    "/pages/accept-invitation",
    "/pages/single-sign-on",
];

/// What crawlers may read, and where the sitemap is. A host without a tenant (or a suspended
/// one) has nothing to crawl.
pub async fn robots(req: HttpRequest, units: Option<TenantUnits>) -> HttpResponse {
    let body = match units {
        Some(units) => {
            let site = Site::of(&req, units.tenant());
            let mut body = String::from("User-agent: *\nAllow: /\n");
            for path in PRIVATE {
                body.push_str(&format!("Disallow: {path}\n"));
            }
            body.push_str(&format!("\nSitemap: {}\n", site.url("/sitemap.xml")));
            body
        }
        None => "User-agent: *\nDisallow: /\n".to_owned(),
    };
    let mut response = http_cache::conditional_body(&req, body.into_bytes(), MAX_AGE_SECS, "text/plain; charset=utf-8");
    response.headers_mut().insert(header::X_CONTENT_TYPE_OPTIONS, header::HeaderValue::from_static("nosniff"));
    response
}
