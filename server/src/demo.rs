//! Demo and benchmark data: a realistic careers site (`tenant-admin seed-demo`), and large
//! volumes on request. Seeding is idempotent: a tenant that already has vacancies keeps its data.

use chrono::{Duration, Utc};
use sea_orm::{ConnectionTrait, DbBackend, Statement, Value};
use serde_json::json;
use sha2::{Digest, Sha256};
use uuid::Uuid;

use crate::auth::domain::{Email, Locale, Role};
use crate::auth::password::hash_password;
use crate::auth::users::{self, NewUser};
use crate::tenancy::Database;
use crate::files::Storage;
use crate::tenancy::admin::{AdminError, tenant_tx};
use crate::tenancy::{TenantSlug, TenantTx};

/// Every demo account signs in with this password.
pub const DEMO_PASSWORD: &str = "demo-password-1";

pub const DEMO_USERS: [(&str, &str, Role); 3] = [
    ("admin@demo.test", "Demo Admin", Role::Admin),
    ("staff@demo.test", "Sam Staff", Role::Staff),
    ("applicant@demo.test", "Ana Applicant", Role::User),
];

const VACANCIES: [(&str, &str, &str); 30] = [
    ("Junior Data Analyst", "fresh_graduate", "Data"),
    ("Graduate Software Engineer", "fresh_graduate", "Engineering"),
    ("Junior Accountant", "fresh_graduate", "Finance"),
    ("Trainee Sales Consultant", "fresh_graduate", "Sales"),
    ("Junior UX Designer", "fresh_graduate", "Design"),
    ("Graduate Marketing Associate", "fresh_graduate", "Marketing"),
    ("Junior QA Engineer", "fresh_graduate", "Engineering"),
    ("Customer Success Associate", "fresh_graduate", "Operations"),
    ("Junior HR Generalist", "fresh_graduate", "People"),
    ("Graduate Supply Chain Analyst", "fresh_graduate", "Operations"),
    ("Senior Backend Engineer (Rust)", "experienced", "Engineering"),
    ("Engineering Manager", "experienced", "Engineering"),
    ("Senior Product Designer", "experienced", "Design"),
    ("Data Engineer", "experienced", "Data"),
    ("DevOps Engineer", "experienced", "Engineering"),
    ("Finance Controller", "experienced", "Finance"),
    ("Sales Manager DACH", "experienced", "Sales"),
    ("Head of Recruiting", "experienced", "People"),
    ("Security Engineer", "experienced", "Engineering"),
    ("Senior Frontend Engineer (React)", "experienced", "Engineering"),
    ("Marketing Intern", "internship", "Marketing"),
    ("Software Engineering Intern", "internship", "Engineering"),
    ("Finance Intern", "internship", "Finance"),
    ("Design Intern", "internship", "Design"),
    ("Data Science Intern", "internship", "Data"),
    ("HR Intern", "internship", "People"),
    ("Operations Intern", "internship", "Operations"),
    ("Legal Intern", "internship", "Legal"),
    ("Product Management Intern", "internship", "Product"),
    ("Sales Intern", "internship", "Sales"),
];

const LOCATIONS: [&str; 7] = ["Lisbon", "Berlin", "Paris", "Porto", "Munich", "Lyon", "Remote"];
const WORKPLACES: [&str; 3] = ["hybrid", "onsite", "remote"];

#[derive(Debug, Clone, Copy)]
pub struct Volumes {
    /// Vacancies to create (the first 30 are the curated ones).
    pub vacancies: u32,
    /// Extra generated applicants, besides the demo applicant.
    pub applicants: u32,
    /// Applications per generated applicant.
    pub applications_each: u32,
    /// How many generated applicants send their first application to the first vacancy.
    pub hot_applications: u32,
}

impl Default for Volumes {
    fn default() -> Self {
        Self { vacancies: 30, applicants: 0, applications_each: 4, hot_applications: 0 }
    }
}

#[derive(Debug, Default)]
pub struct Report {
    pub users_created: usize,
    pub vacancies_created: u64,
    pub applicants_created: u64,
    pub applications_created: u64,
    /// The tenant already had vacancies, so none were added.
    pub already_seeded: bool,
}

fn statement(sql: &str, values: Vec<Value>) -> Statement {
    Statement::from_sql_and_values(DbBackend::Postgres, sql, values)
}

/// Seeds `slug` (which must exist): the demo users, then — once — vacancies, the demo
/// applicant's profile, CV and applications, and any generated volume.
pub async fn seed(db: &Database, storage: &Storage, slug: &TenantSlug, volumes: Volumes) -> Result<Report, AdminError> {
    let mut report = Report::default();
    let tx = tenant_tx(db, slug).await?;
    let hash = hash_password(DEMO_PASSWORD.to_owned()).await.map_err(|err| AdminError::Invalid(err.to_string()))?;
    for (email, name, role) in DEMO_USERS {
        let email = Email::parse(email).map_err(|code| AdminError::Invalid(code.message().to_owned()))?;
        if users::find_by_email(&tx, &email).await?.is_none() {
            let new = NewUser { email: &email, password_hash: &hash, name, role, locale: Locale::En };
            users::insert(&tx, new).await.map_err(|err| AdminError::Invalid(err.to_string()))?;
            report.users_created += 1;
        }
    }
    let existing: i64 = tx
        .query_one_raw(statement("SELECT count(*) AS n FROM vacancies", vec![]))
        .await?
        .map(|row| row.try_get("", "n"))
        .transpose()?
        .unwrap_or(0);
    if existing > 0 {
        report.already_seeded = true;
        tx.commit().await?;
        return Ok(report);
    }
    report.vacancies_created = seed_vacancies(&tx, volumes.vacancies).await?;
    seed_demo_applicant(&tx, storage).await?;
    if volumes.applicants > 0 {
        let (applicants, applications) = seed_volume(&tx, &hash, volumes).await?;
        report.applicants_created = applicants;
        report.applications_created += applications;
    }
    tx.commit().await?;
    Ok(report)
}

async fn seed_vacancies(tx: &TenantTx, count: u32) -> Result<u64, AdminError> {
    let titles: Vec<String> = VACANCIES.iter().map(|v| v.0.to_owned()).collect();
    let categories: Vec<String> = VACANCIES.iter().map(|v| v.1.to_owned()).collect();
    let departments: Vec<String> = VACANCIES.iter().map(|v| v.2.to_owned()).collect();
    let locations: Vec<String> = LOCATIONS.iter().map(|l| (*l).to_owned()).collect();
    let workplaces: Vec<String> = WORKPLACES.iter().map(|w| (*w).to_owned()).collect();
    // Curated first; beyond 30, numbered copies so large volumes still read naturally.
    let result = tx
        .execute_raw(statement(
            "INSERT INTO vacancies (title, slug, category, department, location, employment_type, workplace,
                                    description, requirements, salary_min, salary_max, salary_currency, show_salary,
                                    openings, status, published_at, closes_at)
             SELECT CASE WHEN i <= 30 THEN t ELSE t || ' (' || i || ')' END,
                    lower(regexp_replace(t, '[^A-Za-z0-9]+', '-', 'g')),
                    c, d, $4[1 + i % array_length($4, 1)],
                    CASE WHEN c = 'internship' THEN 'internship' WHEN i % 7 = 0 THEN 'part_time' ELSE 'full_time' END,
                    $5[1 + i % array_length($5, 1)],
                    '## About the role' || E'\\n\\n' || 'As our ' || t || ' you join the ' || d || ' team and work on '
                        || 'problems that matter to our customers.' || E'\\n\\n'
                        || '## What you will do' || E'\\n\\n' || '- Own meaningful work from day one' || E'\\n'
                        || '- Learn from experienced colleagues' || E'\\n' || '- Share what you learn',
                    '- Curiosity and care for quality' || E'\\n' || '- Good written English' || E'\\n'
                        || CASE WHEN c = 'experienced' THEN '- Several years in a similar role' ELSE '- A degree or equivalent experience' END,
                    CASE WHEN i % 3 = 0 THEN NULL WHEN c = 'internship' THEN 900 WHEN c = 'fresh_graduate' THEN 28000 ELSE 55000 END,
                    CASE WHEN i % 3 = 0 THEN NULL WHEN c = 'internship' THEN 1200 WHEN c = 'fresh_graduate' THEN 36000 ELSE 85000 END,
                    CASE WHEN i % 3 = 0 THEN NULL ELSE 'EUR' END,
                    i % 3 <> 0,
                    1 + i % 3, 'published', now() - (i % 45) * interval '1 day', now() + (30 + i % 60) * interval '1 day'
             FROM generate_series(1, $6::int) AS i,
                  LATERAL (SELECT $1[1 + (i - 1) % 30] AS t, $2[1 + (i - 1) % 30] AS c, $3[1 + (i - 1) % 30] AS d) v",
            vec![
                titles.into(),
                categories.into(),
                departments.into(),
                locations.into(),
                workplaces.into(),
                i32::try_from(count).unwrap_or(i32::MAX).into(),
            ],
        ))
        .await?;
    // Screening questions on every fifth vacancy.
    tx.execute_raw(statement(
        "INSERT INTO vacancy_questions (vacancy_id, position, prompt, kind, options, required, knockout_answer)
         SELECT id, q.position, q.prompt, q.kind, q.options::jsonb, q.required, q.knockout::jsonb
         FROM vacancies,
              (VALUES (0, 'Do you need a visa to work in the EU?', 'yes_no', '[]', true, 'true'),
                      (1, 'How many years of relevant experience do you have?', 'number', '[]', false, NULL),
                      (2, 'Which team interests you most?', 'choice', '[\"Platform\", \"Product\", \"Data\"]', true, NULL))
                  AS q(position, prompt, kind, options, required, knockout)
         WHERE id % 5 = 0",
        vec![],
    ))
    .await?;
    Ok(result.rows_affected())
}

/// A one-page PDF, so the demo applicant has a real CV to download.
fn demo_cv() -> Vec<u8> {
    let content = "BT /F1 18 Tf 72 720 Td (Ana Applicant - Curriculum Vitae) Tj ET";
    let objects = [
        "<< /Type /Catalog /Pages 2 0 R >>".to_owned(),
        "<< /Type /Pages /Kids [3 0 R] /Count 1 >>".to_owned(),
        "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>"
            .to_owned(),
        format!("<< /Length {} >>\nstream\n{content}\nendstream", content.len()),
        "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>".to_owned(),
    ];
    let mut pdf = b"%PDF-1.4\n".to_vec();
    let mut offsets = Vec::new();
    for (i, object) in objects.iter().enumerate() {
        offsets.push(pdf.len());
        pdf.extend_from_slice(format!("{} 0 obj\n{object}\nendobj\n", i + 1).as_bytes());
    }
    let xref = pdf.len();
    pdf.extend_from_slice(format!("xref\n0 {}\n0000000000 65535 f \n", objects.len() + 1).as_bytes());
    for offset in offsets {
        pdf.extend_from_slice(format!("{offset:010} 00000 n \n").as_bytes());
    }
    pdf.extend_from_slice(
        format!("trailer\n<< /Size {} /Root 1 0 R >>\nstartxref\n{xref}\n%%EOF\n", objects.len() + 1).as_bytes(),
    );
    pdf
}

async fn seed_demo_applicant(tx: &TenantTx, storage: &Storage) -> Result<(), AdminError> {
    let email = Email::parse("applicant@demo.test").map_err(|code| AdminError::Invalid(code.message().to_owned()))?;
    let Some((user, _)) = users::find_by_email(tx, &email).await? else { return Ok(()) };
    let person: i64 = tx
        .query_one_raw(statement(
            "INSERT INTO persons (user_id, full_name, phone, birth_date, city, country, headline, summary, skills)
             VALUES ($1, 'Ana Applicant', '+351 912 345 678', '1999-03-14', 'Lisbon', 'Portugal',
                     'Data analyst who loves clear charts',
                     'Statistics graduate with two internships in retail analytics. I enjoy turning messy data into decisions.',
                     ARRAY['SQL', 'Python', 'Tableau', 'Statistics', 'Portuguese', 'English'])
             ON CONFLICT (user_id) DO UPDATE SET updated_at = now() RETURNING id",
            vec![user.id.into()],
        ))
        .await?
        .ok_or(sea_orm::DbErr::RecordNotInserted)?
        .try_get("", "id")?;
    tx.execute_raw(statement(
        "INSERT INTO person_education (person_id, position, institution, degree, field, start_date, end_date)
         VALUES ($1, 0, 'Universidade de Lisboa', 'BSc', 'Statistics', '2017-09-01', '2020-07-15')",
        vec![person.into()],
    ))
    .await?;
    tx.execute_raw(statement(
        "INSERT INTO person_experience (person_id, position, company, title, location, start_date, end_date, current, description)
         VALUES ($1, 0, 'Mercado Lda', 'Analytics Intern', 'Lisbon', '2020-09-01', '2021-02-28', false,
                 'Weekly sales dashboards and a demand forecast for 40 stores.'),
                ($1, 1, 'Loja Online SA', 'Junior Analyst', 'Porto', '2021-03-01', NULL, true,
                 'Marketing attribution and A/B test analysis.')",
        vec![person.into()],
    ))
    .await?;
    let cv = demo_cv();
    let key = format!("tenants/{}/cv/{}", tx.tenant().id, Uuid::new_v4());
    storage.put(&key, cv.clone()).await.map_err(|err| AdminError::Invalid(err.to_string()))?;
    let file: Uuid = tx
        .query_one_raw(statement(
            "INSERT INTO files (owner_user_id, kind, content_type, size_bytes, sha256, storage_key, original_name)
             VALUES ($1, 'cv', 'application/pdf', $2, $3, $4, 'Ana Applicant CV.pdf') RETURNING id",
            vec![
                user.id.into(),
                i64::try_from(cv.len()).unwrap_or(0).into(),
                Sha256::digest(&cv).to_vec().into(),
                key.into(),
            ],
        ))
        .await?
        .ok_or(sea_orm::DbErr::RecordNotInserted)?
        .try_get("", "id")?;
    tx.execute_raw(statement("UPDATE persons SET cv_file_id = $2 WHERE id = $1", vec![person.into(), file.into()]))
        .await?;

    // Three applications at different stages, each with its history.
    let consent = "I agree that the company processes the data in my profile and this application to assess it.";
    let stages: [(&str, &[&str]); 3] = [
        ("Junior Data Analyst", &["submitted", "in_review", "interview"]),
        ("Data Science Intern", &["submitted"]),
        ("Graduate Marketing Associate", &["submitted", "in_review", "rejected"]),
    ];
    for (days_ago, (title, path)) in (0i64..).zip(stages) {
        let applied = Utc::now() - Duration::days(10 - 3 * days_ago);
        let row = tx
            .query_one_raw(statement(
                "INSERT INTO applications (vacancy_id, person_id, status, cover_letter, cv_file_id, answers, consent_text,
                                           consent_at, applicant_name, applicant_email, created_at, updated_at,
                                           first_reviewed_at)
                 SELECT id, $2, $3, 'I would love to bring my analytics experience to your team.', $4, '[]'::jsonb, $5,
                        $6, 'Ana Applicant', 'applicant@demo.test', $6, $6,
                        CASE WHEN $3 = 'submitted' THEN NULL ELSE $6 + interval '1 day' END
                 FROM vacancies WHERE title = $1 ORDER BY id LIMIT 1
                 RETURNING id",
                vec![
                    (*title).into(),
                    person.into(),
                    path[path.len() - 1].into(),
                    file.into(),
                    consent.into(),
                    applied.into(),
                ],
            ))
            .await?;
        let Some(row) = row else { continue };
        let application: i64 = row.try_get("", "id")?;
        let mut from: Option<&str> = None;
        for (step, to) in (0i64..).zip(path.iter()) {
            tx.execute_raw(statement(
                "INSERT INTO application_events (application_id, from_status, to_status, actor_label, at)
                 VALUES ($1, $2, $3, $4, $5)",
                vec![
                    application.into(),
                    from.map(str::to_owned).into(),
                    (*to).into(),
                    if step == 0 { "applicant@demo.test" } else { "staff@demo.test" }.into(),
                    (applied + Duration::days(step)).into(),
                ],
            ))
            .await?;
            from = Some(to);
        }
    }
    crate::audit::record(
        tx,
        crate::audit::Entry {
            actor_user: None,
            actor_label: "tenant-admin",
            action: "demo.seeded",
            subject_type: "tenant",
            subject_id: None,
            details: json!({}),
        },
    )
    .await?;
    Ok(())
}

/// Generated applicants (sharing one password hash, so seeding stays fast) with profiles and
/// applications spread over the vacancies, each with its history. Set-based: 200,000
/// applications take seconds, not hours.
async fn seed_volume(tx: &TenantTx, hash: &str, volumes: Volumes) -> Result<(u64, u64), AdminError> {
    let applicants = tx
        .execute_raw(statement(
            "INSERT INTO users (email, password_hash, name, role)
             SELECT 'applicant' || i || '@demo.test', $1, 'Applicant ' || i, 'user' FROM generate_series(1, $2::int) AS i
             ON CONFLICT (email) DO NOTHING",
            vec![hash.into(), i32::try_from(volumes.applicants).unwrap_or(i32::MAX).into()],
        ))
        .await?
        .rows_affected();
    tx.execute_raw(statement(
        "INSERT INTO persons (user_id, full_name, city, country, skills)
         SELECT id, name, 'Lisbon', 'Portugal', ARRAY['SQL', 'Excel'] FROM users
         WHERE email LIKE 'applicant%@demo.test' AND email <> 'applicant@demo.test'
         ON CONFLICT (user_id) DO NOTHING",
        vec![],
    ))
    .await?;
    // Applicant n's k-th application goes to vacancy (7n + 13k) mod count, in id order: distinct
    // per applicant, about the same number for every vacancy. The first `hot_applications`
    // applicants send their first application to the first vacancy instead (a busy pipeline).
    let applications = tx
        .execute_raw(statement(
            "WITH v AS (SELECT id, row_number() OVER (ORDER BY id) - 1 AS n FROM vacancies),
                  p AS (SELECT p.id, p.full_name, u.email, row_number() OVER (ORDER BY p.id) - 1 AS n
                        FROM persons p JOIN users u ON u.id = p.user_id
                        WHERE u.email LIKE 'applicant%@demo.test' AND u.email <> 'applicant@demo.test')
             INSERT INTO applications (vacancy_id, person_id, status, answers, consent_text, consent_at,
                                       applicant_name, applicant_email, created_at, updated_at)
             SELECT v.id, p.id,
                    (ARRAY['submitted', 'in_review', 'interview', 'offered', 'rejected'])[1 + (p.n + k) % 5],
                    '[]'::jsonb, 'Generated for benchmarks.', now(), p.full_name, p.email,
                    now() - ((p.n + k) % 30) * interval '1 day' - (p.n % 1440) * interval '1 minute', now()
             FROM p CROSS JOIN generate_series(0, $1::int - 1) AS k
             JOIN v ON v.n = CASE WHEN k = 0 AND p.n < $2 THEN 0
                                  ELSE (p.n * 7 + k * 13) % (SELECT count(*) FROM vacancies) END
             ON CONFLICT ON CONSTRAINT applications_vacancy_person_key DO NOTHING",
            vec![
                i32::try_from(volumes.applications_each).unwrap_or(4).into(),
                i64::from(volumes.hot_applications).into(),
            ],
        ))
        .await?
        .rows_affected();
    // The history: submitted, then the step to the current status.
    tx.execute_raw(statement(
        "INSERT INTO application_events (application_id, from_status, to_status, actor_label, at)
         SELECT id, NULL, 'submitted', applicant_email, created_at FROM applications
         WHERE consent_text = 'Generated for benchmarks.'
         UNION ALL
         SELECT id, 'submitted', status, 'staff@demo.test', created_at + interval '1 day' FROM applications
         WHERE consent_text = 'Generated for benchmarks.' AND status <> 'submitted'",
        vec![],
    ))
    .await?;
    Ok((applicants, applications))
}

/// Applicants who have not applied anywhere yet, each with a profile and a CV (a file record;
/// no bytes are stored): `{prefix}{n}@bench.test`, password [`DEMO_PASSWORD`]. For benchmarks
/// of the apply path. Returns how many were created.
pub async fn seed_fresh_applicants(
    db: &Database,
    slug: &TenantSlug,
    prefix: &str,
    count: u32,
) -> Result<u64, AdminError> {
    let tx = tenant_tx(db, slug).await?;
    let hash = hash_password(DEMO_PASSWORD.to_owned()).await.map_err(|err| AdminError::Invalid(err.to_string()))?;
    let pattern = format!("{}%@bench.test", like_escape(prefix));
    let created = tx
        .execute_raw(statement(
            "INSERT INTO users (email, password_hash, name, role)
             SELECT $1 || i || '@bench.test', $2, 'Fresh Applicant ' || i, 'user' FROM generate_series(1, $3::int) AS i
             ON CONFLICT (email) DO NOTHING",
            vec![prefix.into(), hash.into(), i32::try_from(count).unwrap_or(i32::MAX).into()],
        ))
        .await?
        .rows_affected();
    tx.execute_raw(statement(
        "INSERT INTO persons (user_id, full_name, city, country, skills)
         SELECT id, name, 'Porto', 'Portugal', ARRAY['SQL'] FROM users WHERE email LIKE $1
         ON CONFLICT (user_id) DO NOTHING",
        vec![pattern.clone().into()],
    ))
    .await?;
    tx.execute_raw(statement(
        "INSERT INTO files (owner_user_id, kind, content_type, size_bytes, sha256, storage_key, original_name)
         SELECT u.id, 'cv', 'application/pdf', 1024, sha256(u.id::text::bytea), 'bench/cv/' || u.id, 'CV.pdf'
         FROM users u JOIN persons p ON p.user_id = u.id WHERE u.email LIKE $1 AND p.cv_file_id IS NULL
         ON CONFLICT ON CONSTRAINT files_storage_key_key DO NOTHING",
        vec![pattern.clone().into()],
    ))
    .await?;
    tx.execute_raw(statement(
        "UPDATE persons p SET cv_file_id = f.id FROM users u, files f
         WHERE u.id = p.user_id AND f.owner_user_id = u.id AND f.kind = 'cv' AND u.email LIKE $1",
        vec![pattern.into()],
    ))
    .await?;
    tx.commit().await?;
    Ok(created)
}

/// Removes what [`seed_fresh_applicants`] created under `prefix`, with their applications, so a
/// benchmark leaves the tenant as it found it. Returns how many applications went with them.
pub async fn remove_fresh_applicants(db: &Database, slug: &TenantSlug, prefix: &str) -> Result<u64, AdminError> {
    let tx = tenant_tx(db, slug).await?;
    let pattern = format!("{}%@bench.test", like_escape(prefix));
    let applications = tx
        .execute_raw(statement(
            "DELETE FROM applications a USING persons p, users u
             WHERE a.person_id = p.id AND p.user_id = u.id AND u.email LIKE $1",
            vec![pattern.clone().into()],
        ))
        .await?
        .rows_affected();
    tx.execute_raw(statement("DELETE FROM outbox_emails WHERE to_address LIKE $1", vec![pattern.clone().into()]))
        .await?;
    tx.execute_raw(statement(
        "WITH gone AS (DELETE FROM users WHERE email LIKE $1 RETURNING id)
         DELETE FROM files WHERE owner_user_id IN (SELECT id FROM gone)",
        vec![pattern.into()],
    ))
    .await?;
    tx.commit().await?;
    Ok(applications)
}

fn like_escape(text: &str) -> String {
    text.replace('\\', "\\\\").replace('%', "\\%").replace('_', "\\_")
}

#[cfg(test)]
mod tests {
    use super::like_escape;

    #[test]
    fn applicant_prefixes_match_literally_in_like_patterns() {
        assert_eq!(like_escape("fresh-1a_"), "fresh-1a\\_");
        assert_eq!(like_escape("100%"), "100\\%");
        assert_eq!(like_escape("a\\b"), "a\\\\b");
    }
}
