#[cfg(feature = "dev-seed")]
pub mod bench_data;
pub mod create;
pub mod delete;
pub mod list;
pub mod migrate;
#[cfg(feature = "dev-seed")]
pub mod seed_demo;
pub mod show;
pub mod status;
pub mod update;
pub mod users;

use erecruit_server::tenancy::Hostname;

/// Parses a `--host` argument with the same rules the server applies to `Host`.
pub(crate) fn parse_hostname(value: &str) -> Result<Hostname, String> {
    Hostname::parse(value).map_err(|err| err.to_string())
}

pub(crate) fn parse_name(value: &str) -> Result<String, String> {
    erecruit_server::tenancy::admin::parse_display_text("the name", value).map_err(|err| err.to_string())
}

pub(crate) fn parse_title(value: &str) -> Result<String, String> {
    erecruit_server::tenancy::admin::parse_display_text("the title", value).map_err(|err| err.to_string())
}
