use sea_orm_migration::prelude::*;

#[derive(DeriveMigrationName)]
pub struct Migration;

/// A vacancy text's words in each of the four languages it may be translated to.
fn translated_words() -> String {
    ["en", "de", "fr", "pt"]
        .iter()
        .map(|lang| {
            format!(
                "setweight(to_tsvector('shared.words_{lang}', coalesce(translations->'{lang}'->>'title', '')), 'A') \
                 || setweight(to_tsvector('shared.words_{lang}', coalesce(translations->'{lang}'->>'description', '') \
                 || ' ' || coalesce(translations->'{lang}'->>'requirements', '')), 'C')"
            )
        })
        .collect::<Vec<_>>()
        .join("\n                || ")
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        // A vacancy is written in one language (`language`; the tenant's default for those written
        // before) and may be translated to the others (`translations`: `{"de": {"title",
        // "description", "requirements"}}`). Its words are indexed in each language with that
        // language's stemmer, and its title also whole (`shared.words`), so a search in any
        // language finds it (queries use `shared.any_language`).
        let sql = format!(
            r#"
            ALTER TABLE vacancies ADD COLUMN language text NOT NULL DEFAULT 'en'
                CHECK (language IN ('en', 'de', 'fr', 'pt'));
            ALTER TABLE vacancies ADD COLUMN translations jsonb NOT NULL DEFAULT '{{}}'::jsonb
                CHECK (jsonb_typeof(translations) = 'object');
            UPDATE vacancies SET language = t.language
            FROM (SELECT branding->>'defaultLocale' AS language FROM shared.tenants
                  WHERE schema_name = current_schema()) t
            WHERE t.language IN ('de', 'fr', 'pt');
            ALTER TABLE vacancies DROP COLUMN search;
            ALTER TABLE vacancies ADD COLUMN search tsvector GENERATED ALWAYS AS (
                setweight(to_tsvector('shared.words', title), 'A')
                || setweight(to_tsvector(CASE language
                        WHEN 'de' THEN 'shared.words_de'::regconfig WHEN 'fr' THEN 'shared.words_fr'::regconfig
                        WHEN 'pt' THEN 'shared.words_pt'::regconfig ELSE 'shared.words_en'::regconfig END, title), 'A')
                || setweight(to_tsvector('shared.words', coalesce(department, '') || ' ' || coalesce(location, '')), 'B')
                || setweight(to_tsvector(CASE language
                        WHEN 'de' THEN 'shared.words_de'::regconfig WHEN 'fr' THEN 'shared.words_fr'::regconfig
                        WHEN 'pt' THEN 'shared.words_pt'::regconfig ELSE 'shared.words_en'::regconfig END,
                        description || ' ' || requirements), 'C')
                || {translated}
            ) STORED;
            CREATE INDEX vacancies_search_idx ON vacancies USING gin (search);
            "#,
            translated = translated_words(),
        );
        crate::run_sql(manager, &sql).await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        crate::run_sql(
            manager,
            r#"
            ALTER TABLE vacancies DROP COLUMN search;
            ALTER TABLE vacancies ADD COLUMN search tsvector GENERATED ALWAYS AS (
                setweight(to_tsvector('shared.words', title), 'A')
                || setweight(to_tsvector('shared.words', coalesce(department, '') || ' ' || coalesce(location, '')), 'B')
                || setweight(to_tsvector('shared.words', description || ' ' || requirements), 'C')
            ) STORED;
            CREATE INDEX vacancies_search_idx ON vacancies USING gin (search);
            ALTER TABLE vacancies DROP COLUMN translations;
            ALTER TABLE vacancies DROP COLUMN language;
            "#,
        )
        .await
    }
}
