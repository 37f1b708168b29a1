//! The strategy `--link` names. Apart from `strategy.rs` (which the strategies implement) so that
//! no strategy file and the file that picks them import each other.

use super::strategy::Strategy;
use crate::options::LinkStrategy;

/// The strategy for `kind`.
pub fn for_kind(kind: LinkStrategy) -> Box<dyn Strategy> {
    match kind {
        LinkStrategy::Late => Box::new(super::late::Late),
        LinkStrategy::Early => Box::new(super::early::Early),
        LinkStrategy::Ptx => Box::<super::ptx::Ptx>::default(),
        LinkStrategy::None => Box::new(super::none::NoLink),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_kind_gets_its_own_strategy() {
        for kind in [LinkStrategy::Late, LinkStrategy::Early, LinkStrategy::Ptx, LinkStrategy::None] {
            let s = for_kind(kind);
            assert_eq!(s.kind(), kind);
            assert_eq!(s.provides_libdevice(), kind != LinkStrategy::None);
            assert_eq!(s.libdevice_stage() == crate::middle::stage::Stage::LinkLibdevice, kind != LinkStrategy::Ptx);
            assert_eq!(s.preloads_libdevice(), kind == LinkStrategy::Early);
        }
    }
}
