// How deep a module nests: constant expressions and aggregates, types, metadata.
//
// Why C++: many of LLVM's walks over these recurse once per level (the printer, the verifier on
// metadata and aliases, constant folding, instruction selection, the bitcode writer's value
// enumerator, DWARF emission), so nvvmc refuses a module that nests deeper than its limit before
// any of them runs (`src/front/nesting.rs`). Measuring needs everything those walks reach, debug
// records included, which LLVM's C API does not expose. Every walk here is iterative: an
// explicit stack on the heap, each node measured once (memoized), so the measurement itself
// needs no stack and takes time linear in the module.
//
// Declared in ir/src/nesting.rs (the IR boundary), the only Rust code that calls it.

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/DebugInfoMetadata.h"
#include "llvm/IR/DebugProgramInstruction.h"
#include "llvm/IR/DerivedTypes.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/GlobalAlias.h"
#include "llvm/IR/GlobalVariable.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Metadata.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/Operator.h"
#include "llvm-c/Core.h"

#include <string>
#include <vector>

using namespace llvm;

namespace {

enum Kind : unsigned { KindNone = 0, KindConstant = 1, KindType = 2, KindMetadata = 3, KindAlias = 4 };

// Marks a node whose measurement is under way (a cycle through it counts nothing more).
constexpr unsigned InProgress = ~0u;

// What `child(n, i)` says of node n's i-th child: there is none (the walk of n is over), it is a
// leaf that adds no level (`node` null), or it is `node`.
template <typename N> struct Child {
  bool end;
  N node;
};
template <typename N> Child<N> end() { return {true, nullptr}; }
template <typename N> Child<N> leaf() { return {false, nullptr}; }
template <typename N> Child<N> node(N n) { return {n == nullptr, n}; }

class Measure {
public:
  Measure(unsigned limit, unsigned alias_limit) : limit(limit), alias_limit(alias_limit) {}

  unsigned limit;
  unsigned alias_limit;
  Kind found = KindNone;
  unsigned found_depth = 0;
  std::string where;

  bool done() const { return found != KindNone; }

  // The depth of constant `c`: 1, plus the deepest of its operands that are constants other than
  // global values. The types of the constants it meets are measured on the way.
  void constant(const Constant *root, const std::string &at) {
    if (done() || !root)
      return;
    unsigned d = depth<const Constant *>(root, cdepth, [&](const Constant *c, unsigned i) -> Child<const Constant *> {
      if (i == 0) {
        type(c->getType(), at);
        if (auto *gep = dyn_cast<GEPOperator>(c))
          type(gep->getSourceElementType(), at);
      }
      if (isa<GlobalValue>(c) || i >= c->getNumOperands())
        return end<const Constant *>();
      auto *op = dyn_cast_or_null<Constant>(c->getOperand(i));
      // A global value adds no level, nor does a constant without operands.
      if (!op || isa<GlobalValue>(op) || op->getNumOperands() == 0)
        return leaf<const Constant *>();
      return node<const Constant *>(op);
    });
    check(KindConstant, d, at);
  }

  // The length of the chain of aliases from `root`: 1, plus the longest chain among the aliases
  // its aliasee refers to (LLVM resolves each alias through the whole chain, recursively, and
  // once per alias: quadratic in the chain's length).
  void alias(const GlobalAlias *root, const std::string &at) {
    if (done() || !root)
      return;
    unsigned d = depth<const GlobalAlias *>(root, adepth, [&](const GlobalAlias *a, unsigned i) -> Child<const GlobalAlias *> {
      const SmallVector<const GlobalAlias *, 1> &next = aliases_in(a);
      return i < next.size() ? node<const GlobalAlias *>(next[i]) : end<const GlobalAlias *>();
    });
    if (!done() && d > alias_limit) {
      found = KindAlias;
      found_depth = d;
      where = at;
    }
  }

  // The depth of type `t`: 1, plus the deepest of the types it contains (struct fields, the
  // element type of arrays and vectors, a function's return and parameter types) that contain
  // types themselves: `[2 x [2 x i32]]` nests 2 levels.
  void type(Type *root, const std::string &at) {
    if (done() || !root)
      return;
    unsigned d = depth<Type *>(root, tdepth, [](Type *t, unsigned i) -> Child<Type *> {
      ArrayRef<Type *> sub = t->subtypes();
      if (i >= sub.size())
        return end<Type *>();
      return sub[i]->subtypes().empty() ? leaf<Type *>() : node<Type *>(sub[i]);
    });
    check(KindType, d, at);
  }

  // The depth of metadata `md`: nodes (and argument lists) count one level each, plus the
  // deepest of the nodes among their operands (a cycle, as between distinct nodes, counts once):
  // `!{!{!"x"}}` nests 2 levels. Constants in it are measured as constants.
  void metadata(const Metadata *root, const std::string &at) {
    if (done() || !root)
      return;
    if (!isa<MDNode>(root) && !isa<DIArgList>(root)) {
      if (auto *c = dyn_cast<ConstantAsMetadata>(root))
        constant(c->getValue(), at);
      return;
    }
    unsigned d = depth<const Metadata *>(root, mdepth, [&](const Metadata *m, unsigned i) -> Child<const Metadata *> {
      const Metadata *op = nullptr;
      if (auto *n = dyn_cast<MDNode>(m)) {
        if (i >= n->getNumOperands())
          return end<const Metadata *>();
        op = n->getOperand(i).get();
      } else {
        ArrayRef<ValueAsMetadata *> args = cast<DIArgList>(m)->getArgs();
        if (i >= args.size())
          return end<const Metadata *>();
        op = args[i];
      }
      if (op && (isa<MDNode>(op) || isa<DIArgList>(op)))
        return node<const Metadata *>(op);
      if (auto *c = dyn_cast_or_null<ConstantAsMetadata>(op))
        constant(c->getValue(), at);
      return leaf<const Metadata *>();
    });
    check(KindMetadata, d, at);
  }

private:
  DenseMap<const Constant *, unsigned> cdepth;
  DenseMap<Type *, unsigned> tdepth;
  DenseMap<const Metadata *, unsigned> mdepth;
  DenseMap<const GlobalAlias *, unsigned> adepth;
  DenseMap<const GlobalAlias *, SmallVector<const GlobalAlias *, 1>> aliasees;

  // The aliases alias `a`'s aliasee refers to, through constant expressions (measured first:
  // the walk below is an explicit stack too).
  const SmallVector<const GlobalAlias *, 1> &aliases_in(const GlobalAlias *a) {
    auto it = aliasees.find(a);
    if (it != aliasees.end())
      return it->second;
    SmallVector<const GlobalAlias *, 1> found_aliases;
    SmallPtrSet<const Constant *, 8> seen;
    SmallVector<const Constant *, 8> stack;
    if (const Constant *c = a->getAliasee())
      stack.push_back(c);
    while (!stack.empty()) {
      const Constant *c = stack.pop_back_val();
      if (!seen.insert(c).second)
        continue;
      if (auto *ga = dyn_cast<GlobalAlias>(c)) {
        found_aliases.push_back(ga);
        continue;
      }
      if (isa<GlobalValue>(c))
        continue;
      for (const Use &u : c->operands())
        if (auto *op = dyn_cast_or_null<Constant>(u.get()))
          stack.push_back(op);
    }
    return aliasees[a] = std::move(found_aliases);
  }

  void check(Kind kind, unsigned d, const std::string &at) {
    if (!done() && d > limit) {
      found = kind;
      found_depth = d;
      where = (kind == KindConstant ? "a constant in " : kind == KindType ? "a type in " : "metadata in ") + at;
    }
  }

  // Post-order depth-first walk from `root` on an explicit stack, each node measured once.
  template <typename N, typename F> unsigned depth(N root, DenseMap<N, unsigned> &memo, F child) {
    if (auto it = memo.find(root); it != memo.end())
      return it->second == InProgress ? 0 : it->second;
    struct Frame {
      N node;
      unsigned next;
      unsigned deepest;
    };
    std::vector<Frame> stack;
    stack.push_back({root, 0, 0});
    memo[root] = InProgress;
    while (!stack.empty()) {
      Child<N> c = child(stack.back().node, stack.back().next);
      if (done())
        return 0;
      Frame &f = stack.back();
      if (c.end) {
        unsigned d = f.deepest + 1;
        memo[f.node] = d;
        stack.pop_back();
        if (stack.empty())
          return d;
        if (stack.back().deepest < d)
          stack.back().deepest = d;
        continue;
      }
      f.next++;
      if (!c.node)
        continue;
      auto [it, inserted] = memo.try_emplace(c.node, InProgress);
      if (!inserted) {
        // Measured already, or on the stack (a cycle): it adds what is known of it.
        if (it->second != InProgress && f.deepest < it->second)
          f.deepest = it->second;
        continue;
      }
      stack.push_back({c.node, 0, 0});
    }
    return 0;
  }
};

std::string name_of(const GlobalValue &g) {
  std::string s = "@";
  s += g.hasName() ? g.getName().str() : std::string("<unnamed>");
  return s;
}

void measure_metadata_of(Measure &m, const SmallVectorImpl<std::pair<unsigned, MDNode *>> &mds, const std::string &at) {
  for (const auto &[kind, node] : mds)
    m.metadata(node, at);
}

void measure_function(Measure &m, const Function &f) {
  std::string fn = name_of(f);
  m.type(f.getFunctionType(), "the signature of " + fn);
  for (const Use &u : f.operands()) // personality, prefix and prologue data
    m.constant(dyn_cast_or_null<Constant>(u.get()), "the personality, prefix or prologue of " + fn);
  SmallVector<std::pair<unsigned, MDNode *>, 4> mds;
  f.getAllMetadata(mds);
  measure_metadata_of(m, mds, "the attachments of " + fn);
  std::string in_fn = "an instruction in " + fn;
  std::string md_in_fn = in_fn;
  for (const BasicBlock &bb : f) {
    for (const Instruction &i : bb) {
      if (m.done())
        return;
      m.type(i.getType(), in_fn);
      if (auto *a = dyn_cast<AllocaInst>(&i))
        m.type(a->getAllocatedType(), in_fn);
      if (auto *g = dyn_cast<GetElementPtrInst>(&i))
        m.type(g->getSourceElementType(), in_fn);
      if (auto *c = dyn_cast<CallBase>(&i))
        m.type(c->getFunctionType(), in_fn);
      for (const Use &u : i.operands()) {
        const Value *v = u.get();
        if (!v)
          continue;
        m.type(v->getType(), in_fn);
        if (auto *c = dyn_cast<Constant>(v))
          m.constant(c, in_fn);
        else if (auto *mv = dyn_cast<MetadataAsValue>(v))
          m.metadata(mv->getMetadata(), md_in_fn);
      }
      i.getAllMetadata(mds);
      measure_metadata_of(m, mds, md_in_fn);
      for (const DbgRecord &r : i.getDbgRecordRange()) {
        m.metadata(r.getDebugLoc().getAsMDNode(), md_in_fn);
        if (auto *v = dyn_cast<DbgVariableRecord>(&r)) {
          m.metadata(v->getRawVariable(), md_in_fn);
          m.metadata(v->getRawExpression(), md_in_fn);
          m.metadata(v->getRawLocation(), md_in_fn);
          if (v->isDbgAssign()) {
            m.metadata(v->getRawAddress(), md_in_fn);
            m.metadata(v->getRawAssignID(), md_in_fn);
            m.metadata(v->getRawAddressExpression(), md_in_fn);
          }
        } else if (auto *l = dyn_cast<DbgLabelRecord>(&r)) {
          m.metadata(l->getRawLabel(), md_in_fn);
        }
      }
    }
  }
}

} // namespace

// Measures module `mod`. Returns 0 when everything in it nests at most `limit` levels deep and no
// chain of aliases is longer than `alias_limit`; otherwise 1, with `*kind` (1: a constant
// expression or aggregate; 2: a type; 3: metadata; 4: a chain of aliases), `*depth` (how many
// levels it nests) and `*where` (what and where it is, e.g. "a constant in the initializer of
// @g"; free it with LLVMDisposeMessage) for the first one found.
extern "C" int nvvmc_measure_nesting(LLVMModuleRef mod, unsigned limit, unsigned alias_limit, unsigned *kind, unsigned *depth,
                                     char **where) {
  const Module &m = *unwrap(mod);
  Measure measure(limit, alias_limit);
  for (const GlobalVariable &g : m.globals()) {
    std::string name = name_of(g);
    measure.type(g.getValueType(), "the declaration of " + name);
    if (g.hasInitializer())
      measure.constant(g.getInitializer(), "the initializer of " + name);
    SmallVector<std::pair<unsigned, MDNode *>, 4> mds;
    g.getAllMetadata(mds);
    measure_metadata_of(measure, mds, "the attachments of " + name);
  }
  for (const GlobalAlias &a : m.aliases()) {
    measure.constant(a.getAliasee(), "the aliasee of " + name_of(a));
    measure.alias(&a, "the chain of aliases from " + name_of(a));
  }
  for (const GlobalIFunc &i : m.ifuncs())
    measure.constant(i.getResolver(), "the resolver of " + name_of(i));
  for (const NamedMDNode &n : m.named_metadata())
    for (const MDNode *op : n.operands())
      measure.metadata(op, "the named metadata !" + n.getName().str());
  for (const Function &f : m)
    if (!measure.done())
      measure_function(measure, f);
  if (!measure.done())
    return 0;
  *kind = measure.found;
  *depth = measure.found_depth;
  *where = LLVMCreateMessage(measure.where.c_str());
  return 1;
}
