use sea_orm_migration::prelude::*;

#[derive(DeriveMigrationName)]
pub struct Migration;

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        crate::run_sql(
            manager,
            r#"
            -- The public list's total is counted from this index alone (an index-only scan reads
            -- a few dozen narrow pages where the table's wide rows, descriptions and stored
            -- search vectors, took thousands): the closing date is in it, and the table is
            -- vacuumed often enough for its pages to stay all-visible.
            DROP INDEX vacancies_listing_idx;
            CREATE INDEX vacancies_listing_idx ON vacancies (category, published_at DESC, id DESC)
                INCLUDE (closes_at) WHERE status = 'published';
            ALTER TABLE vacancies SET (autovacuum_vacuum_scale_factor = 0.01,
                                       autovacuum_vacuum_insert_scale_factor = 0.01,
                                       autovacuum_analyze_scale_factor = 0.02);
            "#,
        )
        .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        crate::run_sql(
            manager,
            r#"
            DROP INDEX vacancies_listing_idx;
            CREATE INDEX vacancies_listing_idx ON vacancies (category, published_at DESC, id DESC)
                WHERE status = 'published';
            ALTER TABLE vacancies RESET (autovacuum_vacuum_scale_factor, autovacuum_vacuum_insert_scale_factor,
                                         autovacuum_analyze_scale_factor);
            "#,
        )
        .await
    }
}
