//! Every error code the API answers with, top-level or per field, each with its English message.
//!
//! The web app translates by code (`error.<code>` in each catalog; a frontend test fails when a
//! code has no message in one of them), so a new code is a new variant here, never a free string.

use std::borrow::Cow;

use serde::Serialize;
use utoipa::ToSchema;

use crate::template;

macro_rules! error_codes {
    ($($(#[$meta:meta])* $variant:ident = $wire:literal => $message:literal,)+) => {
        /// A stable, snake_case error code (`error.code`, and `error.fields.<name>.code`).
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, ToSchema)]
        #[serde(rename_all = "snake_case")]
        pub enum ErrorCode {
            $($(#[$meta])* $variant,)+
        }

        impl ErrorCode {
            pub const ALL: &'static [ErrorCode] = &[$(ErrorCode::$variant,)+];

            /// The code as it goes on the wire.
            pub fn as_str(self) -> &'static str {
                match self { $(ErrorCode::$variant => $wire,)+ }
            }

            /// The catalog entry: the English message API clients see, with `{placeholders}` for
            /// the values some codes name (fill them with [`ErrorCode::text`]).
            pub fn message(self) -> &'static str {
                match self { $(ErrorCode::$variant => $message,)+ }
            }
        }
    };
}

error_codes! {
    // Requests the server could not take.
    BadRequest = "bad_request" => "The request could not be understood.",
    MalformedJson = "malformed_json" => "The request body is not valid JSON.",
    InvalidBody = "invalid_body" => "The request body is invalid: {reason}.",
    InvalidQuery = "invalid_query" => "The query string is invalid: {reason}.",
    UnsupportedMediaType = "unsupported_media_type" => "The request body must be JSON (application/json).",
    PayloadTooLarge = "payload_too_large" => "The {what} is larger than {limit}.",
    RequestTimeout = "request_timeout" => "The request body arrived too slowly.",
    UriTooLong = "uri_too_long" => "The address is too long.",
    HeadersTooLarge = "headers_too_large" => "The request headers are too large.",
    MethodNotAllowed = "method_not_allowed" => "This method is not allowed on this resource.",
    RequestFailed = "request_failed" => "The request failed.",
    NotFound = "not_found" => "The requested {resource} does not exist.",
    // Tenancy and service state.
    UnknownTenant = "unknown_tenant" => "No careers site is configured for this address.",
    TenantSuspended = "tenant_suspended" => "This careers site is temporarily unavailable.",
    TooManyRequests = "too_many_requests" => "Too many attempts. Please try again later.",
    ServiceUnavailable = "service_unavailable" => "The service is busy. Please try again in a moment.",
    Busy = "busy" => "Too many sign-ins are being checked right now. Please try again in a moment.",
    InternalError = "internal_error" => "Something went wrong. Please try again later.",
    // Accounts and sessions.
    Unauthorized = "unauthorized" => "Please sign in.",
    Forbidden = "forbidden" => "You are not allowed to do this.",
    InvalidCredentials = "invalid_credentials" => "Email Or Password Invalid",
    InvalidToken = "invalid_token" => "Invalid access token",
    AccountDisabled = "account_disabled" => "This account is disabled.",
    InvalidResetToken = "invalid_reset_token" => "This reset link is invalid or has expired.",
    InvalidSignature = "invalid_signature" => "This file address is invalid or has expired.",
    LastAdmin = "last_admin" => "At least one active admin must remain.",
    ValidationFailed = "validation_failed" => "Some fields are invalid.",
    EmailInvalid = "email_invalid" => "Please enter a valid email address.",
    EmailTaken = "email_taken" => "This email is already in use.",
    NameRequired = "name_required" => "Please enter your name.",
    NameTooLong = "name_too_long" => "Your name can be at most 100 characters.",
    PasswordLength = "password_length" => "Password must be between 8 and 128 characters.",
    CurrentPasswordWrong = "current_password_wrong" => "The current password is incorrect.",
    LocaleUnsupported = "locale_unsupported" => "Choose one of: en, de, fr, pt.",
    DepartmentInvalid = "department_invalid" => "A department is at most 100 characters, without control characters.",
    // Second factors, sessions and the lock screen.
    MfaChallengeInvalid = "mfa_challenge_invalid" => "This sign-in has expired. Please sign in again.",
    MfaCodeInvalid = "mfa_code_invalid" => "This code is not valid. Enter the current code from your app or an unused recovery code.",
    MfaAlreadyEnabled = "mfa_already_enabled" => "Two-factor sign-in is already on.",
    MfaNotStarted = "mfa_not_started" => "Start setting up two-factor sign-in first.",
    MfaRequired = "mfa_required" => "Your organisation requires two-factor sign-in for your role.",
    MfaLocked = "mfa_locked" => "Two-factor sign-in is locked after too many wrong codes. Use a recovery code, or ask an admin to reset it.",
    MfaEmailCodeInvalid = "mfa_email_code_invalid" => "This is not the code we sent to your e-mail address. Check it and try again.",
    SessionNotFound = "session_not_found" => "This session has already ended.",
    SessionCurrent = "session_current" => "This is the session you are using: sign out instead.",
    SessionLocked = "session_locked" => "The screen is locked. Enter your password to continue.",
    IdleTimeoutInvalid = "idle_timeout_invalid" => "The idle timeout is 0 (never) to 1,440 minutes.",
    // Single sign-on.
    SsoNotConfigured = "sso_not_configured" => "Single sign-on is not set up for this site.",
    SsoProviderUnavailable = "sso_provider_unavailable" => "The sign-in service did not answer. Please try again in a moment.",
    SsoStateInvalid = "sso_state_invalid" => "This sign-in link has expired or was already used. Please start again.",
    SsoCodeInvalid = "sso_code_invalid" => "The sign-in service did not confirm this sign-in. Please start again.",
    SsoReauthenticationRequired = "sso_reauthentication_required" => "This screen is locked: sign in again at the sign-in service to unlock it.",
    SsoEmailUnverified = "sso_email_unverified" => "Your sign-in service has not verified your e-mail address.",
    SsoDomainNotAllowed = "sso_domain_not_allowed" => "Accounts of your e-mail domain cannot sign in here.",
    SsoAccountUnverified = "sso_account_unverified" => "An account with this e-mail address was never confirmed, so single sign-on cannot use it. Sign in with its password, or ask an admin.",
    SsoRequired = "sso_required" => "Please sign in with your organisation's single sign-on.",
    SsoIssuerInvalid = "sso_issuer_invalid" => "No OpenID provider answers at this address.",
    SsoFieldInvalid = "sso_field_invalid" => "This value is not valid.",
    SsoSecretRequired = "sso_secret_required" => "Enter the client secret.",
    // Profiles and files.
    ProfileRequired = "profile_required" => "Complete your profile first.",
    ProfileNotFound = "profile_not_found" => "You have not created a profile yet.",
    FullNameInvalid = "full_name_invalid" => "Please enter your full name (at most 150 characters).",
    PhoneInvalid = "phone_invalid" => "Use digits, spaces and + - ( ) only, at most 40 characters.",
    BirthDateInFuture = "birth_date_in_future" => "The birth date must be in the past.",
    TextInvalid = "text_invalid" => "This text is too long or has control characters.",
    SummaryTooLong = "summary_too_long" => "The summary is at most 5,000 characters.",
    SkillsInvalid = "skills_invalid" => "At most 50 skills of at most 50 characters each.",
    TooManyEducationEntries = "too_many_education_entries" => "At most 20 education entries.",
    EducationEntryInvalid = "education_entry_invalid" => "Give the institution; texts are at most 150 characters.",
    TooManyExperienceEntries = "too_many_experience_entries" => "At most 30 experience entries.",
    ExperienceEntryInvalid = "experience_entry_invalid" => "Give the company and job title; texts are at most 150 characters.",
    DateRangeInvalid = "date_range_invalid" => "The end date must not be before the start date.",
    ResumeInvalid = "resume_invalid" => "The file is not a JSON Resume document the profile can take: see the fields.",
    ResumeValueInvalid = "resume_value_invalid" => "This value does not follow the JSON Resume schema.",
    ResumeDateInvalid = "resume_date_invalid" => "Write dates as 2024, 2024-06 or 2024-06-29.",
    ResumeSectionUnknown = "resume_section_unknown" => "JSON Resume has no such field.",
    UnsupportedFileType = "unsupported_file_type" => "This type of file is not accepted here: send {accepted}.",
    InvalidImage = "invalid_image" => "The image could not be read, or is larger than 8000 pixels a side.",
    // Vacancies.
    FeedBoardInvalid = "feed_board_invalid" => "The board is named with 1 to 40 lower-case letters, digits and hyphens.",
    TitleLength = "title_length" => "The title must be 3 to 150 characters.",
    LocationTooLong = "location_too_long" => "The location is at most 100 characters.",
    DescriptionTooLong = "description_too_long" => "The description is at most 20,000 characters.",
    DescriptionRequired = "description_required" => "A published vacancy needs a description.",
    RequirementsTooLong = "requirements_too_long" => "The requirements are at most 10,000 characters.",
    SalaryNegative = "salary_negative" => "Salaries cannot be negative.",
    SalaryRangeInvalid = "salary_range_invalid" => "The maximum salary must not be below the minimum.",
    CurrencyInvalid = "currency_invalid" => "Use a three-letter currency code such as EUR.",
    CurrencyRequired = "currency_required" => "Give the salary's currency.",
    OpeningsOutOfRange = "openings_out_of_range" => "Openings must be between 1 and 1,000.",
    ClosingDateInPast = "closing_date_in_past" => "The closing date must be in the future.",
    TooManyQuestions = "too_many_questions" => "A vacancy has at most 20 questions.",
    QuestionPromptLength = "question_prompt_length" => "A question is 1 to 500 characters.",
    QuestionOptionsInvalid = "question_options_invalid" => "A choice question has 2 to 20 distinct options of at most 200 characters.",
    QuestionOptionsOnlyForChoice = "question_options_only_for_choice" => "Only choice questions have options.",
    QuestionKnockoutInvalid = "question_knockout_invalid" => "A knockout answer is true/false for yes/no questions or one of the options.",
    VacancyClosed = "vacancy_closed" => "This vacancy no longer accepts applications.",
    VacancyArchived = "vacancy_archived" => "An archived vacancy cannot be changed.",
    VacancyNotDraft = "vacancy_not_draft" => "Only drafts can be deleted; close or archive a published vacancy.",
    InvalidTransition = "invalid_transition" => "A {subject} that is {from} cannot become {to}.",
    // Applications.
    CvRequired = "cv_required" => "Upload your CV before applying.",
    AlreadyApplied = "already_applied" => "You have already applied to this vacancy.",
    ConsentRequired = "consent_required" => "Please accept the privacy notice to apply.",
    CoverLetterTooLong = "cover_letter_too_long" => "The cover letter is at most 5,000 characters.",
    SourceTooLong = "source_too_long" => "The source is at most 100 characters.",
    UnknownQuestion = "unknown_question" => "There is no such question.",
    AnswerRequired = "answer_required" => "Please answer this question.",
    AnswerInvalid = "answer_invalid" => "This answer does not fit the question.",
    NoteTooLong = "note_too_long" => "A note is at most 2,000 characters.",
    // Hiring processes: stages, templates and rejection reasons.
    StageNameInvalid = "stage_name_invalid" => "A stage needs a name of 1 to 60 characters, on one line, in at least one language.",
    StagesInvalid = "stages_invalid" => "A process has at most 30 stages, at least one of each kind, in the pipeline's order: submitted, in review, interview, offer, hired.",
    StageKindFixed = "stage_kind_fixed" => "A stage keeps its kind: add a stage of the other kind instead.",
    StageTemplateUnknown = "stage_template_unknown" => "There is no such stage template.",
    BulkTargetInvalid = "bulk_target_invalid" => "Move them either to a status or to a stage.",
    TeamInvalid = "team_invalid" => "A team has at most 50 members, each once, and at most one hiring manager.",
    TeamMemberNotStaff = "team_member_not_staff" => "Team members are active members of the recruiting team.",
    StageUnknown = "stage_unknown" => "There is no such stage in this vacancy's process.",
    StageNotEmpty = "stage_not_empty" => "A stage with applications cannot be removed: move them to another stage first.",
    StageTemplateNameInvalid = "stage_template_name_invalid" => "The template's name is 1 to 100 characters on one line.",
    StageTemplateNameTaken = "stage_template_name_taken" => "There is already a template with this name.",
    DefaultStageTemplate = "default_stage_template" => "The default template cannot be deleted: make another one the default first.",
    NoteRequiredToMoveBack = "note_required_to_move_back" => "Say why the application goes back to an earlier stage.",
    HiredOnlyFromOffer = "hired_only_from_offer" => "An applicant is hired from an offer stage only.",
    RejectionReasonRequired = "rejection_reason_required" => "Choose why the application is rejected.",
    RejectionReasonUnknown = "rejection_reason_unknown" => "There is no such rejection reason.",
    RejectionReasonNameInvalid = "rejection_reason_name_invalid" => "A reason needs a name of 1 to 100 characters, on one line, in at least one language.",
    RejectionReasonsInvalid = "rejection_reasons_invalid" => "Keep 1 to 30 rejection reasons.",
    // Interview kits, scorecards and decisions.
    KitInvalid = "kit_invalid" => "A kit has at most 30 attributes, each once.",
    KitAttributeNameInvalid = "kit_attribute_name_invalid" => "An attribute needs a name of 1 to 80 characters, on one line, in at least one language.",
    KitTextTooLong = "kit_text_too_long" => "Guidance is at most 2,000 characters, and an attribute has at most 10 questions of 300 characters per language.",
    NotAnInterviewer = "not_an_interviewer" => "Only the interview's interviewers write its scorecards.",
    NotAnInterview = "not_an_interview" => "This event is not an interview about an application.",
    ScorecardAttributeUnknown = "scorecard_attribute_unknown" => "This attribute is not in the interview's kit.",
    ScorecardRatingInvalid = "scorecard_rating_invalid" => "A rating is 1 to 4, or left out when not assessed.",
    ScorecardTextTooLong = "scorecard_text_too_long" => "This text is at most 10,000 characters.",
    ScorecardRecommendationRequired = "scorecard_recommendation_required" => "Give your overall recommendation before submitting.",
    ScorecardSubmitted = "scorecard_submitted" => "This scorecard is submitted: amend it instead.",
    ScorecardChanged = "scorecard_changed" => "This scorecard was changed meanwhile: reload it and try again.",
    ScorecardReminderHoursInvalid = "scorecard_reminder_hours_invalid" => "Remind after 1 to 720 hours.",
    DecisionNoteRequired = "decision_note_required" => "Say why: 1 to 2,000 characters.",
    // Offers.
    OfferTemplateNameInvalid = "offer_template_name_invalid" => "The template's name is 1 to 120 characters on one line.",
    OfferTemplateNameTaken = "offer_template_name_taken" => "There is already an offer template with this name.",
    OfferTemplateBodyInvalid = "offer_template_body_invalid" => "Write the letter in at least one language, at most 50,000 characters each.",
    OfferFieldUnknown = "offer_field_unknown" => "There is no merge field {field}.",
    OfferCustomFieldMissing = "offer_custom_field_missing" => "The letter uses custom_{field}: give the offer a custom field named {field}.",
    OfferSalaryInvalid = "offer_salary_invalid" => "The salary is an amount of at least 0 with at most two decimals.",
    OfferCurrencyInvalid = "offer_currency_invalid" => "Use a three-letter currency code, like EUR.",
    OfferExpiryPast = "offer_expiry_past" => "The offer must be open until today at least.",
    OfferCustomFieldInvalid = "offer_custom_field_invalid" => "Up to 20 custom fields, named with lower-case letters, digits and _, each with a value of 1 to 500 characters.",
    OfferTemplateRequired = "offer_template_required" => "Create an offer template first.",
    OfferOpenAlready = "offer_open_already" => "This application already has an open offer.",
    OfferStateInvalid = "offer_state_invalid" => "The offer cannot do that in its current state.",
    OfferChanged = "offer_changed" => "The offer was changed meanwhile: reload it and try again.",
    NotTheApprover = "not_the_approver" => "It is not your turn to approve this offer.",
    ApprovalChainInvalid = "approval_chain_invalid" => "An approval chain has at most 10 steps, each a colleague on the staff (once) or the hiring manager (once).",
    CommentTooLong = "comment_too_long" => "A comment is at most 2,000 characters.",
    OfferLetterTooLong = "offer_letter_too_long" => "With its fields filled in, the letter is longer than 100,000 characters.",
    OfferExpired = "offer_expired" => "This offer has expired: ask the recruiting team for a new one.",
    OfferNameMismatch = "offer_name_mismatch" => "Type your full name as the offer names you: {name}.",
    // Integrations: API keys and webhooks.
    ApiKeyScope = "api_key_scope" => "This API key's scopes do not allow this operation.",
    ApiKeyNameInvalid = "api_key_name_invalid" => "A key's name is 1 to 100 characters on one line.",
    ApiKeyScopesInvalid = "api_key_scopes_invalid" => "Choose at least one scope from the list.",
    ApiKeyExpiryPast = "api_key_expiry_past" => "The expiry date must be in the future.",
    ApiKeyLimit = "api_key_limit" => "A tenant has at most 50 active API keys: revoke one first.",
    WebhookUrlInvalid = "webhook_url_invalid" => "Enter an https address on the public internet.",
    WebhookEventsInvalid = "webhook_events_invalid" => "Choose at least one event from the list.",
    WebhookDescriptionTooLong = "webhook_description_too_long" => "A description is at most 200 characters.",
    WebhookLimit = "webhook_limit" => "A tenant has at most 20 webhook endpoints.",
    // Automations: message templates and stage rules.
    MessageTemplateUnknown = "message_template_unknown" => "There is no such message template.",
    RuleUnknown = "rule_unknown" => "There is no such rule.",
    RuleNameInvalid = "rule_name_invalid" => "A rule's name is 1 to 120 characters on one line.",
    RuleTriggerInvalid = "rule_trigger_invalid" => "Choose when the rule acts: a stage of this vacancy, a knockout answer, or 1 to 365 days in a stage.",
    RuleConditionInvalid = "rule_condition_invalid" => "List 1 to 20 sources, each 1 to 100 characters.",
    RuleActionsInvalid = "rule_actions_invalid" => "Give the rule 1 to 10 actions.",
    RuleActionInvalid = "rule_action_invalid" => "This action is incomplete: a task needs a title of up to 200 characters, a move another stage of this vacancy, a delay at most 30 days.",
    RuleLimit = "rule_limit" => "A vacancy has at most 50 rules.",
    WaitingLimitInvalid = "waiting_limit_invalid" => "The waiting limit is 2 to 60 days, or none.",
    // Settings.
    RecruitmentTitleInvalid = "recruitment_title_invalid" => "The title is 1 to 150 characters on one line.",
    ColorInvalid = "color_invalid" => "Use a colour like #0d6efd.",
    PrivacyNoticeTooLong = "privacy_notice_too_long" => "The privacy notice is at most 20,000 characters.",
    // Messages.
    RecipientsRequired = "recipients_required" => "Choose at least one recipient.",
    TooManyRecipients = "too_many_recipients" => "A message goes to at most 50 people.",
    OneApplicantPerMessage = "one_applicant_per_message" => "Write to one applicant at a time; colleagues may be added.",
    SubjectRequired = "subject_required" => "Please enter a subject.",
    SubjectTooLong = "subject_too_long" => "The subject is at most 200 characters.",
    BodyRequired = "body_required" => "Please write a message or attach a file.",
    BodyTooLong = "body_too_long" => "A message is at most 20,000 characters.",
    TooManyAttachments = "too_many_attachments" => "A message has at most 10 attachments.",
    AttachmentNotFound = "attachment_not_found" => "An attachment is missing; upload it again.",
    NotADraft = "not_a_draft" => "This message was already sent and cannot be changed.",
    InvalidMove = "invalid_move" => "Drafts stay in Drafts or go to Trash, and sent mail cannot become a draft.",
    // Chat.
    ChatMessageRequired = "chat_message_required" => "Please write a message.",
    ChatMessageTooLong = "chat_message_too_long" => "A chat message is at most 2,000 characters.",
    AboutTooLong = "about_too_long" => "The about text is at most 140 characters on one line.",
    ChatRateLimited = "chat_rate_limited" => "You are sending messages too fast. Please wait a moment.",
    InvalidTicket = "invalid_ticket" => "This chat connection ticket is invalid, used or expired.",
    ForbiddenOrigin = "forbidden_origin" => "Chat connections are accepted from this site's own pages only.",
    // Calendar.
    EventTitleInvalid = "event_title_invalid" => "The title is 1 to 200 characters on one line.",
    EventRangeInvalid = "event_range_invalid" => "The end must be after the start.",
    EventTooLong = "event_too_long" => "An event lasts at most 31 days.",
    RangeTooLong = "range_too_long" => "This range is too long: at most {max} days.",
    TimeZoneUnknown = "time_zone_unknown" => "This time zone is unknown; use a name like Europe/Berlin.",
    EventLocationTooLong = "event_location_too_long" => "The location is at most 500 characters.",
    EventDescriptionTooLong = "event_description_too_long" => "The description is at most 5,000 characters.",
    AttendeeNotStaff = "attendee_not_staff" => "Attendees are active members of the recruiting team.",
    TooManyAttendees = "too_many_attendees" => "An event has at most 20 attendees.",
    DurationInvalid = "duration_invalid" => "The duration is 15 to 480 minutes.",
    ApplicationOnlyForInterviews = "application_only_for_interviews" => "Only an interview belongs to an application.",
    InterviewMessageTooLong = "interview_message_too_long" => "The message is at most 1,000 characters.",
    ScheduleConflict = "schedule_conflict" => "Busy at that time: {people}.",
    ApplicationClosed = "application_closed" => "This application is closed.",
    NotEventOrganizer = "not_event_organizer" => "Only the organiser or an admin can change this event.",
    PersonalEventAttendees = "personal_event_attendees" => "A personal event is yours alone: it has no attendees.",
    InterviewOver = "interview_over" => "This interview is over and can no longer be answered.",
    // Availability, external calendars and self-scheduling.
    WorkingHoursInvalid = "working_hours_invalid" => "Each working day runs from a start to a later end, between 00:00 and 24:00, once per weekday.",
    SchedulingCapInvalid = "scheduling_cap_invalid" => "A cap is 1 to 50 interviews, or none.",
    ExternalCalendarAddressInvalid = "external_calendar_address_invalid" => "Paste the calendar's secret address in iCalendar format (https://…).",
    ExternalCalendarUnreachable = "external_calendar_unreachable" => "The external calendar could not be fetched; check the address.",
    ExternalCalendarTooLarge = "external_calendar_too_large" => "The external calendar is larger than 1 MB.",
    ExternalCalendarUnreadable = "external_calendar_unreadable" => "The external calendar is not an iCalendar file that can be read.",
    SchedulingSessionsInvalid = "scheduling_sessions_invalid" => "A request has 1 to 4 sessions, each with a title, 15 to 480 minutes, 1 to 20 interviewers and buffers of 0 to 120 minutes.",
    SchedulingWindowInvalid = "scheduling_window_invalid" => "The window is 1 to 30 working days.",
    SchedulingNoticeInvalid = "scheduling_notice_invalid" => "The notice is 0 to 168 hours.",
    SchedulingRequestOpen = "scheduling_request_open" => "This application already has a request waiting for the candidate.",
    SchedulingLinkInvalid = "scheduling_link_invalid" => "This scheduling link is not valid. Use the latest link you received.",
    SchedulingLinkExpired = "scheduling_link_expired" => "This scheduling link has expired. Ask the recruiting team for a new one.",
    SlotTaken = "slot_taken" => "That time was just taken. Please choose another.",
    SchedulingNoticePassed = "scheduling_notice_passed" => "The interview is too close to change or cancel it here; please contact the recruiting team.",
    SchedulingNotBooked = "scheduling_not_booked" => "This interview has not taken place yet.",
    // The team.
    DepartmentUnknown = "department_unknown" => "There is no such department; an admin can add it.",
    DepartmentTaken = "department_taken" => "There is already a department with this name.",
    InvitationRoleInvalid = "invitation_role_invalid" => "Invite colleagues as admin or staff.",
    AccountExists = "account_exists" => "This address already has an account here; change its role on the user's page.",
    InvitationPending = "invitation_pending" => "This address has already been invited; send the invitation again instead.",
    InvalidInvitation = "invalid_invitation" => "This invitation is invalid, was already used, or has expired. Ask for a new one.",
    // Tasks.
    TaskTitleInvalid = "task_title_invalid" => "The title is 1 to 200 characters on one line.",
    TaskDescriptionTooLong = "task_description_too_long" => "The description is at most 5,000 characters.",
    AssigneeInvalid = "assignee_invalid" => "Assign the task to an active member of the recruiting team.",
    TaskTagUnknown = "task_tag_unknown" => "There is no such tag; an admin can add it.",
    TooManyTags = "too_many_tags" => "A task has at most 10 tags.",
    TagNameInvalid = "tag_name_invalid" => "A tag is 1 to 50 characters on one line.",
    TagTaken = "tag_taken" => "There is already a tag with this name.",
    DueDateInvalid = "due_date_invalid" => "Choose a due date between the years 2000 and 2100.",
    VacancyUnknown = "vacancy_unknown" => "There is no such vacancy.",
    ApplicationUnknown = "application_unknown" => "There is no such application.",
    TaskLinkMismatch = "task_link_mismatch" => "The application belongs to another vacancy than the one given.",
    // Search and bookmarks.
    SearchQueryInvalid = "search_query_invalid" => "Search for 1 to 200 characters.",
    SearchGroupUnknown = "search_group_unknown" => "Search in vacancies, candidates, files, messages or tasks.",
    BookmarkTitleInvalid = "bookmark_title_invalid" => "A bookmark's title is 1 to 100 characters on one line.",
    BookmarkLinkInvalid = "bookmark_link_invalid" => "A bookmark links to a page of this site (a path starting with /), at most 500 characters.",
    BookmarkIconInvalid = "bookmark_icon_invalid" => "An icon is a name of at most 40 lower-case letters, digits and hyphens.",
    BookmarkExists = "bookmark_exists" => "This page is already bookmarked.",
    BookmarksFull = "bookmarks_full" => "You have 100 bookmarks; remove one to add another.",
    // The recruiter's desk.
    BulkSelectionInvalid = "bulk_selection_invalid" => "Choose the {items}: {how}.",
    BulkTooLarge = "bulk_too_large" => "At most {max} {items} can be {done} at once; narrow the selection.",
    ApplicationNotFound = "application_not_found" => "There is no such application.",
    ApplicationNotOpen = "application_not_open" => "Only an open application can be rejected.",
    RejectionMailOnlyForRejected = "rejection_mail_only_for_rejected" => "A rejection e-mail goes only with a move to rejected.",
    ImportEmpty = "import_empty" => "The file needs a header row naming the columns and at least one row.",
    ImportEncodingInvalid = "import_encoding_invalid" => "The file is not UTF-8 text: save it as CSV UTF-8 or as XLSX.",
    ImportUnreadable = "import_unreadable" => "The file cannot be read as CSV or XLSX.",
    ImportTooManyRows = "import_too_many_rows" => "An import has at most 50,000 rows.",
    ImportTooManyColumns = "import_too_many_columns" => "An import has at most 100 columns.",
    ImportArchiveTooLarge = "import_archive_too_large" => "The XLSX file unpacks to too much data: at most 64 MB per part and 128 MB in all.",
    ImportArchiveTooManyParts = "import_archive_too_many_parts" => "The XLSX file has more than 1,000 parts.",
    DocumentsBusy = "documents_busy" => "Too many documents are being read right now. Please try again in a moment.",
    ImportColumnsInvalid = "import_columns_invalid" => "The header row must name the columns {columns}: {problems}.",
    ImportValueRequired = "import_value_required" => "This column needs a value.",
    ImportValueInvalid = "import_value_invalid" => "This value does not fit the column.",
    ImportFormula = "import_formula" => "A cell holds a formula; enter the value instead.",
    ImportEmailDuplicate = "import_email_duplicate" => "This e-mail address is in the file more than once.",
    ImportEmailTaken = "import_email_taken" => "There is already an account with this e-mail address.",
    ImportHasErrors = "import_has_errors" => "Fix the file's errors and upload it again.",
    ImportCommitted = "import_committed" => "This import has already been committed.",
    MailTemplateSubjectInvalid = "mail_template_subject_invalid" => "A subject is 1 to 200 characters on one line.",
    MailTemplateBodyInvalid = "mail_template_body_invalid" => "A mail text is 1 to 10,000 characters.",
    MailTemplatePlaceholderUnknown = "mail_template_placeholder_unknown" => "There is no placeholder {placeholder}: use {known}.",
    // The careers site's help (FAQ and knowledge base) and content in several languages.
    LanguageUnsupported = "language_unsupported" => "Choose one of the languages en, de, fr or pt.",
    HelpSlugInvalid = "help_slug_invalid" => "An address name is 1 to 60 lower-case letters, digits and single hyphens.",
    HelpSlugTaken = "help_slug_taken" => "Another entry already has this address name.",
    HelpNameInvalid = "help_name_invalid" => "A category's name is 1 to 100 characters on one line.",
    HelpDescriptionInvalid = "help_description_invalid" => "A category's description is at most 500 characters.",
    HelpQuestionInvalid = "help_question_invalid" => "A question is 1 to 300 characters on one line.",
    HelpAnswerInvalid = "help_answer_invalid" => "An answer is 1 to 10,000 characters.",
    HelpTitleInvalid = "help_title_invalid" => "An article's title is 1 to 200 characters on one line.",
    HelpBodyInvalid = "help_body_invalid" => "An article is 1 to 50,000 characters.",
    HelpCategoryUnknown = "help_category_unknown" => "There is no such help category.",
    HelpCategoryInUse = "help_category_in_use" => "Move or delete this category's articles first.",
    HelpOrderInvalid = "help_order_invalid" => "Give every entry exactly once, in the new order.",
    HelpFull = "help_full" => "The help pages are full: remove an entry to add another.",
    // Job alerts.
    JobAlertTokenInvalid = "job_alert_token_invalid" => "This link is invalid or has expired.",
    JobAlertKeywordsInvalid = "job_alert_keywords_invalid" => "Keywords are at most 200 characters.",
    JobAlertsFull = "job_alerts_full" => "This address already has 5 job alerts: change or remove one first.",
    RetentionDaysInvalid = "retention_days_invalid" => "Keep applications 30 to 3,650 days, or 0 for ever.",
}

impl ErrorCode {
    /// The message with its placeholders filled from `values` (every one it names must be given).
    pub fn text<V: AsRef<str>>(self, values: &[(&str, V)]) -> Cow<'static, str> {
        let message = self.message();
        debug_assert!(
            template::placeholders(message).iter().all(|name| values.iter().any(|(key, _)| key == name)),
            "{self:?} names values that were not given: {message}"
        );
        template::fill(message, values)
    }
}

impl std::fmt::Display for ErrorCode {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.as_str())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_wire_name_is_the_serde_name_and_unique() {
        let mut seen = std::collections::HashSet::new();
        for code in ErrorCode::ALL {
            assert_eq!(serde_json::to_value(code).unwrap(), code.as_str(), "{code:?}");
            assert!(seen.insert(code.as_str()), "{code:?} twice");
            assert!(!code.message().is_empty());
        }
    }

    /// The codes whose message names values, and the values: each has a constructor or a call
    /// that gives them (`ApiError::not_found`, `invalid_query`, `FieldErrors::add_with`…), and
    /// `ErrorCode::text` refuses in tests to leave one out.
    #[test]
    fn messages_name_only_the_values_their_callers_give() {
        let named: Vec<(&str, Vec<&str>)> = ErrorCode::ALL
            .iter()
            .map(|code| (code.as_str(), template::placeholders(code.message())))
            .filter(|(_, names)| !names.is_empty())
            .collect();
        let expected: Vec<(&str, Vec<&str>)> = vec![
            ("invalid_body", vec!["reason"]),
            ("invalid_query", vec!["reason"]),
            ("payload_too_large", vec!["what", "limit"]),
            ("not_found", vec!["resource"]),
            ("unsupported_file_type", vec!["accepted"]),
            ("invalid_transition", vec!["subject", "from", "to"]),
            ("offer_field_unknown", vec!["field"]),
            ("offer_custom_field_missing", vec!["field"]),
            ("offer_name_mismatch", vec!["name"]),
            ("range_too_long", vec!["max"]),
            ("schedule_conflict", vec!["people"]),
            ("bulk_selection_invalid", vec!["items", "how"]),
            ("bulk_too_large", vec!["max", "items", "done"]),
            ("import_columns_invalid", vec!["columns", "problems"]),
            ("mail_template_placeholder_unknown", vec!["placeholder", "known"]),
        ];
        assert_eq!(named, expected);
        let text = ErrorCode::PayloadTooLarge.text(&[("what", "file"), ("limit", "5 MB")]);
        assert_eq!(text, "The file is larger than 5 MB.");
        assert_eq!(ErrorCode::EmailTaken.text::<&str>(&[]), "This email is already in use.");
    }

    #[test]
    #[cfg(debug_assertions)]
    #[should_panic(expected = "names values that were not given")]
    fn a_value_left_out_is_caught_in_tests() {
        let _ = ErrorCode::NotFound.text::<&str>(&[]);
    }
}
