//! The careers site as the world outside addresses it: its origin, name and languages, the
//! addresses of its pages, and its open vacancies.

use actix_web::HttpRequest;

use crate::locale::Locale;
use crate::tenancy::{PublicTenant, Tenant};
use crate::translated;
use crate::vacancies::domain::Category;

pub struct Site {
    /// `https://careers.example.com`, the host the request came to.
    pub origin: String,
    /// The company's name.
    pub name: String,
    /// The careers site's title ("Acme Careers").
    pub title: String,
    pub language: Locale,
    pub languages: Vec<Locale>,
    /// The logo's absolute address, if the tenant has one.
    pub logo: Option<String>,
}

impl Site {
    pub fn of(req: &HttpRequest, tenant: &Tenant) -> Self {
        let origin = crate::tenancy::site_origin(req, tenant);
        let public = PublicTenant::from(tenant);
        let logo = public.logo_url.map(|url| if url.starts_with('/') { format!("{origin}{url}") } else { url });
        Self {
            origin,
            name: public.name,
            title: public.erecruitment_title,
            language: translated::default_of(tenant),
            languages: translated::languages_of(tenant),
            logo,
        }
    }

    /// The absolute address of a path of the site.
    pub fn url(&self, path: &str) -> String {
        format!("{}{path}", self.origin)
    }
}

pub fn vacancy_path(id: i64) -> String {
    format!("/job-vacancy/{id}")
}

/// The careers site's list of a category, `/job-vacancy-list/<slug>` (the API's name for it).
pub fn category_path(category: Category) -> String {
    format!("/job-vacancy-list/{}", category_slug(category))
}

pub fn category_slug(category: Category) -> &'static str {
    match category {
        Category::FreshGraduate => "fresh-graduate",
        Category::Experienced => "experienced-hire",
        Category::Internship => "internship",
    }
}

/// The category's name as the careers site's menu says it.
pub fn category_label(category: Category, language: Locale) -> &'static str {
    match (category, language) {
        (Category::FreshGraduate, Locale::En) => "Fresh Graduate",
        (Category::FreshGraduate, Locale::De) => "Berufseinsteiger",
        (Category::FreshGraduate, Locale::Fr) => "Jeunes diplômés",
        (Category::FreshGraduate, Locale::Pt) => "Recém-licenciados",
        (Category::Experienced, Locale::En) => "Experienced",
        (Category::Experienced, Locale::De) => "Berufserfahrene",
        (Category::Experienced, Locale::Fr) => "Profils expérimentés",
        (Category::Experienced, Locale::Pt) => "Profissionais experientes",
        (Category::Internship, Locale::En) => "Internship",
        (Category::Internship, Locale::De) => "Praktikum",
        (Category::Internship, Locale::Fr) => "Stage",
        (Category::Internship, Locale::Pt) => "Estágio",
    }
}
