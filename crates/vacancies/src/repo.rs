//! The `vacancies` and `vacancy_questions` tables. Every function takes the tenant transaction.

use sea_orm::sea_query::extension::postgres::{PgExpr, PgFunc};
use sea_orm::sea_query::{Alias, Expr, ExprTrait, Func, NullOrdering, Query, SelectStatement};
use sea_orm::{
    ActiveValue::Set, ColumnTrait, Condition, ConnectionTrait, DbErr, EntityTrait, FromQueryResult, JoinType, Order,
    QueryFilter, QueryOrder, QuerySelect,
};
use serde_json::Value as Json;
use uuid::Uuid;

use super::domain::{
    Category, EmploymentType, QuestionInput, VacancyInput, VacancyStatus, VacancyText, Workplace, slugify,
};
use super::entities::{question, vacancy};
use crate::db;
use crate::locale::Locale;
use crate::stages::repo::ProcessError;
use crate::tenancy::TenantTx;
use crate::translated::Texts;
use erecruit_platform::db::Touch;

pub type VacancyRow = vacancy::Model;
pub type QuestionRow = question::Model;

impl vacancy::Model {
    /// Shown on its public page: published, or closed (links to it are shared and bookmarked, and
    /// its applicants look it up). Drafts and archived vacancies are not.
    pub fn is_public(&self) -> bool {
        matches!(self.status, VacancyStatus::Published | VacancyStatus::Closed)
    }

    /// Published and not past its closing date: listed, and open to applications.
    pub fn is_open(&self) -> bool {
        self.status == VacancyStatus::Published && self.closes_at.is_none_or(|closes| closes > chrono::Utc::now())
    }
}

impl vacancy::Model {
    /// The vacancy as a visitor reading `wanted` sees it: its texts in that language when it is
    /// translated to it, else in `default` (the tenant's), else as written; `language` says which.
    pub fn read_in(mut self, wanted: Locale, default: Locale) -> Self {
        let mut texts: Texts<VacancyText> = crate::translated::from_json(&self.translations);
        let own = VacancyText {
            title: std::mem::take(&mut self.title),
            description: std::mem::take(&mut self.description),
            requirements: std::mem::take(&mut self.requirements),
        };
        texts.insert(self.language, own);
        let language = crate::translated::pick(&texts, wanted, default).map_or(self.language, |(language, _)| language);
        let text = texts.remove(&language).unwrap_or_default();
        (self.title, self.description, self.requirements, self.language) =
            (text.title, text.description, text.requirements, language);
        self
    }
}

impl question::Model {
    pub fn options(&self) -> Vec<String> {
        serde_json::from_value(self.options.clone()).unwrap_or_default()
    }
}

/// A vacancy and its questions in order.
pub struct Vacancy {
    pub row: VacancyRow,
    pub questions: Vec<QuestionRow>,
}

/// Published and not past its closing date. `status = 'published'` is written as a literal, not
/// a parameter, so generic plans can still use the partial indexes `vacancies_listing_idx` and
/// `vacancies_newest_idx`.
pub fn open_to_the_public() -> Condition {
    Condition::all().add(Expr::col(vacancy::Column::Status).eq(Expr::cust("'published'"))).add(
        Condition::any()
            .add(vacancy::Column::ClosesAt.is_null())
            .add(Expr::col(vacancy::Column::ClosesAt).gt(Expr::current_timestamp())),
    )
}

/// Every column but the two long texts, which read as empty: for lists of summaries, which show
/// neither, so the database does not send them and nobody decodes them.
fn summaries() -> SelectStatement {
    use vacancy::Column as C;
    Query::select()
        .columns([C::Id, C::Title, C::Slug, C::Category, C::Department, C::Location, C::EmploymentType, C::Workplace])
        .expr_as(Expr::val(""), "description")
        .expr_as(Expr::val(""), "requirements")
        .columns([
            C::SalaryMin,
            C::SalaryMax,
            C::SalaryCurrency,
            C::ShowSalary,
            C::Openings,
            C::Status,
            C::PublishedAt,
            C::ClosesAt,
            C::CreatedBy,
            C::CreatedAt,
            C::UpdatedAt,
            C::Language,
        ])
        // Only the translations' titles: a list never reads the texts.
        .expr_as(Expr::cust(TRANSLATED_TITLES), "translations")
        .from(vacancy::Entity)
        .take()
}

/// `{"de": {"title": …}, …}` of `vacancies.translations`.
const TRANSLATED_TITLES: &str =
    "(SELECT coalesce(jsonb_object_agg(key, jsonb_build_object('title', value->'title')), '{}')
     FROM jsonb_each(vacancies.translations))";

/// Open vacancies (published, not past their closing date), newest first, at most `limit`: the
/// careers site's feeds, sitemap and crawler pages.
pub async fn open_newest(
    conn: &impl sea_orm::ConnectionTrait,
    category: Option<Category>,
    limit: u64,
) -> Result<Vec<VacancyRow>, DbErr> {
    use vacancy::Column as C;
    // Served by `vacancies_newest_idx` (by `vacancies_listing_idx` for one category).
    let mut select = vacancy::Entity::find().filter(open_to_the_public());
    if let Some(category) = category {
        select = select.filter(C::Category.eq(category));
    }
    select.order_by_desc(C::PublishedAt).order_by_desc(C::Id).limit(limit).all(conn).await
}

/// Sets when these vacancies were published to `when` (an expression over the row: demo data
/// spreads them over past weeks).
pub async fn set_published_at(tx: &TenantTx, ids: &[i64], when: Expr) -> Result<(), DbErr> {
    vacancy::Entity::update_many()
        .col_expr(vacancy::Column::PublishedAt, when)
        .filter(vacancy::Column::Id.is_in(ids.iter().copied()))
        .exec(tx)
        .await?;
    announce(tx).await
}

/// These vacancies, most recently published first (a job-alert digest lists them).
pub async fn newest_of(conn: &impl ConnectionTrait, ids: Vec<i64>) -> Result<Vec<VacancyRow>, DbErr> {
    vacancy::Entity::find()
        .filter(vacancy::Column::Id.is_in(ids))
        .order_by_desc(vacancy::Column::PublishedAt)
        .all(conn)
        .await
}

/// Several vacancies at once for their summaries (no questions, texts empty), in no particular
/// order.
pub async fn summary_rows(tx: &TenantTx, ids: Vec<i64>) -> Result<Vec<VacancyRow>, DbErr> {
    // `= ANY($2)` with one array keeps one statement text however many ids there are.
    static STATEMENT: db::FixedShape = db::FixedShape::new();
    let statement = STATEMENT.statement(vec!["".into(), "".into(), ids.clone().into()], || {
        summaries().and_where(Expr::col(vacancy::Column::Id).eq(PgFunc::any(Expr::val(ids.clone())))).take()
    });
    db::fetch_all_raw(tx, statement).await
}

/// A vacancy's title, whatever its status.
pub async fn title(tx: &TenantTx, id: i64) -> Result<Option<String>, DbErr> {
    vacancy::Entity::find_by_id(id).select_only().column(vacancy::Column::Title).into_tuple().one(tx).await
}

/// The questions of `vacancies.id` in order, as one JSON array. Raw because sea-query has no
/// `json_agg(… ORDER BY …)`; it keeps a vacancy and its questions one round trip.
const QUESTIONS_AS_JSON: &str = "(SELECT coalesce(json_agg(q ORDER BY q.position), '[]')
     FROM (SELECT id, vacancy_id, position, prompt, kind, options, required, knockout_answer
           FROM vacancy_questions WHERE vacancy_id = vacancies.id) q)";

/// A vacancy with its questions, in one round trip.
pub async fn find(tx: &TenantTx, id: i64) -> Result<Option<Vacancy>, DbErr> {
    static STATEMENT: db::FixedShape = db::FixedShape::new();
    let statement = STATEMENT.statement(vec![id.into()], || {
        db::select::<vacancy::Entity>()
            .expr_as(Expr::cust(QUESTIONS_AS_JSON), "questions")
            .and_where(Expr::col(vacancy::Column::Id).eq(id))
            .take()
    });
    let Some(row) = tx.query_one_raw(statement).await? else {
        return Ok(None);
    };
    let questions = serde_json::from_value(row.try_get::<Json>("", "questions")?)
        .map_err(|err| DbErr::Json(format!("questions of vacancy {id}: {err}")))?;
    Ok(Some(Vacancy { row: VacancyRow::from_query_result(&row, "")?, questions }))
}

fn active_model(tx: &TenantTx, input: &VacancyInput) -> vacancy::ActiveModel {
    let language = input.language.unwrap_or_else(|| crate::translated::default_of(tx.tenant()));
    let mut translations = input.translations.clone();
    // The vacancy's own language is its main texts'.
    translations.remove(&language);
    vacancy::ActiveModel {
        language: Set(language),
        translations: Set(crate::translated::to_json(&translations)),
        title: Set(input.title.clone()),
        slug: Set(slugify(&input.title)),
        category: Set(input.category),
        department: Set(input.department.clone()),
        location: Set(input.location.clone()),
        employment_type: Set(input.employment_type),
        workplace: Set(input.workplace),
        description: Set(input.description.clone()),
        requirements: Set(input.requirements.clone()),
        salary_min: Set(input.salary_min),
        salary_max: Set(input.salary_max),
        salary_currency: Set(input.salary_currency.clone()),
        show_salary: Set(input.show_salary),
        openings: Set(input.openings),
        closes_at: Set(input.closes_at),
        ..Default::default()
    }
}

/// Tells every replica, when the transaction commits, that the tenant's vacancies changed: each
/// drops the careers-site answers it keeps for the tenant (`cache::PublicCache`). Every function here
/// that writes a vacancy or its questions calls it (a NOTIFY, not a trigger: tenant schemas stay
/// trigger-free for Citus).
///
/// It also folds the published counts the change appended (`count_published`), unless another
/// writer is folding them at the moment.
async fn announce(tx: &TenantTx) -> Result<(), DbErr> {
    let notify = Func::cust("pg_notify").arg(crate::answer_cache::channel::VACANCIES).arg(tx.tenant().schema.as_str());
    let fold = Func::cust("vacancy_counts_fold");
    tx.query_one(&Query::select().expr(notify).expr(fold).take()).await?;
    Ok(())
}

/// Appends `sign` to the kept published counts for each of `ids` that is published now, and
/// locks them until the transaction ends. A write calls it with -1 before it changes a vacancy
/// and +1 after, so the careers site's totals follow without counting (`open_total`).
async fn count_published(tx: &TenantTx, ids: &[i64], sign: i32) -> Result<(), DbErr> {
    tx.execute_raw(db::raw("SELECT vacancy_counts_add($1, $2)", [ids.to_vec().into(), sign.into()])).await?;
    Ok(())
}

/// Stores a new vacancy with its questions and its hiring process (from the chosen template, else
/// the default one).
pub async fn insert(tx: &TenantTx, input: &VacancyInput, author: Uuid) -> Result<i64, ProcessError> {
    let model = vacancy::ActiveModel { created_by: Set(Some(author)), ..active_model(tx, input) };
    let id = vacancy::Entity::insert(model).exec(tx).await?.last_insert_id;
    replace_questions(tx, id, &input.questions).await?;
    crate::stages::repo::start_process(tx, id, input.stage_template_id).await?;
    announce(tx).await?;
    Ok(id)
}

pub async fn update(tx: &TenantTx, id: i64, input: &VacancyInput) -> Result<(), DbErr> {
    // Locked: two editors changing the category at once must each see the other's result.
    count_published(tx, &[id], -1).await?;
    let before: Option<(Category, Option<Uuid>)> = vacancy::Entity::find_by_id(id)
        .select_only()
        .columns([vacancy::Column::Category, vacancy::Column::CreatedBy])
        .lock_exclusive()
        .into_tuple()
        .one(tx)
        .await?;
    vacancy::Entity::update_many()
        .set(active_model(tx, input))
        .touch()
        .filter(vacancy::Column::Id.eq(id))
        .exec(tx)
        .await?;
    if let Some((category, owner)) = before
        && category != input.category
    {
        // Its applications and the dashboard's figures about them follow the new category.
        use sea_orm::ActiveEnum;
        let moved =
            db::raw("SELECT desk_move_vacancy($1, $2, $3)", [id.into(), category.to_value().into(), owner.into()]);
        tx.execute_raw(moved).await?;
    }
    count_published(tx, &[id], 1).await?;
    replace_questions(tx, id, &input.questions).await?;
    announce(tx).await
}

async fn replace_questions(tx: &TenantTx, vacancy_id: i64, questions: &[QuestionInput]) -> Result<(), DbErr> {
    question::Entity::delete_many().filter(question::Column::VacancyId.eq(vacancy_id)).exec(tx).await?;
    if questions.is_empty() {
        return Ok(());
    }
    let models = questions.iter().enumerate().map(|(position, question)| question::ActiveModel {
        vacancy_id: Set(vacancy_id),
        position: Set(i32::try_from(position).unwrap_or(i32::MAX)),
        prompt: Set(question.prompt.clone()),
        kind: Set(question.kind),
        options: Set(serde_json::json!(question.options)),
        required: Set(question.required),
        knockout_answer: Set(question.knockout_answer.clone()),
        ..Default::default()
    });
    question::Entity::insert_many(models).exec_without_returning(tx).await?;
    Ok(())
}

pub async fn set_status(tx: &TenantTx, id: i64, status: VacancyStatus) -> Result<(), DbErr> {
    count_published(tx, &[id], -1).await?;
    let mut update = vacancy::Entity::update_many().col_expr(vacancy::Column::Status, Expr::value(status)).touch();
    if status == VacancyStatus::Published {
        // The first publication dates it; a reopened vacancy keeps its date.
        let first_published = Func::coalesce([Expr::col(vacancy::Column::PublishedAt), Expr::current_timestamp()]);
        update = update.col_expr(vacancy::Column::PublishedAt, first_published.into());
    }
    update.filter(vacancy::Column::Id.eq(id)).exec(tx).await?;
    count_published(tx, &[id], 1).await?;
    announce(tx).await
}

pub async fn delete(tx: &TenantTx, id: i64) -> Result<(), DbErr> {
    count_published(tx, &[id], -1).await?;
    vacancy::Entity::delete_by_id(id).exec(tx).await?;
    announce(tx).await
}

/// How many vacancies [`close_expired`] closes per statement: well within PostgreSQL's limit on
/// a statement's values, whose audit entries take seven each.
pub const CLOSE_EXPIRED_BATCH: u64 = 1_000;

/// Closes up to [`CLOSE_EXPIRED_BATCH`] published vacancies whose closing date has passed (the
/// clean-up job), so that "open" is the status alone but for the vacancies whose date passed
/// since the last pass. Returns their ids; fewer than a batch means none is left.
///
/// The rows are locked as they are chosen, and a vacancy a recruiter is changing at that moment
/// is skipped (`SKIP LOCKED`) for the next pass: under a row lock the conditions are checked
/// again on the latest version, so a closing date just extended, or a vacancy just archived, is
/// left alone.
pub async fn close_expired(tx: &TenantTx) -> Result<Vec<i64>, DbErr> {
    use vacancy::Column as C;
    let ids: Vec<i64> = vacancy::Entity::find()
        .select_only()
        .column(C::Id)
        // A literal, not a bound value: the planner matches it to the partial index on published rows.
        .filter(Expr::col(C::Status).eq(Expr::cust("'published'")))
        .filter(Expr::col(C::ClosesAt).lte(Expr::current_timestamp()))
        .order_by(C::Id, Order::Asc)
        .limit(CLOSE_EXPIRED_BATCH)
        .lock_with_behavior(sea_orm::sea_query::LockType::Update, sea_orm::sea_query::LockBehavior::SkipLocked)
        .into_tuple()
        .all(tx)
        .await?;
    if ids.is_empty() {
        return Ok(ids);
    }
    count_published(tx, &ids, -1).await?;
    vacancy::Entity::update_many()
        .col_expr(C::Status, Expr::value(VacancyStatus::Closed))
        .touch()
        .filter(Expr::col(C::Id).eq(PgFunc::any(Expr::val(ids.clone()))))
        .exec(tx)
        .await?;
    announce(tx).await?;
    Ok(ids)
}

/// Counts the published vacancies again into `vacancy_counts` (the clean-up job, each pass):
/// whatever a write did not append — a replica of the previous release during a rolling upgrade,
/// a hand-made change in SQL — is put right within a pass. It locks out the counts' writers until
/// the transaction ends, so it must come before the transaction locks any vacancy: a writer that
/// appended and then waited for that vacancy would wait for it forever.
pub async fn recount_published(tx: &TenantTx) -> Result<(), DbErr> {
    tx.execute_raw(db::raw("SELECT vacancy_counts_rebuild()", [])).await?;
    Ok(())
}

/// What a vacancy list can be narrowed by.
#[derive(Debug, Default)]
pub struct Filter {
    /// `None` lists every status (the recruiters' view); `Some(Published)` lists the open ones.
    pub status: Option<VacancyStatus>,
    pub public_only: bool,
    pub category: Option<Category>,
    pub query: Option<String>,
    pub location: Option<String>,
    pub employment_type: Option<EmploymentType>,
    pub workplace: Option<Workplace>,
    /// Only these (the reader's, `Access::vacancy_ids`); `None`: all.
    pub ids: Option<Vec<i64>>,
    pub page: u64,
    pub per_page: u64,
}

/// The vacancies' generated full-text column (not an entity column: only these conditions read it).
fn search() -> Expr {
    Expr::col(Alias::new("search"))
}

/// `search @@ to_tsquery('shared.words', $n)`.
fn matches(text: &str) -> Expr {
    search().matches(db::tsquery_any_language_matching(text))
}

/// How many of a public search's newest matches are ordered by how well they match; the older
/// ones follow, newest first. Ranking reads each ranked vacancy's words: for a common word that
/// matches a third of 10,000 vacancies, ranking every match was a third of the search's time. The
/// best matches among the newest 200 are the first page's on every query of the bench's
/// (`bench/search_first_pages.sql`).
pub const RANKED_MATCHES: u64 = 200;

/// A public search's page and total, from one look-up of its matches (see
/// [`db::page_with_total_of_matches`]): `matched` holds each match's id and date; the newest
/// `max(RANKED_MATCHES, offset + limit)` of them are numbered, the first `RANKED_MATCHES` ranked,
/// and the page's are read whole, best match first, then newest first.
async fn search_page(
    tx: &TenantTx,
    conditions: Condition,
    tsquery: &str,
    limit: u64,
    offset: u64,
) -> Result<(Vec<VacancyRow>, u64), DbErr> {
    use vacancy::Column as C;
    let (matched, newest, ranked) = (Alias::new("matched"), Alias::new("newest"), Alias::new("ranked"));
    let (id, at, rank) = (Alias::new("match_id"), Alias::new("match_at"), Alias::new("match_rank"));
    let matches = Query::select().columns([C::Id, C::PublishedAt]).from(vacancy::Entity).cond_where(conditions).take();
    let numbered = Query::select()
        .expr_as(Expr::col(C::Id), id.clone())
        .expr_as(Expr::col(C::PublishedAt), at.clone())
        .expr_as(Expr::cust("row_number() OVER (ORDER BY published_at DESC, id DESC)"), Alias::new("n"))
        .from(matched.clone())
        .order_by(C::PublishedAt, Order::Desc)
        .order_by(C::Id, Order::Desc)
        .limit(std::cmp::max(RANKED_MATCHES, offset.saturating_add(limit)))
        .take();
    let score = Expr::cust_with_exprs(
        "CASE WHEN newest.n <= $1 THEN ts_rank(vacancies.search, $2) END",
        [Expr::val(i64::try_from(RANKED_MATCHES).unwrap_or(i64::MAX)), db::tsquery_any_language(tsquery)],
    );
    let best = Query::select()
        .column((newest.clone(), id.clone()))
        .column((newest.clone(), at.clone()))
        .expr_as(score, rank.clone())
        .from_subquery(numbered, newest.clone())
        .inner_join(vacancy::Entity, Expr::col((vacancy::Entity, C::Id)).equals((newest, id.clone())))
        .order_by_with_nulls(rank.clone(), Order::Desc, NullOrdering::Last)
        .order_by(at.clone(), Order::Desc)
        .order_by(id.clone(), Order::Desc)
        .limit(limit)
        .offset(offset)
        .take();
    let page = summaries()
        .join_subquery(
            JoinType::InnerJoin,
            best,
            ranked.clone(),
            Expr::col((ranked.clone(), id.clone())).equals((vacancy::Entity, C::Id)),
        )
        .order_by_with_nulls((ranked.clone(), rank), Order::Desc, NullOrdering::Last)
        .order_by((ranked.clone(), at), Order::Desc)
        .order_by((ranked, id), Order::Desc)
        .take();
    let count = Query::select().expr_as(db::count_all(), "total").from(matched).take();
    db::page_with_total_of_matches(tx, matches, count, page).await
}

/// One page of vacancies and how many match. Public lists hold open vacancies only, newest first
/// (a search's best matches among its newest first, see [`RANKED_MATCHES`]), without their texts
/// (`description` and `requirements` are empty).
pub async fn list(tx: &TenantTx, filter: &Filter) -> Result<(Vec<VacancyRow>, u64), DbErr> {
    use vacancy::Column as C;
    let tsquery = filter.query.as_deref().and_then(|text| db::words_query(text, db::Unfinished::EveryWord));
    if filter.query.is_some() && tsquery.is_none() {
        return Ok((Vec::new(), 0));
    }
    // The filters the published counts are kept by (`vacancy_counts` names them alike).
    let keys = Condition::all()
        .add_option(filter.category.map(|category| Expr::col(C::Category).eq(category)))
        .add_option(filter.employment_type.map(|kind| Expr::col(C::EmploymentType).eq(kind)))
        .add_option(filter.workplace.map(|workplace| Expr::col(C::Workplace).eq(workplace)));
    let conditions = Condition::all()
        .add_option(filter.public_only.then(open_to_the_public))
        .add_option(filter.status.map(|status| Expr::col(C::Status).eq(status)))
        .add_option(filter.ids.clone().map(|ids| Expr::col(C::Id).eq(PgFunc::any(Expr::val(ids)))))
        .add_option((!keys.is_empty()).then(|| keys.clone()))
        .add_option(tsquery.as_deref().map(matches))
        .add_option(
            filter.location.as_deref().map(|location| Expr::col(C::Location).ilike(db::contains_pattern(location))),
        );
    let offset = filter.page.saturating_sub(1).saturating_mul(filter.per_page);
    if let (true, Some(tsquery)) = (filter.public_only, tsquery.as_deref()) {
        // A public search: its matches looked up once, counted, and the best of the newest first.
        return search_page(tx, conditions, tsquery, filter.per_page, offset).await;
    }
    // Public lists are shown as summaries: their long texts are not read.
    let mut page = if filter.public_only { summaries() } else { db::select::<vacancy::Entity>() };
    page.cond_where(conditions.clone());
    page.order_by(if filter.public_only { C::PublishedAt } else { C::UpdatedAt }, Order::Desc)
        .order_by(C::Id, Order::Desc)
        .limit(filter.per_page)
        .offset(offset);
    if filter.public_only && tsquery.is_none() && filter.location.is_none() {
        // The careers site's usual lists take their total from the kept counts, and their filters
        // are not skewed: one plan for every value.
        db::page_with_total_one_plan(tx, open_total(keys), page).await
    } else {
        // A location, the recruiters' lists (their search too): counted, and planned for their
        // values.
        let count =
            Query::select().expr_as(db::count_all(), "total").from(vacancy::Entity).cond_where(conditions).take();
        db::page_with_total(tx, count, page).await
    }
}

/// The kept published counts (`vacancy_counts`) and, as -1 each, the vacancies published but
/// past their closing date that the clean-up job has not closed yet, narrowed by `keys` (on
/// category, employment type and workplace, which both tables name alike). `columns` are read
/// from each: `n` or -1 first, then any key columns to group by.
fn open_counted(keys: Condition, columns: &[vacancy::Column]) -> SelectStatement {
    let mut kept = Query::select()
        .expr(Expr::col(Alias::new("n")))
        .columns(columns.iter().copied())
        .from(Alias::new("vacancy_counts"))
        .cond_where(keys.clone())
        .take();
    // Literals, not bound values: a bound value in a UNION's column has no type to take, and the
    // planner matches `'published'` to the partial index on published rows.
    let passed = Query::select()
        .expr(Expr::cust("-1"))
        .columns(columns.iter().copied())
        .from(vacancy::Entity)
        .and_where(Expr::col(vacancy::Column::Status).eq(Expr::cust("'published'")))
        .and_where(Expr::col(vacancy::Column::ClosesAt).lte(Expr::current_timestamp()))
        .cond_where(keys)
        .take();
    kept.union(sea_orm::sea_query::UnionType::All, passed).take()
}

/// How many vacancies are open among those `keys` narrow to, from the kept counts: a few rows
/// whatever the tenant's size.
fn open_total(keys: Condition) -> SelectStatement {
    let total = Func::coalesce([Func::sum(Expr::col(Alias::new("n"))).into(), Expr::cust("0")]);
    Query::select().expr_as(total, "total").from_subquery(open_counted(keys, &[]), Alias::new("counted")).take()
}

/// Open vacancies per category (every category present, zero included).
pub async fn open_counts(tx: &TenantTx) -> Result<Vec<(Category, u64)>, DbErr> {
    let category = vacancy::Column::Category;
    let per_category = Query::select()
        .column(category)
        .expr_as(Func::sum(Expr::col(Alias::new("n"))), "open")
        .from_subquery(open_counted(Condition::all(), &[category]), Alias::new("counted"))
        .group_by_col(category)
        .take();
    let rows = tx
        .query_all(&per_category)
        .await?
        .iter()
        .map(|row| Ok((row.try_get::<Category>("", "category")?, row.try_get::<i64>("", "open")?)))
        .collect::<Result<Vec<_>, DbErr>>()?;
    let mut counts: Vec<(Category, u64)> =
        [Category::FreshGraduate, Category::Experienced, Category::Internship].iter().map(|c| (*c, 0)).collect();
    for (category, open) in rows {
        if let Some(entry) = counts.iter_mut().find(|(c, _)| *c == category) {
            entry.1 = u64::try_from(open).unwrap_or(0);
        }
    }
    Ok(counts)
}
