//! A user's bookmarks (the template's starred bookmarks, kept on the server): any page or record
//! of the web app, in the user's order. The starred ones show in the navbar, at most ten; the
//! rest of the starred wait in an overflow list, so unstarring one of the ten brings the first of
//! them into the navbar.

pub mod domain;
mod entities;
mod me;
pub mod repo;
pub mod views;

// The platform's (and identity's) modules under the paths this crate's code names them by.
use erecruit_auth as auth;
use erecruit_platform::{db, error, tenancy, text};

pub use me::configure;

#[derive(utoipa::OpenApi)]
#[openapi(
    paths(
        me::list_bookmarks,
        me::add_bookmark,
        me::change_bookmark,
        me::delete_bookmark,
        me::order_bookmarks
    ),
    tags((name = "bookmarks", description = "The signed-in user's bookmarks"))
)]
pub struct BookmarksApi;
