use sea_orm_migration::prelude::*;

#[derive(DeriveMigrationName)]
pub struct Migration;

/// The words of a help text in every language it is written in, each with its language's
/// stemmer: `{en: {<a>: …, <b>: …}, de: …}` with `a` weighted A and `b` C.
fn words(a: &str, b: &str) -> String {
    ["en", "de", "fr", "pt"]
        .iter()
        .map(|lang| {
            format!(
                "setweight(to_tsvector('shared.words_{lang}', coalesce(texts->'{lang}'->>'{a}', '')), 'A') \
                 || setweight(to_tsvector('shared.words_{lang}', coalesce(texts->'{lang}'->>'{b}', '')), 'C')"
            )
        })
        .collect::<Vec<_>>()
        .join("\n                || ")
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        // The careers site's help: FAQ and knowledge-base articles in categories, each text in
        // any of the tenant's languages (`texts`: `{"en": {...}, "pt": {...}}`), ordered by the
        // admins (`position`) and shown only when published (a hidden category hides its entries).
        let sql = format!(
            r#"
            CREATE TABLE help_categories (
                id          bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
                slug        text NOT NULL UNIQUE CHECK (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' AND length(slug) <= 60),
                position    integer NOT NULL,
                published   boolean NOT NULL DEFAULT true,
                -- {{lang: {{name, description}}}}
                texts       jsonb NOT NULL CHECK (jsonb_typeof(texts) = 'object'),
                created_at  timestamptz NOT NULL DEFAULT now(),
                updated_at  timestamptz NOT NULL DEFAULT now()
            );
            CREATE TABLE help_faq (
                id           bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
                category_id  bigint REFERENCES help_categories (id) ON DELETE SET NULL,
                position     integer NOT NULL,
                published    boolean NOT NULL DEFAULT true,
                -- {{lang: {{question, answer}}}}
                texts        jsonb NOT NULL CHECK (jsonb_typeof(texts) = 'object'),
                search       tsvector GENERATED ALWAYS AS ({faq}) STORED,
                created_at   timestamptz NOT NULL DEFAULT now(),
                updated_at   timestamptz NOT NULL DEFAULT now()
            );
            CREATE INDEX help_faq_search_idx ON help_faq USING gin (search);
            CREATE TABLE help_articles (
                id           bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
                category_id  bigint NOT NULL REFERENCES help_categories (id) ON DELETE RESTRICT,
                slug         text NOT NULL UNIQUE CHECK (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' AND length(slug) <= 60),
                position     integer NOT NULL,
                published    boolean NOT NULL DEFAULT true,
                -- {{lang: {{title, body}}}}
                texts        jsonb NOT NULL CHECK (jsonb_typeof(texts) = 'object'),
                search       tsvector GENERATED ALWAYS AS ({articles}) STORED,
                created_at   timestamptz NOT NULL DEFAULT now(),
                updated_at   timestamptz NOT NULL DEFAULT now()
            );
            CREATE INDEX help_articles_category_idx ON help_articles (category_id, position);
            CREATE INDEX help_articles_search_idx ON help_articles USING gin (search);
            "#,
            faq = words("question", "answer"),
            articles = words("title", "body"),
        );
        crate::run_sql(manager, &sql).await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        crate::run_sql(manager, "DROP TABLE help_articles; DROP TABLE help_faq; DROP TABLE help_categories;").await
    }
}
