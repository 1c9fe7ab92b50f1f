-- Do the careers site's searches still show the same first page? For each of the bench's ten
-- queries, compares the first 20 vacancies ranked over every match (the order before issue 51)
-- with the order the server now uses: matched with `shared.any_language_matching`, the best of
-- the newest 200 matches, then the rest newest first (`vacancies::repo::RANKED_MATCHES`). Run it per tenant schema:
--   PGOPTIONS="-c search_path=t_bench_huge" psql "$DATABASE_URL" -Atf bench/search_first_pages.sql
-- Each line prints the query and `t` when the two first pages are the same.
CREATE TEMP TABLE bench_queries (words text);
INSERT INTO bench_queries VALUES ('engineer:*'), ('data:*'), ('intern:*'), ('senior:*'), ('marketing:*'),
    ('analyst:*'), ('design:*'), ('lisbon:*'), ('finance:* & manager:*'), ('sales:*');
SELECT q.words,
    (SELECT array_agg(id) FROM (
        SELECT id FROM vacancies
        WHERE status = 'published' AND (closes_at IS NULL OR closes_at > now())
          AND search @@ shared.any_language(q.words)
        ORDER BY ts_rank(search, shared.any_language(q.words)) DESC, published_at DESC, id DESC LIMIT 20) every)
    IS NOT DISTINCT FROM
    (SELECT array_agg(id) FROM (
        SELECT c.id FROM (
            SELECT id, published_at,
                   CASE WHEN row_number() OVER (ORDER BY published_at DESC, id DESC) <= 200
                        THEN ts_rank(search, shared.any_language(q.words)) END AS match_rank
            FROM vacancies
            WHERE status = 'published' AND (closes_at IS NULL OR closes_at > now())
              AND search @@ shared.any_language_matching(q.words)
            ORDER BY published_at DESC, id DESC LIMIT 200) c
        ORDER BY c.match_rank DESC NULLS LAST, c.published_at DESC, c.id DESC LIMIT 20) newest) AS same
FROM bench_queries q;
