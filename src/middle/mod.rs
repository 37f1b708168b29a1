//! The middle: the pipeline that calls every stage, the stage registry, how passes are made from
//! the options, and linking (inputs, libdevice by strategy, shims, math libraries).

pub(crate) mod link;
pub(crate) mod make_pass;
pub(crate) mod pipeline;
pub mod stage;
