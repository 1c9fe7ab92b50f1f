//! The mails eRecruit sends, in each supported language.

use sea_orm::Iterable;

use crate::locale::Locale;

#[derive(Debug, Clone)]
pub enum MailKind {
    /// A single-use link to choose a new password, valid for one hour.
    PasswordReset { link: String },
    /// Notice that the password was changed, so an account owner notices a takeover.
    PasswordChanged,
    /// The code that lets a sign-in set up two-factor sign-in, valid `minutes`.
    EnrolmentCode { code: String, minutes: i64 },
    /// Two-factor sign-in locked itself after `wrong_codes` wrong codes in a row.
    SecondFactorLocked { wrong_codes: i32 },
    /// Confirmation that an application arrived.
    ApplicationReceived { vacancy: String },
    /// A recruiter moved the application; `status` is the new status's code (e.g. `interview`).
    ApplicationStatusChanged { vacancy: String, status: String },
    /// A new message: who wrote, its subject, the start of its text (none when the message is
    /// private) and a link to it.
    NewMessage { from: String, subject: String, preview: Option<String>, link: String },
    /// An invitation to an event (an interview or a meeting), or its update (`updated`); the mail
    /// carries the event as a `text/calendar` part. `when` is already written out in the
    /// recipient's zone.
    EventInvitation { title: String, when: String, location: Option<String>, link: String, updated: bool },
    /// An event the recipient was invited to is cancelled (with a `METHOD:CANCEL` part).
    EventCancelled { title: String, when: String },
    /// An invitation to join the recruiting team: who invited, as what (`admin` or `staff`), and
    /// the single-use link, valid for 7 days.
    TeamInvitation { inviter: String, role: String, link: String },
    /// A recruiter declined the application and chose to say so: the tenant's own text when it
    /// wrote one for the recipient's language (`{name}` and `{vacancy}` filled in), else ours.
    ApplicationRejected { vacancy: String, template: Option<MailText> },
    /// The applicant answered an interview invitation; to its organiser.
    InterviewAnswered {
        applicant: String,
        title: String,
        when: String,
        accepted: bool,
        message: Option<String>,
        link: String,
    },
    /// Confirm a job alert (double opt-in): what it asks for, and the single-use link (7 days).
    JobAlertConfirm { criteria: String, link: String },
    /// A job alert's daily digest: the new vacancies (title, address), and the manage page.
    JobAlertDigest { vacancies: Vec<(String, String)>, manage: String },
    /// The tenant's retention will anonymise a closed application on `date` (written out) unless
    /// its applicant keeps it (`link`: their applications).
    RetentionNotice { vacancy: String, date: String, link: String },
}

impl MailKind {
    /// The stored template name.
    pub fn name(&self) -> &'static str {
        match self {
            Self::PasswordReset { .. } => "password_reset",
            Self::PasswordChanged => "password_changed",
            Self::EnrolmentCode { .. } => "mfa_enrolment_code",
            Self::SecondFactorLocked { .. } => "mfa_locked",
            Self::ApplicationReceived { .. } => "application_received",
            Self::ApplicationStatusChanged { .. } => "application_status_changed",
            Self::NewMessage { .. } => "new_message",
            Self::EventInvitation { updated: false, .. } => "event_invitation",
            Self::EventInvitation { updated: true, .. } => "event_updated",
            Self::EventCancelled { .. } => "event_cancelled",
            Self::InterviewAnswered { .. } => "interview_answered",
            Self::TeamInvitation { .. } => "team_invitation",
            Self::ApplicationRejected { .. } => "application_rejected",
            Self::JobAlertConfirm { .. } => "job_alert_confirm",
            Self::JobAlertDigest { .. } => "job_alert_digest",
            Self::RetentionNotice { .. } => "retention_notice",
        }
    }
}

/// A subject and text a tenant wrote, with `{name}` and `{vacancy}` still to fill in.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MailText {
    pub subject: String,
    pub body: String,
}

impl MailText {
    fn fill(&self, name: &str, vacancy: &str) -> (String, String) {
        let fill = |text: &str| text.replace("{name}", name).replace("{vacancy}", vacancy);
        (fill(&self.subject), fill(&self.body))
    }
}

/// The rejection the applicant gets when the tenant wrote none for their language.
pub fn default_rejection(locale: Locale) -> MailText {
    let (subject, body) = match locale {
        Locale::En => (
            "Your application for {vacancy}",
            "Hello {name},\n\nthank you for your interest in the position {vacancy} and for the time you \
             took to apply. After careful consideration we have decided not to take your application further.\n\n\
             We wish you every success in your search.",
        ),
        Locale::De => (
            "Ihre Bewerbung für {vacancy}",
            "Hallo {name},\n\nvielen Dank für Ihr Interesse an der Stelle {vacancy} und die Zeit, die Sie sich \
             für Ihre Bewerbung genommen haben. Nach sorgfältiger Prüfung haben wir uns entschieden, Ihre Bewerbung \
             nicht weiter zu berücksichtigen.\n\nWir wünschen Ihnen für Ihre weitere Suche viel Erfolg.",
        ),
        Locale::Fr => (
            "Votre candidature au poste {vacancy}",
            "Bonjour {name},\n\nmerci de l’intérêt que vous portez au poste {vacancy} et du temps consacré à \
             votre candidature. Après un examen attentif, nous avons décidé de ne pas y donner suite.\n\n\
             Nous vous souhaitons pleine réussite dans vos recherches.",
        ),
        Locale::Pt => (
            "A sua candidatura a {vacancy}",
            "Olá {name},\n\nobrigado pelo interesse na vaga {vacancy} e pelo tempo dedicado à sua candidatura. \
             Após uma análise cuidada, decidimos não dar seguimento à sua candidatura.\n\n\
             Desejamos-lhe muito sucesso na sua procura.",
        ),
    };
    MailText { subject: subject.to_owned(), body: body.to_owned() }
}

pub struct Rendered {
    pub subject: String,
    pub body: String,
}

/// Renders a mail for `name` from `site` (the tenant's recruitment title) in `locale`.
pub fn render(kind: &MailKind, locale: Locale, name: &str, site: &str) -> Rendered {
    let (subject, body) = match (kind, locale) {
        (MailKind::PasswordReset { link }, Locale::En) => (
            format!("Reset your password for {site}"),
            format!(
                "Hello {name},\n\nsomeone asked to reset the password of your {site} account. \
                 To choose a new password, open this link within one hour:\n\n{link}\n\n\
                 If you did not ask for this, you can ignore this e-mail: your password stays unchanged.\n\n{site}\n"
            ),
        ),
        (MailKind::PasswordReset { link }, Locale::De) => (
            format!("Passwort für {site} zurücksetzen"),
            format!(
                "Hallo {name},\n\njemand hat angefordert, das Passwort Ihres Kontos bei {site} zurückzusetzen. \
                 Öffnen Sie innerhalb einer Stunde diesen Link, um ein neues Passwort zu wählen:\n\n{link}\n\n\
                 Wenn Sie das nicht angefordert haben, ignorieren Sie diese E-Mail: Ihr Passwort bleibt unverändert.\n\n{site}\n"
            ),
        ),
        (MailKind::PasswordReset { link }, Locale::Fr) => (
            format!("Réinitialisez votre mot de passe pour {site}"),
            format!(
                "Bonjour {name},\n\nquelqu’un a demandé la réinitialisation du mot de passe de votre compte {site}. \
                 Pour choisir un nouveau mot de passe, ouvrez ce lien dans l’heure :\n\n{link}\n\n\
                 Si vous n’êtes pas à l’origine de cette demande, ignorez cet e-mail : votre mot de passe reste inchangé.\n\n{site}\n"
            ),
        ),
        (MailKind::PasswordReset { link }, Locale::Pt) => (
            format!("Redefina a sua senha de {site}"),
            format!(
                "Olá {name},\n\nalguém pediu para redefinir a senha da sua conta em {site}. \
                 Para escolher uma nova senha, abra este link no prazo de uma hora:\n\n{link}\n\n\
                 Se não foi você, ignore este e-mail: a sua senha continua a mesma.\n\n{site}\n"
            ),
        ),
        (MailKind::PasswordChanged, Locale::En) => (
            format!("Your {site} password was changed"),
            format!(
                "Hello {name},\n\nthe password of your {site} account was just changed. \
                 If this was not you, reset your password right away and contact the recruiting team.\n\n{site}\n"
            ),
        ),
        (MailKind::PasswordChanged, Locale::De) => (
            format!("Ihr Passwort für {site} wurde geändert"),
            format!(
                "Hallo {name},\n\ndas Passwort Ihres Kontos bei {site} wurde soeben geändert. \
                 Falls Sie das nicht waren, setzen Sie Ihr Passwort sofort zurück und wenden Sie sich an das Recruiting-Team.\n\n{site}\n"
            ),
        ),
        (MailKind::PasswordChanged, Locale::Fr) => (
            format!("Votre mot de passe {site} a été modifié"),
            format!(
                "Bonjour {name},\n\nle mot de passe de votre compte {site} vient d’être modifié. \
                 Si ce n’était pas vous, réinitialisez-le immédiatement et contactez l’équipe de recrutement.\n\n{site}\n"
            ),
        ),
        (MailKind::PasswordChanged, Locale::Pt) => (
            format!("A sua senha de {site} foi alterada"),
            format!(
                "Olá {name},\n\na senha da sua conta em {site} acabou de ser alterada. \
                 Se não foi você, redefina a senha imediatamente e contacte a equipa de recrutamento.\n\n{site}\n"
            ),
        ),
        (MailKind::EnrolmentCode { code, minutes }, Locale::En) => (
            format!("Your code to set up two-factor sign-in at {site}"),
            format!(
                "Hello {name},\n\nyour organisation requires two-factor sign-in. To set up your authenticator app, \
                 enter this code on the sign-in page within {minutes} minutes:\n\n{code}\n\n\
                 If you did not just sign in, someone knows your password: change it right away and tell the recruiting team.\n\n{site}\n"
            ),
        ),
        (MailKind::EnrolmentCode { code, minutes }, Locale::De) => (
            format!("Ihr Code zum Einrichten der Zwei-Faktor-Anmeldung bei {site}"),
            format!(
                "Hallo {name},\n\nIhre Organisation verlangt die Zwei-Faktor-Anmeldung. Um Ihre Authenticator-App einzurichten, \
                 geben Sie diesen Code innerhalb von {minutes} Minuten auf der Anmeldeseite ein:\n\n{code}\n\n\
                 Falls Sie sich nicht gerade angemeldet haben, kennt jemand Ihr Passwort: Ändern Sie es sofort und informieren Sie das Recruiting-Team.\n\n{site}\n"
            ),
        ),
        (MailKind::EnrolmentCode { code, minutes }, Locale::Fr) => (
            format!("Votre code pour activer la connexion à deux facteurs sur {site}"),
            format!(
                "Bonjour {name},\n\nvotre organisation exige la connexion à deux facteurs. Pour configurer votre application \
                 d’authentification, saisissez ce code sur la page de connexion dans les {minutes} minutes :\n\n{code}\n\n\
                 Si vous ne venez pas de vous connecter, quelqu’un connaît votre mot de passe : changez-le immédiatement et prévenez l’équipe de recrutement.\n\n{site}\n"
            ),
        ),
        (MailKind::EnrolmentCode { code, minutes }, Locale::Pt) => (
            format!("O seu código para ativar o início de sessão em dois passos em {site}"),
            format!(
                "Olá {name},\n\na sua organização exige o início de sessão em dois passos. Para configurar a sua aplicação \
                 de autenticação, introduza este código na página de início de sessão no prazo de {minutes} minutos:\n\n{code}\n\n\
                 Se não acabou de iniciar sessão, alguém conhece a sua senha: altere-a imediatamente e avise a equipa de recrutamento.\n\n{site}\n"
            ),
        ),
        (MailKind::SecondFactorLocked { wrong_codes }, Locale::En) => (
            format!("Two-factor sign-in at {site} is locked"),
            format!(
                "Hello {name},\n\n{wrong_codes} wrong codes in a row were entered for your {site} account after its password, \
                 so codes from your authenticator app are no longer accepted. To sign in, use one of your recovery codes \
                 (that unlocks it), or ask an admin to reset your two-factor sign-in.\n\n\
                 If this was not you, someone knows your password: change it right away.\n\n{site}\n"
            ),
        ),
        (MailKind::SecondFactorLocked { wrong_codes }, Locale::De) => (
            format!("Die Zwei-Faktor-Anmeldung bei {site} ist gesperrt"),
            format!(
                "Hallo {name},\n\nfür Ihr Konto bei {site} wurden nach dem Passwort {wrong_codes} falsche Codes in Folge eingegeben, \
                 daher werden Codes Ihrer Authenticator-App nicht mehr angenommen. Melden Sie sich mit einem Ihrer \
                 Wiederherstellungscodes an (das hebt die Sperre auf) oder bitten Sie einen Admin, Ihre Zwei-Faktor-Anmeldung zurückzusetzen.\n\n\
                 Falls Sie das nicht waren, kennt jemand Ihr Passwort: Ändern Sie es sofort.\n\n{site}\n"
            ),
        ),
        (MailKind::SecondFactorLocked { wrong_codes }, Locale::Fr) => (
            format!("La connexion à deux facteurs sur {site} est verrouillée"),
            format!(
                "Bonjour {name},\n\n{wrong_codes} codes erronés d’affilée ont été saisis pour votre compte {site} après son mot de passe : \
                 les codes de votre application d’authentification ne sont plus acceptés. Pour vous connecter, utilisez un de vos \
                 codes de secours (cela la déverrouille) ou demandez à un administrateur de réinitialiser votre connexion à deux facteurs.\n\n\
                 Si ce n’était pas vous, quelqu’un connaît votre mot de passe : changez-le immédiatement.\n\n{site}\n"
            ),
        ),
        (MailKind::SecondFactorLocked { wrong_codes }, Locale::Pt) => (
            format!("O início de sessão em dois passos em {site} está bloqueado"),
            format!(
                "Olá {name},\n\nforam introduzidos {wrong_codes} códigos errados seguidos na sua conta em {site} depois da senha, \
                 por isso os códigos da sua aplicação de autenticação deixaram de ser aceites. Para entrar, use um dos seus \
                 códigos de recuperação (isso desbloqueia-o) ou peça a um administrador que reponha o seu início de sessão em dois passos.\n\n\
                 Se não foi você, alguém conhece a sua senha: altere-a imediatamente.\n\n{site}\n"
            ),
        ),
        (MailKind::ApplicationReceived { vacancy }, Locale::En) => (
            format!("We received your application for {vacancy}"),
            format!(
                "Hello {name},\n\nthank you for applying for {vacancy} at {site}. We will review your application \
                 and keep you posted; you can follow its status under My Application.\n\n{site}\n"
            ),
        ),
        (MailKind::ApplicationReceived { vacancy }, Locale::De) => (
            format!("Ihre Bewerbung für {vacancy} ist eingegangen"),
            format!(
                "Hallo {name},\n\nvielen Dank für Ihre Bewerbung als {vacancy} bei {site}. Wir prüfen Ihre Bewerbung \
                 und halten Sie auf dem Laufenden; den Stand sehen Sie unter Meine Bewerbungen.\n\n{site}\n"
            ),
        ),
        (MailKind::ApplicationReceived { vacancy }, Locale::Fr) => (
            format!("Nous avons bien reçu votre candidature pour {vacancy}"),
            format!(
                "Bonjour {name},\n\nmerci d’avoir postulé au poste {vacancy} chez {site}. Nous allons étudier votre \
                 candidature et vous tenir informé(e) ; suivez son statut dans Mes candidatures.\n\n{site}\n"
            ),
        ),
        (MailKind::ApplicationReceived { vacancy }, Locale::Pt) => (
            format!("Recebemos a sua candidatura para {vacancy}"),
            format!(
                "Olá {name},\n\nobrigado pela sua candidatura a {vacancy} em {site}. Vamos analisá-la e mantê-lo \
                 informado; acompanhe o estado em As minhas candidaturas.\n\n{site}\n"
            ),
        ),
        (MailKind::NewMessage { from, subject, preview, link }, locale) => {
            let quoted = preview.as_deref().map(|text| format!("\n\n> {text}")).unwrap_or_default();
            match locale {
                Locale::En => (
                    format!("New message from {from}: {subject}"),
                    format!(
                        "Hello {name},\n\n{from} sent you a message on {site}: “{subject}”.{quoted}\n\n\
                         Read and answer it here:\n\n{link}\n\n{site}\n"
                    ),
                ),
                Locale::De => (
                    format!("Neue Nachricht von {from}: {subject}"),
                    format!(
                        "Hallo {name},\n\n{from} hat Ihnen bei {site} eine Nachricht geschickt: „{subject}“.{quoted}\n\n\
                         Hier können Sie sie lesen und beantworten:\n\n{link}\n\n{site}\n"
                    ),
                ),
                Locale::Fr => (
                    format!("Nouveau message de {from} : {subject}"),
                    format!(
                        "Bonjour {name},\n\n{from} vous a envoyé un message sur {site} : « {subject} ».{quoted}\n\n\
                         Lisez-le et répondez ici :\n\n{link}\n\n{site}\n"
                    ),
                ),
                Locale::Pt => (
                    format!("Nova mensagem de {from}: {subject}"),
                    format!(
                        "Olá {name},\n\n{from} enviou-lhe uma mensagem em {site}: “{subject}”.{quoted}\n\n\
                         Leia e responda aqui:\n\n{link}\n\n{site}\n"
                    ),
                ),
            }
        }
        (MailKind::ApplicationStatusChanged { vacancy, status }, locale) => {
            let status = status_label(status, locale);
            match locale {
                Locale::En => (
                    format!("Your application for {vacancy}: {status}"),
                    format!(
                        "Hello {name},\n\nthe status of your application for {vacancy} is now: {status}.\n\n\
                         You can follow it under My Application.\n\n{site}\n"
                    ),
                ),
                Locale::De => (
                    format!("Ihre Bewerbung für {vacancy}: {status}"),
                    format!(
                        "Hallo {name},\n\nder Stand Ihrer Bewerbung für {vacancy} ist jetzt: {status}.\n\n\
                         Sie können ihn unter Meine Bewerbungen verfolgen.\n\n{site}\n"
                    ),
                ),
                Locale::Fr => (
                    format!("Votre candidature pour {vacancy} : {status}"),
                    format!(
                        "Bonjour {name},\n\nle statut de votre candidature pour {vacancy} est désormais : {status}.\n\n\
                         Vous pouvez le suivre dans Mes candidatures.\n\n{site}\n"
                    ),
                ),
                Locale::Pt => (
                    format!("A sua candidatura para {vacancy}: {status}"),
                    format!(
                        "Olá {name},\n\no estado da sua candidatura para {vacancy} é agora: {status}.\n\n\
                         Pode acompanhá-lo em As minhas candidaturas.\n\n{site}\n"
                    ),
                ),
            }
        }
        (MailKind::EventInvitation { title, when, location, link, updated }, locale) => {
            let place = location.as_deref().map(|place| format!("\n{place}")).unwrap_or_default();
            match (locale, updated) {
                (Locale::En, false) => (
                    format!("Invitation: {title}, {when}"),
                    format!(
                        "Hello {name},\n\nyou are invited to {title}.\n\n{when}{place}\n\n\
                         The invitation is attached for your calendar. Details and your answer:\n\n{link}\n\n{site}\n"
                    ),
                ),
                (Locale::En, true) => (
                    format!("Updated: {title}, {when}"),
                    format!(
                        "Hello {name},\n\n{title} has changed. It now takes place:\n\n{when}{place}\n\n\
                         The attached invitation updates your calendar. Details and your answer:\n\n{link}\n\n{site}\n"
                    ),
                ),
                (Locale::De, false) => (
                    format!("Einladung: {title}, {when}"),
                    format!(
                        "Hallo {name},\n\nSie sind zu {title} eingeladen.\n\n{when}{place}\n\n\
                         Die Einladung für Ihren Kalender ist angehängt. Details und Ihre Antwort:\n\n{link}\n\n{site}\n"
                    ),
                ),
                (Locale::De, true) => (
                    format!("Geändert: {title}, {when}"),
                    format!(
                        "Hallo {name},\n\n{title} hat sich geändert und findet jetzt statt:\n\n{when}{place}\n\n\
                         Die angehängte Einladung aktualisiert Ihren Kalender. Details und Ihre Antwort:\n\n{link}\n\n{site}\n"
                    ),
                ),
                (Locale::Fr, false) => (
                    format!("Invitation : {title}, {when}"),
                    format!(
                        "Bonjour {name},\n\nvous êtes invité(e) à {title}.\n\n{when}{place}\n\n\
                         L’invitation pour votre agenda est jointe. Détails et réponse :\n\n{link}\n\n{site}\n"
                    ),
                ),
                (Locale::Fr, true) => (
                    format!("Modifié : {title}, {when}"),
                    format!(
                        "Bonjour {name},\n\n{title} a changé et aura lieu :\n\n{when}{place}\n\n\
                         L’invitation jointe met votre agenda à jour. Détails et réponse :\n\n{link}\n\n{site}\n"
                    ),
                ),
                (Locale::Pt, false) => (
                    format!("Convite: {title}, {when}"),
                    format!(
                        "Olá {name},\n\nestá convidado(a) para {title}.\n\n{when}{place}\n\n\
                         O convite para o seu calendário segue em anexo. Detalhes e resposta:\n\n{link}\n\n{site}\n"
                    ),
                ),
                (Locale::Pt, true) => (
                    format!("Alterado: {title}, {when}"),
                    format!(
                        "Olá {name},\n\n{title} mudou e decorre agora:\n\n{when}{place}\n\n\
                         O convite em anexo atualiza o seu calendário. Detalhes e resposta:\n\n{link}\n\n{site}\n"
                    ),
                ),
            }
        }
        (MailKind::EventCancelled { title, when }, locale) => match locale {
            Locale::En => (
                format!("Cancelled: {title}, {when}"),
                format!(
                    "Hello {name},\n\n{title} on {when} is cancelled. The attached notice removes it from your calendar.\n\n{site}\n"
                ),
            ),
            Locale::De => (
                format!("Abgesagt: {title}, {when}"),
                format!(
                    "Hallo {name},\n\n{title} am {when} ist abgesagt. Der Anhang entfernt den Termin aus Ihrem Kalender.\n\n{site}\n"
                ),
            ),
            Locale::Fr => (
                format!("Annulé : {title}, {when}"),
                format!(
                    "Bonjour {name},\n\n{title} du {when} est annulé. La pièce jointe le retire de votre agenda.\n\n{site}\n"
                ),
            ),
            Locale::Pt => (
                format!("Cancelado: {title}, {when}"),
                format!(
                    "Olá {name},\n\n{title} em {when} foi cancelado. O anexo remove-o do seu calendário.\n\n{site}\n"
                ),
            ),
        },
        (MailKind::InterviewAnswered { applicant, title, when, accepted, message, link }, locale) => {
            let said = message.as_deref().map(|text| format!("\n\n“{text}”")).unwrap_or_default();
            match (locale, accepted) {
                (Locale::En, true) => (
                    format!("Accepted: {title}, {when}"),
                    format!("Hello {name},\n\n{applicant} accepted {title} on {when}.{said}\n\n{link}\n\n{site}\n"),
                ),
                (Locale::En, false) => (
                    format!("Declined: {title}, {when}"),
                    format!("Hello {name},\n\n{applicant} declined {title} on {when}.{said}\n\n{link}\n\n{site}\n"),
                ),
                (Locale::De, true) => (
                    format!("Zugesagt: {title}, {when}"),
                    format!("Hallo {name},\n\n{applicant} hat {title} am {when} zugesagt.{said}\n\n{link}\n\n{site}\n"),
                ),
                (Locale::De, false) => (
                    format!("Abgesagt: {title}, {when}"),
                    format!("Hallo {name},\n\n{applicant} hat {title} am {when} abgesagt.{said}\n\n{link}\n\n{site}\n"),
                ),
                (Locale::Fr, true) => (
                    format!("Accepté : {title}, {when}"),
                    format!("Bonjour {name},\n\n{applicant} a accepté {title} du {when}.{said}\n\n{link}\n\n{site}\n"),
                ),
                (Locale::Fr, false) => (
                    format!("Décliné : {title}, {when}"),
                    format!("Bonjour {name},\n\n{applicant} a décliné {title} du {when}.{said}\n\n{link}\n\n{site}\n"),
                ),
                (Locale::Pt, true) => (
                    format!("Aceite: {title}, {when}"),
                    format!("Olá {name},\n\n{applicant} aceitou {title} em {when}.{said}\n\n{link}\n\n{site}\n"),
                ),
                (Locale::Pt, false) => (
                    format!("Recusado: {title}, {when}"),
                    format!("Olá {name},\n\n{applicant} recusou {title} em {when}.{said}\n\n{link}\n\n{site}\n"),
                ),
            }
        }
        (MailKind::TeamInvitation { inviter, role, link }, locale) => {
            let role = role_label(role, locale);
            match locale {
                Locale::En => (
                    format!("{inviter} invited you to {site}"),
                    format!(
                        "Hello {name},\n\n{inviter} invited you to join the recruiting team of {site} as {role}. \
                         To accept, open this link within 7 days and choose your name and password:\n\n{link}\n\n\
                         If you did not expect this invitation, you can ignore this e-mail.\n\n{site}\n"
                    ),
                ),
                Locale::De => (
                    format!("{inviter} hat Sie zu {site} eingeladen"),
                    format!(
                        "Hallo {name},\n\n{inviter} hat Sie in das Recruiting-Team von {site} eingeladen, als {role}. \
                         Öffnen Sie innerhalb von 7 Tagen diesen Link und wählen Sie Ihren Namen und Ihr Passwort:\n\n{link}\n\n\
                         Wenn Sie diese Einladung nicht erwartet haben, ignorieren Sie diese E-Mail.\n\n{site}\n"
                    ),
                ),
                Locale::Fr => (
                    format!("{inviter} vous invite sur {site}"),
                    format!(
                        "Bonjour {name},\n\n{inviter} vous invite à rejoindre l’équipe de recrutement de {site} en tant que {role}. \
                         Pour accepter, ouvrez ce lien dans les 7 jours et choisissez votre nom et votre mot de passe :\n\n{link}\n\n\
                         Si vous n’attendiez pas cette invitation, ignorez cet e-mail.\n\n{site}\n"
                    ),
                ),
                Locale::Pt => (
                    format!("{inviter} convidou-o(a) para {site}"),
                    format!(
                        "Olá {name},\n\n{inviter} convidou-o(a) para a equipa de recrutamento de {site} como {role}. \
                         Para aceitar, abra esta ligação nos próximos 7 dias e escolha o seu nome e palavra-passe:\n\n{link}\n\n\
                         Se não esperava este convite, ignore este e-mail.\n\n{site}\n"
                    ),
                ),
            }
        }
        (MailKind::ApplicationRejected { vacancy, template }, locale) => {
            let text = template.clone().unwrap_or_else(|| default_rejection(locale));
            let (subject, body) = text.fill(name, vacancy);
            (subject, format!("{body}\n\n{site}\n"))
        }
        (MailKind::JobAlertConfirm { criteria, link }, locale) => {
            let (subject, ask, ignore) = match locale {
                Locale::En => (
                    format!("Confirm your job alert from {site}"),
                    "you asked for an e-mail when new vacancies match",
                    "Confirm it within 7 days with this link. If you did not ask for it, ignore this e-mail: nothing will be sent.",
                ),
                Locale::De => (
                    format!("Bestätigen Sie Ihren Job-Alert von {site}"),
                    "Sie möchten per E-Mail erfahren, wenn neue Stellen passen zu",
                    "Bestätigen Sie ihn innerhalb von 7 Tagen mit diesem Link. Wenn Sie das nicht angefordert haben, ignorieren Sie diese E-Mail: Es wird nichts gesendet.",
                ),
                Locale::Fr => (
                    format!("Confirmez votre alerte emploi de {site}"),
                    "vous avez demandé un e-mail quand de nouvelles offres correspondent à",
                    "Confirmez-la dans les 7 jours avec ce lien. Si vous n’êtes pas à l’origine de cette demande, ignorez cet e-mail : rien ne sera envoyé.",
                ),
                Locale::Pt => (
                    format!("Confirme o seu alerta de emprego de {site}"),
                    "pediu um e-mail quando novas vagas corresponderem a",
                    "Confirme-o no prazo de 7 dias com este link. Se não foi você, ignore este e-mail: nada será enviado.",
                ),
            };
            let hello = greeting(locale);
            (subject, format!("{hello},\n\n{ask}: {criteria}.\n\n{ignore}\n\n{link}\n\n{site}\n"))
        }
        (MailKind::JobAlertDigest { vacancies, manage }, locale) => {
            let (subject, intro, outro) = match locale {
                Locale::En => (
                    format!("New vacancies at {site}"),
                    "these vacancies match your job alert",
                    "Change your alert or unsubscribe",
                ),
                Locale::De => (
                    format!("Neue Stellen bei {site}"),
                    "diese Stellen passen zu Ihrem Job-Alert",
                    "Job-Alert ändern oder abbestellen",
                ),
                Locale::Fr => (
                    format!("Nouvelles offres chez {site}"),
                    "ces offres correspondent à votre alerte emploi",
                    "Modifier votre alerte ou vous désabonner",
                ),
                Locale::Pt => (
                    format!("Novas vagas em {site}"),
                    "estas vagas correspondem ao seu alerta de emprego",
                    "Alterar o alerta ou cancelar a subscrição",
                ),
            };
            let list: String = vacancies.iter().map(|(title, link)| format!("- {title}\n  {link}\n")).collect();
            let hello = greeting(locale);
            (subject, format!("{hello},\n\n{intro}:\n\n{list}\n{outro}: {manage}\n\n{site}\n"))
        }
        (MailKind::RetentionNotice { vacancy, date, link }, locale) => {
            let (subject, body) = match locale {
                Locale::En => (
                    format!("Your application data at {site} will be deleted on {date}"),
                    format!(
                        "Hello {name},\n\nyour application for {vacancy} is closed. As we keep applicants' data only for a \
                         limited time, on {date} we will anonymise it and delete the CV you sent with it.\n\n\
                         If you want us to keep it (for future vacancies), open your applications and choose \
                         \"Keep my data\":\n\n{link}"
                    ),
                ),
                Locale::De => (
                    format!("Ihre Bewerbungsdaten bei {site} werden am {date} gelöscht"),
                    format!(
                        "Hallo {name},\n\nIhre Bewerbung für {vacancy} ist abgeschlossen. Da wir Bewerberdaten nur \
                         begrenzte Zeit aufbewahren, anonymisieren wir sie am {date} und löschen den mitgesendeten \
                         Lebenslauf.\n\nWenn wir sie (für künftige Stellen) behalten sollen, öffnen Sie Ihre Bewerbungen \
                         und wählen Sie „Daten behalten“:\n\n{link}"
                    ),
                ),
                Locale::Fr => (
                    format!("Les données de votre candidature chez {site} seront supprimées le {date}"),
                    format!(
                        "Bonjour {name},\n\nvotre candidature pour {vacancy} est clôturée. Comme nous ne conservons les \
                         données des candidats que pour une durée limitée, nous l’anonymiserons le {date} et supprimerons \
                         le CV envoyé avec elle.\n\nSi vous souhaitez que nous la conservions (pour de futures offres), \
                         ouvrez vos candidatures et choisissez « Conserver mes données » :\n\n{link}"
                    ),
                ),
                Locale::Pt => (
                    format!("Os dados da sua candidatura em {site} serão apagados a {date}"),
                    format!(
                        "Olá {name},\n\na sua candidatura a {vacancy} está encerrada. Como só guardamos os dados dos \
                         candidatos durante um tempo limitado, a {date} vamos anonimizá-la e apagar o CV enviado com ela.\n\n\
                         Se quiser que a guardemos (para futuras vagas), abra as suas candidaturas e escolha \
                         «Manter os meus dados»:\n\n{link}"
                    ),
                ),
            };
            (subject, format!("{body}\n\n{site}\n"))
        }
    };
    Rendered { subject, body }
}

/// "Hello" for someone we know only by address.
fn greeting(locale: Locale) -> &'static str {
    match locale {
        Locale::En => "Hello",
        Locale::De => "Hallo",
        Locale::Fr => "Bonjour",
        Locale::Pt => "Olá",
    }
}

/// A team role in words, per language.
fn role_label(role: &str, locale: Locale) -> &'static str {
    const LABELS: [(&str, [&str; 4]); 2] = [
        ("admin", ["administrator", "Administrator/in", "administrateur·rice", "administrador(a)"]),
        ("staff", ["recruiter", "Recruiter/in", "recruteur·se", "recrutador(a)"]),
    ];
    let column = Locale::iter().position(|l| l == locale).unwrap_or(0);
    LABELS.iter().find(|(code, _)| *code == role).map_or("—", |(_, labels)| labels[column])
}

/// An application status in words, per language.
pub fn status_label(status: &str, locale: Locale) -> &'static str {
    const LABELS: [(&str, [&str; 4]); 7] = [
        ("submitted", ["Submitted", "Eingereicht", "Envoyée", "Enviada"]),
        ("in_review", ["In review", "In Prüfung", "En cours d’examen", "Em análise"]),
        ("interview", ["Interview", "Vorstellungsgespräch", "Entretien", "Entrevista"]),
        ("offered", ["Offer", "Angebot", "Offre", "Proposta"]),
        ("hired", ["Hired", "Eingestellt", "Embauche", "Contratação"]),
        ("rejected", ["Not selected", "Nicht ausgewählt", "Non retenue", "Não selecionada"]),
        ("withdrawn", ["Withdrawn", "Zurückgezogen", "Retirée", "Retirada"]),
    ];
    let column = Locale::iter().position(|l| l == locale).unwrap_or(0);
    LABELS.iter().find(|(code, _)| *code == status).map_or("—", |(_, labels)| labels[column])
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_mail_exists_in_every_language_and_carries_its_link() {
        let kinds = [
            MailKind::PasswordReset { link: "https://x.test/r?token=abc".into() },
            MailKind::PasswordChanged,
            MailKind::EnrolmentCode { code: "01234567".into(), minutes: 15 },
            MailKind::SecondFactorLocked { wrong_codes: 10 },
            MailKind::ApplicationReceived { vacancy: "Data Analyst".into() },
            MailKind::ApplicationStatusChanged { vacancy: "Data Analyst".into(), status: "interview".into() },
            MailKind::NewMessage {
                from: "Rita Recruiter".into(),
                subject: "Your interview".into(),
                preview: Some("Could you come on Monday?".into()),
                link: "https://x.test/email/message/1".into(),
            },
            MailKind::EventInvitation {
                title: "Interview".into(),
                when: "2026-12-03 10:00–11:00 (Europe/Berlin)".into(),
                location: Some("Room 4".into()),
                link: "https://x.test/my-application".into(),
                updated: false,
            },
            MailKind::EventInvitation {
                title: "Interview".into(),
                when: "2026-12-03 10:00–11:00 (Europe/Berlin)".into(),
                location: None,
                link: "https://x.test/my-application".into(),
                updated: true,
            },
            MailKind::EventCancelled { title: "Interview".into(), when: "2026-12-03 10:00–11:00 (UTC)".into() },
            MailKind::InterviewAnswered {
                applicant: "Ana Silva".into(),
                title: "Interview".into(),
                when: "2026-12-03 10:00–11:00 (UTC)".into(),
                accepted: true,
                message: Some("See you then".into()),
                link: "https://x.test/calendar".into(),
            },
            MailKind::TeamInvitation {
                inviter: "Ada Admin".into(),
                role: "staff".into(),
                link: "https://x.test/pages/accept-invitation?token=abc".into(),
            },
            MailKind::ApplicationRejected { vacancy: "Data Analyst".into(), template: None },
        ];
        for kind in &kinds {
            let mut subjects = std::collections::BTreeSet::new();
            for locale in Locale::iter() {
                let mail = render(kind, locale, "Ana", "Acme Careers");
                assert!(mail.body.contains("Ana") && mail.body.contains("Acme Careers"));
                if let MailKind::PasswordReset { link }
                | MailKind::NewMessage { link, .. }
                | MailKind::EventInvitation { link, .. }
                | MailKind::InterviewAnswered { link, .. }
                | MailKind::TeamInvitation { link, .. } = kind
                {
                    assert!(mail.body.contains(link.as_str()));
                }
                subjects.insert(mail.subject);
            }
            assert_eq!(subjects.len(), 4, "each language has its own subject");
        }
    }
}
