use sea_orm_migration::prelude::*;

#[derive(DeriveMigrationName)]
pub struct Migration;

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        crate::run_sql(
            manager,
            r#"
            -- A vacancy's hiring team: staff members with their part in it. A member who leaves
            -- the tenant leaves the teams with their account.
            CREATE TABLE vacancy_team (
                vacancy_id  bigint NOT NULL REFERENCES vacancies (id) ON DELETE CASCADE,
                user_id     uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
                role        text NOT NULL CHECK (role IN ('hiring_manager', 'recruiter', 'interviewer', 'coordinator')),
                added_at    timestamptz NOT NULL DEFAULT now(),
                PRIMARY KEY (vacancy_id, user_id)
            );
            CREATE INDEX vacancy_team_user_idx ON vacancy_team (user_id);
            "#,
        )
        .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        crate::run_sql(manager, "DROP TABLE vacancy_team;").await
    }
}
