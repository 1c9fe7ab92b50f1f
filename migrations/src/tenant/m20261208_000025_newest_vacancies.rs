use sea_orm_migration::prelude::*;

#[derive(DeriveMigrationName)]
pub struct Migration;

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        crate::run_sql(
            manager,
            r#"
            -- The newest open vacancies of every category at once: the feeds, the job boards'
            -- feed and the sitemap. `vacancies_listing_idx` leads with the category, so without
            -- one PostgreSQL read every published vacancy and sorted them (29 ms at 10,000).
            CREATE INDEX vacancies_newest_idx ON vacancies (published_at DESC, id DESC) INCLUDE (closes_at)
                WHERE status = 'published';
            "#,
        )
        .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        crate::run_sql(manager, "DROP INDEX vacancies_newest_idx;").await
    }
}
