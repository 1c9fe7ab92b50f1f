//! Demo and benchmark data, behind the cargo feature `dev-seed` (release images are built without
//! it): a realistic careers site (`tenant-admin seed-demo`), and large volumes on request. The
//! demo's users, vacancies, profile and applications go through the features' repos, as the API
//! would write them; benchmark volumes are set-based statements. Seeding is idempotent: a tenant
//! that already has vacancies keeps its data.

// Seeding is operator work on a tenant, opened from the pool like `tenancy::admin`'s.
#![allow(clippy::disallowed_types)]

use crate::audit::Action;
use chrono::{Duration, NaiveDate, Utc};
use sea_orm::ConnectionTrait;
use sea_orm::sea_query::Expr;
use serde_json::json;

use crate::applications::domain::ApplicationStatus;
use crate::applications::repo::{self as applications, NewApplication, NewEvent};
use crate::auth::domain::{Email, Locale, Role};
use crate::auth::password::hash_password;
use crate::auth::users::{self, NewUser, User};
use crate::bookmarks;
use crate::chat::{self, domain::ChosenStatus};
use crate::db;
use crate::files::domain::FileKind;
use crate::files::sniff::FileType;
use crate::files::{self, Storage};
use crate::mail::templates::MailText;
use crate::messages::domain::MessageLabel;
use crate::messages::repo::{self as messages, CopyChange, NewMessage};
use crate::profiles::domain::{Education, Experience, ProfileInput};
use crate::profiles::repo::{self as profiles, FileSlot};
use crate::tenancy::admin::{AdminError, tenant_tx};
use crate::tenancy::{Database, TenantSlug, TenantTx};
use crate::vacancies::domain::{
    Category, EmploymentType, QuestionInput, QuestionKind, VacancyInput, VacancyStatus, Workplace,
};
use crate::vacancies::repo::{self as vacancies, Filter};
use crate::vacancies::stages::TemplateStage;

/// Every demo account signs in with this password.
pub const DEMO_PASSWORD: &str = "demo-password-1";

pub const DEMO_USERS: [(&str, &str, Role, Option<&str>); 3] = [
    ("admin@demo.test", "Demo Admin", Role::Admin, Some("management")),
    ("staff@demo.test", "Sam Staff", Role::Staff, Some("sales")),
    ("applicant@demo.test", "Ana Applicant", Role::User, None),
];

/// The curated vacancies: title, category, department.
const VACANCIES: [(&str, Category, &str); 30] = [
    ("Junior Data Analyst", Category::FreshGraduate, "Data"),
    ("Graduate Software Engineer", Category::FreshGraduate, "Engineering"),
    ("Junior Accountant", Category::FreshGraduate, "Finance"),
    ("Trainee Sales Consultant", Category::FreshGraduate, "Sales"),
    ("Junior UX Designer", Category::FreshGraduate, "Design"),
    ("Graduate Marketing Associate", Category::FreshGraduate, "Marketing"),
    ("Junior QA Engineer", Category::FreshGraduate, "Engineering"),
    ("Customer Success Associate", Category::FreshGraduate, "Operations"),
    ("Junior HR Generalist", Category::FreshGraduate, "People"),
    ("Graduate Supply Chain Analyst", Category::FreshGraduate, "Operations"),
    ("Senior Backend Engineer (Rust)", Category::Experienced, "Engineering"),
    ("Engineering Manager", Category::Experienced, "Engineering"),
    ("Senior Product Designer", Category::Experienced, "Design"),
    ("Data Engineer", Category::Experienced, "Data"),
    ("DevOps Engineer", Category::Experienced, "Engineering"),
    ("Finance Controller", Category::Experienced, "Finance"),
    ("Sales Manager DACH", Category::Experienced, "Sales"),
    ("Head of Recruiting", Category::Experienced, "People"),
    ("Security Engineer", Category::Experienced, "Engineering"),
    ("Senior Frontend Engineer (React)", Category::Experienced, "Engineering"),
    ("Marketing Intern", Category::Internship, "Marketing"),
    ("Software Engineering Intern", Category::Internship, "Engineering"),
    ("Finance Intern", Category::Internship, "Finance"),
    ("Design Intern", Category::Internship, "Design"),
    ("Data Science Intern", Category::Internship, "Data"),
    ("HR Intern", Category::Internship, "People"),
    ("Operations Intern", Category::Internship, "Operations"),
    ("Legal Intern", Category::Internship, "Legal"),
    ("Product Management Intern", Category::Internship, "Product"),
    ("Sales Intern", Category::Internship, "Sales"),
];

const LOCATIONS: [&str; 7] = ["Lisbon", "Berlin", "Paris", "Porto", "Munich", "Lyon", "Remote"];
const WORKPLACES: [Workplace; 3] = [Workplace::Hybrid, Workplace::Onsite, Workplace::Remote];

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
    /// Generated messages between the generated applicants and the demo staff member and admin
    /// (a tenth of them into the staff member's inbox).
    pub messages: u32,
}

impl Default for Volumes {
    fn default() -> Self {
        Self { vacancies: 30, applicants: 0, applications_each: 4, hot_applications: 0, messages: 0 }
    }
}

#[derive(Debug, Default)]
pub struct Report {
    pub users_created: usize,
    pub vacancies_created: u64,
    pub applicants_created: u64,
    pub applications_created: u64,
    pub messages_created: u64,
    /// The tenant already had vacancies, so none were added.
    pub already_seeded: bool,
}

/// The demo accounts, found or created.
struct DemoUsers {
    admin: User,
    staff: User,
    applicant: User,
}

fn invalid(err: impl std::fmt::Display) -> AdminError {
    AdminError::Invalid(err.to_string())
}

/// Seeds `slug` (which must exist): the demo users, then — once — vacancies, the demo
/// applicant's profile, CV and applications, and any generated volume.
pub async fn seed(db: &Database, storage: &Storage, slug: &TenantSlug, volumes: Volumes) -> Result<Report, AdminError> {
    let mut report = Report::default();
    let tx = tenant_tx(db, slug).await?;
    let hash = hash_password(DEMO_PASSWORD.to_owned()).await.map_err(invalid)?;
    let mut accounts = Vec::with_capacity(DEMO_USERS.len());
    for (email, name, role, department) in DEMO_USERS {
        let email = Email::parse(email).map_err(|code| invalid(code.message()))?;
        let user = match users::find_by_email(&tx, &email).await? {
            Some((user, _)) => user,
            None => {
                report.users_created += 1;
                // The seeded departments (the team migration's) hold the demo team.
                let new = NewUser {
                    email: &email,
                    password_hash: &hash,
                    name,
                    role,
                    locale: Locale::En,
                    department,
                    verified: role != Role::User,
                };
                users::insert(&tx, new).await.map_err(invalid)?
            }
        };
        accounts.push(user);
    }
    let [admin, staff, applicant] = <[User; 3]>::try_from(accounts).map_err(|_| invalid("three demo users"))?;
    let demo = DemoUsers { admin, staff, applicant };

    let any_vacancy = Filter { page: 1, per_page: 1, ..Filter::default() };
    if vacancies::list(&tx, &any_vacancy).await?.1 > 0 {
        report.already_seeded = true;
        tx.commit().await?;
        return Ok(report);
    }
    let (created, curated) = seed_vacancies(&tx, &demo, volumes.vacancies).await?;
    report.vacancies_created = created;
    seed_demo_processes(&tx, &demo, &curated).await?;
    let applications = seed_demo_applicant(&tx, storage, &demo, &curated).await?;
    seed_demo_messages(&tx, &demo, &applications).await?;
    seed_demo_chats(&tx, &demo).await?;
    seed_demo_calendar(&tx, &demo, &applications).await?;
    seed_demo_scorecards(&tx, &demo, &applications).await?;
    seed_demo_scheduling(&tx, &demo, &applications).await?;
    if let Some(&(_, internship)) = applications.iter().find(|(title, _)| *title == "Data Science Intern") {
        crate::offers::seed_demo(&tx, storage, internship, &demo.staff)
            .await
            .map_err(|err| invalid(format!("demo offer: {err}")))?;
    }
    seed_demo_team(&tx, &demo, &applications).await?;
    seed_demo_bookmarks(&tx, &demo).await?;
    seed_demo_help(&tx).await?;
    seed_demo_integrations(&tx, &demo).await?;
    // Bench volumes get no waiting limit: its first look would mail thousands of applicants.
    seed_demo_automations(&tx, &demo, &curated, volumes.applicants == 0).await?;
    seed_demo_desk(&tx, storage, &hash, &demo, &curated).await?;
    if volumes.applicants > 0 {
        let (applicants, applications) = seed_volume(&tx, &hash, volumes).await?;
        report.applicants_created = applicants;
        report.applications_created += applications;
    }
    if volumes.messages > 0 {
        report.messages_created = seed_message_volume(&tx, volumes.messages).await?;
    }
    // The histories above were back-dated after they were written: the dashboard's facts are
    // counted again from them.
    tx.execute_raw(db::raw("SELECT desk_stats_rebuild()", [])).await?;
    tx.commit().await?;
    Ok(report)
}

/// Integrations: a read-only key an HR system might use, and one revoked (the keys themselves are
/// not kept anywhere: an admin makes their own to try the API).
async fn seed_demo_integrations(tx: &TenantTx, demo: &DemoUsers) -> Result<(), AdminError> {
    use crate::auth::api_keys::{self, Access, Area, Scope};
    let read = [Scope(Area::Vacancies, Access::Read), Scope(Area::Applications, Access::Read)];
    api_keys::create(tx, &demo.admin, "HR system (read-only)", &read, None).await?;
    let (old, _) =
        api_keys::create(tx, &demo.admin, "Old job board sync", &[Scope(Area::Vacancies, Access::Read)], None).await?;
    api_keys::revoke(tx, old.id).await?;
    Ok(())
}

/// Automations: a rule that invites whoever reaches the first vacancy's interview stage and asks
/// the recruiter to schedule it, a draft for knockout answers (a second look) to try with a dry run, the
/// tenant's own wording of the receipt, the response figure and the waiting limit.
async fn seed_demo_automations(
    tx: &TenantTx,
    demo: &DemoUsers,
    curated: &[i64],
    waiting_limit: bool,
) -> Result<(), AdminError> {
    use crate::automations::domain::{Action, Conditions, RuleInput, Trigger};
    use crate::automations::repo;
    use crate::mail::templates::{MailText, Wording};
    use crate::vacancies::team::TeamRole;
    let Some(&vacancy) = curated.first() else { return Ok(()) };
    let process = crate::vacancies::stages::repo::process(tx, vacancy).await?;
    let Some(interview) = process.first_of(crate::vacancies::stages::StageKind::Interview) else { return Ok(()) };
    let invite = RuleInput {
        name: "Invite to interview".to_owned(),
        trigger: Trigger::EnteredStage { stage_id: interview.id },
        conditions: Conditions::default(),
        actions: vec![
            Action::SendTemplate { template: Wording::InterviewInvitation, delay_minutes: 0 },
            Action::CreateTask {
                title: "Schedule the interview".to_owned(),
                role: TeamRole::Recruiter,
                due_in_days: Some(2),
            },
        ],
        enabled: true,
    };
    repo::insert_rule(tx, vacancy, &invite, demo.admin.id).await?;
    let knockout = RuleInput {
        name: "Knockout answer: a second look".to_owned(),
        trigger: Trigger::KnockedOut,
        conditions: Conditions { sources: None, knocked_out: Some(true) },
        actions: vec![
            Action::NotifyTeam { role: Some(TeamRole::HiringManager) },
            Action::CreateTask {
                title: "Review the knockout answer".to_owned(),
                role: TeamRole::Recruiter,
                due_in_days: Some(1),
            },
        ],
        enabled: false,
    };
    repo::insert_rule(tx, vacancy, &knockout, demo.admin.id).await?;
    let receipt = MailText {
        subject: "Thank you for applying for {vacancy}".to_owned(),
        body: "Hello {name},\n\nthank you for applying for {vacancy}. A recruiter reads every application; you will hear from us within 14 days.\n\nFollow your application: My Application.".to_owned(),
    };
    crate::mail::tenant_texts::save(tx, Wording::ApplicationReceived, crate::locale::Locale::En, Some(&receipt))
        .await?;
    // Closing messages stay off: a demo hire would close the other applications behind the
    // visitor's back (an admin turns them on in the automations page).
    repo::save_settings(tx, waiting_limit.then_some(14), true, false).await?;
    Ok(())
}

/// The careers site's help: two categories, FAQ entries and articles in the four languages.
async fn seed_demo_help(tx: &TenantTx) -> Result<(), AdminError> {
    use crate::help::repo as help;
    use serde_json::json;
    let categories = [
        (
            "applying",
            json!({
            "en": {"name": "Applying", "description": "Finding a vacancy and sending your application"},
            "de": {"name": "Bewerbung", "description": "Stellen finden und sich bewerben"},
            "fr": {"name": "Candidature", "description": "Trouver une offre et postuler"},
            "pt": {"name": "Candidaturas", "description": "Encontrar uma vaga e candidatar-se"}}),
        ),
        (
            "your-account",
            json!({
            "en": {"name": "Your account", "description": "Profile, CV and privacy"},
            "de": {"name": "Ihr Konto", "description": "Profil, Lebenslauf und Datenschutz"},
            "fr": {"name": "Votre compte", "description": "Profil, CV et confidentialité"},
            "pt": {"name": "A sua conta", "description": "Perfil, CV e privacidade"}}),
        ),
    ];
    let mut ids = Vec::new();
    for (position, (slug, texts)) in (0..).zip(categories) {
        ids.push(help::insert_category(tx, slug.to_owned(), position, true, texts).await?);
    }
    let faq = [
        (
            ids[0],
            json!({
            "en": {"question": "How do I apply for a vacancy?", "answer": "Open the vacancy, press **Apply** and follow the steps. You need an account with a profile and a CV."},
            "de": {"question": "Wie bewerbe ich mich auf eine Stelle?", "answer": "Öffnen Sie die Stelle, klicken Sie auf **Bewerben** und folgen Sie den Schritten. Sie brauchen ein Konto mit Profil und Lebenslauf."},
            "fr": {"question": "Comment postuler à une offre ?", "answer": "Ouvrez l'offre, cliquez sur **Postuler** et suivez les étapes. Il vous faut un compte avec un profil et un CV."},
            "pt": {"question": "Como me candidato a uma vaga?", "answer": "Abra a vaga, carregue em **Candidatar** e siga os passos. Precisa de uma conta com perfil e CV."}}),
        ),
        (
            ids[0],
            json!({
            "en": {"question": "Can I withdraw an application?", "answer": "Yes: open **My applications** and withdraw it while it is still open."},
            "de": {"question": "Kann ich eine Bewerbung zurückziehen?", "answer": "Ja: Öffnen Sie **Meine Bewerbungen** und ziehen Sie sie zurück, solange sie offen ist."},
            "pt": {"question": "Posso retirar uma candidatura?", "answer": "Sim: abra **As minhas candidaturas** e retire-a enquanto estiver aberta."}}),
        ),
        (
            ids[1],
            json!({
            "en": {"question": "Who sees my CV?", "answer": "Only this company's recruiting team, and only for the vacancies you applied to."},
            "de": {"question": "Wer sieht meinen Lebenslauf?", "answer": "Nur das Recruiting-Team dieses Unternehmens, und nur für Stellen, auf die Sie sich beworben haben."},
            "fr": {"question": "Qui voit mon CV ?", "answer": "Seule l'équipe de recrutement de cette entreprise, et seulement pour les offres auxquelles vous avez postulé."},
            "pt": {"question": "Quem vê o meu CV?", "answer": "Apenas a equipa de recrutamento desta empresa, e só para as vagas a que se candidatou."}}),
        ),
    ];
    for (position, (category, texts)) in (0..).zip(faq) {
        help::insert_faq(tx, Some(category), position, true, texts).await?;
    }
    let articles = [
        (
            ids[0],
            "preparing-your-cv",
            json!({
            "en": {"title": "Preparing your CV", "body": "Upload your CV as a **PDF** or Word document of at most 10 MB.\n\n## Tips\n\n- Put your most recent experience first.\n- Keep it to two pages."},
            "de": {"title": "Ihren Lebenslauf vorbereiten", "body": "Laden Sie Ihren Lebenslauf als **PDF** oder Word-Dokument mit höchstens 10 MB hoch.\n\n## Tipps\n\n- Die neueste Erfahrung zuerst.\n- Höchstens zwei Seiten."},
            "pt": {"title": "Preparar o seu CV", "body": "Carregue o seu CV em **PDF** ou Word, com 10 MB no máximo.\n\n## Dicas\n\n- Comece pela experiência mais recente.\n- Não passe das duas páginas."}}),
        ),
        (
            ids[0],
            "after-you-apply",
            json!({
            "en": {"title": "After you apply", "body": "You can follow each application under **My applications**: the team moves it from *Applied* through *Screening* and *Interview* to an answer, and you get an e-mail at each step."},
            "fr": {"title": "Après votre candidature", "body": "Suivez chaque candidature dans **Mes candidatures** : l'équipe la fait passer de *Reçue* à *Présélection*, *Entretien* puis à une réponse, et vous recevez un e-mail à chaque étape."}}),
        ),
        (
            ids[1],
            "your-data",
            json!({
            "en": {"title": "Your data and privacy", "body": "You can download everything we keep about you, or delete your account, from your profile page."},
            "pt": {"title": "Os seus dados e privacidade", "body": "Pode descarregar tudo o que guardamos sobre si, ou apagar a sua conta, na página do seu perfil."}}),
        ),
    ];
    for (position, (category, slug, texts)) in (0..).zip(articles) {
        help::insert_article(tx, category, slug.to_owned(), position, true, texts).await?;
    }
    Ok(())
}

/// The three screening questions every fifth vacancy asks.
fn screening_questions() -> Vec<QuestionInput> {
    vec![
        QuestionInput {
            prompt: "Do you need a visa to work in the EU?".to_owned(),
            kind: QuestionKind::YesNo,
            options: Vec::new(),
            required: true,
            knockout_answer: Some(json!(true)),
        },
        QuestionInput {
            prompt: "How many years of relevant experience do you have?".to_owned(),
            kind: QuestionKind::Number,
            options: Vec::new(),
            required: false,
            knockout_answer: None,
        },
        QuestionInput {
            prompt: "Which team interests you most?".to_owned(),
            kind: QuestionKind::Choice,
            options: ["Platform", "Product", "Data"].map(str::to_owned).to_vec(),
            required: true,
            knockout_answer: None,
        },
    ]
}

/// The `n`-th curated vacancy (from 1), varied by `n` as the generated ones are.
fn curated_vacancy(n: usize) -> VacancyInput {
    let (title, category, department) = VACANCIES[(n - 1) % VACANCIES.len()];
    let employment_type = match category {
        Category::Internship => EmploymentType::Internship,
        _ if n.is_multiple_of(7) => EmploymentType::PartTime,
        _ => EmploymentType::FullTime,
    };
    let salary = match category {
        _ if n.is_multiple_of(3) => None,
        Category::Internship => Some((900, 1200)),
        Category::FreshGraduate => Some((28_000, 36_000)),
        Category::Experienced => Some((55_000, 85_000)),
    };
    let background = match category {
        Category::Experienced => "- Several years in a similar role",
        _ => "- A degree or equivalent experience",
    };
    VacancyInput {
        title: title.to_owned(),
        category,
        department: Some(department.to_owned()),
        location: Some(LOCATIONS[n % LOCATIONS.len()].to_owned()),
        employment_type,
        workplace: WORKPLACES[n % WORKPLACES.len()],
        description: [
            "## About the role\n\nAs our ",
            title,
            " you join the ",
            department,
            " team and work on problems that matter to our customers.\n\n## What you will do\n\n",
            "- Own meaningful work from day one\n- Learn from experienced colleagues\n- Share what you learn",
        ]
        .concat(),
        requirements: ["- Curiosity and care for quality\n- Good written English\n", background].concat(),
        salary_min: salary.map(|(min, _)| min),
        salary_max: salary.map(|(_, max)| max),
        salary_currency: salary.map(|_| "EUR".to_owned()),
        show_salary: !n.is_multiple_of(3),
        openings: 1 + i32::try_from(n % 3).unwrap_or(0),
        closes_at: Some(Utc::now() + Duration::days(30 + i64::try_from(n % 60).unwrap_or(0))),
        questions: if n.is_multiple_of(5) { screening_questions() } else { Vec::new() },
        language: Some(Locale::En),
        translations: if n == 1 { first_vacancy_translations() } else { Default::default() },
        stage_template_id: None,
    }
}

/// The first curated vacancy (Junior Data Analyst) is also written in German and Portuguese.
fn first_vacancy_translations() -> crate::translated::Texts<crate::vacancies::domain::VacancyText> {
    use crate::vacancies::domain::VacancyText;
    [
        (
            Locale::De,
            VacancyText {
                title: "Junior-Datenanalyst (m/w/d)".to_owned(),
                description: "## Über die Stelle\n\nAls Junior-Datenanalyst arbeiten Sie im Data-Team an Fragen, die \
                              unseren Kunden wichtig sind.\n\n## Ihre Aufgaben\n\n- Auswertungen und Berichte\n\
                              - Lernen von erfahrenen Kolleginnen und Kollegen"
                    .to_owned(),
                requirements: "- Neugier und Sorgfalt\n- Ein Abschluss oder vergleichbare Erfahrung".to_owned(),
            },
        ),
        (
            Locale::Pt,
            VacancyText {
                title: "Analista de Dados Júnior".to_owned(),
                description: "## Sobre a função\n\nComo Analista de Dados Júnior junta-se à equipa de Dados e \
                              trabalha em problemas que importam aos nossos clientes.\n\n## O que vai fazer\n\n\
                              - Análises e relatórios\n- Aprender com colegas experientes"
                    .to_owned(),
                requirements: "- Curiosidade e cuidado com a qualidade\n- Uma licenciatura ou experiência equivalente"
                    .to_owned(),
            },
        ),
    ]
    .into_iter()
    .collect()
}

/// Dates the curated vacancies' publication over the last six weeks, as the generated ones are.
/// No repo function backdates a publication; `interval` is raw because sea-query has no interval
/// literals.
/// The demo applicant's (`$1`) applications 10, 7 and 4 days ago, first reviewed a day later.
/// Raw, as the two below: back-dating is demo dressing that no repo function offers, and sea-query
/// has no interval literals.
const BACKDATED_APPLICATIONS: &str = "UPDATE applications a
     SET created_at = now() - (13 - 3 * d.n) * interval '1 day',
         first_reviewed_at = CASE WHEN a.first_reviewed_at IS NULL THEN NULL
                                  ELSE now() - (12 - 3 * d.n) * interval '1 day' END
     FROM (SELECT id, row_number() OVER (ORDER BY id) AS n FROM applications WHERE person_id = $1) d
     WHERE a.id = d.id";

/// Each history step of those applications a day after the one before.
const BACKDATED_EVENTS: &str = "UPDATE application_events e SET at = a.created_at + (d.k - 1) * interval '1 day'
     FROM (SELECT id, application_id, row_number() OVER (PARTITION BY application_id ORDER BY id) AS k
           FROM application_events) d
     JOIN applications a ON a.id = d.application_id
     WHERE e.id = d.id AND a.person_id = $1";

/// Their last change when their last step happened.
const BACKDATED_UPDATES: &str = "UPDATE applications a
     SET updated_at = (SELECT max(at) FROM application_events e WHERE e.application_id = a.id)
     WHERE a.person_id = $1";

const PUBLISHED_OVER_THE_LAST_WEEKS: &str = "now() - (id % 45) * interval '1 day'";

/// Vacancies 31 to `$6`: numbered copies of the curated ones (`$1` titles, `$2` categories, `$3`
/// departments, `$4` locations, `$5` workplaces), varied by number as [`curated_vacancy`] varies
/// them. Set-based: a benchmark tenant gets 10,000 in one statement.
const GENERATED_VACANCIES: &str = "INSERT INTO vacancies (title, slug, category, department, location, employment_type,
                            workplace, description, requirements, salary_min, salary_max, salary_currency,
                            show_salary, openings, status, published_at, closes_at)
     SELECT t || ' (' || i || ')',
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
     FROM generate_series(31, $6::int) AS i,
          LATERAL (SELECT $1[1 + (i - 1) % 30] AS t, $2[1 + (i - 1) % 30] AS c, $3[1 + (i - 1) % 30] AS d) v";

/// The screening questions of vacancy `$1` copied to every fifth generated vacancy (ids above
/// `$2`). Set-based, like [`GENERATED_VACANCIES`].
const GENERATED_QUESTIONS: &str =
    "INSERT INTO vacancy_questions (vacancy_id, position, prompt, kind, options, required,
                                   knockout_answer)
     SELECT v.id, q.position, q.prompt, q.kind, q.options, q.required, q.knockout_answer
     FROM vacancies v CROSS JOIN vacancy_questions q
     WHERE q.vacancy_id = $1 AND v.id > $2 AND v.id % 5 = 0";

/// The curated vacancies (up to `count`) through the vacancies repo, published by the demo admin;
/// beyond 30, generated numbered copies so large volumes still read naturally. Returns how many
/// were created, and the curated ones' ids in [`VACANCIES`] order.
async fn seed_vacancies(tx: &TenantTx, demo: &DemoUsers, count: u32) -> Result<(u64, Vec<i64>), AdminError> {
    let count = usize::try_from(count).unwrap_or(usize::MAX);
    let mut curated = Vec::with_capacity(VACANCIES.len());
    for n in 1..=count.min(VACANCIES.len()) {
        let input =
            curated_vacancy(n).validate().map_err(|fields| invalid(format!("curated vacancy {n}: {fields:?}")))?;
        let id = vacancies::insert(tx, &input, demo.admin.id).await.map_err(invalid)?;
        vacancies::set_status(tx, id, VacancyStatus::Published).await?;
        curated.push(id);
    }
    if !curated.is_empty() {
        vacancies::set_published_at(tx, &curated, Expr::cust(PUBLISHED_OVER_THE_LAST_WEEKS)).await?;
    }
    let mut created = curated.len() as u64;
    // The fifth curated vacancy is the first with questions; there are generated ones only
    // after all 30 curated.
    if let (Some(&with_questions), Some(&last_curated)) = (curated.get(4), curated.last())
        && count > VACANCIES.len()
    {
        let column = |pick: fn(&(&str, Category, &str)) -> String| VACANCIES.iter().map(pick).collect::<Vec<_>>();
        let generated = tx
            .execute_raw(db::raw(
                GENERATED_VACANCIES,
                [
                    column(|v| v.0.to_owned()).into(),
                    column(|v| sea_orm::ActiveEnum::to_value(&v.1)).into(),
                    column(|v| v.2.to_owned()).into(),
                    LOCATIONS.map(str::to_owned).to_vec().into(),
                    WORKPLACES.map(|w| sea_orm::ActiveEnum::to_value(&w)).to_vec().into(),
                    i32::try_from(count).unwrap_or(i32::MAX).into(),
                ],
            ))
            .await?;
        tx.execute_raw(db::raw(GENERATED_QUESTIONS, [with_questions.into(), last_curated.into()])).await?;
        // Written directly, published: the careers site's kept counts are counted again.
        tx.execute_raw(db::raw("SELECT vacancy_counts_rebuild()", [])).await?;
        // And each its hiring process, as one made through the repo has.
        crate::vacancies::stages::repo::start_missing_processes(tx).await?;
        created += generated.rows_affected();
    }
    Ok((created, curated))
}

/// The "Engineering" stage template (two interview stages), in the four languages.
fn engineering_stages() -> Vec<TemplateStage> {
    use crate::vacancies::stages::StageKind::*;
    let stage = |kind, names: [&str; 4]| TemplateStage {
        kind,
        names: [Locale::En, Locale::De, Locale::Fr, Locale::Pt].into_iter().zip(names.map(str::to_owned)).collect(),
        kit: if kind == Interview { engineering_kit() } else { Vec::new() },
    };
    vec![
        stage(Submitted, ["Applied", "Beworben", "Candidature reçue", "Candidatura recebida"]),
        stage(InReview, ["CV screen", "Lebenslauf-Prüfung", "Examen du CV", "Triagem do CV"]),
        stage(Interview, ["Phone screen", "Telefoninterview", "Entretien téléphonique", "Entrevista telefónica"]),
        stage(Interview, ["Technical interview", "Technisches Interview", "Entretien technique", "Entrevista técnica"]),
        stage(Offered, ["Offer", "Angebot", "Offre", "Proposta"]),
        stage(Hired, ["Hired", "Eingestellt", "Embauche", "Contratação"]),
    ]
}

/// An interview kit attribute in the four languages: its area, names, guidance and one question.
fn kit_attribute(
    area: crate::vacancies::stages::kit::KitArea,
    names: [&str; 4],
    guidance: [&str; 4],
    question: [&str; 4],
) -> crate::vacancies::stages::kit::KitAttribute {
    const LANGUAGES: [Locale; 4] = [Locale::En, Locale::De, Locale::Fr, Locale::Pt];
    crate::vacancies::stages::kit::KitAttribute {
        id: None,
        area,
        names: LANGUAGES.into_iter().zip(names.map(str::to_owned)).collect(),
        guidance: LANGUAGES.into_iter().zip(guidance.map(str::to_owned)).collect(),
        questions: LANGUAGES.into_iter().zip(question.map(|q| vec![q.to_owned()])).collect(),
    }
}

/// The kit of the engineering interviews.
fn engineering_kit() -> Vec<crate::vacancies::stages::kit::KitAttribute> {
    use crate::vacancies::stages::kit::KitArea::*;
    let kit = vec![
        kit_attribute(
            Skills,
            ["Problem solving", "Problemlösung", "Résolution de problèmes", "Resolução de problemas"],
            [
                "Breaks the problem down and checks their ideas against examples.",
                "Zerlegt das Problem und prüft Ideen an Beispielen.",
                "Décompose le problème et vérifie ses idées sur des exemples.",
                "Decompõe o problema e testa as ideias com exemplos.",
            ],
            [
                "Walk me through a bug you were proud to find.",
                "Erzählen Sie von einem Fehler, auf dessen Fund Sie stolz sind.",
                "Racontez un bug que vous êtes fier d'avoir trouvé.",
                "Fale de um erro que teve orgulho de encontrar.",
            ],
        ),
        kit_attribute(
            Qualifications,
            ["System design", "Systementwurf", "Conception de systèmes", "Desenho de sistemas"],
            [
                "Names trade-offs: consistency, latency, cost, operations.",
                "Benennt Abwägungen: Konsistenz, Latenz, Kosten, Betrieb.",
                "Nomme les compromis : cohérence, latence, coût, exploitation.",
                "Identifica compromissos: consistência, latência, custo, operação.",
            ],
            [
                "How would you design a job queue that never runs a job twice?",
                "Wie entwerfen Sie eine Job-Queue, die keinen Job doppelt ausführt?",
                "Comment concevriez-vous une file de tâches qui n'exécute jamais deux fois une tâche ?",
                "Como desenharia uma fila de tarefas que nunca executa uma tarefa duas vezes?",
            ],
        ),
        kit_attribute(
            Personality,
            ["Collaboration", "Zusammenarbeit", "Collaboration", "Colaboração"],
            [
                "Listens, asks, and gives credit.",
                "Hört zu, fragt nach und würdigt andere.",
                "Écoute, questionne et reconnaît le travail des autres.",
                "Ouve, pergunta e reconhece o trabalho dos outros.",
            ],
            [
                "Tell me about a disagreement in a review and how it ended.",
                "Erzählen Sie von einer Meinungsverschiedenheit in einem Review.",
                "Parlez d'un désaccord lors d'une revue de code et de son issue.",
                "Fale de um desacordo numa revisão de código e de como terminou.",
            ],
        ),
    ];
    crate::vacancies::stages::kit::check_kit(kit, "kit").unwrap_or_default()
}

/// The kit of the analyst interviews.
fn analyst_kit() -> Vec<crate::vacancies::stages::kit::KitAttribute> {
    use crate::vacancies::stages::kit::KitArea::*;
    let kit = vec![
        kit_attribute(
            Skills,
            ["SQL", "SQL", "SQL", "SQL"],
            [
                "Joins, window functions, and knowing when the data is wrong.",
                "Joins, Fensterfunktionen und merken, wenn Daten falsch sind.",
                "Jointures, fonctions de fenêtre, et repérer des données fausses.",
                "Joins, funções de janela e perceber quando os dados estão errados.",
            ],
            [
                "How would you find duplicate customers?",
                "Wie finden Sie doppelte Kunden?",
                "Comment trouveriez-vous des clients en double ?",
                "Como encontraria clientes duplicados?",
            ],
        ),
        kit_attribute(
            Qualifications,
            ["Statistics", "Statistik", "Statistiques", "Estatística"],
            [
                "Explains uncertainty without jargon.",
                "Erklärt Unsicherheit ohne Fachjargon.",
                "Explique l'incertitude sans jargon.",
                "Explica a incerteza sem jargão.",
            ],
            [
                "Is a 2 % lift in an A/B test real?",
                "Ist ein Plus von 2 % im A/B-Test echt?",
                "Une hausse de 2 % dans un test A/B est-elle réelle ?",
                "Um aumento de 2 % num teste A/B é real?",
            ],
        ),
        kit_attribute(
            Personality,
            ["Communication", "Kommunikation", "Communication", "Comunicação"],
            [
                "Tells the story behind a chart to someone outside the team.",
                "Erzählt die Geschichte hinter einem Diagramm für Fachfremde.",
                "Raconte l'histoire d'un graphique à quelqu'un hors de l'équipe.",
                "Conta a história de um gráfico a alguém de fora da equipa.",
            ],
            [
                "Explain your last dashboard to me as if I ran the shop floor.",
                "Erklären Sie Ihr letztes Dashboard, als leitete ich die Werkstatt.",
                "Expliquez votre dernier tableau de bord comme si je dirigeais l'atelier.",
                "Explique o seu último dashboard como se eu gerisse a loja.",
            ],
        ),
    ];
    crate::vacancies::stages::kit::check_kit(kit, "kit").unwrap_or_default()
}

/// Hiring processes: the "Engineering" template, which the curated engineering vacancies run
/// (made with "Standard" and without applications yet, so their process is replaced whole); and
/// hiring teams: the demo admin hires for engineering, the demo staff member recruits for data,
/// engineering and sales (so "staff see only the vacancies they are on" shows a difference).
async fn seed_demo_processes(tx: &TenantTx, demo: &DemoUsers, curated: &[i64]) -> Result<(), AdminError> {
    use crate::vacancies::stages::{StageInput, repo};
    use crate::vacancies::team::{self, TeamRole};
    let stages = engineering_stages();
    repo::insert_template(tx, "Engineering", false, &stages).await.map_err(invalid)?;
    for ((_, _, department), &vacancy) in VACANCIES.iter().zip(curated) {
        if *department == "Engineering" {
            let inputs: Vec<StageInput> =
                stages.iter().map(|s| StageInput { id: None, kind: s.kind, names: s.names.clone() }).collect();
            repo::replace_process(tx, vacancy, &inputs).await.map_err(invalid)?;
            for stage in repo::process(tx, vacancy).await?.stages {
                if stage.kind == crate::vacancies::stages::StageKind::Interview {
                    crate::vacancies::stages::kit::set_kit(tx, stage.id, &engineering_kit()).await?;
                }
            }
            team::join(tx, vacancy, demo.admin.id, TeamRole::HiringManager).await?;
        }
        if ["Data", "Engineering", "Sales"].contains(department) {
            team::join(tx, vacancy, demo.staff.id, TeamRole::Recruiter).await?;
        }
    }
    Ok(())
}

/// A one-page PDF, so the demo applicant has a real CV to download and to be found by.
const DEMO_CV_TEXT: &str = "Ana Applicant - Curriculum Vitae - SQL, Python and Tableau dashboards";

/// Stores a one-page PDF CV that says `text`, with that text already read: the demo wrote the
/// document itself, so nothing untrusted needs the sandbox.
async fn store_cv(
    tx: &TenantTx,
    storage: &Storage,
    owner: uuid::Uuid,
    text: &str,
    name: &str,
) -> Result<files::repo::FileRecord, AdminError> {
    let cv = files::text::one_page_pdf(text);
    let file = files::store(tx, storage, owner, FileKind::Cv, &cv, FileType::Pdf, Some(name)).await.map_err(invalid)?;
    let words = erecruit_sandbox::child::tidy(text);
    files::repo::set_text(tx, file.id, Some(&words), files::FileTextState::Done).await?;
    Ok(file)
}

fn date(year: i32, month: u32, day: u32) -> Option<NaiveDate> {
    NaiveDate::from_ymd_opt(year, month, day)
}

fn demo_profile() -> ProfileInput {
    let text = |value: &str| Some(value.to_owned());
    ProfileInput {
        full_name: "Ana Applicant".to_owned(),
        phone: text("+351 912 345 678"),
        birth_date: date(1999, 3, 14),
        address: None,
        city: text("Lisbon"),
        country: text("Portugal"),
        headline: text("Data analyst who loves clear charts"),
        summary: text(
            "Statistics graduate with two internships in retail analytics. I enjoy turning messy data into decisions.",
        ),
        skills: ["SQL", "Python", "Tableau", "Statistics", "Portuguese", "English"].map(str::to_owned).to_vec(),
        education: vec![Education {
            institution: "Universidade de Lisboa".to_owned(),
            degree: text("BSc"),
            field: text("Statistics"),
            start_date: date(2017, 9, 1),
            end_date: date(2020, 7, 15),
            description: None,
        }],
        experience: vec![
            Experience {
                company: "Mercado Lda".to_owned(),
                title: "Analytics Intern".to_owned(),
                location: text("Lisbon"),
                start_date: date(2020, 9, 1),
                end_date: date(2021, 2, 28),
                current: false,
                description: text("Weekly sales dashboards and a demand forecast for 40 stores."),
            },
            Experience {
                company: "Loja Online SA".to_owned(),
                title: "Junior Analyst".to_owned(),
                location: text("Porto"),
                start_date: date(2021, 3, 1),
                end_date: None,
                current: true,
                description: text("Marketing attribution and A/B test analysis."),
            },
        ],
    }
}

/// The demo applicant's profile and CV, and three applications at different stages, each with
/// its history — all through the repos the API uses. Returns the applications by vacancy title.
async fn seed_demo_applicant(
    tx: &TenantTx,
    storage: &Storage,
    demo: &DemoUsers,
    curated: &[i64],
) -> Result<Vec<(&'static str, i64)>, AdminError> {
    let mut created = Vec::new();
    let applicant = &demo.applicant;
    let profile = demo_profile().validate().map_err(|fields| invalid(format!("demo profile: {fields:?}")))?;
    let person = profiles::save(tx, applicant.id, &profile).await?;
    let file = store_cv(tx, storage, applicant.id, DEMO_CV_TEXT, "Ana Applicant CV.pdf").await?;
    profiles::replace_file(tx, person, FileSlot::Cv, file.id).await?;

    let consent = "I agree that the company processes the data in my profile and this application to assess it.";
    let stages: [(&str, &[ApplicationStatus]); 3] = [
        (
            "Junior Data Analyst",
            &[ApplicationStatus::Submitted, ApplicationStatus::InReview, ApplicationStatus::Interview],
        ),
        ("Data Science Intern", &[ApplicationStatus::Submitted]),
        (
            "Graduate Marketing Associate",
            &[ApplicationStatus::Submitted, ApplicationStatus::InReview, ApplicationStatus::Rejected],
        ),
    ];
    for (title, path) in stages {
        // Only vacancies that were seeded (`--vacancies` may be fewer than 30).
        let seeded = VACANCIES.iter().position(|v| v.0 == title).and_then(|index| curated.get(index));
        let Some(&vacancy_id) = seeded else { continue };
        let application = applications::insert(
            tx,
            NewApplication {
                vacancy_id,
                person_id: person,
                cover_letter: Some("I would love to bring my analytics experience to your team."),
                cv_file_id: file.id,
                answers: &[],
                knocked_out: false,
                consent_text: consent,
                source: None,
                applicant_name: &applicant.name,
                applicant_email: &applicant.email,
            },
        )
        .await
        .map_err(invalid)?
        .id;
        created.push((title, application));
        walk(tx, application, path, applicant, &demo.staff).await?;
    }
    // The repos date everything now; the demo's history reads better spread over the past days.
    for step in [BACKDATED_APPLICATIONS, BACKDATED_EVENTS, BACKDATED_UPDATES] {
        tx.execute_raw(db::raw(step, [person.into()])).await?;
    }
    crate::audit::record(
        tx,
        crate::audit::Entry {
            actor_user: None,
            actor_label: "tenant-admin",
            action: Action::DemoSeeded,
            subject_type: "tenant",
            subject_id: None,
            details: json!({}),
        },
    )
    .await?;
    Ok(created)
}

/// The recruiter's desk: a dozen more applicants, in their own languages, at every stage of the
/// "Junior Data Analyst" pipeline (and a few at the internship), from several sources over the
/// past weeks; and the German rejection mail worded by the tenant.
const DESK_APPLICANTS: [(&str, &str, Locale, Option<&str>); 12] = [
    ("Bruno Costa", "bruno.costa@demo.test", Locale::Pt, Some("linkedin")),
    ("Clara Weber", "clara.weber@demo.test", Locale::De, Some("indeed")),
    ("David Martin", "david.martin@demo.test", Locale::Fr, Some("referral")),
    ("Eva Nowak", "eva.nowak@demo.test", Locale::En, None),
    ("Filipe Rocha", "filipe.rocha@demo.test", Locale::Pt, Some("linkedin")),
    ("Greta Schulz", "greta.schulz@demo.test", Locale::De, None),
    ("Hugo Lambert", "hugo.lambert@demo.test", Locale::Fr, Some("indeed")),
    ("Inês Duarte", "ines.duarte@demo.test", Locale::Pt, Some("linkedin")),
    ("Jonas Meyer", "jonas.meyer@demo.test", Locale::De, Some("referral")),
    ("Lena Fischer", "lena.fischer@demo.test", Locale::De, None),
    ("Marta Sousa", "marta.sousa@demo.test", Locale::Pt, Some("linkedin")),
    ("Nico Bernard", "nico.bernard@demo.test", Locale::Fr, None),
];

async fn seed_demo_desk(
    tx: &TenantTx,
    storage: &Storage,
    hash: &str,
    demo: &DemoUsers,
    curated: &[i64],
) -> Result<(), AdminError> {
    use ApplicationStatus::{Hired, InReview, Interview, Offered, Rejected, Submitted, Withdrawn};
    let position = |title: &str| VACANCIES.iter().position(|v| v.0 == title).and_then(|i| curated.get(i)).copied();
    let (Some(analyst), intern) = (position("Junior Data Analyst"), position("Data Science Intern")) else {
        return Ok(());
    };
    let paths: [&[ApplicationStatus]; 7] = [
        &[Submitted],
        &[Submitted, InReview],
        &[Submitted, InReview, Interview],
        &[Submitted, InReview, Interview, Offered],
        &[Submitted, InReview, Interview, Offered, Hired],
        &[Submitted, InReview, Rejected],
        &[Submitted, Withdrawn],
    ];
    let consent = "I agree that the company processes the data in my profile and this application to assess it.";
    for (index, (name, email, locale, source)) in DESK_APPLICANTS.into_iter().enumerate() {
        let address = Email::parse(email).map_err(|code| invalid(code.message()))?;
        let new = NewUser {
            email: &address,
            password_hash: hash,
            name,
            role: Role::User,
            locale,
            department: None,
            verified: true,
        };
        let user = users::insert(tx, new).await.map_err(invalid)?;
        let mut profile = demo_profile();
        profile.full_name = name.to_owned();
        profile.headline =
            Some(["Data analyst", "BI developer", "Junior analyst", "Statistics graduate"][index % 4].to_owned());
        let profile = profile.validate().map_err(|fields| invalid(format!("desk profile: {fields:?}")))?;
        let person = profiles::save(tx, user.id, &profile).await?;
        let text = format!("{name} - Curriculum Vitae - SQL, Python, Power BI");
        let file = store_cv(tx, storage, user.id, &text, "CV.pdf").await?;
        profiles::replace_file(tx, person, FileSlot::Cv, file.id).await?;
        let mut targets = vec![(analyst, paths[index % paths.len()])];
        if let Some(intern) = intern.filter(|_| index % 3 == 0) {
            targets.push((intern, &[Submitted][..]));
        }
        for (vacancy_id, path) in targets {
            let application = applications::insert(
                tx,
                NewApplication {
                    vacancy_id,
                    person_id: person,
                    cover_letter: Some("I would like to join your analytics team."),
                    cv_file_id: file.id,
                    answers: &[],
                    // Every fourth says they need a visa, which the analyst role's screening rules out.
                    knocked_out: index % 4 == 3,
                    consent_text: consent,
                    source,
                    applicant_name: name,
                    applicant_email: email,
                },
            )
            .await
            .map_err(invalid)?
            .id;
            walk(tx, application, path, &user, &demo.staff).await?;
        }
        for step in [BACKDATED_DESK_APPLICATIONS, BACKDATED_EVENTS, BACKDATED_UPDATES] {
            tx.execute_raw(db::raw(step, [person.into()])).await?;
        }
    }
    let rejection = MailText {
        subject: "Ihre Bewerbung als {vacancy}".to_owned(),
        body: "Hallo {name},\n\nherzlichen Dank für Ihre Bewerbung als {vacancy}. Wir haben uns diesmal für \
               andere Kandidatinnen und Kandidaten entschieden, bewahren Ihr Profil aber gern für künftige Stellen auf.\n\n\
               Viele Grüße\nIhr Recruiting-Team"
            .to_owned(),
    };
    crate::mail::tenant_texts::save_rejection(tx, Locale::De, Some(&rejection)).await?;
    Ok(())
}

/// The desk's applicants applied over the past six weeks (their person id's hash spreads them).
const BACKDATED_DESK_APPLICATIONS: &str = "UPDATE applications a
     SET created_at = now() - (3 + ($1 * 7) % 40) * interval '1 day',
         first_reviewed_at = CASE WHEN a.first_reviewed_at IS NULL THEN NULL
                                  ELSE now() - (2 + ($1 * 7) % 40) * interval '1 day' END
     WHERE a.person_id = $1";

/// Takes a just-submitted application along `path` (its first status the submission): the
/// applicant applies and withdraws, the staff member makes every other move.
async fn walk(
    tx: &TenantTx,
    application: i64,
    path: &[ApplicationStatus],
    applicant: &User,
    staff: &User,
) -> Result<(), AdminError> {
    let vacancy = applications::vacancy_of(tx, application).await?.ok_or_else(|| invalid("no such application"))?;
    let process = crate::vacancies::stages::repo::process(tx, vacancy).await?;
    let (mut from, mut from_stage) = (None, None);
    for (step, &to) in path.iter().enumerate() {
        // The first stage of each kind; a closing outcome stays where it was.
        let to_stage = match to.stage_kind() {
            Some(kind) => process.first_of(kind).map(|stage| stage.id),
            None => from_stage,
        };
        let actor = if step == 0 || to == ApplicationStatus::Withdrawn { applicant } else { staff };
        // A rejection names the first of the tenant's reasons.
        let reason = match to {
            ApplicationStatus::Rejected => crate::applications::reasons::current(tx).await?.first().map(|r| r.id),
            _ => None,
        };
        if step > 0 {
            let change = applications::StageChange { id: application, to_stage };
            applications::set_status_many(tx, &[change], to, reason).await?;
        }
        let event = NewEvent {
            application_id: application,
            from,
            to,
            from_stage,
            to_stage,
            reason,
            actor_user: Some(actor.id),
            actor_label: &actor.email,
            note: None,
        };
        applications::add_event(tx, event).await?;
        (from, from_stage) = (Some(to), to_stage);
    }
    Ok(())
}

/// One demo message: `from` writes to `to` in `thread`, filed as the API files it; then each
/// recipient reads it unless `unread`, and puts `labels` on it as the sender did.
async fn demo_message(
    tx: &TenantTx,
    thread: i64,
    from: &User,
    to: &[&User],
    (subject, body): (&str, &str),
    unread: bool,
    labels: &[MessageLabel],
) -> Result<(), AdminError> {
    let to_ids: Vec<uuid::Uuid> = to.iter().map(|user| user.id).collect();
    let new = NewMessage { thread_id: thread, sender: from, to: &to_ids, subject, body, private: false, draft: false };
    let message = messages::insert_message(tx, new).await?;
    messages::file_copies(tx, &message, labels, &to_ids).await?;
    let changes = labels.iter().map(|label| CopyChange::ToggleLabel(*label));
    for change in changes.chain((!unread).then_some(CopyChange::Unread(false))) {
        for id in &to_ids {
            messages::change_copies(tx, *id, &[message.id], change).await?;
        }
    }
    Ok(())
}

/// Messages and their copies spread over the past days, a few hours apart, in the order written.
/// Raw, like the back-dating of applications above.
const BACKDATED_MESSAGES: &str = "UPDATE mail_messages m SET sent_at = now() - d.k * interval '7 hours'
     FROM (SELECT id, row_number() OVER (ORDER BY id DESC) AS k FROM mail_messages) d WHERE m.id = d.id";
const BACKDATED_COPIES: &str =
    "UPDATE mail_copies c SET sent_at = m.sent_at FROM mail_messages m WHERE m.id = c.message_id";

/// Structured interviews: the analyst vacancy's interview stage gets a kit, and the demo
/// applicant's application there two past interviews with submitted scorecards (the staff
/// member's and the admin's), so the evidence view has a matrix to show.
async fn seed_demo_scorecards(tx: &TenantTx, demo: &DemoUsers, applications: &[(&str, i64)]) -> Result<(), AdminError> {
    use crate::calendar::domain::EventLabel;
    use crate::calendar::repo::{self as calendar, EventWrite};
    use crate::scorecards::domain::{Recommendation, ScorecardInput};
    use crate::scorecards::repo as scorecards;
    let Some(&(_, application)) = applications.iter().find(|(title, _)| *title == "Junior Data Analyst") else {
        return Ok(());
    };
    let row = applications::find(tx, application).await?.ok_or_else(|| invalid("the analyst application"))?;
    let kit = analyst_kit();
    if let Some(stage) = row.stage_id {
        crate::vacancies::stages::kit::set_kit(tx, stage, &kit).await?;
    }
    let now = Utc::now();
    let rounds = [
        ("Phone screen: Ana Applicant", working_day(now, -6, 10), &demo.admin, &demo.staff),
        ("Case study: Ana Applicant", working_day(now, -5, 14), &demo.staff, &demo.admin),
    ];
    let opinions = [
        ([3, 4, 4], "Clear about trade-offs; strong SQL.", Recommendation::Yes),
        ([4, 3, 3], "Good case study; statistics could go deeper.", Recommendation::StrongYes),
    ];
    for ((title, starts_at, organiser, interviewer), (ratings, takeaways, recommendation)) in
        rounds.iter().zip(opinions)
    {
        let write = EventWrite {
            title,
            starts_at: *starts_at,
            ends_at: *starts_at + Duration::hours(1),
            all_day: false,
            label: EventLabel::Interview,
            location: Some("https://meet.example.com/demo-interview"),
            description: None,
        };
        let event = calendar::insert(tx, organiser.id, &write, Some(application), &[interviewer.id]).await?;
        calendar::take_application_stage(tx, event.id, application).await?;
        let interview = scorecards::interview(tx, event.id).await?.ok_or_else(|| invalid("the demo interview"))?;
        let input = ScorecardInput {
            ratings: kit.iter().filter_map(|a| a.id).zip(ratings).collect(),
            takeaways: takeaways.to_owned(),
            private_notes: String::new(),
            recommendation: Some(recommendation),
            version: Some(0),
        };
        if scorecards::submit(tx, &interview, interviewer.id, &input).await?.is_err() {
            return Err(invalid("the demo scorecard"));
        }
    }
    Ok(())
}

/// Conversations for the demo: the staff member and the demo applicant settle an interview, the
/// applicant asks about an internship, the admin and the staff member discuss a shortlist, and
/// the admin keeps a draft — through the messages repo, as the API stores them.
async fn seed_demo_messages(tx: &TenantTx, demo: &DemoUsers, applications: &[(&str, i64)]) -> Result<(), AdminError> {
    let (admin, staff, ana) = (&demo.admin, &demo.staff, &demo.applicant);
    let application = |title: &str| applications.iter().find(|(t, _)| *t == title).map(|(_, id)| *id);
    let interview = messages::insert_thread(tx, application("Junior Data Analyst")).await?;
    let subject = "Interview for Junior Data Analyst";
    let steps: [(&User, &User, &str, bool); 3] = [
        (
            staff,
            ana,
            "Hi Ana,\n\nthank you for your application! Could you do a **video interview** on Thursday at 10:00?\n\nBest regards,\nSam",
            false,
        ),
        (ana, staff, "Hi Sam,\n\nThursday at 10:00 works for me. Looking forward to it!\n\nAna", false),
        (staff, ana, "Great! You will get the video link the day before. Bring one analysis you are proud of.", true),
    ];
    for (n, (from, to, body, unread)) in steps.into_iter().enumerate() {
        let subject = if n == 0 { subject.to_owned() } else { format!("Re: {subject}") };
        demo_message(tx, interview, from, &[to], (&subject, body), unread, &[]).await?;
    }
    if let Some(internship) = application("Data Science Intern") {
        let question = messages::insert_thread(tx, Some(internship)).await?;
        let body = "Hello,\n\nis the internship also possible part-time alongside my master's?\n\nThank you,\nAna";
        demo_message(tx, question, ana, &[staff], ("Part-time internship?", body), true, &[]).await?;
    }
    let shortlist = messages::insert_thread(tx, None).await?;
    let body = "Sam, could you send me the shortlist for the analyst role by Friday? Ana Applicant looks promising.";
    demo_message(
        tx,
        shortlist,
        admin,
        &[staff],
        ("Shortlist for the analyst role", body),
        true,
        &[MessageLabel::Important],
    )
    .await?;
    let draft_thread = messages::insert_thread(tx, None).await?;
    let new = NewMessage {
        thread_id: draft_thread,
        sender: admin,
        to: &[staff.id],
        subject: "Hiring plan for next quarter",
        body: "Ideas so far:\n\n- two more interns\n- ",
        private: false,
        draft: true,
    };
    let draft = messages::insert_message(tx, new).await?;
    messages::file_copies(tx, &draft, &[MessageLabel::Company], &[staff.id]).await?;
    for step in [BACKDATED_MESSAGES, BACKDATED_COPIES] {
        tx.execute_raw(db::raw(step, [])).await?;
    }
    Ok(())
}

/// The demo chats spread over yesterday and today: message `k` of `$1` (in id order) `$1 - k`
/// hours ago. Raw for the same reasons as the back-dating above.
const BACKDATED_CHATS: &str = "UPDATE chat_messages m SET sent_at = now() - (d.total - d.k) * interval '3 hours',
         seen_at = CASE WHEN m.seen_at IS NULL THEN NULL ELSE now() - (d.total - d.k) * interval '3 hours' + interval '5 minutes' END
     FROM (SELECT id, row_number() OVER (ORDER BY id) AS k, count(*) OVER () AS total FROM chat_messages) d
     WHERE m.id = d.id";

/// Chats of the demo users: the recruiter and the applicant settling an interview time (the last
/// message not yet seen), and the admin with the recruiter (pinned); their about lines.
async fn seed_demo_chats(tx: &TenantTx, demo: &DemoUsers) -> Result<(), AdminError> {
    let (admin, staff, ana) = (&demo.admin, &demo.staff, &demo.applicant);
    let lines: [(&User, &User, &str); 6] = [
        (admin, staff, "Morning Sam! How is the analyst shortlist going?"),
        (staff, admin, "Three strong candidates so far, Ana among them. I'll share the list this afternoon."),
        (staff, ana, "Hi Ana, quick question before Thursday: would 10:30 suit you better than 10:00?"),
        (ana, staff, "10:30 is perfect, thank you!"),
        (staff, ana, "Great, I have moved it. See you then!"),
        (admin, staff, "Perfect, thanks."),
    ];
    for (from, to, text) in lines {
        chat::repo::insert_message(tx, from.id, to.id, text).await?;
        chat::repo::ensure_chats(tx, from.id, to.id, from.id == admin.id).await?;
    }
    // Everything but the last message to each of them has been read.
    chat::repo::mark_seen(tx, staff.id, admin.id).await?;
    chat::repo::mark_seen(tx, ana.id, staff.id).await?;
    chat::repo::insert_message(tx, staff.id, ana.id, "PS: bring a laptop if you can.").await?;
    chat::repo::insert_message(tx, admin.id, staff.id, "Lunch at 12:30?").await?;
    chat::repo::save_settings(tx, admin.id, ChosenStatus::Online, Some("Head of Talent".to_owned())).await?;
    chat::repo::save_settings(tx, staff.id, ChosenStatus::Away, Some("Recruiter, Data & Analytics".to_owned())).await?;
    tx.execute_raw(db::raw(BACKDATED_CHATS, [])).await?;
    Ok(())
}

/// The next working day after `from`, at `hour`:00 UTC.
/// Each demo user's starred pages in the navbar, and one page kept unstarred.
async fn seed_demo_bookmarks(tx: &TenantTx, demo: &DemoUsers) -> Result<(), AdminError> {
    /// Title, link, icon, starred.
    type DemoBookmark = (&'static str, &'static str, &'static str, bool);
    let team: [DemoBookmark; 5] = [
        ("Vacancies", "/job-vacancy-setting", "briefcase", true),
        ("Inbox", "/email/inbox", "mail", true),
        ("My tasks", "/todo/all", "check-square", true),
        ("Calendar", "/calendar", "calendar", true),
        ("Users", "/app/user/list", "users", false),
    ];
    let applicant: [DemoBookmark; 2] = [
        ("My applications", "/my-application", "file-text", true),
        ("Job vacancies", "/job-vacancy", "briefcase", true),
    ];
    let lists: [(&User, &[DemoBookmark]); 3] =
        [(&demo.admin, &team), (&demo.staff, &team[..4]), (&demo.applicant, &applicant)];
    for (user, bookmarks) in lists {
        for (position, (title, link, icon, starred)) in (1..).zip(bookmarks.iter()) {
            let new = bookmarks::repo::NewBookmark {
                title: (*title).to_owned(),
                link: (*link).to_owned(),
                icon: Some((*icon).to_owned()),
                starred: *starred,
            };
            bookmarks::repo::insert(tx, user.id, new, position).await?;
        }
    }
    Ok(())
}

fn working_day(from: chrono::DateTime<chrono::Utc>, days_ahead: i64, hour: u32) -> chrono::DateTime<chrono::Utc> {
    use chrono::{Datelike, Weekday};
    let mut day = (from + chrono::Duration::days(days_ahead)).date_naive();
    while matches!(day.weekday(), Weekday::Sat | Weekday::Sun) {
        day = day.succ_opt().unwrap_or(day);
    }
    let time = chrono::NaiveTime::from_hms_opt(hour, 0, 0).unwrap_or(chrono::NaiveTime::MIN);
    chrono::TimeZone::from_utc_datetime(&chrono::Utc, &day.and_time(time))
}

/// The team's to-do list — open, starred, important, overdue, completed and trashed tasks, some
/// about the demo applicant's applications — and a colleague invited but not yet joined, through
/// the repos the API uses.
async fn seed_demo_team(tx: &TenantTx, demo: &DemoUsers, applications: &[(&str, i64)]) -> Result<(), AdminError> {
    use crate::auth::domain::Email;
    use crate::auth::invitations::{self, NewInvitation};
    use crate::tasks::repo::{self as tasks, NewTask, TaskChange};
    let today = chrono::Utc::now().date_naive();
    let day = |days: i64| Some(today + chrono::Duration::days(days));
    let application = |title: &str| applications.iter().find(|(t, _)| *t == title).map(|(_, id)| *id);
    let (admin, staff) = (&demo.admin, &demo.staff);
    let all_tags = tasks::tags(tx).await?;
    let tag = |name: &str| all_tags.iter().find(|tag| tag.name == name).map(|tag| tag.id);
    /// One demo task; `done` and `trashed` say where it ends up.
    struct Demo<'a> {
        title: &'a str,
        description: &'a str,
        assignee: &'a User,
        due_in_days: Option<i64>,
        about: Option<&'a str>,
        tags: &'a [&'a str],
        starred: bool,
        important: bool,
        done: bool,
        trashed: bool,
    }
    let open = |title, assignee, due_in_days, tags| Demo {
        title,
        description: "",
        assignee,
        due_in_days,
        about: None,
        tags,
        starred: false,
        important: false,
        done: false,
        trashed: false,
    };
    let list = [
        Demo {
            description: "Print the dataset and the three questions.",
            about: Some("Junior Data Analyst"),
            starred: true,
            important: true,
            ..open("Prepare the case study for Ana's interview", staff, Some(2), &["interview"])
        },
        Demo { important: true, ..open("Call back the shortlisted analysts", staff, Some(-1), &["screening"]) },
        Demo {
            description: "Look at last year's applicants first.",
            ..open("Source five backend candidates", staff, Some(7), &["sourcing"])
        },
        Demo { starred: true, ..open("Send the offer letter draft to legal", admin, Some(1), &["offer"]) },
        open("Review this week's new applications", admin, None, &["screening"]),
        Demo { done: true, ..open("Book the interview room for Thursday", staff, Some(-3), &["interview"]) },
        Demo { trashed: true, ..open("Old job fair follow-up", admin, None, &[]) },
    ];
    for task in list {
        let application_id = task.about.and_then(application);
        let vacancy_id = match application_id {
            Some(id) => tasks::vacancy_of_application(tx, id).await?,
            None => None,
        };
        let new = NewTask {
            title: task.title.to_owned(),
            description: task.description.to_owned(),
            assignee_id: task.assignee.id,
            created_by: admin.id,
            due_on: task.due_in_days.and_then(day),
            vacancy_id,
            application_id,
            is_starred: task.starred,
            is_important: task.important,
        };
        let id = tasks::insert(tx, new).await?;
        let ids: Vec<i64> = task.tags.iter().filter_map(|name| tag(name)).collect();
        tasks::set_tags(tx, id, &ids).await?;
        if task.done || task.trashed {
            let change = TaskChange {
                is_completed: task.done.then_some(true),
                is_trashed: task.trashed.then_some(true),
                ..TaskChange::default()
            };
            tasks::update(tx, id, change).await?;
        }
    }
    let email = Email::parse("new.recruiter@demo.test").map_err(|code| invalid(code.message()))?;
    let invited =
        NewInvitation { email: &email, role: Role::Staff, department: Some("sales".to_owned()), locale: Locale::En };
    invitations::insert(tx, invited, admin).await?;
    Ok(())
}

/// The team's week: an interview with the demo applicant about their application in the
/// interview stage (the recruiter and the admin on it, Ana has accepted), a weekly sync, a
/// reminder, a personal appointment and a holiday — through the repo the API uses.
async fn seed_demo_calendar(tx: &TenantTx, demo: &DemoUsers, applications: &[(&str, i64)]) -> Result<(), AdminError> {
    use crate::calendar::domain::{EventLabel, InterviewResponse};
    use crate::calendar::repo::{self as calendar, EventWrite};
    let now = chrono::Utc::now();
    let (admin, staff) = (&demo.admin, &demo.staff);
    let event = |title, starts_at, hours: i64, label, location, description| EventWrite {
        title,
        starts_at,
        ends_at: starts_at + chrono::Duration::hours(hours),
        all_day: false,
        label,
        location,
        description,
    };
    let interview_at = working_day(now, 2, 10);
    // The application at the interview stage.
    let application = applications.iter().find(|(title, _)| *title == "Junior Data Analyst").map(|(_, id)| *id);
    let interview = event(
        "Interview: Ana Applicant",
        interview_at,
        1,
        EventLabel::Interview,
        Some("https://meet.example.com/demo-interview"),
        Some("Second round with the analytics team: a case study and questions about the role."),
    );
    let stored = calendar::insert(tx, staff.id, &interview, application, &[admin.id]).await?;
    if let Some(application) = application {
        calendar::take_application_stage(tx, stored.id, application).await?;
    }
    calendar::set_applicant_response(tx, stored.id, InterviewResponse::Accepted, Some("Looking forward to it!"))
        .await?;
    let sync = event("Hiring sync", working_day(now, 1, 9), 1, EventLabel::Meeting, Some("Room Tejo"), None);
    calendar::insert(tx, admin.id, &sync, None, &[staff.id]).await?;
    let debrief = event("Debrief: analyst candidates", working_day(now, 3, 14), 1, EventLabel::Meeting, None, None);
    calendar::insert(tx, staff.id, &debrief, None, &[admin.id]).await?;
    let reminder = event("Send offer letters", working_day(now, 4, 8), 1, EventLabel::Reminder, None, None);
    calendar::insert(tx, staff.id, &reminder, None, &[]).await?;
    let personal = event("Dentist", working_day(now, 3, 8), 1, EventLabel::Personal, None, None);
    calendar::insert(tx, staff.id, &personal, None, &[]).await?;
    // An all-day event: from one UTC midnight to the next.
    let holiday = EventWrite {
        all_day: true,
        ..event("Company day", working_day(now, 8, 0), 24, EventLabel::Holiday, None, None)
    };
    calendar::insert(tx, admin.id, &holiday, None, &[]).await?;
    Ok(())
}

/// Self-scheduling: the recruiter's own hours (Monday to Thursday, and Friday mornings, at most
/// four interviews a day) and a second-round loop waiting for the demo applicant to choose a time
/// (My Application links it). Nothing is booked: a booking would move the application.
async fn seed_demo_scheduling(tx: &TenantTx, demo: &DemoUsers, applications: &[(&str, i64)]) -> Result<(), AdminError> {
    use crate::scheduling::domain::{Arrangement, window_end};
    use crate::scheduling::repo::{self, NewRequest, NewSession};
    let hours = json!([
        {"start": 540, "end": 1020}, {"start": 540, "end": 1020}, {"start": 540, "end": 1020},
        {"start": 540, "end": 1020}, {"start": 540, "end": 780}, null, null
    ]);
    let statement = db::raw(
        "INSERT INTO staff_availability (user_id, time_zone, hours, max_per_day) VALUES ($1, NULL, $2, 4)
         ON CONFLICT (user_id) DO NOTHING",
        [demo.staff.id.into(), hours.into()],
    );
    tx.execute_raw(statement).await?;
    let Some(&(_, application)) = applications.iter().find(|(title, _)| *title == "Junior Data Analyst") else {
        return Ok(());
    };
    // No sealed secret: the server seals a new one when the applicant first opens My Application.
    let unknown = crate::auth::tokens::random_token();
    let new = NewRequest {
        application_id: application,
        token_hash: crate::auth::tokens::token_hash(&unknown),
        token_sealed: Vec::new(),
        arrangement: Arrangement::BackToBack,
        message: Some("Thanks for the first interview! Please choose a time for the second round."),
        window_end: window_end(chrono::Utc::now(), tx.tenant().zone(), 10),
        created_by: demo.staff.id,
    };
    let request = repo::insert_request(tx, &new).await?;
    let sessions = [
        NewSession {
            title: "Case study",
            minutes: 60,
            panel: false,
            interviewers: vec![demo.staff.id],
            location: Some("https://meet.example.com/demo-case-study"),
            buffer_before: 0,
            buffer_after: 15,
        },
        NewSession {
            title: "Meet the team lead",
            minutes: 30,
            panel: true,
            interviewers: vec![demo.admin.id],
            location: Some("https://meet.example.com/demo-team-lead"),
            buffer_before: 0,
            buffer_after: 0,
        },
    ];
    repo::insert_sessions(tx, request, &sessions).await?;
    Ok(())
}

/// `$1` interviewers `interviewer<n>@demo.test` (staff, sharing the password hash `$2`). Set-based.
const GENERATED_INTERVIEWERS: &str = "INSERT INTO users (email, password_hash, name, role)
     SELECT 'interviewer' || i || '@demo.test', $2, 'Interviewer ' || i, 'staff' FROM generate_series(1, $1::int) AS i
     ON CONFLICT (email) DO NOTHING";

/// Removes earlier generated events (their attendees go with them).
const REMOVE_GENERATED_EVENTS: &str = "DELETE FROM calendar_events WHERE description = 'Generated for benchmarks.'";

/// `$1` events over the year from today: event i starts on working day i / 20 (a week has 5) at
/// 08:00–15:30 UTC in half hours, lasts 30–90 minutes, is organised by interviewer i % 20 + 1 with
/// the next one or two as attendees; one in five is an interview, the rest meetings. Set-based.
const GENERATED_EVENTS_CALENDAR: &str = "WITH iv AS (SELECT id, row_number() OVER (ORDER BY email) - 1 AS n
                 FROM users WHERE email LIKE 'interviewer%@demo.test'),
          e AS (SELECT i, date_trunc('day', now()) + ((i / 20) / 5 * 7 + (i / 20) % 5) * interval '1 day'
                          + interval '8 hours' + (i % 16) * interval '30 minutes' AS starts_at
                FROM generate_series(0, $1::int - 1) AS i),
          ins AS (INSERT INTO calendar_events (uid, title, starts_at, ends_at, label, description, organizer_id)
                  SELECT gen_random_uuid(), 'Generated event ' || e.i, e.starts_at,
                         e.starts_at + (30 + (e.i % 3) * 30) * interval '1 minute',
                         CASE WHEN e.i % 5 = 0 THEN 'interview' ELSE 'meeting' END,
                         'Generated for benchmarks.', iv.id
                  FROM e JOIN iv ON iv.n = e.i % (SELECT count(*) FROM iv)
                  RETURNING id, starts_at, ends_at, organizer_id)
     INSERT INTO calendar_attendees (event_id, user_id, response, starts_at, ends_at, all_day, busy)
     SELECT ins.id, iv.id, 'accepted', ins.starts_at, ins.ends_at, false, true
     FROM ins JOIN iv o ON o.id = ins.organizer_id
     JOIN iv ON iv.n IN (o.n, (o.n + 1) % (SELECT count(*) FROM iv), (o.n + 1 + ins.id % 2) % (SELECT count(*) FROM iv))";

/// A busy team's calendar for benchmarks: `interviewers` staff members and `events` events over
/// the year ahead (earlier generated ones are replaced). Returns how many events there are.
pub async fn seed_calendar_volume(
    db: &Database,
    slug: &TenantSlug,
    interviewers: u32,
    events: u32,
) -> Result<u64, AdminError> {
    let tx = tenant_tx(db, slug).await?;
    let hash = hash_password(DEMO_PASSWORD.to_owned()).await.map_err(invalid)?;
    let interviewers = i32::try_from(interviewers).unwrap_or(i32::MAX);
    tx.execute_raw(db::raw(GENERATED_INTERVIEWERS, [interviewers.into(), hash.into()])).await?;
    tx.execute_raw(db::raw(REMOVE_GENERATED_EVENTS, [])).await?;
    let events = i32::try_from(events).unwrap_or(i32::MAX);
    tx.execute_raw(db::raw(GENERATED_EVENTS_CALENDAR, [events.into()])).await?;
    crate::calendar::repo::bump_version(&tx).await?;
    let count: i64 = tx
        .query_one_raw(db::raw(
            "SELECT count(*) AS n FROM calendar_events WHERE description = 'Generated for benchmarks.'",
            [],
        ))
        .await?
        .map(|row| row.try_get("", "n"))
        .transpose()?
        .unwrap_or(0);
    tx.execute_raw(db::raw("ANALYZE calendar_events, calendar_attendees", [])).await?;
    tx.commit().await?;
    Ok(u64::try_from(count).unwrap_or(0))
}

/// `$1` tasks for the team's to-do lists: task i is assigned to staff member i mod n (the demo
/// team and any generated interviewers), has one of the tenant's tags, is due in -10…19 days,
/// and one in ten is completed, one in twenty trashed. Set-based.
const GENERATED_TASKS: &str = "WITH staff AS (SELECT id, row_number() OVER (ORDER BY email) - 1 AS n
                 FROM users WHERE role IN ('staff', 'admin') AND status = 'active'),
          tags AS (SELECT id, row_number() OVER (ORDER BY id) - 1 AS n FROM task_tags),
          ins AS (INSERT INTO tasks (title, description, assignee_id, created_by, due_on, is_completed,
                                     completed_at, is_trashed, trashed_at, is_starred, is_important)
                  SELECT 'Follow up with candidate ' || i, 'Generated for benchmarks. Call about the role ' || i % 97,
                         staff.id, staff.id, current_date + (i % 30 - 10),
                         i % 10 = 0, CASE WHEN i % 10 = 0 THEN now() END,
                         i % 20 = 1, CASE WHEN i % 20 = 1 THEN now() END, i % 7 = 0, i % 11 = 0
                  FROM generate_series(1, $1::int) AS i
                  JOIN staff ON staff.n = i % (SELECT count(*) FROM staff)
                  RETURNING id)
     INSERT INTO task_tag_links (task_id, tag_id)
     SELECT ins.id, tags.id FROM ins JOIN tags ON tags.n = ins.id % (SELECT count(*) FROM tags)";

/// Many tasks for benchmarks (earlier generated ones are replaced). Returns how many there are.
pub async fn seed_task_volume(db: &Database, slug: &TenantSlug, count: u32) -> Result<u64, AdminError> {
    let tx = tenant_tx(db, slug).await?;
    tx.execute_raw(db::raw("DELETE FROM tasks WHERE description LIKE 'Generated for benchmarks.%'", [])).await?;
    let count = i32::try_from(count).unwrap_or(i32::MAX);
    let inserted = tx.execute_raw(db::raw(GENERATED_TASKS, [count.into()])).await?.rows_affected();
    tx.execute_raw(db::raw("ANALYZE tasks, task_tag_links", [])).await?;
    tx.commit().await?;
    Ok(inserted)
}

/// A CV for every generated applicant who has none: a file record (no bytes in storage) with
/// about 1.5 KB of text that varies by applicant — a name, two of ten skills, a city, a former
/// employer — set as the profile's CV and sent with each of their applications. Set-based.
const GENERATED_CVS: &str = "WITH p AS (
         SELECT p.id, p.user_id, p.full_name, row_number() OVER (ORDER BY p.id) AS n
         FROM persons p JOIN users u ON u.id = p.user_id
         WHERE u.email LIKE 'applicant%@demo.test' AND u.email <> 'applicant@demo.test' AND p.cv_file_id IS NULL),
     f AS (
         INSERT INTO files (owner_user_id, kind, content_type, size_bytes, sha256, storage_key, text_state, original_name, text)
         SELECT p.user_id, 'cv', 'application/pdf', 48000, sha256(p.id::text::bytea), 'bench-cv/' || p.id,
                'done',
                p.full_name || ' CV.pdf',
                'Curriculum vitae of ' || p.full_name || '. Skills: '
                || (ARRAY['Kubernetes', 'Python', 'Tableau', 'Accounting', 'Figma', 'Salesforce', 'Rust',
                          'Marketing', 'Logistics', 'Nursing'])[1 + p.n % 10] || ', '
                || (ARRAY['SQL', 'Excel', 'German', 'French', 'Leadership', 'Negotiation', 'Java'])[1 + p.n % 7]
                || '. Based in ' || (ARRAY['Lisbon', 'Porto', 'Berlin', 'Munich', 'Paris', 'Lyon'])[1 + p.n % 6]
                || '. Previously at ' || (ARRAY['Acme', 'Globex', 'Initech', 'Umbrella', 'Hooli'])[1 + p.n % 5]
                || ' for ' || (1 + p.n % 12) || ' years. '
                || repeat('Led projects end to end, mentored colleagues and reported to management. ', 20)
         FROM p
         RETURNING id, storage_key),
     linked AS (
         UPDATE persons SET cv_file_id = f.id FROM f WHERE f.storage_key = 'bench-cv/' || persons.id
         RETURNING persons.id AS person_id, f.id AS file_id)
     UPDATE applications a SET cv_file_id = linked.file_id FROM linked WHERE a.person_id = linked.person_id";

/// CVs with text for the generated applicants (see [`GENERATED_CVS`]). Returns how many
/// applications now carry one.
pub async fn seed_cv_texts(db: &Database, slug: &TenantSlug) -> Result<u64, AdminError> {
    let tx = tenant_tx(db, slug).await?;
    let linked = tx.execute_raw(db::raw(GENERATED_CVS, [])).await?.rows_affected();
    tx.execute_raw(db::raw("ANALYZE files, persons, applications", [])).await?;
    tx.commit().await?;
    Ok(linked)
}

/// `$2` applicants `applicant<n>@demo.test` sharing the password hash `$1` (so seeding stays
/// fast). Set-based: 50,000 applicants in one statement.
const GENERATED_APPLICANTS: &str = "INSERT INTO users (email, password_hash, name, role)
     SELECT 'applicant' || i || '@demo.test', $1, 'Applicant ' || i, 'user' FROM generate_series(1, $2::int) AS i
     ON CONFLICT (email) DO NOTHING";

/// A profile for each generated applicant. Set-based, like [`GENERATED_APPLICANTS`].
const GENERATED_PROFILES: &str = "INSERT INTO persons (user_id, full_name, city, country, skills)
     SELECT id, name, 'Lisbon', 'Portugal', ARRAY['SQL', 'Excel'] FROM users
     WHERE email LIKE 'applicant%@demo.test' AND email <> 'applicant@demo.test'
     ON CONFLICT (user_id) DO NOTHING";

/// `$1` applications per generated applicant (three in four with a source): applicant n's k-th
/// goes to vacancy (7n + 13k) mod count, in id order — distinct per applicant, about the same number for every vacancy. The
/// first `$2` applicants send their first application to the first vacancy instead (a busy
/// pipeline). Set-based: 200,000 applications take seconds, not hours.
const GENERATED_APPLICATIONS: &str =
    "WITH v AS (SELECT id, category, row_number() OVER (ORDER BY id) - 1 AS n FROM vacancies),
          p AS (SELECT p.id, p.full_name, u.email, row_number() OVER (ORDER BY p.id) - 1 AS n
                FROM persons p JOIN users u ON u.id = p.user_id
                WHERE u.email LIKE 'applicant%@demo.test' AND u.email <> 'applicant@demo.test')
     INSERT INTO applications (vacancy_id, category, person_id, status, answers, consent_text, consent_at, source,
                               applicant_name, applicant_email, created_at, updated_at)
     SELECT v.id, v.category, p.id,
            (ARRAY['submitted', 'in_review', 'interview', 'offered', 'rejected'])[1 + (p.n + k) % 5],
            '[]'::jsonb, 'Generated for benchmarks.', now(),
            (ARRAY[NULL, 'linkedin', 'indeed', 'referral'])[1 + (p.n + 2 * k) % 4],
            p.full_name, p.email,
            now() - ((p.n + k) % 30) * interval '1 day' - (p.n % 1440) * interval '1 minute', now()
     FROM p CROSS JOIN generate_series(0, $1::int - 1) AS k
     JOIN v ON v.n = CASE WHEN k = 0 AND p.n < $2 THEN 0
                          ELSE (p.n * 7 + k * 13) % (SELECT count(*) FROM vacancies) END
     ON CONFLICT ON CONSTRAINT applications_vacancy_person_key DO NOTHING";

/// The generated applications' histories: submitted, then the step to the current status.
/// Set-based, like [`GENERATED_APPLICATIONS`].
const GENERATED_EVENTS: &str =
    "INSERT INTO application_events (application_id, from_status, to_status, actor_label, at)
     SELECT id, NULL, 'submitted', applicant_email, created_at FROM applications
     WHERE consent_text = 'Generated for benchmarks.'
     UNION ALL
     SELECT id, 'submitted', status, 'staff@demo.test', created_at + interval '1 day' FROM applications
     WHERE consent_text = 'Generated for benchmarks.' AND status <> 'submitted'";

/// Generated applicants with profiles and applications spread over the vacancies, each with its
/// history.
async fn seed_volume(tx: &TenantTx, hash: &str, volumes: Volumes) -> Result<(u64, u64), AdminError> {
    let applicants = i32::try_from(volumes.applicants).unwrap_or(i32::MAX);
    let applicants = tx.execute_raw(db::raw(GENERATED_APPLICANTS, [hash.into(), applicants.into()])).await?;
    tx.execute_raw(db::raw(GENERATED_PROFILES, [])).await?;
    let each = i32::try_from(volumes.applications_each).unwrap_or(4);
    let hot = i64::from(volumes.hot_applications);
    let applications = tx.execute_raw(db::raw(GENERATED_APPLICATIONS, [each.into(), hot.into()])).await?;
    tx.execute_raw(db::raw(GENERATED_EVENTS, [])).await?;
    // Each at its status's stage, as the repo's own writes are.
    applications::settle_stages(tx).await?;
    Ok((applicants.rows_affected(), applications.rows_affected()))
}

/// `($1 + 3) / 4` threads for the generated messages (four messages each).
const GENERATED_THREADS: &str =
    "INSERT INTO mail_threads (created_at) SELECT now() FROM generate_series(1, ($1::int + 3) / 4)";

/// `$1` messages, four to a thread (the threads just made, newest first): message i's tenth
/// `i % 10` says who writes — 0 an applicant to the staff member, 1–3 the staff member to an
/// applicant, 4–6 an applicant to the admin, 7–9 the admin to an applicant — a few minutes apart.
/// Set-based: 200,000 messages take seconds.
const GENERATED_MESSAGES: &str = "WITH a AS (SELECT id, name, email, row_number() OVER (ORDER BY id) - 1 AS n
                FROM users WHERE email LIKE 'applicant%@demo.test'),
          s AS (SELECT id, name, email FROM users WHERE email = 'staff@demo.test'),
          ad AS (SELECT id, name, email FROM users WHERE email = 'admin@demo.test'),
          last AS (SELECT max(id) AS id FROM mail_threads)
     INSERT INTO mail_messages (thread_id, sender_user_id, sender_name, sender_email, to_user_ids, subject,
                                body, sent_at)
     SELECT last.id - (i - 1) / 4,
            CASE WHEN i % 10 = 0 OR i % 10 BETWEEN 4 AND 6 THEN a.id WHEN i % 10 <= 3 THEN s.id ELSE ad.id END,
            CASE WHEN i % 10 = 0 OR i % 10 BETWEEN 4 AND 6 THEN a.name WHEN i % 10 <= 3 THEN s.name ELSE ad.name END,
            CASE WHEN i % 10 = 0 OR i % 10 BETWEEN 4 AND 6 THEN a.email WHEN i % 10 <= 3 THEN s.email ELSE ad.email END,
            ARRAY[CASE WHEN i % 10 = 0 THEN s.id WHEN i % 10 BETWEEN 4 AND 6 THEN ad.id ELSE a.id END],
            (ARRAY['Interview availability', 'Question about the role', 'Documents for my application',
                   'Next steps', 'Offer details', 'Portfolio', 'Relocation', 'Salary expectations'])[1 + i % 8]
                || ' #' || i,
            'Hello ' || a.name || ', thank you for your message about '
                || (ARRAY['the interview', 'the team', 'your documents', 'the next steps', 'the offer',
                          'your portfolio', 'moving to Lisbon', 'the salary range'])[1 + i % 8]
                || '. We will get back to you within a few days with more details. Kind regards.',
            now() - i * interval '2 minutes'
     FROM generate_series(1, $1::int) AS i
     CROSS JOIN s CROSS JOIN ad CROSS JOIN last
     JOIN a ON a.n = i % (SELECT count(*) FROM a)";

/// The sender's and the recipient's copy of each generated message (ids above `$1`): a tenth of
/// the received ones unread, some starred, some labelled. Set-based.
const GENERATED_COPIES: &str = "INSERT INTO mail_copies (user_id, message_id, folder, starred, unread, labels,
                                                   sent_at, application_id)
     SELECT sender_user_id, id, 'sent', false, false, '{}', sent_at, NULL::bigint FROM mail_messages WHERE id > $1
     UNION ALL
     SELECT to_user_ids[1], id, 'inbox', id % 13 = 0, id % 10 = 3,
            CASE WHEN id % 7 = 0 THEN ARRAY['important'] ELSE '{}' END, sent_at, NULL
     FROM mail_messages WHERE id > $1";

/// Generated conversations between the generated applicants and the demo staff and admin.
async fn seed_message_volume(tx: &TenantTx, count: u32) -> Result<u64, AdminError> {
    let count = i32::try_from(count).unwrap_or(i32::MAX);
    let before: Option<i64> = tx
        .query_one_raw(db::raw("SELECT max(id) AS id FROM mail_messages", []))
        .await?
        .map(|row| row.try_get("", "id"))
        .transpose()?
        .flatten();
    tx.execute_raw(db::raw(GENERATED_THREADS, [count.into()])).await?;
    let created = tx.execute_raw(db::raw(GENERATED_MESSAGES, [count.into()])).await?;
    tx.execute_raw(db::raw(GENERATED_COPIES, [before.unwrap_or(0).into()])).await?;
    crate::messages::repo::recount_totals(tx).await?;
    Ok(created.rows_affected())
}

/// `$3` applicants `<$1><n>@bench.test` sharing the password hash `$2`. Set-based.
const FRESH_APPLICANTS: &str = "INSERT INTO users (email, password_hash, name, role)
     SELECT $1 || i || '@bench.test', $2, 'Fresh Applicant ' || i, 'user' FROM generate_series(1, $3::int) AS i
     ON CONFLICT (email) DO NOTHING";

/// A profile for each user whose e-mail matches the pattern `$1`. Set-based.
const FRESH_PROFILES: &str = "INSERT INTO persons (user_id, full_name, city, country, skills)
     SELECT id, name, 'Porto', 'Portugal', ARRAY['SQL'] FROM users WHERE email LIKE $1
     ON CONFLICT (user_id) DO NOTHING";

/// A CV record (no bytes are stored) for each of those without one. Set-based.
const FRESH_CVS: &str =
    "INSERT INTO files (owner_user_id, kind, content_type, size_bytes, sha256, storage_key, original_name)
     SELECT u.id, 'cv', 'application/pdf', 1024, sha256(u.id::text::bytea), 'bench/cv/' || u.id, 'CV.pdf'
     FROM users u JOIN persons p ON p.user_id = u.id WHERE u.email LIKE $1 AND p.cv_file_id IS NULL
     ON CONFLICT ON CONSTRAINT files_storage_key_key DO NOTHING";

/// Each of those profiles pointed at its CV. Set-based.
const FRESH_CVS_ATTACHED: &str = "UPDATE persons p SET cv_file_id = f.id FROM users u, files f
     WHERE u.id = p.user_id AND f.owner_user_id = u.id AND f.kind = 'cv' AND u.email LIKE $1";

/// The `bench.test` e-mail pattern of the applicants under `prefix`, its characters matched literally.
fn bench_pattern(prefix: &str) -> String {
    [&like_escape(prefix), "%@bench.test"].concat()
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
    let hash = hash_password(DEMO_PASSWORD.to_owned()).await.map_err(invalid)?;
    let count = i32::try_from(count).unwrap_or(i32::MAX);
    let created = tx.execute_raw(db::raw(FRESH_APPLICANTS, [prefix.into(), hash.into(), count.into()])).await?;
    let pattern = bench_pattern(prefix);
    for step in [FRESH_PROFILES, FRESH_CVS, FRESH_CVS_ATTACHED] {
        tx.execute_raw(db::raw(step, [pattern.clone().into()])).await?;
    }
    tx.commit().await?;
    Ok(created.rows_affected())
}

/// The dashboard's figures about the applications of the users whose e-mail matches `$1`, taken
/// away before the applications are.
const FORGET_FRESH_APPLICATIONS: &str = "SELECT desk_forget(ARRAY(SELECT a.id FROM applications a
     JOIN persons p ON p.id = a.person_id JOIN users u ON u.id = p.user_id WHERE u.email LIKE $1))";

/// The applications of the users whose e-mail matches `$1`.
const REMOVE_FRESH_APPLICATIONS: &str = "DELETE FROM applications a USING persons p, users u
     WHERE a.person_id = p.id AND p.user_id = u.id AND u.email LIKE $1";

/// Mail to those users.
const REMOVE_FRESH_MAIL: &str = "DELETE FROM outbox_emails WHERE to_address LIKE $1";

/// The users themselves (their profiles go with them) and their files.
const REMOVE_FRESH_USERS: &str = "WITH gone AS (DELETE FROM users WHERE email LIKE $1 RETURNING id)
     DELETE FROM files WHERE owner_user_id IN (SELECT id FROM gone)";

/// Removes what [`seed_fresh_applicants`] created under `prefix`, with their applications, so a
/// benchmark leaves the tenant as it found it. Returns how many applications went with them.
/// Set-based statements, like the seeding.
pub async fn remove_fresh_applicants(db: &Database, slug: &TenantSlug, prefix: &str) -> Result<u64, AdminError> {
    let tx = tenant_tx(db, slug).await?;
    let pattern = bench_pattern(prefix);
    tx.execute_raw(db::raw(FORGET_FRESH_APPLICATIONS, [pattern.clone().into()])).await?;
    let applications = tx.execute_raw(db::raw(REMOVE_FRESH_APPLICATIONS, [pattern.clone().into()])).await?;
    tx.execute_raw(db::raw(REMOVE_FRESH_MAIL, [pattern.clone().into()])).await?;
    tx.execute_raw(db::raw(REMOVE_FRESH_USERS, [pattern.into()])).await?;
    // Their applications' interviews went with them.
    crate::calendar::repo::bump_version(&tx).await?;
    tx.commit().await?;
    Ok(applications.rows_affected())
}

fn like_escape(text: &str) -> String {
    text.replace('\\', "\\\\").replace('%', "\\%").replace('_', "\\_")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn applicant_prefixes_match_literally_in_like_patterns() {
        assert_eq!(like_escape("fresh-1a_"), "fresh-1a\\_");
        assert_eq!(like_escape("100%"), "100\\%");
        assert_eq!(like_escape("a\\b"), "a\\\\b");
        assert_eq!(bench_pattern("f_"), "f\\_%@bench.test");
    }

    #[test]
    fn the_engineering_template_is_a_valid_process() {
        assert!(crate::vacancies::stages::check_stages(engineering_stages()).is_ok());
    }

    #[test]
    fn every_curated_vacancy_is_valid() {
        for n in 1..=VACANCIES.len() {
            assert!(curated_vacancy(n).validate().is_ok(), "curated vacancy {n}");
        }
    }

    #[test]
    fn the_demo_profile_is_valid() {
        assert!(demo_profile().validate().is_ok());
    }
}
