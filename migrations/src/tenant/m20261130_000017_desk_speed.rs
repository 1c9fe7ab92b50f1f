use sea_orm_migration::prelude::*;

#[derive(DeriveMigrationName)]
pub struct Migration;

/// The fold and the rebuild as this migration made them (`desk_stats_compact()`,
/// `desk_stats_rebuild()`): `m20261217_000039_desk_days` replaces them, and its `down` puts
/// these back.
macro_rules! desk_stats_v1_functions {
    () => {
        r#"
            -- Folds the appended facts into one row per key (rows that sum to nothing go);
            -- answers how many appended rows it folded. Another transaction folding at the same
            -- time is left to it.
            CREATE FUNCTION desk_stats_compact() RETURNS bigint LANGUAGE plpgsql AS $$
            DECLARE
                folded bigint;
            BEGIN
                -- Nothing appended (the partial index answers): no work, no lock.
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

            -- Recomputes every fact from the timeline (after entries were written or back-dated
            -- by set-based SQL, as the demo's and the benchmarks' are).
            CREATE FUNCTION desk_stats_rebuild() RETURNS void LANGUAGE sql AS $$
                -- Writers wait: an entry committed between the two statements would count twice.
                LOCK TABLE desk_stats IN EXCLUSIVE MODE;
                DELETE FROM desk_stats;
                INSERT INTO desk_stats (kind, hour, category, owner, vacancy_id, stage, bucket, source, n, seconds, compacted)
                SELECT kind, hour, category, owner, vacancy_id, stage, bucket, source, sum(n), sum(seconds), true
                FROM desk_facts(ARRAY(SELECT id FROM application_events)) GROUP BY 1, 2, 3, 4, 5, 6, 7, 8
                HAVING sum(n) <> 0;
            $$;
        "#
    };
}
pub(super) use desk_stats_v1_functions;

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        crate::run_sql(
            manager,
            concat!(
                r#"
            -- The grid filters and counts by category without joining the vacancies: each
            -- application carries its vacancy's category, set when it is made and moved with
            -- the vacancy when an editor changes it (`desk_move_vacancy`). Nullable for now:
            -- during a rolling upgrade the previous release still applies without it (the grid
            -- reads the vacancy's category for those); NOT NULL once every replica sets it.
            ALTER TABLE applications ADD COLUMN category text;
            UPDATE applications a SET category = v.category FROM vacancies v WHERE v.id = a.vacancy_id;

            -- The grid's first pages: a filter pair and a sort a recruiter narrows the list with,
            -- each answered by walking one index (the knockout flag is read from the index too).
            CREATE INDEX applications_category_status_created_idx
                ON applications (category, status, created_at DESC, id DESC) INCLUDE (knocked_out);
            CREATE INDEX applications_status_name_idx
                ON applications (status, applicant_name, created_at DESC, id DESC) INCLUDE (knocked_out);
            CREATE INDEX applications_category_updated_idx
                ON applications (category, updated_at DESC, created_at DESC, id DESC);
            CREATE INDEX applications_source_status_created_idx
                ON applications (source, status, created_at DESC, id DESC) WHERE source IS NOT NULL;
            -- Sorting by vacancy walks the vacancies by title and each one's applications.
            CREATE INDEX vacancies_title_idx ON vacancies (title, id);

            -- The dashboard's figures, kept as the applications move instead of counted from
            -- every application and event at each request. A fact is one of
            --   applied   an application made in `hour` (UTC), with its `source`;
            --   reached   a move into `stage` by an application made in `hour`;
            --   left      a move out of `stage` after `seconds` in it (`bucket`: its duration
            --             on a logarithmic scale, so medians can be read from the counts);
            --   hired     a hire `seconds` after applying;
            --   reviewed  the first move out of submitted (but a withdrawal), `seconds` after applying;
            --   status    applications now in `stage` (+1 into it, -1 out of it);
            --   vacancy   applications to `vacancy_id` (`stage` ''), and those of them now
            --             submitted or hired (+1 into it, -1 out of it).
            -- The cohort facts (all but status and vacancy) carry the vacancy's `category` and creator
            -- (`owner`). Writers only append (no row is locked, so concurrent moves never wait
            -- for each other); `desk_stats_compact()` folds the appended rows into one per key.
            CREATE TABLE desk_stats (
                kind        text NOT NULL CHECK (kind IN ('applied', 'reached', 'left', 'hired', 'reviewed', 'status', 'vacancy')),
                hour        timestamptz NOT NULL DEFAULT '-infinity',
                category    text NOT NULL DEFAULT '',
                owner       uuid NOT NULL DEFAULT '00000000-0000-0000-0000-000000000000',
                vacancy_id  bigint NOT NULL DEFAULT 0,
                stage       text NOT NULL DEFAULT '',
                bucket      smallint NOT NULL DEFAULT 0,
                source      text NOT NULL DEFAULT '',
                -- integer, not bigint: PostgreSQL sums integers in 64 bits, bigints in numeric.
                n           integer NOT NULL,
                seconds     double precision NOT NULL DEFAULT 0,
                compacted   boolean NOT NULL DEFAULT false
            );
            CREATE INDEX desk_stats_hour_idx ON desk_stats (hour) WHERE kind NOT IN ('status', 'vacancy');
            CREATE INDEX desk_stats_vacancy_idx ON desk_stats (vacancy_id) WHERE kind = 'vacancy';
            CREATE INDEX desk_stats_status_idx ON desk_stats (stage) WHERE kind = 'status';
            CREATE INDEX desk_stats_appended_idx ON desk_stats (kind) WHERE NOT compacted;

            -- A duration's bucket: 10 % wide from a minute up (a year is bucket 138).
            CREATE FUNCTION desk_bucket(seconds double precision) RETURNS smallint
                LANGUAGE sql IMMUTABLE PARALLEL SAFE
                RETURN floor(ln(1 + greatest(seconds, 0) / 60) / ln(1.1))::smallint;

            -- The facts of the timeline entries whose ids are given: what `desk_append` appends
            -- and a rebuild recomputes.
            CREATE FUNCTION desk_facts(events bigint[])
            RETURNS TABLE (kind text, hour timestamptz, category text, owner uuid, vacancy_id bigint,
                           stage text, bucket integer, source text, n integer, seconds double precision)
            -- PL/pgSQL, not SQL, and one generic plan: planning this statement at each call
            -- cost more than running it for a move. A plan kept for the session may have been
            -- made while the tables were small (a tenant's first day, a seeding transaction);
            -- without sequential scans it is index lookups per entry whatever it was made for,
            -- never a scan per entry.
            LANGUAGE plpgsql STABLE SET plan_cache_mode = force_generic_plan SET enable_seqscan = off AS $$
            #variable_conflict use_column
            BEGIN
                RETURN QUERY
                WITH e AS (
                    SELECT e.id, e.application_id, e.from_status, e.to_status, e.at, a.created_at,
                           date_trunc('hour', a.created_at) AS hour, coalesce(a.source, '') AS source,
                           a.vacancy_id, v.category,
                           coalesce(v.created_by, '00000000-0000-0000-0000-000000000000') AS owner
                    FROM unnest(events) AS wanted (id)
                    JOIN application_events e ON e.id = wanted.id
                    JOIN applications a ON a.id = e.application_id
                    JOIN vacancies v ON v.id = a.vacancy_id
                ), history AS (
                    -- When each entry's application entered the stage it leaves: the entry
                    -- before it. Read per application (a few entries each), never by walking
                    -- the ids back from the entry, which a plan made for small tables did.
                    SELECT p.id, lag(p.at) OVER (PARTITION BY p.application_id ORDER BY p.id) AS entered_at
                    FROM application_events p
                    WHERE p.application_id IN (SELECT application_id FROM e WHERE from_status IS NOT NULL)
                ), moves AS (
                    SELECT e.*, extract(epoch FROM e.at - coalesce(h.entered_at, e.created_at))::float8 AS stayed,
                           extract(epoch FROM e.at - e.created_at)::float8 AS since_applying
                    FROM e JOIN history h ON h.id = e.id
                    WHERE e.from_status IS NOT NULL
                )
                SELECT 'applied', hour, category, owner, 0::bigint, '', 0, source, 1, 0::float8
                FROM e WHERE from_status IS NULL
                UNION ALL
                SELECT 'status', '-infinity', '', '00000000-0000-0000-0000-000000000000', 0, to_status, 0, '', 1, 0
                FROM e
                UNION ALL
                SELECT 'status', '-infinity', '', '00000000-0000-0000-0000-000000000000', 0, from_status, 0, '', -1, 0
                FROM e WHERE from_status IS NOT NULL
                UNION ALL
                SELECT 'vacancy', '-infinity', '', '00000000-0000-0000-0000-000000000000', vacancy_id, '', 0, '', 1, 0
                FROM e WHERE from_status IS NULL
                UNION ALL
                SELECT 'vacancy', '-infinity', '', '00000000-0000-0000-0000-000000000000', vacancy_id, to_status, 0, '', 1, 0
                FROM e WHERE to_status IN ('submitted', 'hired')
                UNION ALL
                SELECT 'vacancy', '-infinity', '', '00000000-0000-0000-0000-000000000000', vacancy_id, from_status, 0, '', -1, 0
                FROM e WHERE from_status IN ('submitted', 'hired')
                UNION ALL
                SELECT 'reached', hour, category, owner, 0, to_status, 0, '', 1, 0 FROM moves
                UNION ALL
                SELECT 'left', hour, category, owner, 0, from_status, desk_bucket(stayed), '', 1, stayed FROM moves
                UNION ALL
                SELECT 'hired', hour, category, owner, 0, '', desk_bucket(since_applying), '', 1, since_applying
                FROM moves WHERE to_status = 'hired'
                UNION ALL
                SELECT 'reviewed', hour, category, owner, 0, '', desk_bucket(since_applying), '', 1, since_applying
                FROM moves WHERE from_status = 'submitted' AND to_status <> 'withdrawn';
            END $$;

            -- Appends the facts of these new timeline entries (`sign` -1: takes them away). Called
            -- by the one function that writes entries (`applications::repo::add_events`) in the
            -- same transaction — not a trigger: tenant schemas stay trigger-free, as Citus schema
            -- sharding wants.
            CREATE FUNCTION desk_append(events bigint[], sign integer DEFAULT 1) RETURNS void LANGUAGE plpgsql
                SET plan_cache_mode = force_generic_plan AS $$
            BEGIN
                INSERT INTO desk_stats (kind, hour, category, owner, vacancy_id, stage, bucket, source, n, seconds)
                SELECT f.kind, f.hour, f.category, f.owner, f.vacancy_id, f.stage, f.bucket, f.source,
                       sign * sum(f.n), sign * sum(f.seconds)
                FROM desk_facts(events) f
                GROUP BY 1, 2, 3, 4, 5, 6, 7, 8;
            END $$;

            -- A vacancy given another category or creator (already written): its applications
            -- follow, and its cohort facts move from the old key to the new one.
            CREATE FUNCTION desk_move_vacancy(vacancy bigint, old_category text, old_owner uuid) RETURNS void
                LANGUAGE plpgsql AS $$
            BEGIN
                UPDATE applications a SET category = v.category
                FROM vacancies v WHERE v.id = vacancy AND a.vacancy_id = vacancy
                  AND a.category IS DISTINCT FROM v.category;
                INSERT INTO desk_stats (kind, hour, category, owner, vacancy_id, stage, bucket, source, n, seconds)
                SELECT f.kind, f.hour, k.category, k.owner, f.vacancy_id, f.stage, f.bucket, f.source,
                       k.sign * sum(f.n), k.sign * sum(f.seconds)
                FROM desk_facts(ARRAY(SELECT e.id FROM application_events e JOIN applications a ON a.id = e.application_id
                                       WHERE a.vacancy_id = vacancy)) f,
                     (SELECT 1, v.category, coalesce(v.created_by, '00000000-0000-0000-0000-000000000000'::uuid)
                        FROM vacancies v WHERE v.id = vacancy
                      UNION ALL
                      SELECT -1, old_category, coalesce(old_owner, '00000000-0000-0000-0000-000000000000'::uuid))
                         AS k (sign, category, owner)
                WHERE f.kind NOT IN ('status', 'vacancy')
                GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, k.sign;
            END $$;

            -- Applications about to be deleted (a benchmark cleaning up after itself), or whose
            -- source an erasure blanks: their facts go first.
            CREATE FUNCTION desk_forget(applications bigint[]) RETURNS void LANGUAGE sql AS $$
                SELECT desk_append(ARRAY(SELECT id FROM application_events WHERE application_id = ANY (applications)), -1);
            $$;

                "#,
                desk_stats_v1_functions!(),
                r#"
            SELECT desk_stats_rebuild();
            "#
            ),
        )
        .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        crate::run_sql(
            manager,
            r#"
            DROP FUNCTION desk_stats_rebuild(), desk_stats_compact(), desk_forget(bigint[]),
                desk_move_vacancy(bigint, text, uuid), desk_append(bigint[], integer), desk_facts(bigint[]),
                desk_bucket(double precision);
            DROP TABLE desk_stats;
            DROP INDEX vacancies_title_idx;
            ALTER TABLE applications DROP COLUMN category;
            "#,
        )
        .await
    }
}
