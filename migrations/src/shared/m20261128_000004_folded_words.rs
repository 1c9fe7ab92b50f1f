use sea_orm_migration::prelude::*;

#[derive(DeriveMigrationName)]
pub struct Migration;

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        // Search ignores case and diacritics, so "jose" finds "José". `unaccent` (a trusted
        // extension) is installed once per database, like `pg_trgm`; on top of it:
        // - `shared.words`, the text search configuration every tsvector and tsquery uses: the
        //   `simple` parser and dictionary (no stemming, so names stay whole) after `unaccent`;
        // - `shared.folded(text)`, lower case without diacritics, for trigram indexes on names.
        //   `unaccent(regdictionary, text)` is only STABLE (the dictionary could change), so the
        //   wrapper, with the dictionary fixed, declares itself IMMUTABLE, as indexes require;
        // - `shared.joined(text[])`, an array's items as one text (`array_to_string` is STABLE),
        //   for generated columns over arrays such as a profile's skills.
        // SQL-standard bodies are bound when created, so no `search_path` changes their meaning.
        crate::run_sql(
            manager,
            r#"
            CREATE EXTENSION IF NOT EXISTS unaccent WITH SCHEMA shared;
            CREATE TEXT SEARCH CONFIGURATION shared.words (COPY = pg_catalog.simple);
            ALTER TEXT SEARCH CONFIGURATION shared.words
                ALTER MAPPING FOR asciiword, asciihword, hword_asciipart, word, hword, hword_part
                WITH shared.unaccent, pg_catalog.simple;
            CREATE FUNCTION shared.folded(value text) RETURNS text
                LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
                RETURN lower(shared.unaccent('shared.unaccent'::regdictionary, value));
            CREATE FUNCTION shared.joined(items text[]) RETURNS text
                LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
                RETURN array_to_string(items, ' ');
            "#,
        )
        .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        crate::run_sql(
            manager,
            "DROP FUNCTION shared.joined(text[]); DROP FUNCTION shared.folded(text); \
             DROP TEXT SEARCH CONFIGURATION shared.words; DROP EXTENSION IF EXISTS unaccent;",
        )
        .await
    }
}
