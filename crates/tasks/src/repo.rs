//! The tasks' tables. Every function takes the tenant transaction.

use chrono::{NaiveDate, Utc};
use sea_orm::ActiveValue::{NotSet, Set};
use sea_orm::sea_query::extension::postgres::PgExpr;
use sea_orm::sea_query::{Alias, Expr, ExprTrait, Func, JoinType, Query, SelectStatement};
use sea_orm::{
    ColumnTrait, Condition, DbErr, EntityTrait, FromQueryResult, Order, QueryFilter, QuerySelect, RelationTrait,
};
use uuid::Uuid;

use super::domain::{PURGE_AFTER_DAYS, TagColor, TaskFilter};
use super::entities::{task, task_tag, task_tag_link};
use crate::applications::schema::{ApplicationColumn, Applications};
use crate::auth::access::Access;
use crate::auth::schema::{UserColumn, Users};
use crate::db;
use crate::paging::Total;
use crate::tenancy::TenantTx;
use crate::vacancies::schema::{Vacancies, VacancyColumn};
use erecruit_platform::db::Touch;

/// A task with the names it shows: assignee, creator, linked vacancy and application, tags.
#[derive(Debug, Clone, FromQueryResult)]
pub struct TaskRow {
    /// Every column of the task.
    #[sea_orm(nested)]
    pub task: task::Model,
    pub assignee_name: Option<String>,
    pub creator_name: Option<String>,
    pub vacancy_title: Option<String>,
    pub applicant_name: Option<String>,
    pub tags: Vec<String>,
}

fn assignee() -> Alias {
    Alias::new("assignee")
}

fn creator() -> Alias {
    Alias::new("creator")
}

/// Every task's columns and the names it shows.
fn tasks_query() -> SelectStatement {
    use task::Column as C;
    let t = task::Entity;
    // The task's tag names, A–Z: a constant text without values, so the statement stays one text.
    let tags = Expr::cust(
        "ARRAY(SELECT tg.name FROM task_tag_links lk JOIN task_tags tg ON tg.id = lk.tag_id \
         WHERE lk.task_id = tasks.id ORDER BY lower(tg.name))",
    );
    db::select_qualified::<task::Entity>()
        .expr_as(Expr::col((assignee(), UserColumn::Name)), "assignee_name")
        .expr_as(Expr::col((creator(), UserColumn::Name)), "creator_name")
        .expr_as(Expr::col((Vacancies, VacancyColumn::Title)), "vacancy_title")
        .expr_as(Expr::col((Applications, ApplicationColumn::ApplicantName)), "applicant_name")
        .expr_as(tags, "tags")
        .join_as(
            JoinType::LeftJoin,
            Users,
            assignee(),
            Expr::col((assignee(), UserColumn::Id)).equals((t, C::AssigneeId)),
        )
        .join_as(JoinType::LeftJoin, Users, creator(), Expr::col((creator(), UserColumn::Id)).equals((t, C::CreatedBy)))
        .left_join(Vacancies, Expr::col((Vacancies, VacancyColumn::Id)).equals((t, C::VacancyId)))
        .left_join(Applications, Expr::col((Applications, ApplicationColumn::Id)).equals((t, C::ApplicationId)))
        .take()
}

/// Who a list is about.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Assignee {
    Anyone,
    Only(Uuid),
}

#[derive(Debug, Clone)]
pub struct ListFilter {
    pub filter: TaskFilter,
    pub tag: Option<i64>,
    pub assignee: Assignee,
    /// A [`db::words_query`] of the search text.
    pub words: Option<String>,
    pub vacancy: Option<i64>,
    pub application: Option<i64>,
    /// The tasks the reader may see ([`seen`]).
    pub seen: Condition,
    pub page: u64,
    pub per_page: u64,
}

/// The tasks a reader may see: while the tenant limits staff to their hiring teams, those about
/// no vacancy or application, about ones they may see, or given to them.
pub fn seen(access: &Access, reader: Uuid) -> Condition {
    if access.is_all() {
        return Condition::all();
    }
    Condition::any()
        .add(access.about((task::Entity, task::Column::VacancyId), (task::Entity, task::Column::ApplicationId)))
        .add(col(task::Column::AssigneeId).eq(reader))
}

fn col(c: task::Column) -> Expr {
    Expr::col((task::Entity, c))
}

/// What a view lists: the spec's filters (every view but the trash leaves trashed tasks out).
fn view(filter: TaskFilter) -> Condition {
    use task::Column as C;
    let kept = col(C::IsTrashed).not();
    match filter {
        TaskFilter::All => Condition::all().add(kept),
        TaskFilter::Starred => Condition::all().add(col(C::IsStarred)).add(kept),
        TaskFilter::Important => Condition::all().add(col(C::IsImportant)).add(kept),
        TaskFilter::Completed => Condition::all().add(col(C::IsCompleted)).add(kept),
        TaskFilter::Trashed => Condition::all().add(col(C::IsTrashed)),
        TaskFilter::Open => Condition::all().add(col(C::IsCompleted).not()).add(kept),
    }
}

fn has_tag(tag: i64) -> Expr {
    Expr::exists(
        Query::select()
            .expr(Expr::val(1))
            .from(task_tag_link::Entity)
            .and_where(
                Expr::col((task_tag_link::Entity, task_tag_link::Column::TaskId))
                    .equals((task::Entity, task::Column::Id)),
            )
            .and_where(Expr::col((task_tag_link::Entity, task_tag_link::Column::TagId)).eq(tag))
            .take(),
    )
}

/// The words of the title and description (`tasks.search`, a generated column) match `words`, a
/// [`db::words_query`].
fn text_matches(words: &str) -> Expr {
    Expr::col((task::Entity, Alias::new("search"))).matches(db::tsquery(words))
}

fn conditions(filter: &ListFilter) -> Condition {
    use task::Column as C;
    Condition::all()
        .add(view(filter.filter))
        .add_option(filter.tag.map(has_tag))
        .add_option(match filter.assignee {
            Assignee::Anyone => None,
            Assignee::Only(id) => Some(col(C::AssigneeId).eq(id)),
        })
        .add_option(filter.words.as_deref().map(text_matches))
        .add_option(filter.vacancy.map(|id| col(C::VacancyId).eq(id)))
        .add_option(filter.application.map(|id| col(C::ApplicationId).eq(id)))
        .add(filter.seen.clone())
}

/// One page of tasks, newest first, and how many match (a search's up to `paging::COUNT_CAP`).
pub async fn list(tx: &TenantTx, filter: &ListFilter) -> Result<(Vec<TaskRow>, Total), DbErr> {
    if filter.words.is_some() {
        // How many tasks a word is in ranges from none to all (see `db::plan_for_each_value`).
        db::plan_for_each_value(tx).await?;
    }
    let conditions = conditions(filter);
    let searching = filter.words.is_some();
    let count = if searching {
        db::count_at_most(Query::select().expr(Expr::val(1)).from(task::Entity).cond_where(conditions.clone()).take())
    } else {
        Query::select().expr_as(db::count_all(), "total").from(task::Entity).cond_where(conditions.clone()).take()
    };
    let page = tasks_query()
        .cond_where(conditions)
        .order_by((task::Entity, task::Column::Id), Order::Desc)
        .limit(filter.per_page)
        .offset(filter.page.saturating_sub(1).saturating_mul(filter.per_page))
        .take();
    let (rows, counted) = db::page_with_total(tx, count, page).await?;
    Ok((rows, if searching { Total::capped(counted) } else { Total::exact(counted) }))
}

/// The task, when `seen` (the reader's [`seen`]) holds for it.
pub async fn find(tx: &TenantTx, id: i64, seen: Condition) -> Result<Option<TaskRow>, DbErr> {
    db::fetch_one(tx, &tasks_query().and_where(col(task::Column::Id).eq(id)).cond_where(seen).take()).await
}

/// How many tasks each view lists (for `assignee`), and how many of the open ones are overdue
/// on `today`.
#[derive(Debug, Clone, FromQueryResult)]
pub struct ViewCounts {
    pub all: i64,
    pub starred: i64,
    pub important: i64,
    pub completed: i64,
    pub trashed: i64,
    pub open: i64,
    pub overdue: i64,
}

fn count_where(condition: Condition) -> Expr {
    // `count(*) FILTER (WHERE …)`: every view's count in one pass.
    Expr::cust_with_expr("count(*) FILTER (WHERE $1)", Expr::expr(condition))
}

pub async fn counts(
    tx: &TenantTx,
    assignee: Assignee,
    seen: Condition,
    today: NaiveDate,
) -> Result<(ViewCounts, Vec<(String, i64)>), DbErr> {
    use task::Column as C;
    let mine = match assignee {
        Assignee::Anyone => Condition::all(),
        Assignee::Only(id) => Condition::all().add(col(C::AssigneeId).eq(id)),
    }
    .add(seen);
    let overdue = view(TaskFilter::Open).add(col(C::DueOn).lt(today));
    let mut query = Query::select();
    for (name, filter) in [
        ("all", TaskFilter::All),
        ("starred", TaskFilter::Starred),
        ("important", TaskFilter::Important),
        ("completed", TaskFilter::Completed),
        ("trashed", TaskFilter::Trashed),
        ("open", TaskFilter::Open),
    ] {
        query.expr_as(count_where(view(filter)), name);
    }
    query.expr_as(count_where(overdue), "overdue").from(task::Entity).cond_where(mine.clone());
    let views: ViewCounts = db::fetch_one(tx, &query).await?.ok_or_else(|| DbErr::RecordNotFound("counts".into()))?;

    // Per tag, the tasks its view lists (not trashed): counted from the person's tasks (their
    // index entries) and their links, then joined to every tag so that unused ones show 0.
    let used = Query::select()
        .column((task_tag_link::Entity, task_tag_link::Column::TagId))
        .expr_as(db::count_all(), "count")
        .from(task::Entity)
        .inner_join(task_tag_link::Entity, Condition::from(task::Relation::TagLinks.def()))
        .cond_where(view(TaskFilter::All).add(mine))
        .group_by_col((task_tag_link::Entity, task_tag_link::Column::TagId))
        .take();
    let used_alias = Alias::new("used");
    let per_tag = Query::select()
        .column((task_tag::Entity, task_tag::Column::Name))
        .expr_as(Func::coalesce([Expr::col((used_alias.clone(), Alias::new("count"))), Expr::val(0i64)]), "count")
        .from(task_tag::Entity)
        .join_subquery(
            JoinType::LeftJoin,
            used,
            used_alias.clone(),
            Condition::from(task_tag_link::Relation::Tag.def().from_alias(used_alias)),
        )
        .order_by_expr(Func::lower(Expr::col((task_tag::Entity, task_tag::Column::Name))).into(), Order::Asc)
        .take();
    #[derive(FromQueryResult)]
    struct TagCount {
        name: String,
        count: i64,
    }
    let tags: Vec<TagCount> = db::fetch_all(tx, &per_tag).await?;
    Ok((views, tags.into_iter().map(|t| (t.name, t.count)).collect()))
}

pub struct NewTask {
    pub title: String,
    pub description: String,
    pub assignee_id: Uuid,
    pub created_by: Uuid,
    pub due_on: Option<NaiveDate>,
    pub vacancy_id: Option<i64>,
    pub application_id: Option<i64>,
    pub is_starred: bool,
    pub is_important: bool,
}

pub async fn insert(tx: &TenantTx, new: NewTask) -> Result<i64, DbErr> {
    let row = task::ActiveModel {
        title: Set(new.title),
        description: Set(new.description),
        assignee_id: Set(Some(new.assignee_id)),
        created_by: Set(Some(new.created_by)),
        due_on: Set(new.due_on),
        vacancy_id: Set(new.vacancy_id),
        application_id: Set(new.application_id),
        is_starred: Set(new.is_starred),
        is_important: Set(new.is_important),
        ..Default::default()
    };
    Ok(task::Entity::insert(row).exec(tx).await?.last_insert_id)
}

/// What a change sets; `None` leaves a field as it is (`Some(None)` clears a nullable one).
#[derive(Debug, Default)]
pub struct TaskChange {
    pub title: Option<String>,
    pub description: Option<String>,
    pub assignee_id: Option<Uuid>,
    pub due_on: Option<Option<NaiveDate>>,
    pub vacancy_id: Option<Option<i64>>,
    pub application_id: Option<Option<i64>>,
    pub is_completed: Option<bool>,
    pub is_starred: Option<bool>,
    pub is_important: Option<bool>,
    /// Trash (`true`) or restore (`false`).
    pub is_trashed: Option<bool>,
}

/// Applies `change` to task `id`; whether there was such a task.
pub async fn update(tx: &TenantTx, id: i64, change: TaskChange) -> Result<bool, DbErr> {
    use task::Column as C;
    let now = Utc::now();
    // Turning a flag off clears its time; turning it on is the `coalesce` below, which keeps the
    // first time (completing a completed task keeps when it was completed).
    let stamp = |flag: Option<bool>| if flag == Some(false) { Set(None) } else { NotSet };
    let model = task::ActiveModel {
        title: change.title.map_or(NotSet, Set),
        description: change.description.map_or(NotSet, Set),
        assignee_id: change.assignee_id.map_or(NotSet, |id| Set(Some(id))),
        due_on: change.due_on.map_or(NotSet, Set),
        vacancy_id: change.vacancy_id.map_or(NotSet, Set),
        application_id: change.application_id.map_or(NotSet, Set),
        is_completed: change.is_completed.map_or(NotSet, Set),
        completed_at: stamp(change.is_completed),
        is_starred: change.is_starred.map_or(NotSet, Set),
        is_important: change.is_important.map_or(NotSet, Set),
        is_trashed: change.is_trashed.map_or(NotSet, Set),
        trashed_at: stamp(change.is_trashed),
        ..Default::default()
    };
    let mut update = task::Entity::update_many().set(model).touch();
    if change.is_completed == Some(true) {
        update = update.col_expr(C::CompletedAt, Func::coalesce([col(C::CompletedAt), Expr::val(now)]).into());
    }
    if change.is_trashed == Some(true) {
        update = update.col_expr(C::TrashedAt, Func::coalesce([col(C::TrashedAt), Expr::val(now)]).into());
    }
    Ok(update.filter(C::Id.eq(id)).exec(tx).await?.rows_affected == 1)
}

/// Replaces task `id`'s tags with `tags`.
pub async fn set_tags(tx: &TenantTx, id: i64, tags: &[i64]) -> Result<(), DbErr> {
    task_tag_link::Entity::delete_many().filter(task_tag_link::Column::TaskId.eq(id)).exec(tx).await?;
    if tags.is_empty() {
        return Ok(());
    }
    let links = tags.iter().map(|&tag_id| task_tag_link::ActiveModel { task_id: Set(id), tag_id: Set(tag_id) });
    task_tag_link::Entity::insert_many(links).exec_without_returning(tx).await?;
    Ok(())
}

/// Deletes tasks trashed more than 30 days ago (the clean-up job calls it).
pub async fn purge_trashed(tx: &TenantTx) -> Result<u64, DbErr> {
    let cutoff = Utc::now() - chrono::Duration::days(PURGE_AFTER_DAYS);
    let purged = task::Entity::delete_many()
        .filter(task::Column::IsTrashed.eq(true))
        .filter(task::Column::TrashedAt.lt(cutoff))
        .exec(tx)
        .await?;
    Ok(purged.rows_affected)
}

/// The tenant's tags, A–Z.
pub async fn tags(tx: &TenantTx) -> Result<Vec<task_tag::Model>, DbErr> {
    let query = db::select::<task_tag::Entity>()
        .order_by_expr(Func::lower(Expr::col(task_tag::Column::Name)).into(), Order::Asc)
        .take();
    db::fetch_all(tx, &query).await
}

/// The tags called `names` (whatever the case), as `(name asked, id)`; a name with no tag is left
/// out.
pub async fn tag_ids(tx: &TenantTx, names: &[String]) -> Result<Vec<(String, i64)>, DbErr> {
    let lowered: Vec<String> = names.iter().map(|name| name.to_lowercase()).collect();
    let found: Vec<(String, i64)> = task_tag::Entity::find()
        .select_only()
        .column(task_tag::Column::Name)
        .column(task_tag::Column::Id)
        .filter(Expr::expr(Func::lower(Expr::col(task_tag::Column::Name))).eq(sea_orm::sea_query::PgFunc::any(lowered)))
        .into_tuple()
        .all(tx)
        .await?;
    Ok(names
        .iter()
        .filter_map(|name| {
            found.iter().find(|(tag, _)| tag.to_lowercase() == name.to_lowercase()).map(|(_, id)| (name.clone(), *id))
        })
        .collect())
}

pub async fn insert_tag(tx: &TenantTx, name: String, color: TagColor) -> Result<task_tag::Model, DbErr> {
    let row = task_tag::ActiveModel { name: Set(name), color: Set(color), ..Default::default() };
    task_tag::Entity::insert(row).exec_with_returning(tx).await
}

/// Changes tag `id`; `None` when there is no such tag.
pub async fn update_tag(
    tx: &TenantTx,
    id: i64,
    name: String,
    color: TagColor,
) -> Result<Option<task_tag::Model>, DbErr> {
    let change = task_tag::ActiveModel { name: Set(name), color: Set(color), ..Default::default() };
    let rows =
        task_tag::Entity::update_many().set(change).filter(task_tag::Column::Id.eq(id)).exec_with_returning(tx).await?;
    Ok(rows.into_iter().next())
}

/// Deletes tag `id` (tasks lose it); its name, or `None` when there is no such tag.
pub async fn delete_tag(tx: &TenantTx, id: i64) -> Result<Option<String>, DbErr> {
    let rows = task_tag::Entity::delete_many().filter(task_tag::Column::Id.eq(id)).exec_with_returning(tx).await?;
    Ok(rows.into_iter().next().map(|row| row.name))
}

/// Whether `id` is an active member of the recruiting team.
pub async fn is_active_staff(tx: &TenantTx, id: Uuid) -> Result<bool, DbErr> {
    let this = Expr::col((Users, UserColumn::Id)).eq(id);
    Ok(!crate::auth::users::ids_matching(tx, crate::auth::users::active_staff().add(this)).await?.is_empty())
}

/// Vacancy `id` exists.
pub async fn vacancy_exists(tx: &TenantTx, id: i64) -> Result<bool, DbErr> {
    Ok(crate::vacancies::repo::title(tx, id).await?.is_some())
}

/// Application `id`'s vacancy, when the application exists.
pub async fn vacancy_of_application(tx: &TenantTx, id: i64) -> Result<Option<i64>, DbErr> {
    crate::applications::repo::vacancy_of(tx, id).await
}

/// Every task the user is assigned or created, trashed ones too, oldest first.
pub async fn of_person(tx: &TenantTx, user_id: Uuid) -> Result<Vec<TaskRow>, DbErr> {
    use task::Column as C;
    let theirs = Condition::any().add(col(C::AssigneeId).eq(user_id)).add(col(C::CreatedBy).eq(user_id));
    db::fetch_all(tx, &tasks_query().cond_where(theirs).order_by((task::Entity, C::Id), Order::Asc).take()).await
}
