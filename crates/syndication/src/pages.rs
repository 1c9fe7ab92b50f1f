//! The web app's HTML for the careers site's vacancy pages and lists, with what crawlers and link
//! previews read without running JavaScript written into it: the title, description, canonical
//! address, `hreflang` alternates, Open Graph and Twitter card tags, and (in `<noscript>`) the
//! vacancy's text or the list's links. Everything from the tenant's data is HTML-escaped; the web
//! app then renders as usual.

use std::fmt::Write as _;
use std::path::PathBuf;

use actix_web::http::StatusCode;
use actix_web::http::header::{self, HeaderValue};
use actix_web::{HttpRequest, HttpResponse, web};
use serde::Deserialize;

use super::site::{Site, category_label, category_path, category_slug, vacancy_path};
use crate::error::ApiError;
use crate::locale::Locale;
use crate::tenancy::TenantUnits;
use crate::text;
use crate::translated;
use crate::vacancies::domain::Category;
use crate::vacancies::repo::VacancyRow;

/// The web app's `index.html`, read for every page (it changes when the app is rebuilt).
#[derive(Clone)]
pub struct IndexFile(pub PathBuf);

/// How many vacancies a list's HTML links to.
const LISTED: u64 = 50;

pub fn configure(cfg: &mut web::ServiceConfig, index: PathBuf) {
    let index = web::Data::new(IndexFile(index));
    cfg.service(web::resource("/job-vacancy/{id}").app_data(index.clone()).route(web::get().to(vacancy_page)))
        .service(
            web::resource("/job-vacancy-list/{category}").app_data(index.clone()).route(web::get().to(category_page)),
        )
        .service(web::resource("/job-vacancy").app_data(index).route(web::get().to(list_page)));
}

#[derive(Debug, Deserialize)]
pub struct PageQuery {
    lang: Option<String>,
}

/// Escapes text for HTML content and quoted attribute values.
pub fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            c => out.push(c),
        }
    }
    out
}

/// What a page says about itself.
struct Head {
    title: String,
    description: String,
    /// The page's path (its canonical address and alternates are made from it).
    path: String,
    /// Not to be indexed (a closed vacancy).
    noindex: bool,
    /// HTML for `<noscript>`, already escaped.
    content: String,
}

fn head_html(head: &Head, site: &Site, language: Locale) -> String {
    let canonical = site.url(&head.path);
    let (title, description) = (escape(&head.title), escape(&head.description));
    let mut html = format!(
        "<title>{title}</title>\n    <meta name=\"description\" content=\"{description}\" />\n    \
         <link rel=\"canonical\" href=\"{url}\" />\n",
        url = escape(&canonical)
    );
    for alternate in &site.languages {
        let href = escape(&format!("{canonical}?lang={}", alternate.as_str()));
        let _ = writeln!(html, "    <link rel=\"alternate\" hreflang=\"{}\" href=\"{href}\" />", alternate.as_str());
    }
    let _ = writeln!(html, "    <link rel=\"alternate\" hreflang=\"x-default\" href=\"{}\" />", escape(&canonical));
    let tags = [
        ("og:type", "website".to_owned()),
        ("og:site_name", site.title.clone()),
        ("og:title", head.title.clone()),
        ("og:description", head.description.clone()),
        ("og:url", canonical.clone()),
        ("og:locale", language.as_str().to_owned()),
    ];
    for (property, content) in tags {
        let _ = writeln!(html, "    <meta property=\"{property}\" content=\"{}\" />", escape(&content));
    }
    if let Some(logo) = &site.logo {
        let _ = writeln!(html, "    <meta property=\"og:image\" content=\"{}\" />", escape(logo));
    }
    let _ = writeln!(html, "    <meta name=\"twitter:card\" content=\"summary\" />");
    let _ = writeln!(html, "    <meta name=\"twitter:title\" content=\"{title}\" />");
    let _ = write!(html, "    <meta name=\"twitter:description\" content=\"{description}\" />");
    if head.noindex {
        html.push_str("\n    <meta name=\"robots\" content=\"noindex\" />");
    }
    html
}

/// `index.html` with the page's head and content written in (unchanged where its markers are
/// missing).
fn with_head(index: &str, head: &Head, site: &Site, language: Locale) -> String {
    let mut page = index.to_owned();
    if let (Some(start), Some(end)) = (page.find("<title>"), page.find("</title>")) {
        page.replace_range(start..end + "</title>".len(), &head_html(head, site, language));
    }
    if let Some(start) = page.find("<html lang=\"") {
        let value = start + "<html lang=\"".len();
        if let Some(len) = page[value..].find('"') {
            page.replace_range(value..value + len, language.as_str());
        }
    }
    let root = "<div id=\"root\"></div>";
    page.replacen(root, &format!("{root}\n    <noscript>{}</noscript>", head.content), 1)
}

async fn read_index(index: &IndexFile) -> Result<String, actix_web::Error> {
    Ok(tokio::fs::read_to_string(&index.0).await?)
}

fn html(status: StatusCode, body: String) -> HttpResponse {
    let mut response = HttpResponse::build(status).content_type("text/html; charset=utf-8").body(body);
    response.headers_mut().insert(header::CACHE_CONTROL, HeaderValue::from_static("no-cache"));
    response.headers_mut().insert(header::VARY, HeaderValue::from_static("Accept-Language, tenantid"));
    response
}

/// The language of the page: `?lang=`, else the browser's, else the tenant's (an unknown `lang`
/// reads as none: the page is still served).
fn language(req: &HttpRequest, query: &PageQuery, tenant: &crate::tenancy::Tenant) -> Locale {
    let asked = query.lang.as_deref().filter(|lang| Locale::parse(lang).is_some());
    translated::wanted(req, asked, tenant).unwrap_or_else(|_| translated::default_of(tenant))
}

async fn find_vacancy(units: &TenantUnits, id: i64) -> Result<Option<crate::vacancies::repo::Vacancy>, ApiError> {
    Ok(crate::vacancies::repo::find(&units.begin().await?, id).await?)
}

async fn open_vacancies(units: &TenantUnits, category: Option<Category>) -> Result<Vec<VacancyRow>, ApiError> {
    Ok(crate::vacancies::repo::open_newest(&units.begin().await?, category, LISTED).await?)
}

/// `/job-vacancy/{id}`: the vacancy's title, summary and text; 404 (with the web app, which shows
/// its own page) for one that is not public.
async fn vacancy_page(
    req: HttpRequest,
    index: web::Data<IndexFile>,
    id: web::Path<String>,
    query: web::Query<PageQuery>,
    units: Option<TenantUnits>,
) -> Result<HttpResponse, actix_web::Error> {
    let page = read_index(&index).await?;
    let Some(units) = units else { return Ok(html(StatusCode::OK, page)) };
    let found = match id.parse::<i64>() {
        Ok(id) => find_vacancy(&units, id).await?,
        Err(_) => None,
    };
    let Some(found) = found.filter(|v| v.row.is_public()) else { return Ok(html(StatusCode::NOT_FOUND, page)) };
    let row = &found.row;
    let site = Site::of(&req, units.tenant());
    let language = language(&req, &query, units.tenant());
    let place: Vec<&str> = [row.department.as_deref(), row.location.as_deref()].into_iter().flatten().collect();
    let mut content = format!("<main><h1>{}</h1>", escape(&row.title));
    if !place.is_empty() {
        let _ = write!(content, "<p>{}</p>", escape(&place.join(" · ")));
    }
    content.push_str(&text::markdown_html(&row.description));
    content.push_str(&text::markdown_html(&row.requirements));
    let _ = write!(
        content,
        "<p><a href=\"{}\">{}</a></p></main>",
        escape(&category_path(row.category)),
        escape(category_label(row.category, language))
    );
    let head = Head {
        title: format!("{} · {}", row.title, site.title),
        description: text::summary(&row.description, 200),
        path: vacancy_path(row.id),
        noindex: !row.is_open(),
        content,
    };
    Ok(html(StatusCode::OK, with_head(&page, &head, &site, language)))
}

fn listed(vacancies: &[VacancyRow]) -> String {
    let mut list = String::from("<ul>");
    for vacancy in vacancies {
        let _ =
            write!(list, "<li><a href=\"{}\">{}</a></li>", escape(&vacancy_path(vacancy.id)), escape(&vacancy.title));
    }
    list.push_str("</ul>");
    list
}

/// "12 open vacancies at Acme."
fn open_count(count: usize, name: &str, language: Locale) -> String {
    match language {
        Locale::En => format!("{count} open vacancies at {name}."),
        Locale::De => format!("{count} offene Stellen bei {name}."),
        Locale::Fr => format!("{count} offres ouvertes chez {name}."),
        Locale::Pt => format!("{count} vagas abertas em {name}."),
    }
}

async fn list_of(
    req: HttpRequest,
    index: &IndexFile,
    query: &PageQuery,
    units: Option<TenantUnits>,
    category: Option<Category>,
) -> Result<HttpResponse, actix_web::Error> {
    let page = read_index(index).await?;
    let Some(units) = units else { return Ok(html(StatusCode::OK, page)) };
    let vacancies = open_vacancies(&units, category).await?;
    let site = Site::of(&req, units.tenant());
    let language = language(&req, query, units.tenant());
    let heading = category.map_or_else(|| site.title.clone(), |c| category_label(c, language).to_owned());
    let head = Head {
        title: match category {
            Some(_) => format!("{heading} · {}", site.title),
            None => heading.clone(),
        },
        description: open_count(vacancies.len(), &site.name, language),
        path: category.map_or_else(|| "/job-vacancy".to_owned(), category_path),
        noindex: false,
        content: format!("<main><h1>{}</h1>{}</main>", escape(&heading), listed(&vacancies)),
    };
    Ok(html(StatusCode::OK, with_head(&page, &head, &site, language)))
}

/// `/job-vacancy-list/{category}`: the category's name and its open vacancies' links.
async fn category_page(
    req: HttpRequest,
    index: web::Data<IndexFile>,
    category: web::Path<String>,
    query: web::Query<PageQuery>,
    units: Option<TenantUnits>,
) -> Result<HttpResponse, actix_web::Error> {
    use sea_orm::Iterable;
    match Category::iter().find(|c| category_slug(*c) == category.as_str()) {
        Some(category) => list_of(req, &index, &query, units, Some(category)).await,
        None => Ok(html(StatusCode::NOT_FOUND, read_index(&index).await?)),
    }
}

/// `/job-vacancy`: every open vacancy's link.
async fn list_page(
    req: HttpRequest,
    index: web::Data<IndexFile>,
    query: web::Query<PageQuery>,
    units: Option<TenantUnits>,
) -> Result<HttpResponse, actix_web::Error> {
    list_of(req, &index, &query, units, None).await
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn markup_in_text_stays_text() {
        assert_eq!(
            escape("\"><script>alert('x')</script>&"),
            "&quot;&gt;&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;&amp;"
        );
    }
}
