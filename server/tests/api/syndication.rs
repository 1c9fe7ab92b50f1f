//! Feeds, sitemap, robots.txt and the vacancy pages' HTML for crawlers, per tenant host.

use erecruit_server::tenancy::Hostname;
use quick_xml::events::Event;
use serde_json::{Value, json};

use crate::helpers::{
    assert_envelope, create_tenant, create_tenant_with_hosts, database_url, spawn_app_with, test_config,
};
use crate::vacancies::{published, vacancy};

/// The text of every `name` element of an XML document, in order (the document must parse).
fn texts_of(xml: &str, name: &str) -> Vec<String> {
    let mut reader = quick_xml::Reader::from_str(xml);
    let (mut inside, mut found) = (false, Vec::new());
    loop {
        match reader.read_event().expect("the document is well-formed XML") {
            Event::Start(start) if start.name().as_ref() == name.as_bytes() => {
                inside = true;
                found.push(String::new());
            }
            Event::End(end) if end.name().as_ref() == name.as_bytes() => inside = false,
            Event::Text(text) if inside => {
                found.last_mut().unwrap().push_str(&text.decode().unwrap());
            }
            Event::GeneralRef(reference) if inside => {
                let name = reference.decode().unwrap();
                let resolved = quick_xml::escape::resolve_xml_entity(&name).expect("a predefined entity");
                found.last_mut().unwrap().push_str(resolved);
            }
            Event::Eof => break,
            _ => {}
        }
    }
    found
}

fn list_all(page: &str) -> String {
    page.split("<noscript>").nth(1).unwrap_or_default().to_owned()
}

fn built_app() -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("erecruit-dist-{}", uuid::Uuid::new_v4().simple()));
    std::fs::create_dir_all(&dir).unwrap();
    let index = "<!doctype html>\n<html lang=\"en\" dir=\"ltr\">\n  <head>\n    <title>eRecruit</title>\n  </head>\n  \
                 <body>\n    <div id=\"root\"></div>\n  </body>\n</html>\n";
    std::fs::write(dir.join("index.html"), index).unwrap();
    dir
}

#[tokio::test]
async fn feeds_sitemap_and_pages_show_a_tenants_open_vacancies_to_the_world() {
    let mut config = test_config(&database_url());
    config.static_dir = Some(built_app());
    let app = spawn_app_with(config).await;
    let host = format!("careers-{}.acme.test", uuid::Uuid::new_v4().simple());
    let tenant = create_tenant_with_hosts(&app.db, vec![Hostname::parse(&host).unwrap()]).await;
    let other = create_tenant(&app.db).await;
    let admin = app.signed_in_admin(&tenant, "recruiter@acme.test").await;
    let hostile = "Data \"><script>alert(1)</script> & Co";
    let open = published(&admin, hostile, "experienced-hire").await;
    let intern = published(&admin, "Marketing Intern", "internship").await;
    let closed = published(&admin, "Closed Role", "experienced-hire").await;
    admin.post(&format!("/api/v1/admin/vacancies/{closed}/close"), json!({})).await;
    let draft = admin.post("/api/v1/admin/vacancies", vacancy("Draft Role", "internship")).await;
    let draft = draft.json::<Value>().await.unwrap()["id"].as_i64().unwrap();
    published(&app.signed_in_admin(&other, "r@other.test").await, "Other Tenant Role", "internship").await;

    let on_host = |path: &str| app.client.get(app.url(path)).header("host", host.as_str()).send();
    let origin = format!("http://{host}");

    // RSS 2.0: the open vacancies, linked on the tenant's host, escaped and parsed back.
    let rss = on_host("/feeds/jobs.rss").await.unwrap();
    assert_eq!(rss.status(), 200);
    assert!(rss.headers()["content-type"].to_str().unwrap().starts_with("application/rss+xml"));
    let etag = rss.headers()["etag"].to_str().unwrap().to_owned();
    let rss = rss.text().await.unwrap();
    let titles = texts_of(&rss, "title");
    assert_eq!(titles[1..], ["Marketing Intern".to_owned(), hostile.to_owned()], "{rss}");
    assert!(texts_of(&rss, "link").contains(&format!("{origin}/job-vacancy/{open}")));
    assert!(texts_of(&rss, "description").iter().any(|d| d.contains("<h2>What you will do</h2>")), "{rss}");
    let unchanged =
        app.client.get(app.url("/feeds/jobs.rss")).header("host", host.as_str()).header("if-none-match", &etag);
    assert_eq!(unchanged.send().await.unwrap().status(), 304);
    // …by category, with the API's names; an unknown category is a clear error.
    let interns = on_host("/feeds/jobs.atom?category=internship").await.unwrap().text().await.unwrap();
    assert_eq!(texts_of(&interns, "title")[1..], ["Marketing Intern".to_owned()]);
    assert_eq!(texts_of(&interns, "id")[1], format!("{origin}/job-vacancy/{intern}"));
    let wrong = on_host("/feeds/jobs.rss?category=astronaut").await.unwrap();
    assert_eq!(wrong.status(), 400);
    // JSON Feed 1.1.
    let json: Value = on_host("/feeds/jobs.json").await.unwrap().json().await.unwrap();
    assert_eq!(json["version"], "https://jsonfeed.org/version/1.1");
    let urls: Vec<&str> = json["items"].as_array().unwrap().iter().map(|i| i["url"].as_str().unwrap()).collect();
    assert_eq!(urls, [format!("{origin}/job-vacancy/{intern}"), format!("{origin}/job-vacancy/{open}")]);
    // The job boards' XML.
    let board = on_host("/feeds/jobs.xml").await.unwrap().text().await.unwrap();
    assert_eq!(texts_of(&board, "referencenumber"), [intern.to_string(), open.to_string()]);
    assert_eq!(texts_of(&board, "salary"), ["EUR 40000 - 60000", "EUR 40000 - 60000"]);
    assert_eq!(texts_of(&board, "jobtype"), ["fulltime", "fulltime"]);
    // Feed readers that cannot send the tenant header name it in the query.
    let named = app.get(&format!("/feeds/jobs.rss?tenantid={}", tenant.as_str()), None).await;
    assert_eq!(texts_of(&named.text().await.unwrap(), "title").len(), 3);

    // The sitemap lists this tenant's open vacancies and nothing else.
    let sitemap = on_host("/sitemap.xml").await.unwrap().text().await.unwrap();
    let locations = texts_of(&sitemap, "loc");
    let vacancies: Vec<&String> = locations.iter().filter(|l| l.contains("/job-vacancy/")).collect();
    assert_eq!(vacancies, [&format!("{origin}/job-vacancy/{intern}"), &format!("{origin}/job-vacancy/{open}")]);
    assert!(locations.contains(&format!("{origin}/job-vacancy-list/internship")));
    let robots = on_host("/robots.txt").await.unwrap().text().await.unwrap();
    assert!(
        robots.contains(&format!("Sitemap: {origin}/sitemap.xml")) && robots.contains("Disallow: /api/"),
        "{robots}"
    );
    let nowhere = app.client.get(app.url("/robots.txt")).header("host", "unknown.test").send().await.unwrap();
    assert_eq!(nowhere.text().await.unwrap(), "User-agent: *\nDisallow: /\n");

    // A vacancy's page carries its title, description, canonical address, alternates and
    // previews, with markup in the title kept as text.
    let page = on_host(&format!("/job-vacancy/{open}?lang=de")).await.unwrap();
    assert_eq!(page.status(), 200);
    let page = page.text().await.unwrap();
    assert!(!page.contains("<script>alert"), "{page}");
    let escaped = "Data &quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; Co";
    assert!(page.contains(&format!("<title>{escaped} · Company {} Careers</title>", tenant.as_str())), "{page}");
    assert!(page.contains(&format!("<link rel=\"canonical\" href=\"{origin}/job-vacancy/{open}\" />")), "{page}");
    assert!(page.contains(&format!("hreflang=\"pt\" href=\"{origin}/job-vacancy/{open}?lang=pt\"")), "{page}");
    assert!(page.contains(&format!("<meta property=\"og:title\" content=\"{escaped}")), "{page}");
    assert!(page.contains("<meta name=\"description\" content=\"Build things.\" />"), "{page}");
    assert!(page.contains("<html lang=\"de\"") && page.contains("<noscript><main><h1>"), "{page}");
    assert!(!page.contains("noindex"));
    let closed_page = on_host(&format!("/job-vacancy/{closed}")).await.unwrap().text().await.unwrap();
    assert!(closed_page.contains("<meta name=\"robots\" content=\"noindex\" />"));
    assert_eq!(on_host(&format!("/job-vacancy/{draft}")).await.unwrap().status(), 404);
    // Nothing of another tenant shows on this one's host (ids are per tenant, so by title).
    let everything = list_all(&on_host("/job-vacancy").await.unwrap().text().await.unwrap());
    assert!(everything.contains("Marketing Intern") && !everything.contains("Other Tenant Role"), "{everything}");
    let theirs = app.get(&format!("/feeds/jobs.rss?tenantid={}", other.as_str()), None).await.text().await.unwrap();
    assert_eq!(texts_of(&theirs, "title")[1..], ["Other Tenant Role".to_owned()]);
    assert!(!rss.contains("Other Tenant Role"));
    let list = on_host("/job-vacancy-list/internship").await.unwrap().text().await.unwrap();
    assert!(list.contains(&format!("<a href=\"/job-vacancy/{intern}\">Marketing Intern</a>")), "{list}");
    assert!(list.contains("<title>Internship · Company"), "{list}");
}

#[tokio::test]
async fn forwarded_headers_from_strangers_poison_no_feed_sitemap_or_security_header() {
    let platform = "https://jobs.platform.test";
    let poisoned = |config: &mut erecruit_server::config::Config| {
        config.public_url = Some(platform.to_owned());
    };
    let mut config = test_config(&database_url());
    poisoned(&mut config);
    let app = spawn_app_with(config).await;
    let host = format!("careers-{}.acme.test", uuid::Uuid::new_v4().simple());
    let tenant = create_tenant_with_hosts(&app.db, vec![Hostname::parse(&host).unwrap()]).await;
    let admin = app.signed_in_admin(&tenant, "recruiter@acme.test").await;
    let id = published(&admin, "Data Analyst", "internship").await;
    let forged = |request: reqwest::RequestBuilder| {
        request
            .header("x-forwarded-host", "evil.example")
            .header("x-forwarded-proto", "https")
            .header("forwarded", "host=evil.example;proto=https")
    };

    // On the tenant's own host, a stranger's forwarded host and scheme are ignored.
    for path in ["/feeds/jobs.rss", "/sitemap.xml", "/robots.txt"] {
        let response = forged(app.client.get(app.url(path)).header("host", host.as_str())).send().await.unwrap();
        assert_eq!(response.status(), 200, "{path}");
        assert!(!response.headers().contains_key("strict-transport-security"), "{path}: HSTS from a forged scheme");
        let text = response.text().await.unwrap();
        assert!(!text.contains("evil.example"), "{path}: {text}");
        assert!(text.contains(&format!("http://{host}/")), "{path}: {text}");
    }
    // On a host that is not the tenant's (the platform's, named by `tenantid`), PUBLIC_URL.
    let elsewhere = app
        .client
        .get(app.url("/feeds/jobs.rss"))
        .header("host", "evil.example")
        .header("tenantid", tenant.as_str())
        .send()
        .await
        .unwrap()
        .text()
        .await
        .unwrap();
    assert!(elsewhere.contains(&format!("{platform}/job-vacancy/{id}")), "{elsewhere}");
    assert!(!elsewhere.contains("evil.example"), "{elsewhere}");

    // Behind a proxy the operator trusts, its forwarded scheme counts (and a forwarded host that
    // is not the tenant's still gives way to PUBLIC_URL).
    let mut config = test_config(&database_url());
    poisoned(&mut config);
    config.trusted_proxies = vec!["127.0.0.1/32".parse().unwrap()];
    let proxied = spawn_app_with(config).await;
    let behind = proxied
        .client
        .get(proxied.url("/feeds/jobs.rss"))
        .header("host", host.as_str())
        .header("x-forwarded-proto", "https")
        .send()
        .await
        .unwrap();
    assert!(behind.headers().contains_key("strict-transport-security"));
    assert!(behind.text().await.unwrap().contains(&format!("https://{host}/job-vacancy/{id}")));
    let forwarded_elsewhere =
        forged(proxied.client.get(proxied.url("/feeds/jobs.rss")).header("host", host.as_str())).send().await.unwrap();
    let text = forwarded_elsewhere.text().await.unwrap();
    assert!(text.contains(&format!("{platform}/job-vacancy/{id}")) && !text.contains("evil.example"), "{text}");
}

/// The `attribute` of every `name` element of an XML document, in order.
fn attributes_of(xml: &str, name: &str, attribute: &str) -> Vec<String> {
    let mut reader = quick_xml::Reader::from_str(xml);
    let mut found = Vec::new();
    loop {
        match reader.read_event().expect("the document is well-formed XML") {
            Event::Start(start) | Event::Empty(start) if start.name().as_ref() == name.as_bytes() => {
                if let Some(value) = start.try_get_attribute(attribute).unwrap() {
                    found.push(value.normalized_value(quick_xml::XmlVersion::Implicit1_0).unwrap().into_owned());
                }
            }
            Event::Eof => break,
            _ => {}
        }
    }
    found
}

#[tokio::test]
async fn job_board_feeds_name_the_board_as_every_applications_source() {
    let app = spawn_app_with(test_config(&database_url())).await;
    let host = format!("careers-{}.acme.test", uuid::Uuid::new_v4().simple());
    let tenant = create_tenant_with_hosts(&app.db, vec![Hostname::parse(&host).unwrap()]).await;
    let admin = app.signed_in_admin(&tenant, "recruiter@acme.test").await;
    let hostile = "Ops ]]></title><script>alert(1)</script> & \"Co\" <job>";
    let open = published(&admin, hostile, "experienced-hire").await;
    let intern = published(&admin, "Marketing Intern", "internship").await;
    let closed = published(&admin, "Closed Role", "experienced-hire").await;
    admin.post(&format!("/api/v1/admin/vacancies/{closed}/close"), json!({})).await;
    admin.post("/api/v1/admin/vacancies", vacancy("Draft Role", "internship")).await;
    let on_host = |path: &str| app.client.get(app.url(path)).header("host", host.as_str()).send();
    let origin = format!("http://{host}");

    // Indeed's format: the board is `indeed` unless named.
    let indeed = on_host("/feeds/jobs.xml").await.unwrap().text().await.unwrap();
    assert_eq!(
        texts_of(&indeed, "url"),
        [format!("{origin}/job-vacancy/{intern}?source=indeed"), format!("{origin}/job-vacancy/{open}?source=indeed")]
    );
    let named = on_host("/feeds/jobs.xml?board=stepstone-de").await.unwrap().text().await.unwrap();
    assert!(texts_of(&named, "url").iter().all(|url| url.ends_with("?source=stepstone-de")), "{named}");

    // The generic feed: published vacancies only, each with what a board needs, escaped.
    let generic = on_host("/feeds/jobs-generic.xml?board=jobs-ch").await.unwrap();
    assert_eq!(generic.status(), 200);
    assert!(generic.headers()["content-type"].to_str().unwrap().starts_with("application/xml"));
    assert_eq!(generic.headers()["cache-control"], "public, max-age=300");
    let etag = generic.headers()["etag"].to_str().unwrap().to_owned();
    let generic = generic.text().await.unwrap();
    assert!(!generic.contains("<script>") && !generic.contains("]]></title>"), "{generic}");
    assert_eq!(attributes_of(&generic, "job", "id"), [intern.to_string(), open.to_string()]);
    assert_eq!(texts_of(&generic, "title"), ["Marketing Intern".to_owned(), hostile.to_owned()]);
    assert_eq!(texts_of(&generic, "location"), ["Lisbon", "Lisbon"]);
    assert_eq!(texts_of(&generic, "salary"), ["EUR 40000 - 60000", "EUR 40000 - 60000"]);
    assert_eq!(attributes_of(&generic, "salary", "currency"), ["EUR", "EUR"]);
    assert_eq!(attributes_of(&generic, "salary", "min"), ["40000", "40000"]);
    assert_eq!(texts_of(&generic, "category"), ["Internship", "Experienced"]);
    assert_eq!(attributes_of(&generic, "category", "id"), ["internship", "experienced-hire"]);
    assert!(texts_of(&generic, "description").iter().all(|d| d.contains("<h2>What you will do</h2>")), "{generic}");
    assert_eq!(
        texts_of(&generic, "apply_url"),
        [
            format!("{origin}/job-vacancy/{intern}/apply?source=jobs-ch"),
            format!("{origin}/job-vacancy/{open}/apply?source=jobs-ch")
        ]
    );
    assert_eq!(texts_of(&generic, "url")[1], format!("{origin}/job-vacancy/{open}?source=jobs-ch"));
    let unchanged = app
        .client
        .get(app.url("/feeds/jobs-generic.xml?board=jobs-ch"))
        .header("host", host.as_str())
        .header("if-none-match", &etag);
    assert_eq!(unchanged.send().await.unwrap().status(), 304);
    // Without a board, the generic one; by category as the other feeds.
    let plain = on_host("/feeds/jobs-generic.xml?category=internship").await.unwrap().text().await.unwrap();
    assert_eq!(texts_of(&plain, "url"), [format!("{origin}/job-vacancy/{intern}?source=job-board")]);

    // A board's name goes into addresses as it is: anything else is refused.
    for bad in ["Indeed", "a%20b", "x%26source%3Devil", "%C3%BCber", &"a".repeat(41), ""] {
        for feed in ["/feeds/jobs.xml", "/feeds/jobs-generic.xml"] {
            let refused = on_host(&format!("{feed}?board={bad}")).await.unwrap();
            assert_envelope(refused, 400, "feed_board_invalid").await;
        }
    }
}
