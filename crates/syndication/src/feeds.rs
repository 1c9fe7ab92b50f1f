//! `/feeds/jobs.rss` (RSS 2.0), `/feeds/jobs.atom` (Atom, RFC 4287), `/feeds/jobs.json` (JSON
//! Feed 1.1), `/feeds/jobs.xml` (the XML job feed format Indeed defined, which most job
//! aggregators ingest: `<source>` with one `<job>` per vacancy) and `/feeds/jobs-generic.xml` (our
//! generic XML job feed: `<jobs>` with one `<job>` per vacancy, documented in
//! docs/features/syndication.md), each with `?category=` (the API's category names). The first
//! three carry the newest 100 open vacancies, the job boards' feeds every open vacancy (at most
//! 5,000). The job boards' feeds take `?board=<name>` and put `?source=<name>` on every vacancy
//! and apply address, so an application through them counts for that board. All are answered
//! with an ETag and kept five minutes by caches.

use std::io;

use actix_web::{HttpRequest, HttpResponse, web};
use chrono::{DateTime, Utc};
use quick_xml::Writer;
use quick_xml::events::{BytesDecl, BytesText, Event};
use serde::Deserialize;
use serde_json::json;

use super::site::{Site, category_label, category_path, category_slug, vacancy_path};
use crate::error::{ApiError, ErrorCode};
use crate::http_cache;
use crate::tenancy::TenantUnits;
use crate::text;
use crate::vacancies::domain::{Category, EmploymentType, Workplace};
use crate::vacancies::repo::VacancyRow;

/// Readers' feeds: the newest this many.
const FEED_ITEMS: u64 = 100;
/// Job boards read every open vacancy, up to this many.
const BOARD_ITEMS: u64 = 5_000;
/// How long caches keep a feed.
const MAX_AGE_SECS: u32 = 300;

#[derive(Debug, Deserialize)]
pub struct FeedQuery {
    category: Option<Category>,
}

/// A job board's feed: `?category=` and `?board=`, the name its applications are counted under.
#[derive(Debug, Deserialize)]
pub struct BoardQuery {
    category: Option<Category>,
    board: Option<String>,
}

/// Longest board name.
const BOARD_MAX: usize = 40;

/// A board's name: 1 to 40 lower-case ASCII letters, digits and `-` (so it goes into an address
/// unescaped and reads as the application's source).
fn board_name(board: Option<String>, default: &str) -> Result<String, ApiError> {
    let Some(board) = board else { return Ok(default.to_owned()) };
    let ok = !board.is_empty()
        && board.len() <= BOARD_MAX
        && board.bytes().all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'-');
    if ok { Ok(board) } else { Err(ApiError::bad_request(ErrorCode::FeedBoardInvalid)) }
}

/// `path` with the board as the application's source.
fn with_source(site: &Site, path: &str, board: &str) -> String {
    site.url(&format!("{path}?source={board}"))
}

struct Feed {
    site: Site,
    category: Option<Category>,
    vacancies: Vec<VacancyRow>,
    /// The feed's own address.
    own: String,
}

impl Feed {
    async fn load(req: &HttpRequest, units: &TenantUnits, query: FeedQuery, limit: u64) -> Result<Self, ApiError> {
        let tx = units.begin().await?;
        let vacancies = crate::vacancies::repo::open_newest(&tx, query.category, limit).await?;
        let site = Site::of(req, tx.tenant());
        let own = match query.category {
            Some(category) => site.url(&format!("{}?category={}", req.path(), category_slug(category))),
            None => site.url(req.path()),
        };
        Ok(Self { site, category: query.category, vacancies, own })
    }

    /// A job board's feed and the board's name (`default` when the query names none).
    async fn for_board(
        req: &HttpRequest,
        units: &TenantUnits,
        query: BoardQuery,
        default: &str,
    ) -> Result<(Self, String), ApiError> {
        let board = board_name(query.board, default)?;
        let feed = Self::load(req, units, FeedQuery { category: query.category }, BOARD_ITEMS).await?;
        Ok((feed, board))
    }

    fn title(&self) -> String {
        match self.category {
            Some(category) => format!("{} · {}", category_label(category, self.site.language), self.site.title),
            None => self.site.title.clone(),
        }
    }

    /// The careers site's page of what the feed lists.
    fn home(&self) -> String {
        self.site.url(&self.category.map_or_else(|| "/job-vacancy".to_owned(), category_path))
    }

    /// When the newest vacancy was published or any changed (now, for an empty feed).
    fn updated(&self) -> DateTime<Utc> {
        self.vacancies.iter().map(|v| v.updated_at).max().unwrap_or_else(Utc::now)
    }
}

fn published(vacancy: &VacancyRow) -> DateTime<Utc> {
    vacancy.published_at.unwrap_or(vacancy.created_at)
}

/// The vacancy's description and requirements as HTML.
fn content_html(vacancy: &VacancyRow) -> String {
    let mut html = text::markdown_html(&vacancy.description);
    if !vacancy.requirements.trim().is_empty() {
        html.push_str(&text::markdown_html(&vacancy.requirements));
    }
    html
}

fn summary(vacancy: &VacancyRow) -> String {
    text::summary(&vacancy.description, 300)
}

fn element(w: &mut Writer<Vec<u8>>, name: &str, value: &str) -> io::Result<()> {
    w.create_element(name).write_text_content(BytesText::new(value))?;
    Ok(())
}

pub(super) fn xml(write: impl FnOnce(&mut Writer<Vec<u8>>) -> io::Result<()>) -> Result<Vec<u8>, ApiError> {
    let mut w = Writer::new_with_indent(Vec::new(), b' ', 1);
    w.write_event(Event::Decl(BytesDecl::new("1.0", Some("UTF-8"), None))).map_err(|e| ApiError::Internal(e.into()))?;
    write(&mut w).map_err(|err| ApiError::Internal(err.into()))?;
    Ok(w.into_inner())
}

pub async fn rss(req: HttpRequest, units: TenantUnits, query: web::Query<FeedQuery>) -> Result<HttpResponse, ApiError> {
    let feed = Feed::load(&req, &units, query.into_inner(), FEED_ITEMS).await?;
    let body = xml(|w| {
        w.create_element("rss")
            .with_attribute(("version", "2.0"))
            .with_attribute(("xmlns:atom", "http://www.w3.org/2005/Atom"))
            .write_inner_content(|w| {
                w.create_element("channel").write_inner_content(|w| {
                    element(w, "title", &feed.title())?;
                    element(w, "link", &feed.home())?;
                    element(w, "description", &format!("Open vacancies: {}", feed.title()))?;
                    element(w, "language", feed.site.language.as_str())?;
                    element(w, "lastBuildDate", &feed.updated().to_rfc2822())?;
                    w.create_element("atom:link")
                        .with_attribute(("href", feed.own.as_str()))
                        .with_attribute(("rel", "self"))
                        .with_attribute(("type", "application/rss+xml"))
                        .write_empty()?;
                    for vacancy in &feed.vacancies {
                        let link = feed.site.url(&vacancy_path(vacancy.id));
                        w.create_element("item").write_inner_content(|w| {
                            element(w, "title", &vacancy.title)?;
                            element(w, "link", &link)?;
                            w.create_element("guid")
                                .with_attribute(("isPermaLink", "true"))
                                .write_text_content(BytesText::new(&link))?;
                            element(w, "pubDate", &published(vacancy).to_rfc2822())?;
                            element(w, "category", category_label(vacancy.category, feed.site.language))?;
                            element(w, "description", &content_html(vacancy))?;
                            Ok(())
                        })?;
                    }
                    Ok(())
                })?;
                Ok(())
            })?;
        Ok(())
    })?;
    Ok(http_cache::conditional_body(&req, body, MAX_AGE_SECS, "application/rss+xml; charset=utf-8"))
}

pub async fn atom(
    req: HttpRequest,
    units: TenantUnits,
    query: web::Query<FeedQuery>,
) -> Result<HttpResponse, ApiError> {
    let feed = Feed::load(&req, &units, query.into_inner(), FEED_ITEMS).await?;
    let body = xml(|w| {
        w.create_element("feed")
            .with_attribute(("xmlns", "http://www.w3.org/2005/Atom"))
            .with_attribute(("xml:lang", feed.site.language.as_str()))
            .write_inner_content(|w| {
                element(w, "id", &feed.own)?;
                element(w, "title", &feed.title())?;
                element(w, "updated", &feed.updated().to_rfc3339())?;
                w.create_element("link")
                    .with_attribute(("rel", "self"))
                    .with_attribute(("href", feed.own.as_str()))
                    .write_empty()?;
                w.create_element("link")
                    .with_attribute(("rel", "alternate"))
                    .with_attribute(("href", feed.home().as_str()))
                    .write_empty()?;
                w.create_element("author").write_inner_content(|w| element(w, "name", &feed.site.name))?;
                for vacancy in &feed.vacancies {
                    let link = feed.site.url(&vacancy_path(vacancy.id));
                    w.create_element("entry").write_inner_content(|w| {
                        element(w, "id", &link)?;
                        element(w, "title", &vacancy.title)?;
                        w.create_element("link")
                            .with_attribute(("rel", "alternate"))
                            .with_attribute(("href", link.as_str()))
                            .write_empty()?;
                        element(w, "published", &published(vacancy).to_rfc3339())?;
                        element(w, "updated", &vacancy.updated_at.to_rfc3339())?;
                        w.create_element("category")
                            .with_attribute(("term", category_slug(vacancy.category)))
                            .with_attribute(("label", category_label(vacancy.category, feed.site.language)))
                            .write_empty()?;
                        w.create_element("summary")
                            .with_attribute(("type", "text"))
                            .write_text_content(BytesText::new(&summary(vacancy)))?;
                        w.create_element("content")
                            .with_attribute(("type", "html"))
                            .write_text_content(BytesText::new(&content_html(vacancy)))?;
                        Ok(())
                    })?;
                }
                Ok(())
            })?;
        Ok(())
    })?;
    Ok(http_cache::conditional_body(&req, body, MAX_AGE_SECS, "application/atom+xml; charset=utf-8"))
}

pub async fn json(
    req: HttpRequest,
    units: TenantUnits,
    query: web::Query<FeedQuery>,
) -> Result<HttpResponse, ApiError> {
    let feed = Feed::load(&req, &units, query.into_inner(), FEED_ITEMS).await?;
    let items: Vec<_> = feed
        .vacancies
        .iter()
        .map(|vacancy| {
            let link = feed.site.url(&vacancy_path(vacancy.id));
            json!({
                "id": link,
                "url": link,
                "title": vacancy.title,
                "summary": summary(vacancy),
                "content_html": content_html(vacancy),
                "date_published": published(vacancy).to_rfc3339(),
                "date_modified": vacancy.updated_at.to_rfc3339(),
                "tags": [category_label(vacancy.category, feed.site.language)],
            })
        })
        .collect();
    let mut document = json!({
        "version": "https://jsonfeed.org/version/1.1",
        "title": feed.title(),
        "home_page_url": feed.home(),
        "feed_url": feed.own,
        "language": feed.site.language.as_str(),
        "authors": [{"name": feed.site.name}],
        "items": items,
    });
    if let Some(logo) = &feed.site.logo {
        document["icon"] = json!(logo);
    }
    let body = serde_json::to_vec(&document).map_err(|err| ApiError::Internal(err.into()))?;
    Ok(http_cache::conditional_body(&req, body, MAX_AGE_SECS, "application/feed+json; charset=utf-8"))
}

fn job_type(kind: EmploymentType) -> &'static str {
    match kind {
        EmploymentType::FullTime => "fulltime",
        EmploymentType::PartTime => "parttime",
        EmploymentType::Contract => "contract",
        EmploymentType::Temporary => "temporary",
        EmploymentType::Internship => "internship",
    }
}

/// "EUR 40000 - 55000", when the vacancy shows its salary.
fn salary(vacancy: &VacancyRow) -> Option<String> {
    let currency = vacancy.salary_currency.as_deref().filter(|_| vacancy.show_salary)?;
    match (vacancy.salary_min, vacancy.salary_max) {
        (Some(min), Some(max)) if min != max => Some(format!("{currency} {min} - {max}")),
        (Some(amount), _) | (None, Some(amount)) => Some(format!("{currency} {amount}")),
        (None, None) => None,
    }
}

/// The board `/feeds/jobs.xml` counts applications under when the query names none.
const INDEED: &str = "indeed";
/// The board `/feeds/jobs-generic.xml` counts applications under when the query names none.
const GENERIC_BOARD: &str = "job-board";

pub async fn job_board(
    req: HttpRequest,
    units: TenantUnits,
    query: web::Query<BoardQuery>,
) -> Result<HttpResponse, ApiError> {
    let (feed, board) = Feed::for_board(&req, &units, query.into_inner(), INDEED).await?;
    let body = xml(|w| {
        w.create_element("source").write_inner_content(|w| {
            element(w, "publisher", &feed.site.name)?;
            element(w, "publisherurl", &feed.site.url("/"))?;
            element(w, "lastBuildDate", &feed.updated().to_rfc2822())?;
            for vacancy in &feed.vacancies {
                w.create_element("job").write_inner_content(|w| {
                    element(w, "title", &vacancy.title)?;
                    element(w, "date", &published(vacancy).to_rfc2822())?;
                    element(w, "referencenumber", &vacancy.id.to_string())?;
                    element(w, "url", &with_source(&feed.site, &vacancy_path(vacancy.id), &board))?;
                    element(w, "company", &feed.site.name)?;
                    element(w, "city", vacancy.location.as_deref().unwrap_or_default())?;
                    element(w, "description", &content_html(vacancy))?;
                    element(w, "jobtype", job_type(vacancy.employment_type))?;
                    element(w, "category", category_label(vacancy.category, feed.site.language))?;
                    if let Some(department) = &vacancy.department {
                        element(w, "department", department)?;
                    }
                    match vacancy.workplace {
                        Workplace::Remote => element(w, "remotetype", "Fully remote")?,
                        Workplace::Hybrid => element(w, "remotetype", "Hybrid remote")?,
                        Workplace::Onsite => {}
                    }
                    if let Some(salary) = salary(vacancy) {
                        element(w, "salary", &salary)?;
                    }
                    if let Some(closes) = vacancy.closes_at {
                        element(w, "expirationdate", &closes.to_rfc2822())?;
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

/// The generic XML job feed: `<jobs>` with one `<job id="…">` per open vacancy, each with its
/// title, description (HTML), location, salary (when shown), category, employment type, the
/// vacancy's and the apply page's addresses (both with `?source=<board>`), when it was published
/// and when it closes.
pub async fn generic(
    req: HttpRequest,
    units: TenantUnits,
    query: web::Query<BoardQuery>,
) -> Result<HttpResponse, ApiError> {
    let (feed, board) = Feed::for_board(&req, &units, query.into_inner(), GENERIC_BOARD).await?;
    let body = xml(|w| {
        w.create_element("jobs")
            .with_attribute(("version", "1"))
            .with_attribute(("xml:lang", feed.site.language.as_str()))
            .write_inner_content(|w| {
                element(w, "publisher", &feed.site.name)?;
                element(w, "publisher_url", &feed.site.url("/"))?;
                element(w, "updated", &feed.updated().to_rfc3339())?;
                for vacancy in &feed.vacancies {
                    let path = vacancy_path(vacancy.id);
                    w.create_element("job")
                        .with_attribute(("id", vacancy.id.to_string().as_str()))
                        .write_inner_content(|w| {
                            element(w, "title", &vacancy.title)?;
                            element(w, "description", &content_html(vacancy))?;
                            element(w, "location", vacancy.location.as_deref().unwrap_or_default())?;
                            match vacancy.workplace {
                                Workplace::Remote => element(w, "workplace", "remote")?,
                                Workplace::Hybrid => element(w, "workplace", "hybrid")?,
                                Workplace::Onsite => element(w, "workplace", "onsite")?,
                            }
                            if let Some(text) = salary(vacancy) {
                                let mut salary = w.create_element("salary");
                                if let Some(currency) = vacancy.salary_currency.as_deref() {
                                    salary = salary.with_attribute(("currency", currency));
                                }
                                let (min, max) = (
                                    vacancy.salary_min.map(|v| v.to_string()),
                                    vacancy.salary_max.map(|v| v.to_string()),
                                );
                                if let Some(min) = &min {
                                    salary = salary.with_attribute(("min", min.as_str()));
                                }
                                if let Some(max) = &max {
                                    salary = salary.with_attribute(("max", max.as_str()));
                                }
                                salary.write_text_content(BytesText::new(&text))?;
                            }
                            w.create_element("category")
                                .with_attribute(("id", category_slug(vacancy.category)))
                                .write_text_content(BytesText::new(category_label(
                                    vacancy.category,
                                    feed.site.language,
                                )))?;
                            element(w, "employment_type", job_type(vacancy.employment_type))?;
                            if let Some(department) = &vacancy.department {
                                element(w, "department", department)?;
                            }
                            element(w, "url", &with_source(&feed.site, &path, &board))?;
                            element(w, "apply_url", &with_source(&feed.site, &format!("{path}/apply"), &board))?;
                            element(w, "published", &published(vacancy).to_rfc3339())?;
                            if let Some(closes) = vacancy.closes_at {
                                element(w, "expires", &closes.to_rfc3339())?;
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_board_is_named_in_lower_case_letters_digits_and_hyphens() {
        assert_eq!(board_name(None, "indeed").unwrap(), "indeed");
        assert_eq!(board_name(Some("stepstone-de2".into()), "indeed").unwrap(), "stepstone-de2");
        assert_eq!(board_name(Some("a".repeat(40)), "indeed").unwrap().len(), 40);
        for bad in ["", "Indeed", "a b", "a&source=x", "über", &"a".repeat(41)] {
            let err = board_name(Some(bad.to_owned()), "indeed").unwrap_err();
            assert_eq!(err.code(), ErrorCode::FeedBoardInvalid, "{bad}");
        }
    }
}
