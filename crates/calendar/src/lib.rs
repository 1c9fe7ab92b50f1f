//! The tenant's recruiting calendar (the template's Calendar app, made real): interviews with
//! applicants, meetings, reminders, holidays and personal events; free slots for scheduling;
//! invitations by e-mail with iCalendar parts; private feeds for calendar apps; each member of
//! staff's working hours, zone and caps, and the busy times of their external calendar.

mod applicant;
pub mod availability;
pub mod cache;
pub mod domain;
mod entities;
mod events;
pub mod external;
mod feed;
pub mod ics;
mod invitations;
pub mod repo;
pub mod slots;
pub mod views;

// The platform's and other features' modules under the paths this crate's code names them by.
use erecruit_applications as applications;
use erecruit_auth as auth;
use erecruit_platform::{answer_cache, audit, crypto, db, delivery, error, mail, outbound, paging, tenancy, text};
use erecruit_profiles as profiles;
use erecruit_vacancies as vacancies;

use actix_web::middleware::from_fn;
use actix_web::web;

pub use cache::RangeCache;
pub use events::{add_event, exported_for, move_event, remove_event};
pub use external::ExternalCalendarWorker;
pub use feed::FEED_PATH;
pub use invitations::cancel_organised_by;
pub use invitations::when;

#[derive(utoipa::OpenApi)]
#[openapi(
    paths(
        events::list_events,
        events::get_event,
        events::create_event,
        events::change_event,
        events::delete_event,
        events::free_slots,
        events::people_to_invite,
        applicant::my_interviews,
        applicant::respond,
        feed::my_feed,
        feed::new_feed,
        feed::delete_feed,
        feed::feed,
        availability::my_availability,
        availability::save_availability,
        external::my_external_calendar,
        external::save_external_calendar,
        external::delete_external_calendar,
    ),
    tags((name = "calendar", description = "The team's calendar, interview scheduling and invitations, and applicants' answers"))
)]
pub struct CalendarApi;

pub fn configure(cfg: &mut web::ServiceConfig) {
    cfg.configure(events::configure)
        .configure(applicant::configure)
        .configure(feed::configure)
        .configure(availability::configure)
        .configure(external::configure)
        .service(
            web::resource(FEED_PATH).wrap(from_fn(crate::tenancy::tenant_from_query)).route(web::get().to(feed::feed)),
        );
}
