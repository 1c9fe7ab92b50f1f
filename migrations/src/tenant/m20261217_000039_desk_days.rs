use sea_orm_migration::prelude::*;

#[derive(DeriveMigrationName)]
pub struct Migration;

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        crate::run_sql(
            manager,
            r#"
            -- The dashboard's cohort facts (every kind of `desk_stats` but status and vacancy) summed
            -- per day of the tenant's zone: a year's range reads a row per day and key instead of
            -- one per hour. Kept by `desk_stats_compact`, which adds what it folds into the hourly
            -- rows here too, so these are always the compacted hourly rows summed per day; what is
            -- appended and not folded yet is read from `desk_stats`.
            CREATE TABLE desk_days (
                day       date NOT NULL,
                kind      text NOT NULL,
                category  text NOT NULL,
                owner     uuid NOT NULL,
                stage     text NOT NULL,
                bucket    smallint NOT NULL,
                source    text NOT NULL,
                n         integer NOT NULL,
                seconds   double precision NOT NULL,
                PRIMARY KEY (day, kind, category, owner, stage, bucket, source)
            );
            -- Keys whose facts cancelled out, deleted after each fold.
            CREATE INDEX desk_days_empty_idx ON desk_days (day) WHERE n = 0;

            -- The counts per vacancy (the dashboard's table of vacancies, a vacancy's reach) read
            -- from the index alone, in vacancy order, instead of from every row of the table.
            CREATE INDEX desk_stats_vacancy_counts_idx ON desk_stats (vacancy_id, stage) INCLUDE (n)
                WHERE kind = 'vacancy';
            DROP INDEX desk_stats_vacancy_idx;

            -- The zone whose days `desk_days` holds; no row: not built yet. The first dashboard
            -- read in another zone (a tenant's zone changed) builds them again.
            CREATE TABLE desk_days_zone (
                only_row  boolean PRIMARY KEY DEFAULT true CHECK (only_row),
                zone      text NOT NULL
            );

            -- Every vacancy's folded counts (applicants, those still new, those hired) with what
            -- its popularity is computed from (openings, whether it is published or closed), so
            -- the vacancies with most applicants are read from an index and the tenant's median
            -- applications per opening by position in another, instead of counting every vacancy
            -- at each read. Kept by the fold: it adds the vacancy facts it folds and copies
            -- openings and status from vacancies new or changed since it last looked
            -- (`updated_at`); a deleted vacancy's row goes with it.
            CREATE TABLE desk_vacancies (
                vacancy_id  bigint PRIMARY KEY REFERENCES vacancies (id) ON DELETE CASCADE,
                applicants  integer NOT NULL,
                fresh       integer NOT NULL,
                hired       integer NOT NULL,
                openings    integer NOT NULL,
                listed      boolean NOT NULL,
                ratio       double precision GENERATED ALWAYS AS (applicants::float8 / greatest(openings, 1)) STORED
            );
            CREATE INDEX desk_vacancies_applicants_idx ON desk_vacancies (applicants DESC, vacancy_id DESC);
            CREATE INDEX desk_vacancies_ratio_idx ON desk_vacancies (ratio) WHERE listed;
            -- Vacancies changed since the fold last looked.
            CREATE INDEX vacancies_updated_idx ON vacancies (updated_at);
            -- When the fold last copied vacancies' openings and status (one row).
            CREATE TABLE desk_vacancies_seen (
                only_row  boolean PRIMARY KEY DEFAULT true CHECK (only_row),
                at        timestamptz NOT NULL
            );
            -- Builds `desk_vacancies` from the compacted facts (appended ones are the fold's).
            -- A draft that never had an application needs no row (only drafts can be deleted).
            CREATE FUNCTION desk_vacancies_rebuild() RETURNS void LANGUAGE sql AS $$
                DELETE FROM desk_vacancies;
                INSERT INTO desk_vacancies (vacancy_id, applicants, fresh, hired, openings, listed)
                SELECT v.id, coalesce(sum(s.n) FILTER (WHERE s.stage = ''), 0),
                       coalesce(sum(s.n) FILTER (WHERE s.stage = 'submitted'), 0),
                       coalesce(sum(s.n) FILTER (WHERE s.stage = 'hired'), 0),
                       v.openings, v.status IN ('published', 'closed')
                FROM vacancies v
                LEFT JOIN desk_stats s ON s.vacancy_id = v.id AND s.kind = 'vacancy' AND s.compacted
                GROUP BY v.id
                HAVING v.status IN ('published', 'closed') OR count(s.n) > 0;
                INSERT INTO desk_vacancies_seen (at) VALUES (statement_timestamp() - interval '1 minute')
                ON CONFLICT (only_row) DO UPDATE SET at = excluded.at;
            $$;
            -- Copies openings and status from the vacancies changed since `since` that are
            -- published or closed or already kept. A vacancy being deleted is skipped: its row
            -- would go with it.
            CREATE FUNCTION desk_vacancies_reconcile(since timestamptz) RETURNS void LANGUAGE sql AS $$
                INSERT INTO desk_vacancies AS k (vacancy_id, applicants, fresh, hired, openings, listed)
                SELECT v.id, 0, 0, 0, v.openings, v.status IN ('published', 'closed')
                FROM vacancies v
                WHERE v.updated_at > since
                  AND (v.status IN ('published', 'closed')
                       OR EXISTS (SELECT FROM desk_vacancies d WHERE d.vacancy_id = v.id))
                FOR KEY SHARE OF v SKIP LOCKED
                ON CONFLICT (vacancy_id) DO UPDATE SET openings = excluded.openings, listed = excluded.listed
                WHERE (k.openings, k.listed) IS DISTINCT FROM (excluded.openings, excluded.listed);
            $$;
            SELECT desk_vacancies_rebuild();

            -- The median of applications per opening over the published and closed vacancies
            -- (`percentile_cont(0.5)`), as folded: the middle ratios by position in their index.
            CREATE FUNCTION desk_reach_median() RETURNS double precision LANGUAGE plpgsql STABLE AS $$
            DECLARE
                total bigint := (SELECT count(*) FROM desk_vacancies WHERE listed);
                lower double precision;
                upper double precision;
            BEGIN
                IF total = 0 THEN
                    RETURN NULL;
                END IF;
                lower := (SELECT ratio FROM desk_vacancies WHERE listed ORDER BY ratio OFFSET (total - 1) / 2 LIMIT 1);
                upper := (SELECT ratio FROM desk_vacancies WHERE listed ORDER BY ratio OFFSET total / 2 LIMIT 1);
                -- As percentile_cont interpolates, to the last bit.
                RETURN lower + (upper - lower) * 0.5;
            END $$;

            -- Builds `desk_days` from the compacted hourly facts, in days of `days_zone`.
            CREATE FUNCTION desk_days_rebuild(days_zone text) RETURNS void LANGUAGE plpgsql AS $$
            BEGIN
                DELETE FROM desk_days;
                INSERT INTO desk_days (day, kind, category, owner, stage, bucket, source, n, seconds)
                SELECT (s.hour AT TIME ZONE days_zone)::date, s.kind, s.category, s.owner, s.stage, s.bucket,
                       s.source, sum(s.n), sum(s.seconds)
                FROM desk_stats s
                WHERE s.compacted AND s.kind NOT IN ('status', 'vacancy')
                GROUP BY 1, 2, 3, 4, 5, 6, 7
                HAVING sum(s.n) <> 0;
                INSERT INTO desk_days_zone (zone) VALUES (days_zone)
                ON CONFLICT (only_row) DO UPDATE SET zone = excluded.zone;
            END $$;

            -- Folds the appended facts into one row per key (rows that sum to nothing go), and
            -- adds the folded cohort facts to their days; answers how many appended rows it
            -- folded. Another transaction folding at the same time is left to it. Given a zone
            -- other than the one the days are kept in, it builds the days in that zone.
            DROP FUNCTION desk_stats_compact();
            CREATE FUNCTION desk_stats_compact(days_zone text DEFAULT NULL) RETURNS bigint LANGUAGE plpgsql AS $$
            DECLARE
                folded bigint;
                rebuild boolean := false;
            BEGIN
                IF days_zone IS NOT NULL AND days_zone IS DISTINCT FROM (SELECT zone FROM desk_days_zone) THEN
                    -- Tried, not awaited, as any fold: the transaction folding may wait for locks
                    -- this one holds. Until the days are built, readers read the hourly rows.
                    IF NOT pg_try_advisory_xact_lock(hashtext(current_schema() || '.desk_stats')) THEN
                        RETURN 0;
                    END IF;
                    rebuild := true;
                END IF;
                IF NOT rebuild THEN
                    -- Nothing appended and no vacancy changed (two index lookups): no work, no lock.
                    IF NOT EXISTS (SELECT 1 FROM desk_stats WHERE NOT compacted)
                       AND NOT EXISTS (SELECT 1 FROM vacancies
                                       WHERE updated_at > (SELECT at FROM desk_vacancies_seen)) THEN
                        RETURN 0;
                    END IF;
                    IF NOT pg_try_advisory_xact_lock(hashtext(current_schema() || '.desk_stats')) THEN
                        RETURN 0;
                    END IF;
                END IF;
                WITH keys AS (
                    SELECT DISTINCT kind, hour, category, owner, vacancy_id, stage, bucket, source
                    FROM desk_stats WHERE NOT compacted
                ), gone AS (
                    DELETE FROM desk_stats s USING keys k
                    WHERE (s.kind, s.hour, s.category, s.owner, s.vacancy_id, s.stage, s.bucket, s.source)
                        = (k.kind, k.hour, k.category, k.owner, k.vacancy_id, k.stage, k.bucket, k.source)
                    RETURNING s.*
                ), folded AS (
                    INSERT INTO desk_stats (kind, hour, category, owner, vacancy_id, stage, bucket, source, n, seconds, compacted)
                    SELECT kind, hour, category, owner, vacancy_id, stage, bucket, source, sum(n), sum(seconds), true
                    FROM gone GROUP BY 1, 2, 3, 4, 5, 6, 7, 8
                    HAVING sum(n) <> 0
                ), days AS (
                    INSERT INTO desk_days (day, kind, category, owner, stage, bucket, source, n, seconds)
                    SELECT (g.hour AT TIME ZONE z.zone)::date, g.kind, g.category, g.owner, g.stage, g.bucket,
                           g.source, sum(g.n), sum(g.seconds)
                    FROM gone g CROSS JOIN desk_days_zone z
                    WHERE NOT g.compacted AND g.kind NOT IN ('status', 'vacancy')
                    GROUP BY 1, 2, 3, 4, 5, 6, 7
                    ON CONFLICT (day, kind, category, owner, stage, bucket, source)
                    DO UPDATE SET n = desk_days.n + excluded.n, seconds = desk_days.seconds + excluded.seconds
                ), vacancy_counts AS (
                    INSERT INTO desk_vacancies AS k (vacancy_id, applicants, fresh, hired, openings, listed)
                    SELECT v.id, coalesce(sum(g.n) FILTER (WHERE g.stage = ''), 0),
                           coalesce(sum(g.n) FILTER (WHERE g.stage = 'submitted'), 0),
                           coalesce(sum(g.n) FILTER (WHERE g.stage = 'hired'), 0),
                           v.openings, v.status IN ('published', 'closed')
                    FROM gone g JOIN vacancies v ON v.id = g.vacancy_id
                    WHERE NOT g.compacted AND g.kind = 'vacancy'
                    GROUP BY v.id
                    ON CONFLICT (vacancy_id) DO UPDATE
                    SET applicants = k.applicants + excluded.applicants, fresh = k.fresh + excluded.fresh,
                        hired = k.hired + excluded.hired, openings = excluded.openings, listed = excluded.listed
                )
                SELECT count(*) INTO folded FROM gone WHERE NOT compacted;
                -- Vacancies new or changed since the last look, their openings and status. The
                -- look is recorded a minute back: an edit committed after it may carry an earlier
                -- time (its transaction's start), and is copied by the next fold; one whose
                -- transaction outlasted that minute, by the clean-up job's look a day back.
                PERFORM desk_vacancies_reconcile((SELECT at FROM desk_vacancies_seen));
                UPDATE desk_vacancies_seen SET at = statement_timestamp() - interval '1 minute';
                IF rebuild THEN
                    PERFORM desk_days_rebuild(days_zone);
                ELSE
                    DELETE FROM desk_days WHERE n = 0;
                END IF;
                RETURN folded;
            END $$;

            -- Recomputes every fact from the timeline (after entries were written or back-dated
            -- by set-based SQL, as the demo's and the benchmarks' are), the days too.
            CREATE OR REPLACE FUNCTION desk_stats_rebuild() RETURNS void LANGUAGE sql AS $$
                -- Writers wait: an entry committed between the two statements would count twice.
                LOCK TABLE desk_stats IN EXCLUSIVE MODE;
                DELETE FROM desk_stats;
                INSERT INTO desk_stats (kind, hour, category, owner, vacancy_id, stage, bucket, source, n, seconds, compacted)
                SELECT kind, hour, category, owner, vacancy_id, stage, bucket, source, sum(n), sum(seconds), true
                FROM desk_facts(ARRAY(SELECT id FROM application_events)) GROUP BY 1, 2, 3, 4, 5, 6, 7, 8
                HAVING sum(n) <> 0;
                SELECT desk_vacancies_rebuild();
                SELECT desk_days_rebuild(zone) FROM desk_days_zone;
            $$;
            "#,
        )
        .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        crate::run_sql(
            manager,
            concat!(
                r#"
            DROP FUNCTION desk_stats_compact(text), desk_stats_rebuild();
            "#,
                super::m20261130_000017_desk_speed::desk_stats_v1_functions!(),
                r#"
            CREATE INDEX desk_stats_vacancy_idx ON desk_stats (vacancy_id) WHERE kind = 'vacancy';
            DROP INDEX desk_stats_vacancy_counts_idx;
            DROP FUNCTION desk_days_rebuild(text), desk_reach_median(), desk_vacancies_rebuild(),
                desk_vacancies_reconcile(timestamptz);
            DROP TABLE desk_vacancies_seen;
            DROP TABLE desk_vacancies;
            DROP INDEX vacancies_updated_idx;
            DROP TABLE desk_days_zone;
            DROP TABLE desk_days;
            "#
            ),
        )
        .await
    }
}
