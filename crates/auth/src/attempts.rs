//! Limits on password checks: signing in, and the current-password checks of a signed-in user
//! (changing the password, erasing the account). All of them count in the same buckets, so a
//! stolen access token cannot guess the password faster than the sign-in form can.
//!
//! Failures are counted per (account, client), per client and per account:
//! - the pair is refused after a few failures: a guesser at one client is stopped, while the owner
//!   signing in from another network is not;
//! - the client is refused after many failures on any accounts (an IPv6 client is its /64);
//! - the account alone is slowed down, more with every failure, and refused only at a much higher
//!   ceiling: a stranger cannot lock someone out by typing wrong passwords, only make them wait.
//!
//! Successful sign-ins are limited per account too: each is a password hash of the server's time.

use std::time::Duration;

use actix_web::HttpRequest;

use super::throttle::{self, Limit};
use crate::error::ApiError;
use crate::tenancy::TenantTx;

/// The limits, from the configuration.
#[derive(Debug, Clone, Copy)]
pub struct PasswordLimits {
    pub per_account_and_client: Limit,
    pub per_account: Limit,
    pub per_client: Limit,
    pub successes_per_account: Limit,
}

/// The longest an attempt on a much-failed account is held back.
const MAX_DELAY: Duration = Duration::from_secs(10);

impl PasswordLimits {
    /// How long to hold back an attempt on an account with `failures` recent failures: nothing
    /// while a pair would not yet be refused, then doubling from a quarter second.
    pub fn delay(&self, failures: u32) -> Duration {
        let free = self.per_account_and_client.max;
        match failures.checked_sub(free) {
            None => Duration::ZERO,
            Some(over) => Duration::from_millis(250).saturating_mul(1 << over.min(16)).min(MAX_DELAY),
        }
    }
}

/// One password check's buckets.
pub struct PasswordAttempt {
    pair: String,
    account: String,
    client: String,
    successes: String,
}

impl PasswordAttempt {
    /// An attempt on `account` (the e-mail address as typed, or the signed-in user's) by the
    /// request's client.
    pub fn new(account: &str, req: &HttpRequest) -> Self {
        let client = crate::client::rate_key(req);
        Self {
            pair: throttle::bucket("password:pair", &format!("{}\n{client}", account.trim())),
            account: account_bucket(account),
            client: format!("password:client:{client}"),
            successes: throttle::bucket("login:ok", account),
        }
    }

    /// Before the hash: 429 for a refused pair, client or account; otherwise how long to wait
    /// before hashing (with no database connection held).
    pub async fn admit(&self, tx: &TenantTx, limits: &PasswordLimits) -> Result<Duration, ApiError> {
        throttle::peek(tx, &self.pair, limits.per_account_and_client).await?;
        throttle::peek(tx, &self.client, limits.per_client).await?;
        let failures = throttle::recent(tx, &self.account, limits.per_account).await?;
        Ok(limits.delay(failures))
    }

    /// After the hash, in the transaction that acts on its outcome: the failure buckets are checked
    /// again under their locks, so checks that failed while this one was hashing count and no
    /// more than a limit's worth of answers is ever given. Then this outcome is counted: a failure
    /// in every bucket; a pass clears the pair's failures.
    pub async fn settle(&self, tx: &TenantTx, limits: &PasswordLimits, passed: bool) -> Result<(), ApiError> {
        throttle::check(tx, &self.pair, limits.per_account_and_client).await?;
        throttle::check(tx, &self.account, limits.per_account).await?;
        throttle::check(tx, &self.client, limits.per_client).await?;
        if passed {
            throttle::clear(tx, &self.pair).await
        } else {
            throttle::hit(tx, &self.pair).await?;
            throttle::hit(tx, &self.account).await?;
            throttle::hit(tx, &self.client).await
        }
    }

    /// Before a sign-in's hash: [`PasswordAttempt::admit`], and 429 for an account that had its
    /// limit of successful sign-ins — before the hash, so a script with the right password cannot
    /// spend the server's hashing either.
    pub async fn admit_sign_in(&self, tx: &TenantTx, limits: &PasswordLimits) -> Result<Duration, ApiError> {
        let delay = self.admit(tx, limits).await?;
        throttle::peek(tx, &self.successes, limits.successes_per_account).await?;
        Ok(delay)
    }

    /// Counts a successful sign-in; 429 once the account has had its limit of them.
    pub async fn signed_in(&self, tx: &TenantTx, limits: &PasswordLimits) -> Result<(), ApiError> {
        throttle::check_and_hit(tx, &self.successes, limits.successes_per_account).await
    }
}

/// Forgets an account's failed password checks from every client (a reset proved the owner).
pub async fn forgive(tx: &TenantTx, account: &str) -> Result<(), ApiError> {
    throttle::clear(tx, &account_bucket(account)).await
}

fn account_bucket(account: &str) -> String {
    throttle::bucket("password:account", account)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn limits() -> PasswordLimits {
        let limit = |max| Limit { max, window: Duration::from_secs(900) };
        PasswordLimits {
            per_account_and_client: limit(5),
            per_account: limit(100),
            per_client: limit(50),
            successes_per_account: limit(20),
        }
    }

    #[test]
    fn an_account_is_slowed_down_progressively_after_a_pairs_worth_of_failures() {
        let limits = limits();
        assert_eq!(limits.delay(0), Duration::ZERO);
        assert_eq!(limits.delay(4), Duration::ZERO);
        assert_eq!(limits.delay(5), Duration::from_millis(250));
        assert_eq!(limits.delay(6), Duration::from_millis(500));
        assert_eq!(limits.delay(9), Duration::from_secs(4));
        assert_eq!(limits.delay(10), Duration::from_secs(8));
        assert_eq!(limits.delay(11), MAX_DELAY);
        assert_eq!(limits.delay(99), MAX_DELAY);
    }
}
