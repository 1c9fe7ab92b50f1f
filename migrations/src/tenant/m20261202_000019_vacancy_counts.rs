use sea_orm_migration::prelude::*;

#[derive(DeriveMigrationName)]
pub struct Migration;

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        crate::run_sql(
            manager,
            r#"
            -- The careers site's totals, kept instead of counted: how many vacancies are published
            -- per category, employment type and workplace. A write appends what it changes (+1 for
            -- a vacancy it publishes, -1 for one it unpublishes; `vacancy_counts_add`, called by
            -- the vacancies repository before and after its change) and folds the rows into one
            -- per key unless someone else is folding (`vacancy_counts_fold`): appending takes no
            -- lock, so two recruiters publishing at once never wait for each other.
            --
            -- Open = published minus published past their closing date. The second term is a short
            -- range of `vacancies_closing_idx`: the clean-up job closes vacancies whose date passed.
            CREATE TABLE vacancy_counts (
                category        text NOT NULL,
                employment_type text NOT NULL,
                workplace       text NOT NULL,
                n               integer NOT NULL,
                folded          boolean NOT NULL DEFAULT false
            );
            CREATE INDEX vacancy_counts_key_idx ON vacancy_counts (category, employment_type, workplace) INCLUDE (n);
            CREATE INDEX vacancy_counts_appended_idx ON vacancy_counts (category) WHERE NOT folded;
            CREATE INDEX vacancies_closing_idx ON vacancies (closes_at) WHERE status = 'published';

            -- Appends `sign` for each of the vacancies `ids` that is published now, locking them
            -- (in id order, as bulk changes and the clean-up job do, so two of them cannot wait
            -- for each other): a concurrent change of the same vacancy waits, so before and
            -- after are each read once.
            CREATE FUNCTION vacancy_counts_add(ids bigint[], sign integer) RETURNS void LANGUAGE sql AS $$
                INSERT INTO vacancy_counts (category, employment_type, workplace, n)
                SELECT category, employment_type, workplace, sign * count(*)::integer
                FROM (SELECT category, employment_type, workplace, status
                      FROM vacancies WHERE id = ANY(ids) ORDER BY id FOR UPDATE) v
                WHERE status = 'published'
                GROUP BY category, employment_type, workplace;
            $$;

            CREATE FUNCTION vacancy_counts_fold() RETURNS void LANGUAGE plpgsql AS $$
            BEGIN
                -- Nothing appended (the partial index answers): no work, no lock.
                IF NOT EXISTS (SELECT 1 FROM vacancy_counts WHERE NOT folded) THEN
                    RETURN;
                END IF;
                IF NOT pg_try_advisory_xact_lock(hashtext(current_schema() || '.vacancy_counts')) THEN
                    RETURN;
                END IF;
                -- Rows appended by transactions still running are not seen, so not deleted: they
                -- are folded by a later write.
                WITH gone AS (
                    DELETE FROM vacancy_counts RETURNING category, employment_type, workplace, n
                )
                INSERT INTO vacancy_counts (category, employment_type, workplace, n, folded)
                SELECT category, employment_type, workplace, sum(n), true
                FROM gone GROUP BY category, employment_type, workplace HAVING sum(n) <> 0;
            END;
            $$;

            -- Counts again from the vacancies: after set-based seeding, which writes them
            -- directly, and at each pass of the clean-up job, which puts right what a replica of
            -- the previous release did not append during a rolling upgrade. PL/pgSQL, so the lock
            -- is taken before the other statements touch the table (a SQL function's statements
            -- take theirs when the body is parsed, and two rebuilds would wait for each other).
            CREATE FUNCTION vacancy_counts_rebuild() RETURNS void LANGUAGE plpgsql AS $$
            BEGIN
                -- Writers wait: a vacancy published between the two statements would count twice.
                LOCK TABLE vacancy_counts IN EXCLUSIVE MODE;
                DELETE FROM vacancy_counts;
                INSERT INTO vacancy_counts (category, employment_type, workplace, n, folded)
                SELECT category, employment_type, workplace, count(*), true
                FROM vacancies WHERE status = 'published' GROUP BY category, employment_type, workplace;
            END;
            $$;
            SELECT vacancy_counts_rebuild();
            "#,
        )
        .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        crate::run_sql(
            manager,
            "DROP FUNCTION vacancy_counts_rebuild(), vacancy_counts_fold(), vacancy_counts_add(bigint[], integer);
             DROP INDEX vacancies_closing_idx;
             DROP TABLE vacancy_counts;",
        )
        .await
    }
}
