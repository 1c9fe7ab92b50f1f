//! Tenant identifiers parsed once at the edge. A value that fails to parse never reaches SQL.

use std::fmt;

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum NameError {
    #[error(
        "a tenant slug is 3–40 characters: lower-case letters, digits and '-', starting with a letter and not ending with '-'"
    )]
    InvalidSlug,
    #[error("not a tenant schema name")]
    InvalidSchemaName,
    #[error("a hostname is lower-case letters, digits, '-' and '.', at most 253 characters")]
    InvalidHostname,
}

/// The public identifier of a tenant, carried in the `tenantid` header:
/// `^[a-z][a-z0-9-]{1,38}[a-z0-9]$`.
#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct TenantSlug(String);

impl TenantSlug {
    pub const MAX_LEN: usize = 40;

    pub fn parse(value: &str) -> Result<Self, NameError> {
        let bytes = value.as_bytes();
        let valid = (3..=Self::MAX_LEN).contains(&bytes.len())
            && bytes[0].is_ascii_lowercase()
            && bytes[bytes.len() - 1] != b'-'
            && bytes.iter().all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || *b == b'-');
        if valid { Ok(Self(value.to_owned())) } else { Err(NameError::InvalidSlug) }
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }

    /// The schema this tenant's tables live in: `t_<slug with '-' as '_'>`. Slugs have no '_',
    /// so two slugs never share a schema.
    pub fn schema_name(&self) -> SchemaName {
        SchemaName(format!("t_{}", self.0.replace('-', "_")))
    }
}

impl fmt::Display for TenantSlug {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.pad(&self.0)
    }
}

/// A tenant schema name, `t_[a-z][a-z0-9_]{1,38}[a-z0-9]`. It is the only identifier ever
/// interpolated into SQL (DDL and `search_path` cannot take bind parameters for names), so it is
/// built from a parsed slug or re-checked when read back from the registry.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct SchemaName(String);

impl SchemaName {
    pub fn parse(value: &str) -> Result<Self, NameError> {
        let rest = value.strip_prefix("t_").ok_or(NameError::InvalidSchemaName)?;
        TenantSlug::parse(&rest.replace('_', "-"))
            .map(|slug| slug.schema_name())
            .map_err(|_| NameError::InvalidSchemaName)
            .and_then(|schema| if schema.0 == value { Ok(schema) } else { Err(NameError::InvalidSchemaName) })
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }

    /// The name as a quoted SQL identifier. Safe because the alphabet excludes `"`.
    pub fn quoted(&self) -> String {
        format!("\"{}\"", self.0)
    }
}

impl fmt::Display for SchemaName {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.pad(&self.0)
    }
}

/// A branded hostname that maps requests to a tenant when no `tenantid` header is sent.
#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Hostname(String);

impl Hostname {
    /// Accepts what a browser sends in `Host`: case-insensitive, with an optional port and an
    /// optional trailing dot, both dropped.
    pub fn parse(value: &str) -> Result<Self, NameError> {
        let host = match value.rsplit_once(':') {
            Some((host, port)) if !port.is_empty() && port.bytes().all(|b| b.is_ascii_digit()) => host,
            _ => value,
        };
        let host = host.strip_suffix('.').unwrap_or(host).to_ascii_lowercase();
        let labels_ok = host.split('.').all(|label| {
            (1..=63).contains(&label.len())
                && !label.starts_with('-')
                && !label.ends_with('-')
                && label.bytes().all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'-')
        });
        if host.len() <= 253 && labels_ok { Ok(Self(host)) } else { Err(NameError::InvalidHostname) }
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }
}

impl fmt::Display for Hostname {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.pad(&self.0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ordinary_slugs_parse() {
        for slug in ["acme", "demo", "acme-corp", "a1b", "x".repeat(40).as_str()] {
            assert_eq!(TenantSlug::parse(slug).expect(slug).as_str(), slug);
        }
    }

    #[test]
    fn hostile_slugs_are_rejected() {
        let long = "a".repeat(300);
        let hostile = [
            "",
            "ab",
            "a'b",
            "acme'; DROP SCHEMA shared CASCADE; --",
            "acme;select 1",
            "pg_catalog",
            "t_acme",
            "Acme",
            "acme-",
            "-acme",
            "1acme",
            "acme corp",
            "ácme",
            "acme\u{0}",
            "acme\"",
            "acme/../x",
            long.as_str(),
            &"a".repeat(41),
        ];
        for value in hostile {
            assert_eq!(TenantSlug::parse(value), Err(NameError::InvalidSlug), "{value:?}");
        }
    }

    #[test]
    fn schema_name_replaces_dashes_and_is_quoted() {
        let schema = TenantSlug::parse("acme-corp").expect("slug").schema_name();
        assert_eq!(schema.as_str(), "t_acme_corp");
        assert_eq!(schema.quoted(), "\"t_acme_corp\"");
    }

    #[test]
    fn schema_names_outside_the_tenant_namespace_are_rejected() {
        for value in
            ["public", "shared", "pg_catalog", "t_", "t_a", "t_Acme", "t_acme\"; --", "information_schema", "t_acme_"]
        {
            assert!(SchemaName::parse(value).is_err(), "{value:?}");
        }
        assert_eq!(SchemaName::parse("t_acme_corp").expect("valid").as_str(), "t_acme_corp");
    }

    #[test]
    fn hostnames_are_normalised() {
        assert_eq!(Hostname::parse("Careers.Acme.COM:8443").expect("host").as_str(), "careers.acme.com");
        assert_eq!(Hostname::parse("acme.example.").expect("host").as_str(), "acme.example");
        assert_eq!(Hostname::parse("localhost").expect("host").as_str(), "localhost");
    }

    #[test]
    fn hostile_hostnames_are_rejected() {
        for value in
            ["", "acme..com", "-acme.com", "acme_corp.com", "acme.com/x", "ac me.com", "ácme.com", "'; select 1"]
        {
            assert!(Hostname::parse(value).is_err(), "{value:?}");
        }
        assert!(Hostname::parse(&format!("{}.com", "a".repeat(64))).is_err());
    }
}
