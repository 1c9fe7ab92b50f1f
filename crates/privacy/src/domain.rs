//! What the privacy feature knows of the product's personal data.

/// What the export and erasure do with a table that names a person.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kept {
    /// In the export under this key (erasure deletes or pseudonymises it).
    Exported(&'static str),
    /// Not exported, for this reason.
    Exempt(&'static str),
}

/// Every tenant table with a reference to a user or a profile, or an e-mail address.
pub const PERSONAL_DATA: &[(&str, Kept)] = &[
    ("users", Kept::Exported("account")),
    ("persons", Kept::Exported("profile")),
    ("person_education", Kept::Exported("profile")),
    ("person_experience", Kept::Exported("profile")),
    ("applications", Kept::Exported("applications")),
    ("application_events", Kept::Exported("applications")),
    ("saved_vacancies", Kept::Exported("savedVacancyIds")),
    ("files", Kept::Exported("files")),
    ("chat_settings", Kept::Exported("chatStatus")),
    ("chat_messages", Kept::Exported("chatMessages")),
    ("bookmarks", Kept::Exported("bookmarks")),
    ("mail_messages", Kept::Exported("messages")),
    ("mail_copies", Kept::Exported("messages")),
    ("job_alerts", Kept::Exported("jobAlerts")),
    ("tasks", Kept::Exported("tasks")),
    ("calendar_events", Kept::Exported("calendarEvents")),
    ("calendar_attendees", Kept::Exported("calendarEvents")),
    ("user_sessions", Kept::Exported("sessions")),
    ("user_identities", Kept::Exported("signInIdentities")),
    ("vacancy_team", Kept::Exported("hiringTeams")),
    ("scorecards", Kept::Exported("scorecards")),
    ("offers", Kept::Exported("offers")),
    ("offer_acceptances", Kept::Exported("offers")),
    ("offer_approvals", Kept::Exported("offers")),
    (
        "offer_templates",
        Kept::Exempt("the tenant's offer letters; the last editor's reference is cleared when their account goes"),
    ),
    ("webhook_deliveries", Kept::Exported("webhookDeliveries")),
    ("automation_runs", Kept::Exported("automationLog")),
    (
        "automation_rules",
        Kept::Exempt("the tenant's stage rules; the author's reference is cleared when their account goes"),
    ),
    ("scheduling_requests", Kept::Exported("scheduling")),
    ("scheduling_sessions", Kept::Exported("scheduling")),
    (
        "scheduling_holds",
        Kept::Exempt(
            "each interviewer's time held by a self-scheduled interview, derived from its calendar event (exported as calendarEvents); deleted with the event or the account",
        ),
    ),
    ("staff_availability", Kept::Exported("availability")),
    ("external_calendars", Kept::Exported("externalCalendar")),
    ("external_busy", Kept::Exported("externalCalendar")),
    ("automation_settings", Kept::Exempt("the tenant's waiting limit and closing-message switches: no person")),
    (
        "api_keys",
        Kept::Exempt("the tenant's API keys: the creating admin's reference is cleared when their account goes"),
    ),
    (
        "webhook_endpoints",
        Kept::Exempt(
            "the tenant's webhook endpoints: the creating admin's reference is cleared when their account goes",
        ),
    ),
    ("offer_approvers", Kept::Exempt("the tenant's approval chain: a colleague's step goes with their account")),
    (
        "scorecard_reminders",
        Kept::Exempt("when a scorecard reminder went out: delivery bookkeeping, deleted with the account"),
    ),
    (
        "application_decisions",
        Kept::Exempt("the tenant's hiring decisions; the decider's reference is cleared when their account goes"),
    ),
    (
        "chats",
        Kept::Exempt(
            "the chat list's contacts and pins: the people are those of chatMessages; deleted with the account",
        ),
    ),
    ("chat_presence", Kept::Exempt("online or away right now: transient, deleted with the account")),
    ("chat_tickets", Kept::Exempt("30-second tickets that open a chat socket; deleted with the account")),
    (
        "mail_notices",
        Kept::Exempt("when a notice mail about a thread last went out: delivery bookkeeping, deleted with the account"),
    ),
    (
        "mail_sender_notices",
        Kept::Exempt("when a notice mail about a sender last went out: delivery bookkeeping, deleted with the account"),
    ),
    (
        "mail_folder_totals",
        Kept::Exempt("counts of messages per folder, derived from the messages; deleted with the account"),
    ),
    ("refresh_tokens", Kept::Exempt("hashes of sign-in tokens: secrets, deleted with the account")),
    ("password_resets", Kept::Exempt("hashes of single-use reset links: secrets, deleted with the account")),
    ("user_totp", Kept::Exempt("the sealed authenticator secret: a credential, deleted with the account")),
    ("user_recovery_codes", Kept::Exempt("keyed hashes of recovery codes: credentials, deleted with the account")),
    (
        "mfa_challenges",
        Kept::Exempt("short-lived steps between a password and a second factor: secrets, deleted with the account"),
    ),
    (
        "calendar_feeds",
        Kept::Exempt("the hash of the private calendar feed's token: a credential, deleted with the account"),
    ),
    (
        "outbox_emails",
        Kept::Exempt(
            "the delivery queue of mails to the address (their content is what the other entries hold); discarded on erasure",
        ),
    ),
    (
        "invitations",
        Kept::Exempt("the tenant's record of who invited whom to the team; the address leaves it on erasure"),
    ),
    ("vacancies", Kept::Exempt("the tenant's job ads; their author's reference is cleared on erasure")),
    ("imports", Kept::Exempt("the tenant's import runs; their author's reference is cleared on erasure")),
    (
        "import_candidates",
        Kept::Exempt(
            "rows of a recruiter's spreadsheet import, about people who may have no account: previews go after a day, and erasure deletes the rows with the account's address",
        ),
    ),
    ("audit_log", Kept::Exempt("the tenant's record of changes; its actor is pseudonymised on erasure")),
];
