//! Atomic output: the result goes to a temporary file in the destination's directory and is
//! renamed over the destination only when complete, so a failed run leaves no file behind and
//! never clobbers an existing one. Devices and pipes are written in place. The file gets the
//! mode every compiler gives its output, `0666` less the process's umask (0644 under umask 022),
//! not a temporary file's private 0600: the kernel applies the umask when it creates the file
//! with the mode asked for, so nothing reads the umask or changes the mode afterwards.

use crate::error::CompileError;
use std::io::Write;
use std::os::unix::fs::PermissionsExt;
use std::path::{Path, PathBuf};

/// Writes `bytes` to `path` atomically, or to stdout when `path` is `-`.
pub fn write_atomically(path: &Path, bytes: &[u8]) -> Result<(), CompileError> {
    if path.as_os_str() == "-" {
        let mut out = std::io::stdout().lock();
        return out
            .write_all(bytes)
            .and_then(|_| out.flush())
            .map_err(|source| CompileError::WriteOutput { path: path.to_path_buf(), source });
    }
    let err = |source| CompileError::WriteOutput { path: path.to_path_buf(), source };
    // A device or a pipe (`-o /dev/null`, `-o /dev/stdout`, a FIFO) is written in place: renaming
    // a file over it would replace the device node itself.
    if std::fs::metadata(path).is_ok_and(|m| !m.is_file() && !m.is_dir()) {
        let mut f = std::fs::OpenOptions::new().write(true).open(path).map_err(err)?;
        return f.write_all(bytes).and_then(|_| f.flush()).map_err(err);
    }
    let dir = match path.parent() {
        Some(d) if !d.as_os_str().is_empty() => d.to_path_buf(),
        _ => PathBuf::from("."),
    };
    let mut tmp = tempfile::Builder::new()
        .prefix(".nvvmc-")
        .suffix(".tmp")
        .permissions(std::fs::Permissions::from_mode(0o666))
        .tempfile_in(&dir)
        .map_err(err)?;
    tmp.write_all(bytes).map_err(err)?;
    tmp.flush().map_err(err)?;
    tmp.persist(path).map_err(|e| err(e.error))?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn writes_and_replaces() {
        let dir = tempfile::tempdir().unwrap();
        let p = dir.path().join("a.ptx");
        write_atomically(&p, b"one").unwrap();
        write_atomically(&p, b"two").unwrap();
        assert_eq!(std::fs::read(&p).unwrap(), b"two");
        let leftovers: Vec<_> = std::fs::read_dir(dir.path()).unwrap().collect();
        assert_eq!(leftovers.len(), 1);
    }

    #[test]
    fn pipes_and_devices_are_written_in_place() {
        use std::os::unix::fs::FileTypeExt;
        let dir = tempfile::tempdir().unwrap();
        let fifo = dir.path().join("pipe");
        assert!(std::process::Command::new("mkfifo").arg(&fifo).status().unwrap().success());
        let reader = {
            let f = fifo.clone();
            std::thread::spawn(move || std::fs::read(f).unwrap())
        };
        write_atomically(&fifo, b"ptx").unwrap();
        assert!(std::fs::symlink_metadata(&fifo).unwrap().file_type().is_fifo(), "the pipe was replaced by a file");
        assert_eq!(reader.join().unwrap(), b"ptx");
    }

    #[test]
    fn missing_directory_is_an_error_naming_the_path() {
        let e = write_atomically(Path::new("/nonexistent-dir/x.ptx"), b"x").unwrap_err();
        assert!(e.to_string().contains("/nonexistent-dir/x.ptx"), "{e}");
    }
}
