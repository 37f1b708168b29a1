//! Handles given to C clients (`nvvmProgram`, `nvJitLinkHandle`): keys of a registry of live
//! objects, never dereferenced, so that a NULL, destroyed or foreign handle is an error code and
//! not undefined behaviour. Each object has its own lock, so that different objects are used in
//! parallel on different threads.

use std::collections::HashMap;
use std::sync::{Arc, Mutex, MutexGuard};

/// The live objects of one handle type.
pub struct Registry<T>(Mutex<HashMap<usize, Arc<Mutex<T>>>>);

impl<T> Registry<T> {
    pub fn new() -> Self {
        Registry(Mutex::new(HashMap::new()))
    }

    fn map(&self) -> MutexGuard<'_, HashMap<usize, Arc<Mutex<T>>>> {
        self.0.lock().unwrap_or_else(|p| p.into_inner())
    }

    /// Registers `value`; its handle.
    pub fn insert(&self, value: T) -> usize {
        let h = Arc::new(Mutex::new(value));
        let key = Arc::as_ptr(&h) as usize;
        self.map().insert(key, h);
        key
    }

    /// The object behind `handle`, if it is live.
    pub fn get(&self, handle: usize) -> Option<Arc<Mutex<T>>> {
        if handle == 0 {
            return None;
        }
        self.map().get(&handle).cloned()
    }

    /// Forgets `handle`; whether it was live. A call still running on another thread keeps its
    /// own reference, so the object is freed when that call returns.
    pub fn remove(&self, handle: usize) -> bool {
        handle != 0 && self.map().remove(&handle).is_some()
    }
}

/// Locks one object, whatever a panic left behind.
pub fn lock<T>(h: &Mutex<T>) -> MutexGuard<'_, T> {
    h.lock().unwrap_or_else(|p| p.into_inner())
}
