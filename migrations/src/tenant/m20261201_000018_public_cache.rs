use sea_orm_migration::prelude::*;

#[derive(DeriveMigrationName)]
pub struct Migration;

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        crate::run_sql(
            manager,
            r#"
            -- Every replica keeps the careers site's answers until the tenant's vacancies change:
            -- any statement that writes them (a form, a bulk change, an import, the desk's
            -- triggers) tells every replica when it commits, with the schema's name.
            CREATE FUNCTION vacancies_changed() RETURNS trigger LANGUAGE plpgsql AS $$
            BEGIN
                PERFORM pg_notify('erecruit_vacancies', TG_TABLE_SCHEMA);
                RETURN NULL;
            END $$;
            CREATE TRIGGER vacancies_changed AFTER INSERT OR UPDATE OR DELETE ON vacancies
                FOR EACH STATEMENT EXECUTE FUNCTION vacancies_changed();
            CREATE TRIGGER vacancy_questions_changed AFTER INSERT OR UPDATE OR DELETE ON vacancy_questions
                FOR EACH STATEMENT EXECUTE FUNCTION vacancies_changed();

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
            DROP TRIGGER vacancy_questions_changed ON vacancy_questions;
            DROP TRIGGER vacancies_changed ON vacancies;
            DROP FUNCTION vacancies_changed();
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
