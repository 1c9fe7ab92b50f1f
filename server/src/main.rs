use clap::Parser;
use erecruit_server::config::Config;
use erecruit_server::startup::Application;
use erecruit_server::telemetry;

#[actix_web::main]
async fn main() -> anyhow::Result<()> {
    let config = Config::parse();
    telemetry::init(config.effective_log_format());
    let application = Application::build(config.clone()).await?;
    tracing::info!(bind = %config.bind, port = application.port(), env = ?config.app_env, "eRecruit server listening");
    application.run_until_stopped().await?;
    tracing::info!("eRecruit server stopped");
    Ok(())
}
