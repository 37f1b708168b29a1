; C99 Annex G complex multiplication and division: __muldc3, __divdc3, __mulsc3, __divsc3.
;
; Why this file exists: clang lowers `_Complex` and `std::complex` multiply and divide to calls
; of these compiler-runtime functions (for multiply, only when the naive product has a NaN real
; and imaginary part, to recover infinities; for divide, always), and on the host compiler-rt or
; libgcc provides them. Nothing does on the GPU: libdevice has no complex functions, and CUDA
; code compiled without clang's CUDA headers (whose __clang_cuda_complex_builtins.h defines them)
; leaves the calls undefined. nvvmc provides them whenever a program calls them.
;
; ABI: the one clang 22 uses for nvptx64 (checked on `clang -x cuda --cuda-device-only`):
; four scalars in, the complex result returned by value as a first-class struct:
;   { double, double } @__muldc3(double a, double b, double c, double d)   ; (a+ib)*(c+id)
;   { double, double } @__divdc3(double a, double b, double c, double d)   ; (a+ib)/(c+id)
;   { float, float }   @__mulsc3(float, float, float, float)
;   { float, float }   @__divsc3(float, float, float, float)
;
; Semantics: compiler-rt's muldc3.c/divdc3.c/mulsc3.c/divsc3.c (LLVM 22), which follow the
; example code of C99 Annex G.5.1: the product or quotient as written, and, when both parts are
; NaN, infinities recovered (inf * finite, x / 0, inf / finite) and zeros for finite / inf.
; Division first scales the divisor by 2^-logb(max(|c|,|d|)) so that |c|^2 + |d|^2 cannot
; overflow or underflow. For every input the results are bit for bit those of compiler-rt on
; x86-64 (NaN payloads aside): tests/complex_builtins.rs compiles this file for the host and
; compares it with libclang_rt.builtins on special values (0, subnormals, huge, inf, NaN) and
; on random operands.
;
; The code uses only IEEE arithmetic, comparisons, selects, integer bit operations and the
; intrinsics llvm.fabs, llvm.copysign, llvm.maxnum, llvm.ctlz, llvm.smin/smax, which every target
; selects natively (no libdevice, no libm): logb and scalbn are written out below. Nothing carries
; `contract` or other fast-math flags, so --fma does not fuse them and the optimizer keeps IEEE
; semantics; with --ftz the f32 functions flush subnormals like the code they are inlined into.
; All are alwaysinline (like clang's header versions at -O2); after inlining, the multiply's
; recovery stays on the cold path clang already branches to.
target triple = "nvptx64-nvidia-cuda"

declare double @llvm.fabs.f64(double)
declare double @llvm.copysign.f64(double, double)
declare double @llvm.maxnum.f64(double, double)
declare float @llvm.fabs.f32(float)
declare float @llvm.copysign.f32(float, float)
declare float @llvm.maxnum.f32(float, float)
declare i64 @llvm.ctlz.i64(i64, i1)
declare i32 @llvm.ctlz.i32(i32, i1)
declare i32 @llvm.smax.i32(i32, i32)
declare i32 @llvm.smin.i32(i32, i32)

; ---------------------------------------------------------------------------------------------
; double: __muldc3, __divdc3 and their helpers
; ---------------------------------------------------------------------------------------------

; scalbn(x, n) = x * 2^n, correctly rounded: at most two scalings by powers of two that keep x
; normal, then one multiply by 2^n with n in [-1022, 1023]. Going down, the first step leaves
; n below -53, so a subnormal result is rounded once (musl's method).
define linkonce_odr double @__nvvmc_scalbn_f64(double %x, i32 %n) #0 {
  %up1 = icmp sgt i32 %n, 1023
  %dn1 = icmp slt i32 %n, -1022
  %x.up1 = fmul double %x, 0x7FE0000000000000
  %x.dn1 = fmul double %x, 0x0360000000000000
  %x1.a = select i1 %up1, double %x.up1, double %x
  %x1 = select i1 %dn1, double %x.dn1, double %x1.a
  %n.up1 = sub i32 %n, 1023
  %n.dn1 = add i32 %n, 969
  %n1.a = select i1 %up1, i32 %n.up1, i32 %n
  %n1 = select i1 %dn1, i32 %n.dn1, i32 %n1.a
  %up2 = icmp sgt i32 %n1, 1023
  %dn2 = icmp slt i32 %n1, -1022
  %x.up2 = fmul double %x1, 0x7FE0000000000000
  %x.dn2 = fmul double %x1, 0x0360000000000000
  %x2.a = select i1 %up2, double %x.up2, double %x1
  %x2 = select i1 %dn2, double %x.dn2, double %x2.a
  %n.up2 = sub i32 %n1, 1023
  %n.dn2 = add i32 %n1, 969
  %n2.a = select i1 %up2, i32 %n.up2, i32 %n1
  %n2 = select i1 %dn2, i32 %n.dn2, i32 %n2.a
  %n3.a = call i32 @llvm.smax.i32(i32 %n2, i32 -1022)
  %n3 = call i32 @llvm.smin.i32(i32 %n3.a, i32 1023)
  %e = add i32 %n3, 1023
  %e64 = zext i32 %e to i64
  %bits = shl i64 %e64, 52
  %p = bitcast i64 %bits to double
  %r = fmul double %x2, %p
  ret double %r
}

; logb(m) as an integer for a finite, non-zero m >= 0 (subnormals included), from its bits.
define linkonce_odr i32 @__nvvmc_ilogb_f64(double %m) #0 {
  %bits = bitcast double %m to i64
  %e64 = lshr i64 %bits, 52
  %e = trunc i64 %e64 to i32
  %sub = icmp eq i32 %e, 0
  %lz64 = call i64 @llvm.ctlz.i64(i64 %bits, i1 false)
  %lz = trunc i64 %lz64 to i32
  ; subnormal: m = bits * 2^-1074, its top bit is bit 63 - lz
  %k.sub = sub i32 -1011, %lz
  %k.norm = sub i32 %e, 1023
  %k = select i1 %sub, i32 %k.sub, i32 %k.norm
  ret i32 %k
}

; (a + ib) * (c + id)
define linkonce_odr { double, double } @__muldc3(double %a, double %b, double %c, double %d) #0 {
entry:
  %ac = fmul double %a, %c
  %bd = fmul double %b, %d
  %ad = fmul double %a, %d
  %bc = fmul double %b, %c
  %re = fsub double %ac, %bd
  %im = fadd double %ad, %bc
  %re.nan = fcmp uno double %re, 0.0
  %im.nan = fcmp uno double %im, 0.0
  %both.nan = and i1 %re.nan, %im.nan
  br i1 %both.nan, label %recover, label %done, !prof !0

recover:
  ; An infinite operand: it becomes (+-1 or +-0, +-1 or +-0) and NaNs in the other become +-0.
  %fa = call double @llvm.fabs.f64(double %a)
  %fb = call double @llvm.fabs.f64(double %b)
  %fc = call double @llvm.fabs.f64(double %c)
  %fd = call double @llvm.fabs.f64(double %d)
  %a.inf = fcmp oeq double %fa, 0x7FF0000000000000
  %b.inf = fcmp oeq double %fb, 0x7FF0000000000000
  %c.inf = fcmp oeq double %fc, 0x7FF0000000000000
  %d.inf = fcmp oeq double %fd, 0x7FF0000000000000
  %ab.inf = or i1 %a.inf, %b.inf
  %cd.inf = or i1 %c.inf, %d.inf
  %a.box = select i1 %a.inf, double 1.0, double 0.0
  %a.box.s = call double @llvm.copysign.f64(double %a.box, double %a)
  %a1 = select i1 %ab.inf, double %a.box.s, double %a
  %b.box = select i1 %b.inf, double 1.0, double 0.0
  %b.box.s = call double @llvm.copysign.f64(double %b.box, double %b)
  %b1 = select i1 %ab.inf, double %b.box.s, double %b
  %c.nan = fcmp uno double %c, 0.0
  %d.nan = fcmp uno double %d, 0.0
  %c.zero = call double @llvm.copysign.f64(double 0.0, double %c)
  %d.zero = call double @llvm.copysign.f64(double 0.0, double %d)
  %c.fix1 = and i1 %ab.inf, %c.nan
  %d.fix1 = and i1 %ab.inf, %d.nan
  %c1 = select i1 %c.fix1, double %c.zero, double %c
  %d1 = select i1 %d.fix1, double %d.zero, double %d
  ; c1, d1 are infinite exactly when c, d are (only NaNs were replaced).
  %c.box = select i1 %c.inf, double 1.0, double 0.0
  %c.box.s = call double @llvm.copysign.f64(double %c.box, double %c1)
  %c2 = select i1 %cd.inf, double %c.box.s, double %c1
  %d.box = select i1 %d.inf, double 1.0, double 0.0
  %d.box.s = call double @llvm.copysign.f64(double %d.box, double %d1)
  %d2 = select i1 %cd.inf, double %d.box.s, double %d1
  %a1.nan = fcmp uno double %a1, 0.0
  %b1.nan = fcmp uno double %b1, 0.0
  %a1.zero = call double @llvm.copysign.f64(double 0.0, double %a1)
  %b1.zero = call double @llvm.copysign.f64(double 0.0, double %b1)
  %a.fix2 = and i1 %cd.inf, %a1.nan
  %b.fix2 = and i1 %cd.inf, %b1.nan
  %a2 = select i1 %a.fix2, double %a1.zero, double %a1
  %b2 = select i1 %b.fix2, double %b1.zero, double %b1
  ; No infinite operand but an infinite partial product (overflow): NaNs become +-0.
  %recalc12 = or i1 %ab.inf, %cd.inf
  %fac = call double @llvm.fabs.f64(double %ac)
  %fbd = call double @llvm.fabs.f64(double %bd)
  %fad = call double @llvm.fabs.f64(double %ad)
  %fbc = call double @llvm.fabs.f64(double %bc)
  %ac.inf = fcmp oeq double %fac, 0x7FF0000000000000
  %bd.inf = fcmp oeq double %fbd, 0x7FF0000000000000
  %ad.inf = fcmp oeq double %fad, 0x7FF0000000000000
  %bc.inf = fcmp oeq double %fbc, 0x7FF0000000000000
  %p.inf.1 = or i1 %ac.inf, %bd.inf
  %p.inf.2 = or i1 %ad.inf, %bc.inf
  %p.inf = or i1 %p.inf.1, %p.inf.2
  %not.recalc12 = xor i1 %recalc12, true
  %step3 = and i1 %not.recalc12, %p.inf
  %a2.nan = fcmp uno double %a2, 0.0
  %b2.nan = fcmp uno double %b2, 0.0
  %c2.nan = fcmp uno double %c2, 0.0
  %d2.nan = fcmp uno double %d2, 0.0
  %a2.zero = call double @llvm.copysign.f64(double 0.0, double %a2)
  %b2.zero = call double @llvm.copysign.f64(double 0.0, double %b2)
  %c2.zero = call double @llvm.copysign.f64(double 0.0, double %c2)
  %d2.zero = call double @llvm.copysign.f64(double 0.0, double %d2)
  %a.fix3 = and i1 %step3, %a2.nan
  %b.fix3 = and i1 %step3, %b2.nan
  %c.fix3 = and i1 %step3, %c2.nan
  %d.fix3 = and i1 %step3, %d2.nan
  %a3 = select i1 %a.fix3, double %a2.zero, double %a2
  %b3 = select i1 %b.fix3, double %b2.zero, double %b2
  %c3 = select i1 %c.fix3, double %c2.zero, double %c2
  %d3 = select i1 %d.fix3, double %d2.zero, double %d2
  %recalc = or i1 %recalc12, %step3
  %ac3 = fmul double %a3, %c3
  %bd3 = fmul double %b3, %d3
  %ad3 = fmul double %a3, %d3
  %bc3 = fmul double %b3, %c3
  %re3 = fsub double %ac3, %bd3
  %im3 = fadd double %ad3, %bc3
  %re.inf = fmul double 0x7FF0000000000000, %re3
  %im.inf = fmul double 0x7FF0000000000000, %im3
  %re.r = select i1 %recalc, double %re.inf, double %re
  %im.r = select i1 %recalc, double %im.inf, double %im
  br label %done

done:
  %re.out = phi double [ %re, %entry ], [ %re.r, %recover ]
  %im.out = phi double [ %im, %entry ], [ %im.r, %recover ]
  %r0 = insertvalue { double, double } poison, double %re.out, 0
  %r1 = insertvalue { double, double } %r0, double %im.out, 1
  ret { double, double } %r1
}

; (a + ib) / (c + id)
define linkonce_odr { double, double } @__divdc3(double %a, double %b, double %c, double %d) #0 {
entry:
  ; Scale c + id by 2^-logb(max(|c|, |d|)) when that is finite, so that |c|^2 + |d|^2 neither
  ; overflows nor underflows; the quotient is scaled back at the end.
  %fc = call double @llvm.fabs.f64(double %c)
  %fd = call double @llvm.fabs.f64(double %d)
  %m = call double @llvm.maxnum.f64(double %fc, double %fd)
  %m.pos = fcmp ogt double %m, 0.0
  %m.fin = fcmp olt double %m, 0x7FF0000000000000
  %scale = and i1 %m.pos, %m.fin
  %k = call i32 @__nvvmc_ilogb_f64(double %m)
  %nk = sub i32 0, %k
  %c.s = call double @__nvvmc_scalbn_f64(double %c, i32 %nk)
  %d.s = call double @__nvvmc_scalbn_f64(double %d, i32 %nk)
  %cs = select i1 %scale, double %c.s, double %c
  %ds = select i1 %scale, double %d.s, double %d
  %cc = fmul double %cs, %cs
  %dd = fmul double %ds, %ds
  %denom = fadd double %cc, %dd
  %acs = fmul double %a, %cs
  %bds = fmul double %b, %ds
  %re.num = fadd double %acs, %bds
  %bcs = fmul double %b, %cs
  %ads = fmul double %a, %ds
  %im.num = fsub double %bcs, %ads
  %re.q = fdiv double %re.num, %denom
  %im.q = fdiv double %im.num, %denom
  %re.s = call double @__nvvmc_scalbn_f64(double %re.q, i32 %nk)
  %im.s = call double @__nvvmc_scalbn_f64(double %im.q, i32 %nk)
  %re = select i1 %scale, double %re.s, double %re.q
  %im = select i1 %scale, double %im.s, double %im.q
  %re.nan = fcmp uno double %re, 0.0
  %im.nan = fcmp uno double %im, 0.0
  %both.nan = and i1 %re.nan, %im.nan
  br i1 %both.nan, label %recover, label %done, !prof !0

recover:
  ; Division by zero of a non-NaN: an infinity in the direction of a + ib.
  %den.zero = fcmp oeq double %denom, 0.0
  %a.nan = fcmp uno double %a, 0.0
  %b.nan = fcmp uno double %b, 0.0
  %ab.nan = and i1 %a.nan, %b.nan
  %ab.some = xor i1 %ab.nan, true
  %case1 = and i1 %den.zero, %ab.some
  %inf.c = call double @llvm.copysign.f64(double 0x7FF0000000000000, double %cs)
  %re1 = fmul double %inf.c, %a
  %im1 = fmul double %inf.c, %b
  ; Infinite dividend, finite divisor: infinite quotient.
  %fa = call double @llvm.fabs.f64(double %a)
  %fb = call double @llvm.fabs.f64(double %b)
  %fcs = call double @llvm.fabs.f64(double %cs)
  %fds = call double @llvm.fabs.f64(double %ds)
  %a.inf = fcmp oeq double %fa, 0x7FF0000000000000
  %b.inf = fcmp oeq double %fb, 0x7FF0000000000000
  %ab.inf = or i1 %a.inf, %b.inf
  %cs.fin = fcmp olt double %fcs, 0x7FF0000000000000
  %ds.fin = fcmp olt double %fds, 0x7FF0000000000000
  %cds.fin = and i1 %cs.fin, %ds.fin
  %case2 = and i1 %ab.inf, %cds.fin
  %a.box = select i1 %a.inf, double 1.0, double 0.0
  %a2 = call double @llvm.copysign.f64(double %a.box, double %a)
  %b.box = select i1 %b.inf, double 1.0, double 0.0
  %b2 = call double @llvm.copysign.f64(double %b.box, double %b)
  %t2.ac = fmul double %a2, %cs
  %t2.bd = fmul double %b2, %ds
  %t2.re = fadd double %t2.ac, %t2.bd
  %t2.bc = fmul double %b2, %cs
  %t2.ad = fmul double %a2, %ds
  %t2.im = fsub double %t2.bc, %t2.ad
  %re2 = fmul double 0x7FF0000000000000, %t2.re
  %im2 = fmul double 0x7FF0000000000000, %t2.im
  ; Finite dividend, infinite divisor: a zero quotient with the right signs.
  %m.inf = fcmp oeq double %m, 0x7FF0000000000000
  %a.fin = fcmp olt double %fa, 0x7FF0000000000000
  %b.fin = fcmp olt double %fb, 0x7FF0000000000000
  %ab.fin = and i1 %a.fin, %b.fin
  %case3 = and i1 %m.inf, %ab.fin
  %cs.inf = fcmp oeq double %fcs, 0x7FF0000000000000
  %ds.inf = fcmp oeq double %fds, 0x7FF0000000000000
  %c.box = select i1 %cs.inf, double 1.0, double 0.0
  %c3 = call double @llvm.copysign.f64(double %c.box, double %cs)
  %d.box = select i1 %ds.inf, double 1.0, double 0.0
  %d3 = call double @llvm.copysign.f64(double %d.box, double %ds)
  %t3.ac = fmul double %a, %c3
  %t3.bd = fmul double %b, %d3
  %t3.re = fadd double %t3.ac, %t3.bd
  %t3.bc = fmul double %b, %c3
  %t3.ad = fmul double %a, %d3
  %t3.im = fsub double %t3.bc, %t3.ad
  %re3 = fmul double 0.0, %t3.re
  %im3 = fmul double 0.0, %t3.im
  ; The first case that applies wins, as in C99 Annex G.5.1's example.
  %re.c3 = select i1 %case3, double %re3, double %re
  %im.c3 = select i1 %case3, double %im3, double %im
  %re.c2 = select i1 %case2, double %re2, double %re.c3
  %im.c2 = select i1 %case2, double %im2, double %im.c3
  %re.r = select i1 %case1, double %re1, double %re.c2
  %im.r = select i1 %case1, double %im1, double %im.c2
  br label %done

done:
  %re.out = phi double [ %re, %entry ], [ %re.r, %recover ]
  %im.out = phi double [ %im, %entry ], [ %im.r, %recover ]
  %r0 = insertvalue { double, double } poison, double %re.out, 0
  %r1 = insertvalue { double, double } %r0, double %im.out, 1
  ret { double, double } %r1
}

; ---------------------------------------------------------------------------------------------
; float: __mulsc3, __divsc3 and their helpers (the same code in single precision)
; ---------------------------------------------------------------------------------------------

; scalbnf(x, n): as __nvvmc_scalbn_f64, with steps of 2^127 and 2^-102 and n in [-126, 127].
define linkonce_odr float @__nvvmc_scalbn_f32(float %x, i32 %n) #0 {
  %up1 = icmp sgt i32 %n, 127
  %dn1 = icmp slt i32 %n, -126
  %x.up1 = fmul float %x, 0x47E0000000000000
  %x.dn1 = fmul float %x, 0x3990000000000000
  %x1.a = select i1 %up1, float %x.up1, float %x
  %x1 = select i1 %dn1, float %x.dn1, float %x1.a
  %n.up1 = sub i32 %n, 127
  %n.dn1 = add i32 %n, 102
  %n1.a = select i1 %up1, i32 %n.up1, i32 %n
  %n1 = select i1 %dn1, i32 %n.dn1, i32 %n1.a
  %up2 = icmp sgt i32 %n1, 127
  %dn2 = icmp slt i32 %n1, -126
  %x.up2 = fmul float %x1, 0x47E0000000000000
  %x.dn2 = fmul float %x1, 0x3990000000000000
  %x2.a = select i1 %up2, float %x.up2, float %x1
  %x2 = select i1 %dn2, float %x.dn2, float %x2.a
  %n.up2 = sub i32 %n1, 127
  %n.dn2 = add i32 %n1, 102
  %n2.a = select i1 %up2, i32 %n.up2, i32 %n1
  %n2 = select i1 %dn2, i32 %n.dn2, i32 %n2.a
  %n3.a = call i32 @llvm.smax.i32(i32 %n2, i32 -126)
  %n3 = call i32 @llvm.smin.i32(i32 %n3.a, i32 127)
  %e = add i32 %n3, 127
  %bits = shl i32 %e, 23
  %p = bitcast i32 %bits to float
  %r = fmul float %x2, %p
  ret float %r
}

; logbf(m) as an integer for a finite, non-zero m >= 0 (subnormals included), from its bits.
define linkonce_odr i32 @__nvvmc_ilogb_f32(float %m) #0 {
  %bits = bitcast float %m to i32
  %e = lshr i32 %bits, 23
  %sub = icmp eq i32 %e, 0
  %lz = call i32 @llvm.ctlz.i32(i32 %bits, i1 false)
  ; subnormal: m = bits * 2^-149, its top bit is bit 31 - lz
  %k.sub = sub i32 -118, %lz
  %k.norm = sub i32 %e, 127
  %k = select i1 %sub, i32 %k.sub, i32 %k.norm
  ret i32 %k
}

; (a + ib) * (c + id)
define linkonce_odr { float, float } @__mulsc3(float %a, float %b, float %c, float %d) #0 {
entry:
  %ac = fmul float %a, %c
  %bd = fmul float %b, %d
  %ad = fmul float %a, %d
  %bc = fmul float %b, %c
  %re = fsub float %ac, %bd
  %im = fadd float %ad, %bc
  %re.nan = fcmp uno float %re, 0.0
  %im.nan = fcmp uno float %im, 0.0
  %both.nan = and i1 %re.nan, %im.nan
  br i1 %both.nan, label %recover, label %done, !prof !0

recover:
  ; An infinite operand: it becomes (+-1 or +-0, +-1 or +-0) and NaNs in the other become +-0.
  %fa = call float @llvm.fabs.f32(float %a)
  %fb = call float @llvm.fabs.f32(float %b)
  %fc = call float @llvm.fabs.f32(float %c)
  %fd = call float @llvm.fabs.f32(float %d)
  %a.inf = fcmp oeq float %fa, 0x7FF0000000000000
  %b.inf = fcmp oeq float %fb, 0x7FF0000000000000
  %c.inf = fcmp oeq float %fc, 0x7FF0000000000000
  %d.inf = fcmp oeq float %fd, 0x7FF0000000000000
  %ab.inf = or i1 %a.inf, %b.inf
  %cd.inf = or i1 %c.inf, %d.inf
  %a.box = select i1 %a.inf, float 1.0, float 0.0
  %a.box.s = call float @llvm.copysign.f32(float %a.box, float %a)
  %a1 = select i1 %ab.inf, float %a.box.s, float %a
  %b.box = select i1 %b.inf, float 1.0, float 0.0
  %b.box.s = call float @llvm.copysign.f32(float %b.box, float %b)
  %b1 = select i1 %ab.inf, float %b.box.s, float %b
  %c.nan = fcmp uno float %c, 0.0
  %d.nan = fcmp uno float %d, 0.0
  %c.zero = call float @llvm.copysign.f32(float 0.0, float %c)
  %d.zero = call float @llvm.copysign.f32(float 0.0, float %d)
  %c.fix1 = and i1 %ab.inf, %c.nan
  %d.fix1 = and i1 %ab.inf, %d.nan
  %c1 = select i1 %c.fix1, float %c.zero, float %c
  %d1 = select i1 %d.fix1, float %d.zero, float %d
  ; c1, d1 are infinite exactly when c, d are (only NaNs were replaced).
  %c.box = select i1 %c.inf, float 1.0, float 0.0
  %c.box.s = call float @llvm.copysign.f32(float %c.box, float %c1)
  %c2 = select i1 %cd.inf, float %c.box.s, float %c1
  %d.box = select i1 %d.inf, float 1.0, float 0.0
  %d.box.s = call float @llvm.copysign.f32(float %d.box, float %d1)
  %d2 = select i1 %cd.inf, float %d.box.s, float %d1
  %a1.nan = fcmp uno float %a1, 0.0
  %b1.nan = fcmp uno float %b1, 0.0
  %a1.zero = call float @llvm.copysign.f32(float 0.0, float %a1)
  %b1.zero = call float @llvm.copysign.f32(float 0.0, float %b1)
  %a.fix2 = and i1 %cd.inf, %a1.nan
  %b.fix2 = and i1 %cd.inf, %b1.nan
  %a2 = select i1 %a.fix2, float %a1.zero, float %a1
  %b2 = select i1 %b.fix2, float %b1.zero, float %b1
  ; No infinite operand but an infinite partial product (overflow): NaNs become +-0.
  %recalc12 = or i1 %ab.inf, %cd.inf
  %fac = call float @llvm.fabs.f32(float %ac)
  %fbd = call float @llvm.fabs.f32(float %bd)
  %fad = call float @llvm.fabs.f32(float %ad)
  %fbc = call float @llvm.fabs.f32(float %bc)
  %ac.inf = fcmp oeq float %fac, 0x7FF0000000000000
  %bd.inf = fcmp oeq float %fbd, 0x7FF0000000000000
  %ad.inf = fcmp oeq float %fad, 0x7FF0000000000000
  %bc.inf = fcmp oeq float %fbc, 0x7FF0000000000000
  %p.inf.1 = or i1 %ac.inf, %bd.inf
  %p.inf.2 = or i1 %ad.inf, %bc.inf
  %p.inf = or i1 %p.inf.1, %p.inf.2
  %not.recalc12 = xor i1 %recalc12, true
  %step3 = and i1 %not.recalc12, %p.inf
  %a2.nan = fcmp uno float %a2, 0.0
  %b2.nan = fcmp uno float %b2, 0.0
  %c2.nan = fcmp uno float %c2, 0.0
  %d2.nan = fcmp uno float %d2, 0.0
  %a2.zero = call float @llvm.copysign.f32(float 0.0, float %a2)
  %b2.zero = call float @llvm.copysign.f32(float 0.0, float %b2)
  %c2.zero = call float @llvm.copysign.f32(float 0.0, float %c2)
  %d2.zero = call float @llvm.copysign.f32(float 0.0, float %d2)
  %a.fix3 = and i1 %step3, %a2.nan
  %b.fix3 = and i1 %step3, %b2.nan
  %c.fix3 = and i1 %step3, %c2.nan
  %d.fix3 = and i1 %step3, %d2.nan
  %a3 = select i1 %a.fix3, float %a2.zero, float %a2
  %b3 = select i1 %b.fix3, float %b2.zero, float %b2
  %c3 = select i1 %c.fix3, float %c2.zero, float %c2
  %d3 = select i1 %d.fix3, float %d2.zero, float %d2
  %recalc = or i1 %recalc12, %step3
  %ac3 = fmul float %a3, %c3
  %bd3 = fmul float %b3, %d3
  %ad3 = fmul float %a3, %d3
  %bc3 = fmul float %b3, %c3
  %re3 = fsub float %ac3, %bd3
  %im3 = fadd float %ad3, %bc3
  %re.inf = fmul float 0x7FF0000000000000, %re3
  %im.inf = fmul float 0x7FF0000000000000, %im3
  %re.r = select i1 %recalc, float %re.inf, float %re
  %im.r = select i1 %recalc, float %im.inf, float %im
  br label %done

done:
  %re.out = phi float [ %re, %entry ], [ %re.r, %recover ]
  %im.out = phi float [ %im, %entry ], [ %im.r, %recover ]
  %r0 = insertvalue { float, float } poison, float %re.out, 0
  %r1 = insertvalue { float, float } %r0, float %im.out, 1
  ret { float, float } %r1
}

; (a + ib) / (c + id)
define linkonce_odr { float, float } @__divsc3(float %a, float %b, float %c, float %d) #0 {
entry:
  ; Scale c + id by 2^-logb(max(|c|, |d|)) when that is finite, so that |c|^2 + |d|^2 neither
  ; overflows nor underflows; the quotient is scaled back at the end.
  %fc = call float @llvm.fabs.f32(float %c)
  %fd = call float @llvm.fabs.f32(float %d)
  %m = call float @llvm.maxnum.f32(float %fc, float %fd)
  %m.pos = fcmp ogt float %m, 0.0
  %m.fin = fcmp olt float %m, 0x7FF0000000000000
  %scale = and i1 %m.pos, %m.fin
  %k = call i32 @__nvvmc_ilogb_f32(float %m)
  %nk = sub i32 0, %k
  %c.s = call float @__nvvmc_scalbn_f32(float %c, i32 %nk)
  %d.s = call float @__nvvmc_scalbn_f32(float %d, i32 %nk)
  %cs = select i1 %scale, float %c.s, float %c
  %ds = select i1 %scale, float %d.s, float %d
  %cc = fmul float %cs, %cs
  %dd = fmul float %ds, %ds
  %denom = fadd float %cc, %dd
  %acs = fmul float %a, %cs
  %bds = fmul float %b, %ds
  %re.num = fadd float %acs, %bds
  %bcs = fmul float %b, %cs
  %ads = fmul float %a, %ds
  %im.num = fsub float %bcs, %ads
  %re.q = fdiv float %re.num, %denom
  %im.q = fdiv float %im.num, %denom
  %re.s = call float @__nvvmc_scalbn_f32(float %re.q, i32 %nk)
  %im.s = call float @__nvvmc_scalbn_f32(float %im.q, i32 %nk)
  %re = select i1 %scale, float %re.s, float %re.q
  %im = select i1 %scale, float %im.s, float %im.q
  %re.nan = fcmp uno float %re, 0.0
  %im.nan = fcmp uno float %im, 0.0
  %both.nan = and i1 %re.nan, %im.nan
  br i1 %both.nan, label %recover, label %done, !prof !0

recover:
  ; Division by zero of a non-NaN: an infinity in the direction of a + ib.
  %den.zero = fcmp oeq float %denom, 0.0
  %a.nan = fcmp uno float %a, 0.0
  %b.nan = fcmp uno float %b, 0.0
  %ab.nan = and i1 %a.nan, %b.nan
  %ab.some = xor i1 %ab.nan, true
  %case1 = and i1 %den.zero, %ab.some
  %inf.c = call float @llvm.copysign.f32(float 0x7FF0000000000000, float %cs)
  %re1 = fmul float %inf.c, %a
  %im1 = fmul float %inf.c, %b
  ; Infinite dividend, finite divisor: infinite quotient.
  %fa = call float @llvm.fabs.f32(float %a)
  %fb = call float @llvm.fabs.f32(float %b)
  %fcs = call float @llvm.fabs.f32(float %cs)
  %fds = call float @llvm.fabs.f32(float %ds)
  %a.inf = fcmp oeq float %fa, 0x7FF0000000000000
  %b.inf = fcmp oeq float %fb, 0x7FF0000000000000
  %ab.inf = or i1 %a.inf, %b.inf
  %cs.fin = fcmp olt float %fcs, 0x7FF0000000000000
  %ds.fin = fcmp olt float %fds, 0x7FF0000000000000
  %cds.fin = and i1 %cs.fin, %ds.fin
  %case2 = and i1 %ab.inf, %cds.fin
  %a.box = select i1 %a.inf, float 1.0, float 0.0
  %a2 = call float @llvm.copysign.f32(float %a.box, float %a)
  %b.box = select i1 %b.inf, float 1.0, float 0.0
  %b2 = call float @llvm.copysign.f32(float %b.box, float %b)
  %t2.ac = fmul float %a2, %cs
  %t2.bd = fmul float %b2, %ds
  %t2.re = fadd float %t2.ac, %t2.bd
  %t2.bc = fmul float %b2, %cs
  %t2.ad = fmul float %a2, %ds
  %t2.im = fsub float %t2.bc, %t2.ad
  %re2 = fmul float 0x7FF0000000000000, %t2.re
  %im2 = fmul float 0x7FF0000000000000, %t2.im
  ; Finite dividend, infinite divisor: a zero quotient with the right signs.
  %m.inf = fcmp oeq float %m, 0x7FF0000000000000
  %a.fin = fcmp olt float %fa, 0x7FF0000000000000
  %b.fin = fcmp olt float %fb, 0x7FF0000000000000
  %ab.fin = and i1 %a.fin, %b.fin
  %case3 = and i1 %m.inf, %ab.fin
  %cs.inf = fcmp oeq float %fcs, 0x7FF0000000000000
  %ds.inf = fcmp oeq float %fds, 0x7FF0000000000000
  %c.box = select i1 %cs.inf, float 1.0, float 0.0
  %c3 = call float @llvm.copysign.f32(float %c.box, float %cs)
  %d.box = select i1 %ds.inf, float 1.0, float 0.0
  %d3 = call float @llvm.copysign.f32(float %d.box, float %ds)
  %t3.ac = fmul float %a, %c3
  %t3.bd = fmul float %b, %d3
  %t3.re = fadd float %t3.ac, %t3.bd
  %t3.bc = fmul float %b, %c3
  %t3.ad = fmul float %a, %d3
  %t3.im = fsub float %t3.bc, %t3.ad
  %re3 = fmul float 0.0, %t3.re
  %im3 = fmul float 0.0, %t3.im
  ; The first case that applies wins, as in C99 Annex G.5.1's example.
  %re.c3 = select i1 %case3, float %re3, float %re
  %im.c3 = select i1 %case3, float %im3, float %im
  %re.c2 = select i1 %case2, float %re2, float %re.c3
  %im.c2 = select i1 %case2, float %im2, float %im.c3
  %re.r = select i1 %case1, float %re1, float %re.c2
  %im.r = select i1 %case1, float %im1, float %im.c2
  br label %done

done:
  %re.out = phi float [ %re, %entry ], [ %re.r, %recover ]
  %im.out = phi float [ %im, %entry ], [ %im.r, %recover ]
  %r0 = insertvalue { float, float } poison, float %re.out, 0
  %r1 = insertvalue { float, float } %r0, float %im.out, 1
  ret { float, float } %r1
}

attributes #0 = { alwaysinline nounwind willreturn memory(none) }

; The recovery paths run only when both parts of the result are NaN.
!0 = !{!"branch_weights", i32 1, i32 1048575}
