//! Data-access helpers every feature's repo shares: paged queries with their total in one round
//! trip, `LIKE` patterns, the one constructor for the few raw statements, and the API names of
//! stored text enums. Queries themselves are built with sea-orm's entity API and sea-query; see
//! docs/data-access.md for the rules.

use std::sync::OnceLock;

use sea_orm::sea_query::{
    Alias, Asterisk, CommonTableExpression, Expr, Func, JoinType, OnConflict, Query, SelectStatement, UpdateStatement,
    WithClause,
};
use sea_orm::{
    Condition, ConnectionTrait, DbBackend, DbErr, EntityTrait, FromQueryResult, Iterable, Statement, StatementBuilder,
    Value,
};
use serde::Serialize;

/// A statement sea-query cannot express. Every caller says why beside the call; the SQL is a
/// constant (values are bound, never spliced in).
pub fn raw(sql: &'static str, values: impl IntoIterator<Item = Value>) -> Statement {
    Statement::from_sql_and_values(DbBackend::Postgres, sql, values)
}

/// A table with an `updated_at` column. Its entity says so once, with [`timestamped!`], and every
/// change stamps the column: an `ActiveModel` save through `ActiveModelBehavior::before_save`, a
/// set-based `update_many` through [`Touch::touch`], an upsert or a sea-query `UPDATE` through
/// [`Timestamped::touch_on_conflict`] and [`Timestamped::touch_statement`].
/// Inserts take the column's `DEFAULT now()`.
pub trait Timestamped: EntityTrait {
    const UPDATED_AT: Self::Column;

    /// `ON CONFLICT … DO UPDATE`: the updated row is stamped too.
    fn touch_on_conflict(on_conflict: &mut OnConflict) -> &mut OnConflict {
        on_conflict.value(Self::UPDATED_AT, Expr::current_timestamp())
    }

    /// A sea-query `UPDATE` of this table (one `update_many` cannot say, e.g. `… FROM`).
    fn touch_statement(update: &mut UpdateStatement) -> &mut UpdateStatement {
        update.value(Self::UPDATED_AT, Expr::current_timestamp())
    }
}

/// Stamps `updated_at` on the rows a set-based update changes.
pub trait Touch {
    fn touch(self) -> Self;
}

impl<E: Timestamped> Touch for sea_orm::UpdateMany<E> {
    fn touch(self) -> Self {
        self.col_expr(E::UPDATED_AT, Expr::current_timestamp())
    }
}

/// Declares, inside an entity module, that its table has `updated_at` (see [`Timestamped`]); it
/// stands in for the module's `impl ActiveModelBehavior for ActiveModel {}`.
#[macro_export]
macro_rules! timestamped {
    () => {
        impl $crate::db::Timestamped for Entity {
            const UPDATED_AT: Column = Column::UpdatedAt;
        }

        #[sea_orm::prelude::async_trait::async_trait]
        impl ActiveModelBehavior for ActiveModel {
            async fn before_save<C>(mut self, _db: &C, insert: bool) -> Result<Self, DbErr>
            where
                C: ConnectionTrait,
            {
                if !insert {
                    self.updated_at = sea_orm::ActiveValue::Set(chrono::Utc::now());
                }
                Ok(self)
            }
        }
    };
}

fn escape_pattern(text: &str) -> String {
    text.replace('\\', "\\\\").replace('%', "\\%").replace('_', "\\_")
}

/// `%text%` for `ILIKE`, with the pattern characters in `text` matched literally.
pub fn contains_pattern(text: &str) -> String {
    ["%", &escape_pattern(text), "%"].concat()
}

/// `text%` for `LIKE`: what starts with `text`, its pattern characters matched literally.
pub fn prefix_pattern(text: &str) -> String {
    [escape_pattern(text).as_str(), "%"].concat()
}

/// Which words of a full-text search may be unfinished (match the start of a word).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Unfinished {
    /// Every word: "data sci" finds "Data Science" (vacancies: short texts, few of them).
    EveryWord,
    /// Only the last, the one still being typed. An unfinished word reads the index entries of
    /// every word it starts, which for a common word ("appl…") is most of the table.
    LastWord,
}

/// Turns free text into a `to_tsquery` query that every word must match. Only letters and digits
/// pass, so nothing of tsquery syntax does; at most 8 words. `None` when no word is left.
pub fn words_query(text: &str, unfinished: Unfinished) -> Option<String> {
    let words: Vec<String> = text
        .split(|c: char| !c.is_alphanumeric())
        .filter(|word| !word.is_empty())
        .take(8)
        .map(str::to_lowercase)
        .collect();
    let last = words.len().checked_sub(1)?;
    let terms: Vec<String> = words
        .into_iter()
        .enumerate()
        .map(|(i, word)| if unfinished == Unfinished::EveryWord || i == last { format!("{word}:*") } else { word })
        .collect();
    Some(terms.join(" & "))
}

/// `to_tsquery('shared.words', $n)` for a [`words_query`]: `shared.words` folds case and
/// diacritics as the searched columns do. The configuration is a literal (sea-query's
/// `PgFunc::to_tsquery` takes it as an OID) so the statement stays one text whatever is searched.
pub fn tsquery(query: &str) -> Expr {
    Func::cust("to_tsquery").arg(Expr::cust("'shared.words'")).arg(query).into()
}

/// `(SELECT shared.any_language($n))` for a [`words_query`]: texts written in several languages
/// (vacancies and the help) are indexed with each language's stemmer and whole, so a search
/// matches in any of them. A sub-select, so that the query is made once per execution (an init
/// plan): written as a call, a generic plan made it again for every row it ranked — five
/// `to_tsquery` each, 100 ms instead of 10 for a common word among 10,000 vacancies.
pub fn tsquery_any_language(query: &str) -> Expr {
    Expr::cust_with_values("(SELECT shared.any_language($1))", [query])
}

/// [`tsquery_any_language`] to match with, not to rank by: `shared.any_language_matching`
/// matches the same texts, asking the index each distinct prefix once (for "engineer", one
/// prefix instead of five), while `ts_rank` needs every language's terms to weigh them.
pub fn tsquery_any_language_matching(query: &str) -> Expr {
    Expr::cust_with_values("(SELECT shared.any_language_matching($1))", [query])
}

/// Has the rest of this transaction plan each statement for the values it is given. For searches:
/// how many rows a search text matches ranges from none to all, and the generic plan PostgreSQL
/// settles on after five executions of a prepared statement cannot know which — for the messages'
/// search it walked a whole inbox (~100 ms) where the text's own plan took a few.
pub async fn plan_for_each_value(conn: &impl ConnectionTrait) -> Result<(), DbErr> {
    conn.execute_raw(raw("SELECT set_config('plan_cache_mode', 'force_custom_plan', true)", [])).await?;
    Ok(())
}

/// One page of `page`'s rows and how many rows `count` counts, in one round trip:
/// `SELECT matched.total, page.* FROM (count) matched LEFT JOIN LATERAL (page) page ON true`.
/// `count` is the page's query with its filters but `count(*)` as its only column; `page` has the
/// order, limit and offset. Each combination of filters is its own statement text, so PostgreSQL
/// keeps a cached plan per combination (one statement with `$n IS NULL OR …` for every filter
/// would be planned afresh on every execution, which cost about as much as running it).
///
/// Rows need an `id` column (an empty page is one row of NULLs with the total).
pub async fn page_with_total<T: FromQueryResult>(
    conn: &impl ConnectionTrait,
    count: SelectStatement,
    page: SelectStatement,
) -> Result<(Vec<T>, u64), DbErr> {
    Ok(page_with_total_if_any(conn, count, page).await?.unwrap_or_default())
}

/// [`page_with_total`] for a `count` query that can answer no row at all — one with a `HAVING`
/// that rules the whole list out, such as "the vacancy exists" — which is `None`, still in one
/// round trip.
pub async fn page_with_total_if_any<T: FromQueryResult>(
    conn: &impl ConnectionTrait,
    count: SelectStatement,
    page: SelectStatement,
) -> Result<Option<(Vec<T>, u64)>, DbErr> {
    let query = page_query(count, page);
    paged_rows(conn, conn.get_database_backend().build(&query)).await
}

/// [`page_with_total`] for lists whose filters match about as many rows whatever their values
/// (the careers site's: a category, an employment type, a workplace), whose first page is best
/// served by one plan kept for every value ([`first_page_literal`]). Not for filters with skewed
/// values, such as a vacancy's applications: a plan kept for an average vacancy read and sorted
/// all 5,000 applications of a busy one.
pub async fn page_with_total_one_plan<T: FromQueryResult>(
    conn: &impl ConnectionTrait,
    count: SelectStatement,
    page: SelectStatement,
) -> Result<(Vec<T>, u64), DbErr> {
    let query = page_query(count, page);
    let statement = first_page_literal(conn.get_database_backend().build(&query));
    Ok(paged_rows(conn, statement).await?.unwrap_or_default())
}

/// [`page_with_total`] over a common table expression both read: `matched`, the rows a search
/// matches, found once (one scan of the index and table), then counted by `count` and ranked and
/// paged by `page`, which read it as the table `matched`. PostgreSQL materializes a CTE read twice,
/// so the matches are not looked up again for the page.
pub async fn page_with_total_of_matches<T: FromQueryResult>(
    conn: &impl ConnectionTrait,
    matched: SelectStatement,
    count: SelectStatement,
    page: SelectStatement,
) -> Result<(Vec<T>, u64), DbErr> {
    let with = WithClause::new()
        .cte(CommonTableExpression::new().query(matched).table_name(Alias::new("matched")).to_owned())
        .to_owned();
    let query = page_query(count, page).with(with);
    Ok(paged_rows(conn, conn.get_database_backend().build(&query)).await?.unwrap_or_default())
}

/// A first page's `LIMIT n OFFSET 0`, written `LIMIT n` with the number in the text. As
/// parameters, PostgreSQL cannot tell how many rows a generic plan stops after, costs it as if it
/// read a tenth of the matches, finds that dearer than planning for the values, and so plans every
/// execution — on the careers site's list at 10,000 vacancies that planning cost more than the
/// query, and the cost grew with the tenant. With the number in the text the generic plan can be
/// kept (one statement text per page size; other pages keep their parameters, and are planned for
/// them).
fn first_page_literal(mut statement: Statement) -> Statement {
    let Some(values) = statement.values.as_mut() else { return statement };
    let n = values.0.len();
    if n < 2 {
        return statement;
    }
    let tail = format!("LIMIT ${} OFFSET ${}", n - 1, n);
    let (Value::BigUnsigned(Some(limit)), Value::BigUnsigned(Some(0))) = (&values.0[n - 2], &values.0[n - 1]) else {
        return statement;
    };
    let Some(at) = statement.sql.rfind(&tail) else { return statement };
    statement.sql.replace_range(at..at + tail.len(), &format!("LIMIT {limit}"));
    values.0.truncate(n - 2);
    statement
}

/// [`page_with_total_if_any`] for a raw `statement` of the same shape (a `total` column, then the
/// page's columns with an `id`, a row of NULLs but the total when the page is empty).
pub async fn paged_rows<T: FromQueryResult>(
    conn: &impl ConnectionTrait,
    statement: Statement,
) -> Result<Option<(Vec<T>, u64)>, DbErr> {
    let result = conn.query_all_raw(statement).await?;
    if result.is_empty() {
        return Ok(None);
    }
    let mut total = 0;
    let mut rows = Vec::with_capacity(result.len());
    for row in result {
        total = row.try_get::<i64>("", "total")?;
        // Ids are numbers or UUIDs.
        let id = row.try_get::<Option<i64>>("", "id").map(|id| id.is_some());
        if id.or_else(|_| row.try_get::<Option<uuid::Uuid>>("", "id").map(|id| id.is_some()))? {
            rows.push(T::from_query_result(&row, "")?);
        }
    }
    Ok(Some((rows, u64::try_from(total).unwrap_or(0))))
}

fn page_query(count: SelectStatement, page: SelectStatement) -> SelectStatement {
    let matched = Alias::new("matched");
    let page_alias = Alias::new("page");
    Query::select()
        .column((matched.clone(), Alias::new("total")))
        .column((page_alias.clone(), Asterisk))
        .from_subquery(count, matched)
        .join_lateral(JoinType::LeftJoin, page, page_alias, Condition::all())
        .take()
}

/// `SELECT <every column of E> FROM <E's table>`, the lean equivalent of `E::find()`.
///
/// sea-orm's `find()` asks each column for its definition on every call, to cast database enum
/// types (we store enums as checked text, so there is nothing to cast); with the expression clones
/// that follow, that cost 50–100k instructions per statement, enough to show in `make bench`. Hot
/// paths build on this and decode with [`fetch_all`]/[`fetch_one`] into the entity's `Model`.
pub fn select<E: EntityTrait>() -> SelectStatement {
    // `table_ref()`, not the entity itself: it keeps a `schema_name` (the shared registry's).
    Query::select().columns(E::Column::iter()).from(E::default().table_ref()).take()
}

/// [`select`] with every column named with its table (`"tasks"."id"`), for a statement that joins
/// tables whose columns share names with E's. Decode into a struct holding E's `Model` as a
/// `#[sea_orm(nested)]` field beside the joined columns, so the model's fields are not listed again.
pub fn select_qualified<E: EntityTrait>() -> SelectStatement {
    Query::select()
        .columns(E::Column::iter().map(|column| (E::default(), column)))
        .from(E::default().table_ref())
        .take()
}

/// `SELECT <the columns of P>`, without `FROM`: `P` is a `DerivePartialModel`, whose fields are
/// both the select list (`"table"."column" AS "field"`, a `from_expr` field as its expression) and
/// what decodes it, so a row that is part of an entity and a few joined columns lists them once.
/// Like `E::find()`, it asks each column for its definition on every call: a hot path keeps the
/// statement in a [`FixedShape`].
pub fn select_partial<P: sea_orm::PartialModelTrait>() -> SelectStatement {
    /// sea-orm adds a partial model's columns to a `QuerySelect`; this one is a bare statement.
    struct Columns(SelectStatement);
    impl sea_orm::QuerySelect for Columns {
        type QueryStatement = SelectStatement;

        fn query(&mut self) -> &mut SelectStatement {
            &mut self.0
        }
    }
    P::select_cols(Columns(Query::select())).0
}

/// Every row `query` answers, decoded as `M` (an entity's `Model` or any `FromQueryResult`).
pub async fn fetch_all<M: FromQueryResult>(
    conn: &impl ConnectionTrait,
    query: &SelectStatement,
) -> Result<Vec<M>, DbErr> {
    fetch_all_raw(conn, conn.get_database_backend().build(query)).await
}

/// The first row `query` answers, decoded as `M`.
pub async fn fetch_one<M: FromQueryResult>(
    conn: &impl ConnectionTrait,
    query: &SelectStatement,
) -> Result<Option<M>, DbErr> {
    fetch_one_raw(conn, conn.get_database_backend().build(query)).await
}

/// A statement of fixed shape on a hot path (no optional parts, a fixed number of values): sea-query
/// renders its text once per process and each call binds its own values to that text, which saves
/// the rendering (identifier quoting and all) on every request.
///
/// `values` are the values `build` binds, in order. Debug builds — every test run — render the
/// statement afresh on each call and panic when its text or values differ from what was cached
/// and given, so a mismatch cannot go unnoticed.
#[derive(Default)]
pub struct FixedShape(OnceLock<String>);

impl FixedShape {
    pub const fn new() -> Self {
        Self(OnceLock::new())
    }

    pub fn statement<S: StatementBuilder>(&self, values: Vec<Value>, build: impl Fn() -> S) -> Statement {
        let sql = self.0.get_or_init(|| DbBackend::Postgres.build(&build()).sql);
        if cfg!(debug_assertions) {
            let fresh = DbBackend::Postgres.build(&build());
            assert_eq!(&fresh.sql, sql, "a FixedShape statement changed shape");
            assert_eq!(fresh.values.map(|v| v.0), Some(values.clone()), "values given in another order: {sql}");
        }
        Statement::from_sql_and_values(DbBackend::Postgres, sql.clone(), values)
    }
}

/// Every row `statement` answers, decoded as `M` (for [`FixedShape`] statements).
pub async fn fetch_all_raw<M: FromQueryResult>(
    conn: &impl ConnectionTrait,
    statement: Statement,
) -> Result<Vec<M>, DbErr> {
    let rows = conn.query_all_raw(statement).await?;
    rows.iter().map(|row| M::from_query_result(row, "")).collect()
}

/// The first row `statement` answers, decoded as `M` (for [`FixedShape`] statements).
pub async fn fetch_one_raw<M: FromQueryResult>(
    conn: &impl ConnectionTrait,
    statement: Statement,
) -> Result<Option<M>, DbErr> {
    let row = conn.query_one_raw(statement).await?;
    row.map(|row| M::from_query_result(&row, "")).transpose()
}

/// `count(*) AS total`, the one column of [`page_with_total`]'s `count` query.
pub fn count_all() -> Expr {
    Expr::expr(Func::count(Expr::col(Asterisk)))
}

/// `SELECT count(*) AS total FROM (matching LIMIT cap + 1)`: [`page_with_total`]'s `count` query
/// for a search, which stops counting past [`crate::paging::COUNT_CAP`] (read the answer with
/// [`crate::paging::Total::capped`]). `matching` is the page's query with its filters, any column
/// (`1`), no order.
pub fn count_at_most(mut matching: SelectStatement) -> SelectStatement {
    matching.limit(crate::paging::COUNT_CAP + 1);
    Query::select().expr_as(count_all(), Alias::new("total")).from_subquery(matching, Alias::new("matching")).take()
}

/// The API (serde) name of a stored text enum's value, for messages such as "A draft vacancy
/// cannot be published." The database name is the `DeriveActiveEnum` string value.
pub trait ApiName: Serialize {
    fn api(&self) -> String {
        match serde_json::to_value(self) {
            Ok(serde_json::Value::String(name)) => name,
            _ => String::new(),
        }
    }
}

impl<T: Serialize + sea_orm::ActiveEnum> ApiName for T {}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_first_page_has_its_size_in_the_text_and_later_pages_have_parameters() {
        let build = |offset: u64| {
            let count = Query::select().expr_as(count_all(), "total").from(Alias::new("t")).take();
            let page = Query::select()
                .column(Alias::new("id"))
                .from(Alias::new("t"))
                .and_where(sea_orm::sea_query::ExprTrait::eq(Expr::col(Alias::new("kind")), "a"))
                .limit(20)
                .offset(offset)
                .take();
            first_page_literal(DbBackend::Postgres.build(&page_query(count, page)))
        };
        let first = build(0);
        assert!(first.sql.ends_with("LIMIT 20) AS \"page\" ON TRUE"), "{}", first.sql);
        assert_eq!(first.values.unwrap().0, vec![Value::from("a")]);
        let third = build(40);
        assert!(third.sql.ends_with("LIMIT $2 OFFSET $3) AS \"page\" ON TRUE"), "{}", third.sql);
        assert_eq!(third.values.unwrap().0.len(), 3);
    }

    #[test]
    fn like_patterns_match_their_wildcards_literally() {
        assert_eq!(contains_pattern(r"50%_off\"), r"%50\%\_off\\%");
        assert_eq!(prefix_pattern("ana_b%"), r"ana\_b\%%");
    }

    #[test]
    fn search_text_becomes_a_safe_words_query() {
        use Unfinished::*;
        assert_eq!(words_query("Engin", EveryWord), Some("engin:*".into()));
        assert_eq!(words_query("data & (science)!", EveryWord), Some("data:* & science:*".into()));
        assert_eq!(words_query("':* | !", EveryWord), None);
        assert_eq!(words_query("Übersetzer", EveryWord), Some("übersetzer:*".into()));
        assert_eq!(words_query("Ana Sil", LastWord), Some("ana & sil:*".into()));
        assert_eq!(words_query("ana@example.com", LastWord), Some("ana & example & com:*".into()));
        assert_eq!(words_query(" !", LastWord), None);
    }

    #[test]
    fn a_lean_select_keeps_the_entitys_schema() {
        let sql = DbBackend::Postgres.build(&select::<crate::tenancy::tenant_entity::Entity>()).sql;
        assert!(sql.ends_with(r#"FROM "shared"."tenants""#), "{sql}");
    }

    #[test]
    fn a_page_and_its_total_are_one_statement() {
        let count = Query::select().expr_as(count_all(), Alias::new("total")).from(Alias::new("t")).take();
        let page = Query::select().column(Asterisk).from(Alias::new("t")).limit(10).take();
        let sql = DbBackend::Postgres.build(&page_query(count, page)).sql;
        assert_eq!(
            sql,
            r#"SELECT "matched"."total", "page".* FROM (SELECT COUNT(*) AS "total" FROM "t") AS "matched" LEFT JOIN LATERAL (SELECT * FROM "t" LIMIT $1) AS "page" ON TRUE"#
        );
    }
}
