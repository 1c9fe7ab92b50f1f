use erecruit_server::tenancy::TenantSlug;
use serde_json::{Value, json};

use crate::browser::{Browser, PASSWORD};
use crate::helpers::{
    TestApp, assert_envelope, create_tenant, database_url, eventually, scalar_i64, spawn_app, spawn_app_with,
    test_config,
};

pub(crate) fn vacancy(title: &str, category: &str) -> Value {
    let department = match category {
        "internship" => "Marketing",
        "fresh-graduate" => "Analytics",
        _ => "Engineering",
    };
    json!({
        "title": title,
        "category": category,
        "department": department,
        "location": "Lisbon",
        "employmentType": "full_time",
        "workplace": "hybrid",
        "description": "## What you will do\nBuild things.",
        "requirements": "- Rust",
        "salaryMin": 40000,
        "salaryMax": 60000,
        "salaryCurrency": "eur",
        "showSalary": true,
        "questions": [
            {"prompt": "Do you need a visa?", "kind": "yes_no", "required": true, "knockoutAnswer": true},
            {"prompt": "Years of Rust", "kind": "number", "required": false},
            {"prompt": "Preferred team", "kind": "choice", "options": ["Platform", "Product"], "required": true},
        ],
    })
}

async fn titles(visitor: &Browser, query: &str) -> Vec<String> {
    let page: Value = visitor.get(&format!("/api/v1/vacancies?{query}")).await.json().await.unwrap();
    page["data"].as_array().unwrap().iter().map(|v| v["title"].as_str().unwrap().to_owned()).collect()
}

async fn staff(app: &TestApp, tenant: &TenantSlug) -> Browser {
    app.signed_in_admin(tenant, "recruiter@example.com").await
}

/// Creates and publishes a vacancy, returning its id.
pub(crate) async fn published(recruiter: &Browser, title: &str, category: &str) -> i64 {
    let created = recruiter.post("/api/v1/admin/vacancies", vacancy(title, category)).await;
    assert_eq!(created.status(), 201);
    let id = created.json::<Value>().await.unwrap()["id"].as_i64().unwrap();
    let response = recruiter.post(&format!("/api/v1/admin/vacancies/{id}/publish"), json!({})).await;
    assert_eq!(response.status(), 200);
    id
}

#[tokio::test]
async fn a_draft_is_private_until_it_is_published() {
    let app = spawn_app().await;
    let tenant = create_tenant(&app.db).await;
    let recruiter = staff(&app, &tenant).await;
    let created = recruiter.post("/api/v1/admin/vacancies", vacancy("Backend Engineer", "experienced-hire")).await;
    assert_eq!(created.status(), 201);
    let draft: Value = created.json().await.unwrap();
    assert_eq!(draft["status"], "draft");
    assert_eq!(draft["salaryCurrency"], "EUR");
    assert_eq!(draft["questions"][0]["knockoutAnswer"], true);
    let id = draft["id"].as_i64().unwrap();

    let visitor = app.browser(&tenant);
    assert_envelope(visitor.get(&format!("/api/v1/vacancies/{id}")).await, 404, "not_found").await;
    assert_eq!(visitor.get("/api/v1/vacancies").await.json::<Value>().await.unwrap()["total"], 0);

    assert_eq!(recruiter.post(&format!("/api/v1/admin/vacancies/{id}/publish"), json!({})).await.status(), 200);
    let page: Value = visitor.get("/api/v1/vacancies?category=experienced-hire").await.json().await.unwrap();
    assert_eq!(page["total"], 1);
    assert_eq!(page["data"][0]["title"], "Backend Engineer");
    assert_eq!(page["data"][0]["salary"]["currency"], "EUR");
    assert_eq!(page["data"][0]["isOpen"], true);

    let detail: Value = visitor.get(&format!("/api/v1/vacancies/{id}")).await.json().await.unwrap();
    assert_eq!(detail["questions"].as_array().unwrap().len(), 3);
    assert!(detail["questions"][0].get("knockoutAnswer").is_none(), "applicants never see knockout answers");
    assert_eq!(detail["questions"][2]["options"], json!(["Platform", "Product"]));

    let counts: Value = visitor.get("/api/v1/vacancies/categories").await.json().await.unwrap();
    assert_eq!(
        counts,
        json!([
            {"category": "fresh-graduate", "open": 0},
            {"category": "experienced-hire", "open": 1},
            {"category": "internship", "open": 0},
        ])
    );
}

#[tokio::test]
async fn invalid_vacancies_report_every_field() {
    let app = spawn_app().await;
    let tenant = create_tenant(&app.db).await;
    let recruiter = staff(&app, &tenant).await;
    let mut bad = vacancy("ab", "experienced-hire");
    bad["salaryMin"] = json!(70000);
    bad["questions"] = json!([{"prompt": "Pick one", "kind": "choice", "options": ["Only"]}]);
    let error = assert_envelope(recruiter.post("/api/v1/admin/vacancies", bad).await, 400, "validation_failed").await;
    for (field, code) in
        [("title", "title_length"), ("salaryMax", "salary_range_invalid"), ("questions[0]", "question_options_invalid")]
    {
        assert_eq!(error["fields"][field]["code"], code, "{field}: {error}");
        assert!(error["fields"][field]["message"].is_string(), "{field}: {error}");
    }
    let mut unknown = vacancy("Valid title", "astronaut");
    unknown["workplace"] = json!("moon");
    assert_envelope(recruiter.post("/api/v1/admin/vacancies", unknown).await, 400, "invalid_body").await;
}

#[tokio::test]
async fn search_matches_word_prefixes_and_filters_combine() {
    let app = spawn_app().await;
    let tenant = create_tenant(&app.db).await;
    let recruiter = staff(&app, &tenant).await;
    published(&recruiter, "Senior Software Engineer", "experienced-hire").await;
    published(&recruiter, "Marketing Intern", "internship").await;
    let mut remote = vacancy("Data Analyst", "fresh-graduate");
    remote["workplace"] = json!("remote");
    remote["location"] = json!("Porto");
    remote["employmentType"] = json!("part_time");
    let id =
        recruiter.post("/api/v1/admin/vacancies", remote).await.json::<Value>().await.unwrap()["id"].as_i64().unwrap();
    recruiter.post(&format!("/api/v1/admin/vacancies/{id}/publish"), json!({})).await;

    let visitor = app.browser(&tenant);
    assert_eq!(titles(&visitor, "q=engin").await, ["Senior Software Engineer"]);
    assert_eq!(titles(&visitor, "q=SOFT%20eng").await, ["Senior Software Engineer"]);
    assert_eq!(titles(&visitor, "q=%27%3A*%20%7C").await, Vec::<String>::new());
    assert_eq!(titles(&visitor, "workplace=remote").await, ["Data Analyst"]);
    assert_eq!(titles(&visitor, "location=port").await, ["Data Analyst"]);
    assert_eq!(titles(&visitor, "employmentType=part_time&category=fresh-graduate").await, ["Data Analyst"]);
    assert_eq!(titles(&visitor, "category=internship").await, ["Marketing Intern"]);
    assert_envelope(visitor.get("/api/v1/vacancies?category=astronaut").await, 400, "invalid_query").await;
}

/// Pins the order of search results: a match in the title first, then in the department or
/// location, then in the texts; equal matches newest first; pages follow that order.
#[tokio::test]
async fn search_ranks_title_matches_first_then_newest() {
    let app = spawn_app().await;
    let tenant = create_tenant(&app.db).await;
    let recruiter = staff(&app, &tenant).await;
    let publish = |title: &'static str, department: &'static str, description: &'static str| {
        let recruiter = &recruiter;
        async move {
            let mut input = vacancy(title, "experienced-hire");
            input["department"] = json!(department);
            input["description"] = json!(description);
            let created = recruiter.post("/api/v1/admin/vacancies", input).await.json::<Value>().await.unwrap();
            let id = created["id"].as_i64().unwrap();
            assert_eq!(recruiter.post(&format!("/api/v1/admin/vacancies/{id}/publish"), json!({})).await.status(), 200);
        }
    };
    publish("Platform Lead", "Operations", "You lead our engineers.").await;
    publish("Backend Engineer", "Product", "Build things.").await;
    publish("Office Manager", "Engineering", "Keep the office running.").await;
    publish("Frontend Engineer", "Product", "Build things.").await;
    publish("Accountant", "Finance", "Close the books.").await;

    let visitor = app.browser(&tenant);
    let expected = ["Frontend Engineer", "Backend Engineer", "Office Manager", "Platform Lead"];
    assert_eq!(titles(&visitor, "q=engineer").await, expected);
    assert_eq!(titles(&visitor, "q=engineer&perPage=2&page=2").await, expected[2..]);
    let page: Value = visitor.get("/api/v1/vacancies?q=engineer&perPage=2").await.json().await.unwrap();
    assert_eq!(page["total"], 4);
}

/// A search ranks its 200 newest matches: the best of those comes first, older matches follow
/// newest first, each match on exactly one page, and the total counts them all.
#[tokio::test]
async fn a_search_ranks_its_newest_matches_then_the_rest_by_date() {
    let app = spawn_app().await;
    let tenant = create_tenant(&app.db).await;
    let schema = tenant.schema_name();
    let schema = schema.as_str();
    let conn = sea_orm::Database::connect(database_url()).await.unwrap();
    // 1,005 matches a minute apart, the newest first; the 150th and the oldest say the word twice.
    sea_orm::ConnectionTrait::execute_unprepared(
        &conn,
        &format!(
            "INSERT INTO {schema}.vacancies (title, slug, category, employment_type, workplace, status, published_at)
             SELECT CASE g WHEN 150 THEN 'Zebra Zebra Trainer' WHEN 1005 THEN 'Zebra Zebra Keeper'
                           ELSE 'Zebra Keeper ' || g END,
                    'zebra-' || g, 'internship', 'full_time', 'onsite', 'published', now() - g * interval '1 minute'
             FROM generate_series(1, 1005) g"
        ),
    )
    .await
    .unwrap();
    let visitor = app.browser(&tenant);
    let first: Value = visitor.get("/api/v1/vacancies?q=zebra").await.json().await.unwrap();
    assert_eq!((first["total"].as_u64(), first["totalExact"].as_bool()), (Some(1005), Some(true)));
    let titles_of = |page: &Value| -> Vec<String> {
        page["data"].as_array().unwrap().iter().map(|v| v["title"].as_str().unwrap().to_owned()).collect()
    };
    let first = titles_of(&first);
    assert_eq!(first[..3], ["Zebra Zebra Trainer", "Zebra Keeper 1", "Zebra Keeper 2"]);
    // Past the ranked 200, by date: the oldest comes last although it matches best.
    let last: Value = visitor.get("/api/v1/vacancies?q=zebra&page=51").await.json().await.unwrap();
    assert_eq!(
        titles_of(&last),
        ["Zebra Keeper 1001", "Zebra Keeper 1002", "Zebra Keeper 1003", "Zebra Keeper 1004", "Zebra Zebra Keeper"]
    );
    // Ranked or not, each match is on exactly one page.
    let mut seen = std::collections::HashSet::new();
    for page in 1..=51 {
        let found: Value = visitor.get(&format!("/api/v1/vacancies?q=zebra&page={page}")).await.json().await.unwrap();
        for title in titles_of(&found) {
            assert!(seen.insert(title.clone()), "{title} twice");
        }
    }
    assert_eq!(seen.len(), 1005);
    let few: Value = visitor.get("/api/v1/vacancies?q=zebra+trainer").await.json().await.unwrap();
    assert_eq!((few["total"].as_u64(), titles_of(&few)), (Some(1), vec!["Zebra Zebra Trainer".to_owned()]));
}

/// `shared.any_language_matching` leaves out each language's query that another's covers, and
/// only those: what a search matches is unchanged, the index is read once per distinct prefix.
/// `shared.any_language`, which searches rank by, keeps every language's terms.
#[tokio::test]
async fn any_language_asks_each_distinct_prefix_once() {
    let _app = spawn_app().await;
    let conn = sea_orm::Database::connect(database_url()).await.unwrap();
    for (words, expected) in [
        // en and pt stem to "engin", de and fr to "engine": "engin" covers them all.
        ("engineer:*", "'engin':*"),
        ("finance:* & manager:*", "'financ':* & 'manag':*"),
        // English drops the stop word: queries of different lengths are both kept; the other
        // stemmers' "manag" covers the unstemmed "manager".
        ("the:* & manager:*", "'manag':* | 'the':* & 'manag':*"),
        // An exact word does not cover a prefix, nor a different word.
        ("josé", "'jose' | 'jos'"),
        ("manager & team:*", "'manag' & 'team':* | 'manager' & 'team':*"),
    ] {
        let row = sea_orm::ConnectionTrait::query_one_raw(
            &conn,
            sea_orm::Statement::from_sql_and_values(
                sea_orm::DbBackend::Postgres,
                "SELECT shared.any_language_matching($1)::text AS q",
                [words.into()],
            ),
        )
        .await
        .unwrap()
        .unwrap();
        assert_eq!(row.try_get::<String>("", "q").unwrap(), expected, "{words}");
    }
    let every = scalar_i64(
        &database_url(),
        "SELECT cardinality(string_to_array(shared.any_language('engineer:*')::text, ' | '))::int8",
        vec![],
    )
    .await;
    assert_eq!(every, 5);
}

#[tokio::test]
async fn pagination_refuses_page_zero_and_huge_pages() {
    let app = spawn_app().await;
    let tenant = create_tenant(&app.db).await;
    let recruiter = staff(&app, &tenant).await;
    for i in 0..3 {
        published(&recruiter, &format!("Role number {i}"), "internship").await;
    }
    let visitor = app.browser(&tenant);
    let page: Value = visitor.get("/api/v1/vacancies?perPage=2&page=2").await.json().await.unwrap();
    assert_eq!((page["total"].as_u64(), page["data"].as_array().unwrap().len()), (Some(3), 1));
    let far: Value = visitor.get("/api/v1/vacancies?page=1000000").await.json().await.unwrap();
    assert_eq!(far["data"], json!([]));
    assert_eq!(far["total"], 3);
    for query in
        ["page=0", "page=1000001", "page=99999999999999999999", "perPage=1000", "perPage=0", "page=-1", "page=abc"]
    {
        assert_envelope(visitor.get(&format!("/api/v1/vacancies?{query}")).await, 400, "invalid_query").await;
    }
}

#[tokio::test]
async fn public_answers_are_cacheable_with_etags() {
    let app = spawn_app().await;
    let tenant = create_tenant(&app.db).await;
    let recruiter = staff(&app, &tenant).await;
    let id = published(&recruiter, "Cached Role", "internship").await;
    for path in
        ["/api/v1/vacancies".to_owned(), format!("/api/v1/vacancies/{id}"), "/api/v1/vacancies/categories".into()]
    {
        let first = app.get(&path, Some(tenant.as_str())).await;
        assert_eq!(first.status(), 200);
        assert!(first.headers()["cache-control"].to_str().unwrap().starts_with("public, max-age="));
        let etag = first.headers()["etag"].to_str().unwrap().to_owned();
        let again = app
            .client
            .get(app.url(&path))
            .header("tenantid", tenant.as_str())
            .header("if-none-match", &etag)
            .send()
            .await
            .unwrap();
        assert_eq!(again.status(), 304, "{path}");
    }
}

#[tokio::test]
async fn vacancies_past_their_closing_date_stop_being_listed_and_the_clean_up_job_closes_them() {
    // A database of its own: the job's passes cover this test's tenant only, not every other test's.
    let own = crate::helpers::fresh_database().await;
    let mut config = test_config(&own);
    config.prune_interval_secs = 1;
    config.public_cache_mb = 0;
    let app = spawn_app_with(config).await;
    let tenant = create_tenant(&app.db).await;
    let recruiter = staff(&app, &tenant).await;
    let id = published(&recruiter, "Expiring Role", "internship").await;
    published(&recruiter, "Lasting Role", "internship").await;
    let schema = tenant.schema_name().quoted();
    let conn = sea_orm::Database::connect(&own).await.unwrap();
    use sea_orm::ConnectionTrait;
    conn.execute_unprepared(&format!(
        "UPDATE {schema}.vacancies SET closes_at = now() - interval '1 minute' WHERE id = {id}"
    ))
    .await
    .unwrap();
    // Listed no more at once, before the job has closed it.
    let visitor = app.browser(&tenant);
    assert_eq!(titles(&visitor, "category=internship").await, ["Lasting Role"]);
    assert_eq!(visitor.get("/api/v1/vacancies?category=internship").await.json::<Value>().await.unwrap()["total"], 1);
    let detail: Value = visitor.get(&format!("/api/v1/vacancies/{id}")).await.json().await.unwrap();
    assert_eq!(detail["isOpen"], false);

    // Counts a replica of the previous release did not keep (it publishes without appending),
    // which the job's recount puts right.
    conn.execute_unprepared(&format!(
        "INSERT INTO {schema}.vacancy_counts (category, employment_type, workplace, n, folded)
         VALUES ('internship', 'full_time', 'hybrid', 5, true)"
    ))
    .await
    .unwrap();
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(15);
    loop {
        let status =
            recruiter.get(&format!("/api/v1/admin/vacancies/{id}")).await.json::<Value>().await.unwrap()["status"]
                .clone();
        let total =
            visitor.get("/api/v1/vacancies?category=internship").await.json::<Value>().await.unwrap()["total"].clone();
        if status == "closed" && total == 1 {
            break;
        }
        assert!(std::time::Instant::now() < deadline, "the clean-up job left {status} and a total of {total}");
        tokio::time::sleep(std::time::Duration::from_millis(200)).await;
    }
    let audited = scalar_i64(
        &own,
        &format!(
            "SELECT count(*) FROM {schema}.audit_log WHERE action = 'vacancy.closed' AND subject_id = '{id}'
               AND actor_user_id IS NULL AND actor_label = 'clean-up job'"
        ),
        vec![],
    )
    .await;
    assert_eq!(audited, 1, "the job's closing is audited");
    assert_eq!(visitor.get("/api/v1/vacancies?category=internship").await.json::<Value>().await.unwrap()["total"], 1);
    let counts: Value = visitor.get("/api/v1/vacancies/categories").await.json().await.unwrap();
    assert!(counts.as_array().unwrap().contains(&json!({"category": "internship", "open": 1})), "{counts}");
    // Reopening needs a new closing date.
    let error = assert_envelope(
        recruiter.post(&format!("/api/v1/admin/vacancies/{id}/publish"), json!({})).await,
        400,
        "validation_failed",
    )
    .await;
    assert_eq!(error["fields"]["closesAt"]["code"], "closing_date_in_past", "{error}");
    drop(conn);
    drop(app);
    crate::helpers::drop_database(&own).await;
}

/// Every kind of change stamps `updatedAt` in one place (`db::Timestamped`): an edit, a status
/// change, and nothing else moves it.
#[tokio::test]
async fn every_change_stamps_updated_at() {
    let app = spawn_app().await;
    let tenant = create_tenant(&app.db).await;
    let recruiter = staff(&app, &tenant).await;
    let stamp =
        |vacancy: &Value| vacancy["updatedAt"].as_str().unwrap().parse::<chrono::DateTime<chrono::Utc>>().unwrap();
    let created: Value =
        recruiter.post("/api/v1/admin/vacancies", vacancy("Stamped", "internship")).await.json().await.unwrap();
    let id = created["id"].as_i64().unwrap();
    let path = format!("/api/v1/admin/vacancies/{id}");
    let read: Value = recruiter.get(&path).await.json().await.unwrap();
    assert_eq!(stamp(&read), stamp(&created), "reading changes nothing");
    let edited: Value = recruiter.put(&path, vacancy("Stamped again", "internship")).await.json().await.unwrap();
    assert!(stamp(&edited) > stamp(&created), "{edited}");
    let published: Value = recruiter.post(&format!("{path}/publish"), json!({})).await.json().await.unwrap();
    assert!(stamp(&published) > stamp(&edited), "{published}");
}

#[tokio::test]
async fn only_drafts_are_deleted_and_transitions_are_checked() {
    let app = spawn_app().await;
    let tenant = create_tenant(&app.db).await;
    let recruiter = staff(&app, &tenant).await;
    let draft = recruiter
        .post("/api/v1/admin/vacancies", vacancy("Draft Role", "internship"))
        .await
        .json::<Value>()
        .await
        .unwrap()["id"]
        .as_i64()
        .unwrap();
    assert_envelope(
        recruiter.post(&format!("/api/v1/admin/vacancies/{draft}/close"), json!({})).await,
        409,
        "invalid_transition",
    )
    .await;
    assert_eq!(
        recruiter.send(reqwest::Method::DELETE, &format!("/api/v1/admin/vacancies/{draft}"), None).await.status(),
        204
    );

    let live = published(&recruiter, "Live Role", "internship").await;
    let refused = recruiter.send(reqwest::Method::DELETE, &format!("/api/v1/admin/vacancies/{live}"), None).await;
    assert_envelope(refused, 409, "vacancy_not_draft").await;
    let closed: Value =
        recruiter.post(&format!("/api/v1/admin/vacancies/{live}/close"), json!({})).await.json().await.unwrap();
    assert_eq!(closed["status"], "closed");
    assert_eq!(app.browser(&tenant).get("/api/v1/vacancies").await.json::<Value>().await.unwrap()["total"], 0);
    // A shared or bookmarked link to a closed vacancy still shows it, closed.
    let page = app.browser(&tenant).get(&format!("/api/v1/vacancies/{live}")).await;
    assert_eq!(page.status(), 200);
    let page: Value = page.json().await.unwrap();
    assert_eq!((page["title"].as_str(), page["isOpen"].as_bool()), (Some("Live Role"), Some(false)));
    let archived: Value =
        recruiter.post(&format!("/api/v1/admin/vacancies/{live}/archive"), json!({})).await.json().await.unwrap();
    assert_eq!(archived["status"], "archived");
    let gone = app.browser(&tenant).get(&format!("/api/v1/vacancies/{live}")).await;
    assert_envelope(gone, 404, "not_found").await;
    let edit = recruiter.put(&format!("/api/v1/admin/vacancies/{live}"), vacancy("Edited", "internship")).await;
    assert_envelope(edit, 409, "vacancy_archived").await;
    let listed: Value = recruiter.get("/api/v1/admin/vacancies?status=archived").await.json().await.unwrap();
    assert_eq!(listed["total"], 1);
}

#[tokio::test]
async fn only_recruiters_of_the_same_tenant_manage_vacancies() {
    let app = spawn_app().await;
    let tenant = create_tenant(&app.db).await;
    let other = create_tenant(&app.db).await;
    let recruiter = staff(&app, &tenant).await;
    let id = published(&recruiter, "Tenant A Role", "internship").await;

    let mut applicant = app.browser(&tenant);
    applicant.register("ana@example.com", PASSWORD, "Ana").await;
    assert_envelope(applicant.post("/api/v1/admin/vacancies", vacancy("Sneaky", "internship")).await, 403, "forbidden")
        .await;
    assert_envelope(app.browser(&tenant).get("/api/v1/admin/vacancies").await, 401, "unauthorized").await;

    let foreign = app.signed_in_admin(&other, "admin@other.example").await;
    assert_envelope(foreign.get(&format!("/api/v1/admin/vacancies/{id}")).await, 404, "not_found").await;
    assert_envelope(app.browser(&other).get(&format!("/api/v1/vacancies/{id}")).await, 404, "not_found").await;
}

/// Polls `visitor`'s list until `query`'s titles are `expected` (see `eventually`).
async fn titles_become(visitor: &Browser, query: &str, expected: &[&str]) {
    eventually(&format!("{query}, expected {expected:?}"), || titles(visitor, query), |seen| seen == expected).await;
}

#[tokio::test]
async fn each_replica_keeps_the_careers_site_until_a_vacancy_changes_on_any_replica() {
    let (a, b) = (spawn_app().await, spawn_app().await);
    let tenant = create_tenant(&a.db).await;
    let recruiter_on_a = staff(&a, &tenant).await;
    let first = published(&recruiter_on_a, "Platform Engineer", "experienced-hire").await;
    let (visitor_on_a, visitor_on_b) = (a.browser(&tenant), b.browser(&tenant));
    assert_eq!(titles(&visitor_on_b, "q=platf").await, ["Platform Engineer"]);
    assert_eq!(titles(&visitor_on_b, "").await, ["Platform Engineer"]);
    let detail = format!("/api/v1/vacancies/{first}");
    assert_eq!(visitor_on_b.get(&detail).await.json::<Value>().await.unwrap()["title"], "Platform Engineer");

    // A write no trigger announces (replication role) is not seen: B answers what it kept.
    let conn = sea_orm::Database::connect(database_url()).await.unwrap();
    use sea_orm::ConnectionTrait;
    conn.execute_unprepared(&format!(
        "BEGIN; SET LOCAL session_replication_role = replica;
         UPDATE {}.vacancies SET title = 'Renamed quietly' WHERE id = {first}; COMMIT;",
        tenant.schema_name().quoted()
    ))
    .await
    .unwrap();
    assert_eq!(titles(&visitor_on_b, "").await, ["Platform Engineer"], "kept, not read again");

    // A vacancy published on A: A lists it at once, B as soon as the NOTIFY arrives — and the
    // quiet rename with it, since B dropped everything it kept for the tenant.
    published(&recruiter_on_a, "Marketing Intern", "internship").await;
    assert_eq!(titles(&visitor_on_a, "").await, ["Marketing Intern", "Renamed quietly"]);
    titles_become(&visitor_on_b, "", &["Marketing Intern", "Renamed quietly"]).await;
    titles_become(&visitor_on_b, "q=platf", &[]).await;
    let renamed: Value = visitor_on_b.get(&detail).await.json().await.unwrap();
    assert_eq!(renamed["title"], "Renamed quietly");

    // Closed on B: gone from A's lists too.
    let recruiter_on_b = {
        let mut browser = b.browser(&tenant);
        browser.token = recruiter_on_a.token.clone();
        browser
    };
    let closed = recruiter_on_b.post(&format!("/api/v1/admin/vacancies/{first}/close"), json!({})).await;
    assert_eq!(closed.status(), 200);
    titles_become(&visitor_on_a, "", &["Marketing Intern"]).await;

    // Nothing personal is kept: a signed-in visitor gets the same answer as anyone, and their
    // saved vacancies from their own endpoint.
    let ana = crate::applications::applicant(&a, &tenant, "ana@example.com", "Ana", "en").await;
    let intern = titles(&visitor_on_a, "").await;
    assert_eq!(titles(&ana, "").await, intern);
    let list_as_ana = ana.get("/api/v1/vacancies").await;
    assert!(list_as_ana.headers()["cache-control"].to_str().unwrap().starts_with("public"));
    let saved = ana.get("/api/v1/me/saved-vacancies").await;
    assert!(!saved.headers().get("cache-control").is_some_and(|v| v.to_str().unwrap().starts_with("public")));
}

/// The careers site's totals are kept, not counted: after each kind of change they equal what
/// counting the open vacancies answers, for every combination of the filters they serve.
#[tokio::test]
async fn the_kept_totals_follow_every_change_to_a_vacancy() {
    let app = spawn_app().await;
    let tenant = create_tenant(&app.db).await;
    let recruiter = staff(&app, &tenant).await;
    let visitor = app.browser(&tenant);
    let schema = tenant.schema_name().quoted();
    let check = |when: &'static str| {
        let (visitor, schema) = (&visitor, &schema);
        async move {
            let categories = [
                (None, None),
                (Some("experienced-hire"), Some("experienced")),
                (Some("internship"), Some("internship")),
            ];
            for (category, stored_category) in categories {
                for kind in [None, Some("full_time"), Some("part_time")] {
                    for workplace in [None, Some("hybrid"), Some("remote")] {
                        let query: Vec<String> =
                            [("category", category), ("employmentType", kind), ("workplace", workplace)]
                                .iter()
                                .filter_map(|(name, value)| value.map(|value| format!("{name}={value}")))
                                .collect();
                        let page: Value =
                            visitor.get(&format!("/api/v1/vacancies?{}", query.join("&"))).await.json().await.unwrap();
                        let counted = scalar_i64(
                            &database_url(),
                            &format!(
                                "SELECT count(*) FROM {schema}.vacancies WHERE status = 'published'
                                   AND (closes_at IS NULL OR closes_at > now()) AND ($1::text IS NULL OR category = $1)
                                   AND ($2::text IS NULL OR employment_type = $2) AND ($3::text IS NULL OR workplace = $3)"
                            ),
                            vec![stored_category.into(), kind.into(), workplace.into()],
                        )
                        .await;
                        assert_eq!(page["total"], counted, "{when}: {query:?}");
                    }
                }
            }
            let counts: Value = visitor.get("/api/v1/vacancies/categories").await.json().await.unwrap();
            let listed: i64 = counts.as_array().unwrap().iter().map(|c| c["open"].as_i64().unwrap()).sum();
            assert_eq!(
                listed,
                visitor.get("/api/v1/vacancies").await.json::<Value>().await.unwrap()["total"],
                "{when}"
            );
        }
    };
    let first = published(&recruiter, "First", "experienced-hire").await;
    let second = published(&recruiter, "Second", "internship").await;
    let third = published(&recruiter, "Third", "experienced-hire").await;
    check("published").await;

    let mut edited = vacancy("First, now remote part-time", "internship");
    edited["employmentType"] = json!("part_time");
    edited["workplace"] = json!("remote");
    assert_eq!(recruiter.put(&format!("/api/v1/admin/vacancies/{first}"), edited).await.status(), 200);
    check("edited").await;

    recruiter.post(&format!("/api/v1/admin/vacancies/{second}/close"), json!({})).await;
    check("closed").await;
    recruiter.post(&format!("/api/v1/admin/vacancies/{second}/publish"), json!({})).await;
    check("reopened").await;
    let bulk = recruiter.post("/api/v1/admin/vacancies/bulk", json!({"ids": [first, third], "action": "close"})).await;
    assert_eq!(bulk.status(), 200);
    check("closed in bulk").await;
    recruiter.post(&format!("/api/v1/admin/vacancies/{second}/archive"), json!({})).await;
    check("archived").await;
    assert_eq!(visitor.get("/api/v1/vacancies").await.json::<Value>().await.unwrap()["total"], 0);
    let appended =
        scalar_i64(&database_url(), &format!("SELECT count(*) FROM {schema}.vacancy_counts WHERE NOT folded"), vec![])
            .await;
    assert_eq!(appended, 0, "each change folds what it appended");
}

#[tokio::test]
async fn a_vacancy_is_read_in_the_visitors_language_and_found_in_any_of_its_languages() {
    let app = spawn_app().await;
    let tenant = create_tenant(&app.db).await;
    let recruiter = staff(&app, &tenant).await;
    let visitor = app.browser(&tenant);
    let mut input = vacancy("Data Analyst", "fresh-graduate");
    input["translations"] = json!({
        "de": {"title": "Datenanalyst", "description": "Sie sichten Bewerbungen und Zahlen."},
        "pt": {"title": "Analista de Dados", "description": "Analisa candidaturas.", "requirements": "- SQL"},
        "fr": {"title": "", "description": "", "requirements": ""},
    });
    let bad = json!({"de": {"title": "ab"}});
    let mut invalid = input.clone();
    invalid["translations"] = bad;
    let refused =
        assert_envelope(recruiter.post("/api/v1/admin/vacancies", invalid).await, 400, "validation_failed").await;
    assert_eq!(refused["fields"]["translations.de.title"]["code"], "title_length");
    let created: Value = recruiter.post("/api/v1/admin/vacancies", input).await.json().await.unwrap();
    assert_eq!(created["language"], "en");
    assert_eq!(created["translations"]["pt"]["title"], "Analista de Dados");
    assert!(created["translations"].get("fr").is_none(), "an empty translation is not kept: {created}");
    let id = created["id"].as_i64().unwrap();
    assert_eq!(recruiter.post(&format!("/api/v1/admin/vacancies/{id}/publish"), json!({})).await.status(), 200);

    // The visitor's language when translated, else the tenant's default.
    let read = |lang: &str| visitor.send(reqwest::Method::GET, &format!("/api/v1/vacancies/{id}?lang={lang}"), None);
    let pt: Value = read("pt").await.json().await.unwrap();
    assert_eq!(
        (pt["title"].as_str(), pt["language"].as_str(), pt["requirements"].as_str()),
        (Some("Analista de Dados"), Some("pt"), Some("- SQL"))
    );
    let fr: Value = read("fr").await.json().await.unwrap();
    assert_eq!((fr["title"].as_str(), fr["language"].as_str()), (Some("Data Analyst"), Some("en")));
    assert_envelope(read("es").await, 400, "language_unsupported").await;
    let by_header = app
        .client
        .get(app.url("/api/v1/vacancies?q=analyst"))
        .header("tenantid", tenant.as_str())
        .header("accept-language", "de-AT,de;q=0.9")
        .send()
        .await
        .unwrap();
    assert!(by_header.headers()["vary"].to_str().unwrap().contains("Accept-Language"));
    let by_header: Value = by_header.json().await.unwrap();
    assert_eq!(
        (by_header["data"][0]["title"].as_str(), by_header["data"][0]["language"].as_str()),
        (Some("Datenanalyst"), Some("de"))
    );

    // Found by the words of any of its languages, stemmed in theirs ("Bewerbung" finds
    // "Bewerbungen"), whatever language the visitor reads.
    assert_eq!(titles(&visitor, "q=Bewerbung&lang=pt").await, ["Analista de Dados"]);
    assert_eq!(titles(&visitor, "q=candidatura&lang=en").await, ["Data Analyst"]);
    assert_eq!(titles(&visitor, "q=analysts").await, ["Data Analyst"]);

    // An applicant's wishlist and applications show the title in the language they read.
    let reader = crate::applications::applicant(&app, &tenant, "leitora@example.com", "Ana Leitora", "pt")
        .await
        .reading("pt-PT,pt;q=0.9");
    assert_eq!(reader.put(&format!("/api/v1/me/saved-vacancies/{id}"), json!({})).await.status(), 204);
    let saved: Value = reader.get("/api/v1/me/saved-vacancies").await.json().await.unwrap();
    assert_eq!(saved[0]["vacancy"]["title"], "Analista de Dados");
    let questions = &created["questions"];
    let answers = json!({"consent": true, "answers": [
        {"questionId": questions[0]["id"], "answer": false}, {"questionId": questions[2]["id"], "answer": "Product"}]});
    let applied: Value =
        reader.post(&format!("/api/v1/vacancies/{id}/applications"), answers).await.json().await.unwrap();
    assert_eq!(applied["vacancy"]["title"], "Analista de Dados");
    let mine: Value = reader.get("/api/v1/me/applications").await.json().await.unwrap();
    assert_eq!(
        (mine[0]["vacancy"]["title"].as_str(), mine[0]["vacancy"]["language"].as_str()),
        (Some("Analista de Dados"), Some("pt"))
    );

    // When the tenant's default language changes, the fallback follows it.
    assert_eq!(recruiter.put("/api/v1/admin/settings", json!({"defaultLocale": "de"})).await.status(), 200);
    eventually(
        "the fallback is the new default language",
        || async { read("fr").await.json::<Value>().await.unwrap()["title"].as_str().map(str::to_owned) },
        |title| title.as_deref() == Some("Datenanalyst"),
    )
    .await;
}

#[tokio::test]
async fn a_visitor_cannot_bust_the_careers_cache_with_parameters_it_ignores() {
    let app = spawn_app().await;
    let tenant = create_tenant(&app.db).await;
    let recruiter = staff(&app, &tenant).await;
    published(&recruiter, "Kept Role", "internship").await;
    let visitor = app.browser(&tenant);

    // A change no replica hears of (no NOTIFY): only an answer read again would show it. The
    // publication's own NOTIFY reaches the server's listener a moment after its answer and drops
    // what was kept until then. So each round reads the list, quietly gives the vacancy the other
    // title and reads again: once both reads agree, that answer is kept and outlived the
    // notification. (Whichever title was kept: a round that set the title back first could find
    // the other one kept, and wait for it forever.)
    let schema = tenant.schema_name().quoted();
    let conn = sea_orm::Database::connect(database_url()).await.unwrap();
    use sea_orm::ConnectionTrait;
    let other = |title: &str| if title == "Kept Role" { "Quietly Renamed" } else { "Kept Role" };
    let kept = std::sync::Mutex::new(String::new());
    eventually(
        "the list is kept once the publication has been heard",
        || async {
            let before = titles(&visitor, "category=internship").await;
            let quiet = other(before.first().map_or("", String::as_str));
            conn.execute_unprepared(&format!("UPDATE {schema}.vacancies SET title = '{quiet}'")).await.unwrap();
            let after = titles(&visitor, "category=internship").await;
            if let Some(title) = after.first() {
                title.clone_into(&mut kept.lock().unwrap());
            }
            (before, after)
        },
        |(before, after)| before == after,
    )
    .await;
    let kept = kept.into_inner().unwrap();
    let stored = other(&kept);

    // The same list asked with parameters the handler ignores, in another order, or spelled
    // with the defaults is the kept answer: each would otherwise miss, run the list's statement
    // and evict real entries.
    for query in [
        "category=internship&z=1",
        "category=internship&z=2&zz=3",
        "page=1&category=internship",
        "category=internship&page=1&perPage=20",
    ] {
        assert_eq!(titles(&visitor, query).await, [kept.as_str()], "{query}");
    }
    // What the handler does read is a question of its own: the stored title.
    let word = stored.split(' ').next().unwrap_or_default().to_lowercase();
    assert_eq!(titles(&visitor, &format!("category=internship&q={word}")).await, [stored]);
}
