use sea_orm_migration::prelude::*;

#[derive(DeriveMigrationName)]
pub struct Migration;

/// The stage names of the seeded "Standard" template and the seeded rejection reasons, in the four
/// languages (the first as the mail catalogs word the statuses).
const SEEDS: &str = r#"
    INSERT INTO stage_templates (name, is_default, stages) VALUES ('Standard', true, '[
        {"kind": "submitted", "names": {"en": "Submitted", "de": "Eingereicht", "fr": "Envoyée", "pt": "Enviada"}},
        {"kind": "in_review", "names": {"en": "In review", "de": "In Prüfung", "fr": "En cours d’examen", "pt": "Em análise"}},
        {"kind": "interview", "names": {"en": "Interview", "de": "Vorstellungsgespräch", "fr": "Entretien", "pt": "Entrevista"}},
        {"kind": "offered", "names": {"en": "Offer", "de": "Angebot", "fr": "Offre", "pt": "Proposta"}},
        {"kind": "hired", "names": {"en": "Hired", "de": "Eingestellt", "fr": "Embauche", "pt": "Contratação"}}
    ]'::jsonb);
    INSERT INTO rejection_reasons (position, names) VALUES
        (0, '{"en": "Not enough experience", "de": "Nicht genug Erfahrung", "fr": "Expérience insuffisante", "pt": "Experiência insuficiente"}'),
        (1, '{"en": "Skills mismatch", "de": "Fähigkeiten passen nicht", "fr": "Compétences non adaptées", "pt": "Competências não adequadas"}'),
        (2, '{"en": "Position filled", "de": "Stelle besetzt", "fr": "Poste pourvu", "pt": "Vaga preenchida"}'),
        (3, '{"en": "Candidate withdrew interest", "de": "Kein Interesse mehr seitens des Kandidaten", "fr": "Le candidat s’est désisté", "pt": "O candidato desistiu"}'),
        (4, '{"en": "Other", "de": "Sonstiges", "fr": "Autre", "pt": "Outro"}');
"#;

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        crate::run_sql(
            manager,
            r#"
            -- A tenant's hiring processes to start a vacancy from: an ordered list of stages, each
            -- with a kind (the status applicants and old clients see) and a name per language.
            -- Edited as a whole and copied into a vacancy, never shared by reference.
            CREATE TABLE stage_templates (
                id          bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
                name        text NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
                -- The one a vacancy gets when none is chosen (exactly one, kept by the server).
                is_default  boolean NOT NULL DEFAULT false,
                stages      jsonb NOT NULL,
                created_at  timestamptz NOT NULL DEFAULT now(),
                updated_at  timestamptz NOT NULL DEFAULT now()
            );
            CREATE UNIQUE INDEX stage_templates_name_key ON stage_templates (lower(name));
            CREATE UNIQUE INDEX stage_templates_default_key ON stage_templates (is_default) WHERE is_default;

            -- A vacancy's own process. Positions are rewritten as a whole when it is edited, hence
            -- the deferred uniqueness.
            CREATE TABLE vacancy_stages (
                id          bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
                vacancy_id  bigint NOT NULL REFERENCES vacancies (id) ON DELETE CASCADE,
                position    integer NOT NULL,
                kind        text NOT NULL CHECK (kind IN ('submitted', 'in_review', 'interview', 'offered', 'hired')),
                names       jsonb NOT NULL,
                CONSTRAINT vacancy_stages_position_key UNIQUE (vacancy_id, position) DEFERRABLE INITIALLY DEFERRED
            );

            -- Why applications were rejected: a tenant's list, in its languages. One in use is
            -- archived rather than deleted, so reports keep their rows.
            CREATE TABLE rejection_reasons (
                id           bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
                position     integer NOT NULL,
                names        jsonb NOT NULL,
                archived_at  timestamptz
            );

            -- The stage an application is at (for a closed one: the stage it was closed at). A row
            -- an older server wrote has none, or one of another kind than its status: readers take
            -- the first stage of its status's kind, and the clean-up job writes that down.
            ALTER TABLE applications
                ADD COLUMN stage_id bigint REFERENCES vacancy_stages (id) ON DELETE RESTRICT,
                ADD COLUMN rejection_reason_id bigint REFERENCES rejection_reasons (id) ON DELETE RESTRICT;
            CREATE INDEX applications_stage_idx ON applications (stage_id, created_at DESC, id DESC);
            CREATE INDEX applications_rejection_reason_idx ON applications (rejection_reason_id)
                WHERE rejection_reason_id IS NOT NULL;
            ALTER TABLE application_events
                ADD COLUMN from_stage_id bigint REFERENCES vacancy_stages (id) ON DELETE SET NULL,
                ADD COLUMN to_stage_id bigint REFERENCES vacancy_stages (id) ON DELETE SET NULL,
                ADD COLUMN rejection_reason_id bigint REFERENCES rejection_reasons (id) ON DELETE SET NULL;
            CREATE INDEX application_events_to_stage_idx ON application_events (to_stage_id) WHERE to_stage_id IS NOT NULL;
            CREATE INDEX application_events_from_stage_idx ON application_events (from_stage_id) WHERE from_stage_id IS NOT NULL;
            "#,
        )
        .await?;
        crate::run_sql(manager, SEEDS).await?;
        crate::run_sql(
            manager,
            r#"
            -- Every vacancy gets "Standard"; every application its status as its stage (a closed
            -- one the stage it was closed from), and every entry of its history likewise.
            INSERT INTO vacancy_stages (vacancy_id, position, kind, names)
            SELECT v.id, s.position - 1, s.stage ->> 'kind', s.stage -> 'names'
            FROM vacancies v
            CROSS JOIN stage_templates t
            CROSS JOIN jsonb_array_elements(t.stages) WITH ORDINALITY AS s (stage, position)
            WHERE t.is_default;

            UPDATE applications a SET stage_id = s.id
            FROM vacancy_stages s
            WHERE s.vacancy_id = a.vacancy_id
              AND s.kind = CASE WHEN a.status IN ('rejected', 'withdrawn')
                                THEN coalesce((SELECT e.from_status FROM application_events e
                                               WHERE e.application_id = a.id AND e.to_status = a.status
                                               ORDER BY e.id DESC LIMIT 1), 'submitted')
                                ELSE a.status END;

            -- A closing entry (rejected, withdrawn) stays at the stage it closed from.
            UPDATE application_events e SET
                from_stage_id = (SELECT s.id FROM vacancy_stages s WHERE s.vacancy_id = a.vacancy_id AND s.kind = e.from_status),
                to_stage_id = (SELECT s.id FROM vacancy_stages s WHERE s.vacancy_id = a.vacancy_id
                                 AND s.kind = CASE WHEN e.to_status IN ('rejected', 'withdrawn') THEN e.from_status
                                                   ELSE e.to_status END)
            FROM applications a
            WHERE a.id = e.application_id;

            -- The dashboard's kept figures are about kinds: a move between two stages of one kind
            -- is neither a fact of its own nor the start of a new stay in that kind.
            CREATE OR REPLACE FUNCTION desk_facts(events bigint[])
            RETURNS TABLE (kind text, hour timestamptz, category text, owner uuid, vacancy_id bigint,
                           stage text, bucket integer, source text, n integer, seconds double precision)
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
                    WHERE e.from_status IS DISTINCT FROM e.to_status
                ), history AS (
                    SELECT p.id, lag(p.at) OVER (PARTITION BY p.application_id ORDER BY p.id) AS entered_at
                    FROM application_events p
                    WHERE p.application_id IN (SELECT application_id FROM e WHERE from_status IS NOT NULL)
                      AND p.from_status IS DISTINCT FROM p.to_status
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
            "#,
        )
        .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        crate::run_sql(
            manager,
            "ALTER TABLE application_events DROP COLUMN rejection_reason_id, DROP COLUMN to_stage_id, \
                 DROP COLUMN from_stage_id; \
             ALTER TABLE applications DROP COLUMN rejection_reason_id, DROP COLUMN stage_id; \
             DROP TABLE rejection_reasons; DROP TABLE vacancy_stages; DROP TABLE stage_templates;",
        )
        .await
    }
}
