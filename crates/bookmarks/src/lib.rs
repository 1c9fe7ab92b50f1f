//! A user's bookmarks (the template's starred bookmarks, kept on the server): any page or record
//! of the web app, in the user's order. The starred ones show in the navbar, at most ten; the
//! rest of the starred wait in an overflow list, so unstarring one of the ten brings the first of
//! them into the navbar.

pub mod domain;
pub mod entities;
pub mod repo;
mod routes;
pub mod views;

// The platform's (and identity's) modules under the paths this crate's code names them by.
use erecruit_auth as auth;
use erecruit_platform::{db, error, tenancy, text};

pub use routes::configure;

#[derive(utoipa::OpenApi)]
#[openapi(
    paths(
        routes::list_bookmarks,
        routes::add_bookmark,
        routes::change_bookmark,
        routes::delete_bookmark,
        routes::order_bookmarks
    ),
    tags((name = "bookmarks", description = "The signed-in user's bookmarks"))
)]
pub struct BookmarksApi;
