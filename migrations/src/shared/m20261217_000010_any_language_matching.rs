use sea_orm_migration::prelude::*;

#[derive(DeriveMigrationName)]
pub struct Migration;

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        // `shared.any_language(query)` ORs each language's query: for "engineer:*" that is
        // `'engin':* | 'engine':* | 'engine':* | 'engin':* | 'engineer':*`, five prefix scans of
        // the GIN index where the first alone finds every match. `shared.any_language_matching`
        // leaves out each language's query that another one's covers: the same query, or one
        // whose every word another's word, as a prefix, matches ("'financ':* & 'manag':*" covers
        // "'finance':* & 'manager':*"). It matches what `any_language` matches, reading the index
        // two to three times less; searches match with it and rank with `any_language`, whose
        // terms `ts_rank` weighs (an "engineer" still ranks above an "engine").
        // Only queries of words joined by `&` (`db::words_query`'s) are compared; any other
        // operator (a phrase `<->` where a parser split a word) keeps every query. Queries of
        // different lengths (a stop word in one language) are both kept.
        crate::run_sql(
            manager,
            r#"
            CREATE FUNCTION shared.any_language_matching(query text) RETURNS tsquery
                LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE STRICT AS $fn$
            DECLARE
                asked tsquery[] := ARRAY[
                    to_tsquery('shared.words_en', query), to_tsquery('shared.words_de', query),
                    to_tsquery('shared.words_fr', query), to_tsquery('shared.words_pt', query),
                    to_tsquery('shared.words', query)];
                kept tsquery;
                mine text[];
                theirs text[];
                covered boolean;
            BEGIN
                IF EXISTS (SELECT 1 FROM unnest(asked) q WHERE q::text ~ '[|!<()]') THEN
                    RETURN shared.any_language(query);
                END IF;
                FOR i IN 1 .. 5 LOOP
                    -- "'financ':* & 'manag':*" → {financ:*, manag:*}
                    mine := ARRAY(SELECT m[1] || coalesce(m[2], '')
                                  FROM regexp_matches(asked[i]::text, '''([^'']*)''(:\*)?', 'g') m);
                    covered := false;
                    FOR j IN 1 .. 5 LOOP
                        CONTINUE WHEN i = j;
                        theirs := ARRAY(SELECT m[1] || coalesce(m[2], '')
                                        FROM regexp_matches(asked[j]::text, '''([^'']*)''(:\*)?', 'g') m);
                        CONTINUE WHEN cardinality(mine) = 0 OR cardinality(mine) <> cardinality(theirs);
                        IF mine = theirs THEN
                            -- The same query: the first one is kept.
                            covered := j < i;
                        ELSE
                            covered := true;
                            FOR k IN 1 .. cardinality(mine) LOOP
                                IF NOT (mine[k] = theirs[k]
                                        OR (right(theirs[k], 2) = ':*'
                                            AND starts_with(rtrim(mine[k], ':*'), left(theirs[k], -2)))) THEN
                                    covered := false;
                                    EXIT;
                                END IF;
                            END LOOP;
                        END IF;
                        EXIT WHEN covered;
                    END LOOP;
                    IF NOT covered THEN
                        kept := CASE WHEN kept IS NULL THEN asked[i] ELSE kept || asked[i] END;
                    END IF;
                END LOOP;
                RETURN kept;
            END
            $fn$;
            "#,
        )
        .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        crate::run_sql(manager, "DROP FUNCTION shared.any_language_matching(text);").await
    }
}
