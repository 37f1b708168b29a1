//! The worker's side: `nvvmc --nvvmc-worker`, started by a supervisor (`supervisor.rs`) with a
//! socket as its stdin, on which it reads requests and writes its answers (`protocol.rs`), and a
//! temporary file as its stdout, at whose start it writes the stage it enters. It compiles one
//! request at a time, in its main thread, as the C API or the command line would in-process, and
//! exits when the supervisor closes the socket.

use super::libnvvm::{self, Outcome};
use super::protocol::{self, Frame};
use crate::error::CompileError;
use crate::front::input::Input;
use crate::options::LibdeviceBytes;
use std::fs::File;
use std::io::{BufReader, Seek, SeekFrom};
use std::os::fd::AsFd;
use std::os::unix::fs::FileExt;
use std::sync::{Arc, Mutex, OnceLock};

/// The socket to the supervisor, for the answers.
static CHANNEL: OnceLock<Mutex<File>> = OnceLock::new();

/// The stage file (the worker's stdout, when the supervisor made it a regular file).
static STAGE_FILE: OnceLock<File> = OnceLock::new();

/// Writes one frame to the supervisor; false when it is gone.
fn send(frame: &[u8]) -> bool {
    let Some(channel) = CHANNEL.get() else { return false };
    let mut f = channel.lock().unwrap_or_else(|p| p.into_inner());
    protocol::write_frame(&mut *f, frame).is_ok()
}

/// The stage observer (`stage::observe_stages`): writes the stage where the supervisor reads it
/// when it stops the compilation or the worker dies in it (one `pwrite`, no wake-up of the
/// supervisor).
fn publish_stage(label: &str) {
    if let Some(f) = STAGE_FILE.get() {
        let _ = f.write_at(&protocol::stage_record(label), 0);
    }
}

/// The stage file, if the supervisor gave one: stdout as a regular file, its offset moved past
/// the stage area so that anything printed to stdout lands after it.
fn stage_file() -> Option<File> {
    let f = File::from(std::io::stdout().as_fd().try_clone_to_owned().ok()?);
    if !f.metadata().is_ok_and(|m| m.is_file()) {
        return None;
    }
    (&f).seek(SeekFrom::Start(protocol::STAGE_AREA)).ok()?;
    Some(f)
}

/// Runs a command-line request: `nvvmc`'s arguments (its name first) and the inputs the parent
/// read; prints the diagnostics and returns the exit code and the output to write.
pub type CliHandler<'a> = &'a dyn Fn(Vec<std::ffi::OsString>, Vec<Input>) -> (i32, Option<Vec<u8>>);

/// Serves requests until the supervisor closes the socket; the process's exit code.
pub fn serve(cli: CliHandler<'_>) -> i32 {
    let channel = match std::io::stdin().as_fd().try_clone_to_owned() {
        Ok(fd) => File::from(fd),
        Err(e) => {
            eprintln!("nvvmc: error: {} needs the supervisor's socket as its stdin: {e}", super::WORKER_FLAG);
            return 2;
        }
    };
    let reader = match channel.try_clone() {
        Ok(r) => r,
        Err(e) => {
            eprintln!("nvvmc: error: the worker cannot use its stdin: {e}");
            return 2;
        }
    };
    let _ = CHANNEL.set(Mutex::new(channel));
    if let Some(f) = stage_file() {
        let _ = STAGE_FILE.set(f);
    }
    crate::middle::stage::observe_stages(publish_stage);
    let mut hello = Frame::new(protocol::HELLO);
    hello.str(&protocol::hello());
    if !send(&hello.finish()) {
        return 0;
    }
    let mut reader = BufReader::new(reader);
    // The libdevice of the previous request, which the supervisor does not send again.
    let mut libdevice: Option<Arc<[u8]>> = None;
    loop {
        let (tag, payload) = match protocol::read_frame(&mut reader) {
            Ok(Some(frame)) => frame,
            Ok(None) => return 0,
            Err(e) => {
                eprintln!("nvvmc: error: the worker lost its supervisor: {e}");
                return 2;
            }
        };
        publish_stage("");
        let answer = match tag {
            protocol::LIB_REQUEST => match protocol::read_lib_request(&payload) {
                Ok(request) => protocol::lib_answer(&compile_libnvvm(request, &mut libdevice)),
                Err(e) => {
                    eprintln!("nvvmc: error: {e}");
                    return 2;
                }
            },
            protocol::CLI_REQUEST => match protocol::read_cli_request(&payload) {
                Ok((argv, inputs)) => {
                    let (code, output) = cli(argv, inputs);
                    protocol::cli_answer(code, output.as_deref())
                }
                Err(e) => {
                    eprintln!("nvvmc: error: {e}");
                    return 2;
                }
            },
            other => {
                eprintln!("nvvmc: error: the worker got a frame it does not know (tag {other})");
                return 2;
            }
        };
        if !send(&answer) {
            return 0;
        }
    }
}

/// A libNVVM request compiled as the C API compiles in-process.
fn compile_libnvvm(request: protocol::LibRequest, previous: &mut Option<Arc<[u8]>>) -> Outcome {
    let mut opts = request.opts;
    if let Some((name, bytes)) = request.libdevice {
        let bytes: Arc<[u8]> = match bytes {
            Some(b) => Arc::from(b),
            None => match previous {
                Some(b) => b.clone(),
                None => {
                    return Outcome::failure(&CompileError::Isolation(
                        "the nvvmc worker was asked to reuse a libdevice it was never sent (a supervisor bug)".into(),
                    ))
                }
            },
        };
        *previous = Some(bytes.clone());
        opts.libdevice_bytes = Some(LibdeviceBytes { name, bytes });
    }
    libnvvm::compile(&request.modules, &opts)
}
