use sea_orm_migration::prelude::*;

#[derive(DeriveMigrationName)]
pub struct Migration;

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        // Text written in one of the tenants' languages is searched with that language's stemmer
        // ("Bewerbungen" finds "Bewerbung"), after `unaccent` as `shared.words` does:
        // `shared.words_en`, `_de`, `_fr` and `_pt`. A search does not know which language its
        // words are in, so `shared.any_language(query)` asks each configuration and takes any
        // match; a word that is a stop word in one language still counts in the others.
        crate::run_sql(
            manager,
            r#"
            CREATE TEXT SEARCH CONFIGURATION shared.words_en (COPY = pg_catalog.simple);
            ALTER TEXT SEARCH CONFIGURATION shared.words_en
                ALTER MAPPING FOR asciiword, asciihword, hword_asciipart, word, hword, hword_part
                WITH shared.unaccent, pg_catalog.english_stem;
            CREATE TEXT SEARCH CONFIGURATION shared.words_de (COPY = pg_catalog.simple);
            ALTER TEXT SEARCH CONFIGURATION shared.words_de
                ALTER MAPPING FOR asciiword, asciihword, hword_asciipart, word, hword, hword_part
                WITH shared.unaccent, pg_catalog.german_stem;
            CREATE TEXT SEARCH CONFIGURATION shared.words_fr (COPY = pg_catalog.simple);
            ALTER TEXT SEARCH CONFIGURATION shared.words_fr
                ALTER MAPPING FOR asciiword, asciihword, hword_asciipart, word, hword, hword_part
                WITH shared.unaccent, pg_catalog.french_stem;
            CREATE TEXT SEARCH CONFIGURATION shared.words_pt (COPY = pg_catalog.simple);
            ALTER TEXT SEARCH CONFIGURATION shared.words_pt
                ALTER MAPPING FOR asciiword, asciihword, hword_asciipart, word, hword, hword_part
                WITH shared.unaccent, pg_catalog.portuguese_stem;
            CREATE FUNCTION shared.any_language(query text) RETURNS tsquery
                LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
                RETURN to_tsquery('shared.words_en', query) || to_tsquery('shared.words_de', query)
                    || to_tsquery('shared.words_fr', query) || to_tsquery('shared.words_pt', query)
                    || to_tsquery('shared.words', query);
            "#,
        )
        .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        crate::run_sql(
            manager,
            "DROP FUNCTION shared.any_language(text);
             DROP TEXT SEARCH CONFIGURATION shared.words_pt; DROP TEXT SEARCH CONFIGURATION shared.words_fr;
             DROP TEXT SEARCH CONFIGURATION shared.words_de; DROP TEXT SEARCH CONFIGURATION shared.words_en;",
        )
        .await
    }
}
