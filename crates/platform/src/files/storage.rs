//! Where file bytes live: a local directory by default (FILES_DIR), or an S3-compatible bucket
//! (S3_BUCKET, with the standard AWS_* variables for credentials, region and endpoint).

use std::sync::Arc;

use anyhow::Context;
use object_store::aws::AmazonS3Builder;
use object_store::local::LocalFileSystem;
use object_store::path::Path as StorePath;
use object_store::{ObjectStore, ObjectStoreExt, PutPayload};

use crate::config::Config;

#[derive(Clone)]
pub struct Storage {
    store: Arc<dyn ObjectStore>,
}

/// An S3 bucket's store. Its HTTPS client is built without a crypto provider of its own (see the
/// workspace's Cargo.toml): it takes the process's, which is ring here as for every other TLS
/// connection this program makes.
fn bucket_store(builder: AmazonS3Builder) -> anyhow::Result<object_store::aws::AmazonS3> {
    // Fails only when a provider is installed already, which is as good.
    let _ = rustls::crypto::ring::default_provider().install_default();
    builder.build().context("S3_BUCKET is set but the S3 settings (AWS_*) are incomplete")
}

impl Storage {
    pub fn from_config(config: &Config) -> anyhow::Result<Self> {
        Self::open(config.files_dir(), config.s3_bucket.as_deref())
    }

    /// A bucket when one is named, else the directory.
    pub fn open(dir: std::path::PathBuf, s3_bucket: Option<&str>) -> anyhow::Result<Self> {
        let store: Arc<dyn ObjectStore> = match s3_bucket {
            Some(bucket) => Arc::new(bucket_store(AmazonS3Builder::from_env().with_bucket_name(bucket))?),
            None => {
                std::fs::create_dir_all(&dir).with_context(|| format!("creating {}", dir.display()))?;
                Arc::new(LocalFileSystem::new_with_prefix(&dir).with_context(|| format!("opening {}", dir.display()))?)
            }
        };
        Ok(Self { store })
    }

    pub async fn put(&self, key: &str, bytes: Vec<u8>) -> anyhow::Result<()> {
        self.store.put(&StorePath::from(key), PutPayload::from(bytes)).await?;
        Ok(())
    }

    /// The object's bytes, or `None` when it is gone.
    pub async fn get(&self, key: &str) -> anyhow::Result<Option<Vec<u8>>> {
        match self.store.get(&StorePath::from(key)).await {
            Ok(object) => Ok(Some(object.bytes().await?.to_vec())),
            Err(object_store::Error::NotFound { .. }) => {
                tracing::warn!(key, "a recorded file is missing from storage");
                Ok(None)
            }
            Err(err) => Err(err.into()),
        }
    }

    /// Removes an object; one already gone is fine.
    pub async fn delete(&self, key: &str) -> anyhow::Result<()> {
        match self.store.delete(&StorePath::from(key)).await {
            Ok(()) | Err(object_store::Error::NotFound { .. }) => Ok(()),
            Err(err) => Err(err.into()),
        }
    }

    /// Removes every object whose key starts with `prefix` (a folder, e.g. `tenants/<id>/`);
    /// returns how many went.
    pub async fn delete_prefix(&self, prefix: &str) -> anyhow::Result<usize> {
        use futures_util::TryStreamExt;
        let keys: Vec<StorePath> =
            self.store.list(Some(&StorePath::from(prefix))).map_ok(|meta| meta.location).try_collect().await?;
        for key in &keys {
            match self.store.delete(key).await {
                Ok(()) | Err(object_store::Error::NotFound { .. }) => {}
                Err(err) => return Err(err.into()),
            }
        }
        Ok(keys.len())
    }
}

/// The folder of a tenant's files: every storage key of its files starts with it.
pub fn tenant_prefix(tenant_id: uuid::Uuid) -> String {
    format!("tenants/{tenant_id}/")
}

#[cfg(test)]
mod tests {
    use object_store::RetryConfig;

    use super::*;

    /// The bucket's HTTPS client gets a crypto provider: a request to an address where nothing
    /// listens is an error to report, not a panic for want of one.
    #[tokio::test]
    async fn a_bucket_store_builds_its_https_client_on_ring() {
        let listener = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
        let port = listener.local_addr().unwrap().port();
        drop(listener);
        let builder = AmazonS3Builder::new()
            .with_bucket_name("files")
            .with_region("eu-west-1")
            .with_endpoint(format!("https://127.0.0.1:{port}"))
            .with_access_key_id("key")
            .with_secret_access_key("secret")
            .with_retry(RetryConfig { max_retries: 0, ..RetryConfig::default() });
        let storage = Storage { store: Arc::new(bucket_store(builder).unwrap()) };
        let err = storage.put("probe", b"bytes".to_vec()).await.unwrap_err();
        // The request went out (the client exists) and met the closed port.
        assert!(format!("{err:#}").contains("Connection refused"), "{err:#}");
    }
}
