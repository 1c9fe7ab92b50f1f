//! The account tables as sea-orm entities (the migration `m20261122_000002_accounts` creates them;
//! `m20261122_000004_profiles` drops `users.person_id`, the link lives on `persons.user_id`;
//! `m20261127_000014_team_and_tasks` adds departments and invitations).

pub mod user {
    use chrono::{DateTime, Utc};
    use sea_orm::entity::prelude::*;

    use crate::domain::{Locale, Role, UserKind, UserStatus};

    #[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
    #[sea_orm(table_name = "users")]
    pub struct Model {
        #[sea_orm(primary_key, auto_increment = false)]
        pub id: Uuid,
        pub email: String,
        pub password_hash: String,
        pub name: String,
        pub role: Role,
        pub status: UserStatus,
        pub department: Option<String>,
        pub locale: Locale,
        pub failed_logins: i32,
        pub locked_until: Option<DateTime<Utc>>,
        pub last_login_at: Option<DateTime<Utc>>,
        pub created_at: DateTime<Utc>,
        pub updated_at: DateTime<Utc>,
        /// When the address was shown to be theirs (an invitation accepted, a reset link used).
        pub email_verified_at: Option<DateTime<Utc>>,
        /// A person, or an API key's service identity (which never signs in and is no colleague).
        pub kind: UserKind,
    }

    #[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
    pub enum Relation {
        #[sea_orm(
            belongs_to = "super::department::Entity",
            from = "Column::Department",
            to = "super::department::Column::Name"
        )]
        Department,
        #[sea_orm(has_many = "super::refresh_token::Entity")]
        RefreshTokens,
        #[sea_orm(has_many = "super::password_reset::Entity")]
        PasswordResets,
        #[sea_orm(has_many = "super::user_session::Entity")]
        Sessions,
        #[sea_orm(has_one = "super::user_totp::Entity")]
        Totp,
        #[sea_orm(has_many = "super::recovery_code::Entity")]
        RecoveryCodes,
        #[sea_orm(has_many = "super::mfa_challenge::Entity")]
        MfaChallenges,
        #[sea_orm(has_many = "super::user_identity::Entity")]
        Identities,
    }

    impl Related<super::department::Entity> for Entity {
        fn to() -> RelationDef {
            Relation::Department.def()
        }
    }

    impl Related<super::refresh_token::Entity> for Entity {
        fn to() -> RelationDef {
            Relation::RefreshTokens.def()
        }
    }

    impl Related<super::password_reset::Entity> for Entity {
        fn to() -> RelationDef {
            Relation::PasswordResets.def()
        }
    }

    impl Related<super::user_session::Entity> for Entity {
        fn to() -> RelationDef {
            Relation::Sessions.def()
        }
    }

    impl Related<super::user_totp::Entity> for Entity {
        fn to() -> RelationDef {
            Relation::Totp.def()
        }
    }

    impl Related<super::recovery_code::Entity> for Entity {
        fn to() -> RelationDef {
            Relation::RecoveryCodes.def()
        }
    }

    impl Related<super::mfa_challenge::Entity> for Entity {
        fn to() -> RelationDef {
            Relation::MfaChallenges.def()
        }
    }

    impl Related<super::user_identity::Entity> for Entity {
        fn to() -> RelationDef {
            Relation::Identities.def()
        }
    }

    erecruit_platform::timestamped!();
}

/// Refresh tokens, stored as SHA-256 hashes; the rows of one sign-in session share a `family_id`.
pub mod refresh_token {
    use chrono::{DateTime, Utc};
    use sea_orm::entity::prelude::*;

    #[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
    #[sea_orm(table_name = "refresh_tokens")]
    pub struct Model {
        #[sea_orm(primary_key, auto_increment = false)]
        pub id: Uuid,
        pub user_id: Uuid,
        pub family_id: Uuid,
        pub token_hash: Vec<u8>,
        pub created_at: DateTime<Utc>,
        pub expires_at: DateTime<Utc>,
        pub used_at: Option<DateTime<Utc>>,
        pub revoked_at: Option<DateTime<Utc>>,
    }

    #[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
    pub enum Relation {
        #[sea_orm(belongs_to = "super::user::Entity", from = "Column::UserId", to = "super::user::Column::Id")]
        User,
    }

    impl Related<super::user::Entity> for Entity {
        fn to() -> RelationDef {
            Relation::User.def()
        }
    }

    impl ActiveModelBehavior for ActiveModel {}
}

/// Password reset links, stored as SHA-256 hashes of their tokens.
pub mod password_reset {
    use chrono::{DateTime, Utc};
    use sea_orm::entity::prelude::*;

    #[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
    #[sea_orm(table_name = "password_resets")]
    pub struct Model {
        #[sea_orm(primary_key, auto_increment = false)]
        pub id: Uuid,
        pub user_id: Uuid,
        pub token_hash: Vec<u8>,
        pub created_at: DateTime<Utc>,
        pub expires_at: DateTime<Utc>,
        pub used_at: Option<DateTime<Utc>>,
    }

    #[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
    pub enum Relation {
        #[sea_orm(belongs_to = "super::user::Entity", from = "Column::UserId", to = "super::user::Column::Id")]
        User,
    }

    impl Related<super::user::Entity> for Entity {
        fn to() -> RelationDef {
            Relation::User.def()
        }
    }

    impl ActiveModelBehavior for ActiveModel {}
}

/// One counted attempt in a rate-limit bucket. The table has no key (events are counted, never
/// addressed one by one); sea-orm wants one, so `(bucket, at)` stands in for it.
pub mod rate_limit_event {
    use chrono::{DateTime, Utc};
    use sea_orm::entity::prelude::*;

    #[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
    #[sea_orm(table_name = "rate_limit_events")]
    pub struct Model {
        #[sea_orm(primary_key, auto_increment = false)]
        pub bucket: String,
        #[sea_orm(primary_key, auto_increment = false)]
        pub at: DateTime<Utc>,
    }

    #[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
    pub enum Relation {}

    impl ActiveModelBehavior for ActiveModel {}
}

/// The tenant's departments; `users.department` and `invitations.department` name one.
pub mod department {
    use chrono::{DateTime, Utc};
    use sea_orm::entity::prelude::*;

    #[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
    #[sea_orm(table_name = "departments")]
    pub struct Model {
        #[sea_orm(primary_key)]
        pub id: i64,
        pub name: String,
        pub created_at: DateTime<Utc>,
    }

    #[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
    pub enum Relation {
        #[sea_orm(has_many = "super::user::Entity")]
        Users,
        #[sea_orm(has_many = "super::invitation::Entity")]
        Invitations,
    }

    impl Related<super::user::Entity> for Entity {
        fn to() -> RelationDef {
            Relation::Users.def()
        }
    }

    impl Related<super::invitation::Entity> for Entity {
        fn to() -> RelationDef {
            Relation::Invitations.def()
        }
    }

    impl ActiveModelBehavior for ActiveModel {}
}

/// Invitations of colleagues, with the SHA-256 of their link's token.
pub mod invitation {
    use chrono::{DateTime, Utc};
    use sea_orm::entity::prelude::*;

    use crate::domain::{Locale, Role};

    #[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
    #[sea_orm(table_name = "invitations")]
    pub struct Model {
        #[sea_orm(primary_key, auto_increment = false)]
        pub id: Uuid,
        pub email: String,
        /// Admin or staff (a CHECK).
        pub role: Role,
        pub department: Option<String>,
        pub locale: Locale,
        pub token_hash: Vec<u8>,
        pub invited_by: Option<Uuid>,
        pub created_at: DateTime<Utc>,
        pub sent_at: DateTime<Utc>,
        pub expires_at: DateTime<Utc>,
        pub accepted_at: Option<DateTime<Utc>>,
        pub user_id: Option<Uuid>,
        pub revoked_at: Option<DateTime<Utc>>,
    }

    #[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
    pub enum Relation {
        #[sea_orm(
            belongs_to = "super::department::Entity",
            from = "Column::Department",
            to = "super::department::Column::Name"
        )]
        Department,
        /// The admin who sent it (`invited_by`).
        #[sea_orm(belongs_to = "super::user::Entity", from = "Column::InvitedBy", to = "super::user::Column::Id")]
        Inviter,
        /// The account it became once accepted (`user_id`).
        #[sea_orm(belongs_to = "super::user::Entity", from = "Column::UserId", to = "super::user::Column::Id")]
        Account,
    }

    impl Related<super::department::Entity> for Entity {
        fn to() -> RelationDef {
            Relation::Department.def()
        }
    }

    impl ActiveModelBehavior for ActiveModel {}
}

/// Sign-in sessions as the account page lists them (migration `m20261203_000020_identity`); the
/// id is the refresh-token family's.
pub mod user_session {
    use chrono::{DateTime, Utc};
    use sea_orm::entity::prelude::*;

    use crate::domain::SignInMethod;

    #[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
    #[sea_orm(table_name = "user_sessions")]
    pub struct Model {
        #[sea_orm(primary_key, auto_increment = false)]
        pub id: Uuid,
        pub user_id: Uuid,
        pub method: SignInMethod,
        pub second_factor: bool,
        pub user_agent: String,
        pub created_at: DateTime<Utc>,
        pub last_used_at: DateTime<Utc>,
        pub locked_at: Option<DateTime<Utc>>,
    }

    #[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
    pub enum Relation {
        #[sea_orm(belongs_to = "super::user::Entity", from = "Column::UserId", to = "super::user::Column::Id")]
        User,
    }

    impl Related<super::user::Entity> for Entity {
        fn to() -> RelationDef {
            Relation::User.def()
        }
    }

    impl ActiveModelBehavior for ActiveModel {}
}

/// A user's TOTP secret (sealed) and the last time step a code was taken for.
pub mod user_totp {
    use chrono::{DateTime, Utc};
    use sea_orm::entity::prelude::*;

    #[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
    #[sea_orm(table_name = "user_totp")]
    pub struct Model {
        #[sea_orm(primary_key, auto_increment = false)]
        pub user_id: Uuid,
        pub secret: Vec<u8>,
        pub confirmed_at: Option<DateTime<Utc>>,
        pub last_step: i64,
        pub created_at: DateTime<Utc>,
        /// Wrong codes in a row, across challenges and clients.
        pub failed_codes: i32,
        /// Too many wrong codes: TOTP codes are refused until a recovery code or an admin's reset.
        pub locked_at: Option<DateTime<Utc>>,
    }

    #[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
    pub enum Relation {
        #[sea_orm(belongs_to = "super::user::Entity", from = "Column::UserId", to = "super::user::Column::Id")]
        User,
    }

    impl Related<super::user::Entity> for Entity {
        fn to() -> RelationDef {
            Relation::User.def()
        }
    }

    impl ActiveModelBehavior for ActiveModel {}
}

/// Single-use recovery codes, as SHA-256.
pub mod recovery_code {
    use chrono::{DateTime, Utc};
    use sea_orm::entity::prelude::*;

    #[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
    #[sea_orm(table_name = "user_recovery_codes")]
    pub struct Model {
        #[sea_orm(primary_key, auto_increment = false)]
        pub user_id: Uuid,
        #[sea_orm(primary_key, auto_increment = false)]
        pub code_hash: Vec<u8>,
        pub used_at: Option<DateTime<Utc>>,
        /// `code_hash` is keyed (HMAC under the server's key); false for rows from before.
        pub keyed: bool,
    }

    #[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
    pub enum Relation {
        #[sea_orm(belongs_to = "super::user::Entity", from = "Column::UserId", to = "super::user::Column::Id")]
        User,
    }

    impl Related<super::user::Entity> for Entity {
        fn to() -> RelationDef {
            Relation::User.def()
        }
    }

    impl ActiveModelBehavior for ActiveModel {}
}

/// The challenge between a password and a second factor, as SHA-256 of the token.
pub mod mfa_challenge {
    use chrono::{DateTime, Utc};
    use sea_orm::entity::prelude::*;

    use crate::domain::SignInMethod;

    #[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
    #[sea_orm(table_name = "mfa_challenges")]
    pub struct Model {
        #[sea_orm(primary_key, auto_increment = false)]
        pub token_hash: Vec<u8>,
        pub user_id: Uuid,
        pub method: SignInMethod,
        pub user_agent: String,
        pub expires_at: DateTime<Utc>,
        pub used_at: Option<DateTime<Utc>>,
        pub attempts: i32,
        /// An enrolment's code mailed to the account's address (SHA-256), and when it was given.
        pub email_code_hash: Option<Vec<u8>>,
        pub email_verified_at: Option<DateTime<Utc>>,
    }

    #[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
    pub enum Relation {
        #[sea_orm(belongs_to = "super::user::Entity", from = "Column::UserId", to = "super::user::Column::Id")]
        User,
    }

    impl Related<super::user::Entity> for Entity {
        fn to() -> RelationDef {
            Relation::User.def()
        }
    }

    impl ActiveModelBehavior for ActiveModel {}
}

/// The tenant's identity provider (one row at most; the client secret sealed).
pub mod sso_settings {
    use chrono::{DateTime, Utc};
    use sea_orm::entity::prelude::*;

    use crate::domain::Role;

    #[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
    #[sea_orm(table_name = "sso_settings")]
    pub struct Model {
        #[sea_orm(primary_key, auto_increment = false)]
        pub id: bool,
        pub display_name: String,
        pub issuer: String,
        pub client_id: String,
        pub client_secret: Vec<u8>,
        pub scopes: Vec<String>,
        pub allowed_domains: Vec<String>,
        pub new_user_role: Role,
        pub staff_must_use_sso: bool,
        pub enabled: bool,
        pub updated_at: DateTime<Utc>,
    }

    #[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
    pub enum Relation {}

    erecruit_platform::timestamped!();
}

/// A sign-in sent to the identity provider, by the SHA-256 of its `state`.
pub mod sso_login {
    use chrono::{DateTime, Utc};
    use sea_orm::entity::prelude::*;

    #[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
    #[sea_orm(table_name = "sso_logins")]
    pub struct Model {
        #[sea_orm(primary_key, auto_increment = false)]
        pub state_hash: Vec<u8>,
        pub binder_hash: Vec<u8>,
        pub nonce: String,
        pub pkce_verifier: Vec<u8>,
        pub redirect_uri: String,
        pub expires_at: DateTime<Utc>,
        pub used_at: Option<DateTime<Utc>>,
        /// Started from a locked session: the provider's `auth_time` must be no older than this.
        pub fresh_since: Option<DateTime<Utc>>,
    }

    #[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
    pub enum Relation {}

    impl ActiveModelBehavior for ActiveModel {}
}

/// An account linked to a subject of the identity provider.
pub mod user_identity {
    use chrono::{DateTime, Utc};
    use sea_orm::entity::prelude::*;

    #[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
    #[sea_orm(table_name = "user_identities")]
    pub struct Model {
        #[sea_orm(primary_key, auto_increment = false)]
        pub issuer: String,
        #[sea_orm(primary_key, auto_increment = false)]
        pub subject: String,
        pub user_id: Uuid,
        pub created_at: DateTime<Utc>,
    }

    #[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
    pub enum Relation {
        #[sea_orm(belongs_to = "super::user::Entity", from = "Column::UserId", to = "super::user::Column::Id")]
        User,
    }

    impl Related<super::user::Entity> for Entity {
        fn to() -> RelationDef {
            Relation::User.def()
        }
    }

    impl ActiveModelBehavior for ActiveModel {}
}

/// `api_keys` (migration `m20261214_000036_integrations`).
pub mod api_key {
    use chrono::{DateTime, Utc};
    use sea_orm::entity::prelude::*;

    #[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
    #[sea_orm(table_name = "api_keys")]
    pub struct Model {
        #[sea_orm(primary_key, auto_increment = false)]
        pub id: Uuid,
        /// The service identity the key acts as.
        pub user_id: Uuid,
        pub name: String,
        pub prefix: String,
        /// SHA-256 of the key.
        pub key_hash: Vec<u8>,
        pub scopes: Vec<String>,
        pub expires_at: Option<DateTime<Utc>>,
        pub last_used_at: Option<DateTime<Utc>>,
        pub created_by: Option<Uuid>,
        pub created_at: DateTime<Utc>,
        pub revoked_at: Option<DateTime<Utc>>,
    }

    #[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
    pub enum Relation {}

    impl ActiveModelBehavior for ActiveModel {}
}
