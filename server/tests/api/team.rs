//! The hiring team: departments, invitations from the first mail to a signed-in colleague, a
//! user's page, and the tenant and role boundaries around them.

use erecruit_server::auth::domain::Role;
use erecruit_server::tenancy::TenantSlug;
use serde_json::{Value, json};

use crate::browser::PASSWORD;
use crate::calendar::signed_in;
use crate::helpers::{
    TestApp, assert_envelope, create_tenant, database_url, json_of, link_token, mail_files, spawn_app,
};

/// The mails to `to`, oldest first, once there are `count` (or after ten seconds).
async fn mails_to(app: &TestApp, tenant: &TenantSlug, to: &str, count: usize) -> Vec<String> {
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(10);
    loop {
        let mails: Vec<String> = mail_files(&app.mail_dir, tenant, 0)
            .await
            .into_iter()
            .filter(|mail| mail.lines().any(|line| line.starts_with("To:") && line.contains(to)))
            .collect();
        if mails.len() >= count || std::time::Instant::now() > deadline {
            return mails;
        }
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    }
}

#[tokio::test]
async fn an_invited_colleague_joins_signed_in_with_the_role_and_department_given() {
    let app = spawn_app().await;
    let tenant = create_tenant(&app.db).await;
    let (admin, admin_id) = signed_in(&app, &tenant, "ada@example.com", "Ada Admin", Role::Admin).await;

    // Departments: seeded, added, unique whatever the case, and checked.
    let seeded = json_of(admin.get("/api/v1/admin/departments").await, 200).await;
    let names: Vec<&str> = seeded.as_array().unwrap().iter().map(|d| d["name"].as_str().unwrap()).collect();
    assert_eq!(names, ["development", "management", "sales"]);
    let talent = json_of(admin.post("/api/v1/admin/departments", json!({"name": " Talent "})).await, 201).await;
    assert_eq!(talent["name"], "Talent");
    let taken = assert_envelope(
        admin.post("/api/v1/admin/departments", json!({"name": "TALENT"})).await,
        409,
        "department_taken",
    )
    .await;
    assert_eq!(taken["fields"]["name"]["code"], "department_taken");
    assert_envelope(admin.post("/api/v1/admin/departments", json!({"name": "  "})).await, 400, "validation_failed")
        .await;

    // Invalid invitations say what is wrong, all at once.
    let bad = assert_envelope(
        admin
            .post("/api/v1/admin/invitations", json!({"email": "nope", "role": "user", "department": "Nowhere"}))
            .await,
        400,
        "validation_failed",
    )
    .await;
    assert_eq!(bad["fields"]["email"]["code"], "email_invalid");
    assert_eq!(bad["fields"]["role"]["code"], "invitation_role_invalid");
    assert_eq!(bad["fields"]["department"]["code"], "department_unknown");
    // An address with an account changes nothing.
    let exists = assert_envelope(
        admin.post("/api/v1/admin/invitations", json!({"email": "ADA@example.com", "role": "staff"})).await,
        409,
        "account_exists",
    )
    .await;
    assert_eq!(exists["fields"]["email"]["code"], "account_exists");

    // Bo is invited as staff in Talent, in German.
    let invite = json!({"email": "Bo@Example.com", "role": "staff", "department": "talent", "locale": "de"});
    let invitation = json_of(admin.post("/api/v1/admin/invitations", invite.clone()).await, 201).await;
    assert_eq!(invitation["email"], "bo@example.com");
    assert_eq!(invitation["department"], "Talent");
    assert_eq!(invitation["invitedByName"], "Ada Admin");
    assert_eq!(invitation["expired"], false);
    let pending =
        assert_envelope(admin.post("/api/v1/admin/invitations", invite).await, 409, "invitation_pending").await;
    assert_eq!(pending["fields"]["email"]["code"], "invitation_pending");
    let id = invitation["id"].as_str().unwrap().to_owned();
    let first = mails_to(&app, &tenant, "bo@example.com", 1).await;
    assert_eq!(first.len(), 1);
    assert!(first[0].contains("Subject: Ada Admin hat Sie zu"), "in the chosen language:\n{}", first[0]);
    assert!(first[0].contains("/pages/accept-invitation?tenant="));
    let first_token = link_token(&first[0]);

    // Re-sending replaces the link: the first one stops working.
    json_of(admin.post(&format!("/api/v1/admin/invitations/{id}/resend"), json!({})).await, 200).await;
    let mails = mails_to(&app, &tenant, "bo@example.com", 2).await;
    assert_eq!(mails.len(), 2);
    let token = link_token(&mails[1]);
    assert_ne!(token, first_token);
    let visitor = app.browser(&tenant);
    assert_envelope(
        visitor.post("/api/authenticate/invitation", json!({"token": first_token})).await,
        400,
        "invalid_invitation",
    )
    .await;
    let preview = json_of(visitor.post("/api/authenticate/invitation", json!({"token": token})).await, 200).await;
    assert_eq!(preview["email"], "bo@example.com");
    assert_eq!(preview["role"], "staff");
    assert_eq!(preview["invitedByName"], "Ada Admin");

    // The link is not valid on another tenant.
    let other = create_tenant(&app.db).await;
    let stranger = app.browser(&other);
    let accept = json!({"token": token, "name": "Bo Builder", "password": PASSWORD});
    assert_envelope(
        stranger.post("/api/authenticate/accept-invitation", accept.clone()).await,
        400,
        "invalid_invitation",
    )
    .await;
    let other_admin = app.signed_in_admin(&other, "root@other.example").await;
    assert_envelope(
        other_admin.send(reqwest::Method::DELETE, &format!("/api/v1/admin/invitations/{id}"), None).await,
        404,
        "not_found",
    )
    .await;
    assert_eq!(json_of(other_admin.get("/api/v1/admin/invitations").await, 200).await, json!([]));

    // Accepting checks the name and password, then signs Bo in as staff of Talent.
    let weak = assert_envelope(
        visitor
            .post("/api/authenticate/accept-invitation", json!({"token": token, "name": "", "password": "short"}))
            .await,
        400,
        "validation_failed",
    )
    .await;
    assert_eq!(weak["fields"]["name"]["code"], "name_required");
    assert_eq!(weak["fields"]["password"]["code"], "password_length");
    let mut bo = app.browser(&tenant);
    let joined = json_of(bo.post("/api/authenticate/accept-invitation", accept.clone()).await, 201).await;
    assert_eq!(joined["user"]["role"], "staff");
    assert_eq!(joined["user"]["loggedInWith"], "jwt");
    bo.token = joined["accessToken"].as_str().map(str::to_owned);
    let me = json_of(bo.get("/api/v1/me").await, 200).await;
    assert_eq!(me["department"], "Talent");
    assert_eq!(me["locale"], "de");
    assert_eq!(me["verified"], true);
    let bo_id = me["id"].as_str().unwrap().to_owned();
    // The refresh cookie came with it: a reload keeps Bo signed in.
    assert_eq!(bo.refresh().await.0, 200);
    // Once only.
    assert_envelope(
        app.browser(&tenant).post("/api/authenticate/accept-invitation", accept).await,
        400,
        "invalid_invitation",
    )
    .await;
    assert_eq!(json_of(admin.get("/api/v1/admin/invitations").await, 200).await, json!([]));
    // Staff do not manage the team.
    assert_envelope(bo.get("/api/v1/admin/invitations").await, 403, "forbidden").await;
    assert_envelope(bo.post("/api/v1/admin/departments", json!({"name": "Mine"})).await, 403, "forbidden").await;

    // A revoked invitation's link is dead.
    let carla = json_of(
        admin.post("/api/v1/admin/invitations", json!({"email": "carla@example.com", "role": "admin"})).await,
        201,
    )
    .await;
    let carla_id = carla["id"].as_str().unwrap();
    let carla_token = link_token(&mails_to(&app, &tenant, "carla@example.com", 1).await[0]);
    assert_eq!(
        admin.send(reqwest::Method::DELETE, &format!("/api/v1/admin/invitations/{carla_id}"), None).await.status(),
        204
    );
    assert_envelope(
        admin.send(reqwest::Method::DELETE, &format!("/api/v1/admin/invitations/{carla_id}"), None).await,
        404,
        "not_found",
    )
    .await;
    let carla_accept = json!({"token": carla_token, "name": "Carla", "password": PASSWORD});
    assert_envelope(visitor.post("/api/authenticate/accept-invitation", carla_accept).await, 400, "invalid_invitation")
        .await;

    // An expired one is listed as such, cannot be accepted, and a new invitation replaces it.
    let dan = json_of(
        admin.post("/api/v1/admin/invitations", json!({"email": "dan@example.com", "role": "staff"})).await,
        201,
    )
    .await;
    let dan_token = link_token(&mails_to(&app, &tenant, "dan@example.com", 1).await[0]);
    let schema = tenant.schema_name().quoted();
    let conn = sea_orm::Database::connect(database_url()).await.unwrap();
    sea_orm::ConnectionTrait::execute_unprepared(
        &conn,
        &format!(
            "UPDATE {schema}.invitations SET expires_at = now() - interval '1 minute' WHERE email = 'dan@example.com'"
        ),
    )
    .await
    .unwrap();
    let listed = json_of(admin.get("/api/v1/admin/invitations").await, 200).await;
    assert_eq!(listed[0]["id"], dan["id"]);
    assert_eq!(listed[0]["expired"], true);
    let dan_accept = json!({"token": dan_token, "name": "Dan", "password": PASSWORD});
    assert_envelope(visitor.post("/api/authenticate/accept-invitation", dan_accept).await, 400, "invalid_invitation")
        .await;
    json_of(admin.post("/api/v1/admin/invitations", json!({"email": "dan@example.com", "role": "staff"})).await, 201)
        .await;
    let open = json_of(admin.get("/api/v1/admin/invitations").await, 200).await;
    let dans: Vec<&Value> = open.as_array().unwrap().iter().filter(|i| i["email"] == "dan@example.com").collect();
    assert_eq!(dans.len(), 1, "the new invitation replaced the expired one");
    assert_eq!(dans[0]["expired"], false);

    // An invitation needs an admin behind it: once its admin is blocked, its link is dead until an
    // active admin sends it again.
    let (eve, eve_id) = signed_in(&app, &tenant, "eve@example.com", "Eve Admin", Role::Admin).await;
    let finn = json_of(
        eve.post("/api/v1/admin/invitations", json!({"email": "finn@example.com", "role": "admin"})).await,
        201,
    )
    .await;
    let finn_token = link_token(&mails_to(&app, &tenant, "finn@example.com", 1).await[0]);
    json_of(admin.patch(&format!("/api/v1/admin/users/{eve_id}"), json!({"status": "blocked"})).await, 200).await;
    let finn_preview = json!({"token": finn_token});
    assert_envelope(visitor.post("/api/authenticate/invitation", finn_preview).await, 400, "invalid_invitation").await;
    json_of(
        admin.post(&format!("/api/v1/admin/invitations/{}/resend", finn["id"].as_str().unwrap()), json!({})).await,
        200,
    )
    .await;
    let finn_token = link_token(&mails_to(&app, &tenant, "finn@example.com", 2).await[1]);
    let finn_preview =
        json_of(visitor.post("/api/authenticate/invitation", json!({"token": finn_token})).await, 200).await;
    assert_eq!(finn_preview["invitedByName"], "Ada Admin");

    // Bo's page: account, and what Bo did.
    let page = json_of(admin.get(&format!("/api/v1/admin/users/{bo_id}")).await, 200).await;
    assert_eq!(page["email"], "bo@example.com");
    assert_eq!(page["verified"], true);
    assert!(page["lastLoginAt"].is_string());
    let actions: Vec<&str> =
        page["recentActivity"].as_array().unwrap().iter().map(|a| a["action"].as_str().unwrap()).collect();
    assert!(actions.contains(&"auth.invitation_accepted"), "{actions:?}");

    // Editing: name and department (which must exist); a rename and a deletion follow Bo.
    let unknown = assert_envelope(
        admin.patch(&format!("/api/v1/admin/users/{bo_id}"), json!({"department": "Nowhere"})).await,
        400,
        "validation_failed",
    )
    .await;
    assert_eq!(unknown["fields"]["department"]["code"], "department_unknown");
    let edited = json_of(
        admin.patch(&format!("/api/v1/admin/users/{bo_id}"), json!({"name": "Bo B.", "department": "sales"})).await,
        200,
    )
    .await;
    assert_eq!((edited["name"].as_str(), edited["department"].as_str()), (Some("Bo B."), Some("sales")));
    let sales = seeded.as_array().unwrap().iter().find(|d| d["name"] == "sales").unwrap()["id"].as_i64().unwrap();
    let renamed =
        json_of(admin.put(&format!("/api/v1/admin/departments/{sales}"), json!({"name": "Sales & Talent"})).await, 200)
            .await;
    assert_eq!(renamed["users"], 1);
    assert_eq!(
        json_of(admin.get(&format!("/api/v1/admin/users/{bo_id}")).await, 200).await["department"],
        "Sales & Talent"
    );
    let filtered = json_of(admin.get("/api/v1/admin/users?department=Sales%20%26%20Talent&sort=name").await, 200).await;
    assert_eq!(filtered["total"], 1);
    assert_eq!(
        admin.send(reqwest::Method::DELETE, &format!("/api/v1/admin/departments/{sales}"), None).await.status(),
        204
    );
    assert_eq!(json_of(admin.get(&format!("/api/v1/admin/users/{bo_id}")).await, 200).await["department"], Value::Null);

    // The list sorts by name, A–Z unless told otherwise, and by sign-up, newest first.
    let names = |page: Value| -> Vec<String> {
        page["data"].as_array().unwrap().iter().map(|u| u["name"].as_str().unwrap().to_owned()).collect()
    };
    let admins = "role=admin&status=active";
    let list = |query: &str| admin.send(reqwest::Method::GET, &format!("/api/v1/admin/users?{admins}&{query}"), None);
    assert_eq!(names(json_of(list("sort=name").await, 200).await), ["Ada Admin"]);
    json_of(admin.patch(&format!("/api/v1/admin/users/{eve_id}"), json!({"status": "active"})).await, 200).await;
    assert_eq!(names(json_of(list("sort=name").await, 200).await), ["Ada Admin", "Eve Admin"]);
    assert_eq!(names(json_of(list("sort=name&descending=true").await, 200).await), ["Eve Admin", "Ada Admin"]);
    assert_eq!(names(json_of(list("sort=newest").await, 200).await), ["Eve Admin", "Ada Admin"]);
    assert_eq!(names(json_of(list("sort=newest&descending=false").await, 200).await), ["Ada Admin", "Eve Admin"]);
    let _ = admin_id;
}
