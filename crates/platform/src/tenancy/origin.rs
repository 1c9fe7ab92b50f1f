//! The origin of a tenant's site, for the absolute addresses the server writes: feeds, sitemap,
//! `robots.txt`, crawler pages (canonical, `og:url`) and the single sign-on redirect.

use actix_web::{HttpRequest, web};

use super::{Hostname, Tenant};
use crate::client::{self, PlatformOrigin};

/// The addressed host when it is one of `tenant`'s registered hostnames (with the scheme a
/// trusted proxy forwarded, else the connection's); else the platform's `PUBLIC_URL`; else — a
/// development server with nothing configured — whatever host was addressed. A `Host` or forwarded
/// header naming a stranger's site therefore never ends up in an address the server writes, once
/// `PUBLIC_URL` is set.
pub fn site_origin(req: &HttpRequest, tenant: &Tenant) -> String {
    let (scheme, host) = client::addressed(req);
    let registered =
        Hostname::parse(&host).is_ok_and(|name| tenant.hostnames.iter().any(|known| known == name.as_str()));
    if registered {
        return format!("{scheme}://{host}");
    }
    match req.app_data::<web::Data<PlatformOrigin>>().and_then(|origin| origin.0.clone()) {
        Some(public) => public.trim_end_matches('/').to_owned(),
        None => format!("{scheme}://{host}"),
    }
}
