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

            -- The zone whose days `desk_days` holds; no row: not built yet. The first dashboard
            -- read in another zone (a tenant's zone changed) builds them again.
            CREATE TABLE desk_days_zone (
                only_row  boolean PRIMARY KEY DEFAULT true CHECK (only_row),
                zone      text NOT NULL
            );

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
            -- other than the one the days are kept in, it waits for any fold under way and builds
            -- the days in that zone.
            DROP FUNCTION desk_stats_compact();
            CREATE FUNCTION desk_stats_compact(days_zone text DEFAULT NULL) RETURNS bigint LANGUAGE plpgsql AS $$
            DECLARE
                folded bigint;
                rebuild boolean := false;
            BEGIN
                IF days_zone IS NOT NULL AND days_zone IS DISTINCT FROM (SELECT zone FROM desk_days_zone) THEN
                    PERFORM pg_advisory_xact_lock(hashtext(current_schema() || '.desk_stats'));
                    -- Read again: another transaction may have built them while this one waited.
                    rebuild := days_zone IS DISTINCT FROM (SELECT zone FROM desk_days_zone);
                END IF;
                IF NOT rebuild THEN
                    -- Nothing appended (the partial index answers): no work, no lock.
                    IF NOT EXISTS (SELECT 1 FROM desk_stats WHERE NOT compacted) THEN
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
                )
                SELECT count(*) INTO folded FROM gone WHERE NOT compacted;
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
                SELECT desk_days_rebuild(zone) FROM desk_days_zone;
            $$;
            "#,
        )
        .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        crate::run_sql(
            manager,
            r#"
            DROP FUNCTION desk_stats_compact(text);
            CREATE FUNCTION desk_stats_compact() RETURNS bigint LANGUAGE plpgsql AS $$
            DECLARE
                folded bigint;
            BEGIN
                IF NOT EXISTS (SELECT 1 FROM desk_stats WHERE NOT compacted) THEN
                    RETURN 0;
                END IF;
                IF NOT pg_try_advisory_xact_lock(hashtext(current_schema() || '.desk_stats')) THEN
                    RETURN 0;
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
                )
                SELECT count(*) INTO folded FROM gone WHERE NOT compacted;
                RETURN folded;
            END $$;
            CREATE OR REPLACE FUNCTION desk_stats_rebuild() RETURNS void LANGUAGE sql AS $$
                LOCK TABLE desk_stats IN EXCLUSIVE MODE;
                DELETE FROM desk_stats;
                INSERT INTO desk_stats (kind, hour, category, owner, vacancy_id, stage, bucket, source, n, seconds, compacted)
                SELECT kind, hour, category, owner, vacancy_id, stage, bucket, source, sum(n), sum(seconds), true
                FROM desk_facts(ARRAY(SELECT id FROM application_events)) GROUP BY 1, 2, 3, 4, 5, 6, 7, 8
                HAVING sum(n) <> 0;
            $$;
            DROP FUNCTION desk_days_rebuild(text);
            DROP TABLE desk_days_zone;
            DROP TABLE desk_days;
            "#,
        )
        .await
    }
}
