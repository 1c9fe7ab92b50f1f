//! Every stored text enum is declared once, as a `DeriveActiveEnum`; the migrations repeat its
//! values in a CHECK constraint. These tests read each constraint from a freshly provisioned tenant
//! schema and fail when the two disagree in either direction.

use std::collections::BTreeSet;

use erecruit_server::applications::domain::ApplicationStatus;
use erecruit_server::auth::domain::{Role, SignInMethod, UserKind, UserStatus};
use erecruit_server::calendar::domain::{EventLabel, InterviewResponse};
use erecruit_server::chat::domain::ChosenStatus;
use erecruit_server::files::FileKind;
use erecruit_server::locale::Locale;
use erecruit_server::messages::domain::{MessageFolder, MessageLabel};
use erecruit_server::tasks::domain::TagColor;
use erecruit_server::tenancy::TenantStatus;
use erecruit_server::vacancies::domain::{Category, EmploymentType, QuestionKind, VacancyStatus, Workplace};
use sea_orm::{ActiveEnum, ConnectionTrait, DbBackend, Iterable, Statement};

use crate::helpers::{create_tenant, database_url, spawn_app};

/// The values the CHECK constraints on `schema.table` allow for `column` (`column = ANY (ARRAY[…])`
/// or `column IN (…)` as PostgreSQL prints them, or `column <@ ARRAY[…]` for an array of values).
async fn check_values(conn: &impl ConnectionTrait, schema: &str, table: &str, column: &str) -> BTreeSet<String> {
    let rows = conn
        .query_all_raw(Statement::from_sql_and_values(
            DbBackend::Postgres,
            "SELECT pg_get_constraintdef(c.oid) AS def FROM pg_constraint c
             JOIN pg_class t ON t.oid = c.conrelid JOIN pg_namespace n ON n.oid = t.relnamespace
             WHERE n.nspname = $1 AND t.relname = $2 AND c.contype = 'c'",
            [schema.into(), table.into()],
        ))
        .await
        .unwrap();
    let prefixes = [format!("({column} = ANY"), format!("({column} <@ ARRAY")];
    let defs: Vec<String> = rows
        .iter()
        .map(|row| row.try_get::<String>("", "def").unwrap())
        .filter(|def| prefixes.iter().any(|prefix| def.contains(prefix)))
        .collect();
    assert_eq!(defs.len(), 1, "one value list for {table}.{column}, found {defs:?}");
    defs[0].split('\'').skip(1).step_by(2).map(str::to_owned).collect()
}

fn enum_values<E: ActiveEnum<Value = String> + Iterable>() -> BTreeSet<String> {
    E::iter().map(|value| value.to_value()).collect()
}

macro_rules! assert_enum_matches_check {
    ($conn:expr, $schema:expr, $($enum:ty => $table:literal . $column:literal),+ $(,)?) => {
        $(
            assert_eq!(
                enum_values::<$enum>(),
                check_values($conn, $schema, $table, $column).await,
                concat!(stringify!($enum), " vs the CHECK on ", $table, ".", $column),
            );
        )+
    };
}

#[tokio::test]
async fn every_stored_enum_matches_its_check_constraint() {
    let app = spawn_app().await;
    let tenant = create_tenant(&app.db).await;
    let schema = tenant.schema_name();
    let conn = sea_orm::Database::connect(database_url()).await.unwrap();
    assert_enum_matches_check!(&conn, schema.as_str(),
        Category => "vacancies"."category",
        EmploymentType => "vacancies"."employment_type",
        Workplace => "vacancies"."workplace",
        VacancyStatus => "vacancies"."status",
        QuestionKind => "vacancy_questions"."kind",
        ApplicationStatus => "applications"."status",
        ApplicationStatus => "application_events"."from_status",
        ApplicationStatus => "application_events"."to_status",
        Role => "users"."role",
        UserStatus => "users"."status",
        UserKind => "users"."kind",
        Locale => "users"."locale",
        Locale => "outbox_emails"."locale",
        FileKind => "files"."kind",
        MessageFolder => "mail_copies"."folder",
        MessageFolder => "mail_folder_totals"."folder",
        MessageLabel => "mail_copies"."labels",
        ChosenStatus => "chat_settings"."status",
        EventLabel => "calendar_events"."label",
        InterviewResponse => "calendar_events"."applicant_response",
        InterviewResponse => "calendar_attendees"."response",
        Locale => "invitations"."locale",
        TagColor => "task_tags"."color",
        SignInMethod => "user_sessions"."method",
        SignInMethod => "mfa_challenges"."method",
    );
    // Colleagues are invited as admins or staff, never as applicants.
    let invited = check_values(&conn, schema.as_str(), "invitations", "role").await;
    let team: BTreeSet<String> = Role::iter().filter(|role| *role != Role::User).map(|role| role.to_value()).collect();
    assert_eq!(invited, team);
    assert_enum_matches_check!(&conn, "shared", TenantStatus => "tenants"."status");
}
