//! `GET /api/v1/search`: the navbar's search, composed of each feature's provider.

use actix_web::{HttpResponse, get, web};
use serde::Deserialize;
use utoipa::IntoParams;

use super::Providers;
use super::domain::{Asked, DEFAULT_LIMIT, MAX_LIMIT, SearchGroupId, Searcher};
use crate::auth::SignedIn;
use crate::auth::access::Access;
use crate::db;
use crate::error::responses::SignInRequired;
use crate::error::{ApiError, ErrorCode, ErrorEnvelope, FieldErrors};
use crate::paging::MAX_PAGE;
use crate::views::{SearchGroup, SearchResults};

pub fn configure(cfg: &mut web::ServiceConfig) {
    cfg.service(search);
}

#[derive(Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub(super) struct SearchQuery {
    /// 1 to 200 characters: words (the last may be unfinished), the start of a name or e-mail
    /// address, or a name with a typo. Case and diacritics are ignored.
    q: Option<String>,
    /// Comma-separated groups to search (`vacancies,candidates`); every group the caller may see
    /// when absent. Groups the caller may not see are left out.
    groups: Option<String>,
    /// Hits per group, 1 to 20 (default 4).
    limit: Option<u64>,
    /// Page of each group's hits, from 1 (for "see all").
    page: Option<u64>,
}

fn wanted_groups(value: Option<&str>) -> Result<Option<Vec<SearchGroupId>>, ErrorCode> {
    let Some(value) = value.map(str::trim).filter(|v| !v.is_empty()) else { return Ok(None) };
    value
        .split(',')
        .map(|name| SearchGroupId::parse(name).ok_or(ErrorCode::SearchGroupUnknown))
        .collect::<Result<Vec<_>, _>>()
        .map(Some)
}

/// Searches what the caller may see: vacancies (applicants: open ones), and for the recruiting
/// team candidates, CVs and attachments (by name and text) and tasks; everyone's own messages.
/// Exact and prefix matches of a name or title come first, then the best matches, then the
/// newest.
#[utoipa::path(tag = "search", security(("bearer" = [])), params(SearchQuery), responses(
    (status = 200, description = "Hits per group", body = SearchResults),
    (status = 400, description = "`search_query_invalid` on `q`, `search_group_unknown` on `groups`, or \
                                  `invalid_query` for `limit` or `page`", body = ErrorEnvelope),
    SignInRequired,
))]
#[get("/api/v1/search")]
async fn search(
    auth: SignedIn,
    providers: web::Data<Providers>,
    query: web::Query<SearchQuery>,
) -> Result<HttpResponse, ApiError> {
    let limit = query.limit.unwrap_or(DEFAULT_LIMIT);
    let page = query.page.unwrap_or(1);
    if !(1..=MAX_LIMIT).contains(&limit) || !(1..=MAX_PAGE).contains(&page) {
        return Err(ApiError::invalid_query("limit is 1–20 and page is 1–1,000,000"));
    }
    let searcher = Searcher { user: auth.user.id, role: auth.user.role };
    let mut fields = FieldErrors::new();
    let asked = Asked::new(searcher, query.q.as_deref().unwrap_or_default(), limit, page)
        .map_err(|code| fields.add("q", code))
        .ok();
    let wanted = wanted_groups(query.groups.as_deref()).map_err(|code| fields.add("groups", code)).ok();
    let (Some(mut asked), Some(wanted)) = (asked, wanted) else { return Err(ApiError::validation(fields)) };

    let tx = &auth.tx;
    asked.access = Access::of(tx, &auth.user).await?;
    db::plan_for_each_value(tx).await?;
    let mut groups = Vec::new();
    for provider in providers.0.iter().filter(|p| p.visible_to(searcher)) {
        if wanted.as_ref().is_some_and(|wanted| !wanted.contains(&provider.group)) {
            continue;
        }
        let found = (provider.find)(tx, &asked).await?;
        groups.push(SearchGroup {
            group: provider.group,
            total: found.total.count,
            total_exact: found.total.exact,
            data: found.hits,
        });
    }
    Ok(HttpResponse::Ok().json(SearchResults { groups }))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn groups_are_a_comma_list_of_known_names() {
        assert_eq!(wanted_groups(None), Ok(None));
        assert_eq!(wanted_groups(Some(" ")), Ok(None));
        assert_eq!(
            wanted_groups(Some("tasks, candidates")),
            Ok(Some(vec![SearchGroupId::Tasks, SearchGroupId::Candidates]))
        );
        assert_eq!(wanted_groups(Some("tasks,pages")), Err(ErrorCode::SearchGroupUnknown));
    }
}
